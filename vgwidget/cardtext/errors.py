"""The error the card-text compiler raises for any text it does not read in full."""

from __future__ import annotations

from collections.abc import Callable

from ..engine.errors import VanguardError, shown


class CardTextError(VanguardError):
    """Printed card text that the compiler cannot read in full (never approximated).

    ``phrase`` is the words not understood, ``position`` their character offset in the text,
    ``expected`` what the template language allows there (closest first when a guess is
    possible), ``suggestion`` the did-you-mean (or ``None``), ``mechanic`` the name of a real
    mechanic the engine does not have when the phrase is one (or ``None``).

    The did-you-mean is the costly part of a refusal, and a reader that only counts refusals
    (a whole card list read with its unread abilities kept as manual) never looks at it: given
    ``guess`` (a function from the phrase and the expected phrases to the closest one), it is
    worked out only when ``suggestion``, ``expected`` or the message is first read.

    >>> err = CardTextError("draw a crad.", 7, "crad", ["card", "N cards"], "card")
    >>> print(err)
    draw a crad.
           ^^^^
    at character 7: 'crad' is not understood here; did you mean 'card'?
    expected: card | N cards
    """

    def __init__(
        self,
        text: str,
        position: int,
        phrase: str,
        expected: list[str],
        suggestion: str | None = None,
        *,
        mechanic: str | None = None,
        reason: str | None = None,
        guess: Callable[[str, list[str]], str | None] | None = None,
    ) -> None:
        self.text = text
        self.position = position
        self.phrase = phrase
        self._expected = expected
        self._suggestion = suggestion
        self._guess = guess
        self.mechanic = mechanic
        self.reason = reason
        self._shown: str | None = None
        super().__init__(text, position, phrase)

    def _guessed(self) -> None:
        """Work out the did-you-mean now (once) and put it first among the expected."""
        guess, self._guess = self._guess, None
        if guess is None:
            return
        found = guess(self.phrase, self._expected)
        if found is not None:
            self._suggestion = found
            self._expected = [found, *(e for e in self._expected if e != found)]

    @property
    def expected(self) -> list[str]:
        """What the template language allows at :attr:`position` (closest first)."""
        self._guessed()
        return self._expected

    @property
    def suggestion(self) -> str | None:
        """The expected phrase closest to what is written, or ``None``."""
        self._guessed()
        return self._suggestion

    def moved(self, text: str, offset: int) -> CardTextError:
        """The same refusal placed ``offset`` characters further into ``text`` (an ability
        read alone, placed in its whole card's text); the did-you-mean stays unworked."""
        out = CardTextError(text, offset + self.position, self.phrase, list(self._expected),
                            self._suggestion, mechanic=self.mechanic, reason=self.reason,
                            guess=self._guess)  # fmt: skip
        return out

    def __str__(self) -> str:
        if self._shown is None:
            self._shown = self._message()
        return self._shown

    @property
    def bare_why(self) -> str:
        """The one-line reason the text is not read, without a did-you-mean (what a manual
        ability record keeps: a printed card is not misspelled, and the guess is the costly
        part of a refusal)."""
        if self.mechanic:
            return f"{shown(self.phrase)!r} needs {self.mechanic}, which the engine does not have"
        if self.reason:
            return f"{shown(self.phrase)!r}: {self.reason}"
        return f"{shown(self.phrase)!r} is not understood here"

    @property
    def why(self) -> str:
        """The one-line reason the text is not read (the message without the text, the caret
        and the list of what was expected), with the did-you-mean when there is one."""
        what = self.bare_why
        if self.suggestion:
            what += f"; did you mean {self.suggestion!r}?"
        return what

    def _message(self) -> str:
        # the line of the text that holds the phrase, with a caret under the phrase
        start = self.text.rfind("\n", 0, self.position) + 1
        end = self.text.find("\n", self.position)
        line = self.text[start : end if end >= 0 else len(self.text)]
        col = self.position - start
        if len(line) > 120:  # show a window around the phrase, not a whole long paragraph
            lo = max(0, col - 60)
            line = ("…" if lo else "") + line[lo : lo + 120]
            col = col - lo + (1 if lo else 0)
        caret = " " * col + "^" * max(1, min(len(self.phrase), len(line) - col))
        lines = [line, caret, f"at character {self.position}: {self.why}"]
        if self.expected and not self.mechanic:
            shown_expected = self.expected[:12]
            more = len(self.expected) - len(shown_expected)
            lines.append(
                "expected: " + " | ".join(shown_expected) + (f" | … ({more} more)" if more else "")
            )
        return "\n".join(lines)
