"""Classic inventory lines about *when* automatic abilities activate ("when placed on (RC) / (GC)",
"when attacks / boosts / is attacked", "when intercepts", "when damage checks"), checked with a
few test-only Classic cards whose abilities only raise power or shield, so that the moment each
ability triggers and resolves shows in the event log.

"At the beginning of ..." timings are left out here (the engine's handling of them is being
reworked).
"""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, power, power_at

from vgwidget.engine.cards import Card, default_pool
from vgwidget.engine.game import Game

LANTERN, CORSAIR = "Lanternguard", "Stormrider Corsairs"


def _card(cid: str, name: str, grade: int, timing: str, clan: str, **extra: Any) -> Card:
    """A Classic test card with one AUTO ability (``timing``) that raises power or shield."""
    effect = {"do": "power", "amount": 1000, "target": "self", "until": "battle"}
    effect.update(extra.pop("effect", {}))
    on = extra.pop("on", "self")
    zone = extra.pop("zone", "RC")
    data = {
        "id": cid,
        "name": name,
        "grade": grade,
        "power": 8000,
        "shield": 5000,
        "nation": None,
        "clan": clan,
        "formats": ["classic"],
        "abilities": [
            {"type": "AUTO", "zones": [zone], "timing": timing, "on": on, "effect": [effect]}
        ],
        **extra,
    }
    return Card.from_dict(data)


POOL = default_pool().with_cards(
    [
        # placed in the main phase: "until end of battle" would create nothing (CR 4.55 §11.3.1.2.1)
        _card("T-201", "Lantern Herald", 1, "placed-on-rc", LANTERN, effect={"until": "turn"}),
        _card("T-202", "Lantern Charger", 2, "attacks", LANTERN, power=10000),
        _card("T-203", "Lantern Rallier", 1, "boosts", LANTERN),
        _card(
            "T-204",
            "Corsair Bastion",
            3,
            "attacked",
            CORSAIR,
            zone="VC",
            power=11000,
            shield=None,
            effect={"amount": 5000},
        ),
        _card(
            "T-205",
            "Corsair Bulwark Adept",
            2,
            "intercepts",
            CORSAIR,
            effect={"do": "shield", "amount": 5000},
        ),
        _card(
            "T-207",
            "Corsair Ward Keeper",
            1,
            "placed-on-gc",
            CORSAIR,
            zone="GC",
            effect={"do": "shield", "amount": 5000},
        ),
        _card(
            "T-206",
            "Corsair Tally Keeper",
            1,
            "damage-check",
            CORSAIR,
            on="your-unit",
            effect={"amount": 4000, "until": "turn"},
        ),
    ]
)


def _kinds_from(g: Game, start: int) -> list[str]:
    return [e.kind for e in g.events[start:]]


@pytest.mark.covers("MAIN-010", formats=("classic",))
def test_classic_placed_on_rc_abilities_activate_on_a_normal_call() -> None:
    t = Table("classic", pool=POOL)
    t.vanguard(0, "Dawnspear Knight")
    (herald,) = t.hand(0, "Lantern Herald")
    g = t.at_main()
    ev = act(g, "call", card=herald, circle="FL")
    assert [e.kind for e in ev] == ["call", "ability-trigger", "ability-resolve", "power"]
    assert "when this unit is placed on a rear-guard circle" in ev[1].text
    assert power(g, herald) == 9000


@pytest.mark.covers("ATTACK-012", formats=("classic",))
def test_classic_attack_boost_and_attacked_abilities_trigger_once_both_are_rested() -> None:
    t = Table("classic", pool=POOL)
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    charger = t.rear(0, "FL", "Lantern Charger")
    rallier = t.rear(0, "BL", "Lantern Rallier")
    t.vanguard(1, "Corsair Bastion")
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="FL", target="VC")
    # nothing triggers before the boost is decided
    assert "ability-trigger" not in _kinds_from(g, n)
    act(g, "boost")
    events = g.events[n:]
    i = next(k for k, e in enumerate(events) if e.kind == "boost")
    triggers = events[i + 1 : i + 4]
    assert [e.kind for e in triggers] == ["ability-trigger"] * 3
    assert "when this unit attacks" in triggers[0].text and "boosts" in triggers[1].text
    assert "when this unit is attacked" in triggers[2].text
    assert triggers[2].text.startswith("Player 2")
    snap = g.snapshots[triggers[0].seq]
    assert {charger, rallier} <= snap.rested


@pytest.mark.covers("INTERCEPT-005", formats=("classic",))
def test_classic_an_intercepts_ability_activates_right_after_the_move() -> None:
    t = Table("classic", pool=POOL)
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    foe = t.vanguard(1, "Vessaline the Tempest Corsair Queen")
    t.rear(1, "FL", "Corsair Bulwark Adept")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    ev = act(g, "intercept", circle="FL")
    assert [e.kind for e in ev] == ["intercept", "ability-trigger", "ability-resolve", "shield"]
    assert power(g, foe) == 11000 + 5000 + 5000


@pytest.mark.covers("GUARD-019", formats=("classic",))
def test_classic_a_guardians_placed_on_gc_ability_activates_right_after_the_call() -> None:
    t = Table("classic", pool=POOL)
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    foe = t.vanguard(1, "Vessaline the Tempest Corsair Queen")
    (ward,) = t.hand(1, "Corsair Ward Keeper")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    ev = act(g, "guard", card=ward)
    assert [e.kind for e in ev] == ["guard", "ability-trigger", "ability-resolve", "shield"]
    assert power(g, foe) == 11000 + 5000 + 5000
    assert g.decision is not None and g.decision["kind"] == "guard"


@pytest.mark.covers("DAMAGE-013", formats=("classic",))
def test_classic_damage_check_abilities_come_after_the_trigger_before_the_damage_zone() -> None:
    t = Table("classic", pool=POOL)
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    t.vanguard(1, "Vessaline the Tempest Corsair Queen")
    keeper = t.rear(1, "BR", "Corsair Tally Keeper")
    (parrot,) = t.deck_top(1, "Cutlass Parrot")  # a Stormrider critical trigger
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    while g.decision is not None and g.decision["kind"] in ("power-to", "critical-to"):
        act(g, g.decision["kind"], circle="VC")
    events = [e for e in g.events[n:] if e.kind != "order"]
    i = next(k for k, e in enumerate(events) if e.kind == "damage-check")
    assert [e.kind for e in events[i : i + 8]] == [
        "damage-check",
        "trigger",
        "power",
        "critical",
        "ability-trigger",
        "ability-resolve",
        "power",
        "damage",
    ]
    # while the ability resolves the checked card is still in the trigger zone
    assert g.snapshots[events[i + 6].seq].locate(parrot) == (1, "trigger")
    assert power_at(g, events[i + 6], keeper) == 8000 + 4000
    assert parrot in g.state.players[1].damage
