"""A turn's phases outside battle: stand, draw, ride, main and end."""

from __future__ import annotations

from ..abilities.cont import has_flag
from ..abilities.seal import unseal
from ..actions import Action
from ..board import circle_name, player_name
from ..bonuses import PERSONA_FLAG, PERSONA_POWER
from ..context import Ctx
from ..moves import call_onto as call_onto
from ..moves import do_ride as do_ride
from ..registry import MAIN_EXTRAS, Refusal, check, decision, handler, task
from ..state import (
    BC,
    CIRCLE_INDEX,
    CIRCLES,
    COLUMN_PARTNER,
    REAR_CIRCLES,
    State,
    Task,
)

_new = tuple.__new__
_MOVES = tuple(
    (src, dst, CIRCLE_INDEX[src], CIRCLE_INDEX[dst])
    for src, dst in (("FL", "BL"), ("FR", "BR"), ("BL", "FL"), ("BR", "FR"))
)
"""The moves within a column the main phase lists, with the circles' places in the field."""


@task("stand-units")
def stand_units(ctx: Ctx) -> None:
    """The turn player's rested units stand (STAND-002, STAND-003, STAND-005), except those an
    effect keeps from standing (STAND-004)."""
    s = ctx.state
    tp = s.turn_player
    ps = s.players[tp]
    rested = [u for u in ps.circles if u is not None and u in s.rested and u not in s.locked]
    kept = [u for u in rested if has_flag(s, u, "cannot-stand")]  # STAND-004
    rested = [u for u in rested if u not in kept]
    rested += [c for c in ps.order if c in s.rested]
    for u in kept:
        ctx.emit(
            "prohibited",
            "turn.stand",
            f"“{ctx.name(u)}” stays rested: an effect says it cannot stand.",
            (u,),
        )
    if not rested:
        if not kept:
            ctx.emit("stand", "turn.stand", f"{player_name(tp)} has no rested units to stand.")
        return
    ctx.set(rested=s.rested - set(rested))
    names = ", ".join(f"“{ctx.name(u)}”" for u in rested)
    ctx.emit("stand", "turn.stand", f"{player_name(tp)} stands {names}.", tuple(rested))


@task("draw-card")
def draw_card(ctx: Ctx) -> None:
    tp = ctx.state.turn_player
    c = ctx.draw(tp)
    if c is None:
        ctx.emit(
            "draw",
            "win.deck-out",
            f"{player_name(tp)} has no card left to draw.",
            actor=tp,
        )
        return
    extra = " (the first player draws on the first turn too)" if ctx.state.turn == 1 else ""
    ctx.emit(
        "draw",
        "turn.draw",
        f"{player_name(tp)} draws “{ctx.name(c)}”{extra}.",
        (c,),
        actor=tp,
        private=tp,
        redacted=f"{player_name(tp)} draws a card{extra}.",
    )


# ---------------------------------------------------------------------------- ride


@task("ride-offer")
def ride_offer(ctx: Ctx) -> None:
    """Offer the ride. The decision is offered even when no card can ride (then only
    skipping is possible), so the opponent learns nothing about the hand (ZONE-011)."""
    tp = ctx.state.turn_player
    ctx.decide("ride", tp, f"{player_name(tp)}: ride a unit, or skip the ride.")


def ride_candidates_for(s: State, p: int) -> list[Action]:
    ps = s.players[p]
    out = [a for a in (Action("ride", p, card=c) for c in ps.hand) if ride_check(s, a) is None]
    if s.fmt.ride_deck and ps.hand:
        probe = ps.hand[0]
        for r in ps.ride_deck:
            if ride_deck_check(s, Action("ride-deck", p, card=r, cards=(probe,))) is None:
                # the discard may be any card in hand
                out.extend(Action("ride-deck", p, card=r, cards=(d,)) for d in ps.hand)
    return out


@decision("ride", ("ride", "ride-deck", "skip-ride"), "ride.normal")
def ride_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    return [*ride_candidates_for(s, p), Action("skip-ride", p)]


def _vanguard_grade(s: State, p: int) -> int:
    vg = s.players[p].vanguard
    return s.card(vg).grade if vg is not None else 0


@check("ride")
def ride_check(s: State, a: Action) -> Refusal | None:
    """Normal ride from hand: a unit of the vanguard's grade or one higher, once a turn
    (RIDE-003, RIDE-004, RIDE-006)."""
    p = a.player
    if "ride" in s.turn_flags:
        return Refusal("ride.once-per-turn", "you have already made this turn's normal ride")
    if a.card is None or a.card not in s.players[p].hand:
        return Refusal("ride.normal", "the card to ride must be in your hand")
    card = s.card(a.card)
    if not card.can_be_on_circle:
        return Refusal("ride.normal", f"“{card.name}” is not a unit that can be ridden")
    g = _vanguard_grade(s, p)
    if card.grade not in (g, g + 1):
        return Refusal(
            "ride.grade",
            f"“{card.name}” is grade {card.grade}; a normal ride needs grade {g} or {g + 1} "
            f"(your vanguard is grade {g})",
        )
    return None


@check("ride-deck")
def ride_deck_check(s: State, a: Action) -> Refusal | None:
    """Ride from the ride deck by discarding a card: one grade higher, and it is the turn's
    normal ride (RIDE-010, RIDE-011)."""
    p = a.player
    if not s.fmt.ride_deck:
        return Refusal("ride.ride-deck", f"the {s.fmt.name} format has no ride deck")
    if "ride" in s.turn_flags:
        return Refusal("ride.once-per-turn", "you have already made this turn's normal ride")
    ps = s.players[p]
    if a.card is None or a.card not in ps.ride_deck:
        return Refusal("ride.ride-deck", "the card to ride must be in your ride deck")
    if len(a.cards) != 1 or a.cards[0] not in ps.hand:
        return Refusal(
            "ride.ride-deck", "riding from the ride deck costs one card discarded from hand"
        )
    card = s.card(a.card)
    if not card.is_unit:
        return Refusal("ride.ride-deck", f"“{card.name}” is not a unit that can be ridden")
    g = _vanguard_grade(s, p)
    if card.grade != g + 1:
        return Refusal(
            "ride.grade",
            f"from the ride deck you may only ride grade {g + 1} (one above your grade {g} "
            f"vanguard); “{card.name}” is grade {card.grade}",
        )
    return None


@check("skip-ride")
def skip_ride_check(s: State, a: Action) -> Refusal | None:
    return None


def is_persona_ride(s: State, p: int, iid: int) -> bool:
    """A normal ride of ``iid`` from hand is a persona ride: it and the vanguard it replaces
    share a name and both carry the Persona Ride icon (PERSONA-001; CR 4.55 §6.3.8)."""
    old = s.players[p].vanguard
    if old is None:
        return False
    new, was = s.card(iid), s.card(old)
    return new.persona_ride and was.persona_ride and new.name == was.name


@handler("ride")
def ride(ctx: Ctx, a: Action) -> None:
    assert a.card is not None
    p = a.player
    ctx.flag("ride")
    persona = is_persona_ride(ctx.state, p, a.card)
    do_ride(ctx, p, a.card, "from hand", "ride.normal", src="hand")
    if persona:
        ctx.push(Task("persona-ride", (p, a.card)))


@task("persona-ride")
def persona_ride(ctx: Ctx, p: int, iid: int) -> None:
    """Part of the ride, carried on before any check timing (a continuation): draw a card,
    and the front row gets +10000 power until end of turn, worked out from the board
    (``bonuses``)."""
    ctx.flag(PERSONA_FLAG)
    ctx.emit(
        "persona-ride",
        "keyword.persona-ride",
        f"Persona ride: {player_name(p)} rode “{ctx.name(iid)}” over a vanguard of the same name, "
        "both with the Persona Ride icon, so until end of turn every unit on "
        f"{player_name(p)}'s front-row circles gets +{PERSONA_POWER:,} power (a unit that "
        "moves there later gets it too, one that moves to the back row loses it), and "
        f"{player_name(p)} draws a card.",
        (iid,),
    )
    c = ctx.draw(p)
    if c is None:
        ctx.emit("draw", "golden.impossible", f"{player_name(p)}'s deck is empty: no draw.")
        return
    ctx.emit(
        "draw",
        "keyword.persona-ride",
        f"{player_name(p)} draws “{ctx.name(c)}” (persona ride).",
        (c,),
        private=p,
        redacted=f"{player_name(p)} draws a card (persona ride).",
    )


@handler("ride-deck")
def ride_from_ride_deck(ctx: Ctx, a: Action) -> None:
    assert a.card is not None
    p = a.player
    ctx.flag("ride")
    d = a.cards[0]
    ctx.move_card(
        d,
        "drop",
        "discard",
        "ride.ride-deck",
        f"{player_name(p)} discards “{ctx.name(d)}” to ride from the ride deck.",
        src="hand",
        actor=p,
        decision=True,
        facts=(("riding-grade", ctx.card(a.card).grade),),
    )
    do_ride(ctx, p, a.card, "from the ride deck", "ride.ride-deck", decision=False, src="ride_deck")


@handler("skip-ride")
def skip_ride(ctx: Ctx, a: Action) -> None:
    ctx.emit(
        "skip-ride",
        "ride.normal",
        f"{player_name(a.player)} chooses not to ride this turn.",
        actor=a.player,
        decision=True,
    )


# ---------------------------------------------------------------------------- main


@task("main-offer")
def main_offer(ctx: Ctx) -> None:
    tp = ctx.state.turn_player
    ctx.decide(
        "main",
        tp,
        f"{player_name(tp)}: call units, move rear-guards, or go to the battle phase.",
    )


@decision("main", ("call", "move", "end-main"), "main.to-battle")
def main_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    ps = s.players[p]
    out: list[Action] = []
    g = _vanguard_grade(s, p)
    cards = s.table.cards
    locked = s.locked
    if ps.accel_made:
        free = [c for c in ps.rear_circles() if ps.at(c) not in locked]
    else:  # (the usual case, read straight off the six circles)
        free = [c for c, u in zip(CIRCLES[1:], ps.circles[1:], strict=True) if u not in locked]
    for c in ps.hand:
        card = cards[c]
        if card.grade <= g and card.can_be_on_circle:
            # (built as the tuple it is, every field given -- kind, player, card, circle,
            # target, cards, number: this runs at every main-phase decision)
            out.extend([_new(Action, ("call", p, c, circle, None, (), None)) for circle in free])
    circles = ps.circles
    for src, dst, i, j in _MOVES:
        u = circles[i]
        if u is None:
            continue  # nothing to move (the check would refuse it too)
        other = circles[j]
        # a swap is the same whichever side it is asked from: list it once (front first)
        if src in ("BL", "BR") and other is not None:
            continue
        # (what :func:`move_check` asks of a move within a column: no locked card moves)
        if u not in locked and (other is None or other not in locked):
            out.append(_new(Action, ("move", p, None, src, dst, (), None)))
    for extra in MAIN_EXTRAS:
        out.extend(extra(s, p))
    out.append(Action("end-main", p))
    return out


@check("call")
def call_check(s: State, a: Action) -> Refusal | None:
    """Normal call: a unit from hand whose grade is not above the vanguard's, to a rear-guard
    circle (MAIN-004, MAIN-011; LOCK-004)."""
    p = a.player
    ps = s.players[p]
    if a.card is None or a.card not in ps.hand:
        return Refusal("main.call", "the card to call must be in your hand")
    if a.circle not in ps.rear_circles():
        return Refusal("main.call", f"a normal call goes to a rear-guard circle, not {a.circle!r}")
    card = s.card(a.card)
    if not card.can_be_on_circle:
        return Refusal("main.call", f"“{card.name}” is not a unit that can be called")
    g = _vanguard_grade(s, p)
    if card.grade > g:
        return Refusal(
            "main.call-grade",
            f"“{card.name}” is grade {card.grade}, above your vanguard's grade {g}",
        )
    here = ps.at(a.circle)
    if here is not None and here in s.locked:
        return Refusal("card.lock", f"the {circle_name(a.circle)} holds a locked card")
    return None


@handler("call")
def call(ctx: Ctx, a: Action) -> None:
    """Call the unit. A unit already on that circle is retired to the drop zone as a step of
    the call itself, before anything the call sets off resolves (MAIN-008; CR 4.55 6.2.3.4;
    older rules do it by rule action at the next check timing, with the same outcome)."""
    assert a.card is not None and a.circle is not None
    p = a.player
    call_onto(ctx, p, a.card, a.circle, "main.call", "calls", decision=True, src="hand")
    ctx.push(Task("main-offer"))


@check("move")
def move_check(s: State, a: Action) -> Refusal | None:
    """Move a rear-guard forward or back in its own column, or swap the two in that column;
    never sideways, never to or from the vanguard circle (MAIN-013, MAIN-014; LOCK-001)."""
    p = a.player
    ps = s.players[p]
    if a.circle not in REAR_CIRCLES or a.target not in REAR_CIRCLES:
        return Refusal("main.move", "only rear-guards move, between rear-guard circles")
    if a.circle == BC or a.target == BC:
        return Refusal(
            "main.move", "the back-centre rear-guard sits behind the vanguard and cannot move"
        )
    if COLUMN_PARTNER.get(a.circle) != a.target:
        return Refusal("main.move", "a rear-guard may only move within its own column")
    u = ps.at(a.circle)
    if u is None:
        return Refusal("main.move", f"there is no rear-guard on the {circle_name(a.circle)}")
    other = ps.at(a.target)
    if u in s.locked or (other is not None and other in s.locked):
        return Refusal("card.lock", "a locked card cannot move")
    return None


@handler("move")
def move(ctx: Ctx, a: Action) -> None:
    """Moving keeps each unit's stand/rest state (MAIN-015, MAIN-016, MAIN-017)."""
    assert a.circle is not None and a.target is not None
    p = a.player
    ps = ctx.ps(p)
    u = ps.at(a.circle)
    other = ps.at(a.target)
    assert u is not None
    circles = list(ps.circles)
    circles[CIRCLE_INDEX[a.target]] = u
    circles[CIRCLE_INDEX[a.circle]] = other
    ctx.set_player(p, ps._replace(circles=tuple(circles)))
    if other is None:
        text = (
            f"{player_name(p)} moves “{ctx.name(u)}” from the {circle_name(a.circle)} to the "
            f"{circle_name(a.target)}."
        )
        cards: tuple[int, ...] = (u,)
    else:
        text = (
            f"{player_name(p)} swaps “{ctx.name(u)}” and “{ctx.name(other)}” within their column."
        )
        cards = (u, other)
    ctx.emit("move", "main.move", text, cards, actor=p, decision=True)
    ctx.push(Task("main-offer"))


@check("end-main")
def end_main_check(s: State, a: Action) -> Refusal | None:
    return None


@handler("end-main")
def end_main(ctx: Ctx, a: Action) -> None:
    """Going to battle ends the main phase for good (MAIN-019, MAIN-020)."""
    ctx.emit(
        "end-main",
        "main.to-battle",
        f"{player_name(a.player)} ends the main phase.",
        actor=a.player,
        decision=True,
    )


# ----------------------------------------------------------------------------- end


@task("end-unlock")
def end_unlock(ctx: Ctx) -> None:
    """The turn player's locked cards are unlocked and deleted units turn face up, both
    standing; "when unlocked" abilities trigger and resolve before the end-of-turn ones
    (001 End Phase [2]-[3], 000 End Phase; END-004). A deleted legion turns face up still in
    legion (LEGION-009). Locked cards held by an effect stay locked this once, and unlock at
    the end of their owner's following turn (LOCK-007)."""
    s = ctx.state
    tp = s.turn_player
    ps = s.players[tp]
    mine = {u for u in ps.circles if u is not None} | set(ps.legion)
    marks = s.marks
    unlock = sorted(mine & s.locked)
    if tp in marks.unlock_held:
        held, unlock = unlock, []
        ctx.set(marks=marks._replace(unlock_held=marks.unlock_held - {tp}))
        if held:
            ctx.emit(
                "locks-held",
                "lock.extended",
                "An earlier effect holds the locks: "
                + ", ".join(f"“{ctx.name(u)}”" for u in held)
                + f" stay locked until the end of {player_name(tp)}'s next turn.",
                tuple(held),
            )
    if unlock:
        unseal(ctx, tuple(unlock), "lock", stand=True)
        ctx.emit(
            "unlock",
            "end.unlock",
            "Locked cards turn face up and standing again: "
            + ", ".join(f"“{ctx.name(u)}”" for u in unlock)
            + ".",
            tuple(unlock),
        )
        for u in unlock:
            ctx.timing("unlocked", player=ctx.state.table.owner[u], card=u)
    s = ctx.state
    undelete = sorted(mine & s.deleted)
    if undelete:
        unseal(ctx, tuple(undelete), "delete", stand=True)
        mate = " (still in legion)" if ps.legion and set(ps.legion) <= set(undelete) else ""
        ctx.emit(
            "undelete",
            "card.delete",
            "Deleted units turn face up in stand position: "
            + ", ".join(f"“{ctx.name(u)}”" for u in undelete)
            + f"{mate}.",
            tuple(undelete),
        )


@task("end-abilities")
def end_abilities(ctx: Ctx) -> None:
    """ "At the beginning of the end phase" and "at the end of the turn" abilities trigger;
    they resolve, in the order the turn player chooses, before the turn's effects end
    (001 End Phase [4], 000 End Phase; END-006)."""
    tp = ctx.state.turn_player
    ctx.timing("beginning-of-end-phase", player=tp)
    ctx.timing("end-of-turn", player=tp)


@task("end-expire")
def end_expire(ctx: Ctx) -> None:
    """'Until end of turn' effects end, then the turn player ends the turn (END-007, END-008)."""
    s = ctx.state
    tp = s.turn_player
    ending = [m for m in s.mods if m.until == "turn"]
    if PERSONA_FLAG in s.turn_flags:
        ctx.set(turn_flags=s.turn_flags - {PERSONA_FLAG})
        ctx.emit(
            "expire",
            "keyword.persona-ride",
            f"The persona ride's +{PERSONA_POWER:,} for {player_name(tp)}'s front row ends.",
        )
        s = ctx.state
    if ending:
        ctx.set(mods=tuple(m for m in s.mods if m.until != "turn"))
        ctx.emit(
            "expire",
            "end.effects-expire",
            "Effects that lasted until end of turn end ("
            + (f"{len(ending)} bonuses removed)." if len(ending) > 1 else "1 bonus removed)."),
            tuple(sorted({m.target for m in ending})),
        )
    ctx.emit("end-turn", "end.phase", f"{player_name(tp)} ends turn {s.turn}.")
