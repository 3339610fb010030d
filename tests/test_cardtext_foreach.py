"""More amounts counted "for each" (issue #21): open rear-guard circles (all of them or the
front-row ones) and face-up cards in a damage zone, of either player, read by the card-text
compiler, written back, explained and played on invented cards (text.comparisons: an amount
"for each" is counted when that part of the effect is carried out; a locked card fills its
circle, LOCK-001; a face-down damage card is not face up)."""

from __future__ import annotations

import pytest
from builders import Table, act, make_card, pool_with, power, standard_probe_board

from vgwidget.cardtext import CardTextError, compile
from vgwidget.cardtext.explain import explain
from vgwidget.cardtext.render import render
from vgwidget.engine import stats
from vgwidget.engine.game import Game

PROBE = "Lanternmoss Envoy"
OPEN_YOURS = "[ACT](VC):This unit gets [Power]+3000 for each of your open (RC) until end of turn."
OPEN_FRONT = (
    "[ACT](VC):This unit gets [Power]+4000 for each of your open front row (RC) until end of turn."
)
OPEN_THEIRS = "[CONT](VC):This unit gets [Power]+2000 for each of your opponent's open (RC)."
FACE_UP = (
    "[ACT](VC):This unit gets [Power]+1000 for each face up card in your damage zone"
    " until end of turn."
)
THEIR_FACE_UP = (
    "[CONT](VC):This unit gets [Critical]+1 for each face up card in your opponent's damage zone."
)
G_FACE_UP = "[CONT](VC):This unit gets [Power]+5000 for each face up card in your G zone."
REST_THEIRS = (
    "[CONT](VC):This unit gets [Power]+3000 for each of your opponent's [Rest] rear-guards."
)
GRADE_0 = "[CONT](VC):This unit gets [Power]+2000 for each of your grade 0 rear-guards."
GRADE_1 = "[CONT](VC):This unit gets [Power]+1000 for each of your opponent's grade 1 rear-guards."
ALL = [
    OPEN_YOURS,
    OPEN_FRONT,
    OPEN_THEIRS,
    FACE_UP,
    THEIR_FACE_UP,
    G_FACE_UP,
    REST_THEIRS,
    GRADE_0,
    GRADE_1,
]


def _probe_game(text: str) -> tuple[Game, int]:
    """The probe board: your FR and BC filled (open: FL, BL, BR; open front row: FL), the
    opponent's FL and FR filled (open: BL, BC, BR), your damage: one face up, one face down."""
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    return standard_probe_board(card)


@pytest.mark.rule("text.comparisons")
def test_the_compiler_reads_the_new_for_each_counts() -> None:
    pers = [compile(t)[0]["effect"][0]["per"] for t in ALL]
    assert pers == ["your-open-circle", "your-open-front-circle", "opponent-open-circle",
                    "your-damage-face-up-card", "opponent-damage-face-up-card",
                    "your-gzone-face-up-card", "opponent-rest-rear-guard",
                    "your-grade-0-rear-guard", "opponent-grade-1-rear-guard"]  # fmt: skip
    (rec,) = compile(OPEN_YOURS)
    assert rec["effect"] == [{"do": "power", "amount": 3000, "per": "your-open-circle"}]


@pytest.mark.rule("text.comparisons")
@pytest.mark.parametrize("text", ALL)
def test_the_new_counts_are_written_back_and_explained(text: str) -> None:
    assert render(compile(text)) == text
    assert compile(render(compile(text))) == compile(text)
    assert "counted when the effect is carried out" in explain(text)


@pytest.mark.rule("text.comparisons")
def test_for_each_of_your_open_rc_counts_the_empty_rear_guard_circles() -> None:
    g, probe = _probe_game(OPEN_YOURS)
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    assert power(g, probe) == 10000 + 3 * 3000  # FL, BL, BR
    (e,) = [e for e in g.events[n0:] if e.kind == "power"]
    assert "for each of Player 1's 3 open rear-guard circle(s)" in e.text


@pytest.mark.rule("text.comparisons")
def test_for_each_of_your_open_front_row_rc_counts_only_the_front_row() -> None:
    g, probe = _probe_game(OPEN_FRONT)
    act(g, "act", card=probe, number=0)
    assert power(g, probe) == 10000 + 1 * 4000  # FL only: the vanguard circle is no (RC)


@pytest.mark.rule("text.comparisons", "ability.cont")
def test_for_each_of_your_opponents_open_rc_a_locked_card_fills_its_circle() -> None:
    card = make_card(PROBE, "standard", compile(OPEN_THEIRS), grade=2, power=10000)
    t = Table("standard", pool=pool_with(card))
    probe = t.vanguard(0, PROBE)
    t.rear(1, "FL", "Kelpwood Archer")
    t.lock(t.rear(1, "BC", "Saltspray Duelist"))  # LOCK-001: it stays on its circle
    g = t.at_main()
    assert probe is not None
    assert power(g, probe) == 10000 + 3 * 2000  # FR, BL, BR are open; FL and BC are not


@pytest.mark.rule("text.comparisons")
def test_for_each_face_up_card_in_your_damage_zone_skips_the_face_down_one() -> None:
    g, probe = _probe_game(FACE_UP)
    act(g, "act", card=probe, number=0)
    assert power(g, probe) == 10000 + 1 * 1000  # two damage, one of them face down


@pytest.mark.rule("text.comparisons", "ability.cont")
def test_for_each_face_up_card_in_your_opponents_damage_zone() -> None:
    card = make_card(PROBE, "standard", compile(THEIR_FACE_UP), grade=2, power=10000)
    t = Table("standard", pool=pool_with(card))
    probe = t.vanguard(0, PROBE)
    t.damage(1, "Kelpwood Archer", "Saltspray Duelist", "Kelpwood Archer", face_down=(0,))
    g = t.at_main()
    assert probe is not None
    assert stats.critical(g.state, probe) == 1 + 2  # three damage, one of them face down


@pytest.mark.rule("text.comparisons", "ability.cont")
def test_for_each_face_up_card_in_your_g_zone_skips_the_face_down_ones() -> None:
    card = make_card(PROBE, "standard", compile(G_FACE_UP), grade=2, power=10000)
    t = Table("standard", pool=pool_with(card))
    probe = t.vanguard(0, PROBE)
    g_cards = t._add(0, "gzone", ["Kelpwood Archer"] * 3)
    theirs = t._add(1, "gzone", ["Saltspray Duelist"])
    s = t.at_main().state
    assert probe is not None
    assert stats.power(s, probe) == 10000  # the G zone lies face down
    s = s._replace(marks=s.marks._replace(face_up=frozenset((*g_cards[:2], *theirs))))
    assert stats.power(s, probe) == 10000 + 2 * 5000  # two of your three; not the opponent's


@pytest.mark.rule("text.comparisons", "ability.cont")
def test_for_each_rested_or_graded_rear_guard_counts_units_not_locked_cards() -> None:
    """LOCK-002: a locked card is no rear-guard, whatever its grade or whether it is rested."""
    text = f"{REST_THEIRS}\n{GRADE_0}\n{GRADE_1}"
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000)
    t = Table("standard", pool=pool_with(card))
    probe = t.vanguard(0, PROBE)
    t.rear(0, "FL", "Emberkit Herald")  # grade 0
    t.rear(0, "BC", "Emberkit Herald", rested=True)
    t.rear(0, "FR", "Ember Lancer")  # grade 1: not counted by "grade 0"
    t.rear(1, "FL", "Kelpwood Archer", rested=True)  # grade 1, rested
    t.rear(1, "FR", "Saltspray Duelist")  # grade 1, standing
    t.lock(t.rear(1, "BC", "Kelpwood Archer", rested=True))  # locked: none of them
    g = t.at_main()
    assert probe is not None
    assert power(g, probe) == 10000 + 1 * 3000 + 2 * 2000 + 2 * 1000


@pytest.mark.rule("text.comparisons")
@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        (OPEN_YOURS.replace("open (RC)", "opne (RC)"), "for each"),
        (FACE_UP.replace("face up card", "face-up cards"), "for each"),
    ],
)
def test_near_misspellings_of_the_new_counts_are_refused(text: str, phrase: str) -> None:
    with pytest.raises(CardTextError) as err:
        compile(text)
    assert err.value.phrase.startswith(phrase)
    assert err.value.position == text.index("for each")
    # an unknown count stays a known mechanic the engine lacks, not a reading
    assert "an amount counted from the board" in str(err.value)
