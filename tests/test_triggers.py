"""Triggers in drive and damage checks, in each format.

Standard: critical, draw, heal and front give +10000, over gives +100,000,000; no clan
condition. Classic: critical, draw, heal and stand give +5000, and only work if a unit of
the trigger's clan is on your vanguard or rear-guard circles. The checking player chooses
who receives each effect.
"""

from __future__ import annotations

import pytest
from builders import (
    Table,
    act,
    critical,
    critical_at,
    last,
    power,
    power_at,
    rules,
    texts,
    where,
)

from vgwidget.engine.game import Game

STD_VG = ("Pyreheart Sovereign Dragon", "Deepcurrent Admiral Marisande")  # 13000
CLS_VG = ("Aurelio the Radiant Lanternlord", "Vessaline the Tempest Corsair Queen")  # 11000

# Trigger cards of Player 1's teaching deck.
STD_TRIGGER = {
    "critical": "Sparkflit Sprite",
    "draw": "Hearthfox Courier",
    "heal": "Warmglow Mender",
    "front": "Flarecharge Hound",
    "over": "Dawnforge Phoenix",
}
CLS_TRIGGER = {
    "critical": "Glintblade Page",
    "draw": "Lanternlight Scribe",
    "heal": "Candlemend Cleric",
    "stand": "Rallying Bugler",
}


def _choices(g: Game) -> set[str | None]:
    return {a.circle for a in g.legal_actions()}


def _drive(fmt: str, trigger: str, *, rear: bool = True) -> tuple[Table, Game, dict[str, int]]:
    """Player 1 attacks vanguard to vanguard and drive checks ``trigger`` first."""
    t = Table(fmt)
    vg_names = STD_VG if fmt == "standard" else CLS_VG
    u = {"VC": t.vanguard(0, vg_names[0])}
    if rear:
        u["FL"] = t.rear(0, "FL", "Blazeguard Knight" if fmt == "standard" else "Dawnspear Knight")
    u["foe"] = t.vanguard(1, vg_names[1])
    u["trigger"], u["next"] = t.deck_top(0, trigger, t.plain_card(0))
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    return t, g, u


# ----------------------------------------------------------------------- critical


@pytest.mark.rule("trigger.check", "trigger.power", "trigger.critical")
@pytest.mark.parametrize(
    ("fmt", "amount"),
    [("standard", 10000), ("classic", 5000), ("premium", 5000)],
    ids=["standard", "classic", "premium"],
)
@pytest.mark.covers("TRIGGER-009", "TRIGGER-010", "TRIGGER-011", formats=("classic", "premium"))
def test_critical_trigger_power_and_critical_go_to_chosen_units(fmt: str, amount: int) -> None:
    name = (STD_TRIGGER if fmt == "standard" else CLS_TRIGGER)["critical"]
    _, g, u = _drive(fmt, name)
    ev = next(e for e in g.events if e.rule == "trigger.check" and e.kind == "trigger")
    assert ev.text == f"“{name}” is a critical trigger! Player 1 resolves its effects."
    assert g.decision is not None and g.decision["kind"] == "power-to"
    assert f"+{amount:,} power (critical trigger)" in g.decision["prompt"]
    assert _choices(g) == {"VC", "FL"}, "any of the checking player's units"
    fl_before = power(g, u["FL"])
    pw = act(g, "power-to", circle="FL")[0]
    assert pw.rule == "trigger.power" and pw.decision and pw.actor == 0
    assert power(g, u["FL"]) == fl_before + amount
    assert g.decision is not None and g.decision["kind"] == "critical-to"
    cr = act(g, "critical-to", circle="VC")[0]
    assert cr.rule == "trigger.critical" and "now critical 2" in cr.text
    assert critical(g, u["VC"]) == 2 and critical(g, u["FL"]) == 1
    # the critical counts in this battle: two damage checks
    assert "with critical 2: 2 damage" in texts(g.events)
    assert len(g.state.players[1].damage) == 2


@pytest.mark.rule("trigger.power", "trigger.critical")
def test_a_lone_unit_gets_the_trigger_without_a_choice() -> None:
    _, g, u = _drive("standard", STD_TRIGGER["critical"], rear=False)
    pw = next(e for e in g.events if e.rule == "trigger.power")
    assert not pw.decision
    assert pw.text == (
        "“Pyreheart Sovereign Dragon” gets +10,000 power until end of turn (the only unit that "
        "can take it): now 23,000."
    )
    cr = last(g, "trigger.critical")
    assert power_at(g, cr, u["VC"]) == 23000 and critical_at(g, cr, u["VC"]) == 2
    assert "power-to" not in {e.kind for e in g.events if e.decision}


# --------------------------------------------------------------------------- draw


@pytest.mark.rule("trigger.draw", "trigger.power")
@pytest.mark.parametrize(
    ("fmt", "amount"),
    [("standard", 10000), ("classic", 5000), ("premium", 5000)],
    ids=["standard", "classic", "premium"],
)
@pytest.mark.covers("TRIGGER-010", "TRIGGER-012", formats=("classic", "premium"))
def test_draw_trigger_gives_power_and_a_card(fmt: str, amount: int) -> None:
    name = (STD_TRIGGER if fmt == "standard" else CLS_TRIGGER)["draw"]
    _, g, u = _drive(fmt, name)
    nxt = u["next"]
    if fmt == "standard":  # 000: the player orders the effects when the order can matter
        assert g.decision is not None and g.decision["kind"] == "trigger-order"
        act(g, "trigger-order", target="power-first")
    act(g, "power-to", circle="VC")
    assert power(g, u["VC"]) == g.state.card(u["VC"]).power + amount
    draw = next(e for e in g.events if e.rule == "trigger.draw")
    assert draw.cards == (nxt,) and draw.private == 0
    assert draw.for_viewer(1).text == "Player 1 draws a card from the trigger."
    assert where(g, nxt) == (0, "hand") and where(g, u["trigger"]) == (0, "hand")


# --------------------------------------------------------------------------- heal


def _heal(fmt: str, mine: int, theirs: int) -> tuple[Game, dict[str, int], list[int]]:
    t = Table(fmt)
    vg_names = STD_VG if fmt == "standard" else CLS_VG
    u = {"VC": t.vanguard(0, vg_names[0])}
    t.vanguard(1, vg_names[1])
    dmg = t.damage_count(0, mine)
    t.damage_count(1, theirs)
    (u["trigger"],) = t.deck_top(0, (STD_TRIGGER if fmt == "standard" else CLS_TRIGGER)["heal"])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    return g, u, dmg


@pytest.mark.rule("trigger.heal", "trigger.power")
@pytest.mark.parametrize(
    ("fmt", "amount"),
    [("standard", 10000), ("classic", 5000), ("premium", 5000)],
    ids=["standard", "classic", "premium"],
)
@pytest.mark.covers("TRIGGER-010", "TRIGGER-014", formats=("classic", "premium"))
def test_heal_trigger_heals_when_damage_is_at_least_the_opponents(fmt: str, amount: int) -> None:
    g, u, dmg = _heal(fmt, 2, 2)
    assert power(g, u["VC"]) == g.state.card(u["VC"]).power + amount
    assert g.decision is not None and g.decision["kind"] == "heal-card"
    assert "(2 damage vs 2)" in g.decision["prompt"]
    assert {a.card for a in g.legal_actions()} == set(dmg)
    ev = act(g, "heal-card", card=dmg[1])[0]
    assert ev.rule == "trigger.heal"
    assert "has 2 damage, at least the opponent's 2" in ev.text
    assert g.state.players[0].damage == (dmg[0],)
    assert where(g, dmg[1]) == (0, "drop")


@pytest.mark.rule("trigger.heal")
@pytest.mark.covers("TRIGGER-014", formats=("classic",))
def test_a_single_damage_card_is_healed_without_a_choice() -> None:
    g, _, dmg = _heal("classic", 1, 0)
    assert where(g, dmg[0]) == (0, "drop")
    assert g.state.players[0].damage == ()


@pytest.mark.rule("trigger.heal")
@pytest.mark.parametrize(
    ("mine", "theirs", "why"),
    [(1, 2, "has 1 damage, fewer than the opponent's 2"), (0, 0, "has no damage")],
)
def test_heal_fails_with_less_damage_than_the_opponent(mine: int, theirs: int, why: str) -> None:
    g, u, dmg = _heal("standard", mine, theirs)
    ev = next(e for e in g.events if e.rule == "trigger.heal")
    assert ev.kind == "heal-fails" and why in ev.text
    assert g.state.players[0].damage == tuple(dmg)
    # the power still comes
    assert power_at(g, ev, u["VC"]) == 23000


# -------------------------------------------------------------------------- stand


@pytest.mark.rule("trigger.stand")
@pytest.mark.covers("TRIGGER-009", "TRIGGER-013", formats=("classic",))
def test_classic_stand_trigger_stands_a_rested_rear_guard() -> None:
    t = Table("classic")
    t.vanguard(0, CLS_VG[0])
    fl = t.rear(0, "FL", "Dawnspear Knight", rested=True)
    fr = t.rear(0, "FR", "Lumen Sword Adept", rested=True)
    t.deck_top(0, CLS_TRIGGER["stand"])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    act(g, "power-to", circle="FL")
    assert power(g, fl) == 15000
    assert g.decision is not None and g.decision["kind"] == "stand-unit"
    assert _choices(g) == {"FL", "FR"}
    ev = act(g, "stand-unit", circle="FR")[0]
    assert ev.rule == "trigger.stand" and "stands the rear-guard “Lumen Sword Adept”" in ev.text
    assert fr not in g.state.rested and fl in g.state.rested
    # the stood rear-guard can attack again this turn
    assert g.decision is not None and g.decision["kind"] == "attack"
    assert ("FR", "VC") in {(a.circle, a.target) for a in g.legal_actions()}


@pytest.mark.rule("trigger.stand")
def test_stand_trigger_with_no_rested_rear_guard_only_gives_power() -> None:
    _, g, u = _drive("classic", CLS_TRIGGER["stand"])
    act(g, "power-to", circle="VC")
    assert "Player 1 has no rested rear-guard to stand." in texts(g.events)
    assert power(g, u["VC"]) == 16000


@pytest.mark.rule("trigger.check")
@pytest.mark.covers("TRIGGER-020", formats=("standard",))
def test_a_trigger_icon_the_format_does_not_use_does_nothing() -> None:
    # a Classic stand trigger card in a Standard game
    _, g, u = _drive("standard", "Rallying Bugler")
    ev = next(e for e in g.events if e.cards == (u["trigger"],) and e.rule == "trigger.check")
    assert "which the standard format does not use, so nothing happens" in ev.text
    assert power(g, u["VC"]) == 13000
    assert where(g, u["trigger"]) == (0, "hand")


# -------------------------------------------------------------------------- front


@pytest.mark.rule("trigger.front")
@pytest.mark.covers("TRIGGER-020", formats=("standard",))
def test_front_trigger_powers_every_front_row_unit() -> None:
    t = Table("standard")
    vg = t.vanguard(0, STD_VG[0])
    fl = t.rear(0, "FL", "Blazeguard Knight")
    fr = t.rear(0, "FR", "Scorchmane Raider", rested=True)
    bc = t.rear(0, "BC", "Ember Lancer")
    t.deck_top(0, STD_TRIGGER["front"])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "no-boost")
    act(g, "end-guard")
    ev = next(e for e in g.events if e.rule == "trigger.front")
    assert set(ev.cards) == {vg, fl, fr}
    assert "Every front-row unit of Player 1 gets +10,000 power until end of turn" in ev.text
    assert (power(g, vg), power(g, fl), power(g, fr), power(g, bc)) == (23000, 20000, 20000, 8000)
    assert "trigger.power" not in rules(g.events), "no single recipient to choose"


# --------------------------------------------------------------------------- over


@pytest.mark.rule("trigger.over")
@pytest.mark.covers("TRIGGER-020", "DRIVE-008", formats=("standard",))
def test_over_trigger_is_removed_draws_and_gives_100_million() -> None:
    _, g, u = _drive("standard", STD_TRIGGER["over"])
    nxt = u["next"]
    assert where(g, u["trigger"]) == (0, "removal")
    assert "is removed from the game (removal zone)" in texts(g.events)
    assert g.decision is not None and g.decision["kind"] == "trigger-order"
    act(g, "trigger-order", target="draw-first")
    assert where(g, nxt) == (0, "hand")
    assert g.decision is not None and g.decision["kind"] == "power-to"
    assert "+100,000,000 power (over trigger)" in g.decision["prompt"]
    ev = act(g, "power-to", circle="FL")[0]
    assert ev.rule == "trigger.over"
    assert power(g, u["FL"]) == 100_010_000
    # the removed card does not go to the hand
    assert where(g, u["trigger"]) == (0, "removal")


@pytest.mark.rule("trigger.over", "damage.check")
@pytest.mark.covers("DAMAGE-012", formats=("standard",))
def test_over_trigger_in_a_damage_check_never_reaches_the_damage_zone() -> None:
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    foe = t.vanguard(1, STD_VG[1])
    (over,) = t.deck_top(1, "Tidal Apex Serpent")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    # the defender resolves it; a lone vanguard takes the power
    assert where(g, over) == (1, "removal")
    assert g.state.players[1].damage == ()
    pw = last(g, "trigger.over")
    assert pw.kind == "power" and power_at(g, pw, foe) == 100_013_000
    # checked before the card would be placed: the second damage check... there is none,
    # critical 1, so Player 2 ends the battle with 0 damage


# ------------------------------------------------------------- Classic condition


@pytest.mark.rule("trigger.condition")
@pytest.mark.covers("TRIGGER-003", "DRIVE-007", formats=("classic",))
def test_classic_trigger_without_a_unit_of_its_clan_does_nothing() -> None:
    t = Table("classic")
    vg = t.vanguard(0, "Vessaline the Tempest Corsair Queen")  # Stormrider, not Lanternguard
    (trig,) = t.deck_top(0, "Glintblade Page")  # a Lanternguard critical
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    ev = next(e for e in g.events if e.rule == "trigger.condition")
    assert ev.text == (
        "“Glintblade Page” is a critical trigger, but Player 1 has no «Lanternguard» unit on "
        "the vanguard or rear-guard circles, so it does nothing."
    )
    assert power(g, vg) == 11000 and critical(g, vg) == 1
    assert where(g, trig) == (0, "hand"), "the checked card still goes to hand"


@pytest.mark.rule("trigger.condition")
@pytest.mark.covers("TRIGGER-003", formats=("classic",))
def test_classic_clan_match_may_be_any_unit_on_the_field() -> None:
    t = Table("classic")
    vg = t.vanguard(0, "Vessaline the Tempest Corsair Queen")
    t.rear(0, "BR", "Lanternguard Squire")  # the clan match, in the back row
    t.deck_top(0, "Glintblade Page")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert "trigger.condition" not in rules(g.events)
    act(g, "power-to", circle="VC")
    cr = act(g, "critical-to", circle="VC")[0]
    assert power_at(g, cr, vg) == 16000 and critical_at(g, cr, vg) == 2


@pytest.mark.rule("trigger.condition")
@pytest.mark.covers("TRIGGER-006", formats=("standard",))
def test_standard_triggers_have_no_clan_condition() -> None:
    # a Tidecourt critical trigger checked by an Emberreach vanguard still works
    _, g, u = _drive("standard", "Riptide Striker", rear=False)
    assert "trigger.condition" not in rules(g.events)
    cr = last(g, "trigger.critical")
    assert power_at(g, cr, u["VC"]) == 23000 and critical_at(g, cr, u["VC"]) == 2


# ------------------------------------------------------------ damage-check triggers


@pytest.mark.rule("trigger.power", "damage.check")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
@pytest.mark.covers("DAMAGE-011")
@pytest.mark.covers("TRIGGER-009", "TRIGGER-011", formats=("classic",))
def test_the_defender_chooses_the_recipient_of_a_damage_check_trigger(fmt: str) -> None:
    t = Table(fmt)
    vg_names = STD_VG if fmt == "standard" else CLS_VG
    t.vanguard(0, vg_names[0])
    t.vanguard(1, vg_names[1])
    rg = t.rear(1, "FL", "Coralshield Captain" if fmt == "standard" else "Stormsail Boatswain")
    (trig,) = t.deck_top(1, "Riptide Striker" if fmt == "standard" else "Cutlass Parrot")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert g.decision is not None and g.decision["kind"] == "power-to"
    assert g.current_player == 1 and _choices(g) == {"VC", "FL"}
    act(g, "power-to", circle="FL")
    cr = act(g, "critical-to", circle="FL")[0]
    assert cr.actor == 1
    amount = 10000 if fmt == "standard" else 5000
    assert power_at(g, cr, rg) == g.state.card(rg).power + amount
    assert critical_at(g, cr, rg) == 2
    assert g.state.players[1].damage == (trig,)
