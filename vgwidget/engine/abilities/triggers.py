"""Triggering: when a procedure reaches a timing (``ctx.timing("attacks", card=...)``), every
AUTO ability listening for it whose card is in the right zone, whose event concerns it and
whose condition holds *triggers* and waits in ``state.pending`` (RULEACT-001; ABILITY-010 for
first-chance abilities). The waiting abilities resolve later, at a check timing
(:mod:`.queue`).

Importing this module installs :func:`on_timing` as the engine's timing hook.
"""

from __future__ import annotations

from collections.abc import Mapping

from .. import context as _context
from ..context import Ctx, player_name
from ..state import RC_NAMES, CardTable, State
from .conditions import ability_active, conditions_hold, zone_of
from .harmony import placed_in_column
from .harmony_names import IN_COLUMN, PLACED_INCARNATION
from .index import table_index
from .refs import Ref, first_flag, once_flag, quoted


def on_timing(ctx: Ctx, name: str, info: Mapping[str, object]) -> None:
    """Find every AUTO ability that triggers at this moment and put it in the queue."""
    entries = table_index(ctx.state.table).auto.get(name)
    if not entries:
        return
    s = ctx.state
    subject = info.get("card")
    subj = subject if isinstance(subject, int) else None
    for iid, i in entries:
        if not ability_active(s, iid):
            continue
        ab = s.table.cards[iid].abilities[i]
        owner = s.table.owner[iid]
        try:
            zone = zone_of(s, iid)
        except KeyError:
            continue
        if zone not in ab.zones and not (subj == iid and info.get("from") in ab.zones):
            continue  # (the second case looks back at a card that has just left its zone)
        if not _related(ab.on, s, iid, owner, subj, info):
            continue
        if ab.once_per_turn and once_flag(iid, i) in s.turn_flags:
            continue
        if ab.first_chance and first_flag(iid, i) in s.turn_flags:
            continue
        if not conditions_hold(s, iid, ab, info):
            continue
        if ab.first_chance:  # the chance is spent now, used or not (ABILITY-010)
            ctx.state = s
            ctx.flag(first_flag(iid, i))
            s = ctx.state
        extra = tuple((k, v) for k, v in info.items() if isinstance(v, (int, str)) and k != "card")
        if ab.on == IN_COLUMN and subj is not None:  # (Harmony: the placed card, as it is now)
            extra = (*extra, (PLACED_INCARNATION, s.incarnation(subj)))
        ref = Ref(owner, iid, i, subj, name, extra, s.incarnation(iid))
        s = s._replace(pending=(*s.pending, ref))
        ctx.state = s
        ctx.emit(
            "ability-trigger",
            "ability.auto",
            f"{player_name(owner)}'s {quoted(s, iid)}: its {ab.describe()} ability triggers; "
            "it resolves at the next check timing, once the current procedure is over and rule "
            "actions have been checked.",
            (iid,),
        )
        s = ctx.state


def _related(
    on: str, s: State, iid: int, owner: int, subject: int | None, info: Mapping[str, object]
) -> bool:
    """Whether the event concerns the ability (its ``on``: this card, one of your units, the
    unit this card boosts, your turn ...)."""
    if on == "self":
        return subject == iid
    if on == "self-boosted":
        return info.get("boosted") == iid
    if on == "boosted-by-self":
        b = s.battle
        return b is not None and b.booster == iid and subject == b.attacker
    if on == "self-or-boosted-by-self":  # the battle this card attacked or boosted in
        b = s.battle
        return subject == iid or (b is not None and b.booster == iid and subject == b.attacker)
    if on == "your-unit":
        return subject is not None and s.table.owner[subject] == owner
    if on == "your-other-unit":
        return subject is not None and subject != iid and s.table.owner[subject] == owner
    if on == "your-rear-guard":
        # a rear-guard of the owner: for a card that has just left its circle (put into the
        # drop zone, ...) the event says where it came from; a guardian leaving the guardian
        # circle or a card discarded from hand is no rear-guard
        if subject is None or s.table.owner[subject] != owner:
            return False
        if "from" in info:
            return info["from"] == "RC"
        return s.locate(subject)[1] in RC_NAMES
    if on == "your-vanguard":
        return subject is not None and subject == s.players[owner].vanguard
    if on == "opponent-unit":
        return subject is not None and s.table.owner[subject] != owner
    if on == "your-turn":
        return s.turn_player == owner
    if on == "opponent-turn":
        return s.turn_player != owner
    if on == "you":
        return info.get("player") == owner
    if on == IN_COLUMN:
        return placed_in_column(s, iid, owner, subject)
    return True


def listened_timings(table: object) -> frozenset[str]:
    """The timings some AUTO ability of ``table``'s cards waits for."""
    assert isinstance(table, CardTable)
    return table_index(table).timings


def cards_with_abilities(table: object) -> frozenset[int]:
    """The instances of ``table`` that have any ability."""
    assert isinstance(table, CardTable)
    return table_index(table).with_abilities


_context.set_timing_dispatch(on_timing, listened_timings, cards_with_abilities)
