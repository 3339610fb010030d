"""(keywords2) Phrases of the Standard-era ride history and of keyword conditions, as data:
rows spliced into the tables of :mod:`.grammar`.

"If you persona rode this turn": whether the ability's owner made a persona ride during the
turn under way (a persona ride is made only in its maker's own turn, so never during the
opponent's turn).

Ritual N and Brave, written before an ability's colon like Limit Break, make the ability active
under their reminder's condition."""

from __future__ import annotations

from typing import Any

from .phrases import phrases

KEYWORDS2_CONDITIONS: list[tuple[str, Any]] = [
    ("if you persona rode this turn", ("persona-rode", True)),
    # the dress states with the keyword in brackets, as newer card lists print it
    ("if this unit is in the [overDress] state", ("overdressed", True)),
    ("if this unit is not in the [overDress] state", ("overdressed", False)),
    ("if this unit is in the [XoverDress] state", ("xoverdressed", True)),
    ("if this unit is not in the [XoverDress] state", ("xoverdressed", False)),
]
"""Condition rows (template, (condition name, fixed value)), read like
:data:`.grammar.CONDITIONS`."""
KEYWORDS2_TIMINGS: list[tuple[str, Any]] = [
    ("When this unit is placed on (RC) by [XoverDress]",
     ("placed-by-xoverdress", "self", (), "RC")),
    ("When this unit is placed on (RC) by XoverDress", ("placed-by-xoverdress", "self", (), "RC")),
    ("When this unit is placed by [XoverDress]", ("placed-by-xoverdress", "self", (), "RC")),
]  # fmt: skip
"""Spellings of the XoverDress placement timing (a :data:`.grammar.TIMINGS` value: timing,
whose event, extra conditions, its zone), listed after the grammar's own so that the renderer
keeps writing those."""
KEYWORDS2_CONDITION_RULES = {"persona-rode": "text.persona-rode"}
"""The catalogue rule each of these conditions' clauses cites."""

RITUAL = phrases(
    [
        ("Ritual {n} (Active if there are {n} or more grade 1 cards in your drop zone)", None),
        ("Ritual {n} (Active if there are {n} or more grade 1 cards in your drop)", None),
        ("Ritual {n} (Active if there is a grade 1 card in your drop zone)", 1),
        ("Ritual {n} (Active if there is a grade 1 card in your drop)", 1),
        ("Ritual {n}", None),
    ]
)
"""Ritual N before an ability's colon, with or without its reminder (keyword.ritual): the
ability is active while N or more grade 1 cards are in your drop zone. A number in the
reminder must be the keyword's (a fixed value: the reminder of Ritual 1 names no number)."""
BRAVE = phrases(
    [
        ("Brave (Active when you have three or less cards in your hand)", None),
        ("Brave (This ability is active when you have three or less cards in your hand)", None),
        ("Brave", None),
    ]
)
"""Brave before an ability's colon, with or without its reminder (keyword.brave): the ability
is active while you have three or less cards in your hand."""
KEYWORDS2_RULES = {"ritual": "keyword.ritual", "brave": "keyword.brave"}
