"""Issue #21, the "Then" family: a sentence opening "Then," carries an ability's effect on after
a full stop, often with its own plain "if …" (ability.if); the conditions such sentences open
with ("if there is a card named … in your drop zone", "if your soul has a …"); and the effect
they most often end in, "choose a card from your damage zone, and turn it face up"
(text.damage-face-up).

Each phrase is compiled (its record asserted), explained, rendered back and played in a
position where its effect is asserted on the board; near-misses are refused. The cards are our
own inventions, written in the official templates.
"""

from __future__ import annotations

from typing import Any

import pytest
from builders import (
    Table,
    act,
    decision_of,
    find,
    make_card,
    offered,
    pool_with,
    standard_probe_board,
)
from cardtext_reading import one, refused

from vgwidget.cardtext import compile, explain, render
from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.game import Game

PROBE = "Gloamwick Sentry"
SPENT = "Magmaforge Tyrant"  # the face-down damage card of the probe board
FIRST = "Scorchmane Raider"  # the face-up damage card of the probe board
IN_DROP = "Flarewing Skirmisher"  # a card of the probe board's drop zone
FACE_UP = "choose a card from your damage zone, and turn it face up"
GUARD = (
    "[AUTO](GC):[Discard a card from hand] When placed on (GC) from your hand, you may pay the "
    "cost. If you do, choose one of your vanguards being attacked, and it cannot be hit until "
    'end of the battle. Then, if there is a "{name}" in your drop zone, [Counter-Charge 1].'
)
"""An invented guardian in the G guardians' template: its cost pays for the whole effect."""


def _then(cond: str, effect: str = FACE_UP, head: str = "[ACT](VC):Draw a card.") -> str:
    return f"{head} Then, {cond}, {effect}."


# ---------------------------------------------------------------------------------- compiled
READS: list[tuple[str, list[dict[str, Any]]]] = [
    (_then(f'if there is a card named "{IN_DROP}" in your drop zone'),
     [{"do": "draw"}, {"do": "damage-face-up", "if": [{"drop-has-name": IN_DROP}]}]),
    (_then(f'if there is a "{IN_DROP}" in your drop zone', "[Counter-Charge 1]"),
     [{"do": "draw"}, {"do": "counter-charge", "if": [{"drop-has-name": IN_DROP}]}]),
    (_then(f'if you have a card named "{IN_DROP}" in your drop zone', "Soul-Charge 2"),
     [{"do": "draw"}, {"do": "soul-charge", "n": 2, "if": [{"drop-has-name": IN_DROP}]}]),
    (_then('if your soul has a "Cinderling Squire"', "draw a card"),
     [{"do": "draw"}, {"do": "draw", "if": [{"soul-has-name": "Cinderling Squire"}]}]),
    (_then('if your soul has a card named "Cinderling Squire"', "draw a card"),
     [{"do": "draw"}, {"do": "draw", "if": [{"soul-has-name": "Cinderling Squire"}]}]),
    (_then("if you have three or more cards in your soul",
           "choose two cards from your damage zone, and turn them face up"),
     [{"do": "draw"}, {"do": "damage-face-up", "n": 2, "if": [{"soul-at-least": 3}]}]),
    ("[ACT](VC):Soul-Charge 1. Then, choose up to two cards from your damage zone, and turn "
     "them face up.",
     [{"do": "soul-charge"}, {"do": "damage-face-up", "n": 2, "up_to": True}]),
    ("[ACT](VC):Draw a card. Then, Soul-Charge 1. Then, if you have two or more cards in your "
     "hand, [Counter-Charge 1].",
     [{"do": "draw"}, {"do": "soul-charge"},
      {"do": "counter-charge", "if": [{"hand-at-least": 2}]}]),
]  # fmt: skip


@pytest.mark.rule("ability.if", "zone.drop", "text.damage-face-up")
@pytest.mark.parametrize(("text", "effect"), READS, ids=[r[0][27:80] for r in READS])
def test_a_then_sentence_carries_the_effect_on(text: str, effect: list[dict[str, Any]]) -> None:
    """ "Then, …" after a full stop adds parts to the same effect, each with its own "if"."""
    rec = one(text)
    assert rec["effect"] == effect
    assert "condition" not in rec  # the "if" belongs to its part, not to the ability
    back = render(compile(text))
    assert one(back)["effect"] == effect  # written back (as ", and if …"), read the same


@pytest.mark.rule("ability.if", "zone.drop", "text.damage-face-up")
def test_the_explanation_names_then_its_condition_and_the_face_up_effect() -> None:
    text = _then(f'if there is a card named "{IN_DROP}" in your drop zone')
    words = explain(text)
    assert '"Then" — then: the effect goes on' in words
    assert "[zone.drop]" in words and "[text.damage-face-up]" in words
    assert get_rule("text.damage-face-up").title.startswith("'Choose a card")


@pytest.mark.rule("cost.payment", "ability.if")
def test_a_guardian_cost_if_you_do_then_if_reads_as_one_paid_effect() -> None:
    """The G guardian template: the discard is the cost of the whole ability, and the "Then"
    part is one more part of what it pays for, with its own "if"."""
    text = GUARD.format(name=IN_DROP)
    rec = one(text)
    assert rec["cost"] == [{"discard": 1}]
    assert rec["timing"] == "placed-on-gc" and rec["zones"] == ["GC"]
    assert rec["condition"] == [{"placed-from": "hand"}]
    assert rec["effect"] == [
        {"do": "cannot-be-hit", "target": "choose-your-attacked-vanguard", "until": "battle"},
        {"do": "counter-charge", "if": [{"drop-has-name": IN_DROP}]},
    ]
    assert one(render(compile(text))) == rec


# ------------------------------------------------------------------------------------ played
def _played(text: str, pick: str | None) -> Game:
    """Player 1 uses the probe vanguard's ACT ``text`` on the probe board (a face-up and a
    face-down damage card); ``pick`` names the damage card chosen when one is asked for."""
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g, probe = standard_probe_board(card)
    act(g, "act", card=probe, number=0)
    for _ in range(20):
        d = g.state.decision
        if d is None or d.kind == "main":
            return g
        acts = g.legal_actions()
        if d.kind == "choose" and pick is not None:
            want = find(g, 0, pick, "damage")
            assert want in offered(d)
            g.apply(next(a for a in acts if a.kind == "choose" and a.card == want))
            continue
        g.apply(next((a for a in acts if a.kind in ("resolve", "use")), acts[0]))
    raise AssertionError("the ability never finished")


def _face_down(g: Game) -> set[str]:
    return {g.state.card(c).name for c in g.state.players[0].damage if c in g.state.face_down}


@pytest.mark.rule("ability.if", "zone.drop", "text.damage-face-up")
def test_then_if_a_card_is_in_the_drop_zone_turns_the_chosen_damage_card_face_up() -> None:
    g = _played(_then(f'if there is a card named "{IN_DROP}" in your drop zone'), SPENT)
    assert _face_down(g) == set()  # the spent card is face up again
    assert len(g.state.players[0].hand) == 3  # the card drawn first
    assert any(e.kind == "face-up" and e.rule == "text.damage-face-up" for e in g.events)


@pytest.mark.rule("ability.if", "zone.drop")
def test_then_if_no_such_card_is_in_the_drop_zone_that_part_does_nothing() -> None:
    g = _played(_then('if there is a card named "Tidewisp Lantern" in your drop zone'), SPENT)
    assert _face_down(g) == {SPENT}
    assert len(g.state.players[0].hand) == 3  # the first sentence was done all the same
    assert any(e.kind == "nothing" and e.rule == "ability.if" for e in g.events)


@pytest.mark.rule("text.damage-face-up")
def test_a_face_up_damage_card_may_be_chosen_and_stays_face_up() -> None:
    """Unlike a counter charge, the player may choose any damage card: a face-up one stays so
    and the face-down one is left as it is."""
    g = _played(_then(f'if there is a "{IN_DROP}" in your drop zone'), FIRST)
    assert _face_down(g) == {SPENT}
    (e,) = [e for e in g.events if e.kind == "face-up"]
    assert "already face up" in e.text and e.cards == (find(g, 0, FIRST, "damage"),)


@pytest.mark.rule("text.damage-face-up")
def test_choosing_two_damage_cards_turns_each_face_up() -> None:
    text = ("[ACT](VC):Soul-Charge 1. Then, choose two cards from your damage zone, and turn "
            "them face up.")  # fmt: skip
    g = _played(text, None)  # (the first offer each time: both cards end up chosen)
    assert _face_down(g) == set()
    assert sum(1 for e in g.events if e.kind == "face-up") == 2


@pytest.mark.rule("cost.payment", "ability.if", "battle.guard")
def test_a_guardian_with_a_then_sentence_counter_charges_when_the_card_is_in_the_drop() -> None:
    """Played as a guardian: the discard pays, the vanguard cannot be hit, and "Then, if …"
    turns the spent damage card face up because the named card is in the drop zone."""
    text = GUARD.format(name="Kindling Aide")
    t = Table("standard", pool=pool_with(make_card(PROBE, "standard", compile(text), grade=1,
                                                   power=8000, shield=0)))  # fmt: skip
    t.vanguard(0, "Ashfall Tyrant")
    t.vanguard(1, "Pyrecrown Overlord")
    probe, paid = t.hand(1, PROBE, "Kindling Aide")
    t.damage(1, "Scorchmane Raider", "Magmaforge Tyrant", face_down=(1,))
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=probe)
    for _ in range(20):
        d = g.state.decision
        if d is None or (d.kind == "guard" and d.player == 1 and g.state.players[1].drop):
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("resolve", "use", "choose")), acts[0]))
    p2 = g.state.players[1]
    assert paid in p2.drop  # the cost: the card discarded, so it is in the drop zone
    assert not [c for c in p2.damage if c in g.state.face_down]  # counter charged
    assert any(e.kind == "cannot-be-hit" for e in g.events)


# ---------------------------------------------------------------------------------- refused
@pytest.mark.rule("text.you-may")
def test_then_after_an_effect_the_player_may_decline_is_refused() -> None:
    """ "you may A. Then, B": whether B is done when A is declined is not written; refused."""
    text = "[AUTO](VC):When this unit attacks, you may draw a card. Then, Soul-Charge 1."
    err = refused(text)
    assert err.position == text.index("Then")
    assert "may decline" in str(err)


@pytest.mark.rule("ability.cont")
def test_a_cont_ability_with_a_then_if_sentence_is_refused() -> None:
    """A CONT ability's effect has no "if" of its own: "Then, if …" there is not read."""
    text = ("[CONT](VC):During your turn, if you have three or more cards in your soul, this "
            "unit gets [Power]+3000. Then, if you have five or more cards in your soul, this unit "
            "gets [Critical]+1.")  # fmt: skip
    assert "has no 'if'" in str(refused(text))


@pytest.mark.parametrize(
    ("text", "at", "guess"),
    [
        ("[ACT](VC):Draw a card. Than, Soul-Charge 1.", "Than", None),
        ('[ACT](VC):Draw a card. Then, if there is a card called "Ash Wren" in your drop zone, '
         "Soul-Charge 1.", "if there", 'if there is a card named "NAME" in your drop zone'),
        ("[ACT](VC):Draw a card. Then, choose a card from your damage zone, and turn it face "
         "down.", "from your damage", None),
    ],
)  # fmt: skip
def test_near_misses_of_the_then_family_are_refused(text: str, at: str, guess: str | None) -> None:
    err = refused(text)
    assert err.position == text.index(at)
    assert err.phrase.startswith(at)
    if guess is not None:
        assert err.suggestion == guess


# ------------------------------------------------------------- a cost of any rear-guard
ANY_RG = "Choose one of your rear-guards, and retire it"


@pytest.mark.rule("text.retire", "cost.payment")
def test_a_cost_retiring_one_of_your_rear_guards_reads_off_the_rear_guard_circles() -> None:
    """From (VC) every rear-guard is another unit: the cost is the engine's ``retire``."""
    rec = one(f"[ACT](VC):[Counter-Blast 1 & {ANY_RG}] Draw a card.")
    assert rec["cost"] == [{"counter-blast": 1}, {"retire": 1}]
    rec = one(f"[AUTO]:[{ANY_RG}] When this unit is placed on (VC), you may pay the cost. If "
              "you do, draw a card.")  # fmt: skip
    assert rec["zones"] == ["VC"] and rec["cost"] == [{"retire": 1}]


@pytest.mark.rule("text.retire")
@pytest.mark.parametrize("head", ["[ACT](RC):", "[ACT]:", "[AUTO](VC/RC):When placed, "])
def test_the_same_cost_on_a_card_that_may_be_a_rear_guard_is_refused(head: str) -> None:
    """On (RC) the paying card is itself one of your rear-guards: the engine's cost (one of
    your *other* rear-guards) would leave it out, so the ability is not read."""
    text = f"{head}[COST][{ANY_RG}], draw a card."
    err = refused(text)
    assert err.position == text.index(ANY_RG)
    assert "this very unit" in str(err)


@pytest.mark.rule("text.retire", "cost.payment")
def test_a_cost_retiring_one_of_your_rear_guards_is_paid_with_the_chosen_unit() -> None:
    text = f"[ACT](VC):[COST][{ANY_RG}], draw a card."
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    g, probe = standard_probe_board(card)
    lancer = find(g, 0, "Ember Lancer")
    act(g, "act", card=probe, number=0)
    d = g.state.decision
    assert d is not None and d.kind == "choose" and set(offered(d)) == {
        lancer, find(g, 0, "Kindlescale Page", "BC")}  # fmt: skip
    g.apply(next(a for a in g.legal_actions() if a.kind == "choose" and a.card == lancer))
    for _ in range(10):
        if g.state.decision is None or g.state.decision.kind == "main":
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("resolve", "use")), acts[0]))
    assert lancer in g.state.players[0].drop
    assert len(g.state.players[0].hand) == 3


# ------------------------------------------------------------------ your opponent chooses
OPP_ONE = "Your opponent chooses one of their rear-guards, and retires it."


@pytest.mark.rule("text.opponent-chooses")
@pytest.mark.parametrize(
    ("words", "effect"),
    [
        ("your opponent chooses one of his or her rear-guards, and retires it.",
         [{"do": "retire", "target": "opponent-chooses-rear-guard"}]),
        ("your opponent chooses two of their rear-guards, retires them, and this unit gets "
         "[Power]+3000 until end of turn.",
         [{"do": "retire", "target": "opponent-chooses-rear-guard", "n": 2},
          {"do": "power", "amount": 3000}]),
    ],
)  # fmt: skip
def test_your_opponent_chooses_is_read(words: str, effect: list[dict[str, Any]]) -> None:
    text = f"[AUTO](VC):When this unit's attack hits, {words}"
    rec = one(text)
    assert rec["effect"] == effect
    assert one(render(compile(text)))["effect"] == rec["effect"]
    assert "[text.opponent-chooses]" in explain(text)


@pytest.mark.rule("text.opponent-chooses")
def test_your_opponent_chooses_one_of_their_rear_guards_and_retires_it_is_played() -> None:
    """The opponent is asked (not the ability's player), among their own rear-guards."""
    card = make_card(PROBE, "standard", compile(f"[ACT](VC):{OPP_ONE}"), grade=2, power=10000,
                     shield=5000)  # fmt: skip
    g, probe = standard_probe_board(card)
    archer, duelist = find(g, 1, "Kelpwood Archer"), find(g, 1, "Saltspray Duelist")
    act(g, "act", card=probe, number=0)
    for _ in range(10):
        if decision_of(g).kind == "choose":
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("resolve", "use")), acts[0]))
    d = decision_of(g)
    assert d.player == 1 and set(offered(d)) == {archer, duelist}
    g.apply(next(a for a in g.legal_actions() if a.kind == "choose" and a.card == duelist))
    assert duelist in g.state.players[1].drop
    assert archer not in g.state.players[1].drop


@pytest.mark.rule("text.opponent-chooses", "keyword.resist")
def test_your_opponent_may_not_choose_a_unit_with_resist_for_it() -> None:
    """Resist keeps a unit from being chosen by its owner's opponent's card effects, whoever
    chooses: the only other rear-guard is taken without a question."""
    shielded = make_card("Harbourglass Warden", "standard", compile("[CONT](RC):Resist."),
                         grade=1, power=7000, shield=5000)  # fmt: skip
    t = Table("standard", pool=pool_with(
        make_card(PROBE, "standard", compile(f"[ACT](VC):{OPP_ONE}"), grade=2, power=10000,
                  shield=5000), shielded))  # fmt: skip
    probe = t.vanguard(0, PROBE)
    t.vanguard(1, "Pyrecrown Overlord")
    warden = t.rear(1, "FL", "Harbourglass Warden")
    other = t.rear(1, "FR", "Kindling Aide")
    g = t.at_main()
    act(g, "act", card=probe, number=0)
    for _ in range(10):
        d = g.state.decision
        if d is None or d.kind == "main":
            break
        assert d.kind != "choose"  # one candidate: no question
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("resolve", "use")), acts[0]))
    assert other in g.state.players[1].drop
    assert warden not in g.state.players[1].drop


def test_a_count_that_disagrees_with_retires_them_is_refused() -> None:
    text = "[ACT](VC):Your opponent chooses one of their rear-guards, and retires them."
    err = refused(text)
    assert err.position == text.index("Your opponent")
    assert "does not agree" in str(err)


@pytest.mark.rule("text.you-may")
def test_then_after_you_may_following_a_cost_is_refused_too() -> None:
    """With a cost, "you may A. Then, B" is no clearer: refused as well."""
    text = ("[AUTO](VC):When this unit attacks, [COST][Soul-Blast 1], you may draw a card. Then, "
            "Soul-Charge 1.")  # fmt: skip
    assert refused(text).position == text.index("Then")
