"""Order cards: a normal or set order is played in its player's own main phase, a blitz order
in the guard step of the opponent's attack; one of each a turn, of at most the vanguard's
grade, with its cost paid (ORDER-002..008). The order goes face up to the order zone, its
ability resolves, then a normal or blitz order goes to the drop zone while a set order stays.
"""

from __future__ import annotations

from ..actions import Action
from ..context import Ctx, player_name
from ..registry import (
    GUARD_EXTRAS,
    MAIN_EXTRAS,
    Refusal,
    also_accept,
    check,
    handler,
    task,
)
from ..state import State, Task
from .costs import can_pay
from .model import Ability
from .refs import Ref, quoted, start


def _order_ability(s: State, iid: int) -> tuple[int, Ability] | None:
    """The order card's ORDER ability (what playing it does) and its position."""
    for i, ab in enumerate(s.table.cards[iid].abilities):
        if ab.kind == "ORDER":
            return i, ab
    return None


def order_options(s: State, p: int) -> list[Action]:
    """Normal and set orders player ``p`` may play in the main phase (ORDER-003), and tickets
    played as normal orders (CR 4.55 §15.5)."""
    out = []
    for c in s.players[p].hand:
        card = s.table.cards[c]
        if card.order_kind in ("normal-order", "set-order"):
            a = Action("play-order", p, card=c)
            if order_check(s, a) is None:
                out.append(a)
    return out


def blitz_options(s: State, p: int) -> list[Action]:
    """Blitz orders the defender may play in the guard step (ORDER-007), tickets that are blitz
    orders too (CR 4.55 §15.5)."""
    out = []
    for c in s.players[p].hand:
        if s.table.cards[c].order_kind == "blitz-order":
            a = Action("play-order", p, card=c)
            if order_check(s, a) is None:
                out.append(a)
    return out


@check("play-order")
def order_check(s: State, a: Action) -> Refusal | None:
    """One order a turn, of at most the vanguard's grade, with its cost paid (ORDER-002..008)."""
    p = a.player
    if a.card is None or a.card not in s.players[p].hand:
        return Refusal("order.play", "the order must be in your hand")
    card = s.table.cards[a.card]
    if not card.is_order:
        return Refusal("order.not-unit", f"“{card.name}” is not an order card")
    blitz = card.order_kind == "blitz-order"
    if blitz:
        b = s.battle
        if s.step != "guard" or b is None or b.target_player != p:
            return Refusal(
                "order.blitz", "a blitz order is played in the guard step of your opponent's attack"
            )
        if "blitz" in s.turn_flags:
            return Refusal("order.blitz", "only one blitz order may be played each turn")
    else:
        if s.phase != "main" or s.turn_player != p:
            return Refusal("order.play", "normal and set orders are played in your own main phase")
        if "order" in s.turn_flags:
            return Refusal("order.play", "only one order may be played each turn")
    vg = s.players[p].vanguard
    g = s.table.cards[vg].grade if vg is not None else 0
    if card.grade > g:
        return Refusal(
            "order.play", f"“{card.name}” is grade {card.grade}, above your vanguard's grade {g}"
        )
    found = _order_ability(s, a.card)
    if found is None:
        if card.type == "set-order":  # only abilities that work from the order zone
            return None
        return Refusal("order.types", f"“{card.name}” has no order effect to perform")
    if not can_pay(s, Ref(p, a.card, found[0]), found[1]):
        return Refusal("cost.payment", "the order's cost cannot be paid in full")
    return None


@handler("play-order")
def play_order(ctx: Ctx, a: Action) -> None:
    """Put the order face up in the order area, pay its cost, do what it says; a normal or
    blitz order then goes to the drop zone, a set order stays in the order zone (ORDER-004..007).
    A set order whose abilities all work from the order zone has nothing to do when played
    (CR 4.55 §11.8.2: the order ability it has, if any, is performed)."""
    assert a.card is not None
    s = ctx.state
    card = s.table.cards[a.card]
    blitz = card.order_kind == "blitz-order"
    ctx.flag("blitz" if blitz else "order")
    found = _order_ability(s, a.card)
    assert found is not None or card.type == "set-order"
    said = (found[1].text if found is not None else "") or card.text
    ctx.move(a.card, "order")
    ctx.emit(
        "order",
        "order.blitz" if blitz else "order.play",
        f"{player_name(a.player)} plays the {card.type.replace('-', ' ')} {quoted(s, a.card)}"
        + (f": {said}" if said else "."),
        (a.card,),
        actor=a.player,
        decision=True,
    )
    ctx.push(Task("order-finish", (a.card,)), Task("guard-offer" if blitz else "main-offer"))
    if found is not None:  # a set order may hold only abilities of the order zone: none to do
        i, ab = found
        start(ctx, Ref(a.player, a.card, i, incarnation=ctx.state.incarnation(a.card)), ab)


@task("order-finish")
def order_finish(ctx: Ctx, iid: int) -> None:
    """After its effects, a set order stays in the order zone; a normal or blitz order goes to
    the drop zone."""
    card = ctx.state.table.cards[iid]
    if ctx.state.locate(iid)[1] != "order":
        return
    if card.type == "set-order":
        ctx.emit(
            "order-set",
            "order.set",
            f"The set order {quoted(ctx.state, iid)} stays in the order zone.",
            (iid,),
        )
        # "when this card is put into the order zone": once its order ability is done
        ctx.timing("put-into-order-zone", player=ctx.state.table.owner[iid], card=iid)
        return
    ctx.move_card(
        iid,
        "drop",
        "order-done",
        "order.play",
        f"{quoted(ctx.state, iid)} has been played and goes to the drop zone.",
    )


MAIN_EXTRAS.append(order_options)
also_accept("main", "play-order")
GUARD_EXTRAS.append(blitz_options)
also_accept("guard", "play-order")
