"""A question's logic, without anywidget or traitlets: the answer the engine worked out (its
:class:`~vgwidget.widget.play.Verdict`), the check of each pick, retry, hints and "show the
answer".

Two hosts keep the synced values (:data:`QUESTION_SYNCED`) and carry them to the front end:
:class:`~vgwidget.widget.quiz.Predict` (anywidget traitlets, in a kernel) and
:class:`~vgwidget.widget.session.PageQuestion` (a plain dict, in a course page's Web Worker). A
host provides the synced attributes, ``hold_sync()``, and calls :meth:`QuestionLogic._on_pick`
and :meth:`QuestionLogic._on_hint` when ``picked`` and ``hint_step`` change. The verdict is an
ordinary attribute, never a synced value: nothing about the answer reaches the front end
before a pick.

A course page cannot run an author's Python function, so its questions are written as data
(:func:`page_verdict`): what to ask (``ask``), the decisions to play first (``play``), and the
choices; the worker works the answer out with the engine on the page's own board.
Standard library and the engine only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from ..engine.catalogue import get_rule
from ..engine.errors import VanguardError
from ..engine.game import Game
from .play import (
    Verdict,
    damage_verdict,
    hit_decided,
    hit_verdict,
    legal_verdict,
    rule_note,
    what_if,
)

__all__ = [
    "ASK_KINDS",
    "HINT_STEPS",
    "QUESTION_SYNCED",
    "QuestionError",
    "QuestionLogic",
    "check_choices",
    "page_questions",
    "page_verdict",
]

HINT_STEPS = 3
"""Hints come in three steps: the rule's title, what to look at, then the answer."""
QUESTION_SYNCED: dict[str, Any] = {
    "_panel": "quiz",
    "question": "",
    "choices": [],
    "picked": "",
    "answers": [],
    "feedback": "",
    "correct": None,
    "revealed": False,
    "_result": {},
    "hint_step": 0,
    "hints": [],
}
"""Every synced value of a question and its starting value (:class:`Predict`'s traitlets
declare the same)."""
ASK_KINDS = ("hit", "damage", "legal")
"""What a page's question may ask (``ask``), each worked out by the engine on a trial line after
the ``play`` decisions:

* ``hit``: does the first attack hit? (the choices: the words for "it hits", then for "it does
  not hit"; :func:`~vgwidget.widget.play.hit_verdict`);
* ``damage``: how much damage does the first attack deal to the vanguard? (the choices: whole
  numbers, ``"0"`` for no damage; :func:`~vgwidget.widget.play.damage_verdict`);
* ``legal``: may the ``action`` (a table: ``kind``, ``card`` by name, ``circle``, ``target``,
  ``player``) be taken now? (the choices: the words for "legal", then for "not legal";
  :func:`~vgwidget.widget.play.legal_verdict`): the rule that allows or forbids it decides."""
MAX_PICK = 500


class QuestionError(VanguardError):
    """A page's question cannot be asked (an unknown kind, bad choices, decisions that do not
    lead where the question needs)."""


def check_choices(choices: Sequence[str]) -> list[str]:
    """The choices as text; at least two, all different."""
    out = [str(c) for c in choices]
    if len(set(out)) != len(out) or len(out) < 2:
        raise ValueError("a question needs at least two different choices")
    return out


def page_verdict(spec: Mapping[str, Any], game: Game) -> Verdict:
    """The answer to a page's question ``spec`` on ``game`` (left unchanged), worked out by the
    engine: ``spec["ask"]`` is one of :data:`ASK_KINDS`, ``spec["play"]`` the decisions played
    first on a trial line (action kinds, or dicts of :func:`~vgwidget.widget.play.find_action`
    arguments)."""
    ask = spec.get("ask")
    if ask not in ASK_KINDS:
        raise ValueError(f"a page's question asks one of {', '.join(ASK_KINDS)}, not {ask!r}")
    choices = check_choices(spec.get("choices") or [])
    play = spec.get("play") or []
    if not isinstance(play, list) or not all(isinstance(a, (str, Mapping)) for a in play):
        raise ValueError("a question's play is a list of action kinds or find_action tables")
    if ask == "legal":
        action = spec.get("action")
        if not isinstance(action, Mapping):
            raise ValueError("a legal question names its action: a table with kind, card...")
        if len(choices) != 2:
            raise ValueError("a legal question has two choices: legal, not legal")
        verdict = legal_verdict(game, action, choices[0], choices[1], play)
    elif "action" in spec:
        raise ValueError(f"only a legal question names an action, not a {ask} question")
    elif ask == "damage":
        if not all(c.isdigit() for c in choices):
            raise ValueError("a damage question's choices are whole numbers (0 for no damage)")
        verdict = damage_verdict(what_if(game, *play, until=hit_decided))
    else:
        if len(choices) != 2:
            raise ValueError("a hit question has two choices: it hits, it does not hit")
        verdict = hit_verdict(what_if(game, *play, until=hit_decided), choices[0], choices[1])
    if verdict.answer not in choices:
        raise ValueError(
            f"the engine's answer {verdict.answer!r} is not among the choices {list(choices)!r}"
        )
    return verdict


def page_questions(specs: Sequence[Mapping[str, Any]], game: Game) -> list[dict[str, Any]]:
    """A page's questions checked now, on the game the page starts from (each answer is worked
    out once here, so that a bad question is reported when the page is written, not in front
    of a learner); returns them as plain tables for the page's settings."""
    out = []
    for i, spec in enumerate(specs):
        if not isinstance(spec, Mapping):
            raise QuestionError(f"question {i + 1} is not a table")
        unknown = set(spec) - {"question", "choices", "ask", "play", "look", "action"}
        if unknown:
            raise QuestionError(f"question {i + 1} has unknown keys: {', '.join(sorted(unknown))}")
        if not str(spec.get("question", "")).strip():
            raise QuestionError(f"question {i + 1} has no question text")
        try:
            page_verdict(spec, game)
        except ValueError as err:
            raise QuestionError(f"question {i + 1}: {err}") from None
        out.append(
            {
                k: spec[k]
                for k in ("question", "choices", "ask", "play", "look", "action")
                if k in spec
            }
        )
    return out


if TYPE_CHECKING:

    class _Host:
        """What a host gives :class:`QuestionLogic` (for the type checker only)."""

        question: str
        choices: list[str]
        picked: str
        answers: list[str]
        feedback: str
        correct: bool | None
        revealed: bool
        _result: dict[str, Any]
        hint_step: int
        hints: list[str]

        def hold_sync(self) -> AbstractContextManager[Any]: ...

else:
    _Host = object


class QuestionLogic(_Host):
    """A question's logic (see the module): the host keeps the synced values."""

    def _set_verdict(self, verdict: Verdict, choices: Sequence[str], look: str = "") -> None:
        """Keep the engine's answer (on this side only) and the question's ``look`` words."""
        if not isinstance(verdict, Verdict):
            raise TypeError("answer_fn must return a Verdict")
        if verdict.answer not in choices:
            raise ValueError(
                f"the engine's answer {verdict.answer!r} is not among the choices {list(choices)!r}"
            )
        self._verdict = verdict
        self._look = " ".join(str(look).split())

    # ---------------------------------------------------------------- hints
    def hint_text(self, step: int) -> str:
        """Hint ``step`` (1 to 3): the title of the rule that decides the question, then what
        to look at (the question's own ``look`` words, else what the rule says), then the
        answer with what the engine did."""
        v = self._verdict
        r = get_rule(v.rule)
        if step == 1:
            return f"The rule that decides it: “{r.title}”."
        if step == 2:
            return "What to look at: " + (self._look or r.summary)
        if step == 3:
            return f"The answer: {v.answer}." + (
                f" What the engine did: {v.because}" if v.because else ""
            )
        raise ValueError(f"hints go from 1 to {HINT_STEPS}, not {step}")

    def hint(self) -> str:
        """Give the next hint (as the "Hint" button does) and return it; the third shows the
        answer (``revealed``)."""
        if self.hint_step < HINT_STEPS:
            self.hint_step += 1
        return self.hints[-1]

    def _on_hint(self, change: Mapping[str, Any]) -> None:
        n = max(0, min(int(change["new"]), HINT_STEPS))
        with self.hold_sync():
            self.hints = [self.hint_text(i) for i in range(1, n + 1)]
            if n == HINT_STEPS:
                self.revealed = True

    # ---------------------------------------------------------------- checking
    @property
    def answered(self) -> bool:
        """Whether the learner has picked at least one choice."""
        return bool(self.answers)

    def result_for(self, choice: str) -> tuple[dict[str, Any], str]:
        """The feedback for ``choice``: its parts (for the front end) and its plain text."""
        if choice not in self.choices:
            text = f"“{choice}” is not one of the choices: {', '.join(self.choices)}."
            return {"verdict": "invalid", "picked": choice, "text": text}, text
        v = self._verdict
        r = get_rule(v.rule)
        ok = choice == v.answer
        head = (
            f"Right! The answer is: {v.answer}."
            if ok
            else f"Not quite: you picked “{choice}”, but the answer is: {v.answer}."
        )
        lines = [head]
        if v.because:
            lines.append("What the engine did: " + v.because)
        lines.append("The rule: " + rule_note(v.rule))
        parts = {
            "verdict": "right" if ok else "wrong",
            "picked": choice,
            "answer": v.answer,
            "because": v.because,
            "rule": r.id,
            "title": r.title,
            "summary": r.summary,
        }
        return parts, "\n".join(lines)

    def _on_pick(self, change: Mapping[str, Any]) -> None:
        choice = change["new"]
        if choice:
            self._check(choice)
        else:  # "Try again": the learner picks anew (earlier picks stay in ``answers``)
            with self.hold_sync():
                self.feedback = ""
                self.correct = None
                self._result = {}

    def _check(self, choice: str) -> None:
        parts, text = self.result_for(choice)
        with self.hold_sync():
            self.answers = [*self.answers, choice]
            if parts["verdict"] == "right":
                self.revealed = True
            self.correct = None if parts["verdict"] == "invalid" else parts["verdict"] == "right"
            self._result = parts
            self.feedback = text

    def answer(self, choice: str) -> str:
        """Pick ``choice`` (as a click would) and return the feedback text."""
        choice = str(choice)
        if choice in self.choices:
            self.revealed = True  # the text returned names the answer
        if self.picked == choice:
            self._check(choice)
        else:
            self.picked = choice
        return str(self.feedback)

    def retry(self) -> None:
        """Clear the pick (as the "Try again" button does)."""
        self.picked = ""

    def browser_values(self, sync_data: Mapping[str, Any]) -> dict[str, Any]:
        """What the browser may set of ``sync_data``: a pick (a choice, or "" to try again),
        ``revealed`` (true, once the learner has picked) and ``hint_step`` (one more hint)."""
        ok: dict[str, Any] = {}
        for k, v in sync_data.items():
            if k == "picked" and isinstance(v, str) and len(v) <= MAX_PICK:
                ok[k] = v
            elif k == "revealed" and v is True and self.answers:
                ok[k] = v  # the answer can be shown once the learner has picked
            elif (
                k == "hint_step" and type(v) is int and v == self.hint_step + 1 and v <= HINT_STEPS
            ):
                ok[k] = v  # one more hint, one step at a time
        return ok

    # ---------------------------------------------------------------- display
    @property
    def rule(self) -> str:
        """The rule that decides this question (known only after a pick)."""
        if not self.feedback:
            raise AttributeError("pick an answer first")
        return self._verdict.rule

    def text(self) -> str:
        """The question and its choices as plain text (no answer)."""
        opts = "\n".join(f"  ({i + 1}) {c}" for i, c in enumerate(self.choices))
        return f"{self.question}\n{opts}"
