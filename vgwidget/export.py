"""The nbconvert exporter, kept under its first name (``python -m vgwidget.export``, the
``vgwidget_html`` entry point): it lives in :mod:`vgwidget.widget.export`."""

from __future__ import annotations

import sys

from .widget.export import (
    VanguardHTMLExporter,
    VanguardWidgetPreprocessor,
    export_notebook,
    main,
)

__all__ = ["VanguardHTMLExporter", "VanguardWidgetPreprocessor", "export_notebook", "main"]

if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
