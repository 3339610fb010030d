"""The compiler's and renderer's reading of the CONT ability of a card from all clans and
nations (card.all-clans): an ability of its own, with no zone marker, working in every zone."""

from __future__ import annotations

from typing import Any

from ..engine.abilities.all_clans import ALL_CLANS
from ..engine.abilities.vocabulary import ZONES
from .grammar_names import ALL_CLANS_LINES
from .reader import Reader

ALL_CLANS_TEXT = ALL_CLANS_LINES[0].template + "."
"""How the renderer writes the ability's body (after ``[CONT]:``)."""


def read_all_clans(r: Reader, rec: dict[str, Any], head_zones: list[str]) -> bool:
    """The ability's body (:data:`ALL_CLANS_TEXT`) after ``[CONT]:`` read into ``rec``; False,
    and nothing read, when it is not written here. A zone marker in the head is refused by the
    engine's check (the card is of every clan wherever it is)."""
    start, far, expected = r.pos, r.far, r.expected
    if r.take(ALL_CLANS_LINES) is None:
        r.pos, r.far, r.expected = start, far, expected
        return False
    r.skip()
    if r.text.startswith(".", r.pos):
        r.pos += 1
    if not head_zones:
        rec["zones"] = list(ZONES)
    rec["effect"] = [{"do": ALL_CLANS}]
    r.note(start, "this card is of every clan and every nation, in every zone", "card.all-clans")
    return True


def all_clans_text(rec: dict[str, Any]) -> str | None:
    """The printed text of the ability (``None`` for any other record)."""
    if rec.get("effect") != [{"do": ALL_CLANS}] or rec.get("type") != "CONT":
        return None
    return "[CONT]:" + ALL_CLANS_TEXT
