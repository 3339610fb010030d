"""Keyword lines and rider timings as card lists print them (issue #21): Sentinel's
``[CONT]:Sentinel`` line in its spellings, Lord's reminder in its spellings, the ``ridden``
timing that names its rider, an order's "Play this with [COST][...]!" line and Resist. Every
card here is invented, written in the official templates; each phrase is compiled (its record
asserted), explained, rendered back and played on a board."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, decision_of, find, make_card, pool_with, where
from hypothesis import given, settings
from hypothesis import strategies as st

from vgwidget.cards.fields import card_fields
from vgwidget.cardtext import CardTextError, canonical, compile, compile_card, explain, render
from vgwidget.engine.abilities.refs import Ref
from vgwidget.engine.abilities.targets import target_options
from vgwidget.engine.actions import Action
from vgwidget.engine.game import Game

GUARD_TEXT = (
    "[AUTO](GC):When placed, [COST][Discard a card from your hand], choose one of your units, "
    "and it cannot be hit until end of that battle."
)
SENTINEL_LINES = [
    "[CONT]:Sentinel",
    '[CONT]:Sentinel (You may only have up to four cards with "[CONT]:Sentinel" in a deck.)',
    '[CONT]:Sentinel(You may only have up to four cards with "[CONT]:Sentinel" in a deck.)',
    '[CONT]:Sentinel (You may only have up to four cards with "[CONT]:Sentinel" in a deck)',
    '[CONT]:Sentinel(You may only have up to four cards with "[CONT]:Sentinel" in a deck)',
]


# ------------------------------------------------------------------------------ Sentinel
@pytest.mark.parametrize("line", SENTINEL_LINES)
def test_keyword_sentinel_line_in_each_spelling_is_a_rule_line(line: str) -> None:
    """keyword.sentinel: the ``[CONT]:Sentinel`` line (with or without its reminder) holds no
    ability of its own; it names the card's ability placed on (GC) as its sentinel ability."""
    text = line + "\n" + GUARD_TEXT
    (rec,) = compile(text)
    assert rec["keyword"] == "sentinel" and rec["timing"] == "placed-on-gc"
    assert rec["effect"] == [{"do": "cannot-be-hit", "target": "choose-your-unit",
                              "until": "battle"}]  # fmt: skip
    said = explain(text)
    assert said.startswith("Rule line:") and "[keyword.sentinel]" in said
    assert "four" in said.splitlines()[0]
    assert compile(render(rec)) == [{**rec, "text": render(rec)}]


@pytest.mark.parametrize("era", ["classic", "premium", "standard"])
def test_keyword_sentinel_line_reads_alike_in_every_era(era: str) -> None:
    """keyword.sentinel (DECK-017, every format): the same line means the same in each era."""
    (rec,) = compile(SENTINEL_LINES[1] + "\n" + GUARD_TEXT, era=era)
    assert rec["keyword"] == "sentinel"


def test_keyword_sentinel_line_names_the_guard_ability_even_beside_a_manual_one() -> None:
    """keyword.sentinel: a card whose other ability is not read keeps its sentinel ability."""
    text = SENTINEL_LINES[0] + "\n" + GUARD_TEXT + "\n[ACT](VC):Hum a quiet tune."
    reading = compile_card(text, unread="manual")
    assert [a.get("manual", False) for a in reading.abilities] == [False, True]
    assert reading.abilities[0]["keyword"] == "sentinel"


def test_keyword_sentinel_card_fields_flag_and_the_guard_is_played() -> None:
    """keyword.sentinel: the line sets the card's sentinel flag (the deck limit counts it), and
    the compiled guard ability makes the attack miss."""
    text = SENTINEL_LINES[2] + "\n" + GUARD_TEXT
    fields = card_fields({"name": "Mistveil Bulwark", "number": "D-ZZ01/001", "type": "Normal Unit",
                          "grade": 1, "power": 5000, "shield": 0, "nation": "Emberreach"},
                         text)  # fmt: skip
    assert fields["sentinel"] is True
    guard = make_card("Mistveil Bulwark", "standard", compile(text), grade=1, power=5000,
                      shield=0, sentinel=True)  # fmt: skip
    t = Table("standard", pool=pool_with(guard))
    t.vanguard(0, "Magmaforge Tyrant")
    t.vanguard(1, "Cinder Drake Warden")
    s, spare = t.hand(1, "Mistveil Bulwark", "Ember Lancer")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=s)
    act(g, "use")
    if decision_of(g).kind == "choose":
        act(g, "choose", card=g.state.players[1].vanguard)
    assert where(g, spare) == (1, "drop")
    act(g, "end-guard")
    assert g.state.players[1].damage == ()
    assert any(e.rule == "keyword.sentinel" for e in g.events)


@pytest.mark.parametrize(
    "text",
    [
        '[CONT]:Sentinal (You may only have up to four cards with "[CONT]:Sentinel" in a deck.)',
        "[CONT]:Sentinel. But you may have six.",
    ],
)
def test_keyword_sentinel_misspelt_line_is_refused(text: str) -> None:
    """keyword.sentinel: a near-miss of the line is refused at the words not read."""
    with pytest.raises(CardTextError) as err:
        compile(text + "\n" + GUARD_TEXT)
    assert err.value.position < len(text)


# ------------------------------------------------------------------------------ Lord
LORDS = [
    "[CONT](VC/RC):Lord (If you have a unit without a same clan as this unit, this unit cannot "
    "attack)",
    "[CONT](VC/RC):Lord (If you have a unit without a same clan as this unit, this unit cannot "
    "attack )",
]


@pytest.mark.parametrize("text", LORDS)
def test_keyword_lord_reminder_in_each_spelling(text: str) -> None:
    """keyword.lord: "a same clan" and a space before the closing parenthesis read as Lord."""
    (rec,) = compile(text, era="classic")
    assert rec["keyword"] == "lord" and rec["zones"] == ["VC", "RC"]
    assert rec["condition"] == [{"all-units-same-clan": False}]
    assert rec["effect"] == [{"do": "cannot-attack"}]
    assert "[keyword.lord]" in explain(text, era="classic")
    again = render(rec, era="classic")
    assert compile(again, era="classic") == [{**rec, "text": again}]


@pytest.mark.parametrize("text", LORDS)
def test_keyword_lord_spelling_is_played(text: str) -> None:
    """keyword.lord: with a unit of another clan the Lord vanguard cannot attack."""
    lord = make_card("Gloamhall Regent", "classic", compile(text, era="classic"))
    t = Table("classic", pool=pool_with(lord))
    t.vanguard(0, "Gloamhall Regent")
    other = t.rear(0, "FL", "Deckhand Brawler")  # another clan
    g = t.at_battle()
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.circle == "VC"]
    g.apply(Action("manual", 0, card=other, target="move:drop"))
    assert [a for a in g.legal_actions() if a.kind == "attack" and a.circle == "VC"]


def test_keyword_lord_misspelt_reminder_is_refused_with_a_guess() -> None:
    """keyword.lord: a misspelt reminder is refused, with the reminder as the guess."""
    text = ("[CONT](VC/RC):Lord (If you have a unit without a same clan as this unit, this unit "
            "can not attack)")  # fmt: skip
    with pytest.raises(CardTextError) as err:
        compile(text, era="classic")
    assert err.value.position >= text.index("Lord")


# ------------------------------------------------------------------------------ rider timings
RIDERS: list[tuple[str, str, dict[str, Any]]] = [
    ('[AUTO]:When this unit is rode upon by "Gloam, Ember Herald", draw a card.', "standard",
     {"rider-name": "Gloam, Ember Herald"}),
    ('[AUTO]:When a card named "Gloam, Ember Herald" rides this unit, draw a card.', "classic",
     {"rider-name": "Gloam, Ember Herald"}),
    ("[AUTO]:When a <Lanternguard> rides this unit, draw a card.", "classic",
     {"rider-clan": "Lanternguard"}),
    ("[AUTO]:When another <Lanternguard> rides this unit, draw a card.", "classic",
     {"rider-clan": "Lanternguard"}),
    ("[AUTO]:When an «Emberreach» rides this unit, draw a card.", "standard",
     {"rider-nation": "Emberreach"}),
    ("[AUTO]:When a unit of the same clan rides this unit, draw a card.", "classic",
     {"rider-same-clan": True}),
]  # fmt: skip


@pytest.mark.parametrize(("text", "era", "cond"), RIDERS, ids=[r[0][7:40] for r in RIDERS])
def test_ability_auto_ridden_timing_names_its_rider(
    text: str, era: str, cond: dict[str, Any]
) -> None:
    """ability.auto: the ``ridden`` timing filtered by the rider (a name, a clan before
    Standard, a nation in it), compiled, explained and written back."""
    (rec,) = compile(text, era=era)
    assert rec["timing"] == "ridden" and rec["zones"] == ["VC"]
    assert rec["condition"] == [cond] and rec["effect"] == [{"do": "draw"}]
    assert "ridden" in explain(text, era=era)
    again = render(rec, era=era)
    assert compile(again, era=era) == [{**rec, "text": again}]


def test_ability_auto_your_unit_rides_this_unit_is_the_plain_ridden_timing() -> None:
    """ability.auto: "When your unit rides this unit" is ridden upon, no filter."""
    (rec,) = compile("[AUTO]:When your unit rides this unit, draw a card.")
    assert rec["timing"] == "ridden" and "condition" not in rec


def _ride(fmt: str, text: str, rider: str) -> tuple[Game, int, int]:
    """Player 0's ride phase: the test card (carrying ``text``) is the vanguard and ``rider``
    is ridden onto it from the hand. Returns the game, the card, and the hand size before."""
    probe = make_card("Hollowlight Vigil", fmt, compile(text, era=fmt), grade=0, power=6000)
    herald = make_card("Gloam, Ember Herald", fmt, [], grade=1, power=8000)
    t = Table(fmt, pool=pool_with(probe, herald))
    me = t.vanguard(0, "Hollowlight Vigil")
    t.hand(0, rider)
    t.deck(0, *["Lanternguard Squire" if fmt == "classic" else "Ember Lancer"] * 5)
    g = t.at_ride(rode=False)
    hand = len(g.state.players[0].hand)
    act(g, "ride", card=find(g, 0, rider, "hand"))
    for _ in range(5):
        d = g.state.decision
        if d is None or d.kind not in ("use-ability", "confirm", "order"):
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("use", "resolve")), acts[0]))
    return g, me, hand


@pytest.mark.parametrize(
    ("fmt", "text", "rider", "draws"),
    [
        ("standard", RIDERS[0][0], "Gloam, Ember Herald", True),
        ("standard", RIDERS[0][0], "Ember Lancer", False),
        ("classic", RIDERS[1][0], "Gloam, Ember Herald", True),
        ("classic", RIDERS[1][0], "Lanternguard Squire", False),
        ("classic", RIDERS[2][0], "Lanternguard Squire", True),
        ("classic", RIDERS[2][0], "Deckhand Brawler", False),
        ("standard", RIDERS[4][0], "Ember Lancer", True),
    ],
)
def test_ability_auto_ridden_by_the_named_rider_only_is_played(
    fmt: str, text: str, rider: str, draws: bool
) -> None:
    """ability.auto: the ability resolves when the rider it names rides the card, and not for
    another rider (the ride itself moves one card from hand: the draw makes up for it)."""
    g, _me, hand = _ride(fmt, text, rider)
    assert len(g.state.players[0].hand) == hand - 1 + (1 if draws else 0)
    assert any(e.rule == "text.draw" for e in g.events) == draws


@pytest.mark.parametrize(
    ("text", "up_to"),
    [
        ("[AUTO]:When another <Lanternguard> rides this unit, you may call this card to (RC).",
         True),
        ('[AUTO]:When this unit is rode upon by "Gloam, Ember Herald", call this card to (RC).',
         False),
    ],
)  # fmt: skip
def test_main_superior_call_of_the_ridden_card_from_the_soul(text: str, up_to: bool) -> None:
    """main.superior-call: after a ridden timing "call this card to (RC)" calls it from the
    soul, where the ride put it; it is written back in the words that say so."""
    (rec,) = compile(text, era="classic")
    e = {"do": "superior-call", "source": "soul"}  # (the target "self" is the default)
    assert rec["effect"] == [{**e, "up_to": True} if up_to else e]
    assert "[main.superior-call]" in explain(text, era="classic")
    again = render(rec, era="classic")
    assert "from your soul" in again
    assert compile(again, era="classic") == [{**rec, "text": again}]
    rider = "Lanternguard Squire" if up_to else "Gloam, Ember Herald"
    g, me, _hand = _ride("classic", text, rider)
    if decision_of(g).kind == "choose":
        act(g, "choose", card=me)
    if decision_of(g).kind == "choose":
        act(g, "choose", circle="BL")
    assert where(g, me)[1] in ("FL", "FR", "BL", "BC", "BR")


@pytest.mark.parametrize(
    "text",
    [
        "[AUTO]:When this unit is rode upon by a grade 3 card, draw a card.",
        "[AUTO]:When another Lanternguard rides this unit, draw a card.",
    ],
)
def test_ability_auto_rider_named_otherwise_is_refused(text: str) -> None:
    """ability.auto: a rider named by its grade alone, or a clan without its marks, is
    refused (never read as an unfiltered ridden timing; a rider named by a part of its name
    is read, tests/test_cardtext_names.py)."""
    with pytest.raises(CardTextError):
        compile(text, era="classic")
    (manual,) = compile_card(text, era="classic", unread="manual").abilities
    assert manual["manual"] is True and "timing" not in manual


# ------------------------------------------------------------------------------ Play this with
PLAY_WITH = [
    ("Play this with [COST][Counter-Blast 1]!\nDraw a card.", {"counter-blast": 1},
     "cost.counter-blast"),
    ("Play this with [COST][Soul-Blast 1]! Draw a card.", {"soul-blast": 1}, "cost.soul-blast"),
    ("play this with [COST][Counter-Blast 1 & Soul-Blast 2]!\nDraw a card.",
     {"counter-blast": 1}, "cost.soul-blast"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "cost", "rule"), PLAY_WITH)
def test_order_play_with_cost_line_is_the_orders_cost(
    text: str, cost: dict[str, int], rule: str
) -> None:
    """order.play: "Play this with [COST][...]!" is the cost paid to play the order; its
    text follows. It is written back as the order's ``[COST][...]`` opening."""
    (rec,) = compile(text)
    assert rec["type"] == "ORDER" and rec["cost"][0] == cost
    assert rec["effect"] == [{"do": "draw"}]
    said = explain(text)
    assert "[order.play]" in said and f"[{rule}]" in said
    again = render(rec)
    assert again.startswith("[COST][") and compile(again) == [{**rec, "text": again}]


@pytest.mark.parametrize(("text", "cost", "rule"), PLAY_WITH)
def test_order_play_with_cost_line_is_paid_when_the_order_is_played(
    text: str, cost: dict[str, int], rule: str
) -> None:
    """order.play: playing the order pays the cost its line names, then its text is done."""
    order = make_card("Lanternfall Decree", "standard", compile(text), grade=1, power=0,
                      type="normal-order")  # fmt: skip
    t = Table("standard", pool=pool_with(order))
    t.vanguard(0, "Cinder Drake Warden")
    t.damage(0, "Scorchmane Raider")
    t.soul(0, "Cinderling Scout", "Ember Lancer")  # (a Soul-Blast 2 pays both)
    t.hand(0, "Lanternfall Decree")
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight")
    g = t.at_main()
    card = find(g, 0, "Lanternfall Decree", "hand")
    act(g, "play-order", card=card)
    for _ in range(10):
        d = g.state.decision
        if d is None or d.kind == "main":
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("use", "choose", "resolve")), acts[0]))
    assert any(e.rule == rule for e in g.events)
    assert any(e.kind == "draw" for e in g.events)
    if "counter-blast" in cost:
        assert g.state.players[0].damage[0] in g.state.face_down


def test_order_play_with_cost_line_unpaid_refuses_the_order() -> None:
    """order.play (cost.payment): with nothing to pay the line's cost the order is not offered."""
    order = make_card("Lanternfall Decree", "standard", compile(PLAY_WITH[0][0]), grade=1,
                      power=0, type="normal-order")  # fmt: skip
    for damage, offered in (((), False), (("Scorchmane Raider",), True)):
        t = Table("standard", pool=pool_with(order))
        t.vanguard(0, "Cinder Drake Warden")
        t.damage(0, *damage)
        t.hand(0, "Lanternfall Decree")
        g = t.at_main()
        assert bool([a for a in g.legal_actions() if a.kind == "play-order"]) == offered


@pytest.mark.parametrize(
    ("text", "at"),
    [
        ("Play this with [COST][Soul-Blast 1] if your vanguard is grade 3!\nDraw a card.", "if"),
        ("Play this with [COST][Soul-Blast 1].\nDraw a card.", "."),
        ("Play this with Soul-Blast 1!\nDraw a card.", "Soul"),
    ],
)
def test_order_play_with_line_misspelt_is_refused_where_it_goes_wrong(text: str, at: str) -> None:
    """order.play: a condition on the line, a missing "!" or a cost without its [COST]
    bracket is refused at that point."""
    with pytest.raises(CardTextError) as err:
        compile(text)
    assert err.value.position == text.index(at, len("Play this with"))


def test_split_abilities_keeps_a_quoted_head_inside_its_ability() -> None:
    """keyword.sentinel: the reminder's quoted ``"[CONT]:Sentinel"`` starts no ability, so a
    card read ability by ability keeps the whole line together."""
    text = SENTINEL_LINES[1] + "\n[ACT](VC):Hum a quiet tune."
    reading = compile_card(text, unread="manual")
    (manual,) = reading.abilities
    assert manual["text"] == "[ACT](VC):Hum a quiet tune."


# ------------------------------------------------------------------------------ Resist
RESISTS = [
    ("[CONT](VC/RC)/(GC):Resist (This unit cannot be chosen by the effects of your opponent's "
     "cards)", ["VC", "RC", "GC"]),
    ("[CONT](RC):Resist", ["RC"]),
    ("[CONT](RC)/(GC):Resist (This unit cannot be chosen by the effects of your opponent's "
     "cards).", ["RC", "GC"]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "zones"), RESISTS)
def test_keyword_resist_is_compiled_explained_and_written_back(text: str, zones: list[str]) -> None:
    """keyword.resist: the keyword (its reminder optional) is a CONT ``resist`` effect."""
    (rec,) = compile(text, era="premium")
    assert rec["keyword"] == "resist" and rec["zones"] == zones
    assert rec["effect"] == [{"do": "resist"}] and "condition" not in rec
    assert "[keyword.resist]" in explain(text, era="premium")
    again = render(rec, era="premium")
    assert compile(again, era="premium") == [{**rec, "text": again}]


def test_keyword_resist_with_generation_break_keeps_its_condition() -> None:
    """keyword.resist, keyword.generation-break: the head's marker stays the condition."""
    (rec,) = compile("[CONT](RC)[Generation Break 1]:Resist", era="premium")
    assert rec["condition"] == [{"generation-break": 1}]
    again = render(rec, era="premium")
    assert compile(again, era="premium") == [{**rec, "text": again}]


RETIRER = "[ACT](VC):Choose one of your opponent's rear-guards, and retire it."


def _resist_board(guarded: bool) -> tuple[Game, int, int, int]:
    """Player 0 (whose vanguard carries RETIRER) in the main phase; player 1 has a Resist unit
    on FL and, with ``guarded`` False, also an ordinary unit on FR."""
    hunter = make_card("Duskhollow Warden", "premium", compile(RETIRER, era="premium"))
    ward = make_card("Veilbound Sentry", "premium", compile(RESISTS[0][0], era="premium"),
                     grade=1, power=7000)  # fmt: skip
    t = Table("premium", pool=pool_with(hunter, ward))
    me = t.vanguard(0, "Duskhollow Warden")
    t.vanguard(1, "Dawnspear Knight")
    warded = t.rear(1, "FL", "Veilbound Sentry")
    plain = -1 if guarded else t.rear(1, "FR", "Deckhand Brawler")
    return t.at_main(), me, warded, plain


def _use_retirer(g: Game, me: int) -> None:
    act(g, "act", card=me, number=0)
    for _ in range(10):
        d = g.state.decision
        if d is None or d.kind == "main":
            return
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("use", "choose", "resolve")), acts[0]))


def test_keyword_resist_unit_is_never_offered_to_the_opponents_choice() -> None:
    """keyword.resist: the opponent's "choose one of your opponent's rear-guards" offers the
    other rear-guard only, and retires it."""
    g, me, warded, plain = _resist_board(guarded=False)
    _use_retirer(g, me)
    assert where(g, warded) == (1, "FL")
    assert where(g, plain) == (1, "drop")


def test_keyword_resist_alone_leaves_the_opponents_choice_empty() -> None:
    """keyword.resist (text.choose: choose as many as there are): with only the Resist unit
    there is nothing to choose, and it stays."""
    g, me, warded, _plain = _resist_board(guarded=True)
    _use_retirer(g, me)
    assert where(g, warded) == (1, "FL")
    assert not any(e.kind == "retire" for e in g.events)


def test_keyword_resist_does_not_stop_its_owners_own_choice() -> None:
    """keyword.resist: only the opponent's effects are stopped; the owner may choose it."""
    g, _me, warded, _plain = _resist_board(guarded=True)
    own = target_options(g.state, Ref(1, warded, 0), "choose-your-rear-guard")
    theirs = target_options(g.state, Ref(0, warded, 0), "choose-opponent-rear-guard")
    assert warded in own and warded not in theirs


def test_keyword_resist_lapses_when_its_condition_does_not_hold() -> None:
    """keyword.resist, keyword.generation-break: with no face-up G unit the Generation Break 1
    Resist does not apply, and the unit is offered."""
    ward = make_card("Veilbound Sentry", "premium",
                     compile("[CONT](RC)[Generation Break 1]:Resist", era="premium"), grade=1,
                     power=7000)  # fmt: skip
    t = Table("premium", pool=pool_with(ward))
    t.vanguard(0, "Dawnspear Knight")
    t.vanguard(1, "Dawnspear Knight")
    warded = t.rear(1, "FL", "Veilbound Sentry")
    g = t.at_main()
    assert warded in target_options(g.state, Ref(0, warded, 0), "choose-opponent-rear-guard")


@pytest.mark.parametrize(
    "text",
    [
        "[CONT](RC):Resits (This unit cannot be chosen by the effects of your opponent's cards)",
        "[CONT](RC):Resist (This unit cannot be chosen by your opponent's cards)",
    ],
)
def test_keyword_resist_misspelt_is_refused(text: str) -> None:
    """keyword.resist: a misspelt keyword or reminder is refused, never read as Resist."""
    with pytest.raises(CardTextError):
        compile(text, era="premium")


# ------------------------------------------------------------------------------ heal-cap line
FOUR_PER_DECK = "(You may only have up to four cards with {} in a deck{}"
HEAL_LINES = [
    FOUR_PER_DECK.format('"[Heal] HEAL"', ".)"),
    FOUR_PER_DECK.format('"[Heal]HEAL"', ")"),
    FOUR_PER_DECK.format("[Heal]", ".)"),
]


@pytest.mark.parametrize("line", HEAL_LINES)
def test_deck_heal_cap_reminder_is_a_rule_line(line: str) -> None:
    """deck.heal-cap: the heal trigger's reminder holds no ability; the card's other abilities
    read as they are."""
    assert compile(line) == []
    text = line + "\n[AUTO]:When rode upon, call this card to (RC), and draw a card."
    (rec,) = compile(text, era="classic")
    assert rec["timing"] == "ridden"
    assert rec["effect"] == [{"do": "superior-call", "source": "soul"}, {"do": "draw"}]
    said = explain(text, era="classic")
    assert said.splitlines()[0].startswith("Rule line:") and "[deck.heal-cap]" in said


def test_main_superior_call_of_the_ridden_card_then_more_effects_is_played() -> None:
    """main.superior-call, text.draw: "call this card to (RC), and draw a card" after a ridden
    timing calls the card from the soul, then draws; written back, it reads the same."""
    text = HEAL_LINES[0] + '\n[AUTO]:When this unit is rode upon by "Gloam, Ember Herald", '
    text += "call this card to (RC), and draw a card."
    (rec,) = compile(text, era="classic")
    again = render(rec, era="classic")
    assert compile(again, era="classic") == [{**rec, "text": again}]
    g, me, hand = _ride("classic", text, "Gloam, Ember Herald")
    for _ in range(3):
        if decision_of(g).kind != "choose":
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.card == me), acts[0]))
    assert where(g, me)[1] in ("FL", "FR", "BL", "BC", "BR")
    assert any(e.rule == "text.draw" for e in g.events)


def test_main_superior_call_of_the_ridden_card_badly_joined_is_refused() -> None:
    """main.superior-call: after the call only a full stop or a join may follow."""
    with pytest.raises(CardTextError) as err:
        compile("[AUTO]:When rode upon, call this card to (RC) draw a card.", era="classic")
    assert "draw a card" in err.value.phrase


# -------------------------------------------------------------------- Restraint, Forerunner
def test_keyword_restraint_reminder_with_its_full_stop_inside() -> None:
    """keyword.restraint: "(This unit cannot attack.)" reads as Restraint, and the unit cannot
    attack."""
    text = "[CONT](VC)/(RC)/(GC):Restraint (This unit cannot attack.)"
    (rec,) = compile(text, era="classic")
    assert rec["keyword"] == "restraint" and rec["effect"] == [{"do": "cannot-attack"}]
    assert "[keyword.restraint]" in explain(text, era="classic")
    again = render(rec, era="classic")
    assert compile(again, era="classic") == [{**rec, "text": again}]
    brute = make_card("Gloamhall Brute", "classic", [rec])
    t = Table("classic", pool=pool_with(brute))
    t.vanguard(0, "Gloamhall Brute")
    g = t.at_battle()
    assert not [a for a in g.legal_actions() if a.kind == "attack" and a.circle == "VC"]


def test_keyword_forerunner_reminder_written_right_after_the_keyword() -> None:
    """keyword.forerunner: "Forerunner(When ...)" with no space reads as Forerunner, and the
    card is called when a unit of its clan rides it."""
    text = ("[AUTO]:Forerunner(When a unit of the same clan rides this unit, you may call this "
            "unit to (RC))")  # fmt: skip
    (rec,) = compile(text, era="classic")
    assert rec["keyword"] == "forerunner" and rec["timing"] == "ridden"
    assert "[keyword.forerunner]" in explain(text, era="classic")
    again = render(rec, era="classic")
    assert compile(again, era="classic") == [{**rec, "text": again}]
    g, me, _hand = _ride("classic", text, "Lanternguard Squire")
    for _ in range(3):
        if decision_of(g).kind != "choose":
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.card == me), acts[0]))
    assert where(g, me)[1] in ("FL", "FR", "BL", "BC", "BR")


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(["classic", "premium", "standard"]),
    st.sampled_from(["rider-name", "rider-group", "rider-same-clan", None]),
    st.sampled_from(["Gloam, Ember Herald", "Hollowlight Vigil"]),
    st.booleans(),
    st.sampled_from([{"do": "draw"}, {"do": "soul-charge", "n": 2}]),
)
def test_ability_auto_ridden_records_are_written_and_read_back(
    era: str, rider: str | None, value: str, call: bool, then: dict[str, Any]
) -> None:
    """ability.auto (property): a ``ridden`` record with any rider condition, with or without
    the call of the ridden card from the soul, is written as text and read back to itself."""
    rec: dict[str, Any] = {"type": "AUTO", "zones": ["VC"], "timing": "ridden"}
    if rider == "rider-group":
        rec["condition"] = [{("rider-nation" if era == "standard" else "rider-clan"): value}]
    elif rider == "rider-same-clan":
        rec["condition"] = [{"rider-same-clan": True}]
    elif rider is not None:
        rec["condition"] = [{rider: value}]
    calls = [{"do": "superior-call", "source": "soul", "up_to": True}] if call else []
    rec["effect"] = [*calls, then]
    rec = canonical(rec)
    text = render(rec, era=era)
    assert compile(text, era=era) == [{**rec, "text": text}]


def test_manual_ridden_ability_keeps_its_rider_in_the_head() -> None:
    """ability.auto: an ability whose rider timing reads but whose effect does not is kept
    manual with its timing and the rider's condition (the judge sees when it triggers)."""
    text = '[AUTO]:When this unit is rode upon by "Gloam, Ember Herald", juggle three torches.'
    (manual,) = compile_card(text, era="classic", unread="manual").abilities
    assert manual["manual"] is True and manual["timing"] == "ridden"
    assert manual["condition"] == [{"rider-name": "Gloam, Ember Herald"}]
