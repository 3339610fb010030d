"""Classic inventory lines about ability timings, rule actions and the golden rules.

Each test plays a Classic game (``Table("classic")``) and checks what its inventory line
says. Most use test-only cards (our own invented names) whose AUTO abilities wait for the
timing under test, so the log shows where the ability triggers and resolves.
"""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, power, rules, where

from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.events import Event
from vgwidget.engine.game import Game

CLS = ("classic",)
P1_G3 = "Aurelio the Radiant Lanternlord"  # grade 3, 11000
P2_G3 = "Vessaline the Tempest Corsair Queen"  # grade 3, 11000
P1_G1 = "Lanternguard Squire"  # grade 1, 7000, no trigger


def _card(name: str, abilities: list[dict[str, Any]], **kw: Any) -> Card:
    base: dict[str, Any] = {
        "id": f"TEST-{name.replace(' ', '-').upper()}",
        "name": name,
        "grade": kw.pop("grade", 3),
        "power": kw.pop("power", 11000),
        "shield": kw.pop("shield", None),
        "formats": ["classic"],
        "clan": kw.pop("clan", "Lanternguard"),
        "abilities": abilities,
    }
    base.update(kw)
    return Card.from_dict(base)


def _auto(timing: str, on: str = "your-turn", zones: tuple[str, ...] = ("VC",), **kw: Any) -> dict:
    effect = kw.pop("effect", [{"do": "power", "amount": 1000, "target": "self", "until": "turn"}])
    return {"type": "AUTO", "zones": list(zones), "timing": timing, "on": on, "effect": effect, **kw}


def _pool(*cards: Card) -> CardPool:
    return default_pool().with_cards(list(cards))


def _fields(a: Action) -> dict[str, Any]:
    return {k: v for k, v in a.to_dict().items() if k not in ("kind", "player")}


def _resolve_waiting(g: Game) -> None:
    """Resolve every waiting ability (the first one offered each time)."""
    while g.state.decision is not None and g.state.decision.kind == "order":
        a = g.legal_actions()[0]
        act(g, a.kind, **_fields(a))


def _resolved(g: Game, card_name: str | None = None) -> list[Event]:
    return [
        e
        for e in g.events
        if e.kind == "ability-resolve" and (card_name is None or card_name in e.text)
    ]


def _triggered(g: Game, card_name: str | None = None) -> list[Event]:
    return [
        e
        for e in g.events
        if e.kind == "ability-trigger" and (card_name is None or card_name in e.text)
    ]


def _first(g: Game, rule: str) -> Event:
    return next(e for e in g.events if e.rule == rule)


# ------------------------------------------------------------ stand, draw and ride phases


@pytest.mark.rule("timing.stand-draw", "turn.stand")
@pytest.mark.covers("STAND-001", formats=CLS)
def test_stand_phase_beginning_abilities_resolve_before_anything_stands() -> None:
    """'At the beginning of the turn' and 'at the beginning of the stand phase' abilities both
    trigger as the stand phase begins and resolve while the units are still rested."""
    watcher = _card(
        "Dawnbell Warden",
        [_auto("beginning-of-turn"), _auto("beginning-of-stand-phase")],
    )
    t = Table("classic", pool=_pool(watcher))
    vg = t.vanguard(0, watcher.name, rested=True)
    rg = t.rear(0, "FL", "Dawnspear Knight", rested=True)
    g = t.at_turn_start(turn=3, player=0)
    _resolve_waiting(g)
    res = _resolved(g, watcher.name)
    assert len(res) == 2
    assert "beginning of turn" in res[0].text or "beginning of turn" in res[1].text
    assert any("beginning of stand phase" in e.text for e in res)
    stand = _first(g, "turn.stand")
    assert stand.phase == "stand" and all(e.seq < stand.seq for e in res)
    for e in res:  # when each resolved, nothing had been stood yet
        assert {vg, rg} <= g.snapshots[e.seq].rested
    assert vg not in g.state.rested and rg not in g.state.rested


@pytest.mark.rule("timing.stand-draw", "turn.draw")
@pytest.mark.covers("DRAW-001", formats=CLS)
def test_draw_phase_beginning_ability_resolves_before_the_draw() -> None:
    """An 'at the beginning of the draw phase' ability that draws a card takes the top card;
    the draw phase's own draw then takes the next one."""
    watcher = _card(
        "Inkwell Chronicler",
        [_auto("beginning-of-draw-phase", effect=[{"do": "draw", "n": 1}])],
    )
    t = Table("classic", pool=_pool(watcher))
    t.vanguard(0, watcher.name)
    first, second = t.deck_top(0, "Dawnspear Knight", "Lumen Sword Adept")
    g = t.at_turn_start(turn=3, player=0)
    (res,) = _resolved(g, watcher.name)
    assert res.phase == "draw"
    draw = _first(g, "turn.draw")
    assert res.seq < draw.seq and draw.cards == (second,)
    assert where(g, first) == (0, "hand") and where(g, second) == (0, "hand")


@pytest.mark.rule("timing.ride", "ride.normal")
@pytest.mark.covers("RIDE-001", "RIDE-002", formats=CLS)
def test_ride_phase_timings_before_and_right_after_the_normal_ride() -> None:
    """'At the beginning of the ride phase' resolves before the ride is offered; the rider's
    'when it rides' and 'when placed on VC' abilities trigger with the ride and resolve
    before the main phase begins."""
    early = _card("Firstlight Herald", [_auto("beginning-of-ride-phase")], grade=2, power=9000)
    rider = _card(
        "Crownwake Paladin",
        [
            _auto("ride", on="self", effect=[{"do": "draw", "n": 1}]),
            _auto("placed-on-vc", on="self", effect=[{"do": "soul-charge", "n": 1}]),
        ],
    )
    t = Table("classic", pool=_pool(early, rider))
    t.vanguard(0, early.name)
    (r,) = t.hand(0, rider.name)
    g = t.at_turn_start(turn=3, player=0)
    assert g.state.decision is not None and g.state.decision.kind == "ride"
    (res_early,) = _resolved(g, early.name)
    assert res_early.phase == "ride"
    assert _first(g, "turn.draw").seq < res_early.seq
    n = len(g.events)
    act(g, "ride", card=r)
    _resolve_waiting(g)
    ev = g.events[n:]
    ride = next(e for e in ev if e.rule == "ride.normal")
    trig = [e for e in ev if e.kind == "ability-trigger" and rider.name in e.text]
    res = [e for e in ev if e.kind == "ability-resolve" and rider.name in e.text]
    assert len(trig) == 2 and len(res) == 2
    assert all(ride.seq < e.seq for e in trig)
    main = next(e for e in ev if e.phase == "main")
    assert all(e.phase == "ride" and e.seq < main.seq for e in res)
    assert g.state.decision.kind == "main"
