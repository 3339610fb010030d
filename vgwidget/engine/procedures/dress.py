"""overDress (OVERDRESS-001..005; CR 4.55 §6.7, §9.9.2.5, §14.42).

In your main phase a unit in hand with overDress, whose grade is not above your vanguard's,
may be put on one of your rear-guards that its text names (its dress source). The rear-guard
becomes its *originalDress*: it stays on the circle under the new unit but is no longer a unit
(any originalDress it had pass to the new unit), and the overDress card is the one unit there,
with its own abilities. It is not a call: "placed on RC" abilities trigger, and so does "when
placed by overDress". An overDress card can still be ridden or called like any unit.

When the overDress unit changes zones its originalDress go with it at the same moment
(``Ctx.move_cards``), and become ordinary cards again there.
"""

from __future__ import annotations

from ..actions import Action
from ..board import circle_name, player_name
from ..context import Ctx, Move
from ..registry import MAIN_EXTRAS, Refusal, also_accept, check, handler
from ..state import State, Task

TIMING = "placed-by-overdress"


def _grade(s: State, p: int) -> int:
    vg = s.players[p].vanguard
    return s.table.cards[vg].grade if vg is not None else 0


def overdress_options(s: State, p: int) -> list[Action]:
    """Every overDress the player may make now (main phase)."""
    if not s.fmt.modern_mechanics:
        return []
    ps = s.players[p]
    out: list[Action] = []
    for c in ps.hand:
        card = s.table.cards[c]
        if not card.overdress:
            continue
        for circle in ps.rear_circles():
            a = Action("overdress", p, card=c, circle=circle)
            if overdress_check(s, a) is None:
                out.append(a)
    return out


@check("overdress")
def overdress_check(s: State, a: Action) -> Refusal | None:
    """In your own main phase, from hand, of grade not above your vanguard's, onto one of your
    rear-guards that the card names (OVERDRESS-002..004)."""
    p = a.player
    if not s.fmt.modern_mechanics:
        return Refusal("overdress.procedure", f"{s.fmt.name.capitalize()} has no overDress")
    if s.phase != "main" or s.turn_player != p:
        return Refusal("overdress.procedure", "overDress is done in your own main phase")
    ps = s.players[p]
    if a.card is None or a.card not in ps.hand:
        return Refusal("overdress.procedure", "the overDress card must be in your hand")
    card = s.table.cards[a.card]
    if not card.overdress:
        return Refusal("overdress.procedure", f"“{card.name}” has no overDress")
    if card.grade > _grade(s, p):
        return Refusal(
            "overdress.procedure",
            f"“{card.name}” is grade {card.grade}, above your vanguard's grade {_grade(s, p)}",
        )
    if a.circle is None or a.circle not in ps.rear_circles():
        return Refusal("overdress.procedure", "overDress goes on one of your rear-guards")
    u = ps.at(a.circle)
    if u is None:
        return Refusal(
            "overdress.procedure", f"there is no rear-guard on your {circle_name(a.circle)}"
        )
    if u in s.locked:
        return Refusal("card.lock", "a locked card is no rear-guard to overDress on")
    if s.table.cards[u].name not in card.overdress:
        names = " or ".join(f"“{n}”" for n in card.overdress)
        return Refusal(
            "overdress.procedure",
            f"“{card.name}” can only be put on {names} (its dress source), not on "
            f"“{s.table.cards[u].name}”",
        )
    return None


@handler("overdress")
def overdress(ctx: Ctx, a: Action) -> None:
    """The rear-guard becomes originalDress under the card from hand, which is placed standing
    as the one unit on that circle (CR 4.55 §6.7.3)."""
    assert a.card is not None and a.circle is not None
    p, circle, new = a.player, a.circle, a.card
    ps = ctx.ps(p)
    old = ps.at(circle)
    assert old is not None
    # the rear-guard's own originalDress pass to the new unit, then it joins them
    ties = tuple((o, new if u == old else u) for o, u in ps.dressed) + ((old, new),)
    xover = tuple(u for u in ps.xover if u != old)  # no longer a unit: no XoverDress state
    ctx.set_player(p, ps._replace(dressed=ties, xover=xover))
    ctx.move_cards(
        (Move(old, "dress", src=circle), Move(new, circle, src="hand")),
        "overdress",
        "overdress.procedure",
        f"{player_name(p)} overDresses “{ctx.name(new)}” (grade {ctx.card(new).grade}) onto "
        f"“{ctx.name(old)}” on the {circle_name(circle)}: “{ctx.name(old)}” becomes its "
        "originalDress, under it and no longer a unit, and the two are one unit with the "
        f"abilities of “{ctx.name(new)}”.",
        (new, old),
        actor=p,
        decision=True,
        before=((TIMING, {"player": p, "card": new, "circle": circle, "from": "hand"}),),
    )
    ctx.push(Task("main-offer"))


MAIN_EXTRAS.append(overdress_options)
also_accept("main", "overdress")
