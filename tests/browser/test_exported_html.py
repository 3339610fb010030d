"""The exported page (``save_html``) opened from file:// with the network off: it steps through
the game, its explain panel follows, nothing is fetched, and user text never runs as HTML."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from builders import EVIL_NAME, Table, pool_with_evil_name

from vgwidget.engine.game import Game
from vgwidget.widget import VanguardWidget

pytestmark = pytest.mark.browser


def _page(browser: Any, path: Path) -> tuple[Any, Any, list[str], list[str]]:
    ctx = browser.new_context(offline=True, viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    errors: list[str] = []
    requests: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: requests.append(r.url))
    page.goto(path.as_uri())
    page.wait_for_selector("[data-testid=vgwidget]", timeout=15000)
    return ctx, page, errors, requests


@pytest.mark.rule("turn.sequence")
def test_exported_page_steps_offline(browser: Any, tmp_path: Path, artifacts: Path) -> None:
    g = Game.new(seed=5)
    rnd = random.Random(5)
    for _ in range(60):
        g.apply(rnd.choice(g.legal_actions()))
    out = VanguardWidget(g, perspective=None).save_html(tmp_path / "game.html")
    ctx, page, errors, requests = _page(browser, out)
    try:
        text = page.locator("[data-testid=explain-text]")
        rule = page.locator("[data-testid=rule-id]")
        page.click("[data-testid=first]")
        first = text.inner_text()
        assert "first vanguard" in first and rule.inner_text() == "setup.first-vanguard"
        page.click("[data-testid=next]")
        page.click("[data-testid=next]")
        assert text.inner_text() != first
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowLeft")
        page.click("[data-testid=last]")
        assert text.inner_text() != first
        battle = page.locator(".vgw-battle").inner_text()
        assert "undefined" not in battle and "attacks Player 2's" in battle, battle
        page.screenshot(path=str(artifacts / "exported-html.png"), full_page=True)
        assert not errors, errors
        assert all(u.startswith(("file:", "data:", "about:")) for u in requests), requests
    finally:
        ctx.close()


@pytest.mark.rule("zone.hidden")
def test_card_names_are_text_never_html(browser: Any, tmp_path: Path, artifacts: Path) -> None:
    evil = EVIL_NAME
    t = Table("standard", pool=pool_with_evil_name())
    t.rear(0, "FL", evil)
    g = t.at_main()
    out = VanguardWidget(g, perspective=None).save_html(tmp_path / "evil.html")
    ctx, page, errors, _ = _page(browser, out)
    try:
        page.locator("[data-testid=vgwidget]").focus()
        page.keyboard.press("Home")  # step through every frame once
        for _ in range(len(g.events)):
            page.keyboard.press("ArrowRight")
        page.wait_for_timeout(200)
        assert page.evaluate("window.__pwned") is None
        assert page.locator("img[src=x]").count() == 0
        assert evil in page.locator("[data-testid=vgwidget]").inner_text()
        page.screenshot(path=str(artifacts / "exported-html-evil-name.png"), full_page=True)
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.rule("turn.sequence", "zone.hidden")
def test_executed_notebook_exported_steps_without_kernel_or_network(
    browser: Any, tmp_path: Path, artifacts: Path
) -> None:
    """nbconvert path: execute a notebook with widget state, export it with the vgwidget_html
    exporter, open it offline: the widget steps through its game."""
    nbformat = pytest.importorskip("nbformat")
    from servers import executed_notebook

    from vgwidget.export import export_notebook

    nb = executed_notebook(
        "import random\nfrom vgwidget import Game, VanguardWidget\n"
        "g = Game.new(seed=4)\nrnd = random.Random(4)\n"
        "for _ in range(30):\n    g.apply(rnd.choice(g.legal_actions()))\n"
        "VanguardWidget(g, perspective=0)"
    )
    src = tmp_path / "played.ipynb"
    nbformat.write(nb, src)
    out = export_notebook(src, tmp_path / "played.html")
    page_text = out.read_text(encoding="utf-8")
    assert "application/vnd.vgwidget+json" in page_text  # the widget's timeline is embedded
    assert "widget-state+json" not in page_text  # and nothing is left for a widget manager
    assert "vgw-offline-note" not in page_text  # the plain-export note has nothing to say here
    ctx, page, errors, requests = _page(browser, out)
    try:
        text = page.locator("[data-testid=explain-text]")
        end = text.inner_text()
        page.click("[data-testid=prev]")
        page.click("[data-testid=prev]")
        assert text.inner_text() != end
        page.click("[data-testid=first]")
        assert "first vanguard" in text.inner_text()
        page.screenshot(path=str(artifacts / "exported-notebook.png"), full_page=True)
        assert not errors, errors
        fetched = [u for u in requests if not u.startswith(("file:", "data:", "about:"))]
        assert not fetched, fetched
    finally:
        ctx.close()


def test_plain_nbconvert_html_offline_says_what_is_missing(
    browser: Any, tmp_path: Path, artifacts: Path
) -> None:
    """nbconvert's own `--to html` draws widgets with a widget manager from unpkg.com: offline
    the game and the question cannot be drawn, and each says so and names the export that
    works offline. Online (the manager loads and draws the widget) or in a live notebook the
    note stays hidden."""
    from nbconvert import HTMLExporter
    from servers import executed_notebook

    nb = executed_notebook(
        "from vgwidget import Game, VanguardWidget\n"
        "VanguardWidget(Game.new(seed=4), perspective=0)",
        "from vgwidget.widget import Predict\nfrom vgwidget.widget.play import Verdict\n"
        "Predict('Which?', ['a', 'b'], Verdict('a', 'battle.boost'))",
    )
    notes = [
        o for c in nb.cells for o in c.outputs if o.get("metadata", {}).get("vgwidget_offline_note")
    ]
    assert len(notes) == 2  # one per widget, each its own output after the widget's
    body, _ = HTMLExporter().from_notebook_node(nb)
    assert "application/vnd.jupyter.widget-view+json" in body  # plain nbconvert: a widget manager
    out = tmp_path / "plain.html"
    out.write_text(body, encoding="utf-8")
    ctx = browser.new_context(offline=True, viewport={"width": 1000, "height": 900})
    page = ctx.new_page()
    try:
        page.goto(out.as_uri())
        note = page.locator(".vgw-offline-note")
        page.wait_for_function(
            "() => [...document.querySelectorAll('.vgw-offline-note')].every(n => !n.hidden)",
            timeout=15000,
        )
        assert note.count() == 2
        first, second = note.nth(0).inner_text(), note.nth(1).inner_text()
        assert "The Vanguard board did not load here" in first
        assert "The question did not load here" in second
        assert "nbconvert --to vgwidget_html" in first and "save_html" in first
        assert "nbconvert --to vgwidget_html" in second and "save_html" not in second
        page.screenshot(path=str(artifacts / "plain-nbconvert-offline.png"), full_page=True)
    finally:
        ctx.close()
    # when something draws the widget next to its view tag (what the manager does online),
    # the note stays hidden even if a script fails to load afterwards
    drawn = body.replace(
        '<script type="application/vnd.jupyter.widget-view+json">',
        '<div class="drawn">a widget</div><script type="application/vnd.jupyter.widget-view+json">',
    )
    out2 = tmp_path / "drawn.html"
    out2.write_text(drawn, encoding="utf-8")
    ctx = browser.new_context(offline=True)
    page = ctx.new_page()
    try:
        page.goto(out2.as_uri())
        page.wait_for_load_state("load")
        page.wait_for_timeout(500)
        assert page.locator(".vgw-offline-note:visible").count() == 0
    finally:
        ctx.close()


def _luminance(rgb: str) -> float:
    r, g, b = (int(x) for x in rgb[rgb.index("(") + 1 : rgb.index(")")].split(",")[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_theme_follows_dark_preference_and_jupyterlab_attribute(
    browser: Any, tmp_path: Path, artifacts: Path
) -> None:
    out = VanguardWidget(Game.new(seed=2), perspective=None).save_html(tmp_path / "t.html")
    for scheme in ("light", "dark"):
        ctx = browser.new_context(offline=True, color_scheme=scheme)
        page = ctx.new_page()
        try:
            page.goto(out.as_uri())
            page.wait_for_selector("[data-testid=vgwidget]")
            bg = page.evaluate(
                "getComputedStyle(document.querySelector('[data-testid=vgwidget]')).backgroundColor"
            )
            lum = _luminance(bg)
            assert (lum < 80) if scheme == "dark" else (lum > 200), (scheme, bg)
            if scheme == "light":  # what JupyterLab's dark theme does to <body>
                page.evaluate(
                    "document.body.style.setProperty('--jp-layout-color0', '#111418');"
                    "document.body.setAttribute('data-jp-theme-light', 'false')"
                )
                bg2 = page.evaluate(
                    "getComputedStyle(document.querySelector('[data-testid=vgwidget]'))"
                    ".backgroundColor"
                )
                assert _luminance(bg2) < 80, bg2
            page.screenshot(path=str(artifacts / f"theme-{scheme}.png"))
        finally:
            ctx.close()


@pytest.mark.rule("turn.sequence")
def test_an_exported_page_keeps_the_judges_notes_and_lists_the_lines(
    browser: Any, tmp_path: Path
) -> None:
    """Offline, the judge's notes show on their events and the lines of play are listed, with
    no button that would need a kernel (branching, switching, renaming)."""
    from vgwidget.engine import lines

    g = Game.new(seed=6)
    rnd = random.Random(6)
    for _ in range(40):
        g.apply(rnd.choice(g.legal_actions()))
    at = lines.decision_events(g)[5]
    lines.branch(g, at, lines.choices_at(g, at)[0], "a what-if")
    g.annotate(3, "the judge looked at this one")
    w = VanguardWidget(g, perspective=None)
    out = w.save_html(tmp_path / "notes.html")
    ctx, page, errors, _ = _page(browser, out)
    try:
        page.wait_for_selector("[data-testid=lines]")
        names = page.locator("[data-testid=lines] button").all_inner_texts()
        assert names[0] == "Main line" and "a what-if" in names[1]
        assert page.locator("[data-testid=choices], [data-testid=note-input]").count() == 0
        page.click("[data-testid=first]")
        for _ in range(3):
            page.click("[data-testid=next]")
        assert "the judge looked at this one" in page.locator("[data-testid=note]").inner_text()
        marks = page.locator("[data-testid=log] li.vgw-log-noted")
        assert marks.count() == 1 and "the judge looked at this one" in (
            marks.first.get_attribute("title") or ""
        )
        # the page carries every line: it switches to the side line and back without a kernel
        side_first = g.variations["a what-if"].events[0].text
        page.locator("[data-testid=lines] button", has_text="a what-if").click()
        page.wait_for_selector(
            "[data-testid=lines] button[aria-pressed=true]:has-text('a what-if')"
        )
        assert side_first in page.locator("[data-testid=explain-text]").inner_text()
        page.locator("[data-testid=lines] button", has_text="Main line").click()
        page.wait_for_selector(
            "[data-testid=lines] button[aria-pressed=true]:has-text('Main line')"
        )
        assert not errors, errors
    finally:
        ctx.close()
