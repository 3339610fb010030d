"""Printed card text → the engine's ability records, and back.

* :func:`compile` reads the printed effect text of one card in the official English template
  and returns its abilities as the records a card file's ``abilities`` holds;
* :func:`explain` says how the engine reads it, clause by clause, each with its catalogue rule;
* :func:`compile_card` reads a whole card ability by ability, and keeps the abilities it
  cannot read as manual abilities (the judge resolves them) when asked to;
* :func:`render` writes records back as template text;
* :class:`CardTextError` is raised for any text not read in full (never approximated).

Standard library only (it runs in Pyodide), and it imports only the engine's low layers (the
ability model, errors), so the engine's card pool can use it.
"""

from __future__ import annotations

from .canon import canonical
from .compiler import ERAS, compile, infer_era, read, stated_legion_mate, stated_types
from .errors import CardTextError
from .explain import explain
from .lenient import CardReading, compile_card, split_abilities
from .render import NotWritable, render, render_ability

__all__ = [
    "ERAS",
    "CardReading",
    "CardTextError",
    "NotWritable",
    "canonical",
    "compile",
    "compile_card",
    "explain",
    "infer_era",
    "read",
    "render",
    "render_ability",
    "split_abilities",
    "stated_legion_mate",
    "stated_types",
]
