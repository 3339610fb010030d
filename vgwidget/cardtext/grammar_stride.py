"""The template phrases of the stride cost as cards change it (the G era), as data: read by
:mod:`.stride`, written back by :mod:`.render`.

A card in the hand may count a higher grade while its owner pays for a stride ("While you are
paying the cost for [Stride], this card gets grade +2."): a CONT ability whose only zone is the
hand, read as a ``stride-grade`` effect of that amount (stride.cost-grade). A card may also wait
for its own discard as a stride's cost ("When this card is discarded from hand while paying the
cost for [Stride]"): the discard timing with the condition ``discarded-for`` "stride"
(stride.discarded-for-cost). The other ways cards change the stride cost ("may be discarded as
a grade 3", the cards of the whole hand, a bind instead of the discard) are not read yet:
:data:`.mechanics.MECHANICS` names them.
"""

from __future__ import annotations

from .phrases import phrases

STRIDE_GRADE = phrases(
    [
        ("While you are paying the cost for [Stride], this card gets grade +{n}", None),
        ("While paying the cost for [Stride], this card gets grade +{n}", None),
    ]
)
"""A hand card's grade while it pays a stride cost: grade +N (the sign may touch the number or
not: "grade +2", "grade+2"); the first spelling is the one the renderer writes."""
STRIDE_GRADE_RULE = "stride.cost-grade"
"""The catalogue rule the reading cites."""

STRIDE_DISCARD_TIMINGS = [
    (f"When {this}discarded from {your}hand {paying} [Stride]",
     ("discarded-from-hand", "self", (("discarded-for", "stride"),), "drop"))
    for paying in ("while paying the cost for", "for the cost of")
    for this, your in (("this card is ", ""), ("this card is ", "your "), ("", ""))
]  # fmt: skip
"""The discard timing of a card discarded as (part of) a stride's cost, in the shape of the
grammar's timings (timing, whose event, its condition, the zone it is heard in: the card lies
in the drop zone by then); a discard for anything else does not trigger it."""
STRIDE_DISCARD_RULE = "stride.discarded-for-cost"
