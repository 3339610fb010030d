"""The long random run: seeded random games to the end, every invariant checked after every event.

For each *profile* (a format and the decks played) and each seed ``s`` from ``--seed-start``,
a game ``Game.new(..., seed=s, format=fmt)`` is played to the end choosing uniformly among
``legal_actions()`` with its own ``random.Random(s)``. Then the whole history is checked,
event by event (``game.snapshots[i]`` is the board right after ``game.events[i]``):

* ``places``  -- every card instance is in exactly one place (a zone, a circle or the guardian
  circle), one of its owner's: never two, never none;
* ``flags``   -- no card off the field (any zone but the six circles and the guardian circle)
  is rested, locked, deleted or the target of a modifier; a card is face down only in the
  damage zone (counter blast), as the first vanguard before stand up, as a locked rear-guard
  or as a deleted vanguard (and its legion mate), and a locked or deleted card is face down;
* ``expiry``  -- an "until end of turn" modifier does not survive into a later turn;
* ``idle``    -- where a player decides outside a battle, no guardian, no card in the trigger
  zone and no "until end of battle" modifier is left;
* ``rule-action`` -- where a player decides after a check timing (ride, main, attack, boost,
  guard, ability order), nobody has six damage, an empty deck or an empty vanguard circle;
* ``rule``    -- every event cites a rule that is in the catalogue and belongs to the format;
* ``replay``  -- ``Game.from_json(game.to_json())`` loads and gives the same explain log;
* ``end``     -- the game ends within ``--max-decisions`` decisions;
* ``no-actions`` -- ``legal_actions()`` is never empty where a player must decide;
* ``crash``   -- applying a listed action never raises;
* ``active``  -- a Limit Break or Generation Break AUTO triggers only while its condition
  holds, and once triggered it is not stopped at resolution for that condition alone (an
  *active* condition is checked once, CR 4.55 §14.2.3.2.1): a waiting ability that does
  nothing for "no longer has its condition met" must have lost one of its other conditions.

Every summary also counts how often a triggered Limit Break / Generation Break AUTO resolved
after its condition had stopped holding (a heal or a deleted G vanguard in between): the
case the ``active`` check is about, seen in the random games and not only possible.

The state checks live in ``tests/invariants.py`` (shared with the conformance tests).

Profiles: ``standard``, ``classic`` and ``premium`` (the G era) play the default teaching decks;
``standard-abilities`` and ``classic-abilities`` play the ability teaching decks (the matches
of ``tests/test_abilities_conformance.py``), where AUTO/ACT/CONT abilities fire;
``standard-gifts`` plays the gift decks (``standard-5`` against ``standard-6``), where persona
rides and Force, Accel and Protect gifts come up. The rulings profiles play the mechanisms added
as card data: ``classic-rulings`` (``classic-4`` against ``classic-5``: lock, hold-lock, delete,
cannot-stand, limit break relief, Mega Blast, cross ride, especial blasts, comparisons, the
first battle against a rear-guard, looking at up to N, legion from the soul, retiring the legion
mate, an attack on two units, a Limit Break 4 AUTO whose damage a heal of the same timing
lowers before it resolves), ``premium-rulings`` (the same with a G deck, ``premium-4``: a G
unit at the end of the ride phase, a Generation Break AUTO whose G vanguard an ability of the
same timing deletes before it resolves) and ``standard-more`` (``standard-7`` against
``standard-8``: multi-target attacks, legion by card text, a rear-guard that drive checks,
gifts from an effect, an Accel marker removed, a gauge on a set order, an ability working
from the damage zone, XoverDress, a ticket played as a blitz order, a set order rested by its
cost).
``--tally`` counts the events of each kind and rule over the run, to see which of them the
random player reached.

Usage::

    python benchmarks/fuzz.py [--games N] [--formats standard,classic,...] [--seed-start S]
                              [--jobs J] [--stop-on-first] [--max-decisions D] [--no-replay]
                              [--tally]
    python benchmarks/fuzz.py --show PROFILE:SEED:EVENT     # the events around a violation

Prints a progress line now and then, a summary per profile (games, decisions, events, time,
violations) and each violation (first 20) as ``profile seed S event E [kind] message``.
Exit status: 0 when no invariant was broken, 1 otherwise, 2 on bad arguments.
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

# Run from a checkout without installing: the repo root (vgwidget) and tests/ (the shared
# invariants) must be importable.
_ROOT = Path(__file__).resolve().parent.parent
for _p in (_ROOT, _ROOT / "tests"):
    if str(_p) not in sys.path:
        sys.path.insert(0, str(_p))

from invariants import (  # noqa: E402
    ability_decks,
    flag_problems,
    idle_problems,
    loss_problems,
    place_problems,
    rule_problems,
)

from vgwidget.engine.abilities.conditions import holds, limit_break_relief, still_holds  # noqa: E402
from vgwidget.engine.abilities.cont import cont_effects  # noqa: E402
from vgwidget.engine.abilities.refs import Ref  # noqa: E402
from vgwidget.engine.abilities.vocabulary import ACTIVE_CONDITIONS  # noqa: E402
from vgwidget.engine.game import Game  # noqa: E402
from vgwidget.engine.state import VC, Mod, State  # noqa: E402

PROFILES: dict[str, tuple[str, str | None]] = {
    "standard": ("standard", None),
    "classic": ("classic", None),
    "standard-abilities": ("standard", "standard"),
    "classic-abilities": ("classic", "classic"),
    "standard-gifts": ("standard", "standard-gifts"),
    "premium": ("premium", None),
    "premium-abilities": ("premium", "premium"),
    "classic-rulings": ("classic", "classic-rulings"),
    "premium-rulings": ("premium", "premium-rulings"),
    "standard-more": ("standard", "standard-more"),
}
"""Profile name -> (format, the teaching-deck match played: ``invariants.DECK_MATCHES``;
``None``: the default teaching decks)."""
DEFAULT_GAMES = 2000
MAX_DECISIONS = 5000
"""A random game still going after this many decisions has run away (reported as ``end``)."""
SHOW = 20
"""How many violations are printed in full."""


@dataclass(frozen=True)
class Violation:
    """One broken invariant: where (profile, seed, event number) and what."""

    profile: str
    seed: int
    event: int | None
    """The ``seq`` of the event after which the invariant was first broken (None: the game)."""
    kind: str
    message: str
    repeats: int = 1
    """How many events in the game broke it the same way (same message)."""
    rule: str | None = None
    """The rule cited by that event (what the engine was doing)."""

    def __str__(self) -> str:
        at = f"event {self.event}" if self.event is not None else "game"
        if self.rule:
            at += f" ({self.rule})"
        more = f" (and {self.repeats - 1} later events)" if self.repeats > 1 else ""
        return f"{self.profile} seed {self.seed} {at} [{self.kind}] {self.message}{more}"

    @property
    def signature(self) -> str:
        """The message with card ids, names and numbers blanked, and the rule of the event:
        same bug, same signature. (Past a colon, where the details start, the message is dropped,
        except for ``places``: a wrong citation is grouped by the rule cited, a modifier off
        the field whatever its amount.)"""
        text = self.message if self.kind == "places" else self.message.split(": ")[0]
        text = re.sub(r"\d+", "N", re.sub(r"“[^”]*”", "“…”", text))
        return f"[{self.kind}] at ({self.rule or '-'}) {text}"


@dataclass
class GameReport:
    """What one checked game gave."""

    profile: str
    seed: int
    decisions: int
    events: int
    ended: bool
    result: str | None
    seconds: float
    violations: list[Violation] = field(default_factory=list)
    tally: Counter[str] = field(default_factory=Counter)
    """Events by ``kind rule`` (how often the game did each thing), and the abilities used
    (see :func:`ability_tally`)."""
    late_active: Counter[str] = field(default_factory=Counter)
    """Per active condition (``limit-break``, ``generation-break``): how many triggered AUTO
    abilities resolved after it had stopped holding (see :func:`_check_active`)."""


@dataclass
class Summary:
    """The totals of one profile."""

    profile: str
    games: int = 0
    decisions: int = 0
    events: int = 0
    seconds: float = 0.0
    """Wall-clock time of the profile's run."""
    results: dict[str, int] = field(default_factory=dict)
    violations: list[Violation] = field(default_factory=list)
    bad_games: int = 0
    tally: Counter[str] = field(default_factory=Counter)
    """Events by ``kind rule`` over every game."""
    late_active: Counter[str] = field(default_factory=Counter)
    """Limit Break / Generation Break AUTO abilities resolved after their condition went."""

    def add(self, r: GameReport) -> None:
        self.games += 1
        self.tally.update(r.tally)
        self.late_active.update(r.late_active)
        self.decisions += r.decisions
        self.events += r.events
        key = r.result or "unfinished"
        self.results[key] = self.results.get(key, 0) + 1
        self.violations += r.violations
        self.bad_games += bool(r.violations)

    def line(self) -> str:
        rate = self.games / self.seconds if self.seconds else 0.0
        return (
            f"{self.profile:<19} {self.games:>6} games {self.decisions:>9,} decisions "
            f"{self.events:>10,} events {self.seconds:>8.1f} s ({rate:5.1f} games/s)  "
            f"violations: {len(self.violations)} in {self.bad_games} games"
        )

    def late_line(self) -> str:
        """How many triggered Limit Break / Generation Break AUTO abilities resolved after
        their condition had stopped holding."""
        counts = ", ".join(f"{k} {self.late_active[k]}" for k in sorted(ACTIVE_CONDITIONS))
        return f"  {self.profile}: resolved after the active condition went: {counts}"


def new_game(profile: str, seed: int) -> Game:
    """The game of ``seed`` in ``profile`` (before any decision)."""
    fmt, match = PROFILES[profile]
    if match is not None:
        d1, d2 = ability_decks(match)
        return Game.new(d1, d2, seed=seed, format=fmt)
    return Game.new(seed=seed, format=fmt)


class _Collector:
    """Violations of one game, one per distinct (kind, message), first event kept."""

    def __init__(self, profile: str, seed: int) -> None:
        self.profile, self.seed = profile, seed
        self._first: dict[tuple[str, str], tuple[int | None, str | None]] = {}
        self._count: dict[tuple[str, str], int] = {}

    def add(self, kind: str, event: int | None, message: str, rule: str | None = None) -> None:
        key = (kind, message)
        if key not in self._first:
            self._first[key] = (event, rule)
        self._count[key] = self._count.get(key, 0) + 1

    def result(self) -> list[Violation]:
        out = [
            Violation(self.profile, self.seed, ev, kind, msg, self._count[(kind, msg)], rule)
            for (kind, msg), (ev, rule) in self._first.items()
        ]
        return sorted(out, key=lambda v: (-1 if v.event is None else v.event, v.kind))


def _last(g: Game) -> str | None:
    return g.events[-1].rule if g.events else None


def _play(g: Game, rnd: random.Random, out: _Collector, max_decisions: int) -> int:
    """Play ``g`` to its end with uniform random choices; returns the decisions taken."""
    for n in range(max_decisions):
        if g.is_over:
            return n
        actions = g.legal_actions()
        if not actions:
            out.add("no-actions", g.last_event, f"no legal action at {g.decision}", _last(g))
            return n
        a = rnd.choice(actions)
        try:
            g.apply(a)
        except Exception as exc:  # an engine error is a finding, not the end of the run
            out.add(
                "crash",
                g.last_event,
                f"applying listed action {a.to_dict()} raised {type(exc).__name__}: {exc}",
                _last(g),
            )
            return n
    if not g.is_over:
        out.add("end", g.last_event, f"still going after {max_decisions} decisions", _last(g))
    return max_decisions


def _check_history(g: Game, fmt: str, out: _Collector) -> None:
    """Every state invariant after every event, and the rule every event cites."""
    prev: State | None = None
    turn_mods: dict[Mod, int] = {}
    for e, s in zip(g.events, g.snapshots, strict=True):
        if s is prev:
            continue
        prev = s
        for msg in place_problems(s):
            out.add("places", e.seq, msg, e.rule)
        for msg in flag_problems(s):
            out.add("flags", e.seq, msg, e.rule)
        # "until end of turn" modifiers: remember the turn each was first seen in.
        turn_mods = {m: turn_mods.get(m, s.turn) for m in s.mods if m.until == "turn"}
        for m, t in turn_mods.items():
            if t != s.turn:
                out.add(
                    "expiry",
                    e.seq,
                    f"a modifier until end of turn from turn {t} is still there in turn "
                    f"{s.turn}: {m.amount:+} {m.stat} on card {m.target} ({m.label})",
                    e.rule,
                )
        for msg in idle_problems(s):
            out.add("idle", e.seq, msg, e.rule)
        for msg in loss_problems(s):
            out.add("rule-action", e.seq, msg, e.rule)
    base = g.events[0].seq if g.events else 0
    for seq, msg in rule_problems(g.events, fmt):
        out.add("rule", seq, msg, g.events[seq - base].rule)


def _removed(before: State, after: State, card: int) -> Ref | None:
    """The waiting ability of ``card`` that left the queue between two states (the one that
    starts to resolve), if there is exactly one."""
    left = Counter(r for r in before.pending if isinstance(r, Ref) and r.card == card)
    left.subtract(r for r in after.pending if isinstance(r, Ref) and r.card == card)
    gone = [r for r, n in left.items() if n > 0]
    return gone[0] if len(gone) == 1 else None


def _check_active(g: Game, out: _Collector) -> Counter[str]:
    """The ``active`` invariant (an AUTO with Limit Break / Generation Break triggers only
    while that condition holds and is not stopped for it at resolution: CR 4.55
    §14.2.3.2.1), and, per active condition, how many such abilities resolved after it had
    stopped holding."""
    late: Counter[str] = Counter()
    cards = g.state.table.cards
    prev: State | None = None
    for e, s in zip(g.events, g.snapshots, strict=True):
        before, prev = prev, s
        if not e.cards or before is None:
            continue
        if e.kind == "ability-trigger":
            ref = s.pending[-1] if s.pending else None
            if not isinstance(ref, Ref) or ref.card != e.cards[0]:
                continue
            ab = cards[ref.card].abilities[ref.ability]
            active = tuple(c for c in ab.conditions if c[0] in ACTIVE_CONDITIONS)
            if active and not holds(s, ref.card, active, dict(ref.info)):
                out.add(
                    "active",
                    e.seq,
                    f"card {ref.card} “{cards[ref.card].name}”: an ability triggered without "
                    f"its active condition {active}",
                    e.rule,
                )
        elif e.kind in ("ability-resolve", "ability-fizzle") and e.rule != "ability.once-per-turn":
            ref = _removed(before, s, e.cards[0])
            if ref is None:
                continue
            ab = cards[ref.card].abilities[ref.ability]
            if ab.kind != "AUTO":
                continue
            if e.kind == "ability-fizzle" and still_holds(s, ref.card, ab, dict(ref.info)):
                out.add(
                    "active",
                    e.seq,
                    f"card {ref.card} “{cards[ref.card].name}”: a triggered ability did nothing "
                    "although every condition asked at resolution holds",
                    e.rule,
                )
            if e.kind == "ability-resolve":
                for c in ab.conditions:
                    if c[0] in ACTIVE_CONDITIONS and not holds(s, ref.card, (c,), dict(ref.info)):
                        late[c[0]] += 1
    return late


def _check_replay(g: Game, out: _Collector) -> None:
    """The game's record loads and replays to the same explain log."""
    try:
        again = Game.from_json(g.to_json())
    except Exception as exc:
        out.add("replay", None, f"the record does not load: {type(exc).__name__}: {exc}")
        return
    if again.explain() == g.explain():
        return
    a, b = g.events, again.events
    i = next(
        (i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x.to_dict() != y.to_dict()),
        min(len(a), len(b)),
    )
    mine = a[i].text if i < len(a) else "<end>"
    theirs = b[i].text if i < len(b) else "<end>"
    out.add(
        "replay",
        a[i].seq if i < len(a) else None,
        f"the replayed explain log differs at event index {i} ({len(a)} vs {len(b)} events): "
        f"{mine!r} vs {theirs!r}",
    )


def check_game(
    profile: str,
    seed: int,
    *,
    max_decisions: int = MAX_DECISIONS,
    replay: bool = True,
    tally: bool = False,
) -> GameReport:
    """Play the game of ``seed`` in ``profile`` at random and check every invariant; with
    ``tally``, also count its events by kind and rule and the abilities it used."""
    start = time.perf_counter()
    out = _Collector(profile, seed)
    fmt = PROFILES[profile][0]
    try:
        g = new_game(profile, seed)
    except Exception as exc:
        out.add("crash", None, f"Game.new raised {type(exc).__name__}: {exc}")
        return GameReport(profile, seed, 0, 0, False, None, 0.0, out.result())
    decisions = _play(g, random.Random(seed), out, max_decisions)
    _check_history(g, fmt, out)
    late = _check_active(g, out)
    if replay:
        _check_replay(g, out)
    r = g.result
    return GameReport(
        profile,
        seed,
        decisions,
        len(g.events),
        g.is_over,
        r.rule if r is not None else None,
        time.perf_counter() - start,
        out.result(),
        (Counter(f"{e.kind} {e.rule}" for e in g.events) + ability_tally(g))
        if tally
        else Counter(),
        late,
    )


def ability_tally(g: Game) -> Counter[str]:
    """Which card abilities the game used: ``ACT name`` for each ACT ability played, ``AUTO
    name`` for each AUTO ability resolved, each drive step of an attacking rear-guard (an
    ability let it drive check), and, at each attack, ``CONT name stat amount`` for each CONT
    effect that applied then and ``CONT limit-break relief (Player N)`` where a player's Limit
    Break 4 needed less damage (a CONT ability changes no event of its own)."""
    out: Counter[str] = Counter()
    cards = g.state.table.cards
    for e, s in zip(g.events, g.snapshots, strict=True):
        if e.kind == "act" and e.cards:
            out[f"  ACT {cards[e.cards[0]].name}"] += 1
        elif e.kind == "ability-resolve" and e.cards:
            out[f"  AUTO {cards[e.cards[0]].name}"] += 1
        elif e.kind == "drive" and s.battle is not None and s.battle.attacker_circle != VC:
            out["  drive step of an attacking rear-guard"] += 1
        elif e.kind == "attack":
            for _t, stat, amount, label in cont_effects(s):
                out[f"  CONT {label} {stat} {amount:+}"] += 1
            for p in (0, 1):
                if limit_break_relief(s, p, 4):
                    out[f"  CONT limit-break relief (Player {p + 1})"] += 1
    return out


def _check_one(job: tuple[str, int, int, bool, bool]) -> GameReport:
    profile, seed, max_decisions, replay, tally = job
    return check_game(profile, seed, max_decisions=max_decisions, replay=replay, tally=tally)


def _reports(jobs: list[tuple[str, int, int, bool, bool]], workers: int) -> Iterator[GameReport]:
    if workers <= 1:
        yield from map(_check_one, jobs)
        return
    import multiprocessing

    with multiprocessing.Pool(workers) as pool:
        yield from pool.imap(_check_one, jobs, chunksize=4)


def run(
    profiles: Sequence[str],
    games: int,
    *,
    seed_start: int = 0,
    jobs: int = 1,
    stop_on_first: bool = False,
    max_decisions: int = MAX_DECISIONS,
    replay: bool = True,
    tally: bool = False,
    progress: Callable[[str], None] | None = None,
    progress_every: float = 30.0,
) -> list[Summary]:
    """Check ``games`` games (seeds ``seed_start``...) of each profile; one summary each (with
    ``tally``, counting the events by kind and rule and the abilities used)."""
    summaries: list[Summary] = []
    for profile in profiles:
        if profile not in PROFILES:
            raise ValueError(f"unknown profile {profile!r} (known: {', '.join(PROFILES)})")
        s = Summary(profile)
        summaries.append(s)
        start = last = time.perf_counter()
        todo = [
            (profile, seed, max_decisions, replay, tally)
            for seed in range(seed_start, seed_start + games)
        ]
        stopped = False
        for r in _reports(todo, jobs):
            s.add(r)
            now = time.perf_counter()
            s.seconds = now - start
            if progress is not None and now - last >= progress_every:
                last = now
                progress(
                    f"[fuzz] {profile}: {s.games}/{games} games in {s.seconds:.0f} s, "
                    f"{s.games / s.seconds:.1f} games/s, {len(s.violations)} violations"
                )
            if stop_on_first and r.violations:
                stopped = True
                break
        s.seconds = time.perf_counter() - start
        if stopped:
            break
    return summaries


def replay_game(profile: str, seed: int, *, max_decisions: int = MAX_DECISIONS) -> Game:
    """The game of ``seed`` in ``profile`` played again with the same random choices."""
    g = new_game(profile, seed)
    _play(g, random.Random(seed), _Collector(profile, seed), max_decisions)
    return g


def show(spec: str, width: int = 8) -> str:
    """The events around one event of one game, ``spec`` being ``PROFILE:SEED:EVENT``
    (as a violation names them), with the cited rule and the cards named."""
    profile, seed, event = spec.rsplit(":", 2)
    g = replay_game(profile, int(seed))
    n = int(event)
    lines = [f"{profile} seed {seed}: {len(g.events)} events, result {g.result}"]
    for e in g.events[max(0, n - width) : n + width + 1]:
        mark = ">>" if e.seq == n else "  "
        lines.append(
            f"{mark}{e.seq:>6} {e.phase}/{e.step} [{e.rule}] {e.text} cards={list(e.cards)}"
        )
    return "\n".join(lines)


def report(summaries: Iterable[Summary], show: int = SHOW) -> str:
    """The summary table, the distinct violations (by signature) and the first ``show`` ones."""
    summaries = list(summaries)
    lines = ["===== fuzz summary"]
    lines += [s.line() for s in summaries]
    for s in summaries:
        ends = ", ".join(f"{k} {v}" for k, v in sorted(s.results.items()))
        lines.append(f"  {s.profile}: endings: {ends}")
        lines.append(s.late_line())
    every = [v for s in summaries for v in s.violations]
    total_games = sum(s.games for s in summaries)
    lines.append(
        f"total: {total_games} games, {len(every)} violations in "
        f"{sum(s.bad_games for s in summaries)} games"
    )
    if every:
        groups: dict[str, list[Violation]] = {}
        for v in every:
            groups.setdefault(f"{v.profile} {v.signature}", []).append(v)
        lines.append(f"===== distinct violations ({len(groups)}): count, first seed, kind")
        for key, vs in sorted(groups.items(), key=lambda kv: -len(kv[1])):
            first = vs[0]
            lines.append(f"{len(vs):>6}  first: {first}")
            lines.append(f"        signature: {key}")
        lines.append(f"===== first {min(show, len(every))} violations")
        lines += [str(v) for v in every[:show]]
    return "\n".join(lines)


def tally_report(summaries: Iterable[Summary]) -> str:
    """Per profile, how many events of each ``kind rule`` its games had and how often each
    card ability was used (:func:`ability_tally`; most first)."""
    lines = []
    for s in summaries:
        lines.append(f"===== events by kind and rule: {s.profile} ({s.games} games)")
        lines += [
            f"{n:>9,}  {key}" for key, n in sorted(s.tally.items(), key=lambda kv: (-kv[1], kv[0]))
        ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    ap.add_argument("--games", type=int, default=DEFAULT_GAMES, help="games per profile")
    ap.add_argument(
        "--formats",
        default=",".join(PROFILES),
        help=f"comma-separated profiles (default: all: {','.join(PROFILES)})",
    )
    ap.add_argument("--seed-start", type=int, default=0, help="first seed")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("--stop-on-first", action="store_true", help="stop at the first violation")
    ap.add_argument("--max-decisions", type=int, default=MAX_DECISIONS)
    ap.add_argument("--no-replay", action="store_true", help="skip the record replay check")
    ap.add_argument(
        "--progress-every", type=float, default=30.0, help="seconds between progress lines"
    )
    ap.add_argument(
        "--tally",
        action="store_true",
        help="also print how many events of each kind and rule the games had",
    )
    ap.add_argument(
        "--show",
        metavar="PROFILE:SEED:EVENT",
        help="print the events around one event of one game (as a violation names it) and exit",
    )
    args = ap.parse_args(argv)
    if args.show:
        print(show(args.show))
        return 0
    profiles = [p.strip() for p in args.formats.split(",") if p.strip()]
    unknown = [p for p in profiles if p not in PROFILES]
    if unknown or not profiles or args.games < 0 or args.jobs < 1:
        ap.error(
            f"bad --formats {unknown or profiles} (known: {', '.join(PROFILES)})"
            if unknown or not profiles
            else "--games >= 0 and --jobs >= 1"
        )
    print(
        f"[fuzz] {args.games} games per profile ({', '.join(profiles)}), seeds "
        f"{args.seed_start}..{args.seed_start + args.games - 1}, {args.jobs} job(s), "
        f"max {args.max_decisions} decisions, replay {'off' if args.no_replay else 'on'}",
        flush=True,
    )
    summaries = run(
        profiles,
        args.games,
        seed_start=args.seed_start,
        jobs=args.jobs,
        stop_on_first=args.stop_on_first,
        max_decisions=args.max_decisions,
        replay=not args.no_replay,
        tally=args.tally,
        progress=lambda line: print(line, flush=True),
        progress_every=args.progress_every,
    )
    print(report(summaries), flush=True)
    if args.tally:
        print(tally_report(summaries), flush=True)
    return 1 if any(s.violations for s in summaries) else 0


if __name__ == "__main__":
    sys.exit(main())
