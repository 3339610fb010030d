"""Pseudo-cards (CR 4.55 §15: Protect, tickets, crests): one that would go to the drop zone or
to a circle goes to the drop zone and then ceases to exist, so a "put into the drop zone"
ability sees it (§15.2.4.2.1, §15.3.6); a Protect has the grade "protect", not 0, and no name
(§15.3.2, §15.1.2.4.1); any player may check a pseudo-card in a hidden zone (§15.2.1.1.1.1);
and "get" makes the crest or ticket a position or a ``--cards`` file defines."""

from __future__ import annotations

import pytest
from builders import Table, act, decision_of, make_card, pool_with, power

from vgwidget.engine.abilities.model import Effect
from vgwidget.engine.abilities.targets import matches
from vgwidget.engine.cards import PROTECT, CardPool
from vgwidget.engine.game import Game

MAKER_CARDS = """\
[[cards]]
name = "Judge's Token Clerk"
grade = 1
power = 8000
shield = 5000
nation = "Emberreach"
formats = ["standard"]
text = "[ACT](RC) 1/Turn: Counter Blast 1: put a \\"Judge's Spare Ticket\\" into your hand."

[[cards.abilities]]
type = "ACT"
zones = ["RC"]
once_per_turn = true
cost = [{ counter-blast = 1 }]
effect = [{ do = "get-ticket", name = "Judge's Spare Ticket" }]
text = "[ACT](RC) 1/Turn: Counter Blast 1: put a \\"Judge's Spare Ticket\\" into your hand."

[[cards]]
name = "Judge's Spare Ticket"
type = "ticket"
grade = 0
power = 0
formats = ["standard"]
text = "Ticket. Draw a card."

[[cards.abilities]]
type = "ORDER"
zones = ["order"]
effect = [{ do = "draw", n = 1 }]

[[cards]]
name = "Judge's Crest Keeper"
grade = 1
power = 8000
shield = 5000
nation = "Emberreach"
formats = ["standard"]
text = "[ACT](RC) 1/Turn: Counter Blast 1: get a \\"Judge's Quiet Crest\\"."

[[cards.abilities]]
type = "ACT"
zones = ["RC"]
once_per_turn = true
cost = [{ counter-blast = 1 }]
effect = [{ do = "get-crest", name = "Judge's Quiet Crest" }]
text = "[ACT](RC) 1/Turn: Counter Blast 1: get a \\"Judge's Quiet Crest\\"."

[[cards]]
name = "Judge's Quiet Crest"
type = "crest"
grade = 0
power = 0
formats = ["standard"]
text = "Crest."
abilities = []
"""

MAKER_POSITION = (
    MAKER_CARDS
    + """
[game]
format = "standard"
turn = 3
turn_player = 1
phase = "main"

[players.1]
damage = ["Ember Lancer", "Ember Lancer"]
deck = { fill = "teaching" }

[players.1.circles]
VC = "Cinder Drake Warden"
FL = "Judge's Token Clerk"
FR = "Judge's Crest Keeper"

[players.2]
deck = { fill = "teaching" }

[players.2.circles]
VC = "Coralshield Captain"
"""
)


def _pay(g: Game) -> None:
    while decision_of(g).kind == "choose":
        act(g, "choose", card=g.state.players[0].damage[0])


@pytest.mark.rule("order.ticket", "crest.marker", "position.setup")
def test_cr_15_5_get_ticket_and_get_crest_make_the_cards_a_position_defines() -> None:
    g = Game.from_position(MAKER_POSITION)
    ps = g.state.players[0]
    clerk, keeper = ps.at("FL"), ps.at("FR")
    act(g, "act", card=clerk, number=0)
    _pay(g)
    names = [g.state.card(c).name for c in g.state.players[0].hand]
    assert "Judge's Spare Ticket" in names
    act(g, "act", card=keeper, number=0)
    _pay(g)
    assert [g.state.card(c).name for c in g.state.players[0].crest] == ["Judge's Quiet Crest"]


def _listener_pool() -> CardPool:
    """The pool plus two test-only units: one that discards a card from hand to draw, and one
    that gets +1000 power whenever a card is put into its owner's drop zone."""
    discarder = make_card(
        "Test Ash Sifter",
        "standard",
        [
            {
                "type": "ACT",
                "zones": ["RC"],
                "cost": [{"discard": 1}],
                "effect": [{"do": "draw", "n": 1}],
                "text": "[ACT](RC): Discard a card from your hand: draw a card.",
            }
        ],
        grade=1,
        power=8000,
    )
    listener = make_card(
        "Test Ash Watcher",
        "standard",
        [
            {
                "type": "AUTO",
                "zones": ["RC"],
                "timing": "put-into-drop",
                "on": "your-unit",
                "effect": [{"do": "power", "amount": 1000, "target": "self", "until": "turn"}],
                "text": "[AUTO](RC): When one of your cards is put into your drop zone, this "
                "unit gets +1000 power until end of turn.",
            }
        ],
        grade=1,
        power=8000,
    )
    return pool_with(discarder, listener)


def _listener_table() -> tuple[Table, int, int, int]:
    t = Table("standard", pool=_listener_pool())
    t.vanguard(0, "Cinder Drake Warden")
    sifter = t.rear(0, "FL", "Test Ash Sifter")
    watcher = t.rear(0, "FR", "Test Ash Watcher")
    (protect,) = t.hand(0, "Protect")
    t.deck(0, "Blazeguard Knight", "Kindlescale Page", "Magmaforge Tyrant")
    return t, sifter, watcher, protect


@pytest.mark.rule("zone.pseudo-card", "cost.payment")
def test_cr_15_2_4_2_1_a_pseudo_card_discarded_for_a_cost_passes_through_the_drop_zone() -> None:
    t, sifter, watcher, protect = _listener_table()
    g = t.at_main()
    n = len(g.events)
    act(g, "act", card=sifter, number=0)
    if decision_of(g).kind == "choose":
        act(g, "choose", card=protect)
    assert protect in g.state.marks.ceased and protect not in g.state.players[0].drop
    assert power(g, watcher) == 8000 + 1000  # its "put into the drop zone" ability saw it
    cease = [e for e in g.events[n:] if e.kind == "cease"]
    assert cease and "passes through the drop zone" in cease[0].text


@pytest.mark.rule("zone.pseudo-card", "judge.manual")
def test_cr_15_3_6_a_protect_moved_to_a_circle_goes_to_the_drop_zone_and_ceases() -> None:
    t, _sifter, watcher, protect = _listener_table()
    g = t.at_main()
    n = len(g.events)
    act(g, "manual", card=protect, target="move:BC")
    assert g.state.players[0].at("BC") is None and protect in g.state.marks.ceased
    assert power(g, watcher) == 8000 + 1000
    rules_seen = [e.rule for e in g.events[n:]]
    assert "zone.pseudo-card" in rules_seen


@pytest.mark.rule("zone.pseudo-card", "gift.protect")
def test_cr_15_3_2_a_protect_has_the_grade_protect_and_no_name() -> None:
    assert PROTECT.grade_value == "protect" and PROTECT.card_name is None
    t = Table("standard")
    t.vanguard(0, "Cinder Drake Warden")
    (protect,) = t.hand(0, "Protect")
    lancer = t.hand(0, "Ember Lancer")[0]
    g = t.at_main()
    seen = {c["iid"]: c for c in g.view(0)["players"][0]["hand"]}
    assert seen[protect]["grade"] == "protect" and seen[protect]["no_name"] is True
    assert seen[lancer]["grade"] == 1 and "no_name" not in seen[lancer]
    named = Effect(do="search", name="Protect")  # an effect naming "Protect" finds no Protect
    assert not matches(g.state, protect, named)
    assert not matches(g.state, protect, Effect(do="search", max_grade=0))  # not grade 0


@pytest.mark.rule("zone.pseudo-card", "zone.hidden")
def test_cr_15_2_1_1_1_1_any_player_may_check_a_pseudo_card_in_a_hidden_zone() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinder Drake Warden")
    protect, ticket, lancer = t.hand(0, "Protect", "Ember Spark Ticket", "Ember Lancer")
    g = t.at_main()
    foe = g.view(1)["players"][0]["hand"]
    assert [c.get("iid") for c in foe] == [protect, ticket, None]  # the real card stays hidden
    assert foe[0]["name"] == "Protect" and foe[1]["name"] == "Ember Spark Ticket"
    assert lancer is not None
