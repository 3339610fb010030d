"""The public functions refuse a value of the wrong type with the engine's own error
(issue #24, item 20): :class:`WrongType`, a :class:`VanguardError` (so a ``ValueError``) that
is also a ``TypeError``, naming the argument and what it takes -- never a bare ``TypeError`` or
``AttributeError`` from deep inside."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from vgwidget.engine import lines, notation
from vgwidget.engine.cardfile import read_cards_file
from vgwidget.engine.cards import default_pool, fold_name
from vgwidget.engine.deck_list import Deck, load_deck, parse_deck
from vgwidget.engine.deck_rules import check_deck, format_violations
from vgwidget.engine.decks import teaching_decks
from vgwidget.engine.errors import VanguardError, WrongType
from vgwidget.engine.game import Game
from vgwidget.engine.position import parse_toml

G = Game.new(seed=1)
DECK = teaching_decks("standard")[0]

CALLS: list[tuple[str, Callable[[], Any], str]] = [
    ("parse_deck-int", lambda: parse_deck(12345), r"parse_deck\(text\).*not int"),  # type: ignore[arg-type]
    ("parse_deck-bytes", lambda: parse_deck(b"4 x Ember Lancer"), "not bytes"),  # type: ignore[arg-type]
    ("parse_deck-where", lambda: parse_deck("", where=5), r"where="),  # type: ignore[arg-type]
    ("parse_deck-pool", lambda: parse_deck("", pool="x"), "CardPool"),  # type: ignore[arg-type]
    ("from_text-int", lambda: Deck.from_text(5), r"parse_deck\(text\)"),  # type: ignore[arg-type]
    ("load_deck-int", lambda: load_deck(5), "a file path"),  # type: ignore[arg-type]
    ("load_deck-none", lambda: load_deck(None), "a file path"),  # type: ignore[arg-type]
    ("check_deck-str", lambda: check_deck("4 x Ember Lancer", "standard"), "a Deck"),  # type: ignore[arg-type]
    ("check_deck-pool", lambda: check_deck(DECK, "standard", pool=5), "CardPool"),  # type: ignore[arg-type]
    ("format_violations-int", lambda: format_violations(5), "violations"),  # type: ignore[arg-type]
    ("notation.parse-state", lambda: notation.parse(5, "end-main"), "game state"),  # type: ignore[arg-type]
    ("notation.describe-action", lambda: notation.describe(G.state, 5), "an Action"),  # type: ignore[arg-type]
    ("notation.to_script-action", lambda: notation.to_script(G.state, "x"), "an Action"),  # type: ignore[arg-type]
    ("decision_events-int", lambda: lines.decision_events(5), "a Game"),  # type: ignore[arg-type]
    ("choices_at-str", lambda: lines.choices_at("g", 0), "a Game"),  # type: ignore[arg-type]
    ("rename-int", lambda: lines.rename(5, "a", "b"), "a Game"),  # type: ignore[arg-type]
    ("parse_toml-int", lambda: parse_toml(5), "position's text"),  # type: ignore[arg-type]
    ("read_cards_file-int", lambda: read_cards_file(5), "a file path"),  # type: ignore[arg-type]
    ("pool.find-int", lambda: default_pool().find(5), "card's name"),  # type: ignore[arg-type]
    ("pool.printings-int", lambda: default_pool().printings(5), "a card name"),  # type: ignore[arg-type]
    ("fold_name-none", lambda: fold_name(None), "a card name"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("call", "match"), [c[1:] for c in CALLS], ids=[c[0] for c in CALLS])
def test_a_public_function_refuses_a_wrong_type_with_the_projects_error(
    call: Callable[[], Any], match: str
) -> None:
    with pytest.raises(VanguardError, match=match) as e:
        call()
    assert isinstance(e.value, ValueError)
    assert isinstance(e.value, WrongType) or "expected" in str(e.value)


def test_new_game_refuses_cards_that_are_not_a_list_of_tables() -> None:
    with pytest.raises(VanguardError, match="list of card tables"):
        Game.new(cards=5)  # type: ignore[arg-type]


def test_the_right_types_are_still_taken(tmp_path: Path) -> None:
    f = tmp_path / "d.txt"
    f.write_text(DECK.to_text(), encoding="utf-8")
    assert load_deck(f).all_names() == load_deck(str(f)).all_names() == DECK.all_names()
    assert check_deck(parse_deck(DECK.to_text()), "standard") == []
