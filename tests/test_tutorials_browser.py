"""Notebook 1 in real JupyterLab 4 after "Run All": the board does not give the answer away.

Every cell runs, including the one after the second question that makes the call the question
is about; the board still shows the game as it was when the first question was asked, and offers
no move. Once the learner has answered both questions (clicking the buttons), the board catches
up with the game; a move clicked then is tried on a copy, and "Back to the lesson" returns.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from servers import jupyter_lab, open_notebook

from vgwidget.tutorial import HELD_TITLE

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOK = ROOT / "tutorials" / "01-field-and-zones.ipynb"
ANSWER_SHOWN = "makes room"
"""Words of the explain-log line of the call the second question asks about."""


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, Path]]:
    root = tmp_path_factory.mktemp("tutorial-lab")
    shutil.copy(NOTEBOOK, root / NOTEBOOK.name)
    with jupyter_lab(root) as port:
        yield port, root


@pytest.mark.rule("main.call-occupied", "zone.hidden")
def test_after_run_all_the_board_waits_for_the_answers(
    browser: Any, lab: tuple[int, Path], artifacts: Path
) -> None:
    port, _ = lab
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    try:
        open_notebook(page, port, NOTEBOOK.name)
        page.click("text=Run", timeout=10000)  # the Run menu
        page.click("text=Run All Cells", timeout=10000)
        board = page.wait_for_selector("[data-testid=vgwidget]", timeout=60000)
        assert board is not None
        # every cell has run: the last checked cell printed the call's log line
        page.wait_for_function(
            "(words) => [...document.querySelectorAll('.jp-OutputArea-output')]"
            ".some((o) => o.textContent.includes(words))",
            arg=ANSWER_SHOWN,
            timeout=60000,
        )
        page.wait_for_selector("text=| Idle", timeout=60000)
        log = page.locator("[data-testid=vgwidget] [data-testid=log]")
        held = log.text_content() or ""
        assert held and ANSWER_SHOWN not in held
        assert HELD_TITLE in (page.locator("[data-testid=vgwidget]").text_content() or "")
        # held at a question, the board offers no move at all
        assert page.locator("[data-testid=vgwidget] [data-testid=actions] .vgw-act").count() == 0
        assert page.locator("[data-testid=vgwidget] [data-testid=paused]").count() == 1
        page.screenshot(path=str(artifacts / "tutorial-run-all-held.png"))

        page.get_by_role("button", name="only how many cards there are", exact=True).click()
        page.wait_for_selector("text=Right!", timeout=30000)
        assert ANSWER_SHOWN not in (log.text_content() or "")  # the second question holds it
        page.get_by_role("button", name="the drop zone", exact=True).click()
        page.wait_for_function(
            "(words) => document.querySelector('[data-testid=vgwidget] [data-testid=log]')"
            ".textContent.includes(words)",
            arg=ANSWER_SHOWN,
            timeout=30000,
        )
        assert HELD_TITLE not in (page.locator("[data-testid=vgwidget]").text_content() or "")
        page.screenshot(path=str(artifacts / "tutorial-run-all-answered.png"))

        # answered: a click tries the move on a copy, and "Back to the lesson" returns
        lesson_log = log.text_content() or ""
        page.locator("[data-testid=vgwidget] [data-testid=actions] .vgw-act").last.click()
        page.wait_for_selector("[data-testid=vgwidget] [data-testid=back]", timeout=30000)
        assert "on a copy" in (page.locator("[data-testid=practice]").text_content() or "")
        assert (log.text_content() or "") != lesson_log
        page.screenshot(path=str(artifacts / "tutorial-practice-copy.png"))
        page.click("[data-testid=vgwidget] [data-testid=back]")
        page.wait_for_function(
            "(text) => document.querySelector('[data-testid=vgwidget] [data-testid=log]')"
            ".textContent === text",
            arg=lesson_log,
            timeout=30000,
        )
        assert page.locator("[data-testid=vgwidget] [data-testid=back]").count() == 0
    finally:
        ctx.close()
