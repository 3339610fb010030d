"""Harmony (the G era's keyword, keyword.harmony): the state "in harmony" and the column test
of its trigger.

A unit is *in harmony* while a ``harmony`` modifier names it. The Harmony ability gives it until
end of turn, so it ends with the turn's other "until end of turn" changes, and, like every
modifier, when the card leaves its circle (a card that changes zones is a new card, ZONE-042);
a unit moved from circle to circle keeps it. The Harmony ability waits for another of its
owner's units placed on a circle of its own column (``on: your-other-unit-in-column``): left
(front-left and back-left), centre (the vanguard circle and back-centre) or right.

This module reads the state only, so the conditions, the trigger and the view may all ask it.
"""

from __future__ import annotations

from ..state import ALL_CIRCLES, RC_NAMES, VC, State, column
from .harmony_names import HARMONY


def in_harmony(s: State, iid: int) -> bool:
    """Whether unit ``iid`` is in harmony now."""
    return any(m.target == iid and m.stat == HARMONY for m in s.mods)


def unit_circle(s: State, iid: int) -> str | None:
    """The circle (VC or a rear-guard circle) card ``iid`` is on as a unit, else ``None``
    (elsewhere, or locked: a locked card is no unit, LOCK-002)."""
    if iid in s.locked:
        return None
    try:
        where = s.locate(iid)[1]
    except KeyError:
        return None
    return where if where == VC or where in RC_NAMES else None


def placed_in_column(s: State, iid: int, owner: int, subject: int | None) -> bool:
    """Whether ``subject``, just placed, is another unit of ``owner``'s in the column of unit
    ``iid`` (the event the Harmony ability of ``iid`` waits for)."""
    if subject is None or subject == iid or s.table.owner[subject] != owner:
        return False
    mine, placed = unit_circle(s, iid), unit_circle(s, subject)
    return mine is not None and placed is not None and column(owner, mine) == column(owner, placed)


def harmony_count(s: State, player: int) -> int:
    """How many of ``player``'s units are in harmony now (a locked card is no unit)."""
    return sum(1 for u in s.players[player].circles
               if u is not None and unit_circle(s, u) is not None and in_harmony(s, u))  # fmt: skip


def other_units_in_line(s: State, iid: int, line: str) -> list[int]:
    """The other units of card ``iid``'s owner in the same ``line`` ("column" or "row") as unit
    ``iid`` (none when ``iid`` is not a unit on a circle; a locked card is no unit). The rows are
    the front row (FL, VC, FR and any accel circle) and the back row (BL, BC, BR)."""
    owner = s.table.owner[iid]
    mine = unit_circle(s, iid)
    if mine is None:
        return []
    ps = s.players[owner]
    front = ps.front_row()
    out = []
    for c, u in zip(ALL_CIRCLES, ps.circles, strict=False):
        if u is None or u == iid or u in s.locked:
            continue
        if line == "column":
            same = column(owner, c) == column(owner, mine)
        else:
            same = (c in front) == (mine in front)
        if same:
            out.append(u)
    return out
