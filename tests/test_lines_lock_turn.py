"""Locked cards, deleted vanguards, the battle loop, the turn and orders, line by line.

Each test is marked with the inventory lines it checks (``covers``) for the format it
plays; the ones that hold in both formats run in both (``fmt``).
"""

from __future__ import annotations

import pytest
from builders import Table, act, decision_of, last, rules, where

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game

FORMATS = ("standard", "classic")
UNITS = {
    "standard": {
        "g3": "Pyreheart Sovereign Dragon",
        "g2": "Blazeguard Knight",
        "g1": "Ember Lancer",
        "foe3": "Deepcurrent Admiral Marisande",
        "foe2": "Coralshield Captain",
    },
    "classic": {
        "g3": "Aurelio the Radiant Lanternlord",
        "g2": "Dawnspear Knight",
        "g1": "Brightshield Footman",
        "foe3": "Vessaline the Tempest Corsair Queen",
        "foe2": "Thunderhull Marauder",
    },
}


# --------------------------------------------------------------------------- lock


@pytest.mark.covers("LOCK-002")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_locked_card_lies_face_down_in_view_of_both_players(fmt: str) -> None:
    u = UNITS[fmt]
    t = Table(fmt)
    t.vanguard(0, u["g3"])
    t.lock(t.rear(0, "FL", u["g2"]))
    g = t.at_main()
    for viewer in (0, 1, None):
        shown = g.view(viewer)["players"][0]["circles"]["FL"]
        assert shown["face_down"] is True and shown["locked"] is True
        assert shown["name"] == u["g2"]  # it was public when it turned over


@pytest.mark.covers("LOCK-002", formats=("standard",))
def test_a_locked_card_is_no_rear_guard_an_effect_can_choose() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")  # [ACT] Counter Blast 2: retire an opponent rear-guard
    t.damage_count(0, 2)
    locked = t.lock(t.rear(1, "FL", "Kelpwood Archer"))
    free = t.rear(1, "BR", "Kelpwood Archer")
    g = t.at_main()
    vg = g.state.players[0].vanguard
    assert vg is not None
    act(g, "act", card=vg, number=0)  # the only rear-guard it may choose is retired at once
    assert where(g, free) == (1, "drop") and where(g, locked) == (1, "FL")


@pytest.mark.covers("LOCK-001", formats=("standard",))
def test_a_locked_card_neither_attacks_boosts_nor_moves() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyreheart Sovereign Dragon")
    t.lock(t.rear(0, "FL", "Blazeguard Knight"))
    t.lock(t.rear(0, "BC", "Ember Lancer"))
    g = t.at_main()
    with pytest.raises(IllegalAction) as err:
        act(g, "move", circle="FL", target="BL")
    assert err.value.rule == "card.lock"
    act(g, "end-main")
    assert {a.circle for a in g.legal_actions() if a.kind == "attack"} == {"VC"}
    act(g, "attack", circle="VC", target="VC")
    assert decision_of(g).kind == "guard", "the locked card behind offers no boost"


LOCK_CALL = {
    "standard": ("Pyreheart Sovereign Dragon", "Blazeguard Knight", "Ember Lancer"),
    "premium": ("Aurelio the Radiant Lanternlord", "Dawnspear Knight", "Lanternguard Squire"),
}


@pytest.mark.covers("LOCK-003", formats=("standard", "premium"))
@pytest.mark.covers("LOCK-004", formats=("premium",))
@pytest.mark.parametrize("fmt", ["standard", "premium"])
def test_no_unit_can_be_called_to_a_locked_circle(fmt: str) -> None:
    vanguard, locked, caller = LOCK_CALL[fmt]
    t = Table(fmt)
    t.vanguard(0, vanguard)
    t.lock(t.rear(0, "FL", locked))
    (c,) = t.hand(0, caller)
    g = t.at_main()
    assert "FL" not in {a.circle for a in g.legal_actions() if a.kind == "call"}
    with pytest.raises(IllegalAction) as err:
        act(g, "call", card=c, circle="FL")
    assert err.value.rule == "card.lock"


# ------------------------------------------------------------------------- delete


@pytest.mark.covers("DELETE-001")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_deleted_vanguard_is_face_down_and_keeps_the_vanguard_circle(fmt: str) -> None:
    u = UNITS[fmt]
    t = Table(fmt)
    vg = t.delete(t.vanguard(0, u["g3"]))
    g = t.at_main()
    assert g.state.players[0].vanguard == vg
    for viewer in (0, 1):
        shown = g.view(viewer)["players"][0]["circles"]["VC"]
        assert shown["face_down"] is True and shown["deleted"] is True
        assert shown["stats"]["power"] == 0


# ------------------------------------------------------------------ battle phase


@pytest.mark.covers("BATTLE-009", "BATTLE-011")
@pytest.mark.parametrize("fmt", FORMATS)
def test_the_turn_player_decides_to_attack_and_not_attacking_ends_the_battle_phase(
    fmt: str,
) -> None:
    u = UNITS[fmt]
    t = Table(fmt)
    t.vanguard(0, u["g3"])
    g = t.at_battle()
    d = g.state.decision
    assert d is not None and d.kind == "attack" and d.player == 0 and g.state.step == "start"
    assert {a.kind for a in g.legal_actions()} == {"attack", "end-battle"}
    ev = act(g, "end-battle")
    assert "battle.attack" not in rules(ev)
    after = [e.phase for e in ev[1:] if e.phase != "battle"]
    assert after[0] == "end", "no other attack and no main phase: straight to the end phase"
    assert g.state.turn == 4  # the end phase ran and the opponent's turn began


@pytest.mark.covers("BATTLE-002", "BATTLE-005", "BATTLE-010", formats=("classic",))
def test_classic_each_attack_runs_the_six_steps_until_no_unit_can_attack() -> None:
    u = UNITS["classic"]
    t = Table("classic")
    t.vanguard(0, u["g3"])
    t.rear(0, "FL", u["g2"])
    t.vanguard(1, u["foe3"])
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    steps: list[str] = []
    for e in g.events[n:]:
        if not steps or steps[-1] != e.step:
            steps.append(e.step)
    assert steps == ["start", "attack", "guard", "drive", "damage", "close", "start"]
    assert g.state.step == "start" and decision_of(g).kind == "attack"
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")  # no unit is left standing in the front row
    assert "has no standing front-row unit that can attack" in last(g, "battle.start").text
    assert rules(g.events).count("battle.attack") == 2 and g.state.turn == 4


@pytest.mark.covers("BATTLE-003", "BATTLE-007", formats=("standard",))
def test_a_battle_is_one_attack_of_one_unit_against_one_target() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyreheart Sovereign Dragon")
    t.rear(0, "FL", "Blazeguard Knight")
    t.rear(1, "FL", "Coralshield Captain")
    g = t.at_battle()
    assert g.state.battle is None
    act(g, "attack", circle="VC", target="FL")
    b = g.view(None)["battle"]
    assert isinstance(b["attacker"], int) and isinstance(b["target"], int)
    assert b["target"] == g.state.players[1].at("FL")
    assert b["attacker"] == g.state.players[0].vanguard
    act(g, "end-guard")
    assert g.state.battle is None  # that attack's battle is over
    act(g, "attack", circle="FL", target="VC")  # the next attack is a battle of its own
    assert g.view(None)["battle"]["attacker"] == g.state.players[0].at("FL")
    act(g, "end-guard")
    assert rules(g.events).count("battle.close") == rules(g.events).count("battle.attack") == 2


# --------------------------------------------------------------------------- turn


def _play_quietly(g: Game, until_turn: int) -> Game:
    """Keep every hand, never ride, call or attack, until turn ``until_turn`` begins."""
    skip = {"ride": "skip-ride", "main": "end-main", "attack": "end-battle"}
    while g.state.turn < until_turn:
        kind = decision_of(g).kind
        if kind == "mulligan":
            act(g, "mulligan", cards=())
        else:
            act(g, skip[kind])
    return g


@pytest.mark.covers("TURN-001", "TURN-004")
@pytest.mark.parametrize("fmt", FORMATS)
def test_turns_alternate_and_each_runs_its_six_phases_in_order(fmt: str) -> None:
    g = _play_quietly(Game.new(seed=2, format=fmt), until_turn=5)
    order = ["stand", "draw", "ride", "main", "battle", "end"]
    players = {}
    for turn in (1, 2, 3, 4):
        seen: list[str] = []
        for e in g.events:
            if e.turn == turn and e.phase in order and (not seen or seen[-1] != e.phase):
                seen.append(e.phase)
        assert seen == order, f"turn {turn}: {seen}"
        players[turn] = next(e.player for e in g.events if e.turn == turn)
    first = g.state.first_player
    assert [players[n] for n in (1, 2, 3, 4)] == [first, 1 - first, first, 1 - first]


@pytest.mark.covers("GASSIST-011", formats=("standard",))
def test_with_a_ride_deck_there_is_no_g_assist_step() -> None:
    g = _play_quietly(Game.new(seed=3, format="standard"), until_turn=3)
    assert g.state.players[0].ride_deck or g.state.players[1].ride_deck
    steps = {(e.phase, e.step) for e in g.events}
    assert not [s for s in steps if "assist" in s[1] or "assist" in s[0]]
    draw_then = [e.phase for e in g.events if e.turn == 2]
    assert draw_then.index("ride") > draw_then.index("draw")


# ------------------------------------------------------------------------- orders


@pytest.mark.covers("ORDER-003", formats=("standard",))
def test_an_order_above_the_vanguards_grade_cannot_be_played() -> None:
    t = Table("standard")
    t.vanguard(1, "Shoalguard Cadet")  # Player 2's turn below: a grade 1 vanguard
    (reliquary,) = t.hand(1, "Sunken Reliquary")  # a grade 2 set order
    g = t.at_main(turn=4, player=1)
    assert not [a for a in g.legal_actions() if a.kind == "play-order"]
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("play-order", 1, card=reliquary))
    assert err.value.rule == "order.play"
    assert where(g, reliquary) == (1, "hand")


@pytest.mark.covers("ORDER-003", formats=("standard",))
def test_a_normal_order_is_not_played_outside_your_own_main_phase() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyreheart Sovereign Dragon")
    t.damage_count(0, 1)
    t.rear(0, "FL", "Blazeguard Knight")
    (decree,) = t.hand(0, "Kindling Decree")
    g = t.at_battle()
    with pytest.raises(IllegalAction):
        g.apply(Action("play-order", 0, card=decree))
    assert where(g, decree) == (0, "hand")


# ------------------------------------------------------------------ ride and call


@pytest.mark.covers("TEXT-017", "TEXT-018", formats=("classic",))
def test_classic_ride_and_call_put_units_from_the_hand_onto_circles() -> None:
    t = Table("classic")
    t.vanguard(0, "Lanternguard Squire")
    knight, footman = t.hand(0, "Dawnspear Knight", "Brightshield Footman")
    t.vanguard(1, "Vessaline the Tempest Corsair Queen")
    (guard,) = t.hand(1, "Deckhand Brawler")
    g = t.at_ride()
    ride = act(g, "ride", card=knight)[0]
    assert ride.rule == "ride.normal" and where(g, knight) == (0, "VC")
    call = act(g, "call", card=footman, circle="FL")[0]
    assert call.rule == "main.call" and where(g, footman) == (0, "FL")
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    ev = act(g, "guard", card=guard)[0]
    assert ev.text.startswith("Player 2 calls “Deckhand Brawler” to the guardian circle")
    assert where(g, guard) == (1, "guardians")
