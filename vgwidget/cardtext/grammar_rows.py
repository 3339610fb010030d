"""(rows, issue #21) The heads that name a row or one circle of the field: ``[CONT]Back Row
(RC):``, ``[AUTO]Front Row (RC):``, ``[ACT]Back Row Center (RC):``. Each is the zone marker
``(RC)`` with the condition ``circle`` (:mod:`vgwidget.engine.abilities.rows`): the ability
works only while its card stands on a rear-guard circle of that row or place."""

from __future__ import annotations

from ..engine.abilities.rows import CIRCLE_WORDS
from .phrases import phrases

CIRCLE_HEADS = phrases(
    [
        ("Back Row (RC)", "back-row"),
        ("Front Row (RC)", "front-row"),
        ("Back Row Center (RC)", "back-center"),
        ("Back Row Middle (RC)", "back-center"),
        ("Back Row Left (RC)", "back-left"),
        ("Back Row Right (RC)", "back-right"),
    ]
)
"""A head's row or circle as card lists print it (a space before ``(RC)`` or none); the first
template of each value is the one the renderer writes."""

__all__ = ["CIRCLE_HEADS", "CIRCLE_RULE", "CIRCLE_WORDS", "COLUMN_TIMINGS", "REST_COSTS"]

CIRCLE_RULE = "ability.circle-head"
"""The catalogue rule a row or circle head rests on."""

_REST_COSTS = [
    ("[Rest] {n} of your rear-guards", "rest-rear-guards"),
    ("[Rest] {n} rear-guards", "rest-rear-guards"),
    ("[Rest] a rear-guard", ("rest-rear-guards", 1)),
    ("[Rest] {n} of your other rear-guards", "rest-other-rear-guards"),
    ("[Rest] another rear-guard", ("rest-other-rear-guards", 1)),
    ("[Rest] this card", ("rest-self", 0)),
]
REST_COSTS = phrases(
    [*_REST_COSTS, ("Rest] this unit", ("rest-self", 0)),
     *((t.replace("[Rest]", "Rest]"), v) for t, v in _REST_COSTS)]
)  # fmt: skip
"""(rows) Costs that rest units: N of your standing rear-guards the player chooses (this card
may be one of them, unless "other" is said), and this card itself; each also as a card list
prints it with the icon's opening bracket lost ("[COST][Soul-Blast 1 & Rest] this unit]").
Appended to the grammar's cost table, whose own "[Rest] this unit" stays the one written back."""

_SAME_COLUMN = (("same-column", True),)
COLUMN_TIMINGS = [
    ("When your other unit is placed in the same column as this unit",
     ("placed-on-vc-or-rc", "your-other-unit", _SAME_COLUMN, None)),
    ("When your other unit in the same column as this unit is placed",
     ("placed-on-vc-or-rc", "your-other-unit", _SAME_COLUMN, None)),
    ("When your other unit is placed on (RC) in the same column as this unit",
     ("placed-on-rc", "your-other-unit", _SAME_COLUMN, None)),
    ("When your other rear-guard is placed in the same column as this unit",
     ("placed-on-rc", "your-other-unit", _SAME_COLUMN, None)),
]  # fmt: skip
"""(rows) Another of your units placed in this unit's column (zone.field: a column of the
field, the vanguard circle among the centre column's): a placed timing with the condition
``same-column``, read into the grammar's timing table (the first template of each meaning is
the one written back; "where it came from" and "during your … phase" may follow)."""
