"""Standard's own facts on the mat, offline: accel circles beside the front row with their
units, Imaginary Gift markers written under the cards (never over them), an overDressed unit
with its originalDress, and each player's gift types (and energy) beside the counts."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest
from benchmark_scripts import load

from vgwidget import VanguardWidget

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


def _offline(browser: Any, g: Any, path: Path) -> tuple[Any, Any, list[str]]:
    """The judge's widget of ``g`` saved as one page and opened offline at 1280 px, at the
    game's end; the page errors are collected."""
    out = VanguardWidget(g, perspective=None).save_html(path)
    ctx = browser.new_context(offline=True, viewport={"width": 1280, "height": 1000})
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(out.as_uri())
    page.wait_for_selector("[data-testid=vgwidget]")
    return ctx, page, errors


def _gift_game() -> Any:
    """Seed 13 of the fuzz profile with the gift decks, 225 decisions in: Player 2 has an
    accel circle with a unit on it, gift markers and an overDressed unit."""
    g = load("fuzz").new_game("standard-gifts", 13)
    rnd = random.Random(13)
    for _ in range(225):
        g.apply(rnd.choice(g.legal_actions()))
    return g


@pytest.mark.rule("gift.accel", "gift.force")
def test_accel_circles_markers_and_overdress_are_drawn(
    browser: Any, tmp_path: Path, artifacts: Path
) -> None:
    g = _gift_game()
    v = g.view(None)["players"][1]
    accel = [a["circle"] for a in v["accel"]]
    ctx, page, errors = _offline(browser, g, tmp_path / "standard.html")
    try:
        # an exported page opens at the end of the game: the position above
        strip = page.locator(".vgw-side .vgw-accel:visible")
        assert strip.count() >= 1
        for c in accel:
            slot = page.locator(f".vgw-accel .vgw-slot-{c}[data-player='1']")
            assert slot.count() == 1, c
            if v["circles"].get(c):
                assert v["circles"][c]["name"] in slot.inner_text()
        marks = page.locator(".vgw-slot-marks:visible").all_inner_texts()
        assert marks and all(m.startswith("Gift: ") for m in marks), marks
        assert page.locator(".vgw-slot-under:visible", has_text="overDress over").count() >= 1
        counts = page.locator(".vgw-side-counts").all_inner_texts()
        assert any("gifts:" in c for c in counts), counts
        page.screenshot(path=str(artifacts / "standard-mat.png"), full_page=True)
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.rule("battle.multi-target")
def test_an_attack_on_several_units_marks_and_names_each(
    browser: Any, tmp_path: Path, artifacts: Path
) -> None:
    """An ability lets the vanguard attack three units (ATTACK-009): the mat marks the three
    attacked circles and the battle line names each with its power."""
    sys.path.insert(0, str(ROOT / "tests"))
    from builders import act
    from test_multi_attack import TRI, _choose, _three_front_row, _use_act

    t, vg, _foe, fl, fr, guard = _three_front_row("standard", TRI)
    g = t.at_main()
    _use_act(g, vg)
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    _choose(g, fl)
    _choose(g, fr)
    prompt = g.decision["prompt"] if g.decision else ""
    # three units of one name: the prompt tells them apart by circle
    assert "on the front-left rear-guard circle has 13,000" in prompt, prompt
    assert "on the vanguard circle has" in prompt and "on the front-right" in prompt, prompt
    act(g, "guard", card=guard)  # the guardian guards the front-left rear-guard alone
    _choose(g, fl)
    ctx, page, errors = _offline(browser, g, tmp_path / "multi.html")
    try:
        targets = page.locator(".vgw-target[data-player='1']")
        assert targets.count() == 3
        line = page.locator(".vgw-battle").inner_text()
        assert "attacks Player 2's vanguard" in line, line
        assert "front-left rear-guard" in line and "and front-right rear-guard" in line, line
        under = page.locator(".vgw-slot-GC[data-player='1'] .vgw-slot-under")
        assert under.inner_text() == "Guarding: front-left rear-guard ×1"
        page.screenshot(path=str(artifacts / "standard-multi-attack.png"), full_page=True)
        assert not errors, errors
    finally:
        ctx.close()
