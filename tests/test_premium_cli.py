"""The command line names Premium by its alias ``g`` too, and plays Premium's named variants
(``--variant``); a bad format or variant is one clear line that lists the choices."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vgwidget.cli import chosen_format, main
from vgwidget.engine.formats import PREMIUM_VARIANTS, UnknownFormat
from vgwidget.engine.game import Game

ROOT = Path(__file__).resolve().parents[1]
DECKS = ROOT / "vgwidget" / "data" / "decks"
POSITION = ROOT / "vgwidget" / "data" / "positions" / "q09-stride-cost-grades-add-up.toml"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_format_g_is_premium_on_play(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "play", "--seed", "3", "--format", "g", "--json")
    assert code == 0
    record = json.loads(out)
    assert record["format"] == "premium"
    # the same game as --format premium, decision for decision
    code, out2, _ = _run(capsys, "play", "--seed", "3", "--format", "premium", "--json")
    assert code == 0 and json.loads(out2)["main"] == record["main"]
    # and the G era's steps are played (a Premium game has a G zone and a stride step)
    assert any(e["rule"].startswith("g.") for e in record["events"])


def test_a_variant_is_played_and_kept_in_the_record(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(
        capsys, "play", "--seed", "5", "--format", "g", "--variant", "legacy-g-return", "--json"
    )
    assert code == 0
    record = json.loads(out)
    assert record["format"] == "premium" and record["variants"] == ["legacy-g-return"]
    record.pop("events")
    game = Game.from_json(json.dumps(record))
    assert game.format.g_return == "all"


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["play", "--seed", "1", "--format", "gee"], "unknown format 'gee'; choose one of: "),
        (["play", "--seed", "1", "--format", "g", "--variant", "nope"], "unknown Premium variant"),
        (["play", "--seed", "1", "--variant", "legacy-g-deck"], "unknown Standard variant"),
        (["play", "--seed", "1", "--format", "classic", "--variant", "x"], "classic format has no"),
        (["check-deck", str(DECKS / "classic-1.txt"), "--format", "x"], "unknown format 'x'"),
        (["rules", "--format", "x"], "unknown format 'x'"),
    ],
)
def test_a_bad_format_or_variant_is_one_line_listing_the_choices(
    capsys: pytest.CaptureFixture[str], argv: list[str], needle: str
) -> None:
    code, out, err = _run(capsys, *argv)
    assert code == 1 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert needle in lines[0]
    if "Premium" in needle:
        assert all(v in lines[0] for v in PREMIUM_VARIANTS)
    elif "Standard" in needle:
        assert "no-ride-deck" in lines[0]
    elif "has no" in needle:  # names the formats that have variants, and theirs
        assert "premium: legacy-g-deck" in lines[0] and "standard: no-ride-deck" in lines[0]
    else:
        assert all(f in lines[0] for f in ("classic", "premium", "standard", "g (= premium)"))


def test_check_deck_with_the_legacy_g_deck_variant(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # a G deck of 12 (4 per name): over the Playbook's 8 (DECK-028), legal under the legacy
    # G deck variant's 16 (DECK-029)
    text = (DECKS / "premium-1.txt").read_text(encoding="utf-8")
    text = text.replace("3 x Aurelion the", "4 x Aurelion the")
    text = text.replace("3 x Solstice Herald", "4 x Solstice Herald")
    text = text.replace("2 x Lanternshield Bastion", "4 x Lanternshield Bastion")
    deck = tmp_path / "deck.txt"
    deck.write_text(text, encoding="utf-8")
    code, out, _ = _run(capsys, "check-deck", str(deck), "--format", "g")
    assert code == 1 and "problem(s) for the premium format" in out
    code, out, _ = _run(
        capsys, "check-deck", str(deck), "--format", "g", "--variant", "legacy-g-deck"
    )
    assert code == 0 and "a legal premium (legacy-g-deck) deck" in out


def test_rules_format_g_lists_premium_rules(capsys: pytest.CaptureFixture[str]) -> None:
    code, g_out, _ = _run(capsys, "rules", "--format", "g")
    assert code == 0
    code, p_out, _ = _run(capsys, "rules", "--format", "premium")
    assert g_out == p_out and "stride." in g_out


def test_simulate_plays_the_alias_and_the_variant() -> None:
    from vgwidget.simulate import simulate

    fmt = chosen_format("g", ["legacy-g-return"])
    sim = simulate(games=1, format=fmt, jobs=1, seed=2)
    assert sim.format == "premium" and len(sim.rows) == 1
    assert sim.summary()["variants"] == ["legacy-g-return"]
    assert sim.table().startswith("1 games, premium (legacy-g-return), greedy vs greedy")
    # each worker plays the variant: its spec carries the names (plain, picklable data)
    from vgwidget.simulate import GameSpec, _spec_format

    spec = GameSpec(0, 2, "premium", ("", ""), ("greedy", "greedy"), 16, fmt.variants)
    played = _spec_format(spec)
    assert not isinstance(played, str) and played.g_return == "all"
    with pytest.raises(UnknownFormat, match="choose one of"):
        chosen_format("gg")


def test_a_position_file_and_a_record_may_name_the_format_g(tmp_path: Path) -> None:
    text = POSITION.read_text(encoding="utf-8")
    assert 'format = "premium"' in text
    g_file = tmp_path / "g.toml"
    g_file.write_text(text.replace('format = "premium"', 'format = "g"'), encoding="utf-8")
    a, b = Game.from_position(POSITION), Game.from_position(g_file)
    assert b.format.name == "premium"
    assert [repr(x) for x in a.legal_actions()] == [repr(x) for x in b.legal_actions()]
    record = dict(Game.new(format="premium", seed=4).to_record())
    record["format"] = "g"
    assert Game.from_json(json.dumps(record)).format.name == "premium"


def test_a_position_file_names_premium_variants(tmp_path: Path) -> None:
    """``[game] variants`` in a position file, or ``position --variant``: checked as the
    record's are (Premium only, known names), and the position plays the variant."""
    from vgwidget.engine.position import GAME_KEYS, PositionError, to_dict, to_toml

    text = POSITION.read_text(encoding="utf-8")
    assert "variants" in GAME_KEYS
    with_variant = text.replace(
        'format = "premium"', 'format = "g"\nvariants = ["legacy-g-return"]'
    )
    g_file = tmp_path / "v.toml"
    g_file.write_text(with_variant, encoding="utf-8")
    game = Game.from_position(g_file)
    assert game.format.g_return == "all" and game.format.variants == ("legacy-g-return",)
    # a position written from that game keeps the variant
    data = to_dict(game.state)
    assert data["game"]["variants"] == ["legacy-g-return"]
    assert Game.from_position(to_toml(data)).format.variants == ("legacy-g-return",)
    bad = tmp_path / "bad.toml"
    bad.write_text(with_variant.replace("legacy-g-return", "nope"), encoding="utf-8")
    with pytest.raises(PositionError, match="unknown Premium variant 'nope'"):
        Game.from_position(bad)
    classic = tmp_path / "classic.toml"
    classic.write_text(
        text.replace('format = "premium"', 'format = "classic"\nvariants = ["legacy-g-deck"]'),
        encoding="utf-8",
    )
    with pytest.raises(PositionError, match="the classic format has no variants"):
        Game.from_position(classic)


def test_the_position_command_takes_variant(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "position", str(POSITION), "--variant", "legacy-g-return")
    assert code == 0 and "Player" in out
    code, out, err = _run(capsys, "position", str(POSITION), "--variant", "nope")
    assert code == 1 and out == "" and "unknown Premium variant 'nope'" in err
    assert len(err.strip().splitlines()) == 1


def test_the_schema_lists_the_premium_variants() -> None:
    schema = json.loads(
        (ROOT / "vgwidget" / "data" / "schema" / "position.schema.json").read_text("utf-8")
    )
    variants = schema["properties"]["game"]["properties"]["variants"]["items"]["enum"]
    assert set(variants) == set(PREMIUM_VARIANTS)


def test_a_deck_list_may_name_the_format_g(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from vgwidget.engine.decks import parse_deck

    text = (DECKS / "premium-1.txt").read_text(encoding="utf-8")
    assert "format: premium" in text
    deck = parse_deck(text.replace("format: premium", "format: G"))
    assert deck.format == "premium"
    listed = tmp_path / "g.txt"
    listed.write_text(text.replace("format: premium", "format: g"), encoding="utf-8")
    code, out, _ = _run(capsys, "check-deck", str(listed), "--format", "g")
    assert code == 0 and "a legal premium deck" in out
