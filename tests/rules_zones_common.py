"""What the card and zone rule tests share: the vanilla Standard units each player builds with,
an action expected to be refused, readings of a player's view, and a bound opponent unit."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game

# Vanilla Standard units: Player 1 (Emberreach) and Player 2 (Tidecourt).
P1_G3 = "Pyreheart Sovereign Dragon"  # 13000, twin drive
P1_G2 = "Blazeguard Knight"  # 10000, shield 5000, intercept
P1_G1 = "Ember Lancer"  # 8000, shield 5000, boost
P2_G3 = "Deepcurrent Admiral Marisande"  # 13000
P2_G2 = "Coralshield Captain"  # 10000, shield 5000, intercept
P2_G1 = "Kelpwood Archer"  # 8000, shield 5000


def refused(game: Game, action: Action) -> IllegalAction:
    """Apply ``action``, expecting a refusal; the game must be unchanged."""
    before = len(game.events)
    with pytest.raises(IllegalAction) as err:
        game.apply(action)
    assert len(game.events) == before
    return err.value


def names(cards: list[dict[str, Any]]) -> list[str]:
    return [c["name"] for c in cards]


def seat(view: dict[str, Any], p: int) -> dict[str, Any]:
    seats: list[dict[str, Any]] = view["players"]
    return seats[p]


def _bind_an_opponent_unit() -> tuple[Game, int]:
    """Player 1's Brandbinder Duelist hits and binds player 2's rear-guard: the game, that unit."""
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.rear(0, "FL", "Brandbinder Duelist")
    t.damage_count(0, 1)
    t.hand(0, P1_G1)
    t.vanguard(1, "Shoalguard Cadet")  # 8000: the 8000 attack hits
    victim = t.rear(1, "FR", P2_G1)
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    act(g, "use")
    act(g, "choose", card=victim)
    return g, victim
