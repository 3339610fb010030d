"""Effects that give a player things beyond cards in their zones: energy (up to a crest's
cap), a crest, tickets, an Imaginary Gift (given at once, within the effect), removing a gift
marker, and charging this unit's gauge from the deck (:mod:`...resources`,
:mod:`...gifts`).
"""

from __future__ import annotations

from ...context import Ctx, player_name
from ...gifts import get_gift, remove_marker
from ...resources import energy_charge, gauge_charge, get_crest, get_ticket, set_order_holder
from ...state import Task
from ..choices import ask
from ..model import Effect
from ..refs import Ref, quoted, source_label
from ..targets import fixed_targets


def charge_energy(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """Energy charge ``n``."""
    energy_charge(ctx, ref.player, e.n, source_label(ctx.state, ref))


def crest(ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object) -> None:
    """Put the named crest into the player's crest zone."""
    assert e.name is not None
    get_crest(ctx, ref.player, e.name, source_label(ctx.state, ref))


def tickets(ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object) -> None:
    """Put ``n`` of the named ticket into the player's hand."""
    assert e.name is not None
    label = source_label(ctx.state, ref)
    for _ in range(e.n):
        get_ticket(ctx, ref.player, e.name, label)


def gift(ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object) -> None:
    """Give the player the named gift (``force``, or with its type: ``accel II``) at once."""
    assert e.name is not None
    kind, _, version = e.name.partition(" ")
    get_gift(ctx, ref.player, kind, version or None, source_label(ctx.state, ref))


def remove_gift_marker(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """Remove one of the player's gift markers of kind ``e.name``, from the circle they choose
    when several carry one (an accel circle left without one is lost, :mod:`...gifts`)."""
    assert e.name is not None
    p = ref.player
    label = source_label(ctx.state, ref)
    if isinstance(pick, str):
        remove_marker(ctx, p, pick, e.name, label)
        return
    circles = list(dict.fromkeys(c for c, kd, _v in ctx.ps(p).markers if kd == e.name))
    if not circles:
        ctx.emit(
            "nothing",
            "golden.impossible",
            f"{player_name(p)} has no {e.name.capitalize()} marker to remove ({label}).",
            (ref.card,),
        )
        return
    if len(circles) == 1:
        remove_marker(ctx, p, circles[0], e.name, label)
        return
    ask(
        ctx,
        p,
        f"{player_name(p)}: choose a circle to remove a {e.name.capitalize()} marker from "
        f"({label}).",
        circles,
        False,
        Task("ability-effect", (ref, k, chosen)),
    )


def charge_gauge(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """The top ``n`` cards of the deck go into the gauge of this unit (or of this set order
    in the order zone)."""
    s = ctx.state
    p = ref.player
    holder = fixed_targets(s, ref, "self")
    if not holder and set_order_holder(s, p, ref.card):
        holder = [ref.card]  # a set order in the order zone holds gauge too
    if not holder:
        ctx.emit(
            "nothing",
            "golden.impossible",
            f"{quoted(s, ref.card)} is no longer a unit on the field: no gauge.",
            (ref.card,),
        )
        return
    gauge_charge(ctx, p, holder[0], e.n, source_label(s, ref))
