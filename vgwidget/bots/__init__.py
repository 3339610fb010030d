"""Computer opponents: ``random``, ``greedy``, ``lookahead``, and ``gentle`` for a first game.

>>> from vgwidget.engine.game import Game
>>> from vgwidget import bots
>>> g = Game.new(seed=4)
>>> bot = bots.make("greedy")
>>> a = bot.choose(g, g.current_player)
>>> a in g.legal_actions()
True
>>> n = bots.play_out(g, [bots.make("greedy"), bots.make("random", seed=1)])
>>> g.is_over
True

Every level is a :class:`Bot`: ``choose(game, player)`` returns one of
``game.legal_actions()`` for ``player`` and leaves ``game`` unchanged. The levels are written
over ``legal_actions()`` and the public board only, so they play every format the engine has.
"""

from __future__ import annotations

from typing import Any

from .base import PASSES, Bot, BotError, legal_for, moves, play_out
from .gentle import GentleBot
from .greedy import GreedyBot, greedy_choice
from .lookahead import LookaheadBot
from .random_bot import RandomBot

LEVELS: dict[str, type[Any]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "lookahead": LookaheadBot,
    "gentle": GentleBot,
}
"""The levels by name: the three of rising strength, weakest first, then ``gentle``, a first
opponent for a beginner (simple moves, no guarding: see :mod:`vgwidget.bots.gentle`)."""


def make(level: str, *, seed: int = 0, **options: Any) -> Bot:
    """A computer opponent of ``level`` (``random``, ``greedy``, ``lookahead`` or ``gentle``).

    ``seed`` makes its choices reproducible; ``options`` go to the level's class (for
    ``lookahead``: ``playouts``, ``max_candidates``, ``horizon``, see :class:`LookaheadBot`).
    """
    cls = LEVELS.get(level) if isinstance(level, str) else None
    if cls is None:
        raise BotError(f"unknown bot level {level!r}: choose one of {', '.join(LEVELS)}")
    if type(seed) is not int:
        raise BotError(f"a bot's seed is a whole number (an int), not {type(seed).__name__}")
    try:
        bot: Bot = cls(seed=seed, **options)
    except TypeError as e:
        raise BotError(f"bad option for the {level} bot: {e}") from None
    return bot


__all__ = [
    "LEVELS",
    "PASSES",
    "Bot",
    "BotError",
    "GentleBot",
    "GreedyBot",
    "LookaheadBot",
    "RandomBot",
    "greedy_choice",
    "legal_for",
    "make",
    "moves",
    "play_out",
]
