"""Tests for the rule catalogue's entries (vgwidget/data/rules/*.toml, read by
vgwidget/engine/catalogue.py; the loader itself is tested in test_catalogue_data.py).

The catalogue must explain every line of the rules inventory, contain every ID
the engine cites (docs/architecture.md), cite the seed documents, and be written
in our own words rather than copied from the seeds or the inventory.
"""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

from vgwidget.engine import catalogue
from vgwidget.engine.catalogue import (
    RULES,
    InventoryLine,
    Rule,
    UnknownRule,
    all_rules,
    entries_for_inventory,
    format_rule,
    format_rule_line,
    get_rule,
    inventory_for,
    load_inventory,
    rule_ids,
    rules_for_format,
)
from vgwidget.engine.errors import VanguardError
from vgwidget.engine.formats import CLASSIC, STANDARD, UnknownFormat

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
SHARED_TSV = SHARED / "rules-inventory.tsv"
SEEDS = SHARED / "seeds"
PACKAGED_TSV = REPO / "vgwidget" / "data" / "rules-inventory.tsv"

ID_RE = re.compile(r"^[a-z0-9]+(\.[a-z0-9-]+)+$")
"""The ID pattern from the project brief: dotted lowercase, hyphens after the first dot."""
AREA_HYPHEN_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)+(\.[a-z0-9-]+)+$")
"""The contract (docs/architecture.md) also spells ``rule-action.check``: a hyphenated area."""
NGRAM = 8


# ---------------------------------------------------------------- helpers


def architecture_ids() -> list[str]:
    """The rule IDs listed under 'Rule IDs the engine cites' in docs/architecture.md."""
    text = (REPO / "docs" / "architecture.md").read_text(encoding="utf-8")
    match = re.search(r"^## Rule IDs the engine cites[^\n]*\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    assert match, "docs/architecture.md has no 'Rule IDs the engine cites' section"
    ids = [tok.strip().rstrip(".") for tok in re.split(r"[,\s]+", match.group(1))]
    ids = [i for i in ids if i]
    assert len(ids) > 50, f"parsed only {len(ids)} IDs from docs/architecture.md"
    return ids


def words(text: str) -> list[str]:
    """Lower-case words with punctuation stripped."""
    return re.findall(r"[^\W_]+", text.lower())


def ngrams(text: str, n: int = NGRAM) -> set[tuple[str, ...]]:
    w = words(text)
    return {tuple(w[i : i + n]) for i in range(len(w) - n + 1)}


def our_texts() -> list[tuple[str, str, str]]:
    """(rule id, field name, text) for every summary and variance."""
    out = [(r.id, "summary", r.summary) for r in RULES]
    out += [(r.id, "variance", r.variance) for r in RULES if r.variance]
    return out


def shared_runs(reference: set[tuple[str, ...]]) -> list[str]:
    problems = []
    for rid, field, text in our_texts():
        common = ngrams(text) & reference
        if common:
            sample = " ".join(sorted(common)[0])
            problems.append(f"{rid}.{field}: '{sample}'")
    return problems


# ---------------------------------------------------------------- coverage


def test_every_inventory_line_is_named() -> None:
    lines = load_inventory()
    assert len(lines) == 461
    named = {inv for r in RULES for inv in r.inventory}
    missing = [line.id for line in lines if line.id not in named]
    assert not missing, f"inventory lines not named by any entry: {missing}"


def test_inventory_ids_named_by_entries_exist() -> None:
    known = {line.id for line in load_inventory()}
    bad = [(r.id, inv) for r in RULES for inv in r.inventory if inv not in known]
    assert not bad, f"entries name unknown inventory lines: {bad}"


def test_g_only_lines_have_a_g_only_entry() -> None:
    """A G-only line is explained by an entry of the G era alone: still to build (``g-era``),
    built for Premium (``enforced``) or nothing to check (``informational``)."""
    for line in load_inventory():
        if line.format_tags == ("premium-g",):
            entries = [r for r in entries_for_inventory(line.id) if r.formats == ("g",)]
            statuses = {r.status for r in entries}
            assert statuses & {"g-era", "enforced", "informational"}, (
                f"{line.id} is G-only but no G-era entry names it"
            )


def test_architecture_ids_exist() -> None:
    ids = rule_ids()
    missing = [i for i in architecture_ids() if i not in ids]
    assert not missing, f"IDs cited by the engine but missing from the catalogue: {missing}"


def test_entry_count_is_reasonable() -> None:
    # one entry per rule, not per inventory line (461 lines): a catalogue far past 300 would
    # mean entries split too fine to read
    assert 150 <= len(RULES) <= 300


# ---------------------------------------------------------------- well-formed entries


def test_ids_unique_and_well_formed() -> None:
    ids = [r.id for r in RULES]
    assert len(ids) == len(set(ids)), "duplicate IDs"
    contract = set(architecture_ids())
    bad = [i for i in ids if not ID_RE.match(i) and not (i in contract and AREA_HYPHEN_RE.match(i))]
    assert not bad, f"malformed IDs: {bad}"
    # a hyphenated area is tolerated only where the engine contract spells it so
    assert all(AREA_HYPHEN_RE.match(i) for i in ids if not ID_RE.match(i))
    assert rule_ids() == frozenset(ids)
    assert all_rules() == RULES


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.id)
def test_entry_fields(rule: Rule) -> None:
    assert rule.title.strip() and len(rule.title) <= 60
    assert rule.summary.strip(), "empty summary"
    assert "  " not in rule.summary
    sentences = [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z'(])", rule.summary.strip()) if s]
    assert 1 <= len(sentences) <= 3, f"summary has {len(sentences)} sentences"
    assert any(s.startswith("seed 00") for s in rule.sources), "no seed source"
    assert len(rule.sources) == len(set(rule.sources))
    assert rule.status in catalogue.STATUSES
    assert rule.formats and set(rule.formats) <= {"standard", "classic", "g"}
    assert list(rule.formats) == sorted(rule.formats, key=catalogue.FORMAT_NAMES.index)
    if rule.status == "g-era":
        assert rule.formats == ("g",)
    assert rule.variance is None or rule.variance.strip()
    assert len(rule.inventory) == len(set(rule.inventory))


def test_cr_cites_sections_a_source_states() -> None:
    """A Comprehensive Rules citation names a version and sections that a seed or the digest of
    the official rules (../shared/official-rules.md) states."""
    text = ""
    if SEEDS.is_dir():
        text = "\n".join(p.read_text(encoding="utf-8") for p in sorted(SEEDS.glob("*.txt")))
    digest = SEEDS.parent / "official-rules.md"
    if digest.is_file():
        text += digest.read_text(encoding="utf-8")
    for rule in RULES:
        if rule.cr is None:
            continue
        one = r"CR \d\.\d+ §[\d.\-–]+(, §[\d.\-–]+)*"
        assert re.fullmatch(f"{one}(; {one})*", rule.cr), rule.cr
        if text:
            for part in rule.cr.split("; "):
                version = part.split()[1]
                assert f"CR {version}" in text or version in text, f"{rule.id}: {version}"
                for sec in re.findall(r"§([\d.]+)", part):
                    head = ".".join(sec.split(".")[:2])
                    assert head in text, f"{rule.id}: §{sec} is in no source"


def test_seed_sources_name_real_seeds() -> None:
    for rule in RULES:
        for source in rule.sources:
            m = re.match(r"seed (00[0-4]) [^,]+, .+", source)
            assert m, f"{rule.id}: malformed source {source!r}"


# ---------------------------------------------------------------- the packaged inventory


def test_packaged_tsv_matches_shared() -> None:
    if not SHARED_TSV.exists():
        pytest.skip("../shared/rules-inventory.tsv is not available")
    assert PACKAGED_TSV.read_bytes() == SHARED_TSV.read_bytes()


def test_load_inventory_lines() -> None:
    lines = load_inventory()
    assert all(isinstance(line, InventoryLine) for line in lines)
    assert len({line.id for line in lines}) == len(lines)
    first = lines[0]
    assert first.id == "DECK-001" and first.area == "deck" and first.formats == "all"
    sources = [s for line in lines for s in line.source_list]
    assert all(re.match(r"00[0-4] ", s) for s in sources)


def test_inventory_for_formats() -> None:
    lines = load_inventory()
    for name, fmt_tag in (("standard", "standard-d"), ("classic", "classic"), ("g", "premium-g")):
        expected = [ln.id for ln in lines if {"all", fmt_tag} & set(ln.format_tags)]
        assert [ln.id for ln in inventory_for(name)] == expected
    # the engine's Format objects agree on which lines apply
    for fmt in (STANDARD, CLASSIC):
        expected = [ln.id for ln in lines if fmt.inventory_applies(ln.formats)]
        assert [ln.id for ln in inventory_for(fmt.name)] == expected
    with pytest.raises(UnknownFormat):
        inventory_for("premium")


def test_entries_for_inventory() -> None:
    assert [r.id for r in entries_for_inventory("GUARD-007")] == ["battle.guard-grade"]
    assert entries_for_inventory("NOPE-001") == ()
    for rule in RULES:
        for inv in rule.inventory:
            assert rule in entries_for_inventory(inv)


# ---------------------------------------------------------------- our own words


def test_own_words_not_copied_from_inventory() -> None:
    reference: set[tuple[str, ...]] = set()
    for line in load_inventory():
        reference |= ngrams(line.statement)
    problems = shared_runs(reference)
    assert not problems, f"{NGRAM}-word runs shared with the inventory: {problems}"


def test_own_words_not_copied_from_seeds() -> None:
    if not SEEDS.is_dir():
        pytest.skip("../shared/seeds is not available")
    reference: set[tuple[str, ...]] = set()
    for path in sorted(SEEDS.glob("*.txt")):
        reference |= ngrams(path.read_text(encoding="utf-8"))
    assert reference
    problems = shared_runs(reference)
    assert not problems, f"{NGRAM}-word runs shared with the seeds: {problems}"


def test_ngram_helper_catches_copies() -> None:
    statement = load_inventory()[0].statement
    assert ngrams(statement.upper() + "!") & ngrams(statement)


# ---------------------------------------------------------------- the facts the engine follows


def test_formats_agree_with_format_data() -> None:
    for name in ("critical", "draw", "heal", "front", "over", "stand"):
        rule = get_rule(f"trigger.{name}")
        assert rule.applies_to("standard") == (name in STANDARD.trigger_types), name
        assert rule.applies_to("classic") == (name in CLASSIC.trigger_types), name
    assert "10000" in get_rule("trigger.power").summary.replace(",", "")
    assert "5000" in get_rule("trigger.power").summary.replace(",", "")
    assert "100,000,000" in get_rule("trigger.over").summary
    for rid in (
        "battle.guard-grade",
        "battle.guard-shield",
        "battle.guardians-retire",
        "setup.mulligan",
        "trigger.condition",
        "battle.drive",
        "trigger.power",
    ):
        rule = get_rule(rid)
        assert rule.variance, f"{rid} needs a variance note"
        assert {"standard", "classic"} <= set(rule.formats), rid


def test_rules_for_format() -> None:
    standard = {r.id for r in rules_for_format("standard")}
    classic = {r.id for r in rules_for_format("classic")}
    assert "trigger.front" in standard and "trigger.front" not in classic
    assert "trigger.stand" in classic and "trigger.stand" not in standard
    assert "stride.procedure" not in standard | classic


# ---------------------------------------------------------------- rendering and look-up


def test_format_rule_contains_fields() -> None:
    rule = get_rule("battle.guard-grade")
    text = format_rule(rule)
    assert rule.id in text and rule.title in text
    for source in rule.sources:
        assert source in text
    for inv in rule.inventory:
        assert inv in text
    assert "enforced" in text and "standard" in text
    assert (rule.variance or "").split()[0] in text
    short = format_rule(rule, verbose=False)
    assert rule.id in short and rule.sources[0] not in short


def test_format_rule_line_is_one_line() -> None:
    for rule in RULES:
        line = format_rule_line(rule)
        assert "\n" not in line and line.startswith(rule.id) and rule.title in line


def test_unknown_rule_suggests_close_match() -> None:
    with pytest.raises(UnknownRule) as info:
        get_rule("battle.gaurd-grade")
    assert isinstance(info.value, ValueError)
    assert isinstance(info.value, VanguardError)
    assert "battle.guard-grade" in str(info.value)


def test_get_rule_known_and_case() -> None:
    assert get_rule("ride.normal").id == "ride.normal"
    assert get_rule("Ride.Normal ").id == "ride.normal"
    with pytest.raises(UnknownRule, match="did you mean"):
        get_rule("deck.sizes")


def test_doctests() -> None:
    result = doctest.testmod(catalogue, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 0
    assert result.failed == 0
