"""What every computer opponent has in common: the :class:`Bot` interface and a game loop.

A bot is anything with ``choose(game, player) -> Action``: given a game waiting for
``player``'s decision, it returns one of ``game.legal_actions()``. It never changes ``game``
(the caller applies the action), so the same bot object can serve a widget, the command line
or a simulation.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Protocol, runtime_checkable

from ..engine.actions import Action
from ..engine.errors import VanguardError
from ..engine.events import Event
from ..engine.game import Game

PASSES = frozenset(("end-main", "end-battle", "no-boost", "end-guard", "skip-ride", "decline"))
"""Action kinds that decline to act now (finish the step, keep the cards)."""


class BotError(VanguardError):
    """A bot asked to decide where it cannot: the game is over, waits in the middle of a
    procedure, or waits for the other player."""


@runtime_checkable
class Bot(Protocol):
    """A computer opponent: picks one of the legal actions for ``player``."""

    level: str

    def choose(self, game: Game, player: int) -> Action:
        """One of ``game.legal_actions()`` for ``player`` (``game`` is left unchanged)."""
        ...


def legal_for(game: Game, player: int) -> list[Action]:
    """The actions ``player`` may take now, never conceding; :class:`BotError` if ``player``
    does not decide now."""
    if type(player) is not int or player not in (0, 1):
        raise BotError(f"a bot plays player 0 or 1, not {player!r}")
    if game.is_over:
        raise BotError("the game is over: there is nothing to decide")
    who = game.current_player
    if who is None:
        raise BotError(
            "nobody decides here (the cursor is in the middle of a procedure): seek to a "
            "decision point first"
        )
    if who != player:
        raise BotError(f"Player {who + 1} decides now, not Player {player + 1}")
    acts = [a for a in game.legal_actions() if a.kind != "concede"]
    if not acts:  # pragma: no cover - the engine always offers a way on
        raise BotError("no legal action besides conceding")
    return acts


def play_out(
    game: Game,
    bots: Sequence[Bot] | Mapping[int, Bot],
    *,
    max_decisions: int = 5_000,
) -> int:
    """Let ``bots[0]`` and ``bots[1]`` decide for players 0 and 1 until the game ends (or
    ``max_decisions`` decisions were taken); returns the number of decisions taken."""
    n = 0
    while not game.is_over and n < max_decisions:
        p = game.current_player
        if p is None:
            raise BotError("the game waits in the middle of a procedure: nobody can decide")
        game.apply(bots[p].choose(game, p))
        n += 1
    return n


def moves(game: Game, bot: Bot, seat: int) -> Iterator[tuple[Action, list[Event]]]:
    """Let ``bot`` decide for ``seat`` for as long as ``seat`` decides (until the other player
    must decide, or the game ends); yields each action taken and the events it caused, so a
    front end can show the computer's moves one by one, at its own pace, or all at once.

    >>> from vgwidget.bots import make
    >>> g = Game.new(seed=3)
    >>> seat = g.current_player
    >>> taken = list(moves(g, make("greedy"), seat))
    >>> len(taken) >= 1 and g.current_player != seat
    True
    """
    while not game.is_over and game.current_player == seat:
        action = bot.choose(game, seat)
        yield action, game.apply(action)
