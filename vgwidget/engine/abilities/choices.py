"""What a player answers while something resolves: whether to use an optional ability
("may", TEXT-004; COST-002), a yes/no question inside an effect (:func:`confirm`), and which
card or circle to choose (:func:`ask`; "choose" and "choose up to", TEXT-011/012).

The abilities, the Imaginary Gifts and the battle procedures all ask through these prompts.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Action
from ..board import opponent
from ..context import Ctx, player_name
from ..registry import Refusal, check, decision, handler
from ..state import CIRCLE_NAMES, State, Task
from ..view import can_see
from .by_hand import finish
from .refs import Ref, ability_of, quoted, start

# ----------------------------------------------------------------- use or decline


@decision("use-ability", ("use", "decline"), "text.you-may")
def use_candidates(s: State) -> list[Action]:
    """Whether to use an optional ability: use it (and pay its cost) or decline."""
    assert s.decision is not None
    p = s.decision.player
    return [Action("use", p), Action("decline", p)]


@check("use")
def use_check(s: State, a: Action) -> Refusal | None:
    """Saying yes to a "may" is always allowed."""
    return None


@check("decline")
def decline_check(s: State, a: Action) -> Refusal | None:
    """Saying no to a "may" is always allowed."""
    return None


def confirm(ctx: Ctx, player: int, prompt: str, then: Task) -> None:
    """Ask a yes/no question inside an effect ("draw another card?"): ``use`` runs ``then``
    with the answer ``True`` appended; ``decline`` with ``None``."""
    ctx.decide("confirm", player, prompt, then)


@decision("confirm", ("use", "decline"), "text.you-may")
def confirm_candidates(s: State) -> list[Action]:
    """The two answers to a yes/no question inside an effect."""
    assert s.decision is not None
    p = s.decision.player
    return [Action("use", p), Action("decline", p)]


def _answer(ctx: Ctx, a: Action, yes: bool) -> None:
    """Log the answer to a yes/no question and carry on with the effect, the answer appended."""
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
    if d.kind == "manual-ability":  # the judge ends a manual ability's resolution
        finish(ctx, a, ref, yes)
        return
    text = (
        f"{player_name(a.player)} uses the ability."
        if yes
        else f"{player_name(a.player)} chooses not to use {quoted(ctx.state, ref.card)}'s ability."
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
    """Yes: use the ability, or answer yes."""
    _use_or_decline(ctx, a, True)


@handler("decline")
def decline(ctx: Ctx, a: Action) -> None:
    """No: let the ability go, or answer no."""
    _use_or_decline(ctx, a, False)


# ------------------------------------------------------------------------- choose


def ask(
    ctx: Ctx, player: int, prompt: str, options: Sequence[int | str], up_to: bool, then: Task
) -> None:
    """Ask ``player`` to choose one of ``options`` (card ids or circle names); the choice is
    appended to ``then``'s arguments and ``then`` runs. With ``up_to`` they may stop."""
    ctx.decide("choose", player, prompt, tuple(options), up_to, then)


@decision("choose", ("choose",), "text.choose")
def choose_candidates(s: State) -> list[Action]:
    """One action per option, and "nothing more" when the text says "up to"."""
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
    """The choice must be one of the options; stopping is allowed only with "up to"."""
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
    """Log the choice (a card in a hidden zone stays secret from the opponent) and carry on
    with it."""
    d = ctx.state.decision
    assert d is not None
    then = d.data[2]
    assert isinstance(then, Task)
    pick = a.card if a.card is not None else a.circle
    secret = False
    if pick is None:
        what, rule = "nothing more (“up to” allows stopping here)", "text.choose-up-to"
    elif isinstance(pick, int):
        what, rule = quoted(ctx.state, pick), "text.choose"
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
