"""The template phrases of a part of a card name, 'with "X" in its card name'
(text.name-contains): conditions on your vanguard or units, and timings that name the rider or
the attacking vanguard by a part of its name. Matching is the engine's
(:func:`vgwidget.engine.abilities.names.name_contains`)."""

from __future__ import annotations

from .phrases import phrases

_HAS = "with {name} in its card name"
_SUBJECT = ("subject-name-has",)

NAME_CONDITIONS = [
    (f"if you have a vanguard {_HAS}", ("vanguard-name-has", None)),
    ("if your vanguard has {name} in its card name", ("vanguard-name-has", None)),
    (f"if you have a unit {_HAS}", ("unit-name-has", None)),
    (f"if you have a rear-guard {_HAS}", ("rear-guard-name-has", None)),
    (f"if you have a heart card {_HAS}", ("heart-name-has", None)),
    (f"if you do not have a unit {_HAS}", ("lacks-unit-name-has", None)),
    (f"if your soul has a card {_HAS}", ("soul-name-has", None)),
    (f"if you have a card {_HAS} in your soul", ("soul-name-has", None)),
]
"""Conditions of one part of a name, rows of :data:`.grammar.CONDITIONS` (one condition
each)."""
NAME_CONDITION_RULES = {
    name: "text.name-contains"
    for name in ("vanguard-name-has", "unit-name-has", "rear-guard-name-has", "heart-name-has",
                 "lacks-unit-name-has", "soul-name-has")
}  # fmt: skip
"""The catalogue rule each of these conditions' clauses cites."""

NAME_COMPOUND_CONDITIONS = phrases(
    [
        (f"if you have a grade {{n}} or greater vanguard {_HAS}",
         ("vanguard-grade-at-least", "vanguard-name-has")),
    ]
)  # fmt: skip
"""A condition on the vanguard's grade and a part of its name in one phrase: two conditions,
one per slot in order; the renderer writes them apart, which reads back the same."""

NAME_TIMINGS = phrases(
    [
        (f"When this unit is rode upon by a grade {{n}} card {_HAS}",
         (("ridden", "self", "VC"), ("rider-grade", "rider-name-has"))),
        (f"When this unit is rode upon by a grade {{n}} {_HAS}",
         (("ridden", "self", "VC"), ("rider-grade", "rider-name-has"))),
        (f"When this unit is rode upon by a unit {_HAS}",
         (("ridden", "self", "VC"), ("rider-name-has",))),
        (f"When this unit is rode upon by a card {_HAS}",
         (("ridden", "self", "VC"), ("rider-name-has",))),
        (f"When your vanguard {_HAS} attacks",
         (("attacks", "your-vanguard", None), ("vanguard-name-has",))),
        (f"When your grade {{n}} or greater vanguard {_HAS} attacks",
         (("attacks", "your-vanguard", None), ("vanguard-grade-at-least", "vanguard-name-has"))),
        (f"When your unit {_HAS} attacks", (("attacks", "your-unit", None), _SUBJECT)),
        (f"When your unit {_HAS} is attacked", (("attacked", "your-unit", None), _SUBJECT)),
        (f"When your unit {_HAS} is placed on (RC)",
         (("placed-on-rc", "your-unit", None), _SUBJECT)),
        (f"When your unit {_HAS} is placed on (VC)",
         (("placed-on-vc", "your-vanguard", None), _SUBJECT)),
    ]
)  # fmt: skip
"""Timings naming a unit by a part of its name: ``(timing, on, implied zone)`` and the
conditions its slots fill, in order. The rider's are the ``ridden`` timing's conditions on the
unit riding this card; "your vanguard … attacks" is your vanguard's attack with conditions on
your vanguard (the attacker is your vanguard, so they speak of the same unit); "your unit …"
is the timing's own unit (``subject-name-has``: the attacking, attacked or placed unit)."""
TIMING_ONLY_CONDITIONS = ("rider-grade", "rider-name-has", "subject-name-has")
"""Conditions written only in a timing's words (no condition phrase says them): the renderer
writes the timing that holds them."""

NAME_FILTERS = [(_HAS, "name_has")]
"""A card filter of a search, a look or a fetch ("up to one card with "X" in its card name"):
the effect's ``name_has``, beside "named "X"" (the effect's ``name``)."""

ALL_CLANS_LINES = phrases(
    [
        ("This card is from all clans and nations", None),
    ]
)
"""The body of the CONT ability of a card from all clans and nations (card.all-clans), written
after a ``[CONT]`` head with no zone marker."""

NAME_CHOICE_FILTERS = phrases(
    [
        (_HAS, False),
        ("with {name} in their card names", True),
    ]
)
"""After a choice of units ("choose one of your units with "X" in its card name", "choose up
to two of your rear-guards with "X" in their card names"): only units with that part in their
name are offered (the effect's ``name_has``); the value: whether the words are plural."""

NAME_COSTS = [
    *(
        (f"{blast} {{cn}}{join}card {_HAS}", (f"especial-{key}", "name_has"))
        for blast, key in (("Counter-Blast", "counter-blast"), ("Soul-Blast", "soul-blast"))
        for join in ("-", " ", "]-", "] ")
    ),
]
"""An especial cost whose cards need a part of a name ("Counter-Blast 1-card with "X" in its
card name", COST-010): rows of :data:`.grammar.COSTS`, the cost's ``name_has``. Card lists
often close the bracket early ("[Counter-Blast 1]-card with "X" in its card name]"): the words
after that stray bracket are the same cost, so they are read as part of it."""
