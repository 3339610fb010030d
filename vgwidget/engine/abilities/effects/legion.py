"""Legion from the soul, by an ability: the player chooses a unit in the soul that names the
vanguard as its legion mate; it is ridden onto the vanguard circle and the former vanguard
comes beside it as its mate (LEGION-011).
"""

from __future__ import annotations

from ...context import Ctx, player_name
from ...moves import legion_from_soul as ride_and_legion
from ...state import Task
from ..choices import ask
from ..model import Effect
from ..refs import Ref, quoted, source_label


def legion_from_soul(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """Ride the chosen soul unit and legion with the former vanguard; first ask which (no
    choice when no unit in the soul can legion with the vanguard)."""
    s = ctx.state
    p = ref.player
    if isinstance(pick, int):
        ride_and_legion(ctx, p, pick, f"({source_label(s, ref)})")
        return
    if pick is None:
        return
    vg = ctx.ps(p).vanguard
    leaders = [
        c
        for c in ctx.ps(p).soul
        if s.fmt.legion and vg is not None and s.card(c).legion_mate == s.card(vg).name
    ]
    if not leaders:
        ctx.emit(
            "nothing",
            "golden.impossible",
            f"{source_label(s, ref)}: no unit in the soul can legion with the vanguard.",
            (ref.card,),
        )
        return
    ask(
        ctx,
        p,
        f"{player_name(p)}: choose a unit in your soul to ride and legion with "
        f"{quoted(s, vg) if vg is not None else 'the vanguard'}.",
        leaders,
        e.up_to,
        Task("ability-effect", (ref, k, chosen)),
    )
