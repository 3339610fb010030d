"""Abilities as data: the declarative format that card files use.

A card's ``abilities`` list holds objects such as::

    {"type": "AUTO", "zones": ["VC"], "timing": "attacks", "on": "self",
     "once_per_turn": true,
     "condition": [{"limit-break": 4}],
     "cost": [{"counter-blast": 1}],
     "effect": [{"do": "power", "amount": 10000, "target": "self", "until": "battle"}],
     "text": "..."}

This module turns such objects into frozen :class:`Ability` records and rejects
anything malformed with a message naming the card and the field. No Python is
written per card: procedures in :mod:`.resolve` interpret these records.

>>> a = parse_ability({"type": "ACT", "zones": ["VC"], "cost": [{"soul-blast": 1}],
...                    "effect": [{"do": "draw", "n": 1}]}, "Test Card")
>>> a.kind, a.costs, a.effects[0].do
('ACT', (('soul-blast', 1),), 'draw')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import CardDataError
from . import harmony_names as hn
from . import stride_words as sw
from .all_clans import ALL_CLANS, check_all_clans
from .filters import BATTLE_GRADES, check_unit_filter
from .foreach2_names import FOREACH_COUNTS, group_per
from .names import NAME_CONDITION_VALUES, NAME_CONDITIONS, check_name_filter
from .placed import check_placed_from
from .rows import check_circle
from .words import ZONE_WORDS, timing_words

KINDS = ("AUTO", "ACT", "CONT", "ORDER")
"""``ORDER`` is what an order card does when it is played (ORDER-012)."""
ZONES = (
    "VC",
    "RC",
    "GC",
    "hand",
    "soul",
    "drop",
    "damage",
    "deck",
    "trigger",
    "bind",
    "order",
    "crest",
)

# The moments at which the engine's procedures call ``ctx.timing(name, ...)``. The "at the
# beginning of" windows are opened by the turn's declared flow (flow.py); a test
# holds this list to it.
TIMINGS = (
    "beginning-of-turn",
    "beginning-of-stand-phase",
    "beginning-of-draw-phase",
    "beginning-of-ride-phase",
    "beginning-of-main-phase",
    "beginning-of-battle-phase",
    "beginning-of-start-step",
    "beginning-of-attack-step",
    "beginning-of-guard-step",
    "beginning-of-drive-step",
    "beginning-of-damage-step",
    "beginning-of-close-step",
    "beginning-of-end-phase",
    "end-of-ride-phase",
    "end-of-battle",
    "end-of-turn",
    "ride",
    "ridden",
    "placed-on-vc",
    "placed-on-rc",
    "placed-on-gc",
    "placed-on-vc-or-rc",
    "placed-on-rc-or-gc",
    "attacks",
    "boosts",
    "attacks-or-boosts",
    "attacked",
    "intercepts",
    "drive-check",
    "damage-check",
    "attack-hits",
    "attack-does-not-hit",
    "put-into-drop",
    "put-into-order-zone",
    "discarded-from-hand",
    "unlocked",
    "placed-by-overdress",
    "placed-by-xoverdress",
    "strides",
    "energy-charge",
    *hn.HARMONY_TIMINGS,  # keyword.harmony: a unit becomes in harmony; one more of yours is
)
PHASE_TIMINGS = frozenset(t for t in TIMINGS if t.startswith(("beginning-of", "end-of")))

# Whose event an AUTO ability listens to (relative to the ability's card).
RELATIONS = (
    "self",  # the event is about this card
    "boosted-by-self",  # the attacker this card boosts (e.g. "when the unit it boosts hits")
    "self-boosted",  # "when this unit is boosted" (timing ``boosts``)
    "self-or-boosted-by-self",  # the battle this card attacked or boosted in (its attacker)
    "your-unit",  # any of the owner's cards
    "your-other-unit",
    "your-rear-guard",  # one of the owner's rear-guards (for a card leaving: it came from RC)
    "your-vanguard",
    "opponent-unit",
    "your-turn",  # phase timings during the owner's turn
    "opponent-turn",
    "you",  # the owner's own act, no card's ("when you energy-charge")
    hn.IN_COLUMN,  # (Harmony) your other unit placed in this unit's column
    "any",
)

CONDITIONS = (
    "limit-break",  # int: you have N or more damage
    "generation-break",  # int: N or more face-up G units on your VC and in your G zone
    "vanguard-name",  # str: your vanguard has this name
    "vanguard-clan",
    "vanguard-nation",
    "vanguard-grade-at-least",
    "soul-at-least",
    "hand-at-least",
    "your-turn",  # bool
    "attacking-vanguard",  # bool: the battle's target is a vanguard
    "rider-same-clan",  # bool: (forerunner) the new vanguard shares this card's clan
    "rider-name",  # str: (ridden) the unit that rides this card has this name
    "rider-clan",  # str: (ridden) the unit that rides this card is of this clan
    "rider-nation",  # str: (ridden) the unit that rides this card is of this nation
    "all-units-same-clan",  # bool: (lord) every unit you have shares this card's clan
    "overdressed",  # bool: this unit is in the overDress state (has originalDress)
    "xoverdressed",  # bool: this unit is in the XoverDress state (not the overDress state)
    "energy-at-least",  # int: you have N or more energy
    "lacks-crest",  # str: no crest of this name is in your crest zone
    "gauge-at-least",  # int: this unit has N or more gauge
    # TEXT-008 / TEXT-009: each count compared strictly ("more than N", "less than N") or
    # inclusively ("N or more", "N or less"); the name says which
    "damage-more-than",
    "damage-less-than",
    "damage-at-least",
    "damage-at-most",
    "soul-more-than",
    "soul-less-than",
    "soul-at-most",
    "hand-more-than",
    "hand-less-than",
    "hand-at-most",
    "soul-has-name",  # str: a card of this name is in your soul (cross ride, KEYWORD-010)
    "drop-has-name",  # str: a card of this name is in your drop zone (zone.drop)
    "attacked-rear-guard",  # bool: (end of battle) this unit attacked a rear-guard in it
    "opponent-legion-mate-grade",  # int: the opponent's legion mate vanguard has this grade
    "rear-guards-at-least",  # int: you have N or more rear-guards (a locked card is none)
    "opponent-damage-at-least",  # int: your opponent has N or more damage
    "opponent-vanguard-grade-at-least",  # int: your opponent's vanguard is grade N or greater
    "in-legion",  # bool: this unit is in legion (the leader or the mate of your legion)
    "vanguard-in-legion",  # bool: your vanguard is in legion (it has a legion mate beside it)
    "placed-from",  # str: (a placed timing) the placed card came from this zone ("from hand")
    "placed-not-from",  # str: (a placed timing) it came from anywhere but this zone
    "rode-from-name",  # str: (timing ride) the vanguard this unit rode over had this name
    "rode-from-grade",  # int: (timing ride) the vanguard this unit rode over had this grade
    "phase",  # str: (a placed timing) it is this phase of either player's turn
    "your-phase",  # str: (a placed timing) it is this phase of your turn
    "not-phase",  # str: (a placed timing) it is not this phase (of either player's turn)
    "battle-role",  # str (BATTLE_ROLES): during the battle this unit attacked / boosted / ...
    "persona-rode",  # bool: (keywords2) you made a persona ride this turn
    "ritual",  # int: (keywords2) N or more grade 1 cards in your drop zone (Ritual N)
    "brave",  # bool: (keywords2) three or less cards in your hand (Brave)
    "circle",  # str (rows.CIRCLE_ROWS): this card stands on a circle of that row ("Back Row (RC)")
    "same-column",  # bool: (a placed timing) the placed unit is in this card's column
    *BATTLE_GRADES,  # int: a battle's attacked or attacking unit is grade N or greater
    *hn.HARMONY_CONDITIONS,  # keyword.harmony: this unit in harmony; counts of your units in it
    *NAME_CONDITIONS,  # a part of a card name (text.name-contains)
) + sw.DISCARD_CONDITIONS  # (a discard timing) what the discard paid for
BATTLE_ROLES = (
    "attacker",
    "attacker-vs-vanguard",
    "booster",
    "booster-vs-vanguard",
    "boosted",
)
"""What this unit is in the battle under way, for a "during the battle …" condition: the
attacking unit (against a vanguard), the boosting unit (of an attack against a vanguard), or
the attacking unit while boosted; a unit that left the circle it fought from is none of them."""
PER_ZONES = ("soul", "damage", "drop", "bind", "hand")
"""The zones whose cards an amount may be counted per ("for each card in your soul")."""
PER_COUNTS = (
    "your-rear-guard",
    "opponent-rear-guard",
    "your-other-rear-guard",
    *(f"{who}-{zone}-card" for who in ("your", "opponent") for zone in PER_ZONES),
    "your-locked-card",
    "opponent-locked-card",
    *hn.HARMONY_PER_COUNTS,  # (keyword.harmony) your units in harmony, every two / three of them
    *(
        f"{who}-{what}"
        for who in ("your", "opponent")
        for what in (
            "open-circle",
            "open-front-circle",
            "damage-face-up-card",
            "gzone-face-up-card",
            "rest-rear-guard",
            "grade-0-rear-guard",
            "grade-1-rear-guard",
        )
    ),
    *FOREACH_COUNTS,  # rule text.for-each
)
"""What an amount may be counted per ("for each of your rear-guards"): the units on that
player's rear-guard circles, a locked card being no unit (LOCK-002), the other ones than this
card; the cards in one of that player's zones, face up or down ("for each card in your soul");
the locked cards on that player's circles; that player's open rear-guard circles (all, or
the front-row ones: no card on them, a locked card filling its circle); the face-up cards in
that player's damage zone (a face-down one paid for a Counter Blast is not counted) or G zone
(its cards lie face down until something turns them face up); that player's rear-guards
that are rested, or of grade 0 or grade 1 (a locked card being no rear-guard)."""
COMPARED_COUNTS = ("damage", "soul", "hand")
"""The counts the comparison conditions read: your damage, soul and hand cards."""

COSTS = (
    "counter-blast",
    "soul-blast",
    "soul-charge",
    "counter-charge",
    "discard",
    "persona-blast",  # discard N cards with the same name as this card
    "retire-self",
    "rest-self",
    "soul-self",  # put this rear-guard into your soul
    "retire",  # retire N of your other rear-guards
    "energy-blast",  # spend N energy
    "gauge-blast",  # put N of this unit's gauge into the drop zone
    "especial-counter-blast",  # counter blast N cards that match a clan or name (COST-010)
    "especial-soul-blast",  # soul blast N cards that match a clan or name (COST-010)
    *sw.G_ZONE_COSTS,  # turn N face-down G zone cards face up: any, or only some (the G era)
    "hand-to-soul",  # put N cards the player chooses from the hand into the soul
    "rest-rear-guards",  # [Rest] N of your standing rear-guards the player chooses
    "rest-other-rear-guards",  # the same, this card not among them
)
G_ZONE_COSTS = sw.G_ZONE_COSTS  # costs paid from the G zone: only Premium can pay them
ESPECIAL_COSTS = ("especial-counter-blast", "especial-soul-blast")
"""Costs written as an object: ``{"especial-soul-blast": {"n": 2, "clan": "..."}}`` (or
``"name"``): only cards of that clan / name may pay them (COST-010)."""
MEGA_BLAST = (("soul-blast", 8), ("counter-blast", 5))
"""The cost of every Mega Blast ability (KEYWORD-006): written on the card as the keyword."""

EFFECTS = (
    "power",
    "critical",
    "shield",
    "draw",
    "soul-charge",
    "counter-charge",
    "superior-call",
    "superior-ride",
    "search",
    "look-top",
    "stand",
    "rest",
    "retire",
    "bind",
    "heal",
    "damage-face-up",
    "shuffle",
    "cannot-be-hit",
    "cannot-attack",
    "energy-charge",
    "get-crest",
    "get-ticket",
    "gauge-charge",
    "win-game",
    "lose-game",
    "lock",
    "delete",
    "hold-locks",
    "cannot-stand",
    "limit-break-relief",
    "legion-from-soul",
    "attack-several",
    "can-drive-check",
    "remove-marker",
    "get-gift",
    "resist",
    "discard",  # the player chooses N cards of the hand, which go to the drop zone
    "hand-to-soul",  # the player chooses N cards of the hand, which go into the soul
    hn.HARMONY,  # this unit, and the unit whose placing it waited for, become in harmony
    ALL_CLANS,  # (CONT) this card is from all clans and nations (card.all-clans)
) + sw.STRIDE_GRADES  # (CONT, hand) a card's own grade while it pays a stride cost
LEGION_EFFECTS = ("legion-from-soul",)
"""Effects only a legion format plays: ``legion-from-soul`` rides a unit of your soul that names
your vanguard as its legion mate, and the former vanguard comes beside it in legion (LEGION-011;
it works while your vanguard is deleted)."""

TARGETS = (
    "self",
    "your-vanguard",
    "attacked-unit",
    "attacker",
    "all-your-front-row",
    "all-your-rear-guards",
    "all-your-units",
    *hn.HARMONY_FIXED_TARGETS,
    "choose-your-unit",
    *hn.HARMONY_CHOICE_TARGETS,
    "choose-your-rear-guard",
    "choose-your-rested-rear-guard",
    "choose-opponent-rear-guard",
    "choose-opponent-front-row-rear-guard",
    "choose-your-vanguard",
    "choose-your-attacked-vanguard",
    "opponent-vanguard",
    "opponent-legion-mate",
    "opponent-chooses-rear-guard",  # the opponent chooses among their rear-guards
)
OPPONENT_CHOOSES = frozenset({"opponent-chooses-rear-guard"})
"""Targets the opponent chooses among their own units, for this ability (text.opponent-chooses)."""
STATE_TARGETS = hn.STATE_TARGETS
LEGION_TARGETS = frozenset({"opponent-legion-mate"})
"""Targets only a legion can give (Classic and Premium): the opponent's legion mate."""
LOCK_TARGETS = frozenset(
    {
        "self",
        "all-your-rear-guards",
        "choose-your-rear-guard",
        "choose-your-rested-rear-guard",
        "choose-opponent-rear-guard",
        "choose-opponent-front-row-rear-guard",
    }
)
"""Lock seals rear-guards only (LOCK-001): the targets a ``lock`` effect may name."""
VANGUARD_CHOICES = frozenset({"choose-your-vanguard", "choose-your-attacked-vanguard"})
"""Choices among your vanguards (the legion mate is one): never retired or bound by them."""
DELETE_TARGETS = frozenset({"your-vanguard", "opponent-vanguard"})
"""Delete turns a vanguard face down (DELETE-001): the targets a ``delete`` effect may name."""
UNTILS = ("battle", "turn", "while")
"""``while`` is the only span of a CONT effect (it lasts while its condition holds); the other
kinds' effects last until the end of the ``battle`` or the ``turn``."""
SOURCES = ("deck", "drop", "soul", "hand")

KEYWORDS = (
    "sentinel",
    "restraint",
    "lord",
    "forerunner",
    "limit-break",
    "mega-blast",
    "cross-ride",
    "resist",
    hn.HARMONY,
)
"""Named abilities the explain log cites by their keyword rule (``keyword.<name>``)."""

CONDITION_VALUES: dict[str, type] = {
    "limit-break": int,
    "generation-break": int,
    "vanguard-name": str,
    "vanguard-clan": str,
    "vanguard-nation": str,
    "vanguard-grade-at-least": int,
    "soul-at-least": int,
    "hand-at-least": int,
    "your-turn": bool,
    "attacking-vanguard": bool,
    "rider-same-clan": bool,
    "rider-name": str,
    "rider-clan": str,
    "rider-nation": str,
    "all-units-same-clan": bool,
    "overdressed": bool,
    "xoverdressed": bool,
    "energy-at-least": int,
    "lacks-crest": str,
    "gauge-at-least": int,
    **{
        f"{what}-{how}": int
        for what in COMPARED_COUNTS
        for how in ("more-than", "less-than", "at-least", "at-most")
        if f"{what}-{how}" not in ("soul-at-least", "hand-at-least")
    },
    "soul-has-name": str,
    "drop-has-name": str,
    "attacked-rear-guard": bool,
    "opponent-legion-mate-grade": int,
    "rear-guards-at-least": int,
    "opponent-damage-at-least": int,
    "opponent-vanguard-grade-at-least": int,
    "in-legion": bool,
    "vanguard-in-legion": bool,
    "placed-from": str,
    "placed-not-from": str,
    "rode-from-name": str,
    "rode-from-grade": int,
    "phase": str,
    "your-phase": str,
    "not-phase": str,
    "battle-role": str,
    "persona-rode": bool,
    "ritual": int,
    "brave": bool,
    "circle": str,
    "same-column": bool,
    **dict.fromkeys(BATTLE_GRADES, int),
    **hn.HARMONY_CONDITIONS,
    **NAME_CONDITION_VALUES,
} | sw.DISCARD_CONDITION_VALUES
"""The kind of value each condition takes (a condition given another is refused)."""
ACTIVE_CONDITIONS = frozenset({"limit-break", "generation-break", "ritual", "brave", "circle"})
"""Conditions that make an ability *active* (Limit Break, Generation Break, Ritual, Brave: each
keyword's reminder says "Active if / when …"; its head's row or circle, :mod:`.rows`): checked
when an AUTO ability would trigger (and when an ACT is used, or while a CONT applies); an AUTO
ability that triggered while active resolves even if the condition has gone by then (CR 4.55
§14.2.3.2.1; CR 1.48 words Generation Break alike). Every other ability condition is a
condition of the trigger, checked when it triggers and again when it resolves; a plain "if …"
inside the effect is an effect's ``if`` (:attr:`Effect.if_`), checked when that part is done."""

_UNIT = frozenset({"target", "n", "up_to", "max_grade", "min_grade", "name_has"})  # (grades, names)
GIFT_NAMES = tuple(f"{k}{v}" for k in ("force", "accel", "protect") for v in ("", " I", " II"))
"""What a ``get-gift`` effect may name: a kind (its type is the player's), or a kind and type."""
_FILTERED = frozenset({"max_grade", "min_grade", "group", "name_has"})  # text.grade-filter, …
EFFECT_FIELDS: dict[str, frozenset[str]] = {
    "power": _UNIT | {"amount", "until", "per"},
    "critical": _UNIT | {"amount", "until", "per"},
    "shield": _UNIT | {"amount", "until", "per"},
    "cannot-be-hit": _UNIT | {"until"},
    "cannot-attack": _UNIT | {"until"},
    "resist": frozenset({"target", "until"}),
    "attack-several": _UNIT | {"amount", "until"},
    "can-drive-check": _UNIT | {"until"},
    "remove-marker": frozenset({"name"}),
    "get-gift": frozenset({"name"}),
    "stand": _UNIT,
    "rest": _UNIT,
    "retire": _UNIT,
    "bind": _UNIT,
    "draw": frozenset({"n", "up_to"}),
    "soul-charge": frozenset({"n"}),
    "counter-charge": frozenset({"n"}),
    "shuffle": frozenset(),
    "heal": frozenset({"n", "up_to"}),
    "damage-face-up": frozenset({"n", "up_to"}),
    "superior-call": frozenset({"source", "name", "n", "up_to", "rested", "target"}) | _FILTERED,
    "superior-ride": frozenset({"source", "name", "up_to", "target"}) | _FILTERED,
    "search": frozenset({"source", "name", "n", "up_to"}) | _FILTERED,
    "look-top": frozenset({"n", "amount", "up_to", "rest", "name", "look_up_to", "reveal", "to"})
    | _FILTERED,
    "energy-charge": frozenset({"n"}),
    "get-crest": frozenset({"name"}),
    "get-ticket": frozenset({"name", "n"}),
    "gauge-charge": frozenset({"n"}),
    "win-game": frozenset(),
    "lose-game": frozenset(),
    "lock": _UNIT,
    "delete": frozenset({"target"}),
    "hold-locks": frozenset(),
    "cannot-stand": _UNIT | {"until"},
    "limit-break-relief": frozenset({"n", "amount", "until"}),
    "legion-from-soul": frozenset({"up_to"}),
    "discard": frozenset({"n"}),
    "hand-to-soul": frozenset({"n"}),
    hn.HARMONY: frozenset(),
    ALL_CLANS: frozenset(),
} | sw.STRIDE_FIELDS
"""The fields each effect reads: any other field on it would be silently ignored, so it is
refused."""

LOOK_RESTS = ("top", "bottom", "drop", "shuffle")
LOOK_TOS = ("hand", "soul", "drop", "RC", "ride")  # where a look's card taken goes (``to``)
"""Where the cards looked at and not taken go (a ``look-top`` effect's ``rest``)."""

CONT_EFFECTS = (
    "power",
    "critical",
    "shield",
    "cannot-be-hit",
    "cannot-attack",
    "cannot-stand",
    "resist",
    "limit-break-relief",
    ALL_CLANS,
)
CONT_ONLY_EFFECTS = ("limit-break-relief", "resist", *sw.STRIDE_GRADES, ALL_CLANS)
"""Effects that only a CONT ability has: ``limit-break-relief`` (``n``: the Limit Break number
it helps, ``amount``: how much less damage it needs) lowers what its owner's Limit Break N
conditions ask for while it applies (KEYWORD-003); ``resist`` (the Resist keyword) keeps the
units it names from being chosen by the opponent's card effects while it applies."""
"""What a CONT ability can do: change a value or give a permission flag, worked out from the
state whenever it is read (:mod:`.cont`)."""
FIXED_TARGETS = (
    "self",
    "your-vanguard",
    "all-your-front-row",
    "all-your-rear-guards",
    "all-your-units",
    *hn.HARMONY_FIXED_TARGETS,
)
"""The targets a CONT effect can name (no choice, no battle: the units are read off the board)."""


@dataclass(frozen=True)
class Effect:
    """One instruction of an ability's effect."""

    do: str
    amount: int = 0
    n: int = 1
    up_to: bool = False
    target: str = "self"
    until: str = "turn"
    source: str = "deck"
    name: str | None = None
    max_grade: int | None = None
    min_grade: int | None = None
    group: str | None = None  # a clan, nation or race the card taken has (text.group-filter)
    """With ``max_grade``, the grade filter of the cards taken (text.grade-filter)."""
    name_has: str | None = None
    """Only cards with these words in their card name (text.name-contains)."""
    rested: bool = False
    rest: str = "top"
    """Where the cards looked at but not taken go (``look-top``): ``top``, ``bottom``,
    ``drop`` (into the drop zone) or ``shuffle`` (they stay in the deck, which is shuffled)."""
    to: str = "hand"
    """``look-top``: where the card taken goes (:data:`LOOK_TOS`, text.look-take-to)."""
    look_up_to: bool = False
    """``look-top``: "look at *up to* ``n`` cards": the player fixes how many (0 to ``n``)
    before looking at any (TEXT-014)."""
    reveal: bool = False
    """``look-top``: "reveal it and put it into your hand": the card taken is shown to both
    players before it goes to the hand, so the opponent learns which card it is."""
    per: str | None = None
    """``power`` / ``critical`` / ``shield``: ``amount`` *for each* of what this counts
    (:data:`PER_COUNTS`: ``your-rear-guard``, ``opponent-rear-guard``), counted when this part
    of the effect is carried out (for a CONT ability: whenever it is applied)."""
    if_: tuple[tuple[str, object], ...] = ()
    """Written ``"if": [{"damage-at-least": 5}]``: a plain "if …" inside the effect, checked
    when this part of the effect is carried out; when it fails, this part does nothing and
    the rest of the effect goes on (CR 4.55 §14.2.3.2.1 sets it apart from an *active*
    condition, see :data:`ACTIVE_CONDITIONS`)."""


@dataclass(frozen=True)
class Ability:
    """One ability printed on a card."""

    kind: str
    zones: tuple[str, ...]
    effects: tuple[Effect, ...]
    timing: str | None = None
    on: str = "self"
    once_per_turn: bool = False
    conditions: tuple[tuple[str, object], ...] = ()
    costs: tuple[tuple[str, int], ...] = ()
    optional: bool = False
    keyword: str | None = None
    text: str = ""
    first_chance: bool = False
    """AUTO: only the first time in a turn it triggers -- the chance is spent at the trigger,
    so declining it (or its cost) then does not let it trigger again that turn (ABILITY-010)."""
    cost_filters: tuple[tuple[int, str, str], ...] = ()
    """``(cost index, "clan" | "name" | "name_has", value)``: the cards an especial cost may use
    (COST-010; ``name_has``: a part of their name, text.name-contains)."""
    manual: bool = False
    """A manual ability: the engine cannot read its text, so it has no effects and the judge
    resolves it by hand (judge.manual-ability). Its ``kind`` is ``""`` when even its head
    (AUTO, ACT or CONT) was not read."""
    why: str = ""
    """For a manual ability: why its text is not read."""

    @property
    def head_read(self) -> bool:
        """Whether the engine knows when the ability applies: its kind, and an AUTO
        ability's timing (a manual ability whose head is not read is put into play by the
        judge)."""
        return self.kind in KINDS and (self.kind != "AUTO" or self.timing is not None)

    def describe(self) -> str:
        """A short label for explain text, in words: where the ability works and whose
        event it waits for.

        >>> Ability("AUTO", ("VC",), (Effect("draw"),), timing="attacks").describe()
        'AUTO (on the vanguard circle, when this unit attacks)'
        >>> Ability("AUTO", ("RC",), (Effect("draw"),), timing="attacks",
        ...         on="your-other-unit").describe()
        'AUTO (on a rear-guard circle, when another of your units attacks)'
        """
        where = " or ".join(ZONE_WORDS.get(z, z) for z in self.zones)
        label = f"{self.keyword.replace('-', ' ')} " if self.keyword else ""
        if self.manual:
            label = "manual " + label
            if not self.kind:
                return f"{label}ability (its head is not read)"
        if self.kind == "AUTO" and self.timing:
            return f"{label}{self.kind} ({where}, {timing_words(self.timing, self.on)})"
        return f"{label}{self.kind} ({where})"


_ABILITY_KEYS = {
    "type",
    "zones",
    "timing",
    "on",
    "once_per_turn",
    "condition",
    "cost",
    "effect",
    "optional",
    "keyword",
    "text",
    "first_chance",
    "manual",
    "why",
}
_MANUAL_KEYS = _ABILITY_KEYS - {"cost", "effect", "optional"}
_EFFECT_KEYS = {f for f in Effect.__dataclass_fields__ if f != "if_"} | {"if"}


_VALUE_WORDS = {int: "a whole number", str: "a name", bool: "true or false"}


def _one_pair(obj: Any, allowed: tuple[str, ...], what: str, where: str) -> tuple[str, Any]:
    if not isinstance(obj, dict) or len(obj) != 1:
        raise CardDataError(f"{where}: each {what} is an object with one key, got {obj!r}")
    ((k, v),) = obj.items()
    if k not in allowed:
        raise CardDataError(f"{where}: unknown {what} {k!r} (known: {', '.join(allowed)})")
    return k, v


def _conditions(items: Any, where: str) -> tuple[tuple[str, object], ...]:
    """A list of ``{condition: value}`` objects, each value of its condition's kind."""
    if not isinstance(items, (list, tuple)):
        raise CardDataError(f"{where}: conditions are a list of objects, got {items!r}")
    conds = tuple(_one_pair(c, CONDITIONS, "condition", where) for c in items)
    for cname, value in conds:
        want = CONDITION_VALUES[cname]
        if not isinstance(value, want) or (want is int and isinstance(value, bool)):
            raise CardDataError(
                f"{where}: condition {cname!r} takes {_VALUE_WORDS[want]}, got {value!r}"
            )
        if cname == "battle-role" and value not in BATTLE_ROLES:
            raise CardDataError(
                f"{where}: condition 'battle-role' is one of {', '.join(BATTLE_ROLES)}, "
                f"got {value!r}"
            )
    return conds


def parse_effect(obj: Any, where: str) -> Effect:
    if not isinstance(obj, dict):
        raise CardDataError(f"{where}: an effect must be an object")
    unknown = set(obj) - _EFFECT_KEYS
    if unknown:
        raise CardDataError(f"{where}: unknown effect field(s) {sorted(unknown)}")
    do = obj.get("do")
    if do not in EFFECTS:
        raise CardDataError(f"{where}: effect 'do' must be one of {', '.join(EFFECTS)}")
    ignored = set(obj) - {"do", "if"} - EFFECT_FIELDS[do]
    if ignored:
        raise CardDataError(
            f"{where}: effect {do!r} does not use field(s) {sorted(ignored)} "
            f"(it reads: {', '.join(sorted(EFFECT_FIELDS[do])) or 'nothing else'})"
        )
    for flag in ("up_to", "rested", "look_up_to", "reveal"):
        if not isinstance(obj.get(flag, False), bool):
            raise CardDataError(f"{where}: {flag!r} must be true or false")
    for text_field in ("name", "group", "name_has"):
        if text_field in obj and not isinstance(obj[text_field], str):
            raise CardDataError(f"{where}: {text_field!r} must be a card name")
    for bound in ("max_grade", "min_grade"):
        if bound in obj and (isinstance(obj[bound], bool) or not isinstance(obj[bound], int)):
            raise CardDataError(f"{where}: {bound!r} must be a whole number")
    if do in ("get-crest", "get-ticket") and not isinstance(obj.get("name"), str):
        raise CardDataError(f"{where}: effect {do!r} needs the 'name' of the {do[4:]} it makes")
    if do in ("power", "critical", "shield") and not obj.get("amount"):
        raise CardDataError(f"{where}: effect {do!r} needs a non-zero 'amount'")
    if "per" in obj and obj["per"] not in PER_COUNTS and group_per(str(obj["per"])) is None:
        raise CardDataError(
            f"{where}: 'per' counts one of {', '.join(PER_COUNTS)} (the amount for each one), "
            "or a clan's or nation's cards (e.g. 'your-clan-unit:CLAN', rule text.for-each)"
        )
    if do == "get-gift" and obj.get("name") not in GIFT_NAMES:
        raise CardDataError(
            f"{where}: effect 'get-gift' needs the 'name' of a gift: {', '.join(GIFT_NAMES)}"
        )
    if do == "remove-marker" and obj.get("name") not in ("force", "accel", "protect"):
        raise CardDataError(
            f"{where}: effect 'remove-marker' needs the 'name' of a gift marker kind: force, "
            "accel or protect"
        )
    if do == "attack-several" and (not isinstance(obj.get("amount"), int) or obj["amount"] < 2):
        raise CardDataError(
            f"{where}: effect 'attack-several' needs an 'amount' of 2 or more (how many units "
            "the attack may target)"
        )
    if (
        do in ("superior-call", "superior-ride")
        and "target" in obj
        and (obj["target"] != "self" or obj.get("source") != "soul")
    ):
        raise CardDataError(
            f"{where}: effect {do!r} takes 'target' only as \"self\" with 'source' \"soul\" "
            "(this card from the soul)"
        )
    fields = {k: v for k, v in obj.items() if k != "if"}
    if_ = tuple(_conditions(obj.get("if", ()), where))
    if any(name in ACTIVE_CONDITIONS for name, _ in if_):
        raise CardDataError(
            f"{where}: {sorted(ACTIVE_CONDITIONS)} make the whole ability active: write them "
            "in the ability's 'condition', not in an effect's 'if'"
        )
    e = Effect(**fields, if_=if_)
    check_name_filter(e.do, e.target, e.name_has, where)
    if e.target not in TARGETS:
        raise CardDataError(f"{where}: unknown target {e.target!r} (known: {', '.join(TARGETS)})")
    if do == "lock" and e.target not in LOCK_TARGETS:
        raise CardDataError(
            f"{where}: only rear-guards are locked: 'lock' targets one of "
            f"{', '.join(sorted(LOCK_TARGETS))}"
        )
    if do in ("retire", "bind") and e.target in VANGUARD_CHOICES:
        raise CardDataError(
            f"{where}: a vanguard is not retired or bound by a choice: {do!r} cannot target "
            f"{e.target!r}"
        )
    check_unit_filter(do, obj, e.target, where)
    if do == "delete" and e.target not in DELETE_TARGETS:
        raise CardDataError(
            f"{where}: only a vanguard is deleted: 'delete' targets "
            f"{' or '.join(sorted(DELETE_TARGETS))}"
        )
    if do == "limit-break-relief" and ("n" not in obj or e.amount <= 0):
        raise CardDataError(
            f"{where}: 'limit-break-relief' needs 'n' (the Limit Break number it helps) and a "
            "positive 'amount' (how much less damage it needs)"
        )
    if e.until not in UNTILS:
        raise CardDataError(f"{where}: 'until' must be one of {UNTILS}")
    if e.source not in SOURCES:
        raise CardDataError(f"{where}: 'source' must be one of {SOURCES}")
    if e.rest not in LOOK_RESTS:
        raise CardDataError(f"{where}: 'rest' must be one of {', '.join(LOOK_RESTS)}")
    if e.to not in LOOK_TOS or (e.to in ("RC", "ride") and e.look_up_to):
        raise CardDataError(f"{where}: 'to' is one of {', '.join(LOOK_TOS)} (not RC or ride "
                            "after a look at *up to* N)")  # fmt: skip
    if not isinstance(e.n, int) or e.n < 0 or not isinstance(e.amount, int):
        raise CardDataError(f"{where}: 'n' and 'amount' must be whole numbers")
    return e


def parse_ability(obj: Any, card_name: str, index: int = 0) -> Ability:
    """Check one ability object from a card file and build its record."""
    where = f"card {card_name!r} ability {index}"
    if not isinstance(obj, dict):
        raise CardDataError(f"{where}: an ability must be an object")
    unknown = set(obj) - _ABILITY_KEYS
    if unknown:
        raise CardDataError(f"{where}: unknown field(s) {sorted(unknown)}")
    if "manual" in obj or "why" in obj:
        return _parse_manual(obj, where)
    kind = obj.get("type")
    if kind not in KINDS:
        raise CardDataError(f"{where}: 'type' must be AUTO, ACT, CONT or ORDER")
    zones = tuple(obj.get("zones", ("VC", "RC")))
    for z in zones:
        if z not in ZONES:
            raise CardDataError(f"{where}: unknown zone {z!r} (known: {', '.join(ZONES)})")
    timing = obj.get("timing")
    if kind == "AUTO":
        if timing not in TIMINGS:
            raise CardDataError(f"{where}: an AUTO ability needs a 'timing' from {TIMINGS}")
    elif timing is not None:
        raise CardDataError(f"{where}: only AUTO abilities have a timing")
    if "on" in obj and kind != "AUTO":
        raise CardDataError(f"{where}: only AUTO abilities have 'on' (whose event they wait for)")
    on = obj.get("on", "your-turn" if timing in PHASE_TIMINGS else "self")
    if on not in RELATIONS:
        raise CardDataError(f"{where}: 'on' must be one of {', '.join(RELATIONS)}")
    keyword = obj.get("keyword")
    if keyword is not None and keyword not in KEYWORDS:
        raise CardDataError(f"{where}: unknown keyword {keyword!r} (known: {', '.join(KEYWORDS)})")
    if kind == "CONT":
        for field in ("cost", "once_per_turn", "optional"):
            if field in obj:
                raise CardDataError(
                    f"{where}: a CONT ability has no {field!r} (it applies while its condition "
                    "holds)"
                )
    if "first_chance" in obj and kind != "AUTO":
        raise CardDataError(f"{where}: only AUTO abilities have 'first_chance'")
    for field in ("once_per_turn", "optional", "first_chance"):
        if not isinstance(obj.get(field, False), bool):
            raise CardDataError(f"{where}: {field!r} must be true or false")
    conds = _conditions(obj.get("condition", ()), where)
    check_placed_from(conds, kind, timing, where)
    check_circle(conds, kind, zones, timing, on, where)
    if kind == "CONT" and any("if" in e for e in obj.get("effect", ()) if isinstance(e, dict)):
        raise CardDataError(
            f"{where}: a CONT ability's effect has no 'if' (it applies while its condition holds)"
        )
    costs: list[tuple[str, int]] = []
    filters: list[tuple[int, str, str]] = []
    for c in obj.get("cost", ()):
        k, v = _one_pair(c, COSTS, "cost", where)
        if k in ESPECIAL_COSTS:
            v = _especial(v, k, len(costs), filters, where)
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise CardDataError(f"{where}: cost {k!r} needs a whole number")
        costs.append((k, v))
    if keyword == "mega-blast":
        if costs:
            raise CardDataError(
                f"{where}: a Mega Blast's cost is the keyword itself (soul blast 8 and counter "
                "blast 5): give no other 'cost'"
            )
        costs = list(MEGA_BLAST)
    if keyword == "cross-ride" and (
        kind != "CONT" or not any(name == "soul-has-name" for name, _ in conds)
    ):
        raise CardDataError(
            f"{where}: a cross ride ability is CONT, with a 'soul-has-name' condition naming "
            "the grade 3 it was ridden over"
        )
    effects = tuple(
        parse_effect(e, f"{where} effect {i}") for i, e in enumerate(obj.get("effect", ()))
    )
    if not effects:
        raise CardDataError(f"{where}: an ability needs at least one effect")
    for i, e in enumerate(effects):
        ewhere = f"{where} effect {i}"
        if kind != "CONT" and e.do in CONT_ONLY_EFFECTS:
            raise CardDataError(f"{ewhere}: {e.do!r} belongs to CONT abilities only")
        if kind == "CONT":
            if e.do not in CONT_EFFECTS and not sw.stride_grade_ok(e, zones, ewhere):
                raise CardDataError(
                    f"{ewhere}: a CONT ability cannot {e.do!r} (it can: {', '.join(CONT_EFFECTS)})"
                )
            if e.target not in FIXED_TARGETS:
                raise CardDataError(
                    f"{ewhere}: a CONT effect cannot target {e.target!r} (it can: "
                    f"{', '.join(FIXED_TARGETS)})"
                )
            if "until" in obj["effect"][i] and e.until != "while":
                raise CardDataError(f"{ewhere}: a CONT effect lasts 'while' its condition holds")
        elif e.until == "while":
            raise CardDataError(
                f"{ewhere}: 'until' \"while\" belongs to CONT abilities ({kind} effects last "
                "until the end of the 'battle' or the 'turn')"
            )
    check_all_clans(kind, zones, ZONES, conds, [e.do for e in effects], where)
    optional = bool(obj.get("optional", bool(costs)))
    return Ability(
        kind=kind,
        zones=zones,
        effects=effects,
        timing=timing,
        on=on,
        once_per_turn=bool(obj.get("once_per_turn", False)),
        conditions=conds,
        costs=tuple(costs),
        optional=optional,
        keyword=keyword,
        text=str(obj.get("text", "")),
        first_chance=bool(obj.get("first_chance", False)),
        cost_filters=tuple(filters),
    )


def _parse_manual(obj: dict[str, Any], where: str) -> Ability:
    """A manual ability record: ``{"manual": true, "text": ..., "why": ...}`` and what of its
    head was read (``type``, ``zones``, an AUTO's ``timing`` and ``on``, ``once_per_turn``,
    ``keyword``, ``first_chance``, the head's ``condition``); never an effect, a cost or
    "optional": the judge reads those on the card."""
    if obj.get("manual") is not True:
        raise CardDataError(
            f"{where}: 'manual' must be true (and 'why' belongs to a manual ability)"
        )
    extra = sorted(set(obj) - _MANUAL_KEYS)
    if extra:
        raise CardDataError(
            f"{where}: a manual ability has no {extra} (the judge resolves its text by hand)"
        )
    text = obj.get("text")
    if not isinstance(text, str) or not text.strip():
        raise CardDataError(f"{where}: a manual ability needs its printed 'text'")
    if not isinstance(obj.get("why", ""), str):
        raise CardDataError(f"{where}: 'why' must be a text")
    kind = obj.get("type", "")
    if kind not in KINDS and kind != "":
        raise CardDataError(f"{where}: 'type' must be AUTO, ACT, CONT or ORDER (or left out)")
    if not kind and set(obj) - {"manual", "text", "why"}:
        raise CardDataError(f"{where}: a manual ability with no 'type' has only its text and why")
    probe = {k: v for k, v in obj.items() if k not in ("manual", "why", "text")}
    if kind == "AUTO" and "timing" not in probe:
        if "on" in probe or "first_chance" in probe:
            raise CardDataError(f"{where}: 'on' and 'first_chance' need the ability's timing")
        probe["timing"] = TIMINGS[0]  # (checked as if it had one; it is not kept)
    if not kind:
        return Ability("", (), (), text=text.strip(), manual=True, why=str(obj.get("why", "")))
    stand_in = {"do": "power", "amount": 1} if kind == "CONT" else {"do": "draw"}
    try:  # the head is checked as an ability with a stand-in effect, which is not kept
        base = parse_ability({**probe, "effect": [stand_in]}, "", 0)
    except CardDataError as exc:
        raise CardDataError(f"{where}: {str(exc).split(': ', 1)[-1]}") from None
    return Ability(
        kind=kind,
        zones=base.zones,
        effects=(),
        timing=obj.get("timing"),
        on=base.on if "timing" in obj else "self",
        once_per_turn=base.once_per_turn,
        conditions=base.conditions,
        keyword=base.keyword,
        text=text.strip(),
        first_chance=base.first_chance,
        manual=True,
        why=str(obj.get("why", "")),
    )


def _especial(v: Any, k: str, index: int, filters: list[tuple[int, str, str]], where: str) -> Any:
    """Read an especial cost's object (``{"n": 2, "clan": "..."}``), note its card filter and
    return how many cards it takes."""
    if not isinstance(v, dict) or set(v) not in ({"n", "clan"}, {"n", "name"}, {"n", "name_has"}):
        raise CardDataError(
            f"{where}: cost {k!r} is an object with 'n' and either 'clan', 'name' or 'name_has' "
            "(the cards that may pay it)"
        )
    field = next(f for f in ("clan", "name", "name_has") if f in v)
    if not isinstance(v[field], str):
        raise CardDataError(f"{where}: cost {k!r}: {field!r} must be a name")
    filters.append((index, field, v[field]))
    return v["n"]
