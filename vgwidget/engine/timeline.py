"""Stepping through a game by hand: readable actions, scripted lines and expected rulings.

Position files (:mod:`vgwidget.engine.position`) may carry a line of play and the ruling
it must show, Forge-puzzle style:

* ``[script] actions = [...]`` -- decisions written the way a judge says them, in the
  script notation of :mod:`vgwidget.engine.notation` (``"attack: VC -> VC"``,
  ``"call: Ember Lancer -> FL"``, ``"resolve: Sunken Reliquary"`` ...), or a table:
  ``{ action = "guard: Sparkflit Sprite", player = 2, illegal = true, rule = "battle.guard" }``
  -- ``illegal = true`` says the engine must *refuse* it (and ``rule``, which rule it
  cites); it is checked without changing the game.
* ``[[expect]]`` -- events that must (or must not) happen, matched in order over the log
  after the position is set out: ``rule``, ``kind``, ``contains`` (part of the text) select
  events; ``absent = true`` says no such event follows; ``count = n`` says exactly ``n``.
* ``[final]`` -- the state at the end: ``over`` (true/false), ``winner`` (1, 2 or
  ``"draw"``) and ``[final.players.N]`` with zone sizes (``damage = 5``, ``hand = 2`` ...)
  and ``power``/``critical`` of units by circle (``power = { VC = 23000 }``).

>>> from vgwidget.engine.game import Game
>>> g = Game.new(seed=1)
>>> describe_action(g.state, g.legal_actions()[0])
'Player 1: Keep the opening hand'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from . import notation, stats
from .actions import Action
from .errors import IllegalAction, RecordError
from .events import Event
from .state import State

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

__all__ = [
    "describe_action",
    "parse_action",
    "play_script",
    "check_expectations",
]


def describe_action(state: State, a: Action, viewer: int | None = None) -> str:
    """A decision in words, after the deciding player's name (see
    :func:`vgwidget.engine.notation.describe`)."""
    return f"Player {a.player + 1}: {notation.describe(state, a, viewer)}"


def parse_action(spec: Any, state: State, where: str = "script") -> Action:
    """A scripted decision as an :class:`Action` (:func:`vgwidget.engine.notation.parse`)."""
    return notation.parse(state, spec, where)


def play_script(game: Game, script: Any, where: str = "script") -> list[str]:
    """Play a ``[script]`` on ``game``; returns the problems (an expected refusal that did
    not happen, or a refusal with another rule). An unplayable step raises
    :class:`RecordError` naming it."""
    steps = script.get("actions", []) if isinstance(script, Mapping) else script
    if not isinstance(steps, list):
        raise RecordError(f"{where}: 'actions' must be a list")
    problems: list[str] = []
    for i, spec in enumerate(steps):
        at = f"{where}.actions[{i}]"
        action = parse_action(spec, game.state, at)
        expect_illegal = isinstance(spec, Mapping) and bool(spec.get("illegal", False))
        if expect_illegal:
            try:
                game.check(action)
            except IllegalAction as e:
                rule = spec.get("rule") if isinstance(spec, Mapping) else None
                if rule is not None and e.rule != rule:
                    problems.append(f"{at}: refused citing {e.rule}, expected {rule}: {e}")
                continue
            problems.append(f"{at}: {describe_action(game.state, action)} was accepted")
            continue
        try:
            game.apply(action)
        except IllegalAction as e:
            raise RecordError(
                f"{at}: {describe_action(game.state, action)} is not legal now: {e}"
            ) from None
    return problems


# --------------------------------------------------------------------------- rulings


def _matches(e: Event, exp: Mapping[str, Any]) -> bool:
    if "rule" in exp and e.rule != exp["rule"]:
        return False
    if "kind" in exp and e.kind != exp["kind"]:
        return False
    return not ("contains" in exp and str(exp["contains"]) not in e.text)


def _label(exp: Mapping[str, Any]) -> str:
    sel = ", ".join(f"{k}={exp[k]!r}" for k in ("rule", "kind", "contains") if k in exp)
    return exp.get("note") or sel or "any event"


def check_expectations(
    events: Sequence[Event],
    expects: Any = (),
    final: Any = None,
    state: State | None = None,
    shown: Sequence[Event] | None = None,
) -> list[str]:
    """Check ``[[expect]]`` entries (in order) against ``events`` and ``[final]`` against
    ``state``; returns a sentence for each one that does not hold.

    A sentence that quotes an event quotes it from ``shown`` (the same events as a player
    may read them, ``Game.events_for``) when given, so that it names no hidden card."""
    failures: list[str] = []
    pos = 0
    for i, exp in enumerate(expects or ()):
        if not isinstance(exp, Mapping):
            failures.append(f"expect[{i}]: not a table")
            continue
        hits = [j for j in range(pos, len(events)) if _matches(events[j], exp)]
        label = _label(exp)
        if exp.get("absent"):
            if hits:
                e = (events if shown is None else shown)[hits[0]]
                failures.append(f"expect[{i}] ({label}): should not happen, but event {e.seq}: {e}")
            continue
        if "count" in exp:
            if len(hits) != exp["count"]:
                failures.append(
                    f"expect[{i}] ({label}): {len(hits)} matching event(s), expected {exp['count']}"
                )
            if hits:
                pos = hits[-1] + 1
            continue
        if not hits:
            failures.append(f"expect[{i}] ({label}): no such event (after event {pos})")
            continue
        pos = hits[0] + 1
    if final and state is not None:
        failures += _check_final(final, state)
    return failures


def _check_final(final: Mapping[str, Any], s: State) -> list[str]:
    out = []
    if "over" in final and (s.result is not None) != bool(final["over"]):
        now = f"over ({s.result.reason})" if s.result is not None else "not over"
        out.append(f"final.over: the game is {now}")
    if "winner" in final:
        want = final["winner"]
        got = (
            None
            if s.result is None
            else ("draw" if s.result.winner is None else s.result.winner + 1)
        )
        if got != want:
            out.append(f"final.winner: expected {want!r}, got {got!r}")
    for key, spec in (final.get("players") or {}).items():
        p = int(key) - 1
        ps = s.players[p]
        for field, want in spec.items():
            if field in ("power", "critical"):
                for c, v in want.items():
                    u = ps.at(c)
                    got_v = None if u is None else getattr(stats, field)(s, u)
                    if got_v != v:
                        out.append(f"final.players.{key}.{field}.{c}: expected {v}, got {got_v}")
            else:
                size = len(getattr(ps, field))
                if size != want:
                    out.append(f"final.players.{key}.{field}: expected {want}, got {size}")
    return out
