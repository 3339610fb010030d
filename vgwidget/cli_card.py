"""``vgwidget card``: how the engine reads a card's printed text, and checking a cards file.

    vgwidget card "[ACT](VC)[1/Turn]:[COST][Soul-Blast 1], draw a card."
    vgwidget card --json "[AUTO](RC):When this unit attacks, Soul-Charge 1."
    vgwidget card --check my-cards.toml

The first prints the explanation clause by clause (or the error with a caret under the phrase
not understood); ``--check`` reads every card of a ``--cards`` file (JSON list or TOML
``[[cards]]``): a card with text and no ``abilities`` must compile; a card with both must have
abilities that are exactly what its text compiles to. An ability kept deliberately as manual
(``"unread": "manual"`` on a text-only card, or a ``{"manual": true, ...}`` record among its
abilities) is no problem: it is counted and listed, with why the engine does not read it.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .cardtext import ERAS, CardTextError, canonical, compile, compile_card, explain
from .engine.cardfile import read_cards_file
from .engine.errors import CardDataError, VanguardError

_ERA_OF_FORMAT = {"standard": "standard", "classic": "classic", "premium": "premium"}


def add_parser(sub: Any) -> None:
    """Add the ``card`` command to the command line's subcommands."""
    c = sub.add_parser("card", help="how the engine reads a card's printed text")
    c.add_argument("text", nargs="?", help="the card's effect text, in the official template")
    c.add_argument("--era", choices=ERAS, default=None, help="the era's reading (inferred)")
    c.add_argument("--json", action="store_true", help="print the ability records as JSON")
    c.add_argument("--check", metavar="FILE", help="check every card of a cards file")
    c.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Run ``vgwidget card``; returns the exit code."""
    if args.check:
        if args.text:
            raise CardDataError("give either a text or --check FILE, not both")
        return _check(args.check, args.era)
    if not args.text:
        raise CardDataError('give the card text to read: vgwidget card "[ACT](VC):Draw a card."')
    try:
        if args.json:
            print(json.dumps(compile(args.text, era=args.era), indent=2, ensure_ascii=False))
        else:
            print(explain(args.text, era=args.era))
    except CardTextError as e:
        # printed as it is (no prefix), so that the caret stands under the phrase
        print(e, file=sys.stderr)
        return 1
    return 0


def _era(card: dict[str, Any], era: str | None) -> str | None:
    if era is not None:
        return era
    formats = card.get("formats") or []
    return _ERA_OF_FORMAT.get(formats[0]) if len(formats) == 1 else None


def check_cards(items: list[Any], era: str | None = None) -> list[str]:
    """The problems of a list of card entries, one line each (none: every text reads)."""
    return check_report(items, era)[0]


def _comparable(rec: dict[str, Any]) -> dict[str, Any]:
    """A record as --check compares it with the text's reading: a read ability without its
    text (the text is the card's), a manual one without its reason (its text is its identity)."""
    drop = "why" if rec.get("manual") else "text"
    return {k: v for k, v in rec.items() if k != drop}


def check_report(items: list[Any], era: str | None = None) -> tuple[list[str], list[str]]:
    """The problems of a list of card entries and their manual abilities, one line each."""
    problems: list[str] = []
    manual: list[str] = []
    for i, card in enumerate(items):
        if not isinstance(card, dict):
            problems.append(f"entry {i}: not a card object")
            continue
        label = f"entry {i} ({card.get('id') or card.get('name') or '?'})"
        text = card.get("text") or ""
        written = card.get("abilities")
        if not text.strip():
            if written:
                problems.append(f"{label}: has abilities but no text to check them against")
            continue
        kept = card.get("unread") == "manual" or (
            isinstance(written, list)
            and any(isinstance(a, dict) and a.get("manual") for a in written)
        )
        try:
            got = compile_card(text, era=_era(card, era), unread="manual" if kept else "refuse")
        except CardTextError as e:
            problems.append(f"{label}: the text is not read in full:\n{e}")
            continue
        for n, rec in enumerate(got.abilities, 1):
            if rec.get("manual"):
                manual.append(
                    f"{label}: ability {n} is manual (the judge resolves it): {rec['why']}"
                )
        if written is None:
            continue
        try:
            want = [_comparable(canonical(a)) for a in written]
        except (VanguardError, AttributeError) as e:
            problems.append(f"{label}: its abilities are malformed: {e}")
            continue
        mine = [_comparable(r) for r in got.abilities]
        if mine != want:
            problems.append(
                f"{label}: its abilities are not what its text says\n  text reads: "
                f"{json.dumps(mine)}\n  abilities:  {json.dumps(want)}"
            )
    return problems, manual


def _check(path: str, era: str | None) -> int:
    items = read_cards_file(path)
    problems, manual = check_report(items, era)
    for p in problems:
        print(p)
    for m in manual:
        print(m)
    kept = f", {len(manual)} manual abilit{'y' if len(manual) == 1 else 'ies'}" if manual else ""
    print(f"{len(items)} card(s) checked, {len(problems)} problem(s){kept}.")
    return 1 if problems else 0
