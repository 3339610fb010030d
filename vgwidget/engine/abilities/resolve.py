"""Triggering and resolving abilities: the waiting queue, costs, effects and choices.

* **AUTO**: when a procedure reaches a timing (``ctx.timing("attacks", card=...)``), every
  AUTO ability listening for it *triggers* and waits in ``state.pending``. Once the
  current step is finished and rule actions are done, the turn player resolves their
  waiting abilities one at a time in the order they choose, then the non-turn player
  (RULEACT-001..010); abilities that trigger meanwhile join the queue.
* **ACT**: offered among the main-phase actions while its cost can be paid (ABILITY-001).
* Costs are all-or-nothing and optional (COST-001, COST-002); "may" is a choice
  (TEXT-004); an effect that can only be partly done does what it can (GEN-003).

Every step is an event citing its rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import NamedTuple

from .. import context as _context
from .. import stats
from ..actions import Action
from ..cards import label
from ..context import Ctx, count, player_name
from ..procedures.common import opponent, rear_guards, units_of
from ..procedures.flow import CONTINUATIONS
from ..procedures.registry import (
    GUARD_EXTRAS,
    MAIN_EXTRAS,
    Refusal,
    also_accept,
    check,
    decision,
    handler,
    task,
)
from ..procedures.turn import call_onto
from ..resources import (
    energy_blast,
    energy_charge,
    gauge_charge,
    gauge_of,
    get_crest,
    get_ticket,
    set_order_holder,
)
from ..state import CIRCLE_NAMES, FRONT_NAMES, RC_NAMES, VC, CardTable, Mod, Result, State, Task
from ..view import can_see
from .conditions import ability_active, conditions_hold, zone_of
from .cont import has_flag
from .index import table_index
from .model import KEYWORDS, Ability, Effect
from .seal import seal

COST_RULES = {
    "counter-blast": "cost.counter-blast",
    "soul-blast": "cost.soul-blast",
    "soul-charge": "keyword.soul-charge",
    "counter-charge": "cost.payment",
    "discard": "text.discard",
    "persona-blast": "keyword.persona-blast",
    "retire-self": "text.retire",
    "rest-self": "cost.payment",
    "retire": "text.retire",
    "energy-blast": "marker.energy",
    "gauge-blast": "zone.gauge",
    "especial-counter-blast": "cost.especial",
    "especial-soul-blast": "cost.especial",
}


class Ref(NamedTuple):
    """An ability being resolved: whose, which card, which ability, and what it reacted to."""

    player: int
    card: int
    ability: int
    """Which of the card's abilities (its position in the card's list)."""
    subject: int | None = None
    timing: str | None = None
    info: tuple[tuple[str, object], ...] = ()
    """What else the triggering event said (e.g. the rider, for forerunner)."""
    incarnation: int = 0
    """How many zone changes its card had made when the ability triggered or was played: if
    the card has changed zones since, it is a new card (ZONE-042)."""


def ability_of(s: State, ref: Ref) -> Ability:
    return s.table.cards[ref.card].abilities[ref.ability]


def _rule_of(ab: Ability) -> str:
    if ab.keyword in KEYWORDS:
        return f"keyword.{ab.keyword}"
    return {
        "AUTO": "ability.auto",
        "ACT": "ability.act",
        "CONT": "ability.cont",
        "ORDER": "order.play",
    }[ab.kind]


def _name(s: State, iid: int) -> str:
    cards = s.table.cards
    return f"“{label(cards[iid], cards)}”"


def _once_flag(iid: int, index: int) -> str:
    return f"once:{iid}:{index}"


def _first_flag(iid: int, index: int) -> str:
    return f"first:{iid}:{index}"


# ---------------------------------------------------------------------- triggering


def on_timing(ctx: Ctx, name: str, info: Mapping[str, object]) -> None:
    """Find every AUTO ability that triggers at this moment and put it in the queue."""
    entries = table_index(ctx.state.table).auto.get(name)
    if not entries:
        return
    s = ctx.state
    subject = info.get("card")
    subj = subject if isinstance(subject, int) else None
    for iid, i in entries:
        if not ability_active(s, iid):
            continue
        ab = s.table.cards[iid].abilities[i]
        owner = s.table.owner[iid]
        try:
            zone = zone_of(s, iid)
        except KeyError:
            continue
        if zone not in ab.zones and not (subj == iid and info.get("from") in ab.zones):
            continue  # (the second case looks back at a card that has just left its zone)
        if not _related(ab.on, s, iid, owner, subj, info):
            continue
        if ab.once_per_turn and _once_flag(iid, i) in s.turn_flags:
            continue
        if ab.first_chance and _first_flag(iid, i) in s.turn_flags:
            continue
        if not conditions_hold(s, iid, ab, info):
            continue
        if ab.first_chance:  # the chance is spent now, used or not (ABILITY-010)
            ctx.state = s
            ctx.flag(_first_flag(iid, i))
            s = ctx.state
        extra = tuple((k, v) for k, v in info.items() if isinstance(v, (int, str)) and k != "card")
        ref = Ref(owner, iid, i, subj, name, extra, s.incarnation(iid))
        s = s._replace(pending=(*s.pending, ref))
        ctx.state = s
        ctx.emit(
            "ability-trigger",
            "ability.auto",
            f"{player_name(owner)}'s {_name(s, iid)}: its {ab.describe()} ability triggers; "
            "it resolves at the next check timing, once the current procedure is over and rule "
            "actions have been checked.",
            (iid,),
        )
        s = ctx.state


def _related(
    on: str, s: State, iid: int, owner: int, subject: int | None, info: Mapping[str, object]
) -> bool:
    if on == "self":
        return subject == iid
    if on == "self-boosted":
        return info.get("boosted") == iid
    if on == "boosted-by-self":
        b = s.battle
        return b is not None and b.booster == iid and subject == b.attacker
    if on == "your-unit":
        return subject is not None and s.table.owner[subject] == owner
    if on == "your-other-unit":
        return subject is not None and subject != iid and s.table.owner[subject] == owner
    if on == "your-rear-guard":
        # a rear-guard of the owner: for a card that has just left its circle (put into the
        # drop zone, ...) the event says where it came from; a guardian leaving the guardian
        # circle or a card discarded from hand is no rear-guard
        if subject is None or s.table.owner[subject] != owner:
            return False
        if "from" in info:
            return info["from"] == "RC"
        return s.locate(subject)[1] in RC_NAMES
    if on == "your-vanguard":
        return subject is not None and subject == s.players[owner].vanguard
    if on == "opponent-unit":
        return subject is not None and s.table.owner[subject] != owner
    if on == "your-turn":
        return s.turn_player == owner
    if on == "opponent-turn":
        return s.turn_player != owner
    return True


def listened_timings(table: object) -> frozenset[str]:
    """The timings some AUTO ability of ``table``'s cards waits for."""
    assert isinstance(table, CardTable)
    return table_index(table).timings


def cards_with_abilities(table: object) -> frozenset[int]:
    """The instances of ``table`` that have any ability."""
    assert isinstance(table, CardTable)
    return table_index(table).with_abilities


_context.set_timing_dispatch(on_timing, listened_timings, cards_with_abilities)


# ------------------------------------------------------------------ the queue


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
        from ..gifts import begin, waiting_player

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
    s = ctx.state
    ref = s.pending[k]
    assert isinstance(ref, Ref)
    ctx.set(pending=s.pending[:k] + s.pending[k + 1 :])
    ctx.push(Task("ability-resolve", (ref,)))


@decision("order", ("resolve",), "ability.order")
def order_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    return [
        Action("resolve", p, card=r.card, number=k)  # type: ignore[attr-defined]
        for k, r in enumerate(s.pending)
        if r.player == p  # type: ignore[attr-defined]
    ]


@check("resolve")
def resolve_check(s: State, a: Action) -> Refusal | None:
    if a.number is None or not 0 <= a.number < len(s.pending):
        return Refusal("ability.order", "choose one of the abilities waiting to resolve")
    if s.pending[a.number].player != a.player:  # type: ignore[attr-defined]
        return Refusal("ability.order", "you may only order your own waiting abilities")
    return None


@handler("resolve")
def resolve_chosen(ctx: Ctx, a: Action) -> None:
    assert a.number is not None
    ref = ctx.state.pending[a.number]
    assert isinstance(ref, Ref)
    ctx.emit(
        "order",
        "ability.order",
        f"{player_name(a.player)} chooses to resolve {_name(ctx.state, ref.card)}'s ability next.",
        (ref.card,),
        actor=a.player,
        decision=True,
    )
    _begin(ctx, a.number)


# ------------------------------------------------------------------ resolving


def _payable_by(s: State, ab: Ability, j: int, cards: Sequence[int]) -> list[int]:
    """The cards of ``cards`` that may pay cost ``j``: an especial cost takes only cards of its
    clan or name (COST-010)."""
    for index, field, value in ab.cost_filters:
        if index == j:
            return [c for c in cards if getattr(s.table.cards[c], field) == value]
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
        elif name == "discard":
            ok = len(ps.hand) >= n
        elif name == "persona-blast":
            me = s.table.cards[ref.card].name
            ok = sum(1 for c in ps.hand if s.table.cards[c].name == me and c != ref.card) >= n
        elif name == "retire-self":
            ok = s.locate(ref.card)[1] in RC_NAMES
        elif name == "rest-self":
            ok = ref.card not in s.rested and (
                s.locate(ref.card)[1] in RC_NAMES or ref.card == ps.vanguard
            )
        elif name == "retire":
            ok = len([u for _, u in rear_guards(s, ref.player) if u != ref.card]) >= n
        elif name == "energy-blast":
            ok = ps.energy >= n
        elif name == "gauge-blast":
            ok = len(gauge_of(ps, ref.card)) >= n
        else:  # pragma: no cover
            ok = False
        if not ok:
            return False
    return True


@task("ability-resolve")
def ability_resolve(ctx: Ctx, ref: Ref) -> None:
    s = ctx.state
    ab = ability_of(s, ref)
    text = f" ({ab.text})" if ab.text else ""
    if ab.once_per_turn and _once_flag(ref.card, ref.ability) in s.turn_flags:
        # 1/Turn is checked as the ability resolves: of two that triggered together, only
        # the first one resolved does anything
        ctx.emit(
            "ability-fizzle",
            "ability.once-per-turn",
            f"{_name(s, ref.card)}'s 1/Turn ability has already been used this turn, so it "
            f"does nothing{text}.",
            (ref.card,),
        )
        return
    if not conditions_hold(s, ref.card, ab, dict(ref.info)):
        ctx.emit(
            "ability-fizzle",
            "ability.auto",
            f"{_name(s, ref.card)}'s ability no longer has its condition met, so it does "
            f"nothing{text}.",
            (ref.card,),
        )
        return
    if ab.costs and not can_pay(s, ref, ab):
        ctx.emit(
            "ability-unpaid",
            "cost.payment",
            f"{_name(s, ref.card)}'s ability resolves, but its cost cannot be paid, so nothing "
            f"happens{text}.",
            (ref.card,),
        )
        return
    ctx.emit(
        "ability-resolve",
        _rule_of(ab),
        f"{player_name(ref.player)} resolves {_name(s, ref.card)}'s {ab.describe()} ability{text}.",
        (ref.card,),
    )
    if ab.optional:
        cost = " and pay its cost" if ab.costs else ""
        ctx.decide(
            "use-ability",
            ref.player,
            f"{player_name(ref.player)}: use {_name(s, ref.card)}'s ability{cost}?",
            ref,
        )
        return
    start(ctx, ref, ab)


def start(ctx: Ctx, ref: Ref, ab: Ability) -> None:
    """Pay the costs one by one, then carry out the effects one by one."""
    if ab.once_per_turn:
        ctx.flag(_once_flag(ref.card, ref.ability))
    ctx.push(
        # (a cost such as "retire this unit" is written with 0: it is paid once)
        *[Task("ability-cost", (ref, j, max(n, 1))) for j, (_, n) in enumerate(ab.costs)],
        *[Task("ability-effect", (ref, e)) for e in range(len(ab.effects))],
    )


@decision("use-ability", ("use", "decline"), "text.you-may")
def use_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    return [Action("use", p), Action("decline", p)]


@check("use")
def use_check(s: State, a: Action) -> Refusal | None:
    return None


@check("decline")
def decline_check(s: State, a: Action) -> Refusal | None:
    return None


def confirm(ctx: Ctx, player: int, prompt: str, then: Task) -> None:
    """Ask a yes/no question inside an effect ("draw another card?"): ``use`` runs ``then``
    with the answer ``True`` appended; ``decline`` with ``None``."""
    ctx.decide("confirm", player, prompt, then)


@decision("confirm", ("use", "decline"), "text.you-may")
def confirm_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    return [Action("use", p), Action("decline", p)]


def _answer(ctx: Ctx, a: Action, yes: bool) -> None:
    d = ctx.state.decision
    assert d is not None
    then = d.data[0]
    assert isinstance(then, Task)
    ctx.emit(
        "confirm",
        "text.you-may",
        f"{player_name(a.player)} answers {'yes' if yes else 'no'}: {d.prompt.split(': ', 1)[-1]}",
        actor=a.player,
        decision=True,
    )
    ctx.push(Task(then.name, (*then.args, True if yes else None)))


def _use_or_decline(ctx: Ctx, a: Action, yes: bool) -> None:
    """Answer a "may": in a ``confirm`` question, carry on with the answer; for an optional
    ability, pay and resolve it (``use``) or let it go (``decline``) (TEXT-004, COST-002)."""
    d = ctx.state.decision
    assert d is not None
    if d.kind == "confirm":
        _answer(ctx, a, yes)
        return
    ref = d.data[0]
    assert isinstance(ref, Ref)
    text = (
        f"{player_name(a.player)} uses the ability."
        if yes
        else f"{player_name(a.player)} chooses not to use {_name(ctx.state, ref.card)}'s ability."
    )
    ctx.emit(
        "use" if yes else "decline",
        "text.you-may",
        text,
        (ref.card,),
        actor=a.player,
        decision=True,
    )
    if yes:
        start(ctx, ref, ability_of(ctx.state, ref))


@handler("use")
def use(ctx: Ctx, a: Action) -> None:
    _use_or_decline(ctx, a, True)


@handler("decline")
def decline(ctx: Ctx, a: Action) -> None:
    _use_or_decline(ctx, a, False)


# ---------------------------------------------------------------------- choices


def ask(
    ctx: Ctx, player: int, prompt: str, options: Sequence[int | str], up_to: bool, then: Task
) -> None:
    """Ask ``player`` to choose one of ``options`` (card ids or circle names); the choice is
    appended to ``then``'s arguments and ``then`` runs. With ``up_to`` they may stop."""
    ctx.decide("choose", player, prompt, tuple(options), up_to, then)


@decision("choose", ("choose",), "text.choose")
def choose_candidates(s: State) -> list[Action]:
    d = s.decision
    assert d is not None
    options, up_to = d.data[0], d.data[1]
    out = [
        Action("choose", d.player, card=o)
        if isinstance(o, int)
        else Action("choose", d.player, circle=o)
        for o in options  # type: ignore[attr-defined]
    ]
    if up_to:
        out.append(Action("choose", d.player))
    return out


@check("choose")
def choose_check(s: State, a: Action) -> Refusal | None:
    d = s.decision
    if d is None or d.kind != "choose":
        return Refusal("text.choose", "there is nothing to choose now")
    options, up_to = d.data[0], d.data[1]
    pick = a.card if a.card is not None else a.circle
    if pick is None:
        return (
            None
            if up_to
            else Refusal("text.choose", "you must choose one (it says choose, not up to)")
        )
    if pick not in options:  # type: ignore[operator]
        return Refusal("text.choose", f"{pick!r} is not one of the choices")
    return None


@handler("choose")
def choose(ctx: Ctx, a: Action) -> None:
    d = ctx.state.decision
    assert d is not None
    then = d.data[2]
    assert isinstance(then, Task)
    pick = a.card if a.card is not None else a.circle
    secret = False
    if pick is None:
        what, rule = "nothing more (“up to” allows stopping here)", "text.choose-up-to"
    elif isinstance(pick, int):
        what, rule = _name(ctx.state, pick), "text.choose"
        # a card still in a hidden zone stays secret until the effect reveals or moves it
        secret = not can_see(ctx.state, pick, ctx.state.locate(pick)[1], opponent(a.player))
    else:
        what, rule = f"the {CIRCLE_NAMES.get(str(pick), str(pick))}", "text.choose"
    ctx.emit(
        "choose",
        rule,
        f"{player_name(a.player)} chooses {what}.",
        (pick,) if isinstance(pick, int) else (),
        actor=a.player,
        decision=True,
        private=a.player if secret else None,
        redacted=f"{player_name(a.player)} chooses a card." if secret else None,
    )
    ctx.push(Task(then.name, (*then.args, pick)))


# ------------------------------------------------------------------------- costs


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
                    "soul-charge", rule, f"Cost: {_name(ctx.state, top)} is soul charged.", (top,)
                )
        return
    if name == "retire-self":
        ctx.move_card(ref.card, "drop", "cost", rule, f"Cost: {_name(s, ref.card)} retires itself.")
        return
    if name == "energy-blast":
        energy_blast(ctx, p, left, _label(s, ref))
        return
    if name == "rest-self":
        ctx.rest(ref.card)
        ctx.emit("cost", rule, f"Cost: {_name(s, ref.card)} rests.", (ref.card,))
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
    elif name == "discard":
        options = list(ps.hand)
    elif name == "persona-blast":
        me = s.table.cards[ref.card].name
        options = [c for c in ps.hand if s.table.cards[c].name == me and c != ref.card]
    elif name == "retire":
        options = [u for _, u in rear_guards(s, p) if u != ref.card]
    elif name == "gauge-blast":
        options = list(gauge_of(ps, ref.card))
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
            ctx.emit("cost", rule, f"Cost: {_name(ctx.state, c)} {what}.", (c,), actor=p)
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
                f"Cost: {_name(ctx.state, c)} goes from the gauge of {_name(s, ref.card)} to the "
                "drop zone (gauge blast).",
                actor=p,
            )
            continue
        if name == "soul-blast":
            what = "goes from the soul to the drop zone (soul blast)"
        elif name in ("discard", "persona-blast"):
            what = "is discarded" + (" (persona blast)" if name == "persona-blast" else "")
        else:
            what = "is retired"
        # a zone change like any other: a retired rear-guard's "put into the drop zone"
        # abilities trigger even though it left as a cost
        ctx.move_card(c, "drop", "cost", rule, f"Cost: {_name(ctx.state, c)} {what}.", actor=p)
    if pick is not None and left > 1:
        ctx.push(Task("ability-cost", (ref, j, left - 1)))


# ------------------------------------------------------------------------ effects


def _label(s: State, ref: Ref) -> str:
    return f"{s.table.cards[ref.card].name}"


def fixed_targets(s: State, ref: Ref, target: str) -> list[int] | None:
    """The units a non-choosing target names (``None`` when the target is a choice)."""
    ps = s.players[ref.player]
    b = s.battle
    if target == "self":
        now = s.incarnation(ref.card)
        if now != ref.incarnation and (ref.card, ref.ability, now) not in s.followed:
            return []  # it has changed zones since: a new card, not "this unit" (ZONE-042/043)
        where = s.locate(ref.card)[1]
        return [ref.card] if where in RC_NAMES or where in (VC, "guardians") else []
    if target == "your-vanguard":
        return [ps.vanguard] if ps.vanguard is not None else []
    if target == "opponent-vanguard":
        foe = s.players[opponent(ref.player)].vanguard
        return [foe] if foe is not None else []
    if target == "opponent-legion-mate":
        return list(s.players[opponent(ref.player)].legion)
    if target == "attacked-unit":  # every unit being attacked (several: ATTACK-009)
        return (
            [t for t, _ in b.attacked()] if b is not None and b.target_player == ref.player else []
        )
    if target == "attacker":
        return [b.attacker] if b is not None else []
    if target == "all-your-front-row":
        return [u for c in ps.front_row() if (u := ps.at(c)) is not None and u not in s.locked]
    if target == "all-your-rear-guards":
        return [u for _, u in rear_guards(s, ref.player)]
    if target == "all-your-units":
        return [u for _, u in units_of(s, ref.player)]
    return None


def target_options(s: State, ref: Ref, target: str) -> list[int]:
    p = ref.player
    if target == "choose-your-unit":
        return [u for _, u in units_of(s, p)]
    if target == "choose-your-rear-guard":
        return [u for _, u in rear_guards(s, p)]
    if target == "choose-your-rested-rear-guard":
        return [u for _, u in rear_guards(s, p) if u in s.rested]
    if target == "choose-opponent-rear-guard":
        return [u for _, u in rear_guards(s, opponent(p))]
    if target == "choose-opponent-front-row-rear-guard":
        return [u for c, u in rear_guards(s, opponent(p)) if c in FRONT_NAMES]
    return []


def _matches(s: State, iid: int, e: Effect) -> bool:
    c = s.table.cards[iid]
    if e.name is not None and c.name != e.name:
        return False
    if e.max_grade is not None:
        # "a unit of grade N or less": a grade limit asks for a unit (an order has no place
        # among the cards it offers)
        return c.is_unit and c.grade <= e.max_grade
    return c.is_unit or e.do in ("search", "look-top")


_UNIT_EFFECTS = frozenset(
    {
        "power",
        "critical",
        "shield",
        "stand",
        "rest",
        "retire",
        "bind",
        "cannot-be-hit",
        "cannot-attack",
        "cannot-stand",
        "lock",
        "delete",
        "attack-several",
        "can-drive-check",
    }
)
_FIRST = object()


def _following(fn: Callable[..., None]) -> Callable[..., None]:
    """Run an effect step; if it moved the ability's own card, that ability keeps treating
    the card as the same card (ZONE-043: only the effect that moved it)."""

    def step(ctx: Ctx, ref: Ref, *args: object) -> None:
        before = ctx.state.incarnation(ref.card)
        fn(ctx, ref, *args)
        after = ctx.state.incarnation(ref.card)
        if after != before:
            s = ctx.state
            marks = s.marks._replace(followed=s.followed | {(ref.card, ref.ability, after)})
            ctx.state = s._replace(marks=marks)

    step.__doc__ = fn.__doc__
    return step


@task("ability-effect")
@_following
def ability_effect(
    ctx: Ctx, ref: Ref, k: int, chosen: tuple[int, ...] = (), pick: object = _FIRST
) -> None:
    """Carry out effect ``k`` of the ability. ``chosen`` are the units or cards already
    chosen for it; ``pick`` is the latest choice (``None``: the player chose no more)."""
    s = ctx.state
    ab = ability_of(s, ref)
    e = ab.effects[k]
    p = ref.player
    rule = _rule_of(ab)
    do = e.do
    if do in _UNIT_EFFECTS:
        targets = fixed_targets(s, ref, e.target)
        if targets is not None:
            if not targets:
                ctx.emit(
                    "nothing",
                    "golden.impossible",
                    f"{_name(s, ref.card)}'s ability has no unit to affect.",
                    (ref.card,),
                )
            for t in targets:
                _apply_to_unit(ctx, ref, e, t, rule)
            return
        if pick is None:
            return  # "choose up to": the player stopped
        if isinstance(pick, int):
            _apply_to_unit(ctx, ref, e, pick, rule)
            chosen = (*chosen, pick)
            if len(chosen) >= e.n:
                return
        opts = [u for u in target_options(ctx.state, ref, e.target) if u not in chosen]
        if not opts:
            if not chosen:
                ctx.emit(
                    "nothing",
                    "golden.impossible",
                    f"{_name(s, ref.card)}'s ability finds nothing to choose, so that part "
                    "does nothing.",
                    (ref.card,),
                )
            return
        if len(opts) <= e.n - len(chosen) and not e.up_to:
            for u in opts:  # no real choice: every candidate is taken (TEXT-012)
                _apply_to_unit(ctx, ref, e, u, rule)
            return
        amount = f" {e.amount:+,}" if e.amount else ""
        ask(
            ctx,
            p,
            f"{player_name(p)}: choose a unit for {_name(s, ref.card)}'s ability "
            f"({e.do.replace('-', ' ')}{amount}).",
            list(opts),
            e.up_to,
            Task("ability-effect", (ref, k, chosen)),
        )
        return
    if do == "draw" and e.up_to:
        # "draw up to N": decide before each card whether to draw it (TEXT-011)
        done = len(chosen)
        if pick is not _FIRST and pick is not None:
            c = ctx.draw(p)
            if c is not None:
                ctx.emit(
                    "draw",
                    "text.draw",
                    f"{player_name(p)} draws {_name(ctx.state, c)} ({_label(s, ref)}).",
                    (c,),
                    private=p,
                    redacted=f"{player_name(p)} draws a card ({_label(s, ref)}).",
                )
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
        return
    if do == "draw":
        for _ in range(e.n):
            c = ctx.draw(p)
            if c is None:
                ctx.emit("draw", "golden.impossible", f"{player_name(p)}'s deck is empty: no draw.")
                break
            ctx.emit(
                "draw",
                "text.draw",
                f"{player_name(p)} draws {_name(ctx.state, c)} ({_label(s, ref)}).",
                (c,),
                private=p,
                redacted=f"{player_name(p)} draws a card ({_label(s, ref)}).",
            )
        return
    if do == "soul-charge":
        for _ in range(e.n):
            deck = ctx.ps(p).deck
            if not deck:
                break
            ctx.move(deck[0], "soul")
            ctx.emit(
                "soul-charge",
                "keyword.soul-charge",
                f"{_name(ctx.state, deck[0])} is soul charged ({_label(s, ref)}).",
                (deck[0],),
            )
        return
    if do == "counter-charge":
        down = [c for c in ctx.ps(p).damage if c in ctx.state.face_down][: e.n]
        if down:
            ctx.set(face_down=ctx.state.face_down - set(down))
            ctx.emit(
                "counter-charge",
                rule,
                f"{count(len(down), 'damage card')} turn face up again ({_label(s, ref)}).",
                tuple(down),
            )
        return
    if do == "shuffle":
        ctx.shuffle_deck(p)
        ctx.emit("shuffle", "zone.deck", f"{player_name(p)} shuffles the deck.")
        return
    if do == "heal":
        if isinstance(pick, int):
            ctx.move_card(
                pick,
                "drop",
                "heal",
                "text.heal",
                f"{_name(ctx.state, pick)} is healed to the drop zone.",
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
        return
    if do == "look-top" and e.look_up_to:
        # "look at up to N": the number is fixed, one card at a time, before any is seen
        # (TEXT-014); ``chosen`` counts the cards agreed so far
        agreed = len(chosen)
        if pick is not _FIRST and pick is not None:
            agreed += 1
        if pick is None or agreed >= min(e.n, len(ctx.ps(p).deck)):
            ctx.emit(
                "look-count",
                "text.look-at",
                f"{player_name(p)} will look at {count(agreed, 'card')} ({_label(s, ref)}).",
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
        return
    if do in ("superior-call", "superior-ride", "search", "look-top"):
        _fetch(ctx, ref, k, e, chosen)
        return
    if do == "legion-from-soul":
        if isinstance(pick, int):
            from ..procedures.legion import legion_from_soul

            legion_from_soul(ctx, p, pick, f"({_label(s, ref)})")
            return
        if pick is None:
            return
        vg = ctx.ps(p).vanguard
        leaders = [
            c
            for c in ctx.ps(p).soul
            if s.fmt.legion and vg is not None and s.card(c).legion_mate == s.card(vg).name
        ]
        if not leaders:
            ctx.emit(
                "nothing",
                "golden.impossible",
                f"{_label(s, ref)}: no unit in the soul can legion with the vanguard.",
                (ref.card,),
            )
            return
        ask(
            ctx,
            p,
            f"{player_name(p)}: choose a unit in your soul to ride and legion with "
            f"{_name(s, vg) if vg is not None else 'the vanguard'}.",
            leaders,
            e.up_to,
            Task("ability-effect", (ref, k, chosen)),
        )
        return
    if do == "hold-locks":
        foe = opponent(p)
        ctx.set(marks=ctx.state.marks._replace(unlock_held=ctx.state.marks.unlock_held | {foe}))
        ctx.emit(
            "locks-held",
            "lock.extended",
            f"{player_name(foe)}'s locked cards will not unlock at the end of their next turn, "
            f"only at the end of their turn after that ({_label(s, ref)}).",
            (ref.card,),
        )
        return
    if do in ("win-game", "lose-game"):
        from ..procedures.rule_actions import end_game

        winner = p if do == "win-game" else opponent(p)
        verb = "wins" if do == "win-game" else "loses"
        end_game(
            ctx,
            Result(
                winner,
                f"{player_name(p)} {verb} the game by {_label(s, ref)}'s ability, so "
                f"{player_name(winner)} wins.",
                "win.card-effect",
            ),
        )
        return
    if do == "energy-charge":
        energy_charge(ctx, p, e.n, _label(s, ref))
        return
    if do == "get-crest":
        assert e.name is not None
        get_crest(ctx, p, e.name, _label(s, ref))
        return
    if do == "get-ticket":
        assert e.name is not None
        for _ in range(e.n):
            get_ticket(ctx, p, e.name, _label(s, ref))
        return
    if do == "remove-marker":
        _remove_marker(ctx, ref, k, e, chosen, pick)
        return
    if do == "get-gift":
        from ..gifts import get_gift

        assert e.name is not None
        kind, _, version = e.name.partition(" ")
        get_gift(ctx, p, kind, version or None, _label(s, ref))
        return
    if do == "gauge-charge":
        holder = fixed_targets(s, ref, "self")
        if not holder and set_order_holder(s, p, ref.card):
            holder = [ref.card]  # a set order in the order zone holds gauge too
        if not holder:
            ctx.emit(
                "nothing",
                "golden.impossible",
                f"{_name(s, ref.card)} is no longer a unit on the field: no gauge.",
                (ref.card,),
            )
            return
        gauge_charge(ctx, p, holder[0], e.n, _label(s, ref))
        return
    raise AssertionError(f"unhandled effect {do!r}")  # pragma: no cover


def _remove_marker(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """Remove one of the player's gift markers of kind ``e.name``, from the circle they choose
    when several carry one (an accel circle left without one is lost, :mod:`..gifts`)."""
    from ..gifts import remove_marker

    assert e.name is not None
    p = ref.player
    label = _label(ctx.state, ref)
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


def _apply_to_unit(ctx: Ctx, ref: Ref, e: Effect, u: int, rule: str) -> None:
    s = ctx.state
    label = _label(s, ref)
    until = "battle" if e.until == "battle" else "turn"
    span = "until end of battle" if until == "battle" else "until end of turn"
    if e.do in ("power", "critical", "shield"):
        ctx.add_mod(Mod(u, e.do, e.amount, until, f"{label} ability", rule))
        now = {"power": stats.power, "critical": stats.critical, "shield": stats.shield}[e.do](
            ctx.state, u
        )
        ctx.emit(
            e.do,
            rule,
            f"{_name(s, u)} gets {e.amount:+,} {e.do} {span} ({label}): now {now:,}.",
            (u,),
        )
    elif e.do in ("cannot-be-hit", "cannot-attack", "cannot-stand"):
        ctx.add_mod(Mod(u, e.do, 1, until, f"{label} ability", rule))
        what = e.do.replace("-", " ")
        ctx.emit(e.do, rule, f"{_name(s, u)} {what} {span} ({label}).", (u,))
    elif e.do == "stand" and has_flag(s, u, "cannot-stand"):
        ctx.emit(
            "prohibited",
            "golden.cannot-wins",
            f"{_name(s, u)} would stand ({label}), but an effect says it cannot stand: the "
            "prohibition wins and it stays rested.",
            (u,),
        )
    elif e.do == "lock":
        if s.locate(u)[1] not in RC_NAMES or u in s.locked:
            ctx.emit("nothing", "golden.impossible", f"{_name(s, u)} is no rear-guard to lock.")
            return
        seal(ctx, u, "lock")
        ctx.emit(
            "lock",
            "card.lock",
            f"{_name(s, u)} is locked ({label}): it turns face down and is no longer a unit until "
            "the end of its owner's turn.",
            (u,),
        )
    elif e.do == "delete":
        if u in s.deleted:
            ctx.emit("nothing", "golden.impossible", f"{_name(s, u)} is already deleted.")
            return
        cards = seal(ctx, u, "delete")
        mate = (
            " with its legion mate " + ", ".join(_name(s, m) for m in cards[1:]) + ", side by side"
            if len(cards) > 1
            else ""
        )
        ctx.emit(
            "delete",
            "legion.deleted" if len(cards) > 1 else "card.delete",
            f"{_name(s, u)} is deleted{mate} ({label}): face down, 0 power and no text until the "
            "end of its owner's turn.",
            cards,
        )
    elif e.do == "attack-several":
        # several grants do not add up: the unit attacks as many units as the largest names
        # (ATTACK-010), chosen as the attack is declared (battle.multi-target)
        ctx.add_mod(Mod(u, e.do, e.amount, until, f"{label} ability", rule))
        ctx.emit(
            e.do,
            rule,
            f"{_name(s, u)}'s attacks may target up to {e.amount} of the opponent's front-row "
            f"units at once {span} ({label}).",
            (u,),
        )
    elif e.do == "can-drive-check":
        ctx.add_mod(Mod(u, e.do, 1, until, f"{label} ability", rule))
        ctx.emit(
            e.do,
            rule,
            f"{_name(s, u)} drive checks even when it attacks as a rear-guard {span} ({label}).",
            (u,),
        )
    elif e.do == "stand":
        ctx.stand(u)
        ctx.emit("stand", rule, f"{_name(s, u)} stands ({label}).", (u,))
    elif e.do == "rest":
        ctx.rest(u)
        ctx.emit("rest", rule, f"{_name(s, u)} rests ({label}).", (u,))
    elif e.do == "retire":
        ctx.move_card(u, "drop", "retire", "text.retire", f"{_name(s, u)} is retired ({label}).")
    elif e.do == "bind":
        ctx.move_card(u, "bind", "bind", "keyword.bind", f"{_name(s, u)} is bound ({label}).")


def _fetch(ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...]) -> None:
    """Offer the cards an effect may take from a zone (superior call / ride, search, look)."""
    s = ctx.state
    p = ref.player
    ps = s.players[p]
    label = _label(s, ref)
    if e.do == "look-top":
        pool = list(ps.deck[: e.n - len(chosen)])  # the cards looked at and not yet taken
        if not chosen:
            ctx.emit(
                "look",
                "text.look-at",
                f"{player_name(p)} looks at the top {count(len(pool), 'card')} of the deck: "
                + ", ".join(_name(s, c) for c in pool)
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
    options = [c for c in pool if _matches(s, c, e) and c not in chosen]
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
        e.up_to,
        Task("ability-fetch", (ref, k, chosen)),
    )


def _after_fetch(ctx: Ctx, p: int, e: Effect, chosen: tuple[int, ...] = ()) -> None:
    if e.do == "search" or (e.do in ("superior-call", "superior-ride") and e.source == "deck"):
        ctx.push(Task("ability-shuffle-after", (p,)))
    elif e.do == "look-top" and e.rest == "bottom":
        ctx.push(Task("ability-look-rest", (p, e.n - len(chosen))))


@task("ability-fetch")
@_following
def ability_fetch(ctx: Ctx, ref: Ref, k: int, chosen: tuple[int, ...], pick: object) -> None:
    """The player picked a card (or none) for a superior call / ride, search or look."""
    s = ctx.state
    e = ability_of(s, ref).effects[k]
    p = ref.player
    label = _label(s, ref)
    if not isinstance(pick, int):
        _after_fetch(ctx, p, e, chosen)
        return
    chosen = (*chosen, pick)
    more = len(chosen) < ((e.amount or 1) if e.do == "look-top" else e.n)
    if e.do == "superior-call":
        circles = [c for c in ctx.ps(p).rear_circles() if ctx.ps(p).at(c) not in s.locked]
        ask(
            ctx,
            p,
            f"{player_name(p)}: choose a rear-guard circle for {_name(s, pick)}.",
            list(circles),
            False,
            Task("ability-call-to", (ref, k, chosen, more)),
        )
        return
    if e.do == "superior-ride":
        from ..procedures.turn import do_ride

        do_ride(
            ctx, p, pick, f"by {label}'s ability (superior ride)", "ride.superior", decision=False
        )
    elif e.do == "search":  # a searched card is revealed to show it is the right one
        ctx.move(pick, "hand")
        ctx.emit(
            "reveal",
            "text.look-at",
            f"{player_name(p)} reveals {_name(ctx.state, pick)} and puts it into the hand "
            f"({label}).",
            (pick,),
        )
    else:
        _looked_at_to_hand(ctx, p, pick, label)
    if more and e.do != "superior-ride":
        ctx.push(Task("ability-effect", (ref, k, chosen)))
    else:
        _after_fetch(ctx, p, e, chosen)


def _looked_at_to_hand(ctx: Ctx, p: int, pick: int, label: str) -> None:
    """A card the player looked at privately goes into their hand: the opponent only learns
    that one of the cards looked at did."""
    ctx.move(pick, "hand")
    ctx.emit(
        "to-hand",
        "text.look-at",
        f"{player_name(p)} puts {_name(ctx.state, pick)} into the hand ({label}).",
        (pick,),
        private=p,
        redacted=f"{player_name(p)} puts one of the cards looked at into the hand ({label}).",
    )


@task("ability-call-to")
@_following
def ability_call_to(
    ctx: Ctx, ref: Ref, k: int, chosen: tuple[int, ...], more: bool, circle: object
) -> None:
    e = ability_of(ctx.state, ref).effects[k]
    assert isinstance(circle, str)
    _call_to(ctx, ref.player, chosen[-1], circle, e, _label(ctx.state, ref))
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


@task("ability-look-fixed")
def look_fixed(ctx: Ctx, ref: Ref, k: int, n: int, taken: int = 0, pick: object = _FIRST) -> None:
    """Look at the ``n`` top cards the player fixed (TEXT-014), take up to ``amount`` of them
    as the effect says; the rest stay on top or go to the bottom."""
    s = ctx.state
    e = ability_of(s, ref).effects[k]
    p = ref.player
    label = _label(s, ref)
    if pick is _FIRST:
        looked = list(ctx.ps(p).deck[:n])
        ctx.emit(
            "look",
            "text.look-at",
            f"{player_name(p)} looks at the top {count(len(looked), 'card')} of the deck: "
            + ", ".join(_name(s, c) for c in looked)
            + f" ({label}).",
            tuple(looked),
            private=p,
            redacted=f"{player_name(p)} looks at the top {count(len(looked), 'card')} of the deck.",
        )
    elif isinstance(pick, int):
        _looked_at_to_hand(ctx, p, pick, label)
        taken += 1
    left = n - taken
    options = [c for c in ctx.ps(p).deck[:left] if _matches(ctx.state, c, e)]
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
    if e.rest == "bottom" and left:
        ctx.push(Task("ability-look-rest", (p, left)))


@task("ability-shuffle-after")
def shuffle_after(ctx: Ctx, p: int) -> None:
    ctx.shuffle_deck(p)
    ctx.emit("shuffle", "zone.deck", f"{player_name(p)} shuffles the deck after searching it.")


@task("ability-look-rest")
def look_rest(ctx: Ctx, p: int, n: int) -> None:
    """The cards looked at but not taken go to the bottom (when the ability says so); as they
    move together, their owner chooses the order (ZONE-039), one card at a time."""
    rest = tuple(ctx.ps(p).deck[:n])
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
    ctx.move(c, "deck", bottom=True, src="deck")
    ctx.emit(
        "bottom",
        "zone.move-order",
        f"{player_name(p)} puts {_name(ctx.state, c)} on the bottom of the deck.",
        (c,),
        private=p,
        redacted=f"{player_name(p)} puts a card on the bottom of the deck.",
    )


@task("ability-look-rest-pick")
def look_rest_pick(ctx: Ctx, p: int, rest: tuple[int, ...], pick: int) -> None:
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


# --------------------------------------------------------------------------- ACT


def act_options(s: State, p: int) -> list[Action]:
    """The ACT abilities player ``p`` may use now (main phase only, ABILITY-002)."""
    out: list[Action] = []
    for iid, i in table_index(s.table).act:
        if s.table.owner[iid] == p and act_check(s, Action("act", p, card=iid, number=i)) is None:
            out.append(Action("act", p, card=iid, number=i))
    return out


@check("act")
def act_check(s: State, a: Action) -> Refusal | None:
    if a.card is None or a.number is None:
        return Refusal("ability.act", "name the card and which of its abilities to use")
    if not 0 <= a.card < len(s.table.cards):
        return Refusal("ability.act", f"there is no card {a.card}")
    abilities = s.table.cards[a.card].abilities
    if not 0 <= a.number < len(abilities) or abilities[a.number].kind != "ACT":
        return Refusal("ability.act", "that is not an ACT ability of this card")
    ab = abilities[a.number]
    if s.table.owner[a.card] != a.player:
        return Refusal("ability.act", "you may only use your own cards' abilities")
    if s.phase != "main" or s.turn_player != a.player:
        return Refusal("ability.act", "ACT abilities are used in your own main phase")
    if not ability_active(s, a.card):
        return Refusal("ability.act", "a locked or deleted card's abilities cannot be used")
    try:
        zone = zone_of(s, a.card)
    except KeyError:
        zone = "?"
    if zone not in ab.zones:
        return Refusal("ability.zone-marker", f"this ability works only from {', '.join(ab.zones)}")
    if ab.once_per_turn and _once_flag(a.card, a.number) in s.turn_flags:
        return Refusal("ability.once-per-turn", "this ability has already been used this turn")
    if not conditions_hold(s, a.card, ab):
        return Refusal("ability.act", "the ability's condition is not met")
    ref = Ref(a.player, a.card, a.number, incarnation=s.incarnation(a.card))
    if not can_pay(s, ref, ab):
        return Refusal("cost.payment", "the cost cannot be paid in full")
    return None


@handler("act")
def act(ctx: Ctx, a: Action) -> None:
    assert a.card is not None and a.number is not None
    s = ctx.state
    ab = s.table.cards[a.card].abilities[a.number]
    ctx.emit(
        "act",
        "ability.act",
        f"{player_name(a.player)} uses {_name(s, a.card)}'s {ab.describe()} ability"
        + (f" ({ab.text})" if ab.text else "")
        + ".",
        (a.card,),
        actor=a.player,
        decision=True,
    )
    ctx.push(Task("main-offer"))
    start(ctx, Ref(a.player, a.card, a.number, incarnation=ctx.state.incarnation(a.card)), ab)


MAIN_EXTRAS.append(act_options)
also_accept("main", "act")


# ------------------------------------------------------------------------ orders


def _order_ability(s: State, iid: int) -> tuple[int, Ability] | None:
    for i, ab in enumerate(s.table.cards[iid].abilities):
        if ab.kind == "ORDER":
            return i, ab
    return None


def order_options(s: State, p: int) -> list[Action]:
    """Normal and set orders player ``p`` may play in the main phase (ORDER-003)."""
    out = []
    for c in s.players[p].hand:
        card = s.table.cards[c]
        if card.type in ("normal-order", "set-order"):
            a = Action("play-order", p, card=c)
            if order_check(s, a) is None:
                out.append(a)
    return out


def blitz_options(s: State, p: int) -> list[Action]:
    """Blitz orders the defender may play in the guard step (ORDER-007)."""
    out = []
    for c in s.players[p].hand:
        if s.table.cards[c].type == "blitz-order":
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
    blitz = card.type == "blitz-order"
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
        return Refusal("order.types", f"“{card.name}” has no order effect to perform")
    if not can_pay(s, Ref(p, a.card, found[0]), found[1]):
        return Refusal("cost.payment", "the order's cost cannot be paid in full")
    return None


@handler("play-order")
def play_order(ctx: Ctx, a: Action) -> None:
    """Put the order face up in the order area, pay its cost, do what it says; a normal or
    blitz order then goes to the drop zone, a set order stays in the order zone (ORDER-004..007)."""
    assert a.card is not None
    s = ctx.state
    card = s.table.cards[a.card]
    blitz = card.type == "blitz-order"
    ctx.flag("blitz" if blitz else "order")
    found = _order_ability(s, a.card)
    assert found is not None
    i, ab = found
    ctx.move(a.card, "order")
    ctx.emit(
        "order",
        "order.blitz" if blitz else "order.play",
        f"{player_name(a.player)} plays the {card.type.replace('-', ' ')} {_name(s, a.card)}"
        + (f": {ab.text or card.text}" if (ab.text or card.text) else "."),
        (a.card,),
        actor=a.player,
        decision=True,
    )
    ctx.push(Task("order-finish", (a.card,)), Task("guard-offer" if blitz else "main-offer"))
    start(ctx, Ref(a.player, a.card, i, incarnation=ctx.state.incarnation(a.card)), ab)


@task("order-finish")
def order_finish(ctx: Ctx, iid: int) -> None:
    card = ctx.state.table.cards[iid]
    if ctx.state.locate(iid)[1] != "order":
        return
    if card.type == "set-order":
        ctx.emit(
            "order-set",
            "order.set",
            f"The set order {_name(ctx.state, iid)} stays in the order zone.",
            (iid,),
        )
        return
    ctx.move_card(
        iid,
        "drop",
        "order-done",
        "order.play",
        f"{_name(ctx.state, iid)} has been played and goes to the drop zone.",
    )


MAIN_EXTRAS.append(order_options)
also_accept("main", "play-order")
GUARD_EXTRAS.append(blitz_options)
also_accept("guard", "play-order")
