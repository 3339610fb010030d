"""(keywords2) Reading and writing the keyword conditions of an ability's head: Ritual N and
Brave (with or without their reminder text), written before the colon like Limit Break."""

from __future__ import annotations

from typing import Any

from . import grammar_keywords2 as k2
from .phrases import WORD_OF
from .reader import Reader


def read_keyword_condition(r: Reader, conds: list[dict[str, Any]]) -> bool:
    """Ritual N or Brave written here: its condition is added to ``conds`` (an active
    condition, like Limit Break's) and True is returned; False, nothing read, otherwise (the
    keywords are then among the phrases expected here, for the error's did-you-mean)."""
    r.skip()
    start = r.pos
    got = r.take(k2.RITUAL)
    if got is not None:
        p, slots = got
        n = slots[0]
        said = p.value if p.value is not None else (slots[1] if len(slots) > 1 else n)
        if said != n:
            raise r.refuse(start, r.pos, f"the reminder text says {said}, the keyword {n}")
        conds.append({"ritual": n})
        r.note(start, f"Ritual {n}: active with {n} or more grade 1 cards in your drop zone",
               k2.KEYWORDS2_RULES["ritual"])  # fmt: skip
        return True
    got = r.take(k2.BRAVE)
    if got is not None:
        conds.append({"brave": True})
        r.note(start, "Brave: active with three or less cards in your hand",
               k2.KEYWORDS2_RULES["brave"])  # fmt: skip
        return True
    return False


def write_keyword_conditions(conds: list[tuple[str, Any]]) -> str:
    """The Ritual / Brave keywords of an ability's head, taken out of ``conds``, as the
    renderer writes them (with their reminder text)."""
    out = ""
    for k, v in list(conds):
        if k == "ritual" and isinstance(v, int) and not isinstance(v, bool) and v >= 2:
            conds.remove((k, v))
            word = WORD_OF.get(v, str(v))
            out += (
                f"Ritual {v} (Active if there are {word} or more grade 1 cards in your drop zone)"
            )
        elif k == "ritual" and v == 1:
            conds.remove((k, v))
            out += "Ritual 1 (Active if there is a grade 1 card in your drop zone)"
        elif k == "brave" and v is True:
            conds.remove((k, v))
            out += "Brave (Active when you have three or less cards in your hand)"
    return out
