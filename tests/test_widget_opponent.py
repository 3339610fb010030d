"""Playing against the computer in the widget (the kernel side): the computer takes a seat and
makes that seat's decisions as soon as it is to decide; the view is the learner's seat, so the
computer's hidden cards never reach the browser; the browser picks the level and the seat."""

from __future__ import annotations

import json
from typing import Any

import pytest
from widget_browser import Browser

from vgwidget.engine.game import Game
from vgwidget.engine.view import view

widget = pytest.importorskip("vgwidget.widget")
VanguardWidget = widget.VanguardWidget


@pytest.mark.rule("turn.sequence")
def test_the_computer_plays_its_seat_after_each_of_the_learners_decisions() -> None:
    g = Game.new(seed=5)
    w = VanguardWidget(g, perspective=None)
    b = Browser(w)
    b.custom({"type": "opponent", "level": "greedy", "seat": 1})
    assert b.errors() == []
    assert w.perspective == 0 and w._opponent["level"] == "greedy" and w._opponent["seat"] == 1
    for _ in range(40):
        if g.is_over:
            break
        assert g.current_player == 0, "whenever the game waits, it waits for the learner"
        w.play(g.legal_actions()[0])
    assert any(e.actor == 1 and e.decision for e in g.events), "the computer decided"
    bot_moves = [r for r in b.replies if r.get("type") == "bot"]
    assert bot_moves and all(isinstance(r["from"], int) for r in bot_moves)


@pytest.mark.rule("turn.sequence")
def test_the_computers_hidden_cards_are_not_synced() -> None:
    g = Game.new(seed=5)
    w = VanguardWidget(g, perspective=None)
    w.play_against("random", seat=1, seed=3)
    for _ in range(30):
        if g.is_over:
            break
        w.play(g.legal_actions()[0])
    synced = json.dumps(w.get_state(), default=str, ensure_ascii=False)
    seen = json.dumps([view(s, 0) for s in [*g.snapshots, g.state]], ensure_ascii=False)
    hidden = {g.state.card(c).name for c in g.state.players[1].hand} - {
        g.state.card(c).name
        for c in range(len(g.state.table.cards))
        if g.state.card(c).name in seen
    }
    assert hidden and not [n for n in hidden if n in synced]


@pytest.mark.rule("turn.sequence")
@pytest.mark.parametrize(
    ("msg", "message"),
    [
        ({"type": "opponent", "level": "grandmaster", "seat": 1}, "unknown bot level"),
        ({"type": "opponent", "level": "greedy", "seat": 2}, "seat is 0 or 1"),
        ({"type": "opponent", "level": 5, "seat": 1}, "level is a text"),
    ],
)
def test_a_bad_opponent_message_changes_nothing(msg: dict[str, Any], message: str) -> None:
    g = Game.new(seed=5)
    w = VanguardWidget(g, perspective=0, lock_perspective=True)
    b = Browser(w)
    n = len(g.events)
    b.custom(msg)
    assert any(message in e for e in b.errors()), b.errors()
    assert len(g.events) == n and w._opponent.get("level") is None
    b.custom({"type": "opponent", "level": "greedy", "seat": 0})
    assert any("locked" in e for e in b.errors())
