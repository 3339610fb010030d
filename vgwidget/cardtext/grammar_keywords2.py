"""(keywords2) Phrases of the Standard-era ride history and of keyword conditions, as data:
rows spliced into the tables of :mod:`.grammar`.

"If you persona rode this turn": whether the ability's owner made a persona ride during the
turn under way (a persona ride is made only in its maker's own turn, so never during the
opponent's turn)."""

from __future__ import annotations

from typing import Any

KEYWORDS2_CONDITIONS: list[tuple[str, Any]] = [
    ("if you persona rode this turn", ("persona-rode", True)),
]
"""Condition rows (template, (condition name, fixed value)), read like
:data:`.grammar.CONDITIONS`."""
KEYWORDS2_CONDITION_RULES = {"persona-rode": "text.persona-rode"}
"""The catalogue rule each of these conditions' clauses cites."""
