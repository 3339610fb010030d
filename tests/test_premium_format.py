"""The Premium format (the G era) as data: the format and its variants, the G deck in deck
lists and deck checks, the G zone at set-up, the turn's steps, the CLI."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from builders import Table

from vgwidget import cli
from vgwidget.engine.decks import check_deck, parse_deck, teaching_decks
from vgwidget.engine.errors import DeckError
from vgwidget.engine.formats import PREMIUM, UnknownFormat, get_format, premium_variant
from vgwidget.engine.game import Game
from vgwidget.engine.notation import describe, parse, to_script

P = ("premium",)


def premium_deck(g_deck: str) -> str:
    """Premium teaching deck 1's list with another G deck section."""
    text = (Path(__file__).parents[1] / "vgwidget" / "data" / "decks" / "premium-1.txt").read_text(
        encoding="utf-8"
    )
    return text.split("[G deck]")[0] + "[G deck]\n" + g_deck


def test_game_new_premium_and_its_alias_g() -> None:
    g = Game.new(format="premium", seed=3)
    assert g.state.fmt is PREMIUM and get_format("g") is PREMIUM
    assert Game.new(format="g", seed=3).events[-1].text == g.events[-1].text
    assert g.view(None)["format"] == "premium"


@pytest.mark.covers("SETUP-006", formats=P)
@pytest.mark.rule("g.setup")
def test_the_g_deck_goes_face_down_into_the_g_zone_before_the_first_player_is_decided() -> None:
    g = Game.new(format="premium", seed=1)
    rules = [e.rule for e in g.events]
    assert rules.index("g.setup") < rules.index("setup.first-player")
    for p in (0, 1):
        gz = g.state.players[p].gzone
        assert len(gz) == 8 and not (set(gz) & g.state.face_up)
        assert all(c == {"hidden": True} for c in g.view(1 - p)["players"][p]["gzone"])


@pytest.mark.covers("TURN-002", "TURN-003", "GASSIST-012", formats=P)
@pytest.mark.rule("g.turn-steps")
def test_a_premium_turn_has_a_g_assist_step_after_the_draw_and_a_stride_step_after_the_ride() -> (
    None
):
    t = Table("premium")
    t.vanguard(0, "Dawnspear Knight")
    t.vanguard(1, "Stormsail Boatswain")
    t._add(0, "gzone", ["Aurelion the Dawnforged Lanternlord"] * 2)
    t.hand(0, "Dawnspear Knight")  # no grade 3 in hand: G assist is possible
    g = t.at_turn_start(turn=3, player=0)
    assert g.decision is not None and g.decision["kind"] == "g-assist"
    assert g.state.phase == "draw" and g.state.step == "g-assist"
    g.apply(next(a for a in g.legal_actions() if a.kind == "skip-g-assist"))
    assert g.decision is not None and g.decision["kind"] == "ride"
    assert g.state.phase == "ride"


@pytest.mark.covers("DECK-028", formats=P)
@pytest.mark.rule("g.deck")
def test_nine_g_units_are_refused_under_the_playbook_naming_the_rule() -> None:
    deck = parse_deck(
        premium_deck(
            "4 x Aurelion the Dawnforged Lanternlord\n4 x Solstice Herald of the Lantern\n"
            "1 x Lanternshield Bastion\n"
        )
    )
    problems = check_deck(deck, "premium")
    assert [(v.rule, v.inventory) for v in problems] == [("g.deck", "DECK-028")]
    assert "9 cards" in str(problems[0]) and "0 to 8" in str(problems[0])
    with pytest.raises(DeckError, match=r"g\.deck.*DECK-028"):
        Game.new(deck, format="premium")


@pytest.mark.covers("DECK-030", formats=P)
@pytest.mark.rule("g.deck")
def test_only_g_units_go_in_the_g_deck_and_never_in_the_main_deck() -> None:
    deck = parse_deck(premium_deck("1 x Lanternguard Squire\n"))
    problems = check_deck(deck, "premium")
    assert [(v.rule, v.inventory) for v in problems] == [("g.deck", "DECK-030")]
    assert "Lanternguard Squire" in problems[0].message and problems[0].line is not None
    text = premium_deck("").replace(
        "4 x Lanternguard Squire", "3 x Lanternguard Squire\n1 x Lanternshield Bastion"
    )
    problems = check_deck(parse_deck(text), "premium")
    assert [(v.rule, v.inventory) for v in problems] == [("g.deck", "DECK-030")]


@pytest.mark.covers("DECK-008", formats=P)
@pytest.mark.rule("g.deck")
def test_the_g_deck_has_its_own_four_per_name_limit() -> None:
    problems = check_deck(
        parse_deck(premium_deck("5 x Aurelion the Dawnforged Lanternlord\n")), "premium"
    )
    assert [(v.rule, v.inventory) for v in problems] == [("g.deck", "DECK-008")]
    assert (
        check_deck(parse_deck(premium_deck("4 x Aurelion the Dawnforged Lanternlord\n")), "premium")
        == []
    )


def test_the_legacy_g_deck_variant_allows_sixteen() -> None:
    text = premium_deck(
        "4 x Aurelion the Dawnforged Lanternlord\n4 x Solstice Herald of the Lantern\n"
        "4 x Lanternshield Bastion\n4 x Thornveil Worldtree Empress\n"
    )
    legacy = premium_variant("legacy-g-deck")
    assert check_deck(parse_deck(text), legacy) == []
    assert [v.inventory for v in check_deck(parse_deck(text), "premium")] == ["DECK-028"]
    assert legacy.name == "premium" and legacy.variants == ("legacy-g-deck",)
    with pytest.raises(UnknownFormat, match="unknown Premium variant"):
        premium_variant("sixty-g-units")


def test_classic_refuses_a_g_deck_and_g_units() -> None:
    deck = parse_deck(premium_deck("2 x Aurelion the Dawnforged Lanternlord\n"))
    rules = {v.rule for v in check_deck(deck, "classic")}
    assert "deck.card-types" in rules and "deck.format-legal" in rules


@pytest.mark.parametrize("i", [0, 1])
def test_premium_teaching_decks_have_g_decks(i: int) -> None:
    d = teaching_decks("premium")[i]
    assert len(d.g_deck) == 8 and d.format == "premium"


def test_cli_check_deck_knows_g_decks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "nine.txt"
    f.write_text(
        premium_deck(
            "4 x Aurelion the Dawnforged Lanternlord\n5 x Solstice Herald of the Lantern\n"
        ),
        encoding="utf-8",
    )
    assert cli.main(["check-deck", str(f), "--format", "premium"]) != 0
    out = capsys.readouterr().out
    assert "DECK-028" in out and "DECK-008" in out
    ok = tmp_path / "ok.txt"
    ok.write_text(premium_deck("4 x Aurelion the Dawnforged Lanternlord\n"), encoding="utf-8")
    assert cli.main(["check-deck", str(ok), "--format", "premium"]) == 0


def test_cli_plays_a_premium_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["play", "--seed", "2", "--format", "premium", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["format"] == "premium"


@pytest.mark.parametrize("seed", range(6))
def test_random_premium_games_end_and_replay(seed: int) -> None:
    g = Game.new(format="premium", seed=seed)
    rnd = random.Random(seed)
    n = 0
    while not g.is_over and n < 4000:
        g.apply(rnd.choice(g.legal_actions()))
        n += 1
    assert g.is_over
    again = Game.from_json(g.to_json())
    assert again.events[-1].text == g.events[-1].text


@pytest.mark.parametrize("seed", [0, 1])  # two games that reach a stride
def test_every_premium_action_round_trips_through_its_script_line(seed: int) -> None:
    """Stride, G guardian and G assist have words and script lines like every action."""
    g = Game.new(format="premium", seed=seed)
    rnd = random.Random(seed)
    seen: set[str] = set()
    while not g.is_over and len(g.actions) < 2500:
        s = g.state
        acts = g.legal_actions()
        for a in acts:
            if a.kind in (
                "stride",
                "skip-stride",
                "g-guardian",
                "g-assist",
                "skip-g-assist",
                "g-assist-take",
                "g-assist-pay",
            ):
                assert parse(s, to_script(s, a)) == a
                assert describe(s, a, viewer=1 - a.player)
                seen.add(a.kind)
        g.apply(rnd.choice(acts))
    assert {"stride", "skip-stride", "skip-g-assist"} <= seen


def test_a_record_carries_the_premium_variants_and_replays() -> None:
    fmt = premium_variant("legacy-g-deck", "legacy-g-return")
    g = Game.new(format=fmt, seed=4)
    rnd = random.Random(4)
    while not g.is_over and len(g.actions) < 300:
        g.apply(rnd.choice(g.legal_actions()))
    rec = json.loads(g.to_json())
    assert rec["format"] == "premium" and rec["variants"] == ["legacy-g-deck", "legacy-g-return"]
    again = Game.from_json(g.to_json())
    assert again.state.fmt.variants == fmt.variants
    assert again.events[-1].text == g.events[-1].text
    rec["variants"] = ["sixty-g-units"]
    with pytest.raises(ValueError, match="unknown Premium variant"):
        Game.from_record(rec)
    rec["format"], rec["variants"] = "classic", ["legacy-g-deck"]
    with pytest.raises(ValueError, match="no variants"):
        Game.from_record(rec)


def test_the_stride_variants_change_when_a_player_may_stride() -> None:
    """STRIDE-002 (Premium) against STRIDE-003 (legacy-stride) and STRIDE-004 (thai-stride):
    Player 1 is grade 3, Player 2 grade 2 but rode a grade 3 earlier (it is in the soul)."""
    from vgwidget.engine.procedures.stride import stride_condition

    t = Table("premium")
    t.vanguard(0, "Aurelio the Radiant Lanternlord")
    t.vanguard(1, "Stormsail Boatswain")
    t.soul(1, "Vessaline the Tempest Corsair Queen")
    s = t.state(turn=3, player=0, phase="ride")
    refusal = stride_condition(s, 0)
    assert refusal is not None and refusal.rule == "stride.condition"

    def under(variant: str, flags: frozenset[str] = frozenset()) -> object:
        fmt = premium_variant(variant)
        return stride_condition(s._replace(table=s.table._replace(fmt=fmt), turn_flags=flags), 0)

    assert under("thai-stride") is None  # both have ridden a grade 3
    assert under("legacy-stride") is not None  # not grade 3 at the start of the turn
    assert under("legacy-stride", frozenset({"grade-3-at-start"})) is None


def test_only_the_g_era_names_g_era_actions_among_the_allowed_ones() -> None:
    """A refused action lists what the decision allows in this format: the G guardian only in
    Premium, legion only where legion is played."""
    from vgwidget.engine.actions import Action
    from vgwidget.engine.errors import IllegalAction

    for fmt in ("standard", "classic", "premium"):
        t = Table(fmt)
        g = t.at_main()
        with pytest.raises(IllegalAction) as err:
            g.apply(Action("skip-ride", 0))
        assert "legion" in str(err.value), fmt  # Standard: by card text (LEGION-014)
        act_attack = next(a for a in g.legal_actions() if a.kind == "end-main")
        g.apply(act_attack)
        g.apply(next(a for a in g.legal_actions() if a.kind == "attack"))
        while g.decision is not None and g.decision["kind"] != "guard":
            g.apply(g.legal_actions()[0])
        with pytest.raises(IllegalAction) as err:
            g.apply(Action("end-main", 1))
        assert ("g-guardian" in str(err.value)) is (fmt == "premium"), fmt
