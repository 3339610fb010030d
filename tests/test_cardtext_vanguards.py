"""A choice among your vanguards, as printed text (issue 21): "choose one of your vanguards, and
it gets ..." and "choose one of your vanguards that is being attacked, and it cannot be hit ...".

Each phrase is compiled (its record asserted), explained, rendered back and played: the only
candidate of a one-vanguard board is taken (TEXT-012), a legion offers its mate too (both are
vanguards, LEGION-001), and "being attacked" offers only the attacked vanguard (text.choose).
The cards are our own inventions written in the official templates."""

from __future__ import annotations

import pytest
from builders import Table, act, decision_of, make_card, offered, pool_with, power
from cardtext_reading import one, refused

from vgwidget.cardtext import compile, explain, render
from vgwidget.engine.abilities.cont import has_flag
from vgwidget.engine.abilities.model import parse_ability
from vgwidget.engine.abilities.refs import Ref
from vgwidget.engine.abilities.targets import target_options
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game

PROBE = "Lanternmoss Envoy"
GIVE = ("[AUTO](RC):When placed, [COST][Soul-Blast 1], choose one of your vanguards, and it "
        "gets [Power]+6000 until end of turn.")  # fmt: skip
GUARD = ("[AUTO](GC):When placed, [COST][Soul-Blast 1], choose one of your vanguards that is "
         "being attacked, and it cannot be hit until end of turn.")  # fmt: skip


# ------------------------------------------------------------------------------ compiled
@pytest.mark.rule("text.choose")
def test_choose_one_of_your_vanguards_reads_as_a_choice_of_your_vanguards() -> None:
    rec = one(GIVE)
    assert rec["effect"] == [{"do": "power", "amount": 6000, "target": "choose-your-vanguard"}]
    assert rec["cost"] == [{"soul-blast": 1}]


@pytest.mark.rule("text.choose")
@pytest.mark.parametrize(
    "words", ["of your vanguards that is being attacked", "of your vanguards being attacked"]
)
def test_choose_one_of_your_vanguards_being_attacked_reads_as_the_attacked_vanguard(
    words: str,
) -> None:
    rec = one(GUARD.replace("of your vanguards that is being attacked", words))
    assert rec["effect"] == [{"do": "cannot-be-hit", "target": "choose-your-attacked-vanguard"}]


@pytest.mark.rule("text.choose-up-to")
def test_choose_up_to_one_of_your_vanguards_being_attacked_is_an_optional_choice() -> None:
    rec = one(GUARD.replace("choose one", "choose up to one"))
    assert rec["effect"][0]["up_to"] is True


@pytest.mark.rule("text.choose")
@pytest.mark.parametrize("text", [GIVE, GUARD])
def test_a_choice_of_your_vanguards_renders_back_to_the_same_record(text: str) -> None:
    """compile(render(a)) == a, and the engine takes the record as it is."""
    rec = one(text)
    written = render(rec)
    assert compile(written) == [{**rec, "text": written}]
    parse_ability(rec, PROBE)


@pytest.mark.rule("text.choose")
def test_explain_names_the_vanguards_the_choice_is_among() -> None:
    said = explain(GIVE)
    assert "of your vanguards" in said and "text.choose" in said
    assert "of your vanguards that is being attacked" in explain(GUARD)


@pytest.mark.rule("text.choose")
@pytest.mark.parametrize("bad", ["of your vanguard, and it gets", "of your vangaurds, and it gets"])
def test_a_misspelled_choice_of_vanguards_is_refused_at_the_phrase(bad: str) -> None:
    text = GIVE.replace("of your vanguards, and it gets", bad)
    err = refused(text)
    assert err.position == text.index(bad)


# ------------------------------------------------------------------------------ played
def _table(text: str) -> Table:
    card = make_card(PROBE, "standard", compile(text), grade=1, power=8000, shield=5000)
    return Table("standard", pool=pool_with(card))


def _settle(g: Game) -> None:
    for _ in range(20):
        d = g.state.decision
        if d is None or d.kind in ("main", "ride") or g.is_over:
            return
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("resolve", "use", "choose")), acts[0]))
    raise AssertionError("the position never settled")


@pytest.mark.rule("text.choose", "golden.impossible")
def test_cr_your_only_vanguard_is_the_only_candidate_and_gets_the_power() -> None:
    t = _table(GIVE)
    vc = t.vanguard(0, "Cinder Drake Warden")
    t.soul(0, "Kindling Aide")
    (probe,) = t.hand(0, PROBE)
    g = t.at_main()
    before = power(g, vc)
    act(g, "call", card=probe, circle="FL")
    _settle(g)
    assert power(g, vc) == before + 6000
    assert power(g, probe) == 8000


@pytest.mark.rule("text.choose")
def test_cr_a_legion_mate_is_one_of_your_vanguards_but_not_one_being_attacked() -> None:
    t = _table(GIVE)
    vc = t.vanguard(0, "Cinder Drake Warden")
    mate = t.rear(0, "BL", "Kindling Aide")
    g = t.at_main()
    s = g.state
    ps = s.players[0]
    s = s._replace(players=(ps._replace(legion=(mate,)), s.players[1]))
    ref = Ref(0, mate, 0)
    assert target_options(s, ref, "choose-your-vanguard") == [vc, mate]
    assert target_options(s, ref, "choose-your-attacked-vanguard") == []  # no battle


@pytest.mark.rule("text.choose", "battle.guard")
def test_cr_the_attacked_vanguard_guarded_with_the_probe_cannot_be_hit() -> None:
    t = _table(GUARD)
    attacker = t.vanguard(0, "Ashfall Tyrant")
    vc = t.vanguard(1, "Pyrecrown Overlord")
    (probe,) = t.hand(1, PROBE)
    t.soul(1, "Kindling Aide")
    g = t.at_battle()
    act(g, "attack", circle="VC", target="VC")
    act(g, "guard", card=probe)
    for _ in range(8):
        if any(e.kind == "cannot-be-hit" for e in g.events):
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("resolve", "use", "choose")), acts[0]))
    assert has_flag(g.state, vc, "cannot-be-hit")  # for the rest of the turn
    assert not has_flag(g.state, attacker, "cannot-be-hit")


@pytest.mark.rule("text.choose", "legion.unit")
def test_cr_in_a_legion_the_player_is_asked_which_vanguard_gets_the_power() -> None:
    t = _table(GIVE)
    vc = t.vanguard(0, "Cinder Drake Warden")
    mate = t.rear(0, "BL", "Kindling Aide")
    t.soul(0, "Kindling Aide")
    (probe,) = t.hand(0, PROBE)
    g0 = t.at_main()
    ps = g0.state.players[0]
    g = Game(g0.state._replace(players=(ps._replace(legion=(mate,)), g0.state.players[1])),
             seed=t.seed)  # fmt: skip
    mate_power = power(g, mate)
    act(g, "call", card=probe, circle="FL")
    for _ in range(6):
        d = g.state.decision
        if d is not None and d.kind not in ("main", "use-ability"):
            break
        acts = g.legal_actions()
        g.apply(next((a for a in acts if a.kind in ("resolve", "use")), acts[0]))
    assert set(offered(decision_of(g))) == {vc, mate}
    act(g, "choose", card=mate)
    assert power(g, mate) == mate_power + 6000


@pytest.mark.rule("text.retire", "keyword.bind")
@pytest.mark.parametrize("verb", ["retire", "bind"])
def test_a_chosen_vanguard_is_never_retired_or_bound_the_text_is_refused(verb: str) -> None:
    text = f"[ACT](VC):Choose one of your vanguards, and {verb} it."
    refused(text)
    with pytest.raises(CardDataError, match="not retired or bound"):
        parse_ability(
            {"type": "ACT", "zones": ["VC"],
             "effect": [{"do": verb, "target": "choose-your-vanguard"}]},
            PROBE,
        )  # fmt: skip


@pytest.mark.rule("card.stand-rest", "text.choose")
def test_cr_a_chosen_rested_vanguard_is_stood() -> None:
    t = _table("[ACT](RC):Choose one of your vanguards, and [Stand] it.")
    vc = t.vanguard(0, "Cinder Drake Warden", rested=True)
    probe = t.rear(0, "FL", PROBE)
    g = t.at_main()
    assert vc in g.state.rested
    act(g, "act", card=probe, number=0)
    _settle(g)
    assert vc not in g.state.rested
