"""A card's printed text as the learner reads it, beside how the engine reads it.

The widget shows a card's full text on hover and focus, and, in the explain panel, the text of
the ability that triggers or resolves. Next to the printed words it shows the engine's *plain
reading* of them: :func:`vgwidget.cardtext.explain`, clause by clause, each clause with its
catalogue rule.

What is synced (optional keys of a timeline chunk and of ``_pending``, see
:mod:`vgwidget.widget.wire`):

* ``"readings"``: ``{card id: [ability, ...]}`` for the cards of the chunk's ``cards`` table
  only, so only for cards the perspective has seen face up (a card hidden from it is never in
  that table, so its text and reading never reach the browser). Each ability is
  ``{"text": its printed words, "kind": what kind of ability it is and when it applies,
  "reading": [one line per clause]}``, or, for words the engine does not read as template
  text, ``"unread"``: why, in one line, instead of ``"reading"``.
* ``"sources"``: ``{event index: [card id, ability index]}``: which ability an event about an
  ability (it triggers, is played, resolves, does nothing) is about, only when the event names
  the card for this perspective and the card is in the table.
* ``_pending["source"]``: ``[card id, ability index]`` when the decision is about one ability
  (use it or not) of a card the perspective sees face up at that moment, else ``None``.

>>> from vgwidget.engine.abilities.model import parse_ability
>>> ab = parse_ability({"type": "ACT", "zones": ["VC"], "effect": [{"do": "draw"}],
...                     "text": "[ACT](VC):Draw a card."}, "example", 0)
>>> r = ability_reading(ab, "standard")
>>> r["kind"]
'ACT (on the vanguard circle)'
>>> r["reading"][-1]
'"Draw a card" — draw: draw a card [text.draw]'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from ..cardtext import CardTextError, explain, infer_era
from ..engine.abilities.model import Ability
from ..engine.cards import Card
from ..engine.events import Event
from ..engine.state import State
from .wire import EVENT_FIELDS

__all__ = [
    "ABILITY_EVENTS",
    "ability_reading",
    "card_readings",
    "decision_source",
    "event_sources",
    "readings_for",
    "visible_iids",
]

ABILITY_EVENTS = frozenset(
    {"ability-trigger", "ability-resolve", "ability-fizzle", "ability-unpaid", "act"}
)
"""The event kinds about one ability of one card: the panel shows that ability's text."""
CARDS_FIELD = EVENT_FIELDS.index("cards")


def _unread_reason(err: CardTextError) -> str:
    """The one line of a refusal that says what was not read (without the caret picture)."""
    lines = str(err).splitlines()
    return lines[2] if len(lines) > 2 else lines[-1]


@lru_cache(maxsize=4096)
def _reading(text: str, era: str) -> tuple[tuple[str, ...], str]:
    """The clause lines of ``text`` read as one ability, or ``((), why not)``."""
    try:
        out = explain(text, era=era)
    except CardTextError as err:
        return (), _unread_reason(err)
    lines = tuple(ln.strip() for ln in out.splitlines() if not ln.startswith("Ability "))
    return lines, ""


def ability_reading(ab: Ability, era: str) -> dict[str, Any]:
    """One ability as the widget shows it: its printed words, what kind of ability it is and
    when it applies (:meth:`Ability.describe`), and the engine's clause-by-clause reading of its
    words (or why they are not read as template text: the engine then plays the ability from
    its ability data, or the judge resolves it by hand)."""
    out: dict[str, Any] = {"text": ab.text, "kind": ab.describe()}
    if not ab.text.strip():
        out["unread"] = "this ability has no printed words of its own"
        return out
    lines, why = _reading(ab.text, era)
    if why:
        out["unread"] = why
    else:
        out["reading"] = list(lines)
    return out


def card_readings(card: Card) -> list[dict[str, Any]]:
    """Every ability of ``card`` as :func:`ability_reading` gives it, in printed order (the
    order the engine numbers them in: the same index an ability event refers to)."""
    era = infer_era(card.text) if card.text.strip() else "standard"
    return [ability_reading(ab, era) for ab in card.abilities]


def readings_for(
    cards: Mapping[str, Mapping[str, Any]], state: State
) -> dict[str, list[dict[str, Any]]]:
    """The ``readings`` of a chunk: for each card of its ``cards`` table (iid -> printed
    characteristics, visible cards only), the readings of that card's abilities, once per card
    id."""
    out: dict[str, list[dict[str, Any]]] = {}
    table = state.table.cards
    for key, static in cards.items():
        cid = static.get("id")
        if not isinstance(cid, str) or cid in out:
            continue
        iid = int(key)
        if 0 <= iid < len(table) and table[iid].id == cid:
            out[cid] = card_readings(table[iid])
    return out


def _ability_index(ev: Event, card: Card, after: State) -> int | None:
    """Which of ``card``'s abilities ``ev`` is about: for a trigger, the ability it put in the
    waiting queue; otherwise the ability whose printed words the event quotes, or the only one
    its description fits."""
    iid = ev.cards[0]
    if ev.kind == "ability-trigger":
        for ref in reversed(after.pending):
            if getattr(ref, "card", None) == iid:
                index = getattr(ref, "ability", None)
                return index if isinstance(index, int) else None
    quoted = [i for i, ab in enumerate(card.abilities) if ab.text and f"({ab.text})" in ev.text]
    if quoted:
        return max(quoted, key=lambda i: len(card.abilities[i].text))
    fits = [i for i, ab in enumerate(card.abilities) if f"{ab.describe()} ability" in ev.text]
    return fits[0] if len(fits) == 1 else None


def event_sources(
    events: Sequence[Event],
    snapshots: Sequence[State],
    rows: Sequence[Sequence[Any]],
    start: int,
    seen: Mapping[int, Any],
) -> dict[str, list[Any]]:
    """The ``sources`` of a chunk whose events are ``events[start:]`` (``rows``: the same
    events as the perspective reads them; ``seen``: the iids the perspective has seen face up).
    """
    out: dict[str, list[Any]] = {}
    for offset, row in enumerate(rows):
        i = start + offset
        ev = events[i]
        if ev.kind not in ABILITY_EVENTS or not ev.cards:
            continue
        iid = ev.cards[0]
        shown = row[CARDS_FIELD]
        if iid not in shown or iid not in seen:
            continue
        after = snapshots[i]
        card = after.table.cards[iid]
        index = _ability_index(ev, card, after)
        if index is not None and 0 <= index < len(card.abilities):
            out[str(i)] = [card.id, index]
    return out


def visible_iids(v: Any) -> set[int]:
    """The instance ids of every card shown face up in view ``v`` (hidden cards carry none)."""
    out: set[int] = set()
    stack = [v]
    while stack:
        x = stack.pop()
        if isinstance(x, dict):
            iid = x.get("iid")
            if isinstance(iid, int) and not isinstance(iid, bool) and not x.get("hidden"):
                out.add(iid)
            stack.extend(x.values())
        elif isinstance(x, list):
            stack.extend(x)
    return out


def decision_source(state: State, shown: set[int]) -> list[Any] | None:
    """``[card id, ability index]`` when the decision waiting in ``state`` is about one ability
    (whether to use it) of a card in ``shown`` (the cards the perspective sees face up now)."""
    d = state.decision
    if d is None:
        return None
    for item in d.data:
        iid, index = getattr(item, "card", None), getattr(item, "ability", None)
        if isinstance(iid, int) and isinstance(index, int) and iid in shown:
            card = state.table.cards[iid]
            if 0 <= index < len(card.abilities):
                return [card.id, index]
            return None
    return None
