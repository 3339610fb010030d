"""The widget package's parts: the play helpers without anywidget, the versioned wire format,
the question widget (retry, answers returned to Python, when the answer counts as shown, the
offline answer key), the static picture and the nbconvert export."""

from __future__ import annotations

import base64
import json
import subprocess
import sys
from typing import Any

import pytest

from vgwidget.engine.game import Game
from vgwidget.widget.play import Verdict
from vgwidget.widget.quiz import Predict

widget = pytest.importorskip("vgwidget.widget")
VanguardWidget = widget.VanguardWidget
VIEW = "application/vnd.jupyter.widget-view+json"


def test_play_helpers_and_wire_format_import_without_anywidget() -> None:
    code = (
        "import sys\n"
        "sys.modules['anywidget'] = None\n"  # importing it now fails
        "from vgwidget.widget.play import what_if, find_action, hit_verdict\n"
        "from vgwidget.widget.wire import ENCODING_VERSION, TimelineEncoder\n"
        "from vgwidget.widget.html import position_html\n"
        "from vgwidget.quiz import play_until, hit_decided\n"
        "print('ok', ENCODING_VERSION)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("ok")


def test_the_old_names_still_work() -> None:
    import vgwidget
    import vgwidget.export as export
    import vgwidget.quiz as quiz
    from vgwidget.widget import Predict

    assert vgwidget.VanguardWidget is VanguardWidget
    assert quiz.Predict is Predict
    assert export.VanguardHTMLExporter.__module__ == "vgwidget.widget.export"
    for name in ("decode_frame", "decode_card", "encode_event", "TimelineEncoder", "TAIL_MAX"):
        assert getattr(widget, name) is not None


def test_every_chunk_carries_the_wire_version() -> None:
    w = VanguardWidget(Game.new(seed=1), perspective=0)
    state = w.get_state()
    assert state["_base"]["v"] == widget.ENCODING_VERSION == state["_wire"]
    assert state["_panel"] == "game"


def test_a_played_action_says_what_was_done_in_words() -> None:
    g = Game.new(seed=1)
    w = VanguardWidget(g, perspective=None)
    act = g.legal_actions()[0]
    w.play(act)
    status = w.get_state()["_status"]
    assert status["kind"] == "ok" and status["at"] == len(g.events)
    assert "Applied" not in status["message"] and "iid" not in status["message"]


# ------------------------------------------------------------------ questions


def _question() -> Predict:
    return Predict(
        "How many cards are in an opening hand?",
        ["4", "5"],
        Verdict("5", "setup.opening-hand", "Each player drew five cards."),
    )


def test_a_question_can_be_retried_and_every_answer_reaches_python() -> None:
    q = _question()
    q.set_state({"picked": "4"})  # a click in the browser
    state = q.get_state()
    assert q.correct is False and state["_result"]["verdict"] == "wrong"
    assert "{" not in q.feedback and "Verdict(" not in q.feedback  # prose, no Python values
    q.set_state({"picked": ""})  # "Try again"
    assert q.feedback == "" and q.correct is None and q.get_state()["_result"] == {}
    q.set_state({"picked": "5"})
    assert q.correct is True and q.answers == ["4", "5"] and q.answered


def test_the_browser_may_set_only_the_pick() -> None:
    q = _question()
    q.set_state({"feedback": "Right! (forged)", "correct": True, "answers": ["5"]})
    assert q.feedback == "" and q.correct is None and q.answers == []
    assert q.revealed is False


def test_the_offline_answer_key_gives_the_same_feedback_and_is_not_plain_text() -> None:
    q = _question()
    html = (
        q._repr_mimebundle_()[0]["text/html"]
        if isinstance(q._repr_mimebundle_(), tuple)
        else q._repr_mimebundle_()["text/html"]
    )
    assert "application/vnd.vgwidget-quiz+json" in html
    assert "setup.opening-hand" not in html and "five cards" not in html
    key = json.loads(base64.b64decode(q.offline_state()["key"]).decode("utf-8"))
    assert key["5"]["verdict"] == "right" and key["4"]["verdict"] == "wrong"
    assert key["4"]["rule"] == "setup.opening-hand"
    assert q.get_state()["_result"] == {}  # building the key picked nothing


def test_the_answer_counts_as_shown_only_once_it_is() -> None:
    """``revealed``: a wrong click in the front end shows a hint, not the answer; "Show the
    answer" (only after a pick), a right pick or ``answer()`` from Python reveal it."""
    q = _question()
    q.set_state({"revealed": True})  # before any pick: refused
    assert q.revealed is False
    q.set_state({"picked": "4"})
    assert q.correct is False and q.revealed is False
    q.set_state({"revealed": True})  # "Show the answer"
    assert q.revealed is True
    q.set_state({"revealed": False})  # it cannot be taken back
    assert q.revealed is True
    right = _question()
    right.set_state({"picked": "5"})
    assert right.revealed is True
    told = _question()
    assert "5" in told.answer("4") and told.revealed is True  # the text names the answer


# ------------------------------------------------------------------ static picture, export


def test_the_static_picture_draws_the_mat_and_says_what_is_missing() -> None:
    g = Game.new(seed=2)
    w = VanguardWidget(g, perspective=0)
    html = w._repr_html_()
    assert "format: Standard" in html
    assert html.count("Vanguard</div>") == 2 and "Rear-guard" not in html
    assert "Back left" in html and "save_html" in html
    # the opponent's mat is mirrored: their back row comes first, right before left
    top = html.index("Player 2")
    assert html.index("Back right", top) < html.index("Back left", top)


def test_the_exporter_keeps_questions_and_says_when_a_game_has_no_saved_state() -> None:
    nbformat = pytest.importorskip("nbformat")
    from vgwidget.widget.export import VanguardHTMLExporter
    from vgwidget.widget.html import OFFLINE_NOTE_KEY, offline_note

    q = _question()
    w = VanguardWidget(Game.new(seed=2), perspective=0)
    bundle_q = q._repr_mimebundle_()
    bundle_w = w._repr_mimebundle_()
    data_q = bundle_q[0] if isinstance(bundle_q, tuple) else bundle_q
    data_w = bundle_w[0] if isinstance(bundle_w, tuple) else bundle_w
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell("q; w")
    note = {"text/html": offline_note("Vanguard board")}
    cell.outputs = [
        nbformat.v4.new_output("display_data", data=data_q),
        nbformat.v4.new_output("display_data", data=data_w),
        nbformat.v4.new_output("display_data", data=note, metadata={OFFLINE_NOTE_KEY: True}),
    ]
    nb.cells = [cell]
    body, res = VanguardHTMLExporter().from_notebook_node(nb)
    assert res["vgwidget_count"] == 1  # the question
    assert "vgw-offline-note" not in body  # the note for plain nbconvert pages is dropped
    assert "application/vnd.vgwidget-quiz+json" in body
    assert "saved without its widget state" in body
    assert "type='module'" in body  # the bundle, inlined once


def test_displaying_a_widget_adds_a_hidden_note_for_plain_nbconvert_pages() -> None:
    """`display(w)` publishes the widget, then a second output: a note, hidden unless a plain
    nbconvert HTML page cannot load its widget manager, naming the export that works."""
    from IPython.core.interactiveshell import InteractiveShell

    from vgwidget.widget.html import OFFLINE_NOTE_KEY

    shell = InteractiveShell.instance()
    sent: list[tuple[dict[str, Any], dict[str, Any]]] = []
    pub = shell.display_pub
    old = pub.publish
    pub.publish = lambda data, metadata=None, **kw: sent.append((data, metadata or {}))  # type: ignore[method-assign]
    try:
        VanguardWidget(Game.new(seed=2), perspective=0)._ipython_display_()
        _question()._ipython_display_()
    finally:
        pub.publish = old  # type: ignore[method-assign]
    kinds = [
        "note" if meta.get(OFFLINE_NOTE_KEY) else "widget" if VIEW in data else "?"
        for data, meta in sent
    ]
    assert kinds == ["widget", "note", "widget", "note"]
    board_note, question_note = sent[1][0]["text/html"], sent[3][0]["text/html"]
    assert " hidden " in board_note and "--to vgwidget_html" in board_note
    assert "save_html" in board_note and "save_html" not in question_note
