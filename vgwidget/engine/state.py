"""The immutable game state.

A :class:`State` is a tree of tuples and named tuples. Nothing in it is ever
changed in place: a procedure builds a new state that shares every untouched
part with the old one. That makes a snapshot after every event free, and undo,
seek and fork are just "use an older state".

Cards are referred to by *instance id* (``iid``): an index into the game's
:class:`CardTable`, which says which printed card each physical copy is and who
owns it.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .formats import Format

# The six circles of a field that hold one unit each, in a fixed order.
VC, FL, FR, BL, BC, BR = "VC", "FL", "FR", "BL", "BC", "BR"
CIRCLES: tuple[str, ...] = (VC, FL, FR, BL, BC, BR)
ACCEL_CIRCLES: tuple[str, ...] = ("A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8")
"""The front-row rear-guard circles an Accel gift adds, in the order a player gains them:
odd ones on the left (A1 left of FL, A3 left of A1, ...), even ones on the right (A2 right of
FR, A4 right of A2, ...) (CR 4.55 §16.3.1.5). A circle exists only once gained
(``PlayerState.accel``); eight is this simulator's limit."""
ALL_CIRCLES: tuple[str, ...] = (*CIRCLES, *ACCEL_CIRCLES)
"""Every circle name, in the order of ``PlayerState.circles`` (which is only as long as the
circles its player has had)."""
CIRCLE_INDEX: dict[str, int] = {c: i for i, c in enumerate(ALL_CIRCLES)}
REAR_CIRCLES: tuple[str, ...] = (FL, FR, BL, BC, BR)
"""The five rear-guard circles every field has (a player's accel circles come on top:
:meth:`PlayerState.rear_circles`)."""


def column(player: int, circle: str) -> int:
    """Where ``circle`` of ``player``'s field lies across the table, counted from Player 1's
    left (0 is the centre column): a column of one field and the one facing it on the other
    field share a number (ZONE-016: your left column is the opponent's right). Accel circles
    go on outwards, so one player's first accel circle faces the other's second, the third the
    fourth (CR 4.55 §16.3.1.5).

    >>> column(0, "FL"), column(1, "FR"), column(0, "A1"), column(1, "A2"), column(0, "BC")
    (-1, -1, -2, -2, 0)
    """
    if circle in ACCEL_CIRCLES:
        k = int(circle[1:])
        x = -(k + 1) // 2 - 1 if k % 2 else k // 2 + 1
    else:
        x = {"FL": -1, "BL": -1, "VC": 0, "BC": 0, "FR": 1, "BR": 1}[circle]
    return x if player == 0 else -x


RC_NAMES: frozenset[str] = frozenset((*REAR_CIRCLES, *ACCEL_CIRCLES))
"""Every name a rear-guard circle may have."""
FRONT_ROW: tuple[str, ...] = (FL, VC, FR)
FRONT_NAMES: frozenset[str] = frozenset((*FRONT_ROW, *ACCEL_CIRCLES))
"""Every name a front-row circle may have (accel circles are front row)."""
GC = "GC"
# The circle directly behind each front-row circle (the booster's circle) and its column partner.
BEHIND: dict[str, str] = {FL: BL, VC: BC, FR: BR}
COLUMN_PARTNER: dict[str, str] = {FL: BL, BL: FL, FR: BR, BR: FR, VC: BC, BC: VC}
CIRCLE_NAMES: dict[str, str] = {
    VC: "vanguard circle",
    FL: "front-left rear-guard circle",
    FR: "front-right rear-guard circle",
    BL: "back-left rear-guard circle",
    BC: "back-centre rear-guard circle",
    BR: "back-right rear-guard circle",
    GC: "guardian circle",
    **{
        a: f"accel circle {a[1:]} ({'left' if int(a[1:]) % 2 else 'right'} of the front row)"
        for a in ACCEL_CIRCLES
    },
}

# Zones that are lists of cards (a circle is not among them).
ZONES: tuple[str, ...] = (
    "deck",
    "hand",
    "ride_deck",
    "guardians",
    "soul",
    "drop",
    "damage",
    "bind",
    "removal",
    "trigger",
    "order",
    "crest",
    "gzone",
    "dress",
    "gauge",
    "heart",
    "legion",
    "displaced",
)
ZONE_NAMES: dict[str, str] = {
    "deck": "deck",
    "hand": "hand",
    "ride_deck": "ride deck",
    "guardians": "guardian circle",
    "soul": "soul",
    "drop": "drop zone",
    "damage": "damage zone",
    "bind": "bind zone",
    "removal": "removal zone",
    "trigger": "trigger zone",
    "order": "order zone",
    "crest": "crest zone",
    "gzone": "G zone",
    "dress": "originalDress (under an overDress unit)",
    "gauge": "gauge zone",
    "heart": "heart",
    "legion": "vanguard circle (legion mate)",
    "displaced": "rear-guard circle (a unit another was called over, about to leave)",
}


class CardTable(NamedTuple):
    """Per-game constants: which card each instance is, who owns it, the format."""

    cards: tuple[Card, ...]
    owner: tuple[int, ...]
    fmt: Format
    ride_deck_cards: frozenset[int] = frozenset()
    """Instances that began the game in a ride deck: one that would be put into the main
    deck goes back into its owner's ride deck instead (ZONE-035)."""
    pseudo: tuple[Card, ...] = ()
    """The crests and tickets this game's cards can make, as its card pool defines them (a
    position's or a ``--cards`` file's own cards too): "get" one makes it from here."""


class PlayerState(NamedTuple):
    """One player's zones. ``deck[0]`` is the top card."""

    deck: tuple[int, ...] = ()
    hand: tuple[int, ...] = ()
    ride_deck: tuple[int, ...] = ()
    circles: tuple[int | None, ...] = (None,) * 6
    guardians: tuple[int, ...] = ()
    soul: tuple[int, ...] = ()
    drop: tuple[int, ...] = ()
    damage: tuple[int, ...] = ()
    bind: tuple[int, ...] = ()
    removal: tuple[int, ...] = ()
    trigger: tuple[int, ...] = ()
    order: tuple[int, ...] = ()
    crest: tuple[int, ...] = ()
    gzone: tuple[int, ...] = ()
    dress: tuple[int, ...] = ()
    """originalDress: the cards under this player's overDress units (on the field, not units;
    ``dressed`` ties each to its unit; CR 4.55 §6.7)."""
    dressed: tuple[tuple[int, int], ...] = ()
    """``(originalDress card, the overDress unit it is under)``."""
    xover: tuple[int, ...] = ()
    """The units of ``dressed`` placed by XoverDress: in the XoverDress state, which is not
    the overDress state (CR 4.55 §6.8.5)."""
    gauge: tuple[int, ...] = ()
    """The gauge zone (hidden: only its owner may see it; ZONE-033, CR 4.55 §4.15)."""
    gauge_ties: tuple[tuple[int, int], ...] = ()
    """``(gauge card, the unit it is tied to)``."""
    accel: tuple[str, ...] = ()
    """The accel circles this player has now (CR 4.55 §16.3.1.5), in the order gained."""
    accel_made: int = 0
    """How many accel circles this player has gained in the game (names the next one)."""
    markers: tuple[tuple[str, str, str], ...] = ()
    """Imaginary Gift markers: ``(circle, kind, type)``, e.g. ``("VC", "force", "I")``."""
    gift_types: tuple[tuple[str, str], ...] = ()
    """``(kind, type)`` each gift kind's type (I or II) as chosen the first time, in order."""
    gifts_waiting: tuple[str, ...] = ()
    """Gifts earned by a ride, given at the next check timing."""
    ride_gift: str | None = None
    """The kind of the first gift a ride gave this player: a later ride gift of another kind
    gives nothing (the lock, CR 4.55 §16.3.1.1); gifts from effects neither set nor meet it."""
    energy: int = 0
    """The player's energy (ENERGY-001; never below 0)."""
    heart: tuple[int, ...] = ()
    """The G era: the vanguard a G unit strode onto, under it on the vanguard circle; it is
    not in the soul (STRIDE-011)."""
    legion: tuple[int, ...] = ()
    """Legion: the legion mate beside the leader on the vanguard circle (LEGION-001)."""
    displaced: tuple[int, ...] = ()
    """Units still on a rear-guard circle that another unit has been called onto: in Standard
    only for the instant of the call (CR 4.55 §6.2.3.4), in Classic and Premium until the rule
    action of the next check timing puts them into the drop zone (CR 1.19 §8.5.2.4.2, §9.3.3;
    CR 1.48 §8.5.3.2). They are no longer units a rule or an ability counts."""

    def at(self, circle: str) -> int | None:
        """The unit on ``circle`` (``None`` if empty or the player has no such circle: an
        accel circle not gained yet, or a circle that holds no unit, such as the guardian
        circle)."""
        try:  # (every field has the six circles; an accel circle not gained yet is past the end)
            return self.circles[CIRCLE_INDEX[circle]]
        except (IndexError, KeyError):
            return None

    @property
    def vanguard(self) -> int | None:
        return self.circles[0]

    def units(self) -> list[tuple[str, int]]:
        """``(circle, iid)`` for every card on this player's unit circles."""
        return [(c, u) for c, u in zip(ALL_CIRCLES, self.circles, strict=False) if u is not None]

    def rear_circles(self) -> tuple[str, ...]:
        """This player's rear-guard circles: the five every field has, then the accel ones."""
        return (*REAR_CIRCLES, *self.accel) if self.accel else REAR_CIRCLES

    def front_row(self) -> tuple[str, ...]:
        """This player's front-row circles (accel circles are front row)."""
        return (*FRONT_ROW, *self.accel) if self.accel else FRONT_ROW

    def dress_of(self, unit: int) -> tuple[int, ...]:
        """The originalDress cards under ``unit`` (empty: it is not overDressed)."""
        return tuple(o for o, u in self.dressed if u == unit) if self.dressed else ()

    def dress_state(self, unit: int) -> str | None:
        """``"overdress"`` or ``"xoverdress"``: the state ``unit`` is in while it has
        originalDress (CR 4.55 §6.7.4, §6.8.5); ``None`` without originalDress."""
        if not self.dressed or not any(u == unit for _o, u in self.dressed):
            return None
        return "xoverdress" if unit in self.xover else "overdress"

    def has_circle(self, circle: str) -> bool:
        """Whether this player's field has ``circle`` now."""
        return circle in CIRCLE_INDEX and (CIRCLE_INDEX[circle] < 6 or circle in self.accel)


_ZONE_FIELDS: tuple[tuple[str, int], ...] = tuple((z, PlayerState._fields.index(z)) for z in ZONES)
"""Each zone's name with its place in :class:`PlayerState`."""
PLAYER_FIELD: dict[str, int] = {name: i for i, name in enumerate(PlayerState._fields)}
"""The index of each :class:`PlayerState` field (a zone read or replaced by its index is the
hot path's cheaper ``getattr`` / ``_replace``)."""


class Mod(NamedTuple):
    """A temporary change to a unit's power, critical or shield."""

    target: int
    stat: str  # "power" | "critical" | "shield"
    amount: int
    until: str  # "battle" | "turn"
    label: str  # what caused it, e.g. "critical trigger"
    rule: str


class Battle(NamedTuple):
    """The battle in progress (one attack), from the attack step to the close step."""

    attacker: int
    attacker_circle: str
    target: int
    target_player: int
    target_circle: str
    booster: int | None = None
    booster_circle: str | None = None
    guardians: tuple[int, ...] = ()
    hit: bool | None = None
    also: tuple[tuple[int, str], ...] = ()
    """The further units being attacked, each with its circle, when an ability lets the
    attack target several units at once (ATTACK-009); ``target`` is the first of them."""
    guarding: tuple[int, ...] = ()
    """For each guardian, in the order of ``guardians``, the attacked unit it guards; a
    guardian past the end of this tuple guards ``target``."""
    hits: tuple[int, ...] = ()
    """The attacked units the power check found hit (several with a multi-target attack)."""

    def attacked(self) -> tuple[tuple[int, str], ...]:
        """Every unit being attacked, with its circle, ``target`` first."""
        return ((self.target, self.target_circle), *self.also)

    def guards(self, guardian: int) -> int:
        """The attacked unit that ``guardian`` guards."""
        i = self.guardians.index(guardian)
        return self.guarding[i] if i < len(self.guarding) else self.target


class Task(NamedTuple):
    """A procedure waiting to run: the engine's continuation, kept as data."""

    name: str
    args: tuple[object, ...] = ()


class Decision(NamedTuple):
    """What the game is waiting for: which player decides, and about what."""

    kind: str
    player: int
    prompt: str
    data: tuple[object, ...] = ()


class Result(NamedTuple):
    """How the game ended. ``winner`` is ``None`` for a draw."""

    winner: int | None
    reason: str
    rule: str


class CardMarks(NamedTuple):
    """Facts about single cards that only a few procedures need."""

    face_up: frozenset[int] = frozenset()
    """Cards lying face up in a zone that is otherwise face down and private: a ride-deck
    card that came back to the ride deck (ZONE-035) is public."""
    moved: tuple[int, ...] = ()
    """How many times each card with abilities has changed zones (empty: none yet). A card
    that changes zones is a new card (ZONE-042): an ability that triggered before keeps the
    old count and no longer finds "this unit"."""
    followed: frozenset[tuple[int, int, int]] = frozenset()
    """``(card, ability, count)``: the ability whose own effect moved its card keeps treating
    it as the same card (ZONE-043)."""
    ceased: frozenset[int] = frozenset()
    """Pseudo-cards (Protect cards, ...) that ceased to exist: they are in no zone (CR 4.55
    §15)."""
    legioned: frozenset[int] = frozenset()
    """Legion leaders that have legioned this game (once per game, LEGION-002)."""
    unlock_held: frozenset[int] = frozenset()
    """Players whose locked cards skip their next end-of-turn unlock: they unlock at the end
    of that player's following turn instead (LOCK-007)."""


NO_MARKS = CardMarks()


class State(NamedTuple):
    """Everything about a game at one moment."""

    table: CardTable
    players: tuple[PlayerState, PlayerState]
    turn: int = 0
    turn_player: int = 0
    first_player: int = 0
    phase: str = "setup"
    step: str = ""
    rested: frozenset[int] = frozenset()
    face_down: frozenset[int] = frozenset()
    locked: frozenset[int] = frozenset()
    deleted: frozenset[int] = frozenset()
    mods: tuple[Mod, ...] = ()
    battle: Battle | None = None
    stack: tuple[Task, ...] = ()
    decision: Decision | None = None
    turn_flags: frozenset[str] = frozenset()
    rng: int = 0
    result: Result | None = None
    pending: tuple[object, ...] = ()
    """AUTO abilities waiting to resolve (filled by the abilities system)."""
    marks: CardMarks = NO_MARKS
    """Rarely used facts about single cards, kept together (one field, so the hot path's
    state copies stay short)."""
    correcting: int = 0
    """How many adjustments of a judge's correction are still to come (0: none is open).
    While one is open only the judge's adjustments are taken; no check timing comes between
    them (JUDGE corrections, see :mod:`vgwidget.engine.abilities.manual`)."""

    @property
    def face_up(self) -> frozenset[int]:
        return self.marks.face_up

    @property
    def followed(self) -> frozenset[tuple[int, int, int]]:
        return self.marks.followed

    def incarnation(self, iid: int) -> int:
        """How many times card ``iid`` (a card with abilities) has changed zones so far."""
        moved = self.marks.moved
        return moved[iid] if moved else 0

    @property
    def fmt(self) -> Format:
        return self.table.fmt

    def card(self, iid: int) -> Card:
        return self.table.cards[iid]

    def owner(self, iid: int) -> int:
        return self.table.owner[iid]

    def locate(self, iid: int) -> tuple[int, str]:
        """``(player, zone-or-circle)`` where the card is now (``KeyError`` if nowhere)."""
        for p, ps in enumerate(self.players):
            circles = ps.circles
            if iid in circles:
                return p, ALL_CIRCLES[circles.index(iid)]
            for z, i in _ZONE_FIELDS:  # (by index: cheaper than getattr by name)
                if iid in ps[i]:  # type: ignore[operator]
                    return p, z
        raise KeyError(iid)


def _make_fast_replace(cls: type) -> object:
    """A quicker ``_replace`` for the hot named tuples (same behaviour as the standard one)."""
    index = {name: i for i, name in enumerate(cls._fields)}  # type: ignore[attr-defined]
    new = tuple.__new__

    def _replace(self: tuple[object, ...], **changes: object) -> object:
        values = list(self)
        try:
            for k, v in changes.items():
                values[index[k]] = v
        except KeyError:
            raise ValueError(f"Got unexpected field names: {list(changes)!r}") from None
        return new(cls, values)

    return _replace


for _cls in (State, PlayerState, Battle):
    _cls._replace = _make_fast_replace(_cls)  # type: ignore[method-assign,assignment]


_new = tuple.__new__
_S = {name: i for i, name in enumerate(State._fields)}
STATE_FIELD: dict[str, int] = _S
"""The index of each :class:`State` field, for :func:`with_field`."""
S_PLAYERS, S_RESTED, S_DECISION, S_BATTLE, S_STACK = (
    _S["players"],
    _S["rested"],
    _S["decision"],
    _S["battle"],
    _S["stack"],
)


def with_field(state: State, index: int, value: object) -> State:
    """``state`` with one field (by its index, e.g. ``S_RESTED``) replaced: the hot path's
    cheaper ``_replace``."""
    values: list[object] = list(state)
    values[index] = value
    return _new(State, values)
