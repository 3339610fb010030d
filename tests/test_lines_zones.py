"""Zones, circles and card characteristics, line by line of the rules inventory.

Each test is marked with the inventory lines it checks (``covers``) for the format it plays.
Most run in both formats (``fmt``) because the line holds in both; the others name their
format. The positions are built with :mod:`builders`; filler decks hold no triggers.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from builders import Table, act, decision_of, last, power, where

from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, default_pool
from vgwidget.engine.decks import check_deck, teaching_decks
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game

FORMATS = ("standard", "classic")

# Vanilla units per format: Player 1's grade 3/2/1 and Player 2's grade 3/2/1.
UNITS = {
    "standard": {
        "g3": "Pyreheart Sovereign Dragon",  # 13000
        "g2": "Blazeguard Knight",  # 10000, shield 5000
        "g1": "Ember Lancer",  # 8000, shield 5000
        "foe3": "Deepcurrent Admiral Marisande",  # 13000
        "foe2": "Coralshield Captain",  # 10000, shield 5000
        "foe1": "Kelpwood Archer",  # 8000, shield 5000
    },
    "classic": {
        "g3": "Aurelio the Radiant Lanternlord",  # 11000
        "g2": "Dawnspear Knight",  # 10000, shield 5000
        "g1": "Brightshield Footman",  # 8000, shield 5000
        "foe3": "Vessaline the Tempest Corsair Queen",  # 11000
        "foe2": "Thunderhull Marauder",  # 10000, shield 5000
        "foe1": "Deckhand Brawler",  # 8000, shield 5000
    },
}


def seat(g: Game, viewer: int | None, p: int) -> dict[str, Any]:
    seats: list[dict[str, Any]] = g.view(viewer)["players"]
    return seats[p]


def names(cards: list[dict[str, Any]]) -> list[str]:
    return [c["name"] for c in cards]


# ------------------------------------------------------------------- characteristics


@pytest.mark.covers("CARD-007", formats=("classic",))
def test_classic_grade_limits_the_normal_ride_and_the_normal_call() -> None:
    t = Table("classic")
    t.vanguard(0, "Lanternguard Squire")  # grade 1
    g3, g2 = t.hand(0, "Aurelio the Radiant Lanternlord", "Dawnspear Knight")
    g = t.at_ride()
    with pytest.raises(IllegalAction) as err:
        act(g, "ride", card=g3)
    assert err.value.rule == "ride.grade"
    act(g, "ride", card=g2)
    with pytest.raises(IllegalAction) as err:
        act(g, "call", card=g3, circle="FL")
    assert err.value.rule == "main.call-grade"


@pytest.mark.covers("CARD-008", "CARD-009", formats=("classic",))
def test_classic_power_is_compared_and_a_guardians_shield_adds_to_it() -> None:
    t = Table("classic")
    t.vanguard(0, "Aurelio the Radiant Lanternlord")  # 11000
    foe = t.vanguard(1, "Vessaline the Tempest Corsair Queen")  # 11000
    (navigator,) = t.hand(1, "Skyhook Navigator")  # shield 10000
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert g.view(0)["battle"]["attacker_power"] == 11000
    act(g, "guard", card=navigator)
    assert power(g, foe) == 21000
    act(g, "end-guard")
    hit = last(g, "battle.hit-check").text
    assert "11,000 against “Vessaline the Tempest Corsair Queen” 21,000" in hit
    assert "does not hit" in hit and g.state.players[1].damage == ()


@pytest.mark.covers("CARD-010", formats=("classic",))
def test_classic_critical_is_the_number_of_damage_checks_a_hit_on_the_vanguard_gives() -> None:
    t = Table("classic")
    vg = t.vanguard(0, "Aurelio the Radiant Lanternlord")
    t.bonus(vg, 1, stat="critical")
    t.vanguard(1, "Deckhand Brawler")  # 8000
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert sum(e.kind == "damage-check" for e in g.events) == 2
    assert len(g.state.players[1].damage) == 2


@pytest.mark.covers("CARD-001", formats=("standard",))
def test_printed_values_stay_the_original_characteristics_under_a_modifier() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Pyreheart Sovereign Dragon")
    t.bonus(vg, 5000)
    t.bonus(vg, 1, stat="critical")
    g = t.at_main()
    card = seat(g, 1, 0)["circles"]["VC"]
    assert (card["grade"], card["power"], card["critical"]) == (3, 13000, 1)  # as printed
    assert (card["stats"]["power"], card["stats"]["critical"]) == (18000, 2)  # as modified
    assert card["name"] == "Pyreheart Sovereign Dragon" and card["nation"] == "Emberreach"


@pytest.mark.covers("CARD-011", formats=("classic",))
def test_classic_every_card_is_a_unit_and_trigger_units_bear_the_icon() -> None:
    classic = [c for c in default_pool() if "classic" in c.formats]
    assert classic and all(c.is_unit for c in classic)
    assert all((c.type == "trigger-unit") == (c.trigger is not None) for c in classic)
    deck = teaching_decks("classic")[0]
    main = list(deck.main)
    main[main.index("Lanternguard Squire")] = "Kindling Decree"  # an order card
    found = check_deck(dataclasses.replace(deck, main=type(deck.main)(main)), "classic")
    assert any(v.rule == "deck.card-types" for v in found)
    assert check_deck(deck, "classic") == []


@pytest.mark.covers("CARD-012", formats=("standard",))
def test_standard_game_cards_are_units_and_orders_and_the_crest_is_neither() -> None:
    standard = [c for c in default_pool() if "standard" in c.formats]
    kinds = {("unit" if c.is_unit else "order" if c.is_order else c.type) for c in standard}
    # (and the Protect pseudo-card a gift makes during a game: no deck holds it)
    assert kinds == {"unit", "order", "ride-deck-crest", "protect", "crest"}
    g = Game.new(seed=2, format="standard")
    (crest,) = g.state.players[0].crest
    card = g.state.card(crest)
    assert not card.is_unit and not card.is_order
    assert crest not in g.state.players[0].deck and crest not in g.state.players[0].hand


def _follower(fmt: str, key: str, value: str) -> Card:
    """A grade 1 unit of ``fmt`` with +4000 while the vanguard has clan/nation ``value``."""
    data: dict[str, Any] = {
        "id": f"T-CN-{fmt}",
        "name": "Banner Follower",
        "grade": 1,
        "power": 6000,
        "shield": 5000,
        "formats": [fmt],
        "abilities": [
            {
                "type": "CONT",
                "zones": ["RC"],
                "condition": [{key: value}],
                "effect": [{"do": "power", "amount": 4000, "target": "self", "until": "while"}],
            }
        ],
    }
    data["clan" if fmt == "classic" else "nation"] = value
    return Card.from_dict(data)


@pytest.mark.covers("CARD-003")
@pytest.mark.parametrize("fmt", FORMATS)
def test_an_ability_may_refer_to_the_vanguards_clan_or_nation(fmt: str) -> None:
    key, value, other = {
        "classic": ("vanguard-clan", "Lanternguard", "Gustborne Cabin Boy"),
        "standard": ("vanguard-nation", "Emberreach", "Shoalguard Cadet"),
    }[fmt]
    results = []
    for vanguard in (UNITS[fmt]["g3"], other):
        t = Table(fmt, pool=default_pool().with_cards([_follower(fmt, key, value)]))
        t.vanguard(0, vanguard)
        unit = t.rear(0, "FL", "Banner Follower")
        g = t.at_main()
        shown = g.view(1)["players"][0]["circles"]["VC"]
        results.append((shown["clan" if fmt == "classic" else "nation"], power(g, unit)))
    assert results[0] == (value, 10000)  # the vanguard belongs to it: +4000
    assert results[1][0] != value and results[1][1] == 6000


def _nation_forerunner() -> Card:
    """A Standard grade 0 of the Emberreach nation, printed with no clan, that calls itself
    from the soul when a unit of its clan rides it (the condition Classic's Forerunner uses)."""
    return Card.from_dict(
        {
            "id": "T-NF",
            "name": "Ashwick Vanguard Scout",
            "grade": 0,
            "power": 6000,
            "shield": 10000,
            "nation": "Emberreach",
            "formats": ["standard"],
            "abilities": [
                {
                    "type": "AUTO",
                    "zones": ["VC"],
                    "timing": "ridden",
                    "condition": [{"rider-same-clan": True}],
                    "effect": [
                        {"do": "superior-call", "source": "soul", "target": "self", "up_to": True}
                    ],
                }
            ],
        }
    )


@pytest.mark.covers("CARD-004", formats=("standard",))
@pytest.mark.parametrize(("rider", "same"), [("Ember Lancer", True), ("Kelpwood Archer", False)])
def test_a_nation_card_with_no_clan_shares_a_clan_with_every_card_of_its_nation(
    rider: str, same: bool
) -> None:
    t = Table("standard", pool=default_pool().with_cards([_nation_forerunner()]))
    scout = t.vanguard(0, "Ashwick Vanguard Scout")
    (r,) = t.hand(0, rider)  # Ember Lancer: Emberreach, Kelpwood Archer: Tidecourt
    g = t.at_ride()
    act(g, "ride", card=r)
    if same:
        assert decision_of(g).kind == "choose"  # the condition holds: it may call itself
        act(g, "choose", card=scout)
        act(g, "choose", circle="BL")
        assert where(g, scout) == (0, "BL")
    else:
        assert decision_of(g).kind == "main" and where(g, scout) == (0, "soul")


@pytest.mark.covers("CREST-003", formats=("standard",))
def test_a_standard_ride_deck_holds_exactly_one_ride_deck_crest_outside_the_main_deck() -> None:
    deck = teaching_decks("standard")[0]
    assert deck.ride_deck.count("Ride Deck Crest") == 1 and "Ride Deck Crest" not in deck.main
    assert check_deck(deck, "standard") == []
    without = dataclasses.replace(
        deck, ride_deck=tuple(n for n in deck.ride_deck if n != "Ride Deck Crest")
    )
    twice = dataclasses.replace(deck, ride_deck=(*deck.ride_deck, "Ride Deck Crest"))
    for bad in (without, twice):
        assert "deck.ride-deck-crest" in {v.rule for v in check_deck(bad, "standard")}


# ----------------------------------------------------------------------------- zones


@pytest.mark.covers("ZONE-001", "ZONE-013", "ZONE-020", "ZONE-023")
@pytest.mark.parametrize("fmt", FORMATS)
def test_public_zones_show_every_card_to_both_players(fmt: str) -> None:
    u = UNITS[fmt]
    t = Table(fmt)
    t.vanguard(0, u["g3"])
    t.soul(0, u["g1"])
    t.drop(0, u["g2"])
    t.damage(0, u["g1"], u["g2"], face_down=(1,))
    g = t.at_main()
    for viewer in (0, 1, None):
        mine = seat(g, viewer, 0)
        assert names(mine["soul"]) == [u["g1"]]
        assert names(mine["drop"]) == [u["g2"]] and not mine["drop"][0]["face_down"]
        assert names(mine["damage"]) == [u["g1"], u["g2"]]  # face down still seen by both
        assert [c["face_down"] for c in mine["damage"]] == [False, True]


@pytest.mark.covers("ZONE-003", "ZONE-005", "ZONE-011")
@pytest.mark.parametrize("fmt", FORMATS)
def test_hidden_zones_show_only_how_many_cards_they_hold(fmt: str) -> None:
    u = UNITS[fmt]
    t = Table(fmt)
    t.vanguard(0, u["g3"])
    hand = t.hand(0, u["g1"], u["g2"])
    t.deck(0, u["g1"], u["g2"], u["g3"])
    g = t.at_main()
    theirs = seat(g, 1, 0)
    assert theirs["hand"] == [{"hidden": True}] * 2 and theirs["deck_count"] == 3
    assert "deck" not in theirs
    own = seat(g, 0, 0)  # the owner sees the hand but not the deck
    assert names(own["hand"]) == [u["g1"], u["g2"]] and own["deck_count"] == 3
    assert "deck" not in own
    assert g.state.players[0].hand == tuple(hand)


@pytest.mark.covers("ZONE-004", formats=("standard",))
def test_only_the_owner_looks_at_the_hand_and_the_ride_deck() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinderling Squire")
    t.hand(0, "Ember Lancer")
    t.ride_deck(0, "Cinder Drake Warden")
    g = t.at_main()
    own, theirs = seat(g, 0, 0), seat(g, 1, 0)
    assert names(own["hand"]) == ["Ember Lancer"]
    assert names(own["ride_deck"]) == ["Cinder Drake Warden"]
    assert theirs["hand"] == [{"hidden": True}] and theirs["ride_deck"] == [{"hidden": True}]


@pytest.mark.covers("ZONE-013", "ZONE-014", "ZONE-027")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_retired_unit_goes_face_up_to_the_drop_and_a_damage_card_through_the_trigger_zone(
    fmt: str,
) -> None:
    u = UNITS[fmt]
    t = Table(fmt)
    t.vanguard(0, u["g3"])
    t.rear(0, "FL", u["g2"])
    t.vanguard(1, u["foe1"])  # 8000: every attack hits
    victim = t.rear(1, "FL", u["foe1"])
    (top,) = t.deck_top(1, u["foe2"])
    g = t.at_battle()
    act(g, "attack", circle="FL", target="FL")
    act(g, "end-guard")
    assert where(g, victim) == (1, "drop") and victim not in g.state.face_down
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    check = next(e for e in g.events if e.kind == "damage-check")
    assert g.snapshots[check.seq].players[1].trigger == (top,)  # revealed in the trigger zone
    assert names(seat(g, 0, 1)["trigger"]) == [] and where(g, top) == (1, "damage")
    ps = g.state.players[1]
    assert ps.drop == (victim,) and ps.damage == (top,) and ps.removal == ()


@pytest.mark.covers("ZONE-015", "ZONE-017", "ZONE-019")
@pytest.mark.parametrize("fmt", FORMATS)
def test_the_field_has_a_vanguard_circle_and_five_rear_guard_circles_in_two_rows(
    fmt: str,
) -> None:
    u = UNITS[fmt]
    t = Table(fmt)
    t.vanguard(0, u["g3"])
    hand = t.hand(0, *[u["g1"]] * 5)
    t.vanguard(1, u["foe3"])
    t.rear(1, "BL", u["foe2"])
    g = t.at_main()
    assert list(seat(g, 0, 0)["circles"]) == ["VC", "FL", "FR", "BL", "BC", "BR"]
    with pytest.raises(IllegalAction):
        act(g, "call", card=hand[0], circle="VC")
    for card, circle in zip(hand, ("FL", "FR", "BL", "BC", "BR"), strict=True):
        act(g, "call", card=card, circle=circle)
    ps = g.state.players[0]
    assert len(ps.units()) == 6 and ps.vanguard is not None
    act(g, "end-main")
    # the front row (VC, FL, FR) attacks, and only the opponent's front row is attacked
    pairs = {(a.circle, a.target) for a in g.legal_actions() if a.kind == "attack"}
    assert pairs == {(c, "VC") for c in ("VC", "FL", "FR")}


@pytest.mark.covers("ZONE-028")
@pytest.mark.parametrize("fmt", FORMATS)
def test_the_guardian_circle_holds_several_rested_guardians_in_public(fmt: str) -> None:
    u = UNITS[fmt]
    t = Table(fmt)
    t.vanguard(0, u["g3"])
    t.vanguard(1, u["foe3"])
    guards = t.hand(1, u["foe1"], u["foe1"])
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    for c in guards:
        act(g, "guard", card=c)
    shown = seat(g, 0, 1)["guardians"]  # the attacker sees them
    assert names(shown) == [u["foe1"]] * 2 and all(c["rested"] for c in shown)
    act(g, "end-guard")
    assert g.state.players[1].guardians == ()


@pytest.mark.covers("ZONE-012")
@pytest.mark.parametrize("fmt", FORMATS)
def test_a_hand_of_twenty_cards_is_kept_through_the_end_phase(fmt: str) -> None:
    t = Table(fmt)
    hand = t.hand(0, *[UNITS[fmt]["g1"]] * 20)
    g = t.at_end()
    assert g.state.turn == 4
    assert set(hand) <= set(g.state.players[0].hand) and g.state.players[0].drop == ()


@pytest.mark.covers("ZONE-020", "ZONE-021", formats=("classic",))
def test_classic_the_vanguard_is_not_in_the_soul_and_a_lone_vanguard_has_an_empty_soul() -> None:
    t = Table("classic")
    old = t.vanguard(0, "Lanternguard Squire")
    (knight,) = t.hand(0, "Dawnspear Knight")
    g = t.at_ride()
    assert not g.state.players[0].soul and seat(g, 1, 0)["soul"] == []
    act(g, "ride", card=knight)
    assert g.state.players[0].soul == (old,) and g.state.players[0].vanguard == knight
    assert names(seat(g, 1, 0)["soul"]) == ["Lanternguard Squire"]


@pytest.mark.covers("ZONE-042", formats=("standard",))
def test_a_card_that_changes_zone_is_a_new_card_but_a_move_between_circles_is_not() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyreheart Sovereign Dragon")
    t.soul(0, "Ember Lancer")
    st = t.rear(0, "FL", "Cinderfall Striker")  # ACT: +5000 until end of turn
    g = t.at_main()
    act(g, "act", card=st, number=0)
    assert power(g, st) == 15000
    act(g, "move", circle="FL", target="BL")  # circle to circle: still the same card
    assert power(g, st) == 15000
    g.apply(Action("manual", 0, card=st, target="move:drop"))
    g.apply(Action("manual", 0, card=st, target="move:FL"))
    assert where(g, st) == (0, "FL") and power(g, st) == 10000  # a new card: bonus gone
