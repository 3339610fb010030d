"""Abilities, keywords, the order abilities resolve in, lock and delete, line by line.

Each test is marked with the inventory lines it checks (``covers``). Classic's teaching
cards carry few abilities, so test-only Lanternguard and Stormrider Corsairs cards are added
to the pool, one ability each. Tests that hold in both formats run in both (``fmt``).
"""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, decision_of, power, rules, where

from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.errors import IllegalAction

VG = "Aurelio the Radiant Lanternlord"  # 11000, grade 3
FOE = "Vessaline the Tempest Corsair Queen"  # 11000, grade 3
FOE_LOW = "Deckhand Brawler"  # 8000, grade 1


def _card(
    cid: str, name: str, grade: int, *abilities: dict[str, Any], clan: str = "Lanternguard"
) -> Card:
    return Card.from_dict(
        {
            "id": cid,
            "name": name,
            "grade": grade,
            "power": 8000 if grade < 3 else 10000,
            "shield": 5000 if grade < 3 else None,
            "clan": clan,
            "formats": ["classic"],
            "abilities": list(abilities),
        }
    )


def _auto(timing: str, effect: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    zones = more.pop("zones", ["RC"])
    return {"type": "AUTO", "zones": zones, "timing": timing, "effect": effect, **more}


def _plus(amount: int, until: str = "turn", target: str = "self") -> list[dict[str, Any]]:
    return [{"do": "power", "amount": amount, "target": target, "until": until}]


POOL: CardPool = default_pool().with_cards(
    [
        _card(
            "T-301",
            "Lantern Drillmaster",
            1,
            {"type": "ACT", "zones": ["RC"], "cost": [{"soul-blast": 1}], "effect": _plus(1000)},
        ),
        _card("T-302", "Lantern Cheerleader", 1, _auto("attacks", _plus(1000), on="your-unit")),
        _card(
            "T-303",
            "Lantern Shieldwall",
            2,
            _auto("intercepts", [{"do": "shield", "amount": 5000, "until": "battle"}]),
        ),
        _card(
            "T-304",
            "Lantern Paragon",
            3,
            _auto("attacks", _plus(10000, "battle"), zones=["VC"], cost=[{"persona-blast": 1}]),
        ),
        _card(
            "T-305",
            "Lantern Herald of Victory",
            3,
            _auto("attack-hits", [{"do": "draw"}], zones=["VC"]),
        ),
        _card(
            "T-306",
            "Lantern Squire of Victory",
            1,
            _auto("attack-hits", [{"do": "soul-charge", "n": 1}], on="boosted-by-self"),
        ),
        _card(
            "T-307",
            "Corsair Watchkeeper",
            3,
            _auto("attacked", _plus(5000, "battle"), zones=["VC"]),
            clan="Stormrider Corsairs",
        ),
        _card(
            "T-308",
            "Lantern Quartermaster",
            3,
            _auto(
                "attacks",
                [{"do": "superior-call", "source": "deck", "name": "Lantern Recruit"}],
                zones=["VC"],
            ),
        ),
        _card(
            "T-309",
            "Lantern Recruit",
            1,
            _auto("placed-on-rc", [{"do": "soul-charge", "n": 1}]),
        ),
        _card(
            "T-310",
            "Corsair Boarding Master",
            3,
            _auto(
                "attacked",
                [{"do": "retire", "target": "choose-opponent-rear-guard"}],
                zones=["VC"],
            ),
            clan="Stormrider Corsairs",
        ),
        _card(
            "T-311",
            "Corsair Rallying Mate",
            1,
            _auto("attacked", _plus(3000), on="your-unit"),
            clan="Stormrider Corsairs",
        ),
        _card(
            "T-312",
            "Lantern Last Stand",
            1,
            _auto("put-into-drop", [{"do": "soul-charge", "n": 1}]),
        ),
        _card(
            "T-313",
            "Lantern Double Blaster",
            1,
            {
                "type": "ACT",
                "zones": ["RC"],
                "cost": [{"counter-blast": 2}],
                "effect": _plus(2000),
            },
        ),
        _card(
            "T-314",
            "Lantern Diviner",
            1,
            {
                "type": "ACT",
                "zones": ["RC"],
                "effect": [
                    {"do": "look-top", "n": 3, "amount": 1, "up_to": True, "rest": "bottom"}
                ],
            },
        ),
    ]
)


def _table(vg: str = VG, foe: str = FOE) -> Table:
    t = Table("classic", pool=POOL)
    t.vanguard(0, vg)
    t.vanguard(1, foe)
    return t


# ------------------------------------------------------------------------- ACT


@pytest.mark.covers("ABILITY-001", "ABILITY-002", formats=("classic",))
def test_classic_an_act_ability_is_used_again_while_paid_and_never_outside_the_main_phase() -> None:
    t = _table()
    t.soul(0, "Lanternguard Squire", "Lanternguard Squire", "Lanternguard Squire")
    unit = t.rear(0, "FL", "Lantern Drillmaster")  # [ACT](RC) [Soul Blast 1] +1000
    g = t.at_main()
    for _ in range(2):
        act(g, "act", card=unit, number=0)
        while decision_of(g).kind == "choose":
            act(g, "choose", card=g.legal_actions()[0].card)
    assert power(g, unit) == 10000 and len(g.state.players[0].soul) == 1
    act(g, "end-main")
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("act", 0, card=unit, number=0))
    assert err.value.rule == "ability.act"
    assert len(g.state.players[0].soul) == 1


@pytest.mark.covers("ABILITY-007", formats=("classic",))
def test_classic_an_rc_ability_cannot_be_used_from_the_hand_or_the_vanguard_circle() -> None:
    t = Table("classic", pool=POOL)
    vg = t.vanguard(0, "Lantern Drillmaster")
    t.soul(0, "Lanternguard Squire")
    (in_hand,) = t.hand(0, "Lantern Drillmaster")
    g = t.at_main()
    assert not [a for a in g.legal_actions() if a.kind == "act"]
    for card in (vg, in_hand):
        with pytest.raises(IllegalAction) as err:
            g.apply(Action("act", 0, card=card, number=0))
        assert err.value.rule == "ability.zone-marker"


# ------------------------------------------------------------------------- AUTO


@pytest.mark.covers("ABILITY-003", formats=("classic",))
def test_classic_an_auto_ability_activates_once_for_each_time_its_event_happens() -> None:
    t = _table()
    fan = t.rear(0, "BL", "Lantern Cheerleader")  # when one of your units attacks: +1000
    t.rear(0, "FR", "Dawnspear Knight")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert power(g, fan) == 9000
    act(g, "end-guard")
    act(g, "attack", circle="FR", target="VC")
    assert power(g, fan) == 10000
    assert rules(g.events).count("ability.auto") >= 2


@pytest.mark.covers("KEYWORD-007", formats=("classic",))
def test_classic_especial_intercept_adds_5000_shield_when_the_unit_intercepts() -> None:
    t = _table()
    wall = t.rear(1, "FL", "Lantern Shieldwall")  # printed shield 5000, +5000 on intercepting
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "intercept", circle="FL")
    assert where(g, wall) == (1, "guardians")
    foe = g.state.players[1].vanguard
    assert foe is not None and power(g, foe) == 11000 + 5000 + 5000


@pytest.mark.covers("KEYWORD-009", formats=("classic",))
def test_classic_persona_blast_discards_a_card_of_the_same_name() -> None:
    t = _table("Lantern Paragon")  # when it attacks: [Persona Blast] +10000
    copy, other = t.hand(0, "Lantern Paragon", "Lanternguard Squire")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert decision_of(g).kind == "use-ability"
    act(g, "use")
    assert where(g, copy) == (0, "drop") and where(g, other) == (0, "hand")
    vg = g.state.players[0].vanguard
    assert vg is not None and power(g, vg) == 20000 and "keyword.persona-blast" in rules(g.events)


@pytest.mark.covers("KEYWORD-009", formats=("classic",))
def test_classic_persona_blast_cannot_be_paid_without_a_same_named_card() -> None:
    t = _table("Lantern Paragon")
    (other,) = t.hand(0, "Lanternguard Squire")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert decision_of(g).kind == "guard"  # nothing to offer: the cost cannot be paid
    vg = g.state.players[0].vanguard
    assert vg is not None and where(g, other) == (0, "hand") and power(g, vg) == 10000


@pytest.mark.covers("KEYWORD-004", formats=("classic",))
def test_classic_restraint_keeps_the_unit_from_attacking() -> None:
    t = _table()
    colossus = t.rear(0, "FL", "Chained Beacon Colossus")  # 12000, Restraint
    g = t.at_battle()
    assert {a.circle for a in g.legal_actions() if a.kind == "attack"} == {"VC"}
    with pytest.raises(IllegalAction):
        g.apply(Action("attack", 0, circle="FL", target="VC"))
    assert colossus not in g.state.rested


@pytest.mark.covers("KEYWORD-005", "TEXT-006", formats=("classic",))
def test_classic_sentinel_discards_a_card_and_the_attack_cannot_hit() -> None:
    t = _table()
    sentinel, spare = t.hand(1, "Anchorline Defender", FOE_LOW)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=sentinel)
    act(g, "use")
    assert where(g, spare) == (1, "drop")  # discarded from hand to the drop zone
    act(g, "end-guard")
    assert "cannot be hit" in [e for e in g.events if e.rule == "battle.hit-check"][-1].text
    assert g.state.players[1].damage == ()


# --------------------------------------------------------------- resolution order


def _hits_with_booster() -> tuple[Any, int, int]:
    t = _table("Lantern Herald of Victory", FOE_LOW)  # VC: when its attack hits, draw
    booster = t.rear(0, "BC", "Lantern Squire of Victory")  # its boosted attack hits: SC 1
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")
    act(g, "end-guard")
    vg = g.state.players[0].vanguard
    assert vg is not None
    return g, vg, booster


@pytest.mark.covers("RULEACT-005", "RULEACT-011", formats=("classic",))
def test_classic_the_turn_player_picks_which_of_the_attack_hits_abilities_resolves_first() -> None:
    g, vg, booster = _hits_with_booster()
    d = g.state.decision
    assert d is not None and d.kind == "order" and d.player == 0
    assert {a.card for a in g.legal_actions()} == {vg, booster}
    pick = next(a for a in g.legal_actions() if a.card == booster)
    act(g, "resolve", card=pick.card, number=pick.number)
    resolved = [e.cards for e in g.events if e.kind == "ability-resolve"]
    assert resolved[0] == (booster,) and resolved[1] == (vg,)  # one at a time, in that order
    assert len(g.state.players[0].soul) == 1


@pytest.mark.covers("RULEACT-005", formats=("classic",))
def test_classic_the_other_order_resolves_the_vanguards_ability_first() -> None:
    g, vg, booster = _hits_with_booster()
    pick = next(a for a in g.legal_actions() if a.card == vg)
    act(g, "resolve", card=pick.card, number=pick.number)
    resolved = [e.cards for e in g.events if e.kind == "ability-resolve"]
    assert resolved[:2] == [(vg,), (booster,)]


@pytest.mark.covers("RULEACT-008", formats=("classic",))
def test_classic_the_non_turn_players_ability_waits_until_the_turn_players_are_resolved() -> None:
    t = _table(VG, "Corsair Watchkeeper")  # Player 2's VC: when attacked, +5000
    fan = t.rear(0, "BL", "Lantern Cheerleader")  # Player 1: when a unit attacks, +1000
    g = t.at_battle()
    ev = act(g, "attack", circle="VC", target="VC")
    resolved = [e.cards for e in ev if e.kind == "ability-resolve"]
    foe = g.state.players[1].vanguard
    assert resolved == [(fan,), (foe,)]
    assert foe is not None and power(g, foe) == 15000 and power(g, fan) == 9000


# ------------------------------------------------------------------------- delete


@pytest.mark.covers("DELETE-006", formats=("classic",))
def test_classic_a_deleted_vanguard_attacks_with_twin_drive_but_its_abilities_are_silent() -> None:
    t = Table("classic", pool=POOL)
    herald = t.delete(t.vanguard(0, "Lantern Herald of Victory"))  # VC: when it hits, draw
    t.bonus(herald, 20000)  # 0 printed while deleted: give it enough to hit
    t.vanguard(1, FOE_LOW)
    g = t.at_battle()
    hand = len(g.state.players[0].hand)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert sum(e.kind == "drive-check" for e in g.events) == 2  # Twin Drive kept
    assert len(g.state.players[1].damage) == 1  # the attack hit
    assert "ability.auto" not in rules(g.events)  # its "when the attack hits" stays silent
    assert len(g.state.players[0].hand) == hand + 2  # only the two drive-checked cards


@pytest.mark.covers("DELETE-003", formats=("classic",))
def test_classic_a_deleted_vanguard_ridden_over_goes_face_up_into_the_soul() -> None:
    t = Table("classic")
    old = t.delete(t.vanguard(0, "Dawnspear Knight"))
    (new,) = t.hand(0, VG)
    g = t.at_ride()
    assert g.view(1)["players"][0]["circles"]["VC"]["face_down"] is True
    act(g, "ride", card=new)
    assert where(g, old) == (0, "soul")
    assert old not in g.state.deleted and old not in g.state.face_down
    (shown,) = g.view(1)["players"][0]["soul"]
    assert shown["name"] == "Dawnspear Knight" and shown["face_down"] is False


@pytest.mark.covers("RULEACT-006", formats=("classic",))
def test_classic_an_ability_triggered_while_resolving_joins_the_waiting_ones() -> None:
    t = _table("Lantern Quartermaster")  # when it attacks: call a "Lantern Recruit" from deck
    fan = t.rear(0, "BL", "Lantern Cheerleader")  # when one of your units attacks: +1000
    (recruit,) = t.deck_top(0, "Lantern Recruit")  # when placed on RC: soul charge 1
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    vg = g.state.players[0].vanguard
    assert decision_of(g).kind == "order"
    first = next(a for a in g.legal_actions() if a.card == vg)
    act(g, "resolve", card=first.card, number=first.number)
    while decision_of(g).kind == "choose":  # which card, which circle
        pick = next((a for a in g.legal_actions() if a.card == recruit), None)
        if pick is None:
            pick = next(a for a in g.legal_actions() if a.circle == "FR")
        g.apply(pick)
    assert where(g, recruit) == (0, "FR")
    # the recruit's ability now waits beside the cheerleader's: both are offered
    assert decision_of(g).kind == "order"
    assert {a.card for a in g.legal_actions()} == {fan, recruit}


@pytest.mark.covers("RULEACT-009", formats=("classic",))
def test_classic_a_turn_players_ability_triggered_meanwhile_goes_before_the_opponents_rest() -> (
    None
):
    t = _table(VG, "Corsair Boarding Master")  # attacked: retire an opponent rear-guard
    mate = t.rear(1, "FL", "Corsair Rallying Mate")  # one of your units attacked: +3000
    last_stand = t.rear(0, "BR", "Lantern Last Stand")  # put into the drop: soul charge 1
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    foe = g.state.players[1].vanguard
    d = g.state.decision
    assert d is not None and d.kind == "order" and d.player == 1
    pick = next(a for a in g.legal_actions() if a.card == foe)
    act(g, "resolve", card=pick.card, number=pick.number)
    assert where(g, last_stand) == (0, "drop")
    resolved = [e.cards for e in g.events if e.kind == "ability-resolve"]
    assert resolved == [(foe,), (last_stand,), (mate,)]


@pytest.mark.covers("COST-004", formats=("classic",))
def test_classic_the_number_of_a_counter_blast_is_how_many_cards_it_turns_over() -> None:
    t = _table()
    unit = t.rear(0, "FL", "Lantern Double Blaster")  # [Counter Blast 2] +2000
    dmg = t.damage(0, "Lanternguard Squire", "Lanternguard Squire", "Dawnspear Knight")
    g = t.at_main()
    act(g, "act", card=unit, number=0)
    while decision_of(g).kind == "choose":
        act(g, "choose", card=g.legal_actions()[0].card)
    assert len(set(dmg) & g.state.face_down) == 2 and power(g, unit) == 10000


@pytest.mark.covers("ZONE-009", formats=("classic",))
def test_classic_the_owner_orders_the_cards_put_on_the_bottom_of_the_deck_together() -> None:
    t = _table()
    diviner = t.rear(0, "FL", "Lantern Diviner")  # look at 3, take up to 1, rest to the bottom
    a, b, c = t.deck_top(0, "Lanternguard Squire", "Dawnspear Knight", "Brightshield Footman")
    g = t.at_main()
    act(g, "act", card=diviner, number=0)
    act(g, "choose", card=a)
    assert where(g, a) == (0, "hand")
    d = g.state.decision
    assert d is not None and d.kind == "choose" and d.player == 0
    assert {x.card for x in g.legal_actions()} == {b, c}
    act(g, "choose", card=c)
    assert g.state.players[0].deck[-2:] == (c, b)


@pytest.mark.covers("ABILITY-009", formats=("classic",))
def test_classic_an_ability_reads_as_type_zone_cost_condition_then_effect() -> None:
    card = default_pool()["Lanternlord Ascendant"]
    lb = card.abilities[1]  # [AUTO](VC) Limit Break 4: when it attacks, [Counter Blast 1] +10000
    assert lb.text.startswith("[AUTO](VC)[Limit-Break 4]:")
    assert (lb.kind, lb.zones) == ("AUTO", ("VC",))
    assert lb.costs == (("counter-blast", 1),) and lb.conditions == (("limit-break", 4),)
    assert [(e.do, e.amount, e.until) for e in lb.effects] == [("power", 10000, "battle")]
    # the condition is read before the cost: with 3 damage the cost is never offered
    t = Table("classic")
    t.vanguard(0, "Lanternlord Ascendant")
    t.damage_count(0, 3, "Lanternguard Squire")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert decision_of(g).kind == "guard" and not g.state.face_down
