"""The template phrases of the stride cost as cards change it (the G era), as data: read by
:mod:`.stride`, written back by :mod:`.render`.

A card in the hand may count a higher grade while its owner pays for a stride ("While you are
paying the cost for [Stride], this card gets grade +2."): a CONT ability whose only zone is the
hand, read as a ``stride-grade`` effect of that amount (stride.cost-grade). The other ways cards
change the stride cost ("may be discarded as a grade 3", the cards of the whole hand, a bind
instead of the discard) are not read yet: :data:`.mechanics.MECHANICS` names them.
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
