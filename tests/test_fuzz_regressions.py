"""Regressions found by the long random run (``benchmarks/fuzz.py``) on the rulings teaching
decks (profiles ``classic-rulings``, ``premium-rulings``, ``standard-more``): each test replays
the situation a fuzz violation pointed at, in a small built position, and names the rule."""

from __future__ import annotations

import pytest
from builders import Table, act, power
from invariants import rule_problems
from test_premium_stride import G1, VG2, start

from vgwidget.engine.game import Game
from vgwidget.engine.procedures.stride import generation_break

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


# The rulings decks' cards whose Limit Break / Generation Break can go before they resolve
# (vgwidget/data/cards/classic-fuzz.json): the fuzz counts how often that happens.
WARLORD = "Emberwatch Lantern Warlord"  # (VC) LB4: when it attacks, +5000 until end of battle
CHAPLAIN = "Lanternmend Field Chaplain"  # (RC) 1/Turn: when your vanguard attacks, heal one
SQUIRE = "Gloamward Lantern Squire"  # (RC) GB1: when your vanguard attacks, it gets +5000
ZEALOT = "Eclipsevow Lantern Zealot"  # (RC) 1/Turn: when your vanguard attacks, delete it, draw 2


def _resolve_first(g: Game, card: int) -> None:
    """The attacking player resolves ``card``'s waiting ability before the others."""
    assert g.state.decision is not None and g.state.decision.kind == "order"
    cards = [a.card for a in g.legal_actions()]
    act(g, "resolve", card=card, number=cards.index(card))


def _heal_first(fmt: str) -> tuple[Game, int]:
    """Limit Break 4 vanguard attacking at 4 damage; the chaplain's heal resolves first."""
    t = Table(fmt)
    vg = t.vanguard(0, WARLORD)
    chaplain = t.rear(0, "FL", CHAPLAIN)
    t.damage_count(0, 4)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    _resolve_first(g, chaplain)
    while g.state.decision is not None and g.state.decision.kind == "choose":
        act(g, "choose", card=g.legal_actions()[0].card)  # the damage card to heal
    return g, vg


@pytest.mark.rule("ability.active-condition", "keyword.limit-break")
@pytest.mark.parametrize("fmt", ["classic", "premium"])
def test_emberwatch_lantern_warlord_limit_break_resolves_after_a_heal(fmt: str) -> None:
    """CR 4.55 §14.2.3.2.1: the Limit Break 4 AUTO triggered at 4 damage; the heal of the
    same timing resolved first, leaving 3; the Limit Break ability still resolves."""
    g, vg = _heal_first(fmt)
    assert len(g.state.players[0].damage) == 3
    assert power(g, vg) == 11000 + 5000
    assert not [e for e in g.events if e.kind == "ability-fizzle"]


@pytest.mark.rule("text.heal", "ability.once-per-turn")
def test_lanternmend_field_chaplain_heals_one_damage_when_your_vanguard_attacks() -> None:
    """When your vanguard attacks, one damage card goes from the damage zone to the drop zone."""
    g, _vg = _heal_first("classic")
    ps = g.state.players[0]
    assert len(ps.damage) == 3 and len(ps.drop) == 1
    assert "text.heal" in {e.rule for e in g.events}


def _delete_first() -> tuple[Game, int, int]:
    """Premium: a strode G unit (the only face-up G unit: Generation Break 1) attacks; the
    zealot's deletion of that vanguard resolves before the squire's Generation Break AUTO.
    Returns the game, the G vanguard and the hand size before the attack."""
    t = Table("premium")
    vg = t.vanguard(0, G1)
    t.vanguard(1, VG2)
    squire = t.rear(0, "FL", SQUIRE)
    zealot = t.rear(0, "FR", ZEALOT)
    t.deck_top(0, "Dawnspear Knight", "Lanternguard Squire")
    g = start(t, phase="battle")
    assert generation_break(g.state, 0) == 1
    hand = len(g.state.players[0].hand)
    act(g, "attack", circle="VC", target="VC")
    _resolve_first(g, zealot)
    assert generation_break(g.state, 0) == 0  # the deleted G unit is face down
    if g.state.decision is not None and g.state.decision.kind == "order":
        _resolve_first(g, squire)
    return g, vg, hand


@pytest.mark.rule("ability.active-condition", "keyword.generation-break")
def test_gloamward_lantern_squire_generation_break_resolves_after_its_g_vanguard_is_deleted() -> (
    None
):
    """CR 1.48 words Generation Break as CR 4.55 §14.2.3.2.1 words Limit Break: triggered
    with Generation Break 1, the squire's ability still resolves after the deletion of the G
    vanguard (same timing, resolved first) took the count to 0: the deleted vanguard (0
    power) gets +5000."""
    g, vg, _hand = _delete_first()
    assert vg in g.state.deleted
    assert power(g, vg) == 5000
    assert not [e for e in g.events if e.kind == "ability-fizzle"]


@pytest.mark.rule("card.delete", "text.draw")
def test_eclipsevow_lantern_zealot_deletes_your_vanguard_and_draws_two_when_it_attacks() -> None:
    """When your vanguard attacks, your vanguard is deleted (face down, no text, 0 power until
    the end of your turn) and you draw two cards."""
    g, vg, hand = _delete_first()
    assert vg in g.state.deleted and vg in g.state.face_down
    assert len(g.state.players[0].hand) == hand + 2
    assert "card.delete" in {e.rule for e in g.events}
