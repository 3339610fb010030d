"""Durations, searches and when conditions are checked, as the official rules word them
(issue 26 items 1-3; CR 4.55 §11.3.1.2.1, §7.11.2, §11.8.4.1.4, §14.2.3.2.1). Every card here
is invented; each test names the catalogue rule it checks."""

from __future__ import annotations

import pytest
from builders import (
    Table,
    act,
    decision_of,
    make_card,
    offered,
    pool_with,
    power,
    rules,
    texts,
    where,
)

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction

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
    assert not [m for m in g.state.mods if m.target == duelist]
    act(g, "end-main")
    act(g, "attack", circle="FL", target="VC")
    assert power(g, duelist) == 8000  # nothing was waiting for this battle


# ------------------------------------------------------------- searching a hidden zone

SEEKER = make_card(
    "Cinderpath Seeker",
    "standard",
    [
        {
            "type": "ACT",
            "zones": ["RC"],
            "once_per_turn": True,
            "effect": [{"do": "search", "source": "deck", "name": "Kindling Aide", "n": 1}],
            "text": '[ACT](RC) 1/Turn: Search your deck for a card named "Kindling Aide", '
            "reveal it and put it into your hand, and shuffle your deck.",
        }
    ],
    grade=1,
    power=8000,
)


@pytest.mark.rule("text.search")
def test_search_of_a_hidden_zone_may_find_nothing_and_still_shuffles() -> None:
    """CR 4.55 §7.11.2, §11.8.4.1.4: searching the deck (a hidden zone) for a card with given
    properties, the player may choose to find nothing even though a match is there; the deck
    is shuffled afterwards all the same."""
    t = Table("standard", pool=pool_with(SEEKER))
    t.vanguard(0, "Ashfall Tyrant")
    seeker = t.rear(0, "FL", "Cinderpath Seeker")
    aide = t.deck_top(0, "Emberkit Warden", "Kindling Aide")[1]
    g = t.at_main()
    act(g, "act", card=seeker, number=0)
    assert decision_of(g).kind == "choose"
    assert aide in offered(decision_of(g))
    assert None in [a.card for a in g.legal_actions()]  # "find nothing" is offered
    ev = act(g, "choose")
    assert where(g, aide) == (0, "deck")
    assert "text.search" in rules(ev)
    assert "shuffles the deck after searching it" in texts(ev)
    assert decision_of(g).kind == "main"


@pytest.mark.rule("text.search")
def test_search_of_a_public_zone_must_find_an_existing_match() -> None:
    """CR 4.55 §7.11.2: a search of a public zone (here the drop zone) must find a card that
    is there, so "find nothing" is not offered."""
    drop_seeker = make_card(
        "Ashline Gleaner",
        "standard",
        [
            {
                "type": "ACT",
                "zones": ["RC"],
                "once_per_turn": True,
                "effect": [{"do": "search", "source": "drop", "name": "Kindling Aide", "n": 1}],
                "text": '[ACT](RC) 1/Turn: Put a card named "Kindling Aide" from your drop '
                "zone into your hand.",
            }
        ],
        grade=1,
        power=8000,
    )
    t = Table("standard", pool=pool_with(drop_seeker))
    t.vanguard(0, "Ashfall Tyrant")
    gleaner = t.rear(0, "FL", "Ashline Gleaner")
    aide, other = t.drop(0, "Kindling Aide", "Kindling Aide")
    g = t.at_main()
    act(g, "act", card=gleaner, number=0)
    assert decision_of(g).kind == "choose"
    assert None not in [a.card for a in g.legal_actions()]
    with pytest.raises(IllegalAction):
        g.apply(Action("choose", 0))


# ------------------------------------------------------- when a condition is checked

LB_STRIKER = make_card(
    "Embervault Marshal",
    "classic",
    [
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "attacks",
            "keyword": "limit-break",
            "condition": [{"limit-break": 4}],
            "effect": [{"do": "power", "amount": 10000, "target": "self", "until": "battle"}],
            "text": "[AUTO](VC) Limit Break 4: When this unit attacks, this unit gets "
            "[Power]+10000 until end of that battle.",
        }
    ],
    power=11000,
)
MENDER = make_card(
    "Lanternmend Acolyte",
    "classic",
    [
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "attacks",
            "on": "your-vanguard",
            "effect": [{"do": "heal", "n": 1}],
            "text": "[AUTO](RC): When your vanguard attacks, choose one of your damage and "
            "heal it.",
        }
    ],
    grade=1,
    power=7000,
)
IF_DRAWER = make_card(
    "Lanternwise Scribe",
    "classic",
    [
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "attacks",
            "on": "your-vanguard",
            "effect": [
                {"do": "heal", "n": 1},
                {"do": "draw", "if": [{"damage-at-least": 4}]},
            ],
            "text": "[AUTO](RC): When your vanguard attacks, heal one of your damage, and if "
            "you have 4 or more damage, draw a card.",
        }
    ],
    grade=1,
    power=7000,
)


def _resolve_first(g, card: int) -> None:  # type: ignore[no-untyped-def]
    """The attacking player resolves ``card``'s waiting ability before the others."""
    assert decision_of(g).kind == "order"
    cards = [a.card for a in g.legal_actions()]
    act(g, "resolve", card=card, number=cards.index(card))


@pytest.mark.rule("ability.active-condition", "keyword.limit-break")
def test_active_condition_is_checked_when_the_ability_triggers_not_again() -> None:
    """CR 4.55 §14.2.3.2.1: a Limit Break 4 AUTO triggers at 4 damage; another ability heals
    one damage before it resolves; having triggered while active, it still resolves."""
    t = Table("classic", pool=pool_with(LB_STRIKER, MENDER))
    vg = t.vanguard(0, "Embervault Marshal")
    mender = t.rear(0, "FL", "Lanternmend Acolyte")
    t.damage_count(0, 4)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    _resolve_first(g, mender)
    while decision_of(g).kind == "choose" and decision_of(g).player == 0:
        act(g, "choose", card=offered(decision_of(g))[0])  # the damage card to heal
    assert len(g.state.players[0].damage) == 3
    assert power(g, vg) == 21000  # the Limit Break ability resolved all the same
    assert "no longer has its condition met" not in texts(g.events)


@pytest.mark.rule("ability.if")
def test_plain_if_inside_an_effect_is_checked_when_that_part_is_done() -> None:
    """CR 4.55 §14.2.3.2.1: a plain "if" inside the effect is checked when that part is
    carried out: after the heal earlier in the same effect, 3 damage is not 4, so no draw."""
    t = Table("classic", pool=pool_with(IF_DRAWER))
    t.vanguard(0, "Lanternlord Ascendant")
    scribe = t.rear(0, "FL", "Lanternwise Scribe")
    t.damage_count(0, 4)
    g = t.at_battle()
    hand = len(g.state.players[0].hand)
    act(g, "attack", circle="VC", target="VC")
    if decision_of(g).kind == "order":
        _resolve_first(g, scribe)
    while decision_of(g).kind == "choose" and decision_of(g).player == 0:
        act(g, "choose", card=offered(decision_of(g))[0])
    assert len(g.state.players[0].damage) == 3
    assert len(g.state.players[0].hand) == hand  # the "if" failed when the draw came
    assert "ability.if" in rules(g.events)


GB_HERALD = make_card(
    "Lanternwake Herald",
    "premium",
    [
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "attacks",
            "on": "your-vanguard",
            "condition": [{"generation-break": 1}],
            "effect": [
                {"do": "power", "amount": 5000, "target": "your-vanguard", "until": "battle"}
            ],
            "text": "[AUTO](RC) Generation Break 1: When your vanguard attacks, your vanguard "
            "gets [Power]+5000 until end of that battle.",
        }
    ],
    grade=1,
    power=7000,
)
GB_DRAWER = make_card(
    "Lanternwake Courier",
    "premium",
    [
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "attacks",
            "on": "your-vanguard",
            "effect": [{"do": "draw"}],
            "text": "[AUTO](RC): When your vanguard attacks, draw a card.",
        }
    ],
    grade=1,
    power=7000,
)


@pytest.mark.rule("ability.active-condition", "keyword.generation-break")
def test_generation_break_is_checked_when_the_ability_triggers_not_again() -> None:
    """CR 1.48 words Generation Break as CR 4.55 §14.2.3.2.1 words Limit Break: a Generation
    Break 1 AUTO triggers with one face-up G unit in the G zone; before it resolves that G unit
    leaves the G zone (here by the judge's hand), so Generation Break 1 no longer holds; having
    triggered while active, the ability still resolves."""
    from test_premium_stride import G1, VG1, VG2, gzone, start

    t = Table("premium", pool=pool_with(GB_HERALD, GB_DRAWER))
    vg = t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    herald = t.rear(0, "FL", "Lanternwake Herald")
    t.rear(0, "FR", "Lanternwake Courier")
    (up,) = gzone(t, 0, G1)
    g = start(t, phase="battle", face_up=(up,))
    from vgwidget.engine.procedures.stride import generation_break

    assert generation_break(g.state, 0) == 1
    act(g, "attack", circle="VC", target="VC")
    assert decision_of(g).kind == "order"  # both wait: the Generation Break one has triggered
    g.apply(Action("manual", 0, card=up, target="move:removal"))
    assert generation_break(g.state, 0) == 0
    _resolve_first(g, herald)
    assert vg is not None and power(g, vg) == 11000 + 5000
    assert "no longer has its condition met" not in texts(g.events)
