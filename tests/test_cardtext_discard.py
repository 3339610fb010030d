"""The timing of a card discarded from the hand, as printed text (issue 21): "When this card is
discarded from hand" (and "… during your turn"). To discard is to move a card from the hand to
the drop zone (text.discard); the card hears its own discard from the drop zone, where the
ability works at that moment. A card put into the drop zone from anywhere else (a rear-guard
retired from its circle) is not discarded.

The cards are our own inventions written in the official templates."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, find, make_card, pool_with, settle
from cardtext_reading import one, refused

from vgwidget.cardtext import compile, explain, render
from vgwidget.engine.game import Game

DISCARDER = "Ashveil Tallykeeper"
HEARER = "Mistlace Errand Sprite"
DRAW = "draw a card"

READS: list[tuple[str, dict[str, Any]]] = [
    (f"[AUTO](Drop):When this card is discarded from hand, {DRAW}.", {}),
    (f"[AUTO]:When this card is discarded from hand, {DRAW}.", {}),
    (f"[AUTO](Drop):When this card is discarded from your hand, {DRAW}.", {}),
    (f"[AUTO]:When discarded from hand, {DRAW}.", {}),
    (
        f"[AUTO](Drop):When this card is discarded from hand during your turn, {DRAW}.",
        {"condition": [{"your-turn": True}]},
    ),
    (
        f"[AUTO]:When this card is discarded from your hand during your turn, {DRAW}.",
        {"condition": [{"your-turn": True}]},
    ),
    (
        f"[AUTO]:When discarded from hand during your turn, {DRAW}.",
        {"condition": [{"your-turn": True}]},
    ),
]


@pytest.mark.parametrize(("text", "extra"), READS)
def test_text_discard_timing_is_read(text: str, extra: dict[str, Any]) -> None:
    """text.discard: the timing ``discarded-from-hand``, heard by the card itself in the drop
    zone."""
    rec = one(text)
    assert rec["timing"] == "discarded-from-hand"
    assert rec["zones"] == ["drop"]
    assert rec.get("on", "self") == "self"
    assert rec.get("condition", []) == extra.get("condition", [])
    assert rec["effect"] == [{"do": "draw"}]


@pytest.mark.parametrize(("text", "extra"), READS)
def test_text_discard_timing_renders_back_and_is_explained(
    text: str, extra: dict[str, Any]
) -> None:
    """The record writes back into words that read into the same record, and the explanation
    says in plain words when it triggers."""
    (rec,) = compile(text)
    written = render([rec])
    assert compile(written) == [{**rec, "text": written}]
    said = explain(text).lower()
    assert "discarded from the hand" in said and "[text.discard]" in said


@pytest.mark.parametrize(
    "text",
    [
        f"[AUTO]:When this card is discarted from hand, {DRAW}.",
        f"[AUTO]:When this card is discarded from the hand, {DRAW}.",
        f"[AUTO]:When this card is discarded from hand during your turnn, {DRAW}.",
    ],
)
def test_text_discard_near_misspellings_are_refused(text: str) -> None:
    """A timing that is not exactly one of the known spellings is not guessed."""
    err = refused(text)
    assert err.position > 0


def _game(hearer_text: str) -> tuple[Game, int, int]:
    """Player 1's main phase: the vanguard can discard a card from the hand as a cost; the
    hand holds only the card that hears its own discard."""
    vg = make_card(DISCARDER, "standard",
                   compile("[ACT](VC):[COST][Discard a card from your hand], this unit gets "
                           "[Power]+5000 until end of turn."))  # fmt: skip
    hearer = make_card(HEARER, "standard", compile(hearer_text), grade=1, power=8000)
    t = Table("standard", pool=pool_with(vg, hearer))
    v = t.vanguard(0, DISCARDER)
    t.rear(0, "FL", HEARER)
    t.hand(0, HEARER)
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain", "Shoalguard Cadet")
    g = t.at_main()
    assert v is not None
    return g, v, find(g, 0, HEARER, "hand")


_settle = settle


def test_text_discard_a_card_discarded_for_a_cost_hears_it_from_the_drop_zone() -> None:
    """text.discard: the card discarded from the hand for a cost triggers its own ability in
    the drop zone, and it resolves (a card is drawn)."""
    g, v, card = _game(
        f"[AUTO](Drop):When this card is discarded from hand during your turn, {DRAW}."
    )
    hand0, deck0 = len(g.state.players[0].hand), len(g.state.players[0].deck)
    act(g, "act", card=v, number=0)
    _settle(g)
    ps = g.state.players[0]
    assert card in ps.drop
    assert any(e.kind == "ability-trigger" and card in e.cards for e in g.events)
    assert len(ps.deck) == deck0 - 1
    assert len(ps.hand) == hand0 - 1 + 1


def test_text_discard_a_rear_guard_retired_is_not_discarded() -> None:
    """text.discard: a unit going from its circle to the drop zone is retired (a cost here),
    not discarded from the hand, so the same ability stays silent there; the copy discarded
    from the hand would hear it."""
    vg = make_card(DISCARDER, "standard",
                   compile("[ACT](VC):[COST][Retire 1 of your other rear-guards], this unit "
                           "gets [Power]+5000 until end of turn."))  # fmt: skip
    hearer = make_card(HEARER, "standard",
                       compile(f"[AUTO](Drop):When this card is discarded from hand, {DRAW}."),
                       grade=1, power=8000)  # fmt: skip
    t = Table("standard", pool=pool_with(vg, hearer))
    v = t.vanguard(0, DISCARDER)
    rear = t.rear(0, "FL", HEARER)
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain", "Shoalguard Cadet")
    g = t.at_main()
    assert v is not None and rear is not None
    deck0, n0 = len(g.state.players[0].deck), len(g.events)
    act(g, "act", card=v, number=0)
    _settle(g)
    assert rear in g.state.players[0].drop
    assert not any(e.kind == "ability-trigger" and rear in e.cards for e in g.events[n0:])
    assert len(g.state.players[0].deck) == deck0
