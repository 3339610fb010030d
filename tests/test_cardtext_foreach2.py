"""Still more amounts counted "for each" (issue #21, rule text.for-each): a player's units (all
or the other ones), units and rear-guards of a grade or a range of grades, standing
rear-guards, each grade of a vanguard, face-down cards in the bind or damage zone, cards in
the order zone and Force markers; read by the card-text compiler, written back, explained and
played on invented cards (a locked card is no unit, LOCK-002; a Force marker lies on its
circle, CR 4.55 §16.3.1.4)."""

from __future__ import annotations

import pytest
from builders import Table, act, make_card, pool_with, power, standard_probe_board
from hypothesis import given, settings
from hypothesis import strategies as st

from vgwidget.cardtext import CardTextError, NotWritable, canonical, compile
from vgwidget.cardtext.explain import explain
from vgwidget.cardtext.render import render
from vgwidget.engine import stats
from vgwidget.engine.abilities.foreach2_names import FOREACH_COUNTS, GROUP_KINDS
from vgwidget.engine.abilities.model import parse_ability
from vgwidget.engine.cards import Card
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game

PROBE = "Thistlecrown Warden"
OTHER_UNITS = (
    "[ACT](VC):This unit gets [Power]+2000 for each of your other units until end of turn."
)
THEIR_UNITS = "[CONT](VC):This unit gets [Power]+1000 for each of your opponent's units."
STANDING = (
    "[ACT](VC):This unit gets [Power]+3000 for each of your [Stand] rear-guards until end of turn."
)
GRADE_2 = "[CONT](VC):This unit gets [Power]+4000 for each of your grade 2 rear-guards."
THEIR_LOW = (
    "[CONT](VC):This unit gets [Shield]+5000 for each of your opponent's grade 1 or less units."
)
HIGH = "[CONT](VC):This unit gets [Critical]+1 for each of your grade 2 or greater units."
THEIR_VG = "[CONT](VC):This unit gets [Power]+1000 for each grade of your opponent's vanguard."
MY_VG = (
    "[AUTO](RC)[1/Turn]:When this unit attacks, until end of that battle, this unit gets "
    "[Power]+1500 for each of your vanguard's grades."
)
BIND_DOWN = "[CONT](VC):This unit gets [Power]+3000 for each face down card in your bind zone."
DAMAGE_DOWN = (
    "[ACT](VC):This unit gets [Power]+5000 for each face down card in your damage zone until "
    "end of turn."
)
ORDERS = "[CONT](VC):This unit gets [Power]+2000 for each of your cards in your order zone."
FORCE_VC = "[CONT](VC):This unit gets [Critical]+1 for each Force marker on your (VC)."
FORCE_ALL = "[CONT](VC):This unit gets [Shield]+5000 for each of your Force markers."
FORCE_RC = "[CONT](VC):This unit gets [Shield]+1000 for each Force marker on your (RC)."
ALL = [OTHER_UNITS, THEIR_UNITS, STANDING, GRADE_2, THEIR_LOW, HIGH, THEIR_VG, MY_VG,
       BIND_DOWN, DAMAGE_DOWN, ORDERS, FORCE_VC, FORCE_ALL, FORCE_RC]  # fmt: skip
PERS = ["your-other-unit", "opponent-unit", "your-stand-rear-guard", "your-grade-2-rear-guard",
        "opponent-grade-1-or-less-unit", "your-grade-2-or-greater-unit",
        "opponent-vanguard-grade", "your-vanguard-grade", "your-bind-face-down-card",
        "your-damage-face-down-card", "your-order-card", "your-vc-force-marker",
        "your-force-marker", "your-rc-force-marker"]  # fmt: skip


def _per(text: str) -> str:
    per = compile(text)[0]["effect"][0]["per"]
    assert isinstance(per, str)
    return per


def _table(text: str) -> tuple[Table, int]:
    """A Standard table whose first player's vanguard is the probe card carrying ``text``."""
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    t = Table("standard", pool=pool_with(card))
    return t, t.vanguard(0, PROBE)


@pytest.mark.rule("text.for-each")
def test_the_compiler_reads_the_more_for_each_counts() -> None:
    assert [_per(t) for t in ALL] == PERS
    (rec,) = compile(MY_VG)
    assert rec["timing"] == "attacks" and rec["zones"] == ["RC"]
    assert rec["effect"] == [
        {"do": "power", "amount": 1500, "until": "battle", "per": "your-vanguard-grade"}
    ]
    # the other spellings of the same counts
    assert _per(MY_VG.replace("each of your vanguard's grades", "each grade of your vanguard")) \
        == "your-vanguard-grade"  # fmt: skip
    assert _per(FORCE_ALL.replace("each of your Force markers", "each Force marker on your "
                                  "circles")) == "your-force-marker"  # fmt: skip
    assert _per(ORDERS.replace("of your cards", "card")) == "your-order-card"


@pytest.mark.rule("text.for-each")
@pytest.mark.parametrize("text", ALL)
def test_the_more_counts_are_written_back_and_explained(text: str) -> None:
    back = render(compile(text))
    assert compile(back) == [{**compile(text)[0], "text": back}]
    said = explain(text)
    assert "counted when the effect is carried out" in said
    assert "[text.for-each]" in said


@pytest.mark.rule("text.for-each")
def test_card_data_checks_the_new_counts() -> None:
    per = "opponent-grade-3-rear-guard"
    ok = {"type": "CONT", "zones": ["VC"], "effect": [{"do": "power", "amount": 1000, "per": per}]}
    assert parse_ability(ok, PROBE).effects[0].per == per
    bad = {**ok, "effect": [{"do": "power", "amount": 1000, "per": "your-grade-9-unit"}]}
    with pytest.raises(CardDataError):
        parse_ability(bad, PROBE)


def _probe_game(text: str) -> tuple[Game, int]:
    """The probe board: the probe on VC, Ember Lancer (rested) on FR, Kindlescale Page on BC;
    two damage, one of them face down."""
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    return standard_probe_board(card)


@pytest.mark.rule("text.for-each")
def test_for_each_of_your_other_units_leaves_this_unit_out() -> None:
    g, probe = _probe_game(OTHER_UNITS)
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    assert power(g, probe) == 10000 + 2 * 2000  # FR and BC, not the probe itself
    (e,) = [e for e in g.events[n0:] if e.kind == "power"]
    assert "for each of Player 1's 2 other unit(s)" in e.text
    assert e.rule == "ability.act" or e.rule.startswith(("card.", "text."))


@pytest.mark.rule("text.for-each", "card.stand-rest")
def test_for_each_of_your_standing_rear_guards_skips_the_rested_one() -> None:
    g, probe = _probe_game(STANDING)
    act(g, "act", card=probe, number=0)
    assert power(g, probe) == 10000 + 1 * 3000  # BC stands, FR is rested


@pytest.mark.rule("text.for-each")
def test_for_each_face_down_card_in_your_damage_zone() -> None:
    g, probe = _probe_game(DAMAGE_DOWN)
    act(g, "act", card=probe, number=0)
    assert power(g, probe) == 10000 + 1 * 5000  # two damage, one face down


@pytest.mark.rule("text.for-each", "ability.cont", "card.lock")
def test_unit_counts_and_grades_skip_locked_cards() -> None:
    """LOCK-002: a locked card is no unit, whatever its grade; the vanguard is a unit."""
    text = f"{THEIR_UNITS}\n{GRADE_2}\n{THEIR_LOW}\n{HIGH}"
    t, probe = _table(text)  # the probe: a grade 2 vanguard
    t.rear(0, "FL", "Blazeguard Knight")  # grade 2
    t.rear(0, "FR", "Magmaforge Tyrant")  # grade 3
    t.rear(0, "BC", "Ember Lancer")  # grade 1
    t.lock(t.rear(0, "BL", "Scorchmane Raider"))  # grade 2, locked: not counted
    t.vanguard(1, "Wavebreaker Lancer")  # grade 2: not "1 or less"
    t.rear(1, "FL", "Kelpwood Archer")  # grade 1
    t.rear(1, "BC", "Saltspray Duelist")  # grade 1
    t.lock(t.rear(1, "FR", "Kelpwood Archer"))  # locked: none of their units
    g = t.at_main()
    assert power(g, probe) == 10000 + 3 * 1000 + 1 * 4000  # their units; your grade 2 RG
    assert stats.shield(g.state, probe) == 5000 + 2 * 5000  # their grade 1 or less units
    assert stats.critical(g.state, probe) == 1 + 3  # the probe, FL and FR (grade 2 or more)


@pytest.mark.rule("text.for-each", "ability.cont")
def test_for_each_grade_of_your_opponents_vanguard() -> None:
    t, probe = _table(THEIR_VG)
    t.vanguard(1, "Coralshield Captain")  # grade 2
    g = t.at_main()
    assert power(g, probe) == 10000 + 2 * 1000


@pytest.mark.rule("text.for-each", "ability.auto")
def test_for_each_of_your_vanguards_grades_when_this_rear_guard_attacks() -> None:
    card = make_card(PROBE, "standard", compile(MY_VG), grade=1, power=8000)
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, "Magmaforge Tyrant")  # grade 3
    probe = t.rear(0, "FL", PROBE)
    g = t.at_main()
    act(g, "end-main")
    act(g, "attack", circle="FL", target="VC")  # nobody behind FL: no boost to decline
    for _ in range(6):  # resolve the ability the attack triggered
        d = g.state.decision
        if d is None or d.kind not in ("use-ability", "order", "choose", "confirm"):
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("use", "choose", "resolve")), acts[0]))
    assert power(g, probe) == 8000 + 3 * 1500


@pytest.mark.rule("text.for-each", "ability.cont")
def test_for_each_face_down_card_in_your_bind_zone_and_each_order_card() -> None:
    t, probe = _table(f"{BIND_DOWN}\n{ORDERS}")
    bound = t._add(0, "bind", ["Ember Lancer", "Kindlescale Page", "Ember Lancer"])
    t._face_down.update(bound[:2])
    t._add(1, "bind", ["Kelpwood Archer"])  # the opponent's: not counted
    t._add(0, "order", ["Kindlescale Page", "Ember Lancer"])
    g = t.at_main()
    assert power(g, probe) == 10000 + 2 * 3000 + 2 * 2000


@pytest.mark.rule("text.for-each", "gift.force")
def test_force_markers_are_counted_on_their_circles() -> None:
    t, probe = _table(f"{FORCE_VC}\n{FORCE_ALL}\n{FORCE_RC}")
    s = t.at_main().state
    assert stats.critical(s, probe) == 1 and stats.shield(s, probe) == 5000
    mine = s.players[0]._replace(
        markers=(
            ("VC", "force", "I"),
            ("VC", "force", "I"),
            ("FL", "force", "I"),
            ("BC", "accel", "I"),
        )  # fmt: skip
    )
    theirs = s.players[1]._replace(markers=(("VC", "force", "I"),))
    s = s._replace(players=(mine, theirs))
    assert stats.critical(s, probe) == 1 + 2  # the two on your (VC)
    assert stats.shield(s, probe) == 5000 + 3 * 5000 + 1 * 1000  # all three; one on (RC)


@pytest.mark.rule("text.for-each")
@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        (OTHER_UNITS.replace("other units", "othre units"), "for each of your other units"),
        (THEIR_VG.replace("grade of", "grades of"), "for each grade of your opponent's vanguard"),
        (FORCE_VC.replace("Force marker on", "Force markers on"),
         "for each Force marker on your (VC)"),
    ],
)  # fmt: skip
def test_near_misspellings_of_the_more_counts_are_refused(text: str, fixed: str) -> None:
    with pytest.raises(CardTextError) as err:
        compile(text)
    assert err.value.phrase.startswith("for each")
    assert err.value.position == text.index("for each")
    assert "an amount counted from the board" in str(err.value)
    # what may be written there, the closest first: the did-you-mean
    assert err.value.suggestion == fixed
    assert err.value.expected[0] == fixed
    assert f"did you mean {fixed!r}" in str(err.value)


# ---------------------------------------------------------------- counts by clan or nation
CLAN_RG = "[CONT](VC):This unit gets [Power]+2000 for each of your «Lanternguard» rear-guards."
CLAN_OTHER = (
    "[CONT](RC):This unit gets [Shield]+1000 for each other <Lanternguard> on your (VC) or (RC)."
)
CLAN_SOUL = "[CONT](VC):This unit gets [Critical]+1 for each «Lanternguard» in your soul."
NATION_OTHER = (
    "[ACT](VC):This unit gets [Power]+3000 for each of your other «Emberreach» units until end "
    "of turn."
)


@pytest.mark.rule("text.for-each")
def test_a_count_by_clan_or_nation_follows_the_era() -> None:
    """«…» names a clan before Standard and a nation in Standard (as the era machinery reads
    every «…»); <…> is the same mark."""
    assert _per_era(CLAN_RG, "classic") == "your-clan-rear-guard:Lanternguard"
    assert _per_era(CLAN_OTHER, "classic") == "your-clan-other-unit:Lanternguard"
    assert _per_era(CLAN_SOUL, "premium") == "your-clan-soul-card:Lanternguard"
    assert _per_era(NATION_OTHER, "standard") == "your-nation-other-unit:Emberreach"
    theirs = CLAN_RG.replace("your «", "your opponent's «")
    assert _per_era(theirs, "classic") == "opponent-clan-rear-guard:Lanternguard"
    for text, era in ((CLAN_RG, "classic"), (CLAN_OTHER, "classic"), (NATION_OTHER, "standard")):
        back = render(compile(text, era=era), era=era)
        assert compile(back, era=era) == [{**compile(text, era=era)[0], "text": back}]
        assert "[text.for-each]" in explain(text)
    assert "«Lanternguard» rear-guards" in render(compile(CLAN_RG, era="classic"), era="classic")


def _per_era(text: str, era: str) -> str:
    per = compile(text, era=era)[0]["effect"][0]["per"]
    assert isinstance(per, str)
    return per


@pytest.mark.rule("text.for-each")
@pytest.mark.parametrize(
    "per", ["your-clan-unit:", "your-tribe-unit:Lanternguard", "your-clan-hand-card:Lanternguard"]
)
def test_card_data_refuses_a_malformed_count_by_clan(per: str) -> None:
    bad = {"type": "CONT", "zones": ["VC"], "effect": [{"do": "power", "amount": 1, "per": per}]}
    with pytest.raises(CardDataError):
        parse_ability(bad, PROBE)
    good = {**bad, "effect": [{"do": "power", "amount": 1, "per": "your-clan-unit:Lanternguard"}]}
    assert parse_ability(good, PROBE).effects[0].per == "your-clan-unit:Lanternguard"


def _clan_cards() -> list[Card]:
    return [
        make_card("Dunmere Pikeman", "classic", [], grade=1, power=7000, clan="Lanternguard"),
        make_card("Dunmere Crier", "classic", [], grade=0, power=5000, clan="Lanternguard"),
        make_card("Rookfen Archer", "classic", [], grade=1, power=7000, clan="Rookfen Host"),
    ]


@pytest.mark.rule("text.for-each", "ability.cont", "card.lock")
def test_counts_by_clan_count_that_clans_units_and_soul_cards() -> None:
    text = f"{CLAN_RG}\n{CLAN_SOUL}"
    probe_card = make_card(PROBE, "classic", compile(text, era="classic"), grade=3, power=11000)
    t = Table("classic", pool=pool_with(probe_card, *_clan_cards()))
    probe = t.vanguard(0, PROBE)  # a Lanternguard too, but no rear-guard
    t.rear(0, "FL", "Dunmere Pikeman")
    t.rear(0, "BC", "Dunmere Crier")
    t.rear(0, "FR", "Rookfen Archer")  # another clan
    t.lock(t.rear(0, "BL", "Dunmere Pikeman"))  # locked: no unit
    t.rear(1, "FL", "Dunmere Pikeman")  # the opponent's: not yours
    t.soul(0, "Dunmere Crier", "Rookfen Archer", "Dunmere Pikeman")
    g = t.at_main()
    assert power(g, probe) == 11000 + 2 * 2000
    assert stats.critical(g.state, probe) == 1 + 2


@pytest.mark.rule("text.for-each", "ability.cont")
def test_for_each_other_unit_of_a_clan_leaves_this_card_out() -> None:
    probe_card = make_card(PROBE, "classic", compile(CLAN_OTHER, era="classic"), grade=1,
                           power=7000, shield=5000)  # fmt: skip
    t = Table("classic", pool=pool_with(probe_card, *_clan_cards()))
    t.vanguard(0, "Dunmere Pikeman")  # the vanguard counts: a unit on (VC)
    probe = t.rear(0, "FL", PROBE)  # a Lanternguard: not one of its "other" units
    t.rear(0, "BC", "Dunmere Crier")
    t.rear(0, "FR", "Rookfen Archer")
    g = t.at_main()
    assert stats.shield(g.state, probe) == 5000 + 2 * 1000


@pytest.mark.rule("text.for-each", "ability.act")
def test_for_each_of_your_other_units_of_a_nation_in_standard() -> None:
    g, probe = _probe_game_era(NATION_OTHER)
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    assert power(g, probe) == 10000 + 2 * 3000  # Ember Lancer and Kindlescale Page
    (e,) = [e for e in g.events[n0:] if e.kind == "power"]
    assert "for each of Player 1's 2 other «Emberreach» unit(s)" in e.text


@pytest.mark.rule("text.for-each", "ability.cont")
def test_for_each_face_up_card_of_a_clan_in_your_g_zone() -> None:
    text = "[CONT](VC):This unit gets [Power]+4000 for each face up «Lanternguard» in your G zone."
    assert _per_era(text, "premium") == "your-clan-gzone-face-up-card:Lanternguard"
    probe_card = make_card(PROBE, "classic", compile(text, era="premium"), power=11000)
    t = Table("classic", pool=pool_with(probe_card, *_clan_cards()))
    probe = t.vanguard(0, PROBE)
    ours = t._add(0, "gzone", ["Dunmere Pikeman", "Dunmere Crier", "Rookfen Archer"])
    s = t.at_main().state
    assert stats.power(s, probe) == 11000  # the G zone lies face down
    s = s._replace(marks=s.marks._replace(face_up=frozenset(ours[1:])))
    assert stats.power(s, probe) == 11000 + 1 * 4000  # the Crier; the Archer is of another clan


def _probe_game_era(text: str) -> tuple[Game, int]:
    card = make_card(PROBE, "standard", compile(text, era="standard"), grade=2, power=10000)
    return standard_probe_board(card)


# ---------------------------------------------------------------- a count on a chosen unit
CHOSEN = (
    "[ACT](VC):Choose one of your rear-guards, and it gets [Power]+2000 for each card in your "
    "soul until end of turn."
)
CHOSEN_AFTER = (
    "[ACT](VC):Choose up to two of your units, and they get [Power]+1000 until end of turn for "
    "each of your opponent's grade 1 or less units."
)


@pytest.mark.rule("text.for-each", "text.choose")
def test_a_count_on_a_chosen_unit_is_read_before_or_after_its_span() -> None:
    (rec,) = compile(CHOSEN)
    assert rec["effect"] == [
        {"do": "power", "amount": 2000, "target": "choose-your-rear-guard", "per": "your-soul-card"}
    ]
    (rec,) = compile(CHOSEN_AFTER)
    assert rec["effect"][0]["per"] == "opponent-grade-1-or-less-unit"
    assert rec["effect"][0]["n"] == 2 and rec["effect"][0]["up_to"] is True
    for text in (CHOSEN, CHOSEN_AFTER):
        back = render(compile(text))
        assert compile(back) == [{**compile(text)[0], "text": back}]
    assert "for each card in your soul (counted when" in explain(CHOSEN)


@pytest.mark.rule("text.for-each", "text.choose")
def test_a_count_on_a_chosen_unit_is_counted_when_the_chosen_unit_gets_it() -> None:
    g, probe = _probe_game(CHOSEN)  # two cards in the soul; FR and BC are rear-guards
    before = {u: power(g, u) for u in (g.state.players[0].at("FR"), g.state.players[0].at("BC"))}
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    for _ in range(5):
        d = g.state.decision
        if d is None or d.kind == "main":
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("choose", "use", "resolve")), acts[0]))
    (e,) = [e for e in g.events[n0:] if e.kind == "power"]
    chosen = next(u for u in before if power(g, u) != before[u])
    assert power(g, chosen) == before[chosen] + 2 * 2000
    assert "for each of Player 1's 2 card(s) in the soul" in e.text
    assert power(g, probe) == 10000  # the vanguard was not chosen (a rear-guard was)


# ---------------------------------------------------------------- counts by card name
NAMED_SOUL = (
    '[CONT](VC):This unit gets [Power]+2500 for each card named "Dunmere Crier" in your soul.'
)
NAMED_OTHER = (
    '[CONT](RC):This unit gets [Shield]+2000 for each other unit named "Dunmere Pikeman" on your '
    "(VC) or (RC)."
)
NAMED_RC = (
    '[CONT](VC):This unit gets [Critical]+1 for each unit named "Dunmere Pikeman" on your (RC).'
)
NAMED_DAMAGE = (
    '[CONT](VC):This unit gets [Shield]+3000 for each card named "Dunmere Crier" face up in your '
    "damage zone."
)


@pytest.mark.rule("text.for-each")
def test_counts_by_card_name_are_read_written_back_and_explained() -> None:
    assert [_per_era(t, "classic") for t in (NAMED_SOUL, NAMED_OTHER, NAMED_RC, NAMED_DAMAGE)] == [
        "your-name-soul-card:Dunmere Crier",
        "your-name-other-unit:Dunmere Pikeman",
        "your-name-rear-guard:Dunmere Pikeman",
        "your-name-damage-face-up-card:Dunmere Crier",
    ]
    for text in (NAMED_SOUL, NAMED_OTHER, NAMED_RC, NAMED_DAMAGE):
        back = render(compile(text))
        assert back == text
        assert '"Dunmere' in explain(text) and "[text.for-each]" in explain(text)


@pytest.mark.rule("text.for-each", "ability.cont", "card.lock")
def test_counts_by_card_name_count_only_that_name() -> None:
    text = f"{NAMED_SOUL}\n{NAMED_RC}\n{NAMED_DAMAGE}"
    probe_card = make_card(PROBE, "classic", compile(text, era="classic"), power=11000, shield=0)
    t = Table("classic", pool=pool_with(probe_card, *_clan_cards()))
    probe = t.vanguard(0, PROBE)
    t.soul(0, "Dunmere Crier", "Dunmere Pikeman", "Dunmere Crier")
    t.rear(0, "FL", "Dunmere Pikeman")
    t.rear(0, "FR", "Dunmere Crier")  # another name
    t.lock(t.rear(0, "BC", "Dunmere Pikeman"))  # locked: no unit
    t.damage(0, "Dunmere Crier", "Dunmere Crier", "Rookfen Archer", face_down=(1,))
    g = t.at_main()
    assert power(g, probe) == 11000 + 2 * 2500
    assert stats.critical(g.state, probe) == 1 + 1
    assert stats.shield(g.state, probe) == 0 + 1 * 3000  # one Crier face up, one face down


@pytest.mark.rule("text.for-each", "ability.cont")
def test_for_each_other_unit_named_leaves_this_card_out() -> None:
    probe_card = make_card("Dunmere Pikeman", "classic", compile(NAMED_OTHER, era="classic"),
                           grade=1, power=7000, shield=5000, clan="Lanternguard")  # fmt: skip
    pool = pool_with(probe_card, *_clan_cards()[1:])
    t = Table("classic", pool=pool)
    t.vanguard(0, "Dunmere Pikeman")  # the same name, on (VC): counted
    probe = t.rear(0, "FL", "Dunmere Pikeman")  # this card: not one of its "other" units
    t.rear(0, "FR", "Dunmere Pikeman")
    t.rear(0, "BC", "Dunmere Crier")
    g = t.at_main()
    assert stats.shield(g.state, probe) == 5000 + 2 * 2000


# ------------------------------------------------ orders, back-row rested units, Protect markers
SET_ORDERS = "[CONT](VC):This unit gets [Power]+3000 for each set order in your order zone."
BOUND_ORDERS = "[CONT](VC):This unit gets [Power]+1000 for each order card in your bind zone."
BACK_RESTED = (
    "[CONT](VC):This unit gets [Critical]+1 for each of your opponent's [Rest] back row "
    "rear-guards."
)
PROTECTS = "[CONT](VC):This unit gets [Shield]+2000 for each Protect marker on your circles."


@pytest.mark.rule("text.for-each")
@pytest.mark.parametrize(
    ("text", "per"),
    [
        (SET_ORDERS, "your-set-order-card"),
        (SET_ORDERS.replace("each set order in", "each of your set orders in"),
         "your-set-order-card"),
        (BOUND_ORDERS, "your-bind-order-card"),
        (BACK_RESTED, "opponent-rest-back-rear-guard"),
        (PROTECTS, "your-protect-marker"),
    ],
)  # fmt: skip
def test_order_back_row_and_protect_counts_are_read(text: str, per: str) -> None:
    assert _per(text) == per
    back = render(compile(text))
    assert compile(back) == [{**compile(text)[0], "text": back}]
    assert "[text.for-each]" in explain(text)


def _order_cards() -> list[Card]:
    return [
        make_card("Gorsewick Banner", "standard", [], grade=0, power=0, type="set-order"),
        make_card("Gorsewick Edict", "standard", [], grade=0, power=0, type="normal-order"),
    ]


@pytest.mark.rule("text.for-each", "ability.cont", "card.stand-rest")
def test_order_back_row_and_protect_counts_are_played() -> None:
    text = f"{SET_ORDERS}\n{BOUND_ORDERS}\n{BACK_RESTED}\n{PROTECTS}"
    card = make_card(PROBE, "standard", compile(text), grade=2, power=10000, shield=5000)
    t = Table("standard", pool=pool_with(card, *_order_cards()))
    probe = t.vanguard(0, PROBE)
    t._add(0, "order", ["Gorsewick Banner", "Gorsewick Banner", "Gorsewick Edict"])
    bound = t._add(0, "bind", ["Gorsewick Edict", "Gorsewick Banner", "Ember Lancer"])
    t._face_down.add(bound[1])  # face down: shows nothing
    t.rear(1, "BL", "Kelpwood Archer", rested=True)
    t.rear(1, "BC", "Saltspray Duelist")  # standing
    t.rear(1, "FL", "Saltspray Duelist", rested=True)  # front row
    t.lock(t.rear(1, "BR", "Kelpwood Archer", rested=True))  # locked: no rear-guard
    s = t.at_main().state
    assert stats.power(s, probe) == 10000 + 2 * 3000 + 1 * 1000
    assert stats.critical(s, probe) == 1 + 1
    assert stats.shield(s, probe) == 5000
    mine = s.players[0]._replace(markers=(("FL", "protect", "II"), ("BC", "protect", "II")))
    s = s._replace(players=(mine, s.players[1]))
    assert stats.shield(s, probe) == 5000 + 2 * 2000


# ---------------------------------------------------------------- property: written back whole
_WRITTEN_GROUPS = [
    f"{who}-{by}-{kind}:{group}"
    for who in ("your", "opponent")
    for by in ("clan", "name")
    for kind in GROUP_KINDS
    for group in ("Lanternguard", "Dunmere Crier")
    if (kind == "damage-face-up-card") == (by == "name") or (by == "name" and who == "your")
    if who == "your" or by == "clan"
]
"""The counts by clan or card name the grammar writes (by card name: your own cards only; the
damage zone: by card name only)."""


@settings(max_examples=300, deadline=None)
@given(
    per=st.sampled_from([*FOREACH_COUNTS, *_WRITTEN_GROUPS]),
    kind=st.sampled_from(["ACT", "CONT"]),
    do=st.sampled_from(["power", "critical", "shield"]),
    target=st.sampled_from(["self", "your-vanguard", "choose-your-rear-guard"]),
    amount=st.integers(1, 9),
    until=st.sampled_from(["turn", "battle"]),
)
def test_compile_of_render_of_a_count_is_the_record(
    per: str, kind: str, do: str, target: str, amount: int, until: str
) -> None:
    e: dict[str, object] = {"do": do, "amount": amount * 1000, "target": target, "per": per}
    if kind == "CONT":
        target = "self" if target.startswith("choose-") else target
        e["target"] = target
    elif until == "battle":
        e["until"] = until
    a = canonical({"type": kind, "zones": ["VC"], "effect": [e]})
    text = render(a, era="classic")
    assert compile(text, era="classic") == [{**a, "text": text}]


@pytest.mark.rule("text.for-each")
def test_a_count_no_template_writes_is_not_writable() -> None:
    """Card data may count the opponent's cards by card name; no printed template does, so the
    renderer says so rather than writing something else."""
    per = "opponent-name-soul-card:Dunmere Crier"
    a = canonical({"type": "CONT", "zones": ["VC"],
                   "effect": [{"do": "power", "amount": 1000, "per": per}]})  # fmt: skip
    with pytest.raises(NotWritable):
        render(a)
