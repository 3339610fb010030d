"""Persona Ride (PERSONA-001; CR 4.55 §6.3.8, §7.15.1.4): a normal ride from hand over a
vanguard of the same name, both with the icon, draws a card and gives the front row +10000
power until end of turn -- a bonus of the front-row circles, not of the units once there."""

from __future__ import annotations

import pytest
from builders import Table, act, decision_of, power, rules, texts, where

from vgwidget.engine import position as position_mod
from vgwidget.engine.game import Game

PERSONA = "Skyrend Blaze Monarch"


def _force_ii_on_vc(g: Game) -> None:
    """The ridden card also shows a Force gift: take Force II on VC (no power from it)."""
    act(g, "decline")
    act(g, "choose", circle="VC")


def _ride_position() -> tuple[Table, dict[str, int]]:
    t = Table("standard")
    t.vanguard(0, PERSONA)
    ids = {
        "rider": t.hand(0, PERSONA)[0],
        "front": t.rear(0, "FL", "Ember Lancer"),
        "back": t.rear(0, "BR", "Flarewing Skirmisher"),
        "late": t.hand(0, "Kindlescale Page")[0],
        "enemy": t.rear(1, "FL", "Kelpwood Archer"),
    }
    t.deck_top(0, "Blazeguard Knight")
    return t, ids


@pytest.mark.rule("keyword.persona-ride")
@pytest.mark.covers("PERSONA-001", formats=("standard",))
def test_persona_ride_draws_and_the_front_row_gets_10000_while_there() -> None:
    t, ids = _ride_position()
    g = t.at_ride()
    hand = len(g.state.players[0].hand)
    ev = act(g, "ride", card=ids["rider"])
    _force_ii_on_vc(g)
    r = rules(ev)
    assert r.index("ride.normal") < r.index("keyword.persona-ride")  # part of the ride
    assert "Persona ride" in texts(ev)
    assert len(g.state.players[0].hand) == hand  # one card ridden, one drawn
    vg = ids["rider"]
    assert power(g, vg) == 13000 + 10000
    assert power(g, ids["front"]) == 8000 + 10000
    assert power(g, ids["back"]) == 8000  # the back row gets nothing
    assert power(g, ids["enemy"]) == 8000  # nor the opponent
    # the bonus follows the circles: a unit called to the front row later gets it ...
    assert decision_of(g).kind == "main"
    act(g, "call", card=ids["late"], circle="FR")
    assert power(g, ids["late"]) == 8000 + 10000
    # ... and one moved to the back row loses it, one moved up gains it
    act(g, "move", circle="FL", target="BL")  # FL <-> BL: to the back row
    assert where(g, ids["front"]) == (0, "BL")
    assert power(g, ids["front"]) == 8000
    act(g, "move", circle="BR", target="FR")  # BR <-> FR: swaps with the late unit
    assert where(g, ids["back"]) == (0, "FR")
    assert power(g, ids["back"]) == 8000 + 10000
    assert power(g, ids["late"]) == 8000


@pytest.mark.rule("keyword.persona-ride", "end.effects-expire")
@pytest.mark.covers("PERSONA-001", formats=("standard",))
def test_the_persona_bonus_ends_with_the_turn() -> None:
    t, ids = _ride_position()
    g = t.at_ride()
    act(g, "ride", card=ids["rider"])
    _force_ii_on_vc(g)
    act(g, "end-main")
    while g.state.turn == 3 and g.state.decision is not None:
        kinds = {a.kind for a in g.legal_actions()}
        act(g, "end-battle" if "end-battle" in kinds else next(iter(kinds)))
    assert "persona-ride" not in g.state.turn_flags
    assert power(g, ids["front"]) == 8000
    assert any(e.rule == "keyword.persona-ride" and e.kind == "expire" for e in g.events)


@pytest.mark.rule("keyword.persona-ride")
@pytest.mark.covers("PERSONA-001", formats=("standard",))
def test_no_persona_ride_over_a_vanguard_of_another_name() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyreheart Sovereign Dragon")
    front = t.rear(0, "FL", "Ember Lancer")
    rider = t.hand(0, PERSONA)[0]
    g = t.at_ride()
    ev = act(g, "ride", card=rider)
    assert "keyword.persona-ride" not in rules(ev)
    assert power(g, front) == 8000


@pytest.mark.rule("keyword.persona-ride", "position.setup")
@pytest.mark.covers("PERSONA-001", formats=("standard",))
def test_a_position_keeps_the_persona_ride_bonus() -> None:
    t = Table("standard")
    t.vanguard(0, PERSONA)
    rider = t.hand(0, PERSONA)[0]
    front = t.rear(0, "FL", "Ember Lancer")
    t.deck(0, "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain")
    g = t.at_ride()
    act(g, "ride", card=rider)
    _force_ii_on_vc(g)
    d = position_mod.to_dict(g.state)
    assert d["game"]["persona_ride"] is True
    back = Game.from_position(position_mod.to_toml(d))
    unit = back.state.players[0].at("FL")
    assert unit is not None and power(back, unit) == power(g, front) == 18000
