"""Costs: whether an ability's cost can be paid now (all or nothing, COST-001) and paying it,
part by part, the player choosing the cards when more could pay than the cost needs.

Counter blast and counter charge turn damage face down and up; soul blast, discard, persona
blast, retire and gauge blast send cards to the drop zone through the same zone change as any
other (so "put into the drop zone" abilities trigger); soul charge, rest, energy blast and the
especial blasts (only cards of a clan or name may pay, COST-010) follow the card text; a G zone
cost turns face-down cards of the G zone face up (public from then on).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..board import rear_guards
from ..context import Ctx, player_name
from ..registry import task
from ..resources import energy_blast, gauge_of, set_order_holder
from ..state import RC_NAMES, State, Task
from .choices import ask
from .clans import from_all_clans
from .model import Ability
from .names import name_contains
from .refs import Ref, ability_of, quoted, source_label
from .stride import g_zone_payers
from .vocabulary import G_ZONE_COSTS

COST_RULES = {
    "counter-blast": "cost.counter-blast",
    "soul-blast": "cost.soul-blast",
    "soul-charge": "keyword.soul-charge",
    "counter-charge": "cost.payment",
    "discard": "text.discard",
    "persona-blast": "keyword.persona-blast",
    "retire-self": "text.retire",
    "rest-self": "cost.payment",
    "soul-self": "zone.soul",
    "retire": "text.retire",
    "energy-blast": "marker.energy",
    "gauge-blast": "zone.gauge",
    "especial-counter-blast": "cost.especial",
    "especial-soul-blast": "cost.especial",
    "g-face-up": "cost.g-zone-face-up",
    "hand-to-soul": "zone.soul",
    "rest-rear-guards": "cost.payment",
    "rest-other-rear-guards": "cost.payment",
    "g-face-up-same-name": "cost.g-zone-face-up-named",
    "g-face-up-g-guardian": "cost.g-zone-face-up-named",
}
"""The rule the log cites for paying each kind of cost."""


def _payable_by(s: State, ab: Ability, j: int, cards: Sequence[int]) -> list[int]:
    """The cards of ``cards`` that may pay cost ``j``: an especial cost takes only cards of its
    clan or name (COST-010); a card from all clans is of its clan (card.all-clans)."""
    for index, field, value in ab.cost_filters:
        if index == j:
            return [
                c
                for c in cards
                if (
                    name_contains(s.table.cards[c].card_name, value)
                    if field == "name_has"  # (text.name-contains)
                    else getattr(s.table.cards[c], field) == value
                )
                or (field == "clan" and from_all_clans(s, c))
            ]
    return list(cards)


def can_pay(s: State, ref: Ref, ab: Ability) -> bool:
    """Whether every part of the cost can be paid now (COST-001: all or nothing)."""
    ps = s.players[ref.player]
    for j, (name, n) in enumerate(ab.costs):
        if name == "especial-counter-blast":
            up = [c for c in ps.damage if c not in s.face_down]
            ok = len(_payable_by(s, ab, j, up)) >= n
        elif name == "especial-soul-blast":
            ok = len(_payable_by(s, ab, j, ps.soul)) >= n
        elif name == "counter-blast":
            ok = sum(1 for c in ps.damage if c not in s.face_down) >= n
        elif name == "counter-charge":
            ok = sum(1 for c in ps.damage if c in s.face_down) >= n
        elif name == "soul-blast":
            ok = len(ps.soul) >= n
        elif name == "soul-charge":
            ok = len(ps.deck) >= n
        elif name in ("discard", "hand-to-soul"):
            ok = len(ps.hand) >= n
        elif name == "persona-blast":
            me = s.table.cards[ref.card].name
            ok = sum(1 for c in ps.hand if s.table.cards[c].name == me and c != ref.card) >= n
        elif name in ("retire-self", "soul-self"):
            ok = s.locate(ref.card)[1] in RC_NAMES
        elif name == "rest-self":  # a unit, or a set order in the order zone (CR 4.55 §9.2.3)
            ok = ref.card not in s.rested and (
                s.locate(ref.card)[1] in RC_NAMES
                or ref.card == ps.vanguard
                or set_order_holder(s, ref.player, ref.card)
            )
        elif name == "retire":
            ok = len([u for _, u in rear_guards(s, ref.player) if u != ref.card]) >= n
        elif name in _REST_COSTS:
            ok = len(_restable(s, ref, name)) >= n
        elif name == "energy-blast":
            ok = ps.energy >= n
        elif name == "gauge-blast":
            ok = len(gauge_of(ps, ref.card)) >= n
        elif name in G_ZONE_COSTS:
            ok = len(g_zone_payers(s, ref.player, ref.card, name)) >= n
        else:  # pragma: no cover
            ok = False
        if not ok:
            return False
    return True


_REST_COSTS = ("rest-rear-guards", "rest-other-rear-guards")


def _restable(s: State, ref: Ref, name: str) -> list[int]:
    """The rear-guards that may pay a "[Rest] N (other) rear-guards" cost: the player's standing
    ones (a rested unit cannot be rested again), this card not among the "other" ones."""
    other = name == "rest-other-rear-guards"
    return [u for _, u in rear_guards(s, ref.player)
            if u not in s.rested and not (other and u == ref.card)]  # fmt: skip


def _face_down_in_gzone(s: State, p: int) -> list[int]:
    """Player ``p``'s G zone cards still face down (the ones a G zone cost may turn up)."""
    return [c for c in s.players[p].gzone if c not in s.face_up]


@task("ability-cost")
def ability_cost(ctx: Ctx, ref: Ref, j: int, left: int, pick: int | str | None = None) -> None:
    """Pay part ``j`` of the cost; ``left`` is how many cards it still needs."""
    s = ctx.state
    ab = ability_of(s, ref)
    name, _ = ab.costs[j]
    p = ref.player
    ps = s.players[p]
    rule = COST_RULES[name]
    if left <= 0:
        return
    if name == "soul-charge":
        for _ in range(left):
            if ctx.ps(p).deck:
                top = ctx.ps(p).deck[0]
                ctx.move(top, "soul")
                ctx.emit(
                    "soul-charge", rule, f"Cost: {quoted(ctx.state, top)} is soul charged.", (top,)
                )
        return
    if name == "retire-self":
        ctx.move_card(
            ref.card, "drop", "cost", rule, f"Cost: {quoted(s, ref.card)} retires itself."
        )
        return
    if name == "soul-self":
        ctx.move_card(
            ref.card, "soul", "cost", rule, f"Cost: {quoted(s, ref.card)} is put into the soul."
        )
        return
    if name == "energy-blast":
        energy_blast(ctx, p, left, source_label(s, ref))
        return
    if name == "rest-self":
        ctx.rest(ref.card)
        ctx.emit("cost", rule, f"Cost: {quoted(s, ref.card)} rests.", (ref.card,))
        return
    options: list[int | str] = []
    if name == "especial-counter-blast":
        options = list(_payable_by(s, ab, j, [c for c in ps.damage if c not in s.face_down]))
        name = "counter-blast"
    elif name == "especial-soul-blast":
        options = list(_payable_by(s, ab, j, ps.soul))
        name = "soul-blast"
    elif name == "counter-blast":
        options = [c for c in ps.damage if c not in s.face_down]
    elif name == "counter-charge":
        options = [c for c in ps.damage if c in s.face_down]
    elif name == "soul-blast":
        options = list(ps.soul)
    elif name in ("discard", "hand-to-soul"):
        options = list(ps.hand)
    elif name == "persona-blast":
        me = s.table.cards[ref.card].name
        options = [c for c in ps.hand if s.table.cards[c].name == me and c != ref.card]
    elif name == "retire":
        options = [u for _, u in rear_guards(s, p) if u != ref.card]
    elif name in _REST_COSTS:
        options = list(_restable(s, ref, name))
    elif name == "gauge-blast":
        options = list(gauge_of(ps, ref.card))
    elif name in G_ZONE_COSTS:
        options = list(g_zone_payers(s, p, ref.card, name))
    if pick is None:
        if len(set(options)) > left:
            ask(
                ctx,
                p,
                f"{player_name(p)}: choose a card to pay {name.replace('-', ' ')} ({left} more).",
                options,
                False,
                Task("ability-cost", (ref, j, left)),
            )
            return
        picks = options[:left]
    else:
        picks = [pick]
    for c in picks:
        assert isinstance(c, int)
        if name in ("counter-blast", "counter-charge"):
            if name == "counter-blast":
                ctx.set(face_down=ctx.state.face_down | {c})
                what = "is turned face down (counter blast)"
            else:
                ctx.set(face_down=ctx.state.face_down - {c})
                what = "is turned face up (counter charge)"
            ctx.emit("cost", rule, f"Cost: {quoted(ctx.state, c)} {what}.", (c,), actor=p)
            continue
        if name in G_ZONE_COSTS:
            s2 = ctx.state
            ctx.state = s2._replace(marks=s2.marks._replace(face_up=s2.face_up | {c}))
            ctx.emit(
                "cost",
                rule,
                f"Cost: {quoted(ctx.state, c)} is turned face up in the G zone, where every player "
                "may now see it.",
                (c,),
                actor=p,
            )
            continue
        if name == "gauge-blast":
            ps2 = ctx.ps(p)
            ctx.set_player(
                p, ps2._replace(gauge_ties=tuple(t for t in ps2.gauge_ties if t[0] != c))
            )
            ctx.move_card(
                c,
                "drop",
                "cost",
                rule,
                f"Cost: {quoted(ctx.state, c)} goes from the gauge of {quoted(s, ref.card)} to the "
                "drop zone (gauge blast).",
                actor=p,
            )
            continue
        if name in _REST_COSTS:
            ctx.rest(c)
            ctx.emit("cost", rule, f"Cost: {quoted(ctx.state, c)} rests.", (c,), actor=p)
            continue
        if name == "hand-to-soul":  # the soul is public: the card is shown as it goes there
            ctx.move_card(c, "soul", "cost", rule,
                          f"Cost: {quoted(ctx.state, c)} goes from the hand into the soul.",
                          actor=p)  # fmt: skip
            continue
        if name == "soul-blast":
            what = "goes from the soul to the drop zone (soul blast)"
        elif name in ("discard", "persona-blast"):
            what = "is discarded" + (" (persona blast)" if name == "persona-blast" else "")
        else:
            what = "is retired"
        # a zone change like any other: a retired rear-guard's "put into the drop zone"
        # abilities trigger even though it left as a cost
        ctx.move_card(c, "drop", "cost", rule, f"Cost: {quoted(ctx.state, c)} {what}.", actor=p)
    if pick is not None and left > 1:
        ctx.push(Task("ability-cost", (ref, j, left - 1)))
