"""The card format's words for the G era's costs as cards change them, kept apart from
:mod:`.model` (which takes them in): the G zone costs, among them those only some face-down
cards may pay (cost.g-zone-face-up-named); the effects of a hand card on its own grade while it
pays a stride cost (stride.cost-grade); and the condition of a discard timing naming what the
discard paid for (stride.discarded-for-cost)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..errors import CardDataError

if TYPE_CHECKING:
    from .model import Effect

G_ZONE_COSTS = ("g-face-up", "g-face-up-same-name", "g-face-up-g-guardian")
"""Costs paid from the G zone, only in a format with one (Premium): turn N face-down cards of
your G zone face up (``g-face-up``), only cards of this unit's name (``g-face-up-same-name``),
or only G guardians (``g-face-up-g-guardian``)."""
STRIDE_GRADES = ("stride-grade", "stride-grade-as")
"""CONT-only effects of a card in the hand on its own grade while it pays a stride cost:
``stride-grade`` counts grade +amount, ``stride-grade-as`` may count as grade amount."""
STRIDE_FIELDS = dict.fromkeys(STRIDE_GRADES, frozenset({"target", "amount", "until"}))
"""The fields those effects read."""
DISCARD_CONDITIONS = ("discarded-for",)
"""``discarded-for`` (str, a discard timing): what the discard paid for, ``stride`` (its cost)
or ``grade-3-ride-deck-or-stride`` (that, or a ride of a grade 3 from the ride deck)."""
DISCARD_CONDITION_VALUES: dict[str, type] = {"discarded-for": str}


def stride_grade_ok(e: Effect, zones: Sequence[str], where: str) -> bool:
    """Whether the CONT effect ``e`` is a ``stride-grade`` / ``stride-grade-as`` one, which
    must work only in the hand, on the card itself, with a positive amount (else refused)."""
    if e.do not in STRIDE_GRADES:
        return False
    if (tuple(zones), e.target) != (("hand",), "self") or e.amount < 1:
        raise CardDataError(
            f"{where}: {e.do!r} changes a card's own grade in the hand: zones "
            '["hand"], target "self", a positive amount'
        )
    return True
