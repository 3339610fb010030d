"""Events: the explain log.

Every change to the game is an :class:`Event` that names the rule (a catalogue
ID) that caused it and says what happened in one plain sentence. Events that
reveal a hidden card's identity are *private* to one player; every other viewer
gets the redacted sentence and no card ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(slots=True, eq=True)
class Event:
    """One entry of the explain log (plain data: treat it as read-only)."""

    seq: int
    turn: int
    player: int
    """The turn player when the event happened."""
    phase: str
    step: str
    kind: str
    rule: str
    text: str
    cards: tuple[int, ...] = ()
    actor: int | None = None
    decision: bool = False
    private: int | None = None
    """If set, only this player may see ``text`` and ``cards``."""
    redacted: str | None = None
    """What everyone else reads when the event is private."""

    def visible_to(self, viewer: int | None) -> bool:
        """Whether ``viewer`` (a player, or ``None`` for the judge) sees the full event."""
        return self.private is None or viewer is None or viewer == self.private

    def for_viewer(self, viewer: int | None) -> Event:
        """This event as ``viewer`` may see it (hidden identities removed)."""
        if self.visible_to(viewer):
            return self
        return Event(
            self.seq,
            self.turn,
            self.player,
            self.phase,
            self.step,
            self.kind,
            self.rule,
            self.redacted or "",
            (),
            self.actor,
            self.decision,
            self.private,
            self.redacted,  # kept, so that redacting a redacted event changes nothing
        )

    def to_dict(self, viewer: int | None = None) -> dict[str, Any]:
        """A JSON-safe dict of the event as ``viewer`` may see it."""
        e = self.for_viewer(viewer)
        return {
            "seq": e.seq,
            "turn": e.turn,
            "player": e.player,
            "phase": e.phase,
            "step": e.step,
            "kind": e.kind,
            "rule": e.rule,
            "text": e.text,
            "cards": list(e.cards),
            "actor": e.actor,
            "decision": e.decision,
            "private": e.private,
        }

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"


EVENT_KINDS: dict[str, str] = {
    # set-up
    "ride-deck": "the ride deck is set aside (Standard)",
    "first-vanguard": "a first vanguard is set face down on VC",
    "first-player": "who goes first is decided",
    "opening-hand": "an opening hand is drawn",
    "mulligan": "a player redraws cards of the opening hand (or keeps it)",
    "stand-up": "the first vanguards are turned face up",
    "shuffle": "a deck is shuffled",
    # the turn's flow
    "phase": "a phase or step begins (or, the G era, the ride phase ends)",
    "stand": "a unit stands (stand phase, or an effect)",
    "draw": "a player draws a card",
    "ride": "a card is ridden onto VC",
    "skip-ride": "the turn player rides nothing this turn",
    "call": "a card is called to a rear-guard circle",
    "move": "a rear-guard moves to another circle",
    "order": "an order card is played",
    "order-set": "a set order is put into the order zone",
    "order-done": "a played order goes to the drop zone",
    "end-main": "the main phase ends",
    "end-turn": "the turn ends",
    "expire": "an effect that lasted until the end of the battle or turn ends",
    # battle
    "attack-choice": "the turn player chooses to attack (or to end the battle phase)",
    "no-attack": "no unit attacks (the battle phase ends)",
    "attack": "a unit attacks",
    "boost": "a unit boosts the attacker",
    "no-boost": "the attacker is not boosted",
    "rest": "a unit rests",
    "guard": "a card is put on the guardian circle as a guardian",
    "intercept": "a rear-guard intercepts (moves to the guardian circle)",
    "end-guard": "the defender stops adding guardians",
    "drive": "the drive step begins its checks",
    "no-drive": "a unit with no drive check attacks (no drive step)",
    "drive-check": "the top card of the deck is revealed for a drive check",
    "drive-to-hand": "a drive-checked card goes to the hand",
    "hit-check": "the power of attacker and attacked is compared",
    "no-hit": "the attack does not hit",
    "damage": "damage is dealt (cards go to the damage zone)",
    "damage-check": "the top card of the deck is revealed for a damage check",
    "no-damage": "no damage is dealt",
    "retire": "a unit is retired (put into the drop zone)",
    "rule-action": "a rule action moves a card (a unit called over, an illegal gauge card)",
    "retire-guardians": "guardians leave the guardian circle at the end of the battle",
    "end-battle": "the battle ends",
    # triggers
    "trigger": "a trigger's effect is applied",
    "trigger-fails": "a trigger has no effect (e.g. no clan match, or nowhere to apply it)",
    "no-trigger": "a checked card has no trigger",
    "trigger-order": "a player chooses in which order trigger effects apply",
    "heal": "a damage card is healed (put into the drop zone)",
    "heal-fails": "a heal trigger heals nothing (damage not at least the opponent's)",
    "power": "a unit's power changes",
    "critical": "a unit's critical changes",
    "shield": "a card's shield changes",
    # abilities, costs and effects
    "ability-trigger": "an automatic ability triggers and waits to resolve",
    "ability-resolve": "an ability resolves",
    "ability-fizzle": "a waiting ability no longer resolves (its condition is gone)",
    "ability-unpaid": "an ability's cost cannot be (or is not) paid",
    "act": "an ACT ability is played",
    "use": "a player chooses to use an optional ability",
    "decline": "a player chooses not to use an optional ability",
    "choose": "a player chooses cards or targets for an effect",
    "no-choice": "an effect has nothing to choose",
    "confirm": "a player confirms the cards an effect shows",
    "cancelled": "an ability or action is cancelled",
    "cost": "a cost is paid",
    "counter-charge": "damage cards are turned face up (counter charge)",
    "face-up": "a damage card the player chose is turned face up",
    "soul-charge": "cards go from the deck to the soul (soul charge)",
    "to-soul": "a card the player chose goes from the hand into the soul",
    "look": "a player looks at cards",
    "reveal": "a card is revealed",
    "to-hand": "a card is put into the hand by an effect",
    "looked-to-drop": "the cards looked at and not taken are put into the drop zone",
    "discard": "a card is discarded from the hand",
    "bind": "a card is put into the bind zone",
    "bottom": "a card is put on the bottom of the deck",
    "remove": "a card is removed from the game",
    "removal": "a card leaves play by an effect",
    "cannot-be-hit": "a unit cannot be hit for a while",
    "cannot-attack": "a unit cannot attack for a while",
    "cannot-stand": "a unit cannot stand for a while",
    "lock": "a rear-guard is locked (turned face down)",
    "delete": "a vanguard is deleted (turned face down)",
    "locks-held": "the opponent's locked cards will not unlock at the end of their next turn",
    "prohibited": "an effect would do what another forbids: the prohibition wins",
    "look-count": "the player fixes how many cards to look at before looking",
    "attack-several": "a unit's attacks may target several units for a while",
    "can-drive-check": "a unit drive checks even as an attacking rear-guard for a while",
    "harmony": "a unit becomes in harmony until end of turn (or already is)",
    "attack-also": "one more unit becomes a unit being attacked by the same attack",
    "guard-assign": "the defender names which attacked unit a guardian guards",
    "gift-marker-removed": "an Imaginary Gift marker is removed from a circle",
    "accel-circle-lost": "an accel circle with no Accel marker left disappears",
    "close": "a look or search is over (the cards go back)",
    "nothing": "an effect does nothing in this state",
    "no-unit": "there is no unit where one is needed",
    "unlock": "a locked card is unlocked",
    "undelete": "a deleted vanguard is turned face up again",
    # Standard: persona ride, overDress, Imaginary Gifts, pseudo-cards
    "persona-ride": "a persona ride: a card drawn, the front row's bonus for the turn",
    "overdress": "a card is placed by overDress on its dress source",
    "xoverdress": "a card is placed by XoverDress over the rear-guards it names",
    "dress-leaves": "an originalDress card leaves with its unit",
    "gift-earned": "a ride earns an Imaginary Gift",
    "gift-type": "a player chooses the type (I or II) of a gift kind",
    "gift-marker": "a gift marker is put on a circle (or an accel circle made)",
    "gift-protect": "a Protect gift is given (a Protect card into the hand)",
    "gift-skipped": "a gift is not given (nothing it could apply to)",
    "cease": "a pseudo-card ceases to exist (it went where it cannot be)",
    "energy": "a player's energy is charged or blasted",
    "crest": "a crest is put into the crest zone",
    "ticket": "a ticket is added to the hand, or used",
    "gauge": "cards are equipped to a unit as gauge, or leave the gauge",
    "order-diverted": "an order card that would go onto a circle goes to the drop zone",
    # the G era (Premium)
    "g-zone": "the G deck is placed face down in the G zone",
    "stride": "a G unit strides onto the vanguard circle",
    "skip-stride": "the turn player does not stride",
    "heart": "a strode G unit takes its heart's name and power",
    "g-return": "a G unit returns face up to the G zone",
    "heart-returns": "the heart is the vanguard again",
    "skip-g-assist": "the turn player does not use G assist",
    "g-assist-look": "G assist: the top five cards are looked at",
    "g-assist-none": "G assist: no card is added and the deck is shuffled",
    "g-assist-remove": "G assist: four cards are removed from the game",
    # legion
    "legion": "a legion leader declares legion",
    "legion-return": "legion: a drop-zone card goes back to the deck",
    "legion-mate": "legion: the mate is put beside the leader",
    # the game and the judge
    "game-over": "the game ends (a win, a loss or a draw)",
    "position": "a position is set out (the game starts from a judge's position)",
    "manual": "a judge's manual adjustment",
    "correction": "a judge's correction begins (its reason; its adjustments follow)",
    "manual-ability": "an ability the engine cannot read is handed to the judge to resolve",
}
"""Every kind of event the engine writes, with what it records. ``[[expect]] kind = ...`` in
a position names one of these; a test checks that random games and every shipped position
write no other kind."""
