"""The queue of waiting abilities: at each check timing, once rule actions are done, waiting
Imaginary Gifts are given first, then the turn player resolves their waiting abilities one at
a time in the order they choose, then the non-turn player (RULEACT-001..010); abilities that
trigger meanwhile join the queue (:mod:`.triggers`). Resolving one checks its 1/Turn limit,
its condition and whether its cost can be paid, asks whether to use it when it is a "may",
and starts it (:func:`.refs.start`).
"""

from __future__ import annotations

from ..actions import Action
from ..context import Ctx, player_name
from ..flow import CONTINUATIONS
from ..gifts import begin, waiting_player
from ..registry import Refusal, check, decision, handler, task
from ..state import State, Task
from .by_hand import hidden
from .conditions import still_holds
from .costs import can_pay
from .refs import Ref, ability_of, once_flag, quoted, rule_of, start


def schedule(ctx: Ctx) -> None:
    """Start resolving a waiting ability if the game is between procedures (RULEACT-005..009)."""
    s = ctx.state
    a, b = s.players
    gifts = a.gifts_waiting or b.gifts_waiting
    if (not s.pending and not gifts) or s.decision is not None or s.result is not None:
        return
    if ctx.stack and ctx.stack[-1].name in CONTINUATIONS:
        return
    if gifts:  # gifts are given before any automatic ability (GIFT-002; CR 4.55 §11.6.1.2-3)
        p = waiting_player(s)
        assert p is not None
        begin(ctx, p)
        return
    tp = s.turn_player
    mine = [k for k, r in enumerate(s.pending) if r.player == tp]  # type: ignore[attr-defined]
    if not mine:
        mine = list(range(len(s.pending)))
    who: int = s.pending[mine[0]].player  # type: ignore[attr-defined]
    if len(mine) == 1:
        _begin(ctx, mine[0])
        return
    ctx.decide(
        "order",
        who,
        f"{player_name(who)}: several of your abilities are waiting; choose which resolves next.",
    )


def _begin(ctx: Ctx, k: int) -> None:
    """Take waiting ability ``k`` off the queue and resolve it now."""
    s = ctx.state
    ref = s.pending[k]
    assert isinstance(ref, Ref)
    ctx.set(pending=s.pending[:k] + s.pending[k + 1 :])
    ctx.push(Task("ability-resolve", (ref,)))


@decision("order", ("resolve",), "ability.order")
def order_candidates(s: State) -> list[Action]:
    """The deciding player's own waiting abilities, any of which may resolve next."""
    assert s.decision is not None
    p = s.decision.player
    return [
        Action("resolve", p, card=r.card, number=k)  # type: ignore[attr-defined]
        for k, r in enumerate(s.pending)
        if r.player == p  # type: ignore[attr-defined]
    ]


@check("resolve")
def resolve_check(s: State, a: Action) -> Refusal | None:
    """Only one of the player's own waiting abilities may be chosen."""
    if a.number is None or not 0 <= a.number < len(s.pending):
        return Refusal("ability.order", "choose one of the abilities waiting to resolve")
    if s.pending[a.number].player != a.player:  # type: ignore[attr-defined]
        return Refusal("ability.order", "you may only order your own waiting abilities")
    return None


@handler("resolve")
def resolve_chosen(ctx: Ctx, a: Action) -> None:
    """The player chose which of their waiting abilities resolves next."""
    assert a.number is not None
    ref = ctx.state.pending[a.number]
    assert isinstance(ref, Ref)
    ctx.emit(
        "order",
        "ability.order",
        f"{player_name(a.player)} chooses to resolve {quoted(ctx.state, ref.card)}'s ability next.",
        (ref.card,),
        actor=a.player,
        decision=True,
    )
    _begin(ctx, a.number)


@task("ability-resolve")
def ability_resolve(ctx: Ctx, ref: Ref) -> None:
    """Resolve one waiting ability: it does nothing if its 1/Turn use is spent, its trigger's
    condition no longer holds (an active one, Limit Break or Generation Break, is not asked
    again: CR 4.55 §14.2.3.2.1) or its cost cannot be paid; a "may" asks first; otherwise it
    starts."""
    s = ctx.state
    ab = ability_of(s, ref)
    # (a manual ability's text is shown as the judge takes it, to those who may see it)
    text = f" ({ab.text})" if ab.text and not ab.manual else ""
    if ab.once_per_turn and once_flag(ref.card, ref.ability) in s.turn_flags:
        # 1/Turn is checked as the ability resolves: of two that triggered together, only
        # the first one resolved does anything
        ctx.emit(
            "ability-fizzle",
            "ability.once-per-turn",
            f"{quoted(s, ref.card)}'s 1/Turn ability has already been used this turn, so it "
            f"does nothing{text}.",
            (ref.card,),
        )
        return
    facts = dict(ref.info) if ref.subject is None else {**dict(ref.info), "card": ref.subject}
    if not still_holds(s, ref.card, ab, facts):  # (the event's unit as it triggered: "card")
        ctx.emit(
            "ability-fizzle",
            "ability.auto",
            f"{quoted(s, ref.card)}'s ability no longer has its condition met, so it does "
            f"nothing{text}.",
            (ref.card,),
        )
        return
    if ab.costs and not can_pay(s, ref, ab):
        ctx.emit(
            "ability-unpaid",
            "cost.payment",
            f"{quoted(s, ref.card)}'s ability resolves, but its cost cannot be paid, so nothing "
            f"happens{text}.",
            (ref.card,),
        )
        return
    private, redacted = (
        hidden(s, ref.card, f"{player_name(ref.player)} resolves a hidden card's ability.")
        if ab.manual
        else (None, None)
    )
    ctx.emit(
        "ability-resolve",
        rule_of(ab),
        f"{player_name(ref.player)} resolves {quoted(s, ref.card)}'s {ab.describe()} "
        f"ability{text}.",
        (ref.card,),
        private=private,
        redacted=redacted,
    )
    if ab.optional:
        cost = " and pay its cost" if ab.costs else ""
        ctx.decide(
            "use-ability",
            ref.player,
            f"{player_name(ref.player)}: use {quoted(s, ref.card)}'s ability{cost}?",
            ref,
        )
        return
    start(ctx, ref, ab)
