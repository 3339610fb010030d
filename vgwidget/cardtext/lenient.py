"""A lenient reading of a whole card: each ability read alone, and the ones the compiler cannot
read either refused (the default, as :func:`~vgwidget.cardtext.compile`) or kept as **manual
abilities** that the judge resolves by hand.

A manual ability record is ``{"manual": True, "text": …, "why": …}`` (its own printed text and
the one-line reason it is not read, without a did-you-mean) plus what of its head is read with
certainty: its ``type``
(``AUTO``/``ACT``/``CONT``, or ``ORDER`` for an order card's headless text), ``zones``, an AUTO
ability's ``timing`` and ``on`` (only when the timing phrase is read up to its comma),
``once_per_turn``, a ``keyword`` and the conditions the head itself states (Limit Break,
Generation Break, "attacks a vanguard"). Its effect is never guessed: there is no ``effect``.

>>> reading = compile_card("[AUTO](VC):When this unit attacks, draw a card. "
...                        "[ACT](RC)[1/Turn]:Whistle a merry tune.", unread="manual")
>>> [a.get("manual", False) for a in reading.abilities]
[False, True]
>>> {k: v for k, v in reading.abilities[1].items() if k not in ("why", "text")}
{'manual': True, 'type': 'ACT', 'zones': ['RC'], 'once_per_turn': True}
>>> reading.unread[0].phrase
'Whistle a merry tune'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from . import grammar as g
from .canon import canonical
from .compiler import ERAS, compile, infer_era, name_sentinel_ability, read_all, too_long
from .errors import CardTextError
from .head import (
    read_cost,
    read_markers,
    read_placed_from,
    read_rode_from,
    read_zones,
    set_timing,
    take_rider_timing,
)
from .reader import Reader
from .rows import read_circle_head

UNREAD_MODES = ("refuse", "manual")
"""What :func:`compile_card` does with an ability it cannot read: refuse the card, or keep the
ability as manual."""

_HEAD = re.compile(r"(?<![\"“])\[(?:AUTO|ACT|CONT)\]", re.IGNORECASE)
"""An ability's head; one right after an opening quote is quoted text (Sentinel's reminder
names ``"[CONT]:Sentinel"``), not the start of an ability."""


@dataclass(frozen=True)
class CardReading:
    """A card's text as read: its ability records in printed order (manual records among them
    when asked for) and, for each manual one, the error that kept it from being read (its
    ``position`` counted in the whole card's text)."""

    abilities: list[dict[str, Any]]
    unread: list[CardTextError]

    @property
    def manual(self) -> list[dict[str, Any]]:
        """The abilities the judge resolves by hand."""
        return [a for a in self.abilities if a.get("manual")]


def split_abilities(text: str) -> list[tuple[int, str]]:
    """The card's text cut into its abilities, each with its offset: an ability runs from its
    head (``[AUTO]``, ``[ACT]``, ``[CONT]``) to the next head; text before the first head is
    one piece of its own (an order card's text has no head at all). A head written inside
    quotes is not one."""
    starts = [m.start() for m in _HEAD.finditer(text)]
    if not starts or text[: starts[0]].strip():
        starts.insert(0, 0)
    out: list[tuple[int, str]] = []
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        piece = text[start:end]
        lead = len(piece) - len(piece.lstrip())
        if piece.strip():
            out.append((start + lead, piece.strip()))
    return out


def _moved(err: CardTextError, text: str, offset: int) -> CardTextError:
    """``err`` (raised for one ability read alone) placed in the whole card's text."""
    return err.moved(text, offset)


def read_head(piece: str, era: str, headless_is_order: bool) -> dict[str, Any]:
    """What of one unread ability's head is read with certainty (see the module's docstring);
    reading stops at the first part that is not read, and a head whose zones, markers or
    colon are not read is not kept at all (not even its kind: where it works is unknown)."""
    r = Reader(piece, era)
    rec: dict[str, Any] = {}
    r.skip()
    head = r.take(g.KIND_HEADS)
    if head is None:
        if headless_is_order:
            rec.update(type="ORDER", zones=["order"])
        return rec
    kind = head[0].value
    conds: list[dict[str, Any]] = []
    marks: dict[str, Any] = {}
    try:
        zones = read_circle_head(r, conds) or read_zones(r)
        read_markers(r, marks, conds)
    except CardTextError:
        return rec  # where it works is not known: nothing of the head is kept
    r.skip()
    if not piece.startswith(":", r.pos):
        return rec
    r.pos += 1
    rec["type"] = kind
    if zones:
        rec["zones"] = zones
    elif kind != "AUTO":
        rec["zones"] = ["VC", "RC"]
    rec.update(marks)
    if kind == "AUTO":
        _timing(r, rec, conds, zones)
    if conds:
        rec["condition"] = conds
    return rec


def _timing(r: Reader, rec: dict[str, Any], conds: list[dict[str, Any]],
            head_zones: list[str]) -> None:  # fmt: skip
    """An AUTO ability's timing, kept only when its phrase is read up to the comma that ends
    it (anything else there could change when it triggers)."""
    try:
        read_cost(r, ("old",))  # an older cost before the timing: paid by hand
    except CardTextError:
        return
    head: dict[str, Any] = {}
    said: list[dict[str, Any]] = []
    if take_rider_timing(r, head, said, head_zones):
        pass  # the rider's timing and condition, kept if a comma follows
    elif not read_rode_from(r, head, said, head_zones):
        got = r.take(g.TIMINGS)
        if got is None or not set_timing(head, said, got[0].value, head_zones):
            return
        read_placed_from(r, head, said)
    r.skip()
    if r.text.startswith(",", r.pos):
        rec.update(head)
        conds.extend(said)


def manual_record(piece: str, err: CardTextError, era: str, headless_is_order: bool
                  ) -> dict[str, Any]:  # fmt: skip
    """The manual ability record for one ability the compiler does not read."""
    rec: dict[str, Any] = {"manual": True}
    rec.update(read_head(piece, era, headless_is_order))
    rec["text"] = piece
    rec["why"] = err.bare_why
    return canonical(rec)


def compile_card(text: str, *, era: str | None = None, unread: str = "refuse") -> CardReading:
    """The printed effect text of one card read ability by ability.

    With ``unread="refuse"`` (the default) an ability not read in full refuses the card with
    the compiler's :class:`CardTextError`, exactly as :func:`~vgwidget.cardtext.compile`;
    with ``unread="manual"`` it becomes a manual ability record (the judge resolves it by
    hand) and its error is listed in :attr:`CardReading.unread`. ``era`` as for ``compile``
    (``None``: inferred from the whole card's text)."""
    if unread not in UNREAD_MODES:
        raise ValueError(f"unknown unread mode {unread!r} (known: {', '.join(UNREAD_MODES)})")
    if era is not None and era not in ERAS:
        raise ValueError(f"unknown era {era!r} (known: {', '.join(ERAS)})")
    too_long(text)  # refused as a whole, never cut into pieces
    try:
        return CardReading(compile(text, era=era), [])
    except CardTextError as whole:
        if unread == "refuse":
            raise
        first = whole
    the_era = infer_era(text) if era is None else ("premium" if era == "g" else era)
    pieces = split_abilities(text)
    abilities: list[dict[str, Any]] = []
    errors: list[CardTextError] = []
    sentinel = False
    for offset, piece in pieces:
        try:
            records, _clauses, rules = read_all(piece, era=the_era)
            abilities.extend(records)
            sentinel = sentinel or any(c.rule == g.RULES["sentinel"] for c in rules)
        except CardTextError as err:
            moved = _moved(err, text, offset)
            abilities.append(manual_record(piece, moved, the_era, len(pieces) == 1))
            errors.append(moved)
    if not errors:  # each ability reads alone but not the card as a whole: never kept
        raise first
    if sentinel:  # the Sentinel line read alone still names the ability placed on (GC)
        name_sentinel_ability(abilities)
        abilities = [canonical(a) for a in abilities]
    return CardReading(abilities, errors)
