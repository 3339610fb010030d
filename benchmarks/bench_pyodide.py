"""Random playouts in the browser's Python: decisions per second under Pyodide (Node) and CPython.

The same seeded random-playout loop as ``bench_playout.py`` (``Game.new(seed=s, format=f)``,
a random legal action at every decision from ``random.Random(s)``, the explain log on, one
warm-up game first) runs once in this CPython and once in Pyodide under Node -- the Pyodide
the playable pages ship (``js/node_modules/pyodide``, or ``--pyodide DIR``), with
``vgwidget.zip`` built as for a page (``vgwidget.widget.playable.package_zip``). Per format
it reports decisions/s and games/s on each side and Pyodide's share of CPython's speed.
CPython is measured before and after the Node run and the two are averaged, so a change of
load during the run shows as their spread.

    python benchmarks/bench_pyodide.py [--seconds 5] [--formats standard,classic,premium]
                                       [--pyodide DIR] [--json]

Exit status 0; 2 when Node or Pyodide's files are missing.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).resolve().parent.parent
if str(_ROOT) not in sys.path:
    sys.path.insert(0, str(_ROOT))

from vgwidget.widget.playable import PageError, find_pyodide, package_zip  # noqa: E402

PLAYOUT_PY = r"""
import random, time
from vgwidget.engine.game import Game

def _game(fmt, seed):
    g = Game.new(seed=seed, format=fmt)
    r = random.Random(seed)
    n = 0
    while not g.is_over:
        g.apply(r.choice(g.legal_actions()))
        n += 1
    return n

def bench(fmt, seconds, seed0=1):
    _game(fmt, 0)  # warm-up: every cache the engine fills on first use
    n = games = 0
    t0 = time.perf_counter()
    while True:
        n += _game(fmt, seed0 + games)
        games += 1
        elapsed = time.perf_counter() - t0
        if elapsed >= seconds:
            break
    return {"decisions": n, "games": games, "seconds": round(elapsed, 3),
            "decisions_per_s": round(n / elapsed, 1), "games_per_s": round(games / elapsed, 3)}
"""
"""The measured loop, run unchanged by both Pythons."""

NODE_JS = r"""
const [pyodideDir, zipPath, formats, seconds] = process.argv.slice(2);
const fs = require("fs");
const { loadPyodide } = require(pyodideDir + "/pyodide.js");
(async () => {
  const py = await loadPyodide({ indexURL: pyodideDir + "/", packages: [] });
  py.unpackArchive(new Uint8Array(fs.readFileSync(zipPath)), "zip", { extractDir: "/tmp/vgw" });
  py.runPython("import sys; sys.path.insert(0, '/tmp/vgw')");
  py.runPython(fs.readFileSync(zipPath + ".py", "utf8"));
  const out = {};
  for (const f of formats.split(",")) {
    const call = `import json; json.dumps(bench(${JSON.stringify(f)}, ${seconds}))`;
    out[f] = JSON.parse(py.runPython(call));
  }
  const version = py.runPython("import sys; sys.version.split()[0]");
  console.log(JSON.stringify({ python: version, results: out }));
})().catch((e) => { console.error(String(e)); process.exit(1); });
"""


def cpython(formats: list[str], seconds: float) -> dict[str, dict[str, Any]]:
    """The loop in this CPython, per format."""
    space: dict[str, Any] = {}
    exec(PLAYOUT_PY, space)  # (the very text Pyodide runs)
    return {f: space["bench"](f, seconds) for f in formats}


def pyodide(formats: list[str], seconds: float, folder: Path, node: str) -> dict[str, Any]:
    """The loop in Pyodide under Node, per format (one Node process, Pyodide loaded once)."""
    with tempfile.TemporaryDirectory() as tmp:
        z = package_zip(Path(tmp) / "vgwidget.zip")
        Path(str(z) + ".py").write_text(PLAYOUT_PY, encoding="utf-8")
        script = Path(tmp) / "bench.cjs"
        script.write_text(NODE_JS, encoding="utf-8")
        done = subprocess.run(
            [node, str(script), str(folder.resolve()), str(z), ",".join(formats), str(seconds)],
            capture_output=True,
            text=True,
            timeout=3600,
            check=False,
        )
    if done.returncode != 0:
        raise SystemExit(f"the Pyodide run failed: {done.stderr.strip()[-2000:]}")
    out: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=5.0, help="per format and side (5)")
    ap.add_argument("--formats", default="standard,classic,premium")
    ap.add_argument("--pyodide", default=None, help="Pyodide's files (js/node_modules/pyodide)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    formats = [f for f in args.formats.split(",") if f]
    node = shutil.which("node")
    try:
        folder = find_pyodide(args.pyodide)
    except PageError as e:
        print(e, file=sys.stderr)
        return 2
    if node is None:
        print("Node is not installed: the Pyodide run needs it", file=sys.stderr)
        return 2
    load0 = os.getloadavg()[0]
    before = cpython(formats, args.seconds)
    py = pyodide(formats, args.seconds, folder, node)
    after = cpython(formats, args.seconds)
    load1 = os.getloadavg()[0]
    rows = []
    for f in formats:
        c0, c1 = before[f]["decisions_per_s"], after[f]["decisions_per_s"]
        c = (c0 + c1) / 2
        p = py["results"][f]["decisions_per_s"]
        rows.append(
            {
                "format": f,
                "cpython_decisions_per_s": round(c, 1),
                "cpython_spread": [c0, c1],
                "pyodide_decisions_per_s": p,
                "pyodide_games_per_s": py["results"][f]["games_per_s"],
                "pyodide_share": round(p / c, 3),
            }
        )
    report = {
        "cpython": sys.version.split()[0],
        "pyodide_python": py["python"],
        "pyodide_folder": str(folder),
        "seconds": args.seconds,
        "load_average": [round(load0, 2), round(load1, 2)],
        "formats": rows,
    }
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(
        f"CPython {report['cpython']} vs Pyodide (Python {report['pyodide_python']}, Node), "
        f"{args.seconds:g} s a format and side; load average {load0:.1f} -> {load1:.1f}"
    )
    print(
        "| format | CPython decisions/s | Pyodide decisions/s | Pyodide games/s "
        "| Pyodide ÷ CPython |"
    )
    print("| --- | ---: | ---: | ---: | ---: |")
    for r in rows:
        lo, hi = r["cpython_spread"]
        print(
            f"| {r['format']} | {r['cpython_decisions_per_s']:,.0f} ({lo:,.0f}–{hi:,.0f}) | "
            f"{r['pyodide_decisions_per_s']:,.0f} | {r['pyodide_games_per_s']:.2f} | "
            f"{r['pyodide_share']:.2f} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
