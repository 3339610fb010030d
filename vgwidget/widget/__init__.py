"""The widget front end of a game, in parts:

* :mod:`~vgwidget.widget.wire` — what is synced to the browser, and how it is packed
  (versioned by ``ENCODING_VERSION``; the JS mirror is ``js/src/timeline.js``);
* :mod:`~vgwidget.widget.logic` — :class:`~vgwidget.widget.logic.WidgetLogic`, the board's own
  logic (synced values, moves, what-if lines, the computer, checks of browser input), shared
  by the kernel widget and the course page's worker;
* :mod:`~vgwidget.widget.core` — :class:`VanguardWidget`, the anywidget class (traitlets carry
  the logic's values);
* :mod:`~vgwidget.widget.session` — the same logic in a course page's Web Worker (Pyodide);
* :mod:`~vgwidget.widget.playable` — the playable course-page folder (``save_html(playable=True)``);
* :mod:`~vgwidget.widget.browser` — what the kernel accepts from the browser (traits, messages);
* :mod:`~vgwidget.widget.html` — the static picture (``_repr_html_``) and the offline page;
* :mod:`~vgwidget.widget.export` — the nbconvert exporter (``--to vgwidget_html``);
* :mod:`~vgwidget.widget.quiz` — :class:`Predict`, the question widget;
* :mod:`~vgwidget.widget.play` — play helpers for questions (``what_if``, ``find_action``...).

``wire``, ``browser``, ``html``, ``play``, ``logic``, ``session`` and ``playable`` need only
the engine; the widget classes need
anywidget and are imported when first asked for (``from vgwidget.widget import VanguardWidget``).
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from . import wire
from .html import position_html
from .wire import (
    ENCODING_VERSION,
    TAIL_MAX,
    TimelineEncoder,
    apply_patch,
    decode_card,
    decode_event,
    decode_frame,
    diff,
    encode_event,
    pack_chunk,
    unpack_chunk,
)

if TYPE_CHECKING:
    from .core import VanguardWidget, action_label, state_json
    from .quiz import Predict

__all__ = [
    "ENCODING_VERSION",
    "TAIL_MAX",
    "Predict",
    "TimelineEncoder",
    "VanguardWidget",
    "action_label",
    "apply_patch",
    "decode_card",
    "decode_event",
    "decode_frame",
    "diff",
    "encode_event",
    "pack_chunk",
    "position_html",
    "state_json",
    "unpack_chunk",
]

_LAZY = {
    "VanguardWidget": "core",
    "action_label": "core",
    "state_json": "core",
    "BROWSER_TRAITS": "core",
    "MSG_KEYS": "core",
    "MSG_MAX_BYTES": "core",
    "Predict": "quiz",
}


def __getattr__(name: str) -> Any:
    # Lazy on purpose, not to dodge a cycle: the widget classes (core, quiz) need anywidget
    # and traitlets, and wire/html/play must import without them (e.g. under Pyodide), so
    # core and quiz are imported only when one of their names is first asked for.
    mod = _LAZY.get(name)
    if mod is None:  # the wire format's other names (CARD_LISTS, FLAGS...)
        if name.startswith("__") or not hasattr(wire, name):
            raise AttributeError(f"module 'vgwidget.widget' has no attribute {name!r}")
        return getattr(wire, name)

    return getattr(import_module(f".{mod}", __name__), name)
