"""Spellings some card lists use for the same template: a zone written without its parentheses
right after the ability's kind reads exactly as the parenthesized marker (TEXT-001: the
ability's head says where it works); anything else there is still refused.

All texts here are our own inventions in the official templates."""

from __future__ import annotations

from typing import Any

import pytest
from cardtext_reading import read, refused


@pytest.mark.rule("ability.act")
@pytest.mark.parametrize(
    ("bare", "marked"),
    [
        ("[ACT]Order Zone[1/Turn]:[COST][Counter-Blast 1], draw a card.",
         "[ACT](Order zone)[1/Turn]:[COST][Counter-Blast 1], draw a card."),
        ("[ACT]VC[1/turn]:[COST][Soul-Blast 1], draw a card.",
         "[ACT](VC)[1/Turn]:[COST][Soul-Blast 1], draw a card."),
        ("[AUTO]RC:When this unit attacks, Soul-Charge 1.",
         "[AUTO](RC):When this unit attacks, Soul-Charge 1."),
        ("[CONT]Drop Zone:During your turn, this unit gets [Power]+1000.",
         "[CONT](Drop zone):During your turn, this unit gets [Power]+1000."),
    ],
)  # fmt: skip
def test_a_zone_written_bare_in_the_head_reads_as_its_marker(bare: str, marked: str) -> None:
    got: list[dict[str, Any]] = read(bare)
    assert got == read(marked)
    assert got[0]["zones"]


def test_a_bare_word_that_names_no_zone_is_still_refused() -> None:
    err = refused("[ACT]Moon Zone:draw a card.")
    assert err.position == len("[ACT]")
