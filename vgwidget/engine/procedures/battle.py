"""The battle phase: start, attack, guard, drive, damage and close steps, once per attack."""

from __future__ import annotations

from .. import stats
from ..abilities.cont import has_flag
from ..actions import Action
from ..context import Ctx
from ..state import BEHIND, FRONT_ROW, VC, Battle, State, Task
from .checks import reveal_for_check
from .common import can_act, circle_name, opponent, player_name
from .registry import GUARD_EXTRAS, Refusal, check, decision, handler, task


def _step(ctx: Ctx, step: str) -> None:
    ctx.set(step=step)


@task("battle-phase")
def battle_phase(ctx: Ctx) -> None:
    s = ctx.state
    tp = s.turn_player
    ctx.set(phase="battle", step="")
    ctx.emit("phase", "turn.sequence", f"{player_name(tp)}'s battle phase.")
    if s.turn == 1 and tp == s.first_player:
        ctx.emit(
            "no-attack",
            "battle.first-turn",
            f"{player_name(tp)} went first, so there is no attack on this first turn.",
        )
        return
    ctx.push(Task("start-step"))


def attack_candidates_for(s: State, p: int) -> list[Action]:
    """Every (attacker, target) pair allowed now: the same conditions as :func:`attack_check`."""
    ps = s.players[p]
    foe = s.players[opponent(p)]
    targets = [t for t in FRONT_ROW if (u := foe.at(t)) is not None and u not in s.locked]
    out: list[Action] = []
    for c in FRONT_ROW:
        u = ps.at(c)
        if u is not None and can_act(s, u) and not has_flag(s, u, "cannot-attack"):
            out.extend(Action("attack", p, circle=c, target=t) for t in targets)
    return out


@task("start-step")
def start_step(ctx: Ctx) -> None:
    """Decide whether to attack; with no unit able to attack, the phase ends (BATTLE-009..011)."""
    s = ctx.state
    tp = s.turn_player
    _step(ctx, "start")
    ctx.timing("beginning-of-start-step", player=tp)
    if not attack_candidates_for(ctx.state, tp):
        ctx.emit(
            "no-attack",
            "battle.start",
            f"{player_name(tp)} has no standing front-row unit that can attack, so the battle "
            "phase ends.",
        )
        return
    ctx.decide("attack", tp, f"{player_name(tp)}: attack with a front-row unit, or stop attacking.")


@decision("attack", ("attack", "end-battle"), "battle.start")
def attack_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    return [*attack_candidates_for(s, p), Action("end-battle", p)]


@check("attack")
def attack_check(s: State, a: Action) -> Refusal | None:
    """A standing front-row unit attacks a unit in the opponent's front row (ATTACK-003,
    ATTACK-005; LOCK-001, LOCK-006)."""
    p = a.player
    if a.circle not in FRONT_ROW:
        return Refusal("battle.attack", "only a unit in your front row can attack")
    u = s.players[p].at(a.circle)
    if u is None:
        return Refusal("battle.attack", f"there is no unit on your {circle_name(a.circle)}")
    if u in s.locked:
        return Refusal("card.lock", "a locked card cannot attack")
    if u in s.rested:
        return Refusal("battle.attack", f"“{s.card(u).name}” is rested and cannot attack")
    if has_flag(s, u, "cannot-attack"):
        return Refusal("golden.card-text", f"an ability says “{s.card(u).name}” cannot attack now")
    if a.target not in FRONT_ROW:
        return Refusal("battle.target", "the target must be in your opponent's front row")
    t = s.players[opponent(p)].at(a.target)
    if t is None:
        return Refusal(
            "battle.target", f"there is no unit on the opponent's {circle_name(a.target)}"
        )
    if t in s.locked:
        return Refusal("card.lock", "a locked card cannot be attacked")
    return None


@handler("attack")
def attack(ctx: Ctx, a: Action) -> None:
    """Rest the attacker and name the target; they are each other's battle opponents
    (ATTACK-004, ATTACK-008). The target is not rested (ATTACK-007)."""
    assert a.circle is not None and a.target is not None
    p = a.player
    foe = opponent(p)
    u = ctx.ps(p).at(a.circle)
    t = ctx.ps(foe).at(a.target)
    assert u is not None and t is not None
    _step(ctx, "attack")
    ctx.rest(u)
    ctx.set_battle(Battle(u, a.circle, t, foe, a.target))
    ctx.emit(
        "attack",
        "battle.attack",
        f"{player_name(p)}'s “{ctx.name(u)}” ({'vanguard' if a.circle == VC else 'rear-guard'}, "
        f"power {stats.power(ctx.state, u):,}) rests and attacks {player_name(foe)}'s "
        f"“{ctx.name(t)}” ({'vanguard' if a.target == VC else 'rear-guard'}, power "
        f"{stats.power(ctx.state, t):,}).",
        (u, t),
        actor=p,
        decision=True,
    )
    ctx.push(
        Task("boost-offer"),
        Task("attack-timings"),
        Task("guard-step"),
        Task("drive-step"),
        Task("damage-step"),
        Task("close-step"),
        Task("start-step"),
    )


@check("end-battle")
def end_battle_check(s: State, a: Action) -> Refusal | None:
    return None


@handler("end-battle")
def end_battle(ctx: Ctx, a: Action) -> None:
    ctx.emit(
        "end-battle",
        "battle.start",
        f"{player_name(a.player)} chooses to make no more attacks; the battle phase ends.",
        actor=a.player,
        decision=True,
    )


# --------------------------------------------------------------------------- boost


def booster_of(s: State) -> tuple[str, int] | None:
    b = s.battle
    if b is None:
        return None
    circle = BEHIND[b.attacker_circle]
    u = s.players[s.turn_player].at(circle)
    if u is None or not can_act(s, u) or "boost" not in s.card(u).skills:
        return None
    return circle, u


@task("boost-offer")
def boost_offer(ctx: Ctx) -> None:
    if booster_of(ctx.state) is None:
        return
    tp = ctx.state.turn_player
    ctx.decide("boost", tp, f"{player_name(tp)}: boost the attack with the unit behind it?")


@decision("boost", ("boost", "no-boost"), "battle.boost")
def boost_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    return [Action("boost", p), Action("no-boost", p)]


@check("boost")
def boost_check(s: State, a: Action) -> Refusal | None:
    """The standing unit with Boost directly behind the attacker may boost it (BOOST-001,
    BOOST-008)."""
    if booster_of(s) is None:
        return Refusal("battle.boost", "no standing unit with Boost stands behind the attacker")
    return None


@check("no-boost")
def no_boost_check(s: State, a: Action) -> Refusal | None:
    return None


@handler("boost")
def boost(ctx: Ctx, a: Action) -> None:
    """Rest the booster; its power is added to the attacker's until the battle ends
    (BOOST-004..006)."""
    found = booster_of(ctx.state)
    b = ctx.state.battle
    assert found is not None and b is not None
    circle, u = found
    ctx.rest(u)
    ctx.set_battle(b._replace(booster=u, booster_circle=circle))
    ctx.emit(
        "boost",
        "battle.boost",
        f"“{ctx.name(u)}” rests and boosts “{ctx.name(b.attacker)}”: its power becomes "
        f"{stats.power(ctx.state, b.attacker):,}.",
        (u, b.attacker),
        actor=a.player,
        decision=True,
    )


@handler("no-boost")
def no_boost(ctx: Ctx, a: Action) -> None:
    ctx.emit(
        "no-boost",
        "battle.boost",
        f"{player_name(a.player)} attacks without a boost.",
        actor=a.player,
        decision=True,
    )


@task("attack-timings")
def attack_timings(ctx: Ctx) -> None:
    """'When ... attacks / boosts / is attacked' happen once attacker and booster are rested
    (ATTACK-012)."""
    b = ctx.state.battle
    if b is None:
        return
    ctx.timing("attacks", card=b.attacker)
    if b.booster is not None:
        ctx.timing("boosts", card=b.booster, boosted=b.attacker)
    ctx.timing("attacked", card=b.target)


# --------------------------------------------------------------------------- guard


@task("guard-step")
def guard_step(ctx: Ctx) -> None:
    _step(ctx, "guard")
    ctx.timing("beginning-of-guard-step")
    ctx.push(Task("guard-offer"))


@task("guard-offer")
def guard_offer(ctx: Ctx) -> None:
    b = ctx.state.battle
    if b is None:
        return
    d = b.target_player
    ctx.decide(
        "guard",
        d,
        f"{player_name(d)}: call guardians from hand, intercept, or finish guarding "
        f"(“{ctx.name(b.target)}” has {stats.power(ctx.state, b.target):,} power against "
        f"{stats.power(ctx.state, b.attacker):,}).",
    )


@decision("guard", ("guard", "intercept", "end-guard"), "battle.guard")
def guard_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    ps = s.players[p]
    out = [Action("guard", p, card=c) for c in ps.hand]
    out += [Action("intercept", p, circle=c) for c in ("FL", "FR") if ps.at(c) is not None]
    out = [a for a in out if (guard_check if a.kind == "guard" else intercept_check)(s, a) is None]
    for extra in GUARD_EXTRAS:
        out.extend(extra(s, p))
    out.append(Action("end-guard", p))
    return out


@check("guard")
def guard_check(s: State, a: Action) -> Refusal | None:
    """Only the defender guards, with units from hand (GUARD-002, GUARD-003); Classic limits
    the guardian's grade and needs a printed shield (GUARD-007, GUARD-011)."""
    b = s.battle
    if b is None or a.player != b.target_player:
        return Refusal("battle.guard", "only the player being attacked may call guardians")
    ps = s.players[a.player]
    if a.card is None or a.card not in ps.hand:
        return Refusal("battle.guard", "a guardian is called from your hand")
    card = s.card(a.card)
    if not card.is_unit or card.type == "g-unit":
        return Refusal("battle.guard", f"“{card.name}” is not a unit and cannot guard")
    fmt = s.fmt
    if fmt.guard_needs_shield and card.shield is None:
        return Refusal(
            "battle.guard-shield", f"“{card.name}” has no shield, so it cannot be a guardian"
        )
    if fmt.guard_grade_limit:
        vg = ps.vanguard
        g = s.card(vg).grade if vg is not None else 0
        if card.grade > g:
            return Refusal(
                "battle.guard-grade",
                f"“{card.name}” is grade {card.grade}, above your vanguard's grade {g}",
            )
    return None


@handler("guard")
def guard(ctx: Ctx, a: Action) -> None:
    """Call the guardian to the guardian circle, rested; its shield adds to the attacked
    unit's power while it stays there (GUARD-003, GUARD-005, GUARD-006)."""
    b = ctx.state.battle
    assert b is not None and a.card is not None
    d = a.player
    ctx.take(a.card)
    ctx.put_guardian(d, a.card)
    ctx.rest(a.card)
    ctx.set_battle(b._replace(guardians=(*b.guardians, a.card)))
    sh = stats.shield(ctx.state, a.card)
    ctx.emit(
        "guard",
        "battle.guard",
        f"{player_name(d)} calls “{ctx.name(a.card)}” to the guardian circle, rested: +{sh:,} "
        f"shield for “{ctx.name(b.target)}” (now {stats.power(ctx.state, b.target):,}).",
        (a.card, b.target),
        actor=d,
        decision=True,
    )
    ctx.timing("placed-on-gc", player=d, card=a.card)
    ctx.push(Task("guard-offer"))


@check("intercept")
def intercept_check(s: State, a: Action) -> Refusal | None:
    """A front-row rear-guard with Intercept, rested or standing, that is not itself being
    attacked (INTERCEPT-001..003, INTERCEPT-007)."""
    b = s.battle
    if b is None or a.player != b.target_player:
        return Refusal("battle.intercept", "only the player being attacked may intercept")
    if a.circle not in ("FL", "FR"):
        return Refusal("battle.intercept", "only a front-row rear-guard can intercept")
    u = s.players[a.player].at(a.circle)
    if u is None:
        return Refusal("battle.intercept", f"there is no unit on your {circle_name(a.circle)}")
    if u in s.locked:
        return Refusal("card.lock", "a locked card cannot move to the guardian circle")
    if "intercept" not in s.card(u).skills:
        return Refusal("battle.intercept", f"“{s.card(u).name}” has no Intercept skill")
    if u == b.target:
        return Refusal("battle.intercept", "a unit that is being attacked cannot intercept")
    return None


@handler("intercept")
def intercept(ctx: Ctx, a: Action) -> None:
    """Move the rear-guard to the guardian circle, rested (a move, not a call: INTERCEPT-004)."""
    b = ctx.state.battle
    assert b is not None and a.circle is not None
    d = a.player
    u = ctx.ps(d).at(a.circle)
    assert u is not None
    ctx.set_circle(d, a.circle, None)
    ctx.put_guardian(d, u)
    ctx.rest(u)
    ctx.set_battle(b._replace(guardians=(*b.guardians, u)))
    ctx.emit(
        "intercept",
        "battle.intercept",
        f"{player_name(d)}'s rear-guard “{ctx.name(u)}” intercepts: it moves to the guardian "
        f"circle, rested, adding {stats.shield(ctx.state, u):,} shield for "
        f"“{ctx.name(b.target)}” (now {stats.power(ctx.state, b.target):,}).",
        (u, b.target),
        actor=d,
        decision=True,
    )
    ctx.timing("intercepts", player=d, card=u, **{"from": "RC"})
    ctx.push(Task("guard-offer"))


@check("end-guard")
def end_guard_check(s: State, a: Action) -> Refusal | None:
    return None


@handler("end-guard")
def end_guard(ctx: Ctx, a: Action) -> None:
    b = ctx.state.battle
    n = len(b.guardians) if b is not None else 0
    what = "does not guard" if n == 0 else f"finishes guarding with {n} guardian(s)"
    ctx.emit(
        "end-guard",
        "battle.guard-end",
        f"{player_name(a.player)} {what}; no more guardians can join this battle.",
        actor=a.player,
        decision=True,
    )


# --------------------------------------------------------------------------- drive


@task("drive-step")
def drive_step(ctx: Ctx) -> None:
    """An attacking vanguard checks the top card of its deck once per point of drive
    (DRIVE-002, DRIVE-004, DRIVE-010..012); a rear-guard goes straight to damage (GUARD-020)."""
    b = ctx.state.battle
    if b is None:
        return
    s = ctx.state
    if b.attacker_circle != VC or s.players[s.turn_player].at(VC) != b.attacker:
        return
    _step(ctx, "drive")
    ctx.timing("beginning-of-drive-step")
    card = s.card(b.attacker)
    if card.grade < s.fmt.min_drive_grade:
        ctx.emit(
            "no-drive",
            "battle.drive",
            f"“{card.name}” is a grade {card.grade} vanguard: in the {s.fmt.name} format only a "
            f"vanguard of grade {s.fmt.min_drive_grade} or more drive checks.",
        )
        return
    n = card.drive
    icon = {2: " (Twin Drive)", 3: " (Triple Drive)"}.get(n, "")
    ctx.emit(
        "drive",
        "battle.drive",
        f"The attacking vanguard “{card.name}” has drive {n}{icon}: {n} drive check(s), each "
        "finished before the next.",
        (b.attacker,),
    )
    ctx.push(*[Task("drive-check", (i + 1, n)) for i in range(n)])


@task("drive-check")
def drive_check(ctx: Ctx, i: int, n: int) -> None:
    """Reveal the top card into the trigger zone, resolve its trigger, then put it into hand
    (DRIVE-006, DRIVE-007, DRIVE-009)."""
    reveal_for_check(ctx, ctx.state.turn_player, "drive", i, n)


@task("check-timing")
def check_timing(ctx: Ctx, name: str, p: int, card: int) -> None:
    """'When ... drive/damage checks' abilities trigger once the trigger has resolved and
    before the card leaves the trigger zone (DRIVE-009, DAMAGE-013)."""
    ctx.timing(name, player=p, card=card)


@task("drive-to-hand")
def drive_to_hand(ctx: Ctx, iid: int) -> None:
    p = ctx.state.owner(iid)
    if iid not in ctx.ps(p).trigger:
        return  # it left the trigger zone (e.g. an over trigger): nothing to add (DRIVE-008)
    ctx.move(iid, "hand", src="trigger")
    ctx.emit(
        "drive-to-hand",
        "battle.drive",
        f"The drive-checked “{ctx.name(iid)}” goes into {player_name(p)}'s hand.",
        (iid,),
    )


# -------------------------------------------------------------------------- damage


def battle_intact(s: State, b: Battle) -> bool:
    """Both battle opponents are still on the circles where the battle began (DAMAGE-006)."""
    return (
        s.players[s.turn_player].at(b.attacker_circle) == b.attacker
        and s.players[b.target_player].at(b.target_circle) == b.target
    )


@task("damage-step")
def damage_step(ctx: Ctx) -> None:
    """Compare power: equal or greater hits (DAMAGE-003/004). A hit vanguard takes damage checks
    equal to the attacker's critical; a hit rear-guard retires (DAMAGE-007/008)."""
    b = ctx.state.battle
    if b is None:
        return
    _step(ctx, "damage")
    ctx.timing("beginning-of-damage-step")
    s = ctx.state
    if not battle_intact(s, b):
        ctx.set_battle(b._replace(hit=False))
        ctx.emit(
            "cancelled",
            "battle.cancelled",
            "A battle opponent has left its circle, so the attack does not hit.",
            (b.attacker, b.target),
        )
        hit = False
    else:
        ap, dp = stats.power(s, b.attacker), stats.power(s, b.target)
        hit = ap >= dp
        shielded = hit and has_flag(s, b.target, "cannot-be-hit")
        hit = hit and not shielded
        ctx.set_battle(b._replace(hit=hit))
        how = "equal power still hits" if ap == dp else ("more power hits" if hit else "")
        verdict = f"the attack hits ({how})" if hit else "the attack does not hit"
        if shielded:
            verdict = (
                "the power is enough, but an ability says the unit cannot be hit, and "
                "'cannot' wins: the attack does not hit"
            )
        ctx.emit(
            "hit-check",
            "battle.hit-check",
            f"Power check: “{ctx.name(b.attacker)}” {ap:,} against “{ctx.name(b.target)}” "
            f"{dp:,}: {verdict}.",
            (b.attacker, b.target),
        )
    then = [Task("retire-guardians")] if ctx.state.fmt.guardians_retire == "after-hit-check" else []
    if not hit:
        then.append(Task("no-hit"))
    elif b.target_circle == VC:
        then.append(Task("hit-vanguard"))
    else:
        then.append(Task("hit-rearguard"))
    ctx.push(*then)


@task("no-hit")
def no_hit(ctx: Ctx) -> None:
    b = ctx.state.battle
    assert b is not None
    ctx.emit(
        "no-hit",
        "battle.no-hit",
        f"“{ctx.name(b.attacker)}” does not hit; nothing happens to either side (no penalty for "
        "a failed attack).",
        (b.attacker,),
    )
    ctx.timing("attack-does-not-hit", card=b.attacker)


@task("hit-rearguard")
def hit_rearguard(ctx: Ctx) -> None:
    b = ctx.state.battle
    assert b is not None
    if ctx.ps(b.target_player).at(b.target_circle) == b.target:
        ctx.move(b.target, "drop")
        ctx.emit(
            "retire",
            "battle.hit-rearguard",
            f"The attack hits the rear-guard “{ctx.name(b.target)}”: it is retired to the drop "
            "zone (critical does not matter and no damage is dealt).",
            (b.target,),
        )
        ctx.timing("put-into-drop", card=b.target, **{"from": "RC"})
    ctx.timing("attack-hits", card=b.attacker)


@task("hit-vanguard")
def hit_vanguard(ctx: Ctx) -> None:
    b = ctx.state.battle
    assert b is not None
    crit = stats.critical(ctx.state, b.attacker)
    d = b.target_player
    if crit <= 0:
        ctx.emit(
            "no-damage",
            "battle.hit-vanguard",
            f"“{ctx.name(b.attacker)}” has critical {crit}, so it deals no damage.",
            (b.attacker,),
        )
    else:
        ctx.emit(
            "damage",
            "battle.hit-vanguard",
            f"The attack hits {player_name(d)}'s vanguard with critical {crit}: {crit} damage, "
            f"so {crit} damage check(s), one at a time.",
            (b.attacker, b.target),
        )
        ctx.push(*[Task("damage-check", (d, i + 1, crit)) for i in range(crit)], Task("hit-timing"))
        return
    ctx.push(Task("hit-timing"))


@task("hit-timing")
def hit_timing(ctx: Ctx) -> None:
    b = ctx.state.battle
    if b is not None:
        ctx.timing("attack-hits", card=b.attacker)


@task("retire-guardians")
def retire_guardians(ctx: Ctx) -> None:
    """Guardians and interceptors leave after every battle, whatever the result (GUARD-013;
    Standard: right after the hit check, GUARD-015; Classic: at the end of the battle,
    GUARD-016)."""
    b = ctx.state.battle
    d = b.target_player if b is not None else 1 - ctx.state.turn_player
    gs = ctx.ps(d).guardians
    if not gs:
        return
    for g in gs:
        ctx.move(g, "drop")
    when = (
        "now that the hit is decided"
        if ctx.state.fmt.guardians_retire == "after-hit-check"
        else "as the battle ends"
    )
    ctx.emit(
        "retire-guardians",
        "battle.guardians-retire",
        f"The guardian circle is cleared {when}: "
        + ", ".join(f"“{ctx.name(g)}”" for g in gs)
        + " go(es) to the drop zone.",
        tuple(gs),
    )
    for g in gs:
        ctx.timing("put-into-drop", card=g, **{"from": "GC"})


# --------------------------------------------------------------------------- close


@task("close-step")
def close_step(ctx: Ctx) -> None:
    """'End of battle' effects and the boost end; the battle is over (CLOSE-001..005)."""
    b = ctx.state.battle
    _step(ctx, "close")
    ctx.timing("beginning-of-close-step")
    ctx.timing("end-of-battle", card=b.attacker if b is not None else None)
    ctx.push(Task("close-finish"))  # after those abilities have resolved (CLOSE-001)


@task("close-finish")
def close_finish(ctx: Ctx) -> None:
    """The boost and this battle's effects end; the battle is over (CLOSE-002..004)."""
    b = ctx.state.battle
    if ctx.state.fmt.guardians_retire == "end-of-battle":
        retire_guardians(ctx)
    s = ctx.state
    ended = [m for m in s.mods if m.until == "battle"]
    if ended:
        ctx.set(mods=tuple(m for m in s.mods if m.until != "battle"))
    ctx.set_battle(None)
    if b is not None:
        still = ctx.ps(s.turn_player).at(b.attacker_circle) == b.attacker
        after = (
            f"; “{ctx.name(b.attacker)}” is back to {stats.power(ctx.state, b.attacker):,} power"
            if still
            else ""
        )
        ctx.emit(
            "close",
            "battle.close",
            "The battle ends: the boost and effects lasting for this battle end" + after + ".",
            (b.attacker,),
        )
