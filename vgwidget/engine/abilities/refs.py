"""An ability on its way to resolving: which one it is (:class:`Ref`), how the explain log
names it and its card, the marks its 1/Turn and first-chance limits leave on the turn, and how
its resolution starts once it is used (costs first, then effects).

Everything above this module (choices, the queue, costs, effects, ACT and orders) speaks of
abilities through these few names.
"""

from __future__ import annotations

from typing import NamedTuple

from ..cards import label
from ..context import Ctx
from ..state import State, Task
from .model import Ability
from .vocabulary import KEYWORDS


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
    """The ability ``ref`` points at, as its card prints it."""
    return s.table.cards[ref.card].abilities[ref.ability]


def rule_of(ab: Ability) -> str:
    """The rule the log cites for what the ability does: its keyword's rule when it has one
    (forerunner, sentinel ...), else the rule of its kind (AUTO, ACT, CONT, order)."""
    if ab.manual:
        return "judge.manual-ability"
    if ab.keyword in KEYWORDS:
        return f"keyword.{ab.keyword}"
    return {
        "AUTO": "ability.auto",
        "ACT": "ability.act",
        "CONT": "ability.cont",
        "ORDER": "order.play",
    }[ab.kind]


def quoted(s: State, iid: int) -> str:
    """How the log names a card: its label in quotes."""
    cards = s.table.cards
    return f"“{label(cards[iid], cards)}”"


def source_label(s: State, ref: Ref) -> str:
    """The name of the card whose ability is acting, as the log adds it after an effect."""
    return f"{s.table.cards[ref.card].name}"


def once_flag(iid: int, index: int) -> str:
    """The turn flag that says a 1/Turn ability of this card has been used this turn."""
    return f"once:{iid}:{index}"


def first_flag(iid: int, index: int) -> str:
    """The turn flag that says a first-chance ability has had its chance this turn
    (ABILITY-010)."""
    return f"first:{iid}:{index}"


def start(ctx: Ctx, ref: Ref, ab: Ability) -> None:
    """Pay the costs one by one, then carry out the effects one by one (a manual ability:
    the judge does both by hand, :mod:`.by_hand`)."""
    if ab.manual:
        ctx.push(Task("manual-ability", (ref,)))
        return
    if ab.once_per_turn:
        ctx.flag(once_flag(ref.card, ref.ability))
    ctx.push(
        # (a cost such as "retire this unit" is written with 0: it is paid once)
        *[Task("ability-cost", (ref, j, max(n, 1))) for j, (_, n) in enumerate(ab.costs)],
        *[Task("ability-effect", (ref, e)) for e in range(len(ab.effects))],
    )
