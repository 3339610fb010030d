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

# Limits on what the engine reads from files, so a broken or hostile file gets a clear error in
# bounded time and memory (documented in the README, "Bad input").
MAX_DECK_TEXT = 64 * 1024
"""A deck list holds at most this many characters."""
MAX_DECK_LINES = 1000
"""... and at most this many lines."""
MAX_POSITION_TEXT = 1024 * 1024
"""A position file holds at most this many characters."""
MAX_RECORD_TEXT = 32 * 1024 * 1024
"""A game record holds at most this many characters."""


def shown(text: str, limit: int = 60) -> str:
    """``text`` cut short for an error message (long junk is never echoed whole).

    >>> shown("x" * 100, 10)
    'xxxxxxxxxx… (100 characters)'
    """
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text):,} characters)"


class VanguardError(ValueError):
    """Base class of every error the engine raises on bad input."""


class WrongType(VanguardError, TypeError):
    """A public function given a value of the wrong type (a number where a deck list's text
    belongs, say). It is the engine's own error, so ``except VanguardError`` (or
    ``ValueError``) catches it, and also a ``TypeError``, which is what it is."""


def require(value: object, kinds: type | tuple[type, ...], what: str, expected: str) -> None:
    """Refuse ``value`` with :class:`WrongType` unless it is one of ``kinds`` (a ``bool`` is
    never taken for a number); ``what`` names the argument and ``expected`` says in words what
    it must be.

    >>> require(12345, str, "parse_deck(text)", "a deck list's text (a str)")
    Traceback (most recent call last):
    ...
    vgwidget.engine.errors.WrongType: parse_deck(text) takes a deck list's text (a str), not int
    """
    allowed = kinds if isinstance(kinds, tuple) else (kinds,)
    if not isinstance(value, allowed) or (isinstance(value, bool) and bool not in allowed):
        raise WrongType(f"{what} takes {expected}, not {type(value).__name__}")


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


class TimelineError(VanguardError, IndexError):
    """A move through time that is not possible: an event number outside the game's history,
    or an annotation on an event this line does not hold."""


class CardDataError(VanguardError):
    """A card data file that is malformed (unknown field, wrong type, bad value)."""


class CatalogueError(VanguardError):
    """A rule catalogue file that is malformed; the message names the file and the entry."""


class RecordError(VanguardError):
    """A game record or position file that cannot be loaded.

    The message says where: the line, the field or the decision index."""
