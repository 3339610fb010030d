"""vgwidget: a Cardfight!! Vanguard rules engine that explains every step.

>>> from vgwidget import Game
>>> g = Game.new(seed=3, format="classic")
>>> g.events[0].rule
'setup.first-vanguard'
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from ._version import __version__
from .engine.actions import Action
from .engine.errors import DeckError, IllegalAction, RecordError, VanguardError
from .engine.events import Event
from .engine.formats import CLASSIC, FORMATS, STANDARD, Format, get_format
from .engine.game import Game

if TYPE_CHECKING:
    from .widget import VanguardWidget as VanguardWidget  # re-exported lazily (__getattr__)

__all__ = [
    "Action",
    "CLASSIC",
    "DeckError",
    "Event",
    "FORMATS",
    "Format",
    "Game",
    "IllegalAction",
    "RecordError",
    "STANDARD",
    "VanguardError",
    "__version__",
    "get_format",
]


def __getattr__(name: str) -> Any:
    # Lazy on purpose, not to dodge a cycle: the widget needs anywidget and traitlets, and
    # the engine must import without them (e.g. under Pyodide), so the widget is imported
    # only when VanguardWidget is first asked for.
    if name == "VanguardWidget":
        return import_module("vgwidget.widget").VanguardWidget
    raise AttributeError(name)
