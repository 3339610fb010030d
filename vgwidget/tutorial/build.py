"""Build the tutorial notebooks from their text sources: ``make notebooks``.

    python -m vgwidget.tutorial.build              # every tutorials/src/NN-slug.py
    python -m vgwidget.tutorial.build 04 05        # some, by number or name
    python -m vgwidget.tutorial.build --no-run     # write them without running them

Each source ``tutorials/src/NN-slug.py`` is a notebook in jupytext's *percent* format
(``# %%`` starts a code cell, ``# %% [markdown]`` a text cell); it becomes
``tutorials/NN-slug.ipynb``:

1. read with jupytext; a code cell whose first line is ``# NBVAL_CHECK_OUTPUT`` is a
   *checked* cell: its output is part of the lesson, is kept, and nbval compares it;
2. run top to bottom with nbclient in ``tutorials/`` (every game is seeded, so every run
   prints the same explain log);
3. cleaned: no saved widget state (``metadata.widgets``) and no widget views, outputs and
   execution counts only on checked cells, printed text merged into one output per cell, no
   timings, and fixed cell ids (``01-07``...), so a rebuild only changes what really changed.

A code cell that only builds a question (the function working out its answer, the ``ask``
call) carries the tag ``scaffold`` in its source (``# %% tags=["scaffold"]``): the built
notebook hides its code (``jupyter.source_hidden``, and the ``hide-input`` tag for other
renderers), so the learner sees the question, not the code that asks it.

A new tutorial is a new ``tutorials/src/NN-slug.py``. Needs the ``test`` or ``lab`` extra
(jupytext, nbclient, ipykernel).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

CHECK = "# NBVAL_CHECK_OUTPUT"
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
LANGUAGE_INFO = {"name": "python", "pygments_lexer": "ipython3"}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
SCAFFOLD = "scaffold"
"""The tag of a code cell that only builds a question: its code is hidden in the notebook."""


def cell_metadata(tags: Sequence[str]) -> dict[str, Any]:
    """The metadata a built cell keeps: for a ``scaffold`` cell, its tags and hidden code;
    nothing for any other cell."""
    if SCAFFOLD not in tags:
        return {}
    return {"tags": [SCAFFOLD, "hide-input"], "jupyter": {"source_hidden": True}}


def default_tutorials() -> Path:
    """``tutorials/`` of the source tree this module lives in (the current directory's
    ``tutorials/`` when vgwidget is installed elsewhere)."""
    mine = Path(__file__).resolve().parents[2] / "tutorials"
    return mine if (mine / "src").is_dir() else Path.cwd() / "tutorials"


def sources(folder: Path, only: Sequence[str] = ()) -> list[Path]:
    """The notebook sources ``folder/src/NN-*.py`` in order, or those whose name starts with
    one of ``only`` (``"04"``, ``"04-battle"``). Raises ``LookupError`` when ``only`` names
    nothing there."""
    found = sorted((folder / "src").glob("[0-9][0-9]-*.py"))
    if not only:
        return found
    picked = [p for p in found if any(p.stem.startswith(o) for o in only)]
    if not picked:
        known = ", ".join(p.stem for p in found) or "none"
        raise LookupError(f"no tutorial source matches {list(only)}; known: {known}")
    return picked


def read(source: Path) -> Any:
    """The notebook of a percent-format source, with the python3 kernel and fixed cell ids
    (``NN-ii``: the notebook's number, then the cell's index)."""
    import jupytext  # type: ignore[import-untyped]

    nb = jupytext.read(source, fmt="py:percent")
    nb.nbformat, nb.nbformat_minor = 4, max(int(nb.get("nbformat_minor", 0)), 5)  # cell ids
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": dict(LANGUAGE_INFO)}
    prefix = source.stem[:2]
    for i, cell in enumerate(nb.cells):
        cell.id = f"{prefix}-{i:02d}"
        cell.metadata = cell_metadata(cell.metadata.get("tags", []))
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    return nb


def execute(nb: Any, folder: Path, timeout: int = 180) -> None:
    """Run ``nb`` top to bottom in ``folder`` with the python3 kernel of this Python."""
    from nbclient import NotebookClient

    env_path = os.environ.get("PATH", "")
    bin_dir = str(Path(sys.executable).parent)
    if bin_dir not in env_path.split(os.pathsep):
        os.environ["PATH"] = bin_dir + os.pathsep + env_path  # the kernel's "python" is ours
    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(folder)}},
        record_timing=False,
    )
    client.execute()


def clean(nb: Any) -> None:
    """Drop widget state and widget views; keep outputs only on checked cells, with printed
    text merged into one output per stream."""
    nb.metadata.pop("widgets", None)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = dict(LANGUAGE_INFO)
    for cell in nb.cells:
        cell.metadata = cell_metadata(cell.metadata.get("tags", []))
        if cell.cell_type != "code":
            continue
        if not cell.source.startswith(CHECK):
            cell.outputs = []
            cell.execution_count = None
            continue
        # a checked cell keeps its execution count: nbval treats a cell with outputs and no
        # count as never run
        kept: list[Any] = []
        for out in cell.outputs:
            data = out.get("data", {})
            if WIDGET_VIEW in data or WIDGET_STATE in data:
                continue
            previous = kept[-1] if kept else None
            if (
                out.get("output_type") == "stream"
                and previous is not None
                and previous.get("output_type") == "stream"
                and previous.get("name") == out.get("name")
            ):
                # the kernel splits printed text into chunks at random points: merge them, so
                # a rebuild gives the same file
                previous["text"] = previous["text"] + out["text"]
                continue
            kept.append(out)
        cell.outputs = kept


def build(source: Path, *, run: bool = True) -> tuple[Path, bool]:
    """Build one notebook next to ``source``'s folder; returns its path and whether it ran
    without an error (a failing notebook is still written, with what ran, and reported)."""
    import nbformat

    folder = source.parent.parent
    nb = read(source)
    ok = True
    if run:
        try:
            execute(nb, folder)
        except Exception as err:  # report, write what ran, carry on with the others
            ok = False
            print(f"{source.stem}: FAILED: {str(err)[-2000:]}", file=sys.stderr)
    clean(nb)
    nbformat.validate(nb)
    path = folder / f"{source.stem}.ipynb"
    text: str = nbformat.writes(nb)  # type: ignore[no-untyped-call]
    path.write_text(text + "\n", encoding="utf-8")
    return path, ok


def main(argv: Sequence[str] | None = None) -> int:
    """The command line: build the notebooks named (default: all); exit status 1 if one
    failed to run."""
    ap = argparse.ArgumentParser(
        prog="python -m vgwidget.tutorial.build",
        description="Build and run tutorials/src/NN-slug.py into tutorials/NN-slug.ipynb.",
    )
    ap.add_argument("only", nargs="*", help="notebook numbers or names to build (default: all)")
    ap.add_argument("--no-run", action="store_true", help="write the notebooks without running")
    ap.add_argument("--tutorials", type=Path, default=None, help="the tutorials folder")
    args = ap.parse_args(argv)
    folder = args.tutorials or default_tutorials()
    try:
        todo = sources(folder, args.only)
    except LookupError as err:
        ap.error(str(err))
    if not todo:
        ap.error(f"no tutorial sources in {folder / 'src'}")
    failed = 0
    for source in todo:
        t0 = time.perf_counter()
        path, ok = build(source, run=not args.no_run)
        failed += not ok
        print(f"{path.name}: {time.perf_counter() - t0:.1f}s" + ("" if ok else " (FAILED)"))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
