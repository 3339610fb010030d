"""STRIDE-015: in the G era the ride phase ends after the stride step, and "at the end of the
ride phase" abilities trigger and resolve there, before the main phase begins (001's stride
flowchart). The window is declared once, in the turn's flow (``Stage.closes``)."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, make_card, pool_with, power
from test_premium_stride import VG1, VG2, at_stride, gzone

from vgwidget.engine import flow
from vgwidget.engine.decks import Deck, check_deck
from vgwidget.engine.formats import FORMATS, get_format
from vgwidget.engine.game import Game

P = ("premium",)
DUSK = "Gloamcrest Dusk Lanternlord"  # premium-more.json: +5000 at the end of the ride phase
END_TEXT = "At the end of your ride phase, this unit gets +3000 power until end of turn."
END_AUTO: dict[str, Any] = {
    "type": "AUTO",
    "zones": ["VC"],
    "timing": "end-of-ride-phase",
    "on": "your-turn",
    "effect": [{"do": "power", "amount": 3000, "target": "self", "until": "turn"}],
    "text": END_TEXT,
}


def _index(g: Game, start: int, pred: Any) -> int:
    return next(i for i, e in enumerate(g.events[start:], start) if pred(e))


@pytest.mark.covers("STRIDE-015", formats=P)
@pytest.mark.rule("stride.end-of-ride-phase", "stride.procedure")
def test_end_of_ride_phase_abilities_resolve_after_the_stride_before_the_main_phase() -> None:
    t = Table("premium")
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gu,) = gzone(t, 0, DUSK)
    (g3,) = t.hand(0, VG1)
    g = at_stride(t)
    n = len(g.events)
    act(g, "stride", card=gu, cards=(g3,))
    strode = _index(g, n, lambda e: e.rule == "stride.procedure")
    ends = _index(g, n, lambda e: e.rule == "stride.end-of-ride-phase")
    triggers = _index(g, n, lambda e: e.kind == "ability-trigger" and gu in e.cards)
    resolves = _index(g, n, lambda e: e.kind == "ability-resolve" and gu in e.cards)
    main = _index(g, n, lambda e: e.kind == "phase" and e.phase == "main")
    assert strode < ends < triggers < resolves < main
    assert "ride phase ends" in g.events[ends].text
    # the +5000 is on the G unit (15000 + its heart's 11000) as the main phase begins
    assert g.decision is not None and g.decision["kind"] == "main"
    assert power(g, gu) == 15000 + 11000 + 5000


def _dusk_vanguard_card() -> Any:
    return make_card(
        "Test Duskward Lantern Knight",
        "premium",
        [dict(END_AUTO)],
        grade=3,
        power=11000,
        text=END_TEXT,
    )


@pytest.mark.covers("STRIDE-015", formats=P)
@pytest.mark.rule("stride.end-of-ride-phase")
def test_the_ride_phase_ends_there_whether_or_not_the_player_strode() -> None:
    card = _dusk_vanguard_card()
    t = Table("premium", pool=pool_with(card))
    vg = t.vanguard(0, card.name)
    t.vanguard(1, VG2)
    gzone(t, 0, DUSK)
    g = at_stride(t)
    assert g.decision is not None and g.decision["kind"] == "stride"
    n = len(g.events)
    act(g, "skip-stride")
    resolves = _index(g, n, lambda e: e.kind == "ability-resolve" and vg in e.cards)
    main = _index(g, n, lambda e: e.kind == "phase" and e.phase == "main")
    assert resolves < main
    assert power(g, vg) == 11000 + 3000
    # once a turn: the main phase does not open it again
    act(g, "end-main") if any(a.kind == "end-main" for a in g.legal_actions()) else None
    assert sum(1 for e in g.events[n:] if e.rule == "stride.end-of-ride-phase") == 1


@pytest.mark.covers("STRIDE-015", formats=P)
@pytest.mark.rule("stride.end-of-ride-phase", "deck.format-legal")
def test_only_the_g_eras_flow_has_the_moment_so_other_formats_refuse_the_card() -> None:
    for name in FORMATS:
        fmt = get_format(name)
        assert fmt.has_timing("end-of-ride-phase") == (
            "end-of-ride-phase" in flow.closing_windows(fmt)
        )
    assert flow.stage_of("premium", "ride", "stride").closes == ("end-of-ride-phase",)
    # a card waiting for it is refused in a Classic deck (it could never trigger), and
    # accepted in a Premium one
    classic = make_card("Test Classic Dusk Knight", "classic", [dict(END_AUTO)], text=END_TEXT)
    pool = pool_with(classic)
    deck = Deck("Dusk", None, (classic.name,))
    said = [v.message for v in check_deck(deck, "classic", pool)]
    assert any("end-of-ride-phase" in m and "could never trigger" in m for m in said)
    said = [v.message for v in check_deck(deck, "premium", pool)]
    assert not any("end-of-ride-phase" in m for m in said)
