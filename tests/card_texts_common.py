"""What the card-text play tests share: the card pool, the cards with the generic sentinel text,
and small readings of a game (the decision asked, how often a card's ability triggered, a
player's face-down damage, soul and hand)."""

from __future__ import annotations

from vgwidget.engine.actions import Action
from vgwidget.engine.cards import default_pool
from vgwidget.engine.game import Game

POOL = default_pool()
SENTINELS = {  # the cards with the same generic sentinel text (and the Protect pseudo-card)
    "Aegis Lantern Warden": "classic",
    "Anchorline Defender": "classic",
    "Briarwall Dryad": "classic",
    "Cinderwall Guardian": "standard",
    "Bulwark Turtle of the Shallows": "standard",
    "Protect": "standard",
}


def decision(g: Game) -> str:
    d = g.state.decision
    assert d is not None
    return d.kind


def triggered(g: Game, iid: int, since: int = 0) -> int:
    """How many times an ability of card ``iid`` triggered after event ``since``."""
    return sum(1 for e in g.events[since:] if e.kind == "ability-trigger" and iid in e.cards)


def acts_of(g: Game, card: int) -> list[Action]:
    return [a for a in g.legal_actions() if a.kind == "act" and a.card == card]


def face_down(g: Game, p: int) -> int:
    return sum(1 for c in g.state.players[p].damage if c in g.state.face_down)


def soul(g: Game, p: int) -> int:
    return len(g.state.players[p].soul)


def hand(g: Game, p: int) -> int:
    return len(g.state.players[p].hand)
