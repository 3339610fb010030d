"""Parts of card names: the filter "with "X" in its card name" (text.name-contains).

A card name is written in quotation marks in card text (TEXT-022). A card has "X" in its card
name when the quoted text appears within its name as printed, anywhere in it, letter for letter
and in the same case (so "Star" is in "Starlight Knight" but "Witch" is not in "Bewitching
Fox"); spaces count as one. A card with no card name (a Protect) has no part of one.

>>> name_contains("Blazing Wyvern of Dawn", "Wyvern of")
True
>>> name_contains("Blazing Wyvern of Dawn", "wyvern")
False
>>> name_contains("Blazing Wyvern of Dawn", "Dawn Wyvern")
False
>>> name_contains(None, "Wyvern")
False
"""

from __future__ import annotations

from ..errors import CardDataError

NAME_CONDITIONS = (
    "vanguard-name-has",  # str: your vanguard (or a strode G unit's heart) has X in its name
    "unit-name-has",  # str: one of your units has X in its card name
    "rear-guard-name-has",  # str: one of your rear-guards has X in its card name
    "heart-name-has",  # str: your vanguard's heart card (a strode G unit's) has X in its name
    "lacks-unit-name-has",  # str: none of your units has X in its card name
    "soul-name-has",  # str: a card in your soul has X in its card name
    "subject-name-has",  # str: the unit the timing speaks of ("your unit with …") has X
    "rider-name-has",  # str: (ridden) the unit that rides this card has X in its card name
    "rider-grade",  # int: (ridden) the unit that rides this card is of this grade
)
"""The conditions about a part of a card name (and the rider's grade, which real cards name
together with it: "rode upon by a grade 3 card with "X" in its card name")."""
NAME_CONDITION_VALUES: dict[str, type] = {
    "vanguard-name-has": str,
    "unit-name-has": str,
    "rear-guard-name-has": str,
    "heart-name-has": str,
    "lacks-unit-name-has": str,
    "soul-name-has": str,
    "subject-name-has": str,
    "rider-name-has": str,
    "rider-grade": int,
}
"""The kind of value each of :data:`NAME_CONDITIONS` takes."""


def name_contains(name: str | None, part: str) -> bool:
    """Whether ``part`` is in the card name ``name`` (text.name-contains): the text appears
    within the printed name letter for letter, case included (runs of spaces count as one);
    ``None`` (no card name, a Protect) contains nothing, and an empty part is no filter."""
    if name is None or not part.strip():
        return False
    return " ".join(part.split()) in " ".join(name.split())


UNIT_EFFECTS_FILTERED_BY_CHOICE = frozenset(
    {"power", "critical", "shield", "cannot-be-hit", "cannot-attack", "attack-several",
     "can-drive-check", "stand", "rest", "retire", "bind", "lock"}
)  # fmt: skip
"""Effects done to units, where ``name_has`` filters the units a choice offers."""


def check_name_filter(do: str, target: str, name_has: object, where: str) -> None:
    """``name_has`` on an effect done to units filters a choice ("choose one of your units with
    "X" in its card name"): an effect naming its units without a choice has none to filter."""
    if name_has is None or do not in UNIT_EFFECTS_FILTERED_BY_CHOICE:
        return
    if not target.startswith("choose-"):
        raise CardDataError(
            f"{where}: 'name_has' filters the units a choice offers; target {target!r} chooses none"
        )
