"""The ``vgwidget`` command line.

* ``vgwidget rules [ID] [--format F] [--coverage [--source]]`` -- the rule catalogue, or the
  inventory lines covered per format
* ``vgwidget play --seed N [--format F] [--json] [--player P]`` -- one game of random legal
  decisions, printed as its explain log (or as JSON)
* ``vgwidget play --vs LEVEL [--seat 1|2]`` -- play against the computer (moves from stdin)
* ``vgwidget simulate DECK1 DECK2 --games N --jobs J`` -- deck statistics over many bot games
* ``vgwidget check-deck FILE --format F`` -- every deck-construction violation, with its rule
* ``--format`` takes a format's name or alias (``g``: premium); ``--variant NAME`` (repeatable,
  on ``play``, ``simulate`` and ``check-deck``) plays one of the format's named variants
* ``vgwidget position FILE`` / ``vgwidget replay FILE [--to N]`` -- the judge's tools
"""

from __future__ import annotations

import argparse
import ast
import json
import random
import sys
from collections.abc import Sequence
from pathlib import Path

from . import bots, cli_card, cli_cards, cli_export, cli_timeline
from .engine import notation
from .engine.catalogue import all_rules, format_rule, format_rule_line, get_rule
from .engine.decks import check_deck, format_violations
from .engine.errors import VanguardError
from .engine.formats import (
    ALIASES,
    FORMATS,
    VARIANTS,
    Format,
    UnknownFormat,
    format_variant,
    get_format,
)
from .engine.game import Game
from .engine.rule_coverage import count_line_coverage, coverage_from_json, coverage_text
from .simulate import rows_as_dicts, simulate

FORMAT_CHOICES = ", ".join(sorted([*FORMATS, *(f"{a} (= {n})" for a, n in ALIASES.items())]))
"""The names ``--format`` accepts, as the help and the errors list them."""
VARIANT_HELP = "; ".join(f"{f}: {', '.join(v)}" for f, v in VARIANTS.items())
"""Each format's named variants, as the help and the errors list them."""


def chosen_format(name: str | None, variants: Sequence[str] | None = None) -> Format:
    """The format named on the command line (a name or an alias such as ``g``) with the named
    ``--variant`` options applied; a bad name or variant raises :class:`UnknownFormat` with a
    one-line message listing the choices.

    >>> chosen_format("g").name, chosen_format("g", ["legacy-g-deck"]).g_deck_max
    ('premium', 16)
    """
    text = "standard" if name is None else name
    if text not in FORMATS and text not in ALIASES:
        raise UnknownFormat(f"unknown format {text!r}; choose one of: {FORMAT_CHOICES}")
    fmt = get_format(text)
    names = list(variants or ())
    if not names:
        return fmt
    known = VARIANTS.get(fmt.name)
    if not known:
        raise UnknownFormat(
            f"the {fmt.name} format has no variants; --variant is for {VARIANT_HELP}"
        )
    bad = [v for v in names if v not in known]
    if bad:
        raise UnknownFormat(
            f"unknown {fmt.name.capitalize()} variant {bad[0]!r}; choose from: {', '.join(known)}"
        )
    return format_variant(fmt, *names)


def add_format_options(
    p: argparse.ArgumentParser, default: str | None = "standard", variants: bool = True
) -> None:
    """``--format NAME`` (a format or an alias) and, where a game is played, ``--variant``."""
    p.add_argument(
        "--format",
        metavar="NAME",
        default=default,
        help=f"the format: {FORMAT_CHOICES}" + (f" (default {default})" if default else ""),
    )
    if variants:
        p.add_argument(
            "--variant",
            metavar="NAME",
            action="append",
            default=None,
            help=f"a named variant of the format, repeatable ({VARIANT_HELP})",
        )


def _cmd_rules(args: argparse.Namespace) -> int:
    if args.coverage:
        print(_coverage_text(from_source=args.source))
        return 0
    if args.id:
        print(format_rule(get_rule(args.id)))
        return 0
    fmt = None if args.format is None else chosen_format(args.format).name
    rules = [r for r in all_rules() if fmt is None or r.applies_to(fmt)]
    for r in rules:
        print(format_rule_line(r))
    print(f"\n{len(rules)} rules. `vgwidget rules ID` shows one in full.")
    return 0


_REPO = Path(__file__).resolve().parent.parent
COVERAGE_JSON = _REPO / "test-artifacts" / "line-coverage.json"


def _coverage_text(from_source: bool = False, json_path: Path = COVERAGE_JSON) -> str:
    """The per-format line coverage for ``vgwidget rules --coverage``.

    From ``test-artifacts/line-coverage.json`` when it exists (written by the last pytest run:
    only tests that passed count, recounted against today's catalogue), otherwise, or with
    ``--source``, from a scan of the ``covers`` markers in ``tests/`` (every marked test is
    assumed to pass).
    """
    if json_path.is_file() and not from_source:
        import datetime

        written = datetime.datetime.fromtimestamp(json_path.stat().st_mtime, datetime.UTC)
        head = (
            f"From {json_path}, written {written:%Y-%m-%d %H:%M} UTC by the last test run "
            "(passed tests only; a partial run gives partial figures)."
        )
        cov = coverage_from_json(json_path.read_text(encoding="utf-8"))
    else:
        head = (
            "From a scan of the covers() markers in tests/ (assumes every marked test passes; "
            "run pytest for the counted figures)."
        )
        cov = count_line_coverage(_scanned_covers())
    return head + "\n" + coverage_text(cov)


def _literal_strings(node: ast.expr, names: dict[str, list[str]] | None = None) -> list[str] | None:
    """The string(s) ``node`` spells, or a module-level constant ``names`` knows."""
    if isinstance(node, ast.Name) and names and node.id in names:
        return names[node.id]
    try:
        value = ast.literal_eval(node)
    except ValueError:
        return None
    if isinstance(value, str):
        return [value]
    if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
        return list(value)
    return None


def _mark_name(node: ast.expr) -> str | None:
    """The marker name: ``covers`` for ``pytest.mark.covers(...)``."""
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def _scanned_covers(root: Path | None = None) -> dict[tuple[str, str], set[str]]:
    """(line, format) -> ``file::test`` for the ``covers`` markers of ``tests/`` (source scan).

    A marker without ``formats=`` takes the formats of a ``parametrize("fmt", ...)`` on the
    same test whose values are a literal or a module-level constant (with both, the formats
    in both); module-level ``pytestmark`` markers apply to every test of the file. Markers
    built at run time (``pytest.param(..., marks=...)``) are not seen: the scan is a
    preview, the test run's JSON is the count.
    """
    root = root or _REPO / "tests"
    found: dict[tuple[str, str], set[str]] = {}
    for f in sorted(root.rglob("test_*.py")) if root.is_dir() else []:
        tree = ast.parse(f.read_text(encoding="utf-8"))
        module_marks: list[ast.expr] = []
        constants: dict[str, list[str]] = {}
        for node in tree.body:
            if (
                isinstance(node, ast.Assign)
                and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
            ):
                found_strings = _literal_strings(node.value)
                if found_strings is not None:
                    constants[node.targets[0].id] = found_strings
            if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "pytestmark" for t in node.targets
            ):
                v = node.value
                module_marks.extend(v.elts if isinstance(v, (ast.List, ast.Tuple)) else [v])
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if not fn.name.startswith("test"):
                continue
            decos = list(fn.decorator_list) + module_marks
            fmt_param: list[str] = []
            for d in decos:
                if _mark_name(d) == "parametrize" and isinstance(d, ast.Call) and d.args:
                    names = _literal_strings(d.args[0])
                    if names and names[0].replace(" ", "").split(",")[0] == "fmt":
                        vals = _literal_strings(d.args[1], constants) if len(d.args) > 1 else None
                        fmt_param = vals or []
            for d in decos:
                if _mark_name(d) != "covers" or not isinstance(d, ast.Call):
                    continue
                ids = [s for a in d.args for s in (_literal_strings(a) or [])]
                formats = fmt_param
                for kw in d.keywords:
                    if kw.arg == "formats":
                        listed = _literal_strings(kw.value) or []
                        formats = [f for f in listed if not fmt_param or f in fmt_param]
                for i in ids:
                    for fmt in formats:
                        found.setdefault((i, fmt), set()).add(f"{f.name}::{fn.name}")
    return found


def _cmd_play(args: argparse.Namespace) -> int:
    if args.vs is None and args.seed is None:
        raise VanguardError("play: --seed is required (unless you play against the computer, --vs)")
    fmt = chosen_format(args.format, args.variant)
    _, decks, cards = cli_cards.decks_and_cards(args.cards, (args.deck1, args.deck2))
    for deck in decks:  # lines read only after Unicode folding (stderr: stdout may be JSON)
        for note in deck.notes if deck is not None else ():
            print(note, file=sys.stderr)
    seed = 0 if args.seed is None else args.seed
    game = Game.new(decks[0], decks[1], seed=seed, format=fmt, cards=cards)
    if args.vs is not None:
        return _play_vs(game, args)
    chooser = random.Random(args.seed)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    viewer = args.player
    if args.json:
        if viewer is None:
            # the judge: the full record (seed, both decks, every decision) and the events
            record = dict(game.to_record())
            record["events"] = [e.to_dict(None) for e in game.events]
        else:
            # a player: only what that player may see. The record is not for players: its
            # seed, decks and decisions rebuild every hidden card (the opponent's hand too).
            record = {
                "viewer": viewer,
                "view": game.view(viewer),
                "events": [e.to_dict(viewer) for e in game.events_for(viewer)],
            }
        print(json.dumps(record, indent=1, ensure_ascii=False))
    else:
        print(game.explain(viewer))
        r = game.result
        assert r is not None
        print(f"\nResult: {r.reason} [{r.rule}]")
    return 0


_PLAY_HELP = (
    "Type the number of an action, or the action in script notation (e.g. `call: Ember "
    "Lancer -> FL`); `b` shows the board, `c` concedes, `?` this help."
)


def _play_vs(game: Game, args: argparse.Namespace) -> int:
    """A human (standard input) against a computer opponent; the log as the human sees it."""
    seed = 0 if args.seed is None else args.seed
    human = args.seat - 1
    opts = {"playouts": args.playouts} if args.vs == "lookahead" else {}
    bot = bots.make(args.vs, seed=seed, **opts)
    print(
        f"You are Player {human + 1}; the computer ({args.vs}) is Player {2 - human}. {_PLAY_HELP}"
    )
    shown = 0
    lines = iter(sys.stdin)
    while not game.is_over:
        log = game.events_for(human)
        for e in log[shown:]:
            print(f"{e.seq:4d} T{e.turn} [{e.rule}] {e.text}")
        shown = len(log)
        p = game.current_player
        assert p is not None
        if p != human:
            game.apply(bot.choose(game, p))
            continue
        acts = [a for a in game.legal_actions() if a.kind != "concede"]
        s = game.state
        v = game.view(human)
        print(f"\n{v['decision']['prompt']}")
        for i, a in enumerate(acts, 1):
            print(f"  {i:2d}. {notation.describe(s, a, viewer=human)}")
        while True:
            print("> ", end="", flush=True)
            line = next(lines, None)
            if line is None:
                print("\ninput ended before the game did")
                return 1
            text = line.strip()
            if text in ("?", "help"):
                print(_PLAY_HELP)
                continue
            if text in ("b", "board"):
                print(_board_text(v, human))
                continue
            if text in ("c", "concede"):
                game.concede(human)
                break
            if text.isdigit() and 1 <= int(text) <= len(acts):
                game.apply(acts[int(text) - 1])
                break
            try:
                game.apply(notation.parse(s, text, where="your move"))
            except VanguardError as err:
                print(f"not an action here: {err}")
                continue
            break
    for e in game.events_for(human)[shown:]:
        print(f"{e.seq:4d} T{e.turn} [{e.rule}] {e.text}")
    r = game.result
    assert r is not None
    print(f"\nResult: {r.reason} [{r.rule}]")
    return 0


def _board_text(v: dict[str, object], human: int) -> str:
    """Both fields, hands (yours by name) and damage, from a player's view."""
    out = []
    players = v["players"]
    assert isinstance(players, list)
    for p in players:
        circles = ", ".join(
            f"{c}: {u['name'] if u and 'name' in u else ('face down' if u else '-')}"
            for c, u in p["circles"].items()
        )
        who = "You" if p["index"] == human else "Opponent"
        hand = ", ".join(c.get("name", "?") for c in p["hand"])
        out.append(
            f"{who} (Player {p['index'] + 1}): damage {len(p['damage'])}, hand "
            f"{p['hand_count']}{': ' + hand if p['index'] == human else ''}, deck "
            f"{p['deck_count']}\n  {circles}"
        )
    return "\n".join(out)


def _cmd_simulate(args: argparse.Namespace) -> int:
    levels = tuple(args.levels.split(","))
    if len(levels) == 1:
        levels = (levels[0], levels[0])
    sim = simulate(
        Path(args.deck1),
        Path(args.deck2),
        games=args.games,
        format=chosen_format(args.format, args.variant),
        seed=args.seed,
        levels=levels,
        playouts=args.playouts,
        jobs=args.jobs,
        dask=args.dask,
        progress=not args.quiet,
    )
    if args.json:
        print(json.dumps({"summary": sim.summary(), "games": rows_as_dicts(sim)}, indent=1))
    else:
        print(sim.table())
    return 0


def _cmd_check_deck(args: argparse.Namespace) -> int:
    pool, (deck,), _ = cli_cards.decks_and_cards(args.cards, (args.file,))
    assert deck is not None  # a deck file was given
    fmt = chosen_format(args.format, args.variant)
    for note in deck.notes:
        print(note)
    problems = check_deck(deck, fmt, pool)
    title = fmt.name + "".join(f" ({v})" for v in fmt.variants)
    if problems:
        print(f"{args.file}: {len(problems)} problem(s) for the {title} format:")
        print(format_violations(problems))
        return 1
    print(f"{args.file}: a legal {title} deck ({deck.name}).")
    return 0


def add_cards_option(p: argparse.ArgumentParser) -> None:
    """``--cards FILE``: cards defined for this command (JSON list or TOML ``[[cards]]``)."""
    p.add_argument(
        "--cards",
        metavar="FILE",
        default=None,
        help="cards to add to the pool (a JSON list or TOML [[cards]], fields as the card data; "
        "or the cards file of `vgwidget cards import`)",
    )


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="vgwidget",
        description="A Cardfight!! Vanguard rules engine that explains every step.",
    )
    sub = p.add_subparsers(dest="command", required=True)

    r = sub.add_parser("rules", help="list the rule catalogue, or show one rule")
    r.add_argument("id", nargs="?", help="a rule ID such as battle.boost")
    add_format_options(r, default=None, variants=False)
    r.add_argument(
        "--coverage",
        action="store_true",
        help="inventory lines enforced and covered by passing tests, per format",
    )
    r.add_argument(
        "--source",
        action="store_true",
        help="with --coverage: scan the tests' covers() markers instead of the last run's JSON",
    )
    r.set_defaults(func=_cmd_rules)

    pl = sub.add_parser("play", help="play one game with random legal decisions")
    pl.add_argument(
        "--seed", type=int, default=None, help="the game's seed (required without --vs)"
    )
    add_format_options(pl)
    pl.add_argument(
        "--json",
        action="store_true",
        help="print the record and events as JSON (with --player: that player's view and "
        "log only, no record)",
    )
    pl.add_argument(
        "--player",
        type=int,
        choices=(1, 2),
        default=None,
        help="show the log as player 1 or 2 may see it (default: the judge's full log)",
    )
    pl.add_argument("--deck1", metavar="FILE", help="Player 1's deck list (default: teaching deck)")
    pl.add_argument("--deck2", metavar="FILE", help="Player 2's deck list (default: teaching deck)")
    add_cards_option(pl)
    pl.add_argument(
        "--vs",
        choices=("random", "greedy", "lookahead"),
        default=None,
        help="play against the computer at this level (your moves from standard input)",
    )
    pl.add_argument("--seat", type=int, choices=(1, 2), default=1, help="your seat with --vs")
    pl.add_argument(
        "--playouts", type=int, default=48, help="the lookahead's playouts per decision (48)"
    )
    pl.set_defaults(func=_cmd_play)

    sm = sub.add_parser(
        "simulate", help="deck statistics: many games between two decks, played by bots"
    )
    sm.add_argument("deck1", help="deck list file of Player 1")
    sm.add_argument("deck2", help="deck list file of Player 2")
    sm.add_argument("--games", type=int, default=100, help="how many games (100)")
    sm.add_argument("--jobs", type=int, default=None, help="worker processes (every core)")
    add_format_options(sm)
    sm.add_argument("--seed", type=int, default=0, help="seed of the first game (0)")
    sm.add_argument(
        "--levels", default="greedy", help="bot level(s) playing the decks: L or L1,L2 (greedy)"
    )
    sm.add_argument("--playouts", type=int, default=16, help="a lookahead level's budget (16)")
    sm.add_argument("--dask", metavar="ADDRESS", default=None, help="run on this Dask scheduler")
    sm.add_argument("--json", action="store_true", help="the summary and every game as JSON")
    sm.add_argument("--quiet", action="store_true", help="no progress bar")
    sm.set_defaults(func=_cmd_simulate)

    c = sub.add_parser("check-deck", help="check a deck list against a format's rules")
    c.add_argument("file")
    add_format_options(c)
    add_cards_option(c)
    c.set_defaults(func=_cmd_check_deck)

    cli_card.add_parser(sub)
    cli_cards.add_parser(sub)
    cli_timeline.add_parsers(sub)
    cli_export.add_parser(sub)
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
    except UnicodeDecodeError as e:
        print(
            f"vgwidget: the file is not UTF-8 text (byte {e.start:,} cannot be read): save it "
            "as UTF-8",
            file=sys.stderr,
        )
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
