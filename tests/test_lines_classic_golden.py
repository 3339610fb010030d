"""Classic inventory lines about rule actions (when they are done, both players' at once) and
the golden rules (card text beats the rules, an instruction done as far as it can be, who
chooses first, what a call sets off, where a card put onto the deck goes).

Each test plays a Classic game (``Table("classic")``) and checks what its inventory line
says, mostly with test-only cards (our own invented names).
"""

from __future__ import annotations

from typing import cast

import pytest
from builders import Table, act, decision_of, power, rules, where
from classic_lines_common import (
    CLS,
    P1_G1,
    P1_G3,
    P2_G3,
    _auto,
    _card,
    _first,
    _pool,
    _resolve_waiting,
    _resolved,
    _triggered,
    _use_through,
)

from vgwidget.engine.abilities.resolve import Ref
from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card
from vgwidget.engine.errors import IllegalAction

# ------------------------------------------------------------------------ rule actions


@pytest.mark.rule("rule-action.check", "ability.order", "win.no-vanguard")
@pytest.mark.covers("RULEACT-001", "RULEACT-007", "RULEACT-010", formats=CLS)
def test_rule_action_comes_before_the_next_ability_then_turn_player_then_opponent() -> None:
    """Three abilities wait at the beginning of the stand phase (two of the turn player's,
    one of the opponent's). The first binds its own vanguard: before anything else resolves,
    the empty vanguard circle is dealt with (a unit from the soul is ridden); then the turn
    player's other ability, then the opponent's; only with nothing left does the phase's own
    work (standing) go on."""
    binder = _card(
        "Hollowcrown Regent",
        [_auto("beginning-of-stand-phase", effect=[{"do": "bind", "target": "self"}])],
    )
    mine = _card(
        "Quillmarch Herald",
        [_auto("beginning-of-stand-phase", zones=("RC",))],
        grade=1,
        power=7000,
        shield=5000,
    )
    theirs = _card(
        "Saltspray Watcher",
        [_auto("beginning-of-stand-phase", on="opponent-turn", zones=("RC",))],
        grade=1,
        power=7000,
        shield=5000,
        clan="Stormrider Corsairs",
    )
    t = Table("classic", pool=_pool(binder, mine, theirs))
    vg = t.vanguard(0, binder.name)
    t.rear(0, "FL", mine.name)
    t.rear(1, "FL", theirs.name)
    (spare,) = t.soul(0, "Dawnspear Knight")
    g = t.at_turn_start(turn=3, player=0)
    assert len(_triggered(g)) == 3 and decision_of(g).kind == "order"
    act(g, "resolve", number=next(a.number for a in g.legal_actions() if a.card == vg))
    # the rule action interrupts before either waiting ability resolves
    assert decision_of(g).kind == "soul-ride" and decision_of(g).player == 0
    assert len(_resolved(g)) == 1 and len(g.state.pending) == 2
    act(g, "soul-ride", card=spare)
    _resolve_waiting(g)
    ride = next(e for e in g.events if e.rule == "win.no-vanguard")
    (r_mine,) = _resolved(g, mine.name)
    (r_theirs,) = _resolved(g, theirs.name)
    stand = _first(g, "turn.stand")
    assert ride.seq < r_mine.seq < r_theirs.seq < stand.seq
    assert g.state.players[0].vanguard == spare and where(g, vg) == (0, "bind")
    assert not g.state.pending


@pytest.mark.rule("rule-action.check", "win.draw")
@pytest.mark.covers("RULEACT-002", formats=CLS)
def test_both_players_rule_actions_at_once_make_a_draw() -> None:
    """Player 1 has six damage and Player 2 an empty deck when a check timing comes: both
    loss conditions are acted on together, so neither wins."""
    t = Table("classic")
    t.damage_count(0, 6)
    t.deck(1)
    g = t.at_turn_start(turn=3, player=0)
    assert g.is_over
    over = g.events[-1]
    assert g.state.result is not None
    assert over.rule == "win.draw" and g.state.result.winner is None
    assert "Player 1" in over.text and "Player 2" in over.text


# ------------------------------------------------------------------------ golden rules


@pytest.mark.rule("golden.card-text", "battle.attack")
@pytest.mark.covers("GEN-001", formats=CLS)
def test_card_text_that_forbids_attacking_beats_the_rule_that_it_may_attack() -> None:
    """By the rules a standing front-row rear-guard may attack; this one's own text says it
    cannot, and the text wins."""
    held = _card(
        "Oathbound Gatekeeper",
        [{"type": "CONT", "zones": ["RC"], "effect": [{"do": "cannot-attack", "target": "self"}]}],
        grade=2,
        power=10000,
        shield=5000,
    )
    t = Table("classic", pool=_pool(held))
    t.vanguard(0, P1_G3)
    gk = t.rear(0, "FL", held.name)
    t.rear(0, "FR", "Dawnspear Knight")  # the same rule lets this one attack
    t.vanguard(1, P2_G3)
    g = t.at_battle()
    assert {a.circle for a in g.legal_actions() if a.kind == "attack"} == {"VC", "FR"}
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("attack", 0, circle="FL", target="VC"))
    assert err.value.rule == "golden.card-text"
    assert gk not in g.state.rested


def _retire_then_draw(n: int) -> Card:
    return _card(
        "Thornwake Inquisitor",
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "effect": [
                    {"do": "retire", "target": "choose-opponent-rear-guard", "n": n},
                    {"do": "draw", "n": 1},
                ],
            }
        ],
    )


@pytest.mark.rule("golden.impossible", "text.retire")
@pytest.mark.covers("GEN-002", formats=CLS)
def test_an_instruction_that_cannot_be_performed_is_skipped() -> None:
    """'Retire one of the opponent's rear-guards, then draw': with no rear-guard to retire
    the first part does nothing and the draw still happens."""
    card = _retire_then_draw(1)
    t = Table("classic", pool=_pool(card))
    vg = t.vanguard(0, card.name)
    t.vanguard(1, P2_G3)
    (top,) = t.deck_top(0, "Dawnspear Knight")
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    assert "golden.impossible" in rules(g.events)
    assert where(g, top) == (0, "hand")
    assert decision_of(g).kind == "main"


@pytest.mark.rule("golden.impossible", "text.retire", "text.choose")
@pytest.mark.covers("GEN-003", formats=CLS)
def test_an_instruction_that_can_only_partly_be_performed_goes_as_far_as_it_can() -> None:
    """'Retire two of the opponent's rear-guards': with only one there, that one is retired
    and the rest of the ability (the draw) is still done."""
    card = _retire_then_draw(2)
    t = Table("classic", pool=_pool(card))
    vg = t.vanguard(0, card.name)
    t.vanguard(1, P2_G3)
    foe = t.rear(1, "FL", "Deckhand Brawler")
    (top,) = t.deck_top(0, "Dawnspear Knight")
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    _use_through(g)
    assert where(g, foe) == (1, "drop")
    assert where(g, top) == (0, "hand")
    assert decision_of(g).kind == "main"


@pytest.mark.rule("golden.turn-player-first", "ability.order")
@pytest.mark.covers("GEN-005", formats=CLS)
def test_when_both_players_must_choose_the_turn_player_chooses_first() -> None:
    """An attack sets off one ability on each side, each asking its owner to choose a unit:
    the turn player makes their choice first while the opponent's waits."""
    pick = [{"do": "power", "amount": 3000, "target": "choose-your-unit", "until": "battle"}]
    striker = _card("Brightvow Duelist", [_auto("attacks", on="self", effect=pick)])
    target = _card(
        "Reefhold Admiral",
        [_auto("attacked", on="self", effect=pick)],
        clan="Stormrider Corsairs",
    )
    t = Table("classic", pool=_pool(striker, target))
    vg = t.vanguard(0, striker.name)
    t.rear(0, "FL", "Dawnspear Knight")
    foe = t.vanguard(1, target.name)
    t.rear(1, "FL", "Deckhand Brawler")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert decision_of(g).kind == "choose" and decision_of(g).player == 0
    assert [cast(Ref, r).player for r in g.state.pending] == [1]
    act(g, "choose", card=vg)
    assert decision_of(g).kind == "choose" and decision_of(g).player == 1
    act(g, "choose", card=foe)
    assert power(g, vg) == 14000 and power(g, foe) == 14000
    assert decision_of(g).kind == "guard"


@pytest.mark.rule("golden.resolve-fully", "text.you-may")
@pytest.mark.covers("GEN-006", formats=CLS)
def test_everything_a_call_sets_off_resolves_before_the_next_action() -> None:
    """A call sets off the unit's 'when placed on RC' ability: until it is done, no other
    call and no end of the main phase is possible."""
    placed = _card(
        "Vigilwatch Recruit",
        [
            _auto(
                "placed-on-rc",
                on="self",
                zones=("RC",),
                cost=[{"soul-blast": 1}],
                effect=[{"do": "draw", "n": 1}],
            )
        ],
        grade=1,
        power=7000,
        shield=5000,
    )
    t = Table("classic", pool=_pool(placed))
    t.vanguard(0, P1_G3)
    t.soul(0, P1_G1)
    rec, other = t.hand(0, placed.name, P1_G1)
    g = t.at_main()
    act(g, "call", card=rec, circle="FL")
    assert decision_of(g).kind == "use-ability"
    with pytest.raises(IllegalAction):
        g.apply(Action("call", 0, card=other, circle="FR"))
    with pytest.raises(IllegalAction):
        g.apply(Action("end-main", 0))
    act(g, "decline")
    assert decision_of(g).kind == "main"
    act(g, "call", card=other, circle="FR")
    assert where(g, other) == (0, "FR")


@pytest.mark.rule("zone.deck", "judge.manual")
@pytest.mark.covers("ZONE-008", formats=CLS)
def test_a_card_put_onto_the_deck_goes_on_top_unless_told_otherwise() -> None:
    t = Table("classic")
    a, b = t.hand(0, "Dawnspear Knight", "Lumen Sword Adept")
    g = t.at_main()
    size = len(g.state.players[0].deck)
    act(g, "manual", card=a, target="move:deck")
    assert g.state.players[0].deck[0] == a
    act(g, "manual", card=b, target="move:deck-bottom")  # the placement is stated
    deck = g.state.players[0].deck
    assert deck[0] == a and deck[-1] == b and len(deck) == size + 2
