"""Legion (LEGION-001 to LEGION-008) in Classic and Premium, and striding over a legion
(STRIDE-013) in Premium, each in a built position."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, power, where

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game

LEADER = "Seraphis the Twinflame Lanternlord"  # grade 3, 11000, names the mate below
MATE = "Ilvar the Twinflame Lantern Knight"  # grade 3, 11000
FOE = "Vessaline the Tempest Corsair Queen"  # grade 3, 11000
FORMATS = ["classic", "premium"]


def legion_table(fmt: str, *, drop: int = 4) -> tuple[Table, int]:
    t = Table(fmt)
    leader = t.vanguard(0, LEADER)
    assert leader is not None
    t.vanguard(1, FOE)
    t.drop(0, *["Lanternguard Squire"] * drop)
    t.deck_top(0, "Gleamhelm Scout", MATE)
    return t, leader


def find_mate(g: Game) -> None:
    """The deck is searched for the mate: take the mate the search offers (CR 4.55 §7.11.2:
    the player could also find nothing)."""
    assert g.decision is not None and g.decision["kind"] == "choose"
    mate = next(a for a in g.legal_actions() if a.card is not None)
    act(g, "choose", card=mate.card)


def legioned(fmt: str) -> tuple[Game, int, int]:
    """Player 1's main phase right after legioning: (game, leader, mate)."""
    t, leader = legion_table(fmt)
    g = t.at_main()
    act(g, "legion", card=leader)
    while g.decision is not None and g.decision["kind"] == "legion-return":
        act(g, "legion-return", card=g.legal_actions()[0].card)
    find_mate(g)
    (mate,) = g.state.players[0].legion
    return g, leader, mate


def _fields(a: Action) -> dict[str, Any]:
    return {
        k: v for k, v in a._asdict().items() if k not in ("kind", "player") and v not in (None, ())
    }


@pytest.mark.covers("LEGION-001", "LEGION-002", "LEGION-003")
@pytest.mark.rule("legion.procedure", "legion.once-per-game")
@pytest.mark.parametrize("fmt", FORMATS)
def test_legion_returns_four_drop_cards_and_puts_the_mate_beside_the_leader(fmt: str) -> None:
    t, leader = legion_table(fmt, drop=5)
    g = t.at_main()
    assert Action("legion", 0, card=leader) in g.legal_actions()
    deck_before = len(g.state.players[0].deck)
    act(g, "legion", card=leader)
    for _ in range(4):
        assert g.decision is not None and g.decision["kind"] == "legion-return"
        act(g, "legion-return", card=g.state.players[0].drop[0])
    find_mate(g)
    ps = g.state.players[0]
    (mate,) = ps.legion
    assert g.state.card(mate).name == MATE and ps.vanguard == leader
    assert len(ps.drop) == 1 and len(ps.deck) == deck_before + 4 - 1
    assert g.decision is not None and g.decision["kind"] == "main"
    assert "legion" not in {a.kind for a in g.legal_actions()}
    s = g.state._replace(players=(ps._replace(legion=()), g.state.players[1]))
    from vgwidget.engine.procedures.legion import legion_check

    refusal = legion_check(s, Action("legion", 0, card=leader))
    assert refusal is not None and refusal.rule == "legion.once-per-game"
    assert g.view(1)["players"][0]["legion"][0]["name"] == MATE


@pytest.mark.covers("LEGION-003")
@pytest.mark.rule("legion.procedure")
@pytest.mark.parametrize("fmt", FORMATS)
def test_no_legion_with_fewer_than_four_cards_in_the_drop_zone(fmt: str) -> None:
    t, leader = legion_table(fmt, drop=3)
    g = t.at_main()
    assert "legion" not in {a.kind for a in g.legal_actions()}
    with pytest.raises(IllegalAction, match="you have 3"):
        act(g, "legion", card=leader)


@pytest.mark.covers("LEGION-004", "LEGION-005")
@pytest.mark.rule("legion.unit")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_legion_attacks_with_both_powers_and_rests_and_stands_together(fmt: str) -> None:
    g, leader, mate = legioned(fmt)
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    assert power(g, leader) == 11000 + 11000
    assert g.view(0)["players"][0]["legion"][0]["rested"] is True
    # the next turn of Player 1 stands the pair together
    while not (g.state.turn == 5 and g.state.phase in ("ride", "draw") and g.decision):
        acts = g.legal_actions()
        pick = next(
            (
                a
                for a in acts
                if a.kind
                in (
                    "end-guard",
                    "end-battle",
                    "no-boost",
                    "skip-ride",
                    "end-main",
                    "skip-g-assist",
                    "skip-stride",
                )
            ),
            acts[0],
        )
        act(g, pick.kind, **_fields(pick))
    assert leader not in g.state.rested
    assert g.view(0)["players"][0]["legion"][0]["rested"] is False


@pytest.mark.covers("LEGION-007", "LEGION-008")
@pytest.mark.rule("legion.attacked")
@pytest.mark.parametrize("fmt", FORMATS)
def test_only_the_leader_is_attacked_with_its_own_power_and_a_hit_keeps_the_mate(
    fmt: str,
) -> None:
    g, leader, mate = legioned(fmt)
    act(g, "end-main")
    act(g, "end-battle")
    while g.state.turn_player != 1 or g.decision is None or g.decision["kind"] != "main":
        acts = g.legal_actions()
        pick = next(
            (a for a in acts if a.kind in ("skip-ride", "skip-g-assist", "skip-stride")), acts[0]
        )
        act(g, pick.kind, **_fields(pick))
    act(g, "end-main")
    targets = {a.target for a in g.legal_actions() if a.kind == "attack"}
    assert targets == {"VC"}  # the mate stands on no circle of its own
    act(g, "attack", circle="VC", target="VC")
    assert power(g, leader) == 11000  # defending, the leader's power alone
    while g.state.battle is not None and g.decision is not None:
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("end-guard", "no-boost")), acts[0])
        act(g, pick.kind, **_fields(pick))
    assert g.state.players[0].legion == (mate,)


@pytest.mark.covers("LEGION-006")
@pytest.mark.rule("legion.unit")
@pytest.mark.parametrize("fmt", FORMATS)
def test_riding_over_a_legion_sends_both_to_the_soul(fmt: str) -> None:
    t, leader = legion_table(fmt)
    t.soul(0, "Lampwick Sprite")
    (rider,) = t.hand(0, "Solaris Paragon Knight")
    g = t.at_main()
    act(g, "legion", card=leader)
    while g.decision is not None and g.decision["kind"] == "legion-return":
        act(g, "legion-return", card=g.legal_actions()[0].card)
    find_mate(g)
    (mate,) = g.state.players[0].legion
    # the next turn of Player 1: ride over the legion
    s = g.state
    from vgwidget.engine import flow
    from vgwidget.engine.state import Decision

    tasks = flow.resume(s.fmt, "ride")[1:]
    s = s._replace(
        turn=5,
        phase="ride",
        step="",
        turn_flags=frozenset(),
        stack=tuple(reversed(tasks)),
        decision=Decision("ride", 0, "Player 1: ride a unit, or skip the ride."),
    )
    g2 = Game(s, seed=0)
    events = act(g2, "ride", card=rider)
    assert where(g2, leader) == (0, "soul") and where(g2, mate) == (0, "soul")
    assert g2.state.players[0].legion == ()
    assert "with its legion mate" in events[0].text


@pytest.mark.covers("STRIDE-013", formats=("premium",))
@pytest.mark.rule("stride.legion-heart", "stride.return")
def test_q10_striding_over_a_legion_both_become_the_heart_and_one_lends_name_and_power() -> None:
    """Q10: over a legion, both units are the heart; the player picks the one whose name and
    power the G unit gets. At the end of the turn the legion is back as it was."""
    t, leader = legion_table("premium")
    (gu,) = t._add(0, "gzone", ["Aurelion the Dawnforged Lanternlord"])
    (g3,) = t.hand(0, "Solaris Paragon Knight")
    g = t.at_main()
    act(g, "legion", card=leader)
    while g.decision is not None and g.decision["kind"] == "legion-return":
        act(g, "legion-return", card=g.legal_actions()[0].card)
    find_mate(g)
    (mate,) = g.state.players[0].legion
    from vgwidget.engine import flow
    from vgwidget.engine.state import Decision

    s = g.state
    s = s._replace(
        turn=5,
        phase="ride",
        step="stride",
        turn_flags=frozenset({"ride"}),
        stack=tuple(reversed(flow.resume(s.fmt, "ride", "stride")[1:])),
        decision=Decision("stride", 0, "Player 1: stride a G unit, or skip the stride."),
    )
    g = Game(s, seed=0)
    lenders = {a.target for a in g.legal_actions() if a.kind == "stride"}
    assert lenders == {None, "mate"}
    from vgwidget.engine.notation import parse, to_script

    for a in g.legal_actions():
        assert parse(g.state, to_script(g.state, a)) == a
    act(g, "stride", card=gu, cards=(g3,), target="mate")
    ps = g.state.players[0]
    assert ps.heart == (mate, leader) and ps.legion == () and ps.vanguard == gu
    assert power(g, gu) == 15000 + 11000
    from vgwidget.engine.procedures.stride import heart_name

    assert heart_name(g.state, 0) == MATE
    act(g, "end-main")
    act(g, "end-battle")
    ps = g.state.players[0]
    assert ps.vanguard == leader and ps.legion == (mate,) and ps.heart == ()
    assert gu in ps.gzone and gu in g.state.face_up


LEGION_POSITION = """
[game]
format = "classic"
turn = 5
turn_player = 1
phase = "main"

[players.1]
drop = ["Lanternguard Squire"]
deck = { fill = "teaching" }

[players.1.circles.VC]
card = "Seraphis the Twinflame Lanternlord"
legion_mate = "Ilvar the Twinflame Lantern Knight"

[players.2]
deck = { fill = "teaching" }

[players.2.circles]
VC = "Vessaline the Tempest Corsair Queen"
"""


@pytest.mark.rule("legion.procedure", "position.setup")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_position_with_a_legion_loads_plays_and_writes_back(fmt: str) -> None:
    from vgwidget.engine import position

    text = LEGION_POSITION.replace('format = "classic"', f'format = "{fmt}"')
    g = Game.from_position(text)
    ps = g.state.players[0]
    (mate,) = ps.legion
    assert g.state.card(mate).name == MATE
    assert "legion" not in {a.kind for a in g.legal_actions()}  # already in legion
    data = position.to_dict(g.state)
    assert data["players"]["1"]["circles"]["VC"] == {
        "card": LEADER,
        "legion_mate": MATE,
    }
    again = Game.from_position(position.to_toml(data))
    assert again.view(None)["players"][0] == g.view(None)["players"][0]
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    assert power(g, ps.vanguard) == 22000


def test_a_position_whose_leader_names_another_mate_is_refused() -> None:
    text = LEGION_POSITION.replace(
        'legion_mate = "Ilvar the Twinflame Lantern Knight"',
        'legion_mate = "Solaris Paragon Knight"',
    )
    from vgwidget.engine.position import PositionError

    with pytest.raises(PositionError, match="names no legion mate"):
        Game.from_position(text)


@pytest.mark.parametrize("fmt", FORMATS)
def test_legion_actions_have_words_and_script_lines(fmt: str) -> None:
    from vgwidget.engine.notation import describe, parse, to_script

    t, leader = legion_table(fmt)
    g = t.at_main()
    a = Action("legion", 0, card=leader)
    assert to_script(g.state, a) == f"legion: {LEADER}"
    assert parse(g.state, to_script(g.state, a)) == a
    assert MATE in describe(g.state, a, viewer=1)
    act(g, "legion", card=leader)
    for a in g.legal_actions():
        assert parse(g.state, to_script(g.state, a)) == a
        assert describe(g.state, a).startswith("Return ")


@pytest.mark.rule("legion.procedure")
@pytest.mark.parametrize("fmt", FORMATS)
def test_legion_opponent_grade_needs_the_opposing_vanguard_at_grade_3(fmt: str) -> None:
    """Legion's conditions include the opponent's vanguard being grade 3 or more (CR 1.48
    §11.10.2): against a grade 2 vanguard the leader may not legion; a grade 3 allows it."""
    t = Table(fmt)
    leader = t.vanguard(0, LEADER)
    assert leader is not None
    t.vanguard(1, "Stormsail Boatswain")  # grade 2
    t.drop(0, *["Lanternguard Squire"] * 4)
    t.deck_top(0, "Gleamhelm Scout", MATE)
    g = t.at_main()
    assert "legion" not in {a.kind for a in g.legal_actions()}
    with pytest.raises(IllegalAction, match="grade 3 or more"):
        act(g, "legion", card=leader)
    t2, leader2 = legion_table(fmt)
    assert Action("legion", 0, card=leader2) in t2.at_main().legal_actions()


@pytest.mark.covers("LEGION-003")
@pytest.mark.rule("legion.procedure", "text.search")
@pytest.mark.parametrize("fmt", FORMATS)
def test_the_legion_search_of_the_deck_may_find_nothing(fmt: str) -> None:
    """CR 4.55 §7.11.2, §11.8.4.1.4 (the G-era CR words it alike): the deck is a hidden zone,
    so the search for the mate may find nothing even though the mate is there; the deck is
    shuffled all the same, the returned cards stay in it, and there is no legion."""
    t, leader = legion_table(fmt)
    g = t.at_main()
    act(g, "legion", card=leader)
    while g.decision is not None and g.decision["kind"] == "legion-return":
        act(g, "legion-return", card=g.legal_actions()[0].card)
    assert g.decision is not None and g.decision["kind"] == "choose"
    offered = g.legal_actions()
    assert Action("choose", 0) in offered  # find nothing
    mate = next(a.card for a in offered if a.card is not None)
    assert g.state.card(mate).name == MATE
    deck = len(g.state.players[0].deck)
    n0 = len(g.events)
    act(g, "choose")
    ps = g.state.players[0]
    assert ps.legion == () and mate in ps.deck and len(ps.deck) == deck
    new = g.events[n0:]
    assert any(e.kind == "shuffle" or "shuffles" in e.text for e in new)
    assert any(e.rule == "text.search" and "find nothing" in e.text for e in new)
    assert g.decision is not None and g.decision["kind"] == "main"
    assert "legion" not in {a.kind for a in g.legal_actions()}, "legion was declared: once"
    # the opponent is not told which card the search offered
    assert all(MATE not in e.text for e in g.events_for(1)[n0 - 1 :])
