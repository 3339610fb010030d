"""Regressions found by the long random run (``benchmarks/fuzz.py``) on the rulings teaching
decks (profiles ``classic-rulings``, ``premium-rulings``, ``standard-more``): each test replays
the situation a fuzz violation pointed at, in a small built position, and names the rule."""

from __future__ import annotations

import pytest
from builders import Table, act
from invariants import rule_problems

SEER = "Lanternglass Seer"  # [ACT](VC/RC) 1/Turn: look at up to three, one to hand, rest bottom
G2 = "Dawnspear Knight"


@pytest.mark.rule("zone.move-order", "text.look-at")
@pytest.mark.parametrize("fmt", ["classic", "premium"])
def test_cards_looked_at_go_to_the_bottom_in_the_owners_order_in_every_era(fmt: str) -> None:
    """Fuzz ``classic-rulings`` seed 2 / ``premium-rulings`` seed 0: the cards a "look at up to
    three" left went to the bottom citing a rule the catalogue kept for Standard only. Several
    cards moving together move in the order their owner picks (ZONE-039) in every era."""
    t = Table(fmt)
    seer = t.rear(0, "FL", SEER)
    top = t.deck_top(0, "Gleamhelm Scout", "Halo Shieldbearer", G2, "Lanternguard Squire")
    g = t.at_main()
    n = len(g.events)
    act(g, "act", card=seer, number=0)
    for _ in range(3):  # look at three
        act(g, "use")
    act(g, "choose", card=top[1])  # one to the hand
    act(g, "choose", card=top[2])  # the owner orders the other two: this one goes first
    ps = g.state.players[0]
    assert top[1] in ps.hand
    assert list(ps.deck[-2:]) == [top[2], top[0]]
    bottoms = [e for e in g.events[n:] if e.kind == "bottom"]
    assert [e.cards for e in bottoms] == [(top[2],), (top[0],)]
    assert {e.rule for e in bottoms} == {"zone.move-order"}
    assert rule_problems(g.events, fmt) == []


ACOLYTE = "Soulkindle Lantern Acolyte"  # [AUTO](RC): When this unit attacks, Soul Charge 2.


@pytest.mark.rule("keyword.soul-charge", "ability.auto")
@pytest.mark.parametrize("fmt", ["classic", "premium"])
def test_soulkindle_lantern_acolyte_charges_two_cards_into_the_soul_when_it_attacks(
    fmt: str,
) -> None:
    """The rulings deck ``classic-5`` plays this teaching card so that the random player
    gathers the soul a Mega Blast spends (Soul Blast 8): when it attacks, the top two cards of
    the deck go to the soul."""
    t = Table(fmt)
    t.rear(0, "FL", ACOLYTE)
    top = t.deck_top(0, "Gleamhelm Scout", G2, "Lanternguard Squire")
    g = t.at_battle()
    soul = list(g.state.players[0].soul)
    act(g, "attack", circle="FL", target="VC")
    while g.state.decision is not None and g.state.decision.kind != "guard":
        kinds = {a.kind for a in g.legal_actions()}
        assert kinds, "the attack waits for a decision"
        act(g, sorted(kinds)[0])
    ps = g.state.players[0]
    assert len(ps.soul) == len(soul) + 2 and set(ps.soul) == {*soul, *top[:2]}
    assert ps.deck[0] == top[2]
    assert "keyword.soul-charge" in {e.rule for e in g.events}
