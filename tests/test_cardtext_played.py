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
from vgwidget.cardtext.phrases import Phrase
from vgwidget.engine import stats
from vgwidget.engine.actions import Action
from vgwidget.engine.game import Game
from vgwidget.engine.state import PlayerState, State

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


# ------------------------------------------------------ an action on a chosen unit
VERBS = [v for v in g.UNIT_VERBS if v[1] != "delete"]  # delete names vanguards, not a choice
UNSEEN = {
    ("stand", "choose-opponent-rear-guard"),  # every rear-guard of theirs already stands
    ("stand", "choose-opponent-front-row-rear-guard"),
    ("rest", "choose-your-rested-rear-guard"),  # a rested one is rested already
    ("lock", "choose-your-unit"),  # a vanguard is never locked: the text is refused (LOCK-001)
}
CHOSEN = [(c, v, n) for c in g.CHOICES for v in VERBS for n in ("one", "up to one")
          if (v[1], c.value) not in UNSEEN
          and not c.value.endswith("vanguard")]  # (tests/test_cardtext_vanguards.py)  # fmt: skip


def _worth_choosing(verb: str) -> Callable[[Game, tuple[object, ...]], object]:
    """The option on which ``verb`` shows: a rested unit to stand, a standing one to rest; a
    rear-guard before the vanguard."""

    def pick(game: Game, options: tuple[object, ...]) -> object:
        s = game.state
        cards = [o for o in options if isinstance(o, int)]
        if verb == "stand":
            cards = [c for c in cards if c in s.rested]
        elif verb == "rest":
            cards = [c for c in cards if c not in s.rested]
        rear = [c for c in cards if s.locate(c)[1] != "VC"]
        assert cards, (verb, options)
        return (rear or cards)[0]

    return pick


@pytest.mark.rule("text.choose", "text.choose-up-to", "card.stand-rest", "text.retire")
@pytest.mark.parametrize(("choice", "verb", "count"), CHOSEN,
                         ids=[f"{c.template}-{v[1]}-{n}" for c, v, n in CHOSEN])  # fmt: skip
def test_the_chosen_unit_undergoes_the_action_the_text_names(
    choice: Phrase, verb: tuple[str, str], count: str
) -> None:
    text = f"[ACT](VC):Choose {count} {choice.template}, and {verb[0]} it."
    game, probe = _board(text)
    offered: list[int] = []

    def pick(g_: Game, options: tuple[object, ...]) -> object:
        chosen = _worth_choosing(verb[1])(g_, options)
        assert isinstance(chosen, int)
        offered.append(chosen)
        return chosen

    n = len(game.events)
    act(game, "act", card=probe, number=0)
    _settle(game, pick)
    if not offered:  # one unit to choose exactly one of: the engine takes it, no question asked
        (done,) = [e for e in game.events[n:] if e.kind == verb[1]]
        offered.extend(c for c in done.cards if game.state.locate(c)[1] != "VC")
    (unit,) = offered
    s = game.state
    owner = s.table.owner[unit]
    assert (owner == 0) == (choice.value.startswith("choose-your"))
    if verb[1] == "stand":
        assert unit not in s.rested
    elif verb[1] == "rest":
        assert unit in s.rested
    elif verb[1] == "lock":
        assert unit in s.locked
    else:
        assert s.locate(unit)[1] == ("drop" if verb[1] == "retire" else "bind")


# ------------------------------------------------------------ effects with no unit to name
def _me(s: State) -> PlayerState:
    return s.players[0]


def _face_down(s: State) -> int:
    return sum(1 for c in _me(s).damage if c in s.face_down)


def _named_in(s: State, zone: tuple[int, ...], name: str) -> int:
    return sum(1 for c in zone if s.card(c).name == name)


def _winner(s: State) -> int | None:
    return s.result.winner if s.result is not None else None


Check = Callable[[State, State], bool]
PLAIN: dict[str, tuple[str, Check]] = {
    # a template of g.SIMPLE_EFFECTS: (its slots filled, what the board shows after)
    "draw a card": ("draw a card", lambda b, a: len(_me(a).hand) == len(_me(b).hand) + 1),
    "draw {n} cards": ("draw two cards", lambda b, a: len(_me(a).hand) == len(_me(b).hand) + 2),
    "Soul-Charge {cn}": ("Soul-Charge 2", lambda b, a: len(_me(a).soul) == len(_me(b).soul) + 2
                         and len(_me(a).deck) == len(_me(b).deck) - 2),
    "Counter-Charge {cn}": ("Counter-Charge 1", lambda b, a: _face_down(a) == _face_down(b) - 1),
    "Energy-Charge {cn}": ("Energy-Charge 3", lambda b, a: _me(a).energy == _me(b).energy + 3),
    "put the top card of your deck into this unit's gauge": (
        "put the top card of your deck into this unit's gauge",
        lambda b, a: len(_me(a).gauge) == len(_me(b).gauge) + 1),
    "put the top {n} cards of your deck into this unit's gauge": (
        "put the top two cards of your deck into this unit's gauge",
        lambda b, a: len(_me(a).gauge) == len(_me(b).gauge) + 2),
    "choose a card from your damage zone, and put it into your drop zone": (
        "choose a card from your damage zone, and put it into your drop zone",
        lambda b, a: len(_me(a).damage) == len(_me(b).damage) - 1
        and len(_me(a).drop) == len(_me(b).drop) + 1),
    "choose {n} cards from your damage zone, and put them into your drop zone": (
        "choose two cards from your damage zone, and put them into your drop zone",
        lambda b, a: len(_me(a).damage) == len(_me(b).damage) - 2),
    "you win the game": ("you win the game", lambda b, a: _winner(a) == 0),
    "you lose the game": ("you lose the game", lambda b, a: _winner(a) == 1),
    "you get a {name} crest": ('you get a "Wellspring Crest" crest',
                               lambda b, a: _named_in(a, _me(a).crest, "Wellspring Crest") == 1),
    "you get an {name} ticket": ('you get an "Ember Spark Ticket" ticket',
                                 lambda b, a: _named_in(a, _me(a).hand, "Ember Spark Ticket")
                                 == _named_in(b, _me(b).hand, "Ember Spark Ticket") + 1),
    "you get an Imaginary Gift: Force": (
        "you get an Imaginary Gift: Force",
        lambda b, a: [m[1] for m in _me(a).markers] == [*(m[1] for m in _me(b).markers), "force"]),
    "you get an Imaginary Gift: Accel": (
        "you get an Imaginary Gift: Accel",
        lambda b, a: len(_me(a).accel) == len(_me(b).accel) + 1),
    "you get an Imaginary Gift: Protect": (
        "you get an Imaginary Gift: Protect",
        lambda b, a: _named_in(a, _me(a).hand, "Protect")
        == _named_in(b, _me(b).hand, "Protect") + 1),
}  # fmt: skip
"""The plain effects a Standard main phase can show; the others (a Limit Break's relief,
legion, markers removed, locks held) are played in their own tests."""


@pytest.mark.rule("ability.act", "golden.card-text")
@pytest.mark.parametrize("template", sorted(PLAIN))
def test_a_plain_effect_changes_the_board_as_its_text_says(template: str) -> None:
    assert any(p.template == template for p in g.SIMPLE_EFFECTS), template
    words, shows = PLAIN[template]
    game, probe = _board(f"[ACT](VC):{words[0].upper()}{words[1:]}.")
    before = game.state
    act(game, "act", card=probe, number=0)
    _settle(game)
    assert shows(before, game.state), words


# ------------------------------------------------------------------------- costs, paid
def _rear_guards(s: State) -> int:
    return sum(1 for c, _u in _me(s).units() if c != "VC")


def _drew(b: State, a: State, spent: int) -> bool:
    """The ability's "draw a card" came after the cost took ``spent`` cards from the hand."""
    return len(_me(a).hand) == len(_me(b).hand) - spent + 1


PAID: dict[str, tuple[str, Check]] = {
    # a template of g.COSTS: (its slots filled, what paying it and drawing a card shows)
    "Counter-Blast {cn}": ("Counter-Blast 1", lambda b, a: _face_down(a) == _face_down(b) + 1
                           and _drew(b, a, 0)),
    "Counter-Blast {cn}-{name}": ('Counter-Blast 1-"Scorchmane Raider"',
                                  lambda b, a: _face_down(a) == _face_down(b) + 1),
    "Soul-Blast {cn}": ("Soul-Blast 2", lambda b, a: len(_me(a).soul) == len(_me(b).soul) - 2
                        and _drew(b, a, 0)),
    "Soul-Blast {cn}-{name}": ('Soul-Blast 1-"Cinderling Scout"',
                               lambda b, a: _named_in(a, _me(a).soul, "Cinderling Scout") == 0
                               and len(_me(a).soul) == len(_me(b).soul) - 1),
    "Counter-Charge {cn}": ("Counter-Charge 1", lambda b, a: _face_down(a) == _face_down(b) - 1
                            and _drew(b, a, 0)),
    "Soul-Charge {cn}": ("Soul-Charge 1", lambda b, a: len(_me(a).soul) == len(_me(b).soul) + 1
                         and _drew(b, a, 0)),
    "Discard {n} cards from your hand": ("Discard two cards from your hand",
                                         lambda b, a: _drew(b, a, 2)),
    "Discard a card from your hand": ("Discard a card from your hand", lambda b, a: _drew(b, a, 1)),
    "Discard a card from hand": ("Discard a card from hand", lambda b, a: _drew(b, a, 1)),
    "Choose a card from your hand, and discard it": (
        "Choose a card from your hand, and discard it", lambda b, a: _drew(b, a, 1)),
    "Choose {n} cards from your hand, and discard them": (
        "Choose two cards from your hand, and discard them", lambda b, a: _drew(b, a, 2)),
    "Discard a card with the same card name as this unit from your hand": (
        "Discard a card with the same card name as this unit from your hand",
        lambda b, a: _named_in(a, _me(a).drop, PROBE) == _named_in(b, _me(b).drop, PROBE) + 1
        and _drew(b, a, 1)),
    "Retire {n} of your other rear-guards": (
        "Retire 1 of your other rear-guards",
        lambda b, a: _rear_guards(a) == _rear_guards(b) - 1 and _drew(b, a, 0)),
    "Choose one of your other rear-guards, and retire it": (
        "Choose one of your other rear-guards, and retire it",
        lambda b, a: _rear_guards(a) == _rear_guards(b) - 1 and _drew(b, a, 0)),
    "Retire this unit": ("Retire this unit", lambda b, a: _named_in(a, _me(a).drop, PROBE)
                         == _named_in(b, _me(b).drop, PROBE) + 1 and _drew(b, a, 0)),
    "[Rest] this unit": ("[Rest] this unit", lambda b, a: _me(a).at("FL") in a.rested
                         and _drew(b, a, 0)),
    "Put this unit into soul": (
        "Put this unit into soul",
        lambda b, a: _named_in(a, _me(a).soul, PROBE) == _named_in(b, _me(b).soul, PROBE) + 1
        and _drew(b, a, 0)),
    "Put this unit into your soul": (
        "Put this unit into your soul",
        lambda b, a: _named_in(a, _me(a).soul, PROBE) == _named_in(b, _me(b).soul, PROBE) + 1
        and _me(a).at("FL") is None and _drew(b, a, 0)),
}  # fmt: skip
"""The costs a Standard rear-guard can pay on the probe board (energy and gauge start empty
there; a clan's especial blast is played in the Classic tests)."""
BRACKETS = ("[COST][{}], ", "COST [{}], ", "[{}] ")
COST_CASES = [(t, b) for t in sorted(PAID) for b in BRACKETS]


@pytest.mark.rule("cost.payment", "ability.act")
@pytest.mark.parametrize(("template", "bracket"), COST_CASES,
                         ids=[f"{t}-{b[:5]}" for t, b in COST_CASES])  # fmt: skip
def test_a_cost_is_paid_as_its_text_says_and_then_the_effect_resolves(
    template: str, bracket: str
) -> None:
    assert any(p.template == template for p in g.COSTS), template
    words, shows = PAID[template]
    text = "[ACT](RC):" + bracket.format(words) + "draw a card."
    card = make_card(PROBE, "standard", compile(text, era="standard"), grade=2, power=10000,
                     shield=5000)  # fmt: skip
    game, probe = standard_probe_board(card, on_rear=True, in_hand=PROBE)
    before = game.state
    act(game, "act", card=probe, number=0)
    _settle(game)
    assert shows(before, game.state), (words, bracket)


# ------------------------------------------------ timings: a whole round, and when it resolved
def _round(text: str) -> tuple[Game, int]:
    """Turns 3 (Player 1's) and 4 (Player 2's) played from their start to their end, each
    with one attack of vanguard against vanguard that hits: Player 1's probe (15,000) against
    a 13,000 vanguard, then that vanguard boosted to 21,000 against the probe. No card of
    either deck has a trigger icon, so each attack makes exactly one drive check per drive and
    one damage check."""
    card = make_card(PROBE, "standard", compile(text, era="standard"), grade=2, power=15000,
                     shield=5000)  # fmt: skip
    t = Table("standard", pool=pool_with(card))
    probe = t.vanguard(0, PROBE)
    t.vanguard(1, "Maelstrom Leviathan Knight")
    t.rear(1, "BC", "Kindlescale Page")
    t.deck(0, *["Ember Lancer"] * 12)
    t.deck(1, *["Wavebreaker Lancer"] * 12)
    game = t.at_turn_start(turn=3, player=0)
    attacked: set[int] = set()
    for _ in range(300):
        if game.is_over or game.state.turn >= 5:
            return game, probe
        d = game.state.decision
        assert d is not None
        acts = game.legal_actions()
        kinds = {a.kind: a for a in acts}
        if d.kind == "attack" and (game.state.turn not in attacked or "end-battle" not in kinds):
            attacked.add(game.state.turn)  # (an attack step's own abilities may come between)
            pick = next(a for a in acts if a.kind == "attack" and a.target == "VC"
                        and a.circle == "VC")  # fmt: skip
        elif d.kind == "attack":
            pick = kinds["end-battle"]
        elif d.kind == "boost":
            pick = next((a for a in acts if a.kind == "boost"), kinds.get("no-boost", acts[0]))
        else:
            order = ("skip-ride", "end-main", "end-guard", "use", "resolve", "choose", "pay")
            pick = next((kinds[k] for k in order if k in kinds), acts[0])
        game.apply(pick)
    raise AssertionError("the round never ended")


def _resolved_in(game: Game, probe: int) -> dict[int, int]:
    """How often the probe's ability resolved in each turn."""
    out = {3: 0, 4: 0}
    for e in game.events:
        if e.kind == "ability-resolve" and probe in e.cards and e.turn in out:
            out[e.turn] += 1  # (turn 5 has begun as the round stops: its timings are not read)
    return out


WHOSE = {"your-turn": {3}, "opponent-turn": {4}, "any": {3, 4}}
EVENT_TIMINGS = {  # (timing, on, extra conditions): the turns of the round it comes in
    ("attacks", "self", ()): {3},
    ("attacks", "self", (("attacking-vanguard", True),)): {3},
    ("attacks", "your-vanguard", ()): {3},
    ("attacks", "your-unit", ()): {3},
    ("attacks", "opponent-unit", ()): {4},
    ("attack-hits", "self", ()): {3},
    ("attack-hits", "self", (("attacking-vanguard", True),)): {3},
    ("end-of-battle", "self", ()): {3},
    ("end-of-battle", "self", (("attacking-vanguard", True),)): {3},
    ("attacked", "self", ()): {4},
    ("attacked", "your-vanguard", ()): {4},
    ("attacked", "your-unit", ()): {4},
    ("drive-check", "your-unit", ()): {3},
    ("damage-check", "your-unit", ()): {4},
}
ROUND_CASES = [
    (p.template, WHOSE[p.value[1]] if p.value[0].startswith(("beginning-of-", "end-of-turn"))
     else EVENT_TIMINGS[(p.value[0], p.value[1], p.value[2])])
    for p in g.TIMINGS
    if (p.value[0].startswith(("beginning-of-", "end-of-turn")) and p.value[1] in WHOSE)
    or (p.value[0], p.value[1], p.value[2]) in EVENT_TIMINGS
]  # fmt: skip


@pytest.mark.rule("ability.auto", "battle.start", "timing.attack", "timing.end")
@pytest.mark.parametrize(("timing", "turns"), ROUND_CASES, ids=[c[0] for c in ROUND_CASES])
def test_an_auto_ability_resolves_once_in_each_turn_its_timing_comes(
    timing: str, turns: set[int]
) -> None:
    """Every phase and step timing, yours, your opponent's or each, and the battle timings of a
    round: the ability resolves exactly once in each turn its timing names, never in the
    other, and does what it says (Soul-Charge 1 each time)."""
    game, probe = _round(f"[AUTO](VC):{timing}, Soul-Charge 1.")
    # each battle starts at a start step, and the phase ends in one where no attack is
    # chosen (battle.start): with one attack a turn, the start step begins twice
    times = 2 if "start step" in timing else 1
    assert _resolved_in(game, probe) == {t: (times if t in turns else 0) for t in (3, 4)}
    charged = [e for e in game.events if e.kind == "soul-charge" and e.turn in (3, 4)]
    assert len(charged) == sum(_resolved_in(game, probe).values())
    assert all(f"({PROBE})" in e.text for e in charged)
