"""The browser is untrusted: from a real JupyterLab page, forged comm messages are sent to a
player's perspective-locked widget over the kernel's own connection -- exactly what a user with
the browser's developer tools could send -- and the kernel refuses every one: no event is
applied, the perspective stays the player's, and no card hidden from that player reaches the
page.

The messages go through ``sessionContext.session.kernel.sendShellMessage`` of the notebook the
widget lives in (JupyterLab started with ``expose_app_in_browser``), so they pass the same
server, websocket and ipywidgets comm as the widget's own messages; nothing in the widget's
front end is used or trusted."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from servers import jupyter_lab, open_notebook, run_cell

pytestmark = pytest.mark.browser

# The widget shows Player 2's view, locked, while Player 1 is to decide; the kernel writes what
# the test needs to know (the widget's comm id, the names hidden from Player 2) to files, never
# to the page.
SETUP = """\
import json, random
from vgwidget import Game, VanguardWidget
from vgwidget.engine.view import view
g = Game.new(seed=4)
rnd = random.Random(4)
while not (g.state.decision and g.state.decision.player == 0 and g.state.decision.kind == "main"):
    g.apply(rnd.choice(g.legal_actions()))
w = VanguardWidget(g, perspective=1, lock_perspective=True)
cards = g.state.table.cards
seen = json.dumps([view(s, 1) for s in [*g.snapshots, g.state]], ensure_ascii=False)
hidden = sorted(n for n in {cards[c].name for c in g.state.players[0].hand} if n not in seen)
mine = [a for a in g.legal_actions() if a.player == 0]
open("facts.json", "w").write(json.dumps({
    "comm": w.model_id, "hidden": hidden, "events": len(g.events),
    "p1_action": mine[0].to_dict(), "p1_hand": list(g.state.players[0].hand),
}))
w"""

CHECK = """\
open("after.json", "w").write(json.dumps({
    "events": len(g.events), "perspective": w.perspective, "locked": w.lock_perspective,
    "status": w._status, "state": json.loads(json.dumps(w.get_state(), default=str)),
}))"""

# what the page sends: the comm's "update" (a synced trait set by the browser) and "custom"
# (``model.send``) methods, each an attempt to see or do what Player 2's view may not
SEND = """([commId, data]) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  kernel.sendShellMessage({
    channel: "shell",
    header: {msg_id: crypto.randomUUID(), msg_type: "comm_msg", username: "",
             session: kernel.clientId, date: new Date().toISOString(), version: "5.3"},
    parent_header: {}, metadata: {}, buffers: [],
    content: {comm_id: commId, data},
  }, false, true);
  return true;
}"""


def _forged(facts: dict[str, Any]) -> list[dict[str, Any]]:
    """Every forgery: switching to the judge or the other player, judge-only manual actions,
    the other player's action, synced traits the browser may never set, and junk."""
    card = facts["p1_hand"][0]
    return [
        {"method": "update", "state": {"perspective": None}, "buffer_paths": []},
        {"method": "update", "state": {"perspective": 0}, "buffer_paths": []},
        {"method": "update", "state": {"lock_perspective": False}, "buffer_paths": []},
        {"method": "update", "state": {"_actions": [{"kind": "concede"}]}, "buffer_paths": []},
        {
            "method": "custom",
            "content": {
                "type": "action",
                "action": {"kind": "manual", "player": 1, "card": card, "target": "reveal"},
            },
        },
        {
            "method": "custom",
            "content": {
                "type": "action",
                "action": {"kind": "manual", "player": 1, "card": card, "target": "to:drop"},
            },
        },
        {"method": "custom", "content": {"type": "action", "action": facts["p1_action"]}},
        {
            "method": "custom",
            "content": {"type": "action", "action": {"kind": "concede", "player": 0}},
        },
        {
            "method": "custom",
            "content": {"type": "action", "action": {**facts["p1_action"], "player": 1, "junk": 1}},
        },
        {"method": "custom", "content": {"type": "evil", "action": None}},
        {"method": "custom", "content": {"type": "action", "action": "x" * 200_000}},
        {"method": "custom", "content": ["not", "an", "object"]},
    ]


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[int, Path]]:
    """JupyterLab on loopback with the application object exposed to the page's scripts."""
    root = tmp_path_factory.mktemp("forged")
    cell: dict[str, Any] = {
        "cell_type": "code",
        "metadata": {},
        "outputs": [],
        "execution_count": None,
    }
    nb = {
        "cells": [{**cell, "source": SETUP}, {**cell, "source": CHECK}],
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (root / "forged.ipynb").write_text(json.dumps(nb), encoding="utf-8")
    with jupyter_lab(root, "--LabApp.expose_app_in_browser=True") as port:
        yield port, root


def _wait_for(path: Path, seconds: float = 60) -> dict[str, Any]:
    deadline = time.time() + seconds
    while time.time() < deadline:
        if path.exists():
            try:
                return dict(json.loads(path.read_text(encoding="utf-8")))
            except json.JSONDecodeError:  # still being written
                pass
        time.sleep(0.2)
    raise AssertionError(f"the kernel did not write {path.name}")


@pytest.mark.rule("judge.manual")
def test_forged_messages_from_the_page_change_nothing(
    browser: Any, lab: tuple[int, Path], artifacts: Path
) -> None:
    port, root = lab
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = ctx.new_page()
    try:
        open_notebook(page, port, "forged.ipynb")
        run_cell(page, 0, "[data-testid=vgwidget]")
        facts = _wait_for(root / "facts.json")
        assert facts["hidden"], "the set-up must leave Player 1 holding a card Player 2 never saw"
        for data in _forged(facts):
            page.evaluate(SEND, [facts["comm"], data])
        # the check cell runs after the forged messages: the kernel takes shell messages in order
        page.keyboard.press("Shift+Enter")
        after = _wait_for(root / "after.json")
        assert after["events"] == facts["events"], "a forged action was applied"
        assert after["perspective"] == 1 and after["locked"] is True
        assert after["status"]["kind"] == "error", after["status"]
        assert "_actions" not in after["state"] or all(
            a.get("kind") != "concede" or a.get("player") == 1
            for a in after["state"].get("_actions") or []
        )
        synced = json.dumps(after["state"], ensure_ascii=False)
        shown = page.locator("[data-testid=vgwidget]").first.inner_text()
        for name in facts["hidden"]:
            assert name not in synced, f"{name!r} (hidden from Player 2) was synced"
            assert name not in shown, f"{name!r} (hidden from Player 2) reached the page"
        page.screenshot(path=str(artifacts / "jupyterlab-forged-messages.png"))
    finally:
        ctx.close()
