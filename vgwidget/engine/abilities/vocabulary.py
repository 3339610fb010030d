"""The words an ability record may use, as data: its kinds, zones, timings, relations,
conditions, costs, effects, targets and spans, and which fields each effect takes. A card's
``abilities`` (and the card-text compiler) may say only what is listed here; :mod:`.model`
checks a record against these tables and turns it into frozen records.
"""

from __future__ import annotations

from . import harmony_names as hn
from . import stride_words as sw
from .all_clans import ALL_CLANS
from .filters import BATTLE_GRADES
from .foreach2_names import FOREACH_COUNTS
from .names import NAME_CONDITION_VALUES, NAME_CONDITIONS

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
