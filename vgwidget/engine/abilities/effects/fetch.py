"""Effects that take a card the player chooses from a zone: superior call (onto a rear-guard
circle the player chooses, an earlier rear-guard there retired first, MAIN-008), superior
ride, search (the card is revealed and put into the hand), and taking a card looked at from
the top of the deck (:mod:`.look`). A search, or a superior call or ride from the deck,
shuffles the deck afterwards.
"""

from __future__ import annotations

from ...context import Ctx, count, player_name
from ...moves import call_onto, do_ride
from ...registry import task
from ...state import Task
from ..choices import ask
from ..model import Effect
from ..refs import Ref, ability_of, quoted, source_label
from ..targets import matches
from .look_to import looked_at_to_zone
from .steps import following


def fetch(ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object) -> None:
    """Offer the cards an effect may take from a zone (superior call / ride, search, look)."""
    s = ctx.state
    p = ref.player
    ps = s.players[p]
    label = source_label(s, ref)
    if e.do == "look-top":
        pool = list(ps.deck[: e.n - len(chosen)])  # the cards looked at and not yet taken
        if not chosen:
            ctx.emit(
                "look",
                "text.look-at",
                f"{player_name(p)} looks at the top {count(len(pool), 'card')} of the deck: "
                + ", ".join(quoted(s, c) for c in pool)
                + f" ({label}).",
                tuple(pool),
                private=p,
                redacted=(
                    f"{player_name(p)} looks at the top {count(len(pool), 'card')} of the deck."
                ),
            )
    elif e.source == "soul" and e.target == "self":
        pool = [ref.card] if ref.card in ps.soul else []
    else:
        pool = list(getattr(ps, e.source))
    options = [c for c in pool if matches(s, c, e) and c not in chosen]
    if not options:
        ctx.emit(
            "nothing",
            "golden.impossible",
            f"{label}: there is no suitable card, so nothing is taken.",
            (ref.card,),
        )
        _after_fetch(ctx, p, e, chosen)
        return
    ask(
        ctx,
        p,
        f"{player_name(p)}: choose a card for {label}'s ability ({e.do.replace('-', ' ')}).",
        options,
        e.up_to or hidden_search(e),
        Task("ability-fetch", (ref, k, chosen)),
    )


HIDDEN_SOURCES = frozenset({"deck", "hand"})
"""The zones only their owner may look through: a search there may find nothing."""


def hidden_search(e: Effect) -> bool:
    """Whether effect ``e`` searches a hidden zone, so the player may choose to find nothing
    even when a match is there (CR 4.55 §7.11.2, §11.8.4.1.4): a look at the top of the deck,
    or a search, superior call or superior ride from the deck or the hand."""
    return e.do == "look-top" or (
        e.do in ("search", "superior-call", "superior-ride") and e.source in HIDDEN_SOURCES
    )


def _after_fetch(ctx: Ctx, p: int, e: Effect, chosen: tuple[int, ...] = ()) -> None:
    """What follows the last card taken: shuffle a searched deck, or put the cards looked at
    and not taken on the bottom when the ability says so."""
    if e.do == "search" or (e.do in ("superior-call", "superior-ride") and e.source == "deck"):
        ctx.push(Task("ability-shuffle-after", (p,)))
    elif e.do == "look-top" and e.rest != "top":
        ctx.push(Task("ability-look-rest", (p, e.n - len(chosen), e.rest)))


@task("ability-fetch")
@following
def ability_fetch(ctx: Ctx, ref: Ref, k: int, chosen: tuple[int, ...], pick: object) -> None:
    """The player picked a card (or none) for a superior call / ride, search or look."""
    s = ctx.state
    e = ability_of(s, ref).effects[k]
    p = ref.player
    label = source_label(s, ref)
    if not isinstance(pick, int):
        wanted = (e.amount or 1) if e.do == "look-top" else e.n
        if not e.up_to and hidden_search(e) and len(chosen) < wanted:
            what = "no more cards" if chosen else "nothing"
            ctx.emit(
                "nothing",
                "text.search",
                f"{player_name(p)} chooses to find {what} ({label}): a search of a hidden "
                "zone need not find a card.",
                (ref.card,),
            )
        _after_fetch(ctx, p, e, chosen)
        return
    chosen = (*chosen, pick)
    more = len(chosen) < ((e.amount or 1) if e.do == "look-top" else e.n)
    if e.do == "superior-call" or e.to == "RC":  # (a look's card called: text.look-take-to)
        circles = [c for c in ctx.ps(p).rear_circles() if ctx.ps(p).at(c) not in s.locked]
        ask(
            ctx,
            p,
            f"{player_name(p)}: choose a rear-guard circle for {quoted(s, pick)}.",
            list(circles),
            False,
            Task("ability-call-to", (ref, k, chosen, more)),
        )
        return
    if e.do == "superior-ride" or e.to == "ride":
        do_ride(
            ctx, p, pick, f"by {label}'s ability (superior ride)", "ride.superior", decision=False
        )
    elif e.do == "search":  # a searched card is revealed to show it is the right one
        ctx.move(pick, "hand")
        ctx.emit(
            "reveal",
            "text.look-at",
            f"{player_name(p)} reveals {quoted(ctx.state, pick)} and puts it into the hand "
            f"({label}).",
            (pick,),
        )
    elif e.to != "hand":
        looked_at_to_zone(ctx, p, pick, label, e.to)
    else:
        looked_at_to_hand(ctx, p, pick, label, e.reveal)
    if more and e.do != "superior-ride":
        ctx.push(Task("ability-effect", (ref, k, chosen)))
    else:
        _after_fetch(ctx, p, e, chosen)


def looked_at_to_hand(ctx: Ctx, p: int, pick: int, label: str, reveal: bool = False) -> None:
    """A card the player looked at privately goes into their hand: the opponent only learns
    that one of the cards looked at did, unless the ability reveals it ("reveal it and put it
    into your hand"): then both players see which card it is."""
    ctx.move(pick, "hand")
    if reveal:
        ctx.emit(
            "reveal",
            "text.look-at",
            f"{player_name(p)} reveals {quoted(ctx.state, pick)} and puts it into the hand "
            f"({label}).",
            (pick,),
        )
        return
    ctx.emit(
        "to-hand",
        "text.look-at",
        f"{player_name(p)} puts {quoted(ctx.state, pick)} into the hand ({label}).",
        (pick,),
        private=p,
        redacted=f"{player_name(p)} puts one of the cards looked at into the hand ({label}).",
    )


@task("ability-call-to")
@following
def ability_call_to(
    ctx: Ctx, ref: Ref, k: int, chosen: tuple[int, ...], more: bool, circle: object
) -> None:
    """The player chose the circle for the card being superior called."""
    e = ability_of(ctx.state, ref).effects[k]
    assert isinstance(circle, str)
    _call_to(ctx, ref.player, chosen[-1], circle, e, source_label(ctx.state, ref))
    if more:
        ctx.push(Task("ability-effect", (ref, k, chosen)))
    else:
        _after_fetch(ctx, ref.player, e, chosen)


def _call_to(ctx: Ctx, p: int, card: int, circle: str, e: Effect, label: str) -> None:
    """Superior call: the same zone change as a normal call, an earlier rear-guard on the
    circle retired first (MAIN-008; CR 4.55 6.2.3.4)."""
    call_onto(
        ctx,
        p,
        card,
        circle,
        "main.superior-call",
        "superior calls",
        rested=e.rested,
        why=f" ({label})",
    )


@task("ability-shuffle-after")
def shuffle_after(ctx: Ctx, p: int) -> None:
    """The searched deck is shuffled."""
    ctx.shuffle_deck(p)
    ctx.emit("shuffle", "zone.deck", f"{player_name(p)} shuffles the deck after searching it.")
