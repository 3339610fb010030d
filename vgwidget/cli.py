"""The ``vgwidget`` command line.

* ``vgwidget rules [ID] [--format F] [--coverage]`` -- the rule catalogue
* ``vgwidget play --seed N [--format F] [--json] [--player P]`` -- one game of random legal
  decisions, printed as its explain log (or as JSON)
* ``vgwidget check-deck FILE --format F`` -- every deck-construction violation, with its rule
* ``vgwidget position FILE`` / ``vgwidget replay FILE [--to N]`` -- the judge's tools
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence

from .engine.errors import VanguardError
from .engine.formats import FORMATS


def _cmd_rules(args: argparse.Namespace) -> int:
    from .engine.catalogue import all_rules, format_rule, format_rule_line, get_rule

    if args.coverage:
        from .engine.rule_coverage import coverage_report

        tested = _tested_rules()
        text, _ = coverage_report(tested)
        print(text)
        return 0
    if args.id:
        print(format_rule(get_rule(args.id)))
        return 0
    rules = [r for r in all_rules() if args.format is None or r.applies_to(args.format)]
    for r in rules:
        print(format_rule_line(r))
    print(f"\n{len(rules)} rules. `vgwidget rules ID` shows one in full.")
    return 0


def _tested_rules() -> set[str]:
    """Rule IDs named by ``@pytest.mark.rule(...)`` in the repository's tests (source scan)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "tests"
    found: set[str] = set()
    pat = re.compile(r"mark\.rule\(([^)]*)\)")
    for f in root.rglob("*.py") if root.is_dir() else []:
        for m in pat.finditer(f.read_text(encoding="utf-8")):
            found.update(re.findall(r"[\"']([a-z0-9.\-]+)[\"']", m.group(1)))
    return found


def _cmd_play(args: argparse.Namespace) -> int:
    from .engine.game import Game

    game = Game.new(seed=args.seed, format=args.format)
    chooser = random.Random(args.seed)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    viewer = args.player
    if args.json:
        to_record = getattr(game, "to_record", None)
        record = to_record() if callable(to_record) else {}
        record = dict(record)
        record["events"] = [e.to_dict(viewer) for e in game.events]
        print(json.dumps(record, indent=1, ensure_ascii=False))
    else:
        print(game.explain(viewer))
        r = game.result
        assert r is not None
        print(f"\nResult: {r.reason} [{r.rule}]")
    return 0


def _cmd_check_deck(args: argparse.Namespace) -> int:
    from .engine.decks import check_deck, format_violations, load_deck

    deck = load_deck(args.file)
    problems = check_deck(deck, args.format)
    if problems:
        print(f"{args.file}: {len(problems)} problem(s) for the {args.format} format:")
        print(format_violations(problems))
        return 1
    print(f"{args.file}: a legal {args.format} deck ({deck.name}).")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="vgwidget",
        description="A Cardfight!! Vanguard rules engine that explains every step.",
    )
    sub = p.add_subparsers(dest="command", required=True)
    fmts = sorted(FORMATS)

    r = sub.add_parser("rules", help="list the rule catalogue, or show one rule")
    r.add_argument("id", nargs="?", help="a rule ID such as battle.boost")
    r.add_argument("--format", choices=fmts, help="only rules of this format")
    r.add_argument("--coverage", action="store_true", help="inventory coverage by tested rules")
    r.set_defaults(func=_cmd_rules)

    pl = sub.add_parser("play", help="play one game with random legal decisions")
    pl.add_argument("--seed", type=int, required=True)
    pl.add_argument("--format", choices=fmts, default="standard")
    pl.add_argument("--json", action="store_true", help="print the record and events as JSON")
    pl.add_argument(
        "--player",
        type=int,
        choices=(1, 2),
        default=None,
        help="show the log as player 1 or 2 may see it (default: the judge's full log)",
    )
    pl.set_defaults(func=_cmd_play)

    c = sub.add_parser("check-deck", help="check a deck list against a format's rules")
    c.add_argument("file")
    c.add_argument("--format", choices=fmts, default="standard")
    c.set_defaults(func=_cmd_check_deck)

    try:
        from . import cli_timeline
    except ImportError:
        pass
    else:
        cli_timeline.add_parsers(sub)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = build_parser().parse_args(argv)
    if getattr(args, "player", None) is not None and args.command == "play":
        args.player -= 1
    try:
        return int(args.func(args))
    except VanguardError as e:
        print(f"vgwidget: {e}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"vgwidget: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
