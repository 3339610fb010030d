"""A unit's battle as attacker or booster (issue #21): "When this unit attacks or boosts",
"At the end of the battle this unit attacked or boosted", "When an attack hits during the battle
that this unit attacked or boosted". One ability waits for either role (ability.auto: an AUTO
ability triggers on each event its timing names). Invented cards in the official templates:
each compiled, explained, rendered back and played; near-misses are refused."""

from __future__ import annotations

from functools import partial

import pytest
from builders import Table, act, make_card, pool_with, power, settle
from cardtext_reading import one, refused

from vgwidget.cardtext import compile, explain, render
from vgwidget.engine.game import Game

CARD = "Gildmoth Skirmisher"
ATTACK_OR_BOOST = (
    "[AUTO](RC):When this unit attacks or boosts, this unit gets [Power]+5000 until end of turn."
)
END_OF_BATTLE = (
    "[AUTO](RC):At the end of the battle that this unit attacked or boosted ([Boost]), "
    "Soul-Charge 1."
)
HIT = (
    "[AUTO](RC):When an attack hits a vanguard during the battle that this unit attacked or "
    "boosted, draw a card."
)


def _roundtrip(text: str) -> None:
    recs = compile(text)
    again = compile(render(recs))
    assert [{k: v for k, v in r.items() if k != "text"} for r in again] == [
        {k: v for k, v in r.items() if k != "text"} for r in recs
    ]


_settle = partial(
    settle,
    until=("attack", "main", "ride"),
    prefer=("use", "resolve", "choose", "end-guard", "confirm"),
)
"""Take the first offered step (pay, resolve, choose, no guard, drive on) until a player may
attack, ride or play a main phase again (the battle and what it triggered are over)."""


def _board(text: str) -> tuple[Game, int, int]:
    """Player 1's battle phase: the invented unit (grade 1, carrying ``text``) behind the
    vanguard on BC and again on FL; returns the game, the booster and the front one."""
    card = make_card(CARD, "standard", compile(text), grade=1, power=8000, shield=5000)
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, "Cinder Drake Warden")
    behind = t.rear(0, "BC", CARD)
    front = t.rear(0, "FL", CARD)
    t.vanguard(1, "Deepcurrent Admiral Marisande")
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain", "Shoalguard Cadet", "Shoalguard Cadet")
    return t.at_battle(), behind, front


def _resolved(g_: Game, card: int) -> int:
    return sum(1 for e in g_.events if e.kind == "ability-resolve" and e.cards == (card,))


@pytest.mark.rule("ability.auto")
def test_ability_auto_attacks_or_boosts_is_read_as_two_joined_timings() -> None:
    """ability.auto: the record's timing joins both moments; explain and render say it back."""
    assert one(ATTACK_OR_BOOST) == {
        "type": "AUTO", "zones": ["RC"], "timing": "attacks-or-boosts",
        "effect": [{"do": "power", "amount": 5000}],
    }  # fmt: skip
    end = one(END_OF_BATTLE)
    assert (end["timing"], end["on"]) == ("end-of-battle", "self-or-boosted-by-self")
    hit = one(HIT)
    assert (hit["timing"], hit["on"], hit["condition"]) == (
        "attack-hits", "self-or-boosted-by-self", [{"attacking-vanguard": True}],
    )  # fmt: skip
    for text in (ATTACK_OR_BOOST, END_OF_BATTLE, HIT):
        _roundtrip(text)
    assert "when this unit attacks or boosts" in explain(ATTACK_OR_BOOST)
    words = explain(END_OF_BATTLE)
    assert "at the end of the battle this unit attacked or boosted" in words
    assert "[ability.auto]" in words


@pytest.mark.rule("ability.auto", "battle.boost")
def test_ability_auto_attacks_or_boosts_triggers_for_the_booster_and_the_attacker() -> None:
    """ability.auto, battle.boost: boosting the vanguard triggers the unit behind it (not the
    one on FL); its own attack then triggers the unit on FL."""
    g_, behind, front = _board(ATTACK_OR_BOOST)
    act(g_, "attack", circle="VC", target="VC")
    act(g_, "boost")
    _settle(g_)
    assert (_resolved(g_, behind), _resolved(g_, front)) == (1, 0)
    assert power(g_, behind) == 13000 and power(g_, front) == 8000
    n = len(g_.events)
    act(g_, "attack", circle="FL", target="VC")
    _settle(g_)  # (the last attack: the turn ends, and its bonuses with it)
    assert (_resolved(g_, behind), _resolved(g_, front)) == (1, 1)
    gained = [e for e in g_.events[n:] if e.kind == "power" and e.cards == (front,)]
    assert len(gained) == 1 and "now 13,000" in gained[0].text


@pytest.mark.rule("ability.auto", "battle.boost")
def test_ability_auto_end_of_the_battle_it_attacked_or_boosted() -> None:
    """ability.auto: at the end of a battle the unit boosted in, and of one it attacked in,
    its ability resolves; an attack it took no part in does not trigger it."""
    g_, behind, front = _board(END_OF_BATTLE)
    soul = len(g_.state.players[0].soul)
    act(g_, "attack", circle="VC", target="VC")
    act(g_, "no-boost")
    _settle(g_)
    assert (_resolved(g_, behind), _resolved(g_, front)) == (0, 0)
    act(g_, "attack", circle="FL", target="VC")
    _settle(g_)
    assert (_resolved(g_, behind), _resolved(g_, front)) == (0, 1)
    assert len(g_.state.players[0].soul) == soul + 1


@pytest.mark.rule("ability.auto", "battle.boost")
def test_ability_auto_end_of_the_battle_it_boosted_in() -> None:
    g_, behind, front = _board(END_OF_BATTLE)
    soul = len(g_.state.players[0].soul)
    act(g_, "attack", circle="VC", target="VC")
    act(g_, "boost")
    _settle(g_)
    assert (_resolved(g_, behind), _resolved(g_, front)) == (1, 0)
    assert len(g_.state.players[0].soul) == soul + 1


@pytest.mark.parametrize(
    "text",
    [
        "[AUTO](RC):When this unit attacks or boost, draw a card.",
        "[AUTO](RC):At the end of the battle this unit attacked or boosts, draw a card.",
    ],
)
def test_a_misspelt_attacks_or_boosts_timing_is_refused(text: str) -> None:
    err = refused(text)
    assert err.position >= len("[AUTO](RC):")
    assert err.expected


@pytest.mark.rule("ability.auto", "battle.boost")
def test_ability_auto_an_attack_it_boosted_hits_a_vanguard() -> None:
    """ability.auto: the attack it boosted hits the vanguard: the booster's ability draws; the
    unit on FL, which took no part, does not."""
    g_, behind, front = _board(HIT)
    hand = len(g_.state.players[0].hand)
    act(g_, "attack", circle="VC", target="VC")
    act(g_, "boost")
    _settle(g_)
    assert (_resolved(g_, behind), _resolved(g_, front)) == (1, 0)
    assert len(g_.state.players[0].hand) >= hand + 1  # (and the drive check's card)
