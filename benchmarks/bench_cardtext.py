"""How fast the card-text compiler reads printed text: 20,000 distinct generated card texts.

The texts are made from the grammar's own phrase tables (vgwidget/cardtext/grammar.py), in all
their spellings (modern ``[COST][...]``, ``COST [...]`` and older ``[...]`` cost brackets, every
timing and condition phrase, one to three abilities a card), with invented names and numbers,
seeded so that every run reads the same texts. Every text must compile; the time is for
compiling all of them once, on one core, with a fresh process's caches (the phrase tables'
regular expressions are built on first use, so the clock includes building them once). The
goal is under 30 seconds.

    python benchmarks/bench_cardtext.py [--texts 20000] [--seed 1] [--json] [--check]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vgwidget.cardtext import CardTextError, compile  # noqa: E402
from vgwidget.cardtext import grammar as g  # noqa: E402

GOAL_SECONDS = 30.0
NAMES = ["Quillspark Herald", "Ashveil Tempest Dragon", "Mistral Lamplighter", "Brasswing Sage",
         "Thornlight Vizier", "Gloamtide Corsair"]  # fmt: skip
CLANS = ["Lanternguard", "Tidecourt", "Emberreach", "Stormrider Corsairs"]
EFFECTS = [
    "this unit gets [Power]{amt} until end of turn",
    "this unit gets [Power]{amt} until end of that battle",
    "your vanguard gets [Critical]+1 until end of turn",
    "all of your front row units get [Power]{amt} until end of turn",
    "choose one of your rear-guards, and it gets [Power]{amt} until end of turn",
    "choose up to two of your opponent's rear-guards, and retire them",
    "choose one of your opponent's front row rear-guards, and bind it",
    "choose up to one of your rested rear-guards, and [Stand] it",
    "draw a card",
    "draw {n} cards",
    "Soul-Charge {cn}",
    "Counter-Charge {cn}",
    "search your deck for up to one grade {g} or less card, call it to (RC), and shuffle your deck",
    "search your deck for up to one card named {name}, reveal it and put it into your hand, and "
    "shuffle your deck",
    "choose up to one grade {g} or less card from your drop zone, and call it to (RC)",
    "look at the top {n} cards of your deck, choose up to one card from among them, and put it "
    "into your hand, and put the rest on the bottom of your deck in any order",
    "choose a card from your damage zone, and put it into your drop zone",
]
CONT_EFFECTS = ["this unit gets [Power]{amt}", "this unit gets [Shield]{amt}",
                "all of your front row units get [Power]{amt}"]  # fmt: skip


def _fill(r: random.Random, template: str) -> str:
    return (
        template.replace("{amt}", f"+{r.randrange(1, 31) * 1000}")
        .replace("{n}", str(r.randrange(2, 8)))
        .replace("{cn}", str(r.randrange(1, 4)))
        .replace("{g}", str(r.randrange(0, 4)))
        .replace("{name}", f'"{r.choice(NAMES)}"')
        .replace("{group}", f"«{r.choice(CLANS)}»")
    )


def _ability(r: random.Random) -> str:
    kind = r.choice(["AUTO", "AUTO", "ACT", "CONT"])
    zones = r.choice(["(VC)", "(RC)", "(VC/RC)", "(RC)/(GC)"])
    head = f"[{kind}]{zones}"
    if kind != "CONT" and r.random() < 0.3:
        head += "[1/Turn]"
    if r.random() < 0.1:
        head += f"[Generation Break {r.randrange(1, 3)}]"
    words: list[str] = []
    cost = ""
    if kind != "CONT" and r.random() < 0.7:
        items = " & ".join(_fill(r, p.template) for p in r.sample(g.COSTS[4:9], r.randrange(1, 3)))
        cost = r.choice(["[COST][{}]", "COST [{}]"]).format(items)
    if kind == "AUTO":
        timing = r.choice([p for p in g.TIMINGS if p.value[0] != "placed"])
        words.append(_fill(r, timing.template))
    conds = [_fill(r, p.template) for p in r.sample(g.CONDITIONS, r.randrange(0, 3))]
    if kind == "ACT" and cost:
        words.append(cost)
    words.extend(conds)
    if kind == "AUTO" and cost:
        words.append(cost)
    table = CONT_EFFECTS if kind == "CONT" else EFFECTS
    words.append(", and ".join(_fill(r, t) for t in r.sample(table, r.randrange(1, 3))))
    return head + ":" + ", ".join(words) + "."


def texts(n: int, seed: int) -> list[str]:
    """``n`` distinct card texts, one to three abilities each."""
    r = random.Random(seed)
    seen: dict[str, None] = {}
    while len(seen) < n:
        seen["\n".join(_ability(r) for _ in range(r.randrange(1, 4)))] = None
    return list(seen)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--texts", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--check", action="store_true", help="exit 1 above the goal or on a refusal")
    args = ap.parse_args(argv)
    corpus = texts(args.texts, args.seed)
    abilities = refused = 0
    start = time.perf_counter()
    cpu = time.process_time()
    for t in corpus:
        try:
            abilities += len(compile(t))
        except CardTextError:
            refused += 1
    seconds = time.perf_counter() - start
    cpu_seconds = time.process_time() - cpu
    result = {
        "texts": len(corpus),
        "abilities": abilities,
        "refused": refused,
        "seconds": round(seconds, 3),
        "cpu_seconds": round(cpu_seconds, 3),
        "texts_per_second": round(len(corpus) / seconds),
        "goal_seconds": GOAL_SECONDS,
    }
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{len(corpus):,} distinct texts ({abilities:,} abilities) compiled in "
            f"{seconds:.1f} s, {cpu_seconds:.1f} s of CPU ({result['texts_per_second']:,} "
            f"texts/s; goal: under "
            f"{GOAL_SECONDS:.0f} s); refused: {refused}"
        )
    return 1 if args.check and (seconds > GOAL_SECONDS or refused) else 0


if __name__ == "__main__":
    sys.exit(main())
