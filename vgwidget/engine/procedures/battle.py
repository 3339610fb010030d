"""The battle phase: start, attack, guard, drive, damage and close steps, once per attack."""

from __future__ import annotations

from .. import stats
from ..abilities.cont import has_flag
from ..abilities.resolve import ask
from ..actions import Action
from ..board import can_act, circle_name, opponent, player_name
from ..bonuses import protect_intercept
from ..context import Ctx, Move, count
from ..flow import battle_after_attack, battle_stages, stage_task
from ..registry import GUARD_EXTRAS, Refusal, check, decision, handler, task
from ..state import BEHIND, VC, Battle, State, Task
from .checks import reveal_for_check

_new = tuple.__new__


@task("battle-begins")
def battle_begins(ctx: Ctx) -> None:
    """The battle phase starts with its start step (BATTLE-002)."""
    ctx.push(stage_task(battle_stages(ctx.state.fmt)[0]))


def attack_candidates_for(s: State, p: int) -> list[Action]:
    """Every (attacker, target) pair allowed now: the same conditions as :func:`attack_check`."""
    ps = s.players[p]
    foe = s.players[opponent(p)]
    targets = [t for t in foe.front_row() if (u := foe.at(t)) is not None and u not in s.locked]
    out: list[Action] = []
    for c in ps.front_row():
        u = ps.at(c)
        if u is not None and can_act(s, u) and not has_flag(s, u, "cannot-attack"):
            # (built as the tuple it is, every field given: kind, player, card, circle,
            # target, cards, number)
            out.extend([_new(Action, ("attack", p, None, c, t, (), None)) for t in targets])
    return out


@task("start-offer")
def start_offer(ctx: Ctx) -> None:
    """Once the start step's own abilities have resolved, the turn player decides whether to
    attack; the first player on their first turn, or a player with no unit able to attack,
    does not, and the battle phase ends (BATTLE-001, BATTLE-009..011)."""
    s = ctx.state
    tp = s.turn_player
    if s.turn == 1 and tp == s.first_player:
        ctx.emit(
            "no-attack",
            "battle.first-turn",
            f"{player_name(tp)} went first, so there is no attack on this first turn.",
        )
        return
    if not attack_candidates_for(s, tp):
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
    """In the start step: every attack, or stop. In the attack step (asked again because
    abilities resolved at its beginning): every attack still possible."""
    assert s.decision is not None
    p = s.decision.player
    if s.step == "attack":
        return attack_candidates_for(s, p)
    return [*attack_candidates_for(s, p), Action("end-battle", p)]


@check("attack")
def attack_check(s: State, a: Action) -> Refusal | None:
    """A standing front-row unit attacks a unit in the opponent's front row (ATTACK-003,
    ATTACK-005; LOCK-001, LOCK-006)."""
    p = a.player
    if a.circle not in s.players[p].front_row():
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
    if a.target not in s.players[opponent(p)].front_row():
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
    """Choosing to attack (start step) names the attacker and its target together; the
    attack step then begins, and the attack is declared once its "at the beginning of the
    attack step" abilities have resolved (001 Start Step [3], Attack Step [2]-[3])."""
    assert a.circle is not None and a.target is not None
    p = a.player
    s = ctx.state
    u = s.players[p].at(a.circle)
    t = s.players[opponent(p)].at(a.target)
    assert u is not None and t is not None
    if s.step == "attack":  # asked again in the attack step: declare it now
        declare_attack(ctx, p, a.circle, a.target, decision=True)
        return
    ctx.emit(
        "attack-choice",
        "battle.start",
        f"{player_name(p)} chooses to attack, with “{ctx.name(u)}” against “{ctx.name(t)}”.",
        (u, t),
        actor=p,
        decision=True,
    )
    ctx.push(stage_task(battle_stages(s.fmt)[1], a.circle, a.target), *battle_after_attack(s.fmt))


@task("attack-declare")
def attack_declare(ctx: Ctx, circle: str, target: str, waited: bool = False) -> None:
    """Declare the attack chosen in the start step. If abilities resolved at the beginning of
    the attack step, the board may have changed: the turn player chooses the attack again
    (from the attacks still possible); with none possible, the battle goes to the close step
    (001 Attack Step [3])."""
    s = ctx.state
    p = s.turn_player
    chosen = Action("attack", p, circle=circle, target=target)
    if not waited and attack_check(s, chosen) is None:
        declare_attack(ctx, p, circle, target, decision=False)
        return
    if not attack_candidates_for(s, p):
        ctx.emit(
            "no-attack",
            "battle.attack",
            f"{player_name(p)} no longer has a unit that can attack, so this battle goes "
            "straight to the close step.",
        )
        return  # the guard, drive and damage steps need a battle: only the close step runs
    ctx.decide(
        "attack",
        p,
        f"{player_name(p)}: abilities resolved at the beginning of the attack step; choose the "
        "attack now.",
    )


def declare_attack(ctx: Ctx, p: int, circle: str, target: str, *, decision: bool) -> None:
    """Rest the attacker and name the target; they are each other's battle opponents
    (ATTACK-004, ATTACK-008). The target is not rested (ATTACK-007)."""
    foe = opponent(p)
    u = ctx.ps(p).at(circle)
    t = ctx.ps(foe).at(target)
    assert u is not None and t is not None
    ctx.rest(u)
    ctx.set_battle(Battle(u, circle, t, foe, target))
    ctx.emit(
        "attack",
        "battle.attack",
        f"{player_name(p)}'s “{ctx.name(u)}” ({'vanguard' if circle == VC else 'rear-guard'}, "
        f"power {stats.power(ctx.state, u):,}) rests and attacks {player_name(foe)}'s "
        f"“{ctx.name(t)}” ({'vanguard' if target == VC else 'rear-guard'}, power "
        f"{stats.power(ctx.state, t):,}).",
        (u, t),
        actor=p,
        decision=decision,
    )
    if attack_width(ctx.state, u) > 1:
        ctx.push(Task("attack-also"))


def attack_width(s: State, u: int) -> int:
    """How many units an attack by ``u`` may target at once: 1, or the largest number an
    ``attack-several`` effect names. Several such effects do not add up (ATTACK-010)."""
    grants = [m.amount for m in s.mods if m.target == u and m.stat == "attack-several"]
    return max(grants, default=1)


def _also_options(s: State, b: Battle) -> list[int]:
    """The opponent's front-row units the attack may still add: present, not locked, and
    not already attacked (the same conditions as the first target, :func:`attack_check`)."""
    foe = s.players[b.target_player]
    named = {t for t, _ in b.attacked()}
    return [
        t
        for c in foe.front_row()
        if (t := foe.at(c)) is not None and t not in s.locked and t not in named
    ]


@task("attack-also")
def attack_also(ctx: Ctx, asked: bool = False, pick: int | None = None) -> None:
    """An attacker whose ability lets it attack several units names the rest of its targets
    as the attack is declared, one at a time, up to the number the ability gives; each one
    named becomes a unit being attacked (ATTACK-009, ATTACK-010). Its controller may stop
    after any of them."""
    s = ctx.state
    b = s.battle
    if b is None:
        return
    p = s.turn_player
    if asked and pick is None:
        return  # the player chose no more
    if pick is not None:
        circle = s.locate(pick)[1]
        b = b._replace(also=(*b.also, (pick, circle)))
        ctx.set_battle(b)
        ctx.emit(
            "attack-also",
            "battle.multi-target",
            f"The same attack also targets {player_name(b.target_player)}'s “{ctx.name(pick)}” "
            f"(on the {circle_name(circle)}, power {stats.power(ctx.state, pick):,}): it is a "
            "unit being attacked too.",
            (b.attacker, pick),
            actor=p,
        )
    width = attack_width(ctx.state, b.attacker)
    options = _also_options(ctx.state, b)
    if len(b.attacked()) >= width or not options:
        return
    ask(
        ctx,
        p,
        f"{player_name(p)}: “{ctx.name(b.attacker)}” may attack up to {width} units; choose "
        f"another of the opponent's front-row units to attack ({len(b.attacked())} so far), or "
        "no more.",
        options,
        True,
        Task("attack-also", (True,)),
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
    circle = BEHIND.get(b.attacker_circle)
    if circle is None:
        return None  # an accel circle has no circle behind it
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
    boost = [Action("boost", p)] if booster_of(s) is not None else []
    return [*boost, Action("no-boost", p)]


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
    for t, _ in b.attacked():
        ctx.timing("attacked", card=t)


# --------------------------------------------------------------------------- guard


@task("guard-offer")
def guard_offer(ctx: Ctx) -> None:
    b = ctx.state.battle
    if b is None:
        return
    if b.also and len(b.guarding) < len(b.guardians):
        ctx.push(Task("guard-assign"), Task("guard-offer"))  # a guardian whose unit is unnamed
        return
    d = b.target_player
    s = ctx.state
    # several attacked units may share a name: each is told apart by its circle
    defended = ", ".join(
        f"“{ctx.name(t)}”"
        + (f" on the {circle_name(c)}" if b.also else "")
        + f" has {stats.power(s, t):,}"
        for t, c in b.attacked()
    )
    ctx.decide(
        "guard",
        d,
        f"{player_name(d)}: call guardians from hand, intercept, or finish guarding "
        f"({defended} power against {stats.power(ctx.state, b.attacker):,}).",
    )


@task("guard-assign")
def guard_assign(ctx: Ctx, pick: int | None = None) -> None:
    """When several units are being attacked, the defender chooses which of them each new
    guardian guards; its shield adds to that unit only (000 Guard Step; CR 4.55 §10.5;
    ATTACK-009)."""
    b = ctx.state.battle
    if b is None or not b.also or len(b.guarding) >= len(b.guardians):
        return
    g = b.guardians[len(b.guarding)]
    d = b.target_player
    if pick is None:
        ask(
            ctx,
            d,
            f"{player_name(d)}: choose the attacked unit that the guardian “{ctx.name(g)}” guards.",
            [t for t, _ in b.attacked()],
            False,
            Task("guard-assign"),
        )
        return
    ctx.set_battle(b._replace(guarding=(*b.guarding, pick)))
    ctx.emit(
        "guard-assign",
        "battle.multi-target",
        f"The guardian “{ctx.name(g)}” guards “{ctx.name(pick)}” on the "
        f"{circle_name(ctx.state.locate(pick)[1])}: +{stats.shield(ctx.state, g):,} shield for "
        f"it alone (now {stats.power(ctx.state, pick):,}).",
        (g, pick),
        actor=d,
    )


@decision("guard", ("guard", "intercept", "end-guard"), "battle.guard")
def guard_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    ps = s.players[p]
    b = s.battle
    out: list[Action] = []
    if b is not None and p == b.target_player:
        # the hand cards :func:`guard_check` lets guard, its tests made once for the whole hand
        cards = s.table.cards
        fmt = s.table.fmt
        needs_shield = fmt.guard_needs_shield
        vg = ps.vanguard
        limit = (cards[vg].grade if vg is not None else 0) if fmt.guard_grade_limit else None
        for h in ps.hand:
            card = cards[h]
            if (
                card.can_guard
                and not (needs_shield and card.shield is None)
                and (limit is None or card.grade <= limit)
            ):
                out.append(_new(Action, ("guard", p, h, None, None, (), None)))
    for c in ps.front_row():
        if c != VC and ps.at(c) is not None:
            a = Action("intercept", p, None, c)
            if intercept_check(s, a) is None:
                out.append(a)
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
    if not card.can_guard:
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
    gc, target = a.card, b.target
    ctx.set_battle(b._replace(guardians=(*b.guardians, gc)))
    ctx.move_card(
        gc,
        "GC",
        "guard",
        "battle.guard",
        lambda s: (
            f"{player_name(d)} calls “{s.card(gc).name}” to the guardian circle, "
            + (
                f"rested: +{stats.shield(s, gc):,} shield for the attacked unit it will guard."
                if b.also
                else f"rested: +{stats.shield(s, gc):,} shield for “{s.card(target).name}” "
                f"(now {stats.power(s, target):,})."
            )
        ),
        (gc, target),
        rested=True,
        src="hand",
        actor=d,
        decision=True,
    )
    ctx.push(Task("guard-assign"), Task("guard-offer"))


@check("intercept")
def intercept_check(s: State, a: Action) -> Refusal | None:
    """A front-row rear-guard with Intercept, rested or standing, that is not itself being
    attacked (INTERCEPT-001..003, INTERCEPT-007)."""
    b = s.battle
    if b is None or a.player != b.target_player:
        return Refusal("battle.intercept", "only the player being attacked may intercept")
    if a.circle == VC or a.circle not in s.players[a.player].front_row():
        return Refusal("battle.intercept", "only a front-row rear-guard can intercept")
    u = s.players[a.player].at(a.circle)
    if u is None:
        return Refusal("battle.intercept", f"there is no unit on your {circle_name(a.circle)}")
    if u in s.locked:
        return Refusal("card.lock", "a locked card cannot move to the guardian circle")
    if "intercept" not in s.card(u).skills:
        return Refusal("battle.intercept", f"“{s.card(u).name}” has no Intercept skill")
    if any(u == t for t, _ in b.attacked()):
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
    for_whom = (
        "for the attacked unit it will guard"
        if b.also
        else f"for “{ctx.name(b.target)}” (now {stats.power(ctx.state, b.target):,})"
    )
    ctx.emit(
        "intercept",
        "battle.intercept",
        f"{player_name(d)}'s rear-guard “{ctx.name(u)}” intercepts: it moves to the guardian "
        f"circle, rested, adding {stats.shield(ctx.state, u):,} shield {for_whom}.",
        (u, b.target),
        actor=d,
        decision=True,
    )
    protect_intercept(ctx, d, a.circle, u)
    ctx.timing("intercepts", player=d, card=u, **{"from": "RC"})
    ctx.push(Task("guard-assign"), Task("guard-offer"))


@check("end-guard")
def end_guard_check(s: State, a: Action) -> Refusal | None:
    return None


@handler("end-guard")
def end_guard(ctx: Ctx, a: Action) -> None:
    b = ctx.state.battle
    n = len(b.guardians) if b is not None else 0
    what = "does not guard" if n == 0 else f"finishes guarding with {count(n, 'guardian')}"
    ctx.emit(
        "end-guard",
        "battle.guard-end",
        f"{player_name(a.player)} {what}; no more guardians can join this battle.",
        actor=a.player,
        decision=True,
    )


# --------------------------------------------------------------------------- drive


@task("drive-checks")
def drive_checks(ctx: Ctx) -> None:
    """An attacking vanguard checks the top card of its deck once per point of drive
    (DRIVE-002, DRIVE-004, DRIVE-010..012); a rear-guard's attack has no drive step at all
    (the flow skips it, GUARD-020) unless an ability lets that rear-guard drive check: then it
    goes through the drive step with its own drive (DRIVE-005)."""
    b = ctx.state.battle
    if b is None:
        return
    s = ctx.state
    card = s.card(b.attacker)
    who = "vanguard" if b.attacker_circle == VC else "rear-guard"
    if card.grade < s.fmt.min_drive_grade:
        ctx.emit(
            "no-drive",
            "battle.drive",
            f"“{card.name}” is a grade {card.grade} {who}: in the {s.fmt.name} format only a "
            f"{who} of grade {s.fmt.min_drive_grade} or more drive checks.",
        )
        return
    n = card.drive
    icon = {2: " (Twin Drive)", 3: " (Triple Drive)"}.get(n, "")
    checks = "one drive check" if n == 1 else f"{n} drive checks, each finished before the next"
    allowed = "" if who == "vanguard" else ", which an ability lets drive check,"
    ctx.emit(
        "drive",
        "battle.drive",
        f"The attacking {who} “{card.name}”{allowed} has drive {n}{icon}: {checks}.",
        (b.attacker,),
    )
    ctx.push(*[Task("drive-check", (i + 1, n)) for i in range(n)])


@task("drive-check")
def drive_check(ctx: Ctx, i: int, n: int) -> None:
    """Reveal the top card into the trigger zone, resolve its trigger, then put it into hand
    (DRIVE-006, DRIVE-007, DRIVE-009)."""
    reveal_for_check(ctx, ctx.state.turn_player, "drive", i, n)


# -------------------------------------------------------------------------- damage


def battle_intact(s: State, b: Battle) -> bool:
    """Both battle opponents are still on the circles where the battle began (DAMAGE-006)."""
    return (
        s.players[s.turn_player].at(b.attacker_circle) == b.attacker
        and s.players[b.target_player].at(b.target_circle) == b.target
    )


@task("hit-check")
def hit_check(ctx: Ctx) -> None:
    """Once the "at the beginning of the damage step" abilities have resolved, compare power:
    equal or greater hits (DAMAGE-003/004; CR 4.55 10.7.1.1-2). With several units being
    attacked, each is compared with the attacker on its own, and each one hit is hit
    (ATTACK-009)."""
    b = ctx.state.battle
    if b is None:
        return
    s = ctx.state
    if not b.also:
        _hit_check_one(ctx, b)
        return
    if s.players[s.turn_player].at(b.attacker_circle) != b.attacker:
        ctx.set_battle(b._replace(hit=False))
        ctx.emit(
            "cancelled",
            "battle.cancelled",
            "The attacking unit has left its circle, so the attack hits nothing.",
            (b.attacker,),
        )
        return
    ap = stats.power(s, b.attacker)
    hits: list[int] = []
    parts: list[str] = []
    for t, tc in b.attacked():
        if s.players[b.target_player].at(tc) != t:
            parts.append(f"“{ctx.name(t)}” has left its circle and is not hit")
            continue
        dp = stats.power(s, t)
        if ap < dp:
            parts.append(f"“{ctx.name(t)}” {dp:,}: not hit")
        elif has_flag(s, t, "cannot-be-hit"):
            parts.append(f"“{ctx.name(t)}” {dp:,}: enough, but it cannot be hit")
        else:
            hits.append(t)
            parts.append(f"“{ctx.name(t)}” {dp:,}: hit")
    ctx.set_battle(b._replace(hit=bool(hits), hits=tuple(hits)))
    ctx.emit(
        "hit-check",
        "battle.hit-check",
        f"Power check, each attacked unit on its own against “{ctx.name(b.attacker)}” "
        f"{ap:,}: " + "; ".join(parts) + ".",
        (b.attacker, *(t for t, _ in b.attacked())),
    )


def _hit_check_one(ctx: Ctx, b: Battle) -> None:
    s = ctx.state
    if not battle_intact(s, b):
        ctx.set_battle(b._replace(hit=False))
        ctx.emit(
            "cancelled",
            "battle.cancelled",
            "A battle opponent has left its circle, so the attack does not hit.",
            (b.attacker, b.target),
        )
        return
    ap, dp = stats.power(s, b.attacker), stats.power(s, b.target)
    hit = ap >= dp
    shielded = hit and has_flag(s, b.target, "cannot-be-hit")
    hit = hit and not shielded
    ctx.set_battle(b._replace(hit=hit, hits=(b.target,) if hit else ()))
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


def hit_units(b: Battle) -> tuple[int, ...]:
    """The attacked units that were hit (a single-target battle set up hit but not yet
    listed counts its target)."""
    if b.hits or not b.hit:
        return b.hits
    return (b.target,)


def _hit_vanguard(b: Battle) -> int | None:
    """The hit vanguard among the attacked units, if any."""
    return next((t for t, tc in b.attacked() if tc == VC and t in hit_units(b)), None)


@task("deal-damage")
def deal_damage(ctx: Ctx) -> None:
    """A hit vanguard is dealt damage equal to the attacker's critical: that many damage
    checks, one at a time (DAMAGE-007, DAMAGE-010)."""
    b = ctx.state.battle
    if b is None or not b.hit:
        return
    vg = _hit_vanguard(b)
    if vg is None:
        return
    crit = stats.critical(ctx.state, b.attacker)
    d = b.target_player
    if crit <= 0:
        ctx.emit(
            "no-damage",
            "battle.hit-vanguard",
            f"“{ctx.name(b.attacker)}” has critical {crit}, so it deals no damage.",
            (b.attacker,),
        )
        return
    checks = "1 damage check" if crit == 1 else f"{crit} damage checks, one at a time"
    ctx.emit(
        "damage",
        "battle.hit-vanguard",
        f"The attack hits {player_name(d)}'s vanguard with critical {crit}: {crit} damage, "
        f"so {checks}.",
        (b.attacker, vg),
    )
    ctx.push(*[Task("damage-check", (d, i + 1, crit)) for i in range(crit)])


@task("hit-result")
def hit_result(ctx: Ctx) -> None:
    """The attack's result is an event: "when ... hits" abilities trigger, or "when ... does
    not hit" ones where the format has that timing (Standard; CR 4.55 10.7.1.6-7)."""
    b = ctx.state.battle
    if b is None:
        return
    if b.hit:
        ctx.timing("attack-hits", card=b.attacker)
        return
    if ctx.state.fmt.did_not_hit_timing:
        ctx.emit(
            "no-hit",
            "battle.no-hit",
            f"“{ctx.name(b.attacker)}” did not hit: no penalty for a failed attack, and "
            "“when ... does not hit” abilities trigger now.",
            (b.attacker,),
        )
        ctx.timing("attack-does-not-hit", card=b.attacker)
    else:
        ctx.emit(
            "no-hit",
            "battle.no-hit",
            f"“{ctx.name(b.attacker)}” did not hit: nothing happens to either side (no "
            "penalty for a failed attack).",
            (b.attacker,),
        )


@task("retire-hit-rear-guard")
def retire_hit_rear_guard(ctx: Ctx) -> None:
    """A hit rear-guard is retired (DAMAGE-008), every hit one when several units were
    attacked (ATTACK-009): Standard at the very end of the damage step, after the hit
    abilities (CR 4.55 10.7.1.10); Classic before them (CR 1.19 7.6.1.8)."""
    b = ctx.state.battle
    if b is None or not b.hit:
        return
    ps = ctx.ps(b.target_player)
    hit = hit_units(b)
    gone = [(t, tc) for t, tc in b.attacked() if tc != VC and t in hit and ps.at(tc) == t]
    if not gone:
        return
    if len(gone) == 1:
        t, tc = gone[0]
        ctx.move_card(
            t,
            "drop",
            "retire",
            "battle.hit-rearguard",
            f"The attack hit the rear-guard “{ctx.name(t)}”: it is retired to the drop "
            "zone (critical does not matter and no damage is dealt).",
            src=tc,
        )
        return
    names = " and ".join(f"“{ctx.name(t)}”" for t, _ in gone)
    ctx.move_cards(
        [Move(t, "drop", src=tc) for t, tc in gone],
        "retire",
        "battle.hit-rearguard",
        f"The attack hit the rear-guards {names}: they are retired to the drop zone together "
        "(critical does not matter and no damage is dealt).",
    )


@task("retire-guardians")
def retire_guardians(ctx: Ctx) -> None:
    """Guardians and interceptors leave after every battle, whatever the result, inside the
    damage step (GUARD-013; Standard: after the hit abilities, CR 4.55 10.7.1.10; Classic:
    after the damage checks, CR 1.19 7.6.1.8)."""
    b = ctx.state.battle
    d = b.target_player if b is not None else 1 - ctx.state.turn_player
    gs = ctx.ps(d).guardians
    if not gs:
        return
    names = ", ".join(f"“{ctx.name(g)}”" for g in gs)
    go = "goes" if len(gs) == 1 else "go"
    ctx.move_cards(
        [Move(g, "drop", src="guardians") for g in gs],
        "retire-guardians",
        "battle.guardians-retire",
        f"The guardian circle is cleared as the damage step ends: {names} {go} to the drop zone"
        + _g_guardians_home(ctx, gs)
        + ".",
    )


def _g_guardians_home(ctx: Ctx, gs: tuple[int, ...]) -> str:
    """The G era: a G guardian leaving the guardian circle goes face up to the G zone
    instead of the drop zone (CR 1.48)."""
    back = [f"“{ctx.name(g)}”" for g in gs if ctx.card(g).is_g]
    if not back:
        return ""
    return f" (the G guardian {', '.join(back)} goes face up to the G zone instead)"


# --------------------------------------------------------------------------- close


@task("close-finish")
def close_finish(ctx: Ctx) -> None:
    """Once the close step's abilities have resolved, the boost and this battle's effects end;
    the battle is over (CLOSE-001..005)."""
    b = ctx.state.battle
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
