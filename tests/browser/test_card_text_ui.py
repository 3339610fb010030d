"""A card's printed text in the browser (the offline page that ``save_html`` writes): on hover
and on keyboard focus, with the engine's plain reading of it; in the explain panel when its
ability triggers and resolves, with the rule; never in the page for a card hidden from the
seat; inert when it holds HTML. Screenshots at two widths and in dark mode (kept as test
artifacts, and under docs/screenshots/ with VGW_SCREENSHOTS=1).

Invented cards only, in the official template."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from layout import SCREENSHOTS, axe_serious, layout_problems

from vgwidget.engine.game import Game
from vgwidget.widget import VanguardWidget

pytestmark = pytest.mark.browser

ATTACKER_TEXT = (
    "[AUTO](VC):When this unit attacks, if you have three or more rear-guards, this unit gets "
    "[Power]+10000 until end of that battle."
)
SECRET_TEXT = "[ACT](RC)[1/Turn]:[COST][Soul-Blast 1], draw a card."
EVIL_TEXT = (
    '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script></script> '
    "When this unit attacks, it gets +5000 power."
)

POSITION = f"""
[[cards]]
name = "Cindervow Ascendant"
grade = 3
power = 13000
nation = "Emberreach"
skills = ["twin-drive"]
formats = ["standard"]
text = "{ATTACKER_TEXT}"

[[cards]]
name = "Hushtide Schemer"
grade = 1
power = 8000
shield = 5000
nation = "Tidecourt"
skills = ["boost"]
formats = ["standard"]
text = "{SECRET_TEXT}"

[[cards]]
name = "Glasswork Prankster"
grade = 1
power = 8000
shield = 5000
nation = "Emberreach"
skills = ["boost"]
formats = ["standard"]
text = '''{EVIL_TEXT}'''

[[cards.abilities]]
type = "AUTO"
zones = ["RC"]
timing = "attacks"
effect = [{{ do = "power", amount = 5000, target = "self", until = "battle" }}]
text = '''{EVIL_TEXT}'''

[game]
format = "standard"
seed = 13
turn = 5
turn_player = 1
phase = "battle"
step = "start"

[players.1]
hand = ["Ember Lancer"]
soul = ["Cinderling Scout", "Cinder Drake Warden"]
damage = ["Flarewing Skirmisher", "Scorchmane Raider"]
deck = {{ top = ["Ember Lancer", "Blazeguard Knight"], fill = "teaching" }}

[players.1.circles]
VC = "Cindervow Ascendant"
BC = "Kindlescale Page"
FL = "Blazeguard Knight"
FR = "Glasswork Prankster"

[players.2]
hand = ["Riptide Striker", "Hushtide Schemer"]
damage = ["Saltspray Duelist", "Wavebreaker Lancer", "Kelpwood Archer"]
deck = {{ top = ["Hushtide Schemer"], fill = "teaching" }}

[players.2.circles]
VC = "Deepcurrent Admiral Marisande"
"""


def _iid(g: Game, name: str) -> int:
    return next(i for i, c in enumerate(g.state.table.cards) if c.name == name)


@pytest.fixture(scope="module")
def game_page(tmp_path_factory: pytest.TempPathFactory) -> tuple[Game, Path]:
    """Player 1's page after the boosted attack: the vanguard's AUTO ability triggered and
    resolved (+10,000), Player 2 guarded; Player 2's hand holds a card with its own text."""
    g = Game.from_position(POSITION)
    w = VanguardWidget(g, perspective=0)
    w.play({"kind": "attack", "player": 0, "circle": "VC", "target": "VC"})
    w.play({"kind": "boost", "player": 0})
    striker = next(i for i in g.state.players[1].hand if g.state.card(i).name == "Riptide Striker")
    w.play({"kind": "guard", "player": 1, "card": striker})
    out = tmp_path_factory.mktemp("cardtext") / "card-text.html"
    return g, w.save_html(out, title="Card text")


def _open(
    browser: Any, path: Path, width: int = 1280, scheme: str = "light"
) -> tuple[Any, Any, list[str]]:
    ctx = browser.new_context(
        offline=True, viewport={"width": width, "height": 900}, color_scheme=scheme
    )
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.as_uri())
    page.wait_for_selector("[data-testid=vgwidget]", timeout=15000)
    return ctx, page, errors


def _event(g: Game, kind: str) -> int:
    return next(i for i, e in enumerate(g.events) if e.kind == kind)


def _show_event(page: Any, i: int) -> None:
    page.click(f"[data-testid=log] li[data-i='{i}']")
    page.wait_for_function(
        f"document.querySelector('[data-testid=vgwidget]').dataset.cursor === '{i}'"
    )


@pytest.mark.rule("ability.auto")
def test_hovering_a_card_shows_its_text_and_how_the_engine_reads_it(
    browser: Any, game_page: tuple[Game, Path]
) -> None:
    from playwright.sync_api import expect

    g, path = game_page
    ctx, page, errors = _open(browser, path)
    try:
        card = page.locator(f".vgw-field [data-iid='{_iid(g, 'Cindervow Ascendant')}']").first
        card.scroll_into_view_if_needed()
        box_before = page.locator(".vgw-field").bounding_box()
        card.hover()
        tip = page.locator(".vgw-tip")
        expect(tip).to_be_visible()
        text = tip.inner_text()
        assert ATTACKER_TEXT in text
        assert "How the engine reads it" in text
        assert "AUTO (on the vanguard circle, when this unit attacks)" in text
        assert "if you have three or more rear-guards" in text and "[text.comparisons]" in text
        assert page.locator(".vgw-field").bounding_box() == box_before  # no layout shift
        # the tooltip describes the card for a screen reader
        assert card.get_attribute("aria-describedby") == tip.get_attribute("id")
        assert tip.get_attribute("role") == "tooltip"
        page.mouse.move(2, 2)
        expect(tip).to_be_hidden()
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.rule("ability.auto")
def test_keyboard_focus_shows_the_text_and_escape_dismisses_it(
    browser: Any, game_page: tuple[Game, Path]
) -> None:
    from playwright.sync_api import expect

    g, path = game_page
    ctx, page, errors = _open(browser, path)
    try:
        iid = _iid(g, "Cindervow Ascendant")
        tip = page.locator(".vgw-tip")
        # Tab into Player 1's mat (one tab stop), then arrow keys to the vanguard
        for _ in range(20):
            page.keyboard.press("Tab")
            region = page.evaluate(
                "(() => { const r = document.activeElement.closest('[data-region]');"
                " return r ? r.dataset.region : ''; })()"
            )
            if region == "mat-bottom":
                break
        else:
            pytest.fail("no tab stop in Player 1's mat")
        for _ in range(12):
            if page.evaluate("document.activeElement.dataset.iid") == str(iid):
                break
            page.keyboard.press("ArrowRight")
        assert page.evaluate("document.activeElement.dataset.iid") == str(iid)
        expect(tip).to_be_visible()
        assert ATTACKER_TEXT in tip.inner_text()
        assert "[text.comparisons]" in tip.inner_text()
        page.keyboard.press("Escape")
        expect(tip).to_be_hidden()
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.rule("ability.auto")
def test_the_explain_panel_shows_the_abilitys_text_when_it_triggers_and_resolves(
    browser: Any, game_page: tuple[Game, Path]
) -> None:
    from playwright.sync_api import expect

    g, path = game_page
    ctx, page, errors = _open(browser, path)
    try:
        panel = page.locator("[data-testid=explain-ability]")
        for kind in ("ability-trigger", "ability-resolve"):
            _show_event(page, _event(g, kind))
            expect(panel).to_be_visible()
            assert page.locator("[data-testid=explain-ability-text]").inner_text() == ATTACKER_TEXT
            reading = page.locator("[data-testid=explain-reading]").inner_text()
            assert "if you have three or more rear-guards" in reading
            assert "[text.until-end-of-battle]" in reading
            assert page.locator("[data-testid=rule-id]").inner_text() == "ability.auto"
        _show_event(page, _event(g, "boost"))  # any other event: no ability shown
        expect(panel).to_be_hidden()
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.rule("zone.hidden")
def test_a_hidden_cards_text_is_never_in_the_page(
    browser: Any, game_page: tuple[Game, Path]
) -> None:
    """Player 2's hand card (and its reading) is in neither the DOM nor the page's data, at
    any step; the visible vanguard's text is (so the check can see text when it is there)."""
    g, path = game_page
    ctx, page, errors = _open(browser, path)
    try:
        assert SECRET_TEXT not in page.content()
        for i in range(len(g.events)):
            _show_event(page, i)
            for el in page.locator(".vgw-field .vgw-card, .vgw-field .vgw-chip").all():
                if el.is_visible():
                    el.hover()
                    html = page.content()
                    assert SECRET_TEXT not in html and "Hushtide Schemer" not in html
                    break
        assert ATTACKER_TEXT in page.content()
        assert not errors, errors
    finally:
        ctx.close()


def test_html_in_a_cards_text_stays_text(browser: Any, game_page: tuple[Game, Path]) -> None:
    from playwright.sync_api import expect

    g, path = game_page
    ctx, page, errors = _open(browser, path)
    try:
        page.locator(f".vgw-field [data-iid='{_iid(g, 'Glasswork Prankster')}']").first.hover()
        tip = page.locator(".vgw-tip")
        expect(tip).to_be_visible()
        assert EVIL_TEXT in tip.inner_text()
        assert "Not read as template text" in tip.inner_text()  # never a guessed reading
        assert page.locator(".vgw-tip img, .vgw-tip script").count() == 0
        assert page.evaluate("window.__pwned") is None
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.parametrize(
    ("width", "scheme"), [(1280, "light"), (1280, "dark"), (500, "light"), (500, "dark")]
)
def test_screenshots_of_the_text_and_the_panel(
    browser: Any, game_page: tuple[Game, Path], artifacts: Path, width: int, scheme: str
) -> None:
    from playwright.sync_api import expect

    g, path = game_page
    ctx, page, errors = _open(browser, path, width, scheme)
    try:
        _show_event(page, _event(g, "ability-resolve"))
        expect(page.locator("[data-testid=explain-ability]")).to_be_visible()
        assert layout_problems(page) == []
        page.locator(f".vgw-field [data-iid='{_iid(g, 'Cindervow Ascendant')}']").first.hover()
        tip = page.locator(".vgw-tip")
        expect(tip).to_be_visible()
        # the tooltip stays inside the widget, beside or under the card
        root = page.locator("[data-testid=vgwidget]").bounding_box()
        tb = tip.bounding_box()
        assert tb["x"] >= root["x"] - 1 and tb["x"] + tb["width"] <= root["x"] + root["width"] + 1
        assert axe_serious(page) == []
        shot = artifacts / f"card-text-{width}-{scheme}.png"
        page.screenshot(path=str(shot), full_page=True)
        if os.environ.get("VGW_SCREENSHOTS"):
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            shutil.copy(shot, SCREENSHOTS / shot.name)
        assert not errors, errors
    finally:
        ctx.close()


@pytest.mark.rule("cost.payment")
def test_the_choice_to_use_an_ability_shows_its_text(browser: Any, tmp_path: Path) -> None:
    from playwright.sync_api import expect

    paid = ATTACKER_TEXT.replace(
        "if you have three or more rear-guards,", "[COST][Counter-Blast 1],"
    )
    g = Game.from_position(POSITION.replace(ATTACKER_TEXT, paid))
    w = VanguardWidget(g, perspective=0)
    w.play({"kind": "attack", "player": 0, "circle": "VC", "target": "VC"})
    w.play({"kind": "boost", "player": 0})
    path = w.save_html(tmp_path / "use.html", title="Use it?")
    ctx, page, errors = _open(browser, path)
    try:
        expect(page.locator("[data-testid=explain-text]")).to_contain_text("use")
        expect(page.locator("[data-testid=explain-ability]")).to_be_visible()
        assert page.locator("[data-testid=explain-ability-text]").inner_text() == paid
        assert "[cost.counter-blast]" in page.locator("[data-testid=explain-reading]").inner_text()
        assert not errors, errors
    finally:
        ctx.close()
