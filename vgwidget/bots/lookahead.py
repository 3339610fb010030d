"""The ``lookahead`` level: determinized flat Monte Carlo search over forks.

For a decision worth thinking about (ride, main phase, attack, guard, whether to use an
ability), the bot

1. lists its candidates: every legal action, or -- when there are more than
   ``max_candidates`` -- the greedy level's choice, the "pass" action and a sample of the
   others;
2. samples a world it cannot tell apart from the real game (:mod:`vgwidget.bots.world`: built
   from its own view and the deck lists; it never peeks at a hidden card);
3. for each candidate, forks that world, applies the candidate and plays on with the greedy
   habits for both players (with optional randomness, ``explore``) until ``horizon`` turns
   have begun after the current one, or the game ends;
4. scores the outcome for itself: 1 for a win, 0 for a loss, in between an estimate from the
   damage, the hand and the field;
5. repeats 2-4 with new worlds until ``playouts`` playouts are spent, the same world and
   playout seed serving every candidate (so they are compared on equal luck), and takes the
   candidate with the best mean score (ties: the earlier candidate).

Everything random comes from ``random.Random(seed)``, so a bot with a given seed plays the same
game the same way. Other decisions (the mulligan, where a trigger's power goes, the order
of effects, ...) follow the greedy habits.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.actions import Action
from ..engine.game import Game
from ..engine.state import State
from .base import PASSES, legal_for
from .greedy import greedy_choice
from .world import world_game

SEARCHED = frozenset(("main", "attack", "guard", "use-ability", "confirm", "choose"))
"""The decisions the bot searches; the others follow the greedy habits."""

# the value of each damage count in the estimate (6 damage loses)
_DAMAGE_WEIGHT = (0.0, 0.5, 1.0, 1.5, 3.0, 6.0, 10.0)


def _guard_value(s: State, hand: tuple[int, ...]) -> int:
    """The shield a hand can put up (a sentinel counts as a big shield)."""
    cards = s.table.cards
    return sum(min(cards[c].shield or 0, 15000) + 15000 * cards[c].sentinel for c in hand)


def estimate(s: State, player: int) -> float:
    """How good ``s`` looks for ``player``: 1 won, 0 lost, 0.5 a draw; otherwise a number
    strictly between, from the damage each side has taken (weighted towards 6) and the
    shield each side's hand can still put up."""
    r = s.result
    if r is not None:
        return 0.5 if r.winner is None else (1.0 if r.winner == player else 0.0)
    me, opp = s.players[player], s.players[1 - player]
    w = _DAMAGE_WEIGHT
    score = 0.05 * (w[min(len(opp.damage), 6)] - w[min(len(me.damage), 6)])
    score += 0.03 * (_guard_value(s, me.hand) - _guard_value(s, opp.hand)) / 10000
    return min(0.98, max(0.02, 0.5 + score))


def _signature(s: State, a: Action) -> tuple[object, ...]:
    """What an action does, with cards named by printing instead of numbered: two copies of
    one card in hand make the same guard, call or discard (two printings of one name do not,
    CARD-016: each has its own text)."""
    cards = s.table.cards
    card = None if a.card is None else cards[a.card].id
    return (
        a.kind,
        card,
        a.circle,
        a.target,
        tuple(sorted(cards[c].id for c in a.cards)),
        a.number,
    )


def _distinct(s: State, acts: Sequence[Action], greedy: Action) -> list[Action]:
    """``greedy`` first, then one action of each other kind of effect (see :func:`_signature`)."""
    seen = {_signature(s, greedy)}
    out = [greedy]
    for a in acts:
        sig = _signature(s, a)
        if sig not in seen:
            seen.add(sig)
            out.append(a)
    return out


class LookaheadBot:
    """Determinized flat Monte Carlo over forks of sampled worlds (see the module).

    ``playouts``: playouts per searched decision (the budget); ``max_candidates``: actions
    compared at most; ``horizon``: turns to play on before estimating; ``explore``: the
    chance a playout move is random instead of greedy; ``prior``: the bonus the greedy
    choice gets (the bot leaves its habit only when the playouts clearly say so).
    """

    level = "lookahead"

    def __init__(
        self,
        seed: int = 0,
        *,
        playouts: int = 48,
        max_candidates: int = 3,
        horizon: int = 3,
        explore: float = 0.0,
        prior: float = 0.03,
    ) -> None:
        for name, value, low in (
            ("playouts", playouts, 1),
            ("max_candidates", max_candidates, 2),
            ("horizon", horizon, 1),
        ):
            if type(value) is not int or value < low:
                raise TypeError(f"{name} is a whole number >= {low}, not {value!r}")
        if not isinstance(explore, (int, float)) or not 0 <= explore <= 1:
            raise TypeError(f"explore is a chance between 0 and 1, not {explore!r}")
        self.seed = seed
        self.playouts = playouts
        self.max_candidates = max_candidates
        self.horizon = horizon
        self.explore = float(explore)
        self.prior = float(prior)
        self._rng = random.Random(seed)
        self.stats_playouts = 0
        """Playouts run so far (for benchmarks)."""
        self.last_scores: list[tuple[Action, float, int]] = []
        """The last searched decision: ``(candidate, mean score, playouts)`` per candidate."""

    def __repr__(self) -> str:
        return (
            f"LookaheadBot(seed={self.seed}, playouts={self.playouts}, "
            f"max_candidates={self.max_candidates}, horizon={self.horizon})"
        )

    # ------------------------------------------------------------------ choosing
    def choose(self, game: Game, player: int) -> Action:
        acts = legal_for(game, player)
        s = game.state
        greedy = greedy_choice(s, player, acts)
        d = s.decision
        if len(acts) == 1 or d is None or d.kind not in SEARCHED:
            return greedy
        cands = self.candidates(s, player, acts, greedy)
        if len(cands) == 1:
            return cands[0]
        return self.search(game, player, cands)

    def candidates(
        self, s: State, player: int, acts: Sequence[Action], greedy: Action
    ) -> list[Action]:
        """The actions compared: the greedy choice first, then one action of each distinct
        effect (two copies of a card make the same guard); if that is more than
        ``max_candidates``, the pass and a sample of the rest (calls to empty circles first)."""
        acts = _distinct(s, acts, greedy)
        if len(acts) <= self.max_candidates:
            return acts
        first = [greedy] + [a for a in acts if a.kind in PASSES and a != greedy][:1]
        rest = [a for a in acts if a not in first]
        me = s.players[player]

        def promising(a: Action) -> bool:
            if a.kind == "call" and a.circle is not None:
                return me.at(a.circle) is None
            return a.kind != "move"

        good = [a for a in rest if promising(a)]
        other = [a for a in rest if not promising(a)]
        self._rng.shuffle(good)
        self._rng.shuffle(other)
        return (first + good + other)[: self.max_candidates]

    def search(self, game: Game, player: int, cands: Sequence[Action]) -> Action:
        """The candidate with the best mean playout score (see the module)."""
        n = len(cands)
        worlds = max(1, self.playouts // n)
        totals = [0.0] * n
        for _ in range(worlds):
            base = world_game(game, player, self._rng)
            playout_seed = self._rng.getrandbits(32)
            for i, a in enumerate(cands):
                g = base.fork()
                g.apply(a)
                totals[i] += self._playout(g, player, random.Random(playout_seed))
        self.stats_playouts += worlds * n
        means = [t / worlds for t in totals]
        means[0] += self.prior  # the first candidate is the greedy choice: ties go to it
        self.last_scores = [(a, m, worlds) for a, m in zip(cands, means, strict=True)]
        best = max(range(n), key=lambda i: (means[i], -i))
        return cands[best]

    def _playout(self, g: Game, player: int, r: random.Random) -> float:
        """Play ``g`` on with (mostly) greedy habits; the estimate for ``player``."""
        stop = g.state.turn + self.horizon
        explore = self.explore
        while True:
            s = g.state
            if s.result is not None or s.turn >= stop:
                return estimate(s, player)
            d = s.decision
            if d is None:  # pragma: no cover - a game not over always waits for a decision
                return estimate(s, player)
            acts = g.legal_actions()
            if len(acts) > 1 and explore and r.random() < explore:
                a = r.choice([x for x in acts if x.kind != "concede"])
            else:
                a = greedy_choice(s, d.player, acts)
            g.apply(a)
