"""The guided first game (notebook 0): the learner plays Player 1 against ``gentle``, with a
coach note the first time each kind of decision comes up, and a summary at the end.

Played here through the widget's own message handling, clicking only the listed choices, as
the browser test (tests/browser/test_first_game.py) does in JupyterLab.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from beginner import pick
from widget_browser import Browser

from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.procedures import DECISION_RULES
from vgwidget.tutorial import first_game
from vgwidget.tutorial.coach import NOTEBOOK_TITLES, NOTES, note_for

TUTORIALS = Path(__file__).resolve().parent.parent / "tutorials" / "src"


def play_through(seed: int = 6) -> tuple[Any, list[str], int]:
    coach = first_game(seed=seed, pace="instant")
    w = coach.widget
    page = Browser(w)
    notes: list[str] = []
    clicks = calls = 0
    turn = None
    while True:
        title = w.coach.get("title", "")
        if not notes or notes[-1] != title:
            notes.append(title)  # "" too: a note that came back would be a new stretch
        if not w._actions or clicks >= 300:
            break
        if coach.game.state.turn != turn:
            turn, calls = coach.game.state.turn, 0
        labels = [x["label"] for x in w._actions]
        i = pick(labels, calls)
        calls += labels[i].startswith("Call")
        page.custom({"type": "action", "action": w._actions[i]["a"]})
        clicks += 1
    assert page.errors() == []
    return coach, [x for x in notes if x], clicks


def test_every_note_cites_a_real_rule_and_a_real_notebook() -> None:
    titles = {}
    for src in TUTORIALS.glob("[0-9][0-9]-*.py"):
        m = re.search(r"^# # (\d+) · (.+)$", src.read_text(encoding="utf-8"), re.M)
        assert m
        titles[int(m.group(1))] = m.group(2)
    for n, title in NOTEBOOK_TITLES.items():
        assert titles[n].startswith(title), (n, title, titles[n])
    for kind, note in NOTES.items():
        assert kind in DECISION_RULES, kind
        get_rule(note.rule)
        shown = note.as_dict()
        assert f"[{note.rule}]" in shown["rule"] and str(note.notebook) in shown["more"]


def test_a_rarer_decision_gets_the_catalogue_s_words() -> None:
    note = note_for("g-assist")
    assert note.rule == DECISION_RULES["g-assist"]
    assert note.text == get_rule(note.rule).summary


@pytest.mark.slow
@pytest.mark.rule("win.damage")
def test_the_first_game_reaches_its_end_with_each_note_once() -> None:
    coach, notes, clicks = play_through()
    game = coach.game
    assert game.is_over and clicks > 10
    mine = list(coach.shown)
    assert len(mine) == len(set(mine)) >= 5  # each kind noted once, the common ones met
    assert {"mulligan", "ride", "main", "attack", "guard"} <= set(mine)
    # what the board showed: one stretch per note, in the order met, then the summary
    assert notes == [note_for(k).title for k in mine] + ["the game is over"]
    text = coach.widget.coach["text"]
    assert text == coach.summary() and "Damage: you" in text
    assert game.result is not None and game.result.rule == "win.damage"


def test_the_computer_plays_gentle_and_the_board_is_player_1_s() -> None:
    coach = first_game(seed=6, pace="instant")
    w = coach.widget
    assert w.perspective == 0 and w.lock_perspective and w._opponent["level"] == "gentle"
    assert w._opponent["seat"] == 1
    assert coach.summary().startswith("The game is still on")
