"""Durations, searches and when conditions are checked, as the official rules word them
(issue 26 items 1-3; CR 4.55 §11.3.1.2.1, §7.11.2, §11.8.4.1.4, §14.2.3.2.1). Every card here
is invented; each test names the catalogue rule it checks."""

from __future__ import annotations

import pytest
from builders import Table, act, make_card, pool_with, power, rules, texts

# ------------------------------------------------- "until end of battle" outside a battle

BATTLE_ONLY = make_card(
    "Sparkwick Duelist",
    "standard",
    [
        {
            "type": "ACT",
            "zones": ["RC"],
            "once_per_turn": True,
            "effect": [{"do": "power", "amount": 5000, "target": "self", "until": "battle"}],
            "text": "[ACT](RC) 1/Turn: This unit gets [Power]+5000 until end of that battle.",
        }
    ],
    grade=1,
    power=8000,
)


@pytest.mark.rule("text.until-end-of-battle")
def test_until_end_of_battle_outside_a_battle_creates_no_effect() -> None:
    """CR 4.55 §11.3.1.2.1: an effect lasting until the end of the battle, applied when no
    battle is going on (here in the main phase), is not created, so nothing lasts into the
    next battle."""
    t = Table("standard", pool=pool_with(BATTLE_ONLY))
    t.vanguard(0, "Ashfall Tyrant")
    duelist = t.rear(0, "FL", "Sparkwick Duelist")
    g = t.at_main()
    ev = act(g, "act", card=duelist, number=0)
    assert "text.until-end-of-battle" in rules(ev)
    assert "no battle" in texts(ev)
    assert power(g, duelist) == 8000
    assert not [m for m in g.state.mods if m.unit == duelist]
    act(g, "end-main")
    act(g, "attack", circle="FL", target="VC")
    assert power(g, duelist) == 8000  # nothing was waiting for this battle
