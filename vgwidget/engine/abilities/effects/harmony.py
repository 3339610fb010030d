"""The ``harmony`` effect (keyword.harmony): this unit, and the unit whose placing in its
column the Harmony ability waited for, become in harmony until end of turn.

Each unit that was not in harmony gets the state (a ``harmony`` modifier until end of turn)
and its "when this unit becomes in harmony" abilities trigger; a unit already in harmony stays
so, and nothing triggers for it. A unit that has left its circle since the ability triggered is
a new card (ZONE-042) and gets nothing.
"""

from __future__ import annotations

from ...context import Ctx
from ...state import Mod
from ..harmony import harmony_count, in_harmony, unit_circle
from ..harmony_names import BECOMES, COUNT_RISES, HARMONY, IN_COLUMN, PLACED_INCARNATION
from ..model import Effect
from ..refs import Ref, ability_of, quoted, source_label

RULE = "keyword.harmony"


def _units(ctx: Ctx, ref: Ref) -> list[int]:
    """The units the effect reaches now: this unit while it is still the same card on a
    circle, then the placed unit while it is (the Harmony ability's event only)."""
    s = ctx.state
    out: list[int] = []
    same = s.incarnation(ref.card) == ref.incarnation or (
        (ref.card, ref.ability, s.incarnation(ref.card)) in s.followed
    )
    if same and unit_circle(s, ref.card) is not None:
        out.append(ref.card)
    other = ref.subject
    if (
        other is not None
        and other != ref.card
        and ability_of(s, ref).on == IN_COLUMN
        and dict(ref.info).get(PLACED_INCARNATION) == s.incarnation(other)
        and s.table.owner[other] == ref.player
        and unit_circle(s, other) is not None
    ):
        out.append(other)
    return out


def become_in_harmony(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """Put the units in harmony until end of turn; each that was not triggers its "when this
    unit becomes in harmony" abilities."""
    label = source_label(ctx.state, ref)
    units = _units(ctx, ref)
    if not units:
        ctx.emit(
            "nothing",
            "golden.impossible",
            f"{quoted(ctx.state, ref.card)}'s Harmony finds no unit still on its circle, so "
            "nothing becomes in harmony.",
            (ref.card,),
        )
        return
    for u in units:
        s = ctx.state
        if in_harmony(s, u):
            ctx.emit(
                "harmony",
                RULE,
                f"{quoted(s, u)} is already in harmony ({label}); it stays so until end of turn.",
                (u,),
            )
            continue
        ctx.add_mod(Mod(u, HARMONY, 1, "turn", f"{label} ability", RULE))
        ctx.emit(
            "harmony",
            RULE,
            f"{quoted(s, u)} becomes in harmony until end of turn ({label}).",
            (u,),
        )
        ctx.timing(BECOMES, player=ref.player, card=u)
        # (the count of your units in harmony has just grown by one: "when the number of your
        # units in harmony becomes N or more" waits for it to reach N)
        ctx.timing(COUNT_RISES, player=ref.player, count=harmony_count(ctx.state, ref.player))
