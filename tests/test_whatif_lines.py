"""What-if lines: the choices legal at a past decision, a side line started from another one
(the main line never changes), renaming, and comparing two lines as one viewer sees them."""

from __future__ import annotations

import json
import random

import pytest

from vgwidget.engine import lines
from vgwidget.engine.errors import IllegalAction, VanguardError
from vgwidget.engine.game import Game


def played(seed: int = 6, n: int = 80) -> Game:
    g = Game.new(seed=seed)
    rnd = random.Random(seed)
    for _ in range(n):
        if g.is_over:
            break
        g.apply(rnd.choice(g.legal_actions()))
    return g


def guard_decision(g: Game) -> int:
    """An event right after which a player chose among several guard options."""
    for at in lines.decision_events(g):
        g.seek(at)
        d = g.state.decision
        if d is not None and d.kind == "guard" and len(g.legal_actions()) > 2:
            g.seek_end()
            return at
    g.seek_end()
    raise AssertionError("no guard decision with a choice in this game")


@pytest.mark.rule("turn.sequence", "battle.guard")
def test_another_choice_at_a_past_decision_starts_a_side_line_and_keeps_the_main_line() -> None:
    g = played()
    at = guard_decision(g)
    before = [e.text for e in g.events]
    taken = next(e for e in g.events if e.seq == at + 1)
    choices = lines.choices_at(g, at)
    assert g.at_end, "looking at a past decision leaves the cursor where it was"
    other = next(
        a
        for a in choices
        if a != g.actions[[e.seq for e in g.events if e.decision].index(taken.seq)]
    )
    line = lines.branch(g, at, other, "the other guard")
    assert [e.text for e in g.events] == before
    assert line.branch_at == at and line.events[0].seq == at + 1
    assert line.events[0].text != taken.text
    saved = Game.from_json(g.to_json())
    assert list(saved.variations) == ["the other guard"]


@pytest.mark.rule("turn.sequence")
def test_a_player_sees_the_choices_of_their_own_decisions_only() -> None:
    g = played()
    at = guard_decision(g)
    g.seek(at)
    decider = g.state.decision.player  # type: ignore[union-attr]
    g.seek_end()
    assert lines.choices_at(g, at, viewer=decider)
    with pytest.raises(IllegalAction, match="only the judge sees its choices"):
        lines.choices_at(g, at, viewer=1 - decider)
    with pytest.raises(IllegalAction, match="not one of the choices"):
        lines.branch(g, at, lines.choices_at(g, at)[0]._replace(player=1 - decider), "x")


@pytest.mark.rule("turn.sequence")
def test_renaming_side_lines() -> None:
    g = played()
    at = guard_decision(g)
    a, b = lines.choices_at(g, at)[:2]
    lines.branch(g, at, a, "one")
    lines.branch(g, at, b, "two")
    lines.rename(g, "one", "first try")
    assert list(g.variations) == ["first try", "two"]
    with pytest.raises(VanguardError, match="already a side line named 'two'"):
        lines.rename(g, "first try", "two")
    with pytest.raises(VanguardError, match="no side line named 'one'"):
        lines.rename(g, "one", "x")
    with pytest.raises(VanguardError, match="already has a side line named 'two'"):
        lines.branch(g, at, a, "two")


@pytest.mark.rule("turn.sequence")
def test_comparing_two_lines_as_a_player_names_no_hidden_card() -> None:
    g = played()
    at = guard_decision(g)
    choices = lines.choices_at(g, at)
    line = lines.branch(g, at, choices[-1], "last choice")
    for _ in range(30):
        if line.is_over:
            break
        line.apply(line.legal_actions()[0])
    c = lines.compare(g, None, "last choice")
    assert c.parted_after == at
    assert c.events[1][0] == line.events[0].text
    assert set(c.ends[0]) == {"turn", "phase", "result", "players"}
    names = {card.name for card in g.state.table.cards}
    for p in (0, 1):
        mine = lines.compare(g, None, "last choice", viewer=p)
        text = json.dumps([mine.ends, mine.events], ensure_ascii=False)
        seen = json.dumps(
            [e.to_dict(p) for e in [*g.events_for(p), *line.events_for(p)]]
            + [g.view(p), line.view(p)],
            ensure_ascii=False,
        )
        assert [n for n in names if n in text and n not in seen] == []
