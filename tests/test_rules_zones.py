"""The zones (circles, field, bind, crest, damage, drop, guardian circle, order, removal,
ride deck, soul, trigger) and who sees what in them: one test (or more) per catalogue entry.

Each test builds a position with :mod:`builders`, plays the decisions that matter and
checks what the engine does: where cards end up, the events and the rules they cite, what
each player's view shows, and which rule refuses an action. Unless a test says otherwise the
filler decks hold no triggers.
"""

from __future__ import annotations

import pytest
from builders import Table, act, decision_of, last, power, rules, texts, where
from rules_zones_common import (
    P1_G1,
    P1_G2,
    P1_G3,
    P2_G1,
    P2_G2,
    P2_G3,
    _bind_an_opponent_unit,
    names,
    refused,
    seat,
)

from vgwidget.engine.abilities.model import parse_effect
from vgwidget.engine.actions import Action
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game

# ------------------------------------------------------------------------- zones


@pytest.mark.rule("zone.bind", "keyword.bind")
@pytest.mark.covers("ZONE-025", "ZONE-026", "KEYWORD-011", formats=("standard",))
def test_zone_bind_is_public_and_bound_cards_lie_face_up() -> None:
    g, victim = _bind_an_opponent_unit()
    assert where(g, victim) == (1, "bind") and victim not in g.state.face_down
    for viewer in (0, 1, None):
        (card,) = seat(g.view(viewer), 1)["bind"]
        assert card["name"] == P2_G1 and card["face_down"] is False


@pytest.mark.rule("zone.bind")
@pytest.mark.covers("ZONE-026", formats=("standard",))
def test_zone_bind_only_the_owner_sees_a_face_down_bound_card() -> None:
    g, victim = _bind_an_opponent_unit()
    g.apply(Action("manual", 1, card=victim, target="face-down"))
    assert seat(g.view(0), 1)["bind"] == [{"hidden": True}]
    assert seat(g.view(1), 1)["bind"][0]["name"] == P2_G1
    assert seat(g.view(None), 1)["bind"][0]["name"] == P2_G1


@pytest.mark.rule("zone.circles", "main.call", "main.call-occupied")
@pytest.mark.covers("ZONE-017", "ZONE-019", "MAIN-008", "ZONE-045", formats=("standard",))
def test_zone_circles_one_vanguard_five_rear_guard_circles_one_unit_each() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    hand = t.hand(0, *[P1_G1] * 6)
    g = t.at_main()
    assert list(seat(g.view(0), 0)["circles"]) == ["VC", "FL", "FR", "BL", "BC", "BR"]
    assert {a.circle for a in g.legal_actions() if a.kind == "call"} == {
        "FL",
        "FR",
        "BL",
        "BC",
        "BR",
    }
    for bad in ("VC", "GC"):
        err = refused(g, Action("call", 0, card=hand[0], circle=bad))
        assert err.rule == "main.call" and "goes to a rear-guard circle" in err.message
    for card, circle in zip(hand, ("FL", "FR", "BL", "BC", "BR"), strict=False):
        act(g, "call", card=card, circle=circle)
    ev = act(g, "call", card=hand[5], circle="FL")  # a sixth: the old one must leave
    assert rules(ev)[:2] == ["main.call", "main.call-occupied"]
    assert where(g, hand[0]) == (0, "drop")
    units = g.state.players[0].units()
    assert len(units) == 6 and len({c for c, _ in units}) == 6  # 1 vanguard + 5 rear-guards


@pytest.mark.rule("zone.circles", "zone.guardian-circle")
@pytest.mark.covers("ZONE-028", "GUARD-003", formats=("standard",))
def test_zone_circles_the_guardian_circle_holds_any_number_of_guardians() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.vanguard(1, P2_G3)
    cards = t.hand(1, P2_G1, P2_G1, "Shoalguard Cadet")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    for c in cards:
        act(g, "guard", card=c)
    assert g.state.players[1].guardians == tuple(cards)
    assert len(seat(g.view(0), 1)["guardians"]) == 3


@pytest.mark.rule("zone.crest", "setup.ride-deck")
@pytest.mark.covers("ZONE-038", formats=("standard",))
def test_zone_crest_holds_the_ride_deck_crest_in_public() -> None:
    g = Game.new(seed=5, format="standard")
    for p in (0, 1):
        (crest,) = g.state.players[p].crest
        card = g.state.card(crest)
        assert card.name == "Ride Deck Crest" and card.type == "ride-deck-crest"
        assert not card.is_unit
        assert crest not in g.state.players[p].ride_deck
        for viewer in (0, 1):  # public: the opponent sees it too
            assert names(seat(g.view(viewer), p)["crest"]) == ["Ride Deck Crest"]


@pytest.mark.rule("zone.damage", "setup.stand-up")
@pytest.mark.covers("SETUP-019", formats=("standard",))
def test_zone_damage_both_players_start_at_0_damage() -> None:
    g = Game.new(seed=7, format="standard")
    while decision_of(g).kind == "mulligan":
        act(g, "mulligan", cards=())
    assert "Both players start with 0 damage." in last(g, "setup.stand-up").text
    assert g.state.players[0].damage == () and g.state.players[1].damage == ()


@pytest.mark.rule("zone.damage", "zone.hidden")
@pytest.mark.covers("ZONE-023", "WIN-008", formats=("standard",))
def test_zone_damage_face_down_damage_is_seen_by_both_players_and_still_counts() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.vanguard(1, P2_G3)
    d = t.damage(1, P2_G1, "Shoalguard Cadet", face_down=(1,))
    g = t.at_battle()
    for viewer in (0, 1):
        shown = seat(g.view(viewer), 1)["damage"]
        assert names(shown) == [P2_G1, "Shoalguard Cadet"]
        assert [c["face_down"] for c in shown] == [False, True]
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert last(g, "damage.check").text.endswith("damage zone: 3 damage.")
    assert d[1] in g.state.face_down and len(g.state.players[1].damage) == 3


@pytest.mark.rule("zone.damage", "win.damage")
@pytest.mark.covers("WIN-001", "WIN-008", formats=("standard",))
def test_zone_damage_face_down_cards_count_towards_the_sixth_damage() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.vanguard(1, P2_G3)
    t.damage(1, *[P2_G1] * 5, face_down=(0, 1, 2, 3))
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert g.result is not None and g.result.winner == 0 and g.result.rule == "win.damage"


@pytest.mark.rule("zone.drop", "zone.removal", "battle.hit-rearguard", "trigger.over")
@pytest.mark.covers("ZONE-013", "ZONE-014", formats=("standard",))
def test_zone_drop_receives_retired_cards_face_up_apart_from_damage_and_removal() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.rear(0, "FL", P1_G2)
    t.vanguard(1, "Ripplet Herald")
    archer = t.rear(1, "FL", P2_G1)
    over, plain = t.deck_top(1, "Tidal Apex Serpent", P2_G1)
    g = t.at_battle()
    act(g, "attack", circle="FL", target="FL")
    act(g, "end-guard")
    assert where(g, archer) == (1, "drop") and archer not in g.state.face_down
    assert names(seat(g.view(0), 1)["drop"]) == [P2_G1]  # public, face up
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    # the over trigger left the game: neither damage nor drop
    ps = g.state.players[1]
    assert ps.removal == (over,) and over not in ps.drop and over not in ps.damage
    assert ps.drop == (archer,)
    assert where(g, plain) == (1, "hand")  # the over trigger's draw


@pytest.mark.rule("zone.drop", "ride.ride-deck")
@pytest.mark.covers("ZONE-013", "RIDE-010", formats=("standard",))
def test_zone_drop_receives_discarded_cards() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinderling Squire")
    (warden,) = t.ride_deck(0, "Cinder Drake Warden")
    spare = t.hand(0, P1_G1)[0]
    g = t.at_ride()
    act(g, "ride-deck", card=warden, cards=[spare])
    assert where(g, spare) == (0, "drop") and spare not in g.state.face_down
    assert names(seat(g.view(1), 0)["drop"]) == [P1_G1]


@pytest.mark.rule("zone.field", "battle.attack", "battle.target")
@pytest.mark.covers("ZONE-015", "ATTACK-003", "ATTACK-005", formats=("standard",))
def test_zone_field_only_the_front_row_attacks_and_is_attacked() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.rear(0, "FL", P1_G2)
    t.rear(0, "BR", P1_G2)
    t.vanguard(1, P2_G3)
    t.rear(1, "FR", P2_G2)
    t.rear(1, "BL", P2_G2)
    g = t.at_battle()
    pairs = {(a.circle, a.target) for a in g.legal_actions() if a.kind == "attack"}
    assert pairs == {(a, b) for a in ("FL", "VC") for b in ("VC", "FR")}
    err = refused(g, Action("attack", 0, circle="BR", target="VC"))
    assert err.rule == "battle.attack" and "front row" in err.message
    err = refused(g, Action("attack", 0, circle="VC", target="BL"))
    assert err.rule == "battle.target" and "front row" in err.message


@pytest.mark.rule("zone.field", "battle.boost", "main.move")
@pytest.mark.covers("MAIN-013", "MAIN-014", "BOOST-001", formats=("standard",))
def test_zone_field_columns_the_booster_stands_behind_and_moves_stay_in_the_column() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    fl = t.rear(0, "FL", P1_G2)
    bc = t.rear(0, "BC", P1_G1)  # the centre column: boosts only the vanguard
    g = t.at_main()
    err = refused(g, Action("move", 0, circle="FL", target="FR"))
    assert err.rule == "main.move" and "own column" in err.message
    act(g, "move", circle="FL", target="BL")
    act(g, "move", circle="BL", target="FL")
    act(g, "end-main")
    act(g, "attack", circle="FL", target="VC")
    assert decision_of(g).kind == "guard"  # BC is not behind FL: no boost offered
    act(g, "end-guard")
    act(g, "attack", circle="VC", target="VC")
    assert decision_of(g).kind == "boost"
    act(g, "boost")
    assert g.state.battle is not None
    assert g.state.battle.booster == bc and power(g, g.state.players[0].vanguard) == 21000
    assert where(g, fl) == (0, "FL")


@pytest.mark.rule("zone.guardian-circle", "battle.guardians-retire")
@pytest.mark.covers("ZONE-028", "GUARD-003", "GUARD-013", formats=("standard",))
def test_zone_guardian_circle_guardians_are_rested_and_cleared_after_the_battle() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    foe = t.vanguard(1, P2_G3)
    a, b = t.hand(1, P2_G1, "Shoalguard Cadet")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=a)
    act(g, "guard", card=b)
    gc = seat(g.view(0), 1)["guardians"]
    assert [c["rested"] for c in gc] == [True, True] and power(g, foe) == 23000
    act(g, "end-guard")
    assert g.state.players[1].guardians == ()
    assert g.state.players[1].drop == (a, b) and not {a, b} & g.state.rested
    assert "battle.guardians-retire" in rules(g.events)


@pytest.mark.rule("zone.move-order", "text.look-at")
@pytest.mark.covers("ZONE-039", "ZONE-048", formats=("standard",))
def test_zone_move_order_the_owner_orders_cards_moving_at_the_same_time() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.damage_count(0, 1)
    rec = t.hand(0, "Ashen Recruiter")[0]
    take, x, y = t.deck_top(0, "Emberkit Warden", "Kindling Aide", "Ember Chronicler")
    g = t.at_main()
    act(g, "call", card=rec, circle="FL")
    act(g, "use")
    act(g, "choose", card=take)
    assert where(g, take) == (0, "hand")
    # two cards now go to the bottom of the deck together: Player 1 chooses their order
    d = g.state.decision
    assert d is not None and d.player == 0 and d.kind == "choose"
    assert {a.card for a in g.legal_actions()} == {x, y}
    ev = act(g, "choose", card=y)
    assert g.state.players[0].deck[-2:] == (y, x)
    assert all(e.private == 0 for e in ev if e.cards)  # the opponent never learns which


@pytest.mark.rule("zone.order", "order.set")
@pytest.mark.covers("ZONE-034", "ORDER-006", formats=("standard",))
def test_zone_order_a_set_order_stays_in_the_public_order_zone() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    beacon = t.hand(0, "Everflame Beacon")[0]
    g = t.at_main()
    act(g, "play-order", card=beacon)
    assert where(g, beacon) == (0, "order")
    assert "stays in the order zone" in last(g, "order.set").text
    for viewer in (0, 1):
        assert names(seat(g.view(viewer), 0)["order"]) == ["Everflame Beacon"]
    act(g, "end-main")
    act(g, "end-battle")
    assert where(g, beacon) == (0, "order")  # still there in the opponent's turn


@pytest.mark.rule("zone.order", "order.play")
@pytest.mark.covers("ORDER-004", "ORDER-005", formats=("standard",))
def test_zone_order_a_normal_order_passes_through_the_order_zone_to_the_drop() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.damage_count(0, 1)
    fl = t.rear(0, "FL", P1_G2)
    t.rear(0, "FR", P1_G2)
    decree = t.hand(0, "Kindling Decree")[0]
    g = t.at_main()
    act(g, "play-order", card=decree)
    assert decision_of(g).kind == "choose"  # which rear-guard gets +5000
    assert where(g, decree) == (0, "order")
    assert names(seat(g.view(1), 0)["order"]) == ["Kindling Decree"]
    act(g, "choose", card=fl)
    assert where(g, decree) == (0, "drop") and g.state.players[0].order == ()
    assert "has been played and goes to the drop zone" in texts(g.events)


@pytest.mark.rule("zone.public", "zone.hidden")
@pytest.mark.covers("ZONE-001", "ZONE-003", "ZONE-011", formats=("standard",))
def test_zone_public_zones_are_open_to_both_players_hidden_ones_are_not() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.soul(0, "Cinderling Squire")
    t.drop(0, P1_G2)
    t.damage(0, P1_G1)
    t.hand(0, P1_G3)
    g = t.at_main()
    mine = seat(g.view(1), 0)  # what Player 2 sees of Player 1
    assert names(mine["soul"]) == ["Cinderling Squire"]
    assert names(mine["drop"]) == [P1_G2]
    assert names(mine["damage"]) == [P1_G1]
    assert mine["circles"]["VC"]["name"] == P1_G3
    assert mine["hand"] == [{"hidden": True}] and "deck" not in mine


@pytest.mark.rule("zone.public", "cost.soul-blast")
@pytest.mark.covers("ZONE-002", "COST-009", formats=("standard",))
def test_zone_public_the_order_of_cards_does_not_matter_any_soul_card_may_be_spent() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    bottom, top = t.soul(0, P1_G1, "Cinderling Squire")
    st = t.rear(0, "FL", "Cinderfall Striker")
    g = t.at_main()
    act(g, "act", card=st, number=0)
    assert decision_of(g).kind == "choose"
    assert {a.card for a in g.legal_actions()} == {bottom, top}
    act(g, "choose", card=bottom)  # not only the top of the pile
    assert where(g, bottom) == (0, "drop") and where(g, top) == (0, "soul")


@pytest.mark.rule("zone.removal", "trigger.over")
@pytest.mark.covers("ZONE-031", "ZONE-032", formats=("standard",))
def test_zone_removal_holds_the_over_trigger_in_public_for_the_rest_of_the_game() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    over = t.deck_top(0, "Dawnforge Phoenix", P1_G1, P1_G1)[0]
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert where(g, over) == (0, "removal")
    assert names(seat(g.view(1), 0)["removal"]) == ["Dawnforge Phoenix"]
    assert g.state.turn == 4  # no unit left to attack: the turn ended
    assert where(g, over) == (0, "removal")
    # no effect can take a card from the removal zone: it is not a source cards come from
    with pytest.raises(CardDataError, match="'source' must be one of"):
        parse_effect({"do": "superior-call", "source": "removal"}, "test")


@pytest.mark.rule("zone.reveal", "text.look-at")
@pytest.mark.covers("ZONE-039", "ZONE-040", formats=("standard",))
def test_zone_reveal_looked_at_cards_stay_in_the_deck_until_the_effect_moves_them() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.damage_count(0, 1)
    rec = t.hand(0, "Ashen Recruiter")[0]
    tops = t.deck_top(0, "Emberkit Warden", "Kindling Aide", "Pyrecrown Overlord")
    g = t.at_main()
    act(g, "call", card=rec, circle="FL")
    hand = g.state.players[0].hand
    act(g, "use")
    look = last(g, "text.look-at")
    assert look.kind == "look" and look.private == 0  # only the owner learns the cards
    assert look.for_viewer(1).text == "Player 1 looks at the top 3 cards of the deck."
    assert look.for_viewer(1).cards == ()
    # while the player decides, the three cards are still the top of the deck
    assert decision_of(g).kind == "choose"
    assert g.state.players[0].deck[:3] == tuple(tops) and g.state.players[0].hand == hand
    act(g, "choose")  # take none ("up to")
    assert g.state.players[0].hand == hand
    order = [tops[2], tops[0]]  # the owner orders the cards going to the bottom (ZONE-039)
    for c in order:
        assert decision_of(g).kind == "choose"
        act(g, "choose", card=c)
    assert g.state.players[0].deck[-3:] == (tops[2], tops[0], tops[1])


@pytest.mark.rule("zone.ride-deck", "zone.hidden")
@pytest.mark.covers("ZONE-036", "ZONE-037", formats=("standard",))
def test_zone_ride_deck_is_seen_by_its_owner_only_and_never_shuffled() -> None:
    for seed in (1, 2):
        g = Game.new(seed=seed, format="standard")
        for p, expected in (
            (0, ["Cinderling Squire", "Cinder Drake Warden", P1_G3]),
            (1, ["Shoalguard Cadet", P2_G2, P2_G3]),
        ):
            assert [g.state.card(c).name for c in g.state.players[p].ride_deck] == expected
            assert names(seat(g.view(p), p)["ride_deck"]) == expected
            assert seat(g.view(1 - p), p)["ride_deck"] == [{"hidden": True}] * 3


@pytest.mark.rule("zone.ride-deck", "ride.ride-deck")
@pytest.mark.covers("ZONE-037", "RIDE-010", formats=("standard",))
def test_zone_ride_deck_order_does_not_matter_any_card_may_be_ridden() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinderling Squire")  # grade 1
    g3, g2 = t.ride_deck(0, P1_G3, "Cinder Drake Warden")
    spare = t.hand(0, P1_G1)[0]
    g = t.at_ride()
    assert {a.card for a in g.legal_actions() if a.kind == "ride-deck"} == {g2}
    act(g, "ride-deck", card=g2, cards=[spare])  # not the first card of the ride deck
    assert g.state.players[0].vanguard == g2 and g.state.players[0].ride_deck == (g3,)


@pytest.mark.rule("zone.soul", "ride.soul")
@pytest.mark.covers("ZONE-020", "RIDE-008", formats=("standard",))
def test_zone_soul_is_under_the_vanguard_public_and_not_part_of_the_field() -> None:
    t = Table("standard")
    old = t.vanguard(0, "Cinderling Squire")
    knight = t.hand(0, P1_G2)[0]
    t.vanguard(1, P2_G3)
    g = t.at_ride()
    assert not g.state.players[0].soul  # only the vanguard on the circle: an empty soul
    act(g, "ride", card=knight)
    assert g.state.players[0].soul == (old,) and knight not in g.state.players[0].soul
    assert names(seat(g.view(1), 0)["soul"]) == ["Cinderling Squire"]
    assert old not in {u for _, u in g.state.players[0].units()}
    act(g, "end-main")
    # a soul card is not a unit: it cannot attack
    assert {a.circle for a in g.legal_actions() if a.kind == "attack"} == {"VC"}


@pytest.mark.rule("zone.soul", "main.superior-call")
@pytest.mark.covers("ZONE-022", formats=("standard",))
def test_zone_soul_an_effect_may_call_a_soul_card_to_a_rear_guard_circle() -> None:
    t = Table("standard")
    herald = t.vanguard(0, "Emberkit Herald")
    squire = t.hand(0, "Emberkit Squire")[0]
    g = t.at_ride()
    act(g, "ride", card=squire)
    assert where(g, herald) == (0, "soul")
    act(g, "choose", card=herald)
    act(g, "choose", circle="BC")
    assert where(g, herald) == (0, "BC") and g.state.players[0].soul == ()


@pytest.mark.rule("zone.trigger", "trigger.check")
@pytest.mark.covers("ZONE-027", "DRIVE-006", "DRIVE-007", formats=("standard",))
def test_zone_trigger_holds_the_checked_card_while_its_trigger_resolves() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.rear(0, "FL", P1_G2)
    crit = t.deck_top(0, "Sparkflit Sprite", P1_G1)[0]
    g = t.at_battle()
    assert not g.state.players[0].trigger
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert decision_of(g).kind == "power-to"  # the trigger is resolving
    assert g.state.players[0].trigger == (crit,)
    assert names(seat(g.view(1), 0)["trigger"]) == ["Sparkflit Sprite"]  # public
    act(g, "power-to", circle="VC")
    act(g, "critical-to", circle="VC")
    assert where(g, crit) == (0, "hand") and not g.state.players[0].trigger


@pytest.mark.rule("zone.trigger", "damage.check")
@pytest.mark.covers("ZONE-027", "DAMAGE-011", formats=("standard",))
def test_zone_trigger_a_damage_checked_card_passes_through_it_to_the_damage_zone() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    top = t.deck_top(1, P2_G1)[0]
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    reveal = next(e for e in g.events if e.kind == "damage-check")
    assert g.snapshots[reveal.seq].players[1].trigger == (top,)
    assert where(g, top) == (1, "damage") and g.state.players[1].trigger == ()
