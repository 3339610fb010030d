"""Whether a card stands on the row or circle its ability's head names (the ``circle``
condition of :mod:`.rows`, ability.circle-head)."""

from __future__ import annotations

from collections.abc import Mapping

from ..state import ACCEL_CIRCLES, BC, BL, BR, FL, FR, VC, State, column
from .model import Ability
from .rows import CIRCLE_WORDS

CIRCLE_ROWS: dict[str, frozenset[str]] = {
    "front-row": frozenset((FL, FR, *ACCEL_CIRCLES)),
    "back-row": frozenset((BL, BC, BR)),
    "back-center": frozenset((BC,)),
    "back-left": frozenset((BL,)),
    "back-right": frozenset((BR,)),
}
"""The rear-guard circles each value of the ``circle`` condition names: the front row's
(accel circles are front row, CR 4.55 §16.3.1.5), the back row's, and the back row's centre,
left and right circles (left and right as the card's owner sees the field)."""


def on_circle(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """The ``circle`` condition: card ``iid`` stands now on one of the rear-guard circles the
    value names (a card in no zone, or in a zone that is no circle, stands on none; a value
    naming no row names no circle)."""
    try:
        where = s.locate(iid)[1]
    except KeyError:
        return False
    return where in CIRCLE_ROWS.get(str(value), frozenset())


def off_circle(s: State, iid: int, ab: Ability) -> str | None:
    """Where ``ab`` works, in words, when its head names a row or circle that card ``iid`` does
    not stand on now (an ACT ability there cannot be used); ``None`` otherwise."""
    for name, value in ab.conditions:
        if name == "circle" and not on_circle(s, iid, value, {}):
            return CIRCLE_WORDS[str(value)]
    return None


def same_column(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """The ``same-column`` condition of a placed timing about another of your units: the circle
    the unit was placed on (as the event says; the vanguard circle when it names none) is in
    the column of the circle card ``iid`` stands on (zone.field); a card on no circle has no
    column."""
    try:
        player, mine = s.locate(iid)
    except KeyError:
        return not value
    circle = info.get("circle", VC)
    if mine not in _FIELD or not isinstance(circle, str) or circle not in _FIELD:
        return not value
    return (column(player, mine) == column(player, circle)) == bool(value)


_FIELD = CIRCLE_ROWS["front-row"] | CIRCLE_ROWS["back-row"] | {VC}
"""The circles of a field that lie in a column (the guardian circle is none of them)."""
