"""Heads that name a row or one circle of the field (issue #21, helper "rows"): ``[CONT]Back
Row (RC):``, ``[AUTO]Front Row (RC):``, ``[ACT]Back Row Center (RC):`` and the back row's
left, right and middle circle. Each is read as the zone ``RC`` with the condition ``circle``
(ability.circle-head): compiled, explained, rendered back and played on a board where the
unit moves between circles. Every card here is invented, written in the official templates."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, make_card, offered, pool_with, power
from hypothesis import given, settings
from hypothesis import strategies as st

from vgwidget.cardtext import CardTextError, canonical, compile, compile_card, explain, render
from vgwidget.engine.abilities.conditions import conditions_hold, still_holds
from vgwidget.engine.abilities.model import parse_ability
from vgwidget.engine.abilities.on_row import CIRCLE_ROWS, on_circle
from vgwidget.engine.abilities.rows import CIRCLE_VALUES
from vgwidget.engine.abilities.vocabulary import ACTIVE_CONDITIONS
from vgwidget.engine.actions import Action
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game

NAME = "Lanternmoth Sentry"
RULE = "ability.circle-head"


def _board(text: str, circle: str) -> tuple[Game, int]:
    """Player 1's Standard main phase; the test card (carrying ``text``) on ``circle``, a
    plain unit on the other circle of its column, cards to draw in the deck."""
    card = make_card(NAME, "standard", compile(text), grade=1, power=8000, shield=5000)
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, "Cinder Drake Warden")
    t.vanguard(1, "Kelpwood Archer")
    probe = t.rear(0, circle, NAME)
    t.hand(0, "Blazeguard Knight")
    t.soul(0, "Cinderling Scout", "Cinderling Squire")
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain", "Shoalguard Cadet")
    return t.at_main(), probe


def _resolve_all(g: Game) -> None:
    for _ in range(20):
        d = g.state.decision
        if d is None or d.kind not in ("use-ability", "order", "choose", "confirm"):
            return
        acts = g.legal_actions()
        pick: Any = next((a for a in acts if a.kind in ("use", "resolve", "choose")), acts[0])
        g.apply(pick)


# ------------------------------------------------------------------------------ reading
HEADS = [
    ("Back Row (RC)", "back-row"),
    ("Back Row(RC)", "back-row"),
    ("Front Row (RC)", "front-row"),
    ("Back Row Center (RC)", "back-center"),
    ("Back Row Middle (RC)", "back-center"),
    ("Back Row Left (RC)", "back-left"),
    ("Back Row Right (RC)", "back-right"),
]


@pytest.mark.parametrize(("head", "value"), HEADS)
def test_circle_head_is_read_as_rc_with_its_circle(head: str, value: str) -> None:
    """ability.circle-head: the head names (RC) and the row or circle the card must stand on."""
    text = f"[CONT]{head}:This unit gets [Power]+4000."
    (rec,) = compile(text)
    assert rec == {"type": "CONT", "zones": ["RC"], "condition": [{"circle": value}],
                   "effect": [{"do": "power", "amount": 4000}], "text": text}  # fmt: skip
    said = explain(text)
    assert f'"{head}" — works only while this unit is on ' in said and f"[{RULE}]" in said
    back = render(rec)
    assert compile(back) == [{**rec, "text": back}]


def test_circle_head_with_markers_a_cost_and_a_timing_round_trips() -> None:
    """ability.circle-head with 1/Turn, a cost and an AUTO timing: all read, written back."""
    text = ("[AUTO]Back Row Center (RC)[1/Turn]:When your vanguard attacks, [COST][Soul-Blast 1], "
            "draw a card.")  # fmt: skip
    (rec,) = compile(text)
    assert rec["timing"] == "attacks" and rec["on"] == "your-vanguard"
    assert rec["once_per_turn"] is True and rec["cost"] == [{"soul-blast": 1}]
    assert rec["condition"] == [{"circle": "back-center"}]
    assert render(rec).startswith("[AUTO]Back Row Center (RC)[1/Turn]:When your vanguard attacks")
    assert compile(render(rec))[0]["condition"] == [{"circle": "back-center"}]


@settings(max_examples=40, deadline=None)
@given(
    value=st.sampled_from(CIRCLE_VALUES),
    kind=st.sampled_from(["CONT", "ACT", "AUTO"]),
    amount=st.integers(1, 9).map(lambda n: n * 1000),
)
def test_circle_head_render_then_compile_is_the_record(value: str, kind: str, amount: int) -> None:
    """ability.circle-head: ``compile(render(a)) == a`` for every row or circle and kind."""
    rec: dict[str, Any] = {"type": kind, "zones": ["RC"], "condition": [{"circle": value}],
                           "effect": [{"do": "power", "amount": amount}]}  # fmt: skip
    if kind != "CONT":
        rec["effect"][0]["until"] = "turn"
    if kind == "AUTO":
        rec["timing"] = "beginning-of-battle-phase"
    text = render(rec)
    assert compile(text) == [{**canonical(rec), "text": text}]


def test_circle_rows_name_every_value_and_their_circles() -> None:
    """ability.circle-head, zone.field: each value names the circles of its row or place;
    accel circles are front row (CR 4.55 §16.3.1.5), the vanguard circle is in no value."""
    assert set(CIRCLE_ROWS) == set(CIRCLE_VALUES)
    assert CIRCLE_ROWS["back-row"] == {"BL", "BC", "BR"}
    assert CIRCLE_ROWS["front-row"] >= {"FL", "FR", "A1", "A2"}
    assert CIRCLE_ROWS["back-center"] == {"BC"}
    assert all("VC" not in circles for circles in CIRCLE_ROWS.values())


def test_circle_head_is_an_active_condition() -> None:
    """ability.circle-head (CR 4.55 §14.2.3.2.1): like a zone, the row is asked when the
    ability would trigger; once triggered it resolves even if the unit moved meanwhile."""
    assert "circle" in ACTIVE_CONDITIONS
    text = "[AUTO]Back Row (RC):When your vanguard attacks, draw a card."
    g, probe = _board(text, "BL")
    ab = g.state.table.cards[probe].abilities[0]
    assert conditions_hold(g.state, probe, ab)
    act(g, "move", circle="BL", target="FL")
    assert not conditions_hold(g.state, probe, ab)  # it would not trigger now
    assert still_holds(g.state, probe, ab)  # but one that has triggered still resolves


# ------------------------------------------------------------------------------ playing
def test_circle_head_cont_power_follows_the_unit_between_rows() -> None:
    """ability.circle-head: a back row CONT applies on BL, stops when the unit moves to the
    front row, and applies again once it is back (ABILITY-006: worked out from the state)."""
    g, probe = _board("[CONT]Back Row (RC):This unit gets [Power]+4000.", "BL")
    assert power(g, probe) == 12000
    act(g, "move", circle="BL", target="FL")
    assert power(g, probe) == 8000
    act(g, "move", circle="FL", target="BL")
    assert power(g, probe) == 12000


def test_circle_head_front_row_cont_applies_only_in_front() -> None:
    """ability.circle-head: a front row CONT applies on FR, not after moving to BR."""
    g, probe = _board("[CONT]Front Row (RC):This unit gets [Power]+3000.", "FR")
    assert power(g, probe) == 11000
    act(g, "move", circle="FR", target="BR")
    assert power(g, probe) == 8000


def test_circle_head_auto_triggers_only_on_its_circle() -> None:
    """ability.circle-head: an AUTO ability of the back row's centre triggers at the start of
    the battle phase while the unit stands on BC, and not from the back row's left circle."""
    text = "[AUTO]Back Row Center (RC):At the beginning of your battle phase, draw a card."
    g, probe = _board(text, "BC")
    hand = len(g.state.players[0].hand)
    act(g, "end-main")
    _resolve_all(g)
    assert len(g.state.players[0].hand) == hand + 1
    assert any(e.rule == "text.draw" for e in g.events)

    g, probe = _board(text.replace("Center", "Left"), "BC")
    hand = len(g.state.players[0].hand)
    act(g, "end-main")
    _resolve_all(g)
    assert len(g.state.players[0].hand) == hand
    assert not any(e.kind == "ability-trigger" for e in g.events)


def test_circle_head_auto_of_a_back_row_unit_fires_on_the_vanguards_attack() -> None:
    """ability.circle-head: "When your vanguard attacks" heard by a unit on BR (back row)."""
    text = ("[AUTO]Back Row (RC):When your vanguard attacks, this unit gets [Power]+6000 until "
            "end of turn.")  # fmt: skip
    g, probe = _board(text, "BR")
    act(g, "end-main")
    _resolve_all(g)
    act(g, "attack", circle="VC", target="VC")
    _resolve_all(g)
    assert power(g, probe) == 14000


def test_circle_head_act_is_used_on_its_row_and_refused_elsewhere() -> None:
    """ability.circle-head: a front row ACT is used from FL (its cost paid, a card drawn); from
    the back row it is refused, citing the rule."""
    text = "[ACT]Front Row (RC):[COST][Soul-Blast 1], draw a card."
    g, probe = _board(text, "BL")
    with pytest.raises(ValueError, match=RULE):
        g.apply(Action("act", 0, card=probe, number=0))
    assert all(a.kind != "act" for a in g.legal_actions())
    act(g, "move", circle="BL", target="FL")
    hand, soul = len(g.state.players[0].hand), len(g.state.players[0].soul)
    act(g, "act", card=probe, number=0)
    _resolve_all(g)
    assert len(g.state.players[0].hand) == hand + 1
    assert len(g.state.players[0].soul) == soul - 1


def test_circle_condition_is_false_off_the_field() -> None:
    """ability.circle-head: a card in the hand stands on no circle."""
    g, _probe = _board("[CONT]Back Row (RC):This unit gets [Power]+4000.", "BL")
    in_hand = g.state.players[0].hand[0]
    assert not on_circle(g.state, in_hand, "back-row", {})


# ------------------------------------------------------------------------------ refusals
def _refused(text: str) -> CardTextError:
    with pytest.raises(CardTextError) as info:
        compile(text)
    return info.value


def test_circle_head_misspelt_is_refused_with_a_did_you_mean() -> None:
    """ability.circle-head: "Back Rw (RC)" is not a head; the error points at it."""
    text = "[CONT]Back Rw (RC):This unit gets [Power]+4000."
    err = _refused(text)
    assert err.position == text.index("Back Rw")


def test_circle_head_of_one_front_row_side_is_refused_as_a_mechanic() -> None:
    """ability.circle-head: which side an accel circle is on is not said, so "Front Row Left
    (RC)" is refused with the mechanic named."""
    text = "[CONT]Front Row Right (RC):This unit gets [Power]+4000."
    err = _refused(text)
    assert err.phrase == "Front Row Right (RC)" and err.mechanic is not None
    assert "front row circle" in err.mechanic


def test_circle_head_with_a_second_zone_is_refused() -> None:
    """ability.circle-head: a row head and (GC) together are not read."""
    text = "[CONT]Back Row Left (RC)/(GC):This unit gets [Shield]+5000."
    err = _refused(text)
    assert err.position == text.index("/(GC)")


@pytest.mark.parametrize(
    "timing",
    ["When this unit is put into the drop zone", "When your rear-guard is put into the drop zone"],
)
def test_circle_head_waiting_for_its_own_card_leaving_is_refused(timing: str) -> None:
    """ability.circle-head: the engine does not keep which circle a card left, so a row's
    ability waiting for its own card's leaving is refused with that reason."""
    err = _refused(f"[AUTO]Back Row (RC):{timing}, draw a card.")
    assert "may have left that circle" in str(err)


@pytest.mark.parametrize(
    ("obj", "why"),
    [
        ({"type": "CONT", "zones": ["VC"], "condition": [{"circle": "back-row"}],
          "effect": [{"do": "power", "amount": 1000}]}, r"working on \(RC\)"),
        ({"type": "CONT", "zones": ["RC"], "condition": [{"circle": "middle-row"}],
          "effect": [{"do": "power", "amount": 1000}]}, "is one of"),
        ({"type": "CONT", "zones": ["RC"],
          "condition": [{"circle": "back-row"}, {"circle": "back-left"}],
          "effect": [{"do": "power", "amount": 1000}]}, "said once"),
    ],
)  # fmt: skip
def test_circle_condition_card_data_is_checked(obj: dict[str, Any], why: str) -> None:
    """ability.circle-head: the card data's ``circle`` condition is checked when it loads."""
    with pytest.raises(CardDataError, match=why):
        parse_ability(obj, "Lanternmoth Sentry")


def test_circle_head_of_an_unread_ability_is_kept_in_its_manual_record() -> None:
    """ability.circle-head: an ability whose body is not read keeps its head's row (the judge
    resolves it only while the unit stands there)."""
    text = "[CONT]Back Row (RC):This unit hums a lantern song."
    reading = compile_card(text, unread="manual")
    (rec,) = reading.abilities
    assert rec["manual"] is True and rec["condition"] == [{"circle": "back-row"}]


# ------------------------------------------------------------------ costs that rest units
REST_COSTS = [
    ("[Rest] two rear-guards", {"rest-rear-guards": 2}),
    ("[Rest] two of your rear-guards", {"rest-rear-guards": 2}),
    ("[Rest] a rear-guard", {"rest-rear-guards": 1}),
    ("[Rest] one of your other rear-guards", {"rest-other-rear-guards": 1}),
    ("[Rest] another rear-guard", {"rest-other-rear-guards": 1}),
    ("[Rest] three of your other rear-guards", {"rest-other-rear-guards": 3}),
    ("Rest] two rear-guards", {"rest-rear-guards": 2}),
    ("Rest] this unit", {"rest-self": 0}),
    ("[Rest] this card", {"rest-self": 0}),
]


@pytest.mark.parametrize(("words", "cost"), REST_COSTS)
def test_rest_cost_is_read_explained_and_written_back(words: str, cost: dict[str, int]) -> None:
    """cost.payment (card.stand-rest for this card): a cost that rests rear-guards (or this
    card), in each spelling, also with the icon's opening bracket lost as card lists print it."""
    text = f"[ACT](VC)[1/Turn]:[COST][Soul-Blast 1 & {words}], draw a card."
    (rec,) = compile(text)
    assert rec["cost"] == [{"soul-blast": 1}, cost]
    rule = "card.stand-rest" if "rest-self" in cost else "cost.payment"
    assert f"[{rule}]" in explain(text)
    back = render(rec)
    assert compile(back) == [{**rec, "text": back}]


def _rest_board(text: str, rested: tuple[str, ...] = ()) -> tuple[Game, int, list[int]]:
    """The test card on FL carrying ``text``; two more rear-guards of player 1 on FR and BC
    (those named in ``rested`` start rested)."""
    card = make_card(NAME, "standard", compile(text), grade=1, power=8000, shield=5000)
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, "Cinder Drake Warden")
    t.vanguard(1, "Kelpwood Archer")
    probe = t.rear(0, "FL", NAME)
    others = [t.rear(0, c, "Ember Lancer", rested=c in rested) for c in ("FR", "BC")]
    t.soul(0, "Cinderling Scout")
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain")
    return t.at_main(), probe, others


def test_rest_other_rear_guards_cost_rests_the_chosen_others_then_the_effect_resolves() -> None:
    """cost.payment: "[Rest] two of your other rear-guards" rests FR and BC (not this unit)
    and the card is drawn; the log cites the cost rule for each."""
    text = "[ACT](RC):[COST][[Rest] two of your other rear-guards], draw a card."
    g, probe, others = _rest_board(text)
    hand = len(g.state.players[0].hand)
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    _resolve_all(g)
    assert set(others) <= g.state.rested and probe not in g.state.rested
    assert len(g.state.players[0].hand) == hand + 1
    rests = [e for e in g.events[n0:] if e.kind == "cost"]
    assert len(rests) == 2 and all(e.rule == "cost.payment" for e in rests)


def test_rest_rear_guards_cost_lets_the_player_choose_among_more() -> None:
    """cost.payment: "[Rest] a rear-guard" with three standing rear-guards (this unit among
    them) asks which; the one chosen is rested."""
    text = "[ACT](RC):[COST][[Rest] a rear-guard], draw a card."
    g, probe, others = _rest_board(text)
    act(g, "act", card=probe, number=0)
    d = g.state.decision
    assert d is not None and d.kind == "choose"
    assert set(offered(d)) == {probe, *others}
    act(g, "choose", card=others[1])
    _resolve_all(g)
    assert others[1] in g.state.rested and probe not in g.state.rested


def test_rest_cost_cannot_be_paid_with_rested_units() -> None:
    """cost.payment (COST-001, all or nothing): with one other rear-guard standing, "[Rest]
    two of your other rear-guards" cannot be paid, so the ability cannot be used."""
    text = "[ACT](RC):[COST][[Rest] two of your other rear-guards], draw a card."
    g, probe, _others = _rest_board(text, rested=("FR",))
    with pytest.raises(ValueError, match="cost.payment"):
        g.apply(Action("act", 0, card=probe, number=0))


def test_rest_cost_in_a_longer_phrase_is_refused() -> None:
    """cost.payment: "[Rest] two rear-guards in the same column as this unit" says more than
    the cost read, so the text is refused, never read as the shorter cost."""
    text = ("[ACT](RC):[COST][Counter-Blast 1 & [Rest] two rear-guards in the same column as this "
            "unit], draw a card.")  # fmt: skip
    err = _refused(text)
    assert err.position > text.index("two rear-guards")


# ------------------------------------------------------------ a unit placed in this column
COLUMN_TIMINGS = [
    ("When your other unit is placed in the same column as this unit", "placed-on-vc-or-rc"),
    ("When your other unit in the same column as this unit is placed", "placed-on-vc-or-rc"),
    ("When your other unit is placed on (RC) in the same column as this unit", "placed-on-rc"),
    ("When your other rear-guard is placed in the same column as this unit", "placed-on-rc"),
]


@pytest.mark.parametrize(("timing", "name"), COLUMN_TIMINGS)
def test_same_column_timing_is_read_explained_and_written_back(timing: str, name: str) -> None:
    """zone.field (columns), ability.auto: another of your units placed in this unit's column
    is a placed timing with the condition ``same-column``; "other than from hand" may follow."""
    text = f"[AUTO](RC)[1/Turn]:{timing} other than from hand, draw a card."
    (rec,) = compile(text)
    assert rec["timing"] == name and rec["on"] == "your-other-unit"
    assert sorted(rec["condition"], key=str) == [{"placed-not-from": "hand"}, {"same-column": True}]
    assert f'"{timing}" — timing:' in explain(text)
    back = render(rec)
    assert compile(back) == [{**rec, "text": back}]


def _column_board(text: str, circle: str) -> tuple[Game, int, int]:
    card = make_card(NAME, "standard", compile(text), grade=1, power=8000, shield=5000)
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, "Cinder Drake Warden")
    t.vanguard(1, "Kelpwood Archer")
    probe = t.rear(0, circle, NAME)
    (caller,) = t.hand(0, "Ember Lancer")
    t.deck(0, "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain")
    return t.at_main(), probe, caller


@pytest.mark.parametrize(("to", "fires"), [("FL", True), ("FR", False), ("BC", False)])
def test_same_column_timing_fires_only_for_a_unit_called_into_this_column(
    to: str, fires: bool
) -> None:
    """zone.field: with this unit on BL (the left column), a unit called to FL is in its
    column and the ability resolves (+5000); one called to FR or BC is not, nothing happens."""
    text = ("[AUTO](RC):When your other unit is placed in the same column as this unit, this "
            "unit gets [Power]+5000 until end of turn.")  # fmt: skip
    g, probe, caller = _column_board(text, "BL")
    act(g, "call", card=caller, circle=to)
    _resolve_all(g)
    assert power(g, probe) == (13000 if fires else 8000)
    assert any(e.kind == "ability-trigger" for e in g.events) == fires


def test_same_column_timing_hears_a_ride_from_the_centre_column() -> None:
    """zone.field: the vanguard circle is in the centre column, so a unit on BC hears the
    vanguard placed (a ride) as placed in its column."""
    text = "[AUTO](RC):When your other unit is placed in the same column as this unit, draw a card."
    g, probe, _caller = _column_board(text, "BC")
    ab = g.state.table.cards[probe].abilities[0]
    assert conditions_hold(g.state, probe, ab, {"card": g.state.players[0].vanguard})
    assert not conditions_hold(g.state, probe, ab, {"circle": "FR"})


def test_same_column_condition_is_only_said_of_a_placed_timing() -> None:
    """zone.field: ``same-column`` with a timing other than a unit placed is refused."""
    obj = {"type": "AUTO", "zones": ["RC"], "timing": "attacks", "on": "your-other-unit",
           "condition": [{"same-column": True}], "effect": [{"do": "draw"}]}  # fmt: skip
    with pytest.raises(CardDataError, match="same-column"):
        parse_ability(obj, NAME)


def test_same_column_timing_with_a_filter_is_refused() -> None:
    """zone.field: a column timing that names the unit by a grade is not read (refused, never
    read as the plainer timing)."""
    text = ("[AUTO](RC):When your other grade 3 unit is placed in the same column as this unit, "
            "draw a card.")  # fmt: skip
    err = _refused(text)
    assert err.position == text.index("When")
