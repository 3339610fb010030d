"""The ``greedy`` level: simple Vanguard habits, one decision at a time, no lookahead.

* **mulligan**: put back grade 3 cards beyond the first (Standard: all of them, the ride deck
  holds the grade 3 to ride);
* **ride**: ride up (the highest grade allowed), from the ride deck when the card it costs is
  worth less than a unit from the hand;
* **main phase**: fill the empty circles -- the strongest units in the front row, units that
  can boost behind them -- keeping trigger units and sentinels in hand to guard with;
* **battle**: attack the opposing vanguard with every unit that can, the vanguard first;
  always boost;
* **guard**: only when the hit would bring its damage to 5 or more: intercept first, then the
  smallest guardian that stops the attack (the largest, then again, if none does alone), a
  sentinel when nothing else stops it; no cards are spent on an attack that cannot be stopped;
* **triggers**: power and critical to the attacking unit (on defence: to the defending one).

It reads only what its player may see: the board, the battle, damage counts, and the cards
of its own hand named in its own legal actions. Ties go to the first action listed, so the
level is deterministic.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import stats
from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.game import Game
from ..engine.state import FRONT_NAMES, State
from .base import legal_for

GUARD_AT = 5
"""Guard when the hit would bring the damage zone to this many cards or more."""


def _keep_value(card: Card) -> int:
    """How much a card in hand is worth keeping (higher: keep): its shield, then its power."""
    return (card.shield or 0) * 2 + card.power + (6000 if card.sentinel else 0)


def _first(s: State, p: int, acts: Sequence[Action]) -> Action:
    return acts[0]


def _pick(acts: Sequence[Action], kind: str) -> Action | None:
    for a in acts:
        if a.kind == kind:
            return a
    return None


def _mulligan(s: State, p: int, acts: Sequence[Action]) -> Action:
    hand = s.players[p].hand
    cards = s.table.cards
    g3 = [c for c in hand if cards[c].grade >= 3]
    # Standard: the ride deck holds the grade 3 to ride; Classic: keep one
    back = set(g3) if s.fmt.first_vanguard_from == "ride-deck" else set(g3[1:])
    back |= {c for c in hand if cards[c].sentinel and sum(cards[x].sentinel for x in hand) > 1}
    for a in acts:
        if set(a.cards) == back:
            return a
    return next(a for a in acts if not a.cards)


def _ride(s: State, p: int, acts: Sequence[Action]) -> Action:
    cards = s.table.cards
    best: Action | None = None
    best_key: tuple[int, int] | None = None
    for a in acts:
        if a.kind == "ride" and a.card is not None:
            key = (cards[a.card].grade, -_keep_value(cards[a.card]) // 2 - 1)
        elif a.kind == "ride-deck" and a.card is not None:
            cost = sum(_keep_value(cards[c]) for c in a.cards)
            key = (cards[a.card].grade, -cost)
        else:
            continue
        if best_key is None or key > best_key:
            best, best_key = a, key
    return best if best is not None else acts[0]


def _main(s: State, p: int, acts: Sequence[Action]) -> Action:
    cards = s.table.cards
    me = s.players[p]
    best: Action | None = None
    best_score = 0
    for a in acts:
        if a.kind != "call" or a.card is None or a.circle is None:
            continue
        c = cards[a.card]
        if c.trigger is not None or c.sentinel or c.grade == 0 and c.shield:
            continue  # keep guards in hand
        if me.at(a.circle) is not None:
            continue  # fill empty circles only
        if a.circle in FRONT_NAMES:
            score = c.power + 1000 * c.grade
        else:
            score = (c.power if "boost" in c.skills else 0) + 500 - 1000 * c.grade
        if score > best_score:
            best, best_score = a, score
    if best is not None:
        return best
    return _pick(acts, "end-main") or acts[-1]


def _attack(s: State, p: int, acts: Sequence[Action]) -> Action:
    order = {"VC": 0, "FL": 1, "FR": 2}
    attacks = [a for a in acts if a.kind == "attack"]
    if not attacks:
        return _pick(acts, "end-battle") or acts[0]
    at_vc = [a for a in attacks if a.target == "VC"] or attacks
    return min(at_vc, key=lambda a: order.get(a.circle or "", 9))


def _boost(s: State, p: int, acts: Sequence[Action]) -> Action:
    return _pick(acts, "boost") or acts[0]


def _guard(s: State, p: int, acts: Sequence[Action]) -> Action:
    stop = _pick(acts, "end-guard") or acts[-1]
    b = s.battle
    if b is None or b.target_player != p:
        return stop
    # the vanguard among the units being attacked (several when an ability allows it)
    vg = next((t for t, c in b.attacked() if c == "VC"), None)
    if vg is None:
        return stop
    need = stats.power(s, b.attacker) - stats.power(s, vg) + 1
    if need <= 0:
        return stop
    damage = len(s.players[p].damage)
    if damage + stats.critical(s, b.attacker) < GUARD_AT:
        return stop
    if b.attacker_circle == "VC" and damage >= GUARD_AT - 1:
        need += s.fmt.trigger_power.get("critical", 0) // 2  # room for a drive trigger
    cards = s.table.cards
    options: list[tuple[int, bool, Action]] = []  # (shield, from hand, action)
    sentinel: Action | None = None
    for a in acts:
        if a.kind == "guard" and a.card is not None:
            if cards[a.card].sentinel:
                sentinel = sentinel or a
            else:
                options.append((stats.shield(s, a.card), True, a))
        elif a.kind == "intercept" and a.circle is not None:
            unit = s.players[p].at(a.circle)
            if unit is not None:
                options.append((stats.shield(s, unit), False, a))
    total = sum(o[0] for o in options)
    if total < need:
        spare = len(s.players[p].hand) - 1
        if sentinel is not None and spare >= 1:
            return sentinel
        return stop
    intercepts = [o for o in options if not o[1] and o[0] > 0]
    if intercepts:
        return max(intercepts, key=lambda o: o[0])[2]
    enough = [o for o in options if o[0] >= need]
    if enough:
        return min(enough, key=lambda o: o[0])[2]
    return max(options, key=lambda o: o[0])[2]


def _to_unit(s: State, p: int, acts: Sequence[Action]) -> Action:
    """Trigger power / critical: to the attacking unit, or on defence to the defending one."""
    b = s.battle
    want = "VC"
    if b is not None:
        want = b.attacker_circle if s.turn_player == p else b.target_circle
    for a in acts:
        if a.circle == want and a.card is None:
            return a
    for a in acts:
        if a.circle == "VC":
            return a
    return acts[0]


def _use(s: State, p: int, acts: Sequence[Action]) -> Action:
    return _pick(acts, "use") or acts[0]


def _choose(s: State, p: int, acts: Sequence[Action]) -> Action:
    """A unit: the vanguard if offered. Cards from the own hand (a cost to discard): the one
    least worth keeping. Otherwise the first offered."""
    vg = s.players[p].vanguard
    for a in acts:
        if a.kind == "choose" and (a.circle == "VC" or (a.card is not None and a.card == vg)):
            return a
    hand = s.players[p].hand
    cards = s.table.cards
    from_hand = [a for a in acts if a.card is not None and a.card in hand]
    if from_hand:
        return min(from_hand, key=lambda a: _keep_value(cards[a.card or 0]))
    chosen = [a for a in acts if a.kind == "choose" and (a.card is not None or a.circle)]
    return chosen[0] if chosen else acts[0]


POLICY: dict[str, Callable[[State, int, Sequence[Action]], Action]] = {
    "mulligan": _mulligan,
    "ride": _ride,
    "main": _main,
    "attack": _attack,
    "boost": _boost,
    "guard": _guard,
    "power-to": _to_unit,
    "critical-to": _to_unit,
    "use-ability": _use,
    "confirm": _use,
    "choose": _choose,
}
"""The habit for each decision kind; any other decision takes the first legal action."""


def greedy_choice(s: State, player: int, acts: Sequence[Action]) -> Action:
    """The greedy habit for ``player`` deciding in state ``s`` among ``acts`` (not empty)."""
    if len(acts) == 1:
        return acts[0]
    d = s.decision
    fn = POLICY.get(d.kind, _first) if d is not None else _first
    return fn(s, player, acts)


class GreedyBot:
    """Simple Vanguard heuristics (see the module's description); deterministic."""

    level = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed  # unused: the level has no randomness; kept for a uniform interface

    def choose(self, game: Game, player: int) -> Action:
        return greedy_choice(game.state, player, legal_for(game, player))

    def __repr__(self) -> str:
        return "GreedyBot()"
