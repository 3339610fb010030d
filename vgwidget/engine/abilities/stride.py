"""The G era's costs as cards change them: a card in the hand that counts a higher grade while
it pays for a stride, and the G zone costs that only some face-down cards may pay.

A stride is paid by discarding cards from the hand whose grades add up to 3 or more, unless a
card says otherwise (``stride.cost``). Some cards say so of themselves: a CONT ability working
in the hand, "while you are paying the cost for [Stride], this card gets grade +2", makes that
card count its grade plus the amount for that payment and for nothing else
(``stride.cost-grade``); "this card may be discarded as a grade 3" lets it count as that grade.
Their records are ``stride-grade`` and ``stride-grade-as`` effects of a CONT ability whose only
zone is the hand.

A G zone cost turns face-down cards of the G zone face up (``cost.g-zone-face-up``); some say
which cards may pay it: one "with the same card name as this unit", or a G guardian
(``cost.g-zone-face-up-named``).
"""

from __future__ import annotations

from ..state import State
from .conditions import ability_active, conditions_hold, zone_of


def stride_grade(s: State, iid: int) -> int:
    """The grade card ``iid`` counts for while it pays a stride cost: its grade (or the grade
    it "may be discarded as", when higher), plus the amount of each of its own hand CONT
    abilities that raise it, when that ability applies (the card is in the hand, and the
    ability's conditions, such as a Generation Break, hold now: stride.cost-grade). The player
    may always use the higher count: the discarded grades only need to reach 3."""
    card = s.table.cards[iid]
    grade = card.grade
    if not any(e.do.startswith("stride-grade") for ab in card.abilities for e in ab.effects):
        return grade
    if not ability_active(s, iid) or zone_of(s, iid) != "hand":
        return grade
    raised = 0
    for ab in card.abilities:
        if ab.kind != "CONT" or "hand" not in ab.zones or not conditions_hold(s, iid, ab):
            continue
        for e in ab.effects:
            if e.do == "stride-grade":
                raised += e.amount
            elif e.do == "stride-grade-as":  # "may be discarded as a grade N": only a higher
                grade = max(grade, e.amount)  # count can help a sum that must reach 3
    return grade + raised


def g_zone_payers(s: State, p: int, iid: int, cost: str) -> list[int]:
    """The face-down cards of player ``p``'s G zone that may pay the G zone cost ``cost`` of
    card ``iid``'s ability: any (``g-face-up``), those of a name the unit bears -- its own, or
    the heart's a strode G unit takes (``g-face-up-same-name``, STRIDE-012) -- or the G
    guardians (``g-face-up-g-guardian``; cost.g-zone-face-up-named)."""
    cards = s.table.cards
    down = [c for c in s.players[p].gzone if c not in s.face_up]
    if cost == "g-face-up-g-guardian":
        return [c for c in down if cards[c].type == "g-guardian"]
    if cost != "g-face-up-same-name":
        return down
    names = {cards[iid].name}
    heart = s.players[p].heart
    if cards[iid].is_g and heart and s.players[p].vanguard == iid:
        names.add(cards[heart[0]].name)
    return [c for c in down if cards[c].name in names]
