"""Cards, orders and the golden rules about them: one test (or more) per catalogue entry.
The zones are tested in tests/test_rules_zones.py.

Each test builds a position with :mod:`builders`, plays the decisions that matter and
checks what the engine does: where cards end up, the numbers compared, the events and
the rules they cite, what each player's view shows, and which rule refuses an action.
Unless a test says otherwise the filler decks hold no triggers.
"""

from __future__ import annotations

import pytest
from builders import Table, act, critical, decision_of, last, power, rules, texts, where
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

from vgwidget.engine.abilities.model import parse_ability
from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, default_pool
from vgwidget.engine.errors import CardDataError, RecordError
from vgwidget.engine.game import Game

# ------------------------------------------------------------------------- cards


@pytest.mark.rule("card.critical")
@pytest.mark.covers("CARD-010", "DAMAGE-008", "DAMAGE-010", formats=("standard",))
def test_card_critical_is_the_damage_a_hit_on_the_vanguard_deals() -> None:
    t = Table("standard")
    vg = t.vanguard(0, P1_G3)
    t.bonus(vg, 1, stat="critical")
    t.vanguard(1, "Ripplet Herald")  # 5000: any attack hits
    g = t.at_battle()
    shown = seat(g.view(1), 0)["circles"]["VC"]
    assert shown["critical"] == 1 and shown["stats"]["critical"] == 2  # printed 1, now 2
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    hit = last(g, "battle.hit-vanguard")
    assert "with critical 2: 2 damage, so 2 damage checks, one at a time" in hit.text
    assert len(g.state.players[1].damage) == 2
    assert [e.text[:17] for e in g.events if e.kind == "damage-check"] == [
        "Damage check 1 of",
        "Damage check 2 of",
    ]


@pytest.mark.rule("card.critical")
@pytest.mark.covers("DAMAGE-007", formats=("standard",))
def test_card_critical_does_not_matter_against_a_rear_guard() -> None:
    t = Table("standard")
    vg = t.vanguard(0, P1_G3)
    t.bonus(vg, 1, stat="critical")
    rg = t.rear(1, "FL", P2_G1)
    g = t.at_battle()
    assert critical(g, vg) == 2
    act(g, "attack", circle="VC", target="FL")
    act(g, "end-guard")
    assert where(g, rg) == (1, "drop")
    assert "critical does not matter and no damage is dealt" in last(g, "battle.hit-rearguard").text
    assert g.state.players[1].damage == ()


@pytest.mark.rule("card.grade")
@pytest.mark.covers("CARD-006", formats=("standard",))
def test_card_grade_runs_from_0_to_5() -> None:
    base = {"id": "T-G", "name": "Gradeless Wanderer", "power": 5000}
    assert Card.from_dict({**base, "grade": 5}).grade == 5
    for bad in (6, -1):
        with pytest.raises(CardDataError, match="grade must be a whole number 0-5"):
            Card.from_dict({**base, "grade": bad})
    assert {c.grade for c in default_pool()} <= set(range(6))


@pytest.mark.rule("card.grade", "ride.grade", "main.call-grade")
@pytest.mark.covers("CARD-007", "RIDE-003", "MAIN-004", "MAIN-011", formats=("standard",))
def test_card_grade_limits_the_normal_ride_and_the_normal_call() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinderling Squire")  # grade 1
    g3, g2, g2b = t.hand(0, P1_G3, P1_G2, P1_G2)
    g = t.at_ride()
    assert refused(g, Action("ride", 0, card=g3)).rule == "ride.grade"  # 1 -> 3 skips a grade
    act(g, "ride", card=g2)  # 1 -> 2 is fine
    assert decision_of(g).kind == "main"
    err = refused(g, Action("call", 0, card=g3, circle="FL"))
    assert err.rule == "main.call-grade" and "above your vanguard's grade 2" in err.message
    calls = {a.card for a in g.legal_actions() if a.kind == "call"}
    assert calls == {g2b}
    act(g, "call", card=g2b, circle="FL")
    assert where(g, g2b) == (0, "FL")


@pytest.mark.rule("card.no-uniqueness")
@pytest.mark.covers("CARD-017", formats=("standard",))
def test_card_no_uniqueness_copies_of_the_vanguard_may_be_rear_guards() -> None:
    t = Table("standard")
    vg = t.vanguard(0, P1_G3)
    a, b = t.hand(0, P1_G3, P1_G3)
    g = t.at_main()
    assert {x.card for x in g.legal_actions() if x.kind == "call"} == {a, b}
    act(g, "call", card=a, circle="FL")
    act(g, "call", card=b, circle="FR")
    field = seat(g.view(None), 0)["circles"]
    assert [field[c]["name"] for c in ("VC", "FL", "FR")] == [P1_G3] * 3
    assert g.state.players[0].vanguard == vg and decision_of(g).kind == "main"


@pytest.mark.rule("card.power", "battle.hit-check")
@pytest.mark.covers("CARD-008", "DAMAGE-003", "DAMAGE-004", formats=("standard",))
def test_card_power_is_compared_for_attacker_and_defender() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.rear(0, "FL", P1_G2)
    t.vanguard(1, P2_G3)
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    b = g.view(0)["battle"]
    assert (b["attacker_power"], b["target_power"]) == (10000, 13000)
    act(g, "end-guard")
    assert last(g, "battle.hit-check").text == (
        "Power check: “Blazeguard Knight” 10,000 against “Deepcurrent Admiral Marisande” "
        "13,000: the attack does not hit."
    )
    assert g.state.players[1].damage == ()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    hit = last(g, "battle.hit-check").text
    assert "13,000 against “Deepcurrent Admiral Marisande” 13,000" in hit
    assert "the attack hits (equal power still hits)" in hit
    assert len(g.state.players[1].damage) == 1


@pytest.mark.rule("card.shield")
@pytest.mark.covers("CARD-009", "GUARD-006", formats=("standard",))
def test_card_shield_counts_only_while_the_card_guards() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    foe = t.vanguard(1, P2_G3)
    t.rear(1, "FL", P2_G2)  # shield 5000 on the field: adds nothing
    cadet = t.hand(1, "Shoalguard Cadet")[0]  # shield 5000
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert power(g, foe) == 13000
    act(g, "guard", card=cadet)
    assert power(g, foe) == 18000
    act(g, "intercept", circle="FL")
    assert power(g, foe) == 23000
    gc = seat(g.view(0), 1)["guardians"]
    assert [(c["name"], c["shield"]) for c in gc] == [
        ("Shoalguard Cadet", 5000),
        ("Coralshield Captain", 5000),
    ]
    act(g, "end-guard")
    assert (
        "13,000 against “Deepcurrent Admiral Marisande” 23,000" in last(g, "battle.hit-check").text
    )
    assert power(g, foe) == 13000  # the guardians left: their shield went with them
    assert where(g, cadet) == (1, "drop")


@pytest.mark.rule("card.skill-icons")
@pytest.mark.parametrize(
    "grade,skills,drive",
    [(0, ("boost",), 1), (1, ("boost",), 1), (2, ("intercept",), 1), (3, ("twin-drive",), 2)],
)
@pytest.mark.covers("CARD-013", formats=("standard", "classic"))
def test_card_skill_icons_follow_grade(grade: int, skills: tuple[str, ...], drive: int) -> None:
    c = Card.from_dict({"id": "T-S", "name": "Iconic Squire", "grade": grade, "power": 5000})
    assert c.skills == skills and c.drive == drive
    printed = Card.from_dict({"id": "T-S", "name": "Iconic Squire", "grade": grade, "skills": []})
    assert printed.skills == ()  # a card that prints otherwise keeps what it prints


@pytest.mark.rule("card.skill-icons")
@pytest.mark.covers("CARD-013", formats=("standard", "classic"))
def test_card_skill_icons_g_units_have_triple_drive() -> None:
    g = Card.from_dict({"id": "T-G", "name": "Stride Colossus", "grade": 4, "type": "g-unit"})
    assert g.skills == ("triple-drive",) and g.drive == 3


@pytest.mark.rule("card.skill-icons", "battle.boost", "battle.intercept", "battle.drive")
@pytest.mark.covers("CARD-013", "BOOST-001", "INTERCEPT-001", "DRIVE-010", formats=("standard",))
def test_card_skill_icons_decide_who_boosts_intercepts_and_how_many_drive_checks() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.rear(0, "FL", P1_G2)
    t.rear(0, "BL", P1_G2)  # grade 2 behind: no Boost
    t.rear(0, "BC", P1_G1)  # grade 1 behind the vanguard: Boost
    t.vanguard(1, P2_G3)
    t.rear(1, "FL", P2_G1)  # grade 1 in the front row: no Intercept
    t.rear(1, "FR", P2_G2)  # grade 2: Intercept
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    assert decision_of(g).kind == "guard"  # no boost was offered
    assert [a.circle for a in g.legal_actions() if a.kind == "intercept"] == ["FR"]
    err = refused(g, Action("intercept", 1, circle="FL"))
    assert err.rule == "battle.intercept" and "has no Intercept skill" in err.message
    act(g, "end-guard")
    act(g, "attack", circle="VC", target="VC")
    assert decision_of(g).kind == "boost"
    act(g, "boost")
    act(g, "end-guard")
    assert any("has drive 2 (Twin Drive)" in e.text for e in g.events)
    assert sum(e.kind == "drive-check" for e in g.events) == 2


@pytest.mark.rule("card.skill-icons")
@pytest.mark.covers("CARD-013", "DRIVE-010", formats=("standard",))
def test_card_skill_icons_a_grade_2_vanguard_drives_once() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G2)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert any("has drive 1: one drive check." in e.text for e in g.events)
    assert sum(e.kind == "drive-check" for e in g.events) == 1


@pytest.mark.rule("card.stand-rest", "battle.attack", "battle.boost")
@pytest.mark.covers("ATTACK-003", "ATTACK-004", "BOOST-001", formats=("standard",))
def test_card_stand_rest_attacking_and_boosting_rest_and_a_rested_unit_cannot_attack() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    fl = t.rear(0, "FL", P1_G2)
    bl = t.rear(0, "BL", P1_G1)
    foe = t.vanguard(1, P2_G3)
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    act(g, "boost")
    assert {fl, bl} <= g.state.rested and foe not in g.state.rested  # the target stays standing
    circles = seat(g.view(1), 0)["circles"]
    assert circles["FL"]["rested"] and circles["BL"]["rested"] and not circles["VC"]["rested"]
    act(g, "end-guard")
    err = refused(g, Action("attack", 0, circle="FL", target="VC"))
    assert err.rule == "battle.attack" and "is rested and cannot attack" in err.message
    assert {a.circle for a in g.legal_actions() if a.kind == "attack"} == {"VC"}


@pytest.mark.rule("card.stand-rest", "turn.stand")
@pytest.mark.covers("STAND-002", formats=("standard",))
def test_card_stand_rest_the_stand_phase_stands_rested_units() -> None:
    t = Table("standard")
    vg = t.vanguard(0, P1_G3, rested=True)
    fl = t.rear(0, "FL", P1_G2, rested=True)
    g = t.at_turn_start()
    assert not {vg, fl} & g.state.rested
    assert "Player 1 stands “Pyreheart Sovereign Dragon”, “Blazeguard Knight”." in texts(g.events)
    assert not seat(g.view(0), 0)["circles"]["FL"]["rested"]


@pytest.mark.rule("card.vanguard", "ride.normal", "ride.soul")
@pytest.mark.covers("CARD-018", "RIDE-008", "RIDE-016", formats=("standard",))
def test_card_vanguard_is_whichever_unit_stands_on_the_vanguard_circle() -> None:
    t = Table("standard")
    old = t.vanguard(0, "Cinderling Squire")
    knight = t.hand(0, P1_G2)[0]  # a normal unit, as a rear-guard would be
    g = t.at_ride()
    n = len(g.events)
    act(g, "ride", card=knight)
    assert g.state.players[0].vanguard == knight and where(g, old) == (0, "soul")
    # the vanguard is never removed: the circle is never empty at any event of the ride
    assert all(s.players[0].vanguard is not None for s in g.snapshots[n:])
    assert seat(g.view(1), 0)["circles"]["VC"]["name"] == P1_G2


@pytest.mark.rule("card.vanguard", "battle.hit-vanguard", "battle.hit-rearguard")
@pytest.mark.covers("CARD-018", "DAMAGE-007", "DAMAGE-008", formats=("standard",))
def test_card_vanguard_the_same_card_takes_damage_on_vc_and_retires_on_rc() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.rear(0, "FL", P1_G3)
    vc = t.vanguard(1, P2_G2)
    rc = t.rear(1, "FR", P2_G2)
    g = t.at_battle()
    act(g, "attack", circle="FL", target="FR")
    act(g, "end-guard")
    assert where(g, rc) == (1, "drop") and g.state.players[1].damage == ()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert where(g, vc) == (1, "VC") and len(g.state.players[1].damage) == 1


# ------------------------------------------------------------------ golden rules


@pytest.mark.rule("golden.owner-zones", "text.retire")
@pytest.mark.covers("GEN-007", "TEXT-019", formats=("standard",))
def test_golden_owner_zones_a_retired_opponent_unit_goes_to_its_owners_drop() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Ashfall Tyrant")
    t.damage_count(0, 2)
    victim = t.rear(1, "BR", P2_G1)
    g = t.at_main()
    act(g, "act", card=vg, number=0)  # counter blast 2, retire the only opponent rear-guard
    assert where(g, victim) == (1, "drop")
    assert g.state.players[0].drop == () and g.state.players[1].drop == (victim,)
    assert names(seat(g.view(0), 1)["drop"]) == [P2_G1]


@pytest.mark.rule("golden.owner-zones", "keyword.bind")
@pytest.mark.covers("GEN-007", "KEYWORD-011", formats=("standard",))
def test_golden_owner_zones_a_bound_opponent_unit_goes_to_its_owners_bind_zone() -> None:
    g, victim = _bind_an_opponent_unit()
    assert where(g, victim) == (1, "bind")
    assert g.state.players[0].bind == () and g.state.players[1].bind == (victim,)


@pytest.mark.rule("golden.resources-are-cards", "cost.counter-blast", "cost.soul-blast")
@pytest.mark.covers("GEN-012", "COST-005", "COST-008", "COST-009", formats=("standard",))
def test_golden_resources_are_cards_costs_are_paid_with_cards_and_nothing_refills() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Ashfall Tyrant")
    dmg = t.damage(0, P1_G1, P1_G1)
    (soul,) = t.soul(0, P1_G1)
    st = t.rear(0, "FL", "Cinderfall Striker")
    t.rear(1, "BR", P2_G1)
    g = t.at_main()
    # a player's whole board is cards in zones: no counter, pool or energy of any kind
    assert set(seat(g.view(0), 0)) == {
        "index",
        "name",
        "circles",
        "guardians",
        "soul",
        "hand",
        "hand_count",
        "deck_count",
        "damage",
        "drop",
        "bind",
        "removal",
        "trigger",
        "ride_deck",
        "order",
        "crest",
        "heart",
        "legion",
        "gzone",
        "dress",  # Standard's originalDress (under overDress units): none here
        "gauge",  # Standard's gauge (hidden from the opponent) and the unit each card is under
        "gauge_of",
        # Standard's gift facts (accel circles, gift markers, gift types) and energy are
        # shown too; nothing here has any
        "accel",
        "markers",
        "gift_types",
        "energy",
    }
    assert seat(g.view(0), 0)["energy"] == 0 and seat(g.view(0), 0)["markers"] == []
    act(g, "act", card=vg, number=0)  # Counter Blast 2: both damage cards turn face down
    assert set(dmg) <= g.state.face_down and len(g.state.players[0].damage) == 2
    act(g, "act", card=st, number=0)  # Soul Blast 1: the soul card goes to the drop zone
    assert where(g, soul) == (0, "drop") and g.state.players[0].soul == ()
    act(g, "end-main")
    act(g, "end-battle")
    assert g.state.turn == 4 and decision_of(g).kind == "ride"
    assert set(dmg) <= g.state.face_down  # nothing was refreshed by the new turn
    assert g.state.players[0].soul == ()


@pytest.mark.rule("golden.two-players")
@pytest.mark.covers("GEN-011", formats=("standard",))
def test_golden_two_players_a_game_has_exactly_two_players() -> None:
    g = Game.new(seed=3, format="standard")
    assert len(g.state.players) == 2
    assert [(p["index"], p["name"]) for p in g.view(None)["players"]] == [
        (0, "Player 1"),
        (1, "Player 2"),
    ]
    with pytest.raises(RecordError, match="'player' must be 0 or 1"):
        g.apply({"kind": "mulligan", "player": 2, "cards": []})
    with pytest.raises(RecordError, match="'player' must be 0 or 1"):
        Action.from_dict({"kind": "concede", "player": 2})
    assert g.current_player in (0, 1) and len(g.actions) == 0


# ------------------------------------------------------------------------ orders


@pytest.mark.rule("order.not-unit", "ride.normal", "main.call", "battle.guard")
@pytest.mark.covers("ORDER-009", formats=("standard",))
def test_order_not_unit_an_order_is_never_ridden_called_or_used_to_guard() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    decree = t.hand(0, "Kindling Decree")[0]  # grade 1 normal order
    squall = t.hand(1, "Sudden Squall")[0]  # grade 0 blitz order
    g = t.at_ride()
    err = refused(g, Action("ride", 0, card=decree))
    assert err.rule == "ride.normal" and "is not a unit that can be ridden" in err.message
    act(g, "skip-ride")
    err = refused(g, Action("call", 0, card=decree, circle="FL"))
    assert err.rule == "main.call" and "is not a unit that can be called" in err.message
    assert not [a for a in g.legal_actions() if a.kind == "call"]
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    err = refused(g, Action("guard", 1, card=squall))
    assert err.rule == "battle.guard" and "is not a unit and cannot guard" in err.message
    assert not [a for a in g.legal_actions() if a.kind == "guard"]


@pytest.mark.rule("order.not-unit")
def test_order_not_unit_a_unit_cannot_be_played_as_an_order() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    unit = t.hand(0, P1_G1)[0]
    g = t.at_main()
    err = refused(g, Action("play-order", 0, card=unit))
    assert err.rule == "order.not-unit" and "is not an order card" in err.message


@pytest.mark.rule("order.not-unit", "main.superior-call")
@pytest.mark.covers("MAIN-012", formats=("standard",))
def test_order_not_unit_a_superior_call_never_takes_an_order() -> None:
    t = Table("standard")
    t.vanguard(0, "Sunset Drillmaster")  # end of turn: call a grade 1 or less from the deck
    t.damage_count(0, 1)
    decree, aide = t.deck(0, "Kindling Decree", "Kindling Aide", *[P1_G3] * 8)[:2]
    g = t.at_end()
    act(g, "use")
    assert {a.card for a in g.legal_actions() if a.card is not None} == {aide}
    err = refused(g, Action("choose", 0, card=decree))
    assert err.rule == "text.choose"
    act(g, "choose", card=aide)
    act(g, "choose", circle="BL")
    assert where(g, aide) == (0, "BL") and where(g, decree) == (0, "deck")


@pytest.mark.rule("order.not-unit", "cost.counter-blast", "cost.soul-blast")
@pytest.mark.covers("ORDER-011", "COST-005", "COST-009", formats=("standard",))
def test_order_not_unit_orders_count_as_damage_and_soul_cards() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    (dmg,) = t.damage(0, "Kindling Decree")
    (soul,) = t.soul(0, "Everflame Beacon")
    st = t.rear(0, "FL", "Cinderfall Striker")
    rec = t.hand(0, "Ashen Recruiter")[0]
    g = t.at_main()
    assert [a for a in g.legal_actions() if a.kind == "act" and a.card == st]
    act(g, "act", card=st, number=0)  # soul blast paid with the set order in the soul
    assert where(g, soul) == (0, "drop") and power(g, st) == 15000
    act(g, "call", card=rec, circle="FR")
    act(g, "use")  # counter blast paid with the normal order in the damage zone
    assert dmg in g.state.face_down and "cost.counter-blast" in rules(g.events)


@pytest.mark.rule("order.types")
@pytest.mark.covers("ORDER-001", formats=("standard",))
def test_order_types_there_are_normal_set_and_blitz_orders() -> None:
    kinds = {c.type for c in default_pool() if c.is_order and not c.pseudo_zones}  # (not tickets)
    assert kinds == {"normal-order", "set-order", "blitz-order"}


@pytest.mark.rule("order.types", "order.play", "order.set", "order.blitz")
@pytest.mark.parametrize(
    "name,zone",
    [("Kindling Decree", "drop"), ("Everflame Beacon", "order"), ("Sudden Squall", "drop")],
)
@pytest.mark.covers(
    "ORDER-004",
    "ORDER-005",
    "ORDER-006",
    "ORDER-007",
    "ORDER-012",
    formats=("standard",),
)
def test_order_types_each_kind_does_its_effect_when_played(name: str, zone: str) -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.vanguard(1, P2_G3)
    t.damage_count(0, 1)
    fl = t.rear(0, "FL", P1_G2)
    if name == "Sudden Squall":
        card = t.hand(1, name)[0]
        g = t.at_battle()
        act(g, "attack", circle="FL", target="VC")
        ev = act(g, "play-order", card=card)
        assert power(g, fl) == 5000  # the attacker gets -5000 at once
    else:
        card = t.hand(0, name)[0]
        g = t.at_main()
        ev = act(g, "play-order", card=card)
        if name == "Kindling Decree":  # draw, then +5000 to the only rear-guard
            assert power(g, fl) == 15000
        else:  # soul charge 1
            assert len(g.state.players[0].soul) == 1
    assert ev[0].kind == "order" and "plays the" in ev[0].text
    assert where(g, card) == (1 if name == "Sudden Squall" else 0, zone)


@pytest.mark.rule("order.types")
@pytest.mark.covers("ORDER-012", formats=("standard",))
def test_order_types_an_order_ability_has_no_timing_and_an_order_needs_one() -> None:
    with pytest.raises(CardDataError, match="only AUTO abilities have a timing"):
        parse_ability(
            {"type": "ORDER", "timing": "attacks", "effect": [{"do": "draw"}]}, "Timed Decree"
        )
    blank = Card.from_dict(
        {"id": "T-O", "name": "Blank Decree", "grade": 0, "type": "normal-order"}
    )
    t = Table("standard", pool=default_pool().with_cards([blank]))
    t.vanguard(0, P1_G3)
    card = t.hand(0, "Blank Decree")[0]
    g = t.at_main()
    err = refused(g, Action("play-order", 0, card=card))
    assert err.rule == "order.types" and "has no order effect to perform" in err.message
