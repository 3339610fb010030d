"""The Playbook's own battle rules in Premium: the guardian grade (GUARD-008), the numbered
damage step (DAMAGE-016, DAMAGE-017, GUARD-014) and the trigger's clan condition
(TRIGGER-005)."""

from __future__ import annotations

import pytest
from builders import Table, act, critical, make_card, pool_with, power, rules, where

from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.formats import premium_variant

P = ("premium",)
VG2 = "Vessaline the Tempest Corsair Queen"


@pytest.mark.covers("GUARD-008", formats=P)
@pytest.mark.rule("g.guard-grade", "battle.guard-grade")
def test_g_guard_grade_a_guardian_is_a_normal_call_limited_by_the_vanguard_grade() -> None:
    """In Premium a guardian called from hand is a normal call, and a normal call may not exceed
    the vanguard's grade (CR 1.48 §7.5.1.2.2, §8.5.2.1.1.2): a grade 3 may not guard for a grade
    1 vanguard, as in Classic; a grade 1 may."""
    for fmt in ("premium", "classic"):
        t = Table(fmt)
        t.vanguard(0, "Aurelio the Radiant Lanternlord")
        t.vanguard(1, "Deckhand Brawler")  # grade 1
        (g3,) = t.hand(1, VG2)  # grade 3
        (g1,) = t.hand(1, "Deckhand Brawler")  # grade 1
        g = t.at_battle()
        act(g, "attack", circle="VC", target="VC")
        assert ("guard", g3) not in {(a.kind, a.card) for a in g.legal_actions()}
        with pytest.raises(IllegalAction, match="battle.guard-grade"):
            act(g, "guard", card=g3)
        act(g, "guard", card=g1)
        assert where(g, g1) == (1, "guardians")


@pytest.mark.rule("g.guard-grade")
def test_g_guard_grade_the_playbook_guard_step_variant_lets_any_grade_guard() -> None:
    """The named variant ``playbook-guard-step`` keeps the reading of the Playbook's guard step
    alone (001 Guard Step [2]①, no grade check): there a grade 3 may guard for a grade 1."""
    t = Table(premium_variant("playbook-guard-step"))
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    t.vanguard(1, "Deckhand Brawler")  # grade 1
    (g3,) = t.hand(1, VG2)  # grade 3
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=g3)
    assert where(g, g3) == (1, "guardians")


@pytest.mark.covers("TRIGGER-005", formats=P)
@pytest.mark.rule("trigger.condition", "g.trigger-condition")
def test_a_premium_trigger_needs_a_unit_of_its_clan() -> None:
    t = Table("premium")
    vg = t.vanguard(0, VG2)  # Stormrider, not Lanternguard
    (trig,) = t.deck_top(0, "Glintblade Page")  # a Lanternguard critical
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert "trigger.condition" in rules(g.events)
    assert power(g, vg) == 11000 and critical(g, vg) == 1
    assert where(g, trig) == (0, "hand")


@pytest.mark.covers("DAMAGE-017", "GUARD-014", formats=P)
@pytest.mark.rule("g.damage-step", "battle.guardians-retire")
def test_premium_retires_guardians_after_the_damage_check_then_hit_abilities_resolve() -> None:
    striker = make_card(
        "Test Dawnstrike Templar",
        "premium",
        [
            {
                "type": "AUTO",
                "zones": ["VC"],
                "timing": "attack-hits",
                "on": "self",
                "effect": [{"do": "power", "amount": 1000, "target": "self", "until": "turn"}],
                "text": "[AUTO](VC) When this unit's attack hits, it gets +1000 power.",
            }
        ],
        text="[AUTO](VC) When this unit's attack hits, it gets +1000 power.",
        power=20000,
    )
    t = Table("premium", pool=pool_with(striker))
    t.vanguard(0, striker.name)
    t.vanguard(1, VG2)
    (gd,) = t.hand(1, "Deckhand Brawler")  # 5000 shield: not enough
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=gd)
    act(g, "end-guard")
    while g.decision is not None and g.decision["kind"] not in ("attack", "main"):
        a = g.legal_actions()[0]
        g.apply(a)
    first: dict[str, int] = {}
    for e in g.events:
        first.setdefault(e.rule, e.seq)
    assert first["damage.check"] < first["battle.guardians-retire"]
    hits = [e for e in g.events if e.rule == "ability.auto" and "hits" in e.text]
    assert hits and all(e.seq > first["battle.guardians-retire"] for e in hits)


@pytest.mark.covers("DAMAGE-016", formats=P)
@pytest.mark.rule("g.damage-step", "battle.hit-rearguard")
def test_premium_a_rear_guard_hit_deals_no_damage_and_retires_it() -> None:
    t = Table("premium")
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    t.vanguard(1, VG2)
    rg = t.rear(1, "FL", "Deckhand Brawler")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="FL")
    act(g, "end-guard")
    while g.state.battle is not None and g.decision is not None:
        g.apply(g.legal_actions()[0])
    assert "damage.check" not in rules(g.events)
    assert where(g, rg) == (1, "drop")
    assert g.state.players[1].damage == ()
