"""The tutorials' prose says what the engine does (issue #27).

A learner believes the text beside the log. Every sentence of a tutorial that states a fact the
engine knows (which step, who draws, how many notebooks, how many of a card a deck may hold) is
listed here with a check that asks the engine or the catalogue, so a sentence that stops being
true, or a rewrite that brings back a wrong one, fails a test:

* ``CLAIMS``: a sentence a notebook must contain, and the engine fact that makes it true;
* ``WRONG``: sentences that contradict the engine and must not come back;
* the two reading paths (``vgwidget.tutorial.PATHS``): every notebook ends with a recap and a
  "Next" naming the next notebook of its path by its real title, and the README lists both;
* a question is not answered by the text just above it: the explanation comes after it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest

from vgwidget import Game
from vgwidget.bots import make, play_out
from vgwidget.cardtext import compile as compile_text
from vgwidget.engine.catalogue import get_rule
from vgwidget.tutorial import PATHS
from vgwidget.tutorial.build import read

ROOT = Path(__file__).resolve().parent.parent
TUTORIALS = ROOT / "tutorials"
SOURCES = {int(p.stem[:2]): p for p in sorted((TUTORIALS / "src").glob("[0-9][0-9]-*.py"))}
FORMATS = ("standard", "classic", "premium")
NUMBER_WORDS = {
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
}  # fmt: skip


@cache
def _cells(n: int) -> list[tuple[str, str]]:
    """(cell type, text) of notebook ``n``'s source; markdown with its ``# `` removed."""
    return [(c.cell_type, c.source) for c in read(SOURCES[n]).cells]


def _prose(n: int) -> str:
    """Notebook ``n``'s text cells as one paragraph-free string."""
    return " ".join(" ".join(s.split()) for t, s in _cells(n) if t == "markdown")


def _title(n: int) -> str:
    first = next(s for t, s in _cells(n) if t == "markdown")
    m = re.match(r"# (\d+ · .+)", first)
    assert m, f"notebook {n} does not open with its '# N · Title' heading"
    return m.group(1).strip()


@cache
def _played(fmt: str, seed: int = 20) -> Game:
    game = Game.new(format=fmt, seed=seed)
    play_out(game, [make("greedy"), make("greedy")])
    return game


# ------------------------------------------------------------------ engine facts


def _guardians_leave_in_the_damage_step() -> None:
    for fmt in ("standard", "classic"):
        steps = {
            (e.phase, e.step) for e in _played(fmt).events if e.rule == "battle.guardians-retire"
        }
        assert steps == {("battle", "damage")}, (fmt, steps)


def _first_player_draws_on_the_first_turn() -> None:
    for fmt in FORMATS:
        g = _played(fmt)
        first = [e for e in g.events if e.turn == 1]
        assert any(e.rule == "turn.draw" for e in first), fmt
    assert "first player draws on their first turn" in get_rule("turn.draw").summary


def _no_attack_on_the_first_turn() -> None:
    for fmt in FORMATS:
        turn1 = [e for e in _played(fmt).events if e.turn == 1]
        assert any(e.rule == "battle.first-turn" for e in turn1), fmt
        assert not any(e.rule == "battle.attack" for e in turn1), fmt
    assert set(FORMATS) - {"premium"} <= set(get_rule("battle.first-turn").formats)


def _at_most_one_over_trigger() -> None:
    assert get_rule("deck.over-cap").title.lower() == "at most one over trigger"


def _or_more_counts_the_number_itself() -> None:
    assert "wordings ending in 'or more'" in get_rule("text.comparisons").summary
    assert "include it" in get_rule("text.comparisons").summary


def _the_wordings_listed_are_read() -> None:
    listed = re.findall(r"`(\[(?:AUTO|ACT|CONT)\][^`]+)`", _prose(13))
    assert len(listed) >= 4, listed
    for text in listed:
        compile_text(text)  # raises CardTextError for words it does not read


CLAIMS: list[tuple[int, str, Callable[[], None]]] = [
    (4, "until the **damage step**", _guardians_leave_in_the_damage_step),
    (11, "first player draws on their first turn", _first_player_draws_on_the_first_turn),
    (11, "may not attack on it, in every format", _no_attack_on_the_first_turn),
    (7, "A Standard deck may hold at most one **over trigger**", _at_most_one_over_trigger),
    (13, "“or more” counts the number itself", _or_more_counts_the_number_itself),
    (13, "A few of the wordings the engine reads", _the_wordings_listed_are_read),
]
"""(notebook, a sentence of its text, the check that the engine agrees with it)."""

WRONG: list[tuple[int, str]] = [
    (4, "as soon as the hit is decided"),
    (11, "skips the draw"),
    (11, "(in Standard) does not attack"),
    (7, "exactly one **over trigger**"),
    (1, "first of ten"),
    (10, "the end of the tutorials"),
]
"""(notebook, words that contradict the engine or the list of notebooks)."""


@pytest.mark.parametrize("n,sentence,check", CLAIMS, ids=lambda x: str(x)[:30])
def test_each_stated_fact_is_in_the_text_and_true(
    n: int, sentence: str, check: Callable[[], None]
) -> None:
    assert sentence in _prose(n), f"notebook {n} no longer says {sentence!r}"
    check()


@pytest.mark.parametrize("n,words", WRONG)
def test_no_sentence_contradicts_the_engine(n: int, words: str) -> None:
    assert words not in _prose(n), f"notebook {n} says {words!r}"


def test_counts_of_notebooks_are_true() -> None:
    count = len(SOURCES)
    texts = {n: _prose(n) for n in SOURCES}
    texts[-1] = " ".join((TUTORIALS / "README.md").read_text(encoding="utf-8").split())
    pat = re.compile(r"\b(\w+) (?:short )?(?:notebooks|tutorials)\b", re.IGNORECASE)
    for n, text in texts.items():
        for m in pat.finditer(text):
            word = m.group(1).lower()
            if word in NUMBER_WORDS:
                assert NUMBER_WORDS[word] == count, (n, m.group(0), count)


# ------------------------------------------------------------------ the two paths


def test_the_paths_hold_every_notebook_once() -> None:
    listed = [n for path in PATHS.values() for n in path]
    assert sorted(listed) == sorted(SOURCES), (listed, sorted(SOURCES))


def _successors() -> dict[int, int]:
    """Each notebook's "Next": the next of its path; the last of a path opens the other."""
    out: dict[int, int] = {}
    paths = list(PATHS.values())
    for i, path in enumerate(paths):
        other = paths[(i + 1) % len(paths)]
        for k, n in enumerate(path):
            out[n] = path[k + 1] if k + 1 < len(path) else other[0]
    return out


@pytest.mark.parametrize("n", sorted(SOURCES))
def test_every_notebook_ends_with_a_recap_and_its_next(n: int) -> None:
    markdown = [s for t, s in _cells(n) if t == "markdown"]
    assert any("## Recap" in s for s in markdown), f"notebook {n} has no recap"
    last = markdown[-1]
    m = re.search(r"Next: \*\*(\d+) · ([^*]+)\*\*", last)
    assert m, f"notebook {n} does not end with a 'Next: **N · Title**' line"
    want = _successors()[n]
    assert int(m.group(1)) == want, f"notebook {n} says Next: {m.group(1)}, its path says {want}"
    assert _title(want).startswith(f"{want} · {m.group(2).strip()}"), (m.group(2), _title(want))


def test_the_readme_lists_both_paths_in_order() -> None:
    readme = (TUTORIALS / "README.md").read_text(encoding="utf-8")
    for path in PATHS.values():
        at = [readme.find(f"]({SOURCES[n].stem}.ipynb)") for n in path]
        assert all(i >= 0 for i in at), (path, at)
        assert at == sorted(at), f"the README lists {path} out of order"


# ------------------------------------------------------------------ questions


QUESTIONS_EXPLAINED_AFTER: list[tuple[int, str, str]] = [
    (6, "Legal in Standard?", "the ride deck counts towards the four-copy limit"),
    (7, "skip a grade and ride the grade 2", "The engine offers the grade 1 only"),
    (12, "Does that pay for a stride?", "at least 3 in all"),
    (12, "where does “Aurelion", "back to the G zone **face up**"),
    (13, "still give it +10,000?", "a rested unit on a rear-guard circle is still a rear-guard"),
]
"""(notebook, words of a question, words of the explanation that answers it)."""


@pytest.mark.parametrize("n,question,answer", QUESTIONS_EXPLAINED_AFTER)
def test_a_question_comes_before_its_explanation(n: int, question: str, answer: str) -> None:
    cells = _cells(n)
    asked = next(i for i, (t, s) in enumerate(cells) if t == "code" and question in s)
    said = [
        i for i, (t, s) in enumerate(cells) if t == "markdown" and answer in " ".join(s.split())
    ]
    assert said, f"notebook {n} no longer explains {answer!r}"
    assert min(said) > asked, f"notebook {n} explains {answer!r} before asking {question!r}"
