"""The engine's layers point one way (issue #25): data and state, then the moves both the
procedures and the abilities make (``engine/moves.py``), then the procedures and the abilities,
then the game. These tests read the source, so a new import that turns a layer round, or an
import hidden inside a function to dodge a cycle, fails here rather than in review.
"""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from vgwidget.engine.abilities.effects.dispatch import EFFECTS
from vgwidget.engine.abilities.vocabulary import CONT_ONLY_EFFECTS
from vgwidget.engine.abilities.vocabulary import EFFECTS as EFFECT_KINDS

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "vgwidget"
ENGINE = PACKAGE / "engine"
LAYERED = [
    *sorted((ENGINE / "abilities").rglob("*.py")),
    *sorted((ENGINE / "procedures").rglob("*.py")),
    *(ENGINE / name for name in ("gifts.py", "bonuses.py", "moves.py", "stats.py")),
]
"""The files of the abilities and procedures layers and the modules just below them."""
MAX_LINES = 900


def _module(path: Path) -> str:
    parts = path.relative_to(ENGINE.parent.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _is_type_checking(node: ast.If) -> bool:
    t = node.test
    return (isinstance(t, ast.Name) and t.id == "TYPE_CHECKING") or (
        isinstance(t, ast.Attribute) and t.attr == "TYPE_CHECKING"
    )


def _is_module(name: str) -> bool:
    """Whether ``name`` (``vgwidget.engine....``) is a module or package of the source tree."""
    path = ENGINE.parent.parent / name.replace(".", "/")
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def _top_imports(path: Path) -> Iterator[str]:
    """The engine modules ``path`` imports at its top level (not under ``TYPE_CHECKING``)."""
    module = _module(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names if a.name.startswith("vgwidget."))
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                target = f"{base}.{node.module}" if node.module else base
            else:
                target = node.module or ""
            if not target.startswith("vgwidget."):
                continue
            for a in node.names:  # ``from .. import stats`` imports the module ``stats``
                sub = f"{target}.{a.name}"
                yield sub if _is_module(sub) else target


def _imports_inside(path: Path) -> list[str]:
    """``file:line`` of every import written anywhere but the module's top level (an
    ``if TYPE_CHECKING:`` block at the top level is fine: it is for annotations only)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    allowed: set[int] = set()
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            allowed.add(id(node))
        elif isinstance(node, ast.If) and _is_type_checking(node):
            allowed.update(id(n) for n in ast.walk(node))
    return [
        f"{path.relative_to(ENGINE)}:{n.lineno}"
        for n in ast.walk(tree)
        if isinstance(n, (ast.Import, ast.ImportFrom)) and id(n) not in allowed
    ]


def test_no_import_is_written_inside_a_function_in_the_layered_modules() -> None:
    """An import inside a function hides which layer calls which (issue #25)."""
    inside = [where for path in LAYERED for where in _imports_inside(path)]
    assert inside == []


def test_the_abilities_never_import_the_procedures() -> None:
    """The abilities call the moves (ride, call, legion, end of game), not the procedures
    that make them; what both use (the registry, the flow, the board helpers) sits below
    both, so importing an ability module never runs the procedures package."""
    wrong = {
        f"{_module(path)} -> {target}"
        for path in sorted((ENGINE / "abilities").rglob("*.py"))
        for target in _top_imports(path)
        if target.startswith("vgwidget.engine.procedures")
    }
    assert wrong == set()


def test_the_moves_and_the_gifts_sit_below_the_procedures_and_the_ability_queue() -> None:
    """``moves`` imports neither the procedures nor the abilities; ``gifts`` asks its
    questions through ``abilities.choices`` and registers its steps, nothing more."""

    def above(path: Path) -> set[str]:
        upper = ("vgwidget.engine.procedures", "vgwidget.engine.abilities")
        return {t for t in _top_imports(path) if t.startswith(upper)}

    assert above(ENGINE / "moves.py") == set()
    assert above(ENGINE / "gifts.py") == {"vgwidget.engine.abilities.choices"}


def test_the_engine_modules_import_each_other_without_a_cycle() -> None:
    """Following every top-level import between engine modules never comes back to where it
    started (a package's ``__init__`` that imports its modules to register them counts, and so
    does the package a module lives in: importing ``a.b.c`` runs ``a.b`` first)."""
    graph: dict[str, set[str]] = {}
    for p in sorted(ENGINE.rglob("*.py")):
        m = _module(p)
        own = {".".join(m.split(".")[:i]) for i in range(1, m.count(".") + 2)}
        targets = set(_top_imports(p))
        for t in list(targets):  # importing a.b.c first imports the packages a.b and a
            parts = t.split(".")
            targets.update(".".join(parts[:i]) for i in range(3, len(parts)))
        graph[m] = targets - own  # its own packages are already being imported
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    cycles: list[list[str]] = []

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for t in sorted(graph.get(m, ())):
            if state.get(t) == 1:
                cycles.append([*path[path.index(t) :], t] if t in path else [m, t])
            elif t not in state:
                visit(t, [*path, t])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [m])
    assert cycles == []


def test_no_source_file_is_longer_than_900_lines() -> None:
    """One idea per file (issue #25): no Python, TypeScript or CSS source of the package, its
    tests, benchmarks, tutorials or front end is over 900 lines (data files and the built
    bundle in vgwidget/static/ are not sources)."""
    roots = ("vgwidget", "tests", "benchmarks", "tutorials/src", "js/src")
    long = {
        str(p.relative_to(ROOT)): n
        for root in roots
        for p in sorted((ROOT / root).rglob("*"))
        if p.suffix in {".py", ".ts", ".js", ".css"}
        and "static" not in p.parts
        and "node_modules" not in p.parts
        and (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}


def test_every_effect_kind_a_card_may_name_has_its_step() -> None:
    """The ``ability-effect`` step dispatches every effect kind of the card format (a CONT-only
    kind such as ``limit-break-relief`` is read from the board, never carried out)."""
    assert set(EFFECTS) == set(EFFECT_KINDS) - set(CONT_ONLY_EFFECTS)


def test_no_module_of_the_package_imports_another_inside_a_function() -> None:
    """Anywhere in vgwidget/, a vgwidget module is imported at the top of the module that uses
    it (or under ``if TYPE_CHECKING:`` for annotations). A lazy import of an optional
    third-party library inside a function (nbformat, jupytext ...) is not a layer question
    and stays allowed; so does ``import_module`` in a module's ``__getattr__`` that keeps
    the engine importable without anywidget (it says so in a comment)."""
    inside = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = {id(n) for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))}
        for node in tree.body:
            if isinstance(node, ast.If) and _is_type_checking(node):
                top.update(id(n) for n in ast.walk(node))
        for n in ast.walk(tree):
            if id(n) in top:
                continue
            ours = (
                isinstance(n, ast.ImportFrom)
                and bool(n.level or (n.module or "").startswith("vgwidget"))
            ) or (isinstance(n, ast.Import) and any(a.name.startswith("vgwidget") for a in n.names))
            if ours and isinstance(n, (ast.Import, ast.ImportFrom)):
                inside.append(f"{path.relative_to(ROOT)}:{n.lineno}")
    assert inside == []


def test_the_import_linter_contracts_are_kept() -> None:
    """The layers written in pyproject.toml ([tool.importlinter]; drawn in
    docs/architecture.md) hold: ``lint-imports`` finds no import from a layer to one above."""
    exe = shutil.which("lint-imports", path=str(Path(sys.executable).parent)) or shutil.which(
        "lint-imports"
    )
    if exe is None:
        if os.environ.get("CI"):
            pytest.fail("lint-imports (the import-linter package, in the test extra) is missing")
        pytest.skip("import-linter is not installed (pip install -e '.[test]')")
    run = subprocess.run(
        [exe, "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=300, check=False
    )
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "0 broken" in run.stdout
