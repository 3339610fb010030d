"""A deck line whose card name matches only after Unicode folding (issue #24, item 19) is read,
and the reading says which line was folded and how: a Kelvin sign read as K, a full-width digit
as a digit, a zero-width space removed. A name that differs only in case or spacing needs no
such word."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from vgwidget.engine.cards import fold_changes
from vgwidget.engine.deck_list import parse_deck
from vgwidget.engine.decks import teaching_decks


def test_fold_changes_names_each_folded_character() -> None:
    assert fold_changes("\u212aelpwood Archer") == ["U+212A KELVIN SIGN read as “K”"]
    assert fold_changes("Ember\u200b Lancer") == ["U+200B ZERO WIDTH SPACE removed"]
    assert fold_changes("\uff14") == ["U+FF14 FULLWIDTH DIGIT FOUR read as “4”"]
    assert fold_changes("ember  LANCER") == []


@pytest.mark.rule("deck.copies")
def test_a_deck_line_read_after_unicode_folding_is_reported_with_its_line() -> None:
    text = (
        "4 x Ember Lancer\n4 x Ember\u200b Lancer\n\uff12 x \u212aelpwood Archer\n"
        "3 x ember lancer\n"
    )
    deck = parse_deck(text, where="d.txt")
    assert deck.main.count("Ember Lancer") == 11
    assert deck.main.count("Kelpwood Archer") == 2
    assert list(deck.notes) == [
        "d.txt, line 2: “4 x Ember\u200b Lancer” read as “4 x Ember Lancer” after Unicode "
        "folding (U+200B ZERO WIDTH SPACE removed)",
        "d.txt, line 3: “\uff12 x \u212aelpwood Archer” read as “2 x Kelpwood Archer” after "
        "Unicode folding (U+FF12 FULLWIDTH DIGIT TWO read as “2”; U+212A KELVIN SIGN read as “K”)",
    ]


def test_a_plain_deck_list_has_no_notes() -> None:
    deck = teaching_decks("standard")[0]
    assert parse_deck(deck.to_text()).notes == ()


def test_check_deck_says_which_line_was_folded(tmp_path: Path) -> None:
    deck = teaching_decks("standard")[0]
    name = deck.main[-1]
    text = deck.to_text().replace(f"x {name}\n", f"x {name}\u200b\n", 1)
    f = tmp_path / "d.txt"
    f.write_text(text, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "vgwidget", "check-deck", str(f), "--format", "standard"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert "U+200B ZERO WIDTH SPACE removed" in run.stdout
    assert f"x {name}” after Unicode folding" in run.stdout


def test_play_says_which_deck_line_was_folded_on_stderr(tmp_path: Path) -> None:
    deck = teaching_decks("standard")[0]
    name = deck.main[-1]
    f = tmp_path / "d.txt"
    f.write_text(deck.to_text().replace(f"x {name}\n", f"x {name}\u200b\n", 1), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "vgwidget", "play", "--seed", "1", "--deck1", str(f), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert "U+200B ZERO WIDTH SPACE removed" in run.stderr
    assert "U+200B" not in run.stdout
