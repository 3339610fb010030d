"""The command line shows a player only what that player may see (hostile input and hidden
information): ``vgwidget play --json --player N`` prints that player's view and log, never the
record (seed, decks, decisions) from which the opponent's hand could be rebuilt."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from vgwidget.cli import main
from vgwidget.engine.game import Game


def _same_game(seed: int, fmt: str) -> Game:
    """The game ``vgwidget play --seed SEED --format FMT`` plays."""
    game = Game.new(seed=seed, format=fmt)
    chooser = random.Random(seed)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    return game


def _hidden_names(game: Game, viewer: int) -> set[str]:
    """Names of the opponent's cards in hand and deck at the end that the viewer never saw:
    not in the viewer's view of the final state nor anywhere in the viewer's explain log."""
    opp = game.state.players[1 - viewer]
    cards = game.state.table.cards
    seen = json.dumps(game.view(viewer), ensure_ascii=False) + "\n".join(
        e.text for e in game.events_for(viewer)
    )
    return {cards[i].name for i in (*opp.hand, *opp.deck) if cards[i].name not in seen}


# seeds whose game ends with opponent cards in hand or deck that each player never saw
@pytest.mark.parametrize(("fmt", "seed"), [("standard", 28), ("classic", 25)])
@pytest.mark.parametrize("player", [1, 2])
def test_play_json_for_a_player_holds_only_that_players_view(
    capsys: pytest.CaptureFixture[str], fmt: str, seed: int, player: int
) -> None:
    game = _same_game(seed, fmt)
    viewer = player - 1
    hidden = _hidden_names(game, viewer)
    assert hidden, "the test needs opponent cards the player never saw"
    assert (
        main(["play", "--seed", str(seed), "--format", fmt, "--json", "--player", str(player)]) == 0
    )
    out = capsys.readouterr().out
    for name in hidden:
        assert name not in out, f"Player {player}'s output names {name!r}, hidden from them"
    data = json.loads(out)
    assert set(data) == {"viewer", "view", "events"}
    assert data["viewer"] == viewer
    assert data["view"] == game.view(viewer)
    assert data["events"] == [e.to_dict(viewer) for e in game.events]
    assert [e["text"] for e in data["events"]] == [e.text for e in game.events_for(viewer)]
    for key in ("seed", "decks", "main", "decisions", "digest"):
        assert f'"{key}":' not in out
    # the explain log as text: the same
    assert main(["play", "--seed", str(seed), "--format", fmt, "--player", str(player)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(game.explain(viewer))
    assert all(name not in out for name in hidden)
    # the judge (no --player) still gets the full record, which rebuilds the game
    assert main(["play", "--seed", str(seed), "--format", fmt, "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert record["start"]["seed"] == seed
    del record["events"]
    assert Game.from_record(record).events == game.events


def test_a_redacted_event_redacted_again_is_unchanged() -> None:
    game = _same_game(28, "standard")
    private = [e for e in game.events if e.private is not None]
    assert private
    for e in private:
        assert e.private is not None
        once = e.for_viewer(1 - e.private)
        assert once.text and once.text != e.text
        assert once.for_viewer(1 - e.private) == once
        assert once.to_dict(1 - e.private)["text"] == once.text


POSITION = """
[game]
format = "standard"
turn = 3
turn_player = 1
phase = "main"
[players.1]
hand = ["Ember Lancer"]
circles = { VC = "Cinder Drake Warden" }
deck = { fill = "teaching" }
[players.2]
circles = { VC = "Coralshield Captain" }
deck = { fill = "teaching" }
[script]
actions = ["end-main", "end-battle"]
[[expect]]
note = "nobody draws (wrong: Player 2 draws at the start of turn 4)"
kind = "draw"
absent = true
"""


def test_position_play_for_a_player_quotes_no_hidden_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from vgwidget.engine.timeline import play_script

    path = tmp_path / "draw.toml"
    path.write_text(POSITION, encoding="utf-8")
    game = Game.from_position(path)
    assert play_script(game, dict(game.position_extras)["script"], "script") == []
    cards = game.state.table.cards
    drawn = {cards[i].name for e in game.events if e.private == 1 for i in e.cards}
    assert drawn, "Player 2 draws a card only they may see"
    # the judge's report quotes the failing event in full
    assert main(["position", str(path), "--play"]) == 1
    judge = capsys.readouterr().out
    assert "should not happen" in judge and any(n in judge for n in drawn)
    # Player 1's report says the same without naming Player 2's card
    assert main(["position", str(path), "--play", "--player", "1"]) == 1
    out = capsys.readouterr().out
    assert "should not happen" in out and "Player 2 draws a card." in out
    assert not any(n in out for n in drawn)


def test_a_players_replay_and_position_leave_out_the_judges_own_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Notes, side-line names, the question and the ruling are the judge's words and may name
    any card: a player's output leaves them out (the judge's keeps them)."""
    game = Game.new(seed=3)
    hand_card = game.state.card(game.state.players[1].hand[0]).name
    game.annotate(0, f"Player 2 holds “{hand_card}”.")
    game.apply(game.legal_actions()[0])
    record = tmp_path / "game.json"
    record.write_text(game.to_json(), encoding="utf-8")
    assert main(["replay", str(record)]) == 0
    assert hand_card in capsys.readouterr().out
    assert main(["replay", str(record), "--player", "1"]) == 0
    out = capsys.readouterr().out
    assert f"holds “{hand_card}”" not in out and "left out of a player's view" in out

    path = tmp_path / "q.toml"
    path.write_text(
        POSITION.replace("[meta]", '[meta]\nquestion = "Does the hidden Secret Card matter?"')
        if "[meta]" in POSITION
        else '[meta]\ntitle = "T"\nquestion = "Does the hidden Secret Card matter?"\n' + POSITION,
        encoding="utf-8",
    )
    main(["position", str(path)])
    assert "Secret Card" in capsys.readouterr().out
    main(["position", str(path), "--player", "1"])
    assert "Secret Card" not in capsys.readouterr().out


@pytest.mark.rule("zone.g-zone", "zone.hidden", "legion.unit", "stride.heart")
def test_the_board_shows_legion_heart_and_only_the_g_zone_a_player_may_see(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """`vgwidget position` draws the legion mate beside VC and the heart under a G unit; the
    opponent's face-down G zone is counted, never named."""
    from vgwidget.engine.position import positions_dir

    q21 = str(positions_dir() / "q21-only-the-legion-leader-is-attacked.toml")
    assert main(["position", q21]) == 0
    assert "VC in legion with: Ilvar the Twinflame Lantern Knight" in capsys.readouterr().out
    q09 = str(positions_dir() / "q09-stride-cost-grades-add-up.toml")
    assert main(["position", q09, "--play"]) == 0
    out = capsys.readouterr().out
    assert "heart (under the G unit on VC): Aurelio the Radiant Lanternlord" in out
    assert main(["position", q09, "--player", "2"]) == 0
    out = capsys.readouterr().out
    assert "G zone: (hidden), (hidden)" in out  # Player 1's two face-down G units
    assert "Aurelion the Dawnforged" not in out and "Solstice Herald" not in out
    assert "G zone: Vessaline the Maelstrom Admiral" in out  # Player 2's own
