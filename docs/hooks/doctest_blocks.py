"""MkDocs hook: show the doctests of docstrings as Python code in the API reference.

The engine's docstrings carry doctests (``>>>`` lines and the output under them) as plain text,
which Markdown would read as prose (``[-1]`` as a link, ``*`` as emphasis). This hook adds a
Markdown preprocessor that wraps each run of doctest lines at the left margin, and the output
lines that follow up to the next blank line, in a ``pycon`` fence. Lines already inside a fence
are left alone. It is registered from ``mkdocs.yml`` (``hooks:``) and changes only how pages
are rendered, never the docstrings.
"""

from __future__ import annotations

import re
from typing import Any

from markdown import Extension, Markdown
from markdown.preprocessors import Preprocessor

_FENCE = re.compile(r"^\s*(`{3,}|~{3,})")


class DoctestBlocks(Preprocessor):
    """Wrap bare doctest examples (``>>>`` at the left margin) in ``pycon`` fences."""

    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        fence: str | None = None
        in_doctest = False
        for line in lines:
            m = _FENCE.match(line)
            if in_doctest and not line.strip():
                out.append("```")
                in_doctest = False
            if fence is None and not in_doctest and m:
                fence = m.group(1)
            elif fence is not None and line.strip() == fence:
                fence = None
            elif fence is None and not in_doctest and line.startswith(">>>"):
                if out and out[-1].strip():
                    out.append("")
                out.append("```pycon")
                in_doctest = True
            out.append(line)
        if in_doctest:
            out.append("```")
        return out


class DoctestBlocksExtension(Extension):
    """The Markdown extension that registers :class:`DoctestBlocks` before the fences."""

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Markdown's own name)
        md.preprocessors.register(DoctestBlocks(md), "doctest_blocks", 40)


def on_config(config: Any) -> Any:
    """Add the extension to every Markdown renderer the site uses (pages and docstrings)."""
    config.markdown_extensions.append(DoctestBlocksExtension())
    return config
