"""Abilities as data: the declarative format that card files use.

A card's ``abilities`` list holds objects such as::

    {"type": "AUTO", "zones": ["VC"], "timing": "attacks", "on": "self",
     "once_per_turn": true,
     "condition": [{"limit-break": 4}],
     "cost": [{"counter-blast": 1}],
     "effect": [{"do": "power", "amount": 10000, "target": "self", "until": "battle"}],
     "text": "..."}

This module turns such objects into frozen :class:`Ability` records and rejects
anything malformed with a message naming the card and the field. No Python is
written per card: procedures in :mod:`.resolve` interpret these records.

>>> a = parse_ability({"type": "ACT", "zones": ["VC"], "cost": [{"soul-blast": 1}],
...                    "effect": [{"do": "draw", "n": 1}]}, "Test Card")
>>> a.kind, a.costs, a.effects[0].do
('ACT', (('soul-blast', 1),), 'draw')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import CardDataError
from . import stride_words as sw
from .all_clans import check_all_clans
from .filters import check_unit_filter
from .foreach2_names import group_per
from .names import check_name_filter
from .placed import check_placed_from
from .rows import check_circle
from .vocabulary import (
    ACTIVE_CONDITIONS,
    BATTLE_ROLES,
    CONDITION_VALUES,
    CONDITIONS,
    CONT_EFFECTS,
    CONT_ONLY_EFFECTS,
    COSTS,
    DELETE_TARGETS,
    EFFECT_FIELDS,
    EFFECTS,
    ESPECIAL_COSTS,
    FIXED_TARGETS,
    GIFT_NAMES,
    KEYWORDS,
    KINDS,
    LOCK_TARGETS,
    LOOK_RESTS,
    LOOK_TOS,
    MEGA_BLAST,
    PER_COUNTS,
    PHASE_TIMINGS,
    RELATIONS,
    SOURCES,
    TARGETS,
    TIMINGS,
    UNTILS,
    VANGUARD_CHOICES,
    ZONES,
)
from .words import ZONE_WORDS, timing_words


@dataclass(frozen=True)
class Effect:
    """One instruction of an ability's effect."""

    do: str
    amount: int = 0
    n: int = 1
    up_to: bool = False
    target: str = "self"
    until: str = "turn"
    source: str = "deck"
    name: str | None = None
    max_grade: int | None = None
    min_grade: int | None = None
    group: str | None = None  # a clan, nation or race the card taken has (text.group-filter)
    """With ``max_grade``, the grade filter of the cards taken (text.grade-filter)."""
    name_has: str | None = None
    """Only cards with these words in their card name (text.name-contains)."""
    rested: bool = False
    rest: str = "top"
    """Where the cards looked at but not taken go (``look-top``): ``top``, ``bottom``,
    ``drop`` (into the drop zone) or ``shuffle`` (they stay in the deck, which is shuffled)."""
    to: str = "hand"
    """``look-top``: where the card taken goes (:data:`LOOK_TOS`, text.look-take-to)."""
    look_up_to: bool = False
    """``look-top``: "look at *up to* ``n`` cards": the player fixes how many (0 to ``n``)
    before looking at any (TEXT-014)."""
    reveal: bool = False
    """``look-top``: "reveal it and put it into your hand": the card taken is shown to both
    players before it goes to the hand, so the opponent learns which card it is."""
    per: str | None = None
    """``power`` / ``critical`` / ``shield``: ``amount`` *for each* of what this counts
    (:data:`PER_COUNTS`: ``your-rear-guard``, ``opponent-rear-guard``), counted when this part
    of the effect is carried out (for a CONT ability: whenever it is applied)."""
    if_: tuple[tuple[str, object], ...] = ()
    """Written ``"if": [{"damage-at-least": 5}]``: a plain "if …" inside the effect, checked
    when this part of the effect is carried out; when it fails, this part does nothing and
    the rest of the effect goes on (CR 4.55 §14.2.3.2.1 sets it apart from an *active*
    condition, see :data:`ACTIVE_CONDITIONS`)."""


@dataclass(frozen=True)
class Ability:
    """One ability printed on a card."""

    kind: str
    zones: tuple[str, ...]
    effects: tuple[Effect, ...]
    timing: str | None = None
    on: str = "self"
    once_per_turn: bool = False
    conditions: tuple[tuple[str, object], ...] = ()
    costs: tuple[tuple[str, int], ...] = ()
    optional: bool = False
    keyword: str | None = None
    text: str = ""
    first_chance: bool = False
    """AUTO: only the first time in a turn it triggers -- the chance is spent at the trigger,
    so declining it (or its cost) then does not let it trigger again that turn (ABILITY-010)."""
    cost_filters: tuple[tuple[int, str, str], ...] = ()
    """``(cost index, "clan" | "name" | "name_has", value)``: the cards an especial cost may use
    (COST-010; ``name_has``: a part of their name, text.name-contains)."""
    manual: bool = False
    """A manual ability: the engine cannot read its text, so it has no effects and the judge
    resolves it by hand (judge.manual-ability). Its ``kind`` is ``""`` when even its head
    (AUTO, ACT or CONT) was not read."""
    why: str = ""
    """For a manual ability: why its text is not read."""

    @property
    def head_read(self) -> bool:
        """Whether the engine knows when the ability applies: its kind, and an AUTO
        ability's timing (a manual ability whose head is not read is put into play by the
        judge)."""
        return self.kind in KINDS and (self.kind != "AUTO" or self.timing is not None)

    def describe(self) -> str:
        """A short label for explain text, in words: where the ability works and whose
        event it waits for.

        >>> Ability("AUTO", ("VC",), (Effect("draw"),), timing="attacks").describe()
        'AUTO (on the vanguard circle, when this unit attacks)'
        >>> Ability("AUTO", ("RC",), (Effect("draw"),), timing="attacks",
        ...         on="your-other-unit").describe()
        'AUTO (on a rear-guard circle, when another of your units attacks)'
        """
        where = " or ".join(ZONE_WORDS.get(z, z) for z in self.zones)
        label = f"{self.keyword.replace('-', ' ')} " if self.keyword else ""
        if self.manual:
            label = "manual " + label
            if not self.kind:
                return f"{label}ability (its head is not read)"
        if self.kind == "AUTO" and self.timing:
            return f"{label}{self.kind} ({where}, {timing_words(self.timing, self.on)})"
        return f"{label}{self.kind} ({where})"


_ABILITY_KEYS = {
    "type",
    "zones",
    "timing",
    "on",
    "once_per_turn",
    "condition",
    "cost",
    "effect",
    "optional",
    "keyword",
    "text",
    "first_chance",
    "manual",
    "why",
}
_MANUAL_KEYS = _ABILITY_KEYS - {"cost", "effect", "optional"}
_EFFECT_KEYS = {f for f in Effect.__dataclass_fields__ if f != "if_"} | {"if"}


_VALUE_WORDS = {int: "a whole number", str: "a name", bool: "true or false"}


def _one_pair(obj: Any, allowed: tuple[str, ...], what: str, where: str) -> tuple[str, Any]:
    if not isinstance(obj, dict) or len(obj) != 1:
        raise CardDataError(f"{where}: each {what} is an object with one key, got {obj!r}")
    ((k, v),) = obj.items()
    if k not in allowed:
        raise CardDataError(f"{where}: unknown {what} {k!r} (known: {', '.join(allowed)})")
    return k, v


def _conditions(items: Any, where: str) -> tuple[tuple[str, object], ...]:
    """A list of ``{condition: value}`` objects, each value of its condition's kind."""
    if not isinstance(items, (list, tuple)):
        raise CardDataError(f"{where}: conditions are a list of objects, got {items!r}")
    conds = tuple(_one_pair(c, CONDITIONS, "condition", where) for c in items)
    for cname, value in conds:
        want = CONDITION_VALUES[cname]
        if not isinstance(value, want) or (want is int and isinstance(value, bool)):
            raise CardDataError(
                f"{where}: condition {cname!r} takes {_VALUE_WORDS[want]}, got {value!r}"
            )
        if cname == "battle-role" and value not in BATTLE_ROLES:
            raise CardDataError(
                f"{where}: condition 'battle-role' is one of {', '.join(BATTLE_ROLES)}, "
                f"got {value!r}"
            )
    return conds


def parse_effect(obj: Any, where: str) -> Effect:
    if not isinstance(obj, dict):
        raise CardDataError(f"{where}: an effect must be an object")
    unknown = set(obj) - _EFFECT_KEYS
    if unknown:
        raise CardDataError(f"{where}: unknown effect field(s) {sorted(unknown)}")
    do = obj.get("do")
    if do not in EFFECTS:
        raise CardDataError(f"{where}: effect 'do' must be one of {', '.join(EFFECTS)}")
    ignored = set(obj) - {"do", "if"} - EFFECT_FIELDS[do]
    if ignored:
        raise CardDataError(
            f"{where}: effect {do!r} does not use field(s) {sorted(ignored)} "
            f"(it reads: {', '.join(sorted(EFFECT_FIELDS[do])) or 'nothing else'})"
        )
    for flag in ("up_to", "rested", "look_up_to", "reveal"):
        if not isinstance(obj.get(flag, False), bool):
            raise CardDataError(f"{where}: {flag!r} must be true or false")
    for text_field in ("name", "group", "name_has"):
        if text_field in obj and not isinstance(obj[text_field], str):
            raise CardDataError(f"{where}: {text_field!r} must be a card name")
    for bound in ("max_grade", "min_grade"):
        if bound in obj and (isinstance(obj[bound], bool) or not isinstance(obj[bound], int)):
            raise CardDataError(f"{where}: {bound!r} must be a whole number")
    if do in ("get-crest", "get-ticket") and not isinstance(obj.get("name"), str):
        raise CardDataError(f"{where}: effect {do!r} needs the 'name' of the {do[4:]} it makes")
    if do in ("power", "critical", "shield") and not obj.get("amount"):
        raise CardDataError(f"{where}: effect {do!r} needs a non-zero 'amount'")
    if "per" in obj and obj["per"] not in PER_COUNTS and group_per(str(obj["per"])) is None:
        raise CardDataError(
            f"{where}: 'per' counts one of {', '.join(PER_COUNTS)} (the amount for each one), "
            "or a clan's or nation's cards (e.g. 'your-clan-unit:CLAN', rule text.for-each)"
        )
    if do == "get-gift" and obj.get("name") not in GIFT_NAMES:
        raise CardDataError(
            f"{where}: effect 'get-gift' needs the 'name' of a gift: {', '.join(GIFT_NAMES)}"
        )
    if do == "remove-marker" and obj.get("name") not in ("force", "accel", "protect"):
        raise CardDataError(
            f"{where}: effect 'remove-marker' needs the 'name' of a gift marker kind: force, "
            "accel or protect"
        )
    if do == "attack-several" and (not isinstance(obj.get("amount"), int) or obj["amount"] < 2):
        raise CardDataError(
            f"{where}: effect 'attack-several' needs an 'amount' of 2 or more (how many units "
            "the attack may target)"
        )
    if (
        do in ("superior-call", "superior-ride")
        and "target" in obj
        and (obj["target"] != "self" or obj.get("source") != "soul")
    ):
        raise CardDataError(
            f"{where}: effect {do!r} takes 'target' only as \"self\" with 'source' \"soul\" "
            "(this card from the soul)"
        )
    fields = {k: v for k, v in obj.items() if k != "if"}
    if_ = tuple(_conditions(obj.get("if", ()), where))
    if any(name in ACTIVE_CONDITIONS for name, _ in if_):
        raise CardDataError(
            f"{where}: {sorted(ACTIVE_CONDITIONS)} make the whole ability active: write them "
            "in the ability's 'condition', not in an effect's 'if'"
        )
    e = Effect(**fields, if_=if_)
    check_name_filter(e.do, e.target, e.name_has, where)
    if e.target not in TARGETS:
        raise CardDataError(f"{where}: unknown target {e.target!r} (known: {', '.join(TARGETS)})")
    if do == "lock" and e.target not in LOCK_TARGETS:
        raise CardDataError(
            f"{where}: only rear-guards are locked: 'lock' targets one of "
            f"{', '.join(sorted(LOCK_TARGETS))}"
        )
    if do in ("retire", "bind") and e.target in VANGUARD_CHOICES:
        raise CardDataError(
            f"{where}: a vanguard is not retired or bound by a choice: {do!r} cannot target "
            f"{e.target!r}"
        )
    check_unit_filter(do, obj, e.target, where)
    if do == "delete" and e.target not in DELETE_TARGETS:
        raise CardDataError(
            f"{where}: only a vanguard is deleted: 'delete' targets "
            f"{' or '.join(sorted(DELETE_TARGETS))}"
        )
    if do == "limit-break-relief" and ("n" not in obj or e.amount <= 0):
        raise CardDataError(
            f"{where}: 'limit-break-relief' needs 'n' (the Limit Break number it helps) and a "
            "positive 'amount' (how much less damage it needs)"
        )
    if e.until not in UNTILS:
        raise CardDataError(f"{where}: 'until' must be one of {UNTILS}")
    if e.source not in SOURCES:
        raise CardDataError(f"{where}: 'source' must be one of {SOURCES}")
    if e.rest not in LOOK_RESTS:
        raise CardDataError(f"{where}: 'rest' must be one of {', '.join(LOOK_RESTS)}")
    if e.to not in LOOK_TOS or (e.to in ("RC", "ride") and e.look_up_to):
        raise CardDataError(f"{where}: 'to' is one of {', '.join(LOOK_TOS)} (not RC or ride "
                            "after a look at *up to* N)")  # fmt: skip
    if not isinstance(e.n, int) or e.n < 0 or not isinstance(e.amount, int):
        raise CardDataError(f"{where}: 'n' and 'amount' must be whole numbers")
    return e


def parse_ability(obj: Any, card_name: str, index: int = 0) -> Ability:
    """Check one ability object from a card file and build its record."""
    where = f"card {card_name!r} ability {index}"
    if not isinstance(obj, dict):
        raise CardDataError(f"{where}: an ability must be an object")
    unknown = set(obj) - _ABILITY_KEYS
    if unknown:
        raise CardDataError(f"{where}: unknown field(s) {sorted(unknown)}")
    if "manual" in obj or "why" in obj:
        return _parse_manual(obj, where)
    kind = obj.get("type")
    if kind not in KINDS:
        raise CardDataError(f"{where}: 'type' must be AUTO, ACT, CONT or ORDER")
    zones = tuple(obj.get("zones", ("VC", "RC")))
    for z in zones:
        if z not in ZONES:
            raise CardDataError(f"{where}: unknown zone {z!r} (known: {', '.join(ZONES)})")
    timing = obj.get("timing")
    if kind == "AUTO":
        if timing not in TIMINGS:
            raise CardDataError(f"{where}: an AUTO ability needs a 'timing' from {TIMINGS}")
    elif timing is not None:
        raise CardDataError(f"{where}: only AUTO abilities have a timing")
    if "on" in obj and kind != "AUTO":
        raise CardDataError(f"{where}: only AUTO abilities have 'on' (whose event they wait for)")
    on = obj.get("on", "your-turn" if timing in PHASE_TIMINGS else "self")
    if on not in RELATIONS:
        raise CardDataError(f"{where}: 'on' must be one of {', '.join(RELATIONS)}")
    keyword = obj.get("keyword")
    if keyword is not None and keyword not in KEYWORDS:
        raise CardDataError(f"{where}: unknown keyword {keyword!r} (known: {', '.join(KEYWORDS)})")
    if kind == "CONT":
        for field in ("cost", "once_per_turn", "optional"):
            if field in obj:
                raise CardDataError(
                    f"{where}: a CONT ability has no {field!r} (it applies while its condition "
                    "holds)"
                )
    if "first_chance" in obj and kind != "AUTO":
        raise CardDataError(f"{where}: only AUTO abilities have 'first_chance'")
    for field in ("once_per_turn", "optional", "first_chance"):
        if not isinstance(obj.get(field, False), bool):
            raise CardDataError(f"{where}: {field!r} must be true or false")
    conds = _conditions(obj.get("condition", ()), where)
    check_placed_from(conds, kind, timing, where)
    check_circle(conds, kind, zones, timing, on, where)
    if kind == "CONT" and any("if" in e for e in obj.get("effect", ()) if isinstance(e, dict)):
        raise CardDataError(
            f"{where}: a CONT ability's effect has no 'if' (it applies while its condition holds)"
        )
    costs: list[tuple[str, int]] = []
    filters: list[tuple[int, str, str]] = []
    for c in obj.get("cost", ()):
        k, v = _one_pair(c, COSTS, "cost", where)
        if k in ESPECIAL_COSTS:
            v = _especial(v, k, len(costs), filters, where)
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise CardDataError(f"{where}: cost {k!r} needs a whole number")
        costs.append((k, v))
    if keyword == "mega-blast":
        if costs:
            raise CardDataError(
                f"{where}: a Mega Blast's cost is the keyword itself (soul blast 8 and counter "
                "blast 5): give no other 'cost'"
            )
        costs = list(MEGA_BLAST)
    if keyword == "cross-ride" and (
        kind != "CONT" or not any(name == "soul-has-name" for name, _ in conds)
    ):
        raise CardDataError(
            f"{where}: a cross ride ability is CONT, with a 'soul-has-name' condition naming "
            "the grade 3 it was ridden over"
        )
    effects = tuple(
        parse_effect(e, f"{where} effect {i}") for i, e in enumerate(obj.get("effect", ()))
    )
    if not effects:
        raise CardDataError(f"{where}: an ability needs at least one effect")
    for i, e in enumerate(effects):
        ewhere = f"{where} effect {i}"
        if kind != "CONT" and e.do in CONT_ONLY_EFFECTS:
            raise CardDataError(f"{ewhere}: {e.do!r} belongs to CONT abilities only")
        if kind == "CONT":
            if e.do not in CONT_EFFECTS and not sw.stride_grade_ok(e, zones, ewhere):
                raise CardDataError(
                    f"{ewhere}: a CONT ability cannot {e.do!r} (it can: {', '.join(CONT_EFFECTS)})"
                )
            if e.target not in FIXED_TARGETS:
                raise CardDataError(
                    f"{ewhere}: a CONT effect cannot target {e.target!r} (it can: "
                    f"{', '.join(FIXED_TARGETS)})"
                )
            if "until" in obj["effect"][i] and e.until != "while":
                raise CardDataError(f"{ewhere}: a CONT effect lasts 'while' its condition holds")
        elif e.until == "while":
            raise CardDataError(
                f"{ewhere}: 'until' \"while\" belongs to CONT abilities ({kind} effects last "
                "until the end of the 'battle' or the 'turn')"
            )
    check_all_clans(kind, zones, ZONES, conds, [e.do for e in effects], where)
    optional = bool(obj.get("optional", bool(costs)))
    return Ability(
        kind=kind,
        zones=zones,
        effects=effects,
        timing=timing,
        on=on,
        once_per_turn=bool(obj.get("once_per_turn", False)),
        conditions=conds,
        costs=tuple(costs),
        optional=optional,
        keyword=keyword,
        text=str(obj.get("text", "")),
        first_chance=bool(obj.get("first_chance", False)),
        cost_filters=tuple(filters),
    )


def _parse_manual(obj: dict[str, Any], where: str) -> Ability:
    """A manual ability record: ``{"manual": true, "text": ..., "why": ...}`` and what of its
    head was read (``type``, ``zones``, an AUTO's ``timing`` and ``on``, ``once_per_turn``,
    ``keyword``, ``first_chance``, the head's ``condition``); never an effect, a cost or
    "optional": the judge reads those on the card."""
    if obj.get("manual") is not True:
        raise CardDataError(
            f"{where}: 'manual' must be true (and 'why' belongs to a manual ability)"
        )
    extra = sorted(set(obj) - _MANUAL_KEYS)
    if extra:
        raise CardDataError(
            f"{where}: a manual ability has no {extra} (the judge resolves its text by hand)"
        )
    text = obj.get("text")
    if not isinstance(text, str) or not text.strip():
        raise CardDataError(f"{where}: a manual ability needs its printed 'text'")
    if not isinstance(obj.get("why", ""), str):
        raise CardDataError(f"{where}: 'why' must be a text")
    kind = obj.get("type", "")
    if kind not in KINDS and kind != "":
        raise CardDataError(f"{where}: 'type' must be AUTO, ACT, CONT or ORDER (or left out)")
    if not kind and set(obj) - {"manual", "text", "why"}:
        raise CardDataError(f"{where}: a manual ability with no 'type' has only its text and why")
    probe = {k: v for k, v in obj.items() if k not in ("manual", "why", "text")}
    if kind == "AUTO" and "timing" not in probe:
        if "on" in probe or "first_chance" in probe:
            raise CardDataError(f"{where}: 'on' and 'first_chance' need the ability's timing")
        probe["timing"] = TIMINGS[0]  # (checked as if it had one; it is not kept)
    if not kind:
        return Ability("", (), (), text=text.strip(), manual=True, why=str(obj.get("why", "")))
    stand_in = {"do": "power", "amount": 1} if kind == "CONT" else {"do": "draw"}
    try:  # the head is checked as an ability with a stand-in effect, which is not kept
        base = parse_ability({**probe, "effect": [stand_in]}, "", 0)
    except CardDataError as exc:
        raise CardDataError(f"{where}: {str(exc).split(': ', 1)[-1]}") from None
    return Ability(
        kind=kind,
        zones=base.zones,
        effects=(),
        timing=obj.get("timing"),
        on=base.on if "timing" in obj else "self",
        once_per_turn=base.once_per_turn,
        conditions=base.conditions,
        keyword=base.keyword,
        text=text.strip(),
        first_chance=base.first_chance,
        manual=True,
        why=str(obj.get("why", "")),
    )


def _especial(v: Any, k: str, index: int, filters: list[tuple[int, str, str]], where: str) -> Any:
    """Read an especial cost's object (``{"n": 2, "clan": "..."}``), note its card filter and
    return how many cards it takes."""
    if not isinstance(v, dict) or set(v) not in ({"n", "clan"}, {"n", "name"}, {"n", "name_has"}):
        raise CardDataError(
            f"{where}: cost {k!r} is an object with 'n' and either 'clan', 'name' or 'name_has' "
            "(the cards that may pay it)"
        )
    field = next(f for f in ("clan", "name", "name_has") if f in v)
    if not isinstance(v[field], str):
        raise CardDataError(f"{where}: cost {k!r}: {field!r} must be a name")
    filters.append((index, field, v[field]))
    return v["n"]
