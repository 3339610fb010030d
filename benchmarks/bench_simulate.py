"""``simulate``'s throughput: games per second in one process, on local worker processes and on
a Dask LocalCluster.

The same seeded run (``simulate(games=N, format=F, levels=L)``, the format's teaching decks)
is played three ways, one after the other: ``jobs=1`` (in this process), ``jobs=J`` local
worker processes, and a ``distributed.LocalCluster`` of ``J`` single-threaded worker
processes (``dask=client``; the optional ``scale`` extra). Wall clock from the call to the
last game's row, start-up of the pool or of the cluster included (the cluster is started
before the clock runs: a long-lived cluster is how Dask is used). The three runs must give
the same rows (a run's figures do not depend on where its games were played): the script
checks it.

    python benchmarks/bench_simulate.py [--games 200] [--jobs 2] [--format standard]
                                        [--levels greedy,greedy] [--json]

Exit status 0; 1 when the three runs differ; the Dask run is skipped (said so) without Dask.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).resolve().parent.parent
if str(_ROOT) not in sys.path:
    sys.path.insert(0, str(_ROOT))

from vgwidget.simulate import Simulation, simulate  # noqa: E402


def timed(**kw: Any) -> tuple[Simulation, float]:
    """One run and its wall-clock seconds."""
    t0 = time.perf_counter()
    sim = simulate(**kw)
    return sim, time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=2, help="local processes and Dask workers (2)")
    ap.add_argument("--format", default="standard")
    ap.add_argument("--levels", default="greedy,greedy")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    levels = tuple(args.levels.split(","))
    base: dict[str, Any] = {"games": args.games, "format": args.format, "levels": levels}
    load0 = os.getloadavg()[0]
    runs: dict[str, Any] = {}
    one, t1 = timed(jobs=1, **base)
    runs["1 process"] = t1
    many, tj = timed(jobs=args.jobs, **base)
    runs[f"{args.jobs} processes"] = tj
    same = one.rows == many.rows
    try:
        distributed = importlib.import_module("distributed")
    except ImportError:
        distributed = None
    dask_note = "Dask is not installed (pip install 'vgwidget[scale]'): skipped"
    if distributed is not None:
        cluster = distributed.LocalCluster(
            n_workers=args.jobs, threads_per_worker=1, processes=True, dashboard_address=None
        )
        client = distributed.Client(cluster)
        try:
            on_dask, td = timed(dask=client, **base)
        finally:
            client.close()
            cluster.close()
        runs[f"Dask LocalCluster, {args.jobs} workers"] = td
        same = same and on_dask.rows == one.rows
        dask_note = f"dask {importlib.import_module('dask').__version__}"
    load1 = os.getloadavg()[0]
    report = {
        "games": args.games,
        "format": args.format,
        "levels": list(levels),
        "cpus": os.cpu_count(),
        "load_average": [round(load0, 2), round(load1, 2)],
        "dask": dask_note,
        "same_rows": same,
        "runs": {
            k: {"seconds": round(v, 2), "games_per_s": round(args.games / v, 2)}
            for k, v in runs.items()
        },
    }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(
            f"simulate: {args.games} {args.format} games, {'-'.join(levels)}; "
            f"{os.cpu_count()} CPUs, load average {load0:.1f} -> {load1:.1f}; {dask_note}"
        )
        print("| run | seconds | games/s |")
        print("| --- | ---: | ---: |")
        for k, v in runs.items():
            print(f"| {k} | {v:.1f} | {args.games / v:.1f} |")
        print("same rows in every run:", same)
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
