"""Deck construction in the Premium format (the G era): the Classic limits hold for the 50
with a G deck beside them, and a name is one name however the list spells or splits it."""

from __future__ import annotations

import pytest
from builders import make_card, pool_with

from vgwidget.engine.decks import check_deck, parse_deck, teaching_decks
from vgwidget.engine.errors import CardDataError

SQUIRE = "Lanternguard Squire"


@pytest.mark.rule("deck.copies")
@pytest.mark.covers("DECK-006")
@pytest.mark.parametrize("fmt", ["classic", "premium"])
def test_the_copy_limit_counts_one_name_however_the_list_writes_it(fmt: str) -> None:
    """The 4-copy limit goes by name: copies on separate lines, spelt differently, are one
    name; a second card definition of that name (other text, other number) is refused by the
    pool, so no reprint slips past the count. Premium's G deck sits beside the 50."""
    deck = teaching_decks(fmt)[0]
    assert bool(deck.g_deck) == (fmt == "premium")
    text = deck.to_text()
    assert check_deck(parse_deck(text), fmt) == []
    assert f"4 x {SQUIRE}" in text
    respelt = text.replace(f"4 x {SQUIRE}", f"2 x {SQUIRE}\n2 x  lanternguard   SQUIRE")
    assert check_deck(parse_deck(respelt), fmt) == []
    broken = respelt.replace("2 x  lanternguard   SQUIRE", "3 x  lanternguard   SQUIRE")
    bad = [v for v in check_deck(parse_deck(broken), fmt) if v.rule == "deck.copies"]
    assert [v.inventory for v in bad] == ["DECK-005"]
    assert f'5 copies of "{SQUIRE}"' in bad[0].message
    reprint = make_card(SQUIRE, fmt, [], id="TEST-REPRINT-SQUIRE", grade=1, power=6000)
    with pytest.raises(CardDataError, match="duplicate card name"):
        pool_with(reprint)
