"""What-if lines: try another choice at a past decision, and compare two lines.

A judge asks "what if they had guarded with the other card?". :func:`choices_at` lists what
was legal at a past decision, :func:`branch` starts a named side line from one of those choices
(the main line is never changed), :func:`rename` renames a side line, and :func:`compare` says
where two lines part and how each ends -- as one viewer may see it.

>>> from vgwidget.engine.game import Game
>>> g = Game.new(seed=1)
>>> for _ in range(12):
...     _ = g.apply(g.legal_actions()[0])
>>> at = decision_events(g)[3]
>>> line = branch(g, at, choices_at(g, at)[-1], "other choice")
>>> sorted(g.variations), line.branch_at == at
(['other choice'], True)
>>> compare(g, None, "other choice").parted_after == at
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .actions import Action
from .errors import IllegalAction, TimelineError, VanguardError, WrongType
from .state import CIRCLES, State
from .view import view

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


__all__ = ["MAX_NAME", "Comparison", "branch", "choices_at", "compare", "decision_events", "rename"]

MAX_NAME = 60
"""A side line's name is at most this many characters."""


def _require_game(game: object, what: str) -> None:
    """Refuse anything but a game (:class:`WrongType`); the game's class is above this module,
    so it is recognised by its line of events and its forks."""
    if not (hasattr(game, "events") and hasattr(game, "fork") and hasattr(game, "seek")):
        raise WrongType(f"{what} takes a Game, not {type(game).__name__}")


def decision_events(game: Game) -> list[int]:
    """The events of ``game``'s line right after which a player decided (the places a line
    can branch from), in order."""
    _require_game(game, "decision_events(game)")
    out = []
    for e in game.events:
        if e.decision and e.seq - 1 >= game.first_event:
            out.append(e.seq - 1)
    return out


def _decided_after(game: Game, at: int) -> bool:
    return any(e.decision and e.seq == at + 1 for e in game.events)


def choices_at(game: Game, at: int, viewer: int | None = None) -> list[Action]:
    """The actions that were legal at the decision taken right after event ``at``; for a
    player ``viewer``, only if that player was the one deciding (another player's choices
    would tell what that player held). The game's cursor is left where it was."""
    _require_game(game, "choices_at(game)")
    if not _decided_after(game, at):
        raise TimelineError(f"no decision was taken right after event {at} in this line")
    cursor = None if game.at_end else game.cursor
    try:
        game.seek(at)
        d = game.state.decision
        if d is None:
            raise TimelineError(f"no decision was taken right after event {at} in this line")
        if viewer is not None and d.player != viewer:
            raise IllegalAction(
                "turn.sequence",
                f"that decision was Player {d.player + 1}'s: only the judge sees its choices",
            )
        return game.legal_actions()
    finally:
        if cursor is None:
            game.seek_end()
        else:
            game.seek(cursor)


def branch(game: Game, at: int, action: Action, name: str, viewer: int | None = None) -> Game:
    """Start the side line ``name`` of ``game``: the decision right after event ``at`` taken
    as ``action`` instead. ``game`` keeps its own history; the new line is returned (and kept
    in ``game.variations``, so it is saved in the record)."""
    _require_game(game, "branch(game)")
    if not isinstance(name, str) or not name.strip():
        raise VanguardError("a side line needs a name")
    if len(name) > MAX_NAME:
        raise VanguardError(f"a side line's name is at most {MAX_NAME} characters")
    legal = choices_at(game, at, viewer)
    if action not in legal:
        raise IllegalAction("turn.sequence", "that was not one of the choices at that decision")
    cursor = None if game.at_end else game.cursor
    game.seek(at)
    try:
        line = game.fork(name.strip())
    finally:
        if cursor is None:
            game.seek_end()
        else:
            game.seek(cursor)
    line.apply(action)
    return line


def rename(game: Game, old: str, new: str) -> None:
    """Rename ``game``'s side line ``old`` to ``new`` (the main line has no name to change)."""
    _require_game(game, "rename(game)")
    if old not in game.variations:
        raise VanguardError(f"there is no side line named {old!r}")
    if not isinstance(new, str) or not new.strip() or len(new) > MAX_NAME:
        raise VanguardError(f"a side line's name is 1 to {MAX_NAME} characters")
    new = new.strip()
    if new != old and new in game.variations:
        raise VanguardError(f"there is already a side line named {new!r}")
    game._rename_variation(old, new)


@dataclass
class Comparison:
    """Where two lines part and how each ends, as one viewer may see it."""

    parted_after: int
    """The last event the two lines share."""
    ends: tuple[dict[str, Any], dict[str, Any]]
    """For each line: the turn, phase, result, and per player damage, hand size and the units
    on the circles (names), at the line's end."""
    events: tuple[list[str], list[str]] = field(default_factory=lambda: ([], []))
    """Each line's events after they part, in words (as the viewer may read them)."""


def _summary(s: State, viewer: int | None) -> dict[str, Any]:
    v = view(s, viewer)
    players = []
    for p in (0, 1):
        pl = v["players"][p]
        field_names = {
            c: (
                None
                if pl["circles"].get(c) is None
                else pl["circles"][c].get("name", "(face down)")
            )
            for c in CIRCLES
        }
        players.append(
            {
                "damage": len(pl["damage"]),
                "hand": pl["hand_count"],
                "deck": pl["deck_count"],
                "field": field_names,
            }
        )
    result = None if s.result is None else s.result.reason
    return {"turn": s.turn, "phase": s.phase, "result": result, "players": players}


def compare(
    game: Game, a: str | None, b: str | None = None, viewer: int | None = None
) -> Comparison:
    """Compare two lines of ``game``, each named by its side line's name (``None``: the main
    line): where they part, how each ends, and each one's events after the parting."""
    lines = []
    for name in (a, b):
        if name is None:
            lines.append(game)
        elif name in game.variations:
            lines.append(game.variations[name])
        else:
            raise VanguardError(f"there is no side line named {name!r}")
    ends = [g.last_event for g in lines]
    parted = min([g.branch_at for g in lines if g.branch_at is not None] or [min(ends)])
    if a == b:
        parted = ends[0]
    texts: tuple[list[str], list[str]] = ([], [])
    for k, g in enumerate(lines):
        shared = [e for e in game.events if parted < e.seq <= (g.branch_at or -1)]
        own = [e for e in g.events if e.seq > parted]
        texts[k].extend(e.for_viewer(viewer).text for e in [*shared, *own])
    return Comparison(
        parted, (_summary(lines[0].end_state, viewer), _summary(lines[1].end_state, viewer)), texts
    )
