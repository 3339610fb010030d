"""Template phrases as data, and the matcher that reads them.

A phrase is written the way the card list writes it, with slots for what varies:

* ``{n}``: a count, as digits or a word (``a``, ``one`` … ``ten``);
* ``{cn}``: a cost's count, ``1`` or the older ``(1)``;
* ``{amt}``: a signed amount, ``+10000`` / ``+ 10000`` / ``-5000``;
* ``{name}``: a card name in double quotes;
* ``{group}``: a clan or nation name in ``«…»`` (or ``<…>``).

Icons written in brackets (``[Power]``, ``[Critical]``, ``[Shield]``, ``[Stand]``, ``[Rest]``)
may also be written as the bare word; a hyphen between two words may be a space or nothing
(``Counter-Blast`` / ``Counter Blast``); letters match whatever their case. Each phrase becomes
one regular expression, so a phrase is read in one step.

>>> p = Phrase("this unit gets [Power]{amt}", "power")
>>> p.match("This unit gets Power +7000 until end of that battle.", 0)
(26, [7000])
>>> p.display
'this unit gets [Power]+N'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
}
WORD_OF = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven",
           8: "eight", 9: "nine", 10: "ten"}  # fmt: skip
"""How the renderer writes small counts."""

ICONS = ("Power", "Critical", "Shield", "Stand", "Rest")
_SLOTS = {
    "n": (r"(\d+|an|a|one|two|three|four|five|six|seven|eight|nine|ten)(?![\w])", "N"),
    "cn": (r"(?:\(\s*(\d+)\s*\)|(\d+))", "N"),
    "amt": (r"\s*([+\-])\s*(\d+)", "+N"),
    "name": (r"[\"“”]([^\"“”]+)[\"“”]", '"NAME"'),
    "group": (r"(?:«([^»]+)»|<([^>]+)>)", "«CLAN»"),
}
_TOKEN = re.compile(r"\{(\w+)\}|\[(Power|Critical|Shield|Stand|Rest)\]|(\w+)|(\s+)|(.)")


def _number(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


def _compile(template: str) -> tuple[re.Pattern[str], list[str], str]:
    parts: list[str] = []
    kinds: list[str] = []
    display: list[str] = []
    prev_word = False
    for m in _TOKEN.finditer(template):
        slot, icon, word, space, other = m.groups()
        if slot is not None:
            rx, shown = _SLOTS[slot]
            parts.append(rx)
            kinds.append(slot)
            display.append(shown)
            prev_word = True
        elif icon is not None:
            parts.append(rf"(?:\[{icon}\]|{icon})")
            display.append(f"[{icon}]")
            prev_word = True
        elif word is not None:
            parts.append(re.escape(word))
            display.append(word)
            prev_word = True
        elif space is not None:
            parts.append(r"\s+" if prev_word else r"\s*")
            display.append(" ")
        else:
            assert other is not None
            if other == "-" and prev_word:
                parts.append(r"[-\s]?")
            else:
                # punctuation: spaces around it are free
                if parts and parts[-1] == r"\s+":
                    parts[-1] = r"\s*"
                parts.append(re.escape(other) + r"\s*" if other in ",:" else re.escape(other))
            display.append(other)
            prev_word = False
    rx = "".join(parts)
    if template and template[-1].isalnum():
        rx += r"(?![\w])"  # a phrase ends at a word's end ("attacks" is not "attack")
    return re.compile(rx, re.IGNORECASE), kinds, "".join(display)


@dataclass(frozen=True)
class Phrase:
    """One template phrase and what it means (``value``: any data the grammar attaches).

    Its regular expression is built the first time the phrase is read or shown, not when it
    is made: the grammar's tables cost nothing to import, and a process that reads no card
    text never builds them."""

    template: str
    value: Any = None

    @cached_property
    def _compiled(self) -> tuple[re.Pattern[str], tuple[str, ...], str]:
        pattern, kinds, display = _compile(self.template)
        return pattern, tuple(kinds), display

    @cached_property
    def pattern(self) -> re.Pattern[str]:
        """The regular expression that reads the phrase."""
        return self._compiled[0]

    @cached_property
    def kinds(self) -> tuple[str, ...]:
        """The kinds of the phrase's slots, in order (``n``, ``cn``, ``amt``, ...)."""
        return self._compiled[1]

    @cached_property
    def display(self) -> str:
        """The phrase as an error message shows it (``this unit gets [Power]+N``)."""
        return self._compiled[2]

    def match(self, text: str, pos: int) -> tuple[int, list[Any]] | None:
        """Where the phrase ends if it is written at ``pos``, and its slots' values."""
        m = self.pattern.match(text, pos)
        if m is None:
            return None
        values: list[Any] = []
        groups = iter(m.groups())
        for kind in self.kinds:
            if kind == "n":
                values.append(_number(next(groups)))
            elif kind == "cn":
                a, b = next(groups), next(groups)
                values.append(int(a or b))
            elif kind == "amt":
                sign, digits = next(groups), next(groups)
                values.append(int(digits) * (-1 if sign == "-" else 1))
            elif kind == "group":
                a, b = next(groups), next(groups)
                values.append((a or b).strip())
            else:
                values.append(next(groups).strip())
        return m.end(), values


_FIRST = re.compile(r"\{\w+\}|\[(Power|Critical|Shield|Stand|Rest)\]|([A-Za-z0-9]+)|(\S)")
_WORD = re.compile(r"[A-Za-z0-9]+")


def _keys(template: str) -> tuple[str, ...] | None:
    """The first word (lower case) or character a phrase can start with; ``None`` when it
    starts with a slot and so may start with anything."""
    m = _FIRST.match(template.lstrip())
    if m is None or m.group(0).startswith("{"):
        return None
    icon, word, char = m.groups()
    if icon:
        return ("[", icon.lower())  # an icon may be written bare
    if word:
        return (word.lower(),)
    return (char,)


class Index:
    """A table of phrases filed by the word they start with, so that reading a position tries
    only the phrases that can start there (the phrases' order is kept)."""

    def __init__(self, table: Sequence[Phrase]) -> None:
        self.table = tuple(table)
        self.source: Sequence[Phrase] = table
        self.displays = [p.display for p in self.table]
        by: dict[str, list[tuple[int, Phrase]]] = {}
        anywhere: list[tuple[int, Phrase]] = []
        for i, p in enumerate(self.table):
            keys = _keys(p.template)
            if keys is None:
                anywhere.append((i, p))
            else:
                for k in keys:
                    by.setdefault(k, []).append((i, p))
        self.anywhere = tuple(p for _, p in anywhere)
        self.by = {
            k: tuple(p for _, p in sorted(v + anywhere, key=lambda x: x[0])) for k, v in by.items()
        }

    def candidates(self, text: str, pos: int) -> tuple[Phrase, ...]:
        """The phrases that may be written at ``pos``."""
        m = _WORD.match(text, pos)
        key = m.group(0).lower() if m else text[pos : pos + 1]
        return self.by.get(key, self.anywhere)


_INDEXES: dict[int, Index] = {}


def index_of(table: Sequence[Phrase]) -> Index:
    """The (cached) index of a module-level phrase table."""
    found = _INDEXES.get(id(table))
    if found is None or found.source is not table:
        found = _INDEXES[id(table)] = Index(table)
        found.source = table  # kept alive, so its id is never reused for another table
    return found


def phrases(pairs: Sequence[tuple[str, Any]]) -> tuple[Phrase, ...]:
    """A table of phrases from ``(template, value)`` pairs."""
    return tuple(Phrase(t, v) for t, v in pairs)
