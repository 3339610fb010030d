"""Widget figures: the size of a recorded timeline in the widget state, the bytes synced when
the cursor moves, and (with Debian chromium + Playwright) the time from a cursor change to the
field being redrawn in the exported page.

    python benchmarks/bench_widget.py [--decisions 1000] [--no-browser]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from vgwidget.engine.game import Game
from vgwidget.widget import VanguardWidget


def long_game(decisions: int, seed: int = 11) -> Game:
    """A seeded random game of at least ``decisions`` decisions (games are chained by taking
    rear-guard moves when a game would end too soon is not needed: random games are long)."""
    best = None
    for s in range(seed, seed + 200):
        g = Game.new(seed=s)
        rnd = random.Random(s)
        n = 0
        while not g.is_over and n < decisions:
            acts = g.legal_actions()
            moves = [a for a in acts if a.kind == "move"]
            # favour moves in the main phase so the game lasts long enough
            a = rnd.choice(moves) if moves and rnd.random() < 0.95 else rnd.choice(acts)
            g.apply(a)
            n += 1
        if n >= decisions:
            return g
        best = g
    assert best is not None
    return best


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--decisions", type=int, default=1000)
    ap.add_argument("--no-browser", action="store_true")
    a = ap.parse_args()
    g = long_game(a.decisions)
    print(f"game: {len(g.actions)} decisions, {len(g.events)} events")
    for p in (None, 0):
        t = time.perf_counter()
        w = VanguardWidget(g, perspective=p)
        build = time.perf_counter() - t
        size = len(json.dumps(w.get_state(), separators=(",", ":"), default=str))
        who = "judge" if p is None else f"player {p + 1}"
        print(f"  widget state ({who}): {size / 1e6:.3f} MB (target < 1 MB), built in {build:.2f}s")
    # natural random games end by deck-out near 300 decisions; scale their size per decision
    per: list[float] = []
    for s in range(1, 6):
        ng = Game.new(seed=s)
        rnd = random.Random(s)
        while not ng.is_over:
            ng.apply(rnd.choice(ng.legal_actions()))
        b = VanguardWidget(ng, perspective=0).get_state()
        timeline = {k: b[k] for k in ("_base", "_tail", "_pending", "_actions")}
        text = json.dumps(timeline, separators=(",", ":"), ensure_ascii=False)
        per.append(len(text.encode()) / len(ng.actions))
    print(
        f"  natural random games (seeds 1-5): {statistics.median(per):.0f} bytes of timeline per "
        f"decision, i.e. {statistics.median(per) * 1000 / 1e6:.2f} MB per 1,000 decisions"
    )
    msg = {"method": "update", "state": {"cursor": 1234}, "buffer_paths": []}
    step = len(json.dumps(msg, separators=(",", ":")))
    print(
        f"  bytes synced per step: {step} (comm message content: only the cursor; frames are "
        "rebuilt in the browser, the Jupyter message envelope adds a few hundred bytes)"
    )
    # live play: what one decision re-sends (the tail chunk, the decision point, the actions)
    live = Game.new(seed=5)
    w = VanguardWidget(live, perspective=None)
    rnd = random.Random(5)
    sent: list[int] = []
    for _ in range(200):
        if live.is_over:
            break
        before = {k: json.dumps(v, separators=(",", ":")) for k, v in w.get_state().items()}
        w.play(rnd.choice(live.legal_actions()))
        after = {k: json.dumps(v, separators=(",", ":")) for k, v in w.get_state().items()}
        sent.append(sum(len(v) for k, v in after.items() if before.get(k) != v))
    sent.sort()
    print(
        f"  bytes synced per live decision: median {statistics.median(sent) / 1e3:.1f} kB, "
        f"p95 {sent[int(len(sent) * 0.95) - 1] / 1e3:.1f} kB (over {len(sent)} decisions)"
    )
    if a.no_browser or not os.path.exists("/usr/bin/chromium"):
        return 0
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as d:
        path = VanguardWidget(g, perspective=None).save_html(Path(d) / "bench.html")
        with sync_playwright() as pw:
            b = pw.chromium.launch(
                executable_path="/usr/bin/chromium",
                args=[
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--disable-sync",
                    "--no-first-run",
                ],
            )
            page = b.new_context(offline=True).new_page()
            page.goto(path.as_uri())
            page.wait_for_selector("[data-testid=vgwidget]")
            page.locator("[data-testid=vgwidget]").focus()
            times, changed = page.evaluate(
                """async (n) => {
                  const root = document.querySelector('[data-testid=vgwidget]');
                  const text = document.querySelector('[data-testid=explain-text]');
                  const key = (k) => root.dispatchEvent(
                    new KeyboardEvent('keydown', {key: k, bubbles: true}));
                  key('Home');
                  const total = root.parentElement.__vgw.tl.length;
                  const out = [];
                  let changed = 0;
                  for (let i = 0; i < n; i++) {
                    const before = text.textContent;
                    const t0 = performance.now();
                    if (i % 4 === 3) {  // every 4th: a scrubber-like jump anywhere
                      root.parentElement.__vgw.seek(Math.floor(Math.random() * total));
                    } else key('ArrowRight');
                    void document.body.offsetHeight;  // force style and layout now
                    out.push(performance.now() - t0);
                    if (text.textContent !== before) changed++;
                    await new Promise(requestAnimationFrame);
                  }
                  return [out, changed];
                }""",
                600,
            )
            b.close()
    if changed < len(times) // 2:
        print(f"  WARNING: only {changed} of {len(times)} steps changed the explain panel")
    times = sorted(times)
    p95 = times[int(len(times) * 0.95) - 1]
    print(
        f"  redraw after a cursor change (DOM update + layout): median "
        f"{statistics.median(times):.1f} ms, p95 {p95:.1f} ms (target < 16 ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
