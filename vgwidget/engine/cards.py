"""The card model: every printed characteristic a card has.

Cards are data: ``vgwidget/data/cards/*.json`` hold lists of card objects whose
keys are the fields of :class:`Card`. A card *definition* is shared by every
physical copy; each copy in a game gets its own instance id.

>>> c = Card.from_dict({"id": "T-001", "name": "Test Squire", "grade": 0, "power": 5000,
...                     "shield": 10000, "clan": "Testers"})
>>> c.skills, c.drive, c.is_unit
(('boost',), 1, True)
"""

from __future__ import annotations

import difflib
import json
import re
import unicodedata
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, fields
from functools import lru_cache
from importlib import resources
from typing import Any

from ..cardtext import CardTextError, compile_card, stated_legion_mate, stated_types
from .abilities.model import Ability, parse_ability
from .errors import CardDataError, require
from .formats import FORMATS

CARD_TYPES = (
    "normal-unit",
    "trigger-unit",
    "g-unit",
    "g-guardian",
    "normal-order",
    "set-order",
    "blitz-order",
    "ride-deck-crest",
    "protect",
    "crest",
    "ticket",
)
UNIT_TYPES = frozenset({"normal-unit", "trigger-unit", "g-unit", "g-guardian"})
G_TYPES = frozenset({"g-unit", "g-guardian"})
"""G units (001 How to Read a Card ⑤): G units proper and G guardians, only in the G deck."""
TRIGGERS = ("critical", "draw", "heal", "stand", "front", "over")
SKILLS = ("boost", "intercept", "twin-drive", "triple-drive")
GIFTS = ("force", "accel", "protect")
PLAYED_GIFTS: frozenset[str] = frozenset({"force", "accel", "protect"})
"""The Imaginary Gift icons the engine plays. A card printing any other gift icon is refused
when the pool loads: an icon that were accepted and ignored would teach a wrong game."""
PERSONA_RIDE_PLAYED = True
"""Whether the engine plays the Persona Ride icon (refused at load until it does)."""
FORMAT_NAMES = tuple(FORMATS)
"""The formats a card may name as legal in."""

PSEUDO_ZONES: Mapping[str, tuple[str, ...]] = {
    "protect": ("hand", "GC"),
    "crest": ("crest",),
    "ticket": ("hand", "order"),
}
"""The card types that are pseudo-cards, and where each can be (CR 4.55 §15.3, §15.5, §15.7);
anywhere else they cease to exist."""
PASS_THROUGH: Mapping[str, tuple[str, ...]] = {
    "ticket": ("drop",),
    "protect": ("drop",),
    "crest": ("drop",),
}
"""Zones a pseudo-card arrives in before it ceases to exist: one put into the drop zone (a used
ticket, TICKET-002; one discarded for a cost) gets there, so "put into the drop zone" abilities
see it, and then ceases to exist (CR 4.55 §15.2.4.2.1, §15.3.6)."""
CREST_TYPES = frozenset({"crest", "ride-deck-crest"})

# Skill icons follow grade unless the card prints otherwise (CARD-013).
DEFAULT_SKILLS: Mapping[int, tuple[str, ...]] = {
    0: ("boost",),
    1: ("boost",),
    2: ("intercept",),
    3: ("twin-drive",),
    4: ("twin-drive",),
    5: ("twin-drive",),
}


@dataclass(frozen=True, slots=True)
class Card:
    """One card definition (the printed card)."""

    id: str
    """Collector number in our teaching pool, e.g. ``"STD-001"``."""
    name: str
    grade: int = 0
    power: int = 0
    shield: int | None = None
    """``None`` means no shield is printed (it guards for 0 where the format allows it)."""
    critical: int = 1
    trigger: str | None = None
    skills: tuple[str, ...] = ()
    clan: str | None = None
    nation: str | None = None
    race: str | None = None
    type: str = "normal-unit"
    sentinel: bool = False
    regalis_piece: bool = False
    """The Regalis Piece icon (at most one such card in a Standard deck, DECK-016)."""
    gift: str | None = None
    persona_ride: bool = False
    energy_cap: int | None = None
    """A crest's limit on its owner's energy while it is in the crest zone (ENERGY-001)."""
    overdress: tuple[str, ...] = ()
    """overDress: the names of the rear-guards (its dress source) this card may be put on by
    overDress (OVERDRESS-002/004); empty for a card without overDress."""
    xoverdress: tuple[str, ...] = ()
    """XoverDress: one name for each rear-guard it needs (its dress sources, CR 4.55 §14.49.2):
    ``("Ember Lancer", "Ember Lancer")`` asks for two rear-guards of that name, each one
    different; empty for a card without XoverDress."""
    ticket_order: str = "normal-order"
    """A ticket: the kind of order it is played as (``normal-order`` or ``blitz-order``, as its
    name defines it, CR 4.55 §15.5); every other card leaves it at the default."""
    text: str = ""
    formats: tuple[str, ...] = ("standard", "classic")
    abilities: tuple[Ability, ...] = ()
    """Declarative abilities (:mod:`vgwidget.engine.abilities.model`); empty for vanilla cards."""
    legion_mate: str | None = None
    """Legion: the name of the legion mate this legion leader calls beside it (LEGION-001)."""
    shares_name: bool = False
    """This card is one of several printings of its name with different text (CARD-016): every
    card of a shared name says so, and each is named by its id where the name is ambiguous."""
    notes: tuple[str, ...] = ()
    """Notes of the card list that are no printed text (a list's erratum note such as
    "Updated: Text"): kept with the card, never compiled into abilities."""

    @property
    def is_unit(self) -> bool:
        """Whether the card is a unit card (normal, trigger or G unit)."""
        return self.type in UNIT_TYPES

    @property
    def can_be_on_circle(self) -> bool:
        """Whether the card may be normal ridden, called (normally or as a guardian) or set up
        on a circle from hand or deck: a unit other than a G unit (G units only arrive by
        stride, from the G zone).

        The one place that says so: ride, call, guard, deck and position checks all ask it."""
        return self.type in UNIT_TYPES and self.type not in G_TYPES

    @property
    def is_g(self) -> bool:
        """Whether the card is a G unit of either kind (a G deck card)."""
        return self.type in G_TYPES

    @property
    def can_guard(self) -> bool:
        """Whether the card may be called from hand to the guardian circle: a unit that can be
        on a circle, or a Protect pseudo-card (CR 4.55 §15.3)."""
        return self.can_be_on_circle or self.type == "protect"

    @property
    def pseudo_zones(self) -> tuple[str, ...]:
        """For a pseudo-card, the only places it can be (anywhere else it ceases to exist,
        CR 4.55 §15); empty for a real card. A Protect card: the hand and the guardian circle."""
        return PSEUDO_ZONES.get(self.type, ())

    @property
    def is_order(self) -> bool:
        """An order card: normal, set or blitz, or a ticket (an order pseudo-card)."""
        return self.type.endswith("-order") or self.type == "ticket"

    @property
    def card_name(self) -> str | None:
        """The card's name as rules and effects read it: ``None`` for a Protect, which has no
        card name (CR 4.55 §15.1.2.4.1; ``name`` still labels it in logs and files)."""
        return None if self.type == "protect" else self.name

    @property
    def grade_value(self) -> int | str:
        """The grade as printed: ``"protect"`` for a Protect, a grade of its own that is not 0
        and that nothing raises or lowers (CR 4.55 §15.3.2); the number for any other card."""
        return "protect" if self.type == "protect" else self.grade

    @property
    def order_kind(self) -> str | None:
        """How an order card is played: ``normal-order``, ``set-order`` or ``blitz-order`` (a
        ticket as the order its name defines, CR 4.55 §15.5); ``None`` for any other card."""
        if self.type == "ticket":
            return self.ticket_order
        return self.type if self.type.endswith("-order") else None

    @property
    def drive(self) -> int:
        """How many drive checks this unit makes as an attacking vanguard (DRIVE-010)."""
        if "triple-drive" in self.skills:
            return 3
        if "twin-drive" in self.skills:
            return 2
        return 1

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], where: str = "card data") -> Card:
        """Build a card from a data-file object, checking every field.

        A card that gives ``text`` and no ``abilities`` has its abilities compiled from its
        printed text (:mod:`vgwidget.cardtext`); text that is not read in full refuses the
        card, unless the card says ``"unread": "manual"``: then each ability not read is kept
        as a manual ability, which the judge resolves by hand (judge.manual-ability).
        ``"abilities": []`` says the text holds no ability (a rule it only describes)."""
        known = {f.name for f in fields(cls)} | {"unread"}
        unknown = set(data) - known
        if unknown:
            raise CardDataError(f"{where}: unknown field(s) {sorted(unknown)}")
        for required in ("id", "name"):
            if not isinstance(data.get(required), str) or not data[required].strip():
                raise CardDataError(f"{where}: field {required!r} must be a non-empty string")
        kw: dict[str, Any] = dict(data)
        name = kw["name"]
        unread = kw.pop("unread", "refuse")
        if unread not in ("refuse", "manual"):
            raise CardDataError(
                f"{where} ({name}): field 'unread' is \"refuse\" (the default: an ability the "
                'engine cannot read refuses the card) or "manual" (it is kept for the judge '
                "to resolve by hand)"
            )
        if "unread" in data and "abilities" in data:
            raise CardDataError(
                f"{where} ({name}): field 'unread' is for a card given by its text alone; with "
                '\'abilities\', write a manual ability as {"manual": true, "text": ...}'
            )
        ctype = kw.get("type", "normal-unit")
        if ctype not in CARD_TYPES:
            raise CardDataError(f"{where} ({name}): type {ctype!r} is not one of {CARD_TYPES}")
        grade = kw.get("grade", 0)
        if not isinstance(grade, int) or not 0 <= grade <= 5:
            raise CardDataError(f"{where} ({name}): grade must be a whole number 0-5 (CARD-006)")
        for num in ("power", "critical"):
            if not isinstance(kw.get(num, 0), int) or kw.get(num, 0) < 0:
                raise CardDataError(f"{where} ({name}): {num} must be a whole number >= 0")
        shield = kw.get("shield")
        if shield is not None and (not isinstance(shield, int) or shield < 0):
            raise CardDataError(f"{where} ({name}): shield must be a whole number >= 0 or null")
        trig = kw.get("trigger")
        if trig is not None and trig not in TRIGGERS:
            raise CardDataError(f"{where} ({name}): trigger {trig!r} is not one of {TRIGGERS}")
        if trig is not None and ctype == "normal-unit":
            kw["type"] = "trigger-unit"
        if trig is None and ctype == "trigger-unit":
            raise CardDataError(f"{where} ({name}): a trigger unit needs a trigger icon")
        skills = kw.get("skills")
        if skills is None:
            if ctype == "g-unit":
                skills = ("triple-drive",)  # G units carry Triple Drive (CARD-013)
            else:
                skills = DEFAULT_SKILLS.get(grade, ()) if ctype in UNIT_TYPES else ()
        skills = tuple(skills)
        for s in skills:
            if s not in SKILLS:
                raise CardDataError(f"{where} ({name}): skill {s!r} is not one of {SKILLS}")
        kw["skills"] = skills
        mate = kw.get("legion_mate")
        if mate is not None and (not isinstance(mate, str) or not mate.strip()):
            raise CardDataError(f"{where} ({name}): legion_mate must be a card name")
        gift = kw.get("gift")
        if gift is not None and gift not in GIFTS:
            raise CardDataError(f"{where} ({name}): gift {gift!r} is not one of {GIFTS}")
        if gift is not None and gift not in PLAYED_GIFTS:
            raise CardDataError(
                f"{where} ({name}): field 'gift' = {gift!r}: the engine does not play the "
                f"{gift.capitalize()} Imaginary Gift yet, so a card with that icon is refused"
            )
        for flag in ("sentinel", "regalis_piece", "persona_ride", "shares_name"):
            if not isinstance(kw.get(flag, False), bool):
                raise CardDataError(f"{where} ({name}): field {flag!r} must be true or false")
        if kw.get("persona_ride") and not PERSONA_RIDE_PLAYED:
            raise CardDataError(
                f"{where} ({name}): field 'persona_ride': the engine does not play Persona "
                "Ride yet, so a card with that icon is refused"
            )
        for field, keyword, names in (
            ("overdress", "overDress", "card names (its dress source)"),
            ("xoverdress", "XoverDress", "card names, one for each rear-guard it needs"),
        ):
            dress = kw.get(field, ())
            if not isinstance(dress, (list, tuple)) or not all(
                isinstance(n, str) and n.strip() for n in dress
            ):
                raise CardDataError(f"{where} ({name}): field {field!r} must be a list of {names}")
            if dress and ctype not in UNIT_TYPES - {"g-unit"}:
                raise CardDataError(f"{where} ({name}): field {field!r}: only a unit has {keyword}")
            kw[field] = tuple(dress)
        ticket_order = kw.get("ticket_order", "normal-order")
        if ticket_order not in ("normal-order", "blitz-order") or (
            ticket_order != "normal-order" and ctype != "ticket"
        ):
            raise CardDataError(
                f"{where} ({name}): field 'ticket_order' is 'normal-order' or 'blitz-order', "
                "on a ticket only"
            )
        cap = kw.get("energy_cap")
        if cap is not None and (
            isinstance(cap, bool) or not isinstance(cap, int) or cap < 0 or ctype not in CREST_TYPES
        ):
            raise CardDataError(
                f"{where} ({name}): field 'energy_cap' is a whole number on a crest"
            )
        for label in ("clan", "nation", "race"):
            if kw.get(label) is not None and not isinstance(kw[label], str):
                raise CardDataError(f"{where} ({name}): field {label!r} must be a name or null")
        if not isinstance(kw.get("text", ""), str):
            raise CardDataError(f"{where} ({name}): field 'text' must be a string")
        notes = kw.get("notes", ())
        if not isinstance(notes, (list, tuple)) or not all(isinstance(n, str) for n in notes):
            raise CardDataError(f"{where} ({name}): field 'notes' must be a list of strings")
        kw["notes"] = tuple(notes)
        formats = kw.get("formats", FORMAT_NAMES)
        if not isinstance(formats, (list, tuple)) or not formats:
            raise CardDataError(f"{where} ({name}): field 'formats' must be a non-empty list")
        for f in formats:
            if f not in FORMAT_NAMES:
                raise CardDataError(
                    f"{where} ({name}): field 'formats' names {f!r}, which is no format "
                    f"(known: {', '.join(FORMAT_NAMES)})"
                )
        kw["formats"] = tuple(formats)
        for line, want in stated_types(kw.get("text", "")):
            if ctype not in want:
                raise CardDataError(
                    f"{where} ({name}): its text prints a {line} line, the rule of a "
                    f"{' or '.join(want)} (which the engine applies by the card's type), but it "
                    f"is a {ctype}"
                )
        stated_mate = stated_legion_mate(kw.get("text", ""))
        if stated_mate is not None and kw.get("legion_mate") != stated_mate:
            raise CardDataError(
                f"{where} ({name}): its text prints a Legion line naming “{stated_mate}” as its "
                f"legion mate, the rule the engine plays by the field legion_mate: give "
                f'"legion_mate": "{stated_mate}"'
            )
        if "abilities" not in kw and kw.get("text", "").strip():
            order = ctype.endswith("-order") or ctype == "ticket"
            kw["abilities"] = _compiled(
                kw["text"], kw["formats"], f"{where} ({name})", unread, order
            )
        raw = kw.get("abilities", ())
        if not isinstance(raw, (list, tuple)):
            raise CardDataError(f"{where} ({name}): 'abilities' must be a list")
        kw["abilities"] = abilities = tuple(
            a if isinstance(a, Ability) else parse_ability(a, name, i) for i, a in enumerate(raw)
        )
        is_order = kw.get("type", "normal-unit").endswith("-order") or ctype == "ticket"
        for i, ab in enumerate(abilities):
            if ctype in CREST_TYPES and ab.zones != ("crest",):
                raise CardDataError(
                    f"{where} ({name}): ability {i}: a crest's abilities work in the crest zone: "
                    'give "zones": ["crest"]'
                )
            if ab.kind == "ORDER" and not is_order:
                raise CardDataError(
                    f"{where} ({name}): ability {i} is an ORDER ability, which only an order "
                    "card has (it is what the order does when played)"
                )
        return cls(**kw)


def _printed(card: Card) -> tuple[Any, ...]:
    """What two printings of one name must differ in: their text or their abilities."""
    return (card.text, card.abilities)


def fold_name(name: str) -> str:
    """The form in which card names are compared, the one stated rule for every deck list,
    position and record: Unicode NFKC (so a Kelvin sign is a K and full-width digits are
    digits), invisible format characters (zero-width spaces and joiners) removed, runs of
    white space made one space, and case ignored.

    >>> fold_name("  Ember\u200b  LANCER ") == fold_name("ember lancer")
    True
    >>> fold_name("\u212aelpwood Archer") == fold_name("Kelpwood Archer")
    True
    """
    require(name, str, "a card name", "a text (a str)")
    text = unicodedata.normalize("NFKC", name)
    text = "".join(ch for ch in text if unicodedata.category(ch) != "Cf")
    return " ".join(text.split()).casefold()


def fold_changes(name: str) -> list[str]:
    """What :func:`fold_name` changes in ``name`` beyond case and spacing, one phrase per
    character: a character that Unicode NFKC reads as another ("U+212A KELVIN SIGN read as
    “K”") or an invisible one removed ("U+200B ZERO WIDTH SPACE removed"). Empty when the
    name needs no Unicode folding.

    >>> fold_changes("\uff14 x Ember Lancer")
    ['U+FF14 FULLWIDTH DIGIT FOUR read as “4”']
    """
    out: list[str] = []
    for ch in dict.fromkeys(name):
        what = f"U+{ord(ch):04X} {unicodedata.name(ch, 'UNNAMED CHARACTER')}"
        if unicodedata.category(ch) == "Cf":
            out.append(f"{what} removed")
            continue
        folded = unicodedata.normalize("NFKC", ch)
        if folded != ch and not folded.isspace():
            out.append(f"{what} read as “{folded}”")
        elif folded != ch or (ch.isspace() and ch not in " \t"):
            out.append(f"{what} read as a space")
    return out


_PRINTING = re.compile(r"(?P<name>.*?)\s*\[\s*(?P<id>[^\[\]]*?)\s*\]\s*")


def split_printing(text: str) -> tuple[str, str | None]:
    """A card reference split into its name and the card id it names in brackets, if any:
    ``"Name [ID]"`` names one printing of a name that several cards share (CARD-016).

    >>> split_printing("Dewdrop Courier [STD-902]"), split_printing("Ember Lancer")
    (('Dewdrop Courier', 'STD-902'), ('Ember Lancer', None))
    """
    m = _PRINTING.fullmatch(text)
    if m is None or not m["name"].strip() or not m["id"]:
        return text, None
    return m["name"], m["id"]


class CardPool:
    """A lookup of card definitions by name and by id.

    Ids are unique. Names usually are too; two *printings* may share a name when their text
    differs and each says ``shares_name`` (CARD-016), so that an accidental second definition
    of a name is still refused: they count as one name for deck building (the copy limit counts by
    name, DECK-006) and each plays as its own card. Where a name is shared, a deck list,
    position or record names one printing as ``"Name [ID]"`` (:meth:`key`); the bare name is
    then refused, naming the choices (:meth:`unknown`). :meth:`find` also accepts a name
    written differently but equal under :func:`fold_name`.
    """

    def __init__(self, cards: Iterable[Card]) -> None:
        self._by_name: dict[str, Card] = {}
        self._printings: dict[str, list[Card]] = {}
        self._by_id: dict[str, Card] = {}
        self._folded: dict[str, list[Card]] | None = None
        self._cards: list[Card] = []
        for c in cards:
            if c.id in self._by_id:
                raise CardDataError(f"duplicate card id {c.id!r}")
            same = self._printings.setdefault(c.name, [])
            for other in same:
                if not (c.shares_name and other.shares_name):
                    raise CardDataError(
                        f"duplicate card name {c.name!r} ({other.id} and {c.id}): two printings "
                        "of one name with different text must both say shares_name = true "
                        "(CARD-016)"
                    )
                if _printed(other) == _printed(c):
                    raise CardDataError(
                        f"duplicate card name {c.name!r}: {other.id} and {c.id} have the same "
                        "text and abilities (two printings of one name must differ in them, "
                        "CARD-016)"
                    )
            same.append(c)
            self._by_name.setdefault(c.name, c)
            self._by_id[c.id] = c
            self._cards.append(c)
        # the names one card alone has: what lookups find first (a deck check reads many)
        self._single: dict[str, Card] = {
            n: same[0] for n, same in self._printings.items() if len(same) == 1
        }
        for c in self._cards:
            for i, ab in enumerate(c.abilities):
                for e in ab.effects:
                    want = {"get-crest": "crest", "get-ticket": "ticket"}.get(e.do)
                    if want and (e.name is None or e.name not in self or self[e.name].type != want):
                        raise CardDataError(
                            f"card {c.name!r} ability {i}: {e.do} names {e.name!r}, which is no "
                            f"{want} of the pool"
                        )
            for field_name, names in (("overdress", c.overdress), ("xoverdress", c.xoverdress)):
                for n in names:
                    if n not in self._by_name:
                        raise CardDataError(
                            f"card {c.name!r}: field {field_name!r} names {n!r}, which is no "
                            "card of the pool"
                        )

    def printings(self, name: str) -> tuple[Card, ...]:
        """Every card of this pool called ``name`` (as :func:`fold_name` compares names):
        usually one, several when printings share a name (CARD-016), none for no card."""
        same = self._printings.get(name)
        if same is not None:
            return tuple(same)
        return tuple(self._folded_names().get(fold_name(name), ()))

    def _folded_names(self) -> dict[str, list[Card]]:
        if self._folded is None:
            self._folded = {}
            for n, same in self._printings.items():
                self._folded.setdefault(fold_name(n), []).extend(same)
        return self._folded

    def shared(self) -> frozenset[str]:
        """The names several printings of this pool share (CARD-016)."""
        return frozenset(n for n, same in self._printings.items() if len(same) > 1)

    def key(self, card: Card) -> str:
        """How deck lists, positions and records name ``card``: its name, or ``"Name [ID]"``
        when several printings of this pool share the name (CARD-016)."""
        if len(self._printings.get(card.name, ())) > 1:
            return f"{card.name} [{card.id}]"
        return card.name

    def _get(self, key: str) -> Card | None:
        same = self._printings.get(key)
        if same is not None:
            return same[0] if len(same) == 1 else None
        name, card_id = split_printing(key)
        if card_id is None:
            return None
        card = self._by_id.get(card_id)
        return card if card is not None and card.name == name else None

    def __getitem__(self, key: str) -> Card:
        card = self._single.get(key) or self._get(key)
        if card is None:
            raise CardDataError(self.unknown(key))
        return card

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and self._get(key) is not None

    def find(self, name: str) -> Card | None:
        """The card ``name`` names, exactly or as :func:`fold_name` compares names: a name
        only one card has, or ``"Name [ID]"`` naming one printing. None for no card, or for a
        bare name several printings share (:meth:`unknown` says which)."""
        require(name, str, "find(name)", "a card's name (a str)")
        card = self._get(name)
        if card is not None:
            return card
        bare, card_id = split_printing(name)
        same = self._folded_names().get(fold_name(bare), [])
        if card_id is None:
            return same[0] if len(same) == 1 else None
        return next((c for c in same if fold_name(c.id) == fold_name(card_id)), None)

    def unknown(self, name: str) -> str:
        """Why ``name`` is no card of this pool, in one sentence: the printings to choose
        from, the closest name, or the characters that only look like the letters of one.

        >>> default_pool().unknown("Sparkflit Sprit")
        'unknown card "Sparkflit Sprit" (did you mean "Sparkflit Sprite"?)'
        >>> print(default_pool().unknown("Ember L\u0430ncer"))  # doctest: +ELLIPSIS
        unknown card "Ember Lаncer": it contains U+0430 CYRILLIC SMALL LETTER A, which no ...
        """
        bare, card_id = split_printing(name)
        same = self._folded_names().get(fold_name(bare), [])
        if same:
            choices = " or ".join(f'"{c.name} [{c.id}]"' for c in same)
            if card_id is None:
                return (
                    f'ambiguous card "{name}": {len(same)} printings share that name with '
                    f"different text (CARD-016); name one as {choices}"
                )
            return f'unknown card "{name}": no printing {card_id!r} of that name (known: {choices})'
        known_chars = {ch for n in self._by_name for ch in fold_name(n)}
        odd = [ch for ch in dict.fromkeys(fold_name(name)) if ch not in known_chars]
        if odd:
            what = ", ".join(
                f"U+{ord(ch):04X} {unicodedata.name(ch, 'UNNAMED CHARACTER')}" for ch in odd
            )
            return (
                f'unknown card "{name}": it contains {what}, which no card name has (names are '
                "compared after Unicode NFKC normalisation, with invisible characters removed "
                "and case ignored)"
            )
        by_folded = {fold_name(n): n for n in self._by_name}
        close = difflib.get_close_matches(fold_name(name), list(by_folded), n=1, cutoff=0.6)
        if close:
            return f'unknown card "{name}" (did you mean "{by_folded[close[0]]}"?)'
        return f'unknown card "{name}" (no card of that name in the card pool)'

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def by_id(self, card_id: str) -> Card:
        try:
            return self._by_id[card_id]
        except KeyError:
            raise CardDataError(f"unknown card id {card_id!r}") from None

    def with_cards(self, extra: Iterable[Card]) -> CardPool:
        """A new pool with ``extra`` cards added (e.g. cards defined in a position file)."""
        return CardPool([*self._cards, *extra])

    @classmethod
    def from_json(cls, text: str, where: str = "card file") -> CardPool:
        return cls(cards_from_json(text, where))


def pseudo_definitions(cards: Iterable[Card], pool: CardPool) -> tuple[Card, ...]:
    """The crests and tickets that ``cards``' abilities make ("get a crest", "put a ticket into
    your hand"), as ``pool`` defines them, each once."""
    out: dict[str, Card] = {}
    for c in cards:
        for ab in c.abilities:
            for e in ab.effects:
                if e.do in ("get-crest", "get-ticket") and e.name is not None and e.name in pool:
                    out.setdefault(e.name, pool[e.name])
    return tuple(out.values())


def cards_from_json(text: str, where: str = "card file") -> list[Card]:
    """The cards of one card file, each checked on its own (names it refers to are checked
    once the whole pool is put together: one file may name another's cards)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise CardDataError(f"{where}: not valid JSON (line {e.lineno}: {e.msg})") from None
    if not isinstance(data, list):
        raise CardDataError(f"{where}: expected a list of card objects")
    return [Card.from_dict(d, f"{where} entry {i}") for i, d in enumerate(data)]


_SHARED: list[tuple[tuple[Card, ...], frozenset[str]]] = []


def shared_names(cards: tuple[Card, ...]) -> frozenset[str]:
    """The names that two different printings among ``cards`` (a game's card table) share
    (CARD-016): there a card is named with its id, :func:`label`. Usually empty.

    >>> pool = default_pool()
    >>> a, b = pool["Dewlight Courier [STD-901]"], pool["Dewlight Courier [STD-902]"]
    >>> sorted(shared_names((a, b, a))), sorted(shared_names((a, a)))
    (['Dewlight Courier'], [])
    """
    for held, names in _SHARED:
        if held is cards:
            return names
    ids: dict[str, set[str]] = {}
    for c in cards:
        ids.setdefault(c.name, set()).add(c.id)
    names = frozenset(n for n, got in ids.items() if len(got) > 1)
    _SHARED[:] = [(cards, names), *_SHARED[:7]]
    return names


def label(card: Card, cards: tuple[Card, ...]) -> str:
    """How a game whose card table is ``cards`` names ``card`` in its explain log and
    notation: its name, with its id in brackets where another printing of that name is in the
    same game (``"Dewlight Courier [STD-902]"``, CARD-016)."""
    return f"{card.name} [{card.id}]" if card.name in shared_names(cards) else card.name


PROTECT = Card.from_dict(
    {
        "id": "STD-PROTECT",
        "name": "Protect",
        "type": "protect",
        "grade": 0,
        "power": 0,
        "shield": 0,
        "sentinel": True,
        "formats": ["standard"],
        "text": "Sentinel. Made by a Protect I gift in its owner's hand; it can be called to the "
        "guardian circle, and anywhere else it ceases to exist. When this card is placed on a "
        "guardian circle, you may discard a card from your hand; if you do, choose one of your "
        "units: it cannot be hit until the end of that battle.",
        "abilities": [
            {
                "type": "AUTO",
                "zones": ["GC"],
                "timing": "placed-on-gc",
                "on": "self",
                "keyword": "sentinel",
                "cost": [{"discard": 1}],
                "effect": [
                    {"do": "cannot-be-hit", "target": "choose-your-unit", "until": "battle"}
                ],
            }
        ],
    },
    "the Protect pseudo-card",
)
"""The pseudo-card a Protect I gift puts into its player's hand (CR 4.55 §15.3, §16.3.1.6):
no name in the rules, grade and numbers 0 here; sentinel and its one ability."""


def _compiled(
    text: str, formats: tuple[str, ...], where: str, unread: str = "refuse", order: bool = False
) -> list[dict[str, Any]]:
    """A text-only card's abilities, compiled from its printed text in its era's reading (with
    ``unread="manual"``, an ability not read is kept as a manual ability; on a card that is
    no order, text with no head is no order's ability: its head is not read)."""
    # a card of one format reads in its era; of several, the era is inferred from the text
    era = formats[0] if len(formats) == 1 else None
    try:
        out = list(_compiled_once(text, era, unread))
    except CardTextError as e:
        raise CardDataError(f"{where}: its text is not read in full:\n{e}") from None
    if not order:
        out = [
            {k: v for k, v in a.items() if k in ("manual", "text", "why")}
            if a.get("manual") and a.get("type") == "ORDER"
            else a
            for a in out
        ]
    return out


@lru_cache(maxsize=4096)
def _compiled_once(text: str, era: str | None, unread: str) -> tuple[dict[str, Any], ...]:
    """The records of one distinct text in one era, compiled once a process (a pool rebuilt,
    a position's own cards, a second printing of the same text reuse them; they are read,
    never changed)."""
    return tuple(compile_card(text, era=era, unread=unread).abilities)


@lru_cache(maxsize=1)
def default_pool() -> CardPool:
    """The teaching card pool shipped in ``vgwidget/data/cards/``, and the rules' pseudo-cards
    (:data:`PROTECT`)."""
    cards: list[Card] = [PROTECT]
    root = resources.files("vgwidget") / "data" / "cards"
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".json"):
            text = entry.read_text(encoding="utf-8")
            cards.extend(cards_from_json(text, f"cards/{entry.name}"))
    return CardPool(cards)
