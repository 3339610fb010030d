"""The widget in Voilà and in marimo (each served on loopback, one at a time): it renders,
steps back, and a clicked option goes to the kernel, which the engine applies."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from servers import free_port, serve

pytestmark = pytest.mark.browser

SOURCE = (
    "from vgwidget import Game, VanguardWidget\n"
    "w = VanguardWidget(Game.new(seed=4), perspective=None, title='Voilà game')\n"
)
MARIMO_APP = """import marimo

app = marimo.App()


@app.cell
def _():
    import marimo as mo
    from vgwidget import Game, VanguardWidget

    w = mo.ui.anywidget(VanguardWidget(Game.new(seed=4), perspective=None))
    w
    return


if __name__ == "__main__":
    app.run()
"""


def _step_and_play(browser: Any, url: str, shot: Path) -> None:
    ctx = browser.new_context(viewport={"width": 1300, "height": 1000})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(url)
        page.wait_for_selector("[data-testid=actions] button.vgw-act", timeout=90000)
        text = page.locator("[data-testid=explain-text]")
        now = text.inner_text()
        page.click("[data-testid=prev]")
        assert text.inner_text() != now
        page.click("[data-testid=last]")
        rows = page.locator("[data-testid=log] li")  # locators see into shadow roots (marimo)
        before = rows.count()
        page.locator("[data-testid=actions] button.vgw-act").first.click()
        deadline = time.time() + 30
        while rows.count() <= before and time.time() < deadline:
            page.wait_for_timeout(200)
        assert rows.count() > before
        # the game's events and the move's status are two synced values: a front end may
        # deliver them in two messages, so the status may come a moment after the log
        status = page.locator("[data-testid=status]")
        while "done" not in status.inner_text() and time.time() < deadline:
            page.wait_for_timeout(200)
        assert "done" in status.inner_text()
        # the note meant for plain nbconvert pages never shows where the widget is drawn
        assert page.locator(".vgw-offline-note:visible").count() == 0
        page.screenshot(path=str(shot), full_page=True)
        assert not [e for e in errors if "vgw" in e.lower()], errors
    finally:
        ctx.close()


@pytest.mark.rule("setup.mulligan")
def test_widget_in_voila(browser: Any, tmp_path: Path, artifacts: Path) -> None:
    pytest.importorskip("voila")
    nb = {
        "cells": [
            {
                "cell_type": "code",
                "metadata": {},
                "source": SOURCE + "w",
                "outputs": [],
                "execution_count": None,
            }
        ],
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (tmp_path / "game.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    port = free_port()
    args = [
        sys.executable,
        "-m",
        "voila",
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "game.ipynb",
    ]
    with serve(args, tmp_path, f"http://127.0.0.1:{port}/") as url:
        _step_and_play(browser, url, artifacts / "voila-widget.png")


@pytest.mark.rule("setup.mulligan")
def test_widget_in_marimo(browser: Any, tmp_path: Path, artifacts: Path) -> None:
    pytest.importorskip("marimo")
    (tmp_path / "app.py").write_text(MARIMO_APP, encoding="utf-8")
    port = free_port()
    args = [
        sys.executable,
        "-m",
        "marimo",
        "run",
        "app.py",
        "--port",
        str(port),
        "--host",
        "127.0.0.1",
        "--headless",
        "--no-token",
    ]
    with serve(args, tmp_path, f"http://127.0.0.1:{port}/") as url:
        _step_and_play(browser, url, artifacts / "marimo-widget.png")
