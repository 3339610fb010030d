"""``vgwidget export``: a page made from a game, to put in a course.

    vgwidget export --playable DIR [--game record.json | --position file.toml]
                    [--questions q.toml] [--vs LEVEL] [--seat 1|2] [--player 1|2] [--pyodide DIR]
                    [--snapshot]

``--playable`` writes a static folder that plays in the browser (see
:mod:`vgwidget.widget.playable`): serve it (``python -m http.server -d DIR``) or upload it
next to a course's pages and embed ``DIR/index.html`` in an ``iframe``. (A notebook's
replay-only page is ``jupyter nbconvert --to vgwidget_html`` or ``python -m vgwidget.export``.)
"""

from __future__ import annotations

import argparse
import tomllib
from pathlib import Path
from typing import Any

from .bots import LEVELS
from .engine.errors import VanguardError
from .engine.game import Game
from .widget.playable import PYODIDE_VERSION, write_playable
from .widget.question import page_questions

__all__ = ["add_parser", "playable_settings"]


def playable_settings(args: argparse.Namespace) -> dict[str, Any]:
    """The page's settings from the command line, the game checked here first (a record is
    replayed, a position set up) so that a bad file is reported now, not in the browser."""
    out: dict[str, Any] = {}
    if args.game and args.position:
        raise VanguardError("give --game or --position, not both")
    if args.game:
        text = Path(args.game).read_text(encoding="utf-8")
        game = Game.from_json(text)
        out["record"] = game.to_record()
    elif args.position:
        text = Path(args.position).read_text(encoding="utf-8")
        game = Game.from_position(text, where=args.position)
        out["position"] = text
    else:
        game = Game.new(seed=args.seed)
        out["seed"] = args.seed
    if args.questions:
        with open(args.questions, "rb") as f:
            table = tomllib.load(f)
        out["questions"] = page_questions(table.get("question", []), game)
    if args.vs:
        human = args.seat - 1
        out.update(vs=args.vs, seat=1 - human, perspective=human, lock_perspective=True)
    elif args.player:
        out.update(perspective=args.player - 1, lock_perspective=True)
    out["title"] = args.title
    return out


def _cmd_export(args: argparse.Namespace) -> int:
    out = write_playable(
        args.playable,
        playable_settings(args),
        title=args.title,
        pyodide=args.pyodide,
        snapshot=args.snapshot,
    )
    print(out / "index.html")
    return 0


def add_parser(sub: Any) -> None:
    """The ``export`` command."""
    e = sub.add_parser("export", help="a course page that plays a game in the browser")
    e.add_argument(
        "--playable", metavar="DIR", required=True, help="write the playable page into folder DIR"
    )
    e.add_argument("--game", metavar="FILE", help="start from this game record (JSON)")
    e.add_argument("--position", metavar="FILE", help="start from this position (TOML)")
    e.add_argument("--seed", type=int, default=0, help="a new game's seed (0)")
    e.add_argument(
        "--questions",
        metavar="FILE",
        help="questions about the starting board ([[question]] tables in TOML: question, "
        "choices, ask, play, look), answered in the page with retry and hints",
    )
    e.add_argument("--vs", choices=tuple(LEVELS), help="the computer plays the other seat")
    e.add_argument("--seat", type=int, choices=(1, 2), default=1, help="your seat with --vs")
    e.add_argument(
        "--player", type=int, choices=(1, 2), help="show this player's view (default: the judge)"
    )
    e.add_argument("--title", default="vgwidget game", help="the page's title")
    e.add_argument(
        "--pyodide",
        metavar="DIR",
        help=f"Pyodide's core files (default: js/node_modules/pyodide, version {PYODIDE_VERSION})",
    )
    e.add_argument(
        "--snapshot",
        action="store_true",
        help="also write a memory snapshot of Pyodide with vgwidget imported (needs Node; "
        "Pyodide's experimental API): the page's engine starts from it, faster, and the "
        "folder grows by about 7 MB",
    )
    e.set_defaults(func=_cmd_export)
