"""Tests for the catalogue's data files (vgwidget/data/rules/*.toml) and their loader.

Every mistake an editor of the TOML files can make must stop loading with a
CatalogueError that names the file and the entry. These tests feed the loader
text or a temporary directory, never the packaged data, except where they check
that the packaged catalogue itself loads.
"""

from __future__ import annotations

import textwrap
from importlib import resources
from pathlib import Path

import pytest

from vgwidget.engine import catalogue
from vgwidget.engine.catalogue import (
    AREAS,
    FORMAT_NAMES,
    SEED_CITATIONS,
    SEEDS,
    CatalogueError,
    Rule,
    all_rules,
    load_inventory,
    load_rules,
    parse_rules,
)
from vgwidget.engine.errors import VanguardError

INVENTORY = frozenset({"BOOST-001", "GUARD-007"})
"""The inventory IDs the snippets below may name."""

GOOD = """
[[rule]]
id = "battle.example"
title = "An example"
summary = \"\"\"
A boosting unit adds its power
to the unit it boosts.
\"\"\"
sources = ["001 Battle Phase", "003 ブースト (boost)"]
inventory = ["BOOST-001"]
"""


def entry(**fields: str) -> str:
    """One [[rule]] table: GOOD's fields, with ``fields`` replacing or adding TOML values."""
    values = {
        "id": '"battle.example"',
        "title": '"An example"',
        "summary": '"A boosting unit adds its power to the unit it boosts."',
        "sources": '["001 Battle Phase"]',
    }
    values.update(fields)
    body = "\n".join(f"{key} = {value}" for key, value in values.items() if value)
    return f"[[rule]]\n{body}\n"


def parse(text: str, area: str | None = "battle") -> tuple[Rule, ...]:
    return parse_rules(text, "rules/battle.toml", area=area, inventory_ids=INVENTORY)


def refused(text: str, *expected: str) -> str:
    """Parse ``text``, expect a CatalogueError whose message holds every ``expected`` piece."""
    with pytest.raises(CatalogueError) as info:
        parse(text)
    message = str(info.value)
    for piece in expected:
        assert piece in message, message
    return message


# ---------------------------------------------------------------- the packaged catalogue


def test_packaged_catalogue_loads() -> None:
    rules = load_rules()
    assert len(rules) >= 212
    assert rules == all_rules() == catalogue.RULES
    assert all(type(r) is Rule for r in rules)
    assert len({r.id for r in rules}) == len(rules)


def test_packaged_files_one_per_area_in_area_order() -> None:
    root = resources.files("vgwidget") / "data" / "rules"
    names = sorted(e.name for e in root.iterdir() if e.name.endswith(".toml"))
    areas = {name.removesuffix(".toml") for name in names}
    assert areas == {r.id.split(".", 1)[0] for r in all_rules()}
    assert areas <= set(AREAS), f"areas missing from AREAS: {areas - set(AREAS)}"
    # all_rules() lists the areas in AREAS order, each area's entries together
    seen = [r.id.split(".", 1)[0] for r in all_rules()]
    order = [a for i, a in enumerate(seen) if i == 0 or seen[i - 1] != a]
    assert order == [a for a in AREAS if a in areas]


def test_packaged_sources_cite_seeds_in_full() -> None:
    labels = {f"seed {n} {label}, " for n, label in SEED_CITATIONS.items()}
    for rule in all_rules():
        for source in rule.sources:
            assert any(source.startswith(label) for label in labels), (rule.id, source)


def test_catalogue_is_read_once() -> None:
    assert all_rules() is all_rules()
    boost = catalogue.get_rule("battle.boost")
    assert any(rule is boost for rule in all_rules())


def test_rules_attribute_and_unknown_attribute() -> None:
    assert catalogue.RULES is all_rules()
    with pytest.raises(AttributeError):
        _ = catalogue.NOT_A_THING


def test_seed_tables_agree() -> None:
    assert set(SEED_CITATIONS) == set(SEEDS)


# ---------------------------------------------------------------- reading one file


def test_parse_good_entry_with_defaults() -> None:
    (rule,) = parse(GOOD)
    assert rule == Rule(
        id="battle.example",
        title="An example",
        summary="A boosting unit adds its power to the unit it boosts.",
        sources=(
            "seed 001 Playbook v3.02, Battle Phase",
            "seed 003 DZ digest, ブースト (boost)",
        ),
        inventory=("BOOST-001",),
    )
    assert rule.formats == FORMAT_NAMES and rule.status == "enforced"
    assert rule.variance is None and rule.cr is None


def test_parse_every_optional_field() -> None:
    text = entry(
        formats='["classic", "g"]',
        status='"abilities"',
        variance='"""\nThe official\n   Playbook and a fan summary differ here."""',
        cr='"8.2 (v1.0)"',
        inventory='["BOOST-001", "GUARD-007"]',
    )
    (rule,) = parse(text)
    assert rule.formats == ("classic", "g")
    assert rule.status == "abilities"
    assert rule.variance == "The official Playbook and a fan summary differ here."
    assert rule.cr == "8.2 (v1.0)"
    assert rule.inventory == ("BOOST-001", "GUARD-007")


def test_parse_keeps_file_order() -> None:
    text = entry(id='"battle.zeta"') + entry(id='"battle.alpha"')
    assert [r.id for r in parse(text)] == ["battle.zeta", "battle.alpha"]


def test_empty_file_has_no_entries() -> None:
    assert parse("# nothing yet\n") == ()


def test_unknown_key() -> None:
    refused(entry(sumary='"typo"'), "rules/battle.toml", "rule battle.example", "sumary")


def test_missing_required_key() -> None:
    message = refused(entry(title=""), "rules/battle.toml", "rule battle.example", "title")
    assert "missing" in message


def test_missing_id_names_the_entry_by_number() -> None:
    text = entry() + entry(id="")
    refused(text, "rules/battle.toml", "rule #2 (no id)", "missing required key(s) id")


@pytest.mark.parametrize(
    ("field", "value", "complaint"),
    [
        ("title", "3", "title must be a string, not an integer"),
        ("summary", '["a", "b"]', "summary must be a string, not an array"),
        ("sources", '"001 Battle Phase"', "sources must be an array of strings, not a string"),
        ("sources", '["001 Battle Phase", 2]', "sources[1] must be a string, not an integer"),
        ("formats", '"standard"', "formats must be an array of strings"),
        ("inventory", "{ a = 1 }", "inventory must be an array of strings, not a table"),
        ("status", "true", "status must be a string, not a boolean"),
        ("variance", "1.5", "variance must be a string, not a float"),
        ("cr", "2024-01-01", "cr must be a string, not a date or time"),
    ],
)
def test_wrong_type(field: str, value: str, complaint: str) -> None:
    refused(entry(**{field: value}), "rules/battle.toml", "rule battle.example", complaint)


def test_wrong_type_of_id() -> None:
    refused(entry(id="7"), "rules/battle.toml", "rule #1 (no id)", "id must be a string")


def test_empty_text() -> None:
    refused(entry(summary='"""\n   \n"""'), "rule battle.example", "summary is empty")


def test_duplicate_id_in_one_file() -> None:
    text = entry() + entry(id='"battle.other"') + entry()
    refused(text, "rules/battle.toml", "rule battle.example", "duplicate id", "#1")


def test_duplicate_list_item() -> None:
    refused(
        entry(inventory='["BOOST-001", "BOOST-001"]'),
        "rule battle.example",
        "'BOOST-001' more than once",
    )


def test_unknown_status() -> None:
    refused(entry(status='"planned"'), "rule battle.example", "status", "'planned'")


def test_unknown_format() -> None:
    refused(entry(formats='["standard", "premium"]'), "rule battle.example", "'premium'")


def test_no_format() -> None:
    refused(entry(formats="[]"), "rule battle.example", "formats", "none given")


def test_source_naming_an_unknown_seed() -> None:
    refused(entry(sources='["005 Battle Phase"]'), "rule battle.example", "'005 Battle Phase'")


def test_source_without_a_seed_number() -> None:
    # the full citation is what the loader builds; the data file gives the short form
    refused(
        entry(sources='["seed 001 Playbook v3.02, Battle Phase"]'),
        "rule battle.example",
        "is not a seed number and a section",
    )


def test_no_source() -> None:
    refused(entry(sources="[]"), "rule battle.example", "sources is empty")


def test_inventory_id_not_in_the_inventory() -> None:
    refused(entry(inventory='["BOOST-999"]'), "rule battle.example", "BOOST-999")


def test_inventory_checked_against_the_packaged_inventory_by_default() -> None:
    known = load_inventory()[0].id
    (rule,) = parse_rules(entry(inventory=f'["{known}"]'))
    assert rule.inventory == (known,)
    with pytest.raises(CatalogueError, match="NOPE-001"):
        parse_rules(entry(inventory='["NOPE-001"]'))


def test_malformed_id() -> None:
    refused(entry(id='"Battle.Example"'), "rule Battle.Example", "dotted lowercase")
    refused(entry(id='"battle"'), "rule battle", "dotted lowercase")


def test_id_in_the_wrong_area() -> None:
    refused(entry(id='"trigger.example"'), "rule trigger.example", "must start with 'battle.'")
    # without an area (text not from a file) any area is accepted
    assert parse(entry(id='"trigger.example"'), area=None)[0].id == "trigger.example"


def test_not_toml() -> None:
    refused('[[rule]]\nid = "battle.example\n', "rules/battle.toml", "not valid TOML")


def test_unknown_top_level_key() -> None:
    refused('title = "Battle"\n' + entry(), "rules/battle.toml", "top-level", "title")


def test_rule_must_be_an_array_of_tables() -> None:
    refused('[rule."battle.example"]\ntitle = "x"\n', "rules/battle.toml", "[[rule]]")


def test_errors_are_vanguard_errors() -> None:
    with pytest.raises(VanguardError):
        parse(entry(status='"planned"'))
    with pytest.raises(ValueError):
        parse(entry(status='"planned"'))


# ---------------------------------------------------------------- reading a directory


def write(directory: Path, name: str, text: str) -> None:
    (directory / name).write_text(textwrap.dedent(text), encoding="utf-8")


def test_load_rules_from_a_directory(tmp_path: Path) -> None:
    write(tmp_path, "zzz.toml", entry(id='"zzz.last"'))
    write(tmp_path, "trigger.toml", entry(id='"trigger.second"'))
    write(tmp_path, "battle.toml", GOOD)
    write(tmp_path, "notes.md", "not a rule file")
    rules = load_rules(tmp_path, inventory_ids=INVENTORY)
    # AREAS order (battle before trigger), then unlisted areas alphabetically
    assert [r.id for r in rules] == ["battle.example", "trigger.second", "zzz.last"]
    assert load_rules(str(tmp_path), inventory_ids=INVENTORY) == rules


def test_load_rules_names_the_file(tmp_path: Path) -> None:
    write(tmp_path, "battle.toml", GOOD)
    write(tmp_path, "trigger.toml", entry(id='"trigger.bad"', status='"planned"'))
    with pytest.raises(CatalogueError) as info:
        load_rules(tmp_path, inventory_ids=INVENTORY)
    assert f"{tmp_path.name}/trigger.toml: rule trigger.bad: status" in str(info.value)


def test_load_rules_refuses_an_entry_in_the_wrong_file(tmp_path: Path) -> None:
    # this is also what keeps IDs unique across files
    write(tmp_path, "battle.toml", GOOD)
    write(tmp_path, "trigger.toml", GOOD)
    with pytest.raises(CatalogueError, match=r"trigger\.toml: rule battle\.example: .*'trigger\.'"):
        load_rules(tmp_path, inventory_ids=INVENTORY)


def test_load_rules_missing_directory(tmp_path: Path) -> None:
    with pytest.raises(CatalogueError, match="no such directory"):
        load_rules(tmp_path / "absent")
