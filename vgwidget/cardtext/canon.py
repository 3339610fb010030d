"""One written form for an ability record, so that two records that mean the same are equal.

A card file may spell a record several ways (``"on": "self"`` or no ``on``, ``"n": 1`` or no
``n``, a look's ``"amount": 1`` or none). :func:`canonical` checks a record with the engine's
own :func:`~vgwidget.engine.abilities.model.parse_ability` and writes it back with every field
that only repeats the default left out; the compiler returns this form, the renderer reads it.

>>> canonical({"type": "AUTO", "zones": ["VC"], "timing": "attacks", "on": "self",
...            "effect": [{"do": "draw", "n": 1}]})
{'type': 'AUTO', 'zones': ['VC'], 'timing': 'attacks', 'effect': [{'do': 'draw'}]}
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from ..engine.abilities.model import Ability, Effect, parse_ability
from ..engine.abilities.vocabulary import PHASE_TIMINGS

_DEFAULTS = {f.name: f.default for f in fields(Effect)}


def effect_dict(e: Effect, kind: str) -> dict[str, Any]:
    """An effect with only the fields that differ from their defaults."""
    out: dict[str, Any] = {"do": e.do}
    for name, default in _DEFAULTS.items():
        if name == "do":
            continue
        value = getattr(e, name)
        if value == default:
            continue
        if name == "until" and kind == "CONT":
            continue  # a CONT ability's change lasts while it applies
        if name == "amount" and e.do == "look-top" and value == 1:
            continue  # one card taken is what no amount says
        if name == "if_":
            out["if"] = [{k: v} for k, v in sorted(e.if_, key=_condition_order)]
            continue
        out[name] = value
    return out


def _condition_order(pair: tuple[str, object]) -> tuple[str, str]:
    return pair[0], repr(pair[1])


def ability_dict(a: Ability) -> dict[str, Any]:
    """The canonical record of a parsed ability."""
    if a.manual:
        return manual_dict(a)
    out: dict[str, Any] = {}
    _head(a, out)
    if a.costs and a.keyword != "mega-blast":
        filters = {i: (field, value) for i, field, value in a.cost_filters}
        cost: list[dict[str, Any]] = []
        for i, (k, v) in enumerate(a.costs):
            if i in filters:
                field, value = filters[i]
                cost.append({k: {"n": v, field: value}})
            else:
                cost.append({k: v})
        out["cost"] = cost
    if a.optional != bool(a.costs):  # a cost makes an ability a "may" unless it says otherwise
        out["optional"] = a.optional
    out["effect"] = [effect_dict(e, a.kind) for e in a.effects]
    if a.text:
        out["text"] = a.text
    return out


def _head(a: Ability, out: dict[str, Any]) -> None:
    """Write an ability's head into ``out``: kind, zones, timing and whose event (AUTO, when
    read), 1/Turn, keyword, first chance and conditions, each only when it says more than
    the default."""
    out["type"] = a.kind
    out["zones"] = list(a.zones)
    if a.timing is not None and (a.kind == "AUTO" or a.manual):
        out["timing"] = a.timing
        if a.on != ("your-turn" if a.timing in PHASE_TIMINGS else "self"):
            out["on"] = a.on
    if a.once_per_turn:
        out["once_per_turn"] = True
    if a.keyword:
        out["keyword"] = a.keyword
    if a.first_chance:
        out["first_chance"] = True
    if a.conditions:
        # all conditions must hold: their order means nothing, so one order is written
        out["condition"] = [{k: v} for k, v in sorted(a.conditions, key=_condition_order)]


def manual_dict(a: Ability) -> dict[str, Any]:
    """The canonical record of a manual ability: what of its head was read, its text and
    why it is not read (no effect: the judge resolves it)."""
    out: dict[str, Any] = {"manual": True}
    if a.kind:
        _head(a, out)
    out["text"] = a.text
    if a.why:
        out["why"] = a.why
    return out


def canonical(obj: dict[str, Any], card_name: str = "card", index: int = 0) -> dict[str, Any]:
    """``obj`` (an ability record as a card file writes it) in the canonical form."""
    return ability_dict(parse_ability(obj, card_name, index))
