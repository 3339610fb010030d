"""The names of more amounts counted "for each" (``Effect.per``, rule ``text.for-each``): a
player's units (all, the other ones, or those of one grade), rear-guards of a grade or range of
grades or standing, the grade of a player's vanguard, the face-down cards of the bind or damage
zone, the cards (or set orders) in the order zone, order cards in the bind zone, rested
back-row rear-guards, and a player's Force or Protect markers.

The names only (card data checks them, :mod:`.model`); :mod:`.foreach2` counts them.
"""

from __future__ import annotations

_WHO = ("your", "opponent")
_GRADED = ("rear-guard", "unit")


def _graded_keys() -> tuple[str, ...]:
    keys: list[str] = []
    for kind in _GRADED:
        keys += [
            f"grade-{n}-{kind}"
            for n in range(5)
            if (kind, n) not in (("rear-guard", 0), ("rear-guard", 1))
        ]  # (the older counts: conditions.py)
        keys += [f"grade-{n}-or-less-{kind}" for n in range(4)]
        keys += [f"grade-{n}-or-greater-{kind}" for n in range(1, 5)]
    return tuple(keys)


_WHATS = (
    "unit",
    "other-unit",
    "stand-rear-guard",
    "vanguard-grade",
    "bind-face-down-card",
    "damage-face-down-card",
    "order-card",
    "bind-order-card",
    "set-order-card",
    "rest-back-rear-guard",
    *_graded_keys(),
)
_MARKERS = ("force-marker", "vc-force-marker", "rc-force-marker", "protect-marker")
FOREACH_COUNTS: tuple[str, ...] = (
    *(f"{who}-{what}" for who in _WHO for what in _WHATS),
    *(f"your-{what}" for what in _MARKERS),
)
"""The per-counts this module adds to :data:`.vocabulary.PER_COUNTS` (``your-…`` / ``opponent-…``;
markers: your own)."""


def _grade_words(what: str) -> str:
    words = what.split("-")
    kind = "rear-guard(s)" if words[-1] == "guard" else "unit(s)"
    more = " or less" if "less" in words else " or greater" if "greater" in words else ""
    return f"grade {words[1]}{more} {kind}"


FOREACH_WORDS: dict[str, str] = {
    "unit": "unit(s)",
    "other-unit": "other unit(s)",
    "stand-rear-guard": "standing rear-guard(s)",
    "vanguard-grade": "vanguard's grade(s)",
    "bind-face-down-card": "face-down card(s) in the bind zone",
    "damage-face-down-card": "face-down card(s) in the damage zone",
    "order-card": "card(s) in the order zone",
    "force-marker": "Force marker(s)",
    "vc-force-marker": "Force marker(s) on the vanguard circle",
    "rc-force-marker": "Force marker(s) on rear-guard circles",
    "protect-marker": "Protect marker(s)",
    "bind-order-card": "order card(s) in the bind zone",
    "set-order-card": "set order(s) in the order zone",
    "rest-back-rear-guard": "rested back-row rear-guard(s)",
    **{what: _grade_words(what) for what in _graded_keys()},
}
"""How the log names each of this module's counts (the owner left out)."""

GROUP_KINDS = (
    "rear-guard",
    "other-rear-guard",
    "unit",
    "other-unit",
    "soul-card",
    "gzone-face-up-card",
    "damage-face-up-card",
)
"""What a count by clan, nation or card name may count: the player's rear-guards or units (all,
or the other ones than this card), the cards in the soul, the face-up cards in the G zone or
in the damage zone."""
_GROUP_WORDS = {
    "rear-guard": "{} rear-guard(s)",
    "other-rear-guard": "other {} rear-guard(s)",
    "unit": "{} unit(s)",
    "other-unit": "other {} unit(s)",
    "soul-card": "{} card(s) in the soul",
    "gzone-face-up-card": "face-up {} card(s) in the G zone",
    "damage-face-up-card": "face-up {} card(s) in the damage zone",
}


def group_per(per: str) -> tuple[str, str, str, str] | None:
    """A count by clan, nation or card name, written ``your-clan-unit:Lanternguard``
    (``who-clan|nation|name-KIND:GROUP``, KIND one of :data:`GROUP_KINDS`): ``(who,
    clan|nation|name, KIND, GROUP)``, or ``None`` when ``per`` is no such count."""
    head, sep, group = per.partition(":")
    if not sep or not group.strip() or group != group.strip():
        return None
    who, _, rest = head.partition("-")
    by, _, kind = rest.partition("-")
    if who not in _WHO or by not in ("clan", "nation", "name") or kind not in GROUP_KINDS:
        return None
    return who, by, kind, group


def foreach_words(what: str) -> str:
    """How the log names a count of this module (the owner left out)."""
    got = group_per(f"your-{what}")
    if got is None:
        return FOREACH_WORDS.get(what, what)
    group = f'"{got[3]}"' if got[1] == "name" else f"«{got[3]}»"
    return _GROUP_WORDS[got[2]].format(group)
