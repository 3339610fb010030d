"""The compiler: printed card text in the official English template → the engine's ability
records (the ``abilities`` of a card file, checked by
:func:`vgwidget.engine.abilities.model.parse_ability`).

It is a hand-written recursive-descent reader over the phrase tables of :mod:`.grammar`.
At each point it tries every phrase the template allows there and keeps the longest that is
written; when none is, it remembers the furthest point reached and what was expected there,
and a text not read in full is refused with a :class:`CardTextError` that points at that
phrase. Nothing is skipped or guessed: a clause that is not understood refuses the whole
text.

>>> compile("[AUTO](VC):When this unit attacks, [COST][Counter-Blast 1], this unit gets "
...         "[Power]+10000 until end of that battle.")[0]["effect"]
[{'do': 'power', 'amount': 10000, 'until': 'battle'}]
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.abilities.model import PHASE_TIMINGS, parse_ability
from ..engine.errors import CardDataError
from . import grammar as g
from .canon import canonical
from .errors import CardTextError
from .phrases import Phrase, index_of

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


@dataclass
class Clause:
    """One clause of a text as read: its words, what it means, the rule it rests on."""

    start: int
    end: int
    meaning: str
    rule: str


@dataclass
class _Reading:
    records: list[dict[str, Any]] = field(default_factory=list)
    clauses: list[list[Clause]] = field(default_factory=list)


class _Reader:
    """A cursor over one text with the furthest failure remembered (for the error)."""

    def __init__(self, text: str, era: str) -> None:
        self.text = text
        self.era = era
        self.pos = 0
        self.far = -1
        self.expected: dict[str, None] = {}
        self.clauses: list[Clause] = []

    # ------------------------------------------------------------------ primitives
    def skip(self) -> None:
        n = len(self.text)
        while self.pos < n and self.text[self.pos] in " \t\r\n":
            self.pos += 1

    def fail(self, pos: int, expected: Sequence[str]) -> None:
        if pos > self.far:
            self.far, self.expected = pos, dict.fromkeys(expected)
        elif pos == self.far:
            self.expected.update(dict.fromkeys(expected))

    def take(self, table: Sequence[Phrase], skip: bool = True) -> tuple[Phrase, list[Any]] | None:
        """Read the longest phrase of ``table`` written here, or note what was expected."""
        if skip:
            self.skip()
        best: tuple[Phrase, list[Any]] | None = None
        best_end = -1
        index = index_of(table)
        for p in index.candidates(self.text, self.pos):
            m = p.match(self.text, self.pos)
            if m is not None and m[0] > best_end:
                best, best_end = (p, m[1]), m[0]
        if best is None:
            if self.pos >= self.far:
                self.fail(self.pos, index.displays)
            return None
        self.pos = best_end
        return best

    def note(self, start: int, meaning: str, rule: str) -> None:
        self.clauses.append(Clause(start, self.pos, meaning, rule))

    def error(self, start: int = 0) -> CardTextError:
        pos = max(self.far, start)
        return _error(self.text, pos, list(self.expected) if pos == self.far else [])

    def refuse(self, start: int, end: int, reason: str) -> CardTextError:
        return CardTextError(self.text, start, self.text[start:end].strip(), [], reason=reason)


_PHRASE_END = re.compile(r"[,.:;\]]|\[(?:AUTO|ACT|CONT|COST)\]|$", re.IGNORECASE)


def _phrase_end(text: str, pos: int) -> int:
    """Where the words not understood end: at the clause's punctuation, or at a ``]`` that
    closes a bracket opened before the phrase (an icon such as ``[Power]`` stays whole)."""
    at = pos + 1
    while True:
        m = _PHRASE_END.search(text, at)
        end = m.start() if m else len(text)
        if m is not None and m.group(0) == "]" and "[" in text[pos:end]:
            at = end + 1
            continue
        return end


def _error(text: str, pos: int, expected: list[str]) -> CardTextError:
    """The error for a text read up to ``pos``: a known mechanic the engine lacks, or the
    words not understood with what was expected and a did-you-mean."""
    end = _phrase_end(text, pos)
    for p in g.MECHANICS:
        found = p.pattern.search(text, max(0, pos - 80), min(len(text), end + 120))
        if found is not None and found.start() <= max(end, pos + 1) and found.end() >= pos:
            return CardTextError(text, found.start(), found.group(0), [], mechanic=p.value)
    phrase = text[pos:end].strip() or text[pos : pos + 1] or "(end of text)"
    suggestion = _did_you_mean(phrase, expected)
    if suggestion is not None:
        expected = [suggestion, *(e for e in expected if e != suggestion)]
    return CardTextError(text, pos, phrase, expected, suggestion)


def _did_you_mean(phrase: str, expected: list[str]) -> str | None:
    """The expected phrase closest to what is written (of two as close, the one nearer its
    length)."""
    low = phrase.lower()
    best, score = None, (0.0, 0)
    for e in expected:
        el = e.lower()
        r = max(
            difflib.SequenceMatcher(None, low, el[: max(len(low), 1)]).ratio(),
            difflib.SequenceMatcher(None, low[: len(el)], el).ratio(),
        )
        key = (r, -abs(len(el) - len(low)))
        if key > score:
            best, score = e, key
    return best if score[0] >= 0.6 else None


# ---------------------------------------------------------------------------------- the head
_ZONE_GROUP = re.compile(r"\(([^()]*)\)")


def _zones(r: _Reader) -> list[str]:
    """``(VC)``, ``(VC/RC)``, ``(RC)/(GC)``, ``(Drop zone)``: where the ability works."""
    zones: list[str] = []
    r.skip()
    start = r.pos
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
        r.note(start, "works " + " or ".join(_ZONE_EXPLAIN[z] for z in zones), g.RULES["zones"])
    return zones


_ZONE_EXPLAIN = {
    "VC": "on the vanguard circle",
    "RC": "on a rear-guard circle",
    "GC": "on the guardian circle",
    "hand": "in the hand",
    "soul": "in the soul",
    "drop": "in the drop zone",
    "damage": "in the damage zone",
    "bind": "in the bind zone",
    "trigger": "in the trigger zone",
    "order": "in the order zone",
    "crest": "in the crest zone",
    "deck": "in the deck",
}


def _reminder(r: _Reader, n: int) -> None:
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


def _markers(r: _Reader, rec: dict[str, Any], conds: list[dict[str, Any]]) -> None:
    """``[1/Turn]``, ``[Limit-Break 4]`` (+ reminder), ``[Generation Break 2]``, ``[Sentinel]``,
    ``[Mega Blast]``, ``[Cross Ride]``, in any order before the colon."""
    while True:
        r.skip()
        start = r.pos
        got = r.take(g.ONCE_PER_TURN)
        if got is not None:
            if got[0].value is None and got[1][0] != 1:
                raise _error(r.text, start, [])
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
def _cost_items(r: _Reader, close: str) -> list[dict[str, Any]]:
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


def _cost(r: _Reader, styles: tuple[str, ...]) -> tuple[list[dict[str, Any]], str] | None:
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
def _conditions(r: _Reader) -> list[dict[str, Any]]:
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
        r.note(start, f"condition: {p.display}", "text.comparisons")
        r.skip()
        if r.take(g.COND_JOIN) is None:
            r.pos = save  # a condition not followed by a comma is not a condition clause
            return conds
        conds.append(item)


# ---------------------------------------------------------------------------------- effects
def _words_table(pairs: Sequence[tuple[str, Any]]) -> tuple[Phrase, ...]:
    return tuple(Phrase(t, v) for t, v in pairs)


def _build_unit_tables() -> tuple[tuple[Phrase, ...], tuple[Phrase, ...], tuple[Phrase, ...]]:
    stats: list[tuple[str, Any]] = []
    flags: list[tuple[str, Any]] = []
    verbs: list[tuple[str, Any]] = []
    for words, target, plural in g.SUBJECTS:
        for verb in ("gets", "get") if not plural else ("get", "gets"):
            for icon, do in g.STATS:
                stats.append((f"{words} {verb} {icon}{{amt}}", (do, target)))
        for fw, do in g.FLAGS:
            flags.append((f"{words} {fw}", (do, target)))
        for vw, do in g.UNIT_VERBS:
            verbs.append((f"{vw} {words}", (do, target)))
        flags.append((f"{words} {g.SEVERAL}", ("attack-several", target)))
    return _words_table(stats), _words_table(flags), _words_table(verbs)


UNIT_STATS, UNIT_FLAGS, UNIT_VERBS = _build_unit_tables()
UNIT_PHRASES = UNIT_STATS + UNIT_FLAGS + UNIT_VERBS


def _chosen_tables() -> tuple[Phrase, ...]:
    tails: list[tuple[str, Any]] = []
    for pron, plural in g.PRONOUNS:
        for vw, do in g.UNIT_VERBS:
            tails.append((f"{vw} {pron}", (do, plural)))
    for pron, plural in g.SUBJECT_PRONOUNS:
        for verb in ("get", "gets"):
            for icon, do in g.STATS:
                tails.append((f"{pron} {verb} {icon}{{amt}}", (do, plural)))
        for fw, do in g.FLAGS:
            tails.append((f"{pron} {fw}", (do, plural)))
    return _words_table(tails)


CHOSEN_TAILS = _chosen_tables()
_TIMED = frozenset({"power", "critical", "shield", "cannot-be-hit", "cannot-attack",
                    "cannot-stand", "attack-several", "can-drive-check"})  # fmt: skip
_CHOOSE = _words_table([("choose", None)])
_COMMA = _words_table([(",", None)])
_AND = _words_table([(", and", None)])


def _until(r: _Reader, e: dict[str, Any], kind: str) -> None:
    """How long a change lasts: "until end of turn" / "until end of that battle"; a CONT
    ability's change has no span written (it lasts while its condition holds)."""
    save = r.pos
    start = r.pos
    got = r.take(g.UNTILS)
    if kind == "CONT":
        if got is not None:
            raise r.refuse(start, r.pos, "a CONT ability's change lasts while it applies, with "
                                          "no 'until'")  # fmt: skip
        r.pos = save
        return
    if got is None:
        if e["do"] in ("cannot-attack", "cannot-stand"):
            raise r.error()
        raise r.error()
    if got[0].value != "turn":
        e["until"] = got[0].value
    r.note(start, f"lasts {got[0].display}", g.RULES[f"until-{got[0].value}"])


def _unit_effect(r: _Reader, kind: str) -> list[dict[str, Any]] | None:
    start = r.pos
    ahead = r.take(g.UNTILS)  # "until end of turn, this unit gets …" (the span written first)
    if ahead is not None:
        if kind == "CONT":
            raise r.refuse(start, r.pos, "a CONT ability's change lasts while it applies, with "
                                         "no 'until'")  # fmt: skip
        r.note(start, f"lasts {ahead[0].display}", g.RULES[f"until-{ahead[0].value}"])
        if r.take(_COMMA) is None:
            return None
    else:
        r.pos = start
    got = r.take(UNIT_PHRASES)
    if got is None:
        return None
    p, slots = got
    do, target = p.value
    e: dict[str, Any] = {"do": do}
    if do in ("power", "critical", "shield", "attack-several"):
        e["amount"] = slots[0]
    if target != "self" or do == "delete":
        e["target"] = target
    r.note(start, f"{do.replace('-', ' ')}: {p.display}", g.RULES.get(do, "golden.card-text"))
    out = [e, *_more_stats(r, e)]
    if ahead is not None:
        if do not in _TIMED:
            raise r.refuse(start, r.pos, f"'{p.display}' has no span")
        if ahead[0].value != "turn":
            for one in out:
                one["until"] = ahead[0].value
        return out
    if do in _TIMED:
        _until(r, e, kind)
        for more in out[1:]:
            if "until" in e:
                more["until"] = e["until"]
    return out


_MORE_STATS = _words_table(
    [(f"{join} {icon}{{amt}}", do) for join in ("and", ", and", ",") for icon, do in g.STATS]
)


def _more_stats(r: _Reader, e: dict[str, Any]) -> list[dict[str, Any]]:
    """ "this unit gets [Power]+10000 and [Critical]+1 until end of turn": more changes to the
    same unit, lasting as long (one effect each, in the order written)."""
    more: list[dict[str, Any]] = []
    if e["do"] not in ("power", "critical", "shield"):
        return more
    while True:
        save = r.pos
        start = r.pos
        got = r.take(_MORE_STATS)
        if got is None:
            r.pos = save
            return more
        extra = {**e, "do": got[0].value, "amount": got[1][0]}
        more.append(extra)
        r.note(start, f"{extra['do']}: also {got[0].display.split(' ', 1)[1]}",
               g.RULES[extra["do"]])  # fmt: skip


def _choose_effect(r: _Reader, kind: str) -> list[dict[str, Any]] | None:
    """ "choose up to two of your opponent's rear-guards, and retire them"."""
    start = r.pos
    if r.take(_CHOOSE) is None:
        return None
    counted = r.take(g.COUNTS)
    if counted is None:
        return None
    up_to, n = counted[0].value, counted[1][0]
    which = r.take(g.CHOICES)
    if which is None:
        return None
    if r.take(_AND) is None:
        return None
    tail = r.take(CHOSEN_TAILS)
    if tail is None:
        return None
    p, slots = tail
    do, plural = p.value
    if plural != (n > 1 or up_to and n > 1):
        raise r.refuse(start, r.pos, f"'{p.display}' does not agree with how many are chosen")
    e: dict[str, Any] = {"do": do}
    if do in ("power", "critical", "shield"):
        e["amount"] = slots[0]
    e["target"] = which[0].value
    if n != 1:
        e["n"] = n
    if up_to:
        e["up_to"] = True
    rule = g.RULES["choose-up-to" if up_to else "choose"]
    what = f"choose {'up to ' if up_to else ''}{n} ({which[0].display})"
    r.note(start, f"{what}, then {do.replace('-', ' ')}", rule)
    save = r.pos
    if _more_stats(r, e):
        # one choice, two changes: as two effects the engine would ask for the unit twice
        raise r.refuse(start, r.pos, "several changes to one chosen unit are not played yet "
                                     "(the engine would ask for the unit again)")  # fmt: skip
    r.pos = save
    if do in _TIMED:
        _until(r, e, kind)
    return [e]


def _filters(r: _Reader, e: dict[str, Any]) -> bool:
    """ "[grade N or less] card(s) [named "NAME"]"."""
    save = r.pos
    got = r.take(g.GRADE_FILTER)
    if got is not None:
        e["max_grade"] = got[1][0]
    else:
        r.pos = save
    if r.take(g.CARD_WORD) is None:
        return False
    save = r.pos
    named = r.take(g.NAMED)
    if named is not None:
        e["name"] = named[1][0]
    else:
        r.pos = save
    return True


def _fetch_count(r: _Reader, e: dict[str, Any]) -> bool:
    got = r.take(g.FETCH_COUNTS)
    if got is None:
        return False
    if got[1][0] != 1:
        e["n"] = got[1][0]
    if got[0].value:
        e["up_to"] = True
    return True


def _search_effect(r: _Reader, kind: str) -> list[dict[str, Any]] | None:
    """ "search your deck for up to one grade 1 or less card, call it to (RC), and shuffle your
    deck" (search / superior call / superior ride from the deck)."""
    start = r.pos
    if r.take(g.SEARCH_DECK) is None:
        return None
    e: dict[str, Any] = {}
    if not _fetch_count(r, e) or not _filters(r, e):
        return None
    tail = r.take(g.SEARCH_TAILS, skip=False)
    if tail is None:
        return None
    do, rested = tail[0].value
    out: dict[str, Any] = {"do": do, **e}
    if rested:
        out["rested"] = True
    if do == "superior-ride" and "n" in out:
        raise r.refuse(start, r.pos, "a superior ride takes one card")
    r.note(start, f"{do.replace('-', ' ')} from the deck, then shuffle",
           g.RULES[do])  # fmt: skip
    return [out]


def _zone_fetch_effect(r: _Reader, kind: str) -> list[dict[str, Any]] | None:
    """ "choose up to one grade 1 or less card from your drop zone, and call it to (RC)"."""
    start = r.pos
    if r.take(_CHOOSE) is None:
        return None
    e: dict[str, Any] = {}
    if not _fetch_count(r, e) or not _filters(r, e):
        return None
    src = r.take(g.SOURCES)
    if src is None:
        return None
    tail = r.take(g.ZONE_TAILS, skip=False)
    if tail is None:
        return None
    do, rested = tail[0].value
    out: dict[str, Any] = {"do": do, "source": src[0].value, **e}
    if rested:
        out["rested"] = True
    if do == "superior-ride" and "n" in out:
        raise r.refuse(start, r.pos, "a superior ride takes one card")
    r.note(start, f"{do.replace('-', ' ')} {src[0].display}", g.RULES[do])
    return [out]


def _call_self_effect(r: _Reader, kind: str) -> list[dict[str, Any]] | None:
    start = r.pos
    got = r.take(g.CALL_SELF)
    if got is None:
        return None
    do, up_to = got[0].value
    e: dict[str, Any] = {"do": do, "source": "soul", "target": "self"}
    if up_to:
        e["up_to"] = True
    r.note(start, f"{do.replace('-', ' ')}: this card from the soul", g.RULES[do])
    return [e]


def _look_effect(r: _Reader, kind: str) -> list[dict[str, Any]] | None:
    """ "look at the top five cards of your deck, choose up to one grade 2 or less card from
    among them, and put it into your hand, and put the rest on the bottom of your deck in any
    order"."""
    start = r.pos
    opened = r.take(g.LOOK_OPEN)
    if opened is None:
        return None
    how, look_up_to = opened[0].value
    e: dict[str, Any] = {"do": "look-top", "n": 1 if how == "one" else opened[1][0]}
    if look_up_to:
        e["look_up_to"] = True
    if r.take(g.LOOK_TAKE, skip=False) is None:
        return None
    got = r.take(g.FETCH_COUNTS)
    if got is None:
        return None
    if got[1][0] > 1:
        e["amount"] = got[1][0]
    if got[0].value:
        e["up_to"] = True
    f: dict[str, Any] = {}
    if not _filters(r, f):
        return None
    e.update(f)
    if r.take(g.LOOK_FROM) is None:
        return None
    rest = r.take(g.LOOK_REST, skip=False)
    if rest is None:
        return None
    if rest[0].value != "top":
        e["rest"] = rest[0].value
    if e["n"] == 1:
        e.pop("n")
    r.note(start, "look at the top of the deck, take a card, the rest go "
                  f"{'to the bottom' if rest[0].value == 'bottom' else 'back'}",
           g.RULES["look-top"])  # fmt: skip
    return [e]


def _simple_effect(r: _Reader, kind: str) -> list[dict[str, Any]] | None:
    start = r.pos
    got = r.take(g.SIMPLE_EFFECTS)
    if got is None:
        return None
    p, slots = got
    do, how = p.value
    e: dict[str, Any] = {"do": do}
    if how == "n":
        if slots[0] != 1:
            e["n"] = slots[0]
    elif how == "n-up-to":
        if slots[0] != 1:
            e["n"] = slots[0]
        e["up_to"] = True
    elif how == "name":
        e["name"] = slots[0]
    elif how == "n-amount":
        e["n"], e["amount"] = slots
    else:
        e.update(how)
    r.note(start, f"{do.replace('-', ' ')}: {p.display}", g.RULES.get(do, "golden.card-text"))
    return [e]


_EFFECT_READERS = (
    _unit_effect,
    _choose_effect,
    _search_effect,
    _zone_fetch_effect,
    _call_self_effect,
    _look_effect,
    _simple_effect,
)


def _effect(r: _Reader, kind: str) -> list[dict[str, Any]]:
    """One effect: every reader is tried here and the one that reads furthest is kept."""
    r.skip()
    start = r.pos
    best: tuple[int, list[dict[str, Any]], list[Clause]] | None = None
    base_clauses = r.clauses
    for read in _EFFECT_READERS:
        r.pos = start
        r.clauses = []
        got = read(r, kind)
        if got is not None and (best is None or r.pos > best[0]):
            best = (r.pos, got, r.clauses)
    r.clauses = base_clauses
    if best is None:
        r.pos = start
        raise r.error()
    r.pos = best[0]
    r.clauses.extend(best[2])
    return best[1]


def _effects(r: _Reader, kind: str) -> list[dict[str, Any]]:
    """Effects done in order, joined by ", and" / ", then" / "," and ending with a full stop."""
    out = _effect(r, kind)
    while True:
        r.skip()
        if r.text.startswith(".", r.pos):
            r.pos += 1
            return out
        if r.take(g.EFFECT_JOIN) is None:
            r.fail(r.pos, ["."])
            raise r.error()
        r.skip()
        conds = _conditions(r)  # a plain "if …," checked when this part is done (ability.if)
        r.skip()
        part = _effect(r, kind)
        if conds:
            part = [{**e, "if": list(conds)} for e in part]
        out.extend(part)


# ---------------------------------------------------------------------------------- abilities
def _body(r: _Reader, kind: str, rec: dict[str, Any], conds: list[dict[str, Any]],
          head_zones: list[str]) -> None:  # fmt: skip
    """What follows an ability's head (or the whole text of an order card)."""
    r.skip()
    start = r.pos
    if kind == "CONT" and _keyword_cont(r, rec, conds):
        return
    if kind == "AUTO" and _keyword_auto(r, rec, conds, head_zones):
        return
    costs: list[dict[str, Any]] = []
    old = _cost(r, ("old",)) if kind in ("AUTO", "ACT", "ORDER") else None
    if old is not None:
        costs = old[0]
    if kind == "AUTO":
        tstart = r.pos
        got = r.take(g.TIMINGS)
        if got is None:
            raise r.error()
        p, _slots = got
        timing, on, extra, zone = p.value
        if timing == "placed":
            if len(head_zones) != 1 or head_zones[0] not in ("VC", "RC", "GC"):
                raise r.refuse(tstart, r.pos, "'When placed' needs one circle, (VC), (RC) or "
                                              "(GC), in the ability's head")  # fmt: skip
            timing = f"placed-on-{head_zones[0].lower()}"
        rec["timing"] = timing
        default_on = "your-turn" if timing in PHASE_TIMINGS else "self"
        if on != default_on:
            rec["on"] = on
        for k, v in extra:
            if k == "first_chance":
                rec["first_chance"] = True
            else:
                conds.append({k: v})
        if not head_zones:
            rec["zones"] = [zone] if zone else (["VC", "RC"] if timing != "placed" else [])
        r.note(tstart, f"timing: {p.display}", "ability.auto")
        r.skip()
        if r.take(_COMMA) is None:
            raise r.error()
    conds.extend(_conditions(r))
    if old is None and kind != "CONT":  # AUTO: after the timing; ACT, ORDER: first
        modern = _cost(r, ("modern", "d-era") if kind == "AUTO" else ("modern", "d-era", "old"))
        if modern is not None:
            costs = modern[0]
            r.skip()
            if modern[1] != "old" and r.take(_COMMA) is None:
                raise r.error()
            if modern[1] == "old" and r.take(_COMMA) is None:
                r.skip()
            conds.extend(_conditions(r))
    elif old is not None and kind == "AUTO":
        pstart = r.pos
        if r.take(g.PAY_THE_COST) is None:
            raise r.error()
        r.note(pstart, "the cost is paid or the ability does nothing", g.RULES["cost"])
    if costs:
        rec["cost"] = costs
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
    rec["effect"] = _effects(r, kind)
    del start


def _keyword_cont(r: _Reader, rec: dict[str, Any], conds: list[dict[str, Any]]) -> bool:
    start = r.pos
    save = r.pos
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


def _keyword_auto(r: _Reader, rec: dict[str, Any], conds: list[dict[str, Any]],
                  head_zones: list[str]) -> bool:  # fmt: skip
    start = r.pos
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


def _ability(r: _Reader) -> dict[str, Any]:
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
        zones = _zones(r)
        _markers(r, rec, conds)
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
    if conds:
        rec["condition"] = conds
    rec["text"] = r.text[start : r.pos].strip()
    return rec


_HEAD_AHEAD = re.compile(r"\s*(\[(AUTO|ACT|CONT)\]|$)", re.I)


def read(text: str, *, era: str | None = None) -> tuple[list[dict[str, Any]], list[list[Clause]]]:
    """Compile ``text`` and keep, for each ability, the clauses it was read as."""
    if era is not None and era not in ERAS:
        raise ValueError(f"unknown era {era!r} (known: {', '.join(ERAS)})")
    the_era = infer_era(text) if era is None else ("premium" if era == "g" else era)
    r = _Reader(text, the_era)
    out: list[dict[str, Any]] = []
    clauses: list[list[Clause]] = []
    r.skip()
    if r.pos >= len(text):
        raise CardTextError(text, 0, "(empty text)", ["[AUTO]", "[ACT]", "[CONT]"],
                            reason="there is no ability to read")  # fmt: skip
    while True:
        r.skip()
        if r.pos >= len(text):
            break
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
        out.append(canonical(rec))
        clauses.append(r.clauses)
    return out, clauses


def compile(text: str, *, era: str | None = None) -> list[dict[str, Any]]:  # noqa: A001
    """The engine's ability records for the printed effect text of one card (all its
    abilities, in the official English template), each with its own ``text``.

    ``era`` (``"classic"``, ``"premium"`` / ``"g"``, ``"standard"``) picks the era's reading
    where the same words differ (a ``«group»`` vanguard is a clan before Standard, a nation
    in it); ``None`` infers the era from the text. Raises :class:`CardTextError` for any
    text not read in full."""
    return read(text, era=era)[0]
