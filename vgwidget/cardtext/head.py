"""The compiler's readers for what comes before an ability's effect: the head's zone markers
(``(VC)``, ``(VC/RC)``), its markers (``[1/Turn]``, ``[Limit-Break 4]`` with its reminder
text, keywords), the cost bracket in all its spellings, and the conditions ("during your
turn, if ...,")."""

from __future__ import annotations

import re
from typing import Any

from ..engine.abilities.placed import PLACED_TIMINGS
from ..engine.abilities.vocabulary import PHASE_TIMINGS
from ..engine.abilities.words import ZONE_WORDS
from . import grammar as g
from .errors import CardTextError
from .grades import battle_role_grade
from .grammar_names import NAME_COMPOUND_CONDITIONS
from .grammar_then import ANY_REAR_GUARD_COSTS
from .head_keywords2 import read_keyword_condition
from .names import compound_items
from .reader import Reader, error_at

# ---------------------------------------------------------------------------------- the head
_ZONE_GROUP = re.compile(r"\(([^()]*)\)")
_BARE_ZONE = re.compile(
    "(" + "|".join(sorted((re.escape(z) for z in g.ZONE_NAMES), key=len, reverse=True))
    + r")(?=\s*[\[:])",
    re.IGNORECASE,
)  # fmt: skip
"""One zone named without its parentheses right after the ability's kind (``[ACT]Order
Zone[1/Turn]:``, ``[ACT]VC:``), as some card lists write it: read as ``(Order zone)``."""


def read_zones(r: Reader) -> list[str]:
    """``(VC)``, ``(VC/RC)``, ``(RC)/(GC)``, ``(Drop zone)``: where the ability works; also
    one zone written bare before the markers or the colon (``[ACT]VC[1/Turn]:``)."""
    zones: list[str] = []
    r.skip()
    start = r.pos
    bare = _BARE_ZONE.match(r.text, r.pos)
    if bare is not None:
        zones.append(g.ZONE_NAMES[bare.group(1).lower()])
        r.pos = bare.end()
        r.note(start, "works " + ZONE_WORDS[zones[0]], g.RULES["zones"])
        return zones
    while True:
        m = _ZONE_GROUP.match(r.text, r.pos)
        if m is None:
            break
        names = [w.strip().lower() for w in m.group(1).split("/")]
        for i, w in enumerate(names):
            if w not in g.ZONE_NAMES:
                at = m.start(1) + sum(len(x) + 1 for x in m.group(1).split("/")[:i])
                r.fail(at, [f"({v})" for v in g.ZONE_MARKS.values()])
                raise r.error()
            zone = g.ZONE_NAMES[w]
            if zone not in zones:
                zones.append(zone)
        r.pos = m.end()
        if r.text.startswith("/", r.pos) and r.text.startswith("(", r.pos + 1):
            r.pos += 1
            continue
        break
    if zones:
        r.note(start, "works " + " or ".join(ZONE_WORDS[z] for z in zones), g.RULES["zones"])
    return zones


def _reminder(r: Reader, n: int) -> None:
    """Reminder text after a Limit Break / Generation Break marker: it explains, it has no
    effect (TEXT-001); a number in it must be the marker's."""
    r.skip()
    if not r.text.startswith("(", r.pos) or not r.text[r.pos :].lower().startswith(
        g.REMINDER_ACTIVE.lower()
    ):
        return
    close = r.text.find(")", r.pos)
    if close < 0:
        r.fail(len(r.text), [")"])
        raise r.error()
    inner = r.text[r.pos : close]
    for word in re.findall(r"\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b", inner):
        value = int(word) if word.isdigit() else _WORD_N[word]
        if value != n:
            raise r.refuse(r.pos, close + 1, f"the reminder text says {value}, the marker {n}")
    start = r.pos
    r.pos = close + 1
    r.note(start, "reminder text: explains, changes nothing", "text.reminder")


def _gb_reminder(r: Reader, n: int) -> bool:
    """The Generation Break reminder ("… face up G units in total on your (VC) or G zone"),
    read whole (its own "(VC)" does not end it); its number must be the marker's. False (and
    nothing remembered) when it is not written here."""
    save, far, expected = r.pos, r.far, r.expected
    got = r.take(g.GB_REMINDERS)
    if got is None:
        r.pos, r.far, r.expected = save, far, expected
        return False
    r.skip()
    start = save + (len(r.text[save:]) - len(r.text[save:].lstrip()))
    if got[1][0] != n:
        raise r.refuse(start, r.pos, f"the reminder text says {got[1][0]}, the marker {n}")
    r.note(start, "reminder text: explains, changes nothing", "text.reminder")
    return True


_WORD_N = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10}  # fmt: skip


def read_markers(r: Reader, rec: dict[str, Any], conds: list[dict[str, Any]]) -> None:
    """``[1/Turn]``, ``[Limit-Break 4]`` (+ reminder), ``[Generation Break 2]``, ``[Sentinel]``,
    ``[Mega Blast]``, ``[Cross Ride]``, in any order before the colon."""
    while True:
        r.skip()
        start = r.pos
        got = r.take(g.ONCE_PER_TURN)
        if got is not None:
            if got[0].value is None and got[1][0] != 1:
                raise error_at(r.text, start, [])
            rec["once_per_turn"] = True
            r.note(start, "1/Turn: it resolves at most once a turn", g.RULES["once_per_turn"])
            continue
        got = r.take(g.LIMIT_BREAK)
        if got is not None:
            n = got[1][0]
            rec["keyword"] = "limit-break"
            conds.append({"limit-break": n})
            r.note(start, f"Limit Break {n}: active with {n} or more damage",
                   g.RULES["limit-break"])  # fmt: skip
            _reminder(r, n)
            continue
        got = r.take(g.GENERATION_BREAK)
        if got is not None:
            n = got[1][0]
            conds.append({"generation-break": n})
            r.note(start, f"Generation Break {n}: active with {n} or more face-up G units",
                   g.RULES["generation-break"])  # fmt: skip
            if not _gb_reminder(r, n):
                _reminder(r, n)
            continue
        got = r.take(g.HEAD_KEYWORDS)
        if got is not None:
            rec["keyword"] = got[0].value
            r.note(start, f"keyword {got[0].display}", g.RULES[got[0].value])
            continue
        if read_keyword_condition(r, conds):  # Ritual N, Brave (keywords2)
            continue
        return


# ---------------------------------------------------------------------------------- costs
def set_timing(rec: dict[str, Any], conds: list[dict[str, Any]], value: Any,
               head_zones: list[str]) -> bool:  # fmt: skip
    """Write an AUTO ability's timing (a ``g.TIMINGS`` value: timing, whose event, what else it
    says, its own zone) into ``rec`` and ``conds``. "When placed" takes its circles from the
    head (one, or two for one ability with two timings); without such circles there, nothing
    is written and False is returned."""
    timing, on, extra, zone = value
    if timing == "placed":
        placed = _PLACED_ON.get(frozenset(head_zones))
        if placed is None:
            return False
        timing = placed
    rec["timing"] = timing
    if on != ("your-turn" if timing in PHASE_TIMINGS else "self"):
        rec["on"] = on
    for k, v in extra:
        if k == "first_chance":
            rec["first_chance"] = True
        else:
            conds.append({k: v})
    if not head_zones:
        rec["zones"] = zone.split("/") if zone else ["VC", "RC"]
    return True


_PLACED_ON = {
    frozenset({"VC"}): "placed-on-vc",
    frozenset({"RC"}): "placed-on-rc",
    frozenset({"GC"}): "placed-on-gc",
    frozenset({"VC", "RC"}): "placed-on-vc-or-rc",
    frozenset({"RC", "GC"}): "placed-on-rc-or-gc",
}
""""When placed" in an ability whose head names these circles: placed on one of them (one
ability with two timings when the head names two, text.placed-on)."""


def read_placed_from(r: Reader, rec: dict[str, Any], conds: list[dict[str, Any]]) -> None:
    """After a placed timing, the words saying where the placed card came from ("from hand",
    "other than from your hand") and then the phase it must happen in ("during your main
    phase"), each if written: conditions of the trigger (text.placed-from, turn.sequence).
    Nothing is read after any other timing."""
    if rec.get("timing") not in PLACED_TIMINGS:
        return
    save = r.pos
    r.skip()
    start = r.pos
    got = r.take(g.PLACED_FROM)  # (not written: the words are among those expected here)
    if got is None:
        r.pos = save
        _read_placed_during(r, conds)
        return
    name, zone = got[0].value
    conds.append({name: zone})
    where = g.ZONE_FROM_WORDS[zone]
    meaning = (
        f"only when the placed card came from the {where}"
        if name == "placed-from"
        else f"only when the placed card came from anywhere but the {where}"
    )
    r.note(start, meaning, g.RULES["placed-from"])
    _read_placed_during(r, conds)


_PHASE_WORDS = {"your-phase": "only when placed during your {} phase",
                "phase": "only when placed during a {} phase (either player's)",
                "not-phase": "only when placed outside a {} phase"}  # fmt: skip


def _read_placed_during(r: Reader, conds: list[dict[str, Any]]) -> None:
    """The words after a placed timing naming the phase it must happen in ("during your main
    phase", "other than during the battle phase"), if written: a condition of the trigger."""
    save = r.pos
    r.skip()
    start = r.pos
    got = r.take(g.PLACED_DURING)
    if got is None:
        r.pos = save
        return
    name, value = got[0].value
    conds.append({name: value})
    if name == "your-turn":
        r.note(start, "condition: during your turn", "text.comparisons")
    else:
        r.note(start, _PHASE_WORDS[name].format(value), "turn.sequence")


def take_rider_timing(r: Reader, rec: dict[str, Any], conds: list[dict[str, Any]],
                      head_zones: list[str]) -> bool:  # fmt: skip
    """The ``ridden`` timing that names its rider ("When this unit is rode upon by "NAME"",
    "When a «CLAN» rides this unit"), read into ``rec`` and ``conds`` with the rider's
    condition (a clan before Standard, a nation in it); False, nothing read, when it is not
    written here."""
    start, far, expected = r.pos, r.far, r.expected
    got = r.take(g.RIDER_TIMINGS)
    if got is None:
        r.pos, r.far, r.expected = start, far, expected
        return False
    name = got[0].value
    if name == "era-group":
        name = "rider-nation" if r.era == "standard" else "rider-clan"
    rec["timing"] = "ridden"
    conds.append({name: got[1][0]})
    if not head_zones:
        rec["zones"] = ["VC"]
    r.note(start, f"timing: {got[0].display} (the rider's {name.split('-')[1]})",
           "ability.auto")  # fmt: skip
    return True


def _cost_items(r: Reader, close: str) -> list[dict[str, Any]]:
    costs: list[dict[str, Any]] = []
    while True:
        start = r.pos
        got = r.take(g.COSTS)
        if got is None:
            got = r.take(ANY_REAR_GUARD_COSTS)  # (helper then: "one of your rear-guards")
        if got is None:
            raise r.error()
        p, slots = got
        v = p.value
        if isinstance(v, tuple) and v[1] in ("clan", "name", "name_has"):
            costs.append({v[0]: {"n": slots[0], v[1]: slots[1]}})
            name = v[0]
        elif isinstance(v, tuple):
            costs.append({v[0]: v[1]})
            name = v[0]
        else:
            costs.append({v: slots[0]})
            name = v
        r.note(start, f"cost: {p.display}", g.RULES.get(name, g.RULES["cost"]))
        r.skip()
        if r.text.startswith(close, r.pos):
            r.pos += len(close)
            return costs
        if r.take(g.COST_AND) is None:
            r.fail(r.pos, [close])
            raise r.error()


def read_cost(r: Reader, styles: tuple[str, ...]) -> tuple[list[dict[str, Any]], str] | None:
    """A cost bracket: ``[COST][Counter-Blast 1 & Soul-Blast 1]`` (modern), ``COST [Counter Blast
    (1)]`` or the older ``[Counter Blast (1)]``."""
    save = r.pos
    got = r.take(g.COST_OPEN)
    if got is None or got[0].value not in styles:
        r.pos = save
        return None
    style = got[0].value
    if style == "old" and r.text[r.pos : r.pos + 5].upper() in ("COST]", "1/TUR"):
        r.pos = save
        return None
    try:
        costs = _cost_items(r, "]")
    except CardTextError:
        if style == "old":  # "[" may open something else; the cost is not there
            r.pos = save
            return None
        raise
    return costs, style


# ---------------------------------------------------------------------------------- conditions
_CONDITION_TABLE = g.CONDITIONS + NAME_COMPOUND_CONDITIONS
"""The conditions, with those stating two in one phrase (:mod:`.grammar_names`)."""


def read_conditions(r: Reader) -> list[dict[str, Any]]:
    """Zero or more conditions, each followed by a comma: "during your turn, if …,"."""
    conds: list[dict[str, Any]] = []
    while True:
        save = r.pos
        start = r.pos
        got = r.take(_CONDITION_TABLE)
        if got is None:
            r.pos = save
            return conds
        p, slots = got
        name, value = p.value
        if value is None:
            value = slots[0]
        if name == "era-group":
            name = "vanguard-nation" if r.era == "standard" else "vanguard-clan"
        items = compound_items(p, slots) or [{name: value}]
        rule = g.CONDITION_RULES.get(next(iter(items[-1])), "text.comparisons")
        r.note(start, f"condition: {p.display}", rule)
        more = battle_role_grade(r, name, value)  # "… this unit attacked a grade 3 or greater unit"
        r.skip()
        if r.take(g.COND_JOIN) is None:
            r.pos = save  # a condition not followed by a comma is not a condition clause
            return conds
        conds.extend(items)
        conds.extend(more)


def read_rode_from(r: Reader, rec: dict[str, Any], conds: list[dict[str, Any]],
                   head_zones: list[str]) -> bool:  # fmt: skip
    """The timing "When this unit is placed by riding from "NAME"" (or "… from a grade 0"):
    ``ride`` with a condition on the vanguard ridden over (text.placed-by-riding); False, and
    nothing read, when no such phrase is written."""
    start = r.pos
    got = r.take(g.RODE_FROM)
    if got is None:
        r.pos = start
        return False
    p, slots = got
    set_timing(rec, conds, ("ride", "self", (), "VC"), head_zones)
    conds.append({p.value: slots[0]})
    what = f"a grade {slots[0]} vanguard" if p.value == "rode-from-grade" else f'"{slots[0]}"'
    r.note(start, f"timing: when this unit rides, placed over {what}", g.RULES["rode-from"])
    return True
