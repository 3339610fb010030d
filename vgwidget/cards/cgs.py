"""Importing a Card Game Simulator "Cardfight Vanguard" game folder as a card pool.

The folder (docs/cards-import.md says how to get it) holds ``cgs.json`` (the game definition:
which card property is the id, which the name), ``AllSets.json`` (the list of sets, a set may
hold its cards) and ``sets/<code>.json`` (one list of cards per set), or ``AllCards.json`` (one
list of every card). Every card entry is read into the engine's card fields
(:mod:`.fields`); its printed text is compiled with :func:`vgwidget.cardtext.compile_card`, an
ability the compiler cannot read becoming a ``manual`` record the judge resolves by hand. The
list's own erratum notes on a text's first lines ("Updated: Text") are no printed text: they
are set aside as the card's ``notes``, never compiled.

Printings of one card (the same name and text under several numbers: reprints, parallel
rarities) are one card of the pool, named by its first number; printings of one name with
different text each keep their number and say ``shares_name`` (CARD-016), so that deck lists
name them ``Name [number]``.

Bad input never crashes the import and loses nothing silently: a file that cannot be read or a
card that cannot be loaded is a :class:`~.report.Problem` of the report (file, card index and
number, field) and the rest loads; ``strict=True`` raises :class:`CgsError` at the first one.
Sizes are bounded (:data:`MAX_FILE_BYTES`, :data:`MAX_FILES`, :data:`MAX_ENTRIES`,
:data:`MAX_TEXT`), so an absurd folder is refused before it is read.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from ..cardtext import CardReading, CardTextError, compile_card
from ..engine.cards import Card, CardPool
from ..engine.errors import CardDataError
from .fields import FieldError, card_fields
from .report import ImportReport, Problem

_HAS_TQDM = importlib.util.find_spec("tqdm") is not None
"""Whether tqdm is installed (the `cards` extra): without it the import runs the same, with no
progress bar."""

__all__ = [
    "MAX_ENTRIES",
    "MAX_FILE_BYTES",
    "MAX_FILES",
    "MAX_TEXT",
    "CgsError",
    "ImportResult",
    "import_cgs",
]

MAX_FILE_BYTES = 64 * 1024 * 1024
"""The largest list file read (the whole real list's biggest set file is about 1.5 MB)."""
MAX_FILES = 5_000
"""The most list files a folder may hold."""
MAX_ENTRIES = 250_000
"""The most card entries a folder may hold (the real list has about 21,000)."""
MAX_TEXT = 10_000
"""The longest effect text read, in characters."""

T = TypeVar("T")


class CgsError(CardDataError):
    """A Card Game Simulator folder that cannot be imported (or, with ``strict``, a card or
    file of it that cannot be loaded): the message names the file, card and field."""


@dataclass
class ImportResult:
    """An imported folder: its card ``pool``, the ``report``, and the card ``entries`` (the
    card data, abilities compiled, as :func:`vgwidget.cards.write_pool_file` writes them)."""

    pool: CardPool
    report: ImportReport
    entries: list[dict[str, Any]]
    reprints: dict[str, list[str]] = field(default_factory=dict)
    """Card id → the numbers of its other printings merged into it."""


@dataclass
class _Printing:
    file: str
    index: int
    fields: dict[str, Any]


@dataclass
class _Group:
    """The printings of one card: one name, one text, the same characteristics."""

    first: _Printing
    numbers: list[str]
    formats: list[str]


# ------------------------------------------------------------------------------ the folder


def _load_json(path: Path, folder: Path) -> Any:
    rel = path.relative_to(folder).as_posix()
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise CgsError(f"{rel}: the file is {size:,} bytes; at most {MAX_FILE_BYTES:,} are read")
    try:
        return json.loads(path.read_text(encoding="utf-8-sig"))
    except UnicodeDecodeError as e:
        raise CgsError(f"{rel}: not UTF-8 text (byte {e.start})") from None
    except json.JSONDecodeError as e:
        raise CgsError(f"{rel}: not valid JSON (line {e.lineno}: {e.msg})") from None
    except RecursionError:
        raise CgsError(f"{rel}: the JSON is nested too deep") from None


def _identifiers(folder: Path, report: ImportReport, strict: bool) -> tuple[str, str, str]:
    """The property names of a card's id and name and of a set's cards, from ``cgs.json``
    (Card Game Simulator's defaults ``id``, ``name``, ``cards`` without it)."""
    ids = ("id", "name", "cards")
    path = folder / "cgs.json"
    if not path.is_file():
        return ids
    report.files += 1
    try:
        game = _load_json(path, folder)
    except CgsError as e:
        if strict:
            raise
        report.problems.append(Problem("cgs.json", str(e).split(": ", 1)[1]))
        return ids
    if not isinstance(game, dict):
        report.problems.append(Problem("cgs.json", "the game definition is not a JSON object"))
        return ids
    out = []
    for key, default in zip(("cardIdIdentifier", "cardNameIdentifier", "setCardsIdentifier"),
                            ids, strict=True):  # fmt: skip
        value = game.get(key, default)
        out.append(value if isinstance(value, str) and value else default)
    return out[0], out[1], out[2]


def _lists(folder: Path, set_cards: str) -> Iterator[tuple[str, Path, str | None]]:
    """Every file holding card lists: (shown name, path, key of embedded set cards or None)."""
    if (folder / "AllCards.json").is_file():
        yield "AllCards.json", folder / "AllCards.json", None
    if (folder / "AllSets.json").is_file():
        yield "AllSets.json", folder / "AllSets.json", set_cards
    sets = folder / "sets"
    if sets.is_dir():
        files = sorted(p for p in sets.iterdir() if p.suffix.lower() == ".json" and p.is_file())
        if len(files) > MAX_FILES:
            raise CgsError(f"sets/: {len(files):,} files; at most {MAX_FILES:,} are read")
        for p in files:
            yield f"sets/{p.name}", p, None


def _entries(
    folder: Path, report: ImportReport, strict: bool
) -> tuple[list[tuple[str, int, Any]], str, str]:
    """Every card entry of the folder as (file, index in it, entry), and the id and name keys."""
    id_key, name_key, set_cards = _identifiers(folder, report, strict)
    found = False
    out: list[tuple[str, int, Any]] = []
    for shown, path, embedded in _lists(folder, set_cards):
        found = True
        report.files += 1
        try:
            data = _load_json(path, folder)
        except CgsError as e:
            if strict:
                raise
            report.problems.append(Problem(shown, str(e).split(": ", 1)[1]))
            continue
        if not isinstance(data, list):
            problem = Problem(shown, "expected a JSON list")
            if strict:
                raise CgsError(str(problem))
            report.problems.append(problem)
            continue
        if embedded is not None:
            # AllSets.json: the sets, each may hold its cards (the set file otherwise)
            cards = [
                c
                for s in data
                if isinstance(s, dict) and isinstance(s.get(embedded), list)
                for c in s[embedded]
            ]
        else:
            cards = data
        out.extend((shown, i, c) for i, c in enumerate(cards))
        if len(out) > MAX_ENTRIES:
            raise CgsError(f"{shown}: more than {MAX_ENTRIES:,} card entries; refused")
    if not found:
        raise CgsError(
            f"{folder}: no card list found (expected AllCards.json, AllSets.json or sets/*.json "
            "of a Card Game Simulator game folder)"
        )
    return out, id_key, name_key


# ------------------------------------------------------------------------------ the import


def _bar(items: Iterable[T], total: int, desc: str, progress: bool | None) -> Iterable[T]:
    show = sys.stderr.isatty() if progress is None else progress
    if not show or not _HAS_TQDM:
        return items
    # tqdm is imported only when a bar is shown: importing it costs every `vgwidget` command
    # about a tenth of a second at start-up (not an import cycle; nothing imports this back)
    from tqdm import tqdm  # noqa: PLC0415

    return tqdm(items, total=total, desc=desc, unit="card", file=sys.stderr, leave=False)  # type: ignore[no-any-return]


_LIST_NOTE = re.compile(r"\s*Updated:[ \t]*[A-Za-z]+(?:[ \t]*,[ \t]*[A-Za-z]+)*[ \t]*(?:\n|$)")
"""A note the list writes on the first line of a card's effect text, naming the fields it
corrected since the card was first listed ("Updated: Shield, Trigger, Text"): an erratum note
of the list, no printed text."""


def _split(entry: Mapping[str, Any]) -> tuple[str, list[str]]:
    """The card's printed text, and the list's notes set aside from its start (kept on the
    card as ``notes``, never compiled)."""
    effect = entry.get("effect", "")
    if effect is None:
        return "", []
    if not isinstance(effect, str):
        raise FieldError("effect", "effect must be text")
    if len(effect) > MAX_TEXT:
        raise FieldError("effect", f"the text is {len(effect):,} characters; at most {MAX_TEXT:,}")
    notes: list[str] = []
    while (m := _LIST_NOTE.match(effect)) is not None:
        notes.append(m.group(0).strip())
        effect = effect[m.end() :]
    text = effect.strip()
    return ("" if text in {"-", "－"} else text), notes


def _text(entry: Mapping[str, Any]) -> str:
    """The card's printed text (the list's notes set aside)."""
    return _split(entry)[0]


def _first(raw: Any, *keys: str) -> Any:
    """The value of the first of ``keys`` that ``raw`` (a card entry) has."""
    if not isinstance(raw, dict):
        return None
    return next((raw[k] for k in keys if k in raw), None)


def _same_card(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    # the text is the group's key, white space aside; a list's notes may differ by printing
    skip = {"id", "formats", "text", "notes"}
    return {k: v for k, v in a.items() if k not in skip} == {
        k: v for k, v in b.items() if k not in skip
    }


def _group(
    entries: list[tuple[str, int, Any]],
    id_key: str,
    name_key: str,
    report: ImportReport,
    strict: bool,
    progress: bool | None,
) -> list[_Group]:
    groups: dict[tuple[str, str], _Group] = {}
    numbers: dict[str, str] = {}
    report.entries += len(entries)
    for shown, i, raw in _bar(entries, len(entries), "reading", progress):
        # the id and name properties cgs.json names; the list's own "number" without it
        number = _first(raw, id_key, "number", "id")
        shown_number = number if isinstance(number, str) else None
        try:
            if not isinstance(raw, dict):
                raise FieldError("card", "a card is a JSON object")
            entry = dict(raw)
            entry["number"], entry["name"] = number, _first(raw, name_key, "name")
            text, notes = _split(entry)
            fields = card_fields(entry, text)
            if notes:
                fields["notes"] = notes
        except FieldError as e:
            problem = Problem(shown, str(e), i, shown_number, e.field)
            if strict:
                raise CgsError(str(problem)) from None
            report.problems.append(problem)
            continue
        key = (fields["name"], " ".join(text.split()))
        group = groups.get(key)
        if group is None:
            if fields["id"] in numbers:
                problem = Problem(
                    shown, f"number {fields['id']} is also {numbers[fields['id']]!r}'s", i,
                    fields["id"], "number",
                )  # fmt: skip
                if strict:
                    raise CgsError(str(problem))
                report.problems.append(problem)
                continue
            numbers[fields["id"]] = fields["name"]
            groups[key] = _Group(_Printing(shown, i, fields), [fields["id"]], fields["formats"])
        elif _same_card(group.first.fields, fields):
            report.reprints += 1
            kept = group.first.fields.setdefault("notes", [])
            kept += [n for n in fields.get("notes", ()) if n not in kept]
            if not kept:
                del group.first.fields["notes"]
            if fields["id"] not in group.numbers:
                group.numbers.append(fields["id"])
            group.formats += [f for f in fields["formats"] if f not in group.formats]
        else:
            problem = Problem(
                shown,
                f"a printing of {fields['name']!r} ({group.numbers[0]}) with the same text but "
                "other characteristics; the pool tells printings apart by their text (CARD-016)",
                i, fields["id"],
            )  # fmt: skip
            if strict:
                raise CgsError(str(problem))
            report.problems.append(problem)
    return list(groups.values())


def _kinds_for(ctype: str, abilities: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``abilities`` as a card of type ``ctype`` has them. compile_card reads a text of one
    piece without an ability head as an order's text (an ORDER ability); on a card that is
    no order, such a piece (a reminder, a G guardian's or stride's own line) is no order
    ability, and its kind is unknown: the manual record keeps its text and why, no head
    (as compile_card keeps a headless piece of a longer text)."""
    if ctype.endswith("-order"):
        return list(abilities)
    return [
        {k: v for k, v in a.items() if k not in ("type", "zones")}
        if a.get("manual") and a.get("type") == "ORDER"
        else a
        for a in abilities
    ]


def _cards(
    groups: list[_Group], report: ImportReport, strict: bool, progress: bool | None
) -> tuple[list[Card], list[dict[str, Any]], dict[str, list[str]]]:
    per_name: dict[str, int] = {}
    for g in groups:
        per_name[g.first.fields["name"]] = per_name.get(g.first.fields["name"], 0) + 1
    readings: dict[tuple[str, str | None], Any] = {}
    cards: list[Card] = []
    entries: list[dict[str, Any]] = []
    reprints: dict[str, list[str]] = {}
    for g in _bar(groups, len(groups), "compiling", progress):
        p = g.first
        data = {**p.fields, "formats": g.formats}
        if per_name[data["name"]] > 1:
            data["shares_name"] = True
        era = g.formats[0] if len(g.formats) == 1 else None
        try:
            reading = readings.get((data["text"], era))
            if reading is None and not data["text"]:
                reading = CardReading([], [])  # no text: no ability
            elif reading is None:
                reading = compile_card(data["text"], era=era, unread="manual")
                readings[(data["text"], era)] = reading
            data["abilities"] = _kinds_for(data["type"], reading.abilities)
            card = Card.from_dict(data, f"{p.file} card {p.index} ({data['id']})")
        except CardTextError as e:
            # every ability reads alone but the card's text as a whole does not: not kept
            problem = Problem(p.file, f"the text is not read as a whole ({e.why})", p.index,
                              data["id"], "effect")  # fmt: skip
            if strict:
                raise CgsError(str(problem)) from None
            report.problems.append(problem)
            continue
        except (CardDataError, ValueError, TypeError) as e:
            if strict:
                raise CgsError(str(e)) from None
            report.problems.append(Problem(p.file, str(e).split("): ", 1)[-1], p.index, data["id"]))
            continue
        manual = sum(1 for a in reading.abilities if a.get("manual"))
        report.abilities_manual += manual
        report.abilities_read += len(reading.abilities) - manual
        for err in reading.unread:
            report.phrases[err.phrase] += 1
        cards.append(card)
        entries.append(data)
        if len(g.numbers) > 1:
            reprints[data["id"]] = g.numbers[1:]
    return cards, entries, reprints


def _pool(
    cards: list[Card], entries: list[dict[str, Any]], report: ImportReport, strict: bool
) -> CardPool:
    """The pool of ``cards``; a card the pool refuses (an effect naming a crest or ticket that
    is not in the list) is reported and left out, and the rest loads."""
    for _ in range(100):
        try:
            return CardPool(cards)
        except CardDataError as e:
            if strict:
                raise CgsError(str(e)) from None
            bad = next((c for c in cards if f"card {c.name!r}" in str(e)), None)
            if bad is None:
                raise CgsError(f"the card pool: {e}") from None
            at = cards.index(bad)
            report.problems.append(Problem("(pool)", str(e), None, bad.id))
            del cards[at], entries[at]
    raise CgsError("the card pool: too many cards refused by the pool; see the report")


def import_cgs(
    folder: str | Path, *, progress: bool | None = None, strict: bool = False
) -> ImportResult:
    """Import a Card Game Simulator "Cardfight Vanguard" game folder as a card pool.

    ``progress``: a progress bar on standard error (``None``: when it is a terminal; needs
    tqdm). ``strict``: raise :class:`CgsError` at the first card or file that cannot be loaded,
    instead of reporting it and loading the rest.
    """
    root = Path(folder)
    if not root.is_dir():
        raise CgsError(f"{root}: not a folder (give the Card Game Simulator game folder)")
    report = ImportReport(str(root))
    entries, id_key, name_key = _entries(root, report, strict)
    groups = _group(entries, id_key, name_key, report, strict, progress)
    cards, data, reprints = _cards(groups, report, strict, progress)
    pool = _pool(cards, data, report, strict)
    report.cards = len(data)
    for entry in data:
        for f in entry["formats"]:
            report.formats[f] += 1
    kept = {e["id"] for e in data}
    return ImportResult(pool, report, data, {k: v for k, v in reprints.items() if k in kept})
