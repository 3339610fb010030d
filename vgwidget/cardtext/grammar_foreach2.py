"""More amounts counted "for each" (rule ``text.for-each``), read after an amount as the older
ones of :data:`.grammar.PER` are: a player's units (all, or the other ones), units or
rear-guards of a grade ("grade 2", "grade 1 or less", "grade 3 or greater"), standing
rear-guards, the grade of a vanguard, the face-down cards of the bind or damage zone, the
cards in the order zone and Force markers.

Each value is a per-count of :data:`vgwidget.engine.abilities.foreach2_names.FOREACH_COUNTS`;
the first template of a value is the one the renderer writes.
"""

from __future__ import annotations

from typing import Any

from .phrases import phrases

_WHOSE = (("your", "your"), ("your opponent's", "opponent"))


def _graded(whose: str, who: str) -> list[tuple[str, Any]]:
    """ "for each of your grade 2 rear-guards", "… grade 1 or less units", "… grade 3 or
    greater rear-guards" (grade 0 and 1 rear-guards exactly are :data:`.grammar.PER`'s)."""
    rows: list[tuple[str, Any]] = []
    for words, kind in (("rear-guards", "rear-guard"), ("units", "unit")):
        for n in range(5):
            if kind == "unit" or n > 1:
                rows.append((f"for each of {whose} grade {n} {words}", f"{who}-grade-{n}-{kind}"))
            if n < 4:
                rows.append((f"for each of {whose} grade {n} or less {words}",
                             f"{who}-grade-{n}-or-less-{kind}"))  # fmt: skip
            if n > 0:
                rows.append((f"for each of {whose} grade {n} or greater {words}",
                             f"{who}-grade-{n}-or-greater-{kind}"))  # fmt: skip
    return rows


def _rows() -> list[tuple[str, Any]]:
    rows: list[tuple[str, Any]] = []
    for whose, who in _WHOSE:
        rows += [
            (f"for each of {whose} units", f"{who}-unit"),
            (f"for each of {whose} other units", f"{who}-other-unit"),
            (f"for each of {whose} [Stand] rear-guards", f"{who}-stand-rear-guard"),
            (f"for each grade of {whose} vanguard", f"{who}-vanguard-grade"),
            (f"for each of {whose} vanguard's grades", f"{who}-vanguard-grade"),
            (f"for each face down card in {whose} bind zone", f"{who}-bind-face-down-card"),
            (f"for each face down card in {whose} damage zone", f"{who}-damage-face-down-card"),
            (f"for each of {whose} cards in {whose} order zone", f"{who}-order-card"),
            (f"for each card in {whose} order zone", f"{who}-order-card"),
            (f"for each set order in {whose} order zone", f"{who}-set-order-card"),
            (f"for each of {whose} set orders in {whose} order zone", f"{who}-set-order-card"),
            (f"for each of {whose} order zone's set order", f"{who}-set-order-card"),
            (f"for each order card in {whose} bind zone", f"{who}-bind-order-card"),
            (f"for each of {whose} [Rest] back row rear-guards", f"{who}-rest-back-rear-guard"),
            *_graded(whose, who),
        ]
    rows += [
        ("for each of your Force markers", "your-force-marker"),
        ("for each Force marker on your circles", "your-force-marker"),
        ("for each Force marker on your (VC)", "your-vc-force-marker"),
        ("for each Force marker on your (RC)", "your-rc-force-marker"),
        ("for each of your Protect markers", "your-protect-marker"),
        ("for each Protect marker on your circles", "your-protect-marker"),
    ]
    return rows


FOREACH2_RULE = "text.for-each"
"""The catalogue rule these counts rest on."""
PER_FOREACH2 = phrases(_rows())
"""The rows :data:`.grammar.PER` adds at its end."""


def _group_rows() -> list[tuple[str, Any]]:
    rows: list[tuple[str, Any]] = []
    for whose, who in _WHOSE:
        rows += [
            (f"for each of {whose} {{group}} rear-guards", (who, "rear-guard")),
            (f"for each of {whose} other {{group}} rear-guards", (who, "other-rear-guard")),
            (f"for each of {whose} {{group}} units", (who, "unit")),
            (f"for each of {whose} other {{group}} units", (who, "other-unit")),
            (f"for each of {whose} other {{group}}", (who, "other-unit")),
            (f"for each {{group}} in {whose} soul", (who, "soul-card")),
            (f"for each face up {{group}} in {whose} G zone", (who, "gzone-face-up-card")),
        ]
    rows.append(("for each other {group} on your (VC) or (RC)", ("your", "other-unit")))
    # by card name (the exact name, in quotes)
    rows += [
        ("for each unit named {name} on your (RC)", ("your", "rear-guard")),
        ("for each other unit named {name} on your (RC)", ("your", "other-rear-guard")),
        ("for each unit named {name} on your (VC) or (RC)", ("your", "unit")),
        ("for each other unit named {name} on your (VC) or (RC)", ("your", "other-unit")),
        ("for each card named {name} in your soul", ("your", "soul-card")),
        ("for each face up card named {name} in your G zone", ("your", "gzone-face-up-card")),
        ("for each card named {name} face up in your damage zone",
         ("your", "damage-face-up-card")),
    ]  # fmt: skip
    return rows


GROUP_PER = phrases(_group_rows())
"""Counts by clan (nation in Standard, as the era reads «…») or by card name: the value is
(whose, what is counted); the per-count is written ``your-clan-rear-guard:CLAN`` or
``your-name-soul-card:NAME`` (:func:`vgwidget.engine.abilities.foreach2_names.group_per`)."""
_GROUP_TEMPLATE = {(p.value, "{name}" in p.template): p.template for p in reversed(GROUP_PER)}


def group_per_value(who: str, kind: str, group: str, era: str, named: bool = False) -> str:
    """The per-count of a count by card name, or by clan or nation: «…» names a nation in
    Standard, a clan in the older eras."""
    by = "name" if named else "nation" if era == "standard" else "clan"
    return f"{who}-{by}-{kind}:{group}"


def group_per_text(who: str, by: str, kind: str, group: str) -> str | None:
    """How the renderer writes a count by card name, clan or nation (``None``: no template
    writes it, e.g. the opponent's cards by card name)."""
    template = _GROUP_TEMPLATE.get(((who, kind), by == "name"))
    if template is None:
        return None
    if by == "name":
        return template.replace("{name}", f'"{group}"')
    return template.replace("{group}", f"«{group}»")
