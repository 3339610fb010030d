"""Values the rules themselves add to units (not a card's ability, not a modifier).

* A persona ride gives the turn player's front row +10000 power until end of turn
  (PERSONA-001; CR 4.55 §6.3.8, §7.15.1.4).
* Imaginary Gift markers (GIFT-001/002; CR 4.55 §16.3) belong to circles: Force I and
  Accel I give the unit there +10000 power during its owner's turn, Accel II +5000; Force II
  makes its original critical 2; Protect II gives +10000 shield to a unit that intercepts from
  the marked circle.

They are worked out from the board each time a value is read, like a CONT ability, so they
follow the circles: a unit that arrives gets them, one that leaves loses them.
"""

from __future__ import annotations

from .context import Ctx
from .state import Mod, State

PERSONA_FLAG = "persona-ride"
"""The turn flag a persona ride sets (the turn player's front row gets +10000 power)."""
PERSONA_POWER = 10000
PERSONA_LABEL = "persona ride (front row)"


MARKER_POWER = {("force", "I"): 10000, ("accel", "I"): 10000, ("accel", "II"): 5000}
"""The power a gift marker gives the unit on its circle during its owner's turn."""
PROTECT_SHIELD = 10000


def rule_effects(s: State) -> tuple[tuple[int, str, int, str], ...]:
    """``(unit, stat, amount, label)`` for every value the rules add right now: a G unit's
    heart's printed power while that heart is on the vanguard circle (CR 1.48 §10.27.5, gone
    with the heart, §10.27.5.2), persona ride's bonus and the markers'."""
    a, b = s.players
    persona = PERSONA_FLAG in s.turn_flags
    if not persona and not a.markers and not b.markers and not a.heart and not b.heart:
        return ()
    out: list[tuple[int, str, int, str]] = []
    for side in (a, b):
        vg = side.vanguard
        if side.heart and vg is not None and s.table.cards[vg].is_g:
            lender = s.table.cards[side.heart[0]]
            out.append((vg, "power", lender.power, f"heart “{lender.name}”"))
    ps = s.players[s.turn_player]
    if persona:
        for c in ps.front_row():
            u = ps.at(c)
            if u is not None and u not in s.locked:
                out.append((u, "power", PERSONA_POWER, PERSONA_LABEL))
    for circle, kind, version in ps.markers:  # markers work during their owner's turn
        amount = MARKER_POWER.get((kind, version))
        u = ps.at(circle)
        if amount and u is not None and u not in s.locked:
            out.append((u, "power", amount, f"{kind.capitalize()} {version} marker"))
    return tuple(out)


def original_critical(s: State, iid: int) -> int:
    """The unit's original critical: its printed critical, or 2 on a circle with a Force II
    marker (a value set, so two such markers still make 2; CR 4.55 §16.3.1.4)."""
    owner = s.table.owner[iid]
    ps = s.players[owner]
    for circle, kind, version in ps.markers:
        if kind == "force" and version == "II" and ps.at(circle) == iid:
            return 2
    return s.table.cards[iid].critical


def protect_intercept(ctx: Ctx, p: int, circle: str, u: int) -> None:
    """A unit intercepting from a circle with Protect II markers gets +10000 shield per marker
    until the end of the battle (CR 4.55 §16.3.1.6)."""
    n = sum(1 for c, k, v in ctx.ps(p).markers if c == circle and k == "protect" and v == "II")
    if not n:
        return
    ctx.add_mod(Mod(u, "shield", PROTECT_SHIELD * n, "battle", "Protect II marker", "gift.protect"))
    ctx.emit(
        "shield",
        "gift.protect",
        f"“{ctx.name(u)}” intercepts from a circle with a Protect II marker: +"
        f"{PROTECT_SHIELD * n:,} shield until the end of the battle.",
        (u,),
    )
