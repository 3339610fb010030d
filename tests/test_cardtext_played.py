"""Invented abilities generated from the grammar's own tables, compiled from their text and
*played* in a position: the ability resolves, and the board changes exactly as the words say
(tests/builders.py builds the positions; tests/test_cardtext_phrases.py only reads them).

A generic harness: each generated text goes on an invented probe card, the position is played
until the ability's timing comes and it resolves, and the state before and after is compared
against what the text names: which units get the stat and by how much, which chosen unit is
stood, rested, retired, bound or locked. A combination whose effect could not be seen on the
board (standing a unit that already stands) is left out rather than asserted vacuously."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from builders import Table, act, make_card, pool_with, standard_probe_board

from vgwidget.cardtext import compile
from vgwidget.cardtext import grammar as g
from vgwidget.engine import stats
from vgwidget.engine.actions import Action
from vgwidget.engine.game import Game
from vgwidget.engine.state import State

PROBE = "Quillspark Herald"
AMOUNTS = {"power": 5000, "critical": 1, "shield": 5000}
READ: dict[str, Callable[[State, int], int]] = {
    "power": stats.power,
    "critical": stats.critical,
    "shield": stats.shield,
}


def _board(text: str, *, on_rear: bool = False) -> tuple[Game, int]:
    """The Standard probe board with the probe card carrying the abilities ``text`` reads."""
    card = make_card(PROBE, "standard", compile(text, era="standard"), grade=2, power=10000,
                     shield=5000)  # fmt: skip
    return standard_probe_board(card, on_rear=on_rear)


def _settle(g_: Game, pick: Callable[[Game, tuple[object, ...]], object] | None = None) -> None:
    """Answer every decision the ability asks (use it, pay, choose: ``pick`` names the card
    chosen, else the first offered) until the game waits for the turn player's next move."""
    for _ in range(40):
        d = g_.state.decision
        if d is None or g_.is_over or d.kind in ("main", "attack", "boost", "guard", "end-battle"):
            return
        acts = g_.legal_actions()
        if d.kind == "choose" and pick is not None:
            options = d.data[0]
            assert isinstance(options, tuple)
            g_.apply(Action("choose", d.player, card=pick(g_, options)))  # type: ignore[arg-type]
            continue
        chosen = next((a for a in acts if a.kind in ("use", "choose", "resolve", "pay")), acts[0])
        g_.apply(chosen)
    raise AssertionError("the ability never finished")


def _field(s: State) -> list[int]:
    return [u for p in s.players for _c, u in p.units()]


def _snapshot(s: State, stat: str) -> dict[int, int]:
    return {u: READ[stat](s, u) for u in _field(s)}


def _named(s: State, target: str, probe: int) -> set[int]:
    """The units a target without a choice names on this board, read off the state."""
    me, opp = s.players
    if target == "self":
        return {probe}
    if target == "your-vanguard":
        return {me.vanguard} if me.vanguard is not None else set()
    if target == "opponent-vanguard":
        return {opp.vanguard} if opp.vanguard is not None else set()
    if target == "all-your-front-row":
        return {u for c, u in me.units() if c in me.front_row()}
    if target == "all-your-rear-guards":
        return {u for c, u in me.units() if c != "VC"}
    if target == "all-your-units":
        return {u for _c, u in me.units()}
    assert s.battle is not None, target
    if target == "attacker":
        return {s.battle.attacker}
    if target == "attacked-unit":  # your units being attacked: none in your own attack
        return {u for u, _c in s.battle.attacked()} if s.battle.target_player == 0 else set()
    raise AssertionError(f"no reading for the target {target!r}")


# ------------------------------------------------ a stat for a unit named without a choice
IN_MAIN = ("self", "your-vanguard", "all-your-front-row", "all-your-rear-guards",
           "all-your-units", "opponent-vanguard")  # fmt: skip
SUBJECTS = [s for s in g.SUBJECTS if s[1] != "opponent-legion-mate"]  # no legion in Standard
MAIN_CASES = [(s, st) for s in SUBJECTS if s[1] in IN_MAIN for st in g.STATS]
BATTLE_CASES = [(s, st, span) for s in SUBJECTS for st in g.STATS
                for span in ("until end of that battle", "until end of turn")]  # fmt: skip


def _text_of(subject: tuple[str, str, bool], stat: tuple[str, str], span: str) -> str:
    words, _target, plural = subject
    verb = "get" if plural else "gets"
    return f"{words[0].upper()}{words[1:]} {verb} {stat[0]}+{AMOUNTS[stat[1]]} {span}."


def _assert_only_named_changed(
    before: dict[int, int], after: dict[int, int], named: set[int], amount: int
) -> None:
    assert named, "the text names no unit on this board"
    for u, value in before.items():
        assert after[u] - value == (amount if u in named else 0), (u, named, before, after)


@pytest.mark.rule("card.power", "card.critical", "card.shield", "ability.act")
@pytest.mark.parametrize(("subject", "stat"), MAIN_CASES,
                         ids=[f"{s[0]}-{st[1]}" for s, st in MAIN_CASES])  # fmt: skip
def test_an_act_gives_the_stat_to_the_units_its_text_names(
    subject: tuple[str, str, bool], stat: tuple[str, str]
) -> None:
    text = "[ACT](VC):" + _text_of(subject, stat, "until end of turn")
    game, probe = _board(text)
    before = _snapshot(game.state, stat[1])
    act(game, "act", card=probe, number=0)
    _settle(game)
    after = _snapshot(game.state, stat[1])
    _assert_only_named_changed(before, after, _named(game.state, subject[1], probe),
                               AMOUNTS[stat[1]])  # fmt: skip


def _defending(text: str) -> tuple[Game, int]:
    """Player 2's battle phase, its vanguard about to attack Player 1's vanguard, the probe
    card carrying the abilities ``text`` reads (Player 1's front row: Ember Lancer on FR)."""
    card = make_card(PROBE, "standard", compile(text, era="standard"), grade=2, power=10000,
                     shield=5000)  # fmt: skip
    t = Table("standard", pool=pool_with(card))
    probe = t.vanguard(0, PROBE)
    t.rear(0, "FR", "Ember Lancer")
    t.rear(0, "BC", "Kindlescale Page")
    t.vanguard(1, "Cinder Drake Warden")
    t.rear(1, "FL", "Ember Lancer")
    t.damage(0, "Scorchmane Raider", "Magmaforge Tyrant")
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    return t.at_battle(player=1), probe


ATTACKING = [(s, st, span) for s, st, span in BATTLE_CASES if s[1] != "attacked-unit"]
DEFENDING = [(s, st, span) for s, st, span in BATTLE_CASES]
SIDES = [("attacks", *c) for c in ATTACKING] + [("is attacked", *c) for c in DEFENDING]


@pytest.mark.rule("card.power", "card.critical", "card.shield", "ability.auto")
@pytest.mark.parametrize(
    ("side", "subject", "stat", "span"),
    SIDES,
    ids=[f"{sd}-{s[0]}-{st[1]}-{sp[10:]}" for sd, s, st, sp in SIDES],
)
def test_a_battle_ability_gives_the_stat_to_the_units_its_text_names_for_its_span(
    side: str, subject: tuple[str, str, bool], stat: tuple[str, str], span: str
) -> None:
    """Played in the battle it names (the probe attacks, or is attacked), then checked again
    as the battle closes: a change "until end of that battle" is gone, one "until end of turn"
    stays."""
    effect = _text_of(subject, stat, span)
    text = f"[AUTO](VC):When this unit {side}, {effect[0].lower()}{effect[1:]}"
    if side == "attacks":
        game, probe = _board(text)
        act(game, "end-main")
    else:
        game, probe = _defending(text)
    before = _snapshot(game.state, stat[1])
    act(game, "attack", circle="VC", target="VC")
    if game.state.decision is not None and game.state.decision.kind == "boost":
        act(game, "no-boost")
    _settle(game)
    assert any(e.kind == "ability-resolve" for e in game.events)
    named = _named(game.state, subject[1], probe)
    _assert_only_named_changed(before, _snapshot(game.state, stat[1]), named,
                               AMOUNTS[stat[1]])  # fmt: skip
    # the battle ends with no guard: right after it closes, the change lasts as its span says
    n = len(game.events)
    for _ in range(30):
        if game.is_over or any(e.kind == "close" for e in game.events[n:]):
            break
        acts = game.legal_actions()
        game.apply(next((a for a in acts if a.kind in ("end-guard", "resolve", "use", "choose",
                                                       "pay")), acts[0]))  # fmt: skip
    close = next(e for e in game.events[n:] if e.kind == "close")
    after = _snapshot(game.snapshots[close.seq], stat[1])
    kept = AMOUNTS[stat[1]] if span == "until end of turn" else 0
    for u in set(before) & set(after):
        assert after[u] - before[u] == (kept if u in named else 0), (u, span)
