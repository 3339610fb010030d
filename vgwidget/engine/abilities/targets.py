"""What an effect acts on: the units a fixed target names (this unit, your vanguard, the
attacker ...), the units a "choose" target offers, and whether a card fits an effect's filter
(a name, a grade limit). A locked card is no unit, so no target offers it.
"""

from __future__ import annotations

from ..board import opponent, rear_guards, units_of
from ..state import FRONT_NAMES, RC_NAMES, VC, State
from .cont import has_flag
from .grades import grade_fits
from .harmony import in_harmony, other_units_in_line
from .model import Effect
from .names import name_contains
from .refs import Ref


def fixed_targets(s: State, ref: Ref, target: str) -> list[int] | None:
    """The units a non-choosing target names (``None`` when the target is a choice)."""
    ps = s.players[ref.player]
    b = s.battle
    if target == "self":
        now = s.incarnation(ref.card)
        if now != ref.incarnation and (ref.card, ref.ability, now) not in s.followed:
            return []  # it has changed zones since: a new card, not "this unit" (ZONE-042/043)
        where = s.locate(ref.card)[1]
        return [ref.card] if where in RC_NAMES or where in (VC, "guardians") else []
    if target == "your-vanguard":
        return [ps.vanguard] if ps.vanguard is not None else []
    if target == "opponent-vanguard":
        foe = s.players[opponent(ref.player)].vanguard
        return [foe] if foe is not None else []
    if target == "opponent-legion-mate":
        return list(s.players[opponent(ref.player)].legion)
    if target == "attacked-unit":  # every unit being attacked (several: ATTACK-009)
        return (
            [t for t, _ in b.attacked()] if b is not None and b.target_player == ref.player else []
        )
    if target == "attacker":
        return [b.attacker] if b is not None else []
    if target == "all-your-front-row":
        return [u for c in ps.front_row() if (u := ps.at(c)) is not None and u not in s.locked]
    if target == "all-your-rear-guards":
        return [u for _, u in rear_guards(s, ref.player)]
    if target == "all-your-units":
        return [u for _, u in units_of(s, ref.player)]
    if target == "all-your-units-in-harmony":  # keyword.harmony
        return [u for _, u in units_of(s, ref.player) if in_harmony(s, u)]
    if target in ("all-your-other-units-in-column", "all-your-other-units-in-row"):
        return other_units_in_line(s, ref.card, target.rsplit("-", 1)[1])
    return None


def target_options(s: State, ref: Ref, target: str) -> list[int]:
    """The units a "choose" target offers the ability's player (none for a fixed target); a
    unit with Resist is never offered to its opponent (keyword.resist)."""
    p = ref.player
    if target == "choose-your-unit":
        return [u for _, u in units_of(s, p)]
    if target == "choose-your-rear-guard":
        return [u for _, u in rear_guards(s, p)]
    if target == "choose-your-rested-rear-guard":
        return [u for _, u in rear_guards(s, p) if u in s.rested]
    if target in ("choose-opponent-rear-guard", "opponent-chooses-rear-guard"):
        return [u for _, u in rear_guards(s, opponent(p)) if not has_flag(s, u, "resist")]
    if target == "choose-your-other-unit-in-column":
        return other_units_in_line(s, ref.card, "column")
    if target.endswith("-in-harmony"):  # keyword.harmony: units in harmony (other than this one)
        pool = units_of(s, p) if target.endswith("unit-in-harmony") else rear_guards(s, p)
        other = "-other-" in target
        return [u for _, u in pool if in_harmony(s, u) and not (other and u == ref.card)]
    if target == "choose-opponent-front-row-rear-guard":
        return [
            u
            for c, u in rear_guards(s, opponent(p))
            if c in FRONT_NAMES and not has_flag(s, u, "resist")
        ]
    if target in ("choose-your-vanguard", "choose-your-attacked-vanguard"):
        # "one of your vanguards": the vanguard and, in a legion, its mate (both are vanguards,
        # LEGION-001); "... that is being attacked": of those, the ones this battle attacks
        ps = s.players[p]
        vanguards = ([ps.vanguard] if ps.vanguard is not None else []) + list(ps.legion)
        if target == "choose-your-vanguard":
            return vanguards
        b = s.battle
        if b is None or b.target_player != p:
            return []
        attacked = {t for t, _ in b.attacked()}
        return [u for u in vanguards if u in attacked]
    return []


def matches(s: State, iid: int, e: Effect) -> bool:
    """Whether card ``iid`` is one the effect may take: of its name (or with the words of a part
    of a name in it, text.name-contains), within its grade limit, and a unit unless the effect
    searches or looks (where an order may be taken too)."""
    c = s.table.cards[iid]
    if e.name is not None and c.card_name != e.name:
        return False  # (a Protect has no name: no effect naming a card takes it)
    if e.name_has is not None and not name_contains(c.card_name, e.name_has):
        return False  # "with "X" in its card name" (text.name-contains)
    if e.group is not None and e.group not in (c.clan, c.nation, c.race):
        return False  # "a «CLAN»", "a <Race>" (text.group-filter)
    if e.max_grade is not None or e.min_grade is not None:
        return grade_fits(c, e.min_grade, e.max_grade)  # "grade N", "… or greater", "… or less"
    return c.is_unit or e.do == "search" or (e.do == "look-top" and e.to not in ("RC", "ride"))
