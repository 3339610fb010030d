"""Random-play conformance with the ability teaching decks: the same invariants as
``test_conformance`` (every card in one place, catalogue rules, hidden cards stay hidden,
undo restores the state) while AUTO/ACT/CONT abilities, costs, choices and orders fire."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from invariants import ABILITY_MATCHES, ability_decks
from test_conformance import (
    _catalogue,
    _check_events,
    _check_places,
    _check_public_event_cards,
    _check_view,
)

from vgwidget.engine.game import Game

MATCHES = ABILITY_MATCHES


def play(seed: int, fmt: str, *, checks: bool = False) -> Game:
    d1, d2 = ability_decks(fmt)
    g = Game.new(d1, d2, seed=seed, format=fmt)
    rnd = random.Random(seed)
    for _ in range(20_000):
        if g.is_over:
            return g
        actions = g.legal_actions()
        assert actions, f"seed {seed}: no legal action at {g.decision}"
        a = rnd.choice(actions)
        if checks:
            for x in actions:
                g.check(x)
            before = g.state
            g.apply(a)
            assert g.undo() == a and g.state is before
        g.apply(a)
    raise AssertionError(f"seed {seed}: still going after 20000 decisions")


@pytest.mark.rule("ability.auto", "ability.act", "ability.cont", "ability.order", "order.play")
@pytest.mark.parametrize("fmt", sorted(MATCHES))
def test_ability_decks_play_to_the_end_citing_catalogue_rules(fmt: str) -> None:
    known = _catalogue()
    seen: Counter[str] = Counter()
    for seed in range(60):
        g = play(seed, fmt)
        assert g.result is not None
        seen.update(e.rule for e in g.events)
        unknown = set(seen) - known
        assert not unknown, f"seed {seed}: unknown rules {sorted(unknown)}"
        _check_places(g.state)
    # the abilities really fire in random play
    assert seen["ability.auto"] > 100 and seen["ability.act"] > 0 and seen["text.choose"] > 0


@pytest.mark.rule("zone.hidden", "ability.auto")
@pytest.mark.parametrize("fmt", sorted(MATCHES))
@pytest.mark.covers("ZONE-003", "ZONE-011", "GEN-007")
def test_ability_games_keep_cards_in_place_and_secrets_hidden(fmt: str) -> None:
    for seed in range(8):
        g = play(seed, fmt, checks=True)
        prev = None
        for i, s in enumerate(g.snapshots):
            if s is prev:
                continue
            prev = s
            _check_places(s)
            for p in (0, 1):
                _check_view(s, p, deep=i % 10 == 0)
        for p in (0, 1):
            _check_events(g, p)
            _check_public_event_cards(g, p)
