"""A beginner's habits at the board, by the words of the listed choices: what the guided first
game's tests click (tests/test_tutorial_coach.py in Python, tests/browser/test_first_game.py
in JupyterLab), so both play the same game."""

from __future__ import annotations

import re

HABITS = [
    r"^Attack with .*opponent's vanguard",
    r"^Boost",
    r"^Ride .*ride deck",
    r"^Keep",
    r"^Call .* to the (front|back-centre)",
    r"^Do not|^No |^End|^Make no|^Finish|^Skip",
    r".",
]
"""Tried in order: the first habit that matches a listed choice picks it."""
CALLS_PER_TURN = 3
"""The beginner calls at most this many units a turn (then moves on)."""


def pick(labels: list[str], calls: int) -> int:
    """The index of the choice a beginner clicks among ``labels`` (``calls``: the units they
    called this turn so far)."""
    for pat in HABITS:
        if pat.startswith("^Call") and calls >= CALLS_PER_TURN:
            continue
        for i, label in enumerate(labels):
            if re.search(pat, label):
                return i
    raise AssertionError(f"no choice among {labels}")
