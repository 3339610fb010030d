"""Every shipped card with abilities does what its text says: one test per card (named after
it), playing the card from a built position and checking what the text promises, including
the negative cases the text implies ("another of your units", "from RC", "1/Turn", "may")."""

from __future__ import annotations

import pytest
from builders import Table, act, critical, find, power, where

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game


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


# ------------------------------------------------------------------- Emberreach (abilities)


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


# ------------------------------------------------------------------------- Tidecourt orders


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
