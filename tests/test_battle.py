"""The battle phase: start step, attack, boost, guard, intercept, drive, damage and close.

Positions come from :mod:`builders`. Unless a test says otherwise the filler decks hold no
triggers, so drive and damage checks reveal plain cards and ask nobody anything.
"""

from __future__ import annotations

import pytest
from builders import Table, act, critical, find, last, power, rules, texts, where

from vgwidget.engine.game import Game

# Vanilla cards of each side, by format: (Player 1's, Player 2's).
STD_G3 = ("Pyreheart Sovereign Dragon", "Deepcurrent Admiral Marisande")  # 13000, twin drive
CLS_G3 = ("Aurelio the Radiant Lanternlord", "Vessaline the Tempest Corsair Queen")  # 11000


def _decision(g: Game) -> str | None:
    return None if g.decision is None else g.decision["kind"]


def _battle_events(g: Game, start: int) -> list[str]:
    return rules(g.events[start:])


# ---------------------------------------------------------------------- start step


@pytest.mark.rule("battle.first-turn")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
@pytest.mark.covers("BATTLE-001")
def test_the_first_player_cannot_attack_on_turn_1_but_the_second_player_can(fmt: str) -> None:
    t = Table(fmt)
    g = t.at_main(turn=1, player=0)
    act(g, "end-main")
    (ev,) = [e for e in g.events if e.rule == "battle.first-turn"]
    if fmt == "standard":  # seed 000: no battle phase at all on the first player's first turn
        assert ev.text == "Player 1 went first, so there is no battle phase on this first turn."
        assert not [e for e in g.events if e.turn == 1 and e.step == "start"]
    else:  # Playbook Start Step [2]: the start step runs, "do not attack" is chosen for them
        assert ev.text == "Player 1 went first, so there is no attack on this first turn."
        assert ev.step == "start"
    assert "battle.attack" not in rules(g.events)
    # turn 2: Player 2 gets to the battle phase and is offered attacks
    assert g.state.turn == 2 and g.state.turn_player == 1
    act(g, "skip-ride")
    act(g, "end-main")
    assert _decision(g) == "attack" and g.current_player == 1


@pytest.mark.rule("battle.start")
@pytest.mark.covers("ATTACK-003", "BATTLE-010", formats=("standard",))
def test_with_no_standing_front_row_unit_the_battle_phase_ends() -> None:
    t = Table("standard")
    t.vanguard(0, STD_G3[0], rested=True)
    t.rear(0, "BL", "Ember Lancer")  # back row: cannot attack
    g = t.at_battle()
    assert "has no standing front-row unit that can attack" in texts(g.events)
    assert g.state.turn == 4, "the end phase ran and the next turn began"


@pytest.mark.rule("battle.start")
@pytest.mark.covers("BATTLE-009", "BATTLE-011", formats=("standard",))
def test_stopping_the_attacks_ends_the_battle_phase() -> None:
    g = Table("standard").at_battle()
    ev = act(g, "end-battle")
    assert ev[0].rule == "battle.start"
    assert ev[0].text == "Player 1 chooses to make no more attacks; the battle phase ends."
    assert "end.phase" in rules(ev)


# ------------------------------------------------------------------------ attack


@pytest.mark.rule("battle.attack", "battle.target")
@pytest.mark.covers("ATTACK-004", "ATTACK-008", formats=("standard",))
def test_attacker_rests_target_stays_standing() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_G3[0])
    foe = t.vanguard(1, STD_G3[1])
    g = t.at_battle()
    targets = {(a.circle, a.target) for a in g.legal_actions() if a.kind == "attack"}
    assert targets == {("VC", "VC")}
    choice, ev = act(g, "attack", circle="VC", target="VC")[:2]
    assert choice.rule == "battle.start" and choice.actor == 0 and choice.decision
    assert ev.rule == "battle.attack" and ev.actor == 0 and ev.step == "attack"
    assert ev.cards == (vg, foe)
    assert "(vanguard, power 13,000) rests and attacks Player 2's" in ev.text
    s = g.state
    assert vg in s.rested and foe not in s.rested
    assert s.battle is not None and s.battle.target == foe and s.battle.target_circle == "VC"


@pytest.mark.rule("battle.attack", "battle.target")
@pytest.mark.covers("ATTACK-003", "ATTACK-005", "ATTACK-006", formats=("classic",))
def test_a_front_row_rear_guard_may_attack_any_front_row_unit() -> None:
    t = Table("classic")
    t.vanguard(0, "Dawnspear Knight")
    t.rear(0, "FL", "Brightshield Footman")
    t.rear(0, "BR", "Lanternguard Squire")  # back row: no attack
    t.rear(1, "FR", "Deckhand Brawler", rested=True)
    t.rear(1, "BL", "Powderkeg Gunner")  # back row: not a target
    g = t.at_battle()
    pairs = {(a.circle, a.target) for a in g.legal_actions() if a.kind == "attack"}
    assert pairs == {("VC", "VC"), ("VC", "FR"), ("FL", "VC"), ("FL", "FR")}


# ------------------------------------------------------------------------- boost


@pytest.mark.rule("battle.boost", "battle.close")
@pytest.mark.covers(
    "BOOST-001", "BOOST-002", "BOOST-004", "CLOSE-002", "CLOSE-004", formats=("standard",)
)
def test_boost_adds_the_boosters_power_for_that_battle_only() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_G3[0])
    bc = t.rear(0, "BC", "Cinderling Squire")  # 8000, Boost
    t.vanguard(1, STD_G3[1])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert _decision(g) == "boost"
    ev = act(g, "boost")[0]
    assert ev.rule == "battle.boost" and "its power becomes 21,000" in ev.text
    assert bc in g.state.rested
    assert power(g, vg) == 21000
    act(g, "end-guard")
    close = next(e for e in g.events if e.rule == "battle.close")
    assert "is back to 13,000 power" in close.text
    assert power(g, vg) == 13000
    assert g.state.battle is None


@pytest.mark.rule("battle.boost")
@pytest.mark.covers("BOOST-003", formats=("standard",))
def test_attack_without_a_boost() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_G3[0])
    bc = t.rear(0, "BC", "Cinderling Squire")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    ev = act(g, "no-boost")[0]
    assert ev.text == "Player 1 attacks without a boost."
    assert bc not in g.state.rested and power(g, vg) == 13000


@pytest.mark.rule("battle.boost")
@pytest.mark.parametrize(
    ("name", "rested"),
    [("Blazeguard Knight", False), ("Cinderling Squire", True)],
    ids=["grade-2-has-no-boost", "rested-booster"],
)
@pytest.mark.covers("BOOST-001", formats=("standard",))
def test_no_boost_is_offered_without_a_standing_booster(name: str, rested: bool) -> None:
    t = Table("standard")
    t.vanguard(0, STD_G3[0])
    t.rear(0, "BC", name, rested=rested)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert _decision(g) == "guard", "straight to the defender's guard step"


# ------------------------------------------------------------------------- guard


@pytest.mark.rule("battle.guard", "battle.guard-end")
@pytest.mark.covers("GUARD-003", "GUARD-006", formats=("standard",))
def test_guardians_add_their_shield_and_any_number_may_be_called() -> None:
    t = Table("standard")
    t.vanguard(0, STD_G3[0])
    foe = t.vanguard(1, STD_G3[1])
    g1, g2 = t.hand(1, "Riptide Striker", "Shoalguard Cadet")  # 15000 and 5000 shield
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    ev = act(g, "guard", card=g1)[0]
    assert ev.rule == "battle.guard" and ev.actor == 1
    assert "+15,000 shield" in ev.text and "(now 28,000)" in ev.text
    assert where(g, g1) == (1, "guardians") and g1 in g.state.rested
    act(g, "guard", card=g2)
    assert power(g, foe) == 13000 + 15000 + 5000
    end = act(g, "end-guard")[0]
    assert end.rule == "battle.guard-end"
    assert end.text == (
        "Player 2 finishes guarding with 2 guardians; no more guardians can join this battle."
    )


@pytest.mark.rule("battle.intercept")
@pytest.mark.covers("INTERCEPT-001", formats=("classic",))
def test_a_front_row_grade_2_intercepts_from_its_circle() -> None:
    t = Table("classic")
    t.vanguard(0, CLS_G3[0])
    foe = t.vanguard(1, CLS_G3[1])
    fl = t.rear(1, "FL", "Stormsail Boatswain")  # grade 2, Intercept, 5000 shield
    t.rear(1, "BR", "Thunderhull Marauder")  # back row: may not intercept
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    intercepts = [a.circle for a in g.legal_actions() if a.kind == "intercept"]
    assert intercepts == ["FL"]
    ev = act(g, "intercept", circle="FL")[0]
    assert ev.rule == "battle.intercept"
    assert "adding 5,000 shield" in ev.text and "(now 16,000)" in ev.text
    assert where(g, fl) == (1, "guardians") and g.state.players[1].at("FL") is None
    assert fl in g.state.rested
    assert power(g, foe) == 16000


# ------------------------------------------------------------------------- drive


@pytest.mark.rule("battle.drive", "battle.drive-check")
@pytest.mark.covers("DRIVE-007", "DRIVE-010", "DRIVE-011", formats=("standard",))
def test_twin_drive_checks_two_cards_into_the_hand() -> None:
    t = Table("standard")
    t.vanguard(0, STD_G3[0])
    top = t.deck_top(0, "Ember Lancer", "Blazeguard Knight")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    drive = [e for e in g.events if e.rule == "battle.drive"]
    assert drive[0].text.startswith(
        "The attacking vanguard “Pyreheart Sovereign Dragon” has drive 2 (Twin Drive)"
    )
    assert [e.kind for e in drive] == [
        "drive",
        "drive-check",
        "drive-to-hand",
        "drive-check",
        "drive-to-hand",
    ]
    assert "Drive check 1 of 2" in drive[1].text and "Drive check 2 of 2" in drive[3].text
    assert all(where(g, c) == (0, "hand") for c in top)


@pytest.mark.rule("battle.drive")
@pytest.mark.covers("DRIVE-004", formats=("standard",))
def test_standard_grade_0_vanguard_makes_no_drive_check() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinderling Scout")
    g = t.at_battle()
    hand = len(g.state.players[0].hand)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert "only a vanguard of grade 1 or more drive checks" in texts(g.events)
    assert len(g.state.players[0].hand) == hand


@pytest.mark.rule("battle.drive")
@pytest.mark.covers("DRIVE-003", "DRIVE-010", formats=("classic",))
def test_classic_grade_0_vanguard_drives_once() -> None:
    t = Table("classic")
    t.vanguard(0, "Lampwick Sprite")
    (top,) = t.deck_top(0, "Lanternguard Squire")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert "has drive 1: one drive check." in texts(g.events)
    assert where(g, top) == (0, "hand")


@pytest.mark.rule("battle.drive")
@pytest.mark.covers("DRIVE-002", formats=("standard",))
def test_a_rear_guard_attack_has_no_drive_step() -> None:
    t = Table("standard")
    t.vanguard(0, STD_G3[0])
    t.rear(0, "FL", "Blazeguard Knight")
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    assert "battle.drive" not in rules(g.events)
    assert g.state.step in ("start", "")


# ------------------------------------------------------------------ hit / no hit


@pytest.mark.rule("battle.hit-check", "battle.hit-vanguard", "damage.check")
@pytest.mark.covers(
    "DAMAGE-003", "DAMAGE-008", "DAMAGE-010", "DAMAGE-011", "DAMAGE-014", formats=("standard",)
)
def test_a_hit_on_the_vanguard_deals_damage_checks_equal_to_critical() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_G3[0])
    t.bonus(vg, 1, stat="critical")
    t.vanguard(1, STD_G3[1])
    d1, d2 = t.deck_top(1, "Shoalguard Cadet", "Coralshield Captain")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    hit = next(e for e in g.events if e.rule == "battle.hit-check")
    assert hit.text == (
        "Power check: “Pyreheart Sovereign Dragon” 13,000 against “Deepcurrent Admiral "
        "Marisande” 13,000: the attack hits (equal power still hits)."
    )
    dmg = next(e for e in g.events if e.rule == "battle.hit-vanguard")
    assert "with critical 2: 2 damage" in dmg.text
    checks = [e for e in g.events if e.rule == "damage.check"]
    assert [e.kind for e in checks] == ["damage-check", "damage", "damage-check", "damage"]
    assert "goes face up into Player 2's damage zone: 2 damage" in checks[3].text
    assert g.state.players[1].damage == (d1, d2)
    assert not ({d1, d2} & g.state.face_down)


@pytest.mark.rule("battle.hit-check", "battle.no-hit")
@pytest.mark.covers("DAMAGE-004", formats=("classic",))
def test_less_power_does_not_hit_and_nothing_happens() -> None:
    t = Table("classic")
    t.vanguard(0, "Beaconward Captain")  # 8000
    t.vanguard(1, "Thunderhull Marauder")  # 10000
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    rs = rules(g.events)
    assert "battle.no-hit" in rs and "battle.hit-vanguard" not in rs
    assert "the attack does not hit" in texts(g.events)
    assert g.state.players[1].damage == ()


@pytest.mark.rule("battle.hit-rearguard")
@pytest.mark.covers("DAMAGE-007", formats=("standard",))
def test_a_hit_rear_guard_is_retired() -> None:
    t = Table("standard")
    t.vanguard(0, STD_G3[0])
    rg = t.rear(1, "FL", "Coralshield Captain")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="FL")
    act(g, "end-guard")
    assert where(g, rg) == (1, "drop")
    assert "battle.hit-rearguard" in rules(g.events)
    assert g.state.players[1].damage == ()


# ----------------------------------------------------------- guardians retire


def _guarded_hit(fmt: str) -> tuple[Game, int]:
    t = Table(fmt)
    t.vanguard(0, STD_G3[0] if fmt == "standard" else CLS_G3[0])
    t.vanguard(1, STD_G3[1] if fmt == "standard" else CLS_G3[1])
    guard = "Shoalguard Cadet" if fmt == "standard" else "Deckhand Brawler"  # 5000 shield
    (gd,) = t.hand(1, guard)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=gd)
    act(g, "end-guard")
    return g, gd


@pytest.mark.rule("battle.guardians-retire", "zone.new-card")
@pytest.mark.covers("GUARD-013", formats=("standard",))
def test_standard_guardians_retire_at_the_end_of_the_damage_step() -> None:
    """CR 4.55 10.7.1.10: the hit / did-not-hit event and its abilities come first, then the
    guardians leave, still inside the damage step (not right after the hit check, as seed
    000 reads: GUARD-015 is a variance the engine does not follow)."""
    g, gd = _guarded_hit("standard")
    rs = rules(g.events)
    i = rs.index("battle.guardians-retire")
    assert rs.index("battle.hit-check") < i < rs.index("battle.close")
    last_damage = max((k for k, r in enumerate(rs) if r == "damage.check"), default=-1)
    assert i > last_damage
    assert "battle.no-hit" in rs[:i] or "battle.hit-vanguard" in rs[:i]
    assert g.events[i].step == "damage"
    assert where(g, gd) == (1, "drop") and gd not in g.state.rested
    assert "as the damage step ends" in g.events[i].text


@pytest.mark.rule("battle.guardians-retire")
@pytest.mark.covers("GUARD-013", formats=("classic",))
def test_classic_guardians_retire_in_the_damage_step_after_the_damage_checks() -> None:
    """CR 1.19 7.6.1.8 and Playbook Damage Step [8]: in the damage step, after the damage
    checks and before "when the attack hits" (seeds 002/004 say at the end of the battle:
    GUARD-016 is a variance the engine does not follow)."""
    g, gd = _guarded_hit("classic")
    rs = rules(g.events)
    i = rs.index("battle.guardians-retire")
    assert rs.index("battle.hit-check") < i < rs.index("battle.close")
    assert g.events[i].step == "damage"
    assert where(g, gd) == (1, "drop")


# -------------------------------------------------------------------- cancelled


@pytest.mark.rule("battle.cancelled")
@pytest.mark.covers("BATTLE-004", "DAMAGE-006", formats=("standard",))
def test_an_attack_whose_target_left_its_circle_is_cancelled() -> None:
    t = Table("standard")
    t.vanguard(0, STD_G3[0])
    rg = t.rear(1, "FL", "Coralshield Captain")
    g = t.at_battle()

    def retire_target(ctx, timing, info):  # type: ignore[no-untyped-def]
        # stands in for an ability: "when this unit is attacked, retire it"
        if timing == "attacked" and info["card"] == rg:
            ctx.move(rg, "drop")

    g.timing_hook = retire_target
    act(g, "attack", circle="VC", target="FL")
    act(g, "end-guard")
    ev = next(e for e in g.events if e.rule == "battle.cancelled")
    assert ev.text == "A battle opponent has left its circle, so the attack does not hit."
    rs = rules(g.events)
    assert "battle.hit-check" not in rs and "battle.hit-rearguard" not in rs
    assert "battle.no-hit" in rs and "battle.close" in rs


# ------------------------------------------------------------------------ close


@pytest.mark.rule("battle.close", "battle.start")
@pytest.mark.covers("CLOSE-005", formats=("standard",))
def test_after_the_close_step_the_next_attack_may_be_declared() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_G3[0])
    t.rear(0, "FR", "Blazeguard Knight")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert g.state.battle is None and _decision(g) == "attack"
    assert [(a.circle, a.target) for a in g.legal_actions() if a.kind == "attack"] == [("FR", "VC")]
    assert vg in g.state.rested and critical(g, vg) == 1


@pytest.mark.rule("battle.boost")
@pytest.mark.covers("BOOST-001", "BOOST-004", formats=("classic",))
def test_a_rear_guard_is_boosted_by_the_unit_directly_behind_it() -> None:
    t = Table("classic")
    t.vanguard(0, CLS_G3[0])
    fl = t.rear(0, "FL", "Dawnspear Knight")  # 10000
    t.rear(0, "BL", "Lanternguard Squire")  # 7000
    t.rear(0, "BC", "Brightshield Footman")  # behind the vanguard, not the FL
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    ev = act(g, "boost")[0]
    assert ev.cards[0] == find(g, 0, "Lanternguard Squire", "BL")
    assert power(g, fl) == 17000


@pytest.mark.rule("battle.boost")
@pytest.mark.covers("BOOST-005", formats=("standard",))
def test_the_boost_ends_when_the_booster_leaves_its_circle() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_G3[0])
    bc = t.rear(0, "BC", "Cinderling Squire")
    t.vanguard(1, STD_G3[1])
    (gd,) = t.hand(1, "Shoalguard Cadet")  # 5000: 13000 + 5000 > 13000 without the boost
    g = t.at_battle()

    def retire_booster(ctx, timing, info):  # type: ignore[no-untyped-def]
        # stands in for an ability: "when this unit is placed on (GC), retire the booster"
        if timing == "placed-on-gc":
            ctx.move(bc, "drop")

    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")
    assert power(g, vg) == 21000
    g.timing_hook = retire_booster
    act(g, "guard", card=gd)
    assert power(g, vg) == 13000, "the boost follows the booster off the field"
    act(g, "end-guard")
    assert "the attack does not hit" in last(g, "battle.hit-check").text


@pytest.mark.rule("battle.hit-vanguard")
@pytest.mark.covers("DAMAGE-009", formats=("standard",))
def test_an_attacker_with_critical_0_deals_no_damage() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_G3[0])
    t.bonus(vg, -1, stat="critical")
    t.vanguard(1, STD_G3[1])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert "has critical 0, so it deals no damage" in last(g, "battle.hit-vanguard").text
    assert g.state.players[1].damage == ()
