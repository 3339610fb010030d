"""The card-text compiler (vgwidget.cardtext) refuses what it cannot read exactly (misspelled and
unknown phrases, mechanics the engine lacks, text it would only approximate, an unknown era),
and ``explain`` names each clause with a catalogue rule and refuses like ``compile``.

All card names and texts here are our own inventions in the official templates."""

from __future__ import annotations

import pytest
from cardtext_reading import refused

from vgwidget.cardtext import CardTextError, compile, explain
from vgwidget.engine.catalogue import get_rule


# ----------------------------------------------------------------------------- refusals
@pytest.mark.parametrize(
    ("text", "phrase", "suggestion"),
    [
        ("[AUTO](VC):When this unit atacks, draw a card.", "When this unit atacks",
         "When this unit attacks"),
        ("[AUTO](VC):When this unit attacks, drow a card.", "drow a card", "draw a card"),
        ("[ACT](RC):[COST][Counter-Blats 1], draw a card.", "Counter-Blats 1",
         "Counter-Blast N"),
        ("[CONT](RC):If your vangard is grade 3 or greater, this unit gets [Power]+2000.",
         "If your vangard is grade 3 or greater", "if your vanguard is grade N or greater"),
        ("[AUTO](VC):When this unit attacks, this unit gets [Power]+5000 until end of tunr.",
         "until end of tunr", "until end of turn"),
        ("[AUTO](VC):At the beginning of your mian phase, draw a card.",
         "At the beginning of your mian phase", "At the beginning of your main phase"),
    ],
)  # fmt: skip
def test_a_misspelling_is_refused_with_the_phrase_its_place_and_a_did_you_mean(
    text: str, phrase: str, suggestion: str
) -> None:
    err = refused(text)
    assert err.phrase == phrase
    assert err.position == text.index(phrase)
    assert err.suggestion == suggestion
    assert err.expected[0] == suggestion
    message = str(err)
    lines = message.splitlines()
    assert lines[0] == text
    assert lines[1] == " " * err.position + "^" * len(phrase)
    assert f"did you mean {suggestion!r}" in message


def test_an_unknown_phrase_is_refused_with_what_was_expected() -> None:
    text = "[ACT](VC):Whistle a merry tune, and draw a card."
    err = refused(text)
    assert err.phrase == "Whistle a merry tune"
    assert err.position == text.index("Whistle")
    assert "draw a card" in err.expected and "shuffle your deck" in err.expected
    assert err.suggestion is None


def test_a_clause_not_understood_refuses_the_whole_text() -> None:
    """Never approximate: the first ability is fine, the second's last clause is not read, so
    nothing is returned at all."""
    text = (
        "[ACT](VC):Draw a card.\n[AUTO](RC):When this unit attacks, this unit gets "
        "[Power]+5000 until end of that battle, and sing loudly."
    )
    err = refused(text)
    assert err.phrase == "sing loudly"
    assert err.position == text.index("sing loudly")


@pytest.mark.parametrize(
    ("text", "phrase", "mechanic"),
    [
        ("[AUTO](RC):When this unit attacks, [COST][Return this unit to your hand], draw a "
         "card.", "Return this unit to your hand", "hand"),
        ('[ACT](VC):[COST][Put a rear-guard with "Archon" in its card name into your soul], draw '
         "a card.", 'with "Archon" in its card name', "a part of a card name"),
        ("[ACT](VC)[2/Turn]:Draw a card.", "[2/Turn]", "N/Turn"),
        ("[AUTO]Front Row Left (RC):When this unit attacks, draw a card.", "Front Row Left (RC)",
         "one front row circle"),
        ("[AUTO](VC):When your drive check reveals a trigger unit, draw a card.",
         "When your drive check reveals a trigger unit", "trigger"),
        ("[ACT](VC):Choose a card named \"Quillspark Herald\" from your drop zone, and put it "
         "into your hand.", "from your drop zone, and put it into your hand", "drop zone"),
        ("[AUTO]:When this card is put into soul from deck or (RC), draw a card.",
         "put into soul from", "put into the soul"),
        ("[AUTO]:When this card is discarded from hand while riding from the ride deck, draw a "
         "card.", "while riding from the ride deck", "discard timing"),
        ("[AUTO](RC):When this unit boosts, your opponent chooses a card from their hand, "
         "and discards it.", "your opponent chooses", "opponent"),
        ("[ACT](VC):This unit gets [Power]+5000 for each of your opponent's [Rest] units until "
         "end of turn.", "for each", "counted"),
    ],
)  # fmt: skip
def test_a_mechanic_the_engine_lacks_is_named(text: str, phrase: str, mechanic: str) -> None:
    err = refused(text)
    assert err.phrase == phrase
    assert err.mechanic is not None and mechanic in err.mechanic
    assert err.position == text.index(phrase)
    assert "which the engine does not have" in str(err)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        # two stats for one chosen unit: as two effects the engine would ask twice, so refused
        ("[AUTO](VC):When this unit attacks, choose one of your units, and it gets "
         "[Power]+10000 and [Critical]+1 until end of that battle.", "choose one"),
        # a CONT change has no span
        ("[CONT](RC):This unit gets [Power]+5000 until end of turn.", "until end of turn"),
        # an AUTO/ACT change needs one
        ("[ACT](RC):This unit gets [Power]+5000.", "."),
        # a choice of one does not say "them"
        ("[ACT](VC):Choose one of your rear-guards, and retire them.", "Choose one"),
        # the reminder text's number must be the marker's
        ("[CONT](VC)[Limit-Break 4](This ability is active if you have five or more damage):"
         "This unit gets [Power]+2000.", "(This ability"),
        # a lock targets a rear-guard only (the engine's own check, reported on the text)
        ("[ACT](VC):Lock your opponent's vanguard.", "[ACT]"),
        # "When placed" names no circle without one in the head
        ("[AUTO]:When placed, draw a card.", "When placed"),
        # a second sentence that is not a new ability
        ("[ACT](VC):Draw a card. Then dance.", "Then dance"),
        ("", "(empty text)"),
    ],
)  # fmt: skip
def test_text_that_would_be_approximated_is_refused(text: str, why: str) -> None:
    err = refused(text)
    assert err.phrase.startswith(why) or why in err.phrase, (err.phrase, str(err))


def test_an_unknown_era_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown era"):
        compile("[ACT](VC):Draw a card.", era="future")


# ----------------------------------------------------------------------------- explain
def test_explain_names_each_clause_and_a_catalogue_rule_for_it() -> None:
    text = (
        "[AUTO](VC)[1/Turn]:When this unit attacks, if you have four or more damage, "
        "[COST][Counter-Blast 1], choose up to one of your opponent's rear-guards, and retire "
        "it, and this unit gets [Power]+5000 until end of that battle."
    )
    out = explain(text)
    lines = out.splitlines()
    assert lines[0].startswith("Ability 1: AUTO (on the vanguard circle, when this unit attacks)")
    for words in ("[1/Turn]", "When this unit attacks", "if you have four or more damage",
                  "Counter-Blast 1", "until end of that battle"):  # fmt: skip
        assert any(f'"{words}' in line for line in lines), words
    for line in lines[1:]:
        rule = line.rsplit("[", 1)[1].rstrip("]")
        assert get_rule(rule)


def test_explain_refuses_like_compile() -> None:
    with pytest.raises(CardTextError):
        explain("[ACT](VC):Drow a card.")
