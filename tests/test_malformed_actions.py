"""Malformed actions, at every kind of decision (issue #24, item 17): an action whose fields
name a circle that holds no unit of the right kind (the guardian circle for a trigger's
critical), a card id that does not exist, a negative ability number... is refused with the
project's error (a :class:`VanguardError`, a ``ValueError``), never a ``KeyError`` or an
``IndexError``, and the game is left exactly as it was."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_mid_procedure_positions import DAMAGE_CHECK

from vgwidget.engine.actions import ACTION_KINDS, CIRCLE_VALUES, KIND_FIELDS, Action
from vgwidget.engine.errors import IllegalAction, VanguardError
from vgwidget.engine.game import Game

CIRCLES = sorted(CIRCLE_VALUES)


@pytest.mark.rule("trigger.critical")
def test_critical_to_the_guardian_circle_is_refused_naming_the_trigger_rule() -> None:
    """A critical trigger's +1 critical goes to one of the player's units (TRIGGER-009); the
    guardian circle holds no unit of the player's, so naming it is refused with the rule, not
    a ``KeyError``."""
    g = Game.from_position(DAMAGE_CHECK)
    g.apply(Action("power-to", 1, circle="VC"))
    d = g.state.decision
    assert d is not None and d.kind == "critical-to"
    before, n = g.state, len(g.events)
    with pytest.raises(IllegalAction) as e:
        g.check(Action("critical-to", 1, circle="GC"))
    assert e.value.rule == "trigger.critical"
    with pytest.raises(IllegalAction):
        g.apply(Action("critical-to", 1, circle="GC"))
    assert g.state is before and len(g.events) == n


def _games() -> list[Game]:
    """Games stopped at many kinds of decision: random play in every format, a few hundred
    decisions deep, and the damage-check position (a trigger's choices)."""
    trigger = Game.from_position(DAMAGE_CHECK)
    out = [trigger.fork()]
    trigger.apply(Action("power-to", 1, circle="VC"))
    out.append(trigger)  # a critical trigger's choice
    for fmt in ("standard", "classic", "premium"):
        g = Game.new(seed=7, format=fmt)
        rng = random.Random(7)
        for _ in range(160):
            legal = g.legal_actions()
            if not legal:
                break
            out.append(g.fork())
            g.apply(rng.choice(legal))
    return out


def _one_per_kind(games: list[Game]) -> list[Game]:
    """Two games at most for each format and kind of decision, so that every kind is drawn
    often."""
    seen: dict[tuple[str, str], int] = {}
    out = []
    for g in games:
        d = g.state.decision
        key = (g.format.name, d.kind if d is not None else "")
        if seen.get(key, 0) < 2:
            seen[key] = seen.get(key, 0) + 1
            out.append(g)
    return out


GAMES = _one_per_kind(_games())


def _malformed(legal: list[Action]) -> st.SearchStrategy[Action]:
    player = st.sampled_from((0, 1))
    card = st.one_of(st.none(), st.integers(-3, 3), st.integers(-(10**12), 10**12))
    circle = st.one_of(st.none(), st.sampled_from(CIRCLES))
    target = st.one_of(
        st.none(), st.sampled_from([*CIRCLES, "draw-first", "power-first", "", "VC ", "x" * 50])
    )
    cards = st.lists(st.integers(-3, 200), max_size=4).map(tuple)
    number = st.one_of(st.none(), st.integers(-3, 12), st.just(10**18))

    def fit(kind: str, p: int, c: object, ci: object, t: object, cs: object, n: object) -> Action:
        takes = KIND_FIELDS[kind]
        return Action(
            kind,
            p,
            c if "card" in takes else None,  # type: ignore[arg-type]
            ci if "circle" in takes else None,  # type: ignore[arg-type]
            t if "target" in takes else None,  # type: ignore[arg-type]
            cs if "cards" in takes else (),  # type: ignore[arg-type]
            n if "number" in takes else None,  # type: ignore[arg-type]
        )

    made = st.builds(
        fit, st.sampled_from(ACTION_KINDS), player, card, circle, target, cards, number
    )
    if not legal:
        return made

    def mutate(a: Action, c: object, ci: object, cs: object, n: object, which: int) -> Action:
        fields = ("card", "circle", "cards", "number")
        f = fields[which]
        if f not in KIND_FIELDS[a.kind]:
            return a
        new: dict[str, Any] = {"card": c, "circle": ci, "cards": cs, "number": n}
        return a._replace(**{f: new[f]})

    near = st.builds(mutate, st.sampled_from(legal), card, circle, cards, number, st.integers(0, 3))
    return st.one_of(made, near)


@pytest.mark.rule("turn.sequence")
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), which=st.integers(0, len(GAMES) - 1))
def test_a_malformed_action_is_refused_with_the_projects_error_and_changes_nothing(
    data: st.DataObject, which: int
) -> None:
    """Every field of every action kind, at decisions of every kind and format: only the
    project's errors come out (``VanguardError``, a ``ValueError``), and a refused action
    leaves the state and the log as they were."""
    g = GAMES[which].fork()
    legal = g.legal_actions()
    action = data.draw(_malformed(legal))
    before, n = g.state, len(g.events)
    try:
        g.check(action)
    except VanguardError:
        assert g.state is before and len(g.events) == n
        try:
            g.apply(action)
        except VanguardError:
            assert g.state is before and len(g.events) == n
        else:
            raise AssertionError(f"{action} was refused by check() but accepted by apply()")
