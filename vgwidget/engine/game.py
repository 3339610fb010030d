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

Moving through time
-------------------
Every event keeps the state right after it, so the game can be looked at from any
point of its history (:meth:`Game.seek`), a decision can be taken back
(:meth:`Game.undo`) and a what-if line can be started anywhere (:meth:`Game.fork`):

>>> g.seek(0).phase                     # right after the first event: still setting up
'setup'
>>> g.legal_actions()                   # the middle of a procedure: nobody decides there
[]
>>> g.seek(g.last_event).decision.kind  # back to the end, where a player decides
'mulligan'
>>> what_if = g.fork()                  # an independent game from here, history not copied
>>> _ = what_if.apply(what_if.legal_actions()[-1])
>>> len(what_if.actions), len(g.actions)
(1, 1)
>>> g.undo().kind                       # take back the kept hand
'mulligan'
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from os import PathLike
from types import MappingProxyType
from typing import Any, NamedTuple

from . import position, rng
from . import record as _record
from .abilities.manual import CORRECTION as _CORRECTION
from .actions import Action
from .cardfile import with_cards
from .cards import Card, CardPool, default_pool, pseudo_definitions
from .context import Ctx, TimingHook, player_name
from .decks import Deck, check_deck, parse_deck, teaching_decks
from .errors import DeckError, IllegalAction, TimelineError, VanguardError
from .events import Event
from .flow import CONTINUATIONS
from .formats import Format, get_format
from .procedures import CANDIDATES, CHECKS, DECISION_RULES, DECISIONS, HANDLERS, TASKS
from .procedures.rule_actions import LOSS_DAMAGE, check_rule_actions, end_game
from .resources import over_energy_cap
from .state import S_DECISION, CardTable, PlayerState, Result, State, Task, with_field
from .view import view as _view

DeckLike = Deck | str | None

_LEGAL_DECKS: dict[tuple[int, int, int], tuple[Deck, Format, CardPool]] = {}
"""Decks found legal, by the identity of deck, format and pool (immutable, kept here so their
ids stay theirs): a game with the very same ones need not check the deck again."""


class _Link(NamedTuple):
    """One decision in a persistent (shared, never changed) list of decisions, newest first.

    A fork shares its parent's list up to the branch point instead of copying it.
    """

    action: Action
    prev: _Link | None


@dataclass(frozen=True)
class Origin:
    """How a game started, as a game record stores it: a seed and two decks, or a position."""

    format: str
    seed: int | None = None
    decks: tuple[Deck, Deck] | None = None
    position: Mapping[str, Any] | None = None
    """The position file's data (JSON-safe), for games started with :meth:`Game.from_position`."""
    pool: CardPool | None = None
    """A card pool other than the default one (``None``: :func:`default_pool`)."""
    cards: tuple[Mapping[str, Any], ...] = ()
    """Cards defined for this game (``Game.new(cards=...)``), as a record stores them."""
    variants: tuple[str, ...] = ()
    """The format's named variants (Premium, :data:`~vgwidget.engine.formats.PREMIUM_VARIANTS`)."""


def _as_deck(d: DeckLike, default: Deck, pool: CardPool, where: str) -> Deck:
    if d is None:
        return default
    if isinstance(d, Deck):
        return d
    if not isinstance(d, str):
        raise DeckError(
            f"{where}: a deck is a Deck, deck-list text or None, not {type(d).__name__}"
        )
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
    table = CardTable(
        tuple(cards),
        tuple(owner),
        fmt,
        frozenset(i for ps in players for i in ps.ride_deck),
        pseudo_definitions(cards, pool),
    )
    state = State(table=table, players=(players[0], players[1]), rng=rng.seed_state(seed))
    return state, (first[0], first[1])


class Game:
    """A cardfight: its current state, the decisions taken and the explain log.

    **Time.** ``events`` and ``snapshots`` hold the whole history of this line. A *cursor*
    says which event the game is showing: normally the last one (the live end), but
    :meth:`seek` moves it to any event, and then :attr:`state`, :meth:`view`,
    :attr:`decision` and :meth:`legal_actions` describe the game right after that event,
    while the later history stays available to seek forward again.

    * At a past *decision point* (an event right after which a player decided), the
      decision can be taken again: a plain :meth:`apply` there **truncates** the later
      history and plays on (the old future is gone). To keep both, :meth:`fork` the game
      there with a name: the fork is recorded as a named side line (a variation) of this
      game, like a PGN variation.
    * In the *middle of a procedure* (e.g. between a drive check and its trigger) nobody
      decides: :meth:`legal_actions` is empty and :meth:`apply` raises.

    **Event numbers.** Events are numbered by their ``seq`` from the start of the game.
    A fork's history starts where it branched off: its first own event has
    ``seq == fork.branch_at + 1`` and ``fork.events`` holds only its own events.
    """

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
        """The explain log: every event of this line so far, oldest first."""
        self.snapshots: list[State] = []
        """``snapshots[i]`` is the state right after ``events[i]``."""
        self.actions: list[Action] = []
        """Every decision applied in this line, in order."""
        self._before: list[State] = []
        """For each applied action: the state it was applied to."""
        self._marks: list[int] = []
        """For each applied action: the event count then, the index of its first event."""
        self._links: list[_Link | None] = []
        """For each applied action: the decision list before it (shared with forks)."""
        self._chain: _Link | None = None
        """Every decision from the game's origin to the live end, newest first."""
        self._base = 0
        """The ``seq`` of this line's first own event (a fork's branch point + 1)."""
        self._cursor: int | None = None
        """Index in ``events`` of the event shown; ``None`` at the live end."""
        self._cursor_k = -1
        """At a past decision point: the index of the decision taken there; else -1."""
        self._shown: State = state
        self._notes: dict[int, str] = {}
        self._variations: dict[str, Game] = {}
        self._origin: Origin | None = None
        self._position_extras: Mapping[str, Any] | None = None
        self._offered: tuple[State, tuple[Action, ...]] | None = None
        """The state :meth:`legal_actions` last listed actions for, and those actions."""
        self._ctx: Ctx | None = None
        """The context every action of this line resolves in (made at the first one)."""

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
        cards: Sequence[Mapping[str, Any]] | None = None,
    ) -> Game:
        """Start a cardfight: decks default to the format's two teaching decks.

        Decks may be :class:`Deck` objects or deck-list text. An illegal deck raises
        :class:`DeckError` listing every violation with its rule. ``cards`` defines cards
        for this game on top of ``pool`` (card-data tables, see
        :mod:`vgwidget.engine.cardfile`); the game's record carries them, so it replays
        anywhere.
        """
        if type(seed) is not int:
            raise VanguardError(f"the seed is a whole number (an int), not {type(seed).__name__}")
        if pool is not None and not isinstance(pool, CardPool):
            raise VanguardError(f"pool is a CardPool or None, not {type(pool).__name__}")
        fmt = get_format(format)
        kept: list[dict[str, Any]] = []
        if cards is not None:
            pool, kept = with_cards(list(cards) if isinstance(cards, tuple) else cards, pool)
        custom_pool = pool
        pool = pool or default_pool()
        t1, t2 = teaching_decks(fmt)
        decks = (
            _as_deck(deck1, t1, pool, "deck 1"),
            _as_deck(deck2, t2, pool, "deck 2"),
        )
        problems: list[str] = []
        for i, d in enumerate(decks):
            known = _LEGAL_DECKS.get((id(d), id(fmt), id(pool)))
            if known is not None and known[0] is d and known[1] is fmt and known[2] is pool:
                continue  # this very deck was found legal in this format with this pool
            violations = check_deck(d, fmt, pool)
            for v in violations:
                problems.append(f"deck {i + 1} ({d.name}): {v}")
            if not violations:
                if len(_LEGAL_DECKS) >= 64:
                    _LEGAL_DECKS.clear()
                _LEGAL_DECKS[id(d), id(fmt), id(pool)] = (d, fmt, pool)
        if problems:
            raise DeckError(
                f"{len(problems)} deck problem(s) for the {fmt.name} format:\n"
                + "\n".join(problems),
                problems,
            )
        state, fvs = build_state(decks, fmt, pool, seed)
        state = state._replace(stack=(Task("setup", (fvs,)),))
        game = cls(state, seed=seed, decks=decks)
        game._origin = Origin(
            fmt.name,
            seed=seed,
            decks=decks,
            pool=custom_pool,
            cards=tuple(kept),
            variants=fmt.variants,
        )
        game._advance(None)
        return game

    @classmethod
    def from_position(
        cls,
        source: str | PathLike[str] | Mapping[str, Any],
        *,
        pool: CardPool | None = None,
        where: str | None = None,
    ) -> Game:
        """Set up a prepared position (a judge's position file, TOML) and play on from it.

        ``source`` is a path to a ``.toml`` file, the TOML text itself, or the already-parsed
        data. The first event lays out the position (rule ``position.setup``); the engine then
        runs the procedure from the stated phase and step up to the first decision. Every
        problem with the file is reported at once, each with its line, in one
        :class:`~vgwidget.engine.position.PositionError`; no game is returned then.

        >>> g = Game.from_position('''
        ... [game]
        ... format = "standard"
        ... turn = 3
        ... turn_player = 1
        ... phase = "main"
        ... [players.1]
        ... hand = ["Ember Lancer"]
        ... circles = { VC = "Cinder Drake Warden" }
        ... deck = { fill = "teaching" }
        ... [players.2]
        ... circles = { VC = "Coralshield Captain" }
        ... deck = { fill = "teaching" }
        ... ''')
        >>> g.events[0].rule, g.decision["kind"], g.current_player
        ('position.setup', 'main', 0)
        """
        if not isinstance(source, (str, PathLike, Mapping)):
            raise VanguardError(
                "a position is a path, TOML text or the parsed data (a mapping), not "
                f"{type(source).__name__}"
            )
        loaded = position.load(source, pool=pool, where=where)
        game = cls(loaded.state, seed=loaded.seed)
        game._origin = Origin(
            loaded.state.fmt.name, seed=loaded.seed, position=loaded.data, pool=pool
        )
        game._position_extras = loaded.extras
        ctx = Ctx(loaded.state, 0, None)
        ctx.emit("position", "position.setup", position.describe(loaded.state, loaded.title))
        run(ctx)
        game._take(ctx)
        return game

    @classmethod
    def from_record(
        cls, record: Mapping[str, Any], *, pool: CardPool | None = None, verify: bool = True
    ) -> Game:
        """Rebuild a game from a game record dict (see :meth:`from_json`)."""
        return _record.from_record(record, cls, pool=pool, verify=verify)

    @classmethod
    def from_json(cls, text: str, *, pool: CardPool | None = None, verify: bool = True) -> Game:
        """Load a JSON game record: every decision is replayed and checked to be legal at its
        point, and (with ``verify``) the replayed explain log must match the digest the
        record carries. Bad input raises :class:`RecordError` naming the JSON line, the field
        or the decision index; no partly loaded game is ever returned.
        """
        if not isinstance(text, str):
            raise VanguardError(f"a game record is JSON text (a str), not {type(text).__name__}")
        return _record.from_json(text, cls, pool=pool, verify=verify)

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> State:
        """The (immutable) state at the cursor: the live state unless :meth:`seek` moved it."""
        return self._state if self._cursor is None else self._shown

    @property
    def end_state(self) -> State:
        """The state at the live end of this line, wherever the cursor is."""
        return self._state

    @property
    def format(self) -> Format:
        return self._state.fmt

    @property
    def is_over(self) -> bool:
        return self.state.result is not None

    @property
    def result(self) -> Result | None:
        """How the game ended (``winner`` ``None`` means a draw), or ``None`` while it goes on."""
        return self.state.result

    @property
    def current_player(self) -> int | None:
        """The player who must decide now (``None`` once the game is over, or mid-procedure)."""
        d = self.state.decision
        return None if d is None else d.player

    @property
    def decision(self) -> Mapping[str, Any] | None:
        d = self.state.decision
        return None if d is None else {"kind": d.kind, "player": d.player, "prompt": d.prompt}

    def legal_actions(self) -> list[Action]:
        """Every action the deciding player may take now (conceding is always possible too)."""
        s = self.state
        d = s.decision
        if d is None or s.result is not None or s.correcting:
            return []  # (during a judge's correction only the judge's adjustments are taken)
        # Candidate enumerators return only actions whose check passes (a test holds them
        # to that), so the list is not filtered a second time here.
        acts = CANDIDATES[d.kind](s)
        # remembered (as the very objects, in a tuple the caller cannot change), so that
        # applying one of them to this same state need not check it again
        self._offered = (s, tuple(acts))
        return acts

    def view(self, player: int | None = None) -> dict[str, Any]:
        """The position as ``player`` may see it (``None``: the judge sees everything)."""
        return _view(self.state, _viewer(player))

    def events_for(self, player: int | None) -> list[Event]:
        """The explain log as ``player`` may read it (private card identities removed)."""
        player = _viewer(player)
        return [e.for_viewer(player) for e in self.events]

    def explain(self, player: int | None = None, start: int = 0, stop: int | None = None) -> str:
        """The explain log as text, one event a line (``events[start:stop]``)."""
        if type(start) is not int or (stop is not None and type(stop) is not int):
            raise VanguardError("explain() takes event indexes (ints) for start and stop")
        return "\n".join(
            f"{e.seq:4d} T{e.turn} {e.phase:<6} [{e.rule}] {e.text}"
            for e in self.events_for(player)[start:stop]
        )

    # ------------------------------------------------------------------ acting
    @staticmethod
    def _action(action: Action | Mapping[str, Any]) -> Action:
        """``action`` as a checked :class:`Action`: a hand-built action with a field of the
        wrong type, or a mapping that is no action, raises the project's error naming the field."""
        if isinstance(action, Action):
            return action.validated()
        return Action.from_dict(dict(action) if isinstance(action, Mapping) else action)

    def check(self, action: Action | Mapping[str, Any]) -> None:
        """Raise :class:`IllegalAction` (naming the rule) if ``action`` may not be taken now
        (or the project's :class:`RecordError` if it is not an action at all)."""
        self._check(self._action(action))

    def _check(self, action: Action) -> None:
        s = self.state
        if s.result is None and s.decision is None:
            raise IllegalAction(
                "turn.sequence",
                f"event {self.cursor} is in the middle of a procedure, where nobody decides; "
                "seek to a decision point (or to the end) to play from here",
            )
        if action.kind == "concede":
            if s.result is not None:
                raise IllegalAction("win.concede", "the game is already over")
            return
        if s.result is not None:
            raise IllegalAction(s.result.rule, "the game is over: " + s.result.reason)
        if s.correcting and action.kind != "manual":
            raise IllegalAction(
                "judge.correction",
                f"the judge's correction is not finished: {s.correcting} adjustment(s) to go",
            )
        if action.kind == "manual":  # the judge's tool: accepted at any decision point
            refusal = CHECKS["manual"](s, action)
            if refusal is not None:
                raise IllegalAction(refusal.rule, refusal.message)
            return
        d = s.decision
        assert d is not None
        rule = DECISION_RULES[d.kind]
        if action.player != d.player:
            raise IllegalAction(
                rule,
                f"it is {player_name(d.player)}'s decision now, not {player_name(action.player)}'s",
            )
        if action.kind not in DECISIONS[d.kind]:
            # abilities and orders carry their own timing rules, which say best why not
            own = action.kind in ("act", "play-order")
            specific = CHECKS[action.kind](s, action) if own else None
            if specific is not None:
                raise IllegalAction(specific.rule, specific.message)
            raise IllegalAction(
                rule,
                f"a {action.kind!r} action is not possible now; the game is waiting for: "
                f"{d.prompt} (allowed: "
                f"{', '.join(k for k in DECISIONS[d.kind] if s.fmt.has_action(k))})",
            )
        refusal = CHECKS[action.kind](s, action)
        if refusal is not None:
            raise IllegalAction(refusal.rule, refusal.message)

    def apply(self, action: Action | Mapping[str, Any]) -> list[Event]:
        """Take a decision; returns the events it caused. An illegal action raises
        :class:`IllegalAction` and changes nothing.

        With the cursor at a past decision point, the later history is discarded first
        (use :meth:`fork` to keep it as a side line instead).
        """
        offered = self._offered
        if not (
            offered is not None
            and offered[0] is self.state
            and type(action) is Action
            and _among(action, offered[1])
        ):  # (an action legal_actions() just offered for this very state passed its check)
            action = self._action(action)
            self._check(action)
        self._offered = None
        if self._cursor is not None:
            self._truncate(self._cursor_k)
        before, count = self._state, len(self.events)
        chain = self._chain
        n = self._advance(action)
        self._before.append(before)
        self._marks.append(count)
        self._links.append(chain)
        self._chain = _Link(action, chain)
        self.actions.append(action)
        return self.events[-n:] if n else []

    def correct(
        self, adjustments: Iterable[Action | Mapping[str, Any]], reason: str
    ) -> list[Event]:
        """A judge's correction: several manual adjustments (see
        :mod:`vgwidget.engine.abilities.manual`) applied as one, with no check timing and no
        game end between them, logged with ``reason`` -- which both players read, so it must
        not name a card one of them may not see. If any adjustment is refused, everything is
        taken back and the refusal raised; the game is left as it was.

        >>> g = Game.new(seed=1)
        >>> g.apply(g.legal_actions()[0]) and None
        >>> me = g.state.players[0]
        >>> events = g.correct([{"kind": "manual", "player": 0, "card": me.hand[0],
        ...                      "target": "move:drop"}], "a card was discarded by mistake")
        >>> events[0].text
        'The judge makes a correction (1 adjustment(s) follow): a card was discarded by mistake'
        """
        if self._cursor is not None:
            raise VanguardError(
                "the cursor is at a past event: seek to the end (or fork a side line) to correct"
            )
        steps = [self._action(a) for a in adjustments]
        if not isinstance(reason, str):
            raise VanguardError(f"the reason is a text, not {type(reason).__name__}")
        if any(a.kind != "manual" for a in steps):
            raise IllegalAction("judge.correction", "a correction is made of manual adjustments")
        d = self.state.decision
        opening = Action(
            "manual",
            d.player if d is not None else 0,
            target=f"{_CORRECTION} {reason}",
            number=len(steps),
        )
        n = len(self.actions)
        events: list[Event] = []
        try:
            for a in (opening, *steps):
                events += self.apply(a)
        except VanguardError:
            while len(self.actions) > n:
                self.undo()
            raise
        return events

    def concede(self, player: int) -> list[Event]:
        """``player`` concedes and loses (WIN-005)."""
        return self.apply(Action("concede", player))

    def undo(self) -> Action:
        """Take back the last decision (before the cursor); returns it.

        Everything after the state that decision was taken in is discarded: its events,
        the later decisions, annotations on them and side lines branching from them. To
        look back without losing anything, use :meth:`seek`.
        """
        if self._cursor is None:
            k = len(self.actions) - 1
        else:
            k = bisect_right(self._marks, self._cursor) - 1
        if k < 0:
            raise IllegalAction("setup.mulligan", "there is no decision to take back")
        action = self.actions[k]
        self._truncate(k)
        return action

    def _truncate(self, k: int) -> None:
        """Go back to the state decision ``k`` was taken in, dropping everything after it."""
        state, n = self._before[k], self._marks[k]
        self._state = state
        del self.events[n:]
        del self.snapshots[n:]
        del self._before[k:]
        del self._marks[k:]
        self._chain = self._links[k]
        del self._links[k:]
        del self.actions[k:]
        self._cursor = None
        self._cursor_k = -1
        end = self._base + n
        if self._notes:
            for e in [e for e in self._notes if e >= end]:
                del self._notes[e]
        if self._variations:
            for name in [v for v, g in self._variations.items() if g._base > end]:
                del self._variations[name]

    # ------------------------------------------------------------------ time
    @property
    def first_event(self) -> int:
        """The lowest event number :meth:`seek` accepts in this line."""
        return self._base - 1 if self._base else 0

    @property
    def last_event(self) -> int:
        """The number (``seq``) of the latest event of this line (the live end)."""
        return self._base + len(self.events) - 1

    @property
    def cursor(self) -> int:
        """The number (``seq``) of the event the game is showing the state right after."""
        if self._cursor is None:
            return self._base + len(self.events) - 1
        return self._base + self._cursor

    @property
    def at_end(self) -> bool:
        """Whether the cursor is at the live end of this line."""
        return self._cursor is None

    @property
    def at_decision_point(self) -> bool:
        """Whether a player decides (or the game is over) at the cursor, so play can go on or
        branch from here."""
        return self._cursor is None or self._cursor_k >= 0

    def seek(self, n: int) -> State:
        """Show the game right after event ``n`` (forwards or backwards); returns that state.

        Nothing is lost: every later event stays available to seek to again. If a player
        decides right after event ``n``, the game waits for that decision (and applying one
        discards the later history, see :meth:`apply`); otherwise event ``n`` lies in the
        middle of a procedure and no decision can be taken there.
        """
        if type(n) is not int:
            raise TimelineError(f"seek() takes an event number (an int), not {type(n).__name__}")
        i = n - self._base
        last = len(self.events) - 1
        if not self.first_event <= n <= self.last_event:
            raise TimelineError(
                f"there is no event {n} here: this line holds events {self.first_event}"
                f"..{self.last_event}"
            )
        if i == last:
            self._cursor = None
            self._cursor_k = -1
            return self._state
        marks = self._marks
        k = bisect_left(marks, i + 1)
        if k < len(marks) and marks[k] == i + 1:
            self._shown = self._before[k]
            self._cursor_k = k
        else:
            self._shown = self.snapshots[i]._replace(decision=None)
            self._cursor_k = -1
        self._cursor = i
        return self._shown

    def seek_end(self) -> State:
        """Move the cursor back to the live end."""
        self._cursor = None
        self._cursor_k = -1
        return self._state

    def fork(self, name: str | None = None) -> Game:
        """An independent game starting from the cursor: a what-if line.

        The fork shares the (immutable) states and the decisions that led here; nothing of
        the history is copied, so forking costs the same however long the game is. Its own
        log starts empty (see :attr:`branch_at`). With a ``name``, the fork is also kept as
        a named side line of this game and saved in its record (:meth:`to_record`).
        """
        if not self.at_decision_point:
            raise IllegalAction(
                "turn.sequence",
                f"event {self.cursor} is in the middle of a procedure: a line can only branch "
                "where a player decides",
            )
        if name is not None:
            if not isinstance(name, str) or not name.strip():
                raise VanguardError("a side line's name must be a non-empty string")
            if name in self._variations:
                raise VanguardError(f"this game already has a side line named {name!r}")
        chain = self._chain if self._cursor is None else self._links[self._cursor_k]
        g = Game(self.state, seed=self.seed, decks=self.decks, timing_hook=self.timing_hook)
        g._base = self.cursor + 1
        g._chain = chain
        g._origin = self._origin
        if name is not None:
            self._variations[name] = g
        return g

    @property
    def branch_at(self) -> int | None:
        """For a fork: the event after which it branched off (``None`` for a whole game)."""
        return self._base - 1 if self._base else None

    def _rename_variation(self, old: str, new: str) -> None:
        """Rename side line ``old`` (see :func:`vgwidget.engine.lines.rename`, which checks)."""
        self._variations = {(new if k == old else k): v for k, v in self._variations.items()}

    @property
    def variations(self) -> Mapping[str, Game]:
        """The named side lines branching from this line (see :meth:`fork`), by name."""
        return MappingProxyType(self._variations)

    def all_decisions(self) -> list[Action]:
        """Every decision from the start of the game to the live end of this line (a fork
        includes the decisions it shares with the line it branched from)."""
        out: list[Action] = []
        link = self._chain
        while link is not None:
            out.append(link.action)
            link = link.prev
        out.reverse()
        return out

    # ------------------------------------------------------------------ notes
    def annotate(self, event_index: int, note: str) -> None:
        """Attach a note (a judge's comment) to event ``event_index``; an empty note removes it.

        >>> g = Game.new(seed=2)
        >>> g.annotate(0, "Both first vanguards are set face down.")
        >>> g.annotations
        {0: 'Both first vanguards are set face down.'}
        """
        if type(event_index) is not int:
            raise TimelineError(
                f"annotate() takes an event number (an int), not {type(event_index).__name__}"
            )
        if not isinstance(note, str):
            raise VanguardError(f"a note is a string, not {type(note).__name__}")
        if not self._base <= event_index <= self.last_event:
            raise TimelineError(
                f"there is no event {event_index} to annotate in this line (events "
                f"{self._base}..{self.last_event})"
            )
        if note:
            self._notes[event_index] = note
        else:
            self._notes.pop(event_index, None)

    @property
    def annotations(self) -> dict[int, str]:
        """Notes by event number (a copy)."""
        return dict(sorted(self._notes.items()))

    # ------------------------------------------------------------------ records
    @property
    def position_extras(self) -> Mapping[str, Any]:
        """What the position file this game started from says besides the board: its
        ``meta`` (title, question, expected ruling, sources), ``script``, ``expect`` and
        ``final`` tables (empty for other games). See :mod:`vgwidget.engine.timeline`."""
        return MappingProxyType(dict(self._position_extras or {}))

    @property
    def origin(self) -> Origin | None:
        """How the game started (``None`` for a game built directly from a raw state)."""
        return self._origin

    def to_record(self, *, metadata: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The game record (JSON-safe dict, see ``vgwidget/data/schema/game-record.schema.json``):
        format, decks and seed (or the starting position), every decision, the notes, the named
        side lines and a digest of the explain log to verify a replay against."""
        _check_metadata(metadata)
        return _record.to_record(self, metadata=metadata)

    def to_json(self, *, metadata: Mapping[str, Any] | None = None) -> str:
        """The game record as JSON text (one decision a line)."""
        _check_metadata(metadata)
        return _record.dumps(_record.to_record(self, metadata=metadata))

    def to_position(self) -> str:
        """The position at the cursor as a position file (TOML), to edit or to load again
        with :meth:`from_position`.

        While the cursor is on the position a game was loaded from (event 0), the file's
        ``[meta]``, ``[script]``, ``[[expect]]`` and ``[final]`` tables are written too, so
        ``g.seek(0); g.to_position()`` gives the file back (normalised). A position written
        in the middle of a step restarts that step when loaded.
        """
        extras = self._position_extras if self._base == 0 and self.cursor == 0 else None
        return position.to_toml(position.to_dict(self.state, extras=extras))

    # ------------------------------------------------------------------ engine
    def _advance(self, action: Action | None) -> int:
        """Apply ``action`` (if any), then run procedures until the next decision."""
        ctx = self._ctx
        if ctx is None:
            ctx = self._ctx = Ctx(self._state, self._base + len(self.events), self.timing_hook)
        else:
            ctx.reset(self._state, self._base + len(self.events), self.timing_hook)
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
            elif action.kind == "manual":
                # a judge's adjustment, then a check timing (an empty vanguard circle is
                # filled, a loss is acted on), then the decision asked again about the board
                # as it is now
                # (in the middle of a correction: nothing until its last adjustment)
                old = ctx.state.decision
                HANDLERS["manual"](ctx, action)
                if old is not None and not ctx.state.correcting:
                    ctx.state = with_field(ctx.state, S_DECISION, None)
                    ctx.push(Task("redecide", tuple(old)))
            else:
                HANDLERS[action.kind](ctx, action)
                ctx.state = with_field(ctx.state, S_DECISION, None)
        run(ctx)
        return self._take(ctx)

    def _take(self, ctx: Ctx) -> int:
        self._state = ctx.state
        self.events.extend(ctx.events)
        self.snapshots.extend(ctx.snapshots)
        return len(ctx.events)


def _check_metadata(metadata: object) -> None:
    if metadata is not None and not isinstance(metadata, Mapping):
        raise VanguardError(f"metadata is a mapping or None, not {type(metadata).__name__}")


def _viewer(player: object) -> int | None:
    """``player`` as a viewer: 0 or 1 (a player), or ``None`` (the judge)."""
    if player is None or (type(player) is int and player in (0, 1)):
        return player
    raise VanguardError(
        f"a viewer is player 0 or 1, or None for the judge; not {type(player).__name__} {player!r}"
    )


def _among(action: Action, offered: tuple[Action, ...]) -> bool:
    """Whether ``action`` is one of the very objects ``offered`` (not merely an equal one)."""
    for a in offered:  # noqa: SIM110 - a plain loop: any() over a generator costs more here
        if a is action:
            return True
    return False


def _as_decision(e: Event, actor: int) -> Event:
    return replace(e, actor=actor, decision=True)


def run(ctx: Ctx) -> None:
    """Run procedure steps until a player must decide or the game ends.

    Before each step that does not continue a procedure already under way (see
    :data:`~vgwidget.engine.flow.CONTINUATIONS`) comes a check timing: rule
    actions, loss conditions included, then waiting abilities (GEN-006, WIN-006; CR 4.55
    1.2.2). A loss condition that arises in the middle of an ability or a trigger is acted on
    only there, never in the middle.
    """
    tasks = TASKS
    continuations = CONTINUATIONS
    stack = ctx.stack
    clean = None  # players last found with nothing to check, no energy and nothing waiting
    while True:
        s = ctx.state
        if s.result is not None or s.decision is not None:
            ctx.sync()
            return
        if not stack:
            raise AssertionError("the procedure stack ran empty")
        if stack[-1].name not in continuations and (s.players is not clean or s.pending):
            a, b = s.players
            if (
                s.pending
                or a.gifts_waiting
                or b.gifts_waiting
                or a.gauge_ties
                or b.gauge_ties
                or a.displaced
                or b.displaced
                or not (a.deck and b.deck and a.circles[0] is not None and b.circles[0] is not None)
                or len(a.damage) >= LOSS_DAMAGE
                or len(b.damage) >= LOSS_DAMAGE
                or (a.energy and over_energy_cap(s, 0))
                or (b.energy and over_energy_cap(s, 1))
            ):  # (the usual case -- nothing to check -- skips the call)
                check_rule_actions(ctx)
                s = ctx.state
                if s.result is not None or s.decision is not None:
                    continue
            elif not (a.energy or b.energy):
                # (the check reads only the players and what waits: the same players
                # unchanged, with nothing waiting, need no second look)
                clean = s.players
        name, args = stack.pop()
        ctx._stack_dirty = True
        if args:
            tasks[name](ctx, *args)
        else:  # (most tasks take no arguments: a plain call is the cheaper one)
            tasks[name](ctx)


__all__ = ["Game", "Origin", "TimelineError", "build_state", "run"]
