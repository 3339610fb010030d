"""A card that counts a higher grade while it pays a stride cost, read from printed text (issue
#21, the G era): "[CONT](Hand):While you are paying the cost for [Stride], this card gets
grade +N." is a ``stride-grade`` CONT ability of the hand (stride.cost-grade). Every card here
is invented, written in the official template; each spelling is compiled, explained, rendered
back and played in a stride step."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, settle, where

from vgwidget.cardtext import CardTextError, compile, compile_card, explain, render
from vgwidget.engine import flow
from vgwidget.engine.abilities.model import parse_ability
from vgwidget.engine.abilities.stride import stride_grade
from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.errors import CardDataError, IllegalAction
from vgwidget.engine.game import Game

VG1 = "Aurelio the Radiant Lanternlord"  # teaching pool: grade 3
VG2 = "Vessaline the Tempest Corsair Queen"  # teaching pool: grade 3
G1 = "Aurelion the Dawnforged Lanternlord"  # teaching pool: a G unit
HELPER = "Brasswing Relay Sprite"  # invented: a grade 1 that counts grade 3 for a stride
PLAIN = "Copperleaf Courier"  # invented: a grade 1 with no such ability
LOW = "Pebblewick Lampling"  # invented: a grade 0 with no ability

PAYING = "While you are paying the cost for [Stride], this card gets grade"
GRADE_UP = f"[CONT](Hand):{PAYING} +2."
GB_GRADE_UP = f"[CONT](Hand)[Generation Break 1]:{PAYING}+2."


def unit(name: str, grade: int, text: str = "") -> Card:
    """An invented text-only grade ``grade`` unit of the G era (Premium)."""
    data: dict[str, Any] = {
        "id": f"TEST-{name.replace(' ', '-').upper()}",
        "name": name,
        "grade": grade,
        "power": 7000,
        "shield": 10000,
        "formats": ["premium"],
        "clan": "Lanternguard",
    }
    if text:
        data["text"] = text
    return Card.from_dict(data)


def pool(helper_text: str = GRADE_UP) -> CardPool:
    return default_pool().with_cards([unit(HELPER, 1, helper_text), unit(PLAIN, 1), unit(LOW, 0)])


def at_stride(t: Table, face_up: tuple[int, ...] = ()) -> Game:
    """Player 1's stride step of turn 3 in the built position, ``face_up`` G-zone cards face
    up."""
    t.turn_flags.add("ride")
    s = t.state(turn=3, player=0, phase="ride", step="stride",
                tasks=list(flow.resume(t.fmt, "ride", "stride")))  # fmt: skip
    if face_up:
        s = s._replace(marks=s.marks._replace(face_up=frozenset(face_up)))
    g = Game(s, seed=0)
    g._advance(None)
    return g


def board(*hand: str, helper_text: str = GRADE_UP, gzone: tuple[str, ...] = (G1,)) -> Table:
    """Both vanguards grade 3, ``gzone`` face down in player 1's G zone, ``hand`` in hand."""
    t = Table("premium", pool=pool(helper_text))
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    t._add(0, "gzone", list(gzone))
    t.hand(0, *hand)
    return t


# ------------------------------------------------------------------------------- reading


@pytest.mark.rule("stride.cost-grade")
@pytest.mark.parametrize(
    ("text", "amount"),
    [
        (GRADE_UP, 2),
        (f"[CONT]Hand:{PAYING} +2.", 2),
        (f"[CONT](Hand):{PAYING}+1.", 1),
        ("[CONT](Hand):While paying the cost for [Stride], this card gets grade +2", 2),
    ],
)
def test_stride_cost_grade_each_spelling_compiles_to_a_hand_cont(text: str, amount: int) -> None:
    """stride.cost-grade: the card's own grade, raised while it pays a stride, in the hand."""
    (rec,) = compile(text)
    assert {k: v for k, v in rec.items() if k != "text"} == {
        "type": "CONT",
        "zones": ["hand"],
        "effect": [{"do": "stride-grade", "amount": amount}],
    }
    ab = parse_ability(rec, HELPER)
    assert ab.kind == "CONT" and ab.effects[0].target == "self"


@pytest.mark.rule("stride.cost-grade", "keyword.generation-break")
def test_stride_cost_grade_under_generation_break_keeps_its_condition() -> None:
    (rec,) = compile(GB_GRADE_UP)
    assert rec["condition"] == [{"generation-break": 1}]
    assert rec["effect"] == [{"do": "stride-grade", "amount": 2}]


@pytest.mark.rule("stride.cost-grade")
def test_stride_cost_grade_is_explained_with_its_rule() -> None:
    said = explain(GRADE_UP)
    assert "Ability 1: CONT (in the hand)" in said
    assert "counts as grade +2 [stride.cost-grade]" in said
    assert get_rule("stride.cost-grade").formats == ("g",)


@pytest.mark.rule("stride.cost-grade")
@pytest.mark.parametrize("text", [GRADE_UP, GB_GRADE_UP, f"[CONT](Hand):{PAYING} +3."])
def test_stride_cost_grade_renders_back_to_the_same_record(text: str) -> None:
    records = compile(text)
    again = compile(render(records))
    assert [{k: v for k, v in r.items() if k != "text"} for r in again] == [
        {k: v for k, v in r.items() if k != "text"} for r in records
    ]
    assert render(records).startswith("[CONT](Hand)")


@pytest.mark.rule("stride.cost-grade")
def test_stride_cost_grade_misspelt_is_refused_with_a_did_you_mean() -> None:
    text = GRADE_UP.replace("[Stride]", "[Stryde]")
    with pytest.raises(CardTextError) as info:
        compile(text)
    err = info.value
    assert err.position == len("[CONT](Hand):")
    assert err.phrase.startswith("While you are paying the cost for [Stryde]")
    assert "did you mean 'While you are paying the cost for [Stride], this card gets grade" in (
        str(err)
    )


@pytest.mark.rule("stride.cost-grade")
@pytest.mark.parametrize(
    "text",
    [
        f"[CONT](VC):{PAYING} +2.",  # not a hand ability
        f"[CONT](Hand):{PAYING} +0.",  # no change
        GRADE_UP.replace("this card gets", "this card get"),
    ],
)
def test_stride_cost_grade_elsewhere_names_the_mechanic_the_engine_lacks(text: str) -> None:
    """Outside a hand CONT, or spelt otherwise, the words stay an unread stride cost change."""
    with pytest.raises(CardTextError) as info:
        compile(text)
    assert info.value.mechanic == "a change to how the stride cost is paid"
    assert info.value.phrase == "paying the cost for [Stride]"
    assert compile_card(text, unread="manual").abilities[0]["manual"] is True


@pytest.mark.rule("stride.cost-grade")
def test_stride_cost_grade_followed_by_more_words_is_refused_where_they_begin() -> None:
    text = GRADE_UP[:-1] + ", and draw a card."
    with pytest.raises(CardTextError) as info:
        compile(text)
    assert info.value.position == len(GRADE_UP) - 1
    assert info.value.phrase.startswith(", and draw a card")


@pytest.mark.rule("stride.cost-grade")
@pytest.mark.parametrize(
    "rec",
    [
        {"type": "CONT", "zones": ["VC"], "effect": [{"do": "stride-grade", "amount": 2}]},
        {"type": "CONT", "zones": ["RC"], "effect": [{"do": "stride-grade-as", "amount": 3}]},
        {"type": "CONT", "zones": ["hand"], "effect": [{"do": "stride-grade", "amount": 0}]},
        {"type": "CONT", "zones": ["hand"],
         "effect": [{"do": "stride-grade", "amount": 2, "target": "your-vanguard"}]},
        {"type": "AUTO", "zones": ["hand"], "timing": "strides",
         "effect": [{"do": "stride-grade", "amount": 2}]},
    ],
)  # fmt: skip
def test_stride_grade_record_outside_its_shape_is_refused(rec: dict[str, Any]) -> None:
    with pytest.raises(CardDataError, match="stride-grade"):
        parse_ability(rec, HELPER)


# ------------------------------------------------------------------------------- playing


@pytest.mark.rule("stride.cost-grade", "stride.cost", "stride.procedure")
def test_stride_cost_grade_a_grade_1_helper_pays_a_whole_stride_alone() -> None:
    """The grade 1 card counts 1 + 2 = 3: discarded alone, it pays the stride; the event says
    which card counted another grade and cites stride.cost-grade."""
    t = board(HELPER, PLAIN)
    g = at_stride(t)
    ps = g.state.players[0]
    helper, plain = ps.hand
    (gu,) = ps.gzone
    assert stride_grade(g.state, helper) == 3 and stride_grade(g.state, plain) == 1
    offered = g.legal_actions()
    assert Action("stride", 0, card=gu, cards=(helper,)) in offered
    assert Action("stride", 0, card=gu, cards=(plain,)) not in offered
    events = act(g, "stride", card=gu, cards=(helper,))
    assert g.state.players[0].vanguard == gu
    assert where(g, helper) == (0, "drop") and where(g, plain) == (0, "hand")
    discard = next(e for e in events if e.kind == "discard")
    assert discard.rule == "stride.cost-grade"
    assert f"“{HELPER}” as grade 3" in discard.text and "adding up to 3" in discard.text


@pytest.mark.rule("stride.cost")
def test_stride_cost_grade_a_plain_grade_1_alone_is_still_refused() -> None:
    t = board(PLAIN, LOW)
    g = at_stride(t)
    plain, _low = g.state.players[0].hand
    (gu,) = g.state.players[0].gzone
    with pytest.raises(IllegalAction) as info:
        act(g, "stride", card=gu, cards=(plain,))
    assert info.value.rule == "stride.cost"
    assert g.state.players[0].vanguard != gu and where(g, plain) == (0, "hand")


@pytest.mark.rule("stride.cost-grade", "stride.cost")
def test_stride_cost_grade_joins_a_grade_0_card_and_the_event_keeps_the_plain_rule() -> None:
    """A helper counted as 3 with a grade 0 is no minimal payment, but still legal when chosen;
    a payment of printed grades alone cites stride.cost."""
    t = board(HELPER, LOW, VG1)
    g = at_stride(t)
    helper, low, g3 = g.state.players[0].hand
    (gu,) = g.state.players[0].gzone
    assert Action("stride", 0, card=gu, cards=(g3,)) in g.legal_actions()
    events = act(g, "stride", card=gu, cards=(g3,))
    discard = next(e for e in events if e.kind == "discard")
    assert discard.rule == "stride.cost"
    assert where(g, helper) == (0, "hand") and where(g, low) == (0, "hand")


@pytest.mark.rule("stride.cost-grade", "keyword.generation-break")
def test_stride_cost_grade_under_generation_break_waits_for_a_face_up_g_unit() -> None:
    """Generation Break 1: with no face-up G unit the helper counts its printed grade 1 and
    cannot pay alone; with one face up in the G zone it counts 3 and pays."""
    t = board(HELPER, helper_text=GB_GRADE_UP, gzone=(G1, G1))
    g = at_stride(t)
    (helper,) = g.state.players[0].hand
    gu, _other = g.state.players[0].gzone
    assert stride_grade(g.state, helper) == 1
    with pytest.raises(IllegalAction, match="add up to 1"):
        act(g, "stride", card=gu, cards=(helper,))
    t = board(HELPER, helper_text=GB_GRADE_UP, gzone=(G1, G1))
    up = t._zones[0]["gzone"][1]
    g = at_stride(t, face_up=(up,))
    (helper,) = g.state.players[0].hand
    gu = g.state.players[0].gzone[0]
    assert stride_grade(g.state, helper) == 3
    act(g, "stride", card=gu, cards=(helper,))
    assert g.state.players[0].vanguard == gu and where(g, helper) == (0, "drop")


@pytest.mark.rule("stride.cost-grade")
def test_stride_cost_grade_is_the_printed_grade_outside_the_hand() -> None:
    """The ability works in the hand only: the same card in the soul counts its grade 1."""
    t = board()
    (in_soul,) = t.soul(0, HELPER)
    g = at_stride(t)
    assert stride_grade(g.state, in_soul) == 1
    assert g.state.card(in_soul).grade == 1


AS_GRADE = "[CONT](Hand):While you are paying the cost for [Stride], this card may be discarded as"
STAND_IN = "Quartzlit Pathfinder"  # invented: a grade 0 that may be discarded as a grade 3


@pytest.mark.rule("stride.cost-grade")
@pytest.mark.parametrize(
    ("text", "n"),
    [
        (f"{AS_GRADE} a grade 3.", 3),
        (
            "[CONT]Hand:While paying the cost for [Stride], this card may be discarded as a "
            "grade 2.",
            2,
        ),
    ],
)
def test_stride_cost_grade_as_compiles_explains_and_renders(text: str, n: int) -> None:
    (rec,) = compile(text)
    assert {k: v for k, v in rec.items() if k != "text"} == {
        "type": "CONT",
        "zones": ["hand"],
        "effect": [{"do": "stride-grade-as", "amount": n}],
    }
    assert f"counts as grade {n}, if the player wishes [stride.cost-grade]" in explain(text)
    back = compile(render([rec]))
    assert [{k: v for k, v in r.items() if k != "text"} for r in back] == [
        {k: v for k, v in rec.items() if k != "text"}
    ]


@pytest.mark.rule("stride.cost-grade", "stride.cost")
def test_stride_cost_grade_as_a_grade_0_card_pays_a_stride_alone() -> None:
    """A grade 0 that may be discarded as a grade 3 pays the whole stride; a grade 2 with the
    same ability counts 3 too, never less than its own grade."""
    cards = [unit(STAND_IN, 0, f"{AS_GRADE} a grade 3."), unit(PLAIN, 2, f"{AS_GRADE} a grade 1.")]
    t = Table("premium", pool=default_pool().with_cards(cards))
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    t._add(0, "gzone", [G1])
    t.hand(0, STAND_IN, PLAIN)
    g = at_stride(t)
    stand_in, two = g.state.players[0].hand
    (gu,) = g.state.players[0].gzone
    assert stride_grade(g.state, stand_in) == 3 and stride_grade(g.state, two) == 2
    assert Action("stride", 0, card=gu, cards=(stand_in,)) in g.legal_actions()
    assert Action("stride", 0, card=gu, cards=(two,)) not in g.legal_actions()
    events = act(g, "stride", card=gu, cards=(stand_in,))
    discard = next(e for e in events if e.kind == "discard")
    assert discard.rule == "stride.cost-grade" and f"“{STAND_IN}” as grade 3" in discard.text
    assert where(g, stand_in) == (0, "drop") and g.state.players[0].vanguard == gu


# ------------------------------------------------------- a card discarded for a stride's cost

COURIER = "Tinderglass Courier"  # invented: a grade 3 that draws when it pays for a stride
WARDEN = "Gloamspire Beacon Warden"  # invented: a grade 3 vanguard with a discard cost
DISCARDED = (
    "[AUTO]:When this card is discarded from your hand while paying the cost for [Stride], "
    "draw two cards."
)
WARDEN_ACT = "[ACT](VC):[COST][Discard a card from your hand], draw a card."


def courier_table(*hand: str) -> Table:
    cards = [unit(COURIER, 3, DISCARDED), unit(PLAIN, 1), unit(WARDEN, 3, WARDEN_ACT)]
    t = Table("premium", pool=default_pool().with_cards(cards))
    t.vanguard(1, VG2)
    t._add(0, "gzone", [G1])
    t.hand(0, *hand)
    return t


@pytest.mark.rule("stride.discarded-for-cost", "text.discard")
@pytest.mark.parametrize(
    "timing",
    [
        "When this card is discarded from hand while paying the cost for [Stride]",
        "When this card is discarded from your hand while paying the cost for [Stride]",
        "When discarded from hand while paying the cost for [Stride]",
        "When this card is discarded from hand for the cost of [Stride]",
    ],
)
def test_discarded_for_stride_each_spelling_compiles_explains_and_renders(timing: str) -> None:
    text = f"[AUTO]:{timing}, draw a card."
    (rec,) = compile(text)
    assert {k: v for k, v in rec.items() if k != "text"} == {
        "type": "AUTO",
        "zones": ["drop"],
        "timing": "discarded-from-hand",
        "condition": [{"discarded-for": "stride"}],
        "effect": [{"do": "draw"}],
    }
    said = explain(text)
    assert "only a discard that pays a stride's cost [stride.discarded-for-cost]" in said
    assert "[text.discard]" in said
    back = compile(render([rec]))
    assert [{k: v for k, v in r.items() if k != "text"} for r in back] == [
        {k: v for k, v in rec.items() if k != "text"}
    ]


@pytest.mark.rule("stride.discarded-for-cost")
def test_discarded_for_stride_misspelt_names_the_mechanic_and_stays_manual() -> None:
    text = DISCARDED.replace("while paying", "whilst paying")
    with pytest.raises(CardTextError) as info:
        compile(text)
    assert info.value.mechanic == "a change to how the stride cost is paid"
    assert compile_card(text, unread="manual").abilities[0]["manual"] is True


@pytest.mark.rule("stride.discarded-for-cost")
@pytest.mark.parametrize(
    "rec",
    [
        {"type": "AUTO", "timing": "attacks", "zones": ["VC"],
         "condition": [{"discarded-for": "stride"}], "effect": [{"do": "draw"}]},
        {"type": "AUTO", "timing": "discarded-from-hand", "zones": ["drop"],
         "condition": [{"discarded-for": "ride"}], "effect": [{"do": "draw"}]},
    ],
)  # fmt: skip
def test_discarded_for_outside_a_discard_timing_or_for_another_cost_is_refused(
    rec: dict[str, Any],
) -> None:
    with pytest.raises(CardDataError, match="discarded-for"):
        parse_ability(rec, COURIER)


@pytest.mark.rule("stride.discarded-for-cost", "stride.cost")
def test_discarded_for_stride_triggers_when_it_pays_a_stride_and_draws() -> None:
    t = courier_table(COURIER, PLAIN)
    t.vanguard(0, VG1)
    g = at_stride(t)
    courier, plain = g.state.players[0].hand
    (gu,) = g.state.players[0].gzone
    n0 = len(g.events)
    act(g, "stride", card=gu, cards=(courier,))
    settle(g)
    events = g.events[n0:]
    assert [e.kind for e in events if e.cards[:1] == (courier,)][:2] == [
        "discard",
        "ability-trigger",
    ]
    assert any(e.kind == "draw" and e.rule == "text.draw" for e in events)
    hand = g.state.players[0].hand
    assert where(g, courier) == (0, "drop") and plain in hand and len(hand) == 3


@pytest.mark.rule("stride.discarded-for-cost", "text.discard")
def test_discarded_for_stride_does_not_trigger_for_another_abilitys_discard_cost() -> None:
    """The same card discarded for a vanguard's ACT cost in the main phase: no trigger."""
    t = courier_table(COURIER)
    vg = t.vanguard(0, WARDEN)
    t.turn_flags.add("ride")
    s = t.state(turn=3, player=0, phase="main", tasks=list(flow.resume(t.fmt, "main", "")))
    g = Game(s, seed=0)
    g._advance(None)
    (courier,) = g.state.players[0].hand
    n0 = len(g.events)
    act(g, "act", card=vg, number=0)
    settle(g)
    events = g.events[n0:]
    assert where(g, courier) == (0, "drop")
    assert any(e.kind == "draw" for e in events)  # the ACT itself drew
    assert not any(e.kind == "ability-trigger" and courier in e.cards for e in events)
    assert len(g.state.players[0].hand) == 1


# ------------------------------------------------- G zone costs only some face-down cards may pay

SOVEREIGN = "Halcyon Mirrorcrest Sovereign"  # invented G unit carrying the ACT under test
OTHER_G = "Halcyon Duskfall Regent"  # invented G unit of another name
BULWARK = "Halcyon Thornwall Bulwark"  # invented G guardian
SAME_NAME_COST = (
    "Choose a face down card with the same card name as this unit from your G zone, and turn it "
    "face up"
)
GUARDIAN_COSTS = [
    "Choose a face down G guardian from your G zone, and turn it face up",
    "choose a face down [G Guardian] from your G zone, and turn it face up",
]


def g_card(name: str, ctype: str, text: str = "") -> Card:
    """An invented G unit or G guardian of the G era (Premium), text-only."""
    data: dict[str, Any] = {
        "id": f"TEST-{name.replace(' ', '-').upper()}",
        "name": name,
        "type": ctype,
        "grade": 4,
        "power": 15000 if ctype == "g-unit" else 0,
        "shield": 15000 if ctype == "g-guardian" else None,
        "formats": ["premium"],
        "clan": "Lanternguard",
    }
    if text:
        data["text"] = text
    return Card.from_dict(data)


def strode_with(cost: str, *gzone: str) -> tuple[Game, int, list[int]]:
    """Player 1 strides ``SOVEREIGN`` (its ACT pays ``cost``, then draws two cards) over a
    grade 3, with ``gzone`` face down beside it; the main phase begins. Returns the game, the
    G unit and the other G zone cards."""
    act_text = f"[ACT](VC)[1/Turn]:[COST][Counter-Blast 1 & {cost}], draw two cards."
    cards = [g_card(SOVEREIGN, "g-unit", act_text), g_card(OTHER_G, "g-unit"),
             g_card(BULWARK, "g-guardian")]  # fmt: skip
    t = Table("premium", pool=default_pool().with_cards(cards))
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    t.damage(0, VG2)  # (one face-up damage card pays the Counter-Blast)
    (gu,) = t._add(0, "gzone", [SOVEREIGN])
    rest = t._add(0, "gzone", list(gzone))
    (g3,) = t.hand(0, VG1)
    g = at_stride(t)
    act(g, "stride", card=gu, cards=(g3,))
    settle(g)
    return g, gu, rest


@pytest.mark.rule("cost.g-zone-face-up-named")
@pytest.mark.parametrize(
    ("cost", "value"),
    [(SAME_NAME_COST, "g-face-up-same-name")]
    + [(c, "g-face-up-g-guardian") for c in GUARDIAN_COSTS],
)
def test_g_zone_named_cost_compiles_explains_and_renders(cost: str, value: str) -> None:
    text = f"[ACT](VC)[1/Turn]:[COST][Counter-Blast 1 & {cost}], draw two cards."
    (rec,) = compile(text)
    assert rec["cost"] == [{"counter-blast": 1}, {value: 1}]
    assert "[cost.g-zone-face-up-named]" in explain(text)
    back = compile(render([rec]))
    assert [{k: v for k, v in r.items() if k != "text"} for r in back] == [
        {k: v for k, v in rec.items() if k != "text"}
    ]


@pytest.mark.rule("cost.g-zone-face-up-named", "stride.heart")
def test_g_zone_same_name_cost_turns_up_only_a_card_of_this_units_name() -> None:
    """Of a face-down copy of the G unit and a face-down G unit of another name, only the
    copy may pay; it is turned face up (public, counted for Generation Break) and the ACT
    draws."""
    g, gu, (other, copy) = strode_with(SAME_NAME_COST, OTHER_G, SOVEREIGN)
    hand0 = len(g.state.players[0].hand)
    n0 = len(g.events)
    act(g, "act", card=gu, number=0)
    settle(g)
    assert copy in g.state.face_up and other not in g.state.face_up
    paid = [e for e in g.events[n0:] if e.rule == "cost.g-zone-face-up-named"]
    assert [e.cards for e in paid] == [(copy,)]
    assert len(g.state.players[0].hand) == hand0 + 2


@pytest.mark.rule("cost.g-zone-face-up-named")
def test_g_zone_same_name_cost_cannot_be_paid_with_only_other_names_face_down() -> None:
    g, gu, (other,) = strode_with(SAME_NAME_COST, OTHER_G)
    assert not any(a.kind == "act" and a.card == gu for a in g.legal_actions())
    with pytest.raises(IllegalAction):
        act(g, "act", card=gu, number=0)
    assert other not in g.state.face_up


@pytest.mark.rule("cost.g-zone-face-up-named")
@pytest.mark.parametrize("cost", GUARDIAN_COSTS)
def test_g_zone_g_guardian_cost_turns_up_only_a_g_guardian(cost: str) -> None:
    g, gu, (other, guardian) = strode_with(cost, OTHER_G, BULWARK)
    n0 = len(g.events)
    act(g, "act", card=gu, number=0)
    settle(g)
    assert guardian in g.state.face_up and other not in g.state.face_up
    assert any(e.rule == "cost.g-zone-face-up-named" for e in g.events[n0:])
    g, gu, (other,) = strode_with(cost, OTHER_G)
    with pytest.raises(IllegalAction):
        act(g, "act", card=gu, number=0)


# --------------------------------------- the same discard joined to a ride from the ride deck

RIDE_OR_STRIDE = (
    "[AUTO]:When this card is discarded from hand while riding a grade 3 card from the ride deck "
    "or paying the cost for [Stride], draw two cards."
)
LANTERN_PAGE = "Wickmoss Lantern Page"  # invented Standard grade 1 carrying RIDE_OR_STRIDE


def standard_unit(name: str, grade: int, text: str = "") -> Card:
    """An invented text-only Standard unit of grade ``grade``."""
    data: dict[str, Any] = {
        "id": f"TEST-{name.replace(' ', '-').upper()}",
        "name": name,
        "grade": grade,
        "power": 10000,
        "shield": 5000,
        "formats": ["standard"],
        "nation": "Emberreach",
    }
    if text:
        data["text"] = text
    return Card.from_dict(data)


def ride_deck_game(rider_grade: int) -> tuple[Game, int, int]:
    """Player 1 (vanguard one grade below ``rider_grade``) rides a grade ``rider_grade`` from
    the ride deck, discarding the Lantern Page; abilities settled. Returns the game, the page
    and the hand size before the ride."""
    cards = [
        standard_unit(LANTERN_PAGE, 1, RIDE_OR_STRIDE),
        standard_unit("Wickmoss Old Guard", rider_grade - 1),
        standard_unit("Wickmoss High Warden", rider_grade),
    ]
    t = Table("standard", pool=default_pool().with_cards(cards))
    t.vanguard(0, "Wickmoss Old Guard")
    (rider,) = t.ride_deck(0, "Wickmoss High Warden")
    (page,) = t.hand(0, LANTERN_PAGE)
    g = t.at_ride()
    hand0 = len(g.state.players[0].hand)
    act(g, "ride-deck", card=rider, cards=(page,))
    settle(g)
    return g, page, hand0


@pytest.mark.rule("stride.discarded-for-cost", "ride.ride-deck")
@pytest.mark.parametrize("card", [" card", ""])
def test_discarded_for_a_grade_3_ride_deck_ride_or_stride_compiles_and_renders(card: str) -> None:
    text = RIDE_OR_STRIDE.replace(" card from the ride", f"{card} from the ride")
    (rec,) = compile(text)
    assert rec["condition"] == [{"discarded-for": "grade-3-ride-deck-or-stride"}]
    assert rec["timing"] == "discarded-from-hand" and rec["zones"] == ["drop"]
    assert "or a ride of a grade 3 from the ride deck [stride.discarded-for-cost]" in explain(text)
    back = compile(render([rec]))
    assert [{k: v for k, v in r.items() if k != "text"} for r in back] == [
        {k: v for k, v in rec.items() if k != "text"}
    ]


@pytest.mark.rule("stride.discarded-for-cost", "ride.ride-deck")
def test_discarded_for_a_grade_3_ride_deck_ride_triggers_and_draws() -> None:
    g, page, hand0 = ride_deck_game(3)
    assert where(g, page) == (0, "drop")
    assert any(e.kind == "ability-trigger" and page in e.cards for e in g.events)
    assert len(g.state.players[0].hand) == hand0 - 1 + 2


@pytest.mark.rule("stride.discarded-for-cost", "ride.ride-deck")
def test_discarded_for_a_grade_2_ride_deck_ride_does_not_trigger() -> None:
    g, page, hand0 = ride_deck_game(2)
    assert where(g, page) == (0, "drop")
    assert not any(e.kind == "ability-trigger" and page in e.cards for e in g.events)
    assert len(g.state.players[0].hand) == hand0 - 1


@pytest.mark.rule("stride.discarded-for-cost", "stride.cost")
def test_discarded_for_a_grade_3_ride_deck_ride_or_stride_also_hears_the_stride() -> None:
    page = unit(LANTERN_PAGE, 3, RIDE_OR_STRIDE)
    t = Table("premium", pool=default_pool().with_cards([page]))
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gu,) = t._add(0, "gzone", [G1])
    (paid,) = t.hand(0, LANTERN_PAGE)
    g = at_stride(t)
    act(g, "stride", card=gu, cards=(paid,))
    settle(g)
    assert any(e.kind == "ability-trigger" and paid in e.cards for e in g.events)
    assert len(g.state.players[0].hand) == 2
