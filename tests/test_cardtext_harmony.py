"""Harmony (issue #21), the G era's keyword: its keyword line in the spellings card lists print,
the state "in harmony" it gives, the timing "When this unit becomes in harmony" and the
conditions that read the state. Every card here is invented, written in the official templates;
each phrase is compiled (its record asserted), explained, rendered back and played on a board
(keyword.harmony)."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, make_card, pool_with, power, settle, where

from vgwidget.cardtext import CardTextError, compile, compile_card, explain, render
from vgwidget.engine import position as position_mod
from vgwidget.engine import stats
from vgwidget.engine.abilities.harmony import in_harmony
from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game
from vgwidget.engine.view import view

REMINDER = (
    "(When your other unit is placed in the same column as this unit, both units become in "
    "harmony until end of turn)"
)
KEYWORD_LINES = [
    (f"[AUTO](VC/RC):Harmony {REMINDER}", ["VC", "RC"]),
    (f"[AUTO](VC/RC):Harmony {REMINDER}.", ["VC", "RC"]),
    ("[AUTO](VC/RC):Harmony", ["VC", "RC"]),
    ("[AUTO](RC):Harmony", ["RC"]),
    (f"[AUTO](VC):Harmony{REMINDER}", ["VC"]),
]
HARMONY_RECORD = {
    "type": "AUTO",
    "timing": "placed-on-vc-or-rc",
    "on": "your-other-unit-in-column",
    "keyword": "harmony",
    "effect": [{"do": "harmony"}],
}
ERA = "premium"


def one(text: str) -> dict[str, Any]:
    (rec,) = compile(text, era=ERA)
    return rec


def round_trip(rec: dict[str, Any]) -> None:
    again = render(rec, era=ERA)
    assert compile(again, era=ERA) == [{**rec, "text": again}]


# ---------------------------------------------------------------------------- the keyword line
@pytest.mark.parametrize(("text", "zones"), KEYWORD_LINES)
def test_keyword_harmony_line_is_compiled_explained_and_written_back(
    text: str, zones: list[str]
) -> None:
    """keyword.harmony: the keyword, its reminder optional, is the AUTO ability that waits for
    another of your units placed in this unit's column and puts both in harmony."""
    rec = one(text)
    assert rec == {**HARMONY_RECORD, "zones": zones, "text": text}
    said = explain(text, era=ERA)
    assert "[keyword.harmony]" in said and "same column" not in said.splitlines()[0]
    assert "placed in this unit's column" in said
    round_trip(rec)
    assert get_rule("keyword.harmony")


def test_keyword_harmony_with_generation_break_keeps_its_condition() -> None:
    """keyword.harmony, keyword.generation-break: a head marker stays the ability's condition."""
    rec = one("[AUTO](RC)[Generation Break 1]:Harmony")
    assert rec["condition"] == [{"generation-break": 1}] and rec["keyword"] == "harmony"
    round_trip(rec)


@pytest.mark.parametrize(
    ("text", "wrong"),
    [
        ("[AUTO](VC/RC):Harmoni", "Harmoni"),
        ("[AUTO](VC/RC):Harmony (When your other unit is placed in the same row as this unit, "
         "both units become in harmony until end of turn)", "(When"),
        ("[AUTO](VC/RC):Harmony, draw a card.", ","),
    ],
)  # fmt: skip
def test_keyword_harmony_misspelt_or_changed_is_refused(text: str, wrong: str) -> None:
    """keyword.harmony: a misspelt keyword, a reminder that says something else or words after
    the keyword are refused, never read as Harmony."""
    with pytest.raises(CardTextError) as err:
        compile(text, era=ERA)
    assert wrong in text[err.value.position :][: len(wrong) + 40]


def test_keyword_harmony_misspelt_has_a_did_you_mean() -> None:
    """keyword.harmony: the error names the words and guesses the keyword."""
    text = "[AUTO](VC/RC):Harmoyn"
    with pytest.raises(CardTextError) as err:
        compile(text, era=ERA)
    assert err.value.position == text.index("Harmoyn") and err.value.phrase == "Harmoyn"
    assert err.value.suggestion is not None and err.value.suggestion.startswith("Harmony")


# ------------------------------------------------------------------------------ on the board
PLAIN = "Quietfern Page"
SINGER = "Lyrewind Chorister"
LISTENER = "Bellcrest Duettist"
BECOMES = "[AUTO](RC):When this unit becomes in harmony, [Soul-Charge 1]."


def _cards(*extra: tuple[str, str]) -> list[Any]:
    made = [make_card(SINGER, ERA, compile(KEYWORD_LINES[0][0], era=ERA), grade=1, power=7000),
            make_card(PLAIN, ERA, [], grade=1, power=6000)]  # fmt: skip
    for name, text in extra:
        made.append(make_card(name, ERA, compile(text, era=ERA), grade=1, power=8000))
    return made


_settle = settle
"""Resolve what waits, taking the first offered choice, until the main phase is back."""


def _board(*extra: tuple[str, str]) -> tuple[Table, int]:
    t = Table(ERA, pool=pool_with(*_cards(*extra)))
    me = t.vanguard(0, "Dawnspear Knight")
    t.vanguard(1, "Dawnspear Knight")
    return t, me


def test_keyword_harmony_unit_placed_in_its_column_puts_both_in_harmony() -> None:
    """keyword.harmony: a unit called to the front-left circle, in front of the Harmony unit on
    the back-left one, triggers it; it resolves and both units are in harmony (shown in the
    view), though the called unit has no Harmony of its own."""
    t, _me = _board()
    singer = t.rear(0, "BL", SINGER)
    (called,) = t.hand(0, PLAIN)
    g = t.at_main()
    act(g, "call", card=called, circle="FL")
    assert any(e.kind == "ability-trigger" and singer in e.cards for e in g.events)
    _settle(g)
    assert in_harmony(g.state, singer) and in_harmony(g.state, called)
    done = [e for e in g.events if e.kind == "harmony"]
    assert [e.cards for e in done] == [(singer,), (called,)]
    assert all(e.rule == "keyword.harmony" for e in done)
    seen = view(g.state, 1)["players"][0]["circles"]
    assert seen["FL"]["harmony"] is True and seen["BL"]["harmony"] is True
    assert "harmony" not in view(g.state, 1)["players"][0]["circles"]["VC"]


def test_keyword_harmony_centre_column_is_the_vanguard_and_back_centre() -> None:
    """keyword.harmony (000 Zones of the Game (Field)): the vanguard circle and the back-centre
    circle are one column: a Harmony vanguard hears a unit called behind it."""
    singer_vg = make_card("Chimeline Cantor", ERA, compile(KEYWORD_LINES[4][0], era=ERA))
    t = Table(ERA, pool=pool_with(singer_vg, *_cards()))
    vg = t.vanguard(0, "Chimeline Cantor")
    t.vanguard(1, "Dawnspear Knight")
    (called,) = t.hand(0, PLAIN)
    g = t.at_main()
    act(g, "call", card=called, circle="BC")
    _settle(g)
    assert in_harmony(g.state, vg) and in_harmony(g.state, called)


@pytest.mark.parametrize("circle", ["FR", "BR", "BC"])
def test_keyword_harmony_unit_placed_in_another_column_does_nothing(circle: str) -> None:
    """keyword.harmony: a unit placed in another column (right, centre) does not trigger it."""
    t, _me = _board()
    singer = t.rear(0, "BL", SINGER)
    (called,) = t.hand(0, PLAIN)
    g = t.at_main()
    act(g, "call", card=called, circle=circle)
    _settle(g)
    assert not any(e.kind == "ability-trigger" for e in g.events)
    assert not in_harmony(g.state, singer) and not in_harmony(g.state, called)


def test_keyword_harmony_waits_for_another_unit_not_for_its_own_placing() -> None:
    """keyword.harmony: the Harmony unit placed beside a unit without Harmony triggers nothing
    (its ability waits for *another* unit placed in its column)."""
    t, _me = _board()
    plain = t.rear(0, "FL", PLAIN)
    (singer,) = t.hand(0, SINGER)
    g = t.at_main()
    act(g, "call", card=singer, circle="BL")
    _settle(g)
    assert not any(e.kind == "ability-trigger" for e in g.events)
    assert not in_harmony(g.state, singer) and not in_harmony(g.state, plain)


def test_keyword_harmony_ends_at_the_end_of_the_turn() -> None:
    """keyword.harmony (end.effects-expire): "until end of turn": the state is gone once the
    turn has ended."""
    t, _me = _board()
    singer = t.rear(0, "BL", SINGER)
    (called,) = t.hand(0, PLAIN)
    g = t.at_main()
    act(g, "call", card=called, circle="FL")
    _settle(g)
    assert in_harmony(g.state, singer)
    act(g, "end-main")
    for _ in range(20):
        if g.state.turn != 3:
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind.startswith("end")), acts[0]))
    assert g.state.turn == 4
    assert any(e.kind == "expire" and singer in e.cards for e in g.events)
    assert not in_harmony(g.state, singer) and not in_harmony(g.state, called)


def test_keyword_harmony_state_leaves_with_the_card() -> None:
    """keyword.harmony, zone.new-card: a unit in harmony that is retired and called again is a
    new card, not in harmony; the unit still on its circle stays so."""
    retirer = ("Ashveil Pruner", "[ACT](VC):Choose one of your rear-guards, and retire it.")
    t = Table(ERA, pool=pool_with(*_cards(retirer)))
    me = t.vanguard(0, "Ashveil Pruner")
    t.vanguard(1, "Dawnspear Knight")
    singer = t.rear(0, "BL", SINGER)
    (called,) = t.hand(0, PLAIN)
    g = t.at_main()
    act(g, "call", card=called, circle="FL")
    _settle(g)
    assert in_harmony(g.state, called)
    act(g, "act", card=me, number=0)
    for _ in range(10):  # retire the called unit, not the Harmony unit
        d = g.state.decision
        if d is None or d.kind == "main":
            break
        acts = g.legal_actions()
        pick = [a for a in acts if a.kind == "choose" and a.card == called]
        g.apply(pick[0] if pick else next(a for a in acts if a.kind in ("use", "resolve")))
    assert where(g, called) == (0, "drop")
    assert not in_harmony(g.state, called) and in_harmony(g.state, singer)


def test_keyword_harmony_resolves_like_any_auto_ability_in_the_order_chosen() -> None:
    """keyword.harmony, ability.auto: the Harmony ability waits with another AUTO ability that
    triggered at the same time, and the player chooses which resolves first."""
    also = ("Reedsong Herald", "[AUTO](RC):When your other unit is placed on (RC), "
                               "[Soul-Charge 1].")  # fmt: skip
    t, _me = _board(also)
    singer = t.rear(0, "BL", SINGER)
    herald = t.rear(0, "FR", "Reedsong Herald")
    (called,) = t.hand(0, PLAIN)
    g = t.at_main()
    act(g, "call", card=called, circle="FL")
    waiting = {e.cards[0] for e in g.events if e.kind == "ability-trigger"}
    assert waiting == {singer, herald}
    acts = g.legal_actions()
    order = [a for a in acts if a.kind == "resolve"]
    assert len(order) == 2  # the player picks which of the two resolves first
    g.apply(next(a for a in order if a.card == herald))
    _settle(g)
    assert in_harmony(g.state, singer) and in_harmony(g.state, called)
    assert len(g.state.players[0].soul) == 1
    resolved = [e.cards[0] for e in g.events if e.kind == "ability-resolve"]
    assert resolved == [herald, singer]  # in the order the player chose


# ------------------------------------------------------------------ "becomes in harmony"
def test_timing_becomes_in_harmony_is_compiled_explained_and_written_back() -> None:
    """keyword.harmony: "When this unit becomes in harmony" is the timing
    ``becomes-in-harmony`` of this unit."""
    rec = one(BECOMES)
    assert rec["timing"] == "becomes-in-harmony" and "on" not in rec
    assert rec["effect"] == [{"do": "soul-charge"}]
    said = explain(BECOMES, era=ERA)
    assert "when this unit becomes in harmony" in said and "[keyword.harmony]" in said
    round_trip(rec)


def test_timing_becomes_in_harmony_fires_once_for_a_unit_not_yet_in_harmony() -> None:
    """keyword.harmony: the unit that becomes in harmony triggers its ability; placed again in
    its column while in harmony, it stays so and triggers nothing more."""
    t, _me = _board(("Brightreed Soloist", KEYWORD_LINES[2][0].replace("(VC/RC)", "(RC)")
                     + "\n" + BECOMES))  # fmt: skip
    soloist = t.rear(0, "BL", "Brightreed Soloist")
    first, second = t.hand(0, PLAIN, PLAIN)
    g = t.at_main()
    act(g, "call", card=first, circle="FL")
    _settle(g)
    assert in_harmony(g.state, soloist) and len(g.state.players[0].soul) == 1
    act(g, "call", card=second, circle="FL")  # (the first one is retired to make room)
    _settle(g)
    assert in_harmony(g.state, second) and len(g.state.players[0].soul) == 1
    assert [e.cards for e in g.events if e.kind == "harmony"][-2:] == [(soloist,), (second,)]


# ------------------------------------------------------------------ "if this unit is in harmony"
CONT_TEXTS = [
    "[CONT](RC):If this unit is in harmony, this unit gets [Power] +3000.",
    "[CONT](RC):When this unit is in harmony, this unit gets [Power] +3000.",
]


@pytest.mark.parametrize("text", CONT_TEXTS)
def test_condition_in_harmony_reads_the_state(text: str) -> None:
    """keyword.harmony, ability.cont: "if (when) this unit is in harmony" is the condition
    ``in-harmony``; the CONT power applies once the unit is in harmony, not before."""
    rec = one(text)
    assert rec["condition"] == [{"in-harmony": True}]
    assert rec["effect"] == [{"do": "power", "amount": 3000}]
    assert "condition:" in explain(text, era=ERA) and "[keyword.harmony]" in explain(text, era=ERA)
    round_trip(rec)
    t, _me = _board(("Glimmerstring Adept", KEYWORD_LINES[3][0] + "\n" + text))
    adept = t.rear(0, "BL", "Glimmerstring Adept")
    (called,) = t.hand(0, PLAIN)
    g = t.at_main()
    assert power(g, adept) == 8000
    act(g, "call", card=called, circle="FL")
    _settle(g)
    assert power(g, adept) == 11000 and power(g, called) == 6000


ATTACKER = (
    "[AUTO](RC):When this unit attacks, if this unit is in harmony, this unit gets [Power] "
    "+4000 until end of that battle."
)


@pytest.mark.parametrize("harmony", [True, False])
def test_condition_in_harmony_after_an_attack_timing(harmony: bool) -> None:
    """keyword.harmony, ability.auto: "When this unit attacks, if this unit is in harmony" gets
    its power only while the unit is in harmony."""
    rec = one(ATTACKER)
    assert rec["timing"] == "attacks" and rec["condition"] == [{"in-harmony": True}]
    round_trip(rec)
    t, _me = _board(("Tidechord Lancer", KEYWORD_LINES[3][0] + "\n" + ATTACKER))
    lancer = t.rear(0, "FL", "Tidechord Lancer")
    (called,) = t.hand(0, PLAIN)
    g = t.at_main()
    if harmony:
        act(g, "call", card=called, circle="BL")
        _settle(g)
    act(g, "end-main")
    act(g, "attack", circle="FL", target="VC")
    _settle_battle(g)
    assert in_harmony(g.state, lancer) == harmony
    assert power(g, lancer) == (12000 if harmony else 8000)


def _settle_battle(g: Game) -> None:
    """Resolve the attack's abilities (the first offered choice each time) until the defender
    is asked to guard."""
    for _ in range(20):
        d = g.state.decision
        if d is None or d.player == 1:
            return
        acts = g.legal_actions()
        picks = [a for a in acts if a.kind in ("use", "choose", "resolve", "no-boost")]
        if not picks:
            return
        g.apply(picks[0])


@pytest.mark.parametrize(
    "text",
    [
        "[CONT](RC):If this unit is in harmoni, this unit gets [Power] +3000.",
        "[CONT](RC):If this unit is harmony, this unit gets [Power] +3000.",
        "[AUTO](RC):When this unit become in harmony, [Soul-Charge 1].",
    ],
)
def test_harmony_phrases_misspelt_are_refused(text: str) -> None:
    """keyword.harmony: a near-miss of a harmony phrase is refused where it goes wrong."""
    with pytest.raises(CardTextError) as err:
        compile(text, era=ERA)
    assert err.value.position >= text.index(":") + 1


def test_harmony_phrases_not_read_yet_stay_manual_with_the_mechanic_named() -> None:
    """judge.manual-ability: a card drawn for every three units in harmony and cards "with the
    harmony ability" are not read yet; the ability stays manual, and its reason names what is
    missing."""
    for text, why in (
        ("[ACT](RC):Draw a card for every three of your units in harmony.",
         "counts and choices of units in harmony"),
        ("[ACT](RC):Choose one of your rear-guards with the harmony ability, and it gets [Power] "
         "+3000 until end of turn.", "cards with the harmony ability"),
    ):  # fmt: skip
        reading = compile_card(text, era=ERA, unread="manual")
        (rec,) = reading.abilities
        assert rec["manual"] is True
        assert reading.unread[0].mechanic == why


# ------------------------------------------------------------ counts of your units in harmony
COUNTED = [
    ("[CONT](VC):If three or more of your units are in harmony, this unit gets [Critical] +1.",
     {"harmony-units-at-least": 3}),
    ("[CONT](VC):If the number of your units in harmony is three or more, this unit gets "
     "[Critical] +1.", {"harmony-units-at-least": 3}),
]  # fmt: skip


def _two_columns(vanguard_text: str) -> tuple[Game, int, list[int]]:
    """Player 1's main phase: a vanguard with ``vanguard_text``, Harmony units on BL and BR,
    two plain units in hand (called to FL and FR they put four units in harmony)."""
    vg_card = make_card("Carillon Regent", ERA, compile(vanguard_text, era=ERA))
    t = Table(ERA, pool=pool_with(vg_card, *_cards()))
    vg = t.vanguard(0, "Carillon Regent")
    t.vanguard(1, "Dawnspear Knight")
    left, right = t.rear(0, "BL", SINGER), t.rear(0, "BR", SINGER)
    hand = t.hand(0, PLAIN, PLAIN)
    return t.at_main(), vg, [left, right, *hand]


@pytest.mark.parametrize(("text", "cond"), COUNTED)
def test_condition_count_of_units_in_harmony(text: str, cond: dict[str, int]) -> None:
    """keyword.harmony, text.comparisons: "if N or more of your units are in harmony" counts
    your units in harmony now: two are not enough for three, four are."""
    rec = one(text)
    assert rec["condition"] == [cond]
    assert "[keyword.harmony]" in explain(text, era=ERA)
    round_trip(rec)
    g, vg, (_left, _right, first, second) = _two_columns(text)
    act(g, "call", card=first, circle="FL")
    _settle(g)
    assert critical_of(g, vg) == 1  # two units in harmony
    act(g, "call", card=second, circle="FR")
    _settle(g)
    assert critical_of(g, vg) == 2  # four


PER_HARMONY = (
    "[CONT](VC):During your turn, this unit gets [Power] +2000 for each of your units in harmony."
)


def test_per_count_of_units_in_harmony() -> None:
    """keyword.harmony, text.comparisons: "for each of your units in harmony" is counted
    whenever the CONT ability applies: +2000 for each of the four units in harmony."""
    rec = one(PER_HARMONY)
    assert rec["effect"] == [{"do": "power", "amount": 2000, "per": "your-unit-in-harmony"}]
    round_trip(rec)
    g, vg, (_left, _right, first, second) = _two_columns(PER_HARMONY)
    base = power(g, vg)
    act(g, "call", card=first, circle="FL")
    _settle(g)
    assert power(g, vg) == base + 4000
    act(g, "call", card=second, circle="FR")
    _settle(g)
    assert power(g, vg) == base + 8000


def critical_of(g: Game, iid: int) -> int:
    return stats.critical(g.state, iid)


# ------------------------------------------------------------------------ a saved position
def test_position_keeps_the_harmony_state() -> None:
    """keyword.harmony, position.setup: a position written while units are in harmony reads
    back with them in harmony (a modifier with no amount), and the others not."""
    t, _me = _board()
    t.rear(0, "BL", SINGER)
    (called,) = t.hand(0, PLAIN)
    for p in (0, 1):  # (small decks: a saved position holds at most four copies of a card)
        t.deck(p, PLAIN, PLAIN)
    g = t.at_main()
    act(g, "call", card=called, circle="FL")
    _settle(g)
    saved = position_mod.to_toml(position_mod.to_dict(g.state))
    again = Game.from_position(saved, pool=t.pool)
    ps = again.state.players[0]
    back, front = ps.at("BL"), ps.at("FL")
    assert back is not None and front is not None
    assert in_harmony(again.state, back) and in_harmony(again.state, front)
    assert ps.vanguard is not None and not in_harmony(again.state, ps.vanguard)


ALL_IN_HARMONY = "[CONT](VC):All of your units in harmony get [Power] +2000."


def test_target_all_of_your_units_in_harmony() -> None:
    """keyword.harmony, ability.cont: "All of your units in harmony get [Power]+N" reaches
    exactly the units in harmony, whenever it is read: none at first, then the left pair."""
    rec = one(ALL_IN_HARMONY)
    assert rec["effect"] == [{"do": "power", "amount": 2000, "target": "all-your-units-in-harmony"}]
    round_trip(rec)
    g, vg, (left, right, first, _second) = _two_columns(ALL_IN_HARMONY)
    before = {u: power(g, u) for u in (vg, left, right)}
    act(g, "call", card=first, circle="FL")
    _settle(g)
    assert power(g, left) == before[left] + 2000 and power(g, first) == 6000 + 2000
    assert power(g, right) == before[right] and power(g, vg) == before[vg]


def test_target_all_of_your_units_in_harmony_until_end_of_turn() -> None:
    """keyword.harmony, ability.act: an ACT's "All of your units in harmony get [Power]+N until
    end of turn" gives it to the units in harmony as it resolves, and to them only."""
    text = "[ACT](VC):All of your units in harmony get [Power] +3000 until end of turn."
    rec = one(text)
    assert rec["effect"][0]["target"] == "all-your-units-in-harmony"
    round_trip(rec)
    g, vg, (left, right, first, _second) = _two_columns(text)
    act(g, "call", card=first, circle="FL")
    _settle(g)
    act(g, "act", card=vg, number=0)
    _settle(g)
    assert power(g, left) == 7000 + 3000 and power(g, first) == 6000 + 3000
    assert power(g, right) == 7000


def test_keyword_harmony_a_ride_places_the_vanguard_in_the_centre_column() -> None:
    """keyword.harmony, ride.normal: the unit ridden onto the vanguard circle is placed there, in
    the centre column: a Harmony unit on the back-centre circle puts both in harmony."""
    rider = make_card("Starlit Conductor", ERA, [], grade=3, power=11000)
    t = Table(ERA, pool=pool_with(rider, *_cards()))
    t.vanguard(0, "Dawnspear Knight")
    t.vanguard(1, "Dawnspear Knight")
    singer = t.rear(0, "BC", SINGER)
    (new,) = t.hand(0, "Starlit Conductor")
    g = t.at_ride()
    act(g, "ride", card=new)
    _settle_any(g)
    assert where(g, new) == (0, "VC")
    assert in_harmony(g.state, singer) and in_harmony(g.state, new)


def test_keyword_harmony_a_unit_moved_within_its_column_is_not_placed() -> None:
    """keyword.harmony (main.move): moving a rear-guard from circle to circle is no placing, so
    the Harmony unit behind it hears nothing."""
    t, _me = _board()
    singer = t.rear(0, "BL", SINGER)
    plain = t.rear(0, "FL", PLAIN)
    g = t.at_main()
    act(g, "move", circle="FL", target="BL")
    _settle(g)
    assert where(g, plain) == (0, "BL") and where(g, singer) == (0, "FL")
    assert not any(e.kind == "ability-trigger" for e in g.events)
    assert not in_harmony(g.state, singer) and not in_harmony(g.state, plain)


def _settle_any(g: Game) -> None:
    """Resolve what waits (the first offered choice) until a decision that is not about an
    ability comes."""
    for _ in range(30):
        acts = g.legal_actions()
        picks = [a for a in acts if a.kind in ("use", "choose", "resolve")]
        if not picks:
            return
        g.apply(picks[0])


@pytest.mark.parametrize(("every", "word"), [(2, "two"), (3, "three")])
def test_per_count_for_every_two_or_three_units_in_harmony(every: int, word: str) -> None:
    """keyword.harmony, text.comparisons: "for every two (three) of your units in harmony"
    counts whole pairs (groups of three): two units in harmony make one pair and no group of
    three, four make two pairs and one group of three."""
    text = f"[CONT](VC):This unit gets [Power] +1000 for every {word} of your units in harmony."
    rec = one(text)
    assert rec["effect"] == [{"do": "power", "amount": 1000,
                              "per": f"your-unit-in-harmony-by-{every}"}]  # fmt: skip
    round_trip(rec)
    g, vg, (_left, _right, first, second) = _two_columns(text)
    base = power(g, vg)
    act(g, "call", card=first, circle="FL")
    _settle(g)
    assert power(g, vg) == base + 1000 * (2 // every)
    act(g, "call", card=second, circle="FR")
    _settle(g)
    assert power(g, vg) == base + 1000 * (4 // every)


# ---------------------------------------------------- the other units of this unit's column, row
LINE_TEXTS = [
    ("[CONT](RC):If this unit is in harmony, all of your other units in the same column as this "
     "unit get [Power] +2000.", "all-your-other-units-in-column"),
    ("[CONT](RC):If this unit is in harmony, all of your other units in the same row as this "
     "unit get [Power] +2000.", "all-your-other-units-in-row"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "target"), LINE_TEXTS)
def test_target_the_other_units_of_this_units_column_or_row(text: str, target: str) -> None:
    """keyword.harmony, zone.field: "all of your other units in the same column (row) as this
    unit" names the other units of its column (left: FL and BL) or row (the back row: BL, BC,
    BR), read whenever the CONT ability applies (here once the unit is in harmony)."""
    rec = one(text)
    assert rec["effect"] == [{"do": "power", "amount": 2000, "target": target}]
    round_trip(rec)
    t, vg = _board(("Lanternvale Choirmaster", KEYWORD_LINES[3][0] + "\n" + text))
    master = t.rear(0, "BL", "Lanternvale Choirmaster")
    back = t.rear(0, "BR", PLAIN)
    (called,) = t.hand(0, PLAIN)
    g = t.at_main()
    act(g, "call", card=called, circle="FL")
    _settle(g)
    assert in_harmony(g.state, master)
    column_target = target.endswith("column")
    assert power(g, called) == 6000 + (2000 if column_target else 0)
    assert power(g, back) == 6000 + (0 if column_target else 2000)
    assert power(g, vg) == 10000 and power(g, master) == 8000


def test_choice_of_another_unit_in_the_same_column() -> None:
    """keyword.harmony, text.choose: "choose one of your other units in the same column as this
    unit" offers only the other unit of its column (here the one called behind it), so it is
    taken without asking (TEXT-012); before the unit is in harmony the ACT cannot be used."""
    text = ("[ACT](RC):If this unit is in harmony, choose one of your other units in the same "
            "column as this unit, and it gets [Power] +4000 until end of turn.")  # fmt: skip
    rec = one(text)
    assert rec["effect"][0]["target"] == "choose-your-other-unit-in-column"
    assert rec["condition"] == [{"in-harmony": True}]
    round_trip(rec)
    t, vg = _board(("Hollowbell Warden", KEYWORD_LINES[3][0] + "\n" + text))
    warden = t.rear(0, "FL", "Hollowbell Warden")
    side = t.rear(0, "BC", PLAIN)
    (called,) = t.hand(0, PLAIN)
    g = t.at_main()
    with pytest.raises(IllegalAction, match="condition"):
        act(g, "act", card=warden, number=1)
    act(g, "call", card=called, circle="BL")
    _settle(g)
    act(g, "act", card=warden, number=1)
    _settle(g)
    assert power(g, called) == 6000 + 4000
    assert power(g, side) == 6000 and power(g, vg) == 10000 and power(g, warden) == 8000


# -------------------------------------------------- the count rising, the attack in harmony
COUNT_RISES = (
    "[AUTO](VC)[1/Turn]:When the number of your units in harmony becomes four or more, "
    "[Soul-Charge 1]."
)


def test_timing_the_number_of_units_in_harmony_becomes_n_or_more() -> None:
    """keyword.harmony: "When the number of your units in harmony becomes four or more" waits
    for the count to grow to four: not at two, once at four (units become in harmony one at a
    time)."""
    rec = one(COUNT_RISES)
    assert rec["timing"] == "harmony-count-rises" and rec["on"] == "you"
    assert rec["condition"] == [{"harmony-count-reached": 4}]
    said = explain(COUNT_RISES, era=ERA)
    assert "[keyword.harmony]" in said and "grown to N" in said
    round_trip(rec)
    g, vg, (_left, _right, first, second) = _two_columns(COUNT_RISES)
    act(g, "call", card=first, circle="FL")
    _settle(g)
    assert len(g.state.players[0].soul) == 0
    act(g, "call", card=second, circle="FR")
    _settle(g)
    assert len(g.state.players[0].soul) == 1
    assert [e.cards for e in g.events if e.kind == "ability-resolve"].count((vg,)) == 1


IN_HARMONY_ATTACKS = "[AUTO](RC):When this unit is in harmony and attacks, [Soul-Charge 1]."


@pytest.mark.parametrize("harmony", [True, False])
def test_timing_when_this_unit_is_in_harmony_and_attacks(harmony: bool) -> None:
    """keyword.harmony, ability.auto: "When this unit is in harmony and attacks" is the attack
    timing with the condition ``in-harmony``: it triggers only for a unit in harmony."""
    rec = one(IN_HARMONY_ATTACKS)
    assert rec["timing"] == "attacks" and rec["condition"] == [{"in-harmony": True}]
    round_trip(rec)
    t, _me = _board(("Tidechord Lancer", KEYWORD_LINES[3][0] + "\n" + IN_HARMONY_ATTACKS))
    t.rear(0, "FL", "Tidechord Lancer")
    (called,) = t.hand(0, PLAIN)
    g = t.at_main()
    if harmony:
        act(g, "call", card=called, circle="BL")
        _settle(g)
    act(g, "end-main")
    act(g, "attack", circle="FL", target="VC")
    _settle_battle(g)
    assert len(g.state.players[0].soul) == (1 if harmony else 0)


# ------------------------------------------------------------- choices of units in harmony
CHOICE_TEXTS = [
    ("of your rear-guards in harmony", "choose-your-rear-guard-in-harmony"),
    ("of your other rear-guards in harmony", "choose-your-other-rear-guard-in-harmony"),
    ("of your other units in harmony", "choose-your-other-unit-in-harmony"),
]


@pytest.mark.parametrize(("words", "target"), CHOICE_TEXTS)
def test_choice_of_units_in_harmony(words: str, target: str) -> None:
    """keyword.harmony, text.choose: "choose one of your (other) rear-guards / units in
    harmony" offers only units in harmony (not this unit when it says "other", not the
    vanguard when it says rear-guards)."""
    text = f"[ACT](VC):Choose up to one {words}, and it gets [Power] +5000 until end of turn."
    rec = one(text)
    assert rec["effect"] == [{"do": "power", "amount": 5000, "target": target, "up_to": True}]
    round_trip(rec)
    card = make_card("Harpsong Sovereign", ERA,
                     compile(KEYWORD_LINES[0][0] + "\n" + text, era=ERA))  # fmt: skip
    t = Table(ERA, pool=pool_with(card, *_cards()))
    vg = t.vanguard(0, "Harpsong Sovereign")
    t.vanguard(1, "Dawnspear Knight")
    lone = t.rear(0, "FR", SINGER)
    behind, called = t.hand(0, PLAIN, PLAIN)
    g = t.at_main()
    act(g, "call", card=behind, circle="BC")  # the vanguard and the back-centre unit
    _settle(g)
    act(g, "call", card=called, circle="FL")  # (nothing in harmony on the left)
    _settle(g)
    assert in_harmony(g.state, vg) and in_harmony(g.state, behind)
    assert not in_harmony(g.state, lone) and not in_harmony(g.state, called)
    act(g, "act", card=vg, number=1)
    offered: set[int] = set()
    d = g.state.decision
    if d is not None and d.kind == "choose":
        offered = {a.card for a in g.legal_actions() if a.kind == "choose" and a.card is not None}
    # the vanguard (this unit) is in harmony too, but is not "other", nor a rear-guard; the unit
    # on FR has Harmony but is not in harmony
    assert offered == {behind}
