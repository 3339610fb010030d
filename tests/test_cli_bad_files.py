"""Every CLI command that reads a file, over a corpus of broken files: one clear line, a
non-zero exit code, never a Python traceback (each run is cut off after 60 s)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

CORPUS: dict[str, bytes] = {
    "binary": bytes(range(256)) * 8,
    "latin1": '4 x Ember Lanc\xe9r\n[game]\nformat = "st\xe4ndard"\n'.encode("latin-1"),
    "utf16": "4 x Ember Lancer\n".encode("utf-16"),
    "nested": b"a = " + b"[" * 50_000 + b"]" * 50_000,
    "nested-json": b"[" * 100_000 + b"]" * 100_000,
    "bignum": b"[game]\nturn = " + b"9" * 5_000 + b"\n",
    "huge-count": b"1000000000000 x Ember Lancer\n",
    "count-of-5000-digits": b"9" * 5_000 + b" x Ember Lancer\n",
    "many-lines": b"4 x Ember Lancer\n" * 100_000,
    "megabytes": b"x" * 3_000_000,
    "empty": b"",
}

ROOT = Path(__file__).resolve().parents[1]
DECK = str(ROOT / "vgwidget" / "data" / "decks" / "standard-1.txt")
POSITION = str(ROOT / "vgwidget" / "data" / "positions" / "q16-equal-power-hits.toml")

COMMANDS = {
    "check-deck": ["check-deck", "{file}", "--format", "standard"],
    "position": ["position", "{file}"],
    "replay": ["replay", "{file}"],
    # deck lists and card files given to the other commands
    "play-deck": ["play", "--seed", "1", "--deck1", "{file}"],
    "simulate": ["simulate", "{file}", DECK, "--games", "1", "--jobs", "1", "--quiet"],
    "check-deck-cards": ["check-deck", DECK, "--cards", "{file}"],
    "position-cards": ["position", POSITION, "--cards", "{file}"],
}


@pytest.mark.parametrize("name", sorted(CORPUS))
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_no_cli_command_prints_a_traceback_for_a_broken_file(
    tmp_path: Path, name: str, command: str
) -> None:
    f = tmp_path / f"{name}.txt"
    f.write_bytes(CORPUS[name])
    argv = [a.replace("{file}", str(f)) for a in COMMANDS[command]]
    run = subprocess.run(
        [sys.executable, "-m", "vgwidget", *argv],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    out = run.stdout + run.stderr
    assert "Traceback" not in out, out[-2000:]
    assert run.returncode != 0
    assert out.strip(), "the output says what is wrong"
    assert len(out) < 5_000, "long junk is not echoed back"
