"""The published schema for position files (``vgwidget/data/schema/position.schema.json``)
says exactly what the loader reads: the same keys at every level, the same names of phases,
steps, formats and flags, and every shipped position is valid under it."""

from __future__ import annotations

import json
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from vgwidget.engine import position, timeline
from vgwidget.engine.flow import BATTLE_STEPS, PHASES
from vgwidget.engine.formats import ALIASES, FORMATS

jsonschema = pytest.importorskip("jsonschema")

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = sorted(
    p
    for d in (position.positions_dir(), ROOT / "tutorials" / "positions")
    for p in d.glob("*.toml")
)


def schema() -> dict[str, Any]:
    text = (resources.files("vgwidget") / "data" / "schema" / "position.schema.json").read_text(
        encoding="utf-8"
    )
    s: dict[str, Any] = json.loads(text)
    jsonschema.Draft202012Validator.check_schema(s)
    return s


def props(node: dict[str, Any]) -> set[str]:
    return set(node["properties"])


@pytest.mark.rule("position.setup")
def test_the_schema_has_the_loaders_keys_at_every_level() -> None:
    s = schema()
    d = s["$defs"]
    top = s["properties"]
    assert props(s) == set(position.TOP_KEYS)
    assert props(top["game"]) == set(position.GAME_KEYS)
    assert props(d["side"]) == set(position.PLAYER_KEYS)
    assert props(d["side"]["properties"]["deck"]) == set(position.DECK_KEYS)
    assert props(top["battle"]) == set(position.BATTLE_KEYS)
    assert props(top["check"]) == set(position.CHECK_KEYS)
    assert props(d["ability_ref"]) == set(position.REF_KEYS)
    assert props(top["modifiers"]["items"]) == set(position.MOD_KEYS)
    assert props(top["meta"]) == set(timeline.META_KEYS)
    assert props(top["expect"]["items"]) == set(timeline.EXPECT_KEYS)
    assert props(d["steps"]["items"]["oneOf"][1]) == set(timeline.STEP_KEYS)
    assert props(top["final"]) == set(timeline.FINAL_KEYS)
    assert props(top["midway"]["items"]) == set(timeline.MIDWAY_KEYS)
    assert props(d["final_side"]) == set(timeline.FINAL_PLAYER_KEYS)
    unit = d["unit"]["oneOf"][1]
    assert props(unit) - {"card"} == set(position.CIRCLE_FLAGS)


@pytest.mark.rule("position.setup")
def test_the_schema_names_what_the_loader_names() -> None:
    s = schema()
    game = s["properties"]["game"]["properties"]
    assert set(game["format"]["enum"]) == set(FORMATS) | set(ALIASES)
    assert set(game["phase"]["enum"]) == set(PHASES)
    assert set(game["step"]["enum"]) == {"", *BATTLE_STEPS}
    assert set(game["done"]["items"]["enum"]) == set(position.DONE)
    stats = s["properties"]["modifiers"]["items"]["properties"]["stat"]["enum"]
    assert set(stats) == set(position.MOD_STATS)


@pytest.mark.rule("position.setup")
@pytest.mark.parametrize("path", SHIPPED, ids=[p.stem for p in SHIPPED])
def test_every_shipped_position_is_valid_under_the_schema(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    jsonschema.validate(data, schema())


@pytest.mark.rule("position.setup")
def test_a_written_position_is_valid_under_the_schema() -> None:
    from vgwidget.engine.game import Game

    g = Game.new(seed=5)
    import random

    rnd = random.Random(5)
    while not g.is_over and (
        len(g.actions) < 60 or (g.state.decision and g.state.decision.kind != "main")
    ):
        g.apply(rnd.choice(g.legal_actions()))
    assert not g.is_over, "pick a seed whose game lasts past 60 decisions"
    jsonschema.validate(position.to_dict(g.state), schema())
