"""More amounts counted "for each" (``Effect.per``, rule ``text.for-each``), counted from the
board: the names are in :mod:`.foreach2_names`.

Each count is read from the board when the effect is carried out (a CONT ability's, whenever
it is applied), like the older counts of :func:`.conditions.per_count`. A locked card is no
unit (LOCK-002), so it is counted by none of the unit counts here.
"""

from __future__ import annotations

from collections.abc import Callable

from ..state import VC, PlayerState, State
from .foreach2_names import group_per


def _units(s: State, ps: PlayerState, rear_only: bool) -> list[int]:
    """The player's units (the vanguard, unless ``rear_only``, and the rear-guards), a locked
    card being no unit (LOCK-002)."""
    circles = ps.rear_circles() if rear_only else (VC, *ps.rear_circles())
    return [u for c in circles if (u := ps.at(c)) is not None and u not in s.locked]


def _grade_test(what: str) -> tuple[bool, Callable[[int], bool]] | None:
    """``grade-N[-or-less|-or-greater]-rear-guard|unit``: (rear-guards only, the grade test)."""
    if not what.startswith("grade-"):
        return None
    words = what.split("-")
    n = int(words[1])
    rear_only = words[-1] == "guard"
    if "less" in words:
        return rear_only, lambda g: g <= n
    if "greater" in words:
        return rear_only, lambda g: g >= n
    return rear_only, lambda g: g == n


def _markers(ps: PlayerState, where: str) -> int:
    """The player's Force markers, on any circle, on the vanguard circle or on rear-guard
    circles (a marker belongs to its circle, CR 4.55 §16.3.1.4)."""
    return sum(
        1
        for circle, kind, _v in ps.markers
        if kind == "force" and (where == "all" or (circle == VC) == (where == "vc"))
    )


def _group_count(s: State, iid: int, ps: PlayerState, by: str, kind: str, group: str) -> int:
    """The player's cards of clan, nation or card name ``group`` that ``kind`` counts:
    rear-guards or units (the other ones leave this card out; a locked card is no unit), cards
    in the soul, face-up cards in the G zone or damage zone (the face-down ones show nothing)."""
    if kind == "soul-card":
        cards = list(ps.soul)
    elif kind == "gzone-face-up-card":
        cards = [c for c in ps.gzone if c in s.face_up]
    elif kind == "damage-face-up-card":
        cards = [c for c in ps.damage if c not in s.face_down]
    else:
        cards = _units(s, ps, rear_only=kind.endswith("rear-guard"))
        if kind.startswith("other-"):
            cards = [u for u in cards if u != iid]
    field = "card_name" if by == "name" else by  # (a Protect has no card name)
    return sum(1 for c in cards if getattr(s.table.cards[c], field) == group)


def foreach_count(s: State, iid: int, player: int, what: str) -> int | None:
    """How many of ``what`` (a per-count of :data:`FOREACH_COUNTS` without its owner) player
    ``player`` has now, for card ``iid``'s ability; ``None`` when ``what`` is not one of
    this module's counts."""
    ps = s.players[player]
    by_group = group_per(f"your-{what}")
    if by_group is not None:
        return _group_count(s, iid, ps, by_group[1], by_group[2], by_group[3])
    graded = _grade_test(what)
    if graded is not None:
        rear_only, test = graded
        return sum(1 for u in _units(s, ps, rear_only) if test(s.table.cards[u].grade))
    if what in ("unit", "other-unit"):
        units = _units(s, ps, rear_only=False)
        return len(units) - int(what == "other-unit" and iid in units)
    if what == "stand-rear-guard":
        return sum(1 for u in _units(s, ps, rear_only=True) if u not in s.rested)
    if what == "vanguard-grade":  # no vanguard (never in play) counts nothing
        return s.table.cards[ps.vanguard].grade if ps.vanguard is not None else 0
    if what in ("bind-face-down-card", "damage-face-down-card"):
        zone: tuple[int, ...] = getattr(ps, what.split("-", 1)[0])
        return sum(1 for c in zone if c in s.face_down)
    if what == "order-card":
        return len(ps.order)
    if what == "set-order-card":
        return sum(1 for c in ps.order if s.table.cards[c].order_kind == "set-order")
    if what == "bind-order-card":  # a face-down card shows nothing, so is no order card
        return sum(1 for c in ps.bind if s.table.cards[c].is_order and c not in s.face_down)
    if what == "rest-back-rear-guard":
        back = [u for c in ps.rear_circles() if c not in ps.front_row() and (u := ps.at(c))
                is not None and u not in s.locked]  # fmt: skip
        return sum(1 for u in back if u in s.rested)
    if what == "protect-marker":
        return sum(1 for _c, kind, _v in ps.markers if kind == "protect")
    if what.endswith("force-marker"):
        return _markers(ps, what.split("-")[0] if what != "force-marker" else "all")
    return None
