"""``vgwidget card``: the explanation of a text, its records as JSON, the error with a caret,
and ``--check`` of a cards file (text-only cards compile; text and abilities must agree)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vgwidget.cli import main

TEXT = "[ACT](VC)[1/Turn]:[COST][Soul-Blast 1], draw a card."


def test_card_prints_how_the_text_reads(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", TEXT]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Ability 1: ACT (on the vanguard circle)")
    assert '"Soul-Blast 1" — cost: Soul-Blast N [cost.soul-blast]' in out


def test_card_json_prints_the_records(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "--json", TEXT]) == 0
    (rec,) = json.loads(capsys.readouterr().out)
    assert rec["effect"] == [{"do": "draw"}] and rec["cost"] == [{"soul-blast": 1}]


def test_card_prints_the_error_with_a_caret_under_the_phrase(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bad = "[ACT](VC):[COST][Soul-Blast 1], drwa a card."
    assert main(["card", bad]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert lines[0] == bad
    assert lines[1] == " " * bad.index("drwa") + "^" * len("drwa a card")
    assert "did you mean 'draw a card'?" in lines[2]


def test_card_check_reads_a_cards_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.toml"
    good.write_text(
        '[[cards]]\nname = "Quillspark Herald"\ngrade = 1\npower = 8000\nshield = 5000\n'
        f'text = "{TEXT}"\n'
        '[[cards]]\nname = "Quillspark Page"\ngrade = 0\npower = 5000\nshield = 10000\n'
        'text = "[AUTO](RC):When this unit attacks, Soul-Charge 1."\n'
        'abilities = [{type = "AUTO", zones = ["RC"], timing = "attacks", on = "self", '
        'effect = [{do = "soul-charge", n = 1}]}]\n'
    )
    assert main(["card", "--check", str(good)]) == 0
    assert "2 card(s) checked, 0 problem(s)." in capsys.readouterr().out


def test_card_check_reports_text_and_abilities_that_disagree(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps(
            [
                {
                    "name": "Quillspark Herald",
                    "grade": 1,
                    "text": TEXT,
                    "abilities": [{"type": "ACT", "zones": ["VC"], "effect": [{"do": "draw"}]}],
                },
                {"name": "Quillspark Page", "grade": 0, "text": "[ACT](VC):Drwa a card."},
            ]
        )  # fmt: skip
    )
    assert main(["card", "--check", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "entry 0 (Quillspark Herald): its abilities are not what its text says" in out
    assert "entry 1 (Quillspark Page): the text is not read in full" in out
    assert "2 card(s) checked, 2 problem(s)." in out


def test_card_needs_a_text_or_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card"]) == 1
    assert "give the card text" in capsys.readouterr().err
