"""Deck statistics (``vgwidget.simulate`` and ``vgwidget simulate``): the figures add up, do not
depend on how the games were spread over processes or a Dask cluster, and bad input is one
clear error."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from vgwidget import bots
from vgwidget.cli import main
from vgwidget.engine.decks import teaching_decks
from vgwidget.engine.game import Game
from vgwidget.simulate import SimulationError, play_game, simulate

DECKS = Path(__file__).resolve().parent.parent / "vgwidget" / "data" / "decks"


@pytest.mark.parametrize("fmt", ["standard", "classic"])
def test_the_figures_add_up_and_match_the_games(fmt: str) -> None:
    sim = simulate(games=6, jobs=1, format=fmt, seed=3)
    s = sim.summary()
    assert s["games"] == 6 == len(sim.rows)
    assert [r.seed for r in sim.rows] == list(range(3, 9))
    wins1 = sum(r.winner == 0 for r in sim.rows)
    assert s["deck1_win_rate"] == round(wins1 / 6, 4)
    assert s["deck1_going_first"]["games"] + s["deck1_going_second"]["games"] == 6
    # each row is the game those seeds play: replay one and count its trigger checks again
    row = sim.rows[2]
    g = Game.new(seed=row.seed, format=fmt)
    n = bots.play_out(g, [bots.make("greedy", seed=2 * row.seed), bots.make("greedy")])
    assert (n, g.state.turn, g.result and g.result.winner) == (row.decisions, row.turns, row.winner)
    checks = [e for e in g.events if e.rule == "trigger.check"]
    assert sum(sum(t.values()) for t in row.triggers) == len(checks)
    assert row.damage == tuple(len(p.damage) for p in g.state.players)
    assert "win rate" in sim.table() and "heal checks per game" in sim.table()


def test_more_jobs_give_the_same_games() -> None:
    one = simulate(games=6, jobs=1, seed=20)
    two = simulate(games=6, jobs=2, seed=20)
    assert one.rows == two.rows


def test_a_progress_bar_counts_the_games() -> None:
    out = io.StringIO()
    simulate(games=3, jobs=1, progress=out)
    assert out.getvalue().endswith("[" + "#" * 30 + "] 3/3 games\n")


def test_simulate_runs_on_a_local_dask_cluster() -> None:
    distributed = pytest.importorskip(
        "distributed", reason="Dask is not installed (pip install 'vgwidget[scale]')"
    )
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        on_dask = simulate(games=4, seed=40, dask=client)
        by_address = simulate(games=2, seed=40, dask=cluster.scheduler_address)
    local = simulate(games=4, seed=40, jobs=1)
    assert on_dask.rows == local.rows
    assert by_address.rows == local.rows[:2]


def test_lookahead_levels_can_play_a_simulation() -> None:
    sim = simulate(games=1, jobs=1, levels=("lookahead", "random"), playouts=3)
    assert sim.rows[0].winner is not None and sim.levels == ("lookahead", "random")


def test_bad_input_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SimulationError, match="games is a whole number >= 1"):
        simulate(games=0)
    with pytest.raises(SimulationError, match="levels are two of random, greedy, lookahead"):
        simulate(games=1, levels=("greedy", "expert"))
    with pytest.raises(SimulationError, match="jobs"):
        simulate(games=1, jobs=0)
    bad = tmp_path / "bad.txt"
    bad.write_text("name: tiny\n[main]\n3 x Ember Lancer\n", encoding="utf-8")
    with pytest.raises(Exception, match="deck 1"):
        simulate(bad, None, games=1)


def test_cli_simulate_prints_the_table_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    d1, d2 = str(DECKS / "standard-1.txt"), str(DECKS / "standard-2.txt")
    assert main(["simulate", d1, d2, "--games", "4", "--jobs", "2"]) == 0
    out, err = capsys.readouterr()
    assert "4 games, standard, greedy vs greedy" in out and "win rate going first" in out
    assert "4/4 games" in err
    assert main(["simulate", d1, d2, "--games", "2", "--jobs", "1", "--json", "--quiet"]) == 0
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert data["summary"]["games"] == 2 and len(data["games"]) == 2 and err == ""


def test_cli_simulate_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    d1 = str(DECKS / "standard-1.txt")
    assert main(["simulate", d1, str(tmp_path / "missing.txt"), "--games", "1"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("vgwidget: ") and err.count("\n") == 1
    assert main(["simulate", d1, d1, "--games", "0"]) == 1
    assert "games is a whole number" in capsys.readouterr().err


def test_play_game_is_plain_data_for_workers() -> None:
    import pickle

    t1, t2 = teaching_decks("classic")
    from vgwidget.simulate import GameSpec

    spec = GameSpec(0, 7, "classic", (t1.to_text(), t2.to_text()), ("greedy", "random"), 4)
    assert pickle.loads(pickle.dumps(spec)) == spec
    row = play_game(spec)
    assert pickle.loads(pickle.dumps(row)) == row
