"""Reading a "Then," sentence (helper ``then``): after the full stop that ends one sentence of
an ability's effect, "Then, …" carries the same effect on. The parts it adds are read as the
parts joined by ", and" are, and they mean the same: done in order, after what came before,
each with its own plain "if …" (ability.if) when one is written.
"""

from __future__ import annotations

from typing import Any

from .grammar_then import ANY_REAR_GUARD_COSTS, THEN_SENTENCE
from .reader import Reader

THEN_MEANING = "then: the effect goes on, after what the sentence before it did"
"""How the explanation names a "Then," sentence (also how :func:`then_was_read` finds it)."""


def then_sentence(r: Reader) -> bool:
    """Read "Then," opening a sentence here (after a full stop); False, with nothing read or
    remembered, when no such sentence is written."""
    save, far, expected = r.pos, r.far, r.expected
    r.skip()
    start = r.pos
    if r.take(THEN_SENTENCE) is None:
        r.pos, r.far, r.expected = save, far, expected
        return False
    r.skip()
    r.note(start, THEN_MEANING, "golden.card-text")
    return True


def then_was_read(r: Reader, start: int) -> int | None:
    """Where a "Then," sentence read since ``start`` begins (``None``: none was)."""
    for c in r.clauses:
        if c.start >= start and c.meaning == THEN_MEANING:
            return c.start
    return None


def check_any_rear_guard_cost(r: Reader, start: int, rec: dict[str, Any]) -> None:
    """Refuse the ability read since ``start`` when it pays "Choose one of your rear-guards,
    and retire it" and may be used from (RC): there the card paying is itself one of your
    rear-guards, which the engine's ``retire`` cost (one of your *other* rear-guards) leaves
    out. From any other zone the two costs are the same."""
    meaning = f"cost: {ANY_REAR_GUARD_COSTS[0].display}"
    for c in r.clauses:
        if c.start >= start and c.meaning == meaning and "RC" in rec.get("zones", ("RC",)):
            raise r.refuse(c.start, c.end, "a cost that may retire this very unit: it is on "
                           "a rear-guard circle, and the cost the engine knows retires one of "
                           "your other rear-guards")  # fmt: skip
