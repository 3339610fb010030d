"""Effects on units: power, critical and shield until the end of the turn or battle; "cannot
be hit", "cannot attack", "cannot stand"; stand, rest, retire, bind; lock and delete (through
:mod:`..seal`); attacking several units at once; drive checking as a rear-guard; and holding
the opponent's locks one turn longer (LOCK-007).

A fixed target (this unit, your vanguard, the attacker ...) is affected at once; a "choose"
target asks the player one unit at a time, and takes every candidate without asking when
there is no real choice (TEXT-012).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ... import stats
from ...board import opponent
from ...context import Ctx, player_name
from ...state import RC_NAMES, Mod, State, Task
from ..choices import ask
from ..conditions import per_count
from ..cont import has_flag
from ..foreach2_names import FOREACH_WORDS, foreach_words
from ..grades import unit_grade_fits
from ..model import Effect
from ..name_checks import unit_has_name_part
from ..refs import Ref, ability_of, quoted, rule_of, source_label
from ..seal import seal
from ..targets import fixed_targets, target_options
from ..vocabulary import OPPONENT_CHOOSES


def unit_effect(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """Apply effect ``k`` to its fixed targets, or to the unit just chosen, then ask for the
    next unit while the effect wants more. A change "until end of battle" given when no
    battle is going on is not created at all (CR 4.55 §11.3.1.2.1)."""
    s = ctx.state
    p = ref.player
    rule = rule_of(ability_of(s, ref))
    if e.until == "battle" and s.battle is None:
        ctx.emit(
            "nothing",
            "text.until-end-of-battle",
            f"{quoted(s, ref.card)}'s ability would give something until end of battle, but no "
            "battle is going on, so that part creates no effect.",
            (ref.card,),
        )
        return  # CR 4.55 §11.3.1.2.1: the effect is not created at all
    targets = fixed_targets(s, ref, e.target)
    if targets is not None:
        if not targets:
            ctx.emit(
                "nothing",
                "golden.impossible",
                f"{quoted(s, ref.card)}'s ability has no unit to affect.",
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
    opts = [
        u
        for u in target_options(ctx.state, ref, e.target)
        if u not in chosen
        and unit_grade_fits(ctx.state.table.cards[u], e)  # (grades)
        and (e.name_has is None or unit_has_name_part(ctx.state, u, e.name_has))
    ]
    if not opts:
        if not chosen:
            ctx.emit(
                "nothing",
                "golden.impossible",
                f"{quoted(s, ref.card)}'s ability finds nothing to choose, so that part "
                "does nothing.",
                (ref.card,),
            )
        return
    if len(opts) <= e.n - len(chosen) and not e.up_to:
        for u in opts:  # no real choice: every candidate is taken (TEXT-012)
            _apply_to_unit(ctx, ref, e, u, rule)
        return
    amount = f" {e.amount:+,}" if e.amount else ""
    if e.target in OPPONENT_CHOOSES:
        p = opponent(p)  # "your opponent chooses": they are asked (text.opponent-chooses)
    ask(
        ctx,
        p,
        f"{player_name(p)}: choose a unit for {quoted(s, ref.card)}'s ability "
        f"({e.do.replace('-', ' ')}{amount}).",
        list(opts),
        e.up_to,
        Task("ability-effect", (ref, k, chosen)),
    )


def hold_locks(
    ctx: Ctx, ref: Ref, k: int, e: Effect, chosen: tuple[int, ...], pick: object
) -> None:
    """The opponent's locked cards skip their next unlock and stay locked until the end of
    their following turn (LOCK-007)."""
    s = ctx.state
    foe = opponent(ref.player)
    ctx.set(marks=ctx.state.marks._replace(unlock_held=ctx.state.marks.unlock_held | {foe}))
    ctx.emit(
        "locks-held",
        "lock.extended",
        f"{player_name(foe)}'s locked cards will not unlock at the end of their next turn, "
        f"only at the end of their turn after that ({source_label(s, ref)}).",
        (ref.card,),
    )


# ------------------------------------------------------------------- one unit


_PER_WORDS = {
    "rear-guard": "rear-guard(s)",
    "other-rear-guard": "other rear-guard(s)",
    "locked-card": "locked card(s)",
    "unit-in-harmony": "unit(s) in harmony",
    "unit-in-harmony-by-2": "pair(s) of units in harmony",
    "unit-in-harmony-by-3": "group(s) of three units in harmony",
    "open-circle": "open rear-guard circle(s)",
    "open-front-circle": "open front-row rear-guard circle(s)",
    "damage-face-up-card": "face-up card(s) in the damage zone",
    "gzone-face-up-card": "face-up card(s) in the G zone",
    "rest-rear-guard": "rested rear-guard(s)",
    "grade-0-rear-guard": "grade 0 rear-guard(s)",
    "grade-1-rear-guard": "grade 1 rear-guard(s)",
    **{f"{z}-card": f"card(s) in the {w}" for z, w in (("soul", "soul"), ("hand", "hand"),
       ("damage", "damage zone"), ("drop", "drop zone"), ("bind", "bind zone"))},
    **FOREACH_WORDS,
}  # fmt: skip
"""How the log names what an amount was counted per (``Effect.per`` without its owner)."""


def _apply_to_unit(ctx: Ctx, ref: Ref, e: Effect, u: int, rule: str) -> None:
    """Do what effect ``e`` says to unit ``u``. An amount counted "for each" (``e.per``) is
    counted now, as this part of the effect is carried out, and the log says how."""
    s = ctx.state
    label = source_label(s, ref)
    if e.per is not None:
        times = per_count(s, ref.card, e.per)
        owner = s.table.owner[ref.card]
        whose, what = e.per.split("-", 1)
        name = player_name(owner if whose == "your" else 1 - owner)
        label += f", {e.amount:+,} for each of {name}'s {times} "
        label += _PER_WORDS.get(what) or foreach_words(what)
        e = replace(e, amount=e.amount * times, per=None)
    _ON_UNIT[e.do](ctx, s, u, e, rule, label)


def _span(e: Effect) -> tuple[str, str]:
    """How long a unit's change lasts: ``(until, words)``, the end of the battle or the turn."""
    until = "battle" if e.until == "battle" else "turn"
    return until, "until end of battle" if until == "battle" else "until end of turn"


_NOW = {"power": stats.power, "critical": stats.critical, "shield": stats.shield}


def _stat(ctx: Ctx, s: State, u: int, e: Effect, rule: str, label: str) -> None:
    """+N power, critical or shield until the end of the turn or battle."""
    until, span = _span(e)
    ctx.add_mod(Mod(u, e.do, e.amount, until, f"{label} ability", rule))
    now = _NOW[e.do](ctx.state, u)
    ctx.emit(
        e.do,
        rule,
        f"{quoted(s, u)} gets {e.amount:+,} {e.do} {span} ({label}): now {now:,}.",
        (u,),
    )


def _prohibit(ctx: Ctx, s: State, u: int, e: Effect, rule: str, label: str) -> None:
    """The unit cannot be hit, cannot attack or cannot stand until the end of the turn or
    battle."""
    until, span = _span(e)
    ctx.add_mod(Mod(u, e.do, 1, until, f"{label} ability", rule))
    what = e.do.replace("-", " ")
    ctx.emit(e.do, rule, f"{quoted(s, u)} {what} {span} ({label}).", (u,))


def _stand(ctx: Ctx, s: State, u: int, e: Effect, rule: str, label: str) -> None:
    """The unit stands, unless an effect says it cannot: the prohibition wins (GEN-004)."""
    if has_flag(s, u, "cannot-stand"):
        ctx.emit(
            "prohibited",
            "golden.cannot-wins",
            f"{quoted(s, u)} would stand ({label}), but an effect says it cannot stand: the "
            "prohibition wins and it stays rested.",
            (u,),
        )
        return
    ctx.stand(u)
    ctx.emit("stand", rule, f"{quoted(s, u)} stands ({label}).", (u,))


def _rest(ctx: Ctx, s: State, u: int, e: Effect, rule: str, label: str) -> None:
    """The unit rests."""
    ctx.rest(u)
    ctx.emit("rest", rule, f"{quoted(s, u)} rests ({label}).", (u,))


def _retire(ctx: Ctx, s: State, u: int, e: Effect, rule: str, label: str) -> None:
    """The unit is retired to the drop zone."""
    ctx.move_card(u, "drop", "retire", "text.retire", f"{quoted(s, u)} is retired ({label}).")


def _bind(ctx: Ctx, s: State, u: int, e: Effect, rule: str, label: str) -> None:
    """The unit is bound (put into the bind zone)."""
    ctx.move_card(u, "bind", "bind", "keyword.bind", f"{quoted(s, u)} is bound ({label}).")


def _lock(ctx: Ctx, s: State, u: int, e: Effect, rule: str, label: str) -> None:
    """A rear-guard turns face down and is no unit until the end of its owner's turn."""
    if s.locate(u)[1] not in RC_NAMES or u in s.locked:
        ctx.emit("nothing", "golden.impossible", f"{quoted(s, u)} is no rear-guard to lock.")
        return
    seal(ctx, u, "lock")
    ctx.emit(
        "lock",
        "card.lock",
        f"{quoted(s, u)} is locked ({label}): it turns face down and is no longer a unit until "
        "the end of its owner's turn.",
        (u,),
    )


def _delete(ctx: Ctx, s: State, u: int, e: Effect, rule: str, label: str) -> None:
    """A vanguard (with its legion mate) turns face down: 0 power and no text until the end
    of its owner's turn."""
    if u in s.deleted:
        ctx.emit("nothing", "golden.impossible", f"{quoted(s, u)} is already deleted.")
        return
    cards = seal(ctx, u, "delete")
    mate = (
        " with its legion mate " + ", ".join(quoted(s, m) for m in cards[1:]) + ", side by side"
        if len(cards) > 1
        else ""
    )
    ctx.emit(
        "delete",
        "legion.deleted" if len(cards) > 1 else "card.delete",
        f"{quoted(s, u)} is deleted{mate} ({label}): face down, 0 power and no text until the "
        "end of its owner's turn.",
        cards,
    )


def _attack_several(ctx: Ctx, s: State, u: int, e: Effect, rule: str, label: str) -> None:
    """The unit's attacks may target several front-row units at once."""
    # several grants do not add up: the unit attacks as many units as the largest names
    # (ATTACK-010), chosen as the attack is declared (battle.multi-target)
    until, span = _span(e)
    ctx.add_mod(Mod(u, e.do, e.amount, until, f"{label} ability", rule))
    ctx.emit(
        e.do,
        rule,
        f"{quoted(s, u)}'s attacks may target up to {e.amount} of the opponent's front-row "
        f"units at once {span} ({label}).",
        (u,),
    )


def _can_drive_check(ctx: Ctx, s: State, u: int, e: Effect, rule: str, label: str) -> None:
    """The unit drive checks even when it attacks as a rear-guard."""
    until, span = _span(e)
    ctx.add_mod(Mod(u, e.do, 1, until, f"{label} ability", rule))
    ctx.emit(
        e.do,
        rule,
        f"{quoted(s, u)} drive checks even when it attacks as a rear-guard {span} ({label}).",
        (u,),
    )


_ON_UNIT: dict[str, Callable[[Ctx, State, int, Effect, str, str], None]] = {
    "power": _stat,
    "critical": _stat,
    "shield": _stat,
    "cannot-be-hit": _prohibit,
    "cannot-attack": _prohibit,
    "cannot-stand": _prohibit,
    "stand": _stand,
    "rest": _rest,
    "retire": _retire,
    "bind": _bind,
    "lock": _lock,
    "delete": _delete,
    "attack-several": _attack_several,
    "can-drive-check": _can_drive_check,
}

UNIT_EFFECTS = frozenset(_ON_UNIT)
"""The effects that act on units (a fixed target or units chosen one at a time)."""
