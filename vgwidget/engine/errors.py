"""Errors the engine raises.

Every error a user can provoke is a :class:`ValueError` subclass that names
what is wrong: the rule (a catalogue ID) that forbids an action, the line of a
deck or position file, or the index of a decision in a game record.

>>> err = IllegalAction("main.call", "grade 3 is above your vanguard's grade 2")
>>> isinstance(err, ValueError), err.rule
(True, 'main.call')
>>> str(err)
"[main.call] grade 3 is above your vanguard's grade 2"
"""

from __future__ import annotations


class VanguardError(ValueError):
    """Base class of every error the engine raises on bad input."""


class IllegalAction(VanguardError):
    """An action that the rules forbid at this point; the game state is unchanged.

    ``rule`` is the catalogue ID of the rule that forbids it.
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"[{rule}] {message}")
        self.rule = rule
        self.message = message


class DeckError(VanguardError):
    """A deck list that cannot be read or is not legal; ``problems`` lists each issue."""

    def __init__(self, message: str, problems: list[str] | None = None) -> None:
        super().__init__(message)
        self.problems = problems or []


class CardDataError(VanguardError):
    """A card data file that is malformed (unknown field, wrong type, bad value)."""


class CatalogueError(VanguardError):
    """A rule catalogue file that is malformed; the message names the file and the entry."""


class RecordError(VanguardError):
    """A game record or position file that cannot be loaded.

    The message says where: the line, the field or the decision index."""
