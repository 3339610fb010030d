"""``vgwidget cards import``: a whole card list from a Card Game Simulator game folder.

    vgwidget cards import "Cardfight Vanguard" --out pool.json
    vgwidget play --cards pool.json --deck1 my-deck.txt --deck2 my-deck.txt --seed 1

The first reads the folder, prints the report (cards, abilities read and manual, the phrases
not understood most often, cards per format, what was not loaded) and writes the cards file the
rest of the command line takes as ``--cards``; see docs/cards-import.md.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .cards import import_cgs, is_pool_file, read_pool_file, write_pool_file
from .engine.cardfile import read_cards_file, with_cards
from .engine.cards import CardPool
from .engine.decks import Deck, load_deck
from .engine.errors import DeckError


def add_parser(sub: Any) -> None:
    """Add the ``cards`` command (``cards import``) to the command line's subcommands."""
    c = sub.add_parser("cards", help="bring a whole card list into the engine")
    csub = c.add_subparsers(dest="cards_command", required=True)
    im = csub.add_parser(
        "import",
        help="import a Card Game Simulator game folder (Cardfight Vanguard)",
        description="Read a Card Game Simulator game folder, compile every card's text, print "
        "the report and write a cards file for --cards.",
    )
    im.add_argument("folder", help="the game folder (cgs.json, AllSets.json, sets/*.json)")
    im.add_argument("--out", metavar="FILE", default=None, help="write the cards file here")
    im.add_argument(
        "--strict",
        action="store_true",
        help="stop at the first card or file that cannot be loaded (exit 1)",
    )
    im.add_argument("--quiet", action="store_true", help="no progress bar")
    im.set_defaults(func=run_import)


def run_import(args: argparse.Namespace) -> int:
    """Run ``vgwidget cards import``; returns the exit code (0: imported, even if some cards
    were not loaded; they are listed in the report)."""
    result = import_cgs(args.folder, progress=False if args.quiet else None, strict=args.strict)
    print(result.report.text())
    if args.out is not None:
        write_pool_file(result, args.out, source=f"Card Game Simulator: {Path(args.folder).name}")
        print(f"Wrote {len(result.entries):,} cards to {args.out}")
    else:
        print("(no --out FILE given: nothing written)", file=sys.stderr)
    return 0


def decks_and_cards(
    cards_file: str | None, deck_files: Sequence[str | None]
) -> tuple[CardPool | None, list[Deck | None], list[dict[str, Any]] | None]:
    """For ``--cards FILE`` and deck list files: the pool the decks are read in, the decks
    (``None`` where no file is given) and the cards a game defines (``Game.new(cards=...)``).

    A cards file an import wrote holds a whole card list: a game takes from it only the cards
    its decks use, so that its record carries them. A hand-written cards file gives its cards
    as they are."""
    if cards_file is None:
        return None, [None if f is None else load_deck(f) for f in deck_files], None
    if is_pool_file(cards_file):
        imported = read_pool_file(cards_file)
        texts = [Path(f).read_text(encoding="utf-8") for f in deck_files if f is not None]
        # the cards the deck lists can name, built in a moment (not the whole list)
        pool = imported.pool_naming(texts)
        try:
            decks = [None if f is None else load_deck(f, pool) for f in deck_files]
        except DeckError:
            # read again in the whole list, so that the error names its closest cards
            pool = imported.pool_with()
            decks = [None if f is None else load_deck(f, pool) for f in deck_files]
        return pool, decks, imported.entries_for(decks, pool)
    cards = read_cards_file(cards_file)
    pool = with_cards(cards)[0]
    return pool, [None if f is None else load_deck(f, pool) for f in deck_files], cards
