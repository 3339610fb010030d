"""Preparing a cardfight: first vanguard, shuffle, first player, opening hand, mulligan."""

from __future__ import annotations

from itertools import combinations

from ..actions import Action
from ..board import opponent, player_name
from ..context import Ctx, count
from ..registry import Refusal, check, decision, handler, task
from ..state import VC, ZONE_NAMES, State, Task

OPENING_HAND = 5


@task("setup")
def setup(ctx: Ctx, first_vanguards: tuple[int, int]) -> None:
    """Set out both fields, decide the first player and draw opening hands (SETUP-001..011).

    ``first_vanguards`` are the instance ids the deck lists name as first vanguards
    (Standard: the ride deck's grade 0; Classic: the grade 0 chosen from the 50).
    """
    s = ctx.state
    fmt = s.fmt
    for p in (0, 1):
        fv = first_vanguards[p]
        source = ZONE_NAMES[s.locate(fv)[1]]
        ctx.take(fv)
        ctx.set_circle(p, VC, fv)
        ctx.set(face_down=ctx.state.face_down | {fv})
        ctx.emit(
            "first-vanguard",
            "setup.first-vanguard",
            f"{player_name(p)} takes “{ctx.name(fv)}” (grade 0) from the {source} and sets it "
            "face down on the vanguard circle as the first vanguard.",
            (fv,),
            actor=p,
            private=p,
            redacted=f"{player_name(p)} sets a grade 0 first vanguard face down on the "
            "vanguard circle.",
        )
        if fmt.ride_deck:
            crests = tuple(c for c in ctx.ps(p).ride_deck if ctx.card(c).type == "ride-deck-crest")
            for c in crests:
                ctx.move(c, "crest")
            crest = f"; its crest “{ctx.name(crests[0])}” goes to the crest zone" if crests else ""
            ctx.emit(
                "ride-deck",
                "setup.ride-deck",
                f"{player_name(p)} places the ride deck ({len(ctx.ps(p).ride_deck)} cards) "
                f"face down beside the field{crest}.",
                crests,
                actor=p,
            )
        if fmt.g_zone:
            g = ctx.ps(p).gzone
            ctx.emit(
                "g-zone",
                "g.setup",
                f"{player_name(p)} places the G deck ({len(g)} cards) face down in the G zone.",
                actor=p,
            )
        ctx.shuffle_deck(p)
        ctx.emit(
            "shuffle",
            "setup.shuffle",
            f"{player_name(p)} shuffles the {len(ctx.ps(p).deck)}-card deck and puts it in the "
            "deck zone.",
            actor=p,
        )
    first = ctx.random_below(2)
    ctx.set(first_player=first, turn_player=first)
    ctx.emit(
        "first-player",
        "setup.first-player",
        f"A random draw (the game's seeded coin toss) decides that {player_name(first)} "
        "goes first.",
        actor=first,
    )
    for p in (first, opponent(first)):
        drawn = [c for c in (ctx.draw(p) for _ in range(OPENING_HAND)) if c is not None]
        names = ", ".join(f"“{ctx.name(c)}”" for c in drawn)
        ctx.emit(
            "opening-hand",
            "setup.opening-hand",
            f"{player_name(p)} draws an opening hand of {len(drawn)} cards: {names}.",
            tuple(drawn),
            actor=p,
            private=p,
            redacted=f"{player_name(p)} draws an opening hand of {len(drawn)} cards.",
        )
    ctx.push(Task("mulligan", (first,)), Task("mulligan", (opponent(first),)), Task("stand-up"))


@task("mulligan")
def mulligan_offer(ctx: Ctx, p: int) -> None:
    ctx.decide(
        "mulligan",
        p,
        f"{player_name(p)}: choose any cards to redraw (or none to keep this hand).",
    )


@decision("mulligan", ("mulligan",), "setup.mulligan")
def mulligan_candidates(s: State) -> list[Action]:
    """Every subset of the hand (the empty one keeps the hand)."""
    assert s.decision is not None
    p = s.decision.player
    hand = tuple(sorted(s.players[p].hand))
    return [
        Action("mulligan", p, cards=combo)
        for n in range(len(hand) + 1)
        for combo in combinations(hand, n)
    ]


@check("mulligan")
def mulligan_check(s: State, a: Action) -> Refusal | None:
    hand = s.players[a.player].hand
    if len(set(a.cards)) != len(a.cards):
        return Refusal("setup.mulligan", "a card is named twice")
    for c in a.cards:
        if c not in hand:
            return Refusal("setup.mulligan", f"card {c} is not in {player_name(a.player)}'s hand")
    return None


@handler("mulligan")
def mulligan(ctx: Ctx, a: Action) -> None:
    """Redraw once: Standard puts the cards on the bottom, draws as many, then shuffles
    (SETUP-014); Classic returns them, shuffles, and draws back up to five (SETUP-013)."""
    p = a.player
    n = len(a.cards)
    if n == 0:
        ctx.emit(
            "mulligan",
            "setup.mulligan",
            f"{player_name(p)} keeps the opening hand.",
            actor=p,
            decision=True,
        )
        return
    names = ", ".join(f"“{ctx.name(c)}”" for c in a.cards)
    if ctx.state.fmt.mulligan == "bottom-draw-shuffle":
        for c in a.cards:
            ctx.move(c, "deck", bottom=True)
        drawn = [d for d in (ctx.draw(p) for _ in range(n)) if d is not None]
        ctx.shuffle_deck(p)
        how = (
            f"puts {count(n, 'card')} on the bottom of the deck ({names}), draws {len(drawn)}, "
            "then shuffles the deck"
        )
    else:
        for c in a.cards:
            ctx.move(c, "deck")
        ctx.shuffle_deck(p)
        drawn = [
            d
            for d in (ctx.draw(p) for _ in range(OPENING_HAND - len(ctx.ps(p).hand)))
            if d is not None
        ]
        how = (
            f"returns {count(n, 'card')} to the deck ({names}), shuffles, and draws back up to "
            f"{OPENING_HAND}"
        )
    new = ", ".join(f"“{ctx.name(c)}”" for c in drawn)
    ctx.emit(
        "mulligan",
        "setup.mulligan",
        f"{player_name(p)} redraws: {how}; the new cards are {new}.",
        tuple(a.cards) + tuple(drawn),
        actor=p,
        decision=True,
        private=p,
        redacted=f"{player_name(p)} redraws {count(n, 'card')}.",
    )


@task("stand-up")
def stand_up(ctx: Ctx) -> None:
    """Both first vanguards are turned face up at the same moment (SETUP-017)."""
    fvs = tuple(v for v in (ctx.ps(0).vanguard, ctx.ps(1).vanguard) if v is not None)
    ctx.set(face_down=ctx.state.face_down - set(fvs))
    ctx.emit(
        "stand-up",
        "setup.stand-up",
        "Stand up! Both first vanguards are turned face up: "
        + " and ".join(f"{player_name(ctx.state.owner(v))}'s “{ctx.name(v)}”" for v in fvs)
        + ". Both players start with 0 damage.",
        fvs,
    )
    ctx.push(Task("begin-turn"))
