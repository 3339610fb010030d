"""Ability text, timings, the battle loop and the golden rules about resolving things.

Each test builds a position with :mod:`builders`, takes the decisions that matter and
checks what the engine does (events and their rules, the order they come in, powers,
where cards are, which rule refuses an action). Timings no teaching card uses are
exercised with a few test-only cards added to the pool below.
"""

from __future__ import annotations

from typing import Any, cast

import pytest
from builders import Table, act, decision_of, last, power, power_at, rules, texts, where

from vgwidget.engine.abilities.resolve import Ref
from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, default_pool
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.events import Event
from vgwidget.engine.game import Game

P1_G3 = "Pyreheart Sovereign Dragon"  # 13000
P1_G2 = "Blazeguard Knight"  # 10000
P1_G1 = "Ember Lancer"  # 8000
P2_G3 = "Deepcurrent Admiral Marisande"  # 13000
P2_G2 = "Coralshield Captain"  # 10000, shield 5000
P2_G1 = "Kelpwood Archer"  # 8000, shield 5000


def _card(cid: str, name: str, grade: int, ability: dict, **extra: object) -> Card:  # type: ignore[type-arg]
    data = {
        "id": cid,
        "name": name,
        "grade": grade,
        "power": 8000,
        "shield": 5000,
        "nation": "Emberreach",
        "formats": ["standard"],
        "abilities": [ability],
        **extra,
    }
    return Card.from_dict(data)


# Test-only cards for timings and wordings no teaching card prints.
POOL = default_pool().with_cards(
    [
        _card(
            "T-101",
            "Restless Sentry",
            1,
            {
                "type": "AUTO",
                "zones": ["RC"],
                "timing": "beginning-of-stand-phase",
                "effect": [{"do": "rest", "target": "self"}],
            },
        ),
        _card(
            "T-102",
            "Dawn Courier",
            1,
            {
                "type": "AUTO",
                "zones": ["RC"],
                "timing": "beginning-of-draw-phase",
                "effect": [{"do": "soul-charge", "n": 1}],
            },
        ),
        _card(
            "T-103",
            "Twin Scribe",
            1,
            {"type": "ACT", "zones": ["RC"], "effect": [{"do": "draw", "n": 2}]},
        ),
        _card(
            "T-104",
            "Measured Scribe",
            1,
            {"type": "ACT", "zones": ["RC"], "effect": [{"do": "draw", "n": 2, "up_to": True}]},
        ),
        _card(
            "T-105",
            "Twinblade Purger",
            3,
            {
                "type": "ACT",
                "zones": ["VC"],
                "effect": [{"do": "retire", "target": "choose-opponent-rear-guard", "n": 2}],
            },
            nation=None,
            clan="Lanternguard",
            formats=["classic"],
            shield=None,
            power=10000,
        ),
        _card(
            "T-106",
            "Harbor Watch Gunner",
            2,
            {
                "type": "AUTO",
                "zones": ["GC"],
                "timing": "placed-on-gc",
                "effect": [{"do": "shield", "amount": 5000, "target": "self", "until": "battle"}],
            },
            nation=None,
            clan="Stormrider Corsairs",
            formats=["classic"],
        ),
    ]
)


def refused(game: Game, action: Action) -> IllegalAction:
    """Apply ``action``, expecting a refusal; the game must be unchanged."""
    before = len(game.events)
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert len(game.events) == before
    return err.value


def index_of(events: list[Event], kind: str, name: str = "") -> int:
    """Position of the first event of ``kind`` whose text mentions ``name``."""
    return next(i for i, e in enumerate(events) if e.kind == kind and name in e.text)


# ---------------------------------------------------------------- zone markers


@pytest.mark.rule("ability.zone-marker", "ability.act")
@pytest.mark.covers("ABILITY-001", "ABILITY-007", formats=("standard",))
def test_ability_zone_marker_an_rc_act_works_only_on_a_rear_guard_circle() -> None:
    t = Table("standard")
    on_vc = t.vanguard(0, "Cinderfall Striker")
    t.soul(0, P1_G1)
    in_hand = t.hand(0, "Cinderfall Striker")[0]
    on_rc = t.rear(0, "FL", "Cinderfall Striker")
    g = t.at_main()
    assert [a.card for a in g.legal_actions() if a.kind == "act"] == [on_rc]
    for card in (in_hand, on_vc):
        err = refused(g, Action("act", 0, card=card, number=0))
        assert err.rule == "ability.zone-marker" and "works only from RC" in err.message
    act(g, "act", card=on_rc, number=0)
    assert power(g, on_rc) == 15000 and power(g, on_vc) == 10000


@pytest.mark.rule("ability.zone-marker", "ability.auto")
@pytest.mark.parametrize("circle,triggers", [("VC", True), ("FL", False)])
@pytest.mark.covers("ABILITY-003", "ABILITY-007", formats=("standard",))
def test_ability_zone_marker_a_vc_auto_does_nothing_on_a_rear_guard(
    circle: str, triggers: bool
) -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    if circle == "VC":
        tyrant = t.vanguard(1, "Ashfall Tyrant")  # [AUTO](VC): when attacked, +5000
    else:
        t.vanguard(1, P2_G3)
        tyrant = t.rear(1, circle, "Ashfall Tyrant")
    g = t.at_battle()
    ev = act(g, "attack", circle="VC", target=circle)
    assert ("ability.auto" in rules(ev)) is triggers
    assert power(g, tyrant) == (18000 if triggers else 13000)


# --------------------------------------------------------------- battle loop


@pytest.mark.rule("battle.sequence", "battle.close", "battle.start")
@pytest.mark.covers("BATTLE-002", "BATTLE-005", "BATTLE-010", "CLOSE-005", formats=("standard",))
def test_battle_sequence_each_attack_walks_the_six_steps_then_the_next_may_follow() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.rear(0, "FL", P1_G2)
    t.rear(0, "FR", P1_G2)
    t.vanguard(1, P2_G3)
    g = t.at_battle()
    assert g.state.step == "start" and decision_of(g).kind == "attack"
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    steps: list[str] = []
    for e in g.events[n:]:
        if not steps or steps[-1] != e.step:
            steps.append(e.step)
    # the choice to attack is made in the start step, the attack declared in the attack step;
    # the next start step is entered by its own event
    assert steps == ["start", "attack", "guard", "drive", "damage", "close", "start"]
    assert g.state.step == "start" and decision_of(g).kind == "attack"  # loop again
    for circle in ("FL", "FR"):
        act(g, "attack", circle=circle, target="VC")
        act(g, "end-guard")
    # every unit able to attack did, three battles, each closed; then the phase ends by itself
    assert rules(g.events).count("battle.close") == 3
    assert rules(g.events).count("battle.attack") == 3
    assert "has no standing front-row unit that can attack" in last(g, "battle.start").text
    assert g.state.turn == 4


@pytest.mark.rule("battle.sequence", "battle.cancelled")
@pytest.mark.covers("BATTLE-004", "DAMAGE-006", formats=("standard",))
def test_battle_sequence_a_battle_reaches_its_close_step_even_if_the_attacker_leaves() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    fl = t.rear(0, "FL", P1_G2)
    t.vanguard(1, P2_G3)
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    g.apply(Action("manual", 0, card=fl, target="move:drop"))  # the attacker leaves the field
    n = len(g.events)
    act(g, "end-guard")
    later = rules(g.events[n:])
    assert later.index("battle.cancelled") < later.index("battle.close")
    assert g.state.battle is None and decision_of(g).kind == "attack"


# -------------------------------------------------------------- golden rules


@pytest.mark.rule("golden.card-text", "keyword.restraint")
@pytest.mark.covers("GEN-001", formats=("standard",))
def test_golden_card_text_a_units_text_overrides_the_rule_that_it_may_attack() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    bul = t.rear(0, "FL", "Hearthguard Bulwark")  # Restraint: cannot attack
    t.rear(0, "FR", P1_G2)
    g = t.at_battle()
    assert {a.circle for a in g.legal_actions() if a.kind == "attack"} == {"VC", "FR"}
    err = refused(g, Action("attack", 0, circle="FL", target="VC"))
    assert err.rule == "golden.card-text"
    assert err.message == "an ability says “Hearthguard Bulwark” cannot attack now"
    assert bul not in g.state.rested


@pytest.mark.rule("golden.impossible", "order.play", "text.draw")
@pytest.mark.covers("TEXT-005", formats=("standard",))
def test_golden_impossible_an_order_does_as_much_as_it_can() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.damage_count(0, 1)
    decree = t.hand(0, "Kindling Decree")[0]  # draw, then +5000 to a chosen rear-guard
    top = t.deck_top(0, P1_G1)[0]
    g = t.at_main()
    ev = act(g, "play-order", card=decree)
    r = rules(ev)
    assert r.index("text.draw") < r.index("golden.impossible")
    assert where(g, top) == (0, "hand")  # the possible part was done
    assert "finds nothing to choose, so that part does nothing" in last(g, "golden.impossible").text
    assert where(g, decree) == (0, "drop") and decision_of(g).kind == "main"


@pytest.mark.rule("golden.impossible", "text.look-at")
def test_golden_impossible_a_search_that_finds_nothing_still_shuffles() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.rear(0, "BC", "Kindling Aide")  # when the attack it boosted hits: search for an Overlord
    t.vanguard(1, "Ripplet Herald")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")
    act(g, "end-guard")
    ev = act(g, "use")  # "you may search": yes
    r = rules(ev)
    i = r.index("golden.impossible")
    assert "there is no suitable card, so nothing is taken" in ev[i].text
    assert ev[i + 1].rule == "zone.deck" and "shuffles the deck" in ev[i + 1].text


@pytest.mark.rule("golden.resolve-fully", "text.you-may")
@pytest.mark.covers("GEN-006", formats=("standard",))
def test_golden_resolve_fully_no_other_action_while_an_ability_is_resolving() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.damage_count(0, 1)
    rec, other = t.hand(0, "Ashen Recruiter", P1_G1)
    g = t.at_main()
    act(g, "call", card=rec, circle="FL")
    assert decision_of(g).kind == "use-ability"  # its AUTO resolves before anything else
    err = refused(g, Action("call", 0, card=other, circle="FR"))
    assert err.rule == "text.you-may" and "not possible now" in err.message
    assert refused(g, Action("end-main", 0)).rule == "text.you-may"
    act(g, "decline")
    assert decision_of(g).kind == "main"
    act(g, "call", card=other, circle="FR")
    assert where(g, other) == (0, "FR")


@pytest.mark.rule("golden.resolve-fully", "turn.sequence")
@pytest.mark.covers("GEN-006", formats=("standard",))
def test_golden_resolve_fully_one_decision_runs_everything_to_the_next_decision() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.rear(0, "FL", P1_G2)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    ev = act(g, "end-guard")
    r = rules(ev)
    assert r[0] == "battle.guard-end" and r[-2:] == ["battle.close", "battle.sequence"]
    assert {"battle.drive", "battle.hit-check", "damage.check"} <= set(r)
    # in the middle of that procedure nobody may act
    mid = next(e for e in ev if e.kind == "drive-check")
    g.seek(mid.seq)
    assert g.legal_actions() == []
    assert refused(g, Action("attack", 0, circle="FL", target="VC")).rule == "turn.sequence"
    g.seek_end()
    assert decision_of(g).kind == "attack"


@pytest.mark.rule("golden.turn-player-first", "ability.order")
def test_golden_turn_player_first_the_turn_players_choice_comes_before_the_opponents() -> None:
    t = Table("standard")
    vg = t.vanguard(0, P1_G3)
    t.rear(0, "BL", "Hearthguard Bulwark")  # when another unit attacks: choose a unit, +2000
    tyrant = t.vanguard(1, "Ashfall Tyrant")  # when attacked: +5000
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    # both abilities triggered at the same moment: Player 1 (turn player) chooses first
    assert decision_of(g).kind == "choose" and decision_of(g).player == 0
    assert [cast(Ref, r).player for r in g.state.pending] == [1]  # Player 2's is still waiting
    assert power(g, tyrant) == 13000
    act(g, "choose", card=vg)
    assert power(g, vg) == 15000 and power(g, tyrant) == 18000
    resolved = [e.text for e in g.events if e.kind == "ability-resolve"]
    assert "Hearthguard Bulwark" in resolved[0] and "Ashfall Tyrant" in resolved[1]
    assert decision_of(g).kind == "guard" and decision_of(g).player == 1


@pytest.mark.rule("main.actions", "main.call", "main.move", "ability.act")
@pytest.mark.covers(
    "MAIN-003",
    "MAIN-005",
    "MAIN-013",
    "MAIN-018",
    "ABILITY-001",
    formats=("standard",),
)
def test_main_actions_call_move_and_act_any_number_of_times_in_any_order() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.soul(0, P1_G1)
    a, b, c = t.hand(0, P1_G1, P1_G2, P1_G1)
    st = t.rear(0, "FR", "Cinderfall Striker")
    g = t.at_main()
    script: list[tuple[str, dict[str, Any]]] = [
        ("call", {"card": a, "circle": "FL"}),
        ("move", {"circle": "FL", "target": "BL"}),
        ("act", {"card": st, "number": 0}),
        ("call", {"card": b, "circle": "FL"}),
        ("move", {"circle": "FL", "target": "BL"}),  # a swap within the column
        ("call", {"card": c, "circle": "BC"}),
    ]
    for kind, fields in script:
        act(g, kind, **fields)
        assert decision_of(g).kind == "main" and g.state.phase == "main"
    ps = g.state.players[0]
    assert (ps.at("FL"), ps.at("BL"), ps.at("BC"), ps.at("FR")) == (a, b, c, st)
    assert power(g, st) == 15000
    act(g, "end-main")
    assert g.state.phase == "battle"


# ---------------------------------------------------------------------- text


@pytest.mark.rule("text.choose")
@pytest.mark.covers("TEXT-012", formats=("classic",))
def test_text_choose_must_be_done_in_full_when_possible() -> None:
    t = Table("classic")
    vg = t.vanguard(0, "Aurelio the Radiant Lanternlord")
    t.soul(0, "Lanternguard Squire")
    priest = t.rear(0, "FL", "Lantern Vigil Priest")  # Soul Blast 1: choose one of your units
    g = t.at_main()
    act(g, "act", card=priest, number=0)
    assert decision_of(g).kind == "choose"
    assert {a.card for a in g.legal_actions()} == {vg, priest}  # no "choose nothing"
    err = refused(g, Action("choose", 0))
    assert err.rule == "text.choose" and "it says choose, not up to" in err.message
    err = refused(g, Action("choose", 0, card=g.state.players[1].vanguard))
    assert err.rule == "text.choose" and "is not one of the choices" in err.message
    ev = act(g, "choose", card=vg)
    assert ev[0].rule == "text.choose" and power(g, vg) == 14000


@pytest.mark.rule("text.choose", "text.retire")
@pytest.mark.covers("TEXT-012", "TEXT-019", formats=("classic",))
def test_text_choose_fewer_candidates_than_n_are_all_chosen_without_asking() -> None:
    t = Table("classic", pool=POOL)
    vg = t.vanguard(0, "Twinblade Purger")  # choose two opponent rear-guards, retire them
    only = t.rear(1, "BR", "Deckhand Brawler")
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    assert decision_of(g).kind == "main"  # no choice was asked
    assert where(g, only) == (1, "drop")


@pytest.mark.rule("text.choose", "text.retire")
@pytest.mark.covers("TEXT-012", "TEXT-019", formats=("classic",))
def test_text_choose_n_asks_again_until_n_are_chosen() -> None:
    t = Table("classic", pool=POOL)
    vg = t.vanguard(0, "Twinblade Purger")
    a, b, c = (t.rear(1, x, "Deckhand Brawler") for x in ("FL", "FR", "BR"))
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    act(g, "choose", card=a)
    assert decision_of(g).kind == "choose"
    assert {x.card for x in g.legal_actions()} == {b, c}
    act(g, "choose", card=c)
    assert decision_of(g).kind == "main"
    assert (where(g, a), where(g, b), where(g, c)) == ((1, "drop"), (1, "FR"), (1, "drop"))


@pytest.mark.rule("text.draw", "order.play")
@pytest.mark.covers("TEXT-005", formats=("standard",))
def test_text_draw_takes_the_top_card_of_the_deck_into_the_hand() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.damage_count(0, 1)
    fl = t.rear(0, "FL", P1_G2)
    decree = t.hand(0, "Kindling Decree")[0]
    top, second = t.deck_top(0, P1_G1, P1_G2)
    g = t.at_main()
    act(g, "play-order", card=decree)
    draw = last(g, "text.draw")
    assert draw.text == "Player 1 draws “Ember Lancer” (Kindling Decree)." and draw.cards == (top,)
    assert (
        draw.private == 0 and draw.for_viewer(1).text == "Player 1 draws a card (Kindling Decree)."
    )
    assert where(g, top) == (0, "hand") and g.state.players[0].deck[0] == second
    assert power(g, fl) == 15000


@pytest.mark.rule("text.draw", "ability.act")
@pytest.mark.covers("TEXT-005", formats=("standard",))
def test_text_draw_n_cards_is_drawing_a_card_n_times() -> None:
    t = Table("standard", pool=POOL)
    t.vanguard(0, P1_G3)
    scribe = t.rear(0, "FL", "Twin Scribe")
    first, second, third = t.deck_top(0, P1_G1, P1_G2, P1_G3)
    g = t.at_main()
    ev = act(g, "act", card=scribe, number=0)
    draws = [e for e in ev if e.rule == "text.draw"]
    assert [e.cards for e in draws] == [(first,), (second,)]
    assert g.state.players[0].hand[-2:] == (first, second) and g.state.players[0].deck[0] == third


@pytest.mark.rule("text.draw")
def test_text_draw_up_to_n_lets_the_player_stop_after_each_card() -> None:
    t = Table("standard", pool=POOL)
    t.vanguard(0, P1_G3)
    scribe = t.rear(0, "FL", "Measured Scribe")  # ACT: draw up to 2 cards
    t.deck_top(0, P1_G1, P1_G2)
    g = t.at_main()
    hand = len(g.state.players[0].hand)
    act(g, "act", card=scribe, number=0)
    # after the first card Player 1 decides whether to draw the second
    assert len(g.state.players[0].hand) <= hand + 1
    d = g.state.decision
    assert d is not None and d.player == 0 and d.kind != "main"


@pytest.mark.rule("text.placed-on", "timing.main", "main.move")
def test_text_placed_on_fires_when_a_unit_arrives_from_outside_the_field() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.damage_count(0, 1)
    rec = t.hand(0, "Ashen Recruiter")[0]  # [AUTO](RC): when placed on RC
    g = t.at_main()
    ev = act(g, "call", card=rec, circle="FL")
    trig = [e for e in ev if e.kind == "ability-trigger"]
    assert len(trig) == 1 and "when this unit is placed on a rear-guard circle" in trig[0].text
    act(g, "decline")
    ev = act(g, "move", circle="FL", target="BL")  # already on the field: not "placed on"
    assert "ability.auto" not in rules(ev) and decision_of(g).kind == "main"


@pytest.mark.rule("text.placed-on", "battle.guard", "battle.intercept")
@pytest.mark.covers("TEXT-020", "GUARD-019", formats=("classic",))
def test_text_placed_on_gc_fires_for_a_guardian_from_hand_not_for_an_interceptor() -> None:
    t = Table("classic", pool=POOL)
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    foe = t.vanguard(1, "Vessaline the Tempest Corsair Queen")  # 11000
    rg = t.rear(1, "FL", "Harbor Watch Gunner")  # [AUTO](GC): when placed on GC, +5000 shield
    hand = t.hand(1, "Harbor Watch Gunner")[0]
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    ev = act(g, "intercept", circle="FL")  # moved from RC to GC: not placed from outside
    assert "ability.auto" not in rules(ev) and power(g, foe) == 16000
    ev = act(g, "guard", card=hand)
    assert "ability.auto" in rules(ev)
    assert power(g, foe) == 11000 + 5000 + 10000  # the guardian from hand got +5000 shield
    assert where(g, rg) == (1, "guardians")


@pytest.mark.rule("text.ride-and-call", "ride.normal", "main.call", "battle.guard")
@pytest.mark.covers("TEXT-017", "INTERCEPT-004", formats=("standard",))
def test_text_ride_and_call_put_units_on_circles_from_outside_the_field() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinderling Squire")
    knight, lancer = t.hand(0, P1_G2, P1_G1)
    t.vanguard(1, P2_G3)
    t.rear(1, "FL", P2_G2)
    cadet = t.hand(1, "Shoalguard Cadet")[0]
    g = t.at_ride()
    ride = act(g, "ride", card=knight)[0]
    assert ride.rule == "ride.normal" and "rides “Blazeguard Knight”" in ride.text
    assert "onto the vanguard circle" in ride.text and where(g, knight) == (0, "VC")
    call = act(g, "call", card=lancer, circle="FL")[0]
    assert call.rule == "main.call" and call.text.startswith("Player 1 calls “Ember Lancer”")
    assert where(g, lancer) == (0, "FL")
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    guard = act(g, "guard", card=cadet)[0]  # a call to the guardian circle, from hand
    assert guard.text.startswith("Player 2 calls “Shoalguard Cadet” to the guardian circle")
    inter = act(g, "intercept", circle="FL")[0]  # from the field: a move, not a call
    assert "moves to the guardian circle" in inter.text and " calls " not in inter.text


@pytest.mark.rule("text.until-end-of-battle", "battle.close")
@pytest.mark.covers("CLOSE-003", formats=("standard",))
def test_text_until_end_of_battle_ends_in_that_battles_close_step() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyrecrown Overlord")
    cap = t.rear(0, "FL", "Scorchline Captain")  # +5000 until end of that battle
    t.vanguard(1, P2_G3)
    g = t.at_battle()
    ev = act(g, "attack", circle="FL", target="VC")
    assert any("gets +5,000 power until end of battle" in e.text for e in ev)
    assert power(g, cap) == 15000
    ev = act(g, "end-guard")
    hit = next(e for e in ev if e.rule == "battle.hit-check")
    assert power_at(g, hit, cap) == 15000 and "“Scorchline Captain” 15,000" in hit.text
    close = next(e for e in ev if e.rule == "battle.close")
    assert close.step == "close" and "“Scorchline Captain” is back to 10,000 power" in close.text
    assert power(g, cap) == 10000 and g.state.turn == 3


@pytest.mark.rule("text.until-end-of-turn", "end.effects-expire")
@pytest.mark.covers("TEXT-002", "END-007", formats=("standard",))
def test_text_until_end_of_turn_lasts_through_battles_and_ends_in_the_end_phase() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.soul(0, P1_G1)
    st = t.rear(0, "FL", "Cinderfall Striker")  # ACT: +5000 until end of turn
    t.vanguard(1, P2_G3)
    g = t.at_main()
    act(g, "act", card=st, number=0)
    act(g, "end-main")
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    assert g.state.step == "start" and power(g, st) == 15000  # the battle ended, not the bonus
    ev = act(g, "end-battle")
    exp = next(e for e in ev if e.rule == "end.effects-expire")
    assert exp.phase == "end" and st in exp.cards
    assert power_at(g, ev[ev.index(exp) - 1], st) == 15000 and power_at(g, exp, st) == 10000
    assert power(g, st) == 10000


@pytest.mark.rule("text.until-end-of-turn", "timing.end")
@pytest.mark.covers("END-007", formats=("standard",))
def test_text_until_end_of_turn_lasts_until_end_of_turn_abilities_have_resolved() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Sunset Drillmaster")  # [AUTO] at the end of your turn, may pay CB1
    t.damage_count(0, 1)
    t.bonus(vg, 5000)
    g = t.at_end()
    assert decision_of(g).kind == "use-ability"  # the end-of-turn ability resolves now
    assert "end.effects-expire" not in rules(g.events)
    assert power(g, vg) == 15000


# -------------------------------------------------------------------- timings


def _flamekeeper_battle() -> tuple[Game, int, int]:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    mage = t.rear(0, "FL", "Flamekeeper Mage")  # [AUTO](RC): at the end of the battle
    t.rear(0, "BL", P1_G1)
    t.damage(0, P1_G1, face_down=(0,))  # something to counter charge
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    act(g, "boost")
    return g, mage, len(g.events)


@pytest.mark.rule("timing.close", "ability.auto")
@pytest.mark.covers("CLOSE-001", formats=("standard",))
def test_timing_close_end_of_battle_abilities_resolve_in_the_close_step() -> None:
    g, mage, n = _flamekeeper_battle()
    act(g, "end-guard")
    ev = g.events[n:]
    trig = ev[index_of(ev, "ability-trigger", "Flamekeeper Mage")]
    assert trig.step == "close" and "end of battle" in trig.text
    assert decision_of(g).kind == "use-ability" and g.state.step == "close"
    soul = len(g.state.players[0].soul)
    act(g, "use")
    assert len(g.state.players[0].soul) == soul + 1  # soul charge 1
    assert g.state.step == "start" and decision_of(g).kind == "attack"


@pytest.mark.rule("timing.close")
@pytest.mark.covers("CLOSE-001", formats=("standard",))
def test_timing_close_abilities_resolve_before_battle_long_effects_end() -> None:
    g, mage, n = _flamekeeper_battle()
    act(g, "end-guard")
    assert decision_of(g).kind == "use-ability"
    assert "battle.close" not in rules(g.events[n:])
    assert g.state.battle is not None and power(g, mage) == 18000  # still boosted


def _strategist_drive() -> tuple[Game, int, int]:
    t = Table("standard")
    t.vanguard(0, "Pyrecrown Overlord")
    t.rear(0, "FL", "Embercall Strategist")  # [AUTO](RC): when you drive check
    t.rear(0, "FR", "Kindling Aide")
    top = t.deck_top(0, P1_G1, P1_G2)[0]
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    n = len(g.events)
    act(g, "end-guard")
    return g, top, n


@pytest.mark.rule("timing.drive", "ability.auto", "battle.drive")
@pytest.mark.covers("DRIVE-011", formats=("standard",))
def test_timing_drive_a_drive_check_ability_goes_off_before_the_card_reaches_the_hand() -> None:
    g, top, n = _strategist_drive()
    assert decision_of(g).kind == "use-ability"
    assert where(g, top) == (0, "trigger")  # not in the hand yet
    act(g, "decline")
    assert where(g, top) == (0, "hand")
    ev = g.events[n:]
    check = index_of(ev, "drive-check", "Drive check 1 of 2")
    trig = index_of(ev, "ability-trigger", "Embercall Strategist")
    res = index_of(ev, "ability-resolve", "Embercall Strategist")
    to_hand = index_of(ev, "drive-to-hand")
    assert check < trig < res < to_hand < index_of(ev, "drive-check", "Drive check 2 of 2")
    assert ev[trig].step == "drive"


@pytest.mark.rule("timing.drive")
def test_timing_drive_the_ability_resolves_once_the_trigger_is_done() -> None:
    g, top, n = _strategist_drive()
    assert decision_of(g).kind == "use-ability"
    ev = g.events[n:]
    assert "trigger.check" in rules(ev)  # the revealed card was checked for a trigger first
    assert index_of(ev, "no-trigger") < index_of(ev, "ability-resolve", "Embercall Strategist")


@pytest.mark.rule("timing.main", "ability.auto", "cost.payment")
def test_timing_main_beginning_of_main_phase_abilities_go_before_any_action() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    chron = t.rear(0, "FL", "Ember Chronicler")  # at the beginning of your main phase
    top = t.deck_top(0, P1_G1)[0]
    g = t.at_ride()
    n = len(g.events)
    act(g, "skip-ride")
    ev = g.events[n:]
    assert [e.kind for e in ev[1:4]] == ["phase", "ability-trigger", "ability-resolve"]
    assert ev[1].phase == "main"
    assert decision_of(g).kind == "use-ability"  # not yet the main phase decision
    assert not [a for a in g.legal_actions() if a.kind in ("call", "end-main")]
    act(g, "use")
    assert chron in g.state.rested and where(g, top) == (0, "hand")
    assert decision_of(g).kind == "main"


@pytest.mark.rule("timing.main", "ability.act")
@pytest.mark.covers("ABILITY-001", formats=("standard",))
def test_timing_main_act_abilities_belong_to_the_main_phase() -> None:
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.soul(0, P1_G1)
    st = t.rear(0, "FL", "Cinderfall Striker")
    g = t.at_main()
    assert Action("act", 0, card=st, number=0) in g.legal_actions()
    act(g, "end-main")
    err = refused(g, Action("act", 0, card=st, number=0))
    assert err.rule == "ability.act" and "your own main phase" in err.message


@pytest.mark.rule("timing.stand-draw", "ability.auto")
def test_timing_stand_draw_beginning_of_stand_phase_abilities_trigger_before_standing() -> None:
    t = Table("standard", pool=POOL)
    t.rear(0, "FL", "Restless Sentry", rested=True)
    g = t.at_turn_start()
    ev = g.events
    trig = index_of(ev, "ability-trigger", "Restless Sentry")
    assert ev[trig].phase == "stand" and trig < index_of(ev, "stand")
    assert "ability.auto" in rules(ev) and decision_of(g).kind == "ride"


@pytest.mark.rule("timing.stand-draw")
@pytest.mark.covers("STAND-002", formats=("standard",))
def test_timing_stand_draw_stand_phase_abilities_resolve_before_units_stand() -> None:
    t = Table("standard", pool=POOL)
    sentry = t.rear(0, "FL", "Restless Sentry", rested=True)  # rests itself, then is stood
    g = t.at_turn_start()
    ev = g.events
    assert index_of(ev, "ability-resolve", "Restless Sentry") < index_of(ev, "stand")
    assert sentry not in g.state.rested


@pytest.mark.rule("timing.stand-draw")
@pytest.mark.covers("DRAW-002", formats=("standard",))
def test_timing_stand_draw_draw_phase_abilities_resolve_before_the_draw() -> None:
    t = Table("standard", pool=POOL)
    t.rear(0, "FL", "Dawn Courier")  # at the beginning of your draw phase: Soul Charge 1
    first, second = t.deck_top(0, P1_G1, P1_G2)
    g = t.at_turn_start()
    assert where(g, first) == (0, "soul") and where(g, second) == (0, "hand")
    ev = g.events
    assert index_of(ev, "soul-charge") < index_of(ev, "draw")
    assert "turn.draw" in rules(ev) and texts(ev).count("draws") == 1
