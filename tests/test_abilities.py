"""Card abilities: AUTO / ACT / CONT / ORDER written as data, with costs, choices and the
resolution order. Each test names the catalogue rule it checks."""

from __future__ import annotations

import pytest
from builders import Table, act, decision_of, find, last, power, rules, texts, where

from vgwidget.engine.abilities.model import parse_ability
from vgwidget.engine.actions import Action
from vgwidget.engine.errors import CardDataError, IllegalAction


def kinds_of(game) -> list[str]:  # type: ignore[no-untyped-def]
    return [a.kind for a in game.legal_actions()]


# ----------------------------------------------------------------------- AUTO


@pytest.mark.rule("ability.auto", "timing.attack")
@pytest.mark.covers("ABILITY-003", "CLOSE-003", formats=("standard",))
def test_auto_triggers_waits_then_resolves_before_the_guard_step() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyrecrown Overlord")
    cap = t.rear(0, "FL", "Scorchline Captain")
    g = t.at_battle()
    ev = act(g, "attack", circle="FL", target="VC")
    r = rules(ev)
    assert r.index("battle.attack") < r.index("ability.auto")  # triggers when it attacks
    assert "resolves at the next check timing" in texts(ev)
    assert power(g, cap) == 15000  # resolved: +5000 until end of battle
    assert g.state.step == "guard" and g.current_player == 1
    act(g, "end-guard")
    assert power(g, cap) == 10000  # the bonus ended with the battle (CLOSE-003)


@pytest.mark.rule("ability.auto")
def test_auto_condition_not_met_means_no_trigger() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")  # not "Pyrecrown Overlord"
    cap = t.rear(0, "FL", "Scorchline Captain")
    g = t.at_battle()
    ev = act(g, "attack", circle="FL", target="VC")
    assert "ability.auto" not in rules(ev)
    assert power(g, cap) == 10000


@pytest.mark.rule("text.you-may", "cost.payment")
@pytest.mark.covers("COST-002", formats=("standard",))
def test_optional_ability_with_cost_can_be_declined() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.damage(0, "Kindling Aide")
    rec = t.hand(0, "Ashen Recruiter")[0]
    g = t.at_main()
    act(g, "call", card=rec, circle="FL")
    assert decision_of(g).kind == "use-ability"
    assert {a.kind for a in g.legal_actions()} == {"use", "decline"}
    ev = act(g, "decline")
    assert ev[0].rule == "text.you-may" and "chooses not to use" in ev[0].text
    assert decision_of(g).kind == "main"  # back to the main phase, nothing paid
    assert not g.state.face_down


@pytest.mark.rule("cost.counter-blast", "ability.auto", "text.look-at")
@pytest.mark.covers("COST-005", "ZONE-039", formats=("standard",))
def test_counter_blast_payer_chooses_the_card_then_look_top_puts_rest_on_bottom() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    d1, d2 = t.damage(0, "Kindling Aide", "Ember Chronicler")
    rec = t.hand(0, "Ashen Recruiter")[0]
    tops = t.deck_top(0, "Emberkit Warden", "Pyrecrown Overlord", "Kindling Aide")
    g = t.at_main()
    act(g, "call", card=rec, circle="FL")
    act(g, "use")
    # two face-up damage, counter blast 1: the payer chooses which (COST-006)
    assert decision_of(g).kind == "choose"
    assert {a.card for a in g.legal_actions()} == {d1, d2}
    act(g, "choose", card=d2)
    assert d2 in g.state.face_down and d1 not in g.state.face_down
    # look at the top 3: only grade 2 or less may be taken
    assert {a.card for a in g.legal_actions() if a.card is not None} == {tops[0], tops[2]}
    act(g, "choose", card=tops[0])
    assert where(g, tops[0]) == (0, "hand")
    act(g, "choose", card=tops[2])  # the owner orders the two going to the bottom
    deck = g.state.players[0].deck
    assert deck[-2:] == (tops[2], tops[1])  # the rest went to the bottom


@pytest.mark.rule("cost.payment")
@pytest.mark.covers("COST-001", formats=("standard",))
def test_unpayable_cost_means_the_ability_does_nothing() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    rec = t.hand(0, "Ashen Recruiter")[0]  # no damage: counter blast 1 cannot be paid
    g = t.at_main()
    ev = act(g, "call", card=rec, circle="FL")
    assert last(g, "cost.payment").text.endswith(
        "nothing happens ([AUTO](RC):When this unit is placed on (RC), "
        "[COST][Counter-Blast 1], look at the top three cards of your deck, choose up to one "
        "grade 2 or less card from among them, and put it into your hand, and put the rest on "
        "the bottom of your deck in any order.)."
    )
    assert decision_of(g).kind == "main" and "cost.payment" in rules(ev)


# ------------------------------------------------------------------------ ACT


@pytest.mark.rule("ability.act", "ability.once-per-turn", "cost.soul-blast")
@pytest.mark.covers("ABILITY-001", "ABILITY-008", "COST-009", formats=("standard",))
def test_act_ability_in_main_phase_once_per_turn() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.soul(0, "Kindling Aide")  # one soul card: soul blast 1 needs no choice
    st = t.rear(0, "FL", "Cinderfall Striker")
    g = t.at_main()
    acts = [a for a in g.legal_actions() if a.kind == "act" and a.card == st]
    assert len(acts) == 1
    ev = act(g, "act", card=st, number=0)
    assert rules(ev)[0] == "ability.act"
    assert "cost.soul-blast" in rules(ev)
    assert power(g, st) == 15000
    assert not [a for a in g.legal_actions() if a.kind == "act" and a.card == st]
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("act", 0, card=st, number=0))
    assert err.value.rule == "ability.once-per-turn"


@pytest.mark.rule("ability.act")
@pytest.mark.covers("ABILITY-001", formats=("standard",))
def test_act_ability_only_in_your_own_main_phase() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.soul(0, "Kindling Aide")
    st = t.rear(0, "FL", "Cinderfall Striker")
    g = t.at_battle()
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("act", 0, card=st, number=0))
    assert err.value.rule == "ability.act"


@pytest.mark.rule("ability.act", "text.retire", "cost.counter-blast")
@pytest.mark.covers("COST-005", "TEXT-019", formats=("standard",))
def test_act_retire_chooses_an_opponent_rear_guard() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Ashfall Tyrant")
    t.damage_count(0, 2)
    a = t.rear(1, "FL", "Kelpwood Archer")
    b = t.rear(1, "BR", "Saltspray Duelist")
    g = t.at_main()
    act(g, "act", card=vg, number=0)  # counter blast 2 with exactly 2 face-up: no choice
    assert decision_of(g).kind == "choose"
    act(g, "choose", card=b)
    assert where(g, b) == (1, "drop") and where(g, a) == (1, "FL")


# ----------------------------------------------------------------------- CONT


@pytest.mark.rule("ability.cont")
@pytest.mark.covers("ABILITY-006", formats=("standard",))
def test_cont_applies_exactly_while_its_condition_holds() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    keeper = t.rear(0, "FL", "Vigil Flame Keeper")
    soul = t.soul(0, *["Kindling Aide"] * 4)
    extra = t.deck_top(0, "Pyrecrown Overlord")[0]
    g = t.at_main()
    assert power(g, keeper) == 8000  # 4 in the soul
    g.apply(Action("manual", 0, card=extra, target="move:soul"))
    assert power(g, keeper) == 13000  # 5 in the soul
    g.apply(Action("manual", 0, card=soul[0], target="move:drop"))
    assert power(g, keeper) == 8000


@pytest.mark.rule("keyword.restraint")
@pytest.mark.covers("GEN-001", formats=("standard",))
def test_restraint_unit_cannot_attack_but_may_boost() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    bul = t.rear(0, "FL", "Hearthguard Bulwark")
    g = t.at_battle()
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.circle == "FL"]
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("attack", 0, circle="FL", target="VC"))
    assert err.value.rule == "golden.card-text"
    assert where(g, bul) == (0, "FL")


@pytest.mark.rule("keyword.lord")
@pytest.mark.covers("KEYWORD-012", formats=("classic",))
def test_lord_cannot_attack_with_a_unit_of_another_clan() -> None:
    t = Table("classic")
    t.vanguard(0, "Lanternlord Ascendant")
    other = t.rear(0, "FL", "Deckhand Brawler")  # a Stormrider Corsairs unit
    g = t.at_battle()
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.circle == "VC"]
    g.apply(Action("manual", 0, card=other, target="move:drop"))
    assert [a for a in g.legal_actions() if a.kind == "attack" and a.circle == "VC"]


@pytest.mark.rule("keyword.limit-break")
@pytest.mark.parametrize("damage,boosted", [(3, False), (4, True)])
@pytest.mark.parametrize("fmt", ["classic", "premium"])
@pytest.mark.covers("KEYWORD-002")
def test_limit_break_needs_four_damage(damage: int, boosted: bool, fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, "Lanternlord Ascendant")
    t.damage_count(0, damage, "Lanternguard Squire")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    if boosted:
        act(g, "use")
        act(g, "choose", card=g.state.players[0].damage[0])  # which damage pays the blast
        assert power(g, vg) == 20000
    else:
        assert power(g, vg) == 10000 and decision_of(g).kind == "guard"


@pytest.mark.rule("keyword.forerunner", "main.superior-call")
@pytest.mark.parametrize(
    "rider,called", [("Lanternguard Squire", True), ("Deckhand Brawler", False)]
)
@pytest.mark.parametrize("fmt", ["classic", "premium"])
@pytest.mark.covers("KEYWORD-013")
def test_forerunner_calls_itself_when_a_same_clan_unit_rides_it(
    rider: str, called: bool, fmt: str
) -> None:
    t = Table(fmt)
    fr = t.vanguard(0, "Wickwatch Forerunner")
    r = t.hand(0, rider)[0]
    g = t.at_ride()
    act(g, "ride", card=r)
    if called:
        assert decision_of(g).kind == "choose"
        act(g, "choose", card=fr)
        act(g, "choose", circle="BL")
        assert where(g, fr) == (0, "BL")
    else:
        assert where(g, fr) == (0, "soul")


@pytest.mark.rule("keyword.sentinel", "golden.cannot-wins", "text.discard")
@pytest.mark.covers("KEYWORD-005", formats=("standard",))
def test_sentinel_makes_the_attack_miss_whatever_the_power() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.vanguard(1, "Pyrecrown Overlord")
    s, spare = t.hand(1, "Blazeforged Sentinel", "Kindling Aide")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=s)
    act(g, "use")  # discard: only one other card in hand, so no choice is needed
    assert where(g, spare) == (1, "drop")
    act(g, "end-guard")
    hit = last(g, "battle.hit-check")
    assert "cannot be hit" in hit.text and g.state.players[1].damage == ()


# ------------------------------------------------------------------ ordering


def _aide_and_overlord(hand: tuple[str, ...] = ()) -> tuple:  # type: ignore[type-arg]
    t = Table("standard")
    ov = t.vanguard(0, "Pyrecrown Overlord")
    aide = t.rear(0, "BC", "Kindling Aide")
    t.damage_count(0, 1)
    t.hand(0, *hand)
    t.deck_top(0, "Kindling Aide", "Kindling Aide", "Pyrecrown Overlord")
    t.vanguard(1, "Ashfall Tyrant")
    t.deck(1, *["Kelpwood Archer"] * 10)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")
    act(g, "end-guard")
    return g, ov, aide


@pytest.mark.rule("ability.order", "keyword.persona-blast")
@pytest.mark.covers("RULEACT-012", formats=("standard",))
def test_turn_player_orders_two_abilities_from_one_hit_and_the_order_matters() -> None:
    """The Playbook's example (RULEACT-011), rebuilt with our cards: the booster's ability
    fetches the card that pays the vanguard's persona blast, so it must resolve first."""
    g, ov, aide = _aide_and_overlord()
    assert g.state.decision.kind == "order"
    assert {a.card for a in g.legal_actions()} == {ov, aide}
    act(g, "resolve", card=aide, number=[a.card for a in g.legal_actions()].index(aide))
    act(g, "use")  # "you may search"
    act(g, "choose", card=find(g, 0, "Pyrecrown Overlord", "deck"))  # search the deck
    # now the vanguard's ability resolves and its cost can be paid
    act(g, "use")
    assert ov not in g.state.rested  # stood again
    assert "keyword.persona-blast" in rules(g.events)


@pytest.mark.rule("ability.order")
@pytest.mark.covers("RULEACT-012", "COST-001", formats=("standard",))
def test_resolving_the_vanguard_first_leaves_its_cost_unpaid() -> None:
    g, ov, aide = _aide_and_overlord()
    k = [a.card for a in g.legal_actions()].index(ov)
    act(g, "resolve", card=ov, number=k)
    assert "cannot be paid" in last(g, "cost.payment").text
    assert ov in g.state.rested


@pytest.mark.rule("ability.order", "timing.attack")
def test_turn_players_abilities_resolve_before_the_non_turn_players() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyrecrown Overlord")
    t.rear(0, "FL", "Scorchline Captain")
    t.vanguard(1, "Ashfall Tyrant")
    g = t.at_battle()
    ev = act(g, "attack", circle="FL", target="VC")
    resolved = [e.text for e in ev if e.kind == "ability-resolve"]
    assert "Scorchline Captain" in resolved[0] and "Ashfall Tyrant" in resolved[1]


# -------------------------------------------------------------------- orders


@pytest.mark.rule("order.play", "order.set", "ability.cont")
@pytest.mark.covers("ORDER-002", "ORDER-005", formats=("standard",))
def test_normal_order_goes_to_drop_set_order_stays_and_one_order_a_turn() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.damage_count(0, 1)
    fl = t.rear(0, "FL", "Kindling Aide")
    decree, beacon = t.hand(0, "Kindling Decree", "Everflame Beacon")
    g = t.at_main()
    act(g, "play-order", card=decree)  # counter blast 1 (only one), draw, +5000 to the only RG
    assert where(g, decree) == (0, "drop") and power(g, fl) == 13000
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("play-order", 0, card=beacon))
    assert err.value.rule == "order.play"
    assert "play-order" not in kinds_of(g)


@pytest.mark.rule("order.set", "ability.cont")
@pytest.mark.covers("ORDER-006", formats=("standard",))
def test_set_order_stays_in_the_order_zone_and_its_cont_applies() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Ashfall Tyrant")
    beacon = t.hand(0, "Everflame Beacon")[0]
    g = t.at_main()
    act(g, "play-order", card=beacon)
    assert where(g, beacon) == (0, "order")
    assert power(g, vg) == 15000  # grade 3 vanguard, your turn: front row +2000


@pytest.mark.rule("order.blitz")
@pytest.mark.covers("ORDER-007", "ORDER-008", formats=("standard",))
def test_blitz_order_only_by_the_defender_in_the_guard_step() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Pyrecrown Overlord")
    t.vanguard(1, "Deepcurrent Admiral Marisande")
    squall = t.hand(1, "Sudden Squall")[0]
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert "play-order" in kinds_of(g)
    act(g, "play-order", card=squall)
    assert power(g, vg) == 8000 and where(g, squall) == (1, "drop")
    assert "play-order" not in kinds_of(g)  # one blitz order a turn


# -------------------------------------------------------------------- judge


@pytest.mark.rule("judge.manual")
def test_manual_adjustment_is_logged_and_the_decision_still_waits() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Ashfall Tyrant")
    g = t.at_main()
    before = g.legal_actions()
    ev = g.apply(Action("manual", 0, card=vg, target="critical:+1"))
    assert ev[-1].rule == "judge.manual" and "Manual adjustment" in ev[-1].text
    assert decision_of(g).kind == "main" and g.legal_actions() == before
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("manual", 1, card=vg, target="rest"))
    assert err.value.rule == "judge.manual"


# -------------------------------------------------------------------- data


@pytest.mark.rule("text.ability-layout")
@pytest.mark.parametrize(
    "bad,msg",
    [
        ({"type": "AUTO", "effect": [{"do": "draw"}]}, "needs a 'timing'"),
        ({"type": "ACT", "effect": [{"do": "explode"}]}, "effect 'do' must be"),
        (
            {"type": "ACT", "cost": [{"counter-blast": "one"}], "effect": [{"do": "draw"}]},
            "whole number",
        ),
        ({"type": "CONT", "zones": ["moon"], "effect": [{"do": "power"}]}, "unknown zone"),
        ({"type": "ACT", "effect": [{"do": "draw"}], "colour": "red"}, "unknown field"),
    ],
)
def test_malformed_ability_data_names_the_card_and_field(bad: dict, msg: str) -> None:  # type: ignore[type-arg]
    with pytest.raises(CardDataError) as err:
        parse_ability(bad, "Broken Card", 2)
    assert (
        "Broken Card" in str(err.value) and "ability 2" in str(err.value) and msg in str(err.value)
    )


# ------------------------------------------------------------ each primitive


@pytest.mark.rule("keyword.bind", "cost.counter-blast", "text.discard", "text.choose-up-to")
@pytest.mark.covers("KEYWORD-011", formats=("standard",))
def test_bind_an_opponents_front_row_rear_guard_when_the_attack_hits() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.rear(0, "FL", "Brandbinder Duelist")
    t.damage_count(0, 1)
    t.hand(0, "Kindling Aide")
    t.vanguard(1, "Shoalguard Cadet")
    victim = t.rear(1, "FR", "Kelpwood Archer")
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    act(g, "use")
    act(g, "choose", card=victim)
    assert where(g, victim) == (1, "bind")


@pytest.mark.rule("text.heal", "ability.act", "text.retire")
@pytest.mark.covers("TEXT-019", "TEXT-021", formats=("standard",))
def test_act_heal_retires_itself_and_heals_a_chosen_damage() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    medic = t.rear(0, "BL", "Cinderheart Medic")
    d1, d2 = t.damage(0, "Kindling Aide", "Ember Chronicler")
    g = t.at_main()
    act(g, "act", card=medic, number=0)
    act(g, "choose", card=d1)  # which damage pays the counter blast
    act(g, "choose", card=d2)  # which damage is healed
    assert where(g, medic) == (0, "drop") and where(g, d2) == (0, "drop")
    assert g.state.players[0].damage == (d1,) and d1 in g.state.face_down


@pytest.mark.rule("ride.superior", "timing.ride", "cost.soul-blast", "keyword.soul-charge")
@pytest.mark.covers("RIDE-013", "KEYWORD-001", "COST-009", formats=("standard",))
def test_superior_ride_from_the_deck_at_the_beginning_of_the_ride_phase() -> None:
    t = Table("standard")
    t.vanguard(0, "Embercall Strategist")
    t.soul(0, "Kindling Aide", "Kindling Aide")
    t.hand(0, "Ember Chronicler")
    ov = t.deck_top(0, "Kelpwood Archer", "Pyrecrown Overlord")[1]
    g = t.at_turn_start(turn=3, player=0)
    act(g, "use")  # soul blast 2 (exactly two) and discard 1 (the only card after the draw? no)
    while decision_of(g).kind == "choose" and where(g, ov)[1] == "deck":
        opts = [a for a in g.legal_actions() if a.card == ov]
        act(g, "choose", card=opts[0].card if opts else g.legal_actions()[0].card)
    assert g.state.players[0].vanguard == ov
    assert "ride.superior" in rules(g.events)
    # Pyrecrown Overlord's own "when it rides" ability soul charges 1
    assert "keyword.soul-charge" in rules(g.events)


@pytest.mark.rule("timing.damage", "ability.auto")
def test_damage_check_timing_gives_power_to_the_listening_rear_guard() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyrecrown Overlord")
    t.vanguard(1, "Emberkit Squire")  # 8000: the attack hits
    medic = t.rear(1, "FL", "Cinderheart Medic")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    ev = act(g, "end-guard")
    gain = next(e for e in ev if e.kind == "power" and e.cards == (medic,))
    assert "gets +5,000 power until end of turn" in gain.text  # when its player damage checked
    assert rules(ev).index("damage.check") < ev.index(gain)


@pytest.mark.rule("timing.damage", "text.you-may")
def test_put_into_drop_and_rest_primitives() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.damage_count(0, 1)
    sk = t.hand(0, "Smokescreen Skirmisher")[0]
    foe = t.rear(1, "FL", "Kelpwood Archer")
    g = t.at_main()
    act(g, "call", card=sk, circle="FL")
    act(g, "use")  # counter blast 1 (the only card) -> rest the only opponent rear-guard
    assert foe in g.state.rested
    n = len(g.state.players[0].soul)
    ev = g.apply(Action("manual", 0, card=sk, target="move:drop"))  # a judge moves it...
    # ...and a zone change by a judge fires the same timings as any other (one path)
    assert any(e.kind == "ability-trigger" and sk in e.cards for e in ev)
    assert len(g.state.players[0].soul) == n + 1


@pytest.mark.rule("timing.damage", "keyword.soul-charge")
@pytest.mark.covers("KEYWORD-001", formats=("standard",))
def test_put_into_drop_from_rc_when_its_attacker_hits_it() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyrecrown Overlord")
    sk = t.rear(1, "FR", "Smokescreen Skirmisher")
    g = t.at_battle()
    soul = len(g.state.players[1].soul)
    act(g, "attack", circle="VC", target="FR")
    ev = act(g, "end-guard")
    assert where(g, sk) == (1, "drop")
    assert len(g.state.players[1].soul) == soul + 1  # its own AUTO: soul charge 1
    assert rules(ev).index("battle.hit-rearguard") < rules(ev).index("keyword.soul-charge")


@pytest.mark.rule("timing.guard", "keyword.especial-intercept")
def test_intercept_timing_adds_shield() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyrecrown Overlord")
    warden = t.rear(1, "FL", "Emberkit Warden")
    vg = t.vanguard(1, "Ashfall Tyrant")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    before = power(g, vg)
    act(g, "intercept", circle="FL")
    assert power(g, vg) == before + 10000  # 5000 printed shield + 5000 from its ability
    assert where(g, warden) == (1, "guardians")


@pytest.mark.rule("timing.attack", "ability.auto")
@pytest.mark.covers("RULEACT-012", formats=("standard",))
def test_boosts_and_is_boosted_timings() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    bearer = t.rear(0, "FL", "Blazing Standard-Bearer")
    squire = t.rear(0, "BL", "Emberkit Squire")
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    act(g, "boost")
    assert decision_of(g).kind == "order"  # both triggered at once: the turn player orders
    first = g.legal_actions()[0]
    act(g, "resolve", card=first.card, number=first.number)
    # the booster gets +5000 (grade 3 vanguard), the boosted unit +3000
    assert power(g, squire) == 13000
    assert power(g, bearer) == 8000 + 3000 + 13000


@pytest.mark.rule("timing.end", "main.superior-call", "zone.deck")
@pytest.mark.covers("MAIN-012", formats=("standard",))
def test_end_of_turn_superior_call_from_the_deck_then_shuffle() -> None:
    t = Table("standard")
    t.vanguard(0, "Sunset Drillmaster")
    t.damage_count(0, 1)
    aide = t.deck_top(0, "Kindling Aide")[0]
    g = t.at_end()
    act(g, "use")
    act(g, "choose", card=aide)
    act(g, "choose", circle="BL")
    assert where(g, aide) == (0, "BL")
    assert "shuffles the deck after searching it" in texts(g.events)


@pytest.mark.rule("timing.attack", "ability.auto")
def test_critical_effect_when_attacking_with_three_soul() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Sunset Drillmaster")
    t.soul(0, "Kindling Aide", "Kindling Aide", "Kindling Aide")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    from vgwidget.engine import stats

    assert stats.critical(g.state, vg) == 2


@pytest.mark.rule("zone.deck", "ability.act", "keyword.soul-charge")
@pytest.mark.covers("KEYWORD-001", formats=("standard",))
def test_act_shuffle_then_soul_charge() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    cart = t.rear(0, "BL", "Emberwatch Cartographer")
    g = t.at_main()
    ev = act(g, "act", card=cart, number=0)
    assert [e.rule for e in ev][:3] == ["ability.act", "cost.payment", "zone.deck"]
    assert cart in g.state.rested and len(g.state.players[0].soul) == 1
