"""The documents stay true: README.md and docs/*.md are checked like code.

- Every Python example runs. In each page, the fenced blocks marked ``python`` run in order in
  one namespace (a later block may use a name an earlier one made), in a scratch folder; blocks
  marked ``pycon`` are doctests (``>>>`` lines) run in the same namespace, their printed output
  compared (``...`` matches anything). A block preceded by the comment ``<!-- file: NAME -->``
  is not run: it is written to ``NAME`` in the scratch folder before the page's examples run,
  so an example can open the position file or deck list the page shows.
- Shell examples of the ``vgwidget`` command (``console`` blocks: a ``$ vgwidget ...`` line and
  the output it prints) are run too, their output compared the same way.
- The README stays a three-minute read: at most 6,000 characters, with the two commands and a
  picture of the widget.
- Every relative link in these pages reaches a file of the repository.
- Every table of measured figures says which commit measured it, and that commit is in the
  history of this checkout.
- The counts a page states (tutorials, catalogue entries, inventory lines) are today's.
- The site builds with ``mkdocs build --strict`` (no broken link between pages, every page in
  the navigation).
"""

from __future__ import annotations

import doctest
import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from vgwidget.engine.abilities import vocabulary
from vgwidget.engine.catalogue import all_rules, load_inventory

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
README = ROOT / "README.md"
PAGES = [README, *sorted(DOCS.glob("*.md"))]
README_LIMIT = 6000
DOCTEST_FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE

_FENCE = re.compile(r"^(?P<indent>\s*)(?P<fence>`{3,}|~{3,})(?P<lang>[\w+-]*)\s*$")
_FILE_MARK = re.compile(r"^\s*<!--\s*file:\s*(?P<name>[\w./-]+)\s*-->\s*$")


@dataclass(frozen=True)
class Block:
    """One fenced block of a page: its language tag, text, first line and target file."""

    lang: str
    text: str
    line: int
    file: str | None


def blocks(path: Path) -> list[Block]:
    """The fenced code blocks of a Markdown page, in order (indented ones dedented)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    found: list[Block] = []
    i = 0
    while i < len(lines):
        m = _FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        indent, fence, lang = len(m["indent"]), m["fence"], m["lang"]
        prev = next((lines[j] for j in range(i - 1, -1, -1) if lines[j].strip()), "")
        mark = _FILE_MARK.match(prev)
        body: list[str] = []
        j = i + 1
        while j < len(lines) and lines[j].strip() != fence:
            body.append(lines[j][indent:] if lines[j][:indent].strip() == "" else lines[j])
            j += 1
        assert j < len(lines), f"{path.name}:{i + 1}: a code block is never closed"
        found.append(Block(lang, "\n".join(body) + "\n", i + 1, mark["name"] if mark else None))
        i = j + 1
    return found


def _rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


def _runnable(path: Path) -> bool:
    return any(b.lang in ("python", "pycon", "console") and not b.file for b in blocks(path))


def _run_console(block: Block, where: str) -> None:
    """Run each ``$ vgwidget ...`` line of a console block and compare its output."""
    commands: list[tuple[str, list[str]]] = []
    for line in block.text.splitlines():
        if line.startswith("$ "):
            commands.append((line[2:], []))
        else:
            assert commands, f"{where}: output before the first `$ ` command"
            commands[-1][1].append(line)
    checker = doctest.OutputChecker()
    for command, expected in commands:
        argv = shlex.split(command)
        assert argv[0] == "vgwidget", f"{where}: only `vgwidget` commands are run, not {argv[0]}"
        done = subprocess.run(
            [sys.executable, "-m", "vgwidget", *argv[1:]],
            capture_output=True,
            text=True,
            timeout=300,
            env={**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "100"},
        )
        want = "\n".join(expected).rstrip() + "\n"
        got = done.stdout.rstrip() + "\n"
        if not checker.check_output(want, got, DOCTEST_FLAGS):
            raise AssertionError(
                f"{where}: `{command}` (exit {done.returncode}) printed:\n{got}{done.stderr}"
                f"\nthe page says:\n{want}"
            )


@pytest.mark.parametrize("page", [p for p in PAGES if _runnable(p)], ids=_rel)
def test_every_example_in_the_page_runs(
    page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The page's Python, doctest and command examples run as written, in order."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MPLBACKEND", "Agg")
    page_blocks = blocks(page)
    for b in page_blocks:
        if b.file:
            target = tmp_path / b.file
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(b.text, encoding="utf-8")
    namespace: dict[str, object] = {"__name__": "__docs__"}
    for b in page_blocks:
        where = f"{_rel(page)}:{b.line}"
        if b.file:
            continue
        if b.lang == "python":
            try:
                exec(compile(b.text, where, "exec"), namespace)
            except Exception as err:
                raise AssertionError(f"{where}: the example raised {err!r}") from err
        elif b.lang == "pycon":
            test = doctest.DocTestParser().get_doctest(b.text, namespace, where, str(page), b.line)
            report: list[str] = []
            runner = doctest.DocTestRunner(optionflags=DOCTEST_FLAGS)
            result = runner.run(test, out=report.append, clear_globs=False)
            namespace.update(test.globs)  # a DocTest works on a copy of the names it is given
            assert result.failed == 0, "".join(report)
        elif b.lang == "console":
            _run_console(b, where)


def test_the_block_reader_sees_languages_files_and_indented_blocks(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "text\n\n<!-- file: case.toml -->\n```toml\n[meta]\n```\n\n- item\n\n"
        "  ```python\n  x = 1\n  ```\n",
        encoding="utf-8",
    )
    assert blocks(page) == [
        Block("toml", "[meta]\n", 4, "case.toml"),
        Block("python", "x = 1\n", 10, None),
    ]


def test_a_wrong_doctest_output_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The doctest runner above really compares output (a page saying 3 for 1 + 1 fails)."""
    page = tmp_path / "bad.md"
    page.write_text("```pycon\n>>> 1 + 1\n3\n```\n", encoding="utf-8")
    (b,) = blocks(page)
    test = doctest.DocTestParser().get_doctest(b.text, {}, "bad", str(page), b.line)
    result = doctest.DocTestRunner(optionflags=DOCTEST_FLAGS).run(test, out=lambda s: None)
    assert result.failed == 1


def test_a_command_printing_something_else_fails() -> None:
    """The console runner compares what the command prints with what the page says."""
    wrong = Block("console", "$ vgwidget rules battle.boost\nbattle.boost -- Bonus\n...\n", 1, None)
    with pytest.raises(AssertionError, match="printed"):
        _run_console(wrong, "page.md:1")
    right = Block("console", "$ vgwidget rules battle.boost\nbattle.boost -- Boost\n...\n", 1, None)
    _run_console(right, "page.md:1")


def test_a_table_of_figures_without_a_commit_is_found(tmp_path: Path) -> None:
    page = tmp_path / "figures.md"
    page.write_text(
        "| benchmark | figure |\n| --- | --- |\n| seek | 2.5 µs |\n\nMeasured last week.\n",
        encoding="utf-8",
    )
    (table,) = tables(page)
    assert _UNITS.search(table.text)
    assert not list(_COMMIT.finditer(table.text + "\n" + table.after))


# ---------------------------------------------------------------- the README


def test_the_readme_is_a_three_minute_read() -> None:
    text = README.read_text(encoding="utf-8")
    assert len(text) <= README_LIMIT, f"README.md: {len(text)} characters (at most {README_LIMIT})"
    assert "make lab" in text and "make test" in text
    images = re.findall(r"!\[[^\]]*\]\(([^)\s]+)\)|<img\s[^>]*src=\"([^\"]+)\"", text)
    images = [a or b for a, b in images]
    assert images, "the README shows a picture of the widget"
    for image in images:
        assert (ROOT / image).is_file(), image
    assert any(b.lang in ("python", "pycon") for b in blocks(README)), "the README has an example"


# ---------------------------------------------------------------- links

_LINK = re.compile(
    r"!?\[[^\]]*\]\((?P<target>[^)\s]+)(?:\s+\"[^\"]*\")?\)|<img\s[^>]*src=\"(?P<src>[^\"]+)\""
)


def _links(path: Path) -> Iterator[tuple[int, str]]:
    inside = False
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if _FENCE.match(line):
            inside = not inside
            continue
        if inside:
            continue
        for m in _LINK.finditer(re.sub(r"`[^`]*`", "", line)):
            yield n, m["target"] or m["src"]


@pytest.mark.parametrize("page", PAGES, ids=_rel)
def test_every_relative_link_reaches_a_file(page: Path) -> None:
    broken = []
    for n, target in _links(page):
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            continue
        path = target.split("#", 1)[0]
        if not (page.parent / path).exists():
            broken.append(f"{_rel(page)}:{n}: {target}")
    assert not broken, "links to nothing:\n" + "\n".join(broken)


# ---------------------------------------------------------------- measured figures

_UNITS = re.compile(
    r"\d\s?(?:µs|ms|MB|KB|%)|\d\s?s\b|/s\b|instructions|games/s|decisions/s|plies/s",
)
_COMMIT = re.compile(r"\bcommit\s+`?(?P<sha>[0-9a-f]{7,40})`?")


@dataclass(frozen=True)
class Table:
    """A Markdown table of a page: its first line, its text and the lines after it."""

    page: Path
    line: int
    text: str
    after: str


def tables(path: Path) -> list[Table]:
    """Every Markdown table outside code blocks, with the four lines that follow it."""
    lines = path.read_text(encoding="utf-8").splitlines()
    found: list[Table] = []
    inside = False
    i = 0
    while i < len(lines):
        if _FENCE.match(lines[i]):
            inside = not inside
        if inside or not lines[i].lstrip().startswith("|"):
            i += 1
            continue
        start = i
        while i < len(lines) and lines[i].lstrip().startswith("|"):
            i += 1
        after = "\n".join(lines[i : i + 4])
        found.append(Table(path, start + 1, "\n".join(lines[start:i]), after))
    return found


def measured_tables() -> list[Table]:
    """Tables of measured figures: every table of the benchmarks page, and any other table
    that holds a time, a rate, a percentage or instruction counts."""
    return [
        t for p in PAGES for t in tables(p) if p.name == "benchmarks.md" or _UNITS.search(t.text)
    ]


def _git(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=60)


def test_the_figure_tables_are_found() -> None:
    """The benchmarks page has tables of figures, and this test finds them."""
    assert any(t.page.name == "benchmarks.md" for t in measured_tables())


@pytest.mark.parametrize("table", measured_tables(), ids=lambda t: f"{t.page.name}:{t.line}")
def test_every_table_of_figures_names_the_commit_that_measured_it(table: Table) -> None:
    """A "commit" column or a line under the table names a commit of this history."""
    where = f"{_rel(table.page)}:{table.line}"
    shas = [m["sha"] for m in _COMMIT.finditer(table.text + "\n" + table.after)]
    header = table.text.splitlines()[0].lower()
    if "commit" in header:
        shas += re.findall(r"`([0-9a-f]{7,40})`", table.text)
    assert shas, f"{where}: a table of measured figures says which commit measured it"
    if shutil.which("git") is None or _git("rev-parse", "--git-dir").returncode != 0:
        pytest.skip("not a git checkout: the commits cannot be looked up")
    if _git("rev-parse", "--is-shallow-repository").stdout.strip() == "true":
        pytest.skip("a shallow clone: older commits are not in it")
    for sha in shas:
        assert _git("cat-file", "-e", f"{sha}^{{commit}}").returncode == 0, (
            f"{where}: commit {sha} is not in this repository"
        )
        assert _git("merge-base", "--is-ancestor", sha, "HEAD").returncode == 0, (
            f"{where}: commit {sha} is not in the history of HEAD"
        )


# ---------------------------------------------------------------- counts

_WORDS = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty"
)
_NUMBERS = {w: n for n, w in enumerate(_WORDS.split(" "))}


def _number(word: str) -> int:
    word = word.lower().replace(",", "")
    return int(word) if word.isdigit() else _NUMBERS[word]


_NUMBER = r"(?P<n>\d[\d,]*|" + "|".join(_NUMBERS) + r")"
CLAIMS = [
    (re.compile(r"\b" + _NUMBER + r" (?:tutorial )?(?:notebooks|tutorials)\b", re.I), "tutorials"),
    (re.compile(r"\b" + _NUMBER + r" (?:catalogue )?entries\b", re.I), "entries"),
    # "the rules inventory (..., 461 lines)", "461 inventory lines"; not "248 / 269 lines"
    (re.compile(r"(?<!/ )\b" + _NUMBER + r" (?:inventory )?lines\b", re.I), "inventory lines"),
]


def _actual(kind: str) -> int:
    if kind == "tutorials":
        return len(list((ROOT / "tutorials" / "src").glob("[0-9][0-9]-*.py")))
    if kind == "entries":
        return len(all_rules())
    return len(load_inventory())


@pytest.mark.parametrize("page", PAGES, ids=_rel)
def test_the_counts_a_page_states_are_todays(page: Path) -> None:
    text = page.read_text(encoding="utf-8")
    wrong = []
    for pattern, kind in CLAIMS:
        for m in pattern.finditer(text):
            line = text.count("\n", 0, m.start()) + 1
            context = text[m.start() : m.end() + 40]
            if kind == "inventory lines" and "inventory" not in text[m.start() - 80 : m.end()]:
                continue
            if _number(m["n"]) != _actual(kind):
                wrong.append(f"{_rel(page)}:{line}: {context!r}, today {_actual(kind)} {kind}")
    assert not wrong, "\n".join(wrong)


# ---------------------------------------------------------------- the site


def test_the_site_builds_strictly(tmp_path: Path) -> None:
    """``mkdocs build --strict``: every page in the navigation, no broken link, no warning."""
    pytest.importorskip("mkdocs", reason="the docs extra (mkdocs) is not installed")
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(tmp_path / "site")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stderr[-4000:]
    assert (tmp_path / "site" / "index.html").is_file()


def test_the_tutorials_page_lists_every_tutorial() -> None:
    """docs/tutorials.md has one row per tutorials/src/NN-slug.py, and no other (the rows follow
    the two reading paths, so they are compared as sets, each listed once)."""
    page = (DOCS / "tutorials.md").read_text(encoding="utf-8")
    listed = re.findall(r"^\|\s*\d+\s*\|\s*`([\w-]+)`", page, re.M)
    sources = sorted(p.stem for p in (ROOT / "tutorials" / "src").glob("[0-9][0-9]-*.py"))
    assert sorted(listed) == sources


def test_abilities_page_names_every_word_of_the_record_vocabulary() -> None:
    """docs/abilities.md, the reference of the ability-record format, names every timing,
    relation, condition, cost, effect, target and keyword a record may use (the phase windows
    are written once as `beginning-of-…`)."""
    page = (DOCS / "abilities.md").read_text(encoding="utf-8")
    lists = ("TIMINGS", "RELATIONS", "CONDITIONS", "COSTS", "EFFECTS", "TARGETS", "KEYWORDS")
    missing = {
        name: [w for w in getattr(vocabulary, name) if f"`{w}`" not in page] for name in lists
    }
    missing["TIMINGS"] = [w for w in missing["TIMINGS"] if not w.startswith("beginning-of-")]
    assert "`beginning-of-…`" in page
    assert {k: v for k, v in missing.items() if v} == {}
