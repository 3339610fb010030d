"""(v-discard) The timing of a card discarded from the hand: "When this card is discarded from
hand". To discard is to move a card from the hand to the drop zone (text.discard), by a cost
or by an effect; a guardian retired from the guardian circle, a unit retired from a circle, or
an order played from the hand is not discarded. The ability is heard by the card itself,
already in the drop zone (its zone ``drop``)."""

from __future__ import annotations

from typing import Any

_T = tuple[str, str, tuple[tuple[str, Any], ...], str | None]

_YOUR_TURN = (("your-turn", True),)


def _d(conds: tuple[tuple[str, Any], ...] = ()) -> _T:
    return ("discarded-from-hand", "self", conds, "drop")


DISCARD_TIMINGS: list[tuple[str, _T]] = [
    ("When this card is discarded from hand", _d()),
    ("When this card is discarded from your hand", _d()),
    ("When discarded from hand", _d()),
    ("When this card is discarded from hand during your turn", _d(_YOUR_TURN)),
    ("When this card is discarded from your hand during your turn", _d(_YOUR_TURN)),
    ("When discarded from hand during your turn", _d(_YOUR_TURN)),
]
"""Rows of the timing table (grammar.TIMINGS): the first spelling of each meaning is the one
the renderer writes. "during your turn" is a condition of the trigger (turn.sequence)."""
