"""Behaviour fingerprint of seeded random games: a speed-up must leave it byte-identical.

For each format and seed, one random-playout game (as ``bench_instructions.py`` plays them:
a random legal action at every decision, explain log on) is reduced to a sha256 over every
event's ``(kind, rule, text, cards)`` (and its private/redacted reading), the legal actions
offered at each decision and the final state (every set in sorted order: a set prints its
members in an order that depends on how it was built and on the hash seed). Run it before a
change with ``--write FILE`` and after with ``--against FILE``: any difference names the
format and seed.

    python benchmarks/same_games.py --write /tmp/before.json
    python benchmarks/same_games.py --against /tmp/before.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from vgwidget.engine.game import Game  # noqa: E402

FORMATS = ("standard", "classic", "premium")


def fingerprint(fmt: str, seed: int) -> str:
    """The sha256 of one seeded random game's events, offered actions and final state."""
    g = Game.new(seed=seed, format=fmt)
    r = random.Random(seed)
    h = hashlib.sha256()
    while not g.is_over:
        acts = g.legal_actions()
        h.update(repr(acts).encode())
        g.apply(r.choice(acts))
    for e in g.events:
        h.update(repr((e.kind, e.rule, e.text, e.cards, e.private, e.redacted)).encode())
    s = g.state
    t = s.table  # (the cards by name and owner; then every other field)
    h.update(canonical(tuple(s)[1:]).encode())
    h.update(canonical(([c.name for c in t.cards], t.owner, t.ride_deck_cards)).encode())
    return h.hexdigest()


def canonical(x: object) -> str:
    """``repr(x)`` with every set's members in sorted order: a set's printed order depends on
    the order its members were added in (and the hash seed), which no rule reads."""
    if isinstance(x, (set, frozenset)):
        return "{" + ", ".join(sorted(canonical(v) for v in x)) + "}"
    if isinstance(x, tuple) and hasattr(x, "_fields"):
        inner = ", ".join(f"{f}={canonical(v)}" for f, v in zip(x._fields, x, strict=True))
        return f"{type(x).__name__}({inner})"
    if isinstance(x, (tuple, list)):
        return "(" + ", ".join(canonical(v) for v in x) + ")"
    if isinstance(x, dict):
        items = sorted(f"{canonical(k)}: {canonical(v)}" for k, v in x.items())
        return "{" + ", ".join(items) + "}"
    return repr(x)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=21, help="seeds 0..N-1 (default 21)")
    ap.add_argument("--write", type=Path, help="write the fingerprints to this JSON file")
    ap.add_argument("--against", type=Path, help="compare with fingerprints written before")
    a = ap.parse_args()
    prints = {f"{fmt}/{s}": fingerprint(fmt, s) for fmt in FORMATS for s in range(a.seeds)}
    if a.write:
        a.write.write_text(json.dumps(prints, indent=1))
    if a.against:
        old = json.loads(a.against.read_text())
        diff = [k for k in old if old[k] != prints.get(k)]
        if diff:
            print("different games:", ", ".join(diff))
            return 1
        print(f"same games: {len(prints)} seeded games byte-identical")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
