"""Checking a position's data, key by key: the shared base of the builder (problems with their
lines, the readers of one value, the ``[game]`` table, abilities named by their card).

Every problem is collected, with its line, and all are reported at once by
:class:`~vgwidget.engine.position.keys.PositionError`; the messages say what is wrong in the
judge's terms (and which rule, where one applies).
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from ..cards import Card, CardPool, fold_name, split_printing
from ..flow import BATTLE_STEPS, IN_BATTLE, PHASES
from ..formats import (
    ALIASES,
    FORMATS,
    STANDARD,
    VARIANTS,
    Format,
    UnknownFormat,
    format_variant,
    get_format,
)
from ..state import CIRCLES
from .keys import DONE, REF_KEYS, ZONE_KEYS, PositionError


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


class _Checker:
    """What every part of reading a position's data shares: the data, the card pool, the
    problems found so far (each with its line), the readers that check one value (a table's
    keys, a whole number, a player, a card), and the ``[game]`` table, which the rest is
    checked against (the format, whose turn, the phase and step)."""

    # what the [game] table says (read_game)
    seed: int
    turn: int
    tp: int
    first: int
    persona: bool
    phase: str
    step: str
    # what build() has read so far
    guardians: list[_Entry]
    check_at: tuple[str, int, int, int] | None
    pending: list[tuple[int, str, int, int]]
    used_once: list[tuple[int, str, int, int]]
    done: frozenset[str]

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

    # ---------------------------------------------------------------- the [game] table
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

    # ------------------------------------------------------- abilities named by their card
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
            if (
                (ab.kind == "AUTO" or (ab.manual and ab.kind in ("", "ACT", "ORDER")))
                if what == "pending"
                else ab.once_per_turn
            )
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
