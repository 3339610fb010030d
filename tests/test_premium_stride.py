"""The G era's stride, heart, return to the G zone, G guardian, generation break and triple
drive (Premium), each checked in a built position; the Playbook's stride Q&A as ``test_qNN``."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, find, make_card, pool_with, power, rules, where

from vgwidget.engine import flow
from vgwidget.engine.actions import Action
from vgwidget.engine.context import Ctx
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game
from vgwidget.engine.moves import do_ride
from vgwidget.engine.procedures.stride import generation_break, heart_name
from vgwidget.engine.state import VC, Task

P = ("premium",)
G1 = "Aurelion the Dawnforged Lanternlord"  # 15000, Lanternguard
GB1 = "Solstice Herald of the Lantern"  # Generation Break 1: +5000 when it attacks
GG1 = "Lanternshield Bastion"  # G guardian, shield 15000
G2 = "Vessaline the Maelstrom Admiral"
GG2 = "Stormwall Figurehead"
VG1 = "Aurelio the Radiant Lanternlord"  # grade 3, 11000
VG2 = "Vessaline the Tempest Corsair Queen"  # grade 3, 11000


def table(pool: Any = None) -> Table:
    return Table("premium", pool=pool)


def gzone(t: Table, p: int, *names: str) -> list[int]:
    """Put G units face down in ``p``'s G zone."""
    return t._add(p, "gzone", names)


def start(
    t: Table,
    *,
    phase: str,
    step: str = "",
    turn: int = 3,
    player: int = 0,
    face_up: tuple[int, ...] = (),
    heart: tuple[int, int] | None = None,
) -> Game:
    """A game from the built position at ``phase``/``step`` (the rest of the turn from the
    declared flow), with ``face_up`` G-zone cards face up."""
    t.turn_flags.add("ride") if phase not in ("draw", "ride") or step else None
    tasks = list(flow.resume(t.fmt, phase, step))
    s = t.state(turn=turn, player=player, phase=phase, step=step, tasks=tasks)
    if face_up:
        s = s._replace(marks=s.marks._replace(face_up=frozenset(face_up)))
    g = Game(s, seed=0)
    g._advance(None)
    return g


def at_stride(t: Table, **kw: Any) -> Game:
    return start(t, phase="ride", step="stride", **kw)


def kinds_offered(g: Game) -> set[str]:
    return {a.kind for a in g.legal_actions()}


def strode() -> tuple[Game, int, int]:
    """Player 1 (grade 3 vanguard ``VG1``, against ``VG2``) has just strode ``G1``, paying with
    a grade 3 from hand: (game, old vanguard now the heart, G unit)."""
    t = table()
    vg = t.vanguard(0, VG1)
    assert vg is not None
    t.vanguard(1, VG2)
    (gu,) = gzone(t, 0, G1)
    (g3,) = t.hand(0, VG1)
    g = at_stride(t)
    act(g, "stride", card=gu, cards=(g3,))
    return g, vg, gu


# ---------------------------------------------------------------------------- stride


@pytest.mark.covers("STRIDE-005", "STRIDE-007", "STRIDE-008", "STRIDE-011", "STRIDE-012", formats=P)
@pytest.mark.rule("stride.procedure", "stride.heart", "stride.cost")
def test_stride_puts_the_g_unit_on_the_vanguard_and_the_old_vanguard_becomes_the_heart() -> None:
    t = table()
    vg = t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gu,) = gzone(t, 0, G1)
    (g3,) = t.hand(0, VG1)
    g = at_stride(t)
    assert g.decision is not None and g.decision["kind"] == "stride"
    events = act(g, "stride", card=gu, cards=(g3,))
    assert rules(events)[:3] == ["stride.cost", "stride.procedure", "stride.heart"]
    ps = g.state.players[0]
    assert ps.vanguard == gu and ps.heart == (vg,)
    assert vg not in ps.soul and where(g, g3) == (0, "drop")
    assert power(g, gu) == 15000 + 11000
    view = g.view(1)["players"][0]
    assert view["heart"][0]["name"] == VG1
    assert view["circles"]["VC"]["name"] == G1


@pytest.mark.covers("STRIDE-006", formats=P)
@pytest.mark.rule("stride.cost")
def test_q09_a_grade_2_and_a_grade_1_pay_the_stride_cost() -> None:
    """Q09: the discarded cards' grades may add up to 3 across several cards."""
    t = table()
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gu,) = gzone(t, 0, G1)
    g2, g1 = t.hand(0, "Dawnspear Knight", "Lanternguard Squire")
    g = at_stride(t)
    assert Action("stride", 0, card=gu, cards=(g2, g1)) in g.legal_actions()
    act(g, "stride", card=gu, cards=(g2, g1))
    assert g.state.players[0].vanguard == gu


@pytest.mark.covers("STRIDE-006", formats=P)
@pytest.mark.rule("stride.cost")
def test_a_stride_paid_with_grades_adding_to_2_is_refused_naming_the_rule() -> None:
    t = table()
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gu,) = gzone(t, 0, G1)
    g1a, g1b = t.hand(0, "Lanternguard Squire", "Brightshield Footman")
    g = at_stride(t)
    before = g.state
    assert kinds_offered(g) == {"skip-stride"}
    with pytest.raises(IllegalAction, match=r"stride\.cost.*add up to 2"):
        act(g, "stride", card=gu, cards=(g1a, g1b))
    assert g.state is before


@pytest.mark.covers("STRIDE-002", formats=P)
@pytest.mark.rule("stride.condition")
def test_no_stride_unless_both_vanguards_are_grade_3() -> None:
    t = table()
    t.vanguard(0, VG1)
    t.vanguard(1, "Stormsail Boatswain")  # grade 2
    (gu,) = gzone(t, 0, G1)
    (g3,) = t.hand(0, VG1)
    g = at_stride(t)
    # the stride step is skipped: the game goes on to the main phase
    assert g.decision is not None and g.decision["kind"] == "main"
    s = g.state._replace(decision=g.state.decision._replace(kind="stride"))  # type: ignore[union-attr]
    from vgwidget.engine.procedures.stride import stride_check

    refusal = stride_check(s, Action("stride", 0, card=gu, cards=(g3,)))
    assert refusal is not None and refusal.rule == "stride.condition"


@pytest.mark.covers("STRIDE-007", formats=P)
@pytest.mark.rule("stride.procedure")
def test_a_face_up_g_unit_cannot_stride() -> None:
    t = table()
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    up, down = gzone(t, 0, G1, G1)
    (g3,) = t.hand(0, VG1)
    g = at_stride(t, face_up=(up,))
    assert {a.card for a in g.legal_actions() if a.kind == "stride"} == {down}
    with pytest.raises(IllegalAction, match="face up"):
        act(g, "stride", card=up, cards=(g3,))


@pytest.mark.covers("STRIDE-009", "STRIDE-010", formats=P)
@pytest.mark.rule("stride.procedure")
def test_q08_ride_to_grade_3_then_stride_once_in_the_same_turn() -> None:
    """Q08: a stride is not the normal ride, so ride then stride; but only one stride a turn."""
    t = table()
    t.vanguard(0, "Dawnspear Knight")
    t.vanguard(1, VG2)
    gu, _ = gzone(t, 0, G1, G1)
    rider, g3 = t.hand(0, VG1, "Solaris Paragon Knight")
    g = start(t, phase="ride")
    act(g, "ride", card=rider)
    assert g.decision is not None and g.decision["kind"] == "stride"
    act(g, "stride", card=gu, cards=(g3,))
    assert g.state.players[0].vanguard == gu
    assert "stride" in g.state.turn_flags
    # a second stride in the turn is refused
    from vgwidget.engine.procedures.stride import stride_check

    s = g.state._replace(decision=g.state.decision._replace(kind="stride"))  # type: ignore[union-attr]
    refusal = stride_check(s, Action("stride", 0, card=gu, cards=(g3,)))
    assert refusal is not None and "already strode" in refusal.message


@pytest.mark.covers("STRIDE-014", formats=P)
@pytest.mark.rule("stride.heart")
def test_q37_a_strode_g_unit_is_one_card_and_the_heart_is_no_unit() -> None:
    """Q37: the G unit with its heart counts as one unit on the field."""
    g, vg, gu = strode()
    units = g.state.players[0].units()
    assert units == [("VC", gu)] and vg not in [u for _, u in units]


@pytest.mark.covers("STRIDE-001", formats=P)
@pytest.mark.rule("stride.timing")
def test_when_strides_and_placed_on_vc_abilities_trigger_right_after_the_stride() -> None:
    card = make_card(
        "Test Stride Lantern",
        "premium",
        [
            {
                "type": "AUTO",
                "zones": ["VC"],
                "timing": "strides",
                "on": "self",
                "effect": [{"do": "power", "amount": 3000, "target": "self", "until": "turn"}],
                "text": "When this unit strides, +3000 power until end of turn.",
            }
        ],
        grade=4,
        power=15000,
        type="g-unit",
        text="When this unit strides, +3000 power until end of turn.",
    )
    t = table(pool_with(card))
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gu,) = gzone(t, 0, card.name)
    (g3,) = t.hand(0, VG1)
    g = at_stride(t)
    act(g, "stride", card=gu, cards=(g3,))
    while g.decision is not None and g.decision["kind"] != "main":
        act(g, g.legal_actions()[0].kind, **_fields(g.legal_actions()[0]))
    assert power(g, gu) == 15000 + 11000 + 3000


def _fields(a: Action) -> dict[str, Any]:
    return {
        k: v for k, v in a._asdict().items() if k not in ("kind", "player") and v not in (None, ())
    }


# ------------------------------------------------------------------------- end phase


@pytest.mark.covers("END-002", formats=P)
@pytest.mark.rule("stride.return")
def test_the_g_unit_returns_face_up_and_the_heart_is_the_vanguard_again() -> None:
    g, vg, gu = strode()
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    while g.state.turn == 3 and g.decision is not None:
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("end-guard", "end-battle", "no-boost")), acts[0])
        act(g, pick.kind, **_fields(pick))
    s = g.state
    assert s.turn == 4
    assert s.players[0].vanguard == vg and s.players[0].heart == ()
    assert gu in s.players[0].gzone and gu in s.face_up
    assert vg in s.rested  # the heart keeps the G unit's rest (it attacked)
    assert generation_break(s, 0) == 1
    # the opponent sees the face-up G unit, not a face-down one
    seen = g.view(1)["players"][0]["gzone"]
    assert [c.get("name") for c in seen] == [G1]


@pytest.mark.covers("ZONE-029", "ZONE-030", formats=P)
@pytest.mark.rule("zone.g-zone")
def test_the_g_zone_is_hidden_from_the_opponent_except_face_up_cards() -> None:
    t = table()
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    up, down = gzone(t, 0, G1, GB1)
    g = start(t, phase="main", face_up=(up,))
    mine = g.view(0)["players"][0]["gzone"]
    theirs = g.view(1)["players"][0]["gzone"]
    assert [c["name"] for c in mine] == [G1, GB1]
    assert theirs[0]["name"] == G1 and theirs[1] == {"hidden": True}


# --------------------------------------------------------------- generation break


@pytest.mark.covers("KEYWORD-008", formats=P)
@pytest.mark.rule("keyword.generation-break")
def test_generation_break_counts_face_up_g_units_on_vc_and_in_the_g_zone() -> None:
    t = table()
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gb,) = gzone(t, 0, GB1)
    (g3,) = t.hand(0, VG1)
    # no face-up G unit yet: striding makes the G unit on VC the only one (count 1)
    g = at_stride(t)
    assert generation_break(g.state, 0) == 0
    act(g, "stride", card=gb, cards=(g3,))
    assert generation_break(g.state, 0) == 1
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    # Generation Break 1 holds: the attack ability triggers and gives +5000
    assert power(g, gb) == 15000 + 11000 + 5000


@pytest.mark.covers("KEYWORD-008", formats=P)
@pytest.mark.rule("keyword.generation-break")
def test_generation_break_2_is_off_with_one_face_up_g_unit() -> None:
    t = table()
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    gb = t._add(0, "gzone", ["Thundersail Leviathan Corsair"])[0]
    (g3,) = t.hand(0, VG1)
    g = at_stride(t)
    act(g, "stride", card=gb, cards=(g3,))
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    assert generation_break(g.state, 0) == 1
    assert power(g, gb) == 15000 + 11000  # GB2 not met: no bonus


def gb_attack(name: str, player: int = 0, face_up: int = 0) -> int:
    """``player`` strides the G unit ``name`` (with ``face_up`` more G units face up in the
    G zone) over a grade 3 and attacks: the G unit's power once its attack abilities have
    resolved."""
    t = table()
    vgs = (VG1, VG2) if player == 0 else (VG2, VG1)
    t.vanguard(0, vgs[0])
    t.vanguard(1, vgs[1])
    (gu,) = gzone(t, player, name)
    ups = gzone(t, player, *[G1 if player == 0 else G2] * face_up)
    (g3,) = t.hand(player, vgs[0])
    g = at_stride(t, player=player, face_up=tuple(ups))
    act(g, "stride", card=gu, cards=(g3,))
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    return power(g, gu)


# ----------------------------------------------------------------------- triple drive


@pytest.mark.covers("DRIVE-012", "DRIVE-013", formats=P)
@pytest.mark.rule("battle.drive")
def test_a_strode_g_unit_makes_three_drive_checks() -> None:
    g, _, gu = strode()
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    events = []
    while g.state.battle is not None and g.decision is not None:
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("end-guard", "no-boost")), acts[0])
        events += act(g, pick.kind, **_fields(pick))
    assert sum(1 for e in events if e.kind == "drive-check") == 3


# -------------------------------------------------------------------------- G guardian


def _guard_table() -> tuple[Table, int, int]:
    t = table()
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gg,) = gzone(t, 1, GG2)
    (heal,) = t.hand(1, "Galley Medic")
    return t, gg, heal


def _to_guard(g: Game) -> None:
    act(g, "attack", circle="VC", target="VC")
    while g.decision is not None and g.decision["kind"] != "guard":
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind == "no-boost"), acts[0])
        act(g, pick.kind, **_fields(pick))


@pytest.mark.covers("GUARD-021", formats=P)
@pytest.mark.rule("g.guardian")
def test_a_g_guardian_is_called_by_discarding_a_heal_trigger_and_goes_home_face_up() -> None:
    t, gg, heal = _guard_table()
    g = start(t, phase="battle")
    _to_guard(g)
    assert Action("g-guardian", 1, card=gg, cards=(heal,)) in g.legal_actions()
    act(g, "g-guardian", card=gg, cards=(heal,))
    assert where(g, heal) == (1, "drop")
    assert where(g, gg) == (1, "guardians") and gg in g.state.rested
    assert power(g, g.state.players[1].vanguard) == 11000 + 15000
    act(g, "end-guard")
    while g.state.battle is not None and g.decision is not None:
        acts = g.legal_actions()
        act(g, acts[0].kind, **_fields(acts[0]))
    assert where(g, gg) == (1, "gzone") and gg in g.state.face_up


@pytest.mark.covers("GUARD-022", formats=P)
@pytest.mark.rule("g.guardian")
def test_no_g_guardian_with_four_face_up_g_guardians_or_below_grade_3() -> None:
    t, gg, heal = _guard_table()
    ups = gzone(t, 1, GG2, GG2, GG2, GG2)
    g = start(t, phase="battle", face_up=tuple(ups))
    _to_guard(g)
    assert "g-guardian" not in kinds_offered(g)
    with pytest.raises(IllegalAction, match="4 G guardians face up"):
        act(g, "g-guardian", card=gg, cards=(heal,))
    # three face up still allow it
    t, gg, heal = _guard_table()
    ups = gzone(t, 1, GG2, GG2, GG2)
    g = start(t, phase="battle", face_up=tuple(ups))
    _to_guard(g)
    assert "g-guardian" in kinds_offered(g)
    # a grade 2 vanguard on either side bars it
    t = table()
    t.vanguard(0, "Dawnspear Knight")
    t.vanguard(1, VG2)
    (gg,) = gzone(t, 1, GG2)
    (heal,) = t.hand(1, "Galley Medic")
    g = start(t, phase="battle")
    _to_guard(g)
    with pytest.raises(IllegalAction, match="grade 3"):
        act(g, "g-guardian", card=gg, cards=(heal,))


def test_a_g_guardian_needs_a_heal_trigger() -> None:
    t, gg, _ = _guard_table()
    (crit,) = t.hand(1, "Cutlass Parrot")
    g = start(t, phase="battle")
    _to_guard(g)
    with pytest.raises(IllegalAction, match="heal trigger"):
        act(g, "g-guardian", card=gg, cards=(crit,))


def test_stride_is_refused_in_classic() -> None:
    t = Table("classic")
    t.vanguard(0, VG1)
    g = t.at_main()
    with pytest.raises(IllegalAction, match="not possible now"):
        g.apply(Action("stride", 0, card=0, cards=(1,)))
    from vgwidget.engine.procedures.stride import stride_check

    refusal = stride_check(g.state, Action("stride", 0, card=0, cards=(1,)))
    assert refusal is not None and "no G zone" in refusal.message


def test_premium_turn_runs_draw_g_assist_ride_stride_steps() -> None:
    """TURN-002/003: the stages of a Premium turn, from the declared flow."""
    stages = [(s.phase, s.step) for s in flow.turn_stages("premium")]
    assert stages[:5] == [
        ("stand", ""),
        ("draw", ""),
        ("draw", "g-assist"),
        ("ride", ""),
        ("ride", "stride"),
    ]
    assert flow.stage_of("premium", "end").body[0] == "g-return"
    # the stride step, then the end of the ride phase (STRIDE-015), then the main phase
    assert [t.name for t in flow.resume("premium", "ride", "stride")][:3] == [
        "stride-offer",
        "stage-closes",
        "stage",
    ]
    assert Task("stage", ("main", "", ())) in flow.resume("premium", "ride", "stride")


def test_find_helper_sees_the_g_zone() -> None:
    t = table()
    t.vanguard(0, VG1)
    gzone(t, 0, G1)
    g = start(t, phase="main")
    assert where(g, find(g, 0, G1, "gzone")) == (0, "gzone")


@pytest.mark.rule("stride.procedure")
def test_stride_procedure_a_g_unit_takes_the_rested_state_of_the_vanguard_it_covers() -> None:
    """A G unit strode onto the vanguard circle takes the stand or rest state of the vanguard it
    covers (CR 1.48 §10.28.3.1.1, §8.5.1.4.1): strode onto a rested vanguard it is rested; onto a
    standing one, standing."""
    for rested in (True, False):
        t = table()
        old = t.vanguard(0, VG1, rested=rested)
        t.vanguard(1, VG2)
        (cost,) = t.hand(0, VG2)
        (g1,) = gzone(t, 0, G1)
        g = at_stride(t)
        act(g, "stride", card=g1, cards=(cost,))
        assert g.state.players[0].vanguard == g1 and g.state.players[0].heart == (old,)
        assert (g1 in g.state.rested) is rested


def _heart_leaves(g: Game, heart: int, to: str) -> Game:
    """An effect moves the heart ``heart`` from under the G unit to zone ``to`` (as a card
    effect would, through the move machinery): the game from there."""
    ctx = Ctx(g.state, len(g.events))
    ctx.move_card(
        heart, to, "move", "stride.heart", f"the heart goes to {to}", (heart,), src="heart"
    )
    return Game(ctx.state, seed=0)


@pytest.mark.rule("stride.heart")
def test_stride_heart_a_g_unit_that_loses_its_heart_loses_its_name_and_power() -> None:
    """The G unit has the name and the power of its heart only while that heart is on the
    vanguard circle; when the heart leaves, both go, and the G unit has only its own
    (CR 1.48 §10.27.5.2)."""
    g, vg, gu = strode()
    assert power(g, gu) == 15000 + 11000 and heart_name(g.state, 0) == VG1
    g = _heart_leaves(g, vg, "drop")
    assert g.state.players[0].heart == () and where(g, vg) == (0, "drop")
    assert heart_name(g.state, 0) is None
    assert power(g, gu) == 15000


@pytest.mark.rule("stride.return")
def test_stride_return_the_heart_is_the_vanguard_again_when_the_g_unit_leaves_by_any_path() -> None:
    """A G unit that leaves the vanguard circle by any path (here an effect returning it to
    the hand) goes face up to the G zone, and its heart is the vanguard again, in the G unit's
    stand or rest state; the circle is not refilled from the soul (CR 1.48 §4.6.9,
    §10.28.4)."""
    g, vg, gu = strode()
    ctx = Ctx(g.state, len(g.events))
    ctx.move_card(gu, "hand", "move", "stride.heart", "an effect returns it", (gu,), src=VC)
    g = Game(ctx.state, seed=0)
    ps = g.state.players[0]
    assert where(g, gu) == (0, "gzone") and gu in g.state.face_up
    assert ps.vanguard == vg and ps.heart == () and vg not in g.state.rested
    assert "stride.return" in rules(ctx.events)


@pytest.mark.rule("stride.heart", "ride.superior")
def test_stride_heart_riding_onto_a_g_unit_sends_the_heart_into_the_soul() -> None:
    """A card ridden onto a G unit puts everything on the vanguard circle, the heart with it,
    into the soul (the G unit itself goes to the G zone) (CR 1.48 §10.6.1.3-4)."""
    g, vg, gu = strode()
    ctx = Ctx(g.state, len(g.events))
    rider = next(c for c in g.state.players[0].deck if not g.state.card(c).is_g)
    do_ride(ctx, 0, rider, "by an effect", "ride.superior", decision=False, src="deck")
    g = Game(ctx.state, seed=0)
    ps = g.state.players[0]
    assert ps.vanguard == rider and ps.heart == ()
    assert vg in ps.soul and where(g, gu) == (0, "gzone")
