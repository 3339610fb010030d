"""The playable page's Python side without a browser: the worker's board
(:class:`~vgwidget.widget.session.PageWidget`) runs the kernel widget's own logic, so both sync
the same values for the same game and inputs; it refuses what the kernel refuses; what it
posts for a player's seat never names the other seat's hidden cards; and the folder writer puts
the game in ``game.json``, never in the page."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any

import pytest
from builders import Table

from vgwidget import cli
from vgwidget.engine.game import Game
from vgwidget.widget import VanguardWidget
from vgwidget.widget.logic import SYNCED, WidgetLogic
from vgwidget.widget.playable import (
    PYODIDE_FILES,
    SNAPSHOT,
    PageError,
    find_pyodide,
    write_playable,
)
from vgwidget.widget.session import PageSession, PageWidget

SECRET = "Hushed Vault Wyrm"
POSITION = f"""
[[cards]]
name = "{SECRET}"
grade = 3
power = 13000
nation = "Tidecourt"
formats = ["standard"]

[game]
format = "standard"
seed = 7
turn = 3
turn_player = 1
phase = "main"

[players.1]
hand = ["Ember Lancer"]
circles = {{ VC = "Cinder Drake Warden" }}
deck = {{ fill = "teaching" }}

[players.2]
hand = ["{SECRET}", "{SECRET}"]
circles = {{ VC = "Shoalguard Cadet" }}
deck = {{ fill = "teaching" }}
"""


PREFER = ("End the", "Attack", "Finish", "Do not")


def synced_of(posts: list[str]) -> dict[str, Any]:
    """The page's synced values after every ``state`` message posted so far."""
    state: dict[str, Any] = {}
    for text in posts:
        m = json.loads(text)
        if m["type"] == "state":
            state.update(m["state"])
    return state


def kernel_state(w: VanguardWidget) -> dict[str, Any]:
    s = w.get_state()
    out: dict[str, Any] = json.loads(json.dumps({k: s[k] for k in SYNCED}, default=str))
    return out


def page_state(posts: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(json.dumps(synced_of(posts)))
    return out


def test_one_code_path_the_page_syncs_what_the_kernel_widget_syncs() -> None:
    assert issubclass(VanguardWidget, WidgetLogic) and issubclass(PageWidget, WidgetLogic)
    g1, g2 = Game.new(seed=4), Game.new(seed=4)
    kernel = VanguardWidget(g1, perspective=None)
    posts: list[str] = []
    s = PageSession({"record": g2.to_record(), "perspective": None}, posts.append)
    assert page_state(posts) == kernel_state(kernel)
    for i in range(12):  # the same moves, sent as the browser sends them
        acts = kernel.get_state()["_actions"]
        msg = {"type": "action", "action": acts[(i * 5) % len(acts)]["a"]}
        kernel._on_msg(kernel, msg, None)
        s.receive(json.dumps({"type": "msg", "content": msg}))
        assert page_state(posts) == kernel_state(kernel), i
    kernel.close()


@pytest.mark.rule("zone.hidden")
def test_a_players_page_never_posts_the_other_seats_hidden_cards() -> None:
    posts: list[str] = []
    s = PageSession(
        {"position": POSITION, "vs": "greedy", "seat": 1, "perspective": 0}, posts.append
    )
    w = s.widget
    for _ in range(30):  # Player 1's turn 3, then the computer's turn 4
        acts = w._actions
        if not acts or w.game.state.turn >= 5:
            break
        pick = next((a for a in acts if a["label"].startswith(PREFER)), acts[0])
        s.receive(json.dumps({"type": "msg", "content": {"type": "action", "action": pick["a"]}}))
    g = w.game
    assert g.state.turn == 5
    held = [g.state.table.cards[c].name for c in g.state.players[1].hand]
    assert SECRET in held  # the worker's game holds it...
    assert not any(SECRET in p for p in posts)  # ...the page never receives it
    assert any(json.loads(p).get("content", {}).get("type") == "bot" for p in posts)


@pytest.mark.rule("zone.hidden")
def test_the_page_refuses_what_the_kernel_refuses() -> None:
    posts: list[str] = []
    s = PageSession(
        {"record": Game.new(seed=2).to_record(), "perspective": 0, "lock_perspective": True},
        posts.append,
    )
    n = len(s.widget.game.events)
    s.receive(json.dumps({"type": "set", "state": {"perspective": None, "_base": {}}}))
    s.receive(json.dumps({"type": "msg", "content": {"type": "action", "action": {}}}))
    s.receive(json.dumps({"type": "msg", "content": {"type": "branch", "at": 1, "action": {}}}))
    s.receive("not json")
    s.receive(json.dumps({"type": "eval", "code": "1"}))
    errors = [json.loads(p)["content"] for p in posts if '"error"' in p and '"msg"' in p]
    assert len(errors) == 5, errors
    assert s.widget.perspective == 0 and len(s.widget.game.events) == n
    assert synced_of(posts)["perspective"] == 0  # the page is put back in step


def test_a_game_without_a_record_cannot_become_a_page(tmp_path: Path) -> None:
    w = VanguardWidget(Table("standard").at_main(), perspective=0)
    with pytest.raises(PageError, match="record"):
        w.page_settings()
    w.close()


def test_pyodide_missing_says_how_to_get_it(tmp_path: Path) -> None:
    with pytest.raises(PageError, match="--pyodide DIR"):
        find_pyodide(tmp_path)


def fake_pyodide(folder: Path) -> Path:
    """A folder with files of Pyodide's core names (their content does not matter here)."""
    folder.mkdir()
    for name in PYODIDE_FILES:
        (folder / name).write_text(f"// {name}", encoding="utf-8")
    (folder / "package.json").write_text('{"version": "0.28.3"}', encoding="utf-8")
    return folder


@pytest.mark.rule("zone.hidden")
def test_the_folder_keeps_the_game_out_of_the_page(tmp_path: Path) -> None:
    w = VanguardWidget(Game.from_position(POSITION), perspective=0, lock_perspective=True)
    w.play_against("greedy", 1)
    out = w.save_html(tmp_path / "page", playable=True, pyodide=fake_pyodide(tmp_path / "py"))
    w.close()
    names = {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}
    assert names == {
        "index.html",
        "game.json",
        "page.js",
        "worker.js",
        "widget.js",
        "widget.css",
        "vgwidget.zip",
        *(f"pyodide/{n}" for n in PYODIDE_FILES),
    }
    index = (out / "index.html").read_text(encoding="utf-8")
    assert SECRET not in index and "default-src 'self'" in index
    assert "http:" not in index and "https:" not in index  # nothing from outside the folder
    settings = json.loads((out / "game.json").read_text(encoding="utf-8"))
    assert settings["vs"] == "greedy" and settings["seat"] == 1 and settings["perspective"] == 0
    assert settings["pyodide"] == "0.28.3"
    with zipfile.ZipFile(out / "vgwidget.zip") as z:
        files = set(z.namelist())
    assert "vgwidget/widget/session.py" in files and "vgwidget/engine/game.py" in files
    assert "vgwidget/widget/core.py" not in files  # anywidget is not in the worker
    # the page's settings start the same board again
    posts: list[str] = []
    PageSession(settings, posts.append)
    assert synced_of(posts)["_opponent"]["level"] == "greedy"
    # the page draws the worker's first message before the worker starts: the same message,
    # the seat's own view (the other seat's hidden card is in neither)
    block = index.split("id='vgw-first'>", 1)[1].split("</script>", 1)[0]
    assert json.loads(block) == [json.loads(x) for x in posts]
    assert json.loads(block)[0]["state"]["perspective"] == 0


def test_a_memory_snapshot_that_cannot_be_made_stops_the_folder(tmp_path: Path) -> None:
    fake = fake_pyodide(tmp_path / "py")  # no real Pyodide: Node cannot start it
    settings = {"position": POSITION, "perspective": 0}
    out = write_playable(tmp_path / "plain", settings, pyodide=fake)
    assert json.loads((out / "game.json").read_text(encoding="utf-8"))["snapshot"] == ""
    assert not (out / SNAPSHOT).exists()
    with pytest.raises(PageError, match="memory snapshot"):
        write_playable(tmp_path / "snap", settings, pyodide=fake, snapshot=True)
    assert not (tmp_path / "snap" / SNAPSHOT).exists()
    assert not (tmp_path / "snap" / "game.json").exists()  # no page that would not start


def test_save_html_asks_for_the_snapshot_of_a_playable_page_only(tmp_path: Path) -> None:
    w = VanguardWidget(Game.from_position(POSITION), perspective=0, lock_perspective=True)
    with pytest.raises(PageError, match="playable page"):
        w.save_html(tmp_path / "page.html", snapshot=True)
    fake = fake_pyodide(tmp_path / "py")  # Node cannot start it: the snapshot's error shows
    with pytest.raises(PageError, match="memory snapshot"):  # the option reached the writer
        w.save_html(tmp_path / "snap", playable=True, pyodide=fake, snapshot=True)
    w.close()
    assert not (tmp_path / "page.html").exists()
    assert not (tmp_path / "snap" / "game.json").exists()


def test_the_command_line_checks_the_game_before_writing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pos = tmp_path / "q.toml"
    pos.write_text(POSITION, encoding="utf-8")
    fake = str(fake_pyodide(tmp_path / "py"))
    out = tmp_path / "page"
    argv = ["export", "--playable", str(out), "--position", str(pos), "--player", "2"]
    assert cli.main([*argv, "--pyodide", fake]) == 0
    settings = json.loads((out / "game.json").read_text(encoding="utf-8"))
    assert settings["perspective"] == 1 and settings["lock_perspective"] is True
    assert settings["position"] == POSITION
    bad = tmp_path / "bad.toml"
    bad.write_text("[game]\nturn = 'three'\n", encoding="utf-8")
    argv = ["export", "--playable", str(tmp_path / "bad"), "--position", str(bad)]
    assert cli.main([*argv, "--pyodide", fake]) == 1
    assert "turn" in capsys.readouterr().err and not (tmp_path / "bad").exists()
