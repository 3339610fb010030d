"""Preparing a cardfight: first vanguard, ride deck, shuffle, first player, opening hand,
mulligan (each format's procedure) and stand up.

Every game here is a real ``Game.new`` with the format's teaching decks.
"""

from __future__ import annotations

import pytest

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game
from vgwidget.engine.state import VC

FORMATS = ("standard", "classic")


def _keep(g: Game) -> None:
    """The deciding player keeps the opening hand."""
    assert g.decision is not None and g.decision["kind"] == "mulligan"
    assert g.current_player is not None
    g.apply(Action("mulligan", g.current_player))


@pytest.mark.rule("setup.first-vanguard")
@pytest.mark.covers("SETUP-002", formats=("standard",))
def test_standard_first_vanguard_is_the_ride_decks_grade_0_face_down() -> None:
    g = Game.new(seed=3, format="standard")
    s = g.state
    for p, name in ((0, "Cinderling Scout"), (1, "Ripplet Herald")):
        vg = s.players[p].vanguard
        assert vg is not None
        assert s.card(vg).name == name and s.card(vg).grade == 0
        assert vg in s.face_down, "the first vanguard waits face down until stand up"
    fv_events = [e for e in g.events if e.rule == "setup.first-vanguard"]
    assert [e.actor for e in fv_events] == [0, 1]
    assert "from the ride deck" in fv_events[0].text
    # the identity is private to its owner until stand up
    assert fv_events[0].private == 0
    assert "Cinderling Scout" not in fv_events[0].for_viewer(1).text
    assert fv_events[0].for_viewer(1).cards == ()


@pytest.mark.rule("setup.first-vanguard")
@pytest.mark.covers("DECK-002", formats=("classic",))
def test_classic_first_vanguard_comes_out_of_the_fifty() -> None:
    g = Game.new(seed=3, format="classic")
    s = g.state
    for p, name in ((0, "Lampwick Sprite"), (1, "Gustborne Cabin Boy")):
        vg = s.players[p].vanguard
        assert vg is not None and s.card(vg).name == name
        # 50 cards in all: the first vanguard plus 44 in the deck and 5 in hand
        assert len(s.players[p].deck) + len(s.players[p].hand) == 49
        assert s.players[p].ride_deck == ()
    assert "from the deck" in g.events[0].text


@pytest.mark.rule("setup.ride-deck")
@pytest.mark.covers("DECK-004", "SETUP-005", formats=("standard",))
def test_standard_ride_deck_is_set_aside_and_its_crest_goes_to_the_crest_zone() -> None:
    g = Game.new(seed=3, format="standard")
    s = g.state
    for p in (0, 1):
        ps = s.players[p]
        assert sorted(s.card(c).grade for c in ps.ride_deck) == [1, 2, 3]
        assert [s.card(c).type for c in ps.crest] == ["ride-deck-crest"]
        assert len(ps.deck) == 45  # 50 main-deck cards less the opening hand
    rd = [e for e in g.events if e.rule == "setup.ride-deck"]
    assert len(rd) == 2 and "ride deck (3 cards)" in rd[0].text
    # the ride deck is the owner's secret: the opponent sees only hidden entries
    assert g.view(1)["players"][0]["ride_deck"] == [{"hidden": True}] * 3
    assert all("iid" in c for c in g.view(0)["players"][0]["ride_deck"])


@pytest.mark.rule("setup.ride-deck")
def test_classic_has_no_ride_deck_event() -> None:
    g = Game.new(seed=3, format="classic")
    assert "setup.ride-deck" not in [e.rule for e in g.events]


@pytest.mark.rule("setup.shuffle")
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.covers("SETUP-003")
def test_each_deck_is_shuffled_by_the_seed(fmt: str) -> None:
    a, b, a2 = (Game.new(seed=s, format=fmt) for s in (1, 2, 1))
    assert [e.rule for e in a.events].count("setup.shuffle") == 2
    assert a.state.players[0].deck == a2.state.players[0].deck, "same seed, same order"
    assert a.state.players[0].deck != b.state.players[0].deck, "another seed, another order"


@pytest.mark.rule("setup.first-player")
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.covers("SETUP-009")
@pytest.mark.covers("SETUP-010", formats=("standard",))
def test_the_first_player_is_decided_at_random(fmt: str) -> None:
    firsts = set()
    for seed in range(12):
        g = Game.new(seed=seed, format=fmt)
        (ev,) = [e for e in g.events if e.rule == "setup.first-player"]
        first = g.state.first_player
        firsts.add(first)
        assert f"Player {first + 1} goes first" in ev.text
        assert g.state.turn_player == first
    assert firsts == {0, 1}


@pytest.mark.rule("setup.opening-hand")
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.covers("SETUP-011")
def test_opening_hands_are_five_cards_first_player_first(fmt: str) -> None:
    g = Game.new(seed=5, format=fmt)
    s = g.state
    first = s.first_player
    hands = [e for e in g.events if e.rule == "setup.opening-hand"]
    assert [e.actor for e in hands] == [first, 1 - first]
    for e in hands:
        p = e.actor
        assert p is not None
        assert len(s.players[p].hand) == 5
        assert set(e.cards) == set(s.players[p].hand)
        assert e.private == p
        assert e.for_viewer(1 - p).text == f"Player {p + 1} draws an opening hand of 5 cards."
        assert "“" not in e.for_viewer(1 - p).text


@pytest.mark.rule("setup.mulligan")
@pytest.mark.parametrize("fmt", [*FORMATS, "premium"])
@pytest.mark.covers("SETUP-012")
@pytest.mark.covers("SETUP-015", formats=("standard", "premium"))
def test_mulligan_is_offered_to_the_first_player_then_the_second(fmt: str) -> None:
    g = Game.new(seed=5, format=fmt)
    first = g.state.first_player
    assert g.decision is not None and g.decision["kind"] == "mulligan"
    assert g.current_player == first
    # every subset of the 5-card hand may be put back, the empty one keeps the hand
    assert len(g.legal_actions()) == 2**5
    _keep(g)
    assert g.current_player == 1 - first and g.decision is not None
    assert g.decision["kind"] == "mulligan"
    _keep(g)
    assert g.decision is not None and g.decision["kind"] != "mulligan", "one mulligan each"


@pytest.mark.rule("setup.mulligan")
@pytest.mark.covers("SETUP-014", formats=("standard",))
def test_standard_mulligan_puts_cards_on_the_bottom_then_draws_then_shuffles() -> None:
    g = Game.new(seed=7, format="standard")
    p = g.current_player
    assert p is not None
    hand = g.state.players[p].hand
    back = tuple(sorted(hand[:3]))
    (ev,) = g.apply(Action("mulligan", p, cards=back))
    ps = g.state.players[p]
    assert len(ps.hand) == 5
    # drawn from the top before the shuffle, so the returned cards cannot come straight back
    assert not set(back) & set(ps.hand)
    assert set(back) <= set(ps.deck)
    assert len(ps.deck) == 45
    assert ev.rule == "setup.mulligan" and "on the bottom of the deck" in ev.text
    assert "then shuffles the deck" in ev.text
    assert ev.private == p and ev.for_viewer(1 - p).text == f"Player {p + 1} redraws 3 cards."


@pytest.mark.rule("setup.mulligan")
@pytest.mark.covers("SETUP-013", formats=("classic",))
def test_classic_mulligan_returns_shuffles_and_draws_back_to_five() -> None:
    g = Game.new(seed=7, format="classic")
    p = g.current_player
    assert p is not None
    hand = g.state.players[p].hand
    back = tuple(sorted(hand[:2]))
    (ev,) = g.apply(Action("mulligan", p, cards=back))
    ps = g.state.players[p]
    assert len(ps.hand) == 5 and len(ps.deck) == 44
    assert set(hand[2:]) <= set(ps.hand), "the kept cards stay in hand"
    assert "returns 2 cards to the deck" in ev.text and "draws back up to 5" in ev.text


@pytest.mark.rule("setup.mulligan")
def test_mulligan_of_a_card_not_in_hand_is_refused() -> None:
    g = Game.new(seed=7, format="classic")
    p = g.current_player
    assert p is not None
    not_mine = g.state.players[p].deck[0]
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("mulligan", p, cards=(not_mine,)))
    assert err.value.rule == "setup.mulligan"


@pytest.mark.rule("setup.stand-up", "turn.sequence")
@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.covers("SETUP-017")
@pytest.mark.covers("SETUP-018", formats=("classic",))
def test_stand_up_turns_both_first_vanguards_face_up_and_turn_1_begins(fmt: str) -> None:
    g = Game.new(seed=11, format=fmt)
    first = g.state.first_player
    _keep(g)
    events_before = len(g.events)
    _keep(g)
    s = g.state
    new = g.events[events_before:]
    rules = [e.rule for e in new]
    assert rules[1] == "setup.stand-up"
    assert not ({s.players[0].at(VC), s.players[1].at(VC)} & s.face_down)
    assert "Both players start with 0 damage" in new[1].text
    # then the first player's turn 1: stand, draw, ride...
    assert s.turn == 1 and s.turn_player == first
    assert rules[2:5] == ["turn.sequence", "turn.stand", "turn.sequence"]
    assert new[2].text == f"Turn 1 begins: Player {first + 1}'s stand phase."
    # once face up, both vanguards are visible to both players
    for viewer in (0, 1):
        for p in (0, 1):
            assert "iid" in g.view(viewer)["players"][p]["circles"]["VC"]
