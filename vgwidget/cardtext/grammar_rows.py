"""(rows, issue #21) The heads that name a row or one circle of the field: ``[CONT]Back Row
(RC):``, ``[AUTO]Front Row (RC):``, ``[ACT]Back Row Center (RC):``. Each is the zone marker
``(RC)`` with the condition ``circle`` (:mod:`vgwidget.engine.abilities.rows`): the ability
works only while its card stands on a rear-guard circle of that row or place."""

from __future__ import annotations

from ..engine.abilities.rows import CIRCLE_WORDS
from .phrases import phrases

CIRCLE_HEADS = phrases(
    [
        ("Back Row (RC)", "back-row"),
        ("Front Row (RC)", "front-row"),
        ("Back Row Center (RC)", "back-center"),
        ("Back Row Middle (RC)", "back-center"),
        ("Back Row Left (RC)", "back-left"),
        ("Back Row Right (RC)", "back-right"),
    ]
)
"""A head's row or circle as card lists print it (a space before ``(RC)`` or none); the first
template of each value is the one the renderer writes."""

__all__ = ["CIRCLE_HEADS", "CIRCLE_RULE", "CIRCLE_WORDS"]

CIRCLE_RULE = "ability.circle-head"
"""The catalogue rule a row or circle head rests on."""
