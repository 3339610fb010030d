"""The timings of a unit being placed, as printed text (issue 21): "When placed" in an ability
whose head names two circles (one ability with two timings), "placed on (VC) or (RC)",
"placed on (RC) or put on (GC)", another unit of yours placed on either circle, and where the
placed card came from ("from hand", "other than from your hand", "from your soul").

Each phrase is compiled (its record asserted), explained, rendered back, and played in a
position where it triggers, or does not, as the rules say (text.placed-on, text.placed-from).
The cards are our own inventions written in the official templates."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest
from builders import Table, act, decision_of, find, make_card, pool_with, power, settle, where
from cardtext_reading import one, refused

from vgwidget.cardtext import compile, compile_card, explain, render
from vgwidget.engine.abilities.model import parse_ability
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game

PROBE = "Veilbright Courier"
OTHER = "Duskmere Lantern Page"
BOOST = 7000
PLUS = f"this unit gets [Power]+{BOOST} until end of turn"

# ------------------------------------------------------------------------------ compiled
# (text, what the record's head must be: timing, zones, on, conditions)
READS: list[tuple[str, dict[str, Any]]] = [
    (f"[AUTO](VC/RC):When placed, {PLUS}.",
     {"timing": "placed-on-vc-or-rc", "zones": ["VC", "RC"]}),
    (f"[AUTO](VC)/(RC):When placed, {PLUS}.",
     {"timing": "placed-on-vc-or-rc", "zones": ["VC", "RC"]}),
    (f"[AUTO](VC/RC):When this unit is placed, {PLUS}.",
     {"timing": "placed-on-vc-or-rc", "zones": ["VC", "RC"]}),
    (f"[AUTO](RC)/(GC):When placed, {PLUS}.",
     {"timing": "placed-on-rc-or-gc", "zones": ["RC", "GC"]}),
    (f"[AUTO]:When this unit is placed on (VC) or (RC), {PLUS}.",
     {"timing": "placed-on-vc-or-rc", "zones": ["VC", "RC"]}),
    (f"[AUTO]:When placed on (VC) or (RC), {PLUS}.",
     {"timing": "placed-on-vc-or-rc", "zones": ["VC", "RC"]}),
    ("[AUTO]:When this unit is placed on (RC) or put on (GC), draw a card.",
     {"timing": "placed-on-rc-or-gc", "zones": ["RC", "GC"]}),
    ("[AUTO]:When this unit is placed on (RC) or (GC), draw a card.",
     {"timing": "placed-on-rc-or-gc", "zones": ["RC", "GC"]}),
    (f"[AUTO](RC):When your other units are placed on (VC) or (RC), {PLUS}.",
     {"timing": "placed-on-vc-or-rc", "zones": ["RC"], "on": "your-other-unit"}),
    (f"[AUTO](RC):When your other unit is placed on (VC) or (RC), {PLUS}.",
     {"timing": "placed-on-vc-or-rc", "zones": ["RC"], "on": "your-other-unit"}),
    (f"[AUTO](VC):When another of your units is placed on (RC), {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["VC"], "on": "your-other-unit"}),
    (f"[AUTO](VC):When your unit is placed on (RC), {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["VC"], "on": "your-unit"}),
    (f"[AUTO](RC):When your other rear-guard is placed, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "on": "your-other-unit"}),
    (f"[AUTO](VC):When your rear-guard is placed, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["VC"], "on": "your-unit"}),
    (f"[AUTO](RC):When your vanguard is placed, {PLUS}.",
     {"timing": "placed-on-vc", "zones": ["RC"], "on": "your-vanguard"}),
    (f"[AUTO](RC):When your vanguard is placed on (VC) from hand, {PLUS}.",
     {"timing": "placed-on-vc", "zones": ["RC"], "on": "your-vanguard",
      "condition": [{"placed-from": "hand"}]}),
    (f"[AUTO](VC/RC):When placed from hand, {PLUS}.",
     {"timing": "placed-on-vc-or-rc", "zones": ["VC", "RC"],
      "condition": [{"placed-from": "hand"}]}),
    (f"[AUTO](RC):When placed from hand, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"placed-from": "hand"}]}),
    (f"[AUTO]:When this unit is placed on (RC) from hand, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"placed-from": "hand"}]}),
    (f"[AUTO]:When placed on (VC) from hand, {PLUS}.",
     {"timing": "placed-on-vc", "zones": ["VC"], "condition": [{"placed-from": "hand"}]}),
    (f"[AUTO]:When this unit is placed on (VC) or (RC) from hand, {PLUS}.",
     {"timing": "placed-on-vc-or-rc", "zones": ["VC", "RC"],
      "condition": [{"placed-from": "hand"}]}),
    ("[AUTO]:When this unit is placed on (GC) from hand, draw a card.",
     {"timing": "placed-on-gc", "zones": ["GC"], "condition": [{"placed-from": "hand"}]}),
    (f"[AUTO]:When this unit is placed on (RC) other than from your hand, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"placed-not-from": "hand"}]}),
    (f"[AUTO]:When this unit is placed on (RC) other than from hand, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"placed-not-from": "hand"}]}),
    (f"[AUTO]:When this unit is placed on (RC) from your soul, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"placed-from": "soul"}]}),
    (f"[AUTO](RC):When placed from soul, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"placed-from": "soul"}]}),
    (f"[AUTO]:When this unit is placed on (RC) from your deck, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"placed-from": "deck"}]}),
    (f"[AUTO]:When this unit is placed on (RC) from your drop zone, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"placed-from": "drop"}]}),
    (f"[AUTO](RC):When placed from drop zone, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"placed-from": "drop"}]}),
    (f"[AUTO](RC):When your other unit is placed on (RC) from hand, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "on": "your-other-unit",
      "condition": [{"placed-from": "hand"}]}),
    (f'[AUTO]:When this unit is placed by riding from "Cinderling Scout", {PLUS}.',
     {"timing": "ride", "zones": ["VC"], "condition": [{"rode-from-name": "Cinderling Scout"}]}),
    (f'[AUTO]:When this unit is placed on (VC) by riding from "Cinderling Scout", {PLUS}.',
     {"timing": "ride", "zones": ["VC"], "condition": [{"rode-from-name": "Cinderling Scout"}]}),
    (f'[AUTO]:When this unit is placed on (VC) by riding on "Cinderling Scout", {PLUS}.',
     {"timing": "ride", "zones": ["VC"], "condition": [{"rode-from-name": "Cinderling Scout"}]}),
    (f"[AUTO]:When this unit is placed by riding from a grade 0, {PLUS}.",
     {"timing": "ride", "zones": ["VC"], "condition": [{"rode-from-grade": 0}]}),
    (f"[AUTO]:When this unit is placed by riding from a grade 1 card, {PLUS}.",
     {"timing": "ride", "zones": ["VC"], "condition": [{"rode-from-grade": 1}]}),
    (f"[AUTO]:When this unit is placed on (RC) during your main phase, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"your-phase": "main"}]}),
    (f"[AUTO]:When this unit is placed on (RC) during your battle phase, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"your-phase": "battle"}]}),
    (f"[AUTO]:When placed on (VC) during the ride phase, {PLUS}.",
     {"timing": "placed-on-vc", "zones": ["VC"], "condition": [{"phase": "ride"}]}),
    (f"[AUTO]:When this unit is placed on (RC) other than during the battle phase, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"not-phase": "battle"}]}),
    (f"[AUTO]:When this unit is placed on (RC) from hand other than during the battle phase, "
     f"{PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"],
      "condition": [{"not-phase": "battle"}, {"placed-from": "hand"}]}),
    (f"[AUTO](RC):When placed from hand during your turn, {PLUS}.",
     {"timing": "placed-on-rc", "zones": ["RC"],
      "condition": [{"placed-from": "hand"}, {"your-turn": True}]}),
    ("[AUTO]:[Counter Blast (1)] When this unit is placed on (RC) from hand, you may pay the "
     "cost. If you do, draw a card.",
     {"timing": "placed-on-rc", "zones": ["RC"], "condition": [{"placed-from": "hand"}],
      "cost": [{"counter-blast": 1}]}),
]  # fmt: skip


@pytest.mark.rule("text.placed-on", "text.placed-from")
@pytest.mark.parametrize(("text", "head"), READS, ids=[t for t, _ in READS])
def test_a_placed_timing_is_compiled_to_its_record(text: str, head: dict[str, Any]) -> None:
    rec = one(text)
    got = {k: rec[k] for k in ("timing", "zones", "on", "condition", "cost") if k in rec}
    assert got == head
    parse_ability(rec, PROBE)  # the engine takes the record as it is


@pytest.mark.rule("text.placed-on", "text.placed-from")
@pytest.mark.parametrize(("text", "head"), READS, ids=[t for t, _ in READS])
def test_a_placed_timing_renders_back_to_the_same_record(text: str, head: dict[str, Any]) -> None:
    """compile(render(a)) == a for every placed timing, its two circles and its origin."""
    rec = one(text)
    written = render(rec)
    assert compile(written) == [{**rec, "text": written}]


@pytest.mark.rule("text.placed-from")
def test_explain_says_where_the_placed_card_must_come_from() -> None:
    said = explain(f"[AUTO](VC/RC):When placed from hand, {PLUS}.")
    assert "when this unit is placed on the vanguard circle or a rear-guard circle" in said
    assert '"from hand" — only when the placed card came from the hand [text.placed-from]' in said
    said = explain(f"[AUTO]:When this unit is placed on (RC) other than from your hand, {PLUS}.")
    assert ("only when the placed card came from anywhere but the hand [text.placed-from]"
            in said)  # fmt: skip


@pytest.mark.rule("text.placed-on")
def test_explain_names_both_circles_of_a_joined_timing() -> None:
    said = explain("[AUTO]:When this unit is placed on (RC) or put on (GC), draw a card.")
    assert "when this unit is placed on a rear-guard circle or the guardian circle" in said


# ------------------------------------------------------------------------------ refused
@pytest.mark.rule("text.placed-on")
def test_when_placed_with_no_circle_in_the_head_is_refused() -> None:
    err = refused(f"[AUTO]:When placed, {PLUS}.")
    assert err.phrase == "When placed" and err.position == len("[AUTO]:")
    assert "(VC/RC)" in str(err)


@pytest.mark.rule("text.placed-on")
def test_when_placed_on_three_circles_is_refused() -> None:
    err = refused(f"[AUTO](VC/RC/GC):When placed, {PLUS}.")
    assert err.phrase == "When placed"


@pytest.mark.rule("text.placed-from")
@pytest.mark.parametrize(
    ("text", "phrase", "guess"),
    [
        (f"[AUTO]:When this unit is placed on (RC) form hand, {PLUS}.", "form hand",
         "from hand"),
        (f"[AUTO]:When this unit is placed on (VC) or (RC) from hnad, {PLUS}.", "from hnad",
         "from hand"),
        (f"[AUTO](RC):When placed other then from your hand, {PLUS}.",
         "other then from your hand", "other than from your hand"),
    ],
)  # fmt: skip
def test_a_misspelled_origin_is_refused_with_a_did_you_mean(
    text: str, phrase: str, guess: str
) -> None:
    err = refused(text)
    assert err.phrase == phrase
    assert err.position == text.index(phrase)
    assert err.suggestion == guess
    assert "," in err.expected  # (or no origin at all)


@pytest.mark.rule("text.placed-on")
def test_a_joined_timing_with_and_is_refused_at_the_and() -> None:
    text = f"[AUTO]:When this unit is placed on (VC) and (RC), {PLUS}."
    err = refused(text)
    assert err.phrase == "and (RC)"
    assert err.position == text.index("and (RC)")
    assert {",", "from hand"} <= set(err.expected)


@pytest.mark.rule("text.placed-from")
def test_a_placed_origin_belongs_to_a_placed_timing_only() -> None:
    with pytest.raises(CardDataError, match="placed-from"):
        parse_ability({"type": "AUTO", "zones": ["VC"], "timing": "attacks",
                       "condition": [{"placed-from": "hand"}], "effect": [{"do": "draw"}]},
                      PROBE)  # fmt: skip
    with pytest.raises(CardDataError, match="names a zone"):
        parse_ability({"type": "AUTO", "zones": ["RC"], "timing": "placed-on-rc",
                       "condition": [{"placed-from": "bind"}], "effect": [{"do": "draw"}]},
                      PROBE)  # fmt: skip


# ------------------------------------------------------------------------------ played
def _table(text: str, *, grade: int = 1, other: str | None = None) -> Table:
    """Player 1's Standard table whose pool holds the probe card carrying ``text`` (and
    ``other`` on an invented vanguard card, when given)."""
    cards = [make_card(PROBE, "standard", compile(text), grade=grade, power=8000)]
    if other is not None:
        cards.append(make_card(OTHER, "standard", compile(other), grade=2, power=10000))
    return Table("standard", pool=pool_with(*cards))


_settle = partial(settle, until=("main", "ride"))
"""Resolve whatever waits (taking the first offer) until a main or ride decision."""


def _resolved(g: Game, iid: int) -> int:
    return sum(1 for e in g.events if e.kind == "ability-resolve" and iid in e.cards)


@pytest.mark.rule("text.placed-on")
def test_cr_when_placed_on_vc_rc_triggers_when_called_to_a_rear_guard_circle() -> None:
    t = _table(f"[AUTO](VC/RC):When placed, {PLUS}.")
    t.vanguard(0, "Cinder Drake Warden")
    (probe,) = t.hand(0, PROBE)
    g = t.at_main()
    act(g, "call", card=probe, circle="FL")
    _settle(g)
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


@pytest.mark.rule("text.placed-on", "ride.normal")
def test_cr_when_placed_on_vc_rc_triggers_when_ridden_onto_the_vanguard_circle() -> None:
    t = _table(f"[AUTO](VC/RC):When placed, {PLUS}.")
    t.vanguard(0, "Cinderling Scout")
    (probe,) = t.hand(0, PROBE)
    g = t.at_ride()
    act(g, "ride", card=probe)
    _settle(g)
    assert where(g, probe) == (0, "VC")
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


@pytest.mark.rule("text.placed-on", "ride.normal")
def test_cr_when_placed_on_rc_alone_does_not_trigger_on_the_vanguard_circle() -> None:
    t = _table(f"[AUTO](RC):When placed, {PLUS}.")
    t.vanguard(0, "Cinderling Scout")
    (probe,) = t.hand(0, PROBE)
    g = t.at_ride()
    act(g, "ride", card=probe)
    _settle(g)
    assert _resolved(g, probe) == 0
    assert power(g, probe) == 8000


def _ride_from_ride_deck(text: str) -> tuple[Game, int]:
    """Player 1 rides the probe card carrying ``text`` from the ride deck over a grade 0 (a card
    of the hand discarded to pay), its abilities settled: the game and the probe."""
    t = _table(text)
    t.vanguard(0, "Cinderling Scout")
    (probe,) = t.ride_deck(0, PROBE)
    (paid,) = t.hand(0, "Ember Lancer")
    g = t.at_ride()
    act(g, "ride-deck", card=probe, cards=(paid,))
    _settle(g)
    return g, probe


def _guard_with_probe(text: str) -> None:
    """Player 2 guards an attack on the vanguard with the probe card carrying ``text`` (an
    ability that draws a card when placed): it resolves once, and the probe is a guardian."""
    t = _table(text)
    t.vanguard(0, "Ashfall Tyrant")
    t.vanguard(1, "Pyrecrown Overlord")
    probe, _spare = t.hand(1, PROBE, "Kindling Aide")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=probe)
    for _ in range(5):  # whatever resolves before the defender decides again
        if _resolved(g, probe):
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("resolve", "use")), acts[0]))
    assert where(g, probe)[1] == "guardians"
    assert _resolved(g, probe) == 1
    assert len(g.state.players[1].hand) == 2  # the spare and the card drawn


@pytest.mark.rule("text.placed-on", "battle.guard")
def test_cr_placed_on_rc_or_put_on_gc_triggers_as_a_guardian() -> None:
    _guard_with_probe("[AUTO]:When this unit is placed on (RC) or put on (GC), draw a card.")


@pytest.mark.rule("text.placed-on")
def test_cr_your_other_unit_placed_on_vc_or_rc_triggers_for_a_call_and_a_ride() -> None:
    t = _table(f"[AUTO](RC):When your other units are placed on (VC) or (RC), {PLUS}.")
    t.vanguard(0, "Cinderling Scout")
    probe = t.rear(0, "FL", PROBE)
    rider, called = t.hand(0, "Cinderling Squire", "Ember Lancer")
    g = t.at_ride()
    act(g, "ride", card=rider)
    _settle(g)
    assert _resolved(g, probe) == 1
    act(g, "call", card=called, circle="FR")
    _settle(g)
    assert _resolved(g, probe) == 2
    assert power(g, probe) == 8000 + 2 * BOOST


@pytest.mark.rule("text.placed-from", "main.call")
def test_placed_from_hand_triggers_for_a_normal_call() -> None:
    t = _table(f"[AUTO](RC):When placed from hand, {PLUS}.")
    t.vanguard(0, "Cinder Drake Warden")
    (probe,) = t.hand(0, PROBE)
    g = t.at_main()
    act(g, "call", card=probe, circle="FL")
    _settle(g)
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


def _called_from_drop(text: str) -> tuple[Game, int]:
    """The probe in the drop zone, called to (RC) by the vanguard's ACT ability."""
    t = _table(text, other=f'[ACT](VC):Choose up to one card named "{PROBE}" from your drop '
                           "zone, and call it to (RC).")  # fmt: skip
    vg = t.vanguard(0, OTHER)
    (probe,) = t.drop(0, PROBE)
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    _settle(g)
    assert where(g, probe)[1] in ("FL", "FR", "BL", "BC", "BR")
    return g, probe


@pytest.mark.rule("text.placed-from", "main.superior-call")
def test_placed_from_hand_does_not_trigger_for_a_call_from_the_drop_zone() -> None:
    g, probe = _called_from_drop(f"[AUTO](RC):When placed from hand, {PLUS}.")
    assert _resolved(g, probe) == 0
    assert power(g, probe) == 8000


@pytest.mark.rule("text.placed-from", "main.superior-call")
def test_placed_other_than_from_hand_triggers_for_a_call_from_the_drop_zone() -> None:
    g, probe = _called_from_drop(
        f"[AUTO]:When this unit is placed on (RC) other than from your hand, {PLUS}."
    )
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


@pytest.mark.rule("text.placed-from", "main.superior-call")
def test_placed_from_the_drop_zone_triggers_for_a_call_from_the_drop_zone() -> None:
    g, probe = _called_from_drop(f"[AUTO](RC):When placed from drop zone, {PLUS}.")
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


@pytest.mark.rule("text.placed-from", "main.call")
def test_placed_other_than_from_hand_does_not_trigger_for_a_normal_call() -> None:
    t = _table(f"[AUTO]:When this unit is placed on (RC) other than from hand, {PLUS}.")
    t.vanguard(0, "Cinder Drake Warden")
    (probe,) = t.hand(0, PROBE)
    g = t.at_main()
    act(g, "call", card=probe, circle="FL")
    _settle(g)
    assert _resolved(g, probe) == 0
    assert power(g, probe) == 8000


@pytest.mark.rule("text.placed-from", "ride.normal")
def test_placed_on_vc_from_hand_triggers_for_a_normal_ride() -> None:
    t = _table(f"[AUTO]:When placed on (VC) from hand, {PLUS}.")
    t.vanguard(0, "Cinderling Scout")
    (probe,) = t.hand(0, PROBE)
    g = t.at_ride()
    act(g, "ride", card=probe)
    _settle(g)
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


@pytest.mark.rule("text.placed-from", "ride.ride-deck")
def test_placed_on_vc_from_hand_does_not_trigger_for_a_ride_from_the_ride_deck() -> None:
    """Riding from the ride deck is done instead of riding from the hand (RIDE-010): the
    card discarded pays for it, the card ridden comes from the ride deck."""
    g, probe = _ride_from_ride_deck(f"[AUTO]:When placed on (VC) from hand, {PLUS}.")
    assert where(g, probe) == (0, "VC")
    assert _resolved(g, probe) == 0
    assert power(g, probe) == 8000


@pytest.mark.rule("text.placed-from", "ride.ride-deck")
def test_placed_on_vc_with_no_origin_triggers_for_a_ride_from_the_ride_deck_too() -> None:
    g, probe = _ride_from_ride_deck(f"[AUTO]:When placed on (VC), {PLUS}.")
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


@pytest.mark.rule("text.placed-from", "main.call")
def test_your_other_unit_placed_from_hand_looks_at_the_placed_card() -> None:
    t = _table(f"[AUTO](RC):When your other unit is placed on (RC) from hand, {PLUS}.",
               other=f'[ACT](VC):Choose up to one card named "{PROBE}" from your drop zone, '
                     "and call it to (RC).")  # fmt: skip
    vg = t.vanguard(0, OTHER)
    probe = t.rear(0, "BC", PROBE)
    (from_drop,) = t.drop(0, PROBE)
    (called,) = t.hand(0, "Ember Lancer")
    g = t.at_main()
    act(g, "act", card=vg, number=0)  # the other copy arrives from the drop zone: no trigger
    _settle(g)
    assert where(g, from_drop)[1] in ("FL", "FR", "BL", "BR")
    assert _resolved(g, probe) == 0
    act(g, "call", card=called, circle="FR" if where(g, from_drop)[1] != "FR" else "FL")
    _settle(g)
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST
    assert decision_of(g).kind == "main"
    assert find(g, 0, "Ember Lancer") == called


# ------------------------------------------------------------------- placed by riding from
@pytest.mark.rule("text.placed-by-riding")
def test_explain_says_what_the_unit_must_ride_over() -> None:
    said = explain(f"[AUTO]:When this unit is placed by riding from a grade 0, {PLUS}.")
    assert "placed over a grade 0 vanguard [text.placed-by-riding]" in said


@pytest.mark.rule("text.placed-by-riding")
def test_riding_from_a_card_of_a_partial_name_is_refused_as_a_mechanic() -> None:
    text = (f'[AUTO]:When this unit is placed by riding from a unit with "Scout" in its card '
            f"name, {PLUS}.")  # fmt: skip
    err = refused(text)
    assert err.mechanic is not None  # (a partial card name, or riding from such a unit)
    assert err.phrase in ("placed by riding from", 'with "Scout" in its card name')
    assert err.position == text.index(err.phrase)


@pytest.mark.rule("text.placed-by-riding")
def test_a_rode_from_condition_belongs_to_the_ride_timing_only() -> None:
    with pytest.raises(CardDataError, match="rode-from"):
        parse_ability({"type": "AUTO", "zones": ["VC"], "timing": "placed-on-vc",
                       "condition": [{"rode-from-grade": 0}], "effect": [{"do": "draw"}]},
                      PROBE)  # fmt: skip


@pytest.mark.rule("text.placed-by-riding", "ride.normal")
@pytest.mark.parametrize(
    ("words", "resolves"),
    [
        ('from "Cinderling Scout"', 1),
        ('on "Cinderling Scout"', None),
        ('from "Cinderling Squire"', 0),
        ("from a grade 0", 1),
        ("from a grade 1 card", 0),
    ],
)
def test_cr_6_3_3_placed_by_riding_from_looks_at_the_vanguard_ridden_over(
    words: str, resolves: int | None
) -> None:
    """The grade 0 "Cinderling Scout" is the vanguard; the probe rides over it from the hand."""
    timing = ("When this unit is placed on (VC) by riding " if resolves is None
              else "When this unit is placed by riding ")  # fmt: skip
    t = _table(f"[AUTO]:{timing}{words}, {PLUS}.")
    t.vanguard(0, "Cinderling Scout")
    (probe,) = t.hand(0, PROBE)
    g = t.at_ride()
    act(g, "ride", card=probe)
    _settle(g)
    want = 1 if resolves is None else resolves
    assert _resolved(g, probe) == want
    assert power(g, probe) == 8000 + BOOST * want


@pytest.mark.rule("text.placed-by-riding", "ride.ride-deck")
def test_placed_by_riding_from_a_grade_0_triggers_for_a_ride_from_the_ride_deck() -> None:
    g, probe = _ride_from_ride_deck(
        f"[AUTO]:When this unit is placed by riding from a grade 0, {PLUS}."
    )
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


# ------------------------------------------------------------------- placed during a phase
@pytest.mark.rule("turn.sequence", "main.call")
@pytest.mark.parametrize(
    ("words", "resolves"),
    [
        ("during your main phase", 1),
        ("during your battle phase", 0),
        ("during the ride phase", 0),
        ("other than during the battle phase", 1),
        ("from hand other than during the battle phase", 1),
        ("from your soul other than during the battle phase", 0),
    ],
)
def test_a_placed_timing_limited_to_a_phase_is_met_only_in_it(words: str, resolves: int) -> None:
    """A normal call from the hand is made in your main phase."""
    t = _table(f"[AUTO]:When this unit is placed on (RC) {words}, {PLUS}.")
    t.vanguard(0, "Cinder Drake Warden")
    (probe,) = t.hand(0, PROBE)
    g = t.at_main()
    act(g, "call", card=probe, circle="FL")
    _settle(g)
    assert _resolved(g, probe) == resolves
    assert power(g, probe) == 8000 + BOOST * resolves


@pytest.mark.rule("turn.sequence", "ride.normal")
def test_placed_on_vc_during_your_ride_phase_is_met_by_a_normal_ride() -> None:
    t = _table(f"[AUTO]:When placed on (VC) from hand during your ride phase, {PLUS}.")
    t.vanguard(0, "Cinderling Scout")
    (probe,) = t.hand(0, PROBE)
    g = t.at_ride()
    act(g, "ride", card=probe)
    _settle(g)
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


@pytest.mark.rule("turn.sequence")
def test_explain_names_the_phase_a_placed_timing_is_limited_to() -> None:
    said = explain(f"[AUTO]:When this unit is placed on (RC) other than during the battle "
                   f"phase, {PLUS}.")  # fmt: skip
    assert "only when placed outside a battle phase [turn.sequence]" in said


@pytest.mark.rule("turn.sequence")
def test_a_placed_phase_belongs_to_a_placed_timing_only() -> None:
    with pytest.raises(CardDataError, match="your-phase"):
        parse_ability({"type": "AUTO", "zones": ["VC"], "timing": "attacks",
                       "condition": [{"your-phase": "main"}], "effect": [{"do": "draw"}]},
                      PROBE)  # fmt: skip
    with pytest.raises(CardDataError, match="names a phase"):
        parse_ability({"type": "AUTO", "zones": ["RC"], "timing": "placed-on-rc",
                       "condition": [{"phase": "stand"}], "effect": [{"do": "draw"}]},
                      PROBE)  # fmt: skip


@pytest.mark.rule("text.placed-on", "ride.normal")
def test_when_your_vanguard_is_placed_triggers_for_a_rear_guard_as_you_ride() -> None:
    t = _table(f"[AUTO](RC):When your vanguard is placed, {PLUS}.")
    t.vanguard(0, "Cinderling Scout")
    probe = t.rear(0, "FL", PROBE)
    (rider,) = t.hand(0, "Cinderling Squire")
    g = t.at_ride()
    act(g, "ride", card=rider)
    _settle(g)
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


@pytest.mark.rule("text.placed-on", "main.call")
def test_when_your_other_rear_guard_is_placed_ignores_this_unit_and_the_vanguard() -> None:
    t = _table(f"[AUTO](RC):When your other rear-guard is placed, {PLUS}.")
    t.vanguard(0, "Cinderling Scout")
    (probe, called) = t.hand(0, PROBE, "Ember Lancer")
    (rider,) = t.hand(0, "Cinderling Squire")
    g = t.at_ride()
    act(g, "ride", card=rider)  # a vanguard placed: no rear-guard
    _settle(g)
    act(g, "call", card=probe, circle="FL")  # this unit itself: not another one
    _settle(g)
    assert _resolved(g, probe) == 0
    act(g, "call", card=called, circle="FR")
    _settle(g)
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


@pytest.mark.rule("text.placed-from", "overdress.procedure")
def test_cr_7_17_2_an_overdress_places_the_unit_from_hand() -> None:
    """overDress is no call, but the card moves from the hand to the circle: it is placed from
    hand (CR 4.55 §7.17.2)."""
    text = f"[AUTO](RC):When placed from hand, {PLUS}."
    card = make_card(PROBE, "standard", compile(text), grade=1, power=8000,
                     overdress=["Ember Lancer"])  # fmt: skip
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, "Cinder Drake Warden")
    t.rear(0, "FL", "Ember Lancer")
    (probe,) = t.hand(0, PROBE)
    g = t.at_main()
    act(g, "overdress", card=probe, circle="FL")
    _settle(g)
    assert where(g, probe) == (0, "FL")
    assert _resolved(g, probe) == 1
    assert power(g, probe) == 8000 + BOOST


@pytest.mark.rule("text.placed-from", "battle.guard")
def test_a_guardian_called_from_hand_is_placed_on_gc_from_hand() -> None:
    _guard_with_probe("[AUTO]:When this unit is placed on (GC) from hand, draw a card.")


@pytest.mark.rule("judge.manual-ability", "text.placed-from")
def test_a_manual_ability_keeps_its_placed_timing_origin_and_phase() -> None:
    """An ability whose effect is not read is kept for the judge with the head it has: it
    triggers when (and only when) the printed timing says."""
    reading = compile_card(f"[AUTO](VC/RC):When placed from hand during your main phase, "
                           f"{PLUS}, and hum a merry tune.", unread="manual")  # fmt: skip
    (rec,) = reading.abilities
    assert rec["manual"] and rec["timing"] == "placed-on-vc-or-rc"
    assert rec["condition"] == [{"placed-from": "hand"}, {"your-phase": "main"}]
    reading = compile_card(f"[AUTO]:When this unit is placed by riding from a grade 0, {PLUS}, "
                           "and hum a merry tune.", unread="manual")  # fmt: skip
    (rec,) = reading.abilities
    assert rec["timing"] == "ride" and rec["condition"] == [{"rode-from-grade": 0}]
