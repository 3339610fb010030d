"""Actions as script lines: :func:`to_script` writes the shortest line that reads back into
the same action, :func:`parse` reads a line (or a table) into an action, :func:`names_in`
lists the card names a line mentions.

Part of the action notation; the notation itself is described in
:mod:`vgwidget.engine.notation`, where these names are imported from.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .abilities.conditions import zone_of
from .abilities.manual import CORRECTION as _CORRECTION
from .actions import ACTION_KINDS, Action
from .errors import RecordError, require
from .notation_words import _OPP, _label, _pending_ref, _where, _zone_words
from .state import ALL_CIRCLES, CIRCLE_NAMES, ZONES, State

__all__ = ["PLACES", "names_in", "parse", "to_script"]

# ------------------------------------------------------------------------------ places

PLACES: dict[str, str] = {
    **{c: c for c in ALL_CIRCLES},
    "GC": "guardians",
    **{z.replace("_", "-"): z for z in ZONES if z != "guardians"},
}
"""Script place word -> the circle or zone it names (``@ride-deck`` -> ``ride_deck``)."""
_PLACE_WORD: dict[str, str] = {v: k for k, v in PLACES.items()}

# the usual place of the card an action names, when the line gives none
_CARD_ZONE = {
    "ride": "hand",
    "call": "hand",
    "overdress": "hand",
    "guard": "hand",
    "play-order": "hand",
    "mulligan": "hand",
    "heal-card": "damage",
    "soul-ride": "soul",
    "ride-deck": "ride_deck",
    "stride": "gzone",
    "g-guardian": "gzone",
    "g-assist-take": "deck",
    "legion": "VC",
    "legion-return": "drop",
}
_CIRCLE_KINDS = ("intercept", "power-to", "critical-to", "stand-unit")
_TRIGGER_ORDERS = ("draw-first", "power-first")
_PAIR_KINDS = ("attack", "move")
_BARE_KINDS = (
    "skip-ride",
    "end-main",
    "end-battle",
    "boost",
    "no-boost",
    "end-guard",
    "use",
    "decline",
    "concede",
    "skip-stride",
    "g-assist",
    "skip-g-assist",
)
_DISCARD_KINDS = ("ride-deck", "stride", "g-guardian")
"""Kinds written "<kind>: <card> (discard <cards from hand>)"."""


def _cards_at(s: State, p: int, place: str) -> tuple[int, ...]:
    ps = s.players[p]
    if place in ALL_CIRCLES:
        u = ps.at(place)
        return () if u is None else (u,)
    cards: tuple[int, ...] = getattr(ps, place)
    return cards


# ------------------------------------------------------------------------- the script


class _Ref:
    """A card named in a script line: name, ``[ID]`` (one printing where several printings of
    the name are in the game, CARD-016), ``[n]`` and ``@place``."""

    def __init__(self, text: str, where: str) -> None:
        m = re.fullmatch(
            r"\s*(?P<name>[^@\[\]]+?)\s*"
            r"(?:\[\s*(?P<id>[^\[\]]*?[^\[\]\d\s][^\[\]]*?)\s*\])?\s*"
            r"(?:\[\s*(?P<nth>\d+)\s*\])?\s*(?:@\s*(?P<place>.+?))?\s*",
            text,
        )
        if m is None:
            raise RecordError(f"{where}: cannot read the card {text.strip()!r}")
        self.name = m.group("name")
        self.card_id: str | None = m.group("id")
        self.nth = int(m.group("nth")) if m.group("nth") else None
        self.side = 0
        self.place: str | None = None
        if m.group("place"):
            place = m.group("place").replace("’", "'")
            if place.casefold().startswith(_OPP.casefold()):
                self.side, place = 1, place[len(_OPP) :].strip()
            place = place.replace("_", "-")
            found = PLACES.get(place) or PLACES.get(place.upper()) or PLACES.get(place.lower())
            if found is None:
                raise RecordError(
                    f"{where}: {place!r} is not a circle or zone ({', '.join(PLACES)})"
                )
            self.place = found

    def pick(
        self,
        s: State,
        p: int,
        default: Sequence[int],
        where: str,
        taken: Sequence[int] = (),
        keep: Callable[[int], bool] | None = None,
        among: str = "to name here",
    ) -> int:
        """The card this names among ``default`` (or at its ``@place``, on the deciding
        player's side or the opponent's)."""
        pool = default if self.place is None else _cards_at(s, (p + self.side) % 2, self.place)
        if self.place is not None and keep is not None:
            pool = [c for c in pool if keep(c)]
        named = [c for c in pool if self.names(s, c)]
        if self.card_id is None:
            self.check_printing(s, named, where)
        if self.nth is not None:
            if 1 <= self.nth <= len(named):
                return named[self.nth - 1]
        else:
            for c in named:
                if c not in taken:
                    return c
        if self.place is not None:
            side = "the opponent's " if self.side else "the "
            among = f"on {side}{_zone_words(self.place)}"
        nth = "" if self.nth is None else f" [{self.nth}]"
        raise RecordError(f"{where}: Player {p + 1} has no “{self.text}”{nth} {among}")

    @property
    def text(self) -> str:
        """The name as written, with its ``[ID]`` if it gave one."""
        return self.name if self.card_id is None else f"{self.name} [{self.card_id}]"

    def names(self, s: State, iid: int) -> bool:
        """Whether this names card ``iid``: its name, and its id if one is given."""
        card = s.table.cards[iid]
        if card.name.casefold() != self.name.casefold():
            return False
        return self.card_id is None or card.id.casefold() == self.card_id.casefold()

    def check_printing(self, s: State, named: Sequence[int], where: str) -> None:
        """A bare name that fits several printings of the name here is refused, naming the
        choices (CARD-016)."""
        ids = dict.fromkeys(s.table.cards[c].id for c in named)
        if len(ids) > 1:
            choices = " or ".join(f"“{self.name} [{i}]”" for i in ids)
            raise RecordError(
                f"{where}: “{self.name}” names {len(ids)} printings that share the name "
                f"(CARD-016); write {choices}"
            )


def _place_text(side: int, place: str) -> str:
    return (_OPP if side else "") + _PLACE_WORD.get(place, place)


def _circle(v: str, where: str) -> str:
    c = v.strip().upper()
    if c not in CIRCLE_NAMES:
        raise RecordError(f"{where}: {v.strip()!r} is not a circle ({', '.join(ALL_CIRCLES)})")
    return c


def _all_cards(s: State, p: int) -> list[int]:
    """Every card of player ``p``'s side then of the opponent's: circles first, then zones."""
    return [c for q in (p, 1 - p) for z in (*ALL_CIRCLES, *ZONES) for c in _cards_at(s, q, z)]


def _choose_options(s: State, p: int) -> list[int] | None:
    d = s.decision
    if d is None or d.kind != "choose" or d.player != p or not d.data:
        return None
    options = d.data[0]
    if not isinstance(options, (tuple, list)):
        return None
    return [o for o in options if isinstance(o, int)]


def _act_numbers(s: State, iid: int) -> list[int]:
    """The card's ACT abilities that work from where it is now."""
    try:
        zone = zone_of(s, iid)
    except KeyError:
        return []
    return [
        i
        for i, ab in enumerate(s.table.cards[iid].abilities)
        if ab.kind == "ACT" and zone in ab.zones
    ]


def _split_ability(arg: str, where: str) -> tuple[str, int | None]:
    m = re.fullmatch(r"(.*?)\s*\(\s*ability\s+(\d+)\s*\)\s*", arg)
    if m is None:
        return arg, None
    n = int(m.group(2))
    if n < 1:
        raise RecordError(f"{where}: abilities are counted from 1")
    return m.group(1), n - 1


def parse(state: State, spec: Any, where: str = "script") -> Action:
    """Read a script line or table (see the module docstring) into an :class:`Action`,
    finding the named cards where the deciding player would look for them.

    >>> from vgwidget.engine.game import Game
    >>> g = Game.new(seed=1)
    >>> parse(g.state, "mulligan: Flarewing Skirmisher").kind
    'mulligan'
    >>> parse(g.state, "dance")
    Traceback (most recent call last):
    ...
    vgwidget.engine.errors.RecordError: script: unknown action kind 'dance'; the actions are: ...
    """
    require(state, State, "parse(state)", "a game state (Game.state)")
    s = state
    text: str | None = None
    fields: dict[str, Any] = {}
    player: int | None = None
    if isinstance(spec, str):
        text = spec
    elif isinstance(spec, Mapping):
        if "action" in spec:
            text = spec["action"]
            if not isinstance(text, str):
                raise RecordError(f"{where}: 'action' must be a text such as \"end-guard\"")
        else:
            keys = ("kind", "card", "circle", "target", "cards", "number")
            fields = {k: v for k, v in spec.items() if k in keys}
        if "player" in spec:
            if spec["player"] not in (1, 2):
                raise RecordError(f"{where}: 'player' is 1 or 2")
            player = int(spec["player"]) - 1
    else:
        raise RecordError(f"{where}: a scripted decision is a text or a table")
    explicit = player is not None
    if player is None:
        d = s.decision
        if d is None:
            raise RecordError(f"{where}: nobody decides at this point (the game is over)")
        player = d.player
    if text is not None:
        fields = _read_text(text, where)
    kind = fields.get("kind")
    if kind not in ACTION_KINDS:
        raise _unknown_kind(kind, where)
    return _resolve(s, str(kind), player, fields, where, explicit)


def names_in(text: str, where: str = "script") -> list[str]:
    """The card names a script line mentions, read without a game (so that a file can be
    checked against the card pool before anything is played). A line that cannot be read
    raises :class:`RecordError`.

    >>> names_in("call: Ember Lancer -> FL")
    ['Ember Lancer']
    >>> names_in("guard: Sparkflit Sprite[2] @hand")
    ['Sparkflit Sprite']
    """
    f = _read_text(text, where)
    refs = [f["card"]] if isinstance(f.get("card"), str) else []
    refs += [c for c in f.get("cards", []) if isinstance(c, str)]
    return [_Ref(r, where).text for r in refs]


def _unknown_kind(kind: Any, where: str) -> RecordError:
    """The error for an action word the engine does not know, with the nearest known one and
    the whole list (a misspelt step must never be guessed at, nor silently skipped)."""
    known = sorted({*ACTION_KINDS, "correction"})
    close = difflib.get_close_matches(str(kind), known, n=1, cutoff=0.6)
    hint = f" (did you mean {close[0]!r}?)" if close else ""
    return RecordError(
        f"{where}: unknown action kind {str(kind)[:40]!r}{hint}; "
        f"the actions are: {', '.join(known)}"
    )


def _read_text(text: str, where: str) -> dict[str, Any]:
    """Split a script line into raw fields (card names not yet found)."""
    kind, _, arg = text.partition(":")
    kind, arg = kind.strip(), arg.strip()
    if kind == "correction":  # a judge's correction: "correction: <reason> (<n> adjustments)"
        m = re.fullmatch(r"(.+?)\s*\((\d+) adjustments?\)", arg)
        if m is None:
            raise RecordError(f'{where}: write "correction: <reason> (<n> adjustments)"')
        return {
            "kind": "manual",
            "target": f"{_CORRECTION} {m.group(1)}",
            "number": int(m.group(2)),
        }
    if kind not in ACTION_KINDS:
        raise _unknown_kind(kind, where)
    f: dict[str, Any] = {"kind": kind}
    if kind in _PAIR_KINDS or kind in ("call", "overdress", "manual"):
        left, sep, right = arg.partition("->")
        if not sep:
            raise RecordError(f'{where}: write {kind!r} as "{kind}: <from> -> <to>"')
        if kind in ("call", "overdress"):
            f["card"], f["circle"] = left, _circle(right, where)
        elif kind == "manual":
            f["card"], f["target"] = left, right.strip()
        else:
            f["circle"], f["target"] = _circle(left, where), _circle(right, where)
    elif kind in _DISCARD_KINDS:
        if kind == "stride" and arg.endswith("-> mate"):  # over a legion: the mate lends
            arg, f["target"] = arg[: -len("-> mate")].strip(), "mate"
        m = re.fullmatch(r"(.+?)\s*\(discard\s+(.+)\)", arg)
        if m is None:
            raise RecordError(f'{where}: write "{kind}: <card> (discard <cards from hand>)"')
        f["card"], f["cards"] = m.group(1), [x for x in m.group(2).split(",") if x.strip()]
    elif kind == "g-assist-take":
        if arg and arg.casefold() not in ("nothing", "none"):
            f["card"] = arg
    elif kind in ("mulligan", "g-assist-pay"):
        f["cards"] = [x for x in arg.split(",") if x.strip()]
    elif kind in _CIRCLE_KINDS:
        if arg.strip().upper() in ALL_CIRCLES or "@" not in arg:
            f["circle"] = _circle(arg, where)
        else:
            f["card"] = arg  # a guardian ("Name @GC"), or a unit by name and circle
    elif kind == "trigger-order":
        if arg not in _TRIGGER_ORDERS:
            raise RecordError(
                f"{where}: write {' or '.join(repr(f'{kind}: {o}') for o in _TRIGGER_ORDERS)}"
            )
        f["target"] = arg
    elif kind in ("act", "resolve"):
        if not arg:
            raise RecordError(f'{where}: name the card: "{kind}: <card>"')
        f["card"], f["number"] = _split_ability(arg, where)
    elif kind == "choose":
        if arg and arg.casefold() not in ("nothing", "nothing more"):
            if "@" not in arg and arg.upper() in CIRCLE_NAMES:
                f["circle"] = arg.upper()
            else:
                f["card"] = arg
    elif kind in _CARD_ZONE:
        if not arg:
            raise RecordError(f'{where}: name the card: "{kind}: <card>"')
        f["card"] = arg
    elif arg:
        raise RecordError(f"{where}: {kind!r} takes no argument")
    return f


def _resolve(
    s: State, kind: str, p: int, f: Mapping[str, Any], where: str, explicit_player: bool
) -> Action:
    card = f.get("card")
    number = f.get("number")
    if isinstance(card, str):
        ref = _Ref(card, where)
        if kind == "act":
            card, number = _find_act(s, p, ref, number, where)
        elif kind == "resolve":
            card, number = _find_waiting(s, p, ref, number, where)
        elif kind == "choose":
            options = _choose_options(s, p)
            default = options if options is not None else _all_cards(s, p)
            keep = None if options is None else options.__contains__
            card = ref.pick(s, p, default, where, keep=keep, among="among the choices")
        elif kind == "manual":
            # places are seen from the deciding player's side; the action is the owner's
            me = s.decision.player if s.decision is not None else p
            card = ref.pick(s, me, _all_cards(s, me), where)
            if not explicit_player:
                p = s.table.owner[card]
        elif kind in _CIRCLE_KINDS:
            card = ref.pick(s, p, s.players[p].guardians, where, among="on the guardian circle")
            _, place = _where(s, card)
            if place in ALL_CIRCLES:  # a unit named by name and circle: the circle says it all
                return Action(kind, p, circle=place)
            return Action(kind, p, card=card, circle="GC")
        else:
            zone = _CARD_ZONE.get(kind, "hand")
            card = ref.pick(s, p, _cards_at(s, p, zone), where, among=f"in the {_zone_words(zone)}")
    cards: list[int] = []
    half = min(2, len(s.players[p].hand)) if kind == "g-assist-pay" else None
    for i, c in enumerate(f.get("cards", [])):
        if isinstance(c, str):
            if half is not None and i >= half:  # G assist: two hand cards, then the G zone
                pool, among = s.players[p].gzone, "in the G zone"
            else:
                pool, among = s.players[p].hand, "in the hand"
            c = _Ref(c, where).pick(s, p, pool, where, cards, among=among)
        cards.append(int(c))
    return Action(
        kind,
        p,
        card=card,
        circle=f.get("circle"),
        target=f.get("target"),
        cards=tuple(cards),
        number=number if number is not None else f.get("number"),
    )


def _find_act(s: State, p: int, ref: _Ref, number: int | None, where: str) -> tuple[int, int]:
    def usable(c: int) -> bool:
        nums = _act_numbers(s, c)
        return bool(nums) and (number is None or number in nums)

    mine = [c for c in _all_cards(s, p) if s.table.owner[c] == p and usable(c)]
    iid = ref.pick(s, p, mine, where, keep=usable, among="with an ACT ability to use")
    if number is None:
        number = _act_numbers(s, iid)[0]
    return iid, number


def _find_waiting(s: State, p: int, ref: _Ref, number: int | None, where: str) -> tuple[int, int]:
    """Which queue position (``Action.number``) a ``resolve`` line names."""
    queue = [
        (k, r)
        for k, r in enumerate(s.pending)
        if getattr(r, "player", None) == p
        and (number is None or getattr(r, "ability", None) == number)
    ]
    cards = [getattr(r, "card", -1) for _, r in queue]
    at = set(cards) if ref.place is None else set(_cards_at(s, (p + ref.side) % 2, ref.place))
    pool = [i for i, c in enumerate(cards) if c in at]
    # ``[n]``: the n-th waiting ability of a card of that name (queue order)
    named = [i for i in pool if ref.names(s, cards[i])]
    if ref.card_id is None:
        ref.check_printing(s, [cards[i] for i in named], where)
    n = ref.nth or 1
    if not 1 <= n <= len(named):
        raise RecordError(f"{where}: no waiting ability of “{ref.text}” for Player {p + 1}")
    k, r = queue[named[n - 1]]
    return int(getattr(r, "card", -1)), k


# ------------------------------------------------------------------------- writing


def _ref_text(s: State, p: int, iid: int, level: int, among: Sequence[int] | None = None) -> str:
    """Card ``iid`` as a script reference: level 0 its name, 1 with ``@place``, 2 with
    ``[n]@place`` too (``n`` counts the cards of that name there, only those ``among`` the
    choices if given)."""
    name = _label(s, iid)
    if level == 0:
        return name
    q, zone = _where(s, iid)
    place = _place_text(0 if q == p else 1, zone)
    if level == 1:
        return f"{name} @{place}"
    pool = _cards_at(s, q, zone) if zone != "?" else ()
    same = [c for c in pool if _label(s, c) == name and (among is None or c in among)]
    nth = same.index(iid) + 1 if iid in same else 1
    return f"{name} [{nth}] @{place}"


def _refs_in(s: State, cards: Sequence[int], pool: Sequence[int]) -> list[str]:
    """Cards named within ``pool`` (their usual zone), as :func:`parse` reads them back:
    ``Name`` when it is the first copy not named before in the line, else ``Name [n]``."""
    out: list[str] = []
    taken: list[int] = []
    for iid in cards:
        name = _label(s, iid)
        same = [c for c in pool if _label(s, c) == name]
        first = next((c for c in same if c not in taken), None)
        out.append(name if first == iid or iid not in same else f"{name} [{same.index(iid) + 1}]")
        taken.append(iid)
    return out


def _texts(s: State, a: Action) -> list[str]:
    """Candidate script lines for ``a``, shortest first."""
    p, k = a.player, a.kind
    hand = s.players[p].hand
    if k in _BARE_KINDS:
        return [k]
    if k in _PAIR_KINDS:
        return [f"{k}: {a.circle} -> {a.target}"]
    if k in _CIRCLE_KINDS:
        if a.card is not None:  # a guardian, named by name (and its order on the circle)
            return [f"{k}: {_ref_text(s, p, a.card, lvl)}" for lvl in (1, 2)]
        return [f"{k}: {a.circle}"]
    if k == "trigger-order":
        return [f"{k}: {a.target}"]
    if k == "mulligan":
        return ["mulligan: " + ", ".join(_refs_in(s, a.cards, hand)) if a.cards else "mulligan"]
    if k == "manual" and a.target is not None and a.target.startswith(_CORRECTION):
        reason = a.target[len(_CORRECTION) :].strip()
        return [f"correction: {reason} ({a.number} adjustments)"]
    if k == "g-assist-pay":
        half = min(2, len(hand))
        refs = _refs_in(s, a.cards[:half], hand) + _refs_in(s, a.cards[half:], s.players[p].gzone)
        return [f"{k}: {', '.join(refs)}"]
    if a.card is None:
        if k == "choose":
            return [f"choose: {a.circle}" if a.circle is not None else "choose: nothing"]
        if k == "g-assist-take":
            return [f"{k}: nothing"]
        return [k]
    if k in _CARD_ZONE:
        (ref,) = _refs_in(s, (a.card,), _cards_at(s, p, _CARD_ZONE[k]))
        if k in ("call", "overdress"):
            return [f"{k}: {ref} -> {a.circle}"]
        if k in _DISCARD_KINDS:
            mate = " -> mate" if a.target == "mate" else ""
            return [f"{k}: {ref} (discard {', '.join(_refs_in(s, a.cards, hand))}){mate}"]
        return [f"{k}: {ref}"]
    if k == "act":
        suffix = f" (ability {(a.number or 0) + 1})"
        return [
            f"act: {_ref_text(s, p, a.card, lvl)}{extra}"
            for extra in ("", suffix)
            for lvl in (0, 1, 2)
        ]
    if k == "resolve":
        ref = _pending_ref(s, a.number)
        ability = getattr(ref, "ability", 0)
        suffix = f" (ability {ability + 1})"
        out = [
            f"resolve: {_ref_text(s, p, a.card, lvl)}{extra}"
            for extra in ("", suffix)
            for lvl in (0, 1)
        ]
        # the same card waiting more than once: the n-th of its waiting abilities
        name = _label(s, a.card)
        for extra in ("", suffix):
            for n in range(2, len(s.pending) + 1):
                out.append(f"resolve: {name} [{n}]{extra}")
        return out
    if k == "choose":
        options = _choose_options(s, p)
        return [f"choose: {_ref_text(s, p, a.card, lvl, options)}" for lvl in (1, 2)]
    if k == "manual":
        d = s.decision
        me = d.player if d is not None else p
        return [f"manual: {_ref_text(s, me, a.card, lvl)} -> {a.target}" for lvl in (1, 2)]
    return [k]


def to_script(state: State, action: Action) -> str:
    """The shortest script line that :func:`parse` reads back into exactly ``action``
    (at this ``state``). Raises ``RecordError`` if the action cannot be written (it names
    a card that is nowhere, or is not a decision the notation knows).

    >>> from vgwidget.engine.game import Game
    >>> g = Game.new(seed=1)
    >>> [to_script(g.state, a) for a in g.legal_actions()[:3]]
    ['mulligan', 'mulligan: Pyreheart Sovereign Dragon', 'mulligan: Flarewing Skirmisher']
    """
    require(state, State, "to_script(state)", "a game state (Game.state)")
    require(action, Action, "to_script(action)", "an Action")
    s = state
    d = s.decision
    lines = _texts(s, action)
    explicit = (d is None or d.player != action.player) and action.kind != "manual"
    for line in lines:
        spec: Any = {"action": line, "player": action.player + 1} if explicit else line
        try:
            if parse(s, spec) == action:
                return line
        except RecordError:
            continue
    raise RecordError(f"cannot write {action} in the script notation here")
