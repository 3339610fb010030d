"""What the deck tests share: the card pool, a pool with test-only cards that isolate one
deck-construction rule each, the teaching decks, a deck with cards swapped, and readings of a
deck (the rules it breaks, its grade curve, its triggers)."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any

from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.decks import (
    Deck,
    Violation,
    teaching_decks,
)

POOL = default_pool()


def _card(n: int, name: str, **kw: Any) -> Card:
    return Card.from_dict({"id": f"TEST-{n:03d}", "name": name, **kw})


def _ember(n: int, name: str, **kw: Any) -> Card:
    """A Standard Emberreach test card (a grade 0 trigger-sized unit unless told otherwise)."""
    fields: dict[str, Any] = {"grade": 0, "power": 5000, "shield": 15000}
    fields |= {"nation": "Emberreach", "formats": ["standard"], **kw}
    return _card(n, name, **fields)


BOTH = ["standard", "classic"]

# Cards that exist only in these tests, to isolate one rule at a time.
TEST_POOL: CardPool = POOL.with_cards(
    [
        _ember(1, "Test Ember Heal", trigger="heal"),
        _ember(2, "Test Ember Over", trigger="over", shield=50000),
        _ember(3, "Test Ember Sentinel", grade=1, shield=0, sentinel=True),
        _ember(4, "Test Ember Stand", trigger="stand", formats=BOTH),
        _ember(
            5, "Test Lantern Front", trigger="front", nation=None, clan="Lanternguard", formats=BOTH
        ),
        _ember(
            6,
            "Test Lantern Order",
            grade=1,
            power=0,
            shield=None,
            type="normal-order",
            nation=None,
            clan="Lanternguard",
            formats=BOTH,
        ),
        _ember(
            7, "Test Ember G Unit", grade=4, power=15000, shield=None, type="g-unit", formats=BOTH
        ),
        _ember(8, "Test Ember Classic Only", grade=1, power=8000, shield=5000, formats=["classic"]),
        _ember(9, "Test Nationless Unit", grade=1, power=8000, shield=5000, nation=None),
        _ember(10, "Xeno Test Unit", grade=1, power=8000, shield=5000),
        _ember(11, "Test Ember Regalis A", grade=1, power=8000, shield=5000, regalis_piece=True),
        _ember(12, "Test Ember Regalis B", grade=1, power=8000, shield=5000, regalis_piece=True),
    ]
    + [
        _ember(20 + i, f"Test Ember {kind.title()} {k}", trigger=kind)
        for i, (kind, k) in enumerate(
            (kind, k) for kind in ("critical", "draw", "front") for k in "ABC"
        )
    ]
)


def std1() -> Deck:
    return teaching_decks("standard")[0]


def cls1(fmt: str = "classic") -> Deck:
    """The Lanternguard teaching deck: Classic's, or Premium's (the same 50 and a G deck)."""
    return teaching_decks(fmt)[0]


LANTERN_FORMATS = ("classic", "premium")
"""The formats that play the Lanternguard teaching deck (Premium's adds a G deck of 8)."""


def swap(deck: Deck, section: str, old: str, new: str, n: int = 1) -> Deck:
    """``deck`` with ``n`` copies of ``old`` in ``section`` replaced by ``new``."""
    names = list(getattr(deck, section))
    for _ in range(n):
        names[names.index(old)] = new
    changes: dict[str, Any] = {section: tuple(names)}
    return replace(deck, **changes)


def rules(violations: list[Violation]) -> list[str]:
    return [v.rule for v in violations]


def grade_curve(deck: Deck, names: tuple[str, ...]) -> dict[int, int]:
    return dict(sorted(Counter(POOL[n].grade for n in names).items()))


def trigger_counts(names: tuple[str, ...]) -> dict[str, int]:
    return dict(Counter(t for n in names if (t := POOL[n].trigger) is not None))
