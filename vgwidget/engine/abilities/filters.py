"""Names and checks of the grade words in card data, kept apart from :mod:`.grades` (which
works them out on the board) so that the card-data model can use them."""

from __future__ import annotations

from collections.abc import Mapping

from ..errors import CardDataError

BATTLE_GRADES = (
    "attacked-grade-at-least",  # int: the attack under way targets a unit of grade N or greater
    "attacked-vanguard-grade-at-least",  # int: ... targets a vanguard of grade N or greater
    "attacker-grade-at-least",  # int: the attacking (boosted) unit is grade N or greater
    "attacker-vanguard-grade-at-least",  # int: the attacking unit is a vanguard of grade N+
)
"""Conditions on the grade of a unit in the battle under way (text.battle-grade; worked out
in :mod:`.grades`)."""

_FETCHES = ("search", "look-top", "superior-call", "superior-ride")
"""Effects whose grade filter is on the cards they take from a zone, not on a unit."""


def check_unit_filter(do: str, obj: Mapping[str, object], target: str, where: str) -> None:
    """A grade filter on an effect that acts on units asks for a unit the player chooses
    ("choose one of your opponent's grade 2 or less rear-guards"): on a unit the effect names
    (this unit, your vanguard) it would mean nothing, so it is refused."""
    graded = "max_grade" in obj or "min_grade" in obj
    if graded and do not in _FETCHES and not target.startswith("choose-"):
        raise CardDataError(f"{where}: a grade filter needs a chosen unit ('choose-…' target)")
