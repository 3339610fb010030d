"""A set order's reminder line: "(After a set order is played, put it into ... order zone)".

It states the rule the engine applies to every card of type ``set-order`` (order.set: once
played, it goes to the order zone and works from there), so it holds no ability; on a card of
another type it would not be true, and the card is refused. All cards here are invented."""

from __future__ import annotations

import pytest
from builders import Table, act, pool_with, power, where

from vgwidget.cardtext import compile, explain, render, stated_types
from vgwidget.engine.cards import Card
from vgwidget.engine.errors import CardDataError

REMINDER = "(After a set order is played, put it into {} {}{}"
SPELLINGS = [
    REMINDER.format("the", "order zone", ")"),
    REMINDER.format("your", "order zone", ".)"),
    REMINDER.format("your", "Order Zone", ")"),
    REMINDER.format("your", "Order zone", ".)"),
]
ORDER_CONT = ("[CONT](Order zone):During your turn, if your vanguard is grade 3 or greater, all "
              "of your front row units get [Power]+3000.")  # fmt: skip


@pytest.mark.rule("order.set")
@pytest.mark.parametrize("line", SPELLINGS)
def test_set_order_reminder_is_a_rule_line(line: str) -> None:
    """order.set: the reminder alone holds no ability, and the abilities after it read as
    they do without it (on the same line or the next)."""
    assert compile(line) == []
    alone = compile(ORDER_CONT, era="standard")
    assert compile(f"{line}\n{ORDER_CONT}", era="standard") == alone
    assert compile(f"{line} {ORDER_CONT}", era="standard") == alone
    said = explain(f"{line}\n{ORDER_CONT}", era="standard")
    assert said.splitlines()[0].startswith("Rule line:") and "[order.set]" in said


@pytest.mark.rule("order.set")
def test_set_order_reminder_states_the_set_order_type() -> None:
    """order.set: the line is true only of a set order."""
    assert stated_types(SPELLINGS[0]) == [("set-order", ("set-order",))]
    assert stated_types(ORDER_CONT) == []


def _lantern(ctype: str) -> Card:
    """An invented order printing the set order's reminder, a play effect and an order zone
    ability."""
    return Card.from_dict(
        {
            "id": "TEST-GLOWMARK",
            "name": "Glowmark Standard",
            "grade": 0,
            "power": 0,
            "type": ctype,
            "nation": "Emberreach",
            "formats": ["standard"],
            "text": f"{SPELLINGS[1]}\nSoul-Charge 1.\n{ORDER_CONT}",
        }
    )


@pytest.mark.rule("order.set")
def test_set_order_reminder_on_another_card_type_is_refused() -> None:
    """order.set: a normal order printing the set order's reminder states a rule that is not
    its own; the card is refused, naming the line."""
    with pytest.raises(CardDataError, match="set-order line"):
        _lantern("normal-order")


@pytest.mark.rule("order.set", "order.play")
def test_set_order_from_text_with_its_reminder_is_played_and_stays() -> None:
    """order.set: a set order written with its reminder is played, its play effect is done,
    it goes to the order zone and its order zone ability works from there."""
    card = _lantern("set-order")
    t = Table("standard", pool=pool_with(card))
    vg = t.vanguard(0, "Ashfall Tyrant")
    lantern = t.hand(0, card.name)[0]
    g = t.at_main()
    soul = len(g.state.players[0].soul)
    act(g, "play-order", card=lantern)
    assert where(g, lantern) == (0, "order") and len(g.state.players[0].soul) == soul + 1
    assert power(g, vg) == 16000  # grade 3 vanguard, your turn: front row +3000


@pytest.mark.rule("order.set", "order.play")
def test_cr_4_55_11_8_2_set_order_with_only_order_zone_abilities_is_played() -> None:
    """CR 4.55 §11.8.2, order.set: a set order whose text holds only its reminder and an
    order zone ability has no order effect to perform; it is still played (one order of the
    turn) and goes to the order zone, where its ability works."""
    card = Card.from_dict(
        {
            "id": "TEST-HALOWARD",
            "name": "Haloward Standard",
            "grade": 1,
            "power": 0,
            "type": "set-order",
            "nation": "Emberreach",
            "formats": ["standard"],
            "text": f"{SPELLINGS[0]} {ORDER_CONT}",
        }
    )
    t = Table("standard", pool=pool_with(card))
    vg = t.vanguard(0, "Ashfall Tyrant")
    halo, beacon = t.hand(0, card.name, "Everflame Beacon")
    g = t.at_main()
    evs = act(g, "play-order", card=halo)
    assert [e.rule for e in evs if e.kind in ("order", "order-set")] == ["order.play", "order.set"]
    assert where(g, halo) == (0, "order") and power(g, vg) == 16000
    assert not any(a.kind == "play-order" for a in g.legal_actions())  # one order a turn
    assert where(g, beacon) == (0, "hand")


ARRIVES = "[AUTO]:When this card is put into your Order Zone during your turn, draw a card."


@pytest.mark.rule("order.set", "ability.auto")
def test_when_this_card_is_put_into_the_order_zone_is_read() -> None:
    """order.set: the timing of a set order arriving in its order zone, heard there; "during
    your turn" is its condition; explained and written back."""
    (rec,) = compile(ARRIVES, era="standard")
    assert rec["timing"] == "put-into-order-zone" and rec["zones"] == ["order"]
    assert rec["condition"] == [{"your-turn": True}]
    assert compile(render_back(rec), era="standard") == [{**rec, "text": render_back(rec)}]
    said = explain(ARRIVES, era="standard")
    assert "when this card is put into the order zone" in said and "[ability.auto]" in said


def render_back(rec: dict[str, object]) -> str:
    return render([rec])


@pytest.mark.rule("order.set", "ability.auto")
def test_set_order_put_into_the_order_zone_hears_it_after_its_order_effect() -> None:
    """order.set, ability.auto: played, the set order's own effect is done first (Soul-Charge
    1), then it is put into the order zone, and its ability heard there draws a card."""
    card = Card.from_dict(
        {
            "id": "TEST-DAWNSIGIL",
            "name": "Dawnsigil Standard",
            "grade": 0,
            "power": 0,
            "type": "set-order",
            "nation": "Emberreach",
            "formats": ["standard"],
            "text": f"{SPELLINGS[2]}\nSoul-Charge 1.\n{ARRIVES}",
        }
    )
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, "Ashfall Tyrant")
    sigil = t.hand(0, card.name)[0]
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight")
    g = t.at_main()
    hand = len(g.state.players[0].hand)
    evs = act(g, "play-order", card=sigil)
    while g.state.decision is not None and g.state.decision.kind != "main":
        evs += g.apply(g.legal_actions()[0])
    kinds = [e.kind for e in evs]
    assert kinds.index("order-set") < kinds.index("ability-trigger")
    assert len(g.state.players[0].hand) == hand - 1 + 1  # the order left, a card was drawn
    assert where(g, sigil) == (0, "order")
