"""The Playbook's Q&A (seed 001, Q01-Q39) as rulings, one test per question.

Each test is named after its question and checks the Playbook's answer in a built
position. Where the formats differ (Q23) both are tested and the difference is stated.
The questions about the G era (stride, legion, G units: Q07-Q11, Q21) and about abilities
(Q37) are in the Premium and ability tests (`test_premium_*.py`, `test_abilities*.py`); the
casebook positions (`vgwidget/data/positions/q*.toml`) are played in `test_positions.py`.
"""

from __future__ import annotations

import pytest
from builders import (
    Table,
    act,
    critical,
    find,
    last,
    power,
    power_at,
    rules,
    texts,
    where,
)

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game

STD_VG = ("Pyreheart Sovereign Dragon", "Deepcurrent Admiral Marisande")  # 13000
CLS_VG = ("Aurelio the Radiant Lanternlord", "Vessaline the Tempest Corsair Queen")  # 11000


def _kind(g: Game) -> str | None:
    return None if g.decision is None else g.decision["kind"]


# ----------------------------------------------------------------- Q01-Q06: turn


@pytest.mark.rule("turn.draw", "battle.first-turn")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
@pytest.mark.covers("DRAW-002", "DRAW-003", "BATTLE-001")
@pytest.mark.covers("SETUP-018", formats=("classic",))
def test_q01_first_player_draws_on_turn_1_but_cannot_attack(fmt: str) -> None:
    g = Game.new(seed=4, format=fmt)
    first = g.state.first_player
    g.apply(Action("mulligan", first))
    g.apply(Action("mulligan", 1 - first))
    hand = len(g.state.players[first].hand)
    assert hand == 6, "5 + the turn 1 draw"
    draw = next(e for e in g.events if e.rule == "turn.draw")
    assert draw.turn == 1 and draw.actor == first
    assert "(the first player draws on the first turn too)" in draw.text
    # play turn 1 to its battle phase: there is no attack
    while g.state.turn == 1:
        kind = _kind(g)
        assert kind is not None and kind != "attack", "no attack decision on the first turn"
        g.apply({"ride": Action("skip-ride", first), "main": Action("end-main", first)}[kind])
    assert "battle.first-turn" in rules(g.events)
    assert "battle.attack" not in rules(g.events)


@pytest.mark.rule("ride.grade")
@pytest.mark.covers("RIDE-003", "RIDE-006", formats=("standard",))
def test_q02_a_grade_2_vanguard_cannot_normal_ride_a_grade_1() -> None:
    t = Table("standard")
    t.vanguard(0, "Blazeguard Knight")
    (g1,) = t.hand(0, "Ember Lancer")
    (g3,) = t.hand(0, "Magmaforge Tyrant")
    g = t.at_ride()
    assert {a.card for a in g.legal_actions() if a.kind == "ride"} == {g3}
    with pytest.raises(IllegalAction) as err:
        act(g, "ride", card=g1)
    assert err.value.rule == "ride.grade"
    assert "a normal ride needs grade 2 or 3" in err.value.message


@pytest.mark.rule("main.call-grade")
@pytest.mark.covers("MAIN-004", "MAIN-011", formats=("classic",))
def test_q03_a_grade_2_cannot_be_called_with_a_grade_1_vanguard() -> None:
    t = Table("classic")
    t.vanguard(0, "Lanternguard Squire")
    (g2,) = t.hand(0, "Dawnspear Knight")
    g = t.at_main()
    assert not [a for a in g.legal_actions() if a.kind == "call"]
    with pytest.raises(IllegalAction) as err:
        act(g, "call", card=g2, circle="FL")
    assert err.value.rule == "main.call-grade"


@pytest.mark.rule("main.call-occupied")
@pytest.mark.covers("MAIN-008", "ZONE-045", formats=("standard",))
def test_q04_calling_onto_an_occupied_circle_retires_the_old_unit() -> None:
    t = Table("standard")
    t.vanguard(0, "Blazeguard Knight")
    old = t.rear(0, "FR", "Ember Lancer")
    (new,) = t.hand(0, "Scorchmane Raider")
    g = t.at_main()
    assert Action("call", 0, card=new, circle="FR") in g.legal_actions()
    ev = act(g, "call", card=new, circle="FR")
    # CR 4.55 6.2.3.3-4: the called card is placed, then the old unit is retired, both as
    # steps of the call itself
    assert [e.kind for e in ev][:2] == ["call", "retire"]
    assert ev[0].decision and ev[0].cards == (new, old) and ev[1].cards == (old,)
    assert where(g, new) == (0, "FR") and where(g, old) == (0, "drop")


@pytest.mark.rule("main.move")
@pytest.mark.covers("MAIN-013", formats=("standard",))
def test_q05_a_front_rear_guard_moves_back_and_swaps_with_the_unit_behind() -> None:
    t = Table("standard")
    front = t.rear(0, "FL", "Blazeguard Knight")
    back = t.rear(0, "BL", "Ember Lancer")
    g = t.at_main()
    act(g, "move", circle="FL", target="BL")
    assert where(g, front) == (0, "BL") and where(g, back) == (0, "FL")


@pytest.mark.rule("main.move")
@pytest.mark.covers("MAIN-013", "MAIN-015", formats=("standard",))
def test_q06_rested_units_can_move() -> None:
    t = Table("standard")
    u = t.rear(0, "FR", "Blazeguard Knight", rested=True)
    g = t.at_main()
    assert Action("move", 0, circle="FR", target="BR") in g.legal_actions()
    act(g, "move", circle="FR", target="BR")
    assert where(g, u) == (0, "BR") and u in g.state.rested


@pytest.mark.rule("ability.act", "cost.payment")
@pytest.mark.covers("ABILITY-001", "MAIN-018", "COST-001", "COST-009", formats=("standard",))
def test_q07_an_act_ability_can_be_used_again_while_its_cost_can_be_paid() -> None:
    """Q07: in your main phase an ACT ability may be used again and again, each time paying
    its cost in full (a test-only card: [ACT](RC) [Soul Blast 1] +1000 power)."""
    from vgwidget.engine.cards import Card, default_pool

    drill = Card.from_dict(
        {
            "id": "TEST-Q07",
            "name": "Drill Instructor",
            "grade": 1,
            "power": 8000,
            "shield": 5000,
            "nation": "Emberreach",
            "formats": ["standard"],
            "abilities": [
                {
                    "type": "ACT",
                    "zones": ["RC"],
                    "cost": [{"soul-blast": 1}],
                    "effect": [{"do": "power", "amount": 1000, "target": "self"}],
                }
            ],
        }
    )
    t = Table("standard", pool=default_pool().with_cards([drill]))
    t.vanguard(0, STD_VG[0])
    t.soul(0, "Ember Lancer", "Ember Lancer")
    unit = t.rear(0, "FL", "Drill Instructor")
    g = t.at_main()
    for _ in range(2):
        act(g, "act", card=unit, number=0)
        while g.state.decision is not None and g.state.decision.kind == "choose":
            act(g, "choose", card=g.legal_actions()[0].card)  # which soul card pays
    assert power(g, unit) == 10000 and g.state.players[0].soul == ()
    assert not [a for a in g.legal_actions() if a.kind == "act"]  # no soul left to pay
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("act", 0, card=unit, number=0))
    assert err.value.rule == "cost.payment"


# -------------------------------------------------------------- Q12: AUTO timing


@pytest.mark.rule("timing.attack")
@pytest.mark.covers("ATTACK-004", formats=("standard",))
def test_q12_when_attacks_happens_after_attacker_and_booster_rest() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_VG[0])
    bc = t.rear(0, "BC", "Cinderling Squire")
    g = t.at_battle()
    seen: dict[str, tuple[bool, bool]] = {}

    def hook(ctx, timing, info):  # type: ignore[no-untyped-def]
        if timing in ("attacks", "boosts"):
            seen[timing] = (vg in ctx.state.rested, bc in ctx.state.rested)

    g.timing_hook = hook
    act(g, "attack", circle="VC", target="VC")
    assert seen == {}, "no 'attacks' timing before the boost is decided"
    act(g, "boost")
    assert seen == {"attacks": (True, True), "boosts": (True, True)}


# ------------------------------------------------------------- Q13-Q18: battle


@pytest.mark.rule("battle.target")
@pytest.mark.covers("ATTACK-005", formats=("standard",))
def test_q13_standing_and_rested_front_row_units_can_be_attacked() -> None:
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    t.rear(1, "FL", "Coralshield Captain")
    t.rear(1, "FR", "Wavebreaker Lancer", rested=True)
    t.rear(1, "BC", "Shoalguard Cadet")
    g = t.at_battle()
    targets = {a.target for a in g.legal_actions() if a.kind == "attack"}
    assert targets == {"VC", "FL", "FR"}, "front row only, rested or not"


@pytest.mark.rule("battle.attack")
def test_q14_the_attacked_unit_is_not_rested() -> None:
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    foe = t.vanguard(1, STD_VG[1])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert foe not in g.state.rested
    act(g, "end-guard")
    assert foe not in g.state.rested


@pytest.mark.rule("battle.boost")
def test_q15_the_attacked_unit_cannot_be_boosted() -> None:
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    t.rear(1, "BC", "Shoalguard Cadet")  # behind the attacked vanguard
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    # the defender goes straight to guarding: no boost is offered or accepted
    assert _kind(g) == "guard" and g.current_player == 1
    assert "boost" not in {a.kind for a in g.legal_actions()}
    with pytest.raises(IllegalAction) as err:
        act(g, "boost", player=1)
    assert err.value.rule == "battle.guard"


@pytest.mark.rule("battle.hit-check", "battle.hit-rearguard")
@pytest.mark.covers("DAMAGE-003", "DAMAGE-007", formats=("classic",))
def test_q16_equal_power_hits() -> None:
    t = Table("classic")
    t.vanguard(0, "Brightshield Footman")  # 8000
    rg = t.rear(1, "FL", "Deckhand Brawler")  # 8000
    g = t.at_battle()
    act(g, "attack", circle="VC", target="FL")
    act(g, "end-guard")
    hit = last(g, "battle.hit-check")
    assert "8,000 against “Deckhand Brawler” 8,000: the attack hits (equal power still hits)" in (
        hit.text
    )
    assert where(g, rg) == (1, "drop")


@pytest.mark.rule("battle.hit-rearguard")
@pytest.mark.covers("DAMAGE-007", formats=("standard",))
def test_q17_critical_2_against_a_rear_guard_retires_it_with_no_damage() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_VG[0])
    t.bonus(vg, 1, stat="critical")
    rg = t.rear(1, "FR", "Coralshield Captain")
    g = t.at_battle()
    assert critical(g, vg) == 2
    act(g, "attack", circle="VC", target="FR")
    act(g, "end-guard")
    assert where(g, rg) == (1, "drop")
    assert g.state.players[1].damage == ()
    assert "damage.check" not in rules(g.events)
    retire = last(g, "battle.hit-rearguard")
    assert "(critical does not matter and no damage is dealt)" in retire.text


@pytest.mark.rule("battle.no-hit")
@pytest.mark.covers("DAMAGE-004", "BATTLE-006", formats=("classic",))
def test_q18_8000_against_10000_does_not_hit_and_the_attacker_is_unharmed() -> None:
    t = Table("classic")
    attacker = t.vanguard(0, "Brightshield Footman")  # 8000
    t.vanguard(1, "Thunderhull Marauder")  # 10000
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert "battle.no-hit" in rules(g.events)
    assert g.state.players[0].vanguard == attacker
    assert g.state.players[0].damage == () and g.state.players[1].damage == ()
    assert "no penalty for a failed attack" in texts(g.events)


# -------------------------------------------------------- Q19-Q20: lock, delete


@pytest.mark.rule("card.lock")
@pytest.mark.covers("LOCK-001", formats=("classic",))
def test_q19_locked_cards_can_neither_attack_nor_boost() -> None:
    t = Table("classic")
    t.vanguard(0, CLS_VG[0])
    t.lock(t.rear(0, "FL", "Dawnspear Knight"))
    t.lock(t.rear(0, "BC", "Lanternguard Squire"))
    g = t.at_battle()
    attackers = {a.circle for a in g.legal_actions() if a.kind == "attack"}
    assert attackers == {"VC"}
    with pytest.raises(IllegalAction) as err:
        act(g, "attack", circle="FL", target="VC")
    assert err.value.rule == "card.lock"
    act(g, "attack", circle="VC", target="VC")
    assert _kind(g) == "guard", "the locked card behind offers no boost"


@pytest.mark.rule("card.delete", "card.lock")
@pytest.mark.covers("DELETE-005", "LOCK-006", formats=("classic",))
def test_q20_a_deleted_vanguard_can_be_attacked_but_a_locked_rear_guard_cannot() -> None:
    t = Table("classic")
    t.vanguard(0, CLS_VG[0])
    foe = t.delete(t.vanguard(1, CLS_VG[1]))
    t.lock(t.rear(1, "FL", "Stormsail Boatswain"))
    g = t.at_battle()
    targets = {a.target for a in g.legal_actions() if a.kind == "attack"}
    assert targets == {"VC"}
    assert power(g, foe) == 0
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    hit = last(g, "battle.hit-check")
    assert "11,000 against “Vessaline the Tempest Corsair Queen” 0: the attack hits" in hit.text


# ---------------------------------------------------------------- Q22-Q29: guard


@pytest.mark.rule("battle.guard", "battle.guardians-retire")
@pytest.mark.covers("GUARD-003", "GUARD-006", "GUARD-013", formats=("standard",))
def test_q22_any_number_of_guardians_and_all_retire_after_the_battle() -> None:
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    foe = t.vanguard(1, STD_VG[1])
    guards = t.hand(1, "Riptide Striker", "Brinefang Eel", "Shoalguard Cadet", "Kelpwood Archer")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    for c in guards:
        act(g, "guard", card=c)
    assert power(g, foe) == 13000 + 15000 + 15000 + 5000 + 5000
    act(g, "end-guard")
    assert all(where(g, c) == (1, "drop") for c in guards)


@pytest.mark.rule("battle.guard", "battle.guard-shield")
@pytest.mark.covers("GUARD-010", formats=("standard",))
def test_q23_standard_a_unit_without_shield_guards_for_0() -> None:
    """Standard follows the Playbook here: no shield is allowed and counts as 0 (GUARD-010)."""
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    foe = t.vanguard(1, STD_VG[1])
    (g3,) = t.hand(1, "Mistveil Strategist")  # grade 3, no shield
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert Action("guard", 1, card=g3) in g.legal_actions()
    ev = act(g, "guard", card=g3)[0]
    assert "+0 shield" in ev.text
    assert where(g, g3) == (1, "guardians") and power(g, foe) == 13000


@pytest.mark.rule("battle.guard", "battle.guard-shield")
def test_q23_classic_a_unit_without_shield_guards_for_0() -> None:
    """Classic follows the official rules of its era here (a guardian is a normal call with
    no shield requirement; seed 004's "only units with a shield", GUARD-011, is recorded as a
    variance the engine does not follow): a shieldless unit guards for 0."""
    t = Table("classic")
    t.vanguard(0, CLS_VG[0])
    foe = t.vanguard(1, "Deckhand Brawler")  # grade 1
    (g1,) = t.hand(1, "Hollowroot Golem")  # grade 1, no shield
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    before = power(g, foe)
    assert Action("guard", 1, card=g1) in g.legal_actions()
    ev = act(g, "guard", card=g1)[0]
    assert "+0 shield" in ev.text
    assert where(g, g1) == (1, "guardians") and power(g, foe) == before


@pytest.mark.rule("battle.guard", "battle.guardians-retire")
@pytest.mark.covers("GUARD-006", formats=("standard",))
def test_q24_the_shield_counts_as_long_as_the_guardian_stays() -> None:
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    foe = t.vanguard(1, STD_VG[1])
    (gd,) = t.hand(1, "Riptide Striker")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=gd)
    act(g, "end-guard")
    hit = last(g, "battle.hit-check")
    assert power_at(g, hit, foe) == 28000
    retire = last(g, "battle.guardians-retire")
    assert power_at(g, retire, foe) == 13000, "the shield leaves with the guardian"


@pytest.mark.rule("battle.intercept")
@pytest.mark.covers("INTERCEPT-001", "INTERCEPT-002", formats=("classic",))
def test_q25_a_rested_unit_can_intercept() -> None:
    t = Table("classic")
    t.vanguard(0, CLS_VG[0])
    foe = t.vanguard(1, CLS_VG[1])
    rg = t.rear(1, "FR", "Stormsail Boatswain", rested=True)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert Action("intercept", 1, circle="FR") in g.legal_actions()
    act(g, "intercept", circle="FR")
    assert where(g, rg) == (1, "guardians") and power(g, foe) == 16000


@pytest.mark.rule("battle.guardians-retire")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
@pytest.mark.covers("GUARD-013")
def test_q26_guardians_retire_even_when_the_attack_does_not_hit(fmt: str) -> None:
    t = Table(fmt)
    if fmt == "standard":
        t.vanguard(0, "Ember Lancer")  # 8000
        t.vanguard(1, STD_VG[1])
        (gd,) = t.hand(1, "Riptide Striker")
    else:
        t.vanguard(0, "Brightshield Footman")  # 8000
        t.vanguard(1, "Thunderhull Marauder")
        (gd,) = t.hand(1, "Cutlass Parrot")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=gd)
    act(g, "end-guard")
    assert "battle.no-hit" in rules(g.events)
    assert where(g, gd) == (1, "drop")


@pytest.mark.rule("battle.intercept", "battle.guardians-retire")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
@pytest.mark.covers("INTERCEPT-006")
def test_q27_interceptors_retire_with_the_guardians(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, STD_VG[0] if fmt == "standard" else CLS_VG[0])
    t.vanguard(1, STD_VG[1] if fmt == "standard" else CLS_VG[1])
    rg = t.rear(1, "FL", "Coralshield Captain" if fmt == "standard" else "Stormsail Boatswain")
    (gd,) = t.hand(1, "Shoalguard Cadet" if fmt == "standard" else "Deckhand Brawler")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "intercept", circle="FL")
    act(g, "guard", card=gd)
    act(g, "end-guard")
    retire = last(g, "battle.guardians-retire")
    assert set(retire.cards) == {rg, gd}, "one retirement, both together"
    assert where(g, rg) == (1, "drop") and where(g, gd) == (1, "drop")


@pytest.mark.rule("battle.guard")
@pytest.mark.covers("GUARD-002", formats=("standard",))
def test_q28_the_attacker_cannot_call_guardians() -> None:
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    (c,) = t.hand(0, "Sparkflit Sprite")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert g.current_player == 1
    with pytest.raises(IllegalAction) as err:
        act(g, "guard", player=0, card=c)
    assert err.value.rule == "battle.guard"
    assert where(g, c) == (0, "hand")


@pytest.mark.rule("battle.guard-end", "battle.guard")
@pytest.mark.covers("GUARD-018", formats=("standard",))
def test_q29_no_guardians_after_the_drive_check() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_VG[0])
    t.rear(0, "FL", "Blazeguard Knight")
    t.deck_top(0, "Sparkflit Sprite")
    (c,) = t.hand(1, "Riptide Striker")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    start = len(g.events)
    assert _kind(g) == "power-to"
    with pytest.raises(IllegalAction):
        act(g, "guard", player=1, card=c)
    act(g, "power-to", circle="VC")
    act(g, "critical-to", circle="VC")
    # the rest of the battle ran without Player 2 ever being asked to guard again
    assert not any(e.kind == "guard" for e in g.events[start:])
    assert where(g, c) == (1, "hand")
    hit = last(g, "battle.hit-check")
    assert power_at(g, hit, vg) == 23000 and "the attack hits" in hit.text


# ------------------------------------------------------------ Q30-Q34: checks


@pytest.mark.rule("battle.drive")
@pytest.mark.covers("DRIVE-007", "DRIVE-010", "DRIVE-012", formats=("classic",))
def test_q30_twin_drive_makes_both_checks() -> None:
    t = Table("classic")
    t.vanguard(0, CLS_VG[0])
    a, b = t.deck_top(0, "Lanternguard Squire", "Dawnspear Knight")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    checks = [e for e in g.events if e.kind == "drive-check"]
    assert [e.cards for e in checks] == [(a,), (b,)]
    assert where(g, a) == (0, "hand") and where(g, b) == (0, "hand")
    # no decision was offered in between: a drive check cannot be declined
    assert not any(e.decision for e in g.events if e.seq > checks[0].seq and e.step == "drive")


@pytest.mark.rule("end.effects-expire", "trigger.power")
@pytest.mark.covers("TRIGGER-016", "END-007", formats=("standard",))
def test_q31_trigger_bonuses_last_until_the_end_phase() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_VG[0])
    fl = t.rear(0, "FL", "Blazeguard Knight")
    t.deck_top(0, "Sparkflit Sprite")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    act(g, "power-to", circle="FL")
    act(g, "critical-to", circle="FL")
    # the battle is over, the bonus is still there for the next attack
    assert g.state.battle is None and _kind(g) == "attack"
    assert power(g, fl) == 20000 and critical(g, fl) == 2
    act(g, "end-battle")
    expire = last(g, "end.effects-expire")
    assert expire.phase == "end" and set(expire.cards) == {fl}
    assert power(g, fl) == 10000 and critical(g, fl) == 1 and power(g, vg) == 13000


@pytest.mark.rule("damage.check", "trigger.draw")
@pytest.mark.covers("DAMAGE-010", "DAMAGE-014", formats=("standard",))
def test_q32_a_draw_trigger_on_the_first_damage_is_drawn_before_the_second_check() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_VG[0])
    t.bonus(vg, 1, stat="critical")
    t.vanguard(1, STD_VG[1])
    d1, d2 = t.deck_top(1, "Glimmerscale Messenger", "Coralshield Captain")
    (third,) = t.deck_top(1, "Shoalguard Cadet")  # below them: what the second check reveals
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    kinds = [(e.kind, e.cards) for e in g.events if e.rule in ("damage.check", "trigger.draw")]
    assert kinds == [
        ("damage-check", (d1,)),
        ("draw", (d2,)),
        ("damage", (d1,)),
        ("damage-check", (third,)),
        ("damage", (third,)),
    ]
    assert where(g, d2) == (1, "hand")


@pytest.mark.rule("damage.check", "battle.hit-vanguard")
@pytest.mark.covers("DAMAGE-015", "TRIGGER-018", formats=("classic",))
def test_q33_the_second_damage_still_happens_after_the_power_rises() -> None:
    t = Table("classic")
    vg = t.vanguard(0, CLS_VG[0])
    t.bonus(vg, 1, stat="critical")
    foe = t.vanguard(1, CLS_VG[1])
    # a draw trigger, the card it draws, then the second damage check's card
    d1, _, d2 = t.deck_top(1, "Spyglass Lookout", "Thunderhull Marauder", "Deckhand Brawler")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    pw = last(g, "trigger.power")
    assert power_at(g, pw, foe) == 16000 > power_at(g, pw, vg) == 11000
    assert g.state.players[1].damage == (d1, d2), "both damage checks were made"


@pytest.mark.rule("trigger.heal", "win.damage", "rule-action.check")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
@pytest.mark.covers("DAMAGE-011")
@pytest.mark.covers("TRIGGER-014", "TRIGGER-015", formats=("classic",))
@pytest.mark.covers("TRIGGER-006", formats=("standard",))
def test_q34_a_heal_at_5_damage_saves_the_player(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, STD_VG[0] if fmt == "standard" else CLS_VG[0])
    t.vanguard(1, STD_VG[1] if fmt == "standard" else CLS_VG[1])
    t.damage_count(0, 3)
    t.damage_count(1, 5)
    (heal,) = t.deck_top(1, "Seafoam Healer" if fmt == "standard" else "Galley Medic")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert _kind(g) == "heal-card" and where(g, heal) == (1, "trigger")
    act(g, "heal-card", card=g.state.players[1].damage[0])
    assert g.result is None
    assert len(g.state.players[1].damage) == 5 and g.state.players[1].damage[-1] == heal


@pytest.mark.rule("win.deck-out")
@pytest.mark.covers("WIN-002", formats=("classic",))
def test_q35_no_cards_left_in_the_deck_loses_at_that_moment() -> None:
    t = Table("classic")
    t.vanguard(0, CLS_VG[0])
    t.deck(0, "Lanternguard Squire")  # the twin drive's first check empties the deck
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert g.result is not None and g.result.winner == 1 and g.result.rule == "win.deck-out"
    assert [e.kind for e in g.events if e.rule == "battle.drive"][-1] == "drive-check"
    assert "damage.check" not in rules(g.events), "the game ends before the damage step"


@pytest.mark.rule("zone.hand", "end.phase")
@pytest.mark.covers("ZONE-012", formats=("standard",))
def test_q36_there_is_no_hand_limit() -> None:
    t = Table("standard")
    hand = t.hand(0, *["Ember Lancer"] * 20)
    g = t.at_end()
    assert set(hand) <= set(g.state.players[0].hand)
    assert len(g.state.players[0].hand) == 20
    assert not any(where(g, c)[1] == "drop" for c in hand)


# --------------------------------------------------------- Q38-Q39: deleted units


@pytest.mark.rule("card.delete", "battle.drive")
def test_q38_a_deleted_vanguard_still_attacks_keeps_twin_drive_and_can_be_ridden() -> None:
    t = Table("standard")
    vg = t.delete(t.vanguard(0, STD_VG[0]))
    t.bonus(vg, 20000)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert "has drive 2 (Twin Drive)" in texts(g.events)
    # riding over a deleted unit
    t2 = Table("standard")
    old = t2.delete(t2.vanguard(0, "Blazeguard Knight"))
    (new,) = t2.hand(0, STD_VG[0])
    g2 = t2.at_ride()
    act(g2, "ride", card=new)
    assert where(g2, old) == (0, "soul")
    assert old not in g2.state.deleted and old not in g2.state.face_down


@pytest.mark.rule("card.delete")
@pytest.mark.covers("DELETE-002", "DELETE-007", formats=("classic",))
def test_q39_a_deleted_units_printed_power_is_0_other_changes_apply() -> None:
    t = Table("classic")
    vg = t.delete(t.vanguard(0, CLS_VG[0]))
    t.bonus(vg, 5000)
    t.bonus(vg, -2000, label="a power reduction")
    g = t.at_main()
    assert power(g, vg) == 3000
    card = g.view(None)["players"][0]["circles"]["VC"]
    assert card["stats"]["breakdown"][0] == {
        "stat": "power",
        "label": "printed (deleted)",
        "amount": 0,
    }
    # the name and grade are kept and both players may see them
    seen = g.view(1)["players"][0]["circles"]["VC"]
    assert seen["name"] == CLS_VG[0] and seen["grade"] == 3 and seen["deleted"] is True
    assert find(g, 0, CLS_VG[0], "VC") == vg


# ---------------------------------------------------------------- Q11: a deleted legion


@pytest.mark.rule("legion.deleted", "card.delete", "judge.correction")
@pytest.mark.covers("LEGION-009", formats=("premium",))
def test_q11_a_deleted_legion_turns_face_down_side_by_side_and_comes_back_in_legion() -> None:
    """Q11: when a vanguard in legion is deleted, both cards turn face down and stay side by
    side with 0 power and no text; at the end of their owner's turn they turn face up, still
    in legion. Here a judge's correction deletes it (the card effect is tested with the
    Classic lines); the rule is the same whatever deletes it."""
    t = Table("premium")
    leader = t.vanguard(0, "Seraphis the Twinflame Lanternlord")
    assert leader is not None
    (mate,) = t._add(0, "legion", ["Ilvar the Twinflame Lantern Knight"])
    t.vanguard(1, CLS_VG[1])
    g = t.at_main()
    g.correct(
        [{"kind": "manual", "player": 0, "card": leader, "target": "delete"}],
        "the vanguard should have been deleted",
    )
    s = g.state
    assert {leader, mate} <= s.deleted and {leader, mate} <= s.face_down
    assert s.players[0].legion == (mate,) and s.players[0].vanguard == leader  # side by side
    assert power(g, leader) == 0 and power(g, mate) == 0
    seen = g.view(1)["players"][0]  # as the opponent sees them: both face down, 0 power
    for card in (seen["circles"]["VC"], seen["legion"][0]):
        assert card["deleted"] and card["face_down"] and card["stats"]["power"] == 0
    act(g, "end-main")
    act(g, "end-battle")
    assert g.state.turn_player == 1  # Player 1's turn has ended
    s = g.state
    assert not ({leader, mate} & (s.deleted | s.face_down))
    assert s.players[0].legion == (mate,)  # face up again, still in legion
    assert power(g, leader) == 11000 and power(g, mate) == 11000
