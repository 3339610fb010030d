"""v-foreach: more amounts counted "for each" (``Effect.per``), rows joined to
:data:`grammar.PER`: open rear-guard circles (all of them, or the front-row ones) and face-up
cards in a damage zone or a G zone, rested rear-guards and grade 0 or grade 1 rear-guards,
of either player. Each is counted exactly by
:func:`vgwidget.engine.abilities.conditions.per_count` (a locked card fills its circle; a
face-down damage card is not face up; a G zone card is face down until turned face up)."""

from __future__ import annotations

PER_FOREACH: tuple[tuple[str, str], ...] = tuple(
    row
    for whose, who in (("your", "your"), ("your opponent's", "opponent"))
    for row in (
        (f"for each of {whose} open (RC)", f"{who}-open-circle"),
        (f"for each of {whose} open front row (RC)", f"{who}-open-front-circle"),
        (f"for each face up card in {whose} damage zone", f"{who}-damage-face-up-card"),
        (f"for each face up card in {whose} G zone", f"{who}-gzone-face-up-card"),
        (f"for each of {whose} [Rest] rear-guards", f"{who}-rest-rear-guard"),
        (f"for each of {whose} grade 0 rear-guards", f"{who}-grade-0-rear-guard"),
        (f"for each of {whose} grade 1 rear-guards", f"{who}-grade-1-rear-guard"),
    )
)
"""(words, ``per`` value) for each new count, in the order the tables list them."""
