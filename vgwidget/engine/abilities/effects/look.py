"""Looking at the top of the deck: "look at the top N" (the player sees the cards privately
and takes up to the number the effect allows, :mod:`.fetch`), "look at *up to* N" (the player
fixes the number one card at a time before seeing any, TEXT-014), and the cards looked at and
not taken going to the bottom in the order their owner chooses (ZONE-039).
"""

from __future__ import annotations

from ...context import Ctx, Move, count, player_name
from ...registry import task
from ...state import Task
from ..choices import ask, confirm
from ..model import Effect
from ..refs import Ref, ability_of, quoted, source_label
from ..targets import matches
from .fetch import fetch, looked_at_to_hand
from .look_to import looked_at_to_zone
from .steps import FIRST


def look_top(ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object) -> None:
    """Look at the top ``n`` cards and take some (:func:`.fetch.fetch`); with ``look_up_to``,
    first fix how many to look at."""
    if not e.look_up_to:
        fetch(ctx, ref, k, e, chosen, pick)
        return
    # "look at up to N": the number is fixed, one card at a time, before any is seen
    # (TEXT-014); ``chosen`` counts the cards agreed so far
    p = ref.player
    agreed = len(chosen)
    if pick is not FIRST and pick is not None:
        agreed += 1
    if pick is None or agreed >= min(e.n, len(ctx.ps(p).deck)):
        ctx.emit(
            "look-count",
            "text.look-at",
            f"{player_name(p)} will look at {count(agreed, 'card')} "
            f"({source_label(ctx.state, ref)}).",
            (ref.card,),
        )
        if agreed:
            ctx.push(Task("ability-look-fixed", (ref, k, agreed)))
        return
    confirm(
        ctx,
        p,
        f"{player_name(p)}: look at one more card ({agreed + 1} of up to {e.n})?",
        Task("ability-effect", (ref, k, (0,) * agreed)),
    )


@task("ability-look-fixed")
def look_fixed(ctx: Ctx, ref: Ref, k: int, n: int, taken: int = 0, pick: object = FIRST) -> None:
    """Look at the ``n`` top cards the player fixed (TEXT-014), take up to ``amount`` of them
    as the effect says; the rest stay on top or go to the bottom."""
    s = ctx.state
    e = ability_of(s, ref).effects[k]
    p = ref.player
    label = source_label(s, ref)
    if pick is FIRST:
        looked = list(ctx.ps(p).deck[:n])
        ctx.emit(
            "look",
            "text.look-at",
            f"{player_name(p)} looks at the top {count(len(looked), 'card')} of the deck: "
            + ", ".join(quoted(s, c) for c in looked)
            + f" ({label}).",
            tuple(looked),
            private=p,
            redacted=f"{player_name(p)} looks at the top {count(len(looked), 'card')} of the deck.",
        )
    elif isinstance(pick, int):
        if e.to != "hand":  # (never a call or a ride after "look at up to N")
            looked_at_to_zone(ctx, p, pick, label, e.to)
        else:
            looked_at_to_hand(ctx, p, pick, label, e.reveal)
        taken += 1
    left = n - taken
    options = [c for c in ctx.ps(p).deck[:left] if matches(ctx.state, c, e)]
    if pick is not None and taken < (e.amount or 1) and options:
        ask(
            ctx,
            p,
            f"{player_name(p)}: choose a card for {label}'s ability (look at the top).",
            options,
            e.up_to,
            Task("ability-look-fixed", (ref, k, n, taken)),
        )
        return
    if e.rest != "top" and (left or e.rest == "shuffle"):
        ctx.push(Task("ability-look-rest", (p, left, e.rest)))


@task("ability-look-rest")
def look_rest(ctx: Ctx, p: int, n: int, where: str = "bottom") -> None:
    """The cards looked at but not taken go where the ability says: to the bottom (as they
    move together, their owner chooses the order, ZONE-039, one card at a time), into the
    drop zone (where every card is public), or they stay and the deck is shuffled."""
    if where == "shuffle":
        ctx.shuffle_deck(p)
        ctx.emit("shuffle", "zone.deck", f"{player_name(p)} shuffles the deck (card effect).")
        return
    rest = tuple(ctx.ps(p).deck[:n])
    if where == "drop":
        if rest:
            ctx.move_cards(
                [Move(c, "drop") for c in rest],
                "looked-to-drop",
                "zone.drop",
                f"{player_name(p)} puts the rest of the cards looked at into the drop zone: "
                + ", ".join(quoted(ctx.state, c) for c in rest)
                + ".",
            )
        return
    if len(rest) > 1:
        ask(
            ctx,
            p,
            f"{player_name(p)}: choose the card to put on the bottom of the deck next.",
            list(rest),
            False,
            Task("ability-look-rest-pick", (p, rest)),
        )
    elif rest:
        _to_bottom(ctx, p, rest[0])


def _to_bottom(ctx: Ctx, p: int, c: int) -> None:
    """One card looked at goes to the bottom of the deck (the opponent does not see which)."""
    ctx.move(c, "deck", bottom=True, src="deck")
    ctx.emit(
        "bottom",
        "zone.move-order",
        f"{player_name(p)} puts {quoted(ctx.state, c)} on the bottom of the deck.",
        (c,),
        private=p,
        redacted=f"{player_name(p)} puts a card on the bottom of the deck.",
    )


@task("ability-look-rest-pick")
def look_rest_pick(ctx: Ctx, p: int, rest: tuple[int, ...], pick: int) -> None:
    """The player chose the next card for the bottom; the rest follow, one at a time."""
    _to_bottom(ctx, p, pick)
    left = tuple(c for c in rest if c != pick)
    if len(left) > 1:
        ask(
            ctx,
            p,
            f"{player_name(p)}: choose the card to put on the bottom of the deck next.",
            list(left),
            False,
            Task("ability-look-rest-pick", (p, left)),
        )
    elif left:
        _to_bottom(ctx, p, left[0])
