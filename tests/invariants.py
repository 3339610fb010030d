"""Invariants of a game state and of an explain log, shared by the random-play tests
(``test_conformance``, ``test_abilities_conformance``, ``test_fuzz_quick``) and the long
random run (``benchmarks/fuzz.py``, ``make fuzz``).

Every check returns a list of problems as plain sentences (empty: all is well), so a test
can ``assert not problems`` and the fuzzer can collect and report them without stopping.

* :func:`place_problems` -- each card instance is in exactly one place (a zone, a circle or
  the guardian circle), always one of its owner's.
* :func:`flag_problems` -- a card off the field (any zone but the six circles and the
  guardian circle) is not rested, locked, deleted or the target of a modifier, and a card is
  face down only where the engine lays cards face down: the damage zone (counter blast) and
  the vanguard circle before stand up (the first vanguard).
* :func:`idle_problems` -- where a player decides outside a battle, the guardian circle and
  the trigger zone are empty and no "until end of battle" modifier is left.
* :func:`loss_problems` -- where a player decides after a check timing (ride, main, attack,
  boost, guard, ability order), no loss condition is left (six damage, an empty deck, an
  empty vanguard circle): rule actions ran first.
* :func:`rule_problems` -- an event cites a rule that is in the catalogue and belongs to
  the game's format.

>>> from vgwidget.engine.game import Game
>>> g = Game.new(seed=3)
>>> s = g.state
>>> place_problems(s), flag_problems(s), idle_problems(s), loss_problems(s)
([], [], [], [])
>>> rule_problems(g.events, "standard")
[]
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path

from vgwidget.engine.cards import PASS_THROUGH
from vgwidget.engine.catalogue import UnknownRule, get_rule
from vgwidget.engine.decks import Deck, load_deck
from vgwidget.engine.events import Event
from vgwidget.engine.state import ALL_CIRCLES, VC, ZONES, State

FIELD_ZONES = frozenset({"guardians"})
"""Zones that are on the field (the guardian circle); the six circles are not zones."""
OFF_FIELD_ZONES: tuple[str, ...] = tuple(z for z in ZONES if z not in FIELD_ZONES)
FACE_DOWN_ZONES = frozenset({"damage"})
"""Zones where the engine turns cards face down (counter blast)."""

DECKS_DIR = Path(__file__).resolve().parent.parent / "vgwidget" / "data" / "decks"
ABILITY_MATCHES: Mapping[str, tuple[str, str]] = {
    "standard": ("standard-3.txt", "standard-4.txt"),
    "classic": ("classic-3.txt", "classic-2.txt"),
    "premium": ("premium-3.txt", "premium-2.txt"),
}
"""The ability teaching decks played against each other in each format (deck files)."""
DECK_MATCHES: Mapping[str, tuple[str, str]] = {
    **ABILITY_MATCHES,
    "standard-gifts": ("standard-5.txt", "standard-6.txt"),
    "classic-rulings": ("classic-4.txt", "classic-5.txt"),
    "premium-rulings": ("premium-4.txt", "classic-5.txt"),
    "standard-more": ("standard-7.txt", "standard-8.txt"),
}
"""Every teaching-deck match by name: the ability matches (named by format), the Standard
gift decks (Imaginary Gifts and persona ride), and the rulings matches that play the mechanisms
added as card data (locks, delete, cross ride, Mega Blast, legion from the soul, multi-target
attacks, a rear-guard that drive checks, gifts from effects, gauges on set orders...): Classic
(``classic-4`` against ``classic-5``, also in Premium with a G deck, ``premium-4``) and Standard
(``standard-7`` against ``standard-8``)."""


@cache
def ability_decks(fmt: str) -> tuple[Deck, Deck]:
    """The two teaching decks of match ``fmt`` (a format, or ``standard-gifts``; see
    :data:`DECK_MATCHES`)."""
    a, b = DECK_MATCHES[fmt]
    return load_deck(DECKS_DIR / a), load_deck(DECKS_DIR / b)


def _card(s: State, iid: int) -> str:
    return f"card {iid} “{s.table.cards[iid].name}” (Player {s.table.owner[iid] + 1}'s)"


def _places(s: State) -> list[list[tuple[int, str]]]:
    """For each card instance, every ``(player, zone-or-circle)`` that holds it."""
    where: list[list[tuple[int, str]]] = [[] for _ in s.table.cards]
    for p, ps in enumerate(s.players):
        for c, u in zip(ALL_CIRCLES, ps.circles, strict=False):
            if u is not None:
                where[u].append((p, c))
        for z in ZONES:
            for u in getattr(ps, z):
                where[u].append((p, z))
    return where


def place_problems(s: State) -> list[str]:
    """Each card instance is in exactly one place, one of its owner's; a pseudo-card that
    ceased to exist is in none; a unit stands only on a circle its player has, and a gift
    marker lies only on one."""
    out: list[str] = []
    owner = s.table.owner
    ceased = s.marks.ceased
    for iid, places in enumerate(_places(s)):
        if iid in ceased:
            if places or not s.table.cards[iid].pseudo_zones:
                out.append(f"{_card(s, iid)} ceased to exist but is in {places or 'no place'}")
            continue
        if len(places) != 1:
            at = ", ".join(f"Player {p + 1}'s {z}" for p, z in places) or "no zone or circle"
            out.append(f"{_card(s, iid)} is in {len(places)} places: {at}")
        elif places[0][0] != owner[iid]:
            p, z = places[0]
            out.append(f"{_card(s, iid)} is in another player's zone: Player {p + 1}'s {z}")
        else:
            p, z = places[0]
            card = s.table.cards[iid]
            zones = card.pseudo_zones
            # (a used ticket passes through the drop zone: there at the event that puts it
            # there, gone at the next one, which says it ceased to exist)
            allowed = (*zones, *PASS_THROUGH.get(card.type, ()))
            if zones and ("GC" if z == "guardians" else z) not in allowed:
                out.append(f"{_card(s, iid)} is a pseudo-card in Player {p + 1}'s {z}")
            if z in ALL_CIRCLES and not s.players[p].has_circle(z):
                out.append(f"{_card(s, iid)} stands on Player {p + 1}'s {z}, a circle not there")
    for p, ps in enumerate(s.players):
        for c, kind, _ in ps.markers:
            if not ps.has_circle(c):
                out.append(f"Player {p + 1}'s {kind} marker lies on {c}, a circle not there")
    return out


def flag_problems(s: State) -> list[str]:
    """Off the field a card carries no status (rest, lock, delete, modifiers); face down only
    in the damage zone, (before stand up) on the vanguard circle, as a locked rear-guard
    (LOCK-001) and as a deleted vanguard with its legion mate (DELETE-001, LEGION-009); a
    locked or deleted card is always face down."""
    out: list[str] = []
    flagged = s.rested | s.locked | s.deleted | s.face_down
    targets = {m.target for m in s.mods}
    if not flagged and not targets:
        return out
    for p, ps in enumerate(s.players):
        vg_deleted = ps.vanguard is not None and ps.vanguard in s.deleted
        for z in OFF_FIELD_ZONES:
            cards = getattr(ps, z)
            for u in cards:
                if u not in flagged and u not in targets:
                    continue
                if z == "legion" and vg_deleted and u in s.deleted and u in s.face_down:
                    # the legion mate beside a deleted vanguard is deleted with it (LEGION-009)
                    if u in s.rested or u in s.locked or u in targets:
                        out.append(f"{_card(s, u)} in Player {p + 1}'s legion has a status")
                    continue
                here = f"{_card(s, u)} in Player {p + 1}'s {z}"
                if u in s.rested and not (
                    z == "order" and s.table.cards[u].type == "set-order"
                ):  # a set order rests and stands in the order zone (CR 4.55 §9.2.3)
                    out.append(f"{here} is rested")
                if u in s.locked:
                    out.append(f"{here} is locked")
                if u in s.deleted:
                    out.append(f"{here} is deleted")
                if u in targets:
                    mods = [f"{m.amount:+} {m.stat} ({m.label})" for m in s.mods if m.target == u]
                    out.append(f"{here} is the target of modifiers: {', '.join(mods)}")
                if u in s.face_down and z not in FACE_DOWN_ZONES:
                    out.append(f"{here} is face down")
        for u in ps.guardians:
            if u in s.face_down:
                out.append(f"{_card(s, u)} on Player {p + 1}'s guardian circle is face down")
        for c, u in zip(ALL_CIRCLES, ps.circles, strict=False):
            if u is None:
                continue
            sealed = (u in s.locked and c != VC) or (u in s.deleted and c == VC)
            if u in s.face_down and not sealed and not (c == VC and s.phase == "setup"):
                out.append(
                    f"{_card(s, u)} on Player {p + 1}'s {c} is face down "
                    f"(phase {s.phase!r}, not the first vanguard before stand up, "
                    "a locked rear-guard or a deleted vanguard)"
                )
            if (u in s.locked or u in s.deleted) and u not in s.face_down:
                how = "locked" if u in s.locked else "deleted"
                out.append(f"{_card(s, u)} on Player {p + 1}'s {c} is {how} but face up")
            if u in s.locked and c == VC:
                out.append(f"{_card(s, u)} on Player {p + 1}'s VC is locked (a vanguard)")
            if u in s.deleted and c != VC:
                out.append(f"{_card(s, u)} on Player {p + 1}'s {c} is deleted (a rear-guard)")
    return out


def idle_problems(s: State) -> list[str]:
    """At a decision outside a battle: nothing is left of a battle (guardians, trigger zone
    cards, "until end of battle" modifiers). Other states give no problem."""
    out: list[str] = []
    if s.decision is None or s.battle is not None:
        return out
    why = f"at a {s.decision.kind!r} decision outside a battle"
    for p, ps in enumerate(s.players):
        for z in ("guardians", "trigger"):
            for u in getattr(ps, z):
                out.append(f"{_card(s, u)} is still in Player {p + 1}'s {z} {why}")
    for m in s.mods:
        if m.until == "battle":
            out.append(
                f"a modifier until end of battle is left {why}: {m.amount:+} {m.stat} on "
                f"{_card(s, m.target)} ({m.label})"
            )
    return out


LOSS_DAMAGE = 6
CHECKED_DECISIONS = frozenset({"ride", "main", "attack", "boost", "guard", "order"})
"""Decisions that come right after a check timing (a player may play, or orders the waiting
abilities). The others (a trigger's power-to, an ability's choose, ...) may come in the middle
of a trigger or an ability, where a loss condition waits for the next check timing."""


def loss_problems(s: State) -> list[str]:
    """At a decision that follows a check timing (:data:`CHECKED_DECISIONS`), in a game still
    going: nobody meets a loss condition the rule actions should have acted on. Other states
    give no problem."""
    out: list[str] = []
    d = s.decision
    if d is None or d.kind not in CHECKED_DECISIONS or s.result is not None:
        return out
    why = f"at a {d.kind!r} decision"
    for p, ps in enumerate(s.players):
        who = f"Player {p + 1}"
        if len(ps.damage) >= LOSS_DAMAGE:
            out.append(f"{who} has {len(ps.damage)} damage {why}, the game goes on")
        if not ps.deck:
            out.append(f"{who} has an empty deck {why}, the game goes on")
        if ps.vanguard is None:
            out.append(f"{who} has no vanguard {why}")
    return out


def rule_problems(events: Iterable[Event], fmt: str) -> list[tuple[int, str]]:
    """``(seq, problem)`` for each event citing a rule not in the catalogue or not of ``fmt``."""
    out: list[tuple[int, str]] = []
    for e in events:
        try:
            rule = get_rule(e.rule)
        except UnknownRule:
            out.append((e.seq, f"event cites {e.rule!r}, not in the catalogue: {e.text}"))
            continue
        if rule.id != e.rule:
            out.append((e.seq, f"event cites {e.rule!r}, spelt unlike its entry {rule.id!r}"))
        if not rule.applies_to(fmt):
            out.append((e.seq, f"event cites {e.rule!r}, which is not a rule of {fmt}: {e.text}"))
    return out
