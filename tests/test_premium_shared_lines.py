"""The Classic tests of the inventory lines tagged for both Classic and Premium, run again in
Premium.

Premium is the Playbook's own format: Classic's rules and cards plus the G zone. A Classic test
that builds its position with :class:`builders.Table` or ``Game.new`` is played here a second
time with the format swapped for Premium (Premium's teaching decks hold the same main decks;
the built positions have an empty G zone, so no G assist or stride step interposes). Each twin
covers, for Premium, only the lines of its original that apply to Premium (the inventory tags
them ``premium-g`` or ``all``), and
it fails unless every game it made was a Premium game, so a test that fixes its format some
other way (a position file, a format check) cannot count. Tests whose subject differs between
the two formats are left out (not collected), each with its reason (:data:`LEFT_OUT`).
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable, Iterator
from typing import Any

import builders
import pytest

from vgwidget.engine.catalogue import load_inventory
from vgwidget.engine.formats import PREMIUM
from vgwidget.engine.game import Game

MODULES = (
    "test_lines_classic_more",
    "test_lines_classic_golden",
    "test_qa",
    "test_lines_battle",
    "test_lines_turn",
    "test_lines_zones",
    "test_lines_timing",
    "test_lines_text",
    "test_lines_lock_turn",
    "test_lines_abilities",
    "test_abilities",
    "test_battle",
    "test_card_texts",
    "test_card_texts_other_cards",
    "test_card_text_markers",
    "test_flow_timing",
    "test_illegal",
    "test_rule_actions",
    "test_rules_text_timing",
    "test_rules_zones_cards",
    "test_rules_zones",
    "test_setup",
    "test_triggers",
    "test_turn",
)
LEFT_OUT: dict[str, str] = {
    "test_qa::test_q01_first_player_draws_on_turn_1_but_cannot_attack": (
        "it plays a whole game from Game.new, where Premium's G assist step asks a question "
        "the Classic script does not answer"
    ),
    "test_lines_zones::test_classic_every_card_is_a_unit_and_trigger_units_bear_the_icon": (
        "it reads the Classic card data and plays no game"
    ),
    "test_lines_lock_turn::test_turns_alternate_and_each_runs_its_six_phases_in_order": (
        "Premium's draw and ride phases hold the G assist and stride steps (TURN-002/003), "
        "which the Classic list of stages leaves out: test_premium_lines_turn plays Premium's"
    ),
    "test_flow_timing::test_turn_sequence_the_flow_is_declared_once": (
        "Premium's flow has the G assist and stride steps and the end of the ride phase: "
        "test_premium_lines_turn checks Premium's own declaration"
    ),
    "test_rules_zones_cards::test_card_skill_icons_g_units_have_triple_drive": (
        "it reads card data and plays no game: test_premium_lines_turn plays a G unit's "
        "triple drive"
    ),
}
"""``module::test`` -> why its Premium twin is not run."""

TAGS = {line.id: line.format_tags for line in load_inventory()}


def _premium_line(line_id: str) -> bool:
    """Whether the inventory line applies to Premium: tagged ``premium-g`` or ``all``."""
    return PREMIUM.inventory_applies(",".join(TAGS.get(line_id, ())))


def _covers(fn: Callable[..., Any], fmt: str | None) -> list[str]:
    """The lines ``fn`` (or its ``fmt`` instance) covers for Classic, that Premium shares."""
    out: list[str] = []
    for mark in getattr(fn, "pytestmark", []):
        if mark.name != "covers":
            continue
        formats = mark.kwargs.get("formats")
        if formats is None:
            played = {fmt} if fmt is not None else set()
        else:
            played = {formats} if isinstance(formats, str) else set(formats)
        if "classic" in played:
            out += [str(a) for a in mark.args if _premium_line(str(a))]
    return sorted(set(out))


def _cases() -> Iterator[Any]:
    for modname in MODULES:
        mod = importlib.import_module(modname)
        for name, fn in sorted(vars(mod).items()):
            if not name.startswith("test_") or not inspect.isfunction(fn):
                continue
            if fn.__module__ != mod.__name__:
                continue
            params = list(inspect.signature(fn).parameters)
            key = f"{modname}::{name}"
            if params == []:
                args: tuple[Any, ...] = ()
                fmt = None
            elif params == ["fmt"]:
                args, fmt = ("classic",), "classic"
                values = [
                    m.args[1]
                    for m in getattr(fn, "pytestmark", [])
                    if m.name == "parametrize" and m.args[0] == "fmt"
                ]
                if not values or "classic" not in values[0]:
                    continue
            else:
                continue
            lines = _covers(fn, fmt)
            if not lines:
                continue
            if key in LEFT_OUT:
                LEFT_OUT_SEEN.add(key)
                continue
            marks = [pytest.mark.covers(*lines, formats=("premium",))]
            yield pytest.param(fn, args, marks=marks, id=key)


LEFT_OUT_SEEN: set[str] = set()
"""The :data:`LEFT_OUT` tests :func:`_cases` met (and did not make into cases)."""
CASES = list(_cases())


def test_every_left_out_test_is_still_a_shared_classic_test() -> None:
    """A test left out and then renamed or removed would leave a stale reason behind."""
    assert sorted(set(LEFT_OUT) - LEFT_OUT_SEEN) == []


@pytest.mark.parametrize(("fn", "args"), CASES)
def test_the_classic_test_holds_in_premium(
    fn: Callable[..., Any], args: tuple[Any, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[str] = []
    table_init = builders.Table.__init__
    game_init = Game.__init__

    def table(self: builders.Table, format: str = "standard", **kw: Any) -> None:  # noqa: A002
        table_init(self, "premium" if format == "classic" else format, **kw)

    def game(self: Game, state: Any, **kw: Any) -> None:
        made.append(state.fmt.name)
        game_init(self, state, **kw)

    real_new = Game.new.__func__  # type: ignore[attr-defined]

    def new(cls: type[Game], *a: Any, **kw: Any) -> Game:
        if kw.get("format") == "classic":
            kw["format"] = "premium"
        return real_new(cls, *a, **kw)  # type: ignore[no-any-return]

    monkeypatch.setattr(builders.Table, "__init__", table)
    monkeypatch.setattr(Game, "__init__", game)
    monkeypatch.setattr(Game, "new", classmethod(new))
    fn(*args)
    assert made, "the test made no game"
    assert set(made) == {"premium"}, f"the test played {sorted(set(made))}, not Premium alone"
