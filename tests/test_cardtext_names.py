"""A part of a card name, 'with "X" in its card name' (text.name-contains), as card lists print
it (issue #21): conditions on your vanguard or your units, timings naming the rider or your
attacking vanguard by a part of its name, and the card filter of searches, looks and fetches.
Every card here is invented, written in the official templates; each phrase is compiled (its
record asserted), explained, rendered back and played on a board."""

from __future__ import annotations

from typing import Any

import pytest
from builders import (
    Table,
    act,
    decision_of,
    find,
    make_card,
    offered,
    pool_with,
    power,
    standard_probe_board,
)

from vgwidget.cardtext import CardTextError, compile, compile_card, explain, render
from vgwidget.engine import flow
from vgwidget.engine.abilities.names import name_contains
from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.game import Game

PROBE = "Quillmoth Envoy"


def _same(text: str) -> list[dict[str, Any]]:
    """Compile ``text``, check that its rendering reads back to the same records, and return
    them (``text`` aside)."""
    recs = [{k: v for k, v in r.items() if k != "text"} for r in compile(text)]
    again = [{k: v for k, v in r.items() if k != "text"} for r in compile(render(compile(text)))]
    assert again == recs
    return recs


# ------------------------------------------------------------------------------ the matching
@pytest.mark.parametrize(
    ("name", "part", "has"),
    [
        ("Cinder Drake Warden", "Cinder", True),
        ("Cinder Drake Warden", "Drake Warden", True),
        ("Cinderling Scout", "Cinder", True),  # inside a longer word
        ("Cinder Drake Warden", "cinder", False),  # the case as printed
        ("Ember Lancer", "Lancer Ember", False),  # in that order
        ("Ember  Lancer", "Ember Lancer", True),  # runs of spaces count as one
        ("Ember Lancer", "", False),
        (None, "Lancer", False),  # a Protect has no card name
    ],
)
def test_text_name_contains_reads_the_printed_name(name: str | None, part: str, has: bool) -> None:
    """text.name-contains: the quoted text appears within the printed name, character for
    character and in the same case, whole words or not."""
    assert name_contains(name, part) is has
    get_rule("text.name-contains")


# ------------------------------------------------------------------------------ conditions
CONDITION_TEXTS = [
    ('[CONT](RC):If you have a vanguard with "Cinder" in its card name, this unit gets '
     "[Power]+4000.", [{"vanguard-name-has": "Cinder"}]),
    ('[CONT](RC):If your vanguard has "Cinder" in its card name, this unit gets [Power]+4000.',
     [{"vanguard-name-has": "Cinder"}]),
    ('[CONT](RC):If you have a unit with "Lancer" in its card name, this unit gets '
     "[Power]+4000.", [{"unit-name-has": "Lancer"}]),
    ('[CONT](RC):If you have a grade 2 or greater vanguard with "Cinder" in its card name, this '
     "unit gets [Power]+4000.", [{"vanguard-grade-at-least": 2}, {"vanguard-name-has": "Cinder"}]),
    ('[CONT](RC):If you have a rear-guard with "Lancer" in its card name, this unit gets '
     "[Power]+4000.", [{"rear-guard-name-has": "Lancer"}]),
    ('[CONT](RC):If you have a heart card with "Lantern" in its card name, this unit gets '
     "[Power]+4000.", [{"heart-name-has": "Lantern"}]),
    ('[CONT](RC):If you do not have a unit with "Knight" in its card name, this unit gets '
     "[Power]+4000.", [{"lacks-unit-name-has": "Knight"}]),
    ('[CONT](RC):If your soul has a card with "Cinderling" in its card name, this unit gets '
     "[Power]+4000.", [{"soul-name-has": "Cinderling"}]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "conds"), CONDITION_TEXTS)
def test_text_name_contains_condition_is_read(text: str, conds: list[dict[str, Any]]) -> None:
    """text.name-contains: a condition naming a part of the vanguard's (or a unit's) name is
    read, explained with its rule and written back to the same record."""
    (rec,) = _same(text)
    assert rec["condition"] == conds
    assert rec["effect"] == [{"do": "power", "amount": 4000}]
    assert "[text.name-contains]" in explain(text)


def _probe_power(text: str, *, vanguard: str = "Cinder Drake Warden") -> int:
    """The power of a grade 1 test card (10,000) on FL carrying ``text``, in a Standard main
    phase with ``vanguard`` as vanguard, Ember Lancer on FR and Cinderling Scout in the soul."""
    card = make_card(PROBE, "standard", compile(text), grade=1, power=10000, shield=5000)
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, vanguard)
    probe = t.rear(0, "FL", PROBE)
    t.rear(0, "FR", "Ember Lancer")
    t.hand(0, "Blazeguard Knight")
    t.soul(0, "Cinderling Scout")
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain")
    g = t.at_main()
    return power(g, probe)


@pytest.mark.parametrize(
    ("text", "vanguard", "gets"),
    [
        (CONDITION_TEXTS[0][0], "Cinder Drake Warden", True),
        (CONDITION_TEXTS[0][0], "Magmaforge Tyrant", False),
        (CONDITION_TEXTS[0][0].replace('"Cinder"', '"cinder"'), "Cinder Drake Warden", False),
        (CONDITION_TEXTS[0][0].replace('"Cinder"', '"Drake"'), "Cinder Drake Warden", True),
        (CONDITION_TEXTS[1][0], "Cinder Drake Warden", True),
        (CONDITION_TEXTS[2][0], "Magmaforge Tyrant", True),  # Ember Lancer on FR
        (CONDITION_TEXTS[2][0].replace('"Lancer"', '"Knight"'), "Magmaforge Tyrant", False),
        (CONDITION_TEXTS[3][0], "Cinder Drake Warden", True),  # grade 2
        (CONDITION_TEXTS[3][0].replace("grade 2", "grade 3"), "Cinder Drake Warden", False),
        (CONDITION_TEXTS[3][0].replace('"Cinder"', '"Magma"'), "Magmaforge Tyrant", True),
        (CONDITION_TEXTS[4][0], "Magmaforge Tyrant", True),  # Ember Lancer on FR
        # the vanguard is no rear-guard
        (CONDITION_TEXTS[4][0].replace('"Lancer"', '"Cinder"'), "Cinder Drake Warden", False),
        (CONDITION_TEXTS[5][0], "Magmaforge Tyrant", False),  # no G unit: no heart card
        (CONDITION_TEXTS[6][0], "Magmaforge Tyrant", True),  # Blazeguard Knight: in the hand
        (CONDITION_TEXTS[6][0].replace('"Knight"', '"Lancer"'), "Magmaforge Tyrant", False),
        (CONDITION_TEXTS[7][0], "Magmaforge Tyrant", True),  # Cinderling Scout in the soul
        (
            CONDITION_TEXTS[7][0].replace('"Cinderling"', '"Cinder Drake"'),
            "Cinder Drake Warden",
            False,
        ),  # (the vanguard is not in the soul)
    ],
)
def test_text_name_contains_condition_is_played(text: str, vanguard: str, gets: bool) -> None:
    """text.name-contains: the CONT ability applies only while its condition on a part of a
    name holds on the board (a card in the hand, here Blazeguard Knight, is no unit)."""
    assert _probe_power(text, vanguard=vanguard) == 10000 + (4000 if gets else 0)


# ------------------------------------------------------------------------------ rider timings
RIDER_TEXTS = [
    ('[AUTO]:When this unit is rode upon by a grade 1 card with "Ember" in its card name, draw '
     "a card.", [{"rider-grade": 1}, {"rider-name-has": "Ember"}]),
    ('[AUTO]:When this unit is rode upon by a unit with "Ember" in its card name, draw a card.',
     [{"rider-name-has": "Ember"}]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "conds"), RIDER_TEXTS)
def test_text_name_contains_rider_timing_is_read(text: str, conds: list[dict[str, Any]]) -> None:
    """text.name-contains: "When this unit is rode upon by a grade N card with "X" in its card
    name" is the ``ridden`` timing with conditions on the rider."""
    (rec,) = _same(text)
    assert rec["timing"] == "ridden" and rec["zones"] == ["VC"]
    assert rec["condition"] == conds
    assert "[text.name-contains]" in explain(text)


def _ride(text: str, rider: str) -> tuple[Game, int]:
    """Player 0's ride phase: a grade 0 test card carrying ``text`` is the vanguard and
    ``rider`` is ridden onto it from the hand; returns the game and the hand size before."""
    probe = make_card("Hollowquill Vigil", "standard", compile(text), grade=0, power=6000)
    t = Table("standard", pool=pool_with(probe))
    t.vanguard(0, "Hollowquill Vigil")
    t.hand(0, rider)
    t.deck(0, *["Kindlescale Page"] * 5)
    g = t.at_ride(rode=False)
    hand = len(g.state.players[0].hand)
    act(g, "ride", card=find(g, 0, rider, "hand"))
    for _ in range(5):
        d = g.state.decision
        if d is None or d.kind not in ("use-ability", "confirm", "order"):
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("use", "resolve")), acts[0]))
    return g, hand


@pytest.mark.parametrize(
    ("text", "rider", "draws"),
    [
        (RIDER_TEXTS[0][0], "Ember Lancer", True),  # grade 1, "Ember"
        (RIDER_TEXTS[0][0], "Kindlescale Page", False),  # grade 1, no "Ember"
        (RIDER_TEXTS[0][0].replace("grade 1", "grade 2"), "Ember Lancer", False),
        (RIDER_TEXTS[1][0], "Ember Lancer", True),
        (RIDER_TEXTS[1][0].replace('"Ember"', '"Lance"'), "Ember Lancer", True),
        (RIDER_TEXTS[1][0].replace('"Ember"', '"ember"'), "Ember Lancer", False),
    ],
)
def test_text_name_contains_rider_timing_is_played(text: str, rider: str, draws: bool) -> None:
    """text.name-contains: the ability resolves when a rider of that grade and name part rides
    the card, and not for another (the ride moves one card from the hand; the draw makes up)."""
    g, hand = _ride(text, rider)
    assert len(g.state.players[0].hand) == hand - 1 + (1 if draws else 0)
    assert any(e.rule == "text.draw" for e in g.events) == draws


# ------------------------------------------------------------------------------ attack timings
ATTACK_TEXTS = [
    ('[AUTO](RC):When your vanguard with "Cinder" in its card name attacks, this unit gets '
     "[Power]+3000 until end of turn.", [{"vanguard-name-has": "Cinder"}]),
    ('[AUTO](RC):When your grade 2 or greater vanguard with "Cinder" in its card name attacks, '
     "this unit gets [Power]+3000 until end of turn.",
     [{"vanguard-grade-at-least": 2}, {"vanguard-name-has": "Cinder"}]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "conds"), ATTACK_TEXTS)
def test_text_name_contains_attack_timing_is_read(text: str, conds: list[dict[str, Any]]) -> None:
    """text.name-contains: "When your vanguard with "X" in its card name attacks" is your
    vanguard's attack, with conditions on your vanguard (the attacker)."""
    (rec,) = _same(text)
    assert rec["timing"] == "attacks" and rec["on"] == "your-vanguard"
    assert rec["condition"] == conds
    assert "[text.name-contains]" in explain(text)


@pytest.mark.parametrize(
    ("text", "vanguard", "gets"),
    [
        (ATTACK_TEXTS[0][0], "Cinder Drake Warden", True),
        (ATTACK_TEXTS[0][0], "Magmaforge Tyrant", False),
        (ATTACK_TEXTS[1][0], "Cinder Drake Warden", True),
        (ATTACK_TEXTS[1][0].replace("grade 2", "grade 3"), "Cinder Drake Warden", False),
    ],
)
def test_text_name_contains_attack_timing_is_played(text: str, vanguard: str, gets: bool) -> None:
    """text.name-contains: the rear-guard's ability resolves when your vanguard of that name
    part (and grade) attacks, and not when another vanguard does."""
    card = make_card(PROBE, "standard", compile(text), grade=1, power=10000, shield=5000)
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, vanguard)
    probe = t.rear(0, "FL", PROBE)
    t.vanguard(1, "Cinder Drake Warden")
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    for _ in range(10):
        d = g.state.decision
        if d is None or d.kind not in ("use-ability", "confirm", "order", "boost"):
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("use", "resolve", "no-boost")), acts[0]))
    assert power(g, probe) == 10000 + (3000 if gets else 0)


# ------------------------------------------------------------------------------ card filters
FILTER_TEXTS = [
    ('[ACT](VC):Search your deck for up to one card with "Lancer" in its card name, reveal it '
     "and put it into your hand, and shuffle your deck.",
     {"do": "search", "up_to": True, "name_has": "Lancer"}),
    ('[ACT](VC):Search your deck for up to one grade 1 or less card with "Lancer" in its card '
     "name, call it to (RC), and shuffle your deck.",
     {"do": "superior-call", "up_to": True, "max_grade": 1, "name_has": "Lancer"}),
    ('[ACT](VC):Look at the top four cards of your deck, choose up to one card with "Lancer" in '
     "its card name from among them, reveal it and put it into your hand, and shuffle your "
     "deck.",
     {"do": "look-top", "n": 4, "up_to": True, "name_has": "Lancer", "reveal": True,
      "rest": "shuffle"}),
    ('[ACT](VC):Choose up to one card with "Drake" in its card name from your drop zone, and '
     "call it to (RC).",
     {"do": "superior-call", "up_to": True, "source": "drop", "name_has": "Drake"}),
]  # fmt: skip


@pytest.mark.parametrize(("text", "effect"), FILTER_TEXTS)
def test_text_name_contains_card_filter_is_read(text: str, effect: dict[str, Any]) -> None:
    """text.name-contains: the card filter of a search, a look or a fetch ("card with "X" in
    its card name") is the effect's ``name_has``."""
    (rec,) = _same(text)
    assert rec["effect"] == [effect]
    assert "[text.name-contains]" in explain(text)


def _act_offers(text: str) -> tuple[Game, list[str]]:
    """Use the test vanguard's ACT ability (Standard main phase, tests/builders.py's probe
    board) and return the names of the cards its first choice offers."""
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g, probe = standard_probe_board(card)
    act(g, "act", card=probe, number=0)
    for _ in range(5):
        d = decision_of(g)
        if d.kind not in ("use-ability", "confirm", "order", "look-count"):
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("use", "resolve")), acts[0]))
    names = [g.state.table.cards[o].name for o in offered(decision_of(g)) if isinstance(o, int)]
    return g, names


@pytest.mark.parametrize(
    ("text", "offers"),
    [
        (FILTER_TEXTS[0][0], ["Ember Lancer"]),
        (FILTER_TEXTS[0][0].replace('"Lancer"', '"Knight"'), ["Blazeguard Knight"]),
        (FILTER_TEXTS[1][0], ["Ember Lancer"]),
        (FILTER_TEXTS[2][0].replace('"Lancer"', '"scale"'), ["Kindlescale Page"]),
        (FILTER_TEXTS[3][0], ["Cinder Drake Warden"]),
    ],
)
def test_text_name_contains_card_filter_is_played(text: str, offers: list[str]) -> None:
    """text.name-contains: only cards with the part in their name are offered (the deck holds
    Ember Lancer, Kindlescale Page, Blazeguard Knight and Scorchmane Raider; the drop zone
    Flarewing Skirmisher and Cinder Drake Warden)."""
    _g, names = _act_offers(text)
    assert sorted(set(names)) == offers


def test_text_name_contains_search_puts_the_named_card_into_the_hand() -> None:
    """text.name-contains: the card found goes to the hand, and nothing else leaves the
    deck."""
    g, names = _act_offers(FILTER_TEXTS[0][0])
    assert names == ["Ember Lancer"]
    deck = len(g.state.players[0].deck)
    pick = next(a for a in g.legal_actions() if a.kind == "choose")
    g.apply(pick)
    assert find(g, 0, "Ember Lancer", "hand") is not None
    assert len(g.state.players[0].deck) == deck - 1


# ------------------------------------------------------------------------------ refusals
@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        # "in its name" is not the template
        ('[CONT](RC):If you have a vanguard with "Cinder" in its name, this unit gets '
         "[Power]+4000.", "If you have a vanguard"),
        # a cost that puts a rear-guard with a name part into the soul is not read yet
        ('[ACT](VC):[COST][Put a rear-guard with "Ember" in its card name into your soul], draw '
         "a card.", 'with "Ember" in its card name'),
        # the rider named by its grade alone is not read
        ("[AUTO]:When this unit is rode upon by a grade 1 card, draw a card.",
         "is rode upon by a"),
    ],
)  # fmt: skip
def test_text_name_contains_near_misses_are_refused(text: str, phrase: str) -> None:
    """text.name-contains: words near the template are refused, with the phrase not read and
    its position, and the ability is kept manual (never read as an unfiltered one)."""
    with pytest.raises(CardTextError) as info:
        compile(text)
    err = info.value
    assert err.position == text.index(phrase)
    assert err.phrase.startswith(phrase)
    (manual,) = compile_card(text, unread="manual").abilities
    assert manual["manual"] is True


def test_text_name_contains_misspelt_template_says_what_was_expected() -> None:
    """text.name-contains: a misspelling ("in it's card name") stops the reading with what the
    template allows there and a did-you-mean."""
    text = ('[CONT](RC):If you have a vanguard with "Cinder" in it\'s card name, this unit gets '
            "[Power]+4000.")  # fmt: skip
    with pytest.raises(CardTextError) as info:
        compile(text)
    err = info.value
    assert err.position == text.index("If you have")
    assert err.expected[0] == 'if you have a vanguard with "NAME" in its card name'
    assert 'did you mean \'if you have a vanguard with "NAME" in its card name' in str(err)


# ------------------------------------------------------------------------------ all clans
EVERY_ZONE = ["VC", "RC", "GC", "hand", "soul", "drop", "damage", "deck", "trigger", "bind",
              "order", "crest"]  # fmt: skip
ALL_CLANS_RECORD = {"type": "CONT", "zones": EVERY_ZONE, "effect": [{"do": "all-clans"}]}
ALL_CLANS = render(ALL_CLANS_RECORD)
"""The ability's whole printed text is its fixed template (no name or number to invent), so it
is written here by the renderer rather than carried as text."""


def test_card_all_clans_is_read() -> None:
    """card.all-clans: the line is a CONT ability working in every zone, explained with its
    rule and written back to the same text."""
    assert ALL_CLANS.startswith("[CONT]:This card is from all clans")
    (rec,) = compile(ALL_CLANS)
    assert {k: v for k, v in rec.items() if k != "text"} == ALL_CLANS_RECORD
    assert "[card.all-clans]" in explain(ALL_CLANS)
    assert compile(render(rec)) == [rec]


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        (ALL_CLANS.replace("[CONT]:", "[CONT](RC):"), "[CONT](RC)"),
        (ALL_CLANS.replace("all clans", "all clan"), "This card"),
    ],
)
def test_card_all_clans_near_misses_are_refused(text: str, phrase: str) -> None:
    """card.all-clans: with a zone marker (the card is of every clan wherever it is) or
    misspelt, the line is refused and kept manual."""
    with pytest.raises(CardTextError) as info:
        compile(text)
    assert info.value.position == text.index(phrase)
    (manual,) = compile_card(text, unread="manual").abilities
    assert manual["manual"] is True


def _elemental(fmt: str, *, every_clan: bool = True, **kw: Any) -> Any:
    """An invented card of an invented clan; with ``every_clan`` it prints the ability."""
    return make_card("Mistfern Elemental", fmt, compile(ALL_CLANS) if every_clan else [],
                     clan="Fernmist Spirits", **kw)  # fmt: skip


@pytest.mark.parametrize("every_clan", [True, False])
def test_card_all_clans_vanguard_is_of_the_clan_a_condition_names(every_clan: bool) -> None:
    """card.all-clans: "if you have a «Lanternguard» vanguard" holds with a vanguard of
    another printed clan that is from all clans, and not without the ability."""
    text = "[CONT](RC):If you have a «Lanternguard» vanguard, this unit gets [Power]+4000."
    probe = make_card(PROBE, "classic", compile(text, era="classic"), grade=1, power=7000)
    vg = _elemental("classic", every_clan=every_clan, grade=2, power=9000)
    t = Table("classic", pool=pool_with(probe, vg))
    t.vanguard(0, vg.name)
    me = t.rear(0, "FL", PROBE)
    t.deck(0, "Lanternguard Squire", "Lanternguard Squire")
    g = t.at_main()
    assert power(g, me) == 7000 + (4000 if every_clan else 0)


@pytest.mark.parametrize("every_clan", [True, False])
def test_card_all_clans_trigger_finds_its_clan_among_any_units(every_clan: bool) -> None:
    """card.all-clans (TRIGGER-005): a premium trigger from all clans takes effect with only
    Stormrider Corsairs units on the field; the same card without the ability does nothing."""
    trig_card = _elemental("premium", every_clan=every_clan, grade=0, power=5000, shield=10000,
                           trigger="critical")  # fmt: skip
    t = Table("premium", pool=pool_with(trig_card))
    t.vanguard(0, "Vessaline the Tempest Corsair Queen")
    (trig,) = t.deck_top(0, trig_card.name)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert ("trigger.condition" in [e.rule for e in g.events]) is not every_clan
    assert find(g, 0, trig_card.name, "hand") == trig
    # the critical trigger's +1 critical went to the vanguard: its hit dealt two damage
    assert ("trigger.critical" in [e.rule for e in g.events]) is every_clan
    assert len(g.state.players[1].damage) == (2 if every_clan else 1)


@pytest.mark.parametrize("every_clan", [True, False])
def test_card_all_clans_rear_guard_shares_a_lords_clan(every_clan: bool) -> None:
    """card.all-clans (KEYWORD-012): a Lord vanguard may attack beside a rear-guard of another
    printed clan that is from all clans; without the ability it may not."""
    lord_text = ("[CONT](VC/RC):Lord (If you have a unit without a same clan as this unit, this "
                 "unit cannot attack)")  # fmt: skip
    lord = make_card("Duskhollow Regent", "classic", compile(lord_text, era="classic"))
    rear = _elemental("classic", every_clan=every_clan, grade=1, power=7000)
    t = Table("classic", pool=pool_with(lord, rear))
    t.vanguard(0, lord.name)
    t.rear(0, "FL", rear.name)
    g = t.at_battle()
    can = [a for a in g.legal_actions() if a.kind == "attack" and a.circle == "VC"]
    assert bool(can) is every_clan


@pytest.mark.parametrize("every_clan", [True, False])
def test_card_all_clans_damage_card_pays_an_especial_counter_blast(every_clan: bool) -> None:
    """card.all-clans (COST-010): an especial Counter-Blast of «Lanternguard» cards may use a
    face-up damage card of another printed clan that is from all clans."""
    text = "[ACT](VC):[COST][Counter-Blast 1-«Lanternguard»], draw a card."
    probe = make_card(PROBE, "classic", compile(text, era="classic"), grade=2, power=9000)
    dmg = _elemental("classic", every_clan=every_clan, grade=1, power=7000)
    t = Table("classic", pool=pool_with(probe, dmg))
    me = t.vanguard(0, PROBE)
    t.damage(0, dmg.name)
    t.deck(0, "Lanternguard Squire", "Lanternguard Squire")
    g = t.at_main()
    usable = [a for a in g.legal_actions() if a.kind == "act" and a.card == me]
    assert bool(usable) is every_clan
    if every_clan:
        hand = len(g.state.players[0].hand)
        act(g, "act", card=me, number=0)
        for _ in range(5):
            d = g.state.decision
            if d is None or d.kind == "main":
                break
            acts = g.legal_actions()
            g.apply(next((a for a in acts if a.kind in ("use", "choose", "resolve")), acts[0]))
        assert len(g.state.players[0].hand) == hand + 1
        assert g.state.players[0].damage[0] in g.state.face_down


# ------------------------------------------------------------------------------ G units
def _strode(text: str) -> tuple[Game, int]:
    """Player 0's premium main phase after its invented G unit, carrying ``text``, strode over
    Aurelio the Radiant Lanternlord (the heart card)."""
    gu_card = make_card("Halcyon Quillwing Regent", "premium", compile(text, era="premium"),
                        type="g-unit", grade=4, power=15000)  # fmt: skip
    t = Table("premium", pool=pool_with(gu_card))
    vg = t.vanguard(0, "Aurelio the Radiant Lanternlord")
    t.vanguard(1, "Vessaline the Tempest Corsair Queen")
    (gu,) = t._add(0, "gzone", [gu_card.name])
    (g3,) = t.hand(0, "Aurelio the Radiant Lanternlord")
    t.turn_flags.add("ride")
    s = t.state(turn=3, player=0, phase="ride", step="stride",
                tasks=list(flow.resume(t.fmt, "ride", "stride")))  # fmt: skip
    g = Game(s, seed=0)
    g._advance(None)
    act(g, "stride", card=gu, cards=(g3,))
    assert g.state.players[0].vanguard == gu and g.state.players[0].heart == (vg,)
    return g, gu


@pytest.mark.parametrize(
    ("text", "gets"),
    [
        (CONDITION_TEXTS[5][0].replace("(RC)", "(VC)"), True),
        (CONDITION_TEXTS[5][0].replace("(RC)", "(VC)").replace('"Lantern"', '"Quill"'), False),
        # a strode G unit bears its heart's name: both names count for the vanguard
        (CONDITION_TEXTS[0][0].replace("(RC)", "(VC)").replace('"Cinder"', '"Lanternlord"'),
         True),
        (CONDITION_TEXTS[0][0].replace("(RC)", "(VC)").replace('"Cinder"', '"Quillwing"'), True),
    ],
)  # fmt: skip
def test_text_name_contains_heart_card_of_a_strode_g_unit(text: str, gets: bool) -> None:
    """text.name-contains (STRIDE-012): your heart card is the card your G unit strode over;
    the G unit on the vanguard circle has its own name and its heart's."""
    g, gu = _strode(text)
    assert power(g, gu) == 15000 + 11000 + (4000 if gets else 0)


# ------------------------------------------------------------------------------ choices
CHOICE_TEXTS = [
    ('[ACT](VC):Choose one of your units with "Lancer" in its card name, and it gets '
     "[Power]+3000 until end of turn.",
     {"do": "power", "amount": 3000, "target": "choose-your-unit", "name_has": "Lancer"}),
    ('[ACT](VC):Choose up to two of your rear-guards with "Lancer" in their card names, and '
     "[Stand] them.",
     {"do": "stand", "target": "choose-your-rear-guard", "n": 2, "up_to": True,
      "name_has": "Lancer"}),
]  # fmt: skip


@pytest.mark.parametrize(("text", "effect"), CHOICE_TEXTS)
def test_text_name_contains_choice_is_read(text: str, effect: dict[str, Any]) -> None:
    """text.name-contains: "choose one of your units with "X" in its card name" filters the
    units the choice offers (the effect's ``name_has``)."""
    (rec,) = _same(text)
    assert rec["effect"] == [effect]
    assert "[text.name-contains]" in explain(text)


def test_text_name_contains_choice_of_one_in_plural_words_is_refused() -> None:
    """text.name-contains: "in their card names" after a choice of one does not agree."""
    text = CHOICE_TEXTS[0][0].replace("in its card name", "in their card names")
    with pytest.raises(CardTextError) as info:
        compile(text)
    assert "does not agree" in str(info.value)


@pytest.mark.parametrize(
    ("text", "raised"),
    [
        (CHOICE_TEXTS[0][0], "Ember Lancer"),  # the only unit with "Lancer": taken at once
        (CHOICE_TEXTS[0][0].replace('"Lancer"', '"Marsh"'), None),  # none to choose
    ],
)
def test_text_name_contains_choice_is_played(text: str, raised: str | None) -> None:
    """text.name-contains: only units with the part in their name are offered (the board:
    Ember Lancer on FR, Kindlescale Page on BC, the test card on VC)."""
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g, probe = standard_probe_board(card)
    lancer = find(g, 0, "Ember Lancer", "FR")
    page = find(g, 0, "Kindlescale Page", "BC")
    before = {u: power(g, u) for u in (probe, lancer, page)}
    act(g, "act", card=probe, number=0)
    for _ in range(5):
        d = g.state.decision
        if d is None or d.kind == "main":
            break
        assert d.kind not in ("choose", "target"), "no choice is left to make"
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("use", "resolve")), acts[0]))
    after = {u: power(g, u) for u in (probe, lancer, page)}
    assert after == {u: before[u] + (3000 if raised and u == lancer else 0) for u in before}


# ------------------------------------------------------------------------------ especial costs
ESPECIAL_TEXTS = [
    ('[ACT](VC):[COST][Counter-Blast 1-card with "Scorch" in its card name], draw a card.',
     [{"especial-counter-blast": {"n": 1, "name_has": "Scorch"}}]),
    ('[ACT](VC):[Counter-Blast 1]-card with "Scorch" in its card name] Draw a card.',
     [{"especial-counter-blast": {"n": 1, "name_has": "Scorch"}}]),
    ('[ACT](VC):[COST][Counter-Blast 1 & Soul-Blast 1 card with "Cinder" in its card name], '
     "draw a card.",
     [{"counter-blast": 1}, {"especial-soul-blast": {"n": 1, "name_has": "Cinder"}}]),
]  # fmt: skip


@pytest.mark.parametrize(("text", "cost"), ESPECIAL_TEXTS)
def test_cost_especial_with_a_name_part_is_read(text: str, cost: list[dict[str, Any]]) -> None:
    """cost.especial (COST-010) with text.name-contains: only cards with the part in their name
    may pay; a bracket the card list closes early before "-card with" is the same cost."""
    (rec,) = _same(text)
    assert rec["cost"] == cost
    assert "[cost.especial]" in explain(text)


@pytest.mark.parametrize(
    ("part", "pays"),
    [("Scorch", True), ("Magma", False), ("scorch", False)],
)
def test_cost_especial_with_a_name_part_is_paid_only_by_those_cards(part: str, pays: bool) -> None:
    """cost.especial with text.name-contains: the probe board's damage zone holds Scorchmane
    Raider face up and Magmaforge Tyrant face down; only a face-up card with the part may
    pay, so the ability can be used only when that card matches."""
    text = ESPECIAL_TEXTS[0][0].replace('"Scorch"', f'"{part}"')
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g, probe = standard_probe_board(card)
    usable = [a for a in g.legal_actions() if a.kind == "act" and a.card == probe]
    assert bool(usable) is pays
    if pays:
        raider = find(g, 0, "Scorchmane Raider", "damage")
        hand = len(g.state.players[0].hand)
        act(g, "act", card=probe, number=0)
        for _ in range(5):
            d = g.state.decision
            if d is None or d.kind == "main":
                break
            acts = g.legal_actions()
            g.apply(next((a for a in acts if a.kind in ("use", "choose", "resolve")), acts[0]))
        assert raider in g.state.face_down
        assert len(g.state.players[0].hand) == hand + 1


# ------------------------------------------------------------------------------ your unit with …
UNIT_TIMINGS = [
    ('[AUTO](RC):When your unit with "Lancer" in its card name attacks, this unit gets '
     "[Power]+3000 until end of turn.", "attacks", "your-unit"),
    ('[AUTO](RC):When your unit with "Lancer" in its card name is attacked, draw a card.',
     "attacked", "your-unit"),
    ('[AUTO](VC):When your unit with "Lancer" in its card name is placed on (RC), draw a card.',
     "placed-on-rc", "your-unit"),
    ('[AUTO](RC):When your unit with "Lancer" in its card name is placed on (VC), draw a card.',
     "placed-on-vc", "your-vanguard"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "timing", "on"), UNIT_TIMINGS)
def test_text_name_contains_your_unit_timing_is_read(text: str, timing: str, on: str) -> None:
    """text.name-contains: "When your unit with "X" in its card name attacks" is the timing of
    your units with a condition on the timing's own unit (``subject-name-has``)."""
    (rec,) = _same(text)
    assert (rec["timing"], rec["on"]) == (timing, on)
    assert rec["condition"] == [{"subject-name-has": "Lancer"}]
    assert "[text.name-contains]" in explain(text)


@pytest.mark.parametrize(("circle", "gets"), [("FR", True), ("VC", False)])
def test_text_name_contains_your_unit_timing_is_played(circle: str, gets: bool) -> None:
    """text.name-contains: the rear-guard's ability resolves when Ember Lancer (FR) attacks,
    not when the vanguard Cinder Drake Warden does."""
    card = make_card(PROBE, "standard", compile(UNIT_TIMINGS[0][0]), grade=1, power=10000,
                     shield=5000)  # fmt: skip
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, "Cinder Drake Warden")
    probe = t.rear(0, "FL", PROBE)
    t.rear(0, "FR", "Ember Lancer")
    t.vanguard(1, "Cinder Drake Warden")
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    g = t.at_battle()
    act(g, "attack", circle=circle, target="VC")
    for _ in range(10):
        d = g.state.decision
        if d is None or d.kind not in ("use-ability", "confirm", "order", "boost"):
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("use", "resolve", "no-boost")), acts[0]))
    assert power(g, probe) == 10000 + (3000 if gets else 0)
