"""Triggering and resolving abilities: the waiting queue, costs, effects and choices.

* **AUTO**: when a procedure reaches a timing (``ctx.timing("attacks", card=...)``), every
  AUTO ability listening for it *triggers* and waits in ``state.pending``. Once the
  current step is finished and rule actions are done, the turn player resolves their
  waiting abilities one at a time in the order they choose, then the non-turn player
  (RULEACT-001..010); abilities that trigger meanwhile join the queue.
* **ACT**: offered among the main-phase actions while its cost can be paid (ABILITY-001).
* Costs are all-or-nothing and optional (COST-001, COST-002); "may" is a choice
  (TEXT-004); an effect that can only be partly done does what it can (GEN-003).

Every step is an event citing its rule. The work is done, one idea per module, by
:mod:`.refs` (an ability on its way), :mod:`.choices` (use, confirm, choose),
:mod:`.triggers`, :mod:`.queue`, :mod:`.costs`, :mod:`.targets`, :mod:`.effects` (one module
per family of effects), :mod:`.acts` (ACT abilities) and :mod:`.orders` (order cards); this
module gathers their public names where callers have always imported them.
"""

from __future__ import annotations

from .acts import act, act_check, act_options
from .by_hand import manual_ability, manual_candidates
from .choices import (
    ask,
    choose,
    choose_candidates,
    choose_check,
    confirm,
    confirm_candidates,
    decline,
    decline_check,
    use,
    use_candidates,
    use_check,
)
from .costs import COST_RULES, ability_cost, can_pay
from .effects.dispatch import ability_effect
from .effects.fetch import ability_call_to, ability_fetch, shuffle_after
from .effects.look import look_fixed, look_rest, look_rest_pick
from .orders import blitz_options, order_check, order_finish, order_options, play_order
from .queue import ability_resolve, order_candidates, resolve_check, resolve_chosen, schedule
from .refs import Ref, ability_of, start
from .refs import once_flag as _once_flag
from .targets import fixed_targets, target_options
from .triggers import cards_with_abilities, listened_timings, on_timing

__all__ = [
    "COST_RULES",
    "Ref",
    "_once_flag",
    "ability_call_to",
    "ability_cost",
    "ability_effect",
    "ability_fetch",
    "ability_of",
    "ability_resolve",
    "act",
    "act_check",
    "act_options",
    "ask",
    "blitz_options",
    "can_pay",
    "cards_with_abilities",
    "choose",
    "choose_candidates",
    "choose_check",
    "confirm",
    "confirm_candidates",
    "decline",
    "decline_check",
    "fixed_targets",
    "listened_timings",
    "look_fixed",
    "look_rest",
    "look_rest_pick",
    "manual_ability",
    "manual_candidates",
    "on_timing",
    "order_candidates",
    "order_check",
    "order_finish",
    "order_options",
    "play_order",
    "resolve_check",
    "resolve_chosen",
    "schedule",
    "shuffle_after",
    "start",
    "target_options",
    "use",
    "use_candidates",
    "use_check",
]
