"""Classic inventory lines about ability timings, phase by phase (stand, draw, ride, main and
battle phases, the end of the turn). Rule actions and the golden rules are in
tests/test_lines_classic_golden.py.

Each test plays a Classic game (``Table("classic")``) and checks what its inventory line
says. Most use test-only cards (our own invented names) whose AUTO abilities wait for the
timing under test, so the log shows where the ability triggers and resolves.
"""

from __future__ import annotations

import pytest
from builders import Table, act, decision_of, power, power_at, rules, where
from classic_lines_common import (
    CLS,
    P1_G1,
    P1_G3,
    P2_G3,
    _auto,
    _card,
    _fields,
    _first,
    _pool,
    _resolve_waiting,
    _resolved,
    _use_through,
)

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game

# ------------------------------------------------------------ stand, draw and ride phases


@pytest.mark.rule("timing.stand-draw", "turn.stand")
@pytest.mark.covers("STAND-001", formats=CLS)
def test_stand_phase_beginning_abilities_resolve_before_anything_stands() -> None:
    """'At the beginning of the turn' and 'at the beginning of the stand phase' abilities both
    trigger as the stand phase begins and resolve while the units are still rested."""
    watcher = _card(
        "Dawnbell Warden",
        [_auto("beginning-of-turn"), _auto("beginning-of-stand-phase")],
    )
    t = Table("classic", pool=_pool(watcher))
    vg = t.vanguard(0, watcher.name, rested=True)
    rg = t.rear(0, "FL", "Dawnspear Knight", rested=True)
    g = t.at_turn_start(turn=3, player=0)
    _resolve_waiting(g)
    res = _resolved(g, watcher.name)
    assert len(res) == 2
    assert "beginning of turn" in res[0].text or "beginning of turn" in res[1].text
    assert any("beginning of stand phase" in e.text for e in res)
    stand = _first(g, "turn.stand")
    assert stand.phase == "stand" and all(e.seq < stand.seq for e in res)
    for e in res:  # when each resolved, nothing had been stood yet
        assert {vg, rg} <= g.snapshots[e.seq].rested
    assert vg not in g.state.rested and rg not in g.state.rested


@pytest.mark.rule("timing.stand-draw", "turn.draw")
@pytest.mark.covers("DRAW-001", formats=CLS)
def test_draw_phase_beginning_ability_resolves_before_the_draw() -> None:
    """An 'at the beginning of the draw phase' ability that draws a card takes the top card;
    the draw phase's own draw then takes the next one."""
    watcher = _card(
        "Inkwell Chronicler",
        [_auto("beginning-of-draw-phase", effect=[{"do": "draw", "n": 1}])],
    )
    t = Table("classic", pool=_pool(watcher))
    t.vanguard(0, watcher.name)
    first, second = t.deck_top(0, "Dawnspear Knight", "Lumen Sword Adept")
    g = t.at_turn_start(turn=3, player=0)
    (res,) = _resolved(g, watcher.name)
    assert res.phase == "draw"
    draw = _first(g, "turn.draw")
    assert res.seq < draw.seq and draw.cards == (second,)
    assert where(g, first) == (0, "hand") and where(g, second) == (0, "hand")


@pytest.mark.rule("timing.ride", "ride.normal")
@pytest.mark.covers("RIDE-001", "RIDE-002", formats=CLS)
def test_ride_phase_timings_before_and_right_after_the_normal_ride() -> None:
    """'At the beginning of the ride phase' resolves before the ride is offered; the rider's
    'when it rides' and 'when placed on VC' abilities trigger with the ride and resolve
    before the main phase begins."""
    early = _card("Firstlight Herald", [_auto("beginning-of-ride-phase")], grade=2, power=9000)
    rider = _card(
        "Crownwake Paladin",
        [
            _auto("ride", on="self", effect=[{"do": "draw", "n": 1}]),
            _auto("placed-on-vc", on="self", effect=[{"do": "soul-charge", "n": 1}]),
        ],
    )
    t = Table("classic", pool=_pool(early, rider))
    t.vanguard(0, early.name)
    (r,) = t.hand(0, rider.name)
    g = t.at_turn_start(turn=3, player=0)
    assert g.state.decision is not None and g.state.decision.kind == "ride"
    (res_early,) = _resolved(g, early.name)
    assert res_early.phase == "ride"
    assert _first(g, "turn.draw").seq < res_early.seq
    n = len(g.events)
    act(g, "ride", card=r)
    _resolve_waiting(g)
    ev = g.events[n:]
    ride = next(e for e in ev if e.rule == "ride.normal")
    trig = [e for e in ev if e.kind == "ability-trigger" and rider.name in e.text]
    res = [e for e in ev if e.kind == "ability-resolve" and rider.name in e.text]
    assert len(trig) == 2 and len(res) == 2
    assert all(ride.seq < e.seq for e in trig)
    main = next(e for e in ev if e.phase == "main")
    assert all(e.phase == "ride" and e.seq < main.seq for e in res)
    assert g.state.decision.kind == "main"


@pytest.mark.rule("ride.superior", "timing.ride", "ride.once-per-turn")
@pytest.mark.covers("RIDE-013", "RIDE-014", "RIDE-015", formats=CLS)
def test_superior_ride_from_hand_ignores_grade_and_leaves_the_normal_ride() -> None:
    """An ability that rides a unit from the hand at the beginning of the ride phase puts a
    grade 3 on a grade 1 vanguard; the normal ride is still offered afterwards."""
    caller = _card(
        "Gatewright Acolyte",
        [
            _auto(
                "beginning-of-ride-phase",
                effect=[
                    {"do": "superior-ride", "source": "hand", "name": "Solaris Paragon Knight"}
                ],
            )
        ],
        grade=1,
        power=7000,
    )
    t = Table("classic", pool=_pool(caller))
    old = t.vanguard(0, caller.name)
    big, nxt = t.hand(0, "Solaris Paragon Knight", P1_G3)
    g = t.at_turn_start(turn=3, player=0)
    while g.state.decision is not None and g.state.decision.kind in ("choose", "use-ability"):
        if g.state.decision.kind == "use-ability":
            act(g, "use")
        else:
            act(g, "choose", card=big)
    assert g.state.players[0].vanguard == big
    assert where(g, old) == (0, "soul")
    sup = _first(g, "ride.superior")
    assert sup.phase == "ride"
    # the normal ride is still there, from the new vanguard's grade
    assert g.state.decision is not None and g.state.decision.kind == "ride"
    assert Action("ride", 0, card=nxt) in g.legal_actions()
    act(g, "ride", card=nxt)
    assert g.state.players[0].vanguard == nxt


@pytest.mark.rule("ride.superior")
@pytest.mark.covers("RIDE-013", "RIDE-015", formats=CLS)
@pytest.mark.parametrize("source", ["deck", "drop"])
def test_superior_ride_from_deck_or_drop_zone_in_the_main_phase(source: str) -> None:
    """An ACT ability rides a grade 3 from the deck or the drop zone onto a grade 0 vanguard
    after the turn's normal ride has been used."""
    caller = _card(
        "Hollowgate Seer",
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "effect": [
                    {"do": "superior-ride", "source": source, "name": "Solaris Paragon Knight"}
                ],
            }
        ],
        grade=0,
        power=5000,
    )
    t = Table("classic", pool=_pool(caller))
    old = t.vanguard(0, caller.name)
    if source == "deck":
        (big,) = t.deck_top(0, "Solaris Paragon Knight")
    else:
        (big,) = t.drop(0, "Solaris Paragon Knight")
    g = t.at_main(rode=True)
    act(g, "act", card=old, number=0)
    while g.state.decision is not None and g.state.decision.kind != "main":
        opts = [a for a in g.legal_actions() if a.card == big]
        a = opts[0] if opts else g.legal_actions()[0]
        act(g, a.kind, **_fields(a))
    assert g.state.players[0].vanguard == big
    assert where(g, old) == (0, "soul")
    assert "ride.superior" in rules(g.events)


# ------------------------------------------------------------------------ main phase


@pytest.mark.rule("timing.main", "ability.act", "main.call")
@pytest.mark.covers("MAIN-001", "MAIN-002", formats=CLS)
def test_main_phase_timings_beginning_placed_on_rc_and_act() -> None:
    """'At the beginning of the main phase' resolves before any main phase action is
    possible; a call sets off 'when placed on RC'; an ACT ability is used in the main phase."""
    opener = _card(
        "Morningtide Steward",
        [
            _auto("beginning-of-main-phase", effect=[{"do": "draw", "n": 1}]),
            {
                "type": "ACT",
                "zones": ["VC"],
                "cost": [{"soul-blast": 1}],
                "effect": [{"do": "power", "amount": 3000, "target": "self", "until": "turn"}],
            },
        ],
    )
    placed = _card(
        "Rampart Lamplighter",
        [_auto("placed-on-rc", on="self", zones=("RC",))],
        grade=1,
        power=7000,
        shield=5000,
    )
    t = Table("classic", pool=_pool(opener, placed))
    vg = t.vanguard(0, opener.name)
    t.soul(0, P1_G1)
    (p,) = t.hand(0, placed.name)
    top = t.deck_top(0, "Dawnspear Knight")[0]
    g = t.at_ride()
    act(g, "skip-ride")
    (res,) = _resolved(g, opener.name)
    assert res.phase == "main"
    assert where(g, top) == (0, "hand")
    main_phase = next(e for e in g.events if e.phase == "main")
    assert main_phase.seq < res.seq
    assert not any(e.decision for e in g.events if e.phase == "main")  # no action before it
    assert decision_of(g).kind == "main"
    act(g, "call", card=p, circle="FL")
    res_rc = _resolved(g, placed.name)
    assert len(res_rc) == 1 and power(g, p) == 8000
    assert decision_of(g).kind == "main"
    act(g, "act", card=vg, number=1)
    _use_through(g)
    assert power(g, vg) == 14000 and decision_of(g).kind == "main"


@pytest.mark.rule("ability.act", "cost.payment")
@pytest.mark.covers("MAIN-018", formats=CLS)
def test_act_ability_used_as_often_as_its_cost_can_be_paid() -> None:
    """An ACT ability costing Soul Blast 1 with two cards in the soul is used twice, paying
    each time; with the soul empty it is no longer offered."""
    user = _card(
        "Emberquill Tactician",
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "cost": [{"soul-blast": 1}],
                "effect": [{"do": "power", "amount": 2000, "target": "self", "until": "turn"}],
            }
        ],
    )
    t = Table("classic", pool=_pool(user))
    vg = t.vanguard(0, user.name)
    t.soul(0, P1_G1, P1_G1)
    g = t.at_main()
    use = Action("act", 0, card=vg, number=0)
    for n in (1, 2):
        assert use in g.legal_actions()
        act(g, "act", card=vg, number=0)
        _use_through(g)
        assert power(g, vg) == 11000 + 2000 * n
        assert len(g.state.players[0].soul) == 2 - n
    assert use not in g.legal_actions()
    with pytest.raises(IllegalAction):
        g.apply(use)
    assert power(g, vg) == 15000


@pytest.mark.rule("main.superior-call")
@pytest.mark.covers("MAIN-012")
@pytest.mark.parametrize("source", ["deck", "drop"])
@pytest.mark.parametrize("fmt", ["classic", "premium"])
def test_superior_call_from_deck_or_drop_ignores_grade(source: str, fmt: str) -> None:
    """A grade 0 vanguard's ACT ability calls a grade 3 unit to a rear-guard circle, which a
    normal call could not do."""
    caller = _card(
        "Lanternyard Recruiter",
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "effect": [
                    {"do": "superior-call", "source": source, "name": "Solaris Paragon Knight"}
                ],
            }
        ],
        grade=0,
        power=5000,
    )
    t = Table(fmt, pool=_pool(caller))
    vg = t.vanguard(0, caller.name)
    (in_hand,) = t.hand(0, "Solaris Paragon Knight")
    if source == "deck":
        (big,) = t.deck_top(0, "Solaris Paragon Knight")
    else:
        (big,) = t.drop(0, "Solaris Paragon Knight")
    g = t.at_main()
    assert not [a for a in g.legal_actions() if a.kind == "call" and a.card == in_hand]
    act(g, "act", card=vg, number=0)
    while g.state.decision is not None and g.state.decision.kind != "main":
        d = g.legal_actions()
        opts = [a for a in d if a.card == big] or [a for a in d if a.circle == "FL"] or d
        act(g, opts[0].kind, **_fields(opts[0]))
    assert where(g, big) == (0, "FL")
    assert "main.superior-call" in rules(g.events)


# ------------------------------------------------------------------------ battle phase


def _step_of_resolve(g: Game, name: str) -> list[str]:
    return [e.step for e in _resolved(g, name)]


@pytest.mark.rule("timing.attack", "battle.attack", "battle.boost")
@pytest.mark.covers("ATTACK-002", formats=CLS)
def test_attack_step_timings_beginning_attacks_boosts_and_attacked() -> None:
    """The four attack-step timings: 'at the beginning of the attack step' resolves before the
    attack is declared; 'when it attacks', 'when it boosts' and 'when it is attacked' trigger
    with the declaration and boost and all resolve in the attack step, before the guard step."""
    striker = _card(
        "Gleamcrest Vanguard", [_auto("beginning-of-attack-step"), _auto("attacks", on="self")]
    )
    booster = _card(
        "Wickbearer Page",
        [_auto("boosts", on="self", zones=("RC",))],
        grade=1,
        power=7000,
        shield=5000,
    )
    target = _card("Brinewatch Captain", [_auto("attacked", on="self")], clan="Stormrider Corsairs")
    t = Table("classic", pool=_pool(striker, booster, target))
    vg = t.vanguard(0, striker.name)
    bc = t.rear(0, "BC", booster.name)
    foe = t.vanguard(1, target.name)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    (early,) = _resolved(g, striker.name)
    assert early.step == "attack" and "battle.attack" not in rules(g.events)
    evs = act(g, "attack", circle="VC", target="VC")
    assert evs[0].rule == "battle.attack"
    act(g, "boost")
    _resolve_waiting(g)
    assert _step_of_resolve(g, striker.name) == ["attack", "attack"]
    assert _step_of_resolve(g, booster.name) == ["attack"]
    assert _step_of_resolve(g, target.name) == ["attack"]
    assert all(e.step == "attack" for e in _resolved(g)) and g.state.step == "guard"
    assert power(g, vg) == 11000 + 2000 + 8000  # both its own bonuses and the booster's
    assert power(g, bc) == 8000 and power(g, foe) == 12000
    assert decision_of(g).kind == "guard"


@pytest.mark.rule("timing.guard", "battle.guard", "battle.intercept")
@pytest.mark.covers("GUARD-001", formats=CLS)
def test_guard_step_timings_beginning_intercepts_and_placed_on_gc() -> None:
    """'At the beginning of the guard step' resolves before the defender is asked to guard;
    an interceptor's 'when it intercepts' and a guardian's 'when placed on GC' each resolve
    before the defender decides again."""
    corsair = {"clan": "Stormrider Corsairs"}
    target = _card(
        "Tidewall Commodore",
        [_auto("beginning-of-guard-step", on="opponent-turn")],
        **corsair,
    )
    shield_up = [{"do": "shield", "amount": 5000, "target": "self", "until": "battle"}]
    icp = _card(
        "Harbor Pikeman",
        [_auto("intercepts", on="self", zones=("RC",), effect=shield_up)],
        grade=2,
        power=9000,
        shield=5000,
        **corsair,
    )
    gdn = _card(
        "Spray Shieldmate",
        [_auto("placed-on-gc", on="self", zones=("GC",), effect=shield_up)],
        grade=1,
        power=6000,
        shield=5000,
        **corsair,
    )
    t = Table("classic", pool=_pool(target, icp, gdn))
    t.vanguard(0, P1_G3)
    foe = t.vanguard(1, target.name)
    t.rear(1, "FL", icp.name)
    (h,) = t.hand(1, gdn.name)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    (early,) = _resolved(g, target.name)
    assert early.step == "guard" and power(g, foe) == 12000
    assert decision_of(g).kind == "guard"
    assert not [e for e in g.events if e.decision and e.step == "guard"]
    act(g, "intercept", circle="FL")
    assert _step_of_resolve(g, icp.name) == ["guard"]
    assert decision_of(g).kind == "guard"
    assert "22,000 power" in decision_of(g).prompt  # 12,000 + 5,000 + its own +5,000
    act(g, "guard", card=h)
    assert _step_of_resolve(g, gdn.name) == ["guard"]
    assert decision_of(g).kind == "guard"
    assert "32,000 power" in decision_of(g).prompt


@pytest.mark.rule("timing.drive", "battle.drive")
@pytest.mark.covers("DRIVE-001", formats=CLS)
def test_drive_step_timings_beginning_drive_checks_and_reveals() -> None:
    """'At the beginning of the drive step' resolves before the check; 'when you drive check'
    (a rear-guard) and 'when its drive check reveals it' (the revealed card, from the
    trigger zone) resolve while the card is still in the trigger zone."""
    striker = _card("Lampforge Marshal", [_auto("beginning-of-drive-step")], grade=2)  # 1 check
    listener = _card(
        "Signalfire Scout",
        [_auto("drive-check", on="your-unit", zones=("RC",))],
        grade=1,
        power=7000,
        shield=5000,
    )
    revealed = _card(
        "Omenglass Novice",
        [_auto("drive-check", on="self", zones=("trigger",), effect=[{"do": "soul-charge"}])],
        grade=1,
        power=7000,
        shield=5000,
    )
    t = Table("classic", pool=_pool(striker, listener, revealed))
    t.vanguard(0, striker.name)
    rg = t.rear(0, "FL", listener.name)
    t.vanguard(1, P2_G3)
    (top,) = t.deck_top(0, revealed.name)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    _resolve_waiting(g)
    check = _first(g, "battle.drive")
    (early,) = _resolved(g, striker.name)
    assert early.step == "drive" and early.seq < check.seq
    later = _resolved(g, listener.name) + _resolved(g, revealed.name)
    assert len(later) == 2
    for e in later:
        assert e.step == "drive" and e.seq > check.seq
        assert g.snapshots[e.seq].locate(top) == (0, "trigger")
    assert power(g, rg) == 8000
    assert where(g, top) == (0, "hand")


@pytest.mark.rule("timing.damage", "battle.hit-check", "damage.check", "battle.guardians-retire")
def test_damage_step_timings_beginning_checks_hits_and_drop_zone() -> None:
    """The damage step's timings in one hitting attack: 'at the beginning of the damage step'
    before the power comparison; 'when you damage check' and 'when its damage check reveals
    it' while the card is in the trigger zone; 'when put into the drop zone' for the retired
    guardian; and 'when its attack hits' last (Classic: after the guardians have left).

    Not marked for DAMAGE-001: that line also lists 'when the attack does not hit', which the
    engine's Classic rules do not have (``Format.did_not_hit_timing`` is off)."""
    striker = _card(
        "Dusklance Templar",
        [_auto("beginning-of-damage-step"), _auto("attack-hits", on="self")],
        grade=2,
    )
    corsair = {"clan": "Stormrider Corsairs"}
    listener = _card(
        "Bilgewatch Deckhand",
        [_auto("damage-check", on="your-unit", zones=("RC",))],
        grade=1,
        power=7000,
        shield=5000,
        **corsair,
    )
    revealed = _card(
        "Stormglass Omen",
        [_auto("damage-check", on="self", zones=("trigger",), effect=[{"do": "soul-charge"}])],
        grade=1,
        power=7000,
        shield=5000,
        **corsair,
    )
    wall = _card(
        "Driftwood Bulwark",  # no shield: it guards for nothing
        [_auto("put-into-drop", on="self", zones=("drop",), effect=[{"do": "draw", "n": 1}])],
        grade=1,
        power=6000,
        **corsair,
    )
    t = Table("classic", pool=_pool(striker, listener, revealed, wall))
    t.vanguard(0, striker.name)
    t.vanguard(1, P2_G3)
    t.rear(1, "FL", listener.name)
    (top,) = t.deck_top(1, revealed.name)
    (gd,) = t.hand(1, wall.name)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=gd)
    act(g, "end-guard")
    _resolve_waiting(g)
    hit = _first(g, "battle.hit-check")
    gone = _first(g, "battle.guardians-retire")
    begin, hits = _resolved(g, striker.name)
    assert begin.step == "damage" and begin.seq < hit.seq
    checks = _resolved(g, listener.name) + _resolved(g, revealed.name)
    assert len(checks) == 2
    for e in checks:
        assert e.step == "damage" and g.snapshots[e.seq].locate(top) == (1, "trigger")
    (dropped,) = _resolved(g, wall.name)
    assert dropped.step == "damage" and dropped.seq > gone.seq
    assert hits.step == "damage" and hits.seq > gone.seq
    assert where(g, gd) == (1, "drop") and where(g, top) == (1, "damage")


@pytest.mark.rule("timing.close", "battle.close")
@pytest.mark.covers("CLOSE-001", formats=CLS)
def test_close_step_abilities_resolve_before_the_battle_ends() -> None:
    """'At the beginning of the close step' and 'at the end of the battle' abilities resolve
    first in the close step, while the battle's effects still hold; then the battle ends."""
    striker = _card(
        "Vesperhold Lancer",
        [_auto("beginning-of-close-step"), _auto("end-of-battle")],
        grade=2,
    )
    t = Table("classic", pool=_pool(striker))
    vg = t.vanguard(0, striker.name)
    booster = t.rear(0, "BC", P1_G1)
    t.vanguard(1, P2_G3)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")
    act(g, "end-guard")
    _resolve_waiting(g)
    close = _first(g, "battle.close")
    res = _resolved(g, striker.name)
    assert len(res) == 2 and {e.step for e in res} == {"close"}
    for e in res:
        assert e.seq < close.seq
        assert g.snapshots[e.seq].battle is not None  # the boost is still on
    assert g.snapshots[close.seq].battle is None
    assert power_at(g, res[0], vg) == 11000 + 7000  # boosted while the abilities resolve
    assert power_at(g, close, vg) == 11000 + 2000  # the boost is gone, their bonuses stay
    assert booster in g.snapshots[close.seq].rested


@pytest.mark.rule("end.phase", "end.effects-expire")
@pytest.mark.covers("END-008", formats=CLS)
def test_end_of_turn_is_declared_last_of_all() -> None:
    closer = _card("Nightfall Herald", [_auto("end-of-turn")])
    t = Table("classic", pool=_pool(closer))
    t.vanguard(0, closer.name)
    t.lock(t.rear(0, "FL", P1_G1))
    g = t.at_end(turn=3, player=0)
    _resolve_waiting(g)
    turn3 = [e for e in g.events if e.turn == 3]
    last = turn3[-1]
    assert last.rule == "end.phase" and last.text == "Player 1 ends turn 3."
    done = {"end.unlock", "end.effects-expire", "ability.auto"}
    assert done <= set(rules(turn3[:-1]))
    assert g.state.turn == 4 and g.state.turn_player == 1


@pytest.mark.rule("battle.attack", "timing.attack", "timing.close")
@pytest.mark.covers("ATTACK-011", formats=CLS)
def test_attack_step_with_no_unit_able_to_attack_goes_on_to_the_close_step() -> None:
    """The vanguard's own 'at the beginning of the attack step' ability rests it, so no unit
    can attack any more: the game skips guard, drive and damage and runs the close step (its
    'at the beginning of the close step' ability resolves there)."""
    sleeper = _card(
        "Duskward Sentry",
        [
            _auto("beginning-of-attack-step", effect=[{"do": "rest", "target": "self"}]),
            _auto("beginning-of-close-step", effect=[{"do": "draw", "n": 1}]),
        ],
        grade=2,
    )
    t = Table("classic", pool=_pool(sleeper))
    vg = t.vanguard(0, sleeper.name)
    t.vanguard(1, P2_G3)
    g = t.at_battle()
    hand = len(g.state.players[0].hand)
    act(g, "attack", circle="VC", target="VC")
    _resolve_waiting(g)
    turn3 = [e for e in g.events if e.turn == 3]
    gave_up = next(e for e in turn3 if e.kind == "no-attack")
    assert gave_up.step == "attack" and "close step" in gave_up.text
    assert not [e for e in turn3 if e.step in ("guard", "drive", "damage")]
    assert gave_up.rule == "battle.attack" and vg in g.snapshots[gave_up.seq].rested
    res = _resolved(g, sleeper.name)
    assert [e.step for e in res] == ["attack", "close"]
    assert res[1].seq > gave_up.seq
    assert len(g.snapshots[res[1].seq + 1].players[0].hand) == hand + 1


@pytest.mark.rule("end.unlock", "card.delete")
@pytest.mark.covers("DELETE-004", formats=CLS)
def test_a_deleted_unit_turns_face_up_standing_at_the_end_of_its_owners_turn() -> None:
    t = Table("classic")
    vg = t.vanguard(0, P1_G3, rested=True)
    t.delete(vg)
    foe = t.vanguard(1, P2_G3, rested=True)
    t.delete(foe)
    g = t.at_end(turn=3, player=0)
    ev = next(e for e in g.events if e.kind == "undelete")
    assert ev.turn == 3 and ev.cards == (vg,)
    s = g.snapshots[ev.seq]
    assert vg not in s.deleted and vg not in s.face_down and vg not in s.rested
    assert power(g, vg) == 11000
    # the opponent's deleted unit waits for the end of its own owner's turn
    assert foe in g.state.deleted and foe in g.state.face_down


@pytest.mark.rule("ride.soul", "ride.normal")
@pytest.mark.covers("ZONE-044", formats=CLS)
def test_riding_puts_the_previous_vanguard_into_the_soul() -> None:
    t = Table("classic")
    old = t.vanguard(0, "Dawnspear Knight")
    (new,) = t.hand(0, P1_G3)
    g = t.at_ride()
    evs = act(g, "ride", card=new)
    assert g.state.players[0].vanguard == new
    assert where(g, old) == (0, "soul") and g.state.players[0].soul[-1] == old
    ride = evs[0]
    assert ride.cards == (new, old) and "goes into the soul" in ride.text
    assert g.snapshots[ride.seq].locate(old) == (0, "soul")
