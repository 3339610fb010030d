"""Whole card lists brought into the engine: importing a Card Game Simulator "Cardfight
Vanguard" game folder (:func:`import_cgs`), the cards file an import writes
(:func:`write_pool_file`) and reading it back for ``--cards`` (:func:`read_pool_file`,
:func:`cards_file_pool`).

This package sits above the engine (the engine never imports it) and may use tqdm for its
progress bar. See docs/cards-import.md.
"""

from __future__ import annotations

from .cgs import (
    MAX_ENTRIES,
    MAX_FILE_BYTES,
    MAX_FILES,
    MAX_TEXT,
    CgsError,
    ImportResult,
    import_cgs,
)
from .fields import FieldError, card_fields, formats_of, trigger_of
from .pool_file import (
    ImportedPool,
    cards_file_pool,
    is_pool_file,
    read_pool_file,
    write_pool_file,
)
from .report import ImportReport, Problem

__all__ = [
    "MAX_ENTRIES",
    "MAX_FILES",
    "MAX_FILE_BYTES",
    "MAX_TEXT",
    "CgsError",
    "FieldError",
    "ImportReport",
    "ImportResult",
    "ImportedPool",
    "Problem",
    "card_fields",
    "cards_file_pool",
    "formats_of",
    "import_cgs",
    "is_pool_file",
    "read_pool_file",
    "trigger_of",
    "write_pool_file",
]
