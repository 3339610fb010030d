"""``compile_card``: a whole card read ability by ability (issue #21 §2). By default an ability
not read refuses the card exactly like ``compile`` (never approximated: nothing is kept
silently); with ``unread="manual"`` it becomes a manual ability record (judge.manual-ability:
the judge resolves it) that keeps its own printed text, the reason, and only what of its head
is read with certainty, never an effect.

All card texts here are our own inventions in the official templates."""

from __future__ import annotations

import pytest

from vgwidget.cardtext import CardReading, CardTextError, compile, compile_card, split_abilities

READ = "[AUTO](VC):When this unit attacks, draw a card."
UNREAD = "[ACT](RC)[1/Turn]:Whistle a merry tune."
pytestmark = pytest.mark.rule("judge.manual-ability")


def test_a_card_read_in_full_is_what_compile_returns() -> None:
    text = f"{READ} [CONT](VC):All of your units get [Power]+2000."
    reading = compile_card(text, unread="manual")
    assert isinstance(reading, CardReading)
    assert reading.abilities == compile(text)
    assert reading.unread == [] and reading.manual == []


def test_refusal_is_the_default_and_is_the_compilers_error() -> None:
    text = f"{READ} {UNREAD}"
    with pytest.raises(CardTextError) as strict:
        compile(text)
    with pytest.raises(CardTextError) as lenient:
        compile_card(text)
    assert (lenient.value.phrase, lenient.value.position) == (
        strict.value.phrase, strict.value.position)  # fmt: skip
    assert lenient.value.phrase == "Whistle a merry tune"


def test_an_unread_ability_is_kept_as_manual_with_its_text_and_reason() -> None:
    text = f"{READ} {UNREAD}"
    reading = compile_card(text, unread="manual")
    read, manual = reading.abilities
    assert read == compile(READ)[0]
    assert manual == {
        "manual": True,
        "type": "ACT",
        "zones": ["RC"],
        "once_per_turn": True,
        "text": UNREAD,
        "why": "'Whistle a merry tune' is not understood here",
    }
    (err,) = reading.unread
    assert err.position == text.index("Whistle") and err.text == text
    assert "effect" not in manual


def test_a_manual_auto_keeps_its_timing_and_the_heads_conditions() -> None:
    text = "[AUTO](VC)[Limit-Break 4]:When this unit attacks a vanguard, whistle a merry tune."
    (rec,) = compile_card(text, unread="manual").abilities
    assert rec["timing"] == "attacks" and rec["zones"] == ["VC"]
    assert rec["keyword"] == "limit-break"
    assert {"limit-break": 4} in rec["condition"]
    assert {"attacking-vanguard": True} in rec["condition"]


def test_an_older_cost_before_the_timing_is_skipped_not_kept() -> None:
    text = "[AUTO](VC):[Counter Blast (1)] When this unit attacks, whistle a merry tune."
    (rec,) = compile_card(text, unread="manual").abilities
    assert rec["timing"] == "attacks" and "cost" not in rec


def test_a_timing_not_closed_by_its_comma_is_not_kept() -> None:
    """The words "When this unit attacks or guards," are not the attack timing: reading stops."""
    text = "[AUTO](VC):When this unit attacks or guards, draw a card."
    (rec,) = compile_card(text, unread="manual").abilities
    assert rec["manual"] and rec["type"] == "AUTO" and "timing" not in rec
    assert rec["why"] == "'or guards' is not understood here"


def test_an_unknown_timing_leaves_the_head_unread() -> None:
    text = "[AUTO](VC)[1/Turn]:Whenever a song is sung, draw a card."
    (rec,) = compile_card(text, unread="manual").abilities
    assert rec["once_per_turn"] and "timing" not in rec


def test_a_clause_read_before_an_unread_one_is_not_kept() -> None:
    """Never approximate: "draw a card" is read, "and whistle" is not, so the ability is
    manual and nothing of its effect is kept."""
    text = "[AUTO](VC):When this unit attacks, draw a card and whistle."
    (rec,) = compile_card(text, unread="manual").abilities
    assert rec["manual"] and "effect" not in rec and rec["text"] == text


def test_an_order_cards_text_with_no_head_is_a_manual_order() -> None:
    (rec,) = compile_card("Whistle a merry tune.", unread="manual").abilities
    assert rec["type"] == "ORDER" and rec["zones"] == ["order"]


def test_a_head_whose_zone_is_not_read_is_not_kept() -> None:
    text = "[CONT](Hand zone):This unit gets [Power]+2000."
    (rec,) = compile_card(text, unread="manual").abilities
    assert rec == {"manual": True, "text": text, "why": rec["why"]}


def test_text_before_the_first_head_of_a_unit_is_not_an_order() -> None:
    text = f"Whistle a merry tune. {READ}"
    first, second = compile_card(text, unread="manual").abilities
    assert first["manual"] and "type" not in first
    assert second == compile(READ)[0]


def test_split_abilities_cuts_at_each_head() -> None:
    assert split_abilities(f"{READ}  {UNREAD}") == [(0, READ), (len(READ) + 2, UNREAD)]


def test_an_unknown_mode_or_era_is_refused() -> None:
    with pytest.raises(ValueError, match="unread mode"):
        compile_card(READ, unread="guess")
    with pytest.raises(ValueError, match="era"):
        compile_card(READ, era="future")
