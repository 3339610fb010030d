"""The zone changes that both the procedures and the abilities make, written once: a ride
(:func:`do_ride`), a call onto a circle (:func:`call_onto`), a legion from the soul
(:func:`legion_from_soul`) and the end of the game (:func:`end_game`).

A normal ride from hand, a ride from the ride deck or the soul, and a superior ride by an
ability are the same ride; a normal call and a superior call the same call. So this module
sits below both :mod:`.procedures` and :mod:`.abilities`, which call it; it needs only the
game context and the Imaginary Gifts a ride can earn (:mod:`.gifts`).
"""

from __future__ import annotations

from .context import Ctx, Move, player_name
from .gifts import earn
from .state import CIRCLE_NAMES, VC, Result


def do_ride(
    ctx: Ctx,
    p: int,
    iid: int,
    how: str,
    rule: str,
    *,
    decision: bool = True,
    src: str | None = None,
) -> None:
    """Put ``iid`` on the vanguard circle standing; at the same moment the old vanguard goes
    into the soul, as part of the ride itself, before any ability it sets off resolves
    (RIDE-007, RIDE-008, ZONE-044; CR 4.55 6.3.3.4-5, CR 1.19 8.5.2.4.1). ``src``: the zone
    the card comes from, when the caller knows it."""
    old = ctx.ps(p).vanguard
    card = ctx.card(iid)
    moves = [Move(iid, VC, src=src)]
    soul = ""
    if old is not None:
        moves.insert(0, Move(old, "soul", src=VC))
        soul = f"; “{ctx.name(old)}” goes into the soul beneath it"

        for m in ctx.ps(p).legion:  # LEGION-006: riding over a legion sends both to the soul
            moves.insert(1, Move(m, "soul", src="legion"))
            soul += f" with its legion mate “{ctx.name(m)}”"
        for h in ctx.ps(p).heart:  # riding onto a G unit: its heart goes into the soul too
            moves.insert(1, Move(h, "soul", src="heart"))  # (CR 1.48 §10.6.1.3-4)
            soul += f" with its heart “{ctx.name(h)}”"
    before: list[tuple[str, dict[str, object]]] = [
        ("ride", {"player": p, "card": iid, "previous": old})
    ]
    if old is not None:
        before.append(("ridden", {"player": p, "card": old, "rider": iid, "from": "VC"}))
    ctx.move_cards(
        moves,
        "ride",
        rule,
        f"{player_name(p)} rides “{card.name}” (grade {card.grade}) {how} onto the vanguard "
        f"circle, standing{soul}.",
        (iid,) if old is None else (iid, old),
        actor=p,
        decision=decision,
        before=before,
    )
    if card.gift is not None:  # the gift waits for the next check timing (GIFT-002)
        earn(ctx, p, iid)


def call_onto(
    ctx: Ctx,
    p: int,
    iid: int,
    circle: str,
    rule: str,
    verb: str,
    *,
    rested: bool = False,
    decision: bool = False,
    why: str = "",
    src: str | None = None,
) -> None:
    """Put ``iid`` on ``circle`` by a call (normal or superior). A rear-guard already there
    stays on the circle under it for now (``displaced``): the call is logged first, once the
    called card is public on the circle. In Standard the old unit is then retired as the
    call's last step (CR 4.55 §6.2.3.3-4); in Classic and Premium it waits for the rule action
    of the next check timing (:func:`drop_displaced`; CR 1.19 §8.5.2.4.2, CR 1.48 §8.5.3.2)."""
    old = ctx.ps(p).at(circle)
    where = CIRCLE_NAMES.get(circle, circle)
    card = ctx.card(iid)
    how = "rested" if rested else "standing"
    moves = [Move(iid, circle, rested=rested, src=src)]
    over = ""
    if old is not None:
        moves.insert(0, Move(old, "displaced", src=circle))  # (lifted first: one unit a circle)
        over = f", over “{ctx.name(old)}”"
    ctx.move_cards(
        moves,
        "call",
        rule,
        f"{player_name(p)} {verb} “{card.name}” (grade {card.grade}, power {card.power:,}) "
        f"to the {where}, {how}{why}{over}.",
        (iid,) if old is None else (iid, old),
        actor=p,
        decision=decision,
    )
    if old is not None and ctx.state.fmt.call_retires_at_once:
        retire_displaced(ctx, p, old, iid, where)


def retire_displaced(ctx: Ctx, p: int, old: int, new: int | None = None, where: str = "") -> None:
    """The unit ``old``, called over, is retired to the drop zone: as a step of the call
    (Standard, CR 4.55 §6.2.3.4; ``new`` is the called card, on the circle ``where``) or by the
    rule action of a check timing (Classic and Premium). Its "put into the drop zone from a
    rear-guard circle" timing fires."""
    if new is not None:
        text = (
            f"“{ctx.name(old)}” makes room for “{ctx.name(new)}” on the {where}: it is retired "
            "to the drop zone as part of the call."
        )
    else:
        text = (
            f"“{ctx.name(old)}” shares its rear-guard circle with the unit called onto it, so it "
            "is put into the drop zone (rule action)."
        )
    kind = "retire" if new is not None else "rule-action"
    ctx.move_card(old, "drop", kind, "main.call-occupied", text, (old,), src="displaced", actor=p)


def drop_displaced(ctx: Ctx) -> None:
    """The rule action of Classic and Premium: every unit a call has put another unit over goes
    to the drop zone, the turn player's first (CR 1.19 §8.5.2.4.2 with §9.3.3; CR 1.48
    §8.5.3.2); it comes before any automatic ability resolves."""
    tp = ctx.state.turn_player
    for p in (tp, 1 - tp):
        for old in ctx.ps(p).displaced:
            retire_displaced(ctx, p, old)


def legion_from_soul(ctx: Ctx, p: int, leader: int, why: str) -> None:
    """Ride ``leader`` from the soul onto the vanguard circle and put the former vanguard, which
    the ride sends into the soul, beside it as its legion mate (LEGION-011). It needs no
    drop-zone cards and works while the vanguard is deleted: the ridden-over card is a new card,
    face up."""
    old = ctx.ps(p).vanguard
    do_ride(ctx, p, leader, f"from the soul {why}", "ride.superior", decision=False, src="soul")
    if old is None or old not in ctx.ps(p).soul:
        return
    ctx.set(marks=ctx.state.marks._replace(legioned=ctx.state.marks.legioned | {leader}))
    ctx.move_card(
        old,
        "legion",
        "legion-mate",
        "legion.cards",
        f"“{ctx.name(old)}” comes from the soul beside “{ctx.name(leader)}” on the vanguard "
        f"circle: the two are in legion {why}.",
        (old, leader),
        src="soul",
        actor=p,
    )
    ctx.timing("placed-on-vc", player=p, card=old, **{"from": "soul"})


def end_game(ctx: Ctx, result: Result) -> None:
    """End the game with ``result`` (a win, a loss or a draw, and the rule that decided it):
    every step still to come is dropped and no decision is left open."""
    ctx.clear_stack()
    ctx.set(result=result, decision=None)
    ctx.emit("game-over", result.rule, result.reason)
