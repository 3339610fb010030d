"""What a playable page's question may ask besides ``hit``: ``damage`` (how much damage the first
attack deals: its damage checks) and ``legal`` (may an action be taken: the engine takes it on a
trial line; the rule that allows or refuses it decides). Each is worked out by the engine when
the page is written and again in the worker, nothing about the answer is posted before a pick,
and a question that cannot be asked is refused with the reason."""

from __future__ import annotations

import json
from typing import Any

import pytest
from test_page_questions import at_guard, question_state
from test_widget_session import POSITION

from vgwidget.engine.game import Game
from vgwidget.widget.play import damage_checks, hit_decided, legal_verdict, what_if
from vgwidget.widget.question import QuestionError, page_questions, page_verdict
from vgwidget.widget.session import PageSession

NUMBERS = ["0", "1", "2", "3", "4"]
LEGAL, NOT_LEGAL = "yes, it may", "no, it may not"


def damage(play: list[Any] | None = None) -> dict[str, Any]:
    return {
        "question": "Player 1 does not guard. How much damage does the attack deal?",
        "choices": NUMBERS,
        "ask": "damage",
        "play": ["end-guard"] if play is None else play,
    }


def legal(action: dict[str, Any], play: list[Any] | None = None) -> dict[str, Any]:
    return {
        "question": "May Player 1 do this now?",
        "choices": [LEGAL, NOT_LEGAL],
        "ask": "legal",
        "action": action,
        "play": play or [],
    }


@pytest.mark.rule("damage.check", "battle.hit-vanguard")
def test_damage_check_a_damage_question_counts_the_attacks_damage_checks() -> None:
    game = at_guard()
    out = what_if(game, "end-guard", until=hit_decided)
    checks = damage_checks(out.events)
    assert checks  # this attack hits the vanguard: the count below is not a zero by default
    v = page_verdict(damage(), game)
    assert v.answer == str(len(checks)) and v.rule == "battle.hit-vanguard"
    assert f"{len(checks)} damage" in v.because
    # the game itself did not move
    assert "end-guard" in {a.kind for a in game.legal_actions()}


@pytest.mark.rule("main.call")
def test_main_call_a_legal_question_answers_with_the_rule_that_allows_or_refuses() -> None:
    game = Game.from_position(POSITION)  # Player 1's main phase, "Ember Lancer" in hand
    yes = page_verdict(legal({"kind": "call", "card": "Ember Lancer", "circle": "FR"}), game)
    assert yes.answer == LEGAL and yes.rule == "main.call" and "calls" in yes.because
    no = page_verdict(legal({"kind": "call", "card": "Ember Lancer", "circle": "VC"}), game)
    assert no.answer == NOT_LEGAL and no.rule == "main.call"
    assert "rear-guard circle" in no.because
    # after the play decisions: an attack is legal in the battle phase, not in the main phase
    attack = {"kind": "attack", "circle": "VC", "target": "VC"}
    assert page_verdict(legal(attack), game).answer == NOT_LEGAL
    later = page_verdict(legal(attack, ["end-main"]), game)
    assert later.answer == LEGAL and later.rule == "battle.start"
    # nothing was played on the board itself
    assert game.decision is not None and game.decision["kind"] == "main"
    assert len(game.state.players[0].hand) == 1


@pytest.mark.rule("main.call")
def test_main_call_legal_verdict_names_the_other_player_and_their_cards() -> None:
    game = Game.from_position(POSITION)
    v = legal_verdict(game, {"kind": "end-main", "player": 2}, LEGAL, NOT_LEGAL)
    assert v.answer == NOT_LEGAL  # it is Player 1's decision
    with pytest.raises(ValueError, match="no 'Nobody' in their hand or circles"):
        legal_verdict(game, {"kind": "call", "card": "Nobody", "circle": "FL"})
    with pytest.raises(ValueError, match="player is 1 or 2"):
        legal_verdict(game, {"kind": "end-main", "player": 0})


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ({**damage(), "choices": ["none", "one"]}, "whole numbers"),
        ({**damage(), "choices": ["0", "1"]}, "not among the choices"),
        ({**damage(), "action": {"kind": "guard"}}, "only a legal question names an action"),
        ({**legal({}), "action": None}, "names its action"),
        ({**legal({"kind": "end-main"}), "choices": ["a", "b", "c"]}, "two choices"),
        (legal({"kind": "call", "card": "Nobody", "circle": "FL"}), "no 'Nobody'"),
        (legal({"card": "Ember Lancer"}), "needs its kind"),
    ],
)
def test_a_question_that_cannot_be_asked_is_refused_when_the_page_is_written(
    spec: dict[str, Any], message: str
) -> None:
    game = at_guard() if spec["ask"] == "damage" else Game.from_position(POSITION)
    with pytest.raises(QuestionError, match=message):
        page_questions([spec], game)


@pytest.mark.rule("damage.check", "main.call")
def test_damage_check_nothing_about_the_answer_is_posted_before_a_pick() -> None:
    game = at_guard()
    specs = page_questions([damage(), legal({"kind": "end-guard"})], game)
    assert specs[1]["action"] == {"kind": "end-guard"}  # kept for the worker
    posts: list[str] = []
    s = PageSession(
        {"record": game.to_record(), "perspective": 0, "questions": specs}, posts.append
    )
    for to in ("q0", "q1"):
        v = s.questions[to]._verdict
        state = question_state(posts, to)
        assert state["_result"] == {} and state["hints"] == [] and state["feedback"] == ""
        assert not any(v.because in p for p in posts if json.loads(p).get("to") == to)
    right = s.questions["q0"]._verdict.answer
    s.receive(json.dumps({"to": "q0", "type": "set", "state": {"picked": right}}))
    st = question_state(posts, "q0")
    assert st["correct"] is True and st["_result"]["rule"] == "battle.hit-vanguard"
    s.receive(json.dumps({"to": "q1", "type": "set", "state": {"picked": NOT_LEGAL}}))
    st = question_state(posts, "q1")
    assert st["correct"] is False and st["_result"]["answer"] == LEGAL
