"""The G era on the mat, offline: a strode G unit with its heart written under it, the G zone
along the edge, and a legion leader with its mate."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from benchmark_scripts import load

from vgwidget import VanguardWidget

pytestmark = pytest.mark.browser


def _played(profile: str, seed: int, until: Any) -> Any:
    g = load("fuzz").new_game(profile, seed)
    rnd = random.Random(seed)
    while not until(g):
        g.apply(rnd.choice(g.legal_actions()))
    return g


def _open(browser: Any, path: Path) -> tuple[Any, Any, list[str]]:
    ctx = browser.new_context(offline=True, viewport={"width": 1280, "height": 1000})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri())
    page.wait_for_selector("[data-testid=vgwidget]")
    return ctx, page, errors


def _main(g: Any) -> bool:
    return g.state.decision is not None and g.state.decision.kind == "main"


@pytest.mark.rule("stride.procedure")
def test_a_strode_g_unit_shows_its_heart(browser: Any, tmp_path: Path, artifacts: Path) -> None:
    g = _played("premium", 0, lambda g: _main(g) and g.state.players[g.state.turn_player].heart)
    p = g.state.turn_player
    heart = g.state.card(g.state.players[p].heart[0]).name
    out = VanguardWidget(g, perspective=None).save_html(tmp_path / "stride.html")
    ctx, page, errors = _open(browser, out)
    try:
        vc = page.locator(f".vgw-slot-VC[data-player='{p}']")
        assert f"Heart: {heart}" in vc.inner_text()
        assert page.locator(".vgw-zone-gzone").count() == 2
        page.screenshot(path=str(artifacts / "premium-stride.png"), full_page=True)
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.rule("legion.procedure")
def test_a_legion_leader_shows_its_mate(browser: Any, tmp_path: Path) -> None:
    # seed 20: a random game that legions (legion needs a grade 3 opposing vanguard)
    g = _played(
        "premium-abilities", 20, lambda g: _main(g) and any(ps.legion for ps in g.state.players)
    )
    p = next(i for i, ps in enumerate(g.state.players) if ps.legion)
    mate = g.state.card(g.state.players[p].legion[0]).name
    out = VanguardWidget(g, perspective=None).save_html(tmp_path / "legion.html")
    ctx, page, errors = _open(browser, out)
    try:
        vc = page.locator(f".vgw-slot-VC[data-player='{p}']")
        assert f"Legion with {mate}" in vc.inner_text()
        assert not errors, errors
    finally:
        ctx.close()
