"""Noise-free speed: machine instructions per decision under callgrind, and the budget CI holds.

Wall-clock speed on a shared machine wobbles by tens of percent from run to run. Valgrind's
callgrind counts the instructions a program executes instead, which does not depend on what
else the machine is doing. One measured process (per side) does, in order:

1. start-up: the imports and reading the card data, then one warm-up game of every format
   measured (seed ``warmup``, not among the measured seeds), so one-time work -- caches filled
   on first use, the first game of a format -- is not charged to the decisions;
2. for each format: the seeded random-playout games (seeds from the budget file, explain log
   on: it always is), choosing a random legal action at every decision.

A marker call (``sys.getallocatedblocks()``, whose C function ``_Py_GetAllocatedBlocks``
nothing else calls) between the parts makes callgrind dump its count there
(``--dump-before``), so each format's instructions are counted on their own and start-up is
left out exactly. The measured process runs with ``PYTHONHASHSEED=0`` and a fixed
environment, so the same commit, Python and valgrind give the same count run after run.

python-chess random full games are measured the same way (a warm-up game, then M games):
**ratio = chess instructions per ply / ours per decision** (>= 1.0: a decision of ours costs
no more than a chess ply).

Modes::

    python benchmarks/bench_instructions.py                  # every format + chess, the ratio
    python benchmarks/bench_instructions.py --format classic --games 10 --chess-games 7
    python benchmarks/bench_instructions.py --check          # the budget (make test): exit 1 if
                                                             # a format is over budget by > 3 %
    python benchmarks/bench_instructions.py --write-budget   # re-measure, write budget.toml

The budget file (``benchmarks/budget.toml``) names the seeds, the warm-up seed, the tolerance
and, per format, the budget in instructions per decision. ``--check`` and ``--write-budget``
play exactly those games, so what is checked is what was written.

Needs ``valgrind`` (Debian package) and, for the ratio, ``chess`` (PyPI). Exit status: 0; 1
over budget (``--check``) or when the measured program fails; 2 when valgrind (or, without
``--check``/``--write-budget``, python-chess) is missing.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path
from typing import Any

_HERE = Path(__file__).resolve().parent
ROOT = _HERE.parent
BUDGET_FILE = _HERE / "budget.toml"
FORMATS = ("standard", "classic", "premium")
MARKER = "_Py_GetAllocatedBlocks"
"""The C function behind ``sys.getallocatedblocks()``: callgrind dumps its count on entering
it. Neither the engine nor python-chess calls it."""

OURS = """
import json, random, sys
from vgwidget.engine.cards import default_pool
from vgwidget.engine.game import Game
mark = sys.getallocatedblocks
def play(fmt, seed):
    g = Game.new(seed=seed, format=fmt); r = random.Random(seed); n = 0
    while not g.is_over:
        g.apply(r.choice(g.legal_actions())); n += 1
    return n
default_pool()
for fmt in {formats!r}:
    play(fmt, {warmup!r})
mark()
decisions = []
for fmt in {formats!r}:
    decisions.append(sum(play(fmt, seed) for seed in {seeds!r}))
    mark()
print(json.dumps(decisions))
"""

CHESS = """
import json, random, sys, chess
mark = sys.getallocatedblocks
def play(rng):
    b = chess.Board(); n = 0
    while not b.is_game_over():
        b.push(rng.choice(list(b.legal_moves))); n += 1
    return n
play(random.Random(0))
mark()
rng = random.Random(1)
plies = sum(play(rng) for _ in range({games}))
mark()
print(json.dumps([plies]))
"""


def valgrind_version() -> str:
    p = subprocess.run(["valgrind", "--version"], capture_output=True, text=True)
    return p.stdout.strip()


def count(code: str, markers: int, path: tuple[str, ...] = ()) -> tuple[list[int], list[int]]:
    """Run ``code`` under callgrind: the instructions of each part between its ``markers``
    marker calls (the part before the first marker first; the part after the last one,
    interpreter shut-down, is dropped) and the JSON list the program printed. The program
    imports from the repository root, then ``path``."""
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "cg.out")
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "PYTHONPATH": os.pathsep.join((str(ROOT), *path)),
            "PYTHONHASHSEED": "0",
            "PYTHONDONTWRITEBYTECODE": "1",
            "LC_ALL": "C.UTF-8",
        }
        p = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out}",
                f"--dump-before={MARKER}",
                os.path.realpath(sys.executable),
                "-c",
                code,
            ],
            capture_output=True,
            text=True,
            env=env,
            cwd=d,
            stdin=subprocess.DEVNULL,
        )
        if p.returncode != 0:
            raise SystemExit(
                f"bench_instructions: the measured program failed:\n{p.stderr[-2000:]}"
            )
        parts: dict[int, int] = {}
        for f in os.listdir(d):
            text = Path(d, f).read_text()
            part = re.search(r"^part: (\d+)$", text, re.M)
            total = re.search(r"^summary: (\d+)$", text, re.M)
            if part and total:
                parts[int(part.group(1))] = int(total.group(1))
        collected = re.search(r"Collected : (\d+)", p.stderr)
        if len(parts) != markers + 1 or collected is None:
            raise SystemExit(
                f"bench_instructions: expected {markers + 1} callgrind parts, found "
                f"{len(parts)} (does this Python have the symbol {MARKER}?)\n{p.stderr[-2000:]}"
            )
        assert sum(parts.values()) == int(collected.group(1)), (parts, collected.group(1))
        counts = [parts[i] for i in sorted(parts)][:-1]
        return counts, json.loads(p.stdout.strip().splitlines()[-1])


def measure_ours(formats: tuple[str, ...], seeds: list[int], warmup: int) -> dict[str, Any]:
    """Instructions per decision of each format (start-up and warm-up left out)."""
    # Compiled modules are read from __pycache__ when there, compiled in the measured process
    # otherwise, and the two leave the heap laid out differently for the games that follow
    # (about 0.2 % of the count): compile every module first, so the count is the same
    # whether or not anything ran before (a fresh clone, or after the unit tests).
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", str(ROOT / "vgwidget")],
        check=True,
        capture_output=True,
    )
    code = OURS.format(formats=formats, seeds=seeds, warmup=warmup)
    counts, decisions = count(code, 1 + len(formats))
    out: dict[str, Any] = {"startup_instructions": counts[0], "formats": {}}
    for fmt, n, ins in zip(formats, decisions, counts[1:], strict=True):
        out["formats"][fmt] = {
            "games": len(seeds),
            "decisions": n,
            "instructions": ins,
            "instructions_per_decision": round(ins / n),
        }
    return out


def measure_chess(games: int) -> dict[str, Any]:
    """Instructions per ply of python-chess random games (start-up and a warm-up game left out)."""
    # (the measured interpreter is the venv's real executable, which does not know the venv:
    # python-chess is found through this process's path)
    site = tuple(p for p in sys.path if p and "-packages" in p)
    counts, (plies,) = count(CHESS.format(games=games), 2, site)
    return {"games": games, "plies": plies, "instructions_per_ply": round(counts[1] / plies)}


# ------------------------------------------------------------------ the budget file
def read_budget(path: Path = BUDGET_FILE, *, budgets: bool = True) -> dict[str, Any]:
    """The budget file's contents, checked: seeds, warm-up seed, tolerance and (``budgets``)
    per format a budget in instructions per decision."""
    data = tomllib.loads(path.read_text())
    problems = []
    if not (isinstance(data.get("seeds"), list) and data["seeds"]):
        problems.append("seeds: a non-empty list of game seeds")
    if not isinstance(data.get("warmup_seed"), int) or data["warmup_seed"] in data.get("seeds", []):
        problems.append("warmup_seed: a seed that is not among the measured seeds")
    tol = data.get("tolerance")
    if not (isinstance(tol, float) and 0 <= tol < 1):
        problems.append("tolerance: a fraction such as 0.03")
    formats = data.get("formats", {})
    for fmt in FORMATS:
        b = formats.get(fmt, {}).get("instructions_per_decision")
        if budgets and not (isinstance(b, int) and b > 0):
            problems.append(f"formats.{fmt}.instructions_per_decision: a positive whole number")
    if problems:
        raise SystemExit(f"bench_instructions: {path}: " + "; ".join(problems))
    return data


def verdicts(
    measured: dict[str, Any], budget: dict[str, Any]
) -> list[tuple[str, int, int, float, bool]]:
    """``(format, measured, budget, measured / budget, within)`` per format: within when the
    measured instructions per decision are at most the budget times (1 + tolerance)."""
    tol = budget["tolerance"]
    rows = []
    for fmt, m in measured["formats"].items():
        b = budget["formats"][fmt]["instructions_per_decision"]
        got = m["instructions_per_decision"]
        rows.append((fmt, got, b, got / b, got <= b * (1 + tol)))
    return rows


def git_commit() -> str:
    p = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True
    )
    dirty = subprocess.run(
        ["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no", "vgwidget"],
        capture_output=True,
        text=True,
    ).stdout.strip()
    return (p.stdout.strip() or "unknown") + ("+engine changes" if dirty else "")


def render_budget(measured: dict[str, Any], old: dict[str, Any]) -> str:
    """The budget file for ``measured`` (same seeds and tolerance as ``old``)."""
    lines = [
        "# The speed budget `make test` holds: machine instructions per decision of seeded random",
        "# games (explain log on), counted by callgrind, start-up and a warm-up game left out.",
        "# `python benchmarks/bench_instructions.py --check` fails when a format measures more",
        "# than its budget times (1 + tolerance). Re-measure and rewrite this file with",
        "# `python benchmarks/bench_instructions.py --write-budget`. Lower a budget when the",
        "# engine gets faster; raise one only with a sentence in the commit saying which feature",
        "# cost what. See benchmarks/README.md.",
        "",
        f"seeds = {json.dumps(old['seeds'])}",
        f"warmup_seed = {old['warmup_seed']}",
        f"tolerance = {old['tolerance']!r}",
        "",
        "[measured]",
        f'commit = "{git_commit()}"',
        f'date = "{datetime.date.today().isoformat()}"',
        f'python = "{platform.python_version()}"',
        f'valgrind = "{valgrind_version()}"',
        f"startup_instructions = {measured['startup_instructions']}",
    ]
    for fmt, m in measured["formats"].items():
        lines += [
            "",
            f"[formats.{fmt}]",
            f"instructions_per_decision = {m['instructions_per_decision']}",
            f"decisions = {m['decisions']}",
        ]
    return "\n".join(lines) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="hold the budget (make test)")
    ap.add_argument("--write-budget", action="store_true", help="re-measure, write the budget")
    ap.add_argument("--budget", type=Path, default=BUDGET_FILE, help="the budget file")
    ap.add_argument("--games", type=int, default=10, help="games per format (seeds 1..N)")
    ap.add_argument("--chess-games", type=int, default=7)
    ap.add_argument("--format", choices=FORMATS, action="append", help="(repeatable) default: all")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    if shutil.which("valgrind") is None:
        print(
            "bench_instructions: valgrind is not installed (Debian: apt-get install valgrind); "
            "nothing measured"
        )
        return 2
    formats = tuple(a.format or FORMATS)

    if a.check or a.write_budget:
        budget = read_budget(a.budget, budgets=not a.write_budget)
        ours = measure_ours(formats, budget["seeds"], budget["warmup_seed"])
        if a.write_budget:
            a.budget.write_text(render_budget(ours, budget))
            budget = read_budget(a.budget)
        if a.json:
            print(json.dumps({"measured": ours, "budget": budget}))
        rows = verdicts(ours, budget)
        py = budget.get("measured", {}).get("python")
        if py and py != platform.python_version():
            print(
                f"[budget] note: the budget was measured with Python {py}, this is "
                f"{platform.python_version()}: counts differ between Python builds"
            )
        for fmt, got, b, ratio, ok in rows:
            m = ours["formats"][fmt]
            print(
                f"[budget] {fmt:<8} {got:>9,} instructions/decision  budget {b:>9,}  "
                f"ratio {ratio:.3f}  {'ok' if ok else 'OVER BUDGET'}  "
                f"({m['decisions']} decisions, {m['games']} games)"
            )
        over = [r for r in rows if not r[4]]
        tol = budget["tolerance"]
        summary = ", ".join(f"{fmt} {ratio:.3f}" for fmt, _, _, ratio, _ in rows)
        if over:
            print(
                f"[budget] FAIL: over budget by more than {tol:.0%}: "
                + ", ".join(r[0] for r in over)
                + f" (measured/budget: {summary})"
            )
            return 1
        print(f"[budget] {'written' if a.write_budget else 'ok'}: measured/budget {summary}")
        return 0

    try:
        import chess  # noqa: F401
    except ImportError:
        print("bench_instructions: python-chess is not installed (pip install chess)")
        return 2
    ours = measure_ours(formats, list(range(1, a.games + 1)), 0)
    ch = measure_chess(a.chess_games)
    per_ply = ch["instructions_per_ply"]
    result = {
        "startup_instructions": ours["startup_instructions"],
        "formats": {
            fmt: {**m, "ratio": round(per_ply / m["instructions_per_decision"], 2)}
            for fmt, m in ours["formats"].items()
        },
        "chess": ch,
    }
    if a.json:
        print(json.dumps(result))
        return 0
    print(
        f"start-up: {ours['startup_instructions']:,} instructions (imports, card data, one "
        "warm-up game per format)"
    )
    print(f"chess   : {per_ply:,} instructions per ply ({ch['plies']} plies, {ch['games']} games)")
    for fmt, m in result["formats"].items():
        print(
            f"{fmt:<8}: {m['instructions_per_decision']:,} instructions per decision "
            f"({m['decisions']} decisions, {m['games']} games): ratio chess/ours = {m['ratio']}"
        )
    print("(ratio >= 1.0: a decision costs no more than a chess ply)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
