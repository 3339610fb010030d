"""Cards a judge defines: the ``[[cards]]`` of a position file, a ``--cards FILE`` (JSON or
TOML), and the ``cards`` a game record carries so that it replays anywhere.

A dispute is about specific cards, often ones the teaching pool does not have. Each entry has
the fields of the card data (``vgwidget/data/cards/*.json``, see ``docs/abilities.md``) and is
checked the same way; ``id`` may be left out (it is made from the name). A name the pool already
has is an error unless the entry says ``replaces = true`` (then it stands in for that card in
this game only); ``replaces`` for a name the pool does not have is an error too, so a typo never
adds a card silently. Where several printings share the name (CARD-016), a replacing entry says
which one by its ``id``.

>>> pool, kept = with_cards(
...     [{"name": "Judge's Test Knight", "grade": 1, "power": 8000, "shield": 5000}],
...     where="cards",
... )
>>> pool["Judge's Test Knight"].power, kept[0]["id"]
(8000, 'custom-judge-s-test-knight')
>>> with_cards([{"name": "Ember Lancer", "grade": 1}])
Traceback (most recent call last):
...
vgwidget.engine.errors.CardDataError: cards[0]: the pool already has a card named “Ember Lancer”: \
add replaces = true to stand in for it, or choose another name
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable, Mapping
from pathlib import Path, PurePath
from typing import Any

from .cards import Card, CardPool, default_pool, fold_name
from .errors import MAX_POSITION_TEXT, CardDataError, VanguardError, require

__all__ = ["with_cards", "read_cards_file", "MAX_CARDS"]

MAX_CARDS = 500
"""At most this many cards may be defined by one file, position or record."""


def _card_id(name: str) -> str:
    return "custom-" + (re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "card")


def with_cards(
    items: Any,
    pool: CardPool | None = None,
    *,
    where: str = "cards",
    place: Callable[[int], str] | None = None,
) -> tuple[CardPool, list[dict[str, Any]]]:
    """``pool`` (the teaching pool by default) with the cards ``items`` defines, and the
    entries as stored (JSON-safe, ``id`` filled in) for a record. ``place(i)`` names where
    entry ``i`` is (e.g. its line); the first problem raises :class:`CardDataError`."""
    base = pool if pool is not None else default_pool()
    if not isinstance(items, list):
        raise CardDataError(f"{where}: expected a list of card tables, not {type(items).__name__}")
    if len(items) > MAX_CARDS:
        raise CardDataError(f"{where}: {len(items):,} cards; at most {MAX_CARDS} may be defined")
    new: list[Card] = []
    kept: list[dict[str, Any]] = []
    replaced: set[str] = set()
    """The ids of the pool's cards replaced."""
    seen: dict[str, int] = {}
    for i, item in enumerate(items):
        at = place(i) if place is not None else f"{where}[{i}]"
        if not isinstance(item, Mapping):
            raise CardDataError(f"{at}: a card is a table of fields, not {type(item).__name__}")
        entry = dict(item)
        replaces = entry.pop("replaces", False)
        if not isinstance(replaces, bool):
            raise CardDataError(f"{at}: replaces is true or false")
        name = entry.get("name")
        if isinstance(name, str) and name.strip() and "id" not in entry:
            existing = base.find(name) if replaces else None
            if replaces and existing is None and base.printings(name):
                raise CardDataError(f"{at}: replaces = true: {base.unknown(name)} (give its id)")
            entry["id"] = existing.id if existing is not None else _card_id(name)
        try:
            card = Card.from_dict(entry, at)
        except (TypeError, ValueError) as e:
            msg = str(e)
            if isinstance(e, VanguardError) and msg.startswith(at):
                raise
            raise CardDataError(f"{at}: {msg}") from None
        key = fold_name(card.name)
        if key in seen:
            raise CardDataError(f"{at}: “{card.name}” is defined twice (also entry {seen[key]})")
        seen[key] = i
        same = base.printings(card.name)
        existing = next((c for c in same if c.id == card.id), same[0] if same else None)
        if replaces and len(same) > 1 and all(c.id != card.id for c in same):
            raise CardDataError(f"{at}: replaces = true: {base.unknown(card.name)} (give its id)")
        if existing is not None and not replaces and not card.shares_name:
            raise CardDataError(
                f"{at}: the pool already has a card named “{existing.name}”: add replaces = "
                "true to stand in for it, or choose another name"
            )
        if existing is None and replaces:
            raise CardDataError(f"{at}: replaces = true, but the pool has no “{card.name}”")
        if existing is not None:
            replaced.add(existing.id)
        new.append(card)
        kept.append({**entry, "id": card.id, **({"replaces": True} if replaces else {})})
    try:
        out = CardPool([*(c for c in base if c.id not in replaced), *new])
    except CardDataError as e:
        raise CardDataError(f"{where}: {e}") from None
    return out, kept


def read_cards_file(path: str | Path) -> list[dict[str, Any]]:
    """The card entries of a ``--cards`` file: a JSON list of card objects, or TOML with a
    ``[[cards]]`` array. Raises :class:`CardDataError` naming the file (and line)."""
    require(path, (str, PurePath), "read_cards_file(path)", "a file path (a str or a Path)")
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as e:
        raise CardDataError(f"{p}: cannot open the card file ({e.strerror})") from None
    if size > MAX_POSITION_TEXT:
        raise CardDataError(
            f"{p}: the file is {size:,} bytes; a card file holds at most {MAX_POSITION_TEXT:,}"
        )
    try:
        text = p.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise CardDataError(f"{p}: not UTF-8 text (byte {e.start})") from None
    except OSError as e:
        raise CardDataError(f"{p}: cannot read the card file ({e.strerror})") from None
    if p.suffix.lower() == ".toml" or not text.lstrip().startswith(("[", "{")):
        try:
            data: Any = tomllib.loads(text)
        except tomllib.TOMLDecodeError as e:
            raise CardDataError(f"{p}: not valid TOML ({e})") from None
        except (RecursionError, ValueError) as e:
            raise CardDataError(f"{p}: cannot read the TOML ({str(e)[:120]})") from None
        extra = sorted(set(data) - {"cards"})
        if extra:
            raise CardDataError(f"{p}: a card file holds [[cards]] only, not {extra[:5]}")
        items = data.get("cards", [])
    else:
        try:
            items = json.loads(text)
        except json.JSONDecodeError as e:
            raise CardDataError(f"{p}: not valid JSON (line {e.lineno}: {e.msg})") from None
        except RecursionError:
            raise CardDataError(f"{p}: the JSON is nested too deep") from None
    if not isinstance(items, list):
        raise CardDataError(f"{p}: expected a list of card objects")
    if not items:
        raise CardDataError(f"{p}: the card file defines no card")
    return items
