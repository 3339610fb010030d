"""How one Card Game Simulator card becomes the engine's card fields: its card type, the
format(s) it plays in (from its card number and type), its trigger icon, sentinel, clan or
nation, and its numbers.

Card Game Simulator's "Cardfight Vanguard" list gives each card ``name``, ``number``, ``type``,
``clan``, ``grade``, ``power``, ``shield`` and ``effect`` (docs/cards-import.md records where
this was learnt). It has no trigger icon, critical, gift or persona ride fields: a card may add
them (``trigger``, ``critical``, ``sentinel``) and they are read; otherwise the trigger icon is
read from the reminder its text prints, and a trigger unit whose icon is nowhere is refused
(never guessed).

>>> formats_of("D-BT01/001EN", "normal-unit"), formats_of("G-BT02/010EN", "normal-unit")
(('standard',), ('premium',))
>>> formats_of("BT03/015EN", "normal-unit"), formats_of("V-BT04/020EN", "normal-unit")
(('classic',), ('premium',))
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..cardtext import stated_legion_mate, stated_types
from ..engine.cards import TRIGGERS

__all__ = ["CARD_TYPES", "FieldError", "card_fields", "formats_of", "trigger_of"]


class FieldError(ValueError):
    """One field of a card that cannot be read: ``field`` names it, the message says why."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


CARD_TYPES: Mapping[str, str | None] = {
    "normal unit": "normal-unit",
    "trigger unit": "trigger-unit",
    "g unit": "g-unit",
    "normal order": "normal-order",
    "set order": "set-order",
    "blitz order": "blitz-order",
    "ride deck crest": "ride-deck-crest",
    # types the list has that are not cards a deck holds, or that the engine does not play
    "trigger order": None,
    "others": None,
}
"""Card Game Simulator's ``type`` values (compared in lower case) → the engine's card type;
``None``: the list's type is known and refused (see :data:`REFUSED_TYPES`)."""

REFUSED_TYPES: Mapping[str, str] = {
    "trigger order": "the engine does not play trigger orders (an order with a trigger icon)",
    "others": "not a card a deck holds (a gift marker, token or other pseudo-card)",
}

_STANDARD_PREFIX = re.compile(r"DZ?-", re.I)
_PREMIUM_PREFIX = re.compile(r"[GV]-", re.I)
_CLASSIC_SET = re.compile(r"(?:BT|EB|TD|MT|FC|LD|SP|CS)\d{1,2}|PR", re.I)
"""The card number prefixes of the 2011-14 sets: booster (BT01-17), extra booster (EB01-12),
trial deck (TD01-17), mini trial (MT), Fighters Collection (FC), and the classic promo
numbers ``PR/0001EN``."""
_EVENT_YEAR = re.compile(r"B[A-Z]{1,3}o?(?P<year>\d{4})", re.I)
"""Event promos numbered by year (``BCS2019/VGP01``, ``BSF2024/VGS03``, or by season,
``BCS2425`` for 2024-25): their era is the year's (D series from 2021, G and V series
2015-2020, classic before)."""


def formats_of(number: str, ctype: str) -> tuple[str, ...]:
    """The formats a card plays in, read from its card number's set prefix and its type.

    - ``D-``/``DZ-`` (the D and DZ series, 2021-): Standard.
    - ``G-`` (the G series): Premium (the G era).
    - ``V-`` (the V series, 2018-21): Premium. A V card carries the V icon, not the D icon that
      admits a card to Standard (seed 000, "How to Read a Card" 16); the engine's Premium plays
      the G era's rules (official-rules.md §1), the closest era it has to the V series.
    - the 2011-14 sets (BT01-17, EB01-12, TD01-17, MT, FC, LD, classic ``PR/`` promos): Classic
      (Premium plays them too, as the Premium format's card pool includes Classic's).
    - event promos numbered by year: from their year.
    - a G unit plays only where there is a G zone (Premium); a ride deck crest only in Standard.

    Raises :class:`FieldError` (field ``number``) for a number whose set says no era.
    """
    if ctype == "g-unit":
        return ("premium",)
    if ctype == "ride-deck-crest":
        return ("standard",)
    prefix = number.split("/", 1)[0].strip()
    if _STANDARD_PREFIX.match(prefix):
        return ("standard",)
    if _PREMIUM_PREFIX.match(prefix):
        return ("premium",)
    if _CLASSIC_SET.fullmatch(prefix):
        return ("classic",)
    m = _EVENT_YEAR.fullmatch(prefix)
    if m:
        digits = m["year"]
        year = int(digits) if digits.startswith("20") else 2000 + int(digits[:2])
        return ("standard",) if year >= 2021 else ("premium",) if year >= 2015 else ("classic",)
    raise FieldError(
        "number",
        f"card number {number!r}: its set prefix {prefix!r} names no era the importer knows "
        "(D-/DZ- Standard, G-/V- Premium, BT/EB/TD/MT/FC/PR Classic), so its format is unknown",
    )


_TRIGGER_REMINDER = re.compile(
    r"\[(?P<icon>critical|draw|heal|stand|front|over)\]\s*(?:triggers?\b|(?P=icon)\b)", re.I
)
"""The reminder a trigger unit's text prints about its own icon ("up to four [Heal] triggers",
"cards with "[Heal] HEAL"", "one [Over] trigger")."""


def trigger_of(card: Mapping[str, Any], text: str) -> str:
    """A trigger unit's trigger icon: its ``trigger`` field if the list gives one, else the
    icon its text's reminder names. Raises :class:`FieldError` when neither says."""
    given = card.get("trigger")
    if given is not None:
        word = str(given).strip().strip("[]").split()[0].casefold() if str(given).strip() else ""
        if word not in TRIGGERS:
            raise FieldError("trigger", f"trigger {given!r} is not one of {', '.join(TRIGGERS)}")
        return word
    m = _TRIGGER_REMINDER.search(text)
    if m:
        return m["icon"].casefold()
    raise FieldError(
        "trigger",
        "a trigger unit, but the list does not give its trigger icon (Card Game Simulator's "
        'card list has no such field) and its text names none: add "trigger": "critical" '
        "(or draw, heal, stand, front, over) to this card",
    )


_SENTINEL = re.compile(r"\[CONT\]\s*:\s*Sentinel\b", re.I)
NATIONS_AS_CLAN = frozenset({"", "-"})
"""``clan`` values that mean none."""


def _whole(
    card: Mapping[str, Any], key: str, *, default: int | None, lo: int, hi: int
) -> int | None:
    value = card.get(key)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, str) and value.strip().lstrip("+").isdigit():
            value = int(value.strip())
        else:
            raise FieldError(key, f"{key} {value!r} is not a whole number")
    if not lo <= value <= hi:
        raise FieldError(key, f"{key} {value} is outside {lo}-{hi}")
    return value


def card_fields(card: Mapping[str, Any], text: str) -> dict[str, Any]:
    """The engine's card fields (without ``abilities``) for one list card whose printed text is
    ``text``: id, name, type, formats, grade, power, shield, critical, trigger, sentinel, clan
    or nation, and the text. Raises :class:`FieldError` naming the field that is wrong."""
    name = card.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > 300:
        raise FieldError("name", "name must be a non-empty string of at most 300 characters")
    number = card.get("number", card.get("id"))
    if not isinstance(number, str) or not number.strip() or len(number) > 60:
        raise FieldError("number", "number must be a non-empty string of at most 60 characters")
    raw_type = card.get("type")
    if not isinstance(raw_type, str) or not raw_type.strip():
        raise FieldError("type", "no card type given")
    key = " ".join(raw_type.replace("-", " ").replace("_", " ").split()).casefold()
    if key not in CARD_TYPES:
        raise FieldError("type", f"card type {raw_type!r} is not one of the list's types")
    ctype = CARD_TYPES[key]
    if ctype is None:
        raise FieldError("type", f"card type {raw_type!r}: {REFUSED_TYPES[key]}")
    if ctype == "g-unit":
        # a G guardian prints its [G Guardian] line; a G unit whose stride line is read and
        # whose abilities only mention G guardians stays a G unit
        lines = {line for line, _ in stated_types(text)}
        if "g-guardian" in lines or ("stride" not in lines and "[G Guardian]" in text):
            ctype = "g-guardian"
    formats = formats_of(number, ctype)
    is_unit = ctype.endswith("unit") or ctype == "g-guardian"
    grade = _whole(card, "grade", default=None if is_unit else 0, lo=0, hi=5)
    if grade is None:
        shifted = card.get("power")
        if isinstance(shifted, int) and 0 <= shifted <= 5 and card.get("shield"):
            # seen in the published list: a unit's grade, power and shield one column off
            raise FieldError(
                "grade",
                f"a unit must give its grade (its power {shifted} and shield "
                f"{card.get('shield')} look shifted one column: fix the entry)",
            )
        raise FieldError("grade", "a unit must give its grade")
    power = _whole(card, "power", default=None if is_unit and ctype != "g-guardian" else 0,
                   lo=0, hi=10**9)  # fmt: skip
    if power is None:
        raise FieldError("power", "a unit must give its power")
    out: dict[str, Any] = {
        "id": number.strip(),
        "name": name.strip(),
        "type": ctype,
        "formats": list(formats),
        "grade": grade,
        "power": power,
        "shield": _whole(card, "shield", default=None, lo=0, hi=10**9),
        "critical": _whole(card, "critical", default=1, lo=0, hi=99),
        "text": text,
    }
    if ctype == "trigger-unit":
        out["trigger"] = trigger_of(card, text)
    sentinel = card.get("sentinel")
    if sentinel is not None and not isinstance(sentinel, bool):
        raise FieldError("sentinel", "sentinel is true or false")
    if sentinel or (sentinel is None and _SENTINEL.search(text)):
        out["sentinel"] = True
    mate = stated_legion_mate(text)
    if mate is not None:  # its Legion line names the legion mate (the rule plays by it)
        out["legion_mate"] = mate
    clan = card.get("clan")
    if clan is not None and not isinstance(clan, str):
        raise FieldError("clan", "clan must be a name")
    clan = (clan or "").strip()
    if clan not in NATIONS_AS_CLAN:
        # Standard's cards name their nation where the list says clan (seed 000, "How to Read
        # a Card" 14); the older eras' cards name their clan
        out["nation" if formats == ("standard",) else "clan"] = clan
    return out
