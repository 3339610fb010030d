"""Building the :class:`~vgwidget.engine.state.State` a position describes: every part read and
checked (the player sides, the battle), the card instances made, the decks filled with the
game's own seeded generator, and the task stack that resumes play at the position's phase and
step; and :func:`load`, from a path, TOML text or data to a game's starting point."""

from __future__ import annotations

from collections.abc import Mapping
from os import PathLike
from typing import Any, NamedTuple

from .. import rng
from ..abilities.resolve import Ref, _once_flag
from ..bonuses import PERSONA_FLAG
from ..cardfile import with_cards
from ..cards import Card, CardPool, default_pool, pseudo_definitions
from ..errors import CardDataError
from ..flow import resume
from ..procedures.checks import CHECK_STARTS, resume_check
from ..state import (
    CIRCLE_INDEX,
    CIRCLES,
    Battle,
    CardMarks,
    CardTable,
    Mod,
    PlayerState,
    State,
    Task,
)
from ..timeline import extras_problems
from .battle import _BattleSide
from .keys import EXTRA_KEYS, GAME_KEYS, TOP_KEYS, PositionError
from .players import _PlayerSide
from .reading import _json_safe, parse_toml, read_source


def resume_tasks(fmt: str, phase: str, step: str = "", *, battle: bool = False) -> tuple[Task, ...]:
    """The tasks (first to run first) that carry a turn on from ``phase``/``step``, read from
    the turn's declared flow (:func:`vgwidget.engine.flow.resume`): a position sits
    after its stage's "at the beginning of" window and before the stage's own work.

    >>> [t.name for t in resume_tasks("standard", "main")]
    ['main-offer', 'stage', 'stage', 'begin-turn']
    """
    return resume(fmt, phase, step, battle=battle)


# ---------------------------------------------------------------------------- loading


class Loaded(NamedTuple):
    """A position ready to play: the state, and what the file said besides the board."""

    state: State
    data: dict[str, Any]
    """The file's data, JSON-safe (a game record stores it to replay the game)."""
    extras: dict[str, Any]
    """The ``meta``, ``script``, ``expect`` and ``final`` tables, if any."""
    title: str | None
    seed: int


def load(
    source: str | PathLike[str] | Mapping[str, Any],
    *,
    pool: CardPool | None = None,
    where: str | None = None,
) -> Loaded:
    """Read a position from a path, TOML text or parsed data, and build its state."""
    lines: dict[str, int] = {}
    if isinstance(source, Mapping):
        data = dict(source)
        where = where or "position"
    else:
        text, name = read_source(source)
        where = where or name
        data, lines = parse_toml(text, where)
    if "cards" in data:
        pool = _with_cards(data["cards"], pool, where, lines)
    state = to_state(data, pool=pool, where=where, lines=lines)
    safe = _json_safe(data)
    assert isinstance(safe, dict)
    extras = {k: safe[k] for k in EXTRA_KEYS if k in safe}
    meta = safe.get("meta")
    title = meta.get("title") if isinstance(meta, dict) else None
    seed = safe.get("game", {}).get("seed", 0)
    return Loaded(
        state,
        safe,
        extras,
        title if isinstance(title, str) else None,
        seed if isinstance(seed, int) else 0,
    )


def _with_cards(
    items: Any, pool: CardPool | None, where: str, lines: Mapping[str, int]
) -> CardPool:
    """The pool with the position's own ``[[cards]]`` (see :mod:`vgwidget.engine.cardfile`)."""

    def place(i: int) -> str:
        line = lines.get(f"cards.{i}")
        return f"line {line} (cards.{i})" if line else f"cards.{i}"

    try:
        return with_cards(items, pool, where="cards", place=place)[0]
    except CardDataError as e:
        raise PositionError(where, [str(e)]) from None


# ---------------------------------------------------------------------------- building


class _Builder(_PlayerSide, _BattleSide):
    """Reads, checks and builds one position: see :func:`to_state`."""

    # ---------------------------------------------------------------- the whole position
    def build(self) -> State:
        top = self.table(self.data, (), TOP_KEYS, required=("game", "players"))
        for path, message in extras_problems(top, self.card_problem):
            self.problem(path, message)
        game = self.table(
            top.get("game"),
            ("game",),
            GAME_KEYS,
            required=("format", "turn", "turn_player", "phase"),
        )
        self.read_game(game)
        players = self.table(top.get("players"), ("players",), ("1", "2"), required=("1", "2"))
        sides = [self.read_player(p, players.get(str(p + 1))) for p in (0, 1)]
        battle = self.read_battle(top.get("battle"), sides)
        self.guardians = battle["guardians"] if battle is not None else []
        mods = self.read_modifiers(top.get("modifiers"), sides, battle is not None)
        for p in (0, 1):
            self.check_player(p, sides[p], battle)
        self.check_at = self.read_check(top.get("check"), sides, battle)
        self.pending = self.read_refs(top.get("pending"), ("pending",), sides, "pending")
        self.used_once = self.read_refs(game.get("used_once"), ("game", "used_once"), sides, "used")
        self.done = self.read_done(game.get("done"))
        r = rng.seed_state(self.seed)
        decks: list[list[Card]] = []
        for p in (0, 1):
            r, deck = self.fill_deck(p, sides[p], r)
            decks.append(deck)
        self.fail_if_problems()
        state = self.assemble(sides, decks, battle, mods, r)
        self.check_battle_by_the_rules(state)
        self.fail_if_problems()
        return state

    def assemble(
        self,
        sides: list[dict[str, Any]],
        decks: list[list[Card]],
        battle: dict[str, Any] | None,
        mods: list[tuple[int, str, Mod]],
        r: int,
    ) -> State:
        cards: list[Card] = []
        owner: list[int] = []
        rested: set[int] = set()
        face_down: set[int] = set()
        face_up: set[int] = set()
        locked: set[int] = set()
        deleted: set[int] = set()
        at: dict[tuple[int, str], int] = {}
        legioned: set[int] = set()
        guardians: tuple[int, ...] = ()

        def new(card: Card, p: int) -> int:
            cards.append(card)
            owner.append(p)
            return len(cards) - 1

        players: list[PlayerState] = []
        for p in (0, 1):
            side = sides[p]
            dress: list[int] = []
            dressed: list[tuple[int, int]] = []
            xover: list[int] = []
            gauge: list[int] = []
            gauge_ties: list[tuple[int, int]] = []
            accel: tuple[str, ...] = side["accel"]
            made = side["accel_made"]
            circles: list[int | None] = [None] * (6 + made)
            for c in (*CIRCLES, *accel):
                e = side["circles"].get(c)
                if e is None:
                    continue
                iid = new(e.card, p)
                circles[CIRCLE_INDEX[c]] = iid
                at[(p, c)] = iid
                for o in side["dress"].get(c, ()):
                    oid = new(o.card, p)
                    dress.append(oid)
                    dressed.append((oid, iid))
                if c in side["dress"] and c in side.get("xover", ()):
                    xover.append(iid)
                for o in side["gauge"].get(c, ()):
                    gid = new(o.card, p)
                    gauge.append(gid)
                    gauge_ties.append((gid, iid))
                if "rested" in e.flags:
                    rested.add(iid)
                if "locked" in e.flags:
                    locked.add(iid)
                    face_down.add(iid)
                if "deleted" in e.flags:
                    deleted.add(iid)
                    face_down.add(iid)
            if battle is not None and p != self.tp:
                guardians = tuple(new(g.card, p) for g in battle["guardians"])
                rested.update(guardians)
            zones: dict[str, Any] = {}
            zones["hand"] = tuple(new(e.card, p) for e in side["hand"])
            zones["deck"] = tuple(new(c, p) for c in decks[p])
            for z in (
                "ride_deck",
                "soul",
                "damage",
                "drop",
                "bind",
                "removal",
                "order",
                "crest",
                "gzone",
                "heart",
                "trigger",
            ):
                ids = []
                for e in side[z]:
                    iid = new(e.card, p)
                    ids.append(iid)
                    if "face_down" in e.flags:
                        face_down.add(iid)
                    if "face_up" in e.flags:
                        face_up.add(iid)
                zones[z] = tuple(ids)
            for i, oid in enumerate(zones["order"]):
                for o in side["order_gauge"].get(i, ()):  # a set order's gauge
                    gid = new(o.card, p)
                    gauge.append(gid)
                    gauge_ties.append((gid, oid))
            zones["legion"] = tuple(new(e.card, p) for e in side["legion"])
            if zones["legion"] and circles[0] is not None:
                legioned.add(circles[0])  # it has legioned (once per game, LEGION-002)
            players.append(
                PlayerState(
                    circles=tuple(circles),
                    guardians=guardians if (battle is not None and p != self.tp) else (),
                    **zones,
                    dress=tuple(dress),
                    dressed=tuple(dressed),
                    xover=tuple(xover),
                    gauge=tuple(gauge),
                    gauge_ties=tuple(gauge_ties),
                    accel=accel,
                    accel_made=made,
                    markers=side["markers"],
                    gift_types=side["gift_types"],
                    ride_gift=side["ride_gift"],
                    energy=side["energy"],
                )
            )
        bt: Battle | None = None
        if battle is not None:
            ac, _ = battle["attacker"]
            tc, _ = battle["target"]
            booster = battle.get("booster")
            bt = Battle(
                attacker=at[(self.tp, ac)],
                attacker_circle=ac,
                target=at[(1 - self.tp, tc)],
                target_player=1 - self.tp,
                target_circle=tc,
                booster=at[(self.tp, booster[0])] if booster else None,
                booster_circle=booster[0] if booster else None,
                guardians=guardians,
                also=tuple((at[(1 - self.tp, c)], c) for c in battle.get("also", [])),
                guarding=tuple(at[(1 - self.tp, c)] for c in battle.get("guarding", [])),
            )
        state_mods = tuple(m._replace(target=at[(p, c)]) for p, c, m in mods)

        def iid_of(p: int, place: str, index: int) -> int:
            return at[(p, place)] if place in CIRCLES else getattr(players[p], place)[index]

        if self.check_at is not None and bt is not None:
            kind, checker, i, n = self.check_at
            if kind == "damage":
                bt = bt._replace(hit=True)  # damage checks follow a hit
            revealed = players[checker].trigger[0]
            tasks = (
                *resume_check(kind, checker, revealed, i, n),
                *resume(self.fmt.name, "battle", kind, battle=True, after=CHECK_STARTS[kind]),
            )
        else:
            tasks = resume_tasks(self.fmt.name, self.phase, self.step, battle=bt is not None)
        pending = []
        for p, place, index, ab in self.pending:
            iid = iid_of(p, place, index)
            pending.append(Ref(p, iid, ab, timing=cards[iid].abilities[ab].timing))
        flags = set(self.done) | {
            _once_flag(iid_of(p, pl, x), ab) for p, pl, x, ab in self.used_once
        }
        if self.phase in ("main", "battle", "end"):
            flags.add("ride")
        return State(
            table=CardTable(
                tuple(cards),
                tuple(owner),
                self.fmt,
                frozenset(c for ps in players for c in ps.ride_deck),
                pseudo_definitions(cards, self.pool),
            ),
            players=(players[0], players[1]),
            turn=self.turn,
            turn_player=self.tp,
            first_player=self.first,
            phase=self.phase,
            step=self.step,
            rested=frozenset(rested),
            face_down=frozenset(face_down),
            locked=frozenset(locked),
            deleted=frozenset(deleted),
            mods=state_mods,
            battle=bt,
            stack=tuple(reversed(tasks)),
            decision=None,
            turn_flags=frozenset(flags)
            | (frozenset({PERSONA_FLAG}) if self.persona else frozenset()),
            rng=r,
            pending=tuple(pending),
            marks=CardMarks(face_up=frozenset(face_up), legioned=frozenset(legioned)),
        )


def to_state(
    data: Mapping[str, Any],
    *,
    pool: CardPool | None = None,
    where: str = "position",
    lines: Mapping[str, int] | None = None,
) -> State:
    """Build the :class:`State` a position describes, with the task stack that resumes play
    at its phase and step. Raises :class:`PositionError` listing every problem."""
    return _Builder(data, pool or default_pool(), where, lines or {}).build()
