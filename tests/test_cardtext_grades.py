"""Grades in card text (issue #21, the "grades" family), on invented cards in the official
templates: the grade of a unit in a battle ("When this unit attacks a grade 3 or greater
unit", "When this unit boosts a grade 3 or greater vanguard", "During the battle this unit
attacked a grade 3 or greater unit") and one grade filter (a bare grade, "or greater", "or
less") for the cards a search, a look or a choice from a zone takes. Each phrase is compiled
(its record asserted), explained, rendered back and played in a position where its effect shows
on the board; near-misspellings are refused with the phrase, its position and a did-you-mean."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, make_card, offered, pool_with, power, settle
from cardtext_reading import one, refused
from hypothesis import given, settings
from hypothesis import strategies as st

from vgwidget.cardtext import compile, explain, render
from vgwidget.engine.abilities.filters import BATTLE_GRADES
from vgwidget.engine.abilities.grades import BATTLE_GRADE_CHECKS
from vgwidget.engine.abilities.model import parse_effect
from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game

PROBE = "Gravelwick Lookout"
FOE_BIG = "Mirehorn Leviathan"  # grade 3, no abilities
FOE_MID = "Mirehorn Oarsman"  # grade 2
FOE_SMALL = "Mirehorn Deckhand"  # grade 1
OWN_BIG = "Gravelwick Ironcrown"  # grade 3
OWN_MID = "Gravelwick Warder"  # grade 2


def _roundtrip(text: str) -> None:
    """The record rendered back to text reads back to itself."""
    recs = compile(text)
    again = compile(render(recs))
    strip = [{k: v for k, v in r.items() if k != "text"} for r in recs]
    assert [{k: v for k, v in r.items() if k != "text"} for r in again] == strip


def _plain(name: str, grade: int, nation: str = "Emberreach") -> Any:
    return make_card(name, "standard", [], grade=grade, power=5000 + 3000 * grade,
                     shield=5000, nation=nation)  # fmt: skip


def _battle_game(text: str, *, probe_at: str, foe_vanguard: str = FOE_BIG,
                 own_vanguard: str = OWN_BIG) -> tuple[Game, int]:  # fmt: skip
    """Player 1's battle phase: the invented probe (grade 1, 8000, carrying ``text``) on
    ``probe_at`` (FL, BC or BR), ``own_vanguard`` on VC, a grade 2 rear-guard on FR, Kindlescale
    Page on BL; Player 2 has
    ``foe_vanguard`` on VC and a grade 1 rear-guard on FL."""
    probe_card = make_card(PROBE, "standard", compile(text), grade=1, power=8000, shield=5000)
    pool = pool_with(
        probe_card,
        _plain(FOE_BIG, 3, "Tidecourt"),
        _plain(FOE_MID, 2, "Tidecourt"),
        _plain(FOE_SMALL, 1, "Tidecourt"),
        _plain(OWN_BIG, 3),
        _plain(OWN_MID, 2),
    )
    t = Table("standard", pool=pool)
    t.vanguard(0, own_vanguard)
    probe = t.rear(0, probe_at, PROBE)
    t.rear(0, "FR", OWN_MID)
    t.rear(0, "BL", "Kindlescale Page")
    t.vanguard(1, foe_vanguard)
    t.rear(1, "FL", FOE_SMALL)
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain", "Shoalguard Cadet", "Shoalguard Cadet")
    return t.at_battle(), probe


def _to_guard(g_: Game, circle: str, target: str, *, boost: bool) -> None:
    """Declare the attack and resolve what it triggers, up to Player 2's guard."""
    act(g_, "attack", circle=circle, target=target)
    act(g_, "boost" if boost else "no-boost")
    settle(g_, until=("guard",))


# ------------------------------------------------------------ the grade of a unit in a battle
ATTACKS_G3 = (
    "[AUTO](RC):When this unit attacks a grade 3 or greater unit, this unit gets [Power]+6000 "
    "until end of that battle."
)
ATTACKS_G3_VG = (
    "[AUTO](RC):When this unit attacks a grade 3 or greater vanguard, [COST][Soul-Blast 1], "
    "this unit gets [Power]+6000 until end of that battle."
)
BOOSTS_G3_VG = (
    "[AUTO](RC):When this unit boosts a grade 3 or greater vanguard, this unit gets "
    "[Power]+4000 until end of that battle."
)
END_G2 = (
    "[AUTO](RC):At the end of the battle this unit attacked a grade 2 or greater unit, "
    "Soul-Charge 1."
)
DURING_G3 = (
    "[CONT](RC):During the battle this unit attacked a grade 3 or greater unit, this unit gets "
    "[Power]+3000."
)
DURING_BOOST_G2 = (
    "[CONT](RC):During the battle it boosted a grade 2 or greater unit, this unit gets "
    "[Power]+2000."
)


def test_text_battle_grade_timings_and_conditions_are_read() -> None:
    """text.battle-grade: the grade after a battle timing or a "during the battle" condition
    is a condition on the attacked unit (after attacks / attacked) or on the attacking unit
    (after boosts / boosted)."""
    a = one(ATTACKS_G3)
    assert (a["timing"], a["condition"]) == ("attacks", [{"attacked-grade-at-least": 3}])
    a = one(ATTACKS_G3_VG)
    assert a["condition"] == [{"attacked-vanguard-grade-at-least": 3}]
    assert a["cost"] == [{"soul-blast": 1}]
    a = one(BOOSTS_G3_VG)
    assert (a["timing"], a["condition"]) == ("boosts", [{"attacker-vanguard-grade-at-least": 3}])
    a = one(END_G2)
    assert (a["timing"], a["condition"]) == ("end-of-battle", [{"attacked-grade-at-least": 2}])
    conds = one(DURING_G3)["condition"]
    assert {"battle-role": "attacker"} in conds and {"attacked-grade-at-least": 3} in conds
    conds = one(DURING_BOOST_G2)["condition"]
    assert {"battle-role": "booster"} in conds and {"attacker-grade-at-least": 2} in conds
    for text in (ATTACKS_G3, ATTACKS_G3_VG, BOOSTS_G3_VG, END_G2, DURING_G3, DURING_BOOST_G2):
        _roundtrip(text)
    words = explain(ATTACKS_G3)
    assert '"a grade 3 or greater unit" — only when the attacked unit' in words
    assert "[text.battle-grade]" in words
    assert "[text.battle-grade]" in explain(DURING_G3)
    assert get_rule("text.battle-grade").inventory == ("TEXT-009", "ATTACK-009")
    assert set(BATTLE_GRADE_CHECKS) == set(BATTLE_GRADES)


def test_text_battle_grade_the_conditions_are_written_on_their_own_too() -> None:
    """text.battle-grade: how the renderer writes the conditions back, read as conditions."""
    text = (
        "[AUTO](RC):When this unit attacks, if the attacked unit is grade 3 or greater, this "
        "unit gets [Power]+6000 until end of that battle."
    )
    assert one(text)["condition"] == one(ATTACKS_G3)["condition"]
    boost = (
        "[AUTO](RC):When this unit boosts, if the attacking vanguard is grade 3 or greater, "
        "this unit gets [Power]+4000 until end of that battle."
    )
    assert one(boost)["condition"] == one(BOOSTS_G3_VG)["condition"]


@pytest.mark.parametrize(
    ("foe_vanguard", "target", "gets"),
    [(FOE_BIG, "VC", 6000), (FOE_MID, "VC", 0), (FOE_BIG, "FL", 0)],
    ids=["grade-3-vanguard", "grade-2-vanguard", "grade-1-rear-guard"],
)
def test_text_battle_grade_when_this_unit_attacks_a_grade_3_or_greater_unit(
    foe_vanguard: str, target: str, gets: int
) -> None:
    g_, probe = _battle_game(ATTACKS_G3, probe_at="FL", foe_vanguard=foe_vanguard)
    _to_guard(g_, "FL", target, boost=False)
    assert power(g_, probe) == 8000 + gets


@pytest.mark.parametrize(
    ("own_vanguard", "circle", "gets"),
    [(OWN_BIG, "VC", 4000), (OWN_MID, "VC", 0), (OWN_BIG, "FR", 0)],
    ids=["grade-3-vanguard", "grade-2-vanguard", "grade-2-rear-guard"],
)
def test_text_battle_grade_when_this_unit_boosts_a_grade_3_or_greater_vanguard(
    own_vanguard: str, circle: str, gets: int
) -> None:
    """The booster on BC boosts the vanguard; behind FR (grade 2 rear-guard) it is no
    vanguard it boosts, so the ability does not trigger."""
    g_, probe = _battle_game(BOOSTS_G3_VG, probe_at="BC" if circle == "VC" else "BR",
                             own_vanguard=own_vanguard)  # fmt: skip
    _to_guard(g_, circle, "VC", boost=True)
    assert power(g_, probe) == 8000 + gets


def test_text_battle_grade_during_the_battle_this_unit_attacked_a_grade_3_unit() -> None:
    g_, probe = _battle_game(DURING_G3, probe_at="FL")
    assert power(g_, probe) == 8000  # no battle yet
    _to_guard(g_, "FL", "VC", boost=False)
    assert power(g_, probe) == 11000
    g_, probe = _battle_game(DURING_G3, probe_at="FL")
    _to_guard(g_, "FL", "FL", boost=False)  # a grade 1 rear-guard
    assert power(g_, probe) == 8000


def test_text_battle_grade_at_the_end_of_the_battle_it_attacked_a_grade_2_unit() -> None:
    g_, probe = _battle_game(END_G2, probe_at="FL", foe_vanguard=FOE_MID)
    soul = len(g_.state.players[0].soul)
    _to_guard(g_, "FL", "VC", boost=False)
    act(g_, "end-guard")
    for _ in range(30):
        d = g_.state.decision
        if d is None or d.kind in ("attack", "main"):
            break
        acts = g_.legal_actions()
        g_.apply(next((a for a in acts if a.kind in ("use", "resolve", "choose")), acts[0]))
    assert len(g_.state.players[0].soul) == soul + 1


def test_text_battle_grade_misspellings_are_refused_with_a_did_you_mean() -> None:
    text = ATTACKS_G3.replace("or greater unit", "or grater unit")
    err = refused(text)
    assert err.position == text.index("a grade 3")
    assert err.suggestion is not None and "greater unit" in err.suggestion
    text = DURING_G3.replace("greater unit", "greatr vanguard")
    err = refused(text)
    assert err.position == text.index("a grade 3")
    assert err.phrase.startswith("a grade 3 or greatr vanguard")


# ------------------------------------------------------------ one grade filter
SEARCH_G3 = (
    "[ACT](VC):Search your deck for up to one grade 3 card, reveal it and put it into your hand, "
    "and shuffle your deck."
)
LOOK_G2_UP = (
    "[ACT](VC):Look at the top four cards of your deck, choose up to one grade 2 or greater "
    "card from among them, reveal it and put it into your hand, and shuffle your deck."
)
DROP_G2 = "[ACT](VC):Choose up to one grade 2 card from your drop zone, and call it to (RC)."


def test_text_grade_filter_exact_greater_and_less_are_read() -> None:
    """text.grade-filter: a bare grade sets both bounds, "or greater" the lower one, "or less"
    the upper one."""
    (e,) = one(SEARCH_G3)["effect"]
    assert (e["do"], e["min_grade"], e["max_grade"]) == ("search", 3, 3)
    (e,) = one(LOOK_G2_UP)["effect"]
    assert (e["do"], e["min_grade"], e["n"]) == ("look-top", 2, 4) and "max_grade" not in e
    (e,) = one(DROP_G2)["effect"]
    assert (e["do"], e["source"], e["min_grade"], e["max_grade"]) == ("superior-call", "drop", 2, 2)
    for text in (SEARCH_G3, LOOK_G2_UP, DROP_G2):
        _roundtrip(text)
    assert '"grade 2 or greater" — only grade 2 or greater cards [text.grade-filter]' in explain(
        LOOK_G2_UP
    )
    assert get_rule("text.grade-filter").inventory == ("TEXT-009",)


def _filter_game(text: str) -> tuple[Game, int]:
    """Player 1's main phase: the probe (carrying ``text``) on VC; deck and drop zone hold
    grade 1, 2 and 3 units."""
    probe_card = make_card(PROBE, "standard", compile(text), grade=3, power=13000)
    t = Table("standard", pool=pool_with(probe_card, _plain(OWN_BIG, 3), _plain(OWN_MID, 2)))
    probe = t.vanguard(0, PROBE)
    t.deck(0, "Kindlescale Page", OWN_MID, OWN_BIG, "Ember Lancer", "Blazeguard Knight")
    t.drop(0, "Kindlescale Page", OWN_MID, OWN_BIG)
    return t.at_main(), probe


def _offered_grades(g_: Game) -> set[int]:
    d = g_.state.decision
    assert d is not None and d.kind == "choose"
    return {g_.state.table.cards[o].grade for o in offered(d) if isinstance(o, int)}


def _use(g_: Game, probe: int) -> None:
    act(g_, "act", card=probe, number=0)
    for _ in range(10):
        d = g_.state.decision
        assert d is not None
        if d.kind == "choose":
            return
        acts = g_.legal_actions()
        g_.apply(next((a for a in acts if a.kind in ("use", "resolve")), acts[0]))
    raise AssertionError("no choice was offered")


@pytest.mark.parametrize(
    ("text", "grades"),
    [(SEARCH_G3, {3}), (LOOK_G2_UP, {2, 3}), (DROP_G2, {2})],
    ids=["search-grade-3", "look-grade-2-or-greater", "drop-grade-2"],
)
def test_text_grade_filter_offers_only_the_grades_the_text_names(
    text: str, grades: set[int]
) -> None:
    g_, probe = _filter_game(text)
    _use(g_, probe)
    assert _offered_grades(g_) == grades
    d = g_.state.decision
    assert d is not None
    pick = next(o for o in offered(d) if isinstance(o, int))
    act(g_, "choose", card=pick)
    for _ in range(10):  # (a call asks for its circle next)
        d = g_.state.decision
        if d is None or d.kind != "choose":
            break
        act(g_, "choose", circle=offered(d)[0])
    ps = g_.state.players[0]
    assert pick in ps.hand or pick in [ps.at(c) for c in ps.rear_circles()]


def test_text_grade_filter_a_misspelt_filter_is_refused_where_it_is_written() -> None:
    text = SEARCH_G3.replace("grade 3 card", "grade 3 or grater card")
    err = refused(text)
    assert err.position == text.index("or grater")
    assert err.phrase.startswith("or grater card")


@settings(max_examples=60, deadline=None)
@given(
    bounds=st.sampled_from(["exact", "min", "max"]),
    grade=st.integers(0, 4),
    how=st.sampled_from(["search", "look", "drop"]),
)
def test_text_grade_filter_every_bound_renders_and_reads_back(
    bounds: str, grade: int, how: str
) -> None:
    words = {"exact": f"grade {grade}", "min": f"grade {grade} or greater",
             "max": f"grade {grade} or less"}[bounds]  # fmt: skip
    text = {
        "search": f"[ACT](VC):Search your deck for up to one {words} card, call it to (RC), and "
        "shuffle your deck.",
        "look": f"[ACT](VC):Look at the top three cards of your deck, choose up to one {words} "
        "card from among them, and put it into your hand, and put the rest on the bottom of "
        "your deck in any order.",
        "drop": f"[ACT](VC):Choose up to one {words} card from your drop zone, and call it to "
        "(RC).",
    }[how]
    (e,) = one(text)["effect"]
    assert e.get("min_grade") == (grade if bounds != "max" else None)
    assert e.get("max_grade") == (grade if bounds != "min" else None)
    _roundtrip(text)


# ------------------------------------------------------------ where a look's card goes
SEARCH_AMONG = (
    "[ACT](VC):Look at up to four cards from the top of your deck, search for up to one grade 3 "
    "or greater card from among them, reveal it to your opponent, put it into your hand, and "
    "shuffle your deck."
)
REVEAL_G3 = (
    "[ACT](VC):Look at four cards from the top of your deck, reveal up to one grade 3 from among "
    "them and put it into your hand, and shuffle your deck."
)


def test_text_look_at_the_older_search_among_them_and_a_bare_grade_are_read() -> None:
    """text.look-at and text.grade-filter: "search for … from among them" chooses among the
    cards looked at; "reveal up to one grade 3 from among them" needs no "card"."""
    (e,) = one(SEARCH_AMONG)["effect"]
    assert e == {"do": "look-top", "n": 4, "look_up_to": True, "up_to": True, "min_grade": 3,
                 "reveal": True, "rest": "shuffle"}  # fmt: skip
    (e,) = one(REVEAL_G3)["effect"]
    assert e == {"do": "look-top", "n": 4, "up_to": True, "min_grade": 3, "max_grade": 3,
                 "reveal": True, "rest": "shuffle"}  # fmt: skip
    for text in (SEARCH_AMONG, REVEAL_G3):
        _roundtrip(text)


def test_text_look_at_searching_the_cards_looked_at_reveals_a_grade_3() -> None:
    g_, probe = _filter_game(SEARCH_AMONG)
    n0 = len(g_.events)
    act(g_, "act", card=probe, number=0)
    for _ in range(20):
        d = g_.state.decision
        assert d is not None
        if d.kind == "choose":
            break
        acts = g_.legal_actions()
        g_.apply(next((a for a in acts if a.kind in ("use", "resolve")), acts[0]))
    d = g_.state.decision
    assert d is not None
    assert {g_.state.table.cards[o].grade for o in offered(d) if isinstance(o, int)} == {3}
    pick = next(o for o in offered(d) if isinstance(o, int))
    act(g_, "choose", card=pick)
    assert pick in g_.state.players[0].hand
    assert any(ev.kind == "reveal" and ev.cards == (pick,) for ev in g_.events[n0:])


LOOK_CALL = (
    "[ACT](VC):Look at the top three cards of your deck, choose up to one grade 2 card from "
    "among them, call it to (RC), and put the rest on the bottom of your deck in any order."
)
LOOK_RIDE = (
    "[ACT](VC):Look at the top three cards of your deck, choose up to one grade 3 card from "
    "among them, ride it, and shuffle your deck."
)
LOOK_SOUL = (
    "[ACT](VC):Look at the top three cards of your deck, choose a card from among them, put it "
    "into your soul, and put the rest on the bottom of your deck in any order."
)
LOOK_DROP = (
    "[ACT](VC):Look at the top three cards of your deck, choose up to one card from among them, "
    "discard it, and shuffle your deck."
)


def test_text_look_take_to_the_destinations_are_read() -> None:
    """text.look-take-to: the card taken goes where the text says (``to``)."""
    wants = {LOOK_CALL: "RC", LOOK_RIDE: "ride", LOOK_SOUL: "soul", LOOK_DROP: "drop"}
    for text, to in wants.items():
        (e,) = one(text)["effect"]
        assert (e["do"], e["to"], e["n"]) == ("look-top", to, 3)
        _roundtrip(text)
        assert "[text.look-take-to]" in explain(text)
    assert get_rule("text.look-take-to").inventory == ("TEXT-015", "MAIN-012")


def _take_first(g_: Game, probe: int) -> int:
    """Use the probe's ACT and take the first card offered (then the first circle, if any);
    returns the card taken."""
    _use(g_, probe)
    d = g_.state.decision
    assert d is not None
    pick = next(o for o in offered(d) if isinstance(o, int))
    act(g_, "choose", card=pick)
    for _ in range(10):
        d = g_.state.decision
        if d is None or d.kind == "main":
            break
        if d.kind == "choose":
            opts = offered(d)
            act(g_, "choose", **({"circle": opts[0]} if isinstance(opts[0], str) else
                                 {"card": opts[0]}))  # fmt: skip
            continue
        acts = g_.legal_actions()
        g_.apply(next((a for a in acts if a.kind in ("use", "resolve")), acts[0]))
    return pick


def test_text_look_take_to_a_card_called_to_rc() -> None:
    g_, probe = _filter_game(LOOK_CALL)
    pick = _take_first(g_, probe)
    ps = g_.state.players[0]
    assert g_.state.table.cards[pick].grade == 2
    assert pick in [ps.at(c) for c in ps.rear_circles()]
    assert any(ev.rule == "main.superior-call" for ev in g_.events)
    assert len(ps.deck) == 4  # five cards, one called; the other two went to the bottom


def test_text_look_take_to_a_card_ridden() -> None:
    g_, probe = _filter_game(LOOK_RIDE)
    pick = _take_first(g_, probe)
    ps = g_.state.players[0]
    assert ps.vanguard == pick and probe in ps.soul
    assert any(ev.rule == "ride.superior" for ev in g_.events)


@pytest.mark.parametrize(("text", "zone"), [(LOOK_SOUL, "soul"), (LOOK_DROP, "drop")])
def test_text_look_take_to_a_card_put_into_the_soul_or_the_drop_zone(text: str, zone: str) -> None:
    g_, probe = _filter_game(text)
    before = len(getattr(g_.state.players[0], zone))
    pick = _take_first(g_, probe)
    ps = g_.state.players[0]
    assert pick in getattr(ps, zone) and len(getattr(ps, zone)) == before + 1
    moved = [
        ev for ev in g_.events if ev.cards == (pick,) and ev.kind in ("to-soul", "looked-to-drop")
    ]
    assert moved and moved[-1].rule == f"zone.{zone}" and moved[-1].private is None


def test_text_look_take_to_a_call_after_look_at_up_to_is_not_read() -> None:
    """A call after "look at up to N" is not played yet: its ability stays manual, and card
    data asking for it is refused."""
    text = LOOK_CALL.replace("the top three cards of your deck", "up to three cards from the "
                             "top of your deck")  # fmt: skip
    refused(text)
    with pytest.raises(CardDataError):
        parse_effect({"do": "look-top", "n": 3, "look_up_to": True, "to": "RC"}, "test")


def test_text_look_take_to_a_misspelt_destination_is_refused() -> None:
    text = LOOK_SOUL.replace("put it into your soul", "put it into your sould")
    err = refused(text)
    assert err.position >= text.index("from among them")
    assert err.suggestion is not None


# ------------------------------------------------------------ a clan, nation or race as the noun
SEARCH_GROUP = (
    "[ACT](VC):Look at the top four cards of your deck, search for up to one grade 2 or greater "
    "<Gravelwick Guard> from among them, reveal it to your opponent, put it into your hand, and "
    "shuffle your deck."
)
LOOK_GROUP_CALL = (
    "[ACT](VC):Look at the top four cards of your deck, choose up to one «Gravelwick Guard» from "
    "among them, call it to (RC), and shuffle your deck."
)
REVEAL_COMMA = (
    "[ACT](VC):Look at four cards from the top of your deck, reveal up to one grade 2 card from "
    "among them, put it into your hand, and shuffle your deck."
)


def test_text_group_filter_a_clan_in_place_of_card_is_read() -> None:
    """text.group-filter: «CLAN» or <CLAN> where "card" would be; with a grade before it."""
    (e,) = one(SEARCH_GROUP)["effect"]
    assert (e["group"], e["min_grade"], e["reveal"]) == ("Gravelwick Guard", 2, True)
    (e,) = one(LOOK_GROUP_CALL)["effect"]
    assert (e["group"], e["to"]) == ("Gravelwick Guard", "RC") and "min_grade" not in e
    (e,) = one(REVEAL_COMMA)["effect"]
    assert (e["min_grade"], e["max_grade"], e["reveal"]) == (2, 2, True)
    for text in (SEARCH_GROUP, LOOK_GROUP_CALL, REVEAL_COMMA):
        _roundtrip(text)
    words = explain(SEARCH_GROUP)
    assert "only cards of Gravelwick Guard (their clan, nation or race)" in words
    assert "[text.group-filter]" in words
    assert get_rule("text.group-filter").inventory == ("TEXT-022",)


def _group_game(text: str) -> tuple[Game, int]:
    """Player 1's main phase: the probe (carrying ``text``) on VC; the deck's top four cards
    are a grade 2 and a grade 3 of the race Gravelwick Guard and a grade 3 and a grade 1 with
    no race."""
    probe_card = make_card(PROBE, "standard", compile(text), grade=3, power=13000)
    guard2 = make_card("Gravelwick Sentry", "standard", [], grade=2, race="Gravelwick Guard")
    guard3 = make_card("Gravelwick Bastion", "standard", [], grade=3, race="Gravelwick Guard")
    t = Table("standard", pool=pool_with(probe_card, guard2, guard3, _plain(OWN_BIG, 3)))
    probe = t.vanguard(0, PROBE)
    t.deck(
        0, OWN_BIG, "Gravelwick Sentry", "Kindlescale Page", "Gravelwick Bastion", "Ember Lancer"
    )
    return t.at_main(), probe


def test_text_group_filter_offers_only_cards_of_that_group() -> None:
    g_, probe = _group_game(LOOK_GROUP_CALL)
    _use(g_, probe)
    d = g_.state.decision
    assert d is not None
    names = {g_.state.table.cards[o].name for o in offered(d) if isinstance(o, int)}
    assert names == {"Gravelwick Sentry", "Gravelwick Bastion"}
    g_, probe = _group_game(LOOK_GROUP_CALL)
    pick = _take_first(g_, probe)
    ps = g_.state.players[0]
    assert g_.state.table.cards[pick].race == "Gravelwick Guard"
    assert pick in [ps.at(c) for c in ps.rear_circles()]


def test_text_group_filter_and_grade_together() -> None:
    g_, probe = _group_game(SEARCH_GROUP)
    act(g_, "act", card=probe, number=0)
    for _ in range(20):
        d = g_.state.decision
        assert d is not None
        if d.kind == "choose":
            break
        acts = g_.legal_actions()
        g_.apply(next((a for a in acts if a.kind in ("use", "resolve")), acts[0]))
    d = g_.state.decision
    assert d is not None
    names = {g_.state.table.cards[o].name for o in offered(d) if isinstance(o, int)}
    assert names == {"Gravelwick Sentry", "Gravelwick Bastion"}  # grade 2 or greater, that race
    sentry = next(
        o
        for o in offered(d)
        if isinstance(o, int) and g_.state.table.cards[o].name == "Gravelwick Sentry"
    )
    act(g_, "choose", card=sentry)
    assert sentry in g_.state.players[0].hand


def test_text_group_filter_a_misspelt_bracket_is_refused() -> None:
    text = SEARCH_GROUP.replace("<Gravelwick Guard>", "<Gravelwick Guard")
    err = refused(text)
    assert err.position >= text.index("grade 2 or greater")


# ------------------------------------------------------------ a grade on the units chosen
RETIRE_G2_DOWN = (
    "[ACT](VC):Choose one of your opponent's grade 2 or less rear-guards, and retire it."
)
RETIRE_G2_UP_FRONT = (
    "[ACT](VC):Choose up to one of your opponent's grade 2 or greater rear-guards in the front "
    "row, and retire it."
)
POWER_G1 = (
    "[ACT](VC):Choose one of your grade 1 rear-guards, and it gets [Power]+5000 until end of turn."
)


def test_text_grade_filter_on_the_units_chosen_is_read() -> None:
    """text.grade-filter: the same bounds on the units a "choose" offers."""
    (e,) = one(RETIRE_G2_DOWN)["effect"]
    assert e == {"do": "retire", "target": "choose-opponent-rear-guard", "max_grade": 2}
    (e,) = one(RETIRE_G2_UP_FRONT)["effect"]
    assert (e["target"], e["min_grade"], e["up_to"]) == (
        "choose-opponent-front-row-rear-guard",
        2,
        True,
    )
    (e,) = one(POWER_G1)["effect"]
    assert (e["target"], e["min_grade"], e["max_grade"]) == ("choose-your-rear-guard", 1, 1)
    for text in (RETIRE_G2_DOWN, RETIRE_G2_UP_FRONT, POWER_G1):
        _roundtrip(text)
    with pytest.raises(CardDataError):  # a grade filter on a unit the effect names
        parse_effect({"do": "retire", "target": "self", "max_grade": 2}, "test")


def _choice_game(text: str) -> tuple[Game, int]:
    """Player 1's main phase: the probe (carrying ``text``) on VC, Kindlescale Page (grade 1)
    on FL and the grade 2 warder on FR; Player 2 has rear-guards of grade 1 (FL), 2 (FR) and
    3 (BC)."""
    probe_card = make_card(PROBE, "standard", compile(text), grade=3, power=13000)
    pool = pool_with(
        probe_card,
        _plain(FOE_BIG, 3, "Tidecourt"),
        _plain(FOE_MID, 2, "Tidecourt"),
        _plain(FOE_SMALL, 1, "Tidecourt"),
        _plain(OWN_MID, 2),
    )
    t = Table("standard", pool=pool)
    probe = t.vanguard(0, PROBE)
    t.rear(0, "FL", "Kindlescale Page")
    t.rear(0, "FR", OWN_MID)
    t.rear(1, "FL", FOE_SMALL)
    t.rear(1, "FR", FOE_MID)
    t.rear(1, "BC", FOE_BIG)
    return t.at_main(), probe


@pytest.mark.parametrize(
    ("text", "names"),
    [
        (RETIRE_G2_DOWN, {FOE_SMALL, FOE_MID}),
        (RETIRE_G2_UP_FRONT, {FOE_MID}),
        (POWER_G1, {"Kindlescale Page"}),
    ],
    ids=["grade-2-or-less", "grade-2-or-greater-front-row", "grade-1"],
)
def test_text_grade_filter_a_choice_offers_only_units_of_those_grades(
    text: str, names: set[str]
) -> None:
    g_, probe = _choice_game(text)
    act(g_, "act", card=probe, number=0)
    for _ in range(10):
        d = g_.state.decision
        assert d is not None
        if d.kind == "choose" or d.kind == "main":
            break
        acts = g_.legal_actions()
        g_.apply(next((a for a in acts if a.kind in ("use", "resolve", "pay")), acts[0]))
    cards = g_.state.table.cards
    d = g_.state.decision
    if len(names) == 1 and not (d is not None and d.kind == "choose"):
        # one candidate and "choose one": it is taken without asking (TEXT-012)
        (name,) = names
        ps = g_.state.players[0]
        unit = next(
            u for c in ps.rear_circles() if (u := ps.at(c)) is not None and cards[u].name == name
        )
    else:
        assert d is not None and d.kind == "choose"
        assert {cards[o].name for o in offered(d) if isinstance(o, int)} == names
        unit = next(o for o in offered(d) if isinstance(o, int) and cards[o].name in names)
        act(g_, "choose", card=unit)
    if text == POWER_G1:
        assert power(g_, unit) == 13000
    else:
        assert g_.state.locate(unit)[1] == "drop"
