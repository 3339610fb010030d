"""Standard's resources beyond the usual card zones: energy (ENERGY-001), crests (CREST-001/002),
tickets (TICKET-001/002) and the gauge (ZONE-033); pseudo-cards cease to exist where they cannot
be, and no deck holds one."""

from __future__ import annotations

from pathlib import Path

import pytest
from builders import Table, act, decision_of, power, rules, texts, where

from vgwidget.engine import position as position_mod
from vgwidget.engine.actions import Action
from vgwidget.engine.context import Ctx
from vgwidget.engine.decks import check_deck, parse_deck
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game
from vgwidget.engine.procedures.rule_actions import check_rule_actions
from vgwidget.engine.resources import energy_charge

CREST = "Wellspring Crest"
TICKET = "Ember Spark Ticket"
DECK = ("Blazeguard Knight", "Scorchmane Raider", "Kindlescale Page", "Magmaforge Tyrant")
FOE_DECK = ("Wavebreaker Lancer", "Coralshield Captain", "Shoalguard Cadet")


def _from(t: Table, game: Game, *, before_turn: bool = False, **player1: object) -> Game:
    """``game``'s position with Player 1's Standard facts replaced (energy, crest zone ...);
    ``before_turn``: from the end of the opponent's turn before, so Player 1's turn begins."""
    d = position_mod.to_dict(game.state)
    d["players"]["1"].update(player1)
    if before_turn:
        d["game"].update(turn=game.state.turn - 1, turn_player=2, phase="end")
    return Game.from_position(position_mod.to_toml(d))


def _energy_game(energy: int, *, crest: bool = True) -> Game:
    t = Table("standard")
    t.vanguard(0, "Cinder Drake Warden")
    t.rear(0, "FL", "Sparkwell Courier")
    t.hand(0, "Pyreheart Sovereign Dragon")
    t.deck(0, *DECK)
    t.deck(1, *FOE_DECK)
    g = t.at_main()
    return _from(t, g, before_turn=True, energy=energy, **({"crest": [CREST]} if crest else {}))


@pytest.mark.rule("marker.energy", "crest.marker")
@pytest.mark.covers("ENERGY-001", "CREST-001", formats=("standard",))
@pytest.mark.parametrize(("before", "after"), [(0, 3), (8, 10), (10, 10)])
def test_the_crest_charges_energy_each_ride_phase_up_to_its_limit(before: int, after: int) -> None:
    g = _energy_game(before)
    while g.state.turn_player != 0 or g.state.phase != "ride":
        g.apply(g.legal_actions()[0])
    assert g.state.players[0].energy == after
    text = texts(g.events)
    if before == after:
        assert "the energy charge is not performed" in text
    elif after - before < 3:
        assert "(the limit is 10)" in text


@pytest.mark.rule("marker.energy")
@pytest.mark.covers("ENERGY-001", formats=("standard",))
def test_energy_has_no_limit_without_a_crest_and_never_goes_below_zero() -> None:
    g = _energy_game(12, crest=False)  # the rules set no upper limit: only a crest does
    ctx = Ctx(g.state, len(g.events))
    energy_charge(ctx, 0, 5, "a test effect")
    assert ctx.state.players[0].energy == 17
    g2 = _energy_game(2, crest=False)
    while g2.state.turn_player != 0 or decision_of(g2).kind != "main":
        acts = g2.legal_actions()
        g2.apply(next((a for a in acts if a.kind == "skip-ride"), acts[0]))
    courier = g2.state.players[0].at("FL")
    # Energy Blast 3 cannot be paid with 2: the ACT ability is not offered, and is refused
    assert not [a for a in g2.legal_actions() if a.kind == "act" and a.card == courier]
    with pytest.raises(IllegalAction):
        g2.apply(Action("act", 0, card=courier, number=0))
    assert g2.state.players[0].energy == 2


@pytest.mark.rule("marker.energy", "order.ticket", "order.play", "zone.pseudo-card")
@pytest.mark.covers("TICKET-001", "TICKET-002", "ORDER-002", formats=("standard",))
def test_a_ticket_comes_from_an_effect_is_played_like_an_order_and_ceases() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinder Drake Warden")
    t.rear(0, "FL", "Sparkwell Courier")
    order = t.hand(0, "Kindling Decree")[0]
    t.damage(0, "Ember Lancer")
    t.deck(0, *DECK)
    t.deck(1, *FOE_DECK)
    g = _from(t, t.at_main(), energy=4)
    courier = g.state.players[0].at("FL")
    ev = g.apply(Action("act", 0, card=courier, number=0))
    assert "marker.energy" in rules(ev) and g.state.players[0].energy == 1
    (ticket,) = [c for c in g.state.players[0].hand if g.state.card(c).name == TICKET]
    assert "order.ticket" in rules(ev)
    assert not [a for a in g.legal_actions() if a.kind == "call" and a.card == ticket]
    act(g, "play-order", card=ticket)
    while decision_of(g).kind != "main":
        g.apply(g.legal_actions()[0])
    assert ticket in g.state.marks.ceased
    passed = [e for e in g.events if e.kind == "cease" and ticket in e.cards]
    assert passed and "passes through the drop zone" in passed[0].text
    # the ticket was this turn's order: no other order now
    order = next(c for c in g.state.players[0].hand if g.state.card(c).name == "Kindling Decree")
    with pytest.raises(IllegalAction, match="only one order"):
        g.apply(Action("play-order", 0, card=order))


@pytest.mark.rule("crest.marker", "zone.pseudo-card")
@pytest.mark.covers("CREST-001", "CREST-002", formats=("standard",))
def test_a_crest_comes_from_outside_the_game_and_exists_only_in_the_crest_zone() -> None:
    t = Table("standard")
    t.vanguard(0, "Wellspring Kindler")
    rider = t.hand(0, "Cinderling Squire")[0]
    t.deck(0, *DECK)
    t.deck(1, *FOE_DECK)
    g = t.at_ride()
    before = len(g.state.table.cards)
    ev = act(g, "ride", card=rider)
    assert "crest.marker" in rules(ev)
    (crest,) = [c for c in g.state.players[0].crest if g.state.card(c).name == CREST]
    assert crest == before  # a new card, made from outside the game
    ctx = Ctx(g.state, len(g.events))
    ctx.move_card(crest, "drop", "bind", "text.retire", "The crest would go to the drop zone.")
    assert crest in ctx.state.marks.ceased and crest not in ctx.state.players[0].drop


def _gauge_game() -> tuple[Game, int]:
    t = Table("standard")
    t.vanguard(
        0,
        "Coralshield Captain",
    )
    gauger = t.hand(0, "Tideglass Gauger")[0]
    t.deck(0, "Kelpwood Archer", "Shoalguard Cadet", "Wavebreaker Lancer", "Saltspray Duelist")
    t.deck(1, *DECK)
    g = t.at_main()
    act(g, "call", card=gauger, circle="FL")
    return g, gauger


@pytest.mark.rule("zone.gauge", "zone.hidden")
@pytest.mark.covers("ZONE-033", formats=("standard",))
def test_the_gauge_is_hidden_tied_to_its_unit_and_moves_with_it() -> None:
    g, gauger = _gauge_game()
    ps = g.state.players[0]
    (card,) = ps.gauge
    assert ps.gauge_ties == ((card, gauger),)
    assert g.state.card(card).name == "Kelpwood Archer"
    assert power(g, gauger) == 10000 + 3000  # its CONT: one or more gauge
    mine, theirs = g.view(0)["players"][0], g.view(1)["players"][0]
    assert mine["gauge"][0]["name"] == "Kelpwood Archer" and mine["gauge_of"] == [gauger]
    assert theirs["gauge"] == [{"hidden": True}] and theirs["gauge_of"] == [gauger]
    assert theirs["circles"]["FL"]["gauge_count"] == 1
    assert all("Kelpwood Archer" not in e.text for e in g.events_for(1))
    act(g, "move", circle="FL", target="BL")
    assert g.state.players[0].gauge_ties == ((card, gauger),)
    assert power(g, gauger) == 13000
    d = position_mod.to_dict(g.state)
    assert d["players"]["1"]["circles"]["BL"] == {
        "card": "Tideglass Gauger",
        "gauge": ["Kelpwood Archer"],
    }
    back = Game.from_position(position_mod.to_toml(d))
    unit = back.state.players[0].at("BL")
    assert [back.state.card(c).name for c, h in back.state.players[0].gauge_ties if h == unit] == [
        "Kelpwood Archer"
    ]


@pytest.mark.rule("zone.gauge", "text.draw")
@pytest.mark.covers("ZONE-033", formats=("standard",))
def test_gauge_blast_pays_with_the_units_gauge() -> None:
    g, gauger = _gauge_game()
    (card,) = g.state.players[0].gauge
    hand = len(g.state.players[0].hand)
    ev = act(g, "act", card=gauger, number=2)
    assert where(g, card) == (0, "drop") and g.state.players[0].gauge_ties == ()
    assert len(g.state.players[0].hand) == hand + 1 and "zone.gauge" in rules(ev)
    assert power(g, gauger) == 10000


@pytest.mark.rule("zone.gauge", "rule-action.check")
@pytest.mark.covers("ZONE-033", formats=("standard",))
def test_gauge_whose_unit_left_the_field_goes_to_the_drop_zone() -> None:
    g, gauger = _gauge_game()
    (card,) = g.state.players[0].gauge
    ctx = Ctx(g.state, len(g.events))
    ctx.move_card(gauger, "drop", "retire", "text.retire", "“Tideglass Gauger” is retired.")
    assert ctx.state.players[0].gauge == (card,)  # not yet: a rule action does it
    check_rule_actions(ctx)
    assert card in ctx.state.players[0].drop and ctx.state.players[0].gauge_ties == ()
    assert ctx.events[-1].rule == "zone.gauge"


@pytest.mark.rule("deck.card-types")
@pytest.mark.parametrize("name", [CREST, TICKET, "Protect"])
def test_no_deck_holds_a_pseudo_card(name: str) -> None:
    text = open_deck("standard-5.txt").replace(
        "4 x Sparkflit Sprite", f"4 x Sparkflit Sprite\n1 x {name}"
    )
    problems = check_deck(parse_deck(text), "standard")
    assert any(v.rule == "deck.card-types" and name in v.message for v in problems)


def open_deck(name: str) -> str:
    return (
        Path(__file__).resolve().parent.parent / "vgwidget" / "data" / "decks" / name
    ).read_text()


@pytest.mark.rule("order.not-unit")
@pytest.mark.covers("ORDER-010", formats=("standard",))
def test_an_order_card_that_would_be_put_on_a_circle_goes_to_the_drop_zone() -> None:
    t = Table("standard")
    order = t.hand(0, "Kindling Decree")[0]
    t.deck(0, *DECK)
    t.deck(1, *FOE_DECK)
    g = t.at_main()
    ctx = Ctx(g.state, len(g.events))
    ctx.move_card(order, "FL", "call", "main.superior-call", "An effect would call it to FL.")
    assert order in ctx.state.players[0].drop and ctx.state.players[0].at("FL") is None
    assert [e.rule for e in ctx.events] == ["main.superior-call", "order.not-unit"]


@pytest.mark.rule("deck.triggers", "deck.copies")
@pytest.mark.covers("DECK-009", "DECK-007", formats=("standard",))
def test_standard_deck_limits_count_the_ride_deck_with_the_main_deck() -> None:
    text = open_deck("standard-1.txt").replace(
        "1 x Cinderling Scout\n", "1 x Sparkflit Sprite\n", 1
    )  # a trigger unit as the ride deck's grade 0: the 17th trigger
    problems = check_deck(parse_deck(text), "standard")
    assert any(
        v.rule == "deck.triggers" and "main deck and ride deck together have 17" in v.message
        for v in problems
    ), [str(v) for v in problems]


@pytest.mark.rule("marker.energy", "rule-action.check")
@pytest.mark.covers("ENERGY-001", formats=("standard",))
def test_energy_above_the_crests_limit_is_brought_down_by_a_rule_action() -> None:
    g = _energy_game(7)
    ctx = Ctx(g.state, len(g.events))
    ps = ctx.state.players[0]
    ctx.state = ctx.state._replace(players=(ps._replace(energy=13), ctx.state.players[1]))
    check_rule_actions(ctx)
    assert ctx.state.players[0].energy == 10
    assert "above the limit of 10" in ctx.events[-1].text
    # in play, the run's next check timing does it (nothing else needs checking there)
    t = Table("standard")
    t.vanguard(0, "Cinder Drake Warden")
    t.deck(0, *DECK)
    t.deck(1, *FOE_DECK)
    played = _from(t, t.at_main(), energy=13, crest=[CREST])  # the main phase, 13 energy
    played.apply(next(a for a in played.legal_actions() if a.kind == "end-main"))
    assert played.state.players[0].energy == 10
    assert any("above the limit of 10" in e.text for e in played.events)
    # without a crest there is no limit: nothing happens
    g2 = _energy_game(7, crest=False)
    ctx2 = Ctx(g2.state, len(g2.events))
    ps2 = ctx2.state.players[0]
    ctx2.state = ctx2.state._replace(players=(ps2._replace(energy=13), ctx2.state.players[1]))
    check_rule_actions(ctx2)
    assert ctx2.state.players[0].energy == 13


@pytest.mark.rule("zone.gauge", "position.setup")
@pytest.mark.covers("ZONE-033", formats=("standard",))
def test_a_position_gives_gauge_to_a_set_order_only() -> None:
    base = """
[game]
format = "standard"
turn = 3
turn_player = 1
phase = "main"
[players.1]
circles = { VC = "Cinder Drake Warden" }
order = [{ card = "%s", gauge = ["Ember Lancer"] }]
deck = { fill = "teaching" }
[players.2]
circles = { VC = "Ripplet Herald" }
deck = { fill = "teaching" }
"""
    g = Game.from_position(base % "Everflame Beacon")
    ps = g.state.players[0]
    (gid,) = ps.gauge
    assert ps.gauge_ties == ((gid, ps.order[0]),)
    with pytest.raises(position_mod.PositionError, match="only a Standard set order has a gauge"):
        Game.from_position(base % "Kelpwood Archer")
