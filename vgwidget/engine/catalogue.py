"""The rule catalogue: every rule the engine cites, explained in plain words.

Each state change in a game's explain log names a :class:`Rule` by its ID
(``battle.boost``, ``trigger.heal``, ...). This module holds those entries,
says which formats and seed documents each one comes from, and ties every
entry back to the project's rules inventory (``rules-inventory.tsv``), so
that every atomic rule statement is explained by at least one entry.

Look a rule up by its ID:

>>> rule = get_rule("battle.boost")
>>> rule.title
'Boost'
>>> rule.status, rule.formats
('enforced', ('standard', 'classic', 'g'))

A mistyped ID raises :class:`UnknownRule`, which suggests close matches:

>>> get_rule("battle.bost")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
vgwidget.engine.catalogue.UnknownRule: unknown rule 'battle.bost'; did you mean battle.boost, ...?

Where the eras disagree, the entry says which source each format follows:

>>> get_rule("trigger.condition").variance is not None
True

Every inventory line is explained somewhere:

>>> [r.id for r in entries_for_inventory("BOOST-001")]
['battle.boost']
>>> inventory_for("classic")[0].id
'DECK-001'
"""

from __future__ import annotations

import difflib
import textwrap
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from types import MappingProxyType

from .errors import VanguardError
from .formats import UnknownFormat

STATUSES = ("enforced", "abilities", "g-era", "informational")
"""What the engine does with a rule.

``enforced``: the engine implements it (procedure, deck check, visibility, win/loss, and the
card-ability system: timings, costs, effects, keywords, orders).
``abilities``: it needs an ability mechanic not built yet (legion, overDress, imaginary gift,
persona ride, cross ride, especial costs, energy, tickets, card-specific rulings).
``g-era``: it belongs only to the future Premium/G format (stride, G assist, G guardian...).
``informational``: a simulator cannot enforce it (sleeves, cutting, etiquette, regulations).
"""

FORMAT_NAMES = ("standard", "classic", "g")
"""Format names a rule may list; ``g`` is the future Premium/G-era format."""

INVENTORY_TAGS: Mapping[str, str] = MappingProxyType(
    {"standard": "standard-d", "classic": "classic", "g": "premium-g"}
)
"""How each format is tagged in the ``formats`` column of the rules inventory."""

SEEDS: Mapping[str, str] = MappingProxyType(
    {
        "000": "fan-wiki (modern and Standard D rules)",
        "001": "Playbook v3.02 (official, G era, with Q&A)",
        "002": "classic summary (anime wiki)",
        "003": "DZ digest (Japanese)",
        "004": "classic summary (Standard Fight rules, 2012)",
    }
)
"""The five rules documents that every source citation points into."""


class UnknownRule(VanguardError):
    """A rule ID that is not in the catalogue."""


@dataclass(frozen=True)
class Rule:
    """One catalogue entry: a rule the engine can cite in its explain log.

    ``id`` is dotted lowercase (``battle.guard-grade``); ``summary`` explains the
    rule in our own words; ``sources`` name the seed documents and sections it
    comes from; ``inventory`` lists the rules-inventory lines it covers;
    ``variance`` says, where the seeds disagree, which source each format follows.
    """

    id: str
    title: str
    summary: str
    sources: tuple[str, ...]
    cr: str | None = None
    """Comprehensive Rules section and version, only where a seed states one."""
    inventory: tuple[str, ...] = ()
    formats: tuple[str, ...] = FORMAT_NAMES
    status: str = "enforced"
    variance: str | None = None

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"rule {self.id}: unknown status {self.status!r}")
        unknown = [f for f in self.formats if f not in FORMAT_NAMES]
        if unknown or not self.formats:
            raise ValueError(f"rule {self.id}: bad formats {self.formats!r}")

    def applies_to(self, format_name: str) -> bool:
        """Whether this rule belongs to the format called ``format_name``.

        >>> get_rule("trigger.front").applies_to("classic")
        False
        """
        return format_name in self.formats


@dataclass(frozen=True)
class InventoryLine:
    """One atomic rule statement from ``rules-inventory.tsv``.

    ``formats`` and ``sources`` keep the raw column text (comma- and
    semicolon-separated); :attr:`format_tags` and :attr:`source_list` split them.
    """

    id: str
    area: str
    formats: str
    statement: str
    sources: str

    @property
    def format_tags(self) -> tuple[str, ...]:
        """The tags of the formats column, e.g. ``('classic', 'premium-g')``."""
        return tuple(t.strip() for t in self.formats.split(",") if t.strip())

    @property
    def source_list(self) -> tuple[str, ...]:
        """The sources column split into ``NNN Section`` items."""
        parts: list[str] = []
        for piece in self.sources.split(";"):
            piece = piece.strip()
            if not piece:
                continue
            if parts and not piece[:3].isdigit():
                # a semicolon inside a section name, e.g. "Icons (Counter Blast; Soul Blast)"
                parts[-1] = f"{parts[-1]}; {piece}"
            else:
                parts.append(piece)
        return tuple(parts)

    def applies_to(self, format_name: str) -> bool:
        """Whether the line applies to ``standard``, ``classic`` or ``g``.

        >>> line = InventoryLine("X-1", "deck", "classic,premium-g", "...", "004 Building a Deck")
        >>> line.applies_to("g"), line.applies_to("standard")
        (True, False)
        """
        tag = _inventory_tag(format_name)
        tags = self.format_tags
        return "all" in tags or tag in tags


def _inventory_tag(format_name: str) -> str:
    try:
        return INVENTORY_TAGS[format_name]
    except KeyError:
        raise UnknownFormat(
            f"unknown format {format_name!r}; known formats: {', '.join(FORMAT_NAMES)}"
        ) from None


@lru_cache(maxsize=1)
def _inventory() -> tuple[InventoryLine, ...]:
    text = (
        resources.files("vgwidget")
        .joinpath("data")
        .joinpath("rules-inventory.tsv")
        .read_text(encoding="utf-8")
    )
    lines = text.splitlines()
    header = lines[0].split("\t")
    if header != ["id", "area", "formats", "statement", "sources"]:
        raise VanguardError(f"rules-inventory.tsv: unexpected header {header!r}")
    result: list[InventoryLine] = []
    for number, row in enumerate(lines[1:], start=2):
        if not row.strip():
            continue
        cells = row.split("\t")
        if len(cells) != 5:
            raise VanguardError(
                f"rules-inventory.tsv line {number}: expected 5 columns, found {len(cells)}"
            )
        result.append(InventoryLine(*cells))
    return tuple(result)


def load_inventory() -> list[InventoryLine]:
    """All lines of the packaged rules inventory, in file order.

    >>> lines = load_inventory()
    >>> len(lines), lines[0].id
    (461, 'DECK-001')
    """
    return list(_inventory())


def inventory_for(format_name: str) -> list[InventoryLine]:
    """The inventory lines that apply to ``standard``, ``classic`` or ``g``.

    A line applies when its formats column holds ``all`` or the format's tag
    (``standard-d``, ``classic``, ``premium-g``).

    >>> all(line.applies_to("standard") for line in inventory_for("standard"))
    True
    """
    _inventory_tag(format_name)  # validate the name even if the inventory is empty
    return [line for line in _inventory() if line.applies_to(format_name)]


def all_rules() -> tuple[Rule, ...]:
    """Every catalogue entry, in catalogue order (roughly the order of a game)."""
    return RULES


def rule_ids() -> frozenset[str]:
    """The set of every catalogue ID.

    >>> "battle.guard-grade" in rule_ids()
    True
    """
    return frozenset(_BY_ID)


def get_rule(rule_id: str) -> Rule:
    """Return the entry with ID ``rule_id``, or raise :class:`UnknownRule`.

    >>> get_rule("win.damage").title
    'Six damage loses'
    """
    try:
        return _BY_ID[rule_id]
    except KeyError:
        pass
    key = rule_id.strip().lower()
    if key in _BY_ID:
        return _BY_ID[key]
    close = difflib.get_close_matches(key, list(_BY_ID), n=3, cutoff=0.6)
    if not close:
        area = key.split(".", 1)[0]
        close = sorted(i for i in _BY_ID if i.startswith(area + "."))[:5]
    if close:
        hint = f"; did you mean {', '.join(close)}?"
    else:
        hint = "; run `vgwidget rules` to list every rule ID"
    raise UnknownRule(f"unknown rule {rule_id!r}{hint}")


def entries_for_inventory(inv_id: str) -> tuple[Rule, ...]:
    """The catalogue entries that explain inventory line ``inv_id``.

    >>> [r.id for r in entries_for_inventory("GUARD-007")]
    ['battle.guard-grade']
    """
    return _BY_INVENTORY.get(inv_id, ())


def rules_for_format(format_name: str) -> tuple[Rule, ...]:
    """The entries that list ``format_name`` among their formats.

    >>> "trigger.stand" in {r.id for r in rules_for_format("standard")}
    False
    """
    _inventory_tag(format_name)
    return tuple(r for r in RULES if format_name in r.formats)


def _wrap(text: str, indent: str = "  ", width: int = 78) -> str:
    return textwrap.fill(text, width=width, initial_indent=indent, subsequent_indent=indent)


def format_rule(rule: Rule, verbose: bool = True) -> str:
    """Render ``rule`` as plain text for ``vgwidget rules ID``.

    With ``verbose=False`` only the heading, summary and variance are shown.

    >>> print(format_rule(get_rule("trigger.over"), verbose=False))  # doctest: +ELLIPSIS
    trigger.over -- Over trigger
    Formats: standard | Status: enforced
    <BLANKLINE>
      The over trigger ...
    """
    out = [
        f"{rule.id} -- {rule.title}",
        f"Formats: {', '.join(rule.formats)} | Status: {rule.status}",
        "",
        _wrap(rule.summary),
    ]
    if rule.variance:
        out += ["", "Where the sources differ:", _wrap(rule.variance)]
    if verbose:
        out += ["", "Sources:"]
        out += [f"  - {s}" for s in rule.sources]
        cr = rule.cr or "none stated in the seed documents"
        out += ["", f"Comprehensive Rules: {cr}"]
        out += ["", "Inventory: " + (", ".join(rule.inventory) or "none")]
    return "\n".join(out)


def format_rule_line(rule: Rule) -> str:
    """One line for the ``vgwidget rules`` listing.

    >>> format_rule_line(get_rule("battle.boost"))
    'battle.boost                  Boost  [enforced; standard, classic, g]'
    """
    return f"{rule.id:<29} {rule.title}  [{rule.status}; {', '.join(rule.formats)}]"


RULES: tuple[Rule, ...] = (
    Rule(
        id="deck.size",
        title="Fifty-card main deck",
        summary=(
            "Your main deck must hold exactly 50 cards, never 49 and never 51. A fixed size "
            "means every deck plays with the same odds, so the deck checker rejects any "
            "other count."
        ),
        sources=(
            "seed 000 fan-wiki, Main Deck",
            "seed 001 Playbook v3.02, Rules for Deck Building ①",
            "seed 002 classic wiki summary, Building a Deck",
            "seed 003 DZ digest, メインデッキ (main deck)",
            "seed 004 classic Standard Fight rules, Building a Deck",
        ),
        inventory=("DECK-001",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="deck.first-vanguard",
        title="Where the first vanguard comes from",
        summary=(
            "The grade 0 unit you start on has to come from somewhere. In Classic it is one "
            "of your 50 cards and leaves the deck at setup; in Standard it is the grade 0 of "
            "your ride deck and does not count toward the 50."
        ),
        sources=(
            "seed 000 fan-wiki, Main Deck",
            "seed 000 fan-wiki, Ride Deck",
            "seed 000 fan-wiki, Starting the Fight 1",
            "seed 001 Playbook v3.02, Prepare for Cardfight",
            "seed 003 DZ digest, ライドデッキ (ride deck)",
            "seed 004 classic Standard Fight rules, Building a Deck",
        ),
        inventory=("DECK-002", "DECK-003", "DECK-004"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Classic (like the G era) follows 004 and the Playbook 001: the starter is one "
            "of the 50. Standard follows 000 and 003: the starter belongs to the ride deck, "
            "outside the 50; only a Standard deck played without a ride deck would count it "
            "among the 50."
        ),
    ),
    Rule(
        id="deck.copies",
        title="Four copies per name",
        summary=(
            "No more than four cards sharing a name may go in a deck, even when the "
            "printings differ in art or text. Triggers get no exemption, and two same-named "
            "triggers still each do what their own text says."
        ),
        sources=(
            "seed 000 fan-wiki, Deck Construction (General)",
            "seed 001 Playbook v3.02, Rules for Deck Building ②",
            "seed 001 Playbook v3.02, Rules for Deck Building ③",
            "seed 002 classic wiki summary, Building a Deck",
            "seed 003 DZ digest, メインデッキ",
            "seed 003 DZ digest, トリガーについて (triggers)",
            "seed 003 DZ digest, ライドデッキ",
            "seed 004 classic Standard Fight rules, Building a Deck",
        ),
        inventory=("DECK-005", "DECK-006", "DECK-007", "DECK-010", "CARD-016"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Standard follows 003, which adds the ride deck's cards to the main deck's when "
            "counting copies (000 instead counts a G deck separately, which only matters in "
            "the G era). The classic summaries 002 and 004 say 'same card' rather than 'same "
            "name'; Classic reads them by name, as the Playbook 001 does."
        ),
    ),
    Rule(
        id="deck.triggers",
        title="Sixteen trigger units",
        summary=(
            "Exactly 16 of your 50 cards must carry a trigger icon. That ratio keeps drive "
            "and damage checks exciting while still letting you plan around them."
        ),
        sources=(
            "seed 000 fan-wiki, Main Deck",
            "seed 001 Playbook v3.02, Rules for Deck Building ③",
            "seed 002 classic wiki summary, Building a Deck",
            "seed 003 DZ digest, メインデッキ",
            "seed 003 DZ digest, トリガーについて",
            "seed 004 classic Standard Fight rules, Building a Deck",
        ),
        inventory=("DECK-009",),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "002's wording could be read as 'at most 16'; every other seed makes it an exact "
            "count, and so does the engine in both formats."
        ),
    ),
    Rule(
        id="deck.heal-cap",
        title="At most four heal triggers",
        summary=(
            "However they are named, a deck may include no more than four heal triggers. "
            "Healing undoes damage, so the cap stops a deck from stalling the game forever."
        ),
        sources=(
            "seed 000 fan-wiki, Main Deck",
            "seed 001 Playbook v3.02, Rules for Deck Building ④",
            "seed 002 classic wiki summary, Building a Deck",
            "seed 003 DZ digest, メインデッキ",
            "seed 004 classic Standard Fight rules, Building a Deck",
        ),
        inventory=("DECK-011",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="deck.over-cap",
        title="At most one over trigger",
        summary=(
            "A Standard deck may carry a single over trigger and no more. Its effect is so "
            "strong that one copy is all the rules allow."
        ),
        sources=("seed 000 fan-wiki, Main Deck", "seed 003 DZ digest, メインデッキ"),
        inventory=("DECK-012",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="deck.trigger-caps",
        title="Caps per trigger type",
        summary=(
            "Each format allows only its own trigger types: critical, draw, front, heal and "
            "over in Standard, and critical, draw, stand and heal in Classic. Standard also "
            "limits critical, draw and front triggers to eight copies each, on top of the "
            "heal and over caps."
        ),
        sources=(
            "seed 000 fan-wiki, Main Deck",
            "seed 001 Playbook v3.02, Rules for Deck Building ④",
            "seed 002 classic wiki summary, Building a Deck",
            "seed 003 DZ digest, メインデッキ",
            "seed 004 classic Standard Fight rules, Building a Deck",
        ),
        inventory=("DECK-013", "DECK-014", "DECK-015", "DECK-011", "DECK-012", "TRIGGER-020"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Only the D-era sources cap individual trigger types beyond heal (000 for heal "
            "and over, 003 for the full list). Classic caps heal alone, so its other twelve "
            "triggers may be split freely among critical, draw and stand."
        ),
    ),
    Rule(
        id="deck.regalis-piece",
        title="At most one Regalis Piece",
        summary=(
            "Like the over trigger, the Regalis Piece icon may appear on only one card in a "
            "Standard deck. The deck checker counts the icon, whatever the card's name."
        ),
        sources=("seed 003 DZ digest, メインデッキ",),
        inventory=("DECK-016",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="deck.sentinel",
        title="At most four sentinels",
        summary=(
            "Cards with the Sentinel ability are limited to four per deck in total, whatever "
            "their names. It is an example of a card ability that reaches into deck building "
            "itself."
        ),
        sources=(
            "seed 000 fan-wiki, Deck Construction (General)",
            "seed 001 Playbook v3.02, Rules for Deck Building ⑤",
            "seed 001 Playbook v3.02, Terms (Sentinel)",
            "seed 003 DZ digest, メインデッキ (守護者)",
        ),
        inventory=("DECK-017", "DECK-019"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "000 names Sentinel as a deck-building ability without giving a number; the "
            "limit of four comes from the Playbook 001 and from 003, and both formats apply "
            "it."
        ),
    ),
    Rule(
        id="deck.card-types",
        title="What a main deck is made of",
        summary=(
            "A Standard main deck holds unit cards and order cards and nothing else; crests, "
            "tickets and energy markers are not main-deck cards. In Classic every card is a "
            "unit, either a normal unit or a trigger unit."
        ),
        sources=(
            "seed 001 Playbook v3.02, How to Read a Card",
            "seed 001 Playbook v3.02, How to Read a Card ⑤",
            "seed 003 DZ digest, メインデッキ",
            "seed 003 DZ digest, カード構成 (card types)",
            "seed 003 DZ digest, クレストやチケット",
            "seed 003 DZ digest, エネルギーの表示用具",
        ),
        inventory=("DECK-018", "CARD-011", "CARD-012"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "The Playbook 001 treats every card as a unit (normal, trigger or G unit) and "
            "Classic follows it. Standard follows 000 and 003, which add order cards and "
            "keep crests, tickets and energy markers apart from the game cards."
        ),
    ),
    Rule(
        id="deck.nation",
        title="One nation per deck",
        summary=(
            "Under the basic Standard regulation every card in your deck must belong to the "
            "same nation. Regulations may add further construction conditions on top of this "
            "one."
        ),
        sources=(
            "seed 003 DZ digest, メインデッキ (※)",
            "seed 003 DZ digest, 国家について (nations)",
        ),
        inventory=("DECK-020",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="deck.format-legal",
        title="Format icons",
        summary=(
            "In Standard, the D or V icon printed among a card's collection data tells you "
            "which fight formats it may be played in. The ride deck is itself a D Standard "
            "feature and is used only there."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 16",
            "seed 000 fan-wiki, Ride Deck",
        ),
        inventory=("DECK-022", "DECK-024"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="deck.ride-deck",
        title="The ride deck",
        summary=(
            "A Standard player also brings a five-card ride deck: a grade 0, a grade 1, a "
            "grade 2 and a grade 3 unit, along with a Ride Deck Crest. It guarantees a "
            "smooth climb through the grades, though a regulation or card may change what it "
            "must contain."
        ),
        sources=("seed 000 fan-wiki, Ride Deck", "seed 003 DZ digest, ライドデッキ (※)"),
        inventory=("DECK-025", "DECK-027", "DECK-024"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="deck.ride-deck-crest",
        title="The Ride Deck Crest",
        summary=(
            "Every ride deck includes exactly one Ride Deck Crest. It is a quasi-card: it "
            "travels with the ride deck but is not a unit you can ride."
        ),
        sources=(
            "seed 000 fan-wiki, Ride Deck",
            "seed 003 DZ digest, クレストやチケット",
            "seed 003 DZ digest, ライドデッキ",
        ),
        inventory=("CREST-003",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="deck.sleeves",
        title="Sleeves",
        summary=(
            "If you sleeve your cards, every main-deck card, starter included, must wear an "
            "identical sleeve so no card can be told apart from its back. Ride-deck and "
            "G-deck cards use sleeves unlike the main deck's, though they may differ from "
            "one another, and a simulator has no sleeves at all."
        ),
        sources=(
            "seed 000 fan-wiki, Main Deck",
            "seed 000 fan-wiki, Ride Deck",
            "seed 000 fan-wiki, G Deck",
        ),
        inventory=("DECK-023", "DECK-026", "DECK-031"),
        formats=("standard", "g"),
        status="informational",
    ),
    Rule(
        id="deck.flash",
        title="Flash Decks",
        summary=(
            "Classic once had a Flash Fight variant played with 25-card Flash Decks under "
            "its own rules. The engine plays only full 50-card fights, so this is noted for "
            "history."
        ),
        sources=("seed 004 classic Standard Fight rules, Building a Deck",),
        inventory=("DECK-032",),
        formats=("classic",),
        status="informational",
    ),
    Rule(
        id="deck.no-side-deck",
        title="No side deck",
        summary=(
            "A deck stays the same from one game to the next; there is no side deck to swap "
            "cards in or out between games. That matters to tournament matches rather than "
            "to a single game."
        ),
        sources=("seed 003 DZ digest, その他準備 (ゲーム間交換カード)",),
        inventory=("DECK-033",),
        formats=("standard",),
        status="informational",
    ),
    Rule(
        id="regulation.fighters-rules",
        title="Fighter's Rules and regulations",
        summary=(
            "Official tournaments add the Fighter's Rules on top of the game rules, and two "
            "decks may only meet when both follow the same regulation. The engine models "
            "each format's basic regulation; the rest is for organisers."
        ),
        sources=(
            "seed 000 fan-wiki, Fighter's Rules",
            "seed 001 Playbook v3.02, Fighter's Rules",
            "seed 003 DZ digest, 開始準備",
        ),
        inventory=("GEN-009", "DECK-021", "SETUP-008"),
        formats=("standard", "classic", "g"),
        status="informational",
    ),
    Rule(
        id="rules.comprehensive",
        title="The Comprehensive Rules come first",
        summary=(
            "The official Comprehensive Rules outrank any guide, including the documents "
            "this catalogue was built from. When a guide disagrees with them, trust the "
            "Comprehensive Rules."
        ),
        sources=(
            "seed 000 fan-wiki, Comprehensive Rules",
            "seed 001 Playbook v3.02, About This Playbook",
        ),
        inventory=("GEN-008",),
        formats=("standard", "classic", "g"),
        status="informational",
    ),
    Rule(
        id="card.characteristics",
        title="Printed characteristics",
        summary=(
            "Everything printed on a card, from name, grade and power to icons, nation and "
            "text, makes up its original characteristics. Effects change the current values, "
            "while the printed ones stay the baseline."
        ),
        sources=("seed 000 fan-wiki, Reading the Card Layout",),
        inventory=("CARD-001",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="card.grade",
        title="Grade",
        summary=(
            "A card's grade runs from 0 to 5 and acts as its rank. Grade decides which units "
            "you may ride and call normally, so it sets the pace of the whole game."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 4",
            "seed 001 Playbook v3.02, How to Read a Card ①",
        ),
        inventory=("CARD-006", "CARD-007"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="card.power",
        title="Power",
        summary=(
            "Power is the number compared whenever two units battle, counting for the "
            "attacker and the defender alike. Boosts, shields and triggers all work by "
            "changing it."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 5",
            "seed 001 Playbook v3.02, How to Read a Card ⑥",
            "seed 003 DZ digest, ユニットカード",
        ),
        inventory=("CARD-008",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="card.shield",
        title="Shield",
        summary=(
            "Shield is the defence a card adds when you put it on the guardian circle. On "
            "the field it does nothing; it only counts while the card is guarding."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 6",
            "seed 001 Playbook v3.02, How to Read a Card ③",
            "seed 003 DZ digest, ユニットカード",
        ),
        inventory=("CARD-009",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="card.critical",
        title="Critical",
        summary=(
            "Critical is how many points of damage a unit deals when its attack hits the "
            "opposing vanguard. Most units have 1, so raising critical is the quickest way "
            "to speed up a win."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 7",
            "seed 001 Playbook v3.02, How to Read a Card ⑦",
        ),
        inventory=("CARD-010",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="card.clan-nation",
        title="Clans, nations and races",
        summary=(
            "Clans, nations and races are labels that effects and deck rules can refer to, "
            "and each nation groups several clans. In Standard a card that names a nation in "
            "place of a clan counts as every clan of that nation, while a card showing no "
            "nation icon and no clan has no nation at all."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 2-3",
            "seed 000 fan-wiki, Reading the Card Layout 2",
            "seed 000 fan-wiki, Reading the Card Layout 14",
            "seed 001 Playbook v3.02, How to Read a Card ⑩-⑫",
            "seed 003 DZ digest, 国家について",
            "seed 003 DZ digest, ユニットカード (unit cards)",
        ),
        inventory=("CARD-003", "CARD-004", "CARD-005"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "The nation-as-clan reading comes only from 000, a modern page; the classic "
            "sources know clans alone. No seed turns it into a nation-based trigger "
            "condition."
        ),
    ),
    Rule(
        id="card.skill-icons",
        title="Skill icons",
        summary=(
            "Skill icons follow grade: grade 0 and 1 units can boost, grade 2 units can "
            "intercept, grade 3 units have Twin Drive and G units have Triple Drive. They "
            "tell you at a glance who may boost or intercept and how many drive checks a "
            "vanguard makes."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 10",
            "seed 001 Playbook v3.02, Icons (Skill icons)",
            "seed 004 classic Standard Fight rules, Guardian Call",
        ),
        inventory=("CARD-013",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="card.vanguard",
        title="The vanguard is a role",
        summary=(
            "Being the vanguard is a position, not a card type: whichever unit sits on your "
            "vanguard circle is your vanguard. The card in that role changes as you ride, "
            "but you always have one, and it is what takes damage."
        ),
        sources=("seed 003 DZ digest, ヴァンガードについて",),
        inventory=("CARD-018", "RIDE-016"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="card.no-uniqueness",
        title="No uniqueness rule",
        summary=(
            "Copies of one card may be your vanguard and your rear-guards at the same time. "
            "Calling a copy of your own vanguard is perfectly legal."
        ),
        sources=(
            "seed 003 DZ digest, 基本構成細則 (ユニーク処理)",
            "seed 003 DZ digest, ヴァンガードについて (vanguard)",
        ),
        inventory=("CARD-017",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="card.stand-rest",
        title="Standing and rested",
        summary=(
            "A card is either standing (upright) or rested (turned sideways). Attacking and "
            "boosting rest a unit and the stand phase stands it again, so this state decides "
            "who can still act."
        ),
        sources=(
            "seed 000 fan-wiki, Game Concepts",
            "seed 002 classic wiki summary, Battle Phase (Attack)",
            "seed 003 DZ digest, カードの行動表現 (card orientation)",
            "seed 004 classic Standard Fight rules, Battle Phase",
        ),
        inventory=("GEN-010",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="card.furigana",
        title="Furigana",
        summary=(
            "The small reading aids printed above a Japanese card's name are not part of "
            "that name. They play no role when rules or effects compare names."
        ),
        sources=("seed 000 fan-wiki, Reading the Card Layout 1",),
        inventory=("CARD-002",),
        formats=("standard",),
        status="informational",
    ),
    Rule(
        id="text.reminder",
        title="Reminder text",
        summary=(
            "Italic text in parentheses only reminds you how a keyword works, and coloured "
            "text is decoration; neither changes the game. The real rule always lives in the "
            "ability itself."
        ),
        sources=("seed 000 fan-wiki, Reading the Card Layout 11",),
        inventory=("CARD-014",),
        formats=("standard",),
        status="informational",
    ),
    Rule(
        id="card.flavor",
        title="Flavour text and artwork",
        summary=(
            "Flavour text, artwork and collection data are there to enjoy and to catalogue "
            "cards; they do not affect play. The one exception is the D or V format icon "
            "(see deck.format-legal)."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 12",
            "seed 000 fan-wiki, Reading the Card Layout 15",
            "seed 000 fan-wiki, Reading the Card Layout 16",
        ),
        inventory=("CARD-015",),
        formats=("standard",),
        status="informational",
    ),
    Rule(
        id="golden.card-text",
        title="Card text beats the rules",
        summary=(
            "When a card says something different from the basic rules, the card wins. That "
            "is how an ability can, say, let a unit ride over a lower grade or attack from "
            "an unusual spot."
        ),
        sources=("seed 000 fan-wiki, Game Concepts", "seed 001 Playbook v3.02, The basis ①"),
        inventory=("GEN-001",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="golden.impossible",
        title="Do as much as you can",
        summary=(
            "An instruction you cannot carry out is simply skipped, and one you can only "
            "partly carry out is done as far as it goes. A plain instruction is mandatory, "
            "which is why 'as far as it goes' matters."
        ),
        sources=(
            "seed 001 Playbook v3.02, The basis ②",
            "seed 001 Playbook v3.02, The basis ③",
            "seed 001 Playbook v3.02, Difference in Ability Text ('do...')",
        ),
        inventory=("GEN-002", "GEN-003", "TEXT-003"),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="golden.cannot-wins",
        title="'Cannot' beats 'must'",
        summary=(
            "If one effect demands an action and another forbids it, the prohibition wins "
            "and nothing happens."
        ),
        sources=("seed 001 Playbook v3.02, The basis ④",),
        inventory=("GEN-004",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="golden.turn-player-first",
        title="Turn player chooses first",
        summary=(
            "When both players need to make a choice at the same moment, the turn player "
            "makes theirs first. The engine asks for decisions in that order."
        ),
        sources=("seed 001 Playbook v3.02, The basis ⑤",),
        inventory=("GEN-005",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="golden.resolve-fully",
        title="Finish what you start",
        summary=(
            "Once you act, everything that action sets off is finished before anything else "
            "happens. You cannot start a new action or move to the next step halfway through "
            "the last one."
        ),
        sources=(
            "seed 000 fan-wiki, Game Concepts",
            "seed 000 fan-wiki, Turn Phases",
            "seed 001 Playbook v3.02, Stand Phase [3]",
            "seed 001 Playbook v3.02, Main Phase [3]",
        ),
        inventory=("GEN-006",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="golden.owner-zones",
        title="Cards go to their owner's zones",
        summary=(
            "A card only ever moves into its owner's zones. If your effect sends an "
            "opponent's unit to the hand, it goes to their hand, not yours."
        ),
        sources=(
            "seed 000 fan-wiki, Details",
            "seed 001 Playbook v3.02, Card text and zones",
        ),
        inventory=("GEN-007",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="golden.two-players",
        title="Two players",
        summary=(
            "A fight is between two players, each bringing their own deck. Games for three "
            "or more need a dedicated regulation, which the engine does not model."
        ),
        sources=(
            "seed 000 fan-wiki, What You Need",
            "seed 003 DZ digest, ゲーム概要 (ゲームタイプ)",
            "seed 003 DZ digest, 基本構成細則 (3人以上でのプレイ)",
        ),
        inventory=("GEN-011",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="golden.resources-are-cards",
        title="Resources are cards",
        summary=(
            "No mana or energy pool carries over from turn to turn: what you spend is always "
            "a card, such as a face-up damage card or a card in your soul. That is why the "
            "damage zone and soul double as your budget for abilities."
        ),
        sources=("seed 003 DZ digest, 基本構成細則 (手番を跨ぐカード外コスト蓄積)",),
        inventory=("GEN-012",),
        formats=("standard",),
        status="enforced",
        variance=(
            "003 says nothing off-card carries between turns, yet it also lists energy "
            "markers without rules for them (see marker.energy)."
        ),
    ),
    Rule(
        id="etiquette.ask-permission",
        title="Ask before touching",
        summary=(
            "Ask your opponent before you handle their cards. It is table courtesy; in a "
            "simulator nobody touches anything."
        ),
        sources=("seed 001 Playbook v3.02, Public zones and hidden zones",),
        inventory=("GEN-013",),
        formats=("classic", "g"),
        status="informational",
    ),
    Rule(
        id="zone.public",
        title="Public zones",
        summary=(
            "Public zones, such as the field, soul, drop zone and damage zone, are open to "
            "everyone at any time and their cards normally lie face up. The order of cards "
            "there carries no meaning, so an owner may tidy them freely."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game",
            "seed 001 Playbook v3.02, Public zones and hidden zones",
            "seed 001 Playbook v3.02, Order of cards",
        ),
        inventory=("ZONE-001", "ZONE-002", "ZONE-010"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="zone.hidden",
        title="Hidden zones",
        summary=(
            "A hidden zone, like the deck or a hand, shows only its size to anyone it is "
            "hidden from. Only the players it is open to may look at or reorder it, shuffled "
            "cards stay unseen until the shuffle ends, and you need not reveal the order in "
            "which cards went into a hidden zone. The engine's views replace every card a "
            "viewer may not see with a bare hidden marker."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game",
            "seed 000 fan-wiki, Details",
            "seed 001 Playbook v3.02, Public zones and hidden zones",
        ),
        inventory=("ZONE-003", "ZONE-004", "ZONE-041", "ZONE-048"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="zone.deck",
        title="The deck",
        summary=(
            "Your deck is a face-down pile whose order you may not change. Cards leave from "
            "the top one at a time and come back on top unless an effect says otherwise, and "
            "when several go back together their owner picks the order."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Deck)",
            "seed 001 Playbook v3.02, Parts of the Play mat ⑦",
            "seed 001 Playbook v3.02, Order of cards",
        ),
        inventory=("ZONE-005", "ZONE-006", "ZONE-007", "ZONE-008", "ZONE-009"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="zone.hand",
        title="The hand",
        summary=(
            "Your hand is yours to look at and arrange, and hidden from your opponent. There "
            "is no maximum hand size, so you never discard down at the end of a turn."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Hand)",
            "seed 001 Playbook v3.02, Parts of the Play mat ⑨",
            "seed 001 Playbook v3.02, Q36",
            "seed 003 DZ digest, 開始時基本設定 (開始手札)",
            "seed 003 DZ digest, 基本構成細則 (ディスカード)",
        ),
        inventory=("ZONE-011", "ZONE-012"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="zone.drop",
        title="The drop zone",
        summary=(
            "The drop zone is the public discard pile where retired units and discarded "
            "cards land face up. It stays separate from the damage zone and the removal "
            "zone, because cards in each mean very different things."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Drop Zone)",
            "seed 001 Playbook v3.02, Parts of the Play mat ⑥",
            "seed 003 DZ digest, 場の構成 (field layout)",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=("ZONE-013", "ZONE-014"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="zone.field",
        title="The field",
        summary=(
            "Each player's field is a public grid of two rows and three columns, with the "
            "front row nearest the opponent. Columns line up across the table, so your right "
            "column is the same column as your opponent's left, and a unit on a circle "
            "shares that circle's row and column."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Field)",
            "seed 000 fan-wiki, Zones of the Game (Circle)",
            "seed 001 Playbook v3.02, Parts of the Play mat (Field)",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=("ZONE-015", "ZONE-016", "ZONE-018"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="zone.circles",
        title="The seven circles",
        summary=(
            "You have seven circles: the vanguard circle (VC) in the centre front, the five "
            "rear-guard circles FL, FR, BL, BC and BR, and the guardian circle (GC) in "
            "front. You have one vanguard and up to five rear-guards, normally one per "
            "circle."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Circle)",
            "seed 001 Playbook v3.02, Parts of the Play mat ①-③",
            "seed 001 Playbook v3.02, Parts of the Play mat ②-③",
            "seed 003 DZ digest, 場の構成",
            "seed 003 DZ digest, ユニットカード",
            "seed 003 DZ digest, ヴァンガードについて",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=("ZONE-017", "ZONE-019"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "003 says a player has exactly one vanguard, while Classic's legion puts two "
            "cards on the vanguard circle; see legion.procedure."
        ),
    ),
    Rule(
        id="zone.soul",
        title="The soul",
        summary=(
            "The soul is the public pile under your vanguard, built from your earlier "
            "vanguards and anything effects add. It sits on the vanguard circle without "
            "being on the field, the vanguard itself is never part of it, and abilities "
            "spend it as a resource."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Soul)",
            "seed 001 Playbook v3.02, Parts of the Play mat ⑩",
            "seed 003 DZ digest, ライドとソウルついて (ride and soul)",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=("ZONE-020", "ZONE-021", "ZONE-022"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="zone.damage",
        title="The damage zone",
        summary=(
            "The damage zone records the hits your vanguard has taken, and both players may "
            "inspect every card in it, face-down ones included. Cards turned face down to "
            "pay costs still count as damage but carry no card information; everyone starts "
            "at 0 and heals can lower the count again."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Damage Zone)",
            "seed 000 fan-wiki, Zones of the Game (Bind Zone)",
            "seed 001 Playbook v3.02, Parts of the Play mat ⑤",
            "seed 003 DZ digest, コストとソウルについて (cost and soul)",
            "seed 003 DZ digest, 開始時基本設定 (敗北ポイント)",
        ),
        inventory=("ZONE-023", "ZONE-024", "WIN-008", "SETUP-019"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="zone.bind",
        title="The bind zone",
        summary=(
            "The bind zone is a public area off the play mat for cards that costs or effects "
            "bind. Bound cards lie face up unless the effect says otherwise, and only their "
            "owner may peek at a face-down one."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Bind Zone)",
            "seed 001 Playbook v3.02, Parts of the Play mat ⑪",
            "seed 001 Playbook v3.02, Terms (Bind)",
        ),
        inventory=("ZONE-025", "ZONE-026"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="zone.trigger",
        title="The trigger zone",
        summary=(
            "The trigger zone is a temporary public spot where a drive-checked or "
            "damage-checked card sits while its trigger resolves. It is empty between "
            "checks."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Trigger Zone)",
            "seed 001 Playbook v3.02, Parts of the Play mat ⑧",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=("ZONE-027",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="zone.guardian-circle",
        title="The guardian circle",
        summary=(
            "The guardian circle holds every guardian the defender puts down for the current "
            "battle, all of them rested. It is cleared again once they are retired."
        ),
        sources=(
            "seed 000 fan-wiki, Guard Step",
            "seed 001 Playbook v3.02, Parts of the Play mat ①",
            "seed 003 DZ digest, ガードステップ (guard step)",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=("ZONE-028",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="zone.removal",
        title="The removal zone",
        summary=(
            "Cards removed from the game go to the public removal zone. Nothing can touch "
            "them there and they rejoin their owner's deck only after the game, which is "
            "where an over trigger ends up."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Removal Zone)",
            "seed 003 DZ digest, 場の構成",
        ),
        inventory=("ZONE-031", "ZONE-032"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="zone.order",
        title="The order zone",
        summary=(
            "The order zone is a public area where set orders stay after they have been "
            "played. Normal orders never stay there; they pass through the order area to the "
            "drop zone."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Order Zone)",
            "seed 003 DZ digest, オーダーカード (order cards)",
        ),
        inventory=("ZONE-034",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="zone.ride-deck",
        title="The ride deck zone",
        summary=(
            "The ride deck works like a second hand: its owner may check it at will, it is "
            "never shuffled and its order is irrelevant. Face-down cards there are seen only "
            "by their owner, and a card that began the game in it returns there face up "
            "instead of going into the main deck."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Ride Deck Zone)",
            "seed 003 DZ digest, ライドとソウルついて",
            "seed 003 DZ digest, ライドデッキ (※)",
        ),
        inventory=("ZONE-035", "ZONE-036", "ZONE-037"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="zone.crest",
        title="The crest zone",
        summary=(
            "Crests and the Ride Deck Crest are kept in the public crest zone. They sit "
            "outside the main deck and are not units."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Crest Zone)",
            "seed 003 DZ digest, クレストやチケット (crests and tickets)",
        ),
        inventory=("ZONE-038",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="crest.marker",
        title="Crests",
        summary=(
            "Crests are marker cards that carry their own special rules and add exceptions "
            "to the normal game. Other cards' effects usually bring them into the crest zone "
            "from outside the game."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Crest Zone)",
            "seed 003 DZ digest, クレストやチケット",
        ),
        inventory=("CREST-001", "CREST-002"),
        formats=("standard",),
        status="abilities",
    ),
    Rule(
        id="zone.gauge",
        title="The gauge zone",
        summary=(
            "The gauge zone is a hidden zone for cards equipped through the Gauge mechanic, "
            "visible only to its owner. Each card there is attached to a unit, a set order "
            "or, when an effect allows, a player."
        ),
        sources=("seed 000 fan-wiki, Zones of the Game (Gauge Zone)",),
        inventory=("ZONE-033",),
        formats=("standard",),
        status="abilities",
    ),
    Rule(
        id="zone.move-order",
        title="Several cards moving at once",
        summary=(
            "When several cards change zones together, their owner decides the order in "
            "which they move. The order can matter when abilities are watching for cards "
            "arriving."
        ),
        sources=("seed 000 fan-wiki, Details",),
        inventory=("ZONE-039",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="zone.reveal",
        title="Looking does not move cards",
        summary=(
            "Looking at, revealing or searching cards leaves them where they are. They only "
            "move if the effect that showed them also says where to put them."
        ),
        sources=("seed 000 fan-wiki, Details",),
        inventory=("ZONE-040",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="zone.new-card",
        title="A moved card is a new card",
        summary=(
            "A card that changes zone (other than moving from circle to circle) or gets "
            "unlocked becomes a brand-new card, and every effect that applied to it is "
            "forgotten. The only exception is the effect that moved it, which may keep "
            "tracking it for as long as it lasts."
        ),
        sources=("seed 000 fan-wiki, Details",),
        inventory=("ZONE-042", "ZONE-043"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="zone.g-zone",
        title="The G zone",
        summary=(
            "In the G era your G deck waits in the G zone, hidden from your opponent and "
            "arranged as you like. Cards turned face up there count as public."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (G Zone)",
            "seed 001 Playbook v3.02, Parts of the Play mat ④",
        ),
        inventory=("ZONE-029", "ZONE-030"),
        formats=("g",),
        status="g-era",
    ),
    Rule(
        id="setup.first-vanguard",
        title="Choosing the first vanguard",
        summary=(
            "Without a ride deck, each player secretly picks one of their grade 0 units from "
            "the deck and sets it face down on the vanguard circle. It stays hidden until "
            "both players reveal at stand up."
        ),
        sources=(
            "seed 000 fan-wiki, Starting the Fight 1",
            "seed 001 Playbook v3.02, Prepare for Cardfight",
            "seed 002 classic wiki summary, Starting a Game",
            "seed 004 classic Standard Fight rules, Starting a Game 1",
            "seed 004 classic Standard Fight rules, Building a Deck",
        ),
        inventory=("SETUP-001", "DECK-002"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="setup.ride-deck",
        title="Setting out the ride deck",
        summary=(
            "With a ride deck, each player takes it apart from the main deck, sets its grade "
            "0 face down on the vanguard circle and lays the other ride-deck cards face down "
            "in the ride deck zone. This is how every Standard game begins."
        ),
        sources=(
            "seed 000 fan-wiki, Starting the Fight 1",
            "seed 000 fan-wiki, Starting the Fight 2",
            "seed 000 fan-wiki, Main Deck",
            "seed 000 fan-wiki, Ride Deck",
            "seed 003 DZ digest, 開始準備 (game preparation)",
            "seed 003 DZ digest, ライドデッキ (※)",
            "seed 003 DZ digest, ライドデッキ (ride deck)",
        ),
        inventory=("SETUP-002", "SETUP-005", "DECK-004"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="setup.shuffle",
        title="Shuffling the deck",
        summary=(
            "Both players shuffle their main decks and put them face down in their deck "
            "zones. A fair shuffle is what keeps every draw and check a surprise."
        ),
        sources=(
            "seed 000 fan-wiki, Starting the Fight 2",
            "seed 001 Playbook v3.02, Prepare for Cardfight",
            "seed 003 DZ digest, 開始準備",
            "seed 004 classic Standard Fight rules, Starting a Game 3",
        ),
        inventory=("SETUP-003",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="setup.cut",
        title="Offering a cut",
        summary=(
            "At the table you offer your shuffled deck to your opponent to cut. A "
            "simulator's shuffle is already fair, so there is nothing to cut."
        ),
        sources=("seed 000 fan-wiki, Starting the Fight 2",),
        inventory=("SETUP-004",),
        formats=("standard",),
        status="informational",
    ),
    Rule(
        id="setup.markers",
        title="Markers and tokens",
        summary=(
            "Markers or tokens you plan on using are placed beside the G zone area before "
            "play. The engine keeps track of such things itself."
        ),
        sources=("seed 000 fan-wiki, Starting the Fight 2",),
        inventory=("SETUP-007",),
        formats=("standard",),
        status="informational",
    ),
    Rule(
        id="setup.first-player",
        title="Deciding who goes first",
        summary=(
            "Who goes first is settled by chance, such as a coin toss or "
            "rock-paper-scissors, before anyone draws a hand. In Standard the winner must "
            "take the first turn, and the first player may not attack on that turn."
        ),
        sources=(
            "seed 000 fan-wiki, Starting the Fight 3",
            "seed 001 Playbook v3.02, Prepare for Cardfight",
            "seed 003 DZ digest, 開始準備",
            "seed 004 classic Standard Fight rules, Starting a Game 2",
        ),
        inventory=("SETUP-009", "SETUP-010"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="setup.opening-hand",
        title="Opening hand",
        summary=(
            "Each player draws five cards as their opening hand. You keep it secret until "
            "you play from it."
        ),
        sources=(
            "seed 000 fan-wiki, Starting the Fight 4",
            "seed 001 Playbook v3.02, Prepare for Cardfight",
            "seed 002 classic wiki summary, Starting a Game",
            "seed 003 DZ digest, 開始時基本設定 (opening settings)",
            "seed 004 classic Standard Fight rules, Starting a Game 3",
        ),
        inventory=("SETUP-011",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="setup.mulligan",
        title="Mulligan",
        summary=(
            "Once per game, straight after drawing, each player may swap any number of "
            "opening cards for new ones, the first player deciding first. In Standard the "
            "unwanted cards go to the bottom of the deck, you draw that many and then "
            "shuffle; in Classic you return them, shuffle, and draw back up to five."
        ),
        sources=(
            "seed 000 fan-wiki, Starting the Fight 4",
            "seed 001 Playbook v3.02, Prepare for Cardfight",
            "seed 002 classic wiki summary, Starting a Game",
            "seed 003 DZ digest, 開始時基本設定 (マリガン)",
            "seed 004 classic Standard Fight rules, Starting a Game 4",
        ),
        inventory=("SETUP-012", "SETUP-013", "SETUP-014", "SETUP-015", "SETUP-016"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Standard follows 000 and 003 (cards to the bottom, an equal number drawn, then "
            "a shuffle if anything went back). Classic follows 004, 002 and the Playbook 001 "
            "(return, shuffle, redraw to five), and 004 adds that the new hand must be kept. "
            "Taking mulligans in turn order comes from 001 and 000; the engine does so in "
            "both formats."
        ),
    ),
    Rule(
        id="setup.stand-up",
        title="Stand up, Vanguard!",
        summary=(
            "When both players are ready they flip their first vanguards face up together, "
            "calling out 'Stand up, Vanguard!', and the first player's turn begins."
        ),
        sources=(
            "seed 000 fan-wiki, Starting the Fight 5",
            "seed 001 Playbook v3.02, Prepare for Cardfight",
            "seed 003 DZ digest, 開始準備",
            "seed 004 classic Standard Fight rules, Starting a Game 5",
        ),
        inventory=("SETUP-017", "SETUP-018"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="turn.sequence",
        title="The phases of a turn",
        summary=(
            "Every turn walks through six phases, stand, draw, ride, main, battle and end, "
            "always in this order, and then the other player takes a turn. With a ride deck "
            "in use, as in Standard, there is no G assist step."
        ),
        sources=(
            "seed 000 fan-wiki, Turn Phases",
            "seed 000 fan-wiki, End Phase",
            "seed 000 fan-wiki, G Assist Step",
            "seed 001 Playbook v3.02, Order of a Cardfight (Order of a turn)",
            "seed 001 Playbook v3.02, End Phase [6]",
            "seed 002 classic wiki summary, Stand (Sand) Phase-End Phase",
            "seed 003 DZ digest, ターン(自分の手番)の進行 (turn sequence)",
            "seed 003 DZ digest, 全体の基本進行 (overall flow)",
            "seed 004 classic Standard Fight rules, Stand Phase-End Phase",
        ),
        inventory=("TURN-001", "TURN-004", "GASSIST-011"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="g.turn-steps",
        title="G-era turn steps",
        summary=(
            "In the G era the draw phase gains a G assist step after the draw, and the ride "
            "phase gains a stride step after the ride."
        ),
        sources=(
            "seed 000 fan-wiki, Draw Phase",
            "seed 000 fan-wiki, Ride Phase",
            "seed 001 Playbook v3.02, Draw Phase",
            "seed 001 Playbook v3.02, Ride Phase",
        ),
        inventory=("TURN-002", "TURN-003"),
        formats=("g",),
        status="g-era",
    ),
    Rule(
        id="turn.stand",
        title="Stand phase",
        summary=(
            "At the start of your turn you stand every rested unit you have, plus rested "
            "cards in your order zone in Standard. A unit an effect keeps rested stays "
            "rested, and if nothing is rested the phase passes quietly."
        ),
        sources=(
            "seed 000 fan-wiki, Stand Phase",
            "seed 001 Playbook v3.02, Stand Phase [2]",
            "seed 002 classic wiki summary, Stand (Sand) Phase",
            "seed 004 classic Standard Fight rules, Stand Phase",
        ),
        inventory=("STAND-002", "STAND-003", "STAND-004", "STAND-005"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="turn.draw",
        title="Draw phase",
        summary=(
            "In your draw phase you draw one card off the top of your deck. The first player "
            "draws on their first turn too; their handicap is that they cannot attack."
        ),
        sources=(
            "seed 000 fan-wiki, Draw Step",
            "seed 001 Playbook v3.02, Draw Step [2]",
            "seed 001 Playbook v3.02, Q01",
            "seed 002 classic wiki summary, Draw Phase",
            "seed 003 DZ digest, 開始時基本設定 (ファーストドロー制限)",
            "seed 004 classic Standard Fight rules, Draw Phase",
        ),
        inventory=("DRAW-002", "DRAW-003"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="ride.normal",
        title="Normal ride",
        summary=(
            "In your ride phase you may play a unit from your hand over your current "
            "vanguard, and it becomes your new vanguard, face up and standing. This normal "
            "ride is optional, but it is how you climb toward grade 3."
        ),
        sources=(
            "seed 000 fan-wiki, Ride Step",
            "seed 001 Playbook v3.02, Ride Step [2]",
            "seed 001 Playbook v3.02, Ride or call from rules actions (Normal ride)",
            "seed 002 classic wiki summary, Ride Phase",
            "seed 003 DZ digest, ライドとソウルついて",
            "seed 003 DZ digest, ライドフェイズ",
            "seed 003 DZ digest, 基本構成細則 (召喚酔い)",
            "seed 004 classic Standard Fight rules, Ride Phase",
        ),
        inventory=("RIDE-003", "RIDE-005", "RIDE-007"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="ride.grade",
        title="Ride grade limit",
        summary=(
            "A normal ride needs a unit of the same grade as your vanguard or exactly one "
            "grade higher. Riding down a grade takes an ability, while riding a same-grade "
            "card, even one with your vanguard's name, is fine and builds your soul."
        ),
        sources=(
            "seed 000 fan-wiki, Ride Step",
            "seed 000 fan-wiki, Reading the Card Layout 4",
            "seed 001 Playbook v3.02, Ride Step [2]",
            "seed 001 Playbook v3.02, Ride or call from rules actions (Normal ride)",
            "seed 001 Playbook v3.02, Q02",
            "seed 001 Playbook v3.02, How to Read a Card ①",
            "seed 002 classic wiki summary, Ride Phase",
            "seed 003 DZ digest, ライドとソウルついて",
            "seed 004 classic Standard Fight rules, Ride Phase",
        ),
        inventory=("RIDE-003", "RIDE-006", "RIDE-012", "CARD-007"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="ride.once-per-turn",
        title="One normal ride per turn",
        summary=(
            "You get one normal ride each turn. Riding from the ride deck uses up that same ride."
        ),
        sources=(
            "seed 000 fan-wiki, Ride Step",
            "seed 001 Playbook v3.02, Ride Step [2]",
            "seed 002 classic wiki summary, Ride Phase",
            "seed 003 DZ digest, ライドフェイズ (ride phase)",
            "seed 004 classic Standard Fight rules, Ride Phase",
        ),
        inventory=("RIDE-004", "RIDE-011"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="ride.ride-deck",
        title="Riding from the ride deck",
        summary=(
            "In Standard you may ride from your ride deck instead of your hand by discarding "
            "one card from hand, and the unit must be exactly one grade above your vanguard. "
            "It counts as your normal ride, so it is not allowed once you have already "
            "ridden that turn."
        ),
        sources=("seed 000 fan-wiki, Ride Step", "seed 003 DZ digest, ライドとソウルついて"),
        inventory=("RIDE-010", "RIDE-011"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="ride.soul",
        title="The old vanguard goes to the soul",
        summary=(
            "Whenever a new vanguard arrives, the previous one slides underneath it into the "
            "soul. In Standard, abilities set off by the arrival resolve before the old "
            "vanguard moves, and riding never removes any damage."
        ),
        sources=(
            "seed 000 fan-wiki, Ride Step",
            "seed 000 fan-wiki, Details",
            "seed 001 Playbook v3.02, Moving cards (From vanguard circle to soul)",
            "seed 003 DZ digest, ライドとソウルついて",
            "seed 004 classic Standard Fight rules, Ride Phase",
        ),
        inventory=("RIDE-008", "ZONE-044", "ZONE-046", "RIDE-009"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="ride.superior",
        title="Superior ride",
        summary=(
            "A superior ride is a ride made by a card effect rather than your normal ride, "
            "and it ignores grade unless the effect says otherwise. It neither uses up nor "
            "needs your normal ride. The ridden unit can come from the deck, the hand or the "
            "drop zone, or a unit may ride itself once its condition is met."
        ),
        sources=(
            "seed 001 Playbook v3.02, Ride or call from rules actions (Superior ride)",
            "seed 002 classic wiki summary, Ride Phase",
            "seed 003 DZ digest, ライドとソウルついて",
            "seed 004 classic Standard Fight rules, Ride Phase",
        ),
        inventory=("RIDE-013", "RIDE-014", "RIDE-015"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "002 places superior rides in the main phase while 004 describes them during the "
            "ride phase; since they are effects, the card's own timing decides."
        ),
    ),
    Rule(
        id="keyword.persona-ride",
        title="Persona Ride",
        summary=(
            "Ride a unit with the Persona Ride icon over a vanguard with the same name and "
            "you get the icon's bonus at once. It rewards riding the same name twice."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 13",
            "seed 000 fan-wiki, Ride Step",
        ),
        inventory=("PERSONA-001",),
        formats=("standard",),
        status="abilities",
        variance=(
            "000's wording ('same card name as themselves') is loose; we read it as sharing "
            "a name with the vanguard being replaced, and tag it Standard by default."
        ),
    ),
    Rule(
        id="keyword.imaginary-gift",
        title="Imaginary Gift",
        summary=(
            "Riding a unit that shows an Imaginary Gift icon (Force, Accel or Protect) hands "
            "you that gift at once. Which bonus you get depends on the icon."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 13",
            "seed 000 fan-wiki, Ride Step",
        ),
        inventory=("GIFT-001", "GIFT-002"),
        formats=("standard",),
        status="abilities",
        variance=(
            "000 does not say which format these icons belong to; they are tagged Standard "
            "by default."
        ),
    ),
    Rule(
        id="stride.condition",
        title="When you may stride",
        summary=(
            "In the G era you may stride only once the fight has reached grade 3. The exact "
            "test differs between sources, so a future G format has to pick one."
        ),
        sources=(
            "seed 000 fan-wiki, Stride Step",
            "seed 001 Playbook v3.02, Stride Step [1]",
        ),
        inventory=("STRIDE-002", "STRIDE-003", "STRIDE-004"),
        formats=("g",),
        status="g-era",
        variance=(
            "The Playbook 001 needs both vanguards at grade 3 or more. 000's legacy text "
            "also allows it if your own vanguard was grade 3 when the turn began, and the "
            "Thai format only needs both players to have ridden a grade 3 at some point. A G "
            "format would follow the Playbook as the official text."
        ),
    ),
    Rule(
        id="stride.cost",
        title="Stride cost",
        summary=(
            "Striding costs what the G unit states, usually discarding cards from hand with "
            "a combined grade of at least 3. A single grade 3, or a grade 2 with a grade 1, "
            "will do."
        ),
        sources=(
            "seed 001 Playbook v3.02, Stride Step [1]",
            "seed 001 Playbook v3.02, Q08",
            "seed 001 Playbook v3.02, Q09",
        ),
        inventory=("STRIDE-005", "STRIDE-006"),
        formats=("g",),
        status="g-era",
    ),
    Rule(
        id="stride.procedure",
        title="Striding",
        summary=(
            "You pick a face-down G unit from your G zone and put it on top of your "
            "vanguard, once per turn. Striding does not count as your normal ride, which "
            "means riding to grade 3 and then striding in one turn is fine."
        ),
        sources=(
            "seed 000 fan-wiki, Stride Step",
            "seed 001 Playbook v3.02, Stride Step [1]",
            "seed 001 Playbook v3.02, Q08",
        ),
        inventory=("STRIDE-007", "STRIDE-008", "STRIDE-009", "STRIDE-010"),
        formats=("g",),
        status="g-era",
    ),
    Rule(
        id="stride.heart",
        title="The heart",
        summary=(
            "The vanguard you stride over becomes the heart, which is neither soul nor a "
            "unit. The G unit borrows the heart's name and adds its power, and over a legion "
            "you pick which of the two lends them."
        ),
        sources=(
            "seed 000 fan-wiki, Details",
            "seed 001 Playbook v3.02, Stride Step [2]",
            "seed 001 Playbook v3.02, Glossary (What is stride?)",
            "seed 001 Playbook v3.02, Q10",
            "seed 001 Playbook v3.02, Q37",
        ),
        inventory=("STRIDE-011", "STRIDE-012", "STRIDE-013", "STRIDE-014"),
        formats=("g",),
        status="g-era",
    ),
    Rule(
        id="stride.timing",
        title="Stride timings",
        summary=(
            "Abilities waiting for a stride or for a unit arriving on the vanguard circle go "
            "off right after you stride. Abilities timed for the end of the ride phase come "
            "next, before the main phase."
        ),
        sources=(
            "seed 001 Playbook v3.02, Order of a Cardfight (Order of a turn)",
            "seed 001 Playbook v3.02, Stride Step [3]",
            "seed 001 Playbook v3.02, Order of the stride step",
        ),
        inventory=("STRIDE-001", "STRIDE-015"),
        formats=("g",),
        status="g-era",
        variance=(
            "The end-of-ride-phase timing appears only in the Playbook's stride flowchart, "
            "not in any of its timing lists."
        ),
    ),
    Rule(
        id="stride.return",
        title="G units go home",
        summary=(
            "At the start of the end phase strode G units go back to the G zone face up, and "
            "the heart takes over as vanguard once more."
        ),
        sources=(
            "seed 000 fan-wiki, End Phase",
            "seed 001 Playbook v3.02, End Phase [1]",
            "seed 001 Playbook v3.02, Glossary (What is stride?)",
            "seed 001 Playbook v3.02, Parts of the Play mat ④",
        ),
        inventory=("END-002", "END-003"),
        formats=("g",),
        status="g-era",
        variance=(
            "The Playbook 001 returns only a G unit that is the vanguard; 000's legacy text "
            "returns every G unit on the vanguard and rear-guard circles."
        ),
    ),
    Rule(
        id="g.assist",
        title="G assist conditions",
        summary=(
            "G assist rescues a player stuck without the next grade: you may use it when "
            "your vanguard is below grade 3, your hand has no card one grade higher, and "
            "your G zone holds two or more cards. It is optional, once a turn, and skipped "
            "whenever a condition fails."
        ),
        sources=(
            "seed 000 fan-wiki, G Assist Step",
            "seed 001 Playbook v3.02, G Assist Step [1]①",
            "seed 001 Playbook v3.02, G Assist Step [1]②",
            "seed 001 Playbook v3.02, G Assist Step [1]③",
            "seed 001 Playbook v3.02, G Assist Step [1]",
            "seed 001 Playbook v3.02, G Assist Step",
        ),
        inventory=("GASSIST-001", "GASSIST-002", "GASSIST-003", "GASSIST-004", "GASSIST-005"),
        formats=("g",),
        status="g-era",
        variance=(
            "The Playbook 001 lists all three conditions; 000 mentions only the missing next "
            "grade (and calls it a unit), adds the once-per-turn limit and sends the cost to "
            "the removal zone."
        ),
    ),
    Rule(
        id="g.assist-procedure",
        title="Performing G assist",
        summary=(
            "You show your hand, look at the top five cards of your deck, may add one card "
            "of the next grade and shuffle, then pay by setting aside two hand cards and two "
            "G-zone cards for the rest of the game. Play then moves on to the ride phase."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Removal Zone)",
            "seed 001 Playbook v3.02, G Assist Step (Procedure ①)",
            "seed 001 Playbook v3.02, G Assist Step (Procedure ②)",
            "seed 001 Playbook v3.02, G Assist Step (Procedure ③)",
            "seed 001 Playbook v3.02, Order of the G assist step",
            "seed 001 Playbook v3.02, G Assist Step (Procedure ④)",
            "seed 001 Playbook v3.02, G Assist Step [2]",
        ),
        inventory=(
            "GASSIST-006",
            "GASSIST-007",
            "GASSIST-008",
            "GASSIST-009",
            "GASSIST-010",
            "GASSIST-012",
        ),
        formats=("g",),
        status="g-era",
        variance=(
            "The Playbook text says the ride phase comes next but its flowchart says the "
            "main phase; the text is taken as right."
        ),
    ),
    Rule(
        id="g.deck",
        title="The G deck",
        summary=(
            "A G-era player may bring a separate G deck made only of G units, with its own "
            "four-per-name limit and its own sleeves. How many cards it may hold depends on "
            "the source."
        ),
        sources=(
            "seed 000 fan-wiki, Deck Construction (General)",
            "seed 000 fan-wiki, G Deck",
            "seed 001 Playbook v3.02, Rules for Deck Building ⑥",
            "seed 001 Playbook v3.02, Prepare for Cardfight",
            "seed 001 Playbook v3.02, Parts of the Play mat ④",
            "seed 001 Playbook v3.02, Glossary (What is stride?)",
        ),
        inventory=("DECK-008", "DECK-028", "DECK-029", "DECK-030", "DECK-031"),
        formats=("g",),
        status="g-era",
        variance=(
            "The Playbook v3.02 (001) allows 0 to 8 cards; 000's legacy G zone section "
            "allows up to 16. A G format would follow the Playbook as the official document."
        ),
    ),
    Rule(
        id="g.setup",
        title="Placing the G deck",
        summary=(
            "In the G era the G deck goes face down into the G zone during setup, before "
            "anyone decides who goes first."
        ),
        sources=(
            "seed 000 fan-wiki, Starting the Fight 2",
            "seed 001 Playbook v3.02, Prepare for Cardfight",
        ),
        inventory=("SETUP-006",),
        formats=("g",),
        status="g-era",
    ),
    Rule(
        id="g.guardian",
        title="G guardian",
        summary=(
            "Once both vanguards are grade 3 or more, a G-era defender may discard a heal "
            "trigger from hand to call a G guardian that is still face down in the G zone "
            "onto the guardian circle, rested. This is allowed only while at most three G "
            "guardians lie face up in that zone."
        ),
        sources=("seed 000 fan-wiki, Guard Step",),
        inventory=("GUARD-021", "GUARD-022"),
        formats=("g",),
        status="g-era",
    ),
    Rule(
        id="g.guard-grade",
        title="Guardian grade in the Playbook",
        summary=(
            "The Playbook calls placing a guardian a normal call, and grade limits normal "
            "calls, yet its guard step never checks grade. A future G format has to settle "
            "this; Standard and Classic are covered by battle.guard-grade."
        ),
        sources=(
            "seed 001 Playbook v3.02, Guard Step [2]①",
            "seed 001 Playbook v3.02, How to Read a Card ①",
        ),
        inventory=("GUARD-008",),
        formats=("g",),
        status="g-era",
    ),
    Rule(
        id="g.damage-step",
        title="The Playbook's numbered damage step",
        summary=(
            "The Playbook numbers the damage step: after the power comparison a vanguard hit "
            "moves on to dealing damage, while a rear-guard hit or a miss jumps ahead. "
            "Guardians and a hit rear-guard are retired together once all damage checks are "
            "done, and hit or no-hit abilities activate before the close step."
        ),
        sources=(
            "seed 001 Playbook v3.02, Damage Step [3]",
            "seed 001 Playbook v3.02, Damage Step [8]-[10]",
            "seed 001 Playbook v3.02, Damage Step [8]",
            "seed 001 Playbook v3.02, Moving cards (From guardian circle to drop zone)",
        ),
        inventory=("DAMAGE-016", "DAMAGE-017", "DAMAGE-018", "GUARD-014"),
        formats=("g",),
        status="g-era",
        variance=(
            "On a miss, step [8] jumps straight to step [10], skipping [9], even though [9] "
            "lists 'does not hit' abilities; a G format would have to decide whether they "
            "still activate."
        ),
    ),
    Rule(
        id="g.trigger-condition",
        title="G-era trigger condition",
        summary=(
            "In the G era a revealed trigger works only if one of your units on VC or RC "
            "shares its clan. That is the same test Classic uses (see trigger.condition)."
        ),
        sources=(
            "seed 001 Playbook v3.02, Drive Step [2]②",
            "seed 001 Playbook v3.02, Damage Step [5]②",
        ),
        inventory=("TRIGGER-005",),
        formats=("g",),
        status="g-era",
    ),
    Rule(
        id="keyword.generation-break",
        title="Generation Break",
        summary=(
            "Generation Break N switches on only while you have at least N face-up G units, "
            "counting your vanguard circle and G zone together. It rewards striding often."
        ),
        sources=("seed 001 Playbook v3.02, Terms (Generation Break)",),
        inventory=("KEYWORD-008",),
        formats=("g",),
        status="g-era",
    ),
    Rule(
        id="main.actions",
        title="Main phase actions",
        summary=(
            "During your main phase you may call, move and use abilities as often as you "
            "like and in any order. It is your set-up time before the battle."
        ),
        sources=(
            "seed 000 fan-wiki, Main Phase",
            "seed 001 Playbook v3.02, Main Phase [2]",
            "seed 003 DZ digest, メインフェイズ (main phase)",
            "seed 004 classic Standard Fight rules, Main Phase",
        ),
        inventory=("MAIN-003",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="main.call",
        title="Normal call",
        summary=(
            "A normal call puts a unit from your hand on one of your rear-guard circles, "
            "face up and standing, ready to fight this very turn. You may call as many units "
            "as you like, and it costs nothing beyond what a card itself asks."
        ),
        sources=(
            "seed 000 fan-wiki, Main Phase",
            "seed 001 Playbook v3.02, Main Phase [2]①",
            "seed 002 classic wiki summary, Main Phase (Call)",
            "seed 003 DZ digest, メインフェイズ",
            "seed 003 DZ digest, 基本構成細則 (召喚酔い)",
            "seed 004 classic Standard Fight rules, Main Phase",
        ),
        inventory=("MAIN-004", "MAIN-005", "MAIN-006", "MAIN-007"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="main.call-grade",
        title="Call grade limit",
        summary=(
            "A unit you call normally may not have a higher grade than your vanguard. Only a "
            "superior call from an ability can break that limit."
        ),
        sources=(
            "seed 000 fan-wiki, Main Phase",
            "seed 000 fan-wiki, Reading the Card Layout 4",
            "seed 001 Playbook v3.02, Main Phase [2]①",
            "seed 001 Playbook v3.02, Q03",
            "seed 001 Playbook v3.02, Ride or call from rules actions (Superior call)",
            "seed 001 Playbook v3.02, How to Read a Card ①",
            "seed 002 classic wiki summary, Main Phase (Call)",
            "seed 003 DZ digest, メインフェイズ",
            "seed 004 classic Standard Fight rules, Main Phase",
        ),
        inventory=("MAIN-004", "MAIN-011", "CARD-007"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="main.call-occupied",
        title="Calling onto an occupied circle",
        summary=(
            "Calling onto an occupied rear-guard circle is allowed; the unit already there "
            "is retired to the drop zone. In Standard abilities set off by the call resolve "
            "first, and in Classic, if several units land on one circle together, one stays "
            "and the rest go to the drop zone."
        ),
        sources=(
            "seed 000 fan-wiki, Main Phase",
            "seed 000 fan-wiki, Details",
            "seed 001 Playbook v3.02, Main Phase [2]①",
            "seed 001 Playbook v3.02, Q04",
            "seed 001 Playbook v3.02, Moving cards (From rear-guard circle to drop zone) ②",
            "seed 002 classic wiki summary, Main Phase (Call)",
            "seed 004 classic Standard Fight rules, Main Phase",
        ),
        inventory=("MAIN-008", "MAIN-009", "ZONE-045", "ZONE-046", "ZONE-047"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="main.superior-call",
        title="Superior call",
        summary=(
            "A superior call puts a unit on a rear-guard circle through an effect, perhaps "
            "from the deck or drop zone, and ignores grade limits. The effect's own text "
            "says where the unit comes from."
        ),
        sources=(
            "seed 001 Playbook v3.02, Ride or call from rules actions (Superior call)",
            "seed 004 classic Standard Fight rules, Main Phase",
        ),
        inventory=("MAIN-012",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="main.move",
        title="Moving rear-guards",
        summary=(
            "A rear-guard may move forward or back within its own column, or swap places "
            "with the other rear-guard of that column, rested or not. It never changes "
            "column or enters the vanguard circle, so the unit behind your vanguard cannot "
            "move, and moving neither stands nor rests it."
        ),
        sources=(
            "seed 000 fan-wiki, Main Phase",
            "seed 001 Playbook v3.02, Main Phase [2]②",
            "seed 001 Playbook v3.02, Q06",
            "seed 001 Playbook v3.02, Q05",
            "seed 002 classic wiki summary, Main Phase (Move)",
            "seed 003 DZ digest, メインフェイズ",
            "seed 004 classic Standard Fight rules, Main Phase",
        ),
        inventory=("MAIN-013", "MAIN-014", "MAIN-015", "MAIN-016", "MAIN-017"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "002 describes moves as 'horizontally (back and forward)'; we read that as "
            "within one column, like every other seed."
        ),
    ),
    Rule(
        id="main.to-battle",
        title="On to the battle phase",
        summary=(
            "When you have nothing more to do in the main phase and everything has resolved, "
            "you move to the battle phase. There is no coming back, so call and move first."
        ),
        sources=(
            "seed 000 fan-wiki, Main Phase",
            "seed 001 Playbook v3.02, Main Phase [3]",
            "seed 004 classic Standard Fight rules, Main Phase",
            "seed 004 classic Standard Fight rules, Battle Phase",
        ),
        inventory=("MAIN-019", "MAIN-020"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="order.types",
        title="Kinds of order card",
        summary=(
            "Standard has three kinds of order card: normal, set and blitz orders. An "
            "order's ability has no timing icon and simply happens when the card is played."
        ),
        sources=(
            "seed 000 fan-wiki, Main Phase",
            "seed 000 fan-wiki, Guard Step",
            "seed 000 fan-wiki, Reading the Card Layout 11",
            "seed 003 DZ digest, オーダーカード",
        ),
        inventory=("ORDER-001", "ORDER-012"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="order.play",
        title="Playing an order",
        summary=(
            "In your main phase you may play one normal or set order from hand, if its grade "
            "is no higher than your vanguard's. The card goes face up into the order area, "
            "you pay its cost if it has one and carry out its text, and a normal order then "
            "goes to the drop zone."
        ),
        sources=(
            "seed 000 fan-wiki, Main Phase",
            "seed 000 fan-wiki, Zones of the Game (Order Area)",
            "seed 003 DZ digest, メインフェイズ",
            "seed 003 DZ digest, オーダーカード",
        ),
        inventory=("ORDER-002", "ORDER-003", "ORDER-004", "ORDER-005"),
        formats=("standard",),
        status="enforced",
        variance=(
            "003 allows one order per turn in total, while 000 gives blitz orders their own "
            "once-per-turn allowance; Standard follows 000, the fuller rules text. 000's "
            "Order Area section sends every played order to the drop zone, but set orders go "
            "to the order zone."
        ),
    ),
    Rule(
        id="order.set",
        title="Set orders",
        summary=(
            "A set order stays in your order zone after it resolves and keeps working from "
            "there. Rested set orders stand again in your stand phase."
        ),
        sources=(
            "seed 000 fan-wiki, Main Phase",
            "seed 000 fan-wiki, Zones of the Game (Order Zone)",
            "seed 000 fan-wiki, Stand Phase",
            "seed 003 DZ digest, オーダーカード (order cards)",
        ),
        inventory=("ORDER-006", "ZONE-034", "STAND-003"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="order.blitz",
        title="Blitz orders",
        summary=(
            "A blitz order is the defender's order: in your opponent's guard step you may "
            "play one from hand, if its grade is no higher than your vanguard's. It follows "
            "the usual order procedure, ends in the drop zone, and only one may be played "
            "per turn."
        ),
        sources=(
            "seed 000 fan-wiki, Guard Step",
            "seed 003 DZ digest, ガードステップ",
            "seed 003 DZ digest, オーダーカード",
        ),
        inventory=("ORDER-007", "ORDER-008"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="order.not-unit",
        title="Orders are not units",
        summary=(
            "Orders are not units, so you can never ride or normal call one, and an order "
            "that an effect would call is discarded instead. In the damage zone or the soul, "
            "though, an order counts like any other card."
        ),
        sources=("seed 003 DZ digest, オーダーカード (※)",),
        inventory=("ORDER-009", "ORDER-010", "ORDER-011"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="order.ticket",
        title="Tickets",
        summary=(
            "Tickets arrive in your hand through other cards' effects and are used like "
            "orders. Once used, a ticket goes briefly to the drop zone and then stops "
            "existing."
        ),
        sources=("seed 003 DZ digest, クレストやチケット",),
        inventory=("TICKET-001", "TICKET-002"),
        formats=("standard",),
        status="abilities",
    ),
    Rule(
        id="overdress.procedure",
        title="overDress",
        summary=(
            "overDress is a main phase action that puts an overDress unit from your hand on "
            "top of a suitable rear-guard, the two becoming a single unit. Its grade may not "
            "exceed your vanguard's and the rear-guard must be one its text names, and the "
            "card may also simply be ridden or called."
        ),
        sources=(
            "seed 003 DZ digest, オーバードレス (overDress)",
            "seed 003 DZ digest, メインフェイズ",
        ),
        inventory=("OVERDRESS-001", "OVERDRESS-002", "OVERDRESS-003", "OVERDRESS-004"),
        formats=("standard",),
        status="abilities",
    ),
    Rule(
        id="overdress.unit",
        title="An overDressed unit",
        summary=(
            "An overDressed unit uses the overDress card's abilities, which are usually "
            "written with that state in mind."
        ),
        sources=("seed 003 DZ digest, オーバードレス",),
        inventory=("OVERDRESS-005",),
        formats=("standard",),
        status="abilities",
    ),
    Rule(
        id="battle.first-turn",
        title="No attack on the first turn",
        summary=(
            "The player who goes first may not attack on their very first turn, so the "
            "engine chooses 'do not attack' for them. This offsets the head start of going "
            "first."
        ),
        sources=(
            "seed 000 fan-wiki, Starting the Fight 3",
            "seed 000 fan-wiki, Battle Phase",
            "seed 001 Playbook v3.02, Start Step [2]",
            "seed 001 Playbook v3.02, Q01",
            "seed 003 DZ digest, 開始時基本設定 (ファーストドロー制限)",
            "seed 004 classic Standard Fight rules, Starting a Game 2",
        ),
        inventory=("BATTLE-001",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.sequence",
        title="The battle loop",
        summary=(
            "The battle phase is a loop: each attack, called a battle, walks through six "
            "steps (start, attack, guard, drive, damage, close), and then you may attack "
            "again. Every unit able to attack may do so, and a battle that has begun always "
            "reaches its close step."
        ),
        sources=(
            "seed 000 fan-wiki, Battle Phase",
            "seed 001 Playbook v3.02, Battle Phase",
            "seed 002 classic wiki summary, End of Attack Phase",
            "seed 003 DZ digest, バトルフェイズ (battle phase)",
            "seed 004 classic Standard Fight rules, Battle Phase",
        ),
        inventory=("BATTLE-002", "BATTLE-003", "BATTLE-004", "BATTLE-005"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.start",
        title="Start step",
        summary=(
            "At the start step you decide whether to attack again. Saying no, or having no "
            "unit that can attack, ends the battle phase and moves to the end phase."
        ),
        sources=(
            "seed 000 fan-wiki, Start Step",
            "seed 001 Playbook v3.02, Start Step [2]",
            "seed 001 Playbook v3.02, Start Step [4]",
            "seed 001 Playbook v3.02, Attack Step [3]",
            "seed 003 DZ digest, スタートステップ (start step)",
        ),
        inventory=("BATTLE-009", "BATTLE-010", "BATTLE-011", "ATTACK-011"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.attack",
        title="Declaring an attack",
        summary=(
            "To attack, you rest a standing unit in your front row (your vanguard or a "
            "front-row rear-guard) and name its target. Until the battle ends the two are "
            "battle opponents, and being attacked never rests the defender."
        ),
        sources=(
            "seed 000 fan-wiki, Attack Step",
            "seed 001 Playbook v3.02, Attack Step [1]",
            "seed 001 Playbook v3.02, Attack Step [3]",
            "seed 001 Playbook v3.02, Q14",
            "seed 002 classic wiki summary, Battle Phase (Attack)",
            "seed 003 DZ digest, アタックステップ (attack step)",
            "seed 003 DZ digest, 基本構成細則",
            "seed 004 classic Standard Fight rules, Battle Phase",
        ),
        inventory=(
            "ATTACK-001",
            "ATTACK-003",
            "ATTACK-004",
            "ATTACK-007",
            "ATTACK-008",
            "BATTLE-007",
        ),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.target",
        title="Choosing the target",
        summary=(
            "An attack normally targets one unit in your opponent's front row, standing or "
            "rested. Back-row units are safe unless a card says otherwise."
        ),
        sources=(
            "seed 000 fan-wiki, Attack Step",
            "seed 001 Playbook v3.02, Attack Step [3]",
            "seed 001 Playbook v3.02, Q13",
            "seed 002 classic wiki summary, Battle Phase (Attack)",
            "seed 003 DZ digest, アタックステップ",
            "seed 004 classic Standard Fight rules, Battle Phase",
        ),
        inventory=("ATTACK-005", "ATTACK-006"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.multi-target",
        title="Attacking several units",
        summary=(
            "Some abilities let one attack target several units at once, and each one named "
            "becomes a unit being attacked. The Playbook's ruling on Brawler, Big Bang "
            "Knuckle Buster caps it at four targets and keeps its two drive checks."
        ),
        sources=(
            "seed 000 fan-wiki, Attack Step",
            "seed 001 Playbook v3.02, Individual cards (Brawler, Big Bang Knuckle Buster)",
        ),
        inventory=("ATTACK-009", "ATTACK-010"),
        formats=("standard", "classic", "g"),
        status="abilities",
    ),
    Rule(
        id="battle.boost",
        title="Boost",
        summary=(
            "When you attack, you may rest a standing unit with Boost directly behind the "
            "attacker to add its power for that battle. The bonus follows the booster's "
            "current power and lasts only while both stay on their circles, and only an "
            "attacking unit can be boosted."
        ),
        sources=(
            "seed 000 fan-wiki, Attack Step",
            "seed 001 Playbook v3.02, Icons (Boost)",
            "seed 001 Playbook v3.02, Attack Step [4]",
            "seed 001 Playbook v3.02, Attack Step [5]",
            "seed 001 Playbook v3.02, Q15",
            "seed 003 DZ digest, アタックステップ",
            "seed 004 classic Standard Fight rules, Battle Phase",
        ),
        inventory=(
            "BOOST-001",
            "BOOST-002",
            "BOOST-003",
            "BOOST-004",
            "BOOST-005",
            "BOOST-006",
            "BOOST-007",
            "BOOST-008",
        ),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "001, 000 and 004 ask for the Boost icon; 003 asks for a grade 0 or 1 unit. "
            "Grade 0 and 1 units are the ones printed with Boost, so the engine checks the "
            "icon in both formats."
        ),
    ),
    Rule(
        id="battle.guard",
        title="Guarding",
        summary=(
            "In the guard step only the defender acts: they may call any number of guardians "
            "from hand to the guardian circle, rested, or decline to guard at all. Each "
            "guardian protects one attacked unit chosen as it arrives, adding its shield to "
            "that unit's power while it stays."
        ),
        sources=(
            "seed 000 fan-wiki, Guard Step",
            "seed 001 Playbook v3.02, Q28",
            "seed 001 Playbook v3.02, Guard Step",
            "seed 001 Playbook v3.02, Guard Step [2]①",
            "seed 001 Playbook v3.02, Q22",
            "seed 001 Playbook v3.02, Guard Step [2]①②",
            "seed 001 Playbook v3.02, Guard Step [3]",
            "seed 001 Playbook v3.02, Q24",
            "seed 002 classic wiki summary, Battle Phase (Guardian Call)",
            "seed 003 DZ digest, ガードステップ",
            "seed 004 classic Standard Fight rules, Guardian Call",
        ),
        inventory=(
            "GUARD-002",
            "GUARD-003",
            "GUARD-004",
            "GUARD-005",
            "GUARD-006",
            "GUARD-012",
        ),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.guard-grade",
        title="Guardian grade limit",
        summary=(
            "Whether a guardian's grade matters depends on the format. In Classic you cannot "
            "guard with a card whose grade is above your vanguard's; in Standard a card of "
            "any grade may guard."
        ),
        sources=(
            "seed 000 fan-wiki, Guard Step",
            "seed 001 Playbook v3.02, Guard Step [2]①",
            "seed 001 Playbook v3.02, How to Read a Card ①",
            "seed 002 classic wiki summary, Battle Phase (Guardian Call)",
            "seed 004 classic Standard Fight rules, Guardian Call",
        ),
        inventory=("GUARD-007", "GUARD-008", "GUARD-009"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Classic follows 004 and 002, reading 'your vanguard' as the defender's own, so "
            "a defender whose vanguard is grade 1 may not use a grade 2 guardian. Standard "
            "follows 000, which drops the limit. The Playbook 001 is ambiguous and is "
            "recorded under g.guard-grade."
        ),
    ),
    Rule(
        id="battle.guard-shield",
        title="Guarding without a shield",
        summary=(
            "A unit with no printed shield adds nothing when it guards. Classic forbids "
            "calling such a unit to the guardian circle; Standard allows it as a guardian "
            "worth 0 shield."
        ),
        sources=(
            "seed 000 fan-wiki, Guard Step",
            "seed 001 Playbook v3.02, Guard Step [3]",
            "seed 001 Playbook v3.02, Q23",
            "seed 003 DZ digest, ガードステップ",
            "seed 003 DZ digest, ユニットカード",
            "seed 004 classic Standard Fight rules, Guardian Call",
        ),
        inventory=("GUARD-010", "GUARD-011"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Standard follows 000 (and 001's Q23): a shieldless unit may guard with shield "
            "0. The DZ digest 003 says only units with a shield may guard, so the D-era "
            "sources disagree; Standard follows 000 as the fuller rules text. Classic "
            "follows 004, which bars them."
        ),
    ),
    Rule(
        id="battle.intercept",
        title="Intercept",
        summary=(
            "In the guard step a front-row rear-guard with Intercept, standing or rested, "
            "may step onto the guardian circle and guard like any guardian. A unit under "
            "attack may not intercept, a vanguard never can, and in Standard intercepting "
            "counts as a move, not a call."
        ),
        sources=(
            "seed 000 fan-wiki, Guard Step",
            "seed 001 Playbook v3.02, Icons (Intercept)",
            "seed 001 Playbook v3.02, Guard Step [2]②",
            "seed 001 Playbook v3.02, Q25",
            "seed 003 DZ digest, ガードステップ",
            "seed 004 classic Standard Fight rules, Guardian Call",
        ),
        inventory=(
            "INTERCEPT-001",
            "INTERCEPT-002",
            "INTERCEPT-003",
            "INTERCEPT-004",
            "INTERCEPT-007",
        ),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.guard-end",
        title="End of the guard step",
        summary=(
            "Once the guard step ends the defender cannot add guardians, even if a "
            "drive-check trigger later changes the numbers. Next comes the drive step when "
            "the attacker is a vanguard, or the damage step directly when it is a "
            "rear-guard."
        ),
        sources=(
            "seed 000 fan-wiki, Guard Step",
            "seed 001 Playbook v3.02, Q29",
            "seed 001 Playbook v3.02, Guard Step [4]",
            "seed 001 Playbook v3.02, Guard Step [5]",
        ),
        inventory=("GUARD-018", "GUARD-020"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.drive",
        title="Drive step",
        summary=(
            "When your vanguard attacks you make drive checks: one by default, two with Twin "
            "Drive, three with Triple Drive, and none of them may be skipped. In Standard a "
            "grade 0 vanguard makes no drive check at all. Rear-guards do not drive check "
            "unless an ability lets them, and after the last check you go to the damage "
            "step."
        ),
        sources=(
            "seed 000 fan-wiki, Drive Step",
            "seed 001 Playbook v3.02, Drive Step",
            "seed 001 Playbook v3.02, Guard Step [4]-[5]",
            "seed 001 Playbook v3.02, Drive Step [3]",
            "seed 001 Playbook v3.02, Icons (Twin Drive!!, Triple Drive!!!)",
            "seed 001 Playbook v3.02, Q30",
            "seed 001 Playbook v3.02, Drive Step [4]",
            "seed 002 classic wiki summary, Battle Phase (Drive Check)",
            "seed 003 DZ digest, ドライブステップ (drive step)",
            "seed 004 classic Standard Fight rules, Drive Check",
        ),
        inventory=(
            "DRIVE-002",
            "DRIVE-003",
            "DRIVE-004",
            "DRIVE-005",
            "DRIVE-010",
            "DRIVE-012",
            "DRIVE-013",
            "DRIVE-014",
        ),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Standard follows 003: an attacking vanguard of grade 0 makes no drive check "
            "(000 would give it drive 1). Classic follows 001 and 004, where every attacking "
            "vanguard drives; 002's narrower 'vanguard attacks vanguard' wording is not "
            "followed. 000 adds that a rear-guard may drive check when an ability allows it."
        ),
    ),
    Rule(
        id="battle.drive-check",
        title="One drive check",
        summary=(
            "Each drive check flips your deck's top card into the trigger zone, resolves any "
            "trigger on it, and then adds the card to your hand. One check is finished "
            "before the next begins, and in Standard the card reaches your hand only if it "
            "is still sitting in the trigger zone."
        ),
        sources=(
            "seed 000 fan-wiki, Drive Step",
            "seed 001 Playbook v3.02, Drive Step [2]①",
            "seed 001 Playbook v3.02, Drive Step [2]⑤",
            "seed 001 Playbook v3.02, Drive Step [2]",
            "seed 001 Playbook v3.02, Order of the drive step",
            "seed 001 Playbook v3.02, Drive Step [3]",
            "seed 001 Playbook v3.02, Q32",
            "seed 002 classic wiki summary, Battle Phase (Drive Check)",
            "seed 003 DZ digest, ドライブステップ",
            "seed 003 DZ digest, トリガーについて",
            "seed 004 classic Standard Fight rules, Drive Check",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=(
            "DRIVE-006",
            "DRIVE-007",
            "DRIVE-008",
            "DRIVE-009",
            "DRIVE-011",
            "TRIGGER-002",
        ),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.hit-check",
        title="Does the attack hit?",
        summary=(
            "At the damage step the two battle opponents compare their final power, counting "
            "boosts, shields, drive-check triggers and every other effect. If the attacker "
            "has at least as much power as its target the attack hits, so a tie goes to the "
            "attacker."
        ),
        sources=(
            "seed 000 fan-wiki, Damage Step",
            "seed 001 Playbook v3.02, Damage Step [2]①",
            "seed 001 Playbook v3.02, Q16",
            "seed 001 Playbook v3.02, Result of battle",
            "seed 002 classic wiki summary, Battle Outcome",
            "seed 003 DZ digest, ダメージステップ",
            "seed 004 classic Standard Fight rules, Battle Outcome",
            "seed 004 classic Standard Fight rules, Drive Check",
        ),
        inventory=("DAMAGE-002", "DAMAGE-003", "DAMAGE-005", "TRIGGER-017"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.no-hit",
        title="A missed attack",
        summary=(
            "If the attacker ends up with less power than its target, the attack misses and "
            "nothing happens to the target. Missing costs the attacker nothing either, so "
            "attacking is always worth a try."
        ),
        sources=(
            "seed 000 fan-wiki, Damage Step",
            "seed 001 Playbook v3.02, Damage Step [2]②",
            "seed 001 Playbook v3.02, Q18",
            "seed 001 Playbook v3.02, Result of battle",
            "seed 002 classic wiki summary, Battle Outcome",
            "seed 003 DZ digest, ダメージステップ (damage step)",
            "seed 003 DZ digest, ユニットカード",
            "seed 004 classic Standard Fight rules, Battle Outcome",
        ),
        inventory=("DAMAGE-004", "BATTLE-006"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.cancelled",
        title="Cancelled attack",
        summary=(
            "If the attacker or its target is no longer on the field, now belongs to the "
            "other player, or sits on a different circle when power is compared, the attack "
            "is cancelled and cannot hit. The battle still counts and still goes through its "
            "close step."
        ),
        sources=("seed 000 fan-wiki, Damage Step", "seed 000 fan-wiki, Battle Phase"),
        inventory=("DAMAGE-006", "BATTLE-004"),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="battle.hit-vanguard",
        title="Hitting the vanguard",
        summary=(
            "A hit on a vanguard deals damage equal to the attacker's critical, one damage "
            "check per point, and a critical of 0 or less deals nothing. Once the hit is "
            "decided it stands, even if a damage-check trigger later lifts the defender's "
            "power."
        ),
        sources=(
            "seed 000 fan-wiki, Damage Step",
            "seed 001 Playbook v3.02, Damage Step [4]",
            "seed 001 Playbook v3.02, Damage Step [5]-[6]",
            "seed 001 Playbook v3.02, Q33",
            "seed 002 classic wiki summary, Battle Outcome",
            "seed 003 DZ digest, ダメージステップ",
            "seed 004 classic Standard Fight rules, Battle Outcome",
        ),
        inventory=("DAMAGE-008", "DAMAGE-009", "DAMAGE-010", "DAMAGE-015", "TRIGGER-018"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "003 speaks of the attacker's printed critical; 001 and 004 count critical "
            "changes such as trigger bonuses, and the engine does too in both formats."
        ),
    ),
    Rule(
        id="battle.hit-rearguard",
        title="Hitting a rear-guard",
        summary=(
            "A hit on a rear-guard retires it to the drop zone; critical does not matter and "
            "no damage check happens. Units never store up damage, so a rear-guard is lost "
            "only by losing a battle or to an effect."
        ),
        sources=(
            "seed 000 fan-wiki, Damage Step",
            "seed 001 Playbook v3.02, Q17",
            "seed 001 Playbook v3.02, Damage Step [8]",
            "seed 002 classic wiki summary, Battle Outcome",
            "seed 003 DZ digest, ダメージステップ",
            "seed 003 DZ digest, ユニットカード",
            "seed 003 DZ digest, 基本構成細則 (手番を跨ぐカードダメージ蓄積)",
            "seed 004 classic Standard Fight rules, Battle Outcome",
        ),
        inventory=("DAMAGE-007", "DAMAGE-019"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="battle.guardians-retire",
        title="Guardians are retired",
        summary=(
            "Guardians, interceptors included, are always retired after they guard, whether "
            "or not the attack hit. The moment differs: right after the hit check in "
            "Standard, at the end of the battle in Classic."
        ),
        sources=(
            "seed 000 fan-wiki, Damage Step",
            "seed 001 Playbook v3.02, Q26",
            "seed 001 Playbook v3.02, Damage Step [8]",
            "seed 001 Playbook v3.02, Moving cards (From guardian circle to drop zone)",
            "seed 001 Playbook v3.02, Q27",
            "seed 002 classic wiki summary, Battle Phase (Guardian Call)",
            "seed 002 classic wiki summary, End of Attack Phase",
            "seed 003 DZ digest, ユニットカード",
            "seed 004 classic Standard Fight rules, Guardian Call",
            "seed 004 classic Standard Fight rules, End of Attack Phase",
        ),
        inventory=("GUARD-013", "GUARD-014", "GUARD-015", "GUARD-016", "INTERCEPT-006"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Standard follows 000: guardians go to the drop zone as soon as the hit is "
            "decided, before any damage check. Classic follows 004 and 002: they stay until "
            "the battle is over. The Playbook 001 retires them after the damage checks (see "
            "g.damage-step)."
        ),
    ),
    Rule(
        id="battle.close",
        title="Close step",
        summary=(
            "In the close step, effects that last for the battle end, the boost bonus goes "
            "away and guardians' shields no longer prop up the defender. The battle is then "
            "over, nobody is attacking or attacked any more, and you go back to the start "
            "step to choose whether to attack again."
        ),
        sources=(
            "seed 000 fan-wiki, Close Step",
            "seed 001 Playbook v3.02, Close Step [2]",
            "seed 001 Playbook v3.02, Close Step [3]",
            "seed 001 Playbook v3.02, Difference in Ability Text ('until end of that battle')",
            "seed 001 Playbook v3.02, Close Step [4]",
            "seed 002 classic wiki summary, End of Attack Phase",
            "seed 002 classic wiki summary, Battle Phase (Guardian Call)",
            "seed 003 DZ digest, クローズステップ (close step)",
            "seed 004 classic Standard Fight rules, End of Attack Phase",
        ),
        inventory=("CLOSE-002", "CLOSE-003", "CLOSE-004", "CLOSE-005", "GUARD-017"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "001 says the attacker's power 'returns to its original value', yet trigger "
            "bonuses last until end of turn (001 Q31); the engine reads it as ending the "
            "boost and other battle-long effects only."
        ),
    ),
    Rule(
        id="trigger.check",
        title="Trigger checks",
        summary=(
            "A trigger icon only matters when a drive check or damage check turns the card "
            "up; anywhere else it is an ordinary card. Triggers are handled one at a time, "
            "and when an icon gives several effects the checking player picks their order."
        ),
        sources=(
            "seed 000 fan-wiki, Drive Step",
            "seed 000 fan-wiki, Damage Step",
            "seed 001 Playbook v3.02, How to Read a Card ⑧",
            "seed 001 Playbook v3.02, Parts of the Play mat ⑧",
            "seed 001 Playbook v3.02, Icons (Twin Drive!!)",
            "seed 003 DZ digest, トリガーについて",
            "seed 004 classic Standard Fight rules, Drive Check",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=("TRIGGER-001", "TRIGGER-002", "TRIGGER-008", "TRIGGER-019"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="trigger.condition",
        title="When a trigger works",
        summary=(
            "Whether a revealed trigger does anything depends on the format. In Standard it "
            "always activates; in Classic it needs one of your units on VC or RC to share "
            "the trigger's clan."
        ),
        sources=(
            "seed 000 fan-wiki, Drive Step",
            "seed 000 fan-wiki, Zones of the Game (Trigger Zone)",
            "seed 000 fan-wiki, Damage Step",
            "seed 000 fan-wiki, Reading the Card Layout 2",
            "seed 000 fan-wiki, Reading the Card Layout 14",
            "seed 001 Playbook v3.02, Drive Step [2]②",
            "seed 001 Playbook v3.02, Damage Step [5]②",
            "seed 003 DZ digest, ドライブステップ",
            "seed 003 DZ digest, ダメージステップ",
            "seed 003 DZ digest, トリガーについて",
            "seed 004 classic Standard Fight rules, Drive Check",
            "seed 004 classic Standard Fight rules, Battle Outcome",
        ),
        inventory=(
            "TRIGGER-003",
            "TRIGGER-004",
            "TRIGGER-005",
            "TRIGGER-006",
            "TRIGGER-007",
            "CARD-004",
        ),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Standard follows 003 and 000's Drive Step and Trigger Zone text, which set no "
            "condition. 000's Damage Step still asks for a clan match; we record that "
            "wording but do not enforce it. Classic follows 004 and the Playbook 001 (a "
            "same-clan unit on VC or RC, for damage checks too), and no seed states a "
            "nation-based condition."
        ),
    ),
    Rule(
        id="trigger.power",
        title="Trigger power",
        summary=(
            "Critical, draw, heal and stand triggers give one of your units extra power "
            "until end of turn: +10000 in Standard, +5000 in Classic. You choose who "
            "receives the bonus, and the power and any other effect may go to different "
            "units."
        ),
        sources=(
            "seed 000 fan-wiki, Main Deck",
            "seed 001 Playbook v3.02, Drive Step [2]③",
            "seed 001 Playbook v3.02, Icons (Trigger icons)",
            "seed 001 Playbook v3.02, Q31",
            "seed 001 Playbook v3.02, Result of battle",
            "seed 003 DZ digest, エンドフェイズ (end phase)",
            "seed 003 DZ digest, メインデッキ",
            "seed 004 classic Standard Fight rules, Drive Check",
        ),
        inventory=("TRIGGER-009", "TRIGGER-010", "TRIGGER-016", "TRIGGER-017", "TRIGGER-020"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Classic follows 004 and the Playbook 001: +5000. The seeds give no D-era "
            "values; Standard's +10000 (and the front and over amounts) were set by the "
            "project's engine issue. 004 lets the bonus go to any unit on the field, 001 to "
            "one of your units; the engine uses your own units."
        ),
    ),
    Rule(
        id="trigger.critical",
        title="Critical trigger",
        summary=(
            "A critical trigger gives its power bonus and also +1 critical to a unit you "
            "choose until end of turn. On a drive check that can turn one hit into two "
            "damage."
        ),
        sources=(
            "seed 001 Playbook v3.02, Icons (Critical trigger)",
            "seed 003 DZ digest, メインデッキ",
            "seed 004 classic Standard Fight rules, Drive Check",
        ),
        inventory=("TRIGGER-011", "DECK-015"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="trigger.draw",
        title="Draw trigger",
        summary=(
            "A draw trigger gives its power bonus and lets you draw a card, whether it turns "
            "up on a drive check or a damage check."
        ),
        sources=(
            "seed 001 Playbook v3.02, Icons (Draw trigger)",
            "seed 003 DZ digest, メインデッキ",
            "seed 004 classic Standard Fight rules, Drive Check",
        ),
        inventory=("TRIGGER-012", "DECK-013"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="trigger.heal",
        title="Heal trigger",
        summary=(
            "A heal trigger gives its power bonus and, if your damage count is equal to or "
            "higher than your opponent's, lets you move one of your damage cards to the drop "
            "zone. It resolves before the checked card reaches the damage zone, so a heal "
            "revealed as your sixth damage keeps you in the game."
        ),
        sources=(
            "seed 000 fan-wiki, Main Deck",
            "seed 001 Playbook v3.02, Icons (Heal trigger)",
            "seed 001 Playbook v3.02, Q34",
            "seed 001 Playbook v3.02, Rules for Deck Building ④",
            "seed 002 classic wiki summary, Building a Deck",
            "seed 003 DZ digest, メインデッキ",
            "seed 004 classic Standard Fight rules, Drive Check",
            "seed 004 classic Standard Fight rules, Battle Outcome",
            "seed 004 classic Standard Fight rules, Building a Deck",
        ),
        inventory=("TRIGGER-014", "TRIGGER-015", "DECK-011"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="trigger.stand",
        title="Stand trigger",
        summary=(
            "Classic's stand trigger gives its power bonus and stands one of your rested "
            "rear-guards, letting it attack again. Standard has no stand trigger."
        ),
        sources=(
            "seed 001 Playbook v3.02, Icons (Stand trigger)",
            "seed 004 classic Standard Fight rules, Drive Check",
        ),
        inventory=("TRIGGER-013",),
        formats=("classic", "g"),
        status="enforced",
        variance=(
            "Stand triggers appear only in the classic and G-era sources (004, 001); the "
            "D-era deck limits list front and over triggers instead."
        ),
    ),
    Rule(
        id="trigger.front",
        title="Front trigger",
        summary=(
            "A Standard front trigger gives +10000 power to every unit in your front row, "
            "vanguard included, until end of turn. It rewards keeping a full front line."
        ),
        sources=("seed 000 fan-wiki, Main Deck", "seed 003 DZ digest, メインデッキ"),
        inventory=("TRIGGER-020", "DECK-014"),
        formats=("standard",),
        status="enforced",
        variance=(
            "The seeds name the front trigger and cap it at eight but give no effect; the "
            "+10000 front-row bonus was set by the project's engine issue."
        ),
    ),
    Rule(
        id="trigger.over",
        title="Over trigger",
        summary=(
            "The over trigger removes its own card from the game, draws you a card and gives "
            "one of your units +100,000,000 power until end of turn. A deck may hold only "
            "one, and since the card leaves for the removal zone it can fire at most once a "
            "game."
        ),
        sources=("seed 000 fan-wiki, Main Deck", "seed 003 DZ digest, メインデッキ"),
        inventory=("TRIGGER-020", "DECK-012"),
        formats=("standard",),
        status="enforced",
        variance=(
            "The seeds name the over trigger and cap it at one but give no effect; removal, "
            "the draw and the +100,000,000 power were set by the project's engine issue."
        ),
    ),
    Rule(
        id="damage.check",
        title="Damage check",
        summary=(
            "For each point of damage the defender makes a damage check: the top card of "
            "their deck goes to the trigger zone, its trigger resolves if it has one, and "
            "then the card goes face up into the damage zone. Each check finishes "
            "completely, card placed and any draw made, before the next begins."
        ),
        sources=(
            "seed 000 fan-wiki, Damage Step",
            "seed 001 Playbook v3.02, Damage Step [5]-[6]",
            "seed 001 Playbook v3.02, Damage Step [5]",
            "seed 001 Playbook v3.02, Damage Step [6]",
            "seed 001 Playbook v3.02, Q32",
            "seed 002 classic wiki summary, Battle Outcome",
            "seed 003 DZ digest, ダメージステップ",
            "seed 003 DZ digest, トリガーについて",
            "seed 004 classic Standard Fight rules, Battle Outcome",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=("DAMAGE-010", "DAMAGE-011", "DAMAGE-012", "DAMAGE-014", "TRIGGER-002"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="end.phase",
        title="End phase",
        summary=(
            "The end phase tidies up the turn in a fixed order: G units go home (G era "
            "only), locked and deleted cards flip face up, end-of-turn abilities resolve, "
            "until-end-of-turn effects expire, and finally the turn player announces that "
            "the turn has ended."
        ),
        sources=(
            "seed 000 fan-wiki, End Phase",
            "seed 001 Playbook v3.02, End Phase [5]",
            "seed 001 Playbook v3.02, End Phase [4]",
            "seed 002 classic wiki summary, End Phase",
            "seed 003 DZ digest, エンドフェイズ",
            "seed 004 classic Standard Fight rules, End Phase",
        ),
        inventory=("END-008", "END-006"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="end.unlock",
        title="Unlocking and undeleting",
        summary=(
            "Early in your end phase your locked cards and deleted units turn face up and "
            "standing again; for a locked card this is called unlocking. An unlocked card "
            "returns as a new card, free of earlier effects."
        ),
        sources=(
            "seed 000 fan-wiki, End Phase",
            "seed 000 fan-wiki, Details",
            "seed 001 Playbook v3.02, End Phase [2]",
            "seed 001 Playbook v3.02, Glossary (What is lock?)",
            "seed 001 Playbook v3.02, Glossary (What is delete?)",
        ),
        inventory=("END-004", "LOCK-005", "DELETE-004", "ZONE-042"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="end.effects-expire",
        title="Until-end-of-turn effects expire",
        summary=(
            "Once end-of-turn abilities have resolved, every effect that lasted until the "
            "end of the turn, trigger bonuses included, stops applying. Nothing you pumped "
            "up this turn carries into the next."
        ),
        sources=(
            "seed 000 fan-wiki, End Phase",
            "seed 001 Playbook v3.02, Order of the end phase",
            "seed 001 Playbook v3.02, Q31",
            "seed 001 Playbook v3.02, Difference in Ability Text ('until end of turn')",
            "seed 003 DZ digest, エンドフェイズ (end phase)",
            "seed 004 classic Standard Fight rules, Drive Check",
        ),
        inventory=("END-007", "TEXT-002", "TRIGGER-016"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="win.damage",
        title="Six damage loses",
        summary=(
            "A player whose damage zone reaches six cards loses the game. Face-down damage "
            "cards count too, so spending damage on costs never saves you."
        ),
        sources=(
            "seed 000 fan-wiki, Winning and Losing Conditions",
            "seed 000 fan-wiki, Object of the Game",
            "seed 001 Playbook v3.02, Win condition",
            "seed 001 Playbook v3.02, Parts of the Play mat ⑤",
            "seed 001 Playbook v3.02, Damage Step [6]",
            "seed 002 classic wiki summary, Victory Conditions",
            "seed 003 DZ digest, 勝利条件 (victory conditions)",
            "seed 003 DZ digest, コストとソウルについて (cost and soul)",
            "seed 004 classic Standard Fight rules, Victory Conditions",
        ),
        inventory=("WIN-001", "WIN-008"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="win.deck-out",
        title="An empty deck loses",
        summary=(
            "A player whose deck runs out of cards loses, so a long game is also a race "
            "against your own deck. Draws, checks and effects all take from it."
        ),
        sources=(
            "seed 000 fan-wiki, Winning and Losing Conditions",
            "seed 001 Playbook v3.02, Win condition",
            "seed 001 Playbook v3.02, Q35",
            "seed 003 DZ digest, 勝利条件",
            "seed 004 classic Standard Fight rules, Victory Conditions",
            "seed 004 classic Standard Fight rules, Draw Phase",
        ),
        inventory=("WIN-002",),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "001, 004 and 003 make the loss immediate; 000 checks loss conditions only when "
            "nothing is resolving. The engine checks at each rule-action check (see "
            "rule-action.check)."
        ),
    ),
    Rule(
        id="win.no-vanguard",
        title="No vanguard left",
        summary=(
            "If you are ever left without a vanguard, you ride a card of your choice from "
            "your soul, standing. If your soul holds nothing you can ride, you lose."
        ),
        sources=("seed 000 fan-wiki, Winning and Losing Conditions",),
        inventory=("WIN-003",),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance="Only 000 spells this out; the engine applies it in every format.",
    ),
    Rule(
        id="win.card-effect",
        title="Winning by card effect",
        summary=(
            "Some abilities simply win or lose the game for a player; Star-vader, 'Omega' "
            "Glendios is the famous example."
        ),
        sources=(
            "seed 000 fan-wiki, Winning and Losing Conditions",
            "seed 003 DZ digest, 勝利条件",
        ),
        inventory=("WIN-004",),
        formats=("standard",),
        status="abilities",
    ),
    Rule(
        id="win.concede",
        title="Conceding",
        summary=(
            "You may concede at any time, and then you lose. The engine accepts a concession "
            "even when it is not your turn to decide."
        ),
        sources=(
            "seed 000 fan-wiki, Winning and Losing Conditions",
            "seed 003 DZ digest, 勝利条件",
        ),
        inventory=("WIN-005",),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "000 and 003 state it; the classic sources are silent, and the engine allows it "
            "in every format."
        ),
    ),
    Rule(
        id="win.draw",
        title="Both lose at once: a draw",
        summary=(
            "When a loss condition hits both players at once, nobody wins: the game is a draw."
        ),
        sources=("seed 000 fan-wiki, Winning and Losing Conditions",),
        inventory=("WIN-007",),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Only 000 says so outright. The Playbook 001 performs both fighters' rule "
            "actions together, so the engine treats a simultaneous loss as a draw in every "
            "format."
        ),
    ),
    Rule(
        id="rule-action.check",
        title="Rule-action check",
        summary=(
            "Whenever the game reaches a safe point, it checks rule actions for both players "
            "at once: a player meeting a loss condition loses, and extra units on one circle "
            "are cleared away (an old vanguard to the soul, an old rear-guard to the drop "
            "zone). This check comes before any waiting automatic ability, again after each "
            "one resolves, and resolution is over only when nothing remains."
        ),
        sources=(
            "seed 000 fan-wiki, Winning and Losing Conditions",
            "seed 001 Playbook v3.02, Handling Multiple Rules and Abilities",
            "seed 001 Playbook v3.02, Handling Multiple Rules and Abilities [1]",
            "seed 001 Playbook v3.02, Moving cards",
            "seed 001 Playbook v3.02, Handling Multiple Rules and Abilities [2]-[3]",
            "seed 001 Playbook v3.02, Handling Multiple Rules and Abilities [3]",
        ),
        inventory=(
            "RULEACT-001",
            "RULEACT-002",
            "RULEACT-003",
            "RULEACT-004",
            "RULEACT-007",
            "RULEACT-010",
            "WIN-006",
        ),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "000 checks loss conditions only between resolutions, never in the middle of "
            "one, so a condition that disappears during resolution does not end the game; "
            "001 performs rule actions first and again after each automatic ability. Both "
            "describe the same safe points, and the engine uses them in every format."
        ),
    ),
    Rule(
        id="ability.order",
        title="Order of simultaneous events",
        summary=(
            "When several things are waiting to happen at once, they are resolved one at a "
            "time in an order a player chooses, and the turn player always has the first "
            "say."
        ),
        sources=(
            "seed 000 fan-wiki, Game Concepts",
            "seed 001 Playbook v3.02, Handling Multiple Rules and Abilities [2]",
            "seed 001 Playbook v3.02, Handling Multiple Rules and Abilities [3]",
            "seed 001 Playbook v3.02, Example of resolving multiple automatic abilities",
        ),
        inventory=("RULEACT-005", "RULEACT-008", "RULEACT-009", "RULEACT-011", "RULEACT-012"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "Standard follows 000: the turn player orders everything that happens together. "
            "Classic follows the Playbook 001: the turn fighter resolves all their pending "
            "abilities first in an order they choose, then the non-turn fighter does, and a "
            "new turn-fighter ability jumps ahead. 001's note that ends 'of the turn "
            "fighter' is read as a typo for the non-turn fighter."
        ),
    ),
    Rule(
        id="ability.act",
        title="Activated (ACT) abilities",
        summary=(
            "An ACT ability is one you choose to use in your main phase by paying its cost, "
            "as many times as you can pay unless the card limits it. The Playbook rules bar "
            "them outside the main phase."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 11",
            "seed 000 fan-wiki, Main Phase",
            "seed 001 Playbook v3.02, Icons (Activated ability)",
            "seed 001 Playbook v3.02, Rule points (ACT)",
            "seed 001 Playbook v3.02, Main Phase [2]③",
            "seed 001 Playbook v3.02, Q07",
            "seed 003 DZ digest, メインフェイズ",
            "seed 004 classic Standard Fight rules, Main Phase",
        ),
        inventory=("ABILITY-001", "ABILITY-002", "MAIN-018"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="ability.auto",
        title="Automatic (AUTO) abilities",
        summary=(
            "An AUTO ability goes off by itself each time its event happens, once per "
            "occurrence, and its cost can be paid at most once per activation. One with a "
            "cost is optional, and one that triggers while others resolve joins them as if "
            "it had triggered at the same time."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 11",
            "seed 001 Playbook v3.02, Icons (Automatic ability)",
            "seed 001 Playbook v3.02, Rule points (AUTO)",
            "seed 001 Playbook v3.02, Handling Multiple Rules and Abilities [2]",
        ),
        inventory=("ABILITY-003", "ABILITY-004", "ABILITY-005", "RULEACT-006"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="ability.cont",
        title="Continuous (CONT) abilities",
        summary=(
            "A CONT ability is always on while its card is on the field, or from the moment "
            "its condition becomes true if it has one. Nothing needs to be activated or "
            "paid."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 11",
            "seed 001 Playbook v3.02, Icons (Continuous ability)",
            "seed 001 Playbook v3.02, Rule points (CONT)",
        ),
        inventory=("ABILITY-006",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="ability.zone-marker",
        title="Where an ability works",
        summary=(
            "Zone brackets such as VC or RC on an ability list where its card must be for "
            "the ability to work. Some AUTO abilities carry no bracket at all."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 11",
            "seed 001 Playbook v3.02, How to Read an Ability Text",
        ),
        inventory=("ABILITY-007",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="ability.once-per-turn",
        title="1/Turn abilities",
        summary=(
            "An ability marked 1/Turn may have its cost paid only once in each turn. It "
            "keeps a strong effect from being repeated."
        ),
        sources=("seed 000 fan-wiki, Reading the Card Layout 11",),
        inventory=("ABILITY-008",),
        formats=("standard",),
        status="enforced",
    ),
    Rule(
        id="ruling.dragonic-overlord",
        title="Ruling: Dragonic Overlord (BT15/004EN)",
        summary=(
            "The ability that Dragonic Overlord (BT15/004EN) gains is usable only at the "
            "close of its first battle against a rear-guard. Declining it then means it is "
            "gone, even after later battles."
        ),
        sources=("seed 001 Playbook v3.02, Individual cards (Dragonic Overlord BT15/004EN)",),
        inventory=("ABILITY-010",),
        formats=("classic", "g"),
        status="abilities",
    ),
    Rule(
        id="text.ability-layout",
        title="Reading ability text",
        summary=(
            "Ability text reads in a fixed order: ability type, the zones where it works, "
            "cost, condition and effect. Knowing that order makes any card easy to parse."
        ),
        sources=("seed 001 Playbook v3.02, How to Read an Ability Text",),
        inventory=("ABILITY-009",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="timing.stand-draw",
        title="Stand and draw phase timings",
        summary=(
            "Abilities that fire at the beginning of the turn, the stand phase or the draw "
            "phase activate before you stand your units or draw. They are the first things "
            "to happen in a turn."
        ),
        sources=(
            "seed 001 Playbook v3.02, Order of a Cardfight (Order of a turn)",
            "seed 001 Playbook v3.02, Stand Phase [1]",
            "seed 001 Playbook v3.02, Draw Step [1]",
        ),
        inventory=("STAND-001", "DRAW-001"),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="timing.ride",
        title="Ride phase timings",
        summary=(
            "Abilities waiting for the start of the ride phase go before the normal ride, "
            "while those set off by a unit riding or arriving on the vanguard circle go "
            "right after it."
        ),
        sources=(
            "seed 001 Playbook v3.02, Order of a Cardfight (Order of a turn)",
            "seed 001 Playbook v3.02, Ride Step",
            "seed 001 Playbook v3.02, Ride Step [1]",
            "seed 001 Playbook v3.02, Ride Step [3]",
        ),
        inventory=("RIDE-001", "RIDE-002"),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="timing.main",
        title="Main phase timings",
        summary=(
            "Main phase timings include ACT abilities, abilities for the start of the main "
            "phase (these go before any action) and AUTO abilities of a unit arriving on a "
            "rear-guard circle, which fire when it is normal called."
        ),
        sources=(
            "seed 001 Playbook v3.02, Order of a Cardfight (Order of a turn)",
            "seed 001 Playbook v3.02, Main Phase",
            "seed 001 Playbook v3.02, Main Phase [1]",
            "seed 001 Playbook v3.02, Order of the main phase",
        ),
        inventory=("MAIN-001", "MAIN-002", "MAIN-010"),
        formats=("classic", "g"),
        status="enforced",
        variance=(
            "The circle symbols in the Playbook's 'is placed on ( )' did not survive in the "
            "seed; VC, RC and GC were inferred from each step."
        ),
    ),
    Rule(
        id="timing.attack",
        title="Start and attack step timings",
        summary=(
            "These timings are the beginning of each step, a unit attacking, boosting or "
            "being boosted, and a unit being attacked. Attack and boost abilities go off "
            "together once attacker and booster are both rested, alongside the defender's "
            "being-attacked abilities."
        ),
        sources=(
            "seed 001 Playbook v3.02, Order of a battle phase",
            "seed 001 Playbook v3.02, Start Step [1]",
            "seed 001 Playbook v3.02, Attack Step",
            "seed 001 Playbook v3.02, Attack Step [6]",
            "seed 001 Playbook v3.02, Q12",
        ),
        inventory=("BATTLE-008", "ATTACK-002", "ATTACK-012"),
        formats=("classic", "g"),
        status="enforced",
        variance=(
            "The Playbook's turn summary leaves out the being-attacked timing that its "
            "attack step lists."
        ),
    ),
    Rule(
        id="timing.guard",
        title="Guard step timings",
        summary=(
            "Guard step timings are the beginning of the step, a unit intercepting and a "
            "guardian arriving on the guardian circle; the last two go off right after the "
            "unit arrives."
        ),
        sources=(
            "seed 001 Playbook v3.02, Order of a battle phase",
            "seed 001 Playbook v3.02, Guard Step",
            "seed 001 Playbook v3.02, Guard Step [2]①",
            "seed 001 Playbook v3.02, Guard Step [2]②",
        ),
        inventory=("GUARD-001", "GUARD-019", "INTERCEPT-005"),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="timing.drive",
        title="Drive step timings",
        summary=(
            "Drive step timings are the beginning of the step, a player drive checking and "
            "what a drive check reveals; the last two go off once the trigger is done, "
            "before the card reaches the hand."
        ),
        sources=(
            "seed 001 Playbook v3.02, Order of a battle phase",
            "seed 001 Playbook v3.02, Drive Step",
        ),
        inventory=("DRIVE-001",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="timing.damage",
        title="Damage step timings",
        summary=(
            "Damage step timings include the beginning of the step, damage checks and what "
            "they reveal, an attack hitting or missing, and cards reaching the drop zone. "
            "Damage-check abilities go off after the trigger resolves but before the card "
            "lands in the damage zone."
        ),
        sources=(
            "seed 001 Playbook v3.02, Order of a battle phase",
            "seed 001 Playbook v3.02, Damage Step",
            "seed 001 Playbook v3.02, Damage Step [5]④",
        ),
        inventory=("DAMAGE-001", "DAMAGE-013"),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="timing.close",
        title="Close step timings",
        summary=(
            "Abilities timed for the beginning of the close step or the end of the battle "
            "resolve first thing in the close step, before battle-long effects wear off."
        ),
        sources=(
            "seed 000 fan-wiki, Close Step",
            "seed 001 Playbook v3.02, Order of a battle phase",
            "seed 001 Playbook v3.02, Close Step [1]",
        ),
        inventory=("CLOSE-001",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="timing.end",
        title="End phase timings",
        summary=(
            "End phase timings are the beginning of the end phase, the end of the turn and a "
            "locked card being unlocked. Unlock abilities go first, then the turn player "
            "resolves the rest in any order they like."
        ),
        sources=(
            "seed 000 fan-wiki, End Phase",
            "seed 001 Playbook v3.02, Order of a Cardfight (Order of a turn)",
            "seed 001 Playbook v3.02, End Phase [3]-[4]",
            "seed 001 Playbook v3.02, End Phase [3]",
            "seed 001 Playbook v3.02, End Phase [4]",
        ),
        inventory=("END-001", "END-005", "END-006"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="cost.payment",
        title="Paying costs",
        summary=(
            "A cost appears in brackets or as a cost icon, and the ability's effect happens "
            "only when you pay every part of it. Paying is always your choice, costs joined "
            "by '&' must all be paid, and a circled number says how many cards are used."
        ),
        sources=(
            "seed 000 fan-wiki, Reading the Card Layout 11",
            "seed 001 Playbook v3.02, How to Read an Ability Text",
            "seed 001 Playbook v3.02, Rule points (Paying the cost)",
        ),
        inventory=("COST-001", "COST-002", "COST-003", "COST-004"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="cost.counter-blast",
        title="Counter Blast",
        summary=(
            "Counter Blast N means flipping N of your face-up damage cards over so they face "
            "down. The payer picks which ones, within any stated condition, and they "
            "normally stay face down for the rest of the game to show they have been spent."
        ),
        sources=(
            "seed 001 Playbook v3.02, Icons (Counter Blast)",
            "seed 002 classic wiki summary, Paying Cost",
            "seed 003 DZ digest, コストとソウルについて",
            "seed 003 DZ digest, カードの行動表現",
        ),
        inventory=("COST-005", "COST-006", "COST-007", "COST-008"),
        formats=("standard", "classic", "g"),
        status="enforced",
        variance=(
            "002 turns over the topmost cards of the damage zone; both formats follow the "
            "Playbook 001, where the payer chooses."
        ),
    ),
    Rule(
        id="cost.soul-blast",
        title="Soul Blast",
        summary=(
            "Soul Blast N means moving N cards of your choice from your soul to the drop "
            "zone. Each ride adds to your soul, so this cost gets easier to pay as the game "
            "goes on."
        ),
        sources=(
            "seed 001 Playbook v3.02, Icons (Soul Blast)",
            "seed 003 DZ digest, コストとソウルについて",
        ),
        inventory=("COST-009",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="cost.especial",
        title="Especial blasts",
        summary=(
            "An especial counter blast or especial soul blast may only be paid with cards "
            "matching a condition the ability names, for example a clan or a card name."
        ),
        sources=(
            "seed 001 Playbook v3.02, Terms (Especial Counterblast / Especial Soulblast)",
            "seed 001 Playbook v3.02, Icons (Counter Blast; Soul Blast)",
        ),
        inventory=("COST-010",),
        formats=("classic", "g"),
        status="abilities",
    ),
    Rule(
        id="keyword.soul-charge",
        title="Soul Charge",
        summary=(
            "Soul Charge N sends N cards from your deck's top to your soul, feeding later "
            "soul blasts at the price of deck cards."
        ),
        sources=(
            "seed 001 Playbook v3.02, Icons (Soul Charge)",
            "seed 003 DZ digest, ライドとソウルついて",
        ),
        inventory=("KEYWORD-001",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="keyword.limit-break",
        title="Limit Break",
        summary=(
            "Limit Break abilities work only while you have four or more damage, which lets "
            "a player behind on damage strike back. A rear-guard Eradicator, Egghelm "
            "Dracokid makes Limit Break 4 work at any damage, though Limit Break 5 still "
            "needs five."
        ),
        sources=(
            "seed 001 Playbook v3.02, Terms (Limit break)",
            "seed 001 Playbook v3.02, Individual cards (Eradicator, Egghelm Dracokid)",
        ),
        inventory=("KEYWORD-002", "KEYWORD-003"),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="keyword.restraint",
        title="Restraint",
        summary=(
            "Restraint keeps a unit from attacking until it pays the stated cost or "
            "satisfies the stated condition."
        ),
        sources=("seed 001 Playbook v3.02, Terms (Restraint)",),
        inventory=("KEYWORD-004",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="keyword.sentinel",
        title="Sentinel",
        summary=(
            "Sentinel abilities are used from the guardian circle and can all but guarantee "
            "that an attack fails to hit, which is why a deck may carry only four."
        ),
        sources=(
            "seed 001 Playbook v3.02, Terms (Sentinel)",
            "seed 003 DZ digest, メインデッキ (守護者)",
        ),
        inventory=("KEYWORD-005",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="keyword.mega-blast",
        title="Mega Blast",
        summary=(
            "Mega Blast is a big finishing ability paid with a soul blast of eight and a "
            "counter blast of five."
        ),
        sources=("seed 001 Playbook v3.02, Terms (Mega Blast)",),
        inventory=("KEYWORD-006",),
        formats=("classic", "g"),
        status="abilities",
        variance=(
            "The Playbook's prose gives soul blast 8 and counter blast 5, yet its printed "
            "notation reads [CB 8 & SB 5]; each card's printed cost decides."
        ),
    ),
    Rule(
        id="keyword.especial-intercept",
        title="Especial intercept",
        summary="A unit with especial intercept gets +5000 shield when it intercepts.",
        sources=("seed 001 Playbook v3.02, Terms (Especial intercept)",),
        inventory=("KEYWORD-007",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="keyword.persona-blast",
        title="Persona Blast",
        summary=(
            "To pay a Persona Blast you discard a same-named copy from hand, often along "
            "with other costs such as a counter blast."
        ),
        sources=(
            "seed 001 Playbook v3.02, Terms (Persona Blast)",
            "seed 001 Playbook v3.02, Example of resolving multiple automatic abilities",
        ),
        inventory=("KEYWORD-009",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="keyword.cross-ride",
        title="Cross ride",
        summary=(
            "A cross ride unit is a grade 3 that gains extra benefits while a particular "
            "other grade 3 lies in its soul, usually because it was ridden over that unit."
        ),
        sources=("seed 001 Playbook v3.02, Terms (Cross ride)",),
        inventory=("KEYWORD-010",),
        formats=("classic", "g"),
        status="abilities",
    ),
    Rule(
        id="keyword.bind",
        title="Bind",
        summary=(
            "Binding puts a card in the bind zone, taking it out of use for a while; it "
            "usually targets the opponent's cards."
        ),
        sources=(
            "seed 000 fan-wiki, Zones of the Game (Bind Zone)",
            "seed 001 Playbook v3.02, Terms (Bind)",
            "seed 001 Playbook v3.02, Difference in Ability Text ('bind')",
        ),
        inventory=("KEYWORD-011", "TEXT-007"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="keyword.lord",
        title="Lord",
        summary=(
            "A Lord unit may not attack if any of your other units is from a different clan. "
            "It rewards a field of one clan."
        ),
        sources=("seed 001 Playbook v3.02, Terms (Lord)",),
        inventory=("KEYWORD-012",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="keyword.forerunner",
        title="Forerunner",
        summary=(
            "When a unit of its clan rides over a Forerunner unit, you may call it onto a "
            "rear-guard circle, so your starter keeps fighting."
        ),
        sources=("seed 001 Playbook v3.02, Terms (Forerunner)",),
        inventory=("KEYWORD-013",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="marker.energy",
        title="Energy markers",
        summary=(
            "Energy is tracked with special markers, either counters or energy cards, that "
            "are not game cards. The seeds give no energy rules, so it waits for the ability "
            "system."
        ),
        sources=("seed 003 DZ digest, エネルギーの表示用具 (energy markers)",),
        inventory=("ENERGY-001",),
        formats=("standard",),
        status="abilities",
    ),
    Rule(
        id="text.until-end-of-battle",
        title="'Until end of that battle'",
        summary=(
            "An effect that lasts until the end of the battle stops in that battle's close step."
        ),
        sources=(
            "seed 001 Playbook v3.02, Difference in Ability Text ('until end of that battle')",
            "seed 001 Playbook v3.02, Close Step [3]",
            "seed 003 DZ digest, クローズステップ",
        ),
        inventory=("TEXT-001", "CLOSE-003"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.until-end-of-turn",
        title="'Until end of turn'",
        summary=(
            "An effect that lasts until the end of the turn stops in that turn's end phase, "
            "after end-of-turn abilities have resolved."
        ),
        sources=(
            "seed 000 fan-wiki, End Phase",
            "seed 001 Playbook v3.02, Difference in Ability Text ('until end of turn')",
            "seed 003 DZ digest, エンドフェイズ",
        ),
        inventory=("TEXT-002",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.you-may",
        title="'You may'",
        summary=(
            "'You may' marks something optional that you can decline. Without those words, "
            "the instruction is mandatory."
        ),
        sources=("seed 001 Playbook v3.02, Difference in Ability Text ('you may...')",),
        inventory=("TEXT-004",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.draw",
        title="'Draw'",
        summary=(
            "Drawing a card means taking the card on top of your deck into your hand, and "
            "drawing N cards is just doing that N times. With 'draw up to N' you may stop "
            "whenever you like, deciding after each card."
        ),
        sources=(
            "seed 001 Playbook v3.02, Difference in Ability Text ('draw a card')",
            "seed 001 Playbook v3.02, Difference in Ability Text ('draw...cards')",
            "seed 001 Playbook v3.02, Difference in Ability Text ('draw up to...cards')",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=("TEXT-005", "TEXT-010", "TEXT-011"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.discard",
        title="'Discard'",
        summary="To discard is to move a card from your hand to your drop zone.",
        sources=(
            "seed 001 Playbook v3.02, Difference in Ability Text ('discard a card')",
            "seed 001 Playbook v3.02, Parts of the Play mat ⑥",
        ),
        inventory=("TEXT-006",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.comparisons",
        title="Comparisons in text",
        summary=(
            "'Greater than', 'more than' and 'less than' leave the number itself out, while "
            "wordings ending in 'or more', 'or greater' or 'or less' include it."
        ),
        sources=(
            "seed 001 Playbook v3.02, Difference in Ability Text ('greater/more/less than')",
            "seed 001 Playbook v3.02, Difference in Ability Text ('...or greater/more/less')",
        ),
        inventory=("TEXT-008", "TEXT-009"),
        formats=("classic", "g"),
        status="abilities",
    ),
    Rule(
        id="text.choose",
        title="'Choose N'",
        summary=(
            "'Choose N' must be done in full when possible; when fewer than N things "
            "qualify, you choose as many as there are."
        ),
        sources=("seed 001 Playbook v3.02, Difference in Ability Text ('choose...cards/units')",),
        inventory=("TEXT-012",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.choose-up-to",
        title="'Choose up to N'",
        summary=(
            "'Choose up to N' lets you pick any number from zero to N, so choosing none is allowed."
        ),
        sources=(
            "seed 001 Playbook v3.02, Difference in Ability Text ('choose up to...cards/units')",
        ),
        inventory=("TEXT-013",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.look-at",
        title="'Look at up to N cards'",
        summary=(
            "Looking at up to N cards means the top of your deck, and you fix the number "
            "before you look; if your deck is smaller you see all of it. Unless the text "
            "says otherwise, the cards go back in the same order."
        ),
        sources=("seed 001 Playbook v3.02, Difference in Ability Text ('look at up to...cards')",),
        inventory=("TEXT-014", "TEXT-015", "TEXT-016"),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.ride-and-call",
        title="'Ride' and 'call'",
        summary=(
            "In card text, riding places a unit on your vanguard circle and calling places "
            "one on a rear-guard or guardian circle, in both cases coming from somewhere off "
            "the field."
        ),
        sources=(
            "seed 001 Playbook v3.02, Card text and zones ('ride')",
            "seed 001 Playbook v3.02, Card text and zones ('call')",
            "seed 003 DZ digest, ライドとソウルついて",
        ),
        inventory=("TEXT-017", "TEXT-018"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.retire",
        title="'Retire'",
        summary=(
            "To retire a unit is to send it from the field to the drop zone, whether it lost "
            "a battle or an effect removed it."
        ),
        sources=(
            "seed 001 Playbook v3.02, Card text and zones ('retire')",
            "seed 003 DZ digest, 場の構成",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=("TEXT-019",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.placed-on",
        title="'When placed on'",
        summary=(
            "'When placed on' abilities fire at the moment a unit arrives on the field from "
            "somewhere else."
        ),
        sources=("seed 001 Playbook v3.02, Card text and zones ('when card is placed on')",),
        inventory=("TEXT-020",),
        formats=("classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.heal",
        title="'Heal'",
        summary=("To heal is to take a card out of your damage zone and put it in your drop zone."),
        sources=(
            "seed 001 Playbook v3.02, Card text and zones ('heal')",
            "seed 004 classic Standard Fight rules, Game Layout",
        ),
        inventory=("TEXT-021",),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="text.notation",
        title="Names, clans and races in text",
        summary=(
            "Card text wraps card names in quotation marks, puts clan names inside «» (《》 "
            "in Japanese) and shows races between angle brackets. It is a reading aid for "
            "players."
        ),
        sources=("seed 000 fan-wiki, Reading the Card Layout 1-3",),
        inventory=("TEXT-022",),
        formats=("standard",),
        status="informational",
    ),
    Rule(
        id="card.lock",
        title="Lock",
        summary=(
            "Lock turns a rear-guard face down into a locked card: it is no longer a unit "
            "and cannot attack, boost, move or be attacked. Its circle becomes a locked "
            "circle that no unit may be called to until the card unlocks."
        ),
        sources=(
            "seed 000 fan-wiki, End Phase",
            "seed 000 fan-wiki, Zones of the Game (Circle)",
            "seed 001 Playbook v3.02, Glossary (What is lock?)",
            "seed 001 Playbook v3.02, Q19",
            "seed 001 Playbook v3.02, Q20",
            "seed 003 DZ digest, カードの行動表現",
        ),
        inventory=("LOCK-001", "LOCK-002", "LOCK-003", "LOCK-004", "LOCK-006"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="lock.extended",
        title="Ruling: a longer lock",
        summary=(
            "After Star-vader, 'Omega' Glendios uses its Limit Break, the opponent's locked "
            "cards stay locked through the end of their next turn and unlock only one turn "
            "later."
        ),
        sources=("seed 001 Playbook v3.02, Individual cards (Star-vader, 'Omega' Glendios)",),
        inventory=("LOCK-007",),
        formats=("classic", "g"),
        status="abilities",
    ),
    Rule(
        id="card.delete",
        title="Delete",
        summary=(
            "Delete turns a vanguard face down: it keeps its name and grade but has 0 "
            "printed power and no ability text. It can still attack, drive and be attacked, "
            "other power changes still apply, and riding over it flips it face up as it goes "
            "to the soul."
        ),
        sources=(
            "seed 000 fan-wiki, End Phase",
            "seed 001 Playbook v3.02, Glossary (What is delete?)",
            "seed 001 Playbook v3.02, Q38",
            "seed 001 Playbook v3.02, Q20",
            "seed 001 Playbook v3.02, Q39",
            "seed 003 DZ digest, カードの行動表現",
        ),
        inventory=(
            "DELETE-001",
            "DELETE-002",
            "DELETE-003",
            "DELETE-005",
            "DELETE-006",
            "DELETE-007",
        ),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="legion.procedure",
        title="Legion",
        summary=(
            "A legion leader may, once per game in the main phase, return four cards from "
            "the drop zone to the deck, search out its named legion mate, set it to the "
            "leader's left on the vanguard circle and shuffle. The pair then fight together "
            "as the vanguard, and a unit placed by legion does not push out what is already "
            "there."
        ),
        sources=(
            "seed 000 fan-wiki, Details",
            "seed 001 Playbook v3.02, Glossary (What is legion?)",
        ),
        inventory=("LEGION-001", "LEGION-002", "LEGION-003", "LEGION-014"),
        formats=("standard", "classic", "g"),
        status="abilities",
    ),
    Rule(
        id="legion.unit",
        title="Fighting in legion",
        summary=(
            "Legioned units stand and rest together, add their power together when they "
            "attack, go to the soul together when another unit rides over them, and both "
            "stand when an effect stands the vanguard."
        ),
        sources=(
            "seed 001 Playbook v3.02, Glossary (What is legion?)",
            "seed 001 Playbook v3.02, Individual cards (Dauntless Drive Dragon)",
        ),
        inventory=("LEGION-004", "LEGION-005", "LEGION-006", "LEGION-012"),
        formats=("classic", "g"),
        status="abilities",
    ),
    Rule(
        id="legion.attacked",
        title="Attacking a legion",
        summary=(
            "Attacks can target only the legion leader, and its power alone is compared. A "
            "hit does not retire the legion mate, and some cards, such as Weather "
            "Forecaster, Miss Mist, check the mate's grade to stop a vanguard attack from "
            "hitting."
        ),
        sources=(
            "seed 001 Playbook v3.02, Q21",
            "seed 001 Playbook v3.02, Glossary (What is legion?)",
            "seed 001 Playbook v3.02, Individual cards (Weather Forecaster, Miss Mist)",
        ),
        inventory=("LEGION-007", "LEGION-008", "LEGION-010"),
        formats=("classic", "g"),
        status="abilities",
    ),
    Rule(
        id="legion.deleted",
        title="A deleted legion",
        summary=(
            "When a legioned vanguard is deleted, both cards turn face down at 0 power with "
            "no text but stay side by side, and they come back face up, still in legion, "
            "when their owner's turn ends. Metalborg, Blackboi can still ride and legion "
            "from the soul while the vanguard is deleted."
        ),
        sources=(
            "seed 001 Playbook v3.02, Q11",
            "seed 001 Playbook v3.02, Individual cards (Metalborg, Blackboi)",
        ),
        inventory=("LEGION-009", "LEGION-011"),
        formats=("classic", "g"),
        status="abilities",
    ),
    Rule(
        id="legion.once-per-game",
        title="Legion once per game",
        summary=(
            "The once-per-game limit seems to belong to each leader rather than to the "
            "player: a vanguard whose mate was retired, as by Star-vader, Blaster Joker, "
            "loses the chance to legion for good, but a new legion unit ridden over it may "
            "still legion."
        ),
        sources=(
            "seed 001 Playbook v3.02, Glossary (What is legion?)",
            "seed 001 Playbook v3.02, Individual cards (Star-vader, Blaster Joker)",
        ),
        inventory=("LEGION-002", "LEGION-013"),
        formats=("classic", "g"),
        status="abilities",
        variance=(
            "The Playbook states the limit as once per game; its Blaster Joker ruling shows "
            "a newly ridden leader may still legion, so the limit is read as per leader."
        ),
    ),
    Rule(
        id="judge.manual",
        title="Judge's manual adjustment",
        summary=(
            "When the game needs something the engine cannot work out by itself, such as a "
            "card ability it does not model yet, the judge seat may adjust the game by hand. "
            "The change is logged under this rule, so everyone can tell a ruling from the "
            "automatic procedure."
        ),
        sources=(
            "seed 000 fan-wiki, Game Concepts",
            "seed 000 fan-wiki, Comprehensive Rules",
            "seed 001 Playbook v3.02, The basis ①",
            "seed 001 Playbook v3.02, About This Playbook",
        ),
        inventory=("GEN-001", "GEN-008"),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
    Rule(
        id="position.setup",
        title="Starting from a prepared position",
        summary=(
            "A tutorial or puzzle may begin from a prepared position, with cards already "
            "placed in every zone, instead of the usual setup. The event that lays out those "
            "cards cites this rule, so the log shows the position was arranged rather than "
            "played."
        ),
        sources=(
            "seed 000 fan-wiki, Starting the Fight",
            "seed 001 Playbook v3.02, Prepare for Cardfight",
            "seed 001 Playbook v3.02, Parts of the Play mat",
        ),
        inventory=(),
        formats=("standard", "classic", "g"),
        status="enforced",
    ),
)
"""Every catalogue entry, in roughly the order a game meets them."""


def _index(rules: tuple[Rule, ...]) -> Mapping[str, Rule]:
    by_id: dict[str, Rule] = {}
    for rule in rules:
        if rule.id in by_id:
            raise ValueError(f"duplicate rule id {rule.id!r}")
        by_id[rule.id] = rule
    return MappingProxyType(by_id)


def _index_inventory(rules: tuple[Rule, ...]) -> Mapping[str, tuple[Rule, ...]]:
    by_inv: dict[str, list[Rule]] = {}
    for rule in rules:
        for inv in rule.inventory:
            by_inv.setdefault(inv, []).append(rule)
    return MappingProxyType({k: tuple(v) for k, v in by_inv.items()})


_BY_ID = _index(RULES)
_BY_INVENTORY = _index_inventory(RULES)
