"""Events: the explain log.

Every change to the game is an :class:`Event` that names the rule (a catalogue
ID) that caused it and says what happened in one plain sentence. Events that
reveal a hidden card's identity are *private* to one player; every other viewer
gets the redacted sentence and no card ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(slots=True, eq=True)
class Event:
    """One entry of the explain log (plain data: treat it as read-only)."""

    seq: int
    turn: int
    player: int
    """The turn player when the event happened."""
    phase: str
    step: str
    kind: str
    rule: str
    text: str
    cards: tuple[int, ...] = ()
    actor: int | None = None
    decision: bool = False
    private: int | None = None
    """If set, only this player may see ``text`` and ``cards``."""
    redacted: str | None = None
    """What everyone else reads when the event is private."""

    def visible_to(self, viewer: int | None) -> bool:
        """Whether ``viewer`` (a player, or ``None`` for the judge) sees the full event."""
        return self.private is None or viewer is None or viewer == self.private

    def for_viewer(self, viewer: int | None) -> Event:
        """This event as ``viewer`` may see it (hidden identities removed)."""
        if self.visible_to(viewer):
            return self
        return Event(
            self.seq,
            self.turn,
            self.player,
            self.phase,
            self.step,
            self.kind,
            self.rule,
            self.redacted or "",
            (),
            self.actor,
            self.decision,
            self.private,
            self.redacted,  # kept, so that redacting a redacted event changes nothing
        )

    def to_dict(self, viewer: int | None = None) -> dict[str, Any]:
        """A JSON-safe dict of the event as ``viewer`` may see it."""
        e = self.for_viewer(viewer)
        return {
            "seq": e.seq,
            "turn": e.turn,
            "player": e.player,
            "phase": e.phase,
            "step": e.step,
            "kind": e.kind,
            "rule": e.rule,
            "text": e.text,
            "cards": list(e.cards),
            "actor": e.actor,
            "decision": e.decision,
            "private": e.private,
        }

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"
