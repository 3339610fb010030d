"""How much of the rules inventory is enforced by the engine *and* checked by a passing test.

Tests name the inventory lines they check, and the formats they play, with a marker::

    @pytest.mark.covers("BOOST-001", "BOOST-004", formats=("standard", "classic"))

An inventory line counts as **covered for a format** only when all three hold:

1. a test marks that very line for that format,
2. that test passed in the run being counted, and
3. a catalogue entry naming the line has status ``enforced`` and lists the format.

Every other line of the format stays in the denominator. Lines whose every naming entry is
``informational`` (sleeves, cutting the deck, regulations...) are reported on their own, as are
lines no entry enforces for the format yet (abilities not built, the G era). The ``premium``
format (the G era, catalogue format ``g``, inventory tag ``premium-g``) is counted like the others
even though the engine does not play it: its figures show how far the engine is from it.

>>> passed = {("BOOST-001", "standard"): {"tests/t.py::test_boost"},
...           ("DECK-023", "standard"): {"tests/t.py::test_sleeves"}}
>>> cov = count_line_coverage(passed)["standard"]
>>> cov.covered, "DECK-023" in cov.informational, "DECK-023" in cov.covered
(('BOOST-001',), True, False)
>>> check_covers_mark(("BOOST-001", "NOPE-1"), ("standard", "g"))
["unknown format 'g' (use standard, classic or premium)", "unknown inventory line 'NOPE-1'"]
"""

from __future__ import annotations

import json
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field

from .catalogue import (
    all_rules,
    entries_for_inventory,
    inventory_for,
    load_inventory,
    rule_ids,
)

COVERAGE_FORMATS = ("standard", "classic", "premium")
"""The format names a ``covers`` marker may use, in report order."""

CATALOGUE_FORMAT: Mapping[str, str] = {"standard": "standard", "classic": "classic", "premium": "g"}
"""How each coverage format is spelled in the catalogue (``Rule.formats``)."""

FORMATS = ("standard", "classic")
"""The formats the engine plays (kept for the old entry-level report)."""

ENFORCED = "enforced"
INFORMATIONAL = "informational"
NOT_ENFORCED = "not-enforced"
NOT_FOLLOWED = "not-followed"


def line_status(line_id: str, fmt: str) -> str:
    """``enforced``, ``informational`` or ``not-enforced`` for line ``line_id`` in ``fmt``.

    ``enforced``: an entry naming the line is enforced and lists the format.
    ``informational``: every entry naming the line is informational.
    ``not-followed``: the engine contradicts the line on purpose, following an official
    source of the format's era instead (the entry's ``not_followed`` and ``variance``).
    ``not-enforced``: anything else (an ability not built, the G era, or an enforced
    entry that does not list this format).

    >>> line_status("BOOST-001", "premium"), line_status("DECK-023", "standard")
    ('enforced', 'informational')
    >>> line_status("GUARD-015", "standard")  # seed 000's timing; the CR's is followed
    'not-followed'
    """
    cat = CATALOGUE_FORMAT[fmt]
    entries = entries_for_inventory(line_id)
    if any(
        (line_id in e.not_followed or f"{line_id}@{cat}" in e.not_followed) and cat in e.formats
        for e in entries
    ):
        return NOT_FOLLOWED
    if any(e.status == ENFORCED and cat in e.formats for e in entries):
        return ENFORCED
    if entries and all(e.status == INFORMATIONAL for e in entries):
        return INFORMATIONAL
    return NOT_ENFORCED


def check_covers_mark(line_ids: Iterable[str], formats: Iterable[str]) -> list[str]:
    """What is wrong with ``covers(*line_ids, formats=formats)``; empty when it is valid.

    Every line must exist in the inventory and be tagged for every format named.

    >>> check_covers_mark(["SETUP-013"], ["standard"])
    ["inventory line 'SETUP-013' is not tagged for standard (its formats: classic,premium-g)"]
    >>> check_covers_mark(["SETUP-013"], ["classic", "premium"])
    []
    """
    known = {line.id: line for line in load_inventory()}
    problems: list[str] = []
    fmts = list(formats)
    ids = list(line_ids)
    if not ids:
        problems.append("no inventory line named")
    if not fmts:
        problems.append("no format named")
    good_fmts = []
    for f in fmts:
        if f in CATALOGUE_FORMAT:
            good_fmts.append(f)
        else:
            problems.append(f"unknown format {f!r} (use standard, classic or premium)")
    for lid in ids:
        line = known.get(lid)
        if line is None:
            problems.append(f"unknown inventory line {lid!r}")
            continue
        for f in good_fmts:
            if not line.applies_to(CATALOGUE_FORMAT[f]):
                problems.append(
                    f"inventory line {lid!r} is not tagged for {f} (its formats: {line.formats})"
                )
    return problems


@dataclass(frozen=True)
class FormatCoverage:
    """The line coverage of one format.

    The line tuples partition the format's inventory lines: ``covered``, ``untested``
    (enforced, no passing test), ``informational`` and ``not_enforced``.
    """

    format: str
    total: int
    covered: tuple[str, ...]
    untested: tuple[str, ...]
    informational: tuple[str, ...]
    not_enforced: tuple[str, ...]
    not_followed: tuple[str, ...] = ()
    """Lines the engine contradicts on purpose (an official source wins): never covered."""
    marked_not_counted: tuple[str, ...] = ()
    """Lines a passing test marks but that do not count (not enforced for this format)."""
    tests: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Line id -> the passing tests that mark it for this format."""

    @property
    def uncovered(self) -> int:
        return self.total - len(self.covered)

    @property
    def percent(self) -> float:
        return 100.0 * len(self.covered) / self.total if self.total else 0.0

    @property
    def target(self) -> int:
        """The lines the engine should enforce and test: all but the informational ones and
        those it contradicts on purpose."""
        return self.total - len(self.informational) - len(self.not_followed)

    def summary(self) -> str:
        """The one-line figure printed after a test run and by ``vgwidget rules --coverage``."""
        return (
            f"{self.format}: enforced-and-tested {len(self.covered)} / {self.total} lines "
            f"({self.percent:.1f} %; {len(self.covered)} / {self.target} of the lines to "
            f"enforce), informational {len(self.informational)}, not followed (an official "
            f"source wins) {len(self.not_followed)}, not yet enforced "
            f"{len(self.not_enforced)}; uncovered {self.uncovered} (of which enforced but "
            f"untested {len(self.untested)})"
        )


def count_line_coverage(
    passed: Mapping[tuple[str, str], Collection[str]],
) -> dict[str, FormatCoverage]:
    """Count coverage per format from ``(line id, format) -> passing test ids``.

    Only tests that *passed* belong in ``passed``; a pair with no test counts for nothing.
    """
    result: dict[str, FormatCoverage] = {}
    for fmt in COVERAGE_FORMATS:
        lines = inventory_for(CATALOGUE_FORMAT[fmt])
        covered: list[str] = []
        untested: list[str] = []
        info: list[str] = []
        not_enf: list[str] = []
        not_fol: list[str] = []
        marked_not_counted: list[str] = []
        tests: dict[str, tuple[str, ...]] = {}
        for line in lines:
            who = tuple(sorted(passed.get((line.id, fmt), ())))
            status = line_status(line.id, fmt)
            if who:
                tests[line.id] = who
            if status == ENFORCED:
                (covered if who else untested).append(line.id)
            elif status == NOT_FOLLOWED:
                not_fol.append(line.id)
                if who:
                    marked_not_counted.append(line.id)
            else:
                (info if status == INFORMATIONAL else not_enf).append(line.id)
                if who:
                    marked_not_counted.append(line.id)
        result[fmt] = FormatCoverage(
            format=fmt,
            total=len(lines),
            covered=tuple(covered),
            untested=tuple(untested),
            informational=tuple(info),
            not_enforced=tuple(not_enf),
            not_followed=tuple(not_fol),
            marked_not_counted=tuple(marked_not_counted),
            tests=tests,
        )
    return result


def coverage_summary(cov: Mapping[str, FormatCoverage]) -> list[str]:
    """One summary line per format."""
    return [cov[f].summary() for f in COVERAGE_FORMATS if f in cov]


def coverage_text(cov: Mapping[str, FormatCoverage]) -> str:
    """The full plain-text report: the summaries, then every line not covered, by reason."""
    statements = {line.id: line.statement for line in load_inventory()}
    out = coverage_summary(cov)
    for fmt in COVERAGE_FORMATS:
        if fmt not in cov:
            continue
        c = cov[fmt]
        groups = (
            ("enforced, but no passing test marks the line", c.untested),
            ("not yet enforced (no enforced entry for this format)", c.not_enforced),
            ("informational (a simulator cannot enforce them)", c.informational),
            ("not followed: the engine follows an official source instead", c.not_followed),
            ("marked by a passing test but not counted (not enforced)", c.marked_not_counted),
        )
        for title, ids in groups:
            out.append(f"\n{fmt}: {title} ({len(ids)}):")
            out.extend(f"  {i} {statements[i]}" for i in ids)
    return "\n".join(out) + "\n"


def coverage_json(cov: Mapping[str, FormatCoverage]) -> str:
    """The report as JSON (``test-artifacts/line-coverage.json``)."""
    data: dict[str, object] = {"schema": 1, "rule": __doc__.split("\n\n")[0] if __doc__ else ""}
    formats: dict[str, object] = {}
    for fmt in COVERAGE_FORMATS:
        if fmt not in cov:
            continue
        c = cov[fmt]
        formats[fmt] = {
            "total": c.total,
            "covered": len(c.covered),
            "percent": round(c.percent, 1),
            "informational": len(c.informational),
            "not_enforced": len(c.not_enforced),
            "not_followed": len(c.not_followed),
            "untested": len(c.untested),
            "uncovered": c.uncovered,
            "lines": {
                **{i: {"status": "covered", "tests": list(c.tests[i])} for i in c.covered},
                **{i: {"status": "untested"} for i in c.untested},
                **{
                    i: {"status": INFORMATIONAL, "tests": list(c.tests.get(i, ()))}
                    for i in c.informational
                },
                **{
                    i: {"status": NOT_ENFORCED, "tests": list(c.tests.get(i, ()))}
                    for i in c.not_enforced
                },
                **{
                    i: {"status": NOT_FOLLOWED, "tests": list(c.tests.get(i, ()))}
                    for i in c.not_followed
                },
            },
        }
    data["formats"] = formats
    return json.dumps(data, indent=1, sort_keys=False) + "\n"


def coverage_from_json(text: str) -> dict[str, FormatCoverage]:
    """Recount from a ``line-coverage.json``: its passing tests, today's catalogue."""
    data = json.loads(text)
    passed: dict[tuple[str, str], list[str]] = {}
    for fmt, block in data.get("formats", {}).items():
        for lid, info in block.get("lines", {}).items():
            tests = info.get("tests") or []
            if tests:
                passed[(lid, fmt)] = list(tests)
    return count_line_coverage(passed)


# ------------------------------------------------------------------ entry level


def untested_entries(tested_rules: Collection[str]) -> list[str]:
    """Enforced catalogue entries that no ``@pytest.mark.rule(ID)`` names."""
    return sorted(r.id for r in all_rules() if r.status == ENFORCED and r.id not in tested_rules)


def unknown_rule_ids(tested_rules: Collection[str]) -> set[str]:
    """Rule IDs named by ``@pytest.mark.rule`` that the catalogue does not hold."""
    known = rule_ids()
    return {t for t in tested_rules if t not in known}
