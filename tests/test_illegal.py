"""Illegal actions: each is refused with :class:`IllegalAction` naming the forbidding rule, and
the game is left exactly as it was (same state object, same events, same legal actions).

Every case is a small position (``builders.Table``), an action, and the expected rule ID.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from builders import Table, act

from vgwidget.engine.actions import Action
from vgwidget.engine.errors import IllegalAction, VanguardError
from vgwidget.engine.game import Game


@dataclass(frozen=True)
class Case:
    id: str
    rule: str
    build: Callable[[], tuple[Game, Action]]


CASES: list[Case] = []


def case(id: str, rule: str) -> Callable[[Callable[[], tuple[Game, Action]]], None]:  # noqa: A002
    def deco(fn: Callable[[], tuple[Game, Action]]) -> None:
        CASES.append(Case(id, rule, fn))

    return deco


# ----------------------------------------------------------------------------- main


@case("call-above-vanguard-grade", "main.call-grade")
def _() -> tuple[Game, Action]:
    t = Table("standard")
    t.vanguard(0, "Cinderling Squire")  # grade 1
    (c,) = t.hand(0, "Blazeguard Knight")  # grade 2
    return t.at_main(), Action("call", 0, card=c, circle="FL")


@case("call-to-the-vanguard-circle", "main.call")
def _() -> tuple[Game, Action]:
    t = Table("standard")
    t.vanguard(0, "Blazeguard Knight")
    (c,) = t.hand(0, "Ember Lancer")
    return t.at_main(), Action("call", 0, card=c, circle="VC")


@case("call-a-card-not-in-hand", "main.call")
def _() -> tuple[Game, Action]:
    t = Table("standard")
    t.vanguard(0, "Blazeguard Knight")
    (c,) = t.soul(0, "Ember Lancer")
    return t.at_main(), Action("call", 0, card=c, circle="FL")


@case("call-an-order-card", "main.call")
def _() -> tuple[Game, Action]:
    t = Table("standard")
    t.vanguard(0, "Blazeguard Knight")
    (c,) = t.hand(0, "Kindling Decree")
    return t.at_main(), Action("call", 0, card=c, circle="FL")


@case("call-onto-a-locked-circle", "card.lock")
def _() -> tuple[Game, Action]:
    t = Table("classic")
    t.vanguard(0, "Dawnspear Knight")
    t.lock(t.rear(0, "FL", "Lanternguard Squire"))
    (c,) = t.hand(0, "Brightshield Footman")
    return t.at_main(), Action("call", 0, card=c, circle="FL")


@case("move-sideways", "main.move")
def _() -> tuple[Game, Action]:
    t = Table("classic")
    t.rear(0, "FL", "Lanternguard Squire")
    return t.at_main(), Action("move", 0, circle="FL", target="FR")


@case("move-the-back-centre-unit", "main.move")
def _() -> tuple[Game, Action]:
    t = Table("classic")
    t.rear(0, "BC", "Lanternguard Squire")
    return t.at_main(), Action("move", 0, circle="BC", target="BL")


@case("move-to-the-vanguard-circle", "main.move")
def _() -> tuple[Game, Action]:
    t = Table("classic")
    t.rear(0, "BC", "Lanternguard Squire")
    return t.at_main(), Action("move", 0, circle="BC", target="VC")


@case("move-from-an-empty-circle", "main.move")
def _() -> tuple[Game, Action]:
    t = Table("classic")
    return t.at_main(), Action("move", 0, circle="FL", target="BL")


@case("move-a-locked-card", "card.lock")
def _() -> tuple[Game, Action]:
    t = Table("classic")
    t.lock(t.rear(0, "FL", "Lanternguard Squire"))
    return t.at_main(), Action("move", 0, circle="FL", target="BL")


# ----------------------------------------------------------------------------- ride


@case("ride-two-grades-up", "ride.grade")
def _() -> tuple[Game, Action]:
    t = Table("classic")
    t.vanguard(0, "Lanternguard Squire")  # grade 1
    (c,) = t.hand(0, "Aurelio the Radiant Lanternlord")  # grade 3
    t.hand(0, "Dawnspear Knight")  # something rideable, so the ride decision is offered
    return t.at_ride(), Action("ride", 0, card=c)


@case("ride-a-lower-grade", "ride.grade")
def _() -> tuple[Game, Action]:
    t = Table("classic")
    t.vanguard(0, "Dawnspear Knight")  # grade 2
    (c,) = t.hand(0, "Lanternguard Squire")  # grade 1
    t.hand(0, "Aurelio the Radiant Lanternlord")
    return t.at_ride(), Action("ride", 0, card=c)


@case("second-normal-ride", "ride.once-per-turn")
def _() -> tuple[Game, Action]:
    t = Table("standard")
    t.vanguard(0, "Cinderling Squire")
    (c,) = t.hand(0, "Blazeguard Knight")
    return t.at_ride(rode=True), Action("ride", 0, card=c)


@case("ride-deck-two-grades-up", "ride.grade")
def _() -> tuple[Game, Action]:
    t = Table("standard")
    t.vanguard(0, "Cinderling Scout")
    t.ride_deck(0, "Cinderling Squire")
    (rd,) = t.ride_deck(0, "Cinder Drake Warden")
    (d,) = t.hand(0, "Ember Lancer")
    return t.at_ride(), Action("ride-deck", 0, card=rd, cards=(d,))


@case("ride-deck-without-a-discard", "ride.ride-deck")
def _() -> tuple[Game, Action]:
    t = Table("standard")
    (rd,) = t.ride_deck(0, "Cinderling Squire")
    t.hand(0, "Ember Lancer")
    return t.at_ride(), Action("ride-deck", 0, card=rd)


@case("ride-deck-in-classic", "ride.ride-deck")
def _() -> tuple[Game, Action]:
    t = Table("classic")
    (c, d) = t.hand(0, "Lanternguard Squire", "Brightshield Footman")
    return t.at_ride(), Action("ride-deck", 0, card=c, cards=(d,))


# --------------------------------------------------------------------------- attack


def _battle(fmt: str = "standard") -> Table:
    t = Table(fmt)
    if fmt == "standard":
        t.vanguard(0, "Pyreheart Sovereign Dragon")
        t.vanguard(1, "Deepcurrent Admiral Marisande")
    else:
        t.vanguard(0, "Aurelio the Radiant Lanternlord")
        t.vanguard(1, "Vessaline the Tempest Corsair Queen")
    return t


@case("attack-with-a-rested-unit", "battle.attack")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.rear(0, "FL", "Blazeguard Knight", rested=True)
    return t.at_battle(), Action("attack", 0, circle="FL", target="VC")


@case("attack-from-the-back-row", "battle.attack")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.rear(0, "BL", "Ember Lancer")
    return t.at_battle(), Action("attack", 0, circle="BL", target="VC")


@case("attack-a-back-row-unit", "battle.target")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.rear(1, "BL", "Shoalguard Cadet")
    return t.at_battle(), Action("attack", 0, circle="VC", target="BL")


@case("attack-an-empty-circle", "battle.target")
def _() -> tuple[Game, Action]:
    return _battle().at_battle(), Action("attack", 0, circle="VC", target="FR")


@case("attack-with-a-locked-card", "card.lock")
def _() -> tuple[Game, Action]:
    t = _battle("classic")
    t.lock(t.rear(0, "FL", "Dawnspear Knight"))
    return t.at_battle(), Action("attack", 0, circle="FL", target="VC")


@case("attack-a-locked-card", "card.lock")
def _() -> tuple[Game, Action]:
    t = _battle("classic")
    t.lock(t.rear(1, "FL", "Stormsail Boatswain"))
    return t.at_battle(), Action("attack", 0, circle="VC", target="FL")


def _attacked(t: Table, attacker: str = "VC", target: str = "VC") -> Game:
    g = t.at_battle()
    act(g, "attack", circle=attacker, target=target)
    return g


@case("defender-boosts-the-attack", "battle.boost")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.rear(0, "BC", "Cinderling Squire")
    g = _attacked(t)
    assert g.decision is not None and g.decision["kind"] == "boost"
    return g, Action("boost", 1)


@case("attacker-calls-a-guardian", "battle.guard")
def _() -> tuple[Game, Action]:
    t = _battle()
    (c,) = t.hand(0, "Sparkflit Sprite")
    t.hand(1, "Riptide Striker")
    return _attacked(t), Action("guard", 0, card=c)


@case("guard-with-an-order-card", "battle.guard")
def _() -> tuple[Game, Action]:
    t = _battle()
    (c,) = t.hand(1, "Sudden Squall")
    return _attacked(t), Action("guard", 1, card=c)


@case("classic-guardian-above-vanguard-grade", "battle.guard-grade")
def _() -> tuple[Game, Action]:
    t = Table("classic")
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    t.vanguard(1, "Deckhand Brawler")  # grade 1
    (c,) = t.hand(1, "Stormsail Boatswain")  # grade 2, shield 5000
    return _attacked(t), Action("guard", 1, card=c)


@case("intercept-by-the-attacked-unit", "battle.intercept")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.rear(1, "FL", "Coralshield Captain")
    return _attacked(t, target="FL"), Action("intercept", 1, circle="FL")


@case("intercept-from-the-back-row", "battle.intercept")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.rear(1, "BL", "Coralshield Captain")
    return _attacked(t), Action("intercept", 1, circle="BL")


@case("intercept-without-the-skill", "battle.intercept")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.rear(1, "FL", "Shoalguard Cadet")  # grade 1: Boost, no Intercept
    return _attacked(t), Action("intercept", 1, circle="FL")


@case("vanguard-intercepts", "battle.intercept")
def _() -> tuple[Game, Action]:
    t = Table("classic")
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    t.vanguard(1, "Stormsail Boatswain")  # grade 2 with Intercept, but on the vanguard circle
    t.rear(1, "FL", "Thunderhull Marauder")
    return _attacked(t, target="FL"), Action("intercept", 1, circle="VC")


@case("attacker-intercepts", "battle.guard")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.rear(0, "FL", "Blazeguard Knight")
    g = _attacked(t)
    # Player 1 tries to intercept their own attack: it is not even their decision
    return g, Action("intercept", 0, circle="FL")


@case("guard-after-the-guard-step", "trigger.power")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.rear(0, "FL", "Blazeguard Knight")
    t.deck_top(0, "Sparkflit Sprite")
    (c,) = t.hand(1, "Riptide Striker")
    g = _attacked(t)
    act(g, "end-guard")
    assert g.decision is not None and g.decision["kind"] == "power-to"
    return g, Action("guard", 1, card=c)


# ------------------------------------------------------------------ trigger choices


@case("trigger-power-to-an-empty-circle", "trigger.power")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.rear(0, "FL", "Blazeguard Knight")
    t.deck_top(0, "Sparkflit Sprite")
    g = _attacked(t)
    act(g, "end-guard")
    return g, Action("power-to", 0, circle="FR")


@case("trigger-power-to-an-opponents-unit-circle", "trigger.power")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.rear(0, "FL", "Blazeguard Knight")
    t.rear(1, "FR", "Coralshield Captain")
    t.deck_top(0, "Sparkflit Sprite")
    g = _attacked(t)
    act(g, "end-guard")
    return g, Action("power-to", 0, circle="FR")


@case("heal-a-card-not-in-the-damage-zone", "trigger.heal")
def _() -> tuple[Game, Action]:
    t = _battle()
    t.damage_count(0, 2)
    t.damage_count(1, 2)
    (other,) = t.drop(0, "Ember Lancer")
    t.deck_top(0, "Warmglow Mender")
    g = _attacked(t)
    act(g, "end-guard")
    assert g.decision is not None and g.decision["kind"] == "heal-card"
    return g, Action("heal-card", 0, card=other)


@case("stand-a-standing-rear-guard", "trigger.stand")
def _() -> tuple[Game, Action]:
    t = _battle("classic")
    t.rear(0, "FL", "Dawnspear Knight", rested=True)
    t.rear(0, "FR", "Lumen Sword Adept", rested=True)
    t.rear(0, "BL", "Lanternguard Squire")
    t.deck_top(0, "Rallying Bugler")
    g = _attacked(t)
    act(g, "end-guard")
    act(g, "power-to", circle="VC")
    assert g.decision is not None and g.decision["kind"] == "stand-unit"
    return g, Action("stand-unit", 0, circle="BL")


@case("soul-ride-a-card-not-in-the-soul", "win.no-vanguard")
def _() -> tuple[Game, Action]:
    t = Table("standard")
    t.vanguard(1, None)
    t.soul(1, "Shoalguard Cadet")
    (c,) = t.hand(1, "Coralshield Captain")
    return t.at_main(), Action("soul-ride", 1, card=c)


# ------------------------------------------------------------------ whose decision


@case("act-on-the-opponents-main-phase", "main.to-battle")
def _() -> tuple[Game, Action]:
    return Table("standard").at_main(player=0), Action("end-main", 1)


@case("action-of-the-wrong-kind", "main.to-battle")
def _() -> tuple[Game, Action]:
    return _battle().at_main(), Action("attack", 0, circle="VC", target="VC")


@case("end-guard-by-the-attacker", "battle.guard")
def _() -> tuple[Game, Action]:
    return _attacked(_battle()), Action("end-guard", 0)


@case("mulligan-on-the-opponents-turn-to-decide", "setup.mulligan")
def _() -> tuple[Game, Action]:
    g = Game.new(seed=1, format="classic")
    assert g.current_player is not None
    return g, Action("mulligan", 1 - g.current_player)


@case("act-after-the-game-is-over", "win.damage")
def _() -> tuple[Game, Action]:
    t = Table("standard")
    t.damage_count(1, 6)
    return t.at_main(), Action("end-main", 0)


# The inventory lines each case checks, with the format its table plays (cases not listed
# refuse an action no single inventory line speaks of, such as acting out of turn).
COVERS: dict[str, tuple[tuple[str, ...], str]] = {
    "call-above-vanguard-grade": (("MAIN-004", "MAIN-011"), "standard"),
    "call-to-the-vanguard-circle": (("MAIN-004",), "standard"),
    "call-a-card-not-in-hand": (("MAIN-004",), "standard"),
    "call-an-order-card": (("ORDER-009",), "standard"),
    "call-onto-a-locked-circle": (("LOCK-003", "LOCK-004"), "classic"),
    "move-sideways": (("MAIN-014",), "classic"),
    "move-the-back-centre-unit": (("MAIN-014",), "classic"),
    "move-to-the-vanguard-circle": (("MAIN-014",), "classic"),
    "move-a-locked-card": (("LOCK-001",), "classic"),
    "ride-two-grades-up": (("RIDE-003",), "classic"),
    "ride-a-lower-grade": (("RIDE-006",), "classic"),
    "second-normal-ride": (("RIDE-004",), "standard"),
    "ride-deck-two-grades-up": (("RIDE-010",), "standard"),
    "ride-deck-without-a-discard": (("RIDE-010",), "standard"),
    "attack-with-a-rested-unit": (("ATTACK-003",), "standard"),
    "attack-from-the-back-row": (("ATTACK-003",), "standard"),
    "attack-a-back-row-unit": (("ATTACK-005",), "standard"),
    "attack-with-a-locked-card": (("LOCK-001",), "classic"),
    "attack-a-locked-card": (("LOCK-006",), "classic"),
    "attacker-calls-a-guardian": (("GUARD-002",), "standard"),
    "classic-guardian-above-vanguard-grade": (("GUARD-007",), "classic"),
    "intercept-by-the-attacked-unit": (("INTERCEPT-003",), "standard"),
    "intercept-from-the-back-row": (("INTERCEPT-001",), "standard"),
    "intercept-without-the-skill": (("INTERCEPT-001", "CARD-013"), "standard"),
    "vanguard-intercepts": (("INTERCEPT-007",), "classic"),
    "guard-after-the-guard-step": (("GUARD-018",), "standard"),
    "stand-a-standing-rear-guard": (("TRIGGER-013",), "classic"),
    "soul-ride-a-card-not-in-the-soul": (("WIN-003",), "standard"),
}

assert set(COVERS) <= {c.id for c in CASES}, "COVERS names a case that does not exist"


def _param(c: Case) -> Any:
    if c.id not in COVERS:
        return pytest.param(c, id=c.id)
    ids, fmt = COVERS[c.id]
    return pytest.param(c, id=c.id, marks=pytest.mark.covers(*ids, formats=(fmt,)))


@pytest.mark.rule(
    "main.call",
    "main.call-grade",
    "main.move",
    "card.lock",
    "ride.grade",
    "ride.once-per-turn",
    "ride.ride-deck",
    "battle.attack",
    "battle.target",
    "battle.boost",
    "battle.guard",
    "battle.guard-grade",
    "battle.guard-shield",
    "battle.intercept",
    "battle.guard-end",
    "trigger.power",
    "trigger.heal",
    "trigger.stand",
    "win.no-vanguard",
    "main.to-battle",
    "setup.mulligan",
)
@pytest.mark.parametrize("c", [_param(c) for c in CASES])
def test_illegal_action_is_refused_and_changes_nothing(c: Case) -> None:
    g, action = c.build()
    state, events, legal = g.state, list(g.events), g.legal_actions()
    snapshots, actions = list(g.snapshots), list(g.actions)
    assert action not in legal
    with pytest.raises(IllegalAction) as err:
        g.apply(action)
    assert isinstance(err.value, ValueError) and isinstance(err.value, VanguardError)
    assert err.value.rule == c.rule, err.value.message
    assert err.value.message and str(err.value).startswith(f"[{c.rule}] ")
    # nothing changed: the very same state object, log, snapshots and choices
    assert g.state is state
    assert g.events == events and g.snapshots == snapshots and g.actions == actions
    assert g.legal_actions() == legal
    # the dict form is refused the same way
    with pytest.raises(IllegalAction) as again:
        g.apply(action.to_dict())
    assert again.value.rule == c.rule
    assert g.state is state


@pytest.mark.rule("battle.guard-shield", "battle.guard-grade")
@pytest.mark.covers("GUARD-007", "GUARD-011", formats=("classic",))
def test_legal_guard_actions_match_the_checks() -> None:
    """The guard decision lists exactly the cards the checks allow (Classic)."""
    t = Table("classic")
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    t.vanguard(1, "Deckhand Brawler")  # grade 1
    ok1, ok2, too_high, no_shield = t.hand(
        1, "Cutlass Parrot", "Skyhook Navigator", "Stormsail Boatswain", "Hollowroot Golem"
    )
    g = _attacked(t)
    guards = {a.card for a in g.legal_actions() if a.kind == "guard"}
    assert guards == {ok1, ok2, no_shield}  # a shieldless unit guards for 0
    assert too_high not in guards
