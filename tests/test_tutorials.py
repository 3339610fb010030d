"""The tutorial notebooks (tutorials/*.ipynb) and the prediction widget (vgwidget.quiz).

* every notebook is built from its text source ``tutorials/src/NN-slug.py`` (``make
  notebooks``) and is up to date with it: the same cells, in the same order;
* every rule ID a tutorial cites, in its text, its code or its saved outputs, is in the
  catalogue;
* the committed notebooks are small: no saved widget state, no widget views, outputs only on
  the cells nbval checks (``# NBVAL_CHECK_OUTPUT``), and a python3 kernelspec so JupyterLab
  opens them without asking;
* a prediction's feedback, right or wrong, names a real catalogue rule, and nothing about
  the answer reaches the front end before the learner picks;
* every prediction in every tutorial is answerable: its engine-computed answer is one of its
  choices, and both its right and its wrong feedback cite a real rule and read as prose (no
  Python values such as ``{'hidden': True}``);
* after "Run All" the notebook's boards show nothing past the first question: each board waits
  at the question until it is answered.

The notebooks themselves are run by the ``notebooks`` stage of ``make test`` (nbval).
"""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path
from typing import Any

import nbformat
import pytest

from vgwidget.engine.catalogue import get_rule, rule_ids

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
NOTEBOOKS = sorted(TUTORIALS.glob("[0-9][0-9]-*.ipynb"))
SOURCES = sorted((TUTORIALS / "src").glob("[0-9][0-9]-*.py"))
CHECK = "# NBVAL_CHECK_OUTPUT"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"

IDS = rule_ids()
AREAS = {i.split(".", 1)[0] for i in IDS}
# A catalogue-shaped token: a known area, a dot, more dotted lowercase words.
_TOKEN = r"([a-z][a-z0-9-]*(?:\.[a-z0-9][a-z0-9-]*)+)"
IN_BRACKETS = re.compile(r"\[" + _TOKEN + r"\]")
IN_QUOTES = re.compile(r"[\"']" + _TOKEN + r"[\"']")
AFTER_RULE = re.compile(r"\brule\s*[=:]\s*[\"']?" + _TOKEN)
FILE_SUFFIXES = (".toml", ".json", ".html", ".txt", ".py", ".ipynb", ".cfg", ".md")


def _candidates(text: str) -> set[str]:
    found = set()
    for pat in (IN_BRACKETS, IN_QUOTES, AFTER_RULE):
        for m in pat.finditer(text):
            tok = m.group(1)
            if tok.split(".", 1)[0] in AREAS and not tok.endswith(FILE_SUFFIXES):
                found.add(tok)
    return found


def _texts(nb: nbformat.NotebookNode) -> list[str]:
    out = []
    for cell in nb.cells:
        out.append(cell.source)
        for o in cell.get("outputs", []):
            if "text" in o:
                out.append(str(o["text"]))
            for value in o.get("data", {}).values():
                out.append(value if isinstance(value, str) else json.dumps(value))
    return out


def _read(path: Path) -> nbformat.NotebookNode:
    nb: nbformat.NotebookNode = nbformat.read(path, as_version=4)
    return nb


def test_the_tutorials_are_there() -> None:
    names = [p.name[:2] for p in NOTEBOOKS]
    # 00 is the guided first game; the lessons are numbered from 01 on
    assert len(names) >= 10 and names == [f"{i:02d}" for i in range(len(names))], names


def test_every_notebook_has_its_source() -> None:
    assert [p.stem for p in SOURCES] == [p.stem for p in NOTEBOOKS]
    assert not (TUTORIALS / "_make_notebooks.py").exists(), "the sources replace the generator"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_notebook_is_built_from_its_source(path: Path) -> None:
    from vgwidget.tutorial.build import read

    source = TUTORIALS / "src" / f"{path.stem}.py"
    want = read(source)
    have = _read(path)
    assert [(c.cell_type, c.source, c.metadata) for c in have.cells] == [
        (c.cell_type, c.source, c.metadata) for c in want.cells
    ], f"{path.name} is out of date: run `make notebooks NB={path.stem[:2]}`"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_the_code_that_only_builds_a_question_is_hidden(path: Path) -> None:
    nb = _read(path)
    asking = [c for c in nb.cells if c.cell_type == "code" and re.search(r"\bask\(", c.source)]
    for cell in asking:
        assert "scaffold" in cell.metadata.get("tags", []), cell.source[:80]
        assert cell.metadata.get("jupyter", {}).get("source_hidden") is True, cell.source[:80]
        assert not cell.source.startswith(CHECK), "a question's cell keeps no output"
    hidden = [c for c in nb.cells if c.metadata.get("jupyter", {}).get("source_hidden")]
    assert hidden == asking, f"{path.name} hides code that does not ask a question"


def test_the_token_scanner_finds_rule_ids() -> None:
    text = (
        '[battle.boost] rule("trigger.heal") Verdict("x", "deck.size") rule = "zone.hidden" '
        '"my-position.toml" e.text [e.rule]'
    )
    assert _candidates(text) == {"battle.boost", "trigger.heal", "deck.size", "zone.hidden"}
    assert _candidates("[battle.bost]") == {"battle.bost"}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_cited_rule_is_in_the_catalogue(path: Path) -> None:
    nb = _read(path)
    cited: set[str] = set()
    for text in _texts(nb):
        cited |= _candidates(text)
    unknown = sorted(cited - IDS)
    assert not unknown, f"{path.name} cites rule IDs that are not in the catalogue: {unknown}"
    assert len(cited) >= 3, f"{path.name} cites only {sorted(cited)}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebooks_are_small_and_carry_no_widget_state(path: Path) -> None:
    raw = path.read_text(encoding="utf-8")
    assert WIDGET_STATE not in raw, f"{path.name} carries saved widget state"
    nb = _read(path)
    assert "widgets" not in nb.metadata
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        outputs = cell.get("outputs", [])
        for o in outputs:
            view = o.get("data", {}).get(WIDGET_VIEW)
            if view is not None:
                assert len(json.dumps(view)) < 400, f"{path.name} cell {i}: a big widget view"
        if outputs:
            assert cell.source.startswith(CHECK), (
                f"{path.name} cell {i} keeps outputs but is not a checked cell ({CHECK})"
            )
            assert not any(o.get("output_type") == "error" for o in outputs), (
                f"{path.name} cell {i} saved an error"
            )
    assert len(raw) < 200_000, f"{path.name} is {len(raw):,} bytes"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_notebooks_name_the_python3_kernel(path: Path) -> None:
    spec = _read(path).metadata.get("kernelspec", {})
    assert spec.get("name") == "python3" and spec.get("language") == "python", spec


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_each_notebook_asks_for_a_prediction_and_explains(path: Path) -> None:
    nb = _read(path)
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    assert "ask(" in code or "Predict(" in code, f"{path.name} asks the learner nothing"
    checked = [c for c in nb.cells if c.cell_type == "code" and c.source.startswith(CHECK)]
    assert checked, f"{path.name} has no output-checked cell"


# --------------------------------------------------------------------------- the widget


def _equal_power_game() -> Any:
    from vgwidget import Game

    return Game.from_position(
        """
[game]
format = "standard"
seed = 3
turn = 3
turn_player = 1
phase = "battle"
step = "start"
[players.1]
deck = { fill = "teaching" }
circles = { VC = "Cinder Drake Warden", FL = "Scorchmane Raider" }
[players.2]
deck = { top = ["Maelstrom Leviathan Knight"], fill = "teaching" }
circles = { VC = "Coralshield Captain" }
"""
    )


def _hit_question() -> Any:
    from vgwidget.quiz import Predict, find_action, hit_decided, hit_verdict, what_if

    game = _equal_power_game()
    game.apply(find_action(game, "attack", circle="FL", target="VC"))
    q = Predict(
        "10,000 attacks 10,000 and nobody guards. Does it hit?",
        ["it hits", "it does not hit"],
        lambda: hit_verdict(what_if(game, "end-guard", until=hit_decided)),
    )
    return game, q


@pytest.mark.rule("battle.hit-check")
def test_feedback_for_a_right_answer_cites_the_rule() -> None:
    game, q = _hit_question()
    n = len(game.events)
    text = q.answer("it hits")
    assert text.startswith("Right!")
    assert q.correct is True
    assert "[battle.hit-check]" in text and get_rule("battle.hit-check").title in text
    assert "equal power still hits" in text  # the engine's own hit check, quoted
    assert len(game.events) == n, "answering must not change the game"


@pytest.mark.rule("battle.hit-check")
def test_feedback_for_a_wrong_answer_cites_the_rule_and_the_answer() -> None:
    _, q = _hit_question()
    text = q.answer("it does not hit")
    assert text.startswith("Not quite")
    assert q.correct is False
    assert "it hits" in text and "[battle.hit-check]" in text
    cited = set(re.findall(r"\[" + _TOKEN + r"\]", text))
    assert cited and cited <= IDS


def test_nothing_about_the_answer_is_synced_before_a_pick() -> None:
    _, q = _hit_question()
    state = q.get_state()
    assert state["feedback"] == "" and state["picked"] == "" and state["correct"] is None
    assert "battle.hit-check" not in json.dumps(state, default=str)
    assert "hit-check" not in repr(q)
    with pytest.raises(AttributeError):
        _ = q.rule


def test_a_pick_from_the_front_end_is_checked_in_python() -> None:
    _, q = _hit_question()
    q.set_state({"picked": "it hits"})  # what a click sends back through the comm
    assert q.correct is True and q.feedback.startswith("Right!")


def test_an_answer_outside_the_choices_or_an_unknown_rule_is_refused() -> None:
    from vgwidget.engine.catalogue import UnknownRule
    from vgwidget.quiz import Predict, Verdict

    with pytest.raises(UnknownRule):
        Verdict("yes", "battle.no-such-rule")
    with pytest.raises(ValueError):
        Predict("?", ["a", "b"], Verdict("c", "battle.boost"))
    q = Predict("?", ["a", "b"], Verdict("a", "battle.boost"))
    assert "not one of the choices" in q.answer("z") and q.correct is None


def test_what_if_leaves_the_game_as_it_was() -> None:
    from vgwidget.quiz import hit_decided, what_if

    game = _equal_power_game()
    before = (len(game.events), game.state)
    out = what_if(game, {"kind": "attack", "circle": "VC", "target": "VC"}, until=hit_decided)
    assert out.events[0].rule == "battle.start"  # the choice to attack
    assert out.events[1].rule == "battle.attack"
    assert any(e.rule == "battle.hit-check" for e in out.events)
    assert (len(game.events), game.state) == before


# --------------------------------------------------------------- the tutorials' questions


def _questions(path: Path, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Run a notebook's code in-process (no kernel) and collect its Predict questions. The
    notebook gets a lesson of its own (``vgwidget.tutorial.LESSON``), as in a fresh kernel."""
    import vgwidget.quiz as quiz
    import vgwidget.tutorial as tutorial

    monkeypatch.setattr(tutorial, "LESSON", tutorial.Lesson())

    made: list[Any] = []
    original = quiz.Predict.__init__

    def record(self: Any, *args: Any, **kwargs: Any) -> None:
        original(self, *args, **kwargs)
        made.append(self)

    monkeypatch.setattr(quiz.Predict, "__init__", record)
    monkeypatch.chdir(path.parent)
    namespace: dict[str, Any] = {"__name__": "__tutorial__"}
    for cell in _read(path).cells:
        if cell.cell_type == "code":
            with contextlib.redirect_stdout(io.StringIO()):
                exec(compile(cell.source, f"{path.name}", "exec"), namespace)  # noqa: S102
    return made


@pytest.mark.slow
@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.stem)
def test_every_prediction_gives_rule_citing_feedback(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    questions = _questions(path, monkeypatch)
    assert questions, f"{path.name} made no prediction widget"
    for q in questions:
        right = q._verdict.answer
        wrong = next(c for c in q.choices if c != right)
        for choice, head in ((wrong, "Not quite"), (right, "Right!")):
            text = q.answer(choice)
            assert text.startswith(head), (q.question, text)
            cited = set(re.findall(r"\[" + _TOKEN + r"\]", text))
            assert cited and cited <= IDS, (q.question, cited)
            prose = re.sub(r"\[" + _TOKEN + r"\]", "", text)
            assert not PYTHON_VALUE.search(prose), (q.question, text)
        for choice in q.choices:
            assert not PYTHON_VALUE.search(choice) and choice not in IDS, (q.question, choice)
        # the hints, in steps: the rule's title, what to look at (prose), then the answer
        first, second, third = (q.hint_text(i) for i in (1, 2, 3))
        assert get_rule(q._verdict.rule).title in first and right not in first, first
        assert second.startswith("What to look at: ") and not PYTHON_VALUE.search(second)
        assert third.startswith(f"The answer: {right}."), third


# a dict, a list or a Python literal in text meant for people
PYTHON_VALUE = re.compile(r"[{}]|\[['\"]|\b(True|False|None)\b|['\"]\w+['\"]:")


def test_the_python_value_scanner() -> None:
    assert PYTHON_VALUE.search("each shown only as {'hidden': True}")
    assert PYTHON_VALUE.search("cards ['a', 'b']")
    assert not PYTHON_VALUE.search("Player 2's view: one card, face down (“Ember Lancer”).")


@pytest.mark.rule("zone.hidden")
def test_after_run_all_the_board_waits_at_the_first_question(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import vgwidget.tutorial as tutorial

    path = TUTORIALS / "01-field-and-zones.ipynb"
    questions = _questions(path, monkeypatch)  # runs every cell, answers nothing
    lesson = tutorial.LESSON
    (w,) = lesson.boards
    live = lesson._boards[0].live
    assert w.game is not live
    fl = w.current_view()["players"][0]["circles"]["FL"]["name"]
    assert fl == "Cinderling Squire"  # the call the second question asks about is not shown
    assert live.view()["players"][0]["circles"]["FL"]["name"] == "Ember Lancer"
    q1, q2 = questions
    q1.answer(q1._verdict.answer)
    assert w.game is not live  # the second question still holds the board
    q2.answer("the soul")
    assert w.game is live
    assert w.current_view()["players"][0]["circles"]["FL"]["name"] == "Ember Lancer"


@pytest.mark.slow
@pytest.mark.parametrize("number", ["01", "04", "12"])
def test_after_run_all_no_board_offers_a_move_before_its_question_is_answered(
    number: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import vgwidget.tutorial as tutorial

    (path,) = TUTORIALS.glob(f"{number}-*.ipynb")
    questions = _questions(path, monkeypatch)
    lesson = tutorial.LESSON
    assert lesson.boards and lesson.open_questions
    for w in lesson.boards:
        assert w._actions == [] and w.paused == tutorial.HELD_NOTE, path.name
    for q in questions:
        q.answer(q._verdict.answer)
    assert lesson.open_questions == []
    for b in lesson._boards:
        assert b.widget.paused == "" and b.widget.game is b.live
        if b.live.decision is not None:
            assert b.widget._actions, path.name


@pytest.mark.rule("battle.hit-check")
def test_hints_come_in_steps_rule_then_what_to_look_at_then_the_answer() -> None:
    _, q = _hit_question()
    assert q.hints == [] and q.hint_step == 0
    title = get_rule("battle.hit-check").title
    first = q.hint()
    assert title in first and "it hits" not in first and not q.revealed
    second = q.hint()
    assert second.startswith("What to look at: ") and get_rule("battle.hit-check").summary in second
    assert not q.revealed
    third = q.hint()
    assert third.startswith("The answer: it hits.") and q.revealed
    assert q.hints == [first, second, third]
    assert q.hint() == third and q.hint_step == 3  # no fourth step


def test_a_question_says_what_to_look_at_in_its_own_words() -> None:
    from vgwidget.quiz import Predict, Verdict

    q = Predict("?", ["a", "b"], Verdict("a", "battle.boost"), look="the power of the unit behind")
    q.hint()
    assert q.hint() == "What to look at: the power of the unit behind"


def test_the_page_asks_for_hints_one_at_a_time() -> None:
    _, q = _hit_question()
    q.set_state({"hint_step": 3})  # skipping to the answer is refused
    assert q.hint_step == 0 and q.hints == []
    q.set_state({"hint_step": 1})
    assert q.hint_step == 1 and len(q.hints) == 1
    q.set_state({"hint_step": True})
    assert q.hint_step == 1


@pytest.mark.rule("main.call-occupied")
def test_the_last_hint_releases_the_board_held_at_the_question() -> None:
    from vgwidget import Game
    from vgwidget.quiz import Verdict, play_until
    from vgwidget.tutorial import Lesson

    game = Game.new(seed=20)
    play_until(
        game,
        lambda new: (
            game.state.turn == 5 and game.decision is not None and game.decision["kind"] == "main"
        ),
    )
    lesson = Lesson()
    w = lesson.board(game)
    q = lesson.ask("Where?", ["the drop zone", "the soul"], Verdict("the drop zone", "zone.drop"))
    lesson.play(game, "call", card="Ember Lancer", circle="FL")
    q.hint()
    q.hint()
    assert w.game is not game and w.paused
    q.hint()
    assert w.game is game and not w.paused
