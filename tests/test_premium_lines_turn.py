"""Premium's own turn where it differs from Classic's: the G assist and stride steps inside the
draw and ride phases (TURN-001/004, BATTLE-002 as the G era plays them), a G unit's triple drive
against a grade 3's twin drive (DRIVE-010, CARD-013), and the end phase sending the G unit home
before anything is unlocked (END-004). Each is played with a G deck in a Premium game."""

from __future__ import annotations

import pytest
from builders import Table, act, power
from test_premium_stride import G1, VG1, VG2, _fields, at_stride, gzone

from vgwidget.engine import flow
from vgwidget.engine.cards import default_pool
from vgwidget.engine.game import Game

P = ("premium",)
ORDER = ["stand", "draw", "ride", "main", "battle", "end"]
QUIET = {
    "ride": "skip-ride",
    "main": "end-main",
    "attack": "end-battle",
    "stride": "skip-stride",
    "g-assist": "skip-g-assist",
}


def _play_quietly(g: Game, until_turn: int) -> Game:
    """Keep every hand, never ride, stride, call or attack, until turn ``until_turn`` begins."""
    while g.state.turn < until_turn:
        assert g.decision is not None
        kind = g.decision["kind"]
        if kind == "mulligan":
            act(g, "mulligan", cards=())
        else:
            act(g, QUIET[kind])
    return g


@pytest.mark.covers("TURN-001", "TURN-004", "BATTLE-002", formats=P)
@pytest.mark.rule("turn.sequence", "battle.sequence")
def test_premium_turns_alternate_through_six_phases_with_the_g_steps_inside() -> None:
    g = _play_quietly(Game.new(seed=2, format="premium"), until_turn=5)
    assert all(p.gzone for p in g.state.players), "both players brought a G deck"
    players = {}
    for turn in (1, 2, 3, 4):
        seen: list[str] = []
        for e in g.events:
            if e.turn == turn and e.phase in ORDER and (not seen or seen[-1] != e.phase):
                seen.append(e.phase)
        assert seen == ORDER, f"turn {turn}: {seen}"
        players[turn] = next(e.player for e in g.events if e.turn == turn)
    first = g.state.first_player
    assert [players[n] for n in (1, 2, 3, 4)] == [first, 1 - first, first, 1 - first]
    # the G steps sit inside the draw and ride phases; the battle steps are Classic's
    stages = [(s.phase, s.step) for s in flow.turn_stages("premium")]
    assert [p for p, _ in stages if _ == ""] == ORDER
    assert ("draw", "g-assist") in stages and ("ride", "stride") in stages
    assert stages.index(("draw", "g-assist")) == stages.index(("draw", "")) + 1
    assert stages.index(("ride", "stride")) == stages.index(("ride", "")) + 1
    assert [s.step for s in flow.battle_stages("premium")] == [
        "start",
        "attack",
        "guard",
        "drive",
        "damage",
        "close",
    ]
    # the stride step was reached and passed on a turn with a grade 3 on both sides, or not
    # offered at all: either way no turn skipped a phase
    assert g.state.turn == 5


def _drive_checks(g: Game) -> int:
    act(g, "attack", circle="VC", target="VC")
    n = 0
    while g.state.battle is not None and g.decision is not None:
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("end-guard", "no-boost")), acts[0])
        n += sum(1 for e in act(g, pick.kind, **_fields(pick)) if e.kind == "drive-check")
    return n


@pytest.mark.covers("DRIVE-010", "CARD-013", "DRIVE-002", formats=P)
@pytest.mark.rule("battle.drive", "card.skill-icons")
def test_a_grade_3_drives_twice_and_a_strode_g_unit_three_times() -> None:
    pool = default_pool()
    assert pool[G1].skills == ("triple-drive",) and pool[G1].drive == 3
    assert pool[VG1].drive == 2
    # a grade 3 vanguard that did not stride: Twin Drive
    t = Table("premium")
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    gzone(t, 0, G1)
    g = at_stride(t)
    act(g, "skip-stride")
    act(g, "end-main")
    assert _drive_checks(g) == 2
    # the same board, strode: the G unit's Triple Drive
    t = Table("premium")
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gu,) = gzone(t, 0, G1)
    (g3,) = t.hand(0, VG1)
    g = at_stride(t)
    act(g, "stride", card=gu, cards=(g3,))
    act(g, "end-main")
    assert _drive_checks(g) == 3
    # a rear-guard's attack makes no drive check, in Premium too
    t = Table("premium")
    t.vanguard(0, VG1)
    t.rear(0, "FL", VG1)
    t.vanguard(1, VG2)
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    n = 0
    while g.state.battle is not None and g.decision is not None:
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("end-guard", "no-boost")), acts[0])
        n += sum(1 for e in act(g, pick.kind, **_fields(pick)) if e.kind == "drive-check")
    assert n == 0


def _to_next_turn(g: Game, turn: int) -> None:
    """Call nothing and attack with nothing until ``turn`` is over."""
    while g.state.turn == turn and g.decision is not None:
        kind = g.decision["kind"]
        if kind in ("main", "attack"):
            act(g, QUIET[kind])
        else:
            a = g.legal_actions()[0]
            act(g, a.kind, **_fields(a))


@pytest.mark.covers("END-004", formats=P)
@pytest.mark.rule("stride.return", "end.unlock")
def test_the_g_unit_goes_home_before_the_locked_card_is_unlocked() -> None:
    t = Table("premium")
    vg = t.vanguard(0, VG1)
    locked = t.lock(t.rear(0, "FL", "Dawnspear Knight"))
    t.vanguard(1, VG2)
    (gu,) = gzone(t, 0, G1)
    (g3,) = t.hand(0, VG1)
    g = at_stride(t)
    act(g, "stride", card=gu, cards=(g3,))
    assert power(g, gu) == 15000 + 11000
    n = len(g.events)
    _to_next_turn(g, 3)
    ev = g.events[n:]
    home = next(i for i, e in enumerate(ev) if e.rule == "stride.return")
    unlock = next(i for i, e in enumerate(ev) if e.rule == "end.unlock")
    assert ev[home].phase == ev[unlock].phase == "end"
    assert home < unlock
    assert locked in ev[unlock].cards
    s = g.state
    assert s.players[0].vanguard == vg and gu in s.players[0].gzone
    assert s.players[0].at("FL") == locked and locked not in s.locked
