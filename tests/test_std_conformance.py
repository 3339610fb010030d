"""Random games with the Standard gift decks (``standard-5`` Emberreach Gifts against
``standard-6`` Tidecourt Gifts): persona rides, Force, Accel and Protect gifts and Protect
cards come up, every state keeps each card in one place (a Protect card that ceased to exist
in none), every view and event keeps hidden cards hidden, and a record replays."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from invariants import ability_decks, place_problems, rule_problems
from test_conformance import _check_events, _check_public_event_cards, _check_view

from vgwidget.engine.game import Game


def play(seed: int) -> Game:
    d1, d2 = ability_decks("standard-gifts")
    g = Game.new(d1, d2, seed=seed, format="standard")
    rnd = random.Random(seed)
    for _ in range(20_000):
        if g.is_over:
            return g
        g.apply(rnd.choice(g.legal_actions()))
        # a used ticket only passes through the drop zone: at a decision it is gone
        s = g.state
        assert not [c for ps in s.players for c in ps.drop if s.card(c).pseudo_zones], seed
    raise AssertionError(f"seed {seed}: still going after 20000 decisions")


@pytest.mark.rule("gift.earn", "gift.force", "gift.accel", "keyword.persona-ride")
@pytest.mark.covers("GIFT-001", "GIFT-002", "PERSONA-001", formats=("standard",))
def test_gift_decks_play_to_the_end_and_every_gift_comes_up() -> None:
    seen: Counter[str] = Counter()
    for seed in range(30):
        g = play(seed)
        assert g.result is not None
        seen.update(e.rule for e in g.events)
        assert not rule_problems(g.events, "standard")
        assert not place_problems(g.state)
        assert Game.from_json(g.to_json()).events[-1].text == g.events[-1].text
    for rule in ("gift.force", "gift.accel", "gift.type", "gift.lock", "keyword.persona-ride"):
        assert seen[rule] > 0, rule
    assert seen["gift.protect"] > 0


@pytest.mark.rule("zone.hidden", "gift.protect")
@pytest.mark.covers("ZONE-011", formats=("standard",))
def test_gift_games_keep_cards_in_place_and_secrets_hidden() -> None:
    # (seeds 19 and 20 make Protect cards, 3 and 24 see an overDress unit leave and pseudo-cards
    # cease to exist; should the engine's choices change, the first test still sees each)
    for seed in (0, 1, 2, 3, 19, 20, 24):
        g = play(seed)
        prev = None
        for i, s in enumerate(g.snapshots):
            if s is prev:
                continue
            prev = s
            assert not place_problems(s)
            for p in (0, 1):
                _check_view(s, p, deep=i % 10 == 0)
        for p in (0, 1):
            _check_events(g, p)
            _check_public_event_cards(g, p)
