"""The ``gentle`` computer opponent (the guided first game's): legal, simple, readable moves.

It keeps its hand, rides up, calls only to its empty front-row circles, attacks with its
vanguard only, never boosts, never guards; the same seed gives the same game.
"""

from __future__ import annotations

import pytest

from vgwidget import Game
from vgwidget.bots import LEVELS, GentleBot, make, play_out


def _game(fmt: str, seed: int) -> Game:
    game = Game.new(format=fmt, seed=seed)
    play_out(game, [make("greedy"), make("gentle", seed=seed)])
    return game


def test_gentle_is_a_level() -> None:
    assert LEVELS["gentle"] is GentleBot and make("gentle", seed=2).level == "gentle"


@pytest.mark.rule("battle.attack", "battle.guard")
@pytest.mark.parametrize("fmt", ["standard", "classic", "premium"])
def test_gentle_plays_simple_legal_moves_to_the_end(fmt: str) -> None:
    for seed in range(3):
        game = _game(fmt, seed)
        assert game.is_over
        mine = [a for a in game.actions if a.player == 1]
        kinds = {a.kind for a in mine}
        assert not kinds & {"guard", "intercept", "boost", "move"}, kinds
        assert all(not a.cards for a in mine if a.kind == "mulligan")
        assert all(a.circle == "VC" and a.target == "VC" for a in mine if a.kind == "attack")
        assert all(a.circle in ("FL", "FR") for a in mine if a.kind == "call")
        assert any(a.kind == "attack" for a in mine)


def test_gentle_is_reproducible_with_its_seed() -> None:
    assert _game("standard", 4).actions == _game("standard", 4).actions
