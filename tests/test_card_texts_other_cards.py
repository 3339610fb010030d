"""Every shipped card with abilities outside Emberreach does what its text says, one test per
card (named after it): the Lanternguard (Classic) cards, the sentinels, the orders, the
cards of the later mechanics (overDress, energy, gauge, accel, gift, several targets, a
rear-guard that drive checks) and the G era (Premium)."""

from __future__ import annotations

import pytest
from builders import Table, act, decision_of, kinds, power, where
from card_texts_common import SENTINELS, acts_of, decision, face_down, hand, soul, triggered

from vgwidget.engine import position
from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.game import Game

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
