"""What must hold at every event of random games of every format (issue #24 items 14-16): no
seat's view of an event names a card hidden from that seat at that moment, each decision makes
exactly one decision event (so the line tools and the widget's what-if marks agree with the
actions), and each frame of the log shows the phase and step play is in.

The games are seeded random games between the teaching decks: a fault here names the format,
the decks, the seed and the decision, which reproduce it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest
from invariants import DECKS_DIR

from vgwidget.engine import lines
from vgwidget.engine.decks import load_deck
from vgwidget.engine.events import Event
from vgwidget.engine.game import Game
from vgwidget.engine.state import State
from vgwidget.engine.view import visible_names

MATCHES = (
    ("standard", "standard-1", "standard-2"),
    ("standard", "standard-2", "standard-5"),
    ("standard", "standard-3", "standard-4"),
    ("standard", "standard-7", "standard-8"),
    ("classic", "classic-1", "classic-1"),
    ("classic", "classic-3", "classic-4"),
    ("premium", "premium-1", "premium-2"),
    ("premium", "premium-3", "premium-4"),
)
"""(format, deck 1, deck 2): every teaching deck of every format plays at least once."""
SEEDS = 3
MAX_DECISIONS = 300

REVEALING = frozenset({"reveal"})
"""Event kinds whose very purpose is to show hidden cards to both players (a hand revealed)."""

_QUOTED = re.compile(r"“([^”]+)”")


def _games(seeds: int = SEEDS) -> Iterator[tuple[str, Game, list[list[Event]]]]:
    """Each match's seeded random games, played out, with the events of each decision."""
    for fmt, d1, d2 in MATCHES:
        for seed in range(seeds):
            g = Game.new(
                load_deck(DECKS_DIR / f"{d1}.txt"),
                load_deck(DECKS_DIR / f"{d2}.txt"),
                seed=seed,
                format=fmt,
            )
            r = random.Random(seed)
            per: list[list[Event]] = []
            while not g.is_over and len(per) < MAX_DECISIONS:
                per.append(g.apply(r.choice(g.legal_actions())))
            yield f"{fmt} {d1} v {d2} seed {seed}", g, per


def _named_on_cards(s: State) -> set[str]:
    """Names a public card prints in its own text (a legion leader names its mate)."""
    return {m for c in s.table.cards if (m := c.legion_mate) is not None}


def leaks(g: Game) -> list[str]:
    """Every (event, seat) whose view names a card of the game that the seat can see neither
    just before nor just after the event. An event addressed to that seat alone (``private``)
    is the engine's word that the seat may know its cards (a look at the own deck)."""
    names = {c.name for c in g.state.table.cards}
    printed = _named_on_cards(g.state)
    out = []
    before: State | None = None
    for e, after in zip(g.events, g.snapshots, strict=True):
        for seat in (0, 1):
            if e.private == seat or e.kind in REVEALING:
                continue
            named = set(_QUOTED.findall(e.for_viewer(seat).text)) & names
            if not named:
                continue
            seen = visible_names(after, seat) | printed
            if before is not None:
                seen |= visible_names(before, seat)
            if named - seen:
                out.append(f"event {e.seq} read by Player {seat + 1}: {e.text}")
        before = after
    return out


@pytest.mark.rule("zone.hidden", "main.call-occupied")
def test_no_event_names_a_card_its_reader_cannot_see_at_that_event() -> None:
    """Issue #24 item 14 (CR 4.55 §4.1.4, hidden zones): over random games of every format,
    no seat reads, in any event, the name of a card it can see neither before nor after it.
    The call onto an occupied circle (Classic, classic-1 v classic-1, seed 0, decision 16)
    named the incoming card while it was still in the hand."""
    found = [f"{label}: {x}" for label, g, _ in _games() for x in leaks(g)]
    assert not found, "\n".join(found[:10])


def test_the_leak_check_catches_a_hidden_name() -> None:
    """The check above can fail: an event naming a card still in the opponent's hand is
    found."""
    g = Game.new(seed=0)
    while g.state.decision is not None and g.state.decision.kind == "mulligan":
        g.apply(g.legal_actions()[0])
    secret = g.state.players[1].hand[0]
    e = g.events[-1]
    g.events[-1] = Event(
        e.seq, e.turn, e.player, e.phase, e.step, e.kind, e.rule,
        f"“{g.state.card(secret).name}”", (),
    )  # fmt: skip
    assert g.state.card(secret).name not in visible_names(g.state, 0)
    assert leaks(g)


@pytest.mark.rule("turn.sequence", "gift.type")
def test_each_decision_makes_exactly_one_decision_event() -> None:
    """Issue #24 item 15: the ``gift-type`` event (Standard, standard-2 v standard-5, seed 12,
    decision 40) was marked as a decision although the ``confirm`` answer before it was the
    decision; so ``decision_events`` listed one branch point too many, ``choices_at`` refused
    it, and the widget's what-if mark was off by one from there on."""
    for label, g, per in _games():
        for k, evs in enumerate(per):
            flags = [e.kind for e in evs if e.decision]
            assert len(flags) == 1 and evs[0].decision, (label, k, flags)
        points = lines.decision_events(g)
        assert len(points) == len(g.actions), label
        for at in points[-5:]:
            assert lines.choices_at(g, at)


@pytest.mark.rule("gift.type")
def test_issue_24_gift_type_is_not_a_second_decision_event() -> None:
    """The reproduction itself: Standard, standard-2 v standard-5, seed 12, decision 40 (a
    ``decline`` that sets a gift's type) makes one decision event, and the line tools agree."""
    g = Game.new(
        load_deck(DECKS_DIR / "standard-2.txt"),
        load_deck(DECKS_DIR / "standard-5.txt"),
        seed=12,
        format="standard",
    )
    r = random.Random(12)
    for _ in range(40):
        g.apply(r.choice(g.legal_actions()))
    evs = g.apply(r.choice(g.legal_actions()))
    assert "gift-type" in [e.kind for e in evs]
    assert [e.decision for e in evs].count(True) == 1
    points = lines.decision_events(g)
    assert len(points) == len(g.actions)
    assert lines.choices_at(g, points[-1])


@pytest.mark.rule("turn.sequence", "battle.sequence", "g.turn-steps")
def test_cr_every_step_is_entered_by_an_event() -> None:
    """Issue #24 item 16: at every decision the latest event's snapshot is in the phase and
    step play is in, so ``seek(k)`` and the frame after event ``k`` agree (teaching decks,
    seed 0, decision 9: after "Player 2's battle phase." the snapshot said step '' while play
    was in the start step)."""
    for label, g, per in _games():
        for k, evs in enumerate(per):
            if not evs:
                continue
            last = g.snapshots[evs[-1].seq]  # (the main line: event n is snapshot n)
            s = g.seek(evs[-1].seq)
            assert (last.phase, last.step) == (s.phase, s.step), (label, k, evs[-1].text)
            assert evs[-1].step == last.step, (label, k, evs[-1].text)
        g.seek_end()
