"""Deck lists: parsing the text form (headers, sections, comments, card lines, errors with
their line numbers), round trips through text and dicts, and how a violation is reported.
"""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError, replace
from pathlib import Path

import pytest
from deck_checks import POOL, TEST_POOL, cls1, std1

from vgwidget.engine.decks import (
    Deck,
    Violation,
    check_deck,
    format_violations,
    load_deck,
    parse_deck,
    teaching_decks,
)
from vgwidget.engine.errors import DeckError

# ------------------------------------------------------------------ parsing


def test_parse_card_line_forms() -> None:
    deck = parse_deck(
        "4 x Ember Lancer\n3x Flarewing Skirmisher\n2 Kindlescale Page\n1 X Blazeguard Knight\n"
        "1 Xeno Test Unit\n2\u00d7Scorchmane Raider\n",
        pool=TEST_POOL,
    )
    assert deck.counts() == {
        "Ember Lancer": 4,
        "Flarewing Skirmisher": 3,
        "Kindlescale Page": 2,
        "Blazeguard Knight": 1,
        "Xeno Test Unit": 1,
        "Scorchmane Raider": 2,
    }


def test_parse_headers_sections_and_comments() -> None:
    text = """
    # a comment line
    name: My Deck
    format: Classic

    [First Vanguard]
    1 x Lampwick Sprite
    [main]
    4 x Glintblade Page  # an inline comment
    [ride-deck]
    1 x Dawnspear Knight
    [G deck]
    1 x Solaris Paragon Knight
    """
    deck = parse_deck(text)
    assert (deck.name, deck.format, deck.first_vanguard) == (
        "My Deck",
        "classic",
        "Lampwick Sprite",
    )
    assert deck.main == ("Glintblade Page",) * 4
    assert deck.ride_deck == ("Dawnspear Knight",)
    assert deck.g_deck == ("Solaris Paragon Knight",)
    assert deck.lines["Glintblade Page"] == 9 and deck.lines["[ride deck]"] == 10


def test_parse_default_section_is_main_and_default_name_from_where() -> None:
    deck = parse_deck("2 x Ember Lancer", where="decks/my-fire.txt")
    assert deck.main == ("Ember Lancer", "Ember Lancer")
    assert (deck.name, deck.format) == ("my-fire", None)


def test_parse_names_ignore_case_and_spacing() -> None:
    deck = parse_deck("4 x ember   LANCER")
    assert deck.main == ("Ember Lancer",) * 4


def test_parse_errors_have_line_numbers_and_are_all_reported() -> None:
    text = "\n".join(
        [
            "4 x Ember Lancer",
            "four x Ember Lancer",  # 2: bad count
            "[side deck]",  # 3: unknown section
            "4 x",  # 4: empty name
            "0 x Ember Lancer",  # 5: count 0
            "51 x Ember Lancer",  # 6: count > 50
            "4 x Ember Lanser",  # 7: unknown card
            "format: lunar",  # 8: unknown format
            "-1 x Ember Lancer",  # 9: negative count
            "4.5 x Ember Lancer",  # 10: bad count
        ]
    )
    with pytest.raises(DeckError) as err:
        parse_deck(text, where="fire.txt")
    problems = err.value.problems
    assert [p.split(":")[0] for p in problems] == [
        f"fire.txt, line {n}" for n in (2, 3, 4, 5, 6, 7, 8, 9, 10)
    ]
    assert "bad count" in problems[0]
    assert "unknown section" in problems[1]
    assert "no card name" in problems[2]
    assert "out of range" in problems[3] and "out of range" in problems[4]
    assert 'did you mean "Ember Lancer"' in problems[5]
    assert "unknown format" in problems[6]
    assert "out of range" in problems[7] and "bad count" in problems[8]
    assert "9 problems" in str(err.value)


def test_parse_unknown_card_with_suggestion() -> None:
    with pytest.raises(
        DeckError,
        match=r'line 1: unknown card "Sparkflit Sprit" '
        r'\(did you mean "Sparkflit Sprite"\?\)',
    ):
        parse_deck("4 x Sparkflit Sprit")


def test_parse_unknown_card_without_suggestion() -> None:
    with pytest.raises(DeckError, match="no card of that name"):
        parse_deck("4 x Qqqqqqqq Zzzzzz")


def test_parse_first_vanguard_section_holds_one_card() -> None:
    with pytest.raises(DeckError, match="line 2: the \\[first vanguard\\] section holds exactly"):
        parse_deck("[first vanguard]\n2 x Lampwick Sprite")
    with pytest.raises(DeckError, match="line 3"):
        parse_deck("[first vanguard]\n1 x Lampwick Sprite\n1 x Seedling Familiar")


def test_parse_uses_the_given_pool() -> None:
    with pytest.raises(DeckError):
        parse_deck("1 x Test Ember Heal")
    assert parse_deck("1 x Test Ember Heal", pool=TEST_POOL).main == ("Test Ember Heal",)


def test_load_deck_names_the_file(tmp_path: Path) -> None:
    good = tmp_path / "fire.txt"
    good.write_text(std1().to_text(), encoding="utf-8")
    assert load_deck(good) == std1()
    bad = tmp_path / "broken.txt"
    bad.write_text("4 x Ember Lancer\n4 x Nope Nope\n", encoding="utf-8")
    with pytest.raises(DeckError, match=r"broken\.txt, line 2"):
        load_deck(bad)


# ------------------------------------------------------------------ round trips


@pytest.mark.parametrize("fmt", ["standard", "classic"])
def test_to_text_from_text_round_trip(fmt: str) -> None:
    for deck in teaching_decks(fmt):
        text = deck.to_text()
        again = Deck.from_text(text)
        assert again == deck
        assert again.to_text() == text


def test_to_text_keeps_card_order_exactly() -> None:
    deck = Deck("Order", None, ("Ember Lancer", "Kindlescale Page", "Ember Lancer"))
    assert parse_deck(deck.to_text()).main == deck.main


@pytest.mark.parametrize("fmt", ["standard", "classic"])
def test_to_dict_from_dict_round_trip(fmt: str) -> None:
    for deck in teaching_decks(fmt):
        data = json.loads(json.dumps(deck.to_dict()))
        assert Deck.from_dict(data) == deck
        assert Deck.from_dict(data).to_dict() == deck.to_dict()
        assert set(data) == {"name", "format", "main", "ride_deck", "g_deck", "first_vanguard"}


def test_from_dict_rejects_malformed_data() -> None:
    with pytest.raises(DeckError) as err:
        Deck.from_dict({"name": 3, "main": {"Ember Lancer": 0}, "ride_deck": 7, "colour": "red"})
    assert len(err.value.problems) == 4


def test_from_dict_accepts_lists_of_names() -> None:
    deck = Deck.from_dict({"name": "L", "main": ["Ember Lancer", "Ember Lancer"]})
    assert deck.main == ("Ember Lancer", "Ember Lancer") and deck.format is None


def test_deck_is_frozen_and_hashable() -> None:
    deck = std1()
    with pytest.raises(FrozenInstanceError):
        deck.name = "x"  # type: ignore[misc]
    assert hash(deck) == hash(Deck.from_dict(deck.to_dict()))


def test_counts_include_ride_deck_and_first_vanguard() -> None:
    assert std1().counts()["Cinderling Squire"] == 4
    assert cls1().counts()["Lampwick Sprite"] == 1
    assert sum(cls1().counts().values()) == 50


# ------------------------------------------------------------------ reporting


def test_violation_str_names_line_rule_and_inventory() -> None:
    v = Violation("deck.copies", '5 copies of "X" (at most 4 per name)', 12, "DECK-005")
    assert str(v) == 'line 12: [deck.copies] 5 copies of "X" (at most 4 per name, DECK-005)'
    assert str(Violation("deck.size", "49 cards", None, "DECK-001")) == (
        "[deck.size] 49 cards (DECK-001)"
    )
    assert v.to_dict() == {
        "rule": "deck.copies",
        "message": '5 copies of "X" (at most 4 per name)',
        "line": 12,
        "inventory": "DECK-005",
    }


def test_format_violations_one_per_line() -> None:
    deck = replace(std1(), ride_deck=())
    text = format_violations(check_deck(deck, "standard"))
    assert text.count("\n") == 1 and "[deck.ride-deck]" in text
    assert "legal" in format_violations([])


@pytest.mark.rule("deck.format-legal")
def test_lookalike_names_are_normalised_or_refused_naming_the_character() -> None:
    """One stated rule (NFKC, invisible characters removed, case and spacing ignored): a Kelvin
    sign, full-width letters and a zero-width space still name the card; a Cyrillic letter
    that only looks Latin is refused, and the message names it instead of suggesting a name
    that looks the same."""
    spellings = (
        "4 x \u212aelpwood Archer",  # Kelvin sign
        "4 x Kelpwood\u200b Archer",  # zero-width space
        "4 x \uff2belpwood Archer",  # full-width K
    )
    for spelt in spellings:
        deck = parse_deck(spelt, pool=POOL)
        assert deck.counts() == {"Kelpwood Archer": 4}
    with pytest.raises(DeckError) as err:
        parse_deck("4 x Kelpw\u043eod Archer", pool=POOL)  # a Cyrillic o
    msg = str(err.value)
    assert "U+043E CYRILLIC SMALL LETTER O" in msg and "did you mean" not in msg


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4 x Ember Lancer\n" * 100_000, "characters long; at most 65,536"),
        ("\n" * 5_000, "more than 1,000 lines"),
        ("[" * 10_000, "…"),  # a long junk line is never echoed whole
    ],
)
def test_a_broken_deck_list_is_one_clear_error(text: str, expected: str) -> None:
    with pytest.raises(DeckError) as err:
        parse_deck(text, pool=POOL)
    assert expected in str(err.value) and len(str(err.value)) < 2_000
