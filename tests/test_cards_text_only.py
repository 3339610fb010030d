"""Text is the single source of a shipped card (issue 21 §2): every card of every cards file
gives its printed text in the official template and no hand-written abilities, the pool plays
exactly what the compiler reads in that text, and a text is compiled once a process.

The lines that hold no ability (a Sentinel reminder, a Ride Deck Crest's rule, a crest's energy
cap) are read as such; the cards and texts here are our own inventions in the templates."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from cardtext_reading import read, refused

from vgwidget.cardtext import explain, render
from vgwidget.cardtext import rule_lines as rl
from vgwidget.engine.abilities.model import parse_ability
from vgwidget.engine.cards import PROTECT, Card, _compiled_once, default_pool

CARDS = Path(__file__).resolve().parents[1] / "vgwidget" / "data" / "cards"
FILES = sorted(CARDS.glob("*.json"))
SENTINEL = 'Sentinel (You may only have up to four cards with "Sentinel" in a deck.)'
GUARD = (
    "[AUTO](GC):When this unit is placed on (GC), [COST][Discard a card from your hand], "
    "choose one of your units, and that unit cannot be hit until end of that battle."
)


@pytest.mark.rule("golden.card-text")
@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_every_card_of_a_shipped_cards_file_is_text_only(path: Path) -> None:
    """No card keeps hand-written abilities beside its text (they could disagree)."""
    cards = json.loads(path.read_text(encoding="utf-8"))
    assert cards
    for card in cards:
        assert "abilities" not in card, f"{path.name}: {card['id']} keeps hand-written abilities"
        assert isinstance(card.get("text", ""), str)


SHIPPED = [c for c in default_pool() if c is not PROTECT]


@pytest.mark.rule("golden.card-text")
@pytest.mark.parametrize("card", SHIPPED, ids=[c.id for c in SHIPPED])
def test_the_pool_plays_what_the_card_text_reads(card: Card) -> None:
    """A card's abilities are its text compiled in its format's era, one for one, each with its
    own printed words; a card with no text has none."""
    if not card.text.strip():
        assert card.abilities == ()
        return
    era = card.formats[0] if len(card.formats) == 1 else None
    records = read(card.text, era)
    assert tuple(parse_ability(r, card.name, i) for i, r in enumerate(records)) == tuple(
        replace(ab, text="") for ab in card.abilities
    )
    for ab in card.abilities:
        assert ab.text and ab.text in card.text


@pytest.mark.rule("golden.card-text")
def test_the_pool_compiles_each_distinct_text_once_a_process() -> None:
    """Building the pool again (a position's own pool, a reload) compiles no text again."""
    default_pool()
    misses = _compiled_once.cache_info().misses
    default_pool.cache_clear()
    try:
        pool = default_pool()
    finally:
        assert _compiled_once.cache_info().misses == misses
    assert pool["Cinderwall Guardian"].abilities[0].keyword == "sentinel"


# ---------------------------------------------------------------- lines that hold no ability
@pytest.mark.rule("keyword.sentinel")
def test_a_sentinel_reminder_names_the_ability_placed_on_gc_as_its_sentinel_ability() -> None:
    (rec,) = read(f"{SENTINEL}\n{GUARD}", "standard")
    assert rec["keyword"] == "sentinel" and rec["timing"] == "placed-on-gc"
    # the reminder may follow the ability too; without it the same ability is no Sentinel
    assert read(f"{GUARD} {SENTINEL}", "standard") == [rec]
    (plain,) = read(GUARD, "standard")
    assert "keyword" not in plain


@pytest.mark.rule("keyword.sentinel")
def test_a_sentinel_reminder_leaves_other_abilities_unnamed() -> None:
    text = f"{SENTINEL}\n{GUARD}\n[AUTO](RC):When this unit is placed on (RC), draw a card."
    guard, call = read(text, "standard")
    assert guard["keyword"] == "sentinel" and "keyword" not in call


@pytest.mark.rule("deck.ride-deck-crest")
def test_a_ride_deck_crest_line_holds_no_ability() -> None:
    (line,) = (p.template for p in rl.RULE_LINES if p.value == "ride-deck-crest")
    assert read(line, "standard") == []
    assert explain(line).startswith(
        'Rule line: "Ride Deck Crest ('
    ) and "[deck.ride-deck-crest]" in explain(line)


@pytest.mark.rule("marker.energy")
def test_an_energy_cap_line_holds_no_ability_and_keeps_its_number() -> None:
    text = (
        "(Your energy cannot go above 7.)\n"
        "[AUTO](Crest zone):At the beginning of your ride phase, Energy-Charge 2."
    )
    (rec,) = read(text, "standard")
    assert rec["effect"] == [{"do": "energy-charge", "n": 2}]
    assert '"(Your energy cannot go above 7.)"' in explain(text)


@pytest.mark.rule("keyword.sentinel")
def test_a_misspelled_rule_line_is_refused_not_skipped() -> None:
    err = refused(SENTINEL.replace("four", "for") + "\n" + GUARD, "standard")
    assert err.position == 0
    err = refused(f"{GUARD} Sentinel (up to four)", "standard")
    assert err.phrase.startswith("Sentinel") and err.position == len(GUARD) + 1


@pytest.mark.rule("text.ability-layout")
@pytest.mark.parametrize(
    ("name", "kind"), [("Ember Spark Ticket", "ticket"), ("Aurora Crest", "crest")]
)
def test_an_before_a_name_that_opens_with_a_vowel(name: str, kind: str) -> None:
    text = f'[ACT](RC)[1/Turn]:[COST][Energy-Blast 3], you get an "{name}" {kind}.'
    (rec,) = read(text, "standard")
    assert rec["effect"] == [{"do": f"get-{kind}", "name": name}]
    assert f'you get an "{name}" {kind}' in render(rec)
    assert 'you get a "Quill Ticket" ticket' in render(
        {**rec, "effect": [{"do": "get-ticket", "name": "Quill Ticket"}]}
    )
