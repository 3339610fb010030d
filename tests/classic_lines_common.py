"""What the Classic timing and golden-rule line tests share: the vanilla Classic units, test-only
cards with an AUTO ability waiting for one timing, resolving what waits, and readings of the
log (the abilities that triggered and resolved, the first event citing a rule)."""

from __future__ import annotations

from typing import Any

from builders import act, make_card

from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.events import Event
from vgwidget.engine.game import Game

CLS = ("classic",)
P1_G3 = "Aurelio the Radiant Lanternlord"  # grade 3, 11000
P2_G3 = "Vessaline the Tempest Corsair Queen"  # grade 3, 11000
P1_G1 = "Lanternguard Squire"  # grade 1, 7000, no trigger


def _card(name: str, abilities: list[dict[str, Any]], **kw: Any) -> Card:
    return make_card(name, "classic", abilities, **kw)


def _auto(
    timing: str, on: str = "your-turn", zones: tuple[str, ...] = ("VC",), **kw: Any
) -> dict[str, Any]:
    effect = kw.pop("effect", [{"do": "power", "amount": 1000, "target": "self", "until": "turn"}])
    ab = {"type": "AUTO", "zones": list(zones), "timing": timing, "on": on, "effect": effect}
    return {**ab, **kw}


def _pool(*cards: Card) -> CardPool:
    return default_pool().with_cards(list(cards))


def _fields(a: Action) -> dict[str, Any]:
    return {k: v for k, v in a.to_dict().items() if k not in ("kind", "player")}


def _resolve_waiting(g: Game) -> None:
    """Resolve every waiting ability (the first one offered each time)."""
    while g.state.decision is not None and g.state.decision.kind == "order":
        a = g.legal_actions()[0]
        act(g, a.kind, **_fields(a))


def _use_through(g: Game) -> None:
    """Accept an optional ability and make its choices (the first offered) until a phase's
    own decision comes back."""
    while g.state.decision is not None and g.state.decision.kind in (
        "use-ability",
        "confirm",
        "choose",
        "order",
    ):
        d = g.state.decision.kind
        if d in ("use-ability", "confirm"):
            act(g, "use")
        else:
            a = g.legal_actions()[0]
            act(g, a.kind, **_fields(a))


def _resolved(g: Game, card_name: str | None = None) -> list[Event]:
    return [
        e
        for e in g.events
        if e.kind == "ability-resolve" and (card_name is None or card_name in e.text)
    ]


def _triggered(g: Game, card_name: str | None = None) -> list[Event]:
    return [
        e
        for e in g.events
        if e.kind == "ability-trigger" and (card_name is None or card_name in e.text)
    ]


def _first(g: Game, rule: str) -> Event:
    return next(e for e in g.events if e.rule == rule)
