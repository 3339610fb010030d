"""(keywords2) How the conditions of the Standard-era ride history and of keyword conditions
are worked out; spliced into :data:`.conditions.CONDITION_CHECKS`."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..bonuses import PERSONA_FLAG
from ..state import State


def _persona_rode(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """ "If you persona rode this turn" (text.persona-rode): the turn under way is the owner's
    and the persona ride's turn flag is set (a persona ride is made only in its maker's own
    ride, and its flag lasts until the turn's effects end, the last thing the turn does)."""
    rode = s.turn_player == s.table.owner[iid] and PERSONA_FLAG in s.turn_flags
    return rode == bool(value)


def _ritual(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """Ritual N (keyword.ritual): N or more grade 1 cards in the owner's drop zone (any card
    of grade 1: a unit, a trigger unit or an order)."""
    assert isinstance(value, int)
    drop = s.players[s.table.owner[iid]].drop
    return sum(1 for c in drop if s.table.cards[c].grade == 1) >= value


def _brave(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """Brave (keyword.brave): the owner has three or less cards in hand."""
    return (len(s.players[s.table.owner[iid]].hand) <= BRAVE_HAND) == bool(value)


BRAVE_HAND = 3
"""Brave's hand size: active with this many cards in hand or fewer."""

KEYWORDS2_CHECKS: dict[str, Callable[[State, int, object, Mapping[str, object]], bool]] = {
    "persona-rode": _persona_rode,
    "ritual": _ritual,
    "brave": _brave,
}
"""The conditions of this family, ``(state, card, value, event info) -> holds``."""
