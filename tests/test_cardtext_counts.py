"""A count in the card language (issue #24, item 13): "if you have N or more rear-guards", "for
each of your rear-guards" and "if your opponent has N or more damage", read by the card-text
compiler, written back, explained, and played by the engine on invented cards (TEXT-009: "N or
more" includes N; an amount "for each" is counted when that part of the effect is carried out,
and a locked card is no rear-guard, LOCK-002)."""

from __future__ import annotations

import pytest
from builders import Table, act, make_card, pool_with, power, standard_probe_board

from vgwidget.cardtext import compile
from vgwidget.cardtext.explain import explain
from vgwidget.cardtext.render import render
from vgwidget.engine.abilities.model import parse_ability
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game

PROBE = "Quillspark Herald"
PER_YOURS = "[ACT](VC):This unit gets [Power]+5000 for each of your rear-guards until end of turn."
PER_THEIRS = (
    "[CONT](VC):This unit gets [Power]+2000 for each of your opponent's rear-guards.\n"
    "[ACT](VC):Choose one of your opponent's rear-guards, and retire it."
)
FOE_DAMAGE = "[CONT](VC):If your opponent has two or more damage, this unit gets [Power]+3000."


def _game(text: str, foe_damage: int = 0) -> tuple[Game, int]:
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    if not foe_damage:
        return standard_probe_board(card)  # your rear-guards: FR, BC; the opponent's: FL, FR
    t = Table("standard", pool=pool_with(card))
    probe = t.vanguard(0, PROBE)
    t.damage(1, *["Pearlshell Acolyte"] * foe_damage)
    g = t.at_main()
    assert probe is not None
    return g, probe


@pytest.mark.rule("text.comparisons")
def test_the_compiler_reads_the_counts() -> None:
    (rec,) = compile(PER_YOURS)
    assert rec["effect"] == [{"do": "power", "amount": 5000, "per": "your-rear-guard"}]
    cont, _ = compile(PER_THEIRS)
    assert cont["effect"][0]["per"] == "opponent-rear-guard"
    (cond,) = compile(FOE_DAMAGE)
    assert cond["condition"] == [{"opponent-damage-at-least": 2}]
    (rgs,) = compile("[CONT](VC):If you have 3 or more rear-guards, this unit gets [Power]+1000.")
    assert rgs["condition"] == [{"rear-guards-at-least": 3}]


@pytest.mark.rule("text.comparisons")
@pytest.mark.parametrize("text", [PER_YOURS, PER_THEIRS, FOE_DAMAGE])
def test_the_counts_are_written_back_and_explained(text: str) -> None:
    assert compile(render(compile(text))) == compile(text)
    said = explain(text)
    if "for each" in text:
        assert "counted when the effect is carried out" in said
    else:
        assert "condition: if your opponent has N or more damage" in said


@pytest.mark.rule("text.comparisons")
def test_for_each_of_your_rear_guards_counts_them_when_the_effect_is_carried_out() -> None:
    g, probe = _game(PER_YOURS)
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    assert power(g, probe) == 10000 + 2 * 5000
    (e,) = [e for e in g.events[n0:] if e.kind == "power"]
    assert "+5,000 for each of Player 1's 2 rear-guard(s)" in e.text
    assert "+10,000 power" in e.text


@pytest.mark.rule("text.comparisons", "ability.cont")
def test_a_cont_amount_for_each_follows_the_count() -> None:
    g, probe = _game(PER_THEIRS)
    assert power(g, probe) == 10000 + 2 * 2000
    act(g, "act", card=probe, number=1)
    for _ in range(5):
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("choose", "use")), None)
        if pick is None:
            break
        g.apply(pick)
    assert len(g.state.players[1].drop) == 1
    assert power(g, probe) == 10000 + 1 * 2000


@pytest.mark.rule("text.comparisons")
def test_if_your_opponent_has_n_or_more_damage_includes_n() -> None:
    assert power(*_game(FOE_DAMAGE, foe_damage=1)) == 10000
    assert power(*_game(FOE_DAMAGE, foe_damage=2)) == 13000
    g, probe = _game(FOE_DAMAGE)  # your own damage (two) does not count
    assert len(g.state.players[0].damage) == 2 and power(g, probe) == 10000


def test_card_data_names_what_an_amount_is_counted_per() -> None:
    ok = {
        "type": "ACT",
        "zones": ["VC"],
        "effect": [{"do": "power", "amount": 1000, "per": "your-rear-guard"}],
    }
    assert parse_ability(ok, "x").effects[0].per == "your-rear-guard"
    bad = {
        "type": "ACT",
        "zones": ["VC"],
        "effect": [{"do": "power", "amount": 1000, "per": "your-soul"}],
    }
    with pytest.raises(CardDataError, match="'per' counts one of"):
        parse_ability(bad, "x")
    draw = {"type": "ACT", "zones": ["VC"], "effect": [{"do": "draw", "per": "your-rear-guard"}]}
    with pytest.raises(CardDataError, match="does not use field"):
        parse_ability(draw, "x")


FOE_GRADE = (
    "[CONT](VC):If your opponent's vanguard is grade 3 or greater, this unit gets [Power]+4000."
)


@pytest.mark.rule("text.comparisons", "ability.cont")
@pytest.mark.parametrize(("grade", "bonus"), [(2, 0), (3, 4000)])
def test_if_your_opponents_vanguard_is_grade_n_or_greater_includes_n(
    grade: int, bonus: int
) -> None:
    """TEXT-009: "grade 3 or greater" holds for a grade 3 vanguard, not a grade 2 one; only the
    opponent's vanguard counts."""
    (rec,) = compile(FOE_GRADE)
    assert rec["condition"] == [{"opponent-vanguard-grade-at-least": 3}]
    assert compile(render(compile(FOE_GRADE))) == compile(FOE_GRADE)
    assert "if your opponent's vanguard is grade N or greater" in explain(FOE_GRADE)
    card = make_card(PROBE, "standard", compile(FOE_GRADE), grade=1, power=8000, shield=5000)
    foe = make_card("Dimlight Warden", "standard", [], grade=grade, power=10000, shield=5000)
    t = Table("standard", pool=pool_with(card, foe))
    probe = t.vanguard(0, PROBE)
    t.vanguard(1, "Dimlight Warden")
    assert power(t.at_main(), probe) == 8000 + bonus


@pytest.mark.rule("keyword.soul-charge")
def test_a_bracketed_soul_charge_is_the_same_effect_as_the_bare_words() -> None:
    bare = "[AUTO](RC):When this unit attacks, Soul-Charge 1."
    bracketed = "[AUTO](RC):When this unit attacks, [Soul-Charge 1]."
    assert [r["effect"] for r in compile(bracketed)] == [r["effect"] for r in compile(bare)]
    assert compile(bracketed)[0]["effect"] == [{"do": "soul-charge"}]
