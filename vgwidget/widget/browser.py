"""What the kernel accepts from the browser: the synced traitlets the browser may change, the
custom messages it may send (and the keys each carries), their size limits, and the action
kinds in words for the refusals a learner reads.

The browser is untrusted input; :class:`~vgwidget.widget.core.VanguardWidget` checks every
value and message against these before the engine sees it. Standard library only (no
anywidget, no traitlets).
"""

from __future__ import annotations

BROWSER_TRAITS = frozenset({"cursor", "perspective"})
"""The only synced traitlets the browser may change (every other one is refused)."""
MSG_MAX_BYTES = 4096
"""The largest custom message the kernel reads from the browser (serialized as JSON)."""
KIND_WORDS = {
    "call": "calling a unit",
    "ride": "riding a unit",
    "ride-deck": "riding from the ride deck",
    "guard": "calling a guardian",
    "attack": "attacking",
    "boost": "boosting",
    "move": "moving a rear-guard",
    "mulligan": "redrawing cards",
}
"""Action kinds in words, for refusals a learner reads (other kinds: "that move")."""
MSG_KEYS = {
    "hello": frozenset({"type"}),
    "action": frozenset({"type", "action"}),
    # the judge's what-if lines and notes (a judge's view only)
    "branch": frozenset({"type", "at", "action"}),
    "line": frozenset({"type", "name"}),
    "rename": frozenset({"type", "name", "to"}),
    "compare": frozenset({"type", "name"}),
    "note": frozenset({"type", "at", "note"}),
    # a player gives up the game (a player's view only)
    "concede": frozenset({"type"}),
    # play against the computer: its level (or null: nobody) and the seat it takes
    "opponent": frozenset({"type", "level", "seat"}),
    # a practice board: leave the copy played on, show the game it was copied from again
    "back": frozenset({"type"}),
}
"""The custom messages the kernel accepts from the browser, and the keys each may carry."""
MAX_NOTE = 1000
"""A judge's note is at most this many characters."""
MOVES = frozenset({"action", "branch", "concede", "opponent"})
"""The messages that would move a game on: refused on a paused board, played on a copy on a
practice board."""
