"""Abilities whose head names a row or one circle of the field ("Back Row (RC)", "Front Row
(RC)", "Back Row Center (RC)"): they work only while their card stands on a rear-guard circle
of that row or that place (ability.circle-head). A unit moved to another circle loses them
there and gains them back when it returns; nothing is switched on or off, the condition
``circle`` is asked whenever the ability is (as its zone is). This module checks the card
data (the ability model imports it); :mod:`.on_row` answers the condition on a board."""

from __future__ import annotations

from ..errors import CardDataError

CIRCLE_VALUES = ("front-row", "back-row", "back-center", "back-left", "back-right")
"""What the ``circle`` condition may name: the front row, the back row, or the back row's
centre, left or right circle (:data:`.on_row.CIRCLE_ROWS` says which circles)."""
CIRCLE_WORDS = {
    "front-row": "a front row rear-guard circle",
    "back-row": "a back row rear-guard circle",
    "back-center": "the back row's centre rear-guard circle",
    "back-left": "the back row's left rear-guard circle",
    "back-right": "the back row's right rear-guard circle",
}
"""Where each value lets the ability work, in words (the explain log, a refusal)."""

LEAVING_TIMINGS = frozenset(
    {"put-into-drop", "intercepts", "ridden", "discarded-from-hand", "placed-on-vc",
     "placed-on-gc", "placed-on-rc-or-gc", "placed-on-vc-or-rc", "strides"}
)  # fmt: skip
"""Timings whose event may find this card already gone from the circle it stood on (retired,
moved to (GC), ridden): the engine does not keep which circle it left, so an ability of one
row cannot wait for an event that may be its own card's."""
COLUMN_TIMINGS = frozenset({"placed-on-vc", "placed-on-rc", "placed-on-vc-or-rc"})
"""The timings the condition ``same-column`` may be said of: a unit placed on (VC) or (RC)."""
_MAY_BE_SELF = frozenset({"self", "your-unit", "your-rear-guard", "any"})
"""Whose events may be this card's own ("your rear-guard" is this card too)."""


def check_circle(conds: tuple[tuple[str, object], ...], kind: str, zones: tuple[str, ...],
                 timing: object, on: str, where: str) -> None:  # fmt: skip
    """A ``circle`` condition is said at most once, names a known row or circle, belongs to an
    ability that works on (RC) alone, and is not asked of an event in which its own card may
    have left that circle already; ``same-column`` belongs to a timing of a unit placed."""
    if any(name == "same-column" for name, _ in conds) and timing not in COLUMN_TIMINGS:
        raise CardDataError(
            f"{where}: condition 'same-column' belongs to a timing of a unit placed on "
            f"{' or '.join(sorted(COLUMN_TIMINGS))}"
        )
    said = [v for name, v in conds if name == "circle"]
    if not said:
        return
    if len(said) > 1:
        raise CardDataError(f"{where}: condition 'circle' is said once")
    if said[0] not in CIRCLE_VALUES:
        raise CardDataError(
            f"{where}: condition 'circle' is one of {', '.join(CIRCLE_VALUES)}, got {said[0]!r}"
        )
    if zones != ("RC",):
        raise CardDataError(f"{where}: condition 'circle' belongs to an ability working on (RC)")
    if kind == "AUTO" and on in _MAY_BE_SELF and timing in LEAVING_TIMINGS:
        raise CardDataError(
            f"{where}: condition 'circle' cannot be asked when a {timing!r} event that may be "
            "this card's own comes (it may have left that circle by then)"
        )
