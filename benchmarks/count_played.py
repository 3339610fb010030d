"""How many invented abilities the tests compile from their printed text AND play in a game.

Runs the card-text tests (``tests/test_cardtext*.py`` by default) under pytest with a small
plugin that watches two things while they run:

* every ability record the compiler makes from text (each with its own printed words), and
* every ability whose effects a game carries out (the engine's ``ability-effect`` task, or the
  cost of an ability whose effects are none), and every CONT ability a game applies (in its
  zone, its condition holding, when the board's continuous effects are worked out),

then counts the distinct ability texts that were both compiled and played, leaving out the
abilities of the shipped teaching cards (they are counted by their own tests). An ability is
"played" only when a game actually resolved it or began resolving it: a text that is only
compiled and explained is not counted. This is the figure of issue #21's "Done when" ("at least
400 invented abilities in tests ... each compiled and played in a position").

    python benchmarks/count_played.py [--json] [pytest arguments ...]

It is a measurement, not a test: it takes as long as the tests it runs (a few minutes).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import pytest  # noqa: E402

import vgwidget.cardtext.compiler as compiler  # noqa: E402
import vgwidget.engine.abilities.cont as cont  # noqa: E402
from vgwidget.engine import registry  # noqa: E402
from vgwidget.engine.abilities.refs import ability_of  # noqa: E402
from vgwidget.engine.cards import default_pool  # noqa: E402


class Watch:
    """The pytest plugin: what was compiled from text, and what was played."""

    def __init__(self) -> None:
        self.compiled: set[str] = set()
        self.played: set[str] = set()

    def install(self) -> None:
        parse = vars(compiler)["parse_ability"]  # (patched in the module it is called from)

        def watched_parse(rec: dict[str, Any], *args: Any, **kw: Any) -> Any:
            out = parse(rec, *args, **kw)
            text = rec.get("text")
            if isinstance(text, str) and text.strip():
                self.compiled.add(" ".join(text.split()))
            return out

        vars(compiler)["parse_ability"] = watched_parse
        for name in ("ability-effect", "ability-cost"):
            task = registry.TASKS[name]

            def watched_task(ctx: Any, ref: Any, *args: Any, _task: Any = task) -> None:
                ab = ability_of(ctx.state, ref)
                if ab is not None and ab.text:
                    self.played.add(" ".join(ab.text.split()))
                _task(ctx, ref, *args)

            registry.TASKS[name] = watched_task
        holds = vars(cont)["conditions_hold"]

        def watched_holds(s: Any, iid: int, ab: Any, *args: Any) -> bool:
            ok = bool(holds(s, iid, ab, *args))
            if ok and ab.text:  # (a CONT ability in its zone whose condition holds: applied)
                self.played.add(" ".join(ab.text.split()))
            return ok

        vars(cont)["conditions_hold"] = watched_holds


def shipped_texts() -> set[str]:
    """The printed words of every shipped teaching card's abilities."""
    out: set[str] = set()
    for card in default_pool():
        for ab in card.abilities:
            if ab.text:
                out.add(" ".join(ab.text.split()))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args, rest = ap.parse_known_args(argv)
    watch = Watch()
    watch.install()
    targets = rest or sorted(str(p) for p in (ROOT / "tests").glob("test_cardtext*.py"))
    code = pytest.main(["-q", "-p", "no:cacheprovider", "-p", "no:randomly", *targets])
    shipped = shipped_texts()
    both = (watch.compiled & watch.played) - shipped
    figures = {
        "compiled_from_text": len(watch.compiled - shipped),
        "played": len(watch.played - shipped),
        "compiled_and_played": len(both),
        "pytest_exit_code": int(code),
    }
    if args.json:
        print(json.dumps(figures))
    else:
        for k, v in figures.items():
            print(f"{k.replace('_', ' ')}: {v:,}")
    return 0 if code == 0 else int(code)


if __name__ == "__main__":
    raise SystemExit(main())
