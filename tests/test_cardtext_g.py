"""The G era's and Legion's lines read from printed text (issue #21): a G unit's ``[Stride]``
line, a G guardian's ``[G Guardian]`` line and a legion leader's Legion line are rule lines
(each states the rule the engine applies to a card of that type, checked against it), the
Generation Break reminder is read whole, and "if this unit is [Legion]" is a condition. Every
card here is invented, written in the official templates; each line is compiled, explained and
played in a built position."""

from __future__ import annotations

from typing import Any

import pytest
from builders import Table, act, power, where

from vgwidget.cards.fields import card_fields
from vgwidget.cardtext import (
    CardTextError,
    compile,
    compile_card,
    explain,
    render,
    stated_legion_mate,
    stated_types,
)
from vgwidget.engine import flow
from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game
from vgwidget.engine.procedures.stride import generation_break

VG1 = "Aurelio the Radiant Lanternlord"  # teaching pool: grade 3, 11000
VG2 = "Vessaline the Tempest Corsair Queen"  # teaching pool: grade 3, 11000
HEAL = "Galley Medic"  # teaching pool: a heal trigger

STEP = "-Stride Step-"
COST_A = ("[Choose one or more cards with the sum of their grades being 3 or greater from your "
          "hand, and discard them] [Stride]")  # fmt: skip
COST_B = "[COST]" + COST_A
COST_C = ("[COST][Choose one or more cards from hand with the sum of their grades being 3 or "
          "greater, and discard them], and [Stride]")  # fmt: skip
TAIL = " this card on your (VC) from face down."
RELEASED = " ".join(("(Released when", "both players' vanguards", "are grade 3 or greater!)"))
HEART_A = " " + " ".join(
    ("(When this card strides,", "it gains the power and card name", "of one heart.",
     "At the end of the turn,", "return it face up)")
)  # fmt: skip
HEART_B = " " + " ".join(
    ("(When you stride,", "your original vanguard", "becomes a heart card,",
     "and this unit gets that card's", "[Power] and card name.", "At the end of the turn,",
     "return this unit face up)")
)  # fmt: skip
STRIDE = "[Stride]" + STEP + COST_A + TAIL
STRIDES = [
    "[Stride]" + STEP + c + TAIL + m
    for c in (COST_A, COST_B, COST_C)
    for m in ("", HEART_A, HEART_B)
] + ["[Stride]" + RELEASED + STEP + c + TAIL for c in (COST_A, COST_B, COST_C)]

GG_OPEN = "[G Guardian]-Opponent Turn's Guard Step-"
GG_USABLE = ("[G Guardian](Usable when both fighters' vanguards are grade 3 or greater, and the "
             "number of face up G guardians in your G zone is three or less)-Opponent Turn's "
             "Guard Step-")  # fmt: skip
GG_COSTS = [
    '[Choose a card with "[Heal] Heal" from your hand, and discard it] Call',
    '[COST][Choose a card with "[Heal] Heal" from your hand, and discard it] Call',
    '[COST][Choose a card with "[Heal] Heal" from your hand, and discard it], and call',
    "[COST][Discard a card with [Heal] from your hand], and call",
    "[COST][Discard a card with [Heal] from hand], and call",
    "[COST][Choose a [Heal] trigger from your hand, and discard it], and call",
]
GG_TAIL = " this card to your (GC) from face down."
G_GUARDIANS = [o + c + GG_TAIL for o in (GG_OPEN, GG_USABLE) for c in GG_COSTS]

LEGION = ("[ACT](VC):[Legion 22000]\"Brasswing Lantern Squire\"(If your opponent's vanguard is "
          "grade 3 or greater, this unit may return four cards from your drop zone into your "
          "deck once, search your deck for the specified card, and Legion)")  # fmt: skip
GB_LONG = ("(This ability is active if you have {n} or more face up G units in total on your "
           "(VC) or G zone)")  # fmt: skip
GB_SHORT = "(Active if you have {n} or more face up G units in total on your (VC) or G zone)"


def text_card(name: str, ctype: str, text: str, **kw: Any) -> Card:
    """An invented text-only card of the G era (Premium)."""
    base: dict[str, Any] = {
        "id": f"TEST-{name.replace(' ', '-').upper()}",
        "name": name,
        "type": ctype,
        "grade": 4 if ctype.startswith("g-") else 3,
        "power": 15000 if ctype == "g-unit" else 0 if ctype == "g-guardian" else 11000,
        "shield": 15000 if ctype == "g-guardian" else None,
        "formats": ["premium"],
        "clan": "Lanternguard",
        "text": text,
    }
    base.update(kw)
    return Card.from_dict(base)


def bare(recs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Records without their own printed text (the renderer writes the template's words)."""
    return [{k: v for k, v in r.items() if k != "text"} for r in recs]


def pool_of(*cards: Card) -> CardPool:
    return default_pool().with_cards(list(cards))


def start(t: Table, *, phase: str, step: str = "", face_up: tuple[int, ...] = ()) -> Game:
    """Player 1's turn 3 from the built position at ``phase``/``step``."""
    t.turn_flags.add("ride")
    s = t.state(turn=3, player=0, phase=phase, step=step,
                tasks=list(flow.resume(t.fmt, phase, step)))  # fmt: skip
    if face_up:
        s = s._replace(marks=s.marks._replace(face_up=frozenset(face_up)))
    g = Game(s, seed=0)
    g._advance(None)
    return g


def _fields(a: Action) -> dict[str, Any]:
    return {
        k: v for k, v in a._asdict().items() if k not in ("kind", "player") and v not in (None, ())
    }


# ------------------------------------------------------------------------------ the Stride line
@pytest.mark.rule("stride.procedure")
@pytest.mark.parametrize("text", STRIDES)
def test_stride_line_in_each_spelling_is_a_rule_line_with_no_ability(text: str) -> None:
    """STRIDE-002/006: the line states the stride rule the engine applies to every G unit."""
    assert compile(text) == []
    said = explain(text)
    assert said.startswith("Rule line:") and "[stride.procedure]" in said
    assert "grades add up to 3 or more" in said
    assert stated_types(text) == [("stride", ("g-unit",))]


@pytest.mark.rule("stride.procedure", "stride.cost")
def test_stride_line_on_an_invented_g_unit_strides_it_and_its_attack_ability_plays() -> None:
    """STRIDE-005/007/012: the text-only G unit strides by the rule its line states; its other
    ability is read and played (+5000 on attacking)."""
    text = (STRIDE + "\n[AUTO](VC):When this unit attacks, this unit gets [Power]+5000 until end "
            "of that battle.")  # fmt: skip
    gu_card = text_card("Halcyon Gearwing Overlord", "g-unit", text)
    assert len(gu_card.abilities) == 1 and gu_card.abilities[0].timing == "attacks"
    t = Table("premium", pool=pool_of(gu_card))
    vg = t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gu,) = t._add(0, "gzone", [gu_card.name])
    (g3,) = t.hand(0, VG1)
    g = start(t, phase="ride", step="stride")
    assert Action("stride", 0, card=gu, cards=(g3,)) in g.legal_actions()
    act(g, "stride", card=gu, cards=(g3,))
    assert g.state.players[0].vanguard == gu and g.state.players[0].heart == (vg,)
    assert where(g, g3) == (0, "drop")
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    assert power(g, gu) == 15000 + 11000 + 5000


@pytest.mark.rule("stride.cost")
@pytest.mark.parametrize("n", [2, 6])
def test_stride_line_with_another_cost_is_refused_naming_the_rule_it_differs_from(n: int) -> None:
    """STRIDE-006: a stride for grades adding up to another number is not the engine's rule."""
    text = STRIDE.replace("being 3", f"being {n}")
    with pytest.raises(CardTextError) as info:
        compile(text)
    err = info.value
    assert err.position == 0 and err.phrase.startswith("[Stride]-Stride Step-")
    assert f"states {n} where the rule the engine applies says 3" in str(err)
    reading = compile_card(text + "\n[AUTO](VC):When this unit attacks, draw a card.",
                           unread="manual")  # fmt: skip
    assert reading.abilities[0]["manual"] is True and reading.abilities[1].get("manual") is None


@pytest.mark.rule("stride.condition")
def test_stride_line_released_at_another_grade_is_refused() -> None:
    """STRIDE-002: the release condition must be both vanguards grade 3."""
    text = "[Stride]" + RELEASED.replace("grade 3", "grade 2") + STEP + COST_A + TAIL
    with pytest.raises(CardTextError, match="states 2, 3 where the rule the engine applies"):
        compile(text)


@pytest.mark.rule("stride.procedure")
@pytest.mark.parametrize(
    ("text", "mechanic"),
    [
        ("[Ultimate Stride]" + STEP + "[COST][Choose a card with the same card name as your "
         "vanguard from your hand, and discard it] [Stride]" + TAIL, "Ultimate Stride"),
        ("[Stride]" + STEP + "[COST][Discard a card with the same card name as a card on your "
         "(VC)] [Stride]" + TAIL, "a stride cost or condition other than"),
        ("[Stride]" + STEP + "[Choose one or more cards with the sum of their grade being 3 or "
         "greater from your hand, and discard them] [Stride]" + TAIL,
         "a stride cost or condition other than"),
    ],
)  # fmt: skip
def test_stride_lines_the_engine_does_not_apply_name_the_mechanic(text: str, mechanic: str) -> None:
    """An Ultimate Stride, a stride with its own cost, a misspelt cost: refused, never read as
    the rule."""
    with pytest.raises(CardTextError) as info:
        compile(text)
    assert mechanic in str(info.value) and "does not have" in str(info.value)
    assert info.value.position == 0 and info.value.phrase.endswith("Stride]")


@pytest.mark.rule("stride.procedure")
def test_stride_line_on_a_card_that_is_no_g_unit_is_refused() -> None:
    """The line is the rule of a G unit, which the engine applies by card type."""
    with pytest.raises(CardDataError, match="prints a stride line, the rule of a g-unit"):
        text_card("Lanternlit Pretender", "normal-unit", STRIDE, shield=5000)


# ------------------------------------------------------------------------- the G Guardian line
@pytest.mark.rule("g.guardian")
@pytest.mark.parametrize("text", G_GUARDIANS)
def test_g_guardian_line_in_each_spelling_is_a_rule_line(text: str) -> None:
    """GUARD-021/022: the line states the G guardian's call the engine applies to its type."""
    assert compile(text) == []
    said = explain(text)
    assert said.startswith("Rule line:") and "[g.guardian]" in said
    assert stated_types(text) == [("g-guardian", ("g-guardian",))]


@pytest.mark.rule("g.guardian")
def test_g_guardian_line_on_an_invented_g_guardian_calls_it_for_a_heal_trigger() -> None:
    """GUARD-021: the text-only G guardian is called from the G zone for a heal trigger."""
    gg_card = text_card("Brasshelm Bulwark Colossus", "g-guardian", G_GUARDIANS[0])
    assert gg_card.abilities == ()
    t = Table("premium", pool=pool_of(gg_card))
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gg,) = t._add(1, "gzone", [gg_card.name])
    (heal,) = t.hand(1, HEAL)
    g = start(t, phase="battle")
    act(g, "attack", circle="VC", target="VC")
    while g.decision is not None and g.decision["kind"] != "guard":
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind == "no-boost"), acts[0])
        act(g, pick.kind, **_fields(pick))
    assert Action("g-guardian", 1, card=gg, cards=(heal,)) in g.legal_actions()
    act(g, "g-guardian", card=gg, cards=(heal,))
    assert where(g, gg) == (1, "guardians") and where(g, heal) == (1, "drop")
    assert power(g, g.state.players[1].vanguard) == 11000 + 15000


@pytest.mark.rule("g.guardian")
def test_g_guardian_line_with_another_limit_or_on_a_g_unit_is_refused() -> None:
    """GUARD-022: at most three face-up G guardians; the line is a G guardian's rule only."""
    with pytest.raises(CardTextError, match="where the rule the engine applies says 3"):
        compile(G_GUARDIANS[6].replace("is three or less", "is four or less"))
    with pytest.raises(CardDataError, match="the rule of a g-guardian"):
        text_card("Brasshelm Misfiled Colossus", "g-unit", G_GUARDIANS[1])
    with pytest.raises(CardTextError) as info:
        compile(GG_OPEN + "[COST][Discard a card from your hand], and call" + GG_TAIL)
    assert "G guardian call with a cost or condition other" in str(info.value)


# ------------------------------------------------------------------ the Generation Break reminder
GB_ATTACK = ("[AUTO](VC)[Generation Break 1]{r}:When this unit attacks, this unit gets "
             "[Power]+4000 until end of that battle.")  # fmt: skip


@pytest.mark.rule("keyword.generation-break", "text.reminder")
@pytest.mark.parametrize("reminder", [GB_LONG, GB_SHORT])
def test_generation_break_reminder_with_its_own_vc_is_read_whole(reminder: str) -> None:
    """KEYWORD-008: the reminder counts face-up G units on (VC) and in the G zone; the "(VC)"
    inside it does not end it."""
    text = GB_ATTACK.format(r=reminder.format(n="one"))
    (rec,) = compile(text)
    assert rec["condition"] == [{"generation-break": 1}] and rec["timing"] == "attacks"
    assert "reminder text: explains, changes nothing [text.reminder]" in explain(text)
    assert bare(compile(render([rec]))) == bare([rec])


@pytest.mark.rule("keyword.generation-break")
def test_generation_break_reminder_played_with_and_without_a_face_up_g_unit() -> None:
    """KEYWORD-008: with one face-up G unit in the G zone the ability gives +4000; without, not."""
    text = GB_ATTACK.format(r=GB_SHORT.format(n="one"))
    probe = text_card("Lanternwake Herald", "normal-unit", text, shield=5000)
    spare = text_card("Halcyon Spare Overlord", "g-unit", STRIDE)
    for up in (True, False):
        t = Table("premium", pool=pool_of(probe, spare))
        vg = t.vanguard(0, probe.name)
        t.vanguard(1, VG2)
        (gu,) = t._add(0, "gzone", [spare.name])
        g = start(t, phase="battle", face_up=(gu,) if up else ())
        assert generation_break(g.state, 0) == (1 if up else 0)
        act(g, "attack", circle="VC", target="VC")
        assert power(g, vg) == 11000 + (4000 if up else 0)


@pytest.mark.rule("keyword.generation-break")
def test_generation_break_reminder_with_another_number_is_refused() -> None:
    text = GB_ATTACK.format(r=GB_LONG.format(n="two"))
    with pytest.raises(CardTextError) as info:
        compile(text)
    assert "the reminder text says 2, the marker 1" in str(info.value)
    assert info.value.position == text.index("(This ability")


# ------------------------------------------------------------------------------------- Legion
LEADER_TEXT = (LEGION + "\n[AUTO](VC):When this unit attacks a vanguard, if this unit is "
               "[Legion], this unit gets [Power]+6000 until end of that battle.")  # fmt: skip
MATE = "Brasswing Lantern Squire"


@pytest.mark.rule("legion.procedure", "legion.unit")
def test_legion_line_is_a_rule_line_and_the_legion_condition_compiles() -> None:
    """LEGION-002/003: the Legion line states the rule the engine plays by ``legion_mate``."""
    recs = compile(LEADER_TEXT)
    assert recs == [
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "attacks",
            "condition": [{"attacking-vanguard": True}, {"in-legion": True}],
            "effect": [{"do": "power", "amount": 6000, "until": "battle"}],
            "text": LEADER_TEXT.split("\n")[1],
        }
    ]
    said = explain(LEADER_TEXT)
    assert "[legion.procedure]" in said and '"if this unit is [Legion]"' in said
    assert "[legion.unit]" in said
    assert bare(compile(render(recs))) == bare(recs)
    assert stated_legion_mate(LEADER_TEXT) == MATE


def _legion_game(with_legion: bool) -> tuple[Game, int]:
    leader = text_card("Brasswing Lantern Marshal", "normal-unit", LEADER_TEXT,
                       formats=["classic"], legion_mate=MATE, shield=None)  # fmt: skip
    mate = text_card(MATE, "normal-unit", "", formats=["classic"], power=9000, shield=5000)
    t = Table("classic", pool=pool_of(leader, mate))
    lead = t.vanguard(0, leader.name)
    t.vanguard(1, VG2)
    t.drop(0, *["Lanternguard Squire"] * 4)
    t.deck_top(0, "Gleamhelm Scout", MATE)
    g = t.at_main()
    if with_legion:
        act(g, "legion", card=lead)
        while g.decision is not None and g.decision["kind"] == "legion-return":
            act(g, "legion-return", card=g.legal_actions()[0].card)
        pick = next(a for a in g.legal_actions() if a.card is not None)
        act(g, "choose", card=pick.card)
        assert len(g.state.players[0].legion) == 1
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    return g, lead


@pytest.mark.rule("legion.unit", "legion.procedure")
def test_legion_condition_played_in_legion_and_alone() -> None:
    """LEGION-001/005: in legion the leader's attack adds the mate's power and its own +6000;
    alone, "if this unit is [Legion]" does not hold."""
    g, lead = _legion_game(True)
    assert power(g, lead) == 11000 + 9000 + 6000
    g, lead = _legion_game(False)
    assert power(g, lead) == 11000


@pytest.mark.rule("legion.procedure")
def test_legion_line_must_name_the_cards_legion_mate_and_state_grade_3() -> None:
    with pytest.raises(CardDataError, match='give "legion_mate": "Brasswing Lantern Squire"'):
        text_card("Brasswing Mateless Marshal", "normal-unit", LEGION, formats=["classic"],
                  shield=None)  # fmt: skip
    with pytest.raises(CardTextError, match="states grade 2 where the rule"):
        compile(LEGION.replace("grade 3", "grade 2"))
    with pytest.raises(CardTextError):
        compile(LEGION.replace("return four cards", "return five cards"))


@pytest.mark.rule("legion.unit")
def test_legion_condition_misspelt_is_refused_with_a_did_you_mean() -> None:
    text = ("[AUTO](VC):When this unit attacks a vanguard, if this unit is [Legoin], this unit "
            "gets [Power]+6000 until end of that battle.")  # fmt: skip
    with pytest.raises(CardTextError) as info:
        compile(text)
    err = info.value
    assert err.position == text.index("if this unit")
    assert err.phrase.startswith("if this unit is [Legoin]")
    assert "if this unit is [Legion]" in str(err)


@pytest.mark.rule("legion.procedure")
def test_legion_line_without_its_reminder_and_with_the_short_drop_wording() -> None:
    """LEGION-003: some lists print the Legion line without its reminder, or say "your drop"."""
    short = '[ACT](VC):[Legion 20000]"Brasswing Lantern Squire"'
    text = short + "\n[AUTO](VC):When this unit attacks, draw a card."
    assert [r["timing"] for r in compile(text)] == ["attacks"]
    assert stated_legion_mate(text) == MATE
    drop = LEGION.replace("your drop zone into", "your drop into")
    assert compile(drop) == [] and stated_legion_mate(drop) == MATE


@pytest.mark.rule("legion.procedure")
def test_legion_line_naming_two_mates_is_refused_and_names_no_mate() -> None:
    """A line offering two mates is not the template the engine plays (one ``legion_mate``)."""
    text = '[ACT](VC):[Legion 20000]"Brasswing Lantern Squire" or "Brasswing Lamp Page"'
    with pytest.raises(CardTextError) as info:
        compile(text + "\n[AUTO](VC):When this unit attacks, draw a card.")
    assert info.value.phrase.startswith('or "Brasswing Lamp Page"')
    assert stated_legion_mate(text) is None


@pytest.mark.rule("g.deck")
def test_main_deck_reminder_is_a_g_deck_rule_line_for_g_units_only() -> None:
    """A G unit or G guardian is kept in the G deck: its reminder holds no ability."""
    text = "(This card cannot be in your main deck)\n" + STRIDE
    assert compile(text) == []
    assert "[g.deck]" in explain(text)
    assert text_card("Halcyon Deckbound Overlord", "g-unit", text).abilities == ()
    gg = "(This card cannot be in your main deck)\n" + G_GUARDIANS[0]
    assert text_card("Brasshelm Deckbound Colossus", "g-guardian", gg).type == "g-guardian"
    with pytest.raises(CardDataError, match="rule of a g-unit or g-guardian"):
        text_card("Lanternlit Stowaway", "normal-unit", "(This card cannot be in your main deck)",
                  shield=5000)  # fmt: skip


@pytest.mark.rule("stride.cost")
def test_a_card_that_changes_the_stride_cost_is_refused_naming_it() -> None:
    """(A card counting a higher grade is read: tests/test_cardtext_stride.py.)"""
    text = ("[CONT](VC):While you are paying the cost for [Stride], the cards in your hand get "
            "grade +1.")  # fmt: skip
    with pytest.raises(CardTextError, match="a change to how the stride cost is paid"):
        compile(text)


# ------------------------------------------------------------------------------ the G zone cost
G_COST = ("[AUTO](VC)[Generation Break 1]:When this unit attacks, [COST][Choose a face down card "
          "from your G zone, and turn it face up], this unit gets [Power]+10000 until end of that "
          "battle.")  # fmt: skip


def _g_cost_game(spares: int) -> tuple[Game, int, list[int]]:
    """Player 1 strides a text-only G unit carrying ``G_COST`` with ``spares`` more face-down
    G units in the G zone, and attacks with it: (game, G unit, the spares)."""
    gu_card = text_card("Halcyon Gearwing Sovereign", "g-unit", STRIDE + "\n" + G_COST)
    spare = text_card("Halcyon Spare Overlord", "g-unit", STRIDE)
    t = Table("premium", pool=pool_of(gu_card, spare))
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    (gu,) = t._add(0, "gzone", [gu_card.name])
    rest = t._add(0, "gzone", [spare.name] * spares)
    (g3,) = t.hand(0, VG1)
    g = start(t, phase="ride", step="stride")
    act(g, "stride", card=gu, cards=(g3,))
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    for _ in range(20):
        d = g.decision
        if d is None or d["kind"] in ("guard", "boost") or g.state.battle is None:
            break
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("use", "choose", "resolve", "pay")), None)
        if pick is None:
            break
        act(g, pick.kind, **_fields(pick))
    return g, gu, rest


@pytest.mark.rule("cost.g-zone-face-up", "keyword.generation-break")
def test_g_zone_cost_turns_a_face_down_g_unit_face_up_and_pays_the_ability() -> None:
    """The cost turns one face-down G zone card face up (public, and one more for Generation
    Break); the ability's effect then applies."""
    (rec,) = compile(G_COST)
    assert rec["cost"] == [{"g-face-up": 1}]
    assert "[cost.g-zone-face-up]" in explain(G_COST)
    assert bare(compile(render([rec]))) == bare([rec])
    g, gu, (spare,) = _g_cost_game(1)
    assert spare in g.state.face_up and where(g, spare) == (0, "gzone")
    assert generation_break(g.state, 0) == 2
    assert power(g, gu) == 15000 + 11000 + 10000
    paid = [e for e in g.events if e.rule == "cost.g-zone-face-up"]
    assert len(paid) == 1 and "turned face up in the G zone" in paid[0].text


@pytest.mark.rule("cost.g-zone-face-up")
def test_g_zone_cost_cannot_be_paid_without_a_face_down_card() -> None:
    g, gu, rest = _g_cost_game(0)
    assert rest == [] and generation_break(g.state, 0) == 1
    assert power(g, gu) == 15000 + 11000
    assert not any(e.rule == "cost.g-zone-face-up" for e in g.events)


@pytest.mark.rule("cost.g-zone-face-up")
@pytest.mark.parametrize(
    ("cost", "n"),
    [
        ("Choose two face down cards from your G zone, and turn them face up", 2),
        ("turn a card from your G zone face up", 1),
        ("Turn a card from G zone face up", 1),
    ],
)
def test_g_zone_cost_spellings(cost: str, n: int) -> None:
    text = f"[ACT](VC)[1/Turn]:[COST][Counter-Blast 1 & {cost}], draw a card."
    (rec,) = compile(text)
    assert rec["cost"] == [{"counter-blast": 1}, {"g-face-up": n}]
    assert bare(compile(render([rec]))) == bare([rec])


@pytest.mark.rule("cost.g-zone-face-up")
def test_g_zone_costs_the_engine_does_not_pay_are_refused_naming_them() -> None:
    """(The plain "… with the same card name as this unit …" cost is paid:
    tests/test_cardtext_stride.py; one joined to another cost in one clause is not.)"""
    text = ("[ACT](VC):[COST][Choose a face down card with the same card name as this unit from "
            "your G zone, turn it face up, and retire this unit], draw a card.")  # fmt: skip
    with pytest.raises(CardTextError, match="only cards of this unit's name may pay"):
        compile(text)
    misspelt = ("[ACT](VC):[COST][Choose a face down card from your G zon, and turn it face up], "
                "draw a card.")  # fmt: skip
    with pytest.raises(CardTextError) as info:
        compile(misspelt)
    assert info.value.position == misspelt.index("Choose")
    assert "Choose a face down card from your G zone, and turn it face up" in str(info.value)


# ------------------------------------------------------------------- Card Game Simulator fields
def _cgs(kind: str, text: str, **kw: Any) -> dict[str, Any]:
    """One invented entry of a Card Game Simulator list."""
    card = {"name": "Halcyon Listed Wyrm", "number": "G-XX01/001EN", "type": kind, "grade": 4,
            "power": 15000, "clan": "Lanternguard", "effect": text}  # fmt: skip
    card.update(kw)
    return card_fields(card, text)


@pytest.mark.rule("stride.procedure", "g.guardian", "legion.procedure")
def test_import_reads_the_card_type_and_legion_mate_from_the_rule_lines() -> None:
    """A "G Unit" of the list is a G guardian when it prints the G Guardian line, and stays a
    G unit when it prints a stride line and only mentions G guardians in an ability; a Legion
    line fills ``legion_mate``."""
    mention = (STRIDE + "\n[AUTO](VC):When this unit attacks, if your opponent has a [G Guardian] "
               "on (GC), draw a card.")  # fmt: skip
    assert _cgs("G Unit", mention)["type"] == "g-unit"
    assert _cgs("G Unit", G_GUARDIANS[2], power=0, shield=15000)["type"] == "g-guardian"
    leader = _cgs("Normal Unit", LEADER_TEXT, number="BT99/001EN", grade=3, power=11000)
    assert leader["legion_mate"] == MATE
    card = Card.from_dict(leader)
    assert card.legion_mate == MATE and [a.timing for a in card.abilities] == ["attacks"]
