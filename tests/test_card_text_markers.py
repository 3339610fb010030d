"""The printed text of every shipped card agrees with its data ([TYPE](ZONES), 1/Turn, "may",
whose event it waits for, Sentinel), and every card with abilities has its own play test."""

from __future__ import annotations

import re

import pytest
from card_texts_common import POOL, SENTINELS

from vgwidget.engine.abilities.model import Ability

# ------------------------------------------------------- every card: text markers and a test

ABILITY_CARDS = sorted(c.name for c in POOL if c.abilities)
WRITTEN = [(c.name, i, ab) for c in POOL for i, ab in enumerate(c.abilities) if ab.text]
# the words an ability's text uses for whose event it waits for (``on``)
RELATION_WORDS = {
    "your-other-unit": "another of your units",
    "self-boosted": "this unit is boosted",
    "boosted-by-self": "the unit this unit boosted",
    "your-unit": "when you ",
    "your-rear-guard": "one of your rear-guards",
    "your-turn": " your ",
}


def _may(ab: Ability) -> bool:
    """Whether the data lets the player do nothing: an optional ability or an "up to" choice."""
    return ab.optional or any(e.up_to for e in ab.effects)


@pytest.mark.rule("text.ability-layout", "ability.once-per-turn", "text.you-may")
@pytest.mark.parametrize("name,i,ab", WRITTEN, ids=[f"{n}-{i}" for n, i, _ in WRITTEN])
def test_ability_text_markers_match_the_data(name: str, i: int, ab: Ability) -> None:
    """[TYPE](ZONES) 1/Turn as printed, "may" and whose event, against the data."""
    m = re.match(r"\[(AUTO|ACT|CONT)\](?:\(([A-Za-z/]+)\))?( 1/Turn)?", ab.text)
    assert m is not None, ab.text
    assert m[1] == ab.kind
    if m[2] is not None:
        assert tuple(m[2].split("/")) == ab.zones
    else:
        assert ab.keyword == "forerunner"  # the keyword says where it works (VC, as it leaves)
    assert ("1/Turn" in ab.text) == ab.once_per_turn == (m[3] is not None)
    if ab.keyword is not None:  # the keyword is named in the text (Sentinel, Restraint, ...)
        assert ab.keyword.replace("-", " ") in ab.text.lower()
    if ab.keyword == "sentinel":  # the deck limit counts the card: its text must say so
        assert POOL[name].sentinel
    if ab.kind != "AUTO":
        return
    low = ab.text.lower()
    assert ("may" in low) == _may(ab)
    if ab.optional:
        assert "you may" in low
    words = RELATION_WORDS.get(ab.on)
    if words is not None:
        assert words in low
    else:
        assert ab.on == "self" and ("this unit" in low or "this card" in low or "placed on" in low)
    assert ("another of your" in low) == (ab.on == "your-other-unit")
    assert ("when you " in low) == (ab.on == "your-unit")


@pytest.mark.rule("text.ability-layout", "ability.once-per-turn", "text.you-may")
@pytest.mark.parametrize(
    "name", sorted(c.name for c in POOL if c.abilities and not c.abilities[0].text)
)
def test_card_text_of_orders_and_sentinels_matches_the_data(name: str) -> None:
    card = POOL[name]
    low = card.text.lower()
    assert card.sentinel == low.startswith("sentinel")
    assert ("once per turn" in low) == any(ab.once_per_turn for ab in card.abilities)
    for ab in card.abilities:
        if ab.kind == "AUTO":
            assert ab.optional and "you may" in low
        if ab.on == "your-rear-guard":
            assert "one of your rear-guards" in low
    assert "may" not in low.replace("a deck may hold", "") or any(_may(ab) for ab in card.abilities)


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
