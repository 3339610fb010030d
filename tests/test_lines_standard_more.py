"""Standard inventory lines that the engine enforces, each checked in a Standard game.

Every test names the line(s) it checks and marks only those. The test-only cards below are
our own invented names and texts, built like those of ``tests/test_flow_timing.py``.
"""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, make_card, pool_with, power, rules, where

from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, CardPool
from vgwidget.engine.decks import check_deck, parse_deck, teaching_decks
from vgwidget.engine.errors import CardDataError

P1_G3 = "Pyreheart Sovereign Dragon"  # 13000, twin drive
P1_G2 = "Blazeguard Knight"  # 10000
P1_G1 = "Ember Lancer"  # 8000
P2_G3 = "Deepcurrent Admiral Marisande"  # 13000


def _card(name: str, abilities: list[dict[str, Any]], **kw: Any) -> Card:
    return make_card(name, "standard", abilities, **kw)


def _pool(*cards: Card) -> CardPool:
    return pool_with(*cards)


def _power_self(timing: str, amount: int, zones: tuple[str, ...] = ("VC",)) -> dict[str, Any]:
    """An AUTO ability: at ``timing`` in its owner's turn, this unit gets +``amount``."""
    return {
        "type": "AUTO",
        "zones": list(zones),
        "timing": timing,
        "on": "your-turn",
        "effect": [{"do": "power", "amount": amount, "target": "self", "until": "turn"}],
    }


def _deleted_vanguard(t: Table, player: int, name: str, rested: bool = False) -> int:
    vg = t.vanguard(player, name, rested=rested)
    assert vg is not None
    return t.delete(vg)


# ------------------------------------------------------------------- deck building


@pytest.mark.rule("deck.copies")
@pytest.mark.covers("DECK-006", formats=("standard",))
def test_copy_limit_counts_every_card_of_one_name_together() -> None:
    """The 4-copy limit goes by name: copies listed on separate lines, spelt differently
    and split between sections, are one name and are counted together. A second printing
    cannot slip past the count under another identity: a card pool refuses a second card
    definition that shares a name, whatever its text or collector number."""
    emb = teaching_decks("standard")[0]
    deck_text = emb.to_text()
    assert check_deck(parse_deck(deck_text), "standard") == []
    # swap one Ember Lancer line's spelling: still legal, the same name
    lancers = emb.counts()[P1_G1]
    assert lancers == 4
    respelt = deck_text.replace(f"{lancers} x {P1_G1}", f"2 x {P1_G1}\n2 x  ember   LANCER")
    assert respelt != deck_text
    assert check_deck(parse_deck(respelt), "standard") == []
    # a fifth copy on a line of its own, differently spelt, breaks the limit
    broken = respelt.replace("2 x  ember   LANCER", "3 x  ember   LANCER")
    bad = [v for v in check_deck(parse_deck(broken), "standard") if v.rule == "deck.copies"]
    assert [v.inventory for v in bad] == ["DECK-005"]
    assert f'5 copies of "{P1_G1}"' in bad[0].message
    # the same name with other text or another number is the same card for the pool
    reprint = _card(
        P1_G1,
        [_power_self("beginning-of-end-phase", 1000, ("RC",))],
        id="TEST-REPRINT-1",
        grade=1,
        power=8000,
    )
    with pytest.raises(CardDataError, match="duplicate card name"):
        _pool(reprint)


# ------------------------------------------------------------------- the vanguard circle


@pytest.mark.rule("ride.soul", "ride.normal", "ride.ride-deck")
@pytest.mark.covers("ZONE-044", formats=("standard",))
@pytest.mark.parametrize("how", ["ride", "ride-deck"])
def test_a_unit_put_on_the_occupied_vanguard_circle_sends_the_old_vanguard_to_the_soul(
    how: str,
) -> None:
    """Whether the new vanguard comes from the hand or from the ride deck, the previous
    vanguard goes into the soul (and nowhere else), under the new one."""
    t = Table("standard")
    old = t.vanguard(0, "Cinderling Scout")
    assert old is not None
    if how == "ride":
        (new,) = t.hand(0, "Cinderling Squire")
        g = t.at_ride()
        act(g, "ride", card=new)
    else:
        (new,) = t.ride_deck(0, "Cinderling Squire")
        (cost,) = t.hand(0, P1_G1)
        g = t.at_ride()
        act(g, "ride-deck", card=new, cards=[cost])
    s = g.state
    assert s.players[0].vanguard == new
    assert s.players[0].soul == (old,)
    assert where(g, old) == (0, "soul")


@pytest.mark.rule("ride.soul", "ride.superior")
@pytest.mark.covers("ZONE-044", formats=("standard",))
def test_a_superior_ride_also_sends_the_old_vanguard_to_the_soul() -> None:
    """An effect that puts a unit on the vanguard circle (a superior ride) moves the old
    vanguard into the soul just as a normal ride does."""
    t = Table("standard")
    strat = t.vanguard(0, "Embercall Strategist")
    assert strat is not None
    t.soul(0, "Kindling Aide", "Kindling Aide")
    overlord = t.deck_top(0, "Kindling Aide", "Pyrecrown Overlord")[1]  # one card is drawn
    g = t.at_turn_start(turn=3, player=0)
    act(g, "use")  # soul blast 2 and discard the drawn card
    evs = act(g, "choose", card=overlord)
    assert g.state.players[0].vanguard == overlord
    ride = next(e for e in evs if e.rule == "ride.superior")
    # in the soul at the moment of the ride (the new vanguard's own soul charge comes later)
    assert g.snapshots[ride.seq].players[0].soul == (strat,)
    assert where(g, strat) == (0, "soul")


# ------------------------------------------------------------------------ the end phase


@pytest.mark.rule("end.unlock", "card.lock", "card.delete")
@pytest.mark.covers("END-004", formats=("standard",))
def test_end_phase_begins_by_turning_the_turn_players_locked_and_deleted_cards_face_up() -> None:
    """First thing in the end phase, the turn player's locked cards and deleted units turn
    face up (the lock's turning over is the unlock), before any "at the beginning of the end
    phase" ability resolves. The opponent's locked card and deleted vanguard stay as they
    are."""
    watcher = _card("Duskbell Warden", [_power_self("beginning-of-end-phase", 1000, ("RC",))])
    t = Table("standard", pool=_pool(watcher))
    vg = _deleted_vanguard(t, 0, P1_G3)
    mine = t.lock(t.rear(0, "FL", P1_G1))
    t.rear(0, "FR", watcher.name)
    theirs = t.lock(t.rear(1, "FL", "Kelpwood Archer"))
    their_vg = _deleted_vanguard(t, 1, P2_G3)
    g = t.at_end(turn=3, player=0)
    s = g.state
    assert mine not in s.locked and mine not in s.face_down
    assert vg not in s.deleted and vg not in s.face_down
    assert theirs in s.locked and theirs in s.face_down
    assert their_vg in s.deleted and their_vg in s.face_down
    turn3 = [e for e in g.events if e.turn == 3]
    unlock = next(i for i, e in enumerate(turn3) if e.rule == "end.unlock")
    undelete = next(i for i, e in enumerate(turn3) if e.kind == "undelete")
    resolve = next(i for i, e in enumerate(turn3) if e.kind == "ability-resolve")
    assert turn3[unlock].cards == (mine,) and turn3[undelete].cards == (vg,)
    assert unlock < resolve and undelete < resolve
    assert "unlock" not in [e.kind for e in turn3[resolve:]]


@pytest.mark.rule("end.unlock", "card.lock")
@pytest.mark.covers("LOCK-005", formats=("standard",))
def test_a_locked_card_unlocks_standing_at_its_owners_end_and_is_a_unit_again() -> None:
    """At the end of its owner's turn a (rested) locked card turns face up, standing, and
    is a unit again: the opponent may attack it in the next turn. A card locked on the
    opponent's side stays locked through this turn's end."""
    t = Table("standard")
    t.vanguard(0, P1_G3)
    t.vanguard(1, P2_G3)
    mine = t.lock(t.rear(0, "FL", P1_G2, rested=True))
    theirs = t.lock(t.rear(1, "FR", "Wavebreaker Lancer", rested=True))
    g = t.at_end(turn=3, player=0)
    s = g.state
    assert s.turn == 4 and s.turn_player == 1
    assert mine not in s.locked and mine not in s.face_down and mine not in s.rested
    assert theirs in s.locked and theirs in s.face_down
    act(g, "skip-ride")
    act(g, "end-main")
    assert Action("attack", 1, circle="VC", target="FL") in g.legal_actions()
    # the opponent's own locked card cannot attack in their turn
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.circle == "FR"]


@pytest.mark.rule("end.unlock", "card.delete")
@pytest.mark.covers("DELETE-004", formats=("standard",))
def test_a_deleted_vanguard_turns_face_up_standing_at_its_owners_end_only() -> None:
    """A rested deleted vanguard turns face up in stand position at the end of its
    owner's turn (its printed power counts again); the opponent's deleted vanguard is not
    turned over at this player's end."""
    t = Table("standard")
    vg = _deleted_vanguard(t, 0, P1_G3, rested=True)
    their_vg = _deleted_vanguard(t, 1, P2_G3)
    g = t.at_end(turn=3, player=0)
    s = g.state
    assert vg not in s.deleted and vg not in s.face_down and vg not in s.rested
    assert power(g, vg) == 13000
    assert their_vg in s.deleted and their_vg in s.face_down
    assert power(g, their_vg) == 0
    (ev,) = [e for e in g.events if e.kind == "undelete"]
    assert ev.cards == (vg,) and ev.turn == 3


@pytest.mark.rule("end.phase", "timing.end", "ability.order")
@pytest.mark.covers("END-006", formats=("standard",))
@pytest.mark.parametrize("first", ["end-of-turn", "beginning-of-end-phase"])
def test_end_phase_abilities_resolve_after_unlocking_in_the_order_the_turn_player_chooses(
    first: str,
) -> None:
    """After unlocking, the "at the beginning of the end phase" and "at the end of the turn"
    abilities trigger together and the turn player picks which resolves first (either
    one)."""
    early = _card("Vesperline Keeper", [_power_self("beginning-of-end-phase", 1000)])
    late = _card(
        "Nightfall Lampwright",
        [_power_self("end-of-turn", 2000, ("RC",))],
        grade=1,
        power=8000,
    )
    t = Table("standard", pool=_pool(early, late))
    vg = t.vanguard(0, early.name)
    rg = t.rear(0, "FR", late.name)
    locked = t.lock(t.rear(0, "FL", P1_G1))
    g = t.at_end(turn=3, player=0)
    assert g.state.decision is not None and g.state.decision.kind == "order"
    assert g.state.decision.player == 0
    # the lock was turned over before these abilities triggered
    assert locked not in g.state.locked
    turn3 = [e for e in g.events if e.turn == 3]
    unlock = next(i for i, e in enumerate(turn3) if e.rule == "end.unlock")
    trig = [i for i, e in enumerate(turn3) if e.kind == "ability-trigger"]
    assert len(trig) == 2 and unlock < trig[0]
    offered = {a.card for a in g.legal_actions()}
    assert offered == {vg, rg}
    pick = rg if first == "end-of-turn" else vg
    (choice,) = [a for a in g.legal_actions() if a.card == pick]
    act(g, "resolve", number=choice.number)
    resolved = [e.cards[0] for e in g.events if e.kind == "ability-resolve" and e.turn == 3]
    assert resolved == [pick, rg if pick == vg else vg]


@pytest.mark.rule("end.phase")
@pytest.mark.covers("END-008", formats=("standard",))
def test_the_turn_ends_last_with_the_turn_players_declaration() -> None:
    """The last thing of the end phase, after the end-of-turn abilities and after the
    turn's effects end, is the turn player declaring that the turn has ended; the next turn
    begins only then."""
    late = _card("Nightfall Lampwright", [_power_self("end-of-turn", 2000)])
    t = Table("standard", pool=_pool(late))
    vg = t.vanguard(0, late.name)
    assert vg is not None
    t.bonus(vg, 3000)
    g = t.at_end(turn=3, player=0)
    turn3 = [e for e in g.events if e.turn == 3]
    last = turn3[-1]
    assert last.rule == "end.phase" and last.kind == "end-turn"
    assert last.text == "Player 1 ends turn 3."
    rs = rules(turn3)
    assert rs.count("end.phase") == 1
    assert rs.index("end.effects-expire") < len(rs) - 1
    assert [e.kind for e in turn3].index("ability-resolve") < len(turn3) - 1
    after = g.events[g.events.index(last) + 1]
    assert after.turn == 4 and after.rule == "turn.sequence"


# ------------------------------------------------------------------------ hidden zones


@pytest.mark.rule("zone.hidden", "zone.deck", "keyword.soul-charge")
@pytest.mark.covers("ZONE-041", formats=("standard",))
def test_no_card_of_a_deck_being_shuffled_is_revealed_before_the_shuffle_ends() -> None:
    """Emberwatch Cartographer shuffles its owner's deck, then soul charges (a soul charge
    shows the top card). The shuffle shows no card to anyone, and the card the same effect
    then reveals is taken only once the shuffle is over: it is the top card of the
    shuffled deck."""
    t = Table("standard")
    t.vanguard(0, P1_G3)
    carto = t.rear(0, "FL", "Emberwatch Cartographer")
    t.deck(0, P1_G1, P1_G2, "Magmaforge Tyrant", "Kindlescale Page", "Scorchmane Raider")
    g = t.at_main()
    evs = act(g, "act", card=carto, number=0)
    kinds = [e.kind for e in evs]
    shuffle = evs[kinds.index("shuffle")]
    charge = evs[kinds.index("soul-charge")]
    assert shuffle.rule == "zone.deck" and shuffle.cards == () and shuffle.private is None
    assert shuffle.seq < charge.seq
    # nothing is revealed from the deck between the start of the shuffle and its end
    assert not [e for e in evs if e.cards and shuffle.seq <= e.seq < charge.seq]
    shuffled = g.snapshots[shuffle.seq].players[0].deck
    assert charge.cards == (shuffled[0],)
    assert g.state.players[0].soul == (shuffled[0],)
