"""Inventory lines of the battle phase (BATTLE-, ATTACK-, BOOST-, GUARD-, INTERCEPT-, DRIVE-,
TRIGGER-, DAMAGE-, CLOSE-), each test marked with the lines it checks and the formats it plays.

Positions come from :mod:`builders`: Player 1 (index 0) attacks Player 2. The filler decks
hold no triggers unless a test puts one on top.
"""

from __future__ import annotations

import pytest
from builders import Table, act, critical_at, last, power, power_at, rules, texts, where

from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game
from vgwidget.engine.state import Mod

FORMATS = ("standard", "classic")
# Player 1's units by format (power in the comments: standard / classic).
VG3 = {"standard": "Pyreheart Sovereign Dragon", "classic": "Aurelio the Radiant Lanternlord"}
R2 = {"standard": "Blazeguard Knight", "classic": "Dawnspear Knight"}  # 10000 / 10000
B1 = {"standard": "Ember Lancer", "classic": "Brightshield Footman"}  # 8000 / 8000, Boost
G1 = {"standard": "Kindlescale Page", "classic": "Lanternguard Squire"}  # 8000 / 7000
CRIT = {"standard": "Sparkflit Sprite", "classic": "Glintblade Page"}
# Player 2's units.
FOE3 = {
    "standard": "Deepcurrent Admiral Marisande",
    "classic": "Vessaline the Tempest Corsair Queen",
}
FOE2 = {"standard": "Coralshield Captain", "classic": "Thunderhull Marauder"}  # 10000, Intercept
FOE1 = {"standard": "Shoalguard Cadet", "classic": "Deckhand Brawler"}  # 8000, shield 5000
FOE_CRIT = {"standard": "Riptide Striker", "classic": "Cutlass Parrot"}
TRIGGER_POWER = {"standard": 10000, "classic": 5000}


def _steps(g: Game, start: int) -> list[str]:
    """The steps the events from ``start`` on happened in, repeats collapsed."""
    out: list[str] = []
    for e in g.events[start:]:
        if e.step and (not out or out[-1] != e.step):
            out.append(e.step)
    return out


def _resolve_triggers(g: Game, circle: str = "VC") -> None:
    while g.decision is not None and g.decision["kind"] in ("power-to", "critical-to"):
        act(g, g.decision["kind"], circle=circle)


# ---------------------------------------------------------------------- the battle


@pytest.mark.covers("BATTLE-002", "CLOSE-005")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_battle_runs_its_steps_in_order_then_the_next_attack_is_asked(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    t.rear(0, "FR", R2[fmt])
    t.vanguard(1, FOE3[fmt])
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    # the next start step is entered by its own event before the next attack is asked
    assert _steps(g, n) == ["start", "attack", "guard", "drive", "damage", "close", "start"]
    assert g.state.battle is None
    assert g.decision is not None and g.decision["kind"] == "attack"
    assert {(a.circle, a.target) for a in g.legal_actions() if a.kind == "attack"} == {("FR", "VC")}


@pytest.mark.covers("BATTLE-005")
@pytest.mark.parametrize("fmt", FORMATS)
def test_every_unit_able_to_attack_attacks_once(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    t.rear(0, "FL", R2[fmt])
    t.rear(0, "FR", G1[fmt])
    t.vanguard(1, FOE3[fmt])
    g = t.at_battle()
    for circle in ("FL", "FR", "VC"):
        act(g, "attack", circle=circle, target="VC")
        act(g, "end-guard")
    assert len([e for e in g.events if e.rule == "battle.attack"]) == 3
    assert "has no standing front-row unit that can attack" in texts(g.events)


@pytest.mark.covers("BATTLE-006")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_failed_attack_costs_the_attacker_and_booster_nothing(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    att = t.rear(0, "FL", G1[fmt])
    boo = t.rear(0, "BL", B1[fmt])
    t.vanguard(1, FOE3[fmt])
    (gd,) = t.hand(1, FOE1[fmt])
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    act(g, "boost")
    act(g, "guard", card=gd)
    act(g, "end-guard")
    assert "battle.no-hit" in rules(g.events)
    assert where(g, att) == (0, "FL") and where(g, boo) == (0, "BL")
    assert g.state.players[0].damage == () and g.state.players[0].drop == ()


@pytest.mark.covers("BATTLE-009", "BATTLE-010")
@pytest.mark.parametrize("fmt", FORMATS)
def test_the_turn_player_decides_to_attack_unless_nothing_can(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    g = t.at_battle()
    assert g.decision is not None and g.decision["kind"] == "attack"
    assert g.current_player == 0
    assert {a.kind for a in g.legal_actions()} == {"attack", "end-battle"}
    t2 = Table(fmt)
    t2.vanguard(0, VG3[fmt], rested=True)
    g2 = t2.at_battle()
    assert "has no standing front-row unit that can attack" in texts(g2.events)
    assert not any(e.decision and e.rule == "battle.start" for e in g2.events)


# ------------------------------------------------------------------------ attack


@pytest.mark.covers("ATTACK-001", formats=("classic",))
def test_classic_the_battle_begins_with_the_attack_step() -> None:
    t = Table("classic")
    t.vanguard(0, VG3["classic"])
    g = t.at_battle()
    assert g.state.battle is None
    choice, ev = act(g, "attack", circle="VC", target="VC")[:2]
    assert choice.step == "start" and ev.step == "attack" and g.state.battle is not None


@pytest.mark.covers("ATTACK-004")
@pytest.mark.covers("ATTACK-007", formats=("classic",))
@pytest.mark.parametrize("fmt", FORMATS)
def test_declaring_an_attack_rests_the_attacker_only(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, VG3[fmt])
    foe = t.rear(1, "FL", FOE2[fmt])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="FL")
    assert vg in g.state.rested and foe not in g.state.rested


@pytest.mark.covers("ATTACK-005")
@pytest.mark.covers("ATTACK-006", formats=("classic",))
@pytest.mark.parametrize("fmt", FORMATS)
def test_only_the_opponents_front_row_may_be_attacked_standing_or_rested(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    t.rear(1, "FR", FOE2[fmt], rested=True)
    t.rear(1, "BL", FOE1[fmt])
    t.rear(1, "BC", FOE1[fmt])
    g = t.at_battle()
    targets = {a.target for a in g.legal_actions() if a.kind == "attack"}
    assert targets == {"VC", "FR"}
    with pytest.raises(IllegalAction):
        act(g, "attack", circle="VC", target="BL")


# ------------------------------------------------------------------------- boost


@pytest.mark.covers("BOOST-003")
@pytest.mark.parametrize("fmt", FORMATS)
def test_boosting_is_optional(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, VG3[fmt])
    bc = t.rear(0, "BC", B1[fmt])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert {a.kind for a in g.legal_actions()} == {"boost", "no-boost"}
    act(g, "no-boost")
    assert bc not in g.state.rested and power(g, vg) == g.state.card(vg).power


@pytest.mark.covers("BOOST-004", "BOOST-005", "CLOSE-002")
@pytest.mark.parametrize("fmt", FORMATS)
def test_the_boost_is_lost_when_the_booster_leaves_and_ends_at_close(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, VG3[fmt])
    bc = t.rear(0, "BC", B1[fmt])
    t.vanguard(1, FOE3[fmt])
    (gd,) = t.hand(1, FOE1[fmt])
    g = t.at_battle()
    base = g.state.card(vg).power
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")
    assert power(g, vg) == base + 8000

    def retire_booster(ctx, timing, info):  # type: ignore[no-untyped-def]
        # stands in for an ability: "when this unit is placed on (GC), retire the booster"
        if timing == "placed-on-gc":
            ctx.move(bc, "drop")

    g.timing_hook = retire_booster
    act(g, "guard", card=gd)
    assert power(g, vg) == base
    act(g, "end-guard")
    assert power(g, vg) == base


@pytest.mark.covers("BOOST-006")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_change_to_the_boosters_power_changes_the_boost(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, VG3[fmt])
    bc = t.rear(0, "BC", B1[fmt])
    t.vanguard(1, FOE3[fmt])
    (gd,) = t.hand(1, FOE1[fmt])
    g = t.at_battle()
    base = g.state.card(vg).power
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")

    def pump_booster(ctx, timing, info):  # type: ignore[no-untyped-def]
        # stands in for an ability: "when placed on (GC), the booster gets +3000"
        if timing == "placed-on-gc":
            ctx.add_mod(Mod(bc, "power", 3000, "battle", "test", "position.setup"))

    g.timing_hook = pump_booster
    act(g, "guard", card=gd)
    assert power(g, bc) == 8000 + 3000
    assert power(g, vg) == base + 8000 + 3000


@pytest.mark.covers("BOOST-007", formats=("classic",))
def test_classic_the_boost_stays_when_the_booster_is_stood() -> None:
    t = Table("classic")
    vg = t.vanguard(0, VG3["classic"])
    bc = t.rear(0, "BC", B1["classic"])
    t.vanguard(1, FOE3["classic"])
    (gd,) = t.hand(1, FOE1["classic"])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")

    def stand_booster(ctx, timing, info):  # type: ignore[no-untyped-def]
        if timing == "placed-on-gc":
            ctx.stand(bc)

    g.timing_hook = stand_booster
    act(g, "guard", card=gd)
    assert bc not in g.state.rested
    assert power(g, vg) == 11000 + 8000


@pytest.mark.covers("BOOST-008", formats=("classic",))
def test_classic_the_unit_being_attacked_cannot_be_boosted() -> None:
    t = Table("classic")
    t.vanguard(0, VG3["classic"])
    foe = t.vanguard(1, FOE3["classic"])
    t.rear(1, "BC", FOE1["classic"])  # a Boost unit behind the attacked vanguard
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert g.current_player == 1 and g.decision is not None
    assert g.decision["kind"] == "guard"
    assert "boost" not in {a.kind for a in g.legal_actions()}
    with pytest.raises(IllegalAction):
        act(g, "boost", player=1)
    assert power(g, foe) == 11000


# ------------------------------------------------------------------------- guard


@pytest.mark.covers("GUARD-002")
@pytest.mark.parametrize("fmt", FORMATS)
def test_the_attacker_cannot_call_guardians(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    (mine,) = t.hand(0, G1[fmt])
    t.hand(1, FOE1[fmt])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert g.current_player == 1
    with pytest.raises(IllegalAction):
        act(g, "guard", player=0, card=mine)
    assert where(g, mine) == (0, "hand")


@pytest.mark.covers("GUARD-004", formats=("standard",))
@pytest.mark.parametrize("fmt", FORMATS)
def test_the_defender_may_not_guard_at_all(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    (card,) = t.hand(1, FOE1[fmt])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert "end-guard" in {a.kind for a in g.legal_actions()}
    act(g, "end-guard")
    assert where(g, card) == (1, "hand")


@pytest.mark.covers("GUARD-003", "GUARD-005", "GUARD-006")
@pytest.mark.parametrize("fmt", FORMATS)
def test_guardians_are_called_rested_for_the_attacked_unit_and_add_shield(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    t.vanguard(1, FOE3[fmt])
    foe = t.rear(1, "FL", FOE2[fmt])
    g1, g2 = t.hand(1, FOE1[fmt], FOE1[fmt])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="FL")
    ev = act(g, "guard", card=g1)[0]
    assert f"shield for “{FOE2[fmt]}”" in ev.text
    act(g, "guard", card=g2)
    assert {g1, g2} <= g.state.rested
    assert where(g, g1) == (1, "guardians") and where(g, g2) == (1, "guardians")
    assert power(g, foe) == 10000 + 5000 + 5000


@pytest.mark.covers("GUARD-007", formats=("classic",))
def test_classic_a_guardian_may_not_exceed_the_vanguards_grade() -> None:
    t = Table("classic")
    t.vanguard(0, VG3["classic"])
    t.vanguard(1, "Deckhand Brawler")  # grade 1
    high, ok = t.hand(1, "Thunderhull Marauder", "Powderkeg Gunner")  # grade 2, grade 1
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    guards = {a.card for a in g.legal_actions() if a.kind == "guard"}
    assert high not in guards and ok in guards
    with pytest.raises(IllegalAction) as err:
        act(g, "guard", card=high)
    assert err.value.rule == "battle.guard-grade"


@pytest.mark.covers("GUARD-009", "GUARD-010", formats=("standard",))
def test_standard_any_grade_may_guard_and_no_shield_counts_as_0() -> None:
    t = Table("standard")
    t.vanguard(0, VG3["standard"])
    foe = t.vanguard(1, "Ripplet Herald")  # grade 0
    (g3,) = t.hand(1, "Stormsurge Regent")  # grade 3, no shield
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=g3)
    assert where(g, g3) == (1, "guardians")
    assert power(g, foe) == 5000


def test_classic_a_unit_without_shield_guards_for_0() -> None:
    """The official rules of the era set no shield requirement (GUARD-011 is seed 004's
    reading, recorded as a variance and not followed)."""
    t = Table("classic")
    t.vanguard(0, VG3["classic"])
    t.vanguard(1, FOE3["classic"])  # grade 3, so the grade allows it
    (g3,) = t.hand(1, "Squallbreaker Dreadcaptain")  # grade 3, no shield
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    ev = act(g, "guard", card=g3)[0]
    assert ev.rule == "battle.guard" and "+0 shield" in ev.text


@pytest.mark.covers("GUARD-012", "GUARD-017", formats=("classic",))
def test_classic_guarding_costs_only_the_card_and_power_returns_after_battle() -> None:
    t = Table("classic")
    t.vanguard(0, VG3["classic"])
    foe = t.vanguard(1, FOE3["classic"])
    dmg = t.damage_count(1, 2)
    gd, other = t.hand(1, FOE1["classic"], FOE1["classic"])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=gd)
    ps = g.state.players[1]
    assert ps.hand == (other,) and ps.damage == tuple(dmg) and ps.soul == ()
    assert not (set(dmg) & g.state.face_down)
    assert power(g, foe) == 16000
    act(g, "end-guard")
    assert g.state.battle is None and power(g, foe) == 11000


@pytest.mark.covers("GUARD-018")
@pytest.mark.parametrize("fmt", FORMATS)
def test_no_guardian_joins_after_the_guard_step(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    t.rear(0, "FL", R2[fmt])
    t.vanguard(1, FOE3[fmt])
    (late,) = t.hand(1, FOE1[fmt])
    t.deck_top(0, CRIT[fmt])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert g.decision is not None and g.decision["kind"] == "power-to"
    with pytest.raises(IllegalAction):
        act(g, "guard", player=1, card=late)
    _resolve_triggers(g)
    assert where(g, late) == (1, "hand")


@pytest.mark.covers("GUARD-020", "DRIVE-013", formats=("classic",))
def test_classic_after_guarding_a_vanguard_drives_and_a_rear_guard_does_not() -> None:
    t = Table("classic")
    t.vanguard(0, VG3["classic"])
    t.rear(0, "FL", "Solaris Paragon Knight")  # a grade 3 with Twin Drive, as a rear-guard
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    assert _steps(g, n)[:4] == ["start", "attack", "guard", "damage"]
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert _steps(g, n)[:5] == ["start", "attack", "guard", "drive", "damage"]


# --------------------------------------------------------------------- intercept


@pytest.mark.covers("INTERCEPT-001", "INTERCEPT-002")
@pytest.mark.covers("INTERCEPT-004", formats=("standard",))
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_rested_front_row_rear_guard_intercepts_by_moving(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    foe = t.vanguard(1, FOE3[fmt])
    fl = t.rear(1, "FL", FOE2[fmt], rested=True)
    g = t.at_battle()
    seen: list[str] = []
    g.timing_hook = lambda ctx, timing, info: seen.append(timing)
    act(g, "attack", circle="VC", target="VC")
    assert [a.circle for a in g.legal_actions() if a.kind == "intercept"] == ["FL"]
    ev = act(g, "intercept", circle="FL")[0]
    assert ev.rule == "battle.intercept" and "moves to the guardian circle" in ev.text
    assert where(g, fl) == (1, "guardians") and fl in g.state.rested
    assert power(g, foe) == g.state.card(foe).power + 5000
    # a move, not a call: nothing is placed on the guardian circle from outside the field
    assert "intercepts" in seen and "placed-on-gc" not in seen


@pytest.mark.covers("INTERCEPT-003")
@pytest.mark.covers("INTERCEPT-007", formats=("classic",))
@pytest.mark.parametrize("fmt", FORMATS)
def test_neither_the_attacked_unit_nor_the_vanguard_intercepts(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    t.vanguard(1, FOE2[fmt])  # a grade 2 vanguard with Intercept
    t.rear(1, "FL", FOE2[fmt])
    t.rear(1, "FR", FOE2[fmt])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="FL")
    assert [a.circle for a in g.legal_actions() if a.kind == "intercept"] == ["FR"]
    with pytest.raises(IllegalAction):
        act(g, "intercept", circle="FL")


# ------------------------------------------------------------------------- drive


@pytest.mark.covers("DRIVE-006", "TRIGGER-002")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_drive_check_reveals_into_the_trigger_zone_a_damage_check_ends_in_damage(
    fmt: str,
) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    t.vanguard(1, FOE3[fmt])
    d1, d2 = t.deck_top(0, G1[fmt], R2[fmt])
    (dc,) = t.deck_top(1, FOE1[fmt])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    reveal = next(e for e in g.events if e.kind == "drive-check")
    snap = g.snapshots[reveal.seq]
    assert snap.locate(d1) == (0, "trigger") and d1 not in snap.face_down
    assert where(g, d1) == (0, "hand") and where(g, d2) == (0, "hand")
    assert g.state.players[1].damage == (dc,)


@pytest.mark.covers("DRIVE-002")
@pytest.mark.parametrize("fmt", FORMATS)
def test_only_a_vanguard_drive_checks(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    t.rear(0, "FL", R2[fmt])
    g = t.at_battle()
    hand = len(g.state.players[0].hand)
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    assert "battle.drive" not in rules(g.events)
    assert len(g.state.players[0].hand) == hand


@pytest.mark.covers(
    "DRIVE-007",
    "DRIVE-009",
    "DRIVE-010",
    "DRIVE-011",
    "DRIVE-012",
    "DRIVE-014",
    "TRIGGER-019",
    formats=("classic",),
)
def test_classic_twin_drive_checks_twice_one_after_the_other_then_damage() -> None:
    t = Table("classic")
    vg = t.vanguard(0, VG3["classic"])
    c1, c2 = t.deck_top(0, CRIT["classic"], CRIT["classic"])
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    _resolve_triggers(g)
    drive = [e.kind for e in g.events[n:] if e.step == "drive"]
    once = ["drive-check", "trigger", "power", "critical", "drive-to-hand"]
    assert drive == ["drive", *once, *once]
    assert where(g, c1) == (0, "hand") and where(g, c2) == (0, "hand")
    assert critical_at(g, last(g, "battle.hit-check"), vg) == 3
    # no decision but the triggers' recipients: both checks are made, then the damage step
    decisions = [e.kind for e in g.events[n:] if e.decision]
    assert decisions == ["attack-choice", "end-guard"]
    assert _steps(g, n)[3:5] == ["drive", "damage"]


# ----------------------------------------------------------------------- triggers


@pytest.mark.covers("TRIGGER-001")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_trigger_unit_on_the_field_is_an_ordinary_unit(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, VG3[fmt])
    (trig,) = t.hand(0, CRIT[fmt])
    g = t.at_main()
    act(g, "call", card=trig, circle="BC")
    assert where(g, trig) == (0, "BC")
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")
    assert power(g, vg) == g.state.card(vg).power + g.state.card(trig).power
    # off the trigger zone, its icon did nothing: no trigger was checked so far
    assert "trigger.check" not in rules(g.events)


@pytest.mark.covers("TRIGGER-004", formats=("classic",))
def test_classic_a_damage_check_trigger_matches_any_unit_of_its_clan() -> None:
    def game(with_rear: bool) -> Game:
        t = Table("classic")
        t.vanguard(0, VG3["classic"])
        t.vanguard(1, "Dawnspear Knight")  # the attacked vanguard is not a Stormrider
        if with_rear:
            t.rear(1, "BR", "Deckhand Brawler")  # a Stormrider in the back row
        t.deck_top(1, FOE_CRIT["classic"])
        g = t.at_battle()
        act(g, "attack", circle="VC", target="VC")
        act(g, "end-guard")
        return g

    g = game(with_rear=True)
    assert g.decision is not None and g.decision["kind"] == "power-to"
    assert g.current_player == 1
    g = game(with_rear=False)
    assert "trigger.condition" in rules(g.events)


@pytest.mark.covers("TRIGGER-012", formats=("classic",))
def test_classic_a_draw_trigger_draws_in_a_damage_check_too() -> None:
    t = Table("classic")
    t.vanguard(0, VG3["classic"])
    t.vanguard(1, FOE3["classic"])
    _, nxt = t.deck_top(1, "Spyglass Lookout", "Deckhand Brawler")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert where(g, nxt) == (1, "hand")
    assert "trigger.draw" in rules(g.events)


@pytest.mark.covers("TRIGGER-017", "DAMAGE-005", formats=("classic",))
def test_classic_a_drive_trigger_counts_in_this_battles_power_check() -> None:
    t = Table("classic")
    t.vanguard(0, VG3["classic"])  # 11000
    t.rear(0, "BC", G1["classic"])  # boost 7000
    t.vanguard(1, FOE3["classic"])  # 11000
    t.rear(1, "FL", "Stormsail Boatswain")  # intercept 5000
    (gd,) = t.hand(1, FOE1["classic"])  # shield 5000
    t.deck_top(0, CRIT["classic"])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")
    act(g, "guard", card=gd)
    act(g, "intercept", circle="FL")
    act(g, "end-guard")
    _resolve_triggers(g)
    hit = next(e for e in g.events if e.rule == "battle.hit-check")
    # 11000 + 7000 boost + 5000 trigger against 11000 + 5000 + 5000 shield
    assert "23,000 against" in hit.text and "21,000: the attack hits" in hit.text


@pytest.mark.covers("TRIGGER-018", "DAMAGE-015", formats=("classic",))
def test_classic_a_damage_check_trigger_does_not_undo_the_hit_but_helps_later() -> None:
    t = Table("classic")
    vg = t.vanguard(0, VG3["classic"])
    t.bonus(vg, 1, stat="critical")
    fr = t.rear(0, "FR", R2["classic"])
    t.bonus(fr, 3000)  # 13000: would hit an 11000 vanguard
    foe = t.vanguard(1, FOE3["classic"])
    t.deck_top(1, FOE_CRIT["classic"], "Deckhand Brawler")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    _resolve_triggers(g)
    assert power(g, foe) == 16000
    # the hit stands and both damage checks are made
    assert len(g.state.players[1].damage) == 2
    act(g, "attack", circle="FR", target="VC")
    act(g, "end-guard")
    second = last(g, "battle.hit-check")
    assert "13,000 against" in second.text and "16,000: the attack does not hit" in second.text


# ------------------------------------------------------------------------ damage


@pytest.mark.covers("DAMAGE-003", "DAMAGE-008", "DAMAGE-010", "DAMAGE-011", "DAMAGE-014")
@pytest.mark.parametrize("fmt", FORMATS)
def test_equal_power_hits_and_each_critical_is_one_finished_damage_check(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, FOE3[fmt])  # the same vanguard on both sides: equal power
    t.bonus(vg, 1, stat="critical")
    t.vanguard(1, FOE3[fmt])
    d1, d2 = t.deck_top(1, FOE1[fmt], FOE2[fmt])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert "the attack hits (equal power still hits)" in texts(g.events)
    checks = [e.kind for e in g.events if e.rule == "damage.check"]
    assert checks == ["damage-check", "damage", "damage-check", "damage"]
    assert g.state.players[1].damage == (d1, d2)
    assert not ({d1, d2} & g.state.face_down)


@pytest.mark.covers("DAMAGE-004")
@pytest.mark.parametrize("fmt", FORMATS)
def test_less_power_does_not_hit(fmt: str) -> None:
    t = Table(fmt)
    t.vanguard(0, VG3[fmt])
    t.rear(0, "FL", G1[fmt])
    t.vanguard(1, FOE3[fmt])
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    assert "battle.no-hit" in rules(g.events)
    assert g.state.players[1].damage == ()


@pytest.mark.covers("DAMAGE-007")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_hit_rear_guard_is_retired_whatever_the_critical(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, VG3[fmt])
    t.bonus(vg, 2, stat="critical")
    rg = t.rear(1, "FL", FOE2[fmt])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="FL")
    act(g, "end-guard")
    assert where(g, rg) == (1, "drop")
    assert g.state.players[1].damage == ()


@pytest.mark.covers("DAMAGE-002", formats=("standard",))
def test_standard_the_power_check_is_made_in_the_damage_step_after_the_drive() -> None:
    t = Table("standard")
    vg = t.vanguard(0, VG3["standard"])
    t.vanguard(1, FOE3["standard"])
    (gd,) = t.hand(1, FOE1["standard"])
    t.deck_top(0, CRIT["standard"])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=gd)
    act(g, "end-guard")
    hit = next(e for e in g.events if e.rule == "battle.hit-check")
    assert hit.step == "damage"
    assert power_at(g, hit, vg) == 23000
    assert "23,000 against" in hit.text and "18,000: the attack hits" in hit.text


@pytest.mark.covers("DAMAGE-019", formats=("standard",))
def test_standard_a_rear_guard_that_is_not_hit_keeps_nothing_from_the_battle() -> None:
    t = Table("standard")
    t.vanguard(0, VG3["standard"])
    t.rear(0, "FL", G1["standard"])  # 8000
    rg = t.rear(1, "FR", FOE2["standard"])  # 10000
    g = t.at_battle()
    act(g, "attack", circle="FL", target="FR")
    act(g, "end-guard")
    assert "battle.no-hit" in rules(g.events)
    assert where(g, rg) == (1, "FR") and power(g, rg) == 10000
    act(g, "attack", circle="VC", target="FR")
    act(g, "end-guard")
    assert where(g, rg) == (1, "drop")


@pytest.mark.covers("CLOSE-003")
@pytest.mark.parametrize("fmt", FORMATS)
def test_effects_for_this_battle_end_in_the_close_step(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, VG3[fmt])
    t.bonus(vg, 4000, until="battle")
    t.bonus(vg, 1000, until="turn")
    t.rear(0, "FR", R2[fmt])
    g = t.at_battle()
    base = g.state.card(vg).power
    act(g, "attack", circle="VC", target="VC")
    assert power(g, vg) == base + 5000
    act(g, "end-guard")
    close = next(e for e in g.events if e.rule == "battle.close")
    assert close.step == "close"
    assert power_at(g, close, vg) == base + 1000


@pytest.mark.covers("BATTLE-003", "BATTLE-007", formats=("standard",))
def test_standard_a_battle_is_one_attacker_against_one_front_row_target() -> None:
    t = Table("standard")
    t.vanguard(0, VG3["standard"])
    fl = t.rear(0, "FL", R2["standard"])
    bl = t.rear(0, "BL", B1["standard"])
    foe = t.rear(1, "FR", FOE2["standard"])
    g = t.at_battle()
    act(g, "attack", circle="FL", target="FR")
    act(g, "boost")
    b = g.state.battle
    assert b is not None
    assert (b.attacker, b.attacker_circle, b.target, b.target_circle) == (fl, "FL", foe, "FR")
    assert b.booster == bl, "the booster supports the attacker; it does not battle"
    act(g, "end-guard")
    assert g.state.battle is None
    assert rules(g.events).count("battle.attack") == 1
    assert rules(g.events).count("battle.close") == 1
