"""``VanguardWidget``: the anywidget front end of a :class:`~vgwidget.engine.game.Game`.

What is synced (and how it is packed) is described in :mod:`vgwidget.widget.wire`; the static
fallback and the exported page in :mod:`vgwidget.widget.html`.

The browser is untrusted input: :meth:`VanguardWidget.set_state` accepts only ``cursor`` and
the perspective switches the widget allows, and custom messages (``hello``, ``action``) are
checked (shape, size, the perspective's own player, ``manual`` for the judge only) before the
engine sees them (what is accepted is listed in :mod:`vgwidget.widget.browser`); a refusal
changes nothing and is reported to the front end.

>>> from vgwidget.engine.game import Game
>>> w = VanguardWidget(Game.new(seed=1), perspective=0)
>>> w.cursor == w.frame_count - 1 == len(w.game.events)
True
>>> w.seek(0).cursor
0
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..engine.errors import VanguardError
from ..engine.game import Game
from .browser import BROWSER_TRAITS as BROWSER_TRAITS
from .browser import KIND_WORDS as KIND_WORDS
from .browser import MAX_NOTE as MAX_NOTE
from .browser import MOVES as MOVES
from .browser import MSG_KEYS as MSG_KEYS
from .browser import MSG_MAX_BYTES as MSG_MAX_BYTES
from .html import STATIC, data_block, display_with_offline_note, page_html, position_html
from .logic import WidgetLogic, action_label
from .playable import PageError, write_playable
from .question import page_questions
from .session import page_game
from .wire import ENCODING_VERSION

__all__ = ["VanguardWidget", "action_label", "state_json"]


class VanguardWidget(WidgetLogic, anywidget.AnyWidget):
    """Shows a :class:`Game` from one perspective: field, timeline, explain panel, play.

    ``perspective``: ``0`` or ``1`` (that player's view: the other player's hidden cards are
    never identified in the widget state) or ``None`` (the judge sees everything).
    """

    _esm = STATIC / "widget.js"
    _css = STATIC / "widget.css"

    cursor = traitlets.Int(0).tag(sync=True)
    perspective = traitlets.Int(None, allow_none=True).tag(sync=True)
    lock_perspective = traitlets.Bool(False).tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    _base = traitlets.Dict().tag(sync=True)
    _tail = traitlets.Dict().tag(sync=True)
    _pending = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    _actions: traitlets.List[Any] = traitlets.List().tag(sync=True)
    _status = traitlets.Dict().tag(sync=True)
    _wire = traitlets.Int(ENCODING_VERSION).tag(sync=True)
    _panel = traitlets.Unicode("game").tag(sync=True)
    _opponent = traitlets.Dict().tag(sync=True)
    """The computer opponent: its level and seat (none: ``{}``), the levels on offer, and how
    its moves are shown (``readable``: played forward on the board; ``instant``)."""
    _lines = traitlets.Dict().tag(sync=True)
    """The judge's what-if lines: which line is shown, every line, the choices at the past
    decision under the cursor, the notes, and the last comparison (empty for a player)."""
    paused = traitlets.Unicode("").tag(sync=True)
    """While not empty, why this board offers no move: nothing can be played on it, in any
    line (a lesson's board held at a question it must not answer). Set from Python only."""
    _practice = traitlets.Dict().tag(sync=True)
    """A practice board (``practice=True``): ``{"copy": False}`` while it shows the game it
    was given, ``{"copy": True}`` once the learner plays on a copy of it; ``{}`` otherwise."""
    coach = traitlets.Dict().tag(sync=True)
    """A short note for the learner about the decision now (``title``, ``text``, ``rule``,
    ``more``), or ``{}``; written by Python (see :class:`vgwidget.tutorial.Coach`)."""

    def __init__(
        self,
        game: Game | None = None,
        perspective: int | None = None,
        *,
        cursor: int | None = None,
        lock_perspective: bool = False,
        title: str = "",
        practice: bool = False,
        **kwargs: Any,
    ) -> None:
        self._setup(game, perspective, practice)
        super().__init__(
            perspective=perspective, lock_perspective=lock_perspective, title=title, **kwargs
        )
        self._start(cursor, practice)
        self.on_msg(self._on_msg)

    # ------------------------------------------------------------------ the logic's hooks
    # The widget's logic (:class:`~vgwidget.widget.logic.WidgetLogic`) is shared with the
    # course page's worker; here traitlets call its hooks and anywidget carries its values.
    _STATE_ERRORS = (traitlets.TraitError, VanguardError, ValueError, TypeError)
    """What a refused update from the browser raises (it is reported, nothing changes)."""

    @traitlets.observe("cursor")
    def _cursor_moved(self, change: Any) -> None:
        WidgetLogic._cursor_moved(self, change)

    @traitlets.observe("paused")
    def _paused_changed(self, change: Any) -> None:
        WidgetLogic._paused_changed(self, change)

    @traitlets.observe("perspective")
    def _perspective_changed(self, change: Any) -> None:
        WidgetLogic._perspective_changed(self, change)

    @traitlets.validate("cursor")
    def _valid_cursor(self, proposal: Any) -> int:
        return int(WidgetLogic._valid_cursor(self, proposal))

    @traitlets.validate("perspective")
    def _valid_perspective(self, proposal: Any) -> int | None:
        v = proposal["value"]
        if v not in (None, 0, 1):
            raise traitlets.TraitError("perspective must be 0, 1 or None (the judge)")
        return v  # type: ignore[no-any-return]

    def _take_browser_state(self, accepted: dict[str, Any]) -> None:
        """Set the browser's checked values through the widget's traitlets."""
        anywidget.AnyWidget.set_state(self, accepted)

    def _offline_lines(self) -> dict[str, dict[str, Any]]:
        """Every line of the main line (key ``""`` for the main line itself) as an offline page
        needs it to switch lines without a kernel: its timeline and its notes."""
        out: dict[str, dict[str, Any]] = {}
        for name in [None, *self._root.variations]:
            g = self._root if name is None else self._root.variations[name]
            tmp = VanguardWidget(g, perspective=self.perspective)
            try:
                first = g.events[0].seq if g.events else 0
                out["" if name is None else name] = {
                    "_base": tmp._chunk(0, len(tmp._frames)),
                    "_pending": None,
                    "notes": {str(k - first): v for k, v in g.annotations.items()},
                }
            finally:
                tmp.close()
        return out

    def timeline_state(self) -> dict[str, Any]:
        """Every synced value, as the browser receives it (used by :meth:`save_html`)."""
        return {
            "cursor": self.cursor,
            "perspective": self.perspective,
            "lock_perspective": self.lock_perspective,
            "title": self.title,
            "_base": self._base,
            "_tail": self._tail,
            "_pending": self._pending,
            "_actions": self._actions,
            "_status": self._status,
            "_wire": self._wire,
            "_panel": self._panel,
            "_lines": self._lines,
        }

    def save_html(
        self,
        path: str | Path,
        *,
        title: str | None = None,
        playable: bool = False,
        pyodide: str | Path | None = None,
        questions: Sequence[Mapping[str, Any]] = (),
        snapshot: bool = False,
    ) -> Path:
        """Write one self-contained HTML file (scripts and data inlined, no network needed)
        that steps through this widget's timeline with the same field and explain panel.

        ``playable=True``: write a folder ``path`` instead, a course page that plays on from
        this board in the browser (every legal move, what-if lines, the computer at its level)
        with the engine running under Pyodide (from ``pyodide``, a folder of its core files;
        see :mod:`vgwidget.widget.playable`); serve it from any static web server.
        ``questions``: questions about the board the page starts from, answered in the page
        with retry, hints and "show the answer", each answer worked out by the engine in the
        page's worker (tables with ``question``, ``choices``, ``ask``, ``play``, ``look``: see
        :mod:`vgwidget.widget.question`). ``snapshot=True``: the folder also holds a memory
        snapshot of Pyodide with vgwidget imported, from which the page's engine starts in a
        few seconds instead of about ten (needs Node; Pyodide's API for it is experimental: see
        :func:`~vgwidget.widget.playable.make_snapshot`)."""
        if questions and not playable:
            raise PageError("questions need a playable page (playable=True)")
        if snapshot and not playable:
            raise PageError("a memory snapshot is for a playable page (playable=True)")
        if playable:
            settings = self.page_settings()
            if questions:
                settings["questions"] = page_questions(questions, page_game(settings))
            return write_playable(
                path,
                settings,
                title=title or self.title or "vgwidget game",
                pyodide=pyodide,
                snapshot=snapshot,
            )
        path = Path(path)
        state = self.timeline_state()
        state["_base"] = self._chunk(0, len(self._frames))
        state["_tail"] = {}
        state["_actions"] = []
        state["_status"] = {}
        state["lock_perspective"] = True
        if state["_lines"]:  # every line travels, with its notes; branching needs a kernel
            state["_lines"] = {
                **state["_lines"],
                "choices": [],
                "choices_at": None,
                "offline": True,
                "offline_lines": self._offline_lines(),
            }
        page_title = title or self.title or "vgwidget game"
        doc = page_html(data_block(state), page_title)
        path.write_text(doc, encoding="utf-8")
        return path

    def page_settings(self) -> dict[str, Any]:
        """What a playable page needs to start this board again: the game's record (every
        decision, and each what-if line), the seat shown, and the computer's level and seat."""
        try:
            record = self._root.to_record()
        except VanguardError as err:
            raise PageError(f"a playable page starts from the game's record: {err}") from None
        out: dict[str, Any] = {
            "record": record,
            "perspective": self.perspective,
            "lock_perspective": self.lock_perspective,
            "title": self.title,
            "practice": self._practice_on,
        }
        if self._bot is not None:
            out.update(vs=self._bot.level, seat=self._bot_seat)
        return out

    # ------------------------------------------------------------------ static fallback
    def _repr_html_(self) -> str:
        return position_html(self.current_view(), self.current_event())

    def _ipython_display_(self) -> None:
        """Show the widget, then a note that appears only in a plain nbconvert HTML page
        whose widget manager could not be loaded (offline), saying how to export one that
        works."""
        display_with_offline_note(
            self._repr_mimebundle_(),
            "Vanguard board",
            " (or save this game alone with <code>widget.save_html(PATH)</code>)",
        )

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live widget view plus a static HTML picture of the position, for front ends
        that cannot run widgets (ipywidgets returns either a bundle or (bundle, metadata))."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if isinstance(bundle, tuple):
            data, meta = bundle
            return {**(data or {}), "text/html": self._repr_html_()}, meta
        return {**(bundle or {}), "text/html": self._repr_html_()}


def state_json(w: VanguardWidget) -> str:
    """Every synced traitlet of ``w`` serialized as JSON (what the front end receives)."""
    return json.dumps(w.get_state(), ensure_ascii=False, default=str)
