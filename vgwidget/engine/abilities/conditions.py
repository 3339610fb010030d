"""Where an ability's card is, and whether an ability's conditions hold."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..cards import Card
from ..state import CIRCLE_INDEX, VC, PlayerState, State
from .model import Ability

_ZONE_OF_PLACE = {c: ("VC" if c == VC else "RC") for c in CIRCLE_INDEX}
_ZONE_OF_PLACE["guardians"] = "GC"


def zone_of(s: State, iid: int) -> str:
    """The ability zone (``VC``, ``RC``, ``GC``, ``hand``, ``soul``, ...) the card is in."""
    _, where = s.locate(iid)
    return _ZONE_OF_PLACE.get(where, where)


def ability_active(s: State, iid: int) -> bool:
    """Locked cards are not units and deleted units have no text (LOCK-002, DELETE-002); a
    face-down card in the damage or bind zone has no card information at all, so no
    abilities either (ZONE-024)."""
    if iid in s.locked or iid in s.deleted:
        return False
    return iid not in s.face_down or s.locate(iid)[1] not in ("damage", "bind")


_Check = Callable[[State, int, object, Mapping[str, object]], bool]


def _vanguard(s: State, iid: int) -> Card | None:
    vg = s.players[s.table.owner[iid]].vanguard
    return s.table.cards[vg] if vg is not None else None


def _mine(s: State, iid: int) -> PlayerState:
    return s.players[s.table.owner[iid]]


def _rider_same_clan(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    me = s.table.cards[iid]
    rider = info.get("rider")
    return isinstance(rider, int) and (
        s.table.cards[rider].clan == me.clan
        and (me.clan is not None or s.table.cards[rider].nation == me.nation)
    ) == bool(value)


def _all_same_clan(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    me = s.table.cards[iid]  # (a locked card is no unit, LOCK-002)
    return all(
        s.table.cards[u].clan == me.clan
        for u in _mine(s, iid).circles
        if u is not None and u not in s.locked
    ) == bool(value)


def _generation_break(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """KEYWORD-008: face-up G units on your vanguard circle and in your G zone."""
    ps = _mine(s, iid)
    vg = ps.vanguard
    gb = sum(1 for g in ps.gzone if g in s.face_up)
    if vg is not None and s.table.cards[vg].is_g and vg not in s.face_down:
        gb += 1
    return bool(gb >= int(value))  # type: ignore[call-overload]


def _vanguard_name(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """The vanguard's name; a strode G unit also has its heart's name (STRIDE-012)."""
    c = _vanguard(s, iid)
    if c is None:
        return False
    if c.name == value:
        return True
    heart = _mine(s, iid).heart
    return c.is_g and bool(heart) and s.table.cards[heart[0]].name == value


def _attacking_vanguard(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    b = s.battle
    # (with several units attacked: whether the vanguard is one of them, ATTACK-009)
    return b is not None and any(c == VC for _, c in b.attacked()) == bool(value)


CONDITION_CHECKS: dict[str, _Check] = {
    "limit-break": lambda s, i, v, _: len(_mine(s, i).damage) >= int(v),  # type: ignore[call-overload]
    "generation-break": _generation_break,
    "vanguard-name": _vanguard_name,
    "vanguard-clan": lambda s, i, v, _: (c := _vanguard(s, i)) is not None and c.clan == v,
    "vanguard-nation": lambda s, i, v, _: (c := _vanguard(s, i)) is not None and c.nation == v,
    "vanguard-grade-at-least": lambda s, i, v, _: (
        (c := _vanguard(s, i)) is not None and c.grade >= int(v)  # type: ignore[call-overload]
    ),
    "soul-at-least": lambda s, i, v, _: len(_mine(s, i).soul) >= int(v),  # type: ignore[call-overload]
    "hand-at-least": lambda s, i, v, _: len(_mine(s, i).hand) >= int(v),  # type: ignore[call-overload]
    "your-turn": lambda s, i, v, _: (s.turn_player == s.table.owner[i]) == bool(v),
    "attacking-vanguard": _attacking_vanguard,
    "rider-same-clan": _rider_same_clan,
    "all-units-same-clan": _all_same_clan,
    "overdressed": lambda s, i, v, _: bool(_mine(s, i).dress_of(i)) == bool(v),
    "energy-at-least": lambda s, i, v, _: _mine(s, i).energy >= int(v),  # type: ignore[call-overload]
    "lacks-crest": lambda s, i, v, _: all(s.table.cards[c].name != v for c in _mine(s, i).crest),
    "gauge-at-least": lambda s, i, v, _: (
        sum(1 for _g, h in _mine(s, i).gauge_ties if h == i) >= int(v)  # type: ignore[call-overload]
    ),
}
"""How each condition of the card-data format (``model.CONDITIONS``) is worked out: one
function each, ``(state, card, value, event info) -> holds``."""


def conditions_hold(
    s: State, iid: int, ab: Ability, info: Mapping[str, object] | None = None
) -> bool:
    """Whether every condition of ``ab`` (on card ``iid``) is met now."""
    if not ab.conditions:
        return True
    facts = info or {}
    return all(CONDITION_CHECKS[name](s, iid, value, facts) for name, value in ab.conditions)
