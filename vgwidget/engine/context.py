"""The working context of one ``apply``: the current state plus the events so far.

Procedures read ``ctx.state`` and change the game only through the primitive
operations here (move a card, rest a unit, add a modifier, emit an event...).
Each primitive builds a new immutable state; :meth:`Ctx.emit` records the event
together with the state right after it, so every event has its snapshot.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from sys import intern
from typing import Any, NamedTuple

from . import rng
from .cards import G_TYPES, PASS_THROUGH, PSEUDO_ZONES, UNIT_TYPES, Card, shared_names
from .events import Event
from .state import (
    ALL_CIRCLES,
    CIRCLE_INDEX,
    CIRCLE_NAMES,
    PLAYER_FIELD,
    RC_NAMES,
    S_BATTLE,
    S_DECISION,
    S_PLAYERS,
    S_RESTED,
    S_STACK,
    STATE_FIELD,
    ZONE_NAMES,
    Battle,
    Decision,
    Mod,
    PlayerState,
    State,
    Task,
    with_field,
)

_new = tuple.__new__

VC_CIRCLE = "VC"
"""The vanguard circle's name."""


def _without(zone: tuple[int, ...], iid: int) -> tuple[int, ...]:
    """``zone`` without card ``iid``, which lies there once (a card is in one place)."""
    i = zone.index(iid)
    return zone[:i] + zone[i + 1 :]


def heart_leader(s: State, heart: tuple[int, ...]) -> int:
    """Which card of a heart was the vanguard: over a legion, the leader (the card naming the
    other as its legion mate)."""
    names = {s.table.cards[h].name for h in heart}
    return next((h for h in heart if s.table.cards[h].legion_mate in names), heart[0])


# The hook the abilities system fills in: called at every timing the Playbook lists.
TimingHook = Callable[["Ctx", str, dict[str, object]], None]


_timing_dispatch: TimingHook | None = None
_listened: Callable[[object], frozenset[str]] | None = None
_with_abilities: Callable[[object], frozenset[int]] | None = None


def set_timing_dispatch(
    fn: TimingHook,
    listened: Callable[[object], frozenset[str]] | None = None,
    with_abilities: Callable[[object], frozenset[int]] | None = None,
) -> None:
    """Install the abilities system's handler for ability timings (done once, at import), and
    optionally functions giving, for a game's card table, the timings any of its cards waits
    for (others are skipped without a call) and the cards that have abilities (only their
    zone changes need counting, see ``CardMarks.moved``)."""
    global _timing_dispatch, _listened, _with_abilities
    _timing_dispatch = fn
    _listened = listened
    _with_abilities = with_abilities


_ONE_CARD_MAX = 512
_ONE_CARD: tuple[tuple[int], ...] = tuple((i,) for i in range(_ONE_CARD_MAX))
"""The one-card tuples of events, made once and shared by every event naming one card (a
long game's log names one card in most of its events)."""

_PLAYER_NAMES = ("Player 1", "Player 2")


def player_name(p: int) -> str:
    """How the explain log names player ``p`` (0 or 1): "Player 1", "Player 2"."""
    return _PLAYER_NAMES[p] if p == 0 or p == 1 else f"Player {p + 1}"


def count(n: int, word: str, plural: str | None = None) -> str:
    """``n`` things in words with a real plural (explain sentences never say "card(s)").

    >>> count(1, "card"), count(3, "card"), count(2, "damage check")
    ('1 card', '3 cards', '2 damage checks')
    """
    return f"{n} {word if n == 1 else (plural or word + 's')}"


_ARRIVALS = {"drop": "put-into-drop", "VC": "placed-on-vc", "GC": "placed-on-gc"}
"""The timing a card's arrival in a zone or on a circle meets (a rear-guard circle:
``placed-on-rc``)."""

_PLAIN_UNITS = frozenset(t for t in UNIT_TYPES if t not in G_TYPES and t not in PSEUDO_ZONES)
"""Card types that go where they are sent: units that are neither G units, orders nor
pseudo-cards."""

_G_PLACES = frozenset((*CIRCLE_INDEX, "GC", "gzone", "heart", "removal"))
"""Where a G unit may go as itself (the removal zone: a G assist cost); anywhere else it goes
face up into the G zone."""


class Move(NamedTuple):
    """One card changing zones: where it goes (a zone name such as ``"drop"``, a circle such
    as ``"FL"``, or ``"GC"`` for the guardian circle) and how it lies there."""

    card: int
    to: str
    bottom: bool = False
    face_down: bool = False
    rested: bool = False
    src: str | None = None
    """Where the card is now, when the caller knows (a zone name): saves a search."""


def place_kind(where: str) -> str:
    """How an ability's ``from`` / zone words name a place: ``VC``, ``RC``, ``GC`` or a zone.

    >>> place_kind("FL"), place_kind("guardians"), place_kind("hand")
    ('RC', 'GC', 'hand')
    """
    if where in RC_NAMES or where == "displaced":  # (a unit called over is on its circle)
        return "RC"
    if where in ("guardians", "GC"):
        return "GC"
    return where


Timing = tuple[str, Mapping[str, object]]


class Ctx:
    """Mutable wrapper around an immutable :class:`State` while one action resolves."""

    __slots__ = (
        "state",
        "events",
        "snapshots",
        "seq0",
        "timing_hook",
        "stack",
        "_stack_dirty",
        "_listened",
        "_counted",
        "_carried",
        "_diverted",
        "_shared",
        "_decision0",
        "_stack0",
        "_table",
    )

    def __init__(self, state: State, seq0: int, timing_hook: TimingHook | None = None) -> None:
        self._table: object = None
        self._shared: tuple[tuple[Card, ...], tuple[str, ...]] | None = None
        self.reset(state, seq0, timing_hook)

    def reset(self, state: State, seq0: int, timing_hook: TimingHook | None = None) -> None:
        """Start resolving the next action from ``state`` (one context serves a game's every
        action: what depends only on the card table is kept while the table is the same)."""
        self.state = state
        self.events: list[Event] = []
        self.snapshots: list[State] = []
        self.seq0 = seq0
        self.timing_hook = timing_hook
        # The task stack is worked on as a list while an action resolves and written back
        # into the state when the game stops for a decision (see :meth:`sync`).
        self.stack: list[Task] = list(state.stack)
        self._stack_dirty = False
        # the decision and task stack the action answers: a decision point that asks the same
        # again (a main phase after a move) shares them instead of keeping equal copies
        self._decision0 = state.decision
        self._stack0 = state.stack
        table = state.table
        if table is not self._table:
            self._table = table
            self._listened = None if _listened is None else _listened(table)
            self._counted = None if _with_abilities is None else _with_abilities(table)
        self._carried: list[tuple[int, int, str]] = []
        self._diverted: list[tuple[int, str]] = []

    def sync(self) -> State:
        """Write the working task stack back into ``self.state`` and return it."""
        if self._stack_dirty:
            stack = tuple(self.stack)
            self.state = with_field(
                self.state, S_STACK, self._stack0 if stack == self._stack0 else stack
            )
            self._stack_dirty = False
        return self.state

    def pop_task(self) -> Task | None:
        """Take the next procedure step to run (``None`` if there is none)."""
        if not self.stack:
            return None
        self._stack_dirty = True
        return self.stack.pop()

    # ----------------------------------------------------------------- reading
    def card(self, iid: int) -> Card:
        return self.state.table.cards[iid]

    def name(self, iid: int) -> str:
        """How the explain log names a card: its name, with its id where another printing of
        that name is in the game (CARD-016)."""
        cards = self.state.table.cards
        known = self._shared
        if known is None or known[0] is not cards:  # once per card table: every card's name
            shared = shared_names(cards)
            known = self._shared = (
                cards,
                tuple(f"{c.name} [{c.id}]" if c.name in shared else c.name for c in cards),
            )
        return known[1][iid]

    def ps(self, p: int) -> PlayerState:
        return self.state.players[p]

    # ------------------------------------------------------------------ events
    def emit(
        self,
        kind: str,
        rule: str,
        text: str,
        cards: tuple[int, ...] = (),
        *,
        actor: int | None = None,
        decision: bool = False,
        private: int | None = None,
        redacted: str | None = None,
    ) -> Event:
        """Record that something happened, citing the rule that made it happen.

        The state recorded with the event is what the board looks like right after it. Its
        task stack is not brought up to date here (that would cost a copy per event): play
        only ever resumes from the state at a decision point, which :meth:`sync` completes.
        The text is interned: a long game says the same sentence many times ("... moves ...
        to the ...", "The main phase begins"), and its log keeps one copy of each.
        """
        s = self.state
        if len(cards) == 1 and 0 <= cards[0] < _ONE_CARD_MAX:
            cards = _ONE_CARD[cards[0]]  # (shared: most events name one card)
        ev = Event(
            self.seq0 + len(self.events),
            s.turn,
            s.turn_player,
            s.phase,
            s.step,
            kind,
            rule,
            intern(text),
            cards,
            actor,
            decision,
            private,
            redacted,
        )
        self.events.append(ev)
        self.snapshots.append(s)
        return ev

    def timing(self, name: str, **info: object) -> None:
        """A moment at which AUTO abilities may trigger ("when ... attacks", ...)."""
        if _timing_dispatch is not None and (self._listened is None or name in self._listened):
            _timing_dispatch(self, name, info)
        if self.timing_hook is not None:
            self.timing_hook(self, name, info)

    # ------------------------------------------------------------ state basics
    def set(self, **changes: object) -> None:
        if len(changes) == 1:
            ((k, v),) = changes.items()
            self.state = with_field(self.state, STATE_FIELD[k], v)
        else:
            self.state = self.state._replace(**changes)  # type: ignore[arg-type]

    def set_player(self, p: int, ps: PlayerState) -> None:
        players = self.state.players
        self.state = with_field(
            self.state, S_PLAYERS, (ps, players[1]) if p == 0 else (players[0], ps)
        )

    def set_zone(self, p: int, zone: str, cards: tuple[int, ...]) -> None:
        values: list[object] = list(self.state.players[p])
        values[PLAYER_FIELD[zone]] = cards
        self.set_player(p, _new(PlayerState, values))

    def set_circle(self, p: int, circle: str, iid: int | None) -> None:
        ps = self.state.players[p]
        circles = list(ps.circles)
        circles[CIRCLE_INDEX[circle]] = iid
        self.set_player(p, ps._replace(circles=tuple(circles)))

    def push(self, *tasks: Task) -> None:
        """Schedule tasks; the first one given runs first."""
        self.stack.extend(reversed(tasks))
        self._stack_dirty = True

    def clear_stack(self) -> None:
        """Drop every waiting procedure step (the game is over)."""
        self.stack.clear()
        self._stack_dirty = True

    def decide(self, kind: str, player: int, prompt: str, *data: object) -> None:
        """Stop and wait for ``player`` to make a decision of ``kind``."""
        d = self._decision0
        if not (  # (the question just answered, asked again, is kept once)
            d is not None
            and d.prompt == prompt
            and d.kind == kind
            and d.player == player
            and d.data == data
        ):
            d = Decision(kind, player, prompt, data)
        self.state = with_field(self.state, S_DECISION, d)

    def flag(self, name: str) -> None:
        self.set(turn_flags=self.state.turn_flags | {name})

    # ------------------------------------------------------------ zone changes
    def move_cards(
        self,
        moves: Sequence[Move],
        kind: str,
        rule: str,
        text: str | Callable[[State], str],
        cards: tuple[int, ...] | None = None,
        *,
        actor: int | None = None,
        decision: bool = False,
        private: int | None = None,
        redacted: str | None = None,
        before: Sequence[Timing] = (),
        facts: tuple[tuple[str, object], ...] = (),
    ) -> tuple[str, ...]:
        """**The** way a card changes zones, whatever the cause (a rule, a cost, an effect, a
        call or ride onto an occupied circle, a judge's adjustment).

        Each card is lifted from where it is and put where it goes in one step, so it is in
        exactly one place at every event; a card that leaves the field or changes zones is a
        new card (ZONE-042): no longer rested, face down, locked or deleted, its modifiers
        gone. A card of a ride deck that would go into the main deck goes back into the ride
        deck instead (ZONE-035). Then one event tells what happened, citing ``rule``, and the
        timings of each move fire -- "placed on VC / RC / GC", "put into the drop zone" with
        where it came from -- after the ``before`` timings the caller names. Returns where
        each card came from. ``text`` may be a function of the state after the move. A discard
        says which rule it cites (``by``) and any ``facts`` of its cause (the grade a ride
        from the ride deck rides, ``riding-grade``).
        """
        rested0 = self.state.rested
        froms = tuple([self._relocate(m) for m in moves])
        carried, self._carried = self._carried, []
        diverted, self._diverted = self._diverted, []
        if diverted:
            moves = [
                m._replace(to="drop") if any(m.card == d for d, _ in diverted) else m for m in moves
            ]
        self.emit(
            kind,
            rule,
            text if isinstance(text, str) else text(self.state),
            tuple(m.card for m in moves) if cards is None else cards,
            actor=actor,
            decision=decision,
            private=private,
            redacted=redacted,
        )
        for iid, to in diverted:
            pseudo = not self.state.table.cards[iid].is_order
            self.emit(
                "order-diverted",
                "zone.pseudo-card" if pseudo else "order.not-unit",
                f"“{self.name(iid)}” is "
                + ("a pseudo-card that cannot be there" if pseudo else "an order card, not a unit")
                + f": instead of the {CIRCLE_NAMES.get(to, to)} it goes to the drop zone.",
                (iid,),
            )
        for unit, original, to in carried:
            where_to = ZONE_NAMES.get(to, to)
            self.emit(
                "dress-leaves",
                "overdress.unit",
                f"“{self.name(original)}”, the originalDress under “{self.name(unit)}”, goes "
                f"with it to the {where_to} at the same moment and is an ordinary card there.",
                (original,),
            )
        if VC_CIRCLE in froms:  # (a G unit can only leave from there; most moves never do)
            for m, src in zip(moves, froms, strict=True):
                if src == VC_CIRCLE and self.state.table.cards[m.card].type in G_TYPES:
                    self._hearts_back(self.state.table.owner[m.card], m.card in rested0)
        ceased = self.state.marks.ceased
        if ceased:
            for m in moves:
                if m.card in ceased and self.state.table.cards[m.card].pseudo_zones:
                    self._ceased(m)
        for name, info in before:
            self.timing(name, **info)
        for m, src in zip(moves, froms, strict=True):
            self._zone_timings(m, src, rule, facts)
        table_cards = self.state.table.cards
        for m in moves:
            if m.to == "drop" and table_cards[m.card].type in PASS_THROUGH:
                # it arrived (its "put into" timings are met), and now ceases to exist
                self.take(m.card, m.to)
                s = self.state
                self.state = s._replace(marks=s.marks._replace(ceased=s.marks.ceased | {m.card}))
                self._ceased(m, passed=True)
        return froms

    def _hearts_back(self, p: int, rested: bool) -> None:
        """A G unit has left player ``p``'s vanguard circle (returned to the G zone at the end
        phase, or sent elsewhere by any effect): if the circle is empty, its heart is the
        vanguard again, standing or rested as the G unit was, and a legion mate in the heart is
        beside its leader again; the circle is never refilled from the soul (CR 1.48 §4.6.9,
        §10.28.4; END-002). Over a ride the heart has gone into the soul with the G unit."""
        ps = self.state.players[p]
        heart = ps.heart
        if not heart or ps.vanguard is not None:
            return
        h = heart_leader(self.state, heart)
        self.take(h, "heart")
        self.place(p, VC_CIRCLE, h, rested=rested)
        for m in heart:
            if m != h:  # the legion mate is beside its leader again
                self.take(m, "heart")
                self.put(m, "legion")
        self.emit(
            "heart-returns",
            "stride.return",
            f"The heart “{self.name(h)}” is {player_name(p)}'s vanguard again"
            + (", rested." if rested else ", standing."),
            (h,),
        )

    def _ceased(self, m: Move, *, passed: bool = False) -> None:
        card = self.state.table.cards[m.card]
        where = " or the ".join(
            ZONE_NAMES.get(z, CIRCLE_NAMES.get(z, z)) for z in card.pseudo_zones
        )
        to = ZONE_NAMES.get(m.to, CIRCLE_NAMES.get(m.to, m.to))
        how = f"it passes through the {to} and" if passed else f"instead of going to the {to} it"
        self.emit(
            "cease",
            "order.ticket" if card.type == "ticket" else "zone.pseudo-card",
            f"“{card.name}” is a pseudo-card that can only be in the {where}; {how} ceases to "
            "exist.",
            (m.card,),
        )

    def create_card(self, card: Card, owner: int, zone: str) -> int:
        """Bring a new pseudo-card into the game (a Protect card, ...) in ``owner``'s ``zone``:
        it is added to the game's card table, so every later state knows it."""
        s = self.state
        t = s.table
        iid = len(t.cards)
        table = t._replace(cards=(*t.cards, card), owner=(*t.owner, owner))
        marks = s.marks
        if marks.moved:
            marks = marks._replace(moved=(*marks.moved, 0))
        self.state = s._replace(table=table, marks=marks)
        self._table = table
        self._listened = None if _listened is None else _listened(table)
        self._counted = None if _with_abilities is None else _with_abilities(table)
        self.put(iid, zone)
        return iid

    def move_card(
        self,
        iid: int,
        to: str,
        kind: str,
        rule: str,
        text: str | Callable[[State], str],
        cards: tuple[int, ...] | None = None,
        *,
        bottom: bool = False,
        face_down: bool = False,
        rested: bool = False,
        src: str | None = None,
        actor: int | None = None,
        decision: bool = False,
        private: int | None = None,
        redacted: str | None = None,
        before: Sequence[Timing] = (),
        facts: tuple[tuple[str, object], ...] = (),
    ) -> str:
        """One card changes zones (see :meth:`move_cards`); returns where it came from."""
        return self.move_cards(
            (Move(iid, to, bottom, face_down, rested, src),),
            kind,
            rule,
            text,
            cards,
            actor=actor,
            decision=decision,
            private=private,
            redacted=redacted,
            before=before,
            facts=facts,
        )[0]

    def _relocate(self, m: Move) -> str:
        iid, to = m.card, m.to
        ps = self.state.players[self.state.table.owner[iid]]
        if ps.dressed and to not in CIRCLE_INDEX and to not in ("GC", "dress", "displaced"):
            under = ps.dress_of(iid)
            if under:  # its originalDress go with it (CR 4.55 §6.7.5)
                where = self._relocate_one(m)
                p = self.state.table.owner[iid]
                for o in under:
                    self._relocate_one(Move(o, to, m.bottom, m.face_down, src="dress"))
                    self._carried.append((iid, o, to))
                ps2 = self.state.players[p]
                self.set_player(
                    p,
                    ps2._replace(
                        dressed=tuple(t for t in ps2.dressed if t[1] != iid),
                        xover=tuple(u for u in ps2.xover if u != iid),
                    ),
                )
                return where
        return self._relocate_one(m)

    def _relocate_one(self, m: Move) -> str:
        iid, to = m.card, m.to
        card = self.state.table.cards[iid]
        if card.type not in _PLAIN_UNITS:  # (a plain unit goes where it is sent)
            if card.is_order and (to in CIRCLE_INDEX or to == "GC"):
                # an order card is no unit: one that would be put on a circle goes to the drop
                # zone instead (ORDER-010; CR 4.55 §13.11)
                self._diverted.append((iid, to))
                to = "drop"
                m = m._replace(to=to)
            zones = card.pseudo_zones
            if zones and (to in CIRCLE_INDEX or to == "GC") and to not in zones:
                # a pseudo-card that would go on a circle it cannot be on goes to the drop
                # zone instead, and ceases to exist there (CR 4.55 §15.3.6)
                self._diverted.append((iid, to))
                to = "drop"
                m = m._replace(to=to)
            if zones and to not in zones and to not in PASS_THROUGH.get(card.type, ()):
                # a pseudo-card that would go where it cannot be ceases to exist (CR 4.55 §15)
                _, where = self.take(iid, m.src)
                s = self.state
                self.state = s._replace(marks=s.marks._replace(ceased=s.marks.ceased | {iid}))
                return where
            if to not in _G_PLACES and card.type in G_TYPES:
                # a G unit that would go anywhere but a circle or the G zone goes face up into
                # the G zone instead (the G era, CR 1.48; e.g. a G guardian leaving the
                # guardian circle)
                where = self.move(iid, "gzone", src=m.src)
                s = self.state
                self.state = s._replace(marks=s.marks._replace(face_up=s.face_up | {iid}))
                return where
        if to == "deck" and iid in self.state.table.ride_deck_cards:
            # ZONE-035: back into the ride deck, face up (public) instead
            where = self.move(iid, "ride_deck", src=m.src)
            s = self.state
            self.state = s._replace(marks=s.marks._replace(face_up=s.face_up | {iid}))
            return where
        if to in CIRCLE_INDEX:
            _, where = self.take(iid, m.src)
            self.place(self.state.table.owner[iid], to, iid, rested=m.rested)
            return where
        if to == "GC":
            _, where = self.take(iid, m.src)
            self.put_guardian(self.state.table.owner[iid], iid)
            if m.rested:
                self.rest(iid)
            return where
        return self.move(iid, to, bottom=m.bottom, face_down=m.face_down, src=m.src)

    def _zone_timings(
        self, m: Move, src: str, rule: str, facts: tuple[tuple[str, object], ...]
    ) -> None:
        to = m.to
        name = _ARRIVALS.get(to) or ("placed-on-rc" if to in RC_NAMES else None)
        if name is None or m.card in self.state.marks.ceased:
            return  # (no timing for that zone) or it ceased to exist instead of arriving
        listened = self._listened
        if (
            self.timing_hook is None
            and listened is not None
            and name not in listened
            and not (name == "put-into-drop" and "discarded-from-hand" in listened)
        ):
            return  # (no card of this game waits for it: skip building what it would say)
        p = self.state.table.owner[m.card]
        came = place_kind(src)
        if name == "placed-on-rc":
            self.timing(name, player=p, card=m.card, circle=to, **{"from": came})
        else:
            self.timing(name, player=p, card=m.card, **{"from": came})
        if name == "put-into-drop" and came == "hand":
            # from the hand to the drop zone is a discard (text.discard), by a cost or an
            # effect; an order goes to the order zone first, a guardian comes from (GC)
            # (``by``: the rule the discard cites, what it paid for, e.g. stride.cost)
            info = {"from": came, **dict(facts)}
            self.timing("discarded-from-hand", player=p, card=m.card, by=rule, **info)

    # ----------------------------------------------------------------- moving
    # The low-level lifting and placing below is what :meth:`move_cards` is made of; a
    # procedure uses it directly only for moves that are not zone changes (a unit moving
    # between circles stays the same card) or that no timing or event belongs to on its own
    # (drawing, revealing, setting up).
    def take(self, iid: int, src: str | None = None) -> tuple[int, str]:
        """Lift a card out of wherever it is; return ``(player, zone-or-circle)`` it came from.
        ``src``: where the caller knows the card lies (checked; a search otherwise).

        A card that changes zones becomes a new card (ZONE-042): its modifiers
        and its rest/face-down/locked/deleted status end.
        """
        s = self.state
        p = s.table.owner[iid]
        ps = s.players[p]
        if src is not None and (
            ps.at(src) == iid if src in CIRCLE_INDEX else iid in getattr(ps, src)
        ):
            where = src
        else:
            p, where = s.locate(iid)
            ps = s.players[p]
        if where in CIRCLE_INDEX:
            circles = list(ps.circles)
            circles[CIRCLE_INDEX[where]] = None
            ps = ps._replace(circles=tuple(circles))
        else:
            values: list[Any] = list(ps)
            i = PLAYER_FIELD[where]
            values[i] = _without(values[i], iid)
            ps = _new(PlayerState, values)
        self.set_player(p, ps)
        self._forget(iid)
        return p, where

    def _forget(self, iid: int) -> None:
        s = self.state
        changes: dict[str, object] = {}
        if iid in s.rested:
            changes["rested"] = s.rested - {iid}
        if iid in s.face_down:
            changes["face_down"] = s.face_down - {iid}
        if iid in s.locked:
            changes["locked"] = s.locked - {iid}
        if iid in s.deleted:
            changes["deleted"] = s.deleted - {iid}
        if self._counted is None or iid in self._counted or iid in s.marks.face_up:
            # (only an ability can refer back to a card, so only cards with abilities are
            # counted)
            marks = s.marks
            moved = marks.moved or (0,) * len(s.table.cards)
            changes["marks"] = marks._replace(
                face_up=marks.face_up - {iid},
                moved=(*moved[:iid], moved[iid] + 1, *moved[iid + 1 :]),
            )
        if s.mods and any(m.target == iid for m in s.mods):
            changes["mods"] = tuple(m for m in s.mods if m.target != iid)
        if changes:
            self.state = s._replace(**changes)  # type: ignore[arg-type]

    def put(self, iid: int, zone: str, *, bottom: bool = False, face_down: bool = False) -> None:
        """Put a lifted card into its owner's ``zone`` (GEN-007: cards go to their owner's
        zones)."""
        p = self.state.table.owner[iid]
        values: list[Any] = list(self.state.players[p])
        i = PLAYER_FIELD[zone]
        cur: tuple[int, ...] = values[i]
        values[i] = (iid, *cur) if zone == "deck" and not bottom else (*cur, iid)
        self.set_player(p, _new(PlayerState, values))
        if face_down:
            self.set(face_down=self.state.face_down | {iid})

    def put_guardian(self, defender: int, iid: int) -> None:
        ps = self.state.players[defender]
        self.set_player(defender, ps._replace(guardians=(*ps.guardians, iid)))

    def move(
        self,
        iid: int,
        zone: str,
        *,
        bottom: bool = False,
        face_down: bool = False,
        src: str | None = None,
    ) -> str:
        """Move a card to its owner's ``zone``; returns where it came from.

        (The same as :meth:`take` then :meth:`put`, done in one step when the card stays
        with its owner -- the common case -- because this runs on every card movement.)
        """
        s = self.state
        owner = s.table.owner[iid]
        if src is not None and (
            s.players[owner].at(src) == iid
            if src in CIRCLE_INDEX
            else iid in getattr(s.players[owner], src)
        ):
            p, where = owner, src  # the caller knows where the card is: no search
        else:
            p, where = s.locate(iid)
        if owner != p or where in CIRCLE_INDEX or zone == where:
            self.take(iid, where if owner == p else None)
            self.put(iid, zone, bottom=bottom, face_down=face_down)
            return where
        values: list[Any] = list(s.players[p])
        i, j = PLAYER_FIELD[where], PLAYER_FIELD[zone]
        values[i] = _without(values[i], iid)
        cur: tuple[int, ...] = values[j]
        values[j] = (iid, *cur) if zone == "deck" and not bottom else (*cur, iid)
        ps = _new(PlayerState, values)
        self.state = with_field(s, S_PLAYERS, (ps, s.players[1]) if p == 0 else (s.players[0], ps))
        self._forget(iid)
        if face_down:
            self.state = self.state._replace(face_down=self.state.face_down | {iid})
        return where

    def place(self, p: int, circle: str, iid: int, *, rested: bool = False) -> None:
        """Put a card (already lifted) on an empty circle of player ``p``."""
        assert self.state.players[p].circles[CIRCLE_INDEX[circle]] is None
        self.set_circle(p, circle, iid)
        if rested:
            self.set(rested=self.state.rested | {iid})

    def rest(self, iid: int) -> None:
        s = self.state
        self.state = with_field(s, S_RESTED, s.rested | {iid})

    def stand(self, iid: int) -> None:
        s = self.state
        self.state = with_field(s, S_RESTED, s.rested - {iid})

    def add_mod(self, mod: Mod) -> None:
        self.set(mods=(*self.state.mods, mod))

    def draw(self, p: int) -> int | None:
        """Move the top card of ``p``'s deck to hand (``None`` if the deck is empty)."""
        ps = self.state.players[p]
        if not ps.deck:
            return None
        top = ps.deck[0]
        self.set_player(p, ps._replace(deck=ps.deck[1:], hand=(*ps.hand, top)))
        return top

    def shuffle_deck(self, p: int) -> None:
        ps = self.state.players[p]
        r, deck = rng.shuffled(self.state.rng, ps.deck)
        self.state = self.state._replace(rng=r)
        self.set_player(p, ps._replace(deck=deck))

    def random_below(self, n: int) -> int:
        r, k = rng.below(self.state.rng, n)
        self.state = self.state._replace(rng=r)
        return k

    def set_battle(self, battle: Battle | None) -> None:
        self.state = with_field(self.state, S_BATTLE, battle)

    def unit_circle(self, p: int, iid: int) -> str | None:
        for c, u in zip(ALL_CIRCLES, self.state.players[p].circles, strict=False):
            if u == iid:
                return c
        return None
