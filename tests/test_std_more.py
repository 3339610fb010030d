"""Standard lines beyond the battle: legion by card text (LEGION-014), the ride deck changed by
a regulation or a card (DECK-027), no ride deck (SETUP-001), face-down damage and bind cards
(ZONE-024), same-named triggers (CARD-016)."""

from __future__ import annotations

import pytest
from builders import Table, act, power

from vgwidget.engine.actions import Action

LEADER = "Blazeforge Twin Sovereign"
MATE = "Blazeforge Twin Vassal"


@pytest.mark.rule("legion.no-displace", "legion.procedure")
@pytest.mark.covers("LEGION-014", formats=("standard",))
def test_a_standard_card_naming_a_legion_mate_legions_and_displaces_nothing() -> None:
    t = Table("standard")
    leader = t.vanguard(0, LEADER)
    soul = t.soul(0, "Cinderling Scout")
    drop = t.drop(0, *[t.plain_card(0, 1)] * 4)
    t.deck(0, "Ember Lancer", MATE, "Kindlescale Page")
    t.rear(1, "FL", t.plain_card(1, 1))
    g = t.at_main()
    assert Action("legion", 0, card=leader) in g.legal_actions()
    act(g, "legion", card=leader)
    while g.state.decision is not None and g.state.decision.kind == "legion-return":
        act(g, "legion-return", card=g.legal_actions()[0].card)
    ps = g.state.players[0]
    (mate,) = ps.legion
    assert g.state.card(mate).name == MATE
    # the mate joins the leader on the vanguard circle: the leader stays the vanguard, nothing
    # goes to the soul or the drop zone
    assert ps.vanguard == leader and ps.soul == tuple(soul)
    assert not set(drop) & set(ps.drop) and len(ps.drop) == 0
    # the pair fights as one vanguard: the mate's power adds when the leader attacks
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    assert power(g, leader) == 13000 + 13000


@pytest.mark.covers("LEGION-014", formats=("standard",))
def test_a_standard_vanguard_naming_no_mate_cannot_legion() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Magmaforge Tyrant")
    t.drop(0, *[t.plain_card(0, 1)] * 4)
    g = t.at_main()
    assert "legion" not in {a.kind for a in g.legal_actions()}
    from vgwidget.engine.procedures.legion import legion_check

    refusal = legion_check(g.state, Action("legion", 0, card=vg))
    assert refusal is not None and "names no legion mate" in refusal.message
