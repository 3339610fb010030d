"""Text is the source of a card: a card that gives ``text`` and no ``abilities`` has its
abilities compiled from the text when the pool loads it (card data, ``Card.from_dict``, a
position's ``[[cards]]``, a ``--cards`` file); text not read in full refuses the card."""

from __future__ import annotations

from pathlib import Path

import pytest
from builders import Table, act, critical, power

from vgwidget.cardtext import compile
from vgwidget.engine.cardfile import read_cards_file, with_cards
from vgwidget.engine.cards import Card, default_pool
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game

TEXT = (
    "[ACT](VC)[1/Turn]:[COST][Counter-Blast 1], draw a card, and this unit gets [Power]+5000 "
    "until end of turn.\n[CONT](VC):During your turn, if you have two or more damage, this "
    "unit gets [Critical]+1."
)
ENTRY = {
    "name": "Quillspark Herald",
    "grade": 2,
    "power": 10000,
    "shield": 5000,
    "nation": "Emberreach",
    "formats": ["standard"],
    "text": TEXT,
}


def test_a_text_only_card_has_the_abilities_its_text_compiles_to() -> None:
    card = Card.from_dict({"id": "T-001", **ENTRY})
    want = Card.from_dict({"id": "T-001", **ENTRY, "abilities": compile(TEXT)})
    assert card.abilities == want.abilities and len(card.abilities) == 2
    assert card.abilities[0].text.startswith("[ACT](VC)[1/Turn]")
    assert card.abilities[1].kind == "CONT"


def test_a_text_not_read_in_full_refuses_the_card_pointing_at_the_phrase() -> None:
    bad = {"id": "T-002", **ENTRY, "text": "[ACT](VC):[COST][Counter-Blast 1], drwa a card."}
    with pytest.raises(CardDataError) as err:
        Card.from_dict(bad, "cards[0]")
    message = str(err.value)
    assert message.startswith("cards[0] (Quillspark Herald): its text is not read in full:")
    assert "did you mean 'draw a card'?" in message
    line, caret = message.splitlines()[1:3]
    assert caret.index("^") == line.index("drwa")


def test_empty_abilities_keep_a_text_that_only_describes_a_rule() -> None:
    card = Card.from_dict({"id": "T-003", **ENTRY, "text": "Reminder: a friendly card.",
                           "abilities": []})  # fmt: skip
    assert card.abilities == ()
    # the shipped Ride Deck Crest describes a rule the engine plays itself
    assert default_pool()["Ride Deck Crest"].abilities == ()


def test_a_text_only_card_from_a_cards_file_is_played(tmp_path: Path) -> None:
    f = tmp_path / "cards.toml"
    f.write_text(
        '[[cards]]\nname = "Quillspark Herald"\ngrade = 2\npower = 10000\nshield = 5000\n'
        'nation = "Emberreach"\nformats = ["standard"]\n'
        f"text = '''{TEXT}'''\n"
    )
    pool, _kept = with_cards(read_cards_file(f), where=str(f))
    t = Table("standard", pool=pool)
    probe = t.vanguard(0, "Quillspark Herald")
    t.damage(0, "Scorchmane Raider", "Magmaforge Tyrant")
    g = t.at_main()
    assert g.state.table.cards[probe].abilities[0].kind == "ACT"
    hand = len(g.state.players[0].hand)
    act(g, "act", card=probe, number=0)
    _pay(g)
    assert len(g.state.players[0].hand) == hand + 1
    assert power(g, probe) == 15000


POSITION = f"""\
[[cards]]
name = "Quillspark Herald"
grade = 2
power = 10000
shield = 5000
nation = "Emberreach"
formats = ["standard"]
text = '''{TEXT}'''

[game]
format = "standard"
seed = 3
turn = 3
turn_player = 1
phase = "main"

[players.1]
damage = ["Ember Lancer", "Kindlescale Page"]
deck = {{ fill = "teaching" }}

[players.1.circles]
VC = "Quillspark Herald"

[players.2]
deck = {{ fill = "teaching" }}

[players.2.circles]
VC = "Coralshield Captain"
"""


def test_a_text_only_card_in_a_position_plays_its_text() -> None:
    g = Game.from_position(POSITION)
    vg = g.state.players[0].vanguard
    assert vg is not None
    # the CONT ability: during your turn, with two damage, +1 critical
    assert critical(g, vg) == 2
    act(g, "act", card=vg, number=0)
    _pay(g)
    assert power(g, vg) == 15000


def _pay(g: Game) -> None:
    """Choose the counter blast's card (the first offered) until the main phase is back."""
    for _ in range(5):
        d = g.state.decision
        if d is None or d.kind == "main":
            return
        g.apply(next(a for a in g.legal_actions() if a.kind == "choose"))
