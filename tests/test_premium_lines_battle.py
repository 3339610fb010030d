"""Premium's battle where the Playbook (001) speaks for the G era: a unit with no printed
shield guards for 0 (GUARD-010), and the damage step's own timings (DAMAGE-001: the beginning
of the step, damage checks, a hit, a miss, a card put into the drop zone) each set their
abilities off inside the damage step."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, make_card, pool_with, power, where
from test_premium_stride import _fields

from vgwidget.engine.game import Game

P = ("premium",)
VG1 = "Aurelio the Radiant Lanternlord"  # grade 3, 11000, no shield
VG2 = "Vessaline the Tempest Corsair Queen"  # grade 3, 11000, no shield


@pytest.mark.covers("GUARD-010", formats=P)
@pytest.mark.rule("battle.guard")
def test_a_unit_without_printed_shield_guards_for_0() -> None:
    t = Table("premium")
    t.vanguard(0, VG1)
    foe = t.vanguard(1, VG1)  # grade 3: a grade 3 may guard for it
    (g3,) = t.hand(1, VG2)  # grade 3: no printed shield
    assert t.pool[VG2].shield is None
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    before = power(g, foe)
    ev = act(g, "guard", card=g3)[0]
    assert where(g, g3) == (1, "guardians")
    assert ev.rule == "battle.guard" and "+0 shield" in ev.text
    assert power(g, foe) == before


def _plus(timing: str, on: str, zones: tuple[str, ...], text: str) -> dict[str, Any]:
    return {
        "type": "AUTO",
        "zones": list(zones),
        "timing": timing,
        "on": on,
        "effect": [{"do": "power", "amount": 1000, "target": "self", "until": "turn"}],
        "text": text,
    }


def _battle(g: Game, attacker: str, target: str) -> None:
    """One attack, no boost, no guard, every other choice the first offered, to the next
    start step."""
    act(g, "attack", circle=attacker, target=target)
    turn = g.state.turn
    while g.decision is not None and g.decision["kind"] != "attack" and g.state.turn == turn:
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("no-boost", "end-guard")), acts[0])
        act(g, pick.kind, **_fields(pick))


@pytest.mark.covers("DAMAGE-001", formats=P)
@pytest.mark.rule("timing.damage")
def test_the_damage_steps_timings_set_their_abilities_off_in_the_damage_step() -> None:
    texts = {
        "begin": "[AUTO](VC): At the beginning of your damage step, +1000 power.",
        "hits": "[AUTO](VC): When this unit's attack hits, +1000 power.",
        "checks": "[AUTO](RC): When you damage check, +1000 power.",
        "misses": "[AUTO](RC): When this unit's attack does not hit, +1000 power.",
        "drop": "[AUTO](RC): When this unit is put into the drop zone from RC, +1000 power.",
    }
    herald = make_card(
        "Test Damage Step Herald",
        "premium",
        [
            _plus("beginning-of-damage-step", "your-turn", ("VC",), texts["begin"]),
            _plus("attack-hits", "self", ("VC",), texts["hits"]),
        ],
        text=" ".join((texts["begin"], texts["hits"])),
    )
    watcher = make_card(
        "Test Damage Check Watcher",
        "premium",
        [_plus("damage-check", "your-unit", ("RC",), texts["checks"])],
        text=texts["checks"],
        grade=1,
        power=7000,
        shield=5000,
    )
    misser = make_card(
        "Test Missed Lancer",
        "premium",
        [_plus("attack-does-not-hit", "self", ("RC",), texts["misses"])],
        text=texts["misses"],
        grade=1,
        power=6000,
        shield=5000,
    )
    faller = make_card(
        "Test Falling Picket",
        "premium",
        [_plus("put-into-drop", "self", ("RC",), texts["drop"])],
        text=texts["drop"],
        grade=1,
        power=5000,
        shield=5000,
    )
    t = Table("premium", pool=pool_with(herald, watcher, misser, faller))
    vg = t.vanguard(0, herald.name)
    miss = t.rear(0, "FL", misser.name)
    t.rear(0, "FR", "Dawnspear Knight")  # 9000 or so: hits the 5000 picket
    t.vanguard(1, VG2)
    watch = t.rear(1, "BL", watcher.name)
    fall = t.rear(1, "FR", faller.name)
    g = t.at_battle()
    n = len(g.events)
    _battle(g, "VC", "VC")  # hits: beginning of the step, a damage check, a hit
    _battle(g, "FL", "VC")  # 6000 against 11000: does not hit
    _battle(g, "FR", "FR")  # hits the picket, which is retired to the drop zone
    triggered = [e for e in g.events[n:] if e.kind == "ability-trigger"]
    by_card: dict[int, list[str]] = {}
    for e in triggered:
        by_card.setdefault(e.cards[0], []).append(e.step)
    # the beginning of each of the three damage steps, and the first attack's hit
    assert by_card.get(vg) == ["damage"] * 4, by_card
    assert by_card.get(watch) == ["damage"], by_card  # its player's damage check
    assert by_card.get(miss) == ["damage"], by_card  # the attack did not hit
    assert by_card.get(fall) == ["damage"], by_card  # put into the drop zone, hit
    assert where(g, fall) == (1, "drop")
    # and each resolved there too, before the battle closed
    resolved = [e for e in g.events[n:] if e.kind == "ability-resolve"]
    assert len(resolved) == len(triggered) == 7
    assert {e.step for e in resolved} == {"damage"}
