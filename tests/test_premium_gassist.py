"""G assist (GASSIST-001 to GASSIST-012) in built positions: its conditions, the reveal of the
hand to the opponent for that event only, the search of the top five, the cost removed to the
removal zone."""

from __future__ import annotations

import pytest
from builders import Table, act, where

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game

P = ("premium",)
G1 = "Aurelion the Dawnforged Lanternlord"
VG2 = "Vessaline the Tempest Corsair Queen"


def table(*, vanguard: str = "Dawnspear Knight", g_units: int = 2) -> Table:
    """Player 1 (grade 2 vanguard) starts turn 3 with ``g_units`` in the G zone; the draw
    brings a grade 1, so no grade 3 is in hand unless the test puts one there."""
    t = Table("premium")
    t.deck_top(0, "Gleamhelm Scout")
    t.vanguard(0, vanguard)
    t.vanguard(1, VG2)
    t._add(0, "gzone", [G1] * g_units)
    return t


def kind(g: Game) -> str | None:
    return None if g.decision is None else g.decision["kind"]


@pytest.mark.covers("GASSIST-001", "GASSIST-003", "GASSIST-004", formats=P)
@pytest.mark.rule("g.assist")
def test_the_g_assist_step_is_skipped_when_a_public_condition_fails() -> None:
    # a grade 3 vanguard: no G assist (GASSIST-001)
    t = table(vanguard="Aurelio the Radiant Lanternlord")
    t.hand(0, "Lanternguard Squire")
    assert kind(t.at_turn_start(turn=3, player=0)) == "ride"
    # one card in the G zone: no G assist (GASSIST-003)
    t = table(g_units=1)
    t.hand(0, "Lanternguard Squire")
    assert kind(t.at_turn_start(turn=3, player=0)) == "ride"
    # both hold: the step is offered
    t = table()
    t.hand(0, "Lanternguard Squire")
    g = t.at_turn_start(turn=3, player=0)
    assert kind(g) == "g-assist"
    assert {a.kind for a in g.legal_actions()} == {"g-assist", "skip-g-assist"}


@pytest.mark.covers("GASSIST-002", formats=P)
@pytest.mark.rule("g.assist")
def test_no_g_assist_with_a_card_of_the_next_grade_in_hand() -> None:
    t = table()
    t.hand(0, "Solaris Paragon Knight")  # grade 3, one above the grade 2 vanguard
    g = t.at_turn_start(turn=3, player=0)
    # the offer comes (the opponent learns nothing), but only skipping is possible
    assert kind(g) == "g-assist"
    assert [a.kind for a in g.legal_actions()] == ["skip-g-assist"]
    with pytest.raises(IllegalAction, match="Solaris Paragon Knight"):
        act(g, "g-assist")


@pytest.mark.covers(
    "GASSIST-005",
    "GASSIST-006",
    "GASSIST-007",
    "GASSIST-008",
    "GASSIST-009",
    "GASSIST-010",
    "GASSIST-012",
    formats=P,
)
@pytest.mark.rule("g.assist-procedure")
def test_g_assist_reveals_the_hand_adds_a_grade_3_and_removes_four_cards() -> None:
    t = table()
    h1, h2 = t.hand(0, "Lanternguard Squire", "Brightshield Footman")
    t.deck_top(0, "Lanternguard Squire", "Solaris Paragon Knight")
    g = t.at_turn_start(turn=3, player=0)
    # the draw takes the top card; the G assist then looks at the next five
    events = act(g, "g-assist")
    reveal = next(e for e in events if e.kind == "reveal")
    hand = g.state.players[0].hand
    assert set(reveal.cards) == set(hand) and reveal.private is None  # the opponent sees it
    look = next(e for e in events if e.kind == "g-assist-look")
    assert look.private == 0 and len(look.cards) == 5
    top3 = next(a.card for a in g.legal_actions() if a.card is not None)
    assert g.state.card(top3).grade == 3
    assert all(g.state.card(a.card).grade == 3 for a in g.legal_actions() if a.card is not None)
    # the hand is hidden again in the opponent's view after that event
    assert all(c == {"hidden": True} for c in g.view(1)["players"][0]["hand"])
    with pytest.raises(IllegalAction, match="grade 3"):
        act(g, "g-assist-take", card=next(c for c in look.cards if g.state.card(c).grade != 3))
    act(g, "g-assist-take", card=top3)
    assert where(g, top3) == (0, "hand")
    assert kind(g) == "g-assist-pay"
    gz = g.state.players[0].gzone
    act(g, "g-assist-pay", cards=(h1, h2, *gz))
    for c in (h1, h2, *gz):
        assert where(g, c) == (0, "removal")
    assert all("name" in c for c in g.view(1)["players"][0]["removal"])
    assert kind(g) == "ride" and g.state.phase == "ride"
    assert "g-assist" in g.state.turn_flags


@pytest.mark.covers("GASSIST-008", formats=P)
@pytest.mark.rule("g.assist-procedure")
def test_g_assist_may_add_nothing_and_then_costs_nothing() -> None:
    t = table()
    t.hand(0, "Lanternguard Squire")
    g = t.at_turn_start(turn=3, player=0)
    act(g, "g-assist")
    assert Action("g-assist-take", 0) in g.legal_actions()
    act(g, "g-assist-take")
    assert kind(g) == "ride" and len(g.state.players[0].gzone) == 2
    assert g.state.players[0].removal == ()


def test_the_g_assist_cost_must_name_two_hand_cards_then_two_g_zone_cards() -> None:
    t = table()
    h1, h2 = t.hand(0, "Lanternguard Squire", "Brightshield Footman")
    t.deck_top(0, "Solaris Paragon Knight")
    g = t.at_turn_start(turn=3, player=0)
    act(g, "g-assist")
    top3 = next(a.card for a in g.legal_actions() if a.card is not None)
    act(g, "g-assist-take", card=top3)
    gz = g.state.players[0].gzone
    with pytest.raises(IllegalAction, match="2 cards from your hand, then 2"):
        act(g, "g-assist-pay", cards=(*gz, h1, h2))
