"""Reading and writing grades (helper "grades", issue #21): the grade filter of the cards an
effect takes, and the grade of a unit in a battle written after a battle timing or a "during
the battle" condition."""

from __future__ import annotations

from typing import Any

from .grammar_grades import BATTLE_GRADE
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
