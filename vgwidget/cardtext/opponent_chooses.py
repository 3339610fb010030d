"""Reading "your opponent chooses one of their rear-guards, and retires it" (helper ``then``):
the opponent is asked, among their own rear-guards, and the unit they choose is retired. The
ability stays its player's: a unit with Resist is not one the opponent may choose for it
(text.opponent-chooses).
"""

from __future__ import annotations

from typing import Any

from .grammar_then import OPPONENT_CHOOSES
from .reader import Reader

RULE = "text.opponent-chooses"


def opponent_chooses_effect(r: Reader, kind: str) -> list[dict[str, Any]] | None:
    """The effect, or ``None`` when it is not written here."""
    start = r.pos
    got = r.take(OPPONENT_CHOOSES)
    if got is None:
        return None
    p, slots = got
    n = slots[0] if p.value else 1
    if p.value and n < 2:
        raise r.refuse(start, r.pos, f"'{p.display}' does not agree with how many are chosen")
    e: dict[str, Any] = {"do": "retire", "target": "opponent-chooses-rear-guard"}
    if n != 1:
        e["n"] = n
    r.note(start, f"your opponent chooses {n} of their rear-guards, then retires "
                  f"{'them' if n > 1 else 'it'}", RULE)  # fmt: skip
    return [e]
