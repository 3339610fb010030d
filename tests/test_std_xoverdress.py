"""XoverDress (CR 4.55 §6.8, §14.49): a main-phase action putting a card from hand on one of
your rear-guard circles over one different rear-guard of yours for each name its XoverDress
names; they become its originalDress, it is the one unit there in the XoverDress state (not
the overDress state), "when placed by XoverDress" triggers, and no grade limit applies."""

from __future__ import annotations

import pytest
from builders import Table, act, power, rules, texts, where

from vgwidget.engine import position as position_mod
from vgwidget.engine.abilities.conditions import holds
from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, default_pool
from vgwidget.engine.context import Ctx
from vgwidget.engine.errors import CardDataError, IllegalAction
from vgwidget.engine.game import Game
from vgwidget.engine.notation import describe, parse, to_script
from vgwidget.widget import VanguardWidget

KNIGHT = "Emberscar Twinmantle Knight"  # XoverDress -"Emberscar Remnant" & "Kindling Aide"
REMNANT, AIDE = "Emberscar Remnant", "Kindling Aide"
MARSHAL = "Shoalguard Tandem Marshal"  # XoverDress -"Shoalguard Cadet" & "Shoalguard Cadet"
CADET = "Shoalguard Cadet"
DECK = ("Blazeguard Knight", "Scorchmane Raider", "Kindlescale Page", "Magmaforge Tyrant")


def _table(vanguard: str = "Cinder Drake Warden") -> tuple[Table, int, int, int]:
    t = Table("standard")
    t.vanguard(0, vanguard)
    remnant = t.rear(0, "FL", REMNANT, rested=True)
    aide = t.rear(0, "BL", AIDE)
    knight = t.hand(0, KNIGHT)[0]
    t.deck(0, *DECK)
    return t, remnant, aide, knight


def _offered(g: Game) -> set[tuple[int | None, str | None, tuple[int, ...]]]:
    return {(a.card, a.circle, a.cards) for a in g.legal_actions() if a.kind == "xoverdress"}


@pytest.mark.rule("overdress.xoverdress", "overdress.xoverdress-unit")
def test_cr_14_49_2_xoverdress_puts_the_named_rear_guards_under_one_unit() -> None:
    t, remnant, aide, knight = _table()
    t.rear(0, "FR", "Flarewing Skirmisher")
    g = t.at_main()
    pair = tuple(sorted((remnant, aide)))
    assert (knight, "FL", pair) in _offered(g) and (knight, "BC", pair) in _offered(g)
    assert {c for _k, c, _p in _offered(g)} == {"FL", "FR", "BL", "BC", "BR"}
    hand = len(g.state.players[0].hand)
    ev = act(g, "xoverdress", card=knight, circle="FL", cards=pair)
    r = rules(ev)
    assert r[0] == "overdress.xoverdress" and "main.call" not in r  # not a call
    assert "when this unit is placed by XoverDress" in texts(ev)
    ps = g.state.players[0]
    assert ps.at("FL") == knight and ps.at("BL") is None
    assert set(ps.dress_of(knight)) == {remnant, aide} and set(ps.dress) == {remnant, aide}
    assert where(g, remnant) == (0, "dress") and where(g, aide) == (0, "dress")
    assert ps.dress_state(knight) == "xoverdress"
    assert len(ps.hand) == hand - 1 + 1  # placed from hand, then drew a card (its AUTO)
    assert power(g, knight) == 10000 + 10000  # its CONT: +10000 in the XoverDress state
    assert knight not in g.state.rested  # placed standing, though a rear-guard was rested
    v = g.view(1)["players"][0]["circles"]["FL"]
    assert sorted(c["name"] for c in v["dress"]) == sorted([REMNANT, AIDE])
    assert v["xoverdress"] is True


@pytest.mark.rule("overdress.xoverdress-unit", "overdress.unit")
def test_cr_6_8_5_the_xoverdress_state_is_not_the_overdress_state() -> None:
    t, remnant, aide, knight = _table()
    g = t.at_main()
    act(g, "xoverdress", card=knight, circle="BL", cards=tuple(sorted((remnant, aide))))
    s = g.state
    assert holds(s, knight, (("xoverdressed", True),), None)
    assert not holds(s, knight, (("overdressed", True),), None)
    # an overDress unit is in the overDress state, not the XoverDress state
    t2 = Table("standard")
    t2.vanguard(0, "Cinder Drake Warden")
    t2.rear(0, "FL", "Ember Lancer")
    lancer = t2.hand(0, "Blazemantle Lancer")[0]
    t2.deck(0, *DECK)
    g2 = t2.at_main()
    act(g2, "overdress", card=lancer, circle="FL")
    assert g2.state.players[0].dress_state(lancer) == "overdress"
    assert not holds(g2.state, lancer, (("xoverdressed", True),), None)


@pytest.mark.rule("overdress.xoverdress")
def test_cr_6_8_3_a_unit_left_on_the_circle_goes_to_the_drop_zone() -> None:
    t, remnant, aide, knight = _table()
    other = t.rear(0, "FR", "Flarewing Skirmisher")
    g = t.at_main()
    (a,) = [x for x in g.legal_actions() if x.kind == "xoverdress" and x.circle == "FR"]
    assert describe(g.state, a).endswith("(“Flarewing Skirmisher” there goes to the drop zone)")
    ev = act(g, "xoverdress", card=knight, circle="FR", cards=a.cards)
    assert where(g, other) == (0, "drop") and g.state.players[0].at("FR") == knight
    assert "goes to the drop zone by the rule action" in texts(ev)
    assert g.state.players[0].at("FL") is None and g.state.players[0].at("BL") is None


@pytest.mark.rule("overdress.xoverdress")
def test_cr_14_49_2_xoverdress_needs_one_different_named_rear_guard_for_each_name() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinderling Scout")  # grade 0: no grade limit for XoverDress
    t.rear(1, "FL", CADET)
    one = t.rear(0, "FL", CADET)
    marshal = t.hand(0, MARSHAL)[0]
    t.deck(0, *DECK)
    g = t.at_main()
    assert not _offered(g)  # one "Shoalguard Cadet" is not two
    with pytest.raises(IllegalAction, match="each a different rear-guard") as err:
        g.apply(Action("xoverdress", 0, card=marshal, circle="FL", cards=(one, one)))
    assert err.value.rule == "overdress.xoverdress"
    two = t.rear(0, "BR", CADET)
    g = t.at_main()
    assert _offered(g) == {(marshal, c, tuple(sorted((one, two)))) for c in
                           ("FL", "FR", "BL", "BC", "BR")}  # fmt: skip
    with pytest.raises(IllegalAction, match="not one of your rear-guards"):
        g.apply(Action("xoverdress", 0, card=marshal, circle="FL", cards=(one, 999)))
    damage = len(g.state.players[0].damage)
    act(g, "xoverdress", card=marshal, circle="BR", cards=(one, two))
    assert g.state.players[0].dress_state(marshal) == "xoverdress"
    assert power(g, marshal) == 15000 and len(g.state.players[0].damage) == damage


@pytest.mark.rule("overdress.xoverdress")
def test_cr_14_49_2_xoverdress_is_done_in_your_own_main_phase_only() -> None:
    t, remnant, aide, knight = _table()
    g = t.at_battle()
    assert not _offered(g)
    with pytest.raises(IllegalAction, match="not possible now"):
        g.apply(Action("xoverdress", 0, card=knight, circle="FL", cards=(remnant, aide)))
    c = Table("classic")
    c.vanguard(0, "Cinder Drake Warden")
    pair = c.rear(0, "FL", REMNANT), c.rear(0, "BL", AIDE)
    card = c.hand(0, KNIGHT)[0]
    g = c.at_main()
    assert not _offered(g)
    with pytest.raises(IllegalAction, match="Classic has no XoverDress"):
        g.apply(Action("xoverdress", 0, card=card, circle="FL", cards=tuple(sorted(pair))))


@pytest.mark.rule("overdress.xoverdress-unit", "overdress.unit", "text.retire")
def test_cr_6_8_4_the_originaldress_leave_with_the_xoverdress_unit() -> None:
    t, remnant, aide, knight = _table()
    g = t.at_main()
    act(g, "xoverdress", card=knight, circle="FL", cards=tuple(sorted((remnant, aide))))
    act(g, "move", circle="FL", target="BL")  # a move between circles keeps them tied
    assert set(g.state.players[0].dress_of(knight)) == {remnant, aide}
    assert g.state.players[0].dress_state(knight) == "xoverdress"
    ctx = Ctx(g.state, len(g.events))
    ctx.move_card(knight, "drop", "retire", "text.retire", f"“{KNIGHT}” is retired.")
    ps = ctx.state.players[0]
    assert {knight, remnant, aide} <= set(ps.drop)
    assert ps.dress == () and ps.dressed == () and ps.xover == ()


@pytest.mark.rule("overdress.xoverdress", "overdress.procedure")
def test_cr_6_8_3_an_overdressed_source_passes_its_originaldress_on() -> None:
    """A source that is itself overDressed moves with its originalDress: all of them end up
    under the XoverDress unit."""
    pool = default_pool().with_cards(
        [
            Card.from_dict(
                {
                    "id": "XD-T1",
                    "name": "Kindling Aide Mantle",
                    "grade": 1,
                    "power": 8000,
                    "shield": 5000,
                    "nation": "Emberreach",
                    "formats": ["standard"],
                    "overdress": [AIDE],
                    "abilities": [],
                    "text": f"overDress (in your main phase you may put this card from your "
                    f'hand on your "{AIDE}" rear-guard).',
                }
            ),
            Card.from_dict(
                {
                    "id": "XD-T2",
                    "name": "Mantled Twin Herald",
                    "grade": 3,
                    "power": 13000,
                    "nation": "Emberreach",
                    "formats": ["standard"],
                    "xoverdress": [REMNANT, "Kindling Aide Mantle"],
                    "abilities": [],
                    "text": f'XoverDress -"{REMNANT}" & "Kindling Aide Mantle".',
                }
            ),
        ]
    )
    t = Table("standard", pool=pool)
    t.vanguard(0, "Cinder Drake Warden")
    remnant = t.rear(0, "FL", REMNANT)
    aide = t.rear(0, "BL", AIDE)
    mantle, herald = t.hand(0, "Kindling Aide Mantle", "Mantled Twin Herald")
    t.deck(0, *DECK)
    g = t.at_main()
    act(g, "overdress", card=mantle, circle="BL")
    act(g, "xoverdress", card=herald, circle="FL", cards=tuple(sorted((remnant, mantle))))
    ps = g.state.players[0]
    assert set(ps.dress_of(herald)) == {remnant, mantle, aide}
    assert ps.dress_state(herald) == "xoverdress" and ps.dress_state(mantle) is None


@pytest.mark.rule("overdress.xoverdress", "position.setup")
def test_positions_notation_and_the_widget_know_xoverdress() -> None:
    t, remnant, aide, knight = _table()
    g = t.at_main()
    a = Action("xoverdress", 0, card=knight, circle="FL", cards=tuple(sorted((remnant, aide))))
    assert a in g.legal_actions()
    assert describe(g.state, a).startswith(f"XoverDress “{KNIGHT}” onto the ")
    line = to_script(g.state, a)
    assert line.startswith(f"xoverdress: {KNIGHT} -> FL (over ") and parse(g.state, line) == a
    w = VanguardWidget(g, perspective=0)
    buttons = [b for b in w.get_state()["_actions"] if b["a"]["kind"] == "xoverdress"]
    assert a.to_dict() in [b["a"] for b in buttons]
    w.play(a.to_dict())  # played from the widget like any action
    assert w.get_state()["_status"]["kind"] == "ok"
    assert g.state.players[0].dress_state(knight) == "xoverdress"
    d = position_mod.to_dict(g.state)
    fl = d["players"]["1"]["circles"]["FL"]
    assert fl["card"] == KNIGHT and sorted(fl["dress"]) == sorted([REMNANT, AIDE])
    assert fl["xoverdress"] is True
    back = Game.from_position(position_mod.to_toml(d))
    unit = back.state.players[0].at("FL")
    assert unit is not None and back.state.players[0].dress_state(unit) == "xoverdress"
    assert power(back, unit) == 20000


def test_an_xoverdress_field_naming_no_card_is_refused() -> None:
    card = Card.from_dict(
        {"id": "ODD-4", "name": "Odd Twin", "grade": 2, "xoverdress": ["Ember Lancer", "Nobody"]}
    )
    with pytest.raises(CardDataError, match="field 'xoverdress' names 'Nobody'"):
        default_pool().with_cards([card])
    with pytest.raises(CardDataError, match="field 'xoverdress' must be a list"):
        Card.from_dict({"id": "ODD-5", "name": "Odd", "xoverdress": "Ember Lancer"})


# ------------------------------------------------- the shipped cards, one test each


@pytest.mark.rule("overdress.xoverdress", "overdress.xoverdress-unit", "text.draw")
def test_emberscar_twinmantle_knight() -> None:
    t, remnant, aide, knight = _table()
    spare = t.hand(0, KNIGHT)[0]
    g = t.at_main()
    act(g, "call", card=spare, circle="FR")
    assert power(g, spare) == 10000  # called: not in the XoverDress state
    hand = len(g.state.players[0].hand)
    act(g, "xoverdress", card=knight, circle="BL", cards=tuple(sorted((remnant, aide))))
    assert len(g.state.players[0].hand) == hand - 1 + 1 and power(g, knight) == 20000


@pytest.mark.rule("overdress.xoverdress", "overdress.xoverdress-unit", "cost.counter-blast")
def test_shoalguard_tandem_marshal() -> None:
    t = Table("standard")
    t.vanguard(0, "Coralshield Captain")
    one, two = t.rear(0, "FL", CADET), t.rear(0, "BL", CADET)
    marshal = t.hand(0, MARSHAL)[0]
    down, _up = t.damage(0, "Riptide Striker", "Brinefang Eel", face_down=(0,))
    t.deck(0, "Riptide Striker", "Brinefang Eel", "Seafoam Healer")
    g = t.at_main()
    assert down in g.state.face_down
    act(g, "xoverdress", card=marshal, circle="FL", cards=tuple(sorted((one, two))))
    assert power(g, marshal) == 15000
    assert down not in g.state.face_down  # its AUTO: counter charge 1
