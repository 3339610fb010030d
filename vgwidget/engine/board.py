"""Small helpers shared by the procedures and the abilities: naming circles and units in explain
text, finding units on the board."""

from __future__ import annotations

from . import stats
from .context import Ctx, player_name
from .state import ALL_CIRCLES, CIRCLE_NAMES, FRONT_NAMES, RC_NAMES, State

__all__ = [
    "player_name",
    "opponent",
    "units_of",
    "circle_name",
    "unit_desc",
    "damage_count",
    "can_act",
    "front_row_units",
    "rear_guards",
]


def opponent(p: int) -> int:
    return 1 - p


def circle_name(circle: str) -> str:
    return CIRCLE_NAMES.get(circle, circle)


def unit_desc(state: State, iid: int) -> str:
    """How an explain sentence names a card: its name in quotes."""
    return f"“{state.table.cards[iid].name}”"


def units_of(state: State, p: int) -> list[tuple[str, int]]:
    """``(circle, iid)`` for each unit of player ``p`` (locked cards are not units, LOCK-002)."""
    locked = state.locked
    return [
        (c, u)
        for c, u in zip(ALL_CIRCLES, state.players[p].circles, strict=False)
        if u is not None and u not in locked
    ]


def front_row_units(state: State, p: int) -> list[tuple[str, int]]:
    return [(c, u) for c, u in units_of(state, p) if c in FRONT_NAMES]


def rear_guards(state: State, p: int) -> list[tuple[str, int]]:
    return [(c, u) for c, u in units_of(state, p) if c in RC_NAMES]


def damage_count(state: State, p: int) -> int:
    """Cards in the damage zone, face up or face down (WIN-008)."""
    return len(state.players[p].damage)


def can_act(state: State, iid: int) -> bool:
    """A unit that is standing and not locked (it may attack or boost)."""
    return iid not in state.rested and iid not in state.locked


def power_text(state: State, iid: int) -> str:
    return f"{stats.power(state, iid):,}"


def ctx_power(ctx: Ctx, iid: int) -> str:
    return power_text(ctx.state, iid)
