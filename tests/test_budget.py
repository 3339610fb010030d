"""The speed budget's plumbing (issue 23).

The budget itself needs valgrind and a minute, so ``make test`` runs it as its own stage
(``benchmarks/bench_instructions.py --check``, which prints measured, budget and their ratio
per format). Here, without valgrind: the budget file is complete, and the verdict fails a
format over its budget by more than the tolerance and passes one within it.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from benchmark_scripts import load


def test_the_budget_file_names_every_format_and_the_seeds() -> None:
    bi = load("bench_instructions")
    budget = bi.read_budget()
    assert set(budget["formats"]) >= set(bi.FORMATS)
    assert budget["warmup_seed"] not in budget["seeds"]
    assert budget["tolerance"] == 0.03


@pytest.mark.parametrize(
    ("measured", "within"),
    [(100_000, True), (103_000, True), (103_001, False), (90_000, True)],
)
def test_a_format_over_its_budget_by_more_than_the_tolerance_fails(
    measured: int, within: bool
) -> None:
    bi = load("bench_instructions")
    budget = {"tolerance": 0.03, "formats": {"standard": {"instructions_per_decision": 100_000}}}
    got = {"formats": {"standard": {"instructions_per_decision": measured}}}
    ((fmt, m, b, ratio, ok),) = bi.verdicts(got, budget)
    assert (fmt, m, b, ok) == ("standard", measured, 100_000, within)
    assert ratio == pytest.approx(measured / 100_000)


def test_a_budget_file_without_a_budget_is_refused(tmp_path: Path) -> None:
    bi = load("bench_instructions")
    f = tmp_path / "budget.toml"
    f.write_text("seeds = [1, 2]\nwarmup_seed = 0\ntolerance = 0.03\n[formats.standard]\n")
    with pytest.raises(SystemExit, match="formats.standard.instructions_per_decision"):
        bi.read_budget(f)
    assert bi.read_budget(f, budgets=False)["seeds"] == [1, 2]  # --write-budget fills them
