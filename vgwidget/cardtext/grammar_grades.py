"""Grammar rows of grades (helper "grades", issue #21): one grade filter for the cards an
effect takes ("a grade 3 card", "grade 3 or greater", "grade 2 or less"), and the grade of a
unit in a battle ("When this unit attacks a grade 3 or greater unit")."""

from __future__ import annotations

from .phrases import phrases

GRADE_FILTER_ROWS = [
    ("grade {n} or less", "max"),
    ("grade {n} or greater", "min"),
    ("grade {n}", "exact"),
]
"""The grade filter before "card(s)" (text.grade-filter): "or less" bounds the grade from
above (``max_grade``), "or greater" from below (``min_grade``), a bare grade fixes it (both
bounds). The longest row written is read, so "grade 2 or less" is never a bare "grade 2"."""

BATTLE_GRADE = phrases(
    [
        ("a grade {n} or greater unit", "unit"),
        ("a grade {n} or greater vanguard", "vanguard"),
    ]
)
"""After a battle timing or a "during the battle" condition: the grade of the unit the attack
targets ("When this unit attacks a grade 3 or greater unit") or, for a booster, of the unit it
boosts ("When this unit boosts a grade 3 or greater vanguard"), text.battle-grade."""

BATTLE_GRADE_CONDITIONS = [
    ("if the attacked unit is grade {n} or greater", ("attacked-grade-at-least", None)),
    ("if the attacked vanguard is grade {n} or greater",
     ("attacked-vanguard-grade-at-least", None)),
    ("if the attacking unit is grade {n} or greater", ("attacker-grade-at-least", None)),
    ("if the attacking vanguard is grade {n} or greater",
     ("attacker-vanguard-grade-at-least", None)),
]  # fmt: skip
"""The same conditions written on their own (how the renderer writes them back, and how a
card may print them): rows of ``grammar.CONDITIONS``."""

LOOK_SEARCH_TAKE = [(", search for", False)]
"""The older "look at up to five cards from the top of your deck, search for up to one grade 3
or greater card from among them, …": to search the cards looked at is to choose among them
(text.look-at); what follows reads as after ", choose"."""
LOOK_SEARCH_FROM = [
    (f"from among them, reveal it{whom}, put it into your hand", True)
    for whom in (" to your opponent", "")
]
"""The card taken shown to both players, written "reveal it [to your opponent], put it into
your hand" (``reveal``)."""

LOOK_TO = phrases(
    [
        *((f"from among them, {a}call {p} to (RC)", "RC") for a in ("", "and ")
          for p in ("it", "them")),
        *((f"from among them, {a}ride it", "ride") for a in ("", "and ")),
        *((f"from among them, {a}put {p} into {s}", "soul") for a in ("", "and ")
          for p in ("it", "them") for s in ("your soul", "soul")),
        *((f"from among them, {a}discard {p}", "drop") for a in ("", "and ")
          for p in ("it", "them")),
        *((f"from among them, {a}put {p} into {d}", "drop") for a in ("", "and ")
          for p in ("it", "them") for d in ("your drop zone", "your drop")),
    ]
)  # fmt: skip
"""Where a look's card taken goes when not into the hand (``to``, text.look-take-to): called to
(RC), ridden, into the soul, or into the drop zone ("discard it")."""

GROUP_NOUN = phrases([("{group}", None)])
"""A clan, nation or race written where "card" would be ("search for up to one grade 3 or
greater «CLAN» from among them"): the card taken must have it (text.group-filter)."""

LOOK_REVEALED_MORE = [(f"from among them, put {p} into your hand", True) for p in ("it", "them")]
"""After "reveal up to one grade 3 card", the card revealed also goes to the hand written with
a comma ("from among them, put it into your hand")."""

_GRADE_WORDS = {"max": "grade {n} or less", "min": "grade {n} or greater", "exact": "grade {n}"}
GRADED_CHOICES = [
    (f"{whose}{_GRADE_WORDS[kind]} {noun}", target)
    for whose, noun, target in (
        ("of your ", "units", "choose-your-unit"),
        ("of your ", "rear-guards", "choose-your-rear-guard"),
        ("of your opponent's ", "rear-guards", "choose-opponent-rear-guard"),
        ("of your opponent's ", "rear-guards in the front row",
         "choose-opponent-front-row-rear-guard"),
    )
    for kind in ("max", "min", "exact")
]  # fmt: skip
GRADED_CHOICE = phrases(GRADED_CHOICES)
"""Choices like ``grammar.CHOICES`` with a grade filter on the units offered ("choose one of
your opponent's grade 2 or less rear-guards", text.grade-filter), read when no plain choice
is written: the choice's target, and the grade bounds read from the words
(:func:`.grades.choice_grades`)."""
