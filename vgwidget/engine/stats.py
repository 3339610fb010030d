"""A unit's current power, critical and shield, and where each point comes from.

Power is never stored: it is worked out from the printed value, the temporary
modifiers (trigger bonuses and the like), the boost (while booster and attacker
stay on their circles, BOOST-005/006) and the guardians' shields (while they
stay on the guardian circle, GUARD-006). That is why a boost follows the
booster's power and ends by itself when the booster leaves.
"""

from __future__ import annotations

from .abilities.cont import cont_effects
from .abilities.index import table_index
from .bonuses import original_critical, rule_effects
from .state import CIRCLE_INDEX, Battle, State


def _in_battle_place(state: State, player: int, circle: str | None, iid: int | None) -> bool:
    if circle is None or iid is None:
        return False
    return state.players[player].circles[CIRCLE_INDEX[circle]] == iid


def _attacked_circle(b: Battle, iid: int) -> str | None:
    """The circle where ``iid`` is being attacked (``None``: it is not being attacked); the
    guardians guarding it add their shield (all of them unless several units are attacked,
    ATTACK-009)."""
    if iid == b.target:
        return b.target_circle
    if b.also:
        return next((c for t, c in b.also if t == iid), None)
    return None


def _legion_mate(state: State, iid: int, b: Battle) -> int | None:
    """The legion mate whose power adds to an attacking legion leader (LEGION-005): only when
    the leader attacks, never when it is attacked (LEGION-007)."""
    if iid != b.attacker or b.attacker_circle != "VC":
        return None
    ps = state.players[state.turn_player]
    if ps.circles[0] != iid or not ps.legion:
        return None
    return ps.legion[0]


def power_breakdown(state: State, iid: int) -> list[tuple[str, int]]:
    """``(label, amount)`` pairs that add up to the unit's power."""
    card = state.table.cards[iid]
    parts: list[tuple[str, int]] = [
        (
            "printed (deleted)" if iid in state.deleted else "printed",
            0 if iid in state.deleted else card.power,
        )
    ]
    for m in state.mods:
        if m.target == iid and m.stat == "power":
            parts.append((m.label, m.amount))
    if table_index(state.table).cont:
        for t, stat, amount, label in cont_effects(state):
            if t == iid and stat == "power":
                parts.append((label, amount))
    for t, stat, amount, label in rule_effects(state):
        if t == iid and stat == "power":
            parts.append((label, amount))
    b = state.battle
    if b is not None:
        tp = state.turn_player
        if (
            iid == b.attacker
            and b.booster is not None
            and _in_battle_place(state, tp, b.attacker_circle, b.attacker)
            and _in_battle_place(state, tp, b.booster_circle, b.booster)
        ):
            parts.append(("boost", power(state, b.booster)))
        mate = _legion_mate(state, iid, b)
        if mate is not None:
            parts.append((f"legion ({state.table.cards[mate].name})", power(state, mate)))
        tc = _attacked_circle(b, iid)
        if tc is not None and _in_battle_place(state, b.target_player, tc, iid):
            gc = state.players[b.target_player].guardians
            for g in b.guardians:
                if g in gc and (not b.also or b.guards(g) == iid):
                    parts.append((f"guard ({state.table.cards[g].name})", shield(state, g)))
    return parts


def power(state: State, iid: int) -> int:
    """The unit's power right now: the sum of :func:`power_breakdown`, worked out without
    building the list (this runs for every explain sentence that quotes a power)."""
    total = 0 if iid in state.deleted else state.table.cards[iid].power
    for m in state.mods:
        if m.target == iid and m.stat == "power":
            total += m.amount
    if table_index(state.table).cont:
        for t, stat, amount, _label in cont_effects(state):
            if t == iid and stat == "power":
                total += amount
    for t, stat, amount, _label in rule_effects(state):
        if t == iid and stat == "power":
            total += amount
    b = state.battle
    if b is not None:
        tp = state.turn_player
        if (
            iid == b.attacker
            and b.booster is not None
            and _in_battle_place(state, tp, b.attacker_circle, b.attacker)
            and _in_battle_place(state, tp, b.booster_circle, b.booster)
        ):
            total += power(state, b.booster)
        if b.attacker_circle == "VC" and iid == b.attacker:
            mate = _legion_mate(state, iid, b)
            if mate is not None:
                total += power(state, mate)
        tc = _attacked_circle(b, iid)
        if tc is not None and _in_battle_place(state, b.target_player, tc, iid):
            gc = state.players[b.target_player].guardians
            for g in b.guardians:
                if g in gc and (not b.also or b.guards(g) == iid):
                    total += shield(state, g)
    return total


def critical(state: State, iid: int) -> int:
    """The unit's critical right now (printed plus modifiers)."""
    c = original_critical(state, iid)
    for m in state.mods:
        if m.target == iid and m.stat == "critical":
            c += m.amount
    if table_index(state.table).cont:
        c += sum(a for t, st, a, _ in cont_effects(state) if t == iid and st == "critical")
    return c


def shield(state: State, iid: int) -> int:
    """The card's shield right now; a card with no printed shield counts as 0 (GUARD-010)."""
    s = state.table.cards[iid].shield or 0
    for m in state.mods:
        if m.target == iid and m.stat == "shield":
            s += m.amount
    if table_index(state.table).cont:
        s += sum(a for t, st, a, _ in cont_effects(state) if t == iid and st == "shield")
    return s


def breakdown(state: State, iid: int) -> list[dict[str, object]]:
    """Every contribution to power, critical and shield, for the widget's hover panel."""
    out: list[dict[str, object]] = [
        {"stat": "power", "label": label, "amount": amount}
        for label, amount in power_breakdown(state, iid)
    ]
    card = state.table.cards[iid]
    crit = original_critical(state, iid)
    out.append(
        {
            "stat": "critical",
            "label": "printed" if crit == card.critical else "Force II (original critical 2)",
            "amount": crit,
        }
    )
    out.append({"stat": "shield", "label": "printed", "amount": card.shield or 0})
    for m in state.mods:
        if m.target == iid and m.stat in ("critical", "shield"):
            out.append({"stat": m.stat, "label": m.label, "amount": m.amount})
    return out
