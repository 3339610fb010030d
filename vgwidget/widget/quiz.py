"""``Predict``: a question whose answer the engine works out, with retry and prose feedback.

The learner picks a choice; the pick comes back to Python (``picked``, and every pick in
``answers``), is checked against the :class:`~vgwidget.widget.play.Verdict` the engine gave
when the question was made, and the feedback (plain words, no Python values) names the rule
that decides it. A wrong pick can be retried: the front end shows a hint (the deciding rule)
and a "Try again" button, and shows the answer only when asked ("Show the answer", which sets
``revealed``) or once the pick is right.

The answer stays on the Python side: the synced state holds nothing about it before a pick.
For pages without a kernel (exports), the display also carries a ``text/html`` block with the
question, the choices and, encoded so that it is not shown as text, the feedback for each
choice; the bundle mounts it as the same question, answered in the page.
"""

from __future__ import annotations

import base64
import html
import json
from collections.abc import Callable, Sequence
from typing import Any

import anywidget
import traitlets

from .html import STATIC, data_block, display_with_offline_note
from .play import Verdict
from .question import HINT_STEPS as HINT_STEPS
from .question import QuestionLogic, check_choices

__all__ = ["Predict"]

QUIZ_STATIC_NOTE = (
    "This question is checked by the vgwidget front end, which this page does not load: "
    "open the notebook in Jupyter, or export it with `jupyter nbconvert --to vgwidget_html`."
)
BROWSER_TRAITS = frozenset({"picked", "revealed", "hint_step"})
"""The synced values the browser may set: a pick ("" to try again), ``revealed`` (to true
only, by "Show the answer" after a pick) and ``hint_step`` (one more hint, one at a time)."""


class Predict(QuestionLogic, anywidget.AnyWidget):
    """A question with choices; the learner's pick is checked against the engine.

    ``answer_fn`` is a function returning a :class:`Verdict` (or a Verdict itself); it is
    called once, when the question is made. In Jupyter the widget shows the question and a
    button per choice; clicking one sets ``picked`` and the feedback appears. Anywhere,
    ``answer(choice)`` does the same and returns the feedback text.
    """

    _esm = STATIC / "widget.js"
    _css = STATIC / "widget.css"

    _panel = traitlets.Unicode("quiz").tag(sync=True)
    question = traitlets.Unicode("").tag(sync=True)
    choices = traitlets.List(traitlets.Unicode()).tag(sync=True)
    picked = traitlets.Unicode("").tag(sync=True)
    """The learner's current choice ("" before a pick and after "Try again")."""
    answers = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """Every choice the learner picked, in order (retries included)."""
    feedback = traitlets.Unicode("").tag(sync=True)
    """Empty until a choice is picked; then the feedback as plain text."""
    correct = traitlets.Bool(None, allow_none=True).tag(sync=True)
    revealed = traitlets.Bool(False).tag(sync=True)
    """Whether the answer has been shown to the learner: a right pick, "Show the answer" in the
    front end, or :meth:`answer` (its text names the answer). After a wrong click in the front
    end it stays false: the front end shows a hint, not the answer."""
    _result = traitlets.Dict().tag(sync=True)
    """The feedback in parts, for the front end: empty until a pick."""
    hint_step = traitlets.Int(0).tag(sync=True)
    """How many hints the learner asked for (0 to 3, see :meth:`hint`)."""
    hints = traitlets.List(traitlets.Unicode()).tag(sync=True)
    """The hints given so far, in order: nothing before the learner asks."""

    def __init__(
        self,
        question: str,
        choices: Sequence[str],
        answer_fn: Callable[[], Verdict] | Verdict,
        look: str = "",
        **kwargs: Any,
    ) -> None:
        choices = check_choices(choices)
        verdict = answer_fn if isinstance(answer_fn, Verdict) else answer_fn()
        # Kept on the Python side only: never a synced trait.
        self._set_verdict(verdict, choices, look)
        super().__init__(question=question, choices=choices, **kwargs)
        self.observe(self._on_pick, names="picked")
        self.observe(self._on_hint, names="hint_step")

    def set_state(self, sync_data: Any) -> None:
        """A state update from the front end: only ``picked`` (a choice, or ""), ``revealed``
        and ``hint_step`` (see :meth:`QuestionLogic.browser_values`)."""
        if not isinstance(sync_data, dict):
            return
        ok = self.browser_values(sync_data)
        if ok:
            super().set_state(ok)
        refused = [k for k in sync_data if k not in ok and isinstance(k, str) and k in self.keys]
        if refused:
            self.send_state(refused)

    # ---------------------------------------------------------------- display
    def __repr__(self) -> str:
        return self.text()

    def offline_state(self) -> dict[str, Any]:
        """What a page without a kernel needs to ask this question: the question, the
        choices and the feedback for each choice (base64 JSON, so not readable as text)."""
        key = {c: self.result_for(c)[0] for c in self.choices}
        raw = json.dumps(key, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
        return {
            "_panel": "quiz",
            "question": self.question,
            "choices": list(self.choices),
            "key": base64.b64encode(raw).decode("ascii"),
        }

    def _repr_html_(self) -> str:
        """The question as a block the bundle mounts offline; until it does (or in a page
        that runs no script) the question, the choices and what is missing are shown."""
        e = html.escape
        items = "".join(f"<li>{e(c)}</li>" for c in self.choices)
        return (
            f"<div class='vgw-static-host'>{data_block(self.offline_state(), 'vgwidget-quiz')}"
            f"<div data-vgw-static='1'><p><b>{e(self.question)}</b></p><ol>{items}</ol>"
            f"<p><small>{e(QUIZ_STATIC_NOTE)}</small></p></div></div>"
        )

    def _ipython_display_(self) -> None:
        """Show the widget, then a note that appears only in a plain nbconvert HTML page
        whose widget manager could not be loaded (offline), saying how to export one that
        works."""
        display_with_offline_note(self._repr_mimebundle_(), "question")

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs)
        if isinstance(bundle, tuple):
            data, meta = bundle
            return {**(data or {}), "text/html": self._repr_html_()}, meta
        return {**(bundle or {}), "text/html": self._repr_html_()}
