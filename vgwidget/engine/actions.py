"""Actions: every choice a player makes, as a small hashable record.

``Game.legal_actions()`` lists them; ``Game.apply()`` takes one. They turn into
JSON-safe dicts for game records and for the widget.

>>> a = Action("call", 0, card=12, circle="FL")
>>> a.to_dict()
{'kind': 'call', 'player': 0, 'card': 12, 'circle': 'FL'}
>>> Action.from_dict(a.to_dict()) == a
True
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .errors import RecordError

ACTION_KINDS = (
    "mulligan",  # cards: the cards put back (empty: keep the hand)
    "ride",  # card from hand
    "ride-deck",  # card from ride deck, cards: the card discarded to pay
    "skip-ride",
    "call",  # card from hand to circle
    "move",  # circle -> target circle in the same column
    "end-main",
    "attack",  # circle: attacker, target: opponent's circle
    "end-battle",
    "boost",
    "no-boost",
    "guard",  # card from hand to the guardian circle
    "intercept",  # circle: the front-row rear-guard that intercepts
    "end-guard",
    "trigger-order",  # target: "draw-first" or "power-first" (a trigger's effects, Standard)
    "power-to",  # circle: the unit that gets a trigger's power (GC + card: a guardian)
    "critical-to",  # circle: the unit that gets a critical trigger's +1 critical
    "stand-unit",  # circle: the rear-guard a stand trigger stands
    "heal-card",  # card: the damage-zone card healed
    "soul-ride",  # card: the soul card ridden when the vanguard circle is empty
    "act",  # card + number: use that card's ACT ability
    "resolve",  # number: which waiting AUTO ability (position in the queue) resolves next
    "use",  # pay the cost / do the optional ability now resolving
    "decline",  # don't
    "choose",  # card or circle: a choice an ability or cost asks for (neither: choose no more)
    "play-order",  # card: an order from hand (normal/set: main phase; blitz: when guarding)
    "overdress",  # card from hand onto the rear-guard on circle (its dress source)
    "xoverdress",  # card from hand to circle, cards: the rear-guards put under it
    "manual",  # a judge's manual adjustment: card + target describes it (see abilities.manual)
    "concede",
    # the G era (Premium)
    "stride",  # card: the G unit from the G zone, cards: the hand cards discarded to pay
    "skip-stride",
    "g-guardian",  # card: the G guardian from the G zone, cards: the heal trigger discarded
    "g-assist",  # use G assist (reveal the hand, look at the top five)
    "skip-g-assist",
    "g-assist-take",  # card: the card added from the five looked at (none: add nothing)
    "g-assist-pay",  # cards: two hand cards, then two G-zone cards, removed from the game
    # legion (Classic and Premium)
    "legion",  # card: the legion leader (the vanguard) declares legion
    "legion-return",  # card: a drop-zone card returned to the deck to legion
)
KIND_FIELDS: dict[str, frozenset[str]] = {
    k: frozenset(v)
    for k, v in {
        "mulligan": ("cards",),
        "ride": ("card",),
        "ride-deck": ("card", "cards"),
        "skip-ride": (),
        "call": ("card", "circle"),
        "move": ("circle", "target"),
        "end-main": (),
        "attack": ("circle", "target"),
        "end-battle": (),
        "boost": (),
        "no-boost": (),
        "guard": ("card",),
        "intercept": ("circle",),
        "end-guard": (),
        "trigger-order": ("target",),
        "power-to": ("card", "circle"),
        "critical-to": ("circle",),
        "stand-unit": ("circle",),
        "heal-card": ("card",),
        "soul-ride": ("card",),
        "act": ("card", "number"),
        "resolve": ("card", "number"),
        "use": (),
        "decline": (),
        "choose": ("card", "circle"),
        "play-order": ("card",),
        "overdress": ("card", "circle"),
        "xoverdress": ("card", "circle", "cards"),
        "manual": ("card", "target", "number"),
        "concede": (),
        "stride": ("card", "cards", "target"),
        "skip-stride": (),
        "g-guardian": ("card", "cards"),
        "g-assist": (),
        "skip-g-assist": (),
        "g-assist-take": ("card",),
        "g-assist-pay": ("cards",),
        "legion": ("card",),
        "legion-return": ("card",),
    }.items()
}
"""The fields (besides kind and player) an action of each kind may carry: any other field is
refused, so that a record never stores what the engine ignores."""
CIRCLE_VALUES = frozenset(
    ("VC", "FL", "FR", "BL", "BC", "BR", "GC", *(f"A{i}" for i in range(1, 9)))
)
"""What an action's ``circle`` may name: the six circles (``state.CIRCLES``), the accel
circles (``state.ACCEL_CIRCLES``) and the guardian circle (``state.GC``)."""
_CIRCLE_TAKERS = {
    k: CIRCLE_VALUES if "circle" in v else frozenset() for k, v in KIND_FIELDS.items()
}


def _short(value: object, limit: int = 40) -> str:
    """``repr(value)``, cut short: a hostile record's names can be megabytes long."""
    r = repr(value)
    return r if len(r) <= limit else r[: limit - 3] + "..."


class Action(NamedTuple):
    """One decision by one player."""

    kind: str
    player: int
    card: int | None = None
    circle: str | None = None
    target: str | None = None
    cards: tuple[int, ...] = ()
    number: int | None = None
    """Which ability of ``card`` (``act``), or which waiting ability in the queue (``resolve``)."""

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "player": self.player}
        if self.card is not None:
            d["card"] = self.card
        if self.circle is not None:
            d["circle"] = self.circle
        if self.target is not None:
            d["target"] = self.target
        if self.cards:
            d["cards"] = list(self.cards)
        if self.number is not None:
            d["number"] = self.number
        return d

    @classmethod
    def from_dict(cls, d: Any, where: str = "action") -> Action:
        """Read an action dict, naming the bad field if it is malformed."""
        if not isinstance(d, dict):
            raise RecordError(f"{where}: an action must be an object, not {type(d).__name__}")
        unknown = set(d) - {"kind", "player", "card", "circle", "target", "cards", "number"}
        if unknown:
            names = ", ".join(_short(k) for k in sorted(unknown, key=str))
            raise RecordError(
                f"{where}: unknown field(s) {names} (an action has only kind, player, card, "
                "circle, target, cards and number)"
            )
        kind = d.get("kind")
        if not isinstance(kind, str) or kind not in ACTION_KINDS:
            raise RecordError(f"{where}: unknown action kind {_short(kind)}")
        extra = sorted(f for f in d if f not in ("kind", "player") and f not in KIND_FIELDS[kind])
        extra = [f for f in extra if d[f] not in (None, [])]
        if extra:
            takes = ", ".join(sorted(KIND_FIELDS[kind])) or "no other field"
            raise RecordError(
                f"{where}: a {kind!r} action has no {', '.join(map(repr, extra))} "
                f"(it takes {takes})"
            )
        player = d.get("player")
        if type(player) is not int or player not in (0, 1):
            raise RecordError(f"{where}: 'player' must be 0 or 1")
        card = d.get("card")
        if card is not None and (not isinstance(card, int) or isinstance(card, bool)):
            raise RecordError(f"{where}: 'card' must be an instance id (integer)")
        for f in ("circle", "target"):
            if d.get(f) is not None and not isinstance(d[f], str):
                raise RecordError(f"{where}: {f!r} must be a circle name")
        circle = d.get("circle")
        if circle is not None and circle not in CIRCLE_VALUES:
            raise RecordError(
                f"{where}: 'circle' must be one of {', '.join(sorted(CIRCLE_VALUES))}, "
                f"not {_short(circle)}"
            )
        cards = d.get("cards", [])
        if not isinstance(cards, list) or not all(
            isinstance(c, int) and not isinstance(c, bool) for c in cards
        ):
            raise RecordError(f"{where}: 'cards' must be a list of instance ids")
        number = d.get("number")
        if number is not None and (not isinstance(number, int) or isinstance(number, bool)):
            raise RecordError(f"{where}: 'number' must be an integer")
        return cls(kind, player, card, d.get("circle"), d.get("target"), tuple(cards), number)

    def validated(self, where: str = "action") -> Action:
        """This action if every field has its type (``kind`` a known kind, ``player`` 0 or
        1, ids integers, circle and target strings); otherwise :class:`RecordError` naming
        the field. An :class:`Action` built by hand is not checked when it is made."""
        kind, player, card, circle, target, cards, number = self
        takes = KIND_FIELDS.get(kind) if type(kind) is str else None
        if (
            takes is not None
            and type(player) is int
            and (player == 0 or player == 1)
            and (card is None or (type(card) is int and "card" in takes))
            and (circle is None or (type(circle) is str and circle in _CIRCLE_TAKERS[kind]))
            and (target is None or (type(target) is str and "target" in takes))
            and (
                cards == ()
                or (
                    type(cards) is tuple and "cards" in takes and all(type(c) is int for c in cards)
                )
            )
            and (number is None or (type(number) is int and "number" in takes))
        ):
            return self
        if type(self.cards) is not tuple:
            raise RecordError(f"{where}: 'cards' must be a tuple of instance ids")
        d: dict[str, Any] = {f: v for f, v in zip(self._fields, self, strict=True) if v is not None}
        d["cards"] = list(self.cards)
        checked = Action.from_dict(d, where)  # raises, naming the field
        if checked != self:  # e.g. an int subclass that from_dict let through
            raise RecordError(f"{where}: a field of {self!r} has the wrong type")
        return self

    def __str__(self) -> str:
        parts = [f"P{self.player + 1} {self.kind}"]
        if self.card is not None:
            parts.append(f"card={self.card}")
        if self.circle is not None:
            parts.append(self.circle)
        if self.target is not None:
            parts.append(f"-> {self.target}")
        if self.cards:
            parts.append(f"cards={list(self.cards)}")
        if self.number is not None:
            parts.append(f"#{self.number}")
        return " ".join(parts)
