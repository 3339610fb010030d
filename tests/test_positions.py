"""Position files: the shipped Playbook Q&A positions, round trips, resuming play, validation."""

from __future__ import annotations

import random
import textwrap
from pathlib import Path
from typing import Any

import pytest

from vgwidget import cli_timeline
from vgwidget.engine import position
from vgwidget.engine.errors import IllegalAction, RecordError
from vgwidget.engine.events import Event
from vgwidget.engine.game import Game
from vgwidget.engine.position import PositionError, positions_dir, to_dict, to_state, to_toml
from vgwidget.engine.timeline import (
    check_expectations,
    describe_action,
    parse_action,
    play_script,
)

SHIPPED = sorted(positions_dir().glob("q*.toml"))


def _load_and_play(path: Path) -> tuple[Game, list[str]]:
    g = Game.from_position(path)
    problems, _ = cli_timeline.play_and_check(g)
    return g, problems


def _after(events: list[Event], kind: str) -> list[Event]:
    i = next(i for i, e in enumerate(events) if e.kind == kind)
    return events[i + 1 :]


# ------------------------------------------------------------------- shipped positions


def test_the_playbook_positions_are_shipped() -> None:
    names = {p.name.split("-")[0] for p in SHIPPED}
    assert {
        "q08",
        "q09",
        "q10",
        "q16",
        "q17",
        "q18",
        "q21",
        "q25",
        "q26",
        "q29",
        "q32",
        "q33",
        "q34",
    } <= names


@pytest.mark.rule("position.setup")
@pytest.mark.parametrize("path", SHIPPED, ids=[p.stem for p in SHIPPED])
def test_each_position_shows_its_expected_ruling(path: Path) -> None:
    g, problems = _load_and_play(path)
    assert problems == []
    meta = g.position_extras["meta"]
    for key in ("title", "question", "ruling", "sources"):
        assert meta.get(key), f"{path.name}: [meta] needs {key}"
    assert any("Playbook" in s and "Q" in s for s in meta["sources"])
    assert g.events[0].rule == "position.setup"
    assert g.position_extras.get("expect"), "every position checks its ruling"


@pytest.mark.rule("legion.attacked", "battle.hit-check")
@pytest.mark.covers("LEGION-007", "LEGION-008", formats=("premium",))
def test_q21_only_the_legion_leader_is_attacked_with_its_own_power() -> None:
    """Q21 as a casebook position (Premium): the legion mate is never a target, and the
    battle compares the attacker's power with the leader's alone (11,000, not 22,000)."""
    g = Game.from_position(positions_dir() / "q21-only-the-legion-leader-is-attacked.toml")
    (mate,) = g.state.players[0].legion
    attacks = [a for a in g.legal_actions() if a.kind == "attack"]
    assert {(a.circle, a.target) for a in attacks} == {("VC", "VC")}
    assert all(mate not in (a.card, *a.cards) for a in attacks)
    problems = play_script(g, g.position_extras["script"])
    problems += check_expectations(
        g.events, g.position_extras["expect"], g.position_extras["final"], g.state
    )
    assert problems == []
    assert g.state.players[0].legion == (mate,)  # the hit leaves the pair as it was


@pytest.mark.rule("battle.hit-check", "battle.hit-vanguard")
@pytest.mark.covers("DAMAGE-003", "DAMAGE-008", formats=("standard",))
def test_q16_equal_power_hits() -> None:
    g, _ = _load_and_play(positions_dir() / "q16-equal-power-hits.toml")
    (hit,) = [e for e in g.events if e.rule == "battle.hit-check"]
    assert "10,000 against" in hit.text and "10,000: the attack hits" in hit.text
    assert [e.kind for e in g.events].count("damage-check") == 1


@pytest.mark.rule("battle.hit-rearguard")
@pytest.mark.covers("DAMAGE-007", formats=("standard",))
def test_q17_critical_does_not_matter_against_a_rear_guard() -> None:
    g = Game.from_position(positions_dir() / "q17-critical-against-rear-guard.toml")
    vc = g.state.players[0].vanguard
    assert vc is not None and position.to_dict(g.state)["modifiers"][0]["stat"] == "critical"
    damage_before = len(g.state.players[1].damage)
    play_script(g, ["end-guard"])
    assert any(e.rule == "battle.hit-rearguard" for e in g.events)
    assert not any(e.rule == "damage.check" for e in g.events)
    assert len(g.state.players[1].damage) == damage_before
    assert g.state.players[1].at("FL") is None


@pytest.mark.rule("battle.no-hit")
@pytest.mark.covers("BATTLE-006", formats=("standard",))
def test_q18_a_failed_attack_has_no_penalty() -> None:
    g, _ = _load_and_play(positions_dir() / "q18-failed-attack-no-penalty.toml")
    p1 = g.state.players[0]
    assert p1.at("VC") is not None and p1.at("BC") is not None
    assert p1.drop == () and len(p1.damage) == 2


@pytest.mark.rule("battle.intercept")
@pytest.mark.covers("INTERCEPT-002", formats=("standard",))
def test_q25_a_rested_rear_guard_may_intercept() -> None:
    g = Game.from_position(positions_dir() / "q25-rested-unit-intercepts.toml")
    fl = g.state.players[1].at("FL")
    assert fl is not None and fl in g.state.rested
    kinds = {(a.kind, a.circle) for a in g.legal_actions()}
    assert ("intercept", "FL") in kinds


@pytest.mark.rule("battle.guardians-retire", "battle.intercept")
@pytest.mark.covers("INTERCEPT-006", formats=("standard",))
def test_q26_q27_guardians_and_the_interceptor_retire_together_in_the_damage_step() -> None:
    g, _ = _load_and_play(positions_dir() / "q26-q27-guardians-and-interceptors-retire.toml")
    rules = [e.rule for e in g.events]
    hit = rules.index("battle.hit-check")
    (retire,) = [e for e in g.events if e.rule == "battle.guardians-retire"]
    i = rules.index("battle.guardians-retire")
    assert hit < rules.index("damage.check") < i < rules.index("battle.close")
    assert retire.step == "damage"
    assert len(retire.cards) == 2
    assert {g.state.card(c).name for c in retire.cards} == {"Kelpwood Archer", "Wavebreaker Lancer"}


@pytest.mark.rule("battle.guard-end", "battle.guard")
@pytest.mark.covers("GUARD-018", formats=("standard",))
def test_q29_no_guardian_can_be_called_after_the_drive_check() -> None:
    g, problems = _load_and_play(positions_dir() / "q29-no-guard-after-drive-check.toml")
    assert problems == []
    # look back at every decision point between the drive check and the hit check
    first_drive = next(e.seq for e in g.events if e.kind == "drive-check")
    hit = next(e.seq for e in g.events if e.rule == "battle.hit-check")
    decided = []
    for n in range(first_drive, hit):
        g.seek(n)
        if g.at_decision_point and g.decision is not None:
            decided.append(g.decision["kind"])
            assert g.decision["kind"] != "guard"
            saltspray = next(
                c for c in g.state.players[1].hand if g.state.card(c).name == "Saltspray Duelist"
            )
            with pytest.raises(IllegalAction):
                g.check(parse_action({"action": "guard: Saltspray Duelist", "player": 2}, g.state))
            assert saltspray in g.state.players[1].hand
    assert decided == ["power-to", "critical-to"]
    g.seek_end()


@pytest.mark.rule("damage.check", "trigger.draw")
@pytest.mark.covers("DAMAGE-014", formats=("standard",))
def test_q32_the_draw_happens_before_the_second_damage_check() -> None:
    g, _ = _load_and_play(positions_dir() / "q32-draw-trigger-before-second-damage-check.toml")
    kinds = [(e.kind, e.rule) for e in g.events]
    draw = kinds.index(("draw", "trigger.draw"))
    checks = [i for i, k in enumerate(kinds) if k[0] == "damage-check"]
    assert checks[0] < draw < checks[1]


@pytest.mark.rule("trigger.power", "damage.check")
@pytest.mark.covers("DAMAGE-015", formats=("classic",))
def test_q33_trigger_power_after_the_hit_does_not_stop_the_damage() -> None:
    g, _ = _load_and_play(positions_dir() / "q33-trigger-power-does-not-undo-hit.toml")
    checks = [e for e in g.events if e.kind == "damage-check"]
    assert [c.text.split(":")[0] for c in checks] == ["Damage check 1 of 2", "Damage check 2 of 2"]
    assert g.format.name == "classic"


@pytest.mark.rule("trigger.heal", "win.damage")
@pytest.mark.covers("TRIGGER-015", formats=("classic",))
def test_q34_the_heal_happens_before_the_sixth_damage_is_placed() -> None:
    g, _ = _load_and_play(positions_dir() / "q34-heal-trigger-at-five-damage.toml")
    heal = next(i for i, e in enumerate(g.events) if e.kind == "heal")
    placed = next(
        i for i, e in enumerate(g.events) if e.kind == "damage" and "Galley Medic" in e.text
    )
    assert heal < placed
    assert not g.is_over and len(g.state.players[1].damage) == 5


# -------------------------------------------------------------------------- round trips


@pytest.mark.rule("position.setup")
@pytest.mark.parametrize("path", SHIPPED, ids=[p.stem for p in SHIPPED])
def test_shipped_positions_round_trip(path: Path) -> None:
    g = Game.from_position(path)
    g.seek(0)
    text = g.to_position()
    h = Game.from_position(text)
    h.seek(0)
    assert h.to_position() == text
    # the rebuilt position is the same state, down to the random generator
    built = position.load(path).state
    again = position.load(text).state
    assert again == built
    # and play goes on identically
    g.seek_end()
    h.seek_end()
    assert [e.text for e in h.events] == [e.text for e in g.events]
    assert h.legal_actions() == g.legal_actions()
    # meta, script and expectations are kept
    data, _ = position.parse_toml(text)
    assert data["meta"] == g.position_extras["meta"]
    assert data.get("expect") == g.position_extras.get("expect")


def test_to_position_at_a_decision_writes_the_board_only() -> None:
    g = Game.from_position(positions_dir() / "q25-rested-unit-intercepts.toml")
    assert "[meta]" in g.to_position()  # still on the position itself (event 0)
    play_script(g, ["intercept: FL"])
    text = g.to_position()
    assert "[meta]" not in text and "[script]" not in text
    assert 'guardians = ["Undertow Tactician"]' in text
    h = Game.from_position(text)
    assert to_dict(h.state) == to_dict(g.state)
    assert _names(h) == _names(g)


def _names(g: Game) -> list[str]:
    return [describe_action(g.state, a) for a in g.legal_actions()]


@pytest.mark.rule("position.setup")
@pytest.mark.parametrize("fmt", ["standard", "classic"])
def test_positions_taken_from_real_games_resume_identically(fmt: str) -> None:
    """At every ride/main/attack/boost/guard decision of random games, write the position,
    load it, and play on both games with the same choices: the logs must match."""
    checked = 0
    for seed in range(3):
        g = Game.new(seed=seed, format=fmt)
        chooser = random.Random(seed)
        while not g.is_over:
            kind = g.decision["kind"] if g.decision else None
            if kind in ("ride", "main", "attack", "boost", "guard") and chooser.random() < 0.25:
                data = to_dict(g.state)
                assert to_dict(to_state(data)) == data
                h = Game.from_position(to_toml(data))
                assert _names(h) == _names(g)
                a, b = g.fork(), h
                pick = random.Random(seed * 1000 + checked)
                for _ in range(15):
                    if a.is_over:
                        break
                    i = pick.randrange(len(a.legal_actions()))
                    ea = a.apply(a.legal_actions()[i])
                    eb = b.apply(b.legal_actions()[i])
                    assert [e.text for e in ea] == [e.text for e in eb]
                checked += 1
            g.apply(chooser.choice(g.legal_actions()))
    assert checked > 20


def test_positions_in_the_middle_of_a_trigger_cannot_be_written() -> None:
    g = Game.from_position(positions_dir() / "q29-no-guard-after-drive-check.toml")
    play_script(g, ["guard: Kelpwood Archer", "end-guard"])
    assert g.decision is not None and g.decision["kind"] == "power-to"
    with pytest.raises(PositionError, match="trigger zone"):
        g.to_position()
    g.seek(1)  # after the guard, before the guard step ended: fine
    assert 'guardians = ["Kelpwood Archer"]' in g.to_position()


# ----------------------------------------------------------------------- resuming play


def _minimal(phase: str, step: str = "", extra: str = "", turn: int = 3) -> str:
    return textwrap.dedent(
        f"""
        [game]
        format = "standard"
        turn = {turn}
        turn_player = 1
        phase = "{phase}"
        step = "{step}"
        {extra}
        [players.1]
        hand = ["Ember Lancer", "Sparkflit Sprite"]
        deck = {{ fill = "teaching", count = 30 }}
        [players.1.circles]
        VC = {{ card = "Cinder Drake Warden", rested = {str(bool(extra)).lower()} }}
        BC = "Kindlescale Page"
        [players.2]
        hand = ["Kelpwood Archer"]
        deck = {{ fill = "teaching" }}
        [players.2.circles]
        VC = "Coralshield Captain"
        FL = "Wavebreaker Lancer"
        """
    )


_BATTLE = '[battle]\nattacker = "VC"\ntarget = "VC"\n'


@pytest.mark.rule("position.setup", "turn.sequence")
@pytest.mark.parametrize(
    ("phase", "step", "extra", "decision", "player"),
    [
        ("stand", "", "", "ride", 0),
        ("draw", "", "", "ride", 0),
        ("ride", "", "", "ride", 0),
        ("main", "", "", "main", 0),
        ("battle", "", "", "attack", 0),
        ("battle", "start", "", "attack", 0),
        ("battle", "attack", _BATTLE, "boost", 0),
        ("battle", "guard", _BATTLE, "guard", 1),
        ("end", "", "", "ride", 1),
    ],
)
def test_play_resumes_at_the_stated_phase_and_step(
    phase: str, step: str, extra: str, decision: str, player: int
) -> None:
    g = Game.from_position(_minimal(phase, step, extra))
    assert g.decision is not None
    assert (g.decision["kind"], g.decision["player"]) == (decision, player)
    assert g.events[0].rule == "position.setup"
    assert len(g.state.players[0].deck) == 30 - (1 if phase in ("stand", "draw") else 0)


@pytest.mark.rule("battle.hit-check")
@pytest.mark.covers("DAMAGE-003", formats=("standard",))
def test_a_damage_step_position_compares_power_at_once() -> None:
    g = Game.from_position(_minimal("battle", "damage", _BATTLE))
    assert g.events[1].rule == "battle.hit-check"
    assert "10,000 against “Coralshield Captain” 10,000: the attack hits" in g.events[1].text


def test_deck_fill_uses_the_games_seed() -> None:
    a = position.load(_minimal("main")).state
    b = position.load(_minimal("main")).state
    c = position.load(_minimal("main").replace("[game]", "[game]\nseed = 99")).state
    assert a == b

    def deck(s: Any) -> list[str]:
        return [s.card(i).name for i in s.players[0].deck]

    assert deck(a) != deck(c) and len(deck(c)) == 30
    names = deck(a)
    assert len(names) == 30 and names.count("Sparkflit Sprite") <= 3  # one is in the hand


# -------------------------------------------------------------------------- validation


BAD = """\
[game]
format = "standard"
turn = 1
turn_player = 1
phase = "battle"
step = "guard"
colour = "red"

[players.1]
hand = ["Ember Lancer", "Blazegaurd Knight", "Aurelio the Radiant Lanternlord"]
damage = ["Ember Lancer", "Ember Lancer", "Ember Lancer",
          "Ember Lancer", "Ember Lancer", "Ember Lancer"]
ride_deck = ["Kindling Decree", "Ember Lancer"]
deck = { fill = "teaching" }

[players.1.circles]
VC = { card = "Cinder Drake Warden", face_down = true }
FL = ["Scorchmane Raider", "Blazeguard Knight"]

[players.2]
drop = ["Dawnforge Phoenix"]
damage = ["Dawnforge Phoenix"]
deck = { fill = "standard-1" }

[players.2.circles]
FR = "Coralshield Captain"
"""


def test_validation_reports_every_problem_with_its_line() -> None:
    with pytest.raises(PositionError) as err:
        Game.from_position(BAD, where="bad.toml")
    problems = err.value.problems
    text = "\n".join(problems)
    expected = [
        ("line 6 (game.step)", "the guard step happens during a battle"),
        ("line 6 (game.step)", "cannot attack on turn 1"),
        ("line 7 (game.colour)", 'unknown key "colour"'),
        ("line 10 (players.1.hand.1)", 'did you mean "Blazeguard Knight"?'),
        ("line 10 (players.1.hand.2)", "is a classic card: the standard format does not use it"),
        ("line 11 (players.1.damage)", "6 damage: a player with 6 damage has already lost"),
        (
            "line 12 (players.1.damage.3)",
            "“Ember Lancer” is shown 8 times (hand, damage x6, ride deck) but deck list "
            '"teaching" holds 4: a card cannot be in two places',
        ),
        ("line 13 (players.1.ride_deck.0)", "“Kindling Decree” cannot be in a ride deck"),
        ("line 17 (players.1.circles.VC.face_down)", "locked or deleted"),
        ("line 18 (players.1.circles.FL)", "2 units on the front-left rear-guard circle"),
        ("line 21 (players.2.drop.0)", "“Dawnforge Phoenix” is shown 2 times (damage, drop)"),
        ("line 25 (players.2.circles)", "Player 2 has no vanguard"),
    ]
    for where, what in expected:
        assert any(p.startswith(where) and what in p for p in problems), (where, what, text)
    assert len(problems) == len(expected)
    assert str(err.value).startswith(f"bad.toml: {len(expected)} problems\n  line 6 (game.step)")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            'format = "standard"',
            'format = "lunar"',
        ),
        ('phase = "main"', 'phase = "lunch"'),
    ],
)
def test_game_table_errors(change: str, message: str) -> None:
    text = _minimal("main").replace(change, message)
    with pytest.raises(PositionError, match="line 3|line 6"):
        Game.from_position(text)


@pytest.mark.parametrize(
    ("extra", "edit", "message"),
    [
        ("", lambda t: t, r"line 1 \(battle\): a battle is in progress only from the attack step"),
        (_BATTLE, lambda t: t.replace("rested = true", "rested = false"), "so it has rested"),
        (_BATTLE + 'booster = "BL"\n', lambda t: t, "directly behind the attacker"),
        (
            _BATTLE + 'guardians = ["Kelpwood Archer"]\n',
            lambda t: t.replace('step = "guard"', 'step = "attack"'),
            "guardians are called in the guard step",
        ),
        (
            _BATTLE + 'guardians = ["Kelpwood Archer"]\n',
            lambda t: t.replace('step = "guard"', 'step = "close"'),
            "none are left in the close step",
        ),
        (
            '[[modifiers]]\nplayer = 2\ncircle = "BR"\nstat = "power"\namount = 5000\n'
            'until = "battle"\n',
            lambda t: t.replace('step = "guard"', 'step = "start"'),
            "needs a battle in progress",
        ),
    ],
)
def test_battle_and_modifier_errors(extra: str, edit: Any, message: str) -> None:
    base = _minimal("battle", "guard", extra)
    if not extra:
        base = base.replace('phase = "battle"', 'phase = "main"').replace('step = "guard"', "")
        base = _BATTLE + base
    with pytest.raises(PositionError, match=message):
        Game.from_position(edit(base))


def test_format_specific_zones() -> None:
    classic = _minimal("main").replace('"standard"', '"classic"')
    with pytest.raises(PositionError) as err:
        Game.from_position(
            classic.replace('hand = ["Kelpwood Archer"]', 'ride_deck = ["Gustborne Cabin Boy"]')
        )
    assert any("the classic format has no ride deck" in p for p in err.value.problems)
    standard = _minimal("main").replace(
        'hand = ["Kelpwood Archer"]', 'ride_deck = ["Ride Deck Crest", "Shoalguard Cadet"]'
    )
    with pytest.raises(PositionError, match="crest zone when the game was set up"):
        Game.from_position(standard)
    ok = standard.replace(
        '["Ride Deck Crest", "Shoalguard Cadet"]',
        '["Shoalguard Cadet"]\ncrest = ["Ride Deck Crest"]',
    )
    assert Game.from_position(ok).state.players[1].crest


def test_other_impossible_boards() -> None:
    cases = [
        (
            'deck = { fill = "teaching" }\n[players.2.circles]',
            "deck = { top = [] }\n[players.2.circles]",
            "no cards in the deck",
        ),
        (
            'FL = "Wavebreaker Lancer"',
            'FL = { card = "Wavebreaker Lancer", locked = true }\nBR = "Ride Deck Crest"',
            "not a unit that can stand on a circle",
        ),
        (
            "turn_player = 1",
            "turn_player = 1\nfirst_player = 2",
            "the first player is Player 1, not Player 2",
        ),
        ("count = 30", "count = 60", "only 46 cards left to fill 60 places"),
        ('fill = "teaching", count = 30', 'fill = "standard-9"', 'unknown deck list "standard-9"'),
        (
            'FL = "Wavebreaker Lancer"',
            'FL = "Wavebreaker Lancer"\nGC = "Kelpwood Archer"',
            'unknown key "GC"',
        ),
    ]
    for old, new, message in cases:
        text = _minimal("main")
        assert old in text, old
        with pytest.raises(PositionError, match=message):
            Game.from_position(text.replace(old, new))


def test_toml_syntax_errors_name_the_line() -> None:
    text = _minimal("main").replace(
        'VC = "Coralshield Captain"', 'VC = "Coralshield Captain"\nVC = "Ripplet Herald"'
    )
    with pytest.raises(PositionError, match=r"line \d+: a key is given twice"):
        Game.from_position(text)
    with pytest.raises(PositionError, match="not valid TOML"):
        Game.from_position("[game\nturn = 1\n")


def test_key_lines_follow_tables_arrays_and_inline_tables() -> None:
    lines = position.key_lines(
        '[meta]\nq = """a\nb"""\n[[expect]]\nrule = "x"\n[[expect]]\nrule = "y"\n'
        "[players.1]\ncircles = { VC = 'A', FL = { card = \"B\" } }\n"
        "hand = [\n  'C', # c\n  \"D\",\n]\n"
    )
    assert lines["meta.q"] == 2
    assert lines["expect.0.rule"] == 5 and lines["expect.1.rule"] == 7
    assert lines["players.1.circles.FL.card"] == 9
    assert lines["players.1.hand.0"] == 11 and lines["players.1.hand.1"] == 12


def test_a_missing_position_file() -> None:
    """A file that cannot be opened is the project's error, naming the file (never OSError)."""
    with pytest.raises(PositionError, match="no-such-position.toml.*cannot open"):
        Game.from_position("no-such-position.toml")


# ----------------------------------------------------------------------------- scripts


def test_scripted_actions_name_their_problems() -> None:
    g = Game.from_position(positions_dir() / "q16-equal-power-hits.toml")
    with pytest.raises(RecordError, match="Player 2 has no “Nothing” in the hand"):
        parse_action("guard: Nothing", g.state, "s")
    with pytest.raises(RecordError, match="unknown action kind 'dance'"):
        parse_action("dance", g.state, "s")
    with pytest.raises(RecordError, match=r"'ZZ' is not a circle"):
        parse_action("intercept: ZZ", g.state, "s")
    with pytest.raises(RecordError, match=r"script\.actions\[0\].*not legal now"):
        play_script(g, ["end-main"])
    problems = play_script(g, [{"action": "end-guard", "illegal": True}])
    assert problems and "was accepted" in problems[0]


def test_expectations_report_what_does_not_hold() -> None:
    g, _ = _load_and_play(positions_dir() / "q16-equal-power-hits.toml")
    failures = check_expectations(
        g.events,
        [
            {"rule": "battle.no-hit"},
            {"kind": "damage-check", "absent": True},
            {"kind": "damage-check", "count": 3},
        ],
        {"over": True, "winner": 2, "players": {"2": {"damage": 6, "power": {"VC": 1}}}},
        g.state,
    )
    assert len(failures) == 7


# --------------------------------------------------------------------------------- CLI


@pytest.mark.rule("position.setup")
def test_cli_position_prints_the_board_decision_and_legal_actions(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = positions_dir() / "q25-rested-unit-intercepts.toml"
    assert cli_timeline.main(["position", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Q25: a rested rear-guard can intercept" in out
    assert "Decision: Player 2 (guard)" in out
    assert "Intercept with “Undertow Tactician” on the front-left rear-guard circle" in out
    assert "FL Undertow Tactician 10,000 [rest]" in out
    assert cli_timeline.main(["position", str(path), "--play"]) == 0
    out = capsys.readouterr().out
    assert "The expected ruling holds" in out and "[battle.intercept]" in out
    assert cli_timeline.main(["position", str(path), "--player", "1"]) == 0
    out = capsys.readouterr().out
    assert "Kelpwood Archer" not in out  # Player 2's hand is hidden from Player 1


def test_cli_position_errors_go_to_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(BAD, encoding="utf-8")
    assert cli_timeline.main(["position", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "bad.toml: 12 problems" in err and "line 18 (players.1.circles.FL)" in err


def test_cli_replay_prints_the_log_up_to_an_event(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    g = Game.new(seed=2)
    chooser = random.Random(2)
    for _ in range(30):
        g.apply(chooser.choice(g.legal_actions()))
    g.annotate(5, "A judge's note.")
    f = tmp_path / "game.json"
    f.write_text(g.to_json(), encoding="utf-8")
    assert cli_timeline.main(["replay", str(f), "--to", "12"]) == 0
    out = capsys.readouterr().out
    assert "  12 T" in out and "  13 T" not in out
    assert "note: A judge's note." in out and "After event 12 of" in out
    assert cli_timeline.main(["replay", str(f), "--to", "9999"]) == 1
    assert "outside this record's events" in capsys.readouterr().err
    f.write_text(g.to_json()[:200], encoding="utf-8")
    assert cli_timeline.main(["replay", str(f)]) == 1
    assert "not valid JSON" in capsys.readouterr().err


def test_the_vgwidget_command_has_the_timeline_tools(capsys: pytest.CaptureFixture[str]) -> None:
    from vgwidget import cli

    path = positions_dir() / "q16-equal-power-hits.toml"
    assert cli.main(["position", str(path), "--play"]) == 0
    assert "The expected ruling holds" in capsys.readouterr().out


@pytest.mark.rule("battle.boost", "card.lock", "position.setup")
@pytest.mark.parametrize(
    ("change", "field", "rule"),
    [
        # a booster must have Boost: "Cinder Drake Warden" (grade 2) has none
        (
            lambda t: t.replace(
                'BC = "Kindlescale Page"', 'BC = { card = "Cinder Drake Warden", rested = true }'
            ),
            "battle.booster",
            "battle.boost",
        ),
        # a locked card cannot be attacked
        (
            lambda t: t.replace(
                'FL = "Wavebreaker Lancer"', 'FL = { card = "Wavebreaker Lancer", locked = true }'
            ),
            "battle.attacker",
            "card.lock",
        ),
    ],
)
def test_a_positions_battle_is_checked_by_the_engines_own_attack_and_boost_checks(
    change: Any, field: str, rule: str
) -> None:
    """The position loader asks the engine's attack and boost checks about the moment before
    the battle was declared, instead of keeping rules of its own about them."""
    battle = (
        _BATTLE + 'booster = "BC"\n'
        if rule == "battle.boost"
        else '[battle]\nattacker = "VC"\ntarget = "FL"\n'
    )
    text = change(_minimal("battle", "guard", battle))
    with pytest.raises(PositionError) as err:
        Game.from_position(text)
    msg = str(err.value)
    assert f"({field})" in msg and f"({rule})" in msg


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("a = " + "[" * 50_000 + "]" * 50_000, "cannot read the TOML"),  # nested too deep
        ("[game]\nturn = " + "9" * 5_000 + "\n", "cannot read the TOML"),  # 5,000 digits
        ("x" * 2_000_000, "at most 1,048,576"),  # megabytes of text
        ("\x00\x01binary\xff", "not valid TOML"),
    ],
)
def test_a_broken_position_text_is_one_clear_error(text: str, expected: str) -> None:
    with pytest.raises(PositionError, match=expected):
        Game.from_position(text)


def test_a_position_file_in_another_encoding_is_refused_naming_it(tmp_path: Any) -> None:
    f = tmp_path / "latin1.toml"
    f.write_bytes('[game]\nformat = "st\xe4ndard"\n'.encode("latin-1"))
    with pytest.raises(PositionError, match="not UTF-8"):
        Game.from_position(f)
