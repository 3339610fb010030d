"""The cards file an import writes (``vgwidget cards import FOLDER --out pool.json``), and
reading it back for ``--cards pool.json``.

The file is a JSON object whose first key says what it is, ``{"format": "vgwidget-cards",
"version": 1, "source": ..., "reprints": {...}, "cards": [...]}``, one card per line; each card
holds the engine's card fields with its abilities already compiled (manual ones included), so
reading it compiles nothing. A whole card list is far more than the few cards a ``--cards``
list defines for one game (:data:`vgwidget.engine.cardfile.MAX_CARDS`), so a game takes from it
only the cards its decks use (:meth:`ImportedPool.entries_for`): the game's record carries
those, and replays without the file.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from ..engine.cardfile import read_cards_file, with_cards
from ..engine.cards import Card, CardPool, default_pool, fold_name
from ..engine.decks import Deck
from ..engine.errors import CardDataError
from .cgs import ImportResult

__all__ = [
    "MAX_POOL_BYTES",
    "POOL_FORMAT",
    "ImportedPool",
    "cards_file_pool",
    "is_pool_file",
    "read_pool_file",
    "write_pool_file",
]

POOL_FORMAT = "vgwidget-cards"
POOL_VERSION = 1
MAX_POOL_BYTES = 512 * 1024 * 1024
"""The largest cards file read (20,000 cards take about 20 MB)."""
_HEAD = '{"format": "vgwidget-cards"'


def write_pool_file(result: ImportResult, path: str | Path, *, source: str = "") -> None:
    """Write an import's cards to ``path`` (one card per line)."""
    head = {"format": POOL_FORMAT, "version": POOL_VERSION, "source": source,
            "reprints": result.reprints}  # fmt: skip
    body = json.dumps(head, ensure_ascii=False)[:-1]
    lines = [json.dumps(e, ensure_ascii=False, separators=(",", ":")) for e in result.entries]
    text = body + ', "cards": [\n' + ",\n".join(lines) + "\n]}\n"
    Path(path).write_text(text, encoding="utf-8")


def is_pool_file(path: str | Path) -> bool:
    """Whether ``path`` is a cards file an import wrote (it starts with its format key)."""
    try:
        with open(path, encoding="utf-8") as f:
            head = f.read(len(_HEAD) + 64)
    except (OSError, UnicodeDecodeError):
        return False
    return head.lstrip().startswith(_HEAD)


@dataclass(frozen=True)
class ImportedPool:
    """The cards of an imported cards file, as card data (``items``, in the file's order).
    A card is built from its data when a pool needing it is asked for: the whole list alone
    (:attr:`pool`), with the teaching pool (:meth:`pool_with`), or only the cards some deck
    lists can name (:meth:`pool_naming`): building 20,000 cards takes seconds, a deck's few
    a moment. A card whose data is wrong is refused then, naming the file and its index."""

    items: tuple[Mapping[str, Any], ...]
    reprints: Mapping[str, tuple[str, ...]]
    where: str = "cards file"

    @cached_property
    def entries(self) -> Mapping[str, Mapping[str, Any]]:
        """Each card's data by its id."""
        return {str(e.get("id")): e for e in self.items}

    @cached_property
    def cards(self) -> tuple[Card, ...]:
        """Every card of the file."""
        return self._cards(range(len(self.items)))

    def _cards(self, indexes: Iterable[int]) -> tuple[Card, ...]:
        return tuple(Card.from_dict(self.items[i], f"{self.where} card {i}") for i in indexes)

    def _pool(self, cards: Iterable[Card], base: CardPool | None) -> CardPool:
        mine = tuple(cards)
        names = {c.name for c in mine}
        others = () if base is None else tuple(c for c in base if c.name not in names)
        try:
            return CardPool([*others, *mine])
        except CardDataError as e:
            raise CardDataError(f"{self.where}: {e}") from None

    @cached_property
    def pool(self) -> CardPool:
        """These cards alone."""
        return self._pool(self.cards, None)

    def pool_with(self, base: CardPool | None = None) -> CardPool:
        """``base`` (the teaching pool by default) with these cards; a base card of a name
        these cards have gives way to them."""
        return self._pool(self.cards, base if base is not None else default_pool())

    def pool_naming(self, texts: Iterable[str], base: CardPool | None = None) -> CardPool:
        """:meth:`pool_with`, with only the cards whose name (as :func:`fold_name` compares
        names) is written somewhere in ``texts`` (deck lists): every card those texts can
        name, built in a moment."""
        folded = "\n".join(fold_name(t) for t in texts)
        wanted = [
            i
            for i, e in enumerate(self.items)
            if isinstance(e.get("name"), str) and fold_name(e["name"]) in folded
        ]
        return self._pool(self._cards(wanted), base if base is not None else default_pool())

    def entries_for(
        self, decks: Iterable[Deck | None], pool: CardPool, base: CardPool | None = None
    ) -> list[dict[str, Any]]:
        """The card data of the cards ``decks`` name (read in ``pool``), for
        ``Game.new(cards=...)``: only the cards a game uses go into it and its record (each
        standing in for a ``base`` card of its name, if any)."""
        base = base if base is not None else default_pool()
        out: dict[str, dict[str, Any]] = {}
        for deck in decks:
            for name in () if deck is None else deck.all_names():
                card = pool.find(name)
                if card is None or card.id in out or card.id not in self.entries:
                    continue
                entry = dict(self.entries[card.id])
                if base.printings(card.name):
                    entry["replaces"] = True
                out[card.id] = entry
        return list(out.values())


def read_pool_file(path: str | Path) -> ImportedPool:
    """Read a cards file an import wrote (its cards are built when a pool is asked for).
    Raises :class:`CardDataError` naming the file (and the card) at fault."""
    p = Path(path)
    try:
        size = p.stat().st_size
    except OSError as e:
        raise CardDataError(f"{p}: cannot open the cards file ({e.strerror})") from None
    if size > MAX_POOL_BYTES:
        raise CardDataError(f"{p}: the file is {size:,} bytes; at most {MAX_POOL_BYTES:,}")
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except UnicodeDecodeError as e:
        raise CardDataError(f"{p}: not UTF-8 text (byte {e.start})") from None
    except json.JSONDecodeError as e:
        raise CardDataError(f"{p}: not valid JSON (line {e.lineno}: {e.msg})") from None
    if not isinstance(data, dict) or data.get("format") != POOL_FORMAT:
        raise CardDataError(f'{p}: not a cards file of an import ("format": "{POOL_FORMAT}")')
    if data.get("version") != POOL_VERSION:
        raise CardDataError(f"{p}: version {data.get('version')!r}; this reads {POOL_VERSION}")
    items = data.get("cards")
    if not isinstance(items, list):
        raise CardDataError(f'{p}: "cards" must be a list')
    for i, item in enumerate(items):
        if not isinstance(item, dict):
            raise CardDataError(f"{p} card {i}: a card is a JSON object")
    raw = data.get("reprints", {})
    if not isinstance(raw, dict) or not all(
        isinstance(v, list) and all(isinstance(n, str) for n in v) for v in raw.values()
    ):
        raise CardDataError(f'{p}: "reprints" maps a card id to a list of numbers')
    return ImportedPool(tuple(items), {k: tuple(v) for k, v in raw.items()}, str(p))


def cards_file_pool(path: str | Path, base: CardPool | None = None) -> CardPool:
    """The pool a ``--cards FILE`` option gives: ``base`` (the teaching pool) with the file's
    cards, whether the file is an import's cards file or a list of cards defined by hand."""
    if is_pool_file(path):
        return read_pool_file(path).pool_with(base)
    return with_cards(read_cards_file(path), base)[0]
