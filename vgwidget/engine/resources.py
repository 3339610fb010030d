"""Standard's resources that are not cards in the usual zones: energy, crests, tickets and
the gauge (CR 4.55 §3.1.3, §4.15, §4.19, §7.40, §7.48-49, §13.9, §15.5, §15.7).

* **Energy** is a count each player has, never below 0. Energy Charge N adds N, up to the cap
  a crest in the player's crest zone sets (``Card.energy_cap``; the rules themselves set
  none); if nothing could be added the charge is not performed. Energy Blast N is a cost that
  needs N.
* **Crests** are pseudo-cards made in a player's crest zone by an effect ("get a crest"); the
  crest zone is their only place, and their abilities work there (zone ``crest``).
* **Tickets** are pseudo-cards an effect puts into the hand; they are played like normal
  orders (one order a turn), pass through the drop zone and cease to exist.
* **Gauge**: cards put face down into a unit's gauge (a hidden zone only its owner may see)
  stay tied to that unit while it moves between circles; a gauge card whose unit is no longer
  on the field goes to the drop zone by rule action. A set order in the order zone may hold
  gauge too (seed 000 "Gauge Zone": the card's text overrides CR 4.55 §13.9.1's "not a
  unit"): its gauge stays tied to it while it stays there and goes to the drop zone by the
  same rule action once it leaves.
"""

from __future__ import annotations

from .cards import Card, default_pool
from .context import Ctx, player_name
from .state import CIRCLE_NAMES, PlayerState, State

ENERGY_RULE = "marker.energy"


def energy_cap(s: State, p: int) -> int | None:
    """The highest energy player ``p`` may have: the lowest cap of their crests (``None``: no
    limit, CR 4.55 §3.1.3)."""
    caps = [c for i in s.players[p].crest if (c := s.table.cards[i].energy_cap) is not None]
    return min(caps) if caps else None


def over_energy_cap(s: State, p: int) -> bool:
    """Whether player ``p`` has more energy than their crests allow: a rule action brings it
    down at the next check timing (CR 4.55 §13.13)."""
    cap = energy_cap(s, p)
    return cap is not None and s.players[p].energy > cap


def energy_charge(ctx: Ctx, p: int, n: int, why: str) -> None:
    """Player ``p`` energy-charges ``n``: as much as the cap leaves room for. A charge that
    adds nothing is not performed and sets off no "when you energy-charge" ability
    (CR 4.55 §7.48.2.1)."""
    ps = ctx.ps(p)
    cap = energy_cap(ctx.state, p)
    room = n if cap is None else max(0, min(n, cap - ps.energy))
    if room == 0:
        ctx.emit(
            "energy",
            ENERGY_RULE,
            f"{player_name(p)}'s energy is already {ps.energy}, its limit of {cap}: the energy "
            f"charge is not performed ({why}).",
        )
        return
    ctx.set_player(p, ps._replace(energy=ps.energy + room))
    capped = f" (the limit is {cap})" if cap is not None and room < n else ""
    ctx.emit(
        "energy",
        ENERGY_RULE,
        f"{player_name(p)} energy charges {room}{capped}: energy {ps.energy} -> "
        f"{ps.energy + room} ({why}).",
    )
    # "when you energy-charge": only a charge that is performed (CR 4.55 §7.48.2.1)
    ctx.timing("energy-charge", player=p, amount=room)


def excess_energy(ctx: Ctx) -> None:
    """The rule action for excess energy (CR 4.55 §13.13): a player whose energy is above
    their limit (a crest's cap) has it brought down to the limit. Without a limit nothing
    happens: the rules themselves set none (§3.1.3)."""
    for p in (ctx.state.turn_player, 1 - ctx.state.turn_player):
        ps = ctx.ps(p)
        cap = energy_cap(ctx.state, p)
        if cap is None or ps.energy <= cap:
            continue
        ctx.set_player(p, ps._replace(energy=cap))
        ctx.emit(
            "energy",
            ENERGY_RULE,
            f"{player_name(p)} has {ps.energy} energy, above the limit of {cap}: the excess "
            f"goes (rule action), energy {ps.energy} -> {cap}.",
        )


def energy_blast(ctx: Ctx, p: int, n: int, why: str) -> None:
    ps = ctx.ps(p)
    assert ps.energy >= n
    ctx.set_player(p, ps._replace(energy=ps.energy - n))
    ctx.emit(
        "cost",
        ENERGY_RULE,
        f"Cost: {player_name(p)} energy blasts {n}: energy {ps.energy} -> {ps.energy - n} ({why}).",
        actor=p,
    )


def pseudo_card(s: State, name: str) -> Card:
    """The definition of the crest or ticket called ``name``: from this game's cards if one
    is already here, else from the pool (card data naming one is checked against the pool at
    load)."""
    for c in (*s.table.cards, *s.table.pseudo):
        if c.name == name:
            return c
    return default_pool()[name]


def get_crest(ctx: Ctx, p: int, name: str, why: str) -> None:
    card = pseudo_card(ctx.state, name)
    iid = ctx.create_card(card, p, "crest")
    ctx.emit(
        "crest",
        "crest.marker",
        f"{player_name(p)} gets the crest “{card.name}”, put into the crest zone from outside "
        f"the game ({why}).",
        (iid,),
    )


def get_ticket(ctx: Ctx, p: int, name: str, why: str) -> None:
    card = pseudo_card(ctx.state, name)
    iid = ctx.create_card(card, p, "hand")
    ctx.emit(
        "ticket",
        "order.ticket",
        f"{player_name(p)} puts the ticket “{card.name}” into the hand ({why}); it is played "
        "like an order and ceases to exist after passing through the drop zone.",
        (iid,),
        private=p,  # (the hand is hidden: the opponent reads that a ticket was made)
        redacted=f"{player_name(p)} puts a ticket into the hand ({why}).",
    )


def gauge_of(ps: PlayerState, holder: int) -> tuple[int, ...]:
    """The gauge cards tied to ``holder``."""
    return tuple(g for g, h in ps.gauge_ties if h == holder) if ps.gauge_ties else ()


def set_order_holder(s: State, p: int, iid: int) -> bool:
    """Whether ``iid`` is a set order in player ``p``'s order zone (it may hold gauge)."""
    return iid in s.players[p].order and s.table.cards[iid].type == "set-order"


def gauge_charge(ctx: Ctx, p: int, holder: int, n: int, why: str) -> None:
    """Put the top ``n`` cards of ``p``'s deck face down into ``holder``'s gauge."""
    for _ in range(n):
        ps = ctx.ps(p)
        if not ps.deck:
            ctx.emit("gauge", "golden.impossible", f"{player_name(p)}'s deck is empty: no gauge.")
            return
        top = ps.deck[0]
        ctx.move(top, "gauge", src="deck")
        ps = ctx.ps(p)
        ctx.set_player(p, ps._replace(gauge_ties=(*ps.gauge_ties, (top, holder))))
        now = len(gauge_of(ctx.ps(p), holder))
        at = ctx.unit_circle(p, holder)
        if set_order_holder(ctx.state, p, holder):
            unit = f"the set order “{ctx.name(holder)}”"  # the order zone is public
        else:
            unit = f"the unit on the {CIRCLE_NAMES[at]}" if at is not None else "a unit"
        ctx.emit(
            "gauge",
            "zone.gauge",
            f"{player_name(p)} puts the top card of the deck, “{ctx.name(top)}”, into the gauge "
            f"of “{ctx.name(holder)}” ({why}): now {now}.",
            (top, holder),
            private=p,
            redacted=f"{player_name(p)} puts the top card of the deck into the gauge of {unit}: "
            f"now {now}.",
        )


def illegal_gauge(s: State) -> list[tuple[int, int]]:
    """``(player, gauge card)`` for every gauge card whose unit is no longer a unit on the
    field (or is locked), or whose set order has left the order zone: the rule action puts
    them into the drop zone (CR 4.55 §13.9)."""
    out: list[tuple[int, int]] = []
    for p, ps in enumerate(s.players):
        if not ps.gauge_ties:
            continue
        on_field = {u for _, u in ps.units()} | set(ps.guardians)
        for g, h in ps.gauge_ties:
            if set_order_holder(s, p, h):
                continue
            if h not in on_field or h in s.locked:
                out.append((p, g))
    return out
