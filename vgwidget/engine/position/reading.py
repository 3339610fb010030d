"""Reading a position: its text (from a path or given as TOML), parsed into data with the line of
every key, so that each problem found later names its line; and where the shipped positions are.
"""

from __future__ import annotations

import contextlib
import datetime
import json
import re
import tomllib
from bisect import bisect_left
from collections.abc import Mapping, Sequence
from importlib import resources
from os import PathLike
from pathlib import Path
from typing import Any

from ..errors import MAX_POSITION_TEXT, require
from ..errors import shown as _shown
from .keys import PositionError

# ------------------------------------------------------------------------------ TOML


def parse_toml(text: str, where: str = "position") -> tuple[dict[str, Any], dict[str, int]]:
    """Parse position text: returns the data and the line of every key (see :func:`key_lines`).

    >>> parse_toml('[game]\\nturn = 3\\nturn = 4\\n', "p.toml")
    Traceback (most recent call last):
    ...
    vgwidget.engine.position.keys.PositionError: p.toml, line 3: a key is given twice (Cannot \
overwrite a value); a circle holds one unit and each zone is one list
    """
    require(text, str, "parse_toml(text)", "a position's text (a str)")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        msg = str(e)
        m = re.search(r"\(at line (\d+), column \d+\)", msg)
        line = int(m.group(1)) if m else None
        msg = re.sub(r"\s*\(at (line \d+, column \d+|end of document)\)", "", msg)
        if "overwrite" in msg or "twice" in msg or "already" in msg:
            msg = f"a key is given twice ({msg}); a circle holds one unit and each zone is one list"
        else:
            msg = f"not valid TOML: {msg}"
        raise PositionError(where, [f"line {line}: {msg}" if line else msg]) from None
    except (RecursionError, ValueError) as e:
        # nesting too deep, or a number too long for Python to read
        raise PositionError(where, [f"cannot read the TOML ({_shown(str(e), 120)})"]) from None
    return data, key_lines(text)


def key_lines(text: str) -> dict[str, int]:
    """The line of every key and list item of TOML ``text``, by dotted path.

    A light scan that follows tables, arrays of tables, inline tables and arrays (the text
    is expected to be valid TOML already).

    >>> key_lines('[game]\\nturn = 3\\n[players.1]\\nhand = [\\n  "A",\\n  "B",\\n]\\n')
    {'game': 1, 'game.turn': 2, 'players.1': 3, 'players.1.hand': 4, 'players.1.hand.0': 5, \
'players.1.hand.1': 6}
    """
    scan = _KeyScanner(text)
    with contextlib.suppress(IndexError, ValueError):  # invalid TOML is rejected earlier
        scan.document()
    return scan.lines


class _KeyScanner:
    _BARE = re.compile(r"[A-Za-z0-9_-]+")

    def __init__(self, text: str) -> None:
        self.t = text
        self.i = 0
        self.nl = [k for k, c in enumerate(text) if c == "\n"]
        self.lines: dict[str, int] = {}

    def line(self, i: int | None = None) -> int:
        return bisect_left(self.nl, self.i if i is None else i) + 1

    def note(self, path: Sequence[str]) -> None:
        self.lines.setdefault(".".join(path), self.line())

    def peek(self, n: int = 1) -> str:
        return self.t[self.i : self.i + n]

    def skip(self, newlines: bool) -> None:
        t = self.t
        while self.i < len(t):
            c = t[self.i]
            if c in " \t\r" or (newlines and c == "\n"):
                self.i += 1
            elif c == "#":
                while self.i < len(t) and t[self.i] != "\n":
                    self.i += 1
            else:
                return

    def document(self) -> None:
        table: list[str] = []
        counts: dict[tuple[str, ...], int] = {}
        while True:
            self.skip(True)
            if self.i >= len(self.t):
                return
            if self.peek(2) == "[[":
                self.i += 2
                parts = self.key()
                self.i = self.t.index("]]", self.i) + 2
                n = counts.get(tuple(parts), -1) + 1
                counts[tuple(parts)] = n
                table = [*parts, str(n)]
                self.lines.setdefault(".".join(parts), self.line())
                self.note(table)
            elif self.peek() == "[":
                self.i += 1
                table = self.key()
                self.i = self.t.index("]", self.i) + 1
                self.note(table)
            else:
                parts = self.key()
                self.note([*table, *parts])
                self.skip(False)
                self.i += 1  # "="
                self.value([*table, *parts])

    def key(self) -> list[str]:
        parts: list[str] = []
        while True:
            self.skip(False)
            c = self.peek()
            if c in ('"', "'"):
                parts.append(self.string())
            else:
                m = self._BARE.match(self.t, self.i)
                if m is None:
                    raise ValueError("bad key")
                parts.append(m.group(0))
                self.i = m.end()
            self.skip(False)
            if self.peek() != ".":
                return parts
            self.i += 1

    def string(self) -> str:
        t = self.t
        for q in ('"""', "'''"):
            if t.startswith(q, self.i):
                end = self.i + 3
                while True:
                    end = t.index(q, end)
                    if q == '"""' and t[end - 1] == "\\":
                        end += 1
                        continue
                    break
                while t.startswith(q[0], end + 3):
                    end += 1
                s = t[self.i + 3 : end]
                self.i = end + 3
                return s
        q = t[self.i]
        j = self.i + 1
        out = []
        while t[j] != q:
            if q == '"' and t[j] == "\\":
                out.append(t[j : j + 2])
                j += 2
                continue
            out.append(t[j])
            j += 1
        self.i = j + 1
        raw = "".join(out)
        if q == '"':
            try:
                decoded: str = json.loads(f'"{raw}"')
                return decoded
            except ValueError:
                return raw
        return raw

    def value(self, path: list[str]) -> None:
        self.skip(False)
        c = self.peek()
        if c in ('"', "'"):
            self.string()
        elif c == "[":
            self.i += 1
            n = 0
            while True:
                self.skip(True)
                if self.peek() == "]":
                    self.i += 1
                    return
                self.note([*path, str(n)])
                self.value([*path, str(n)])
                self.skip(True)
                if self.peek() == ",":
                    self.i += 1
                n += 1
        elif c == "{":
            self.i += 1
            while True:
                self.skip(False)
                if self.peek() == "}":
                    self.i += 1
                    return
                parts = self.key()
                self.note([*path, *parts])
                self.skip(False)
                self.i += 1  # "="
                self.value([*path, *parts])
                self.skip(False)
                if self.peek() == ",":
                    self.i += 1
        else:
            m = re.compile(r"[^,\]}\n#]*").match(self.t, self.i)
            assert m is not None
            self.i = m.end()


# ---------------------------------------------------------------------------- the text


def read_source(source: str | PathLike[str]) -> tuple[str, str]:
    """The text of a position given as a path or as TOML text, and the name errors use."""
    if isinstance(source, PathLike):
        return _read_file(Path(source))
    if "\n" not in source and len(source) < 4096 and (source.endswith(".toml") or _is_file(source)):
        return _read_file(Path(source))
    if len(source) > MAX_POSITION_TEXT:
        raise PositionError(
            "position",
            [f"the text is {len(source):,} characters long; at most {MAX_POSITION_TEXT:,}"],
        )
    return source, "position"


def _read_file(p: Path) -> tuple[str, str]:
    """A position file's text: at most MAX_POSITION_TEXT bytes of UTF-8, else a clear error."""
    try:
        size = p.stat().st_size
    except OSError as e:
        raise PositionError(str(p), [f"cannot open the position file ({e.strerror})"]) from None
    if size > MAX_POSITION_TEXT:
        raise PositionError(
            str(p), [f"the file is {size:,} bytes; a position holds at most {MAX_POSITION_TEXT:,}"]
        )
    try:
        return p.read_text(encoding="utf-8"), str(p)
    except UnicodeDecodeError as e:
        raise PositionError(
            str(p), [f"not UTF-8 text (byte {e.start}): save the position as UTF-8"]
        ) from None
    except OSError as e:
        raise PositionError(str(p), [f"cannot read the position file ({e.strerror})"]) from None


def _is_file(name: str) -> bool:
    try:
        return Path(name).is_file()
    except (OSError, ValueError):
        return False


def _json_safe(v: Any) -> Any:
    if isinstance(v, Mapping):
        return {str(k): _json_safe(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_json_safe(x) for x in v]
    if isinstance(v, (datetime.date, datetime.time)):
        return v.isoformat()
    return v


def positions_dir() -> Path:
    """Where the shipped position files live (``vgwidget/data/positions``)."""
    return Path(str(resources.files("vgwidget") / "data" / "positions"))
