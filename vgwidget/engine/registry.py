"""Where procedures register themselves.

* a **task** is a step of a procedure that runs without asking anyone
  (``TASKS[name](ctx, *args)``);
* a **decision** kind lists the action kinds it accepts (``DECISIONS``) and how to
  enumerate candidate actions (``CANDIDATES``);
* each action kind has a **check** (``CHECKS``: returns the rule and reason that
  forbid it, or ``None``) and a **handler** (``HANDLERS``) that carries it out.

``legal_actions`` is "every candidate whose check passes", so the reason an
illegal action is refused is always the same code that keeps it off the list.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from .actions import Action
from .context import Ctx
from .state import State


class Refusal(NamedTuple):
    """Why an action is not allowed: the rule that forbids it and a sentence."""

    rule: str
    message: str


TaskFn = Callable[..., None]
CheckFn = Callable[[State, Action], "Refusal | None"]
HandlerFn = Callable[[Ctx, Action], None]
CandidatesFn = Callable[[State], "list[Action]"]

TASKS: dict[str, TaskFn] = {}
CHECKS: dict[str, CheckFn] = {}
HANDLERS: dict[str, HandlerFn] = {}
DECISIONS: dict[str, tuple[str, ...]] = {}
CANDIDATES: dict[str, CandidatesFn] = {}
DECISION_RULES: dict[str, str] = {}
MAIN_EXTRAS: list[Callable[[State, int], list[Action]]] = []
"""More main-phase actions (ACT abilities, orders) contributed by the abilities system."""
GUARD_EXTRAS: list[Callable[[State, int], list[Action]]] = []
"""More guard-step actions (blitz orders) contributed by the abilities system."""


def task(name: str) -> Callable[[TaskFn], TaskFn]:
    def deco(fn: TaskFn) -> TaskFn:
        TASKS[name] = fn
        return fn

    return deco


def check(kind: str) -> Callable[[CheckFn], CheckFn]:
    def deco(fn: CheckFn) -> CheckFn:
        CHECKS[kind] = fn
        return fn

    return deco


def handler(kind: str) -> Callable[[HandlerFn], HandlerFn]:
    def deco(fn: HandlerFn) -> HandlerFn:
        HANDLERS[kind] = fn
        return fn

    return deco


def decision(
    kind: str, accepts: tuple[str, ...], rule: str
) -> Callable[[CandidatesFn], CandidatesFn]:
    """Register a decision kind: the action kinds it accepts and its candidate enumerator."""

    def deco(fn: CandidatesFn) -> CandidatesFn:
        DECISIONS[kind] = accepts + _EXTRA_ACCEPTS.get(kind, ())
        CANDIDATES[kind] = fn
        DECISION_RULES[kind] = rule
        return fn

    return deco


_EXTRA_ACCEPTS: dict[str, tuple[str, ...]] = {}


def also_accept(kind: str, *actions: str) -> None:
    """Let decision ``kind`` accept more action kinds (used by the abilities system for ACT
    abilities and orders), whichever of the two is registered first."""
    _EXTRA_ACCEPTS[kind] = _EXTRA_ACCEPTS.get(kind, ()) + actions
    if kind in DECISIONS:
        DECISIONS[kind] = DECISIONS[kind] + actions
