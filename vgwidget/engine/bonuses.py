"""Values the rules themselves add to units (not a card's ability, not a modifier).

A persona ride gives the turn player's front row +10000 power until end of turn
(PERSONA-001; CR 4.55 §6.3.8, §7.15.1.4). The bonus is worked out from the board each time
a power is read, like a CONT ability, so it belongs to the front-row circles: a unit that
arrives there gets it, one that moves to the back row loses it.
"""

from __future__ import annotations

from .state import CIRCLE_INDEX, FRONT_ROW, State

PERSONA_FLAG = "persona-ride"
"""The turn flag a persona ride sets (the turn player's front row gets +10000 power)."""
PERSONA_POWER = 10000
PERSONA_LABEL = "persona ride (front row)"


def rule_effects(s: State) -> tuple[tuple[int, str, int, str], ...]:
    """``(unit, stat, amount, label)`` for every value the rules add right now."""
    if PERSONA_FLAG not in s.turn_flags:
        return ()
    ps = s.players[s.turn_player]
    out: list[tuple[int, str, int, str]] = []
    for c in FRONT_ROW:
        u = ps.circles[CIRCLE_INDEX[c]]
        if u is not None and u not in s.locked:
            out.append((u, "power", PERSONA_POWER, PERSONA_LABEL))
    return tuple(out)
