"""The ``random`` level: any legal action, uniformly at random (never conceding)."""

from __future__ import annotations

import random

from ..engine.actions import Action
from ..engine.game import Game
from .base import legal_for


class RandomBot:
    """Chooses uniformly among the legal actions; reproducible for a given ``seed``."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Action:
        acts = legal_for(game, player)
        return acts[0] if len(acts) == 1 else self._rng.choice(acts)

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed})"
