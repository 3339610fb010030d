"""Property-based tests (hypothesis): hostile input of every kind is the project's own error, and
an error changes nothing.

A quick profile runs in ``make test`` (a few dozen examples each); the long random run over whole
games is ``make fuzz`` (benchmarks/fuzz.py).
"""

from __future__ import annotations

import contextlib
import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vgwidget.engine.decks import parse_deck
from vgwidget.engine.errors import VanguardError
from vgwidget.engine.game import Game

QUICK = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

_FIELD_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**12), max_value=10**12),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.lists(st.integers(min_value=-5, max_value=200), max_size=4),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)
_KINDS = st.sampled_from(
    [
        "call",
        "ride",
        "attack",
        "guard",
        "boost",
        "manual",
        "mulligan",
        "power-to",
        "resolve",
        "choose",
        "act",
        "end-main",
        "concede",
        "nonsense",
        "",
    ]
)
_ACTIONS = st.dictionaries(
    st.sampled_from(["kind", "player", "card", "circle", "target", "cards", "number", "junk"]),
    _FIELD_VALUES,
    max_size=6,
).flatmap(lambda d: st.builds(lambda k: {**d, "kind": k}, _KINDS))


@QUICK
@given(action=_ACTIONS, seed=st.integers(min_value=0, max_value=3))
def test_any_malformed_action_is_refused_by_the_projects_error_and_changes_nothing(
    action: dict[str, Any], seed: int
) -> None:
    g = Game.new(seed=seed)
    before = (len(g.events), g.state)
    try:
        g.apply(action)
    except VanguardError:
        assert (len(g.events), g.state) == before
    # (an action that happens to be legal is simply played)


@QUICK
@given(text=st.text(max_size=400))
def test_any_deck_text_is_read_or_refused_by_the_projects_error(text: str) -> None:
    with contextlib.suppress(VanguardError):
        parse_deck(text)


_TOMLISH = st.text(
    alphabet=st.sampled_from(list('[]{}="\n .,#abcdeghmnprtuy0123456789')), max_size=300
)


@QUICK
@given(text=_TOMLISH)
def test_any_position_text_is_read_or_refused_by_the_projects_error(text: str) -> None:
    with contextlib.suppress(VanguardError):
        Game.from_position(text + "\n")


_JSONISH = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=8)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=20,
)


@QUICK
@given(data=_JSONISH)
def test_any_json_is_a_record_or_refused_by_the_projects_error(data: Any) -> None:
    with contextlib.suppress(VanguardError):
        Game.from_json(json.dumps(data))


@QUICK
@given(
    data=st.fixed_dictionaries(
        {
            "schema_version": st.sampled_from([1, 2, "1", None]),
            "format": st.sampled_from(["standard", "classic", "chess", 3]),
            "start": st.fixed_dictionaries(
                {"seed": st.one_of(st.integers(), st.text(max_size=3), st.none())}
            ),
            "main": st.fixed_dictionaries({"decisions": st.lists(_ACTIONS, max_size=4)}),
        }
    )
)
def test_a_record_shaped_json_with_bad_values_is_refused_by_the_projects_error(
    data: dict[str, Any],
) -> None:
    with contextlib.suppress(VanguardError):
        Game.from_json(json.dumps(data))
