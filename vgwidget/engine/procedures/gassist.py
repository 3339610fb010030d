"""G assist: the G era's draw-phase rescue for a player without the next grade
(001 G Assist Step; GASSIST-001 to GASSIST-012).

In the G assist step (after the draw step, TURN-002) a player whose vanguard is below grade 3
(GASSIST-001), whose G zone holds two or more cards (GASSIST-003) and whose hand holds no card
one grade above the vanguard (GASSIST-002) may, once a turn (GASSIST-005):

1. reveal the whole hand to the opponent (GASSIST-006);
2. look at the top five cards of the deck (GASSIST-007);
3. add up to one card exactly one grade above the vanguard from them to the hand, revealed;
   the deck is shuffled (GASSIST-008);
4. if a card was added, choose two hand cards and two G-zone cards, reveal them, and put them
   in the removal zone for the rest of the game (GASSIST-009, GASSIST-010).

Then the ride phase begins (GASSIST-012). The step is skipped at once when a condition that
both players can see fails (GASSIST-004); when only the hand's condition fails, the offer
still comes (so it tells the opponent nothing) and only skipping is possible.
"""

from __future__ import annotations

from itertools import combinations

from ..actions import Action
from ..board import player_name
from ..context import Ctx, Move
from ..registry import Refusal, check, decision, handler, task
from ..state import State, Task

LOOK_AT = 5
"""How many cards from the top of the deck G assist looks at (GASSIST-007)."""
PAY_HAND, PAY_GZONE = 2, 2
"""The cards G assist removes from the game: two from the hand, two from the G zone
(GASSIST-009)."""


def _grade(s: State, p: int) -> int:
    vg = s.players[p].vanguard
    return s.card(vg).grade if vg is not None else 0


def _public_conditions(s: State, p: int) -> bool:
    """GASSIST-001, GASSIST-003 and GASSIST-005: what both players can see."""
    return (
        s.fmt.g_zone
        and "g-assist" not in s.turn_flags
        and _grade(s, p) < 3
        and len(s.players[p].gzone) >= PAY_GZONE
    )


def _next_grade_in_hand(s: State, p: int) -> int | None:
    """A hand card exactly one grade above the vanguard (GASSIST-002: any card under 001,
    only a unit under the legacy variant), or ``None``."""
    want = _grade(s, p) + 1
    units_only = s.fmt.g_assist_hand_check == "unit"
    for c in s.players[p].hand:
        card = s.card(c)
        if card.grade == want and (card.is_unit or not units_only):
            return c
    return None


@task("g-assist-offer")
def g_assist_offer(ctx: Ctx) -> None:
    """The G assist step: skipped when a public condition fails (GASSIST-004); otherwise the
    turn player decides."""
    s = ctx.state
    tp = s.turn_player
    if s.fmt.stride_condition == "legacy" and _grade(s, tp) >= 3:
        ctx.flag("grade-3-at-start")  # for the legacy stride variant (STRIDE-003)
    if not _public_conditions(s, tp):
        return
    ctx.decide("g-assist", tp, f"{player_name(tp)}: use G assist, or skip it.")


@decision("g-assist", ("g-assist", "skip-g-assist"), "g.assist")
def g_assist_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    out = [Action("g-assist", p)]
    return [a for a in out if g_assist_check(s, a) is None] + [Action("skip-g-assist", p)]


@check("g-assist")
def g_assist_check(s: State, a: Action) -> Refusal | None:
    """The three conditions and once a turn (GASSIST-001 to GASSIST-005)."""
    p = a.player
    if not s.fmt.g_zone:
        return Refusal("g.assist", f"the {s.fmt.name} format has no G zone and no G assist")
    if s.decision is None or s.decision.kind != "g-assist":
        return Refusal("g.assist", "G assist is used in your G assist step")
    if "g-assist" in s.turn_flags:
        return Refusal("g.assist", "you have already used G assist this turn")
    if _grade(s, p) >= 3:
        return Refusal("g.assist", "G assist needs a vanguard below grade 3")
    if len(s.players[p].gzone) < PAY_GZONE:
        return Refusal("g.assist", "G assist needs two or more cards in your G zone")
    c = _next_grade_in_hand(s, p)
    if c is not None:
        return Refusal(
            "g.assist",
            f"your hand holds “{s.card(c).name}”, a grade {_grade(s, p) + 1} card "
            "(G assist is for a hand without one)",
        )
    return None


@handler("g-assist")
def g_assist(ctx: Ctx, a: Action) -> None:
    """Reveal the hand (both players see it in this event only), then look at the top five
    cards of the deck (GASSIST-006, GASSIST-007)."""
    p = a.player
    ctx.flag("g-assist")
    hand = ctx.ps(p).hand
    names = ", ".join(f"“{ctx.name(c)}”" for c in hand) or "no cards"
    ctx.emit(
        "reveal",
        "g.assist-procedure",
        f"{player_name(p)} uses G assist and reveals the hand: {names} -- no grade "
        f"{_grade(ctx.state, p) + 1} card among them.",
        tuple(hand),
        actor=p,
        decision=True,
    )
    ctx.push(Task("g-assist-look", (p,)))


@task("g-assist-look")
def g_assist_look(ctx: Ctx, p: int) -> None:
    """Look at the top five cards (GASSIST-007) and choose what to add."""
    top = ctx.ps(p).deck[:LOOK_AT]
    looked = ", ".join(f"“{ctx.name(c)}”" for c in top) or "nothing (the deck is empty)"
    ctx.emit(
        "g-assist-look",
        "g.assist-procedure",
        f"{player_name(p)} looks at the top {len(top)} cards of the deck: {looked}.",
        tuple(top),
        actor=p,
        private=p,
        redacted=f"{player_name(p)} looks at the top {len(top)} cards of the deck.",
    )
    ctx.decide(
        "g-assist-take",
        p,
        f"{player_name(p)}: add a grade {_grade(ctx.state, p) + 1} card from the top "
        f"{len(top)} to your hand, or none.",
        tuple(top),
    )


@check("skip-g-assist")
def skip_g_assist_check(s: State, a: Action) -> Refusal | None:
    return None


@handler("skip-g-assist")
def skip_g_assist(ctx: Ctx, a: Action) -> None:
    ctx.emit(
        "skip-g-assist",
        "g.assist",
        f"{player_name(a.player)} does not use G assist.",
        actor=a.player,
        decision=True,
    )


def _looked(s: State) -> tuple[int, ...]:
    d = s.decision
    if d is None or d.kind != "g-assist-take" or not d.data:
        return ()
    options = d.data[0]
    return tuple(c for c in options if isinstance(c, int)) if isinstance(options, tuple) else ()


@decision("g-assist-take", ("g-assist-take",), "g.assist-procedure")
def g_assist_take_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    out = [Action("g-assist-take", p, card=c) for c in _looked(s)]
    return [a for a in out if g_assist_take_check(s, a) is None] + [Action("g-assist-take", p)]


@check("g-assist-take")
def g_assist_take_check(s: State, a: Action) -> Refusal | None:
    """Up to one of the cards looked at, exactly one grade above the vanguard (GASSIST-008)."""
    if s.decision is None or s.decision.kind != "g-assist-take":
        return Refusal("g.assist-procedure", "no G assist is under way")
    if a.card is None:
        return None
    if a.card not in _looked(s):
        return Refusal("g.assist-procedure", "the card must be one of the cards looked at")
    want = _grade(s, a.player) + 1
    card = s.card(a.card)
    if card.grade != want:
        return Refusal(
            "g.assist-procedure",
            f"“{card.name}” is grade {card.grade}; G assist adds only a grade {want} card",
        )
    return None


@handler("g-assist-take")
def g_assist_take(ctx: Ctx, a: Action) -> None:
    """Add the card (revealed) and shuffle the deck; if a card was added, the cost follows
    (GASSIST-008, GASSIST-009)."""
    p = a.player
    if a.card is None:
        ctx.shuffle_deck(p)
        ctx.emit(
            "g-assist-none",
            "g.assist-procedure",
            f"{player_name(p)} adds no card, puts the cards back and shuffles the deck.",
            actor=p,
            decision=True,
        )
        return
    ctx.move_card(
        a.card,
        "hand",
        "reveal",
        "g.assist-procedure",
        f"{player_name(p)} reveals “{ctx.name(a.card)}” and adds it to the hand, then "
        "shuffles the deck.",
        (a.card,),
        src="deck",
        actor=p,
        decision=True,
    )
    ctx.shuffle_deck(p)
    ctx.push(Task("g-assist-pay-offer", (p,)))


@task("g-assist-pay-offer")
def g_assist_pay_offer(ctx: Ctx, p: int) -> None:
    ctx.decide(
        "g-assist-pay",
        p,
        f"{player_name(p)}: choose two cards from your hand and two from your G zone to "
        "remove for the rest of the game.",
    )


def _pairs_by_name(s: State, cards: tuple[int, ...]) -> list[tuple[int, int]]:
    out: dict[tuple[str, str], tuple[int, int]] = {}
    for x, y in combinations(cards, 2):
        out.setdefault(tuple(sorted((s.card(x).name, s.card(y).name))), (x, y))  # type: ignore[arg-type]
    return list(out.values())


@decision("g-assist-pay", ("g-assist-pay",), "g.assist-procedure")
def g_assist_pay_candidates(s: State) -> list[Action]:
    assert s.decision is not None
    p = s.decision.player
    ps = s.players[p]
    hands = _pairs_by_name(s, ps.hand)
    gs = _pairs_by_name(s, ps.gzone)
    out = [Action("g-assist-pay", p, cards=(*h, *g)) for h in hands for g in gs]
    return [a for a in out if g_assist_pay_check(s, a) is None]


@check("g-assist-pay")
def g_assist_pay_check(s: State, a: Action) -> Refusal | None:
    """Two different hand cards, then two different G-zone cards (GASSIST-009); with fewer,
    as many as there are."""
    if s.decision is None or s.decision.kind != "g-assist-pay":
        return Refusal("g.assist-procedure", "no G assist cost is being paid")
    ps = s.players[a.player]
    nh, ng = min(PAY_HAND, len(ps.hand)), min(PAY_GZONE, len(ps.gzone))
    h, g = a.cards[:nh], a.cards[nh:]
    if (
        len(a.cards) != nh + ng
        or len(set(a.cards)) != len(a.cards)
        or any(c not in ps.hand for c in h)
        or any(c not in ps.gzone for c in g)
    ):
        return Refusal(
            "g.assist-procedure",
            f"name {nh} cards from your hand, then {ng} from your G zone",
        )
    return None


@handler("g-assist-pay")
def g_assist_pay(ctx: Ctx, a: Action) -> None:
    """The four cards are revealed and put in the removal zone, out of the game
    (GASSIST-009, GASSIST-010); the ride phase follows (GASSIST-012)."""
    p = a.player
    names = ", ".join(f"“{ctx.name(c)}”" for c in a.cards)
    ctx.move_cards(
        [Move(c, "removal") for c in a.cards],
        "g-assist-remove",
        "g.assist-procedure",
        f"{player_name(p)} reveals {names} and removes them from the game (the removal zone).",
        tuple(a.cards),
        actor=p,
        decision=True,
    )
