"""Deck construction: the teaching pool, the teaching decks and checking a deck against its
format. Reading and writing deck lists is tested in tests/test_deck_lists.py.

Each test is named for the deck-construction rule (catalogue ID ``deck.*``) it checks;
minimal broken decks are made from the teaching decks by swapping a few cards.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from deck_checks import (
    LANTERN_FORMATS,
    POOL,
    TEST_POOL,
    cls1,
    grade_curve,
    rules,
    std1,
    swap,
    trigger_counts,
)

from vgwidget.engine.decks import (
    check_deck,
    first_vanguard_of,
    format_violations,
    parse_deck,
    teaching_decks,
)
from vgwidget.engine.errors import DeckError
from vgwidget.engine.formats import CLASSIC, PREMIUM, STANDARD, Format

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
            if c.xoverdress:  # so is the XoverDress keyword (one name per rear-guard it needs)
                head, _, text = text.partition("). ")
                assert head.startswith("XoverDress -") and all(n in head for n in c.xoverdress)
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
