"""Game records: JSON round trips, the JSON Schema, side lines, and clear errors on bad input."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from importlib import resources
from typing import Any

import pytest

from vgwidget.engine.errors import RecordError
from vgwidget.engine.game import Game
from vgwidget.engine.position import positions_dir
from vgwidget.engine.record import digest, dumps
from vgwidget.engine.timeline import play_script

jsonschema = pytest.importorskip("jsonschema")


@pytest.fixture(scope="module")
def schema() -> dict[str, Any]:
    text = (resources.files("vgwidget") / "data" / "schema" / "game-record.schema.json").read_text(
        encoding="utf-8"
    )
    s: dict[str, Any] = json.loads(text)
    jsonschema.Draft202012Validator.check_schema(s)
    return s


def _validate(schema: dict[str, Any], record: Any) -> None:
    jsonschema.Draft202012Validator(schema).validate(record)


def _random_game(seed: int, fmt: str = "standard", n: int | None = None) -> Game:
    g = Game.new(seed=seed, format=fmt)
    chooser = random.Random(seed)
    while not g.is_over and (n is None or len(g.actions) < n):
        g.apply(chooser.choice(g.legal_actions()))
    return g


def _texts(g: Game) -> list[str]:
    return [f"{e.seq} {e.rule} {e.text}" for e in g.events]


# ------------------------------------------------------------------------ round trips


@pytest.mark.rule("setup.shuffle", "setup.first-player")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_whole_game_round_trips_through_json(fmt: str, seed: int, schema: dict[str, Any]) -> None:
    g = _random_game(seed, fmt)
    text = g.to_json()
    _validate(schema, json.loads(text))
    h = Game.from_json(text)
    assert _texts(h) == _texts(g)
    assert h.state == g.state and h.result == g.result
    assert h.to_json() == text


def test_an_unfinished_game_round_trips_and_plays_on(schema: dict[str, Any]) -> None:
    g = _random_game(4, n=30)
    h = Game.from_json(g.to_json())
    assert h.legal_actions() == g.legal_actions()
    a = g.legal_actions()[0]
    assert [e.text for e in h.apply(a)] == [e.text for e in g.apply(a)]


def test_annotations_variations_and_metadata_round_trip(schema: dict[str, Any]) -> None:
    g = _random_game(6, n=40)
    g.annotate(3, "The coin toss decides the first player.")
    g.seek(g._marks[10] - 1)
    side = g.fork("keep instead")
    side.apply(side.legal_actions()[-1])
    side.annotate(side.events[0].seq, "a what-if")
    side.seek(side.first_event)
    nested = side.fork("nested")
    nested.apply(nested.legal_actions()[0])
    g.seek(g._marks[20] - 1)
    g.fork("empty side line")
    g.seek_end()
    rec = g.to_record(metadata={"title": "A teaching game", "players": ["Ann", "Bo"]})
    _validate(schema, rec)
    var = rec["main"]["variations"]
    assert [v["name"] for v in var] == ["keep instead", "empty side line"]
    assert var[0]["at"] == side.branch_at and var[0]["variations"][0]["name"] == "nested"
    h = Game.from_json(dumps(rec))
    assert h.annotations == g.annotations
    assert set(h.variations) == {"keep instead", "empty side line"}
    hs = h.variations["keep instead"]
    assert _texts(hs) == _texts(side) and hs.annotations == side.annotations
    assert _texts(hs.variations["nested"]) == _texts(nested)
    assert h.to_record(metadata=rec["metadata"]) == rec


def test_a_fork_is_recorded_from_the_start_of_the_game(schema: dict[str, Any]) -> None:
    g = _random_game(7, n=30)
    g.seek(g._marks[12] - 1)
    f = g.fork()
    f.apply(f.legal_actions()[-1])
    rec = f.to_record()
    _validate(schema, rec)
    assert f.branch_at is not None
    assert rec["main"]["verify"]["from_event"] == f.branch_at + 1
    assert len(rec["main"]["decisions"]) == 13
    h = Game.from_record(rec)
    assert [e.text for e in h.events[f.branch_at + 1 :]] == [e.text for e in f.events]


@pytest.mark.rule("position.setup")
def test_a_game_from_a_position_round_trips(schema: dict[str, Any]) -> None:
    g = Game.from_position(positions_dir() / "q29-no-guard-after-drive-check.toml")
    play_script(g, g.position_extras["script"])
    rec = g.to_record()
    _validate(schema, rec)
    assert "position" in rec["start"]
    h = Game.from_json(dumps(rec))
    assert _texts(h) == _texts(g)
    assert h.state == g.state


def test_the_play_command_output_is_a_loadable_record(schema: dict[str, Any]) -> None:
    g = _random_game(3, n=20)
    rec = g.to_record()
    rec["events"] = [e.to_dict() for e in g.events]  # as `vgwidget play --json` writes it
    _validate(schema, rec)
    assert _texts(Game.from_record(rec)) == _texts(g)


@pytest.mark.rule("judge.manual")
@pytest.mark.parametrize(
    ("fmt", "decks"),
    [("standard", ("standard-3", "standard-4")), ("classic", ("classic-3", "classic-1"))],
)
def test_games_with_card_abilities_and_manual_adjustments_round_trip(
    fmt: str, decks: tuple[str, str], schema: dict[str, Any]
) -> None:
    from vgwidget.engine.actions import Action

    root = resources.files("vgwidget") / "data" / "decks"
    lists = [(root / f"{d}.txt").read_text(encoding="utf-8") for d in decks]
    g = Game.new(lists[0], lists[1], seed=5, format=fmt)
    chooser = random.Random(5)
    while not g.is_over and len(g.actions) < 150:
        if len(g.actions) == 20:  # the judge moves a card by hand
            p = g.current_player
            assert p is not None
            g.apply(Action("manual", p, card=g.state.players[p].hand[0], target="move:drop"))
        g.apply(chooser.choice(g.legal_actions()))
    rec = g.to_record()
    _validate(schema, rec)
    assert any(d["kind"] == "manual" for d in rec["main"]["decisions"])
    h = Game.from_json(dumps(rec))
    assert _texts(h) == _texts(g)


def test_digest_covers_rule_and_text() -> None:
    g = _random_game(1, n=5)
    d = digest(g.events)
    assert len(d) == 64 and d == digest(list(g.events))
    assert d != digest(g.events[:-1])


def test_a_game_without_an_origin_cannot_be_recorded() -> None:
    g = Game(Game.new(seed=1).state)
    with pytest.raises(RecordError, match="cannot be recorded"):
        g.to_record()


# ----------------------------------------------------------------------------- schema


def test_the_schema_knows_every_action_kind(schema: dict[str, Any]) -> None:
    from vgwidget.engine.actions import ACTION_KINDS, Action

    assert schema["$defs"]["action"]["properties"]["kind"]["enum"] == list(ACTION_KINDS)
    assert set(schema["$defs"]["action"]["properties"]) == set(Action._fields)


def test_the_schema_rejects_malformed_records(schema: dict[str, Any]) -> None:
    rec = _random_game(2, n=10).to_record()
    bad: list[dict[str, Any]] = []
    r = copy.deepcopy(rec)
    del r["schema_version"]
    bad.append(r)
    r = copy.deepcopy(rec)
    r["main"]["decisions"][0]["kind"] = "fly"
    bad.append(r)
    r = copy.deepcopy(rec)
    r["start"]["decks"] = r["start"]["decks"][:1]
    bad.append(r)
    r = copy.deepcopy(rec)
    r["main"]["verify"]["sha256"] = "xyz"
    bad.append(r)
    r = copy.deepcopy(rec)
    r["main"]["variations"] = [{"name": "x", "decisions": []}]
    bad.append(r)
    for b in bad:
        with pytest.raises(jsonschema.ValidationError):
            _validate(schema, b)


# -------------------------------------------------------------------------- bad input


@pytest.fixture(scope="module")
def record_text() -> str:
    return _random_game(21, n=40).to_json()


def _line_of(text: str, needle: str, nth: int = 0) -> int:
    lines = [i + 1 for i, line in enumerate(text.splitlines()) if needle in line]
    return lines[nth]


def test_corrupt_json_names_the_line(record_text: str) -> None:
    broken = record_text.replace('"kind": "vgwidget-game-record",', '"kind" "oops",')
    with pytest.raises(RecordError, match=r"line 3, column \d+: not valid JSON"):
        Game.from_json(broken)


def test_truncated_json_text_is_reported(record_text: str) -> None:
    with pytest.raises(RecordError, match="not valid JSON.*corrupt or truncated"):
        Game.from_json(record_text[: len(record_text) // 2])


def test_truncated_decisions_are_caught_by_the_digest(record_text: str) -> None:
    rec = json.loads(record_text)
    rec["main"]["decisions"] = rec["main"]["decisions"][:-3]
    with pytest.raises(RecordError, match=r"main\.verify.*the record is truncated"):
        Game.from_json(dumps(rec))
    assert len(Game.from_json(dumps(rec), verify=False).actions) == 37


def test_an_edited_log_is_caught_by_the_digest(record_text: str) -> None:
    rec = json.loads(record_text)
    rec["main"]["verify"]["sha256"] = "0" * 64
    with pytest.raises(RecordError, match="another engine version, or edited"):
        Game.from_record(rec)


def test_unknown_schema_version_names_the_field(record_text: str) -> None:
    text = record_text.replace('"schema_version": 1', '"schema_version": 2')
    with pytest.raises(RecordError, match=r"line 2 \(schema_version\): version 2 is not supported"):
        Game.from_json(text)
    with pytest.raises(RecordError, match="'schema_version' is missing"):
        Game.from_json("{}")
    with pytest.raises(RecordError, match="a game record is a JSON object"):
        Game.from_json("[1, 2]")


def test_unknown_card_names_the_field_line_and_suggests(record_text: str) -> None:
    text = record_text.replace('"Magmaforge Tyrant"', '"Magmaforge Tyrnt"', 1)
    line = _line_of(text, "Magmaforge Tyrnt")
    with pytest.raises(RecordError) as err:
        Game.from_json(text)
    msg = str(err.value)
    assert f"line {line} (start.decks[0].main[" in msg
    assert 'did you mean "Magmaforge Tyrant"?' in msg


@pytest.mark.rule("battle.guard")
def test_an_illegal_decision_names_its_index_and_line(record_text: str) -> None:
    rec = json.loads(record_text)
    i = 7
    rec["main"]["decisions"][i] = {"kind": "guard", "player": 0, "card": 3}
    text = dumps(rec)
    line = _line_of(text, '{"kind": "guard", "player": 0, "card": 3}')
    with pytest.raises(RecordError) as err:
        Game.from_json(text)
    msg = str(err.value)
    assert f"line {line} (main.decisions[7]): decision 7 (P1 guard card=3)" in msg
    assert "is not legal at its point" in msg


def test_a_malformed_decision_names_the_field(record_text: str) -> None:
    rec = json.loads(record_text)
    rec["main"]["decisions"][2] = {"kind": "attack", "player": 3}
    with pytest.raises(RecordError, match=r"main\.decisions\[2\].*'player' must be 0 or 1"):
        Game.from_json(dumps(rec))
    rec["main"]["decisions"][2] = {"kind": "attack", "player": 0, "colour": "red"}
    with pytest.raises(RecordError, match=r"decision 2: unknown field\(s\) 'colour'"):
        Game.from_json(dumps(rec))


def test_decisions_after_the_end_of_the_game() -> None:
    g = _random_game(1)
    rec = g.to_record()
    rec["main"]["decisions"].append({"kind": "end-main", "player": 0})
    with pytest.raises(RecordError, match="comes after the end of the game"):
        Game.from_record(rec)


def test_bad_structure_is_named(record_text: str) -> None:
    rec = json.loads(record_text)
    cases: list[tuple[Callable[[dict[str, Any]], Any], str]] = [
        (lambda r: r.pop("start"), "'start' is missing"),
        (lambda r: r.update(format="lunar"), r"\(format\): unknown format 'lunar'"),
        (lambda r: r.update(colour=1), r"\(colour\): unknown field"),
        (lambda r: r["start"].update(seed="x"), r"\(start\.seed\)"),
        (lambda r: r["main"].update(decisions=None), r"\(main\.decisions\)"),
        (
            lambda r: r["main"].update(annotations=[{"event": 10_000, "note": "x"}]),
            r"annotations\[0\]\.event",
        ),
        (lambda r: r["main"].update(annotations=[{"event": 1}]), r"annotations\[0\]\)"),
        (
            lambda r: r["main"].update(variations=[{"name": "x", "at": 1, "decisions": []}]),
            "middle of a procedure",
        ),
        (
            lambda r: r["main"].update(variations=[{"name": "x", "at": 99999, "decisions": []}]),
            r"variations\[0\]\.at",
        ),
        (lambda r: r["start"]["decks"][1].update(main=["Ember Lancer"] * 50), r"start\.decks"),
    ]
    for mutate, pattern in cases:
        r = copy.deepcopy(rec)
        mutate(r)
        with pytest.raises(RecordError, match=pattern):
            Game.from_json(dumps(r))


def test_an_illegal_decision_in_a_side_line_names_the_side_line() -> None:
    g = _random_game(22, n=20)
    g.seek(g._marks[5] - 1)
    side = g.fork("what if")
    side.apply(side.legal_actions()[0])
    g.seek_end()
    rec = g.to_record()
    rec["main"]["variations"][0]["decisions"][0] = {"kind": "concede", "player": 0}
    rec["main"]["variations"][0]["decisions"].append({"kind": "end-main", "player": 1})
    with pytest.raises(RecordError, match=r"main\.variations\[0\]\.(decisions\[1\]|verify)"):
        Game.from_record(rec)


def test_a_bad_position_start_is_reported_with_its_problems() -> None:
    g = Game.from_position(positions_dir() / "q16-equal-power-hits.toml")
    rec = g.to_record()
    rec["start"]["position"]["players"]["1"]["circles"]["VC"] = "Cinder Drake Wardn"
    with pytest.raises(
        RecordError, match=r"(?s)start\.position.*did you mean \"Cinder Drake Warden\""
    ):
        Game.from_record(rec)


def test_a_deeply_nested_record_is_one_clear_error() -> None:
    from vgwidget.engine.errors import RecordError

    with pytest.raises(RecordError, match="nested too deeply"):
        Game.from_json("[" * 100_000 + "]" * 100_000)
