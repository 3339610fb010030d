"""Reading and writing Harmony's keyword line (keyword.harmony): "[AUTO](VC/RC):Harmony", with
or without its reminder, is the AUTO ability that waits for another of your units placed in
this unit's column and puts both units in harmony until end of turn. The phrases are in
:mod:`.grammar_harmony`.
"""

from __future__ import annotations

from typing import Any

from ..engine.abilities.harmony_names import BECOMES, COUNT_RISES, HARMONY, IN_COLUMN
from . import grammar as g
from .grammar_harmony import HARMONY as HARMONY_LINE
from .reader import Reader

HARMONY_TIMING = "placed-on-vc-or-rc"
"""The moments the Harmony ability waits for: a unit placed on the vanguard circle or a
rear-guard circle (its column is checked when it is placed)."""


def read_harmony(r: Reader, rec: dict[str, Any], head_zones: list[str]) -> bool:
    """The Harmony keyword after an AUTO head, read into ``rec``; False, nothing read, when it
    is not written. Its circles are the head's ((VC/RC) when the head names none)."""
    start = r.pos
    if r.take(HARMONY_LINE) is None:
        r.pos = start
        return False
    r.skip()
    if r.text.startswith(".", r.pos):
        r.pos += 1
    rec["keyword"] = HARMONY
    rec["timing"] = HARMONY_TIMING
    rec["on"] = IN_COLUMN
    if not head_zones:
        rec["zones"] = ["VC", "RC"]
    rec["effect"] = [{"do": HARMONY}]
    r.note(start, "harmony: when another of your units is placed in this unit's column (left, "
                  "centre or right), both units become in harmony until end of turn",
           g.RULES[HARMONY])  # fmt: skip
    return True


def note_becomes(r: Reader, rec: dict[str, Any], start: int) -> None:
    """The plain words of a harmony timing ("When this unit becomes in harmony", "When the
    number of your units in harmony becomes N or more"), if it is the one just read."""
    if rec.get("timing") == BECOMES:
        r.note(start, "becomes in harmony: it was not in harmony, and now is (a Harmony ability "
                      "resolved)", g.RULES[HARMONY])  # fmt: skip
    elif rec.get("timing") == COUNT_RISES:
        r.note(start, "the number of your units in harmony has just grown to N (units become in "
                      "harmony one at a time)", g.RULES[HARMONY])  # fmt: skip


def harmony_body(rec: dict[str, Any], conds: list[tuple[str, Any]]) -> str | None:
    """The keyword line of a Harmony record (its head is written by the caller), or ``None``
    when the record is not exactly the keyword's ability (then it has no template)."""
    plain = not rec.get("once_per_turn") and "cost" not in rec and "optional" not in rec
    if (rec.get("keyword") == HARMONY and plain and rec.get("timing") == HARMONY_TIMING
            and rec.get("on") == IN_COLUMN and rec["effect"] == [{"do": HARMONY}]
            and all(k == "generation-break" for k, _ in conds)):  # fmt: skip
        return HARMONY_LINE[0].template + "."
    return None
