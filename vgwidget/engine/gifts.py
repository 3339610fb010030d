"""Imaginary Gifts: Force, Accel and Protect (GIFT-001/002; CR 4.55 §6.3.7, §11.6.1.2-3,
§15.3, §16).

* **Earned** by riding a card with a gift icon (any ride: from hand, the ride deck, the soul
  or by an ability). The gift waits and is *given* at the next check timing, after rule
  actions and before any automatic ability, the turn player's gifts first (``schedule``).
* **Lock** (§16.3.1.1): once a ride has given a player a gift, a later ride gift of another
  kind gives nothing.
* **From an effect** (``get-gift``): given at once, within the effect (§7.14.3.1), whatever
  the lock; the effect may name the type.
* **Type** (§16.3.1.3): the first time a player is given a kind, they choose I or II, and
  keep that type for the rest of the game.
* **Force**: a marker on the player's VC or a rear-guard circle (markers stack, and stay with
  the circle). I: the unit there gets +10000 power during its owner's turn. II: the unit
  there has original critical 2.
* **Accel**: a new front-row rear-guard circle (the first left of the leftmost front-row
  circle, the second right of the rightmost, alternating), marked. I: its unit gets +10000
  power during its owner's turn. II: the player draws a card, and its unit gets +5000 power
  during its owner's turn.
* **Protect**: I puts a "Protect" pseudo-card into the player's hand (``cards.PROTECT``).
  II marks a rear-guard circle: the unit there gets +10000 shield when it intercepts.

The markers' values are worked out from the board (:mod:`.bonuses`), like a CONT ability.
"""

from __future__ import annotations

from .abilities.choices import ask, confirm
from .cards import PROTECT
from .context import Ctx, player_name
from .registry import task
from .state import ACCEL_CIRCLES, CIRCLE_NAMES, REAR_CIRCLES, VC, PlayerState, State, Task

KINDS = ("force", "accel", "protect")
VERSION_WORDS = {
    ("force", "I"): "the unit on the marked circle gets +10000 power during your turn",
    ("force", "II"): "the unit on the marked circle has original critical 2",
    ("accel", "I"): "a new front-row rear-guard circle whose unit gets +10000 power during your "
    "turn",
    ("accel", "II"): "a new front-row rear-guard circle whose unit gets +5000 power during your "
    "turn, and you draw a card",
    ("protect", "I"): "a Protect card in your hand (a sentinel you can call to the guardian "
    "circle)",
    ("protect", "II"): "a marked rear-guard circle whose unit gets +10000 shield when it "
    "intercepts",
}


def gift_type(ps: PlayerState, kind: str) -> str | None:
    """The type (``I`` or ``II``) the player chose for ``kind``, or ``None`` if not yet."""
    for k, v in ps.gift_types:
        if k == kind:
            return v
    return None


def earn(ctx: Ctx, p: int, iid: int) -> None:
    """Riding ``iid`` earned its gift: it waits for the next check timing (§11.6.1.2)."""
    kind = ctx.card(iid).gift
    if kind is None:
        return
    ps = ctx.ps(p)
    ctx.set_player(p, ps._replace(gifts_waiting=(*ps.gifts_waiting, kind)))
    ctx.emit(
        "gift-earned",
        "gift.earn",
        f"{player_name(p)} rode “{ctx.name(iid)}”, which shows the {kind.capitalize()} "
        f"Imaginary Gift icon: {player_name(p)} gets {'an' if kind[0] in 'aeiou' else 'a'} "
        f"{kind.capitalize()} gift, given at the "
        "next check timing (after rule actions, before any automatic ability).",
        (iid,),
    )


def waiting_player(s: State) -> int | None:
    """Whose gift is given next: the turn player's first (§11.6.1.3)."""
    tp = s.turn_player
    for p in (tp, 1 - tp):
        if s.players[p].gifts_waiting:
            return p
    return None


def begin(ctx: Ctx, p: int) -> None:
    """Take player ``p``'s next waiting gift off the queue and give it."""
    ps = ctx.ps(p)
    kind, rest = ps.gifts_waiting[0], ps.gifts_waiting[1:]
    ctx.set_player(p, ps._replace(gifts_waiting=rest))
    ctx.push(Task("gift-give", (p, kind)))


@task("gift-give")
def gift_give(ctx: Ctx, p: int, kind: str, by_ride: bool = True) -> None:
    """Give one gift: a ride gift is skipped under another kind's lock (and the first one
    sets the lock); the type is asked the first time a kind is given, whatever gave it."""
    ps = ctx.ps(p)
    first = ps.ride_gift
    name = kind.capitalize()
    if by_ride and first is not None and first != kind:
        ctx.emit(
            "gift-skipped",
            "gift.lock",
            f"{player_name(p)} already has {first.capitalize()} gifts from riding, so the "
            f"{name} gift gives nothing (a player keeps the one kind of ride gift for the game).",
        )
        return
    if by_ride and first is None:
        ctx.set_player(p, ps._replace(ride_gift=kind))
        ps = ctx.ps(p)
    version = gift_type(ps, kind)
    if version is None:
        confirm(
            ctx,
            p,
            f"{player_name(p)}: your first {name} gift: take {name} I ("
            f"{VERSION_WORDS[kind, 'I']})? No takes {name} II ({VERSION_WORDS[kind, 'II']}); "
            "the type is kept for the rest of the game.",
            Task("gift-type", (p, kind)),
        )
        return
    ctx.push(Task("gift-apply", (p, kind, version)))


def get_gift(ctx: Ctx, p: int, kind: str, version: str | None, why: str) -> None:
    """An effect gives player ``p`` a gift: it is given at once, within the effect (CR 4.55
    §7.14.3.1), whatever kind the rides gave (the lock is about ride gifts, §16.3.1.1). An
    effect naming the type uses it; otherwise the player's type for that kind applies (chosen
    now if this is the kind's first gift, §16.3.1.3)."""
    typed = f" {version}" if version else ""
    ctx.emit(
        "gift-earned",
        "gift.earn",
        f"{player_name(p)} gets {'an' if kind[0] in 'aeiou' else 'a'} {kind.capitalize()}{typed} "
        f"gift from an effect ({why}): it is given at once.",
        actor=p,
    )
    if version is not None:
        ctx.push(Task("gift-apply", (p, kind, version)))
    else:
        ctx.push(Task("gift-give", (p, kind, False)))


@task("gift-type")
def gift_type_chosen(ctx: Ctx, p: int, kind: str, yes: object) -> None:
    version = "I" if yes else "II"
    ps = ctx.ps(p)
    ctx.set_player(p, ps._replace(gift_types=(*ps.gift_types, (kind, version))))
    ctx.emit(
        "gift-type",
        "gift.type",
        f"{player_name(p)} chooses {kind.capitalize()} {version} ({VERSION_WORDS[kind, version]}) "
        "and keeps that type for the rest of the game.",
        actor=p,
    )  # (not a decision event: the answer to the question was the ``confirm`` event before it)
    ctx.push(Task("gift-apply", (p, kind, version)))


def marker_circles(ps: PlayerState, kind: str) -> list[str]:
    """The circles a Force (VC or a rear-guard circle) or Protect II (a rear-guard circle)
    marker may go on."""
    rear = [*REAR_CIRCLES, *ps.accel]
    return [VC, *rear] if kind == "force" else rear


@task("gift-apply")
def gift_apply(ctx: Ctx, p: int, kind: str, version: str) -> None:
    name = f"{kind.capitalize()} {version}"
    if kind == "accel":
        _accel(ctx, p, version)
        return
    if kind == "protect" and version == "I":
        _protect_card(ctx, p)
        return
    ask(
        ctx,
        p,
        f"{player_name(p)}: choose one of your circles for the {name} marker "
        f"({VERSION_WORDS[kind, version]}).",
        marker_circles(ctx.ps(p), kind),
        False,
        Task("gift-mark", (p, kind, version)),
    )


@task("gift-mark")
def gift_mark(ctx: Ctx, p: int, kind: str, version: str, circle: object) -> None:
    assert isinstance(circle, str)
    ps = ctx.ps(p)
    ctx.set_player(p, ps._replace(markers=(*ps.markers, (circle, kind, version))))
    ctx.emit(
        "gift-marker",
        f"gift.{kind}",
        f"{player_name(p)} puts a {kind.capitalize()} {version} marker on the "
        f"{circle_words(circle)}: {VERSION_WORDS[kind, version]}.",
        actor=p,
    )


def circle_words(circle: str) -> str:
    return CIRCLE_NAMES.get(circle, circle)


def next_accel_circle(s: State, p: int) -> str | None:
    """The name of the accel circle player ``p`` gains next (``None``: the engine's limit of
    :data:`ACCEL_CIRCLES` is reached)."""
    made = s.players[p].accel_made
    return ACCEL_CIRCLES[made] if made < len(ACCEL_CIRCLES) else None


def _accel(ctx: Ctx, p: int, version: str) -> None:
    circle = next_accel_circle(ctx.state, p)
    if circle is None:
        ctx.emit(
            "gift-skipped",
            "golden.impossible",
            f"{player_name(p)} already has {len(ACCEL_CIRCLES)} accel circles, the most this "
            "simulator lays out, so the Accel gift gives nothing.",
        )
        return
    ps = ctx.ps(p)
    side = "left of the leftmost" if ps.accel_made % 2 == 0 else "right of the rightmost"
    circles = ps.circles + (None,) * (6 + ps.accel_made + 1 - len(ps.circles))
    ctx.set_player(
        p,
        ps._replace(
            circles=circles,
            accel=(*ps.accel, circle),
            accel_made=ps.accel_made + 1,
            markers=(*ps.markers, (circle, "accel", version)),
        ),
    )
    ctx.emit(
        "gift-marker",
        "gift.accel",
        f"{player_name(p)} gains a new front-row rear-guard circle, accel circle {circle[1:]} "
        f"({circle}, {side} front-row circle), with an Accel {version} marker: "
        f"{VERSION_WORDS['accel', version]}.",
        actor=p,
    )
    if version == "II":
        c = ctx.draw(p)
        if c is None:
            ctx.emit("draw", "golden.impossible", f"{player_name(p)}'s deck is empty: no draw.")
            return
        ctx.emit(
            "draw",
            "gift.accel",
            f"{player_name(p)} draws “{ctx.name(c)}” (Accel II).",
            (c,),
            private=p,
            redacted=f"{player_name(p)} draws a card (Accel II).",
        )


def _protect_card(ctx: Ctx, p: int) -> None:
    iid = ctx.create_card(PROTECT, p, "hand")
    ctx.emit(
        "gift-protect",
        "gift.protect",
        f"{player_name(p)} puts a Protect card into the hand (Protect I): it is no unit there, "
        "but it can be called to the guardian circle as a sentinel, and anywhere but the hand "
        "and the guardian circle it ceases to exist.",
        (iid,),
        actor=p,
        # the hand is hidden: the opponent learns that a Protect card was made, not its id
        private=p,
        redacted=f"{player_name(p)} puts a Protect card into the hand (Protect I).",
    )


def remove_marker(ctx: Ctx, p: int, circle: str, kind: str, why: str) -> None:
    """Remove one ``kind`` marker from player ``p``'s ``circle``. An accel circle left with
    no Accel marker is lost at once, with no check timing: the unit on it is retired, its
    other markers are erased and the circle disappears (CR 4.55 §16.3.1.5)."""
    ps = ctx.ps(p)
    i = next(k for k, (c, kd, _v) in enumerate(ps.markers) if c == circle and kd == kind)
    gone = ps.markers[i]
    ctx.set_player(p, ps._replace(markers=ps.markers[:i] + ps.markers[i + 1 :]))
    ctx.emit(
        "gift-marker-removed",
        f"gift.{kind}",
        f"{player_name(p)} removes a {kind.capitalize()} {gone[2]} marker from the "
        f"{circle_words(circle)} ({why}).",
        actor=p,
    )
    ps = ctx.ps(p)
    if circle not in ps.accel or any(c == circle and k == "accel" for c, k, _v in ps.markers):
        return
    unit = ps.at(circle)
    if unit is not None:
        ctx.move_card(
            unit,
            "drop",
            "retire",
            "gift.accel",
            f"The {circle_words(circle)} has no Accel marker left: “{ctx.name(unit)}” on it is "
            "retired.",
            src=circle,
        )
    ps = ctx.ps(p)
    others = [m for m in ps.markers if m[0] == circle]
    ctx.set_player(
        p,
        ps._replace(
            accel=tuple(c for c in ps.accel if c != circle),
            markers=tuple(m for m in ps.markers if m[0] != circle),
        ),
    )
    erased = (
        f"; its other markers ({', '.join(f'{k.capitalize()} {v}' for _c, k, v in others)}) are "
        "erased"
        if others
        else ""
    )
    ctx.emit(
        "accel-circle-lost",
        "gift.accel",
        f"{player_name(p)}'s {circle_words(circle)} disappears{erased}.",
        actor=p,
    )
