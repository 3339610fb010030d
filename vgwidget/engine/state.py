"""The immutable game state.

A :class:`State` is a tree of tuples and named tuples. Nothing in it is ever
changed in place: a procedure builds a new state that shares every untouched
part with the old one. That makes a snapshot after every event free, and undo,
seek and fork are just "use an older state".

Cards are referred to by *instance id* (``iid``): an index into the game's
:class:`CardTable`, which says which printed card each physical copy is and who
owns it.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card
from .formats import Format

# The six circles of a field that hold one unit each, in a fixed order.
VC, FL, FR, BL, BC, BR = "VC", "FL", "FR", "BL", "BC", "BR"
CIRCLES: tuple[str, ...] = (VC, FL, FR, BL, BC, BR)
CIRCLE_INDEX: dict[str, int] = {c: i for i, c in enumerate(CIRCLES)}
REAR_CIRCLES: tuple[str, ...] = (FL, FR, BL, BC, BR)
FRONT_ROW: tuple[str, ...] = (FL, VC, FR)
GC = "GC"
# The circle directly behind each front-row circle (the booster's circle) and its column partner.
BEHIND: dict[str, str] = {FL: BL, VC: BC, FR: BR}
COLUMN_PARTNER: dict[str, str] = {FL: BL, BL: FL, FR: BR, BR: FR, VC: BC, BC: VC}
CIRCLE_NAMES: dict[str, str] = {
    VC: "vanguard circle",
    FL: "front-left rear-guard circle",
    FR: "front-right rear-guard circle",
    BL: "back-left rear-guard circle",
    BC: "back-centre rear-guard circle",
    BR: "back-right rear-guard circle",
    GC: "guardian circle",
}

# Zones that are lists of cards (a circle is not among them).
ZONES: tuple[str, ...] = (
    "deck",
    "hand",
    "ride_deck",
    "guardians",
    "soul",
    "drop",
    "damage",
    "bind",
    "removal",
    "trigger",
    "order",
    "crest",
    "gzone",
    "heart",
    "legion",
)
ZONE_NAMES: dict[str, str] = {
    "deck": "deck",
    "hand": "hand",
    "ride_deck": "ride deck",
    "guardians": "guardian circle",
    "soul": "soul",
    "drop": "drop zone",
    "damage": "damage zone",
    "bind": "bind zone",
    "removal": "removal zone",
    "trigger": "trigger zone",
    "order": "order zone",
    "crest": "crest zone",
    "gzone": "G zone",
    "heart": "heart",
    "legion": "vanguard circle (legion mate)",
}


class CardTable(NamedTuple):
    """Per-game constants: which card each instance is, who owns it, the format."""

    cards: tuple[Card, ...]
    owner: tuple[int, ...]
    fmt: Format
    ride_deck_cards: frozenset[int] = frozenset()
    """Instances that began the game in a ride deck: one that would be put into the main
    deck goes back into its owner's ride deck instead (ZONE-035)."""


class PlayerState(NamedTuple):
    """One player's zones. ``deck[0]`` is the top card."""

    deck: tuple[int, ...] = ()
    hand: tuple[int, ...] = ()
    ride_deck: tuple[int, ...] = ()
    circles: tuple[int | None, ...] = (None,) * 6
    guardians: tuple[int, ...] = ()
    soul: tuple[int, ...] = ()
    drop: tuple[int, ...] = ()
    damage: tuple[int, ...] = ()
    bind: tuple[int, ...] = ()
    removal: tuple[int, ...] = ()
    trigger: tuple[int, ...] = ()
    order: tuple[int, ...] = ()
    crest: tuple[int, ...] = ()
    gzone: tuple[int, ...] = ()
    heart: tuple[int, ...] = ()
    """The G era: the vanguard a G unit strode onto, under it on the vanguard circle; it is
    not in the soul (STRIDE-011)."""
    legion: tuple[int, ...] = ()
    """Legion: the legion mate beside the leader on the vanguard circle (LEGION-001)."""

    def at(self, circle: str) -> int | None:
        """The unit on ``circle`` (``None`` if empty)."""
        return self.circles[CIRCLE_INDEX[circle]]

    @property
    def vanguard(self) -> int | None:
        return self.circles[0]

    def units(self) -> list[tuple[str, int]]:
        """``(circle, iid)`` for every card on this player's six unit circles."""
        return [(c, u) for c, u in zip(CIRCLES, self.circles, strict=True) if u is not None]


class Mod(NamedTuple):
    """A temporary change to a unit's power, critical or shield."""

    target: int
    stat: str  # "power" | "critical" | "shield"
    amount: int
    until: str  # "battle" | "turn"
    label: str  # what caused it, e.g. "critical trigger"
    rule: str


class Battle(NamedTuple):
    """The battle in progress (one attack), from the attack step to the close step."""

    attacker: int
    attacker_circle: str
    target: int
    target_player: int
    target_circle: str
    booster: int | None = None
    booster_circle: str | None = None
    guardians: tuple[int, ...] = ()
    hit: bool | None = None


class Task(NamedTuple):
    """A procedure waiting to run: the engine's continuation, kept as data."""

    name: str
    args: tuple[object, ...] = ()


class Decision(NamedTuple):
    """What the game is waiting for: which player decides, and about what."""

    kind: str
    player: int
    prompt: str
    data: tuple[object, ...] = ()


class Result(NamedTuple):
    """How the game ended. ``winner`` is ``None`` for a draw."""

    winner: int | None
    reason: str
    rule: str


class CardMarks(NamedTuple):
    """Facts about single cards that only a few procedures need."""

    face_up: frozenset[int] = frozenset()
    """Cards lying face up in a zone that is otherwise face down and private: a ride-deck
    card that came back to the ride deck (ZONE-035) is public."""
    moved: tuple[int, ...] = ()
    """How many times each card with abilities has changed zones (empty: none yet). A card
    that changes zones is a new card (ZONE-042): an ability that triggered before keeps the
    old count and no longer finds "this unit"."""
    followed: frozenset[tuple[int, int, int]] = frozenset()
    """``(card, ability, count)``: the ability whose own effect moved its card keeps treating
    it as the same card (ZONE-043)."""
    legioned: frozenset[int] = frozenset()
    """Legion leaders that have legioned this game (once per game, LEGION-002)."""


NO_MARKS = CardMarks()


class State(NamedTuple):
    """Everything about a game at one moment."""

    table: CardTable
    players: tuple[PlayerState, PlayerState]
    turn: int = 0
    turn_player: int = 0
    first_player: int = 0
    phase: str = "setup"
    step: str = ""
    rested: frozenset[int] = frozenset()
    face_down: frozenset[int] = frozenset()
    locked: frozenset[int] = frozenset()
    deleted: frozenset[int] = frozenset()
    mods: tuple[Mod, ...] = ()
    battle: Battle | None = None
    stack: tuple[Task, ...] = ()
    decision: Decision | None = None
    turn_flags: frozenset[str] = frozenset()
    rng: int = 0
    result: Result | None = None
    pending: tuple[object, ...] = ()
    """AUTO abilities waiting to resolve (filled by the abilities system)."""
    marks: CardMarks = NO_MARKS
    """Rarely used facts about single cards, kept together (one field, so the hot path's
    state copies stay short)."""

    @property
    def face_up(self) -> frozenset[int]:
        return self.marks.face_up

    @property
    def followed(self) -> frozenset[tuple[int, int, int]]:
        return self.marks.followed

    def incarnation(self, iid: int) -> int:
        """How many times card ``iid`` (a card with abilities) has changed zones so far."""
        moved = self.marks.moved
        return moved[iid] if moved else 0

    @property
    def fmt(self) -> Format:
        return self.table.fmt

    def card(self, iid: int) -> Card:
        return self.table.cards[iid]

    def owner(self, iid: int) -> int:
        return self.table.owner[iid]

    def locate(self, iid: int) -> tuple[int, str]:
        """``(player, zone-or-circle)`` where the card is now (``KeyError`` if nowhere)."""
        for p, ps in enumerate(self.players):
            for c, u in zip(CIRCLES, ps.circles, strict=True):
                if u == iid:
                    return p, c
            for z in ZONES:
                if iid in getattr(ps, z):
                    return p, z
        raise KeyError(iid)


def _make_fast_replace(cls: type) -> object:
    """A quicker ``_replace`` for the hot named tuples (same behaviour as the standard one)."""
    index = {name: i for i, name in enumerate(cls._fields)}  # type: ignore[attr-defined]
    new = tuple.__new__

    def _replace(self: tuple[object, ...], **changes: object) -> object:
        values = list(self)
        try:
            for k, v in changes.items():
                values[index[k]] = v
        except KeyError:
            raise ValueError(f"Got unexpected field names: {list(changes)!r}") from None
        return new(cls, values)

    return _replace


for _cls in (State, PlayerState, Battle):
    _cls._replace = _make_fast_replace(_cls)  # type: ignore[method-assign,assignment]


_new = tuple.__new__
_S = {name: i for i, name in enumerate(State._fields)}
STATE_FIELD: dict[str, int] = _S
"""The index of each :class:`State` field, for :func:`with_field`."""
S_PLAYERS, S_RESTED, S_DECISION, S_BATTLE, S_STACK = (
    _S["players"],
    _S["rested"],
    _S["decision"],
    _S["battle"],
    _S["stack"],
)


def with_field(state: State, index: int, value: object) -> State:
    """``state`` with one field (by its index, e.g. ``S_RESTED``) replaced: the hot path's
    cheaper ``_replace``."""
    values: list[object] = list(state)
    values[index] = value
    return _new(State, values)
