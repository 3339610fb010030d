"""A look at the top of the deck that reveals the card taken, or shuffles the deck, or puts the
cards not taken into the drop zone (issue #21): invented abilities in the official templates,
compiled, explained, written back and played on an invented board (tests/builders.py)."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest
from builders import act, find, make_card, settle, standard_probe_board
from cardtext_reading import one, refused

from vgwidget.cardtext import compile, explain, render
from vgwidget.engine.abilities.model import parse_effect
from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.events import Event
from vgwidget.engine.game import Game

PROBE = "Quillspark Herald"
ACT = "[ACT](VC):"
REVEAL_SHUFFLE = (
    "Look at the top three cards of your deck, choose up to one grade 1 or less card from "
    "among them, reveal it and put it into your hand, and shuffle your deck."
)
QUIET_DROP = (
    "Look at the top three cards of your deck, choose up to one card from among them, put it "
    "into your hand, and put the rest into your drop zone."
)


def _effect(text: str) -> dict[str, Any]:
    (e,) = one(ACT + text)["effect"]
    assert isinstance(e, dict)
    return e


def _game(text: str) -> tuple[Game, int]:
    """The probe board; player 1's deck is, top first: Ember Lancer (grade 1), Kindlescale Page
    (grade 1), Blazeguard Knight (grade 2), Scorchmane Raider (grade 2)."""
    card = make_card(PROBE, "standard", compile(ACT + text), grade=2, power=10000, shield=5000)
    return standard_probe_board(card)


def _choices(g: Game) -> list[int]:
    return [a.card for a in g.legal_actions() if a.kind == "choose" and a.card is not None]


_settle = partial(settle, prefer=("use", "resolve", "confirm"))
"""Take the first offered step until the main phase is back."""


def _since(g: Game, n0: int) -> list[Event]:
    return g.events[n0:]


# ---------------------------------------------------------------------------------- reading


def test_text_look_at_reveal_it_and_shuffle_your_deck_is_read() -> None:
    assert _effect(REVEAL_SHUFFLE) == {
        "do": "look-top",
        "n": 3,
        "up_to": True,
        "max_grade": 1,
        "reveal": True,
        "rest": "shuffle",
    }


@pytest.mark.parametrize(
    "text",
    [
        "Look at the top five cards of your deck, choose up to one card from among them, "
        "reveal it and put it into hand, and shuffle the deck.",
        "Look at five cards from the top of your deck, reveal up to one card from among them "
        "and put it into your hand, and shuffle your deck.",
    ],
)
def test_text_look_at_the_other_spellings_of_a_revealed_look_read_the_same(text: str) -> None:
    """'into hand' / 'the deck' and the older 'reveal up to one ... from among them and put it
    into your hand' mean the same as the current template."""
    assert _effect(text) == {"do": "look-top", "n": 5, "up_to": True, "reveal": True,
                             "rest": "shuffle"}  # fmt: skip


def test_text_look_at_the_card_taken_unrevealed_and_the_rest_into_the_drop_zone_is_read() -> None:
    assert _effect(QUIET_DROP) == {"do": "look-top", "n": 3, "up_to": True, "rest": "drop"}
    assert _effect(QUIET_DROP.replace("your hand", "hand")) == _effect(QUIET_DROP)


@pytest.mark.parametrize("deck", ["the deck in any order", "your deck", "the deck"])
def test_zone_move_order_the_rest_on_the_bottom_reads_the_same_without_in_any_order(
    deck: str,
) -> None:
    """zone.move-order: cards that go to the bottom together are ordered by their owner, so
    "in any order" adds nothing; 'the deck' is 'your deck'."""
    text = (
        "Look at the top three cards of your deck, choose up to one card from among them, "
        "put it into your hand, and put the rest on the bottom of your deck in any order."
    )
    assert _effect(text)["rest"] == "bottom"
    assert _effect(text.replace("your deck in any order", deck)) == _effect(text)


@pytest.mark.parametrize("text", [REVEAL_SHUFFLE, QUIET_DROP])
def test_text_look_at_the_new_looks_are_written_back_to_the_same_record(text: str) -> None:
    (rec,) = compile(ACT + text)
    again = compile(render([rec]))
    assert [{k: v for k, v in r.items() if k != "text"} for r in again] == [
        {k: v for k, v in rec.items() if k != "text"}
    ]


def test_text_look_at_the_explanation_says_the_card_is_shown_and_the_deck_shuffled() -> None:
    out = explain(ACT + REVEAL_SHUFFLE)
    assert "show it to both players" in out and "the deck is shuffled" in out
    assert "[text.look-at]" in out
    assert "the rest go into the drop zone" in explain(ACT + QUIET_DROP)


# --------------------------------------------------------------------------------- refusals


def test_text_look_at_a_misspelt_reveal_is_refused_with_the_nearest_spelling() -> None:
    err = refused(ACT + REVEAL_SHUFFLE.replace("put it into your hand", "put it in your hand"))
    assert err.phrase.startswith("from among them")
    assert err.position == len(ACT) + REVEAL_SHUFFLE.index("from among them")
    assert "did you mean" in str(err)


def test_text_look_at_an_unknown_place_for_the_rest_is_refused() -> None:
    err = refused(ACT + REVEAL_SHUFFLE.replace("shuffle your deck", "shuffle my deck"))
    assert err.position == len(ACT) + REVEAL_SHUFFLE.index(", and shuffle")
    assert "shuffle your deck" in str(err)


def test_text_look_at_the_older_reveal_needs_its_own_ending() -> None:
    """With 'reveal up to one ...' the card goes 'from among them and put it into your hand'
    (no comma); the comma spelling is refused, the right one offered."""
    text = ("Look at five cards from the top of your deck, reveal up to one card from among "
            "them, and put it into your hand, and shuffle your deck.")  # fmt: skip
    err = refused(ACT + text)
    assert "from among them and put it into your hand" in str(err)


def test_text_look_at_card_data_refuses_an_unknown_rest_and_a_non_flag_reveal() -> None:
    with pytest.raises(CardDataError, match="'rest' must be one of"):
        parse_effect({"do": "look-top", "n": 3, "rest": "soul"}, "probe")
    with pytest.raises(CardDataError, match="'reveal' must be true or false"):
        parse_effect({"do": "look-top", "n": 3, "reveal": "yes"}, "probe")
    with pytest.raises(CardDataError, match="does not use"):
        parse_effect({"do": "search", "reveal": True}, "probe")


# ---------------------------------------------------------------------------------- playing


def test_text_look_at_a_revealed_card_is_shown_to_the_opponent_and_the_deck_shuffled() -> None:
    g, probe = _game(REVEAL_SHUFFLE)
    lancer = find(g, 0, "Ember Lancer", "deck")
    page = find(g, 0, "Kindlescale Page", "deck")
    knight = find(g, 0, "Blazeguard Knight", "deck")
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    assert sorted(_choices(g)) == sorted([lancer, page])  # grade 1 or less only
    act(g, "choose", card=page)
    _settle(g)
    ps = g.state.players[0]
    assert page in ps.hand and page not in ps.deck
    assert sorted(ps.deck) == sorted([lancer, knight, find(g, 0, "Scorchmane Raider", "deck")])
    events = _since(g, n0)
    look = next(e for e in events if e.kind == "look")
    assert look.private == 0 and look.for_viewer(1).cards == ()  # the look stays private
    shown = next(e for e in events if e.kind == "reveal")
    assert shown.private is None and shown.for_viewer(1).cards == (page,)
    assert shown.rule == "text.look-at"
    shuffled = [e for e in events if e.kind == "shuffle"]
    assert shuffled and shuffled[-1].rule == "zone.deck"
    assert events.index(shown) < events.index(shuffled[-1])
    for e in events:
        get_rule(e.rule)


def test_text_look_at_an_unrevealed_card_stays_hidden_and_the_rest_go_to_the_drop() -> None:
    """zone.drop: the cards looked at and not taken go into the drop zone, where everyone sees
    them; the card taken without 'reveal' is known only to its owner."""
    g, probe = _game(QUIET_DROP)
    lancer = find(g, 0, "Ember Lancer", "deck")
    page = find(g, 0, "Kindlescale Page", "deck")
    knight = find(g, 0, "Blazeguard Knight", "deck")
    raider = find(g, 0, "Scorchmane Raider", "deck")
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    assert sorted(_choices(g)) == sorted([lancer, page, knight])
    act(g, "choose", card=knight)
    _settle(g)
    ps = g.state.players[0]
    assert knight in ps.hand
    assert lancer in ps.drop and page in ps.drop
    assert ps.deck == (raider,)
    events = _since(g, n0)
    taken = next(e for e in events if e.kind == "to-hand")
    assert taken.private == 0 and knight not in taken.for_viewer(1).cards
    assert "Blazeguard" not in taken.for_viewer(1).text
    assert not any(e.kind == "reveal" for e in events)
    dropped = next(e for e in events if e.kind == "looked-to-drop")
    assert dropped.rule == "zone.drop" and dropped.private is None
    assert set(dropped.cards) == {lancer, page}
    assert not any(e.kind == "shuffle" for e in events)


def test_text_look_at_taking_nothing_still_shuffles_the_deck() -> None:
    """CR 4.55 §7.11.2 (a hidden zone need not give a card): choosing nothing, the deck is
    still shuffled as the text says, and nothing is revealed."""
    g, probe = _game(REVEAL_SHUFFLE)
    hand = len(g.state.players[0].hand)
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    none = next(a for a in g.legal_actions() if a.kind == "choose" and a.card is None)
    g.apply(none)
    _settle(g)
    events = _since(g, n0)
    assert len(g.state.players[0].hand) == hand
    assert len(g.state.players[0].deck) == 4
    assert any(e.kind == "shuffle" for e in events)
    assert not any(e.kind == "reveal" for e in events)


def test_text_look_at_up_to_two_cards_then_reveal_and_shuffle() -> None:
    """text.look-at-up-to: the number is fixed first; the card taken is then revealed and the
    deck shuffled."""
    text = ("Look at up to two cards from the top of your deck, choose up to one card from "
            "among them, reveal it and put it into your hand, and shuffle your deck.")  # fmt: skip
    g, probe = _game(text)
    lancer = find(g, 0, "Ember Lancer", "deck")
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    for _ in range(2):  # look at one more card, twice
        assert g.state.decision is not None and g.state.decision.kind == "confirm"
        act(g, "use")
    act(g, "choose", card=lancer)
    _settle(g)
    events = _since(g, n0)
    assert lancer in g.state.players[0].hand
    assert any(e.kind == "reveal" and e.cards == (lancer,) and e.private is None
               for e in events)  # fmt: skip
    assert any(e.kind == "shuffle" for e in events)
