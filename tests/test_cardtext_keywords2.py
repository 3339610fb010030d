"""Issue #21, family "keywords2": the Standard condition "if you persona rode this turn",
keyword conditions printed before an ability's colon, and the erratum notes of the Card Game
Simulator list. Every card here is invented, written in the official templates; each phrase is
compiled (its record asserted), explained, rendered back and played on a board."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from builders import Table, act, make_card, pool_with, power

from vgwidget.cards import import_cgs
from vgwidget.cardtext import CardTextError, compile, compile_card, explain, render
from vgwidget.engine.cards import Card
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game

PERSONA = "Skyrend Blaze Monarch"
"""A teaching-pool grade 3 with the Persona Ride icon."""
PROBE = "Wispfen Lanternkeeper"

# ------------------------------------------------------------------ if you persona rode
RODE_CONT = "[CONT](RC):If you persona rode this turn, this unit gets [Power] +6000."
RODE_AUTO = (
    "[AUTO]:When this unit is placed on (RC), if you persona rode this turn, [Soul-Charge 2]."
)


@pytest.mark.rule("text.persona-rode")
def test_text_persona_rode_condition_is_compiled_explained_and_rendered_back() -> None:
    """text.persona-rode: the condition is a record of its own, cited by its rule."""
    (rec,) = compile(RODE_CONT, era="standard")
    assert rec["condition"] == [{"persona-rode": True}]
    assert rec["effect"] == [{"do": "power", "amount": 6000}]
    assert "[text.persona-rode]" in explain(RODE_CONT, era="standard")
    written = render(rec)
    assert compile(written, era="standard") == [{**rec, "text": written}]
    (auto,) = compile(RODE_AUTO, era="standard")
    assert auto["timing"] == "placed-on-rc" and auto["condition"] == [{"persona-rode": True}]
    written = render(auto)
    assert compile(written, era="standard") == [{**auto, "text": written}]


def _ride_board(ridden: str) -> tuple[Game, dict[str, int]]:
    """Player 1's ride phase: the vanguard is ``ridden``, the hand holds a second persona card,
    the CONT probe stands on the back row (no persona front-row bonus there) and an AUTO probe
    waits in the hand."""
    cont = make_card(PROBE, "standard", compile(RODE_CONT, era="standard"), grade=1, power=7000)
    auto = make_card("Wispfen Bellringer", "standard", compile(RODE_AUTO, era="standard"),
                     grade=1, power=6000)  # fmt: skip
    t = Table("standard", pool=pool_with(cont, auto))
    t.vanguard(0, ridden)
    ids = {"rider": t.hand(0, PERSONA)[0], "cont": t.rear(0, "BR", PROBE),
           "auto": t.hand(0, "Wispfen Bellringer")[0]}  # fmt: skip
    t.deck(0, "Blazeguard Knight", "Scorchmane Raider", "Ember Lancer", "Kindlescale Page")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain")
    return t.at_ride(), ids


def _to_main(g: Game) -> None:
    """Take the offered choices (the ridden card's gift) until the main phase."""
    for _ in range(10):
        d = g.state.decision
        if d is not None and d.kind == "main":
            return
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind == "decline"), None) or next(
            (a for a in acts if a.kind == "choose"), acts[0]
        )
        g.apply(pick)
    raise AssertionError("the main phase never came")


@pytest.mark.rule("text.persona-rode", "keyword.persona-ride")
def test_text_persona_rode_holds_after_a_persona_ride_for_cont_and_auto() -> None:
    """text.persona-rode: after a persona ride the CONT bonus applies on the back row, and a
    unit called later that turn resolves its placed ability (two soul charges)."""
    g, ids = _ride_board(PERSONA)
    assert power(g, ids["cont"]) == 7000
    act(g, "ride", card=ids["rider"])
    _to_main(g)
    assert "persona-ride" in g.state.turn_flags
    assert power(g, ids["cont"]) == 7000 + 6000
    soul = len(g.state.players[0].soul)
    act(g, "call", card=ids["auto"], circle="BL")
    for _ in range(6):
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("use", "resolve", "choose")), None)
        if pick is None:
            break
        g.apply(pick)
    assert len(g.state.players[0].soul) == soul + 2


@pytest.mark.rule("text.persona-rode")
def test_text_persona_rode_does_not_hold_after_a_ride_of_another_name() -> None:
    """text.persona-rode: a ride over a vanguard of another name is no persona ride."""
    g, ids = _ride_board("Pyreheart Sovereign Dragon")
    act(g, "ride", card=ids["rider"])
    _to_main(g)
    assert "persona-ride" not in g.state.turn_flags
    assert power(g, ids["cont"]) == 7000
    soul = len(g.state.players[0].soul)
    act(g, "call", card=ids["auto"], circle="BL")
    assert len(g.state.players[0].soul) == soul
    assert g.state.pending == ()


@pytest.mark.rule("text.persona-rode")
def test_text_persona_rode_is_the_owners_own_ride_only() -> None:
    """text.persona-rode: the opponent's persona ride is not yours (the turn is theirs)."""
    cont = make_card(PROBE, "standard", compile(RODE_CONT, era="standard"), grade=1, power=7000)
    t = Table("standard", pool=pool_with(cont))
    t.vanguard(1, PERSONA)
    rider = t.hand(1, PERSONA)[0]
    t.vanguard(0, "Cinder Drake Warden")
    probe = t.rear(0, "BR", PROBE)
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain")
    t.deck(0, "Blazeguard Knight", "Scorchmane Raider")
    g = t.at_ride(player=1)
    act(g, "ride", card=rider)
    _to_main(g)
    assert "persona-ride" in g.state.turn_flags
    assert power(g, probe) == 7000


@pytest.mark.parametrize("text, phrase", [
    ("[CONT](RC):If you persona rides this turn, this unit gets [Power] +6000.", "persona"),
    ("[CONT](RC):If you persona rode last turn, this unit gets [Power] +6000.", "persona"),
])  # fmt: skip
def test_text_persona_rode_near_misspellings_are_refused(text: str, phrase: str) -> None:
    """text.persona-rode: only the printed wording is read; a near miss stays manual."""
    with pytest.raises(CardTextError) as err:
        compile(text, era="standard")
    assert phrase in err.value.phrase
    assert any("persona rode this turn" in s for s in err.value.expected)
    reading = compile_card(text, unread="manual")
    assert reading.abilities[0].get("manual")


# ------------------------------------------------------------------ the list's erratum notes
def _cgs_unit(number: str, effect: str) -> dict[str, object]:
    return {"name": "Mistral Ledger Keeper", "number": number, "type": "Normal Unit",
            "clan": "Stoicheia", "grade": 1, "power": 8000, "shield": 5000,
            "effect": effect}  # fmt: skip


NOTE_TEXT = "[AUTO](RC):When this unit attacks, this unit gets [Power] +3000 until end of turn."


@pytest.mark.parametrize("note", ["Updated: Text", "Updated: Shield, Trigger, Text",
                                  "Updated:Shield,Trigger"])  # fmt: skip
def test_cgs_list_update_note_is_set_aside_as_a_note_and_the_text_is_read(
    tmp_path: Path, note: str
) -> None:
    """A list's "Updated: …" first line is an erratum note of the list, not printed text: the
    importer keeps it on the card as a note, compiles the rest, and a reprint without the note
    is the same card."""
    (tmp_path / "sets").mkdir()
    cards = [_cgs_unit("D-ZZ77/001EN", note + "\n" + NOTE_TEXT),
             _cgs_unit("D-ZZ77/001RE", NOTE_TEXT)]  # fmt: skip
    (tmp_path / "sets" / "1.json").write_text(json.dumps(cards), encoding="utf-8")
    res = import_cgs(tmp_path, progress=False)
    assert res.report.problems == [] and res.report.reprints == 1
    card = res.pool["Mistral Ledger Keeper"]
    assert card.notes == (note,)
    assert card.text == NOTE_TEXT
    assert res.report.abilities_read == 1 and res.report.abilities_manual == 0
    (ab,) = card.abilities
    assert ab.timing == "attacks"
    assert res.entries[0]["notes"] == [note]


def test_cgs_update_words_inside_a_text_are_not_a_note(tmp_path: Path) -> None:
    """Only a whole first line "Updated: Field, Field" is a note; the same word elsewhere is
    text (here an ability the compiler does not read: kept manual, never lost)."""
    (tmp_path / "sets").mkdir()
    text = NOTE_TEXT + "\nUpdated: this unit hums."
    cards = [_cgs_unit("D-ZZ77/002EN", text)]
    (tmp_path / "sets" / "1.json").write_text(json.dumps(cards), encoding="utf-8")
    res = import_cgs(tmp_path, progress=False)
    card = res.pool["Mistral Ledger Keeper"]
    assert card.notes == ()
    assert "Updated: this unit hums." in card.text
    assert res.report.abilities_manual == 1


def test_card_notes_must_be_strings() -> None:
    """A card's notes field is a list of strings."""
    with pytest.raises(CardDataError, match="notes"):
        Card.from_dict({"id": "ZZ-1", "name": "Mistral Ledger Keeper", "notes": [3]})


# ------------------------------------------------------------------ Ritual N and Brave
RITUAL_CONT = (
    "[CONT](RC)Ritual 2 (Active if there are two or more grade 1 cards in your drop zone):"
    "This unit gets [Power] +3000."
)
BRAVE_ACT = "[ACT](VC)[1/Turn]Brave:[COST][Soul-Blast 1], draw a card."


@pytest.mark.rule("keyword.ritual", "keyword.brave")
@pytest.mark.parametrize(
    "text, cond",
    [
        (RITUAL_CONT, {"ritual": 2}),
        ("[CONT](RC)Ritual 4:This unit gets [Power] +3000.", {"ritual": 4}),
        ("[CONT](RC)Ritual 3 (Active if there are three or more grade 1 cards in your drop):"
         "This unit gets [Power] +3000.", {"ritual": 3}),
        ("[CONT](RC)Ritual 1 (Active if there is a grade 1 card in your drop zone):This unit "
         "gets [Power] +3000.", {"ritual": 1}),
        ("[CONT](RC)Brave (Active when you have three or less cards in your hand):This unit "
         "gets [Power] +3000.", {"brave": True}),
        ("[CONT](RC)Brave (This ability is active when you have three or less cards in your "
         "hand):This unit gets [Power] +3000.", {"brave": True}),
        (BRAVE_ACT, {"brave": True}),
    ],
)  # fmt: skip
def test_keyword_ritual_and_brave_are_active_conditions_of_the_head(
    text: str, cond: dict[str, object]
) -> None:
    """keyword.ritual / keyword.brave: the keyword (with or without its reminder) is the
    ability's active condition; explained with its rule and rendered back."""
    (rec,) = compile(text, era="premium")
    assert rec["condition"] == [cond]
    (name,) = cond
    assert f"[keyword.{name}]" in explain(text, era="premium")
    written = render(rec)
    assert compile(written, era="premium") == [{**rec, "text": written}]


@pytest.mark.rule("keyword.ritual", "keyword.generation-break")
def test_keyword_ritual_with_generation_break_keeps_both_conditions() -> None:
    """keyword.ritual: beside a Generation Break marker both conditions are kept."""
    text = ("[AUTO](RC)[Generation Break 1]Ritual 3 (Active if there are three or more grade 1 "
            "cards in your drop zone):When this unit attacks, this unit gets [Power] +4000 until "
            "end of that battle.")  # fmt: skip
    (rec,) = compile(text, era="premium")
    assert rec["condition"] == [{"generation-break": 1}, {"ritual": 3}]
    written = render(rec)
    assert compile(written, era="premium") == [{**rec, "text": written}]


def _ritual_board(drop: tuple[str, ...]) -> tuple[Game, int]:
    card = make_card(PROBE, "standard", compile(RITUAL_CONT), grade=1, power=7000)
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, "Cinder Drake Warden")
    probe = t.rear(0, "BR", PROBE)
    t.drop(0, *drop)
    t.deck(0, "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain")
    return t.at_main(), probe


@pytest.mark.rule("keyword.ritual")
def test_keyword_ritual_counts_the_grade_1_cards_of_the_drop_zone() -> None:
    """keyword.ritual: Ritual 2 is active with two grade 1 cards in the drop zone, not with one
    (a grade 2 card there does not count)."""
    g, probe = _ritual_board(("Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider"))
    assert power(g, probe) == 7000
    g, probe = _ritual_board(("Kindlescale Page", "Blazeguard Knight", "Ember Lancer"))
    assert power(g, probe) == 7000 + 3000


def _brave_board(hand: tuple[str, ...]) -> tuple[Game, int]:
    card = make_card("Wispfen Vowkeeper", "standard", compile(BRAVE_ACT), grade=3)
    t = Table("standard", pool=pool_with(card))
    probe = t.vanguard(0, "Wispfen Vowkeeper")
    t.hand(0, *hand)
    t.soul(0, "Cinderling Scout")
    t.deck(0, "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain")
    return t.at_main(), probe


@pytest.mark.rule("keyword.brave")
def test_keyword_brave_act_is_played_only_with_three_or_less_cards_in_hand() -> None:
    """keyword.brave: with four cards in hand the Brave ability cannot be played; with three it
    is, its cost paid and a card drawn."""
    four = ("Kindlescale Page", "Ember Lancer", "Blazeguard Knight", "Scorchmane Raider")
    g, probe = _brave_board(four)
    assert not any(a.kind == "act" and a.card == probe for a in g.legal_actions())
    with pytest.raises(ValueError):
        act(g, "act", card=probe, number=0)
    g, probe = _brave_board(four[:3])
    assert any(a.kind == "act" and a.card == probe for a in g.legal_actions())
    act(g, "act", card=probe, number=0)
    for _ in range(6):
        d = g.state.decision
        if d is None or d.kind == "main":
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("use", "choose", "resolve")), acts[0]))
    assert len(g.state.players[0].hand) == 4
    assert len(g.state.players[0].soul) == 0


@pytest.mark.rule("keyword.ritual", "keyword.brave")
@pytest.mark.parametrize(
    "text, phrase",
    [
        ("[CONT](RC)Ritual 3 (Active if there are four or more grade 1 cards in your drop "
         "zone):This unit gets [Power] +3000.", "Ritual 3"),
        ("[CONT](RC)Brav (Active when you have three or less cards in your hand):This unit "
         "gets [Power] +3000.", "Brav"),
        ("[CONT](RC)Brave (Active when you have four or less cards in your hand):This unit "
         "gets [Power] +3000.", "(Active when you have four"),
    ],
)  # fmt: skip
def test_keyword_ritual_and_brave_near_misses_are_refused(text: str, phrase: str) -> None:
    """keyword.ritual / keyword.brave: a reminder whose number is not the keyword's, or a
    misspelt keyword, is refused (and the ability kept manual)."""
    with pytest.raises(CardTextError) as err:
        compile(text, era="premium")
    assert err.value.phrase.startswith(phrase)
    reading = compile_card(text, unread="manual")
    assert reading.abilities[0].get("manual")


# ------------------------------------------------------------------ the dress states in brackets
DRESS_TEXT = (
    "[AUTO]:When this unit is placed on (RC) by [XoverDress], draw a card.\n"
    "[CONT](RC):If this unit is in the [XoverDress] state, this unit gets [Power] +7000."
)


@pytest.mark.rule("overdress.xoverdress-unit", "overdress.unit")
@pytest.mark.parametrize(
    "text, key",
    [
        ("[CONT](RC):If this unit is in the [XoverDress] state, this unit gets [Power] +7000.",
         {"condition": [{"xoverdressed": True}]}),
        ("[CONT](RC):If this unit is not in the [XoverDress] state, this unit gets [Power] "
         "+7000.", {"condition": [{"xoverdressed": False}]}),
        ("[CONT](RC):If this unit is in the [overDress] state, this unit gets [Power] +7000.",
         {"condition": [{"overdressed": True}]}),
        ("[CONT](RC):If this unit is not in the [overDress] state, this unit gets [Power] "
         "+7000.", {"condition": [{"overdressed": False}]}),
        ("[AUTO]:When this unit is placed on (RC) by [XoverDress], draw a card.",
         {"timing": "placed-by-xoverdress", "zones": ["RC"]}),
        ("[AUTO]:When this unit is placed on (RC) by XoverDress, draw a card.",
         {"timing": "placed-by-xoverdress", "zones": ["RC"]}),
        ("[AUTO]:When this unit is placed by [XoverDress], draw a card.",
         {"timing": "placed-by-xoverdress", "zones": ["RC"]}),
    ],
)  # fmt: skip
def test_dress_state_and_xoverdress_timing_with_the_keyword_in_brackets(
    text: str, key: dict[str, object]
) -> None:
    """overdress.xoverdress-unit / overdress.unit: "[XoverDress]" and "[overDress]" in
    brackets read as the bare keyword; rendered back in the grammar's own spelling."""
    (rec,) = compile(text, era="standard")
    assert {k: rec[k] for k in key} == key
    explain(text, era="standard")
    written = render(rec)
    assert compile(written, era="standard") == [{**rec, "text": written}]


@pytest.mark.rule("overdress.xoverdress", "overdress.xoverdress-unit")
def test_xoverdress_bracket_timing_and_state_played() -> None:
    """overdress.xoverdress: placed by XoverDress, the unit draws a card (its AUTO) and, in
    the XoverDress state, gets +7000 (its CONT)."""
    sources = ("Emberscar Remnant", "Kindling Aide")
    abilities = compile(DRESS_TEXT)
    knight = make_card("Wispfen Twinveil Knight", "standard", abilities, power=10000,
                       xoverdress=sources)  # fmt: skip
    t = Table("standard", pool=pool_with(knight))
    t.vanguard(0, "Cinder Drake Warden")
    remnant = t.rear(0, "FL", "Emberscar Remnant")
    aide = t.rear(0, "BL", "Kindling Aide")
    card = t.hand(0, "Wispfen Twinveil Knight")[0]
    t.deck(0, "Blazeguard Knight", "Scorchmane Raider", "Kindlescale Page")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain")
    g = t.at_main()
    hand = len(g.state.players[0].hand)
    act(g, "xoverdress", card=card, circle="FL", cards=tuple(sorted((remnant, aide))))
    for _ in range(4):
        d = g.state.decision
        if d is None or d.kind == "main":
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("use", "resolve")), acts[0]))
    assert g.state.players[0].dress_state(card) == "xoverdress"
    assert len(g.state.players[0].hand) == hand - 1 + 1
    assert power(g, card) == 10000 + 7000


@pytest.mark.rule("keyword.ritual")
@pytest.mark.parametrize("n", [1, 2, 5, 10, 12])
def test_keyword_ritual_of_any_number_renders_back(n: int) -> None:
    """keyword.ritual: compile(render(a)) == a for a Ritual ability of any number."""
    rec = {"type": "ACT", "zones": ["VC"], "condition": [{"ritual": n}],
           "effect": [{"do": "draw"}]}  # fmt: skip
    written = render(rec)
    assert f"Ritual {n} (" in written
    (back,) = compile(written, era="premium")
    assert back["condition"] == [{"ritual": n}] and back["text"] == written


@pytest.mark.rule("text.persona-rode", "end.effects-expire")
def test_text_persona_rode_still_holds_at_the_end_of_that_turn() -> None:
    """text.persona-rode: "At the end of your turn, if you persona rode this turn" triggers
    and resolves: the end-of-turn abilities come before the turn's effects end."""
    text = "[AUTO](RC):At the end of your turn, if you persona rode this turn, [Soul-Charge 1]."
    card = make_card(PROBE, "standard", compile(text, era="standard"), grade=1, power=7000)
    t = Table("standard", pool=pool_with(card))
    t.vanguard(0, PERSONA)
    rider = t.hand(0, PERSONA)[0]
    t.rear(0, "BR", PROBE)
    t.deck(0, "Blazeguard Knight", "Scorchmane Raider", "Ember Lancer", "Kindlescale Page")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain", "Shoalguard Cadet")
    g = t.at_ride()
    act(g, "ride", card=rider)
    _to_main(g)
    soul = len(g.state.players[0].soul)
    act(g, "end-main")
    for _ in range(12):
        if g.state.turn != 3 or g.state.decision is None:
            break
        acts = g.legal_actions()
        kinds = {a.kind for a in acts}
        pick = next((a for a in acts if a.kind in ("use", "resolve")), None)
        g.apply(
            pick
            or next(
                a for a in acts if a.kind == ("end-battle" if "end-battle" in kinds else a.kind)
            )
        )
    assert g.state.turn == 4
    assert len(g.state.players[0].soul) == soul + 1
    assert any(e.rule == "keyword.soul-charge" for e in g.events)
