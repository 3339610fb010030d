"""Imaginary Gifts (GIFT-001/002; CR 4.55 §6.3.7, §11.6.1.2-3, §15.3, §16): earned by a ride,
given at the next check timing before any automatic ability, type I or II chosen once and
kept, one kind of ride gift per game; Force, Accel (a real front-row circle) and Protect (a
pseudo-card in hand, or a marker that helps an interceptor)."""

from __future__ import annotations

import pytest
from builders import (
    Table,
    act,
    critical,
    decision_of,
    make_card,
    pool_with,
    power,
    rules,
    texts,
    where,
)

from vgwidget.engine import position as position_mod
from vgwidget.engine import stats
from vgwidget.engine.actions import CIRCLE_VALUES
from vgwidget.engine.cards import CardPool
from vgwidget.engine.context import Ctx
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game
from vgwidget.engine.state import ALL_CIRCLES, column

FORCE = "Ashcrown Blaze Emperor"
ACCEL = "Mistveil Strategist"
PROTECT = "Abyssal Tide Empress"


def _ride_gift(rider: str, *, turn: int = 3, extra: Table | None = None) -> tuple[Game, int]:
    t = extra or Table("standard")
    t.vanguard(0, "Cinder Drake Warden")
    r = t.hand(0, rider)[0]
    t.deck(0, "Blazeguard Knight", "Ember Lancer", "Kindlescale Page", "Flarewing Skirmisher")
    g = t.at_ride(turn=turn)
    act(g, "ride", card=r)
    return g, r


def _take(g: Game, version: str, circle: str | None = None) -> None:
    """Answer the first-time type question (use = I, decline = II), then place the marker."""
    assert decision_of(g).kind == "confirm"
    act(g, "use" if version == "I" else "decline")
    if circle is not None:
        act(g, "choose", circle=circle)


_PASS = ("skip-ride", "end-main", "end-battle", "no-boost", "end-guard", "decline")


def _step(g: Game) -> None:
    """Take the do-nothing answer where there is one, else the first legal action."""
    acts = g.legal_actions()
    g.apply(next((a for a in acts if a.kind in _PASS), acts[0]))


def _to_opponents_turn(g: Game) -> None:
    act(g, "end-main")
    while g.state.turn_player == 0 and g.state.decision is not None:
        _step(g)


def _opponent_attacks_vc(g: Game) -> None:
    """From Player 1's main phase: Player 2 attacks Player 1's vanguard with theirs."""
    _to_opponents_turn(g)
    while decision_of(g).kind != "attack":
        _step(g)
    act(g, "attack", circle="VC", target="VC")
    while decision_of(g).kind != "guard":
        _step(g)


def test_every_circle_name_is_a_valid_action_circle() -> None:
    assert frozenset((*ALL_CIRCLES, "GC")) == CIRCLE_VALUES


@pytest.mark.rule("gift.earn", "gift.type", "gift.force")
@pytest.mark.covers("GIFT-001", "GIFT-002", formats=("standard",))
def test_force_i_marks_a_circle_and_gives_10000_during_your_turn_only() -> None:
    g, vg = _ride_gift(FORCE)
    assert [e.rule for e in g.events[-2:]] == ["ride.normal", "gift.earn"]
    assert {a.kind for a in g.legal_actions()} == {"use", "decline"}  # I or II, first time
    act(g, "use")
    circles = {a.circle for a in g.legal_actions()}
    assert circles == {"VC", "FL", "FR", "BL", "BC", "BR"}  # VC or a rear-guard circle
    act(g, "choose", circle="VC")
    assert g.state.players[0].markers == (("VC", "force", "I"),)
    assert g.state.players[0].gift_types == (("force", "I"),)
    assert power(g, vg) == 13000 + 10000
    _to_opponents_turn(g)
    assert g.state.turn_player == 1
    assert power(g, vg) == 13000  # only during its owner's turn


@pytest.mark.rule("gift.force", "gift.type")
@pytest.mark.covers("GIFT-001", formats=("standard",))
def test_force_ii_sets_original_critical_2_and_stays_with_the_circle() -> None:
    t = Table("standard")
    fl = t.rear(0, "FL", "Ember Lancer")
    back = t.rear(0, "BL", "Kindlescale Page")
    g, vg = _ride_gift(FORCE, extra=t)
    _take(g, "II", "FL")
    assert critical(g, fl) == 2 and critical(g, vg) == 1
    act(g, "move", circle="FL", target="BL")  # the marker stays on FL
    assert critical(g, fl) == 1 and critical(g, back) == 2
    assert power(g, back) == 8000  # Force II gives no power


@pytest.mark.rule("gift.type", "gift.force")
@pytest.mark.covers("GIFT-001", "GIFT-002", formats=("standard",))
def test_the_type_is_chosen_once_and_markers_stack() -> None:
    t = Table("standard")
    t.vanguard(0, FORCE)
    rider = t.hand(0, "Skyrend Blaze Monarch")[0]
    g = t.at_ride()
    state = g.state
    ps = state.players[0]
    # Force I already chosen earlier in the game, one marker on VC
    g2 = Game.from_position(
        position_mod.to_toml(
            {
                **position_mod.to_dict(state),
                "players": {
                    **position_mod.to_dict(state)["players"],
                    "1": {
                        **position_mod.to_dict(state)["players"]["1"],
                        "markers": [{"circle": "VC", "kind": "force", "type": "I"}],
                        "gift_types": {"force": "I"},
                    },
                },
            }
        )
    )
    assert ps.markers == ()
    rider = next(
        c for c in g2.state.players[0].hand if g2.state.card(c).name == "Skyrend Blaze Monarch"
    )
    act(g2, "ride", card=rider)
    assert decision_of(g2).kind == "choose"  # no second question: Force I is kept
    act(g2, "choose", circle="VC")
    assert g2.state.players[0].markers == (("VC", "force", "I"), ("VC", "force", "I"))
    assert power(g2, rider) == 13000 + 20000


@pytest.mark.rule("gift.lock")
@pytest.mark.covers("GIFT-002", formats=("standard",))
def test_a_ride_gift_of_another_kind_gives_nothing() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinder Drake Warden")
    r = t.hand(0, ACCEL)[0]
    g = t.at_ride()
    text = position_mod.to_dict(g.state)
    text["players"]["1"]["gift_types"] = {"force": "I"}
    g = Game.from_position(position_mod.to_toml(text))
    r = next(c for c in g.state.players[0].hand if g.state.card(c).name == ACCEL)
    ev = act(g, "ride", card=r)
    assert "gift.lock" in rules(ev)
    assert g.state.players[0].accel == () and decision_of(g).kind == "main"


@pytest.mark.rule("gift.earn", "ability.auto")
@pytest.mark.covers("GIFT-002", formats=("standard",))
def test_the_gift_is_given_before_automatic_abilities() -> None:
    rider = make_card(
        "Giftbearer Test Drake",
        "standard",
        [
            {
                "type": "AUTO",
                "zones": ["VC"],
                "timing": "ride",
                "on": "self",
                "effect": [{"do": "draw", "n": 1}],
            }
        ],
        gift="force",
    )
    t = Table("standard", pool=pool_with(rider))
    g, _ = _ride_gift("Giftbearer Test Drake", extra=t)
    assert decision_of(g).kind == "confirm"  # the gift first ...
    assert not any(e.kind == "ability-resolve" for e in g.events)
    _take(g, "I", "VC")
    r = [e.rule for e in g.events]
    assert r.index("gift.force") < len(r) - 1
    assert any(e.kind == "ability-resolve" for e in g.events)  # ... then the ability


@pytest.mark.rule("gift.accel", "battle.attack", "main.call")
@pytest.mark.covers("GIFT-001", "GIFT-002", formats=("standard",))
def test_accel_i_adds_a_real_front_row_circle() -> None:
    t = Table("standard")
    lancer = t.hand(0, "Ember Lancer")[0]
    foe_fl = t.rear(1, "FL", "Kelpwood Archer")
    g, vg = _ride_gift(ACCEL, extra=t)
    _take(g, "I")
    ev = g.events
    assert g.state.players[0].accel == ("A1",)
    assert "left of the leftmost" in texts(ev)
    view = g.view(0)
    assert "A1" in view["players"][0]["circles"]
    assert view["players"][0]["accel"] == [{"circle": "A1", "side": "left", "column": -2}]
    act(g, "call", card=lancer, circle="A1")
    assert where(g, lancer) == (0, "A1")
    assert power(g, lancer) == 8000 + 10000
    act(g, "end-main")
    attacks = {(a.circle, a.target) for a in g.legal_actions() if a.kind == "attack"}
    assert ("A1", "FL") in attacks and ("A1", "VC") in attacks  # it attacks from the front row
    with pytest.raises(IllegalAction):
        g.apply(g.legal_actions()[0]._replace(kind="attack", circle="A2", target="VC"))
    assert foe_fl is not None


@pytest.mark.rule("gift.accel")
@pytest.mark.covers("GIFT-002", formats=("standard",))
def test_accel_ii_draws_and_gives_5000_and_the_second_circle_is_on_the_right() -> None:
    g, vg = _ride_gift(ACCEL)
    hand = len(g.state.players[0].hand)
    _take(g, "II")
    assert len(g.state.players[0].hand) == hand + 1
    ps = g.state.players[0]
    assert ps.accel == ("A1",) and ps.markers == (("A1", "accel", "II"),)
    d = position_mod.to_dict(g.state)
    assert d["players"]["1"]["accel"] == ["A1"]
    # a second Accel gift (same kind, type kept): the next circle is on the right
    t = Table("standard")
    t.vanguard(0, ACCEL)
    r = t.hand(0, ACCEL)[0]
    t.deck(0, "Blazeguard Knight", "Ember Lancer")
    g2 = t.at_ride()
    d2 = position_mod.to_dict(g2.state)
    d2["players"]["1"].update(
        {
            "accel": ["A1"],
            "markers": [{"circle": "A1", "kind": "accel", "type": "II"}],
            "gift_types": {"accel": "II"},
        }
    )
    g2 = Game.from_position(position_mod.to_toml(d2))
    r = next(c for c in g2.state.players[0].hand if g2.state.card(c).name == ACCEL)
    ev = act(g2, "ride", card=r)
    assert g2.state.players[0].accel == ("A1", "A2")
    assert "right of the rightmost" in texts(ev)


@pytest.mark.rule("gift.protect", "zone.pseudo-card", "keyword.sentinel")
@pytest.mark.covers("GIFT-001", "GIFT-002", formats=("standard",))
def test_protect_i_is_a_pseudo_card_that_guards_and_then_ceases_to_exist() -> None:
    t = Table("standard")
    t.vanguard(1, "Pyreheart Sovereign Dragon")
    g, vg = _ride_gift(PROTECT, extra=t)
    _take(g, "I")
    (protect,) = [c for c in g.state.players[0].hand if g.state.card(c).name == "Protect"]
    kinds = {(a.kind, a.card) for a in g.legal_actions()}
    assert ("call", protect) not in kinds  # not a unit in hand
    # counted with the hand, and any player may check it there (CR 4.55 §15.2.1.1.1.1)
    opp = g.view(1)["players"][0]
    assert opp["hand_count"] == len(g.state.players[0].hand)
    assert [c for c in opp["hand"] if c.get("iid") == protect][0]["name"] == "Protect"
    _opponent_attacks_vc(g)
    act(g, "guard", card=protect)
    assert where(g, protect) == (0, "guardians")
    # its sentinel ability: discard a card, a unit cannot be hit this battle
    while decision_of(g).kind in ("use-ability", "choose", "order"):
        acts = g.legal_actions()
        act(g, "use") if acts[0].kind in ("use", "decline") else g.apply(acts[0])
    act(g, "end-guard")
    while protect not in g.state.marks.ceased and g.state.decision is not None:
        g.apply(g.legal_actions()[0])
    assert protect in g.state.marks.ceased
    with pytest.raises(KeyError):
        g.state.locate(protect)
    assert any(e.rule == "zone.pseudo-card" and protect in e.cards for e in g.events)


@pytest.mark.rule("gift.protect", "zone.pseudo-card", "text.discard")
@pytest.mark.covers("GIFT-002", formats=("standard",))
def test_a_protect_card_discarded_for_a_cost_ceases_to_exist() -> None:
    g, vg = _ride_gift(PROTECT)
    _take(g, "I")
    (protect,) = [c for c in g.state.players[0].hand if g.state.card(c).name == "Protect"]
    ctx = Ctx(g.state, len(g.events))  # the one path every discard takes
    ctx.move_card(protect, "drop", "discard", "text.discard", "Player 1 discards Protect.")
    assert protect in ctx.state.marks.ceased and protect not in ctx.state.players[0].drop
    # it reached the drop zone first, then ceased (CR 4.55 §15.2.4.2.1)
    assert ctx.events[-1].rule == "zone.pseudo-card" and "passes through" in ctx.events[-1].text


@pytest.mark.rule("gift.protect", "battle.intercept")
@pytest.mark.covers("GIFT-001", "GIFT-002", formats=("standard",))
def test_protect_ii_gives_an_interceptor_10000_shield() -> None:
    t = Table("standard")
    warden = t.rear(0, "FL", "Blazeguard Knight")
    t.vanguard(1, "Pyreheart Sovereign Dragon")
    g, vg = _ride_gift(PROTECT, extra=t)
    _take(g, "II")
    assert "VC" not in {a.circle for a in g.legal_actions()}  # a rear-guard circle only
    act(g, "choose", circle="FL")
    _opponent_attacks_vc(g)
    ev = act(g, "intercept", circle="FL")
    assert "gift.protect" in rules(ev)
    assert stats.shield(g.state, warden) == 5000 + 10000


@pytest.mark.rule("gift.force", "position.setup")
def test_positions_keep_every_gift_fact() -> None:
    g, vg = _ride_gift(ACCEL)
    _take(g, "I")
    d = position_mod.to_dict(g.state)
    back = Game.from_position(position_mod.to_toml(d))
    a, b = g.state.players[0], back.state.players[0]
    assert (a.accel, a.accel_made, a.markers, a.gift_types, a.energy) == (
        b.accel,
        b.accel_made,
        b.markers,
        b.gift_types,
        b.energy,
    )


@pytest.mark.rule("gift.accel")
@pytest.mark.covers("ZONE-016", "ZONE-018", formats=("standard",))
def test_columns_face_each_other_and_accel_circles_pair_first_with_second() -> None:
    # your left column is the opponent's right one; rear-guards share their circle's column
    assert column(0, "FL") == column(0, "BL") == column(1, "FR") == column(1, "BR")
    assert column(0, "VC") == column(1, "BC") == 0
    # one player's first accel circle faces the other's second, the third the fourth
    assert column(0, "A1") == column(1, "A2") and column(1, "A1") == column(0, "A2")
    assert column(0, "A3") == column(1, "A4")
    xs = [column(0, c) for c in ("A3", "A1", "FL", "VC", "FR", "A2", "A4")]
    assert xs == sorted(xs) and len(set(xs)) == len(xs)  # left to right, alternating out


HERALD = "Cinderbreak Accel Herald"


def _accel_board(markers: list[dict[str, str]], accel: list[str]) -> Game:
    """Player 1's main phase: the Herald on VC (two damage to pay with), a unit on each accel
    circle, and the given markers."""
    t = Table("standard")
    t.vanguard(0, HERALD)
    t.damage(0, "Ember Lancer", "Kindlescale Page")
    t.deck(0, "Blazeguard Knight", "Ember Lancer", "Kindlescale Page")
    g = t.at_main()
    d = position_mod.to_dict(g.state)
    side = d["players"]["1"]
    side.update({"accel": accel, "markers": markers, "gift_types": {"accel": "I"}})
    side.setdefault("circles", {})
    for c in accel:
        side["circles"][c] = "Flarewing Skirmisher"
    return Game.from_position(position_mod.to_toml(d))


@pytest.mark.rule("gift.accel")
@pytest.mark.covers("GIFT-002", formats=("standard",))
def test_removing_the_accel_marker_retires_the_unit_and_the_circle_disappears() -> None:
    g = _accel_board(
        [
            {"circle": "A1", "kind": "accel", "type": "I"},
            {"circle": "A1", "kind": "force", "type": "I"},
        ],
        ["A1"],
    )
    unit = g.state.players[0].at("A1")
    assert unit is not None
    herald = g.state.players[0].vanguard
    act(g, "act", card=herald, number=0)
    while g.state.decision is not None and g.state.decision.kind != "main":
        g.apply(g.legal_actions()[0])
    ps = g.state.players[0]
    assert where(g, unit) == (0, "drop")
    assert ps.accel == () and ps.markers == () and ps.accel_made == 1
    assert not ps.has_circle("A1")
    text = texts(g.events)
    assert "has no Accel marker left" in text and "its other markers (Force I) are erased" in text
    # at once, inside the ability: the retirement comes before the power the same ability gives
    i = next(k for k, e in enumerate(g.events) if e.kind == "accel-circle-lost")
    j = next(k for k, e in enumerate(g.events) if e.kind == "power" and e.cards == (herald,))
    assert i < j
    assert "call" not in {a.kind for a in g.legal_actions() if a.circle == "A1"}
    # the lost circle still counts: the next Accel circle is the second one, on the right
    d = position_mod.to_dict(g.state)
    assert d["players"]["1"]["accel_made"] == 1 and "accel" not in d["players"]["1"]
    again = Game.from_position(position_mod.to_toml(d))
    assert again.state.players[0].accel_made == 1


@pytest.mark.rule("gift.accel")
@pytest.mark.covers("GIFT-002", formats=("standard",))
def test_an_accel_circle_with_another_accel_marker_stays() -> None:
    g = _accel_board(
        [
            {"circle": "A1", "kind": "accel", "type": "I"},
            {"circle": "A1", "kind": "accel", "type": "I"},
            {"circle": "A2", "kind": "accel", "type": "I"},
        ],
        ["A1", "A2"],
    )
    a1 = g.state.players[0].at("A1")
    act(g, "act", card=g.state.players[0].vanguard, number=0)
    while g.state.decision is not None and g.state.decision.kind != "main":
        if g.state.decision.kind == "choose" and "Accel marker" in g.state.decision.prompt:
            act(g, "choose", circle="A1")  # the circle with two: one stays
        else:
            g.apply(g.legal_actions()[0])
    ps = g.state.players[0]
    assert ps.accel == ("A1", "A2") and ps.at("A1") == a1
    assert ps.markers.count(("A1", "accel", "I")) == 1


CALLER = "Wishbloom Gift Caller"


def _caller_board(
    side: dict[str, object], *, pool: CardPool | None = None, name: str = CALLER
) -> Game:
    """Player 1's main phase with ``name`` on VC, two damage to pay with, ``FORCE`` in hand
    for a later ride, and the given Standard facts (gift types, the ride lock ...)."""
    t = Table("standard", pool=pool)
    t.vanguard(0, name)
    t.hand(0, FORCE)
    t.damage(0, "Ember Lancer", "Kindlescale Page")
    t.deck(0, "Blazeguard Knight", "Ember Lancer", "Kindlescale Page", "Flarewing Skirmisher")
    g = t.at_main(rode=False)
    d = position_mod.to_dict(g.state)
    d["players"]["1"].update(side)
    return Game.from_position(position_mod.to_toml(d), pool=pool)


def _use(g: Game, vg: int, version: str | None = None) -> None:
    act(g, "act", card=vg, number=0)
    while g.state.decision is not None and g.state.decision.kind != "main":
        if g.state.decision.kind == "confirm" and version is not None:
            act(g, "use" if version == "I" else "decline")
        else:
            g.apply(g.legal_actions()[0])


@pytest.mark.rule("gift.earn", "gift.lock", "gift.accel")
@pytest.mark.covers("GIFT-001", "GIFT-002", formats=("standard",))
def test_a_gift_from_an_effect_is_given_at_once_whatever_kind_the_rides_gave() -> None:
    g = _caller_board({"gift_types": {"force": "I"}})  # rides have given Force: the lock
    assert g.state.players[0].ride_gift == "force"
    vg = g.state.players[0].vanguard
    assert vg is not None
    n = len(g.events)
    _use(g, vg, "II")  # the first Accel: the type is chosen now
    ps = g.state.players[0]
    assert ps.accel == ("A1",) and ("A1", "accel", "II") in ps.markers
    assert dict(ps.gift_types) == {"force": "I", "accel": "II"} and ps.ride_gift == "force"
    new = g.events[n:]
    assert "gift-skipped" not in [e.kind for e in new]
    # given within the ability, before its next effect (the draw), with no check timing
    i = next(k for k, e in enumerate(new) if e.kind == "gift-marker")
    j = next(k for k, e in enumerate(new) if e.kind == "draw" and e.rule == "text.draw")
    assert i < j
    # an effect's gift leaves the ride lock alone: a Force ride still gives Force
    d = position_mod.to_dict(g.state)
    assert "ride_gift" not in d["players"]["1"]  # the default (the first kind) says it
    again = Game.from_position(position_mod.to_toml(d))
    assert again.state.players[0].ride_gift == "force"


@pytest.mark.rule("gift.earn", "gift.lock")
@pytest.mark.covers("GIFT-002", formats=("standard",))
def test_an_effect_gift_first_does_not_lock_out_the_ride_gift() -> None:
    g = _caller_board({})
    vg = g.state.players[0].vanguard
    assert vg is not None
    _use(g, vg, "I")  # Accel I from the effect: no ride gift yet
    ps = g.state.players[0]
    assert ps.ride_gift is None and dict(ps.gift_types) == {"accel": "I"}
    d = position_mod.to_dict(g.state)
    assert d["players"]["1"]["ride_gift"] == ""
    g = Game.from_position(position_mod.to_toml(d))
    assert g.state.players[0].ride_gift is None
    # back to the ride phase of the next turn of Player 1 is long; ride now, from a position
    d["game"].update(phase="ride")
    g = Game.from_position(position_mod.to_toml(d))
    force = next(c for c in g.state.players[0].hand if g.state.card(c).name == FORCE)
    act(g, "ride", card=force)
    _take(g, "I", "VC")
    ps = g.state.players[0]
    assert ("VC", "force", "I") in ps.markers and ps.ride_gift == "force"
    assert "gift-skipped" not in [e.kind for e in g.events]


@pytest.mark.rule("gift.earn", "gift.protect")
@pytest.mark.covers("GIFT-001", formats=("standard",))
def test_an_effect_naming_the_type_uses_it_without_asking() -> None:
    card = make_card(
        "Test Shieldgift Warden",
        "standard",
        [{"type": "ACT", "zones": ["VC"], "effect": [{"do": "get-gift", "name": "protect I"}]}],
    )
    pool = pool_with(card)
    g = _caller_board({"gift_types": {"protect": "II"}}, pool=pool, name=card.name)
    vg = g.state.players[0].vanguard
    assert vg is not None
    hand = len(g.state.players[0].hand)
    act(g, "act", card=vg, number=0)
    ps = g.state.players[0]
    assert len(ps.hand) == hand + 1 and g.state.card(ps.hand[-1]).name == "Protect"
    assert dict(ps.gift_types) == {"protect": "II"}  # the player's own type is unchanged
    assert g.state.decision is not None and g.state.decision.kind == "main"
