"""Every count the engine reads is bounded where it is read (issue #24, item 18): a game
record's deck section that says ``10**12`` or ``3·10**7`` copies, or a deck list whose count
has thousands of digits, is refused with a clear error naming it, at once and without a
traceback -- never expanded into millions of names first."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest

from vgwidget.engine.deck_list import MAX_LINE_COUNT, Deck, parse_deck
from vgwidget.engine.errors import DeckError, RecordError
from vgwidget.engine.game import Game


@pytest.fixture(scope="module")
def record() -> dict[str, object]:
    g = Game.new(seed=3)
    g.apply(g.legal_actions()[0])
    data: dict[str, object] = json.loads(g.to_json())
    return data


@pytest.mark.rule("deck.copies")
@pytest.mark.parametrize("count", [10**12, 3 * 10**7, MAX_LINE_COUNT + 1])
def test_a_records_deck_count_is_bounded_where_it_is_read(
    record: dict[str, object], count: int
) -> None:
    record = copy.deepcopy(record)
    deck = record["start"]["decks"][0]  # type: ignore[index]
    name = deck["main"][0]
    deck["main"] = {name: count}  # a section may also be written as name -> count
    text = json.dumps(record)
    tracemalloc.start()
    try:
        with pytest.raises(RecordError, match=rf"count of '{name}' .*1 to {MAX_LINE_COUNT}"):
            Game.from_json(text)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    # the memory bound says the count was never expanded (3·10**7 names alone take hundreds of
    # megabytes); speed is measured in benchmarks/, never asserted in a test
    assert peak < 50_000_000, f"{peak:,} bytes to refuse one count"


@pytest.mark.rule("deck.copies")
def test_a_decks_data_bounds_each_count() -> None:
    with pytest.raises(DeckError, match=r"count of 'Ember Lancer' is 10,000,000,000,000"):
        Deck.from_dict({"main": {"Ember Lancer": 10**13}})
    assert Deck.from_dict({"main": {"Ember Lancer": 4}}).main == ("Ember Lancer",) * 4


@pytest.mark.rule("deck.copies")
def test_a_deck_lines_count_of_thousands_of_digits_is_refused_in_words() -> None:
    text = "5" * 5_000 + " x Ember Lancer\n"
    with pytest.raises(DeckError) as e:
        parse_deck(text, where="d.txt")
    msg = str(e.value)
    assert "line 1" in msg and "out of range" in msg and "5,000 digits" in msg
    assert len(msg) < 300, "the count is not echoed whole"


@pytest.mark.rule("deck.copies")
def test_check_deck_with_a_5000_digit_count_prints_no_traceback(tmp_path: Path) -> None:
    f = tmp_path / "d.txt"
    f.write_text("9" * 5_000 + " x Ember Lancer\n", encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "vgwidget", "check-deck", str(f), "--format", "standard"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    out = run.stdout + run.stderr
    assert "Traceback" not in out, out[-2000:]
    assert run.returncode != 0 and "out of range" in out and len(out) < 1_000
