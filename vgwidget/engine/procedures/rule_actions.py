"""Rule actions: checked whenever nothing is resolving (between procedure steps).

A player with six or more damage, or with no cards left in the deck, loses; a player
whose vanguard circle is empty must ride a unit from the soul, and loses if they can't;
if both players lose at once the game is a draw (WIN-001..003, WIN-006, WIN-007).
"""

from __future__ import annotations

from ..abilities.queue import schedule
from ..actions import Action
from ..board import opponent, player_name
from ..context import Ctx
from ..moves import do_ride, drop_displaced
from ..moves import end_game as end_game
from ..registry import CANDIDATES, Refusal, check, decision, handler, task
from ..resources import excess_energy, illegal_gauge
from ..state import Result, State, Task

LOSS_DAMAGE = 6


def loss_reason(s: State, p: int) -> tuple[str, str] | None:
    """``(rule, reason)`` if player ``p`` meets a loss condition now."""
    ps = s.players[p]
    if len(ps.damage) >= LOSS_DAMAGE:
        return "win.damage", f"has {len(ps.damage)} damage (6 or more)"
    if not ps.deck:
        return "win.deck-out", "has no cards left in the deck"
    if ps.vanguard is None and not soul_riders(s, p):
        return "win.no-vanguard", "has no vanguard and no unit in the soul to ride"
    return None


def soul_riders(s: State, p: int) -> list[int]:
    return [c for c in s.players[p].soul if s.card(c).is_unit]


def check_rule_actions(ctx: Ctx) -> None:
    """Perform every rule action that applies now, for both players at once (RULEACT-002)."""
    s = ctx.state
    if s.result is not None or s.phase == "setup":
        return
    if (s.players[0].gauge_ties or s.players[1].gauge_ties) and not (
        s.pending or s.players[0].gifts_waiting or s.players[1].gifts_waiting
    ):  # (only once no automatic ability waits: CR 4.55 §13.9.1)
        drop_illegal_gauge(ctx)
        s = ctx.state
    if s.players[0].displaced or s.players[1].displaced:
        drop_displaced(ctx)  # (a unit called over, Classic and Premium: CR 1.19 §8.5.2.4.2)
        s = ctx.state
    if s.players[0].energy or s.players[1].energy:
        excess_energy(ctx)  # (above a crest's limit, CR 4.55 §13.13)
        s = ctx.state
    a, b = s.players
    if (
        len(a.damage) < LOSS_DAMAGE
        and len(b.damage) < LOSS_DAMAGE
        and a.deck
        and b.deck
        and a.circles[0] is not None
        and b.circles[0] is not None
    ):
        if s.pending or a.gifts_waiting or b.gifts_waiting:
            schedule(ctx)
        return  # the usual case: nothing to do
    losses = {p: r for p in (0, 1) if (r := loss_reason(s, p)) is not None}
    if losses:
        if len(losses) == 2:
            reasons = "; ".join(f"{player_name(p)} {r[1]}" for p, r in losses.items())
            end_game(ctx, Result(None, f"both players lose at once ({reasons})", "win.draw"))
        else:
            ((p, (rule, why)),) = losses.items()
            w = opponent(p)
            end_game(
                ctx,
                Result(w, f"{player_name(p)} {why}, so {player_name(w)} wins.", rule),
            )
        return
    for p in (ctx.state.turn_player, opponent(ctx.state.turn_player)):
        if ctx.state.players[p].vanguard is not None:
            continue
        old = ctx.state.decision
        if old is not None and old.kind == "soul-ride":
            return
        if old is not None:
            ctx.push(Task("redecide", tuple(old)))
            ctx.set(decision=None)
        ctx.decide(
            "soul-ride", p, f"{player_name(p)} has no vanguard: choose a unit in the soul to ride."
        )
        return
    s = ctx.state
    if s.pending or s.players[0].gifts_waiting or s.players[1].gifts_waiting:
        schedule(ctx)


def drop_illegal_gauge(ctx: Ctx) -> None:
    """A gauge card whose unit has left the field (or is locked), or whose set order has left
    the order zone, goes to the drop zone (ZONE-033; CR 4.55 §13.9). The rule action waits
    until no automatic ability is waiting to resolve (§13.9.1)."""
    for p, g in illegal_gauge(ctx.state):
        ps = ctx.ps(p)
        holder = next(h for c, h in ps.gauge_ties if c == g)
        ctx.set_player(p, ps._replace(gauge_ties=tuple(t for t in ps.gauge_ties if t[0] != g)))
        gone = (
            "a set order that has left the order zone"
            if ctx.card(holder).type == "set-order"
            else "no longer a unit on the field"
        )
        ctx.move_card(
            g,
            "drop",
            "rule-action",
            "zone.gauge",
            f"“{ctx.name(g)}”, in the gauge of “{ctx.name(holder)}”, which is {gone}, goes to the "
            "drop zone (rule action).",
        )


@task("redecide")
def redecide(ctx: Ctx, kind: str, player: int, prompt: str, data: tuple[object, ...]) -> None:
    """Return to a decision that a rule action or a judge's adjustment interrupted. If the
    board no longer leaves any choice there (e.g. every unit that could take a trigger's power
    was moved away), play goes on without it."""
    ctx.decide(kind, player, prompt, *data)
    if not CANDIDATES[kind](ctx.state):
        ctx.state = ctx.state._replace(decision=None)
        ctx.emit(
            "no-choice",
            "judge.manual",
            f"After the adjustment {player_name(player)} has nothing left to choose there, so "
            "play goes on.",
        )


@decision("soul-ride", ("soul-ride",), "win.no-vanguard")
def soul_ride_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    return [Action("soul-ride", p, card=c) for c in soul_riders(s, p)]


@check("soul-ride")
def soul_ride_check(s: State, a: Action) -> Refusal | None:
    if a.card not in soul_riders(s, a.player):
        return Refusal("win.no-vanguard", "choose a unit from your soul to ride")
    return None


@handler("soul-ride")
def soul_ride(ctx: Ctx, a: Action) -> None:
    """With the vanguard circle empty, a unit from the soul is ridden standing (WIN-003)."""
    assert a.card is not None
    do_ride(ctx, a.player, a.card, "from the soul", "win.no-vanguard", src="soul")
