"""Stepping through a game by hand: readable actions, scripted lines and expected rulings.

Position files (:mod:`vgwidget.engine.position`) may carry a line of play and the ruling
it must show, Forge-puzzle style:

* ``[script] actions = [...]`` -- decisions written the way a judge says them. A string
  ``"kind"`` or ``"kind: argument"``; the deciding player is whoever must decide then::

      "no-boost"  "end-guard"  "end-main"  "skip-ride"  "end-battle"  "boost"
      "attack: VC -> VC"         attacker circle -> the opponent's target circle
      "call: Ember Lancer -> FL"   "move: FL -> BL"
      "ride: Cinder Drake Warden"  "guard: Sparkflit Sprite"  "heal-card: Ember Lancer"
      "intercept: FL"  "power-to: VC"  "critical-to: VC"  "stand-unit: FR"
      "mulligan"  /  "mulligan: Ember Lancer, Sparkflit Sprite"
      "ride-deck: Cinder Drake Warden (discard Ember Lancer)"

  or a table: ``{ action = "guard: Sparkflit Sprite", player = 2, illegal = true,
  rule = "battle.guard" }`` -- ``illegal = true`` says the engine must *refuse* it (and
  ``rule``, which rule it cites); it is checked without changing the game.
* ``[[expect]]`` -- events that must (or must not) happen, matched in order over the log
  after the position is set out: ``rule``, ``kind``, ``contains`` (part of the text) select
  events; ``absent = true`` says no such event follows; ``count = n`` says exactly ``n``.
* ``[final]`` -- the state at the end: ``over`` (true/false), ``winner`` (1, 2 or
  ``"draw"``) and ``[final.players.N]`` with zone sizes (``damage = 5``, ``hand = 2`` ...)
  and ``power``/``critical`` of units by circle (``power = { VC = 23000 }``).

>>> from vgwidget.engine.game import Game
>>> g = Game.new(seed=1)
>>> describe_action(g.state, g.legal_actions()[0])
'Player 1: keep the opening hand'
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from . import stats
from .actions import ACTION_KINDS, Action
from .errors import IllegalAction, RecordError
from .events import Event
from .state import CIRCLE_NAMES, CIRCLES, State

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game

__all__ = [
    "describe_action",
    "parse_action",
    "play_script",
    "check_expectations",
]

_CARD_ZONE = {
    "ride": "hand",
    "call": "hand",
    "guard": "hand",
    "heal-card": "damage",
    "soul-ride": "soul",
    "ride-deck": "ride_deck",
}
_CIRCLE_KINDS = ("intercept", "power-to", "critical-to", "stand-unit")
_PAIR_KINDS = ("attack", "move")


def _n(s: State, iid: int | None) -> str:
    return "?" if iid is None else f"“{s.card(iid).name}”"


def describe_action(state: State, a: Action) -> str:
    """A decision in words, naming the cards (as the judge sees them)."""
    s = state
    ps = s.players[a.player]
    k = a.kind
    if k == "mulligan":
        what = (
            "keep the opening hand"
            if not a.cards
            else "redraw " + ", ".join(_n(s, c) for c in a.cards)
        )
    elif k == "ride":
        what = f"ride {_n(s, a.card)} from hand"
    elif k == "ride-deck":
        what = f"ride {_n(s, a.card)} from the ride deck, discarding " + ", ".join(
            _n(s, c) for c in a.cards
        )
    elif k == "call":
        old = ps.at(a.circle) if a.circle in CIRCLES else None
        what = f"call {_n(s, a.card)} to {a.circle}" + (
            f" (retiring {_n(s, old)})" if old is not None else ""
        )
    elif k == "move":
        u = ps.at(a.circle) if a.circle in CIRCLES else None
        other = ps.at(a.target) if a.target in CIRCLES else None
        what = (
            f"move {_n(s, u)} {a.circle} -> {a.target}"
            if other is None
            else f"swap {_n(s, u)} ({a.circle}) and {_n(s, other)} ({a.target})"
        )
    elif k == "attack":
        u = ps.at(a.circle) if a.circle in CIRCLES else None
        t = s.players[1 - a.player].at(a.target) if a.target in CIRCLES else None
        up = f", {stats.power(s, u):,}" if u is not None else ""
        tpow = f", {stats.power(s, t):,}" if t is not None else ""
        what = f"attack with {_n(s, u)} ({a.circle}{up}) -> {_n(s, t)} ({a.target}{tpow})"
    elif k == "guard":
        sh = s.card(a.card).shield if a.card is not None else None
        what = f"guard with {_n(s, a.card)} (shield {sh or 0:,})"
    elif k in _CIRCLE_KINDS:
        u = ps.at(a.circle) if a.circle in CIRCLES else None
        verb = {
            "intercept": "intercept with",
            "power-to": "give the trigger's power to",
            "critical-to": "give the +1 critical to",
            "stand-unit": "stand",
        }[k]
        what = f"{verb} {_n(s, u)} ({a.circle})"
    elif k == "heal-card":
        what = f"heal {_n(s, a.card)} from the damage zone"
    elif k == "soul-ride":
        what = f"ride {_n(s, a.card)} from the soul"
    else:
        what = {
            "skip-ride": "do not ride this turn",
            "end-main": "end the main phase",
            "end-battle": "make no more attacks",
            "boost": "boost the attack",
            "no-boost": "attack without a boost",
            "end-guard": "finish guarding",
            "concede": "concede",
        }.get(k, k)
    return f"Player {a.player + 1}: {what}"


# ----------------------------------------------------------------------------- scripts


def _find(state: State, p: int, zone: str, name: str, where: str, taken: Sequence[int] = ()) -> int:
    cards: tuple[int, ...] = getattr(state.players[p], zone)
    for c in cards:
        if c not in taken and state.card(c).name.casefold() == name.strip().casefold():
            return c
    zname = {"ride_deck": "ride deck", "damage": "damage zone"}.get(zone, zone)
    raise RecordError(f"{where}: Player {p + 1} has no “{name.strip()}” in the {zname}")


def _circle(v: str, where: str) -> str:
    c = v.strip().upper()
    if c not in CIRCLE_NAMES:
        raise RecordError(f"{where}: {v.strip()!r} is not a circle ({', '.join(CIRCLES)})")
    return c


def parse_action(spec: Any, state: State, where: str = "script") -> Action:
    """Turn a scripted decision (see the module docstring) into an :class:`Action`, finding
    named cards in the deciding player's zones."""
    fields: dict[str, Any] = {}
    text: str | None = None
    player: int | None = None
    if isinstance(spec, str):
        text = spec
    elif isinstance(spec, Mapping):
        if "action" in spec:
            text = spec["action"]
            if not isinstance(text, str):
                raise RecordError(f"{where}: 'action' must be a text such as \"end-guard\"")
        else:
            fields = {
                k: v for k, v in spec.items() if k in ("kind", "card", "circle", "target", "cards")
            }
        if "player" in spec:
            if spec["player"] not in (1, 2):
                raise RecordError(f"{where}: 'player' is 1 or 2")
            player = int(spec["player"]) - 1
    else:
        raise RecordError(f"{where}: a scripted decision is a text or a table")
    if player is None:
        d = state.decision
        if d is None:
            raise RecordError(f"{where}: nobody decides at this point (the game is over)")
        player = d.player
    if text is not None:
        kind, _, arg = text.partition(":")
        kind = kind.strip()
        arg = arg.strip()
        fields = {"kind": kind}
        if kind in _PAIR_KINDS or kind == "call":
            left, sep, right = arg.partition("->")
            if not sep:
                raise RecordError(f'{where}: write {kind!r} as "{kind}: <from> -> <to>"')
            if kind == "call":
                fields["card"] = left.strip()
            else:
                fields["circle"] = _circle(left, where)
            fields["target" if kind != "call" else "circle"] = _circle(right, where)
        elif kind == "ride-deck":
            m = re.fullmatch(r"(.+?)\s*\(discard\s+(.+)\)", arg)
            if m is None:
                raise RecordError(f'{where}: write "ride-deck: <card> (discard <card from hand>)"')
            fields["card"] = m.group(1)
            fields["cards"] = [m.group(2)]
        elif kind == "mulligan":
            fields["cards"] = [n for n in (x.strip() for x in arg.split(",")) if n]
        elif kind in _CIRCLE_KINDS:
            fields["circle"] = _circle(arg, where)
        elif kind in _CARD_ZONE:
            fields["card"] = arg
        elif arg:
            raise RecordError(f"{where}: {kind!r} takes no argument")
    if fields.get("kind") not in ACTION_KINDS:
        raise RecordError(f"{where}: unknown action kind {fields.get('kind')!r}")
    kind = str(fields["kind"])
    card = fields.get("card")
    if isinstance(card, str):
        card = _find(state, player, _CARD_ZONE.get(kind, "hand"), card, where)
    cards: list[int] = []
    for c in fields.get("cards", []):
        if isinstance(c, str):
            zone = "hand"
            c = _find(state, player, zone, c, where, taken=cards)
        cards.append(int(c))
    return Action(
        kind,
        player,
        card=card,
        circle=fields.get("circle"),
        target=fields.get("target"),
        cards=tuple(cards),
    )


def play_script(game: Game, script: Any, where: str = "script") -> list[str]:
    """Play a ``[script]`` on ``game``; returns the problems (an expected refusal that did
    not happen, or a refusal with another rule). An unplayable step raises
    :class:`RecordError` naming it."""
    steps = script.get("actions", []) if isinstance(script, Mapping) else script
    if not isinstance(steps, list):
        raise RecordError(f"{where}: 'actions' must be a list")
    problems: list[str] = []
    for i, spec in enumerate(steps):
        at = f"{where}.actions[{i}]"
        action = parse_action(spec, game.state, at)
        expect_illegal = isinstance(spec, Mapping) and bool(spec.get("illegal", False))
        if expect_illegal:
            try:
                game.check(action)
            except IllegalAction as e:
                rule = spec.get("rule") if isinstance(spec, Mapping) else None
                if rule is not None and e.rule != rule:
                    problems.append(f"{at}: refused citing {e.rule}, expected {rule}: {e}")
                continue
            problems.append(f"{at}: {describe_action(game.state, action)} was accepted")
            continue
        try:
            game.apply(action)
        except IllegalAction as e:
            raise RecordError(
                f"{at}: {describe_action(game.state, action)} is not legal now: {e}"
            ) from None
    return problems


# --------------------------------------------------------------------------- rulings


def _matches(e: Event, exp: Mapping[str, Any]) -> bool:
    if "rule" in exp and e.rule != exp["rule"]:
        return False
    if "kind" in exp and e.kind != exp["kind"]:
        return False
    return not ("contains" in exp and str(exp["contains"]) not in e.text)


def _label(exp: Mapping[str, Any]) -> str:
    sel = ", ".join(f"{k}={exp[k]!r}" for k in ("rule", "kind", "contains") if k in exp)
    return exp.get("note") or sel or "any event"


def check_expectations(
    events: Sequence[Event],
    expects: Any = (),
    final: Any = None,
    state: State | None = None,
) -> list[str]:
    """Check ``[[expect]]`` entries (in order) against ``events`` and ``[final]`` against
    ``state``; returns a sentence for each one that does not hold."""
    failures: list[str] = []
    pos = 0
    for i, exp in enumerate(expects or ()):
        if not isinstance(exp, Mapping):
            failures.append(f"expect[{i}]: not a table")
            continue
        hits = [j for j in range(pos, len(events)) if _matches(events[j], exp)]
        label = _label(exp)
        if exp.get("absent"):
            if hits:
                e = events[hits[0]]
                failures.append(f"expect[{i}] ({label}): should not happen, but event {e.seq}: {e}")
            continue
        if "count" in exp:
            if len(hits) != exp["count"]:
                failures.append(
                    f"expect[{i}] ({label}): {len(hits)} matching event(s), expected {exp['count']}"
                )
            if hits:
                pos = hits[-1] + 1
            continue
        if not hits:
            failures.append(f"expect[{i}] ({label}): no such event (after event {pos})")
            continue
        pos = hits[0] + 1
    if final and state is not None:
        failures += _check_final(final, state)
    return failures


def _check_final(final: Mapping[str, Any], s: State) -> list[str]:
    out = []
    if "over" in final and (s.result is not None) != bool(final["over"]):
        now = f"over ({s.result.reason})" if s.result is not None else "not over"
        out.append(f"final.over: the game is {now}")
    if "winner" in final:
        want = final["winner"]
        got = (
            None
            if s.result is None
            else ("draw" if s.result.winner is None else s.result.winner + 1)
        )
        if got != want:
            out.append(f"final.winner: expected {want!r}, got {got!r}")
    for key, spec in (final.get("players") or {}).items():
        p = int(key) - 1
        ps = s.players[p]
        for field, want in spec.items():
            if field in ("power", "critical"):
                for c, v in want.items():
                    u = ps.at(c)
                    got_v = None if u is None else getattr(stats, field)(s, u)
                    if got_v != v:
                        out.append(f"final.players.{key}.{field}.{c}: expected {v}, got {got_v}")
            else:
                size = len(getattr(ps, field))
                if size != want:
                    out.append(f"final.players.{key}.{field}: expected {want}, got {size}")
    return out
