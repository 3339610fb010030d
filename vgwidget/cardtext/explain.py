"""How the engine reads a card's text, in plain words, clause by clause."""

from __future__ import annotations

from ..engine.abilities.model import parse_ability
from .compiler import read_all


def explain(text: str, *, era: str | None = None) -> str:
    """Each ability of ``text`` as the engine reads it: a line saying what kind of ability it
    is and when it applies, then each clause's words, what they mean, and the catalogue rule
    they rest on. Raises :class:`~vgwidget.cardtext.CardTextError` for a text not read in
    full, like :func:`~vgwidget.cardtext.compile`. A line that holds no ability (a keyword's
    reminder such as Sentinel's, a crest's rule) comes first, as a "Rule line".

    >>> print(explain("[ACT](RC)[1/Turn]:[COST][Soul-Blast 1], draw a card."))
    Ability 1: ACT (on a rear-guard circle)
      "[ACT]" — ACT ability [ability.act]
      "(RC)" — works on a rear-guard circle [ability.zone-marker]
      "[1/Turn]" — 1/Turn: it resolves at most once a turn [ability.once-per-turn]
      "Soul-Blast 1" — cost: Soul-Blast N [cost.soul-blast]
      "draw a card" — draw: draw a card [text.draw]
    """
    records, clauses, rules = read_all(text, era=era)
    lines: list[str] = []
    for c in rules:  # lines that hold no ability: a keyword's reminder, a crest's rule
        words = " ".join(text[c.start : c.end].split())
        lines.append(f'Rule line: "{words}" — {c.meaning} [{c.rule}]')
    for i, (rec, cls) in enumerate(zip(records, clauses, strict=True), 1):
        ab = parse_ability(rec, "card text", i - 1)
        lines.append(f"Ability {i}: {ab.describe()}")
        for c in sorted(cls, key=lambda c: c.start):
            words = " ".join(text[c.start : c.end].split()).rstrip(",")
            lines.append(f'  "{words}" — {c.meaning} [{c.rule}]')
    return "\n".join(lines)
