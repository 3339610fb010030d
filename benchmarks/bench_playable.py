"""Playable course page figures (``vgwidget export --playable``), in Debian chromium:

* the folder's size, by part (Pyodide's core, vgwidget.zip, the widget's front end);
* the time to the first drawn board (drawn from the folder's copy of the worker's first state,
  before Pyodide has started) and to the first playable board (the worker has started and
  answered: the controls work) from a local static server, cold (a new browser context:
  nothing cached) and cached (the same page reloaded), with the worker's own stages (when
  pyodide.js was loaded, Pyodide ready, vgwidget.zip unpacked, vgwidget imported, the first
  board posted: seconds since the worker started) and the Python CPU time of the imports and
  of the first board (``imported_cpu``, ``board_cpu``);
* decisions per second in the page: the engine alone in the worker (random games), and through
  the widget (a move sent by the page's model until the board has the new frames);
* the computer's think time per move at each level, in the worker.

    python benchmarks/bench_playable.py [--runs 3] [--seconds 3] [--json]

Goals (issue 22): first board under 5 s cold; each move of ``greedy`` under 300 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from vgwidget.widget.playable import write_playable

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]

# Run inside the worker (Pyodide) through the session's own Python: the engine's decisions per
# second in random games, and each level's think time per move against random moves.
IN_WORKER = """
import json, random, statistics, time
from vgwidget import bots
from vgwidget.engine.game import Game

def engine_rate(seconds):
    n, seed, t0 = 0, 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        g, rnd = Game.new(seed=seed), random.Random(seed)
        seed += 1
        while not g.is_over and time.perf_counter() - t0 < seconds:
            g.apply(rnd.choice(g.legal_actions()))
            n += 1
    return json.dumps(n / (time.perf_counter() - t0))

def think(level, moves):
    times, seed = [], 1
    while len(times) < moves:
        g, rnd, bot = Game.new(seed=seed), random.Random(seed), bots.make(level, seed=seed)
        seed += 1
        while not g.is_over and len(times) < moves:
            if g.current_player == 1:
                t = time.perf_counter()
                a = bot.choose(g, 1)
                times.append((time.perf_counter() - t) * 1000)
            else:
                a = rnd.choice(g.legal_actions())
            g.apply(a)
    times.sort()
    return json.dumps({"moves": len(times), "median_ms": statistics.median(times),
                       "p90_ms": times[int(0.9 * (len(times) - 1))], "max_ms": times[-1]})
"""

# worker.evaluate: the session's Python globals reach ``exec`` (what devtools can do too)
RUN_PY = """async ([code, call]) => {
  const s = await session;
  const g = s.widget.__class__.__init__.__globals__;
  const b = g.get("__builtins__");
  const ns = b.get("dict")();
  ns.set("__builtins__", b);
  b.get("exec")(code, ns);
  return b.get("eval")(call, ns);
}"""

# page.evaluate: ``n`` moves sent through the page's model, each awaited until the board's
# cursor moves to the new end; decisions per second through the widget
WIDGET_RATE = """async (n) => {
  const m = window.__vgwModel;
  const t0 = performance.now();
  let done = 0;
  for (let i = 0; i < n; i++) {
    const acts = m.get("_actions") || [];
    if (!acts.length) break;
    const a = acts[(i * 7) % acts.length].a;
    await new Promise((resolve) => {
      const cb = () => { m.off("change:cursor", cb); resolve(null); };
      m.on("change:cursor", cb);
      m.send({ type: "action", action: a });
    });
    done++;
  }
  return done / ((performance.now() - t0) / 1000);
}"""


def folder_size(root: Path) -> dict[str, int]:
    parts = {
        "pyodide/": 0,
        "vgwidget.zip": 0,
        "snapshot.bin.gz": 0,
        "vgwidget-data.zip": 0,
        "front end (js, css, html)": 0,
        "game.json": 0,
    }
    for p in root.rglob("*"):
        if not p.is_file():
            continue
        rel = p.relative_to(root).as_posix()
        key = next((k for k in parts if rel.startswith(k)), "front end (js, css, html)")
        parts[key] += p.stat().st_size
    parts["total"] = sum(parts.values())
    return parts


MARK = "(n) => { const e = performance.getEntriesByName(n)[0]; return e ? e.startTime : null; }"
"""A performance mark of the page (``vgw-board``: the first board drawn; ``vgw-playable``: the
worker answered, the controls work), in ms since the navigation started."""


def first_board(page: Any, url: str, reload: bool = False) -> dict[str, float]:
    """The first drawn board (the page's copy of the worker's first state, before Pyodide has
    started) and the first playable board (the worker started and answered), in seconds since
    the navigation started, read from the page's own marks; ``wall_playable_s``: the same
    end as this process saw it, from the call to ``goto``/``reload``."""
    t = time.perf_counter()
    if reload:
        page.reload()
    else:
        page.goto(url)
    page.wait_for_function("() => window.__vgwPlayableMs !== undefined", timeout=120000)
    wall = time.perf_counter() - t
    stages = page.evaluate("window.__vgwModel.timing")
    return {
        "drawn_s": page.evaluate(MARK, "vgw-board") / 1000,
        "playable_s": page.evaluate(MARK, "vgw-playable") / 1000,
        "wall_playable_s": wall,
        **{f"worker_{k}_s": v / 1000 for k, v in stages.items()},
    }


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--runs", type=int, default=3, help="page loads per figure (3)")
    ap.add_argument("--seconds", type=float, default=3.0, help="engine rate run time (3 s)")
    ap.add_argument("--widget-moves", type=int, default=100)
    ap.add_argument("--json", action="store_true")
    ap.add_argument(
        "--no-bytecode",
        action="store_true",
        help="ship vgwidget.zip without Pyodide's bytecode (the page compiles the modules)",
    )
    ap.add_argument(
        "--snapshot",
        action="store_true",
        help="write the folder with Pyodide's memory snapshot (export --playable --snapshot)",
    )
    ap.add_argument(
        "--first-only",
        action="store_true",
        help="measure the first board only (no engine rate, no think times)",
    )
    a = ap.parse_args()
    out: dict[str, Any] = {"load": os.getloadavg()[0]}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        write_playable(
            root / "page",
            {"seed": 3, "perspective": None},
            title="bench",
            bytecode=not a.no_bytecode,
            snapshot=a.snapshot,
        )
        settings = json.loads((root / "page" / "game.json").read_text(encoding="utf-8"))
        out["bytecode"] = settings["compiled"]
        out["snapshot"] = bool(settings["snapshot"])
        out["size"] = folder_size(root / "page")
        port = 8700 + os.getpid() % 200
        server = subprocess.Popen(
            [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
            cwd=root,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        url = f"http://127.0.0.1:{port}/page/index.html"
        try:
            for _ in range(50):
                try:
                    urllib.request.urlopen(url, timeout=2)
                    break
                except OSError:
                    time.sleep(0.2)
            with sync_playwright() as p:
                b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
                cold, cached = [], []
                for _ in range(a.runs):
                    ctx = b.new_context()
                    page = ctx.new_page()
                    cold.append(first_board(page, url))
                    cached.append(first_board(page, url, reload=True))
                    ctx.close()
                out["cold"] = {k: statistics.median(r[k] for r in cold) for k in cold[0]}
                out["cached"] = {k: statistics.median(r[k] for r in cached) for k in cached[0]}
                if a.first_only:
                    b.close()
                    return report(out, a.json)
                ctx = b.new_context()
                page = ctx.new_page()
                first_board(page, url)
                worker = page.workers[0]

                def run(call: str) -> Any:
                    return json.loads(worker.evaluate(RUN_PY, [IN_WORKER, call]))

                out["engine_decisions_per_s"] = run(f"engine_rate({a.seconds})")
                out["widget_decisions_per_s"] = page.evaluate(WIDGET_RATE, a.widget_moves)
                out["think"] = {
                    level: run(f"think({level!r}, {moves})")
                    for level, moves in (
                        ("random", 200),
                        ("gentle", 200),
                        ("greedy", 200),
                        ("lookahead", 10),
                    )
                }
                ctx.close()
                b.close()
        finally:
            server.terminate()
            server.wait(timeout=20)
    return report(out, a.json)


def report(out: dict[str, Any], as_json: bool) -> int:
    """Print the figures (as JSON, or as lines of text)."""
    out["load_end"] = os.getloadavg()[0]
    if as_json:
        print(json.dumps(out, indent=2))
        return 0
    mb = 1e6
    print(
        f"load average at start: {out['load']:.1f}, at the end {out['load_end']:.1f}; "
        f"bytecode in vgwidget.zip: {out['bytecode']}; memory snapshot: {out['snapshot']}"
    )
    print("folder: " + ", ".join(f"{k} {v / mb:.2f} MB" for k, v in out["size"].items()))
    for name in ("cold", "cached"):
        r = out[name]
        stages = ", ".join(f"{k[7:-2]} {v:.2f} s" for k, v in r.items() if k.startswith("worker_"))

        print(
            f"first board {name}: drawn {r['drawn_s']:.2f} s (goal < 5 s cold), playable "
            f"{r['playable_s']:.2f} s ({r['wall_playable_s']:.2f} s seen from here); "
            f"worker: {stages}"
        )
    if "engine_decisions_per_s" not in out:
        return 0
    print(f"engine in the worker: {out['engine_decisions_per_s']:,.0f} decisions/s")
    print(f"through the widget: {out['widget_decisions_per_s']:,.1f} decisions/s")
    for level, r in out["think"].items():
        print(
            f"think {level}: median {r['median_ms']:.1f} ms, p90 {r['p90_ms']:.1f} ms, "
            f"max {r['max_ms']:.1f} ms over {r['moves']} moves"
            + (" (goal < 300 ms)" if level == "greedy" else "")
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
