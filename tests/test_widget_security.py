"""The browser is untrusted input: every way the front end can change the kernel's state is
forged here exactly as the comm delivers it (an ``update`` of synced traits, a ``custom``
message), and the widget must refuse what it may not do with a clear error sent back, changing
nothing (game events, perspective, synced state) and identifying no hidden card."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from widget_browser import Browser

from vgwidget.engine import game as game_module
from vgwidget.engine.actions import Action
from vgwidget.engine.errors import VanguardError
from vgwidget.engine.game import Game
from vgwidget.engine.view import view

widget = pytest.importorskip("vgwidget.widget")
VanguardWidget = widget.VanguardWidget
widget_logic = pytest.importorskip("vgwidget.widget.logic")


def played(seed: int = 3, decisions: int = 20) -> Game:
    g = Game.new(seed=seed)
    rnd = random.Random(seed)
    for _ in range(decisions):
        g.apply(rnd.choice(g.legal_actions()))
    return g


def synced(w: Any) -> dict[str, Any]:
    """The synced state as the browser receives it, without the outcome panel."""
    state: dict[str, Any] = json.loads(json.dumps(w.get_state(), default=str))
    state.pop("_status")
    return state


def hidden_names(g: Game, p: int) -> set[str]:
    """Names of cards now hidden from ``p`` that no card ``p`` ever saw shares."""
    seen = json.dumps([view(s, p) for s in [*g.snapshots, g.state]], ensure_ascii=False)
    cards = g.state.table.cards
    opp = g.state.players[1 - p]
    names = {cards[c].name for c in [*opp.hand, *opp.deck, *g.state.players[p].deck]}
    return {n for n in names if n not in seen}


def assert_refused(b: Browser, before: dict[str, Any], n_events: int) -> None:
    w = b.w
    assert len(w.game.events) == n_events
    assert synced(w) == before
    assert b.errors(), "a refusal must be reported to the front end, never silent"
    assert w.get_state()["_status"]["kind"] in ("error", "illegal")
    assert "Traceback" not in json.dumps(w.get_state()["_status"])


# ------------------------------------------------------------------ perspective


@pytest.mark.parametrize("start", [0, 1])
def test_a_locked_player_view_cannot_be_switched_by_the_browser(start: int) -> None:
    g = played()
    w = VanguardWidget(g, perspective=start, lock_perspective=True)
    b = Browser(w)
    before, n = synced(w), len(g.events)
    for forged in ({"perspective": None}, {"perspective": 1 - start}):
        b.update(forged)
        assert w.perspective == start
        assert_refused(b, before, n)
    text = json.dumps(w.get_state(), ensure_ascii=False)
    assert not [name for name in hidden_names(g, start) if name in text]


def test_the_browser_cannot_unlock_the_perspective_or_write_kernel_owned_state() -> None:
    g = played()
    w = VanguardWidget(g, perspective=0, lock_perspective=True)
    b = Browser(w)
    before, n = synced(w), len(g.events)
    forgeries: tuple[dict[str, Any], ...] = (
        {"lock_perspective": False, "perspective": None},
        {"lock_perspective": False},
        {"_actions": [{"a": {"kind": "manual", "player": 0}, "label": "x"}]},
        {"_pending": None},
        {"_base": {}, "_tail": {}},
        {"_status": {"kind": "ok", "message": "Applied: everything"}},
        {"title": "pwned"},
        {"_dom_classes": ["x"], "layout": "IPY_MODEL_x"},
    )
    for forged in forgeries:
        b.replies.clear()
        b.update(forged)
        assert_refused(b, before, n)
    assert w.lock_perspective and w.perspective == 0


def test_an_unlocked_player_view_may_switch_player_but_never_reach_the_judge_view() -> None:
    g = played()
    w = VanguardWidget(g, perspective=0)
    b = Browser(w)
    b.update({"perspective": 1})  # hot seat: the selector offers the other player
    assert w.perspective == 1 and not b.errors()
    before, n = synced(w), len(g.events)
    b.update({"perspective": None})
    assert w.perspective == 1
    assert_refused(b, before, n)
    # the judge view stays reachable from the browser when Python opened the widget as judge
    j = VanguardWidget(g, perspective=None)
    bj = Browser(j)
    bj.update({"perspective": 0})
    bj.update({"perspective": None})
    assert j.perspective is None and not bj.errors()


@pytest.mark.parametrize(
    "forged",
    [
        {"cursor": "3"},
        {"cursor": 2.5},
        {"cursor": True},
        {"cursor": [1]},
        {"perspective": "judge"},
        {"perspective": 2},
        {"perspective": False},
    ],
)
def test_malformed_trait_updates_are_refused_without_a_traceback(forged: dict[str, Any]) -> None:
    g = played()
    w = VanguardWidget(g, perspective=None)
    b = Browser(w)
    before, n = synced(w), len(g.events)
    b.update(forged)  # must not raise (a traceback in the kernel log, the browser out of step)
    assert_refused(b, before, n)


# ------------------------------------------------------------------ actions


def test_a_player_view_refuses_the_judges_manual_action() -> None:
    g = played()
    p = g.current_player
    assert p is not None
    card = g.state.players[p].hand[0]
    manual = {"kind": "manual", "player": p, "card": card, "target": "move:drop"}
    judge = VanguardWidget(g.fork(), perspective=None)
    n_judge = len(judge.game.events)
    Browser(judge).custom({"type": "action", "action": manual})
    assert len(judge.game.events) > n_judge  # the judge may (so the action itself is valid)
    w = VanguardWidget(g, perspective=p)
    b = Browser(w)
    before, n = synced(w), len(g.events)
    b.custom({"type": "action", "action": manual})
    assert_refused(b, before, n)
    assert w.get_state()["_status"]["rule"] == "judge.manual"


def test_a_player_cannot_act_at_the_other_players_decision() -> None:
    g = played()
    p = g.current_player
    assert p is not None and g.state.decision is not None
    prompt = g.state.decision.prompt
    w = VanguardWidget(g, perspective=1 - p)
    b = Browser(w)
    before, n = synced(w), len(g.events)
    # an action in the viewer's own name, of a kind this decision takes
    forged = {**g.legal_actions()[0].to_dict(), "player": 1 - p}
    b.custom({"type": "action", "action": forged})
    assert_refused(b, before, n)
    # the refusal does not quote the other player's prompt (the engine's own message does)
    assert prompt not in json.dumps(w.get_state()["_status"], ensure_ascii=False)


@pytest.mark.parametrize(
    "forged",
    [
        "action",
        ["action"],
        None,
        {"type": "nope"},
        {"type": 1},
        {"action": {"kind": "end-main", "player": 0}},
        {"type": "action"},
        {"type": "action", "action": "end-main"},
        {"type": "action", "action": {"kind": "rm -rf", "player": 0}},
        {"type": "action", "action": {"kind": "call", "player": 0, "card": "7"}},
        {"type": "hello", "pad": "x"},
        {"type": "hello", "pad": "x" * 1_000_000},
    ],
)
def test_malformed_messages_are_refused_with_an_error_and_change_nothing(forged: Any) -> None:
    g = played()
    w = VanguardWidget(g, perspective=None)
    b = Browser(w)
    before, n = synced(w), len(g.events)
    b.custom(forged)
    assert_refused(b, before, n)
    assert not [r for r in b.replies if isinstance(r, dict) and r.get("type") == "hello"]


def test_a_legal_action_with_an_extra_key_is_refused() -> None:
    g = played()
    w = VanguardWidget(g, perspective=None)
    b = Browser(w)
    before, n = synced(w), len(g.events)
    legal = g.legal_actions()[0].to_dict()
    b.custom({"type": "action", "action": legal, "as": "judge"})
    assert_refused(b, before, n)
    b.replies.clear()
    b.custom({"type": "action", "action": legal})  # the same action, well formed, is applied
    assert len(g.events) > n and not b.errors()


# ------------------------------------------------------------------ synced decision


def test_a_players_action_list_holds_only_their_own_actions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    g = played()
    p = g.current_player
    assert p is not None
    real = Game.legal_actions

    def with_a_stray(self: Game) -> list[Action]:
        acts = real(self)
        return [*acts, Action(acts[0].kind, 1 - acts[0].player)] if acts else acts

    monkeypatch.setattr(Game, "legal_actions", with_a_stray)
    w = VanguardWidget(g, perspective=p)
    assert w.get_state()["_actions"]
    assert {x["a"]["player"] for x in w.get_state()["_actions"]} == {p}


def test_the_synced_prompt_and_save_html_use_only_the_perspectives_view(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The engine's raw prompt may name a card hidden from a player; what a player's widget
    shows (live and in ``save_html``) is the prompt ``view(state, p)`` gives."""
    g = played()
    p = g.current_player
    assert p is not None and g.state.decision is not None
    viewer = 1 - p
    secret = sorted(hidden_names(g, viewer))[0]
    real_state = Game.state.fget  # type: ignore[attr-defined]
    real_view = game_module._view  # type: ignore[attr-defined]

    def state(self: Game) -> Any:  # the engine's prompt names a card hidden from the viewer
        s = real_state(self)
        if s.decision is None:
            return s
        return s._replace(decision=s.decision._replace(prompt=f"Choose for [{secret}]"))

    def redacting_view(s: Any, who: int | None = None) -> dict[str, Any]:  # ...the view does not
        v = real_view(s, who)
        if v.get("decision") is not None and who is not None:
            v["decision"]["prompt"] = f"as Player {who + 1} sees it"
        return v

    monkeypatch.setattr(Game, "state", property(state))
    monkeypatch.setattr(game_module, "_view", redacting_view)
    monkeypatch.setattr(widget_logic, "_view", redacting_view)  # the frames are drawn there
    w = VanguardWidget(g, perspective=viewer)
    assert w.get_state()["_pending"]["decision"]["prompt"] == f"as Player {viewer + 1} sees it"
    text = json.dumps(w.get_state(), ensure_ascii=False)
    page = w.save_html(tmp_path / "game.html").read_text(encoding="utf-8")
    assert secret not in text and secret not in page


def stray_field_action(g: Game) -> tuple[dict[str, Any], int] | None:
    """A listed action of ``g``'s deciding player plus a ``card`` naming a card hidden from
    them, which ``Game.check`` does not look at (``Action.from_dict`` and ``Game.apply``
    refuse the stray field), with that player."""
    p = g.current_player
    assert p is not None
    hidden = list(g.state.players[1 - p].hand)
    for a in g.legal_actions():
        if a.card is None and a.kind != "mulligan" and hidden:
            forged = a._replace(card=hidden[0])  # Action.from_dict refuses it already
            try:
                g.check(forged)
            except VanguardError:
                continue
            return forged.to_dict(), p
    return None


def test_the_browser_may_take_only_the_listed_actions() -> None:
    g = Game.new(seed=5)
    rnd = random.Random(5)
    found = stray_field_action(g)
    while found is None and not g.is_over:
        g.apply(rnd.choice(g.legal_actions()))
        found = stray_field_action(g)
    assert found is not None
    forged, p = found
    w = VanguardWidget(g, perspective=p)
    b = Browser(w)
    before, n = synced(w), len(g.events)
    b.custom({"type": "action", "action": forged})
    assert_refused(b, before, n)
    # a mulligan's cards come in click order: the same set as a listed action is taken
    m = Game.new(seed=5)
    listed = max(m.legal_actions(), key=lambda a: len(a.cards))
    mw = VanguardWidget(m, perspective=listed.player)
    mb = Browser(mw)
    mb.custom({"type": "action", "action": {**listed.to_dict(), "cards": list(listed.cards)[::-1]}})
    assert len(m.events) > 0 and m.actions and not mb.errors()
