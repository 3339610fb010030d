"""How fast a whole card list imports: a generated Card Game Simulator folder of 20,000 cards.

The folder is written to a scratch directory in the real layout (cgs.json, AllSets.json,
sets/<code>.json of 100 cards each; docs/cards-import.md): invented names, numbers in the real
patterns of every era (D-, DZ-, G-, V-, BT), every card type, texts from the card-text
benchmark's generator (benchmarks/bench_cardtext.py) of which one in ten gets an extra
ability in no template (so it becomes manual), one in six has no text, and one in twenty is a
reprint of an earlier card. It reports the time of :func:`vgwidget.cards.import_cgs` (reading,
mapping and compiling every card, building the pool), of writing the cards file and of reading
it back into the pool a ``--cards pool.json`` command uses, and the process's peak memory.
Not a timed test: a figure for docs/cards-import.md.

    python benchmarks/bench_import.py [--cards 20000] [--seed 1] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_cardtext import texts  # noqa: E402

from vgwidget.cards import import_cgs, read_pool_file, write_pool_file  # noqa: E402

PREFIXES = ["D-BT", "DZ-BT", "G-BT", "V-BT", "BT"]
WORDS = ["Quill", "Ash", "Mistral", "Brass", "Thorn", "Gloam", "Ember", "Tide", "Lantern", "Frost",
         "Vale", "Cinder", "Rune", "Sable", "Gale", "Briar"]  # fmt: skip
TITLES = ["Herald", "Knight", "Dragon", "Sage", "Corsair", "Warden", "Page", "Tyrant", "Maiden"]
UNREAD = "[AUTO](RC):When this unit is retired, your opponent hums the tune of {w}."


def _card(r: random.Random, i: int, text: str) -> dict[str, Any]:
    prefix = PREFIXES[i % len(PREFIXES)]
    number = f"{prefix}{i // 1000 + 1:02}/{i % 1000:03}EN"
    name = f"{r.choice(WORDS)}{r.choice(WORDS).lower()} {r.choice(TITLES)} No. {i}"
    clan = "Stoicheia" if prefix.startswith("D") else "Royal Paladin"
    roll = r.random()
    card: dict[str, Any] = {"name": name, "number": number, "clan": clan, "effect": text,
                            "productName": "generated", "url": "", "image_url": ""}  # fmt: skip
    if roll < 0.12:
        heal = r.random() < 0.25
        card.update(type="Trigger Unit", grade=0, power=5000, shield=15000 if heal else 10000)
        if heal:
            card["effect"] = "(You may only have up to four [Heal] triggers in a deck)"
        else:
            fourth = "front" if prefix[0] == "D" else "stand"
            card["trigger"] = r.choice(["critical", "draw", fourth])
    elif roll < 0.17 and prefix in ("G-BT", "V-BT"):
        card.update(type="G Unit", grade=4, power=15000, shield=None)
    elif roll < 0.22:
        card.update(type=r.choice(["Normal Order", "Blitz Order", "Set Order"]), grade=1,
                    power=None, shield=None)  # fmt: skip
    else:
        grade = r.randrange(0, 4)
        card.update(type="Normal Unit", grade=grade, power=[6000, 8000, 10000, 13000][grade],
                    shield=[10000, 5000, 5000, None][grade])  # fmt: skip
    return card


def write_folder(root: Path, n: int, seed: int) -> None:
    """A Card Game Simulator folder of ``n`` generated cards under ``root``."""
    r = random.Random(seed)
    corpus = texts(n, seed)
    cards: list[dict[str, Any]] = []
    for i in range(n):
        if cards and r.random() < 0.05:
            again = dict(r.choice(cards))
            again["number"] = again["number"].replace("EN", f"R{i}EN")
            cards.append(again)
            continue
        text = corpus[i] if r.random() >= 1 / 6 else "-"
        if text != "-" and r.random() < 0.1:
            text += "\n" + UNREAD.format(w=r.choice(WORDS))
        cards.append(_card(r, i, text))
    (root / "sets").mkdir(parents=True)
    (root / "cgs.json").write_text(json.dumps({"name": "Cardfight Vanguard",
                                               "cardIdIdentifier": "number"}))  # fmt: skip
    sets = []
    for k in range(0, n, 100):
        code = str(k // 100)
        (root / "sets" / f"{code}.json").write_text(json.dumps(cards[k : k + 100], indent=1))
        sets.append({"code": code, "name": f"generated {code}", "cardsUrl": ""})
    (root / "AllSets.json").write_text(json.dumps(sets))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cards", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "Cardfight Vanguard"
        write_folder(root, args.cards, args.seed)
        start = time.perf_counter()
        result = import_cgs(root, progress=False)
        seconds = time.perf_counter() - start
        out = Path(tmp) / "pool.json"
        start = time.perf_counter()
        write_pool_file(result, out)
        write_seconds = time.perf_counter() - start
        start = time.perf_counter()
        back = read_pool_file(out).pool_with()  # what `--cards pool.json` builds
        read_seconds = time.perf_counter() - start
        size = out.stat().st_size
    report = result.report
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    figures = {
        "entries": report.entries,
        "cards": report.cards,
        "not_loaded": len(report.problems),
        "abilities_read": report.abilities_read,
        "abilities_manual": report.abilities_manual,
        "import_seconds": round(seconds, 2),
        "write_seconds": round(write_seconds, 2),
        "read_back_seconds": round(read_seconds, 2),
        "cards_file_mb": round(size / 2**20, 1),
        "peak_memory_mb": round(peak_mb),
        "read_back_cards": len(back),
    }
    if args.json:
        print(json.dumps(figures))
    else:
        print(
            f"{report.entries:,} card entries ({report.cards:,} cards, {len(report.problems):,} "
            f"not loaded; {report.abilities_read:,} abilities read, {report.abilities_manual:,} "
            f"manual) imported in {seconds:.1f} s; cards file {size / 2**20:.1f} MB written in "
            f"{write_seconds:.1f} s, read back in {read_seconds:.1f} s; peak memory "
            f"{peak_mb:.0f} MB"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
