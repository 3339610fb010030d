"""The printed text of every shipped card agrees with its data ([TYPE](ZONES), 1/Turn, "may",
whose event it waits for, Sentinel), and every card with abilities has its own play test."""

from __future__ import annotations

import re

import pytest
from card_texts_common import POOL, SENTINELS

from vgwidget.engine.abilities.model import Ability
from vgwidget.engine.cards import PROTECT, Card

# ------------------------------------------------------- every card: text markers and a test

ABILITY_CARDS = sorted(c.name for c in POOL if c.abilities)
WRITTEN = [(c.name, i, ab) for c in POOL for i, ab in enumerate(c.abilities) if ab.text]
HEAD = re.compile(r"\[(AUTO|ACT|CONT)\](?:\(([^)]*)\))?((?:\[[^\]]*\])*):")
"""An ability's head as the official template prints it: ``[AUTO](VC/RC)[1/Turn]:``."""


def _may(ab: Ability) -> bool:
    """Whether the data lets the player do nothing: an optional ability or an "up to" choice."""
    return ab.optional or any(e.up_to for e in ab.effects)


@pytest.mark.rule("text.ability-layout", "ability.once-per-turn", "text.you-may")
@pytest.mark.parametrize("name,i,ab", WRITTEN, ids=[f"{n}-{i}" for n, i, _ in WRITTEN])
def test_ability_text_markers_match_the_data(name: str, i: int, ab: Ability) -> None:
    """[TYPE](ZONES)[1/Turn] as printed, "may" and the cost, against the ability as played."""
    m = HEAD.match(ab.text)
    if ab.kind == "ORDER":  # an order's own text has no head: it is what the order does
        assert m is None and POOL[name].is_order, ab.text
        return
    assert m is not None, ab.text
    assert m[1] == ab.kind
    if m[2] is None:
        assert ab.keyword == "forerunner"  # the keyword says where it works (VC, as it leaves)
    else:
        circles = [z.strip() for z in m[2].split("/")]
        assert len(circles) == len(ab.zones)
    assert ("[1/Turn]" in m[3]) == ab.once_per_turn
    if ab.keyword is not None and ab.keyword != "sentinel":  # named in the text (Restraint, ...)
        assert ab.keyword.replace("-", " ") in ab.text.lower().replace("-", " ")
    if ab.keyword == "sentinel":  # the deck limit counts the card: its text must say so
        assert POOL[name].sentinel and POOL[name].text.startswith("Sentinel (")
    low = ab.text.lower()
    # a Mega Blast's cost is its keyword (Soul-Blast 8 and Counter-Blast 5), not a [COST]
    assert ("[cost]" in low) == bool(ab.costs and ab.keyword != "mega-blast")
    if ab.kind != "AUTO":
        return
    if ab.optional and not ab.costs:  # a cost makes an ability a "may" of its own
        assert "you may" in low
    if "you may" in low:
        assert _may(ab)


SHIPPED = [c for c in POOL if c is not PROTECT]
"""The cards of the shipped cards files (the Protect pseudo-card is the rules' own, in code)."""


def _sentinel(c: Card) -> bool:
    return c.sentinel


def _ride_deck_crest(c: Card) -> bool:
    return c.type == "ride-deck-crest"


def _energy_cap(c: Card) -> bool:
    return c.energy_cap is not None


RULE_LINES = {
    'Sentinel (You may only have up to four cards with "Sentinel" in a deck.)': _sentinel,
    "Ride Deck Crest (": _ride_deck_crest,
    "(Your energy cannot go above ": _energy_cap,
}
"""The lines that hold no ability, and the card data each stands for."""


@pytest.mark.rule("keyword.sentinel", "deck.ride-deck-crest", "marker.energy")
@pytest.mark.parametrize("card", SHIPPED, ids=[c.id for c in SHIPPED])
def test_a_line_that_holds_no_ability_agrees_with_the_card_data(card: Card) -> None:
    """A Sentinel reminder, a Ride Deck Crest's rule, a crest's energy cap hold no ability: the
    card's flag, type or number play them, and the text says so exactly when the data does."""
    for line, holds in RULE_LINES.items():
        assert (line in card.text) == holds(card), (line, card.text)
    if card.energy_cap is not None:
        assert f"(Your energy cannot go above {card.energy_cap}.)" in card.text


@pytest.mark.rule("deck.sentinel", "keyword.sentinel")
@pytest.mark.parametrize("name", sorted(c.name for c in POOL if c.sentinel))
def test_a_sentinel_card_says_it_is_one(name: str) -> None:
    """The deck check counts Sentinel cards (at most four): a learner reads that in the text."""
    card = POOL[name]
    texts = [card.text, *(ab.text for ab in card.abilities)]
    assert any(t.lower().startswith("sentinel") or ") sentinel" in t.lower() for t in texts)
    assert any(ab.keyword == "sentinel" for ab in card.abilities)


CARD_TEST_MODULES = (
    "test_card_texts",
    "test_card_texts_other_cards",
    "test_classic_lines_lock_delete",
    "test_classic_lines_vocabulary",
    "test_printings",
    "test_fuzz_regressions",
    "test_std_xoverdress",
    "test_std_tickets_set_orders",
)
"""The modules whose tests play the cards: the shipped cards' (tests/test_card_texts.py and
tests/test_card_texts_other_cards.py), and those of one card file each (``classic-rulings.json``,
``printings.json``; ``classic-fuzz.json``, the soul charger of the rulings fuzz deck;
``standard-xdress.json``, the XoverDress cards; ``standard-tickets.json``, a blitz ticket and a
set order with a rest cost)."""


def test_every_card_with_abilities_has_its_own_test() -> None:
    import importlib

    tests = {n for n in globals() if n.startswith("test_")}
    for module in CARD_TEST_MODULES:
        tests |= {n for n in vars(importlib.import_module(module)) if n.startswith("test_")}
    for name in ABILITY_CARDS:
        if name in SENTINELS:
            continue  # test_sentinel_cards plays each of them
        slug = "test_" + re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
        assert any(t == slug or t.startswith(slug + "_") for t in tests), name
    assert set(SENTINELS) <= set(ABILITY_CARDS)
