"""``vgwidget play --vs LEVEL``: a human on standard input against the computer; the human
sees the computer's moves in the log with their rules, and nothing hidden."""

from __future__ import annotations

import io

import pytest

from vgwidget.cli import main


def _play(monkeypatch: pytest.MonkeyPatch, lines: list[str], *args: str) -> tuple[int, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{x}\n" for x in lines)))
    out = io.StringIO()
    monkeypatch.setattr("sys.stdout", out)
    return main(["play", *args]), out.getvalue()


@pytest.mark.parametrize("level", ["random", "greedy", "lookahead"])
def test_a_human_plays_against_each_level_and_concedes(
    monkeypatch: pytest.MonkeyPatch, level: str
) -> None:
    lines = ["?", "b", "not a move", "1", "1", "1", "1", "1", "1", "c"]
    rc, out = _play(monkeypatch, lines, "--vs", level, "--seed", "2", "--playouts", "4")
    assert rc == 0
    assert "You are Player 1; the computer" in out and "Type the number of an action" in out
    assert "You (Player 1): damage" in out  # the board
    assert "not an action here" in out
    assert "Player 1 concedes, so Player 2 wins." in out and "[win.concede]" in out
    # the computer's decisions appear in the log with their rules
    assert "Player 2 keeps the opening hand." in out or "[setup.mulligan] Player 2" in out


def test_the_human_sees_only_their_own_view(monkeypatch: pytest.MonkeyPatch) -> None:
    from vgwidget.engine.game import Game

    rc, out = _play(monkeypatch, ["1"] * 6 + ["c"], "--vs", "greedy", "--seed", "5")
    assert rc == 0
    g = Game.new(seed=5)
    opp_deck = {g.state.table.cards[i].name for i in g.state.players[1].deck}
    mine = {g.state.table.cards[i].name for i in g.state.players[0].deck}
    # no card name that only the opponent's deck holds appears before anything is revealed
    only_theirs = opp_deck - mine
    head = out.split("T1 [turn.sequence]")[0]
    assert not any(f"“{n}”" in head for n in only_theirs - {"Ripplet Herald"})


def test_a_move_in_script_notation_and_the_seat(monkeypatch: pytest.MonkeyPatch) -> None:
    rc, out = _play(monkeypatch, ["mulligan:", "c"], "--vs", "random", "--seat", "2", "--seed", "1")
    assert rc == 0 and "You are Player 2" in out
    assert "Player 2 keeps the opening hand." in out
    assert "Player 2 concedes, so Player 1 wins." in out


def test_input_that_ends_early_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    rc, out = _play(monkeypatch, ["1"], "--vs", "greedy", "--seed", "1")
    assert rc == 1 and out.rstrip().endswith("input ended before the game did")


def test_play_without_vs_still_needs_a_seed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play"]) == 1
    assert "--seed is required" in capsys.readouterr().err
