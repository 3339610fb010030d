"""XoverDress (CR 4.55 §6.8, §14.49; the XoverDress section of the official rules).

In your main phase a unit in hand with XoverDress may be put on one of your rear-guard circles
over several of your rear-guards at once: one rear-guard for each name its XoverDress names
(its dress sources). Those rear-guards all move to that circle and become its originalDress,
under it and no longer units (any originalDress they had pass to the new unit), and the
XoverDress card stands there as the one unit, with its own abilities. The CR sets no grade
limit. Any other unit left on that circle goes to the drop zone by the rule action that
follows. It is not a call: "placed on RC" abilities trigger, and so does "when placed by
XoverDress".

The unit is then in the XoverDress state, which is not the overDress state (§6.8.5): an
ability that asks for an overDressed unit does not see it. Its originalDress behave as under
overDress: they leave with it (``Ctx.move_cards``) and become ordinary cards off the field.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, permutations

from ..actions import Action
from ..board import circle_name, player_name
from ..context import Ctx, Move
from ..registry import MAIN_EXTRAS, Refusal, also_accept, check, handler
from ..state import State, Task

TIMING = "placed-by-xoverdress"
RULE = "overdress.xoverdress"


def _sources(s: State, p: int) -> list[int]:
    """The player's rear-guards that could be dress sources (a locked card is no rear-guard)."""
    ps = s.players[p]
    out = []
    for c in ps.rear_circles():
        u = ps.at(c)
        if u is not None and u not in s.locked:
            out.append(u)
    return out


def names_match(s: State, names: Sequence[str], units: Sequence[int]) -> bool:
    """Whether ``units`` (each a different rear-guard) can be matched one to one with the
    names an XoverDress asks for (§14.49.2: one rear-guard meeting each condition)."""
    if len(units) != len(names) or len(set(units)) != len(units):
        return False
    got = [s.table.cards[u].name for u in units]
    return any(list(order) == list(names) for order in permutations(got))


def xoverdress_options(s: State, p: int) -> list[Action]:
    """Every XoverDress the player may make now (main phase): each card, each set of
    rear-guards that meets its names, each of the player's rear-guard circles."""
    if not s.fmt.modern_mechanics or s.phase != "main" or s.turn_player != p:
        return []
    ps = s.players[p]
    out: list[Action] = []
    pool = _sources(s, p)
    for c in ps.hand:
        names = s.table.cards[c].xoverdress
        if not names or len(pool) < len(names):
            continue
        for group in combinations(pool, len(names)):
            if not names_match(s, names, group):
                continue
            for circle in ps.rear_circles():
                a = Action("xoverdress", p, card=c, circle=circle, cards=tuple(sorted(group)))
                if xoverdress_check(s, a) is None:
                    out.append(a)
    return out


@check("xoverdress")
def xoverdress_check(s: State, a: Action) -> Refusal | None:
    """In your own main phase, from hand, onto one of your rear-guard circles, over one
    rear-guard of yours for each name the card's XoverDress names (CR 4.55 §14.49.2)."""
    p = a.player
    if not s.fmt.modern_mechanics:
        return Refusal(RULE, f"{s.fmt.name.capitalize()} has no XoverDress")
    if s.phase != "main" or s.turn_player != p:
        return Refusal(RULE, "XoverDress is done in your own main phase")
    ps = s.players[p]
    if a.card is None or a.card not in ps.hand:
        return Refusal(RULE, "the XoverDress card must be in your hand")
    card = s.table.cards[a.card]
    if not card.xoverdress:
        return Refusal(RULE, f"“{card.name}” has no XoverDress")
    if a.circle is None or a.circle not in ps.rear_circles():
        return Refusal(RULE, "XoverDress goes on one of your rear-guard circles")
    mine = set(_sources(s, p))
    for u in a.cards:
        if u not in mine:
            what = "a locked card" if u in s.locked else "a card"
            return Refusal(
                RULE, f"{what} that is not one of your rear-guards cannot be put under it"
            )
    if not names_match(s, card.xoverdress, a.cards):
        want = " and ".join(f"“{n}”" for n in card.xoverdress)
        return Refusal(
            RULE,
            f"“{card.name}” goes over {len(card.xoverdress)} rear-guards of yours: {want}, "
            "each a different rear-guard",
        )
    there = ps.at(a.circle)
    if there is not None and there not in a.cards and there in s.locked:
        return Refusal("card.lock", "a locked card's circle cannot take the XoverDress unit")
    return None


@handler("xoverdress")
def xoverdress(ctx: Ctx, a: Action) -> None:
    """The named rear-guards move to the circle as originalDress under the card from hand,
    which is placed standing as the one unit there; a unit left on the circle goes to the drop
    zone by rule action (CR 4.55 §6.8.3)."""
    assert a.card is not None and a.circle is not None
    p, circle, new = a.player, a.circle, a.card
    ps = ctx.ps(p)
    sources = tuple(a.cards)
    where = {u: c for c, u in ps.units()}
    left = ps.at(circle)
    left = left if left is not None and left not in sources else None
    # the sources' own originalDress pass to the new unit; then the sources join them
    ties = tuple((o, new if u in sources else u) for o, u in ps.dressed)
    ties += tuple((r, new) for r in sources)
    xover = (*(u for u in ps.xover if u not in sources), new)
    ctx.set_player(p, ps._replace(dressed=ties, xover=xover))
    moves = [Move(r, "dress", src=where[r]) for r in sources]
    if left is not None:
        moves.append(Move(left, "drop", src=circle))
    moves.append(Move(new, circle, src="hand"))
    names = ", ".join(f"“{ctx.name(r)}” from the {circle_name(where[r])}" for r in sources)
    tail = (
        f" “{ctx.name(left)}”, left on that circle, goes to the drop zone by the rule action."
        if left is not None
        else ""
    )
    ctx.move_cards(
        moves,
        "xoverdress",
        RULE,
        f"{player_name(p)} XoverDresses “{ctx.name(new)}” onto the {circle_name(circle)} over "
        f"{names}: they become its originalDress, under it and no longer units, and it is the "
        f"one unit there, in the XoverDress state, with its own abilities.{tail}",
        (new, *sources),
        actor=p,
        decision=True,
        before=((TIMING, {"player": p, "card": new, "circle": circle, "from": "hand"}),),
    )
    ctx.push(Task("main-offer"))


MAIN_EXTRAS.append(xoverdress_options)
also_accept("main", "xoverdress")
