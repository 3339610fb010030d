"""The stride cost as cards change it: a card in the hand that counts a higher grade while it
pays for a stride (the G era).

A stride is paid by discarding cards from the hand whose grades add up to 3 or more, unless a
card says otherwise (``stride.cost``). Some cards say so of themselves: a CONT ability working
in the hand, "while you are paying the cost for [Stride], this card gets grade +2", makes that
card count its grade plus the amount for that payment and for nothing else
(``stride.cost-grade``). Its record is a ``stride-grade`` effect of a CONT ability whose only
zone is the hand.
"""

from __future__ import annotations

from ..state import State
from .conditions import ability_active, conditions_hold, zone_of


def stride_grade(s: State, iid: int) -> int:
    """The grade card ``iid`` counts for while it pays a stride cost: its grade, plus the
    amount of each of its own hand CONT abilities that raise it, when that ability applies
    (the card is in the hand, and the ability's conditions, such as a Generation Break, hold
    now: stride.cost-grade)."""
    card = s.table.cards[iid]
    grade = card.grade
    if not any(e.do == "stride-grade" for ab in card.abilities for e in ab.effects):
        return grade
    if not ability_active(s, iid) or zone_of(s, iid) != "hand":
        return grade
    for ab in card.abilities:
        if ab.kind != "CONT" or "hand" not in ab.zones or not conditions_hold(s, iid, ab):
            continue
        grade += sum(e.amount for e in ab.effects if e.do == "stride-grade")
    return grade
