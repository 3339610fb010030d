"""Printings that share a name with different text (CARD-016): the deck builder counts them as
one name, and in a game each copy plays its own text.

The teaching printings are ``Dewlight Courier [STD-901]`` (a vanilla draw trigger) and
``Dewlight Courier [STD-902]`` (the same draw trigger with an AUTO ability that soul charges
when it is drive checked), in ``vgwidget/data/cards/printings.json``."""

from __future__ import annotations

import json

import pytest
from builders import Table, act, texts

from vgwidget.engine import record
from vgwidget.engine.cardfile import with_cards
from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.decks import Deck, check_deck, parse_deck, teaching_decks
from vgwidget.engine.errors import CardDataError, DeckError, RecordError
from vgwidget.engine.game import Game
from vgwidget.engine.notation import parse, to_script
from vgwidget.engine.position import PositionError
from vgwidget.engine.view import visible_names

NAME = "Dewlight Courier"
PLAIN = f"{NAME} [STD-901]"
SOUL = f"{NAME} [STD-902]"
VG0, VG1 = "Pyreheart Sovereign Dragon", "Deepcurrent Admiral Marisande"


def _deck_with(plain: int, soul: int, p: int = 0, drop: str = "Hearthfox Courier") -> Deck:
    """Player ``p``'s Standard teaching deck with its ``drop`` cards (4 draw triggers, or
    other cards) swapped for ``plain`` + ``soul`` Dewlight Couriers."""
    deck = teaching_decks("standard")[p]
    main = [n for n in deck.main if n != drop]
    cut = deck.main.count(drop)
    extra = [PLAIN] * plain + [SOUL] * soul
    main = main[: len(main) - max(0, len(extra) - cut)] + extra
    return Deck(deck.name, deck.format, tuple(main), deck.ride_deck)


# -------------------------------------------------------------------- the pool and deck lists


@pytest.mark.covers("CARD-016", formats=("standard",))
@pytest.mark.rule("deck.copies")
def test_two_printings_of_one_name_coexist_told_apart_by_id() -> None:
    pool = default_pool()
    assert [c.id for c in pool.printings(NAME)] == ["STD-901", "STD-902"]
    plain, soul = pool[PLAIN], pool[SOUL]
    assert plain.name == soul.name == NAME and plain.trigger == soul.trigger == "draw"
    assert not plain.abilities and len(soul.abilities) == 1
    assert pool.key(plain) == PLAIN and pool.key(pool["Ember Lancer"]) == "Ember Lancer"
    # the bare name is refused, naming both choices
    with pytest.raises(CardDataError, match=r"STD-901.*STD-902"):
        pool[NAME]
    assert pool.find(NAME) is None and pool.find("dewlight  courier [std-902]") is soul
    with pytest.raises(CardDataError, match="no printing 'STD-909'"):
        pool[f"{NAME} [STD-909]"]
    with pytest.raises(CardDataError, match="no printing 'STD-015'"):
        pool[f"{NAME} [STD-015]"]  # an id of another card's name names nothing


def test_two_printings_of_one_name_must_say_so_and_differ_in_text() -> None:
    def card(card_id: str, text: str, **kw: object) -> Card:
        # (free text, no ability: "abilities": [] says so, or the text would be compiled)
        data = {"id": card_id, "name": "Twin", "grade": 1, "text": text, "abilities": [], **kw}
        return Card.from_dict(data)

    # an accidental second definition of a name is still refused
    with pytest.raises(CardDataError, match="duplicate card name 'Twin'"):
        CardPool([card("X-1", "one"), card("X-2", "other")])
    with pytest.raises(CardDataError, match="duplicate card name 'Twin'"):
        CardPool([card("X-1", "one", shares_name=True), card("X-2", "other")])
    # two printings that say so must differ in text or abilities
    with pytest.raises(CardDataError, match="same text and abilities"):
        CardPool([card("X-1", "same", shares_name=True), card("X-2", "same", shares_name=True)])
    pool = CardPool([card("X-1", "one", shares_name=True), card("X-3", "other", shares_name=True)])
    assert [c.id for c in pool.printings("twin")] == ["X-1", "X-3"]


@pytest.mark.covers("CARD-016", formats=("standard",))
@pytest.mark.rule("deck.copies")
def test_a_deck_list_names_a_printing_by_id_and_refuses_the_bare_shared_name() -> None:
    deck = parse_deck(f"2 x {NAME} [STD-901]\n2 x dewlight courier [std-902]\n1 x Ember Lancer")
    assert deck.main == (PLAIN, PLAIN, SOUL, SOUL, "Ember Lancer")
    assert parse_deck(deck.to_text()) == deck
    assert Deck.from_dict(deck.to_dict()) == deck
    with pytest.raises(DeckError) as e:
        parse_deck(f"name: x\n3 x {NAME}\n")
    assert str(e.value) == (
        f'deck, line 2: ambiguous card "{NAME}": 2 printings share that name with different text '
        f'(CARD-016); name one as "{PLAIN}" or "{SOUL}"'
    )


@pytest.mark.covers("CARD-016", formats=("standard",))
@pytest.mark.rule("deck.copies")
def test_printings_of_one_name_count_together_for_the_copy_limit() -> None:
    legal = _deck_with(2, 2)
    assert check_deck(legal, "standard") == []
    # 3 + 2: five cards of one name, though no printing has more than three
    over = _deck_with(3, 2, drop="Ember Lancer")
    (v,) = [v for v in check_deck(over, "standard") if v.rule == "deck.copies"]
    assert v.inventory == "DECK-005"
    assert (
        v.message == f'5 copies of "{NAME}" (at most 4 per name, 2 printings counted as one name)'
    )
    # the trigger caps still count trigger icons card by card: 4 + 5 draw triggers is too many
    draws = [v for v in check_deck(over, "standard") if v.rule == "deck.trigger-caps"]
    assert draws and "draw triggers" in draws[0].message


def test_a_deck_list_line_of_a_violation_is_the_first_printing_line() -> None:
    text = "\n".join(
        ["format: standard", "[main]", f"3 x {PLAIN}", "1 x Ember Lancer", f"2 x {SOUL}"]
    )
    (v,) = [v for v in check_deck(parse_deck(text), "standard") if v.rule == "deck.copies"]
    assert v.line == 3


def test_a_judges_card_file_replaces_one_printing_by_its_id() -> None:
    pool, _ = with_cards(
        [
            {
                "name": NAME,
                "id": "STD-902",
                "grade": 0,
                "trigger": "draw",
                "replaces": True,
                "shares_name": True,
                "nation": "Emberreach",
                "formats": ["standard"],
                "text": "changed",
                "abilities": [],
            }
        ]
    )
    assert pool[SOUL].text == "changed" and pool[PLAIN].text == ""
    with pytest.raises(CardDataError, match="give its id"):
        with_cards(
            [{"name": NAME, "grade": 0, "replaces": True, "text": "changed", "abilities": []}]
        )


# -------------------------------------------------------------------- in a game


def _twin_drive(first: str, second: str) -> tuple[Game, int, int, int]:
    """Player 1's twin-drive vanguard attacks with ``first`` and ``second`` on top of the
    deck for its two drive checks (the draw trigger of the first draws the card between)."""
    t = Table("standard")
    t.vanguard(0, VG0)
    t.vanguard(1, VG1)
    # the draw trigger draws one card, the soul charge takes another from the top
    between = ["Ember Lancer", *(["Kindlescale Page"] if first == SOUL else [])]
    a, *_, b = t.deck_top(0, first, *between, second)
    g = t.at_battle()
    soul = len(g.state.players[0].soul)
    act(g, "attack", circle="VC", target="VC")
    act(g, "end-guard")
    return g, a, b, soul


@pytest.mark.covers("CARD-016", formats=("standard",))
@pytest.mark.rule("deck.copies")
@pytest.mark.parametrize("order", [(PLAIN, SOUL), (SOUL, PLAIN)])
def test_dewlight_courier_printings_each_resolve_their_own_text(order: tuple[str, str]) -> None:
    g, a, b, soul = _twin_drive(*order)
    s = g.state
    assert s.card(a).name == s.card(b).name == NAME
    with_ability = a if order[0] == SOUL else b
    # both are draw triggers: each drew a card; only the printing with the AUTO ability
    # triggered it, and so exactly one soul charge happened
    draws = [e for e in g.events if e.kind == "draw" and "from the trigger" in e.text]
    assert len(draws) == 2
    triggered = [e for e in g.events if e.kind == "ability-trigger"]
    assert [e.cards for e in triggered] == [(with_ability,)]
    assert len(s.players[0].soul) == soul + 1
    # the ability's explain lines add the id, as two printings of the name are in this game
    assert f"“{SOUL}”: its AUTO" in texts(g.events)
    assert f"“{PLAIN}”" not in texts(triggered)
    # and so do the drive checks: the log says which printing each check revealed
    reveals = [e.text for e in g.events if e.kind == "drive-check"]
    assert len(reveals) == 2 and all("[STD-90" in r for r in reveals), reveals


@pytest.mark.covers("CARD-016", formats=("standard",))
def test_a_vanilla_printing_checked_alone_does_nothing_more() -> None:
    g, _, _, soul = _twin_drive(PLAIN, PLAIN)
    assert len(g.state.players[0].soul) == soul
    assert not [e for e in g.events if e.kind == "ability-trigger"]
    # only one printing of the name is in this game: the explain log names it plainly
    assert "[STD-90" not in texts(g.events)


def test_the_notation_names_each_printing_where_both_are_in_the_game() -> None:
    t = Table("standard")
    t.vanguard(0, VG0)
    t.vanguard(1, VG1)
    plain, soul = t.hand(0, PLAIN, SOUL)
    g = t.at_main()
    calls = [a for a in g.legal_actions() if a.kind == "call" and a.circle == "FL"]
    lines = {a.card: to_script(g.state, a) for a in calls if a.card in (plain, soul)}
    assert lines == {plain: f"call: {PLAIN} -> FL", soul: f"call: {SOUL} -> FL"}
    for a in calls:
        assert parse(g.state, to_script(g.state, a)) == a
    with pytest.raises(RecordError, match=r"2 printings.*STD-901.*STD-902"):
        parse(g.state, f"call: {NAME} -> FL")
    # a prompt naming a printing with its id reads whole for who sees the card, and the
    # opponent, who does not see the hand, still reads "a card"
    assert {PLAIN, SOUL} <= visible_names(g.state, 0)
    assert not {NAME, PLAIN, SOUL} & visible_names(g.state, 1)


@pytest.mark.covers("CARD-016", formats=("standard",))
def test_a_record_with_both_printings_replays_identically() -> None:
    decks = (_deck_with(2, 2, 0), teaching_decks("standard")[1])
    g = Game.new(*decks, seed=7, format="standard")
    for _ in range(80):
        if g.state.result is not None:
            break
        g.apply(g.legal_actions()[0])
    rec = record.to_record(g)
    assert PLAIN in rec["start"]["decks"][0]["main"] and SOUL in rec["start"]["decks"][0]["main"]
    again = Game.from_json(json.dumps(rec))
    assert record.digest(again.events) == record.digest(g.events)
    assert [c.id for c in again.state.table.cards] == [c.id for c in g.state.table.cards]


def test_a_position_writes_a_shared_name_with_its_id_and_reads_it_back() -> None:
    t = Table("standard")
    t.vanguard(0, VG0)
    t.vanguard(1, VG1)
    plain, soul = t.hand(0, PLAIN, SOUL)
    g = t.at_main()
    text = g.to_position()
    assert f'"{PLAIN}"' in text and f'"{SOUL}"' in text
    with pytest.raises(PositionError, match=r"ambiguous card.*STD-901.*STD-902"):
        Game.from_position(text.replace(f'"{PLAIN}"', f'"{NAME}"'))
    back = Game.from_position(text)
    hand = back.state.players[0].hand
    assert sorted(back.state.card(c).id for c in hand if back.state.card(c).name == NAME) == [
        "STD-901",
        "STD-902",
    ]


@pytest.mark.rule("deck.copies")
def test_the_lookahead_opponent_tells_two_printings_apart_and_copies_not() -> None:
    """The computer treats copies of one card as one choice, but two printings of one name
    as two: each has its own text (CARD-016)."""
    from vgwidget.bots.lookahead import _distinct

    t = Table("standard")
    t.vanguard(0, VG0)
    t.vanguard(1, VG1)
    plain, plain2, soul = t.hand(1, PLAIN, PLAIN, SOUL)
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    guards = [a for a in g.legal_actions() if a.kind == "guard"]
    assert {a.card for a in guards} == {plain, plain2, soul}
    end = next(a for a in g.legal_actions() if a.kind == "end-guard")
    kept = {a.card for a in _distinct(g.state, guards, end) if a.kind == "guard"}
    assert soul in kept and len(kept & {plain, plain2}) == 1
