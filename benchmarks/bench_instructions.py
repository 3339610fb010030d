"""Noise-free companion to bench_playout.py: machine instructions per step, under callgrind.

Wall-clock speed on a shared machine wobbles by tens of percent from run to run. Valgrind's
callgrind counts the instructions a program executes instead, which does not depend on what
else the machine is doing. This script runs, in one go:

* our engine: N seeded random-playout games (explain log on), and the same script with 0
  games (start-up only: the imports and reading the card data), so start-up can be
  subtracted;
* python-chess: M random full games, and the same with 0 games.

and prints instructions per decision, per ply, and the ratio chess/ours (higher is better for
us: how many times fewer instructions a decision of ours costs than a chess ply). Needs
``valgrind`` (Debian package) and ``chess`` (PyPI); exits 2 if either is missing.

    python benchmarks/bench_instructions.py [--games 10] [--chess-games 7]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

OURS = """
import random, sys
from vgwidget.engine.cards import default_pool
from vgwidget.engine.game import Game
default_pool()  # start-up, like the imports: the card data is read once per process
n = 0
for seed in range({games}):
    g = Game.new(seed=seed, format={fmt!r}); r = random.Random(seed)
    while not g.is_over:
        g.apply(r.choice(g.legal_actions())); n += 1
print(n)
"""

CHESS = """
import random, chess
rng = random.Random(1); n = 0
for _ in range({games}):
    b = chess.Board()
    while not b.is_game_over():
        b.push(rng.choice(list(b.legal_moves))); n += 1
print(n)
"""


def count(code: str) -> tuple[int, int]:
    """(instructions, steps printed) for running ``code`` under callgrind."""
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "cg.out")
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        p = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out}",
                os.path.realpath(sys.executable),
                "-c",
                code,
            ],
            capture_output=True,
            text=True,
            env=env,
        )
        if p.returncode != 0:
            raise SystemExit(
                f"bench_instructions: the measured program failed:\n{p.stderr[-2000:]}"
            )
        m = re.search(r"Collected : (\d+)", p.stderr)
        assert m, p.stderr[-2000:]
        return int(m.group(1)), int(p.stdout.strip() or 0)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--chess-games", type=int, default=7)
    ap.add_argument("--format", default="standard", choices=("standard", "classic", "premium"))
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    if shutil.which("valgrind") is None:
        print("bench_instructions: valgrind is not installed (apt-get install valgrind)")
        return 2
    try:
        import chess  # noqa: F401
    except ImportError:
        print("bench_instructions: python-chess is not installed (pip install chess)")
        return 2
    ours, steps = count(OURS.format(games=a.games, fmt=a.format))
    ours0, _ = count(OURS.format(games=0, fmt=a.format))
    ch, plies = count(CHESS.format(games=a.chess_games))
    ch0, _ = count(CHESS.format(games=0))
    per_decision = (ours - ours0) / steps
    per_ply = (ch - ch0) / plies
    result = {
        "format": a.format,
        "decisions": steps,
        "instructions_per_decision": round(per_decision),
        "plies": plies,
        "instructions_per_ply": round(per_ply),
        "ratio": round(per_ply / per_decision, 2),
    }
    if a.json:
        print(json.dumps(result))
    else:
        print(
            f"ours : {per_decision:,.0f} instructions per decision ({steps} decisions, "
            f"{a.games} games, {a.format})"
        )
        print(f"chess: {per_ply:,.0f} instructions per ply ({plies} plies, {a.chess_games} games)")
        print(f"ratio chess/ours = {result['ratio']} (>= 1.0: a decision costs no more than a ply)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
