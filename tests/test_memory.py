"""Memory (issue 23): a game of 1,000 decisions, with its snapshots, its undo history and its
JSON record, holds at most 2 MB, counted by tracemalloc (Python's own allocations: the same run
after run, whatever the machine's load). ``benchmarks/bench_memory.py`` prints the same measure
with what costs what.
"""

from __future__ import annotations

import pytest
from benchmark_scripts import load


@pytest.fixture(scope="module")
def held() -> dict[str, int]:
    """The memory measure of ``bench_memory.py`` (1,000 decisions, seed 1)."""
    m: dict[str, int] = load("bench_memory").measure(1000, 1)
    return m


def test_a_1000_decision_game_with_its_history_and_record_holds_at_most_2_mb(
    held: dict[str, int],
) -> None:
    m = held
    assert m["decisions"] == 1000
    # the measure saw the game: its snapshots, log and undo history each hold something
    assert m["snapshots_bytes"] > 100_000 and m["log_bytes"] > 100_000
    assert m["undo_and_decisions_bytes"] > 100_000 and m["record_bytes"] > 10_000
    assert m["held_bytes"] <= 2_000_000, m


def test_a_snapshot_shares_what_its_event_did_not_change(held: dict[str, int]) -> None:
    """One snapshot costs a few new objects (the state, the player's zones that changed), not
    a copy of the board: far less than a board's worth of tuples."""
    m = held
    assert m["snapshot_objects_each"] < 6, m
    assert m["snapshot_bytes_each"] < 1_000, m
