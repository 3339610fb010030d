"""Moving through a game's time: seek, undo, fork, annotations and side lines."""

from __future__ import annotations

import random

import pytest

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction, VanguardError
from vgwidget.engine.game import Game, TimelineError
from vgwidget.engine.state import State

Seen = list[tuple[State, list[Action], int]]
Played = tuple[Game, Seen]


def _play(game: Game, n: int, seed: int) -> Seen:
    """Play ``n`` random decisions; return (state, legal actions, event count) before each."""
    chooser = random.Random(seed)
    seen = []
    for _ in range(n):
        if game.is_over:
            break
        acts = game.legal_actions()
        seen.append((game.state, acts, len(game.events)))
        game.apply(chooser.choice(acts))
    return seen


def _texts(game: Game) -> list[str]:
    return [f"{e.seq} {e.rule} {e.text}" for e in game.events]


@pytest.fixture(scope="module")
def played() -> Played:
    g = Game.new(seed=11)
    return g, _play(g, 80, 11)


# ------------------------------------------------------------------------------- seek


@pytest.mark.rule("turn.sequence")
def test_seek_shows_every_decision_point_as_it_was(played: Played) -> None:
    g, seen = played
    for state, acts, n_events in seen:
        g.seek(n_events - 1)
        assert g.at_decision_point and not g.at_end
        assert g.state == state
        assert g.legal_actions() == acts
        assert g.cursor == n_events - 1
    g.seek_end()
    assert g.at_end


@pytest.mark.rule("turn.sequence")
def test_seek_in_the_middle_of_a_procedure_shows_the_snapshot_but_no_decision(
    played: Played,
) -> None:
    g, seen = played
    decision_points = {n - 1 for _, _, n in seen}
    mid = [i for i in range(len(g.events) - 1) if i not in decision_points]
    assert mid
    for i in mid:
        s = g.seek(i)
        assert s == g.state
        assert s.players == g.snapshots[i].players and s.turn == g.snapshots[i].turn
        assert s.decision is None
        assert g.legal_actions() == [] and g.current_player is None
        assert not g.at_decision_point
    g.seek(mid[0])
    with pytest.raises(IllegalAction) as err:
        g.apply(seen[0][1][0])
    assert err.value.rule == "turn.sequence"
    g.seek_end()


def test_seek_goes_both_ways_and_loses_nothing(played: Played) -> None:
    g, _ = played
    before = _texts(g)
    live = g.state
    for n in (0, len(g.events) // 2, 3, g.last_event, 1):
        g.seek(n)
        assert g.cursor == n
    assert _texts(g) == before
    assert g.seek(g.last_event) is live and g.at_end
    assert g.view()["turn"] == live.turn


def test_seek_outside_the_history_is_a_clear_error() -> None:
    g = Game.new(seed=1)
    for bad in (-1, len(g.events), 10_000):
        with pytest.raises(TimelineError, match="there is no event"):
            g.seek(bad)
    # a TimelineError is both a ValueError (the engine's errors) and an IndexError
    assert issubclass(TimelineError, ValueError) and issubclass(TimelineError, IndexError)
    with pytest.raises(TimelineError, match="an event number"):
        g.seek("3")  # type: ignore[arg-type]


@pytest.mark.rule("setup.shuffle")
def test_apply_at_a_past_decision_point_truncates_and_replays_the_same() -> None:
    g = Game.new(seed=5)
    seen = _play(g, 40, 5)
    state, acts, n = seen[20]
    g.seek(n - 1)
    again = g.apply(g.actions[20])  # same decision as the first time
    assert len(g.actions) == 21
    assert g.at_end
    replay = Game.new(seed=5)
    for a in g.actions:
        replay.apply(a)
    assert _texts(replay) == _texts(g)
    assert again[0].seq == n


def test_apply_at_a_past_point_with_an_illegal_action_changes_nothing() -> None:
    g = Game.new(seed=5)
    _play(g, 30, 5)
    before = (_texts(g), list(g.actions))
    g.seek(3)
    cursor = g.cursor
    with pytest.raises(IllegalAction):
        g.apply(Action("end-guard", 0))
    assert (_texts(g), list(g.actions)) == before
    assert g.cursor == cursor


# ------------------------------------------------------------------------------- undo


@pytest.mark.rule("setup.shuffle")
def test_undo_takes_back_one_decision_and_replays_identically() -> None:
    g = Game.new(seed=8)
    seen = _play(g, 60, 8)
    full = _texts(g)
    actions = list(g.actions)
    undone = [g.undo() for _ in range(10)]
    assert undone == actions[::-1][:10]
    assert len(g.actions) == 50
    assert g.state == seen[50][0] and len(g.events) == seen[50][2]
    for a in undone[::-1]:
        g.apply(a)
    assert _texts(g) == full


def test_undo_with_the_cursor_in_the_past_takes_back_the_decision_before_it() -> None:
    g = Game.new(seed=9)
    seen = _play(g, 30, 9)
    _, _, n10 = seen[10]
    g.seek(n10 + 1)  # inside the events of decision 10
    original = list(g.actions)
    assert g.undo() == original[10]
    assert len(g.actions) == 10
    assert g.at_end and len(g.events) == n10
    assert g.state == seen[10][0]


def test_undo_with_nothing_to_take_back() -> None:
    g = Game.new(seed=1)
    with pytest.raises(IllegalAction, match="no decision to take back"):
        g.undo()


# ------------------------------------------------------------------------------- fork


def test_fork_is_independent_and_copies_no_history() -> None:
    g = Game.new(seed=12)
    _play(g, 50, 12)
    f = g.fork()
    assert f.state is g.state  # the immutable state is shared, not copied
    assert f.events == [] and f.snapshots == [] and f.actions == []
    assert f.branch_at == g.last_event and f.cursor == g.last_event
    parent = _texts(g)
    _play(f, 10, 99)
    assert _texts(g) == parent
    assert f.events[0].seq == g.last_event + 1
    assert f.all_decisions() == g.actions + f.actions
    # the parent goes on without the fork noticing
    _play(g, 5, 3)
    assert f.all_decisions()[:50] == g.actions[:50]


def test_fork_from_a_past_decision_point_and_replay_equivalence() -> None:
    g = Game.new(seed=13)
    seen = _play(g, 40, 13)
    _, _, n = seen[25]
    g.seek(n - 1)
    f = g.fork()
    assert f.state == seen[25][0]
    assert f.all_decisions() == g.actions[:25]
    f.apply(g.actions[25])
    # a fork that takes the same decision produces the same events as the original did
    assert [e.text for e in f.events] == [e.text for e in g.events[n : n + len(f.events)]]
    assert f.events[0].seq == n


@pytest.mark.rule("turn.sequence")
def test_fork_in_the_middle_of_a_procedure_is_refused() -> None:
    g = Game.new(seed=13)
    _play(g, 10, 13)
    g.seek(1)
    with pytest.raises(IllegalAction, match="middle of a procedure"):
        g.fork()


def test_fork_undo_stays_within_its_own_line() -> None:
    g = Game.new(seed=14)
    _play(g, 10, 14)
    f = g.fork()
    with pytest.raises(IllegalAction):
        f.undo()
    _play(f, 3, 1)
    f.undo()
    assert len(f.actions) == 2
    f.seek(f.first_event)
    assert f.state == g.state


def test_named_forks_are_side_lines_and_truncation_drops_later_ones() -> None:
    g = Game.new(seed=15)
    seen = _play(g, 40, 15)
    g.seek(seen[10][2] - 1)
    early = g.fork("early")
    g.seek(seen[30][2] - 1)
    late = g.fork("late")
    g.seek_end()
    _play(early, 3, 1)
    _play(late, 3, 2)
    assert set(g.variations) == {"early", "late"}
    assert early.branch_at == seen[10][2] - 1
    with pytest.raises(VanguardError, match="already has a side line"):
        g.fork("early")
    # taking back decisions 20.. removes the side line that branched after them
    g.seek(seen[20][2] - 1)
    g.apply(g.actions[20])
    assert set(g.variations) == {"early"}


# ------------------------------------------------------------------------------ notes


def test_annotations_attach_to_events_and_go_with_undo() -> None:
    g = Game.new(seed=16)
    _play(g, 10, 16)
    last = g.last_event
    g.annotate(0, "first vanguards")
    g.annotate(last, "the latest event")
    assert g.annotations == {0: "first vanguards", last: "the latest event"}
    g.annotate(0, "")
    assert g.annotations == {last: "the latest event"}
    with pytest.raises(TimelineError):
        g.annotate(last + 1, "not yet")
    g.undo()
    assert g.annotations == {}


def test_a_fork_annotates_only_its_own_events() -> None:
    g = Game.new(seed=17)
    _play(g, 5, 17)
    f = g.fork()
    with pytest.raises(TimelineError):
        f.annotate(0, "not in this line")
    _play(f, 2, 1)
    f.annotate(f.events[0].seq, "what if")
    assert f.annotations == {f.events[0].seq: "what if"}
