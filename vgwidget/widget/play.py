"""Play helpers for questions and tutorials: answers worked out by the engine itself.

Standard library and the engine only (no anywidget): importable wherever the engine runs.
The question widget that uses them is :class:`vgwidget.widget.quiz.Predict`.

Predict, then reveal: the learner-prediction widget of the tutorials.

A tutorial stops at a chosen moment and asks the learner to predict what the
rules will do (does this attack hit? how many damage checks?). The learner clicks
a choice; the pick comes back to Python through the widget (the ``picked``
traitlet), is checked against an answer **worked out by the engine itself**, and
the feedback names the catalogue rule that decides it, with its summary.

    q = Predict(
        "Player 2 does not guard. Does the attack hit?",
        ["it hits", "it does not hit"],
        lambda: hit_verdict(what_if(game, "end-guard", until=hit_decided)),
    )
    q                      # in Jupyter: the question and one button per choice
    q.answer("it hits")    # anywhere (tests, plain Python): the feedback text

The answer is computed when the question is made (so running later cells first
cannot change it) but it stays on the Python side: the front end only ever
receives the question, the choices and, after a pick, the feedback. The front
end writes the user's text with ``textContent`` only.

The helpers below give answers from the engine without touching the game:
:func:`what_if` plays some decisions (and, optionally, a simple
:func:`autopilot` until a condition holds), records what happened, then takes
every decision back with ``Game.undo()``. :func:`find_action` picks a legal
action by kind and card name, so notebooks never depend on instance ids.

>>> from vgwidget import Game
>>> g = Game.new(seed=1)
>>> keep = find_action(g, "mulligan", cards=())
>>> out = what_if(g, keep)
>>> out.events[0].rule, len(g.actions)          # the game itself is unchanged
('setup.mulligan', 0)
>>> from vgwidget.widget.quiz import Predict
>>> q = Predict("How many cards does Player 1 keep?", ["4", "5"],
...             lambda: Verdict("5", "setup.opening-hand", "A hand of five."))
>>> print(q.answer("5").splitlines()[0])
Right! The answer is: 5.
>>> q.correct
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine.actions import Action
from ..engine.catalogue import get_rule
from ..engine.errors import IllegalAction, VanguardError
from ..engine.events import Event
from ..engine.game import Game
from ..engine.notation import to_script
from ..engine.state import State

__all__ = [
    "Outcome",
    "Verdict",
    "autopilot",
    "copy_game",
    "count_verdict",
    "damage_checks",
    "damage_verdict",
    "find_action",
    "first_event",
    "hit_decided",
    "hit_verdict",
    "legal_verdict",
    "play_until",
    "rule_note",
    "what_if",
    "zone_of",
]

# --------------------------------------------------------------------------- answers


@dataclass(frozen=True)
class Verdict:
    """The right answer to a question, as the engine decided it.

    ``answer`` is one of the question's choices; ``rule`` is the catalogue ID that
    decides it; ``because`` says what the engine did (usually an explain-log line).
    """

    answer: str
    rule: str
    because: str = ""

    def __post_init__(self) -> None:
        get_rule(self.rule)  # an unknown rule ID fails here, not in front of a learner


@dataclass
class Outcome:
    """What :func:`what_if` saw: the new events and the state at the end."""

    events: list[Event]
    state: State
    actions: list[Action] = field(default_factory=list)

    def rules(self) -> list[str]:
        """The rule IDs of the events, in order."""
        return [e.rule for e in self.events]

    def explain(self) -> str:
        """The events as explain-log lines (the same layout as ``Game.explain``)."""
        return "\n".join(
            f"{e.seq:4d} T{e.turn} {e.phase:<6} [{e.rule}] {e.text}" for e in self.events
        )


def copy_game(game: Game) -> Game | None:
    """An independent copy of ``game`` as it is now (the same events, the same decision
    waiting), replayed from its record, so that playing on the copy leaves ``game`` as it was;
    ``None`` for a game that cannot be recorded (one built from a raw state)."""
    try:
        whole = Game.from_record(game.to_record())
    except VanguardError:
        return None
    if game.branch_at is None:
        return whole
    # a fork shows only its own events: branch the copy at the same point, replay the fork's
    whole.seek(game.branch_at)
    line = whole.fork()
    for a in game.actions:
        line.apply(a)
    return line


def rule_note(rule_id: str) -> str:
    """``[id] Title: summary`` for a catalogue rule (raises ``UnknownRule`` if unknown)."""
    r = get_rule(rule_id)
    return f"[{r.id}] {r.title}: {r.summary}"


def first_event(events: Iterable[Event], *rules: str, kind: str | None = None) -> Event | None:
    """The first event citing one of ``rules`` (and of ``kind``, if given), else ``None``."""
    for e in events:
        if (not rules or e.rule in rules) and (kind is None or e.kind == kind):
            return e
    return None


def hit_decided(events: Sequence[Event]) -> bool:
    """A stop condition for :func:`what_if`: the battle's hit or miss has been settled and,
    on a hit, every damage check and trigger has been resolved (the battle has closed)."""
    return any(e.rule == "battle.close" or e.rule.startswith("win.") for e in events)


def damage_checks(events: Iterable[Event]) -> list[Event]:
    """The events that reveal a damage check (``Damage check i of n: ...``)."""
    return [e for e in events if e.rule == "damage.check" and e.kind == "damage-check"]


def hit_verdict(outcome: Outcome, hit: str = "it hits", miss: str = "it does not hit") -> Verdict:
    """Whether the first attack in ``outcome`` hit, from the engine's own hit check and what
    followed it (a hit vanguard or rear-guard, or no hit)."""
    events = outcome.events
    i = next(
        (k for k, e in enumerate(events) if e.rule in ("battle.hit-check", "battle.cancelled")),
        None,
    )
    if i is None:
        raise ValueError("the outcome holds no hit check: play further (until=hit_decided)")
    hits = False
    for e in events[i:]:
        if e.rule in ("battle.hit-vanguard", "battle.hit-rearguard"):
            hits = True
            break
        if e.rule in ("battle.no-hit", "battle.close"):
            break
    return Verdict(hit if hits else miss, events[i].rule, events[i].text)


def count_verdict(n: int, rule: str, because: str) -> Verdict:
    """A numeric answer as a choice string."""
    return Verdict(str(n), rule, because)


def damage_verdict(outcome: Outcome) -> Verdict:
    """How much damage the first attack in ``outcome`` dealt (the number of damage checks it
    caused: one per point of damage to the vanguard), from the engine's own hit and damage
    events; ``"0"`` when it did not hit the vanguard (no hit, or a rear-guard retired)."""
    events = outcome.events
    i = next(
        (k for k, e in enumerate(events) if e.rule in ("battle.hit-check", "battle.cancelled")),
        None,
    )
    if i is None:
        raise ValueError("the outcome holds no hit check: play further (until=hit_decided)")
    end = next((k for k in range(i, len(events)) if events[k].rule == "battle.close"), None)
    battle = events[i : len(events) if end is None else end + 1]
    hit = first_event(battle, "battle.hit-vanguard")
    if hit is None:
        return count_verdict(0, events[i].rule, events[i].text)
    return count_verdict(len(damage_checks(battle)), hit.rule, hit.text)


def legal_verdict(
    game: Game,
    action: Mapping[str, Any],
    legal: str = "legal",
    illegal: str = "not legal",
    play: Sequence[ActionLike] = (),
) -> Verdict:
    """Whether ``action`` may be taken in ``game`` (left unchanged) after the ``play``
    decisions (see :func:`what_if`): the engine takes it on a trial line. ``action`` is a
    table: ``kind``; ``player`` (1 or 2; default: the player deciding then); ``card`` (a card's
    name: the first of that player's cards of that name, in hand first, then on a circle),
    ``circle``, ``target``, ``cards`` (names, in hand). A legal one is answered by the rule of
    its first event, an illegal one by the rule the engine refuses it with."""
    line = game.fork()
    for a in play:
        line.apply(_resolve(line, a))
    s = line.state
    seat = action.get("player")
    if seat is None:
        if s.decision is None:
            raise ValueError("nobody has a decision to take here (the game is over)")
        player = s.decision.player
    elif seat in (1, 2) and not isinstance(seat, bool):
        player = int(seat) - 1
    else:
        raise ValueError(f"an action's player is 1 or 2, not {seat!r}")
    ps = s.players[player]
    own = [*ps.hand, *(c for c in (ps.at(x) for x in ("VC", "FL", "FR", "BL", "BC", "BR")) if c)]

    def named(name: Any, among: Sequence[int], taken: Sequence[int] = ()) -> int:
        for iid in among:
            if iid not in taken and s.card(iid).name == name:
                return iid
        where = "hand" if among is ps.hand else "hand or circles"
        raise ValueError(f"Player {player + 1} has no {name!r} in their {where}")

    if "kind" not in action:
        raise ValueError("an action to ask about needs its kind")
    d: dict[str, Any] = {"kind": action["kind"], "player": player}
    if action.get("card") is not None:
        d["card"] = named(action["card"], own)
    for k in ("circle", "target"):
        if action.get(k) is not None:
            d[k] = action[k]
    picked: list[int] = []
    for name in action.get("cards") or ():
        picked.append(named(name, ps.hand, picked))
    if picked:
        d["cards"] = picked
    try:
        events = line.apply(d)
    except IllegalAction as err:
        return Verdict(illegal, err.rule, str(err).split("] ", 1)[-1])
    if not events:
        raise ValueError("the action was taken but the engine wrote no event for it")
    return Verdict(legal, events[0].rule, events[0].text)


def zone_of(state: State, iid: int) -> str:
    """Where card ``iid`` is in ``state``: a zone name (``"soul"``, ``"drop"``...) or a circle
    (``"VC"``, ``"FL"``...) or ``"GC"``."""
    return state.locate(iid)[1]


# --------------------------------------------------------------------------- actions


ActionLike = Action | str | Mapping[str, Any] | Callable[[Game], Action]
"""An action for :func:`what_if`: an :class:`Action`; a kind (``"end-guard"``: the first legal
action of that kind); a dict of :func:`find_action` arguments (``{"kind": "guard", "card":
"Sparkflit Sprite"}``); or a function of the game returning an action. All but the first are
looked up when their turn comes, on the trial line."""


def _card_matches(game: Game, iid: int | None, want: int | str | None) -> bool:
    if want is None:
        return True
    if iid is None:
        return False
    if isinstance(want, int):
        return iid == want
    return game.state.card(iid).name == want


def find_action(
    game: Game,
    kind: str,
    *,
    card: int | str | None = None,
    circle: str | None = None,
    target: str | None = None,
    cards: Sequence[int | str] | None = None,
) -> Action:
    """The first legal action of ``kind`` that matches: ``card`` by name (or instance id),
    ``circle``/``target`` exactly, ``cards`` as a list of names or ids (order-free; ``()``
    means "no cards", e.g. keeping the opening hand). Raises ``LookupError`` listing the
    legal actions of that kind when nothing matches.
    """
    legal = game.legal_actions()
    for a in legal:
        if a.kind != kind:
            continue
        if not _card_matches(game, a.card, card):
            continue
        if circle is not None and a.circle != circle:
            continue
        if target is not None and a.target != target:
            continue
        if cards is not None:
            if len(a.cards) != len(cards):
                continue
            have = sorted(a.cards)
            names = sorted(game.state.card(c).name for c in a.cards)
            want_ids = sorted(c for c in cards if isinstance(c, int))
            want_names = sorted(c for c in cards if isinstance(c, str))
            if want_ids and want_ids != have:
                continue
            if want_names and not _sub_multiset(want_names, names):
                continue
        return a
    same = [to_script(game.state, a) for a in legal if a.kind == kind]
    shown = "; ".join(same[:12]) + (" ..." if len(same) > 12 else "")
    raise LookupError(
        f"no legal {kind!r} action matches (card={card!r}, circle={circle!r}, target={target!r}, "
        f"cards={cards!r}); the game waits for: {(game.decision or {}).get('prompt', 'nothing')}; "
        f"legal {kind!r} actions: {shown or 'none'}"
    )


def _sub_multiset(small: list[str], big: list[str]) -> bool:
    rest = list(big)
    for x in small:
        if x not in rest:
            return False
        rest.remove(x)
    return True


def autopilot(game: Game) -> Action:
    """A plain, predictable player for whoever must decide now (for fast-forwarding and for
    playing a question out). It keeps the opening hand; rides from the ride deck (discarding
    the first card in hand), else rides the highest grade it can from hand; in the main phase
    fills each *empty* rear-guard circle once (front row: the strongest unit it may call;
    back row: a grade 0 or 1 unit to boost), then goes to battle; attacks the vanguard with
    the vanguard, then with each front-row rear-guard; always boosts; never guards; gives
    trigger bonuses to the vanguard; otherwise takes the first legal choice."""
    legal = game.legal_actions()
    if not legal:
        raise ValueError("nobody has a decision to take (the game is over)")
    kind = (game.decision or {}).get("kind")
    s = game.state

    def first(*kinds: str, **match: Any) -> Action | None:
        for a in legal:
            if a.kind in kinds and all(getattr(a, k) == v for k, v in match.items()):
                return a
        return None

    if kind == "mulligan":
        return first("mulligan", cards=()) or legal[0]
    if kind == "ride":
        a = first("ride-deck")
        if a is not None:
            return a
        rides = [x for x in legal if x.kind == "ride"]
        if rides:
            return max(rides, key=lambda x: s.card(x.card).grade)  # type: ignore[arg-type]
        return first("skip-ride") or legal[0]
    if kind == "main":
        ps = s.players[legal[0].player]
        for circle in ("FL", "FR", "BC", "BL", "BR"):
            if ps.at(circle) is not None:
                continue
            calls = [a for a in legal if a.kind == "call" and a.circle == circle]
            if circle in ("BC", "BL", "BR"):
                calls = [a for a in calls if s.card(a.card).grade <= 1]  # type: ignore[arg-type]
            if calls:
                return max(calls, key=lambda a: s.card(a.card).power)  # type: ignore[arg-type]
        return first("end-main") or legal[0]
    if kind == "attack":
        for circle in ("VC", "FL", "FR"):
            a = first("attack", circle=circle, target="VC")
            if a is not None:
                return a
        return first("end-battle") or legal[0]
    if kind == "boost":
        return first("boost") or legal[0]
    if kind == "guard":
        return first("end-guard") or legal[0]
    if kind in ("power-to", "critical-to"):
        return first(kind, circle="VC") or legal[0]
    return legal[0]


def _resolve(game: Game, a: ActionLike) -> Action:
    if isinstance(a, Action):
        return a
    if isinstance(a, str):
        return find_action(game, a)
    if isinstance(a, Mapping):
        match = dict(a)
        return find_action(game, match.pop("kind"), **match)
    return a(game)


def play_until(
    game: Game,
    until: Callable[[Sequence[Event]], bool],
    choose: Callable[[Game], Action] = autopilot,
    limit: int = 2000,
) -> list[Event]:
    """Apply ``choose(game)`` until ``until(new_events)`` holds or the game ends; returns the
    new events. This *does* change the game (see :func:`what_if` for a trial run)."""
    new: list[Event] = []
    for _ in range(limit):
        if until(new) or game.is_over:
            return new
        new.extend(game.apply(choose(game)))
    raise RuntimeError(f"play_until: no stop after {limit} decisions")


def what_if(
    game: Game,
    *actions: ActionLike,
    until: Callable[[Sequence[Event]], bool] | None = None,
    choose: Callable[[Game], Action] = autopilot,
) -> Outcome:
    """Play ``actions`` (see :data:`ActionLike`: an action, a kind, a dict of
    :func:`find_action` arguments or a function of the game), then, if ``until`` is given,
    ``choose`` decisions until ``until(new_events)`` holds, on a trial line; return what
    happened. The game itself is left exactly as it was: the trial
    runs on ``game.fork()`` where the engine has forks, else the decisions are taken back
    with ``game.undo()``."""
    fork = getattr(game, "fork", None)
    if callable(fork):
        line = fork()
        new: list[Event] = []
        for a in actions:
            new.extend(line.apply(_resolve(line, a)))
        if until is not None:
            for _ in range(2000):
                if until(new) or line.is_over:
                    break
                new.extend(line.apply(choose(line)))
        return Outcome(new, line.state, list(line.actions))
    start = len(game.actions)
    new = []
    played: list[Action] = []
    try:
        for a in actions:
            act = _resolve(game, a)
            new.extend(game.apply(act))
            played.append(act)
        if until is not None:
            for _ in range(2000):
                if until(new) or game.is_over:
                    break
                act = choose(game)
                new.extend(game.apply(act))
                played.append(act)
        state = game.state
    finally:
        while len(game.actions) > start:
            game.undo()
    return Outcome(list(new), state, played)
