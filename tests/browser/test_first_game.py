"""Notebook 0 in real JupyterLab: the guided first game, played to its end by clicking only the
choices the board lists, with each coach note seen exactly once and the summary at the end.

The beginner's habits (tests/beginner.py) pick among the listed buttons' words; the test reads
the coach's note at every decision, so a note shown twice, or one that comes back later, fails.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from beginner import pick
from servers import jupyter_lab, open_notebook

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK = ROOT / "tutorials" / "00-your-first-game.ipynb"
BOARD = "[data-testid=vgwidget]"
CHOICES = f"{BOARD} [data-testid=actions] .vgw-act"
COACH = f"{BOARD} [data-testid=coach] .vgw-coach-title"
OVER = "Coach: the game is over"
READY = """([choices, coach, over, before]) => {
  const board = document.querySelector('[data-testid=vgwidget]');
  if (!board) return false;
  const status = board.querySelector('[data-testid=status]');
  if (status && status.classList.contains('vgw-status-busy')) return false;
  const log = board.querySelector('[data-testid=log]');
  if (before !== null && log && log.textContent === before) return false;
  const note = document.querySelector(coach);
  if (note && note.textContent === over) return true;
  return document.querySelectorAll(choices).length > 0;
}"""
"""The board is ready for the next click: the engine answered (the log grew), the computer's
moves were played forward, and either choices are listed or the game is over."""


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, Path]]:
    root = tmp_path_factory.mktemp("first-game-lab")
    shutil.copy(NOTEBOOK, root / NOTEBOOK.name)
    with jupyter_lab(root) as port:
        yield port, root


def _log(page: Any) -> str:
    return str(page.locator(f"{BOARD} [data-testid=log]").text_content() or "")


@pytest.mark.rule("win.damage", "battle.attack", "battle.guard")
def test_the_first_game_is_played_to_the_end_with_each_note_once(
    browser: Any, lab: tuple[int, Path], artifacts: Path
) -> None:
    port, _ = lab
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    try:
        open_notebook(page, port, NOTEBOOK.name, own_workspace=True)
        page.click("text=Run", timeout=10000)
        page.click("text=Run All Cells", timeout=10000)
        page.wait_for_selector(CHOICES, timeout=90000)
        page.wait_for_selector("text=| Idle", timeout=60000)
        page.screenshot(path=str(artifacts / "first-game-start.png"))

        stretches: list[str] = []  # the coach's note at each decision, repeats folded
        clicks = calls = 0
        turn_seen = ""
        while True:
            page.wait_for_function(READY, arg=[CHOICES, COACH, OVER, None], timeout=90000)
            note = page.locator(COACH)
            title = (note.first.text_content() or "") if note.count() else ""
            if not stretches or stretches[-1] != title:
                stretches.append(title)  # "" too: a note that comes back is a new stretch
            if title == OVER:
                break
            assert clicks < 300, "the game does not end"
            turn = re.search(r"Turn (\d+)", page.locator(BOARD).text_content() or "")
            if turn and turn.group(1) != turn_seen:
                turn_seen, calls = turn.group(1), 0
            buttons = page.locator(CHOICES)
            labels = [str(x) for x in buttons.all_text_contents()]
            if not labels:  # the list was redrawn between the wait and this read: wait again
                continue
            i = pick(labels, calls)
            calls += labels[i].startswith("Call")
            if clicks == 8:
                page.screenshot(path=str(artifacts / "first-game-playing.png"))
            before = _log(page)
            buttons.nth(i).click()
            clicks += 1
            page.wait_for_function(READY, arg=[CHOICES, COACH, OVER, before], timeout=90000)

        page.screenshot(path=str(artifacts / "first-game-over.png"))
        notes = [x for x in stretches[:-1] if x]
        assert len(notes) == len(set(notes)) >= 5, stretches  # each note once, never again
        for kind in ("your opening hand", "the ride phase", "the main phase", "attacking"):
            assert f"Coach: {kind}" in notes, notes
        summary = page.locator(f"{BOARD} [data-testid=coach]").text_content() or ""
        m = re.search(r"You took (\d+) decisions, of (\d+) kinds", summary)
        assert m and int(m.group(1)) == clicks and int(m.group(2)) == len(notes), summary
        assert "Damage: you" in summary
    finally:
        ctx.close()
