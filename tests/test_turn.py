"""A turn outside battle: stand, draw, ride, main and end phases.

Positions are built with :mod:`builders` (``Table``); Player 1 is index 0.
"""

from __future__ import annotations

import pytest
from builders import Table, act, find, power, rules, where

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.procedures.turn import ride_check

FORMATS = ("standard", "classic")
# A grade 1 / 2 / 3 unit of Player 1's teaching deck, per format.
G1 = {"standard": "Ember Lancer", "classic": "Lanternguard Squire"}
G2 = {"standard": "Blazeguard Knight", "classic": "Dawnspear Knight"}
G3 = {"standard": "Magmaforge Tyrant", "classic": "Solaris Paragon Knight"}


# ------------------------------------------------------------------------- sequence


@pytest.mark.rule("turn.sequence", "end.phase")
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.covers("TURN-001", "TURN-004", "MAIN-019", "BATTLE-011")
@pytest.mark.covers("GASSIST-011", formats=("standard",))
def test_phases_run_in_order_then_the_other_player_takes_a_turn(fmt: str) -> None:
    t = Table(fmt)
    g = t.at_turn_start(turn=3, player=0)
    # even with nothing that can ride, the ride is offered (only skipping is possible)
    phases = [e.text for e in g.events if e.rule == "turn.sequence"]
    assert phases == [
        "Turn 3 begins: Player 1's stand phase.",
        "Player 1's draw phase.",
        "Player 1's ride phase.",
    ]
    assert g.decision is not None and g.decision["kind"] == "ride"
    act(g, "skip-ride")
    assert g.decision is not None and g.decision["kind"] == "main"
    n = len(g.events)
    act(g, "end-main")
    # a grade 0 vanguard with no rear-guards can still attack: stop attacking at once
    act(g, "end-battle")
    after = g.events[n:]
    assert [e.phase for e in after if e.rule == "turn.sequence"] == [
        "battle",
        "end",
        "stand",
        "draw",
        "ride",
    ]
    end = next(e for e in after if e.rule == "end.phase")
    assert end.text == "Player 1 ends turn 3."
    assert g.state.turn == 4 and g.state.turn_player == 1


# ---------------------------------------------------------------------------- stand


@pytest.mark.rule("turn.stand")
@pytest.mark.covers("STAND-002", formats=("classic",))
def test_stand_phase_stands_only_the_turn_players_units() -> None:
    t = Table("classic")
    vg = t.vanguard(0, G2["classic"], rested=True)
    fl = t.rear(0, "FL", G1["classic"], rested=True)
    foe = t.rear(1, "FL", "Deckhand Brawler", rested=True)
    g = t.at_turn_start(turn=3, player=0)
    s = g.state
    assert vg not in s.rested and fl not in s.rested
    assert foe in s.rested, "the opponent's units stay rested"
    (ev,) = [e for e in g.events if e.rule == "turn.stand"]
    assert set(ev.cards) == {vg, fl}
    assert "stands" in ev.text


@pytest.mark.rule("turn.stand")
def test_stand_phase_with_nothing_rested_says_so() -> None:
    g = Table("standard").at_turn_start(turn=2, player=1)
    (ev,) = [e for e in g.events if e.rule == "turn.stand"]
    assert ev.text == "Player 2 has no rested units to stand."


# ----------------------------------------------------------------------------- draw


@pytest.mark.rule("turn.draw", "zone.hidden")
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.covers("DRAW-002")
def test_draw_phase_draws_the_top_card_privately(fmt: str) -> None:
    t = Table(fmt)
    (top,) = t.deck_top(0, G1[fmt])
    g = t.at_turn_start(turn=3, player=0)
    assert where(g, top) == (0, "hand")
    (ev,) = [e for e in g.events if e.rule == "turn.draw"]
    assert ev.cards == (top,) and ev.private == 0
    assert f"draws “{G1[fmt]}”" in ev.text
    seen_by_2 = ev.for_viewer(1)
    assert seen_by_2.text == "Player 1 draws a card." and seen_by_2.cards == ()


# ----------------------------------------------------------------------------- ride


@pytest.mark.rule("ride.normal", "ride.soul")
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.covers("RIDE-003", "RIDE-008")
@pytest.mark.covers("RIDE-007", formats=("standard",))
def test_ride_one_grade_up_from_hand_old_vanguard_to_soul_new_one_standing(fmt: str) -> None:
    t = Table(fmt)
    old = t.vanguard(0, G1[fmt], rested=True)
    (card,) = t.hand(0, G2[fmt])
    g = t.at_ride(turn=3, player=0)
    assert g.decision is not None and g.decision["kind"] == "ride"
    ev = act(g, "ride", card=card)[0]
    s = g.state
    assert s.players[0].vanguard == card and card not in s.rested
    assert where(g, old) == (0, "soul")
    assert ev.rule == "ride.normal" and ev.decision and ev.actor == 0
    assert f"rides “{G2[fmt]}” (grade 2) from hand" in ev.text
    assert "goes into the soul" in ev.text
    assert g.decision is not None and g.decision["kind"] == "main"


@pytest.mark.rule("ride.normal")
@pytest.mark.covers("RIDE-003", formats=("classic",))
def test_ride_a_unit_of_the_same_grade() -> None:
    t = Table("classic")
    t.vanguard(0, "Dawnspear Knight")
    (card,) = t.hand(0, "Lumen Sword Adept")
    g = t.at_ride()
    act(g, "ride", card=card)
    assert g.state.players[0].vanguard == card


@pytest.mark.rule("ride.normal")
@pytest.mark.covers("RIDE-005", formats=("classic",))
def test_skipping_the_ride_is_a_decision_and_the_main_phase_follows() -> None:
    t = Table("classic")
    (card,) = t.hand(0, "Lanternguard Squire")
    g = t.at_ride()
    assert {a.kind for a in g.legal_actions()} == {"ride", "skip-ride"}
    ev = act(g, "skip-ride")[0]
    assert ev.rule == "ride.normal" and ev.text == "Player 1 chooses not to ride this turn."
    assert where(g, card) == (0, "hand")
    assert g.decision is not None and g.decision["kind"] == "main"


@pytest.mark.rule("ride.normal")
def test_no_card_to_ride_still_asks_so_the_hand_stays_secret() -> None:
    """Skipping automatically would tell the opponent the hand holds no card that can ride
    (ZONE-011), so the ride is offered with skipping as the only choice."""
    t = Table("standard")
    t.hand(0, "Magmaforge Tyrant")  # grade 3 on a grade 0 vanguard
    g = t.at_ride()
    assert g.decision is not None and g.decision["kind"] == "ride"
    assert [a.kind for a in g.legal_actions()] == ["skip-ride"]
    ev = act(g, "skip-ride")
    assert ev[0].rule == "ride.normal" and "chooses not to ride" in ev[0].text


@pytest.mark.rule("ride.ride-deck")
@pytest.mark.covers("RIDE-010", formats=("standard",))
def test_standard_ride_from_the_ride_deck_discards_a_card() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinderling Scout")
    rd1, rd2 = t.ride_deck(0, "Cinderling Squire", "Cinder Drake Warden")
    (cost,) = t.hand(0, "Ember Lancer")
    g = t.at_ride()
    choices = {(a.kind, a.card) for a in g.legal_actions()}
    assert ("ride-deck", rd1) in choices and ("ride-deck", rd2) not in choices
    ev = act(g, "ride-deck", card=rd1, cards=[cost])
    assert rules(ev)[:3] == ["ride.ride-deck", "ride.ride-deck", "turn.sequence"]
    assert "discards “Ember Lancer” to ride from the ride deck" in ev[0].text
    assert where(g, cost) == (0, "drop")
    assert g.state.players[0].vanguard == rd1
    assert g.state.players[0].ride_deck == (rd2,)


@pytest.mark.rule("ride.ride-deck")
def test_classic_has_no_ride_deck_ride() -> None:
    t = Table("classic")
    (card,) = t.hand(0, "Lanternguard Squire")
    g = t.at_ride()
    with pytest.raises(IllegalAction) as err:
        act(g, "ride-deck", card=card, cards=[card])
    assert err.value.rule == "ride.ride-deck"


@pytest.mark.rule("ride.once-per-turn")
@pytest.mark.covers("RIDE-004", "RIDE-011", formats=("standard",))
def test_a_ride_deck_ride_is_the_turns_normal_ride() -> None:
    t = Table("standard")
    rd1, _ = t.ride_deck(0, "Cinderling Squire", "Cinder Drake Warden")
    c1, c2 = t.hand(0, "Ember Lancer", "Kindlescale Page")
    g = t.at_ride()
    act(g, "ride-deck", card=rd1, cards=[c1])
    assert "ride" in g.state.turn_flags
    # the main phase has no ride; even the ride check itself refuses a second ride
    refusal = ride_check(g.state, Action("ride", 0, card=c2))
    assert refusal is not None and refusal.rule == "ride.once-per-turn"


# ----------------------------------------------------------------------------- main


@pytest.mark.rule("main.call")
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.covers("MAIN-004", "MAIN-005")
@pytest.mark.covers("MAIN-006", formats=("standard",))
def test_call_a_unit_of_grade_up_to_the_vanguards_to_a_rear_guard_circle(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, G2[fmt])
    c1, c2 = t.hand(0, G1[fmt], G2[fmt])
    g = t.at_main()
    (ev,) = act(g, "call", card=c1, circle="BL")
    assert where(g, c1) == (0, "BL") and c1 not in g.state.rested
    assert ev.rule == "main.call" and "to the back-left rear-guard circle, standing" in ev.text
    act(g, "call", card=c2, circle="FR")
    assert where(g, c2) == (0, "FR")
    # there is no limit on normal calls, and the main phase goes on
    assert g.decision is not None and g.decision["kind"] == "main"


@pytest.mark.rule("main.call-occupied", "main.call", "zone.new-card")
@pytest.mark.covers("MAIN-008", formats=("classic",))
def test_calling_onto_an_occupied_circle_retires_the_old_unit() -> None:
    t = Table("classic")
    t.vanguard(0, "Dawnspear Knight")
    old = t.rear(0, "FL", "Lanternguard Squire", rested=True)
    (new,) = t.hand(0, "Lumen Sword Adept")
    g = t.at_main()
    ev = act(g, "call", card=new, circle="FL")
    # CR 1.19 §8.5.2.4.2 with §9.3.3: the call, then a rule action at the next check timing
    assert rules(ev) == ["main.call", "main.call-occupied"]
    assert ev[1].kind == "rule-action" and "drop zone (rule action)" in ev[1].text
    assert where(g, new) == (0, "FL") and new not in g.state.rested
    assert where(g, old) == (0, "drop")
    assert old not in g.state.rested, "a retired card is a new card in the drop zone"


@pytest.mark.rule("main.move")
@pytest.mark.covers("MAIN-013", "MAIN-017", formats=("classic",))
def test_move_forward_back_and_swap_within_a_column() -> None:
    t = Table("classic")
    t.vanguard(0, "Dawnspear Knight")
    a = t.rear(0, "FL", "Lanternguard Squire")
    b = t.rear(0, "BR", "Brightshield Footman")
    c = t.rear(0, "FR", "Lumen Sword Adept")
    g = t.at_main()
    act(g, "move", circle="FL", target="BL")
    assert where(g, a) == (0, "BL")
    (ev,) = act(g, "move", circle="FR", target="BR")
    assert where(g, c) == (0, "BR") and where(g, b) == (0, "FR")
    assert ev.rule == "main.move" and "swaps" in ev.text
    # a swap is listed once, not once per side
    moves = [(x.circle, x.target) for x in g.legal_actions() if x.kind == "move"]
    assert ("FR", "BR") in moves and ("BR", "FR") not in moves


@pytest.mark.rule("main.move")
@pytest.mark.covers("MAIN-016", formats=("classic",))
def test_moving_keeps_rest_and_stand() -> None:
    t = Table("classic")
    t.vanguard(0, "Dawnspear Knight")
    rested = t.rear(0, "FL", "Lanternguard Squire", rested=True)
    standing = t.rear(0, "BL", "Brightshield Footman")
    g = t.at_main()
    act(g, "move", circle="FL", target="BL")
    s = g.state
    assert where(g, rested) == (0, "BL") and rested in s.rested
    assert where(g, standing) == (0, "FL") and standing not in s.rested


@pytest.mark.rule("main.to-battle", "battle.start")
@pytest.mark.covers("MAIN-019", "MAIN-020", formats=("classic",))
def test_ending_the_main_phase_is_final() -> None:
    t = Table("classic")
    t.vanguard(0, "Dawnspear Knight")
    t.vanguard(1, "Stormsail Boatswain")
    (card,) = t.hand(0, "Lanternguard Squire")
    g = t.at_main()
    ev = act(g, "end-main")[0]
    assert ev.rule == "main.to-battle" and ev.text == "Player 1 ends the main phase."
    assert g.state.phase == "battle" and g.decision is not None
    assert g.decision["kind"] == "attack"
    with pytest.raises(IllegalAction) as err:
        act(g, "call", card=card, circle="FL")
    assert err.value.rule == "battle.start"


# ------------------------------------------------------------------------------ end


@pytest.mark.rule("end.effects-expire", "end.phase")
@pytest.mark.covers("END-007", "TEXT-002", formats=("standard",))
def test_until_end_of_turn_bonuses_end_in_the_end_phase() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Blazeguard Knight")
    t.bonus(vg, 10000)
    t.bonus(vg, 1, stat="critical")
    g = t.at_end(turn=3, player=0)
    assert power(g, vg) == 10000
    (ev,) = [e for e in g.events if e.rule == "end.effects-expire"]
    assert "(2 bonuses removed)" in ev.text and ev.cards == (vg,)
    assert g.state.mods == ()
    rs = rules(g.events)
    assert rs.index("end.effects-expire") < rs.index("end.phase")


@pytest.mark.rule("end.unlock", "card.lock")
@pytest.mark.covers("LOCK-005", formats=("classic",))
def test_the_turn_players_locked_cards_unlock_standing_in_the_end_phase() -> None:
    t = Table("classic")
    mine = t.lock(t.rear(0, "FL", "Lanternguard Squire", rested=True))
    theirs = t.lock(t.rear(1, "FL", "Deckhand Brawler"))
    g = t.at_end(turn=3, player=0)
    s = g.state
    # the turn player's: face up, standing, a unit again
    (ev,) = [e for e in g.events if e.rule == "end.unlock"]
    assert ev.cards == (mine,)
    assert mine not in s.locked and mine not in s.face_down and mine not in s.rested
    # the opponent's lock lasts until the end of their own turn
    assert theirs in s.locked and theirs in s.face_down


@pytest.mark.rule("card.delete")
def test_a_deleted_vanguard_turns_face_up_at_its_owners_end_phase() -> None:
    t = Table("standard")
    vg = t.delete(t.vanguard(0, "Blazeguard Knight"))
    g = t.at_main()
    assert power(g, vg) == 0, "a deleted unit's printed power counts as 0"
    act(g, "end-main")
    act(g, "end-battle")
    s = g.state
    assert vg not in s.deleted and vg not in s.face_down
    assert "card.delete" in rules(g.events)
    assert power(g, vg) == 10000


@pytest.mark.rule("zone.hidden")
@pytest.mark.covers("ZONE-003", "ZONE-011", formats=("standard",))
def test_hand_size_is_public_but_the_cards_are_not() -> None:
    t = Table("standard")
    t.hand(1, "Shoalguard Cadet", "Riptide Striker")
    g = t.at_main()
    opp = g.view(0)["players"][1]
    assert opp["hand"] == [{"hidden": True}, {"hidden": True}]
    assert opp["hand_count"] == 2
    own = g.view(1)["players"][1]["hand"]
    assert [c["name"] for c in own] == ["Shoalguard Cadet", "Riptide Striker"]
    assert find(g, 1, "Riptide Striker", "hand") == own[1]["iid"]


@pytest.mark.rule("zone.hidden", "win.damage")
@pytest.mark.covers("ZONE-023", formats=("classic",))
def test_face_down_damage_is_open_to_both_players() -> None:
    t = Table("classic")
    up, down = t.damage(0, "Lanternguard Squire", "Dawnspear Knight", face_down=(1,))
    g = t.at_main()
    for viewer in (0, 1, None):
        dmg = g.view(viewer)["players"][0]["damage"]
        assert [c["iid"] for c in dmg] == [up, down]
        assert [c["face_down"] for c in dmg] == [False, True]
