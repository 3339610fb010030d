"""The helpers the tutorial notebooks share (``tutorials/src/*.py``).

Every notebook starts with one import line, for example::

    from vgwidget import Game
    from vgwidget.tutorial import ask, board, field, play, rule

* :func:`rule` shows catalogue rules in plain words (:class:`RuleText`), with where the
  sources differ behind a "sources" toggle;
* :func:`play` takes one legal action, chosen by kind and card name or circle, and prints
  the explain-log lines it caused;
* :func:`board` shows a game in the board widget and keeps it up to date as :func:`play`
  moves the game on;
* :func:`ask` asks the learner to predict what the rules will do (a
  :class:`vgwidget.quiz.Predict`). Until the learner has answered, every board keeps showing
  the game as it was when the question was asked, so running the later cells first ("Run
  All") does not give the answer away on the board;
* :func:`field`, :func:`unit` and :func:`options` print the table and the legal actions as
  text; :class:`Case` replays a casebook position file step by step (notebook 9).

All of them act on one :class:`Lesson` (the module's :data:`LESSON`): the boards on screen
and the questions not yet answered. Tests make their own ``Lesson``.
"""

from __future__ import annotations

import html
import textwrap
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import Any

from IPython.display import display

from ..engine.catalogue import FORMAT_NAMES, Rule, get_rule
from ..engine.errors import IllegalAction
from ..engine.game import Game
from ..engine.notation import describe, parse, to_script
from ..engine.position import load as load_position
from ..engine.position import positions_dir
from ..engine.timeline import check_expectations
from ..quiz import Predict, Verdict, find_action
from ..widget import VanguardWidget
from ..widget.play import copy_game
from .coach import Coach, first_game

__all__ = [
    "HELD_NOTE",
    "HELD_TITLE",
    "LESSON",
    "PATHS",
    "Case",
    "Coach",
    "Lesson",
    "RuleText",
    "ask",
    "board",
    "case_file",
    "field",
    "field_text",
    "first_game",
    "options",
    "play",
    "power_first",
    "rule",
    "show_new",
    "unit",
    "wrap",
]

HELD_TITLE = "Paused at a question: answer it to see what happens next"
"""The title a board shows while it holds the game at an unanswered question."""

HELD_NOTE = "answer the question first: this board shows the game as it was when it was asked"
"""Why a board held at a question offers no move (its ``paused`` text)."""

PATHS: dict[str, tuple[int, ...]] = {
    "play": (0, 1, 2, 3, 4, 5, 6, 7, 8, 12),
    "judge": (9, 10, 13, 11),
}
"""The two reading paths through the tutorials, by notebook number: ``play`` teaches a newcomer
to play, in order; ``judge`` serves judges and course authors (the casebook, position files,
statistics). Each notebook's last line names the next one of its path; the last of a path
names the first of the other."""

TRIGGER_BONUS_KINDS = ("power-to", "critical-to")
"""The decisions that hand out a trigger's bonus (see :func:`power_first`)."""


# --------------------------------------------------------------------------- text


FORMAT_WORDS = {"standard": "Standard", "classic": "Classic", "g": "Premium"}
"""The catalogue's format names as a learner reads them."""


def _formats(r: Rule) -> str:
    if set(r.formats) == set(FORMAT_NAMES):
        return "every format"
    return ", ".join(FORMAT_WORDS.get(f, f) for f in r.formats) + " only"


class RuleText:
    """Catalogue rules as a learner reads them: each rule's title, the formats it belongs to
    and what it says, in plain words. Where the sources disagree, and which documents the
    rule comes from, wait behind a "sources" toggle (in a notebook), or behind
    ``vgwidget rules ID`` (as text)."""

    def __init__(self, ids: Sequence[str]) -> None:
        self.rules: tuple[Rule, ...] = tuple(get_rule(i) for i in ids)

    def __str__(self) -> str:
        parts = []
        for r in self.rules:
            lines = [
                f"{r.id} -- {r.title} ({_formats(r)})",
                "",
                textwrap.indent(wrap(r.summary, 78), "  "),
            ]
            if r.variance:
                note = f"(The sources differ on it: see “sources”, or `vgwidget rules {r.id}`.)"
                lines.append(textwrap.indent(wrap(note, 78), "  "))
            parts.append("\n".join(lines))
        return "\n\n".join(parts)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        e = html.escape
        out = []
        for r in self.rules:
            details = []
            if r.variance:
                details.append(f"<p><b>Where the sources differ:</b> {e(r.variance)}</p>")
            details.append("<ul>" + "".join(f"<li>{e(x)}</li>" for x in r.sources) + "</ul>")
            if r.cr:
                details.append(f"<p>Comprehensive Rules: {e(r.cr)}</p>")
            toggle = "sources (they differ)" if r.variance else "sources"
            out.append(
                "<div class='vgw-rule-card'>"
                f"<p><b>{e(r.title)}</b> <code>[{e(r.id)}]</code> "
                f"<small>{e(_formats(r))}</small></p>"
                f"<p>{e(r.summary)}</p>"
                f"<details><summary>{toggle}</summary>{''.join(details)}</details></div>"
            )
        return "".join(out)


def rule(*ids: str) -> None:
    """Show catalogue rules in plain words (see :class:`RuleText`): as text outside a
    notebook, with a "sources" toggle in one.

    An unknown ID raises ``UnknownRule`` (a ``KeyError``) naming it.
    """
    display(RuleText(ids))  # type: ignore[no-untyped-call]


def wrap(text: str, width: int = 100) -> str:
    """``text`` with its white space made single and wrapped at ``width`` columns."""
    return textwrap.fill(" ".join(text.split()), width)


def unit(card: dict[str, Any] | None) -> str:
    """One circle of a view as text: the unit's name, its power now, and ``R`` if it is
    rested; ``-`` for an empty circle, ``(face down)`` for a card the viewer may not see."""
    if card is None:
        return "-"
    if card.get("hidden"):
        return "(face down)"
    rested = " R" if card["rested"] else ""
    return f"{card['name']} {card['stats']['power']:,}{rested}"


FIELD_ROWS: dict[int, tuple[tuple[str, str, str], ...]] = {
    1: (("BR", "BC", "BL"), ("FR", "VC", "FL")),
    0: (("FL", "VC", "FR"), ("BL", "BC", "BR")),
}
"""The circles row by row as Player 1 sees the table: Player 2 sits across it, so their back
row is the farthest away and their left is Player 1's right."""


def field_text(game: Game, viewer: int | None = None) -> str:
    """Both fields as text, seen from Player 1's seat (``viewer``: ``None`` for the judge, who
    sees every card, ``0``/``1`` for what Player 1/Player 2 may see)."""
    v = game.view(viewer)
    lines = []
    for p in (1, 0):
        circles = v["players"][p]["circles"]
        lines.append(f"Player {p + 1}")
        for row in FIELD_ROWS[p]:
            lines.append("   " + "  |  ".join(f"{c} {unit(circles[c])}" for c in row))
    return "\n".join(lines)


def field(game: Game, viewer: int | None = None) -> None:
    """Print both fields, seen from Player 1's seat (see :func:`field_text`)."""
    print(field_text(game, viewer))


def options(game: Game) -> None:
    """Print the legal actions now, one a line, in the script notation: cards by name, circles
    by their short names (the lines a position file's ``[script]`` takes)."""
    for a in game.legal_actions():
        print("  " + to_script(game.state, a))


def power_first(game: Game) -> list[dict[str, str]]:
    """In Standard a draw or over trigger asks which of its effects comes first; the lessons
    give the power first. Returns the answer to give (as :func:`find_action` arguments), or
    an empty list when no such question is waiting."""
    if (game.decision or {}).get("kind") == "trigger-order":
        return [{"kind": "trigger-order", "target": "power-first"}]
    return []


# --------------------------------------------------------------------------- the lesson


_copy = copy_game
"""An independent copy of a game as it is now (see :func:`vgwidget.widget.play.copy_game`)."""


@dataclass
class _Board:
    widget: VanguardWidget
    live: Game
    """The learner's game; ``widget.game`` is it, or a copy while a question is open."""
    title: str = ""
    """The board's own title, shown again once no question holds it."""


@dataclass
class _Question:
    quiz: Predict
    held: dict[int, Game | None] = dataclass_field(default_factory=dict)
    """By ``id`` of a live game with a board: that game as it was when the question was asked
    (``None``: it could not be copied, so its boards are simply not refreshed)."""


def _settled(q: Predict) -> bool:
    """Whether the learner's answer has been given away: a right pick, or a pick whose
    feedback shows the answer (a quiz that allows retrying can say, with a ``revealed``
    attribute, that a wrong pick did not give the answer yet)."""
    if q.correct is True:
        return True
    revealed = getattr(q, "revealed", None)
    if isinstance(revealed, bool):
        return revealed
    return bool(q.feedback)


class Lesson:
    """The boards a notebook shows and the questions the learner has not answered yet."""

    def __init__(self) -> None:
        self._boards: list[_Board] = []
        self._open: list[_Question] = []

    # ------------------------------------------------------------------ boards
    @property
    def boards(self) -> list[VanguardWidget]:
        """The board widgets made by :meth:`board`, oldest first."""
        return [b.widget for b in self._boards]

    def board(self, game: Game, perspective: int | None = None) -> VanguardWidget:
        """Show ``game`` in the board widget. ``perspective=None`` is the judge, who sees every
        card; ``0`` or ``1`` shows only what Player 1 or Player 2 may see. :meth:`play` keeps
        the board up to date; while a question asked after the board was made is open, the
        board shows the game as it was when the question was asked and offers no move.

        A click on the board never moves the lesson's game: the board is a practice board
        (the learner plays on a copy, and "Back to the lesson" shows the lesson's game again),
        and it shows the lesson's game once more when the lesson moves on."""
        w = VanguardWidget(game, perspective=perspective, practice=True)
        self._boards.append(_Board(w, game, w.title))
        return w

    def shown(self, w: VanguardWidget) -> Game:
        """The game board ``w`` shows now: its live game, or a copy held for an open question."""
        for b in self._boards:
            if b.widget is w:
                return self._target(b) or b.widget.game
        raise LookupError("this board was not made by this lesson")

    def _target(self, b: _Board) -> Game | None:
        for q in self._open:
            key = id(b.live)
            if key in q.held:
                return q.held[key]
        return b.live

    def _sync(self, games: Iterable[Game] | None = None) -> None:
        """Bring the boards (of ``games``, or all) to what they may show now."""
        ids = None if games is None else {id(g) for g in games}
        for b in self._boards:
            if ids is not None and id(b.live) not in ids:
                continue
            target = self._target(b)
            held = target is not b.live
            b.widget.title = HELD_TITLE if held else b.title
            b.widget.paused = HELD_NOTE if held else ""
            if target is None:
                continue  # held, and the game could not be copied: leave the board as it is
            if b.widget.game is not target:
                b.widget.game = target
            elif target is b.live:
                b.widget.refresh()

    # ------------------------------------------------------------------ questions
    @property
    def open_questions(self) -> list[Predict]:
        """The questions asked and not answered yet, oldest first."""
        return [q.quiz for q in self._open]

    def ask(
        self,
        question: str,
        choices: Sequence[str],
        answer: Callable[[], Verdict] | Verdict,
        look: str = "",
    ) -> Predict:
        """Ask the learner to predict (a :class:`~vgwidget.quiz.Predict`: the answer is worked
        out now by ``answer`` and stays in Python). Until it is answered, the boards of every
        game keep showing that game as it is now, and offer no move. ``look``: what to look at,
        the second of the question's hints (the first names the rule, the third gives the
        answer); without it, the second hint says what the rule says."""
        quiz = Predict(question, list(choices), answer, look=look)
        entry = _Question(quiz)
        seen: set[int] = set()
        for b in self._boards:
            key = id(b.live)
            if key in seen:
                continue
            seen.add(key)
            entry.held[key] = _copy(b.live)
        self._open.append(entry)
        self._sync()  # the boards hold the game from now on, and offer no move

        def on_change(_change: Any) -> None:
            if entry in self._open and _settled(quiz):
                self._open.remove(entry)
                self._sync()

        quiz.observe(on_change, names=["feedback", "correct", "picked", "revealed"])
        return quiz

    # ------------------------------------------------------------------ play
    def play(self, game: Game, kind: str, **match: Any) -> None:
        """Take the legal action of ``kind`` that matches (``card`` name, ``circle``,
        ``target``, ``cards``: see :func:`~vgwidget.quiz.find_action`), print the explain-log
        lines it caused, and bring this game's boards up to date. Asked to give a trigger's
        bonus while the game asks which effect of the trigger comes first, it first answers
        "the power first" (:func:`power_first`)."""
        start = len(game.events)
        if kind in TRIGGER_BONUS_KINDS:
            for a in power_first(game):
                game.apply(find_action(game, a["kind"], target=a["target"]))
        game.apply(find_action(game, kind, **match))
        print(game.explain(start=start))
        self._sync([game])


LESSON = Lesson()
"""The lesson of the running notebook (one per kernel)."""


def board(game: Game, perspective: int | None = None) -> VanguardWidget:
    """Show a game in the board widget (see :meth:`Lesson.board`)."""
    return LESSON.board(game, perspective)


def play(game: Game, kind: str, **match: Any) -> None:
    """Take a legal action and print what it caused (see :meth:`Lesson.play`)."""
    LESSON.play(game, kind, **match)


def ask(
    question: str,
    choices: Sequence[str],
    answer: Callable[[], Verdict] | Verdict,
    look: str = "",
) -> Predict:
    """Ask the learner to predict what the rules will do (see :meth:`Lesson.ask`)."""
    return LESSON.ask(question, choices, answer, look)


# --------------------------------------------------------------------------- the casebook


def case_file(name: str) -> Path:
    """A casebook position file: ``positions/NAME`` next to the notebook (the tutorials'
    own), else the one shipped with vgwidget."""
    mine = Path("positions") / name
    return mine if mine.exists() else positions_dir() / name


def show_new(game: Game, start: int) -> None:
    """Print the events from index ``start`` up to the end of that turn's battle phase, and
    only count the rest (the end phase and the next turn's first steps)."""
    new = game.explain(start=start).splitlines()
    events = game.events[start:]
    if not events:
        return
    shown = [
        line
        for line, e in zip(new, events, strict=False)
        if e.turn == events[0].turn and e.phase != "end"
    ]
    print("\n".join(shown))
    if len(shown) < len(new):
        if game.decision:
            waits = game.decision["prompt"]
        else:
            waits = game.result.reason if game.result else "nothing"
        print(f"   ... {len(new) - len(shown)} more events: the turn ends. Now: {waits}")


class Case:
    """One Playbook Q&A item: its position file, the game set out from it, and the decisions
    its ``[script]`` lists. Making one prints the question and the set-out position."""

    def __init__(self, name: str) -> None:
        path = case_file(name)
        self.data: dict[str, Any] = load_position(path).extras
        self.meta: dict[str, Any] = self.data.get("meta", {})
        self.script: list[Any] = list(self.data.get("script", {}).get("actions", []))
        self.game = Game.from_position(path)
        self.marks: list[int] = []
        """Before each step: the number of the last event."""
        self.lines: dict[str, Game] = {}
        """The side lines (forks) by name."""
        print(self.meta.get("title", name))
        print(wrap("Question: " + self.meta.get("question", "")))
        print()
        print(self.game.explain())

    def step(self) -> None:
        """Play the next decision of the file's script and print what happened. A decision the
        file marks as illegal is only tried: the engine refuses it and nothing changes."""
        if len(self.marks) >= len(self.script):
            raise IndexError(f"the script has only {len(self.script)} decisions")
        spec = self.script[len(self.marks)]
        self.marks.append(self.game.cursor)
        action = parse(self.game.state, spec)
        said = f"Player {action.player + 1}: {describe(self.game.state, action)}"
        if isinstance(spec, dict) and spec.get("illegal"):
            try:
                self.game.check(action)
            except IllegalAction as refusal:
                print(f"> {said}? Refused: {refusal}")
                return
            print(f"> {said}? Accepted, which the file did not expect!")
            return
        start = len(self.game.events)
        self.game.apply(action)
        print(f"> {said}")
        show_new(self.game, start)

    def ruling(self) -> None:
        """Print the file's ruling, whether the engine's log agrees with it, and the rules it
        rests on."""
        problems = check_expectations(
            self.game.events,
            self.data.get("expect", ()),
            self.data.get("final"),
            self.game.state,
            snapshots=self.game.snapshots,
            midway=self.data.get("midway"),
        )
        print(wrap("Ruling: " + self.meta.get("ruling", "")))
        print(
            "The engine agrees." if not problems else "The engine DISAGREES: " + "; ".join(problems)
        )
        for r in self.meta.get("rules", []):
            print(f"  [{r}] {get_rule(r).title}")

    def fork(self, at: int | None, *specs: Any, name: str) -> None:
        """Start a side line named ``name`` just before step ``at`` (``None``: from the end),
        play ``specs`` (script lines) on it and print what happened; the line is kept in
        :attr:`lines` (and as a named side line of the game)."""
        if at is not None:
            self.game.seek(self.marks[at])
        line = self.game.fork(name)
        self.game.seek_end()
        print(f"Side line “{name}”, branching after event {line.branch_at}:")
        for spec in specs:
            action = parse(line.state, spec)
            said = f"Player {action.player + 1}: {describe(line.state, action)}"
            start = len(line.events)
            line.apply(action)
            print(f"> {said}")
            show_new(line, start)
        self.lines[name] = line
