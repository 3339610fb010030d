"""Wrong input to the API is refused with the engine's own error (a ``VanguardError``, which is
a ``ValueError``) and a clear message -- never a ``TypeError``, ``AttributeError`` or
``KeyError`` from deep inside -- and the game is left exactly as it was."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import VanguardError
from vgwidget.engine.game import Game

Call = Callable[[Game], Any]


def _hand_card(g: Game) -> int:
    return g.state.players[0].hand[0]


CASES: list[tuple[str, Call, str]] = [
    ("new-seed-str", lambda g: Game.new(seed="x"), "seed"),  # type: ignore[arg-type]
    ("new-seed-float", lambda g: Game.new(seed=1.5), "seed"),  # type: ignore[arg-type]
    ("new-seed-bool", lambda g: Game.new(seed=True), "seed"),
    ("new-format-int", lambda g: Game.new(format=3), "format"),  # type: ignore[arg-type]
    ("new-format-list", lambda g: Game.new(format=[]), "format"),  # type: ignore[arg-type]
    ("new-deck-int", lambda g: Game.new(5), "a deck is"),  # type: ignore[arg-type]
    ("new-deck-list", lambda g: Game.new(["Ember Lancer"]), "a deck is"),  # type: ignore[arg-type]
    ("new-pool-str", lambda g: Game.new(pool="x"), "pool"),  # type: ignore[arg-type]
    ("from-json-int", lambda g: Game.from_json(5), "JSON text"),  # type: ignore[arg-type]
    ("from-json-bytes", lambda g: Game.from_json(b"{}"), "JSON text"),  # type: ignore[arg-type]
    ("from-position-int", lambda g: Game.from_position(5), "a position is"),  # type: ignore[arg-type]
    ("explain-start-str", lambda g: g.explain(0, start="x"), "explain"),  # type: ignore[arg-type]
    ("to-record-metadata-int", lambda g: g.to_record(metadata=5), "metadata"),  # type: ignore[arg-type]
    ("view-5", lambda g: g.view(5), "viewer"),
    ("view-true", lambda g: g.view(True), "viewer"),
    ("view-str", lambda g: g.view("0"), "viewer"),  # type: ignore[arg-type]
    ("view-minus-1", lambda g: g.view(-1), "viewer"),
    ("events-for-2", lambda g: g.events_for(2), "viewer"),
    ("explain-str", lambda g: g.explain("1"), "viewer"),  # type: ignore[arg-type]
    ("apply-none", lambda g: g.apply(None), "an action must be an object"),  # type: ignore[arg-type]
    ("apply-int", lambda g: g.apply(42), "an action must be an object"),  # type: ignore[arg-type]
    ("apply-no-player", lambda g: g.apply({"kind": "call"}), "'player'"),
    (
        "apply-unknown-field",
        lambda g: g.apply({"kind": "attack", "player": 0, "junk": 1}),
        "unknown field.*junk",
    ),
    (
        "apply-player-false",
        lambda g: g.apply({"kind": "mulligan", "player": False}),
        "'player'",
    ),
    (
        "apply-player-float",
        lambda g: g.apply({"kind": "mulligan", "player": 0.0}),
        "'player'",
    ),
    ("apply-action-kind", lambda g: g.apply(Action("bogus", 0)), "kind"),
    ("apply-action-player-bool", lambda g: g.apply(Action("mulligan", False)), "'player'"),
    (
        "apply-action-cards-str",
        lambda g: g.apply(Action("mulligan", 0, cards="ab")),  # type: ignore[arg-type]
        "'cards'",
    ),
    (
        "apply-action-cards-list",
        lambda g: g.apply(Action("mulligan", 0, cards=[_hand_card(g)])),  # type: ignore[arg-type]
        "'cards'",
    ),
    (
        "apply-action-card-str",
        lambda g: g.apply(Action("manual", 0, card="1", target="rest")),  # type: ignore[arg-type]
        "'card'",
    ),
    (
        "apply-field-the-kind-ignores",
        lambda g: g.apply({"kind": "mulligan", "player": 0, "card": _hand_card(g)}),
        "a 'mulligan' action has no 'card'",
    ),
    (
        "apply-action-field-the-kind-ignores",
        lambda g: g.apply(Action("mulligan", 0, number=1)),
        "a 'mulligan' action has no 'number'",
    ),
    ("check-none", lambda g: g.check(None), "an action must be an object"),  # type: ignore[arg-type]
    ("check-action-kind", lambda g: g.check(Action("bogus", 0)), "kind"),
    ("check-action-player-bool", lambda g: g.check(Action("mulligan", False)), "'player'"),
    (
        "check-action-cards-str",
        lambda g: g.check(Action("mulligan", 0, cards="ab")),  # type: ignore[arg-type]
        "'cards'",
    ),
    ("check-unknown-field", lambda g: g.check({"kind": "mulligan", "player": 0, "x": 1}), "x"),
    ("seek-str", lambda g: g.seek("x"), "event number"),  # type: ignore[arg-type]
    ("seek-float", lambda g: g.seek(1.0), "event number"),  # type: ignore[arg-type]
    ("annotate-str", lambda g: g.annotate("x", "note"), "event number"),  # type: ignore[arg-type]
    ("annotate-note-int", lambda g: g.annotate(0, 5), "note"),  # type: ignore[arg-type]
    ("undo-at-start", lambda g: g.undo(), "no decision to take back"),
    (
        "manual-power-hand-card",
        lambda g: g.apply(Action("manual", 0, card=_hand_card(g), target="power:+5000")),
        "units on the field",
    ),
    (
        "manual-critical-hand-card",
        lambda g: g.apply(Action("manual", 0, card=_hand_card(g), target="critical:+1")),
        "units on the field",
    ),
]


@pytest.mark.parametrize(("call", "match"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_wrong_input_is_a_vanguard_error_and_changes_nothing(call: Call, match: str) -> None:
    g = Game.new(seed=1)
    n, state, record = len(g.events), g.state, g.to_json()
    with pytest.raises(VanguardError, match=match) as info:
        call(g)
    assert isinstance(info.value, ValueError)
    assert not isinstance(info.value, (TypeError, AttributeError, KeyError))
    assert len(g.events) == n
    assert g.state is state
    assert g.actions == []
    assert g.to_json() == record
    assert "junk" not in json.dumps(g.to_record())
