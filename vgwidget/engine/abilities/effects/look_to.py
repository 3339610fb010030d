"""Where a card taken from those looked at goes when not into the hand: into the soul ("put it
into your soul") or the drop zone ("discard it", "put it into your drop zone"), both public
zones, so the card is shown once it has moved (text.look-take-to). A call to (RC) or a ride
goes the way of a superior call or ride (:mod:`.fetch`)."""

from __future__ import annotations

from ...context import Ctx
from ..refs import quoted

_ZONE_WORDS = {"soul": ("to-soul", "zone.soul", "goes into the soul"),
               "drop": ("looked-to-drop", "zone.drop", "goes into the drop zone")}  # fmt: skip
"""For each zone a look's card may go to: (event kind, rule, words)."""


def looked_at_to_zone(ctx: Ctx, p: int, pick: int, label: str, zone: str) -> None:
    """Player ``p`` puts ``pick``, one of the cards they looked at, into ``zone`` (``soul``
    or ``drop``): both players see which card it is there."""
    kind, rule, words = _ZONE_WORDS[zone]
    ctx.move_card(pick, zone, kind, rule, f"{quoted(ctx.state, pick)} {words} ({label}).",
                  actor=p)  # fmt: skip
