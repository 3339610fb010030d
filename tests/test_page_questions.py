"""Questions in a playable page, without a browser: the worker's question
(:class:`~vgwidget.widget.session.PageQuestion`) runs the kernel ``Predict``'s own logic
(:class:`~vgwidget.widget.question.QuestionLogic`); its answer is worked out by the engine in the
worker and nothing about it is posted before a pick; a wrong pick gives a hint and a retry; the
page can ask for the answer only after a pick; a bad question is reported when the page is
written."""

from __future__ import annotations

import json
import shutil
import zipfile
from pathlib import Path
from typing import Any

import pytest
from test_widget_session import fake_pyodide

from vgwidget import cli
from vgwidget.engine.game import Game
from vgwidget.widget.play import autopilot, hit_decided, hit_verdict, what_if
from vgwidget.widget.playable import PageError, compile_zip, find_pyodide, package_zip
from vgwidget.widget.quiz import Predict
from vgwidget.widget.session import PageSession

HITS, MISSES = "it hits", "it does not hit"
ASKED = "Player 2 does not guard. Does the attack hit?"
QUESTION: dict[str, Any] = {
    "question": ASKED,
    "choices": [HITS, MISSES],
    "ask": "hit",
    "play": ["end-guard"],
}


def at_guard() -> Game:
    """A new game played by the autopilot until a player decides whether to guard."""
    g = Game.new(seed=1)
    while "end-guard" not in {a.kind for a in g.legal_actions()}:
        g.apply(autopilot(g))
    return g


def question_state(posts: list[str], to: str = "q0") -> dict[str, Any]:
    """The question's synced values after every message posted for it so far."""
    state: dict[str, Any] = {}
    for text in posts:
        m = json.loads(text)
        if m.get("to") == to and m["type"] == "state":
            state.update(m["state"])
    return state


def session(posts: list[str]) -> PageSession:
    return PageSession(
        {"record": at_guard().to_record(), "perspective": 1, "questions": [QUESTION]},
        posts.append,
    )


@pytest.mark.rule("battle.hit-check")
def test_battle_hit_check_the_page_question_answers_as_the_kernel_predict() -> None:
    game = at_guard()
    kernel = Predict(
        ASKED,
        [HITS, MISSES],
        lambda: hit_verdict(what_if(game, "end-guard", until=hit_decided), HITS, MISSES),
    )
    posts: list[str] = []
    page = session(posts).questions["q0"]
    for choice in (MISSES, HITS):
        assert page.result_for(choice) == kernel.result_for(choice)
    kernel.close()


@pytest.mark.rule("battle.hit-check")
def test_battle_hit_check_nothing_about_the_answer_is_posted_before_a_pick() -> None:
    posts: list[str] = []
    s = session(posts)
    answer = s.questions["q0"]._verdict
    before = [json.loads(p) for p in posts if json.loads(p).get("to") == "q0"]
    assert before and all(m["type"] == "state" for m in before)
    state = question_state(posts)
    assert state["_result"] == {} and state["feedback"] == "" and state["hints"] == []
    assert state["correct"] is None and state["revealed"] is False
    for text in posts:
        if json.loads(text).get("to") == "q0":
            assert answer.because not in text and answer.rule not in text
    # the page cannot ask for the answer before a pick, nor skip hints
    s.receive(json.dumps({"to": "q0", "type": "set", "state": {"revealed": True}}))
    s.receive(json.dumps({"to": "q0", "type": "set", "state": {"hint_step": 3}}))
    assert question_state(posts)["revealed"] is False and question_state(posts)["hints"] == []
    assert answer.because not in "".join(posts)


@pytest.mark.rule("battle.hit-check")
def test_battle_hit_check_wrong_then_hint_then_retry_then_right() -> None:
    posts: list[str] = []
    s = session(posts)
    right = s.questions["q0"]._verdict.answer
    wrong = MISSES if right == HITS else HITS

    def send(state: dict[str, Any]) -> dict[str, Any]:
        s.receive(json.dumps({"to": "q0", "type": "set", "state": state}))
        return question_state(posts)

    st = send({"picked": wrong})
    assert st["correct"] is False and st["revealed"] is False
    st = send({"hint_step": 1})
    assert st["hints"] == ["The rule that decides it: “Does the attack hit?”."]
    st = send({"picked": ""})
    assert st["_result"] == {} and st["correct"] is None
    st = send({"picked": right})
    assert st["correct"] is True and st["revealed"] is True
    assert st["answers"] == [wrong, right]
    # the board itself did not move: the question was answered on a trial line
    assert len(s.widget.game.actions) == len(at_guard().actions)
    assert "end-guard" in {a.kind for a in s.widget.game.legal_actions()}


@pytest.mark.rule("battle.hit-check")
def test_battle_hit_check_show_the_answer_after_a_wrong_pick() -> None:
    posts: list[str] = []
    s = session(posts)
    right = s.questions["q0"]._verdict.answer
    wrong = MISSES if right == HITS else HITS
    s.receive(json.dumps({"to": "q0", "type": "set", "state": {"picked": wrong}}))
    s.receive(json.dumps({"to": "q0", "type": "set", "state": {"revealed": True}}))
    st = question_state(posts)
    assert st["revealed"] is True and st["_result"]["answer"] == right
    # a message for a question the page does not have changes nothing
    n = len(posts)
    s.receive(json.dumps({"to": "q9", "type": "set", "state": {"picked": right}}))
    assert all(json.loads(p).get("to") != "q9" for p in posts[n:])


def test_a_bad_question_is_reported_when_the_page_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "game.json"
    record.write_text(at_guard().to_json(), encoding="utf-8")
    fake = str(fake_pyodide(tmp_path / "py"))
    good = tmp_path / "q.toml"
    good.write_text(
        '[[question]]\nquestion = "No guard: does it hit?"\n'
        f'choices = ["{HITS}", "{MISSES}"]\nask = "hit"\nplay = ["end-guard"]\n',
        encoding="utf-8",
    )
    out = tmp_path / "page"
    argv = ["export", "--playable", str(out), "--game", str(record), "--questions", str(good)]
    assert cli.main([*argv, "--pyodide", fake]) == 0
    settings = json.loads((out / "game.json").read_text(encoding="utf-8"))
    assert settings["questions"][0]["ask"] == "hit"
    assert settings["compiled"] is False  # this Pyodide is a stand-in: the sources only
    # the page carries the question as the worker first posts it (drawn before the engine
    # starts), never its answer
    index = (out / "index.html").read_text(encoding="utf-8")
    block = index.split("id='vgw-first'>", 1)[1].split("</script>", 1)[0]
    asked = [m for m in json.loads(block) if m.get("to") == "q0"]
    assert asked[0]["state"]["question"] == "No guard: does it hit?"
    assert asked[0]["state"]["_result"] == {} and asked[0]["state"]["hints"] == []
    assert "What the engine did" not in index and "The answer" not in index
    bad = tmp_path / "bad.toml"
    bad.write_text('[[question]]\nquestion = "?"\nchoices = ["a", "b"]\nask = "guess"\n')
    argv = ["export", "--playable", str(tmp_path / "bad"), "--game", str(record)]
    assert cli.main([*argv, "--questions", str(bad), "--pyodide", fake]) == 1
    assert "asks one of hit" in capsys.readouterr().err


def test_the_folder_holds_pyodides_bytecode_where_node_is_installed(tmp_path: Path) -> None:
    """``vgwidget.zip`` gains each module's bytecode, compiled by the page's own Pyodide under
    Node (unchecked-hash pycs: the unpacked files' times do not matter); without a Pyodide
    that runs, the zip keeps the sources only and the page says so."""
    fake = tmp_path / "fake.zip"
    package_zip(fake)
    before = set(zipfile.ZipFile(fake).namelist())
    assert compile_zip(fake, fake_pyodide(tmp_path / "py")) is False
    assert set(zipfile.ZipFile(fake).namelist()) == before
    try:
        real = find_pyodide()
    except PageError as err:
        pytest.skip(str(err))
    if shutil.which("node") is None:
        pytest.skip("no Node")
    assert compile_zip(fake, real) is True
    with zipfile.ZipFile(fake) as z:
        names = set(z.namelist())
        pyc = z.read("vgwidget/widget/__pycache__/session.cpython-313.pyc")
    assert before <= names  # the sources stay (tracebacks show them)
    assert int.from_bytes(pyc[4:8], "little") == 0b01  # hash-based, not checked
