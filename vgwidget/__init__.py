"""vgwidget: a Cardfight!! Vanguard rules engine that explains every step.

>>> from vgwidget import Game
>>> g = Game.new(seed=3, format="classic")
>>> g.events[0].rule
'setup.first-vanguard'
"""

from __future__ import annotations

from ._version import __version__
from .engine.actions import Action
from .engine.errors import DeckError, IllegalAction, RecordError, VanguardError
from .engine.events import Event
from .engine.formats import CLASSIC, FORMATS, STANDARD, Format, get_format
from .engine.game import Game

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


def __getattr__(name: str) -> object:
    # The widget needs anywidget; import it only when asked for.
    if name == "VanguardWidget":
        from .widget import VanguardWidget

        return VanguardWidget
    raise AttributeError(name)
