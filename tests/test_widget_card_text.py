"""A card's printed text and the engine's plain reading of it, as the widget syncs them: with
the card's characteristics for every card the perspective sees face up, with the event for an
ability that triggers or resolves, and never for a card hidden from the perspective (checked
on the synced state and on the messages the widget sends, i.e. everything the browser gets).

Invented cards only, in the official template."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from builders import make_card, standard_probe_board

from vgwidget.cardtext import compile as compile_text
from vgwidget.cardtext import explain
from vgwidget.engine.abilities.model import parse_ability
from vgwidget.engine.game import Game
from vgwidget.widget import VanguardWidget
from vgwidget.widget.reading import ability_reading, card_readings

ATTACKER_TEXT = (
    "[AUTO](VC):When this unit attacks, if you have three or more rear-guards, this unit gets "
    "[Power]+10000 until end of that battle."
)
SECRET_TEXT = "[ACT](RC)[1/Turn]:[COST][Soul-Blast 1], draw a card."
DECK_SECRET_TEXT = "[AUTO](RC):When this unit's attack hits, draw a card."

CARDS = f"""
[[cards]]
name = "Cindervow Ascendant"
grade = 3
power = 13000
nation = "Emberreach"
skills = ["twin-drive"]
formats = ["standard"]
text = "{ATTACKER_TEXT}"

[[cards]]
name = "Hushtide Schemer"
grade = 1
power = 8000
shield = 5000
nation = "Tidecourt"
skills = ["boost"]
formats = ["standard"]
text = "{SECRET_TEXT}"

[[cards]]
name = "Sunkvault Courier"
grade = 2
power = 10000
shield = 5000
nation = "Emberreach"
skills = ["intercept"]
formats = ["standard"]
text = "{DECK_SECRET_TEXT}"
"""

POSITION = (
    CARDS
    + """
[game]
format = "standard"
seed = 13
turn = 5
turn_player = 1
phase = "battle"
step = "start"

[players.1]
hand = ["Ember Lancer"]
soul = ["Cinderling Scout", "Cinder Drake Warden"]
damage = ["Flarewing Skirmisher", "Scorchmane Raider"]
deck = { top = ["Ember Lancer", "Blazeguard Knight", "Sunkvault Courier"], fill = "teaching" }

[players.1.circles]
VC = "Cindervow Ascendant"
BC = "Kindlescale Page"
FL = "Blazeguard Knight"
FR = "Flarewing Skirmisher"

[players.2]
hand = ["Riptide Striker", "Hushtide Schemer"]
damage = ["Saltspray Duelist", "Wavebreaker Lancer", "Kelpwood Archer"]
deck = { top = ["Hushtide Schemer"], fill = "teaching" }

[players.2.circles]
VC = "Deepcurrent Admiral Marisande"
"""
)


def _attacked(perspective: int | None) -> tuple[Game, VanguardWidget]:
    """The position after Player 1's vanguard attacks with a boost: its AUTO ability has
    triggered and resolved (+10,000), and Player 2 is to guard."""
    g = Game.from_position(POSITION)
    w = VanguardWidget(g, perspective=perspective)
    w.play({"kind": "attack", "player": 0, "circle": "VC", "target": "VC"})
    w.play({"kind": "boost", "player": 0})
    return g, w


def _synced(w: VanguardWidget) -> str:
    return json.dumps(w.get_state(), ensure_ascii=False, default=str)


def _card_id(g: Game, name: str) -> str:
    return next(c.id for c in g.state.table.cards if c.name == name)


@pytest.mark.rule("ability.auto")
def test_a_visible_cards_abilities_are_synced_with_the_engines_reading() -> None:
    g, w = _attacked(0)
    cid = _card_id(g, "Cindervow Ascendant")
    readings = {**w._base.get("readings", {}), **w._tail.get("readings", {})}
    (ab,) = readings[cid]
    assert ab["text"] == ATTACKER_TEXT
    assert ab["kind"] == "AUTO (on the vanguard circle, when this unit attacks)"
    # the same clause lines as vgwidget.cardtext.explain, each with its rule
    assert ab["reading"] == [ln.strip() for ln in explain(ATTACKER_TEXT).splitlines()[1:]]
    assert any("[text.comparisons]" in ln and "three or more" in ln for ln in ab["reading"])


@pytest.mark.rule("ability.auto")
def test_the_trigger_and_the_resolution_name_the_ability_they_are_about() -> None:
    g, w = _attacked(None)
    sources = {**w._base.get("sources", {}), **w._tail.get("sources", {})}
    cid = _card_id(g, "Cindervow Ascendant")
    kinds = {g.events[int(i)].kind for i, src in sources.items() if src == [cid, 0]}
    assert kinds == {"ability-trigger", "ability-resolve"}
    # no other event is said to be about an ability
    assert all(g.events[int(i)].kind.startswith("ability-") for i in sources)


@pytest.mark.rule("zone.hidden")
@pytest.mark.parametrize("p", [0, 1, None])
def test_a_hidden_cards_text_and_reading_never_reach_the_browser(p: int | None) -> None:
    """Player 2's hand and both decks hold invented cards with their own text: Player 1 never
    receives that text or its reading (the owner and the judge do, for the hand card; nobody
    for a card still in the deck)."""
    g, w = _attacked(p)
    sent: list[Any] = []
    w.send = lambda msg, *a, **k: sent.append(msg)  # type: ignore[method-assign]
    if p != 0:
        hand = g.state.players[1].hand
        striker = next(i for i in hand if g.state.card(i).name == "Riptide Striker")
        w.play({"kind": "guard", "player": 1, "card": striker})
    w.seek(0)
    everything = _synced(w) + json.dumps(sent, default=str)
    secret_reading = explain(SECRET_TEXT).splitlines()[-1].strip()
    assert (SECRET_TEXT in everything) is (p != 0), p
    assert (secret_reading.split(" — ")[1] in everything) is (p != 0), p
    assert DECK_SECRET_TEXT not in everything
    assert "Sunkvault Courier" not in everything
    # the visible vanguard's text is there for every seat
    assert ATTACKER_TEXT in everything


@pytest.mark.rule("zone.hidden")
def test_a_face_down_vanguards_text_is_not_synced_before_it_stands_up() -> None:
    g = Game.new(seed=4)
    w = VanguardWidget(g, perspective=0)
    face_down = [
        g.state.table.cards[u]
        for ps in g.state.players
        for u in ps.circles
        if u is not None and u in g.state.face_down
    ]
    assert face_down  # set-up: both first vanguards lie face down
    state = json.loads(_synced(w))
    vc = g.state.players[1].circles[0]
    assert vc is not None
    opponent_vanguard = g.state.table.cards[vc]
    for chunk in (state["_base"], state["_tail"]):
        for static in chunk.get("cards", {}).values():
            assert static["id"] != opponent_vanguard.id
        assert opponent_vanguard.id not in chunk.get("readings", {})


def test_words_the_engine_does_not_read_are_shown_as_not_read_never_guessed() -> None:
    ab = parse_ability(
        {
            "type": "ACT",
            "zones": ["VC"],
            "effect": [{"do": "draw"}],
            "text": "<img src=x onerror=alert(1)> Draw a card.",
        },
        "test",
        0,
    )
    r = ability_reading(ab, "standard")
    # verbatim: the page sets it as text, never as HTML
    assert r["text"] == "<img src=x onerror=alert(1)> Draw a card."
    assert "reading" not in r and "not understood" in r["unread"]
    assert r["kind"] == "ACT (on the vanguard circle)"


def test_a_card_without_abilities_has_an_empty_reading() -> None:
    g = Game.from_position(POSITION)
    lancer = next(c for c in g.state.table.cards if c.name == "Ember Lancer")
    assert card_readings(lancer) == []


def test_the_browser_timeline_finds_the_ability_of_an_event() -> None:
    """js/src/timeline.js (the browser's mirror) gives, for each ability event, the printed
    words and the reading the Python side synced, and nothing for other events."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    root = Path(__file__).resolve().parent.parent
    g, w = _attacked(0)
    script = (
        f"import {{ Timeline }} from '{(root / 'js/src/timeline.js').as_uri()}';"
        "let d='';process.stdin.on('data',x=>d+=x);process.stdin.on('end',()=>{"
        "const s=JSON.parse(d);const tl=Timeline.fromState(s._base,s._tail,s._pending);"
        "const out=[];for(let i=0;i<tl.length;i++)out.push(tl.abilityAt(i));"
        "const vc=tl.view(tl.length-1).players[0].circles.VC;"
        "process.stdout.write(JSON.stringify({out, tip: tl.readingsOf(vc)}));});"
    )
    state = {k: w.get_state()[k] for k in ("_base", "_tail", "_pending")}
    res = subprocess.run(
        [node, "--input-type=module", "-e", script],
        input=json.dumps(state),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    got = json.loads(res.stdout)
    found = {g.events[i].kind for i, ab in enumerate(got["out"]) if ab is not None}
    assert found == {"ability-trigger", "ability-resolve"}
    assert all(ab is None or ab["text"] == ATTACKER_TEXT for ab in got["out"])
    assert got["tip"][0]["text"] == ATTACKER_TEXT and got["tip"][0]["reading"]


@pytest.mark.rule("cost.payment")
def test_the_choice_to_use_an_ability_shows_that_ability() -> None:
    """An AUTO ability with a cost asks its owner whether to use it: the decision point
    carries which ability it is about, for both seats (the vanguard is face up)."""
    paid = ATTACKER_TEXT.replace(
        "if you have three or more rear-guards,", "[COST][Counter-Blast 1],"
    )
    g = Game.from_position(POSITION.replace(ATTACKER_TEXT, paid))
    cid = _card_id(g, "Cindervow Ascendant")
    w = VanguardWidget(g, perspective=0)
    w.play({"kind": "attack", "player": 0, "circle": "VC", "target": "VC"})
    w.play({"kind": "boost", "player": 0})
    assert g.state.decision is not None and g.state.decision.kind == "use-ability"
    assert w._pending is not None and w._pending["source"] == [cid, 0]
    readings = {**w._base.get("readings", {}), **w._tail.get("readings", {})}
    assert readings[cid][0]["text"] == paid
    other = VanguardWidget(g, perspective=1)
    assert other._pending is not None and other._pending["source"] == [cid, 0]
    g.apply(next(a for a in g.legal_actions() if a.kind == "use"))
    w.refresh()
    assert w._pending is None or w._pending["source"] is None


@pytest.mark.rule("ability.act")
def test_playing_an_act_ability_names_the_ability_of_the_card() -> None:
    """A card with two abilities: the ACT played is the one the event is about (not the AUTO
    printed before it)."""
    text = f"{ATTACKER_TEXT} {SECRET_TEXT.replace('(RC)', '(VC)')}"
    card = make_card("Quillspark Herald", "standard", compile_text(text), text=text)
    g, probe = standard_probe_board(card)
    w = VanguardWidget(g, perspective=0)
    act = next(a for a in g.legal_actions() if a.kind == "act" and a.card == probe)
    assert act.number == 1
    w.play(act)
    sources = {**w._base.get("sources", {}), **w._tail.get("sources", {})}
    played = [int(i) for i, src in sources.items() if g.events[int(i)].kind == "act"]
    assert len(played) == 1 and sources[str(played[0])] == [card.id, 1]
    readings = {**w._base.get("readings", {}), **w._tail.get("readings", {})}
    assert [r["kind"] for r in readings[card.id]] == [
        "AUTO (on the vanguard circle, when this unit attacks)",
        "ACT (on the vanguard circle)",
    ]


@pytest.mark.rule("judge.manual-ability")
def test_a_manual_ability_resolved_by_hand_shows_its_printed_words() -> None:
    """An ability the engine cannot read stops the game for the judge: the explain panel shows
    that ability's own words (marked as not read) at the event and at the judge's decision."""
    tune = "[AUTO](VC):When this unit attacks, whistle a merry tune."
    unread = POSITION.replace(f'text = "{ATTACKER_TEXT}"', f'text = "{tune}"\nunread = "manual"')
    g = Game.from_position(unread)
    cid = _card_id(g, "Cindervow Ascendant")
    w = VanguardWidget(g, perspective=1)
    w.play({"kind": "attack", "player": 0, "circle": "VC", "target": "VC"})
    w.play({"kind": "boost", "player": 0})
    assert g.state.decision is not None and g.state.decision.kind == "manual-ability"
    sources = {**w._base.get("sources", {}), **w._tail.get("sources", {})}
    kinds = {g.events[int(i)].kind for i, src in sources.items() if src == [cid, 0]}
    assert "manual-ability" in kinds
    assert w._pending is not None and w._pending["source"] == [cid, 0]
    readings = {**w._base.get("readings", {}), **w._tail.get("readings", {})}
    (ab,) = readings[cid]
    assert ab["text"] == tune and "unread" in ab and "reading" not in ab
