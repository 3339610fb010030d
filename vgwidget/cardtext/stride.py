"""Reading the stride cost as cards change it (the G era): a hand CONT ability that makes its
card count a higher grade while it pays for a stride, and the discard timing of a card that
paid for one (phrases in :mod:`.grammar_stride`)."""

from __future__ import annotations

from typing import Any

from . import grammar_stride as gs
from .reader import Reader


def read_stride_grade(r: Reader, rec: dict[str, Any]) -> bool:
    """ "While you are paying the cost for [Stride], this card gets grade +N." (or "… may be
    discarded as a grade N.") as the whole body of a CONT ability working in the hand
    (``[CONT](Hand):``): a ``stride-grade`` (``stride-grade-as``) effect of N on this card
    (stride.cost-grade). In any other ability it is not this reading
    (``False``, nothing consumed); what follows its full stop is read as any ability's end
    is."""
    if rec.get("zones") != ["hand"]:
        return False
    start = r.pos
    do, got = "stride-grade", r.take(gs.STRIDE_GRADE)  # (when not written, they are among
    if got is None:  # the phrases expected here)
        r.pos = start
        do, got = "stride-grade-as", r.take(gs.STRIDE_GRADE_AS)
    if got is None or not got[1][0]:
        r.pos = start
        return False
    amount = got[1][0]
    said = f"grade +{amount}" if do == "stride-grade" else f"grade {amount}, if the player wishes"
    r.note(start, f"while the stride cost is paid, this card counts as {said}",
           gs.STRIDE_GRADE_RULE)  # fmt: skip
    r.skip()
    if r.text.startswith(".", r.pos):
        r.pos += 1
    rec["effect"] = [{"do": do, "amount": amount}]
    return True


def write_stride_grade(rec: dict[str, Any], conds: list[tuple[str, Any]]) -> str | None:
    """The printed body of a canonical ``stride-grade`` record (its head, with any Generation
    Break marker, is written by the renderer); ``None`` for any other record."""
    effect = rec.get("effect")
    if (
        rec["type"] != "CONT"
        or rec.get("zones") != ["hand"]
        or not isinstance(effect, list)
        or len(effect) != 1
        or set(effect[0]) != {"do", "amount"}
        or effect[0]["do"] not in ("stride-grade", "stride-grade-as")
        or not all(k == "generation-break" for k, _ in conds)
    ):
        return None
    table = gs.STRIDE_GRADE if effect[0]["do"] == "stride-grade" else gs.STRIDE_GRADE_AS
    return table[0].template.replace("{n}", str(effect[0]["amount"])) + "."


def note_stride_discard(r: Reader, start: int, rec: dict[str, Any], conds: list[Any]) -> None:
    """The clause of a discard timing that names the stride's cost ("… while paying the cost
    for [Stride]", perhaps "riding a grade 3 from the ride deck or …"), when it does: only
    that discard triggers it (stride.discarded-for-cost)."""
    if rec.get("timing") != "discarded-from-hand":
        return
    if {"discarded-for": "stride"} in conds:
        r.note(start, "only a discard that pays a stride's cost", gs.STRIDE_DISCARD_RULE)
    elif {"discarded-for": "grade-3-ride-deck-or-stride"} in conds:
        r.note(start, "only a discard that pays a stride's cost or a ride of a grade 3 from the "
               "ride deck", gs.STRIDE_DISCARD_RULE)  # fmt: skip
