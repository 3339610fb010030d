"""Shared test set-up: the ``rule`` marker and the rule-coverage report.

Mark a test with the catalogue rule(s) it checks::

    @pytest.mark.rule("battle.boost")
    def test_boost_adds_the_boosters_power(): ...

At the end of a run, the rules named by markers are checked against the catalogue
(an unknown ID fails the run) and a coverage summary is printed: which share of the
inventory lines of each format is implemented by a catalogue entry that some test
checks ("untested = uncovered"). The full report goes to ``test-artifacts/rule-coverage.txt``.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

_MARKED: dict[str, set[str]] = {}


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "rule(*ids): catalogue rule IDs this test checks")
    config.addinivalue_line("markers", "browser: needs Debian chromium and playwright")
    config.addinivalue_line("markers", "slow: takes more than a few seconds")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        for mark in item.iter_markers("rule"):
            for rid in mark.args:
                _MARKED.setdefault(str(rid), set()).add(item.nodeid)


def tested_rules() -> dict[str, set[str]]:
    """Rule ID -> test node ids that carry it (filled at collection time)."""
    return _MARKED


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # type: ignore[no-untyped-def]
    if not _MARKED:
        return
    try:
        from vgwidget.engine.rule_coverage import coverage_report
    except ImportError:  # pragma: no cover - before the catalogue exists
        return
    text, unknown = coverage_report(set(_MARKED))
    out = Path(config.rootpath) / "test-artifacts"
    out.mkdir(exist_ok=True)
    (out / "rule-coverage.txt").write_text(text, encoding="utf-8")
    terminalreporter.write_sep("-", "rule coverage (tested catalogue entries)")
    for line in text.splitlines()[:3]:
        terminalreporter.write_line(line)
    if unknown:
        terminalreporter.write_line(f"UNKNOWN rule IDs in markers: {sorted(unknown)}")


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
