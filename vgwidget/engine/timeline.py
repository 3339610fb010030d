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
  ``offered = "<action>"`` says the action is open at one decision or more of the line
  (from the position to the end of the script); ``absent = "<action>"`` says it is open at
  none of them.
* ``[final]`` -- the state at the end: ``over`` (true/false), ``winner`` (1, 2 or
  ``"draw"``) and ``[final.players.N]`` with zone sizes (``damage = 5``, ``hand = 2`` ...)
  or contents (``hand = ["Ember Lancer", "Sparkflit Sprite"]``, in any order),
  ``power``/``critical`` of units by circle (``power = { VC = 23000 }``) and which unit
  stands on a circle (``circles = { VC = "Magmaforge Tyrant", FL = "" }``, ``""``: empty).

Every key of these tables is checked when the file is read (:func:`extras_problems`): an
unknown key, a rule ID or event kind the engine does not have, a misspelt action word or a
card name not in the pool is an error naming the line -- a typo must never make a check
that cannot fail.

>>> from vgwidget.engine.game import Game
>>> g = Game.new(seed=1)
>>> describe_action(g.state, g.legal_actions()[0])
'Player 1: Keep the opening hand'
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from . import notation, stats
from .actions import Action
from .catalogue import rule_ids
from .errors import IllegalAction, RecordError
from .events import EVENT_KINDS, Event
from .procedures import CANDIDATES
from .state import CIRCLES, ZONES, State
from .view import can_see

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

__all__ = [
    "describe_action",
    "parse_action",
    "play_script",
    "check_expectations",
    "extras_problems",
]


def describe_action(state: State, a: Action, viewer: int | None = None) -> str:
    """A decision in words, after the deciding player's name (see
    :func:`vgwidget.engine.notation.describe`)."""
    return f"Player {a.player + 1}: {notation.describe(state, a, viewer)}"


def parse_action(spec: Any, state: State, where: str = "script") -> Action:
    """A scripted decision as an :class:`Action` (:func:`vgwidget.engine.notation.parse`)."""
    return notation.parse(state, spec, where)


def play_script(
    game: Game, script: Any, where: str = "script", visited: list[State] | None = None
) -> list[str]:
    """Play a ``[script]`` on ``game``; returns the problems (an expected refusal that did
    not happen, or a refusal with another rule). An unplayable step raises
    :class:`RecordError` naming it. ``visited``, if given, receives the state at every
    decision of the line: where it starts, before each step, and where it ends."""
    steps = script.get("actions", []) if isinstance(script, Mapping) else script
    if not isinstance(steps, list):
        raise RecordError(f"{where}: 'actions' must be a list")
    problems: list[str] = []
    for i, spec in enumerate(steps):
        at = f"{where}.actions[{i}]"
        if visited is not None:
            visited.append(game.state)
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
    if visited is not None:
        visited.append(game.state)
    return problems


def offered(spec: str, state: State) -> bool:
    """Whether the action ``spec`` (script notation) is one of the legal actions in
    ``state`` (False where nobody decides, or where the cards it names are not there)."""
    d = state.decision
    if d is None or state.result is not None:
        return False
    try:
        action = notation.parse(state, spec)
    except RecordError:
        return False
    return action in CANDIDATES[d.kind](state)


# --------------------------------------------------------------------------- the file's keys

META_KEYS = ("title", "question", "ruling", "sources", "rules", "note")
SCRIPT_KEYS = ("actions",)
STEP_KEYS = ("action", "player", "illegal", "rule", "note")
EXPECT_KEYS = ("rule", "kind", "contains", "absent", "count", "offered", "note")
FINAL_KEYS = ("over", "winner", "players")
FINAL_PLAYER_KEYS = (*(z for z in ZONES if z != "displaced"), "power", "critical", "circles")
"""Every zone but ``displaced`` (a unit called over waits there only inside a procedure, never
where a script ends), and the units' figures."""

Problem = tuple[tuple[str, ...], str]
"""A problem with a position file's key: the key's path and what is wrong."""


class _Keys:
    """Collects the problems of the ``meta``, ``script``, ``expect`` and ``final`` tables."""

    def __init__(self, unknown_card: Callable[[str], str | None] | None) -> None:
        self.problems: list[Problem] = []
        self.unknown_card = unknown_card

    def add(self, path: tuple[str, ...], message: str) -> None:
        self.problems.append((path, message))

    def table(self, value: Any, path: tuple[str, ...], keys: Sequence[str]) -> dict[str, Any]:
        if not isinstance(value, Mapping):
            self.add(path, f"expected a table, not {type(value).__name__}")
            return {}
        for k in value:
            if k not in keys:
                self.add((*path, str(k)), f'unknown key "{k}"{_hint(str(k), keys)}')
        return dict(value)

    def text(self, value: Any, path: tuple[str, ...]) -> str | None:
        if not isinstance(value, str):
            self.add(path, f"expected a text, not {type(value).__name__}")
            return None
        return value

    def rule(self, value: Any, path: tuple[str, ...]) -> None:
        if self.text(value, path) is not None and value not in rule_ids():
            self.add(path, f"unknown rule {value!r}{_hint(value, sorted(rule_ids()))}")

    def action(self, value: Any, path: tuple[str, ...]) -> None:
        """A script line: its action word and form, and the cards it names."""
        text = self.text(value, path)
        if text is None:
            return
        try:
            names = notation.names_in(text, ".".join(path))
        except RecordError as e:
            self.add(path, str(e).split(": ", 1)[-1])
            return
        for name in names:
            problem = self.unknown_card(name) if self.unknown_card is not None else None
            if problem is not None:
                self.add(path, problem)


def _hint(word: str, known: Sequence[str]) -> str:
    close = difflib.get_close_matches(word, list(known), n=1, cutoff=0.6)
    return f' (did you mean "{close[0]}"?)' if close else f" (known: {', '.join(known)})"


def extras_problems(
    data: Mapping[str, Any], unknown_card: Callable[[str], str | None] | None = None
) -> list[Problem]:
    """Every problem of a position's ``meta``, ``script``, ``expect`` and ``final`` tables:
    unknown keys (with the nearest known key), values of the wrong type, rule IDs, event
    kinds and action words the engine does not have, and card names that ``unknown_card``
    (given a name, a message or None) does not know.

    >>> extras_problems({"expect": [{"rule": "battle.no-hit", "absnt": True}]})
    [(('expect', '0', 'absnt'), 'unknown key "absnt" (did you mean "absent"?)')]
    >>> print(extras_problems({"expect": [{"rule": "battle.no-hitt"}]})[0][1])
    unknown rule 'battle.no-hitt' (did you mean "battle.no-hit"?)
    """
    k = _Keys(unknown_card)
    if "meta" in data:
        meta = k.table(data["meta"], ("meta",), META_KEYS)
        for key in ("title", "question", "ruling", "note"):
            if key in meta:
                k.text(meta[key], ("meta", key))
        for key in ("sources", "rules"):
            items = meta.get(key, [])
            if not isinstance(items, list):
                k.add(("meta", key), "expected a list")
                continue
            for i, item in enumerate(items):
                (k.rule if key == "rules" else k.text)(item, ("meta", key, str(i)))
    if "script" in data:
        _script_problems(k, data["script"])
    if "expect" in data:
        expects = data["expect"]
        if not isinstance(expects, list):
            k.add(("expect",), "expected [[expect]] tables")
        else:
            for i, exp in enumerate(expects):
                _expect_problems(k, exp, ("expect", str(i)))
    if "final" in data:
        _final_problems(k, data["final"])
    return k.problems


def _script_problems(k: _Keys, script: Any) -> None:
    if isinstance(script, Mapping):
        steps = k.table(script, ("script",), SCRIPT_KEYS).get("actions", [])
        path: tuple[str, ...] = ("script", "actions")
    else:
        steps, path = script, ("script",)
    if not isinstance(steps, list):
        k.add(path, "expected a list of actions")
        return
    for i, step in enumerate(steps):
        at = (*path, str(i))
        if isinstance(step, str):
            k.action(step, at)
            continue
        if not isinstance(step, Mapping):
            k.add(at, "a scripted decision is a text or a table")
            continue
        table = k.table(step, at, STEP_KEYS)
        if "action" not in table:
            k.add(at, '"action" is missing')
        else:
            k.action(table["action"], (*at, "action"))
        if "player" in table and table["player"] not in (1, 2):
            k.add((*at, "player"), "the player is 1 or 2")
        if "illegal" in table and not isinstance(table["illegal"], bool):
            k.add((*at, "illegal"), "expected true or false")
        if "rule" in table:
            k.rule(table["rule"], (*at, "rule"))
            if not table.get("illegal"):
                k.add((*at, "rule"), '"rule" names the rule of a refusal: add illegal = true')
        if "note" in table:
            k.text(table["note"], (*at, "note"))


def _expect_problems(k: _Keys, exp: Any, at: tuple[str, ...]) -> None:
    table = k.table(exp, at, EXPECT_KEYS)
    if not table and isinstance(exp, Mapping):
        k.add(at, "an empty expectation checks nothing")
    if "rule" in table:
        k.rule(table["rule"], (*at, "rule"))
    if "kind" in table and k.text(table["kind"], (*at, "kind")) is not None:
        kind = table["kind"]
        if kind not in EVENT_KINDS:
            k.add((*at, "kind"), f"unknown event kind {kind!r}{_hint(kind, sorted(EVENT_KINDS))}")
    for key in ("contains", "note"):
        if key in table:
            k.text(table[key], (*at, key))
    absent = table.get("absent")
    if "absent" in table and not isinstance(absent, bool):
        if isinstance(absent, str):
            k.action(absent, (*at, "absent"))
        else:
            k.add((*at, "absent"), 'expected true (no such event) or an action ("guard: ...")')
    if "offered" in table:
        k.action(table["offered"], (*at, "offered"))
    count = table.get("count")
    if "count" in table and (not isinstance(count, int) or isinstance(count, bool) or count < 0):
        k.add((*at, "count"), "expected a whole number, 0 or more")
    events = [key for key in ("rule", "kind", "contains") if key in table]
    actions = [key for key in ("offered",) if key in table] + (
        ["absent"] if isinstance(absent, str) else []
    )
    if actions and (events or "count" in table or len(actions) > 1):
        k.add(at, 'an expectation about an action (offered / absent = "...") stands alone')
    if absent is True and "count" in table:
        k.add(at, '"absent" and "count" together: write count = 0')
    if table and not events and not actions and isinstance(exp, Mapping):
        k.add(at, 'say which events: "rule", "kind" or "contains" (or an action to look for)')


def _final_problems(k: _Keys, final: Any) -> None:
    table = k.table(final, ("final",), FINAL_KEYS)
    if "over" in table and not isinstance(table["over"], bool):
        k.add(("final", "over"), "expected true or false")
    if "winner" in table and table["winner"] not in (1, 2, "draw"):
        k.add(("final", "winner"), 'expected 1, 2 or "draw"')
    players = k.table(table.get("players", {}), ("final", "players"), ("1", "2"))
    for key, spec in players.items():
        at = ("final", "players", str(key))
        side = k.table(spec, at, FINAL_PLAYER_KEYS)
        for field, want in side.items():
            here = (*at, field)
            if field in ("power", "critical", "circles"):
                by_circle = k.table(want, here, CIRCLES)
                for circle, v in by_circle.items():
                    if field == "circles":
                        if k.text(v, (*here, circle)) and k.unknown_card is not None:
                            problem = k.unknown_card(v)
                            if problem is not None:
                                k.add((*here, circle), problem)
                    elif not isinstance(v, int) or isinstance(v, bool):
                        k.add((*here, circle), "expected a whole number")
            elif isinstance(want, list):
                for i, name in enumerate(want):
                    if k.text(name, (*here, str(i))) and k.unknown_card is not None:
                        problem = k.unknown_card(name)
                        if problem is not None:
                            k.add((*here, str(i)), problem)
            elif not isinstance(want, int) or isinstance(want, bool) or want < 0:
                k.add(here, "expected a number of cards or a list of card names")


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
    decisions: Sequence[State] | None = None,
    viewer: int | None = None,
) -> list[str]:
    """Check ``[[expect]]`` entries (in order) against ``events`` and ``[final]`` against
    ``state``; returns a sentence for each one that does not hold.

    ``offered`` / ``absent = "<action>"`` are checked at ``decisions`` (the states at the
    decisions of the scripted line, see :func:`play_script`; by default ``state`` alone).
    A sentence that quotes an event quotes it from ``shown`` (the same events as a player
    may read them, ``Game.events_for``) when given, so that it names no hidden card; the
    contents of a zone are quoted only if ``viewer`` may see them."""
    failures: list[str] = []
    pos = 0
    line = list(decisions) if decisions is not None else ([state] if state is not None else [])
    for i, exp in enumerate(expects or ()):
        if not isinstance(exp, Mapping):
            failures.append(f"expect[{i}]: not a table")
            continue
        if "offered" in exp or isinstance(exp.get("absent"), str):
            spec = str(exp.get("offered", exp.get("absent")))
            at = [j for j, st in enumerate(line) if offered(spec, st)]
            label = exp.get("note") or spec
            if "offered" in exp and not at:
                failures.append(
                    f"expect[{i}] ({label}): {spec!r} is offered at none of the "
                    f"{len(line)} decision(s) of the line"
                )
            elif "absent" in exp and at:
                failures.append(
                    f"expect[{i}] ({label}): {spec!r} should never be offered, but it is at "
                    f"decision {at[0] + 1} of {len(line)} of the line"
                )
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
        failures += _check_final(final, state, viewer)
    return failures


def _check_final(final: Mapping[str, Any], s: State, viewer: int | None = None) -> list[str]:
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
            if field == "circles":
                for c, name in want.items():
                    u = ps.at(c)
                    got_name = "" if u is None else s.table.cards[u].name
                    if got_name != name:
                        shown = repr(got_name) if got_name else "empty"
                        out.append(
                            f"final.players.{key}.circles.{c}: expected {name!r}, got {shown}"
                        )
            elif isinstance(want, list):
                zone: tuple[int, ...] = getattr(ps, field)
                got_names = sorted(s.table.cards[c].name for c in zone)
                if got_names != sorted(want):
                    if all(can_see(s, c, field, viewer) for c in zone):
                        got_text = str(got_names)
                    else:  # the judge's file may name them; this view may not see them
                        got_text = f"{len(zone)} card(s) hidden from this view"
                    out.append(
                        f"final.players.{key}.{field}: expected {sorted(want)}, got {got_text}"
                    )
            elif field in ("power", "critical"):
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
