"""The rule catalogue: every rule the engine cites, explained in plain words.

Each state change in a game's explain log names a :class:`Rule` by its ID
(``battle.boost``, ``trigger.heal``, ...). The entries themselves are data:
``vgwidget/data/rules/<area>.toml`` holds every entry whose ID starts with
``<area>.``. This module reads those files (once, on first use), checks them,
says which formats and seed documents each entry comes from, and ties every
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

The data files
--------------
Each entry is one ``[[rule]]`` table with these keys:

``id`` (required)
    dotted lowercase, starting with the file's area: ``battle.boost`` lives in
    ``battle.toml``.
``title``, ``summary`` (required)
    our own words. Line breaks and runs of spaces in any text become single
    spaces, so a long summary may be a multi-line string wrapped at any width.
``sources`` (required)
    a list of citations written like the inventory's sources column, a seed
    number and a section: ``"001 Damage Step"``. The loaded :class:`Rule`
    cites them in full (``"seed 001 Playbook v3.02, Damage Step"``).
``formats``
    a list drawn from ``standard``, ``classic``, ``g``; all three if omitted.
``status``
    one of :data:`STATUSES`; ``enforced`` if omitted.
``inventory``
    the rules-inventory IDs the entry explains; none if omitted.
``variance``
    where the sources disagree (an official document against a fan summary,
    or one era against another), which one each format follows.
``cr``
    a Comprehensive Rules section and version, only where a seed states one.

Anything else (an unknown key, a wrong type, a duplicate ID, an unknown seed,
status, format or inventory ID) stops loading with a :class:`CatalogueError`
that names the file and the entry:

>>> parse_rules('[[rule]]\\nid = "battle.x"\\ntitle = "X"\\nsummary = "An x."\\n'
...             'sources = ["007 Somewhere"]', "battle.toml")
Traceback (most recent call last):
  ...
vgwidget.engine.errors.CatalogueError: battle.toml: rule battle.x: sources: '007 Somewhere' ...
"""

from __future__ import annotations

import difflib
import os
import re
import textwrap
import tomllib
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from types import MappingProxyType
from typing import Any

from .errors import CatalogueError, VanguardError
from .formats import UnknownFormat

__all__ = [
    "AREAS",
    "FORMAT_NAMES",
    "INVENTORY_TAGS",
    "SEED_CITATIONS",
    "SEEDS",
    "STATUSES",
    "CatalogueError",
    "InventoryLine",
    "Rule",
    "UnknownRule",
    "all_rules",
    "entries_for_inventory",
    "format_rule",
    "format_rule_line",
    "get_rule",
    "inventory_for",
    "load_inventory",
    "load_rules",
    "parse_rules",
    "rule_ids",
    "rules_for_format",
]

STATUSES = ("enforced", "abilities", "g-era", "informational")
"""What the engine does with a rule.

``enforced``: the engine implements it (procedure, deck check, visibility, win/loss, and the
card-ability system: timings, costs, effects, keywords, orders).
``abilities``: it needs an ability mechanic not built yet (no entry has this status today: the
mechanics the inventory names are all built, card-specific rulings as general vocabulary).
``g-era``: a G-era rule not built yet (none today: the Premium format plays them).
``informational``: a simulator cannot enforce it (sleeves, cutting, etiquette, regulations).
"""

FORMAT_NAMES = ("standard", "classic", "g")
"""Format names a rule may list; ``g`` is the Premium (G era) format."""

INVENTORY_TAGS: Mapping[str, str] = MappingProxyType(
    {"standard": "standard-d", "classic": "classic", "g": "premium-g"}
)
"""How each format is tagged in the ``formats`` column of the rules inventory."""

ENGINE_FORMATS: Mapping[str, str] = MappingProxyType({"premium": "g"})
"""Engine format names that the catalogue spells otherwise (``premium`` is ``g`` here)."""

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

SEED_CITATIONS: Mapping[str, str] = MappingProxyType(
    {
        "000": "fan-wiki",
        "001": "Playbook v3.02",
        "002": "classic wiki summary",
        "003": "DZ digest",
        "004": "classic Standard Fight rules",
    }
)
"""How a rule's citation names each seed: ``001 Damage Step`` in a data file is
cited as ``seed 001 Playbook v3.02, Damage Step``."""

AREAS = (
    "deck",
    "regulation",
    "rules",
    "card",
    "golden",
    "etiquette",
    "zone",
    "crest",
    "setup",
    "turn",
    "ride",
    "gift",
    "stride",
    "g",
    "main",
    "order",
    "overdress",
    "battle",
    "trigger",
    "damage",
    "end",
    "win",
    "rule-action",
    "ability",
    "timing",
    "cost",
    "keyword",
    "marker",
    "text",
    "lock",
    "legion",
    "judge",
    "position",
)
"""The areas (ID prefixes, one data file each) in roughly the order a game meets them.

:func:`all_rules` lists the files in this order; a file whose area is not listed
here comes after these, in alphabetical order."""


class UnknownRule(VanguardError):
    """A rule ID that is not in the catalogue."""


@dataclass(frozen=True)
class Rule:
    """One catalogue entry: a rule the engine can cite in its explain log.

    ``id`` is dotted lowercase (``battle.guard-grade``); ``summary`` explains the
    rule in our own words; ``sources`` name the seed documents and sections it
    comes from; ``inventory`` lists the rules-inventory lines it covers;
    ``variance``, where the seeds disagree (an official document against a fan
    summary, or one era against another), says which source each format follows.
    """

    id: str
    title: str
    summary: str
    sources: tuple[str, ...]
    cr: str | None = None
    """Comprehensive Rules version and sections (``CR 4.55 §10.7.1.10; CR 1.19 §7.6.1.8``),
    where a seed or the digest of the official rules states them."""
    inventory: tuple[str, ...] = ()
    formats: tuple[str, ...] = FORMAT_NAMES
    status: str = "enforced"
    variance: str | None = None
    not_followed: tuple[str, ...] = ()
    """Inventory lines (among ``inventory``) that state a reading the engine does not follow,
    because an official source of the format's era says otherwise (see ``variance``): the
    engine contradicts them on purpose, so they never count as covered. ``LINE@format``
    limits that to one of the entry's formats."""

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
        >>> get_rule("stride.procedure").applies_to("premium")
        True
        """
        return format_name in self.formats or ENGINE_FORMATS.get(format_name) in self.formats


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
    """Every catalogue entry, in catalogue order (roughly the order of a game).

    The entries are read from ``vgwidget/data/rules/`` on first use and kept.

    >>> all_rules()[0].id
    'deck.size'
    """
    return _catalogue().rules


def rule_ids() -> frozenset[str]:
    """The set of every catalogue ID.

    >>> "battle.guard-grade" in rule_ids()
    True
    """
    return frozenset(_catalogue().by_id)


def get_rule(rule_id: str) -> Rule:
    """Return the entry with ID ``rule_id``, or raise :class:`UnknownRule`.

    >>> get_rule("win.damage").title
    'Six damage loses'
    """
    by_id = _catalogue().by_id
    try:
        return by_id[rule_id]
    except KeyError:
        pass
    key = rule_id.strip().lower()
    if key in by_id:
        return by_id[key]
    close = difflib.get_close_matches(key, list(by_id), n=3, cutoff=0.6)
    if not close:
        area = key.split(".", 1)[0]
        close = sorted(i for i in by_id if i.startswith(area + "."))[:5]
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
    return _catalogue().by_inventory.get(inv_id, ())


def rules_for_format(format_name: str) -> tuple[Rule, ...]:
    """The entries that list ``format_name`` among their formats.

    >>> "trigger.stand" in {r.id for r in rules_for_format("standard")}
    False
    """
    _inventory_tag(format_name)
    return tuple(r for r in all_rules() if format_name in r.formats)


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


# ---------------------------------------------------------------- reading the data files

_REQUIRED_KEYS = ("id", "title", "summary", "sources")
_OPTIONAL_KEYS = ("formats", "status", "inventory", "variance", "cr", "not_followed")
_ID_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9-]+)+$")
_SOURCE_RE = re.compile(r"^(\d{3}) (\S.*)$")


def _fold(text: str) -> str:
    """Prose on one line: line breaks and runs of spaces become single spaces."""
    return " ".join(text.split())


def _toml_type(value: object) -> str:
    """How an editor of the TOML file would name the type of ``value``."""
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, float):
        return "a float"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "a table"
    return "a date or time"


class _Entry:
    """One ``[[rule]]`` table being read; every complaint names the file and the entry."""

    def __init__(self, table: Mapping[str, Any], where: str, number: int) -> None:
        self.table = table
        rid = table.get("id")
        self.label = f"rule {rid}" if isinstance(rid, str) and rid else f"rule #{number} (no id)"
        self.where = where

    def error(self, message: str) -> CatalogueError:
        return CatalogueError(f"{self.where}: {self.label}: {message}")

    def text(self, key: str) -> str:
        """The required text ``key``, folded onto one line."""
        value = self.table[key]
        if not isinstance(value, str):
            raise self.error(f"{key} must be a string, not {_toml_type(value)}")
        folded = _fold(value)
        if not folded:
            raise self.error(f"{key} is empty")
        return folded

    def optional_text(self, key: str) -> str | None:
        """The text ``key`` if the entry has it."""
        return self.text(key) if key in self.table else None

    def strings(self, key: str, default: tuple[str, ...]) -> tuple[str, ...]:
        """The array of strings ``key`` (``default`` if absent); no item may repeat."""
        if key not in self.table:
            return default
        value = self.table[key]
        if not isinstance(value, list):
            raise self.error(f"{key} must be an array of strings, not {_toml_type(value)}")
        for i, item in enumerate(value):
            if not isinstance(item, str):
                raise self.error(f"{key}[{i}] must be a string, not {_toml_type(item)}")
        items = tuple(item.strip() for item in value)
        repeated = sorted({item for item in items if items.count(item) > 1})
        if repeated:
            raise self.error(f"{key} lists {', '.join(map(repr, repeated))} more than once")
        return items


def _rule_from_table(entry: _Entry, area: str | None, inventory_ids: Collection[str]) -> Rule:
    """Check one ``[[rule]]`` table and build its :class:`Rule`."""
    unknown = sorted(set(entry.table) - set(_REQUIRED_KEYS) - set(_OPTIONAL_KEYS))
    if unknown:
        known = ", ".join(_REQUIRED_KEYS + _OPTIONAL_KEYS)
        raise entry.error(f"unknown key(s) {', '.join(unknown)} (known keys: {known})")
    missing = [key for key in _REQUIRED_KEYS if key not in entry.table]
    if missing:
        raise entry.error(f"missing required key(s) {', '.join(missing)}")

    rule_id = entry.text("id")
    if not _ID_RE.match(rule_id):
        raise entry.error("an id is dotted lowercase, like 'battle.boost' or 'zone.hidden'")
    if area is not None and rule_id.split(".", 1)[0] != area:
        raise entry.error(f"this file holds the '{area}' area: the id must start with '{area}.'")

    sources: list[str] = []
    for source in entry.strings("sources", ()):
        match = _SOURCE_RE.match(source)
        if not match:
            raise entry.error(
                f"sources: {source!r} is not a seed number and a section, like '001 Damage Step'"
            )
        seed, section = match.groups()
        if seed not in SEEDS:
            raise entry.error(
                f"sources: {source!r} names no known seed (known: {', '.join(SEEDS)})"
            )
        sources.append(f"seed {seed} {SEED_CITATIONS[seed]}, {section}")
    if not sources:
        raise entry.error("sources is empty: cite at least one seed document")

    formats = entry.strings("formats", FORMAT_NAMES)
    bad_formats = [f for f in formats if f not in FORMAT_NAMES]
    if bad_formats or not formats:
        raise entry.error(
            f"formats: {', '.join(map(repr, bad_formats)) or 'none given'} "
            f"(choose from {', '.join(FORMAT_NAMES)})"
        )

    status = entry.optional_text("status") or "enforced"
    if status not in STATUSES:
        raise entry.error(f"status: unknown {status!r} (choose from {', '.join(STATUSES)})")

    inventory = entry.strings("inventory", ())
    not_listed = [inv for inv in inventory if inv not in inventory_ids]
    if not_listed:
        raise entry.error(
            f"inventory: {', '.join(not_listed)} not in the rules inventory (rules-inventory.tsv)"
        )

    not_followed = entry.strings("not_followed", ())
    stray = [
        i
        for i in not_followed
        if i.partition("@")[0] not in inventory
        or (i.partition("@")[2] and i.partition("@")[2] not in formats)
    ]
    if stray:
        raise entry.error(
            f"not_followed: {', '.join(stray)} not among this entry's inventory lines "
            "(or names a format the entry does not list; write LINE or LINE@format)"
        )
    if not_followed and entry.optional_text("variance") is None:
        raise entry.error("not_followed: say in 'variance' which source the engine follows instead")

    return Rule(
        id=rule_id,
        title=entry.text("title"),
        summary=entry.text("summary"),
        sources=tuple(sources),
        cr=entry.optional_text("cr"),
        inventory=inventory,
        formats=formats,
        status=status,
        variance=entry.optional_text("variance"),
        not_followed=not_followed,
    )


def _packaged_inventory_ids() -> frozenset[str]:
    return frozenset(line.id for line in _inventory())


def parse_rules(
    text: str,
    where: str = "<string>",
    *,
    area: str | None = None,
    inventory_ids: Collection[str] | None = None,
) -> tuple[Rule, ...]:
    """The entries of one catalogue file, given its TOML ``text``, in file order.

    ``where`` names the file in error messages. With ``area``, every ID must start
    with ``<area>.``. Inventory IDs are checked against ``inventory_ids`` (by
    default, the packaged rules inventory). Raises :class:`CatalogueError` for
    anything an editor could get wrong (see the module docstring).

    >>> text = "\\n".join([
    ...     "[[rule]]",
    ...     'id = "battle.example"',
    ...     'title = "An example"',
    ...     "summary = '''",
    ...     "A summary may run",
    ...     "over several lines.'''",
    ...     'sources = ["001 Battle Phase"]',
    ...     'formats = ["standard"]',
    ... ])
    >>> rule = parse_rules(text, inventory_ids=())[0]
    >>> rule.summary
    'A summary may run over several lines.'
    >>> rule.sources, rule.formats, rule.status
    (('seed 001 Playbook v3.02, Battle Phase',), ('standard',), 'enforced')
    """
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise CatalogueError(f"{where}: not valid TOML: {error}") from None
    extra = sorted(set(data) - {"rule"})
    if extra:
        raise CatalogueError(
            f"{where}: unknown top-level key(s) {', '.join(extra)}; "
            "the file holds only [[rule]] tables"
        )
    tables = data.get("rule", [])
    if not isinstance(tables, list) or not all(isinstance(t, dict) for t in tables):
        raise CatalogueError(f"{where}: each entry must be a [[rule]] table")
    known = _packaged_inventory_ids() if inventory_ids is None else inventory_ids
    rules: list[Rule] = []
    first: dict[str, int] = {}
    for number, table in enumerate(tables, start=1):
        entry = _Entry(table, where, number)
        rule = _rule_from_table(entry, area, known)
        if rule.id in first:
            raise entry.error(f"duplicate id (entry #{first[rule.id]} has it too)")
        first[rule.id] = number
        rules.append(rule)
    return tuple(rules)


def _file_order(name: str) -> tuple[int, str]:
    area = name.removesuffix(".toml")
    return (AREAS.index(area) if area in AREAS else len(AREAS), area)


def _packaged_rules_dir() -> Traversable:
    return resources.files("vgwidget") / "data" / "rules"


def load_rules(
    directory: Traversable | str | os.PathLike[str] | None = None,
    *,
    inventory_ids: Collection[str] | None = None,
) -> tuple[Rule, ...]:
    """Every entry of the ``*.toml`` files in ``directory`` (by default the packaged catalogue).

    Each file is read with :func:`parse_rules`, its name giving the area
    (``battle.toml`` holds ``battle.*``); files come in :data:`AREAS` order,
    entries in file order. Anything malformed raises :class:`CatalogueError`.

    >>> len(load_rules()) == len(all_rules())
    True
    """
    if directory is None:
        root: Traversable = _packaged_rules_dir()
    elif isinstance(directory, str | os.PathLike):
        root = Path(directory)
    else:
        root = directory
    if not root.is_dir():
        raise CatalogueError(f"{root}: no such directory of rule files")
    files = sorted(
        (e for e in root.iterdir() if e.name.endswith(".toml") and e.is_file()),
        key=lambda e: _file_order(e.name),
    )
    known = _packaged_inventory_ids() if inventory_ids is None else inventory_ids
    rules: list[Rule] = []
    for file in files:
        # Each file holds only its own area, so an ID can repeat only within one file,
        # which parse_rules refuses.
        area = file.name.removesuffix(".toml")
        text = file.read_text(encoding="utf-8")
        rules.extend(parse_rules(text, f"{root.name}/{file.name}", area=area, inventory_ids=known))
    return tuple(rules)


@dataclass(frozen=True)
class _Catalogue:
    """The packaged entries with their look-up tables, built once."""

    rules: tuple[Rule, ...]
    by_id: Mapping[str, Rule]
    by_inventory: Mapping[str, tuple[Rule, ...]]


@lru_cache(maxsize=1)
def _catalogue() -> _Catalogue:
    rules = load_rules()
    by_inventory: dict[str, list[Rule]] = {}
    for rule in rules:
        for inv in rule.inventory:
            by_inventory.setdefault(inv, []).append(rule)
    return _Catalogue(
        rules=rules,
        by_id=MappingProxyType({rule.id: rule for rule in rules}),
        by_inventory=MappingProxyType({k: tuple(v) for k, v in by_inventory.items()}),
    )


def __getattr__(name: str) -> tuple[Rule, ...]:
    # ``RULES`` (every packaged entry, as from all_rules()) is read on first use.
    if name == "RULES":
        return all_rules()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
