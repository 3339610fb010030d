"""How much of the rules inventory is implemented and tested.

An inventory line counts as *covered* for a format only when a catalogue entry that
names it is checked by at least one test (tests carry ``@pytest.mark.rule(ID)``):
untested means uncovered.
"""

from __future__ import annotations

from .catalogue import all_rules, entries_for_inventory, inventory_for, rule_ids

FORMATS = ("standard", "classic")


def coverage_report(tested: set[str]) -> tuple[str, set[str]]:
    """A plain-text report for the test IDs in ``tested``; also returns unknown IDs."""
    known = rule_ids()
    unknown = {t for t in tested if t not in known}
    lines: list[str] = []
    details: list[str] = []
    for fmt in FORMATS:
        inv = inventory_for(fmt)
        named = covered = enforced = 0
        missing: list[str] = []
        for line in inv:
            entries = entries_for_inventory(line.id)
            if entries:
                named += 1
            if any(e.status == "enforced" for e in entries):
                enforced += 1
            if any(e.id in tested for e in entries):
                covered += 1
            else:
                st = ",".join(sorted({e.status for e in entries})) or "no entry"
                missing.append(f"  {line.id} [{st}] {line.statement}")
        n = len(inv)
        lines.append(
            f"{fmt}: {n} inventory lines; {named} named by the catalogue; "
            f"{enforced} enforced by the engine; {covered} tested ({100 * covered / n:.1f}%)"
        )
        details.append(f"\n{fmt}: inventory lines not yet covered by a test ({len(missing)}):")
        details.extend(missing)
    untested_rules = sorted(
        r.id for r in all_rules() if r.status == "enforced" and r.id not in tested
    )
    lines.append(f"enforced catalogue entries without a test: {len(untested_rules)}")
    details.append("\nenforced entries without a test: " + ", ".join(untested_rules))
    return "\n".join(lines + details) + "\n", unknown
