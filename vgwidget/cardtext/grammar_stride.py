"""The template phrases of the stride cost as cards change it (the G era), as data: read by
:mod:`.stride`, written back by :mod:`.render`.

A card in the hand may count a higher grade while its owner pays for a stride ("While you are
paying the cost for [Stride], this card gets grade +2."): a CONT ability whose only zone is the
hand, read as a ``stride-grade`` effect of that amount (stride.cost-grade); "this card may be
discarded as a grade 3" is a ``stride-grade-as`` effect of 3. A card may also wait
for its own discard as a stride's cost ("When this card is discarded from hand while paying the
cost for [Stride]"): the discard timing with the condition ``discarded-for`` "stride"
(stride.discarded-for-cost). The other ways cards change the stride cost (grades given to the
cards of the whole hand, a bind instead of the discard) are not read yet:
:data:`.mechanics.MECHANICS` names them. Last, the G zone costs that only a card of this unit's
name, or only a G guardian, may pay (cost.g-zone-face-up-named).
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
STRIDE_GRADE_AS = phrases(
    [
        ("While you are paying the cost for [Stride], this card may be discarded as a grade {n}",
         None),
        ("While paying the cost for [Stride], this card may be discarded as a grade {n}", None),
    ]
)  # fmt: skip
"""A hand card that may count as grade N while it pays a stride cost (``stride-grade-as``)."""
STRIDE_GRADE_RULE = "stride.cost-grade"
"""The catalogue rule the reading cites."""

STRIDE_DISCARD_TIMINGS = [
    (f"When {this}discarded from {your}hand {paying} [Stride]",
     ("discarded-from-hand", "self", (("discarded-for", "stride"),), "drop"))
    for paying in ("while paying the cost for", "for the cost of")
    for this, your in (("this card is ", ""), ("this card is ", "your "), ("", ""))
] + [
    (f"When this card is discarded from hand while riding a grade 3{card} from the ride deck or "
     "paying the cost for [Stride]",
     ("discarded-from-hand", "self", (("discarded-for", "grade-3-ride-deck-or-stride"),), "drop"))
    for card in (" card", "")
]  # fmt: skip
"""The discard timing of a card discarded as (part of) a stride's cost -- or, in the last rows,
either that or to ride a grade 3 from the ride deck -- in the shape of the grammar's timings
(timing, whose event, its condition, the zone it is heard in: the card lies in the drop zone by
then); a discard for anything else does not trigger it."""
STRIDE_DISCARD_RULE = "stride.discarded-for-cost"
G_ZONE_NAMED_COSTS = [
    ("Choose a face down card with the same card name as this unit from your G zone, and turn "
     "it face up", ("g-face-up-same-name", 1)),
    ("Choose a face down G guardian from your G zone, and turn it face up",
     ("g-face-up-g-guardian", 1)),
    ("Choose a face down [G Guardian] from your G zone, and turn it face up",
     ("g-face-up-g-guardian", 1)),
]  # fmt: skip
"""G zone costs only some face-down cards may pay: one of this unit's name, or a G guardian
(cost.g-zone-face-up-named), in the shape of the grammar's cost rows; the first of each is the
one the renderer writes."""
G_ZONE_NAMED_WRITES = {value[0]: template for template, value in reversed(G_ZONE_NAMED_COSTS)}
"""How the renderer writes each of these costs (paid with one card)."""
