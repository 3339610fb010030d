"""The ``gentle`` level: a first opponent for someone who has never played.

It plays legal, simple moves a learner can follow, and leaves the learner room to win:

* **mulligan**: keeps its hand;
* **ride**: rides up, as :mod:`~vgwidget.bots.greedy` does (the highest grade allowed);
* **main phase**: calls units only to its empty front-row circles (one of the units it may
  call there, picked with its seeded generator), never behind them; then ends the phase;
* **battle**: attacks the opposing vanguard with its vanguard only, and never boosts;
* **guard**: never guards or intercepts;
* **triggers** and every other choice: as :mod:`~vgwidget.bots.greedy` decides them.

Given the same ``seed`` and the same game it makes the same moves.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.actions import Action
from ..engine.game import Game
from ..engine.state import FRONT_NAMES, State
from .base import legal_for
from .greedy import greedy_choice

PASS_KINDS = {
    "mulligan": "mulligan",
    "boost": "no-boost",
    "guard": "end-guard",
}
"""Decisions the gentle level always declines, and the action that declines each."""


class GentleBot:
    """Legal, simple, readable moves that leave a beginner room (see the module's description)."""

    level = "gentle"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def choose(self, game: Game, player: int) -> Action:
        acts = legal_for(game, player)
        if len(acts) == 1:
            return acts[0]
        s = game.state
        kind = s.decision.kind if s.decision is not None else ""
        if kind == "mulligan":
            return next((a for a in acts if a.kind == "mulligan" and not a.cards), acts[0])
        if kind in PASS_KINDS:
            return next((a for a in acts if a.kind == PASS_KINDS[kind]), acts[0])
        if kind == "main":
            return self._main(s, player, acts)
        if kind == "attack":
            return next(
                (a for a in acts if a.kind == "attack" and a.circle == "VC" and a.target == "VC"),
                next((a for a in acts if a.kind == "end-battle"), acts[0]),
            )
        return greedy_choice(s, player, acts)

    def _main(self, s: State, player: int, acts: Sequence[Action]) -> Action:
        me = s.players[player]
        calls = [
            a
            for a in acts
            if a.kind == "call"
            and a.circle in FRONT_NAMES
            and a.circle != "VC"
            and me.at(a.circle) is None
        ]
        if calls:
            return calls[0] if len(calls) == 1 else self._rng.choice(calls)
        return next((a for a in acts if a.kind == "end-main"), acts[-1])

    def __repr__(self) -> str:
        return f"GentleBot(seed={self.seed})"
