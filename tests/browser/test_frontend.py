"""The front end in Chromium, on the offline page (``save_html`` and the nbconvert export):
the layout at 1,280, 700 and 500 px in light and dark (screenshots kept under
docs/screenshots/, checked for overflow and overlap), WCAG AA with axe-core, a read-only page
without dead controls, and a question answered wrong, retried and answered right offline."""

from __future__ import annotations

import os
import random
import shutil
from pathlib import Path
from typing import Any

import pytest
from layout import SCREENSHOTS, axe_serious, layout_problems

from vgwidget.engine.game import Game
from vgwidget.widget import VanguardWidget

pytestmark = pytest.mark.browser

WIDTHS = (1280, 700, 500)
SCHEMES = ("light", "dark")


def _game() -> Game:
    g = Game.new(seed=5)
    rnd = random.Random(5)
    for _ in range(60):
        g.apply(rnd.choice(g.legal_actions()))
    return g


@pytest.fixture(scope="module")
def page_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("page") / "game.html"
    return VanguardWidget(_game(), perspective=None, title="Screenshot game").save_html(out)


def _open(browser: Any, path: Path, width: int, scheme: str) -> tuple[Any, Any, list[str]]:
    ctx = browser.new_context(
        offline=True, viewport={"width": width, "height": 900}, color_scheme=scheme
    )
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri())
    page.wait_for_selector("[data-testid=vgwidget]", timeout=15000)
    return ctx, page, errors


@pytest.mark.parametrize("scheme", SCHEMES)
@pytest.mark.parametrize("width", WIDTHS)
def test_layout_at_each_width_has_no_overflow_or_overlap(
    browser: Any, page_file: Path, artifacts: Path, width: int, scheme: str
) -> None:
    ctx, page, errors = _open(browser, page_file, width, scheme)
    try:
        assert page.locator("[data-testid=format]").inner_text() == "Standard format"
        shot = artifacts / f"widget-{width}-{scheme}.png"
        page.screenshot(path=str(shot), full_page=True)
        if os.environ.get("VGW_SCREENSHOTS"):  # refresh the ones kept under docs/
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            shutil.copy(shot, SCREENSHOTS / shot.name)
        assert layout_problems(page) == []
        if width >= 1000:  # full layout: the explain panel beside the field, at its top
            field = page.locator(".vgw-field").bounding_box()
            panel = page.locator(".vgw-explain").bounding_box()
            assert panel["x"] > field["x"] + field["width"] - 1
        else:  # stacked: the explain panel comes before the field
            field = page.locator(".vgw-field").bounding_box()
            panel = page.locator(".vgw-explain").bounding_box()
            assert panel["y"] + panel["height"] <= field["y"] + 1
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.parametrize("scheme", SCHEMES)
def test_axe_finds_no_serious_violation(browser: Any, page_file: Path, scheme: str) -> None:
    ctx, page, errors = _open(browser, page_file, 1280, scheme)
    try:
        assert axe_serious(page) == []
        page.click("[data-testid=first]")  # the set-up: face-down cards, the opening hands
        page.click("[data-testid=next-decision]")
        assert axe_serious(page) == []
        assert not errors, errors
    finally:
        ctx.close()


def test_a_read_only_page_offers_only_controls_that_work(browser: Any, page_file: Path) -> None:
    ctx, page, _ = _open(browser, page_file, 1280, "light")
    try:
        root = page.locator("[data-testid=vgwidget]")
        assert page.locator("[data-testid=perspective]").is_hidden()
        assert page.locator("[data-testid=actions] button").count() == 0
        text = root.inner_text()
        assert "replays the record only" in text
        assert "end of the record" not in text and "decision at the end" not in text
        page.click("[data-testid=prev]")
        assert page.locator("[data-testid=actions] button").count() == 0
        labels = [b.inner_text() for b in page.locator("button:visible").all()]
        assert len(labels) == len(set(labels)), labels  # no two identical buttons
    finally:
        ctx.close()


def test_keyboard_steps_and_keeps_focus_on_the_page(browser: Any, page_file: Path) -> None:
    from playwright.sync_api import expect

    ctx, page, _ = _open(browser, page_file, 1280, "light")
    try:
        text = page.locator("[data-testid=explain-text]")
        page.keyboard.press("Tab")  # the first tab stop: the toolbar
        focused = page.evaluate("document.activeElement.dataset.testid")
        assert focused == "first", focused
        end = text.inner_text()
        page.keyboard.press(",")
        expect(text).not_to_have_text(end)  # (waits for the redraw: the machine may be busy)
        page.keyboard.press(".")
        expect(text).to_have_text(end)
        # arrow keys move inside the toolbar; one Tab leaves it for the next region
        page.keyboard.press("ArrowRight")
        page.wait_for_function("document.activeElement.dataset.testid === 'prev-decision'")
        page.keyboard.press("Enter")
        page.wait_for_function("document.activeElement.closest('[data-region]') !== null")
        stops = []
        for _ in range(12):
            page.keyboard.press("Tab")
            stops.append(
                page.evaluate(
                    "(() => { const a = document.activeElement;"
                    " const r = a.closest('[data-region]');"
                    " return r ? r.dataset.region : a.tagName; })()"
                )
            )
        regions = [
            s for s in stops if s in ("mat-top", "mat-bottom", "hand-top", "hand-bottom", "log")
        ]
        assert {"mat-top", "mat-bottom", "log"} <= set(regions), stops
        assert len(regions) == len(set(regions)), stops  # one tab stop per region
        # inside the log, arrow keys move and Enter shows that event
        page.focus("[data-region=log] li[tabindex='0']")
        page.keyboard.press("ArrowUp")
        page.keyboard.press("Enter")
        i = int(page.evaluate("document.activeElement.dataset.i"))
        assert page.locator("[data-testid=vgwidget]").get_attribute("data-cursor") == str(i)
    finally:
        ctx.close()


@pytest.mark.rule("setup.opening-hand")
def test_a_question_works_offline_in_an_exported_notebook(
    browser: Any, tmp_path: Path, artifacts: Path
) -> None:
    """Wrong, try again, right: in the vgwidget_html export of an executed notebook."""
    nbformat = pytest.importorskip("nbformat")
    from servers import executed_notebook

    from vgwidget.export import export_notebook

    nb = executed_notebook(
        "from vgwidget.quiz import Predict, Verdict\n"
        "q = Predict('How many cards are in an opening hand?', ['4', '5'],\n"
        "            Verdict('5', 'setup.opening-hand', 'Each player drew five cards.'))\n"
        "q"
    )
    src = tmp_path / "quiz.ipynb"
    nbformat.write(nb, src)
    out = export_notebook(src, tmp_path / "quiz.html")
    ctx = browser.new_context(offline=True, viewport={"width": 900, "height": 700})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(out.as_uri())
        quiz = page.wait_for_selector("[data-testid=quiz]", timeout=15000)
        assert quiz is not None
        fb = page.locator("[data-testid=quiz-feedback]")
        page.click("button.vgw-choice:has-text('4')")
        assert "Not quite" in fb.inner_text() and "“5”" not in fb.inner_text()
        assert page.evaluate("document.activeElement.dataset.testid") == "quiz-retry"
        page.keyboard.press("Enter")  # Try again
        assert fb.is_hidden()
        page.click("button.vgw-choice:has-text('5')")
        assert fb.inner_text().startswith("Right!")
        assert "five cards" in fb.inner_text()
        assert page.locator("[data-vgw-static]").is_hidden()  # the still version gave way
        page.screenshot(path=str(artifacts / "quiz-offline-export.png"), full_page=True)
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.rule("zone.hidden")
def test_the_view_selector_never_offers_the_judge_view_to_a_player(
    browser: Any, tmp_path: Path
) -> None:
    """A player's widget lists only the two players; a locked one shows no selector at all
    (the kernel refuses the switch anyway: tests/test_widget_security.py)."""
    out = VanguardWidget(Game.new(seed=2), perspective=1).save_html(tmp_path / "p2.html")
    ctx, page, _ = _open(browser, out, 1280, "light")
    try:
        page.evaluate(
            "(() => { const v = document.querySelector('[data-testid=vgwidget]')"
            ".parentElement.__vgw; v.live = true; v.drawHeader(); })()"
        )
        assert page.locator("[data-testid=perspective]").is_hidden()  # locked
        page.evaluate(
            "(() => { const v = document.querySelector('[data-testid=vgwidget]')"
            ".parentElement.__vgw; v.model.set('lock_perspective', false); v.drawHeader(); })()"
        )
        sel = page.locator("[data-testid=perspective]")
        assert sel.is_visible()
        values = [o.get_attribute("value") for o in sel.locator("option").all()]
        assert values == ["0", "1"], values
    finally:
        ctx.close()


@pytest.mark.rule("turn.sequence")
def test_a_plain_html_export_without_widget_state_shows_the_field_and_says_why(
    browser: Any, tmp_path: Path
) -> None:
    """nbconvert's own HTML of a notebook saved without widget state: no widget can run, so
    the page shows the still picture of the position and what to do for the timeline."""
    from nbconvert import HTMLExporter
    from servers import executed_notebook

    nb = executed_notebook(
        "from vgwidget import Game, VanguardWidget\n"
        "VanguardWidget(Game.new(seed=4), perspective=0)",
        widget_state=False,
    )
    body, _ = HTMLExporter().from_notebook_node(nb)
    out = tmp_path / "plain.html"
    out.write_text(body, encoding="utf-8")
    ctx = browser.new_context(offline=True, viewport={"width": 1000, "height": 800})
    page = ctx.new_page()
    try:
        page.goto(out.as_uri())
        picture = page.wait_for_selector(".vgwidget-static", timeout=15000)
        assert picture is not None and picture.is_visible()
        text = picture.inner_text()
        assert "Vanguard" in text and "format: Standard" in text
        assert "vgwidget_html" in text and "save_html" in text  # what is missing, and how
    finally:
        ctx.close()
