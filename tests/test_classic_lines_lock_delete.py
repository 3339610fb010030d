"""Lock and delete as card effects (Classic and Premium): an ability locks an opponent's
rear-guard or deletes their vanguard, the end of the owner's turn turns the cards back, a
"when unlocked" ability triggers, a Limit Break holds the locks one turn longer (LOCK-007), and
a deleted legion turns over and back together (LEGION-009). Legion under effects: standing
a legioned vanguard stands both (LEGION-012), an ability checks the opponent's legion mate's
grade (LEGION-010).

The teaching cards are in ``vgwidget/data/cards/classic-rulings.json`` (our own names and
texts).
"""

from __future__ import annotations

import pytest
from builders import Table, act, decision_of, power, rules, where

from vgwidget.engine import stats
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game

FORMATS = ("classic", "premium")
LOCKER = "Veilward Lock Warden"  # [ACT] CB1: lock an opponent rear-guard
HOLDER = "Eclipsed Lantern Tyrant"  # [ACT] LB4 CB2: lock up to two; the locks are held
WICK = "Unlit Wick Sentry"  # [AUTO](RC) when unlocked: draw a card
DELETER = "Nullshade Lantern Deleter"  # [ACT] CB1: delete the opponent's vanguard
LEADER = "Seraphis the Twinflame Lanternlord"  # grade 3, 11000, legion leader
MATE = "Ilvar the Twinflame Lantern Knight"  # grade 3, 11000
FOE3 = "Vessaline the Tempest Corsair Queen"  # 11000
FOE2 = "Thunderhull Marauder"  # 10000
EXARCH = "Crossflame Lantern Exarch"  # cross ride: +2000 while Aurelio is in the soul
AURELIO = "Aurelio the Radiant Lanternlord"


def _pass_until(g: Game, turn: int, phase: str = "ride") -> None:
    """Take no optional step (no ride, call, attack, guard or ability) until ``phase`` of
    ``turn`` asks for a decision."""
    quiet = ("skip-ride", "end-main", "end-battle", "end-guard", "decline", "no-boost")
    for _ in range(200):
        if g.state.turn == turn and g.state.phase == phase and g.state.decision is not None:
            return
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in quiet), acts[0])
        g.apply(pick)
    raise AssertionError("never reached the wanted phase")


def _lock_table(fmt: str, vanguard: str, damage: int = 1) -> tuple[Table, int, int, int]:
    t = Table(fmt)
    vg = t.vanguard(0, vanguard)
    assert vg is not None
    t.damage_count(0, damage)
    t.vanguard(1, FOE3)
    wick = t.rear(1, "FL", WICK)
    other = t.rear(1, "FR", FOE2)
    return t, vg, wick, other


@pytest.mark.rule("card.lock", "end.unlock")
@pytest.mark.covers("LOCK-001", "LOCK-002", "LOCK-003", "LOCK-004", "LOCK-005", "LOCK-006")
@pytest.mark.parametrize("fmt", FORMATS)
def test_veilward_lock_warden_locks_a_rear_guard_until_the_end_of_its_owners_turn(fmt: str) -> None:
    t, vg, wick, other = _lock_table(fmt, LOCKER)
    (call,) = t.hand(1, "Deckhand Brawler")
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    assert {a.card for a in g.legal_actions()} == {wick, other}  # a choice of rear-guards
    ev = act(g, "choose", card=wick)
    assert "card.lock" in rules(ev)
    s = g.state
    assert wick in s.locked and wick in s.face_down and where(g, wick) == (1, "FL")
    for viewer in (0, 1, None):
        shown = g.view(viewer)["players"][1]["circles"]["FL"]
        assert shown["locked"] is True and shown["face_down"] is True
    # a locked card is no rear-guard: it cannot be attacked (LOCK-006)
    act(g, "end-main")
    targets = {a.target for a in g.legal_actions() if a.kind == "attack"}
    assert "FL" not in targets and "FR" in targets
    with pytest.raises(IllegalAction) as err:
        act(g, "attack", circle="VC", target="FL")
    assert err.value.rule == "card.lock"
    # its owner's turn: no call to the locked circle, no attack or move for the card
    _pass_until(g, 4, "main")
    assert g.state.turn_player == 1 and wick in g.state.locked
    assert "FL" not in {a.circle for a in g.legal_actions() if a.kind == "call" and a.card == call}
    with pytest.raises(IllegalAction):
        act(g, "call", card=call, circle="FL")
    with pytest.raises(IllegalAction):
        act(g, "move", circle="FL", target="BL")
    act(g, "end-main")
    assert "FL" not in {a.circle for a in g.legal_actions() if a.kind == "attack"}
    hand = len(g.state.players[1].hand)
    n = len(g.events)
    _pass_until(g, 5)
    # the end of its owner's turn: face up, standing, a unit again; "when unlocked" draws
    assert wick not in g.state.locked and wick not in g.state.face_down
    assert wick not in g.state.rested and where(g, wick) == (1, "FL")
    later = rules(g.events[n:])
    assert "end.unlock" in later
    assert len(g.state.players[1].hand) == hand + 1, "the unlocked card's ability drew"
    unlock_at = later.index("end.unlock")
    assert "ability.auto" in later[unlock_at:]


@pytest.mark.rule("card.lock")
@pytest.mark.covers("LOCK-001", "LOCK-002")
@pytest.mark.parametrize("fmt", FORMATS)
def test_veilward_lock_warden_cannot_choose_a_locked_card_again(fmt: str) -> None:
    t, vg, wick, other = _lock_table(fmt, LOCKER)
    t.lock(other)
    g = t.at_main()
    act(g, "act", card=vg, number=0)  # the only rear-guard left to choose is locked at once
    assert wick in g.state.locked and decision_of(g).kind == "main"
    assert not [e for e in g.events if e.kind == "choose"], "no choice: one rear-guard was left"


@pytest.mark.rule("lock.extended", "card.lock", "end.unlock")
@pytest.mark.covers("LOCK-007")
@pytest.mark.parametrize("fmt", FORMATS)
def test_eclipsed_lantern_tyrant_holds_locks_through_the_next_unlock(fmt: str) -> None:
    t, vg, wick, other = _lock_table(fmt, HOLDER, damage=4)
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    for _ in range(2):  # Counter Blast 2 of the four damage
        assert decision_of(g).kind == "choose"
        act(g, "choose", card=g.legal_actions()[0].card)
    act(g, "choose", card=wick)
    act(g, "choose", card=other)
    assert {wick, other} <= g.state.locked
    assert "lock.extended" in rules(g.events[-3:])
    _pass_until(g, 5)  # the end of the opponent's next turn: they stay locked
    assert {wick, other} <= g.state.locked
    assert len([e for e in g.events if e.kind == "locks-held"]) == 2
    hand = len(g.state.players[1].hand)
    _pass_until(g, 6)  # the locker's own turn ends: still locked
    assert {wick, other} <= g.state.locked
    _pass_until(g, 7)  # the opponent's following turn ends: they unlock
    assert not ({wick, other} & g.state.locked)
    assert wick not in g.state.face_down and other not in g.state.rested
    assert len(g.state.players[1].hand) == hand + 2, "drew in turn 6 and by the unlocked card"
    unlocked = next(e for e in g.events if e.kind == "unlock")
    assert unlocked.turn == 6 and g.state.turn_player == 0


@pytest.mark.rule("lock.extended")
@pytest.mark.covers("LOCK-005")
@pytest.mark.parametrize("fmt", FORMATS)
def test_without_a_hold_locks_end_at_the_owners_next_end_phase(fmt: str) -> None:
    t, vg, wick, other = _lock_table(fmt, LOCKER)
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    act(g, "choose", card=other)
    _pass_until(g, 5)
    assert other not in g.state.locked and "locks-held" not in [e.kind for e in g.events]


# ------------------------------------------------------------------------ delete


@pytest.mark.rule("card.delete")
@pytest.mark.covers("DELETE-001", "DELETE-002", "DELETE-004", "DELETE-005")
@pytest.mark.parametrize("fmt", FORMATS)
def test_nullshade_lantern_deleter_deletes_the_vanguard_until_its_turn_ends(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, DELETER)
    assert vg is not None
    t.damage_count(0, 1)
    foe = t.vanguard(1, EXARCH)
    assert foe is not None
    t.soul(1, AURELIO)
    g = t.at_main()
    assert power(g, foe) == 13000  # 11000 and its cross ride
    ev = act(g, "act", card=vg, number=0)
    assert "card.delete" in rules(ev)
    s = g.state
    assert foe in s.deleted and foe in s.face_down and s.players[1].vanguard == foe
    assert power(g, foe) == 0, "printed power 0 and no text: the cross ride is gone"
    shown = g.view(0)["players"][1]["circles"]["VC"]
    assert shown["deleted"] is True and shown["name"] == EXARCH
    assert s.card(foe).grade == 3  # name and grade stay
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")  # a deleted vanguard can be attacked
    assert g.state.battle is not None and g.state.battle.target == foe
    _pass_until(g, 5)
    assert foe not in g.state.deleted and foe not in g.state.face_down
    assert foe not in g.state.rested and power(g, foe) == 13000


@pytest.mark.rule("legion.deleted", "card.delete")
@pytest.mark.covers("LEGION-009")
@pytest.mark.parametrize("fmt", FORMATS)
def test_nullshade_lantern_deleter_deletes_a_legion_and_it_comes_back_in_legion(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, DELETER)
    assert vg is not None
    t.damage_count(0, 1)
    leader = t.vanguard(1, LEADER)
    assert leader is not None
    (mate,) = t._add(1, "legion", [MATE])
    g = t.at_main()
    ev = act(g, "act", card=vg, number=0)
    assert "legion.deleted" in rules(ev)
    s = g.state
    assert {leader, mate} <= s.deleted and {leader, mate} <= s.face_down
    assert s.players[1].legion == (mate,) and s.players[1].vanguard == leader
    assert stats.power(s, leader) == 0 and stats.power(s, mate) == 0
    _pass_until(g, 5)
    s = g.state
    assert not ({leader, mate} & (s.deleted | s.face_down))
    assert s.players[1].legion == (mate,), "still in legion"
    assert stats.power(s, leader) == 11000 and stats.power(s, mate) == 11000


# ------------------------------------------------------------------------ legion


@pytest.mark.rule("legion.stand-both", "legion.unit")
@pytest.mark.covers("LEGION-012")
@pytest.mark.parametrize("fmt", FORMATS)
def test_dawnrise_rallying_knight_stands_both_units_of_a_legion(fmt: str) -> None:
    t = Table(fmt)
    leader = t.vanguard(0, LEADER, rested=True)
    assert leader is not None
    t._add(0, "legion", [MATE])
    knight = t.rear(0, "FL", "Dawnrise Rallying Knight")
    t.damage_count(0, 1)
    g = t.at_main()
    assert g.view(0)["players"][0]["legion"][0]["rested"] is True
    act(g, "act", card=knight, number=0)
    assert leader not in g.state.rested
    assert g.view(1)["players"][0]["legion"][0]["rested"] is False
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    assert power(g, leader) == 22000  # standing together, they attack together


def _legion_attack(fmt: str, mate_name: str, guard: str) -> Game:
    t = Table(fmt)
    t.vanguard(0, LEADER)
    t._add(0, "legion", [mate_name])
    t.vanguard(1, FOE3)
    t.hand(1, guard)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    card = g.state.players[1].hand[0]
    act(g, "guard", card=card)
    while decision_of(g).kind != "guard":
        act(g, g.legal_actions()[0].kind)
    act(g, "end-guard")
    return g


@pytest.mark.rule("legion.mate-grade")
@pytest.mark.covers("LEGION-010")
@pytest.mark.parametrize("fmt", FORMATS)
def test_mistveil_tide_forecaster_reads_the_legion_mates_grade_and_stops_the_hit(fmt: str) -> None:
    g = _legion_attack(fmt, MATE, "Mistveil Tide Forecaster")  # 22000 against 21000
    assert "cannot-be-hit" in [e.kind for e in g.events]
    assert len(g.state.players[1].damage) == 0, "the grade 3 mate: the attack cannot hit"
    # the same guard against a legion whose mate is grade 2: the ability does nothing
    g = _legion_attack(fmt, "Dawnspear Knight", "Mistveil Tide Forecaster")  # 21000 / 21000
    assert "cannot-be-hit" not in [e.kind for e in g.events]
    assert len(g.state.players[1].damage) == 1


@pytest.mark.rule("end.unlock")
@pytest.mark.covers("LOCK-005")
@pytest.mark.parametrize("fmt", FORMATS)
def test_unlit_wick_sentry_draws_when_it_is_unlocked(fmt: str) -> None:
    """Unlocked at the end of its owner's turn, face up and standing: its "when unlocked"
    ability triggers then (and not while it was locked)."""
    t = Table(fmt)
    wick = t.lock(t.rear(0, "FL", WICK, rested=True))
    g = t.at_end()
    s = g.state
    assert wick not in s.locked | s.face_down | s.rested
    drew = [e for e in g.events if e.rule == "text.draw"]
    assert len(drew) == 1 and drew[0].seq > next(e.seq for e in g.events if e.kind == "unlock")


@pytest.mark.rule("legion.mate-retired", "legion.once-per-game")
@pytest.mark.covers("LEGION-013")
@pytest.mark.parametrize("fmt", FORMATS)
def test_starbreak_legion_sunderer_retires_the_mate_and_the_leader_never_legions_again(
    fmt: str,
) -> None:
    t = Table(fmt)
    t.vanguard(0, AURELIO)  # grade 3: legion needs it (CR 1.48 §11.10.2)
    sunderer = t.rear(0, "FL", "Starbreak Legion Sunderer")
    t.damage_count(0, 1)
    leader = t.vanguard(1, LEADER)
    t.drop(1, *["Halo Shieldbearer"] * 8)
    t.deck_top(1, MATE, "Gleamhelm Scout", MATE)
    (second,) = t.hand(1, LEADER)
    g = t.at_main(turn=4, player=1)
    act(g, "legion", card=leader)
    while decision_of(g).kind == "legion-return":
        act(g, "legion-return", card=g.legal_actions()[0].card)
    act(g, "choose", card=next(a.card for a in g.legal_actions() if a.card is not None))
    (mate,) = g.state.players[1].legion
    _pass_until(g, 5, "main")
    ev = act(g, "act", card=sunderer, number=0)
    assert where(g, mate) == (1, "drop") and g.state.players[1].legion == ()
    assert "text.retire" in rules(ev)
    from vgwidget.engine.position import PositionError, to_dict

    with pytest.raises(PositionError, match="LEGION-013"):  # no file could tell it has legioned
        to_dict(g.state)
    _pass_until(g, 6, "main")  # the same leader: no second legion
    assert g.state.players[1].vanguard == leader
    assert "legion" not in {a.kind for a in g.legal_actions()}
    with pytest.raises(IllegalAction) as err:
        act(g, "legion", card=leader)
    assert err.value.rule == "legion.once-per-game"
    _pass_until(g, 8)  # a legion leader ridden over it may legion
    act(g, "ride", card=second)
    _pass_until(g, 8, "main")
    assert g.state.players[1].vanguard == second
    assert any(a.kind == "legion" for a in g.legal_actions())


@pytest.mark.rule("legion.cards", "card.delete")
@pytest.mark.covers("LEGION-011")
@pytest.mark.parametrize("fmt", FORMATS)
def test_soulforge_legion_herald_rides_and_legions_from_the_soul_while_deleted(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, MATE)
    assert vg is not None
    old = t.delete(vg)
    leader, stranger = t.soul(0, LEADER, AURELIO)
    herald = t.rear(0, "FL", "Soulforge Legion Herald")
    t.damage_count(0, 1)
    g = t.at_main()
    assert "legion" not in {a.kind for a in g.legal_actions()}  # no legion of its own
    act(g, "act", card=herald, number=0)
    # only a unit that names the vanguard as its mate is offered
    assert {a.card for a in g.legal_actions() if a.card is not None} == {leader}
    ev = act(g, "choose", card=leader)
    ps = g.state.players[0]
    assert ps.vanguard == leader and ps.legion == (old,)
    assert old not in g.state.deleted | g.state.face_down, "the former vanguard is face up"
    assert where(g, stranger) == (0, "soul") and len(ps.drop) == 0
    assert {"ride.superior", "legion.cards"} <= set(rules(ev))
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    assert power(g, leader) == 22000  # the two fight in legion


@pytest.mark.rule("lock.extended", "legion.mate-retired")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_position_refuses_what_it_cannot_hold_held_locks(fmt: str) -> None:
    """Held locks are no part of a position file: writing one refuses, naming why, rather
    than dropping the hold."""
    from vgwidget.engine import position as position_mod
    from vgwidget.engine.position import PositionError

    t, vg, wick, other = _lock_table(fmt, HOLDER, damage=4)
    g = t.at_main()
    position_mod.to_dict(g.state)  # (fine before)
    act(g, "act", card=vg, number=0)
    for _ in range(2):
        act(g, "choose", card=g.legal_actions()[0].card)
    act(g, "choose", card=wick)
    act(g, "choose")
    with pytest.raises(PositionError, match="LOCK-007"):
        position_mod.to_dict(g.state)
