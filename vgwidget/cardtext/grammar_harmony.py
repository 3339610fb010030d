"""The phrase tables of Harmony (the G era's keyword, keyword.harmony): its keyword line, the
timing of a unit becoming in harmony and the conditions that read the state. :mod:`.grammar`
lists these rows in its own tables; the keyword line is read by :mod:`.harmony`.
"""

from __future__ import annotations

from typing import Any

from .phrases import phrases

HARMONY = phrases(
    [
        ("Harmony (When your other unit is placed in the same column as this unit, both units "
         "become in harmony until end of turn)", None),
        ("Harmony", None),
    ]
)  # fmt: skip
"""Harmony, with or without its reminder: when another of your units is placed in this unit's
column, both become in harmony until end of turn."""

HARMONY_TIMINGS: list[tuple[str, tuple[str, str, tuple[tuple[str, Any], ...], str | None]]] = [
    ("When this unit becomes in harmony", ("becomes-in-harmony", "self", (), None)),
    ("When this unit is in harmony and attacks", ("attacks", "self", (("in-harmony", True),),
                                                  None)),
    *(
        (f"When the number of your units in harmony becomes {word} or more",
         ("harmony-count-rises", "you", (("harmony-count-reached", n),), None))
        for n, word in ((2, "two"), (3, "three"), (4, "four"), (5, "five"), (6, "six"))
    ),
]  # fmt: skip
"""(timing, on, extra conditions, zone): a unit that was not in harmony becomes so; this unit
attacks while in harmony; the number of your units in harmony grows to N (from one less: each
unit becomes in harmony one at a time)."""

HARMONY_CONDITIONS: list[tuple[str, tuple[str, Any]]] = [
    ("if this unit is in harmony", ("in-harmony", True)),
    ("when this unit is in harmony", ("in-harmony", True)),
    ("if the number of your units in harmony is {n} or more", ("harmony-units-at-least", None)),
    ("if {n} or more of your units are in harmony", ("harmony-units-at-least", None)),
]
"""Whether this unit is in harmony now ("When this unit is in harmony, this unit gets …" is how a
CONT ability of the G era writes the same condition); how many of your units are in harmony (a
locked card is no unit)."""

HARMONY_SUBJECTS: tuple[tuple[str, str, bool], ...] = (
    ("all of your units in harmony", "all-your-units-in-harmony", True),
    ("all of your other units in the same column as this unit", "all-your-other-units-in-column",
     True),
    ("all of your other units in the same row as this unit", "all-your-other-units-in-row", True),
)  # fmt: skip
"""Units an effect names without a choice (words, target, plural): your units in harmony; the
other units of this unit's column (the field's columns, as Harmony's) or row (front or back)."""

HARMONY_CHOICES = phrases(
    [
        ("of your other units in the same column as this unit", "choose-your-other-unit-in-column"),
        ("of your rear-guards in harmony", "choose-your-rear-guard-in-harmony"),
        ("of your other rear-guards in harmony", "choose-your-other-rear-guard-in-harmony"),
        ("of your other units in harmony", "choose-your-other-unit-in-harmony"),
    ]
)
"""A choice among the other units of this unit's column (read after :data:`.grammar.CHOICES`,
whose rows every choice test takes with every action: this one may offer your vanguard)."""

HARMONY_PER: list[tuple[str, str]] = [
    ("for each of your units in harmony", "your-unit-in-harmony"),
    ("for every two of your units in harmony", "your-unit-in-harmony-by-2"),
    ("for every three of your units in harmony", "your-unit-in-harmony-by-3"),
]
"""An amount counted per unit of yours in harmony, when that part is carried out (or whenever
a CONT ability applies); "for every two (three)": per whole pair (group of three) of them."""
