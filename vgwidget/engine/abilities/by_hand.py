"""Manual abilities: printed text the engine cannot read, kept on purpose so that the judge
resolves it by hand (judge.manual-ability).

A card keeps an ability as manual when its data says so (a ``{"manual": true, "text": ...}``
record, or ``"unread": "manual"`` on a card given by its text). The engine knows of such an
ability only what its head says: its kind, where it works, an AUTO ability's timing, 1/Turn.

* a manual **AUTO** ability whose timing was read triggers at that timing and waits in the
  queue like any other (its owner chooses the order as usual); when it resolves, the game
  stops at a ``manual-ability`` decision whose prompt carries the ability's full text: the
  judge applies its effect with a correction (:meth:`~vgwidget.engine.game.Game.correct`),
  then ends the resolution with ``use`` (resolved), or ``decline`` (not used, or it does
  nothing);
* a manual **ACT** ability is offered among the main-phase actions like any ACT ability;
  using it stops at the same decision, and the judge pays its cost by hand in the same
  correction as its effect;
* a manual **ORDER** (an order card's text) is played like any order and resolves the same
  way;
* a manual **CONT** ability is shown on its card; the judge applies its continuous change by
  corrections;
* a manual ability whose head was not read (or an AUTO ability whose timing was not) never
  triggers by itself: the judge puts it into play with the adjustment
  ``Action("manual", owner, card=iid, target="trigger:N")`` (its N-th ability, counted from
  1), and it then waits and resolves like any triggered ability.

The ability's text is shown only to those who may see its card: a card in a hand has its
text shown to its owner (and the judge) only.
"""

from __future__ import annotations

from ..actions import Action
from ..context import Ctx, player_name
from ..registry import Refusal, decision, task
from ..state import State
from ..view import can_see
from .refs import Ref, ability_of, once_flag, quoted

RULE = "judge.manual-ability"
"""The catalogue rule every step of a manual ability cites."""
TRIGGER = "trigger"
"""The manual adjustment ``trigger:N`` puts a card's N-th (manual) ability into play."""


def public(s: State, iid: int) -> bool:
    """Whether both players may see card ``iid`` where it is now (so its text is public)."""
    zone = s.locate(iid)[1]
    return can_see(s, iid, zone, 0) and can_see(s, iid, zone, 1)


def hidden(s: State, iid: int, redacted: str) -> tuple[int | None, str | None]:
    """The event's ``private`` and ``redacted`` fields: a hidden card's ability text is for its
    owner (and the judge); everyone else reads ``redacted``."""
    if public(s, iid):
        return None, None
    return s.table.owner[iid], redacted


def _shown(s: State, iid: int, text: str) -> str:
    """The ability's text as a prompt carries it: in full when its card is public; quoted
    otherwise, so that the other player reads "a card" in its place (view.prompt_for)."""
    if public(s, iid):
        return text
    return "“" + text.replace("“", '"').replace("”", '"') + "”"


@task("manual-ability")
def manual_ability(ctx: Ctx, ref: Ref) -> None:
    """A manual ability resolves: the game stops for the judge, who reads its text, applies
    its effect by hand with a correction, and ends the resolution."""
    s = ctx.state
    ab = ability_of(s, ref)
    who = player_name(ref.player)
    name = quoted(s, ref.card)
    private, redacted = hidden(
        s, ref.card, f"{who}'s hidden card has an ability the judge resolves by hand."
    )
    ctx.emit(
        "manual-ability",
        RULE,
        f"{who}'s {name}: the engine cannot read this ability, so the judge resolves it by "
        f"hand: {ab.text}",
        (ref.card,),
        private=private,
        redacted=redacted,
    )
    ctx.decide(
        "manual-ability",
        ref.player,
        f"Judge: resolve {name}'s ability by hand (the engine cannot read it): "
        f"{_shown(s, ref.card, ab.text)} Apply its effect (and pay its cost) with a correction, "
        "then 'use' to end it, or 'decline' if it is not used.",
        ref,
    )


@decision("manual-ability", ("use", "decline"), RULE)
def manual_candidates(s: State) -> list[Action]:
    """End the manual resolution: resolved by hand (``use``), or not used (``decline``).
    The judge's corrections are taken meanwhile, as at any decision."""
    assert s.decision is not None
    p = s.decision.player
    return [Action("use", p), Action("decline", p)]


def finish(ctx: Ctx, a: Action, ref: Ref, resolved: bool) -> None:
    """The judge ends a manual ability's resolution: resolved by hand (its 1/Turn is then
    spent) or not used."""
    s = ctx.state
    ab = ability_of(s, ref)
    name = quoted(s, ref.card)
    if resolved and ab.once_per_turn:
        ctx.flag(once_flag(ref.card, ref.ability))
    text = (
        f"The judge has resolved {name}'s ability by hand."
        if resolved
        else f"{name}'s ability is not used: the judge ends it with nothing done."
    )
    private, redacted = hidden(
        s, ref.card, "The judge ends the resolution of a hidden card's ability."
    )
    ctx.emit(
        "use" if resolved else "decline",
        RULE,
        text,
        (ref.card,),
        actor=a.player,
        decision=True,
        private=private,
        redacted=redacted,
    )


# ------------------------------------------------------------------ the judge puts it into play
def trigger_check(s: State, a: Action, arg: str) -> Refusal | None:
    """Why the judge may not put this ability into play by hand, if not: it must be a manual
    ability of the card (not a CONT one, which applies by corrections)."""
    assert a.card is not None
    abilities = s.table.cards[a.card].abilities
    try:
        n = int(arg)
    except ValueError:
        return Refusal(RULE, f"say which ability: trigger:N, N from 1 to {len(abilities)}")
    if not 1 <= n <= len(abilities):
        return Refusal(RULE, f"the card has {len(abilities)} abilit(ies), not an ability {n}")
    ab = abilities[n - 1]
    if not ab.manual:
        return Refusal(RULE, "only a manual ability is put into play by hand (the engine "
                             "triggers and offers the others itself)")  # fmt: skip
    if ab.kind == "CONT":
        return Refusal(RULE, "a CONT ability does not resolve: apply its change by corrections")
    return None


def trigger(ctx: Ctx, a: Action, arg: str) -> None:
    """The judge puts a manual ability into play: it waits in the queue from now and resolves
    at the next check timing like any triggered ability."""
    assert a.card is not None
    s = ctx.state
    iid, i = a.card, int(arg) - 1
    owner = s.table.owner[iid]
    ref = Ref(owner, iid, i, iid, TRIGGER, (), s.incarnation(iid))
    ctx.set(pending=(*s.pending, ref))
    name = quoted(s, iid)
    private, redacted = hidden(
        s, iid, "Manual adjustment by the judge: a hidden card's ability is put into play by hand."
    )
    ctx.emit(
        "ability-trigger",
        RULE,
        f"Manual adjustment by the judge: {player_name(owner)}'s {name}'s ability is put into "
        f"play by hand and waits to resolve: {s.table.cards[iid].abilities[i].text}",
        (iid,),
        actor=a.player,
        decision=True,
        private=private,
        redacted=redacted,
    )


__all__ = ["RULE", "finish", "hidden", "manual_ability", "manual_candidates", "public", "trigger"]
