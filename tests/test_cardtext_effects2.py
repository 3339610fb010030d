"""What happens inside an ability's body (issue #21, the v-effects family), on invented cards in
the official templates: the booster's battle timings, amounts counted "for each" card of a zone
or locked card, and an "and" between a cost and its effect. Each phrase is compiled (its record
asserted), explained, rendered back and played in a position where its effect shows on the
board; near-misspellings are refused with the phrase, its position and a did-you-mean."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest
from builders import (
    Table,
    act,
    critical,
    find,
    make_card,
    pool_with,
    power,
    settle,
    standard_probe_board,
)
from cardtext_reading import one, refused
from hypothesis import given, settings
from hypothesis import strategies as st

from vgwidget.cardtext import compile, explain, render
from vgwidget.cardtext import grammar as g
from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.game import Game

BOOSTER = "Tallowick Lampbearer"
PROBE = "Quillspark Herald"


# ------------------------------------------------------------------------ helpers
def _roundtrip(text: str) -> None:
    """The record rendered back to text reads back to itself."""
    recs = compile(text)
    again = compile(render(recs))
    strip = [{k: v for k, v in r.items() if k != "text"} for r in recs]
    assert [{k: v for k, v in r.items() if k != "text"} for r in again] == strip


_settle = partial(
    settle,
    until=("attack", "main", "ride"),
    prefer=("use", "resolve", "choose", "end-guard", "confirm"),
)
"""Take the first offered step (pay, resolve, choose, no guard, drive on) until a player may
attack, ride or play a main phase again (the battle and what it triggered are over)."""


def _booster_game(text: str) -> tuple[Game, int]:
    """Player 1's battle phase: Cinder Drake Warden on VC with the invented booster (grade 1,
    carrying ``text``) behind it on BC; Player 2 has a rear-guard on FL."""
    card = make_card(BOOSTER, "standard", compile(text), grade=1, power=8000, shield=5000)
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, "Cinder Drake Warden")
    booster = t.rear(0, "BC", BOOSTER)
    t.rear(1, "FL", "Kelpwood Archer")
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain", "Shoalguard Cadet", "Shoalguard Cadet")
    return t.at_battle(), booster


def _battle(g_: Game, target: str, *, boost: bool = True) -> None:
    act(g_, "attack", circle="VC", target=target)
    act(g_, "boost" if boost else "no-boost")
    _settle(g_)


def _resolved(g_: Game, card: int) -> bool:
    return any(e.kind == "ability-resolve" and e.cards == (card,) for e in g_.events)


# ------------------------------------------------------------ the booster's battle
END_BOOSTED = "[AUTO](RC):At the end of the battle this unit boosted, Soul-Charge 1."
END_BOOSTED_VG = (
    "[AUTO](RC):At the end of the battle that this unit boosted a vanguard, [COST][Counter-Blast "
    "1], draw a card."
)
END_BOOSTED_RG = "[AUTO](RC):At the end of the battle it boosted a rear-guard, Soul-Charge 1."
HIT_BOOSTED_VG = (
    "[AUTO](RC):When an attack hits a vanguard during the battle that this unit boosted "
    "([Boost]), draw a card."
)


def test_ability_auto_end_of_the_battle_this_unit_boosted_is_read() -> None:
    """ability.auto: the booster's end-of-battle timing; "a vanguard" / "a rear-guard" is what
    the boosted attack targeted."""
    assert one(END_BOOSTED) == {
        "type": "AUTO", "zones": ["RC"], "timing": "end-of-battle", "on": "boosted-by-self",
        "effect": [{"do": "soul-charge"}],
    }  # fmt: skip
    vg = one(END_BOOSTED_VG)
    assert (vg["timing"], vg["on"], vg["condition"]) == (
        "end-of-battle", "boosted-by-self", [{"attacking-vanguard": True}],
    )  # fmt: skip
    assert vg["cost"] == [{"counter-blast": 1}]
    assert one(END_BOOSTED_RG)["condition"] == [{"attacking-vanguard": False}]
    hit = one(HIT_BOOSTED_VG)
    assert (hit["timing"], hit["on"], hit["condition"]) == (
        "attack-hits", "boosted-by-self", [{"attacking-vanguard": True}],
    )  # fmt: skip
    for text in (END_BOOSTED, END_BOOSTED_VG, END_BOOSTED_RG, HIT_BOOSTED_VG):
        _roundtrip(text)
    words = explain(END_BOOSTED_VG)
    assert "at the end of the battle this unit boosted" in words
    assert '"At the end of the battle that this unit boosted a vanguard" — timing' in words
    assert "[ability.auto]" in words
    get_rule("ability.auto")


def test_ability_auto_the_booster_end_of_battle_ability_resolves_after_its_battle() -> None:
    g_, booster = _booster_game(END_BOOSTED)
    soul = len(g_.state.players[0].soul)
    _battle(g_, "VC")
    assert _resolved(g_, booster)
    assert len(g_.state.players[0].soul) == soul + 1


def test_ability_auto_an_attack_the_unit_did_not_boost_does_not_trigger_it() -> None:
    g_, booster = _booster_game(END_BOOSTED)
    soul = len(g_.state.players[0].soul)
    _battle(g_, "VC", boost=False)
    assert not _resolved(g_, booster)
    assert len(g_.state.players[0].soul) == soul


def test_ability_auto_a_rear_guard_battle_template_waits_for_a_rear_guard_target() -> None:
    g_, booster = _booster_game(END_BOOSTED_RG)
    _battle(g_, "VC")
    assert not _resolved(g_, booster)  # the boosted attack targeted the vanguard
    g_, booster = _booster_game(END_BOOSTED_RG)
    soul = len(g_.state.players[0].soul)
    _battle(g_, "FL")
    assert _resolved(g_, booster)
    assert len(g_.state.players[0].soul) == soul + 1


def test_ability_auto_the_boosted_attack_hitting_a_vanguard_draws() -> None:
    g_, booster = _booster_game(HIT_BOOSTED_VG)
    hand = len(g_.state.players[0].hand)
    _battle(g_, "VC")
    assert g_.state.players[1].damage  # the attack hit
    assert _resolved(g_, booster)
    assert len(g_.state.players[0].hand) > hand
    g_, booster = _booster_game(HIT_BOOSTED_VG)
    _battle(g_, "FL")  # it hits a rear-guard: not this template's timing
    assert not _resolved(g_, booster)


# ------------------------------------------------------------- counted amounts
# (the probe board: soul 2, drop 2, hand 2, damage 2, rear-guards FR + BC)
PER_TEXTS = [
    ("for each card in your soul", "your-soul-card", 2),
    ("for each card in your damage zone", "your-damage-card", 2),
    ("for each card in your drop zone", "your-drop-card", 2),
    ("for each card in your hand", "your-hand-card", 2),
    ("for each card in your bind zone", "your-bind-card", 0),
    ("for each card in your opponent's hand", "opponent-hand-card", 0),
    ("for each of your locked cards", "your-locked-card", 0),
]


@pytest.mark.parametrize(("words", "per", "times"), PER_TEXTS, ids=[p[1] for p in PER_TEXTS])
def test_text_comparisons_a_cont_amount_is_counted_for_each_card_of_a_zone(
    words: str, per: str, times: int
) -> None:
    """text.comparisons: "[Power]+N for each card in your soul" counts the zone whenever the
    CONT ability applies."""
    text = f"[CONT](VC):This unit gets [Power]+1000 {words}."
    assert one(text)["effect"] == [{"do": "power", "amount": 1000, "per": per}]
    _roundtrip(text)
    assert "counted" in explain(text) and "[text.comparisons]" in explain(text)
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g_, probe = standard_probe_board(card)
    assert power(g_, probe) == 10000 + 1000 * times


def test_text_comparisons_the_count_may_follow_the_span_and_is_made_when_carried_out() -> None:
    """text.comparisons: "until end of turn for each card in your damage zone" reads as the
    same record as the count written first; the log says what was counted."""
    after = (
        "[ACT](VC):[COST][Soul-Blast 1], this unit gets [Power]+2000 until end of turn for each "
        "card in your damage zone."
    )
    before = (
        "[ACT](VC):[COST][Soul-Blast 1], this unit gets [Power]+2000 for each card in your "
        "damage zone until end of turn."
    )
    assert one(after) == one(before)
    assert one(after)["effect"] == [{"do": "power", "amount": 2000, "per": "your-damage-card"}]
    card = make_card(PROBE, "standard", compile(after), grade=2, power=10000, shield=5000)
    g_, probe = standard_probe_board(card)
    act(g_, "act", card=probe, number=0)
    _settle(g_)
    assert power(g_, probe) == 14000  # two cards in the damage zone
    assert any("card(s) in the damage zone" in e.text for e in g_.events)


def test_text_comparisons_other_rear_guards_leave_this_unit_out() -> None:
    text = "[CONT](RC):This unit gets [Power]+1000 for each of your other rear-guards."
    assert one(text)["effect"] == [{"do": "power", "amount": 1000, "per": "your-other-rear-guard"}]
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g_, probe = standard_probe_board(card, on_rear=True)  # FL (this unit), FR, BC
    assert power(g_, probe) == 12000


def test_lock_002_locked_cards_are_counted_when_an_amount_counts_them() -> None:
    """LOCK-002: a locked card is no unit, but "for each of your locked cards" counts it."""
    text = (
        "[CONT](VC):This unit gets [Power]+3000 for each of your locked cards.\n"
        "[ACT](VC):Choose one of your rear-guards, and lock it."
    )
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g_, probe = standard_probe_board(card)
    assert power(g_, probe) == 10000
    act(g_, "act", card=probe, number=1)
    _settle(g_)
    assert any(e.kind == "lock" for e in g_.events)
    assert power(g_, probe) == 13000


def test_text_comparisons_a_second_stat_does_not_take_the_first_ones_count() -> None:
    text = (
        "[ACT](VC):This unit gets [Power]+1000 for each card in your soul and [Critical]+1 "
        "until end of turn."
    )
    assert one(text)["effect"] == [
        {"do": "power", "amount": 1000, "per": "your-soul-card"},
        {"do": "critical", "amount": 1},
    ]
    _roundtrip(text)


@settings(max_examples=60, deadline=None)
@given(
    per=st.sampled_from([p.value for p in g.PER]),
    kind=st.sampled_from(["CONT", "ACT"]),
    amount=st.integers(-5, 5).filter(bool),
    stat=st.sampled_from(["power", "critical", "shield"]),
    until=st.sampled_from(["turn", "battle"]),
)
def test_text_comparisons_every_count_renders_and_reads_back(
    per: str, kind: str, amount: int, stat: str, until: str
) -> None:
    e: dict[str, Any] = {"do": stat, "amount": amount * 1000, "per": per}
    if kind == "ACT" and until == "battle":
        e["until"] = "battle"
    rec = {"type": kind, "zones": ["VC"], "effect": [e]}
    (back,) = compile(render(rec))
    assert {k: v for k, v in back.items() if k != "text"} == rec


# ---------------------------------------------------------- "and" after a cost
def test_cost_payment_an_and_after_the_cost_joins_it_to_its_effect() -> None:
    """cost.payment: "[COST][Soul-Blast 1], and draw a card" is the cost, then the draw."""
    text = "[ACT](VC):[COST][Soul-Blast 1], and draw a card."
    assert one(text) == one("[ACT](VC):[COST][Soul-Blast 1], draw a card.")
    words = explain(text)
    assert "[cost.soul-blast]" in words and "[text.draw]" in words
    auto = "[AUTO](VC):When this unit's attack hits, [COST][Counter-Blast 1], and draw a card."
    assert one(auto)["cost"] == [{"counter-blast": 1}]
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g_, probe = standard_probe_board(card)
    hand, soul = len(g_.state.players[0].hand), len(g_.state.players[0].soul)
    act(g_, "act", card=probe, number=0)
    _settle(g_)
    assert len(g_.state.players[0].soul) == soul - 1
    assert len(g_.state.players[0].hand) == hand + 1
    assert find(g_, 0, "Ember Lancer", "hand")  # the top card of the deck was drawn


# ------------------------------------------------------------------- refusals
def test_a_misspelt_booster_timing_is_refused_with_a_did_you_mean() -> None:
    text = "[AUTO](RC):At the end of the battle this unit boostd, Soul-Charge 1."
    err = refused(text)
    assert err.position == text.index("At the end")
    assert err.phrase.startswith("At the end of the battle this unit boostd")
    assert err.suggestion is not None and "boosted" in err.suggestion
    assert err.expected[0] == err.suggestion


def test_a_misspelt_zone_count_is_refused_as_a_count_not_read() -> None:
    text = "[CONT](VC):This unit gets [Power]+1000 for each card in your sould."
    err = refused(text)
    assert err.phrase == "for each"
    assert err.position == text.index("for each")
    assert err.mechanic is not None and "counted" in err.mechanic


def test_a_misspelt_and_after_a_cost_is_refused_where_it_is_written() -> None:
    text = "[ACT](VC):[COST][Soul-Blast 1], annd draw a card."
    err = refused(text)
    assert err.position == text.index("annd")
    assert err.phrase.startswith("annd draw a card")


# ------------------------------------------------------------ during the battle
def _role_game(text: str, *, probe_at: str) -> tuple[Game, int]:
    """Player 1's battle phase: the invented probe (grade 1, 8000, carrying ``text``) on
    ``probe_at`` (VC, FL or BC), Cinder Drake Warden on VC otherwise, Kindlescale Page behind
    each front row unit; Player 2 has a rear-guard on FL."""
    card = make_card(PROBE, "standard", compile(text), grade=1, power=8000, shield=5000)
    t = Table("standard", pool=pool_with(card))
    probe = t.vanguard(0, PROBE) if probe_at == "VC" else t.vanguard(0, "Cinder Drake Warden")
    if probe_at != "VC":
        probe = t.rear(0, probe_at, PROBE)
    for circle in ("FL", "BL", "BC"):
        if circle != probe_at:
            t.rear(0, circle, "Kindlescale Page")
    t.rear(1, "FL", "Kelpwood Archer")
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain", "Shoalguard Cadet", "Shoalguard Cadet")
    return t.at_battle(), probe


def _to_guard(g_: Game, circle: str, target: str, *, boost: bool) -> None:
    """Declare the attack and resolve what it triggers, up to Player 2's guard."""
    act(g_, "attack", circle=circle, target=target)
    act(g_, "boost" if boost else "no-boost")
    settle(g_, until=("guard",))


ATTACKED_VG = (
    "[CONT](RC):During the battle this unit attacked a vanguard, this unit gets [Power]+5000."
)
BOOSTED_BY = "[CONT](RC):During the battle it boosted, this unit gets [Power]+4000."
IS_BOOSTED = "[CONT](VC):During the battle this unit is boosted, this unit gets [Critical]+1."
WHILE_BOOSTED = "[AUTO](VC):When this unit attacks while boosted, draw a card."


def test_text_during_the_battle_conditions_are_read() -> None:
    """text.during-the-battle: what this unit is in the battle under way."""
    assert one(ATTACKED_VG)["condition"] == [{"battle-role": "attacker-vs-vanguard"}]
    assert one(BOOSTED_BY)["condition"] == [{"battle-role": "booster"}]
    assert one(IS_BOOSTED)["condition"] == [{"battle-role": "boosted"}]
    hit = one(WHILE_BOOSTED)
    assert (hit["timing"], hit["condition"]) == ("attacks", [{"battle-role": "boosted"}])
    that = "[CONT](RC):During the battle that this unit attacked, this unit gets [Power]+5000."
    assert one(that)["condition"] == [{"battle-role": "attacker"}]
    for text in (ATTACKED_VG, BOOSTED_BY, IS_BOOSTED, WHILE_BOOSTED, that):
        _roundtrip(text)
    words = explain(ATTACKED_VG)
    assert '"During the battle this unit attacked a vanguard" — condition' in words
    assert "[text.during-the-battle]" in words
    assert get_rule("text.during-the-battle").inventory == ("CLOSE-003",)


def test_text_during_the_battle_this_unit_attacked_a_vanguard_lasts_that_battle() -> None:
    g_, probe = _role_game(ATTACKED_VG, probe_at="FL")
    assert power(g_, probe) == 8000  # no battle yet
    _to_guard(g_, "FL", "VC", boost=False)
    assert power(g_, probe) == 13000
    act(g_, "end-guard")
    _settle(g_)
    assert power(g_, probe) == 8000  # the battle is over
    g_, probe = _role_game(ATTACKED_VG, probe_at="FL")
    _to_guard(g_, "FL", "FL", boost=False)  # it attacks a rear-guard
    assert power(g_, probe) == 8000


def test_text_during_the_battle_it_boosted_adds_to_the_boost() -> None:
    """text.during-the-battle and battle.boost: the booster's own +4000 counts in the boost."""
    g_, probe = _role_game(BOOSTED_BY, probe_at="BC")
    vanguard = g_.state.players[0].vanguard
    assert vanguard is not None and power(g_, probe) == 8000
    base = power(g_, vanguard)
    _to_guard(g_, "VC", "VC", boost=True)
    assert power(g_, probe) == 12000
    assert power(g_, vanguard) == base + 12000
    g_, probe = _role_game(BOOSTED_BY, probe_at="BC")
    _to_guard(g_, "VC", "VC", boost=False)
    assert power(g_, probe) == 8000


def test_text_during_the_battle_this_unit_is_boosted_needs_a_boost() -> None:
    g_, probe = _role_game(IS_BOOSTED, probe_at="VC")
    _to_guard(g_, "VC", "VC", boost=True)
    assert critical(g_, probe) == 2
    g_, probe = _role_game(IS_BOOSTED, probe_at="VC")
    _to_guard(g_, "VC", "VC", boost=False)
    assert critical(g_, probe) == 1


def test_ability_auto_when_this_unit_attacks_while_boosted() -> None:
    g_, probe = _role_game(WHILE_BOOSTED, probe_at="VC")
    hand = len(g_.state.players[0].hand)
    _to_guard(g_, "VC", "VC", boost=True)
    assert _resolved(g_, probe) and len(g_.state.players[0].hand) == hand + 1
    g_, probe = _role_game(WHILE_BOOSTED, probe_at="VC")
    _to_guard(g_, "VC", "VC", boost=False)
    assert not _resolved(g_, probe) and len(g_.state.players[0].hand) == hand


def test_a_misspelt_battle_condition_is_refused_with_a_did_you_mean() -> None:
    text = "[CONT](RC):During the battle this unit atacked, this unit gets [Power]+5000."
    err = refused(text)
    assert err.position == text.index("During")
    assert err.suggestion is not None and "attacked" in err.suggestion


# ------------------------------------------------------------ choices from the hand
def _hand_names(g_: Game) -> list[str]:
    return [g_.state.table.cards[c].name for c in g_.state.players[0].hand]


def test_text_discard_and_zone_soul_choices_from_the_hand_are_read() -> None:
    """text.discard, zone.soul: the player's own cards of the hand, as costs and as effects."""
    cost = "[ACT](VC):[COST][Put a card from your hand into your soul], draw a card."
    assert one(cost)["cost"] == [{"hand-to-soul": 1}]
    old = (
        "[AUTO](VC):[Choose a card from your hand, and put it into your soul] When this unit "
        "attacks a vanguard, you may pay the cost. If you do, draw a card."
    )
    assert one(old)["cost"] == [{"hand-to-soul": 1}]
    two = "[ACT](VC):[COST][Put two cards from your hand into your soul], draw two cards."
    assert one(two)["cost"] == [{"hand-to-soul": 2}]
    effects = {
        "[ACT](VC):Draw a card, and discard a card from your hand.": [
            {"do": "draw"}, {"do": "discard"}],
        "[ACT](VC):Choose two cards from your hand, and discard them.": [
            {"do": "discard", "n": 2}],
        "[ACT](VC):Choose a card from your hand, put it into your soul, and draw a card.": [
            {"do": "hand-to-soul"}, {"do": "draw"}],
        "[ACT](VC):Draw two cards, and put a card from your hand into your soul.": [
            {"do": "draw", "n": 2}, {"do": "hand-to-soul"}],
    }  # fmt: skip
    for text, effect in effects.items():
        assert one(text)["effect"] == effect, text
        _roundtrip(text)
    for text in (cost, old, two):
        _roundtrip(text)
    assert "[zone.soul]" in explain(cost)
    assert "[text.discard]" in explain("[ACT](VC):Draw a card, and discard a card from your hand.")


def test_zone_soul_a_card_of_the_hand_pays_a_cost_into_the_soul() -> None:
    text = "[ACT](VC):[COST][Put a card from your hand into your soul], draw a card."
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g_, probe = standard_probe_board(card)  # hand: Blazeguard Knight, Kindlescale Page
    knight = find(g_, 0, "Blazeguard Knight", "hand")
    soul = len(g_.state.players[0].soul)
    act(g_, "act", card=probe, number=0)
    act(g_, "choose", card=knight)
    _settle(g_)
    assert knight in g_.state.players[0].soul and len(g_.state.players[0].soul) == soul + 1
    assert sorted(_hand_names(g_)) == ["Ember Lancer", "Kindlescale Page"]  # then a draw
    paid = [e for e in g_.events if e.kind == "cost" and e.rule == "zone.soul"]
    assert paid and "from the hand into the soul" in paid[-1].text


def test_zone_soul_the_cost_cannot_be_paid_with_an_empty_hand() -> None:
    """COST-001: all or nothing; with no card in hand the ability is not offered."""
    text = "[ACT](VC):[COST][Put a card from your hand into your soul], draw a card."
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    t = Table("standard", pool=pool_with(card))
    probe = t.vanguard(0, PROBE)
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    g_ = t.at_main()
    assert g_.state.players[0].hand == ()
    assert not any(a.kind == "act" and a.card == probe for a in g_.legal_actions())
    g_, probe = standard_probe_board(card)  # with cards in hand it is offered
    assert any(a.kind == "act" and a.card == probe for a in g_.legal_actions())


def test_text_discard_the_player_chooses_the_card_and_the_opponent_sees_only_a_count() -> None:
    text = "[ACT](VC):Draw a card, and discard a card from your hand."
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g_, probe = standard_probe_board(card)
    act(g_, "act", card=probe, number=0)
    d = g_.state.decision
    assert d is not None and d.kind == "choose" and d.player == 0
    assert len(g_.view(0)["decision"]["options"]) == 3  # the two cards, then the drawn one
    foe = g_.view(1)["decision"]
    assert "options" not in foe and foe["options_count"] == 3
    page = find(g_, 0, "Kindlescale Page", "hand")
    act(g_, "choose", card=page)
    _settle(g_)
    assert page in g_.state.players[0].drop
    assert sorted(_hand_names(g_)) == ["Blazeguard Knight", "Ember Lancer"]
    assert any(e.kind == "discard" and e.rule == "text.discard" for e in g_.events)


def test_zone_soul_choose_a_card_from_your_hand_put_it_into_your_soul_and_draw() -> None:
    text = "[ACT](VC):Choose a card from your hand, put it into your soul, and draw a card."
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g_, probe = standard_probe_board(card)
    act(g_, "act", card=probe, number=0)
    knight = find(g_, 0, "Blazeguard Knight", "hand")
    act(g_, "choose", card=knight)
    _settle(g_)
    assert knight in g_.state.players[0].soul
    assert sorted(_hand_names(g_)) == ["Ember Lancer", "Kindlescale Page"]
    assert any(e.kind == "to-soul" and e.rule == "zone.soul" for e in g_.events)


def test_text_discard_two_cards_from_a_hand_of_two() -> None:
    text = "[ACT](VC):Choose two cards from your hand, and discard them."
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g_, probe = standard_probe_board(card)
    drop = len(g_.state.players[0].drop)
    act(g_, "act", card=probe, number=0)
    _settle(g_)
    assert g_.state.players[0].hand == ()
    assert len(g_.state.players[0].drop) == drop + 2


def test_a_misspelt_hand_choice_is_refused_with_a_did_you_mean() -> None:
    text = "[ACT](VC):Draw a card, and discard a card form your hand."
    err = refused(text)
    assert err.position == text.index("discard")
    assert err.suggestion == "discard a card from your hand"


def test_golden_impossible_a_discard_from_an_empty_hand_does_nothing() -> None:
    """golden.impossible: with no card in hand the discard is done as far as it can be."""
    text = "[ACT](VC):Discard a card from your hand."
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    t = Table("standard", pool=pool_with(card))
    probe = t.vanguard(0, PROBE)
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    g_ = t.at_main()
    act(g_, "act", card=probe, number=0)
    _settle(g_)
    assert any(e.kind == "discard" and e.rule == "golden.impossible" for e in g_.events)


# ------------------------------------------------- "if the number of cards in your …"
COUNTED = [
    ("hand is two or more", {"hand-at-least": 2}, True),
    ("hand is three or greater", {"hand-at-least": 3}, False),
    ("hand is two or less", {"hand-at-most": 2}, True),
    ("soul is two or more", {"soul-at-least": 2}, True),
    ("soul is one or less", {"soul-at-most": 1}, False),
    ("damage zone is three or more", {"damage-at-least": 3}, False),
    ("damage zone is two or less", {"damage-at-most": 2}, True),
]


@pytest.mark.parametrize(("words", "cond", "holds"), COUNTED, ids=[c[0] for c in COUNTED])
def test_text_comparisons_the_number_of_cards_in_a_zone(
    words: str, cond: dict[str, int], holds: bool
) -> None:
    """TEXT-009 ("N or more" / "N or less" include N), written "if the number of cards in your
    hand is N or more": the probe board has two cards in hand, two in the soul, two damage."""
    text = f"[CONT](VC):If the number of cards in your {words}, this unit gets [Power]+5000."
    assert one(text)["condition"] == [cond]
    _roundtrip(text)
    assert "[text.comparisons]" in explain(text)
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g_, probe = standard_probe_board(card)
    assert power(g_, probe) == (15000 if holds else 10000)


def test_text_comparisons_your_hand_has_n_or_more_cards() -> None:
    text = "[CONT](VC):If your hand has two or more cards, this unit gets [Power]+5000."
    assert one(text)["condition"] == [{"hand-at-least": 2}]
    other = "[CONT](VC):If your opponent's damage zone has two or more cards, draw a card."
    assert refused(other).position == other.index("If your opponent")
    theirs = (
        "[CONT](VC):If the number of cards in your opponent's damage zone is one or more, this "
        "unit gets [Power]+5000."
    )
    assert one(theirs)["condition"] == [{"opponent-damage-at-least": 1}]


# ---------------------------------------------------- more spellings of a battle's end
def test_ability_auto_at_the_end_of_the_battle_that_it_attacked_is_read() -> None:
    """ability.auto: "that it attacked" is "that this unit attacked", which the renderer writes."""
    text = "[AUTO](RC):At the end of the battle that it attacked a vanguard, Soul-Charge 1."
    assert one(text) == one(
        "[AUTO](RC):At the end of the battle that this unit attacked a vanguard, Soul-Charge 1."
    )
    assert render(compile(text)).startswith(
        "[AUTO](RC):At the end of the battle that this unit attacked a vanguard,"
    )
    boosted = "[AUTO](RC):At the end of the battle that it boosted, Soul-Charge 1."
    assert one(boosted)["on"] == "boosted-by-self"
    _roundtrip(boosted)


def test_ability_auto_at_the_end_of_the_battle_your_vanguard_attacked() -> None:
    text = "[AUTO](RC):At the end of the battle your vanguard attacked, Soul-Charge 1."
    rec = one(text)
    assert (rec["timing"], rec["on"]) == ("end-of-battle", "your-vanguard")
    _roundtrip(text)
    g_, probe = _role_game(text, probe_at="FL")
    soul = len(g_.state.players[0].soul)
    _battle(g_, "VC", boost=False)  # the vanguard attacks
    assert _resolved(g_, probe) and len(g_.state.players[0].soul) == soul + 1
    g_, probe = _role_game(text, probe_at="FL")
    act(g_, "attack", circle="FL", target="VC")  # the probe itself attacks: not the vanguard
    act(g_, "no-boost")
    _settle(g_)
    assert not _resolved(g_, probe)
