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
  none of them; ``times = n`` at exactly ``n`` of them; ``at_decision = n`` (or ``"next"``,
  the first decision after the events matched so far) looks at one decision only. An action
  word alone that needs more (``"act"``, ``"intercept"``) means every action of that kind.
  Consecutive expectations with the same ``group = "<name>"`` match in any order.
* ``[[midway]]`` -- the board in the middle of the line, with the keys of ``[final]``,
  ``after_action = n`` (the n-th script action) or ``after_rule = "<rule>"`` (its first
  event).
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
from .actions import ACTION_KINDS, Action
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
    game: Game,
    script: Any,
    where: str = "script",
    visited: list[State] | None = None,
    marks: list[int] | None = None,
) -> list[str]:
    """Play a ``[script]`` on ``game``; returns the problems (an expected refusal that did
    not happen, or a refusal with another rule). An unplayable step raises
    :class:`RecordError` naming it. ``visited``, if given, receives the state at every
    decision of the line: where it starts, before each step, and where it ends; ``marks``
    receives, for each of them, how many events the log held then."""
    steps = script.get("actions", []) if isinstance(script, Mapping) else script
    if not isinstance(steps, list):
        raise RecordError(f"{where}: 'actions' must be a list")
    problems: list[str] = []
    for i, spec in enumerate(steps):
        at = f"{where}.actions[{i}]"
        if visited is not None:
            visited.append(game.state)
        if marks is not None:
            marks.append(len(game.events))
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
    if marks is not None:
        marks.append(len(game.events))
    return problems


def _kind_only(word: str) -> bool:
    """Whether ``word`` is an action kind written alone where that kind needs more (a card,
    a circle): ``"act"``, ``"intercept"``... In ``offered`` / ``absent`` it then stands for
    every action of that kind."""
    if word not in ACTION_KINDS:
        return False
    try:
        notation.names_in(word)
    except RecordError:
        return True
    return False


KIND_ONLY = frozenset(k for k in ACTION_KINDS if _kind_only(k))
"""The action words that, written alone in ``offered`` / ``absent``, mean any action of that
kind (``absent = "act"``: no ACT ability at all; ``absent = "intercept"``: from no circle)."""


def offered(spec: str, state: State) -> bool:
    """Whether the action ``spec`` (script notation) is one of the legal actions in
    ``state`` (False where nobody decides, or where the cards it names are not there). An
    action word alone that needs more (:data:`KIND_ONLY`, ``"act"``) is offered if any
    action of that kind is."""
    d = state.decision
    if d is None or state.result is not None:
        return False
    if spec in KIND_ONLY:
        return any(a.kind == spec for a in CANDIDATES[d.kind](state))
    try:
        action = notation.parse(state, spec)
    except RecordError:
        return False
    return action in CANDIDATES[d.kind](state)


# --------------------------------------------------------------------------- the file's keys

META_KEYS = ("title", "question", "ruling", "sources", "rules", "note")
SCRIPT_KEYS = ("actions",)
STEP_KEYS = ("action", "player", "illegal", "rule", "note")
EXPECT_KEYS = (
    "rule",
    "kind",
    "contains",
    "absent",
    "count",
    "offered",
    "times",
    "at_decision",
    "group",
    "note",
)
FINAL_KEYS = ("over", "winner", "players")
FINAL_PLAYER_KEYS = (*ZONES, "power", "critical", "circles")
MIDWAY_KEYS = ("after_action", "after_rule", "note", *FINAL_KEYS)
"""``[[midway]]``: a check of the board in the middle of the line, after script action
``after_action`` (1 = the first) or right after the first event citing ``after_rule``, with
the keys of ``[final]``."""

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
            _group_problems(k, expects)
    if "final" in data:
        _final_problems(k, data["final"])
    if "midway" in data:
        _midway_problems(k, data["midway"])
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
            if absent not in KIND_ONLY:
                k.action(absent, (*at, "absent"))
        else:
            k.add((*at, "absent"), 'expected true (no such event) or an action ("guard: ...")')
    if "offered" in table and table["offered"] not in KIND_ONLY:
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
    times = table.get("times")
    if "times" in table:
        if not isinstance(times, int) or isinstance(times, bool) or times < 0:
            k.add((*at, "times"), "expected a whole number, 0 or more")
        if "offered" not in table:
            k.add(
                (*at, "times"),
                '"times" says at how many decisions an action is offered: '
                'use it with offered = "..."',
            )
    if "at_decision" in table:
        when = table["at_decision"]
        if when != "next" and (not isinstance(when, int) or isinstance(when, bool) or when < 1):
            k.add(
                (*at, "at_decision"),
                "expected a decision of the line (1 = where the "
                'position starts) or "next" (the first after the events matched so far)',
            )
        if not actions:
            k.add((*at, "at_decision"), '"at_decision" goes with offered = "..." or absent = "..."')
        if "times" in table:
            k.add(at, '"times" counts decisions over the line: it does not go with "at_decision"')
    if "group" in table:
        k.text(table["group"], (*at, "group"))
        if actions or "absent" in table or "count" in table:
            k.add(
                (*at, "group"),
                "a group matches events in any order: its expectations say "
                'which event (rule, kind, contains), without "absent", "count" or "offered"',
            )
    if table and not events and not actions and isinstance(exp, Mapping):
        k.add(at, 'say which events: "rule", "kind" or "contains" (or an action to look for)')


def _group_problems(k: _Keys, expects: list[Any]) -> None:
    """The expectations of one ``group`` stand together (one after another)."""
    seen: set[str] = set()
    last: str | None = None
    for i, exp in enumerate(expects):
        g = exp.get("group") if isinstance(exp, Mapping) else None
        g = g if isinstance(g, str) else None
        if g is not None and g != last and g in seen:
            k.add(
                ("expect", str(i), "group"),
                f"the expectations of group {g!r} stand together, one after another",
            )
        if g is not None:
            seen.add(g)
        last = g


def _midway_problems(k: _Keys, midway: Any) -> None:
    if not isinstance(midway, list):
        k.add(("midway",), "expected [[midway]] tables")
        return
    for i, item in enumerate(midway):
        at = ("midway", str(i))
        table = k.table(item, at, MIDWAY_KEYS)
        if not isinstance(item, Mapping):
            continue
        whens = [w for w in ("after_action", "after_rule") if w in table]
        if len(whens) != 1:
            k.add(
                at,
                "say when: after_action = n (the n-th action of the script) or "
                'after_rule = "<rule>" (its first event), one of them',
            )
        n = table.get("after_action")
        if "after_action" in table and (not isinstance(n, int) or isinstance(n, bool) or n < 0):
            k.add((*at, "after_action"), "expected a whole number, 0 (the position) or more")
        if "after_rule" in table:
            k.rule(table["after_rule"], (*at, "after_rule"))
        if "note" in table:
            k.text(table["note"], (*at, "note"))
        board = {f: table[f] for f in FINAL_KEYS if f in table}
        if not board:
            k.add(at, "a midway check says what the board shows: over, winner or players")
        _final_problems(k, board, at)


def _final_problems(k: _Keys, final: Any, path: tuple[str, ...] = ("final",)) -> None:
    table = k.table(final, path, FINAL_KEYS)
    if "over" in table and not isinstance(table["over"], bool):
        k.add((*path, "over"), "expected true or false")
    if "winner" in table and table["winner"] not in (1, 2, "draw"):
        k.add((*path, "winner"), 'expected 1, 2 or "draw"')
    players = k.table(table.get("players", {}), (*path, "players"), ("1", "2"))
    for key, spec in players.items():
        at = (*path, "players", str(key))
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
    *,
    marks: Sequence[int] | None = None,
    snapshots: Sequence[State] | None = None,
    midway: Any = None,
) -> list[str]:
    """Check ``[[expect]]`` entries (in order) against ``events``, ``[final]`` against
    ``state`` and ``[[midway]]`` against the board in the middle of the line; returns a
    sentence for each one that does not hold.

    ``offered`` / ``absent = "<action>"`` are checked at ``decisions`` (the states at the
    decisions of the scripted line, see :func:`play_script`; by default ``state`` alone);
    ``marks`` (how many events the log held at each of them) places ``at_decision = "next"``.
    Expectations of one ``group`` match distinct events in any order. ``[[midway]]`` reads
    the state after a script action in ``decisions`` or after an event in ``snapshots``
    (``Game.snapshots``). A sentence that quotes an event quotes it from ``shown`` (the same
    events as a player may read them, ``Game.events_for``) when given, so that it names no
    hidden card; the contents of a zone are quoted only if ``viewer`` may see them."""
    failures: list[str] = []
    pos = 0
    line = list(decisions) if decisions is not None else ([state] if state is not None else [])
    exps = list(expects or ())
    i = 0
    while i < len(exps):
        exp = exps[i]
        if not isinstance(exp, Mapping):
            failures.append(f"expect[{i}]: not a table")
            i += 1
            continue
        group = exp.get("group")
        if isinstance(group, str):
            j = i
            while j < len(exps) and isinstance(exps[j], Mapping) and exps[j].get("group") == group:
                j += 1
            end, missing = _match_group(events, pos, exps[i:j])
            if end is None:
                labels = "; ".join(_label(exps[i + m]) for m in missing)
                failures.append(
                    f"expect[{i}..{j - 1}] (group {group!r}): after event {pos}, no distinct "
                    f"events match them all in any order (unmatched: {labels})"
                )
            else:
                pos = end
            i = j
            continue
        i += 1
        if "offered" in exp or isinstance(exp.get("absent"), str):
            failures += _check_offered(i - 1, exp, line, marks, pos)
            continue
        hits = [j for j in range(pos, len(events)) if _matches(events[j], exp)]
        label = _label(exp)
        if exp.get("absent"):
            if hits:
                e = (events if shown is None else shown)[hits[0]]
                failures.append(
                    f"expect[{i - 1}] ({label}): should not happen, but event {e.seq}: {e}"
                )
            continue
        if "count" in exp:
            if len(hits) != exp["count"]:
                failures.append(
                    f"expect[{i - 1}] ({label}): {len(hits)} matching event(s), expected "
                    f"{exp['count']}"
                )
            if hits:
                pos = hits[-1] + 1
            continue
        if not hits:
            failures.append(f"expect[{i - 1}] ({label}): no such event (after event {pos})")
            continue
        pos = hits[0] + 1
    for k, item in enumerate(midway or ()):
        failures += _check_midway(k, item, events, decisions, snapshots, viewer)
    if final and state is not None:
        failures += _check_final(final, state, viewer)
    return failures


def _match_group(
    events: Sequence[Event], pos: int, members: Sequence[Mapping[str, Any]]
) -> tuple[int | None, list[int]]:
    """Match each expectation of a group to its own event from ``pos`` on, in any order, using
    as short a stretch of the log as can be (events are taken in order; an expectation may
    give its event up to another that has no other). Returns the position after the last
    event used, or None and the expectations left unmatched."""
    holder: dict[int, int] = {}  # expectation -> the event it matched

    def place(e: int, seen: set[int]) -> bool:
        for m, exp in enumerate(members):
            if m in seen or not _matches(events[e], exp):
                continue
            seen.add(m)
            if m not in holder or place(holder[m], seen):
                holder[m] = e
                return True
        return False

    for e in range(pos, len(events)):
        place(e, set())
        if len(holder) == len(members):
            return max(holder.values()) + 1, []
    return None, [m for m in range(len(members)) if m not in holder]


def _check_offered(
    i: int,
    exp: Mapping[str, Any],
    line: Sequence[State],
    marks: Sequence[int] | None,
    pos: int,
) -> list[str]:
    """``offered`` / ``absent = "<action>"`` over the decisions of the line, or at one of them
    (``at_decision``), or at how many (``times``)."""
    spec = str(exp.get("offered", exp.get("absent")))
    label = exp.get("note") or spec
    head = f"expect[{i}] ({label})"
    when = exp.get("at_decision")
    if when is not None:
        if when == "next":
            at_marks = list(marks) if marks is not None else [0] * len(line)
            k = next((j for j, m in enumerate(at_marks) if m >= pos), None)
            if k is None:
                return [f"{head}: no decision of the line comes after event {pos}"]
        else:
            k = int(when) - 1
            if k >= len(line):
                return [f"{head}: the line has {len(line)} decision(s), not {when}"]
        here = offered(spec, line[k])
        if "offered" in exp and not here:
            return [f"{head}: {spec!r} is not offered at decision {k + 1} of the line"]
        if "absent" in exp and here:
            return [f"{head}: {spec!r} should not be offered, but it is at decision {k + 1}"]
        return []
    at = [j for j, st in enumerate(line) if offered(spec, st)]
    if "times" in exp and len(at) != exp["times"]:
        where = f" (decisions {', '.join(str(j + 1) for j in at)})" if at else ""
        return [
            f"{head}: {spec!r} is offered at {len(at)} decision(s) of the line{where}, "
            f"expected {exp['times']}"
        ]
    if "offered" in exp and not at:
        return [f"{head}: {spec!r} is offered at none of the {len(line)} decision(s) of the line"]
    if "absent" in exp and at:
        return [
            f"{head}: {spec!r} should never be offered, but it is at decision {at[0] + 1} of "
            f"{len(line)} of the line"
        ]
    return []


def _check_midway(
    k: int,
    item: Any,
    events: Sequence[Event],
    decisions: Sequence[State] | None,
    snapshots: Sequence[State] | None,
    viewer: int | None,
) -> list[str]:
    """One ``[[midway]]`` check: the board after a script action or after an event."""
    where = f"midway[{k}]"
    if not isinstance(item, Mapping):
        return [f"{where}: not a table"]
    if "after_action" in item:
        n = item["after_action"]
        if decisions is None:
            return [f"{where}: the board after action {n} needs the line's decisions"]
        if n >= len(decisions):
            return [f"{where}: the script has {len(decisions) - 1} action(s), not {n}"]
        st = decisions[n]
        when = f"after action {n}"
    else:
        rule = item.get("after_rule")
        e = next((j for j, ev in enumerate(events) if ev.rule == rule), None)
        if e is None:
            return [f"{where}: no event cites {rule!r}, so there is no board after it"]
        if snapshots is None or e >= len(snapshots):
            return [f"{where}: the board after event {events[e].seq} needs the game's snapshots"]
        st = snapshots[e]
        when = f"after event {events[e].seq} ({rule})"
    board = {f: item[f] for f in FINAL_KEYS if f in item}
    return [f"{p} [{when}]" for p in _check_final(board, st, viewer, where)]


def _check_final(
    final: Mapping[str, Any], s: State, viewer: int | None = None, where: str = "final"
) -> list[str]:
    out = []
    if "over" in final and (s.result is not None) != bool(final["over"]):
        now = f"over ({s.result.reason})" if s.result is not None else "not over"
        out.append(f"{where}.over: the game is {now}")
    if "winner" in final:
        want = final["winner"]
        got = (
            None
            if s.result is None
            else ("draw" if s.result.winner is None else s.result.winner + 1)
        )
        if got != want:
            out.append(f"{where}.winner: expected {want!r}, got {got!r}")
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
                            f"{where}.players.{key}.circles.{c}: expected {name!r}, got {shown}"
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
                        f"{where}.players.{key}.{field}: expected {sorted(want)}, got {got_text}"
                    )
            elif field in ("power", "critical"):
                for c, v in want.items():
                    u = ps.at(c)
                    got_v = None if u is None else getattr(stats, field)(s, u)
                    if got_v != v:
                        out.append(f"{where}.players.{key}.{field}.{c}: expected {v}, got {got_v}")
            else:
                size = len(getattr(ps, field))
                if size != want:
                    out.append(f"{where}.players.{key}.{field}: expected {want}, got {size}")
    return out
