"""Lines of a card's text that hold no ability, as data: a keyword's reminder, a crest's rule, a
G unit's stride line, a G guardian's line, a legion leader's Legion line. Each states a rule the
engine applies to the card by its type, icon or numbers (its ``sentinel`` flag, its
``ride-deck-crest`` type, its ``legion_mate``), so the compiler reads it as a rule line, checks
its numbers against that rule and makes no ability of it (:func:`.compiler.read_all`).
"""

from __future__ import annotations

from .phrases import phrases

# G era rule lines (a G unit's stride, a G guardian's call): what the card's type gives it
_STRIDE_OPEN = ("[Stride]-Stride Step-",
                "[Stride](Released when both players' vanguards are grade {n} or greater!)"
                "-Stride Step-")  # fmt: skip
_STRIDE_COST = (
    ("[Choose one or more cards with the sum of their grades being {n} or greater from your "
     "hand, and discard them] [Stride]"),
    ("[COST][Choose one or more cards with the sum of their grades being {n} or greater from "
     "your hand, and discard them] [Stride]"),
    ("[COST][Choose one or more cards from hand with the sum of their grades being {n} or "
     "greater, and discard them], and [Stride]"),
)  # fmt: skip
_STRIDE_REMINDER = (
    "",
    " " + " ".join(("(When this card strides,", "it gains the power and card name",
                    "of one heart.", "At the end of the turn,", "return it face up)")),
    " " + " ".join(("(When you stride,", "your original vanguard", "becomes a heart card,",
                    "and this unit gets that card's", "[Power] and card name.",
                    "At the end of the turn,", "return this unit face up)")),
)  # fmt: skip
_G_GUARDIAN_OPEN = ("[G Guardian]-Opponent Turn's Guard Step-",
                    "[G Guardian](Usable when both fighters' vanguards are grade {n} or greater, "
                    "and the number of face up G guardians in your G zone is {n} or less)"
                    "-Opponent Turn's Guard Step-")  # fmt: skip
_G_GUARDIAN_COST = (
    '[Choose a card with "[Heal] Heal" from your hand, and discard it] Call',
    '[COST][Choose a card with "[Heal] Heal" from your hand, and discard it] Call',
    '[COST][Choose a card with "[Heal] Heal" from your hand, and discard it], and call',
    "[COST][Discard a card with [Heal] from your hand], and call",
    "[COST][Discard a card with [Heal] from hand], and call",
    "[COST][Choose a [Heal] trigger from your hand, and discard it], and call",
)
G_RULE_LINES = phrases(
    [
        *((f"{o}{c} this card on your (VC) from face down.{m}", "stride")
          for o in _STRIDE_OPEN for c in _STRIDE_COST for m in _STRIDE_REMINDER),
        *((f"{o}{c} this card to your (GC) from face down.", "g-guardian")
          for o in _G_GUARDIAN_OPEN for c in _G_GUARDIAN_COST),
        ("(This card cannot be in your main deck)", "g-deck"),
    ]
)  # fmt: skip
"""A G unit's ``[Stride]`` line and a G guardian's ``[G Guardian]`` line, in all their
spellings, and the reminder that such a card is no main deck card (the G deck, ``g.deck``):
each states the rule the engine applies to every card of that type (a stride for grades adding
up to 3 with both vanguards grade 3, STRIDE-002/006; a G guardian's call for a heal trigger
with both vanguards grade 3 and at most three face-up G guardians, GUARD-021/022), so it holds
no ability. Every number in it must be the rule's (:data:`G_RULE_NUMBERS`)."""
LEGION_LINES = phrases(
    [
        *((f"[ACT](VC):[Legion {{n}}]{{name}}(If your opponent's vanguard is grade {{n}} or "
           f"greater, this unit may return four cards from your {drop} into your deck once, "
           "search your deck for the specified card, and Legion)", "legion")
          for drop in ("drop zone", "drop")),
        ("[ACT](VC):[Legion {n}]{name}", "legion"),
    ]
)  # fmt: skip
"""A legion leader's Legion line (Classic's template; some lists leave its reminder out): the
legion's printed power, the legion mate it names, and the rule the engine applies to every
card with a legion mate (LEGION-002, LEGION-003: once a game, in the main phase, four cards
from the drop zone back to the deck, with the opponent's vanguard grade 3 or more); it holds
no ability, the card's ``legion_mate`` gives it (and must be the name it prints)."""
LEGION_FOE_GRADE = 3
"""The opponent's vanguard grade a Legion line must state (Classic and Premium, CR 1.48
§11.10.2)."""
G_LINE_OPENERS = phrases(
    [
        ("[Ultimate Stride]", "Ultimate Stride (a stride with its own release condition and "
                              "cost)"),
        ("[Stride]", "a stride cost or condition other than the stride rule the engine applies "
                     "(cards whose grades add up to 3 discarded, both vanguards grade 3)"),
        ("[G Guardian]", "a G guardian call with a cost or condition other than the rule the "
                         "engine applies (a heal trigger discarded, both vanguards grade 3, at "
                         "most three face-up G guardians)"),
    ]
)  # fmt: skip
"""How a G unit's line opens where it is not one of :data:`G_RULE_LINES`: refused as the
mechanic it states, which the engine does not apply."""
G_RULE_NUMBERS = {"stride": 3, "g-guardian": 3}
"""The number every slot of a G rule line must hold: the rule's 3 (the stride cost's grades
and both vanguards' grade, STRIDE-002, STRIDE-006; a G guardian's vanguard grade and its limit
of three face-up G guardians, GUARD-022). Another number states a rule the engine does not
apply, and the line is refused."""
RULE_LINE_TYPES = {
    "stride": ("g-unit",),
    "g-guardian": ("g-guardian",),
    "g-deck": ("g-unit", "g-guardian"),
    "set-order": ("set-order",),
}
"""The card types whose rule each G rule line states: on a card of another type the line would
not be true (the engine strides only a G unit, calls only a G guardian to (GC), and keeps only
G units and G guardians out of the main deck, in the G deck; it puts only a set order into the
order zone once played)."""

SET_ORDER_LINES = phrases(
    [
        (f"(After a set order is played, put it into {whose} {zone}{end}", "set-order")
        for whose in ("the", "your")
        for zone in ("order zone", "Order zone", "Order Zone")
        for end in (")", ".)")
    ]
)
"""A set order's reminder that once played it goes to the order zone and stays there (the rule
the engine applies to every card of type ``set-order``, order.set): it holds no ability."""

_FOUR_PER_DECK = "(You may only have up to four cards with {} in a deck{}"
"""The reminder of a deck limit of four (a heal trigger's), with or without its full stop."""
RULE_LINES = phrases(
    [
        ('Sentinel (You may only have up to four cards with "Sentinel" in a deck.)', "sentinel"),
        ("[CONT]:Sentinel", "sentinel"),
        ("Ride Deck Crest (At the beginning of the game, this card is put into your crest zone. "
         "During your ride phase, you may discard a card from your hand to ride the card one "
         "grade higher from your ride deck.)", "ride-deck-crest"),
        ("(Your energy cannot go above {n}.)", "energy-cap"),
        *((_FOUR_PER_DECK.format(icon, end), "heal-cap")
          for icon in ('"[Heal] HEAL"', "[Heal]") for end in (".)", ")")),
    ]
) + G_RULE_LINES + LEGION_LINES + SET_ORDER_LINES  # fmt: skip
"""Lines that hold no ability: a keyword's reminder or a crest's rule, which the card's own
icon, type or numbers give (its ``sentinel`` flag, its ``ride-deck-crest`` type, its
``energy_cap``). A Sentinel line names the card's ability placed on (GC) as its sentinel
ability."""

SENTINEL_REMINDER = phrases(
    [
        ('(You may only have up to four cards with "[CONT]:Sentinel" in a deck.)', None),
        ('(You may only have up to four cards with "[CONT]:Sentinel" in a deck)', None),
    ]
)
"""The reminder that may follow a ``[CONT]:Sentinel`` line (written right after the keyword
or after a space), read with it as one rule line."""

RULE_LINE_MEANINGS = {
    "sentinel": ("Sentinel: a deck may hold at most four Sentinel cards; it names this card's "
                 "ability placed on (GC)", "keyword.sentinel"),
    "ride-deck-crest": ("Ride Deck Crest: the ride deck's crest, a rule the engine plays "
                        "itself (no ability)", "deck.ride-deck-crest"),
    "heal-cap": ("reminder: a deck holds at most four heal triggers (a deck rule the engine "
                 "checks itself); the text holds no ability", "deck.heal-cap"),
    "energy-cap": ("reminder: this crest's energy cap (the card's energy_cap); the text "
                   "itself holds no ability", "marker.energy"),
    "stride": ("Stride: a G unit strides from the G zone for cards whose grades add up to "
               "3 or more, with both vanguards grade 3 or more (its type gives it; no ability)",
               "stride.procedure"),
    "legion": ("Legion: once a game in the main phase, with the opponent's vanguard grade 3 or "
               "more, four cards from the drop zone go back to the deck and the named legion "
               "mate is searched for and stands beside this unit (the card's legion_mate gives "
               "it; no ability; the number is the pair's printed power, which the engine adds "
               "up itself)", "legion.procedure"),
    "g-deck": ("reminder: a G unit is kept in the G deck, never the main deck (its type gives "
               "it; no ability)", "g.deck"),
    "set-order": ("reminder: once played, a set order goes to its player's order zone and keeps "
                  "working from there (its type gives it; no ability)", "order.set"),
    "g-guardian": ("G Guardian: called face up from the G zone to (GC) for a discarded heal "
                   "trigger, with both vanguards grade 3 or more and at most three face-up G "
                   "guardians (its type gives it; no ability)", "g.guardian"),
}  # fmt: skip
"""What each rule line means, and the catalogue rule it rests on."""
