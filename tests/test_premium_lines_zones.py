"""Zones in the Premium format (the G era): the order of the soul, the damage zone and the G
zone means nothing, so any of their cards may be the one a cost or a stride takes (ZONE-010);
and a card put on an occupied circle never shares it: the old vanguard goes to the soul, the old
rear-guard to the drop zone, and under a stride the old vanguard becomes the heart (RULEACT-004)."""

from __future__ import annotations

import pytest
from builders import Table, act, make_card, pool_with, where
from test_premium_stride import G1, G2, GB1, VG1, VG2, at_stride, gzone

from vgwidget.engine.game import Game

P = ("premium",)
BLAST_TEXT = "[ACT](VC) [Soul Blast 1 & Counter Blast 1]: this unit gets +1000 power."


def _one_unit_per_circle(g: Game) -> None:
    for ps in g.state.players:
        units = [u for u in ps.circles if u is not None]
        assert len(units) == len(set(units))
        for u in units:
            assert sum(1 for x in ps.circles if x == u) == 1


@pytest.mark.covers("ZONE-010")
@pytest.mark.parametrize("fmt", ["classic", "premium"])
@pytest.mark.rule("zone.public", "cost.soul-blast", "cost.counter-blast")
def test_any_card_of_the_soul_or_damage_zone_may_pay_whatever_its_place(fmt: str) -> None:
    blaster = make_card(
        "Test Lanternwick Blaster",
        fmt,
        [
            {
                "type": "ACT",
                "zones": ["VC"],
                "cost": [{"soul-blast": 1}, {"counter-blast": 1}],
                "effect": [{"do": "power", "amount": 1000, "target": "self", "until": "turn"}],
                "text": BLAST_TEXT,
            }
        ],
        text=BLAST_TEXT,
    )
    t = Table(fmt, pool=pool_with(blaster))
    vg = t.vanguard(0, blaster.name)
    soul = t.soul(0, "Lanternguard Squire", "Gleamhelm Scout", "Dawnspear Knight")
    damage = t.damage_count(0, 3)
    t.vanguard(1, VG2)
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    offered: dict[str, set[int]] = {}
    while g.decision is not None and g.decision["kind"] != "main":
        acts = g.legal_actions()
        cards = {a.card for a in acts if a.card is not None}
        zone = "soul" if cards & set(soul) else "damage" if cards & set(damage) else "other"
        offered[zone] = cards
        # take the card at the bottom of the soul / the first damage: order does not matter
        pick = soul[0] if zone == "soul" else damage[-1] if zone == "damage" else None
        a = next(a for a in acts if a.card == pick) if pick is not None else acts[0]
        act(g, a.kind, card=a.card) if a.card is not None else act(g, a.kind)
    assert offered["soul"] == set(soul), offered
    assert offered["damage"] == set(damage), offered
    assert where(g, soul[0]) == (0, "drop")
    assert damage[-1] in g.state.face_down


@pytest.mark.covers("ZONE-010", formats=P)
@pytest.mark.rule("zone.public", "stride.procedure")
def test_any_face_down_g_unit_may_stride_whatever_its_place_in_the_g_zone() -> None:
    t = Table("premium")
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    zone = gzone(t, 0, G1, GB1, G2)
    t.hand(0, VG1)
    g = at_stride(t)
    strides = {a.card for a in g.legal_actions() if a.kind == "stride"}
    assert strides == set(zone)
    act(g, "stride", card=zone[-1], cards=tuple(g.state.players[0].hand))
    assert g.state.players[0].vanguard == zone[-1]


@pytest.mark.covers("RULEACT-004", formats=P)
@pytest.mark.rule("ride.soul", "main.call-occupied", "stride.heart")
def test_a_unit_put_on_an_occupied_circle_never_shares_it() -> None:
    t = Table("premium")
    first = t.vanguard(0, "Dawnspear Knight")
    old_rear = t.rear(0, "FL", "Lanternguard Squire")
    t.vanguard(1, VG2)
    (gu,) = gzone(t, 0, G1)
    rider, g3, caller = t.hand(0, VG1, "Solaris Paragon Knight", "Brightshield Footman")
    g = t.at_ride()
    act(g, "ride", card=rider)  # the old vanguard goes to the soul
    assert where(g, first) == (0, "soul")
    _one_unit_per_circle(g)
    act(g, "stride", card=gu, cards=(g3,))  # the old vanguard becomes the heart, not the soul
    ps = g.state.players[0]
    assert ps.vanguard == gu and ps.heart == (rider,) and rider not in ps.soul
    _one_unit_per_circle(g)
    act(g, "call", card=caller, circle="FL")  # the old rear-guard is retired
    assert where(g, old_rear) == (0, "drop") and g.state.players[0].at("FL") == caller
    _one_unit_per_circle(g)
