"""Where an ability's card is, and whether an ability's conditions hold."""

from __future__ import annotations

from collections.abc import Mapping

from ..state import CIRCLE_INDEX, VC, State
from .model import Ability

_ZONE_OF_PLACE = {c: ("VC" if c == VC else "RC") for c in CIRCLE_INDEX}
_ZONE_OF_PLACE["guardians"] = "GC"


def zone_of(s: State, iid: int) -> str:
    """The ability zone (``VC``, ``RC``, ``GC``, ``hand``, ``soul``, ...) the card is in."""
    _, where = s.locate(iid)
    return _ZONE_OF_PLACE.get(where, where)


def ability_active(s: State, iid: int) -> bool:
    """Locked cards are not units and deleted units have no text (LOCK-002, DELETE-002)."""
    return iid not in s.locked and iid not in s.deleted


def conditions_hold(
    s: State, iid: int, ab: Ability, info: Mapping[str, object] | None = None
) -> bool:
    """Whether every condition of ``ab`` (on card ``iid``) is met now."""
    if not ab.conditions:
        return True
    owner = s.table.owner[iid]
    ps = s.players[owner]
    vg = ps.vanguard
    vcard = s.table.cards[vg] if vg is not None else None
    me = s.table.cards[iid]
    for name, value in ab.conditions:
        if name == "limit-break":
            ok = len(ps.damage) >= int(value)  # type: ignore[call-overload]
        elif name == "generation-break":
            # KEYWORD-008: face-up G units on your vanguard circle and in your G zone
            gb = sum(1 for g in ps.gzone if g in s.face_up)
            gb += vcard is not None and vcard.is_g and vg not in s.face_down
            ok = gb >= int(value)  # type: ignore[call-overload]
        elif name == "vanguard-name":
            ok = vcard is not None and vcard.name == value
            if not ok and vcard is not None and vcard.is_g and ps.heart:
                # STRIDE-012: a strode G unit also has its heart's name
                ok = s.table.cards[ps.heart[0]].name == value
        elif name == "vanguard-clan":
            ok = vcard is not None and vcard.clan == value
        elif name == "vanguard-nation":
            ok = vcard is not None and vcard.nation == value
        elif name == "vanguard-grade-at-least":
            ok = vcard is not None and vcard.grade >= int(value)  # type: ignore[call-overload]
        elif name == "soul-at-least":
            ok = len(ps.soul) >= int(value)  # type: ignore[call-overload]
        elif name == "hand-at-least":
            ok = len(ps.hand) >= int(value)  # type: ignore[call-overload]
        elif name == "your-turn":
            ok = (s.turn_player == owner) == bool(value)
        elif name == "attacking-vanguard":
            b = s.battle
            ok = b is not None and (b.target_circle == VC) == bool(value)
        elif name == "rider-same-clan":
            rider = (info or {}).get("rider")
            ok = isinstance(rider, int) and (
                s.table.cards[rider].clan == me.clan
                and (me.clan is not None or s.table.cards[rider].nation == me.nation)
            ) == bool(value)
        elif name == "all-units-same-clan":  # (a locked card is no unit, LOCK-002)
            ok = all(
                s.table.cards[u].clan == me.clan
                for u in ps.circles
                if u is not None and u not in s.locked
            ) == bool(value)
        else:  # pragma: no cover - the model rejects unknown conditions
            ok = False
        if not ok:
            return False
    return True
