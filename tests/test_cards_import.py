"""Importing a Card Game Simulator "Cardfight Vanguard" folder (vgwidget.cards.import_cgs).

tests/data/cgs is an invented folder in the real layout (cgs.json, AllSets.json, sets/*.json,
the real card keys and type values; docs/cards-import.md): cards of every type and era, a
reprint, two printings of one name, unreadable texts, bad cards and a file that is not JSON.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from vgwidget.cards import (
    CgsError,
    FieldError,
    card_fields,
    formats_of,
    import_cgs,
    trigger_of,
)
from vgwidget.cards import cgs as cgs_module
from vgwidget.engine.errors import CardDataError

FOLDER = Path(__file__).parent / "data" / "cgs"


@pytest.fixture(scope="module")
def result() -> cgs_module.ImportResult:
    return import_cgs(FOLDER, progress=False)


def _folder(tmp_path: Path, cards: list[object], name: str = "1.json") -> Path:
    """A folder of one set file holding ``cards``."""
    (tmp_path / "sets").mkdir(exist_ok=True)
    (tmp_path / "sets" / name).write_text(json.dumps(cards), encoding="utf-8")
    return tmp_path


def _unit(**kw: object) -> dict[str, object]:
    card: dict[str, object] = {
        "name": "Probe Knight",
        "number": "D-BT99/201EN",
        "type": "Normal Unit",
        "clan": "Stoicheia",
        "grade": 1,
        "power": 8000,
        "shield": 5000,
        "effect": "-",
    }
    card.update(kw)
    return card


# ------------------------------------------------------------------------- every card type


def test_card_001_every_card_type_of_the_list_maps_to_the_engines(
    result: cgs_module.ImportResult,
) -> None:
    """CARD-001: the list's types become the engine's card types (a G unit whose text starts
    with [G Guardian] is a G guardian)."""
    pool = result.pool
    assert pool["Stormcrown Dragon"].type == "normal-unit"
    assert pool["Gale Spark Imp"].type == "trigger-unit"
    assert pool["Skyreach Glaive Dragon"].type == "g-unit"
    assert pool["Bulwark of the Ashen Gate"].type == "g-guardian"
    assert pool["Galewind Rally"].type == "normal-order"
    assert pool["Galewind Banner"].type == "set-order"
    assert pool["Galewind Parry"].type == "blitz-order"
    assert pool["Tempest Test Crest"].type == "ride-deck-crest"


def test_stats_grade_power_shield_critical_and_skills_are_read(
    result: cgs_module.ImportResult,
) -> None:
    """CARD-006/013: grade, power and shield as listed, critical 1, skills from the grade (G
    units triple drive), no shield printed is None."""
    g3 = result.pool["Stormcrown Dragon"]
    assert (g3.grade, g3.power, g3.shield, g3.critical, g3.skills) == (
        3, 13000, None, 1, ("twin-drive",),
    )  # fmt: skip
    g1 = result.pool["Gale Fledgling Knight"]
    assert (g1.grade, g1.power, g1.shield, g1.skills) == (1, 8000, 5000, ("boost",))
    assert result.pool["Skyreach Glaive Dragon"].skills == ("triple-drive",)
    order = result.pool["Galewind Rally"]
    assert (order.grade, order.power, order.shield) == (1, 0, None)


def test_refused_types_are_reported_not_loaded(result: cgs_module.ImportResult) -> None:
    """Trigger orders (the engine has none) and "Others" (markers, tokens) are not deck cards
    the engine plays: reported with their number and the field, not loaded."""
    by_number = {p.number: p for p in result.report.problems}
    assert by_number["V-GM/9901EN"].field == "type"
    assert "not a card a deck holds" in by_number["V-GM/9901EN"].message
    assert "trigger orders" in by_number["D-PR/9901EN"].message
    assert "Festival Over Charm" not in result.pool


# ------------------------------------------------------------------------------- formats


@pytest.mark.parametrize(
    ("number", "ctype", "formats"),
    [
        ("D-BT01/001EN", "normal-unit", ("standard",)),
        ("DZ-BT03/FR10EN", "trigger-unit", ("standard",)),
        ("D-PR/100EN", "normal-unit", ("standard",)),
        ("G-BT05/010EN", "normal-unit", ("premium",)),
        ("G-TD10/001EN", "normal-unit", ("premium",)),
        ("V-EB07/012EN", "normal-unit", ("premium",)),
        ("BT11/020EN", "normal-unit", ("classic",)),
        ("EB04/001EN", "normal-unit", ("classic",)),
        ("TD17/003EN", "normal-unit", ("classic",)),
        ("PR/0123EN", "normal-unit", ("classic",)),
        ("BCS2030/VGS01", "normal-unit", ("standard",)),
        ("BWC2016/VGP01", "normal-unit", ("premium",)),
        ("BSFo2021/VGD01", "normal-unit", ("standard",)),
        ("BCS2425/VGS01", "normal-unit", ("standard",)),  # the 2024-25 season
        ("BT01/S01EN", "g-unit", ("premium",)),
        ("BT01/S01EN", "ride-deck-crest", ("standard",)),
    ],
)
def test_deck_022_formats_come_from_the_number_prefix_and_type(
    number: str, ctype: str, formats: tuple[str, ...]
) -> None:
    """DECK-022 (a card is legal in the formats it is marked for): the marks come from the card
    number's set prefix (D/DZ Standard, G and V Premium, the 2011-14 sets Classic, event
    promos by year) and from the type (G units Premium, ride deck crests Standard)."""
    assert formats_of(number, ctype) == formats


def test_a_number_whose_era_is_unknown_is_refused_naming_the_field() -> None:
    with pytest.raises(FieldError, match="names no era") as err:
        formats_of("ZZ-99/001EN", "normal-unit")
    assert err.value.field == "number"


def test_cards_per_format_of_the_folder(result: cgs_module.ImportResult) -> None:
    """The imported cards carry the inferred formats; Premium decks may hold Classic's cards
    (the Premium format's card pool, DECK-022)."""
    pool = result.pool
    assert pool["Lanternwing Marshal"].formats == ("classic",)
    assert pool["Lanternwing Herald"].formats == ("classic",)
    assert pool["Ashflare Cavalier"].formats == ("premium",)
    assert pool["Mirrorglass Herald"].formats == ("premium",)
    assert pool["Festival Lantern Drake"].formats == ("standard",)
    assert pool["Festival Relic Knight"].formats == ("premium",)
    assert result.report.formats == {"standard": 21, "premium": 5, "classic": 4}


# ------------------------------------------------------------------- trigger, sentinel, clan


def test_trigger_icon_from_a_trigger_field_or_the_texts_reminder(
    result: cgs_module.ImportResult,
) -> None:
    """TRIGGER-001: the icon is a printed characteristic; the list carries it only as a field a
    card may add, or in a heal trigger's reminder text."""
    pool = result.pool
    assert pool["Gale Spark Imp"].trigger == "critical"  # "trigger": "Critical"
    assert pool["Gale Courier Finch"].trigger == "draw"  # "trigger": "[Draw]"
    assert pool["Gale Vanguard Hound"].trigger == "front"
    assert pool["Gale Mending Sprite"].trigger == "heal"  # "up to four [Heal] triggers"
    assert pool["Lanternwing Spark"].trigger == "heal"  # cards with "[Heal] HEAL"
    assert trigger_of({}, "(You may only have one [Over] trigger in a deck.)") == "over"


def test_a_trigger_unit_whose_icon_is_nowhere_is_reported_never_guessed(
    result: cgs_module.ImportResult,
) -> None:
    problem = next(p for p in result.report.problems if p.number == "D-BT99/093EN")
    assert (problem.file, problem.index, problem.field) == ("sets/904.json", 4, "trigger")
    assert '"trigger": "critical"' in problem.message
    with pytest.raises(FieldError, match="not one of"):
        trigger_of({"trigger": "sparkle"}, "")


def test_deck_sentinel_read_from_the_texts_sentinel_keyword(
    result: cgs_module.ImportResult,
) -> None:
    """DECK-016-style sentinel limit needs the flag: [CONT]:Sentinel in the text sets it."""
    assert result.pool["Gust Warding Maiden"].sentinel is True
    assert result.pool["Breeze Page"].sentinel is False


def test_a_standard_cards_clan_field_is_its_nation_an_older_cards_its_clan(
    result: cgs_module.ImportResult,
) -> None:
    """Seed 000, How to Read a Card 14: Standard's cards belong to a nation (DECK-020 checks
    one nation per deck); Classic and Premium cards to a clan (the trigger condition)."""
    std, old = result.pool["Breeze Page"], result.pool["Lanternwing Squire"]
    assert (std.nation, std.clan) == ("Dragon Empire", None)
    assert (old.nation, old.clan) == (None, "Royal Paladin")
    crest = result.pool["Tempest Test Crest"]
    assert (crest.nation, crest.clan) == (None, None)  # "-" is no clan


# ---------------------------------------------------------------- text and manual abilities


def test_text_is_compiled_and_an_unread_ability_is_kept_manual(
    result: cgs_module.ImportResult,
) -> None:
    """Issue 21 §2: the pool compiles a card's printed text; an ability the compiler cannot
    read is kept as a manual record (its text and why), the others read as usual."""
    entry = next(e for e in result.entries if e["name"] == "Thunderwake Tyrant")
    read, manual = entry["abilities"]
    assert read["timing"] == "attack-hits" and not read.get("manual")
    assert manual["manual"] is True and "transmogrify" in manual["text"]
    assert "transmogrify" in manual["why"]
    card = result.pool["Thunderwake Tyrant"]
    assert len(card.abilities) == 2 and card.text == entry["text"]
    assert result.pool["Breeze Page"].abilities == ()  # "-": no text, no ability


def test_a_headless_unread_piece_of_a_card_that_is_no_order_is_no_order_ability(
    result: cgs_module.ImportResult,
) -> None:
    """ORDER abilities belong to order cards (CARD-001): a trigger unit's reminder line or a
    G guardian's own line not read stays manual with its text, its kind unknown."""
    for name in ("Bulwark of the Ashen Gate", "Galewind Rally"):
        assert name in result.pool
    guardian = next(e for e in result.entries if e["name"] == "Bulwark of the Ashen Gate")
    (only,) = guardian["abilities"]
    assert only["manual"] is True and "type" not in only and "G Guardian" in only["text"]


def test_manual_abilities_are_counted_with_their_phrases(result: cgs_module.ImportResult) -> None:
    manual = sum(1 for e in result.entries for a in e["abilities"] if a.get("manual"))
    read = sum(1 for e in result.entries for a in e["abilities"] if not a.get("manual"))
    assert (result.report.abilities_manual, result.report.abilities_read) == (manual, read)
    assert manual >= 4  # Thunderwake Tyrant, Squall Lancer, Skyhook Raider and more
    assert sum(result.report.phrases.values()) == manual


# ------------------------------------------------------------------- printings and reprints


def test_reprints_of_one_card_are_one_card_of_the_pool(result: cgs_module.ImportResult) -> None:
    """A parallel rarity (same name and text, another number) is merged into the first."""
    assert result.pool["Gale Hatchling"].id == "D-BT99/001EN"
    assert result.reprints == {"D-BT99/001EN": ["D-BT99/SP01EN"]}
    assert result.report.reprints == 1
    loaded = result.report.cards + result.report.reprints
    assert result.report.entries == loaded + len(result.report.problems) - 1  # 905.json: no card


def test_card_016_printings_of_one_name_with_different_text_share_the_name(
    result: cgs_module.ImportResult,
) -> None:
    """CARD-016: each printing keeps its number and is named "Name [number]"; the bare name is
    refused naming the choices."""
    pool = result.pool
    a = pool["Twinborn Zephyr [D-BT99/019EN]"]
    b = pool["Twinborn Zephyr [DZ-BT99/019EN]"]
    assert a.shares_name and b.shares_name and a.text != b.text
    with pytest.raises(CardDataError, match="ambiguous card"):
        pool["Twinborn Zephyr"]


def test_same_name_and_text_with_other_stats_is_reported(tmp_path: Path) -> None:
    folder = _folder(tmp_path, [_unit(), _unit(number="D-BT99/202EN", power=9000)])
    res = import_cgs(folder, progress=False)
    assert len(res.pool) == 1
    (problem,) = res.report.problems
    assert (problem.index, problem.number) == (1, "D-BT99/202EN")
    assert "other characteristics" in problem.message


def test_a_reprint_whose_text_differs_only_in_white_space_is_merged(tmp_path: Path) -> None:
    text = (
        "[CONT](RC):During your turn, if your vanguard is grade 3 or greater, "
        "this unit gets [Power] +3000."
    )
    folder = _folder(
        tmp_path, [_unit(effect=text), _unit(number="D-BT99/R01EN", effect=text.replace(" ", "  "))]
    )
    res = import_cgs(folder, progress=False)
    assert res.reprints == {"D-BT99/201EN": ["D-BT99/R01EN"]} and not res.report.problems


def test_one_number_for_two_cards_is_reported(tmp_path: Path) -> None:
    folder = _folder(tmp_path, [_unit(), _unit(name="Other Probe")])
    res = import_cgs(folder, progress=False)
    assert [p.field for p in res.report.problems] == ["number"]


# ------------------------------------------------------------------ bad input, bounds


def test_bad_cards_are_reported_with_file_index_number_and_field(
    result: cgs_module.ImportResult,
) -> None:
    got = {
        (p.file, p.index, p.number, p.field)
        for p in result.report.problems
        if p.file == "sets/904.json"
    }
    assert got == {
        ("sets/904.json", 0, "D-BT99/090EN", "grade"),
        ("sets/904.json", 1, "D-BT99/091EN", "grade"),
        ("sets/904.json", 2, "D-BT99/092EN", "type"),
        ("sets/904.json", 3, "ZZ-99/001EN", "number"),
        ("sets/904.json", 4, "D-BT99/093EN", "trigger"),
        ("sets/904.json", 5, None, "card"),
    }
    text = str(next(p for p in result.report.problems if p.number == "D-BT99/091EN"))
    assert text == (
        "sets/904.json card 1 (D-BT99/091EN) field 'grade': grade 'three' is not a whole number"
    )


def test_a_bad_file_is_reported_and_the_rest_loads(result: cgs_module.ImportResult) -> None:
    (problem,) = [p for p in result.report.problems if p.file == "sets/905.json"]
    assert problem.index is None and "not valid JSON (line 3" in problem.message
    assert len(result.pool) == 30


def test_strict_stops_at_the_first_problem_naming_it() -> None:
    with pytest.raises(CgsError, match=r"sets/905\.json: not valid JSON"):
        import_cgs(FOLDER, progress=False, strict=True)


def test_strict_names_the_bad_card(tmp_path: Path) -> None:
    folder = _folder(tmp_path, [_unit(), _unit(number="D-BT99/203EN", grade=7)])
    with pytest.raises(CgsError, match=r"sets/1\.json card 1 \(D-BT99/203EN\) field 'grade'"):
        import_cgs(folder, progress=False, strict=True)


def test_not_a_folder_or_no_card_list_is_refused(tmp_path: Path) -> None:
    with pytest.raises(CgsError, match="not a folder"):
        import_cgs(tmp_path / "missing")
    with pytest.raises(CgsError, match="no card list found"):
        import_cgs(tmp_path)


def test_card_fields_refuse_a_unit_without_power() -> None:
    with pytest.raises(FieldError) as err:
        card_fields(_unit(power=None), "")
    assert err.value.field == "power"


def test_a_unit_whose_numbers_are_one_column_off_is_refused_saying_so() -> None:
    """The published list has units whose grade is missing and whose power and shield hold
    the grade and power: never guessed, the message says what it looks like."""
    with pytest.raises(FieldError, match="look shifted one column") as err:
        card_fields(_unit(grade=None, power=2, shield=10000), "")
    assert err.value.field == "grade"


def test_a_g_unit_with_a_g_guardian_text_is_a_g_guardian() -> None:
    text = "(This card cannot be in your main deck)\n[G Guardian]-Opponent Turn's Guard Step-..."
    got = card_fields(_unit(type="G Unit", grade=4, power=None, shield=15000), text)
    assert (got["type"], got["power"], got["shield"]) == ("g-guardian", 0, 15000)


def test_sizes_are_bounded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An absurd folder is refused before it is read: a text too long is a bad card, a file
    too big or too many entries refuse the import."""
    res = import_cgs(_folder(tmp_path, [_unit(effect="x" * 10_001)]), progress=False)
    assert [p.field for p in res.report.problems] == ["effect"]
    monkeypatch.setattr(cgs_module, "MAX_ENTRIES", 3)
    many = _folder(tmp_path, [_unit(number=f"D-BT99/{i:03}EN") for i in range(5)])
    with pytest.raises(CgsError, match="more than 3 card entries"):
        import_cgs(many, progress=False)
    monkeypatch.setattr(cgs_module, "MAX_FILE_BYTES", 10)
    with pytest.raises(CgsError, match=r"sets/1\.json: the file is \d+ bytes"):
        import_cgs(many, progress=False, strict=True)


def test_cgs_json_names_the_id_and_name_properties(tmp_path: Path) -> None:
    """cgs.json's cardIdIdentifier and cardNameIdentifier say which properties hold them; a
    set of AllSets.json may hold its cards itself."""
    (tmp_path / "cgs.json").write_text(
        json.dumps({"name": "Cardfight Vanguard", "cardIdIdentifier": "cardno",
                    "cardNameIdentifier": "title"}),
        encoding="utf-8",
    )  # fmt: skip
    card = _unit()
    card["cardno"], card["title"] = card.pop("number"), card.pop("name")
    (tmp_path / "AllSets.json").write_text(
        json.dumps([{"code": "1", "name": "one", "cards": [card]}]), encoding="utf-8"
    )
    res = import_cgs(tmp_path, progress=False)
    assert res.pool["Probe Knight"].id == "D-BT99/201EN"


# ------------------------------------------------------------------------------- report


def test_the_report_counts_cards_abilities_phrases_and_formats(
    result: cgs_module.ImportResult,
) -> None:
    report = result.report
    assert (report.files, report.entries, report.cards) == (8, 39, 30)
    assert report.abilities_read > 0
    phrases = dict(report.top_phrases())
    assert len(report.top_phrases(20)) <= 20
    assert phrases["your opponent whistles a storm into being"] == 1
    text = report.text()
    assert "cards in the pool: 30 (1 reprints merged)" in text
    assert "cards per format:  classic 4, premium 5, standard 21" in text
    assert "phrases not understood most often" in text
    assert "sets/904.json card 3 (ZZ-99/001EN) field 'number'" in text


def test_the_progress_bar_goes_to_standard_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import_cgs(_folder(tmp_path, [_unit()]), progress=True)
    err = capsys.readouterr().err
    assert "compiling" in err and "card" in err


def test_the_engine_never_imports_the_importer() -> None:
    """The engine stays standard library only and below vgwidget.cards (pyproject's layers)."""
    engine = Path(cgs_module.__file__).parents[1] / "engine"
    offenders = [
        p.name for p in engine.rglob("*.py") if "vgwidget.cards" in p.read_text(encoding="utf-8")
        or "from ...cards" in p.read_text(encoding="utf-8")
    ]  # fmt: skip
    assert offenders == []


def test_a_copy_of_the_folder_imports_the_same(tmp_path: Path) -> None:
    """The import reads only the folder: a copy elsewhere gives the same pool."""
    copy = tmp_path / "Cardfight Vanguard"
    shutil.copytree(FOLDER, copy)
    res = import_cgs(copy, progress=False)
    assert sorted(c.id for c in res.pool) == sorted(c.id for c in import_cgs(FOLDER).pool)
