"""Rule actions and the end of the game: six damage, deck-out, no vanguard, both players losing
at once, and conceding.
"""

from __future__ import annotations

import pytest
from builders import Table, act, rules, texts, where

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game

STD_VG = ("Pyreheart Sovereign Dragon", "Deepcurrent Admiral Marisande")


def _attack(g: Game) -> None:
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")


@pytest.mark.rule("win.damage", "rule-action.check")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
@pytest.mark.covers("WIN-001")
@pytest.mark.covers("RULEACT-003", formats=("classic",))
def test_the_sixth_damage_ends_the_game_at_once(fmt: str) -> None:
    t = Table(fmt)
    vg = t.vanguard(0, STD_VG[0] if fmt == "standard" else "Aurelio the Radiant Lanternlord")
    t.bonus(vg, 1, stat="critical")  # critical 2: the second check never comes
    t.damage_count(1, 5)
    t.deck_top(1, t.plain_card(1), t.plain_card(1, grade=2))
    g = t.at_battle()
    _attack(g)
    assert g.is_over and g.result is not None
    assert g.result.winner == 0 and g.result.rule == "win.damage"
    assert g.result.reason == "Player 2 has 6 damage (6 or more), so Player 1 wins."
    checks = [e for e in g.events if e.kind == "damage-check"]
    assert len(checks) == 1, "the game ended before the second damage check"
    last = g.events[-1]
    assert last.rule == "win.damage" and last.kind == "game-over"
    assert g.legal_actions() == [] and g.current_player is None


@pytest.mark.rule("win.damage")
@pytest.mark.covers("WIN-001", "WIN-008", formats=("standard",))
def test_face_down_damage_counts_too() -> None:
    t = Table("standard")
    t.damage(1, *["Shoalguard Cadet"] * 6, face_down=(0, 1, 2))
    g = t.at_main()
    assert g.result is not None and g.result.rule == "win.damage" and g.result.winner == 0


@pytest.mark.rule("win.deck-out", "rule-action.check")
@pytest.mark.covers("WIN-002", formats=("classic",))
def test_drawing_the_last_card_loses_at_once() -> None:
    t = Table("classic")
    (last,) = t.deck(0, "Lanternguard Squire")
    g = t.at_turn_start(turn=3, player=0)
    assert where(g, last) == (0, "hand")
    assert g.result is not None
    assert g.result.winner == 1 and g.result.rule == "win.deck-out"
    assert g.result.reason == "Player 1 has no cards left in the deck, so Player 2 wins."
    assert g.state.phase == "draw", "it ends in the draw phase, before the ride phase"


@pytest.mark.rule("win.deck-out")
@pytest.mark.covers("WIN-002", formats=("standard",))
def test_the_defender_whose_last_card_is_damage_checked_loses() -> None:
    t = Table("standard")
    t.vanguard(0, STD_VG[0])
    (only,) = t.deck(1, "Shoalguard Cadet")
    g = t.at_battle()
    _attack(g)
    assert g.result is not None and g.result.rule == "win.deck-out" and g.result.winner == 0
    # it is lost the moment the deck is empty, with the checked card still in the trigger zone
    assert where(g, only) == (1, "trigger")


@pytest.mark.rule("win.no-vanguard", "ride.soul")
@pytest.mark.covers("WIN-003", formats=("standard",))
def test_no_vanguard_rides_a_unit_from_the_soul() -> None:
    t = Table("standard")
    t.vanguard(1, None)
    a, b = t.soul(1, "Shoalguard Cadet", "Coralshield Captain")
    g = t.at_main()
    # the rule action interrupts Player 1's main phase decision
    assert g.decision is not None and g.decision["kind"] == "soul-ride"
    assert g.current_player == 1
    assert {x.card for x in g.legal_actions()} == {a, b}
    ev = act(g, "soul-ride", card=b)[0]
    assert ev.rule == "win.no-vanguard" and "from the soul" in ev.text
    assert g.state.players[1].vanguard == b and b not in g.state.rested
    assert where(g, a) == (1, "soul")
    # and then Player 1's interrupted decision comes back
    assert g.decision is not None and g.decision["kind"] == "main" and g.current_player == 0


@pytest.mark.rule("win.no-vanguard")
def test_no_vanguard_and_no_unit_in_the_soul_loses() -> None:
    t = Table("classic")
    t.vanguard(1, None)
    g = t.at_main()
    assert g.result is not None
    assert g.result.winner == 0 and g.result.rule == "win.no-vanguard"
    assert "has no vanguard and no unit in the soul to ride" in g.result.reason


@pytest.mark.rule("win.draw", "rule-action.check")
@pytest.mark.covers("WIN-007", formats=("standard",))
def test_both_players_losing_at_once_is_a_draw() -> None:
    t = Table("standard")
    t.damage_count(0, 6)
    t.deck(1)
    g = t.at_main()
    assert g.result is not None
    assert g.result.winner is None and g.result.rule == "win.draw"
    assert "both players lose at once" in g.result.reason
    assert "Player 1 has 6 damage" in g.result.reason
    assert "Player 2 has no cards left in the deck" in g.result.reason


@pytest.mark.rule("win.concede")
@pytest.mark.covers("WIN-005", formats=("standard",))
def test_a_player_may_concede_at_any_time_even_on_the_opponents_decision() -> None:
    t = Table("standard")
    g = t.at_main(player=0)
    assert g.current_player == 0
    ev = g.concede(1)
    assert len(ev) == 1 and ev[0].rule == "win.concede"
    assert ev[0].actor == 1 and ev[0].decision
    assert ev[0].text == "Player 2 concedes, so Player 1 wins."
    assert g.result is not None and g.result.winner == 0 and g.result.rule == "win.concede"
    assert "win.concede" not in {a.kind for a in g.legal_actions()}


@pytest.mark.rule("win.concede", "win.damage")
def test_nothing_can_be_done_once_the_game_is_over() -> None:
    t = Table("standard")
    t.damage_count(0, 6)
    g = t.at_main()
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("end-main", 0))
    assert err.value.rule == "win.damage"
    with pytest.raises(IllegalAction) as err:
        g.concede(0)
    assert err.value.rule == "win.concede"


@pytest.mark.rule("rule-action.check", "trigger.heal")
@pytest.mark.covers("TRIGGER-015", formats=("classic",))
def test_a_loss_condition_gone_before_the_check_does_not_end_the_game() -> None:
    # the sixth damage card would be placed only after the heal: at 5 damage a heal
    # trigger heals first, so the check never sees 6 (see also Q34)
    t = Table("classic")
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    t.vanguard(1, "Vessaline the Tempest Corsair Queen")
    t.damage_count(1, 5)
    t.damage_count(0, 5)
    (heal,) = t.deck_top(1, "Galley Medic")
    g = t.at_battle()
    _attack(g)
    assert g.decision is not None and g.decision["kind"] == "heal-card"
    assert g.current_player == 1 and where(g, heal) == (1, "trigger")
    act(g, "heal-card", card=g.state.players[1].damage[0])
    assert g.result is None
    assert len(g.state.players[1].damage) == 5 and heal in g.state.players[1].damage
    assert "trigger.heal" in rules(g.events)
    assert "is healed from the damage zone to the drop zone (4 damage now)" in texts(g.events)
