"""The timings of a card being placed on a circle, beyond one circle each: one ability that
waits for two of them ("when placed on (VC) or (RC)"), where the placed card came from
("when placed from hand"), and what a unit placed by riding rode from ("when this unit is placed
by riding from a grade 0")."""

from __future__ import annotations

from ..errors import CardDataError

TIMING_PARTS = {
    "placed-on-vc-or-rc": ("placed-on-vc", "placed-on-rc"),
    "placed-on-rc-or-gc": ("placed-on-rc", "placed-on-gc"),
}
"""One ability with two timings ("when placed on (VC) or (RC)", "when placed on (RC) or put on
(GC)"): the moments each joined timing answers to. No procedure reaches a joined name itself:
the ability index files the ability under each of its parts (text.placed-on)."""
PLACED_TIMINGS = frozenset(
    {"placed-on-vc", "placed-on-rc", "placed-on-gc", *TIMING_PARTS}
)  # fmt: skip
"""The timings of a card arriving on a circle: the only ones whose event says where the card
came from (``placed-from``, ``placed-not-from``)."""
PLACED_FROM_ZONES = ("hand", "deck", "soul", "drop")
"""Where a "when placed … from" timing may say the placed card came from."""


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
    """Where a placed card came from ("when placed from hand") is said only by an AUTO
    ability's placed timing (text.placed-from), once, naming a zone a card is placed from."""
    check_rode_from(conds, kind, timing, where)
    _check_placed_during(conds, kind, timing, where)
    said = [(k, v) for k, v in conds if k in ("placed-from", "placed-not-from")]
    if not said:
        return
    if kind != "AUTO" or timing not in PLACED_TIMINGS:
        raise CardDataError(
            f"{where}: 'placed-from' / 'placed-not-from' belong to an AUTO ability whose timing "
            f"is one of {', '.join(sorted(PLACED_TIMINGS))}"
        )
    if len(said) > 1:
        raise CardDataError(f"{where}: a placed timing says once where the card came from")
    if said[0][1] not in PLACED_FROM_ZONES:
        raise CardDataError(
            f"{where}: condition {said[0][0]!r} names a zone from {', '.join(PLACED_FROM_ZONES)}"
        )


RODE_FROM = ("rode-from-name", "rode-from-grade")
"""Conditions on the vanguard a unit was placed by riding over: its name, its grade."""


def check_rode_from(
    conds: tuple[tuple[str, object], ...], kind: str, timing: object, where: str
) -> None:
    """What a unit rode from ("when this unit is placed by riding from …") is said only by an
    AUTO ability whose timing is ``ride`` (text.placed-by-riding), once."""
    said = [k for k, _ in conds if k in RODE_FROM]
    if not said:
        return
    if kind != "AUTO" or timing != "ride":
        raise CardDataError(
            f"{where}: 'rode-from-name' / 'rode-from-grade' belong to an AUTO ability whose "
            "timing is 'ride'"
        )
    if len(said) > 1:
        raise CardDataError(f"{where}: a ride timing says once what the unit rode from")


PLACED_PHASES = ("ride", "main", "battle")
"""The phases a placed timing may be limited to ("during your main phase", "other than during
the battle phase")."""


def _check_placed_during(
    conds: tuple[tuple[str, object], ...], kind: str, timing: object, where: str
) -> None:
    """The phase a unit must be placed in ("when placed … during your main phase") is said
    only by an AUTO ability's placed timing, once, naming a phase in which units are placed."""
    said = [(k, v) for k, v in conds if k in ("phase", "your-phase", "not-phase")]
    if not said:
        return
    if kind != "AUTO" or timing not in PLACED_TIMINGS:
        raise CardDataError(
            f"{where}: 'phase' / 'your-phase' / 'not-phase' belong to an AUTO ability whose "
            f"timing is one of {', '.join(sorted(PLACED_TIMINGS))}"
        )
    if len(said) > 1:
        raise CardDataError(f"{where}: a placed timing names once the phase it happens in")
    if said[0][1] not in PLACED_PHASES:
        raise CardDataError(
            f"{where}: condition {said[0][0]!r} names a phase from {', '.join(PLACED_PHASES)}"
        )
