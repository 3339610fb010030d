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
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from .. import bots
from ..engine import lines as whatif
from ..engine.actions import Action
from ..engine.errors import IllegalAction, VanguardError
from ..engine.events import Event
from ..engine.game import Game
from ..engine.notation import describe
from ..engine.procedures import DECISION_RULES, DECISIONS
from ..engine.state import State
from ..engine.view import view as _view
from .browser import BROWSER_TRAITS as BROWSER_TRAITS
from .browser import KIND_WORDS as KIND_WORDS
from .browser import MAX_NOTE as MAX_NOTE
from .browser import MOVES as MOVES
from .browser import MSG_KEYS as MSG_KEYS
from .browser import MSG_MAX_BYTES as MSG_MAX_BYTES
from .html import STATIC, data_block, display_with_offline_note, page_html, position_html
from .play import copy_game
from .reading import decision_source, event_sources, readings_for, visible_iids
from .wire import (
    ENCODING_VERSION,
    EVENT_FIELDS,
    TAIL_MAX,
    TimelineEncoder,
    diff,
    encode_event,
    pack_chunk,
    rule_entry,
    rules_table,
)

__all__ = ["VanguardWidget", "action_label", "state_json"]


@contextmanager
def _live_end(game: Game) -> Iterator[Game]:
    """Look at ``game`` at its live end (where new decisions are taken), then put its own
    cursor back (games with a timeline can be seeked to a past event)."""
    at_end = getattr(game, "at_end", True)
    if at_end:
        yield game
        return
    cursor = game.cursor
    game.seek_end()
    try:
        yield game
    finally:
        game.seek(cursor)


def _same_action_key(a: Action) -> tuple[Any, ...]:
    """``a`` with its cards as a set (the browser sends a mulligan's cards in click order)."""
    return (a.kind, a.player, a.card, a.circle, a.target, tuple(sorted(a.cards)), a.number)


# ---------------------------------------------------------------------------- labels


def action_label(state: State, a: Action, viewer: int | None) -> str:
    """A button label for ``a``: the action in words (:func:`vgwidget.engine.notation.describe`)
    as ``viewer`` may read it (a card hidden from them is not named)."""
    return describe(state, a, viewer)


# ---------------------------------------------------------------------------- widget


class VanguardWidget(anywidget.AnyWidget):
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
        self._game = game if game is not None else Game.new()
        self._root = self._game
        """The main line: its side lines are the widget's what-if lines."""
        self._home = self._game
        """The game this board was given: a practice board never plays on it."""
        self._practice_on = practice
        self._moved: list[Callable[[VanguardWidget], None]] = []
        """What :meth:`on_move` asked to call after every move."""
        self._line: str | None = None
        self._compare: dict[str, Any] | None = None
        self._bot: Any = None
        self._bot_seat: int | None = None
        self._pace = "readable"
        self._from_browser = False
        self._home_perspective: int | None = perspective
        self._reset_cache()
        super().__init__(
            perspective=perspective, lock_perspective=lock_perspective, title=title, **kwargs
        )
        self._rebuild(full=True)
        self.cursor = self.frame_count - 1 if cursor is None else cursor
        self._opponent = self._opponent_state()
        self._practice = {"copy": False} if practice else {}
        self.on_msg(self._on_msg)

    # ------------------------------------------------------------------ public API
    @property
    def game(self) -> Game:
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        self._game = self._root = self._home = game
        if self._practice_on:
            self._practice = {"copy": False}
        self._line = None
        self._compare = None
        self._rebuild(full=True)
        self.cursor = self.frame_count - 1

    # ------------------------------------------------------------------ what-if lines
    def show_line(self, name: str | None) -> VanguardWidget:
        """Show side line ``name`` of the main line (``None``: the main line itself)."""
        if name is not None and name not in self._root.variations:
            raise VanguardError(f"there is no side line named {name!r}")
        self._line = name
        self._game = self._root if name is None else self._root.variations[name]
        self._rebuild(full=True)
        self.cursor = self.frame_count - 1
        return self

    def branch(self, at: int, action: Action | Mapping[str, Any], name: str | None = None) -> Game:
        """Try another choice at the decision taken right after event ``at`` of the main line:
        a new side line (named ``name``, or "Line N"), shown at once. The main line is never
        changed."""
        act = action if isinstance(action, Action) else Action.from_dict(dict(action))
        if self._line is not None:
            raise VanguardError("what-if lines branch from the main line: show it first")
        if name is None:
            k = len(self._root.variations) + 1
            while f"Line {k}" in self._root.variations:
                k += 1
            name = f"Line {k}"
        line = whatif.branch(self._root, at, act, name, viewer=self.perspective)
        self.show_line(name)
        return line

    def _lines_state(self) -> dict[str, Any]:
        if self.perspective is not None:
            return {}  # the judge's tool: names and notes are the judge's words
        root = self._root
        entries = [{"name": None, "label": "Main line", "events": len(root.events)}]
        entries += [
            {"name": n, "label": n, "branch_at": g.branch_at, "events": len(g.events)}
            for n, g in root.variations.items()
        ]
        choices: list[dict[str, Any]] = []
        at = self.cursor
        if not self.paused and self._line is None and at < len(self._game.events) - 1:
            with suppress(VanguardError):
                state = self._game.snapshots[at]
                acts = whatif.choices_at(self._game, at)
                chosen = self._taken_action(self._game.events[at + 1].seq)
                choices = [
                    {"a": a.to_dict(), "label": action_label(state, a, None), "taken": a == chosen}
                    for a in acts
                ]
        # frame i shows the line's event i (a side line's events are its own, after the branch)
        first = self._game.events[0].seq if self._game.events else 0
        notes = {str(k - first): v for k, v in self._game.annotations.items()}
        return {
            "current": self._line,
            "lines": entries,
            "choices": choices,
            "choices_at": at if choices else None,
            "notes": notes,
            "compare": self._compare,
        }

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

    def _taken_action(self, seq: int) -> Action | None:
        """The decision whose first event is ``seq`` in the shown line."""
        decided = [e.seq for e in self._game.events if e.decision]
        try:
            k = decided.index(seq)
        except ValueError:
            return None
        acts = self._game.actions
        return acts[k] if k < len(acts) else None

    @traitlets.observe("cursor")
    def _cursor_moved(self, change: Any) -> None:
        if self.perspective is None:
            self._lines = self._lines_state()

    @property
    def frame_count(self) -> int:
        """Events plus the decision point (when the game waits for a decision)."""
        return len(self._frames) + (1 if self._pending else 0)

    @property
    def at_decision(self) -> bool:
        """Whether the cursor is on the decision point (where actions can be taken)."""
        return bool(self._pending) and self.cursor == self.frame_count - 1

    def seek(self, n: int) -> VanguardWidget:
        """Show frame ``n`` (negative counts from the end); returns the widget."""
        if n < 0:
            n += self.frame_count
        self.cursor = n
        return self

    def current_view(self) -> dict[str, Any]:
        """The view dict shown at the cursor (for this perspective)."""
        i = self.cursor
        if i >= len(self._game.snapshots):
            with _live_end(self._game) as g:
                return g.view(self.perspective)
        return _view(self._game.snapshots[i], self.perspective)

    def current_event(self) -> dict[str, Any] | None:
        """The event at the cursor as this perspective may read it (None at the decision point)."""
        i = self.cursor
        if i >= len(self._game.events):
            return None
        return self._game.events[i].to_dict(self.perspective)

    def play(self, action: Action | Mapping[str, Any]) -> list[Event]:
        """Apply ``action`` to the game (validated by ``game.apply``) and show the result.

        An illegal action raises :class:`IllegalAction` and is also shown in the panel with the
        rule that forbids it.
        """
        try:
            act = action if isinstance(action, Action) else Action.from_dict(dict(action))
            g = self._game
            if not getattr(g, "at_end", True):
                g.seek_end()  # the widget plays at the live end of the game
            label = action_label(g.state, act, self.perspective)
            new = g.apply(act)
        except IllegalAction as err:
            self._status = self._status_for(err)
            raise
        except VanguardError as err:
            self._status = {"kind": "error", "message": str(err)}
            raise
        with self.hold_sync():
            self._rebuild()
            self._status = {"kind": "ok", "message": f"{label}: done.", "at": len(self._frames)}
            self.cursor = self.frame_count - 1
        new += self._bot_moves()
        self._after_move()
        return new

    # ------------------------------------------------------------------ the computer
    def play_against(
        self, level: str | None, seat: int = 1, *, seed: int = 0, pace: str = "readable"
    ) -> VanguardWidget:
        """Let the computer (``vgwidget.bots`` level ``random``, ``greedy`` or ``lookahead``)
        take ``seat`` (0 or 1); ``None`` stops it. The view becomes the other seat's, so the
        learner never sees the computer's hidden cards. ``pace``: ``readable`` plays the
        computer's moves forward on the board one by one, ``instant`` jumps to the end."""
        if level is None:
            self._bot, self._bot_seat = None, None
            self._opponent = self._opponent_state()
            return self
        if seat not in (0, 1) or isinstance(seat, bool):
            raise VanguardError("the computer's seat is 0 or 1")
        if pace not in ("readable", "instant"):
            raise VanguardError('pace is "readable" or "instant"')
        human = 1 - seat
        if self.lock_perspective and self.perspective != human:
            raise VanguardError("this view is locked: the computer can only take the other seat")
        bot = bots.make(level, seed=seed)
        self._bot, self._bot_seat, self._pace = bot, seat, pace
        if self.perspective != human:
            self._home_perspective = human
            self.perspective = human
        self._opponent = self._opponent_state()
        self._bot_moves()
        self._after_move()
        return self

    # ------------------------------------------------------------------ moves, pause, practice
    def on_move(self, callback: Callable[[VanguardWidget], None]) -> None:
        """Call ``callback(widget)`` after every move played through this widget (a click, a
        :meth:`play`, the computer's replies), once the board shows it."""
        self._moved.append(callback)

    def _after_move(self) -> None:
        for callback in list(self._moved):
            callback(self)

    @traitlets.observe("paused")
    def _paused_changed(self, change: Any) -> None:
        if not hasattr(self, "_frames") or change["old"] == change["new"]:
            return
        with self.hold_sync():
            self._actions = self._legal_actions()
            self._lines = self._lines_state()

    def _practice_copy(self) -> bool:
        """Before a move on a practice board that still shows its own game: go over to a copy
        of it (the game it was given never moves). False, and refused, when the game cannot
        be copied."""
        if not self._practice_on or self._practice.get("copy"):
            return True
        copy = copy_game(self._home)
        if copy is None:
            self._refuse("this board cannot copy its game to play on, so it takes no moves")
            return False
        self._game = self._root = copy
        self._line = None
        self._compare = None
        with self.hold_sync():
            self._rebuild(full=True)
            self._practice = {"copy": True}
            self.cursor = self.frame_count - 1
        return True

    def leave_copy(self) -> VanguardWidget:
        """On a practice board: drop the copy the learner played on (and the computer playing
        on it) and show the board's own game again, as it is now."""
        if not self._practice_on:
            raise VanguardError("this board plays on its own game: there is no copy to leave")
        self._bot, self._bot_seat = None, None
        self.game = self._home
        self._opponent = self._opponent_state()
        return self

    def _opponent_state(self) -> dict[str, Any]:
        out: dict[str, Any] = {"levels": list(bots.LEVELS), "pace": self._pace}
        if self._bot is not None:
            out.update(level=self._bot.level, seat=self._bot_seat)
        return out

    def _bot_moves(self, limit: int = 500) -> list[Event]:
        """The computer's decisions while it is the one to decide; then the board shows them
        (played forward at a readable pace, or at once)."""
        if self._bot is None or self._bot_seat is None or self._line is not None:
            return []
        g = self._game
        if not g.at_end:
            return []
        first = len(self._frames)
        new: list[Event] = []
        for _ in range(limit):
            if g.is_over or g.current_player != self._bot_seat:
                break
            new += g.apply(self._bot.choose(g, self._bot_seat))
        if new:
            with self.hold_sync():
                self._rebuild()
                self._status = {
                    "kind": "ok",
                    "message": f"The computer ({self._bot.level}) made its move(s).",
                    "at": len(self._frames),
                }
                self.cursor = self.frame_count - 1
            if self._pace == "readable":
                self.send({"type": "bot", "from": first})
        return new

    def refresh(self) -> None:
        """Re-read the game (after ``game.apply``/``game.undo`` called outside the widget)."""
        at_end = self.cursor >= self.frame_count - 1
        with self.hold_sync():
            self._rebuild()
            if at_end:
                self.cursor = self.frame_count - 1
            else:
                self.cursor = min(self.cursor, self.frame_count - 1)

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

    def save_html(self, path: str | Path, *, title: str | None = None) -> Path:
        """Write one self-contained HTML file (scripts and data inlined, no network needed)
        that steps through this widget's timeline with the same field and explain panel."""
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

    # ------------------------------------------------------------------ internals
    def _reset_cache(self) -> None:
        self._enc = TimelineEncoder()
        self._frames: list[dict[str, Any]] = []
        self._patches: list[dict[str, Any]] = []
        self._rows: list[list[Any]] = []
        self._last_event: Event | None = None
        self._base_end = 0
        self._encoded_for: tuple[int | None] | None = None

    def _chunk(self, start: int, end: int) -> dict[str, Any]:
        cards = {
            str(iid): static
            for iid, static in self._enc.table.items()
            if start <= self._enc.first_seen[iid] < end
        }
        rows = self._rows[start:end]
        rules = rules_table(r[EVENT_FIELDS.index("rule")] for r in rows)
        view = f"{self.perspective}|{self._line}"
        chunk = pack_chunk(start, rows, self._patches[start:end], cards, rules, view)
        g = self._game
        state = g.snapshots[end - 1] if end and len(g.snapshots) >= end else g.state
        chunk["readings"] = readings_for(cards, state)
        chunk["sources"] = event_sources(g.events, g.snapshots, rows, start, self._enc.table)
        return chunk

    def _rebuild(self, full: bool = False) -> None:
        g = self._game
        p = self.perspective
        n_old = len(self._frames)
        stale = (
            full
            or self._encoded_for != (p,)
            or len(g.events) < n_old
            or (n_old and g.events[n_old - 1] is not self._last_event)
        )
        if stale:
            self._reset_cache()
            self._encoded_for = (p,)
            n_old = 0
        for i in range(n_old, len(g.events)):
            f = self._enc.frame(_view(g.snapshots[i], p), i)
            self._patches.append(diff(self._frames[-1] if self._frames else None, f))
            self._frames.append(f)
            self._rows.append(encode_event(g.events[i], p))
        n = len(self._frames)
        self._last_event = g.events[-1] if g.events else None
        with self.hold_sync():
            if stale or n - self._base_end > TAIL_MAX:
                self._base = self._chunk(0, n)
                self._base_end = n
            self._tail = self._chunk(self._base_end, n)
            self._pending = self._pending_frame()  # type: ignore[assignment]
            self._actions = self._legal_actions()
            self._status = {}
            if self.cursor >= self.frame_count:
                self.cursor = self.frame_count - 1
            self._lines = self._lines_state()

    def _pending_frame(self) -> dict[str, Any] | None:
        with _live_end(self._game) as g:
            d = g.state.decision
            if d is None or g.is_over:
                return None
            v = g.view(self.perspective)
            now = g.state
        # the prompt is the one ``view(perspective)`` gives: the engine's own prompt may name
        # a card hidden from this perspective
        vd = v.get("decision") or {}
        flat, cards = self._enc.scratch_frame(v)
        rule = DECISION_RULES.get(d.kind, "")
        return {
            "patch": diff(self._frames[-1] if self._frames else None, flat),
            "cards": {str(k): s for k, s in cards.items()},
            "readings": readings_for({str(k): s for k, s in cards.items()}, now),
            "source": decision_source(now, visible_iids(v)),
            "decision": {
                "player": vd.get("player", d.player),
                "kind": vd.get("kind", d.kind),
                "prompt": vd.get("prompt", ""),
                "rule": rule,
            },
            "rules": rules_table([rule]),
        }

    def _legal_actions(self) -> list[dict[str, Any]]:
        if self.paused:
            return []
        p = self.perspective
        with _live_end(self._game) as g:
            cp = g.current_player
            if cp is None or (p is not None and p != cp):
                return []
            # a player's widget lists only that player's own actions
            acts = [a for a in g.legal_actions() if p is None or a.player == p]
            labels = [action_label(g.state, a, p) for a in acts]
        return [{"a": a.to_dict(), "label": x} for a, x in zip(acts, labels, strict=True)]

    def _status_for(self, err: IllegalAction) -> dict[str, Any]:
        entry = rule_entry(err.rule) or ["", ""]
        return {
            "kind": "illegal",
            "rule": err.rule,
            "message": err.message,
            "title": entry[0],
            "summary": entry[1],
        }

    @traitlets.validate("cursor")
    def _valid_cursor(self, proposal: Any) -> int:
        n = self.frame_count if hasattr(self, "_frames") else 1
        return max(0, min(int(proposal["value"]), max(n - 1, 0)))

    @traitlets.validate("perspective")
    def _valid_perspective(self, proposal: Any) -> int | None:
        v = proposal["value"]
        if v not in (None, 0, 1):
            raise traitlets.TraitError("perspective must be 0, 1 or None (the judge)")
        return v  # type: ignore[no-any-return]

    @traitlets.observe("perspective")
    def _perspective_changed(self, change: Any) -> None:
        if not getattr(self, "_from_browser", False):
            # set from Python (trusted): the judge view is reachable from the browser only
            # when Python itself opened the widget as the judge
            self._home_perspective = change["new"]
        if not hasattr(self, "_frames") or change["old"] == change["new"]:
            return
        keep = self.cursor
        with self.hold_sync():
            self._rebuild(full=True)
            self.cursor = keep

    # ------------------------------------------------------------------ browser input
    # The browser is untrusted: everything it sends (trait updates through the comm and
    # custom messages) is checked here; a refusal changes nothing, is shown in ``_status``
    # and answered with ``{"type": "error", "message": ...}``.
    def set_state(self, sync_data: Any) -> None:
        """Apply a state update *from the front end* (ipywidgets calls this for each comm
        ``update``). Only :data:`BROWSER_TRAITS` may change, with the checks of
        :meth:`_browser_refusal`; anything else is refused and the browser re-synced."""
        if not isinstance(sync_data, dict):
            self._refuse("refused a state update that is not an object")
            return
        accepted: dict[str, Any] = {}
        refused: list[str] = []
        for name, value in sync_data.items():
            reason = self._browser_refusal(name, value)
            if reason is None:
                accepted[name] = value
            else:
                refused.append(reason)
        if accepted:
            self._from_browser = True
            try:
                super().set_state(accepted)
            except (traitlets.TraitError, VanguardError, ValueError, TypeError) as err:
                refused.append(f"refused the browser's update: {err}")
            finally:
                self._from_browser = False
        if refused:
            self._refuse("; ".join(refused))
            # put the browser back in step with the kernel (its local value was not taken)
            self.send_state([k for k in sync_data if isinstance(k, str) and k in self.keys])

    def _browser_refusal(self, name: Any, value: Any) -> str | None:
        """Why the browser may not set trait ``name`` to ``value`` (None: it may)."""
        if not isinstance(name, str) or name not in BROWSER_TRAITS:
            return f"the browser may not change {str(name)[:40]!r}"
        if name == "cursor":
            if not isinstance(value, int) or isinstance(value, bool):
                return "the cursor must be an integer"
            return None
        # perspective
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            return "the perspective must be 0, 1 or null (the judge)"
        if value not in (None, 0, 1):
            return "the perspective must be 0, 1 or null (the judge)"
        if value == self.perspective:
            return None
        if self.lock_perspective:
            return "this view's perspective is locked"
        if value is None and getattr(self, "_home_perspective", None) is not None:
            return "a player's view cannot switch to the judge view"
        return None

    def _refuse(self, message: str) -> None:
        """Report a refused browser input: in the panel and as a message; nothing else changes."""
        self._status = {"kind": "error", "message": message}
        self.send({"type": "error", "message": message})

    def _action_refusal(self, act: Action) -> IllegalAction | None:
        """Why the browser may not propose ``act`` now (None: the engine decides)."""
        p = self.perspective
        with _live_end(self._game) as g:
            d = g.state.decision
            rule = DECISION_RULES.get(d.kind, "judge.manual") if d else "judge.manual"
            if g.is_over or d is None:
                return IllegalAction(rule, "the game is not waiting for a decision")
            if p is not None and act.player != p:
                return IllegalAction(rule, f"this view plays for Player {p + 1} only")
            if p is not None and d.player != p:
                # refused here: the engine's own message quotes the other player's prompt
                return IllegalAction(rule, f"it is not Player {p + 1}'s decision now")
            if act.kind == "manual":
                if p is not None:
                    return IllegalAction("judge.manual", "manual actions are the judge's only")
                return None
            # the kinds this decision takes (the engine then names the rule that forbids an
            # illegal one, e.g. a call of a grade too high), and those of the legal actions
            legal = g.legal_actions()
            kinds = set(DECISIONS.get(d.kind, ())) | {a.kind for a in legal}
            if act.kind not in kinds:
                what = KIND_WORDS.get(act.kind, "that move")
                return IllegalAction(rule, f"{what} is not one of the choices open now")
            if _same_action_key(act) in {_same_action_key(a) for a in legal}:
                return None
            # not listed: the engine names the rule that forbids it; one it would take anyway
            # (a listed action with stray fields, say) is refused rather than recorded
            try:
                g.check(act)
            except IllegalAction as err:
                return err
        return IllegalAction(rule, "that is not one of the actions listed now")

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A custom message from the front end (``hello`` or ``action``), checked first."""
        try:
            size = len(json.dumps(content, separators=(",", ":")))
        except (TypeError, ValueError, RecursionError):
            self._refuse("refused a message that is not JSON")
            return
        if size > MSG_MAX_BYTES:
            self._refuse(f"refused a message of {size} bytes (at most {MSG_MAX_BYTES})")
            return
        if not isinstance(content, dict):
            self._refuse("refused a message that is not an object")
            return
        kind = content.get("type")
        allowed = MSG_KEYS.get(kind) if isinstance(kind, str) else None
        if allowed is None:
            self._refuse(f"refused a message of unknown type {str(kind)[:40]!r}")
            return
        extra = set(content) - allowed
        if extra:
            self._refuse(f"refused a message with unknown key(s) {sorted(map(str, extra))[:5]}")
            return
        if kind == "hello":
            self.send({"type": "hello", "live": True})
            return
        if kind == "back":
            try:
                self.leave_copy()
            except VanguardError as err:
                self._refuse(str(err))
            return
        if kind in MOVES and self.paused:
            self._refuse(f"no move now: {self.paused}")
            return
        stops = kind == "opponent" and content.get("level") is None
        if kind in MOVES and not stops and not self._practice_copy():
            return
        if kind not in ("action", "branch"):
            self._judge_message(str(kind), content)
            return
        if kind == "branch":
            self._branch_message(content)
            return
        try:
            act = Action.from_dict(content.get("action"), where="the browser's action")
        except VanguardError as err:
            self._refuse(str(err))
            return
        refusal = self._action_refusal(act)
        if refusal is not None:
            self._status = self._status_for(refusal)
            self.send({"type": "error", "message": refusal.message})
            return
        with suppress(VanguardError):  # play() shows it in ``_status``, with its rule
            self.play(act)

    def _branch_message(self, content: Mapping[str, Any]) -> None:
        if self.perspective is not None:
            self._refuse("only the judge's view tries other choices")
            return
        at = content.get("at")
        if not isinstance(at, int) or isinstance(at, bool):
            self._refuse("'at' is an event number")
            return
        try:
            act = Action.from_dict(content.get("action"), where="the browser's action")
            self.branch(at, act)
        except VanguardError as err:
            self._refuse(str(err))
            return
        self._status = {"kind": "ok", "message": f"{self._line}: a new line from event {at}."}

    def _judge_message(self, kind: str, content: Mapping[str, Any]) -> None:
        """``line``, ``rename``, ``compare``, ``note`` (the judge's) and ``concede`` (a
        player's), each checked before anything changes."""
        p = self.perspective
        if kind == "opponent":
            level, seat = content.get("level"), content.get("seat")
            try:
                if level is not None and not isinstance(level, str):
                    raise VanguardError("the level is a text (or null: no computer)")
                if level is not None and (not isinstance(seat, int) or isinstance(seat, bool)):
                    raise VanguardError("the seat is 0 or 1")
                self.play_against(level, seat if isinstance(seat, int) else 1)
            except VanguardError as err:
                self._refuse(str(err))
            return
        if kind == "concede":
            if p is None:
                self._refuse("the judge's view does not concede: a player does")
                return
            with suppress(VanguardError):
                self.play(Action("concede", p))
            return
        if p is not None:
            self._refuse("lines and notes are the judge's tools")
            return
        name = content.get("name")
        try:
            if name is not None and not isinstance(name, str):
                raise VanguardError("a line is named by a text (or null: the main line)")
            if kind == "line":
                self.show_line(name)
            elif kind == "rename":
                to = content.get("to")
                if name is None or not isinstance(to, str):
                    raise VanguardError("rename a side line: give its name and the new one")
                whatif.rename(self._root, name, to)
                if self._line == name:
                    self._line = to.strip()
            elif kind == "compare":
                c = whatif.compare(self._root, self._line, name, viewer=None)
                self._compare = {
                    "a": self._line,
                    "b": name,
                    "parted_after": c.parted_after,
                    "ends": list(c.ends),
                    "events": [c.events[0][:40], c.events[1][:40]],
                }
            else:  # note
                at, note = content.get("at"), content.get("note")
                if not isinstance(at, int) or isinstance(at, bool) or not isinstance(note, str):
                    raise VanguardError("a note needs 'at' (an event number) and 'note' (a text)")
                if len(note) > MAX_NOTE:
                    raise VanguardError(f"a note is at most {MAX_NOTE} characters")
                if not 0 <= at < len(self._game.events):
                    raise VanguardError("a note belongs to an event of the line shown")
                self._game.annotate(self._game.events[at].seq, note)
        except VanguardError as err:
            self._refuse(str(err))
            return
        self._lines = self._lines_state()


def state_json(w: VanguardWidget) -> str:
    """Every synced traitlet of ``w`` serialized as JSON (what the front end receives)."""
    return json.dumps(w.get_state(), ensure_ascii=False, default=str)
