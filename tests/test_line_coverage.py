"""Tests for the line-coverage count (vgwidget/engine/rule_coverage.py) and its pytest plumbing.

A line counts for a format only when a passing test marks it for that format and an
enforced catalogue entry naming it lists the format. These tests try to make the count
overstate coverage (informational lines, unbuilt mechanics, failing tests, missing formats)
and check that it does not.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest

from vgwidget import cli
from vgwidget.engine import rule_coverage
from vgwidget.engine.catalogue import Rule, entries_for_inventory, inventory_for
from vgwidget.engine.rule_coverage import (
    COVERAGE_FORMATS,
    check_covers_mark,
    count_line_coverage,
    coverage_from_json,
    coverage_json,
    coverage_summary,
    coverage_text,
    line_status,
)

pytest_plugins = ["pytester"]

CONFTEST = Path(__file__).with_name("conftest.py")
T = "tests/test_x.py::test_a"


def test_a_marked_enforced_line_counts_only_for_the_format_marked() -> None:
    cov = count_line_coverage({("BOOST-001", "standard"): {T}})
    assert cov["standard"].covered == ("BOOST-001",)
    assert cov["standard"].tests["BOOST-001"] == (T,)
    assert "BOOST-001" not in cov["classic"].covered
    assert "BOOST-001" in cov["classic"].untested
    assert "BOOST-001" in cov["premium"].untested


def test_an_informational_line_is_never_counted_as_covered() -> None:
    assert line_status("DECK-023", "standard") == "informational"
    cov = count_line_coverage({("DECK-023", "standard"): {T}})["standard"]
    assert cov.covered == ()
    assert "DECK-023" in cov.informational
    assert cov.marked_not_counted == ("DECK-023",)


def test_a_line_of_an_unbuilt_mechanic_is_never_counted_as_covered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # every Classic line is built today: stand in an entry whose mechanic is not
    unbuilt = Rule(
        id="legion.grade-check",
        title="x",
        summary="x",
        sources=("001 x",),
        inventory=("LEGION-010",),
        formats=("classic", "g"),
        status="abilities",
    )
    monkeypatch.setattr(
        rule_coverage,
        "entries_for_inventory",
        lambda i: (unbuilt,) if i == "LEGION-010" else entries_for_inventory(i),
    )
    assert line_status("LEGION-010", "classic") == "not-enforced"
    cov = count_line_coverage({("LEGION-010", "classic"): {T}})["classic"]
    assert cov.covered == ()
    assert "LEGION-010" in cov.not_enforced
    assert cov.uncovered == cov.total


def test_an_enforced_entry_for_another_format_does_not_count(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    only_standard = Rule(
        id="battle.boost",
        title="Boost",
        summary="x",
        sources=("000 Boost",),
        inventory=("BOOST-001",),
        formats=("standard",),
    )
    monkeypatch.setattr(
        rule_coverage,
        "entries_for_inventory",
        lambda i: (only_standard,) if i == "BOOST-001" else entries_for_inventory(i),
    )
    assert line_status("BOOST-001", "classic") == "not-enforced"
    cov = count_line_coverage({("BOOST-001", "classic"): {T}})["classic"]
    assert "BOOST-001" not in cov.covered
    assert "BOOST-001" in cov.not_enforced


def test_a_pair_with_no_passing_test_counts_for_nothing() -> None:
    cov = count_line_coverage({("BOOST-001", "standard"): set()})["standard"]
    assert cov.covered == ()
    assert "BOOST-001" in cov.untested


def test_the_five_groups_partition_each_formats_lines() -> None:
    cov = count_line_coverage({("BOOST-001", "standard"): {T}})
    for fmt in COVERAGE_FORMATS:
        c = cov[fmt]
        groups = c.covered + c.untested + c.informational + c.not_enforced + c.not_followed
        assert sorted(groups) == sorted(
            line.id for line in inventory_for(rule_coverage.CATALOGUE_FORMAT[fmt])
        )
        assert len(groups) == len(set(groups)) == c.total


def test_the_g_era_lines_stay_in_the_premium_denominator() -> None:
    cov = count_line_coverage({})["premium"]
    assert cov.total == len(inventory_for("g"))
    assert "STRIDE-015" in cov.untested  # the end of the ride phase opens (flow.py); no run here
    assert "STRIDE-001" not in cov.not_enforced and "STRIDE-001" in cov.untested


def test_summary_names_the_figures() -> None:
    cov = count_line_coverage({("BOOST-001", "standard"): {T}})
    first = coverage_summary(cov)[0]
    total = cov["standard"].total
    assert first.startswith(f"standard: enforced-and-tested 1 / {total} lines (")
    c = cov["standard"]
    assert f"informational {len(c.informational)}" in first
    assert f"not yet enforced {len(c.not_enforced)}" in first
    assert f"uncovered {total - 1}" in first
    text = coverage_text(cov)
    assert "DECK-023" in text and "BOOST-004" in text


def test_json_round_trip_keeps_the_passing_tests() -> None:
    cov = count_line_coverage({("BOOST-001", "standard"): {T}, ("DECK-023", "standard"): {T}})
    data = json.loads(coverage_json(cov))
    assert data["formats"]["standard"]["covered"] == 1
    assert data["formats"]["standard"]["lines"]["BOOST-001"] == {"status": "covered", "tests": [T]}
    assert data["formats"]["standard"]["lines"]["DECK-023"]["status"] == "informational"
    again = coverage_from_json(coverage_json(cov))
    assert again["standard"].covered == cov["standard"].covered


@pytest.mark.parametrize(
    ("ids", "formats", "problem"),
    [
        (["NOPE-1"], ["standard"], "unknown inventory line 'NOPE-1'"),
        (["BOOST-001"], ["g"], "unknown format 'g'"),
        (["SETUP-013"], ["standard"], "'SETUP-013' is not tagged for standard"),
        (["SETUP-014"], ["classic"], "'SETUP-014' is not tagged for classic"),
        (["STRIDE-001"], ["classic"], "'STRIDE-001' is not tagged for classic"),
        ([], ["standard"], "no inventory line named"),
        (["BOOST-001"], [], "no format named"),
    ],
)
def test_check_covers_mark_rejects(ids: list[str], formats: list[str], problem: str) -> None:
    assert any(problem in p for p in check_covers_mark(ids, formats))


def test_check_covers_mark_accepts_tagged_formats() -> None:
    assert check_covers_mark(["BOOST-001"], ["standard", "classic", "premium"]) == []
    assert check_covers_mark(["STRIDE-001"], ["premium"]) == []


# ---------------------------------------------------------------- the pytest plumbing


def _inner(pytester: pytest.Pytester, body: str) -> pytest.RunResult:
    pytester.makeconftest(CONFTEST.read_text(encoding="utf-8"))
    pytester.makepyfile(test_inner=textwrap.dedent(body))
    return pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q")


def test_only_passing_tests_count(pytester: pytest.Pytester) -> None:
    result = _inner(
        pytester,
        """
        import pytest

        @pytest.mark.covers("BOOST-001", formats=("standard",))
        def test_passes():
            assert True

        @pytest.mark.covers("BOOST-003", formats=("standard",))
        def test_fails():
            assert False

        @pytest.mark.parametrize("fmt", ["standard", "classic"])
        @pytest.mark.covers("BOOST-004")
        def test_per_format(fmt):
            assert fmt == "classic"

        @pytest.mark.parametrize("fmt", ["standard", "classic"])
        @pytest.mark.covers("SETUP-014", formats=("standard",))
        @pytest.mark.covers("BOOST-005", formats=("standard", "classic"))
        def test_both_ways(fmt):
            assert fmt == "classic"
        """,
    )
    result.assert_outcomes(passed=3, failed=3)
    data = json.loads((pytester.path / "test-artifacts" / "line-coverage.json").read_text())
    std, cls = data["formats"]["standard"]["lines"], data["formats"]["classic"]["lines"]
    assert std["BOOST-001"]["status"] == "covered"
    assert std["BOOST-003"] == {"status": "untested"}
    assert std["BOOST-004"] == {"status": "untested"}
    assert cls["BOOST-004"]["status"] == "covered"
    assert cls["BOOST-001"] == {"status": "untested"}
    # formats= and a `fmt` parameter: each instance counts for its own format only
    assert std["SETUP-014"] == {"status": "untested"}
    assert std["BOOST-005"] == {"status": "untested"}
    assert cls["BOOST-005"]["tests"] == ["test_inner.py::test_both_ways[classic]"]
    assert data["formats"]["standard"]["covered"] == 1
    result.stdout.fnmatch_lines(["standard: enforced-and-tested 1 / * lines (*"])
    assert (pytester.path / "test-artifacts" / "rule-coverage.txt").is_file()


def test_a_run_without_covers_tests_keeps_the_last_report(pytester: pytest.Pytester) -> None:
    body = """
        import pytest

        @pytest.mark.covers("BOOST-001", formats=("standard",))
        def test_unit():
            pass

        @pytest.mark.browser
        def test_in_a_browser():
            pass
        """
    _inner(pytester, body)
    report = pytester.path / "test-artifacts" / "line-coverage.json"
    first = report.read_text()
    assert json.loads(first)["formats"]["standard"]["covered"] == 1
    # a later stage that deselects the covers-marked test must not overwrite it
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", "-q", "-m", "browser")
    result.assert_outcomes(passed=1, deselected=1)
    assert report.read_text() == first


@pytest.mark.parametrize(
    ("marker", "message"),
    [
        ('@pytest.mark.covers("BOOST-001")', "has no formats= and the test has no `fmt`"),
        ('@pytest.mark.covers("BOOST-999", formats=("standard",))', "'BOOST-999'"),
        ('@pytest.mark.covers("SETUP-013", formats=("standard",))', "not tagged for standard"),
        ('@pytest.mark.covers("BOOST-001", formats=("g",))', "unknown format 'g'"),
    ],
)
def test_a_bad_marker_fails_the_run_naming_the_test(
    pytester: pytest.Pytester, marker: str, message: str
) -> None:
    result = _inner(
        pytester,
        f"""
        import pytest

        {marker}
        def test_named_here():
            pass
        """,
    )
    assert result.ret != 0
    result.stderr.fnmatch_lines([f"*test_inner.py::test_named_here: *{message}*"])


def test_cli_source_scan_reads_formats_and_fmt_parameters(tmp_path: Path) -> None:
    (tmp_path / "test_scan.py").write_text(
        textwrap.dedent(
            """
            import pytest

            @pytest.mark.covers("BOOST-001", "BOOST-004", formats=("standard", "classic"))
            def test_both():
                pass

            @pytest.mark.parametrize("fmt", ["classic"])
            @pytest.mark.covers("GUARD-007")
            def test_param(fmt):
                pass

            @pytest.mark.parametrize("fmt", ["classic"])
            @pytest.mark.covers("BOOST-005", formats=("standard", "classic"))
            def test_both_ways(fmt):
                pass

            FORMATS = ("standard", "classic")

            @pytest.mark.parametrize("fmt", FORMATS)
            @pytest.mark.covers("DRAW-003")
            def test_constant(fmt):
                pass
            """
        ),
        encoding="utf-8",
    )
    found = cli._scanned_covers(tmp_path)
    assert found[("BOOST-004", "classic")] == {"test_scan.py::test_both"}
    assert found[("GUARD-007", "classic")] == {"test_scan.py::test_param"}
    assert ("GUARD-007", "standard") not in found
    assert ("BOOST-005", "standard") not in found
    assert found[("BOOST-005", "classic")] == {"test_scan.py::test_both_ways"}
    assert found[("DRAW-003", "standard")] == found[("DRAW-003", "classic")]


def test_cli_prefers_the_json_of_the_last_run(tmp_path: Path) -> None:
    path = tmp_path / "line-coverage.json"
    path.write_text(coverage_json(count_line_coverage({("BOOST-001", "classic"): {T}})))
    text = cli._coverage_text(json_path=path)
    assert text.startswith(f"From {path}")
    assert "classic: enforced-and-tested 1 / " in text
    scanned = cli._coverage_text(from_source=True, json_path=path)
    assert scanned.startswith("From a scan of the covers() markers")


def test_a_line_the_engine_contradicts_on_purpose_is_never_covered() -> None:
    """GUARD-015 (seed 000: guardians leave right after the hit check) is recorded as not
    followed: the engine follows CR 4.55 10.7.1.10, so a passing test cannot cover it."""
    cov = count_line_coverage({("GUARD-015", "standard"): {T}})["standard"]
    assert "GUARD-015" in cov.not_followed and "GUARD-015" not in cov.covered
    assert "GUARD-015" in cov.marked_not_counted
    assert cov.target == cov.total - len(cov.informational) - len(cov.not_followed)


def test_not_followed_can_name_one_format() -> None:
    """``LINE@format``: DAMAGE-001's did-not-hit timing is overruled for Classic (CR 1.19) but
    not for the G era, whose Playbook lists it."""
    assert rule_coverage.line_status("DAMAGE-001", "classic") == rule_coverage.NOT_FOLLOWED
    assert rule_coverage.line_status("DAMAGE-001", "premium") == rule_coverage.ENFORCED
