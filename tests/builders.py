"""Build a game position for a test, then script the decisions and check what happens.

This is a test-only helper in the style of XMage/Forge scenario tests: describe a
position card by card, say where play resumes, take decisions, assert outcomes.

    t = Table("classic")                                   # an empty table, turn 3, Player 1's turn
    drake = t.vanguard(0, "Dawnspear Knight")              # returns the card's instance id
    t.rear(0, "FL", "Brightshield Footman", rested=True)
    t.hand(1, "Halo Shieldbearer")
    t.damage(1, "Galley Medic", "Cutlass Parrot", face_down=(1,))
    t.deck_top(0, "Glintblade Page")                       # the next card Player 1 reveals
    g = t.at_battle()                                      # a Game waiting at the start step
    act(g, "attack", circle="VC", target="VC")

How it works
------------
``Table`` starts from ``Game.new(seed=..., format=...)`` (so the format, the seeded random
state and the state's shape are the engine's own) and then rewrites that immutable
``State`` with ``_replace``: a fresh :class:`CardTable` holds exactly the cards the test
names (each call creates new instances with new ids), and fresh ``PlayerState`` records
hold them. Every card the position names is in exactly one place.

Defaults, so a test only names what matters:

* **vanguards**: a player whose vanguard is not named gets the grade 0 first vanguard of
  their teaching deck (``t.vanguard(p, None)`` leaves the circle empty on purpose);
* **decks**: a player whose deck is not set with :meth:`Table.deck` gets a *filler* deck:
  the cards named with :meth:`Table.deck_top` first, then the non-trigger cards of their
  teaching deck in deck-list order (grade 3s first), so drive and damage checks reveal no
  trigger unless the test puts one on top. ``t.deck(p)`` (no names) is an empty deck;
* Player 1 (index 0) plays the format's first teaching deck (Standard: Emberreach, Classic:
  Lanternguard), Player 2 (index 1) the second (Tidecourt / Stormrider Corsairs); clans and
  nations matter for Classic's trigger condition.

Where play resumes (each returns a :class:`Game`; the engine itself then runs the
procedures up to the next decision, so the position continues exactly like a real game):

* :meth:`Table.at_turn_start` -- the stand phase of ``turn`` begins (``begin-turn`` task);
* :meth:`Table.at_ride` -- the ride phase decision;
* :meth:`Table.at_main` -- the main phase decision (``main-offer``);
* :meth:`Table.at_battle` -- the battle phase's start step (the attack decision);
* :meth:`Table.at_end` -- the end phase of ``turn``;
* :meth:`Table.resume` -- any phase and any task list, for anything else.

The pending tasks below the resume point come from the turn's declared flow
(:func:`vgwidget.engine.flow.resume`), so after the chosen step the turn carries
on and the next turn starts normally. ``turn`` and the turn player fix who went first:
the engine alternates turns starting with the first player, so the first player is the
turn player on odd turns and the other player on even turns.

Judges' TOML position files are built by :mod:`vgwidget.engine.position`; this module is a
quick Python front for tests.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, overload

from vgwidget.engine import flow, stats
from vgwidget.engine.actions import Action
from vgwidget.engine.cards import Card, CardPool, default_pool
from vgwidget.engine.decks import Deck, first_vanguard_of, teaching_decks
from vgwidget.engine.events import Event
from vgwidget.engine.formats import Format
from vgwidget.engine.game import Game
from vgwidget.engine.state import (
    CIRCLES,
    REAR_CIRCLES,
    VC,
    ZONES,
    CardTable,
    Decision,
    Mod,
    PlayerState,
    State,
    Task,
)

__all__ = [
    "Table",
    "act",
    "card_named",
    "find",
    "kinds",
    "power",
    "critical",
    "critical_at",
    "decision_of",
    "last",
    "offered",
    "power_at",
    "rules",
    "texts",
    "where",
]


class Table:
    """A position under construction (see the module docstring). One ``Table`` builds one
    game: the ``at_...`` methods fill in the defaults and hand the position to the engine."""

    def __init__(
        self,
        format: str | Format = "standard",  # noqa: A002 - same keyword as Game.new
        *,
        seed: int = 0,
        pool: CardPool | None = None,
    ) -> None:
        self.seed = seed
        self.pool = pool or default_pool()
        self.base: State = Game.new(seed=seed, format=format, pool=self.pool).state
        """The freshly set-up game this position is carved from."""
        self.fmt = self.base.fmt
        self._cards: list[Card] = []
        self._owner: list[int] = []
        self._zones: list[dict[str, list[int]]] = [{z: [] for z in ZONES} for _ in (0, 1)]
        self._circles: list[dict[str, int | None]] = [dict.fromkeys(CIRCLES) for _ in (0, 1)]
        self._vanguard_set = [False, False]
        self._deck_set = [False, False]
        self._deck_top: list[list[int]] = [[], []]
        self._rested: set[int] = set()
        self._face_down: set[int] = set()
        self._locked: set[int] = set()
        self._deleted: set[int] = set()
        self._mods: list[Mod] = []
        self.turn_flags: set[str] = set()
        """Flags of the turn in progress, e.g. ``{"ride"}`` once the normal ride is used."""

    # ------------------------------------------------------------------ cards
    def new_card(self, player: int, name: str) -> int:
        """Create one instance of the pool card ``name`` owned by ``player``; returns its id."""
        self._cards.append(self.pool[name])
        self._owner.append(player)
        return len(self._cards) - 1

    def _new(self, player: int, names: Iterable[str]) -> list[int]:
        return [self.new_card(player, n) for n in names]

    def _add(self, player: int, zone: str, names: Sequence[str]) -> list[int]:
        iids = self._new(player, names)
        self._zones[player][zone].extend(iids)
        return iids

    # ---------------------------------------------------------------- circles
    @overload
    def vanguard(self, player: int, name: str, *, rested: bool = False) -> int: ...
    @overload
    def vanguard(self, player: int, name: None, *, rested: bool = False) -> None: ...
    def vanguard(self, player: int, name: str | None, *, rested: bool = False) -> int | None:
        """Put ``name`` on ``player``'s vanguard circle (``None``: leave the circle empty)."""
        self._vanguard_set[player] = True
        if name is None:
            self._circles[player][VC] = None
            return None
        return self._place(player, VC, name, rested)

    def rear(self, player: int, circle: str, name: str, *, rested: bool = False) -> int:
        """Put ``name`` as a rear-guard on ``circle`` (FL, FR, BL, BC, BR)."""
        if circle not in REAR_CIRCLES:
            raise ValueError(f"{circle!r} is not a rear-guard circle")
        return self._place(player, circle, name, rested)

    def _place(self, player: int, circle: str, name: str, rested: bool) -> int:
        if self._circles[player][circle] is not None:
            raise ValueError(f"Player {player + 1}'s {circle} is already occupied")
        (iid,) = self._new(player, [name])
        self._circles[player][circle] = iid
        if rested:
            self._rested.add(iid)
        return iid

    def lock(self, iid: int) -> int:
        """Make the card on a circle a locked card (face down, LOCK-002)."""
        self._locked.add(iid)
        self._face_down.add(iid)
        return iid

    def delete(self, iid: int) -> int:
        """Make the vanguard ``iid`` a deleted unit (face down, printed power 0, DELETE-001/002)."""
        self._deleted.add(iid)
        self._face_down.add(iid)
        return iid

    # ------------------------------------------------------------------ zones
    def hand(self, player: int, *names: str) -> list[int]:
        """Add cards to ``player``'s hand."""
        return self._add(player, "hand", names)

    def soul(self, player: int, *names: str) -> list[int]:
        """Add cards to ``player``'s soul (bottom first)."""
        return self._add(player, "soul", names)

    def drop(self, player: int, *names: str) -> list[int]:
        return self._add(player, "drop", names)

    def ride_deck(self, player: int, *names: str) -> list[int]:
        """Add cards to ``player``'s ride deck (Standard)."""
        return self._add(player, "ride_deck", names)

    def damage(self, player: int, *names: str, face_down: Iterable[int] = ()) -> list[int]:
        """Add cards to ``player``'s damage zone; ``face_down`` lists the positions (0-based,
        among the names given here) of the cards that lie face down."""
        iids = self._add(player, "damage", names)
        for i in face_down:
            self._face_down.add(iids[i])
        return iids

    def damage_count(self, player: int, n: int, name: str | None = None) -> list[int]:
        """Give ``player`` ``n`` face-up damage of a non-trigger card (default: a grade 1 of
        their teaching deck)."""
        return self.damage(player, *[name or self.plain_card(player)] * n)

    def deck_top(self, player: int, *names: str) -> list[int]:
        """Put cards on top of ``player``'s deck, first name on top (the filler stays below)."""
        iids = self._new(player, names)
        self._deck_top[player].extend(iids)
        return iids

    def deck(self, player: int, *names: str) -> list[int]:
        """Set ``player``'s whole deck, top first, with no filler (``deck(p)``: an empty deck)."""
        self._deck_set[player] = True
        iids = self._new(player, names)
        self._zones[player]["deck"] = iids
        return iids

    def bonus(
        self, iid: int, amount: int, stat: str = "power", until: str = "turn", label: str = "test"
    ) -> None:
        """Give a unit a temporary modifier (as an ability would), citing ``position.setup``."""
        self._mods.append(Mod(iid, stat, amount, until, label, "position.setup"))

    # -------------------------------------------------------------- defaults
    def teaching_deck(self, player: int) -> Deck:
        return teaching_decks(self.fmt)[player]

    def first_vanguard(self, player: int) -> str:
        name = first_vanguard_of(self.teaching_deck(player), self.fmt, self.pool)
        assert name is not None
        return name

    def plain_card(self, player: int, grade: int = 1) -> str:
        """A vanilla non-trigger unit of ``grade`` from ``player``'s teaching deck."""
        for n in self.teaching_deck(player).main:
            c = self.pool[n]
            if c.trigger is None and c.is_unit and c.grade == grade:
                return n
        raise LookupError(f"no plain grade {grade} card in Player {player + 1}'s teaching deck")

    def filler(self, player: int) -> list[str]:
        """The default deck below any ``deck_top`` cards: the teaching deck without triggers."""
        return [n for n in self.teaching_deck(player).main if self.pool[n].trigger is None]

    # ------------------------------------------------------------------ build
    def state(
        self,
        *,
        turn: int,
        player: int,
        phase: str,
        step: str = "",
        tasks: Sequence[Task] = (),
    ) -> State:
        """The position as a :class:`State` whose pending ``tasks`` (in the order they will run)
        continue the game from ``phase``/``step`` of ``turn``, ``player`` being the turn player."""
        if turn < 0 or (turn == 0 and phase != "setup"):
            raise ValueError("turn numbers start at 1 (turn 0 is the set-up)")
        for p in (0, 1):
            if not self._vanguard_set[p]:
                self.vanguard(p, self.first_vanguard(p))
            if not self._deck_set[p]:
                self._zones[p]["deck"] = self._new(p, self.filler(p))
            self._zones[p]["deck"] = self._deck_top[p] + self._zones[p]["deck"]
            self._deck_top[p] = []
            self._deck_set[p] = True

        def player_state(p: int) -> PlayerState:
            zones: dict[str, Any] = {z: tuple(self._zones[p][z]) for z in ZONES}
            return PlayerState(**zones, circles=tuple(self._circles[p][c] for c in CIRCLES))

        players = (player_state(0), player_state(1))
        # turns alternate starting with the first player (turn 0, the set-up: ``player`` starts)
        first = player if turn % 2 == 1 or turn == 0 else 1 - player
        return self.base._replace(
            table=CardTable(
                tuple(self._cards),
                tuple(self._owner),
                self.fmt,
                frozenset(c for ps in players for c in ps.ride_deck),
            ),
            players=players,
            turn=turn,
            turn_player=player,
            first_player=first,
            phase=phase,
            step=step,
            rested=frozenset(self._rested),
            face_down=frozenset(self._face_down),
            locked=frozenset(self._locked),
            deleted=frozenset(self._deleted),
            mods=tuple(self._mods),
            battle=None,
            stack=tuple(reversed(tasks)),
            decision=None,
            turn_flags=frozenset(self.turn_flags),
            result=None,
            pending=(),
        )

    def resume(
        self,
        *,
        turn: int,
        player: int,
        phase: str,
        step: str = "",
        tasks: Sequence[Task | str],
        decision: Decision | None = None,
    ) -> Game:
        """A :class:`Game` from this position, running ``tasks`` (first one first) until the
        first decision, exactly as ``Game.new`` runs the set-up.

        With ``decision`` the game starts waiting for that decision instead, and ``tasks``
        are what follows it (as if an offer task had just asked it)."""
        ts = [t if isinstance(t, Task) else Task(t) for t in tasks]
        s = self.state(turn=turn, player=player, phase=phase, step=step, tasks=ts)
        if decision is not None:
            s = s._replace(decision=decision)
        game = Game(s, seed=self.seed)
        game._advance(None)  # run the procedures up to the first decision (as Game.new does)
        return game

    def _flow(self, phase: str, step: str = "") -> list[Task]:
        """The rest of the turn from inside ``phase`` / ``step``, as the declared flow says."""
        return list(flow.resume(self.fmt, phase, step))

    def at_turn_start(self, turn: int = 3, player: int = 0) -> Game:
        """Turn ``turn`` of ``player`` begins: stand phase, draw phase, then the ride decision."""
        if turn == 1:
            return self.resume(turn=0, player=player, phase="setup", tasks=["begin-turn"])
        return self.resume(turn=turn - 1, player=1 - player, phase="end", tasks=["begin-turn"])

    def at_ride(self, turn: int = 3, player: int = 0, *, rode: bool = False) -> Game:
        """The ride phase of ``turn``: ``player`` is asked to ride (or skip).

        ``rode=True`` builds the (otherwise unreachable) ride decision of a turn whose normal
        ride is already used -- the engine would skip the offer -- to test that a second
        ride is refused."""
        if not rode:
            return self.resume(turn=turn, player=player, phase="ride", tasks=self._flow("ride"))
        self.turn_flags.add("ride")
        return self.resume(
            turn=turn,
            player=player,
            phase="ride",
            tasks=self._flow("ride")[1:],
            decision=Decision("ride", player, f"Player {player + 1}: ride a unit, or skip."),
        )

    def at_main(self, turn: int = 3, player: int = 0, *, rode: bool = True) -> Game:
        """The main phase of ``turn``: ``player`` may call, move or go to battle. ``rode``
        says whether this turn's normal ride has been used (default: yes)."""
        if rode:
            self.turn_flags.add("ride")
        return self.resume(turn=turn, player=player, phase="main", tasks=self._flow("main"))

    def at_battle(self, turn: int = 3, player: int = 0) -> Game:
        """The battle phase of ``turn``: its start step runs, then ``player`` may attack."""
        self.turn_flags.add("ride")
        return self.resume(
            turn=turn, player=player, phase="battle", step="", tasks=self._flow("battle")
        )

    def at_end(self, turn: int = 3, player: int = 0) -> Game:
        """The end phase of ``turn``; the next turn then starts and stops at its ride decision."""
        self.turn_flags.add("ride")
        end = flow.stage_of(self.fmt, "end")
        return self.resume(
            turn=turn,
            player=player,
            phase="battle",
            tasks=[flow.stage_task(end), Task("begin-turn")],
        )


# ------------------------------------------------------------------ scripting helpers


def act(game: Game, kind: str, player: int | None = None, **fields: Any) -> list[Event]:
    """Apply the action ``kind`` for ``player`` (default: whoever must decide now).

    ``fields`` are the :class:`Action` fields (``card``, ``circle``, ``target``, ``cards``).
    Returns the events the action caused.
    """
    if player is None:
        player = game.current_player
        assert player is not None, "the game is over: nobody decides"
    if "cards" in fields:
        fields["cards"] = tuple(fields["cards"])
    return game.apply(Action(kind, player, **fields))


def where(game: Game, iid: int) -> tuple[int, str]:
    """``(player, zone-or-circle)`` where card ``iid`` lies now."""
    return game.state.locate(iid)


def decision_of(game: Game | State) -> Decision:
    """The decision the game waits for now (the test fails if the game is over or a
    procedure is still running)."""
    s = game.state if isinstance(game, Game) else game
    assert s.decision is not None, "no decision is pending"
    return s.decision


def offered(decision: Decision) -> tuple[object, ...]:
    """What a ``choose`` decision offers (card ids, or circle names)."""
    options = decision.data[0]
    assert isinstance(options, tuple)
    return options


def card_named(game: Game, iid: int) -> str:
    return game.state.card(iid).name


def find(game: Game, player: int, name: str, zone: str | None = None) -> int:
    """The first card named ``name`` owned by ``player`` (optionally in ``zone`` or on a circle)."""
    s = game.state
    for iid, (card, owner) in enumerate(zip(s.table.cards, s.table.owner, strict=True)):
        if card.name == name and owner == player and (zone is None or s.locate(iid)[1] == zone):
            return iid
    raise LookupError(f"Player {player + 1} has no {name!r}" + (f" in {zone}" if zone else ""))


def power(game: Game, iid: int | None) -> int:
    """The unit's power now (``iid`` may be read off a circle: the test fails if it is empty)."""
    assert iid is not None, "no unit there"
    return stats.power(game.state, iid)


def critical(game: Game, iid: int | None) -> int:
    assert iid is not None, "no unit there"
    return stats.critical(game.state, iid)


def power_at(game: Game, event: Event, iid: int) -> int:
    """The unit's power right after ``event`` (from the game's snapshot of that moment)."""
    return stats.power(game.snapshots[event.seq], iid)


def critical_at(game: Game, event: Event, iid: int) -> int:
    return stats.critical(game.snapshots[event.seq], iid)


def last(game: Game, rule: str) -> Event:
    """The most recent event citing ``rule``."""
    for e in reversed(game.events):
        if e.rule == rule:
            return e
    raise LookupError(f"no event cites {rule!r}")


def rules(events: Iterable[Event]) -> list[str]:
    """The rule IDs the events cite, in order."""
    return [e.rule for e in events]


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def texts(events: Iterable[Event]) -> str:
    """All event sentences, one a line (for ``in`` checks)."""
    return "\n".join(e.text for e in events)


EVIL_NAME = '<img src=x onerror="window.__pwned=1">'
"""A card name that would run script if a front end ever rendered names as HTML."""


def settle(
    game: Game,
    *,
    until: tuple[str, ...] = ("main",),
    prefer: tuple[str, ...] = ("use", "choose", "resolve"),
    limit: int = 60,
) -> None:
    """Play on until the game asks for a decision of a kind in ``until`` (by default the main
    phase is back) or is over: at each step the first offered action of a kind in ``prefer``
    (use an ability, choose, resolve), else the first legal action."""
    for _ in range(limit):
        d = game.state.decision
        if d is None or game.is_over or d.kind in until:
            return
        acts = game.legal_actions()
        game.apply(next((a for a in acts if a.kind in prefer), acts[0]))
    raise AssertionError(f"no {' / '.join(until)} decision came back in {limit} steps")


def pool_with_evil_name() -> CardPool:
    """The teaching pool plus one Standard grade 1 unit named :data:`EVIL_NAME`."""
    card = Card.from_dict(
        {
            "id": "EVIL-1",
            "name": EVIL_NAME,
            "grade": 1,
            "power": 8000,
            "shield": 5000,
            "nation": "Emberreach",
            "formats": ["standard"],
        }
    )
    return default_pool().with_cards([card])


def make_card(name: str, fmt: str, abilities: list[dict[str, Any]], **kw: Any) -> Card:
    """A test-only card (our own invented name) for format ``fmt``: a grade 3 unit of the
    teaching nation (Standard) or clan (Classic) unless ``kw`` says otherwise."""
    base: dict[str, Any] = {
        "id": f"TEST-{name.replace(' ', '-').upper()}",
        "name": name,
        "grade": kw.pop("grade", 3),
        "power": kw.pop("power", 13000 if fmt == "standard" else 11000),
        "shield": kw.pop("shield", None),
        "formats": [fmt],
        "abilities": abilities,
    }
    if fmt == "standard":
        base["nation"] = kw.pop("nation", "Emberreach")
    else:
        base["clan"] = kw.pop("clan", "Lanternguard")
    base.update(kw)
    return Card.from_dict(base)


def pool_with(*cards: Card) -> CardPool:
    """The teaching pool plus ``cards``."""
    return default_pool().with_cards(list(cards))


def standard_probe_board(
    card: Card, *, on_rear: bool = False, in_hand: str = "Kindlescale Page"
) -> tuple[Game, int]:
    """Player 1's Standard main phase with something in every zone an ability may use, and
    ``card`` (a test card carrying the abilities under test) on VC, or on FL with ``on_rear``
    (the vanguard is then Cinder Drake Warden); the hand holds Blazeguard Knight and
    ``in_hand``. Returns the game and the test card's id."""
    t = Table("standard", pool=pool_with(card))
    if on_rear:
        t.vanguard(0, "Cinder Drake Warden")
        probe = t.rear(0, "FL", card.name)
    else:
        probe = t.vanguard(0, card.name)
    t.rear(0, "FR", "Ember Lancer", rested=True)
    t.rear(0, "BC", "Kindlescale Page")
    t.rear(1, "FL", "Kelpwood Archer")
    t.rear(1, "FR", "Saltspray Duelist")
    t.soul(0, "Cinderling Scout", "Cinderling Squire")
    t.drop(0, "Flarewing Skirmisher", "Cinder Drake Warden")
    t.hand(0, "Blazeguard Knight", in_hand)
    t.damage(0, "Scorchmane Raider", "Magmaforge Tyrant", face_down=(1,))
    t.deck(0, "Ember Lancer", "Kindlescale Page", "Blazeguard Knight", "Scorchmane Raider")
    t.deck(1, "Wavebreaker Lancer", "Coralshield Captain", "Shoalguard Cadet")
    g = t.at_main()
    assert probe is not None
    return g, probe
