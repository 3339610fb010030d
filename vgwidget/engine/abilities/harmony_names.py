"""The names Harmony (keyword.harmony) adds to the card-data format: its keyword and effect, its
timings, whose event it waits for, its conditions, counts and targets. :mod:`.model` lists them
among its own; the engine (:mod:`.harmony`) and the compiler (:mod:`vgwidget.cardtext.harmony`)
use the same names. No import: the lowest layer."""

from __future__ import annotations

HARMONY = "harmony"
"""The keyword, the effect that gives the state, and the modifier's name for the state."""
IN_COLUMN = "your-other-unit-in-column"
"""Whose event the Harmony ability waits for: another of your units placed in this unit's
column."""
BECOMES = "becomes-in-harmony"
"""The timing of a unit that was not in harmony becoming so."""
COUNT_RISES = "harmony-count-rises"
"""The timing of one more of a player's units being in harmony (its event says how many now)."""
PLACED_INCARNATION = "placed-incarnation"
"""What the Harmony ability remembers of the placed unit when it triggers (its zone-change
count), so that it can tell the same card from a new one when it resolves."""

HARMONY_TIMINGS = (BECOMES, COUNT_RISES)
HARMONY_CONDITIONS: dict[str, type] = {
    "in-harmony": bool,  # this unit is in harmony
    "harmony-units-at-least": int,  # N or more of your units are in harmony
    "harmony-count-reached": int,  # (harmony-count-rises) the count has just become N
}
HARMONY_PER_COUNTS = (
    "your-unit-in-harmony",
    *(f"your-unit-in-harmony-by-{k}" for k in (2, 3)),  # every two / three of them
)
HARMONY_FIXED_TARGETS = (
    "all-your-units-in-harmony",
    "all-your-other-units-in-column",  # the other units of this unit's column / row
    "all-your-other-units-in-row",
)
STATE_TARGETS = frozenset(
    {
        "all-your-units-in-harmony",
        "choose-your-rear-guard-in-harmony",
        "choose-your-other-rear-guard-in-harmony",
        "choose-your-other-unit-in-harmony",
    }
)
"""Targets that name your units in a state (in harmony): none on a board without it."""
HARMONY_CHOICE_TARGETS = (
    "choose-your-other-unit-in-column",
    *sorted(t for t in STATE_TARGETS if t.startswith("choose-")),
)
