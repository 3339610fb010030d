"""How an ability's zones and the moment an AUTO ability waits for are said in words (in the
explain log, a card's description and the card-text compiler's notes).

>>> timing_words("placed-on-rc", "your-other-unit")
'when another of your units is placed on a rear-guard circle'
"""

from __future__ import annotations

TIMING_WORDS = {
    "ride": "when it rides",
    "ridden": "when it is ridden",
    "placed-on-vc": "when placed on VC",
    "placed-on-rc": "when placed on RC",
    "placed-on-gc": "when placed on GC",
    "placed-on-vc-or-rc": "when placed on VC or RC",
    "placed-on-rc-or-gc": "when placed on RC or GC",
    "attacks": "when it attacks",
    "boosts": "when it boosts / is boosted",
    "attacks-or-boosts": "when it attacks or boosts",
    "attacked": "when it is attacked",
    "intercepts": "when it intercepts",
    "drive-check": "on a drive check",
    "damage-check": "on a damage check",
    "attack-hits": "when the attack hits",
    "attack-does-not-hit": "when the attack does not hit",
    "put-into-drop": "when put into the drop zone",
    "put-into-order-zone": "when put into the order zone",
    "discarded-from-hand": "when discarded from the hand",
    "unlocked": "when unlocked",
    "placed-by-overdress": "when placed by overDress",
    "placed-by-xoverdress": "when placed by XoverDress",
    "strides": "when it strides",
    "energy-charge": "when you energy-charge",
    "end-of-ride-phase": "at the end of the ride phase",
    "harmony-count-rises": "when one more of your units becomes in harmony",
}
"""Timings that name no unit, in words (the others are said by :func:`timing_words` with
whose event it is)."""

ZONE_WORDS = {
    "VC": "on the vanguard circle",
    "RC": "on a rear-guard circle",
    "GC": "on the guardian circle",
    "hand": "in the hand",
    "soul": "in the soul",
    "drop": "in the drop zone",
    "damage": "in the damage zone",
    "deck": "in the deck",
    "trigger": "in the trigger zone",
    "bind": "in the bind zone",
    "order": "in the order zone",
    "crest": "in the crest zone",
}
_SUBJECTS = {
    "self": "this unit",
    "self-boosted": "this unit",
    "boosted-by-self": "the unit this one boosts",
    "your-unit": "one of your units",
    "your-other-unit": "another of your units",
    "your-vanguard": "your vanguard",
    "opponent-unit": "an opponent's unit",
}
_EVENTS = {
    "ride": "{s} rides onto the vanguard circle",
    "ridden": "{s} is ridden upon",
    "placed-on-vc": "{s} is placed on the vanguard circle",
    "placed-on-rc": "{s} is placed on a rear-guard circle",
    "placed-on-gc": "{s} is placed on the guardian circle",
    "placed-on-vc-or-rc": "{s} is placed on the vanguard circle or a rear-guard circle",
    "placed-on-rc-or-gc": "{s} is placed on a rear-guard circle or the guardian circle",
    "attacks": "{s} attacks",
    "boosts": "{s} boosts",
    "attacks-or-boosts": "{s} attacks or boosts",
    "attacked": "{s} is attacked",
    "intercepts": "{s} intercepts",
    "attack-hits": "{s}'s attack hits",
    "attack-does-not-hit": "{s}'s attack does not hit",
    "put-into-drop": "{s} is put into the drop zone",
    "put-into-order-zone": "{s} is put into the order zone",
    "discarded-from-hand": "{s} is discarded from the hand",
    "unlocked": "{s} is unlocked",
    "placed-by-overdress": "{s} is placed by overDress",
    "placed-by-xoverdress": "{s} is placed by XoverDress",
    "strides": "{s} strides",
    "becomes-in-harmony": "{s} becomes in harmony",
}


def timing_words(timing: str, on: str = "self") -> str:
    """The moment an AUTO ability waits for, in words, naming whose event it is.

    >>> timing_words("boosts", "self-boosted")
    'when this unit is boosted'
    >>> timing_words("drive-check", "your-turn")
    'when you drive check'
    """
    if timing == "boosts" and on == "self-boosted":
        return "when this unit is boosted"
    if timing == "put-into-order-zone" and on == "self":
        return "when this card is put into the order zone"
    if timing in ("drive-check", "damage-check"):
        return f"when you {timing.replace('-', ' ')}"
    if on == "your-other-unit-in-column":  # (Harmony, keyword.harmony)
        return "when another of your units is placed in this unit's column"
    if timing == "end-of-battle" and on == "boosted-by-self":
        return "at the end of the battle this unit boosted"
    if timing == "end-of-battle" and on == "self-or-boosted-by-self":
        return "at the end of the battle this unit attacked or boosted"
    if timing == "attack-hits" and on == "self-or-boosted-by-self":
        return "when the attack of a battle this unit attacked or boosted in hits"
    if timing in _EVENTS:
        subject = _SUBJECTS.get(on, "a unit")
        return "when " + _EVENTS[timing].format(s=subject)
    words = TIMING_WORDS.get(timing, timing.replace("-", " "))
    if timing.startswith(("beginning-of", "end-of")):
        words = "at the " + words
    return words
