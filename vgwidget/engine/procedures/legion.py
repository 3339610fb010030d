"""Legion (Classic and Premium): a legion leader on the vanguard circle calls its named legion
mate from the deck to stand beside it, and the two fight as one vanguard (LEGION-001 to
LEGION-008).

In the main phase, once per game for that leader (LEGION-002), a player whose vanguard names a
``legion_mate`` returns four cards from the drop zone to the deck, one at a time, searches the
deck for the mate, puts it beside the leader and shuffles (LEGION-003). The mate lies in the
player's ``legion`` place, on the vanguard circle beside the leader:

* the pair stand and rest together (LEGION-004): the mate is rested exactly when the leader is;
* when the leader attacks, the mate's power adds to it (LEGION-005, :mod:`vgwidget.engine.stats`);
* only the leader can be attacked and its power alone is compared (LEGION-007); a hit does not
  retire the mate (LEGION-008);
* a unit ridden onto the leader sends both into the soul (LEGION-006); a G unit strode onto it
  makes both its heart, and the player picks which one lends name and power (STRIDE-013).
"""

from __future__ import annotations

from ..abilities.choices import ask
from ..actions import Action
from ..board import player_name
from ..context import Ctx, Move
from ..moves import legion_from_soul
from ..registry import MAIN_EXTRAS, Refusal, also_accept, check, decision, handler, task
from ..state import VC, State, Task

LEGION_RETURN = 4
"""How many drop-zone cards go back to the deck to legion (LEGION-003)."""


def legion_mate_name(s: State, p: int) -> str | None:
    """The mate the vanguard of player ``p`` names (``None``: not a legion leader)."""
    vg = s.players[p].vanguard
    return None if vg is None else s.card(vg).legion_mate


def legion_options(s: State, p: int) -> list[Action]:
    """The legion action, when it is possible now (main phase, see :func:`legion_check`)."""
    vg = s.players[p].vanguard
    if vg is None or s.table.cards[vg].legion_mate is None:
        return []  # (the usual case: no legion leader on VC, which the check refuses too)
    a = Action("legion", p, card=vg)
    return [a] if legion_check(s, a) is None else []


@check("legion")
def legion_check(s: State, a: Action) -> Refusal | None:
    """A leader on VC naming a mate, not yet in legion and never legioned this game, the
    opponent's vanguard at the format's grade (3 in Classic and Premium, CR 1.48 §11.10.2), four
    or more cards in the drop zone and the mate in the deck (LEGION-002, LEGION-003)."""
    p = a.player
    ps = s.players[p]
    vg = ps.vanguard
    if not s.fmt.legion:
        return Refusal("legion.procedure", f"legion is not built for the {s.fmt.name} format")
    if s.decision is None or s.decision.kind != "main" or s.turn_player != p:
        return Refusal("legion.procedure", "legion is declared in your main phase")
    if vg is None or a.card != vg:
        return Refusal("legion.procedure", "the legion leader is your vanguard")
    mate = s.card(vg).legion_mate
    if mate is None:
        return Refusal("legion.procedure", f"“{s.card(vg).name}” names no legion mate")
    if ps.legion:
        return Refusal("legion.once-per-game", "your vanguard is already in legion")
    if vg in s.marks.legioned:
        return Refusal("legion.once-per-game", f"“{s.card(vg).name}” has already legioned")
    if vg in s.locked or vg in s.deleted:
        return Refusal("legion.procedure", "a deleted vanguard cannot legion")
    foe = s.players[1 - p].vanguard
    foe_grade = s.card(foe).grade if foe is not None else 0
    if foe_grade < s.fmt.legion_foe_grade:
        return Refusal(
            "legion.procedure",
            f"legion needs the opponent's vanguard at grade {s.fmt.legion_foe_grade} or more; "
            f"it is grade {foe_grade}",
        )
    if len(ps.drop) < LEGION_RETURN:
        return Refusal(
            "legion.procedure",
            f"legion returns {LEGION_RETURN} cards from the drop zone; you have {len(ps.drop)}",
        )
    if not any(s.card(c).name == mate for c in ps.deck):
        return Refusal("legion.procedure", f"there is no “{mate}” in your deck to legion with")
    return None


@handler("legion")
def legion(ctx: Ctx, a: Action) -> None:
    """Declare legion: the four cards to return are chosen one by one next."""
    assert a.card is not None
    p = a.player
    s = ctx.state
    ctx.set(marks=s.marks._replace(legioned=s.marks.legioned | {a.card}))
    ctx.emit(
        "legion",
        "legion.procedure",
        f"{player_name(p)}'s “{ctx.name(a.card)}” declares legion with "
        f"“{ctx.card(a.card).legion_mate}”: first {LEGION_RETURN} cards from the drop zone go "
        "back to the deck.",
        (a.card,),
        actor=p,
        decision=True,
    )
    # the return, the search, then back to the main phase's choices
    ctx.push(Task("legion-return-offer", (p, LEGION_RETURN)), Task("main-offer"))


@task("legion-return-offer")
def legion_return_offer(ctx: Ctx, p: int, left: int) -> None:
    if left <= 0 or not ctx.ps(p).drop:
        ctx.push(Task("legion-search", (p,)))
        return
    ctx.decide(
        "legion-return",
        p,
        f"{player_name(p)}: choose a card in your drop zone to return to the deck ({left} more).",
        left,
    )


@decision("legion-return", ("legion-return",), "legion.procedure")
def legion_return_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    seen: dict[str, int] = {}
    for c in s.players[p].drop:
        seen.setdefault(s.card(c).name, c)
    return [Action("legion-return", p, card=c) for c in seen.values()]


@check("legion-return")
def legion_return_check(s: State, a: Action) -> Refusal | None:
    if s.decision is None or s.decision.kind != "legion-return":
        return Refusal("legion.procedure", "no legion is under way")
    if a.card is None or a.card not in s.players[a.player].drop:
        return Refusal("legion.procedure", "the card to return must be in your drop zone")
    return None


@handler("legion-return")
def legion_return(ctx: Ctx, a: Action) -> None:
    assert a.card is not None and ctx.state.decision is not None
    p = a.player
    left = ctx.state.decision.data[0]
    assert isinstance(left, int)
    ctx.move_card(
        a.card,
        "deck",
        "legion-return",
        "legion.procedure",
        f"{player_name(p)} returns “{ctx.name(a.card)}” from the drop zone to the deck.",
        (a.card,),
        src="drop",
        actor=p,
        decision=True,
    )
    ctx.push(Task("legion-return-offer", (p, left - 1)))


@task("legion-search")
def legion_search(ctx: Ctx, p: int) -> None:
    """Search the deck for the mate (LEGION-001, LEGION-003): the deck is a hidden zone, so the
    player may choose to find nothing even when the mate is there (CR 4.55 §7.11.2, worded
    alike in the G era); the deck is shuffled either way."""
    ps = ctx.ps(p)
    vg = ps.vanguard
    mate_name = ctx.card(vg).legion_mate if vg is not None else None
    mate = next((c for c in ps.deck if ctx.card(c).name == mate_name), None)
    if vg is None or mate is None:
        ctx.shuffle_deck(p)
        ctx.emit(
            "nothing",
            "legion.procedure",
            f"{player_name(p)} finds no “{mate_name}” in the deck and shuffles it: no legion.",
            actor=p,
        )
        return
    ask(
        ctx,
        p,
        f"{player_name(p)}: search the deck for “{mate_name}” to legion with, or find nothing "
        "(a search of the deck need not find the card).",
        [mate],
        True,
        Task("legion-found", (p,)),
    )


@task("legion-found")
def legion_found(ctx: Ctx, p: int, pick: object) -> None:
    """Put the mate found beside the leader and shuffle; or, when the player found nothing,
    shuffle the searched deck: no legion (CR 4.55 §7.11.2, §11.8.4.1.4)."""
    vg = ctx.ps(p).vanguard
    if not isinstance(pick, int) or vg is None or pick not in ctx.ps(p).deck:
        ctx.shuffle_deck(p)
        ctx.emit(
            "nothing",
            "text.search",
            f"{player_name(p)} chooses to find nothing and shuffles the deck: no legion (a "
            "search of a hidden zone need not find a card).",
            actor=p,
        )
        return
    mate = pick
    ctx.move_card(
        mate,
        "legion",
        "legion-mate",
        "legion.procedure",
        f"{player_name(p)} searches the deck for “{ctx.name(mate)}” and puts it beside "
        f"“{ctx.name(vg)}” on the vanguard circle: the two are in legion.",
        (mate, vg),
        src="deck",
        actor=p,
    )
    ctx.shuffle_deck(p)
    ctx.emit("shuffle", "legion.procedure", f"{player_name(p)} shuffles the deck.", actor=p)
    ctx.timing("placed-on-vc", player=p, card=mate, **{"from": "deck"})


MAIN_EXTRAS.append(legion_options)
also_accept("main", "legion")


def leader_moves(ctx: Ctx, p: int, to: str) -> list[Move]:
    """The moves that take the legion mate along when its leader leaves the vanguard circle
    for ``to`` (LEGION-006: riding over a legion sends both to the soul)."""
    return [Move(m, to, src="legion") for m in ctx.ps(p).legion]


__all__ = ["VC", "leader_moves", "legion_from_soul", "legion_mate_name", "legion_options"]
