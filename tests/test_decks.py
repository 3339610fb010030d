"""Deck lists and deck construction: the teaching pool, the teaching decks, parsing and checking.

Each test is named for the deck-construction rule (catalogue ID ``deck.*``) or
the parsing behaviour it checks; minimal broken decks are made from the
teaching decks by swapping a few cards.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import FrozenInstanceError, replace
from pathlib import Path
from typing import Any

import pytest

from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.decks import (
    Deck,
    Violation,
    check_deck,
    first_vanguard_of,
    format_violations,
    load_deck,
    parse_deck,
    teaching_decks,
)
from vgwidget.engine.errors import DeckError
from vgwidget.engine.formats import CLASSIC, PREMIUM, STANDARD, Format

POOL = default_pool()


def _card(n: int, name: str, **kw: Any) -> Card:
    return Card.from_dict({"id": f"TEST-{n:03d}", "name": name, **kw})


def _ember(n: int, name: str, **kw: Any) -> Card:
    """A Standard Emberreach test card (a grade 0 trigger-sized unit unless told otherwise)."""
    fields: dict[str, Any] = {"grade": 0, "power": 5000, "shield": 15000}
    fields |= {"nation": "Emberreach", "formats": ["standard"], **kw}
    return _card(n, name, **fields)


BOTH = ["standard", "classic"]

# Cards that exist only in these tests, to isolate one rule at a time.
TEST_POOL: CardPool = POOL.with_cards(
    [
        _ember(1, "Test Ember Heal", trigger="heal"),
        _ember(2, "Test Ember Over", trigger="over", shield=50000),
        _ember(3, "Test Ember Sentinel", grade=1, shield=0, sentinel=True),
        _ember(4, "Test Ember Stand", trigger="stand", formats=BOTH),
        _ember(
            5, "Test Lantern Front", trigger="front", nation=None, clan="Lanternguard", formats=BOTH
        ),
        _ember(
            6,
            "Test Lantern Order",
            grade=1,
            power=0,
            shield=None,
            type="normal-order",
            nation=None,
            clan="Lanternguard",
            formats=BOTH,
        ),
        _ember(
            7, "Test Ember G Unit", grade=4, power=15000, shield=None, type="g-unit", formats=BOTH
        ),
        _ember(8, "Test Ember Classic Only", grade=1, power=8000, shield=5000, formats=["classic"]),
        _ember(9, "Test Nationless Unit", grade=1, power=8000, shield=5000, nation=None),
        _ember(10, "Xeno Test Unit", grade=1, power=8000, shield=5000),
        _ember(11, "Test Ember Regalis A", grade=1, power=8000, shield=5000, regalis_piece=True),
        _ember(12, "Test Ember Regalis B", grade=1, power=8000, shield=5000, regalis_piece=True),
    ]
    + [
        _ember(20 + i, f"Test Ember {kind.title()} {k}", trigger=kind)
        for i, (kind, k) in enumerate(
            (kind, k) for kind in ("critical", "draw", "front") for k in "ABC"
        )
    ]
)


def std1() -> Deck:
    return teaching_decks("standard")[0]


def cls1(fmt: str = "classic") -> Deck:
    """The Lanternguard teaching deck: Classic's, or Premium's (the same 50 and a G deck)."""
    return teaching_decks(fmt)[0]


LANTERN_FORMATS = ("classic", "premium")
"""The formats that play the Lanternguard teaching deck (Premium's adds a G deck of 8)."""


def swap(deck: Deck, section: str, old: str, new: str, n: int = 1) -> Deck:
    """``deck`` with ``n`` copies of ``old`` in ``section`` replaced by ``new``."""
    names = list(getattr(deck, section))
    for _ in range(n):
        names[names.index(old)] = new
    changes: dict[str, Any] = {section: tuple(names)}
    return replace(deck, **changes)


def rules(violations: list[Violation]) -> list[str]:
    return [v.rule for v in violations]


def grade_curve(deck: Deck, names: tuple[str, ...]) -> dict[int, int]:
    return dict(sorted(Counter(POOL[n].grade for n in names).items()))


def trigger_counts(names: tuple[str, ...]) -> dict[str, int]:
    return dict(Counter(t for n in names if (t := POOL[n].trigger) is not None))


# ------------------------------------------------------------------ the card pool


@pytest.mark.rule("card.clan-nation")
def test_card_pool_loads_through_default_pool() -> None:
    ids = [c.id for c in POOL]
    assert len(ids) == len(set(ids)) == len(POOL)
    assert all(i.startswith(("STD-", "CLS-", "ABL-", "PRM-")) for i in ids)
    assert {c.nation for c in POOL if "standard" in c.formats} == {"Emberreach", "Tidecourt", None}
    assert {c.clan for c in POOL if "classic" in c.formats} == {
        "Lanternguard",
        "Stormrider Corsairs",
        "Thornveil Covenant",
    }


@pytest.mark.rule("card.characteristics")
def test_card_pool_standard_cards_follow_conventions() -> None:
    for c in POOL:
        if c.formats != ("standard",):
            continue
        if c.type == "ride-deck-crest":
            assert (c.grade, c.power, c.shield, c.nation) == (0, 0, None, None)
            continue
        if c.pseudo_zones:  # a pseudo-card (Protect, a crest, a ticket): no nation, no power
            assert (c.grade, c.power, c.nation) == (0, 0, None), c.name
            continue
        assert c.nation is not None and c.clan is None, c.name
        if c.is_order:
            assert c.grade <= 2 and c.shield is None and c.text, c.name
            assert [a.kind for a in c.abilities].count("ORDER") == 1, c.name
        elif c.sentinel:
            assert c.grade == 1 and c.shield == 0 and c.text, c.name
            assert [a.keyword for a in c.abilities] == ["sentinel"], c.name
        elif c.trigger is not None:
            want = 50000 if c.trigger == "over" else 15000
            assert (c.grade, c.power, c.shield) == (0, 5000, want), c.name
        elif c.grade == 3:
            assert (c.power, c.shield, c.drive) == (13000, None, 2), c.name
        elif c.name != "Slagborn Colossus":  # the grade 1 with no shield
            assert (c.power, c.shield) == {0: (5000, 10000), 1: (8000, 5000), 2: (10000, 5000)}[
                c.grade
            ], c.name


@pytest.mark.rule("card.characteristics")
def test_card_pool_classic_cards_follow_conventions() -> None:
    for c in POOL:
        if c.formats != ("classic",):
            continue
        assert c.clan is not None and c.nation is None and c.is_unit, c.name
        assert c.trigger in (None, "critical", "draw", "heal", "stand"), c.name
        lo, hi = {0: (4000, 6000), 1: (6000, 8000), 2: (8000, 10000), 3: (10000, 11000)}[c.grade]
        restrained = any(a.keyword == "restraint" for a in c.abilities)
        if c.name != "Hollowroot Golem" and not restrained:  # bigger bodies pay for it
            assert lo <= c.power <= hi, c.name
        if c.grade == 0:
            assert c.shield == 10000, c.name
        elif c.grade == 3:
            assert c.shield is None, c.name


def test_card_pool_has_cards_for_deck_check_tests() -> None:
    standard = [c for c in POOL if "standard" in c.formats]
    classic = [c for c in POOL if "classic" in c.formats]
    assert len([c for c in standard if c.sentinel]) >= 2
    assert len([c for c in classic if c.sentinel]) >= 2
    assert {c.type for c in standard if c.is_order} == {
        "normal-order",
        "set-order",
        "blitz-order",
        "ticket",  # an order pseudo-card an effect makes
    }
    assert any(c.persona_ride for c in standard)
    assert not any(c.is_order for c in classic)
    assert any(c.shield is None and c.grade < 3 and c.is_unit for c in standard)
    assert any(c.shield is None and c.grade < 3 and c.is_unit for c in classic)
    assert {c.trigger for c in standard} - {None} == STANDARD.trigger_types
    assert {c.trigger for c in classic} - {None} == CLASSIC.trigger_types


def test_card_pool_unit_text_matches_abilities() -> None:
    """Vanilla units carry no text; a unit with abilities prints exactly their texts."""
    for c in POOL:
        if c.is_unit and not c.sentinel:
            text = c.text
            if c.overdress:  # the overDress keyword is printed first (its dress source)
                head, _, text = text.partition("). ")
                assert head.startswith("overDress (") and all(n in head for n in c.overdress)
            assert text == " ".join(a.text for a in c.abilities), c.name


# ------------------------------------------------------------------ teaching decks


@pytest.mark.rule("deck.size")
@pytest.mark.parametrize(
    "fmt", [STANDARD, CLASSIC, PREMIUM], ids=["standard", "classic", "premium"]
)
def test_teaching_decks_are_legal_in_their_format(fmt: Format) -> None:
    decks = teaching_decks(fmt.name)
    assert len(decks) == 2
    for deck in decks:
        assert deck.format == fmt.name
        assert check_deck(deck, fmt) == [], format_violations(check_deck(deck, fmt))


def test_teaching_decks_accept_a_format_object() -> None:
    assert teaching_decks(STANDARD) == teaching_decks("standard")


@pytest.mark.rule("deck.ride-deck")
def test_standard_teaching_decks_are_illegal_in_classic_for_the_right_reasons() -> None:
    ember, tide = teaching_decks("standard")
    # Ride deck (DECK-024), no first vanguard among the 50 (DECK-002), cards not legal in
    # Classic (DECK-022), and front/over triggers that Classic does not use.
    assert set(rules(check_deck(ember, "classic"))) == {
        "deck.ride-deck",
        "deck.first-vanguard",
        "deck.format-legal",
        "deck.trigger-caps",
    }
    assert set(rules(check_deck(tide, "classic"))) == {
        "deck.ride-deck",
        "deck.first-vanguard",
        "deck.format-legal",
        "deck.trigger-caps",
    }


@pytest.mark.rule("deck.first-vanguard")
def test_classic_teaching_decks_are_illegal_in_standard_for_the_right_reasons() -> None:
    lantern, corsairs = teaching_decks("classic")
    common = {"deck.size", "deck.ride-deck", "deck.first-vanguard", "deck.format-legal"}
    # The 49 main-deck cards are short of 50 once the first vanguard no longer counts,
    # there is no ride deck, [first vanguard] is not used, and the cards are Classic-only;
    # Lanternguard also brings stand triggers, which Standard does not have.
    assert set(rules(check_deck(lantern, "standard"))) == common | {"deck.trigger-caps"}
    assert set(rules(check_deck(corsairs, "standard"))) == common


@pytest.mark.rule("trigger.check")
def test_every_trigger_type_appears_in_each_formats_teaching_decks() -> None:
    for fmt in (STANDARD, CLASSIC):
        seen = {POOL[n].trigger for d in teaching_decks(fmt.name) for n in d.main}
        assert seen - {None} == fmt.trigger_types, fmt.name


def test_standard_teaching_deck_composition() -> None:
    ember, tide = teaching_decks("standard")
    assert trigger_counts(ember.main) == {
        "critical": 4,
        "draw": 4,
        "front": 3,
        "heal": 4,
        "over": 1,
    }
    assert trigger_counts(tide.main) == {"critical": 8, "draw": 3, "heal": 4, "over": 1}
    for deck, nation in ((ember, "Emberreach"), (tide, "Tidecourt")):
        assert len(deck.main) == 50 and deck.first_vanguard is None and deck.g_deck == ()
        assert grade_curve(deck, deck.main) == {0: 16, 1: 15, 2: 11, 3: 8}
        assert [POOL[n].grade for n in deck.ride_deck] == [0, 1, 2, 3, 0]
        assert POOL[deck.ride_deck[-1]].type == "ride-deck-crest"
        assert {POOL[n].nation for n in deck.all_names()} == {nation, None}
        assert not any(POOL[n].sentinel or POOL[n].is_order for n in deck.all_names())


def test_classic_teaching_deck_composition() -> None:
    lantern, corsairs = teaching_decks("classic")
    assert trigger_counts(lantern.main) == {"critical": 4, "draw": 4, "heal": 4, "stand": 4}
    assert trigger_counts(corsairs.main) == {"critical": 8, "draw": 4, "heal": 4}
    for deck, clan in ((lantern, "Lanternguard"), (corsairs, "Stormrider Corsairs")):
        assert deck.first_vanguard is not None and len(deck.main) == 49
        fv = POOL[deck.first_vanguard]
        assert (fv.grade, fv.type) == (0, "normal-unit")
        assert grade_curve(deck, (*deck.main, deck.first_vanguard)) == {0: 17, 1: 14, 2: 11, 3: 8}
        assert deck.ride_deck == () and deck.g_deck == ()
        assert {POOL[n].clan for n in deck.all_names()} == {clan}
        assert not any(POOL[n].sentinel for n in deck.all_names())


# ------------------------------------------------------------------ deck.size


@pytest.mark.rule("deck.size")
@pytest.mark.covers("DECK-001", formats=("standard",))
def test_deck_size_exactly_50() -> None:
    short = replace(std1(), main=std1().main[:-1])
    long = replace(std1(), main=(*std1().main, "Ember Lancer"))
    assert rules(check_deck(short, "standard")) == ["deck.size", "deck.triggers"]
    v = check_deck(short, "standard")[0]
    assert (v.inventory, v.line) == ("DECK-001", None)
    assert "49" in v.message
    long = swap(long, "main", "Ember Lancer", "Kindlescale Page")  # keep copies at 4
    assert "51" in check_deck(long, "standard")[0].message


@pytest.mark.rule("deck.size")
@pytest.mark.covers("DECK-004", formats=("standard",))
def test_deck_size_ride_deck_kept_apart_in_standard() -> None:
    deck = std1()
    assert len(deck.main) == 50 and len(deck.ride_deck) == 5
    assert check_deck(deck, "standard") == []


@pytest.mark.rule("deck.size")
@pytest.mark.covers("DECK-001", "DECK-002")
@pytest.mark.parametrize("fmt", LANTERN_FORMATS)
def test_deck_size_counts_the_classic_first_vanguard(fmt: str) -> None:
    deck = cls1(fmt)
    no_fv = replace(deck, first_vanguard=None)
    assert rules(check_deck(no_fv, fmt)) == ["deck.size", "deck.first-vanguard"]
    in_main = replace(no_fv, main=(*deck.main, "Lampwick Sprite"))
    assert rules(check_deck(in_main, fmt)) == ["deck.first-vanguard"]


# ------------------------------------------------------------------ deck.copies


@pytest.mark.rule("deck.copies")
@pytest.mark.covers("DECK-005")
@pytest.mark.parametrize("fmt", LANTERN_FORMATS)
def test_copies_at_most_4_per_name(fmt: str) -> None:
    deck = swap(cls1(fmt), "main", "Gleamhelm Scout", "Lanternguard Squire")
    (v,) = check_deck(deck, fmt)
    assert (v.rule, v.inventory) == ("deck.copies", "DECK-005")
    assert v.line == deck.lines["Lanternguard Squire"]  # the line of its first mention
    assert '5 copies of "Lanternguard Squire"' in v.message


@pytest.mark.rule("deck.copies")
@pytest.mark.covers("DECK-005", formats=("standard",))
def test_copies_reported_on_the_line_of_the_first_mention() -> None:
    text = (
        std1()
        .to_text()
        .replace("4 x Ember Lancer", "5 x Ember Lancer")
        .replace("4 x Flarewing Skirmisher", "3 x Flarewing Skirmisher")
    )
    deck = parse_deck(text)
    (v,) = check_deck(deck, "standard")
    assert v.rule == "deck.copies"
    assert v.line == text.splitlines().index("5 x Ember Lancer") + 1


@pytest.mark.rule("deck.copies")
@pytest.mark.covers("DECK-007", formats=("standard",))
def test_copies_counted_with_ride_deck_in_standard() -> None:
    deck = swap(std1(), "main", "Ember Lancer", "Cinderling Squire")
    assert Counter(deck.main)["Cinderling Squire"] == 4
    (v,) = check_deck(deck, "standard")
    assert (v.rule, v.inventory) == ("deck.copies", "DECK-007")
    assert "5 copies" in v.message and "ride deck" in v.message


@pytest.mark.rule("deck.copies")
@pytest.mark.covers("DECK-002", "DECK-005")
@pytest.mark.parametrize("fmt", LANTERN_FORMATS)
def test_copies_count_the_classic_first_vanguard(fmt: str) -> None:
    deck = swap(cls1(fmt), "main", "Gleamhelm Scout", "Lampwick Sprite", 3)
    deck = swap(deck, "main", "Halo Shieldbearer", "Lampwick Sprite", 1)
    (v,) = check_deck(deck, fmt)
    assert v.rule == "deck.copies" and "5 copies" in v.message


# ------------------------------------------------------------------ triggers


@pytest.mark.rule("deck.triggers")
@pytest.mark.covers("DECK-009", formats=("standard",))
def test_triggers_exactly_16() -> None:
    fifteen = swap(std1(), "main", "Sparkflit Sprite", "Cinderling Scout")
    seventeen = swap(std1(), "main", "Ember Lancer", "Emberfang Pup")
    for deck, n in ((fifteen, 15), (seventeen, 17)):
        (v,) = check_deck(deck, "standard")
        assert (v.rule, v.inventory) == ("deck.triggers", "DECK-009")
        assert f"{n} trigger units" in v.message


@pytest.mark.rule("deck.triggers")
@pytest.mark.covers("DECK-009")
@pytest.mark.parametrize("fmt", LANTERN_FORMATS)
def test_triggers_count_a_classic_first_vanguard_trigger(fmt: str) -> None:
    deck = replace(cls1(fmt), first_vanguard="Glintblade Page")
    deck = swap(deck, "main", "Glintblade Page", "Lampwick Sprite")
    assert check_deck(deck, fmt) == []
    # 15 or 17 trigger units among the 50 (the G deck's units count for nothing)
    fifteen = swap(cls1(fmt), "main", "Glintblade Page", "Gleamhelm Scout")
    seventeen = swap(cls1(fmt), "main", "Gleamhelm Scout", "Glintblade Page")
    assert rules(check_deck(fifteen, fmt)) == ["deck.triggers"]
    assert "deck.triggers" in rules(check_deck(seventeen, fmt))


@pytest.mark.rule("deck.heal-cap")
@pytest.mark.covers("DECK-011", formats=("standard",))
def test_heal_cap_4() -> None:
    deck = swap(std1(), "main", "Sparkflit Sprite", "Test Ember Heal")
    (v,) = check_deck(deck, "standard", TEST_POOL)
    assert (v.rule, v.inventory) == ("deck.heal-cap", "DECK-011")
    assert "5 heal triggers" in v.message


@pytest.mark.rule("deck.heal-cap")
@pytest.mark.covers("DECK-011")
@pytest.mark.parametrize("fmt", LANTERN_FORMATS)
def test_heal_cap_4_in_classic(fmt: str) -> None:
    deck = swap(cls1(fmt), "main", "Glintblade Page", "Dewdrop Herbalist")
    assert rules(check_deck(deck, fmt)) == ["deck.heal-cap"]


@pytest.mark.rule("deck.over-cap")
@pytest.mark.covers("DECK-012", formats=("standard",))
def test_over_cap_1() -> None:
    deck = swap(std1(), "main", "Sparkflit Sprite", "Test Ember Over")
    (v,) = check_deck(deck, "standard", TEST_POOL)
    assert (v.rule, v.inventory) == ("deck.over-cap", "DECK-012")


@pytest.mark.parametrize(
    ("kind", "inventory"),
    [
        pytest.param(k, i, marks=pytest.mark.covers(i, formats=("standard",)), id=f"{k}-{i}")
        for k, i in (("critical", "DECK-015"), ("draw", "DECK-013"), ("front", "DECK-014"))
    ],
)
@pytest.mark.rule("deck.trigger-caps")
def test_trigger_caps_critical_draw_front_at_most_8(kind: str, inventory: str) -> None:
    triggers = [f"Test Ember {kind.title()} {k}" for k in "ABC" for _ in range(3)]  # 9
    filler = "Hearthfox Courier" if kind == "critical" else "Emberfang Pup"
    triggers += ["Warmglow Mender"] * 4 + ["Dawnforge Phoenix"] + [filler] * 2
    main = tuple(n for n in std1().main if POOL[n].trigger is None) + tuple(triggers)
    deck = replace(std1(), main=main)
    assert len(deck.main) == 50
    (v,) = check_deck(deck, "standard", TEST_POOL)
    assert (v.rule, v.inventory) == ("deck.trigger-caps", inventory)
    assert f"9 {kind} triggers" in v.message
    eight = swap(deck, "main", triggers[0], filler)
    assert check_deck(eight, "standard", TEST_POOL) == []


@pytest.mark.rule("deck.trigger-caps")
def test_trigger_caps_classic_has_no_cap_but_heal() -> None:
    corsairs = teaching_decks("classic")[1]
    assert trigger_counts(corsairs.main)["critical"] == 8
    deck = swap(corsairs, "main", "Spyglass Lookout", "Thornprick Imp", 4)  # critical 12
    assert check_deck(deck, "classic") == []


@pytest.mark.rule("deck.trigger-caps")
def test_trigger_type_the_format_does_not_have() -> None:
    stand_in_standard = swap(std1(), "main", "Sparkflit Sprite", "Test Ember Stand")
    (v,) = check_deck(stand_in_standard, "standard", TEST_POOL)
    assert v.rule == "deck.trigger-caps" and "stand trigger icon" in v.message
    front_in_classic = swap(cls1(), "main", "Glintblade Page", "Test Lantern Front")
    (v,) = check_deck(front_in_classic, "classic", TEST_POOL)
    assert v.rule == "deck.trigger-caps" and "front trigger icon" in v.message


# ------------------------------------------------------------------ deck.sentinel


@pytest.mark.rule("deck.sentinel")
@pytest.mark.covers("DECK-017", "DECK-019", formats=("standard",))
def test_sentinel_at_most_4() -> None:
    four = swap(std1(), "main", "Ember Lancer", "Cinderwall Guardian", 4)
    assert check_deck(four, "standard") == []
    five = swap(four, "main", "Flarewing Skirmisher", "Test Ember Sentinel")
    (v,) = check_deck(five, "standard", TEST_POOL)
    assert (v.rule, v.inventory) == ("deck.sentinel", "DECK-017")
    assert "5 Sentinel cards" in v.message


@pytest.mark.rule("deck.sentinel")
@pytest.mark.covers("DECK-017")
@pytest.mark.parametrize("fmt", LANTERN_FORMATS)
def test_sentinel_at_most_4_in_classic(fmt: str) -> None:
    deck = swap(cls1(fmt), "main", "Lanternguard Squire", "Aegis Lantern Warden", 4)
    deck = swap(deck, "main", "Gleamhelm Scout", "Briarwall Dryad")
    assert rules(check_deck(deck, fmt)) == ["deck.sentinel"]


@pytest.mark.rule("deck.regalis-piece")
@pytest.mark.covers("DECK-016", formats=("standard",))
def test_regalis_piece_at_most_1_in_standard() -> None:
    one = swap(std1(), "main", "Ember Lancer", "Test Ember Regalis A")
    assert check_deck(one, "standard", TEST_POOL) == []
    two = swap(one, "main", "Ember Lancer", "Test Ember Regalis B")
    (v,) = check_deck(two, "standard", TEST_POOL)
    assert (v.rule, v.inventory) == ("deck.regalis-piece", "DECK-016")


# ------------------------------------------------------------------ deck.ride-deck


@pytest.mark.rule("deck.ride-deck-crest")
@pytest.mark.covers("DECK-025", "CREST-003", formats=("standard",))
def test_ride_deck_needs_a_crest() -> None:
    deck = replace(std1(), ride_deck=std1().ride_deck[:4])
    vs = check_deck(deck, "standard")
    assert rules(vs) == ["deck.ride-deck", "deck.ride-deck-crest"]
    assert "4 cards" in vs[0].message and "0 ride deck crests" in vs[1].message
    assert [v.inventory for v in vs] == ["DECK-025", "CREST-003"]


@pytest.mark.rule("deck.ride-deck-crest")
@pytest.mark.covers("DECK-025", "CREST-003", formats=("standard",))
def test_ride_deck_crest_exactly_one() -> None:
    deck = replace(std1(), ride_deck=(*std1().ride_deck, "Ride Deck Crest"))
    assert rules(check_deck(deck, "standard")) == ["deck.ride-deck", "deck.ride-deck-crest"]


@pytest.mark.rule("deck.ride-deck")
@pytest.mark.covers("DECK-025", formats=("standard",))
def test_ride_deck_one_unit_of_each_grade() -> None:
    deck = swap(std1(), "ride_deck", "Pyreheart Sovereign Dragon", "Slagborn Colossus")
    vs = check_deck(deck, "standard")
    assert rules(vs) == ["deck.ride-deck", "deck.ride-deck"]
    assert "2 grade 1 units" in vs[0].message and "no grade 3 unit" in vs[1].message


@pytest.mark.rule("deck.ride-deck")
@pytest.mark.covers("DECK-025", formats=("standard",))
def test_ride_deck_holds_no_orders() -> None:
    deck = swap(std1(), "ride_deck", "Cinder Drake Warden", "Kindling Decree")
    vs = check_deck(deck, "standard")
    assert rules(vs) == ["deck.ride-deck", "deck.ride-deck"]
    assert '"Kindling Decree"' in vs[1].message


@pytest.mark.rule("deck.ride-deck")
def test_ride_deck_required_in_standard() -> None:
    deck = replace(std1(), ride_deck=())
    assert rules(check_deck(deck, "standard")) == ["deck.ride-deck", "deck.first-vanguard"]


@pytest.mark.rule("deck.ride-deck")
def test_ride_deck_not_allowed_in_classic() -> None:
    deck = replace(cls1(), ride_deck=("Lampwick Sprite",))
    deck = swap(deck, "main", "Gleamhelm Scout", "Halo Shieldbearer")  # keep copies legal
    (v,) = check_deck(deck, "classic")
    assert (v.rule, v.inventory) == ("deck.ride-deck", "DECK-024")


# ------------------------------------------------------------------ deck.first-vanguard


@pytest.mark.rule("deck.first-vanguard")
@pytest.mark.covers("DECK-002", formats=("classic",))
def test_first_vanguard_required_in_classic() -> None:
    deck = replace(cls1(), first_vanguard=None, main=(*cls1().main, "Lampwick Sprite"))
    (v,) = check_deck(deck, "classic")
    assert (v.rule, v.inventory) == ("deck.first-vanguard", "DECK-002")


@pytest.mark.rule("deck.first-vanguard")
@pytest.mark.covers("DECK-002", formats=("classic",))
def test_first_vanguard_is_a_grade_0_unit_in_classic() -> None:
    deck = replace(cls1(), first_vanguard="Lanternguard Squire")
    deck = swap(deck, "main", "Lanternguard Squire", "Lampwick Sprite")
    (v,) = check_deck(deck, "classic")
    assert v.rule == "deck.first-vanguard" and "grade 1" in v.message


@pytest.mark.rule("deck.first-vanguard")
@pytest.mark.covers("DECK-004", formats=("standard",))
def test_first_vanguard_section_not_allowed_in_standard() -> None:
    deck = replace(std1(), first_vanguard="Cinderling Scout")
    (v,) = check_deck(deck, "standard")
    assert (v.rule, v.inventory) == ("deck.first-vanguard", "DECK-004")
    parsed = parse_deck("[first vanguard]\n1 x Cinderling Scout\n" + std1().to_text())
    (v,) = check_deck(parsed, "standard")
    assert v.line == 1


@pytest.mark.rule("deck.first-vanguard")
def test_first_vanguard_is_the_ride_decks_grade_0_in_standard() -> None:
    deck = swap(std1(), "ride_deck", "Cinderling Scout", "Cinderwall Guardian")
    assert "deck.first-vanguard" in rules(check_deck(deck, "standard"))


@pytest.mark.rule("deck.first-vanguard")
def test_first_vanguard_of_each_format() -> None:
    assert first_vanguard_of(std1(), "standard") == "Cinderling Scout"
    assert first_vanguard_of(cls1(), CLASSIC) == "Lampwick Sprite"
    assert first_vanguard_of(replace(std1(), ride_deck=()), "standard") is None


# ------------------------------------------------------------------ deck.nation


@pytest.mark.rule("deck.nation")
@pytest.mark.covers("DECK-020", formats=("standard",))
def test_nation_single_in_standard() -> None:
    deck = swap(std1(), "main", "Ember Lancer", "Kelpwood Archer", 4)
    text = deck.to_text()
    deck = parse_deck(text)
    (v,) = check_deck(deck, "standard")
    assert (v.rule, v.inventory) == ("deck.nation", "DECK-020")
    assert "Emberreach (50)" in v.message and "Tidecourt (4)" in v.message
    assert v.line == text.splitlines().index("4 x Kelpwood Archer") + 1


@pytest.mark.rule("deck.nation")
@pytest.mark.covers("DECK-020", formats=("standard",))
def test_nation_counts_the_ride_deck() -> None:
    deck = swap(std1(), "ride_deck", "Cinderling Scout", "Ripplet Herald")
    assert rules(check_deck(deck, "standard")) == ["deck.nation"]


@pytest.mark.rule("deck.nation")
@pytest.mark.covers("DECK-020", "CARD-005", formats=("standard",))
def test_nation_nationless_unit_is_not_of_the_decks_nation() -> None:
    deck = swap(std1(), "main", "Ember Lancer", "Test Nationless Unit")
    assert rules(check_deck(deck, "standard", TEST_POOL)) == ["deck.nation"]


@pytest.mark.rule("deck.nation")
def test_nation_mixed_clans_are_legal_in_classic() -> None:
    deck = swap(cls1(), "main", "Gleamhelm Scout", "Hollowroot Golem", 3)
    assert check_deck(deck, "classic") == []


# ------------------------------------------------------------------ deck.card-types


@pytest.mark.rule("deck.card-types")
@pytest.mark.covers("DECK-018", formats=("standard",))
def test_card_types_orders_are_main_deck_cards_in_standard() -> None:
    deck = swap(std1(), "main", "Ember Lancer", "Kindling Decree", 2)
    deck = swap(deck, "main", "Ember Lancer", "Everflame Beacon")
    deck = swap(deck, "main", "Ember Lancer", "Flashfire Ward")
    assert check_deck(deck, "standard") == []


@pytest.mark.rule("deck.card-types")
@pytest.mark.covers("CARD-011")
@pytest.mark.parametrize("fmt", LANTERN_FORMATS)
def test_card_types_no_orders_in_classic(fmt: str) -> None:
    deck = swap(cls1(fmt), "main", "Gleamhelm Scout", "Test Lantern Order")
    (v,) = check_deck(deck, fmt, TEST_POOL)
    assert (v.rule, v.inventory) == ("deck.card-types", "CARD-011")


@pytest.mark.rule("deck.card-types")
@pytest.mark.covers("CARD-012", formats=("standard",))
def test_card_types_no_crest_in_main_deck() -> None:
    deck = swap(std1(), "main", "Ember Lancer", "Ride Deck Crest")
    (v,) = check_deck(deck, "standard")
    assert (v.rule, v.inventory) == ("deck.card-types", "CARD-012")


@pytest.mark.rule("deck.card-types")
@pytest.mark.covers("DECK-018", formats=("standard",))
def test_card_types_no_g_units_and_no_g_deck() -> None:
    in_main = swap(std1(), "main", "Ember Lancer", "Test Ember G Unit")
    (v,) = check_deck(in_main, "standard", TEST_POOL)
    assert (v.rule, v.inventory) == ("deck.card-types", "DECK-018")
    for deck, fmt in ((std1(), "standard"), (cls1(), "classic")):
        with_g = replace(deck, g_deck=("Test Ember G Unit",))
        rs = rules(check_deck(with_g, fmt, TEST_POOL))
        assert "deck.card-types" in rs and "G deck" in format_violations(
            check_deck(with_g, fmt, TEST_POOL)
        )


# ------------------------------------------------------------------ deck.format-legal


@pytest.mark.rule("deck.format-legal")
@pytest.mark.covers("DECK-022", formats=("standard",))
def test_format_legal_cards_only() -> None:
    deck = swap(std1(), "main", "Ember Lancer", "Test Ember Classic Only")
    (v,) = check_deck(deck, "standard", TEST_POOL)
    assert (v.rule, v.inventory) == ("deck.format-legal", "DECK-022")
    assert "Classic only" in v.message
    real = swap(std1(), "main", "Ember Lancer", "Lanternguard Squire")
    assert set(rules(check_deck(real, "standard"))) == {"deck.format-legal", "deck.nation"}


# ------------------------------------------------------------------ check_deck in general


@pytest.mark.rule("deck.size")
def test_check_deck_reports_every_violation() -> None:
    deck = replace(
        std1(),
        main=(*std1().main[:40], *["Cinderwall Guardian"] * 4, *["Bulwark Turtle of the Shallows"]),
        ride_deck=std1().ride_deck[:3],
        first_vanguard="Cinderling Scout",
    )
    assert set(rules(check_deck(deck, "standard"))) == {
        "deck.size",
        "deck.triggers",
        "deck.sentinel",
        "deck.ride-deck",
        "deck.ride-deck-crest",
        "deck.first-vanguard",
        "deck.nation",
    }


def test_check_deck_unknown_card_raises_with_suggestion() -> None:
    deck = swap(std1(), "main", "Ember Lancer", "Ember Lanser")
    with pytest.raises(DeckError) as err:
        check_deck(deck, "standard")
    assert 'did you mean "Ember Lancer"' in str(err.value)
    assert len(err.value.problems) == 1


def test_check_deck_unknown_format() -> None:
    with pytest.raises(ValueError, match="unknown format"):
        check_deck(std1(), "lunar")


# ------------------------------------------------------------------ parsing


def test_parse_card_line_forms() -> None:
    deck = parse_deck(
        "4 x Ember Lancer\n3x Flarewing Skirmisher\n2 Kindlescale Page\n1 X Blazeguard Knight\n"
        "1 Xeno Test Unit\n2\u00d7Scorchmane Raider\n",
        pool=TEST_POOL,
    )
    assert deck.counts() == {
        "Ember Lancer": 4,
        "Flarewing Skirmisher": 3,
        "Kindlescale Page": 2,
        "Blazeguard Knight": 1,
        "Xeno Test Unit": 1,
        "Scorchmane Raider": 2,
    }


def test_parse_headers_sections_and_comments() -> None:
    text = """
    # a comment line
    name: My Deck
    format: Classic

    [First Vanguard]
    1 x Lampwick Sprite
    [main]
    4 x Glintblade Page  # an inline comment
    [ride-deck]
    1 x Dawnspear Knight
    [G deck]
    1 x Solaris Paragon Knight
    """
    deck = parse_deck(text)
    assert (deck.name, deck.format, deck.first_vanguard) == (
        "My Deck",
        "classic",
        "Lampwick Sprite",
    )
    assert deck.main == ("Glintblade Page",) * 4
    assert deck.ride_deck == ("Dawnspear Knight",)
    assert deck.g_deck == ("Solaris Paragon Knight",)
    assert deck.lines["Glintblade Page"] == 9 and deck.lines["[ride deck]"] == 10


def test_parse_default_section_is_main_and_default_name_from_where() -> None:
    deck = parse_deck("2 x Ember Lancer", where="decks/my-fire.txt")
    assert deck.main == ("Ember Lancer", "Ember Lancer")
    assert (deck.name, deck.format) == ("my-fire", None)


def test_parse_names_ignore_case_and_spacing() -> None:
    deck = parse_deck("4 x ember   LANCER")
    assert deck.main == ("Ember Lancer",) * 4


def test_parse_errors_have_line_numbers_and_are_all_reported() -> None:
    text = "\n".join(
        [
            "4 x Ember Lancer",
            "four x Ember Lancer",  # 2: bad count
            "[side deck]",  # 3: unknown section
            "4 x",  # 4: empty name
            "0 x Ember Lancer",  # 5: count 0
            "51 x Ember Lancer",  # 6: count > 50
            "4 x Ember Lanser",  # 7: unknown card
            "format: lunar",  # 8: unknown format
            "-1 x Ember Lancer",  # 9: negative count
            "4.5 x Ember Lancer",  # 10: bad count
        ]
    )
    with pytest.raises(DeckError) as err:
        parse_deck(text, where="fire.txt")
    problems = err.value.problems
    assert [p.split(":")[0] for p in problems] == [
        f"fire.txt, line {n}" for n in (2, 3, 4, 5, 6, 7, 8, 9, 10)
    ]
    assert "bad count" in problems[0]
    assert "unknown section" in problems[1]
    assert "no card name" in problems[2]
    assert "out of range" in problems[3] and "out of range" in problems[4]
    assert 'did you mean "Ember Lancer"' in problems[5]
    assert "unknown format" in problems[6]
    assert "out of range" in problems[7] and "bad count" in problems[8]
    assert "9 problems" in str(err.value)


def test_parse_unknown_card_with_suggestion() -> None:
    with pytest.raises(
        DeckError,
        match=r'line 1: unknown card "Sparkflit Sprit" '
        r'\(did you mean "Sparkflit Sprite"\?\)',
    ):
        parse_deck("4 x Sparkflit Sprit")


def test_parse_unknown_card_without_suggestion() -> None:
    with pytest.raises(DeckError, match="no card of that name"):
        parse_deck("4 x Qqqqqqqq Zzzzzz")


def test_parse_first_vanguard_section_holds_one_card() -> None:
    with pytest.raises(DeckError, match="line 2: the \\[first vanguard\\] section holds exactly"):
        parse_deck("[first vanguard]\n2 x Lampwick Sprite")
    with pytest.raises(DeckError, match="line 3"):
        parse_deck("[first vanguard]\n1 x Lampwick Sprite\n1 x Seedling Familiar")


def test_parse_uses_the_given_pool() -> None:
    with pytest.raises(DeckError):
        parse_deck("1 x Test Ember Heal")
    assert parse_deck("1 x Test Ember Heal", pool=TEST_POOL).main == ("Test Ember Heal",)


def test_load_deck_names_the_file(tmp_path: Path) -> None:
    good = tmp_path / "fire.txt"
    good.write_text(std1().to_text(), encoding="utf-8")
    assert load_deck(good) == std1()
    bad = tmp_path / "broken.txt"
    bad.write_text("4 x Ember Lancer\n4 x Nope Nope\n", encoding="utf-8")
    with pytest.raises(DeckError, match=r"broken\.txt, line 2"):
        load_deck(bad)


# ------------------------------------------------------------------ round trips


@pytest.mark.parametrize("fmt", ["standard", "classic"])
def test_to_text_from_text_round_trip(fmt: str) -> None:
    for deck in teaching_decks(fmt):
        text = deck.to_text()
        again = Deck.from_text(text)
        assert again == deck
        assert again.to_text() == text


def test_to_text_keeps_card_order_exactly() -> None:
    deck = Deck("Order", None, ("Ember Lancer", "Kindlescale Page", "Ember Lancer"))
    assert parse_deck(deck.to_text()).main == deck.main


@pytest.mark.parametrize("fmt", ["standard", "classic"])
def test_to_dict_from_dict_round_trip(fmt: str) -> None:
    for deck in teaching_decks(fmt):
        data = json.loads(json.dumps(deck.to_dict()))
        assert Deck.from_dict(data) == deck
        assert Deck.from_dict(data).to_dict() == deck.to_dict()
        assert set(data) == {"name", "format", "main", "ride_deck", "g_deck", "first_vanguard"}


def test_from_dict_rejects_malformed_data() -> None:
    with pytest.raises(DeckError) as err:
        Deck.from_dict({"name": 3, "main": {"Ember Lancer": 0}, "ride_deck": 7, "colour": "red"})
    assert len(err.value.problems) == 4


def test_from_dict_accepts_lists_of_names() -> None:
    deck = Deck.from_dict({"name": "L", "main": ["Ember Lancer", "Ember Lancer"]})
    assert deck.main == ("Ember Lancer", "Ember Lancer") and deck.format is None


def test_deck_is_frozen_and_hashable() -> None:
    deck = std1()
    with pytest.raises(FrozenInstanceError):
        deck.name = "x"  # type: ignore[misc]
    assert hash(deck) == hash(Deck.from_dict(deck.to_dict()))


def test_counts_include_ride_deck_and_first_vanguard() -> None:
    assert std1().counts()["Cinderling Squire"] == 4
    assert cls1().counts()["Lampwick Sprite"] == 1
    assert sum(cls1().counts().values()) == 50


# ------------------------------------------------------------------ reporting


def test_violation_str_names_line_rule_and_inventory() -> None:
    v = Violation("deck.copies", '5 copies of "X" (at most 4 per name)', 12, "DECK-005")
    assert str(v) == 'line 12: [deck.copies] 5 copies of "X" (at most 4 per name, DECK-005)'
    assert str(Violation("deck.size", "49 cards", None, "DECK-001")) == (
        "[deck.size] 49 cards (DECK-001)"
    )
    assert v.to_dict() == {
        "rule": "deck.copies",
        "message": '5 copies of "X" (at most 4 per name)',
        "line": 12,
        "inventory": "DECK-005",
    }


def test_format_violations_one_per_line() -> None:
    deck = replace(std1(), ride_deck=())
    text = format_violations(check_deck(deck, "standard"))
    assert text.count("\n") == 1 and "[deck.ride-deck]" in text
    assert "legal" in format_violations([])


@pytest.mark.rule("deck.format-legal")
def test_lookalike_names_are_normalised_or_refused_naming_the_character() -> None:
    """One stated rule (NFKC, invisible characters removed, case and spacing ignored): a Kelvin
    sign, full-width letters and a zero-width space still name the card; a Cyrillic letter
    that only looks Latin is refused, and the message names it instead of suggesting a name
    that looks the same."""
    spellings = (
        "4 x \u212aelpwood Archer",  # Kelvin sign
        "4 x Kelpwood\u200b Archer",  # zero-width space
        "4 x \uff2belpwood Archer",  # full-width K
    )
    for spelt in spellings:
        deck = parse_deck(spelt, pool=POOL)
        assert deck.counts() == {"Kelpwood Archer": 4}
    with pytest.raises(DeckError) as err:
        parse_deck("4 x Kelpw\u043eod Archer", pool=POOL)  # a Cyrillic o
    msg = str(err.value)
    assert "U+043E CYRILLIC SMALL LETTER O" in msg and "did you mean" not in msg


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("4 x Ember Lancer\n" * 100_000, "characters long; at most 65,536"),
        ("\n" * 5_000, "more than 1,000 lines"),
        ("[" * 10_000, "…"),  # a long junk line is never echoed whole
    ],
)
def test_a_broken_deck_list_is_one_clear_error(text: str, expected: str) -> None:
    with pytest.raises(DeckError) as err:
        parse_deck(text, pool=POOL)
    assert expected in str(err.value) and len(str(err.value)) < 2_000
