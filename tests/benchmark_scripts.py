"""The scripts of ``benchmarks/`` loaded as modules, for the tests that check them (the fuzz
profiles, the speed budget, the memory bound). ``benchmarks/`` is not a package, so each script
is loaded from its file once and kept in ``sys.modules`` under ``vgwidget_<name>`` (dataclasses
look their module up there)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def load(name: str) -> ModuleType:
    """``benchmarks/<name>.py`` as a module (loaded on the first call, the same one after)."""
    key = f"vgwidget_{name}"
    if key in sys.modules:
        return sys.modules[key]
    spec = importlib.util.spec_from_file_location(key, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[key] = mod
    spec.loader.exec_module(mod)
    return mod
