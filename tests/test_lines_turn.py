"""Inventory lines of setup and of a turn outside battle (SETUP-, STAND-, DRAW-, RIDE-, MAIN-,
GEN-), each test marked with the lines it checks and the formats it plays.

Positions come from :mod:`builders`; Player 1 is index 0.
"""

from __future__ import annotations

import pytest
from builders import Table, act, power, where

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game
from vgwidget.engine.procedures.turn import ride_check
from vgwidget.engine.state import VC

FORMATS = ("standard", "classic")
# Vanilla units of Player 1's teaching deck, by grade and format.
G0 = {"standard": "Cinderling Scout", "classic": "Lampwick Sprite"}
G1 = {"standard": "Ember Lancer", "classic": "Lanternguard Squire"}
G1B = {"standard": "Kindlescale Page", "classic": "Brightshield Footman"}
G2 = {"standard": "Blazeguard Knight", "classic": "Dawnspear Knight"}
G3 = {"standard": "Pyreheart Sovereign Dragon", "classic": "Aurelio the Radiant Lanternlord"}
HEAL = {"standard": "Warmglow Mender", "classic": "Candlemend Cleric"}


def _keep(g: Game) -> None:
    assert g.decision is not None and g.decision["kind"] == "mulligan"
    assert g.current_player is not None
    g.apply(Action("mulligan", g.current_player))


# --------------------------------------------------------------------------- setup


@pytest.mark.covers("SETUP-001", formats=("classic",))
def test_classic_first_vanguard_is_a_grade_0_from_the_deck_set_face_down() -> None:
    g = Game.new(seed=4, format="classic")
    s = g.state
    for p in (0, 1):
        vg = s.players[p].vanguard
        assert vg is not None and s.card(vg).grade == 0
        assert vg in s.face_down
        assert s.players[p].ride_deck == ()
        # the 50 cards are the first vanguard, the deck and the opening hand
        assert 1 + len(s.players[p].deck) + len(s.players[p].hand) == 50


@pytest.mark.covers("SETUP-016", "SETUP-012", formats=("classic",))
def test_classic_the_hand_after_a_mulligan_is_kept() -> None:
    g = Game.new(seed=9, format="classic")
    p = g.current_player
    assert p is not None
    g.apply(Action("mulligan", p, cards=tuple(sorted(g.state.players[p].hand[:2]))))
    kept = set(g.state.players[p].hand)
    # the other player decides next; the first player is never asked again
    assert g.current_player == 1 - p
    _keep(g)
    assert g.decision is not None and g.decision["kind"] != "mulligan"
    assert kept <= set(g.state.players[p].hand)
    with pytest.raises(IllegalAction):
        g.apply(Action("mulligan", p))


@pytest.mark.covers("SETUP-019", formats=("standard",))
def test_standard_players_start_at_0_damage_and_damage_can_go_down() -> None:
    g = Game.new(seed=2, format="standard")
    _keep(g)
    _keep(g)
    assert g.state.players[0].damage == () and g.state.players[1].damage == ()
    # later on, damage builds up and a heal trigger can bring it down again
    t = Table("standard")
    t.vanguard(0, G3["standard"])
    t.vanguard(1, "Deepcurrent Admiral Marisande")
    t.damage_count(0, 2)
    t.damage_count(1, 2)
    t.deck_top(0, HEAL["standard"])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    act(g, "heal-card", card=g.state.players[0].damage[0])
    assert len(g.state.players[0].damage) == 1


@pytest.mark.covers("DRAW-003")
@pytest.mark.parametrize("fmt", FORMATS)
def test_the_first_player_draws_on_turn_1(fmt: str) -> None:
    g = Game.new(seed=6, format=fmt)
    first = g.state.first_player
    _keep(g)
    _keep(g)
    assert g.state.turn == 1 and g.state.turn_player == first
    assert len(g.state.players[first].hand) == 6
    assert [e.actor for e in g.events if e.rule == "turn.draw"] == [first]


# --------------------------------------------------------------------------- stand


@pytest.mark.covers("STAND-002")
@pytest.mark.parametrize("fmt", FORMATS)
def test_the_stand_phase_stands_every_rested_unit_of_the_turn_player(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, G2[fmt], rested=True)
    units = [t.rear(0, c, G1[fmt], rested=True) for c in ("FL", "FR", "BL", "BC", "BR")]
    g = t.at_turn_start(turn=3, player=0)
    assert not ({vg, *units} & g.state.rested)


@pytest.mark.covers("STAND-005", formats=("classic",))
def test_classic_with_nothing_rested_no_unit_is_stood() -> None:
    t = Table("classic")
    fl = t.rear(0, "FL", G1["classic"])
    g = t.at_turn_start(turn=3, player=0)
    (ev,) = [e for e in g.events if e.rule == "turn.stand"]
    assert ev.text == "Player 1 has no rested units to stand."
    assert ev.cards == () and fl not in g.state.rested


# ---------------------------------------------------------------------------- ride


@pytest.mark.covers("RIDE-004")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_second_normal_ride_in_a_turn_is_refused(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, G1[fmt])
    c2, c3 = t.hand(0, G2[fmt], G3[fmt])
    g = t.at_ride()
    act(g, "ride", card=c2)
    assert g.decision is not None and g.decision["kind"] == "main"
    assert not any(a.kind == "ride" for a in g.legal_actions())
    refusal = ride_check(g.state, Action("ride", 0, card=c3))
    assert refusal is not None and refusal.rule == "ride.once-per-turn"


@pytest.mark.covers("RIDE-005")
@pytest.mark.parametrize("fmt", FORMATS)
def test_riding_is_optional(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, G1[fmt])
    (card,) = t.hand(0, G2[fmt])
    g = t.at_ride()
    assert {a.kind for a in g.legal_actions()} >= {"ride", "skip-ride"}
    act(g, "skip-ride")
    assert g.state.players[0].vanguard == vg and where(g, card) == (0, "hand")


@pytest.mark.covers("RIDE-006", "CARD-007")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_lower_grade_or_two_grades_up_cannot_be_normal_ridden(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, G2[fmt])
    low, same = t.hand(0, G1[fmt], G2[fmt])
    t2 = Table(fmt)
    t2.vanguard(0, G1[fmt])
    (jump,) = t2.hand(0, G3[fmt])
    g = t.at_ride()
    rides = {a.card for a in g.legal_actions() if a.kind == "ride"}
    assert low not in rides and same in rides
    with pytest.raises(IllegalAction) as err:
        act(g, "ride", card=low)
    assert err.value.rule == "ride.grade"
    g2 = t2.at_ride()
    with pytest.raises(IllegalAction) as err:
        act(g2, "ride", card=jump)
    assert err.value.rule == "ride.grade"


@pytest.mark.covers("RIDE-009", formats=("classic",))
def test_classic_riding_removes_no_damage() -> None:
    t = Table("classic")
    t.vanguard(0, G1["classic"])
    dmg = t.damage_count(0, 3)
    (card,) = t.hand(0, G2["classic"])
    g = t.at_ride()
    act(g, "ride", card=card)
    assert g.state.players[0].damage == tuple(dmg)


@pytest.mark.covers("RIDE-012", formats=("standard",))
def test_standard_a_card_with_the_vanguards_name_may_be_ridden_from_hand() -> None:
    t = Table("standard")
    old = t.vanguard(0, G2["standard"])
    (same,) = t.hand(0, G2["standard"])
    g = t.at_ride()
    act(g, "ride", card=same)
    assert g.state.players[0].vanguard == same
    assert where(g, old) == (0, "soul")


# ---------------------------------------------------------------------------- main


@pytest.mark.covers("MAIN-011", "CARD-007")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_unit_of_higher_grade_than_the_vanguard_cannot_be_normal_called(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, G1[fmt])
    high, ok = t.hand(0, G2[fmt], G1B[fmt])
    g = t.at_main()
    calls = {a.card for a in g.legal_actions() if a.kind == "call"}
    assert high not in calls and ok in calls
    with pytest.raises(IllegalAction) as err:
        act(g, "call", card=high, circle="FL")
    assert err.value.rule == "main.call-grade"
    assert where(g, high) == (0, "hand")


@pytest.mark.covers("MAIN-007", formats=("classic",))
def test_classic_calling_costs_nothing_but_the_card_itself() -> None:
    t = Table("classic")
    t.vanguard(0, G2["classic"])
    dmg = t.damage_count(0, 2)
    soul = t.soul(0, G0["classic"])
    card, other = t.hand(0, G1["classic"], G1B["classic"])
    g = t.at_main()
    act(g, "call", card=card, circle="FL")
    ps = g.state.players[0]
    assert ps.hand == (other,)
    assert ps.damage == tuple(dmg) and not (set(dmg) & g.state.face_down)
    assert ps.soul == tuple(soul) and ps.drop == ()


@pytest.mark.covers("MAIN-003")
@pytest.mark.parametrize("fmt", FORMATS)
def test_main_phase_actions_repeat_in_any_order(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, G2[fmt])
    a, b, c = t.hand(0, G1[fmt], G1B[fmt], G2[fmt])
    g = t.at_main()
    act(g, "call", card=a, circle="FL")
    act(g, "move", circle="FL", target="BL")
    act(g, "call", card=b, circle="FL")
    act(g, "move", circle="BL", target="FL")  # swap back
    act(g, "call", card=c, circle="FR")
    assert (where(g, a), where(g, b), where(g, c)) == ((0, "FL"), (0, "BL"), (0, "FR"))
    assert g.decision is not None and g.decision["kind"] == "main"


@pytest.mark.covers("MAIN-013")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_rear_guard_moves_within_its_column_or_swaps(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, G2[fmt])
    a = t.rear(0, "FL", G1[fmt])
    b = t.rear(0, "FR", G1B[fmt])
    c = t.rear(0, "BR", G2[fmt])
    g = t.at_main()
    act(g, "move", circle="FL", target="BL")
    assert where(g, a) == (0, "BL")
    act(g, "move", circle="FR", target="BR")
    assert where(g, b) == (0, "BR") and where(g, c) == (0, "FR")


@pytest.mark.covers("MAIN-014")
@pytest.mark.parametrize("fmt", FORMATS)
def test_no_sideways_move_and_none_into_or_out_of_the_vanguard_circle(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, G2[fmt])
    t.rear(0, "FL", G1[fmt])
    t.rear(0, "BC", G1B[fmt])
    g = t.at_main()
    moves = {(a.circle, a.target) for a in g.legal_actions() if a.kind == "move"}
    assert moves == {("FL", "BL")}, "the unit behind the vanguard cannot move at all"
    for circle, target in (("FL", "FR"), ("BC", "BL"), ("BC", "VC"), ("FL", "VC")):
        with pytest.raises(IllegalAction):
            act(g, "move", circle=circle, target=target)


@pytest.mark.covers("MAIN-015", formats=("standard",))
@pytest.mark.covers("MAIN-016", formats=("classic",))
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_rested_rear_guard_may_move_and_stays_rested(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, G2[fmt])
    rested = t.rear(0, "FR", G1[fmt], rested=True)
    standing = t.rear(0, "BL", G1B[fmt])
    g = t.at_main()
    act(g, "move", circle="FR", target="BR")
    act(g, "move", circle="BL", target="FL")
    assert where(g, rested) == (0, "BR") and rested in g.state.rested
    assert where(g, standing) == (0, "FL") and standing not in g.state.rested


# ----------------------------------------------------------------------- general


@pytest.mark.covers("GEN-010")
@pytest.mark.parametrize("fmt", FORMATS)
def test_views_tell_standing_from_rested(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, G2[fmt], rested=True)
    t.rear(0, "FL", G1[fmt])
    g = t.at_main()
    circles = g.view(1)["players"][0]["circles"]
    assert circles["VC"]["rested"] is True and circles["FL"]["rested"] is False


@pytest.mark.covers("GEN-011", formats=("standard",))
def test_standard_a_game_is_for_two_players_each_with_a_deck() -> None:
    g = Game.new(seed=1, format="standard")
    s = g.state
    assert len(s.players) == 2 and len(g.view(None)["players"]) == 2
    owners = {s.table.owner[i] for p in (0, 1) for i in s.players[p].deck}
    assert owners == {0, 1}
    assert all(s.table.owner[i] == p for p in (0, 1) for i in s.players[p].deck)
    assert s.players[0].at(VC) is not None and s.players[1].at(VC) is not None


@pytest.mark.covers("TRIGGER-016", "TEXT-002")
@pytest.mark.covers("END-007", formats=("classic",))
@pytest.mark.parametrize("fmt", FORMATS)
def test_trigger_bonuses_last_until_the_end_phase(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, G3[fmt])
    t.rear(0, "FR", G2[fmt])  # can still attack, so the battle phase waits
    t.vanguard(1, "Deepcurrent Admiral Marisande" if fmt == "standard" else "Thunderhull Marauder")
    t.deck_top(0, "Sparkflit Sprite" if fmt == "standard" else "Glintblade Page")
    g = t.at_battle()
    base = power(g, vg)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    while g.decision is not None and g.decision["kind"] in ("power-to", "critical-to"):
        act(g, g.decision["kind"], circle="VC")
    amount = 10000 if fmt == "standard" else 5000
    assert g.state.battle is None and g.decision is not None
    assert g.decision["kind"] == "attack"
    assert power(g, vg) == base + amount, "the bonus outlives the battle"
    act(g, "end-battle")
    assert power(g, vg) == base and g.state.turn == 4


@pytest.mark.covers("STAND-003", formats=("standard",))
def test_standard_rested_cards_in_the_order_zone_stand_too() -> None:
    t = Table("standard")
    # no Table helper places set orders: put one in the order zone, rested, by hand
    (beacon,) = t._add(0, "order", ["Everflame Beacon"])
    t._rested.add(beacon)
    g = t.at_turn_start(turn=3, player=0)
    assert where(g, beacon) == (0, "order") and beacon not in g.state.rested
    (ev,) = [e for e in g.events if e.rule == "turn.stand"]
    assert beacon in ev.cards


@pytest.mark.covers("GEN-007")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_card_moved_by_the_other_player_goes_to_its_owners_zone(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, G3[fmt])
    theirs = t.rear(1, "FL", "Coralshield Captain" if fmt == "standard" else "Deckhand Brawler")
    g = t.at_battle()

    def bounce(ctx, timing, info):  # type: ignore[no-untyped-def]
        # stands in for Player 1's ability: "when this unit attacks, return a rear-guard to hand"
        if timing == "attacks":
            ctx.move(theirs, "hand")

    g.timing_hook = bounce
    act(g, "attack", circle="VC", target="VC")
    assert where(g, theirs) == (1, "hand")
    assert theirs in g.state.players[1].hand and theirs not in g.state.players[0].hand


@pytest.mark.covers("RIDE-016", formats=("standard",))
def test_standard_the_vanguard_is_never_removed_it_only_takes_damage() -> None:
    t = Table("standard")
    t.vanguard(0, G3["standard"])
    foe = t.vanguard(1, "Ripplet Herald")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert g.state.players[1].vanguard == foe
    assert len(g.state.players[1].damage) == 1
