"""Card-data vocabulary for Classic-era rulings, each played by a teaching card of
``vgwidget/data/cards/classic-rulings.json`` (our own names and texts) in Classic and Premium:
a unit kept from standing (STAND-004) and the prohibition beating a stand effect (GEN-004),
Limit Break relief (KEYWORD-003), Mega Blast (KEYWORD-006), cross ride (KEYWORD-010), especial
blasts (COST-010), strict and inclusive comparisons (TEXT-008, TEXT-009), an ability usable only
at the first chance (ABILITY-010) and "look at up to N" (TEXT-014).
"""

from __future__ import annotations

import dataclasses

import pytest
from builders import Table, act, critical, decision_of, make_card, pool_with, power, rules, where

from vgwidget.engine.decks import check_deck, teaching_decks
from vgwidget.engine.errors import IllegalAction

FORMATS = ("classic", "premium")
BULWARK = "Frostbound Lantern Bulwark"  # [CONT](RC) does not stand in your stand phase
HORN = "Horn of the Waking Watch"  # [ACT](RC) SB1: stand one of your rested rear-guards
WHELP = "Emberling Oath Whelp"  # [CONT](RC) Limit Break 4 works at 0 damage
ORACLE = "Twinlimit Lantern Oracle"  # LB4 +2000 power, LB5 +1 critical
MEGA = "Megaflare Lantern Sovereign"  # [ACT](VC) Mega Blast
EXARCH = "Crossflame Lantern Exarch"  # cross ride over Aurelio: +2000
ADEPT = "Clanbound Lantern Adept"  # especial counter blast / soul blast
SCHOLAR = "Threshold Lantern Scholar"  # comparisons
DUELIST = "Firstblood Lantern Duelist"  # end of the first battle it attacked a rear-guard
SEER = "Lanternglass Seer"  # look at up to three
AURELIO = "Aurelio the Radiant Lanternlord"  # grade 3, 11000
SOLARIS = "Solaris Paragon Knight"  # grade 3, 10000
G2 = "Dawnspear Knight"
FOE2 = "Thunderhull Marauder"
FOE_G1 = "Deckhand Brawler"  # Stormrider Corsairs


# ----------------------------------------------------------------- standing


@pytest.mark.rule("turn.stand")
@pytest.mark.covers("STAND-004", formats=("classic",))
@pytest.mark.parametrize("fmt", FORMATS)
def test_frostbound_lantern_bulwark_stays_rested_in_the_stand_phase(fmt: str) -> None:
    t = Table(fmt)
    bulwark = t.rear(0, "FL", BULWARK, rested=True)
    other = t.rear(0, "FR", G2, rested=True)
    g = t.at_turn_start()
    s = g.state
    assert other not in s.rested, "the other rested unit stands"
    assert bulwark in s.rested, "the unit its ability keeps from standing stays rested"
    assert any(e.kind == "prohibited" and bulwark in e.cards for e in g.events)


@pytest.mark.rule("golden.cannot-wins")
@pytest.mark.covers("GEN-004")
@pytest.mark.parametrize("fmt", FORMATS)
def test_horn_of_the_waking_watch_cannot_stand_a_unit_that_may_not_stand(fmt: str) -> None:
    t = Table(fmt)
    horn = t.rear(0, "BC", HORN)
    bulwark = t.rear(0, "FL", BULWARK, rested=True)
    t.soul(0, "Lanternguard Squire")
    g = t.at_main()
    ev = act(g, "act", card=horn, number=0)  # the only rested rear-guard is chosen at once
    assert bulwark in g.state.rested
    assert "golden.cannot-wins" in rules(ev)
    # the same effect stands a unit that nothing forbids to stand
    t = Table(fmt)
    horn = t.rear(0, "BC", HORN)
    knight = t.rear(0, "FL", G2, rested=True)
    t.soul(0, "Lanternguard Squire")
    g = t.at_main()
    act(g, "act", card=horn, number=0)
    assert knight not in g.state.rested


# ----------------------------------------------------------------- limit break


@pytest.mark.rule("keyword.limit-break")
@pytest.mark.covers("KEYWORD-002")
@pytest.mark.parametrize("fmt", FORMATS)
def test_twinlimit_lantern_oracle_limit_breaks_at_four_and_five_damage(fmt: str) -> None:
    for damage, want in ((3, (10000, 1)), (4, (12000, 1)), (5, (12000, 2))):
        t = Table(fmt)
        vg = t.vanguard(0, ORACLE)
        assert vg is not None
        t.damage_count(0, damage)
        g = t.at_main()
        assert (power(g, vg), critical(g, vg)) == want, damage


@pytest.mark.rule("keyword.limit-break", "keyword.limit-break-enabler")
@pytest.mark.covers("KEYWORD-003")
@pytest.mark.parametrize("fmt", FORMATS)
def test_emberling_oath_whelp_lets_limit_break_4_work_at_no_damage(fmt: str) -> None:
    """A rear-guard's continuous ability: Limit Break 4 works at 0 damage, Limit Break 5 does
    not; locked (no text) or in the soul, it helps nothing."""
    t = Table(fmt)
    vg = t.vanguard(0, ORACLE)
    assert vg is not None
    t.rear(0, "FL", WHELP)
    g = t.at_main()
    assert (power(g, vg), critical(g, vg)) == (12000, 1)
    t = Table(fmt)
    vg = t.vanguard(0, ORACLE)
    assert vg is not None
    t.rear(0, "FL", WHELP)
    t.damage_count(0, 4)
    g = t.at_main()
    assert critical(g, vg) == 1, "Limit Break 5 still needs five damage"
    t = Table(fmt)
    vg = t.vanguard(0, ORACLE)
    assert vg is not None
    t.lock(t.rear(0, "FL", WHELP))
    t.soul(0, WHELP)
    g = t.at_main()
    assert power(g, vg) == 10000


# ----------------------------------------------------------------- costs


@pytest.mark.rule("keyword.mega-blast", "cost.payment")
@pytest.mark.covers("KEYWORD-006")
@pytest.mark.parametrize("fmt", FORMATS)
def test_megaflare_lantern_sovereign_pays_soul_blast_8_and_counter_blast_5(fmt: str) -> None:
    for soul, damage, payable in ((8, 5, True), (7, 5, False), (8, 4, False)):
        t = Table(fmt)
        vg = t.vanguard(0, MEGA)
        assert vg is not None
        t.soul(0, *["Lanternguard Squire"] * soul)
        t.damage_count(0, damage)
        foe = t.rear(1, "FL", FOE2)
        g = t.at_main()
        offered = any(a.kind == "act" and a.card == vg for a in g.legal_actions())
        assert offered == payable, (soul, damage)
        if not payable:
            with pytest.raises(IllegalAction) as err:
                act(g, "act", card=vg, number=0)
            assert err.value.rule == "cost.payment"
            continue
        ev = act(g, "act", card=vg, number=0)
        while decision_of(g).kind == "choose":
            ev += act(g, "choose", card=g.legal_actions()[0].card)
        ps = g.state.players[0]
        assert len(ps.soul) == 0 and all(c in g.state.face_down for c in ps.damage)
        assert "keyword.mega-blast" in rules(ev)
        assert where(g, foe) == (1, "drop") and power(g, vg) == 21000


@pytest.mark.rule("cost.especial")
@pytest.mark.covers("COST-010")
@pytest.mark.parametrize("fmt", FORMATS)
def test_clanbound_lantern_adept_pays_especial_blasts_only_with_matching_cards(fmt: str) -> None:
    t = Table(fmt)
    adept = t.rear(0, "FL", ADEPT)
    stranger, own = t.damage(0, FOE_G1, "Lanternguard Squire")
    other_soul, sprite = t.soul(0, "Lanternguard Squire", "Lampwick Sprite")
    g = t.at_main()
    act(g, "act", card=adept, number=0)  # only the Lanternguard damage card may pay
    assert own in g.state.face_down and stranger not in g.state.face_down
    act(g, "act", card=adept, number=1)  # only the card of that name may pay
    assert where(g, sprite) == (0, "drop") and where(g, other_soul) == (0, "soul")
    assert power(g, adept) == 12000
    # without a matching card the cost cannot be paid, whatever else there is
    t = Table(fmt)
    adept = t.rear(0, "FL", ADEPT)
    t.damage(0, FOE_G1, FOE_G1)
    t.soul(0, "Lanternguard Squire", "Lanternguard Squire")
    g = t.at_main()
    assert not [a for a in g.legal_actions() if a.kind == "act" and a.card == adept]
    with pytest.raises(IllegalAction) as err:
        act(g, "act", card=adept, number=0)
    assert err.value.rule == "cost.payment"


# ----------------------------------------------------------------- cross ride


@pytest.mark.rule("keyword.cross-ride")
@pytest.mark.covers("KEYWORD-010")
@pytest.mark.parametrize("fmt", FORMATS)
def test_crossflame_lantern_exarch_gains_power_while_its_cross_ride_card_is_in_the_soul(
    fmt: str,
) -> None:
    for under, want in ((AURELIO, 13000), (SOLARIS, 11000)):
        t = Table(fmt)
        t.vanguard(0, under)
        (exarch,) = t.hand(0, EXARCH)
        g = t.at_ride()
        act(g, "ride", card=exarch)
        assert power(g, exarch) == want, under
    # it lasts exactly while the card is in the soul
    t = Table(fmt)
    exarch_vg = t.vanguard(0, EXARCH)
    assert exarch_vg is not None
    (aurelio,) = t.soul(0, AURELIO)
    g = t.at_main()
    assert power(g, exarch_vg) == 13000
    act(g, "manual", player=0, card=aurelio, target="move:drop")
    assert power(g, exarch_vg) == 11000


# ----------------------------------------------------------------- comparisons


@pytest.mark.rule("text.comparisons")
@pytest.mark.covers("TEXT-008", "TEXT-009")
@pytest.mark.parametrize("fmt", FORMATS)
def test_threshold_lantern_scholar_compares_strictly_or_inclusively(fmt: str) -> None:
    """More than 3 damage +1000, 3 or more +2000, fewer than 2 soul +4000, 2 or fewer +8000:
    at the boundary only the inclusive wording holds."""
    cases = {
        (3, 2): 8000 + 2000 + 8000,  # the boundary: "3 or more" and "2 or fewer" only
        (4, 1): 8000 + 1000 + 2000 + 4000 + 8000,
        (2, 3): 8000,
    }
    for (damage, soul), want in cases.items():
        t = Table(fmt)
        scholar = t.rear(0, "FL", SCHOLAR)
        t.damage_count(0, damage)
        t.soul(0, *["Lanternguard Squire"] * soul)
        g = t.at_main()
        assert power(g, scholar) == want, (damage, soul)


# ----------------------------------------------------------------- first chance


@pytest.mark.rule("ability.first-chance")
@pytest.mark.covers("ABILITY-010")
@pytest.mark.parametrize("fmt", FORMATS)
def test_firstblood_lantern_duelist_only_at_the_first_battle_it_attacked_a_rear_guard(
    fmt: str,
) -> None:
    t = Table(fmt)
    duelist = t.rear(0, "FL", DUELIST)
    t.damage_count(0, 3)
    t.rear(1, "FL", FOE2)
    t.rear(1, "FR", FOE2)
    g = t.at_battle()
    # a battle against the vanguard does not count
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    assert not [e for e in g.events if e.kind == "ability-trigger" and duelist in e.cards]
    act(g, "manual", player=0, card=duelist, target="stand")  # (a judge stands it again)
    # the first battle against a rear-guard: the chance comes, and is declined
    act(g, "attack", circle="FL", target="FL")
    act(g, "end-guard")
    assert decision_of(g).kind == "use-ability"
    act(g, "decline")
    assert duelist in g.state.rested
    act(g, "manual", player=0, card=duelist, target="stand")
    # a later battle against a rear-guard: no second chance
    n = len(g.events)
    act(g, "attack", circle="FL", target="FR")
    act(g, "end-guard")
    assert not [e for e in g.events[n:] if e.kind == "ability-trigger" and duelist in e.cards]
    assert duelist in g.state.rested
    # paid at its first chance, it stands
    t = Table(fmt)
    duelist = t.rear(0, "FL", DUELIST)
    t.damage_count(0, 1)
    t.rear(1, "FL", FOE2)
    g = t.at_battle()
    act(g, "attack", circle="FL", target="FL")
    act(g, "end-guard")
    act(g, "use")
    assert duelist not in g.state.rested


# ----------------------------------------------------------------- look at up to N


@pytest.mark.rule("text.look-at", "text.look-at-up-to")
@pytest.mark.covers("TEXT-014")
@pytest.mark.parametrize("fmt", FORMATS)
def test_lanternglass_seer_fixes_how_many_to_look_at_before_looking(fmt: str) -> None:
    t = Table(fmt)
    seer = t.rear(0, "FL", SEER)
    top = t.deck_top(0, "Gleamhelm Scout", "Halo Shieldbearer", G2, "Lanternguard Squire")
    g = t.at_main()
    n = len(g.events)
    act(g, "act", card=seer, number=0)
    for _ in range(2):  # two yes, then no: the count is two, fixed before any card is seen
        assert decision_of(g).kind == "confirm"
        assert not [e for e in g.events[n:] if e.kind == "look"]
        act(g, "use")
    act(g, "decline")
    (look,) = [e for e in g.events[n:] if e.kind == "look"]
    assert look.cards == tuple(top[:2])
    assert {a.card for a in g.legal_actions() if a.card is not None} == set(top[:2])
    act(g, "choose", card=top[1])
    ps = g.state.players[0]
    assert top[1] in ps.hand and ps.deck[-1] == top[0] and ps.deck[0] == top[2]
    # zero is a number too: look at nothing
    t = Table(fmt)
    seer = t.rear(0, "FL", SEER)
    t.deck_top(0, "Gleamhelm Scout")
    g = t.at_main()
    deck = g.state.players[0].deck
    act(g, "act", card=seer, number=0)
    act(g, "decline")
    assert not [e for e in g.events if e.kind == "look"]
    assert g.state.players[0].deck == deck and decision_of(g).kind == "main"


@pytest.mark.rule("golden.cannot-wins", "trigger.stand")
@pytest.mark.covers("GEN-004")
@pytest.mark.parametrize("fmt", FORMATS)
def test_frostbound_lantern_bulwark_is_not_stood_by_a_stand_trigger(fmt: str) -> None:
    t = Table(fmt)
    bulwark = t.rear(0, "FL", BULWARK, rested=True)
    t.deck_top(0, "Rallying Bugler")  # a stand trigger
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    n = len(g.events)
    act(g, "end-guard")
    while g.state.decision is not None and g.state.decision.kind not in ("attack",):
        acts = g.legal_actions()
        act(
            g,
            acts[0].kind,
            **{
                k: v
                for k, v in acts[0]._asdict().items()
                if k not in ("kind", "player") and v is not None
            },
        )
    assert any("stand trigger" in e.text for e in g.events[n:] if e.rule == "golden.cannot-wins")
    assert "golden.cannot-wins" in rules(g.events[n:])
    assert bulwark in g.state.rested


@pytest.mark.rule("deck.format-legal")
def test_a_deck_refuses_a_card_whose_ability_needs_legion_where_legion_is_not_played() -> None:
    """Nothing is accepted silently: a legion effect or target could never do anything where
    legion is not played, so a deck holding such a card is refused there. Standard plays
    legion by card text (LEGION-014), so it takes the card; a Standard without that (as a
    regulation could be) refuses it."""
    from vgwidget.engine.formats import STANDARD

    no_legion = dataclasses.replace(STANDARD, legion_by_card_text=False)
    assert STANDARD.legion and not no_legion.legion
    for effect in (
        {"do": "legion-from-soul"},
        {"do": "retire", "target": "opponent-legion-mate"},
    ):
        card = make_card(
            "Stray Legion Caller",
            "standard",
            [{"type": "ACT", "zones": ["RC"], "effect": [effect]}],
            grade=1,
            power=8000,
            shield=5000,
        )
        pool = pool_with(card)
        deck = teaching_decks("standard")[0]
        main = list(deck.main)
        main[main.index(next(n for n in main if pool[n].grade == 1 and not pool[n].trigger))] = (
            card.name
        )
        bad = dataclasses.replace(deck, main=tuple(main))
        assert check_deck(bad, "standard", pool=pool) == []
        problems = check_deck(bad, no_legion, pool=pool)
        assert any(
            "works only with legion" in p.message and p.rule == "deck.format-legal"
            for p in problems
        ), effect
        assert check_deck(deck, "standard", pool=pool) == []
