"""The game's procedures, one module per part of the game.

* :mod:`.setup` -- preparing a cardfight (first vanguard ... stand up)
* :mod:`.turn` -- stand, draw, ride, main and end phases
* :mod:`.battle` -- the battle phase's steps
* :mod:`.checks` -- drive/damage checks and every trigger
* :mod:`.rule_actions` -- win/loss and other rule actions
* :mod:`.stride`, :mod:`.gassist` -- the G era: stride, heart, G guardian, G assist

Importing this package registers every task, decision, check and handler.
"""

from __future__ import annotations

from .. import gifts  # noqa: F401,E402  (registration of the Imaginary Gift steps)
from ..abilities import manual, resolve  # noqa: F401,E402  (registration of ability steps)
from . import battle, checks, dress, gassist, legion, rule_actions, setup, stride, turn  # noqa: F401
from .registry import CANDIDATES, CHECKS, DECISION_RULES, DECISIONS, HANDLERS, TASKS, Refusal

__all__ = ["CANDIDATES", "CHECKS", "DECISIONS", "DECISION_RULES", "HANDLERS", "TASKS", "Refusal"]
