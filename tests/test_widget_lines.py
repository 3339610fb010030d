"""What-if lines in the widget (the kernel side): from a past decision the judge's view lists
the choices that were legal there; picking one starts a named side line, shown at once; lines
are listed, switched, renamed and compared; the judge's notes are edited and kept in the record;
a player's view gets none of it (names and notes are the judge's words) but may concede."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from invariants import DECKS_DIR
from test_whatif_lines import guard_decision, played
from widget_browser import Browser

from vgwidget.engine.decks import load_deck
from vgwidget.engine.game import Game
from vgwidget.engine.lines import decision_events

widget = pytest.importorskip("vgwidget.widget")
VanguardWidget = widget.VanguardWidget


@pytest.mark.rule("turn.sequence", "battle.guard")
def test_the_judge_branches_from_a_past_decision_in_the_widget() -> None:
    g = played()
    main_texts = [e.text for e in g.events]
    w = VanguardWidget(g, perspective=None)
    b = Browser(w)
    at = guard_decision(g)
    w.cursor = at
    offered = w._lines["choices"]
    assert w._lines["choices_at"] == at and len(offered) > 2
    assert sum(c["taken"] for c in offered) == 1, "the choice that was made is marked"
    other = next(c for c in offered if not c["taken"])
    b.custom({"type": "branch", "at": at, "action": other["a"]})
    assert b.errors() == []
    assert w._lines["current"] == "Line 1"
    assert [line["label"] for line in w._lines["lines"]] == ["Main line", "Line 1"]
    assert w.game.branch_at == at and w.game is g.variations["Line 1"]
    assert [e.text for e in g.events] == main_texts, "the main line is never changed"
    b.custom({"type": "rename", "name": "Line 1", "to": "guards with the other card"})
    assert w._lines["current"] == "guards with the other card"
    b.custom({"type": "line", "name": None})
    assert w.game is g and w._lines["current"] is None
    b.custom({"type": "compare", "name": "guards with the other card"})
    c = w._lines["compare"]
    assert c["parted_after"] == at and len(c["ends"]) == 2
    b.custom({"type": "note", "at": 3, "note": "both players keep their hands"})
    assert w._lines["notes"] == {"3": "both players keep their hands"}
    record = json.loads(g.to_json())
    assert "guards with the other card" in json.dumps(record)
    assert "both players keep their hands" in json.dumps(record)
    assert b.errors() == []


@pytest.mark.rule("turn.sequence")
def test_a_players_view_has_no_lines_but_may_concede() -> None:
    g = played()
    p = g.state.decision.player  # type: ignore[union-attr]
    w = VanguardWidget(g, perspective=p)
    b = Browser(w)
    assert w._lines == {}
    at = guard_decision(g)
    n = len(g.events)
    for msg in (
        {"type": "branch", "at": at, "action": {"kind": "end-guard", "player": p}},
        {"type": "line", "name": None},
        {"type": "note", "at": 1, "note": "x"},
        {"type": "compare", "name": None},
    ):
        b.custom(msg)
    assert len(b.errors()) == 4 and len(g.events) == n and g.variations == {}
    b.custom({"type": "concede"})
    assert g.is_over and g.result is not None and g.result.winner == 1 - p


@pytest.mark.rule("turn.sequence")
@pytest.mark.parametrize(
    "msg",
    [
        {"type": "branch", "at": "x", "action": {}},
        {"type": "branch", "at": 2, "action": {"kind": "end-guard", "player": 0}},
        {"type": "line", "name": "nope"},
        {"type": "rename", "name": "nope", "to": "x"},
        {"type": "note", "at": 10**6, "note": "x"},
        {"type": "note", "at": 1, "note": "x" * 1001},
        {"type": "concede"},
    ],
)
def test_bad_line_messages_change_nothing(msg: dict[str, Any]) -> None:
    g = played()
    w = VanguardWidget(g, perspective=None)
    b = Browser(w)
    before = (len(g.events), dict(g.variations), g.annotations, w._lines)
    b.custom(msg)
    assert b.errors()
    assert (len(g.events), dict(g.variations), g.annotations, w._lines) == before


@pytest.mark.rule("gift.type", "turn.sequence")
def test_issue_24_the_what_if_mark_is_the_choice_made_after_a_gift_type() -> None:
    """Issue #24 item 15: after the decision that chooses a gift's type (Standard, standard-2 v
    standard-5, seed 12, decision 40), the widget's what-if list still marks, at each later
    decision, the choice that was made there (it was off by one from there on)."""
    g = Game.new(
        load_deck(DECKS_DIR / "standard-2.txt"),
        load_deck(DECKS_DIR / "standard-5.txt"),
        seed=12,
        format="standard",
    )
    r = random.Random(12)
    for _ in range(46):
        g.apply(r.choice(g.legal_actions()))
    w = VanguardWidget(g, perspective=None)
    points = decision_events(g)
    for k in range(40, 45):
        w.cursor = points[k]
        marked = [c["a"] for c in w._lines["choices"] if c["taken"]]
        assert marked == [g.actions[k].to_dict()], k
