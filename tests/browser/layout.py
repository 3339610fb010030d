"""Shared checks of the widget's page in the browser tests: layout (overflow, overlap,
legibility) and accessibility (axe-core from npm, injected into the page)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "js" / "node_modules" / "axe-core" / "axe.min.js"
SCREENSHOTS = ROOT / "docs" / "screenshots"

LAYOUT_JS = (Path(__file__).parent / "layout_check.js").read_text(encoding="utf-8")


def layout_problems(page: Any) -> list[str]:
    """What is wrong with the widget's layout on ``page`` (empty when all is well)."""
    root = page.locator("[data-testid=vgwidget]").first
    return list(root.evaluate(LAYOUT_JS))


def axe_serious(page: Any, selector: str = "[data-testid=vgwidget]") -> list[str]:
    """The serious and critical axe-core violations inside ``selector`` (WCAG 2 A and AA)."""
    if not AXE.exists():
        pytest.skip("axe-core is not installed (make test runs npm ci in js/)")
    page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
    result = page.evaluate(
        """async (sel) => {
          const r = await axe.run(document.querySelectorAll(sel), {
            runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
          });
          return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ") + ": " + n.failureSummary)
          }));
        }""",
        selector,
    )
    return [
        f"{v['id']} ({v['impact']}): {v['help']}: {v['nodes']}"
        for v in result
        if v["impact"] in ("serious", "critical")
    ]
