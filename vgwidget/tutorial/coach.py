"""A first game with a coach: the learner plays Player 1 against the ``gentle`` computer.

:func:`first_game` sets the game up and returns a :class:`Coach`; showing ``coach.widget``
gives the board, from Player 1's seat. The first time each kind of decision comes up for the
learner, the board shows one short coach note beside the choices: what the decision is, the
rule that governs it (its catalogue ID), and which notebook says more. The note stays while
the learner is still taking that kind of decision, and never comes back. When the game ends,
the board shows a summary (also :meth:`Coach.summary`).

The notes are our own words; the rule titles and the summary's figures come from the
catalogue and the game itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.catalogue import get_rule
from ..engine.game import Game
from ..engine.procedures import DECISION_RULES
from ..widget import VanguardWidget

__all__ = ["NOTEBOOK_TITLES", "NOTES", "Coach", "Note", "first_game", "note_for"]

NOTEBOOK_TITLES: dict[int, str] = {
    1: "The field and the zones",
    2: "Preparing a cardfight",
    3: "One turn, phase by phase",
    4: "Battle",
    5: "Drive checks, damage checks and triggers",
    7: "The Standard format",
    8: "Classic vs Standard",
    9: "The judge's casebook",
}
"""The notebooks a coach note may send the learner to (checked against the notebooks' own
titles by the tests)."""


@dataclass(frozen=True)
class Note:
    """A coach note on one kind of decision: what it is (``title``), a few words on how to
    take it (``text``), the catalogue rule that governs it, and the notebook that says more."""

    title: str
    text: str
    rule: str
    notebook: int

    def as_dict(self) -> dict[str, str]:
        """The note as the board shows it."""
        r = get_rule(self.rule)
        return {
            "title": self.title,
            "text": self.text,
            "rule": f"The rule: {r.title} [{r.id}].",
            "more": f"More in notebook {self.notebook} · {NOTEBOOK_TITLES[self.notebook]}.",
        }


NOTES: dict[str, Note] = {
    "mulligan": Note(
        "your opening hand",
        "Before the first turn you may put back any cards from your hand and draw as many new "
        "ones, once. Keeping the hand is fine for a first game.",
        "setup.mulligan",
        2,
    ),
    "ride": Note(
        "the ride phase",
        "Once a turn you may put a unit on top of your vanguard: one grade higher makes it "
        "stronger and lets you call bigger units. In Standard the ride deck holds the next "
        "grade for you.",
        "ride.normal",
        3,
    ),
    "main": Note(
        "the main phase",
        "Call units from your hand to your rear-guard circles (grade no higher than your "
        "vanguard's). Front-row units can attack; a unit right behind one can boost it. End "
        "the phase to go to battle.",
        "main.call",
        3,
    ),
    "attack": Note(
        "attacking",
        "A standing unit in your front row attacks a unit in the opponent's front row. Hit "
        "their vanguard six times (six damage) to win. When no attack is left, end the battle.",
        "battle.attack",
        4,
    ),
    "boost": Note(
        "boosting",
        "The unit right behind the attacker may rest to add its power to the attack: equal "
        "power already hits, so more power makes the attack harder to stop.",
        "battle.boost",
        4,
    ),
    "guard": Note(
        "guarding",
        "You are attacked. Cards called from your hand to the guardian circle add their "
        "shield to the unit attacked; they go to the drop zone afterwards. You may also "
        "simply finish guarding and take the hit.",
        "battle.guard",
        4,
    ),
    "trigger-order": Note(
        "a trigger with two effects",
        "A draw or over trigger gives power and draws a card; you choose which happens "
        "first. Drawing first lets you see the card before you give the power.",
        "trigger.effect-order",
        7,
    ),
    "power-to": Note(
        "a trigger's power",
        "A trigger turned up in a check gives +10,000 power to one of your units. On "
        "attack, the attacker is usually the best choice; on defence, the unit attacked.",
        "trigger.power",
        5,
    ),
    "critical-to": Note(
        "a critical trigger",
        "A critical trigger gives one of your units one more critical: a hit by it deals "
        "one more damage. Give it to a unit that is still to attack.",
        "trigger.critical",
        5,
    ),
    "heal-card": Note(
        "a heal trigger",
        "A heal trigger heals one damage when your damage is at least your opponent's: "
        "choose which card of your damage zone goes to the drop zone.",
        "trigger.heal",
        5,
    ),
    "stand-unit": Note(
        "a stand trigger",
        "A stand trigger stands one of your rested rear-guards, so it can attack again.",
        "trigger.stand",
        8,
    ),
}
"""The hand-written notes, by decision kind."""


def note_for(kind: str) -> Note:
    """The coach note on decision ``kind``: a hand-written one, or, for a rarer kind, the
    catalogue's own words for the rule that governs it."""
    if kind in NOTES:
        return NOTES[kind]
    rule = DECISION_RULES.get(kind, "turn.sequence")
    r = get_rule(rule)
    return Note(r.title[:1].lower() + r.title[1:], r.summary, rule, 9)


class Coach:
    """Watches a board on which the learner plays ``seat`` and writes its coach notes (see the
    module's description). ``shown`` lists the decision kinds noted, in order."""

    def __init__(self, widget: VanguardWidget, seat: int = 0) -> None:
        self.widget = widget
        self.seat = seat
        self.shown: list[str] = []
        self._now: str | None = None
        widget.on_move(self._update)
        self._update(widget)

    @property
    def game(self) -> Game:
        """The game on the board."""
        return self.widget.game

    def _update(self, w: VanguardWidget) -> None:
        g = w.game
        if g.is_over:
            self._now = None
            w.coach = {"title": "the game is over", "text": self.summary(), "rule": "", "more": ""}
            return
        d = g.state.decision
        kind = d.kind if d is not None and d.player == self.seat else None
        if kind is not None and kind not in self.shown:
            self.shown.append(kind)
            self._now = kind
            w.coach = note_for(kind).as_dict()
        elif kind != self._now:
            self._now = None
            w.coach = {}

    def summary(self) -> str:
        """How the game went, in a few sentences: who won and how, the damage on each side,
        the learner's decisions, and the notebooks that explain the decisions met."""
        g = self.game
        s = g.state
        you, them = s.players[self.seat], s.players[1 - self.seat]
        mine = sum(1 for a in g.actions if a.player == self.seat)
        if g.result is None:
            head = f"The game is still on: turn {s.turn}."
        elif g.result.winner == self.seat:
            head = f"You won on turn {s.turn}: {g.result.reason}"
        elif g.result.winner is None:
            head = f"The game ended in a draw on turn {s.turn}: {g.result.reason}"
        else:
            head = f"The computer won on turn {s.turn}: {g.result.reason}"
        books = sorted({note_for(k).notebook for k in self.shown})
        more = ", ".join(f"{n} · {NOTEBOOK_TITLES[n]}" for n in books)
        return (
            f"{head.rstrip('.')}. Damage: you {len(you.damage)}, the computer "
            f"{len(them.damage)}. You took {mine} decisions, of {len(self.shown)} kinds. "
            f"To learn why each one works as it did, read notebooks {more}."
        )


def first_game(seed: int = 6, *, pace: str = "readable") -> Coach:
    """A Standard game with the teaching decks: the learner is Player 1, the ``gentle``
    computer (seeded with ``seed``) is Player 2, and a :class:`Coach` watches the board. Show
    ``coach.widget`` to play."""
    game = Game.new(format="standard", seed=seed)
    w = VanguardWidget(game, perspective=0, lock_perspective=True, title="Your first game")
    coach = Coach(w, seat=0)
    w.play_against("gentle", seat=1, seed=seed, pace=pace)
    return coach
