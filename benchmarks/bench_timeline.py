"""Timeline speed: seek, undo and fork on a recorded 1,000-decision game.

What is measured
----------------
A seeded game is played to 1,000 decisions by a random chooser that likes moving rear-guards
(moves are unlimited in the main phase, so the game lasts long enough), saved as a JSON game
record, and loaded back with ``Game.from_json`` (which replays and verifies every decision).
On the loaded game:

* **seek**: ``game.seek(n)`` to uniformly random events ``n`` (both directions, any event,
  not only decision points), timed one by one. Target: **p99 < 5 ms**.
* **undo**: ``game.undo()`` from the end, one decision at a time, timed one by one (the game
  is reloaded for each round). Target: **median < 10 µs**.
* **fork**: ``game.fork()`` at the live end and at a past decision point, for games of 10,
  100, 1,000 (and ``--long``) decisions. Target: **independent of history length** (the fork
  shares the immutable states and the decision list instead of copying them): the slowest
  median is reported against the fastest.

Also reported: record size, save and load (replay + verify) times.

Usage::

    python benchmarks/bench_timeline.py [--decisions 1000] [--seeks 20000] [--rounds 5]
                                        [--seed 1] [--json] [--check]

Exit status: 0, or 1 with ``--check`` when a target is missed.
"""

from __future__ import annotations

import argparse
import gc
import json
import platform
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).resolve().parent.parent
if str(_ROOT) not in sys.path:
    sys.path.insert(0, str(_ROOT))

from vgwidget.engine.game import Game  # noqa: E402

SEEK_P99_MS = 5.0
UNDO_MEDIAN_US = 10.0
FORK_SPREAD = 3.0
"""Fork is "independent of history length" if its slowest median is within this factor of the
fastest (timer noise at the microsecond scale)."""


def long_game(decisions: int, seed: int) -> Game:
    """A game of exactly ``decisions`` decisions (raises if it ends sooner)."""
    for attempt in range(50):
        g = Game.new(seed=seed + attempt)
        chooser = random.Random(seed + attempt)
        bias = min(0.99, 0.8 + 0.02 * attempt)  # how much the chooser likes moving
        while len(g.actions) < decisions and not g.is_over:
            acts = g.legal_actions()
            moves = [a for a in acts if a.kind == "move"]
            if moves and chooser.random() < bias:
                g.apply(chooser.choice(moves))
            else:
                g.apply(chooser.choice(acts))
        if len(g.actions) == decisions:
            return g
    raise RuntimeError(f"no game reached {decisions} decisions")


def pct(xs: list[float], p: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def bench_seek(g: Game, n: int, seed: int) -> dict[str, float]:
    rnd = random.Random(seed)
    targets = [rnd.randrange(g.first_event, g.last_event + 1) for _ in range(n)]
    times = []
    clock = time.perf_counter_ns
    for t in targets:
        t0 = clock()
        g.seek(t)
        times.append((clock() - t0) / 1e6)
    g.seek_end()
    return {
        "seeks": n,
        "median_ms": statistics.median(times),
        "p99_ms": pct(times, 99),
        "max_ms": max(times),
    }


def bench_undo(text: str, rounds: int) -> dict[str, float]:
    times: list[float] = []
    clock = time.perf_counter_ns
    for _ in range(rounds):
        g = Game.from_json(text)
        gc.disable()
        try:
            while g.actions:
                t0 = clock()
                g.undo()
                times.append((clock() - t0) / 1e3)
        finally:
            gc.enable()
    return {
        "undos": len(times),
        "median_us": statistics.median(times),
        "p99_us": pct(times, 99),
        "max_us": max(times),
    }


def bench_fork(lengths: list[int], seed: int, repeat: int) -> list[dict[str, Any]]:
    out = []
    clock = time.perf_counter_ns
    base = long_game(max(lengths), seed)
    for n in lengths:
        g = Game.new(seed=base.seed or 0)
        for a in base.all_decisions()[:n]:
            g.apply(a)
        at_end, at_past = [], []
        mid = g._marks[len(g._marks) // 2] - 1  # a past decision point
        for _ in range(repeat):
            t0 = clock()
            g.fork()
            at_end.append((clock() - t0) / 1e3)
        g.seek(mid)
        for _ in range(repeat):
            t0 = clock()
            g.fork()
            at_past.append((clock() - t0) / 1e3)
        g.seek_end()
        out.append(
            {
                "decisions": n,
                "events": len(g.events),
                "fork_end_median_us": statistics.median(at_end),
                "fork_past_median_us": statistics.median(at_past),
            }
        )
    return out


def run(args: argparse.Namespace) -> dict[str, Any]:
    t0 = time.perf_counter()
    g = long_game(args.decisions, args.seed)
    play_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    text = g.to_json()
    save_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    loaded = Game.from_json(text)
    load_s = time.perf_counter() - t0
    assert [e.text for e in loaded.events] == [e.text for e in g.events]
    seek = bench_seek(loaded, args.seeks, args.seed)
    undo = bench_undo(text, args.rounds)
    lengths = [10, 100, args.decisions] + ([args.long] if args.long else [])
    fork = bench_fork(sorted(set(lengths)), args.seed, args.fork_repeat)
    medians = [f["fork_end_median_us"] for f in fork] + [f["fork_past_median_us"] for f in fork]
    spread = max(medians) / min(medians)
    return {
        "benchmark": "timeline",
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "game": {
            "decisions": len(loaded.actions),
            "events": len(loaded.events),
            "record_bytes": len(text.encode()),
            "play_s": play_s,
            "save_s": save_s,
            "load_replay_verify_s": load_s,
        },
        "seek": seek,
        "undo": undo,
        "fork": fork,
        "fork_spread": spread,
        "targets": {
            "seek_p99_ms": SEEK_P99_MS,
            "undo_median_us": UNDO_MEDIAN_US,
            "fork_spread": FORK_SPREAD,
        },
        "meets": {
            "seek": seek["p99_ms"] < SEEK_P99_MS,
            "undo": undo["median_us"] < UNDO_MEDIAN_US,
            "fork": spread < FORK_SPREAD,
        },
    }


def print_report(r: dict[str, Any]) -> None:
    g = r["game"]
    print(
        f"vgwidget timeline — Python {r['python']} ({r['implementation']}, {r['machine']})\n"
        f"  game: {g['decisions']} decisions, {g['events']} events; record {g['record_bytes']:,} "
        f"bytes, saved in {g['save_s'] * 1e3:.1f} ms, loaded (replayed and verified) in "
        f"{g['load_replay_verify_s'] * 1e3:.1f} ms"
    )
    s, u = r["seek"], r["undo"]
    ok = r["meets"]
    print(
        f"  seek : {s['seeks']} random events: median {s['median_ms'] * 1e3:.2f} µs, "
        f"p99 {s['p99_ms'] * 1e3:.2f} µs, max {s['max_ms'] * 1e3:.1f} µs "
        f"(target p99 < {SEEK_P99_MS:g} ms: {'ok' if ok['seek'] else 'MISSED'})"
    )
    print(
        f"  undo : {u['undos']} undos: median {u['median_us']:.2f} µs, p99 {u['p99_us']:.2f} µs, "
        f"max {u['max_us']:.1f} µs (target median < {UNDO_MEDIAN_US:g} µs: "
        f"{'ok' if ok['undo'] else 'MISSED'})"
    )
    for f in r["fork"]:
        print(
            f"  fork : {f['decisions']:5d} decisions ({f['events']:6d} events): at the end "
            f"{f['fork_end_median_us']:.2f} µs, at a past decision "
            f"{f['fork_past_median_us']:.2f} µs"
        )
    print(
        f"  fork spread (slowest / fastest median) {r['fork_spread']:.2f} "
        f"(target < {FORK_SPREAD:g}: {'ok' if ok['fork'] else 'MISSED'})"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--decisions", type=int, default=1000, help="decisions in the game (1000)")
    ap.add_argument("--seeks", type=int, default=20_000, help="random seeks timed (20000)")
    ap.add_argument("--rounds", type=int, default=5, help="undo rounds (the whole game each)")
    ap.add_argument("--fork-repeat", type=int, default=2000, help="forks timed per length")
    ap.add_argument("--long", type=int, default=5000, help="also fork a game this long (0: no)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--check", action="store_true", help="exit 1 if a target is missed")
    args = ap.parse_args(argv)
    r = run(args)
    if args.json:
        print(json.dumps(r, indent=2))
    else:
        print_report(r)
    if args.check and not all(r["meets"].values()):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
