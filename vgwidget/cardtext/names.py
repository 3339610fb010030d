"""The compiler's and renderer's readings of a part of a card name, 'with "X" in its card name'
(text.name-contains): a condition on your vanguard's grade and name part in one phrase, and
the timings that name the rider or your attacking vanguard by a part of its name
(:mod:`.grammar_names`)."""

from __future__ import annotations

from typing import Any

from .grammar_names import (
    NAME_CHOICE_FILTERS,
    NAME_COMPOUND_CONDITIONS,
    NAME_TIMINGS,
    RIDER_NAME_WRITES,
)
from .phrases import Phrase
from .reader import Reader

NAME_RULE = "text.name-contains"


def compound_items(p: Phrase, slots: list[Any]) -> list[dict[str, Any]] | None:
    """The conditions a phrase of :data:`.grammar_names.NAME_COMPOUND_CONDITIONS` states, one
    per slot in order ("if you have a grade 3 or greater vanguard with "X" in its card name":
    its grade, then its name part); ``None`` for any other phrase."""
    if p not in NAME_COMPOUND_CONDITIONS:
        return None
    return [{name: value} for name, value in zip(p.value, slots, strict=True)]


def _words(cond: dict[str, Any]) -> str:
    ((name, value),) = cond.items()
    if name == "rider-grade":
        return f"the rider is grade {value}"
    if name == "vanguard-grade-at-least":
        return f"your vanguard is grade {value} or greater"
    who = {"rider-name-has": "the rider", "vanguard-name-has": "your vanguard"}[name]
    return f'{who} has "{value}" in its card name'


def take_name_timing(r: Reader, rec: dict[str, Any], conds: list[dict[str, Any]],
                     head_zones: list[str]) -> bool:  # fmt: skip
    """A timing that names a unit by a part of its name ("When this unit is rode upon by a
    grade 3 card with "X" in its card name", "When your vanguard with "X" in its card name
    attacks"), read into ``rec`` and ``conds``; False, and nothing read, when none is written
    here."""
    start, far, expected = r.pos, r.far, r.expected
    got = r.take(NAME_TIMINGS)
    if got is None:
        r.pos, r.far, r.expected = start, far, expected
        return False
    (timing, on, zone), names = got[0].value
    rec["timing"] = timing
    if on != "self":
        rec["on"] = on
    if zone is not None and not head_zones:
        rec["zones"] = [zone]
    items = [{name: value} for name, value in zip(names, got[1], strict=True)]
    conds.extend(items)
    r.note(start, f"timing: {got[0].display}, only when " + " and ".join(map(_words, items)),
           NAME_RULE)  # fmt: skip
    return True


def name_timing_words(rec: dict[str, Any], conds: list[tuple[str, Any]]) -> str | None:
    """The renderer's words for a ``ridden`` timing whose conditions name the rider by a part
    of its name (taken out of ``conds``); ``None`` when it names none."""
    if rec["timing"] != "ridden" or rec.get("on", "self") != "self":
        return None
    names = [c for c in conds if c[0] in ("rider-grade", "rider-name-has")]
    key = tuple(sorted(n for n, _ in names))
    template = RIDER_NAME_WRITES.get(key)
    if template is None or len(names) != len(key) or len(set(key)) != len(key):
        return None
    for c in names:
        conds.remove(c)
    values = dict(names)
    grade = f"grade {values['rider-grade']} card" if "rider-grade" in values else ""
    out = template.replace("grade {n} card", grade) if grade else template
    return out.replace("{name}", f'"{values["rider-name-has"]}"')


def take_choice_filter(r: Reader, e: dict[str, Any], plural: bool) -> bool:
    """After "choose N of your units": "with "X" in its card name" (or, for more than one,
    "in their card names") read into the effect's ``name_has``; False, and nothing read, when
    none is written here. The words must agree with how many are chosen."""
    start, far, expected = r.pos, r.far, r.expected
    got = r.take(NAME_CHOICE_FILTERS)
    if got is None:
        r.pos, r.far, r.expected = start, far, expected
        return False
    if got[0].value and not plural:
        raise r.refuse(start, r.pos, f"'{got[0].display}' does not agree with choosing one")
    e["name_has"] = got[1][0]
    r.note(start, f'only units with "{got[1][0]}" in their card name are offered', NAME_RULE)
    return True


def choice_filter_words(e: dict[str, Any], plural: bool) -> str:
    """The renderer's words for a choice's ``name_has`` (nothing when it has none)."""
    if "name_has" not in e:
        return ""
    words = "in their card names" if plural else "in its card name"
    return f' with "{e["name_has"]}" {words}'
