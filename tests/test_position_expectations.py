"""What a judge can write about a line of play (issue #24, items 10-12): expectations that
match in any order (``group``), the board in the middle of a line (``[[midway]]``), and
actions of a kind that are never offered (``absent = "act"``), offered exactly so many times
(``times``) or at a given decision (``at_decision``, ``"next"``)."""

from __future__ import annotations

import pytest
from test_mid_procedure_positions import main

from vgwidget.cli_timeline import play_and_check
from vgwidget.engine.game import Game
from vgwidget.engine.position import PositionError, positions_dir

Q25 = (positions_dir() / "q25-rested-unit-intercepts.toml").read_text(encoding="utf-8")
"""Player 2 intercepts with FL, then ends the guard: the attack does not hit."""
BOARD = Q25.split("[[expect]]")[0]  # the position and its script, without its own checks


def run(extra: str, base: str = BOARD) -> list[str]:
    problems, _ = play_and_check(Game.from_position(base + "\n" + extra))
    return problems


# ------------------------------------------------------------------ item 10: any order


@pytest.mark.rule("battle.intercept", "battle.guardians-retire")
def test_expectations_in_a_group_match_in_any_order() -> None:
    reversed_ = """
[[expect]]
group = "the battle"
rule = "battle.guardians-retire"

[[expect]]
group = "the battle"
rule = "battle.intercept"

[[expect]]
rule = "battle.close"
"""
    assert run(reversed_) == []
    ordered = reversed_.replace('group = "the battle"\n', "")
    (problem,) = run(ordered)
    assert "expect[1]" in problem and "battle.intercept" in problem


@pytest.mark.rule("battle.intercept")
def test_each_expectation_of_a_group_needs_its_own_event() -> None:
    twice = """
[[expect]]
group = "g"
rule = "battle.intercept"

[[expect]]
group = "g"
contains = "intercepts"
"""
    (problem,) = run(twice)
    assert "group 'g'" in problem and "unmatched" in problem
    # one event fits both, another only the first: the group gives each its own
    both = """
[[expect]]
group = "g"
kind = "intercept"

[[expect]]
group = "g"
rule = "battle.hit-check"

[[expect]]
group = "g"
rule = "battle.guardians-retire"
"""
    assert run(both) == []


@pytest.mark.rule("position.setup")
def test_a_group_is_checked_when_the_file_is_read() -> None:
    with pytest.raises(PositionError, match='without "absent"'):
        Game.from_position(
            BOARD + '\n[[expect]]\ngroup = "g"\nrule = "battle.intercept"\nabsent = true\n'
        )
    split = """
[[expect]]
group = "g"
rule = "battle.intercept"

[[expect]]
rule = "battle.hit-check"

[[expect]]
group = "g"
rule = "battle.guardians-retire"
"""
    with pytest.raises(PositionError, match="stand together"):
        Game.from_position(BOARD + split)


# ------------------------------------------------------------------ item 11: midway


@pytest.mark.rule("battle.intercept")
def test_the_board_in_the_middle_of_a_line() -> None:
    checks = """
[[midway]]
note = "the position as set out"
after_action = 0
players.2.circles = { FL = "Undertow Tactician" }

[[midway]]
after_action = 1
players.2 = { circles = { FL = "" }, drop = 0, hand = 2 }

[[midway]]
after_rule = "battle.intercept"
players.2.circles = { FL = "" }
"""
    assert run(checks) == []
    wrong = checks.replace("drop = 0", "drop = 1")
    (problem,) = run(wrong)
    assert problem == "midway[1].players.2.drop: expected 1, got 0 [after action 1]"
    late = """
[[midway]]
after_rule = "battle.guardians-retire"
players.2.drop = 0
"""
    (problem,) = run(late)
    assert problem == (
        "midway[0].players.2.drop: expected 0, got 1 [after event 9 (battle.guardians-retire)]"
    )


@pytest.mark.rule("position.setup")
def test_a_midway_check_says_when_and_is_checked_when_read() -> None:
    with pytest.raises(PositionError, match="say when"):
        Game.from_position(BOARD + "\n[[midway]]\nplayers.2.drop = 0\n")
    with pytest.raises(PositionError, match="say when"):
        Game.from_position(
            BOARD
            + '\n[[midway]]\nafter_action = 1\nafter_rule = "battle.intercept"\nover = false\n'
        )
    with pytest.raises(PositionError, match="unknown rule"):
        Game.from_position(BOARD + '\n[[midway]]\nafter_rule = "battle.intercep"\nover = false\n')
    with pytest.raises(PositionError, match='unknown key "damge"'):
        Game.from_position(BOARD + "\n[[midway]]\nafter_action = 1\nplayers.2.damge = 0\n")
    (problem,) = run("\n[[midway]]\nafter_action = 9\nover = false\n")
    assert "the script has 2 action(s), not 9" in problem


# ------------------------------------------------------------------ item 12: offered


@pytest.mark.rule("battle.intercept")
def test_an_action_word_alone_means_every_action_of_that_kind() -> None:
    assert run('\n[[expect]]\noffered = "intercept"\n') == []
    (problem,) = run('\n[[expect]]\nabsent = "intercept"\n')
    assert "'intercept' should never be offered, but it is at decision 1" in problem


@pytest.mark.rule("ability.once-per-turn")
def test_no_act_at_all_when_every_act_is_used() -> None:
    fresh = main() + '\n[script]\nactions = ["end-main"]\n\n[[expect]]\nabsent = "act"\n'
    (problem,) = run("", fresh)
    assert "'act' should never be offered" in problem
    used = main(game='used_once = [{ player = 1, at = "FL" }]')
    assert (
        run('\n[[expect]]\nabsent = "act"\n', used + '\n[script]\nactions = ["end-main"]\n') == []
    )


@pytest.mark.rule("battle.intercept")
def test_offered_exactly_once_and_at_a_given_decision() -> None:
    assert run('\n[[expect]]\noffered = "intercept"\ntimes = 1\n') == []
    (problem,) = run('\n[[expect]]\noffered = "end-guard"\ntimes = 1\n')
    assert "offered at 2 decision(s) of the line (decisions 1, 2), expected 1" in problem
    assert run('\n[[expect]]\nabsent = "intercept"\nat_decision = 2\n') == []
    (problem,) = run('\n[[expect]]\noffered = "intercept: FL"\nat_decision = 2\n')
    assert "is not offered at decision 2" in problem


@pytest.mark.rule("battle.intercept")
def test_offered_at_the_next_decision_after_the_events_matched() -> None:
    after = """
[[expect]]
rule = "battle.intercept"

[[expect]]
note = "once the unit has intercepted, no other may"
absent = "intercept"
at_decision = "next"

[[expect]]
offered = "end-guard"
at_decision = "next"
"""
    assert run(after) == []
    (problem,) = run(after.replace('absent = "intercept"', 'offered = "intercept"'))
    assert "is not offered at decision 2" in problem


@pytest.mark.rule("position.setup")
def test_times_and_at_decision_are_checked_when_read() -> None:
    with pytest.raises(PositionError, match="use it with offered"):
        Game.from_position(BOARD + '\n[[expect]]\nrule = "battle.intercept"\ntimes = 1\n')
    with pytest.raises(PositionError, match="at_decision"):
        Game.from_position(BOARD + '\n[[expect]]\noffered = "intercept"\nat_decision = "later"\n')


CASEBOOK = sorted(positions_dir().glob("cr*.toml"))


@pytest.mark.rule("position.setup")
@pytest.mark.parametrize("path", CASEBOOK, ids=[p.stem for p in CASEBOOK])
def test_each_casebook_position_of_the_official_rules_shows_its_ruling(path: object) -> None:
    """The casebook entries for issue #26's rulings (legion against a grade 2, a legion search
    that finds nothing, a G-era guardian's grade) play their script and hold."""
    g = Game.from_position(path)  # type: ignore[arg-type]
    problems, checks = play_and_check(g)
    assert problems == [] and checks >= 1
    meta = g.position_extras["meta"]
    assert meta["rules"] and any(s.startswith("CR ") for s in meta["sources"])


def test_the_casebook_covers_issue_26s_cases() -> None:
    assert len(CASEBOOK) >= 3
