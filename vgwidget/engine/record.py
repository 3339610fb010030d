"""Game records: a whole cardfight as JSON, replayable and verifiable.

A record holds what is needed to play the game again -- the format, how it started
(seed and both decks, or a prepared position) and every decision -- plus the judge's notes
on events, named side lines (variations, like PGN: each branches off its parent line after
an event and has its own decisions, notes and side lines), and a digest of the explain log
so a replay can be checked against the original. The layout is described by the JSON
Schema ``vgwidget/data/schema/game-record.schema.json``::

    {"schema_version": 1, "kind": "vgwidget-game-record", "format": "standard",
     "engine": {"name": "vgwidget", "version": "0.1.0"},
     "start": {"seed": 7, "decks": [{...}, {...}]},        # or {"position": {...}}
     "main": {"decisions": [{"kind": "mulligan", "player": 0}, ...],
              "annotations": [{"event": 12, "note": "..."}],
              "verify": {"from_event": 0, "events": 943, "sha256": "...",
                         "final": {"turn": 14, "result": {"winner": 1, "rule": "win.damage"}}},
              "variations": [{"name": "no guard", "at": 120, "decisions": [...], ...}]},
     "metadata": {...}}

Loading replays every decision and checks it is legal at its point; a record that does not
load raises :class:`RecordError` naming the JSON line and the field (``main.decisions[12]``).

This module works on record dicts and on a game it is handed; it never imports
:class:`~vgwidget.engine.game.Game`, which sits above it: ``Game.to_record``/``to_json``
call :func:`to_record`, and ``Game.from_json``/``from_record`` call :func:`from_json` and
:func:`from_record` with the class of the game to start and replay on.

>>> from vgwidget.engine.game import Game
>>> g = Game.new(seed=5)
>>> for _ in range(6):
...     _ = g.apply(g.legal_actions()[-1])
>>> text = g.to_json()
>>> h = Game.from_json(text)
>>> [e.text for e in h.events] == [e.text for e in g.events]
True
>>> Game.from_json(text.replace('"schema_version": 1', '"schema_version": 9'))
Traceback (most recent call last):
...
vgwidget.engine.errors.RecordError: game record, line 2 (schema_version): version 9 is not \
supported (this engine reads version 1)
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
from bisect import bisect_left
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .._version import __version__
from .actions import Action
from .cardfile import with_cards
from .cards import CardPool, default_pool
from .decks import Deck
from .errors import (
    MAX_RECORD_TEXT,
    CardDataError,
    DeckError,
    IllegalAction,
    RecordError,
    TimelineError,
    VanguardError,
)
from .events import Event
from .formats import ALIASES, FORMATS, VARIANTS, Format, format_variant

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

__all__ = ["SCHEMA_VERSION", "KIND", "digest", "dumps", "from_json", "from_record", "to_record"]

SCHEMA_VERSION = 1
KIND = "vgwidget-game-record"
_TOP_KEYS = (
    "schema_version",
    "kind",
    "engine",
    "format",
    "variants",
    "cards",
    "start",
    "main",
    "metadata",
    "events",
)
"""``events`` is an optional copy of the explain log for readers (``vgwidget play --json``);
loading ignores it: the replay makes its own log, checked against ``main.verify``."""
_LINE_KEYS = ("decisions", "annotations", "verify", "variations")
_VARIATION_KEYS = ("name", "at", *_LINE_KEYS)


class _Bad(Exception):
    """A problem at a place of the record (a JSON path such as ``main.decisions[3]``)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(message)
        self.path = path
        self.message = message


# ---------------------------------------------------------------------------- writing


def digest(events: Sequence[Event]) -> str:
    """SHA-256 of the explain log (number, rule, kind and text of every event), in hex."""
    h = hashlib.sha256()
    for e in events:
        h.update(f"{e.seq}\t{e.rule}\t{e.kind}\t{e.text}\n".encode())
    return h.hexdigest()


def _deck_dict(d: Deck) -> dict[str, Any]:
    """A deck with every section as an ordered list of names (the order feeds the shuffle)."""
    return {
        "name": d.name,
        "format": d.format,
        "main": list(d.main),
        "ride_deck": list(d.ride_deck),
        "g_deck": list(d.g_deck),
        "first_vanguard": d.first_vanguard,
    }


def _verify(game: Game) -> dict[str, Any]:
    s = game.end_state
    r = s.result
    start = 0 if game.branch_at is None else game.branch_at + 1
    return {
        "from_event": start,
        "events": len(game.events),
        "sha256": digest(game.events),
        "final": {
            "turn": s.turn,
            "result": None if r is None else {"winner": r.winner, "rule": r.rule},
        },
    }


def _line(game: Game, decisions: Sequence[Action]) -> dict[str, Any]:
    out: dict[str, Any] = {"decisions": [a.to_dict() for a in decisions]}
    notes = game.annotations
    if notes:
        out["annotations"] = [{"event": k, "note": v} for k, v in notes.items()]
    out["verify"] = _verify(game)
    if game.variations:
        out["variations"] = [
            {"name": name, "at": v.branch_at, **_line(v, v.actions)}
            for name, v in game.variations.items()
        ]
    return out


def to_record(game: Game, *, metadata: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The record of ``game`` (a fork is recorded from the game's start: its decisions
    include those it shares with the line it branched from)."""
    origin = game.origin
    if origin is None:
        raise RecordError(
            "this game cannot be recorded: it was built from a raw state, not started with "
            "Game.new, Game.from_position or Game.from_json"
        )
    start: dict[str, Any]
    if origin.position is not None:
        start = {"position": dict(origin.position)}
    else:
        assert origin.decks is not None and origin.seed is not None
        start = {"seed": origin.seed, "decks": [_deck_dict(d) for d in origin.decks]}
    rec: dict[str, Any] = {
        "schema_version": SCHEMA_VERSION,
        "kind": KIND,
        "engine": {"name": "vgwidget", "version": __version__},
        "format": origin.format,
        "start": start,
        "main": _line(game, game.all_decisions()),
    }
    if origin.variants:
        rec["variants"] = list(origin.variants)
    if origin.cards:
        rec["cards"] = [dict(c) for c in origin.cards]
    if metadata:
        rec["metadata"] = dict(metadata)
    return rec


def dumps(record: Mapping[str, Any]) -> str:
    """JSON text of a record, indented, with one decision (or other small object) a line."""
    return _dump(record, "") + "\n"


def _flat(v: Any) -> bool:
    if isinstance(v, Mapping):
        return all(
            _flat(x) and not isinstance(x, (Mapping, list)) or _scalars(x) for x in v.values()
        )
    return _scalars(v)


def _scalars(v: Any) -> bool:
    if isinstance(v, list):
        return all(not isinstance(x, (Mapping, list)) for x in v)
    return not isinstance(v, Mapping)


def _dump(v: Any, pad: str) -> str:
    one = json.dumps(v, ensure_ascii=False)
    if not isinstance(v, (Mapping, list)) or not v or (_flat(v) and len(one) + len(pad) <= 100):
        return one
    inner = pad + "  "
    if isinstance(v, list) and _scalars(v):
        rows: list[str] = []
        for x in v:
            item = json.dumps(x, ensure_ascii=False)
            if rows and len(rows[-1]) + len(item) + 2 <= 100:
                rows[-1] += " " + item + ","
            else:
                rows.append(inner + item + ",")
        return "[\n" + "\n".join(rows)[:-1] + "\n" + pad + "]"
    if isinstance(v, Mapping):
        items = [f"{inner}{json.dumps(str(k))}: {_dump(x, inner)}" for k, x in v.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    items = [inner + _dump(x, inner) for x in v]
    return "[\n" + ",\n".join(items) + "\n" + pad + "]"


# ---------------------------------------------------------------------------- reading


def from_json(
    text: str, game_type: type[Game], *, pool: CardPool | None = None, verify: bool = True
) -> Game:
    """Load a record from JSON text (see :func:`from_record`); errors name the JSON line.
    (``Game.from_json`` is the way in: it passes itself as ``game_type``.)"""
    if len(text) > MAX_RECORD_TEXT:
        raise RecordError(
            f"game record: {len(text):,} characters long; a record holds at most "
            f"{MAX_RECORD_TEXT:,}"
        )
    try:
        data = json.loads(text)
    except RecursionError:
        raise RecordError("game record: nested too deeply to be a game record") from None
    except json.JSONDecodeError as e:
        raise RecordError(
            f"game record, line {e.lineno}, column {e.colno}: not valid JSON ({e.msg}); the "
            "record is corrupt or truncated"
        ) from None
    except ValueError as e:  # e.g. an integer with more digits than Python converts
        raise RecordError(f"game record: not valid JSON ({str(e).split(':')[0]})") from None
    try:
        return _load(data, game_type, pool, verify)
    except _Bad as bad:
        lines = _json_lines(text)
        p = bad.path
        line = lines.get(p)
        while line is None and p:  # the nearest enclosing place that the text names
            shorter = re.sub(r"(\.[^.\[\]]*|\[\d+\])$", "", p)
            p = shorter if shorter != p else ""
            line = lines.get(p) if p else None
        where = f"game record, line {line}" if line else "game record"
        raise RecordError(f"{where} ({bad.path}): {bad.message}") from None


def from_record(
    record: Mapping[str, Any],
    game_type: type[Game],
    *,
    pool: CardPool | None = None,
    verify: bool = True,
) -> Game:
    """Rebuild a game from a record dict: start a ``game_type`` game as the record says
    (``Game.new`` or ``Game.from_position``), then replay every decision of the main line and
    of each side line, checking legality and (with ``verify``) the explain-log digests.
    (``Game.from_record`` is the way in: it passes itself as ``game_type``.)"""
    try:
        return _load(record, game_type, pool, verify)
    except _Bad as bad:
        raise RecordError(f"game record ({bad.path}): {bad.message}") from None


def _load(data: Any, game_type: type[Game], pool: CardPool | None, verify: bool) -> Game:
    if not isinstance(data, Mapping):
        raise _Bad("", f"a game record is a JSON object, not {type(data).__name__}")
    if "schema_version" not in data:
        raise _Bad("", "'schema_version' is missing: this is not a vgwidget game record")
    v = data["schema_version"]
    if v != SCHEMA_VERSION or isinstance(v, bool):
        raise _Bad(
            "schema_version",
            f"version {v!r} is not supported (this engine reads version {SCHEMA_VERSION})",
        )
    for k in data:
        if k not in _TOP_KEYS:
            raise _Bad(str(k), f"unknown field {k!r} (known: {', '.join(_TOP_KEYS)})")
    if data.get("kind", KIND) != KIND:
        raise _Bad("kind", f"expected {KIND!r}, not {data.get('kind')!r}")
    fmt = data.get("format")
    # a format's alias names the same format (``g``: premium)
    fmt = ALIASES.get(fmt, fmt) if isinstance(fmt, str) else fmt
    if fmt not in FORMATS:
        raise _Bad("format", f"unknown format {fmt!r} (known: {', '.join(sorted(FORMATS))})")
    if "metadata" in data and not isinstance(data["metadata"], Mapping):
        raise _Bad("metadata", "metadata is a JSON object")
    cards = data.get("cards")
    if cards is not None:
        try:
            with_cards(cards, pool)  # checked here, so that the error names the field
        except CardDataError as e:
            raise _Bad("cards", str(e)) from None
        if "position" in (data.get("start") or {}):
            raise _Bad("cards", "a game started from a position keeps its cards in the position")
    variants = data.get("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise _Bad("variants", "variants is a list of variant names")
    played: str | Format = str(fmt)
    if variants:
        if fmt not in VARIANTS:
            raise _Bad(
                "variants", f"the {fmt} format has no variants (only {' and '.join(VARIANTS)} have)"
            )
        try:
            played = format_variant(str(fmt), *variants)
        except VanguardError as e:
            raise _Bad("variants", str(e)) from None
    game = _start(game_type, data.get("start"), played, pool, cards)
    main = data.get("main")
    if not isinstance(main, Mapping):
        raise _Bad("main", "the main line is missing (an object with 'decisions')")
    _replay(game, main, "main", verify, root=True)
    return game


def _start(
    game_type: type[Game],
    start: Any,
    fmt: str | Format,
    pool: CardPool | None,
    cards: Any = None,
) -> Game:
    if not isinstance(start, Mapping):
        raise _Bad("start", "'start' is missing: give a seed and two decks, or a position")
    if "position" in start:
        extra = set(start) - {"position"}
        if extra:
            raise _Bad("start", f"a position start has no {sorted(extra)}")
        pos = start["position"]
        if not isinstance(pos, Mapping):
            raise _Bad("start.position", "the position is a JSON object")
        try:
            game = game_type.from_position(pos, pool=pool, where="position")
        except RecordError as e:
            raise _Bad("start.position", str(e)) from None
        name = fmt if isinstance(fmt, str) else fmt.name
        if game.format.name != name:
            raise _Bad(
                "format", f"the record says {name!r} but the position is {game.format.name!r}"
            )
        return game
    for k in start:
        if k not in ("seed", "decks"):
            raise _Bad(f"start.{k}", f"unknown field {k!r} (known: seed, decks, position)")
    seed = start.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise _Bad("start.seed", "the seed is a whole number")
    decks = start.get("decks")
    if not isinstance(decks, list) or len(decks) != 2:
        raise _Bad("start.decks", "two decks are needed (a list of two deck objects)")
    card_pool = with_cards(cards, pool)[0] if cards is not None else pool or default_pool()
    built: list[Deck] = []
    for i, d in enumerate(decks):
        path = f"start.decks[{i}]"
        try:
            deck = Deck.from_dict(d)
        except DeckError as e:
            raise _Bad(path, "; ".join(e.problems) or str(e)) from None
        for section in ("main", "ride_deck", "g_deck"):
            for j, name in enumerate(getattr(deck, section)):
                if name not in card_pool:
                    raise _Bad(f"{path}.{section}[{j}]", card_pool.unknown(name))
        if deck.first_vanguard is not None and deck.first_vanguard not in card_pool:
            raise _Bad(f"{path}.first_vanguard", card_pool.unknown(deck.first_vanguard))
        built.append(deck)
    try:
        return game_type.new(built[0], built[1], seed=seed, format=fmt, pool=pool, cards=cards)
    except VanguardError as e:
        raise _Bad("start.decks", str(e)) from None


def _brief(thing: object, limit: int = 120) -> str:
    """An action or a refusal for an error message: on one line and short, whatever a record
    holds."""
    text = " ".join(str(thing).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _replay(game: Game, line: Mapping[str, Any], path: str, verify: bool, *, root: bool) -> None:
    keys = _LINE_KEYS if root else _VARIATION_KEYS
    for k in line:
        if k not in keys:
            raise _Bad(f"{path}.{k}", f"unknown field {k!r} (known: {', '.join(keys)})")
    decisions = line.get("decisions")
    if not isinstance(decisions, list):
        raise _Bad(f"{path}.decisions", "the decisions are a list of action objects")
    for i, d in enumerate(decisions):
        at = f"{path}.decisions[{i}]"
        try:
            action = Action.from_dict(d, where=at)
        except RecordError as e:
            raise _Bad(at, f"decision {i}: " + str(e).removeprefix(f"{at}: ")) from None
        if game.is_over and action.kind != "concede":
            raise _Bad(
                at,
                f"decision {i} ({_brief(action)}) comes after the end of the game "
                f"({game.result.reason if game.result else ''})",
            )
        try:
            game.apply(action)
        except IllegalAction as e:
            raise _Bad(
                at,
                f"decision {i} ({_brief(action)}) is not legal at its point (after event "
                f"{game.cursor}): {_brief(e, 300)}",
            ) from None
    notes = line.get("annotations", [])
    if not isinstance(notes, list):
        raise _Bad(f"{path}.annotations", "annotations are a list of {event, note} objects")
    for i, n in enumerate(notes):
        at = f"{path}.annotations[{i}]"
        if (
            not isinstance(n, Mapping)
            or set(n) != {"event", "note"}
            or not isinstance(n["event"], int)
            or not isinstance(n["note"], str)
        ):
            raise _Bad(at, 'an annotation is {"event": <event number>, "note": <text>}')
        try:
            game.annotate(n["event"], n["note"])
        except TimelineError as e:
            raise _Bad(f"{at}.event", str(e)) from None
    if verify and "verify" in line:
        _check_digest(game, line["verify"], f"{path}.verify")
    variations = line.get("variations", [])
    if not isinstance(variations, list):
        raise _Bad(f"{path}.variations", "variations are a list of side-line objects")
    for j, var in enumerate(variations):
        vpath = f"{path}.variations[{j}]"
        if not isinstance(var, Mapping):
            raise _Bad(vpath, "a side line is an object with name, at and decisions")
        name = var.get("name")
        if not isinstance(name, str) or not name.strip():
            raise _Bad(f"{vpath}.name", "a side line needs a name")
        at_event = var.get("at")
        if not isinstance(at_event, int) or isinstance(at_event, bool):
            raise _Bad(f"{vpath}.at", "'at' is the event number the side line branches after")
        try:
            game.seek(at_event)
        except TimelineError as e:
            raise _Bad(f"{vpath}.at", str(e)) from None
        try:
            if not game.at_decision_point:
                raise _Bad(
                    f"{vpath}.at",
                    f"event {at_event} is in the middle of a procedure; a side line branches "
                    "after an event where a player decides",
                )
            try:
                side = game.fork(name)
            except VanguardError as e:
                raise _Bad(f"{vpath}.name", str(e)) from None
        finally:
            game.seek_end()
        _replay(side, var, f"{vpath}", verify, root=False)


def _check_digest(game: Game, v: Any, path: str) -> None:
    if not isinstance(v, Mapping):
        raise _Bad(path, "verify is an object with from_event, events and sha256")
    start = v.get("from_event", 0)
    first = 0 if game.branch_at is None else game.branch_at + 1
    if not isinstance(start, int) or start < first or start > game.last_event + 1:
        raise _Bad(f"{path}.from_event", f"{start!r} is not an event of this line")
    events = game.events[start - first :]
    want_n, want_sha = v.get("events"), v.get("sha256")
    got_n, got_sha = len(events), digest(events)
    if want_n != got_n or want_sha != got_sha:
        hint = (
            "the record is truncated (decisions are missing)"
            if isinstance(want_n, int) and got_n < want_n
            else "the record was made by another engine version, or edited"
        )
        raise _Bad(
            path,
            f"the replay does not match the record: replaying gives {got_n} events "
            f"(sha256 {got_sha[:12]}…) where the record says {want_n} (sha256 "
            f"{str(want_sha)[:12]}…): {hint}",
        )


# ---------------------------------------------------------------------- JSON lines


def _json_lines(text: str) -> dict[str, int]:
    """The line of every value of valid JSON ``text``, by path (``main.decisions[3].card``)."""
    nl = [i for i, c in enumerate(text) if c == "\n"]
    out: dict[str, int] = {}
    i = 0
    n = len(text)
    scalar = re.compile(r"[^,\]}\s]+")

    def ws() -> None:
        nonlocal i
        while i < n and text[i] in " \t\r\n":
            i += 1

    def string() -> str:
        nonlocal i
        j = i + 1
        while text[j] != '"':
            j += 2 if text[j] == "\\" else 1
        s: str = json.loads(text[i : j + 1])
        i = j + 1
        return s

    def value(path: str) -> None:
        nonlocal i
        ws()
        out.setdefault(path, bisect_left(nl, i) + 1)
        c = text[i]
        if c == "{":
            i += 1
            while True:
                ws()
                if text[i] == "}":
                    i += 1
                    return
                if text[i] == ",":
                    i += 1
                    continue
                key = string()
                ws()
                i += 1  # ":"
                value(f"{path}.{key}" if path else key)
        elif c == "[":
            i += 1
            k = 0
            while True:
                ws()
                if text[i] == "]":
                    i += 1
                    return
                if text[i] == ",":
                    i += 1
                    continue
                value(f"{path}[{k}]")
                k += 1
        elif c == '"':
            string()
        else:
            m = scalar.match(text, i)
            i = m.end() if m else i + 1

    with contextlib.suppress(IndexError, ValueError):  # the text parsed as JSON already
        value("")
    return out
