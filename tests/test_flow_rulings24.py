"""Rulings of the engine's flow against each era's Comprehensive Rules (issue #24 items 1, 2, 3,
5 and 6): a call onto an occupied rear-guard circle in each era's order, "at the beginning of
the start step" abilities before the attack is asked for, a move between circles keeping
effects, energy charges past the cap, and a set order's gauge.

Every card here is invented for the test, in the official templates.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from builders import Table, act, make_card, pool_with, power, rules, where
from invariants import DECKS_DIR

from vgwidget.engine import position as position_mod
from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card
from vgwidget.engine.decks import load_deck
from vgwidget.engine.game import Game
from vgwidget.engine.view import visible_names

FORMATS = ("standard", "classic", "premium")


def _play_until_main(g: Game) -> None:
    """Take the first offered choice until the main phase asks again."""
    while g.state.decision is not None and g.state.decision.kind != "main":
        g.apply(g.legal_actions()[0])


def _watcher(fmt: str, name: str, zones: list[str], timing: str, text: str) -> Card:
    """A grade 1 unit whose AUTO ability (in ``zones``, at ``timing``) draws a card."""
    ability = {"type": "AUTO", "zones": zones, "timing": timing, "on": "self",
               "effect": [{"do": "draw", "n": 1}], "text": text}  # fmt: skip
    return make_card(name, fmt, [ability], grade=1,
                     power=8000 if fmt == "standard" else 7000, shield=5000)  # fmt: skip


def _call_watcher(fmt: str) -> Card:
    """A grade 1 unit that draws a card when it is placed on a rear-guard circle."""
    return _watcher(fmt, "Lamplit Herald", ["RC"], "placed-on-rc",
                    "[AUTO](RC): When this unit is placed on (RC), draw a card.")  # fmt: skip


def _drop_watcher(fmt: str) -> Card:
    """A grade 1 unit that draws a card when it is put into the drop zone."""
    return _watcher(fmt, "Embered Chronicler", ["drop"], "put-into-drop",
                    "[AUTO]: When this card is put into the drop zone, draw a card.")  # fmt: skip


def _called_over(fmt: str) -> tuple[Game, int, int, list[Any]]:
    """A called unit that watches its own placing, called over a unit that watches its own
    trip to the drop zone."""
    caller, dropped = _call_watcher(fmt), _drop_watcher(fmt)
    t = Table(fmt, pool=pool_with(caller, dropped))
    t.vanguard(0, t.plain_card(0, 3))
    old = t.rear(0, "FL", dropped.name, rested=True)
    t.bonus(old, 5000)
    (new,) = t.hand(0, caller.name)
    g = t.at_main()
    n = len(g.events)
    act(g, "call", card=new, circle="FL")
    return g, old, new, g.events[n:]


@pytest.mark.rule("main.call-occupied", "main.call")
@pytest.mark.covers("MAIN-008", "ZONE-045", formats=("standard",))
def test_cr_4_55_6_2_3_3_call_places_then_retires() -> None:
    """CR 4.55 §6.2.3.3-6.2.3.4: the called card is placed, then the unit already on that
    circle is retired, both as steps of the call, before any check timing: the log shows the
    call first (the called card public on its circle), the retirement second, and both before
    either unit's ability triggers resolve."""
    g, old, new, evs = _called_over("standard")
    zone_changes = [e for e in evs if e.kind != "ability-trigger"]
    assert [e.kind for e in zone_changes[:2]] == ["call", "retire"]
    call, retire = zone_changes[0], zone_changes[1]
    assert call.decision and not retire.decision
    assert retire.rule == "main.call-occupied" and "as part of the call" in retire.text
    at_call = g.snapshots[call.seq]
    assert at_call.locate(new) == (0, "FL") and at_call.locate(old) == (0, "displaced")
    assert g.snapshots[retire.seq].locate(old) == (0, "drop")
    _play_until_main(g)
    resolved = [e.seq for e in g.events if e.kind == "ability-resolve"]
    assert resolved and min(resolved) > retire.seq, "the retirement is inside the call"
    assert where(g, old) == (0, "drop") and old not in g.state.rested
    assert not [m for m in g.state.mods if m.target == old]
    assert {e.cards[0] for e in g.events if e.kind == "ability-resolve"} >= {old, new}


@pytest.mark.rule("main.call-occupied", "rule-action.check")
@pytest.mark.covers("MAIN-008", "ZONE-045")
@pytest.mark.parametrize("fmt", ["classic", "premium"])
def test_cr_1_19_8_5_2_4_2_call_over_a_unit_leaves_it_to_the_rule_action(fmt: str) -> None:
    """CR 1.19 §8.5.2.4.2 with §9.3.3 (Classic) and CR 1.48 §8.5.3.2 (Premium): the call
    puts the new unit on the circle with the old one still there; at the next check timing a
    rule action puts the old one into the drop zone, after the call and before any automatic
    ability resolves; the log cites that rule action."""
    g, old, new, evs = _called_over(fmt)
    call = evs[0]
    assert call.kind == "call" and call.decision and call.rule == "main.call"
    assert g.snapshots[call.seq].locate(old) == (0, "displaced")
    (leave,) = [e for e in evs if e.rule == "main.call-occupied"]
    assert leave.kind == "rule-action" and "rule action" in leave.text
    _play_until_main(g)
    resolved = [e.seq for e in g.events if e.kind == "ability-resolve"]
    assert resolved and leave.seq < min(resolved)
    assert where(g, old) == (0, "drop") and where(g, new) == (0, "FL")
    assert not [m for m in g.state.mods if m.target == old]


def _twin_summoner(fmt: str) -> Card:
    return make_card(
        "Twin Lamp Summoner",
        fmt,
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "effect": [{"do": "superior-call", "source": "drop", "n": 2}],
                "text": "[ACT](VC): Call two units from your drop zone to rear-guard circles.",
            }
        ],
    )


@pytest.mark.rule("main.call-occupied", "main.superior-call")
@pytest.mark.covers("ZONE-047", formats=("classic", "premium"))
@pytest.mark.parametrize("fmt", FORMATS)
def test_cr_superior_call_onto_an_occupied_circle_follows_the_eras_order(fmt: str) -> None:
    """A superior call onto an occupied circle: Standard retires the old unit inside the call
    (CR 4.55 §6.2.3.4); Classic and Premium leave it on the circle until the rule action after
    the whole ability has resolved (CR 1.19 §9.3.3; CR 1.48 §8.5.3.2)."""
    caller = _twin_summoner(fmt)
    t = Table(fmt, pool=pool_with(caller))
    vg = t.vanguard(0, caller.name)
    old = t.rear(0, "FR", t.plain_card(0))
    a, b = t.drop(0, t.plain_card(0), t.plain_card(0))
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    act(g, "choose", card=a)
    act(g, "choose", circle="FR")
    if fmt == "standard":
        assert where(g, old) == (0, "drop")
    else:  # the ability is still resolving: no check timing yet
        assert where(g, old) == (0, "displaced")
    act(g, "choose", card=b)
    act(g, "choose", circle="FL")
    assert where(g, old) == (0, "drop") and where(g, a) == (0, "FR")
    calls = [e for e in g.events if e.kind == "call"]
    leave = next(e for e in g.events if e.rule == "main.call-occupied")
    assert (leave.seq < calls[1].seq) == (fmt == "standard")


@pytest.mark.rule("main.call-occupied", "zone.hidden")
def test_issue_24_classic_call_over_names_no_card_still_in_the_hand() -> None:
    """The reproduction of items 1 and 14: Classic, classic-1 v classic-1, seed 0, decision 16
    (a call to BC over a unit). The call comes first and names the called card once it is on
    its circle; the other player never read its name while it was in the hand."""
    deck = load_deck(DECKS_DIR / "classic-1.txt")
    g = Game.new(deck, deck, seed=0, format="classic")
    r = random.Random(0)
    for _ in range(16):
        g.apply(r.choice(g.legal_actions()))
    a = r.choice(g.legal_actions())
    assert a.kind == "call" and a.circle == "BC" and a.card is not None
    before = g.state
    evs = g.apply(a)
    assert [e.kind for e in evs[:2]] == ["call", "rule-action"]
    other = 1 - a.player
    name = before.card(a.card).name
    assert name in evs[0].for_viewer(other).text
    assert name in visible_names(g.snapshots[evs[0].seq], other)
    assert name not in evs[1].for_viewer(other).text


# ------------------------------------------------------------ item 3: moves keep effects


@pytest.mark.rule("main.move", "judge.manual")
@pytest.mark.parametrize("fmt", FORMATS)
def test_cr_4_55_4_1_8_a_move_between_circles_keeps_effects(fmt: str) -> None:
    """CR 4.55 §4.1.8: a card moved from one circle of the field to another is not a new
    card; it keeps its power and its rested state. A unit in the front row with a front
    trigger's +10000 moved to the back row keeps it, whether the player moves it or the
    judge does."""
    t = Table(fmt)
    u = t.rear(0, "FL", t.plain_card(0), rested=True)
    t.bonus(u, 10000, label="front trigger")
    g = t.at_main()
    with_bonus = power(g, u)
    act(g, "move", circle="FL", target="BL")
    assert power(g, u) == with_bonus and u in g.state.rested
    (ev,) = [e for e in g.apply(Action("manual", 0, card=u, target="move:BR")) if e.cards]
    assert where(g, u) == (0, "BR") and ev.rule == "judge.manual"
    assert power(g, u) == with_bonus and u in g.state.rested
    assert rules([ev]) == ["judge.manual"]


# --------------------------------------------- item 2: the beginning of the start step


def _rallier(fmt: str) -> Card:
    """A rear-guard that stands itself at the beginning of its owner's start steps."""
    return make_card(
        "Dawnwake Rallier",
        fmt,
        [
            {
                "type": "AUTO",
                "zones": ["RC"],
                "timing": "beginning-of-start-step",
                "on": "your-turn",
                "effect": [{"do": "stand", "target": "self"}],
                "text": "[AUTO](RC): At the beginning of your start step, [Stand] this unit.",
            }
        ],
        grade=1,
        power=8000 if fmt == "standard" else 7000,
    )


@pytest.mark.rule("battle.start", "timing.attack", "ability.auto")
@pytest.mark.covers("BATTLE-009", "BATTLE-010")
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("vanguard_rested", [True, False])
def test_cr_4_55_10_3_1_start_step_abilities_resolve_before_the_attack_is_asked(
    fmt: str, vanguard_rested: bool
) -> None:
    """001 Start Step [1]-[2]; CR 4.55 §10.3.1: the abilities of "at the beginning of the
    start step" resolve before the turn player is asked to attack, and before the battle
    phase can end for want of a unit able to attack: with the vanguard rested, the rear-guard
    the ability stands may attack; with it standing, the question waits for the ability. So
    at each start step of the turn, the first and the one after a battle."""
    card = _rallier(fmt)
    t = Table(fmt, pool=pool_with(card))
    t.vanguard(0, t.plain_card(0, 3), rested=vanguard_rested)
    rg = t.rear(0, "FL", card.name, rested=True)
    g = t.at_main()
    for _battle in range(2):
        if _battle:
            act(g, "attack", circle="FL", target="VC")
            while g.state.decision is not None and g.state.decision.kind != "attack":
                g.apply(g.legal_actions()[0])
        else:
            act(g, "end-main")
        assert g.state.decision is not None and g.state.decision.kind == "attack"
        assert g.state.step == "start" and rg not in g.state.rested
        assert Action("attack", 0, circle="FL", target="VC") in g.legal_actions()
        resolved = [e for e in g.events if e.kind == "ability-resolve"]
        assert len(resolved) == _battle + 1 and resolved[-1].step == "start"


# ------------------------------------------------ item 6: a set order's illegal gauge


def _beacon_with_a_farewell() -> Card:
    """A set order that draws a card when it is put into the drop zone."""
    return make_card(
        "Lanternwake Beacon",
        "standard",
        [
            {
                "type": "AUTO",
                "zones": ["drop"],
                "timing": "put-into-drop",
                "on": "self",
                "effect": [{"do": "draw", "n": 1}],
                "text": "[AUTO]: When this card is put into the drop zone, draw a card.",
            }
        ],
        type="set-order",
        grade=0,
        power=0,
    )


@pytest.mark.rule("zone.gauge", "rule-action.check")
@pytest.mark.covers("ZONE-033", formats=("standard",))
def test_cr_4_55_13_9_1_illegal_gauge_waits_until_no_ability_is_waiting() -> None:
    """CR 4.55 §13.9.1: the gauge of a set order that has left the order zone goes to the
    drop zone by rule action only once no automatic ability is waiting: the set order's own
    "put into the drop zone" ability resolves first, with the gauge still in the gauge zone."""
    beacon = _beacon_with_a_farewell()
    position = f"""
[game]
format = "standard"
turn = 3
turn_player = 1
phase = "main"
[players.1]
circles = {{ VC = "Cinder Drake Warden" }}
order = [{{ card = "{beacon.name}", gauge = ["Ember Lancer"] }}]
deck = {{ fill = "teaching" }}
[players.2]
circles = {{ VC = "Ripplet Herald" }}
deck = {{ fill = "teaching" }}
"""
    g = Game.from_position(position, pool=pool_with(beacon))
    (order,) = g.state.players[0].order
    (gauge,) = g.state.players[0].gauge
    evs = g.apply(Action("manual", 0, card=order, target="move:drop"))
    while g.state.decision is not None and g.state.decision.kind != "main":
        evs += g.apply(g.legal_actions()[0])
    resolved = next(e for e in evs if e.kind == "ability-resolve")
    gone = next(e for e in evs if e.rule == "zone.gauge")
    assert resolved.seq < gone.seq
    assert g.snapshots[resolved.seq].locate(gauge) == (0, "gauge")
    assert where(g, gauge) == (0, "drop") and g.state.players[0].gauge_ties == ()


# ------------------------------------------------------ item 5: "when you energy-charge"


def _energy_cards() -> tuple[Card, Card]:
    charger = make_card(
        "Sparkvein Conductor",
        "standard",
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "effect": [{"do": "energy-charge", "n": 3}],
                "text": "[ACT](VC): Energy-Charge 3.",
            }
        ],
    )
    listener = make_card(
        "Voltwatch Acolyte",
        "standard",
        [
            {
                "type": "AUTO",
                "zones": ["RC"],
                "timing": "energy-charge",
                "on": "you",
                "effect": [{"do": "draw", "n": 1}],
                "text": "[AUTO](RC): When you energy-charge, draw a card.",
            }
        ],
        grade=1,
        power=8000,
    )
    return charger, listener


@pytest.mark.rule("marker.energy", "ability.auto")
@pytest.mark.covers("ENERGY-001", formats=("standard",))
@pytest.mark.parametrize(("energy", "triggers"), [(0, True), (9, True), (10, False)])
def test_cr_4_55_7_48_2_1_a_charge_past_the_cap_is_not_performed_and_triggers_nothing(
    energy: int, triggers: bool
) -> None:
    """CR 4.55 §7.48.2.1: "when you energy-charge" abilities trigger on a charge that adds
    energy (all of it, or as much as the crest's limit of 10 leaves room for); a charge with
    the energy already at the limit is not performed and sets off nothing. The opponent's
    charge is not "yours"."""
    charger, listener = _energy_cards()
    t = Table("standard", pool=pool_with(charger, listener))
    t.vanguard(0, charger.name)
    t.rear(0, "FL", listener.name)
    t.rear(1, "FL", listener.name)
    d = position_mod.to_dict(t.at_main().state)
    d["players"]["1"].update(energy=energy, crest=["Wellspring Crest"])
    g = Game.from_position(position_mod.to_toml(d), pool=pool_with(charger, listener))
    n = len(g.events)
    act(g, "act", card=g.state.players[0].vanguard, number=0)
    while g.state.decision is not None and g.state.decision.kind != "main":
        g.apply(g.legal_actions()[0])
    evs = g.events[n:]
    fired = [e for e in evs if e.kind == "ability-trigger"]
    assert g.state.players[0].energy == min(10, energy + 3)
    assert len(fired) == (1 if triggers else 0)
    assert all(g.state.table.owner[e.cards[0]] == 0 for e in fired)
    if not triggers:
        assert "the energy charge is not performed" in " ".join(e.text for e in evs)
