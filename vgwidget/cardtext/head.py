"""The compiler's readers for what comes before an ability's effect: the head's zone markers
(``(VC)``, ``(VC/RC)``), its markers (``[1/Turn]``, ``[Limit-Break 4]`` with its reminder
text, keywords), the cost bracket in all its spellings, and the conditions ("during your
turn, if ...,")."""

from __future__ import annotations

import re
from typing import Any

from ..engine.abilities.model import PHASE_TIMINGS, ZONE_WORDS
from . import grammar as g
from .errors import CardTextError
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
            _reminder(r, n)
            continue
        got = r.take(g.HEAD_KEYWORDS)
        if got is not None:
            rec["keyword"] = got[0].value
            r.note(start, f"keyword {got[0].display}", g.RULES[got[0].value])
            continue
        return


# ---------------------------------------------------------------------------------- costs
def set_timing(rec: dict[str, Any], conds: list[dict[str, Any]], value: Any,
               head_zones: list[str]) -> bool:  # fmt: skip
    """Write an AUTO ability's timing (a ``g.TIMINGS`` value: timing, whose event, what else it
    says, its own zone) into ``rec`` and ``conds``. "When placed" takes its circle from the
    head; without exactly one circle there, nothing is written and False is returned."""
    timing, on, extra, zone = value
    if timing == "placed":
        if len(head_zones) != 1 or head_zones[0] not in ("VC", "RC", "GC"):
            return False
        timing = f"placed-on-{head_zones[0].lower()}"
    rec["timing"] = timing
    if on != ("your-turn" if timing in PHASE_TIMINGS else "self"):
        rec["on"] = on
    for k, v in extra:
        if k == "first_chance":
            rec["first_chance"] = True
        else:
            conds.append({k: v})
    if not head_zones:
        rec["zones"] = [zone] if zone else ["VC", "RC"]
    return True


def _cost_items(r: Reader, close: str) -> list[dict[str, Any]]:
    costs: list[dict[str, Any]] = []
    while True:
        start = r.pos
        got = r.take(g.COSTS)
        if got is None:
            raise r.error()
        p, slots = got
        v = p.value
        if isinstance(v, tuple) and v[1] in ("clan", "name"):
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
def read_conditions(r: Reader) -> list[dict[str, Any]]:
    """Zero or more conditions, each followed by a comma: "during your turn, if …,"."""
    conds: list[dict[str, Any]] = []
    while True:
        save = r.pos
        start = r.pos
        got = r.take(g.CONDITIONS)
        if got is None:
            r.pos = save
            return conds
        p, slots = got
        name, value = p.value
        if value is None:
            value = slots[0]
        if name == "era-group":
            name = "vanguard-nation" if r.era == "standard" else "vanguard-clan"
        item = {name: value}
        r.note(start, f"condition: {p.display}", g.CONDITION_RULES.get(name, "text.comparisons"))
        r.skip()
        if r.take(g.COND_JOIN) is None:
            r.pos = save  # a condition not followed by a comma is not a condition clause
            return conds
        conds.append(item)
