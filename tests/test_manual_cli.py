"""``vgwidget card --check`` reports abilities kept deliberately as manual (judge.manual-ability)
as such, counted and listed with why the engine does not read them, not as problems; an unread
ability not marked manual is still a problem. Invented cards only."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vgwidget.cardtext import compile_card
from vgwidget.cli import main

READ = "[ACT](VC):Draw a card."
TUNE = "[AUTO](VC):When this unit attacks, whistle a merry tune."
pytestmark = pytest.mark.rule("judge.manual-ability")


def test_check_counts_and_lists_manual_abilities(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = tmp_path / "cards.json"
    records = compile_card(f"{TUNE} {READ}", unread="manual").abilities
    f.write_text(
        json.dumps(
            [
                {"name": "Quillspark Herald", "grade": 1, "unread": "manual",
                 "text": f"{TUNE} {READ}"},
                {"name": "Quillspark Page", "grade": 0, "text": f"{TUNE} {READ}",
                 "abilities": records},
            ]
        ),
        encoding="utf-8",
    )  # fmt: skip
    assert main(["card", "--check", str(f)]) == 0
    out = capsys.readouterr().out
    assert "entry 0 (Quillspark Herald): ability 1 is manual (the judge resolves it): " in out
    assert "'whistle a merry tune' is not understood here" in out
    assert "entry 1 (Quillspark Page): ability 1 is manual" in out
    assert "2 card(s) checked, 0 problem(s), 2 manual abilities." in out


def test_check_still_refuses_an_unread_ability_not_marked_manual(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = tmp_path / "cards.json"
    f.write_text(json.dumps([{"name": "Quillspark Herald", "grade": 1, "text": TUNE}]))
    assert main(["card", "--check", str(f)]) == 1
    out = capsys.readouterr().out
    assert "the text is not read in full" in out and "1 problem(s)." in out


def test_check_refuses_manual_records_that_are_not_what_the_text_says(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    f = tmp_path / "cards.json"
    wrong = {"manual": True, "type": "AUTO", "zones": ["RC"], "timing": "attacks", "text": TUNE}
    f.write_text(json.dumps([{"name": "Quillspark Herald", "grade": 1, "text": TUNE,
                              "abilities": [wrong]}]))  # fmt: skip
    assert main(["card", "--check", str(f)]) == 1
    assert "its abilities are not what its text says" in capsys.readouterr().out
