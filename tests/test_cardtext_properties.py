"""Property: for generated ability records, ``compile(render(a)) == a`` (each record with its own
text), and the renderer's text is read by the engine-facing compiler without loss."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from vgwidget.cardtext import CardTextError, NotWritable, canonical, compile, render
from vgwidget.cardtext import grammar as g
from vgwidget.engine.abilities import model, vocabulary
from vgwidget.engine.errors import CardDataError

NAMES = st.sampled_from(["Quillspark Herald", "Ashveil Tempest Dragon", "Mistral Lamplighter"])
CLANS = st.sampled_from(["Lanternguard", "Tidecourt", "Emberreach"])
SMALL = st.integers(1, 10)
CHOOSE = [p.value for p in g.CHOICES]
NAMED = [t for _, t, _ in g.SUBJECTS]


@st.composite
def unit_effect(draw: st.DrawFn, kind: str) -> dict[str, Any]:
    if kind == "CONT":
        do = draw(st.sampled_from(vocabulary.CONT_EFFECTS[:-1]))
        target = draw(st.sampled_from(vocabulary.FIXED_TARGETS))
    else:
        do = draw(st.sampled_from(["power", "critical", "shield", "cannot-be-hit",
                                   "cannot-attack", "cannot-stand", "stand", "rest", "retire",
                                   "bind", "lock", "can-drive-check"]))  # fmt: skip
        target = draw(st.sampled_from(NAMED + CHOOSE))
    e: dict[str, Any] = {"do": do, "target": target}
    if do in ("power", "critical", "shield"):
        e["amount"] = draw(st.integers(-20, 20).filter(bool)) * 1000
    if target.startswith("choose-"):
        e["n"] = draw(st.integers(1, 3))
        e["up_to"] = draw(st.booleans())
    if kind != "CONT" and do in ("power", "critical", "shield", "cannot-be-hit",
                                 "cannot-attack", "cannot-stand", "can-drive-check"):  # fmt: skip
        e["until"] = draw(st.sampled_from(["turn", "battle"]))
    return e


@st.composite
def other_effect(draw: st.DrawFn) -> dict[str, Any]:
    do = draw(st.sampled_from(["draw", "soul-charge", "counter-charge", "energy-charge",
                               "gauge-charge", "heal", "shuffle", "win-game", "lose-game",
                               "get-crest", "get-ticket", "hold-locks", "get-gift",
                               "remove-marker", "search", "superior-call", "superior-ride",
                               "look-top", "attack-several", "delete"]))  # fmt: skip
    e: dict[str, Any] = {"do": do}
    if do in ("draw", "heal"):
        e["n"] = draw(SMALL)
        e["up_to"] = draw(st.booleans())
    elif do in ("soul-charge", "counter-charge", "energy-charge", "gauge-charge"):
        e["n"] = draw(SMALL)
    elif do in ("get-crest", "get-ticket"):
        e["name"] = draw(NAMES)
    elif do in ("get-gift", "remove-marker"):
        e["name"] = draw(st.sampled_from(["force", "accel", "protect"]))
    elif do in ("search", "superior-call", "superior-ride"):
        source = "deck" if do == "search" else draw(st.sampled_from(["deck", "drop", "hand",
                                                                     "soul"]))  # fmt: skip
        e["source"] = source
        e["up_to"] = draw(st.booleans())
        if source != "soul":
            if draw(st.booleans()):
                e["name"] = draw(NAMES)
            if draw(st.booleans()):
                e["max_grade"] = draw(st.integers(0, 3))
            if do != "superior-ride":
                e["n"] = draw(st.integers(1, 3))
            if do == "superior-call":
                e["rested"] = draw(st.booleans())
    elif do == "look-top":
        e["n"] = draw(st.integers(1, 10))
        e["amount"] = draw(st.integers(1, 3))
        e["up_to"] = draw(st.booleans())
        e["look_up_to"] = draw(st.booleans())
        e["rest"] = draw(st.sampled_from(list(vocabulary.LOOK_RESTS)))
        e["reveal"] = draw(st.booleans())
        if draw(st.booleans()):
            e["max_grade"] = draw(st.integers(0, 3))
        if draw(st.booleans()):
            e["name"] = draw(NAMES)
    elif do == "attack-several":
        e["amount"] = draw(st.integers(2, 3))
        e["until"] = draw(st.sampled_from(["turn", "battle"]))
    elif do == "delete":
        e["target"] = draw(st.sampled_from(sorted(vocabulary.DELETE_TARGETS)))
    return e


@st.composite
def condition(draw: st.DrawFn) -> dict[str, Any]:
    p = draw(st.sampled_from(g.CONDITIONS))
    name, fixed = p.value
    if name == "era-group":
        return {"vanguard-clan": draw(CLANS)}
    if fixed is not None:
        return {name: fixed}
    want = vocabulary.CONDITION_VALUES[name]
    return {name: draw(SMALL) if want is int else draw(NAMES)}


@st.composite
def cost(draw: st.DrawFn) -> dict[str, Any]:
    p = draw(st.sampled_from(g.COSTS))
    v = p.value
    if isinstance(v, tuple) and v[1] in ("clan", "name", "name_has"):
        return {v[0]: {"n": draw(SMALL), v[1]: draw(CLANS if v[1] == "clan" else NAMES)}}
    if isinstance(v, tuple):
        return {v[0]: v[1]}
    return {v: draw(SMALL)}


@st.composite
def ability(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(vocabulary.KINDS))
    rec: dict[str, Any] = {"type": kind}
    rec["zones"] = (
        ["order"]
        if kind == "ORDER"
        else draw(st.lists(st.sampled_from(vocabulary.ZONES), min_size=1, max_size=2, unique=True))
    )
    conds = draw(st.lists(condition(), max_size=2))
    if kind == "AUTO":
        timing, on, extra, _zone = draw(
            st.sampled_from([p.value for p in g.TIMINGS if p.value[0] != "placed"])
        )
        rec["timing"], rec["on"] = timing, on
        for k, v in extra:
            if k == "first_chance":
                rec["first_chance"] = True
            else:
                conds.append({k: v})
    if kind in ("AUTO", "ACT") and draw(st.booleans()):
        rec["once_per_turn"] = True
    if draw(st.integers(0, 4)) == 0:
        conds.append({draw(st.sampled_from(["limit-break", "generation-break"])): draw(SMALL)})
        if "limit-break" in conds[-1]:
            rec["keyword"] = "limit-break"
    if kind != "CONT":
        costs = draw(st.lists(cost(), max_size=3))
        if costs:
            rec["cost"] = costs
        elif draw(st.booleans()):
            rec["optional"] = True
    if conds:
        rec["condition"] = conds
    effects = draw(st.lists(st.one_of(unit_effect(kind), other_effect()), min_size=1, max_size=3))
    if kind != "CONT":
        for e in effects[1:]:  # a plain "if" inside the effect (ability.if)
            if_ = draw(st.lists(condition(), max_size=1))
            if if_:
                e["if"] = if_
    rec["effect"] = effects
    return rec


@settings(max_examples=400, deadline=None,
          suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])  # fmt: skip
@given(ability())
def test_compile_of_render_is_the_record(rec: dict[str, Any]) -> None:
    try:
        a = canonical(rec)
    except CardDataError:
        assume(False)
        raise
    try:
        text = render(a, era="classic")
    except NotWritable:
        assume(False)
        raise
    assert compile(text, era="classic") == [{**a, "text": text}]


VALID = [
    "[AUTO](VC)[1/Turn]:When this unit attacks a vanguard, [COST][Counter-Blast 1 & Soul-Blast "
    "1], choose up to one of your opponent's rear-guards, and retire it.",
    "[ACT](RC):[Counter Blast (1)] Look at the top three cards of your deck, choose up to one "
    "grade 2 or less card from among them, and put it into your hand, and put the rest on the "
    "bottom of your deck in any order.",
    "[CONT](VC)[Limit-Break 4](This ability is active if you have four or more damage):During "
    'your turn, if you have a card named "Quillspark Herald" in your soul, this unit gets '
    "[Power]+2000 and [Critical]+1.",
]


@settings(max_examples=300, deadline=None)
@given(
    st.sampled_from(VALID),
    st.lists(st.tuples(st.integers(0, 400), st.integers(0, 3), st.text(max_size=3)), max_size=4),
)
def test_a_damaged_text_is_read_or_refused_never_crashes(
    text: str, edits: list[tuple[int, int, str]]
) -> None:
    """Whatever the text, the compiler returns records the engine accepts or raises
    CardTextError pointing inside the text (no other exception, no position outside it)."""
    for at, cut, insert in edits:
        at %= len(text) + 1
        text = text[:at] + insert + text[at + cut :]
    try:
        records = compile(text)
    except CardTextError as e:
        assert 0 <= e.position <= len(text)
        assert e.phrase
        return
    for i, rec in enumerate(records):
        model.parse_ability(rec, "fuzz", i)


WORDS = ["[AUTO]", "[ACT]", "[CONT]", "(VC)", "(RC)", "[1/Turn]", ":", ",", ".", "[COST][",
         "]", "When", "this", "unit", "attacks", "gets", "[Power]", "+5000", "until", "end",
         "of", "turn", "choose", "one", "of", "your", "rear-guards", "and", "retire", "it",
         "draw", "a", "card", "if", "you", "have", "two", "or", "more", "damage", '"', "«",
         "(", ")", "\n", "Counter-Blast", "1", "&", "Soul-Blast"]  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=40), st.text(max_size=20))
def test_any_text_is_read_or_refused_never_crashes(words: list[str], noise: str) -> None:
    text = " ".join(words) + noise
    try:
        records = compile(text)
    except CardTextError as e:
        assert 0 <= e.position <= len(text)
        assert str(e)
        return
    for i, rec in enumerate(records):
        model.parse_ability(rec, "fuzz", i)
