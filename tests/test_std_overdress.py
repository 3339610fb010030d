"""overDress (OVERDRESS-001..005; CR 4.55 §6.7): a main-phase action putting a card from hand
on a rear-guard its text names, grade not above the vanguard's; the two are one unit with the
overDress card's abilities, "when placed by overDress" triggers, and the originalDress leave
with the unit."""

from __future__ import annotations

import pytest
from builders import Table, act, power, rules, texts, where

from vgwidget.engine import position as position_mod
from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, default_pool
from vgwidget.engine.context import Ctx
from vgwidget.engine.errors import CardDataError, IllegalAction
from vgwidget.engine.game import Game
from vgwidget.engine.notation import describe, parse, to_script

DRESS = "Blazemantle Lancer"
SOURCE = "Ember Lancer"
DECK = ("Blazeguard Knight", "Scorchmane Raider", "Kindlescale Page", "Magmaforge Tyrant")


def _table(vanguard: str = "Cinder Drake Warden") -> tuple[Table, int, int]:
    t = Table("standard")
    t.vanguard(0, vanguard)
    src = t.rear(0, "FL", SOURCE, rested=True)
    dress = t.hand(0, DRESS)[0]
    t.deck(0, *DECK)
    return t, src, dress


@pytest.mark.rule("overdress.procedure", "overdress.unit")
@pytest.mark.covers("OVERDRESS-002", "OVERDRESS-004", "OVERDRESS-005", formats=("standard",))
def test_overdress_makes_one_unit_with_the_new_cards_abilities() -> None:
    t, src, dress = _table()
    other = t.rear(0, "FR", "Flarewing Skirmisher")
    g = t.at_main()
    offered = {(a.card, a.circle) for a in g.legal_actions() if a.kind == "overdress"}
    assert offered == {(dress, "FL")}  # only onto its dress source
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("overdress", 0, card=dress, circle="FR"))
    assert err.value.rule == "overdress.procedure" and other is not None
    hand = len(g.state.players[0].hand)
    ev = act(g, "overdress", card=dress, circle="FL")
    r = rules(ev)
    assert r[0] == "overdress.procedure" and "main.call" not in r  # not a call
    assert "when this unit is placed by overDress" in texts(ev)
    ps = g.state.players[0]
    assert ps.at("FL") == dress and ps.dress == (src,) and ps.dress_of(dress) == (src,)
    assert where(g, src) == (0, "dress")
    assert len(ps.hand) == hand - 1 + 1  # placed from hand, then drew a card (its AUTO)
    assert power(g, dress) == 8000 + 5000  # its CONT: +5000 while overDressed
    assert dress not in g.state.rested  # placed standing, though the rear-guard was rested
    v = g.view(1)["players"][0]["circles"]["FL"]
    assert [c["name"] for c in v["dress"]] == [SOURCE]  # public, under the unit


@pytest.mark.rule("overdress.procedure")
@pytest.mark.covers("OVERDRESS-003", formats=("standard",))
def test_overdress_needs_a_grade_not_above_the_vanguards() -> None:
    t, src, dress = _table(vanguard="Cinderling Scout")  # grade 0 vanguard, grade 1 card
    g = t.at_main()
    assert not [a for a in g.legal_actions() if a.kind == "overdress"]
    with pytest.raises(IllegalAction, match="above your vanguard's grade"):
        g.apply(Action("overdress", 0, card=dress, circle="FL"))
    assert src is not None


@pytest.mark.rule("overdress.procedure", "main.call", "ride.normal")
@pytest.mark.covers("OVERDRESS-001", formats=("standard",))
def test_an_overdress_card_can_be_called_or_ridden_normally() -> None:
    t, src, dress = _table()
    g = t.at_main()
    kinds = {(a.kind, a.card) for a in g.legal_actions()}
    assert ("call", dress) in kinds and ("overdress", dress) in kinds
    act(g, "call", card=dress, circle="FR")
    assert power(g, dress) == 8000  # not overDressed: its CONT does nothing
    t2 = Table("standard")
    t2.vanguard(0, "Cinderling Squire")
    rider = t2.hand(0, DRESS)[0]
    t2.deck(0, *DECK)
    g2 = t2.at_ride()
    act(g2, "ride", card=rider)
    assert g2.state.players[0].vanguard == rider


@pytest.mark.rule("overdress.unit", "text.retire")
@pytest.mark.covers("OVERDRESS-005", formats=("standard",))
def test_the_originaldress_leave_with_the_unit() -> None:
    t, src, dress = _table()
    g = t.at_main()
    act(g, "overdress", card=dress, circle="FL")
    ctx = Ctx(g.state, len(g.events))  # the one path every zone change takes
    ctx.move_card(dress, "drop", "retire", "text.retire", "“Blazemantle Lancer” is retired.")
    ps = ctx.state.players[0]
    assert dress in ps.drop and src in ps.drop and ps.dress == () and ps.dressed == ()
    assert [e.rule for e in ctx.events] == ["text.retire", "overdress.unit"]


@pytest.mark.rule("overdress.unit", "battle.intercept")
def test_an_overdressed_unit_keeps_its_originaldress_when_it_moves() -> None:
    t, src, dress = _table()
    g = t.at_main()
    act(g, "overdress", card=dress, circle="FL")
    act(g, "move", circle="FL", target="BL")
    assert g.state.players[0].dress_of(dress) == (src,)
    assert power(g, dress) == 13000


@pytest.mark.rule("overdress.procedure", "position.setup")
def test_positions_and_notation_know_overdress() -> None:
    t, src, dress = _table()
    g = t.at_main()
    (a,) = [x for x in g.legal_actions() if x.kind == "overdress"]
    assert describe(g.state, a).startswith("overDress “Blazemantle Lancer” onto “Ember Lancer”")
    line = to_script(g.state, a)
    assert line == "overdress: Blazemantle Lancer -> FL" and parse(g.state, line) == a
    act(g, "overdress", card=dress, circle="FL")
    d = position_mod.to_dict(g.state)
    assert d["players"]["1"]["circles"]["FL"] == {"card": DRESS, "dress": [SOURCE]}
    back = Game.from_position(position_mod.to_toml(d))
    ps = back.state.players[0]
    unit = ps.at("FL")
    assert unit is not None and [back.state.card(o).name for o in ps.dress_of(unit)] == [SOURCE]
    assert power(back, unit) == 13000


def test_a_dress_source_that_is_no_card_is_refused() -> None:
    card = Card.from_dict(
        {"id": "ODD-2", "name": "Odd Dresser", "grade": 1, "overdress": ["Nobody At All"]}
    )
    with pytest.raises(CardDataError, match="field 'overdress' names 'Nobody At All'"):
        default_pool().with_cards([card])
    with pytest.raises(CardDataError, match="field 'overdress' must be a list"):
        Card.from_dict({"id": "ODD-3", "name": "Odd", "overdress": "Ember Lancer"})
