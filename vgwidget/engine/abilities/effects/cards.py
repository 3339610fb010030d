"""Effects that move the player's own cards between deck, hand, soul and damage: draw (and
"draw up to", one card at a time, TEXT-011), soul charge, counter charge, shuffle the deck and
heal (a damage card the player chooses goes to the drop zone).
"""

from __future__ import annotations

from ...context import Ctx, count, player_name
from ...state import Task
from ..choices import ask, confirm
from ..model import Effect
from ..refs import Ref, ability_of, quoted, rule_of, source_label
from .steps import FIRST


def draw(ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object) -> None:
    """Draw ``n`` cards, as many as the deck holds; "draw up to N" asks before each card."""
    if e.up_to:
        _draw_up_to(ctx, ref, k, e, chosen, pick)
        return
    p = ref.player
    label = source_label(ctx.state, ref)
    for _ in range(e.n):
        if _draw_one(ctx, p, label) is None:
            ctx.emit("draw", "golden.impossible", f"{player_name(p)}'s deck is empty: no draw.")
            break


def _draw_one(ctx: Ctx, p: int, label: str) -> int | None:
    """Player ``p`` draws one card by an ability (``label`` names it); the card drawn, or
    ``None`` if the deck is empty (nothing is logged then: the caller says what follows)."""
    c = ctx.draw(p)
    if c is not None:
        ctx.emit(
            "draw",
            "text.draw",
            f"{player_name(p)} draws {quoted(ctx.state, c)} ({label}).",
            (c,),
            private=p,
            redacted=f"{player_name(p)} draws a card ({label}).",
        )
    return c


def _draw_up_to(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """Draw up to N: decide before each card whether to draw it (TEXT-011); ``chosen``
    counts the cards drawn so far."""
    p = ref.player
    label = source_label(ctx.state, ref)
    done = len(chosen)
    if pick is not FIRST and pick is not None:
        if _draw_one(ctx, p, label) is not None:
            done += 1
    elif pick is None:
        return  # the player stopped drawing
    if done >= e.n or not ctx.ps(p).deck:
        return
    confirm(
        ctx,
        p,
        f"{player_name(p)}: draw a card ({done + 1} of up to {e.n})?",
        Task("ability-effect", (ref, k, (0,) * done)),  # (``chosen`` counts the draws)
    )


def soul_charge(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """The top ``n`` cards of the deck go into the soul, one at a time."""
    p = ref.player
    label = source_label(ctx.state, ref)
    for _ in range(e.n):
        deck = ctx.ps(p).deck
        if not deck:
            break
        ctx.move(deck[0], "soul")
        ctx.emit(
            "soul-charge",
            "keyword.soul-charge",
            f"{quoted(ctx.state, deck[0])} is soul charged ({label}).",
            (deck[0],),
        )


def counter_charge(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """Up to ``n`` face-down damage cards turn face up again."""
    s = ctx.state
    down = [c for c in ctx.ps(ref.player).damage if c in s.face_down][: e.n]
    if down:
        ctx.set(face_down=s.face_down - set(down))
        ctx.emit(
            "counter-charge",
            rule_of(ability_of(s, ref)),
            f"{count(len(down), 'damage card')} turn face up again ({source_label(s, ref)}).",
            tuple(down),
        )


def shuffle(ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object) -> None:
    """The player shuffles their deck."""
    p = ref.player
    ctx.shuffle_deck(p)
    ctx.emit("shuffle", "zone.deck", f"{player_name(p)} shuffles the deck.")


def heal(ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object) -> None:
    """Heal ``n``: the player chooses damage cards, each put into the drop zone."""
    p = ref.player
    if isinstance(pick, int):
        ctx.move_card(
            pick,
            "drop",
            "heal",
            "text.heal",
            f"{quoted(ctx.state, pick)} is healed to the drop zone.",
        )
        chosen = (*chosen, pick)
    elif pick is None:
        return
    dmg = list(ctx.ps(p).damage)
    if len(chosen) >= e.n:
        return
    if not dmg:
        if not chosen:
            ctx.emit("heal", "golden.impossible", f"{player_name(p)} has no damage to heal.")
        return
    ask(
        ctx,
        p,
        f"{player_name(p)}: choose a damage card to heal.",
        list(dmg),
        e.up_to,
        Task("ability-effect", (ref, k, chosen)),
    )


_FROM_HAND = {
    "discard": ("drop", "discard", "text.discard", "is discarded", "a card to discard"),
    "hand-to-soul": ("soul", "to-soul", "zone.soul", "goes from the hand into the soul",
                     "a card to put into the soul"),
}  # fmt: skip
"""Where a card chosen from the hand goes: (zone, event kind, rule, words, what is asked)."""


def from_hand(ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object) -> None:
    """ "Discard a card from your hand" / "put a card from your hand into your soul": the player
    chooses ``n`` cards of their own hand, one at a time (as many as the hand holds); each goes
    to the drop zone or the soul, a public zone, so it is shown once it has moved. Only its
    owner is offered the hand's cards."""
    p = ref.player
    zone, kind, rule, words, what = _FROM_HAND[e.do]
    label = source_label(ctx.state, ref)
    if isinstance(pick, int):
        ctx.move_card(pick, zone, kind, rule, f"{quoted(ctx.state, pick)} {words} ({label}).",
                      actor=p)  # fmt: skip
        chosen = (*chosen, pick)
    hand = list(ctx.ps(p).hand)
    if len(chosen) >= e.n:
        return
    if not hand:
        if not chosen:
            ctx.emit(kind, "golden.impossible", f"{player_name(p)} has no card in hand ({label}).")
        return
    ask(
        ctx,
        p,
        f"{player_name(p)}: choose {what} ({label}).",
        hand,
        False,
        Task("ability-effect", (ref, k, chosen)),
    )
