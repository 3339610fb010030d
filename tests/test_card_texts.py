"""Every shipped Emberreach card with abilities does what its text says: one test per card
(named after it), playing the card from a built position and checking what the text promises,
including the negative cases the text implies ("another of your units", "from RC", "1/Turn",
"may"). The other cards are played in tests/test_card_texts_other_cards.py."""

from __future__ import annotations

import pytest
from builders import Table, act, critical, find, power, where
from card_texts_common import acts_of, decision, face_down, hand, soul, triggered

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction

# ------------------------------------------------------------------------------ Emberreach


@pytest.mark.rule("ability.auto", "main.superior-call")
@pytest.mark.parametrize("take", [True, False])
def test_emberkit_herald(take: bool) -> None:
    """When another unit rides it, you *may* call it from the soul to a rear-guard circle."""
    t = Table("standard")
    herald = t.vanguard(0, "Emberkit Herald")
    assert herald is not None
    squire = t.hand(0, "Emberkit Squire")[0]
    g = t.at_ride()
    act(g, "ride", card=squire)
    assert decision(g) == "choose"
    assert {a.card for a in g.legal_actions()} == {herald, None}  # "may": none is allowed
    if take:
        act(g, "choose", card=herald)
        act(g, "choose", circle="BL")
        assert where(g, herald) == (0, "BL")
    else:
        act(g, "choose")
        assert where(g, herald) == (0, "soul")
    assert decision(g) == "main"


@pytest.mark.rule("ability.auto")
def test_emberkit_herald_only_when_it_is_the_vanguard_ridden() -> None:
    t = Table("standard")
    t.vanguard(0, "Emberkit Squire")
    herald = t.soul(0, "Emberkit Herald")[0]  # already in the soul: "this card" is not ridden
    warden = t.hand(0, "Emberkit Warden")[0]
    g = t.at_ride()
    n = len(g.events)
    act(g, "ride", card=warden)
    assert triggered(g, herald, n) == 0 and where(g, herald) == (0, "soul")


@pytest.mark.rule("ability.auto", "battle.boost")
@pytest.mark.parametrize("vanguard,bonus", [("Ashfall Tyrant", 5000), ("Emberkit Warden", 0)])
def test_emberkit_squire(vanguard: str, bonus: int) -> None:
    """When it boosts, if your vanguard is grade 3 or greater: +5000 until end of that battle."""
    t = Table("standard")
    t.vanguard(0, vanguard)
    striker = t.rear(0, "FL", "Cinderfall Striker")
    squire = t.rear(0, "BL", "Emberkit Squire")
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="FL", target="VC")
    act(g, "boost")
    assert triggered(g, squire, n) == (1 if bonus else 0)
    assert power(g, squire) == 8000 + bonus
    assert power(g, striker) == 10000 + 8000 + bonus
    act(g, "end-guard")
    assert power(g, squire) == 8000  # "until end of that battle"


@pytest.mark.rule("ability.auto")
def test_emberkit_squire_not_when_it_is_boosted() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    squire = t.rear(0, "FL", "Emberkit Squire")
    t.rear(0, "BL", "Ember Chronicler")
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="FL", target="VC")
    act(g, "boost")
    assert triggered(g, squire, n) == 0 and power(g, squire) == 16000


@pytest.mark.rule("keyword.especial-intercept", "timing.guard")
@pytest.mark.parametrize("how", ["intercept", "guard"])
def test_emberkit_warden_intercept(how: str) -> None:
    """When *it intercepts*: +5000 shield; called from hand as a guardian it does not."""
    t = Table("standard")
    t.vanguard(0, "Pyrecrown Overlord")
    vg = t.vanguard(1, "Ashfall Tyrant")
    assert vg is not None
    if how == "intercept":
        warden = t.rear(1, "FL", "Emberkit Warden")
    else:
        warden = t.hand(1, "Emberkit Warden")[0]
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    before = power(g, vg)
    n = len(g.events)
    if how == "intercept":
        act(g, "intercept", circle="FL")
        assert triggered(g, warden, n) == 1 and power(g, vg) == before + 10000
    else:
        act(g, "guard", card=warden)
        assert triggered(g, warden, n) == 0 and power(g, vg) == before + 5000


@pytest.mark.rule("cost.soul-blast", "text.draw", "ability.auto")
@pytest.mark.parametrize("how,use", [("ride", True), ("ride", False), ("call", True)])
def test_emberkit_warden_placed_on_vc(how: str, use: bool) -> None:
    """When placed on VC, you may soul blast 1 to draw; being called to RC is not enough."""
    t = Table("standard")
    t.vanguard(0, "Emberkit Squire" if how == "ride" else "Ashfall Tyrant")
    t.soul(0, "Kindling Aide")
    warden = t.hand(0, "Emberkit Warden")[0]
    if how == "ride":
        g = t.at_ride()
        n = len(g.events)
        act(g, "ride", card=warden)
    else:
        g = t.at_main()
        n = len(g.events)
        act(g, "call", card=warden, circle="FL")
    if how == "call":
        assert triggered(g, warden, n) == 0 and decision(g) == "main"
        return
    assert decision(g) == "use-ability"
    cards = hand(g, 0)
    act(g, "use" if use else "decline")
    if use:  # soul blast 1 out of two (the Aide and the ridden Squire): the payer chooses
        act(g, "choose", card=g.state.players[0].soul[0])
    assert hand(g, 0) == cards + (1 if use else 0)
    assert soul(g, 0) == (1 if use else 2)


@pytest.mark.rule("keyword.persona-blast", "cost.counter-blast", "ability.once-per-turn")
def test_pyrecrown_overlord_hits() -> None:
    """1/Turn: when its attack hits, persona blast + CB1: stand, +5000 until end of turn."""
    t = Table("standard")
    ov = t.vanguard(0, "Pyrecrown Overlord")
    assert ov is not None
    t.damage_count(0, 2)
    twin = t.hand(0, "Pyrecrown Overlord")[0]
    t.deck_top(0, "Kindling Aide", "Kindling Aide")  # drive checks: no second Overlord
    t.vanguard(1, "Ripplet Herald")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    n = len(g.events)
    act(g, "end-guard")
    assert triggered(g, ov, n) == 1 and decision(g) == "use-ability"
    act(g, "use")
    act(g, "choose", card=g.state.players[0].damage[0])  # which damage pays CB1
    assert where(g, twin) == (0, "drop")
    assert ov not in g.state.rested and power(g, ov) == 18000
    act(g, "attack", circle="VC", target="VC")
    n = len(g.events)
    act(g, "end-guard")  # hits again: 1/Turn, no second trigger
    assert triggered(g, ov, n) == 0 and ov in g.state.rested


@pytest.mark.rule("ability.auto")
def test_pyrecrown_overlord_not_when_its_attack_does_not_hit() -> None:
    t = Table("standard")
    ov = t.vanguard(0, "Pyrecrown Overlord")
    assert ov is not None
    t.damage_count(0, 1)
    t.hand(0, "Pyrecrown Overlord")
    t.vanguard(1, "Ashfall Tyrant")
    t.hand(1, "Kelpwood Archer")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=find(g, 1, "Kelpwood Archer", "hand"))
    n = len(g.events)
    act(g, "end-guard")
    assert triggered(g, ov, n) == 0


@pytest.mark.rule("keyword.soul-charge", "ability.auto")
@pytest.mark.parametrize("how", ["ride", "call"])
def test_pyrecrown_overlord_rides(how: str) -> None:
    """When *it rides*: soul charge 1 (called to RC, it does not)."""
    t = Table("standard")
    t.vanguard(0, "Emberkit Warden" if how == "ride" else "Ashfall Tyrant")
    ov = t.hand(0, "Pyrecrown Overlord")[0]
    if how == "ride":
        g = t.at_ride()
        act(g, "ride", card=ov)
        assert soul(g, 0) == 2  # the Warden, and one card soul charged
    else:
        g = t.at_main()
        act(g, "call", card=ov, circle="FL")
        assert soul(g, 0) == 0


@pytest.mark.rule("ability.auto", "text.look-at", "zone.deck")
def test_kindling_aide() -> None:
    """When the attack of the unit *it boosted* hits: search for a "Pyrecrown Overlord"."""
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    lone = t.rear(0, "FL", "Kindling Aide")  # attacks on its own: boosted nothing
    booster = t.rear(0, "BC", "Kindling Aide")
    t.deck_top(0, "Kindling Aide", "Kindling Aide", "Kindling Aide")
    target = t.deck_top(0, "Pyrecrown Overlord")[0]
    t.vanguard(1, "Ripplet Herald")
    t.deck(1, *["Kelpwood Archer"] * 10)
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")  # hits, but no Aide boosted it
    assert triggered(g, lone, n) == 0 and triggered(g, booster, n) == 0
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")
    act(g, "end-guard")
    assert triggered(g, booster, n) == 1 and triggered(g, lone, n) == 0
    assert decision(g) == "use-ability"  # "you may search"
    act(g, "use")
    assert decision(g) == "choose"
    assert {a.card for a in g.legal_actions()} == {target, None}  # only that name
    act(g, "choose", card=target)
    assert where(g, target) == (0, "hand")
    assert any(e.kind == "shuffle" for e in g.events[n:])


@pytest.mark.rule("text.you-may")
def test_kindling_aide_declined_means_no_shuffle() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.rear(0, "BC", "Kindling Aide")
    t.deck_top(0, "Kindling Aide", "Kindling Aide", "Pyrecrown Overlord")  # twin drive first
    t.vanguard(1, "Ripplet Herald")
    t.deck(1, *["Kelpwood Archer"] * 10)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")
    act(g, "end-guard")
    n = len(g.events)
    assert decision(g) in ("choose", "use-ability")  # the Overlord in the deck can be found
    if decision(g) == "use-ability":
        act(g, "decline")
    else:
        act(g, "choose")  # takes nothing: the player did not want to search
    assert not any(e.kind == "shuffle" for e in g.events[n:])


@pytest.mark.rule("ability.auto")
def test_kindling_aide_not_when_the_boosted_attack_misses() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    aide = t.rear(0, "BC", "Kindling Aide")
    t.deck_top(0, "Kindling Aide")
    t.vanguard(1, "Ashfall Tyrant")
    wall = t.hand(1, "Blazeforged Sentinel", "Kelpwood Archer")[0]
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    act(g, "boost")
    act(g, "guard", card=wall)
    act(g, "use")
    act(g, "end-guard")
    assert triggered(g, aide, n) == 0


@pytest.mark.rule("keyword.sentinel", "text.discard", "golden.cannot-wins")
@pytest.mark.parametrize("use", [True, False])
def test_blazeforged_sentinel(use: bool) -> None:
    """When placed on GC, you may discard a card: the unit it guards cannot be hit."""
    t = Table("standard")
    t.vanguard(1, "Pyrecrown Overlord")
    t.rear(1, "FL", "Cinderfall Striker")
    t.deck_top(1, "Kindling Aide")
    t.vanguard(0, "Ashfall Tyrant")
    guarded = t.rear(0, "FR", "Kindling Aide")
    other = t.rear(0, "FL", "Kindling Aide")
    sentinel, spare = t.hand(0, "Blazeforged Sentinel", "Ember Chronicler")
    g = t.at_battle(turn=4, player=1)
    act(g, "attack", circle="FL", target="FR")
    act(g, "guard", card=sentinel)
    assert decision(g) == "use-ability"
    act(g, "use" if use else "decline")
    if use:  # no choice of unit: it is the one this guardian guards
        assert where(g, spare) == (0, "drop")
    act(g, "end-guard")
    assert where(g, guarded) == (0, "drop" if not use else "FR")
    assert where(g, other) == (0, "FL")


@pytest.mark.rule("ability.act", "ability.once-per-turn", "cost.soul-blast")
def test_cinderfall_striker() -> None:
    """[ACT](RC) 1/Turn: soul blast 1: +5000 until end of turn; not from VC, not without soul."""
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.soul(0, "Kindling Aide", "Kindling Aide")
    st = t.rear(0, "FL", "Cinderfall Striker")
    g = t.at_main()
    assert len(acts_of(g, st)) == 1
    act(g, "act", card=st, number=0)
    act(g, "choose", card=g.state.players[0].soul[0])
    assert power(g, st) == 15000 and soul(g, 0) == 1
    assert acts_of(g, st) == []  # 1/Turn, although the cost could be paid again
    t2 = Table("standard")
    vst = t2.vanguard(0, "Cinderfall Striker")
    assert vst is not None
    t2.soul(0, "Kindling Aide")
    bare = t2.rear(0, "FL", "Cinderfall Striker")
    g2 = t2.at_main()
    assert acts_of(g2, vst) == []  # (RC) only
    assert len(acts_of(g2, bare)) == 1
    t3 = Table("standard")
    t3.vanguard(0, "Ashfall Tyrant")
    st3 = t3.rear(0, "FL", "Cinderfall Striker")
    assert acts_of(t3.at_main(), st3) == []  # empty soul: the cost cannot be paid


@pytest.mark.rule("cost.counter-blast", "text.look-at", "zone.move-order")
def test_ashen_recruiter() -> None:
    """When placed on RC, CB1: look at the top 3, up to one unit of grade 2 or less to hand,
    the rest to the bottom."""
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.damage_count(0, 1)
    rec = t.hand(0, "Ashen Recruiter")[0]
    w, ov, aide = t.deck_top(0, "Emberkit Warden", "Pyrecrown Overlord", "Kindling Aide")
    g = t.at_main()
    act(g, "call", card=rec, circle="BL")
    assert decision(g) == "use-ability"
    act(g, "use")
    assert {a.card for a in g.legal_actions()} == {w, aide, None}  # grade 3 not offered; "up to"
    act(g, "choose")  # takes none
    act(g, "choose", card=w)  # the owner orders the three going to the bottom
    act(g, "choose", card=ov)
    assert g.state.players[0].deck[-3:] == (w, ov, aide)
    assert hand(g, 0) == 0 and decision(g) == "main"


@pytest.mark.rule("text.look-at")
def test_ashen_recruiter_takes_only_a_unit() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.damage_count(0, 1)
    rec = t.hand(0, "Ashen Recruiter")[0]
    decree, w, ov = t.deck_top(0, "Kindling Decree", "Emberkit Warden", "Pyrecrown Overlord")
    g = t.at_main()
    act(g, "call", card=rec, circle="BL")
    act(g, "use")
    assert {a.card for a in g.legal_actions()} == {w, None}  # an order is not a unit


@pytest.mark.rule("ability.auto", "cost.payment", "text.draw")
@pytest.mark.parametrize("player", [0, 1])
def test_ember_chronicler(player: int) -> None:
    """At the beginning of *your* main phase, you may rest it to draw a card."""
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.vanguard(1, "Ashfall Tyrant")
    chron = t.rear(0, "BL", "Ember Chronicler")
    g = t.at_turn_start(turn=3 if player == 0 else 4, player=player)
    n = len(g.events)
    act(g, "skip-ride")
    if player == 1:
        assert triggered(g, chron, n) == 0 and decision(g) == "main"
        return
    assert decision(g) == "use-ability"
    before = hand(g, 0)
    act(g, "use")
    assert chron in g.state.rested and hand(g, 0) == before + 1


@pytest.mark.rule("ability.auto", "timing.attack")
@pytest.mark.parametrize("vanguard,bonus", [("Pyrecrown Overlord", 5000), ("Ashfall Tyrant", 0)])
def test_scorchline_captain(vanguard: str, bonus: int) -> None:
    """When it attacks, if your vanguard is "Pyrecrown Overlord": +5000 until end of battle."""
    t = Table("standard")
    t.vanguard(0, vanguard)
    cap = t.rear(0, "FL", "Scorchline Captain")
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    assert power(g, cap) == 10000 + bonus
    act(g, "end-guard")
    assert power(g, cap) == 10000


@pytest.mark.rule("ability.auto", "cost.payment", "keyword.soul-charge")
def test_flamekeeper_mage_attack_does_not_hit() -> None:
    """When its attack does not hit: counter charge 1; at the end of the battle it attacked in,
    you may pay [Counter Charge 1] to soul charge 1."""
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    mage = t.rear(0, "FL", "Flamekeeper Mage")
    t.damage(0, "Kindling Aide", "Kindling Aide", face_down=(0, 1))
    t.vanguard(1, "Shoalguard Cadet")
    wall = t.hand(1, "Kelpwood Archer")[0]
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    act(g, "guard", card=wall)
    act(g, "end-guard")  # 10000 against 13000: no hit -> counter charge 1 (no "may")
    assert face_down(g, 0) == 1
    assert decision(g) == "use-ability"  # the end of the battle it attacked in
    act(g, "use")
    assert face_down(g, 0) == 0 and soul(g, 0) == 1
    assert mage in g.state.rested


@pytest.mark.rule("ability.auto")
def test_flamekeeper_mage_attack_hits_and_other_battles() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    mage = t.rear(0, "FL", "Flamekeeper Mage")
    t.damage(0, "Kindling Aide", "Kindling Aide", face_down=(0, 1))
    t.deck_top(0, "Kindling Aide")
    t.vanguard(1, "Ripplet Herald")
    t.deck(1, *["Kelpwood Archer"] * 10)
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")  # a battle the Mage did not attack in
    act(g, "end-guard")
    assert triggered(g, mage, n) == 0
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")  # hits: no counter charge; the end of battle still comes
    assert triggered(g, mage, n) == 1 and face_down(g, 0) == 2
    act(g, "decline")
    assert face_down(g, 0) == 2 and soul(g, 0) == 0


@pytest.mark.rule("ability.act", "text.heal", "timing.damage")
def test_cinderheart_medic() -> None:
    """[ACT] retire itself & CB1: heal 1. [AUTO] when *you* damage check: +5000 until end of
    turn."""
    t = Table("standard")
    t.vanguard(1, "Pyrecrown Overlord")
    t.rear(1, "FL", "Cinderfall Striker")  # so the battle phase goes on after the first attack
    t.deck_top(1, "Kindling Aide")
    t.vanguard(0, "Emberkit Squire")
    medic = t.rear(0, "FL", "Cinderheart Medic")
    t.deck(0, *["Kindling Aide"] * 10)
    g = t.at_battle(turn=4, player=1)
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")  # Player 1 damage checks
    assert triggered(g, medic, n) == 1 and power(g, medic) == 13000
    act(g, "end-battle")
    assert power(g, medic) == 8000  # until end of turn


@pytest.mark.rule("ability.act", "text.heal", "timing.damage")
def test_cinderheart_medic_on_its_owners_turn() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    medic = t.rear(0, "BL", "Cinderheart Medic")
    t.deck_top(0, "Kindling Aide")
    t.vanguard(1, "Ripplet Herald")
    t.deck(1, *["Kelpwood Archer"] * 10)
    d1, d2 = t.damage(0, "Kindling Aide", "Ember Chronicler", face_down=(1,))
    g = t.at_main()
    assert len(acts_of(g, medic)) == 1
    act(g, "act", card=medic, number=0)  # CB1: only one face-up card, so no choice
    act(g, "choose", card=d2)
    assert where(g, medic) == (0, "drop") and where(g, d2) == (0, "drop")
    assert g.state.players[0].damage == (d1,)
    t2 = Table("standard")
    t2.vanguard(0, "Ashfall Tyrant")
    m2 = t2.rear(0, "FL", "Cinderheart Medic")
    t2.damage(0, "Kindling Aide", face_down=(0,))
    t2.deck_top(0, "Kindling Aide")
    t2.vanguard(1, "Ripplet Herald")
    t2.deck(1, *["Kelpwood Archer"] * 10)
    g2 = t2.at_main()
    assert acts_of(g2, m2) == []  # no face-up damage: CB1 cannot be paid
    act(g2, "end-main")
    n = len(g2.events)
    act(g2, "attack", circle="VC", target="VC")
    act(g2, "end-guard")  # the opponent damage checks: not "you"
    assert triggered(g2, m2, n) == 0 and power(g2, m2) == 8000


@pytest.mark.rule("ability.act", "ability.once-per-turn", "text.retire")
def test_ashfall_tyrant_act() -> None:
    """[ACT](VC) 1/Turn: CB2: choose one of your opponent's rear-guards and retire it."""
    t = Table("standard")
    vg = t.vanguard(0, "Ashfall Tyrant")
    assert vg is not None
    t.damage_count(0, 4)
    a = t.rear(1, "FL", "Kelpwood Archer")
    b = t.rear(1, "BR", "Saltspray Duelist")
    g = t.at_main()
    act(g, "act", card=vg, number=0)
    act(g, "choose", card=g.state.players[0].damage[0])
    act(g, "choose", card=g.state.players[0].damage[1])
    assert {x.card for x in g.legal_actions()} == {a, b}  # any rear-guard, no "up to"
    act(g, "choose", card=b)
    assert where(g, b) == (1, "drop") and where(g, a) == (1, "FL")
    assert acts_of(g, vg) == []  # 1/Turn: two face-up damage are left, still refused
    with pytest.raises(IllegalAction) as err:
        g.apply(Action("act", 0, card=vg, number=0))
    assert err.value.rule == "ability.once-per-turn"
    t2 = Table("standard")
    t2.vanguard(0, "Pyrecrown Overlord")
    t2.damage_count(0, 2)
    rg = t2.rear(0, "FL", "Ashfall Tyrant")
    assert acts_of(t2.at_main(), rg) == []  # (VC) only


@pytest.mark.rule("ability.auto", "timing.attack")
@pytest.mark.parametrize("target", ["VC", "FR"])
def test_ashfall_tyrant_attacked(target: str) -> None:
    """[AUTO](VC): when *this unit* is attacked: +5000 until end of that battle."""
    t = Table("standard")
    t.vanguard(1, "Pyrecrown Overlord")
    t.deck_top(1, "Kindling Aide")
    vg = t.vanguard(0, "Ashfall Tyrant")
    rg = t.rear(0, "FR", "Ashfall Tyrant")
    assert vg is not None
    g = t.at_battle(turn=4, player=1)
    act(g, "attack", circle="VC", target=target)
    assert power(g, vg) == (18000 if target == "VC" else 13000)
    assert power(g, rg) == 13000  # on RC it does nothing
    act(g, "end-guard")
    assert power(g, vg) == 13000


@pytest.mark.rule("cost.counter-blast", "ability.auto")
def test_smokescreen_skirmisher_placed_on_rc() -> None:
    """When placed on RC, you may CB1: choose one of your opponent's rear-guards and rest it."""
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.damage_count(0, 1)
    sk = t.hand(0, "Smokescreen Skirmisher")[0]
    a = t.rear(1, "FL", "Kelpwood Archer")
    b = t.rear(1, "BL", "Saltspray Duelist")
    g = t.at_main()
    act(g, "call", card=sk, circle="FR")
    act(g, "use")
    assert {x.card for x in g.legal_actions()} == {a, b}  # any rear-guard, exactly one
    act(g, "choose", card=b)
    assert b in g.state.rested and a not in g.state.rested


@pytest.mark.rule("keyword.soul-charge", "battle.hit-rearguard", "battle.guardians-retire")
def test_smokescreen_skirmisher_put_into_drop_from_rc() -> None:
    """When it is put into the drop zone *from RC*: soul charge 1 -- not when it leaves the
    guardian circle after intercepting, nor when it is discarded from hand."""
    t = Table("standard")
    t.vanguard(1, "Pyrecrown Overlord")
    t.rear(1, "FL", "Cinderfall Striker")
    t.deck_top(1, "Kindling Aide")
    t.vanguard(0, "Emberkit Warden")
    interceptor = t.rear(0, "FL", "Smokescreen Skirmisher")
    target = t.rear(0, "FR", "Smokescreen Skirmisher")
    sentinel, discarded = t.hand(0, "Blazeforged Sentinel", "Smokescreen Skirmisher")
    g = t.at_battle(turn=4, player=1)
    act(g, "attack", circle="VC", target="VC")
    act(g, "intercept", circle="FL")
    act(g, "guard", card=sentinel)
    act(g, "use")  # discards the Skirmisher in hand
    act(g, "end-guard")
    assert where(g, discarded) == (0, "drop") and where(g, interceptor) == (0, "drop")
    assert soul(g, 0) == 0
    act(g, "attack", circle="FL", target="FR")
    act(g, "end-guard")
    assert where(g, target) == (0, "drop") and soul(g, 0) == 1


@pytest.mark.rule("main.superior-call")
def test_smokescreen_skirmisher_retired_by_a_superior_call_over_it() -> None:
    t = Table("standard")
    t.vanguard(0, "Sunset Drillmaster")
    t.damage_count(0, 1)
    sk = t.rear(0, "BL", "Smokescreen Skirmisher")
    aide = t.deck_top(0, "Kindling Aide")[0]
    g = t.at_end()
    act(g, "use")
    act(g, "choose", card=aide)
    act(g, "choose", circle="BL")
    assert where(g, sk) == (0, "drop")
    assert soul(g, 0) == 1  # "when this unit is put into the drop zone from RC": soul charge 1


@pytest.mark.rule("keyword.bind", "text.choose-up-to", "cost.counter-blast", "text.discard")
@pytest.mark.parametrize("pick", ["front", "none"])
def test_brandbinder_duelist(pick: str) -> None:
    """When its attack hits, CB1 & discard: choose up to one opponent front-row rear-guard,
    bind it."""
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.rear(0, "FL", "Brandbinder Duelist")
    t.damage_count(0, 1)
    t.hand(0, "Kindling Aide")
    t.vanguard(1, "Shoalguard Cadet")
    t.deck(1, *["Kelpwood Archer"] * 10)
    front = t.rear(1, "FR", "Kelpwood Archer")
    back = t.rear(1, "BR", "Saltspray Duelist")
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    act(g, "use")
    assert {x.card for x in g.legal_actions()} == {front, None}  # not the back row
    act(g, "choose", card=front if pick == "front" else None)
    assert where(g, front) == (1, "bind" if pick == "front" else "FR")
    assert where(g, back) == (1, "BR")


@pytest.mark.rule("ability.auto")
def test_brandbinder_duelist_not_when_its_attack_misses() -> None:
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    duel = t.rear(0, "FL", "Brandbinder Duelist")
    t.damage_count(0, 1)
    t.hand(0, "Kindling Aide")
    t.vanguard(1, "Ashfall Tyrant")  # 18000 when attacked: the 8000 attack misses
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    assert triggered(g, duel, n) == 0


@pytest.mark.rule("ride.superior", "cost.soul-blast", "text.discard", "zone.deck")
@pytest.mark.parametrize("where_", ["VC", "RC"])
def test_embercall_strategist_ride_phase(where_: str) -> None:
    """[AUTO](VC): at the beginning of your ride phase, SB2 & discard: superior ride a
    "Pyrecrown Overlord" from the deck, then shuffle. On RC it does nothing."""
    t = Table("standard")
    if where_ == "VC":
        strat = t.vanguard(0, "Embercall Strategist")
    else:
        t.vanguard(0, "Emberkit Warden")
        strat = t.rear(0, "FL", "Embercall Strategist")
    assert strat is not None
    t.soul(0, "Kindling Aide", "Kindling Aide")
    ov = t.deck_top(0, "Kindling Aide", "Pyrecrown Overlord")[1]  # the draw phase draws one
    g = t.at_turn_start(turn=3, player=0)
    if where_ == "RC":
        assert triggered(g, strat) == 0 and decision(g) == "ride"
        return
    assert decision(g) == "use-ability"
    act(g, "use")  # soul blast 2 (exactly two); discard the only card in hand
    assert soul(g, 0) == 0 and hand(g, 0) == 0
    assert {x.card for x in g.legal_actions()} == {ov, None}
    act(g, "choose", card=ov)
    assert g.state.players[0].vanguard == ov and where(g, strat) == (0, "soul")
    assert any(e.kind == "shuffle" for e in g.events)


@pytest.mark.rule("main.superior-call", "text.retire", "ability.auto")
def test_embercall_strategist_drive_check() -> None:
    """[AUTO](RC): when *you* drive check, you may retire another rear-guard to call up to one
    grade 1 or less unit from the drop zone."""
    t = Table("standard")
    t.vanguard(0, "Emberkit Warden")  # grade 2: one drive check
    strat = t.rear(0, "BL", "Embercall Strategist")
    fodder = t.rear(0, "FL", "Kindling Aide")
    chron, warden = t.drop(0, "Ember Chronicler", "Emberkit Warden")
    t.deck_top(0, "Kindling Aide")
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert triggered(g, strat, n) == 1 and decision(g) == "use-ability"
    act(g, "use")  # the only other rear-guard is retired
    assert where(g, fodder) == (0, "drop")
    opts = {x.card for x in g.legal_actions()}
    assert opts == {chron, fodder, None} and warden not in opts  # grade 1 or less; "up to"
    act(g, "choose", card=chron)
    act(g, "choose", circle="FR")
    assert where(g, chron) == (0, "FR")


@pytest.mark.rule("ability.auto")
def test_embercall_strategist_not_on_the_opponents_drive_check() -> None:
    t = Table("standard")
    t.vanguard(1, "Pyrecrown Overlord")
    t.deck_top(1, "Kindling Aide", "Kindling Aide")
    t.vanguard(0, "Ashfall Tyrant")
    strat = t.rear(0, "BL", "Embercall Strategist")
    t.rear(0, "FL", "Kindling Aide")
    t.drop(0, "Ember Chronicler")
    g = t.at_battle(turn=4, player=1)
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert triggered(g, strat, n) == 0


@pytest.mark.rule("keyword.soul-charge", "cost.payment", "timing.end", "ability.cont")
@pytest.mark.parametrize("player", [0, 1])
def test_vigil_flame_keeper_end_phase(player: int) -> None:
    """At the beginning of *your* end phase, you may soul charge 1 to counter charge 1."""
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    keeper = t.rear(0, "FL", "Vigil Flame Keeper")
    t.damage(0, "Kindling Aide", face_down=(0,))
    g = t.at_end(turn=3 if player == 0 else 4, player=player)
    if player == 1:
        assert triggered(g, keeper) == 0 and face_down(g, 0) == 1
        return
    assert decision(g) == "use-ability"
    act(g, "use")
    assert soul(g, 0) == 1 and face_down(g, 0) == 0


@pytest.mark.rule("ability.cont")
@pytest.mark.parametrize("circle,soul_cards,bonus", [("FL", 5, 5000), ("FL", 4, 0), ("VC", 5, 0)])
def test_vigil_flame_keeper_cont(circle: str, soul_cards: int, bonus: int) -> None:
    """[CONT](RC): five or more cards in your soul: +5000 (on VC: nothing)."""
    t = Table("standard")
    if circle == "VC":
        keeper = t.vanguard(0, "Vigil Flame Keeper")
    else:
        t.vanguard(0, "Ashfall Tyrant")
        keeper = t.rear(0, "FL", "Vigil Flame Keeper")
    assert keeper is not None
    t.soul(0, *["Kindling Aide"] * soul_cards)
    assert power(t.at_main(), keeper) == 8000 + bonus


@pytest.mark.rule("keyword.restraint", "text.choose-up-to", "timing.attack")
def test_hearthguard_bulwark() -> None:
    """Restraint: cannot attack. When *another* of your units attacks, you may choose up to
    one of your units: +2000 until end of that battle."""
    t = Table("standard")
    vg = t.vanguard(0, "Ashfall Tyrant")
    assert vg is not None
    bul = t.rear(0, "FL", "Hearthguard Bulwark")
    t.deck_top(0, "Kindling Aide", "Kindling Aide")
    g = t.at_battle()
    with pytest.raises(IllegalAction):
        g.apply(Action("attack", 0, circle="FL", target="VC"))
    act(g, "attack", circle="VC", target="VC")
    assert decision(g) == "choose"
    assert {x.card for x in g.legal_actions()} == {vg, bul, None}
    act(g, "choose", card=vg)
    assert power(g, vg) == 15000
    act(g, "end-guard")
    assert power(g, vg) == 13000


@pytest.mark.rule("ability.auto")
def test_hearthguard_bulwark_not_when_an_opponents_unit_attacks() -> None:
    t = Table("standard")
    t.vanguard(1, "Pyrecrown Overlord")
    t.deck_top(1, "Kindling Aide", "Kindling Aide")
    bul = t.rear(0, "FL", "Hearthguard Bulwark")
    g = t.at_battle(turn=4, player=1)
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    assert triggered(g, bul, n) == 0


@pytest.mark.rule("keyword.restraint", "battle.intercept", "battle.boost")
def test_hearthguard_bulwark_can_intercept_but_being_grade_2_not_boost() -> None:
    """Restraint stops only attacking: it intercepts; as a grade 2 it has no boost skill
    (its text once said "it can still boost": wrong for a grade 2)."""
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    t.rear(0, "FL", "Cinderfall Striker")
    t.rear(0, "BL", "Hearthguard Bulwark")
    t.deck_top(0, "Kindling Aide", "Kindling Aide")
    wall = t.rear(1, "FR", "Hearthguard Bulwark")
    g = t.at_battle()
    act(g, "attack", circle="FL", target="VC")
    assert decision(g) != "boost"  # no boost offered: straight to the opponent's guard step
    act(g, "choose")  # the Bulwark's own "another of your units attacks" (up to one): none
    assert decision(g) == "guard"
    act(g, "intercept", circle="FR")
    assert where(g, wall) == (1, "guardians")


@pytest.mark.rule("battle.boost", "ability.auto")
def test_blazing_standard_bearer() -> None:
    """When *it is boosted*: +3000 until end of that battle; not when it attacks alone, nor
    when it boosts."""
    t = Table("standard")
    t.vanguard(0, "Ashfall Tyrant")
    bearer = t.rear(0, "FL", "Blazing Standard-Bearer")
    t.rear(0, "BL", "Ember Chronicler")
    striker = t.rear(0, "FR", "Cinderfall Striker")
    bearer2 = t.rear(0, "BR", "Blazing Standard-Bearer")
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="FL", target="VC")
    act(g, "no-boost")
    assert triggered(g, bearer, n) == 0 and power(g, bearer) == 8000
    act(g, "end-guard")
    act(g, "attack", circle="FR", target="VC")
    act(g, "boost")  # the second Bearer boosts: it is not boosted
    assert triggered(g, bearer2, n) == 0 and power(g, striker) == 18000
    t2 = Table("standard")
    t2.vanguard(0, "Ashfall Tyrant")
    b = t2.rear(0, "FL", "Blazing Standard-Bearer")
    t2.rear(0, "BL", "Ember Chronicler")
    g2 = t2.at_battle()
    act(g2, "attack", circle="FL", target="VC")
    act(g2, "boost")
    assert power(g2, b) == 8000 + 3000 + 8000
    act(g2, "end-guard")
    assert power(g2, b) == 8000


@pytest.mark.rule("timing.end", "main.superior-call", "zone.deck")
@pytest.mark.parametrize("player", [0, 1])
def test_sunset_drillmaster_end_of_turn(player: int) -> None:
    """At the end of *your* turn, CB1: call up to one grade 1 or less from the deck, shuffle."""
    t = Table("standard")
    t.vanguard(0, "Sunset Drillmaster")
    t.damage_count(0, 1)
    w, aide = t.deck_top(0, "Emberkit Warden", "Kindling Aide")
    g = t.at_end(turn=3 if player == 0 else 4, player=player)
    if player == 1:
        assert not any(e.kind == "ability-trigger" for e in g.events)
        return
    act(g, "use")
    opts = {x.card for x in g.legal_actions()}
    assert aide in opts and None in opts and w not in opts
    act(g, "choose", card=aide)
    act(g, "choose", circle="BL")
    assert where(g, aide) == (0, "BL")
    assert any(e.kind == "shuffle" for e in g.events)


@pytest.mark.rule("timing.attack", "ability.auto")
@pytest.mark.parametrize("soul_cards,crit", [(3, 2), (2, 1)])
def test_sunset_drillmaster_attacks(soul_cards: int, crit: int) -> None:
    """[AUTO](VC): when it attacks, with three or more soul: +1 critical for that battle."""
    t = Table("standard")
    vg = t.vanguard(0, "Sunset Drillmaster")
    assert vg is not None
    t.soul(0, *["Kindling Aide"] * soul_cards)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    assert critical(g, vg) == crit


@pytest.mark.rule("ability.act", "ability.once-per-turn", "zone.deck", "keyword.soul-charge")
def test_emberwatch_cartographer() -> None:
    """[ACT](RC) 1/Turn: rest it: shuffle your deck, then soul charge 1."""
    t = Table("standard")
    vg = t.vanguard(0, "Emberwatch Cartographer")
    assert vg is not None
    cart = t.rear(0, "BL", "Emberwatch Cartographer")
    g = t.at_main()
    assert acts_of(g, vg) == []  # (RC) only
    ev = act(g, "act", card=cart, number=0)
    done = [e.kind for e in ev if e.kind in ("shuffle", "soul-charge")]
    assert done == ["shuffle", "soul-charge"]  # in that order
    assert cart in g.state.rested and soul(g, 0) == 1
    g.apply(Action("manual", 0, card=cart, target="stand"))
    assert acts_of(g, cart) == []  # stood again by a judge, still 1/Turn
    t2 = Table("standard")
    t2.vanguard(0, "Ashfall Tyrant")
    rested = t2.rear(0, "BL", "Emberwatch Cartographer", rested=True)
    assert acts_of(t2.at_main(), rested) == []  # a rested unit cannot pay [rest this unit]
