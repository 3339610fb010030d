"""One notation for actions (``vgwidget.engine.notation``): every action kind has words,
and every legal action's script line reads back into that very action."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from builders import Table, decision_of

from vgwidget.engine.actions import ACTION_KINDS, Action
from vgwidget.engine.decks import load_deck
from vgwidget.engine.errors import RecordError
from vgwidget.engine.game import Game
from vgwidget.engine.notation import describe, parse, to_script
from vgwidget.engine.procedures import HANDLERS
from vgwidget.engine.state import CIRCLES, ZONES, State
from vgwidget.engine.view import can_see

DECKS = Path(__file__).resolve().parent.parent / "vgwidget" / "data" / "decks"
ABILITY_DECKS = {
    "standard": ("standard-3.txt", "standard-4.txt"),
    "classic": ("classic-3.txt", "classic-2.txt"),
}


def _games() -> list[tuple[str, Game]]:
    out = []
    for fmt in ("standard", "classic"):
        for seed in range(3):
            out.append((f"{fmt} teaching decks, seed {seed}", Game.new(seed=seed, format=fmt)))
        d1, d2 = (load_deck(DECKS / n) for n in ABILITY_DECKS[fmt])
        for seed in range(8):
            out.append(
                (f"{fmt} ability decks, seed {seed}", Game.new(d1, d2, seed=seed, format=fmt))
            )
    return out


def _an_example(kind: str, g: Game) -> tuple[State, Action]:
    """A state and an action of ``kind`` for the describe test (from a real game when one
    offers it)."""
    s = g.state
    ps = s.players[0]
    card = next(iter(ps.hand), 0)
    return s, Action(kind, 0, card=card, circle="FL", target="move:drop", number=0)


def _visible_names(s: State, viewer: int) -> set[str]:
    """Names of the cards ``viewer`` may see now (a hidden card may share one)."""
    out = set()
    for ps in s.players:
        for c, u in zip(CIRCLES, ps.circles, strict=True):
            if u is not None and can_see(s, u, c, viewer):
                out.add(s.card(u).name)
        for z in ZONES:
            out |= {s.card(c).name for c in getattr(ps, z) if can_see(s, c, z, viewer)}
    return out


@pytest.mark.rule("judge.manual", "win.concede")
def test_every_handled_kind_has_words_and_is_a_known_kind() -> None:
    g = Game.new(seed=1)
    kinds = set(HANDLERS) | {"concede"}
    assert kinds <= set(ACTION_KINDS)
    assert set(ACTION_KINDS) <= kinds, "an action kind without a handler"
    for kind in sorted(kinds):
        s, a = _an_example(kind, g)
        text = describe(s, a)
        assert text and text != str(a) and not text.startswith(kind), (kind, text)
        assert "card=" not in text and "#" not in text, (kind, text)


@pytest.mark.rule("ability.auto", "ability.act", "text.choose", "order.play")
def test_every_legal_action_round_trips_through_its_script_line() -> None:
    seen: set[str] = set()
    for label, g in _games():
        pick = random.Random(label)
        steps = 0
        while not g.is_over and steps < 3000:
            s = g.state
            acts = g.legal_actions()
            lines: dict[str, Action] = {}
            visible: dict[int, set[str]] = {}
            for a in acts:
                line = to_script(s, a)
                assert parse(s, line) == a, (label, line, a)
                assert line not in lines, (label, line, a, lines[line])
                lines[line] = a
                words = describe(s, a)
                assert words and "card=" not in words
                other = 1 - a.player
                secret = [
                    c
                    for c in (a.card, *a.cards)
                    if c is not None and not can_see(s, c, s.locate(c)[1], other)
                ]
                if secret:  # the other player reads "a card from hand", never the name
                    words = describe(s, a, other)
                    assert "a card" in words or "an order" in words, (label, a)
                    if other not in visible:
                        visible[other] = _visible_names(s, other)
                    leaked = {s.card(c).name for c in secret} - visible[other]
                    assert not any(n in words for n in leaked), (label, a, words)
                describe(s, a, a.player)
                seen.add(a.kind)
            g.apply(pick.choice(acts))
            steps += 1
    # the games reached the ability system's decisions too (a choice between waiting
    # abilities is rarer: see test_a_waiting_ability_is_named_by_card_and_told_apart_by_order)
    assert {"act", "use", "decline", "choose", "play-order"} <= seen, sorted(seen)


def test_hidden_cards_are_not_named_to_the_other_player() -> None:
    g = Game.new(seed=1)
    s = g.state
    p = decision_of(s).player
    other = 1 - p
    for a in g.legal_actions():
        for c in a.cards:
            name = s.card(c).name
            assert name in describe(s, a, p)
            assert name not in describe(s, a, other)
            assert "a card from hand" in describe(s, a, other)


def test_script_lines_name_cards_and_places_never_instance_numbers() -> None:
    g = Game.new(seed=1)
    a = g.legal_actions()[1]
    line = to_script(g.state, a)
    assert line == "mulligan: " + g.state.card(a.cards[0]).name
    assert str(a.cards[0]) not in line


def test_copies_of_a_card_are_told_apart_by_their_order() -> None:
    """Two copies of one card in hand: "Name" is the first, "Name [2]" the second."""
    for seed in range(20):
        g = Game.new(seed=seed)
        s = g.state
        hand = s.players[decision_of(s).player].hand
        names = [s.card(c).name for c in hand]
        dup = next((n for n in names if names.count(n) > 1), None)
        if dup is None:
            continue
        first, second = (c for c in hand if s.card(c).name == dup)
        assert parse(s, f"mulligan: {dup}").cards == (first,)
        assert parse(s, f"mulligan: {dup} [2]").cards == (second,)
        assert parse(s, f"mulligan: {dup}, {dup}").cards == (first, second)
        assert to_script(s, Action("mulligan", decision_of(s).player, cards=(second,))) == (
            f"mulligan: {dup} [2]"
        )
        return
    pytest.skip("no opening hand with two copies")


@pytest.mark.parametrize(
    "line",
    ["dance", "guard: Nothing", "intercept: ZZ", "call: Ember Lancer", "act", "choose: X @nowhere"],
)
def test_unreadable_lines_are_refused_naming_the_problem(line: str) -> None:
    g = Game.new(seed=1)
    with pytest.raises(RecordError, match="script"):
        parse(g.state, line)


def test_describe_survives_malformed_actions() -> None:
    g = Game.new(seed=1)
    for a in (
        Action("guard", 0, card=10_000),
        Action("mulligan", 0, cards=(-1,)),
        Action("attack", 0, circle="ZZ", target="QQ"),
        Action("resolve", 0, number=7),
        Action("use", 0),
    ):
        assert describe(g.state, a)


@pytest.mark.rule("win.no-vanguard", "judge.manual", "win.concede")
def test_kinds_random_play_rarely_reaches_round_trip_too() -> None:
    t = Table("standard")
    t.vanguard(1, None)
    a, b = t.soul(1, "Shoalguard Cadet", "Coralshield Captain")
    t.rear(0, "FL", "Ember Lancer")
    g = t.at_main()
    s = g.state
    assert s.decision is not None and s.decision.kind == "soul-ride"
    for act in g.legal_actions():
        assert parse(s, to_script(s, act)) == act
    assert to_script(s, Action("soul-ride", 1, card=b)) == "soul-ride: Coralshield Captain"
    assert describe(s, Action("soul-ride", 1, card=b)) == "Ride “Coralshield Captain” from the soul"
    # a judge's adjustment names the card and where it is, from the deciding player's side
    fl = s.players[0].at("FL")
    assert fl is not None
    manual = Action("manual", 0, card=fl, target="power:+5000")
    line = to_script(s, manual)
    assert line == "manual: Ember Lancer @opponent's FL -> power:+5000"
    assert parse(s, line) == manual
    assert "+5000 power" in describe(s, manual)
    moved = Action("manual", 1, card=a, target="move:drop")
    assert parse(s, to_script(s, moved)) == moved
    assert describe(s, moved) == "Judge's adjustment: move “Shoalguard Cadet” to the drop zone"
    # conceding: by the deciding player, or (in a table) by the other one
    assert parse(s, "concede") == Action("concede", 1)
    assert parse(s, {"action": "concede", "player": 1}) == Action("concede", 0)
    assert describe(s, Action("concede", 0)) == "Concede the game"


@pytest.mark.rule("ability.order")
def test_a_waiting_ability_is_named_by_card_and_told_apart_by_order() -> None:
    for seed in range(60):
        d1, d2 = (load_deck(DECKS / n) for n in ABILITY_DECKS["standard"])
        g = Game.new(d1, d2, seed=seed)
        pick = random.Random(seed)
        while not g.is_over:
            s = g.state
            acts = g.legal_actions()
            if s.decision is not None and s.decision.kind == "order":
                lines = [to_script(s, a) for a in acts]
                assert all(x.startswith("resolve: ") for x in lines)
                assert all(parse(s, x) == a for x, a in zip(lines, acts, strict=True))
                first = acts[0]
                assert first.card is not None
                name = s.card(first.card).name
                assert parse(s, f"resolve: {name}") == first
                assert describe(s, first).startswith(f"Resolve the ability of “{name}”")
                return
            g.apply(pick.choice(acts))
    pytest.skip("no game reached a choice of waiting abilities")


TWO_PRIESTS = """
[meta]
title = "Two copies of a card with an ACT ability, named by circle"

[game]
format = "classic"
seed = 7
turn = 3
turn_player = 1
phase = "main"

[players.1]
hand = ["Lantern Vigil Priest"]
soul = ["Lantern Vigil Priest", "Gleamhelm Scout"]
deck = { fill = "teaching" }

[players.1.circles]
VC = "Dawnspear Knight"
FL = "Lantern Vigil Priest"
FR = "Lantern Vigil Priest"

[players.2]
deck = { fill = "teaching" }

[players.2.circles]
VC = "Thunderhull Marauder"

[script]
actions = [
  "act: Lantern Vigil Priest @FR",
  "choose: Gleamhelm Scout @soul",
  "choose: Lantern Vigil Priest @FL",
  { action = "act: Lantern Vigil Priest @FR", illegal = true, rule = "ability.once-per-turn" },
]

[[expect]]
rule = "ability.act"
contains = "uses “Lantern Vigil Priest”"

[final.players.1]
soul = 1
drop = 1
power = { FL = 10000, FR = 7000 }
"""


@pytest.mark.rule("ability.act", "cost.soul-blast", "ability.once-per-turn")
def test_a_position_script_writes_ability_decisions_by_card_name_and_place() -> None:
    from vgwidget.engine.timeline import check_expectations, play_script

    g = Game.from_position(TWO_PRIESTS)
    extras = g.position_extras
    problems = play_script(g, extras["script"])
    problems += check_expectations(g.events, extras.get("expect"), extras.get("final"), g.state)
    assert not problems
    # the copy on FR has used its 1/Turn ability: the one left is found without a place
    (act,) = [a for a in g.legal_actions() if a.kind == "act"]
    assert g.state.players[0].at("FL") == act.card
    assert to_script(g.state, act) == "act: Lantern Vigil Priest"
    assert parse(g.state, "act: Lantern Vigil Priest (ability 1)") == act
    with pytest.raises(RecordError, match="no “Lantern Vigil Priest” on the vanguard circle"):
        parse(g.state, "act: Lantern Vigil Priest @VC")


@pytest.mark.rule("main.call", "main.move", "battle.attack")
def test_the_words_name_cards_and_circles_plainly() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinder Drake Warden")
    t.rear(0, "FL", "Ember Lancer")
    (sprite,) = t.hand(0, "Sparkflit Sprite")
    t.vanguard(1, "Coralshield Captain")
    g = t.at_main()
    s = g.state
    words = {to_script(s, a): describe(s, a) for a in g.legal_actions()}
    assert words["call: Sparkflit Sprite -> FR"] == (
        "Call “Sparkflit Sprite” to the front-right rear-guard circle"
    )
    assert words["call: Sparkflit Sprite -> FL"] == (
        "Call “Sparkflit Sprite” to the front-left rear-guard circle (retiring “Ember Lancer”)"
    )
    assert words["move: FL -> BL"] == (
        "Move “Ember Lancer” from the front-left rear-guard circle "
        "to the back-left rear-guard circle"
    )
    assert describe(s, Action("call", 0, card=sprite, circle="FR"), viewer=1) == (
        "Call a card from hand to the front-right rear-guard circle"
    )
    attack = Action("attack", 0, circle="VC", target="VC")
    assert describe(s, attack).startswith("Attack with “Cinder Drake Warden” (vanguard, ")
    assert "→ “Coralshield Captain” (opponent's vanguard, " in describe(s, attack)
    assert to_script(s, attack) == "attack: VC -> VC"
