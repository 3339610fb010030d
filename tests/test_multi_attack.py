"""An attack on several units at once (ATTACK-009, ATTACK-010) and a rear-guard that drive
checks (DRIVE-005): the ``attack-several`` and ``can-drive-check`` effects played by the
teaching cards of ``standard-more.json``."""

from __future__ import annotations

import pytest
from builders import Table, act, decision_of, kinds, offered, power, rules, texts, where

from vgwidget.bots import make
from vgwidget.engine import position as position_mod
from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game
from vgwidget.engine.notation import describe
from vgwidget.engine.procedures.battle import attack_width
from vgwidget.engine.view import view as view_of

TRI = "Thunderclap Tri-Strike Dragon"
BRAWLER = "Quakefist Overrun Brawler"
MARSHAL = "Emberwake Drive Marshal"


def _use_act(g: Game, iid: int) -> None:
    """Use the unit's first ACT ability and pay its cost with the first choices offered."""
    act(g, "act", card=iid, number=0)
    while g.state.decision is not None and g.state.decision.kind != "main":
        g.apply(g.legal_actions()[0])


def _three_front_row(fmt: str, attacker: str) -> tuple[Table, int, int, int, int, int]:
    """Player 1's ``attacker`` on VC (two face-up damage to pay with); Player 2 has a
    vanguard and two front-row rear-guards, and two plain cards in hand."""
    t = Table(fmt)
    vg = t.vanguard(0, attacker)
    t.damage_count(0, 2)
    grade3 = t.plain_card(1, 3)
    foe_vg = t.vanguard(1, grade3)
    fl = t.rear(1, "FL", grade3)
    fr = t.rear(1, "FR", grade3)
    (guard,) = t.hand(1, t.plain_card(1, 1))
    return t, vg, foe_vg, fl, fr, guard


def _choose(g: Game, iid: int | None) -> None:
    assert g.state.decision is not None and g.state.decision.kind == "choose"
    act(g, "choose", **({"card": iid} if iid is not None else {}))


@pytest.mark.rule("battle.multi-target")
@pytest.mark.covers("ATTACK-009", formats=("standard",))
def test_every_unit_the_ability_names_is_attacked_guarded_and_hit_on_its_own() -> None:
    t, vg, foe_vg, fl, fr, guard = _three_front_row("standard", TRI)
    g = t.at_main()
    _use_act(g, vg)
    assert attack_width(g.state, vg) == 3
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    # the attack is declared against the vanguard; the other two are named as part of it
    d = g.state.decision
    assert d is not None and d.kind == "choose" and set(offered(d)) == {fl, fr}
    _choose(g, fl)
    assert set(offered(decision_of(g))) == {fr}
    _choose(g, fr)
    b = g.state.battle
    assert b is not None and [u for u, _ in b.attacked()] == [foe_vg, fl, fr]
    assert kinds(g.events).count("attack-also") == 2
    # the view shows all three; the defender now guards, choosing which unit each guardian guards
    view = view_of(g.state, 1)
    assert [a["unit"] for a in view["battle"]["attacked"]] == [foe_vg, fl, fr]
    assert decision_of(g).kind == "guard" and decision_of(g).player == 1
    before = {u: power(g, u) for u in (foe_vg, fl, fr)}
    act(g, "guard", card=guard)
    d = g.state.decision
    assert d is not None and d.kind == "choose" and d.player == 1
    assert set(offered(d)) == {foe_vg, fl, fr}
    _choose(g, fl)
    shield = power(g, fl) - before[fl]
    assert shield > 0
    assert power(g, foe_vg) == before[foe_vg] and power(g, fr) == before[fr]
    assert view_of(g.state, 0)["battle"]["guarding"] == {str(guard): fl}
    damage_before = len(g.state.players[1].damage)
    act(g, "end-guard")
    while g.state.decision is not None and g.state.turn_player == 0:
        g.apply(g.legal_actions()[0])
    text = texts(g.events)
    # one drive step with the vanguard's own two checks, then each unit compared on its own
    assert kinds(g.events).count("drive-to-hand") == 2
    assert "each attacked unit on its own" in text
    assert where(g, fr) == (1, "drop")  # hit rear-guard retired
    assert where(g, fl) == (1, "FL")  # guarded: not hit
    assert len(g.state.players[1].damage) == damage_before + 1  # the hit vanguard: 1 damage
    assert rules(g.events).count("battle.hit-rearguard") == 1


@pytest.mark.rule("battle.multi-target")
@pytest.mark.covers("ATTACK-009", formats=("standard",))
def test_the_attacker_may_name_fewer_units_and_no_unit_twice() -> None:
    t, vg, foe_vg, fl, fr, _ = _three_front_row("standard", TRI)
    g = t.at_main()
    _use_act(g, vg)
    act(g, "end-main")
    act(g, "attack", circle="VC", target="FL")
    d = g.state.decision
    assert d is not None and set(offered(d)) == {foe_vg, fr}  # FL is already attacked
    with pytest.raises(IllegalAction):
        act(g, "choose", card=fl)
    _choose(g, None)  # no more
    b = g.state.battle
    assert b is not None and [u for u, _ in b.attacked()] == [fl]
    assert decision_of(g).kind == "guard"
    assert "attack-also" not in kinds(g.events)


@pytest.mark.rule("battle.multi-target")
@pytest.mark.covers("ATTACK-010", formats=("classic", "premium"))
@pytest.mark.parametrize("fmt", ["classic", "premium"])
def test_using_the_ability_twice_does_not_add_targets_and_the_drive_is_as_usual(
    fmt: str,
) -> None:
    t, vg, foe_vg, fl, fr, _ = _three_front_row(fmt, BRAWLER)
    g = t.at_main()
    _use_act(g, vg)
    _use_act(g, vg)
    grants = [m for m in g.state.mods if m.target == vg and m.stat == "attack-several"]
    assert len(grants) == 2
    assert attack_width(g.state, vg) == 2  # two grants of "two units" still make two
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    _choose(g, fl)
    b = g.state.battle
    assert b is not None and len(b.attacked()) == 2
    assert decision_of(g).kind == "guard"  # no third target offered
    act(g, "end-guard")
    while g.state.decision is not None and g.state.turn_player == 0:
        g.apply(g.legal_actions()[0])
    # the attacker's Twin Drive: two drive checks, once for the battle, not once per target
    assert kinds(g.events).count("drive-to-hand") == 2
    assert where(g, fl) == (1, "drop")
    assert where(g, fr) == (1, "FR")


@pytest.mark.rule("battle.multi-target")
@pytest.mark.covers("ATTACK-009", formats=("standard",))
def test_a_multi_target_battle_survives_a_position_round_trip_and_reads_in_words() -> None:
    t, vg, foe_vg, fl, fr, guard = _three_front_row("standard", TRI)
    for p in (0, 1):  # small decks, so that no card is shown more than a deck may hold
        used = {t.plain_card(p, 1), t.plain_card(p, 3)}
        t.deck(p, *sorted(set(t.filler(p)) - used)[:6])
    g = t.at_main()
    _use_act(g, vg)
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    choice = next(a for a in g.legal_actions() if a.card == fr)
    assert "Choose" in describe(g.state, choice, 0) and g.state.card(fr).name in describe(
        g.state, choice, 0
    )
    _choose(g, fr)
    _choose(g, None)
    act(g, "guard", card=guard)
    _choose(g, fr)
    d = position_mod.to_dict(g.state)
    assert d["battle"]["also"] == ["FR"] and d["battle"]["guarding"] == ["FR"]
    g2 = Game.from_position(position_mod.to_toml(d))
    b2 = g2.state.battle
    assert b2 is not None and [c for _, c in b2.attacked()] == ["VC", "FR"]
    assert b2.guards(b2.guardians[0]) == b2.also[0][0]
    assert [m["stat"] for m in d["modifiers"]] == ["attack-several"]
    # without the ability's effect, a position naming a second target is refused
    d.pop("modifiers")
    with pytest.raises(position_mod.PositionError, match="battle.multi-target"):
        Game.from_position(position_mod.to_toml(d))


@pytest.mark.rule("battle.multi-target")
def test_the_bots_play_through_a_multi_target_attack() -> None:
    for level in ("random", "greedy"):
        t, vg, *_ = _three_front_row("standard", TRI)
        g = t.at_main()
        _use_act(g, vg)
        act(g, "end-main")
        act(g, "attack", circle="VC", target="VC")
        bot = make(level, seed=1)
        while g.state.battle is not None or g.state.step in ("attack", "guard"):
            p = g.current_player
            assert p is not None
            a = bot.choose(g, p)
            assert a in g.legal_actions()
            g.apply(a)
        assert "hit-check" in kinds(g.events)


@pytest.mark.rule("battle.drive")
@pytest.mark.covers("DRIVE-005", formats=("standard",))
def test_a_rear_guard_an_ability_lets_drive_check_goes_through_the_drive_step() -> None:
    t = Table("standard")
    t.damage_count(0, 2)
    marshal = t.rear(0, "FL", MARSHAL)
    other = t.rear(0, "FR", MARSHAL)
    g = t.at_main()
    _use_act(g, marshal)
    act(g, "end-main")
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    text = texts(g.events)
    assert "The attacking rear-guard “Emberwake Drive Marshal”, which an ability lets" in text
    assert kinds(g.events).count("drive-to-hand") == 2
    # the other one, without the ability, attacks with no drive step
    while decision_of(g).kind != "attack":
        g.apply(g.legal_actions()[0])
    n = kinds(g.events).count("drive-to-hand")
    act(g, "attack", circle="FR", target="VC")
    act(g, "end-guard")
    assert kinds(g.events).count("drive-to-hand") == n
    assert g.state.players[0].at("FR") == other
    assert Action("act", 0, card=marshal, number=0) not in g.legal_actions()


@pytest.mark.rule("battle.drive", "position.setup")
@pytest.mark.covers("DRIVE-005", formats=("standard",))
def test_a_position_in_the_drive_step_of_a_driving_rear_guard() -> None:
    text = """
[game]
format = "standard"
turn = 3
turn_player = 1
phase = "battle"
step = "drive"
[battle]
attacker = "FL"
target = "VC"
[[modifiers]]
player = 1
circle = "FL"
stat = "can-drive-check"
[players.1]
circles = { VC = "Cinder Drake Warden", FL = { card = "Emberwake Drive Marshal", rested = true } }
deck = { fill = "teaching" }
[players.2]
circles = { VC = "Ripplet Herald" }
deck = { fill = "teaching" }
"""
    g = Game.from_position(text)
    drive = [e for e in g.events if e.kind == "drive"]
    assert len(drive) == 1 and "The attacking rear-guard “Emberwake Drive Marshal”" in drive[0].text
    without = text.replace(
        '[[modifiers]]\nplayer = 1\ncircle = "FL"\nstat = "can-drive-check"\n', ""
    )
    with pytest.raises(position_mod.PositionError, match="only an attacking vanguard"):
        Game.from_position(without)


@pytest.mark.rule("battle.multi-target", "battle.intercept")
@pytest.mark.covers("ATTACK-009", formats=("standard",))
def test_an_interceptor_guards_the_attacked_unit_chosen_and_an_attacked_unit_cannot_intercept() -> (
    None
):
    from vgwidget.cli_timeline import render_board

    t = Table("standard")
    vg = t.vanguard(0, TRI)
    t.damage_count(0, 2)
    t.vanguard(1, t.plain_card(1, 3))
    fl = t.rear(1, "FL", "Coralshield Captain")  # grade 2: Intercept
    fr = t.rear(1, "FR", "Wavebreaker Lancer")
    g = t.at_main()
    _use_act(g, vg)
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    _choose(g, fl)
    _choose(g, None)
    board = render_board(g.view(None))
    assert "and also “Coralshield Captain” (FL" in board
    intercepts = [a for a in g.legal_actions() if a.kind == "intercept"]
    assert [a.circle for a in intercepts] == ["FR"]  # FL is being attacked
    with pytest.raises(IllegalAction):
        act(g, "intercept", circle="FL")
    before = power(g, fl)
    act(g, "intercept", circle="FR")
    d = g.state.decision
    assert d is not None and d.kind == "choose" and d.player == 1
    _choose(g, fl)
    assert g.state.players[1].guardians == (fr,)
    assert power(g, fl) > before
    b = g.state.battle
    assert b is not None and b.guards(fr) == fl


@pytest.mark.rule("battle.multi-target", "g.guardian")
@pytest.mark.covers("ATTACK-010", formats=("premium",))
def test_a_g_guardian_guards_the_attacked_unit_its_player_names() -> None:
    from test_premium_stride import GG2, VG2, gzone

    t = Table("premium")
    vg = t.vanguard(0, BRAWLER)
    t.damage_count(0, 2)
    foe_vg = t.vanguard(1, VG2)
    fl = t.rear(1, "FL", t.plain_card(1, 3))
    (gg,) = gzone(t, 1, GG2)
    (heal,) = t.hand(1, "Galley Medic")
    g = t.at_main()
    _use_act(g, vg)
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    _choose(g, fl)
    assert g.state.decision is not None and g.state.decision.kind == "guard"
    before_vg, before_fl = power(g, foe_vg), power(g, fl)
    events = act(g, "g-guardian", card=gg, cards=(heal,))
    called = next(e for e in events if e.kind == "guard")
    assert "for the attacked unit it will guard" in called.text  # not yet named
    d = g.state.decision
    assert d is not None and d.kind == "choose" and set(offered(d)) == {foe_vg, fl}
    _choose(g, fl)
    assert power(g, fl) == before_fl + 15000 and power(g, foe_vg) == before_vg


@pytest.mark.rule("battle.multi-target")
def test_the_greedy_bot_guards_its_vanguard_when_it_is_one_of_several_attacked_units() -> None:
    from vgwidget.bots.greedy import GUARD_AT

    t, vg, foe_vg, fl, fr, guard = _three_front_row("standard", TRI)
    t.damage_count(1, GUARD_AT)
    t.hand(1, *[t.plain_card(1, 1)] * 2)
    g = t.at_main()
    _use_act(g, vg)
    act(g, "end-main")
    act(g, "attack", circle="VC", target="FL")  # the vanguard is not the first target
    _choose(g, foe_vg)
    _choose(g, None)
    bot = make("greedy", seed=0)
    a = bot.choose(g, 1)
    assert a.kind == "guard"
    g.apply(a)
    a = bot.choose(g, 1)  # which attacked unit the guardian guards
    assert a.kind == "choose" and a.card == foe_vg
