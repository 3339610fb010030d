"""``vgwidget replay`` of a hostile or broken record: one line on stderr naming what is wrong
(for a bad decision: its index and field), a non-zero exit code, never a traceback."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from vgwidget.cli import main
from vgwidget.engine.game import Game


def _record() -> dict[str, Any]:
    g = Game.new(seed=3)
    for _ in range(6):
        g.apply(g.legal_actions()[0])
    return g.to_record()


def _decision(i: int, **fields: Any) -> Callable[[dict[str, Any]], bytes]:
    def edit(rec: dict[str, Any]) -> bytes:
        rec["main"]["decisions"][i].update(fields)
        return json.dumps(rec, indent=1).encode()

    return edit


CASES: list[tuple[str, Callable[[dict[str, Any]], bytes], list[str]]] = [
    ("junk-field", _decision(3, junk=1), ["decision 3", "'junk'"]),
    ("two-junk-fields", _decision(2, junk=1, other=[1]), ["decision 2", "'junk'", "'other'"]),
    ("long-junk-field", _decision(3, **{"j" * 100_000: 1}), ["decision 3", "'jjj"]),
    ("junk-field-newline", _decision(4, **{"ju\nnk": 1}), ["decision 4", "ju\\nnk"]),
    ("player-true", _decision(3, player=True), ["decision 3", "'player'"]),
    ("unknown-circle", _decision(3, circle="ZZ"), ["decision 3", "'circle'", "'ZZ'"]),
    ("long-kind", _decision(3, kind="x" * 100_000), ["decision 3", "kind"]),
    ("field-the-kind-ignores", _decision(3, target="a\nb" * 1000), ["decision 3", "'target'"]),
    ("huge-card", _decision(3, card=10**4000), ["decision 3", "not legal"]),
    ("unknown-kind-newline", _decision(3, kind="a\nb" * 1000), ["decision 3", "kind"]),
    ("deeply-nested", lambda rec: b"[" * 100_000 + b"]" * 100_000, ["nested too deeply"]),
    (
        "huge-number",
        lambda rec: b'{"schema_version": ' + b"1" * 5000 + b"}",
        ["not valid JSON"],
    ),
    ("not-utf8", lambda rec: b"\xff\xfe{}", ["not UTF-8"]),
]


@pytest.mark.parametrize(("edit", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_replay_of_a_bad_record_is_a_one_line_error(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    edit: Callable[[dict[str, Any]], bytes],
    expected: list[str],
) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(edit(copy.deepcopy(_record())))
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err[:500]
    (line,) = lines
    assert line.startswith("vgwidget replay: ")
    assert len(line) < 600
    assert "Traceback" not in line
    for part in expected:
        assert part in line
