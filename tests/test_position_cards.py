"""A dispute is about specific cards: a position file can define its own (``[[cards]]``, same
fields and checks as the card data), a ``--cards FILE`` adds them on the command line, and a
game record carries the definitions so that it replays on any machine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from vgwidget import cli_timeline
from vgwidget.engine.cardfile import read_cards_file, with_cards
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game
from vgwidget.engine.position import PositionError, to_dict, to_toml

CARDS = """\
[[cards]]
name = "Judge's Ember Warden"
grade = 1
power = 7000
shield = 5000
nation = "Emberreach"
formats = ["standard"]
text = "[AUTO](RC): When you damage check, this unit gets +5000 power until end of turn."

[[cards.abilities]]
type = "AUTO"
zones = ["RC"]
timing = "damage-check"
on = "your-unit"
effect = [{ do = "power", amount = 5000, target = "self", until = "turn" }]
text = "[AUTO](RC): When you damage check, this unit gets +5000 power until end of turn."

[[cards]]
name = "Judge's Tide Striker"
grade = 0
power = 5000
shield = 10000
trigger = "critical"
nation = "Aquaveil"
formats = ["standard"]
"""

# the case: two made-up cards, the position starts inside a damage check (a made-up
# critical trigger revealed), and the made-up unit's ability waits to resolve; the check makes
# it trigger once more, so two wait and Player 2 picks; then the card goes to the damage zone
# (7,000 + 10,000 from the trigger + 5,000 twice)
POSITION = (
    CARDS
    + """
[game]
format = "standard"
seed = 3
turn = 5
turn_player = 1
phase = "battle"
step = "damage"

[battle]
attacker = "VC"
target = "VC"

[check]
kind = "damage"
number = 1
of = 1

[[pending]]
player = 2
at = "FL"

[players.1]
hand = ["Ember Lancer"]
deck = { fill = "teaching" }

[players.1.circles]
VC = { card = "Pyreheart Sovereign Dragon", rested = true }

[players.2]
trigger = ["Judge's Tide Striker"]
deck = { fill = "teaching" }

[players.2.circles]
VC = "Coralshield Captain"
FL = "Judge's Ember Warden"

[script]
actions = ["power-to: FL", "critical-to: VC", "resolve: Judge's Ember Warden"]

[[expect]]
note = "the made-up trigger is a critical trigger"
rule = "trigger.critical"

[[expect]]
note = "both waiting abilities resolve: 7,000 + 10,000 + 5,000 + 5,000"
contains = "now 27,000"

[final.players.2]
damage = ["Judge's Tide Striker"]
"""
)


@pytest.mark.rule("position.setup")
def test_a_position_with_its_own_cards_starting_in_a_check_with_an_ability_waiting(
    tmp_path: Path,
) -> None:
    f = tmp_path / "dispute.toml"
    f.write_text(POSITION, encoding="utf-8")
    problems, n = cli_timeline.check_position(f)
    assert problems == [] and n == 3
    g = Game.from_position(f)
    assert g.state.decision is not None and g.state.decision.kind == "power-to"


@pytest.mark.rule("position.setup")
def test_a_record_of_a_game_with_made_up_cards_replays_with_nothing_else(tmp_path: Path) -> None:
    g = Game.from_position(POSITION)
    g.apply(g.legal_actions()[0])
    text = g.to_json()
    assert "Judge's Ember Warden" in text
    again = Game.from_json(text)  # the default pool only: the record brings the cards
    assert [e.text for e in again.events] == [e.text for e in g.events]


MAIN = (
    CARDS
    + """
[game]
format = "standard"
seed = 3
turn = 5
turn_player = 2
phase = "main"

[players.1]
deck = { fill = "teaching" }

[players.1.circles]
VC = "Pyreheart Sovereign Dragon"

[players.2]
hand = ["Judge's Tide Striker"]
deck = { fill = "teaching" }

[players.2.circles]
VC = "Coralshield Captain"
FL = "Judge's Ember Warden"
"""
)


@pytest.mark.rule("position.setup")
def test_a_position_with_its_cards_is_written_back_with_them() -> None:
    g = Game.from_position(MAIN)
    written = to_dict(g.state, extras=g.position_extras)
    assert [c["name"] for c in written["cards"]] == ["Judge's Ember Warden", "Judge's Tide Striker"]
    again = Game.from_position(to_toml(written))
    assert again.state.table.cards[again.state.players[1].at("FL")].power == 7000  # type: ignore[index]


@pytest.mark.rule("position.setup")
@pytest.mark.parametrize(
    ("change", "message"),
    [
        (('name = "Judge\'s Tide Striker"', 'name = "Ember Lancer"'), "already has a card named"),
        (("grade = 0\n", "grade = 9\n"), "grade must be a whole number"),
        (('trigger = "critical"', 'trigger = "crit"'), "trigger 'crit' is not one of"),
        (("power = 7000\n", "power = 7000\ncolour = 1\n"), "unknown field(s) ['colour']"),
        (('name = "Judge\'s Tide Striker"', 'name = "Judge\'s Ember Warden"'), "defined twice"),
        (('timing = "damage-check"', 'timing = "damage-chek"'), "timing"),
    ],
)
def test_a_bad_card_in_a_position_is_an_error_naming_its_line(
    change: tuple[str, str], message: str
) -> None:
    text = POSITION.replace(*change)
    with pytest.raises(PositionError) as info:
        Game.from_position(text)
    err = str(info.value)
    assert message in err, err
    assert "line " in err and "(cards." in err, err


@pytest.mark.rule("position.setup")
def test_replacing_a_card_of_the_pool_is_said_out_loud() -> None:
    pool, kept = with_cards([{"name": "Ember Lancer", "grade": 1, "power": 1, "replaces": True}])
    assert pool["Ember Lancer"].power == 1 and kept[0]["replaces"] is True
    with pytest.raises(CardDataError, match="the pool has no “Ember Lancr”"):
        with_cards([{"name": "Ember Lancr", "grade": 1, "replaces": True}])


@pytest.mark.rule("position.setup")
@pytest.mark.parametrize("suffix", [".toml", ".json"])
def test_a_cards_file_in_toml_or_json(tmp_path: Path, suffix: str) -> None:
    import tomllib

    items = tomllib.loads(CARDS)["cards"]
    f = tmp_path / f"cards{suffix}"
    f.write_text(CARDS if suffix == ".toml" else json.dumps(items), encoding="utf-8")
    assert read_cards_file(f) == items
    bad = tmp_path / f"bad{suffix}"
    bad.write_text("[oops" if suffix == ".toml" else "{", encoding="utf-8")
    with pytest.raises(CardDataError, match=str(bad.name)):
        read_cards_file(bad)


# ------------------------------------------------------------------ the command line


def _deck_with_custom_card(tmp_path: Path) -> Path:
    from vgwidget.engine.decks import teaching_decks  # noqa: F401 - the shipped list below

    text = (
        Path(__file__).resolve().parents[1] / "vgwidget" / "data" / "decks" / "standard-1.txt"
    ).read_text(encoding="utf-8")
    deck = tmp_path / "custom-deck.txt"
    deck.write_text(
        text.replace("4 x Ember Lancer", "3 x Ember Lancer\n1 x Judge's Ember Warden"),
        encoding="utf-8",
    )
    return deck


@pytest.mark.rule("deck.size")
def test_check_deck_and_play_take_cards_from_a_file_and_the_record_carries_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from vgwidget import cli

    cards = tmp_path / "cards.toml"
    cards.write_text(CARDS, encoding="utf-8")
    deck = _deck_with_custom_card(tmp_path)
    assert cli.main(["check-deck", str(deck)]) == 1
    assert "Judge's Ember Warden" in capsys.readouterr().err
    assert cli.main(["check-deck", str(deck), "--cards", str(cards)]) == 0
    assert "a legal standard deck" in capsys.readouterr().out
    args = ["play", "--seed", "4", "--deck1", str(deck), "--cards", str(cards), "--json"]
    assert cli.main(args) == 0
    record = json.loads(capsys.readouterr().out)
    assert [c["name"] for c in record["cards"]] == ["Judge's Ember Warden", "Judge's Tide Striker"]
    record.pop("events")
    rec = tmp_path / "game.json"
    rec.write_text(json.dumps(record), encoding="utf-8")
    assert cli.main(["replay", str(rec), "--to", "3"]) == 0  # no --cards: the record has them


@pytest.mark.rule("position.setup")
def test_position_and_replay_take_cards_from_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cards = tmp_path / "cards.json"
    import tomllib

    cards.write_text(json.dumps(tomllib.loads(CARDS)["cards"]), encoding="utf-8")
    pos = tmp_path / "uses-cards.toml"
    pos.write_text(MAIN[MAIN.index("[game]") :], encoding="utf-8")
    assert cli_timeline.main(["position", str(pos)]) == 1
    assert "Judge's Ember Warden" in capsys.readouterr().err
    assert cli_timeline.main(["position", str(pos), "--cards", str(cards)]) == 0
    assert "Judge's Ember Warden" in capsys.readouterr().out
    # a record made in Python with a pool of its own carries no definitions: --cards gives them
    from vgwidget.engine.cardfile import with_cards

    pool = with_cards(tomllib.loads(CARDS)["cards"])[0]
    g = Game.from_position(pos, pool=pool)
    rec = tmp_path / "rec.json"
    rec.write_text(g.to_json(), encoding="utf-8")
    assert cli_timeline.main(["replay", str(rec)]) == 1
    assert "Judge's Ember Warden" in capsys.readouterr().err
    assert cli_timeline.main(["replay", str(rec), "--cards", str(cards)]) == 0
    bad = tmp_path / "bad.json"
    bad.write_text('[{"name": "X", "grade": "two"}]', encoding="utf-8")
    assert cli_timeline.main(["position", str(pos), "--cards", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "cards[0]" in err and "Traceback" not in err


@pytest.mark.rule("position.setup")
def test_game_new_with_cards_records_them() -> None:
    import tomllib

    items = tomllib.loads(CARDS)["cards"]
    g = Game.new(seed=2, cards=items)
    assert g.to_record()["cards"][0]["name"] == "Judge's Ember Warden"
    again = Game.from_json(g.to_json())
    assert again.to_record()["cards"] == g.to_record()["cards"]
    bad = json.loads(g.to_json())
    bad["cards"][0]["grade"] = "two"
    from vgwidget.engine.errors import RecordError

    with pytest.raises(RecordError, match="cards"):
        Game.from_json(json.dumps(bad))
