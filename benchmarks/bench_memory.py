"""Memory: what a game of 1,000 decisions holds, with its undo history and its record.

What is measured
----------------
The game of ``bench_timeline.py`` (``long_game``: a seeded game played to exactly 1,000
decisions by a random chooser that likes moving rear-guards, so that it lasts) is played once
to warm up (every cache the engine fills on first use is filled then), thrown away, and played
again under :mod:`tracemalloc`. **Held** is the memory still allocated, after a garbage
collection, by everything made since the second game began: the game with its explain log
(``events``), a snapshot per event (``snapshots``), the undo history (the state before each
decision) and the decisions, plus its JSON game record (``to_json()``). tracemalloc counts
Python's own allocations, so the figure is the same run after run (no sampling, no load).
Target: **held <= 2 MB** (``tests/test_memory.py`` holds it).

Then the held objects are shared out, each counted once, in this order: the snapshots (every
object reachable from ``game.snapshots`` -- states, player states, zone tuples -- that the
game made), the explain log (events, their texts and card tuples), the undo history and the
decisions (what is left), and the record text. **One snapshot** costs the snapshots' share
divided by the number of events: the new objects one event's state adds, everything it does
not change being shared with the state before (``State`` is an immutable tree).

Usage::

    python benchmarks/bench_memory.py [--decisions 1000] [--seed 1] [--json]

Exit status: 0; 1 when held exceeds the target.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
import tracemalloc
from collections.abc import Iterable
from pathlib import Path
from typing import Any

_HERE = Path(__file__).resolve().parent
for _p in (str(_HERE.parent), str(_HERE)):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from bench_timeline import long_game  # noqa: E402

from vgwidget.engine.cards import default_pool  # noqa: E402
from vgwidget.engine.game import Game  # noqa: E402

TARGET_BYTES = 2_000_000
"""2 MB for a game of 1,000 decisions with its undo history and its record."""


def _new_size(roots: Iterable[object], counted: set[int]) -> tuple[int, int]:
    """Bytes and number of the objects reachable from ``roots`` that were allocated while
    tracemalloc traced and are not in ``counted`` yet (which they join)."""
    total = n = 0
    stack = list(roots)
    own = {id(o) for o in stack}
    while stack:
        o = stack.pop()
        if id(o) in counted:
            continue
        if id(o) not in own and tracemalloc.get_object_traceback(o) is None:
            continue  # made before the game (cards, rule names ...): not the game's
        counted.add(id(o))
        total += sys.getsizeof(o)
        n += 1
        stack.extend(gc.get_referents(o))
    return total, n


def measure(decisions: int = 1000, seed: int = 1) -> dict[str, Any]:
    """Memory held by a ``decisions``-decision game, its undo history and its record."""
    default_pool()
    warm = long_game(decisions, seed)
    Game.from_json(warm.to_json())
    del warm
    gc.collect()
    was_tracing = tracemalloc.is_tracing()
    if not was_tracing:
        tracemalloc.start()
    try:
        gc.collect()
        start = tracemalloc.get_traced_memory()[0]
        g = long_game(decisions, seed)
        record = g.to_json()
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - start
        counted: set[int] = {id(g.snapshots), id(g.events)}
        snaps, n_objects = _new_size(g.snapshots, counted)
        snaps += sys.getsizeof(g.snapshots)
        log, _ = _new_size(g.events, counted)
        log += sys.getsizeof(g.events)
        rest, _ = _new_size([g], counted)
    finally:
        if not was_tracing:
            tracemalloc.stop()
    states = len({id(s) for s in g.snapshots})
    return {
        "decisions": len(g.actions),
        "events": len(g.events),
        "held_bytes": held,
        "target_bytes": TARGET_BYTES,
        "snapshots_bytes": snaps,
        "snapshot_bytes_each": round(snaps / len(g.events)),
        "snapshot_objects_each": round(n_objects / len(g.events), 2),
        "distinct_states": states,
        "log_bytes": log,
        "undo_and_decisions_bytes": rest,
        "record_bytes": sys.getsizeof(record),
        "bytes_per_decision": round(held / len(g.actions)),
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decisions", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    m = measure(a.decisions, a.seed)
    if a.json:
        print(json.dumps(m))
    else:
        kb = 1000
        print(
            f"game of {m['decisions']} decisions, {m['events']} events: held "
            f"{m['held_bytes'] / kb:,.0f} kB (target <= {TARGET_BYTES / kb:,.0f} kB), "
            f"{m['bytes_per_decision']:,} bytes per decision"
        )
        print(
            f"  snapshots {m['snapshots_bytes'] / kb:,.0f} kB: one snapshot costs "
            f"{m['snapshot_bytes_each']} bytes ({m['snapshot_objects_each']} new objects; "
            f"{m['distinct_states']} distinct states for {m['events']} events)"
        )
        print(f"  explain log {m['log_bytes'] / kb:,.0f} kB (events, texts, card tuples)")
        print(
            f"  undo history and decisions {m['undo_and_decisions_bytes'] / kb:,.0f} kB "
            "(the state before each decision, the actions)"
        )
        print(f"  JSON record {m['record_bytes'] / kb:,.0f} kB")
    return 0 if m["held_bytes"] <= TARGET_BYTES else 1


if __name__ == "__main__":
    sys.exit(main())
