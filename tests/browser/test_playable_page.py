"""The playable course page (``vgwidget export --playable``, ``save_html(playable=True)``) in
Debian chromium: built into a temporary folder, served by a local static server, every request
outside that server refused. The page loads Pyodide in a Web Worker, which runs the widget's
own logic (:mod:`vgwidget.widget.session`); the board is the same front end as in JupyterLab.

Two pages are loaded once for the whole module (Pyodide's start takes seconds): a learner's
board against the computer (a position with a card of the other seat that stays hidden, and a
card whose name is HTML) and a judge's board of a recorded game (what-if lines) with two
questions about it, answered by the engine in the worker."""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from builders import EVIL_NAME
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from servers import free_port, serve

from vgwidget.cli_export import add_parser
from vgwidget.engine.game import Game
from vgwidget.widget.playable import find_pyodide
from vgwidget.widget.question import page_verdict
from vgwidget.widget.session import PageSession, page_game

pytestmark = pytest.mark.browser

SECRET = "Hushed Vault Wyrm"
"""An invented grade 3 card in Player 2's hand: Player 2's vanguard is grade 1, so it can be
neither called nor ridden in these turns, and Player 1's view must never name it."""
POSITION = f"""
[[cards]]
name = '{EVIL_NAME}'
grade = 1
power = 8000
shield = 5000
nation = "Emberreach"
formats = ["standard"]

[[cards]]
name = "{SECRET}"
grade = 3
power = 13000
nation = "Tidecourt"
formats = ["standard"]

[game]
format = "standard"
seed = 7
turn = 3
turn_player = 1
phase = "main"

[players.1]
hand = ["Ember Lancer"]
circles = {{ VC = "Cinder Drake Warden", FL = '{EVIL_NAME}' }}
deck = {{ fill = "teaching" }}

[players.2]
hand = ["{SECRET}", "{SECRET}"]
circles = {{ VC = "Shoalguard Cadet" }}
deck = {{ fill = "teaching" }}
"""
HITS, MISSES = "it hits", "it does not hit"
QUESTIONS = """
[[question]]
question = "Play on to the next guard step; Player 2 does not guard. Does the attack hit?"
choices = ["it hits", "it does not hit"]
ask = "hit"
play = ["power-to", "ride-deck", "call", "end-main", "attack", "boost", "end-guard"]

[[question]]
question = "The same attack, asked again: does it hit?"
choices = ["it hits", "it does not hit"]
ask = "hit"
play = ["power-to", "ride-deck", "call", "end-main", "attack", "boost", "end-guard"]

[[question]]
question = "Player 2 does not guard. How much damage does the attack deal?"
choices = ["0", "1", "2", "3", "4"]
ask = "damage"
play = ["power-to", "ride-deck", "call", "end-main", "attack", "boost", "end-guard"]

[[question]]
question = "At the guard step, may Player 2 finish guarding without calling a guardian?"
choices = ["it may", "it may not"]
ask = "legal"
action = { kind = "end-guard" }
play = ["power-to", "ride-deck", "call", "end-main", "attack", "boost"]
"""
"""Questions about the judge's recorded game (seed 5, 40 random decisions): the first legal
decision of each kind leads to Player 2's guard step, where the attack hits (the engine's
power check; ``tests/test_page_questions.py`` checks the page's answers in Python)."""
PREFER = ("End the", "Attack", "Finish", "Do not", "Keep")
"""Which option a test player clicks first (else the first one listed): a turn that ends."""

# Every message between the page and its worker, as the page sees it (read by the checks).
SPY = """
window.__posts = []; window.__sent = [];
const RealWorker = window.Worker;
window.Worker = class extends RealWorker {
  constructor(...args) {
    super(...args);
    this.addEventListener("message", (e) =>
      window.__posts.push(typeof e.data === "string" ? e.data : JSON.stringify(e.data)));
  }
  postMessage(m, ...rest) {
    window.__sent.push(JSON.stringify(m));
    return super.postMessage(m, ...rest);
  }
};
"""


class Page:
    """One open playable page, with the requests it tried outside its server."""

    def __init__(
        self, browser: Any, url: str, origin: str, folder: Path, hold: bool = False
    ) -> None:
        self.folder = folder
        self.ctx = browser.new_context(viewport={"width": 1280, "height": 900})
        self.outside: list[str] = []
        self.errors: list[str] = []
        self.held: list[Any] = []
        self.early: dict[str, Any] = {}

        def route(r: Any) -> None:
            if hold and r.request.url.endswith("/worker.js") and not self.early:
                self.held.append(r)  # the worker waits until the early board is looked at
            elif r.request.url.startswith(origin):
                r.continue_()
            else:
                self.outside.append(r.request.url)
                r.abort()

        self.ctx.route("**/*", route)
        self.ctx.add_init_script(SPY)
        self.page = self.ctx.new_page()
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(url)

    def look_early(self) -> None:
        """The board the page draws before its worker has started (the worker's script is
        held back meanwhile): what a learner sees, kept for the checks; then the worker goes."""
        page = self.page
        page.wait_for_selector("[data-testid=vgwidget]", timeout=60000)
        page.wait_for_function("() => window.__vgwFirstBoardMs !== undefined", timeout=60000)
        self.early = {
            "html": page.content(),
            "text": page.locator("body").inner_text(),
            "posts": self.posts(),
            "held": len(self.held),
            "inert": page.evaluate("document.getElementById('vgw-board').inert"),
            "starting": page.locator("[data-testid=starting]").inner_text(),
            "actions": page.locator("[data-testid=actions]").inner_text(),
            "buttons": page.locator("[data-testid=actions] .vgw-action-list button").count(),
        }
        for r in self.held:
            r.continue_()

    def ready(self) -> Any:
        self.page.wait_for_function(
            "() => window.__vgwPlayableMs !== undefined", timeout=240000
        )  # (three pages start Pyodide at once: minutes on a saturated machine)
        return self.page

    def posts(self) -> list[str]:
        return list(self.page.evaluate("window.__posts"))

    def actions(self) -> list[str]:
        return list(
            self.page.locator("[data-testid=actions] .vgw-action-list button").all_inner_texts()
        )


@pytest.fixture(scope="module")
def pages(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Page]]:
    try:
        find_pyodide()
    except ValueError as err:
        pytest.skip(str(err))
    root = tmp_path_factory.mktemp("playable")
    ap = add_parser_for_test()
    pos = root / "position.toml"
    pos.write_text(POSITION, encoding="utf-8")
    g = Game.new(seed=5)
    rnd = random.Random(5)
    for _ in range(40):
        g.apply(rnd.choice(g.legal_actions()))
    rec = root / "game.json"
    rec.write_text(g.to_json(), encoding="utf-8")
    qs = root / "questions.toml"
    qs.write_text(QUESTIONS, encoding="utf-8")
    runs = [
        ["export", "--playable", str(root / "vs"), "--position", str(pos), "--vs", "greedy"],
        ["export", "--playable", str(root / "judge"), "--game", str(rec), "--questions", str(qs)],
    ]
    names = ["vs", "judge"]
    if shutil.which("node"):  # the memory snapshot is made by Node
        snap = ["--position", str(pos), "--vs", "greedy", "--snapshot"]
        runs.append(["export", "--playable", str(root / "snap"), *snap])
        names.append("snap")
    for argv in runs:
        args = ap.parse_args(argv)
        assert args.func(args) == 0
    port = free_port()
    server = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"]
    origin = f"http://127.0.0.1:{port}/"
    with serve(server, root, origin + "vs/index.html"):
        opened = {
            k: Page(browser, f"{origin}{k}/index.html", origin, root / k, hold=k == "vs")
            for k in names
        }
        try:
            opened["vs"].look_early()
            for p in opened.values():
                p.ready()
            yield opened
        finally:
            for p in opened.values():
                p.ctx.close()


def add_parser_for_test() -> argparse.ArgumentParser:
    """The ``vgwidget export`` command line, as ``vgwidget`` parses it."""
    ap = argparse.ArgumentParser(prog="vgwidget")
    add_parser(ap.add_subparsers(dest="command", required=True))
    return ap


def click_option(p: Page) -> str:
    """Click the preferred option of the learner's list; wait until the worker answered."""
    page = p.page
    labels = p.actions()
    pick = next((x for w in PREFER for x in labels if x.startswith(w)), labels[0])
    n = len(p.posts())
    page.locator("[data-testid=actions] .vgw-action-list button", has_text=pick).first.click()
    page.wait_for_function("(n) => window.__posts.length > n", arg=n, timeout=60000)
    return pick


@pytest.mark.rule("turn.sequence", "zone.hidden")
def test_a_full_turn_by_clicking_and_the_computer_answers(
    pages: dict[str, Page], artifacts: Path
) -> None:
    p = pages["vs"]
    page = p.page
    assert "Player 1" in page.locator("[data-testid=vgwidget]").inner_text()
    clicked: list[str] = []
    for _ in range(30):  # Player 1's turn 3, then the computer's turn 4 (Player 1 guards)
        page.wait_for_selector("[data-testid=actions] .vgw-action-list button", timeout=60000)
        if "Turn 5" in page.locator(".vgw-pos").inner_text():
            break
        clicked.append(click_option(p))
    assert "Turn 5" in page.locator(".vgw-pos").inner_text(), clicked
    posts = [json.loads(x) for x in p.posts()]
    assert any(m["type"] == "msg" and m["content"].get("type") == "bot" for m in posts), clicked
    assert clicked[0].startswith("End the main phase"), clicked
    assert any(c.startswith("Attack") for c in clicked), clicked
    # turn 4 was the computer's: it played it in the worker, the board played it forward
    log = page.locator(".vgw-log").inner_text()
    assert "Player 2" in log and "attacks" in log, log[-500:]
    # stepping back shows an earlier event, stepping forward comes back
    text = page.locator("[data-testid=explain-text]")
    end = text.inner_text()
    page.click("[data-testid=prev]")
    page.click("[data-testid=prev]")
    assert text.inner_text() != end
    page.click("[data-testid=last]")
    page.screenshot(path=str(artifacts / "playable-vs-greedy.png"), full_page=True)
    assert not p.errors, p.errors
    assert not p.outside, p.outside


@pytest.mark.rule("zone.hidden")
def test_the_other_seats_hidden_card_never_reaches_the_page(pages: dict[str, Page]) -> None:
    p = pages["vs"]
    page = p.page
    # the worker holds the whole game: its memory names the hidden card (the devtools can
    # read it, as the docs say), so this check is not empty
    worker = page.workers[0]
    held = worker.evaluate(
        "async () => { const s = await session; const st = s.widget._game.state;"
        " const cards = st.table.cards;"
        " return [...st.players.get(1).hand].map((c) => cards.get(c).name); }"
    )
    assert SECRET in held
    assert SECRET not in page.content()
    assert SECRET not in page.locator("body").inner_text()
    assert not any(SECRET in x for x in p.posts())
    # the same inputs replayed in Python reach the same game: the card is still hidden there
    sent = [json.loads(x) for x in page.evaluate("window.__sent")]
    settings = json.loads((p.folder / "game.json").read_text(encoding="utf-8"))
    replay: list[str] = []
    s = PageSession(settings, replay.append)
    for m in sent[1:]:
        s.receive(json.dumps(m))
    g = s.widget.game
    assert SECRET in [g.state.table.cards[c].name for c in g.state.players[1].hand]
    assert not any(SECRET in x for x in replay)


@pytest.mark.rule("zone.hidden")
def test_the_first_board_is_drawn_before_the_engine_and_hides_the_other_seat(
    pages: dict[str, Page],
) -> None:
    p = pages["vs"]
    early = p.early
    # drawn while the worker's script was still held back: the worker had posted nothing
    assert early["held"] == 1 and early["posts"] == []
    assert "Player 1" in early["text"] and "Turn 3" in early["text"]
    # the controls are shown as waiting for the engine, and cannot be used yet
    assert early["inert"] is True
    assert early["starting"].startswith("Starting the game engine")
    assert "Starting the game engine" in early["actions"] and early["buttons"] == 0
    # the seat's own view: the other seat's hidden card is nowhere in that early page
    assert SECRET not in early["html"] and SECRET not in early["text"]
    # the worker then started the same board (its first values changed none of the early
    # board's: nothing redrawn, no flicker), and the controls work
    page = p.page
    assert page.evaluate("window.__vgwModel.handover") == []
    assert page.evaluate("document.getElementById('vgw-board').inert") is False
    assert page.locator("[data-testid=starting]").count() == 0
    assert not p.errors, p.errors


@pytest.mark.rule("zone.hidden")
def test_a_card_name_with_html_stays_text(pages: dict[str, Page]) -> None:
    page = pages["vs"].page
    assert page.evaluate("window.__pwned") is None
    assert page.locator("img[src=x]").count() == 0
    assert EVIL_NAME in page.locator("[data-testid=vgwidget]").inner_text()


@pytest.mark.rule("turn.sequence")
def test_a_what_if_line_in_the_judges_page(pages: dict[str, Page], artifacts: Path) -> None:
    p = pages["judge"]
    page = p.page
    choices = page.locator("[data-testid=choices] button:not([disabled])")
    for _ in range(6):
        page.click("[data-testid=prev-decision]")
        try:
            choices.first.wait_for(timeout=15000)
            break
        except PlaywrightTimeout:  # this past decision had one choice only: go further back
            continue
    label = choices.first.inner_text()
    choices.first.click()
    page.wait_for_selector("[data-testid=lines] >> text=Line 1", timeout=30000)
    assert "Line 1" in page.locator("[data-testid=whatif]").inner_text()
    assert label  # the choice tried, in words
    # the main line is kept: switching back to it works
    page.locator("[data-testid=lines] button", has_text="Main line").click()
    page.wait_for_selector(".vgw-line-current >> text=Main line", timeout=30000)
    page.screenshot(path=str(artifacts / "playable-judge-whatif.png"), full_page=True)
    assert not p.errors, p.errors
    assert not p.outside, p.outside


@pytest.mark.rule("battle.hit-check")
def test_battle_hit_check_questions_with_retry_hints_and_the_answer(
    pages: dict[str, Page], artifacts: Path
) -> None:
    p = pages["judge"]
    page = p.page
    page.wait_for_selector("[data-question=q1] [data-testid=quiz]", timeout=30000)
    # before any pick, nothing the worker posted for a question says what the answer is
    asked = [m for m in map(json.loads, p.posts()) if m.get("to") in ("q0", "q1")]
    assert len(asked) == 2  # (each question's first values; q2 and q3: see below)
    assert all(m["state"]["_result"] == {} and not m["state"]["hints"] for m in asked)
    assert not any("Power check" in json.dumps(m) for m in asked)
    q0 = page.locator("[data-question=q0]")
    fb = q0.locator("[data-testid=quiz-feedback]")
    # a wrong pick: "not quite", no answer yet, a hint on request, then try again
    q0.locator("button.vgw-choice", has_text=MISSES).click()
    page.wait_for_function(
        "() => document.querySelector('[data-question=q0] [data-testid=quiz-retry]')"
    )
    assert "Not quite" in fb.inner_text() and HITS not in fb.inner_text()
    q0.locator("[data-testid=quiz-hint]").click()
    q0.locator("[data-testid=quiz-hints] li").first.wait_for(timeout=30000)
    assert "Does the attack hit?" in q0.locator("[data-testid=quiz-hints]").inner_text()
    q0.locator("[data-testid=quiz-retry]").click()
    q0.locator("button.vgw-choice", has_text=HITS).click()
    q0.locator(".vgw-quiz-right").wait_for(timeout=30000)
    assert fb.inner_text().startswith("Right!")
    assert "Power check" in fb.inner_text()  # what the engine did, worked out in the worker
    # "Show the answer" after a wrong pick
    q1 = page.locator("[data-question=q1]")
    q1.locator("button.vgw-choice", has_text=MISSES).click()
    q1.locator("[data-testid=quiz-reveal]").click()
    q1.locator("[data-testid=quiz-feedback] >> text=the answer is").wait_for(timeout=30000)
    assert f"the answer is “{HITS}”" in q1.locator("[data-testid=quiz-feedback]").inner_text()
    page.screenshot(path=str(artifacts / "playable-questions.png"), full_page=True)
    assert not p.errors, p.errors
    assert not p.outside, p.outside


@pytest.mark.rule("zone.hidden", "turn.sequence")
def test_a_page_started_from_pyodides_memory_snapshot_plays_the_same_board(
    pages: dict[str, Page],
) -> None:
    if "snap" not in pages:
        pytest.skip("no Node: no memory snapshot")
    p = pages["snap"]
    page = p.page
    timing = page.evaluate("window.__vgwModel.timing")
    assert timing["snapshot"] == 1  # Pyodide started from the folder's snapshot.bin.gz
    # the worker's first board is the one the page drew from the folder: nothing changed
    assert page.evaluate("window.__vgwModel.handover") == []
    clicked = click_option(p)
    assert clicked.startswith("End the main phase"), clicked
    assert SECRET not in page.content()
    assert not any(SECRET in x for x in p.posts())
    assert not p.errors, p.errors
    assert not p.outside, p.outside


@pytest.mark.rule("damage.check", "battle.guard-end")
def test_damage_check_and_legal_questions_answer_only_after_a_pick(pages: dict[str, Page]) -> None:
    p = pages["judge"]
    page = p.page
    page.wait_for_selector("[data-question=q3] [data-testid=quiz]", timeout=30000)
    settings = json.loads((p.folder / "game.json").read_text(encoding="utf-8"))
    game = page_game(settings)
    verdicts = {f"q{i}": page_verdict(settings["questions"][i], game) for i in (2, 3)}
    assert verdicts["q2"].rule == "battle.hit-vanguard"  # the engine in Python, for the check
    assert verdicts["q3"].answer == "it may" and verdicts["q3"].rule == "battle.guard-end"
    # before a pick: neither the page's early copy of the questions (drawn before the worker
    # started) nor the worker's posts for them hold the answer or what the engine did
    index = (p.folder / "index.html").read_text(encoding="utf-8")
    block = index.split("id='vgw-first'>", 1)[1].split("</script>", 1)[0]
    early = [m for m in json.loads(block) if m.get("to") in verdicts]
    posts = [m for m in map(json.loads, p.posts()) if m.get("to") in verdicts]
    assert {m["to"] for m in posts} == {m["to"] for m in early} == {"q2", "q3"}
    for m in early + posts:
        v = verdicts[m["to"]]
        assert m["state"]["_result"] == {} and m["state"]["hints"] == []
        assert m["state"]["feedback"] == "" and v.because not in json.dumps(m, ensure_ascii=False)
    # the damage: the right count, with what the engine did
    q2 = page.locator("[data-question=q2]")
    q2.locator("button.vgw-choice", has_text=verdicts["q2"].answer).click()
    q2.locator(".vgw-quiz-right").wait_for(timeout=30000)
    fb = q2.locator("[data-testid=quiz-feedback]").inner_text()
    assert fb.startswith("Right!") and "damage" in fb
    # the legal question: a wrong pick says "not quite" and keeps the answer back
    q3 = page.locator("[data-question=q3]")
    q3.locator("button.vgw-choice", has_text="it may not").click()
    page.wait_for_function(
        "() => document.querySelector('[data-question=q3] [data-testid=quiz-retry]')"
    )
    fb = q3.locator("[data-testid=quiz-feedback]").inner_text()
    assert "Not quite" in fb and verdicts["q3"].because not in fb
    assert not p.errors, p.errors
    assert not p.outside, p.outside
