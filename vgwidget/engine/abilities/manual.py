"""A judge's manual adjustments: for effects the card format cannot express.

An adjustment is an explicit action of kind ``manual``, logged under rule
``judge.manual`` and marked as manual in its event text, e.g.::

    Action("manual", 0, card=12, target="move:drop")        # put a card in the drop zone
    Action("manual", 0, card=12, target="move:FL")          # onto an empty circle
    Action("manual", 1, card=40, target="power:+5000")      # until end of turn
    Action("manual", 1, card=40, target="critical:-1")
    Action("manual", 0, card=12, target="rest")             # rest | stand | face-down | face-up
    Action("manual", 0, card=12, target="lock")             # lock | unlock (a rear-guard)
    Action("manual", 0, card=3, target="delete")            # delete | undelete (the vanguard)
    Action("manual", 0, card=12, target="trigger:2")        # its 2nd ability (a manual one)
                                                             # is put into play (.by_hand)

``player`` is the card's owner. Adjustments are accepted at any decision point (they
are not listed among the legal actions: they are the judge's tool, not a player's move).

A **correction** groups several adjustments into one, with the judge's reason, which both
players read (so it must not name a card one of them may not see)::

    Action("manual", 0, target="correction: the Knight was never retired", number=2)
    Action("manual", 0, card=12, target="move:FL")
    Action("manual", 0, card=40, target="stand")

``number`` says how many adjustments follow. Until the last of them, nothing else is taken and
no check timing comes between them (a vanguard moved away and then back is never replaced
from the soul in between); after the last, the check timing comes and the decision is asked
again about the board as it now is. :meth:`vgwidget.engine.game.Game.correct` does it in one
call, and takes everything back if any adjustment is refused.
"""

from __future__ import annotations

from typing import Any

from ..actions import Action
from ..context import Ctx, player_name
from ..registry import Refusal, check, handler
from ..state import CIRCLE_INDEX, CIRCLE_NAMES, REAR_CIRCLES, VC, ZONE_NAMES, ZONES, Mod, State
from ..view import can_see
from .by_hand import TRIGGER, trigger, trigger_check
from .seal import seal, sealed_with, unseal

MOVE_ZONES = tuple(z for z in ZONES if z not in ("guardians", "trigger"))
STATS = ("power", "critical", "shield")
FLAGS = ("rest", "stand", "face-down", "face-up", "lock", "unlock", "delete", "undelete")
CORRECTION = "correction:"
"""A manual action whose target starts so opens a correction (the reason follows)."""
MAX_CORRECTION = 50
"""At most this many adjustments in one correction."""
MAX_REASON = 500
"""At most this many characters of reason."""


def _parse(target: str | None) -> tuple[str, str] | None:
    if target is None:
        return None
    if target in FLAGS:
        return target, ""
    head, _, arg = target.partition(":")
    if head in ("move", TRIGGER, *STATS) and arg:
        return head, arg
    return None


def _correction_check(s: State, a: Action) -> Refusal | None:
    rule = "judge.correction"
    if s.correcting:
        return Refusal(rule, f"a correction is open: {s.correcting} adjustment(s) of it to go")
    if a.card is not None:
        return Refusal(rule, "a correction names no card: its adjustments follow it")
    reason = (a.target or "")[len(CORRECTION) :].strip()
    if not reason:
        return Refusal(rule, 'say why: "correction: <reason>"')
    if len(reason) > MAX_REASON:
        return Refusal(rule, f"the reason is {len(reason):,} characters (at most {MAX_REASON})")
    n = a.number
    if not isinstance(n, int) or not 1 <= n <= MAX_CORRECTION:
        return Refusal(
            rule, f"number says how many adjustments follow (1 to {MAX_CORRECTION}), not {n!r}"
        )
    return None


@check("manual")
def manual_check(s: State, a: Action) -> Refusal | None:
    rule = "judge.manual"
    if a.target is not None and a.target.startswith(CORRECTION):
        return _correction_check(s, a)
    if a.number is not None:
        return Refusal(rule, "only a correction takes a number (of adjustments to follow)")
    if a.card is None or not 0 <= a.card < len(s.table.cards):
        return Refusal(rule, "name the card to adjust by its instance id")
    if s.table.owner[a.card] != a.player:
        return Refusal(rule, f"card {a.card} belongs to {player_name(s.table.owner[a.card])}")
    parsed = _parse(a.target)
    if parsed is None:
        return Refusal(
            rule,
            "say what to do: move:ZONE, move:CIRCLE, power:+N, critical:+N, shield:+N, rest, "
            "stand, face-down, face-up, lock, unlock, delete, undelete, trigger:N (a manual "
            "ability), or open a correction "
            '("correction: <reason>" with the number of adjustments that follow)',
        )
    what, arg = parsed
    where = s.locate(a.card)[1]
    if what == TRIGGER:
        return trigger_check(s, a, arg)
    if what == "move":
        if arg in CIRCLE_INDEX:
            if not s.players[s.table.owner[a.card]].has_circle(arg):
                return Refusal(rule, f"there is no {arg} circle on that field")
            if s.players[a.player].at(arg) is not None:
                return Refusal(rule, f"the {arg} circle is occupied: move that card away first")
            if arg == VC and not s.table.cards[a.card].is_unit:
                return Refusal(rule, "only a unit can stand on the vanguard circle")
        elif arg not in (*MOVE_ZONES, "deck-bottom"):
            return Refusal(rule, f"unknown destination {arg!r}")
    elif what in STATS:
        try:
            int(arg)
        except ValueError:
            return Refusal(rule, f"{arg!r} is not a whole number")
        if where not in CIRCLE_INDEX and where != "guardians":
            return Refusal(rule, "power, critical and shield belong to units on the field")
    elif what in ("rest", "stand") and where not in CIRCLE_INDEX and where != "guardians":
        return Refusal(rule, "only a card on a circle can rest or stand")
    elif what == "lock" and (where not in REAR_CIRCLES or a.card in s.locked):
        return Refusal("card.lock", "only a rear-guard that is not locked can be locked")
    elif what == "unlock" and a.card not in s.locked:
        return Refusal("card.lock", "that card is not locked")
    elif what == "delete" and (where != VC or a.card in s.deleted):
        return Refusal("card.delete", "only a vanguard that is not deleted can be deleted")
    elif what == "undelete" and a.card not in s.deleted:
        return Refusal("card.delete", "that card is not deleted")
    return None


@handler("manual")
def manual(ctx: Ctx, a: Action) -> None:
    if a.target is not None and a.target.startswith(CORRECTION):
        assert a.number is not None
        ctx.set(correcting=a.number)
        reason = a.target[len(CORRECTION) :].strip()
        ctx.emit(
            "correction",
            "judge.correction",
            f"The judge makes a correction ({a.number} adjustment(s) follow): {reason}",
            actor=a.player,
            decision=True,
        )
        return
    if ctx.state.correcting:
        ctx.set(correcting=ctx.state.correcting - 1)
    _adjust(ctx, a)


def _adjust(ctx: Ctx, a: Action) -> None:
    assert a.card is not None
    parsed = _parse(a.target)
    assert parsed is not None
    what, arg = parsed
    if what == TRIGGER:
        trigger(ctx, a, arg)
        return
    name = f"“{ctx.name(a.card)}”"
    iid = a.card
    owner = ctx.state.table.owner[iid]
    other = 1 - owner
    # the same view rules as every event: a card the other player may not see, before or
    # after the adjustment, is named only to its owner (and the judge)
    seen_before = can_see(ctx.state, iid, ctx.state.locate(iid)[1], other)

    def privacy(after: State, redacted: str) -> dict[str, Any]:
        if seen_before and can_see(after, iid, after.locate(iid)[1], other):
            return {}
        return {"private": owner, "redacted": f"Manual adjustment by the judge: {redacted}."}

    if what == "move":
        # a judge's move is a zone change like any other: new card, its timings fire
        if arg in CIRCLE_INDEX:
            to, bottom, text = arg, False, f"moves {name} to the {CIRCLE_NAMES[arg]}"
        elif arg == "deck-bottom":
            to, bottom, text = "deck", True, f"puts {name} on the bottom of the deck"
        else:
            to, bottom = arg, False
            text = f"moves {name} to the {ZONE_NAMES.get(arg, arg.replace('_', ' '))}"
        hidden_after = to in ("deck", "hand", "ride_deck", "gzone")
        where_to = ZONE_NAMES.get(to, CIRCLE_NAMES.get(to, to))
        private: dict[str, Any] = {}
        if not seen_before or hidden_after:
            private = {
                "private": owner,
                "redacted": f"Manual adjustment by the judge: a card is moved to the {where_to}.",
            }
        ctx.move_card(
            a.card,
            to,
            "manual",
            "judge.manual",
            f"Manual adjustment by the judge: {text}.",
            bottom=bottom,
            actor=a.player,
            decision=True,
            **private,
        )
        return
    if what in STATS:
        n = int(arg)
        ctx.add_mod(Mod(a.card, what, n, "turn", "judge adjustment", "judge.manual"))
        text = f"gives {name} {n:+,} {what} until end of turn"
    elif what == "rest":
        ctx.rest(a.card)
        text = f"rests {name}"
    elif what == "stand":
        ctx.stand(a.card)
        text = f"stands {name}"
    elif what == "face-down":
        ctx.set(face_down=ctx.state.face_down | {a.card})
        text = f"turns {name} face down"
    elif what == "face-up":
        ctx.set(face_down=ctx.state.face_down - {a.card})
        text = f"turns {name} face up"
    elif what in ("lock", "delete"):
        seal(ctx, a.card, what)
        text = f"{what}s {name} (face down)"
    else:
        unseal(ctx, sealed_with(ctx.state, a.card, what[2:]), what[2:])
        text = f"{what}s {name} (face up)"
    ctx.emit(
        "manual",
        "judge.manual",
        f"Manual adjustment by the judge: {text}.",
        (a.card,),
        actor=a.player,
        decision=True,
        **privacy(ctx.state, "a hidden card is adjusted"),
    )


__all__ = ["REAR_CIRCLES", "manual", "manual_check"]
