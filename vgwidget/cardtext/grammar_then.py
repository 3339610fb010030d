"""The "Then" family of the template language (helper ``then``), as data: the sentence that
carries an ability's effect on after a full stop, and the conditions that such sentences open
with. :mod:`.grammar` adds the conditions to its table; :mod:`.then` reads the sentence.
"""

from __future__ import annotations

from typing import Any

from .phrases import phrases

THEN_SENTENCE = phrases([("Then,", None)])
"""A sentence of the same ability opening with "Then,": its effect is carried out after what
the sentences before it did, as one more part of the same effect (a plain "if …" after it is
that part's ``if``, checked when it is carried out: ability.if)."""

THEN_CONDITIONS: list[tuple[str, Any]] = [
    # a card of that name is in your drop zone (a public zone: zone.drop)
    ("if there is a card named {name} in your drop zone", ("drop-has-name", None)),
    ("if there is a {name} in your drop zone", ("drop-has-name", None)),
    ("if you have a card named {name} in your drop zone", ("drop-has-name", None)),
    # a card of that name is in your soul, in the spelling "your soul has"
    ("if your soul has a card named {name}", ("soul-has-name", None)),
    ("if your soul has a {name}", ("soul-has-name", None)),
]
"""Conditions naming a card in a zone, as the "Then, if …" sentences write them (listed after
the older spellings, so that the renderer keeps writing "if you have a card named … in your
soul")."""

THEN_CONDITION_RULES = {"drop-has-name": "zone.drop"}
"""The catalogue rule each of these conditions' clauses cites."""

THEN_SIMPLE_EFFECTS: list[tuple[str, Any]] = [
    ("choose a card from your damage zone, and turn it face up", ("damage-face-up", {})),
    ("choose {n} cards from your damage zone, and turn them face up", ("damage-face-up", "n")),
    ("choose up to {n} cards from your damage zone, and turn them face up",
     ("damage-face-up", "n-up-to")),
]  # fmt: skip
"""The player's choice among their damage cards, each turned face up (text.damage-face-up):
any damage card may be chosen, a face-down one turns face up, a face-up one stays so (a
counter charge takes only face-down cards)."""
THEN_RULES = {"damage-face-up": "text.damage-face-up"}
"""The catalogue rule each of these effects' clauses cites."""

ANY_REAR_GUARD_COSTS = phrases([("Choose one of your rear-guards, and retire it", ("retire", 1))])
"""A cost that retires one of your rear-guards, any of them (a cost bracket's item tried when
none of :data:`.grammar.COSTS` is written). The engine's ``retire`` cost takes one of your
*other* rear-guards: the two are the same only for an ability whose card is not on a rear-guard
circle when it is paid, so an ability that may be used from (RC) is refused
(:func:`.then.check_any_rear_guard_cost`)."""

OPPONENT_CHOOSES = phrases(
    [
        (f"your opponent chooses {count} of {whose} rear-guards{join}retires {them}", plural)
        for whose in ("their", "his or her")
        for join in (", and ", ", ")
        for count, them, plural in (("one", "it", False), ("{n}", "them", True))
    ]
)
"""A choice the opponent makes for this ability among their own rear-guards, which they then
retire (target ``opponent-chooses-rear-guard``, text.opponent-chooses); the value says whether
the words are plural ("two of their rear-guards, and retires them")."""
