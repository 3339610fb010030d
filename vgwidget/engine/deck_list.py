"""Deck lists: the :class:`Deck` record, and reading and writing deck lists as text.

A deck list is plain text. Optional header lines give the deck's ``name:`` and
``format:``; ``#`` starts a comment; ``[main]`` (the default), ``[ride deck]``,
``[g deck]`` and ``[first vanguard]`` start sections; every other line is a card
line such as ``4 x Card Name`` (``4x Card Name`` and ``4 Card Name`` work too).
Where several printings share a name with different text (CARD-016), a card line names one
by its id, ``2 x Card Name [ID]``; the bare name is then refused, naming the choices.

Reading a list only checks that it is well formed and names real cards; whether the deck
may be played in a format is :mod:`vgwidget.engine.deck_rules`' business. Import these
names from :mod:`vgwidget.engine.decks`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePath
from types import MappingProxyType
from typing import Any

from .cards import CardPool, default_pool, fold_changes
from .errors import MAX_DECK_LINES, MAX_DECK_TEXT, DeckError, require, shown
from .formats import ALIASES, FORMATS

__all__ = ["MAX_LINE_COUNT", "SECTIONS", "Deck", "load_deck", "parse_deck"]

MAX_LINE_COUNT = 50
"""The largest count one card line may give (a whole deck's worth)."""
MAX_SECTION_CARDS = MAX_DECK_LINES * MAX_LINE_COUNT
"""The most cards one section of a deck may hold: as many as the longest deck list can give,
so that deck data (a game record's decks) is never expanded past what a list could say."""

SECTIONS: Mapping[str, str] = MappingProxyType(
    {
        "main": "main",
        "main deck": "main",
        "ride deck": "ride_deck",
        "g deck": "g_deck",
        "first vanguard": "first_vanguard",
    }
)
"""Section header (lower case, inside ``[...]``) -> the :class:`Deck` field it fills."""

_SECTION_TITLES: Mapping[str, str] = MappingProxyType(
    {
        "main": "[main]",
        "ride_deck": "[ride deck]",
        "g_deck": "[g deck]",
        "first_vanguard": "[first vanguard]",
    }
)

_CARD_LINE = re.compile(
    r"(?P<count>[+-]?\d+)(?=[\sxX\u00d7]|$)\s*(?:\u00d7|[xX](?=\s|$))?\s*(?P<name>.*)"
)
_HEADER = re.compile(r"(?P<key>name|format)\s*:\s*(?P<value>.*)", re.IGNORECASE)
_SECTION = re.compile(r"\[(?P<title>[^\]]*)\]")
_INLINE_COMMENT = re.compile(r"\s+#.*$")


# --------------------------------------------------------------------- the deck


def _names_from(value: Iterable[str]) -> tuple[str, ...]:
    return tuple(value)


@dataclass(frozen=True)
class Deck:
    """What one player brings to the table: main deck, ride deck, G deck and first vanguard.

    ``main`` lists the main deck card by card (names repeated by count, in list
    order) *without* a separately listed first vanguard; in Classic the 50 are
    ``main`` plus ``first_vanguard``. ``lines`` maps each card name to the line of
    the deck list that first mentions it, and each section header that was used
    (``"[ride deck]"``, ``"[first vanguard]"``, ...) to its line; it is empty for
    decks built from data and is ignored when decks are compared.

    >>> d = Deck("Pair", "classic", ("Glintblade Page", "Glintblade Page"))
    >>> d.counts(), d.to_dict()["main"]
    ({'Glintblade Page': 2}, {'Glintblade Page': 2})
    """

    name: str
    format: str | None
    main: tuple[str, ...]
    ride_deck: tuple[str, ...] = ()
    g_deck: tuple[str, ...] = ()
    first_vanguard: str | None = None
    lines: Mapping[str, int] = field(
        default_factory=lambda: MappingProxyType({}), compare=False, repr=False
    )
    notes: tuple[str, ...] = field(default=(), compare=False, repr=False)
    """What the reading of the list should tell its author: each line whose card name was
    matched only after Unicode folding, and how it was folded (see :func:`fold_changes`)."""

    def __post_init__(self) -> None:
        # Accept lists and plain dicts from callers; store immutable values.
        object.__setattr__(self, "main", _names_from(self.main))
        object.__setattr__(self, "ride_deck", _names_from(self.ride_deck))
        object.__setattr__(self, "g_deck", _names_from(self.g_deck))
        if not isinstance(self.lines, MappingProxyType):
            object.__setattr__(self, "lines", MappingProxyType(dict(self.lines)))

    # -- views ---------------------------------------------------------------

    def counts(self) -> dict[str, int]:
        """Copies of each card name over the main deck, first vanguard and ride deck.

        This is the count the copy limit looks at (the G deck is not included), except that
        the limit adds together the printings of a shared name, which are counted here apart
        as ``"Name [ID]"`` (CARD-016); names appear in the order the deck first mentions them.
        """
        names = [*self.main, *self.first_vanguard_cards, *self.ride_deck]
        return dict(Counter(names))

    def all_names(self) -> tuple[str, ...]:
        """Every distinct card name in any section, in order of first appearance."""
        return tuple(
            dict.fromkeys([*self.first_vanguard_cards, *self.ride_deck, *self.main, *self.g_deck])
        )

    @property
    def first_vanguard_cards(self) -> tuple[str, ...]:
        """The ``[first vanguard]`` section as a tuple: empty or one name."""
        return () if self.first_vanguard is None else (self.first_vanguard,)

    # -- text ----------------------------------------------------------------

    def to_text(self) -> str:
        """The deck as a deck list that :func:`parse_deck` reads back to an equal deck.

        Consecutive copies of a name are written as one line, so the card order
        of every section is kept exactly.

        >>> print(Deck("Mini", None, ("A", "A", "B", "A")).to_text())
        name: Mini
        <BLANKLINE>
        [main]
        2 x A
        1 x B
        1 x A
        <BLANKLINE>
        """
        out = [f"name: {self.name}"]
        if self.format is not None:
            out.append(f"format: {self.format}")
        sections: list[tuple[str, tuple[str, ...]]] = [
            ("[first vanguard]", self.first_vanguard_cards),
            ("[ride deck]", self.ride_deck),
            ("[main]", self.main),
            ("[g deck]", self.g_deck),
        ]
        for title, names in sections:
            if not names and title != "[main]":
                continue
            out.append("")
            out.append(title)
            out.extend(f"{n} x {name}" for name, n in _runs(names))
        return "\n".join(out) + "\n"

    @classmethod
    def from_text(cls, text: str, *, where: str = "deck", pool: CardPool | None = None) -> Deck:
        """Read a deck list (same as :func:`parse_deck`)."""
        return parse_deck(text, where=where, pool=pool)

    # -- JSON ----------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe dict: sections as ``{name: count}`` in order of first appearance."""
        return {
            "name": self.name,
            "format": self.format,
            "main": dict(Counter(self.main)),
            "ride_deck": dict(Counter(self.ride_deck)),
            "g_deck": dict(Counter(self.g_deck)),
            "first_vanguard": self.first_vanguard,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Deck:
        """Build a deck from :meth:`to_dict` output (a section may also be a list of names).

        Raises :class:`DeckError` naming every malformed field. Card names are not
        checked here; :func:`check_deck` checks them against a card pool.
        """
        problems: list[str] = []
        if not isinstance(data, Mapping):
            raise DeckError("deck data: expected an object", ["deck data: expected an object"])
        known = {"name", "format", "main", "ride_deck", "g_deck", "first_vanguard"}
        for key in sorted(set(data) - known, key=str):
            problems.append(f"deck data: unknown field {key!r}")
        name = data.get("name", "deck")
        if not isinstance(name, str):
            problems.append("deck data: 'name' must be a string")
            name = "deck"
        fmt = data.get("format")
        fmt = ALIASES.get(fmt, fmt) if isinstance(fmt, str) else fmt  # "g": premium
        if fmt is not None and fmt not in FORMATS:
            problems.append(
                f"deck data: unknown format {fmt!r} (known formats: {', '.join(sorted(FORMATS))})"
            )
            fmt = None
        sections: dict[str, tuple[str, ...]] = {}
        for key in ("main", "ride_deck", "g_deck"):
            sections[key] = _section_from_data(data.get(key, {}), key, problems)
        fv = data.get("first_vanguard")
        if fv is not None and (not isinstance(fv, str) or not fv.strip()):
            problems.append("deck data: 'first_vanguard' must be a card name or null")
            fv = None
        if problems:
            raise DeckError(_summary("deck data", problems), problems)
        return cls(
            name=name,
            format=fmt,
            main=sections["main"],
            ride_deck=sections["ride_deck"],
            g_deck=sections["g_deck"],
            first_vanguard=fv,
        )


def _section_from_data(value: Any, key: str, problems: list[str]) -> tuple[str, ...]:
    names: list[str] = []
    if isinstance(value, Mapping):
        for name, n in value.items():
            if not isinstance(name, str) or not name.strip():
                problems.append(f"deck data: {key}: card names must be non-empty strings")
            elif isinstance(n, bool) or not isinstance(n, int) or n < 1:
                problems.append(f"deck data: {key}: count of {name!r} must be a whole number >= 1")
            elif n > MAX_LINE_COUNT or len(names) + n > MAX_SECTION_CARDS:
                problems.append(
                    f"deck data: {key}: count of {name!r} is {_count_text(n)}, out of range "
                    f"(1 to {MAX_LINE_COUNT} per card, {MAX_SECTION_CARDS:,} in a section)"
                )
            else:
                names.extend([name] * n)
    elif isinstance(value, (list, tuple)):
        if len(value) > MAX_SECTION_CARDS:
            problems.append(
                f"deck data: {key} lists {len(value):,} cards; at most {MAX_SECTION_CARDS:,}"
            )
            return ()
        for name in value:
            if not isinstance(name, str) or not name.strip():
                problems.append(f"deck data: {key}: card names must be non-empty strings")
            else:
                names.append(name)
    else:
        problems.append(f"deck data: {key} must be an object of name -> count or a list of names")
    return tuple(names)


def _count_text(n: int) -> str:
    """A count for an error message: in full up to 20 digits, else how many digits it has
    (worked out from its size: a huge number is never written out)."""
    if n < 10**20:
        return f"{n:,}"
    return f"a number of about {int(n.bit_length() * 0.30103) + 1:,} digits"


def _runs(names: Iterable[str]) -> Iterator[tuple[str, int]]:
    """Run-length encode ``names`` (runs capped at :data:`MAX_LINE_COUNT`)."""
    current: str | None = None
    n = 0
    for name in names:
        if name == current and n < MAX_LINE_COUNT:
            n += 1
            continue
        if current is not None:
            yield current, n
        current, n = name, 1
    if current is not None:
        yield current, n


def _summary(where: str, problems: list[str]) -> str:
    if len(problems) == 1:
        return problems[0]
    return f"{where}: {len(problems)} problems\n" + "\n".join(f"  {p}" for p in problems)


# --------------------------------------------------------------------- parsing


def _unknown_card(name: str, pool: CardPool) -> str:
    """Say that ``name`` is not a card (see :meth:`CardPool.unknown`)."""
    return pool.unknown(name)


def _resolve(name: str, pool: CardPool) -> str | None:
    """The pool's spelling of ``name`` (see :meth:`CardPool.find`): the card's name, or
    ``"Name [ID]"`` for one of several printings sharing a name (CARD-016); else None."""
    card = pool.find(name)
    return None if card is None else pool.key(card)


def parse_deck(text: str, *, where: str = "deck", pool: CardPool | None = None) -> Deck:
    """Read a deck list, checking that every line is well formed and every card exists.

    ``where`` names the list in error messages (a file name, say); ``pool`` is
    the card pool names are looked up in (default: :func:`default_pool`). A name
    that differs from a pool name only in case or spacing is accepted and spelt
    as in the pool. Every problem is reported, each with its line number, in one
    :class:`DeckError` whose ``problems`` list them.

    This only reads the list; whether the deck may be played in a format is
    :func:`check_deck`'s business.

    >>> parse_deck("4 x Sparkflit Sprite\\n4 x Sparkflit Sprit", where="my.txt")
    Traceback (most recent call last):
    ...
    vgwidget.engine.errors.DeckError: my.txt, line 2: unknown card "Sparkflit Sprit" (did you \
mean "Sparkflit Sprite"?)
    """
    require(text, str, "parse_deck(text)", "a deck list's text (a str)")
    require(where, str, "parse_deck(where=)", "the list's name (a str)")
    require(pool, (CardPool, type(None)), "parse_deck(pool=)", "a CardPool or None")
    pool = default_pool() if pool is None else pool
    problems: list[str] = []
    header: dict[str, str] = {}
    sections: dict[str, list[str]] = {key: [] for key in _SECTION_TITLES}
    lines: dict[str, int] = {}
    notes: list[str] = []
    section = "main"

    def problem(lineno: int, message: str) -> None:
        problems.append(f"{where}, line {lineno}: {message}")

    if len(text) > MAX_DECK_TEXT:
        msg = f"{where}: the deck list is {len(text):,} characters long; at most {MAX_DECK_TEXT:,}"
        raise DeckError(msg, [msg])
    if text.count("\n") >= MAX_DECK_LINES:
        msg = f"{where}: the deck list has more than {MAX_DECK_LINES:,} lines"
        raise DeckError(msg, [msg])
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        line = _INLINE_COMMENT.sub("", line)
        if m := _SECTION.fullmatch(line):
            title = " ".join(m["title"].replace("-", " ").replace("_", " ").split()).lower()
            if title not in SECTIONS:
                known = ", ".join(f"[{t}]" for t in SECTIONS)
                problem(lineno, f'unknown section "{line}" (known sections: {known})')
                continue
            section = SECTIONS[title]
            lines.setdefault(_SECTION_TITLES[section], lineno)
            continue
        if m := _HEADER.fullmatch(line):
            key, value = m["key"].lower(), m["value"].strip()
            if key == "format":
                value = ALIASES.get(value.lower(), value.lower())  # "g": premium
                if value not in FORMATS:
                    known = ", ".join(sorted(FORMATS))
                    problem(
                        lineno, f'unknown format "{m["value"].strip()}" (known formats: {known})'
                    )
                    continue
            header[key] = value
            continue
        m = _CARD_LINE.fullmatch(line)
        if m is None:
            if re.match(r"[+-]?\d|\S+\s*[xX\u00d7]\s", line):
                problem(lineno, f'bad count in "{line}" (a card line is "<count> x <card name>")')
            else:
                problem(
                    lineno,
                    f'cannot read "{shown(line)}" (expected "<count> x <card name>", a [section] '
                    'or a "name:"/"format:" header)',
                )
            continue
        digits = m["count"].lstrip("+-").lstrip("0")
        if len(digits) > 6:  # read no further: int() of thousands of digits is refused or slow
            problem(
                lineno,
                f"count of {len(digits):,} digits is out of range (1 to {MAX_LINE_COUNT} per line)",
            )
            continue
        count, name = int(m["count"]), " ".join(m["name"].split())
        if not name:
            problem(lineno, f'no card name in "{line}" (a card line is "<count> x <card name>")')
            continue
        if not 1 <= count <= MAX_LINE_COUNT:
            problem(lineno, f"count {count} is out of range (1 to {MAX_LINE_COUNT} per line)")
            continue
        resolved = _resolve(name, pool)
        if resolved is None:
            problem(lineno, _unknown_card(name, pool))
            continue
        if section == "first_vanguard" and (count > 1 or sections["first_vanguard"]):
            problem(lineno, "the [first vanguard] section holds exactly one card")
            continue
        sections[section].extend([resolved] * count)
        lines.setdefault(resolved, lineno)
        if not line.isascii() and (folded := fold_changes(f"{m['count']} {name}")):
            notes.append(
                f"{where}, line {lineno}: “{shown(line)}” read as “{count} x {resolved}” after "
                f"Unicode folding ({'; '.join(folded)})"
            )

    if problems:
        raise DeckError(_summary(where, problems), problems)
    fv = sections["first_vanguard"]
    return Deck(
        name=header.get("name") or PurePath(where).stem or where,
        format=header.get("format"),
        main=tuple(sections["main"]),
        ride_deck=tuple(sections["ride_deck"]),
        g_deck=tuple(sections["g_deck"]),
        first_vanguard=fv[0] if fv else None,
        lines=lines,
        notes=tuple(notes),
    )


def load_deck(path: str | Path, pool: CardPool | None = None) -> Deck:
    """Read the deck list in file ``path`` (UTF-8); errors name the file and line."""
    require(path, (str, PurePath), "load_deck(path)", "a file path (a str or a Path)")
    p = Path(path)
    return parse_deck(p.read_text(encoding="utf-8"), where=str(p), pool=pool)
