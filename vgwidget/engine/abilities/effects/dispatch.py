"""Carrying out an ability's effects: the ``ability-effect`` step looks up the effect's kind
and hands it to its family's function (:mod:`.units`, :mod:`.cards`, :mod:`.fetch`,
:mod:`.look`, :mod:`.legion`, :mod:`.markers`, :mod:`.game_end`). An effect that asks the
player something comes back here with the answer, through the same step.
"""

from __future__ import annotations

from ...context import Ctx
from ...registry import task
from ..conditions import holds
from ..refs import Ref, ability_of, quoted
from . import cards, face_up, fetch, game_end, harmony, legion, look, markers, units
from .steps import FIRST, EffectStep, following

EFFECTS: dict[str, EffectStep] = {
    **dict.fromkeys(units.UNIT_EFFECTS, units.unit_effect),
    "hold-locks": units.hold_locks,
    "draw": cards.draw,
    "soul-charge": cards.soul_charge,
    "counter-charge": cards.counter_charge,
    "shuffle": cards.shuffle,
    "heal": cards.heal,
    "damage-face-up": face_up.damage_face_up,
    "discard": cards.from_hand,
    "hand-to-soul": cards.from_hand,
    "superior-call": fetch.fetch,
    "superior-ride": fetch.fetch,
    "search": fetch.fetch,
    "look-top": look.look_top,
    "legion-from-soul": legion.legion_from_soul,
    "win-game": game_end.win_or_lose,
    "lose-game": game_end.win_or_lose,
    "energy-charge": markers.charge_energy,
    "get-crest": markers.crest,
    "get-ticket": markers.tickets,
    "get-gift": markers.gift,
    "remove-marker": markers.remove_gift_marker,
    "gauge-charge": markers.charge_gauge,
    "harmony": harmony.become_in_harmony,
}
"""The function that carries out each kind of effect (``Effect.do``)."""


@task("ability-effect")
@following
def ability_effect(
    ctx: Ctx, ref: Ref, k: int, chosen: tuple[int, ...] = (), pick: object = FIRST
) -> None:
    """Carry out effect ``k`` of the ability. ``chosen`` are the units or cards already
    chosen for it; ``pick`` is the latest choice (``None``: the player chose no more)."""
    e = ability_of(ctx.state, ref).effects[k]
    if (
        e.if_
        and pick is FIRST
        and not chosen
        and not holds(ctx.state, ref.card, e.if_, dict(ref.info))
    ):
        ctx.emit(
            "nothing",
            "ability.if",
            f'{quoted(ctx.state, ref.card)}\'s ability: the "if" of its '
            f"{e.do.replace('-', ' ')} part is not met now, so that part does nothing.",
            (ref.card,),
        )
        return  # a plain "if" is checked when its part is carried out (CR 4.55 §14.2.3.2.1)
    step = EFFECTS.get(e.do)
    if step is None:  # pragma: no cover - the card schema admits only the kinds above
        raise AssertionError(f"unhandled effect {e.do!r}")
    step(ctx, ref, k, e, chosen, pick)
