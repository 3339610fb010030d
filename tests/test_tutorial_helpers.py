"""The tutorials' shared helpers (``vgwidget.tutorial``) and their build (``make notebooks``).

* the text helpers print what the engine says: catalogue rules, circles, legal actions;
* ``play`` takes the matching legal action, prints exactly the log lines it caused, and keeps
  the boards of that game up to date;
* ``ask`` holds every board at the question until the learner has answered it, so running the
  later cells first ("Run All") does not show the answer on the board; answering moves the
  boards on to the next open question, or to the live game;
* ``Case`` replays a casebook position file, its ruling and its side lines;
* the build reads a percent-format source, runs it, and keeps outputs only on checked cells,
  with no widget state.
"""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

import nbformat
import pytest
from builders import decision_of

from vgwidget import Game
from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.notation import to_script
from vgwidget.quiz import Verdict, find_action, play_until
from vgwidget.tutorial import (
    HELD_NOTE,
    HELD_TITLE,
    Case,
    Lesson,
    case_file,
    field_text,
    options,
    power_first,
    rule,
    show_new,
    unit,
    wrap,
)
from vgwidget.tutorial import build as nbbuild

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"


def _main_phase_game() -> Game:
    game = Game.new(seed=20)
    play_until(game, lambda new: game.state.turn == 5 and decision_of(game).kind == "main")
    return game


# --------------------------------------------------------------------------- text


def test_rule_shows_the_rule_in_plain_words(capsys: pytest.CaptureFixture[str]) -> None:
    rule("battle.boost", "trigger.over")
    out = capsys.readouterr().out
    for i in ("battle.boost", "trigger.over"):
        r = get_rule(i)
        assert f"{r.id} -- {r.title}" in out
        assert " ".join(r.summary.split()) in " ".join(out.split())
    assert "(Standard only)" in out and "(every format)" in out
    # the sources' disagreement is not spelled out, only pointed at
    variance = get_rule("trigger.over").variance
    assert variance
    assert " ".join(variance.split()) not in " ".join(out.split())
    assert "see “sources”, or `vgwidget rules trigger.over`" in " ".join(out.split())
    assert "Status:" not in out


def test_the_sources_wait_behind_a_toggle() -> None:
    from vgwidget.tutorial import RuleText

    page = RuleText(["trigger.over", "zone.circles"])._repr_html_()
    r = get_rule("trigger.over")
    summary, toggle = page.split("<details>", 1)[0], page.split("<details>", 1)[1]
    assert r.title in summary and "Where the sources differ" not in summary
    assert toggle.startswith("<summary>sources (they differ)</summary>")
    assert "Where the sources differ" in toggle
    assert all(html.escape(x) in toggle for x in r.sources)
    assert "<script" not in page


def test_rule_refuses_an_unknown_id() -> None:
    from vgwidget.engine.catalogue import UnknownRule

    with pytest.raises(UnknownRule):
        rule("battle.no-such-rule")


def test_unit_shows_name_power_and_rest() -> None:
    card = {"name": "Ember Lancer", "rested": True, "stats": {"power": 11000}}
    assert unit(card) == "Ember Lancer 11,000 R"
    assert unit({**card, "rested": False}) == "Ember Lancer 11,000"
    assert unit(None) == "-"
    assert unit({"hidden": True}) == "(face down)"


@pytest.mark.rule("zone.hidden")
def test_field_text_hides_what_the_viewer_may_not_see() -> None:
    game = Game.new(seed=20)  # before "Stand up!": both first vanguards lie face down
    judge = field_text(game)
    p2 = field_text(game, viewer=1)
    lines = judge.splitlines()
    assert lines[0] == "Player 2" and lines[3] == "Player 1"
    assert lines[1].split("|")[0].strip().startswith("BR")  # Player 2 sits across the table
    vc1 = game.view()["players"][0]["circles"]["VC"]["name"]
    assert vc1 in judge.splitlines()[4]
    assert vc1 not in p2 and "VC (face down)" in p2.splitlines()[4]


def test_options_prints_every_legal_action(capsys: pytest.CaptureFixture[str]) -> None:
    game = _main_phase_game()
    options(game)
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["  " + to_script(game.state, a) for a in game.legal_actions()]
    assert any(line.strip().startswith("call") for line in lines)


def test_wrap_makes_one_paragraph() -> None:
    text = wrap("a  b\n c " + "word " * 40, 30)
    assert all(len(line) <= 30 for line in text.splitlines())
    assert text.startswith("a b c word")


# --------------------------------------------------------------------------- play


def test_play_prints_the_log_lines_it_caused(capsys: pytest.CaptureFixture[str]) -> None:
    game = _main_phase_game()
    lesson = Lesson()
    start = len(game.events)
    lesson.play(game, "call", card="Ember Lancer", circle="FL")
    out = capsys.readouterr().out
    assert out == game.explain(start=start) + "\n"
    assert "[main.call-occupied]" in out


def test_play_names_the_legal_actions_when_nothing_matches() -> None:
    game = _main_phase_game()
    n = len(game.events)
    with pytest.raises(LookupError, match="legal 'call' actions"):
        Lesson().play(game, "call", card="No Such Card", circle="FL")
    assert len(game.events) == n


def _at_trigger_order() -> Game:
    game = Game.new(seed=1)
    play_until(game, lambda new: (game.decision or {}).get("kind") == "trigger-order")
    return game


@pytest.mark.rule("trigger.effect-order")
def test_power_first_answers_the_order_of_a_triggers_effects(
    capsys: pytest.CaptureFixture[str],
) -> None:
    game = _at_trigger_order()
    assert power_first(game) == [{"kind": "trigger-order", "target": "power-first"}]
    assert power_first(_main_phase_game()) == []
    Lesson().play(game, "power-to", circle="VC")  # the order first, then the power
    kinds = [a.kind for a in game.actions[-2:]]
    assert kinds == ["trigger-order", "power-to"]
    assert game.actions[-2].target == "power-first"
    assert capsys.readouterr().out.strip()


def test_play_keeps_its_games_boards_up_to_date() -> None:
    game = _main_phase_game()
    other = _main_phase_game()
    lesson = Lesson()
    w = lesson.board(game)
    w_other = lesson.board(other, perspective=0)
    frames, other_frames = w.frame_count, w_other.frame_count
    lesson.play(game, "call", card="Ember Lancer", circle="FL")
    assert w.frame_count > frames and w.cursor == w.frame_count - 1
    assert w_other.frame_count == other_frames  # another game's board is left alone
    assert lesson.boards == [w, w_other] and w_other.perspective == 0


# --------------------------------------------------------------------------- questions


def _where_question(lesson: Lesson, game: Game) -> Any:
    return lesson.ask(
        "Where does “Cinderling Squire” go?",
        ["the drop zone", "the soul"],
        Verdict("the drop zone", "main.call-occupied", "it is retired"),
    )


@pytest.mark.rule("main.call-occupied")
def test_a_board_holds_the_question_until_it_is_answered() -> None:
    game = _main_phase_game()
    lesson = Lesson()
    w = lesson.board(game)
    asked_at = len(game.events)
    q = _where_question(lesson, game)
    assert lesson.open_questions == [q]
    lesson.play(game, "call", card="Ember Lancer", circle="FL")  # "Run All" runs on
    shown = lesson.shown(w)
    assert shown is not game and w.game is shown
    assert len(shown.events) == asked_at and shown.explain() == game.explain(stop=asked_at)
    assert len(game.events) > asked_at
    fl = w.current_view()["players"][0]["circles"]["FL"]
    assert fl["name"] == "Cinderling Squire"  # the board does not give the answer away
    assert w.title == HELD_TITLE  # and says why it does not move on
    q.answer("the drop zone")
    assert lesson.open_questions == [] and w.title == ""
    assert w.game is game and w.frame_count == len(game.events) + (1 if game.decision else 0)
    assert w.current_view()["players"][0]["circles"]["FL"]["name"] == "Ember Lancer"


def test_a_wrong_answer_that_shows_the_answer_releases_the_board_too() -> None:
    game = _main_phase_game()
    lesson = Lesson()
    w = lesson.board(game)
    q = _where_question(lesson, game)
    lesson.play(game, "call", card="Ember Lancer", circle="FL")
    assert w.game is not game
    text = q.answer("the soul")
    assert "the drop zone" in text  # today's quiz says the answer after any pick
    assert w.game is game


def test_answering_one_question_moves_the_board_to_the_next_one() -> None:
    game = _main_phase_game()
    lesson = Lesson()
    w = lesson.board(game)
    q1 = _where_question(lesson, game)
    lesson.play(game, "call", card="Ember Lancer", circle="FL")
    second_at = len(game.events)
    q2 = lesson.ask("Anything?", ["yes", "no"], Verdict("yes", "battle.attack"))
    lesson.play(game, "end-main")
    assert len(w.game.events) < second_at
    q1.answer("the drop zone")
    assert w.game is not game and len(w.game.events) == second_at
    q2.answer("yes")
    assert w.game is game


def test_a_board_made_after_a_question_shows_its_game() -> None:
    game = _main_phase_game()
    lesson = Lesson()
    _where_question(lesson, game)
    w = lesson.board(game)
    lesson.play(game, "call", card="Ember Lancer", circle="FL")
    assert w.game is game and w.frame_count >= len(game.events)


def test_a_held_fork_shows_only_its_own_line() -> None:
    game = _main_phase_game()
    line = game.fork("Lancer")
    lesson = Lesson()
    w = lesson.board(line)
    _where_question(lesson, line)
    lesson.play(line, "call", card="Ember Lancer", circle="FL")
    held = lesson.shown(w)
    assert held is not line and held.branch_at == line.branch_at
    assert held.events == [] and w.frame_count == 1  # nothing happened on the line yet


def test_a_game_that_cannot_be_copied_is_simply_not_refreshed() -> None:
    game = Game(_main_phase_game().state)  # built from a raw state: no record
    lesson = Lesson()
    w = lesson.board(game)
    frames = w.frame_count
    _where_question(lesson, game)
    lesson.play(game, "call", card="Ember Lancer", circle="FL")
    assert w.game is game and w.frame_count == frames and w.title == HELD_TITLE
    lesson.open_questions[0].answer("the drop zone")
    assert w.frame_count > frames and w.title == ""


def _a_move(w: Any) -> dict[str, Any]:
    """An action the live game offers now, as the page would send it."""
    return {"type": "action", "action": w.game.legal_actions()[0].to_dict()}


@pytest.mark.rule("main.call-occupied")
def test_a_board_held_at_a_question_offers_nothing_until_it_is_answered() -> None:
    from widget_browser import Browser

    game = _main_phase_game()
    lesson = Lesson()
    w = lesson.board(game)
    assert w._actions and not w.paused
    move = _a_move(w)
    q = _where_question(lesson, game)
    # from the moment it is asked, before any later cell runs: no move, in any line
    assert w._actions == [] and w.paused == HELD_NOTE
    page = Browser(w)
    before = len(game.events), len(w.game.events)
    page.custom(move)
    page.custom({"type": "branch", "at": 0, "action": move["action"]})
    assert len(page.errors()) == 2 and all("answer the question" in e for e in page.errors())
    assert (len(game.events), len(w.game.events)) == before and not game.variations
    assert w._lines.get("choices", []) == []
    q.answer("the drop zone")
    assert w._actions and w.paused == ""


@pytest.mark.rule("main.call-occupied")
def test_a_click_on_a_lesson_board_plays_on_a_copy_and_the_lesson_runs_on() -> None:
    from widget_browser import Browser

    game = _main_phase_game()
    lesson = Lesson()
    w = lesson.board(game)
    assert w._practice == {"copy": False}
    events = list(game.events)
    page = Browser(w)
    page.custom({"type": "action", "action": find_action(game, "end-main").to_dict()})
    assert page.errors() == []
    assert game.decision is not None
    assert game.events == events and game.decision["kind"] == "main"  # the lesson's game
    assert w.game is not game and len(w.game.events) > len(events)  # the learner's copy
    assert w._practice == {"copy": True}
    page.custom({"type": "back"})
    assert w.game is game and w._practice == {"copy": False}
    page.custom({"type": "action", "action": find_action(game, "end-main").to_dict()})
    # the lesson's next cell runs as written (it would raise LookupError on a moved game)
    lesson.play(game, "call", card="Ember Lancer", circle="FL")
    assert w.game is game and w._practice == {"copy": False}
    assert w.current_view()["players"][0]["circles"]["FL"]["name"] == "Ember Lancer"


def test_a_board_that_plays_on_its_own_game_has_no_copy_to_leave() -> None:
    from widget_browser import Browser

    from vgwidget.widget import VanguardWidget

    w = VanguardWidget(_main_phase_game())
    page = Browser(w)
    page.custom({"type": "back"})
    assert page.errors() == ["this board plays on its own game: there is no copy to leave"]


def test_nothing_about_the_answer_reaches_the_page_before_a_pick() -> None:
    game = _main_phase_game()
    q = _where_question(Lesson(), game)
    state = json.dumps(q.get_state(), default=str)
    assert "main.call-occupied" not in state and "retired" not in state


def test_shown_refuses_a_board_of_another_lesson() -> None:
    game = _main_phase_game()
    w = Lesson().board(game)
    with pytest.raises(LookupError):
        Lesson().shown(w)


# --------------------------------------------------------------------------- the casebook


def test_case_file_prefers_the_tutorials_positions(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(TUTORIALS)
    assert case_file("q13-attacking-a-rested-unit.toml") == Path(
        "positions/q13-attacking-a-rested-unit.toml"
    )
    shipped = case_file("q34-heal-trigger-at-five-damage.toml")
    assert shipped.is_absolute() and shipped.exists()


@pytest.mark.rule("battle.target")
def test_a_case_replays_its_script_and_its_ruling(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(TUTORIALS)
    case = Case("q13-attacking-a-rested-unit.toml")
    head = capsys.readouterr().out
    assert head.startswith(case.meta["title"]) and "Question: " in head
    assert "[position.setup]" in head
    for _ in case.script:
        case.step()
    with pytest.raises(IndexError):
        case.step()
    steps = capsys.readouterr().out
    assert steps.count("> Player ") == len(case.script)
    case.ruling()
    ruling = capsys.readouterr().out
    assert "The engine agrees." in ruling
    assert all(f"[{r}] {get_rule(r).title}" in ruling for r in case.meta["rules"])
    case.fork(0, "end-battle", name="no attack")
    side = capsys.readouterr().out
    assert side.startswith("Side line “no attack”") and "no attack" in case.game.variations
    assert case.lines["no attack"].branch_at == case.marks[0]


def test_show_new_counts_the_events_after_the_battle(capsys: pytest.CaptureFixture[str]) -> None:
    game = _main_phase_game()
    start = len(game.events)
    play_until(game, lambda new: game.state.turn == 6 and decision_of(game).kind == "main")
    show_new(game, start)
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith("   ... ") and "the turn ends. Now: " in out[-1]
    assert all(" T5 " in line for line in out[:-1])
    show_new(game, len(game.events))
    assert capsys.readouterr().out == ""


# --------------------------------------------------------------------------- the build

SOURCE = """# %% [markdown]
# # A tiny tutorial

# %%
# NBVAL_CHECK_OUTPUT
print("checked", 6 * 7)

# %%
print("not kept")
from vgwidget import Game
from vgwidget.tutorial import board
board(Game.new(seed=1))
"""


def _folder(tmp_path: Path) -> Path:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "01-tiny.py").write_text(SOURCE, encoding="utf-8")
    (tmp_path / "src" / "02-other.py").write_text("# %%\n1\n", encoding="utf-8")
    (tmp_path / "src" / "notes.py").write_text("# not a tutorial\n", encoding="utf-8")
    return tmp_path


def test_sources_are_the_numbered_files(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    assert [p.name for p in nbbuild.sources(folder)] == ["01-tiny.py", "02-other.py"]
    assert [p.name for p in nbbuild.sources(folder, ["02"])] == ["02-other.py"]
    with pytest.raises(LookupError, match="01-tiny, 02-other"):
        nbbuild.sources(folder, ["07"])


def test_read_gives_fixed_ids_and_the_python3_kernel(tmp_path: Path) -> None:
    nb = nbbuild.read(_folder(tmp_path) / "src" / "01-tiny.py")
    assert [c.id for c in nb.cells] == ["01-00", "01-01", "01-02"]
    assert [c.cell_type for c in nb.cells] == ["markdown", "code", "code"]
    assert nb.cells[1].source.startswith(nbbuild.CHECK)
    assert nb.metadata["kernelspec"]["name"] == "python3"


def test_a_scaffold_cell_keeps_its_tag_and_hides_its_code(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "03-q.py").write_text(
        '# %% tags=["scaffold"]\nq = 1\n\n# %% tags=["other"]\nx = 2\n', encoding="utf-8"
    )
    nb = nbbuild.read(src / "03-q.py")
    assert nb.cells[0].metadata == {
        "tags": ["scaffold", "hide-input"],
        "jupyter": {"source_hidden": True},
    }
    assert nb.cells[1].metadata == {}  # other tags are not kept
    nbbuild.clean(nb)
    assert nb.cells[0].metadata["jupyter"] == {"source_hidden": True}


def test_clean_keeps_only_checked_outputs_without_widgets() -> None:
    nb = nbformat.v4.new_notebook()
    nb.metadata["widgets"] = {nbbuild.WIDGET_STATE: {"state": {}}}
    checked = nbformat.v4.new_code_cell(nbbuild.CHECK + "\nprint(1)", execution_count=1)
    checked.outputs = [
        nbformat.v4.new_output("stream", name="stdout", text="a"),
        nbformat.v4.new_output("stream", name="stdout", text="b\n"),
        nbformat.v4.new_output("display_data", data={nbbuild.WIDGET_VIEW: {"model_id": "x"}}),
    ]
    plain = nbformat.v4.new_code_cell("print(2)", execution_count=2)
    plain.outputs = [nbformat.v4.new_output("stream", name="stdout", text="2\n")]
    nb.cells = [checked, plain]
    nbbuild.clean(nb)
    assert "widgets" not in nb.metadata
    assert [o["text"] for o in checked.outputs] == ["ab\n"] and checked.execution_count == 1
    assert plain.outputs == [] and plain.execution_count is None


def test_build_runs_a_source_into_a_clean_notebook(tmp_path: Path) -> None:
    folder = _folder(tmp_path)
    path, ok = nbbuild.build(folder / "src" / "01-tiny.py")
    assert ok and path == folder / "01-tiny.ipynb"
    raw = path.read_text(encoding="utf-8")
    assert nbbuild.WIDGET_STATE not in raw and nbbuild.WIDGET_VIEW not in raw
    nb = nbformat.read(path, as_version=4)
    assert nb.cells[1].outputs[0]["text"] == "checked 42\n"
    assert nb.cells[2].outputs == []


def test_build_reports_a_failing_notebook(tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "01-bad.py").write_text("# %%\nraise SystemError('boom')\n")
    assert nbbuild.main(["--tutorials", str(tmp_path)]) == 1
    assert (tmp_path / "01-bad.ipynb").exists()
    assert nbbuild.main(["--tutorials", str(tmp_path), "--no-run"]) == 0
