"""Deck lists: reading them, writing them, and checking them against a format's construction rules.

A deck list is plain text. Optional header lines give the deck's ``name:`` and
``format:``; ``#`` starts a comment; ``[main]`` (the default), ``[ride deck]``,
``[g deck]`` and ``[first vanguard]`` start sections; every other line is a card
line such as ``4 x Card Name`` (``4x Card Name`` and ``4 Card Name`` work too).
Where several printings share a name with different text (CARD-016), a card line names one
by its id, ``2 x Card Name [ID]``; the bare name is then refused, naming the choices. The
copy limit counts such printings together as one name.

In Standard the five ride-deck cards are kept apart from the 50-card main deck
(DECK-004) and the ride deck's grade 0 unit is the first vanguard (SETUP-002).
In Classic the first vanguard is one of the 50 (DECK-002): list it on its own
under ``[first vanguard]`` and the other 49 under ``[main]``.

This module is where these names are imported from. It holds the shipped teaching decks and
which card of a deck is the first vanguard; reading and writing deck lists lives in
:mod:`~vgwidget.engine.deck_list`, checking a deck against a format in
:mod:`~vgwidget.engine.deck_rules`.

>>> deck = parse_deck('''
... name: Tiny
... format: classic
... [first vanguard]
... 1 x Lampwick Sprite
... [main]
... 4 x Glintblade Page   # critical triggers
... ''')
>>> deck.first_vanguard, len(deck.main), deck.counts()["Glintblade Page"]
('Lampwick Sprite', 4, 4)
>>> for v in check_deck(deck, "classic"):
...     print(v)
[deck.size] the deck has 5 cards counting the first vanguard (exactly 50, DECK-001)
[deck.triggers] the main deck has 4 trigger units (exactly 16, DECK-009)
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from .cards import CardPool, default_pool
from .deck_list import MAX_LINE_COUNT, SECTIONS, Deck, load_deck, parse_deck
from .deck_rules import Violation, check_deck, format_violations
from .formats import Format, get_format

__all__ = [
    "MAX_LINE_COUNT",
    "SECTIONS",
    "Deck",
    "Violation",
    "check_deck",
    "first_vanguard_of",
    "format_violations",
    "load_deck",
    "parse_deck",
    "teaching_decks",
]


@cache
def _teaching(fmt_name: str) -> tuple[Deck, Deck]:
    root = resources.files("vgwidget") / "data" / "decks"
    pool = default_pool()

    def load(i: int) -> Deck:
        name = f"{fmt_name}-{i}.txt"
        text = (root / name).read_text(encoding="utf-8")
        return parse_deck(text, where=f"decks/{name}", pool=pool)

    return load(1), load(2)


def teaching_decks(fmt: str | Format) -> tuple[Deck, Deck]:
    """The two shipped teaching decks of a format (``vgwidget/data/decks/<format>-1/2.txt``).

    They are vanilla (no abilities), legal in their format, and use different
    nations (Standard) or clans (Classic).

    >>> [d.name for d in teaching_decks("standard")]
    ['Emberreach Teaching Deck', 'Tidecourt Teaching Deck']
    """
    return _teaching(get_format(fmt).name)


def first_vanguard_of(deck: Deck, fmt: str | Format, pool: CardPool | None = None) -> str | None:
    """The card that starts the game face down on the vanguard circle (SETUP-001/002).

    Classic: the ``[first vanguard]`` card, one of the 50 (the game's deck zone
    then holds ``deck.main``). Standard: the ride deck's grade 0 unit. None if
    the deck names no such card (:func:`check_deck` reports that).

    >>> [first_vanguard_of(d, "standard") for d in teaching_decks("standard")]
    ['Cinderling Scout', 'Ripplet Herald']
    """
    f = get_format(fmt)
    if f.first_vanguard_from != "ride-deck":
        return deck.first_vanguard
    pool = default_pool() if pool is None else pool
    return next(
        (n for n in deck.ride_deck if n in pool and pool[n].is_unit and pool[n].grade == 0),
        None,
    )
