"""Where an ability's card is, and whether an ability's conditions hold."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..cards import Card
from ..state import CIRCLE_INDEX, VC, PlayerState, State
from .clans import from_all_clans, of_clan, of_nation
from .foreach2 import foreach_count
from .grades import BATTLE_GRADE_CHECKS
from .harmony import harmony_count, in_harmony
from .index import table_index
from .keywords2 import KEYWORDS2_CHECKS
from .model import Ability
from .name_checks import NAME_CHECKS
from .on_row import on_circle, same_column
from .placed import DISCARDED_FOR
from .vocabulary import ACTIVE_CONDITIONS, COMPARED_COUNTS

_ZONE_OF_PLACE = {c: ("VC" if c == VC else "RC") for c in CIRCLE_INDEX}
_ZONE_OF_PLACE["guardians"] = "GC"


def zone_of(s: State, iid: int) -> str:
    """The ability zone (``VC``, ``RC``, ``GC``, ``hand``, ``soul``, ...) the card is in."""
    _, where = s.locate(iid)
    return _ZONE_OF_PLACE.get(where, where)


def ability_active(s: State, iid: int) -> bool:
    """Locked cards are not units and deleted units have no text (LOCK-002, DELETE-002); a
    face-down card in the damage or bind zone has no card information at all, so no
    abilities either (ZONE-024)."""
    if iid in s.locked or iid in s.deleted:
        return False
    return iid not in s.face_down or s.locate(iid)[1] not in ("damage", "bind")


_Check = Callable[[State, int, object, Mapping[str, object]], bool]
_STRIDE_COST = ("stride.cost", "stride.cost-grade")
"""The rules a discard paying a stride cost cites (condition ``discarded-for`` "stride")."""


def _vanguard(s: State, iid: int) -> Card | None:
    vg = s.players[s.table.owner[iid]].vanguard
    return s.table.cards[vg] if vg is not None else None


def _mine(s: State, iid: int) -> PlayerState:
    return s.players[s.table.owner[iid]]


def _rider_same_clan(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    me = s.table.cards[iid]
    rider = info.get("rider")
    return isinstance(rider, int) and (
        s.table.cards[rider].clan == me.clan
        and (me.clan is not None or s.table.cards[rider].nation == me.nation)
        or from_all_clans(s, rider)  # (card.all-clans)
        or from_all_clans(s, iid)
    ) == bool(value)


def _rider_is(field: str) -> _Check:
    """The unit that rides this card (a ``ridden`` timing's rider) has this name, clan or
    nation; with no rider in the event it does not hold."""

    def check(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
        rider = info.get("rider")
        if not isinstance(rider, int):
            return False
        card = s.table.cards[rider]
        if field in ("clan", "nation") and from_all_clans(s, rider):
            return True  # (card.all-clans)
        return bool((card.card_name if field == "name" else getattr(card, field)) == value)

    return check


def _all_same_clan(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    me = s.table.cards[iid]  # (a locked card is no unit, LOCK-002)
    return all(
        s.table.cards[u].clan == me.clan or from_all_clans(s, u) or from_all_clans(s, iid)
        for u in _mine(s, iid).circles
        if u is not None and u not in s.locked
    ) == bool(value)


def _generation_break(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """KEYWORD-008: face-up G units on your vanguard circle and in your G zone."""
    ps = _mine(s, iid)
    vg = ps.vanguard
    gb = sum(1 for g in ps.gzone if g in s.face_up)
    if vg is not None and s.table.cards[vg].is_g and vg not in s.face_down:
        gb += 1
    return bool(gb >= int(value))  # type: ignore[call-overload]


def _vanguard_name(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """The vanguard's name; a strode G unit also has its heart's name (STRIDE-012)."""
    c = _vanguard(s, iid)
    if c is None:
        return False
    if c.name == value:
        return True
    heart = _mine(s, iid).heart
    return c.is_g and bool(heart) and s.table.cards[heart[0]].name == value


def _rode_from(s: State, info: Mapping[str, object], what: str) -> object:
    """(timing ``ride``) the name or grade of the vanguard the riding unit was placed over, or
    ``None`` when it rode onto an empty circle (text.placed-by-riding)."""
    previous = info.get("previous")
    if not isinstance(previous, int):
        return None
    return getattr(s.table.cards[previous], what)


def _attacking_vanguard(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    b = s.battle
    # (with several units attacked: whether the vanguard is one of them, ATTACK-009)
    return b is not None and any(c == VC for _, c in b.attacked()) == bool(value)


def limit_break_relief(s: State, player: int, n: int) -> int:
    """How much less damage player ``player``'s Limit Break ``n`` abilities need now: the
    ``limit-break-relief`` CONT effects for Limit Break ``n`` of their active cards in their
    zones, their conditions met (KEYWORD-003: only that number, never Limit Break 5 for 4)."""
    total = 0
    for iid, i in table_index(s.table).cont:
        if s.table.owner[iid] != player or not ability_active(s, iid):
            continue
        ab = s.table.cards[iid].abilities[i]
        reliefs = [e.amount for e in ab.effects if e.do == "limit-break-relief" and e.n == n]
        if not reliefs:
            continue
        try:
            if zone_of(s, iid) not in ab.zones:
                continue
        except KeyError:
            continue
        if conditions_hold(s, iid, ab):
            total += sum(reliefs)
    return total


def _limit_break(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """Limit Break N: N or more damage, less any relief for that N (KEYWORD-002, KEYWORD-003)."""
    assert isinstance(value, int)
    n = value
    owner = s.table.owner[iid]
    return len(_mine(s, iid).damage) >= max(0, n - limit_break_relief(s, owner, n))


def _attacked_rear_guard(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """In the battle under way this unit is the attacker and its target is a rear-guard."""
    b = s.battle
    return (b is not None and b.attacker == iid and b.target_circle != VC) == bool(value)


def _battle_role(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """ "During the battle this unit attacked / boosted / is boosted": this unit's part in the
    battle under way (from the attack to the end of the close step), while it stays on the
    circle it fought from (so long a boost lasts, seed 000 Attack Step); "… a vanguard": that attack
    targets a vanguard."""
    b = s.battle
    if b is None:
        return False
    me = s.players[s.turn_player]
    role = str(value)
    if role.startswith("booster"):
        if b.booster != iid or b.booster_circle is None or me.at(b.booster_circle) != iid:
            return False
    elif b.attacker != iid or me.at(b.attacker_circle) != iid:
        return False
    if role == "boosted":
        return (
            b.booster is not None
            and b.booster_circle is not None
            and (me.at(b.booster_circle) == b.booster)
        )
    if role.endswith("-vs-vanguard"):
        return any(c == VC for _, c in b.attacked())
    return True


def _opponent_legion_mate_grade(
    s: State, iid: int, value: object, info: Mapping[str, object]
) -> bool:
    """The opponent's vanguard is in legion and its legion mate has this grade (LEGION-010)."""
    foe = s.players[1 - s.table.owner[iid]]
    return any(s.table.cards[m].grade == value for m in foe.legion)


def _in_legion(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """This unit is in legion: its owner's vanguard has a legion mate beside it, and this
    card is that leader or that mate (LEGION-001)."""
    ps = _mine(s, iid)
    return (bool(ps.legion) and (iid == ps.vanguard or iid in ps.legion)) == bool(value)


def _rear_guards_at_least(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
    """TEXT-009 ("N or more"): the owner's rear-guards, a locked card being no unit
    (LOCK-002)."""
    have = rear_guard_count(s, s.table.owner[iid])
    return bool(have >= int(value))  # type: ignore[call-overload]


def rear_guard_count(s: State, player: int) -> int:
    """How many rear-guards ``player`` has: units on rear-guard circles, a locked card being
    no unit (LOCK-002)."""
    ps = s.players[player]
    return sum(1 for c in ps.rear_circles() if (u := ps.at(c)) is not None and u not in s.locked)


def per_count(s: State, iid: int, per: str | None) -> int:
    """How many times an amount counted "for each" (``Effect.per``) applies now for card
    ``iid``'s ability: 1 when it is not counted."""
    if per is None:
        return 1
    owner = s.table.owner[iid]
    whose, what = per.split("-", 1)
    player = owner if whose == "your" else 1 - owner
    ps = s.players[player]
    more = foreach_count(s, iid, player, what)  # the counts of rule text.for-each
    if more is not None:
        return more
    if what == "rear-guard":
        return rear_guard_count(s, player)
    if what.startswith("unit-in-harmony"):  # keyword.harmony; "for every two": pairs
        every = int(what.rsplit("-by-", 1)[1]) if "-by-" in what else 1
        return harmony_count(s, player) // every
    if what == "other-rear-guard":  # this card is none of its "other" rear-guards
        mine = any(ps.at(c) == iid for c in ps.rear_circles()) and iid not in s.locked
        return rear_guard_count(s, player) - int(mine)
    if what == "locked-card":  # LOCK-001: a locked card stays on its rear-guard circle
        return sum(1 for c in ps.rear_circles() if (u := ps.at(c)) is not None and u in s.locked)
    if what in ("open-circle", "open-front-circle"):  # a circle with no card on it is open
        front = what == "open-front-circle"
        return sum(1 for c in ps.rear_circles()
                   if ps.at(c) is None and (not front or c in ps.front_row()))  # fmt: skip
    if what == "damage-face-up-card":  # a Counter Blast turned the face-down ones over
        return sum(1 for c in ps.damage if c not in s.face_down)
    if what == "gzone-face-up-card":  # the G zone is face down but for the cards turned up
        return sum(1 for c in ps.gzone if c in s.face_up)
    if what in ("rest-rear-guard", "grade-0-rear-guard", "grade-1-rear-guard"):
        units = [u for c in ps.rear_circles() if (u := ps.at(c)) is not None and u not in s.locked]
        if what == "rest-rear-guard":
            return sum(1 for u in units if u in s.rested)
        return sum(1 for u in units if s.table.cards[u].grade == int(what.split("-")[1]))
    zone: tuple[int, ...] = getattr(ps, what.removesuffix("-card"))
    return len(zone)


def _count(what: str) -> Callable[[State, int], int]:
    return lambda s, i: len(getattr(_mine(s, i), what))


def _compare(what: str, how: str) -> _Check:
    """TEXT-008 (strict: "more than", "less than") and TEXT-009 (inclusive: "N or more",
    "N or less") for one of your counts."""
    get = _count(what)
    ops: dict[str, Callable[[int, int], bool]] = {
        "more-than": lambda have, n: have > n,
        "less-than": lambda have, n: have < n,
        "at-least": lambda have, n: have >= n,
        "at-most": lambda have, n: have <= n,
    }
    op = ops[how]
    return lambda s, i, v, _: bool(op(get(s, i), int(v)))  # type: ignore[call-overload]


_COMPARISONS: dict[str, _Check] = {
    f"{what}-{how}": _compare(what, how)
    for what in COMPARED_COUNTS
    for how in ("more-than", "less-than", "at-least", "at-most")
}

CONDITION_CHECKS: dict[str, _Check] = {
    **_COMPARISONS,
    **KEYWORDS2_CHECKS,
    **NAME_CHECKS,
    "limit-break": _limit_break,
    "generation-break": _generation_break,
    "vanguard-name": _vanguard_name,
    "vanguard-clan": lambda s, i, v, _: (
        (u := _mine(s, i).vanguard) is not None and of_clan(s, u, v)
    ),
    "vanguard-nation": lambda s, i, v, _: (
        (u := _mine(s, i).vanguard) is not None and of_nation(s, u, v)
    ),
    "vanguard-grade-at-least": lambda s, i, v, _: (
        (c := _vanguard(s, i)) is not None and c.grade >= int(v)  # type: ignore[call-overload]
    ),
    "soul-at-least": lambda s, i, v, _: len(_mine(s, i).soul) >= int(v),  # type: ignore[call-overload]
    "hand-at-least": lambda s, i, v, _: len(_mine(s, i).hand) >= int(v),  # type: ignore[call-overload]
    "your-turn": lambda s, i, v, _: (s.turn_player == s.table.owner[i]) == bool(v),
    "attacking-vanguard": _attacking_vanguard,
    "rider-same-clan": _rider_same_clan,
    "rider-name": _rider_is("name"),
    "rider-clan": _rider_is("clan"),
    "rider-nation": _rider_is("nation"),
    "all-units-same-clan": _all_same_clan,
    "overdressed": lambda s, i, v, _: (_mine(s, i).dress_state(i) == "overdress") == bool(v),
    "xoverdressed": lambda s, i, v, _: (_mine(s, i).dress_state(i) == "xoverdress") == bool(v),
    "energy-at-least": lambda s, i, v, _: _mine(s, i).energy >= int(v),  # type: ignore[call-overload]
    "lacks-crest": lambda s, i, v, _: all(s.table.cards[c].name != v for c in _mine(s, i).crest),
    "gauge-at-least": lambda s, i, v, _: (
        sum(1 for _g, h in _mine(s, i).gauge_ties if h == i) >= int(v)  # type: ignore[call-overload]
    ),
    "soul-has-name": lambda s, i, v, _: any(s.table.cards[c].name == v for c in _mine(s, i).soul),
    "drop-has-name": lambda s, i, v, _: any(s.table.cards[c].name == v for c in _mine(s, i).drop),
    "attacked-rear-guard": _attacked_rear_guard,
    "battle-role": _battle_role,
    "circle": on_circle,
    "same-column": same_column,
    **BATTLE_GRADE_CHECKS,
    "in-harmony": lambda s, i, v, _: in_harmony(s, i) == bool(v),
    "harmony-count-reached": lambda s, i, v, info: info.get("count") == v,
    "harmony-units-at-least": lambda s, i, v, _: (
        harmony_count(s, s.table.owner[i]) >= int(v)  # type: ignore[call-overload]
    ),
    "opponent-legion-mate-grade": _opponent_legion_mate_grade,
    "rear-guards-at-least": _rear_guards_at_least,
    "in-legion": _in_legion,
    "vanguard-in-legion": lambda s, i, v, _: bool(_mine(s, i).legion) == bool(v),
    "opponent-damage-at-least": lambda s, i, v, _: (
        len(s.players[1 - s.table.owner[i]].damage) >= int(v)  # type: ignore[call-overload]
    ),
    "placed-from": lambda s, i, v, info: info.get("from") == v,
    # (discarded-from-hand) the rule the discard cited: the stride cost's (stride.cost-grade),
    # or, for the other value, also a ride of a grade 3 from the ride deck's (ride.ride-deck)
    "discarded-for": lambda s, i, v, info: (
        info.get("by") in _STRIDE_COST
        or (
            v == DISCARDED_FOR[1]
            and info.get("by") == "ride.ride-deck"
            and info.get("riding-grade") == 3
        )
    ),
    "placed-not-from": lambda s, i, v, info: "from" in info and info.get("from") != v,
    "rode-from-name": lambda s, i, v, info: _rode_from(s, info, "name") == v,
    "rode-from-grade": lambda s, i, v, info: _rode_from(s, info, "grade") == v,
    "phase": lambda s, i, v, _: s.phase == v,
    "your-phase": lambda s, i, v, _: s.phase == v and s.turn_player == s.table.owner[i],
    "not-phase": lambda s, i, v, _: s.phase != v,
    "opponent-vanguard-grade-at-least": lambda s, i, v, _: (
        (vg := s.players[1 - s.table.owner[i]].vanguard) is not None
        and s.table.cards[vg].grade >= int(v)  # type: ignore[call-overload]
    ),
}
"""How each condition of the card-data format (``vocabulary.CONDITIONS``) is worked out: one
function each, ``(state, card, value, event info) -> holds``."""


def conditions_hold(
    s: State, iid: int, ab: Ability, info: Mapping[str, object] | None = None
) -> bool:
    """Whether every condition of ``ab`` (on card ``iid``) is met now."""
    return holds(s, iid, ab.conditions, info)


def still_holds(s: State, iid: int, ab: Ability, info: Mapping[str, object] | None = None) -> bool:
    """Whether a triggered AUTO ability ``ab`` may still resolve: its trigger's conditions
    hold again, while an *active* condition (Limit Break, Generation Break) was checked once,
    when it triggered, and is not asked again (CR 4.55 §14.2.3.2.1)."""
    rest = tuple(c for c in ab.conditions if c[0] not in ACTIVE_CONDITIONS)
    return holds(s, iid, rest, info)


def holds(
    s: State,
    iid: int,
    conds: tuple[tuple[str, object], ...],
    info: Mapping[str, object] | None = None,
) -> bool:
    """Whether every one of ``conds`` is met now for card ``iid`` (an ability's conditions,
    or the plain "if …" of one part of its effect)."""
    facts = info or {}
    return all(CONDITION_CHECKS[name](s, iid, value, facts) for name, value in conds)
