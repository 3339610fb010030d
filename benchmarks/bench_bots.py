"""Strength of the computer opponents: the levels play each other, with confidence intervals.

For every pair of levels (random-greedy, greedy-lookahead, random-lookahead) and every format
asked for, ``--games`` seeded games are played: game ``k`` uses engine seed ``k`` and bot seeds
derived from ``k``, and the seats alternate (even ``k``: the first level of the pair is
Player 1; odd ``k``: Player 2), so both levels play both seats equally often. A draw counts
half a win. Reported per pair: the stronger level's win rate with a 95 % Wilson confidence
interval, the win rate of each level by seat, the average game length, and the time taken.

    python benchmarks/bench_bots.py [--games 200] [--formats standard,classic]
                                    [--pairs random-greedy,greedy-lookahead,random-lookahead]
                                    [--jobs 2] [--playouts 48] [--json]
                                    [--out GAMES.jsonl] [--from GAMES.jsonl]

Exit status 0; 1 with ``--check`` when a stronger level's interval does not lie above 50 %.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).resolve().parent.parent
if str(_ROOT) not in sys.path:
    sys.path.insert(0, str(_ROOT))

PAIRS = ("random-greedy", "greedy-lookahead", "random-lookahead")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate ``wins / n``."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def play_one(job: tuple[str, str, str, int, int]) -> dict[str, Any]:
    """One game of a pair: who won (``a``, ``b`` or ``draw``), seats, length, lookahead work."""
    from vgwidget import bots
    from vgwidget.engine.game import Game

    fmt, a, b, k, playouts = job
    opts = {"playouts": playouts}
    bot_a = bots.make(a, seed=2 * k, **(opts if a == "lookahead" else {}))
    bot_b = bots.make(b, seed=2 * k + 1, **(opts if b == "lookahead" else {}))
    seats = [bot_a, bot_b] if k % 2 == 0 else [bot_b, bot_a]
    g = Game.new(seed=k, format=fmt)
    t0 = time.process_time()
    n = bots.play_out(g, seats, max_decisions=5_000)
    r = g.result
    if r is None:
        winner = "unfinished"
    elif r.winner is None:
        winner = "draw"
    else:
        winner = "a" if (r.winner == 0) == (k % 2 == 0) else "b"
    work = sum(getattr(x, "stats_playouts", 0) for x in seats)
    return {
        "format": fmt,
        "pair": f"{a}-{b}",
        "seed": k,
        "a_seat": 0 if k % 2 == 0 else 1,
        "winner": winner,
        "decisions": n,
        "cpu": time.process_time() - t0,
        "playouts": work,
    }


def summarise(rows: list[dict[str, Any]], a: str, b: str) -> dict[str, Any]:
    n = len(rows)
    score_a = sum(
        1.0 if r["winner"] == "a" else 0.5 if r["winner"] == "draw" else 0.0 for r in rows
    )
    score_b = n - score_a
    strong, weak, score = (a, b, score_a) if score_a >= score_b else (b, a, score_b)
    lo, hi = wilson(score, n)
    by_seat: dict[str, Any] = {}
    for level, tag in ((a, "a"), (b, "b")):
        for seat in (0, 1):
            games = [r for r in rows if (r["a_seat"] == seat) == (tag == "a")]
            won = sum(r["winner"] == tag for r in games) + 0.5 * sum(
                r["winner"] == "draw" for r in games
            )
            by_seat[f"{level} as Player {seat + 1}"] = round(won / len(games), 3) if games else None
    cpu = sum(r["cpu"] for r in rows)
    playouts = sum(r["playouts"] for r in rows)
    return {
        "games": n,
        "stronger": strong,
        "weaker": weak,
        "win_rate": round(score / n, 3) if n else 0.0,
        "ci95": [round(lo, 3), round(hi, 3)],
        "clear": lo > 0.5,
        "by_seat": by_seat,
        "draws": sum(r["winner"] == "draw" for r in rows),
        "unfinished": sum(r["winner"] == "unfinished" for r in rows),
        "decisions_per_game": round(sum(r["decisions"] for r in rows) / n, 1) if n else 0.0,
        "cpu_seconds": round(cpu, 1),
        "lookahead_playouts_per_cpu_s": round(playouts / cpu, 1) if playouts and cpu else None,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--games", type=int, default=200, help="games per pair and format (200)")
    ap.add_argument("--formats", default="standard,classic")
    ap.add_argument("--pairs", default=",".join(PAIRS))
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--playouts", type=int, default=48, help="the lookahead's budget (48)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--check", action="store_true")
    ap.add_argument(
        "--out", help="append every finished game to this JSON-lines file (resumed if it exists)"
    )
    ap.add_argument(
        "--from", dest="from_file", help="play nothing: summarise the games of a --out file"
    )
    args = ap.parse_args(argv)
    formats = [f for f in args.formats.split(",") if f]
    pairs = [tuple(p.split("-")) for p in args.pairs.split(",") if p]
    if args.games < 1 or args.jobs < 1 or any(len(p) != 2 for p in pairs):
        ap.error("--games and --jobs are >= 1; a pair is LEVEL-LEVEL")
    # format by format; within one, game k of every pair before game k + 1 of any: a run
    # stopped early still holds about as many games of each pair (see --out and --from)
    jobs = [
        (fmt, a, b, k, args.playouts)
        for fmt in formats
        for k in range(args.games)
        for a, b in pairs
    ]
    t0 = time.perf_counter()
    rows: list[dict[str, Any]] = []
    done_file = args.from_file or (args.out if args.out and Path(args.out).exists() else None)
    if done_file:
        # the games already played (a --from file, or an --out file being resumed)
        seen: set[tuple[str, str, int]] = set()
        with open(done_file, encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    r = json.loads(line)
                    key = (r["format"], r["pair"], r["seed"])
                    if key not in seen:
                        seen.add(key)
                        rows.append(r)
        jobs = (
            []
            if args.from_file
            else [j for j in jobs if (j[0], f"{j[1]}-{j[2]}", j[3]) not in seen]
        )
    out = open(args.out, "a", encoding="utf-8") if args.out else None  # noqa: SIM115
    ex = ProcessPoolExecutor(args.jobs) if args.jobs > 1 and jobs else None
    try:
        results: Any = (
            map(play_one, jobs)
            if ex is None
            else (f.result() for f in as_completed([ex.submit(play_one, j) for j in jobs]))
        )
        for row in results:
            rows.append(row)
            if out is not None:
                out.write(json.dumps(row) + "\n")
                out.flush()
    finally:
        if out is not None:
            out.close()
        if ex is not None:
            ex.shutdown(cancel_futures=True)
    formats = [f for f in formats if any(r["format"] == f for r in rows)]
    wall = time.perf_counter() - t0
    report: dict[str, Any] = {
        "benchmark": "bots",
        "games_per_pair": args.games,
        "lookahead_playouts": args.playouts,
        "jobs": args.jobs,
        "wall_seconds": round(wall, 1),
        "results": {},
    }
    ok = True
    for fmt in formats:
        for a, b in pairs:
            sel = [r for r in rows if r["format"] == fmt and r["pair"] == f"{a}-{b}"]
            s = summarise(sel, a, b)
            report["results"][f"{fmt} {a}-{b}"] = s
            ok &= s["clear"]
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(
            f"bench_bots: {'the games of ' + args.from_file if args.from_file else args.games}"
            f"{'' if args.from_file else ' games'} per pair and format, seats alternating, "
            f"lookahead {args.playouts} playouts/decision, {args.jobs} jobs, {wall:.0f}s"
        )
        for key, s in report["results"].items():
            lo, hi = s["ci95"]
            la = s["lookahead_playouts_per_cpu_s"]
            print(
                f"  {key:28s} {s['stronger']:>9s} beats {s['weaker']:<9s} "
                f"{100 * s['win_rate']:5.1f}% [95% CI {100 * lo:5.1f}-{100 * hi:5.1f}]"
                f"{'' if s['clear'] else '  (NOT clear)'}  {s['decisions_per_game']} decisions/game"
                + (f", lookahead {la} playouts/cpu-s" if la else "")
            )
            print("      by seat: " + ", ".join(f"{k} {v}" for k, v in s["by_seat"].items()))
    return 1 if args.check and not ok else 0


if __name__ == "__main__":
    sys.exit(main())
