"""Manual abilities (issue #21 §2, rule judge.manual-ability): an ability the engine cannot read,
kept on purpose, triggers at the timing its head states, waits like any ability, and stops the
game for the judge, who applies its effect with a correction and ends the resolution.

All card names and texts here are our own inventions in the official templates."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from builders import act

from vgwidget.cardtext import canonical, compile_card, render
from vgwidget.engine.actions import Action
from vgwidget.engine.cardfile import read_cards_file, with_cards
from vgwidget.engine.cards import Card
from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.errors import CardDataError, IllegalAction
from vgwidget.engine.events import Event
from vgwidget.engine.game import Game
from vgwidget.engine.notation import describe, parse, to_script
from vgwidget.engine.position import PositionError
from vgwidget.engine.view import prompt_for

RULE = "judge.manual-ability"
pytestmark = pytest.mark.rule(RULE)
HERALD = "Quillspark Herald"
ATTACK_TUNE = "[AUTO](VC):When this unit attacks, whistle a merry tune."
ATTACK_HUM = "[AUTO](VC):When this unit attacks, hum a quiet song."
ACT_TUNE = "[ACT](VC)[1/Turn]:[COST][Counter-Blast 1], whistle a merry tune."
CONT_SING = "[CONT](VC):All your units sing."
READ_DRAW = "[ACT](VC):Draw a card."
UNREAD_HEAD = "Whenever the moon rises, whistle a merry tune. " + ATTACK_TUNE


def position(
    text: str, *, unread: str | None = "manual", hand: str = "", hand_text: str = ""
) -> str:
    """Player 1's Standard main phase, the invented card (given by ``text``) on the vanguard
    circle; ``hand`` is a second invented card (given by ``hand_text``) in Player 1's hand."""
    cards = ""
    for name, printed in ((HERALD, text), *([(hand, hand_text)] if hand else [])):
        cards += f"""[[cards]]
name = "{name}"
grade = 2
power = 10000
shield = 5000
nation = "Emberreach"
formats = ["standard"]
text = '''{printed}'''
{f'unread = "{unread}"' if unread else ""}

"""
    hand_line = f'hand = ["{hand}"]' if hand else ""
    return (
        cards
        + f"""[game]
format = "standard"
seed = 3
turn = 3
turn_player = 1
phase = "main"

[players.1]
damage = ["Ember Lancer", "Kindlescale Page"]
{hand_line}
deck = {{ fill = "teaching" }}

[players.1.circles]
VC = "{HERALD}"

[players.2]
deck = {{ fill = "teaching" }}

[players.2.circles]
VC = "Coralshield Captain"
"""
    )


def kinds(events: list[Event]) -> list[tuple[str, str]]:
    return [(e.kind, e.rule) for e in events]


def attack(g: Game) -> list[Event]:
    """End the main phase and attack the opponent's vanguard with the vanguard."""
    act(g, "end-main")
    return act(g, "attack", circle="VC", target="VC")


def test_the_rule_is_in_the_catalogue() -> None:
    assert "judge" in get_rule(RULE).summary


# ----------------------------------------------------------------------------- AUTO
def test_a_manual_auto_triggers_at_its_timing_and_stops_for_the_judge() -> None:
    g = Game.from_position(position(ATTACK_TUNE))
    vg = g.state.players[0].vanguard
    assert vg is not None
    events = attack(g)
    assert ("ability-trigger", "ability.auto") in kinds(events)
    assert ("manual-ability", RULE) in kinds(events)
    d = g.state.decision
    assert d is not None and d.kind == "manual-ability" and d.player == 0
    assert ATTACK_TUNE in d.prompt and "by hand" in d.prompt
    assert {a.kind for a in g.legal_actions()} == {"use", "decline"}
    # the judge applies the effect (here: +5000 power, as the judge reads the card) ...
    before = g.view()["players"][0]["circles"]["VC"]["stats"]["power"]
    g.correct([{"kind": "manual", "player": 0, "card": vg, "target": "power:+5000"}],
              "the merry tune gives the vanguard 5000 power")  # fmt: skip
    assert g.state.decision is not None and g.state.decision.kind == "manual-ability"
    # ... and ends the resolution with one action; the battle goes on
    done = act(g, "use")
    assert done[0].kind == "use" and done[0].rule == RULE
    assert g.state.decision is not None and g.state.decision.kind != "manual-ability"
    assert g.view()["players"][0]["circles"]["VC"]["stats"]["power"] == before + 5000


def test_two_manual_autos_wait_in_the_queue_and_their_owner_orders_them() -> None:
    g = Game.from_position(position(f"{ATTACK_TUNE} {ATTACK_HUM}"))
    attack(g)
    d = g.state.decision
    assert d is not None and d.kind == "order"
    resolves = [a for a in g.legal_actions() if a.kind == "resolve"]
    assert len(resolves) == 2
    act(g, "resolve", card=resolves[1].card, number=resolves[1].number)
    assert g.state.decision is not None and ATTACK_HUM in g.state.decision.prompt
    act(g, "decline")  # the second one resolves by itself next
    assert g.state.decision is not None and ATTACK_TUNE in g.state.decision.prompt
    act(g, "use")
    assert g.state.decision is not None and g.state.decision.kind != "manual-ability"


def test_a_bad_action_while_a_manual_ability_waits_names_the_rule() -> None:
    g = Game.from_position(position(ATTACK_TUNE))
    attack(g)
    with pytest.raises(IllegalAction) as err:
        act(g, "end-battle")
    assert err.value.rule == RULE
    with pytest.raises(IllegalAction) as err:
        g.apply({"kind": "use", "player": 1})
    assert err.value.rule == RULE


# ----------------------------------------------------------------------------- ACT, CONT
def test_a_manual_act_is_offered_and_its_cost_is_paid_by_hand() -> None:
    g = Game.from_position(position(ACT_TUNE))
    vg = g.state.players[0].vanguard
    acts = [a for a in g.legal_actions() if a.kind == "act"]
    assert [(a.card, a.number) for a in acts] == [(vg, 0)]
    events = act(g, "act", card=vg, number=0)
    assert ("manual-ability", RULE) in kinds(events)
    assert g.state.decision is not None and g.state.decision.kind == "manual-ability"
    damage = g.state.players[0].damage[0]
    g.correct([{"kind": "manual", "player": 0, "card": damage, "target": "face-down"}],
              "Counter-Blast 1 paid for the tune")  # fmt: skip
    act(g, "use")
    assert g.state.decision is not None and g.state.decision.kind == "main"
    assert damage in g.state.face_down
    # 1/Turn: spent once the judge has resolved it
    assert not [a for a in g.legal_actions() if a.kind == "act"]


def test_a_declined_manual_act_does_not_spend_its_1_turn() -> None:
    g = Game.from_position(position(ACT_TUNE))
    vg = g.state.players[0].vanguard
    act(g, "act", card=vg, number=0)
    act(g, "decline")
    assert [a for a in g.legal_actions() if a.kind == "act"]


def test_a_manual_cont_is_shown_on_the_card_and_changes_nothing_by_itself() -> None:
    g = Game.from_position(position(CONT_SING))
    vc = g.view(0)["players"][0]["circles"]["VC"]
    assert vc["manual"] == [
        {"number": 1, "kind": "CONT", "text": CONT_SING, "why": vc["manual"][0]["why"]}
    ]
    assert vc["stats"]["power"] == 10000
    vg = g.state.players[0].vanguard
    with pytest.raises(IllegalAction) as err:
        g.apply({"kind": "manual", "player": 0, "card": vg, "target": "trigger:1"})
    assert err.value.rule == RULE and "corrections" in str(err.value)


# ----------------------------------------------------------------------------- unread head
def test_an_ability_whose_head_is_not_read_is_put_into_play_by_the_judge() -> None:
    g = Game.from_position(position(UNREAD_HEAD))
    vg = g.state.players[0].vanguard
    assert vg is not None
    first = g.state.table.cards[vg].abilities[0]
    assert first.manual and not first.head_read
    events = g.apply({"kind": "manual", "player": 0, "card": vg, "target": "trigger:1"})
    assert ("ability-trigger", RULE) in kinds(events)
    assert ("manual-ability", RULE) in kinds(events)
    d = g.state.decision
    assert d is not None and d.kind == "manual-ability" and "moon rises" in d.prompt
    act(g, "use")
    assert g.state.decision is not None and g.state.decision.kind == "main"


def test_only_a_manual_ability_is_put_into_play_by_hand() -> None:
    text = "[ACT](VC):Draw a card. [AUTO](VC):Whenever the moon rises, whistle."
    g = Game.from_position(position(text))
    vg = g.state.players[0].vanguard
    for target, words in (("trigger:1", "only a manual ability"), ("trigger:3", "not an ability 3"),
                          ("trigger:x", "trigger:N")):  # fmt: skip
        with pytest.raises(IllegalAction) as err:
            g.apply({"kind": "manual", "player": 0, "card": vg, "target": target})
        assert err.value.rule == RULE and words in str(err.value)
    g.apply({"kind": "manual", "player": 0, "card": vg, "target": "trigger:2"})
    assert g.state.decision is not None and g.state.decision.kind == "manual-ability"


# ----------------------------------------------------------------------------- hidden
def test_a_manual_ability_of_a_card_in_hand_is_shown_to_its_owner_only() -> None:
    courier_text = "Whenever the moon rises, hum a quiet song."
    g = Game.from_position(position(ATTACK_TUNE, hand="Hushwing Courier", hand_text=courier_text))
    (courier,) = g.state.players[0].hand
    events = g.apply({"kind": "manual", "player": 0, "card": courier, "target": "trigger:1"})
    secret = "moon rises"
    mine = [e for e in events if e.rule == RULE]
    assert mine and all(e.private == 0 for e in mine)
    assert any(secret in e.text for e in mine)
    assert all(secret not in (e.redacted or "") for e in mine)
    assert secret in prompt_for(g.state, 0) and secret in prompt_for(g.state, None)
    assert secret not in prompt_for(g.state, 1)
    assert "Hushwing" not in prompt_for(g.state, 1)
    assert secret not in json.dumps(g.view(1)) and secret in json.dumps(g.view(0))
    act(g, "use")
    assert secret not in json.dumps([e.text if e.visible_to(1) else e.redacted for e in g.events])


# ----------------------------------------------------------------------------- card data
def test_an_unread_ability_refuses_the_card_by_default() -> None:
    with pytest.raises(PositionError, match="whistle a merry tune"):
        Game.from_position(position(ATTACK_TUNE, unread=None))
    with pytest.raises(CardDataError, match="not read in full"):
        Card.from_dict({"id": "T-1", "name": HERALD, "text": ATTACK_TUNE})


def test_card_data_keeps_a_manual_ability_written_as_a_record() -> None:
    records = compile_card(f"{ACT_TUNE} [ACT](VC):Draw a card.", unread="manual").abilities
    card = Card.from_dict({"id": "T-1", "name": HERALD, "abilities": records})
    manual, read = card.abilities
    assert manual.manual and manual.kind == "ACT" and manual.effects == ()
    assert not read.manual and read.effects[0].do == "draw"
    text_only = Card.from_dict({"id": "T-1", "name": HERALD, "unread": "manual",
                                "text": f"{ACT_TUNE} [ACT](VC):Draw a card."})  # fmt: skip
    assert text_only.abilities == card.abilities


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"unread": "guess", "text": ATTACK_TUNE}, "field 'unread'"),
        ({"unread": "manual", "text": ATTACK_TUNE, "abilities": []}, "given by its text alone"),
        ({"abilities": [{"manual": True, "type": "ACT", "text": "x", "effect": []}]},
         "has no ['effect']"),
        ({"abilities": [{"manual": True, "type": "ACT"}]}, "needs its printed 'text'"),
        ({"abilities": [{"manual": False, "text": "x"}]}, "'manual' must be true"),
        ({"abilities": [{"manual": True, "timing": "attacks", "text": "x"}]}, "no 'type'"),
        ({"abilities": [{"manual": True, "type": "ACT", "timing": "attacks", "text": "x"}]},
         "only AUTO abilities have a timing"),
    ],
)  # fmt: skip
def test_a_malformed_manual_card_is_refused(entry: dict[str, Any], message: str) -> None:
    with pytest.raises(CardDataError) as err:
        Card.from_dict({"id": "T-1", "name": HERALD, **entry})
    assert message in str(err.value)


def test_a_cards_file_opts_in_with_unread_manual(tmp_path: Path) -> None:
    f = tmp_path / "cards.json"
    entry = {
        "name": "Hushwing Courier",
        "grade": 1,
        "power": 8000,
        "nation": "Emberreach",
        "formats": ["standard"],
        "unread": "manual",
        "text": f"{ATTACK_TUNE} {READ_DRAW}",
    }
    f.write_text(json.dumps([entry]), encoding="utf-8")  # fmt: skip
    pool, _kept = with_cards(read_cards_file(f))
    card = pool["Hushwing Courier"]
    assert [ab.manual for ab in card.abilities] == [True, False]
    assert card.abilities[0].timing == "attacks"


# ----------------------------------------------------------------------------- records
def test_a_game_with_a_manual_resolution_replays_from_its_record() -> None:
    g = Game.from_position(position(ATTACK_TUNE))
    vg = g.state.players[0].vanguard
    attack(g)
    g.correct([{"kind": "manual", "player": 0, "card": vg, "target": "power:+5000"}],
              "the merry tune gives the vanguard 5000 power")  # fmt: skip
    act(g, "use")
    again = Game.from_json(g.to_json())
    assert [e.text for e in again.events] == [e.text for e in g.events]
    assert again.state == g.state
    # undo goes back through the resolution: the judge's decision is there again
    g.undo()
    assert g.state.decision is not None and g.state.decision.kind == "manual-ability"


def test_a_position_may_hold_a_manual_ability_waiting() -> None:
    text = position(ATTACK_TUNE).replace(
        "[players.1]", '[[pending]]\nplayer = 1\nat = "VC"\n\n[players.1]'
    )
    g = Game.from_position(text)
    d = g.state.decision
    assert d is not None and d.kind == "manual-ability" and ATTACK_TUNE in d.prompt


# ----------------------------------------------------------------------------- ORDER
def test_a_manual_order_is_played_and_resolved_by_the_judge() -> None:
    order = """[[cards]]
name = "Tune of the Lantern Road"
type = "normal-order"
grade = 0
nation = "Emberreach"
formats = ["standard"]
text = "Whistle a merry tune, and every lantern glows."
unread = "manual"

"""
    text = position(ATTACK_TUNE).replace('[players.1]\n', '[players.1]\nhand = ["Tune of the '
                                         'Lantern Road"]\n')  # fmt: skip
    g = Game.from_position(order + text)
    (tune,) = g.state.players[0].hand
    ab = g.state.table.cards[tune].abilities[0]
    assert ab.manual and ab.kind == "ORDER"
    act(g, "play-order", card=tune)
    d = g.state.decision
    assert d is not None and d.kind == "manual-ability" and "every lantern glows" in d.prompt
    act(g, "use")
    assert g.state.locate(tune)[1] == "drop"
    assert g.state.decision is not None and g.state.decision.kind == "main"


# ----------------------------------------------------------------------------- the records
def test_a_manual_record_is_canonical_and_renders_its_own_text() -> None:
    (rec,) = compile_card(ATTACK_TUNE, unread="manual").abilities
    assert canonical(rec) == rec
    assert render(rec) == ATTACK_TUNE
    assert canonical({**rec, "on": "self"}) == rec  # the default is not written


def test_the_judges_actions_are_written_and_read_back_in_the_notation() -> None:
    g = Game.from_position(position(UNREAD_HEAD))
    vg = g.state.players[0].vanguard
    trigger = Action("manual", 0, card=vg, target="trigger:1")
    line = to_script(g.state, trigger)
    assert parse(g.state, line) == trigger
    assert describe(g.state, trigger) == (
        "Judge's adjustment: put ability 1 of “Quillspark Herald” into play by hand"
    )
    g.apply(trigger)
    for a in g.legal_actions():
        assert parse(g.state, to_script(g.state, a)) == a
    words = [describe(g.state, a) for a in g.legal_actions()]
    assert words == [
        "End the resolution: “Quillspark Herald”'s ability has been resolved by hand",
        "End the resolution: “Quillspark Herald”'s ability is not used",
    ]
