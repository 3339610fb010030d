"""Reading and writing grades (helper "grades", issue #21): the grade filter of the cards an
effect takes, and the grade of a unit in a battle written after a battle timing or a "during
the battle" condition."""

from __future__ import annotations

from typing import Any

from .grammar_grades import BATTLE_GRADE, GRADED_CHOICES, GROUP_NOUN, LOOK_TO
from .phrases import Phrase
from .reader import Reader

_FILTER_FIELDS = {"max": ("max_grade",), "min": ("min_grade",), "exact": ("min_grade", "max_grade")}
"""Which bounds each grade filter sets (text.grade-filter)."""

_BATTLE_SUBJECT = {
    ("attacks", None): "attacked",
    ("end-of-battle", "self"): "attacked",
    ("end-of-battle", "boosted-by-self"): "attacker",
    ("boosts", "self"): "attacker",
}
"""Battle timings (timing, whose event; ``None``: anyone's) after which "a grade N or greater
unit" may follow, and whose grade it is: the unit the attack targets, or the attacking unit
(the one boosted)."""
_ROLE_SUBJECT = {"attacker": "attacked", "booster": "attacker"}
"""The same after a "during the battle this unit attacked / boosted" condition."""
_SUBJECT_WORDS = {"attacked": "the attacked", "attacker": "the attacking (boosted)"}


def grade_filter(kind: Any, n: int, e: dict[str, Any]) -> None:
    """Write a grade filter read from ``GRADE_FILTER_ROWS`` (its value ``kind``) into ``e``."""
    for field in _FILTER_FIELDS[str(kind)]:
        e[field] = n


def grade_filter_words(e: dict[str, Any]) -> str:
    """The words of an effect's grade filter, ending with a space ("grade 3 or greater "), or
    nothing when it has none."""
    low, high = e.get("min_grade"), e.get("max_grade")
    if low is not None and low == high:
        return f"grade {low} "
    if low is not None and high is not None:
        raise ValueError("a grade filter between two grades has no words")
    if low is not None:
        return f"grade {low} or greater "
    return f"grade {high} or less " if high is not None else ""


def _battle_grade(r: Reader, subject: str, conds: list[dict[str, Any]]) -> None:
    save = r.pos
    r.skip()
    start = r.pos
    got = r.take(BATTLE_GRADE)
    if got is None:
        r.pos = save
        return
    p, slots = got
    vanguard = "-vanguard" if p.value == "vanguard" else ""
    conds.append({f"{subject}{vanguard}-grade-at-least": slots[0]})
    what = "vanguard" if vanguard else "unit"
    r.note(start, f"only when {_SUBJECT_WORDS[subject]} unit is a grade {slots[0]} or greater "
                  f"{what}", "text.battle-grade")  # fmt: skip


def read_battle_grade(r: Reader, rec: dict[str, Any], conds: list[dict[str, Any]]) -> None:
    """After a battle timing ("When this unit attacks", "… boosts", "At the end of the battle
    this unit attacked"), "a grade N or greater unit / vanguard" if written: a condition of the
    trigger on the unit attacked (or boosted). Nothing is read after any other timing."""
    timing, on = str(rec.get("timing")), str(rec.get("on", "self"))
    subject = _BATTLE_SUBJECT.get((timing, None)) or _BATTLE_SUBJECT.get((timing, on))
    if subject is not None:
        _battle_grade(r, subject, conds)


def battle_role_grade(r: Reader, name: str, value: object) -> list[dict[str, Any]]:
    """After "during the battle this unit attacked / boosted" (a ``battle-role`` condition),
    "a grade N or greater unit / vanguard" if written, as one more condition."""
    more: list[dict[str, Any]] = []
    if name == "battle-role" and value in _ROLE_SUBJECT:
        _battle_grade(r, _ROLE_SUBJECT[str(value)], more)
    return more


_LOOK_TO_WORDS = {
    "RC": ("call it to (RC)", "called to a rear-guard circle (a superior call)"),
    "ride": ("ride it", "ridden (a superior ride)"),
    "soul": ("put it into your soul", "put into the soul"),
    "drop": ("put it into your drop zone", "put into the drop zone"),
}
"""How each destination of a look's card (``to``) is written back, and explained."""


def look_to(r: Reader, e: dict[str, Any]) -> bool:
    """After "look at the top N cards …, choose up to one card": "from among them, call it to
    (RC)" / "ride it" / "put it into your soul" / "discard it" (``to``, text.look-take-to);
    False, and nothing read, when none is written. A ride takes one card; neither a call nor a
    ride is read after a look at *up to* N (not played yet)."""
    save = r.pos
    r.skip()
    start = r.pos
    got = r.take(LOOK_TO)
    if got is None or (
        (got[0].value in ("RC", "ride") and e.get("look_up_to"))
        or (got[0].value == "ride" and e.get("amount", 1) > 1)
    ):
        r.pos = save
        return False
    e["to"] = got[0].value
    r.note(start, f"the card taken is {_LOOK_TO_WORDS[e['to']][1]}", "text.look-take-to")
    return True


def look_to_words(e: dict[str, Any], pron: str) -> str | None:
    """The words of where a look's card goes, after "from among them, " (or None: the hand)."""
    to = e.get("to", "hand")
    if to == "hand":
        return None
    return _LOOK_TO_WORDS[to][0].replace(" it", f" {pron}")


def group_noun(r: Reader, e: dict[str, Any]) -> bool:
    """A clan, nation or race in place of "card" ("up to one «CLAN» from among them"): the
    card taken must have it (``group``, text.group-filter); False, and nothing read, when none
    is written."""
    save = r.pos
    r.skip()
    start = r.pos
    got = r.take(GROUP_NOUN)
    if got is None:
        r.pos = save
        return False
    e["group"] = got[1][0]
    r.note(start, f"only cards of {got[1][0]} (their clan, nation or race)", "text.group-filter")
    return True


def _kind(template: str) -> str:
    return "max" if "or less" in template else "min" if "or greater" in template else "exact"


def choice_grades(which: tuple[Phrase, list[Any]], e: dict[str, Any]) -> None:
    """After "choose one": a choice row with a grade ("of your opponent's grade 2 or less
    rear-guards") writes its bounds into ``e`` (text.grade-filter); a plain row writes none."""
    p, slots = which
    if "grade {n}" in p.template:
        grade_filter(_kind(p.template), slots[0], e)


def choice_words(target: str, e: dict[str, Any], plain: str) -> str | None:
    """The words of a choice's units ("of your opponent's grade 2 or less rear-guards"), or
    ``plain`` when it has no grade filter (None: no row writes this filter on this choice)."""
    low, high = e.get("min_grade"), e.get("max_grade")
    if low is None and high is None:
        return plain
    kind = "exact" if low == high else "min" if high is None else "max" if low is None else ""
    for template, row_target in GRADED_CHOICES:
        if row_target == target and _kind(template) == kind:
            return template.replace("{n}", str(low if low is not None else high))
    return None
