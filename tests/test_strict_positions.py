"""A judge's position file is strict: every key of ``[script]``, ``[[expect]]``, ``[final]`` and
``[meta]`` is checked when the file is read, so a typo is an error naming its line -- never a
check that cannot fail. Expectations can say that an action is offered, or never offered, along
the scripted line, and what a zone or a circle holds at the end. ``vgwidget position FOLDER
--play`` checks a whole casebook."""

from __future__ import annotations

import ast
import random
import textwrap
from pathlib import Path

import pytest

from vgwidget import cli_timeline
from vgwidget.engine.errors import RecordError
from vgwidget.engine.events import EVENT_KINDS
from vgwidget.engine.game import Game
from vgwidget.engine.position import PositionError, positions_dir

ROOT = Path(__file__).resolve().parents[1]
CASEBOOKS = [positions_dir(), ROOT / "tutorials" / "positions"]
ALL_SHIPPED = sorted(p for d in CASEBOOKS for p in d.glob("*.toml"))

# Q16 (an attack with equal power hits) as a base: Player 1 attacks from VC at the start of the
# battle; Player 2 has "Sparkflit Sprite" in hand.
BASE = (positions_dir() / "q16-equal-power-hits.toml").read_text(encoding="utf-8")
BOARD = BASE[BASE.index("[game]") : BASE.index("[script]")]


def position(tail: str) -> str:
    """The Q16 board with the given script/expect/final tables."""
    return BOARD + "\n" + textwrap.dedent(tail)


def load_error(text: str) -> str:
    with pytest.raises(PositionError) as info:
        Game.from_position(text)
    return str(info.value)


def play(text: str, viewer: int | None = None, tmp: Path | None = None) -> list[str]:
    assert tmp is not None
    f = tmp / "case.toml"
    f.write_text(text, encoding="utf-8")
    problems, _ = cli_timeline.check_position(f, viewer)
    return problems


def line_of(text: str, needle: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if needle in line)


# ------------------------------------------------------------------ unknown keys and values


@pytest.mark.rule("position.setup")
@pytest.mark.parametrize(
    ("tail", "needle", "message"),
    [
        ('[[expect]]\nrule = "battle.hit-check"\nabsnt = true\n', "absnt", 'did you mean "absent"'),
        ('[[expect]]\nrul = "battle.hit-check"\n', "rul =", 'did you mean "rule"'),
        ('[[expect]]\nrule = "battle.hit-chek"\n', "hit-chek", 'did you mean "battle.hit-check"'),
        ('[[expect]]\nkind = "atack"\n', "atack", 'did you mean "attack"'),
        ('[[expect]]\ncount = -1\nrule = "battle.hit-check"\n', "count", "0 or more"),
        ('[[expect]]\nnote = "only a note"\n', "[[expect]]", "say which events"),
        (
            '[[expect]]\nrule = "battle.hit-check"\nabsent = true\ncount = 0\n',
            "[[expect]]",
            "write count = 0",
        ),
        ('[script]\nactons = ["end-battle"]\n', "actons", 'did you mean "actions"'),
        ('[script]\nactions = ["atack: VC -> VC"]\n', "atack", "did you mean 'attack'"),
        ('[script]\nactions = ["guard: Saltspray Duelst"]\n', "Duelst", "Saltspray Duelist"),
        (
            '[script]\nactions = [{ action = "end-battle", ilegal = true }]\n',
            "ilegal",
            'did you mean "illegal"',
        ),
        (
            '[script]\nactions = [{ action = "end-battle", rule = "battle.guard" }]\n',
            "rule =",
            "add illegal = true",
        ),
        ("[final]\nwiner = 1\n", "winer", 'did you mean "winner"'),
        ("[final.players.1]\ndamge = 1\n", "damge", 'did you mean "damage"'),
        ('[final.players.2]\nhand = ["Saltspray Duelst"]\n', "Duelst", "Saltspray Duelist"),
        ("[final.players.2.power]\nVX = 1\n", "VX", 'unknown key "VX" (known: VC'),
        ('[meta]\ntitel = "x"\n', "titel", 'did you mean "title"'),
        ('[meta]\nrules = ["battle.hitcheck"]\n', "hitcheck", 'did you mean "battle.hit-check"'),
    ],
)
def test_a_typo_in_a_check_is_an_error_naming_its_line(
    tail: str, needle: str, message: str
) -> None:
    text = position(tail)
    err = load_error(text)
    assert message in err, err
    assert f"line {line_of(text, needle)}" in err, err


@pytest.mark.rule("position.setup")
def test_the_known_actions_are_listed_for_a_misspelt_action() -> None:
    err = load_error(position('[script]\nactions = ["atack: VC -> VC"]\n'))
    assert "the actions are:" in err and "end-battle" in err and "guard" in err


@pytest.mark.rule("position.setup")
def test_every_problem_of_a_file_is_reported_at_once() -> None:
    err = load_error(position('[[expect]]\nrul = "x"\n\n[final]\nwiner = 1\n'))
    assert '"rule"' in err and '"winner"' in err


# ------------------------------------------------------------------ what a check can say


@pytest.mark.rule("position.setup", "battle.guard")
def test_offered_and_never_offered_along_the_line(tmp_path: Path) -> None:
    """Q16 starts in Player 2's guard step: guarding is offered there; ending the main phase
    is offered at no decision of the line (it is the battle phase throughout)."""
    script = '[script]\nactions = ["end-guard"]\n'
    holds = position(
        script + '\n[[expect]]\noffered = "guard: Saltspray Duelist"\n'
        '\n[[expect]]\nabsent = "end-main"\n'
    )
    assert play(holds, tmp=tmp_path) == []


@pytest.mark.rule("position.setup", "battle.guard")
def test_offered_and_absent_actions_fail_when_they_should(tmp_path: Path) -> None:
    script = '[script]\nactions = ["end-guard"]\n'
    problems = play(position(script + '\n[[expect]]\noffered = "end-main"\n'), tmp=tmp_path)
    assert len(problems) == 1 and "'end-main' is offered at none" in problems[0], problems
    problems = play(
        position(script + '\n[[expect]]\nabsent = "guard: Saltspray Duelist"\n'), tmp=tmp_path
    )
    assert len(problems) == 1, problems
    assert "should never be offered, but it is at decision 1" in problems[0]


@pytest.mark.rule("position.setup")
def test_final_zone_contents_and_circles(tmp_path: Path) -> None:
    g = Game.from_position(BASE)
    hand2 = sorted(g.state.table.cards[c].name for c in g.state.players[1].hand)
    vc1 = g.state.table.cards[g.state.players[0].at("VC")].name  # type: ignore[index]
    names = ", ".join(f'"{n}"' for n in reversed(hand2))
    good = position(
        f'[final.players.2]\nhand = [{names}]\n\n[final.players.1.circles]\nVC = "{vc1}"\nFR = ""\n'
    )
    assert play(good, tmp=tmp_path) == []
    bad = position(f'[final.players.1.circles]\nVC = "Sparkflit Sprite"\nBR = "{vc1}"\n')
    problems = play(bad, tmp=tmp_path)
    assert any("circles.VC: expected 'Sparkflit Sprite'" in p for p in problems), problems
    assert any("circles.BR" in p and "got empty" in p for p in problems), problems


@pytest.mark.rule("position.setup")
def test_a_players_check_does_not_quote_hidden_cards(tmp_path: Path) -> None:
    """Run as Player 1, a failed check on Player 2's hand says how many cards, not which."""
    g = Game.from_position(BASE)
    hand2 = [g.state.table.cards[c].name for c in g.state.players[1].hand]
    text = position('[final.players.2]\nhand = ["Sparkflit Sprite", "Sparkflit Sprite"]\n')
    as_player = play(text, viewer=0, tmp=tmp_path)
    as_judge = play(text, viewer=None, tmp=tmp_path)
    assert as_player and "hidden from this view" in as_player[0]
    assert not any(n in as_player[0].split("got", 1)[1] for n in hand2)
    assert any(n in as_judge[0] for n in hand2)


# ------------------------------------------------------------------ the casebook command


@pytest.mark.rule("position.setup")
def test_every_shipped_position_holds() -> None:
    """Every position the project ships (the Playbook casebook and the tutorials') sets up,
    plays its script and shows its expected ruling."""
    for path in ALL_SHIPPED:
        problems, n = cli_timeline.check_position(path)
        assert problems == [], (path.name, problems)
        assert n > 0, f"{path.name} checks nothing"


@pytest.mark.rule("position.setup")
def test_a_casebook_folder_runs_as_one_command(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a-holds.toml").write_text(BASE, encoding="utf-8")
    assert cli_timeline.main(["position", str(tmp_path), "--play"]) == 0
    out = capsys.readouterr().out
    assert "ok    a-holds.toml" in out and "holds in 1, not in 0" in out
    (tmp_path / "b-fails.toml").write_text(
        position('[script]\nactions = ["attack: VC -> VC"]\n\n[[expect]]\noffered = "end-main"\n'),
        encoding="utf-8",
    )
    (tmp_path / "c-broken.toml").write_text(position("[final]\nwiner = 1\n"), encoding="utf-8")
    assert cli_timeline.main(["position", str(tmp_path), "--play"]) == 1
    out = capsys.readouterr().out
    assert "FAIL  b-fails.toml" in out and "FAIL  c-broken.toml" in out
    assert 'did you mean "winner"' in out
    assert "holds in 1, not in 2" in out
    assert cli_timeline.main(["position", str(tmp_path)]) == 1
    assert "add --play" in capsys.readouterr().err


# ------------------------------------------------------------------ the event kinds


def _static_kinds() -> set[str]:
    """Every event kind written as a constant: ``emit("kind", ...)`` anywhere in the engine."""
    kinds: set[str] = set()
    for f in (ROOT / "vgwidget" / "engine").rglob("*.py"):
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "emit"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                kinds.add(str(node.args[0].value))
    return kinds


@pytest.mark.rule("position.setup")
def test_every_event_kind_the_engine_writes_is_known() -> None:
    """``[[expect]] kind`` is checked against :data:`EVENT_KINDS`: the list must hold every
    kind the engine writes (constants in the source, and those of random games with the
    ability decks and of every shipped position)."""
    from test_fuzz_quick import fuzz  # the fuzz profiles (benchmarks/fuzz.py)

    seen = _static_kinds()
    for profile in ("standard", "classic", "standard-abilities", "classic-abilities"):
        for seed in range(6):
            g = fuzz.new_game(profile, seed)
            rnd = random.Random(seed)
            while not g.is_over and len(g.actions) < 1500:
                g.apply(rnd.choice(g.legal_actions()))
            seen |= {e.kind for e in g.events}
    for path in ALL_SHIPPED:
        g = Game.from_position(path)
        cli_timeline.check_position(path)
        seen |= {e.kind for e in g.events}
    assert seen - set(EVENT_KINDS) == set()


@pytest.mark.rule("position.setup")
def test_a_misspelt_action_in_a_table_step_is_refused() -> None:
    from vgwidget.engine import notation

    g = Game.new(seed=1)
    with pytest.raises(RecordError, match="did you mean 'mulligan'"):
        notation.parse(g.state, {"kind": "muligan"}, "script.actions[0]")


@pytest.mark.rule("position.setup")
def test_the_judge_guides_example_holds(tmp_path: Path) -> None:
    """The complete example in docs/judge-guide.md loads, plays and shows its ruling."""
    guide = (ROOT / "docs" / "judge-guide.md").read_text(encoding="utf-8")
    start = guide.index("```toml\n[meta]") + len("```toml\n")
    example = guide[start : guide.index("```", start)]
    f = tmp_path / "example.toml"
    f.write_text(example, encoding="utf-8")
    problems, n = cli_timeline.check_position(f)
    assert problems == [] and n == 2
