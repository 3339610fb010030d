"""How long the tutorial notebooks take to run, one by one and in total.

Each ``tutorials/NN-*.ipynb`` is executed top to bottom with nbclient in a fresh ``python3``
kernel (the kernel of the Python running this script), the way ``make test``'s notebook stage
and a learner's "Run All" do. Reported per notebook: the wall-clock time including the
kernel's start-up, and the time spent in the cells alone; then the totals, against the
target of running every tutorial in under 60 seconds.

Usage::

    python benchmarks/bench_tutorials.py [--repeat N] [--json] [--check] [NN ...]

``NN`` limits the run to some notebooks (by number prefix). With ``--repeat N`` every
notebook runs N times and the median is reported. Exit status: 1 if a notebook fails, or
with ``--check`` if the total is over the target.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
TARGET_SECONDS = 60.0


def run_notebook(path: Path, timeout: int = 300) -> tuple[float, float]:
    """Execute one notebook (not saved); returns (wall seconds, seconds in cells)."""
    import nbformat
    from nbclient import NotebookClient

    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        record_timing=True,
    )
    t0 = time.perf_counter()
    client.execute()
    wall = time.perf_counter() - t0
    in_cells = 0.0
    for cell in nb.cells:
        timing = cell.get("metadata", {}).get("execution", {})
        start, end = timing.get("iopub.execute_input"), timing.get("shell.execute_reply")
        if start and end:
            in_cells += _seconds(end) - _seconds(start)
    return wall, in_cells


def _seconds(stamp: str) -> float:
    from datetime import datetime

    return datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Time every tutorial notebook (nbclient).")
    ap.add_argument("only", nargs="*", help="two-digit notebook numbers (default: all)")
    ap.add_argument("--timeout", type=int, default=300, help="seconds allowed per notebook")
    ap.add_argument("--repeat", type=int, default=1, help="runs per notebook (median reported)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--check", action="store_true", help=f"exit 1 if over {TARGET_SECONDS:.0f} s")
    # `make bench BENCH_ARGS=...` passes the same flags to every benchmark: ignore the others'.
    args, ignored = ap.parse_known_args(argv)
    ignored += [o for o in args.only if not (len(o) == 2 and o.isdigit())]
    args.only = [o for o in args.only if len(o) == 2 and o.isdigit()]
    if ignored and not args.json:
        print(f"(ignoring flags meant for other benchmarks: {' '.join(ignored)})")

    # The kernelspec runs "python": make it this interpreter (the project venv).
    bin_dir = str(Path(sys.executable).parent)
    os.environ["PATH"] = bin_dir + os.pathsep + os.environ.get("PATH", "")

    paths = sorted(TUTORIALS.glob("[0-9][0-9]-*.ipynb"))
    if args.only:
        paths = [p for p in paths if any(p.name.startswith(o) for o in args.only)]
    if not paths:
        print("no tutorial notebooks found", file=sys.stderr)
        return 1

    rows: list[dict[str, Any]] = []
    failed = False
    for path in paths:
        walls, cells = [], []
        error = None
        for _ in range(max(1, args.repeat)):
            try:
                w, c = run_notebook(path, timeout=args.timeout)
            except Exception as e:  # noqa: BLE001 - report and go on
                error = f"{type(e).__name__}: {str(e).strip().splitlines()[-1][:200]}"
                failed = True
                break
            walls.append(w)
            cells.append(c)
        row: dict[str, Any] = {"notebook": path.name}
        if error:
            row["error"] = error
        else:
            row["seconds"] = round(statistics.median(walls), 3)
            row["cells_seconds"] = round(statistics.median(cells), 3)
        rows.append(row)
        if not args.json:
            if error:
                print(f"{path.name:<36} FAILED  {error}")
            else:
                secs, cells_secs = row["seconds"], row["cells_seconds"]
                print(f"{path.name:<36} {secs:6.2f} s   (cells {cells_secs:5.2f} s)")

    total = sum(r.get("seconds", 0.0) for r in rows)
    in_cells = sum(r.get("cells_seconds", 0.0) for r in rows)
    ok = total < TARGET_SECONDS and not failed
    summary = {
        "notebooks": rows,
        "total_seconds": round(total, 3),
        "total_cells_seconds": round(in_cells, 3),
        "target_seconds": TARGET_SECONDS,
        "meets_target": ok,
        "repeat": args.repeat,
        "python": platform.python_version(),
        "machine": platform.platform(),
        "cpus": os.cpu_count(),
    }
    if args.json:
        print(json.dumps(summary, indent=1))
    else:
        print("-" * 64)
        label = f"total ({len(rows)} notebooks)"
        print(
            f"{label:<36} {total:6.2f} s   (cells {in_cells:5.2f} s)"
            f"   target < {TARGET_SECONDS:.0f} s: {'met' if ok else 'NOT met'}"
        )
    if failed:
        return 1
    return 1 if args.check and not ok else 0


if __name__ == "__main__":
    sys.exit(main())
