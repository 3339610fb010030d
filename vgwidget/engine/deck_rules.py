"""Checking a deck against a format's deck-construction rules.

:func:`check_deck` lists every rule of the format a :class:`~vgwidget.engine.decks.Deck`
breaks, each as a :class:`Violation` naming the catalogue rule, the inventory line and the
deck-list line of the card concerned. Import these names from :mod:`vgwidget.engine.decks`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from .abilities.vocabulary import LEGION_EFFECTS, LEGION_TARGETS
from .cards import Card, CardPool, default_pool
from .deck_list import Deck, _summary, _unknown_card
from .errors import DeckError, require
from .formats import Format, get_format

__all__ = ["Violation", "check_deck", "format_violations"]


@dataclass(frozen=True)
class Violation:
    """One broken deck-construction rule.

    ``rule`` is the catalogue ID (``deck.copies``), ``inventory`` the rules
    inventory line it comes from (``DECK-005``), ``line`` the deck-list line of
    the card concerned (None for whole-deck rules or decks built from data).

    >>> print(Violation("deck.copies", '5 copies of "X" (at most 4 per name)', 12, "DECK-005"))
    line 12: [deck.copies] 5 copies of "X" (at most 4 per name, DECK-005)
    """

    rule: str
    message: str
    line: int | None = None
    inventory: str = ""

    def __str__(self) -> str:
        msg = self.message
        if self.inventory:
            if msg.endswith(")"):
                msg = f"{msg[:-1]}, {self.inventory})"
            else:
                msg = f"{msg} ({self.inventory})"
        where = "" if self.line is None else f"line {self.line}: "
        return f"{where}[{self.rule}] {msg}"

    def to_dict(self) -> dict[str, Any]:
        """A JSON-safe dict with the same fields."""
        return {
            "rule": self.rule,
            "message": self.message,
            "line": self.line,
            "inventory": self.inventory,
        }


_CAP_RULES: Mapping[str, tuple[str, str]] = MappingProxyType(
    {
        "heal": ("deck.heal-cap", "DECK-011"),
        "over": ("deck.over-cap", "DECK-012"),
        "draw": ("deck.trigger-caps", "DECK-013"),
        "front": ("deck.trigger-caps", "DECK-014"),
        "critical": ("deck.trigger-caps", "DECK-015"),
    }
)

# Formats that cap the Regalis Piece icon at one card (DECK-016, tagged "standard-d").
_REGALIS_TAGS = "standard-d"

# Formats whose rules say every card is a unit (CARD-011, tagged "classic,premium-g"):
# their decks hold no order cards.
_ALL_UNITS_TAGS = "classic,premium-g"


@dataclass(frozen=True)
class _Check:
    """What every deck-construction check looks at."""

    deck: Deck
    fmt: Format
    pool: CardPool

    def card(self, name: str) -> Card:
        return self.pool[name]

    def line(self, key: str | None) -> int | None:
        return None if key is None else self.deck.lines.get(key)

    @property
    def title(self) -> str:
        return self.fmt.name.capitalize()

    @property
    def fifty(self) -> tuple[str, ...]:
        """The cards that make up the 50-card main deck in this format."""
        if self.fmt.first_vanguard_from == "main-deck":
            return self.deck.main + self.deck.first_vanguard_cards
        return self.deck.main

    @property
    def everything(self) -> tuple[str, ...]:
        d = self.deck
        return (*d.first_vanguard_cards, *d.ride_deck, *d.main, *d.g_deck)


def _check_size(c: _Check) -> Iterator[Violation]:
    n, size = len(c.fifty), c.fmt.deck_size
    if n == size:
        return
    if c.fmt.first_vanguard_from == "main-deck":
        what = f"the deck has {n} cards counting the first vanguard"
    else:
        what = f"the main deck has {n} cards, not counting the ride deck"
    yield Violation("deck.size", f"{what} (exactly {size})", None, "DECK-001")


def _by_name(c: _Check, keys: Iterable[str]) -> Counter[str]:
    """Copies per card name: printings that share a name count together (CARD-016)."""
    return Counter(c.card(k).name for k in keys)


def _first_line(c: _Check, name: str) -> int | None:
    """The first deck-list line naming a printing of ``name``."""
    found = [ln for k, ln in c.deck.lines.items() if k in c.pool and c.card(k).name == name]
    return min(found, default=None)


def _check_copies(c: _Check) -> Iterator[Violation]:
    cap = c.fmt.max_copies
    own = _by_name(c, [*c.deck.main, *c.deck.first_vanguard_cards])
    extra = _by_name(c, c.deck.ride_deck if c.fmt.copies_include_ride_deck else ())
    total = own + extra
    for name, n in total.items():
        if n <= cap:
            continue
        ids = {c.card(k).id for k in c.everything if c.card(k).name == name}
        both = f", {len(ids)} printings counted as one name" if len(ids) > 1 else ""
        if own[name] <= cap:
            msg = f'{n} copies of "{name}" in the main deck and ride deck together'
            yield Violation(
                "deck.copies",
                f"{msg} (at most {cap} per name, both counted{both})",
                _first_line(c, name),
                "DECK-007",
            )
        else:
            msg = f'{n} copies of "{name}" (at most {cap} per name{both})'
            yield Violation("deck.copies", msg, _first_line(c, name), "DECK-005")


def _check_triggers(c: _Check) -> Iterator[Violation]:
    # Standard counts the ride deck with the main deck for every limit (CR 4.55 §8.1): a
    # trigger unit in the ride deck is one of the 16, and of its type's cap
    fifty = c.fifty + (c.deck.ride_deck if c.fmt.copies_include_ride_deck else ())
    triggers = [n for n in fifty if c.card(n).trigger is not None]
    if len(triggers) != c.fmt.triggers_exact:
        in_ride = sum(
            1
            for n in (c.deck.ride_deck if c.fmt.copies_include_ride_deck else ())
            if c.card(n).trigger is not None
        )
        where = "main deck and ride deck together have" if in_ride else "main deck has"
        yield Violation(
            "deck.triggers",
            f"the {where} {len(triggers)} trigger units (exactly {c.fmt.triggers_exact})",
            None,
            "DECK-009",
        )
    by_type = Counter(c.card(n).trigger for n in triggers)
    for kind, cap in c.fmt.trigger_caps.items():
        if by_type[kind] > cap:
            rule, inventory = _CAP_RULES.get(kind, ("deck.trigger-caps", "DECK-009"))
            first = next(n for n in fifty if c.card(n).trigger == kind)
            yield Violation(
                rule,
                f"{by_type[kind]} {kind} triggers (at most {cap} in a deck)",
                c.line(first),
                inventory,
            )
    allowed = _and_join(sorted(c.fmt.trigger_types))
    for name in dict.fromkeys(c.everything):
        icon = c.card(name).trigger
        if icon is not None and icon not in c.fmt.trigger_types:
            article = "an" if icon[0] in "aeiou" else "a"
            yield Violation(
                "deck.trigger-caps",
                f'"{name}" has {article} {icon} trigger icon, which {c.title} does not use '
                f"({c.title} uses {allowed} triggers)",
                c.line(name),
                "TRIGGER-020",
            )


def _check_sentinels(c: _Check) -> Iterator[Violation]:
    sentinels = [n for n in c.everything if c.card(n).sentinel]
    if len(sentinels) > c.fmt.sentinel_max:
        yield Violation(
            "deck.sentinel",
            f"{len(sentinels)} Sentinel cards (at most {c.fmt.sentinel_max} in total, "
            "whatever their names)",
            c.line(sentinels[0]),
            "DECK-017",
        )


def _check_regalis_piece(c: _Check) -> Iterator[Violation]:
    if not c.fmt.inventory_applies(_REGALIS_TAGS):
        return
    pieces = [n for n in c.everything if c.card(n).regalis_piece]
    if len(pieces) > 1:
        yield Violation(
            "deck.regalis-piece",
            f"{len(pieces)} cards with the Regalis Piece icon (at most 1 in a deck, "
            "whatever their names)",
            c.line(pieces[1]),
            "DECK-016",
        )


def _and_join(items: Iterable[object]) -> str:
    """``a, b and c`` (for messages)."""
    words = [str(x) for x in items]
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} and {words[-1]}"


def _check_ride_deck(c: _Check) -> Iterator[Violation]:
    rd = c.deck.ride_deck
    if not c.fmt.ride_deck:
        if rd:
            yield Violation(
                "deck.ride-deck",
                f"a ride deck of {len(rd)} cards is not used in {c.title} "
                "(ride decks belong to Standard)",
                c.line("[ride deck]"),
                "DECK-024",
            )
        return
    grades = c.fmt.ride_deck_grades
    need = len(grades) + 1
    shape = f"one unit each of grade {_and_join(grades)} plus one ride deck crest"
    if not rd:
        yield Violation(
            "deck.ride-deck",
            f"there is no ride deck ({c.title} needs {need} cards: {shape})",
            None,
            "DECK-025",
        )
        return
    header = c.line("[ride deck]")
    if len(rd) != need:
        yield Violation(
            "deck.ride-deck",
            f"the ride deck has {len(rd)} cards (exactly {need}: {shape})",
            header,
            "DECK-025",
        )
    crests = [n for n in rd if c.card(n).type == "ride-deck-crest"]
    if len(crests) != 1:
        yield Violation(
            "deck.ride-deck-crest",
            f"the ride deck has {len(crests)} ride deck crests (exactly one: {shape})",
            c.line(crests[1]) if len(crests) > 1 else header,
            "CREST-003",
        )

    def ride_unit(card: Card) -> bool:
        return card.can_be_on_circle and card.grade in grades

    for g in grades:
        at_grade = [n for n in rd if ride_unit(c.card(n)) and c.card(n).grade == g]
        if not at_grade:
            yield Violation(
                "deck.ride-deck",
                f"the ride deck has no grade {g} unit ({shape})",
                header,
                "DECK-025",
            )
        elif len(at_grade) > 1:
            yield Violation(
                "deck.ride-deck",
                f"the ride deck has {len(at_grade)} grade {g} units ({shape})",
                c.line(at_grade[1]),
                "DECK-025",
            )
    for name in dict.fromkeys(rd):
        card = c.card(name)
        if card.type != "ride-deck-crest" and not ride_unit(card):
            yield Violation(
                "deck.ride-deck",
                f'"{name}" (a grade {card.grade} {card.type}) cannot be in the ride deck ({shape})',
                c.line(name),
                "DECK-025",
            )


def _check_first_vanguard(c: _Check) -> Iterator[Violation]:
    fv = c.deck.first_vanguard
    if c.fmt.first_vanguard_from == "main-deck":
        if fv is None:
            yield Violation(
                "deck.first-vanguard",
                "no first vanguard is chosen (list one grade 0 unit under [first vanguard]; "
                "it is one of the 50)",
                None,
                "DECK-002",
            )
            return
        card = c.card(fv)
        if not (card.can_be_on_circle and card.grade == 0):
            yield Violation(
                "deck.first-vanguard",
                f'"{fv}" (a grade {card.grade} {card.type}) cannot be the first vanguard '
                "(it must be a grade 0 unit)",
                c.line("[first vanguard]"),
                "DECK-002",
            )
        return
    if fv is not None:
        yield Violation(
            "deck.first-vanguard",
            f"a [first vanguard] section is not used in {c.title} "
            "(the ride deck's grade 0 unit is the first vanguard)",
            c.line("[first vanguard]"),
            "DECK-004",
        )
    if not any(c.card(n).is_unit and c.card(n).grade == 0 for n in c.deck.ride_deck):
        yield Violation(
            "deck.first-vanguard",
            "the ride deck has no grade 0 unit to be the first vanguard "
            "(the ride deck's grade 0 unit starts on the vanguard circle)",
            c.line("[ride deck]"),
            "DECK-004",
        )


def _check_nation(c: _Check) -> Iterator[Violation]:
    if not c.fmt.single_nation:
        return
    names = [n for n in c.everything if c.card(n).type != "ride-deck-crest"]
    nations = Counter(c.card(n).nation or "no nation" for n in names)
    if len(nations) <= 1:
        return
    main_nation = nations.most_common(1)[0][0]
    odd = next(n for n in names if (c.card(n).nation or "no nation") != main_nation)
    listed = ", ".join(f"{nation} ({k})" for nation, k in nations.items())
    yield Violation(
        "deck.nation",
        f"cards from {len(nations)} nations: {listed} (a deck is built from a single nation)",
        c.line(odd),
        "DECK-020",
    )


def _check_card_types(c: _Check) -> Iterator[Violation]:
    units_only = c.fmt.inventory_applies(_ALL_UNITS_TAGS)
    inventory = "CARD-011" if units_only else "DECK-018"
    holds = "units only" if units_only else "units and orders"
    for name in dict.fromkeys([*c.deck.main, *c.deck.first_vanguard_cards]):
        card = c.card(name)
        if card.type == "ride-deck-crest":
            yield Violation(
                "deck.card-types",
                f'"{name}" is a ride deck crest, which is not a main-deck card '
                f"(the main deck holds {holds})",
                c.line(name),
                "CARD-012" if not units_only else inventory,
            )
        elif card.is_g:
            yield Violation(
                "g.deck" if c.fmt.g_zone else "deck.card-types",
                f'"{name}" is a G unit, which cannot be in the main deck '
                f"(the main deck holds {holds}, no G units)",
                c.line(name),
                "DECK-030" if c.fmt.g_zone else inventory,
            )
        elif card.is_order and units_only:
            yield Violation(
                "deck.card-types",
                f'"{name}" is an order card ({c.title} decks hold units only)',
                c.line(name),
                inventory,
            )
    if c.deck.g_deck and not c.fmt.g_zone:
        yield Violation(
            "deck.card-types",
            f"a G deck of {len(c.deck.g_deck)} cards is not used in {c.title} "
            "(G decks belong to the G era)",
            c.line("[g deck]"),
            inventory,
        )


def _check_format_legal(c: _Check) -> Iterator[Violation]:
    for name in dict.fromkeys(c.everything):
        card = c.card(name)
        if card.pseudo_zones:
            yield Violation(
                "deck.card-types",
                f'"{name}" is a pseudo-card the rules make during a game (a {card.type}), '
                "never part of a deck",
                c.line(name),
                "DECK-018",
            )
            continue
        if not c.fmt.allows(card.formats):
            formats = _and_join(f.capitalize() for f in card.formats)
            legal = f"it is legal in {formats} only" if formats else "it is legal in no format"
            yield Violation(
                "deck.format-legal",
                f'"{name}" is not legal in {c.title} ({legal})',
                c.line(name),
                "DECK-022",
            )
        for ab in card.abilities:
            if ab.timing is not None and not c.fmt.has_timing(ab.timing):
                yield Violation(
                    "deck.format-legal",
                    f'"{name}" has an ability waiting for "{ab.timing}", a moment the rules of '
                    f"{c.title} do not have, so it could never trigger",
                    c.line(name),
                    "DECK-022",
                )
            if not c.fmt.legion and any(
                e.do in LEGION_EFFECTS or e.target in LEGION_TARGETS for e in ab.effects
            ):
                yield Violation(
                    "deck.format-legal",
                    f'"{name}" has an ability that works only with legion, which {c.title} does '
                    "not play, so it could never do anything",
                    c.line(name),
                    "DECK-022",
                )


def _check_g_deck(c: _Check) -> Iterator[Violation]:
    """The G era's G deck: G units only (DECK-030), at most ``g_deck_max`` cards (001: 8,
    DECK-028; the legacy variant: 16, DECK-029), 4 per name counted apart from the main deck
    (DECK-008)."""
    if not c.fmt.g_zone:
        return
    g = c.deck.g_deck
    cap = c.fmt.g_deck_max or 0
    if len(g) > cap:
        line, source = (
            ("DECK-029", "000's legacy G zone") if cap > 8 else ("DECK-028", "the Playbook 001")
        )
        yield Violation(
            "g.deck",
            f"the G deck has {len(g)} cards ({source} allows 0 to {cap})",
            c.line("[g deck]"),
            line,
        )
    for name in dict.fromkeys(g):
        if not c.card(name).is_g:
            yield Violation(
                "g.deck",
                f'"{name}" is not a G unit (only G units may be put in the G deck)',
                c.line(name),
                "DECK-030",
            )
    for name, n in _by_name(c, g).items():
        if n > c.fmt.max_copies:
            yield Violation(
                "g.deck",
                f'{n} copies of "{name}" in the G deck (at most {c.fmt.max_copies} per name, '
                "counted apart from the main deck)",
                _first_line(c, name),
                "DECK-008",
            )


_CHECKS: tuple[Callable[[_Check], Iterator[Violation]], ...] = (
    _check_size,
    _check_copies,
    _check_triggers,
    _check_sentinels,
    _check_regalis_piece,
    _check_ride_deck,
    _check_first_vanguard,
    _check_nation,
    _check_card_types,
    _check_format_legal,
    _check_g_deck,
)


def check_deck(deck: Deck, fmt: str | Format, pool: CardPool | None = None) -> list[Violation]:
    """Every deck-construction rule of format ``fmt`` that ``deck`` breaks (empty: legal).

    The rules: 50 main-deck cards (the Classic first vanguard is one of them),
    at most 4 per name (Standard counts the ride deck too), exactly 16 triggers
    within the per-type caps and only of the format's trigger types, at most 4
    Sentinels and (Standard) one Regalis Piece, Standard's 5-card ride deck with
    exactly one crest, whose grade 0 is the first vanguard (Classic: one grade 0
    first vanguard among the 50, no ride deck), one nation (Standard),
    only main-deck card types (no orders in Classic, no G deck), and only cards
    legal in the format. Raises :class:`DeckError` if a card name is not in
    ``pool`` (default: :func:`default_pool`).

    >>> from vgwidget.engine.decks import teaching_decks
    >>> [check_deck(d, "standard") for d in teaching_decks("standard")]
    [[], []]
    """
    require(deck, Deck, "check_deck(deck)", "a Deck (parse_deck reads one from text)")
    require(pool, (CardPool, type(None)), "check_deck(pool=)", "a CardPool or None")
    f = get_format(fmt)
    pool = default_pool() if pool is None else pool
    unknown = [n for n in deck.all_names() if n not in pool]
    if unknown:
        problems = [f"{deck.name}: {_unknown_card(n, pool)}" for n in unknown]
        raise DeckError(_summary(deck.name, problems), problems)
    ctx = _Check(deck, f, pool)
    return [v for check in _CHECKS for v in check(ctx)]


def format_violations(violations: Iterable[Violation]) -> str:
    """The violations one per line, or a one-line all-clear if there are none.

    >>> print(format_violations([]))
    legal: no deck-construction rule is broken
    """
    require(violations, Iterable, "format_violations(violations)", "a list of violations")
    out = [str(v) for v in violations]
    return "\n".join(out) if out else "legal: no deck-construction rule is broken"
