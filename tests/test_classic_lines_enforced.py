"""Classic lines the engine already enforces, each checked in a Classic (and, where the line
is also tagged for the G era, a Premium) game: deck copies by name, overlapping units moved as
the rules say, and several units put on one rear-guard circle together.

The test-only cards are our own invented names and texts.
"""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, make_card, pool_with, rules, where

from vgwidget.engine.cards import Card
from vgwidget.engine.decks import check_deck, parse_deck, teaching_decks
from vgwidget.engine.errors import CardDataError

FORMATS = ("classic", "premium")
G3 = "Aurelio the Radiant Lanternlord"  # 11000
G2 = "Dawnspear Knight"  # 10000
G1 = "Brightshield Footman"  # 8000
FOE = "Vessaline the Tempest Corsair Queen"


def _card(name: str, abilities: list[dict[str, Any]], fmt: str = "classic", **kw: Any) -> Card:
    return make_card(name, "classic" if fmt == "premium" else fmt, abilities, **kw)


@pytest.mark.rule("deck.copies")
@pytest.mark.covers("DECK-006")
@pytest.mark.parametrize("fmt", FORMATS)
def test_copy_limit_counts_one_name_together_whatever_the_printing(fmt: str) -> None:
    """Copies of one name on separate lines, spelt differently, count together; a second
    definition of the name with other text or another number is refused by the pool."""
    text = teaching_decks("classic")[0].to_text()
    assert check_deck(parse_deck(text), fmt) == []
    respelt = text.replace(f"4 x {G2}", f"2 x {G2}\n2 x  dawnspear   KNIGHT")
    assert respelt != text and check_deck(parse_deck(respelt), fmt) == []
    broken = respelt.replace("2 x  dawnspear   KNIGHT", "3 x  dawnspear   KNIGHT")
    bad = [v for v in check_deck(parse_deck(broken), fmt) if v.rule == "deck.copies"]
    assert len(bad) == 1 and f'5 copies of "{G2}"' in bad[0].message
    reprint = _card(
        G2,
        [{"type": "ACT", "zones": ["RC"], "effect": [{"do": "draw", "n": 1}]}],
        id="TEST-REPRINT-C",
        grade=2,
        power=9000,
    )
    with pytest.raises(CardDataError, match="duplicate card name"):
        pool_with(reprint)


@pytest.mark.rule("rule-action.check", "main.call-occupied")
@pytest.mark.covers("RULEACT-004")
@pytest.mark.parametrize("fmt", FORMATS)
def test_units_that_would_overlap_leave_as_the_rules_say(fmt: str) -> None:
    """A unit called onto an occupied circle sends the rear-guard there to the drop zone, and a
    unit ridden onto the vanguard circle sends the vanguard to the soul: no circle ever holds two
    units, and the earlier card is gone before any ability resolves."""
    t = Table(fmt)
    old_vg = t.vanguard(0, G2)
    old_rg = t.rear(0, "FL", G1)
    call, ride = t.hand(0, "Lanternguard Squire", G3)
    g = t.at_ride()
    act(g, "ride", card=ride)
    assert where(g, old_vg) == (0, "soul") and g.state.players[0].vanguard == ride
    ev = act(g, "call", card=call, circle="FL")
    assert where(g, old_rg) == (0, "drop") and where(g, call) == (0, "FL")
    # the call first; the old unit leaves by the rule action of the next check timing
    assert rules(ev).index("main.call") < rules(ev).index("main.call-occupied")
    assert ev[rules(ev).index("main.call-occupied")].kind == "rule-action"
    for ps in g.state.players:
        placed = [u for u in ps.circles if u is not None]
        assert len(placed) == len(set(placed))


@pytest.mark.rule("main.call-occupied")
@pytest.mark.covers("ZONE-047")
@pytest.mark.parametrize("fmt", FORMATS)
def test_of_several_units_put_on_one_circle_together_one_stays(fmt: str) -> None:
    """A superior call of two units, both sent to the same rear-guard circle: the player's last
    choice is the one that stays, the other goes to the drop zone (not the soul, not the hand)."""
    caller = _card(
        "Twin Lantern Summoner",
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "effect": [{"do": "superior-call", "source": "drop", "n": 2}],
                "text": "[ACT](VC): Call two units from your drop zone to rear-guard circles.",
            }
        ],
    )
    t = Table(fmt, pool=pool_with(caller))
    vg = t.vanguard(0, caller.name)
    a, b = t.drop(0, G1, "Lanternguard Squire")
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    act(g, "choose", card=a)
    act(g, "choose", circle="FR")
    act(g, "choose", card=b)
    assert "FR" in {x.circle for x in g.legal_actions()}
    act(g, "choose", circle="FR")
    assert where(g, b) == (0, "FR") and where(g, a) == (0, "drop")
    assert g.state.players[0].at("FR") == b


@pytest.mark.rule("zone.public")
@pytest.mark.covers("ZONE-010")
@pytest.mark.parametrize("fmt", FORMATS)
def test_the_order_of_soul_damage_and_drop_never_limits_their_owner(fmt: str) -> None:
    """The soul, damage zone and drop zone carry no order that matters: whatever card lies
    where, every card of the zone may be chosen (soul blast, counter blast, a call from the drop
    zone), so the owner is free to arrange them as they like."""
    payer = _card(
        "Orderless Lantern Keeper",
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "cost": [{"soul-blast": 1}, {"counter-blast": 1}],
                "effect": [{"do": "superior-call", "source": "drop"}],
                "text": "[ACT](VC): [Soul Blast 1 & Counter Blast 1] Call a unit from your drop "
                "zone to a rear-guard circle.",
            }
        ],
    )
    t = Table(fmt, pool=pool_with(payer))
    vg = t.vanguard(0, payer.name)
    soul = t.soul(0, G1, "Lanternguard Squire", "Halo Shieldbearer")
    damage = t.damage(0, G1, "Lanternguard Squire", "Halo Shieldbearer")
    drop = t.drop(0, G1, "Lanternguard Squire", "Halo Shieldbearer")
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    assert {a.card for a in g.legal_actions()} == set(soul)
    act(g, "choose", card=soul[1])  # the middle card, neither top nor bottom
    assert {a.card for a in g.legal_actions()} == set(damage)
    act(g, "choose", card=damage[1])
    assert {a.card for a in g.legal_actions()} == {*drop, soul[1]}  # (the soul-blasted one too)
    act(g, "choose", card=drop[1])
    act(g, "choose", circle="FL")
    assert where(g, soul[1]) == (0, "drop") and damage[1] in g.state.face_down
    assert where(g, drop[1]) == (0, "FL")
    for viewer in (0, 1):  # public zones: every card is seen by both players
        mine = g.view(viewer)["players"][0]
        assert len(mine["soul"]) == 2 and len(mine["drop"]) == 3
