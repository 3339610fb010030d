"""What an import did: the cards it loaded, the abilities read and kept manual, the phrases not
understood most often, the cards per format, and every card or file it could not load."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

__all__ = ["ImportReport", "Problem"]


@dataclass(frozen=True)
class Problem:
    """One thing of the folder not loaded: the file, the card (its index in the file and its
    number, when known), the field at fault (when one is), and why."""

    file: str
    message: str
    index: int | None = None
    number: str | None = None
    field: str | None = None

    def __str__(self) -> str:
        where = self.file
        if self.index is not None:
            where += f" card {self.index}"
        if self.number:
            where += f" ({self.number})"
        if self.field:
            where += f" field {self.field!r}"
        return f"{where}: {self.message}"


@dataclass
class ImportReport:
    """The counts of one import (see docs/cards-import.md, "What the report means")."""

    folder: str
    files: int = 0
    entries: int = 0
    """Card entries in the folder's lists (every printing of every card, loaded or not)."""
    cards: int = 0
    """Cards in the pool: printings of one card with the same text and numbers are one card."""
    reprints: int = 0
    """Printings merged into another printing of the same card."""
    abilities_read: int = 0
    abilities_manual: int = 0
    phrases: Counter[str] = field(default_factory=Counter)
    """Phrases not understood → how many abilities stumbled on each."""
    formats: Counter[str] = field(default_factory=Counter)
    problems: list[Problem] = field(default_factory=list)

    def top_phrases(self, n: int = 20) -> list[tuple[str, int]]:
        """The ``n`` phrases not understood most often, most common first."""
        return sorted(self.phrases.items(), key=lambda kv: (-kv[1], kv[0]))[:n]

    def text(self, *, problems: int = 20) -> str:
        """The report in words, as ``vgwidget cards import`` prints it."""
        total = self.abilities_read + self.abilities_manual
        share = f" ({self.abilities_read / total:.1%} read)" if total else ""
        lines = [
            f"Imported {self.folder}",
            f"  files read:        {self.files:,}",
            f"  card entries:      {self.entries:,}",
            f"  cards in the pool: {self.cards:,} ({self.reprints:,} reprints merged)",
            f"  cards not loaded:  {len(self.problems):,}",
            f"  abilities read:    {self.abilities_read:,}{share}",
            f"  abilities manual:  {self.abilities_manual:,} (the judge resolves them by hand)",
            "  cards per format:  "
            + (", ".join(f"{f} {n:,}" for f, n in sorted(self.formats.items())) or "none"),
        ]
        top = self.top_phrases()
        if top:
            lines.append(f"The {len(top)} phrases not understood most often:")
            width = max(len(f"{n:,}") for _, n in top)
            lines += [f"  {n:>{width},}  {shown_phrase(p)}" for p, n in top]
        if self.problems:
            lines.append(f"Not loaded ({len(self.problems):,}):")
            lines += [f"  {p}" for p in self.problems[:problems]]
            if len(self.problems) > problems:
                lines.append(f"  ... and {len(self.problems) - problems:,} more")
        return "\n".join(lines)


def shown_phrase(phrase: str, limit: int = 70) -> str:
    """A phrase on one line, cut to ``limit`` characters."""
    one = " ".join(phrase.split())
    return repr(one if len(one) <= limit else one[: limit - 1] + "…")
