"""The renderer: an ability record back to printed text in the official English template.

It writes the first (most common) template of each meaning, so that for every record it can
write, :func:`~vgwidget.cardtext.compile` reads the text back to the same record.

>>> print(render({"type": "ACT", "zones": ["RC"], "once_per_turn": True,
...               "cost": [{"soul-blast": 1}], "effect": [{"do": "draw"}]}))
[ACT](RC)[1/Turn]:[COST][Soul-Blast 1], draw a card.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.abilities.foreach2_names import group_per
from ..engine.abilities.vocabulary import PHASE_TIMINGS
from ..engine.errors import VanguardError
from . import grammar as g
from .all_clans import all_clans_text
from .canon import canonical
from .grades import choice_words, grade_filter_words, look_to_words
from .grammar_foreach2 import group_per_text
from .grammar_harmony import HARMONY_CHOICES, HARMONY_SUBJECTS
from .grammar_stride import G_ZONE_NAMED_WRITES
from .harmony import harmony_body
from .head_keywords2 import write_keyword_conditions
from .names import choice_filter_words, name_timing_words
from .phrases import WORD_OF
from .rows import circle_head
from .stride import write_stride_grade


class NotWritable(VanguardError):
    """A record the template language (as this renderer writes it) has no words for."""


def _w(n: int) -> str:
    return WORD_OF.get(n, str(n))


def _slots(template: str, *values: object) -> str:
    out = template
    for v in values:
        start = out.index("{")
        end = out.index("}", start)
        slot = out[start + 1 : end]
        if slot == "name":
            text = f'"{v}"'
        elif slot == "group":
            text = f"«{v}»"
        elif slot == "amt":
            assert isinstance(v, int)
            text = f"+{v}" if v >= 0 else str(v)
        elif slot == "n":
            assert isinstance(v, int)
            # grades are printed as digits, counts as words
            text = str(v) if out[:start].rstrip().lower().endswith("grade") else _w(v)
        else:
            text = str(v)
        out = out[:start] + text + out[end + 1 :]
    return out


_RIDER_WRITES = {"rider-name": "rider-name", "rider-clan": "era-group",
                 "rider-nation": "era-group"}  # fmt: skip


def _rider_timing(rec: dict[str, Any], conds: list[tuple[str, Any]], era: str) -> str | None:
    """The ``ridden`` timing that names its rider (its condition becomes the timing's words);
    a clan is written before Standard, a nation in it."""
    if rec["timing"] != "ridden" or rec.get("on", "self") != "self":
        return None
    for k, v in conds:
        if (
            k in _RIDER_WRITES
            and (k != "rider-clan" or era != "standard")
            and (k != "rider-nation" or era == "standard")
        ):
            template = next(p.template for p in g.RIDER_TIMINGS if p.value == _RIDER_WRITES[k])
            conds.remove((k, v))
            return _slots(template, v)
    return None


def _timing(rec: dict[str, Any], conds: list[tuple[str, Any]], era: str = "standard") -> str:
    rider = _rider_timing(rec, conds, era) or name_timing_words(rec, conds)
    if rider is not None:
        return rider
    timing, on = rec["timing"], rec.get("on")
    rode = [c for c in conds if c[0] in ("rode-from-name", "rode-from-grade")]
    if timing == "ride" and rode and on in (None, "self"):
        conds.remove(rode[0])
        return _slots(next(p.template for p in g.RODE_FROM if p.value == rode[0][0]), rode[0][1])
    default_on = "your-turn" if timing in PHASE_TIMINGS else "self"
    on = on or default_on
    best: tuple[str, tuple[tuple[str, Any], ...]] | None = None
    for p in g.TIMINGS:
        t, o, extra, _zone = p.value
        if t != timing or o != on:
            continue
        if all(c in conds for c in extra) and (best is None or len(extra) > len(best[1])):
            best = (p.template, extra)
    if best is None:
        raise NotWritable(f"no template for the timing {timing!r} with 'on' {on!r}")
    template, extra = best
    for c in extra:
        conds.remove(c)
    if ("first_chance", True) in conds:
        raise NotWritable(f"'first_chance' has no template with the timing {timing!r}")
    return template + _placed_from(conds)


def _placed_from(conds: list[tuple[str, Any]]) -> str:
    """The words after a placed timing saying where the card came from and the phase it
    happens in (taken out of ``conds``), or nothing."""
    out = ""
    for names, table in ((("placed-from", "placed-not-from"), g.PLACED_FROM),
                         (("phase", "your-phase", "not-phase"), g.PLACED_DURING)):  # fmt: skip
        for c in list(conds):
            if c[0] in names:
                conds.remove(c)
                out += " " + next(p.template for p in table if p.value == c)
                break
    return out


def _condition(name: str, value: object, era: str) -> str:
    for p in g.CONDITIONS:
        cname, fixed = p.value
        if cname == "era-group" and name in ("vanguard-clan", "vanguard-nation"):
            return _slots(p.template, value)
        if cname != name:
            continue
        if fixed is None:
            return _slots(p.template, value)
        if fixed == value:
            return p.template
    raise NotWritable(f"no template for the condition {name!r} = {value!r}")


_COST_TEMPLATES: dict[str, str] = {
    "counter-blast": "Counter-Blast {cn}",
    "soul-blast": "Soul-Blast {cn}",
    "counter-charge": "Counter-Charge {cn}",
    "soul-charge": "Soul-Charge {cn}",
    "energy-blast": "Energy-Blast {cn}",
    "gauge-blast": "Put {n} cards from this unit's gauge into your drop zone",
}


def _cost(item: dict[str, Any]) -> str:
    ((k, v),) = item.items()
    if isinstance(v, dict):
        field = next(f for f in ("clan", "name", "name_has") if f in v)
        what = "Counter-Blast" if k == "especial-counter-blast" else "Soul-Blast"
        if field == "name_has":
            return f'{what} {v["n"]}-card with "{v[field]}" in its card name'
        mark = f"«{v[field]}»" if field == "clan" else f'"{v[field]}"'
        return f"{what} {v['n']}-{mark}"
    if k == "discard":
        return (
            "Discard a card from your hand" if v == 1 else f"Discard {_w(v)} cards from your hand"
        )
    if k == "persona-blast":
        if v == 1:
            return "Discard a card with the same card name as this unit from your hand"
        return f"Discard {_w(v)} cards with the same card name as this unit from your hand"
    if k == "retire":
        return f"Retire {_w(v)} of your other rear-guards"
    if k == "retire-self" and v == 0:
        return "Retire this unit"
    if k == "rest-self" and v == 0:
        return "[Rest] this unit"
    if k in ("rest-rear-guards", "rest-other-rear-guards"):
        return f"[Rest] {_w(v)} of your {'other ' if k.startswith('rest-other') else ''}rear-guards"
    if k == "soul-self" and v == 0:
        return "Put this unit into your soul"
    if k == "g-face-up":
        if v == 1:
            return "Choose a face down card from your G zone, and turn it face up"
        return f"Choose {_w(v)} face down cards from your G zone, and turn them face up"
    if k == "hand-to-soul":
        if v == 1:
            return "Put a card from your hand into your soul"
        return f"Put {_w(v)} cards from your hand into your soul"
    if k == "gauge-blast" and v == 1:
        return "Put a card from this unit's gauge into your drop zone"
    if k in _COST_TEMPLATES:
        return _COST_TEMPLATES[k].replace("{cn}", str(v)).replace("{n}", _w(v))
    if k in G_ZONE_NAMED_WRITES and v == 1:
        return G_ZONE_NAMED_WRITES[k]
    raise NotWritable(f"no template for the cost {k!r} {v!r}")


_SUBJECT_OF = {t: (w, plural) for w, t, plural in reversed((*g.SUBJECTS, *HARMONY_SUBJECTS))}
_CHOICE_OF = {p.value: p.template for p in reversed((*g.CHOICES, *HARMONY_CHOICES))}
_STAT_ICON = {do: icon for icon, do in g.STATS}
_FLAG_WORDS = {do: w for w, do in g.FLAGS}
_FLAG_WORDS["attack-several"] = g.SEVERAL
_VERB_WORDS = {do: w for w, do in g.UNIT_VERBS}
_UNTIL = {"turn": "until end of turn", "battle": "until end of that battle"}
_PER_WORDS = {p.value: p.template for p in reversed(g.PER)}


def _per(e: dict[str, Any]) -> str:
    if "per" not in e:
        return ""
    by_group = group_per(e["per"])  # (foreach2) a count by card name, clan or nation
    if by_group is not None:
        words = group_per_text(*by_group)
        if words is None:
            raise NotWritable(f"no template counts {e['per']!r}")
        return f" {words}"
    return f" {_PER_WORDS[e['per']]}"


def _until(e: dict[str, Any], kind: str) -> str:
    return "" if kind == "CONT" else " " + _UNTIL[e.get("until", "turn")]


def _unit(e: dict[str, Any], kind: str) -> str:
    do = e["do"]
    target = e.get("target", "self")
    if target == "opponent-chooses-rear-guard":  # (helper then: only a retire is written)
        n = e.get("n", 1)
        if do != "retire" or e.get("up_to"):
            raise NotWritable(f"{do!r} on a unit the opponent chooses")
        if n == 1:
            return "your opponent chooses one of their rear-guards, and retires it"
        return f"your opponent chooses {_w(n)} of their rear-guards, and retires them"
    if target.startswith("choose-"):
        n = e.get("n", 1)
        up_to = e.get("up_to", False)
        count = f"up to {_w(n)}" if up_to else _w(n)
        plural = n > 1
        words = choice_words(target, e, _CHOICE_OF[target])  # (grades) a grade filter
        if words is None:
            raise NotWritable(f"no words for a grade filter on the choice {target!r}")
        head = f"choose {count} {words}{choice_filter_words(e, plural)}, and "
        if do == "attack-several":
            raise NotWritable(f"{do!r} names its unit without a choice")
        if do in _STAT_ICON:
            pron = "they get" if plural else "it gets"
            amount = _slots("{amt}", e["amount"])
            return head + f"{pron} {_STAT_ICON[do]}{amount}{_per(e)}" + _until(e, kind)
        if do in _FLAG_WORDS:
            return head + f"{'they' if plural else 'it'} {_FLAG_WORDS[do]}" + _until(e, kind)
        return head + f"{_VERB_WORDS[do]} {'them' if plural else 'it'}"
    if e.get("n", 1) != 1 or e.get("up_to"):
        raise NotWritable(f"a count on an effect that names {target!r}")
    words, plural = _SUBJECT_OF[target]
    if do in _STAT_ICON:
        verb = "get" if plural else "gets"
        amount = _slots("{amt}", e["amount"])
        return f"{words} {verb} {_STAT_ICON[do]}{amount}{_per(e)}" + _until(e, kind)
    if do == "attack-several":
        return f"{words} {_slots(g.SEVERAL, e['amount'])}" + _until(e, kind)
    if do in _FLAG_WORDS:
        return f"{words} {_FLAG_WORDS[do]}" + _until(e, kind)
    return f"{_VERB_WORDS[do]} {words}"


def _filter(e: dict[str, Any], n: int) -> str:
    words = "cards" if n > 1 else "card"
    if "group" in e:  # (grades) "up to one «CLAN»" (text.group-filter)
        words = f"«{e['group']}»"
    words = grade_filter_words(e) + words  # (grades) exact, "or greater", "or less"
    if "name" in e:
        words += f' named "{e["name"]}"'
    if "name_has" in e:
        if "name" in e:
            raise NotWritable("a card filter with both a name and a part of a name")
        words += f' with "{e["name_has"]}" in its card name'
    return words


def _count(e: dict[str, Any]) -> tuple[str, int]:
    n = e.get("n", 1)
    return (f"up to {_w(n)}" if e.get("up_to") else _w(n)), n


def _fetch(e: dict[str, Any]) -> str:
    do = e["do"]
    source = e.get("source", "deck")
    if source == "soul":
        if set(e) - {"do", "source", "up_to"}:
            raise NotWritable("a call or ride from the soul is of this card only")
        what = "call this card from your soul to (RC)" if do == "superior-call" else (
            "ride this card from your soul")  # fmt: skip
        return ("you may " if e.get("up_to") else "") + what
    count, n = _count(e)
    them = n > 1
    rest = " as [Rest]" if e.get("rested") else ""
    if source == "deck":
        head = f"search your deck for {count} {_filter(e, n)}"
        if do == "search":
            pron = "reveal them and put them" if them else "reveal it and put it"
            return f"{head}, {pron} into your hand, and shuffle your deck"
        if do == "superior-call":
            return f"{head}, call {'them' if them else 'it'} to (RC){rest}, and shuffle your deck"
        return f"{head}, ride it, and shuffle your deck"
    if do == "search":
        raise NotWritable("a search of a zone other than the deck")
    zone = {"drop": "drop zone", "hand": "hand"}[source]
    tail = f"call {'them' if them else 'it'} to (RC){rest}" if do == "superior-call" else "ride it"
    return f"choose {count} {_filter(e, n)} from your {zone}, and {tail}"


def _look(e: dict[str, Any]) -> str:
    n = e.get("n", 1)
    if e.get("look_up_to"):
        head = f"look at up to {_w(n)} cards from the top of your deck"
    elif n == 1:
        head = "look at the top card of your deck"
    else:
        head = f"look at the top {_w(n)} cards of your deck"
    take = e.get("amount", 1) or 1
    count = f"up to {_w(take)}" if e.get("up_to") else _w(take)
    pron = "them" if take > 1 else "it"
    rest = {
        "bottom": "put the rest on the bottom of your deck in any order",
        "drop": "put the rest into your drop zone",
        "shuffle": "shuffle your deck",
    }.get(e.get("rest", "top"), "put the rest back on the top of your deck in the same order")
    if look_to_words(e, pron) is not None:  # (grades) called, ridden, soul, drop zone
        took = str(look_to_words(e, pron))
    elif e.get("reveal"):
        took = f"reveal {pron} and put {pron} into your hand"
    else:
        took = f"and put {pron} into your hand"
    return f"{head}, choose {count} {_filter(e, take)} from among them, {took}, and {rest}"


def _article(name: str) -> str:
    """``an`` before a name that opens with a vowel, else ``a`` (``an "Ember Spark Ticket"``)."""
    return "an" if name[:1].lower() in "aeiou" else "a"


def _simple(e: dict[str, Any]) -> str:
    do = e["do"]
    n = e.get("n", 1)
    up_to = e.get("up_to", False)
    if do == "draw":
        if up_to:
            return "draw up to one card" if n == 1 else f"draw up to {_w(n)} cards"
        return "draw a card" if n == 1 else f"draw {_w(n)} cards"
    if do in ("soul-charge", "counter-charge", "energy-charge"):
        return f"{'-'.join(w.capitalize() for w in do.split('-'))} {n}"
    if do in ("discard", "hand-to-soul"):
        where = "discard {} from your hand" if do == "discard" else (
            "put {} from your hand into your soul")  # fmt: skip
        return where.format("a card" if n == 1 else f"{_w(n)} cards")
    if do == "gauge-charge":
        if n == 1:
            return "put the top card of your deck into this unit's gauge"
        return f"put the top {_w(n)} cards of your deck into this unit's gauge"
    if do == "heal":
        if up_to:
            return (
                f"choose up to {_w(n)} cards from your damage zone, and put them into your "
                "drop zone"
            )
        if n == 1:
            return "choose a card from your damage zone, and put it into your drop zone"
        return f"choose {_w(n)} cards from your damage zone, and put them into your drop zone"
    if do == "damage-face-up":  # (helper then)
        if up_to:
            return f"choose up to {_w(n)} cards from your damage zone, and turn them face up"
        if n == 1:
            return "choose a card from your damage zone, and turn it face up"
        return f"choose {_w(n)} cards from your damage zone, and turn them face up"
    fixed = {
        "shuffle": "shuffle your deck",
        "win-game": "you win the game",
        "lose-game": "you lose the game",
        "hold-locks": "your opponent's locked cards do not unlock at the end of their next turn",
    }
    if do in fixed:
        return fixed[do]
    if do == "get-crest":
        return f'you get {_article(e["name"])} "{e["name"]}" crest'
    if do == "get-ticket" and n == 1:
        return f'you get {_article(e["name"])} "{e["name"]}" ticket'
    if do == "limit-break-relief":
        return f"your Limit-Break {n} abilities need {_w(e['amount'])} less damage"
    if do == "legion-from-soul":
        count = "up to one" if up_to else "one"
        return (
            f"ride {count} unit from your soul that names your vanguard as its legion mate, "
            "and Legion with it"
        )
    if do == "get-gift" and e["name"] in ("force", "accel", "protect"):
        return f"you get an Imaginary Gift: {e['name'].capitalize()}"
    if do == "remove-marker":
        art = "an" if e["name"] == "accel" else "a"
        return f"remove {art} {e['name'].capitalize()} marker from one of your circles"
    raise NotWritable(f"no template for the effect {do!r} as written")


_UNIT_DOS = frozenset({*_STAT_ICON, *_FLAG_WORDS, *_VERB_WORDS})


def _effect(e: dict[str, Any], kind: str) -> str:
    do = e["do"]
    if do in _UNIT_DOS:
        return _unit(e, kind)
    if do in ("search", "superior-call", "superior-ride"):
        return _fetch(e)
    if do == "look-top":
        return _look(e)
    return _simple(e)


def _effect_with_if(e: dict[str, Any], kind: str, era: str, i: int) -> str:
    """One part of the effect, after its plain "if …," when it has one (checked when that
    part is done); the first part cannot have one: it would read as the ability's condition."""
    conds = [next(iter(c.items())) for c in e.get("if", [])]
    text = _effect({k: v for k, v in e.items() if k != "if"}, kind)
    if not conds:
        return text
    if i == 0:
        raise NotWritable("an 'if' on the first part of an effect reads as the ability's condition")
    return ", ".join([*(_condition(k, v, era) for k, v in conds), text])


def _sentence(parts: Iterable[str]) -> str:
    return ", and ".join(parts)


def render_ability(record: dict[str, Any], *, era: str = "standard") -> str:
    """One ability record as printed text (a record given in any spelling is made
    canonical first). A manual ability is written back as its own printed text, verbatim:
    the engine does not read it, so it cannot write it either."""
    if "manual" in record:
        return str(canonical(record)["text"])
    rec = canonical({k: v for k, v in record.items() if k != "text"})
    every_clan = all_clans_text(rec)
    if every_clan is not None:
        return every_clan
    kind = rec["type"]
    conds = [next(iter(c.items())) for c in rec.get("condition", [])]
    keyword = rec.get("keyword")
    if rec.get("first_chance"):
        conds.append(("first_chance", True))  # written in its timing's words
    special = _keyword_body(rec, conds)
    if kind == "ORDER":
        if rec["zones"] != ["order"]:
            raise NotWritable("an order's ability works in the order zone")
        head = ""
    else:
        head = f"[{kind}]" + (
            circle_head(conds) or "(" + "/".join(g.ZONE_MARKS[z] for z in rec["zones"]) + ")"
        )
        if rec.get("once_per_turn"):
            head += "[1/Turn]"
        if keyword == "limit-break":
            lb = [v for k, v in conds if k == "limit-break"]
            if not lb:
                raise NotWritable("a Limit Break keyword with no limit-break condition")
            conds.remove(("limit-break", lb[0]))
            head += f"[Limit-Break {lb[0]}]"
        elif any(k == "limit-break" for k, _ in conds):
            raise NotWritable("a limit-break condition is written with its keyword")
        for k, v in list(conds):
            if k == "generation-break":
                conds.remove((k, v))
                head += f"[Generation Break {v}]"
        head += write_keyword_conditions(conds)  # Ritual N, Brave (keywords2)
        if keyword in ("sentinel", "mega-blast", "cross-ride"):
            head += {"sentinel": "[Sentinel]", "mega-blast": "[Mega Blast]",
                     "cross-ride": "[Cross Ride]"}[keyword]  # fmt: skip
        head += ":"
    if special is not None:
        return head + special
    if keyword in ("restraint", "lord", "forerunner", "resist", "harmony"):
        raise NotWritable(f"the {keyword} keyword is written only in its own template")
    words: list[str] = []
    costs = rec.get("cost", [])
    cost = ("[COST][" + " & ".join(_cost(c) for c in costs) + "]") if costs else ""
    if kind == "AUTO":
        words.append(_timing(rec, conds, era))
    if kind != "AUTO" and cost:
        words.append(cost)
    # "during your turn" opens the conditions, as printed cards write it
    conds.sort(key=lambda c: c[0] != "your-turn")
    words.extend(_condition(k, v, era) for k, v in conds)
    if kind == "AUTO" and cost:
        words.append(cost)
    effects = [_effect_with_if(e, kind, era, i) for i, e in enumerate(rec["effect"])]
    optional = rec.get("optional", bool(costs))
    if optional and not costs:
        first = rec["effect"][0]
        if (
            first["do"] in ("superior-call", "superior-ride")
            and first.get("source") == "soul"
            and not first.get("up_to")
        ):
            raise NotWritable(
                "'you may' before a call of this card from the soul reads as its 'up to'"
            )
        effects[0] = "you may " + effects[0]
    elif not optional and costs:
        raise NotWritable("a cost that must be paid has no template")
    words.append(_sentence(effects))
    body = ", ".join(words)
    return head + body[:1].upper() + body[1:] + "."


def _keyword_body(rec: dict[str, Any], conds: list[tuple[str, Any]]) -> str | None:
    stride = write_stride_grade(rec, conds)
    if stride is not None:
        return stride
    keyword = rec.get("keyword")
    plain = not rec.get("once_per_turn") and "cost" not in rec and "optional" not in rec
    if (
        keyword == "restraint"
        and plain
        and not conds
        and rec["effect"] == [{"do": "cannot-attack"}]
    ):
        return "Restraint (This unit cannot attack)."
    if (keyword == "lord" and plain and conds == [("all-units-same-clan", False)]
            and rec["effect"] == [{"do": "cannot-attack"}]):  # fmt: skip
        conds.clear()
        return g.LORD[0].template + "."
    if (keyword == "resist" and plain and rec["effect"] == [{"do": "resist"}]
            and all(k == "generation-break" for k, _ in conds)):  # fmt: skip
        return g.RESIST[0].template + "."
    if keyword == "harmony":
        return harmony_body(rec, conds)
    forerunner_effect = [{"do": "superior-call", "source": "soul", "up_to": True}]
    if (keyword == "forerunner" and plain and rec.get("timing") == "ridden"
            and conds == [("rider-same-clan", True)] and "on" not in rec
            and rec["effect"] == forerunner_effect):  # fmt: skip
        conds.clear()
        return g.FORERUNNER[0].template + "."
    return None


def render(records: list[dict[str, Any]] | dict[str, Any], *, era: str = "standard") -> str:
    """A card's abilities as its printed text, one ability a line."""
    if isinstance(records, dict):
        records = [records]
    return "\n".join(render_ability(r, era=era) for r in records)
