"""Formats: what differs between the eras of the game, held as data.

A :class:`Format` is consulted by the procedures wherever the eras disagree
(trigger power, guardian grade limit, mulligan procedure, ...), so no procedure
asks "which era is this?" -- it reads a field.

>>> STANDARD.trigger_power["critical"], CLASSIC.trigger_power["critical"]
(10000, 5000)
>>> get_format("classic").guard_grade_limit
True
>>> sorted(FORMATS)
['classic', 'premium', 'standard']
>>> get_format("g") is PREMIUM
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from types import MappingProxyType

from .errors import VanguardError

TRIGGER_TYPES = ("critical", "draw", "heal", "stand", "front", "over")
G_ERA_ACTIONS = frozenset(
    {
        "stride",
        "skip-stride",
        "g-guardian",
        "g-assist",
        "skip-g-assist",
        "g-assist-take",
        "g-assist-pay",
    }
)
"""Action kinds of the G era (Premium): stride, G guardian and G assist."""
LEGION_ACTIONS = frozenset({"legion", "legion-return"})
"""Action kinds of legion (Classic and Premium)."""
LEGION_TAGS = "classic,premium-g"
"""The formats column of the inventory's legion lines (LEGION-001..008)."""


def _frozen(d: dict[str, int]) -> Mapping[str, int]:
    return MappingProxyType(dict(d))


@dataclass(frozen=True)
class Format:
    """Everything a procedure needs to know about the era being played."""

    name: str
    """Short name used on the command line and in files: ``standard`` or ``classic``."""
    title: str
    inventory_tag: str
    """The tag this format carries in ``rules-inventory.tsv`` (``standard-d``, ``classic``)."""
    source: str
    """Which seed documents this format follows where the sources disagree."""

    # --- deck construction -------------------------------------------------
    deck_size: int = 50
    max_copies: int = 4
    triggers_exact: int = 16
    sentinel_max: int = 4
    trigger_caps: Mapping[str, int] = field(default_factory=lambda: _frozen({"heal": 4}))
    """Upper bound per trigger type, over the whole main deck."""
    copies_include_ride_deck: bool = False
    """Whether the deck limits (copies per name, triggers and their caps, sentinels) count the
    ride deck together with the main deck (Standard: CR 4.55 §8.1)."""
    ride_deck: bool = False
    """Whether each player brings a ride deck (grades 0-3 plus a ride deck crest)."""
    ride_deck_grades: tuple[int, ...] = ()
    first_vanguard_from: str = "main-deck"
    """``ride-deck`` (its grade 0 unit) or ``main-deck`` (a grade 0 chosen from the 50)."""
    single_nation: bool = False

    # --- triggers ----------------------------------------------------------
    trigger_types: frozenset[str] = frozenset()
    trigger_power: Mapping[str, int] = field(default_factory=lambda: _frozen({}))
    """Power a trigger of each type gives (front: to every front-row unit)."""
    trigger_condition: str = "none"
    """``none`` or ``same-clan`` (a unit of the trigger's clan on your VC or RC)."""

    # --- play --------------------------------------------------------------
    mulligan: str = "bottom-draw-shuffle"
    """``bottom-draw-shuffle`` (Standard) or ``return-shuffle-draw`` (Classic)."""
    guard_grade_limit: bool = False
    """Classic and Premium: a guardian's grade may not exceed the defender's vanguard's grade."""
    guard_needs_shield: bool = False
    """Whether a unit with no printed shield is barred from the guardian circle."""
    did_not_hit_timing: bool = True
    """Whether "when the attack does not hit" is a timing (Standard, CR 4.55 10.7.1.7; the
    Classic-era rules have none). When guardians leave is in the turn's flow
    (:mod:`vgwidget.engine.flow`)."""
    trigger_effects_any_order: bool = False
    """Whether the checking player resolves a trigger's effects in the order they choose
    (Standard: seed 000, CR 4.55 11.10.2)."""
    min_drive_grade: int = 0
    """An attacking vanguard below this grade makes no drive check."""
    modern_mechanics: bool = False
    """Whether the game knows Standard's own mechanics: overDress, Imaginary Gifts, persona
    ride, energy, crests, tickets and the gauge (CR 4.55)."""
    call_retires_at_once: bool = False
    """A unit called onto an occupied rear-guard circle: the unit already there is retired as a
    step of the call itself, after the called card is placed (Standard, CR 4.55 §6.2.3.3-4);
    otherwise both stand on the circle until the next check timing, where a rule action puts
    the old one into the drop zone (CR 1.19 §8.5.2.4.2 with §9.3.3; CR 1.48 §8.5.3.2)."""
    legion_by_card_text: bool = False
    """Whether a card whose data names a ``legion_mate`` may legion although the format's
    rules have no legion of their own (Standard: card text takes precedence, CR 4.55 §1.3.1;
    LEGION-014)."""
    legion_foe_grade: int = 0
    """The grade the opponent's vanguard must have at least for a leader to legion (Classic
    and Premium: 3, CR 1.31 §10.2.9, CR 1.48 §11.10.2; Standard: none, card text decides)."""

    # --- the G era (Premium) ---------------------------------------------------
    card_pools: tuple[str, ...] = ()
    """Besides cards marked for this format by name, cards marked for these formats are legal
    too (Premium plays Classic's cards)."""
    g_deck_max: int | None = None
    """How many cards a G deck may hold (``None``: the format has no G deck or G zone)."""
    stride_condition: str = "both-grade-3"
    """When a player may stride: ``both-grade-3`` (001, STRIDE-002), ``legacy`` (000: both
    grade 3 now, or your vanguard was grade 3 at the start of the turn, STRIDE-003) or
    ``thai`` (both players have ridden a grade 3 this game, STRIDE-004)."""
    g_assist_hand_check: str = "card"
    """What G assist's hand condition looks for one grade above the vanguard: any ``card``
    (001) or only a ``unit`` (000's wording), GASSIST-002."""
    g_return: str = "vanguard"
    """What goes back to the G zone at the start of the end phase: the G unit on the
    ``vanguard`` circle (001, END-002) or ``all`` G units on the field (000, END-003)."""
    variants: tuple[str, ...] = ()
    """The named variants (:data:`PREMIUM_VARIANTS`, :data:`STANDARD_VARIANTS`) this format
    was built with."""

    @property
    def g_zone(self) -> bool:
        """Whether the format has a G deck and a G zone (the G era)."""
        return self.g_deck_max is not None

    def has_action(self, kind: str) -> bool:
        """Whether actions of ``kind`` exist in this format: the G era's only where there is a
        G zone, legion only where legion is played.

        >>> STANDARD.has_action("stride"), PREMIUM.has_action("stride")
        (False, True)
        >>> PREMIUM.has_action("legion"), CLASSIC.has_action("legion")
        (True, True)
        """
        if kind in G_ERA_ACTIONS:
            return self.g_zone
        if kind in LEGION_ACTIONS:
            return self.legion
        return True

    @cached_property
    def legion(self) -> bool:
        """Whether a legion leader may legion: the formats the inventory's legion lines are
        tagged for (LEGION-001..008: Classic and Premium), and Standard, where a card whose
        text names a legion mate brings the ability with it (LEGION-014)."""
        return self.inventory_applies(LEGION_TAGS) or self.legion_by_card_text

    def allows(self, card_formats: tuple[str, ...]) -> bool:
        """Whether a card marked for ``card_formats`` is legal in this format (DECK-022).

        >>> PREMIUM.allows(("classic",)), STANDARD.allows(("classic",))
        (True, False)
        """
        return self.name in card_formats or any(f in card_formats for f in self.card_pools)

    def has_timing(self, timing: str) -> bool:
        """Whether an AUTO ability may wait for ``timing`` in this format (Classic has no
        "when the attack does not hit").

        >>> STANDARD.has_timing("attack-does-not-hit"), CLASSIC.has_timing("attack-does-not-hit")
        (True, False)
        """
        if timing in ("placed-by-overdress", "placed-by-xoverdress", "energy-charge"):
            return self.modern_mechanics
        if timing == "end-of-ride-phase":
            # only the G era's flow closes its ride phase with a window (after the stride
            # step, STRIDE-015; flow.py: closing_windows)
            return self.g_zone
        return timing != "attack-does-not-hit" or self.did_not_hit_timing

    def inventory_applies(self, formats_field: str) -> bool:
        """Whether an inventory line tagged ``formats_field`` applies to this format."""
        tags = {t.strip() for t in formats_field.split(",")}
        return "all" in tags or self.inventory_tag in tags

    def __str__(self) -> str:  # pragma: no cover - trivial
        return self.name


STANDARD = Format(
    name="standard",
    title="Standard (D / DZ era, with ride deck)",
    inventory_tag="standard-d",
    source="seed 000 (modern rules) and 003 (DZ digest)",
    trigger_caps=_frozen({"heal": 4, "over": 1, "draw": 8, "front": 8, "critical": 8}),
    copies_include_ride_deck=True,
    ride_deck=True,
    ride_deck_grades=(0, 1, 2, 3),
    first_vanguard_from="ride-deck",
    single_nation=True,
    trigger_types=frozenset({"critical", "draw", "heal", "front", "over"}),
    trigger_power=_frozen(
        {"critical": 10000, "draw": 10000, "heal": 10000, "front": 10000, "over": 100_000_000}
    ),
    trigger_condition="none",
    mulligan="bottom-draw-shuffle",
    guard_grade_limit=False,
    guard_needs_shield=False,
    did_not_hit_timing=True,
    modern_mechanics=True,
    trigger_effects_any_order=True,
    min_drive_grade=1,
    call_retires_at_once=True,
    legion_by_card_text=True,
)

CLASSIC = Format(
    name="classic",
    title="Classic (2011-14, first vanguard from the 50)",
    inventory_tag="classic",
    source="seed 004 and 002 (classic summaries), with the Playbook 001 for basic rules",
    trigger_caps=_frozen({"heal": 4}),
    copies_include_ride_deck=False,
    ride_deck=False,
    first_vanguard_from="main-deck",
    single_nation=False,
    trigger_types=frozenset({"critical", "draw", "heal", "stand"}),
    trigger_power=_frozen({"critical": 5000, "draw": 5000, "heal": 5000, "stand": 5000}),
    trigger_condition="same-clan",
    mulligan="return-shuffle-draw",
    guard_grade_limit=True,
    guard_needs_shield=False,
    did_not_hit_timing=False,
    trigger_effects_any_order=False,
    min_drive_grade=0,
    legion_foe_grade=3,
)

PREMIUM = replace(
    CLASSIC,
    # the G era is Classic's game with the G zone: only what differs is written here
    name="premium",
    title="Premium (the G era: G zone, stride, G guardian; Classic's cards plus G units)",
    inventory_tag="premium-g",
    source="seed 001 (Playbook v3.02), then CR 1.48 and 000's legacy G-zone section",
    card_pools=("classic",),
    # A guardian from hand is a normal call, which may not exceed the vanguard's grade (001
    # How to Read a Card ①, CR 1.48 §7.5.1.2.2, §8.5.2.1.1.2; GUARD-008): kept from Classic.
    # 001 Damage Step [9] names "when the attack does not hit" abilities (DAMAGE-017).
    did_not_hit_timing=True,
    g_deck_max=8,
)

PREMIUM_VARIANTS: Mapping[str, Mapping[str, object]] = MappingProxyType(
    {
        # DECK-029: 000's legacy G zone section allows up to 16 cards.
        "legacy-g-deck": MappingProxyType({"g_deck_max": 16}),
        # STRIDE-003 / STRIDE-004: the fan-wiki's legacy and Thai stride conditions.
        "legacy-stride": MappingProxyType({"stride_condition": "legacy"}),
        "thai-stride": MappingProxyType({"stride_condition": "thai"}),
        # GASSIST-002: 000 looks only for a unit one grade above the vanguard.
        "legacy-g-assist": MappingProxyType({"g_assist_hand_check": "unit"}),
        # END-003: 000 returns every G unit on the field at the end phase.
        "legacy-g-return": MappingProxyType({"g_return": "all"}),
        # GUARD-008: the Playbook's guard step read alone, with no grade check for guardians.
        "playbook-guard-step": MappingProxyType({"guard_grade_limit": False}),
    }
)
"""Premium's named variants: where the sources disagree, Premium follows the Playbook (001)
and each other version is a variant (catalogue ``variance`` of the rule concerned).

>>> premium_variant("legacy-g-deck").g_deck_max, PREMIUM.g_deck_max
(16, 8)
"""


STANDARD_VARIANTS: Mapping[str, Mapping[str, object]] = MappingProxyType(
    {
        # SETUP-001 / DECK-027: a regulation without a ride deck (000 "Deck Construction",
        # "Starting the Fight" 1): the first vanguard is a grade 0 unit chosen from the 50.
        "no-ride-deck": MappingProxyType(
            {"ride_deck": False, "ride_deck_grades": (), "first_vanguard_from": "main-deck"}
        ),
    }
)
"""Standard's named variants: regulations that change the ride deck (DECK-027).

>>> standard_variant("no-ride-deck").first_vanguard_from, STANDARD.first_vanguard_from
('main-deck', 'ride-deck')
"""


def format_variant(fmt: str | Format, *names: str) -> Format:
    """Format ``fmt`` with its named variants applied (the format's name stays the same;
    :attr:`Format.variants` lists them). Only Standard and Premium have variants."""
    base = get_format(fmt)
    known = VARIANTS.get(base.name)
    changes: dict[str, object] = {}
    for n in names:
        if known is None or n not in known:
            have = f"known variants: {', '.join(known)}" if known else "it has none"
            raise UnknownFormat(f"unknown {base.name.capitalize()} variant {n!r}; {have}")
        changes.update(known[n])
    return replace(base, variants=tuple(names), **changes)  # type: ignore[arg-type]


def premium_variant(*names: str) -> Format:
    """Premium with the named variants of :data:`PREMIUM_VARIANTS` applied."""
    return format_variant(PREMIUM, *names)


def standard_variant(*names: str) -> Format:
    """Standard with the named variants of :data:`STANDARD_VARIANTS` applied."""
    return format_variant(STANDARD, *names)


VARIANTS: Mapping[str, Mapping[str, Mapping[str, object]]] = MappingProxyType(
    {"standard": STANDARD_VARIANTS, "premium": PREMIUM_VARIANTS}
)
"""Each format's named variants."""


FORMATS: Mapping[str, Format] = MappingProxyType({f.name: f for f in (STANDARD, CLASSIC, PREMIUM)})
ALIASES: Mapping[str, str] = MappingProxyType({"g": "premium"})
"""Other names a format answers to (``g``: the G era)."""


class UnknownFormat(VanguardError):
    """A format name that the engine does not know."""


def get_format(fmt: str | Format) -> Format:
    """Return the :class:`Format` named ``fmt`` (or ``fmt`` itself if already a Format)."""
    if isinstance(fmt, Format):
        return fmt
    if not isinstance(fmt, str):
        raise UnknownFormat(
            f"a format is a name ({', '.join(sorted(FORMATS))}) or a Format, "
            f"not {type(fmt).__name__} {fmt!r}"
        )
    try:
        return FORMATS[ALIASES.get(fmt, fmt)]
    except KeyError:
        raise UnknownFormat(
            f"unknown format {fmt!r}; known formats: {', '.join(sorted(FORMATS))}"
        ) from None
