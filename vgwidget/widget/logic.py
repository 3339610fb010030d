"""The widget's own logic, without anywidget or traitlets: what a board shows and what it
accepts. :class:`WidgetLogic` holds the game (its main line, what-if lines, the practice copy
and the computer opponent), works out every synced value (the timeline chunks, the decision
waiting, the legal actions, the status, the lines panel) and checks every input from the
browser before the engine sees it.

Two hosts keep the synced values and carry them to the front end:
:class:`~vgwidget.widget.core.VanguardWidget` (anywidget traitlets, in a kernel) and
:class:`~vgwidget.widget.session.PageWidget` (a plain dict, in a course page's Web Worker under
Pyodide). A host provides the synced attributes (:data:`SYNCED`), ``hold_sync()``, ``send()``,
``send_state()``, ``keys`` and ``_take_browser_state()``, and calls the ``_..._changed``
and ``_valid_...`` hooks when a synced value changes. Standard library and the engine only.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager, suppress
from typing import TYPE_CHECKING, Any, Self

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
from .browser import BROWSER_TRAITS, KIND_WORDS, MAX_NOTE, MOVES, MSG_KEYS, MSG_MAX_BYTES
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

__all__ = ["SYNCED", "WidgetLogic", "action_label"]

SYNCED: dict[str, Any] = {
    "cursor": 0,
    "perspective": None,
    "lock_perspective": False,
    "title": "",
    "_base": {},
    "_tail": {},
    "_pending": None,
    "_actions": [],
    "_status": {},
    "_wire": ENCODING_VERSION,
    "_panel": "game",
    "_opponent": {},
    "_lines": {},
    "paused": "",
    "_practice": {},
    "coach": {},
}
"""Every synced value of a game board and its starting value (the traitlets of
:class:`~vgwidget.widget.core.VanguardWidget` declare the same)."""


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


if TYPE_CHECKING:

    class _Host:
        """What a host gives :class:`WidgetLogic` (for the type checker only)."""

        cursor: int
        perspective: int | None
        lock_perspective: bool
        title: str
        _base: dict[str, Any]
        _tail: dict[str, Any]
        _pending: dict[str, Any] | None
        _actions: list[Any]
        _status: dict[str, Any]
        _opponent: dict[str, Any]
        _lines: dict[str, Any]
        paused: str
        _practice: dict[str, Any]
        keys: list[str]

        def hold_sync(self) -> AbstractContextManager[Any]: ...
        def send(self, content: Any, buffers: Any = None) -> None: ...
        def send_state(self, key: Any = None) -> None: ...
        def _take_browser_state(self, accepted: dict[str, Any]) -> None: ...

else:
    _Host = object


class WidgetLogic(_Host):
    """A game board's logic (see the module): the host keeps the synced values.

    ``perspective``: ``0`` or ``1`` (that player's view: the other player's hidden cards are
    never identified in the synced state) or ``None`` (the judge sees everything).
    """

    _STATE_ERRORS: tuple[type[Exception], ...] = (VanguardError, ValueError, TypeError)
    """What a refused update from the browser raises (it is reported, nothing changes)."""

    def _setup(self, game: Game | None, perspective: int | None, practice: bool) -> None:
        """The board's own fields, before the host sets its synced values."""
        self._game = game if game is not None else Game.new()
        self._root = self._game
        """The main line: its side lines are the widget's what-if lines."""
        self._home = self._game
        """The game this board was given: a practice board never plays on it."""
        self._practice_on = practice
        self._moved: list[Callable[[Any], None]] = []
        """What :meth:`on_move` asked to call after every move."""
        self._line: str | None = None
        self._compare: dict[str, Any] | None = None
        self._bot: Any = None
        self._bot_seat: int | None = None
        self._pace = "readable"
        self._from_browser = False
        self._home_perspective: int | None = perspective
        self._reset_cache()

    def _start(self, cursor: int | None, practice: bool) -> None:
        """Once the host holds its synced values: the first timeline, the cursor at the end
        (or ``cursor``), the opponent's and the practice state."""
        self._rebuild(full=True)
        self.cursor = self.frame_count - 1 if cursor is None else cursor
        self._opponent = self._opponent_state()
        self._practice = {"copy": False} if practice else {}

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
    def show_line(self, name: str | None) -> Self:
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

    def _taken_action(self, seq: int) -> Action | None:
        """The decision whose first event is ``seq`` in the shown line."""
        decided = [e.seq for e in self._game.events if e.decision]
        try:
            k = decided.index(seq)
        except ValueError:
            return None
        acts = self._game.actions
        return acts[k] if k < len(acts) else None

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

    def seek(self, n: int) -> Self:
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
    ) -> Self:
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
    def on_move(self, callback: Callable[[Self], None]) -> None:
        """Call ``callback(widget)`` after every move played through this widget (a click, a
        :meth:`play`, the computer's replies), once the board shows it."""
        self._moved.append(callback)

    def _after_move(self) -> None:
        for callback in list(self._moved):
            callback(self)

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

    def leave_copy(self) -> Self:
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
            self._pending = self._pending_frame()
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

    def _valid_cursor(self, proposal: Any) -> int:
        n = self.frame_count if hasattr(self, "_frames") else 1
        return max(0, min(int(proposal["value"]), max(n - 1, 0)))

    def _valid_perspective(self, proposal: Any) -> int | None:
        """A perspective is player 0, player 1 or ``None`` (the judge)."""
        v = proposal["value"]
        if v not in (None, 0, 1) or isinstance(v, bool):
            raise VanguardError("perspective must be 0, 1 or None (the judge)")
        return v  # type: ignore[no-any-return]

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
                self._take_browser_state(accepted)
            except self._STATE_ERRORS as err:
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
