"""Tickets and set orders (CR 4.55 §15.5, §9.2.3): a ticket in hand is an order like any other,
listed among the legal actions; a ticket whose name makes it a blitz order is played in the
guard step as blitz orders are; a set order whose ability rests it as a cost can be rested in
the order zone, stands again in its owner's stand phase, and the judge may rest or stand it."""

from __future__ import annotations

import pytest
from builders import Table, act, decision_of, power, where

from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card
from vgwidget.engine.errors import CardDataError, IllegalAction
from vgwidget.engine.game import Game

SHIELD = "Brinefoam Shield Ticket"  # a ticket played as a blitz order
SPARK = "Ember Spark Ticket"  # a ticket played as a normal order
POST = "Tidewatch Signal Post"  # a set order: rest this card: a rear-guard gets +5000
QUARTERMASTER = "Brinefoam Quartermaster"  # [ACT](RC) CB1: put a Brinefoam Shield Ticket in hand


def _orders(g: Game, player: int = 0) -> set[int | None]:
    return {a.card for a in g.legal_actions() if a.kind == "play-order" and a.player == player}


def _acts(g: Game) -> set[int | None]:
    return {a.card for a in g.legal_actions() if a.kind == "act"}


def _post_table() -> tuple[Table, int, int]:
    t = Table("standard")
    t.vanguard(0, "Deepcurrent Admiral Marisande")
    lancer = t.rear(0, "FL", "Wavebreaker Lancer")
    (post,) = t._add(0, "order", [POST])
    return t, post, lancer


@pytest.mark.rule("order.ticket", "order.play")
def test_cr_15_5_a_ticket_in_hand_is_listed_by_legal_actions() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinder Drake Warden")
    lancer = t.rear(0, "FL", "Ember Lancer")
    ticket = t.hand(0, SPARK)[0]
    g = t.at_main()
    assert ticket in _orders(g)
    act(g, "play-order", card=ticket)
    if decision_of(g).kind == "choose":
        act(g, "choose", card=lancer)
    assert power(g, lancer) == 8000 + 5000
    assert ticket in g.state.marks.ceased  # through the drop zone, then gone
    assert not _orders(g)  # one order a turn: the ticket was it


@pytest.mark.rule("order.ticket", "order.blitz")
def test_cr_15_5_a_blitz_ticket_is_played_in_the_guard_step_as_blitz_orders_are() -> None:
    t = Table("standard")
    att = t.vanguard(0, "Pyrecrown Overlord")
    t.deck_top(0, "Kindling Aide", "Kindling Aide")
    vg = t.vanguard(1, "Deepcurrent Admiral Marisande")
    ticket = t.hand(1, SHIELD)[0]
    g = t.at_battle()
    assert not _orders(g, 1) and att is not None and vg is not None
    act(g, "attack", circle="VC", target="VC")
    assert ticket in _orders(g, 1)
    before = power(g, vg)
    act(g, "play-order", card=ticket)
    assert power(g, vg) == before + 10000
    assert ticket in g.state.marks.ceased and where_not_anywhere(g, ticket)
    assert not _orders(g, 1)  # one blitz order a turn


def where_not_anywhere(g: Game, iid: int) -> bool:
    """A ceased pseudo-card is in no zone and on no circle."""
    try:
        where(g, iid)
    except (KeyError, ValueError, AssertionError, StopIteration):
        return True
    return False


@pytest.mark.rule("order.ticket", "order.blitz")
def test_cr_15_5_a_blitz_ticket_is_not_played_in_the_main_phase() -> None:
    t = Table("standard")
    t.vanguard(0, "Deepcurrent Admiral Marisande")
    ticket = t.hand(0, SHIELD)[0]
    g = t.at_main()
    assert ticket not in _orders(g)
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("play-order", 0, card=ticket))
    assert err.value.rule == "order.blitz"


@pytest.mark.rule("order.set", "cost.payment", "turn.stand")
def test_cr_9_2_3_a_set_order_rested_by_its_cost_stands_in_its_owners_stand_phase() -> None:
    t, post, lancer = _post_table()
    g = t.at_main()
    assert post in _acts(g)
    act(g, "act", card=post, number=1)
    if decision_of(g).kind == "choose":
        act(g, "choose", card=lancer)
    assert post in g.state.rested and where(g, post) == (0, "order")
    assert power(g, lancer) == 10000 + 5000
    assert post not in _acts(g)  # rested: the cost cannot be paid again
    t2, post2, _ = _post_table()
    t2._rested.add(post2)
    g2 = t2.at_turn_start()
    assert post2 not in g2.state.rested  # stood in its owner's stand phase
    assert any(e.rule == "turn.stand" and post2 in e.cards for e in g2.events)


@pytest.mark.rule("order.set", "turn.stand")
def test_cr_9_2_3_a_set_order_stays_rested_in_the_opponents_stand_phase() -> None:
    t, post, _ = _post_table()
    t._rested.add(post)
    g = t.at_turn_start(turn=4, player=1)
    assert post in g.state.rested


@pytest.mark.rule("judge.manual", "order.set")
def test_cr_9_2_3_the_judge_may_rest_and_stand_a_set_order() -> None:
    t, post, _ = _post_table()
    other = t.hand(0, "Sudden Squall")[0]
    g = t.at_main()
    act(g, "manual", card=post, target="rest")
    assert post in g.state.rested
    act(g, "manual", card=post, target="stand")
    assert post not in g.state.rested
    with pytest.raises(IllegalAction, match="only a card on a circle or a set order"):
        g.apply(Action("manual", 0, card=other, target="rest"))


def test_a_ticket_order_field_belongs_to_tickets() -> None:
    with pytest.raises(CardDataError, match="field 'ticket_order'"):
        Card.from_dict(
            {
                "id": "ODD-6",
                "name": "Odd Order",
                "type": "normal-order",
                "ticket_order": "blitz-order",
            }
        )
    with pytest.raises(CardDataError, match="field 'ticket_order'"):
        Card.from_dict(
            {"id": "ODD-7", "name": "Odd", "type": "ticket", "ticket_order": "set-order"}
        )


# ------------------------------------------------- the shipped cards, one test each


@pytest.mark.rule("order.ticket", "cost.counter-blast", "ability.once-per-turn")
def test_brinefoam_quartermaster() -> None:
    t = Table("standard")
    t.vanguard(0, "Deepcurrent Admiral Marisande")
    qm = t.rear(0, "FL", QUARTERMASTER)
    t.damage(0, "Kelpwood Archer", "Kelpwood Archer")
    g = t.at_main()
    act(g, "act", card=qm, number=0)
    if decision_of(g).kind == "choose":
        act(g, "choose", card=g.state.players[0].damage[0])
    names = [g.state.card(c).name for c in g.state.players[0].hand]
    assert names.count(SHIELD) == 1
    assert qm not in _acts(g)  # 1/Turn
    ticket = next(c for c in g.state.players[0].hand if g.state.card(c).name == SHIELD)
    assert ticket not in _orders(g)  # a blitz ticket: not in your own main phase


@pytest.mark.rule("order.ticket", "order.blitz")
def test_brinefoam_shield_ticket() -> None:
    test_cr_15_5_a_blitz_ticket_is_played_in_the_guard_step_as_blitz_orders_are()


@pytest.mark.rule("order.set", "keyword.soul-charge", "cost.payment")
def test_tidewatch_signal_post() -> None:
    t = Table("standard")
    t.vanguard(0, "Deepcurrent Admiral Marisande")
    lancer = t.rear(0, "FL", "Wavebreaker Lancer")
    post = t.hand(0, POST)[0]
    g = t.at_main()
    soul = len(g.state.players[0].soul)
    act(g, "play-order", card=post)
    assert where(g, post) == (0, "order") and len(g.state.players[0].soul) == soul + 1
    act(g, "act", card=post, number=1)
    if decision_of(g).kind == "choose":
        act(g, "choose", card=lancer)
    assert power(g, lancer) == 15000 and post in g.state.rested
