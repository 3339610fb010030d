"""ACT abilities: offered among the main-phase actions while they can be used, that is in
their owner's main phase, from a zone the ability works in, within its 1/Turn limit, with its
condition met and its cost payable in full (ABILITY-001/002, COST-001). Using one pays the
cost and carries out the effects at once; the main phase then goes on.
"""

from __future__ import annotations

from ..actions import Action
from ..context import Ctx, player_name
from ..registry import MAIN_EXTRAS, Refusal, also_accept, check, handler
from ..state import State, Task
from .conditions import ability_active, conditions_hold, zone_of
from .costs import can_pay
from .index import table_index
from .on_row import off_circle
from .refs import Ref, once_flag, quoted, start


def act_options(s: State, p: int) -> list[Action]:
    """The ACT abilities player ``p`` may use now (main phase only, ABILITY-002)."""
    out: list[Action] = []
    for iid, i in table_index(s.table).act:
        if s.table.owner[iid] == p and act_check(s, Action("act", p, card=iid, number=i)) is None:
            out.append(Action("act", p, card=iid, number=i))
    return out


@check("act")
def act_check(s: State, a: Action) -> Refusal | None:
    """Why this ACT ability may not be used now, if it may not."""
    if a.card is None or a.number is None:
        return Refusal("ability.act", "name the card and which of its abilities to use")
    if not 0 <= a.card < len(s.table.cards):
        return Refusal("ability.act", f"there is no card {a.card}")
    abilities = s.table.cards[a.card].abilities
    if not 0 <= a.number < len(abilities) or abilities[a.number].kind != "ACT":
        return Refusal("ability.act", "that is not an ACT ability of this card")
    ab = abilities[a.number]
    if s.table.owner[a.card] != a.player:
        return Refusal("ability.act", "you may only use your own cards' abilities")
    if s.phase != "main" or s.turn_player != a.player:
        return Refusal("ability.act", "ACT abilities are used in your own main phase")
    if not ability_active(s, a.card):
        return Refusal("ability.act", "a locked or deleted card's abilities cannot be used")
    try:
        zone = zone_of(s, a.card)
    except KeyError:
        zone = "?"
    if zone not in ab.zones:
        return Refusal("ability.zone-marker", f"this ability works only from {', '.join(ab.zones)}")
    row = off_circle(s, a.card, ab)
    if row is not None:
        return Refusal("ability.circle-head", f"this ability works only on {row}")
    if ab.once_per_turn and once_flag(a.card, a.number) in s.turn_flags:
        return Refusal("ability.once-per-turn", "this ability has already been used this turn")
    if not conditions_hold(s, a.card, ab):
        return Refusal("ability.act", "the ability's condition is not met")
    ref = Ref(a.player, a.card, a.number, incarnation=s.incarnation(a.card))
    if not can_pay(s, ref, ab):
        return Refusal("cost.payment", "the cost cannot be paid in full")
    return None


@handler("act")
def act(ctx: Ctx, a: Action) -> None:
    """Use the ACT ability: pay its cost and do its effects, then back to the main phase."""
    assert a.card is not None and a.number is not None
    s = ctx.state
    ab = s.table.cards[a.card].abilities[a.number]
    ctx.emit(
        "act",
        "ability.act",
        f"{player_name(a.player)} uses {quoted(s, a.card)}'s {ab.describe()} ability"
        + (f" ({ab.text})" if ab.text and not ab.manual else "")
        + ".",
        (a.card,),
        actor=a.player,
        decision=True,
    )
    ctx.push(Task("main-offer"))
    start(ctx, Ref(a.player, a.card, a.number, incarnation=ctx.state.incarnation(a.card)), ab)


MAIN_EXTRAS.append(act_options)
also_accept("main", "act")
