"""Turning damage cards face up by choice (helper ``then``): "choose a card from your damage
zone, and turn it face up". The player chooses any of their own damage cards, one at a time; a
face-down card (spent by a counter blast) turns face up and may pay a counter blast again, a
card already face up stays as it is (text.damage-face-up). It differs from a counter charge,
which only ever takes face-down cards.
"""

from __future__ import annotations

from ...context import Ctx, player_name
from ...state import Task
from ..choices import ask
from ..model import Effect
from ..refs import Ref, quoted, source_label

RULE = "text.damage-face-up"


def damage_face_up(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """The player chooses ``n`` (or up to ``n``) of their damage cards, each turned face up."""
    p = ref.player
    label = source_label(ctx.state, ref)
    if isinstance(pick, int):
        s = ctx.state
        if pick in s.face_down:
            ctx.set(face_down=s.face_down - {pick})
            ctx.emit("face-up", RULE,
                     f"{quoted(ctx.state, pick)} in the damage zone is turned face up ({label}).",
                     (pick,))  # fmt: skip
        else:
            ctx.emit("face-up", RULE,
                     f"{quoted(ctx.state, pick)} in the damage zone is already face up: it "
                     f"stays so ({label}).", (pick,))  # fmt: skip
        chosen = (*chosen, pick)
    elif pick is None:
        return
    left = [c for c in ctx.ps(p).damage if c not in chosen]
    if len(chosen) >= e.n:
        return
    if not left:
        if not chosen:
            ctx.emit("face-up", "golden.impossible",
                     f"{player_name(p)} has no damage card to turn face up ({label}).")  # fmt: skip
        return
    ask(
        ctx,
        p,
        f"{player_name(p)}: choose a damage card to turn face up ({label}).",
        left,
        e.up_to,
        Task("ability-effect", (ref, k, chosen)),
    )
