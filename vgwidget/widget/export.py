"""Export an executed notebook to one HTML page in which every VanguardWidget still steps
through its game, and every question can be answered, without a kernel and without a network.

nbconvert's usual HTML export renders widgets with a widget manager loaded from a CDN. Here
each VanguardWidget output is replaced by the same self-contained block that
:meth:`VanguardWidget.save_html` writes (its recorded timeline, taken from the widget state
saved in the notebook), each question by its offline block, and the bundle is inlined once,
so the page needs nothing from outside.

    jupyter nbconvert --to vgwidget_html NOTEBOOK.ipynb      # the nbconvert exporter
    python -m vgwidget.export NOTEBOOK.ipynb [-o OUT.html]    # the same, as a function/CLI

A game needs the widget state stored in the notebook (JupyterLab: "Save Widget State
Automatically"; nbclient / ``nbconvert --execute`` store it by default). Without it the page
shows the widget's static picture of the position, which says what is missing; questions
work either way.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from nbconvert.exporters import HTMLExporter
from nbconvert.preprocessors import Preprocessor

from .html import OFFLINE_NOTE_KEY, data_block, standalone_assets

STATE_KEY = "application/vnd.jupyter.widget-state+json"
VIEW_KEY = "application/vnd.jupyter.widget-view+json"
SYNCED = ("cursor", "perspective", "lock_perspective", "title", "_base", "_tail", "_pending")
NOTE_NO_STATE = (
    "<p class='vgw-export-note'><small>This game was saved without its widget state, so only "
    "a still picture is shown: re-run the notebook with "
    "<code>jupyter nbconvert --execute --to vgwidget_html</code> (or save it from JupyterLab "
    "with Settings → Save Widget State Automatically) to step through it here.</small></p>"
)


class VanguardWidgetPreprocessor(Preprocessor):
    """Swap each VanguardWidget view for its self-contained timeline block, and each question
    for its offline block."""

    def preprocess(self, nb: Any, resources: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
        saved = nb.metadata.get("widgets", {}).get(STATE_KEY, {}).get("state", {})
        found = 0
        for cell in nb.cells:
            if "outputs" in cell:  # the plain-export note has nothing to say in this page
                cell["outputs"] = [
                    o for o in cell["outputs"] if not o.get("metadata", {}).get(OFFLINE_NOTE_KEY)
                ]
            for out in cell.get("outputs", []):
                data = out.get("data", {})
                fallback = str(data.get("text/html", ""))
                if "application/vnd.vgwidget-quiz+json" in fallback:
                    out["data"] = {"text/html": fallback}
                    found += 1
                    continue
                view = data.get(VIEW_KEY)
                if not view:
                    continue
                model = saved.get(view.get("model_id"), {}).get("state", {})
                if "_base" not in model:
                    if "vgwidget-static" in fallback:  # a game saved without its state
                        out["data"] = {"text/html": fallback + NOTE_NO_STATE}
                    continue
                state = {k: model.get(k) for k in SYNCED}
                state["_tail"] = state.get("_tail") or {}
                state["_actions"], state["_status"] = [], {}
                state["lock_perspective"] = True
                new = dict(data)
                new.pop(VIEW_KEY)
                new["text/html"] = data_block(state)
                out["data"] = new
                found += 1
        nb.metadata.pop("widgets", None)  # nothing is left for a widget manager to load
        resources["vgwidget_count"] = found
        return nb, resources


class VanguardHTMLExporter(HTMLExporter):
    """nbconvert's HTML export, with VanguardWidgets and questions that work offline."""

    export_from_notebook = "vgwidget HTML (offline widgets)"

    def __init__(self, **kw: Any) -> None:
        # no MathJax or require.js from a CDN: the page must work offline
        kw.setdefault("mathjax_url", "")
        kw.setdefault("require_js_url", "")
        super().__init__(**kw)
        self.register_preprocessor(VanguardWidgetPreprocessor(), enabled=True)

    def from_notebook_node(  # type: ignore[override]
        self, nb: Any, resources: dict[str, Any] | None = None, **kw: Any
    ) -> tuple[str, dict[str, Any]]:
        body, res = super().from_notebook_node(nb, resources, **kw)
        if res.get("vgwidget_count"):
            extra = standalone_assets()
            body = (
                body.replace("</body>", extra + "</body>", 1) if "</body>" in body else body + extra
            )
        return body, res


def export_notebook(path: str | Path, out: str | Path | None = None) -> Path:
    """Write ``path`` (an executed notebook) as one offline HTML page; returns its path."""
    import nbformat

    src = Path(path)
    nb = nbformat.read(src, as_version=4)
    body, _ = VanguardHTMLExporter().from_notebook_node(nb)
    dest = Path(out) if out else src.with_suffix(".html")
    dest.write_text(body, encoding="utf-8")
    return dest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m vgwidget.export", description=(__doc__ or "").splitlines()[0]
    )
    ap.add_argument("notebook")
    ap.add_argument("-o", "--output")
    a = ap.parse_args(argv)
    print(export_notebook(a.notebook, a.output))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
