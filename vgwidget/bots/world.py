"""Sampled worlds: what the game might be, built from one player's view only.

A lookahead player may not peek. It knows what its view shows (``game.view(player)``: every
card it may see, by instance), the two deck lists (public here: both players registered
them) and how the game is laid out (which zone holds how many cards). Everything else -- the
order of both decks, the opponent's hand and ride deck, any face-down card it may not see --
is *sampled*: each hidden place gets a card drawn at random from what is left of its owner's
deck list once every card the player can see is taken out. The engine's own random generator
is re-seeded too, so the sampled world's future shuffles are not the real game's.

The real identity of a hidden card is never read: the sampled world's identities come from
the view and the deck lists alone, in an order fixed by the layout (owner, zone, position),
so two games that differ only in hidden cards give the same sampled worlds
(``tests/test_bots.py`` checks it).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping
from typing import Any

from ..engine import rng as engine_rng
from ..engine.cards import Card
from ..engine.decks import first_vanguard_of
from ..engine.game import Game
from ..engine.state import ALL_CIRCLES, ZONES, State


def visible_iids(view: Mapping[str, Any]) -> set[int]:
    """Every card instance named anywhere in a view (a card dict carries ``iid``)."""
    out: set[int] = set()
    stack: list[Any] = [view]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            iid = x.get("iid")
            if type(iid) is int and "name" in x:
                out.add(iid)
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return out


def hidden_places(s: State, seen: set[int]) -> Iterator[tuple[int, str, int]]:
    """``(owner, zone or circle, iid)`` of every card not in ``seen``, in layout order."""
    for o, ps in enumerate(s.players):
        for c, u in zip(ALL_CIRCLES, ps.circles, strict=False):
            if u is not None and u not in seen:
                yield o, c, u
        for z in ZONES:
            for u in getattr(ps, z):
                if u not in seen:
                    yield o, z, u


def _take(pool: list[Card], r: random.Random) -> Card:
    i = r.randrange(len(pool))
    pool[i], pool[-1] = pool[-1], pool[i]
    return pool.pop()


def _take_named(pool: list[Card], name: str) -> Card | None:
    for i, c in enumerate(pool):
        if c.name == name:
            return pool.pop(i)
    return None


def sample_world(game: Game, player: int, r: random.Random) -> State:
    """One sampled world for ``player``: the game's layout with every card ``player`` may not
    see replaced by a card drawn from what its owner's deck list has left (see the module's
    description), and the engine's random generator re-seeded from ``r``."""
    s = game.state
    view = game.view(player)
    seen = visible_iids(view)
    table = s.table
    cards = list(table.cards)
    owner = table.owner
    ride = table.ride_deck_cards
    # what each owner's deck list holds that the player cannot see, by group (ride deck or not).
    # The deck list is the multiset of the owner's cards (the same whatever is hidden where).
    pools: list[dict[bool, list[Card]]] = [{True: [], False: []}, {True: [], False: []}]
    for iid, printed in enumerate(table.cards):
        if iid not in seen:
            pools[owner[iid]][iid in ride].append(printed)
    # every pool in a fixed order (by name) so nothing of the hidden layout shows through
    for o in (0, 1):
        for g in (True, False):
            pools[o][g].sort(key=lambda c: (c.name, c.id))
    decks = game.decks
    for o, place, iid in hidden_places(s, seen):
        group = place == "ride_deck"
        card: Card | None = None
        if place in ALL_CIRCLES and decks is not None:
            # a face-down unit on a circle is the first vanguard, which the deck list names
            name = first_vanguard_of(decks[o], s.fmt, None)
            if name is not None:
                card = _take_named(pools[o][True], name) or _take_named(pools[o][False], name)
        if card is None:
            pool = pools[o][group] or pools[o][not group]
            card = _take(pool, r)
        cards[iid] = card
    world_table = table._replace(cards=tuple(cards))
    return s._replace(table=world_table, rng=engine_rng.seed_state(r.getrandbits(64)))


def world_game(game: Game, player: int, r: random.Random) -> Game:
    """A game standing in a sampled world (see :func:`sample_world`), waiting for the same
    decision as ``game``; its log starts empty."""
    return Game(sample_world(game, player, r), seed=None, decks=game.decks)
