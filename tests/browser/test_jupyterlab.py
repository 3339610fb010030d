"""The widget in real JupyterLab 4: it renders, steps forward and back, the explain panel
follows, and a clicked action goes to the kernel, which the engine applies; a full turn played
with the keyboard alone; a question answered wrong, retried and answered right, with the
answers back in Python; axe-core finds no serious violation in the light and dark themes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from servers import jupyter_lab, open_and_run, open_notebook, run_cell

pytestmark = pytest.mark.browser

CELLS = [
    "import random\nfrom vgwidget import Game, VanguardWidget\n"
    "g = Game.new(seed=4)\nrnd = random.Random(4)\n"
    "for _ in range(30):\n    g.apply(rnd.choice(g.legal_actions()))\n"
    "w = VanguardWidget(g, perspective=None)\nw",
]
NOTEBOOKS = {
    "widget.ipynb": CELLS,
    "keyboard.ipynb": [
        "from vgwidget import Game, VanguardWidget\n"
        "w = VanguardWidget(Game.new(seed=4), perspective=None)\nw",
    ],
    "quiz.ipynb": [
        "from vgwidget.quiz import Predict, Verdict\n"
        "q = Predict('How many cards are in an opening hand?', ['4', '5'],\n"
        "            Verdict('5', 'setup.opening-hand', 'Each player drew five cards.'))\nq",
        "print('answers:', q.answers, q.correct, q.revealed)",
    ],
    "opponent.ipynb": [
        "from vgwidget import Game, VanguardWidget\n"
        "g = Game.new(seed=5)\nw = VanguardWidget(g, perspective=None)\nw",
        "print('computer decisions:', sum(1 for e in g.events if e.decision and e.actor == 1))\n"
        "print('turn:', g.state.turn)",
    ],
    "whatif.ipynb": [
        "import random\nfrom vgwidget import Game, VanguardWidget\n"
        "from vgwidget.engine import lines\n"
        "g = Game.new(seed=6)\nrnd = random.Random(6)\n"
        "for _ in range(80):\n    g.apply(rnd.choice(g.legal_actions()))\n"
        "def guard_at(g):\n"
        "    for at in lines.decision_events(g):\n"
        "        g.seek(at)\n"
        "        if g.state.decision.kind == 'guard' and len(g.legal_actions()) > 2:\n"
        "            g.seek_end()\n"
        "            return at\n"
        "at = guard_at(g)\n"
        "w = VanguardWidget(g, perspective=None, cursor=at)\nw",
    ],
}


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, Path]]:
    root = tmp_path_factory.mktemp("lab")
    for name, cells in NOTEBOOKS.items():
        nb = {
            "cells": [
                {
                    "cell_type": "code",
                    "metadata": {},
                    "source": c,
                    "outputs": [],
                    "execution_count": None,
                }
                for c in cells
            ],
            "metadata": {
                "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
            },
            "nbformat": 4,
            "nbformat_minor": 5,
        }
        (root / name).write_text(json.dumps(nb), encoding="utf-8")
    with jupyter_lab(root) as port:
        yield port, root


@pytest.mark.rule("turn.sequence", "main.call")
def test_widget_in_jupyterlab_steps_and_plays(
    browser: Any, lab: tuple[int, Path], artifacts: Path
) -> None:
    port, _ = lab
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        open_notebook(page, port, "widget.ipynb")
        root = run_cell(page, 0, "[data-testid=vgwidget]")
        assert root is not None
        # the note for plain nbconvert pages is in the output, and stays hidden in a live lab
        page.wait_for_selector(".vgw-offline-note", state="attached", timeout=30000)
        assert page.locator(".vgw-offline-note:visible").count() == 0
        text = page.locator("[data-testid=explain-text]")
        at_end = text.inner_text()
        page.click("[data-testid=prev]")
        page.click("[data-testid=prev]")
        back = text.inner_text()
        assert back != at_end
        page.click("[data-testid=next]")
        assert text.inner_text() != back
        page.click("[data-testid=last]")
        page.screenshot(path=str(artifacts / "jupyterlab-widget.png"))
        # play: click the first legal action offered; the kernel's engine applies it
        before = page.locator("[data-testid=log] li").count()
        button = page.locator("[data-testid=actions] button.vgw-act").first
        label = button.inner_text()
        button.click()
        page.wait_for_function(
            "(n) => document.querySelectorAll('[data-testid=log] li').length > n",
            arg=before,
            timeout=30000,
        )
        status = page.locator("[data-testid=status]").inner_text()
        assert "done" in status, (label, status)
        page.screenshot(path=str(artifacts / "jupyterlab-widget-played.png"))
        assert not [e for e in errors if "vgw" in e.lower() or "widget" in e.lower()], errors
    finally:
        ctx.close()


@pytest.mark.rule("turn.sequence")
def test_widget_in_notebook_7(browser: Any, lab: tuple[int, Path], artifacts: Path) -> None:
    """The same notebook in the Notebook 7 interface (served by the same Jupyter server)."""
    port, _ = lab
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    try:
        page.goto(f"http://127.0.0.1:{port}/notebooks/widget.ipynb")
        page.wait_for_selector(".jp-Notebook", timeout=60000)
        # Notebook 7 shows no "Idle" text: run the cell in place until the kernel takes it
        for _ in range(20):
            page.click(".jp-Cell .jp-InputArea-editor")
            page.keyboard.press("Control+Enter")
            try:
                page.wait_for_selector("[data-testid=vgwidget]", timeout=5000)
                break
            except Exception:  # noqa: BLE001 - the kernel was not ready yet: try again
                continue
        page.wait_for_selector("[data-testid=vgwidget]", timeout=10000)
        text = page.locator("[data-testid=explain-text]")
        at_end = text.inner_text()
        page.click("[data-testid=prev]")
        assert text.inner_text() != at_end
        page.screenshot(path=str(artifacts / "notebook7-widget.png"))
    finally:
        ctx.close()


def _active(page: Any) -> dict[str, Any]:
    return dict(
        page.evaluate(
            "(() => { const a = document.activeElement; const r = a && a.closest('[data-region]');"
            " return { region: r ? r.dataset.region : null,"
            " inWidget: !!(a && a.closest('[data-testid=vgwidget]')),"
            " text: a ? (a.innerText || '').slice(0, 80) : '' }; })()"
        )
    )


@pytest.mark.rule("turn.sequence", "setup.mulligan")
def test_a_full_turn_played_with_the_keyboard_alone(
    browser: Any, lab: tuple[int, Path], artifacts: Path
) -> None:
    """From the notebook into the widget with Tab, then every choice of the set-up and of
    Player 1's first turn with the arrow keys and Enter; the focus stays on the options."""
    port, _ = lab
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        open_and_run(page, port, "keyboard.ipynb", "[data-testid=actions] button")
        page.keyboard.press("Escape")  # leave the new cell's editor (command mode)
        for _ in range(120):  # Tab from the notebook into the widget's options
            if _active(page)["region"] == "actions":
                break
            page.keyboard.press("Tab")
        assert _active(page)["region"] == "actions", _active(page)
        pos = page.locator(".vgw-pos")
        log = page.locator("[data-testid=log] li")
        played = 0
        while "Turn 2" not in pos.inner_text() and played < 40:
            before = log.count()
            page.keyboard.press("End")  # the last option: keep going without a detour
            page.keyboard.press("Enter")
            page.wait_for_function(
                "(n) => document.querySelectorAll('[data-testid=log] li').length > n",
                arg=before,
                timeout=30000,
            )
            page.wait_for_timeout(150)
            assert _active(page)["region"] == "actions", (played, _active(page))
            played += 1
        assert "Turn 2" in pos.inner_text(), pos.inner_text()
        # step back and forward with the shortcuts, from where the focus is
        text = page.locator("[data-testid=explain-text]")
        now = text.inner_text()
        page.keyboard.press(",")
        assert text.inner_text() != now
        page.keyboard.press(".")
        assert text.inner_text() == now
        page.screenshot(path=str(artifacts / "jupyterlab-keyboard-turn.png"))
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.rule("setup.opening-hand")
def test_a_question_retried_in_jupyterlab_sends_every_answer_to_python(
    browser: Any, lab: tuple[int, Path], artifacts: Path
) -> None:
    port, _ = lab
    ctx = browser.new_context(viewport={"width": 1200, "height": 900})
    page = ctx.new_page()
    try:
        open_and_run(page, port, "quiz.ipynb", "[data-testid=quiz]")
        fb = page.locator("[data-testid=quiz-feedback]")
        page.click("button.vgw-choice:has-text('4')")
        page.wait_for_selector("[data-testid=quiz-retry]", timeout=30000)
        assert "Not quite" in fb.inner_text() and "“5”" not in fb.inner_text()
        font = page.evaluate(
            "getComputedStyle(document.querySelector('[data-testid=quiz-feedback]')).fontFamily"
        )
        assert "mono" not in font.lower(), font
        page.click("[data-testid=quiz-reveal]")
        page.wait_for_function(
            "() => document.querySelector('[data-testid=quiz-feedback]').innerText.includes('“5”')",
            timeout=30000,
        )
        page.click("[data-testid=quiz-retry]")
        page.wait_for_selector("[data-testid=quiz-feedback]", state="hidden", timeout=30000)
        page.click("button.vgw-choice:has-text('5')")
        page.wait_for_function(
            "() => (document.querySelector('[data-testid=quiz-feedback]').innerText || '')"
            ".startsWith('Right!')",
            timeout=30000,
        )
        page.screenshot(path=str(artifacts / "jupyterlab-quiz.png"))
        # the second cell reads the answers on the Python side
        out = run_cell(page, 1, ".jp-OutputArea-output:has-text('answers:')", 30000)
        assert out is not None
        assert "['4', '5'] True True" in out.inner_text(), out.inner_text()
    finally:
        ctx.close()


def _menu(page: Any, *path: str) -> None:
    """Open a JupyterLab menu path by its visible items (menu bar, then submenus)."""
    page.locator(".lm-MenuBar-item", has_text=path[0]).first.click()
    for item in path[1:]:
        page.locator(".lm-Menu-item:visible", has_text=item).first.click()


def test_axe_in_jupyterlab_light_and_dark(browser: Any, lab: tuple[int, Path]) -> None:
    from layout import axe_serious, layout_problems

    port, _ = lab
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    try:
        open_and_run(page, port, "widget.ipynb", "[data-testid=vgwidget]")
        assert axe_serious(page) == []
        assert layout_problems(page) == []
        _menu(page, "Settings", "Theme", "JupyterLab Dark")
        page.wait_for_function(
            "() => document.body.dataset.jpThemeLight === 'false'", timeout=30000
        )
        page.wait_for_timeout(500)
        assert axe_serious(page) == []
        _menu(page, "Settings", "Theme", "JupyterLab Light")
        page.wait_for_function("() => document.body.dataset.jpThemeLight === 'true'")
    finally:
        ctx.close()


@pytest.mark.rule("turn.sequence", "battle.guard")
def test_the_judge_tries_another_choice_compares_and_notes_in_jupyterlab(
    browser: Any, lab: tuple[int, Path], artifacts: Path
) -> None:
    """From a past guard decision the judge picks another choice: a new line is shown at
    once, listed beside the main line; a note is saved; the two lines are compared."""
    port, _ = lab
    ctx = browser.new_context(viewport={"width": 1400, "height": 1100})
    page = ctx.new_page()
    try:
        open_and_run(page, port, "whatif.ipynb", "[data-testid=choices]")
        choices = page.locator("[data-testid=choices] button:not([disabled])")
        assert choices.count() >= 2
        assert page.locator("[data-testid=choices] button[disabled]").count() == 1
        choices.first.click()
        page.wait_for_selector("[data-testid=lines] button[aria-pressed=true]:has-text('Line 1')")
        assert page.locator("[data-testid=lines] button").count() == 2
        page.fill("[data-testid=rename-input]", "the other guard")
        page.click("[data-testid=rename]")
        page.wait_for_selector("[data-testid=lines] button:has-text('the other guard')")
        page.click("[data-testid=prev]")  # notes belong to events, not to the decision point
        page.fill("[data-testid=note-input]", "the guard that was not made")
        page.click("[data-testid=note-save]")
        page.wait_for_selector("[data-testid=note]:has-text('the guard that was not made')")
        page.click("[data-testid=compare]")
        page.wait_for_selector("[data-testid=comparison]:has-text('part after event')")
        text = page.locator("[data-testid=comparison]").inner_text()
        assert "Main line" in text and "the other guard" in text
        page.screenshot(path=str(artifacts / "jupyterlab-whatif.png"))
    finally:
        ctx.close()


@pytest.mark.rule("turn.sequence")
def test_a_learner_plays_a_turn_against_the_computer_in_jupyterlab(
    browser: Any, lab: tuple[int, Path], artifacts: Path
) -> None:
    """The learner picks a computer opponent; the view becomes Player 1's; every time the
    learner decides, the computer answers for Player 2 until the learner decides again."""
    port, _ = lab
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    try:
        open_and_run(page, port, "opponent.ipynb", "[data-testid=opponent-level]")
        page.select_option("[data-testid=opponent-level]", "greedy")
        page.wait_for_function(
            "document.querySelector('[data-testid=perspective]').value === '0'", timeout=30000
        )
        # the judge's frames are gone from the page: Player 2's ride deck is hidden from Player 1
        # (its grade 3, "Deepcurrent Admiral Marisande", cannot have been ridden this early)
        widget = page.locator("[data-testid=vgwidget]").first
        page.wait_for_function(
            "!document.querySelector('[data-testid=vgwidget]').innerText"
            ".includes('Deepcurrent Admiral Marisande')",
            timeout=30000,
        )
        for _ in range(14):
            button = page.locator("[data-testid=actions] button.vgw-act").first
            button.wait_for(timeout=30000)
            before = page.locator("[data-testid=log] li").count()
            button.click()
            page.wait_for_function(
                "(n) => document.querySelectorAll('[data-testid=log] li').length > n",
                arg=before,
                timeout=30000,
            )
        assert "Deepcurrent Admiral Marisande" not in widget.inner_text()
        page.screenshot(path=str(artifacts / "jupyterlab-vs-computer.png"))
        # ask the kernel what happened
        out = run_cell(page, 1, "text=computer decisions:", 30000)
        assert out is not None
        text = page.locator(".jp-OutputArea-output", has_text="computer decisions:").inner_text()
        decided = int(text.split("computer decisions:")[1].split()[0])
        turn = int(text.split("turn:")[1].split()[0])
        assert decided >= 2 and turn >= 2, text
    finally:
        ctx.close()
