"""Trigger checks: the drive check's and the damage check's shared core, and every trigger.

A checked card sits in the trigger zone while its trigger resolves (TRIGGER-015), one
trigger at a time (TRIGGER-019); only then does it go on to hand or damage zone.
"""

from __future__ import annotations

from .. import stats
from ..abilities.clans import share_clan
from ..abilities.cont import has_flag
from ..actions import Action
from ..board import circle_name, damage_count, front_row_units, opponent, player_name, units_of
from ..context import Ctx
from ..registry import Refusal, check, decision, handler, task
from ..state import REAR_CIRCLES, Mod, State, Task

TRIGGER_WORDS = {
    "critical": "a critical trigger",
    "draw": "a draw trigger",
    "heal": "a heal trigger",
    "stand": "a stand trigger",
    "front": "a front trigger",
    "over": "an over trigger",
}


def trigger_condition_met(s: State, p: int, iid: int) -> bool:
    """Classic: a unit of the trigger's clan must be on your VC or RC (TRIGGER-003); a card
    from all clans shares every clan (card.all-clans)."""
    if s.fmt.trigger_condition == "none":
        return True
    return any(share_clan(s, iid, u) for _, u in units_of(s, p))


@task("trigger")
def trigger(ctx: Ctx, iid: int, p: int, kind: str) -> None:
    """Check the revealed card for a trigger icon and resolve what it gives (TRIGGER-001..)."""
    s = ctx.state
    card = s.card(iid)
    t = card.trigger
    if t is None:
        ctx.emit("no-trigger", "trigger.check", f"“{card.name}” has no trigger icon.", (iid,))
        return
    if t not in s.fmt.trigger_types:
        ctx.emit(
            "no-trigger",
            "trigger.check",
            f"“{card.name}” shows {TRIGGER_WORDS[t]} icon, which the {s.fmt.name} format does not "
            "use, so nothing happens.",
            (iid,),
        )
        return
    if not trigger_condition_met(s, p, iid):
        ctx.emit(
            "trigger-fails",
            "trigger.condition",
            f"“{card.name}” is {TRIGGER_WORDS[t]}, but {player_name(p)} has no «{card.clan}» unit "
            "on the vanguard or rear-guard circles, so it does nothing.",
            (iid,),
        )
        return
    amount = s.fmt.trigger_power[t]
    ctx.emit(
        "trigger",
        "trigger.check",
        f"“{card.name}” is {TRIGGER_WORDS[t]}! {player_name(p)} resolves its effects.",
        (iid,),
    )
    rule = f"trigger.{t}"
    power = Task("power-offer", (p, amount, f"{t} trigger", "trigger.power", iid))
    if t == "critical":
        ctx.push(power, Task("critical-offer", (p, iid)))
    elif t == "draw":
        draw = Task("trigger-draw", (p, iid, rule))
        if s.fmt.trigger_effects_any_order and len(power_recipients(s, p)) > 1:
            ctx.decide(
                "trigger-order",
                p,
                f"{player_name(p)}: resolve the draw trigger's effects in which order: draw the "
                "card first, or give the power first?",
                power,
                draw,
            )
        else:
            ctx.push(power, draw)
    elif t == "heal":
        ctx.push(power, Task("trigger-heal", (p, iid)))
    elif t == "stand":
        ctx.push(power, Task("trigger-stand", (p, iid)))
    elif t == "front":
        ctx.push(Task("trigger-front", (p, amount, iid)))
    elif t == "over":
        draw = Task("trigger-draw", (p, iid, rule))
        power = Task("power-offer", (p, amount, "over trigger", "trigger.over", iid))
        if s.fmt.trigger_effects_any_order and len(power_recipients(s, p)) > 1:
            ctx.decide(
                "trigger-order",
                p,
                f"{player_name(p)}: resolve the over trigger's draw and power in which order: "
                "draw the card first, or give the power first?",
                power,
                draw,
            )
        else:
            ctx.push(Task("trigger-over", (p, iid)), draw, power)
            return
        trigger_over(ctx, p, iid)  # removing itself comes first; its order cannot matter


# ------------------------------------------------------------ the order of effects


@decision("trigger-order", ("trigger-order",), "trigger.effect-order")
def trigger_order_candidates(s: State) -> list[Action]:
    """Where a source lets the checking player order a trigger's effects (000: Standard),
    the engine asks only when the order can matter: a draw before or after choosing which
    unit gets the power (TRIGGER-009, TRIGGER-012)."""
    assert s.decision is not None
    p = s.decision.player
    return [
        Action("trigger-order", p, target="draw-first"),
        Action("trigger-order", p, target="power-first"),
    ]


@check("trigger-order")
def trigger_order_check(s: State, a: Action) -> Refusal | None:
    if a.target not in ("draw-first", "power-first"):
        return Refusal("trigger.effect-order", "choose draw-first or power-first")
    return None


@handler("trigger-order")
def trigger_order(ctx: Ctx, a: Action) -> None:
    d = ctx.state.decision
    assert d is not None
    power, draw = d.data
    assert isinstance(power, Task) and isinstance(draw, Task)
    first = "draws the card first" if a.target == "draw-first" else "gives the power first"
    ctx.emit(
        "trigger-order",
        "trigger.effect-order",
        f"{player_name(a.player)} {first}.",
        actor=a.player,
        decision=True,
    )
    if a.target == "draw-first":
        ctx.push(draw, power)
    else:
        ctx.push(power, draw)


# ----------------------------------------------------------------- +power to a unit


def power_recipients(s: State, p: int) -> list[tuple[str, int]]:
    """The units that may take a trigger's power: every unit of the checking player on the
    vanguard, rear-guard and guardian circles (a guardian is a unit too, TRIGGER-009)."""
    return units_of(s, p) + [("GC", g) for g in s.players[p].guardians]


@task("power-offer")
def power_offer(ctx: Ctx, p: int, amount: int, label: str, rule: str, source: int) -> None:
    """The checking player picks which unit gets the power (TRIGGER-009)."""
    units = power_recipients(ctx.state, p)
    if not units:
        ctx.emit("no-unit", rule, f"{player_name(p)} has no unit to receive the power.")
        return
    if len(units) == 1:
        give_power(ctx, p, units[0][1], amount, label, rule, decided=False)
        return
    ctx.decide(
        "power-to",
        p,
        f"{player_name(p)}: choose a unit to get +{amount:,} power ({label}).",
        amount,
        label,
        rule,
        source,
    )


def give_power(
    ctx: Ctx, p: int, u: int, amount: int, label: str, rule: str, *, decided: bool
) -> None:
    ctx.add_mod(Mod(u, "power", amount, "turn", label, rule))
    only = "" if decided else " (the only unit that can take it)"
    ctx.emit(
        "power",
        rule,
        f"“{ctx.name(u)}” gets +{amount:,} power until end of turn{only}: now "
        f"{stats.power(ctx.state, u):,}.",
        (u,),
        actor=p,
        decision=decided,
    )


def _unit_choices(s: State, kind: str) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    return [Action(kind, p, circle=c) for c, _ in units_of(s, p)]


def _own_unit_check(s: State, a: Action, rule: str) -> Refusal | None:
    if a.circle is None:
        return Refusal(rule, "choose one of your units by its circle")
    u = s.players[a.player].at(a.circle)
    if u is None or u in s.locked:
        return Refusal(rule, f"you have no unit on the {circle_name(a.circle)}")
    return None


@decision("power-to", ("power-to",), "trigger.power")
def power_to_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    return [
        Action("power-to", p, circle=c) if c != "GC" else Action("power-to", p, circle=c, card=u)
        for c, u in power_recipients(s, p)
    ]


@check("power-to")
def power_to_check(s: State, a: Action) -> Refusal | None:
    if a.circle == "GC":
        if a.card is None or a.card not in s.players[a.player].guardians:
            return Refusal("trigger.power", "name one of your guardians on the guardian circle")
        return None
    return _own_unit_check(s, a, "trigger.power")


@handler("power-to")
def power_to(ctx: Ctx, a: Action) -> None:
    d = ctx.state.decision
    assert d is not None and a.circle is not None
    amount, label, rule, _source = d.data
    u = a.card if a.circle == "GC" else ctx.ps(a.player).at(a.circle)
    assert u is not None
    give_power(ctx, a.player, u, int(amount), str(label), str(rule), decided=True)  # type: ignore[call-overload]


# ------------------------------------------------------------------ critical trigger


@task("critical-offer")
def critical_offer(ctx: Ctx, p: int, source: int) -> None:
    """+1 critical to a unit, chosen separately from the power (TRIGGER-009, TRIGGER-011)."""
    units = units_of(ctx.state, p)
    if len(units) == 1:
        give_critical(ctx, p, units[0][1], decided=False)
    elif units:
        ctx.decide("critical-to", p, f"{player_name(p)}: choose a unit to get +1 critical.", source)


def give_critical(ctx: Ctx, p: int, u: int, *, decided: bool) -> None:
    ctx.add_mod(Mod(u, "critical", 1, "turn", "critical trigger", "trigger.critical"))
    only = "" if decided else " (the only unit that can take it)"
    ctx.emit(
        "critical",
        "trigger.critical",
        f"“{ctx.name(u)}” gets +1 critical until end of turn{only}: now critical "
        f"{stats.critical(ctx.state, u)}.",
        (u,),
        actor=p,
        decision=decided,
    )


@decision("critical-to", ("critical-to",), "trigger.critical")
def critical_to_candidates(s: State) -> list[Action]:
    return _unit_choices(s, "critical-to")


@check("critical-to")
def critical_to_check(s: State, a: Action) -> Refusal | None:
    return _own_unit_check(s, a, "trigger.critical")


@handler("critical-to")
def critical_to(ctx: Ctx, a: Action) -> None:
    assert a.circle is not None
    u = ctx.ps(a.player).at(a.circle)
    assert u is not None
    give_critical(ctx, a.player, u, decided=True)


# ---------------------------------------------------------------------- draw / over


@task("trigger-draw")
def trigger_draw(ctx: Ctx, p: int, source: int, rule: str) -> None:
    """Draw a card, in a drive check or a damage check alike (TRIGGER-012)."""
    c = ctx.draw(p)
    if c is None:
        ctx.emit("draw", rule, f"{player_name(p)} would draw, but the deck is empty.")
        return
    ctx.emit(
        "draw",
        rule,
        f"{player_name(p)} draws “{ctx.name(c)}” from the trigger.",
        (c,),
        actor=p,
        private=p,
        redacted=f"{player_name(p)} draws a card from the trigger.",
    )


@task("trigger-over")
def trigger_over(ctx: Ctx, p: int, iid: int) -> None:
    """The over trigger removes itself from the game."""
    ctx.move_card(
        iid,
        "removal",
        "remove",
        "trigger.over",
        f"The over trigger “{ctx.name(iid)}” is removed from the game (removal zone).",
    )


# ------------------------------------------------------------------------ front


@task("trigger-front")
def trigger_front(ctx: Ctx, p: int, amount: int, source: int) -> None:
    """Every unit in the checking player's front row gets the power."""
    units = front_row_units(ctx.state, p)
    for _, u in units:
        ctx.add_mod(Mod(u, "power", amount, "turn", "front trigger", "trigger.front"))
    ctx.emit(
        "power",
        "trigger.front",
        f"Every front-row unit of {player_name(p)} gets +{amount:,} power until end of turn: "
        + ", ".join(f"“{ctx.name(u)}” {stats.power(ctx.state, u):,}" for _, u in units)
        + ".",
        tuple(u for _, u in units),
    )


# ------------------------------------------------------------------------ stand


def rested_rear_guards(s: State, p: int) -> list[tuple[str, int]]:
    return [(c, u) for c, u in units_of(s, p) if c in REAR_CIRCLES and u in s.rested]


@task("trigger-stand")
def trigger_stand(ctx: Ctx, p: int, source: int) -> None:
    """Stand one of your rested rear-guards (TRIGGER-013)."""
    rg = rested_rear_guards(ctx.state, p)
    if not rg:
        ctx.emit("stand", "trigger.stand", f"{player_name(p)} has no rested rear-guard to stand.")
    elif len(rg) == 1:
        stand_unit_now(ctx, p, rg[0][1], decided=False)
    else:
        ctx.decide("stand-unit", p, f"{player_name(p)}: choose a rested rear-guard to stand.")


def stand_unit_now(ctx: Ctx, p: int, u: int, *, decided: bool) -> None:
    if has_flag(ctx.state, u, "cannot-stand"):  # GEN-004: the prohibition wins
        ctx.emit(
            "prohibited",
            "golden.cannot-wins",
            f"“{ctx.name(u)}” would stand (stand trigger), but an effect says it cannot stand: "
            "the prohibition wins and it stays rested.",
            (u,),
            actor=p,
            decision=decided,
        )
        return
    ctx.stand(u)
    ctx.emit(
        "stand",
        "trigger.stand",
        f"{player_name(p)} stands the rear-guard “{ctx.name(u)}”.",
        (u,),
        actor=p,
        decision=decided,
    )


@decision("stand-unit", ("stand-unit",), "trigger.stand")
def stand_unit_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    return [Action("stand-unit", p, circle=c) for c, _ in rested_rear_guards(s, p)]


@check("stand-unit")
def stand_unit_check(s: State, a: Action) -> Refusal | None:
    if a.circle not in dict(rested_rear_guards(s, a.player)):
        return Refusal("trigger.stand", "choose one of your rested rear-guards")
    return None


@handler("stand-unit")
def stand_unit(ctx: Ctx, a: Action) -> None:
    assert a.circle is not None
    u = ctx.ps(a.player).at(a.circle)
    assert u is not None
    stand_unit_now(ctx, a.player, u, decided=True)


# ------------------------------------------------------------------------- heal


@task("trigger-heal")
def trigger_heal(ctx: Ctx, p: int, source: int) -> None:
    """Heal one damage if your damage is at least your opponent's (TRIGGER-014), checked
    while the heal trigger is still in the trigger zone (TRIGGER-015)."""
    s = ctx.state
    mine, theirs = damage_count(s, p), damage_count(s, opponent(p))
    if mine == 0 or mine < theirs:
        why = (
            "has no damage"
            if mine == 0
            else f"has {mine} damage, fewer than the opponent's {theirs}"
        )
        ctx.emit(
            "heal-fails",
            "trigger.heal",
            f"{player_name(p)} {why}, so the heal does not happen.",
            (source,),
        )
        return
    dmg = s.players[p].damage
    if len(set(dmg)) == 1:
        heal_now(ctx, p, dmg[0], mine, theirs, decided=False)
    else:
        ctx.decide(
            "heal-card",
            p,
            f"{player_name(p)}: choose a damage card to heal ({mine} damage vs {theirs}).",
            mine,
            theirs,
        )


def heal_now(ctx: Ctx, p: int, card: int, mine: int, theirs: int, *, decided: bool) -> None:
    ctx.move_card(
        card,
        "drop",
        "heal",
        "trigger.heal",
        f"{player_name(p)} has {mine} damage, at least the opponent's {theirs}: “{ctx.name(card)}” "
        f"is healed from the damage zone to the drop zone ({mine - 1} damage now).",
        src="damage",
        actor=p,
        decision=decided,
    )


@decision("heal-card", ("heal-card",), "trigger.heal")
def heal_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    return [Action("heal-card", p, card=c) for c in s.players[p].damage]


@check("heal-card")
def heal_check(s: State, a: Action) -> Refusal | None:
    if a.card not in s.players[a.player].damage:
        return Refusal("trigger.heal", "choose a card in your damage zone")
    return None


@handler("heal-card")
def heal_card(ctx: Ctx, a: Action) -> None:
    d = ctx.state.decision
    assert d is not None and a.card is not None
    mine, theirs = d.data
    heal_now(ctx, a.player, a.card, int(mine), int(theirs), decided=True)  # type: ignore[call-overload]


# ------------------------------------------------------------------- damage check


@task("damage-check")
def damage_check(ctx: Ctx, d: int, i: int, n: int) -> None:
    """Reveal the top card into the trigger zone, resolve its trigger, then place it in the
    damage zone; each check is finished before the next (DAMAGE-010, -011, -014)."""
    reveal_for_check(ctx, d, "damage", i, n)


_CHECKS = {
    # kind: (rule, what the sentence calls it, where the card goes afterwards)
    "drive": ("battle.drive", "Drive", "drive-to-hand"),
    "damage": ("damage.check", "Damage", "damage-to-zone"),
}


def reveal_for_check(ctx: Ctx, p: int, kind: str, i: int, n: int) -> None:
    """The common start of a drive or damage check: the top card goes face up into the trigger
    zone; then its trigger resolves, "when ... checks" abilities trigger, and the card moves on
    (DRIVE-006, DRIVE-009, DAMAGE-011, DAMAGE-013)."""
    rule, label, then = _CHECKS[kind]
    ps = ctx.ps(p)
    if not ps.deck:
        ctx.emit(f"{kind}-check", rule, f"{label} check {i} of {n}: the deck is empty.")
        return
    top = ps.deck[0]
    ctx.move(top, "trigger", src="deck")
    ctx.emit(
        f"{kind}-check",
        rule,
        f"{label} check {i} of {n}: {player_name(p)} reveals “{ctx.name(top)}” into the trigger "
        "zone.",
        (top,),
    )
    ctx.push(
        Task("trigger", (top, p, kind)),
        Task("check-abilities", (f"{kind}-check", p, top)),
        Task(then, (top,)),
    )


def resume_check(kind: str, p: int, card: int, i: int, n: int) -> tuple[Task, ...]:
    """The tasks (first to run first) that finish check ``i`` of ``n`` of ``kind`` ("drive" or
    "damage") by player ``p`` from the moment ``card`` lies revealed in the trigger zone, its
    trigger not yet resolved, then make the checks still to come: what a position that starts
    inside a check resumes with (the steps of :func:`reveal_for_check`, then the rest of the
    checks pushed by ``drive-checks`` / ``deal-damage``).

    >>> [t.name for t in resume_check("damage", 1, 40, 1, 2)]
    ['trigger', 'check-abilities', 'damage-to-zone', 'damage-check']
    """
    _, _, then = _CHECKS[kind]
    rest = [
        Task("drive-check", (k, n)) if kind == "drive" else Task("damage-check", (p, k, n))
        for k in range(i + 1, n + 1)
    ]
    return (
        Task("trigger", (card, p, kind)),
        Task("check-abilities", (f"{kind}-check", p, card)),
        Task(then, (card,)),
        *rest,
    )


CHECK_STARTS = {"drive": "drive-checks", "damage": "deal-damage"}
"""The body task of the drive and damage steps that starts their checks."""


@task("check-abilities")
def check_abilities(ctx: Ctx, name: str, p: int, card: int) -> None:
    """'When ... drive/damage checks' abilities trigger once the trigger has resolved. Then
    comes the check's own check timing, with the card still in the trigger zone: rule actions
    (a player whose deck ran out loses there) and those abilities (DRIVE-009, DAMAGE-013;
    CR 4.55 10.6.1.2.4-5)."""
    ctx.timing(name, player=p, card=card)


@task("drive-to-hand")
def drive_to_hand(ctx: Ctx, iid: int) -> None:
    """After the check timing, the drive-checked card goes into its owner's hand (DRIVE-007)."""
    p = ctx.state.owner(iid)
    if iid not in ctx.ps(p).trigger:
        return  # it left the trigger zone (e.g. an over trigger): nothing to add (DRIVE-008)
    ctx.move_card(
        iid,
        "hand",
        "drive-to-hand",
        "battle.drive",
        f"The drive-checked “{ctx.name(iid)}” goes into {player_name(p)}'s hand.",
        src="trigger",
    )


@task("damage-to-zone")
def damage_to_zone(ctx: Ctx, iid: int) -> None:
    p = ctx.state.owner(iid)
    if iid not in ctx.ps(p).trigger:
        return  # it left the trigger zone: nothing is placed (DAMAGE-012)
    ctx.move_card(
        iid,
        "damage",
        "damage",
        "damage.check",
        lambda s: (
            f"“{s.card(iid).name}” goes face up into {player_name(p)}'s damage zone: "
            f"{damage_count(s, p)} damage."
        ),
        src="trigger",
    )
