"""The widget's Python side: traitlet sync, perspectives that hide what they must, actions
round-tripping through the engine, the static fallback and the self-contained HTML export.

Hidden information is checked on the synced state itself (what the browser receives), not on
the DOM."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from builders import EVIL_NAME, Table, pool_with_evil_name

from vgwidget import widget
from vgwidget.engine.errors import IllegalAction
from vgwidget.engine.game import Game
from vgwidget.engine.state import CIRCLES, ZONES
from vgwidget.engine.view import can_see
from vgwidget.widget import VanguardWidget


def played(seed: int = 3, fmt: str = "standard", decisions: int | None = None) -> Game:
    g = Game.new(seed=seed, format=fmt)
    rnd = random.Random(seed)
    n = 0
    while not g.is_over and (decisions is None or n < decisions):
        g.apply(rnd.choice(g.legal_actions()))
        n += 1
    return g


def synced(w: VanguardWidget) -> str:
    """Every synced traitlet, serialized as the browser receives it."""
    return json.dumps(w.get_state(), ensure_ascii=False, default=str)


def never_seen_names(g: Game, p: int) -> set[str]:
    """Names of cards that ``p`` could never see at any moment of the game (and that no card
    ``p`` did see shares)."""
    hidden: set[int] = set(range(len(g.state.table.cards)))
    for s in g.snapshots:
        for ps in s.players:
            for c, u in zip(CIRCLES, ps.circles, strict=True):
                if u is not None and can_see(s, u, c, p):
                    hidden.discard(u)
            for z in ZONES:
                for c in getattr(ps, z):
                    if can_see(s, c, z, p):
                        hidden.discard(c)
    cards = g.state.table.cards
    seen_names = {cards[i].name for i in range(len(cards)) if i not in hidden}
    return {cards[i].name for i in hidden} - seen_names


# ------------------------------------------------------------------ sync


@pytest.mark.rule("turn.sequence")
def test_cursor_and_seek_sync_with_the_game() -> None:
    g = played(decisions=40)
    w = VanguardWidget(g, perspective=None)
    assert w.cursor == w.frame_count - 1 and w.at_decision
    w.seek(5)
    assert w.cursor == 5
    assert w.current_event() == g.events[5].to_dict(None)
    state = w.get_state()
    assert state["cursor"] == 5 and json.dumps(state, default=str)


@pytest.mark.rule("turn.sequence")
def test_the_view_at_each_frame_is_the_engines_snapshot() -> None:
    from vgwidget.engine.view import view

    g = played(decisions=30)
    w = VanguardWidget(g, perspective=1)
    for i in (0, 7, 19, len(g.events) - 1):
        w.seek(i)
        assert w.current_view() == view(g.snapshots[i], 1)


# ------------------------------------------------------------ perspectives


@pytest.mark.rule("zone.hidden")
@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("p", [0, 1])
def test_a_players_synced_state_never_names_a_card_hidden_from_them(seed: int, p: int) -> None:
    g = played(seed=seed)
    secret = never_seen_names(g, p)
    text = synced(VanguardWidget(g, perspective=p))
    leaked = {n for n in secret if n in text}
    assert not leaked, f"Player {p + 1}'s widget state names hidden cards {sorted(leaked)}"


@pytest.mark.rule("zone.hidden")
def test_an_opponents_hand_card_never_reaches_the_browser() -> None:
    t = Table("standard")
    t.vanguard(0, "Pyreheart Sovereign Dragon")
    t.hand(1, "Abyssal Tide Empress")  # a pool-only card: no other copy anywhere
    g = t.at_main()
    for p, present in ((0, False), (1, True), (None, True)):
        text = synced(VanguardWidget(g, perspective=p))
        assert ("Abyssal Tide Empress" in text) is present, p


# ------------------------------------------------------------------ actions


@pytest.mark.rule("main.call")
def test_an_action_round_trips_through_the_engine() -> None:
    g = played(decisions=20)
    w = VanguardWidget(g, perspective=None)
    n = len(g.events)
    a = g.legal_actions()[0]
    w.play(a.to_dict())
    assert len(g.events) > n and w.cursor == w.frame_count - 1
    assert w.get_state()["_status"]["kind"] == "ok"


@pytest.mark.rule("ability.auto", "text.you-may")
def test_action_buttons_are_the_notations_words_for_ability_decisions_too() -> None:
    from vgwidget.engine.decks import load_deck
    from vgwidget.engine.notation import describe

    root = Path(__file__).resolve().parent.parent / "vgwidget" / "data" / "decks"
    d1, d2 = (load_deck(root / n) for n in ("standard-3.txt", "standard-4.txt"))
    g = Game.new(d1, d2, seed=2)
    rnd = random.Random(2)
    kinds: set[str] = set()
    while not g.is_over and len(kinds) < 2:
        d = g.state.decision
        if d is not None and d.kind in {"use-ability", "choose", "order", "confirm"} - kinds:
            kinds.add(d.kind)
            for p in (d.player, None):
                w = VanguardWidget(g, perspective=p)
                buttons = w.get_state()["_actions"]
                assert [b["label"] for b in buttons] == [
                    describe(g.state, a, p) for a in g.legal_actions()
                ]
                assert not any("card=" in b["label"] for b in buttons)
        g.apply(rnd.choice(g.legal_actions()))
    assert kinds


@pytest.mark.rule("main.call-grade")
def test_an_illegal_proposal_shows_the_rule_that_forbids_it() -> None:
    t = Table("standard")
    t.vanguard(0, "Cinderling Scout")  # grade 0
    big = t.hand(0, "Magmaforge Tyrant")[0]  # grade 3
    g = t.at_main()
    w = VanguardWidget(g, perspective=0)
    before = len(g.events)
    with pytest.raises(IllegalAction):
        w.play({"kind": "call", "player": 0, "card": big, "circle": "FL"})
    status = w.get_state()["_status"]
    assert "main.call-grade" in json.dumps(status) and len(g.events) == before


@pytest.mark.rule("main.call")
def test_a_message_from_the_browser_applies_an_action() -> None:
    g = played(decisions=20)
    w = VanguardWidget(g, perspective=None)
    n = len(g.events)
    w._on_msg(w, {"type": "action", "action": g.legal_actions()[0].to_dict()}, [])
    assert len(g.events) > n


@pytest.mark.rule("zone.hidden")
def test_a_player_view_cannot_act_for_the_other_player() -> None:
    g = played(decisions=20)
    p = g.current_player
    assert p is not None
    w = VanguardWidget(g, perspective=1 - p)
    n = len(g.events)
    w._on_msg(w, {"type": "action", "action": g.legal_actions()[0].to_dict()}, [])
    assert len(g.events) == n and w.get_state()["_status"]["kind"] != "ok"


# ----------------------------------------------------------- static output


def test_static_fallback_escapes_user_text() -> None:
    pool, evil = pool_with_evil_name(), EVIL_NAME
    t = Table("standard", pool=pool)
    t.rear(0, "FL", evil)
    w = VanguardWidget(t.at_main(), perspective=None)
    html = w._repr_html_()
    assert evil not in html and "&lt;img src=x" in html


def test_save_html_is_self_contained(tmp_path: Path) -> None:
    g = played(decisions=60)
    out = VanguardWidget(g, perspective=0).save_html(tmp_path / "game.html")
    text = out.read_text(encoding="utf-8")
    assert "<script" in text and "vgwidget" in text
    for url in ("http://", "https://", 'src="//', "cdn"):
        assert url not in text.lower().replace("http://www.w3.org", ""), url
    assert len(text) < 1_500_000


# ------------------------------------------------------------------ the timeline encoding


def _decoded(
    w: VanguardWidget,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], dict[str, Any]]:
    """Every frame and event rebuilt from the synced chunks alone (as the browser does)."""
    frames: list[dict[str, Any]] = []
    events: list[dict[str, Any]] = []
    cards: dict[str, Any] = {}
    frame = None
    for chunk in (w._base, w._tail):
        if not chunk:
            continue
        assert chunk["start"] == len(events)
        cards.update(chunk["cards"])
        rows, patches = widget.unpack_chunk(chunk)
        for row, patch in zip(rows, patches, strict=True):
            frame = widget.apply_patch(frame, patch)
            frames.append(widget.decode_frame(frame, cards))
            events.append(widget.decode_event(row))
    if w._pending:
        cards.update(w._pending["cards"])
        frames.append(widget.decode_frame(widget.apply_patch(frame, w._pending["patch"]), cards))
    return frames, events, cards


@pytest.mark.rule("zone.hidden")
@pytest.mark.parametrize("p", [0, 1, None])
def test_the_synced_timeline_is_exactly_the_perspectives_views(p: int | None) -> None:
    from vgwidget.engine.view import view

    g = played(seed=4, decisions=150)
    w = VanguardWidget(g, perspective=p)
    for a in random.Random(4).sample(range(10), 3):  # live play adds a tail chunk
        acts = g.legal_actions()
        w.play(acts[a % len(acts)])
    frames, events, cards = _decoded(w)
    assert len(frames) == w.frame_count == len(g.events) + 1
    for i, e in enumerate(g.events):
        assert frames[i] == view(g.snapshots[i], p), i
        assert events[i] == e.to_dict(p), i
    assert frames[-1] == g.view(p)
    # the card table holds only cards this perspective saw face up somewhere
    seen = {
        c["iid"]
        for v in frames
        for pd in v["players"]
        for c in [*pd["circles"].values(), *(x for k in widget.CARD_LISTS for x in pd.get(k, []))]
        if isinstance(c, dict) and "iid" in c
    }
    assert {int(k) for k in cards} <= seen


def test_the_browser_decoder_rebuilds_the_same_frames() -> None:
    import shutil
    import subprocess

    from vgwidget.engine.view import view

    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    root = Path(__file__).resolve().parent.parent
    g = played(seed=3, decisions=120)
    w = VanguardWidget(g, perspective=1)
    w.play(g.legal_actions()[0])
    script = (
        f"import {{ Timeline }} from '{(root / 'js/src/timeline.js').as_uri()}';"
        "let d='';process.stdin.on('data',x=>d+=x);process.stdin.on('end',()=>{"
        "const s=JSON.parse(d);const tl=Timeline.fromState(s._base,s._tail,s._pending);"
        "const out=[];for(let i=0;i<tl.length;i++)out.push([tl.view(i),tl.event(i)]);"
        "process.stdout.write(JSON.stringify(out));});"
    )
    state = {k: w.get_state()[k] for k in ("_base", "_tail", "_pending")}
    res = subprocess.run(
        [node, "--input-type=module", "-e", script],
        input=json.dumps(state),
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    out = json.loads(res.stdout)
    assert len(out) == w.frame_count
    for i, e in enumerate(g.events):
        assert out[i][0] == view(g.snapshots[i], 1), i
        assert out[i][1] == e.to_dict(1), i
    assert out[-1][0] == g.view(1) and out[-1][1] is None
