"""Servers the browser tests start: JupyterLab (and Notebook 7 through it), Voilà, marimo --
each on a free loopback port, with this checkout first on the Python path, stopped afterwards.
One place for the start-up, the wait until it answers and the clear failure with its log."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    """A port nothing listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def serve(args: Sequence[str], cwd: Path, url: str, seconds: float = 90) -> Iterator[str]:
    """Run the server ``args`` in ``cwd`` until ``url`` answers; yield ``url``; stop it. A server
    that does not start fails the test with the end of its log (``cwd/server.log``)."""
    log_path = cwd / "server.log"
    env = dict(os.environ, JUPYTER_PLATFORM_DIRS="1")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH", "")) if p)
    with open(log_path, "w") as log:
        proc = subprocess.Popen(list(args), cwd=cwd, stdout=log, stderr=subprocess.STDOUT, env=env)
        try:
            deadline = time.time() + seconds
            while time.time() < deadline:
                try:
                    urllib.request.urlopen(url, timeout=2)
                    break
                except OSError:
                    if proc.poll() is not None:
                        pytest.fail("the server stopped: " + log_path.read_text()[-2000:])
                    time.sleep(0.5)
            else:
                pytest.fail("the server did not start: " + log_path.read_text()[-2000:])
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()


@contextmanager
def jupyter_lab(root: Path, *extra: str) -> Iterator[int]:
    """JupyterLab on loopback, no token, rooted at ``root``; yields its port."""
    port = free_port()
    args = [
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
        *extra,
    ]
    with serve(args, root, f"http://127.0.0.1:{port}/lab"):
        yield port


def executed_notebook(*cells: str, widget_state: bool = True) -> Any:
    """A notebook of these code cells, run by a fresh kernel (nbclient), with its widget state
    saved in the metadata or not: what an author's executed notebook holds before export."""
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nb.cells = [nbformat.v4.new_code_cell(c) for c in cells]
    nbclient.NotebookClient(nb, store_widget_state=widget_state, timeout=120).execute()
    return nb


def open_notebook(page: Any, port: int, name: str, *, own_workspace: bool = False) -> None:
    """Open notebook ``name`` in the JupyterLab on ``port`` and wait until its kernel is idle;
    ``own_workspace``: in a reset workspace of its own, so that no other notebook is restored
    beside it."""
    where = f"tree/{name}"
    if own_workspace:
        where = f"workspaces/{name.split('.')[0]}/{where}?reset"
    page.goto(f"http://127.0.0.1:{port}/lab/{where}")
    page.wait_for_selector(".jp-Notebook", timeout=60000)
    page.wait_for_selector("text=| Idle", timeout=60000)


def run_cell(page: Any, index: int = 0, wait_for: str | None = None, timeout: int = 60000) -> Any:
    """Click into the notebook's cell ``index`` (of those shown) and run it (Shift+Enter);
    with ``wait_for``, wait for that selector and return what it finds."""
    page.locator(".jp-Cell .jp-InputArea-editor:visible").nth(index).click()
    page.keyboard.press("Shift+Enter")
    return page.wait_for_selector(wait_for, timeout=timeout) if wait_for else None


def open_and_run(page: Any, port: int, name: str, selector: str) -> None:
    """Open ``name`` in a workspace of its own, run its first cell, wait for ``selector``."""
    open_notebook(page, port, name, own_workspace=True)
    run_cell(page, 0, selector)
