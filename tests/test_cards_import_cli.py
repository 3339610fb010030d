"""`vgwidget cards import` and the cards file it writes: `--cards pool.json` for check-deck,
play, replay and positions, and a whole game played with a deck of imported cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import vgwidget
from vgwidget.cards import (
    cards_file_pool,
    import_cgs,
    is_pool_file,
    read_pool_file,
    write_pool_file,
)
from vgwidget.cli import main
from vgwidget.engine.decks import load_deck
from vgwidget.engine.errors import CardDataError, DeckError
from vgwidget.engine.game import Game

FOLDER = Path(__file__).parent / "data" / "cgs"
DECK = FOLDER / "decks" / "gale-standard.txt"


@pytest.fixture(scope="module")
def pool_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("pool") / "pool.json"
    write_pool_file(import_cgs(FOLDER, progress=False), out, source="test")
    return out


def test_cards_import_prints_the_report_and_writes_the_cards_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "pool.json"
    assert main(["cards", "import", str(FOLDER), "--out", str(out), "--quiet"]) == 0
    printed = capsys.readouterr().out
    assert "cards in the pool: 30 (1 reprints merged)" in printed
    assert "abilities read:" in printed and "abilities manual:" in printed
    assert f"Wrote 30 cards to {out}" in printed
    assert is_pool_file(out)
    head = json.loads(out.read_text(encoding="utf-8"))
    assert head["format"] == "vgwidget-cards" and len(head["cards"]) == 30
    assert head["reprints"] == {"D-BT99/001EN": ["D-BT99/SP01EN"]}


def test_cards_import_strict_exits_1_naming_the_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "import", str(FOLDER), "--strict", "--quiet"]) == 1
    assert "sets/905.json: not valid JSON" in capsys.readouterr().err


def test_the_cards_file_reads_back_to_the_same_cards(pool_file: Path) -> None:
    """The file holds the compiled abilities: reading it compiles nothing and gives the same
    cards."""
    imported = read_pool_file(pool_file)
    fresh = import_cgs(FOLDER, progress=False).pool
    assert {c.id: c for c in imported.pool} == {c.id: c for c in fresh}
    few = imported.pool_naming([DECK.read_text(encoding="utf-8")])
    assert "Galewind Rally" not in few and few["Stormcrown Dragon"] == fresh["Stormcrown Dragon"]
    assert len(few) < len(imported.pool_with())
    assert imported.reprints == {"D-BT99/001EN": ("D-BT99/SP01EN",)}


def test_a_file_that_is_not_an_imports_cards_file_is_refused(tmp_path: Path) -> None:
    other = tmp_path / "other.json"
    other.write_text('{"format": "something else", "cards": []}', encoding="utf-8")
    assert not is_pool_file(other)
    with pytest.raises(CardDataError, match="not a cards file of an import"):
        read_pool_file(other)
    wrong = tmp_path / "wrong.json"
    wrong.write_text('{"format": "vgwidget-cards", "version": 99, "cards": []}', "utf-8")
    with pytest.raises(CardDataError, match="version 99"):
        read_pool_file(wrong)
    broken = tmp_path / "broken.json"
    broken.write_text(
        '{"format": "vgwidget-cards", "version": 1, "cards": [{"id": "X-1", "name": "N", '
        '"grade": 9}]}',
        "utf-8",
    )
    with pytest.raises(CardDataError, match=r"broken\.json card 0.*grade"):
        read_pool_file(broken).pool_with()
    twice = tmp_path / "twice.json"
    twice.write_text(
        '{"format": "vgwidget-cards", "version": 1, "cards": [{"id": "X-1", "name": "N"}, '
        '{"id": "X-2", "name": "N"}]}',
        "utf-8",
    )
    with pytest.raises(CardDataError, match=r"twice\.json: duplicate card name 'N'"):
        read_pool_file(twice).pool_with()


def test_a_hand_written_cards_file_still_works_for_cards(tmp_path: Path) -> None:
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps([{"name": "Judge's Probe", "grade": 1, "power": 8000}]), "utf-8")
    assert cards_file_pool(mine)["Judge's Probe"].power == 8000


def test_check_deck_reads_a_deck_of_imported_cards(
    pool_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["check-deck", str(DECK), "--cards", str(pool_file)]) == 0
    assert "a legal standard deck (Gale Test Deck)" in capsys.readouterr().out


def test_card_016_a_deck_list_names_a_shared_printing_by_its_number(
    pool_file: Path, tmp_path: Path
) -> None:
    """CARD-016: "Name [number]" names one printing; the bare shared name is refused."""
    pool = read_pool_file(pool_file).pool_with()
    deck = load_deck(DECK, pool)
    assert "Twinborn Zephyr [DZ-BT99/019EN]" in deck.main
    bare = tmp_path / "bare.txt"
    bare.write_text(
        DECK.read_text(encoding="utf-8").replace("Twinborn Zephyr [DZ-BT99/019EN]",
                                                 "Twinborn Zephyr"),
        encoding="utf-8",
    )  # fmt: skip
    with pytest.raises(DeckError, match="ambiguous card"):
        load_deck(bare, pool)


def test_play_a_whole_game_with_imported_decks(
    pool_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`vgwidget play --cards pool.json --deck1 d.txt --deck2 d.txt` plays a game to its end
    with the imported cards (WIN-001: a game ends with a winner)."""
    args = ["play", "--cards", str(pool_file), "--deck1", str(DECK), "--deck2", str(DECK)]
    assert main([*args, "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Stormcrown Dragon" in out
    assert "\nResult: " in out and " wins." in out


def test_a_game_of_imported_cards_records_them_and_replays_without_the_file(
    pool_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The record carries the cards the decks use (not the whole list), so `vgwidget replay`
    needs no --cards."""
    args = ["play", "--cards", str(pool_file), "--deck1", str(DECK), "--deck2", str(DECK)]
    assert main([*args, "--seed", "5", "--json"]) == 0
    record = json.loads(capsys.readouterr().out)
    names = {c["name"] for c in record["cards"]}
    assert "Stormcrown Dragon" in names and "Galewind Rally" not in names
    assert len(record["cards"]) == 16  # the 16 names of the deck list
    path = tmp_path / "game.json"
    record.pop("events")
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert "wins" in capsys.readouterr().out


def test_game_new_takes_the_entries_a_deck_uses(pool_file: Path) -> None:
    imported = read_pool_file(pool_file)
    pool = imported.pool_with()
    deck = load_deck(DECK, pool)
    game = Game.new(deck, deck, seed=1, cards=imported.entries_for([deck], pool))
    assert not game.is_over and game.legal_actions()


def test_a_position_takes_the_imported_cards(
    pool_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`vgwidget position FILE --cards pool.json`: a position names imported cards."""
    pos = tmp_path / "pos.toml"
    pos.write_text(
        """[game]
format = "standard"
seed = 1
turn = 5
turn_player = 1
phase = "main"

[players.1]
hand = ["Breeze Page", "Twinborn Zephyr [DZ-BT99/019EN]"]
deck = { fill = "teaching" }

[players.1.circles]
VC = "Stormcrown Dragon"

[players.2]
deck = { fill = "teaching" }

[players.2.circles]
VC = "Thunderwake Tyrant"
""",
        encoding="utf-8",
    )
    code = main(["position", str(pos), "--cards", str(pool_file)])
    out = capsys.readouterr()
    assert code == 0, out.err
    assert "Stormcrown Dragon" in out.out


def test_an_imported_card_of_a_teaching_cards_name_stands_in_for_it(tmp_path: Path) -> None:
    """A card of the list named like a teaching card replaces it in the game's pool (the
    cards a game defines, vgwidget.engine.cardfile: replaces = true)."""
    sets = tmp_path / "sets"
    sets.mkdir()
    card = {
        "name": "Ember Lancer", "number": "D-BT99/301EN", "type": "Normal Unit",
        "clan": "Emberreach", "grade": 1, "power": 9000, "shield": 5000, "effect": "-",
    }  # fmt: skip
    (sets / "1.json").write_text(json.dumps([card]), encoding="utf-8")
    out = tmp_path / "pool.json"
    write_pool_file(import_cgs(tmp_path, progress=False), out)
    imported = read_pool_file(out)
    assert imported.pool_with()["Ember Lancer"].power == 9000
    teaching = Path(vgwidget.__file__).parent / "data" / "decks" / "standard-1.txt"
    pool = imported.pool_with()
    deck = load_deck(teaching, pool)  # the other teaching names still resolve
    (entry,) = imported.entries_for([deck], pool)
    assert entry["replaces"] is True and entry["id"] == "D-BT99/301EN"
    game = Game.new(deck, deck, seed=2, cards=[entry])
    (kept,) = game.to_record()["cards"]
    assert (kept["name"], kept["power"], kept["replaces"]) == ("Ember Lancer", 9000, True)


def test_a_misspelt_card_in_a_deck_list_is_named_with_the_closest_imported_card(
    pool_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A deck list is first read among the cards its text names (quick); a name that is no
    card is then looked up in the whole list, so the error suggests the closest card."""
    typo = tmp_path / "typo.txt"
    typo.write_text(
        DECK.read_text(encoding="utf-8").replace("4 x Squall Lancer", "4 x Squal Lancer"),
        encoding="utf-8",
    )
    assert main(["check-deck", str(typo), "--cards", str(pool_file)]) == 1
    assert 'unknown card "Squal Lancer" (did you mean "Squall Lancer"?)' in capsys.readouterr().err
