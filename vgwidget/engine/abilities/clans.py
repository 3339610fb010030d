"""A card "from all clans and nations" (card.all-clans): a printed CONT ability that makes the
card a card of every clan and of every nation, wherever it is. Every check of a card's clan or
nation asks here: the clan a condition names, a rider of the same clan (Forerunner), Lord's
units of the same clan, a trigger's clan, an especial cost's clan."""

from __future__ import annotations

from ..state import State
from .all_clans import ALL_CLANS


def from_all_clans(s: State, iid: int) -> bool:
    """Whether card ``iid`` is from all clans and nations now: it prints the ability and its
    text is there to be read (a locked card is no unit and a deleted unit has no text,
    LOCK-002, DELETE-002; a face-down damage or bind zone card has no card information,
    ZONE-024)."""
    card = s.table.cards[iid]
    if not any(e.do == ALL_CLANS for ab in card.abilities for e in ab.effects):
        return False
    if iid in s.locked or iid in s.deleted:
        return False
    return iid not in s.face_down or s.locate(iid)[1] not in ("damage", "bind")


def of_clan(s: State, iid: int, clan: object) -> bool:
    """Card ``iid`` is of ``clan``: printed so, or from all clans."""
    return s.table.cards[iid].clan == clan or from_all_clans(s, iid)


def of_nation(s: State, iid: int, nation: object) -> bool:
    """Card ``iid`` is of ``nation``: printed so, or from all nations."""
    return s.table.cards[iid].nation == nation or from_all_clans(s, iid)


def share_clan(s: State, a: int, b: int) -> bool:
    """Cards ``a`` and ``b`` are of a same clan: both print it, or either is from all clans."""
    clan = s.table.cards[a].clan
    return (clan is not None and clan == s.table.cards[b].clan) or (
        from_all_clans(s, a) or from_all_clans(s, b)
    )
