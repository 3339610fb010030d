"""A judge's correction: several manual adjustments made as one, with the judge's reason, no
check timing and no game end between them; refused as a whole if any part is refused; the
reason read by both players, the adjustments of hidden cards by their owner only."""

from __future__ import annotations

import json
import random

import pytest

from vgwidget.engine import notation
from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game


def main_phase(seed: int = 3) -> Game:
    g = Game.new(seed=seed)
    rnd = random.Random(seed)
    while not (g.state.decision and g.state.decision.kind == "main" and g.state.turn >= 3):
        g.apply(rnd.choice(g.legal_actions()))
    return g


def manual(g: Game, card: int, target: str) -> dict[str, object]:
    return {"kind": "manual", "player": g.state.owner(card), "card": card, "target": target}


@pytest.mark.rule("judge.correction", "judge.manual")
def test_a_correction_has_no_check_timing_between_its_adjustments() -> None:
    """Swapping the vanguard for a card in hand: as two separate adjustments, the first leaves
    the vanguard circle empty and the check timing after it makes the player ride from the
    soul; as one correction, nothing happens between them."""
    g = main_phase()
    p = g.state.turn_player
    vc = g.state.players[p].vanguard
    new = next(c for c in g.state.players[p].hand if g.state.card(c).is_unit)
    assert vc is not None
    swap = [manual(g, vc, "move:drop"), manual(g, new, "move:VC")]

    apart = g.fork("apart")
    apart.apply(swap[0])
    d = apart.state.decision
    assert d is not None and d.kind == "soul-ride", "an empty vanguard circle is acted on"

    events = g.correct(swap, "the ride was made with the wrong card")
    assert [e.kind for e in events] == ["correction", "manual", "manual"]
    assert events[0].rule == "judge.correction"
    assert g.state.players[p].vanguard == new
    assert g.state.decision is not None and g.state.decision.kind == "main"


@pytest.mark.rule("judge.correction")
def test_a_refused_adjustment_takes_the_whole_correction_back() -> None:
    g = main_phase()
    p = g.state.turn_player
    hand = g.state.players[p].hand
    before, n, record = g.state, len(g.events), g.to_json()
    with pytest.raises(IllegalAction, match="power, critical and shield belong to units"):
        g.correct([manual(g, hand[0], "move:drop"), manual(g, hand[1], "power:+5000")], "oops")
    assert g.state is before and len(g.events) == n and g.to_json() == record


@pytest.mark.rule("judge.correction")
def test_while_a_correction_is_open_only_its_adjustments_are_taken() -> None:
    g = main_phase()
    p = g.state.turn_player
    g.apply(Action("manual", p, target="correction: two cards were misplaced", number=2))
    assert g.legal_actions() == []
    with pytest.raises(IllegalAction, match="not finished: 2 adjustment"):
        g.apply(Action("end-main", p))
    with pytest.raises(IllegalAction, match="a correction is open"):
        g.apply(Action("manual", p, target="correction: again", number=1))
    hand = g.state.players[p].hand
    g.apply(manual(g, hand[0], "move:drop"))
    assert g.legal_actions() == []
    g.apply(manual(g, g.state.players[p].hand[0], "move:drop"))
    assert g.legal_actions() and g.state.correcting == 0


@pytest.mark.rule("judge.correction")
def test_both_players_read_the_reason_but_not_the_hidden_cards() -> None:
    g = main_phase()
    p = g.state.turn_player
    card = g.state.players[p].hand[0]
    name = g.state.card(card).name
    g.correct([manual(g, card, "move:deck-bottom")], "a card drawn by mistake goes back")
    opp = [e.text for e in g.events_for(1 - p)][-3:]
    assert any("a card drawn by mistake goes back" in t for t in opp)
    assert not any(name in t for t in opp[-2:]), opp


@pytest.mark.rule("judge.correction")
def test_a_correction_replays_from_the_record_and_reads_as_script() -> None:
    g = main_phase()
    p = g.state.turn_player
    opening = Action("manual", p, target="correction: the soul was short by one", number=1)
    line = notation.to_script(g.state, opening)
    assert line == "correction: the soul was short by one (1 adjustments)"
    assert notation.parse(g.state, line) == opening
    g.correct([manual(g, g.state.players[p].hand[0], "move:soul")], "the soul was short by one")
    again = Game.from_json(g.to_json())
    assert [e.text for e in again.events] == [e.text for e in g.events]


@pytest.mark.rule("card.lock", "card.delete")
def test_lock_and_delete_by_hand() -> None:
    g = main_phase()
    p = g.state.turn_player
    vc = g.state.players[p].vanguard
    assert vc is not None
    g.apply(manual(g, vc, "delete"))
    assert vc in g.state.deleted and vc in g.state.face_down
    with pytest.raises(IllegalAction, match="only a rear-guard"):
        g.apply(manual(g, vc, "lock"))
    g.apply(manual(g, vc, "undelete"))
    assert vc not in g.state.deleted and vc not in g.state.face_down
    with pytest.raises(IllegalAction, match="not deleted"):
        g.apply(manual(g, vc, "undelete"))


@pytest.mark.rule("judge.correction")
@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"target": "correction: x", "number": 0}, "1 to 50"),
        ({"target": "correction: x", "number": 51}, "1 to 50"),
        ({"target": "correction:   ", "number": 1}, "say why"),
        ({"target": "correction: " + "x" * 600, "number": 1}, "at most 500"),
        ({"target": "correction: x", "number": 1, "card": 0}, "names no card"),
        ({"target": "rest", "number": 1, "card": 0}, "only a correction takes a number"),
    ],
)
def test_a_malformed_correction_is_refused(action: dict[str, object], message: str) -> None:
    g = main_phase()
    n = len(g.events)
    with pytest.raises(IllegalAction, match=message):
        g.apply({"kind": "manual", "player": 0, **action})
    assert len(g.events) == n
    assert "correction" not in json.dumps(g.to_record()["main"])
