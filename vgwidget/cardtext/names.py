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
    TIMING_ONLY_CONDITIONS,
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
    who = {"rider-name-has": "the rider", "vanguard-name-has": "your vanguard",
           "subject-name-has": "that unit"}[name]  # fmt: skip
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
    """The renderer's words for a timing whose conditions only a timing's words say (the
    rider's grade or name part, the timing's own unit's name part), taken out of ``conds``;
    ``None`` when it has none."""
    only = sorted(n for n, _ in conds if n in TIMING_ONLY_CONDITIONS)
    if not only:
        return None
    on = rec.get("on", "self")
    for p in NAME_TIMINGS:
        (timing, p_on, _zone), names = p.value
        if timing != rec["timing"] or p_on != on or sorted(names) != only:
            continue
        if "n" in p.kinds and "card" not in p.template:
            continue  # ("by a grade N with …": the renderer writes "a grade N card with …")
        values = dict(c for c in conds if c[0] in names)
        for c in [c for c in conds if c[0] in names]:
            conds.remove(c)
        return _fill(p.template, [values[n] for n in names])
    return None


def _fill(template: str, values: list[Any]) -> str:
    """``template`` with its slots (``{n}``, ``{name}``) filled in order by ``values``."""
    out = template
    for v in values:
        start = out.index("{")
        end = out.index("}", start)
        text = f'"{v}"' if out[start + 1 : end] == "name" else str(v)
        out = out[:start] + text + out[end + 1 :]
    return out


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
