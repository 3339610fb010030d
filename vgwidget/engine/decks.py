"""Deck lists: reading them, writing them, and checking them against a format's construction rules.

A deck list is plain text. Optional header lines give the deck's ``name:`` and
``format:``; ``#`` starts a comment; ``[main]`` (the default), ``[ride deck]``,
``[g deck]`` and ``[first vanguard]`` start sections; every other line is a card
line such as ``4 x Card Name`` (``4x Card Name`` and ``4 Card Name`` work too).
Where several printings share a name with different text (CARD-016), a card line names one
by its id, ``2 x Card Name [ID]``; the bare name is then refused, naming the choices. The
copy limit counts such printings together as one name.

In Standard the five ride-deck cards are kept apart from the 50-card main deck
(DECK-004) and the ride deck's grade 0 unit is the first vanguard (SETUP-002).
In Classic the first vanguard is one of the 50 (DECK-002): list it on its own
under ``[first vanguard]`` and the other 49 under ``[main]``.

>>> deck = parse_deck('''
... name: Tiny
... format: classic
... [first vanguard]
... 1 x Lampwick Sprite
... [main]
... 4 x Glintblade Page   # critical triggers
... ''')
>>> deck.first_vanguard, len(deck.main), deck.counts()["Glintblade Page"]
('Lampwick Sprite', 4, 4)
>>> for v in check_deck(deck, "classic"):
...     print(v)
[deck.size] the deck has 5 cards counting the first vanguard (exactly 50, DECK-001)
[deck.triggers] the main deck has 4 trigger units (exactly 16, DECK-009)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path, PurePath
from types import MappingProxyType
from typing import Any

from .abilities.model import LEGION_EFFECTS, LEGION_TARGETS
from .cards import Card, CardPool, default_pool
from .errors import MAX_DECK_LINES, MAX_DECK_TEXT, DeckError, shown
from .formats import ALIASES, FORMATS, Format, get_format

__all__ = [
    "MAX_LINE_COUNT",
    "SECTIONS",
    "Deck",
    "Violation",
    "check_deck",
    "first_vanguard_of",
    "format_violations",
    "load_deck",
    "parse_deck",
    "teaching_decks",
]

MAX_LINE_COUNT = 50
"""The largest count one card line may give (a whole deck's worth)."""

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
            else:
                names.extend([name] * n)
    elif isinstance(value, (list, tuple)):
        for name in value:
            if not isinstance(name, str) or not name.strip():
                problems.append(f"deck data: {key}: card names must be non-empty strings")
            else:
                names.append(name)
    else:
        problems.append(f"deck data: {key} must be an object of name -> count or a list of names")
    return tuple(names)


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
    pool = default_pool() if pool is None else pool
    problems: list[str] = []
    header: dict[str, str] = {}
    sections: dict[str, list[str]] = {key: [] for key in _SECTION_TITLES}
    lines: dict[str, int] = {}
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
    )


def load_deck(path: str | Path, pool: CardPool | None = None) -> Deck:
    """Read the deck list in file ``path`` (UTF-8); errors name the file and line."""
    p = Path(path)
    return parse_deck(p.read_text(encoding="utf-8"), where=str(p), pool=pool)


@cache
def _teaching(fmt_name: str) -> tuple[Deck, Deck]:
    root = resources.files("vgwidget") / "data" / "decks"
    pool = default_pool()

    def load(i: int) -> Deck:
        name = f"{fmt_name}-{i}.txt"
        text = (root / name).read_text(encoding="utf-8")
        return parse_deck(text, where=f"decks/{name}", pool=pool)

    return load(1), load(2)


def teaching_decks(fmt: str | Format) -> tuple[Deck, Deck]:
    """The two shipped teaching decks of a format (``vgwidget/data/decks/<format>-1/2.txt``).

    They are vanilla (no abilities), legal in their format, and use different
    nations (Standard) or clans (Classic).

    >>> [d.name for d in teaching_decks("standard")]
    ['Emberreach Teaching Deck', 'Tidecourt Teaching Deck']
    """
    return _teaching(get_format(fmt).name)


def first_vanguard_of(deck: Deck, fmt: str | Format, pool: CardPool | None = None) -> str | None:
    """The card that starts the game face down on the vanguard circle (SETUP-001/002).

    Classic: the ``[first vanguard]`` card, one of the 50 (the game's deck zone
    then holds ``deck.main``). Standard: the ride deck's grade 0 unit. None if
    the deck names no such card (:func:`check_deck` reports that).

    >>> [first_vanguard_of(d, "standard") for d in teaching_decks("standard")]
    ['Cinderling Scout', 'Ripplet Herald']
    """
    f = get_format(fmt)
    if f.first_vanguard_from != "ride-deck":
        return deck.first_vanguard
    pool = default_pool() if pool is None else pool
    return next(
        (n for n in deck.ride_deck if n in pool and pool[n].is_unit and pool[n].grade == 0),
        None,
    )


# --------------------------------------------------------------------- checking


@dataclass(frozen=True)
class Violation:
    """One broken deck-construction rule.

    ``rule`` is the catalogue ID (``deck.copies``), ``inventory`` the rules
    inventory line it comes from (``DECK-005``), ``line`` the deck-list line of
    the card concerned (None for whole-deck rules or decks built from data).

    >>> print(Violation("deck.copies", '5 copies of "X" (at most 4 per name)', 12, "DECK-005"))
    line 12: [deck.copies] 5 copies of "X" (at most 4 per name, DECK-005)
    """

    rule: str
    message: str
    line: int | None = None
    inventory: str = ""

    def __str__(self) -> str:
        msg = self.message
        if self.inventory:
            if msg.endswith(")"):
                msg = f"{msg[:-1]}, {self.inventory})"
            else:
                msg = f"{msg} ({self.inventory})"
        where = "" if self.line is None else f"line {self.line}: "
        return f"{where}[{self.rule}] {msg}"

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe dict with the same fields."""
        return {
            "rule": self.rule,
            "message": self.message,
            "line": self.line,
            "inventory": self.inventory,
        }


_CAP_RULES: Mapping[str, tuple[str, str]] = MappingProxyType(
    {
        "heal": ("deck.heal-cap", "DECK-011"),
        "over": ("deck.over-cap", "DECK-012"),
        "draw": ("deck.trigger-caps", "DECK-013"),
        "front": ("deck.trigger-caps", "DECK-014"),
        "critical": ("deck.trigger-caps", "DECK-015"),
    }
)

# Formats that cap the Regalis Piece icon at one card (DECK-016, tagged "standard-d").
_REGALIS_TAGS = "standard-d"

# Formats whose rules say every card is a unit (CARD-011, tagged "classic,premium-g"):
# their decks hold no order cards.
_ALL_UNITS_TAGS = "classic,premium-g"


@dataclass(frozen=True)
class _Check:
    """What every deck-construction check looks at."""

    deck: Deck
    fmt: Format
    pool: CardPool

    def card(self, name: str) -> Card:
        return self.pool[name]

    def line(self, key: str | None) -> int | None:
        return None if key is None else self.deck.lines.get(key)

    @property
    def title(self) -> str:
        return self.fmt.name.capitalize()

    @property
    def fifty(self) -> tuple[str, ...]:
        """The cards that make up the 50-card main deck in this format."""
        if self.fmt.first_vanguard_from == "main-deck":
            return self.deck.main + self.deck.first_vanguard_cards
        return self.deck.main

    @property
    def everything(self) -> tuple[str, ...]:
        d = self.deck
        return (*d.first_vanguard_cards, *d.ride_deck, *d.main, *d.g_deck)


def _check_size(c: _Check) -> Iterator[Violation]:
    n, size = len(c.fifty), c.fmt.deck_size
    if n == size:
        return
    if c.fmt.first_vanguard_from == "main-deck":
        what = f"the deck has {n} cards counting the first vanguard"
    else:
        what = f"the main deck has {n} cards, not counting the ride deck"
    yield Violation("deck.size", f"{what} (exactly {size})", None, "DECK-001")


def _by_name(c: _Check, keys: Iterable[str]) -> Counter[str]:
    """Copies per card name: printings that share a name count together (CARD-016)."""
    return Counter(c.card(k).name for k in keys)


def _first_line(c: _Check, name: str) -> int | None:
    """The first deck-list line naming a printing of ``name``."""
    found = [ln for k, ln in c.deck.lines.items() if k in c.pool and c.card(k).name == name]
    return min(found, default=None)


def _check_copies(c: _Check) -> Iterator[Violation]:
    cap = c.fmt.max_copies
    own = _by_name(c, [*c.deck.main, *c.deck.first_vanguard_cards])
    extra = _by_name(c, c.deck.ride_deck if c.fmt.copies_include_ride_deck else ())
    total = own + extra
    for name, n in total.items():
        if n <= cap:
            continue
        ids = {c.card(k).id for k in c.everything if c.card(k).name == name}
        both = f", {len(ids)} printings counted as one name" if len(ids) > 1 else ""
        if own[name] <= cap:
            msg = f'{n} copies of "{name}" in the main deck and ride deck together'
            yield Violation(
                "deck.copies",
                f"{msg} (at most {cap} per name, both counted{both})",
                _first_line(c, name),
                "DECK-007",
            )
        else:
            msg = f'{n} copies of "{name}" (at most {cap} per name{both})'
            yield Violation("deck.copies", msg, _first_line(c, name), "DECK-005")


def _check_triggers(c: _Check) -> Iterator[Violation]:
    # Standard counts the ride deck with the main deck for every limit (CR 4.55 §8.1): a
    # trigger unit in the ride deck is one of the 16, and of its type's cap
    fifty = c.fifty + (c.deck.ride_deck if c.fmt.copies_include_ride_deck else ())
    triggers = [n for n in fifty if c.card(n).trigger is not None]
    if len(triggers) != c.fmt.triggers_exact:
        in_ride = sum(
            1
            for n in (c.deck.ride_deck if c.fmt.copies_include_ride_deck else ())
            if c.card(n).trigger is not None
        )
        where = "main deck and ride deck together have" if in_ride else "main deck has"
        yield Violation(
            "deck.triggers",
            f"the {where} {len(triggers)} trigger units (exactly {c.fmt.triggers_exact})",
            None,
            "DECK-009",
        )
    by_type = Counter(c.card(n).trigger for n in triggers)
    for kind, cap in c.fmt.trigger_caps.items():
        if by_type[kind] > cap:
            rule, inventory = _CAP_RULES.get(kind, ("deck.trigger-caps", "DECK-009"))
            first = next(n for n in fifty if c.card(n).trigger == kind)
            yield Violation(
                rule,
                f"{by_type[kind]} {kind} triggers (at most {cap} in a deck)",
                c.line(first),
                inventory,
            )
    allowed = _and_join(sorted(c.fmt.trigger_types))
    for name in dict.fromkeys(c.everything):
        icon = c.card(name).trigger
        if icon is not None and icon not in c.fmt.trigger_types:
            article = "an" if icon[0] in "aeiou" else "a"
            yield Violation(
                "deck.trigger-caps",
                f'"{name}" has {article} {icon} trigger icon, which {c.title} does not use '
                f"({c.title} uses {allowed} triggers)",
                c.line(name),
                "TRIGGER-020",
            )


def _check_sentinels(c: _Check) -> Iterator[Violation]:
    sentinels = [n for n in c.everything if c.card(n).sentinel]
    if len(sentinels) > c.fmt.sentinel_max:
        yield Violation(
            "deck.sentinel",
            f"{len(sentinels)} Sentinel cards (at most {c.fmt.sentinel_max} in total, "
            "whatever their names)",
            c.line(sentinels[0]),
            "DECK-017",
        )


def _check_regalis_piece(c: _Check) -> Iterator[Violation]:
    if not c.fmt.inventory_applies(_REGALIS_TAGS):
        return
    pieces = [n for n in c.everything if c.card(n).regalis_piece]
    if len(pieces) > 1:
        yield Violation(
            "deck.regalis-piece",
            f"{len(pieces)} cards with the Regalis Piece icon (at most 1 in a deck, "
            "whatever their names)",
            c.line(pieces[1]),
            "DECK-016",
        )


def _and_join(items: Iterable[object]) -> str:
    """``a, b and c`` (for messages)."""
    words = [str(x) for x in items]
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def _check_ride_deck(c: _Check) -> Iterator[Violation]:
    rd = c.deck.ride_deck
    if not c.fmt.ride_deck:
        if rd:
            yield Violation(
                "deck.ride-deck",
                f"a ride deck of {len(rd)} cards is not used in {c.title} "
                "(ride decks belong to Standard)",
                c.line("[ride deck]"),
                "DECK-024",
            )
        return
    grades = c.fmt.ride_deck_grades
    need = len(grades) + 1
    shape = f"one unit each of grade {_and_join(grades)} plus one ride deck crest"
    if not rd:
        yield Violation(
            "deck.ride-deck",
            f"there is no ride deck ({c.title} needs {need} cards: {shape})",
            None,
            "DECK-025",
        )
        return
    header = c.line("[ride deck]")
    if len(rd) != need:
        yield Violation(
            "deck.ride-deck",
            f"the ride deck has {len(rd)} cards (exactly {need}: {shape})",
            header,
            "DECK-025",
        )
    crests = [n for n in rd if c.card(n).type == "ride-deck-crest"]
    if len(crests) != 1:
        yield Violation(
            "deck.ride-deck-crest",
            f"the ride deck has {len(crests)} ride deck crests (exactly one: {shape})",
            c.line(crests[1]) if len(crests) > 1 else header,
            "CREST-003",
        )

    def ride_unit(card: Card) -> bool:
        return card.can_be_on_circle and card.grade in grades

    for g in grades:
        at_grade = [n for n in rd if ride_unit(c.card(n)) and c.card(n).grade == g]
        if not at_grade:
            yield Violation(
                "deck.ride-deck",
                f"the ride deck has no grade {g} unit ({shape})",
                header,
                "DECK-025",
            )
        elif len(at_grade) > 1:
            yield Violation(
                "deck.ride-deck",
                f"the ride deck has {len(at_grade)} grade {g} units ({shape})",
                c.line(at_grade[1]),
                "DECK-025",
            )
    for name in dict.fromkeys(rd):
        card = c.card(name)
        if card.type != "ride-deck-crest" and not ride_unit(card):
            yield Violation(
                "deck.ride-deck",
                f'"{name}" (a grade {card.grade} {card.type}) cannot be in the ride deck ({shape})',
                c.line(name),
                "DECK-025",
            )


def _check_first_vanguard(c: _Check) -> Iterator[Violation]:
    fv = c.deck.first_vanguard
    if c.fmt.first_vanguard_from == "main-deck":
        if fv is None:
            yield Violation(
                "deck.first-vanguard",
                "no first vanguard is chosen (list one grade 0 unit under [first vanguard]; "
                "it is one of the 50)",
                None,
                "DECK-002",
            )
            return
        card = c.card(fv)
        if not (card.can_be_on_circle and card.grade == 0):
            yield Violation(
                "deck.first-vanguard",
                f'"{fv}" (a grade {card.grade} {card.type}) cannot be the first vanguard '
                "(it must be a grade 0 unit)",
                c.line("[first vanguard]"),
                "DECK-002",
            )
        return
    if fv is not None:
        yield Violation(
            "deck.first-vanguard",
            f"a [first vanguard] section is not used in {c.title} "
            "(the ride deck's grade 0 unit is the first vanguard)",
            c.line("[first vanguard]"),
            "DECK-004",
        )
    if not any(c.card(n).is_unit and c.card(n).grade == 0 for n in c.deck.ride_deck):
        yield Violation(
            "deck.first-vanguard",
            "the ride deck has no grade 0 unit to be the first vanguard "
            "(the ride deck's grade 0 unit starts on the vanguard circle)",
            c.line("[ride deck]"),
            "DECK-004",
        )


def _check_nation(c: _Check) -> Iterator[Violation]:
    if not c.fmt.single_nation:
        return
    names = [n for n in c.everything if c.card(n).type != "ride-deck-crest"]
    nations = Counter(c.card(n).nation or "no nation" for n in names)
    if len(nations) <= 1:
        return
    main_nation = nations.most_common(1)[0][0]
    odd = next(n for n in names if (c.card(n).nation or "no nation") != main_nation)
    listed = ", ".join(f"{nation} ({k})" for nation, k in nations.items())
    yield Violation(
        "deck.nation",
        f"cards from {len(nations)} nations: {listed} (a deck is built from a single nation)",
        c.line(odd),
        "DECK-020",
    )


def _check_card_types(c: _Check) -> Iterator[Violation]:
    units_only = c.fmt.inventory_applies(_ALL_UNITS_TAGS)
    inventory = "CARD-011" if units_only else "DECK-018"
    holds = "units only" if units_only else "units and orders"
    for name in dict.fromkeys([*c.deck.main, *c.deck.first_vanguard_cards]):
        card = c.card(name)
        if card.type == "ride-deck-crest":
            yield Violation(
                "deck.card-types",
                f'"{name}" is a ride deck crest, which is not a main-deck card '
                f"(the main deck holds {holds})",
                c.line(name),
                "CARD-012" if not units_only else inventory,
            )
        elif card.is_g:
            yield Violation(
                "g.deck" if c.fmt.g_zone else "deck.card-types",
                f'"{name}" is a G unit, which cannot be in the main deck '
                f"(the main deck holds {holds}, no G units)",
                c.line(name),
                "DECK-030" if c.fmt.g_zone else inventory,
            )
        elif card.is_order and units_only:
            yield Violation(
                "deck.card-types",
                f'"{name}" is an order card ({c.title} decks hold units only)',
                c.line(name),
                inventory,
            )
    if c.deck.g_deck and not c.fmt.g_zone:
        yield Violation(
            "deck.card-types",
            f"a G deck of {len(c.deck.g_deck)} cards is not used in {c.title} "
            "(G decks belong to the G era)",
            c.line("[g deck]"),
            inventory,
        )


def _check_format_legal(c: _Check) -> Iterator[Violation]:
    for name in dict.fromkeys(c.everything):
        card = c.card(name)
        if card.pseudo_zones:
            yield Violation(
                "deck.card-types",
                f'"{name}" is a pseudo-card the rules make during a game (a {card.type}), '
                "never part of a deck",
                c.line(name),
                "DECK-018",
            )
            continue
        if not c.fmt.allows(card.formats):
            formats = _and_join(f.capitalize() for f in card.formats)
            legal = f"it is legal in {formats} only" if formats else "it is legal in no format"
            yield Violation(
                "deck.format-legal",
                f'"{name}" is not legal in {c.title} ({legal})',
                c.line(name),
                "DECK-022",
            )
        for ab in card.abilities:
            if ab.timing is not None and not c.fmt.has_timing(ab.timing):
                yield Violation(
                    "deck.format-legal",
                    f'"{name}" has an ability waiting for "{ab.timing}", a moment the rules of '
                    f"{c.title} do not have, so it could never trigger",
                    c.line(name),
                    "DECK-022",
                )
            if not c.fmt.legion and any(
                e.do in LEGION_EFFECTS or e.target in LEGION_TARGETS for e in ab.effects
            ):
                yield Violation(
                    "deck.format-legal",
                    f'"{name}" has an ability that works only with legion, which {c.title} does '
                    "not play, so it could never do anything",
                    c.line(name),
                    "DECK-022",
                )


def _check_g_deck(c: _Check) -> Iterator[Violation]:
    """The G era's G deck: G units only (DECK-030), at most ``g_deck_max`` cards (001: 8,
    DECK-028; the legacy variant: 16, DECK-029), 4 per name counted apart from the main deck
    (DECK-008)."""
    if not c.fmt.g_zone:
        return
    g = c.deck.g_deck
    cap = c.fmt.g_deck_max or 0
    if len(g) > cap:
        line, source = (
            ("DECK-029", "000's legacy G zone") if cap > 8 else ("DECK-028", "the Playbook 001")
        )
        yield Violation(
            "g.deck",
            f"the G deck has {len(g)} cards ({source} allows 0 to {cap})",
            c.line("[g deck]"),
            line,
        )
    for name in dict.fromkeys(g):
        if not c.card(name).is_g:
            yield Violation(
                "g.deck",
                f'"{name}" is not a G unit (only G units may be put in the G deck)',
                c.line(name),
                "DECK-030",
            )
    for name, n in _by_name(c, g).items():
        if n > c.fmt.max_copies:
            yield Violation(
                "g.deck",
                f'{n} copies of "{name}" in the G deck (at most {c.fmt.max_copies} per name, '
                "counted apart from the main deck)",
                _first_line(c, name),
                "DECK-008",
            )


_CHECKS: tuple[Callable[[_Check], Iterator[Violation]], ...] = (
    _check_size,
    _check_copies,
    _check_triggers,
    _check_sentinels,
    _check_regalis_piece,
    _check_ride_deck,
    _check_first_vanguard,
    _check_nation,
    _check_card_types,
    _check_format_legal,
    _check_g_deck,
)


def check_deck(deck: Deck, fmt: str | Format, pool: CardPool | None = None) -> list[Violation]:
    """Every deck-construction rule of format ``fmt`` that ``deck`` breaks (empty: legal).

    The rules: 50 main-deck cards (the Classic first vanguard is one of them),
    at most 4 per name (Standard counts the ride deck too), exactly 16 triggers
    within the per-type caps and only of the format's trigger types, at most 4
    Sentinels and (Standard) one Regalis Piece, Standard's 5-card ride deck with
    exactly one crest, whose grade 0 is the first vanguard (Classic: one grade 0
    first vanguard among the 50, no ride deck), one nation (Standard),
    only main-deck card types (no orders in Classic, no G deck), and only cards
    legal in the format. Raises :class:`DeckError` if a card name is not in
    ``pool`` (default: :func:`default_pool`).

    >>> [check_deck(d, "standard") for d in teaching_decks("standard")]
    [[], []]
    """
    f = get_format(fmt)
    pool = default_pool() if pool is None else pool
    unknown = [n for n in deck.all_names() if n not in pool]
    if unknown:
        problems = [f"{deck.name}: {_unknown_card(n, pool)}" for n in unknown]
        raise DeckError(_summary(deck.name, problems), problems)
    ctx = _Check(deck, f, pool)
    return [v for check in _CHECKS for v in check(ctx)]


def format_violations(violations: Iterable[Violation]) -> str:
    """The violations one per line, or a one-line all-clear if there are none.

    >>> print(format_violations([]))
    legal: no deck-construction rule is broken
    """
    out = [str(v) for v in violations]
    return "\n".join(out) if out else "legal: no deck-construction rule is broken"
