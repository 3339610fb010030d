"""The error the card-text compiler raises for any text it does not read in full."""

from __future__ import annotations

from ..engine.errors import VanguardError, shown


class CardTextError(VanguardError):
    """Printed card text that the compiler cannot read in full (never approximated).

    ``phrase`` is the words not understood, ``position`` their character offset in the text,
    ``expected`` what the template language allows there (closest first when a guess is
    possible), ``suggestion`` the did-you-mean (or ``None``), ``mechanic`` the name of a real
    mechanic the engine does not have when the phrase is one (or ``None``).

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
    ) -> None:
        self.text = text
        self.position = position
        self.phrase = phrase
        self.expected = expected
        self.suggestion = suggestion
        self.mechanic = mechanic
        self.reason = reason
        super().__init__(self._message())

    @property
    def why(self) -> str:
        """The one-line reason the text is not read (the message without the text, the caret
        and the list of what was expected)."""
        if self.mechanic:
            what = f"{shown(self.phrase)!r} needs {self.mechanic}, which the engine does not have"
        elif self.reason:
            what = f"{shown(self.phrase)!r}: {self.reason}"
        else:
            what = f"{shown(self.phrase)!r} is not understood here"
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
