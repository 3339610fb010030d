"""The compiler: printed card text in the official English template → the engine's ability
records (the ``abilities`` of a card file, checked by
:func:`vgwidget.engine.abilities.model.parse_ability`).

It is a hand-written recursive-descent reader over the phrase tables of :mod:`.grammar`.
At each point it tries every phrase the template allows there and keeps the longest that is
written; when none is, it remembers the furthest point reached and what was expected there,
and a text not read in full is refused with a :class:`CardTextError` that points at that
phrase. Nothing is skipped or guessed: a clause that is not understood refuses the whole
text. This module reads abilities from their heads to their full stops; the cursor and its
errors are in :mod:`.reader`, what precedes an effect (zones, markers, costs, conditions) in
:mod:`.head`, the effects in :mod:`.effects`.

>>> compile("[AUTO](VC):When this unit attacks, [COST][Counter-Blast 1], this unit gets "
...         "[Power]+10000 until end of that battle.")[0]["effect"]
[{'do': 'power', 'amount': 10000, 'until': 'battle'}]
"""

from __future__ import annotations

import re
from typing import Any

from ..engine.abilities.model import parse_ability
from ..engine.errors import CardDataError
from . import grammar as g
from . import rule_lines as rl
from .all_clans import read_all_clans
from .canon import canonical
from .effects import COMMA, read_effects
from .errors import CardTextError
from .grades import read_battle_grade
from .harmony import note_becomes, read_harmony
from .head import (
    read_conditions,
    read_cost,
    read_markers,
    read_placed_from,
    read_rode_from,
    read_zones,
    set_timing,
    take_rider_timing,
)
from .names import take_name_timing
from .reader import Clause, Reader, error_at
from .rows import read_circle_head
from .stride import note_stride_discard, read_stride_grade
from .then import check_any_rear_guard_cost, then_was_read

MAX_CARD_TEXT = 8 * 1024
"""A card's text holds at most this many characters (the longest printed card's is about a
seventh of it): a longer text is refused at once with a clear error, so that reading any text,
however hostile, costs bounded time."""

ERAS = ("classic", "premium", "g", "standard")
"""``era`` values: ``premium`` and ``g`` are one era (the G series' cards)."""

_CLASSIC_HINTS = re.compile(r"Limit[- ]?Break|\bLB\d|Mega Blast|\block\b|Legion|Cross Ride|«", re.I)
_G_HINTS = re.compile(r"Generation Break|\bGB\d|Stride|G zone", re.I)
_STANDARD_HINTS = re.compile(r"Energy|overDress|Imaginary Gift|crest|persona ride|\[COST\]", re.I)


def infer_era(text: str) -> str:
    """The era whose readings apply to ``text`` when none is given: words only one era prints
    decide (Limit Break → classic, Generation Break → premium, energy or overDress →
    standard); otherwise the modern template (standard)."""
    if _G_HINTS.search(text):
        return "premium"
    if _CLASSIC_HINTS.search(text):
        return "classic"
    return "standard"


# ---------------------------------------------------------------------------------- abilities
def _body(r: Reader, kind: str, rec: dict[str, Any], conds: list[dict[str, Any]],
          head_zones: list[str]) -> None:  # fmt: skip
    """What follows an ability's head (or the whole text of an order card)."""
    r.skip()
    start = r.pos
    if kind == "CONT" and (
        _keyword_cont(r, rec, conds)
        or read_stride_grade(r, rec)
        or read_all_clans(r, rec, head_zones)
    ):
        return
    if kind == "AUTO" and _keyword_auto(r, rec, conds, head_zones):
        return
    costs: list[dict[str, Any]] = []
    old = read_cost(r, ("old",)) if kind in ("AUTO", "ACT", "ORDER") else None
    if old is not None:
        costs = old[0]
    if kind == "AUTO" and read_rode_from(r, rec, conds, head_zones):
        r.skip()
        if r.take(COMMA) is None:
            raise r.error()
    elif kind == "AUTO":
        tstart = r.pos
        named = take_rider_timing(r, rec, conds, head_zones) or take_name_timing(
            r, rec, conds, head_zones
        )
        got = None if named else r.take(g.TIMINGS)
        if got is None and "timing" not in rec:
            raise r.error()
        if got is not None:
            p, _slots = got
            if not set_timing(rec, conds, p.value, head_zones):
                lacking = error_at(r.text, r.pos, [])  # ("placed by riding from …")
                if lacking.mechanic is not None:
                    raise lacking
                raise r.refuse(tstart, r.pos, "'When placed' needs its circles in the "
                                              "ability's head: (VC), (RC), (GC), (VC/RC) "
                                              "or (RC/GC)")  # fmt: skip
            r.note(tstart, f"timing: {p.display}", "ability.auto")
            note_becomes(r, rec, tstart)
            if rec["timing"] == "discarded-from-hand":
                r.note(
                    tstart,
                    "discarded: it went from the hand to the drop zone, by a cost "
                    "or an effect (not retired from a circle)",
                    g.RULES["discard"],
                )
                note_stride_discard(r, tstart, rec, conds)
            read_placed_from(r, rec, conds)
            read_battle_grade(r, rec, conds)  # "When this unit attacks a grade 3 or greater unit"
        r.skip()
        if r.take(COMMA) is None:
            raise r.error()
    played = _play_with(r) if kind == "ORDER" and old is None else None
    if played is not None:
        costs = played
    conds.extend(read_conditions(r))
    if old is None and played is None and kind != "CONT":  # AUTO: after the timing; else first
        modern = read_cost(r, ("modern", "d-era") if kind == "AUTO" else ("modern", "d-era", "old"))
        if modern is not None:
            costs = modern[0]
            r.skip()
            if modern[1] != "old" and r.take(COMMA) is None:
                raise r.error()
            if modern[1] == "old" and r.take(COMMA) is None:
                r.skip()
            if modern[1] != "old":
                _cost_then(r)
            conds.extend(read_conditions(r))
    elif old is not None and kind == "AUTO":
        pstart = r.pos
        if r.take(g.PAY_THE_COST) is None:
            raise r.error()
        r.note(pstart, "the cost is paid or the ability does nothing", g.RULES["cost"])
    if costs:
        rec["cost"] = costs
    if rec.get("timing") == "ridden" and _ridden_call(r, rec):
        return
    save = r.pos
    mstart = r.pos
    may = r.take(g.YOU_MAY)
    if may is not None and kind != "CONT":
        # "you may" before an effect that is itself "you may call this card …" belongs to it
        after = r.pos
        r.pos = save
        if r.take(g.CALL_SELF) is not None:
            r.pos = save
        else:
            r.pos = after
            if not costs:
                rec["optional"] = True
            r.note(mstart, "you may: the player chooses to use it or not", g.RULES["optional"])
    else:
        r.pos = save
    rec["effect"] = read_effects(r, kind)
    may_decline = rec.get("optional") or may is not None
    then_at = then_was_read(r, start) if may_decline else None
    if then_at is not None:  # "you may A. Then, B": is B done when A is not? (not written)
        raise r.refuse(
            then_at,
            r.pos,
            "a 'Then,' sentence after an effect the player may "
            "decline: whether it is done when that effect is not, is not read",
        )
    del start


def _play_with(r: Reader) -> list[dict[str, Any]] | None:
    """An order's cost line, "Play this with [COST][Soul-Blast 1]!" (the order's text follows):
    the cost paid to play it, as a ``[COST][...]`` opening its text; ``None`` when it is not
    written. Anything between the bracket and the "!" (a condition) is not read."""
    start = r.pos
    if r.take(g.PLAY_WITH) is None:
        r.pos = start
        return None
    got = read_cost(r, ("modern",))
    if got is None:
        r.fail(r.pos, ["[COST]["])
        raise r.error()
    r.skip()
    if not r.text.startswith("!", r.pos):
        r.fail(r.pos, ["!"])
        raise r.error()
    r.pos += 1
    r.note(start, "the order's cost: paid to play it", g.RULES["ORDER"])
    return got[0]


def _ridden_call(r: Reader, rec: dict[str, Any]) -> bool:
    """ "(you may) call this card to (RC)" opening the effect of a ``ridden`` ability: the card
    is in the soul by then, so it is called from the soul (as Forerunner's call); the effects
    joined after it are read as any effects are."""
    start, far, expected = r.pos, r.far, r.expected
    got = r.take(g.RIDDEN_CALL)
    if got is None:
        r.pos, r.far, r.expected = start, far, expected
        return False
    r.note(start, "superior call: this card, ridden upon, from the soul to (RC)",
           g.RULES["superior-call"])  # fmt: skip
    e: dict[str, Any] = {"do": "superior-call", "source": "soul", "target": "self"}
    if got[0].value:
        e["up_to"] = True
    r.skip()
    if r.text.startswith(".", r.pos):
        r.pos += 1
        rec["effect"] = [e]
        return True
    if r.take(g.EFFECT_JOIN) is None:
        r.fail(r.pos, [".", ", and"])
        raise r.error()
    rec["effect"] = [e, *read_effects(r, "AUTO")]
    return True


def _cost_then(r: Reader) -> None:
    """ "[COST][Soul-Blast 1], and draw a card": an "and" between a cost and what it pays
    for joins them and says nothing more (cost.payment: the cost is paid first)."""
    save, far, expected = r.pos, r.far, r.expected
    if r.take(g.COST_THEN) is None:
        r.pos, r.far, r.expected = save, far, expected


def _keyword_cont(r: Reader, rec: dict[str, Any], conds: list[dict[str, Any]]) -> bool:
    start = r.pos
    save = r.pos
    if _resist(r, rec):
        return True
    for table, kw in ((g.RESTRAINT, "restraint"), (g.LORD, "lord")):
        got = r.take(table)
        if got is not None:
            r.skip()
            if r.text.startswith(".", r.pos):
                r.pos += 1
            rec["keyword"] = kw
            if kw == "lord":
                conds.append({"all-units-same-clan": False})
            rec["effect"] = [{"do": "cannot-attack"}]
            r.note(start, f"{kw}: this unit cannot attack"
                   + (" while you have a unit of another clan" if kw == "lord" else ""),
                   g.RULES[kw])  # fmt: skip
            return True
        r.pos = save
    return False


def _resist(r: Reader, rec: dict[str, Any]) -> bool:
    """Resist (a CONT keyword, its reminder optional): the unit cannot be chosen by the
    opponent's card effects."""
    start = r.pos
    if r.take(g.RESIST) is None:
        r.pos = start
        return False
    r.skip()
    if r.text.startswith(".", r.pos):
        r.pos += 1
    rec["keyword"] = "resist"
    rec["effect"] = [{"do": "resist"}]
    r.note(start, "resist: this unit cannot be chosen by your opponent's card effects",
           g.RULES["resist"])  # fmt: skip
    return True


def _keyword_auto(r: Reader, rec: dict[str, Any], conds: list[dict[str, Any]],
                  head_zones: list[str]) -> bool:  # fmt: skip
    start = r.pos
    if read_harmony(r, rec, head_zones):
        return True
    got = r.take(g.FORERUNNER)
    if got is None:
        r.pos = start
        return False
    r.skip()
    if r.text.startswith(".", r.pos):
        r.pos += 1
    rec["keyword"] = "forerunner"
    rec["timing"] = "ridden"
    if not head_zones:
        rec["zones"] = ["VC"]
    conds.append({"rider-same-clan": True})
    rec["effect"] = [{"do": "superior-call", "source": "soul", "target": "self", "up_to": True}]
    r.note(start, "forerunner: when a unit of the same clan rides it, it may be called to (RC)",
           g.RULES["forerunner"])  # fmt: skip
    return True


def _ability(r: Reader) -> dict[str, Any]:
    """One ability from its head (``[AUTO](VC)[1/Turn]:``) to its closing full stop; a text with
    no head is an order card's ``ORDER`` ability."""
    r.skip()
    start = r.pos
    head = r.take(g.KIND_HEADS)
    kind = head[0].value if head is not None else "ORDER"
    rec: dict[str, Any] = {"type": kind}
    conds: list[dict[str, Any]] = []
    zones: list[str] = []
    if head is not None:
        r.note(start, f"{kind} ability", g.RULES[kind])
        zones = read_circle_head(r, conds) or read_zones(r)
        read_markers(r, rec, conds)
        r.skip()
        if not r.text.startswith(":", r.pos):
            r.fail(r.pos, [":", "(VC)", "[1/Turn]", "[Limit-Break N]", "[Generation Break N]"])
            raise r.error()
        r.pos += 1
        if zones:
            rec["zones"] = zones
        elif kind != "AUTO":
            rec["zones"] = ["VC", "RC"]
    else:
        r.far, r.expected = -1, {}
        rec["zones"] = ["order"]
    _body(r, kind, rec, conds, zones)
    check_any_rear_guard_cost(r, start, rec)
    if conds:
        rec["condition"] = conds
    rec["text"] = r.text[start : r.pos].strip()
    return rec


_HEAD_AHEAD = re.compile(r"\s*(\[(AUTO|ACT|CONT)\]|$)", re.I)


def _rule_line(r: Reader) -> str | None:
    """A line that holds no ability (a keyword's reminder, a crest's rule) read here, noted
    with its meaning and rule; ``None`` (and nothing remembered) when none is written."""
    start, far, expected = r.pos, r.far, r.expected
    got = r.take(rl.RULE_LINES)
    if got is None:
        r.far, r.expected = far, expected
        opener = r.take(rl.G_LINE_OPENERS)
        if opener is not None:  # a G unit's line that states another rule than the engine's
            raise CardTextError(r.text, start, r.text[start : r.pos], [],
                                mechanic=opener[0].value)  # fmt: skip
        r.pos, r.far, r.expected = start, far, expected
        return None
    name: str = got[0].value
    want = rl.G_RULE_NUMBERS.get(name)
    if want is not None and any(n != want for n in got[1]):
        raise r.refuse(start, r.pos, f"this {name} line states {', '.join(map(str, got[1]))} "
                       f"where the rule the engine applies says {want}: a cost or condition "
                       "the engine does not apply")  # fmt: skip
    if name == "legion" and len(got[1]) > 2 and got[1][2] != rl.LEGION_FOE_GRADE:
        raise r.refuse(start, r.pos, f"this Legion line states grade {got[1][2]} where the rule "
                       f"the engine applies says {rl.LEGION_FOE_GRADE}")  # fmt: skip
    if got[0].template == "[CONT]:Sentinel":
        _sentinel_reminder(r)
    meaning, rule = rl.RULE_LINE_MEANINGS[name]
    r.note(start, meaning, rule)
    return name


def _sentinel_reminder(r: Reader) -> None:
    """The reminder after ``[CONT]:Sentinel``, when written: part of the same rule line (it
    explains the deck limit, it adds nothing)."""
    save, far, expected = r.pos, r.far, r.expected
    if r.take(rl.SENTINEL_REMINDER) is None:
        r.pos, r.far, r.expected = save, far, expected


def stated_legion_mate(text: str) -> str | None:
    """The legion mate a Legion line of ``text`` names (``None``: it prints none): the card's
    ``legion_mate`` must be that name, for the line states the rule the engine plays by it."""
    if "legion" not in text.lower():
        return None
    best: tuple[int, str] | None = None
    for p in rl.LEGION_LINES:
        m = p.pattern.search(text)
        got = None if m is None else p.match(text, m.start())
        if got is not None and (best is None or got[0] > best[0]):
            best = (got[0], str(got[1][1]))
    # the line must end there (a second name or other words after it: not this template)
    if best is None or not _HEAD_AHEAD.match(text, best[0]):
        return None
    return best[1]


def stated_types(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """The rule lines of ``text`` that only a card of some types may print, each with those
    types (:data:`~.rule_lines.RULE_LINE_TYPES`): a ``[Stride]`` line states a G unit's stride
    rule, a ``[G Guardian]`` line a G guardian's, a set order's reminder a set order's; on a
    card of another type the line is not true."""
    out: list[tuple[str, tuple[str, ...]]] = []
    low = text.lower()
    if "set order is played" in low:
        out.append(("set-order", rl.RULE_LINE_TYPES["set-order"]))
    if "step-" not in low and "main deck" not in low:  # (most texts stop here)
        return out
    for p in rl.G_RULE_LINES:
        if p.value not in (n for n, _ in out) and p.pattern.search(text) is not None:
            out.append((p.value, rl.RULE_LINE_TYPES[p.value]))
    return out


def too_long(text: str) -> None:
    """Refuse a text longer than :data:`MAX_CARD_TEXT` (no card prints so much)."""
    if len(text) > MAX_CARD_TEXT:
        raise CardTextError(text, MAX_CARD_TEXT, text[MAX_CARD_TEXT:MAX_CARD_TEXT + 40], [],
                            reason=f"a card's text holds at most {MAX_CARD_TEXT:,} characters, "
                                   f"this one {len(text):,}")  # fmt: skip


def read(text: str, *, era: str | None = None) -> tuple[list[dict[str, Any]], list[list[Clause]]]:
    """Compile ``text`` and keep, for each ability, the clauses it was read as."""
    records, clauses, _rules = read_all(text, era=era)
    return records, clauses


def read_all(
    text: str, *, era: str | None = None
) -> tuple[list[dict[str, Any]], list[list[Clause]], list[Clause]]:
    """Compile ``text`` and keep, for each ability, the clauses it was read as, and the clauses
    of its lines that hold no ability (:data:`~.rule_lines.RULE_LINES`)."""
    if era is not None and era not in ERAS:
        raise ValueError(f"unknown era {era!r} (known: {', '.join(ERAS)})")
    too_long(text)
    the_era = infer_era(text) if era is None else ("premium" if era == "g" else era)
    r = Reader(text, the_era)
    out: list[dict[str, Any]] = []
    clauses: list[list[Clause]] = []
    rules: list[Clause] = []
    lines: set[str] = set()
    r.skip()
    if r.pos >= len(text):
        raise CardTextError(text, 0, "(empty text)", ["[AUTO]", "[ACT]", "[CONT]"],
                            reason="there is no ability to read")  # fmt: skip
    while True:
        r.skip()
        if r.pos >= len(text):
            break
        r.clauses = rules
        line = _rule_line(r)
        if line is not None:
            lines.add(line)
            continue
        if out and not _HEAD_AHEAD.match(text, r.pos):
            r.far = r.pos
            r.expected = dict.fromkeys(["[AUTO]", "[ACT]", "[CONT]", "(end of text)"])
            raise r.error()
        start = r.pos
        r.clauses = []
        if out:
            r.far, r.expected = -1, {}
        rec = _ability(r)
        if rec["type"] == "ORDER" and not _HEAD_AHEAD.match(text, r.pos):
            pass
        try:
            parse_ability(rec, "card text", len(out))
        except CardDataError as exc:
            reason = str(exc).split(": ", 1)[-1]
            why = f"the engine refuses this ability: {reason}"
            phrase = text[start : r.pos].strip()
            raise CardTextError(text, start, phrase, [], reason=why) from None
        out.append(rec)
        clauses.append(r.clauses)
    if "sentinel" in lines:
        name_sentinel_ability(out)
    return [canonical(rec) for rec in out], clauses, rules


def name_sentinel_ability(records: list[dict[str, Any]]) -> None:
    """A card with a Sentinel line: its ability placed on (GC) is its sentinel ability (the
    keyword the explain log cites)."""
    for rec in records:
        if rec.get("timing") == "placed-on-gc" and "keyword" not in rec and "manual" not in rec:
            rec["keyword"] = "sentinel"


def compile(text: str, *, era: str | None = None) -> list[dict[str, Any]]:  # noqa: A001
    """The engine's ability records for the printed effect text of one card (all its
    abilities, in the official English template), each with its own ``text``.

    ``era`` (``"classic"``, ``"premium"`` / ``"g"``, ``"standard"``) picks the era's reading
    where the same words differ (a ``«group»`` vanguard is a clan before Standard, a nation
    in it); ``None`` infers the era from the text. Raises :class:`CardTextError` for any
    text not read in full."""
    return read(text, era=era)[0]
