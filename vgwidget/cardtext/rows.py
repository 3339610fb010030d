"""(rows, issue #21) Reading and writing a head that names a row or one circle ("Back Row
(RC)"): read into the zone ``RC`` and the condition ``circle``, written back from them."""

from __future__ import annotations

from typing import Any

from . import grammar_rows as gr
from .reader import Reader


def read_circle_head(r: Reader, conds: list[dict[str, Any]]) -> list[str] | None:
    """``Back Row (RC)``, ``Front Row (RC)``, ``Back Row Center (RC)`` … where a head's zones
    stand: the zones (``["RC"]``), with the condition ``circle`` added to ``conds``
    (ability.circle-head); ``None``, and nothing read or remembered, when none is written."""
    save, far, expected = r.pos, r.far, r.expected
    r.skip()
    start = r.pos
    got = r.take(gr.CIRCLE_HEADS)
    if got is None:
        r.pos, r.far, r.expected = save, far, expected
        return None
    value = got[0].value
    conds.append({"circle": value})
    r.note(start, f"works only while this unit is on {gr.CIRCLE_WORDS[value]}", gr.CIRCLE_RULE)
    return ["RC"]


def circle_head(conds: list[tuple[str, Any]]) -> str | None:
    """The head's row or circle (``Back Row (RC)``) for an ability with a ``circle`` condition,
    which is taken out of ``conds`` (the head says it); ``None`` when it has none."""
    for k, v in conds:
        if k == "circle":
            conds.remove((k, v))
            return next(p.template for p in gr.CIRCLE_HEADS if p.value == v)
    return None
