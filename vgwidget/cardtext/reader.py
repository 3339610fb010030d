"""The cursor the compiler reads a text with: it reads the longest phrase of a table written at
a point, notes each clause read with its rule, remembers the furthest point reached and what
was expected there, and makes the error for a text not read in full (a known mechanic the
engine lacks, or the words not understood with a did-you-mean)."""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .errors import CardTextError
from .mechanics import MECHANICS
from .phrases import Phrase, index_of


@dataclass
class Clause:
    """One clause of a text as read: its words, what it means, the rule it rests on."""

    start: int
    end: int
    meaning: str
    rule: str


class Reader:
    """A cursor over one text with the furthest failure remembered (for the error)."""

    def __init__(self, text: str, era: str) -> None:
        self.text = text
        self.era = era
        self.pos = 0
        self.far = -1
        self.expected: dict[str, None] = {}
        self.clauses: list[Clause] = []

    # ------------------------------------------------------------------ primitives
    def skip(self) -> None:
        n = len(self.text)
        while self.pos < n and self.text[self.pos] in " \t\r\n":
            self.pos += 1

    def fail(self, pos: int, expected: Sequence[str]) -> None:
        if pos > self.far:
            self.far, self.expected = pos, dict.fromkeys(expected)
        elif pos == self.far:
            self.expected.update(dict.fromkeys(expected))

    def take(self, table: Sequence[Phrase], skip: bool = True) -> tuple[Phrase, list[Any]] | None:
        """Read the longest phrase of ``table`` written here, or note what was expected."""
        if skip:
            self.skip()
        best: tuple[Phrase, list[Any]] | None = None
        best_end = -1
        index = index_of(table)
        for p in index.candidates(self.text, self.pos):
            m = p.match(self.text, self.pos)
            if m is not None and m[0] > best_end:
                best, best_end = (p, m[1]), m[0]
        if best is None:
            if self.pos >= self.far:
                self.fail(self.pos, index.displays)
            return None
        self.pos = best_end
        return best

    def note(self, start: int, meaning: str, rule: str) -> None:
        self.clauses.append(Clause(start, self.pos, meaning, rule))

    def error(self, start: int = 0) -> CardTextError:
        pos = max(self.far, start)
        return error_at(self.text, pos, list(self.expected) if pos == self.far else [])

    def refuse(self, start: int, end: int, reason: str) -> CardTextError:
        return CardTextError(self.text, start, self.text[start:end].strip(), [], reason=reason)


_PHRASE_END = re.compile(r"[,.:;\]]|\[(?:AUTO|ACT|CONT|COST)\]|$", re.IGNORECASE)


def _phrase_end(text: str, pos: int) -> int:
    """Where the words not understood end: at the clause's punctuation, or at a ``]`` that
    closes a bracket opened before the phrase (an icon such as ``[Power]`` stays whole)."""
    at = pos + 1
    opened = text.find("[", pos)  # once: searching the growing phrase again is quadratic
    while True:
        m = _PHRASE_END.search(text, at)
        end = m.start() if m else len(text)
        if m is not None and m.group(0) == "]" and 0 <= opened < end:
            at = end + 1
            continue
        return end


def error_at(text: str, pos: int, expected: list[str]) -> CardTextError:
    """The error for a text read up to ``pos``: a known mechanic the engine lacks, or the
    words not understood with what was expected and a did-you-mean. A mechanic's phrase that
    ends where the reading stopped was read past (e.g. "If you do," of a paid cost), so it is
    not what stopped the reader and is not named."""
    end = _phrase_end(text, pos)
    for p in MECHANICS:
        found = p.pattern.search(text, max(0, pos - 80), min(len(text), end + 120))
        if found is not None and found.start() <= max(end, pos + 1) and found.end() > pos:
            # (foreach2) stopped right at the mechanic's words: a near-miss of a phrase read
            # there still gets its did-you-mean
            at = found.start() == pos
            return CardTextError(text, found.start(), found.group(0), expected if at else [],
                                 mechanic=p.value,
                                 guess=_guess_from(text[pos:end]) if at else None)  # fmt: skip
    phrase = text[pos:end].strip() or text[pos : pos + 1] or "(end of text)"
    return CardTextError(text, pos, phrase, expected, guess=did_you_mean)


def _guess_from(words: str) -> Callable[[str, list[str]], str | None]:
    """A did-you-mean that compares ``words`` (all the words up to the phrase's end, not only
    a mechanic's opening words) with what was expected."""
    return lambda _phrase, expected: did_you_mean(words, expected)


GUESS_CHARS = 120
"""A did-you-mean compares at most this many characters of the words not understood (a
template phrase is shorter), so a refusal of any text, however long, costs a bounded amount of
work: at most ``GUESS_CHARS`` squared per expected phrase."""


def did_you_mean(phrase: str, expected: list[str]) -> str | None:
    """The expected phrase closest to what is written (of two as close, the one nearer its
    length)."""
    low = phrase[:GUESS_CHARS].lower()
    best, score = None, (0.0, 0)
    for e in expected:
        el = e[:GUESS_CHARS].lower()
        a = difflib.SequenceMatcher(None, low, el[: max(len(low), 1)])
        b = difflib.SequenceMatcher(None, low[: len(el)], el)
        if max(a.real_quick_ratio(), b.real_quick_ratio()) < max(score[0], 0.6):
            continue  # cannot be as close as the best so far (an upper bound)
        r = max(a.ratio(), b.ratio())
        key = (r, -abs(len(el) - len(low)))
        if key > score:
            best, score = e, key
    return best if score[0] >= 0.6 else None
