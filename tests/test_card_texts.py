"""Every shipped card with abilities does what its text says: one test per card (named after
it), playing the card from a built position and checking what the text promises, including
the negative cases the text implies ("another of your units", "from RC", "1/Turn", "may")."""

from __future__ import annotations

import re

import pytest
from builders import Table, act, critical, decision_of, find, kinds, power, where

from vgwidget.engine import position
from vgwidget.engine.abilities.model import Ability
from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game

POOL = default_pool()
SENTINELS = {  # the cards with the same generic sentinel text (and the Protect pseudo-card)
    "Aegis Lantern Warden": "classic",
    "Anchorline Defender": "classic",
    "Briarwall Dryad": "classic",
    "Cinderwall Guardian": "standard",
    "Bulwark Turtle of the Shallows": "standard",
    "Protect": "standard",
}


def decision(g: Game) -> str:
    d = g.state.decision
    assert d is not None
    return d.kind


def triggered(g: Game, iid: int, since: int = 0) -> int:
    """How many times an ability of card ``iid`` triggered after event ``since``."""
    return sum(1 for e in g.events[since:] if e.kind == "ability-trigger" and iid in e.cards)


def acts_of(g: Game, card: int) -> list[Action]:
    return [a for a in g.legal_actions() if a.kind == "act" and a.card == card]


def face_down(g: Game, p: int) -> int:
    return sum(1 for c in g.state.players[p].damage if c in g.state.face_down)


def soul(g: Game, p: int) -> int:
    return len(g.state.players[p].soul)


def hand(g: Game, p: int) -> int:
    return len(g.state.players[p].hand)


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


# ---------------------------------------------------------------- Lanternguard (classic)


@pytest.mark.rule("keyword.forerunner", "main.superior-call")
@pytest.mark.parametrize(
    "rider,take",
    [("Lanternguard Squire", True), ("Lanternguard Squire", False), ("Deckhand Brawler", False)],
)
def test_wickwatch_forerunner(rider: str, take: bool) -> None:
    """When a «Lanternguard» unit rides it, you may call it to a rear-guard circle."""
    t = Table("classic")
    fr = t.vanguard(0, "Wickwatch Forerunner")
    assert fr is not None
    r = t.hand(0, rider)[0]
    g = t.at_ride()
    n = len(g.events)
    act(g, "ride", card=r)
    if rider == "Deckhand Brawler":  # another clan: no trigger at all
        assert triggered(g, fr, n) == 0 and where(g, fr) == (0, "soul")
        return
    assert {x.card for x in g.legal_actions()} == {fr, None}
    if take:
        act(g, "choose", card=fr)
        act(g, "choose", circle="BC")
        assert where(g, fr) == (0, "BC")
    else:
        act(g, "choose")
        assert where(g, fr) == (0, "soul")


@pytest.mark.rule("keyword.lord")
@pytest.mark.parametrize("other,can", [("Deckhand Brawler", False), ("Lanternguard Squire", True)])
def test_lanternlord_ascendant_lord(other: str, can: bool) -> None:
    """Lord: while you have a unit that is not «Lanternguard», it cannot attack."""
    t = Table("classic")
    t.vanguard(0, "Lanternlord Ascendant")
    t.rear(0, "BL", other)
    g = t.at_battle()
    vc = [a for a in g.legal_actions() if a.kind == "attack" and a.circle == "VC"]
    assert bool(vc) == can


@pytest.mark.rule("keyword.lord", "card.lock")
def test_lanternlord_ascendant_lord_ignores_a_locked_card() -> None:
    """A locked card is not a unit (LOCK-002), so a locked card of another clan does not stop
    the Lord from attacking."""
    t = Table("classic")
    t.vanguard(0, "Lanternlord Ascendant")
    t.lock(t.rear(0, "BL", "Deckhand Brawler"))
    g = t.at_battle()
    assert [a for a in g.legal_actions() if a.kind == "attack" and a.circle == "VC"]


@pytest.mark.rule("keyword.limit-break", "cost.counter-blast")
@pytest.mark.parametrize("damage,use", [(4, True), (4, False), (3, False)])
def test_lanternlord_ascendant_limit_break(damage: int, use: bool) -> None:
    """Limit Break 4: when it attacks, you may CB1: +10000 until end of that battle."""
    t = Table("classic")
    vg = t.vanguard(0, "Lanternlord Ascendant")
    assert vg is not None
    t.damage_count(0, damage, "Lanternguard Squire")
    g = t.at_battle()
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    if damage < 4:
        assert triggered(g, vg, n) == 0 and power(g, vg) == 10000
        return
    act(g, "use" if use else "decline")
    if use:
        act(g, "choose", card=g.state.players[0].damage[0])
    assert power(g, vg) == (20000 if use else 10000)


@pytest.mark.rule("keyword.restraint")
def test_chained_beacon_colossus() -> None:
    """[CONT](RC) Restraint: cannot attack (as the vanguard it can)."""
    t = Table("classic")
    vg = t.vanguard(0, "Chained Beacon Colossus")
    t.rear(0, "FL", "Chained Beacon Colossus")
    g = t.at_battle()
    circles = {a.circle for a in g.legal_actions() if a.kind == "attack"}
    assert "FL" not in circles and "VC" in circles and vg is not None


@pytest.mark.rule("ability.act", "ability.once-per-turn", "cost.soul-blast")
def test_lantern_vigil_priest() -> None:
    """[ACT](RC) 1/Turn: SB1: choose one of your units, +3000 until end of turn."""
    t = Table("classic")
    vg = t.vanguard(0, "Lantern Vigil Priest")
    assert vg is not None
    priest = t.rear(0, "BL", "Lantern Vigil Priest")
    t.soul(0, "Lanternguard Squire", "Lanternguard Squire")
    g = t.at_main()
    assert acts_of(g, vg) == []  # (RC) only
    act(g, "act", card=priest, number=0)
    act(g, "choose", card=g.state.players[0].soul[0])
    assert {x.card for x in g.legal_actions()} == {vg, priest}  # one of your units, exactly one
    act(g, "choose", card=vg)
    assert power(g, vg) == 10000 and acts_of(g, priest) == []


# ------------------------------------------------------------------------------ sentinels


@pytest.mark.rule("keyword.sentinel", "text.discard", "golden.cannot-wins")
@pytest.mark.parametrize("fmt,name", [(f, n) for n, f in SENTINELS.items()])
@pytest.mark.parametrize("choice", ["attacked", "other", "decline"])
def test_sentinel_cards(fmt: str, name: str, choice: str) -> None:
    """Placed on a guardian circle from hand, you may discard a card; if you do, choose one of
    your units: it cannot be hit until the end of that battle."""
    t = Table(fmt)
    attacker = "Thunderhull Marauder" if fmt == "classic" else "Pyrecrown Overlord"
    t.vanguard(1, attacker)
    t.deck(1, *[("Deckhand Brawler" if fmt == "classic" else "Kindling Aide")] * 10)
    vg = t.vanguard(0, "Dawnspear Knight" if fmt == "classic" else "Ashfall Tyrant")
    assert vg is not None
    rg = t.rear(0, "FL", "Lanternguard Squire" if fmt == "classic" else "Kindling Aide")
    sentinel, spare = t.hand(
        0, name, "Lanternguard Squire" if fmt == "classic" else "Kindling Aide"
    )
    t.deck(0, *[("Lanternguard Squire" if fmt == "classic" else "Kindling Aide")] * 10)
    t.bonus(vg, -5000)  # so that the attack would hit without the sentinel's ability
    g = t.at_battle(turn=4, player=1)
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=sentinel)
    assert decision(g) == "use-ability"
    if choice == "decline":
        act(g, "decline")
    else:
        act(g, "use")  # discards the only other card in hand
        assert where(g, spare) == (0, "drop")
        assert {x.card for x in g.legal_actions()} == {vg, rg}
        act(g, "choose", card=vg if choice == "attacked" else rg)
    act(g, "end-guard")
    hit = choice != "attacked"
    assert (len(g.state.players[0].damage) > 0) == hit


# --------------------------------------------------------------------------------- orders


@pytest.mark.rule("order.play", "cost.counter-blast", "text.draw")
def test_kindling_decree() -> None:
    """CB1: draw a card, then choose one of your rear-guards: +5000 until end of turn."""
    t = Table("standard")
    vg = t.vanguard(0, "Ashfall Tyrant")
    assert vg is not None
    t.damage_count(0, 1)
    a = t.rear(0, "FL", "Kindling Aide")
    b = t.rear(0, "BL", "Ember Chronicler")
    decree = t.hand(0, "Kindling Decree")[0]
    g = t.at_main()
    act(g, "play-order", card=decree)
    assert hand(g, 0) == 1 and face_down(g, 0) == 1
    assert {x.card for x in g.legal_actions()} == {a, b}  # a rear-guard, not the vanguard
    act(g, "choose", card=b)
    assert power(g, b) == 13000 and power(g, a) == 8000
    assert where(g, decree) == (0, "drop")
    t2 = Table("standard")
    t2.vanguard(0, "Ashfall Tyrant")
    d2 = t2.hand(0, "Kindling Decree")[0]
    g2 = t2.at_main()  # no face-up damage: cannot be played
    assert not [x for x in g2.legal_actions() if x.kind == "play-order" and x.card == d2]


@pytest.mark.rule("order.set", "ability.cont", "keyword.soul-charge")
def test_everflame_beacon() -> None:
    """When played: soul charge 1; stays; while your vanguard is grade 3 or greater, your
    front-row units get +2000 during your turn."""
    t = Table("standard")
    vg = t.vanguard(0, "Ashfall Tyrant")
    assert vg is not None
    fl = t.rear(0, "FL", "Kindling Aide")
    bl = t.rear(0, "BL", "Kindling Aide")
    beacon = t.hand(0, "Everflame Beacon")[0]
    g = t.at_main()
    act(g, "play-order", card=beacon)
    assert where(g, beacon) == (0, "order") and soul(g, 0) == 1
    assert power(g, vg) == 15000 and power(g, fl) == 10000 and power(g, bl) == 8000


@pytest.mark.rule("order.set", "ability.cont")
@pytest.mark.parametrize(
    "vanguard,turn_player,bonus",
    [("Ashfall Tyrant", 1, 0), ("Emberkit Warden", 0, 0), ("Ashfall Tyrant", 0, 2000)],
)
def test_everflame_beacon_only_on_your_turn_with_a_grade_3(
    vanguard: str, turn_player: int, bonus: int
) -> None:
    t = Table("standard")
    vg = t.vanguard(0, vanguard)
    assert vg is not None
    t._add(0, "order", ["Everflame Beacon"])
    base = t.pool[vanguard].power
    g = t.at_main(turn=3 + turn_player, player=turn_player)
    assert power(g, vg) == base + bonus


@pytest.mark.rule("order.blitz")
@pytest.mark.parametrize("target", ["VC", "FL"])
def test_flashfire_ward(target: str) -> None:
    """Blitz: your unit being attacked gets +10000 until the end of that battle."""
    t = Table("standard")
    t.vanguard(1, "Pyrecrown Overlord")
    t.deck_top(1, "Kindling Aide", "Kindling Aide")
    vg = t.vanguard(0, "Emberkit Warden")
    rg = t.rear(0, "FL", "Kindling Aide")
    assert vg is not None
    ward = t.hand(0, "Flashfire Ward")[0]
    g = t.at_battle(turn=4, player=1)
    act(g, "attack", circle="VC", target=target)
    act(g, "play-order", card=ward)
    attacked, other = (vg, rg) if target == "VC" else (rg, vg)
    assert power(g, attacked) == t.pool[g.state.card(attacked).name].power + 10000
    assert power(g, other) == t.pool[g.state.card(other).name].power
    act(g, "end-guard")
    assert where(g, rg) == (0, "FL")  # 18000 against 13000: no hit either way
    assert power(g, vg) == 10000


@pytest.mark.rule("order.play", "text.look-at", "zone.move-order")
def test_call_of_the_undertow() -> None:
    """SB1: look at the top three, put up to one of them (any card) into your hand, the rest
    on the bottom."""
    t = Table("standard")
    t.vanguard(0, "Deepcurrent Admiral Marisande")
    t.soul(0, "Kelpwood Archer")
    undertow = t.hand(0, "Call of the Undertow")[0]
    top = t.deck_top(0, "Sudden Squall", "Maelstrom Leviathan Knight", "Kelpwood Archer")
    g = t.at_main()
    act(g, "play-order", card=undertow)
    assert {x.card for x in g.legal_actions()} == {*top, None}  # not only units
    act(g, "choose", card=top[0])
    assert where(g, top[0]) == (0, "hand")
    act(g, "choose", card=top[2])
    assert g.state.players[0].deck[-2:] == (top[2], top[1])
    assert soul(g, 0) == 0 and where(g, undertow) == (0, "drop")


@pytest.mark.rule("order.set", "keyword.soul-charge", "ability.once-per-turn", "text.you-may")
def test_sunken_reliquary() -> None:
    """When played: soul charge 1. Once per turn, when one of your rear-guards is put into the
    drop zone, you may counter charge 1."""
    t = Table("standard")
    t.vanguard(0, "Deepcurrent Admiral Marisande")
    t.damage(0, "Kelpwood Archer", "Kelpwood Archer", face_down=(0, 1))
    first = t.rear(0, "FL", "Kelpwood Archer")
    rel, a, b = t.hand(0, "Sunken Reliquary", "Saltspray Duelist", "Pearlshell Acolyte")
    g = t.at_main()
    act(g, "play-order", card=rel)
    assert where(g, rel) == (0, "order") and soul(g, 0) == 1
    act(g, "call", card=a, circle="FL")  # the rear-guard there is retired to the drop zone
    assert where(g, first) == (0, "drop") and decision(g) == "use-ability"
    act(g, "use")
    assert face_down(g, 0) == 1
    n = len(g.events)
    act(g, "call", card=b, circle="FL")  # another rear-guard retired: once per turn
    assert where(g, a) == (0, "drop") and triggered(g, rel, n) == 0 and face_down(g, 0) == 1


@pytest.mark.rule("order.set", "battle.hit-rearguard")
def test_sunken_reliquary_not_for_an_opponents_rear_guard() -> None:
    t = Table("standard")
    t.vanguard(0, "Deepcurrent Admiral Marisande")
    t.deck_top(0, "Kelpwood Archer", "Kelpwood Archer")
    t.damage(0, "Kelpwood Archer", face_down=(0,))
    rel = t._add(0, "order", ["Sunken Reliquary"])[0]
    foe = t.rear(1, "FR", "Kindling Aide")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="FR")
    act(g, "end-guard")
    assert where(g, foe) == (1, "drop") and triggered(g, rel) == 0 and face_down(g, 0) == 1


@pytest.mark.rule("order.set", "battle.guardians-retire", "battle.hit-rearguard")
def test_sunken_reliquary_not_for_a_guardian_nor_a_discarded_card() -> None:
    t = Table("standard")
    t.vanguard(1, "Pyrecrown Overlord")
    t.rear(1, "FL", "Cinderfall Striker")
    t.deck_top(1, "Kindling Aide")
    t.vanguard(0, "Deepcurrent Admiral Marisande")
    archer = t.rear(0, "FR", "Kelpwood Archer")
    t.damage(0, "Kelpwood Archer", "Kelpwood Archer", face_down=(0, 1))
    rel = t._add(0, "order", ["Sunken Reliquary"])[0]
    turtle, spare = t.hand(0, "Bulwark Turtle of the Shallows", "Shoalguard Cadet")
    g = t.at_battle(turn=4, player=1)
    n = len(g.events)
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=turtle)
    act(g, "use")  # discard the Cadet from hand: not a rear-guard
    act(g, "choose", card=g.state.players[0].vanguard)
    act(g, "end-guard")  # no hit; the guardian leaves the guardian circle: not a rear-guard
    assert where(g, spare) == (0, "drop") and where(g, turtle) == (0, "drop")
    assert triggered(g, rel, n) == 0 and face_down(g, 0) == 2
    act(g, "attack", circle="FL", target="FR")
    act(g, "end-guard")  # the attack hits the rear-guard: it is retired from RC
    assert where(g, archer) == (0, "drop") and triggered(g, rel, n) == 1
    act(g, "use")  # the opponent's turn: it works on either player's turn
    assert face_down(g, 0) == 1


@pytest.mark.rule("order.set")
def test_sunken_reliquary_sees_a_rear_guard_retired_as_a_cost() -> None:
    t = Table("standard")
    t.vanguard(0, "Deepcurrent Admiral Marisande")
    medic = t.rear(0, "BL", "Cinderheart Medic")
    t.damage(0, "Kelpwood Archer", "Kelpwood Archer", face_down=(1,))
    rel = t._add(0, "order", ["Sunken Reliquary"])[0]
    g = t.at_main()
    n = len(g.events)
    act(g, "act", card=medic, number=0)  # [retire this unit & CB1]
    assert where(g, medic) == (0, "drop")
    assert triggered(g, rel, n) == 1


@pytest.mark.rule("order.blitz")
def test_sudden_squall() -> None:
    """Blitz: the attacking unit gets -5000 power until the end of that battle."""
    t = Table("standard")
    att = t.vanguard(0, "Pyrecrown Overlord")
    assert att is not None
    t.deck_top(0, "Kindling Aide", "Kindling Aide")
    t.vanguard(1, "Deepcurrent Admiral Marisande")
    squall = t.hand(1, "Sudden Squall")[0]
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "play-order", card=squall)
    assert power(g, att) == 8000
    act(g, "end-guard")
    assert g.state.players[1].damage == () and power(g, att) == 13000


# ------------------------------------------------------- every card: text markers and a test

ABILITY_CARDS = sorted(c.name for c in POOL if c.abilities)
WRITTEN = [(c.name, i, ab) for c in POOL for i, ab in enumerate(c.abilities) if ab.text]
# the words an ability's text uses for whose event it waits for (``on``)
RELATION_WORDS = {
    "your-other-unit": "another of your units",
    "self-boosted": "this unit is boosted",
    "boosted-by-self": "the unit this unit boosted",
    "your-unit": "when you ",
    "your-rear-guard": "one of your rear-guards",
    "your-turn": " your ",
}


def _may(ab: Ability) -> bool:
    """Whether the data lets the player do nothing: an optional ability or an "up to" choice."""
    return ab.optional or any(e.up_to for e in ab.effects)


@pytest.mark.rule("text.ability-layout", "ability.once-per-turn", "text.you-may")
@pytest.mark.parametrize("name,i,ab", WRITTEN, ids=[f"{n}-{i}" for n, i, _ in WRITTEN])
def test_ability_text_markers_match_the_data(name: str, i: int, ab: Ability) -> None:
    """[TYPE](ZONES) 1/Turn as printed, "may" and whose event, against the data."""
    m = re.match(r"\[(AUTO|ACT|CONT)\](?:\(([A-Za-z/]+)\))?( 1/Turn)?", ab.text)
    assert m is not None, ab.text
    assert m[1] == ab.kind
    if m[2] is not None:
        assert tuple(m[2].split("/")) == ab.zones
    else:
        assert ab.keyword == "forerunner"  # the keyword says where it works (VC, as it leaves)
    assert ("1/Turn" in ab.text) == ab.once_per_turn == (m[3] is not None)
    if ab.keyword is not None:  # the keyword is named in the text (Sentinel, Restraint, ...)
        assert ab.keyword.replace("-", " ") in ab.text.lower()
    if ab.keyword == "sentinel":  # the deck limit counts the card: its text must say so
        assert POOL[name].sentinel
    if ab.kind != "AUTO":
        return
    low = ab.text.lower()
    assert ("may" in low) == _may(ab)
    if ab.optional:
        assert "you may" in low
    words = RELATION_WORDS.get(ab.on)
    if words is not None:
        assert words in low
    else:
        assert ab.on == "self" and ("this unit" in low or "this card" in low or "placed on" in low)
    assert ("another of your" in low) == (ab.on == "your-other-unit")
    assert ("when you " in low) == (ab.on == "your-unit")


@pytest.mark.rule("text.ability-layout", "ability.once-per-turn", "text.you-may")
@pytest.mark.parametrize(
    "name", sorted(c.name for c in POOL if c.abilities and not c.abilities[0].text)
)
def test_card_text_of_orders_and_sentinels_matches_the_data(name: str) -> None:
    card = POOL[name]
    low = card.text.lower()
    assert card.sentinel == low.startswith("sentinel")
    assert ("once per turn" in low) == any(ab.once_per_turn for ab in card.abilities)
    for ab in card.abilities:
        if ab.kind == "AUTO":
            assert ab.optional and "you may" in low
        if ab.on == "your-rear-guard":
            assert "one of your rear-guards" in low
    assert "may" not in low.replace("a deck may hold", "") or any(_may(ab) for ab in card.abilities)


@pytest.mark.rule("deck.sentinel", "keyword.sentinel")
@pytest.mark.parametrize("name", sorted(c.name for c in POOL if c.sentinel))
def test_a_sentinel_card_says_it_is_one(name: str) -> None:
    """The deck check counts Sentinel cards (at most four): a learner reads that in the text."""
    card = POOL[name]
    texts = [card.text, *(ab.text for ab in card.abilities)]
    assert any(t.lower().startswith("sentinel") or ") sentinel" in t.lower() for t in texts)
    assert any(ab.keyword == "sentinel" for ab in card.abilities)


CARD_TEST_MODULES = (
    "test_classic_lines_lock_delete",
    "test_classic_lines_vocabulary",
    "test_printings",
    "test_fuzz_regressions",
)
"""Other modules whose tests play the cards of one card file each (``classic-rulings.json``,
``printings.json``; ``classic-fuzz.json``, the soul charger of the rulings fuzz deck)."""


def test_every_card_with_abilities_has_its_own_test() -> None:
    import importlib

    tests = {n for n in globals() if n.startswith("test_")}
    for module in CARD_TEST_MODULES:
        tests |= {n for n in vars(importlib.import_module(module)) if n.startswith("test_")}
    for name in ABILITY_CARDS:
        if name in SENTINELS:
            continue  # test_sentinel_cards plays each of them
        slug = "test_" + re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
        assert any(t == slug or t.startswith(slug + "_") for t in tests), name
    assert set(SENTINELS) <= set(ABILITY_CARDS)


# ------------------------------------------------------------------------- the vocabulary


def _drummer_pool() -> CardPool:
    """The pool plus a test-only unit that listens to "one of your rear-guards attacks"."""
    text = "[AUTO](RC): When one of your rear-guards attacks, this unit gets +1000 power."
    card = Card.from_dict(
        {
            "id": "TEST-RG-1",
            "name": "Test Drummer",
            "grade": 1,
            "power": 8000,
            "shield": 5000,
            "nation": "Emberreach",
            "formats": ["standard"],
            "text": text,
            "abilities": [
                {
                    "type": "AUTO",
                    "zones": ["RC"],
                    "timing": "attacks",
                    "on": "your-rear-guard",
                    "effect": [{"do": "power", "amount": 1000, "target": "self"}],
                    "text": text,
                }
            ],
        }
    )
    return default_pool().with_cards([card])


@pytest.mark.rule("ability.auto", "timing.attack")
def test_your_rear_guard_relation_on_a_unit_still_on_its_circle() -> None:
    """``on: your-rear-guard`` for an event about a card still in place: it must stand on a
    rear-guard circle (the vanguard's attack does not count)."""
    t = Table("standard", pool=_drummer_pool())
    t.vanguard(0, "Ashfall Tyrant")
    drum = t.rear(0, "BR", "Test Drummer")
    t.rear(0, "FL", "Cinderfall Striker")
    t.deck_top(0, "Kindling Aide", "Kindling Aide")
    t.vanguard(1, "Ashfall Tyrant")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    assert triggered(g, drum) == 0
    act(g, "attack", circle="FL", target="VC")
    assert triggered(g, drum) == 1 and power(g, drum) == 9000


def _overdress_card(name: str, source: str) -> None:
    """overDress onto its named rear-guard: when placed by overDress, draw a card; while
    overDressed, +5000 power. Called or ridden normally it is a vanilla 8000."""
    t = Table("standard")
    t.vanguard(0, "Cinder Drake Warden")
    src = t.rear(0, "FL", source)
    card, spare = t.hand(0, name, name)
    t.deck(0, "Blazeguard Knight", "Kindlescale Page")
    g = t.at_main()
    hand = len(g.state.players[0].hand)
    act(g, "overdress", card=card, circle="FL")
    assert len(g.state.players[0].hand) == hand - 1 + 1  # the draw
    assert power(g, card) == 13000 and where(g, src) == (0, "dress")
    act(g, "call", card=spare, circle="FR")
    assert power(g, spare) == 8000


@pytest.mark.rule("overdress.procedure", "overdress.unit", "text.draw")
def test_blazemantle_lancer() -> None:
    _overdress_card("Blazemantle Lancer", "Ember Lancer")


@pytest.mark.rule("overdress.procedure", "overdress.unit", "text.draw")
def test_tidemantle_duelist() -> None:
    _overdress_card("Tidemantle Duelist", "Saltspray Duelist")


def _modern_position(**player1: object) -> Game:
    """Player 1's main phase (Emberreach against Tidecourt) with Standard facts set."""
    t = Table("standard")
    t.vanguard(0, "Cinder Drake Warden")
    t.rear(0, "FL", "Sparkwell Courier")
    t.rear(0, "FR", "Ember Lancer")
    t.deck(0, "Blazeguard Knight", "Scorchmane Raider", "Kindlescale Page")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain", "Shoalguard Cadet")
    d = position.to_dict(t.at_main().state)
    d["players"]["1"].update(player1)
    return Game.from_position(position.to_toml(d))


@pytest.mark.rule("crest.marker", "marker.energy")
def test_wellspring_crest() -> None:
    """[AUTO](crest): at the beginning of your ride phase, energy charge 3 (at most 10)."""
    g = _modern_position(crest=["Wellspring Crest"], energy=5)
    while g.state.turn_player == 0:
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("end-main", "end-battle")), acts[0]))
    assert decision_of(g).kind == "ride"  # the opponent's ride phase: no charge
    assert g.state.players[0].energy == 5
    while g.state.turn_player == 1:
        acts = g.legal_actions()
        passes = ("skip-ride", "end-main", "end-battle", "no-boost", "end-guard")
        g.apply(next((a for a in acts if a.kind in passes), acts[0]))
    assert g.state.phase == "ride" and g.state.players[0].energy == 8  # +3 on yours


@pytest.mark.rule("crest.marker")
def test_wellspring_kindler() -> None:
    """Ridden upon: get a "Wellspring Crest" if you have none."""
    for crest in ([], ["Wellspring Crest"]):
        t = Table("standard")
        t.vanguard(0, "Wellspring Kindler")
        rider = t.hand(0, "Cinderling Squire")[0]
        t.deck(0, "Blazeguard Knight", "Scorchmane Raider")
        t.deck(1, "Wavebreaker Lancer", "Coralshield Captain")
        d = position.to_dict(t.at_ride().state)
        d["players"]["1"]["crest"] = crest
        g = Game.from_position(position.to_toml(d))
        rider = g.state.players[0].hand[0]
        act(g, "ride", card=rider)
        names = [g.state.card(c).name for c in g.state.players[0].crest]
        assert names == ["Wellspring Crest"]  # one, whether it was there or not


@pytest.mark.rule("marker.energy", "order.ticket")
def test_sparkwell_courier() -> None:
    """[ACT](RC) 1/Turn: Energy Blast 3: put an "Ember Spark Ticket" into your hand."""
    g = _modern_position(energy=6)
    courier = g.state.players[0].at("FL")
    act(g, "act", card=courier, number=0)
    hand = [g.state.card(c).name for c in g.state.players[0].hand]
    assert hand.count("Ember Spark Ticket") == 1 and g.state.players[0].energy == 3
    assert not [a for a in g.legal_actions() if a.kind == "act" and a.card == courier]


@pytest.mark.rule("order.ticket", "order.play")
def test_ember_spark_ticket() -> None:
    """Played like an order: one of your rear-guards gets +5000 until end of turn; then it
    passes through the drop zone and ceases to exist."""
    g = _modern_position(energy=3)
    act(g, "act", card=g.state.players[0].at("FL"), number=0)
    ticket = next(
        c for c in g.state.players[0].hand if g.state.card(c).name == "Ember Spark Ticket"
    )
    lancer = g.state.players[0].at("FR")
    act(g, "play-order", card=ticket)
    if decision_of(g).kind == "choose":
        act(g, "choose", card=lancer)
    assert power(g, lancer) == 13000 or power(g, g.state.players[0].at("FL")) == 13000
    assert ticket in g.state.marks.ceased


@pytest.mark.rule("zone.gauge")
def test_tideglass_gauger() -> None:
    """Placed on RC: top card of the deck into its gauge; +3000 while it has gauge; ACT 1/Turn
    Gauge Blast 1: draw a card."""
    t = Table("standard")
    t.vanguard(0, "Coralshield Captain")
    gauger = t.hand(0, "Tideglass Gauger")[0]
    t.deck(0, "Kelpwood Archer", "Shoalguard Cadet", "Wavebreaker Lancer")
    t.deck(1, "Blazeguard Knight", "Scorchmane Raider")
    g = t.at_main()
    act(g, "call", card=gauger, circle="FR")
    assert len(g.state.players[0].gauge) == 1 and power(g, gauger) == 13000
    hand = len(g.state.players[0].hand)
    act(g, "act", card=gauger, number=2)
    assert len(g.state.players[0].hand) == hand + 1 and power(g, gauger) == 10000


# ------------------------------------------------------------------- the G era (Premium)


@pytest.mark.covers("KEYWORD-008", formats=("premium",))
@pytest.mark.rule("keyword.generation-break")
def test_solstice_herald_of_the_lantern_gets_5000_when_it_attacks_with_generation_break_1() -> None:
    from test_premium_stride import gb_attack

    # striding it makes one face-up G unit (itself, on VC): Generation Break 1 holds
    assert gb_attack("Solstice Herald of the Lantern") == 15000 + 11000 + 5000


@pytest.mark.covers("KEYWORD-008", formats=("premium",))
@pytest.mark.rule("keyword.generation-break")
def test_thundersail_leviathan_corsair_needs_generation_break_2() -> None:
    from test_premium_stride import gb_attack

    name = "Thundersail Leviathan Corsair"
    assert gb_attack(name, player=1) == 15000 + 11000  # one face-up G unit: off
    assert gb_attack(name, player=1, face_up=1) == 15000 + 11000 + 10000


@pytest.mark.covers("STRIDE-015", formats=("premium",))
@pytest.mark.rule("stride.end-of-ride-phase")
def test_gloamcrest_dusk_lanternlord_gets_5000_at_the_end_of_the_ride_phase() -> None:
    from test_premium_lines_ride_end import (
        test_end_of_ride_phase_abilities_resolve_after_the_stride_before_the_main_phase as play,
    )

    play()  # strides it, and the +5000 is there as the main phase begins


# ------------------------------------------------------- several targets, a driving rear-guard


@pytest.mark.rule("ability.act", "battle.multi-target")
def test_thunderclap_tri_strike_dragon_attacks_up_to_three_units() -> None:
    from test_multi_attack import TRI, _three_front_row, _use_act

    t, vg, *_ = _three_front_row("standard", TRI)
    g = t.at_main()
    _use_act(g, vg)  # CB1
    assert len([c for c in g.state.players[0].damage if c in g.state.face_down]) == 1
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    act(g, "choose", card=g.state.players[1].at("FL"))
    act(g, "choose", card=g.state.players[1].at("FR"))
    assert g.state.battle is not None and len(g.state.battle.attacked()) == 3


@pytest.mark.rule("ability.act", "battle.multi-target")
def test_quakefist_overrun_brawler_attacks_up_to_two_units() -> None:
    from test_multi_attack import BRAWLER, _three_front_row, _use_act

    t, vg, *_ = _three_front_row("classic", BRAWLER)
    g = t.at_main()
    _use_act(g, vg)
    act(g, "end-main")
    act(g, "attack", circle="VC", target="FR")
    act(g, "choose", card=g.state.players[1].at("FL"))
    assert g.state.battle is not None and len(g.state.battle.attacked()) == 2
    assert g.state.decision is not None and g.state.decision.kind == "guard"


@pytest.mark.rule("ability.act", "battle.drive")
def test_emberwake_drive_marshal_drive_checks_as_a_rear_guard() -> None:
    from test_multi_attack import MARSHAL, _use_act

    t = Table("standard")
    t.damage_count(0, 1)
    marshal = t.rear(0, "FL", MARSHAL)
    g = t.at_main()
    _use_act(g, marshal)
    act(g, "end-main")
    act(g, "attack", circle="FL", target="VC")
    act(g, "end-guard")
    assert kinds(g.events).count("drive-to-hand") == 2


@pytest.mark.rule("zone.gauge", "order.set", "rule-action.check")
@pytest.mark.covers("ZONE-033", formats=("standard",))
def test_tidewell_gauge_beacon_holds_gauge_in_the_order_zone_and_loses_it_when_it_leaves() -> None:
    from vgwidget.engine.context import Ctx
    from vgwidget.engine.procedures.rule_actions import check_rule_actions

    t = Table("standard")
    t.vanguard(1, "Deepcurrent Admiral Marisande")
    (beacon,) = t.hand(1, "Tidewell Gauge Beacon")
    t.deck(1, "Kelpwood Archer", "Saltspray Duelist", "Coralshield Captain", "Shoalguard Cadet")
    g = t.at_main(turn=4, player=1)
    act(g, "play-order", card=beacon)
    while g.state.decision is not None and g.state.decision.kind != "main":
        g.apply(g.legal_actions()[0])
    ps = g.state.players[1]
    (card,) = ps.gauge
    assert ps.gauge_ties == ((card, beacon),) and where(g, beacon) == (1, "order")
    assert g.state.card(card).name == "Kelpwood Archer"
    # the count is public, the card is the owner's only
    assert g.view(0)["players"][1]["order"][0]["gauge_count"] == 1
    assert all("Kelpwood Archer" not in e.text for e in g.events_for(0))
    # a position writes a set order's gauge with it, and reads it back
    d = position.to_dict(g.state)
    assert d["players"]["2"]["order"] == [
        {"card": "Tidewell Gauge Beacon", "gauge": ["Kelpwood Archer"]}
    ]
    g2 = Game.from_position(position.to_toml(d))
    b2 = g2.state.players[1]
    (gid,) = b2.gauge
    assert g2.state.card(gid).name == "Kelpwood Archer" and b2.gauge_ties == ((gid, b2.order[0]),)
    # the gauge stays through a check timing (the set order may hold it)
    ctx = Ctx(g.state, len(g.events))
    check_rule_actions(ctx)
    assert ctx.state.players[1].gauge_ties == ((card, beacon),)
    # Gauge Blast 1 from the set order's own gauge
    hand = len(g.state.players[1].hand)
    act(g, "act", card=beacon, number=1)
    while g.state.decision is not None and g.state.decision.kind != "main":
        g.apply(g.legal_actions()[0])
    assert where(g, card) == (1, "drop") and len(g.state.players[1].hand) == hand + 1
    # a new gauge card, then the set order leaves the order zone: its gauge goes too
    ctx = Ctx(g.state, len(g.events))
    from vgwidget.engine.resources import gauge_charge

    gauge_charge(ctx, 1, beacon, 1, "a test effect")
    (again,) = ctx.state.players[1].gauge
    ctx.move_card(beacon, "drop", "retire", "text.retire", "The set order is put into the drop.")
    assert ctx.state.players[1].gauge == (again,)
    check_rule_actions(ctx)
    assert again in ctx.state.players[1].drop and ctx.state.players[1].gauge_ties == ()
    assert "a set order that has left the order zone" in ctx.events[-1].text


@pytest.mark.rule("ability.act", "gift.accel")
def test_cinderbreak_accel_herald_removes_an_accel_marker_and_gets_10000() -> None:
    from test_std_gifts import _accel_board

    g = _accel_board([{"circle": "A1", "kind": "accel", "type": "II"}], ["A1"])
    herald = g.state.players[0].vanguard
    assert herald is not None
    before = power(g, herald)
    act(g, "act", card=herald, number=0)
    while g.state.decision is not None and g.state.decision.kind != "main":
        g.apply(g.legal_actions()[0])
    assert g.state.players[0].accel == () and power(g, herald) == before + 10000


@pytest.mark.rule("ability.act", "gift.earn")
def test_wishbloom_gift_caller_gets_an_accel_gift_and_draws() -> None:
    from test_std_gifts import _caller_board, _use

    g = _caller_board({})
    vg = g.state.players[0].vanguard
    assert vg is not None
    hand = len(g.state.players[0].hand)
    _use(g, vg, "I")
    ps = g.state.players[0]
    assert ps.accel == ("A1",) and len(ps.hand) == hand + 1


@pytest.mark.rule("zone.damage", "ability.cont")
@pytest.mark.covers("ZONE-024", formats=("standard",))
def test_emberscar_remnant_works_from_the_damage_and_bind_zones_only_face_up() -> None:
    from vgwidget.engine.context import Ctx

    t = Table("standard")
    vg = t.vanguard(0, "Magmaforge Tyrant")
    up, down = t.damage(0, "Emberscar Remnant", "Emberscar Remnant", face_down=(1,))
    g = t.at_main()
    assert vg is not None
    # only the face-up one gives +2000: the face-down one has no card information (no text)
    assert power(g, vg) == 13000 + 2000
    # turned face down (as a counter blast does), the other loses its ability too
    ctx = Ctx(g.state, len(g.events))
    ctx.set(face_down=ctx.state.face_down | {up})
    from vgwidget.engine import stats

    assert stats.power(ctx.state, vg) == 13000
    # in the bind zone: face up it works, face down it has no information either
    ctx.move_card(down, "bind", "bind", "keyword.bind", "bound")
    assert stats.power(ctx.state, vg) == 13000 + 2000
    ctx.set(face_down=ctx.state.face_down | {down})
    assert stats.power(ctx.state, vg) == 13000
    # turned face up again (a counter charge), it has its text back
    ctx.set(face_down=ctx.state.face_down - {up})
    assert stats.power(ctx.state, vg) == 13000 + 2000
