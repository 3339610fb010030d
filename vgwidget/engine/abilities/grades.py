"""Grades in card text: "a grade 3 or greater unit" as the unit a battle's attack targets or
the unit that attacks (conditions of a battle timing), and one grade filter (exact, "or
greater", "or less") for the cards an effect may take (text.grade-filter)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..cards import Card
from ..state import VC, State
from .model import Effect


def _attacked_grade(on_vc: bool) -> Callable[[State, int, object, Mapping[str, object]], bool]:
    def check(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
        """A unit being attacked (a vanguard, if so asked) has grade N or greater."""
        b = s.battle
        assert isinstance(value, int)
        return b is not None and any(
            s.table.cards[u].grade >= value and (c == VC or not on_vc) for u, c in b.attacked()
        )

    return check


def _attacker_grade(on_vc: bool) -> Callable[[State, int, object, Mapping[str, object]], bool]:
    def check(s: State, iid: int, value: object, info: Mapping[str, object]) -> bool:
        """The attacking unit (a vanguard, if so asked) has grade N or greater."""
        b = s.battle
        assert isinstance(value, int)
        return (
            b is not None
            and s.table.cards[b.attacker].grade >= value
            and (b.attacker_circle == VC or not on_vc)
        )

    return check


BATTLE_GRADE_CHECKS: dict[str, Callable[[State, int, object, Mapping[str, object]], bool]] = {
    "attacked-grade-at-least": _attacked_grade(False),
    "attacked-vanguard-grade-at-least": _attacked_grade(True),
    "attacker-grade-at-least": _attacker_grade(False),
    "attacker-vanguard-grade-at-least": _attacker_grade(True),
}
"""How each of ``filters.BATTLE_GRADES`` is worked out (``conditions.CONDITION_CHECKS``): the
grade of a unit in the battle under way (text.battle-grade): a unit the attack targets
(several at once with a multi-target attack, ATTACK-009: one of them is enough), or the
attacking unit; "…-vanguard-…" asks that unit to be on the vanguard circle too."""


def grade_fits(c: Card, min_grade: int | None, max_grade: int | None) -> bool:
    """Whether card ``c`` passes an effect's grade filter: "grade N" (``min_grade`` and
    ``max_grade`` both N), "grade N or greater" (``min_grade``), "grade N or less"
    (``max_grade``), both bounds included (TEXT-009). A grade filter asks for a unit card (a
    Protect's grade is no number, an order has no place among the cards it offers)."""
    if not c.is_unit:
        return False
    return (min_grade is None or c.grade >= min_grade) and (
        max_grade is None or c.grade <= max_grade
    )


def unit_grade_fits(c: Card, e: Effect) -> bool:
    """Whether the unit ``c`` may be chosen by ``e`` ("choose one of your opponent's grade 2
    or less rear-guards"): within the choice's grade filter, if it has one."""
    if e.min_grade is None and e.max_grade is None:
        return True
    return grade_fits(c, e.min_grade, e.max_grade)
