"""The tutorials' question API, kept under its first name: the play helpers live in
:mod:`vgwidget.widget.play` (no anywidget needed) and the question widget in
:mod:`vgwidget.widget.quiz` (imported when ``Predict`` is first asked for)."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from .widget.play import (
    ActionLike,
    Outcome,
    Verdict,
    autopilot,
    count_verdict,
    damage_checks,
    find_action,
    first_event,
    hit_decided,
    hit_verdict,
    play_until,
    rule_note,
    what_if,
    zone_of,
)

if TYPE_CHECKING:
    from .widget.quiz import Predict

__all__ = [
    "ActionLike",
    "Outcome",
    "Predict",
    "Verdict",
    "autopilot",
    "count_verdict",
    "damage_checks",
    "find_action",
    "first_event",
    "hit_decided",
    "hit_verdict",
    "play_until",
    "rule_note",
    "what_if",
    "zone_of",
]


def __getattr__(name: str) -> Any:
    # Lazy on purpose, not to dodge a cycle: the question widget needs anywidget, and the
    # play helpers above must import without it.
    if name == "Predict":
        return import_module("vgwidget.widget.quiz").Predict
    raise AttributeError(f"module 'vgwidget.quiz' has no attribute {name!r}")
