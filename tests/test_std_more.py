"""Standard lines beyond the battle: legion by card text (LEGION-014), the ride deck changed by
a regulation or a card (DECK-027), no ride deck (SETUP-001), face-down damage and bind cards
(ZONE-024), same-named triggers (CARD-016)."""

from __future__ import annotations

import pytest
from builders import Table, act, power

from vgwidget.engine.actions import Action
from vgwidget.engine.cards import default_pool
from vgwidget.engine.decks import Deck, check_deck, teaching_decks
from vgwidget.engine.errors import DeckError
from vgwidget.engine.formats import UnknownFormat, standard_variant
from vgwidget.engine.game import Game

LEADER = "Blazeforge Twin Sovereign"
MATE = "Blazeforge Twin Vassal"


@pytest.mark.rule("legion.no-displace", "legion.procedure")
@pytest.mark.covers("LEGION-014", formats=("standard",))
def test_a_standard_card_naming_a_legion_mate_legions_and_displaces_nothing() -> None:
    t = Table("standard")
    leader = t.vanguard(0, LEADER)
    soul = t.soul(0, "Cinderling Scout")
    drop = t.drop(0, *[t.plain_card(0, 1)] * 4)
    t.deck(0, "Ember Lancer", MATE, "Kindlescale Page")
    t.rear(1, "FL", t.plain_card(1, 1))
    g = t.at_main()
    assert Action("legion", 0, card=leader) in g.legal_actions()
    act(g, "legion", card=leader)
    while g.state.decision is not None and g.state.decision.kind == "legion-return":
        act(g, "legion-return", card=g.legal_actions()[0].card)
    act(g, "choose", card=next(a.card for a in g.legal_actions() if a.card is not None))
    ps = g.state.players[0]
    (mate,) = ps.legion
    assert g.state.card(mate).name == MATE
    # the mate joins the leader on the vanguard circle: the leader stays the vanguard, nothing
    # goes to the soul or the drop zone
    assert ps.vanguard == leader and ps.soul == tuple(soul)
    assert not set(drop) & set(ps.drop) and len(ps.drop) == 0
    # the pair fights as one vanguard: the mate's power adds when the leader attacks
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    assert power(g, leader) == 13000 + 13000


@pytest.mark.covers("LEGION-014", formats=("standard",))
def test_a_standard_vanguard_naming_no_mate_cannot_legion() -> None:
    t = Table("standard")
    vg = t.vanguard(0, "Magmaforge Tyrant")
    t.drop(0, *[t.plain_card(0, 1)] * 4)
    g = t.at_main()
    assert "legion" not in {a.kind for a in g.legal_actions()}
    from vgwidget.engine.procedures.legion import legion_check

    refusal = legion_check(g.state, Action("legion", 0, card=vg))
    assert refusal is not None and "names no legion mate" in refusal.message


def _no_ride_deck(p: int) -> Deck:
    """Player ``p``'s Standard teaching deck played without its ride deck: its grade 0 is the
    first vanguard, one of the 50 (a non-trigger card makes way for it)."""
    td = teaching_decks("standard")[p]
    pool = default_pool()
    main = list(td.main)
    main.remove(next(n for n in main if pool[n].trigger is None))
    first = next(n for n in td.ride_deck if pool[n].is_unit and pool[n].grade == 0)
    return Deck(f"{td.name} (no ride deck)", "standard", tuple(main), first_vanguard=first)


@pytest.mark.rule("deck.ride-deck", "setup.first-vanguard")
@pytest.mark.covers("DECK-027", "SETUP-001", formats=("standard",))
def test_a_regulation_without_a_ride_deck_has_each_player_pick_a_grade_0_from_the_deck() -> None:
    decks = (_no_ride_deck(0), _no_ride_deck(1))
    fmt = standard_variant("no-ride-deck")
    # the usual Standard regulation asks for a ride deck; this one has none
    assert any(v.inventory == "DECK-025" for v in check_deck(decks[0], "standard"))
    assert check_deck(decks[0], fmt) == []
    with pytest.raises(DeckError):
        Game.new(*decks, format="standard")
    g = Game.new(*decks, format=fmt, seed=3)
    text = " ".join(e.text for e in g.events)
    for p in (0, 1):
        ps = g.state.players[p]
        assert ps.ride_deck == () and ps.crest == ()
        vg = ps.vanguard
        assert vg is not None and g.state.card(vg).name == decks[p].first_vanguard
        assert g.state.card(vg).grade == 0
        assert len(ps.deck) + len(ps.hand) == 49  # the other 49 of the 50
    assert "from the deck and sets it face down on the vanguard circle" in text
    assert "ride deck" not in text
    # the record names the regulation, and replays under it
    again = Game.from_json(g.to_json())
    assert again.state.fmt.variants == ("no-ride-deck",)
    assert again.state.players[0].vanguard == g.state.players[0].vanguard


@pytest.mark.rule("deck.ride-deck")
@pytest.mark.covers("DECK-027", formats=("standard",))
def test_the_usual_regulation_keeps_its_ride_deck() -> None:
    deck = teaching_decks("standard")[0]
    assert check_deck(deck, "standard") == []
    assert check_deck(deck, standard_variant("no-ride-deck"))  # a ride deck is not used there
    with pytest.raises(UnknownFormat, match="unknown Standard variant"):
        standard_variant("sixty-card-decks")
