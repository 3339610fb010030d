"""The timings of a card being placed on a circle, beyond one circle each: one ability that
waits for two of them ("when placed on (VC) or (RC)"), where the placed card came from
("when placed from hand"), and what a unit placed by riding rode from ("when this unit is placed
by riding from a grade 0")."""

from __future__ import annotations

from ..errors import CardDataError

TIMING_PARTS = {
    "placed-on-vc-or-rc": ("placed-on-vc", "placed-on-rc"),
    "placed-on-rc-or-gc": ("placed-on-rc", "placed-on-gc"),
    "attacks-or-boosts": ("attacks", "boosts"),
}
"""One ability with two timings ("when placed on (VC) or (RC)", "when placed on (RC) or put on
(GC)", "when this unit attacks or boosts"): the moments each joined timing answers to. No
procedure reaches a joined name itself: the ability index files the ability under each of its
parts (text.placed-on)."""
PLACED_TIMINGS = frozenset(
    {"placed-on-vc", "placed-on-rc", "placed-on-gc", *TIMING_PARTS}
)  # fmt: skip
"""The timings of a card arriving on a circle: the only ones whose event says where the card
came from (``placed-from``, ``placed-not-from``)."""
PLACED_FROM_ZONES = ("hand", "deck", "soul", "drop")
"""Where a "when placed … from" timing may say the placed card came from."""
DISCARDED_FOR = ("stride", "grade-3-ride-deck-or-stride")
"""What a discard timing may say its discard paid for (condition ``discarded-for``): a stride's
cost, or either that or a ride of a grade 3 from the ride deck (stride.discarded-for-cost)."""


def timing_parts(timing: str) -> tuple[str, ...]:
    """The moments an AUTO ability with ``timing`` waits for: the parts of a joined timing,
    else the timing itself.

    >>> timing_parts("placed-on-vc-or-rc"), timing_parts("attacks")
    (('placed-on-vc', 'placed-on-rc'), ('attacks',))
    """
    return TIMING_PARTS.get(timing, (timing,))


def check_placed_from(
    conds: tuple[tuple[str, object], ...], kind: str, timing: object, where: str
) -> None:
    """The conditions only a placed or ride timing can say, each said once and with a value it
    can take: where the placed card came from ("when placed from hand", text.placed-from), the
    phase it is placed in ("… during your main phase") and what a unit placed by riding rode
    from ("… by riding from a grade 0", text.placed-by-riding); and the one a discard timing can
    say, what the discard paid for ("… while paying the cost for [Stride]", stride.cost)."""
    _said_once(conds, ("placed-from", "placed-not-from"), kind, timing, PLACED_TIMINGS, where,
               "says once where the card came from", ("a zone", PLACED_FROM_ZONES))  # fmt: skip
    _said_once(conds, ("phase", "your-phase", "not-phase"), kind, timing, PLACED_TIMINGS, where,
               "names once the phase it happens in", ("a phase", PLACED_PHASES))  # fmt: skip
    _said_once(conds, RODE_FROM, kind, timing, frozenset({"ride"}), where,
               "says once what the unit rode from", None)  # fmt: skip
    _said_once(conds, ("discarded-for",), kind, timing, frozenset({"discarded-from-hand"}),
               where, "says once what it paid for", ("a cost", DISCARDED_FOR))  # fmt: skip


RODE_FROM = ("rode-from-name", "rode-from-grade")
"""Conditions on the vanguard a unit was placed by riding over: its name, its grade."""
PLACED_PHASES = ("ride", "main", "battle")
"""The phases a placed timing may be limited to ("during your main phase", "other than during
the battle phase")."""


def _said_once(
    conds: tuple[tuple[str, object], ...],
    names: tuple[str, ...],
    kind: str,
    timing: object,
    timings: frozenset[str],
    where: str,
    once: str,
    values: tuple[str, tuple[str, ...]] | None,
) -> None:
    """Conditions ``names`` belong to an AUTO ability whose timing is one of ``timings``; one of
    them at most is said, with a value among ``values`` (what the value is, and its choices;
    any value when ``None``)."""
    said = [(k, v) for k, v in conds if k in names]
    if not said:
        return
    if kind != "AUTO" or timing not in timings:
        raise CardDataError(
            f"{where}: {' / '.join(repr(n) for n in names)} belong to an AUTO ability whose "
            f"timing is one of {', '.join(sorted(timings))}"
        )
    if len(said) > 1:
        raise CardDataError(f"{where}: a {'ride' if 'ride' in timings else 'placed'} timing {once}")
    if values is not None and said[0][1] not in values[1]:
        raise CardDataError(
            f"{where}: condition {said[0][0]!r} names {values[0]} from {', '.join(values[1])}"
        )
