"""The command line's board shows Standard's own facts: accel circles with their units, gift
markers, gift types and energy, an overDressed unit with what lies under it."""

from __future__ import annotations

import random

import pytest
from invariants import ability_decks

from vgwidget.cli_timeline import render_board
from vgwidget.engine.game import Game


@pytest.mark.rule("gift.accel", "gift.force", "overdress.unit")
def test_the_text_board_shows_accel_circles_markers_and_overdress() -> None:
    g = Game.new(*ability_decks("standard-gifts"), seed=13)
    rnd = random.Random(13)
    for _ in range(225):
        g.apply(rnd.choice(g.legal_actions()))
    judge = render_board(g.view(None))
    assert "accel: A1 " in judge and "gift markers: Accel I on A1" in judge
    assert "Force I on" in judge and "gifts Force I" in judge and "energy" in judge
    assert " over Saltspray Duelist" in judge and "originalDress: Saltspray Duelist" in judge
    p1 = render_board(g.view(0))
    hidden = ", ".join(["(hidden)"] * len(g.state.players[1].hand))
    assert f"hand: {hidden}" in p1, "Player 2's hand is hidden from Player 1"
