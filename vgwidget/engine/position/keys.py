"""The keys a position file may hold, table by table, and the error a position that cannot be
set up raises (:class:`PositionError`, every problem with its line)."""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import RecordError

ZONE_KEYS = (
    "hand",
    "soul",
    "damage",
    "drop",
    "bind",
    "removal",
    "ride_deck",
    "order",
    "crest",
    "gzone",
    "heart",
    "trigger",
)
STANDARD_KEYS = ("accel", "accel_made", "markers", "gift_types", "ride_gift", "energy")
"""A player's Standard facts: accel circles (names, in the order gained), gift markers
(tables of circle, kind and type), each gift kind's chosen type, energy."""
PLAYER_KEYS = ("circles", "deck", *ZONE_KEYS, *STANDARD_KEYS)
MARKER_KEYS = ("circle", "kind", "type")
GIFT_KINDS = ("force", "accel", "protect")
TOP_KEYS = (
    "meta",
    "cards",
    "game",
    "players",
    "battle",
    "check",
    "pending",
    "modifiers",
    "script",
    "expect",
    "final",
    "midway",
)
EXTRA_KEYS = ("meta", "cards", "script", "expect", "final", "midway")
"""Tables that describe the position (and a line to play from it) but not the board."""
GAME_KEYS = (
    "format",
    "variants",
    "seed",
    "turn",
    "turn_player",
    "first_player",
    "phase",
    "step",
    "persona_ride",
    "done",
    "used_once",
)
DONE = {
    "ride": "the turn player has already ridden this turn",
    "order": "the turn player has already played an order this turn",
    "blitz": "a blitz order has already been played this turn",
    "stride": "the turn player has already strode this turn (the G era)",
    "g-assist": "the turn player has already used G assist this turn (the G era)",
}
"""What ``[game] done = [...]`` may say has already happened this turn (a turn flag each)."""
CHECK_KEYS = ("kind", "number", "of")
REF_KEYS = ("player", "at", "card", "ability")
"""A card's ability in ``[[pending]]`` and ``used_once``: whose, where, which card, which."""
DECK_KEYS = ("top", "rest", "fill", "count")
BATTLE_KEYS = ("attacker", "target", "also", "booster", "guardians", "guarding")
MOD_KEYS = ("player", "circle", "stat", "amount", "until", "label")
MOD_FLAGS = ("cannot-be-hit", "cannot-attack", "can-drive-check", "harmony")
"""Effects on a unit that have no amount (the abilities' effects of the same name)."""
MOD_STATS = ("power", "critical", "shield", "attack-several", *MOD_FLAGS)
CIRCLE_FLAGS = ("rested", "locked", "deleted")
"""What a card on a circle may be besides standing and face up."""
FACE_DOWN_ZONES = ("damage", "bind")
"""Zones whose cards may lie face down."""


# ----------------------------------------------------------------------------- errors


class PositionError(RecordError):
    """A position that cannot be set up; ``problems`` lists every problem, each with its line."""

    def __init__(self, where: str, problems: Sequence[str]) -> None:
        self.where = where
        self.problems = list(problems)
        if len(self.problems) == 1:
            msg = f"{where}, {self.problems[0]}"
        else:
            msg = f"{where}: {len(self.problems)} problems\n" + "\n".join(
                f"  {p}" for p in self.problems
            )
        super().__init__(msg)
