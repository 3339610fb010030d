"""Invented abilities written as printed text, compiled, put on an invented card and played in
a position: the text does what it says (tests/builders.py builds the positions)."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, find, make_card, pool_with, power, standard_probe_board

from vgwidget.cardtext import compile
from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.events import Event
from vgwidget.engine.game import Game

PROBE = "Quillspark Herald"


def _game(text: str, *, on_rear: bool = False) -> tuple[Game, int]:
    """A Standard main phase with a full board; the probe card carries ``text``."""
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    return standard_probe_board(card, on_rear=on_rear)


def _finish(g: Game) -> None:
    """Take the first offered choice at every decision until the main phase is back."""
    for _ in range(40):
        d = g.state.decision
        if d is None or d.kind == "main" or g.is_over:
            return
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("use", "choose", "resolve")), acts[0])
        g.apply(pick)
    raise AssertionError("the ability never finished")


def _act(text: str, *, on_rear: bool = False) -> tuple[Game, int, list[Event]]:
    g, probe = _game(text, on_rear=on_rear)
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    _finish(g)
    return g, probe, g.events[n0:]


# (text, an event kind the log must show, the rule it must cite)
ACTS: list[tuple[str, str, str]] = [
    ("[ACT](VC):Draw a card.", "draw", "text.draw"),
    ("[ACT](VC):Draw two cards.", "draw", "text.draw"),
    ("[ACT](VC)[1/Turn]:[COST][Counter-Blast 1], draw a card.", "cost", "cost.counter-blast"),
    ("[ACT](VC):[COST][Soul-Blast 1], draw a card.", "cost", "cost.soul-blast"),
    ("[ACT](VC):[Counter Blast (1)] Draw a card.", "cost", "cost.counter-blast"),
    ("[ACT](VC):COST [Soul Blast (2)], draw a card.", "cost", "cost.soul-blast"),
    ("[ACT](VC):[COST][Discard a card from your hand], draw a card.", "cost", "text.discard"),
    ("[ACT](VC):Soul-Charge 2.", "soul-charge", "keyword.soul-charge"),
    ("[ACT](VC):Counter-Charge 1.", "counter-charge", "ability.act"),
    ("[ACT](VC):This unit gets [Power]+7000 until end of turn.", "power", "ability.act"),
    ("[ACT](VC):Your vanguard gets [Critical]+2 until end of turn.", "critical", "ability.act"),
    ("[ACT](VC):This unit gets [Power]+5000 and [Critical]+1 until end of turn.", "critical",
     "ability.act"),
    ("[ACT](VC):Choose one of your rear-guards, and it gets [Power]+7000 until end of turn.",
     "power", "ability.act"),
    ("[ACT](VC):Choose one of your rested rear-guards, and [Stand] it.", "stand", "ability.act"),
    ("[ACT](VC):Choose one of your opponent's rear-guards, and retire it.", "retire",
     "text.retire"),
    ("[ACT](VC):Choose up to two of your opponent's rear-guards, and [Rest] them.", "rest",
     "ability.act"),
    ("[ACT](VC):Choose one of your opponent's front row rear-guards, and bind it.", "bind",
     "keyword.bind"),
    ("[ACT](VC):Choose a card from your damage zone, and put it into your drop zone.", "heal",
     "text.heal"),
    ('[ACT](VC):Search your deck for up to one card named "Blazeguard Knight", reveal it and '
     "put it into your hand, and shuffle your deck.", "reveal", "text.look-at"),
    ("[ACT](VC):Search your deck for up to one grade 1 or less card, call it to (RC), and "
     "shuffle your deck.", "call", "main.superior-call"),
    ("[ACT](VC):Choose up to one grade 2 or less card from your drop zone, and call it to "
     "(RC).", "call", "main.superior-call"),
    ("[ACT](VC):Choose up to one card from your hand, and call it to (RC) as [Rest].", "call",
     "main.superior-call"),
    ("[ACT](VC):Look at the top three cards of your deck, choose up to one card from among "
     "them, and put it into your hand, and put the rest on the bottom of your deck in any "
     "order.", "look", "text.look-at"),
    ("[ACT](VC):Shuffle your deck.", "shuffle", "ability.act"),
    ("[ACT](VC):Energy-Charge 2.", "energy", "marker.energy"),
    ("[ACT](VC):Put the top card of your deck into this unit's gauge.", "gauge", "zone.gauge"),
    ("[ACT](VC):Your opponent's vanguard gets [Power]-5000 until end of turn.", "power",
     "ability.act"),
    ("[ACT](VC):All of your front row units get [Power]+2000 until end of turn.", "power",
     "ability.act"),
    ("[ACT](VC):Choose one of your units, and it cannot be hit until end of turn.",
     "cannot-be-hit", "ability.act"),
    ("[ACT](VC):You win the game.", "game-over", "win.card-effect"),
    ("[ACT](VC):[COST][Retire 1 of your other rear-guards], draw a card.", "cost",
     "text.retire"),
    ("[ACT](RC):[COST][Retire this unit], draw a card.", "cost", "text.retire"),
    ("[ACT](RC):[COST][[Rest] this unit], draw a card.", "cost", "cost.payment"),
    ("[ACT](RC):[COST][Put this unit into your soul], draw a card.", "cost", "zone.soul"),
    ("[ACT](VC):Delete your opponent's vanguard.", "delete", "card.delete"),
    ("[ACT](VC):This unit can attack two of your opponent's front row units at the same time "
     "until end of turn.", "attack-several", "ability.act"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "kind", "rule"), ACTS, ids=[a[0][:50] for a in ACTS])
def test_an_act_ability_written_as_text_is_played(text: str, kind: str, rule: str) -> None:
    g, _probe, events = _act(text, on_rear=text.startswith("[ACT](RC)"))
    seen = [(e.kind, e.rule) for e in events]
    assert any(k == kind for k, _ in seen), [e.text for e in events]
    assert any(r == rule for _, r in seen), seen
    for e in events:
        get_rule(e.rule)  # every event cites a catalogue rule


def test_a_chosen_rear_guard_gets_the_power_the_text_names() -> None:
    text = (
        "[ACT](VC)[1/Turn]:[COST][Counter-Blast 1], draw a card, and choose one of your "
        "rear-guards, and it gets [Power]+5000 until end of turn."
    )
    g, _probe, events = _act(text)
    lancer = find(g, 0, "Ember Lancer")
    page = find(g, 0, "Kindlescale Page", "BC")
    assert power(g, lancer) + power(g, page) == 8000 + 8000 + 5000
    # 1/Turn: the ability is not offered again
    assert not any(a.kind == "act" for a in g.legal_actions())


def test_a_lower_case_1_turn_marker_limits_the_ability_to_once_a_turn() -> None:
    """ability.once-per-turn: ``[1/turn]`` (lower case, as some card lists print it) is 1/Turn."""
    g, _probe, events = _act("[ACT](VC)[1/turn]:Draw a card.")
    assert any(e.rule == "text.draw" for e in events)
    assert not any(a.kind == "act" for a in g.legal_actions())
    g, _probe, _events = _act("[ACT](VC):Draw a card.")  # without the marker: offered again
    assert any(a.kind == "act" for a in g.legal_actions())


def test_an_attack_ability_written_as_text_pays_its_cost_and_powers_the_attacker() -> None:
    text = (
        "[AUTO](VC):When this unit attacks, [COST][Counter-Blast 1], this unit gets "
        "[Power]+10000 until end of that battle."
    )
    g, probe = _game(text)
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    act(g, "no-boost")
    _resolve_all(g)
    assert power(g, probe) == 20000
    assert any(e.rule == "cost.counter-blast" for e in g.events)


def test_a_vanguard_attack_template_does_nothing_against_a_rear_guard() -> None:
    text = (
        "[AUTO](VC):When this unit attacks a vanguard, this unit gets [Power]+10000 until end "
        "of that battle."
    )
    g, probe = _game(text)
    act(g, "end-main")
    act(g, "attack", circle="VC", target="FL")
    act(g, "no-boost")
    _resolve_all(g)
    assert power(g, probe) == 10000


def test_a_cont_ability_written_as_text_applies_while_its_condition_holds() -> None:
    text = (
        "[CONT](VC):During your turn, if you have two or more damage, this unit gets [Power]+5000."
    )
    g, probe = _game(text)
    assert power(g, probe) == 15000
    other = "[CONT](VC):If you have three or more damage, this unit gets [Power]+5000."
    g, probe = _game(other)
    assert power(g, probe) == 10000


def test_an_order_written_as_text_is_played() -> None:
    order = make_card(
        "Quillspark Decree",
        "standard",
        compile("[COST][Counter-Blast 1], draw a card."),
        grade=1,
        power=0,
        type="normal-order",
    )
    t = Table("standard", pool=pool_with(order))
    t.vanguard(0, "Cinder Drake Warden")
    t.damage(0, "Scorchmane Raider")
    t.hand(0, "Quillspark Decree")
    g = t.at_main()
    hand = len(g.state.players[0].hand)
    card = find(g, 0, "Quillspark Decree", "hand")
    act(g, "play-order", card=card)
    _finish(g)
    assert len(g.state.players[0].hand) == hand  # the order left the hand, a card came in
    assert any(e.kind == "draw" for e in g.events)


def _resolve_all(g: Game) -> None:
    for _ in range(20):
        d = g.state.decision
        if d is None or d.kind not in ("use-ability", "order", "choose", "confirm"):
            return
        acts = g.legal_actions()
        pick: Any = next((a for a in acts if a.kind in ("use", "resolve", "choose")), acts[0])
        g.apply(pick)


def test_a_rear_guard_count_condition_counts_your_rear_guards() -> None:
    """TEXT-009: "N or more" includes N; the board has two rear-guards (FR, BC)."""
    two = "[CONT](VC):If you have two or more rear-guards, this unit gets [Power]+3000."
    g, probe = _game(two)
    assert power(g, probe) == 13000
    three = "[CONT](VC):If you have three or more rear-guards, this unit gets [Power]+3000."
    g, probe = _game(three)
    assert power(g, probe) == 10000


def test_a_locked_card_is_no_rear_guard_for_the_count() -> None:
    text = (
        "[CONT](VC):If you have two or more rear-guards, this unit gets [Power]+3000.\n"
        "[ACT](VC):Choose one of your rear-guards, and lock it."
    )
    g, probe = _game(text)
    assert power(g, probe) == 13000
    act(g, "act", card=probe, number=1)
    _finish(g)
    assert any(e.kind == "lock" for e in g.events)
    assert power(g, probe) == 10000
