"""The game's procedures, one module per part of the game.

* :mod:`.setup` -- preparing a cardfight (first vanguard ... stand up)
* :mod:`.turn` -- stand, draw, ride, main and end phases
* :mod:`.battle` -- the battle phase's steps
* :mod:`.checks` -- drive/damage checks and every trigger
* :mod:`.rule_actions` -- win/loss and other rule actions
* :mod:`.stride`, :mod:`.gassist` -- the G era: stride, heart, G guardian, G assist
* :mod:`.legion`, :mod:`.dress`, :mod:`.xdress` -- legion (Classic, Premium), overDress and
  XoverDress (Standard)

Below them, and below the abilities too, sit what both use: :mod:`vgwidget.engine.flow` (the
order of a turn's phases and steps, and the check timings between them),
:mod:`vgwidget.engine.registry` (where steps, decisions, checks and handlers register) and
:mod:`vgwidget.engine.board` (naming circles and units, finding units), and
:mod:`vgwidget.engine.moves` (the ride, the call, legion from the soul and the end of the game,
which the abilities make too).

Importing this package registers every task, decision, check and handler (the abilities' and
the Imaginary Gifts' too).
"""

from __future__ import annotations

from .. import gifts  # noqa: F401,E402  (registration of the Imaginary Gift steps)
from ..abilities import manual, resolve  # noqa: F401,E402  (registration of ability steps)
from ..registry import CANDIDATES, CHECKS, DECISION_RULES, DECISIONS, HANDLERS, TASKS, Refusal
from . import (  # noqa: F401
    battle,
    checks,
    dress,
    gassist,
    legion,
    rule_actions,
    setup,
    stride,
    turn,
    xdress,
)

__all__ = ["CANDIDATES", "CHECKS", "DECISIONS", "DECISION_RULES", "HANDLERS", "TASKS", "Refusal"]
