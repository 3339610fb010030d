"""Continuous (CONT) abilities: worked out from the state whenever a value is asked for.

Because power and permissions are always computed from the current state, a CONT
ability applies exactly while its card is in its zone and its condition holds, and
stops the moment either changes (ABILITY-006) -- there is nothing to switch on or off.
"""

from __future__ import annotations

from ..state import State
from .conditions import ability_active, conditions_hold, per_count, zone_of
from .harmony import in_harmony, other_units_in_line
from .index import table_index

# One-entry memo: the last state asked about and its CONT contributions.
_memo: list[object] = [None, ()]


def cont_effects(s: State) -> tuple[tuple[int, str, int, str], ...]:
    """``(target, stat, amount, label)`` for every CONT effect that applies in ``s``."""
    if _memo[0] is s:
        return _memo[1]  # type: ignore[return-value]
    out: list[tuple[int, str, int, str]] = []
    idx = table_index(s.table)
    for iid, i in idx.cont:
        if not ability_active(s, iid):
            continue
        ab = s.table.cards[iid].abilities[i]
        try:
            if zone_of(s, iid) not in ab.zones:
                continue
        except KeyError:
            continue
        if not conditions_hold(s, iid, ab):
            continue
        owner = s.table.owner[iid]
        label = f"“{s.table.cards[iid].name}” CONT"
        for e in ab.effects:
            if e.do in ("limit-break-relief", "stride-grade", "stride-grade-as"):
                continue  # (worked out where read: the limit-break condition, the stride cost)
            for t in _fixed_targets(s, iid, owner, e.target):
                stat = e.do
                amount = (
                    e.amount * per_count(s, iid, e.per)
                    if stat in ("power", "critical", "shield")
                    else 1
                )
                out.append((t, stat, amount, label))
    result = tuple(out)
    _memo[0], _memo[1] = s, result
    return result


def _fixed_targets(s: State, iid: int, owner: int, target: str) -> list[int]:
    ps = s.players[owner]
    if target == "self":
        return [iid]
    if target == "your-vanguard":
        return [ps.vanguard] if ps.vanguard is not None else []
    if target == "all-your-front-row":
        return [u for c in ps.front_row() if (u := ps.at(c)) is not None]
    if target == "all-your-rear-guards":
        return [u for c in ps.rear_circles() if (u := ps.at(c)) is not None]
    if target == "all-your-units":
        return [u for u in ps.circles if u is not None]
    if target == "all-your-units-in-harmony":  # keyword.harmony (a locked card is no unit)
        return [u for u in ps.circles if u is not None and u not in s.locked and in_harmony(s, u)]
    if target in ("all-your-other-units-in-column", "all-your-other-units-in-row"):
        return other_units_in_line(s, iid, target.rsplit("-", 1)[1])
    return []


def has_flag(s: State, iid: int, flag: str) -> bool:
    """Whether a modifier or CONT effect gives unit ``iid`` the flag (``cannot-attack``, ...)."""
    for m in s.mods:  # (plain loops: a generator costs more here, asked for every attacker)
        if m.target == iid and m.stat == flag:
            return True
    if table_index(s.table).cont:
        for t, stat, _, _ in cont_effects(s):
            if t == iid and stat == flag:
                return True
    return False
