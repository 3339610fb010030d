"""Deck statistics at scale: many seeded games between two decks, played by computer opponents.

>>> from vgwidget.simulate import simulate
>>> sim = simulate(games=4, jobs=1, seed=10)
>>> sim.summary()["games"], len(sim.rows)
(4, 4)
>>> 0.0 <= sim.summary()["deck1_win_rate"] <= 1.0
True

Game ``k`` of a run uses engine seed ``seed + k`` and bot seeds derived from it, so a run's
figures do not depend on how many processes played it (``jobs``) or on which machines (Dask).
Deck 1 is always Player 1; who goes first is the game's own coin toss (``setup.first-player``),
so "by seat" below means going first or second.

What a run reports, per game (:class:`GameRow`) and in :meth:`Simulation.summary`:

* who won, who went first, and so the win rate of each deck going first and going second;
* how long the game lasted (turns and decisions);
* the damage each side had at the end;
* how often each kind of trigger was checked for each deck (drive and damage checks), and in
  how many games each deck checked a heal trigger at least once.

Processes: ``jobs`` local worker processes (default: every core). Several machines: pass a
Dask ``distributed.Client`` (or a scheduler address) as ``dask=`` -- the optional extra
``pip install vgwidget[scale]``; the games are mapped onto the cluster as plain tasks.
"""

from __future__ import annotations

import importlib
import os
import statistics
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, Any, NamedTuple

from . import bots
from .engine.cards import default_pool
from .engine.decks import Deck, load_deck, parse_deck, teaching_decks
from .engine.errors import VanguardError
from .engine.formats import Format, format_variant, get_format
from .engine.game import Game

DeckArg = Deck | str | Path | None
TRIGGER_KINDS = ("critical", "draw", "heal", "front", "over", "stand", "none")
"""Trigger kinds counted (``none``: a checked card with no trigger icon)."""


class SimulationError(VanguardError):
    """A simulation that cannot run as asked (bad counts, levels or scheduler)."""


class GameSpec(NamedTuple):
    """Everything a worker needs to play one game (plain, picklable data)."""

    k: int
    seed: int
    fmt: str
    decks: tuple[str, str]
    """The two deck lists, as text (a deck list is plain data to ship to a worker)."""
    levels: tuple[str, str]
    playouts: int
    variants: tuple[str, ...] = ()
    """The format's named variants the games are played with (names: plain data)."""


def _spec_format(spec: GameSpec) -> str | Format:
    """The format a worker plays: the format's name, or the format with the spec's variants."""
    return format_variant(spec.fmt, *spec.variants) if spec.variants else spec.fmt


@dataclass
class GameRow:
    """One finished game of a simulation."""

    k: int
    seed: int
    winner: int | None
    """0 (deck 1), 1 (deck 2) or ``None`` (a draw, or stopped unfinished)."""
    first_player: int
    turns: int
    decisions: int
    damage: tuple[int, int]
    triggers: tuple[dict[str, int], dict[str, int]]
    """For each deck: how many cards of each trigger kind it checked."""
    reason: str
    """The rule that ended the game (``win.damage``, ``win.deck-out``, ...)."""


def play_game(spec: GameSpec) -> GameRow:
    """Play one game of a simulation to the end (runs in a worker process)."""
    d1, d2 = (parse_deck(t, where=f"deck {i + 1}") for i, t in enumerate(spec.decks))
    g = Game.new(d1, d2, seed=spec.seed, format=_spec_format(spec))
    players = [
        bots.make(
            lv,
            seed=2 * spec.seed + i,
            **({"playouts": spec.playouts} if lv == "lookahead" else {}),
        )
        for i, lv in enumerate(spec.levels)
    ]
    n = bots.play_out(g, players, max_decisions=5_000)
    s = g.state
    cards, owner = s.table.cards, s.table.owner
    triggers: tuple[Counter[str], Counter[str]] = (Counter(), Counter())
    for e in g.events:
        if e.rule == "trigger.check" and e.cards:
            iid = e.cards[0]
            triggers[owner[iid]][cards[iid].trigger or "none"] += 1
    r = s.result
    return GameRow(
        k=spec.k,
        seed=spec.seed,
        winner=None if r is None else r.winner,
        first_player=s.first_player,
        turns=s.turn,
        decisions=n,
        damage=(len(s.players[0].damage), len(s.players[1].damage)),
        triggers=(dict(triggers[0]), dict(triggers[1])),
        reason="unfinished" if r is None else r.rule,
    )


@dataclass
class Simulation:
    """The games of a run and what they add up to."""

    format: str
    decks: tuple[str, str]
    """The two decks' names."""
    levels: tuple[str, str]
    rows: list[GameRow] = field(default_factory=list)
    variants: tuple[str, ...] = ()
    """Premium's named variants the games were played with."""

    def summary(self) -> dict[str, Any]:
        """The run in figures (JSON-safe); see the module's description."""
        rows = self.rows
        n = len(rows)
        if n == 0:
            return {"games": 0}

        def rate(sel: list[GameRow], who: int) -> float | None:
            return round(sum(r.winner == who for r in sel) / len(sel), 4) if sel else None

        first = [r for r in rows if r.first_player == 0]
        second = [r for r in rows if r.first_player == 1]
        trig: list[dict[str, float]] = []
        heal_games: list[float] = []
        for p in (0, 1):
            total: Counter[str] = Counter()
            for r in rows:
                total.update(r.triggers[p])
            trig.append({t: round(total[t] / n, 3) for t in TRIGGER_KINDS if total[t]})
            heal_games.append(round(sum(r.triggers[p].get("heal", 0) > 0 for r in rows) / n, 4))
        return {
            "games": n,
            "format": self.format,
            **({"variants": list(self.variants)} if self.variants else {}),
            "decks": list(self.decks),
            "levels": list(self.levels),
            "deck1_win_rate": rate(rows, 0),
            "deck2_win_rate": rate(rows, 1),
            "draws_or_unfinished": sum(r.winner is None for r in rows),
            "first_player_win_rate": round(sum(r.winner == r.first_player for r in rows) / n, 4),
            "deck1_going_first": {"games": len(first), "win_rate": rate(first, 0)},
            "deck1_going_second": {"games": len(second), "win_rate": rate(second, 0)},
            "turns": _spread([r.turns for r in rows]),
            "decisions": _spread([r.decisions for r in rows]),
            "damage_at_end": [_spread([r.damage[p] for r in rows]) for p in (0, 1)],
            "triggers_checked_per_game": trig,
            "games_with_a_heal_checked": heal_games,
            "ended_by": dict(Counter(r.reason for r in rows).most_common()),
        }

    def table(self) -> str:
        """The summary as a small text table (one row per figure, one column per deck)."""
        s = self.summary()
        if not s["games"]:
            return "no games"
        d1, d2 = self.decks
        w = max(len(d1), len(d2), 12)
        lines = [
            f"{s['games']} games, {self.format}"
            + "".join(f" ({v})" for v in self.variants)
            + f", {self.levels[0]} vs {self.levels[1]}",
            f"{'':34s} {d1:>{w}s} {d2:>{w}s}",
        ]

        def row(label: str, a: object, b: object) -> None:
            lines.append(f"{label:34s} {_fmt(a):>{w}s} {_fmt(b):>{w}s}")

        row("win rate", s["deck1_win_rate"], s["deck2_win_rate"])
        g1, g2 = s["deck1_going_first"], s["deck1_going_second"]
        row("win rate going first", g1["win_rate"], _other(g2["win_rate"], g2["games"]))
        row("win rate going second", g2["win_rate"], _other(g1["win_rate"], g1["games"]))
        row(
            "damage at the end (mean)", s["damage_at_end"][0]["mean"], s["damage_at_end"][1]["mean"]
        )
        for t in TRIGGER_KINDS:
            a = s["triggers_checked_per_game"][0].get(t)
            b = s["triggers_checked_per_game"][1].get(t)
            if a is not None or b is not None:
                label = "checks without a trigger" if t == "none" else f"{t} checks"
                row(f"{label} per game", a or 0.0, b or 0.0)
        row("games with a heal checked", *s["games_with_a_heal_checked"])
        lines.append(
            f"game length: {s['turns']['mean']} turns on average (median {s['turns']['median']}),"
            f" {s['decisions']['mean']} decisions; first player wins "
            f"{100 * s['first_player_win_rate']:.1f}%"
        )
        return "\n".join(lines)

    def plot(self, fig: Any = None) -> Any:
        """A matplotlib figure: game length, damage at the end, triggers checked per game
        (needs matplotlib, not a dependency of vgwidget)."""
        plt = importlib.import_module("matplotlib.pyplot")

        s = self.summary()
        if fig is None:
            fig = plt.figure(figsize=(11, 3.4))
        ax1, ax2, ax3 = fig.subplots(1, 3)
        turns = [r.turns for r in self.rows]
        bins = range(min(turns), max(turns) + 2) if turns else 1
        for p, name in enumerate(self.decks):
            ax1.hist(
                [r.turns for r in self.rows if r.winner == p],
                bins=bins,
                alpha=0.6,
                label=f"{name} wins",
            )
        ax1.set(title="Game length", xlabel="turns", ylabel="games")
        ax1.legend(fontsize=7)
        width = 0.4
        for p, name in enumerate(self.decks):
            counts = Counter(r.damage[p] for r in self.rows)
            xs = list(range(0, 7))
            ax2.bar([x + (p - 0.5) * width for x in xs], [counts[x] for x in xs], width, label=name)
        ax2.set(title="Damage at the end", xlabel="damage", ylabel="games")
        ax2.legend(fontsize=7)
        kinds = [t for t in TRIGGER_KINDS if t != "none"]
        for p, name in enumerate(self.decks):
            vals = [s["triggers_checked_per_game"][p].get(t, 0.0) for t in kinds]
            ax3.bar([i + (p - 0.5) * width for i in range(len(kinds))], vals, width, label=name)
        ax3.set_xticks(range(len(kinds)), kinds, fontsize=8)
        ax3.set(title="Triggers checked per game", ylabel="checks")
        ax3.legend(fontsize=7)
        fig.tight_layout()
        return fig


def _spread(values: list[int]) -> dict[str, float]:
    return {
        "mean": round(statistics.fmean(values), 2),
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
    }


def _fmt(v: object) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.3f}"
    return str(v)


def _other(rate: float | None, games: int) -> float | None:
    """Deck 2's win rate in the games where deck 1 had the other seat."""
    return None if rate is None or not games else round(1 - rate, 4)


def _deck(d: DeckArg, default: Deck, where: str) -> Deck:
    if d is None:
        return default
    if isinstance(d, Deck):
        return d
    if isinstance(d, Path):
        return load_deck(d)
    if isinstance(d, str):
        if "\n" not in d and Path(d).is_file():
            return load_deck(d)
        return parse_deck(d, where=where)
    raise SimulationError(f"{where}: a deck is a Deck, a deck list (text or path) or None")


class Progress:
    """A one-line text progress bar (``[#####-----] 12/40 games``) on a stream."""

    def __init__(self, total: int, stream: IO[str] | None = None, width: int = 30) -> None:
        self.total, self.done, self.width = total, 0, width
        self.stream = stream if stream is not None else sys.stderr

    def step(self, n: int = 1) -> None:
        self.done += n
        filled = self.width * self.done // max(1, self.total)
        end = "\n" if self.done >= self.total else ""
        self.stream.write(
            f"\r[{'#' * filled}{'-' * (self.width - filled)}] {self.done}/{self.total} games{end}"
        )
        self.stream.flush()


def _local(specs: list[GameSpec], jobs: int) -> Iterator[GameRow]:
    if jobs == 1 or len(specs) == 1:
        yield from map(play_game, specs)
        return
    from concurrent.futures import ProcessPoolExecutor, as_completed

    with ProcessPoolExecutor(jobs) as ex:
        for f in as_completed([ex.submit(play_game, s) for s in specs]):
            yield f.result()


def _dask(specs: list[GameSpec], client: Any) -> Iterator[GameRow]:
    try:
        distributed = importlib.import_module("distributed")
    except ImportError:  # pragma: no cover - depends on the optional extra
        raise SimulationError(
            "Dask is not installed: pip install 'vgwidget[scale]' (dask[distributed])"
        ) from None
    own = isinstance(client, str)
    c = distributed.Client(client) if own else client
    try:
        futures = c.map(play_game, specs, pure=False)
        for f in distributed.as_completed(futures):
            yield f.result()
    finally:
        if own:
            c.close()


def simulate(
    deck1: DeckArg = None,
    deck2: DeckArg = None,
    *,
    games: int = 100,
    format: str | Format = "standard",  # noqa: A002 - the documented keyword, as Game.new
    seed: int = 0,
    levels: tuple[str, str] | str = ("greedy", "greedy"),
    playouts: int = 16,
    jobs: int | None = None,
    dask: Any = None,
    progress: bool | IO[str] = False,
) -> Simulation:
    """Play ``games`` seeded games of ``deck1`` (Player 1) against ``deck2`` and collect the
    statistics (see the module's description).

    Decks are :class:`Deck` objects, deck-list text or paths to deck-list files (``None``: the
    format's teaching decks). ``levels`` are the bots playing each deck (one name for both);
    ``playouts`` is the budget of a ``lookahead`` level. ``jobs``: local worker processes
    (default: every core; 1 plays in this process). ``dask``: a ``distributed.Client`` or a
    scheduler address, to play on a Dask cluster instead. ``progress``: a progress bar on
    standard error (or on the given stream).
    """
    chosen = get_format(format)
    fmt = chosen.name
    if type(games) is not int or games < 1:
        raise SimulationError(f"games is a whole number >= 1, not {games!r}")
    if type(seed) is not int:
        raise SimulationError(f"the seed is a whole number (an int), not {type(seed).__name__}")
    lv = (levels, levels) if isinstance(levels, str) else tuple(levels)
    if len(lv) != 2 or any(x not in bots.LEVELS for x in lv):
        raise SimulationError(f"levels are two of {', '.join(bots.LEVELS)}, not {levels!r}")
    if jobs is None:
        jobs = os.cpu_count() or 1
    if type(jobs) is not int or jobs < 1:
        raise SimulationError(f"jobs is a whole number >= 1, not {jobs!r}")
    t1, t2 = teaching_decks(fmt)
    decks = (_deck(deck1, t1, "deck 1"), _deck(deck2, t2, "deck 2"))
    # fail here, once, with every problem named, rather than in every worker
    Game.new(decks[0], decks[1], seed=seed, format=chosen, pool=default_pool())
    texts = (decks[0].to_text(), decks[1].to_text())
    specs = [
        GameSpec(k, seed + k, fmt, texts, (lv[0], lv[1]), playouts, chosen.variants)
        for k in range(games)
    ]
    bar: Progress | None = None
    if progress:
        bar = Progress(games, None if progress is True else progress)
    source: Iterable[GameRow] = _dask(specs, dask) if dask is not None else _local(specs, jobs)
    rows: list[GameRow] = []
    for row in source:
        rows.append(row)
        if bar is not None:
            bar.step()
    rows.sort(key=lambda r: r.k)
    return Simulation(
        fmt, (decks[0].name, decks[1].name), (lv[0], lv[1]), rows, variants=chosen.variants
    )


def rows_as_dicts(sim: Simulation) -> list[dict[str, Any]]:
    """The per-game rows as JSON-safe dicts."""
    return [asdict(r) for r in sim.rows]


__all__ = ["GameRow", "GameSpec", "Simulation", "SimulationError", "play_game", "simulate"]
