"""Shared test set-up: the ``rule`` and ``covers`` markers and the line-coverage report.

Mark a test with the inventory lines it checks and the formats it plays::

    @pytest.mark.covers("BOOST-001", "BOOST-004", formats=("standard", "classic"))
    def test_boost_adds_the_boosters_power(): ...

Format names are ``standard``, ``classic`` and ``premium``. Without ``formats=``, the test
must be parametrized over a ``fmt`` argument holding a format name: each instance then covers
its own format. With both, an instance covers the formats of ``formats=`` that equal its
``fmt`` (so ``formats=("standard",)`` on a test run for both formats counts its Standard run
only). A marker naming an unknown inventory line, a format the line is not tagged for, or no
format at all stops the run at collection, naming the test.

After the run, a line counts as covered for a format only when a *passing* test marks it for
that format and a catalogue entry naming it is ``enforced`` for that format
(``vgwidget.engine.rule_coverage``). The per-format figures are printed; the details go to
``test-artifacts/rule-coverage.txt`` and ``test-artifacts/line-coverage.json``.

``@pytest.mark.rule(ID)`` still names catalogue entries; an unknown ID stops the run at
collection too.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

_MARKED: dict[str, set[str]] = {}
"""Catalogue rule ID -> node ids of the tests marked ``rule(ID)``."""
_COVERS: dict[str, set[tuple[str, str]]] = {}
"""Test node id -> the (inventory line, format) pairs it covers."""
_PASSED: set[str] = set()
_FAILED: set[str] = set()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "rule(*ids): catalogue rule IDs this test checks")
    config.addinivalue_line(
        "markers",
        "covers(*line_ids, formats=(...)): inventory lines this test checks, and the formats "
        "it plays (standard, classic, premium); without formats=, from a `fmt` parameter",
    )
    config.addinivalue_line("markers", "browser: needs Debian chromium and playwright")
    config.addinivalue_line("markers", "slow: takes more than a few seconds")


def _covers_pairs(item: pytest.Item) -> tuple[set[tuple[str, str]], list[str]]:
    """The (line, format) pairs ``item`` covers, and what is wrong with its markers."""
    from vgwidget.engine.rule_coverage import check_covers_mark

    pairs: set[tuple[str, str]] = set()
    problems: list[str] = []
    for mark in item.iter_markers("covers"):
        ids = [str(a) for a in mark.args]
        extra = sorted(set(mark.kwargs) - {"formats"})
        if extra:
            problems.append(f"unexpected keyword(s) {extra} (only formats=)")
        callspec = getattr(item, "callspec", None)
        params = callspec.params if callspec is not None else {}
        played = params.get("fmt")
        if "formats" in mark.kwargs:
            raw = mark.kwargs["formats"]
            formats = [raw] if isinstance(raw, str) else list(raw)
        else:
            if "fmt" not in params:
                problems.append(
                    "covers() has no formats= and the test has no `fmt` parameter: "
                    'say which formats the test plays, e.g. formats=("standard",)'
                )
                continue
            if not isinstance(played, str):
                problems.append(f"its `fmt` parameter is {played!r}, not a format name")
                continue
            formats = [played]
        bad = check_covers_mark(ids, formats)
        problems.extend(bad)
        if not bad:
            # an instance parametrized over `fmt` plays that format only
            counted = [f for f in formats if not isinstance(played, str) or f == played]
            pairs.update((i, f) for i in ids for f in counted)
    return pairs, problems


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    from vgwidget.engine.catalogue import rule_ids

    known = rule_ids()
    errors: list[str] = []
    for item in items:
        for mark in item.iter_markers("rule"):
            for rid in mark.args:
                _MARKED.setdefault(str(rid), set()).add(item.nodeid)
                if str(rid) not in known:
                    errors.append(f"{item.nodeid}: unknown catalogue rule {rid!r}")
        pairs, problems = _covers_pairs(item)
        errors.extend(f"{item.nodeid}: {p}" for p in problems)
        if pairs:
            _COVERS[item.nodeid] = pairs
    if errors:
        raise pytest.UsageError("bad rule / covers markers:\n  " + "\n  ".join(errors))


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    if report.nodeid not in _COVERS:
        return
    if report.failed:
        _FAILED.add(report.nodeid)
    elif report.when == "call" and report.passed and not hasattr(report, "wasxfail"):
        _PASSED.add(report.nodeid)


def tested_rules() -> dict[str, set[str]]:
    """Rule ID -> test node ids that carry it (filled at collection time)."""
    return _MARKED


def passed_pairs() -> dict[tuple[str, str], set[str]]:
    """(inventory line, format) -> node ids of the tests that marked it and passed."""
    out: dict[tuple[str, str], set[str]] = {}
    for nodeid in _PASSED - _FAILED:
        for pair in _COVERS.get(nodeid, ()):
            out.setdefault(pair, set()).add(nodeid)
    return out


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # type: ignore[no-untyped-def]
    from vgwidget.engine.rule_coverage import (
        count_line_coverage,
        coverage_json,
        coverage_summary,
        coverage_text,
        unknown_rule_ids,
        untested_entries,
    )

    unknown = unknown_rule_ids(set(_MARKED))
    if unknown:
        terminalreporter.write_line(f"UNKNOWN rule IDs in markers: {sorted(unknown)}")
    if not (_PASSED | _FAILED):
        # no covers-marked test ran (e.g. the notebook or browser stage): keep the
        # artifacts of the last run that did
        return

    cov = count_line_coverage(passed_pairs())
    untested = untested_entries(set(_MARKED))
    text = coverage_text(cov)
    text += f"\nenforced catalogue entries without a rule() marker ({len(untested)}): "
    text += ", ".join(untested) + "\n"
    out = Path(config.rootpath) / "test-artifacts"
    out.mkdir(exist_ok=True)
    (out / "rule-coverage.txt").write_text(text, encoding="utf-8")
    (out / "line-coverage.json").write_text(coverage_json(cov), encoding="utf-8")
    terminalreporter.write_sep("-", "inventory lines covered (enforced, marked, passed)")
    for line in coverage_summary(cov):
        terminalreporter.write_line(line)


# ------------------------------------------------------------------ browser tests
# Debian's chromium driven by Playwright (never a browser that Playwright downloads).

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
ARTIFACTS = Path(__file__).resolve().parents[1] / "test-artifacts"


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not os.path.exists(CHROMIUM):
        pytest.skip("Debian chromium is not installed (make test installs it)")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        yield b
        b.close()


@pytest.fixture()
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS
