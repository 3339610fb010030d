"""The judge's command-line tools: ``vgwidget position`` and ``vgwidget replay``.

* ``vgwidget position FILE [--player P] [--play]`` -- set up a position file (TOML) and
  print the board, whose decision it is and every legal action. ``--play`` also plays the
  file's ``[script]`` and checks its expected ruling (``[[expect]]``, ``[final]``): the exit
  code is 1 if the ruling does not hold. ``vgwidget position FOLDER --play`` checks every
  position of a judge's casebook folder, one line each.
* ``vgwidget replay FILE [--to N] [--player P] [--line NAME]`` -- re-run a game record
  (JSON), checking every decision, and print its explain log (with the judge's notes) up to
  event ``N``, then the position there.

``--player 1`` / ``--player 2`` show only what that player may see; the default is the
judge's full view. :func:`add_parsers` registers both commands on the ``vgwidget`` parser;
``python -m vgwidget.cli_timeline ...`` runs them on their own.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .cards import cards_file_pool
from .engine.errors import VanguardError
from .engine.game import Game
from .engine.notation import to_script
from .engine.position import parse_toml, read_source
from .engine.timeline import check_expectations, describe_action, play_script

__all__ = ["add_parsers", "check_position", "cmd_position", "cmd_replay", "main", "render_board"]


def add_parsers(subparsers: Any) -> None:
    """Register the ``position`` and ``replay`` subcommands (each sets ``func``)."""
    p = subparsers.add_parser(
        "position",
        help="set up a position file: the board, whose decision it is, the legal actions",
        description="Set up a position file (TOML) and show it with the legal actions.",
    )
    p.add_argument(
        "file", help="a position file (.toml), or with --play a folder of them (a casebook)"
    )
    p.add_argument(
        "--player",
        type=int,
        choices=(1, 2),
        default=None,
        help="show the position as player 1 or 2 sees it (default: the judge's full view)",
    )
    p.add_argument(
        "--play",
        action="store_true",
        help="play the file's [script] and check its expected ruling (exit 1 if it fails)",
    )
    p.add_argument(
        "--variant",
        metavar="NAME",
        action="append",
        default=None,
        help="a named variant of the format to play the position with, added to the file's "
        "[game] variants (repeatable)",
    )
    _cards_option(p)
    p.set_defaults(func=cmd_position)

    r = subparsers.add_parser(
        "replay",
        help="re-run a game record (JSON) and print its explain log",
        description="Re-run a game record, checking every decision, and print the explain log.",
    )
    r.add_argument("file", help="a game record (.json)")
    r.add_argument("--to", type=int, default=None, metavar="N", help="stop after event N")
    r.add_argument(
        "--player",
        type=int,
        choices=(1, 2),
        default=None,
        help="show the log as player 1 or 2 may read it (default: the judge's full log)",
    )
    r.add_argument("--line", default=None, metavar="NAME", help="replay a named side line")
    _cards_option(r)
    r.set_defaults(func=cmd_replay)


def _cards_option(p: Any) -> None:
    p.add_argument(
        "--cards",
        metavar="FILE",
        default=None,
        help="cards to add to the pool (a JSON list or TOML [[cards]], fields as the card data)",
    )


def _pool(args: argparse.Namespace) -> Any:
    """The card pool with ``--cards FILE`` added (None: the teaching pool)."""
    if getattr(args, "cards", None) is None:
        return None
    return cards_file_pool(args.cards)


# ------------------------------------------------------------------------------ board


def _cell(card: Any) -> str:
    if card is None:
        return "-"
    if card.get("hidden"):
        return "(face down)"
    s = str(card["name"])
    st = card.get("stats") or {}
    if st:
        s += f" {st['power']:,}"
        if st.get("critical", 1) != 1:
            s += f" C{st['critical']}"
    if card.get("dress"):
        s += " over " + ", ".join(str(d.get("name", "a card")) for d in card["dress"])
    if card.get("gauge_count"):
        s += f" gauge {card['gauge_count']}"
    flags = [
        f
        for f, on in (
            ("rest", card.get("rested")),
            ("locked", card.get("locked")),
            ("deleted", card.get("deleted")),
        )
        if on
    ]
    return s + (f" [{', '.join(flags)}]" if flags else "")


def _names(cards: Sequence[Any]) -> str:
    out = []
    for c in cards:
        if c.get("hidden"):
            out.append("(hidden)")
        else:
            out.append(c["name"] + (" (face down)" if c.get("face_down") else ""))
    return ", ".join(out) if out else "-"


def render_board(view: dict[str, Any]) -> str:
    """A plain-text picture of a :meth:`Game.view` dict."""
    lines: list[str] = []
    tp = view["turn_player"]
    when = f"Turn {view['turn']}: Player {tp + 1}'s {view['phase']} phase"
    if view["phase"] == "battle" and view["step"]:
        when += f", {view['step']} step"
    lines.append(when)
    b = view.get("battle")
    if b is not None:
        att = view["players"][tp]["circles"].get(b["attacker_circle"]) or {}
        tgt = view["players"][b["target_player"]]["circles"].get(b["target_circle"]) or {}
        boost = f", boosted from {b['booster_circle']}" if b.get("booster_circle") else ""
        lines.append(
            f"Battle: Player {tp + 1}'s “{att.get('name', '?')}” ({b['attacker_circle']}, "
            f"{b['attacker_power']:,}{boost}) attacks Player {b['target_player'] + 1}'s "
            f"“{tgt.get('name', '?')}” ({b['target_circle']}, {b['target_power']:,})"
        )
        foe = view["players"][b["target_player"]]["circles"]
        for other in b.get("attacked", [])[1:]:
            unit = foe.get(other["circle"]) or {}
            lines.append(
                f"  and also “{unit.get('name', '?')}” ({other['circle']}, {other['power']:,})"
            )
    for p in (1 - tp, tp):
        pl = view["players"][p]
        c = pl["circles"]
        lines.append("")
        lines.append(
            f"Player {p + 1}{' (turn player)' if p == tp else ''}: {len(pl['damage'])} damage, "
            f"{pl['hand_count']} in hand, {pl['deck_count']} in the deck"
        )
        width = max(len(_cell(c[k])) for k in ("FL", "VC", "FR", "BL", "BC", "BR")) + 2
        for row in (("FL", "VC", "FR"), ("BL", "BC", "BR")):
            lines.append(
                "  " + " | ".join(f"{k} {_cell(c[k])}".ljust(width + 3) for k in row).rstrip()
            )
        if pl.get("legion"):
            lines.append(f"  VC in legion with: {_names(pl['legion'])}")
        if pl.get("heart"):
            lines.append(f"  heart (under the G unit on VC): {_names(pl['heart'])}")
        accel = [a["circle"] for a in pl.get("accel") or ()]
        if accel:
            lines.append("  accel: " + " | ".join(f"{a} {_cell(c.get(a))}" for a in accel))
        markers = pl.get("markers") or ()
        if markers:
            lines.append(
                "  gift markers: "
                + ", ".join(
                    f"{m['kind'].capitalize()} {m['type']} on {m['circle']}" for m in markers
                )
            )
        extra = []
        if pl.get("gift_types"):
            extra.append(
                "gifts " + ", ".join(f"{k.capitalize()} {v}" for k, v in pl["gift_types"].items())
            )
        if pl.get("energy"):
            extra.append(f"energy {pl['energy']}")
        if extra:
            lines.append("  " + "; ".join(extra))
        if pl["guardians"]:
            lines.append(f"  GC: {_names(pl['guardians'])}")
        for label, key in (
            ("hand", "hand"),
            ("damage", "damage"),
            ("soul", "soul"),
            ("drop", "drop"),
            ("ride deck", "ride_deck"),
            ("bind", "bind"),
            ("removal", "removal"),
            ("order", "order"),
            ("crest", "crest"),
            ("gauge", "gauge"),
            ("originalDress", "dress"),
            ("G zone", "gzone"),
        ):
            if pl.get(key):
                lines.append(f"  {label}: {_names(pl[key])}")
    return "\n".join(lines)


def _decision_text(game: Any, viewer: int | None) -> list[str]:
    out = []
    if game.result is not None:
        out.append(f"The game is over: {game.result.reason} [{game.result.rule}]")
        return out
    d = game.decision
    if d is None:
        out.append("Nobody decides here: this is the middle of a procedure.")
        return out
    out.append(f"Decision: Player {d['player'] + 1} ({d['kind']}): {d['prompt']}")
    if viewer is not None and viewer != d["player"]:
        out.append("(the legal actions are the deciding player's)")
        return out
    acts = game.legal_actions()
    out.append(f"Legal actions ({len(acts)}):")
    # each in words, then as a position file's [script] line would write it
    s = game.state
    out += [
        f"  {i + 1:2d}. {describe_action(s, a, viewer)}  [{to_script(s, a)}]"
        for i, a in enumerate(acts)
    ]
    return out


# ---------------------------------------------------------------------------- commands


def cmd_position(args: argparse.Namespace) -> int:
    """``vgwidget position FILE``: returns the exit code (errors go to stderr)."""
    viewer = None if args.player is None else args.player - 1
    try:
        pool = _pool(args)
    except (VanguardError, OSError) as e:
        print(f"vgwidget position: {e}", file=sys.stderr)
        return 1
    if Path(args.file).is_dir():
        if getattr(args, "variant", None):
            print("vgwidget position: --variant is for one position file", file=sys.stderr)
            return 1
        return _cmd_casebook(Path(args.file), viewer, args.play, pool)
    try:
        source = _with_variants(Path(args.file), args)
        game = Game.from_position(source, pool=pool, where=args.file)
        extras = dict(game.position_extras)
        meta = extras.get("meta") or {}
        # the question and the ruling are the judge's words, which may name any card: a
        # player's view shows only the title
        keys = (
            (("", "title"),)
            if viewer is not None
            else (
                ("", "title"),
                ("Question: ", "question"),
                ("Expected ruling: ", "ruling"),
            )
        )
        for label, key in keys:
            if meta.get(key):
                print(f"{label}{meta[key]}")
        if meta.get("sources"):
            print("Sources: " + "; ".join(str(s) for s in meta["sources"]))
        if meta:
            print()
        if len(game.events) > 1:
            print("From the position the procedure runs on by itself to the first decision:")
            print(game.explain(viewer, start=1))
            print()
        print(render_board(game.view(viewer)))
        print()
        print("\n".join(_decision_text(game, viewer)))
        if not args.play:
            return 0
        start = len(game.events)
        problems, n = play_and_check(game, viewer)
        print("\nPlaying the script:")
        print(game.explain(viewer, start=start))
        print()
        print(render_board(game.view(viewer)))
        print()
        print("\n".join(_decision_text(game, viewer)))
        if problems:
            print(f"\nThe expected ruling does NOT hold ({len(problems)} problem(s)):")
            print("\n".join(f"  {p}" for p in problems))
            return 1
        print(f"\nThe expected ruling holds ({n} check(s)).")
        return 0
    except (VanguardError, OSError) as e:
        print(f"vgwidget position: {e}", file=sys.stderr)
        return 1
    except UnicodeDecodeError as e:
        print(f"vgwidget position: {args.file} is not UTF-8 text ({e.reason})", file=sys.stderr)
        return 1


def _with_variants(path: Path, args: argparse.Namespace) -> Path | dict[str, Any]:
    """The position file, or its data with ``--variant`` names added to ``[game] variants``
    (checked there as a file's own would be: Premium only, known names)."""
    names = getattr(args, "variant", None)
    if not names:
        return path
    text, where = read_source(path)
    data, _ = parse_toml(text, where)
    game = data.get("game")
    if isinstance(game, dict):
        had = game.get("variants", [])
        game["variants"] = [*(had if isinstance(had, list) else [had]), *names]
    return data


def check_position(
    path: Path, viewer: int | None = None, pool: Any = None
) -> tuple[list[str], int]:
    """Set up the position file ``path``, play its script and check its expected ruling:
    returns the problems (empty: the ruling holds) and the number of checks made. A file that
    cannot be set up or played raises the engine's error."""
    return play_and_check(Game.from_position(path, pool=pool), viewer)


def play_and_check(game: Any, viewer: int | None = None) -> tuple[list[str], int]:
    """Play the ``[script]`` of the position ``game`` started from and check its expected
    ruling: returns the problems (empty: the ruling holds) and the number of checks made."""
    extras = dict(game.position_extras)
    visited: list[Any] = []
    marks: list[int] = []
    problems = play_script(game, extras.get("script", []), "script", visited, marks)
    problems += check_expectations(
        game.events,
        extras.get("expect", ()),
        extras.get("final"),
        game.state,
        shown=None if viewer is None else game.events_for(viewer),
        decisions=visited,
        viewer=viewer,
        marks=marks,
        snapshots=game.snapshots,
        midway=extras.get("midway"),
    )
    checks = len(extras.get("expect", ())) + len(extras.get("midway", ()))
    return problems, checks + (1 if extras.get("final") else 0)


def _cmd_casebook(folder: Path, viewer: int | None, play: bool, pool: Any = None) -> int:
    """``vgwidget position FOLDER --play``: every position file in a judge's casebook folder
    (``*.toml``, sorted by name), one line each; exit code 1 if any ruling does not hold or
    any file cannot be set up."""
    if not play:
        print(
            f"vgwidget position: {folder} is a folder: add --play to check every position in it",
            file=sys.stderr,
        )
        return 1
    files = sorted(folder.glob("*.toml"))
    if not files:
        print(f"vgwidget position: no position files (*.toml) in {folder}", file=sys.stderr)
        return 1
    failed = 0
    for f in files:
        try:
            problems, n = check_position(f, viewer, pool)
        except (VanguardError, OSError) as e:
            problems, n = [str(e)], 0
        except UnicodeDecodeError as e:
            problems, n = [f"{f.name} is not UTF-8 text ({e.reason})"], 0
        if problems:
            failed += 1
            print(f"FAIL  {f.name}")
            print("\n".join(f"      {line}" for p in problems for line in p.splitlines()))
        else:
            print(f"ok    {f.name} ({n} check(s))")
    held = len(files) - failed
    print(f"\n{len(files)} position(s): the ruling holds in {held}, not in {failed}.")
    return 1 if failed else 0


def cmd_replay(args: argparse.Namespace) -> int:
    """``vgwidget replay FILE [--to N]``: returns the exit code (errors go to stderr)."""
    viewer = None if args.player is None else args.player - 1
    try:
        pool = _pool(args)
        text = Path(args.file).read_text(encoding="utf-8")
        game = Game.from_json(text, pool=pool)
        if args.line is not None:
            if args.line not in game.variations:
                names = ", ".join(repr(n) for n in game.variations) or "none"
                print(
                    f"vgwidget replay: no side line named {args.line!r} (side lines: {names})",
                    file=sys.stderr,
                )
                return 1
            game = game.variations[args.line]
        last = game.last_event
        to = last if args.to is None else args.to
        if not game.first_event <= to <= last:
            print(
                f"vgwidget replay: --to {to} is outside this record's events "
                f"({game.first_event}..{last})",
                file=sys.stderr,
            )
            return 1
        # a judge's notes and side-line names are the judge's own words, which may name any
        # card: a player's view leaves them out
        notes = game.annotations if viewer is None else {}
        for e in game.events_for(viewer):
            if e.seq > to:
                break
            print(f"{e.seq:4d} T{e.turn} {e.phase:<6} [{e.rule}] {e.text}")
            if e.seq in notes:
                print(f"       note: {notes[e.seq]}")
        game.seek(to)
        print()
        print(f"After event {to} of {last}:")
        print(render_board(game.view(viewer)))
        print()
        print("\n".join(_decision_text(game, viewer)))
        if game.variations and viewer is None:
            print()
            for name, v in game.variations.items():
                print(f"Side line {name!r} branches after event {v.branch_at}.")
        if viewer is not None and (game.annotations or game.variations):
            print()
            print("(the judge's notes and side lines are left out of a player's view)")
        return 0
    except (VanguardError, OSError) as e:
        print(f"vgwidget replay: {e}", file=sys.stderr)
        return 1
    except UnicodeDecodeError as e:
        print(f"vgwidget replay: {args.file} is not UTF-8 text ({e.reason})", file=sys.stderr)
        return 1


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``position`` / ``replay`` on their own (``python -m vgwidget.cli_timeline``)."""
    parser = argparse.ArgumentParser(prog="vgwidget")
    add_parsers(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
