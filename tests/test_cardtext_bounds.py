"""A refusal costs bounded work, whatever the text: a text longer than any card prints is
refused at once with a clear error, the did-you-mean compares a bounded number of characters
and is worked out only when it is read, and hostile texts (a long run of words, deep nesting
of brackets) are refused, never hang. The bounds are checked by counting, not by timing.

All texts here are our own inventions."""

from __future__ import annotations

import difflib
from typing import Any

import pytest

from vgwidget.cardtext import CardTextError, compile, compile_card
from vgwidget.cardtext.compiler import MAX_CARD_TEXT
from vgwidget.cardtext.reader import GUESS_CHARS


class _CountingMatcher(difflib.SequenceMatcher):  # type: ignore[type-arg]
    """A SequenceMatcher that records the lengths it is asked to compare."""

    sizes: list[tuple[int, int]] = []

    def __init__(self, isjunk: Any = None, a: Any = "", b: Any = "", autojunk: bool = True):
        _CountingMatcher.sizes.append((len(a), len(b)))
        super().__init__(isjunk, a, b, autojunk)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    _CountingMatcher.sizes = []
    monkeypatch.setattr(difflib, "SequenceMatcher", _CountingMatcher)
    return _CountingMatcher.sizes


def test_a_text_longer_than_any_card_is_refused_at_once_with_a_clear_error(
    counted: list[tuple[int, int]],
) -> None:
    text = "[ACT](VC):" + "gleam " * (50 * 1024 // 6)
    for reading in (lambda: compile(text), lambda: compile_card(text, unread="manual")):
        with pytest.raises(CardTextError) as err:
            reading()
        assert err.value.position == MAX_CARD_TEXT
        assert f"at most {MAX_CARD_TEXT:,} characters" in str(err.value)
    assert counted == []  # nothing was compared


@pytest.mark.parametrize(
    "text",
    [
        # a long run of words no template has, just under the limit
        "[AUTO](VC):When this unit attacks, " + "murmur " * ((MAX_CARD_TEXT - 40) // 7),
        # deep nesting of brackets
        "[ACT](VC):" + "[" * 3000 + "glow" + "]" * 3000,
        # brackets closed again and again after one opened: once quadratic to cut the phrase
        "[ACT](VC):[" + "x]" * ((MAX_CARD_TEXT - 20) // 2),
    ],
    ids=["words", "nested-brackets", "closing-brackets"],
)
def test_a_hostile_text_is_refused_with_a_bounded_did_you_mean(
    text: str, counted: list[tuple[int, int]]
) -> None:
    with pytest.raises(CardTextError) as err:
        compile(text)
    assert counted == []  # the guess waits until it is read
    assert str(err.value)  # the message reads it
    assert all(a <= GUESS_CHARS and b <= GUESS_CHARS for a, b in counted)
    reading = compile_card(text, unread="manual")
    assert [a.get("manual") for a in reading.abilities] == [True]


def test_a_manual_record_is_kept_without_working_out_a_did_you_mean(
    counted: list[tuple[int, int]],
) -> None:
    """Reading a whole card list keeps each unread ability as manual: its ``why`` names the
    words not understood, and no guess is compared for it."""
    reading = compile_card("[AUTO](VC):When this unit atacks, draw a card.", unread="manual")
    (rec,) = reading.abilities
    assert rec["why"] == "'When this unit atacks' is not understood here"
    assert counted == []
    assert reading.unread[0].suggestion == "When this unit attacks"  # still there when read
    assert counted
