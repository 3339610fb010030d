"""Card wording (TEXT-*), costs (COST-*) and keywords (KEYWORD-*) in the Classic format.

Most of these inventory lines are tagged for Classic (and the G era) only; the teaching
cards of Classic carry few abilities, so each test adds a test-only Lanternguard card to
the pool whose single ability uses the wording under test. Each test is marked with the
inventory lines it checks (``covers``) and plays Classic unless it says otherwise.
"""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, decision_of, last, power, rules, where

from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game

VG = "Aurelio the Radiant Lanternlord"  # 11000, grade 3
FOE = "Vessaline the Tempest Corsair Queen"  # 11000, grade 3
FOE_RG = "Deckhand Brawler"  # 8000


def _card(cid: str, name: str, grade: int, *abilities: dict[str, Any], **extra: Any) -> Card:
    data: dict[str, Any] = {
        "id": cid,
        "name": name,
        "grade": grade,
        "power": 8000,
        "shield": 5000 if grade < 3 else None,
        "clan": "Lanternguard",
        "formats": ["classic"],
        "abilities": list(abilities),
        **extra,
    }
    return Card.from_dict(data)


def _act(effect: list[dict[str, Any]], cost: list[dict[str, int]] | None = None) -> dict[str, Any]:
    return {"type": "ACT", "zones": ["RC"], "cost": cost or [], "effect": effect}


POOL: CardPool = default_pool().with_cards(
    [
        _card("T-201", "Lantern Archivist", 1, _act([{"do": "draw", "n": 2}])),
        _card("T-202", "Lantern Ledgerkeeper", 1, _act([{"do": "draw", "n": 2, "up_to": True}])),
        _card(
            "T-203",
            "Lantern Seer",
            1,
            _act([{"do": "look-top", "n": 3, "amount": 1, "up_to": True, "rest": "top"}]),
        ),
        _card(
            "T-204",
            "Lantern Binder",
            1,
            _act(
                [{"do": "bind", "target": "choose-opponent-rear-guard"}],
                [{"counter-blast": 1}],
            ),
        ),
        _card(
            "T-205",
            "Lantern Mender",
            1,
            _act([{"do": "heal"}], [{"retire-self": 1}, {"counter-blast": 1}]),
        ),
        _card(
            "T-206",
            "Lantern Tactician",
            1,
            _act(
                [
                    {
                        "do": "power",
                        "amount": 2000,
                        "target": "choose-your-unit",
                        "n": 2,
                        "up_to": True,
                    }
                ]
            ),
        ),
        _card(
            "T-207",
            "Lantern Courier",
            1,
            _act([{"do": "draw"}, {"do": "retire", "target": "choose-opponent-rear-guard"}]),
        ),
        _card(
            "T-208",
            "Lantern Herald",
            1,
            {
                "type": "AUTO",
                "zones": ["RC"],
                "timing": "placed-on-rc",
                "cost": [{"soul-blast": 1}],
                "effect": [{"do": "soul-charge", "n": 2}],
            },
        ),
        _card(
            "T-209",
            "Lantern Vanguardsman",
            2,
            {
                "type": "AUTO",
                "zones": ["RC"],
                "timing": "attacks",
                "effect": [{"do": "power", "amount": 3000, "target": "self", "until": "battle"}],
            },
        ),
        _card(
            "T-210",
            "Lantern Keeper of Lore",
            1,
            {
                "type": "CONT",
                "zones": ["RC"],
                "condition": [{"soul-at-least": 3}],
                "effect": [{"do": "power", "amount": 4000, "target": "self", "until": "while"}],
            },
        ),
    ]
)


def _table() -> Table:
    t = Table("classic", pool=POOL)
    t.vanguard(0, VG)
    t.vanguard(1, FOE)
    return t


# ---------------------------------------------------------------------------- draw


@pytest.mark.covers("TEXT-005", "TEXT-010", "ZONE-006", "ZONE-007", formats=("classic",))
def test_classic_draw_two_is_two_single_draws_from_the_top_of_the_deck() -> None:
    t = _table()
    scribe = t.rear(0, "FL", "Lantern Archivist")
    first, second, third = t.deck_top(0, "Lanternguard Squire", "Dawnspear Knight", VG)
    g = t.at_main()
    ev = act(g, "act", card=scribe, number=0)
    draws = [e for e in ev if e.rule == "text.draw"]
    assert [e.cards for e in draws] == [(first,), (second,)]  # one card at a time, top first
    assert g.state.players[0].hand[-2:] == (first, second)
    assert g.state.players[0].deck[0] == third


@pytest.mark.covers("TEXT-011", formats=("classic",))
def test_classic_draw_up_to_two_asks_before_each_card_and_may_stop_after_one() -> None:
    t = _table()
    scribe = t.rear(0, "FL", "Lantern Ledgerkeeper")
    first, second = t.deck_top(0, "Lanternguard Squire", "Dawnspear Knight")
    g = t.at_main()
    act(g, "act", card=scribe, number=0)
    assert decision_of(g).kind == "confirm" and where(g, first) == (0, "deck")
    act(g, "use")
    assert where(g, first) == (0, "hand")
    assert decision_of(g).kind == "confirm", "asked again before the second card"
    act(g, "decline")
    assert decision_of(g).kind == "main" and where(g, second) == (0, "deck")


# ------------------------------------------------------------------------ look at


@pytest.mark.covers("TEXT-015", formats=("classic",))
def test_classic_cards_looked_at_and_not_taken_stay_on_top_in_the_same_order() -> None:
    t = _table()
    seer = t.rear(0, "FL", "Lantern Seer")  # look at the top 3, take up to 1, rest on top
    tops = t.deck_top(0, "Lanternguard Squire", "Dawnspear Knight", "Brightshield Footman")
    g = t.at_main()
    act(g, "act", card=seer, number=0)
    look = last(g, "text.look-at")
    assert look.cards == tuple(tops) and look.private == 0
    act(g, "choose")  # take none
    assert decision_of(g).kind == "main"
    assert g.state.players[0].deck[:3] == tuple(tops)


@pytest.mark.covers("TEXT-016", formats=("classic",))
def test_classic_looking_at_more_cards_than_the_deck_holds_looks_at_the_whole_deck() -> None:
    t = _table()
    seer = t.rear(0, "FL", "Lantern Seer")
    a, b = t.deck(0, "Lanternguard Squire", "Dawnspear Knight")
    g = t.at_main()
    act(g, "act", card=seer, number=0)
    look = last(g, "text.look-at")
    assert look.cards == (a, b) and "looks at the top 2 cards" in look.text
    act(g, "choose", card=b)
    assert where(g, b) == (0, "hand") and g.state.players[0].deck == (a,)


# --------------------------------------------------------------------- bind, heal


def _binder_game() -> tuple[Game, int, tuple[int, int], int]:
    t = _table()
    binder = t.rear(0, "FL", "Lantern Binder")  # [Counter Blast 1] bind an opponent rear-guard
    dmg = t.damage(0, "Lanternguard Squire", "Dawnspear Knight")
    victim = t.rear(1, "BR", FOE_RG)
    g = t.at_main()
    act(g, "act", card=binder, number=0)
    return g, binder, (dmg[0], dmg[1]), victim


@pytest.mark.covers("COST-005", "COST-006", formats=("classic",))
def test_classic_counter_blast_turns_over_the_face_up_damage_card_the_payer_chooses() -> None:
    g, _, (d1, d2), _ = _binder_game()
    assert decision_of(g).kind == "choose"
    assert {a.card for a in g.legal_actions()} == {d1, d2}
    act(g, "choose", card=d2)  # not the first card of the zone
    assert d2 in g.state.face_down and d1 not in g.state.face_down
    assert g.state.players[0].damage == (d1, d2), "turned over where it lies, not moved"


@pytest.mark.covers("TEXT-007", "KEYWORD-011", "ZONE-025", "ZONE-026", formats=("classic",))
def test_classic_bind_puts_the_opponents_unit_face_up_in_its_owners_bind_zone() -> None:
    g, _, (d1, _), victim = _binder_game()
    act(g, "choose", card=d1)  # pays the counter blast; the only rear-guard is then bound
    assert where(g, victim) == (1, "bind") and victim not in g.state.face_down
    assert "keyword.bind" in rules(g.events)
    for viewer in (0, 1):
        (shown,) = g.view(viewer)["players"][1]["bind"]
        assert shown["name"] == FOE_RG and shown["face_down"] is False
    assert victim not in {u for _, u in g.state.players[1].units()}


@pytest.mark.covers("TEXT-021", "COST-003", formats=("classic",))
def test_classic_heal_moves_a_damage_card_to_the_drop_after_both_joined_costs_are_paid() -> None:
    t = _table()
    mender = t.rear(0, "FL", "Lantern Mender")  # [retire this unit & Counter Blast 1]: heal
    (dmg,) = t.damage(0, "Lanternguard Squire")
    g = t.at_main()
    act(g, "act", card=mender, number=0)
    while decision_of(g).kind == "choose":
        act(g, "choose", card=g.legal_actions()[0].card)
    assert where(g, mender) == (0, "drop")  # the first cost
    assert where(g, dmg) == (0, "drop") and g.state.players[0].damage == ()  # healed


@pytest.mark.covers("COST-003", "COST-001", formats=("classic",))
def test_classic_joined_costs_must_all_be_payable_or_the_ability_cannot_be_used() -> None:
    t = _table()
    mender = t.rear(0, "FL", "Lantern Mender")  # no damage: the counter blast cannot be paid
    g = t.at_main()
    assert not [a for a in g.legal_actions() if a.kind == "act"]
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("act", 0, card=mender, number=0))
    assert err.value.rule == "cost.payment"
    assert where(g, mender) == (0, "FL")  # retiring itself alone was not done


# ------------------------------------------------------------------ choose, impossible


@pytest.mark.covers("TEXT-013", formats=("classic",))
def test_classic_choose_up_to_two_may_stop_at_one() -> None:
    t = _table()
    tac = t.rear(0, "FL", "Lantern Tactician")  # choose up to two of your units: +2000
    g = t.at_main()
    act(g, "act", card=tac, number=0)
    assert decision_of(g).kind == "choose"
    act(g, "choose", card=tac)
    assert decision_of(g).kind == "choose"
    act(g, "choose")  # no more
    assert decision_of(g).kind == "main"
    assert power(g, tac) == 10000 and power(g, g.state.players[0].vanguard) == 11000


@pytest.mark.covers("TEXT-003", formats=("classic",))
def test_classic_an_instruction_that_cannot_be_done_is_skipped_and_the_rest_is_done() -> None:
    t = _table()
    courier = t.rear(0, "FL", "Lantern Courier")  # draw, then retire an opponent rear-guard
    (top,) = t.deck_top(0, "Lanternguard Squire")
    g = t.at_main()  # the opponent has no rear-guard
    act(g, "act", card=courier, number=0)
    assert where(g, top) == (0, "hand")
    assert "golden.impossible" in rules(g.events)
    assert decision_of(g).kind == "main"


# ------------------------------------------------------------------ you may, AUTO


@pytest.mark.covers("TEXT-004", "ABILITY-005", formats=("classic",))
def test_classic_an_auto_ability_with_a_cost_may_be_declined() -> None:
    t = _table()
    t.soul(0, "Lanternguard Squire")
    (herald,) = t.hand(0, "Lantern Herald")  # when placed on RC: [Soul Blast 1] soul charge 2
    g = t.at_main()
    act(g, "call", card=herald, circle="FL")
    assert decision_of(g).kind == "use-ability"
    assert {a.kind for a in g.legal_actions()} == {"use", "decline"}
    act(g, "decline")
    assert decision_of(g).kind == "main" and len(g.state.players[0].soul) == 1


@pytest.mark.covers("KEYWORD-001", "COST-009", "ABILITY-004", formats=("classic",))
def test_classic_soul_charge_puts_the_top_cards_of_the_deck_into_the_soul() -> None:
    t = _table()
    (old,) = t.soul(0, "Lanternguard Squire")
    (herald,) = t.hand(0, "Lantern Herald")
    a, b = t.deck_top(0, "Dawnspear Knight", "Brightshield Footman")
    g = t.at_main()
    act(g, "call", card=herald, circle="FL")
    act(g, "use")
    assert where(g, old) == (0, "drop")  # soul blast 1: paid once, for this activation
    assert set(g.state.players[0].soul) == {a, b}  # soul charge 2: the top two cards
    assert decision_of(g).kind == "main"


# ------------------------------------------------------------------ durations


@pytest.mark.covers("TEXT-001", formats=("classic",))
def test_classic_until_end_of_battle_ends_in_that_battles_close_step() -> None:
    t = _table()
    unit = t.rear(0, "FL", "Lantern Vanguardsman")  # when it attacks: +3000 for that battle
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    assert power(g, unit) == 11000
    ev = act(g, "end-guard")
    close = next(e for e in ev if e.rule == "battle.close")
    assert close.step == "close" and power(g, unit) == 8000 and g.state.turn == 3


@pytest.mark.covers("TEXT-002", formats=("classic",))
def test_classic_until_end_of_turn_lasts_past_the_battle_and_ends_in_the_end_phase() -> None:
    t = _table()
    t.soul(0, "Lanternguard Squire")
    priest = t.rear(0, "FL", "Lantern Vigil Priest")  # [Soul Blast 1] a unit gets +3000
    g = t.at_main()
    act(g, "act", card=priest, number=0)
    act(g, "choose", card=priest)
    assert power(g, priest) == 10000
    act(g, "end-main")
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    assert g.state.step == "start" and power(g, priest) == 10000
    ev = act(g, "end-battle")
    expire = next(e for e in ev if e.rule == "end.effects-expire")
    assert expire.phase == "end" and power(g, priest) == 7000


# ------------------------------------------------------------------ comparisons


@pytest.mark.covers("TEXT-009", "ABILITY-006", formats=("classic",))
def test_classic_n_or_more_includes_n() -> None:
    t = _table()
    keeper = t.rear(0, "FL", "Lantern Keeper of Lore")  # +4000 while your soul has 3 or more
    soul = t.soul(0, "Lanternguard Squire", "Lanternguard Squire")
    (extra,) = t.deck_top(0, "Dawnspear Knight")
    g = t.at_main()
    assert power(g, keeper) == 8000  # 2: not enough
    g.apply(Action("manual", 0, card=extra, target="move:soul"))
    assert power(g, keeper) == 12000  # exactly 3 counts
    g.apply(Action("manual", 0, card=soul[0], target="move:drop"))
    assert power(g, keeper) == 8000
