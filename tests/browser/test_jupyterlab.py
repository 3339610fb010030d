"""The widget in real JupyterLab 4: it renders, steps forward and back, the explain panel
follows, and a clicked action goes to the kernel, which the engine applies."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.browser

CELLS = [
    "import random\nfrom vgwidget import Game, VanguardWidget\n"
    "g = Game.new(seed=4)\nrnd = random.Random(4)\n"
    "for _ in range(30):\n    g.apply(rnd.choice(g.legal_actions()))\n"
    "w = VanguardWidget(g, perspective=None)\nw",
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, Path]]:
    root = tmp_path_factory.mktemp("lab")
    nb = {
        "cells": [
            {
                "cell_type": "code",
                "metadata": {},
                "source": c,
                "outputs": [],
                "execution_count": None,
            }
            for c in CELLS
        ],
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (root / "widget.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    port = _free_port()
    log = open(root / "lab.log", "w")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyter",
            "lab",
            "--no-browser",
            f"--port={port}",
            "--IdentityProvider.token=",
            "--ServerApp.password=",
            "--allow-root",
            f"--ServerApp.root_dir={root}",
            "--LabApp.news_url=",
            "--ServerApp.ip=127.0.0.1",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=dict(os.environ, JUPYTER_PLATFORM_DIRS="1"),
    )
    try:
        deadline = time.time() + 90
        while time.time() < deadline:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/lab", timeout=2)
                break
            except OSError:
                time.sleep(0.5)
        else:
            pytest.fail("JupyterLab did not start: " + (root / "lab.log").read_text()[-2000:])
        yield port, root
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


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
        page.goto(f"http://127.0.0.1:{port}/lab/tree/widget.ipynb")
        page.wait_for_selector(".jp-Notebook", timeout=60000)
        page.wait_for_selector("text=| Idle", timeout=60000)
        page.click(".jp-Cell .jp-InputArea-editor")
        page.keyboard.press("Shift+Enter")
        root = page.wait_for_selector("[data-testid=vgwidget]", timeout=60000)
        assert root is not None
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
