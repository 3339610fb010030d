"""Effects that end the game at once: the ability's player wins, or loses and so the
opponent wins (WIN-004, ``win.card-effect``).
"""

from __future__ import annotations

from ...board import opponent
from ...context import Ctx, player_name
from ...moves import end_game
from ...state import Result
from ..model import Effect
from ..refs import Ref, source_label


def win_or_lose(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """``win-game``: the ability's player wins; ``lose-game``: they lose."""
    p = ref.player
    win = e.do == "win-game"
    winner = p if win else opponent(p)
    verb = "wins" if win else "loses"
    end_game(
        ctx,
        Result(
            winner,
            f"{player_name(p)} {verb} the game by {source_label(ctx.state, ref)}'s ability, so "
            f"{player_name(winner)} wins.",
            "win.card-effect",
        ),
    )
