"""The widget's logic in a course page, without a kernel: a Web Worker runs Pyodide and this
module, and the page's JavaScript talks to it as it would to the kernel widget.

:class:`PageWidget` is :class:`~vgwidget.widget.logic.WidgetLogic` with its synced values in a
plain dict; every change is posted (as JSON text) to the page, batched the way ``hold_sync``
batches them in a kernel. :class:`PageSession` starts one board from a page's settings (a game
record or a position, the seat shown, the computer's level) and takes the page's messages:
``{"type": "set", "state": {...}}`` (the browser's ``model.save_changes()``) and
``{"type": "msg", "content": {...}}`` (the browser's ``model.send()``), each checked by the
logic exactly as in the kernel.

What the worker posts is what the kernel widget would sync to the same seat: the game itself
(both hands, the decks' order) stays in the worker's memory, which a learner who opens the
browser's developer tools can read. A playable page therefore hides nothing from a determined
student; it keeps the other seat's hidden cards out of the page, its DOM and its messages.
Standard library and the engine only.

>>> import json
>>> from vgwidget.engine.game import Game
>>> posts = []
>>> s = PageSession({"record": Game.new(seed=1).to_record(), "perspective": 0}, posts.append)
>>> first = json.loads(posts[0])
>>> first["type"], first["state"]["perspective"], first["state"]["cursor"] > 0
('state', 0, True)
>>> s.receive(json.dumps({"type": "msg", "content": {"type": "hello"}}))
>>> json.loads(posts[-1])
{'type': 'msg', 'content': {'type': 'hello', 'live': True}}
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from .. import bots
from ..engine.errors import VanguardError
from ..engine.game import Game
from .logic import SYNCED, WidgetLogic
from .question import QUESTION_SYNCED, QuestionLogic, check_choices, page_verdict

__all__ = ["DictSync", "PageQuestion", "PageSession", "PageWidget", "page_game", "start"]

_CHECKED = {"cursor": "_valid_cursor", "perspective": "_valid_perspective"}
_OBSERVED = {
    "cursor": "_cursor_moved",
    "paused": "_paused_changed",
    "perspective": "_perspective_changed",
}


class DictSync:
    """Synced values in a plain dict, posted to the page through ``post`` (one JSON text per
    message: ``{"type": "state", "state": {...}}`` for changed values, ``{"type": "msg",
    "content": ...}`` for a custom message; with ``"to": target`` when the page holds more than
    one model). A subclass names its values (``_synced``), the checks (``_checked``: name ->
    method, as a traitlets validator) and the observers (``_observed``: name -> method)."""

    _synced: Mapping[str, Any] = {}
    _checked: Mapping[str, str] = {}
    _observed: Mapping[str, str] = {}

    def _init_sync(self, post: Callable[[str], None], target: str = "") -> None:
        object.__setattr__(self, "_values", copy.deepcopy(dict(self._synced)))
        self._post = post
        self._target = target
        self._holding = 0
        self._dirty: list[str] = []

    def __getattr__(self, name: str) -> Any:
        values = self.__dict__.get("_values")
        if values is not None and name in values:
            return values[name]
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def __setattr__(self, name: str, value: Any) -> None:
        if name not in self._synced:
            object.__setattr__(self, name, value)
            return
        check = self._checked.get(name)
        if check is not None:
            value = getattr(self, check)({"value": value})
        old = self._values[name]
        if type(old) is type(value) and old == value:
            return
        self._values[name] = value
        if name not in self._dirty:
            self._dirty.append(name)
        hook = self._observed.get(name)
        if hook is not None:
            getattr(self, hook)({"name": name, "old": old, "new": value})
        if not self._holding:
            self._flush()

    @contextmanager
    def hold_sync(self) -> Iterator[None]:
        """Post the values changed inside the block once, at its end (as a kernel does)."""
        self._holding += 1
        try:
            yield
        finally:
            self._holding -= 1
            if not self._holding:
                self._flush()

    def _flush(self) -> None:
        if self._dirty:
            names, self._dirty = self._dirty, []
            self.send_state(names)

    def _message(self, data: dict[str, Any]) -> None:
        if self._target:
            data["to"] = self._target
        self._post(json.dumps(data, ensure_ascii=False))

    def send_state(self, key: Any = None) -> None:
        """Post the synced values named by ``key`` (a name or a list; ``None``: every one)."""
        names = list(self._synced) if key is None else [key] if isinstance(key, str) else list(key)
        state = {n: self._values[n] for n in names if n in self._synced}
        self._message({"type": "state", "state": state})

    def send(self, content: Any, buffers: Any = None) -> None:
        """Post a custom message to the page (``model.on("msg:custom")``)."""
        self._message({"type": "msg", "content": content})

    def get_state(self) -> dict[str, Any]:
        """Every synced value, as the page holds it."""
        return copy.deepcopy(self._values)


class PageWidget(DictSync, WidgetLogic):
    """A game board whose synced values live in a dict and travel to the page through
    ``post`` (see :class:`DictSync`)."""

    keys = list(SYNCED)
    _synced = SYNCED
    _checked = _CHECKED
    _observed = _OBSERVED

    def __init__(
        self,
        game: Game,
        perspective: int | None = None,
        *,
        post: Callable[[str], None],
        cursor: int | None = None,
        lock_perspective: bool = False,
        title: str = "",
        practice: bool = False,
    ) -> None:
        self._init_sync(post)
        if perspective not in (None, 0, 1) or isinstance(perspective, bool):
            raise VanguardError("perspective must be 0, 1 or None (the judge)")
        self._values.update(perspective=perspective, lock_perspective=lock_perspective, title=title)
        self._setup(game, perspective, practice)
        with self.hold_sync():
            self._start(cursor, practice)

    def _take_browser_state(self, accepted: dict[str, Any]) -> None:
        """Set the browser's checked values (each through its check and its observer)."""
        with self.hold_sync():
            for name, value in accepted.items():
                setattr(self, name, value)


class PageQuestion(DictSync, QuestionLogic):
    """A question in a course page (see :mod:`vgwidget.widget.question`): ``spec`` gives the
    ``question``, the ``choices``, what it asks (``ask``) and the decisions played first
    (``play``); the engine works the answer out here, on ``game``, and it stays here."""

    keys = list(QUESTION_SYNCED)
    _synced = QUESTION_SYNCED
    _observed = {"picked": "_on_pick", "hint_step": "_on_hint"}

    def __init__(
        self, spec: Mapping[str, Any], game: Game, *, post: Callable[[str], None], target: str
    ) -> None:
        self._init_sync(post, target)
        choices = check_choices(spec.get("choices") or [])
        self._set_verdict(page_verdict(spec, game), choices, str(spec.get("look", "")))
        self._values.update(question=str(spec.get("question", "")), choices=choices)

    def set_state(self, sync_data: Any) -> None:
        """Values the page changed: only what :meth:`QuestionLogic.browser_values` allows; the
        rest is posted back as it is."""
        if not isinstance(sync_data, dict):
            return
        ok = self.browser_values(sync_data)
        with self.hold_sync():
            for name, value in ok.items():
                setattr(self, name, value)
        refused = [k for k in sync_data if k not in ok and k in self._synced]
        if refused:
            self.send_state(refused)


def page_game(settings: Mapping[str, Any]) -> Game:
    """The game a page starts from: its ``record`` (a game record, every decision replayed and
    checked) or its ``position`` (a judge's position, TOML text); a new game otherwise."""
    if settings.get("record") is not None:
        return Game.from_record(settings["record"])
    if settings.get("position") is not None:
        return Game.from_position(str(settings["position"]))
    return Game.new(seed=int(settings.get("seed", 0)))


def _quiet(_text: str) -> None:
    """Post nothing (while a session sets its board up: the page then gets every value)."""


class PageSession:
    """One playable board in a page's worker: made from the page's ``settings`` (see
    :func:`page_game`; ``perspective``, ``lock_perspective``, ``title``, ``practice``, and
    ``vs``/``seat``: the computer's level and seat; ``questions``: the page's questions, see
    :class:`PageQuestion`), posting through ``post``. The questions are asked about the board
    as the page starts it; each posts as ``"to": "q0"``, ``"q1"``... and the page's messages
    for one carry the same ``to``."""

    def __init__(self, settings: Mapping[str, Any], post: Callable[[str], None]) -> None:
        game = page_game(settings)
        specs = settings.get("questions") or []
        if not isinstance(specs, list) or not all(isinstance(q, Mapping) for q in specs):
            raise VanguardError("a page's questions are a list of tables")
        self.questions = {
            f"q{i}": PageQuestion(q, game, post=post, target=f"q{i}") for i, q in enumerate(specs)
        }
        self.widget = PageWidget(
            game,
            settings.get("perspective"),
            post=_quiet,
            lock_perspective=bool(settings.get("lock_perspective", False)),
            title=str(settings.get("title", "")),
            practice=bool(settings.get("practice", False)),
        )
        level = settings.get("vs")
        if level is not None:
            if level not in bots.LEVELS:
                raise VanguardError(f"unknown computer level {level!r}")
            self.widget.play_against(str(level), int(settings.get("seat", 1)))
        self.widget._post = post  # the page's first message: every value, once
        self.widget.send_state()
        for q in self.questions.values():
            q.send_state()

    def receive(self, text: str) -> None:
        """One message from the page (JSON text): ``set`` (synced values the browser changed)
        or ``msg`` (a custom message), each checked by the board's logic; anything else is
        refused and reported."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            self.widget._refuse("refused a message that is not JSON")
            return
        kind = data.get("type") if isinstance(data, dict) else None
        to = data.get("to") if isinstance(data, dict) else None
        if to is not None:
            q = self.questions.get(to) if isinstance(to, str) else None
            if q is not None and kind == "set":
                q.set_state(data.get("state"))
            else:
                self.widget._refuse("refused a message for no question of this page")
        elif kind == "set":
            self.widget.set_state(data.get("state"))
        elif kind == "msg":
            self.widget._on_msg(self.widget, data.get("content"), None)
        else:
            self.widget._refuse("refused a message from the page that is not set or msg")


def start(settings: str, post: Callable[[str], None]) -> PageSession:
    """The worker's way in: a session from the page's settings (JSON text)."""
    data = json.loads(settings)
    if not isinstance(data, dict):
        raise VanguardError("a page's settings are a JSON object")
    return PageSession(data, post)
