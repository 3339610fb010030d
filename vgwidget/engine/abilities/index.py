"""Which card instances of a game carry which kinds of ability (built once per card table)."""

from __future__ import annotations

from typing import NamedTuple

from ..state import CardTable
from .placed import timing_parts


class TableIndex(NamedTuple):
    auto: dict[str, list[tuple[int, int]]]
    """timing -> ``(iid, ability index)`` of AUTO abilities waiting for that moment (an ability
    with a joined timing, "placed on (VC) or (RC)", is filed under each of its parts)."""
    act: list[tuple[int, int]]
    cont: list[tuple[int, int]]
    timings: frozenset[str] = frozenset()
    """Every timing some AUTO ability waits for (``auto``'s keys)."""
    with_abilities: frozenset[int] = frozenset()
    """The instances that have any ability."""


_cache: dict[int, tuple[object, TableIndex]] = {}
_last: list[object] = [None, None]  # the card tuple asked about last time, and its index


def table_index(table: CardTable) -> TableIndex:
    """The ability index of ``table`` (cached by the identity of its card tuple)."""
    if table.cards is _last[0]:
        return _last[1]  # type: ignore[return-value]
    key = id(table.cards)
    hit = _cache.get(key)
    if hit is not None and hit[0] is table.cards:
        _last[0], _last[1] = table.cards, hit[1]
        return hit[1]
    auto: dict[str, list[tuple[int, int]]] = {}
    act: list[tuple[int, int]] = []
    cont: list[tuple[int, int]] = []
    for iid, card in enumerate(table.cards):
        for i, ab in enumerate(card.abilities):
            if ab.kind == "AUTO" and ab.timing is not None:
                for moment in timing_parts(ab.timing):
                    auto.setdefault(moment, []).append((iid, i))
            elif ab.kind == "ACT":
                act.append((iid, i))
            elif ab.kind == "CONT":
                cont.append((iid, i))
    idx = TableIndex(
        auto,
        act,
        cont,
        frozenset(auto),
        frozenset(i for i, card in enumerate(table.cards) if card.abilities),
    )
    if len(_cache) > 64:
        _cache.clear()
    _cache[key] = (table.cards, idx)
    _last[0], _last[1] = table.cards, idx
    return idx
