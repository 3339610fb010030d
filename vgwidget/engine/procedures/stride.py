"""The G era (Premium): the G zone, stride and the heart, G guardians, generation break and
the return of G units at the end of the turn.

A G unit never comes from the hand or the deck: it waits face down in the G zone (set there
before the first player is decided, SETUP-006) until its owner **strides** it in the ride
phase's stride step (TURN-003): with both vanguards grade 3 or more (STRIDE-002), the player
discards cards whose grades add up to 3 or more (STRIDE-005/006, 001 Q09) and puts a face-down
G unit on top of the vanguard (STRIDE-007/008), at most once a turn (STRIDE-009). The old
vanguard becomes the **heart** -- under the G unit, not in the soul (STRIDE-011) -- and the
G unit takes the heart's name and adds its power (STRIDE-012). At the start of the end phase
the G unit goes back face up to the G zone and the heart is the vanguard again (END-002).

A defender may also call a **G guardian** from the G zone by discarding a heal trigger
(GUARD-021/022). Any G unit that would go anywhere but a circle or the G zone goes face up
into the G zone instead (CR 1.48 of the G era), and the face-up G units on the vanguard
circle and in the G zone count for **generation break** (KEYWORD-008).
"""

from __future__ import annotations

from itertools import combinations

from .. import stats
from ..abilities.stride import stride_grade
from ..actions import Action
from ..board import player_name
from ..context import Ctx, Move, count
from ..registry import GUARD_EXTRAS, Refusal, also_accept, check, decision, handler, task
from ..state import VC, State, Task

STRIDE_COST = 3
"""The grades of the cards discarded to stride add up to this or more (STRIDE-006)."""
G_GUARDIAN_FACE_UP_MAX = 3
"""A G guardian may be called only while at most this many G guardians lie face up in the
G zone (GUARD-022)."""


def generation_break(s: State, p: int) -> int:
    """How many face-up G units player ``p`` has on the vanguard circle and in the G zone
    together: the count generation break compares with its number (KEYWORD-008)."""
    ps = s.players[p]
    cards = s.table.cards
    n = sum(1 for g in ps.gzone if g in s.face_up)
    vg = ps.vanguard
    if vg is not None and cards[vg].is_g and vg not in s.face_down:
        n += 1
    return n


def _grade(s: State, p: int) -> int:
    vg = s.players[p].vanguard
    return s.card(vg).grade if vg is not None else 0


def _ridden_grade_3(s: State, p: int) -> bool:
    """Whether player ``p`` has ridden a grade 3 or greater unit at some point this game: one
    is on the vanguard circle, in the heart or in the soul."""
    ps = s.players[p]
    cards = s.table.cards
    vg = ps.vanguard
    return any(
        cards[c].grade >= 3 and not cards[c].is_g
        for c in (*((vg,) if vg is not None else ()), *ps.heart, *ps.soul)
    )


def stride_condition(s: State, p: int) -> Refusal | None:
    """The format's condition on striding (``Format.stride_condition``): 001's both vanguards
    grade 3 or more (STRIDE-002), or a variant (STRIDE-003, STRIDE-004)."""
    cond = s.fmt.stride_condition
    both = _grade(s, p) >= 3 and _grade(s, 1 - p) >= 3
    if cond == "both-grade-3" and not both:
        return Refusal(
            "stride.condition",
            f"both vanguards must be grade 3 or more to stride (yours is grade {_grade(s, p)}, "
            f"your opponent's grade {_grade(s, 1 - p)})",
        )
    if cond == "legacy" and not (both or "grade-3-at-start" in s.turn_flags):
        return Refusal(
            "stride.condition",
            "both vanguards must be grade 3 or more, or yours must have been grade 3 at the "
            "start of the turn (legacy stride variant)",
        )
    if cond == "thai" and not (_ridden_grade_3(s, p) and _ridden_grade_3(s, 1 - p)):
        return Refusal(
            "stride.condition",
            "both players must have ridden a grade 3 unit this game (Thai stride variant)",
        )
    return None


# ---------------------------------------------------------------------------- stride


@task("stride-offer")
def stride_offer(ctx: Ctx) -> None:
    """The stride step: when the public conditions hold (a face-down G unit in the G zone,
    the vanguards' grades), the turn player decides whether to stride. The offer does not
    depend on the hand, so it tells the opponent nothing about it (ZONE-011)."""
    s = ctx.state
    tp = s.turn_player
    ps = s.players[tp]
    if (
        "stride" in s.turn_flags
        or not any(s.card(g).type == "g-unit" and g not in s.face_up for g in ps.gzone)
        or stride_condition(s, tp) is not None
    ):
        return
    ctx.decide("stride", tp, f"{player_name(tp)}: stride a G unit, or skip the stride.")


def _minimal_costs(s: State, hand: tuple[int, ...]) -> list[tuple[int, ...]]:
    """The sets of hand cards whose grades add up to 3 or more with no card to spare, one
    per set of printings (copies of one card are interchangeable here; two printings of one
    name are not, CARD-016)."""
    graded = [c for c in hand if stride_grade(s, c) > 0]
    out: dict[tuple[str, ...], tuple[int, ...]] = {}
    for k in (1, 2, 3):
        for combo in combinations(graded, k):
            grades = [stride_grade(s, c) for c in combo]
            if sum(grades) >= STRIDE_COST and sum(grades) - min(grades) < STRIDE_COST:
                key = tuple(sorted(s.card(c).id for c in combo))
                out.setdefault(key, combo)
    return list(out.values())


@decision("stride", ("stride", "skip-stride"), "stride.procedure")
def stride_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    ps = s.players[p]
    seen: dict[str, int] = {}
    for g in ps.gzone:
        if s.card(g).type == "g-unit" and g not in s.face_up:
            seen.setdefault(s.card(g).name, g)
    lenders: tuple[str | None, ...] = (None, "mate") if ps.legion else (None,)
    out = [
        Action("stride", p, card=g, cards=cost, target=lender)
        for g in seen.values()
        for cost in _minimal_costs(s, ps.hand)
        for lender in lenders
    ]
    return [a for a in out if stride_check(s, a) is None] + [Action("skip-stride", p)]


@check("stride")
def stride_check(s: State, a: Action) -> Refusal | None:
    """A face-down G unit from the G zone (STRIDE-007), paid for with hand cards whose grades
    add up to 3 or more (STRIDE-005, STRIDE-006), once a turn (STRIDE-009), in the stride
    step, under the format's stride condition (STRIDE-002)."""
    p = a.player
    ps = s.players[p]
    if not s.fmt.g_zone:
        return Refusal("stride.procedure", f"the {s.fmt.name} format has no G zone and no stride")
    if s.decision is None or s.decision.kind != "stride":
        return Refusal("stride.procedure", "a stride is made in your stride step")
    if "stride" in s.turn_flags:
        return Refusal("stride.procedure", "you have already strode this turn")
    if a.card is None or a.card not in ps.gzone:
        return Refusal("stride.procedure", "the G unit to stride must be in your G zone")
    card = s.card(a.card)
    if card.type != "g-unit":
        return Refusal("stride.procedure", f"“{card.name}” is not a G unit that can stride")
    if a.card in s.face_up:
        return Refusal(
            "stride.procedure",
            f"“{card.name}” is face up in the G zone; only a face-down one strides",
        )
    if not a.cards or len(set(a.cards)) != len(a.cards) or any(c not in ps.hand for c in a.cards):
        return Refusal("stride.cost", "the stride cost is paid with different cards from your hand")
    if a.target not in (None, "mate") or (a.target == "mate" and not ps.legion):
        return Refusal(
            "stride.legion-heart",
            'only over a legion may the legion mate lend its name and power (target "mate")',
        )
    total = sum(stride_grade(s, c) for c in a.cards)
    if total < STRIDE_COST:
        return Refusal(
            "stride.cost",
            f"the discarded cards' grades add up to {total}; a stride needs {STRIDE_COST} or more",
        )
    return stride_condition(s, p)


@handler("stride")
def stride(ctx: Ctx, a: Action) -> None:
    """Pay the cost, then put the G unit on the vanguard, standing or rested as the vanguard it
    covers was (CR 1.48 §10.28.3.1.1): the old vanguard becomes the heart
    and lends the G unit its name and power ("when strides" and "placed on VC" abilities
    trigger, STRIDE-001, STRIDE-008, STRIDE-011, STRIDE-012)."""
    assert a.card is not None
    p = a.player
    g = a.card
    ctx.flag("stride")
    names = ", ".join(f"“{ctx.name(c)}”" for c in a.cards)
    counted = {c: stride_grade(ctx.state, c) for c in a.cards}
    total = sum(counted.values())
    # a card that counts another grade while paying says so (stride.cost-grade)
    raised = [f"“{ctx.name(c)}” as grade {n}" for c, n in counted.items() if n != ctx.card(c).grade]
    ctx.move_cards(
        [Move(c, "drop", src="hand") for c in a.cards],
        "discard",
        "stride.cost-grade" if raised else "stride.cost",
        f"{player_name(p)} discards {names} (grades adding up to {total}"
        + (", counting " + " and ".join(raised) if raised else "")
        + ") to stride.",
        tuple(a.cards),
        actor=p,
        decision=True,
    )
    old = ctx.ps(p).vanguard
    assert old is not None
    # over a legion both units become the heart; the first one lends name and power
    # (STRIDE-013)
    hearts = [old, *ctx.ps(p).legion]
    if a.target == "mate":
        hearts.reverse()
    heart = ctx.card(hearts[0])
    # the G unit lies as the vanguard it covers did (CR 1.48 §10.28.3.1.1, §8.5.1.4.1)
    rested = old in ctx.state.rested
    moves = [
        *(Move(h, "heart", src=VC if h == old else "legion") for h in hearts),
        Move(g, VC, rested=rested, src="gzone"),
    ]
    ctx.move_cards(
        moves,
        "stride",
        "stride.procedure",
        f"{player_name(p)} strides “{ctx.name(g)}” (grade {ctx.card(g).grade}) onto the "
        f"vanguard circle{', rested as the vanguard it covers' if rested else ''}; "
        + " and ".join(f"“{ctx.name(h)}”" for h in hearts)
        + (" become its heart." if len(hearts) > 1 else " becomes its heart."),
        (g, *hearts),
        actor=p,
        before=[("strides", {"player": p, "card": g, "heart": old})],
    )
    ctx.emit(
        "heart",
        "stride.heart",
        f"“{ctx.name(g)}” takes its heart's name “{heart.name}” and adds its power "
        f"{heart.power:,} (now {ctx.card(g).power + heart.power:,}).",
        (g, hearts[0]),
    )


@check("skip-stride")
def skip_stride_check(s: State, a: Action) -> Refusal | None:
    return None


@handler("skip-stride")
def skip_stride(ctx: Ctx, a: Action) -> None:
    ctx.emit(
        "skip-stride",
        "stride.procedure",
        f"{player_name(a.player)} chooses not to stride this turn.",
        actor=a.player,
        decision=True,
    )


def heart_name(s: State, p: int) -> str | None:
    """The name the G unit on player ``p``'s vanguard circle has from its heart
    (STRIDE-012), or ``None`` when there is no heart."""
    heart = s.players[p].heart
    return s.card(heart[0]).name if heart else None


# ------------------------------------------------------------------------- end phase


def _face_up_in_gzone(ctx: Ctx, g: int) -> None:
    s = ctx.state
    ctx.state = s._replace(marks=s.marks._replace(face_up=s.face_up | {g}))


@task("g-return")
def g_return(ctx: Ctx) -> None:
    """First thing in the end phase: the turn player's G unit on the vanguard circle goes
    back face up to the G zone and the heart is the vanguard again, in the same stand or
    rest state (END-002; the legacy variant returns every G unit on the field, END-003)."""
    s = ctx.state
    tp = s.turn_player
    ps = s.players[tp]
    every = s.fmt.g_return == "all"
    for circle, u in ps.units():
        if not s.card(u).is_g or (circle != VC and not every):
            continue
        # leaving the vanguard circle, it leaves its heart as the vanguard again, in its own
        # stand or rest state (Ctx.move_cards)
        ctx.move_card(
            u,
            "gzone",
            "g-return",
            "stride.return",
            f"“{ctx.name(u)}” returns face up to {player_name(tp)}'s G zone.",
            (u,),
            src=circle,
        )
        _face_up_in_gzone(ctx, u)


# -------------------------------------------------------------------------- G guardian


def g_guardian_options(s: State, p: int) -> list[Action]:
    """G guardians the defender may call now, one per name, each paid with one heal trigger
    per name (GUARD-021)."""
    if not s.fmt.g_zone or s.battle is None or s.battle.target_player != p:
        return []
    ps = s.players[p]
    gs = {s.card(g).name: g for g in reversed(ps.gzone) if s.card(g).type == "g-guardian"}
    heals = {s.card(c).name: c for c in reversed(ps.hand) if s.card(c).trigger == "heal"}
    out = [Action("g-guardian", p, card=g, cards=(h,)) for g in gs.values() for h in heals.values()]
    return [a for a in out if g_guardian_check(s, a) is None]


@check("g-guardian")
def g_guardian_check(s: State, a: Action) -> Refusal | None:
    """Discard a heal trigger to call a face-down G guardian from the G zone, with both
    vanguards grade 3 or more and at most three G guardians face up in the G zone
    (GUARD-021, GUARD-022)."""
    b = s.battle
    if not s.fmt.g_zone:
        return Refusal("g.guardian", f"the {s.fmt.name} format has no G zone")
    if b is None or a.player != b.target_player:
        return Refusal("g.guardian", "only the player being attacked may call a G guardian")
    ps = s.players[a.player]
    if a.card is None or a.card not in ps.gzone:
        return Refusal("g.guardian", "a G guardian is called from your G zone")
    card = s.card(a.card)
    if card.type != "g-guardian":
        return Refusal("g.guardian", f"“{card.name}” is not a G guardian")
    if a.card in s.face_up:
        return Refusal("g.guardian", f"“{card.name}” is face up; only a face-down G guardian")
    if len(a.cards) != 1 or a.cards[0] not in ps.hand or s.card(a.cards[0]).trigger != "heal":
        return Refusal("g.guardian", "a G guardian is paid for by discarding one heal trigger")
    if _grade(s, a.player) < 3 or _grade(s, 1 - a.player) < 3:
        return Refusal("g.guardian", "both vanguards must be grade 3 or more")
    up = sum(1 for g in ps.gzone if g in s.face_up and s.card(g).type == "g-guardian")
    if up > G_GUARDIAN_FACE_UP_MAX:
        return Refusal(
            "g.guardian",
            f"you have {up} G guardians face up in the G zone (at most "
            f"{G_GUARDIAN_FACE_UP_MAX} allow another)",
        )
    return None


@handler("g-guardian")
def g_guardian(ctx: Ctx, a: Action) -> None:
    """Discard the heal trigger, then the G guardian goes to the guardian circle, rested; its
    shield adds to the attacked unit's power like any guardian's."""
    b = ctx.state.battle
    assert b is not None and a.card is not None
    d = a.player
    heal = a.cards[0]
    ctx.move_card(
        heal,
        "drop",
        "discard",
        "g.guardian",
        f"{player_name(d)} discards “{ctx.name(heal)}” (a heal trigger) to call a G guardian.",
        (heal,),
        src="hand",
        actor=d,
        decision=True,
    )
    gc, target = a.card, b.target
    ctx.set_battle(b._replace(guardians=(*b.guardians, gc)))
    ctx.move_card(
        gc,
        "GC",
        "guard",
        "g.guardian",
        lambda s: (
            f"{player_name(d)} calls the G guardian “{s.card(gc).name}” from the G zone to the "
            f"guardian circle, rested: +{stats.shield(s, gc):,} shield "
            + (
                "for the attacked unit it will guard."  # named next (an attack on several)
                if b.also
                else f"for “{s.card(target).name}” (now {stats.power(s, target):,})."
            )
        ),
        (gc, target),
        rested=True,
        src="gzone",
        actor=d,
    )
    ctx.push(Task("guard-offer"))


GUARD_EXTRAS.append(g_guardian_options)
also_accept("guard", "g-guardian")


def g_zone_summary(s: State, p: int) -> str:
    """The G zone in words, as anyone may know it: how many cards, how many face up."""
    ps = s.players[p]
    up = sum(1 for g in ps.gzone if g in s.face_up)
    return f"{count(len(ps.gzone), 'card')} in the G zone, {up} face up"
