"""What every effect step shares: the shape of an effect family's function, the marker for
"no choice made yet", and the wrapper that lets an ability keep following its own card when
its effect moved it (ZONE-043).
"""

from __future__ import annotations

from collections.abc import Callable

from ...context import Ctx
from ..model import Effect
from ..refs import Ref

EffectStep = Callable[[Ctx, Ref, int, Effect, tuple[int, ...], object], None]
"""One effect family's step: ``(ctx, ref, k, effect, chosen, pick)``: carry out effect ``k``
of the ability ``ref``; ``chosen`` are the units or cards already chosen for it; ``pick`` is
the latest choice (``None``: the player chose no more; :data:`FIRST`: nothing asked yet)."""

FIRST = object()
"""The ``pick`` of an effect step that has not asked anything yet."""


def following(fn: Callable[..., None]) -> Callable[..., None]:
    """Run an effect step; if it moved the ability's own card, that ability keeps treating
    the card as the same card (ZONE-043: only the effect that moved it)."""

    def step(ctx: Ctx, ref: Ref, *args: object) -> None:
        before = ctx.state.incarnation(ref.card)
        fn(ctx, ref, *args)
        after = ctx.state.incarnation(ref.card)
        if after != before:
            s = ctx.state
            marks = s.marks._replace(followed=s.followed | {(ref.card, ref.ability, after)})
            ctx.state = s._replace(marks=marks)

    step.__doc__ = fn.__doc__
    return step
