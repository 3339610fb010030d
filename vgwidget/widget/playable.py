"""A playable course page: one static folder that plays a game in the browser, with no kernel
and no server beyond a static one.

The folder holds ``index.html``, ``game.json`` (the game the board starts from: read by the
worker only, never put in the page), the widget's own bundle (``widget.js``, ``widget.css``: the
same front end as in JupyterLab), ``page.js`` (a model object with anywidget's interface that
talks to a Web Worker), ``worker.js`` (the worker: it starts Pyodide and runs
:mod:`vgwidget.widget.session`), ``vgwidget.zip`` (vgwidget's Python files and data) and
``pyodide/`` (Pyodide's core: the interpreter and the standard library). Where Node is
installed, ``vgwidget.zip`` also holds the modules' bytecode, compiled by the same Pyodide
(:func:`compile_zip`), so the page does not compile them. Nothing else is
fetched: every URL the page and the worker load is inside the folder.

Pyodide comes from ``pyodide`` (a folder with ``pyodide.js``, ``pyodide.asm.js``,
``pyodide.asm.wasm``, ``python_stdlib.zip`` and ``pyodide-lock.json``: the ``pyodide`` npm
package, or the core archive of a Pyodide release), else from ``js/node_modules/pyodide`` of a
source checkout (``make js`` installs it, version :data:`PYODIDE_VERSION`). The wheel does not
carry Pyodide (about 12 MB).

The page draws its first board before Pyodide has started: ``index.html`` carries what the
worker's first messages will be (:func:`first_posts`: the same :class:`~vgwidget.widget.session.
PageSession`, run here when the folder is written, so the board is the seat's own view, with no
hidden card of the other seat), and ``page.js`` draws it at once, its controls shown as
"starting the engine" and inert until the worker has started and answered.

Browsers run module scripts and workers only from a web server (``file://`` pages cannot
start a worker in Chromium): serve the folder, e.g. ``python -m http.server -d DIR``.
"""

from __future__ import annotations

import gzip
import html
import json
import shutil
import subprocess
import tempfile
import zipfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..engine.errors import VanguardError
from .html import STATIC
from .session import PageSession

__all__ = [
    "PYODIDE_FILES",
    "PYODIDE_VERSION",
    "SNAPSHOT",
    "SNAPSHOT_FILES",
    "find_pyodide",
    "first_posts",
    "make_snapshot",
    "write_playable",
]

PYODIDE_VERSION = "0.28.3"
"""The Pyodide release the page is built and tested with (``js/package.json`` pins it): the
engine played full games in its core, which runs Python 3.13."""
PYODIDE_FILES = (
    "pyodide.js",
    "pyodide.asm.js",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
"""The files of Pyodide's core that the page loads (no other Pyodide package is needed)."""
PACKAGE = Path(__file__).resolve().parent.parent
"""The ``vgwidget`` package folder (its Python files and data go into ``vgwidget.zip``)."""
_SKIP_DIRS = {"__pycache__", "static", "tutorial"}
_SKIP_FILES = {"widget/core.py", "widget/quiz.py", "widget/export.py", "export.py", "quiz.py"}
"""Modules that need anywidget, traitlets or nbconvert: the worker never imports them."""
_DATA = {".py", ".json", ".txt", ".tsv", ".toml", ".md"}


class PageError(VanguardError):
    """A playable page could not be written (no Pyodide found, a game with no record)."""


def find_pyodide(folder: str | Path | None = None) -> Path:
    """The folder with Pyodide's core files: ``folder`` if given, else the ``pyodide`` npm
    package of this source checkout (``js/node_modules/pyodide``)."""
    candidates = (
        [Path(folder)] if folder is not None else [PACKAGE.parent / "js/node_modules/pyodide"]
    )
    for c in candidates:
        if all((c / f).is_file() for f in PYODIDE_FILES):
            return c
    where = (
        f"not in {candidates[0]}"
        if folder is not None
        else "given (and this is no source checkout with js/node_modules/pyodide)"
    )
    raise PageError(
        f"Pyodide's core files ({', '.join(PYODIDE_FILES)}) are {where}: pass --pyodide DIR "
        f"(pyodide=DIR to save_html), a folder holding them: the npm package (`npm pack "
        f"pyodide@{PYODIDE_VERSION}`, then unpack it) or the core archive of Pyodide "
        f"{PYODIDE_VERSION}'s release; in a source checkout, `make js` installs it"
    )


def pyodide_version(folder: Path) -> str:
    """The version a Pyodide folder says it is (its ``package.json`` or lock file)."""
    for name, keys in (("package.json", ("version",)), ("pyodide-lock.json", ("info", "version"))):
        p = folder / name
        if p.is_file():
            data: Any = json.loads(p.read_text(encoding="utf-8"))
            for k in keys:
                data = data.get(k) if isinstance(data, dict) else None
            if isinstance(data, str):
                return data
    return "unknown"


def package_zip(dest: Path, data_only: bool = False) -> Path:
    """``vgwidget``'s Python files and data as one zip (what the worker imports); with
    ``data_only``, the data files only (what a worker started from a memory snapshot, where
    every module is already imported, still reads)."""
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for p in sorted(PACKAGE.rglob("*")):
            rel = p.relative_to(PACKAGE)
            if not p.is_file() or p.suffix not in _DATA or _SKIP_DIRS & set(rel.parts):
                continue
            if data_only and p.suffix == ".py":
                continue
            if rel.as_posix() in _SKIP_FILES:
                continue
            z.write(p, "vgwidget/" + rel.as_posix())
    return dest


COMPILE_JS = r"""
const [pyodideDir, zipPath] = process.argv.slice(2);
const fs = require("fs");
const { loadPyodide } = require(pyodideDir + "/pyodide.js");
(async () => {
  const py = await loadPyodide({ indexURL: pyodideDir + "/", packages: [] });
  py.unpackArchive(new Uint8Array(fs.readFileSync(zipPath)), "zip", { extractDir: "/tmp/vgw" });
  py.runPython(`
import compileall, os, py_compile, zipfile
compileall.compile_dir("/tmp/vgw", quiet=1,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    for root, dirs, files in os.walk("/tmp/vgw"):
        dirs.sort()
        for f in sorted(files):
            p = os.path.join(root, f)
            z.write(p, os.path.relpath(p, "/tmp/vgw"))
`);
  fs.writeFileSync(zipPath, py.FS.readFile("/tmp/out.zip"));
})().catch((e) => { console.error(String(e)); process.exit(1); });
"""
"""Run by Node with Pyodide's own ``pyodide.js``: compile ``vgwidget.zip``'s modules to
Pyodide's Python bytecode (unchecked-hash ``.pyc`` files, which need no file times), so that
the page's worker imports them without compiling (about 1 s less before the first board)."""


def compile_zip(zip_path: Path, pyodide: Path) -> bool:
    """Add Pyodide's bytecode of every module to ``zip_path`` (see :data:`COMPILE_JS`), with
    Node if it is installed; ``False`` (the zip unchanged: the page compiles the modules
    itself, a second slower) when there is no Node or it failed."""
    node = shutil.which("node")
    if node is None:
        return False
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "compile.cjs"
        script.write_text(COMPILE_JS, encoding="utf-8")
        done = subprocess.run(
            [node, str(script), str(pyodide.resolve()), str(zip_path.resolve())],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    return done.returncode == 0


SNAPSHOT = "snapshot.bin.gz"
"""The optional memory snapshot of the page's Pyodide (see :func:`make_snapshot`)."""
SNAPSHOT_FILES = "vgwidget-data.zip"
"""With a snapshot: vgwidget's data files, the only files the worker then unpacks."""
SNAPSHOT_JS = r"""
const [pyodideDir, zipPath, outPath] = process.argv.slice(2);
const fs = require("fs");
const { loadPyodide } = require(pyodideDir + "/pyodide.js");
(async () => {
  const py = await loadPyodide({
    indexURL: pyodideDir + "/", packages: [], _makeSnapshot: true,
    env: { PYTHONHASHSEED: "0" },
  });
  py.unpackArchive(new Uint8Array(fs.readFileSync(zipPath)), "zip",
                   { extractDir: "/home/pyodide/vgw" });
  py.runPython([
    "import gc, importlib, os, sys",
    "sys.path.insert(0, '/home/pyodide/vgw')",
    "import vgwidget.widget.session as s",
    "s.start('{\"seed\": 1}', lambda text: None)",
    "for root, dirs, files in sorted(os.walk('/home/pyodide/vgw/vgwidget')):",
    "    for f in sorted(files):",
    "        if f.endswith('.py') and f != '__main__.py':",
    "            rel = os.path.relpath(os.path.join(root, f[:-3]), '/home/pyodide/vgw')",
    "            importlib.import_module(rel.replace('/', '.').removesuffix('.__init__'))",
    "del s, root, dirs, files, f, rel",
    "gc.collect()",
  ].join("\n"));
  fs.writeFileSync(outPath, py.makeMemorySnapshot());
})().catch((e) => { console.error(String(e)); process.exit(1); });
"""
"""Run by Node with the folder's own Pyodide: start it, import the worker's modules, build one
throwaway board (so that the card data and the rule catalogue are read), import every other
module of ``vgwidget.zip`` (so that the page needs none of their files: it unpacks
:data:`SNAPSHOT_FILES` only) and write the WebAssembly memory as it then is (Pyodide's
experimental, private ``makeMemorySnapshot``). ``PYTHONHASHSEED=0``: the memory
then depends on nothing random but the ``random`` module's own seed, which the worker draws
again after loading it."""


def make_snapshot(zip_path: Path, pyodide: Path, dest: Path) -> bool:
    """Write ``dest``: a gzip of the memory snapshot that :data:`SNAPSHOT_JS` makes with Node
    and the Pyodide of ``pyodide`` (the page's worker then starts Pyodide from it instead of
    starting the interpreter and importing vgwidget); ``False`` when there is no Node or it
    failed (nothing written)."""
    node = shutil.which("node")
    if node is None:
        return False
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "snapshot.cjs"
        script.write_text(SNAPSHOT_JS, encoding="utf-8")
        raw = Path(tmp) / "snapshot.bin"
        done = subprocess.run(
            [node, str(script), str(pyodide.resolve()), str(zip_path.resolve()), str(raw)],
            capture_output=True,
            text=True,
            timeout=600,
            check=False,
        )
        if done.returncode != 0 or not raw.is_file():
            return False
        with (
            raw.open("rb") as src,
            dest.open("wb") as f,
            gzip.GzipFile(fileobj=f, mode="wb", compresslevel=6, mtime=0) as out,
        ):
            shutil.copyfileobj(src, out)
    return True


def first_posts(settings: Mapping[str, Any]) -> list[str]:
    """The messages the page's worker posts first for ``settings`` (the board's synced values,
    then each question's): the worker's own :class:`~vgwidget.widget.session.PageSession`, run
    here, so that the page can draw the board the worker will start before Pyodide has
    started. They are what the worker sends to the seat shown: the seat's view, never the
    judge's for a player's seat."""
    posts: list[str] = []
    PageSession(settings, posts.append)
    return posts


def first_block(posts: list[str]) -> str:
    """The first messages as an inert JSON block of the page (``<``, ``>`` and ``&`` escaped,
    so no text of the game can close it)."""
    data = "[" + ",".join(posts) + "]"
    data = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f"<script type='application/json' id='vgw-first'>{data}</script>"


def page_index(title: str, first: list[str] | None = None) -> str:
    """The page itself: the widget's style sheet, a place for the board, the worker's first
    messages (``first``, see :func:`first_posts`) and ``page.js``. Its content security policy
    allows nothing outside the folder. The game is not in the page: only the worker reads it
    (``game.json``); the first board is the seat's view only."""
    return (
        "<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>"
        "<meta name='viewport' content='width=device-width, initial-scale=1'>"
        f"<title>{html.escape(title)}</title>"
        "<meta http-equiv='Content-Security-Policy' content=\"default-src 'self'; "
        "script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; "
        "style-src 'self' 'unsafe-inline'; img-src 'self' data:\">"
        "<link rel='icon' href='data:,'><link rel='stylesheet' href='widget.css'>"
        "<style>body{margin:12px;background:#fff;color:#1b1f24}"
        "@media (prefers-color-scheme: dark){body{background:#111418;color:#e8eaed}}"
        ".vgw-loading,.vgw-starting{font-family:system-ui,sans-serif;opacity:.8}"
        "[inert] button,[inert] select,[inert] input{opacity:.55;cursor:progress}</style>"
        "</head><body class='vgw-page'><main>"
        "<div id='vgw-board' data-testid='playable'>"
        "<p class='vgw-loading' data-testid='loading'>Loading the game engine… (If this "
        "stays, open the page from a web server: a page opened as a file cannot start it.)"
        "</p></div><div id='vgw-questions' data-testid='questions'></div>"
        + (first_block(first) if first else "")
        + "<noscript>This page plays a Vanguard game in the browser: it needs JavaScript."
        "</noscript>"
        "</main><script type='module' src='page.js'></script></body></html>\n"
    )


def write_playable(
    folder: str | Path,
    settings: Mapping[str, Any],
    *,
    title: str = "vgwidget game",
    pyodide: str | Path | None = None,
    bytecode: bool = True,
    snapshot: bool = False,
) -> Path:
    """Write the playable folder (see the module) for a board made from ``settings`` (see
    :class:`~vgwidget.widget.session.PageSession`); returns the folder. Existing files of
    the folder are overwritten. ``bytecode``: add Pyodide's bytecode to ``vgwidget.zip`` when
    Node is installed (see :func:`compile_zip`). ``snapshot``: also write a memory snapshot of
    Pyodide with vgwidget imported (:func:`make_snapshot`; needs Node; experimental in
    Pyodide), from which the worker starts."""
    src = find_pyodide(pyodide)
    first = first_posts(settings)  # (a game that cannot start fails here, before any file)
    for name in ("widget.js", "widget.css", "page.js", "worker.js"):
        if not (STATIC / name).is_file():
            raise PageError(f"the built front end has no {name}: run `make js`")
    out = Path(folder)
    (out / "pyodide").mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(src / name, out / "pyodide" / name)
    for name in ("widget.js", "widget.css", "page.js", "worker.js"):
        shutil.copyfile(STATIC / name, out / name)
    package_zip(out / "vgwidget.zip")
    compiled = compile_zip(out / "vgwidget.zip", src) if bytecode else False
    for name in (SNAPSHOT, SNAPSHOT_FILES):
        (out / name).unlink(missing_ok=True)
    if snapshot:
        if not make_snapshot(out / "vgwidget.zip", src, out / SNAPSHOT):
            raise PageError("the memory snapshot needs Node (`node` on the PATH) and it failed")
        package_zip(out / SNAPSHOT_FILES, data_only=True)
    full = {
        **settings,
        "pyodide": pyodide_version(src),
        "compiled": compiled,
        "snapshot": SNAPSHOT if snapshot else "",
        "snapshot_files": SNAPSHOT_FILES if snapshot else "",
    }
    text = json.dumps(full, ensure_ascii=False, separators=(",", ":"))
    (out / "game.json").write_text(text, encoding="utf-8")
    (out / "index.html").write_text(page_index(title, first), encoding="utf-8")
    return out
