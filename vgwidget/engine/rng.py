"""The game's own random number generator.

Randomness in a cardfight (shuffles, who goes first) comes from this small,
fully specified generator (SplitMix64), never from Python's :mod:`random`, so
a game record -- its seed plus its decisions -- replays identically on any
Python version, in CPython or Pyodide.

The generator state is a single integer kept inside the immutable game state;
each draw returns the next state alongside the value.

>>> s, x = next_u64(seed_state(1))
>>> x
10451216379200822465
>>> below(seed_state(1), 6)[1] in range(6)
True
"""

from __future__ import annotations

ALGORITHM = "splitmix64"
_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """The generator state for a user-given seed (any integer)."""
    return seed & _MASK


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator: return ``(new_state, 64-bit value)``."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return ``(new_state, k)``, ``k`` uniform in ``range(n)`` (rejection sampling: no bias)."""
    if n <= 0:
        raise ValueError("below() needs n >= 1")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, x = next_u64(state)
        if x < limit:
            return state, x % n


def shuffled(state: int, items: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """Fisher-Yates shuffle of ``items``; returns ``(new_state, shuffled tuple)``.

    >>> shuffled(seed_state(7), (1, 2, 3, 4))[1] == shuffled(seed_state(7), (1, 2, 3, 4))[1]
    True
    """
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return state, tuple(out)
