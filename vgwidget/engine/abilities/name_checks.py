"""How the conditions about a part of a card name are worked out on the board
(:data:`.names.NAME_CONDITIONS`, text.name-contains)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..state import State
from .names import name_contains

_Check = Callable[[State, int, object, Mapping[str, object]], bool]


def unit_has_name_part(s: State, unit: int, part: str) -> bool:
    """Unit ``unit`` has ``part`` in its card name; a G unit on the vanguard circle also bears
    its heart's name (STRIDE-012)."""
    if name_contains(s.table.cards[unit].card_name, part):
        return True
    ps = s.players[s.table.owner[unit]]
    return (
        unit == ps.vanguard
        and s.table.cards[unit].is_g
        and any(name_contains(s.table.cards[h].card_name, part) for h in ps.heart)
    )


def _vanguard_name_has(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """Your vanguard has the part in its card name; a strode G unit also has its heart's name
    (STRIDE-012), so the heart's name counts too."""
    ps = s.players[s.table.owner[iid]]
    if ps.vanguard is None:
        return False
    vg = s.table.cards[ps.vanguard]
    if name_contains(vg.card_name, str(value)):
        return True
    return (
        vg.is_g
        and bool(ps.heart)
        and name_contains(s.table.cards[ps.heart[0]].card_name, str(value))
    )


def _unit_name_has(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """One of your units (the vanguard, its legion mate or a rear-guard; a locked card is no
    unit, LOCK-002) has the part in its card name; the vanguard counts with its heart's name
    too."""
    if _vanguard_name_has(s, iid, value, info):
        return True
    ps = s.players[s.table.owner[iid]]
    return any(
        name_contains(s.table.cards[u].card_name, str(value))
        for u in (*ps.circles, *ps.legion)
        if u is not None and u != ps.vanguard and u not in s.locked
    )


def _rear_guard_name_has(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """One of your rear-guards (a locked card is no unit, LOCK-002) has the part in its card
    name."""
    ps = s.players[s.table.owner[iid]]
    return any(
        name_contains(s.table.cards[u].card_name, str(value))
        for c in ps.rear_circles()
        if (u := ps.at(c)) is not None and u not in s.locked
    )


def _heart_name_has(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """Your vanguard's heart card (the card a G unit strode over, STRIDE-012) has the part in
    its card name; with no G unit on your vanguard circle you have no heart card."""
    ps = s.players[s.table.owner[iid]]
    return any(name_contains(s.table.cards[h].card_name, str(value)) for h in ps.heart)


def _subject_name_has(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """The unit the timing speaks of ("When your unit with "X" in its card name attacks": the
    attacking unit) has the part in its card name; with no such unit in the event it does not
    hold."""
    card = info.get("card")
    return isinstance(card, int) and unit_has_name_part(s, card, str(value))


def _rider_name_has(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """(``ridden``) the unit riding this card has the part in its card name."""
    rider = info.get("rider")
    return isinstance(rider, int) and name_contains(s.table.cards[rider].card_name, str(value))


def _rider_grade(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """(``ridden``) the unit riding this card is of that grade."""
    rider = info.get("rider")
    return isinstance(rider, int) and s.table.cards[rider].grade_value == value


NAME_CHECKS: dict[str, _Check] = {
    "vanguard-name-has": _vanguard_name_has,
    "unit-name-has": _unit_name_has,
    "rear-guard-name-has": _rear_guard_name_has,
    "heart-name-has": _heart_name_has,
    "lacks-unit-name-has": lambda s, i, v, info: not _unit_name_has(s, i, v, info),
    "subject-name-has": _subject_name_has,
    "soul-name-has": lambda s, i, v, _: any(
        name_contains(s.table.cards[c].card_name, str(v)) for c in s.players[s.table.owner[i]].soul
    ),
    "rider-name-has": _rider_name_has,
    "rider-grade": _rider_grade,
}
"""One check each, ``(state, card, value, event info) -> holds``."""
