"""Position files: a judge's way to set up any moment of a cardfight, as editable text (TOML).

A position names every card by its name and says where it lies; the engine builds the card
instances, the state, and the procedure that is still to come (the task stack), so play
resumes exactly as it would in a real game at that phase and step. A short example::

    [meta]
    title = "Equal power hits"
    question = "A 13,000 vanguard attacks a 13,000 vanguard. Does it hit?"
    ruling = "Yes: the attack hits when its power is equal or greater."
    sources = ["seed 001 Playbook v3.02 Q&A Q16"]

    [game]
    format = "standard"       # standard | classic | premium (alias: g)
    # variants = ["legacy-g-return"]   # the format's named variants (Standard, Premium)
    seed = 16                 # the game's random generator (fills, later shuffles)
    turn = 4
    turn_player = 2           # players are 1 and 2, as in the explain log
    phase = "battle"          # stand | draw | ride | main | battle | end
    step = "damage"           # battle only: start | attack | guard | drive | damage | close

    [battle]                  # only from the attack step to the close step
    attacker = "VC"           # the turn player's circle
    target = "VC"             # the opponent's circle
    booster = "BC"            # optional
    guardians = ["Sparkflit Sprite"]   # on the defender's guardian circle

    [players.1]
    hand = ["Ember Lancer"]
    damage = ["Kindlescale Page", { card = "Ember Lancer", face_down = true }]
    soul = ["Cinderling Scout"]
    deck = { top = ["Warmglow Mender"], fill = "teaching" }

    [players.1.circles]
    VC = "Pyreheart Sovereign Dragon"
    FL = { card = "Blazeguard Knight", rested = true }

    [players.2]
    ...

Zones of a player: ``circles`` (``VC FL FR BL BC BR``; a card is a name or a table with
``rested``/``locked``/``deleted``), ``hand``, ``soul``, ``damage`` and ``bind`` (entries
may be ``{ card = ..., face_down = true }``), ``drop``, ``removal``, ``ride_deck``, ``order``,
``crest``, ``gzone``, and ``deck``: ``top`` (the known top cards, in order), then ``rest``
(listed, in order) or ``fill``: the cards of a deck list (``"teaching"``: the format's
teaching deck for that player, or a shipped list such as ``"standard-2"``) that the position
does not already show, shuffled with the game's own seeded generator; ``count`` sets the
deck's total size. ``[[modifiers]]`` give a unit ``power``/``critical``/``shield`` until end
of ``turn`` or ``battle``. ``[script]``, ``[[expect]]`` and ``[final]`` script a line of play
and the ruling it must show (see :mod:`vgwidget.engine.timeline`).

Validation reports every impossible thing at once, one message per problem, each with its
line: a card in two places, more than one unit on a circle, a ride deck in a format without
one, a step that needs a battle without one, an unknown card name (with a suggestion)...

>>> s = to_state({
...     "game": {"format": "standard", "turn": 3, "turn_player": 1, "phase": "main"},
...     "players": {
...         "1": {"circles": {"VC": "Cinder Drake Warden"}, "deck": {"fill": "teaching"}},
...         "2": {"circles": {"VC": "Coralshield Captain"}, "deck": {"fill": "teaching"}},
...     },
... })
>>> s.phase, s.turn_player, [t.name for t in s.stack][-1]
('main', 0, 'main-offer')
>>> to_dict(s)["players"]["2"]["circles"]
{'VC': 'Coralshield Captain'}
"""

from __future__ import annotations

import contextlib
import datetime
import difflib
import json
import re
import tomllib
from bisect import bisect_left
from collections import Counter
from collections.abc import Mapping, Sequence
from importlib import resources
from os import PathLike
from pathlib import Path
from typing import Any, NamedTuple

from . import rng
from .actions import Action
from .bonuses import PERSONA_FLAG
from .cardfile import with_cards
from .cards import Card, CardPool, default_pool, fold_name, shared_names, split_printing
from .decks import Deck, parse_deck, teaching_decks
from .errors import MAX_POSITION_TEXT, CardDataError, DeckError, RecordError
from .errors import shown as _shown
from .formats import (
    ALIASES,
    FORMATS,
    STANDARD,
    VARIANTS,
    Format,
    UnknownFormat,
    format_variant,
    get_format,
)
from .state import (
    ACCEL_CIRCLES,
    BEHIND,
    CIRCLE_INDEX,
    CIRCLE_NAMES,
    CIRCLES,
    FRONT_ROW,
    REAR_CIRCLES,
    VC,
    Battle,
    CardMarks,
    CardTable,
    Mod,
    PlayerState,
    State,
    Task,
)

__all__ = [
    "PHASES",
    "BATTLE_STEPS",
    "Loaded",
    "PositionError",
    "describe",
    "key_lines",
    "load",
    "parse_toml",
    "to_dict",
    "to_state",
    "to_toml",
]

from .procedures import battle as _battle  # noqa: E402
from .procedures.checks import CHECK_STARTS, resume_check  # noqa: E402
from .procedures.flow import BATTLE_STEPS, CONDITIONS, IN_BATTLE, PHASES, resume  # noqa: E402
from .procedures.rule_actions import LOSS_DAMAGE  # noqa: E402
from .timeline import extras_problems  # noqa: E402

# isort: split
# (after the procedures: abilities.resolve imported first would enter the abilities <->
# procedures import cycle from the end that fails)
from .abilities.resolve import Ref, _once_flag  # noqa: E402

ZONE_KEYS = (
    "hand",
    "soul",
    "damage",
    "drop",
    "bind",
    "removal",
    "ride_deck",
    "order",
    "crest",
    "gzone",
    "heart",
    "trigger",
)
STANDARD_KEYS = ("accel", "accel_made", "markers", "gift_types", "ride_gift", "energy")
"""A player's Standard facts: accel circles (names, in the order gained), gift markers
(tables of circle, kind and type), each gift kind's chosen type, energy."""
PLAYER_KEYS = ("circles", "deck", *ZONE_KEYS, *STANDARD_KEYS)
MARKER_KEYS = ("circle", "kind", "type")
GIFT_KINDS = ("force", "accel", "protect")
TOP_KEYS = (
    "meta",
    "cards",
    "game",
    "players",
    "battle",
    "check",
    "pending",
    "modifiers",
    "script",
    "expect",
    "final",
)
EXTRA_KEYS = ("meta", "cards", "script", "expect", "final")
"""Tables that describe the position (and a line to play from it) but not the board."""
GAME_KEYS = (
    "format",
    "variants",
    "seed",
    "turn",
    "turn_player",
    "first_player",
    "phase",
    "step",
    "persona_ride",
    "done",
    "used_once",
)
DONE = {
    "ride": "the turn player has already ridden this turn",
    "order": "the turn player has already played an order this turn",
    "blitz": "a blitz order has already been played this turn",
    "stride": "the turn player has already strode this turn (the G era)",
    "g-assist": "the turn player has already used G assist this turn (the G era)",
}
"""What ``[game] done = [...]`` may say has already happened this turn (a turn flag each)."""
CHECK_KEYS = ("kind", "number", "of")
REF_KEYS = ("player", "at", "card", "ability")
"""A card's ability in ``[[pending]]`` and ``used_once``: whose, where, which card, which."""
DECK_KEYS = ("top", "rest", "fill", "count")
BATTLE_KEYS = ("attacker", "target", "also", "booster", "guardians", "guarding")
MOD_KEYS = ("player", "circle", "stat", "amount", "until", "label")
MOD_FLAGS = ("cannot-be-hit", "cannot-attack", "can-drive-check")
"""Effects on a unit that have no amount (the abilities' effects of the same name)."""
MOD_STATS = ("power", "critical", "shield", "attack-several", *MOD_FLAGS)
CIRCLE_FLAGS = ("rested", "locked", "deleted")
"""What a card on a circle may be besides standing and face up."""
FACE_DOWN_ZONES = ("damage", "bind")
"""Zones whose cards may lie face down."""


def resume_tasks(fmt: str, phase: str, step: str = "", *, battle: bool = False) -> tuple[Task, ...]:
    """The tasks (first to run first) that carry a turn on from ``phase``/``step``, read from
    the turn's declared flow (:func:`vgwidget.engine.procedures.flow.resume`): a position sits
    after its stage's "at the beginning of" window and before the stage's own work.

    >>> [t.name for t in resume_tasks("standard", "main")]
    ['main-offer', 'stage', 'stage', 'begin-turn']
    """
    return resume(fmt, phase, step, battle=battle)


# ----------------------------------------------------------------------------- errors


class PositionError(RecordError):
    """A position that cannot be set up; ``problems`` lists every problem, each with its line."""

    def __init__(self, where: str, problems: Sequence[str]) -> None:
        self.where = where
        self.problems = list(problems)
        if len(self.problems) == 1:
            msg = f"{where}, {self.problems[0]}"
        else:
            msg = f"{where}: {len(self.problems)} problems\n" + "\n".join(
                f"  {p}" for p in self.problems
            )
        super().__init__(msg)


# ------------------------------------------------------------------------------ TOML


def parse_toml(text: str, where: str = "position") -> tuple[dict[str, Any], dict[str, int]]:
    """Parse position text: returns the data and the line of every key (see :func:`key_lines`).

    >>> parse_toml('[game]\\nturn = 3\\nturn = 4\\n', "p.toml")
    Traceback (most recent call last):
    ...
    vgwidget.engine.position.PositionError: p.toml, line 3: a key is given twice (Cannot \
overwrite a value); a circle holds one unit and each zone is one list
    """
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


# ---------------------------------------------------------------------------- loading


class Loaded(NamedTuple):
    """A position ready to play: the state, and what the file said besides the board."""

    state: State
    data: dict[str, Any]
    """The file's data, JSON-safe (a game record stores it to replay the game)."""
    extras: dict[str, Any]
    """The ``meta``, ``script``, ``expect`` and ``final`` tables, if any."""
    title: str | None
    seed: int


def load(
    source: str | PathLike[str] | Mapping[str, Any],
    *,
    pool: CardPool | None = None,
    where: str | None = None,
) -> Loaded:
    """Read a position from a path, TOML text or parsed data, and build its state."""
    lines: dict[str, int] = {}
    if isinstance(source, Mapping):
        data = dict(source)
        where = where or "position"
    else:
        text, name = _read(source)
        where = where or name
        data, lines = parse_toml(text, where)
    if "cards" in data:
        pool = _with_cards(data["cards"], pool, where, lines)
    state = to_state(data, pool=pool, where=where, lines=lines)
    safe = _json_safe(data)
    assert isinstance(safe, dict)
    extras = {k: safe[k] for k in EXTRA_KEYS if k in safe}
    meta = safe.get("meta")
    title = meta.get("title") if isinstance(meta, dict) else None
    seed = safe.get("game", {}).get("seed", 0)
    return Loaded(
        state,
        safe,
        extras,
        title if isinstance(title, str) else None,
        seed if isinstance(seed, int) else 0,
    )


def _with_cards(
    items: Any, pool: CardPool | None, where: str, lines: Mapping[str, int]
) -> CardPool:
    """The pool with the position's own ``[[cards]]`` (see :mod:`vgwidget.engine.cardfile`)."""

    def place(i: int) -> str:
        line = lines.get(f"cards.{i}")
        return f"line {line} (cards.{i})" if line else f"cards.{i}"

    try:
        return with_cards(items, pool, where="cards", place=place)[0]
    except CardDataError as e:
        raise PositionError(where, [str(e)]) from None


def _read(source: str | PathLike[str]) -> tuple[str, str]:
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


# ---------------------------------------------------------------------------- building


class _Entry(NamedTuple):
    """One card the position names: its card, flags and where the file names it."""

    card: Card
    flags: frozenset[str]
    path: tuple[str, ...]


def _place_name(path: tuple[str, ...]) -> str:
    if len(path) >= 4 and path[0] == "players" and path[2] == "circles":
        return path[3]
    if len(path) >= 3 and path[0] == "players":
        return {"ride_deck": "ride deck", "gzone": "G zone"}.get(path[2], path[2])
    if path[:2] == ("battle", "guardians"):
        return "guardian circle"
    return ".".join(path)


class _Builder:
    def __init__(
        self, data: Mapping[str, Any], pool: CardPool, where: str, lines: Mapping[str, int]
    ) -> None:
        self.data = data
        self.pool = pool
        self.where = where
        self.lines = lines
        self.problems: list[tuple[int | None, int, str]] = []
        self.fmt: Format = STANDARD
        self.fmt_ok = False

    # ---------------------------------------------------------------- reporting
    def line_of(self, path: Sequence[str]) -> int | None:
        p = list(path)
        while p:
            n = self.lines.get(".".join(p))
            if n is not None:
                return n
            p.pop()
        return None

    def problem(self, path: Sequence[str], message: str) -> None:
        line = self.line_of(path)
        where = ".".join(path) or "position"
        text = f"line {line} ({where}): {message}" if line else f"{where}: {message}"
        self.problems.append((line, len(self.problems), text))

    def fail_if_problems(self) -> None:
        if self.problems:
            ordered = sorted(self.problems, key=lambda p: (p[0] is None, p[0] or 0, p[1]))
            raise PositionError(self.where, [p[2] for p in ordered])

    # ---------------------------------------------------------------- readers
    def table(
        self,
        value: Any,
        path: tuple[str, ...],
        keys: Sequence[str],
        required: Sequence[str] = (),
        what: str = "table",
    ) -> dict[str, Any]:
        if value is None:
            value = {}
        if not isinstance(value, Mapping):
            self.problem(path, f"expected a {what}, not {_kind(value)}")
            return {}
        for k in value:
            if k not in keys:
                close = difflib.get_close_matches(str(k), list(keys), n=1, cutoff=0.6)
                hint = f' (did you mean "{close[0]}"?)' if close else f" (known: {', '.join(keys)})"
                self.problem((*path, str(k)), f'unknown key "{k}"{hint}')
        for k in required:
            if k not in value:
                self.problem(path, f'"{k}" is missing')
        return dict(value)

    def integer(
        self, value: Any, path: tuple[str, ...], lo: int | None = None, hi: int | None = None
    ) -> int | None:
        if not isinstance(value, int) or isinstance(value, bool):
            self.problem(path, f"expected a whole number, not {_kind(value)}")
            return None
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            rng_txt = f"{lo} or more" if hi is None else f"{lo} to {hi}"
            self.problem(path, f"{value} is out of range ({rng_txt})")
            return None
        return value

    def player_no(self, value: Any, path: tuple[str, ...]) -> int | None:
        if value not in (1, 2) or isinstance(value, bool):
            self.problem(path, f"a player is 1 or 2, not {value!r}")
            return None
        return int(value) - 1

    def card_problem(self, name: str) -> str | None:
        """Why ``name`` names no card of the pool (None: it does)."""
        if self.resolve(name) is not None or self.pool.printings(name):
            return None  # a bare shared name: the game tells printings apart (CARD-016)
        return _unknown_card(name, self.pool)

    def resolve(self, name: str) -> Card | None:
        return self.pool.find(name)

    def card(self, value: Any, path: tuple[str, ...], flags: Sequence[str] = ()) -> _Entry | None:
        """A card entry: a name, or ``{ card = name, <flag> = true ... }``."""
        found: set[str] = set()
        if isinstance(value, Mapping):
            allowed = ("card", *flags)
            for k, v in value.items():
                if k == "card":
                    continue
                if k in ("rested", "locked", "deleted", "face_down") and k not in flags:
                    self.problem((*path, str(k)), _flag_refusal(str(k), path))
                elif k not in allowed:
                    self.problem(
                        (*path, str(k)), f'unknown key "{k}" (allowed: {", ".join(allowed)})'
                    )
                elif not isinstance(v, bool):
                    self.problem((*path, str(k)), f'"{k}" is true or false')
                elif v:
                    found.add(str(k))
            name = value.get("card")
            if name is None:
                self.problem(path, 'a card table needs "card" (the card\'s name)')
                return None
        else:
            name = value
        if not isinstance(name, str) or not name.strip():
            self.problem(path, f"expected a card name, not {_kind(name)}")
            return None
        card = self.resolve(name)
        if card is None:
            self.problem(path, _unknown_card(name, self.pool))
            return None
        if self.fmt_ok and not self.fmt.allows(card.formats):
            era = " / ".join(card.formats)
            self.problem(
                path, f"“{card.name}” is a {era} card: the {self.fmt.name} format does not use it"
            )
        return _Entry(card, frozenset(found), path)

    def card_list(
        self, value: Any, path: tuple[str, ...], flags: Sequence[str] = ()
    ) -> list[_Entry]:
        if value is None:
            return []
        if not isinstance(value, list):
            self.problem(path, f"expected a list of cards, not {_kind(value)}")
            return []
        out = []
        for i, v in enumerate(value):
            e = self.card(v, (*path, str(i)), flags)
            if e is not None:
                out.append(e)
        return out

    # ---------------------------------------------------------------- the whole position
    def build(self) -> State:
        top = self.table(self.data, (), TOP_KEYS, required=("game", "players"))
        for path, message in extras_problems(top, self.card_problem):
            self.problem(path, message)
        game = self.table(
            top.get("game"),
            ("game",),
            GAME_KEYS,
            required=("format", "turn", "turn_player", "phase"),
        )
        self.read_game(game)
        players = self.table(top.get("players"), ("players",), ("1", "2"), required=("1", "2"))
        sides = [self.read_player(p, players.get(str(p + 1))) for p in (0, 1)]
        battle = self.read_battle(top.get("battle"), sides)
        self.guardians: list[_Entry] = battle["guardians"] if battle is not None else []
        mods = self.read_modifiers(top.get("modifiers"), sides, battle is not None)
        for p in (0, 1):
            self.check_player(p, sides[p], battle)
        self.check_at = self.read_check(top.get("check"), sides, battle)
        self.pending = self.read_refs(top.get("pending"), ("pending",), sides, "pending")
        self.used_once = self.read_refs(game.get("used_once"), ("game", "used_once"), sides, "used")
        self.done = self.read_done(game.get("done"))
        r = rng.seed_state(self.seed)
        decks: list[list[Card]] = []
        for p in (0, 1):
            r, deck = self.fill_deck(p, sides[p], r)
            decks.append(deck)
        self.fail_if_problems()
        state = self.assemble(sides, decks, battle, mods, r)
        self.check_battle_by_the_rules(state)
        self.fail_if_problems()
        return state

    # ------------------------------------------------------- in the middle of a procedure
    def read_check(
        self, value: Any, sides: list[dict[str, Any]], battle: dict[str, Any] | None
    ) -> tuple[str, int, int, int] | None:
        """``[check]``: the position starts inside a drive or damage check, the checked card
        revealed in the trigger zone and its trigger not yet resolved. Returns ``(kind,
        player, number, of)``."""
        path = ("check",)
        holding = [p for p in (0, 1) if sides[p]["trigger"]]
        if value is None:
            for p in holding:
                self.problem(
                    ("players", str(p + 1), "trigger"),
                    "a card lies in the trigger zone only during a drive or damage check: "
                    "say which with a [check] table (kind, number, of)",
                )
            return None
        tab = self.table(value, path, CHECK_KEYS, required=("kind", "number", "of"))
        kind = tab.get("kind")
        if kind not in CHECK_STARTS:
            self.problem((*path, "kind"), f'the check is "drive" or "damage", not {kind!r}')
            return None
        n = self.integer(tab.get("of"), (*path, "of"), 1, 10)
        i = self.integer(tab.get("number"), (*path, "number"), 1, n or 10)
        if n is None or i is None:
            return None
        if self.phase != "battle" or self.step != kind or battle is None:
            self.problem(
                path,
                f"a {kind} check happens in the {kind} step of a battle: set phase = "
                f'"battle", step = "{kind}" and a [battle] table',
            )
            return None
        checker = self.tp if kind == "drive" else 1 - self.tp
        name = f"Player {checker + 1}"
        for p in holding:
            if p != checker:
                self.problem(
                    ("players", str(p + 1), "trigger"),
                    f"in a {kind} check only {name}'s trigger zone holds a card",
                )
        revealed = sides[checker]["trigger"]
        if len(revealed) != 1:
            self.problem(
                ("players", str(checker + 1), "trigger"),
                f"the {kind} check being made has its card in {name}'s trigger zone: "
                f"list exactly one card there (not {len(revealed)})",
            )
            return None
        if kind == "drive":
            vanguard = sides[self.tp]["circles"].get(VC)
            attacker = battle["attacker"][0]
            if attacker != VC:
                self.problem(path, "only an attacking vanguard drive checks (battle.drive)")
            elif vanguard is not None and n > vanguard.card.drive:
                self.problem(
                    (*path, "of"),
                    f"“{vanguard.card.name}” makes {vanguard.card.drive} drive check(s), "
                    f"not {n} (battle.drive)",
                )
        elif battle["target"][0] != VC:
            self.problem(path, "only a hit vanguard is dealt damage checks (battle.hit-vanguard)")
        return kind, checker, i, n

    def read_refs(
        self, value: Any, path: tuple[str, ...], sides: list[dict[str, Any]], what: str
    ) -> list[tuple[int, str, int, int]]:
        """Abilities named by the card that has them: ``[[pending]]`` (AUTO abilities that
        triggered and wait to resolve, in the order they triggered) or ``used_once`` (1/Turn
        abilities already used this turn). Each is ``(player, place, index in the place,
        ability index)``."""
        if value is None:
            return []
        if not isinstance(value, list):
            self.problem(path, f"expected a list of tables, not {_kind(value)}")
            return []
        out = []
        for k, item in enumerate(value):
            ref = self.read_ref(item, (*path, str(k)), sides, what)
            if ref is not None:
                out.append(ref)
        return out

    def read_ref(
        self, value: Any, path: tuple[str, ...], sides: list[dict[str, Any]], what: str
    ) -> tuple[int, str, int, int] | None:
        tab = self.table(value, path, REF_KEYS, required=("player", "at"))
        p = self.player_no(tab.get("player"), (*path, "player")) if "player" in tab else None
        at = tab.get("at")
        if p is None or at is None:
            return None
        side = sides[p]
        named = tab.get("card")
        if at in CIRCLES:
            e = side["circles"].get(at)
            if e is None:
                self.problem((*path, "at"), f"Player {p + 1} has no unit on {at}")
                return None
            index = 0
            if named is not None and not _names(str(named), e.card):
                self.problem((*path, "card"), f"{at} holds “{e.card.name}”, not “{named}”")
        elif at in ZONE_KEYS:
            entries: list[_Entry] = side[at]
            if named is None and len(entries) == 1:
                index = 0
            elif named is None:
                self.problem(path, f'name the card in the {at.replace("_", " ")}: card = "..."')
                return None
            else:
                found = [j for j, x in enumerate(entries) if _names(str(named), x.card)]
                if not found:
                    self.problem(
                        (*path, "card"),
                        f"Player {p + 1} has no “{named}” in the {at.replace('_', ' ')}",
                    )
                    return None
                index = found[0]
            e = entries[index]
        else:
            places = [*CIRCLES, *ZONE_KEYS]
            close = difflib.get_close_matches(str(at), places, n=1, cutoff=0.6)
            hint = f' (did you mean "{close[0]}"?)' if close else f" (one of: {', '.join(places)})"
            self.problem((*path, "at"), f"{at!r} is not a circle or zone{hint}")
            return None
        card = e.card
        fits = [
            j
            for j, ab in enumerate(card.abilities)
            if (ab.kind == "AUTO" if what == "pending" else ab.once_per_turn)
        ]
        label = "AUTO ability" if what == "pending" else "1/Turn ability"
        if "ability" in tab:
            n = self.integer(tab["ability"], (*path, "ability"), 1, max(1, len(card.abilities)))
            if n is None:
                return None
            if n - 1 not in fits:
                self.problem(
                    (*path, "ability"),
                    f"ability {n} of “{card.name}” is not an {label}"
                    + (f" (its {label}s: {', '.join(str(j + 1) for j in fits)})" if fits else ""),
                )
                return None
            return p, at, index, n - 1
        if len(fits) != 1:
            self.problem(
                path,
                f"“{card.name}” has no {label}"
                if not fits
                else f"“{card.name}” has {len(fits)} {label}s: say which with ability = "
                + " or ".join(str(j + 1) for j in fits),
            )
            return None
        return p, at, index, fits[0]

    def read_done(self, value: Any) -> frozenset[str]:
        """``done``: what has already happened this turn (see :data:`DONE`)."""
        path = ("game", "done")
        if value is None:
            return frozenset()
        if not isinstance(value, list):
            self.problem(path, f"expected a list, not {_kind(value)}")
            return frozenset()
        out = set()
        for k, v in enumerate(value):
            if v not in DONE:
                close = difflib.get_close_matches(str(v), list(DONE), n=1, cutoff=0.6)
                hint = f' (did you mean "{close[0]}"?)' if close else ""
                self.problem((*path, str(k)), f"{v!r} is not one of: {', '.join(DONE)}{hint}")
            else:
                out.add(str(v))
        if out & {"order", "blitz"} and self.phase in ("stand", "draw", "ride"):
            self.problem(path, "no order can have been played before the main phase")
        return frozenset(out)

    def check_battle_by_the_rules(self, s: State) -> None:
        """The battle in progress must be one the rules allow: the engine's own checks for
        declaring that attack and that boost (``battle.attack_check``, ``battle.booster_of``)
        are asked about the moment before they were made, so a position never states a rule
        of its own about attacks or boosts."""
        b = s.battle
        if b is None:
            return
        before = s._replace(
            battle=None,
            rested=s.rested - {b.attacker} - ({b.booster} if b.booster is not None else set()),
            step="start",
        )
        refused = _battle.attack_check(
            before,
            Action("attack", s.turn_player, circle=b.attacker_circle, target=b.target_circle),
        )
        if refused is not None:
            self.problem(("battle", "attacker"), f"{refused.message} ({refused.rule})")
            return
        if self.step == "drive" and not CONDITIONS["vanguard-attacks"](s):
            self.problem(
                ("game", "step"),
                "only an attacking vanguard has a drive step (this attacker is a rear-guard, and "
                "no can-drive-check modifier lets it drive check)",
            )
        width = _battle.attack_width(s, b.attacker)
        if len(b.attacked()) > width:
            self.problem(
                ("battle", "also"),
                f"“{s.card(b.attacker).name}” may attack {width} unit(s) at once, not "
                f"{len(b.attacked())}: an attack-several effect (a modifier) lets it attack "
                "more (battle.multi-target)",
            )
        for t, _ in b.also:
            if t in s.locked:
                self.problem(("battle", "also"), "a locked card cannot be attacked (card.lock)")
        if b.booster is not None:
            unboosted = s._replace(
                battle=b._replace(booster=None, booster_circle=None),
                rested=s.rested - {b.booster},
            )
            if _battle.booster_of(unboosted) != (b.booster_circle, b.booster):
                self.problem(
                    ("battle", "booster"),
                    f"“{s.card(b.booster).name}” on {b.booster_circle} cannot boost this attack: "
                    "a booster is a standing unit with Boost directly behind the attacker "
                    "(battle.boost)",
                )

    def read_variants(self, variants: Any) -> None:
        """``[game] variants``: the format's named variants (``VARIANTS``) to play."""
        if variants is None:
            return
        path = ("game", "variants")
        if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
            self.problem(path, "variants is a list of variant names")
        elif self.fmt.name not in VARIANTS:
            have = " and ".join(VARIANTS)
            self.problem(path, f"the {self.fmt.name} format has no variants (only {have} have)")
        else:
            try:
                self.fmt = format_variant(self.fmt.name, *variants)
            except UnknownFormat as e:
                self.problem(path, str(e))

    def read_game(self, game: Mapping[str, Any]) -> None:
        fmt = game.get("format")
        if fmt is not None:
            if isinstance(fmt, str) and (fmt in FORMATS or fmt in ALIASES):
                self.fmt = get_format(fmt)
                self.fmt_ok = True
            else:
                self.problem(
                    ("game", "format"),
                    f"unknown format {fmt!r} (known formats: {', '.join(sorted(FORMATS))})",
                )
        self.read_variants(game.get("variants"))
        self.seed = 0
        if "seed" in game:
            self.seed = self.integer(game["seed"], ("game", "seed")) or 0
        self.turn = 1
        if "turn" in game:
            self.turn = self.integer(game["turn"], ("game", "turn"), 1) or 1
        self.tp = 0
        if "turn_player" in game:
            self.tp = self.player_no(game["turn_player"], ("game", "turn_player")) or 0
        self.first = self.tp if self.turn % 2 == 1 else 1 - self.tp
        if "first_player" in game:
            fp = self.player_no(game["first_player"], ("game", "first_player"))
            if fp is not None and fp != self.first:
                parity = "odd" if self.turn % 2 else "even"
                self.problem(
                    ("game", "first_player"),
                    f"turns alternate starting with the first player, so on turn {self.turn} "
                    f"({parity}) with Player {self.tp + 1} as turn player the first player is "
                    f"Player {self.first + 1}, not Player {fp + 1} (turn.sequence)",
                )
        self.persona = False
        if "persona_ride" in game:
            if not isinstance(game["persona_ride"], bool):
                self.problem(("game", "persona_ride"), "expected true or false")
            else:
                self.persona = game["persona_ride"]
        self.phase = "main"
        phase = game.get("phase")
        if phase is not None:
            if phase in PHASES:
                self.phase = str(phase)
            else:
                self.problem(
                    ("game", "phase"), f"unknown phase {phase!r} (one of: {', '.join(PHASES)})"
                )
        step = game.get("step", "")
        self.step = ""
        if self.phase == "battle":
            if step in ("", *BATTLE_STEPS):
                self.step = str(step)
            else:
                self.problem(
                    ("game", "step"),
                    f"unknown battle step {step!r} (one of: {', '.join(BATTLE_STEPS)})",
                )
        elif step != "":
            self.problem(
                ("game", "step"), f"only the battle phase has steps (the phase is {self.phase!r})"
            )
        if self.turn == 1 and self.step in (*IN_BATTLE, "start"):
            self.problem(
                ("game", "step"),
                f"Player {self.tp + 1} goes first and cannot attack on turn 1 (battle.first-turn)",
            )

    def read_order_gauge(
        self, value: list[Any], path: tuple[str, ...], out: dict[int, list[_Entry]]
    ) -> list[Any]:
        """A set order in the order zone may hold gauge: ``{ card = name, gauge = [...] }``
        (seed 000 "Gauge Zone"); ``out`` gets each entry's gauge by its place in the list."""
        plain: list[Any] = []
        for i, v in enumerate(value):
            if isinstance(v, Mapping) and "gauge" in v:
                v = dict(v)
                gauge = self.card_list(v.pop("gauge"), (*path, str(i), "gauge"))
                card = self.resolve(v["card"]) if isinstance(v.get("card"), str) else None
                if self.fmt.name != "standard" or (card is not None and card.type != "set-order"):
                    self.problem((*path, str(i), "gauge"), "only a Standard set order has a gauge")
                elif gauge:
                    out[i] = gauge
            plain.append(v)
        return plain

    def read_player(self, p: int, value: Any) -> dict[str, Any]:
        path = ("players", str(p + 1))
        tab = self.table(value, path, PLAYER_KEYS)
        side: dict[str, Any] = {"legion": []}
        side.update(self.read_standard(p, tab, path))
        circles = self.table(tab.get("circles"), (*path, "circles"), (*CIRCLES, *side["accel"]))
        vc_value = circles.get(VC)
        if isinstance(vc_value, Mapping) and "legion_mate" in vc_value:
            # legion: VC = { card = "Leader", legion_mate = "Mate" } (LEGION-001)
            mate = self.card(vc_value["legion_mate"], (*path, "circles", VC, "legion_mate"))
            if mate is not None:
                side["legion"] = [mate]
            circles[VC] = {k: v for k, v in vc_value.items() if k != "legion_mate"}
        side["circles"] = {}
        side["dress"] = {}
        side["gauge"] = {}
        side["vc_named"] = circles.get(VC) is not None
        for c in (*CIRCLES, *side["accel"]):
            v = circles.get(c)
            cpath = (*path, "circles", c)
            if isinstance(v, list):
                if len(v) > 1:
                    self.problem(
                        cpath,
                        f"{len(v)} units on the {CIRCLE_NAMES[c]}: a circle holds one unit "
                        "(calling onto an occupied circle retires the unit already there)",
                    )
                v = v[0] if v else None
            if v is None:
                continue
            if isinstance(v, Mapping) and "gauge" in v:
                v = dict(v)
                gauge = self.card_list(v.pop("gauge"), (*cpath, "gauge"))
                if self.fmt.name != "standard":
                    self.problem((*cpath, "gauge"), "only Standard units have a gauge")
                elif gauge:
                    side["gauge"][c] = gauge
            if isinstance(v, Mapping) and "dress" in v:
                v = dict(v)
                under = self.card_list(v.pop("dress"), (*cpath, "dress"))
                if c == VC or self.fmt.name != "standard":
                    self.problem((*cpath, "dress"), "only a Standard rear-guard can be overDressed")
                elif under:
                    side["dress"][c] = under
            e = self.card(v, cpath, CIRCLE_FLAGS)
            if e is not None:
                side["circles"][c] = e
        side["order_gauge"] = {}
        for z in ZONE_KEYS:
            flags = ("face_down",) if z in FACE_DOWN_ZONES else ()
            v = tab.get(z)
            if z == "order" and isinstance(v, list):
                v = self.read_order_gauge(v, (*path, "order"), side["order_gauge"])
            if z == "gzone":
                flags = ("face_up",)  # the G era: face-up G units are public (ZONE-030)
            elif z == "heart" and isinstance(v, (str, Mapping)):
                v = [v]  # heart = "Name": the card under the G unit on VC
            side[z] = self.card_list(v, (*path, z), flags)
        deck = self.table(tab.get("deck"), (*path, "deck"), DECK_KEYS)
        side["top"] = self.card_list(deck.get("top"), (*path, "deck", "top"))
        side["rest"] = self.card_list(deck.get("rest"), (*path, "deck", "rest"))
        side["fill"] = None
        side["count"] = None
        if "fill" in deck:
            side["fill"] = self.deck_list(p, deck["fill"], (*path, "deck", "fill"))
        if "count" in deck:
            side["count"] = self.integer(deck["count"], (*path, "deck", "count"), 1)
        return side

    def read_standard(
        self, p: int, tab: Mapping[str, Any], path: tuple[str, ...]
    ) -> dict[str, Any]:
        """A player's accel circles, gift markers, gift types and energy (Standard)."""
        out: dict[str, Any] = {
            "accel": (),
            "accel_made": 0,
            "markers": (),
            "gift_types": (),
            "ride_gift": None,
            "energy": 0,
        }
        if any(k in tab for k in STANDARD_KEYS) and self.fmt.name != "standard":
            self.problem(path, "accel circles, gifts and energy belong to Standard")
            return out
        accel = tab.get("accel", [])
        if not isinstance(accel, list) or any(a not in ACCEL_CIRCLES for a in accel):
            self.problem(
                (*path, "accel"),
                f"accel circles are a list of names from {', '.join(ACCEL_CIRCLES)}",
            )
            accel = []
        out["accel"] = tuple(dict.fromkeys(accel))
        least = max((ACCEL_CIRCLES.index(a) + 1 for a in out["accel"]), default=0)
        made = tab.get("accel_made", least)
        if isinstance(made, bool) or not isinstance(made, int) or not least <= made <= 8:
            self.problem(
                (*path, "accel_made"),
                f"accel_made counts the accel circles gained this game (lost ones too): a whole "
                f"number from {least} to {len(ACCEL_CIRCLES)}",
            )
            made = least
        out["accel_made"] = made
        circles = (VC, *REAR_CIRCLES, *out["accel"])
        markers = []
        raw = tab.get("markers", [])
        if not isinstance(raw, list):
            self.problem((*path, "markers"), f"expected a list of markers, not {_kind(raw)}")
            raw = []
        for i, m in enumerate(raw):
            mpath = (*path, "markers", str(i + 1))
            t = self.table(m, mpath, MARKER_KEYS, required=MARKER_KEYS)
            if len(t) != 3:
                continue
            if t["circle"] not in circles:
                self.problem(mpath, f"{t['circle']!r} is none of this player's circles")
            elif t["kind"] not in GIFT_KINDS or t["type"] not in ("I", "II"):
                self.problem(mpath, "a marker's kind is force, accel or protect; its type I or II")
            else:
                markers.append((str(t["circle"]), str(t["kind"]), str(t["type"])))
        out["markers"] = tuple(markers)
        types = self.table(tab.get("gift_types"), (*path, "gift_types"), GIFT_KINDS)
        for k, v in types.items():
            if v not in ("I", "II"):
                self.problem((*path, "gift_types", k), f"a gift type is I or II, not {v!r}")
        out["gift_types"] = tuple((k, str(v)) for k, v in types.items() if v in ("I", "II"))
        # the ride gift lock: by default the first kind whose type was chosen (ride gifts)
        ride = tab.get("ride_gift", out["gift_types"][0][0] if out["gift_types"] else None)
        if ride == "":
            ride = None  # no ride has given a gift yet (gifts from effects only)
        elif ride is not None and ride not in GIFT_KINDS:
            self.problem(
                (*path, "ride_gift"), f'ride_gift is force, accel, protect or "", not {ride!r}'
            )
            ride = None
        out["ride_gift"] = ride
        if "energy" in tab:
            out["energy"] = self.integer(tab["energy"], (*path, "energy"), 0) or 0
        return out

    def deck_list(self, p: int, value: Any, path: tuple[str, ...]) -> tuple[str, Deck] | None:
        if not isinstance(value, str):
            self.problem(path, f"expected a deck list name, not {_kind(value)}")
            return None
        if value == "teaching":
            return value, teaching_decks(self.fmt)[p]
        root = resources.files("vgwidget") / "data" / "decks"
        names = sorted(e.name[:-4] for e in root.iterdir() if e.name.endswith(".txt"))
        if value not in names:
            self.problem(
                path,
                f'unknown deck list "{value}" (use "teaching" or one of: {", ".join(names)})',
            )
            return None
        try:
            text = (root / f"{value}.txt").read_text(encoding="utf-8")
            return value, parse_deck(text, where=f"decks/{value}.txt", pool=self.pool)
        except DeckError as e:  # pragma: no cover - shipped lists are tested
            self.problem(path, str(e))
            return None

    def read_battle(self, value: Any, sides: list[dict[str, Any]]) -> dict[str, Any] | None:
        in_battle = self.phase == "battle" and self.step in IN_BATTLE
        if value is None:
            if in_battle:
                self.problem(
                    ("game", "step"),
                    f"the {self.step} step happens during a battle, but there is no [battle] "
                    "table (attacker, target, booster, guardians)",
                )
            return None
        tab = self.table(value, ("battle",), BATTLE_KEYS, required=("attacker", "target"))
        if not in_battle:
            now = f"the {self.phase} phase" + (f", {self.step} step" if self.step else "")
            self.problem(
                ("battle",),
                f"a battle is in progress only from the attack step to the close step of the "
                f"battle phase, not in {now}",
            )
        tp, foe = self.tp, 1 - self.tp
        out: dict[str, Any] = {"guardians": []}
        for key, p in (("attacker", tp), ("target", foe)):
            row = (*FRONT_ROW, *sides[p]["accel"])
            c = tab.get(key)
            if c is None:
                continue
            if c not in row:
                self.problem(("battle", key), f"{c!r} is not a front-row circle ({', '.join(row)})")
                continue
            e = sides[p]["circles"].get(c)
            who = f"Player {p + 1}'s"
            if e is None:
                self.problem(("battle", key), f"the {key} is {who} {c}, but that circle is empty")
                continue
            out[key] = (c, e)
        if "attacker" in out:
            c, e = out["attacker"]
            if "rested" not in e.flags:
                self.problem(
                    e.path,
                    f"“{e.card.name}” attacks, so it has rested (battle.attack): set rested = true",
                )
        b = tab.get("booster")
        if b is not None:
            a = tab.get("attacker")
            behind = BEHIND.get(a) if isinstance(a, str) else None
            e = sides[tp]["circles"].get(b) if isinstance(b, str) else None
            if b != behind:
                # (where a booster stands is part of the battle's shape; whether that unit
                # may boost is the engine's own check, asked in check_battle_by_the_rules)
                self.problem(
                    ("battle", "booster"),
                    f"the booster stands directly behind the attacker (on {behind}), not on {b}",
                )
            elif e is None:
                self.problem(("battle", "booster"), f"Player {tp + 1}'s {b} is empty")
            else:
                if "rested" not in e.flags:
                    self.problem(
                        e.path, f"“{e.card.name}” boosted, so it has rested: set rested = true"
                    )
                out["booster"] = (b, e)
        guardians = self.card_list(tab.get("guardians"), ("battle", "guardians"))
        if guardians and self.step == "attack":
            self.problem(
                ("battle", "guardians"),
                "guardians are called in the guard step, which comes after the attack step",
            )
        if guardians and self.step == "close":
            self.problem(
                ("battle", "guardians"),
                "guardians leave the field in the damage step, so none are left in the close "
                "step (battle.guardians-retire)",
            )
        for g in guardians:
            if not g.card.can_be_on_circle:
                self.problem(g.path, f"“{g.card.name}” is not a unit and cannot be a guardian")
        out["guardians"] = guardians
        self.read_multi_target(tab, sides, out)
        return out

    def read_multi_target(
        self, tab: dict[str, Any], sides: list[dict[str, Any]], out: dict[str, Any]
    ) -> None:
        """``also``: the circles of the further units being attacked when an ability lets the
        attack target several (battle.multi-target); ``guarding``: for each guardian, the
        circle of the attacked unit it guards."""
        foe = 1 - self.tp
        row = (*FRONT_ROW, *sides[foe]["accel"])
        out["also"] = []
        out["guarding"] = []
        also = tab.get("also", [])
        if not isinstance(also, list):
            self.problem(("battle", "also"), "also is a list of the opponent's circles")
            also = []
        named = [tab.get("target")]
        for i, c in enumerate(also):
            path = ("battle", "also", str(i))
            if c not in row:
                self.problem(path, f"{c!r} is not a front-row circle ({', '.join(row)})")
            elif c in named:
                self.problem(path, f"{c} is already a unit being attacked")
            elif sides[foe]["circles"].get(c) is None:
                self.problem(path, f"Player {foe + 1}'s {c} is empty")
            else:
                named.append(c)
                out["also"].append(c)
        guarding = tab.get("guarding")
        if guarding is None:
            if out["also"] and out["guardians"]:
                self.problem(
                    ("battle", "guarding"),
                    "several units are being attacked: say which one each guardian guards "
                    "(guarding = one circle per guardian)",
                )
            return
        if not out["also"]:
            self.problem(
                ("battle", "guarding"), "guarding is only for an attack on several units (also)"
            )
            return
        if not isinstance(guarding, list) or len(guarding) != len(out["guardians"]):
            self.problem(("battle", "guarding"), "guarding names one circle per guardian")
            return
        for i, c in enumerate(guarding):
            if c not in named:
                self.problem(
                    ("battle", "guarding", str(i)),
                    f"{c!r} is not a unit being attacked ({', '.join(map(str, named))})",
                )
        out["guarding"] = list(guarding)

    def read_modifiers(
        self, value: Any, sides: list[dict[str, Any]], battle: bool
    ) -> list[tuple[int, str, Mod]]:
        if value is None:
            return []
        if not isinstance(value, list):
            self.problem(("modifiers",), "expected [[modifiers]] tables")
            return []
        out = []
        for i, m in enumerate(value):
            path = ("modifiers", str(i))
            tab = self.table(m, path, MOD_KEYS, required=("player", "circle", "stat"))
            if not tab:
                continue
            p = self.player_no(tab.get("player"), (*path, "player"))
            c = tab.get("circle")
            stat = tab.get("stat")
            until = tab.get("until", "turn")
            label = tab.get("label", "position")
            amount: int | None = 1
            if stat in MOD_FLAGS:
                if "amount" in tab:
                    self.problem((*path, "amount"), f'"{stat}" has no amount')
            elif "amount" not in tab:
                self.problem(path, '"amount" is missing')
            else:
                amount = self.integer(tab.get("amount"), (*path, "amount"))
            if stat not in MOD_STATS:
                self.problem(
                    (*path, "stat"), f"stat is one of {', '.join(MOD_STATS)}, not {stat!r}"
                )
            if until not in ("turn", "battle"):
                self.problem((*path, "until"), f"until is turn or battle, not {until!r}")
            elif until == "battle" and not battle:
                self.problem(
                    (*path, "until"), "an effect lasting for the battle needs a battle in progress"
                )
            if not isinstance(label, str):
                self.problem((*path, "label"), "label is a text")
                label = "position"
            if c not in CIRCLES:
                self.problem((*path, "circle"), f"{c!r} is not a circle ({', '.join(CIRCLES)})")
                continue
            if p is None or amount is None or not isinstance(stat, str):
                continue
            if sides[p]["circles"].get(c) is None:
                self.problem((*path, "circle"), f"Player {p + 1}'s {c} is empty")
                continue
            out.append((p, str(c), Mod(-1, stat, amount, str(until), label, "position.setup")))
        return out

    def check_player(self, p: int, side: dict[str, Any], battle: dict[str, Any] | None) -> None:
        path = ("players", str(p + 1))
        name = f"Player {p + 1}"
        fmt = self.fmt
        circles: dict[str, _Entry] = side["circles"]
        if VC not in circles and not side["vc_named"]:
            self.problem((*path, "circles"), f"{name} has no vanguard: put a unit on VC")
        for c, e in circles.items():
            if c == VC and e.card.type == "g-unit" and side["heart"] and fmt.g_zone:
                pass  # a strode G unit, with its heart under it
            elif not e.card.can_be_on_circle:
                self.problem(
                    e.path,
                    f"“{e.card.name}” is not a unit that can stand on a circle ({e.card.type})",
                )
            if c == VC and "locked" in e.flags:
                self.problem(e.path, "only rear-guards can be locked (card.lock)")
            if "locked" in e.flags and "deleted" in e.flags:
                self.problem(e.path, "a card is either locked or deleted, not both")
        if len(side["damage"]) >= LOSS_DAMAGE:
            self.problem(
                (*path, "damage"),
                f"{name} has {len(side['damage'])} damage: a player with 6 damage has already "
                "lost (win.damage)",
            )
        if side["ride_deck"]:
            if not fmt.ride_deck:
                self.problem((*path, "ride_deck"), f"the {fmt.name} format has no ride deck")
            else:
                for e in side["ride_deck"]:
                    if e.card.type == "ride-deck-crest":
                        self.problem(
                            e.path,
                            f"“{e.card.name}” left the ride deck for the crest zone when the "
                            "game was set up (setup.ride-deck): list it under crest",
                        )
                        continue
                    ok = e.card.is_unit and e.card.grade in fmt.ride_deck_grades
                    if not ok:
                        self.problem(
                            e.path,
                            f"“{e.card.name}” cannot be in a ride deck: the {fmt.name} ride deck "
                            "holds grade 0 to 3 units (deck.ride-deck)",
                        )
        for e in side["crest"]:
            if e.card.type not in ("ride-deck-crest", "crest"):
                self.problem(e.path, f"“{e.card.name}” is not a crest")
        for e in side["order"]:
            if e.card.type != "set-order":
                self.problem(
                    e.path,
                    f"“{e.card.name}” is not a set order: only set orders stay in the order zone",
                )
        self.check_g_zone(p, side, path)
        for e in side["legion"]:
            vc = circles.get(VC)
            if vc is None or vc.card.legion_mate != e.card.name:
                leader = "no unit" if vc is None else f"“{vc.card.name}”"
                self.problem(
                    e.path,
                    f"{leader} on the vanguard circle names no legion mate “{e.card.name}” "
                    "(legion.procedure)",
                )
        # copies: every card the position shows for this player
        shown = self.shown(p, side, battle)
        fill = side["fill"]
        by_name: dict[str, list[_Entry]] = {}
        for e in shown:
            by_name.setdefault(e.card.name, []).append(e)
        for card_name, entries in by_name.items():
            counted = Counter(_place_name(e.path) for e in entries)
            places = ", ".join(f"{z} x{n}" if n > 1 else z for z, n in counted.items())
            have = 0
            if fill is not None:
                list_name, deck = fill
                listed = [*deck.main, *deck.first_vanguard_cards, *deck.ride_deck]
                have = sum(1 for k in listed if self.pool[k].name == card_name)
            if have:
                if len(entries) > have:
                    self.problem(
                        entries[have].path,
                        f"“{card_name}” is shown {len(entries)} times ({places}) but deck list "
                        f'"{list_name}" holds {have}: a card cannot be in two places',
                    )
            elif len(entries) > fmt.max_copies:
                self.problem(
                    entries[fmt.max_copies].path,
                    f"“{card_name}” is shown {len(entries)} times ({places}): a deck holds at "
                    f"most {fmt.max_copies} copies of a card, so one card would be in two places "
                    "(deck.copies)",
                )
        if not side["top"] and not side["rest"] and fill is None:
            self.problem(
                (*path, "deck"),
                f"{name} has no cards in the deck: that player has already lost (win.deck-out); "
                "give deck top/rest cards or fill it from a deck list",
            )

    def check_g_zone(self, p: int, side: dict[str, Any], path: tuple[str, ...]) -> None:
        """The G era: the G zone holds G units only (DECK-030), at most the G deck's size;
        a heart lies under a G unit on the vanguard circle and a G unit there needs one
        (STRIDE-011)."""
        fmt = self.fmt
        vc = side["circles"].get(VC)
        if not fmt.g_zone:
            for z, what in (("gzone", "G zone"), ("heart", "heart")):
                if side[z]:
                    self.problem((*path, z), f"the {fmt.name} format has no {what}")
            return
        for e in side["gzone"]:
            if not e.card.is_g:
                self.problem(
                    e.path,
                    f"“{e.card.name}” is not a G unit: only G units are in the G zone (g.deck)",
                )
        cap = fmt.g_deck_max or 0
        g_vc = vc is not None and vc.card.is_g
        if len(side["gzone"]) + g_vc > cap:
            self.problem(
                (*path, "gzone"),
                f"{len(side['gzone']) + g_vc} G units: the G deck holds at most {cap} (g.deck)",
            )
        heart = side["heart"]
        if len(heart) > 1:
            self.problem(
                (*path, "heart"), "one card is the heart (a legion heart is not built yet)"
            )
        for e in heart:
            if e.card.is_g or not e.card.can_be_on_circle:
                self.problem(
                    e.path, f"“{e.card.name}” cannot be a heart: it was a vanguard, not a G unit"
                )
        if heart and not g_vc:
            self.problem(
                (*path, "heart"),
                "a heart lies under a G unit on the vanguard circle: put the strode G unit on VC",
            )
        if g_vc and not heart:
            assert vc is not None
            self.problem(
                vc.path,
                f"“{vc.card.name}” is a G unit on the vanguard circle: name its heart "
                '(heart = "the vanguard it strode onto", stride.heart)',
            )

    def shown(self, p: int, side: dict[str, Any], battle: dict[str, Any] | None) -> list[_Entry]:
        out: list[_Entry] = [*side["circles"].values(), *side["legion"]]
        for under in side.get("dress", {}).values():
            out.extend(under)
        for gauge in side.get("gauge", {}).values():
            out.extend(gauge)
        for gauge in side.get("order_gauge", {}).values():
            out.extend(gauge)
        if battle is not None and p != self.tp:
            out += battle["guardians"]
        for z in ZONE_KEYS:
            if z == "gzone":
                continue
            if z == "ride_deck" and not self.fmt.copies_include_ride_deck:
                continue
            out += side[z]
        top: list[_Entry] = side["top"]
        rest: list[_Entry] = side["rest"]
        return out + top + rest

    def fill_deck(self, p: int, side: dict[str, Any], r: int) -> tuple[int, list[Card]]:
        listed = [e.card for e in side["top"] + side["rest"]]
        fill = side["fill"]
        count = side["count"]
        path = ("players", str(p + 1), "deck")
        if fill is None:
            if count is not None and count != len(listed):
                self.problem(
                    (*path, "count"),
                    f"count is {count} but the deck lists {len(listed)} cards "
                    "(use fill to add more)",
                )
            return r, listed
        _, deck = fill
        # the cards of the list (without the ride deck) that the position does not show yet
        left = Counter([*deck.main, *deck.first_vanguard_cards])
        key = self.pool.key  # a deck list names a shared name's printing by id (CARD-016)
        for z in ("circles", "legion", *ZONE_KEYS):
            if z in ("ride_deck", "crest", "gzone"):
                continue
            entries = side[z].values() if z == "circles" else side[z]
            for e in entries:
                if left[key(e.card)] > 0:
                    left[key(e.card)] -= 1
        for e in side["top"] + side["rest"]:
            if left[key(e.card)] > 0:
                left[key(e.card)] -= 1
        if p != self.tp:
            for e in self.guardians:
                if left[key(e.card)] > 0:
                    left[key(e.card)] -= 1
        names = [
            n
            for n in dict.fromkeys([*deck.main, *deck.first_vanguard_cards])
            for _ in range(left[n])
        ]
        need = len(names) if count is None else count - len(listed)
        if need < 0:
            self.problem(
                (*path, "count"), f"count is {count} but the deck already lists {len(listed)} cards"
            )
            need = 0
        if need > len(names):
            self.problem(
                (*path, "count"),
                f"the deck list has only {len(names)} cards left to fill {need} places",
            )
            need = len(names)
        r, order = rng.shuffled(r, tuple(range(len(names))))
        filled = [self.pool[names[i]] for i in order[:need]]
        return r, listed + filled

    def assemble(
        self,
        sides: list[dict[str, Any]],
        decks: list[list[Card]],
        battle: dict[str, Any] | None,
        mods: list[tuple[int, str, Mod]],
        r: int,
    ) -> State:
        cards: list[Card] = []
        owner: list[int] = []
        rested: set[int] = set()
        face_down: set[int] = set()
        face_up: set[int] = set()
        locked: set[int] = set()
        deleted: set[int] = set()
        at: dict[tuple[int, str], int] = {}
        heart_mods: list[Mod] = []
        legioned: set[int] = set()
        guardians: tuple[int, ...] = ()

        def new(card: Card, p: int) -> int:
            cards.append(card)
            owner.append(p)
            return len(cards) - 1

        players: list[PlayerState] = []
        for p in (0, 1):
            side = sides[p]
            dress: list[int] = []
            dressed: list[tuple[int, int]] = []
            gauge: list[int] = []
            gauge_ties: list[tuple[int, int]] = []
            accel: tuple[str, ...] = side["accel"]
            made = side["accel_made"]
            circles: list[int | None] = [None] * (6 + made)
            for c in (*CIRCLES, *accel):
                e = side["circles"].get(c)
                if e is None:
                    continue
                iid = new(e.card, p)
                circles[CIRCLE_INDEX[c]] = iid
                at[(p, c)] = iid
                for o in side["dress"].get(c, ()):
                    oid = new(o.card, p)
                    dress.append(oid)
                    dressed.append((oid, iid))
                for o in side["gauge"].get(c, ()):
                    gid = new(o.card, p)
                    gauge.append(gid)
                    gauge_ties.append((gid, iid))
                if "rested" in e.flags:
                    rested.add(iid)
                if "locked" in e.flags:
                    locked.add(iid)
                    face_down.add(iid)
                if "deleted" in e.flags:
                    deleted.add(iid)
                    face_down.add(iid)
            if battle is not None and p != self.tp:
                guardians = tuple(new(g.card, p) for g in battle["guardians"])
                rested.update(guardians)
            zones: dict[str, Any] = {}
            zones["hand"] = tuple(new(e.card, p) for e in side["hand"])
            zones["deck"] = tuple(new(c, p) for c in decks[p])
            for z in (
                "ride_deck",
                "soul",
                "damage",
                "drop",
                "bind",
                "removal",
                "order",
                "crest",
                "gzone",
                "heart",
                "trigger",
            ):
                ids = []
                for e in side[z]:
                    iid = new(e.card, p)
                    ids.append(iid)
                    if "face_down" in e.flags:
                        face_down.add(iid)
                    if "face_up" in e.flags:
                        face_up.add(iid)
                zones[z] = tuple(ids)
            for i, oid in enumerate(zones["order"]):
                for o in side["order_gauge"].get(i, ()):  # a set order's gauge
                    gid = new(o.card, p)
                    gauge.append(gid)
                    gauge_ties.append((gid, oid))
            zones["legion"] = tuple(new(e.card, p) for e in side["legion"])
            if zones["legion"] and circles[0] is not None:
                legioned.add(circles[0])  # it has legioned (once per game, LEGION-002)
            g = circles[0]
            if zones["heart"] and g is not None:
                # the G unit adds its heart's power (STRIDE-012)
                h = cards[zones["heart"][0]]
                heart_mods.append(
                    Mod(g, "power", h.power, "turn", f"heart “{h.name}”", "stride.heart")
                )
            players.append(
                PlayerState(
                    circles=tuple(circles),
                    guardians=guardians if (battle is not None and p != self.tp) else (),
                    **zones,
                    dress=tuple(dress),
                    dressed=tuple(dressed),
                    gauge=tuple(gauge),
                    gauge_ties=tuple(gauge_ties),
                    accel=accel,
                    accel_made=made,
                    markers=side["markers"],
                    gift_types=side["gift_types"],
                    ride_gift=side["ride_gift"],
                    energy=side["energy"],
                )
            )
        bt: Battle | None = None
        if battle is not None:
            ac, _ = battle["attacker"]
            tc, _ = battle["target"]
            booster = battle.get("booster")
            bt = Battle(
                attacker=at[(self.tp, ac)],
                attacker_circle=ac,
                target=at[(1 - self.tp, tc)],
                target_player=1 - self.tp,
                target_circle=tc,
                booster=at[(self.tp, booster[0])] if booster else None,
                booster_circle=booster[0] if booster else None,
                guardians=guardians,
                also=tuple((at[(1 - self.tp, c)], c) for c in battle.get("also", [])),
                guarding=tuple(at[(1 - self.tp, c)] for c in battle.get("guarding", [])),
            )
        state_mods = tuple(m._replace(target=at[(p, c)]) for p, c, m in mods) + tuple(heart_mods)

        def iid_of(p: int, place: str, index: int) -> int:
            return at[(p, place)] if place in CIRCLES else getattr(players[p], place)[index]

        if self.check_at is not None and bt is not None:
            kind, checker, i, n = self.check_at
            if kind == "damage":
                bt = bt._replace(hit=True)  # damage checks follow a hit
            revealed = players[checker].trigger[0]
            tasks = (
                *resume_check(kind, checker, revealed, i, n),
                *resume(self.fmt.name, "battle", kind, battle=True, after=CHECK_STARTS[kind]),
            )
        else:
            tasks = resume_tasks(self.fmt.name, self.phase, self.step, battle=bt is not None)
        pending = []
        for p, place, index, ab in self.pending:
            iid = iid_of(p, place, index)
            pending.append(Ref(p, iid, ab, timing=cards[iid].abilities[ab].timing))
        flags = set(self.done) | {
            _once_flag(iid_of(p, pl, x), ab) for p, pl, x, ab in self.used_once
        }
        if self.phase in ("main", "battle", "end"):
            flags.add("ride")
        return State(
            table=CardTable(
                tuple(cards),
                tuple(owner),
                self.fmt,
                frozenset(c for ps in players for c in ps.ride_deck),
            ),
            players=(players[0], players[1]),
            turn=self.turn,
            turn_player=self.tp,
            first_player=self.first,
            phase=self.phase,
            step=self.step,
            rested=frozenset(rested),
            face_down=frozenset(face_down),
            locked=frozenset(locked),
            deleted=frozenset(deleted),
            mods=state_mods,
            battle=bt,
            stack=tuple(reversed(tasks)),
            decision=None,
            turn_flags=frozenset(flags)
            | (frozenset({PERSONA_FLAG}) if self.persona else frozenset()),
            rng=r,
            pending=tuple(pending),
            marks=CardMarks(face_up=frozenset(face_up), legioned=frozenset(legioned)),
        )


def _kind(v: Any) -> str:
    if isinstance(v, bool):
        return "true/false"
    if isinstance(v, Mapping):
        return "a table"
    if isinstance(v, list):
        return "a list"
    if isinstance(v, str):
        return f'"{v}"'
    return repr(v)


def _flag_refusal(flag: str, path: tuple[str, ...]) -> str:
    place = _place_name(path)
    if flag == "face_down":
        if len(path) >= 3 and path[2] == "circles":
            return (
                "a card lies face down on a circle only when it is locked or deleted: "
                "use locked = true or deleted = true"
            )
        return f"cards in the {place} are face up (only damage and bind cards may lie face down)"
    if flag == "rested":
        return f"only cards on circles stand or rest, not in the {place}"
    return f"only cards on circles can be {flag}"


def _unknown_card(name: str, pool: CardPool) -> str:
    return pool.unknown(name)


def _names(named: str, card: Card) -> bool:
    """Whether ``named`` (a name, or ``"Name [ID]"`` for one printing, CARD-016) names
    ``card``."""
    name, card_id = split_printing(named)
    if fold_name(name) != fold_name(card.name):
        return False
    return card_id is None or fold_name(card_id) == fold_name(card.id)


def to_state(
    data: Mapping[str, Any],
    *,
    pool: CardPool | None = None,
    where: str = "position",
    lines: Mapping[str, int] | None = None,
) -> State:
    """Build the :class:`State` a position describes, with the task stack that resumes play
    at its phase and step. Raises :class:`PositionError` listing every problem."""
    return _Builder(data, pool or default_pool(), where, lines or {}).build()


# ----------------------------------------------------------------------------- writing

_WRITABLE_DECISIONS = ("ride", "main", "attack", "boost", "guard")
"""Decisions at which a position can be written (others sit in the middle of a procedure)."""


def to_dict(state: State, *, extras: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The position file data for ``state`` (plus ``extras``: meta, script, expect, final).

    Cards are written by name (``"Name [ID]"`` where printings share the name, CARD-016);
    the deck is written out in full, top first, and the game's random generator state becomes
    the ``seed``, so loading the result gives back the same state. A state in the middle of a
    trigger (a card in the trigger zone), in the set-up, or after the game ended cannot be
    written.
    """
    problems = []
    if state.phase == "setup":
        problems.append("the game is still being set up (positions start at turn 1)")
    if state.result is not None:
        problems.append(f"the game is over ({state.result.reason})")
    d = state.decision
    if d is not None and d.kind not in _WRITABLE_DECISIONS:
        problems.append(
            f"the game waits for a {d.kind!r} decision in the middle of a procedure; positions "
            f"can be written at a {', '.join(_WRITABLE_DECISIONS)} decision"
        )
    if state.pending:
        problems.append("card abilities are waiting to resolve (a position cannot hold them)")
    if state.correcting:
        problems.append(f"a judge's correction is open ({state.correcting} adjustment(s) to go)")
    if any(ps.gifts_waiting for ps in state.players):
        problems.append("Imaginary Gifts are waiting to be given (a position cannot hold them)")
    for p, ps in enumerate(state.players):
        holders = {u for _, u in ps.units()} | set(ps.order)
        if any(h not in holders for _, h in ps.gauge_ties):
            problems.append(
                f"Player {p + 1} has gauge tied to a card neither on a circle nor in the order "
                "zone (a position writes the gauge of units and set orders only)"
            )
        if any(ps.dress_of(g) for g in ps.guardians):
            problems.append(
                f"Player {p + 1} has an overDressed unit intercepting (a position writes the "
                "originalDress of units on circles only)"
            )
    if state.marks.ceased:
        problems.append("a pseudo-card has ceased to exist (a position cannot tell it apart)")
    if state.marks.unlock_held:
        problems.append(
            "an effect holds a player's locks through their next unlock (a position cannot "
            "hold it, LOCK-007)"
        )
    for p, ps in enumerate(state.players):
        if ps.vanguard in state.marks.legioned and not ps.legion:
            problems.append(
                f"Player {p + 1}'s vanguard has legioned and lost its mate (a position writes "
                "only a legion in place, LEGION-013)"
            )
    for p, ps in enumerate(state.players):
        if ps.trigger:
            problems.append(f"Player {p + 1} has a card in the trigger zone (a check is resolving)")
    if problems:
        raise PositionError("position", problems)
    name = state.table.cards
    shared = shared_names(name) | default_pool().shared()

    def nm(iid: int) -> str:
        """A card as the file names it: ``"Name [ID]"`` for one of several printings of a
        name (in this game or the card pool, CARD-016), else its name."""
        card = name[iid]
        return f"{card.name} [{card.id}]" if card.name in shared else card.name

    tp = state.turn_player
    out: dict[str, Any] = {}
    if extras and "meta" in extras:
        out["meta"] = dict(extras["meta"])
    step = state.step if state.phase == "battle" else ""
    if state.phase == "battle" and step in IN_BATTLE and state.battle is None:
        step = "start"  # the battle just closed: the next attack is chosen at the start step
    game: dict[str, Any] = {
        "format": state.fmt.name,
        **({"variants": list(state.fmt.variants)} if state.fmt.variants else {}),
        "seed": state.rng,
        "turn": state.turn,
        "turn_player": tp + 1,
        "phase": state.phase,
    }
    if step:
        game["step"] = step
    implied = {"ride"} if state.phase in ("main", "battle", "end") else set()
    done = sorted(f for f in state.turn_flags if f in DONE and f not in implied)
    if done:
        game["done"] = done
    used = []
    for f in sorted(state.turn_flags):
        if not f.startswith("once:"):
            continue
        _, iid_text, ab_text = f.split(":")
        iid = int(iid_text)
        owner = state.owner(iid)
        ps_owner = state.players[owner]
        place = next((c for c, u in zip(CIRCLES, ps_owner.circles, strict=True) if u == iid), None)
        place = place or next((z for z in ZONE_KEYS if iid in getattr(ps_owner, z)), None)
        if place is None:
            continue  # back in the deck: its ability cannot be used again this turn anyway
        used.append(
            {"player": owner + 1, "at": place, "card": nm(iid), "ability": int(ab_text) + 1}
        )
    if used:
        game["used_once"] = used
    if PERSONA_FLAG in state.turn_flags:
        game["persona_ride"] = True
    out["game"] = game
    b = state.battle
    if b is not None and step in IN_BATTLE:
        battle: dict[str, Any] = {"attacker": b.attacker_circle, "target": b.target_circle}
        if b.booster_circle is not None:
            battle["booster"] = b.booster_circle
        gs = state.players[b.target_player].guardians
        if gs:
            battle["guardians"] = [nm(g) for g in gs]
        if b.also:
            battle["also"] = [c for _, c in b.also]
            circle_of = dict(b.attacked())
            if gs:
                battle["guarding"] = [circle_of[b.guards(g)] for g in gs if g in b.guardians]
        out["battle"] = battle
    players: dict[str, Any] = {}
    for p, ps in enumerate(state.players):
        side: dict[str, Any] = {}
        for z in ZONE_KEYS:
            cards: tuple[int, ...] = getattr(ps, z)
            if not cards:
                continue
            side[z] = [
                {"card": nm(c), "face_down": True}
                if (z in FACE_DOWN_ZONES and c in state.face_down)
                else {"card": nm(c), "face_up": True}
                if (z == "gzone" and c in state.face_up)
                else nm(c)
                for c in cards
            ]
            if z == "heart":
                side[z] = side[z][0]
            if z == "order" and ps.gauge_ties:
                for j, oc in enumerate(cards):  # a set order's gauge
                    held = [nm(g) for g, h in ps.gauge_ties if h == oc]
                    if held:
                        side[z][j] = {"card": nm(oc), "gauge": held}
        circles: dict[str, Any] = {}
        for c in (*CIRCLES, *ps.accel):
            u = ps.at(c)
            if u is None:
                continue
            flags = {
                "rested": u in state.rested,
                "locked": u in state.locked,
                "deleted": u in state.deleted,
            }
            under = ps.dress_of(u)
            gauge = [g for g, h in ps.gauge_ties if h == u]
            if any(flags.values()) or under or gauge:
                circles[c] = {"card": nm(u), **{k: True for k, v in flags.items() if v}}
                if under:
                    circles[c]["dress"] = [nm(o) for o in under]
                if gauge:
                    circles[c]["gauge"] = [nm(g) for g in gauge]
            else:
                circles[c] = nm(u)
            if c == VC and ps.legion:  # legion: the mate beside the leader
                leader = circles[c] if isinstance(circles[c], dict) else {"card": nm(u)}
                circles[c] = {**leader, "legion_mate": nm(ps.legion[0])}
        side["circles"] = circles
        side["deck"] = {"rest": [nm(c) for c in ps.deck]}
        if ps.accel:
            side["accel"] = list(ps.accel)
        if ps.accel_made > max((ACCEL_CIRCLES.index(a) + 1 for a in ps.accel), default=0):
            side["accel_made"] = ps.accel_made  # circles gained and lost since
        if ps.markers:
            side["markers"] = [{"circle": c, "kind": k, "type": t} for c, k, t in ps.markers]
        if ps.gift_types:
            side["gift_types"] = dict(ps.gift_types)
        if ps.ride_gift != (ps.gift_types[0][0] if ps.gift_types else None):
            side["ride_gift"] = ps.ride_gift if ps.ride_gift is not None else ""
        if ps.energy:
            side["energy"] = ps.energy
        players[str(p + 1)] = side
    out["players"] = players
    mods = []
    for m in state.mods:
        if m.rule == "stride.heart":
            continue  # the heart's power comes with the heart (stride.heart)
        p = state.owner(m.target)
        here = [c for c, u in state.players[p].units() if u == m.target]
        if not here:
            raise PositionError(
                "position", [f"a {m.stat} modifier ({m.label}) applies to a card not on a circle"]
            )
        mod: dict[str, Any] = {"player": p + 1, "circle": here[0], "stat": m.stat}
        if m.stat not in MOD_FLAGS:
            mod["amount"] = m.amount
        mods.append({**mod, "until": m.until, "label": m.label})
    if mods:
        out["modifiers"] = mods
    if extras:
        for k in ("cards", "script", "expect", "final"):
            if k in extras:
                out[k] = extras[k]
    return out


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ORDER = (
    "meta",
    "cards",
    "game",
    "battle",
    "check",
    "pending",
    "players",
    "modifiers",
    "script",
    "expect",
    "final",
)


def _key(k: str) -> str:
    return k if _BARE_KEY.fullmatch(k) else json.dumps(k, ensure_ascii=False)


def _scalar(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, Mapping):
        return "{ " + ", ".join(f"{_key(str(k))} = {_scalar(x)}" for k, x in v.items()) + " }"
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_scalar(x) for x in v) + "]"
    raise TypeError(f"cannot write {type(v).__name__} to a position file")


def _value(v: Any, indent: str = "") -> str:
    if isinstance(v, (list, tuple)):
        one = _scalar(v)
        if len(one) <= 88:
            return one
        rows: list[str] = []
        for x in v:
            item = _scalar(x) + ","
            if rows and len(rows[-1]) + len(item) + 1 <= 96 and not isinstance(x, Mapping):
                rows[-1] += " " + item
            else:
                rows.append(f"{indent}  {item}")
        return "[\n" + "\n".join(rows) + f"\n{indent}]"
    if isinstance(v, str) and len(v) > 80 and "\n" not in v:
        return _long_string(v)
    return _scalar(v)


def _long_string(v: str) -> str:
    """A long text as a TOML multi-line string whose line ends are escaped (so the text
    reads back without them)."""
    words = v.split(" ")
    rows: list[str] = []
    cur = ""
    for w in words:
        piece = w if not cur else f"{cur} {w}"
        if cur and len(piece) > 88:
            rows.append(cur + " ")
            cur = w
        else:
            cur = piece
    rows.append(cur)
    if any(r.startswith((" ", "\t")) or not r.strip() for r in rows[1:]):
        return _scalar(v)  # leading blanks would be trimmed by the line-end escapes
    body = "\\\n".join(json.dumps(r, ensure_ascii=False)[1:-1] for r in rows)
    return '"""' + body + '"""'


def _is_card_table(v: Any) -> bool:
    return isinstance(v, Mapping) and "card" in v


def to_toml(data: Mapping[str, Any]) -> str:
    """Write position data as TOML, in the order a judge reads it (:func:`to_dict` output,
    or anything of the same shape).

    >>> print(to_toml({"game": {"turn": 3, "phase": "main"},
    ...                "players": {"1": {"circles": {"VC": {"card": "X", "rested": True}}}}}))
    [game]
    turn = 3
    phase = "main"
    <BLANKLINE>
    [players.1.circles]
    VC = { card = "X", rested = true }
    <BLANKLINE>
    """
    out: list[str] = []
    keys = [k for k in _ORDER if k in data] + [k for k in data if k not in _ORDER]
    for k in keys:
        _emit_table(out, [k], data[k])
    return "\n".join(out).rstrip("\n") + "\n"


def _emit_table(out: list[str], path: list[str], v: Any) -> None:
    name = ".".join(_key(p) for p in path)
    if isinstance(v, list) and v and all(isinstance(x, Mapping) for x in v):
        for item in v:
            out.append(f"[[{name}]]")
            _emit_body(out, path, item, array_item=True)
        return
    if not isinstance(v, Mapping):
        out.append(f"{name} = {_value(v)}")  # pragma: no cover - top-level scalars
        return
    _emit_body(out, path, v, header=name)


def _emit_body(
    out: list[str],
    path: list[str],
    v: Mapping[str, Any],
    header: str | None = None,
    array_item: bool = False,
) -> None:
    simple = {k: x for k, x in v.items() if not isinstance(x, Mapping) or _is_card_table(x)}
    nested = {k: x for k, x in v.items() if isinstance(x, Mapping) and not _is_card_table(x)}
    if header is not None and (simple or not nested):
        out.append(f"[{header}]")
    for k, x in simple.items():
        out.append(f"{_key(str(k))} = {_value(x)}")
    if simple or array_item or (header is not None and not nested):
        out.append("")
    for k, x in nested.items():
        if array_item:  # pragma: no cover - not used by positions
            out.append(f"{_key(str(k))} = {_scalar(x)}")
            continue
        _emit_table(out, [*path, str(k)], x)


# ---------------------------------------------------------------------------- describing


def describe(state: State, title: str | None = None) -> str:
    """The ``position.setup`` event's sentence: what the prepared position is (public facts)."""
    s = state
    tp = s.turn_player
    when = f"turn {s.turn}, Player {tp + 1}'s {s.phase} phase"
    if s.phase == "battle" and s.step:
        when += f" ({s.step} step)"
    parts = []
    for p, ps in enumerate(s.players):
        vg = ps.vanguard
        vname = f"“{s.card(vg).name}”" if vg is not None else "no vanguard"
        rg = sum(1 for u in ps.circles[1:] if u is not None)
        parts.append(
            f"Player {p + 1}: vanguard {vname}, {rg} rear-guard(s), {len(ps.damage)} damage, "
            f"{len(ps.hand)} card(s) in hand, {len(ps.deck)} in the deck"
        )
    text = "A prepared position is set out"
    if title:
        text += f" ({title})"
    text += f": {when}. " + "; ".join(parts) + "."
    b = s.battle
    if b is not None:
        boost = f", boosted by “{s.card(b.booster).name}”" if b.booster is not None else ""
        text += (
            f" A battle is in progress: Player {tp + 1}'s “{s.card(b.attacker).name}” "
            f"({b.attacker_circle}){boost} attacks Player {b.target_player + 1}'s "
            f"“{s.card(b.target).name}” ({b.target_circle})"
        )
        if b.guardians:
            text += f", guarded by {len(b.guardians)} guardian(s)"
        text += "."
    return text


def positions_dir() -> Path:
    """Where the shipped position files live (``vgwidget/data/positions``)."""
    return Path(str(resources.files("vgwidget") / "data" / "positions"))
