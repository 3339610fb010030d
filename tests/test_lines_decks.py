"""Deck-construction inventory lines not covered by tests/test_decks.py (DECK-), each test
marked with the lines it checks and the format it plays."""

from __future__ import annotations

from dataclasses import replace

import pytest

from vgwidget.engine.decks import check_deck, teaching_decks


@pytest.mark.covers("DECK-010")
@pytest.mark.parametrize("fmt", ["classic", "premium"])
def test_classic_trigger_units_obey_the_four_copies_limit(fmt: str) -> None:
    deck = teaching_decks(fmt)[0]
    assert deck.main.count("Glintblade Page") == 4
    i = deck.main.index("Gleamhelm Scout")
    main = (*deck.main[:i], "Glintblade Page", *deck.main[i + 1 :])
    problems = check_deck(replace(deck, main=main), fmt)
    rules = [v.rule for v in problems]
    assert "deck.copies" in rules
    copies = next(v for v in problems if v.rule == "deck.copies")
    assert '5 copies of "Glintblade Page"' in copies.message


@pytest.mark.covers("DECK-024", formats=("standard",))
def test_a_ride_deck_belongs_to_standard_only() -> None:
    std = teaching_decks("standard")[0]
    assert len(std.ride_deck) == 5
    assert check_deck(std, "standard") == []
    assert "deck.ride-deck" in [v.rule for v in check_deck(std, "classic")]
