"""The template language of printed card text, as data: every phrase the compiler reads, what
it means in the engine's ability records, and the catalogue rule it rests on.

The tables are plain ``(template, meaning)`` pairs (slots as in :mod:`.phrases`); the first
template of each meaning is the one the renderer writes. Phrases of real mechanics the engine
does not have are listed apart, in :data:`.mechanics.MECHANICS`.
"""

from __future__ import annotations

from typing import Any

from .grammar_foreach2 import PER_FOREACH2
from .grammar_grades import (
    BATTLE_GRADE_CONDITIONS,
    GRADE_FILTER_ROWS,
    LOOK_REVEALED_MORE,
    LOOK_SEARCH_FROM,
    LOOK_SEARCH_TAKE,
)
from .grammar_harmony import HARMONY_CONDITIONS, HARMONY_PER, HARMONY_TIMINGS
from .grammar_keywords2 import (
    KEYWORDS2_CONDITION_RULES,
    KEYWORDS2_CONDITIONS,
    KEYWORDS2_TIMINGS,
)
from .grammar_names import NAME_CONDITION_RULES, NAME_CONDITIONS, NAME_COSTS, NAME_FILTERS
from .grammar_rows import COLUMN_TIMINGS, REST_COSTS
from .grammar_stride import G_ZONE_NAMED_COSTS, STRIDE_DISCARD_TIMINGS
from .grammar_then import THEN_CONDITION_RULES, THEN_CONDITIONS, THEN_RULES, THEN_SIMPLE_EFFECTS
from .phrases import phrases

KIND_HEADS = phrases([("[AUTO]", "AUTO"), ("[ACT]", "ACT"), ("[CONT]", "CONT")])

ZONE_NAMES = {
    "vc": "VC",
    "rc": "RC",
    "gc": "GC",
    "hand": "hand",
    "soul": "soul",
    "drop": "drop",
    "drop zone": "drop",
    "damage zone": "damage",
    "bind zone": "bind",
    "trigger zone": "trigger",
    "order zone": "order",
    "crest zone": "crest",
    "deck": "deck",
}
"""What a zone marker of an ability's head may name (any case), e.g. ``(VC)``, ``(Drop zone)``."""
ZONE_MARKS = {
    "VC": "VC",
    "RC": "RC",
    "GC": "GC",
    "hand": "Hand",
    "soul": "Soul",
    "drop": "Drop zone",
    "damage": "Damage zone",
    "bind": "Bind zone",
    "trigger": "Trigger zone",
    "order": "Order zone",
    "crest": "Crest zone",
    "deck": "Deck",
}
"""How the renderer writes each zone marker."""

ONCE_PER_TURN = phrases([("[1/Turn]", 1), ("[1/turn]", 1), ("1/Turn", 1), ("[{n}/Turn]", None)])
"""The 1/Turn marker; some card lists print it in lower case (``[1/turn]``), read the same."""
LIMIT_BREAK = phrases([("[Limit-Break {n}]", None), ("Limit-Break {n}", None), ("[LB{n}]", None)])
GENERATION_BREAK = phrases([("[Generation Break {n}]", None), ("Generation Break {n}", None),
                            ("[GB{n}]", None)])  # fmt: skip
HEAD_KEYWORDS = phrases([("[Sentinel]", "sentinel"), ("[Mega Blast]", "mega-blast"),
                         ("[Cross Ride]", "cross-ride")])  # fmt: skip
GB_REMINDERS = phrases(
    [
        ("(This ability is active if you have {n} or more face up G units in total on your (VC) "
         "or G zone)", None),
        ("(Active if you have {n} or more face up G units in total on your (VC) or G zone)",
         None),
    ]
)  # fmt: skip
"""The reminder after a Generation Break marker: what it counts (face-up G units on the
vanguard circle and in the G zone together, KEYWORD-008); its number must be the marker's."""
REMINDER_ACTIVE = "(This ability is active"
"""Reminder text after a Limit Break / Generation Break marker opens so."""

# ---------------------------------------------------------------------------------------- costs
COSTS = phrases(
    [
        ("Counter-Blast {cn}-{group}", ("especial-counter-blast", "clan")),
        ("Counter-Blast {cn}-{name}", ("especial-counter-blast", "name")),
        ("Soul-Blast {cn}-{group}", ("especial-soul-blast", "clan")),
        ("Soul-Blast {cn}-{name}", ("especial-soul-blast", "name")),
        *NAME_COSTS,
        ("Counter-Blast {cn}", "counter-blast"),
        ("Soul-Blast {cn}", "soul-blast"),
        ("Counter-Charge {cn}", "counter-charge"),
        ("Soul-Charge {cn}", "soul-charge"),
        ("Energy-Blast {cn}", "energy-blast"),
        ("Discard {n} cards from your hand", "discard"),
        ("Discard a card from your hand", ("discard", 1)),
        ("Discard a card from hand", ("discard", 1)),
        ("Choose a card from your hand, and discard it", ("discard", 1)),
        ("Choose {n} cards from your hand, and discard them", "discard"),
        ("Discard {n} cards with the same card name as this unit from your hand", "persona-blast"),
        ("Discard a card with the same card name as this unit from your hand",
         ("persona-blast", 1)),
        ("Retire {n} of your other rear-guards", "retire"),
        ("Choose one of your other rear-guards, and retire it", ("retire", 1)),
        ("Retire this unit", ("retire-self", 0)),
        ("[Rest] this unit", ("rest-self", 0)),
        ("Put this unit into your soul", ("soul-self", 0)),
        ("Put this unit into soul", ("soul-self", 0)),
        ("Put {n} cards from this unit's gauge into your drop zone", "gauge-blast"),
        ("Put a card from this unit's gauge into your drop zone", ("gauge-blast", 1)),
        ("Choose a face down card from your G zone, and turn it face up", ("g-face-up", 1)),
        ("Choose {n} face down cards from your G zone, and turn them face up", "g-face-up"),
        ("Turn a card from your G zone face up", ("g-face-up", 1)),
        ("Turn a card from G zone face up", ("g-face-up", 1)),
        # v-effects: a card of the hand put into the soul
        ("Put a card from your hand into your soul", ("hand-to-soul", 1)),
        ("Put {n} cards from your hand into your soul", "hand-to-soul"),
        ("Put a card from hand into soul", ("hand-to-soul", 1)),
        ("Choose a card from your hand, and put it into your soul", ("hand-to-soul", 1)),
        ("Choose {n} cards from your hand, and put them into your soul", "hand-to-soul"),
        *G_ZONE_NAMED_COSTS,
    ]
)  # fmt: skip
COSTS = (*COSTS, *REST_COSTS)  # (rows: costs that rest rear-guards)
COST_OPEN = phrases([("[COST][", "modern"), ("COST [", "d-era"), ("[", "old")])
COST_AND = phrases([("&", None), (",", None)])
PAY_THE_COST = phrases([("you may pay the cost. If you do,", None)])
PLAY_WITH = phrases([("Play this with", None)])
"""An order's cost line, "Play this with [COST][Counter-Blast 1]!": the cost paid to play it."""
COST_THEN = phrases([("and", None)])
"""(v-effects) "[COST][Soul-Blast 1], and draw a card": "and" after a cost's comma."""

# -------------------------------------------------------------------------------------- timings
# (timing, on, extra conditions, the zone it implies when the head names none)
_T = tuple[str, str, tuple[tuple[str, Any], ...], str | None]


def _t(timing: str, on: str = "self", conds: tuple[tuple[str, Any], ...] = (),
       zone: str | None = None) -> _T:  # fmt: skip
    return (timing, on, conds, zone)


_VG = (("attacking-vanguard", True),)
_PHASES = (
    ("turn", "turn"),
    ("stand phase", "stand-phase"),
    ("draw phase", "draw-phase"),
    ("ride phase", "ride-phase"),
    ("main phase", "main-phase"),
    ("battle phase", "battle-phase"),
    ("start step", "start-step"),
    ("attack step", "attack-step"),
    ("guard step", "guard-step"),
    ("drive step", "drive-step"),
    ("damage step", "damage-step"),
    ("close step", "close-step"),
    ("end phase", "end-phase"),
)
_BOOST_REMINDERS = ("", " ([Boost])")
_BOOSTER_TIMINGS = [
    *(
        (f"When an attack hits{vg} during the battle{that} this unit boosted{rem}",
         _t("attack-hits", "boosted-by-self", conds=conds))
        for vg, conds in (("", ()), (" a vanguard", _VG))
        for that in (" that", "")
        for rem in _BOOST_REMINDERS
        if vg or that == "" or rem  # (the plain "that" row is written above)
    ),
    *(
        (f"At the end of the battle {that}{who} boosted{what}",
         _t("end-of-battle", "boosted-by-self", conds=conds))
        for what, conds in (("", ()), (" a vanguard", _VG),
                            (" a rear-guard", (("attacking-vanguard", False),)))
        for that, who in (("", "this unit"), ("that ", "this unit"), ("", "it"), ("that ", "it"))
    ),
]  # fmt: skip
_LATE_TIMINGS = [
    *(
        (f"At the end of the battle that it attacked{what}", _t("end-of-battle", conds=conds))
        for what, conds in (("", ()), (" a vanguard", _VG),
                            (" a rear-guard", (("attacked-rear-guard", True),)))
    ),
    *(
        (f"At the end of the battle {that}your vanguard attacked",
         _t("end-of-battle", "your-vanguard"))
        for that in ("", "that ")
    ),
]  # fmt: skip
"""(v-effects) More spellings of the end of a battle: "that it attacked", "your vanguard
attacked" (the attacker is the timing's subject). Listed last, so that the renderer keeps
writing the first spellings."""

_DISCARD_TIMINGS = [
    (f"When {this}discarded from {your}hand{during}",
     _t("discarded-from-hand", conds=conds, zone="drop"))
    for during, conds in (("", ()), (" during your turn", (("your-turn", True),)))
    for this, your in (("this card is ", ""), ("this card is ", "your "), ("", ""))
]  # fmt: skip
"""The timing of a card discarded from the hand ("When this card is discarded from hand"): to
discard is to move a card from the hand to the drop zone (text.discard), by a cost or by an
effect; a unit or guardian retired from a circle, or an order played, is not discarded. The card
hears it in the drop zone, where it already is. "during your turn" is a condition of the
trigger."""

_ORDER_ZONE_TIMINGS = [
    (f"When this card is put into {whose} {zone}{during}",
     _t("put-into-order-zone", conds=conds, zone="order"))
    for during, conds in (("", ()), (" during your turn", (("your-turn", True),)))
    for whose in ("your", "the")
    for zone in ("order zone", "Order Zone", "Order zone")
]  # fmt: skip
"""The timing of a set order put into its order zone once played (order.set): it is heard
there, after the order's own ability is done. "during your turn" is a condition."""

_BOOSTED = (("battle-role", "boosted"),)
_BOOSTER_TIMINGS += [
    *(
        (f"When {who} attacks{vs} while boosted", _t("attacks", conds=_BOOSTED + conds))
        for who in ("this unit", "it")
        for vs, conds in (("", ()), (" a vanguard", _VG))
    ),
    *(
        (f"At the end of the battle {that}{who} attacked{vs} while boosted",
         _t("end-of-battle", conds=_BOOSTED + conds))
        for that, who in (("", "this unit"), ("that ", "this unit"), ("", "it"), ("that ", "it"))
        for vs, conds in (("", ()), (" a vanguard", _VG))
    ),
]  # fmt: skip
"""The booster's battle (v-effects): "When an attack hits a vanguard during the battle that
this unit boosted ([Boost])", "At the end of the battle this unit boosted": the unit this one
boosted is the event's subject (``on: boosted-by-self``); "a vanguard" / "a rear-guard" is
what that attack targeted. "When this unit attacks while boosted": its attack with a boost
(``battle-role: boosted``)."""
_BOOSTER_TIMINGS += [
    *(
        (f"When {who} attacks or boosts{rem}", _t("attacks-or-boosts"))
        for who in ("this unit", "it")
        for rem in _BOOST_REMINDERS
    ),
    *(
        (f"At the end of the battle {that}{who} attacked or boosted{rem}",
         _t("end-of-battle", "self-or-boosted-by-self"))
        for that, who in (("", "this unit"), ("that ", "this unit"), ("", "it"), ("that ", "it"))
        for rem in _BOOST_REMINDERS
    ),
    *(
        (f"When an attack hits{vg} during the battle {that}this unit attacked or boosted{rem}",
         _t("attack-hits", "self-or-boosted-by-self", conds=conds))
        for vg, conds in (("", ()), (" a vanguard", _VG))
        for that in ("that ", "")
        for rem in _BOOST_REMINDERS
    ),
]  # fmt: skip
"""A unit's battle as attacker or booster: "When this unit attacks or boosts" waits for either
(``attacks-or-boosts``, two timings joined); "At the end of the battle this unit attacked or
boosted" and "When an attack hits during the battle that this unit attacked or boosted" answer
to the battle whose attacker is this unit or the unit it boosts (``self-or-boosted-by-self``)."""
TIMINGS = phrases(
    [
        ("When this unit is placed on (VC)", _t("placed-on-vc", zone="VC")),
        ("When placed on (VC)", _t("placed-on-vc", zone="VC")),
        ("When this unit is placed on (RC)", _t("placed-on-rc", zone="RC")),
        ("When placed on (RC)", _t("placed-on-rc", zone="RC")),
        ("When this unit is placed on (GC)", _t("placed-on-gc", zone="GC")),
        ("When this unit is put on (GC)", _t("placed-on-gc", zone="GC")),
        ("When placed on (GC)", _t("placed-on-gc", zone="GC")),
        ("When placed", _t("placed")),
        # one ability with two timings (text.placed-on): placed on either circle
        ("When this unit is placed on (VC) or (RC)", _t("placed-on-vc-or-rc", zone="VC/RC")),
        ("When placed on (VC) or (RC)", _t("placed-on-vc-or-rc", zone="VC/RC")),
        ("When this unit is placed on (RC) or put on (GC)",
         _t("placed-on-rc-or-gc", zone="RC/GC")),
        ("When this unit is placed on (RC) or (GC)", _t("placed-on-rc-or-gc", zone="RC/GC")),
        ("When this unit is placed", _t("placed")),
        ("When your other unit is placed on (VC) or (RC)",
         _t("placed-on-vc-or-rc", "your-other-unit")),
        ("When your other units are placed on (VC) or (RC)",
         _t("placed-on-vc-or-rc", "your-other-unit")),
        ("When another of your units is placed on (VC) or (RC)",
         _t("placed-on-vc-or-rc", "your-other-unit")),
        ("When your other unit is placed on (RC)", _t("placed-on-rc", "your-other-unit")),
        ("When your other units are placed on (RC)", _t("placed-on-rc", "your-other-unit")),
        ("When another of your units is placed on (RC)", _t("placed-on-rc", "your-other-unit")),
        ("When your unit is placed on (RC)", _t("placed-on-rc", "your-unit")),
        ("When your other rear-guard is placed", _t("placed-on-rc", "your-other-unit")),
        ("When your rear-guard is placed", _t("placed-on-rc", "your-unit")),
        ("When your vanguard is placed", _t("placed-on-vc", "your-vanguard")),
        ("When your vanguard is placed on (VC)", _t("placed-on-vc", "your-vanguard")),
        ("When your units are placed on (RC)", _t("placed-on-rc", "your-unit")),
        ("When your unit is placed on (VC) or (RC)", _t("placed-on-vc-or-rc", "your-unit")),
        ("When your units are placed on (VC) or (RC)", _t("placed-on-vc-or-rc", "your-unit")),
        ("When this unit attacks", _t("attacks")),
        ("When it attacks", _t("attacks")),
        ("When this unit attacks a vanguard", _t("attacks", conds=_VG)),
        ("When it attacks a vanguard", _t("attacks", conds=_VG)),
        ("When your vanguard attacks", _t("attacks", "your-vanguard")),
        ("When another of your units attacks", _t("attacks", "your-other-unit")),
        ("When your other unit attacks", _t("attacks", "your-other-unit")),
        ("When your unit attacks", _t("attacks", "your-unit")),
        ("When your opponent's unit attacks", _t("attacks", "opponent-unit")),
        ("When this unit's attack hits", _t("attack-hits")),
        ("When its attack hits", _t("attack-hits")),
        ("When this unit's attack hits a vanguard", _t("attack-hits", conds=_VG)),
        ("When its attack hits a vanguard", _t("attack-hits", conds=_VG)),
        ("When the attack that this unit boosted hits", _t("attack-hits", "boosted-by-self")),
        ("When the attack this unit boosted hits", _t("attack-hits", "boosted-by-self")),
        ("When an attack hits during the battle that this unit boosted",
         _t("attack-hits", "boosted-by-self")),
        *_BOOSTER_TIMINGS,
        ("When this unit's attack does not hit", _t("attack-does-not-hit")),
        ("When its attack does not hit", _t("attack-does-not-hit")),
        ("At the end of the battle that this unit attacked", _t("end-of-battle")),
        ("At the end of the battle this unit attacked", _t("end-of-battle")),
        ("At the end of the battle it attacked", _t("end-of-battle")),
        ("At the end of the battle that this unit attacked a vanguard",
         _t("end-of-battle", conds=_VG)),
        ("At the end of the battle this unit attacked a vanguard", _t("end-of-battle", conds=_VG)),
        ("At the end of the battle it attacked a vanguard", _t("end-of-battle", conds=_VG)),
        ("At the end of the battle that this unit attacked a rear-guard",
         _t("end-of-battle", conds=(("attacked-rear-guard", True),))),
        ("At the end of the battle this unit attacked a rear-guard",
         _t("end-of-battle", conds=(("attacked-rear-guard", True),))),
        ("At the end of the first battle this turn in which this unit attacked a rear-guard",
         _t("end-of-battle", conds=(("attacked-rear-guard", True), ("first_chance", True)))),
        ("When this unit boosts", _t("boosts")),
        ("When this unit boosts ([Boost])", _t("boosts")),
        ("When it boosts", _t("boosts")),
        ("When this unit is boosted", _t("boosts", "self-boosted")),
        ("When this unit is boosted ([Boost])", _t("boosts", "self-boosted")),
        ("When this unit is attacked", _t("attacked")),
        ("When your vanguard is attacked", _t("attacked", "your-vanguard")),
        ("When your unit is attacked", _t("attacked", "your-unit")),
        ("When this unit intercepts", _t("intercepts")),
        ("When this unit intercepts ([Intercept])", _t("intercepts")),
        ("When this card is revealed for a drive check", _t("drive-check", zone="trigger")),
        ("When a card is revealed for your drive check", _t("drive-check", "your-unit")),
        ("When this card is revealed for a damage check", _t("damage-check", zone="trigger")),
        ("When a card is revealed for your damage check", _t("damage-check", "your-unit")),
        ("When this unit is rode upon", _t("ridden", zone="VC")),
        ("When rode upon", _t("ridden", zone="VC")),
        ("When this unit rides", _t("ride", zone="VC")),
        ("When a unit of the same clan rides this unit",
         _t("ridden", conds=(("rider-same-clan", True),), zone="VC")),
        ("When your unit rides this unit", _t("ridden", zone="VC")),
        ("When this unit is put into the drop zone", _t("put-into-drop")),
        ("When your rear-guard is put into the drop zone", _t("put-into-drop", "your-rear-guard")),
        ("When your rear-guard is retired", _t("put-into-drop", "your-rear-guard")),
        ("When this unit is unlocked", _t("unlocked")),
        ("When this unit is placed with overDress", _t("placed-by-overdress", zone="RC")),
        ("When this unit is placed by overDress", _t("placed-by-overdress", zone="RC")),
        ("When this unit is placed by XoverDress", _t("placed-by-xoverdress", zone="RC")),
        ("When this unit strides", _t("strides", zone="VC")),
        ("When you energy-charge", _t("energy-charge", "you")),
        ("At the end of your turn", _t("end-of-turn", "your-turn")),
        ("At the end of your opponent's turn", _t("end-of-turn", "opponent-turn")),
        ("At the end of each turn", _t("end-of-turn", "any")),
        ("At the end of your ride phase", _t("end-of-ride-phase", "your-turn")),
        ("At the end of your opponent's ride phase", _t("end-of-ride-phase", "opponent-turn")),
        *(
            (f"At the beginning of {whose} {words}", _t(f"beginning-of-{key}", on))
            for words, key in _PHASES
            for whose, on in (("your", "your-turn"), ("your opponent's", "opponent-turn"),
                              ("each", "any"))  # fmt: skip
        ),
        *_LATE_TIMINGS,
        *_DISCARD_TIMINGS,
        *_ORDER_ZONE_TIMINGS,
        *KEYWORDS2_TIMINGS,
        *COLUMN_TIMINGS,
        *HARMONY_TIMINGS,
        *STRIDE_DISCARD_TIMINGS,
    ]
)  # fmt: skip

RODE_FROM = phrases(
    [
        ("When this unit is placed by riding from {name}", "rode-from-name"),
        ("When this unit is placed on (VC) by riding from {name}", "rode-from-name"),
        ("When this unit is placed on (VC) by riding on {name}", "rode-from-name"),
        ("When this unit is placed by riding from a grade {n} card", "rode-from-grade"),
        ("When this unit is placed by riding from a grade {n}", "rode-from-grade"),
    ]
)
"""Timings of a unit placed by riding over a vanguard of a name or a grade: the timing
``ride`` and a condition on the vanguard ridden over (text.placed-by-riding)."""

PLACED_FROM = phrases(
    [
        ("from hand", ("placed-from", "hand")),
        ("from your hand", ("placed-from", "hand")),
        ("from deck", ("placed-from", "deck")),
        ("from your deck", ("placed-from", "deck")),
        ("from soul", ("placed-from", "soul")),
        ("from your soul", ("placed-from", "soul")),
        ("from drop zone", ("placed-from", "drop")),
        ("from your drop zone", ("placed-from", "drop")),
        ("from the drop zone", ("placed-from", "drop")),
        ("from drop", ("placed-from", "drop")),
        ("other than from hand", ("placed-not-from", "hand")),
        ("other than from your hand", ("placed-not-from", "hand")),
    ]
)
"""Words after a placed timing saying where the placed card came from ("When this unit is
placed on (RC) from hand"): a condition of the trigger (text.placed-from). A normal ride and a
normal call are made from the hand; a ride from the ride deck, a superior call from the deck,
soul or drop zone are not."""
PLACED_DURING = phrases(
    [
        ("during your main phase", ("your-phase", "main")),
        ("during your battle phase", ("your-phase", "battle")),
        ("during your ride phase", ("your-phase", "ride")),
        ("during the main phase", ("phase", "main")),
        ("during any player's main phase", ("phase", "main")),
        ("during the battle phase", ("phase", "battle")),
        ("during the ride phase", ("phase", "ride")),
        ("other than during the battle phase", ("not-phase", "battle")),
        ("other than during battle phase", ("not-phase", "battle")),
        ("during your turn", ("your-turn", True)),
    ]
)
"""Words after a placed timing (and its origin) naming the phase the unit must be placed in: a
condition of the trigger (turn.sequence)."""
ZONE_FROM_WORDS = {"hand": "hand", "deck": "deck", "soul": "soul", "drop": "drop zone"}
"""How the renderer and the explanations name the zone a placed card came from."""

RIDER_TIMINGS = phrases(
    [
        ("When this unit is rode upon by {name}", "rider-name"),
        ("When a card named {name} rides this unit", "rider-name"),
        ("When a {group} rides this unit", "era-group"),
        ("When an {group} rides this unit", "era-group"),
        ("When another {group} rides this unit", "era-group"),
    ]
)
"""The ``ridden`` timing that names its rider: a card name, or a clan (a nation in Standard)
read by era; the rider is always another card, so "another" changes nothing."""
RIDDEN_CALL = phrases([("you may call this card to (RC)", True),
                      ("call this card to (RC)", False)])  # fmt: skip
"""After a ``ridden`` timing "this card" is in the soul: calling it to (RC) calls it from there
(as the ability's first effect; what follows it is read by the effect reader)."""

# ----------------------------------------------------------------------------------- conditions
# value: (condition name, fixed value or None to take the slot, or "era-group" for a clan /
# nation read by era)
_BATTLE_ROLES = [
    *(
        (f"during the battle {that}{who} {verb}{vs}", ("battle-role", f"{role}{suffix}"))
        for verb, role in (("attacked", "attacker"), ("attacks", "attacker"),
                           ("boosted", "booster"))
        for vs, suffix in (("", ""), (" a vanguard", "-vs-vanguard"))
        for that in ("", "that ")
        for who in ("this unit", "it")
    ),
    *(
        (f"during the battle {that}{who} is boosted", ("battle-role", "boosted"))
        for that in ("", "that ")
        for who in ("this unit", "it")
    ),
]  # fmt: skip
"""(v-effects) "During the battle this unit attacked [a vanguard]", "… boosted", "… is
boosted": what this unit is in the battle under way (``battle-role``)."""
_COUNTED = [
    *(
        (f"if the number of cards in your {zone} is {{n}} {more}", (f"{what}-{how}", None))
        for zone, what in (("hand", "hand"), ("soul", "soul"), ("damage zone", "damage"))
        for more, how in (("or more", "at-least"), ("or greater", "at-least"),
                          ("or less", "at-most"))
    ),
    ("if the number of cards in your opponent's damage zone is {n} or more",
     ("opponent-damage-at-least", None)),
    ("if your hand has {n} or more cards", ("hand-at-least", None)),
    ("if your hand has {n} or less cards", ("hand-at-most", None)),
    ("if your soul has {n} or less cards", ("soul-at-most", None)),
]  # fmt: skip
"""(v-effects) Counts of a zone's cards written "if the number of cards in your hand is N or
more": the same comparisons as "if you have N or more cards in your hand" (TEXT-009)."""
CONDITIONS = phrases(
    [
        ("during your turn", ("your-turn", True)),
        ("during your opponent's turn", ("your-turn", False)),
        ("if your vanguard is grade {n} or greater", ("vanguard-grade-at-least", None)),
        ("if you have a grade {n} or greater vanguard", ("vanguard-grade-at-least", None)),
        ("if your vanguard is {name}", ("vanguard-name", None)),
        ("if you have a vanguard named {name}", ("vanguard-name", None)),
        ("if you have a {group} vanguard", ("era-group", None)),
        ("if your vanguard is a {group}", ("era-group", None)),
        ("if you have {n} or more damage", ("damage-at-least", None)),
        ("if you have {n} or less damage", ("damage-at-most", None)),
        ("if you have more than {n} damage", ("damage-more-than", None)),
        ("if you have less than {n} damage", ("damage-less-than", None)),
        ("if you have {n} or more cards in your soul", ("soul-at-least", None)),
        ("if your soul has {n} or more cards", ("soul-at-least", None)),
        ("if you have {n} or less cards in your soul", ("soul-at-most", None)),
        ("if you have more than {n} cards in your soul", ("soul-more-than", None)),
        ("if you have less than {n} cards in your soul", ("soul-less-than", None)),
        ("if you have {n} or more cards in your hand", ("hand-at-least", None)),
        ("if you have {n} or less cards in your hand", ("hand-at-most", None)),
        ("if you have more than {n} cards in your hand", ("hand-more-than", None)),
        ("if you have less than {n} cards in your hand", ("hand-less-than", None)),
        ("if you have {n} or more rear-guards", ("rear-guards-at-least", None)),
        ("if your opponent has {n} or more damage", ("opponent-damage-at-least", None)),
        (
            "if your opponent's vanguard is grade {n} or greater",
            ("opponent-vanguard-grade-at-least", None),
        ),
        ("if you have {n} or more energy", ("energy-at-least", None)),
        ("if this unit has {n} or more cards in its gauge", ("gauge-at-least", None)),
        ("if this unit is in the overDress state", ("overdressed", True)),
        ("if this unit is not in the overDress state", ("overdressed", False)),
        ("if this unit is in the XoverDress state", ("xoverdressed", True)),
        ("if this unit is not in the XoverDress state", ("xoverdressed", False)),
        ("if you do not have a {name} crest", ("lacks-crest", None)),
        ("if you have a card named {name} in your soul", ("soul-has-name", None)),
        ("if the attacked unit is a vanguard", ("attacking-vanguard", True)),
        ("if the attacked unit is a rear-guard", ("attacking-vanguard", False)),
        ("if your opponent's legion mate is grade {n}", ("opponent-legion-mate-grade", None)),
        ("if this unit is [Legion]", ("in-legion", True)),
        ("if your vanguard is [Legion]", ("vanguard-in-legion", True)),
        *_BATTLE_ROLES,
        *_COUNTED,
        *KEYWORDS2_CONDITIONS,
        *THEN_CONDITIONS,
        *BATTLE_GRADE_CONDITIONS,
        *HARMONY_CONDITIONS,
        *NAME_CONDITIONS,
    ]
)
CONDITION_RULES = {
    "in-legion": "legion.unit",
    "vanguard-in-legion": "legion.unit",
    "battle-role": "text.during-the-battle",
    **KEYWORDS2_CONDITION_RULES,
    **THEN_CONDITION_RULES,
    **{c: "text.battle-grade" for c, _ in (v for _, v in BATTLE_GRADE_CONDITIONS)},
    "in-harmony": "keyword.harmony",
    "harmony-units-at-least": "keyword.harmony",
    **NAME_CONDITION_RULES,
}
"""The catalogue rule a condition's clause cites when it is not ``text.comparisons``."""
COND_JOIN = phrases([(", and", None), (" and", None), (",", None)])

# -------------------------------------------------------------------------------------- effects
SUBJECTS = (
    ("this unit", "self", False),
    ("your vanguard", "your-vanguard", False),
    ("the attacked unit", "attacked-unit", False),
    ("your unit being attacked", "attacked-unit", False),
    ("the attacking unit", "attacker", False),
    ("all of your front row units", "all-your-front-row", True),
    ("all of your rear-guards", "all-your-rear-guards", True),
    ("all of your units", "all-your-units", True),
    ("your opponent's vanguard", "opponent-vanguard", False),
    ("your opponent's legion mate", "opponent-legion-mate", False),
)
"""Units an effect names without a choice: (words, target, plural)."""
PRONOUNS = (("it", False), ("them", True), ("that unit", False), ("those units", True))
SUBJECT_PRONOUNS = (("it", False), ("they", True), ("that unit", False), ("those units", True))
STATS = (("[Power]", "power"), ("[Critical]", "critical"), ("[Shield]", "shield"))
PER = phrases(
    [
        ("for each of your rear-guards", "your-rear-guard"),
        ("for each of your opponent's rear-guards", "opponent-rear-guard"),
        # v-effects: counts of other rear-guards, of a zone's cards and of locked cards
        ("for each of your other rear-guards", "your-other-rear-guard"),
        *(
            (f"for each card in {whose} {words}", f"{who}-{zone}-card")
            for whose, who in (("your", "your"), ("your opponent's", "opponent"))
            for words, zone in (("soul", "soul"), ("damage zone", "damage"),
                                ("drop zone", "drop"), ("bind zone", "bind"), ("hand", "hand"))
        ),
        ("for each of your locked cards", "your-locked-card"),
        ("for each of your opponent's locked cards", "opponent-locked-card"),
        # open circles, face-up cards, rested and grade 0 / 1 rear-guards, of either player
        *(
            row
            for whose, who in (("your", "your"), ("your opponent's", "opponent"))
            for row in (
                (f"for each of {whose} open (RC)", f"{who}-open-circle"),
                (f"for each of {whose} open front row (RC)", f"{who}-open-front-circle"),
                (f"for each face up card in {whose} damage zone", f"{who}-damage-face-up-card"),
                (f"for each face up card in {whose} G zone", f"{who}-gzone-face-up-card"),
                (f"for each of {whose} [Rest] rear-guards", f"{who}-rest-rear-guard"),
                (f"for each of {whose} grade 0 rear-guards", f"{who}-grade-0-rear-guard"),
                (f"for each of {whose} grade 1 rear-guards", f"{who}-grade-1-rear-guard"),
            )
        ),
        *HARMONY_PER,
    ]
) + PER_FOREACH2  # fmt: skip
"""An amount counted from the board (``Effect.per``), written after the amount; each is counted
exactly by :func:`vgwidget.engine.abilities.conditions.per_count` (a locked card is no unit but
fills its circle; a face-down damage or G zone card is not face up)."""
UNTILS = phrases(
    [
        ("until end of turn", "turn"),
        ("until end of that battle", "battle"),
        ("until end of battle", "battle"),
        ("until end of the battle", "battle"),
    ]
)
UNIT_VERBS = (
    ("[Stand]", "stand"),
    ("[Rest]", "rest"),
    ("retire", "retire"),
    ("bind", "bind"),
    ("lock", "lock"),
    ("delete", "delete"),
)
"""Actions done to units: "[Stand] this unit", "retire it"."""
FLAGS = (("cannot be hit", "cannot-be-hit"), ("cannot attack", "cannot-attack"),
         ("cannot [Stand]", "cannot-stand"),
         ("drive checks when it attacks from (RC)", "can-drive-check"))  # fmt: skip
SEVERAL = "can attack {n} of your opponent's front row units at the same time"
"""``attack-several``: one attack that targets up to that many units."""
"""What a unit is forbidden: "this unit cannot attack", "it cannot be hit"."""
CHOICES = phrases(
    [
        ("of your units", "choose-your-unit"),
        ("of your rear-guards", "choose-your-rear-guard"),
        ("of your rested rear-guards", "choose-your-rested-rear-guard"),
        ("of your opponent's rear-guards", "choose-opponent-rear-guard"),
        ("of your opponent's front row rear-guards", "choose-opponent-front-row-rear-guard"),
        # v-vanguards: a choice among your vanguards (the legion mate is one too)
        ("of your vanguards", "choose-your-vanguard"),
        ("of your vanguards that is being attacked", "choose-your-attacked-vanguard"),
        ("of your vanguards being attacked", "choose-your-attacked-vanguard"),
    ]
)
COUNTS = phrases([("up to {n}", True), ("{n}", False)])
"""How many are chosen: "up to two" (or fewer) or exactly "one"."""
SOURCES = phrases([("from your drop zone", "drop"), ("from your hand", "hand")])
SIMPLE_EFFECTS = phrases(
    [
        ("draw a card", ("draw", {})),
        ("draw {n} cards", ("draw", "n")),
        ("draw up to {n} cards", ("draw", "n-up-to")),
        ("draw up to one card", ("draw", {"up_to": True})),
        ("Soul-Charge {cn}", ("soul-charge", "n")),
        ("Counter-Charge {cn}", ("counter-charge", "n")),
        ("Energy-Charge {cn}", ("energy-charge", "n")),
        ("[Soul-Charge {cn}]", ("soul-charge", "n")),
        ("[Counter-Charge {cn}]", ("counter-charge", "n")),
        ("[Energy-Charge {cn}]", ("energy-charge", "n")),
        ("put the top card of your deck into this unit's gauge", ("gauge-charge", {})),
        ("put the top {n} cards of your deck into this unit's gauge", ("gauge-charge", "n")),
        ("choose a card from your damage zone, and put it into your drop zone", ("heal", {})),
        ("choose {n} cards from your damage zone, and put them into your drop zone",
         ("heal", "n")),
        ("choose up to {n} cards from your damage zone, and put them into your drop zone",
         ("heal", "n-up-to")),
        ("shuffle your deck", ("shuffle", {})),
        ("you win the game", ("win-game", {})),
        ("you lose the game", ("lose-game", {})),
        ("you get a {name} crest", ("get-crest", "name")),
        ("you get an {name} crest", ("get-crest", "name")),
        ("you get a {name} ticket", ("get-ticket", "name")),
        ("you get an {name} ticket", ("get-ticket", "name")),
        ("your opponent's locked cards do not unlock at the end of their next turn",
         ("hold-locks", {})),
        ("your Limit-Break {n} abilities need {n} less damage", ("limit-break-relief", "n-amount")),
        ("ride up to one unit from your soul that names your vanguard as its legion mate, "
         "and Legion with it", ("legion-from-soul", {"up_to": True})),
        ("ride one unit from your soul that names your vanguard as its legion mate, and Legion "
         "with it", ("legion-from-soul", {})),
        ("you get an Imaginary Gift: Force", ("get-gift", {"name": "force"})),
        ("you get an Imaginary Gift: Accel", ("get-gift", {"name": "accel"})),
        ("you get an Imaginary Gift: Protect", ("get-gift", {"name": "protect"})),
        ("remove a Force marker from one of your circles", ("remove-marker", {"name": "force"})),
        ("remove an Accel marker from one of your circles", ("remove-marker", {"name": "accel"})),
        ("remove a Protect marker from one of your circles",
         ("remove-marker", {"name": "protect"})),
        # v-effects: the player's own choices from the hand
        ("discard a card from your hand", ("discard", {})),
        ("discard {n} cards from your hand", ("discard", "n")),
        ("choose a card from your hand, and discard it", ("discard", {})),
        ("choose {n} cards from your hand, and discard them", ("discard", "n")),
        ("put a card from your hand into your soul", ("hand-to-soul", {})),
        ("put {n} cards from your hand into your soul", ("hand-to-soul", "n")),
        ("put a card from hand into soul", ("hand-to-soul", {})),
        ("choose a card from your hand, and put it into your soul", ("hand-to-soul", {})),
        ("choose a card from your hand, put it into your soul", ("hand-to-soul", {})),
        ("choose {n} cards from your hand, and put them into your soul", ("hand-to-soul", "n")),
        *THEN_SIMPLE_EFFECTS,
    ]
)  # fmt: skip
"""Effects with no unit to name: (effect, "n" / "n-up-to" / "name" for the slot, or fixed
fields)."""
FETCH_COUNTS = phrases([("up to {n}", True), ("{n}", False)])
GRADE_FILTER = phrases(GRADE_FILTER_ROWS)  # (grades) "grade N", "… or greater", "… or less"
CARD_WORD = phrases([("cards", None), ("card", None)])
NAMED = phrases([("named {name}", "name"), *NAME_FILTERS])
SEARCH_DECK = phrases([("search your deck for", None)])
_CALLS = [
    (f"call {them} to (RC){rest}", ("superior-call", rested))
    for rest, rested in (("", False), (" as [Rest]", True))
    for them in ("it", "them")
]
_REVEALS = [(f"reveal {x} and put {x} into your hand", ("search", False)) for x in ("it", "them")]
_RIDE = [("ride it", ("superior-ride", False))]
SEARCH_TAILS = phrases(
    [(f", {took}, and shuffle your deck", v) for took, v in _REVEALS + _CALLS + _RIDE]
)
"""What a search of the deck does with the card(s) found; the deck is then shuffled."""
ZONE_TAILS = phrases(
    [(f"{join} {took}", v) for took, v in _CALLS + _RIDE for join in (", and", ",")]
)  # fmt: skip
"""What is done with the card(s) chosen from the drop zone or the hand."""
CALL_SELF = phrases(
    [
        ("call this card from your soul to (RC)", ("superior-call", False)),
        ("you may call this card from your soul to (RC)", ("superior-call", True)),
        ("ride this card from your soul", ("superior-ride", False)),
        ("you may ride this card from your soul", ("superior-ride", True)),
    ]
)
LOOK_OPEN = phrases(
    [
        ("look at the top card of your deck", ("one", False)),
        ("look at the top {n} cards of your deck", ("n", False)),
        ("look at up to {n} cards from the top of your deck", ("n", True)),
        ("look at {n} cards from the top of your deck", ("n", False)),
    ]
)
LOOK_TAKE = phrases([(", choose", False), (", reveal", True), *LOOK_SEARCH_TAKE])
""""choose" (then LOOK_FROM) or the older "reveal" (then LOOK_FROM_REVEALED: the card shown)."""
LOOK_FROM_REVEALED = phrases([*((f"from among them and put {p} into your hand", True)
                                for p in ("it", "them")), *LOOK_REVEALED_MORE])  # fmt: skip
LOOK_FROM = phrases(
    [
        ("from among them, and put it into your hand", False),
        ("from among them, and put them into your hand", False),
        # the card taken shown to both players (value: ``reveal``)
        *[
            (f"from among them, {how}put {pron} into {hand}", how != "")
            for pron in ("it", "them")
            for how in ("", f"reveal {pron} and ")
            for hand in ("your hand", "hand")
        ],
        *LOOK_SEARCH_FROM,
    ]
)
LOOK_REST = phrases(
    [
        (", and put the rest on the bottom of your deck in any order", "bottom"),
        # the owner orders cards that move together anyway (ZONE-039)
        *[
            (f", and put the rest on the bottom of {d} deck{o}", "bottom")
            for d, o in (("the", " in any order"), ("your", ""), ("the", ""))
        ],
        (", and put the rest back on the top of your deck in the same order", "top"),
        *[(f", and shuffle {deck} deck", "shuffle") for deck in ("your", "the")],
        (", and put the rest into your drop zone", "drop"),
    ]
)
EFFECT_JOIN = phrases([(", and", None), (", then", None), (",", None), (" and", None)])
YOU_MAY = phrases([("you may", None)])
END = phrases([(".", None)])

# ----------------------------------------------------------------------------------- keywords
RESTRAINT = phrases(
    [
        ("Restraint (This unit cannot attack)", None),
        ("Restraint (This unit cannot attack.)", None),
        ("Restraint", None),
    ]
)
LORD = phrases(
    [
        ("Lord (If you have a unit without the same clan as this unit, this unit cannot attack)",
         None),
        ("Lord (If you have a unit without a same clan as this unit, this unit cannot attack )",
         None),
        ("Lord", None),
    ]
)  # fmt: skip
"""Lord's reminder as the card lists print it: "the same clan" or "a same clan", with or
without a space before the closing parenthesis (a space before punctuation is free)."""
RESIST = phrases(
    [
        ("Resist (This unit cannot be chosen by the effects of your opponent's cards)", None),
        ("Resist", None),
    ]
)
"""Resist, with or without its reminder: this unit cannot be chosen by the opponent's card
effects."""
FORERUNNER = phrases(
    [
        ("Forerunner (When a unit of the same clan rides this unit, you may call this unit to "
         "(RC))", None),
        ("Forerunner(When a unit of the same clan rides this unit, you may call this unit to "
         "(RC))", None),
        ("Forerunner", None),
    ]
)  # fmt: skip

RULES = {
    "AUTO": "ability.auto",
    "ACT": "ability.act",
    "CONT": "ability.cont",
    "ORDER": "order.play",
    "zones": "ability.zone-marker",
    "once_per_turn": "ability.once-per-turn",
    "limit-break": "keyword.limit-break",
    "generation-break": "keyword.generation-break",
    "sentinel": "keyword.sentinel",
    "mega-blast": "keyword.mega-blast",
    "cross-ride": "keyword.cross-ride",
    "restraint": "keyword.restraint",
    "lord": "keyword.lord",
    "forerunner": "keyword.forerunner",
    "resist": "keyword.resist",
    "harmony": "keyword.harmony",
    "cost": "cost.payment",
    "counter-blast": "cost.counter-blast",
    "soul-blast": "cost.soul-blast",
    "especial-counter-blast": "cost.especial",
    "especial-soul-blast": "cost.especial",
    "soul-charge": "keyword.soul-charge",
    "discard": "text.discard",
    "persona-blast": "keyword.persona-blast",
    "retire": "text.retire",
    "energy-blast": "marker.energy",
    "gauge-blast": "zone.gauge",
    "g-face-up": "cost.g-zone-face-up",
    "g-face-up-same-name": "cost.g-zone-face-up-named",
    "g-face-up-g-guardian": "cost.g-zone-face-up-named",
    "hand-to-soul": "zone.soul",
    "optional": "text.you-may",
    "condition": "text.comparisons",
    "until-turn": "text.until-end-of-turn",
    "until-battle": "text.until-end-of-battle",
    "choose": "text.choose",
    "choose-up-to": "text.choose-up-to",
    "draw": "text.draw",
    "power": "card.power",
    "per": "text.comparisons",
    "critical": "card.critical",
    "shield": "card.shield",
    "stand": "card.stand-rest",
    "rest": "card.stand-rest",
    "retire-self": "text.retire",
    "rest-self": "card.stand-rest",
    "soul-self": "zone.soul",
    "counter-charge": "cost.counter-blast",
    "heal": "text.heal",
    "look-top": "text.look-at",
    "search": "text.ride-and-call",
    "superior-call": "main.superior-call",
    "superior-ride": "ride.superior",
    "bind": "keyword.bind",
    "lock": "card.lock",
    "delete": "card.delete",
    "timing": "text.placed-on",
    "placed-from": "text.placed-from",
    "rode-from": "text.placed-by-riding",
    "effect": "golden.card-text",
    **THEN_RULES,
}
"""The catalogue rule each clause of an explanation cites."""
