"""Random-playout speed of the vgwidget engine, against python-chess as a reference.

What is measured
----------------
* **ours**: ``N`` seeded games of vgwidget (``Game.new(seed=s, format=fmt)``), each played to
  the end by choosing a random legal action at every decision. The explain log is on (it always
  is: every decision and every rule the engine applies is recorded as an event). Reported as
  decisions/s (one ``apply`` of a legal action = one decision), games/s and events/s.
* **chess**: python-chess random full games (``board.push(rng.choice(list(board.legal_moves)))``
  until ``board.is_game_over()``), reported as plies/s. This is a well-known pure-Python rules
  engine doing comparable work per step (generate legal moves, apply one, check for game end).

The two are measured alternately (A B A B ...) for ``--rounds`` rounds, each measurement
running for about ``--seconds`` seconds (or ``--games`` games, whichever ends first, but always
at least one whole game), and the medians are reported, since a shared 2-core machine is noisy.

    ratio = median(ours decisions/s) / median(chess plies/s)      target: >= 1.0

Randomness: the game's own shuffles come from its seed; the benchmark's *choices* come from a
separate ``random.Random(seed)`` per game, so every round replays the same games.

**Extras** (``--extras``, on by default; ``--no-extras`` skips them), per format: the time
of a ``seek`` to a random event, of an ``undo`` (from the end of a recorded game, one decision
at a time) and of a ``fork`` (at the live end and at a past decision point), as medians in
microseconds, and the lookahead computer opponent's playouts per second (``vgwidget.bots``,
48 playouts a decision, at mid-game decisions; per CPU-second, as the machine may be
shared). ``--all-formats`` measures every format the engine has, one after the other, and
ends with a Markdown table for the README.

Usage::

    python benchmarks/bench_playout.py [--games N] [--seconds S] [--rounds R]
                                       [--format standard|classic|premium | --all-formats]
                                       [--no-extras] [--json] [--check]

Exit status: 0 on success, 1 with ``--check`` when the ratio is below the target (or on an
engine error), 2 when python-chess is not installed.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

# Run from a checkout without installing: make the repo root importable.
_ROOT = Path(__file__).resolve().parent.parent
if str(_ROOT) not in sys.path:
    sys.path.insert(0, str(_ROOT))

TARGET_RATIO = 1.0
# A random game that has not ended after this many decisions is stopped and reported:
# it means the engine let a game run on (or the random player found an endless loop).
MAX_DECISIONS_PER_GAME = 20_000


@dataclass
class Sample:
    """One timed measurement (one side of one round)."""

    what: str
    games: int = 0
    steps: int = 0  # decisions (ours) or plies (chess)
    events: int = 0  # explain-log events (ours only)
    seconds: float = 0.0
    cpu_seconds: float = 0.0
    unfinished: int = 0  # games stopped at MAX_DECISIONS_PER_GAME

    @property
    def steps_per_s(self) -> float:
        return self.steps / self.seconds if self.seconds > 0 else 0.0

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def events_per_s(self) -> float:
        return self.events / self.seconds if self.seconds > 0 else 0.0


@dataclass
class Report:
    format: str
    rounds: int
    games_per_round: int
    seconds_per_round: float
    ours: list[Sample] = field(default_factory=list)
    chess: list[Sample] = field(default_factory=list)

    def median(self, side: str, attr: str) -> float:
        samples: list[Sample] = getattr(self, side)
        return statistics.median(getattr(s, attr) for s in samples) if samples else 0.0

    @property
    def ratio(self) -> float:
        chess = self.median("chess", "steps_per_s")
        return self.median("ours", "steps_per_s") / chess if chess else 0.0

    def to_dict(self) -> dict[str, Any]:
        def rows(samples: list[Sample]) -> list[dict[str, Any]]:
            out = []
            for s in samples:
                d = asdict(s)
                d.update(
                    steps_per_s=s.steps_per_s,
                    games_per_s=s.games_per_s,
                    events_per_s=s.events_per_s,
                )
                out.append(d)
            return out

        return {
            "benchmark": "playout",
            "python": platform.python_version(),
            "implementation": platform.python_implementation(),
            "machine": platform.machine(),
            "format": self.format,
            "rounds": self.rounds,
            "games_per_round": self.games_per_round,
            "seconds_per_round": self.seconds_per_round,
            "ours": {
                "decisions_per_s": self.median("ours", "steps_per_s"),
                "games_per_s": self.median("ours", "games_per_s"),
                "events_per_s": self.median("ours", "events_per_s"),
                "decisions_per_game": _per_game(self.ours, "steps"),
                "events_per_game": _per_game(self.ours, "events"),
                "unfinished_games": sum(s.unfinished for s in self.ours),
                "samples": rows(self.ours),
            },
            "chess": {
                "plies_per_s": self.median("chess", "steps_per_s"),
                "games_per_s": self.median("chess", "games_per_s"),
                "plies_per_game": _per_game(self.chess, "steps"),
                "samples": rows(self.chess),
            },
            "ratio": self.ratio,
            "target_ratio": TARGET_RATIO,
            "meets_target": self.ratio >= TARGET_RATIO,
        }


def _per_game(samples: list[Sample], attr: str) -> float:
    games = sum(s.games for s in samples)
    return sum(getattr(s, attr) for s in samples) / games if games else 0.0


# ---------------------------------------------------------------- the two workloads


def play_ours(game_cls: Any, seed: int, fmt: str) -> tuple[int, int, bool]:
    """One random game of vgwidget: (decisions, events, finished)."""
    g = game_cls.new(seed=seed, format=fmt)
    rng = random.Random(seed)
    decisions = 0
    while not g.is_over:
        acts = g.legal_actions()
        if not acts:
            raise RuntimeError(
                f"seed {seed}: game not over but no legal actions after {decisions} decisions"
            )
        g.apply(rng.choice(acts))
        decisions += 1
        if decisions >= MAX_DECISIONS_PER_GAME:
            return decisions, len(g.events), False
    return decisions, len(g.events), True


def play_chess(chess_mod: Any, seed: int) -> int:
    """One random full game of chess: plies."""
    board = chess_mod.Board()
    rng = random.Random(seed)
    plies = 0
    while not board.is_game_over():
        board.push(rng.choice(list(board.legal_moves)))
        plies += 1
    return plies


def measure_ours(game_cls: Any, fmt: str, games: int, seconds: float, seed0: int) -> Sample:
    s = Sample("ours")
    t0, c0 = time.perf_counter(), time.process_time()
    for i in range(games):
        decisions, events, finished = play_ours(game_cls, seed0 + i, fmt)
        s.games += 1
        s.steps += decisions
        s.events += events
        s.unfinished += not finished
        if time.perf_counter() - t0 >= seconds:
            break
    s.seconds = time.perf_counter() - t0
    s.cpu_seconds = time.process_time() - c0
    return s


def measure_chess(chess_mod: Any, games: int, seconds: float, seed0: int) -> Sample:
    s = Sample("chess")
    t0, c0 = time.perf_counter(), time.process_time()
    for i in range(games):
        s.steps += play_chess(chess_mod, seed0 + i)
        s.games += 1
        if time.perf_counter() - t0 >= seconds:
            break
    s.seconds = time.perf_counter() - t0
    s.cpu_seconds = time.process_time() - c0
    return s


# ---------------------------------------------------------------- extras


def _median_us(fn: Any, n: int) -> float:
    clock = time.perf_counter_ns
    times = []
    for _ in range(n):
        t0 = clock()
        fn()
        times.append((clock() - t0) / 1e3)
    return statistics.median(times)


def measure_extras(game_cls: Any, fmt: str, seed: int) -> dict[str, float]:
    """Timeline operations (median microseconds) and the lookahead's playouts per second."""
    from vgwidget import bots
    from vgwidget.bots.lookahead import LookaheadBot

    g = game_cls.new(seed=seed, format=fmt)
    rng = random.Random(seed)
    while not g.is_over:
        g.apply(rng.choice(g.legal_actions()))
    targets = [rng.randrange(g.first_event, g.last_event + 1) for _ in range(4000)]
    it = iter(targets)
    seek = _median_us(lambda: g.seek(next(it)), len(targets))
    g.seek_end()
    fork_end = _median_us(g.fork, 2000)
    g.seek(g._marks[len(g._marks) // 2] - 1)  # a past decision point
    fork_past = _median_us(g.fork, 2000)
    g.seek_end()
    loaded = game_cls.from_json(g.to_json())
    undo = _median_us(loaded.undo, len(loaded.actions))
    # the lookahead: its searches at the first mid-game decisions it thinks about
    la = LookaheadBot(seed=seed, playouts=48)
    greedy = bots.make("greedy")
    h = game_cls.new(seed=seed, format=fmt)
    searched, spent = 0, 0.0
    while not h.is_over and searched < 6:
        p = h.current_player
        if p == 0 and h.state.turn >= 3:
            before = la.stats_playouts
            t0 = time.process_time()  # CPU time: the machine may be shared
            a = la.choose(h, p)
            if la.stats_playouts > before:
                spent += time.process_time() - t0
                searched += 1
        else:
            a = greedy.choose(h, p)
        h.apply(a)
    return {
        "seek_us": round(seek, 1),
        "undo_us": round(undo, 1),
        "fork_end_us": round(fork_end, 1),
        "fork_past_us": round(fork_past, 1),
        "lookahead_playouts_per_s": round(la.stats_playouts / spent, 1) if spent else 0.0,
        "lookahead_decisions_timed": searched,
    }


def markdown_rows(reports: list[dict[str, Any]]) -> str:
    """The README's benchmark table, one row per format."""
    head = (
        "| format | decisions/s | python-chess plies/s | ratio | seek | undo | fork "
        "(end / past) | lookahead playouts/CPU-s |\n"
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    )
    rows = [head]
    for d in reports:
        x = d.get("extras", {})
        rows.append(
            f"| {d['format']} | {d['ours']['decisions_per_s']:,.0f} | "
            f"{d['chess']['plies_per_s']:,.0f} | {d['ratio']:.2f} | "
            f"{x.get('seek_us', 0):.1f} µs | {x.get('undo_us', 0):.1f} µs | "
            f"{x.get('fork_end_us', 0):.1f} / {x.get('fork_past_us', 0):.1f} µs | "
            f"{x.get('lookahead_playouts_per_s', 0):,.0f} |"
        )
    return "\n".join(rows)


# ---------------------------------------------------------------- driver


def run(args: argparse.Namespace, chess_mod: Any, game_cls: Any) -> Report:
    rep = Report(args.format, args.rounds, args.games, args.seconds)
    # Warm-up (imports, card pool / catalogue caches, first-call costs): not measured.
    play_ours(game_cls, args.seed, args.format)
    play_chess(chess_mod, args.seed)
    for r in range(args.rounds):
        # Alternate which side goes first, so neither always runs on a "fresh" round.
        order = ("ours", "chess") if r % 2 == 0 else ("chess", "ours")
        for side in order:
            if side == "ours":
                smp = measure_ours(game_cls, args.format, args.games, args.seconds, args.seed)
                rep.ours.append(smp)
            else:
                smp = measure_chess(chess_mod, args.chess_games, args.seconds, args.seed)
                rep.chess.append(smp)
            if not args.json:
                unit = "decisions/s" if side == "ours" else "plies/s"
                print(
                    f"  round {r + 1}/{args.rounds} {side:5s}: {smp.games:4d} games "
                    f"{smp.steps:8d} steps in {smp.seconds:6.2f}s = "
                    f"{smp.steps_per_s:10.0f} {unit}",
                    flush=True,
                )
    return rep


def print_report(rep: Report) -> None:
    d = rep.to_dict()
    o, c = d["ours"], d["chess"]
    print()
    print(
        f"vgwidget random playout ({rep.format}, explain log on) — "
        f"Python {d['python']} ({d['implementation']}, {d['machine']}), "
        f"medians of {rep.rounds} interleaved rounds"
    )
    print(
        f"  ours : {o['decisions_per_s']:10.0f} decisions/s  {o['games_per_s']:8.2f} games/s  "
        f"{o['events_per_s']:10.0f} events/s  "
        f"({o['decisions_per_game']:.1f} decisions, {o['events_per_game']:.1f} events per game)"
    )
    print(
        f"  chess: {c['plies_per_s']:10.0f} plies/s      {c['games_per_s']:8.2f} games/s  "
        f"({c['plies_per_game']:.1f} plies per game)"
    )
    verdict = "meets" if d["meets_target"] else "BELOW"
    print(
        f"  ratio ours decisions/s ÷ chess plies/s = {d['ratio']:.2f} "
        f"({verdict} target >= {TARGET_RATIO:.1f})"
    )
    if o["unfinished_games"]:
        print(
            f"  WARNING: {o['unfinished_games']} game(s) stopped unfinished after "
            f"{MAX_DECISIONS_PER_GAME} decisions"
        )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument(
        "--games",
        type=int,
        default=50,
        help="at most this many vgwidget games per round (default 50)",
    )
    ap.add_argument(
        "--seconds",
        type=float,
        default=3.0,
        help="time budget per measurement, per side and round (default 3.0)",
    )
    ap.add_argument(
        "--rounds",
        type=int,
        default=5,
        help="interleaved rounds ours/chess; medians are reported (default 5)",
    )
    ap.add_argument(
        "--format",
        default="standard",
        help="game format for vgwidget (default standard; see --all-formats)",
    )
    ap.add_argument("--seed", type=int, default=1, help="first game seed (default 1)")
    ap.add_argument(
        "--all-formats",
        action="store_true",
        help="measure every format the engine has, then print a Markdown table",
    )
    ap.add_argument(
        "--extras",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="also time seek / undo / fork and the lookahead's playouts (default: on)",
    )
    ap.add_argument(
        "--chess-games",
        type=int,
        default=10_000,
        help="at most this many chess games per round (default: time-bound)",
    )
    ap.add_argument("--json", action="store_true", help="print one JSON object and nothing else")
    ap.add_argument(
        "--check",
        action="store_true",
        help=f"exit 1 when the ratio is below the target ({TARGET_RATIO})",
    )
    args = ap.parse_args(argv)
    if args.games < 1 or args.rounds < 1 or args.seconds <= 0 or args.chess_games < 1:
        ap.error("--games, --rounds and --chess-games must be >= 1 and --seconds > 0")

    try:
        import chess as chess_mod
    except ImportError:
        print(
            "bench_playout: python-chess is not installed (import chess failed); it is the "
            "reference this benchmark compares against.\n"
            "Install it with `pip install chess` (or `pip install -e '.[test]'`, `make bench`).",
            file=sys.stderr,
        )
        return 2
    try:
        from vgwidget.engine.game import Game
    except ImportError as exc:
        print(f"bench_playout: cannot import vgwidget.engine.game.Game: {exc}", file=sys.stderr)
        return 1

    if not args.json:
        print(
            f"bench_playout: {args.rounds} rounds x (ours then chess, alternating), "
            f"<= {args.games} games or ~{args.seconds:g}s each, format {args.format}",
            flush=True,
        )
    from vgwidget.engine.formats import FORMATS

    formats = sorted(FORMATS) if args.all_formats else [args.format]
    reports: list[dict[str, Any]] = []
    for fmt in formats:
        args.format = fmt
        try:
            rep = run(args, chess_mod, Game)
            d = rep.to_dict()
            if args.extras:
                d["extras"] = measure_extras(Game, fmt, args.seed)
        except Exception as exc:  # report engine errors as a failed benchmark, with context
            print(f"bench_playout: engine error: {type(exc).__name__}: {exc}", file=sys.stderr)
            raise
        reports.append(d)
        if not args.json:
            print_report(rep)
            x = d.get("extras")
            if x:
                print(
                    f"  seek {x['seek_us']:.1f} µs, undo {x['undo_us']:.1f} µs, fork "
                    f"{x['fork_end_us']:.1f} µs at the end / {x['fork_past_us']:.1f} µs in the "
                    f"past (medians); lookahead {x['lookahead_playouts_per_s']:,.0f} playouts "
                    "per CPU-second"
                )
    if args.json:
        print(json.dumps(reports[0] if len(reports) == 1 else reports, indent=2))
    elif len(reports) > 1 or args.all_formats:
        print()
        print(markdown_rows(reports))
    if args.check and not all(d["meets_target"] for d in reports):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
