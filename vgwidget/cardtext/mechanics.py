"""The mechanics real cards print that the engine does not have yet, by the phrases that name
them: a card that needs one is refused with the mechanic's name ("abilities given to a unit")
rather than with "not understood" (:func:`.reader.error_at`). A phrase leaves this table when
the compiler learns to read it.
"""

from __future__ import annotations

from .phrases import Phrase, phrases

MECHANICS: tuple[Phrase, ...] = phrases(
    [
        ("Return this unit to your hand", "a cost or effect that returns a unit to the hand"),
        ("Put this unit on the bottom of your deck", "a unit put on the bottom of the deck"),
        ("Bind this card", "a cost that binds this card"),
        ("Choose a face down card with the same card name as this unit from your G zone",
         "a G zone cost that only cards of this unit's name may pay"),
        ("Choose a face down G guardian from your G zone", "a G zone cost that only G "
                                                           "guardians may pay"),
        ("choose a face down [G Guardian] from your G zone", "a G zone cost that only G "
                                                             "guardians may pay"),
        ("[Ultimate Stride]", "Ultimate Stride (a stride with its own release condition and "
                              "cost)"),
        ("with {name} in its card name", "a part of a card name (\"with ... in its card name\") "
                                         "where it is not read yet: it is read in conditions on "
                                         "your vanguard, units or heart card, timings of the "
                                         "rider or of your units, choices of units, especial "
                                         "costs, and the card filters of searches, looks and "
                                         "fetches"),
        ("Front Row Left (RC)", "abilities of one front row circle (which side an accel "
                                "circle is on is not said)"),
        ("Front Row Right (RC)", "abilities of one front row circle (which side an accel "
                                 "circle is on is not said)"),
        ("[{n}/Turn]", "an N/Turn limit other than 1/Turn"),
        ("G Zone:", "abilities active in the G zone"),
        ("When your drive check reveals a trigger unit", "a drive check timing that reads the "
                                                         "card's trigger"),
        ("while riding from the ride deck", "a discard timing limited to the cost of a ride "
                                            "from the ride deck"),
        ("put into soul from", "a timing of a card put into the soul from a zone"),
        ("placed by riding from", "a ride timing naming the vanguard ridden over by more than "
                                  "its name or grade"),
        ("paying the cost for [Stride]", "a change to how the stride cost is paid"),
        ("as the cost for [Stride]", "a change to how the stride cost is paid"),
        ("the cost of [Stride]", "a change to how the stride cost is paid"),
        ("You can perform [Stride]", "a rule that lets a player stride"),
        ("When your G unit", "a timing of your G unit striding, heard by the card it covers: "
                             "the engine gives a heart no (VC) abilities"),
        ("Stride", "a stride timing of your G units"),
        ("gets \"", "abilities given to a unit"),
        ("for each", "an amount counted from the board (\"for each\")"),
        ("your opponent chooses", "choices made by the opponent"),
        ("other than during", "a timing with an exception"),
        ("rides this unit", "a timing of a unit riding this one"),
        ("is rode upon by a", "a timing that names the rider by its grade alone, or in "
                              "words other than \"a grade N card with ... in its card name\""),
        ("the same number", "an amount counted from the board"),
        # (Harmony's keyword, "if this unit is in harmony" and "When this unit becomes in
        # harmony" are read: what is left of the harmony state)
        ("units in harmony", "counts and choices of units in harmony"),
        ("rear-guards in harmony", "counts and choices of units in harmony"),
        ("are in harmony", "counts and choices of units in harmony"),
        ("the harmony ability", "cards with the harmony ability"),
        ("in harmony", "a use of the harmony state not read yet"),
        ("XoverDress", "XoverDress"),
        ("If you do, ", "a result that depends on whether an effect was done"),
        ("search your deck for up to one card, reveal it", "a search with no card filter"),
        ("your opponent cannot call", "a rule that stops the opponent calling"),
        ("Counter-Blast {cn}-card", "an especial cost naming a card name part"),
        ("put it into your soul", "an effect that puts a chosen card into the soul"),
        ("from your drop zone, and put it into your hand", "a card taken from the drop zone "
                                                           "into the hand"),
    ]
)  # fmt: skip
