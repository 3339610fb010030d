"""Lock and delete: the one way a card on a circle is turned face down, and turned back.

* **Lock** (LOCK-001..006) turns a rear-guard face down into a *locked card*: no unit, no text,
  no attack, boost or move, not attacked, its circle closed to calls. At the end of its owner's
  turn it turns face up, standing, and is a unit again -- "when unlocked" abilities trigger
  (LOCK-005, ``unlocked`` timing).
* **Delete** (DELETE-001..007) turns a vanguard face down: it keeps name and grade, printed
  power 0, no text. A legioned vanguard's mate is deleted with it, the two staying side by side
  (LEGION-009). At the end of its owner's turn it turns face up, standing (DELETE-004).

Card effects (``lock`` / ``delete`` in :mod:`.resolve`), a judge's correction
(:mod:`.manual`) and the end phase (:func:`vgwidget.engine.procedures.turn.end_unlock`) all go
through :func:`seal` and :func:`unseal`.
"""

from __future__ import annotations

from ..context import Ctx
from ..state import State

KEYS = {"lock": "locked", "delete": "deleted"}


def sealed_with(s: State, iid: int, how: str) -> tuple[int, ...]:
    """The cards turned over together with ``iid``: a deleted vanguard's legion mate goes face
    down beside it (LEGION-009)."""
    if how != "delete":
        return (iid,)
    p = s.table.owner[iid]
    ps = s.players[p]
    return (iid, *ps.legion) if ps.vanguard == iid else (iid,)


def seal(ctx: Ctx, iid: int, how: str) -> tuple[int, ...]:
    """Lock (``how="lock"``) or delete (``"delete"``) the card ``iid``: it turns face down on
    its circle and its state says so. Returns every card turned over."""
    cards = sealed_with(ctx.state, iid, how)
    key = KEYS[how]
    ctx.set(
        **{
            key: getattr(ctx.state, key) | set(cards),
            "face_down": ctx.state.face_down | set(cards),
        }
    )
    return cards


def unseal(ctx: Ctx, cards: tuple[int, ...], how: str, *, stand: bool = False) -> None:
    """Turn locked (``"lock"``) or deleted (``"delete"``) cards face up again; with ``stand``
    they also stand (the end-of-turn unlock and undelete, LOCK-005 / DELETE-004)."""
    key = KEYS[how]
    if how == "lock" and stand:
        for c in cards:  # an unlocked card is a new card: earlier effects on it end (ZONE-042)
            ctx._forget(c)  # noqa: SLF001 - the zone change's own "new card" step
    s = ctx.state
    changes: dict[str, object] = {
        key: getattr(s, key) - set(cards),
        "face_down": s.face_down - set(cards),
    }
    if stand:
        changes["rested"] = s.rested - set(cards)
    ctx.set(**changes)


__all__ = ["seal", "sealed_with", "unseal"]
