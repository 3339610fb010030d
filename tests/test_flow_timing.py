"""The turn's flow and its timing windows (issue: flow declared once, one zone-change path).

Each test is named after the rule it checks and cites its source. They use test-only cards
(our own names) whose abilities wait for the windows under test.
"""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, make_card, pool_with, power, rules, where

from vgwidget.engine import flow
from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, CardPool
from vgwidget.engine.game import Game

STD_VG = ("Pyreheart Sovereign Dragon", "Deepcurrent Admiral Marisande")  # 13000, twin drive
CLS_VG = ("Aurelio the Radiant Lanternlord", "Vessaline the Tempest Corsair Queen")  # 11000


def _card(name: str, fmt: str, abilities: list[dict[str, Any]], **kw: Any) -> Card:
    return make_card(name, fmt, abilities, **kw)


def _pool(*cards: Card) -> CardPool:
    return pool_with(*cards)


def _power_at(timing: str, fmt: str = "standard", amount: int = 10000, **kw: Any) -> Card:
    """A vanguard that gets +``amount`` power (until end of battle) at ``timing`` in its
    owner's turn."""
    return _card(
        f"Window Watcher {timing}",
        fmt,
        [
            {
                "type": "AUTO",
                "zones": ["VC"],
                "timing": timing,
                "on": "your-turn",
                "effect": [{"do": "power", "amount": amount, "target": "self", "until": "turn"}],
            }
        ],
        **kw,
    )


# ------------------------------------------------------------------ the declared flow


@pytest.mark.rule("turn.sequence", "battle.sequence")
@pytest.mark.covers("TURN-001", "BATTLE-002")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
def test_turn_sequence_the_flow_is_declared_once(fmt: str) -> None:
    """Every phase and battle step, with its "at the beginning of" window, comes from one
    declaration that the run loop, the position loader and the test builders all read."""
    turn = flow.turn_stages(fmt)
    assert [s.phase for s in turn] == list(flow.PHASES)
    steps = flow.battle_stages(fmt)
    assert [s.step for s in steps] == ["start", "attack", "guard", "drive", "damage", "close"]
    for s in steps:
        assert s.opens and s.opens[0] == f"beginning-of-{s.step}-step"
    # the loader resumes a position from the same declaration
    from vgwidget.engine.position import resume_tasks

    assert resume_tasks(fmt, "battle", "guard") == flow.resume(fmt, "battle", "guard")
    # every window a card may name is one the flow opens (or the end phase's own timings)
    from vgwidget.engine.abilities.vocabulary import TIMINGS

    for t in flow.WINDOW_TIMINGS:
        assert t in TIMINGS


# ------------------------------------------------------- a: beginning of the damage step


@pytest.mark.rule("timing.damage", "battle.hit-check")
@pytest.mark.covers("DAMAGE-002", formats=("standard",))
def test_damage_step_beginning_abilities_resolve_before_the_power_comparison() -> None:
    """001 Damage Step [1]-[2]; CR 4.55 10.7.1.1: "at the beginning of the damage step"
    abilities resolve, then power is compared. The vanguard (13,000) attacks a 15,000 unit
    and only hits thanks to its +10,000 from the window."""
    card = _power_at("beginning-of-damage-step")
    t = Table("standard", pool=_pool(card))
    vg = t.vanguard(0, card.name)
    foe = t.vanguard(1, STD_VG[1])
    t.bonus(foe, 2000)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    rs = rules(g.events)
    resolve = next(i for i, e in enumerate(g.events) if e.kind == "ability-resolve")
    hit = rs.index("battle.hit-check")
    assert g.events[resolve].step == "damage" and resolve < hit
    assert "23,000 against" in g.events[hit].text and "the attack hits" in g.events[hit].text
    assert g.events[resolve].cards == (vg,)


def _fields(a: Action) -> dict[str, Any]:
    return {k: v for k, v in a.to_dict().items() if k not in ("kind", "player")}


# -------------------------------------------------------- b: beginning of the start step


@pytest.mark.rule("battle.start", "ability.auto")
@pytest.mark.covers("BATTLE-009", "BATTLE-010", formats=("standard",))
def test_start_step_beginning_abilities_resolve_before_the_attack_is_chosen() -> None:
    """001 Start Step [1]-[2]; CR 4.55 10.3.1: the window's abilities resolve before the
    turn player decides whether to attack, and before the phase can end for lack of
    attackers: a rested vanguard stood by its own start-step ability may attack."""
    stander = _card(
        "Dawnbreak Sentinel",
        "standard",
        [
            {
                "type": "AUTO",
                "zones": ["VC"],
                "timing": "beginning-of-start-step",
                "on": "your-turn",
                "effect": [{"do": "stand", "target": "self"}],
            }
        ],
    )
    t = Table("standard", pool=_pool(stander))
    vg = t.vanguard(0, stander.name, rested=True)
    t.vanguard(1, STD_VG[1])
    g = t.at_battle()
    assert g.state.decision is not None and g.state.decision.kind == "attack"
    assert vg not in g.state.rested
    assert Action("attack", 0, circle="VC", target="VC") in g.legal_actions()
    resolve = next(e for e in g.events if e.kind == "ability-resolve")
    assert resolve.step == "start"


# ---------------------------------------------------- c: a window for the attack step


@pytest.mark.rule("timing.attack", "battle.attack")
def test_attack_step_has_its_own_beginning_window_before_the_attack_is_declared() -> None:
    """001 Attack Step [2]-[3]: "at the beginning of the attack step" abilities resolve
    before the attack is declared; since they may change the board, the turn player then
    chooses the attack again."""
    card = _power_at("beginning-of-attack-step")
    t = Table("standard", pool=_pool(card))
    vg = t.vanguard(0, card.name)
    t.vanguard(1, STD_VG[1])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert g.state.step == "attack" and g.state.decision is not None
    assert g.state.decision.kind == "attack"
    assert Action("end-battle", 0) not in g.legal_actions()  # the choice to attack is made
    evs = act(g, "attack", circle="VC", target="VC")
    assert evs[0].rule == "battle.attack" and evs[0].decision
    assert "23,000" in evs[0].text and vg in g.state.rested
    resolved = [e for e in g.events if e.kind == "ability-resolve"]
    assert resolved and resolved[0].step == "attack" and resolved[0].seq < evs[0].seq


@pytest.mark.rule("battle.attack")
def test_attack_step_without_window_abilities_declares_the_chosen_attack_at_once() -> None:
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    t.vanguard(1, STD_VG[1])
    g = t.at_battle()
    evs = act(g, "attack", circle="VC", target="VC")
    assert [e.rule for e in evs[:2]] == ["battle.start", "battle.attack"]
    assert evs[1].step == "attack"


# ------------------------------------------------- d: Classic's first turn start step


@pytest.mark.rule("battle.first-turn", "timing.attack")
@pytest.mark.covers("BATTLE-001", "BATTLE-008", formats=("classic",))
def test_classic_first_turn_start_step_runs_its_window_with_no_attack() -> None:
    """Playbook Start Step [1]-[2]: on the first player's first turn the start step still
    begins (its abilities trigger), then "do not attack" is chosen for them."""
    card = _power_at("beginning-of-start-step", fmt="classic", grade=0, power=5000)
    t = Table("classic", pool=_pool(card))
    t.vanguard(0, card.name)
    g = t.at_main(turn=1, player=0)
    act(g, "end-main")
    turn1 = [e for e in g.events if e.turn == 1]
    trig = [e for e in turn1 if e.kind == "ability-trigger"]
    assert trig and trig[0].step == "start"
    assert "battle.attack" not in rules(turn1)
    assert any(e.rule == "battle.first-turn" and e.step == "start" for e in turn1)


@pytest.mark.rule("battle.first-turn")
@pytest.mark.covers("BATTLE-001", formats=("standard",))
def test_standard_first_turn_has_no_battle_phase() -> None:
    """Seed 000 Starting the Fight: the player who goes first has no battle phase at all."""
    card = _power_at("beginning-of-start-step", grade=0, power=5000)
    t = Table("standard", pool=_pool(card))
    t.vanguard(0, card.name)
    g = t.at_main(turn=1, player=0)
    act(g, "end-main")
    turn1 = [e for e in g.events if e.turn == 1]
    assert not [e for e in turn1 if e.kind == "ability-trigger"]
    assert not [e for e in turn1 if e.phase == "battle" and e.rule == "turn.sequence"]


# ---------------------------------------------------------- e: 1/Turn resolves once


@pytest.mark.rule("ability.once-per-turn")
@pytest.mark.covers("ABILITY-008", "GUARD-013", formats=("standard",))
def test_once_per_turn_ability_triggered_twice_at_once_resolves_once() -> None:
    """A 1/Turn ability that triggers twice at the same moment (two guardians leave
    together) resolves once; the limit is checked as it resolves."""
    keeper = _card(
        "Tally Keeper",
        "standard",
        [
            {
                "type": "AUTO",
                "zones": ["VC"],
                "timing": "put-into-drop",
                "on": "your-other-unit",
                "once_per_turn": True,
                "effect": [{"do": "draw", "n": 1}],
            }
        ],
    )
    t = Table("standard", pool=_pool(keeper))
    t.vanguard(0, STD_VG[0])
    t.vanguard(1, keeper.name)
    g1, g2 = t.hand(1, "Shoalguard Cadet", "Shoalguard Cadet")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=g1)
    act(g, "guard", card=g2)
    hand_before = len(g.state.players[1].hand)
    act(g, "end-guard")
    while g.state.turn == 3 and not g.is_over:
        a = g.legal_actions()[0]
        act(g, a.kind, **_fields(a))
    trig = [e for e in g.events if e.kind == "ability-trigger"]
    assert len(trig) == 2
    fizzled = [e for e in g.events if e.rule == "ability.once-per-turn"]
    assert len(fizzled) == 1 and "already been used" in fizzled[0].text
    draws = [e for e in g.events if e.kind == "draw" and e.turn == 3 and e.step == "damage"]
    assert len(draws) == 1
    assert hand_before == 0


# ------------------------------------------------- g / h: one path for zone changes


def _drop_watcher(fmt: str = "standard") -> Card:
    return _card(
        "Ashen Remembrancer",
        fmt,
        [
            {
                "type": "AUTO",
                "zones": ["drop"],
                "timing": "put-into-drop",
                "on": "self",
                "effect": [{"do": "draw", "n": 1}],
            }
        ],
        grade=1,
        power=8000,
        shield=5000,
    )


@pytest.mark.rule("text.retire", "cost.payment", "zone.new-card")
@pytest.mark.covers("ZONE-042", formats=("standard",))
def test_a_rear_guard_retired_as_a_cost_fires_its_drop_zone_ability() -> None:
    watcher = _drop_watcher()
    boss = _card(
        "Pyre Quartermaster",
        "standard",
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "cost": [{"retire": 1}],
                "effect": [{"do": "draw", "n": 1}],
            }
        ],
    )
    t = Table("standard", pool=_pool(watcher, boss))
    t.vanguard(0, boss.name)
    rg = t.rear(0, "FL", watcher.name, rested=True)
    g = t.at_main()
    act(g, "act", card=g.state.players[0].vanguard, number=0)
    while g.state.decision is not None and g.state.decision.kind != "main":
        a = g.legal_actions()[0]
        act(g, a.kind, **_fields(a))
    assert where(g, rg) == (0, "drop") and rg not in g.state.rested
    trig = [e for e in g.events if e.kind == "ability-trigger" and rg in e.cards]
    assert trig, "the cost's retire fires the drop-zone timing"
    assert any(e.kind == "ability-resolve" and rg in e.cards for e in g.events)


@pytest.mark.rule("main.call-occupied", "zone.new-card")
@pytest.mark.covers("MAIN-008", "ZONE-045")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
def test_call_onto_an_occupied_circle_retires_first_through_the_zone_change(fmt: str) -> None:
    """CR 4.55 6.2.3.4 (older rules: by rule action, before any ability): the old unit goes
    to the drop zone as a new card, its drop-zone timing fires, and at every event of the
    call it is in exactly one place."""
    watcher = _drop_watcher(fmt)
    t = Table(fmt, pool=_pool(watcher))
    t.vanguard(0, STD_VG[0] if fmt == "standard" else CLS_VG[0])
    old = t.rear(0, "FL", watcher.name, rested=True)
    t.bonus(old, 5000)
    (new,) = t.hand(0, watcher.name)
    g = t.at_main()
    n = len(g.events)
    act(g, "call", card=new, circle="FL")
    for e in g.events[n:]:
        s = g.snapshots[e.seq]
        s.locate(old)  # never in no zone
    assert where(g, old) == (0, "drop") and old not in g.state.rested
    assert not [m for m in g.state.mods if m.target == old]
    assert any(e.kind == "ability-trigger" and old in e.cards for e in g.events[n:])


# ------------------------------------------------------------------ i: the end phase


@pytest.mark.rule("end.unlock", "end.phase", "timing.end")
@pytest.mark.covers("END-001", "END-004", "END-005", "END-006", "LOCK-005", formats=("classic",))
def test_end_phase_unlocked_abilities_resolve_before_end_of_turn_abilities() -> None:
    """001 End Phase [2]-[4], 000 End Phase: unlock, then "when unlocked" abilities, then
    "at the beginning of the end phase" / "at the end of the turn" abilities."""
    sleeper = _card(
        "Latchward Golem",
        "classic",
        [
            {
                "type": "AUTO",
                "zones": ["RC"],
                "timing": "unlocked",
                "on": "self",
                "effect": [{"do": "power", "amount": 1000, "target": "self"}],
            }
        ],
        grade=1,
        power=7000,
        shield=5000,
    )
    closer = _card(
        "Vesper Bellringer",
        "classic",
        [
            {
                "type": "AUTO",
                "zones": ["VC"],
                "timing": "end-of-turn",
                "on": "your-turn",
                "effect": [{"do": "power", "amount": 1000, "target": "self"}],
            }
        ],
    )
    t = Table("classic", pool=_pool(sleeper, closer))
    t.vanguard(0, closer.name)
    t.lock(t.rear(0, "FL", sleeper.name))
    g = t.at_end(turn=3, player=0)
    while g.state.turn == 3 and g.state.decision is not None:
        a = g.legal_actions()[0]
        act(g, a.kind, **_fields(a))
    ev = [e for e in g.events if e.turn == 3]
    kinds = [(e.kind, e.cards[0] if e.cards else None) for e in ev]
    unlock = next(i for i, e in enumerate(ev) if e.rule == "end.unlock")
    res = [i for i, e in enumerate(ev) if e.kind == "ability-resolve"]
    trig = [i for i, e in enumerate(ev) if e.kind == "ability-trigger"]
    assert len(res) == 2 and len(trig) == 2, kinds
    # the unlocked ability triggers and resolves before the end-of-turn ability triggers
    assert unlock < trig[0] < res[0] < trig[1] < res[1]


# ------------------------------------------------------- j: the order of trigger effects


@pytest.mark.rule("trigger.effect-order", "trigger.draw")
@pytest.mark.covers("TRIGGER-008", formats=("standard",))
def test_standard_draw_trigger_effects_in_the_order_the_player_chooses() -> None:
    """000 Drive Step: the checking player resolves a trigger's effects in any order: here
    the draw first, then the power."""
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    t.rear(0, "FL", "Blazeguard Knight")
    t.vanguard(1, STD_VG[1])
    t.deck_top(0, "Hearthfox Courier")  # a draw trigger
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert g.state.decision is not None and g.state.decision.kind == "trigger-order"
    evs = act(g, "trigger-order", target="draw-first")
    assert evs[0].rule == "trigger.effect-order"
    assert evs[1].kind == "draw" and g.state.decision.kind == "power-to"


@pytest.mark.rule("trigger.check")
def test_classic_trigger_effects_resolve_as_printed() -> None:
    t = Table("classic")
    t.vanguard(0, CLS_VG[0])
    t.rear(0, "FL", "Lumen Sword Adept")
    t.vanguard(1, CLS_VG[1])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert all(e.kind != "trigger-order" for e in g.events)


# ---------------------------------------------------- k: ride deck cards stay there


@pytest.mark.rule("zone.ride-deck", "judge.manual")
@pytest.mark.covers("ZONE-035", formats=("standard",))
def test_a_ride_deck_card_put_into_the_main_deck_goes_to_the_ride_deck() -> None:
    g = Game.new(seed=3)
    p = 0
    r = g.state.players[p].ride_deck[-1]
    g.apply(Action("manual", p, card=r, target="move:drop"))
    assert where(g, r) == (p, "drop")
    g.apply(Action("manual", p, card=r, target="move:deck-bottom"))
    assert where(g, r) == (p, "ride_deck")
    assert r not in g.state.players[p].deck
    # it lies face up there: the opponent sees it, and only it, among the ride deck
    theirs = g.view(1 - p)["players"][p]["ride_deck"]
    assert [c.get("name") for c in theirs if not c.get("hidden")] == [g.state.card(r).name]


# ------------------------------------------------ l: loss only at a check timing


@pytest.mark.rule("win.deck-out", "rule-action.check")
@pytest.mark.covers("WIN-006", formats=("standard",))
def test_revealing_the_last_card_loses_after_its_trigger_in_the_trigger_zone() -> None:
    """CR 4.55 1.2.2, 10.6.1.2.4-5: the drive check's own check timing comes after the
    revealed card's trigger; the loss is acted on there, not the moment the deck is empty."""
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    t.vanguard(1, STD_VG[1])
    t.deck(0, "Sparkflit Sprite")  # a critical trigger, the only card left
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    while not g.is_over:
        a = g.legal_actions()[0]
        act(g, a.kind, **_fields(a))
    over = g.events[-1]
    assert over.rule == "win.deck-out"
    crit = [e for e in g.events if e.rule == "trigger.critical"]
    assert crit and crit[-1].seq < over.seq
    s = g.snapshots[over.seq]
    assert s.players[0].trigger, "the revealed card is still in the trigger zone"


# ---------------------------------------------- n: a guardian may take trigger power


@pytest.mark.rule("trigger.power", "battle.guard")
@pytest.mark.covers("TRIGGER-009", formats=("classic",))
def test_a_guardian_can_receive_a_damage_check_triggers_power() -> None:
    """A guardian is one of the defender's units while it stands on the guardian circle
    (Classic keeps it there through the damage checks), so it may take a trigger's power."""
    t = Table("classic")
    t.vanguard(0, CLS_VG[0])
    t.vanguard(1, CLS_VG[1])
    t.rear(1, "FL", "Deckhand Brawler")
    (gd,) = t.hand(1, "Hollowroot Golem")  # no shield: guards for 0, the attack still hits
    t.deck_top(0, "Lanternguard Squire", "Lanternguard Squire")  # no triggers for the attacker
    t.deck_top(1, "Cutlass Parrot")  # the defender's damage check: a critical trigger
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=gd)
    act(g, "end-guard")
    while g.state.decision is not None and g.state.decision.kind != "power-to":
        a = g.legal_actions()[0]
        act(g, a.kind, **_fields(a))
    assert g.state.decision is not None and g.state.decision.player == 1
    offered = [a for a in g.legal_actions() if a.kind == "power-to"]
    assert Action("power-to", 1, circle="GC", card=gd) in offered
    act(g, "power-to", circle="GC", card=gd)
    assert power(g, gd) == 9000 + 5000


# ------------------------------------------------ o: a search shows the searcher the cards


@pytest.mark.rule("text.choose", "zone.hidden")
@pytest.mark.covers("ZONE-011", formats=("standard",))
def test_a_search_shows_the_offered_cards_to_the_searcher_and_only_a_count_to_the_opponent() -> (
    None
):
    seeker = _card(
        "Archive Seeker",
        "standard",
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "effect": [
                    {"do": "search", "source": "deck", "name": "Ember Lancer", "up_to": True}
                ],
            }
        ],
    )
    t = Table("standard", pool=_pool(seeker))
    t.vanguard(0, seeker.name)
    t.deck_top(0, "Ember Lancer", "Blazeguard Knight", "Ember Lancer")
    g = t.at_main()
    act(g, "act", card=g.state.players[0].vanguard, number=0)
    assert g.state.decision is not None and g.state.decision.kind == "choose"
    mine = g.view(0)["decision"]
    names = [o["name"] for o in mine["options"]]
    assert len(names) >= 2 and set(names) == {"Ember Lancer"}
    theirs = g.view(1)["decision"]
    assert "options" not in theirs and theirs["options_count"] == len(names)
    assert "Ember Lancer" not in repr(theirs)


# ------------------------------------------------------------- power, two ways


@pytest.mark.rule("battle.boost", "battle.guard")
def test_power_is_the_sum_of_its_breakdown_at_every_event() -> None:
    """``stats.power`` (fast) and ``stats.power_breakdown`` (for the widget) agree for every
    unit on every circle, after every event of a few random games."""
    import random

    from vgwidget.engine import stats

    for fmt in ("standard", "classic"):
        g = Game.new(seed=5, format=fmt)
        r = random.Random(5)
        while not g.is_over and len(g.actions) < 400:
            g.apply(r.choice(g.legal_actions()))
        for s in g.snapshots:
            for ps in s.players:
                for u in (*ps.circles, *ps.guardians):
                    if u is not None:
                        assert stats.power(s, u) == sum(a for _, a in stats.power_breakdown(s, u))


@pytest.mark.rule("deck.format-legal", "battle.no-hit")
def test_a_classic_deck_refuses_an_ability_waiting_for_a_timing_classic_lacks() -> None:
    """Nothing is accepted silently: a card whose ability waits for "when the attack does not
    hit" could never trigger in Classic, so a Classic deck holding it is refused."""
    from vgwidget.engine.decks import check_deck, teaching_decks
    from vgwidget.engine.formats import get_format

    card = _card(
        "Misstep Watcher",
        "classic",
        [
            {
                "type": "AUTO",
                "zones": ["RC"],
                "timing": "attack-does-not-hit",
                "on": "self",
                "effect": [{"do": "draw", "n": 1}],
            }
        ],
        grade=1,
        power=7000,
        shield=5000,
    )
    pool = _pool(card)
    deck = teaching_decks("classic")[0]
    main = list(deck.main)
    main[main.index(next(n for n in main if pool[n].grade == 1 and not pool[n].trigger))] = (
        card.name
    )
    import dataclasses

    bad = dataclasses.replace(deck, main=tuple(main))
    problems = check_deck(bad, get_format("classic"), pool=pool)
    assert any(
        "attack-does-not-hit" in p.message and p.rule == "deck.format-legal" for p in problems
    )


# ----------------------------------------- ZONE-042/043: a moved card is a new card


@pytest.mark.rule("zone.new-card", "zone.moved-by-effect", "main.superior-call")
@pytest.mark.covers("ZONE-042", "ZONE-043", formats=("standard",))
def test_only_the_effect_that_moved_a_card_keeps_following_it() -> None:
    """Two abilities trigger as the card is ridden upon: one calls it from the soul and then
    gives it +5,000 (the effect that moved it follows it), the other gives "this unit"
    +3,000 after that: by then the card has changed zones, so it is a new card and that
    ability finds no "this unit"."""
    ridden = {
        "type": "AUTO",
        "zones": ["VC"],
        "timing": "ridden",
        "on": "self",
    }
    herald = _card(
        "Ashveil Herald",
        "standard",
        [
            {
                **ridden,
                "effect": [
                    {"do": "superior-call", "source": "soul", "target": "self"},
                    {"do": "power", "amount": 5000, "target": "self", "until": "turn"},
                ],
            },
            {**ridden, "effect": [{"do": "power", "amount": 3000, "target": "self"}]},
        ],
        grade=0,
        power=6000,
        shield=10000,
    )
    t = Table("standard", pool=_pool(herald))
    h = t.vanguard(0, herald.name)
    (rider,) = t.hand(0, "Ember Lancer")  # grade 1
    g = t.at_ride()
    act(g, "ride", card=rider)
    # the turn player orders the two waiting abilities: the call first
    while g.state.decision is not None and g.state.decision.kind != "main":
        a = g.legal_actions()
        if a[0].kind == "resolve":
            call_first = [x for x in a if x.card == h]
            act(g, "resolve", card=h, number=call_first[0].number)
            continue
        if a[0].kind == "choose" and any(x.circle for x in a):
            act(g, "choose", circle=next(x.circle for x in a if x.circle))
            continue
        act(g, a[0].kind, **_fields(a[0]))
    assert where(g, h)[1] in ("FL", "FR", "BL", "BC", "BR")
    assert power(g, h) == 6000 + 5000  # +5,000 (the moving ability), not the +3,000
    assert any("has no unit to affect" in e.text for e in g.events)


# ------------------------------------------------ a prompt names no card hidden from its reader


@pytest.mark.rule("zone.hidden")
@pytest.mark.covers("ZONE-003", formats=("standard",))
def test_a_decision_prompt_names_no_card_hidden_from_the_other_player() -> None:
    """A unit called from the deck by an ability: the caller's prompt names it, the other
    player's view of the same decision says "a card" (it is still hidden from them)."""
    caller = make_card(
        "Muster Horn",
        "standard",
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "effect": [{"do": "superior-call", "source": "deck", "name": "Sparkflit Sprite"}],
            }
        ],
    )
    t = Table("standard", pool=pool_with(caller))
    t.vanguard(0, caller.name)
    t.deck_top(0, "Sparkflit Sprite")
    g = t.at_main()
    act(g, "act", card=g.state.players[0].vanguard, number=0)
    while g.state.decision is not None and "circle" not in g.state.decision.prompt:
        a = g.legal_actions()[0]
        act(g, a.kind, **_fields(a))
    assert g.state.decision is not None and "“Sparkflit Sprite”" in g.state.decision.prompt
    assert "Sparkflit Sprite" in g.view(0)["decision"]["prompt"]
    assert "Sparkflit Sprite" not in g.view(1)["decision"]["prompt"]
    assert "a card" in g.view(1)["decision"]["prompt"]


@pytest.mark.rule("zone.hidden")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
def test_no_view_of_a_decision_names_a_card_its_reader_cannot_see(fmt: str) -> None:
    """Over random games with the ability decks, at every decision, the other player's view of
    the prompt names only cards they may see somewhere."""
    import random
    import re

    import invariants

    from vgwidget.engine.view import visible_names

    d1, d2 = invariants.ability_decks(fmt)
    for seed in range(12):
        g = Game.new(d1, d2, seed=seed, format=fmt)
        r = random.Random(seed)
        while not g.is_over and len(g.actions) < 1500:
            d = g.state.decision
            if d is not None:
                other = 1 - d.player
                seen = visible_names(g.state, other)
                prompt = g.view(other)["decision"]["prompt"]
                named = set(re.findall(r"“([^”]+)”", prompt))
                assert named <= seen, (seed, prompt)
            g.apply(r.choice(g.legal_actions()))


@pytest.mark.rule("judge.manual", "zone.hidden")
def test_a_judges_adjustment_follows_the_view_rules_of_every_event() -> None:
    """Moving a card from hand to the deck by hand: the owner (and the judge) read its name,
    the other player reads that a card was moved; a public card's adjustment stays public."""
    g = Game.new(seed=4)
    while g.state.decision is not None and g.state.decision.kind == "mulligan":
        g.apply(g.legal_actions()[0])
    p = 0
    card = g.state.players[p].hand[0]
    name = g.state.card(card).name
    (ev,) = g.apply(Action("manual", p, card=card, target="move:deck-bottom"))
    assert name in ev.text and ev.private == p
    assert name not in ev.for_viewer(1 - p).text
    assert name in ev.for_viewer(p).text
    vg = g.state.players[p].vanguard
    assert vg is not None
    (pub,) = g.apply(Action("manual", p, card=vg, target="power:+5000"))
    assert pub.private is None and g.state.card(vg).name in pub.for_viewer(1 - p).text


@pytest.mark.rule("turn.sequence")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
def test_seek_to_a_decision_shows_the_same_phase_and_step_as_the_live_game(fmt: str) -> None:
    """Steps are entered without an event of their own: seeking back to a decision point must
    still show the step the game was in when it stopped there, not the step of the event
    before it."""
    import random

    g = Game.new(seed=8, format=fmt)
    r = random.Random(8)
    live = []
    while not g.is_over and len(g.actions) < 250:
        live.append((g.last_event, g.state.phase, g.state.step, g.view(1)["step"]))
        g.apply(r.choice(g.legal_actions()))
    for n, phase, step, view_step in live:
        s = g.seek(n)
        assert (s.phase, s.step, g.view(1)["step"]) == (phase, step, view_step)


# ------------------------------------------- a judge's adjustment leaves a game that goes on


@pytest.mark.rule("judge.manual", "win.no-vanguard")
def test_moving_the_vanguard_away_by_hand_is_followed_by_a_soul_ride() -> None:
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    t.soul(0, "Ember Lancer")
    g = t.at_main()
    vg = g.state.players[0].vanguard
    g.apply(Action("manual", 0, card=vg, target="move:drop"))
    assert g.state.decision is not None and g.state.decision.kind == "soul-ride"
    assert g.legal_actions()
    act(g, "soul-ride", card=g.legal_actions()[0].card)
    assert g.state.decision is not None and g.state.decision.kind == "main"


@pytest.mark.rule("judge.manual", "battle.boost")
def test_a_booster_moved_away_by_hand_is_no_longer_offered() -> None:
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    bc = t.rear(0, "BC", "Ember Lancer")
    t.vanguard(1, STD_VG[1])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert Action("boost", 0) in g.legal_actions()
    g.apply(Action("manual", 0, card=bc, target="move:hand"))
    assert g.state.decision is not None and g.state.decision.kind == "boost"
    assert g.legal_actions() == [Action("no-boost", 0)]
