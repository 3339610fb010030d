"""The :class:`Game`: a cardfight driven by explicit decisions, explained event by event.

>>> g = Game.new(seed=1)
>>> g.current_player in (0, 1), g.is_over
(True, False)
>>> g.events[0].rule
'setup.first-vanguard'
>>> a = g.legal_actions()[0]            # keep the opening hand (no cards returned)
>>> a.kind, a.cards
('mulligan', ())
>>> new = g.apply(a)
>>> new[0].text.endswith("keeps the opening hand.")
True
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping

from . import rng
from .actions import Action
from .cards import Card, CardPool, default_pool
from .context import Ctx, TimingHook, player_name
from .decks import Deck, check_deck, parse_deck, teaching_decks
from .errors import DeckError, IllegalAction
from .events import Event
from .formats import Format, get_format
from .procedures import CANDIDATES, CHECKS, DECISION_RULES, DECISIONS, HANDLERS, TASKS
from .procedures.rule_actions import check_rule_actions, end_game
from .state import CardTable, PlayerState, Result, State, Task
from .view import view as _view

DeckLike = Deck | str | None


def _as_deck(d: DeckLike, default: Deck, pool: CardPool, where: str) -> Deck:
    if d is None:
        return default
    if isinstance(d, Deck):
        return d
    return parse_deck(d, where=where, pool=pool)


def build_state(
    decks: tuple[Deck, Deck], fmt: Format, pool: CardPool, seed: int
) -> tuple[State, tuple[int, int]]:
    """Lay out both decks as card instances; returns the state and the first vanguards' ids."""
    cards: list[Card] = []
    owner: list[int] = []
    players: list[PlayerState] = []
    first: list[int] = []

    def make(names: Iterable[str], p: int) -> tuple[int, ...]:
        out = []
        for n in names:
            out.append(len(cards))
            cards.append(pool[n])
            owner.append(p)
        return tuple(out)

    for p, deck in enumerate(decks):
        main = make(deck.main, p)
        ride = make(deck.ride_deck, p)
        gdeck = make(deck.g_deck, p)
        if fmt.first_vanguard_from == "ride-deck":
            fv = next(c for c in ride if cards[c].is_unit and cards[c].grade == 0)
        else:
            assert deck.first_vanguard is not None
            (fv,) = make([deck.first_vanguard], p)
            main = (*main, fv)
        first.append(fv)
        players.append(PlayerState(deck=main, ride_deck=ride, gzone=gdeck))
    table = CardTable(tuple(cards), tuple(owner), fmt)
    state = State(table=table, players=(players[0], players[1]), rng=rng.seed_state(seed))
    return state, (first[0], first[1])


class Game:
    """A cardfight: its current state, the decisions taken and the explain log."""

    def __init__(
        self,
        state: State,
        *,
        seed: int | None = None,
        decks: tuple[Deck, Deck] | None = None,
        timing_hook: TimingHook | None = None,
    ) -> None:
        self._state = state
        self.seed = seed
        self.decks = decks
        self.timing_hook = timing_hook
        self.events: list[Event] = []
        """The explain log: every event so far, oldest first."""
        self.snapshots: list[State] = []
        """``snapshots[i]`` is the state right after ``events[i]``."""
        self.actions: list[Action] = []
        """Every decision applied, in order."""
        self._before: list[tuple[State, int]] = []
        """For each applied action: the state it was applied to and the event count then."""

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        deck1: DeckLike = None,
        deck2: DeckLike = None,
        *,
        seed: int = 0,
        format: str | Format = "standard",  # noqa: A002 - the documented keyword
        pool: CardPool | None = None,
    ) -> Game:
        """Start a cardfight: decks default to the format's two teaching decks.

        Decks may be :class:`Deck` objects or deck-list text. An illegal deck raises
        :class:`DeckError` listing every violation with its rule.
        """
        fmt = get_format(format)
        pool = pool or default_pool()
        t1, t2 = teaching_decks(fmt)
        decks = (
            _as_deck(deck1, t1, pool, "deck 1"),
            _as_deck(deck2, t2, pool, "deck 2"),
        )
        problems: list[str] = []
        for i, d in enumerate(decks):
            for v in check_deck(d, fmt, pool):
                problems.append(f"deck {i + 1} ({d.name}): {v}")
        if problems:
            raise DeckError(
                f"{len(problems)} deck problem(s) for the {fmt.name} format:\n" + "\n".join(problems),
                problems,
            )
        state, fvs = build_state(decks, fmt, pool, seed)
        state = state._replace(stack=(Task("setup", (fvs,)),))
        game = cls(state, seed=seed, decks=decks)
        game._advance(None)
        return game

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> State:
        """The current (immutable) state."""
        return self._state

    @property
    def format(self) -> Format:
        return self._state.fmt

    @property
    def is_over(self) -> bool:
        return self._state.result is not None

    @property
    def result(self) -> Result | None:
        """How the game ended (``winner`` ``None`` means a draw), or ``None`` while it goes on."""
        return self._state.result

    @property
    def current_player(self) -> int | None:
        """The player who must decide now (``None`` once the game is over)."""
        d = self._state.decision
        return None if d is None else d.player

    @property
    def decision(self) -> Mapping[str, Any] | None:
        d = self._state.decision
        return None if d is None else {"kind": d.kind, "player": d.player, "prompt": d.prompt}

    def legal_actions(self) -> list[Action]:
        """Every action the deciding player may take now (conceding is always possible too)."""
        s = self._state
        d = s.decision
        if d is None or s.result is not None:
            return []
        # Candidate enumerators return only actions whose check passes (a test holds them
        # to that), so the list is not filtered a second time here.
        return CANDIDATES[d.kind](s)

    def view(self, player: int | None = None) -> dict[str, Any]:
        """The position as ``player`` may see it (``None``: the judge sees everything)."""
        return _view(self._state, player)

    def events_for(self, player: int | None) -> list[Event]:
        """The explain log as ``player`` may read it (private card identities removed)."""
        return [e.for_viewer(player) for e in self.events]

    def explain(self, player: int | None = None, start: int = 0) -> str:
        """The explain log as text, one event a line."""
        return "\n".join(
            f"{e.seq:4d} T{e.turn} {e.phase:<6} [{e.rule}] {e.text}"
            for e in self.events_for(player)[start:]
        )

    # ------------------------------------------------------------------ acting
    def check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` (naming the rule) if ``action`` may not be taken now."""
        s = self._state
        if action.kind == "concede":
            if s.result is not None:
                raise IllegalAction("win.concede", "the game is already over")
            return
        if s.result is not None:
            raise IllegalAction(s.result.rule, "the game is over: " + s.result.reason)
        d = s.decision
        assert d is not None
        rule = DECISION_RULES[d.kind]
        if action.player != d.player:
            raise IllegalAction(
                rule,
                f"it is {player_name(d.player)}'s decision now, not "
                f"{player_name(action.player)}'s ({d.prompt})",
            )
        if action.kind not in DECISIONS[d.kind]:
            raise IllegalAction(
                rule,
                f"a {action.kind!r} action is not possible now; the game is waiting for: "
                f"{d.prompt} (allowed: {', '.join(DECISIONS[d.kind])})",
            )
        refusal = CHECKS[action.kind](s, action)
        if refusal is not None:
            raise IllegalAction(refusal.rule, refusal.message)

    def apply(self, action: Action | Mapping[str, Any]) -> list[Event]:
        """Take a decision; returns the events it caused. An illegal action raises
        :class:`IllegalAction` and changes nothing."""
        if not isinstance(action, Action):
            action = Action.from_dict(action)
        self.check(action)
        before = (self._state, len(self.events))
        n = self._advance(action)
        self._before.append(before)
        self.actions.append(action)
        return self.events[-n:] if n else []

    def concede(self, player: int) -> list[Event]:
        """``player`` concedes and loses (WIN-005)."""
        return self.apply(Action("concede", player))

    def undo(self) -> Action:
        """Take back the last decision; returns it."""
        if not self.actions:
            raise IllegalAction("setup.mulligan", "there is no decision to take back")
        state, n = self._before.pop()
        self._state = state
        del self.events[n:]
        del self.snapshots[n:]
        return self.actions.pop()

    # ------------------------------------------------------------------ engine
    def _advance(self, action: Action | None) -> int:
        """Apply ``action`` (if any), then run procedures until the next decision."""
        ctx = Ctx(self._state, len(self.events), self.timing_hook)
        if action is not None:
            if action.kind == "concede":
                w = 1 - action.player
                end_game(
                    ctx,
                    Result(
                        w,
                        f"{player_name(action.player)} concedes, so {player_name(w)} wins.",
                        "win.concede",
                    ),
                )
                ctx.events[-1] = _as_decision(ctx.events[-1], action.player)
            else:
                HANDLERS[action.kind](ctx, action)
                ctx.set(decision=None)
        run(ctx)
        self._state = ctx.state
        self.events.extend(ctx.events)
        self.snapshots.extend(ctx.snapshots)
        return len(ctx.events)


def _as_decision(e: Event, actor: int) -> Event:
    from dataclasses import replace

    return replace(e, actor=actor, decision=True)


def run(ctx: Ctx) -> None:
    """Run procedure steps until a player must decide or the game ends, checking rule actions
    between steps (GEN-006, WIN-006)."""
    tasks = TASKS
    while True:
        check_rule_actions(ctx)
        s = ctx.state
        if s.result is not None or s.decision is not None:
            ctx.sync()
            return
        t = ctx.pop_task()
        if t is None:
            raise AssertionError("the procedure stack ran empty")
        tasks[t.name](ctx, *t.args)
