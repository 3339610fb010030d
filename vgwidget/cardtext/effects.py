"""The compiler's effect readers: changes to units named or chosen ("this unit gets [Power]+N
until end of turn", "choose one of your rear-guards, and retire it"), searches of the deck,
cards fetched from the drop zone or the hand, a card called from the soul, looks at the top
of the deck, and the effects with no unit to name ("draw a card"); and effects joined in
order up to the ability's full stop."""

from __future__ import annotations

from typing import Any

from . import grammar as g
from .grades import choice_grades, grade_filter, grade_filter_words, group_noun, look_to
from .grammar_foreach2 import FOREACH2_RULE, GROUP_PER, PER_FOREACH2, group_per_value
from .grammar_grades import GRADED_CHOICE
from .grammar_harmony import HARMONY_CHOICES, HARMONY_SUBJECTS
from .head import read_conditions
from .names import take_choice_filter
from .opponent_chooses import opponent_chooses_effect
from .phrases import Phrase, phrases
from .reader import Clause, Reader
from .then import then_sentence


def _build_unit_tables() -> tuple[tuple[Phrase, ...], tuple[Phrase, ...], tuple[Phrase, ...]]:
    stats: list[tuple[str, Any]] = []
    flags: list[tuple[str, Any]] = []
    verbs: list[tuple[str, Any]] = []
    for words, target, plural in (*g.SUBJECTS, *HARMONY_SUBJECTS):
        for verb in ("gets", "get") if not plural else ("get", "gets"):
            for icon, do in g.STATS:
                stats.append((f"{words} {verb} {icon}{{amt}}", (do, target)))
        for fw, do in g.FLAGS:
            flags.append((f"{words} {fw}", (do, target)))
        for vw, do in g.UNIT_VERBS:
            verbs.append((f"{vw} {words}", (do, target)))
        flags.append((f"{words} {g.SEVERAL}", ("attack-several", target)))
    return phrases(stats), phrases(flags), phrases(verbs)


UNIT_STATS, UNIT_FLAGS, UNIT_VERBS = _build_unit_tables()
UNIT_PHRASES = UNIT_STATS + UNIT_FLAGS + UNIT_VERBS


def _chosen_tables() -> tuple[Phrase, ...]:
    tails: list[tuple[str, Any]] = []
    for pron, plural in g.PRONOUNS:
        for vw, do in g.UNIT_VERBS:
            tails.append((f"{vw} {pron}", (do, plural)))
    for pron, plural in g.SUBJECT_PRONOUNS:
        for verb in ("get", "gets"):
            for icon, do in g.STATS:
                tails.append((f"{pron} {verb} {icon}{{amt}}", (do, plural)))
        for fw, do in g.FLAGS:
            tails.append((f"{pron} {fw}", (do, plural)))
    return phrases(tails)


CHOSEN_TAILS = _chosen_tables()
_TIMED = frozenset({"power", "critical", "shield", "cannot-be-hit", "cannot-attack",
                    "cannot-stand", "attack-several", "can-drive-check"})  # fmt: skip
_CHOOSE = phrases([("choose", None)])
COMMA = phrases([(",", None)])
_AND = phrases([(", and", None)])


def _until(r: Reader, e: dict[str, Any], kind: str) -> None:
    """How long a change lasts: "until end of turn" / "until end of that battle"; a CONT
    ability's change has no span written (it lasts while its condition holds)."""
    save = r.pos
    start = r.pos
    got = r.take(g.UNTILS)
    if kind == "CONT":
        if got is not None:
            raise r.refuse(start, r.pos, "a CONT ability's change lasts while it applies, with "
                                          "no 'until'")  # fmt: skip
        r.pos = save
        return
    if got is None:
        if e["do"] in ("cannot-attack", "cannot-stand"):
            raise r.error()
        raise r.error()
    if got[0].value != "turn":
        e["until"] = got[0].value
    r.note(start, f"lasts {got[0].display}", g.RULES[f"until-{got[0].value}"])


def _unit_effect(r: Reader, kind: str) -> list[dict[str, Any]] | None:
    start = r.pos
    ahead = r.take(g.UNTILS)  # "until end of turn, this unit gets …" (the span written first)
    if ahead is not None:
        if kind == "CONT":
            raise r.refuse(start, r.pos, "a CONT ability's change lasts while it applies, with "
                                         "no 'until'")  # fmt: skip
        r.note(start, f"lasts {ahead[0].display}", g.RULES[f"until-{ahead[0].value}"])
        if r.take(COMMA) is None:
            return None
    else:
        r.pos = start
    got = r.take(UNIT_PHRASES)
    if got is None:
        return None
    p, slots = got
    do, target = p.value
    e: dict[str, Any] = {"do": do}
    if do in ("power", "critical", "shield", "attack-several"):
        e["amount"] = slots[0]
    if target != "self" or do == "delete":
        e["target"] = target
    r.note(start, f"{do.replace('-', ' ')}: {p.display}", g.RULES.get(do, "golden.card-text"))
    if do in ("power", "critical", "shield"):
        _per(r, e)
    out = [e, *_more_stats(r, e)]
    if ahead is not None:
        if do not in _TIMED:
            raise r.refuse(start, r.pos, f"'{p.display}' has no span")
        if ahead[0].value != "turn":
            for one in out:
                one["until"] = ahead[0].value
        return out
    if do in _TIMED:
        _until(r, e, kind)
        for more in out[1:]:
            if "until" in e:
                more["until"] = e["until"]
        if do in ("power", "critical", "shield") and "per" not in e and len(out) == 1:
            _per(r, e)  # "gets [Power]+2000 until end of turn for each card in your soul"
    return out


def _per(r: Reader, e: dict[str, Any]) -> None:
    """ "[Power]+5000 for each of your rear-guards": the amount counted from the board when
    the effect is carried out."""
    save = r.pos
    got = r.take(g.PER)
    if got is None:
        r.pos = save
        _group_per(r, e)
        return
    e["per"] = got[0].value
    rule = FOREACH2_RULE if got[0] in PER_FOREACH2 else g.RULES["per"]
    r.note(save, f"counted: {got[0].display} (counted when the effect is carried out)", rule)


def _group_per(r: Reader, e: dict[str, Any]) -> None:
    """ "[Power]+2000 for each of your «CLAN» rear-guards": a count by clan (by nation in
    Standard) or by card name ("for each card named "NAME" in your soul"), rule
    text.for-each."""
    save = r.pos
    got = r.take(GROUP_PER)
    if got is None:
        r.pos = save
        return
    (who, kind), group = got[0].value, got[1][0]
    named = "{name}" in got[0].template
    e["per"] = group_per_value(who, kind, group, r.era, named)
    shown = got[0].display.replace("«CLAN»", f"«{group}»").replace('"NAME"', f'"{group}"')
    r.note(save, f"counted: {shown} (counted when the effect is carried out)", FOREACH2_RULE)


_MORE_STATS = phrases(
    [(f"{join} {icon}{{amt}}", do) for join in ("and", ", and", ",") for icon, do in g.STATS]
)


def _more_stats(r: Reader, e: dict[str, Any]) -> list[dict[str, Any]]:
    """ "this unit gets [Power]+10000 and [Critical]+1 until end of turn": more changes to the
    same unit, lasting as long (one effect each, in the order written)."""
    more: list[dict[str, Any]] = []
    if e["do"] not in ("power", "critical", "shield"):
        return more
    while True:
        save = r.pos
        start = r.pos
        got = r.take(_MORE_STATS)
        if got is None:
            r.pos = save
            return more
        # (an amount "for each" is the first change's: the one it is written after)
        extra = {**{k: v for k, v in e.items() if k != "per"}, "do": got[0].value,
                 "amount": got[1][0]}  # fmt: skip
        more.append(extra)
        r.note(start, f"{extra['do']}: also {got[0].display.split(' ', 1)[1]}",
               g.RULES[extra["do"]])  # fmt: skip


_CHOICES = (*g.CHOICES, *HARMONY_CHOICES)
"""Whose units a choice may offer: the grammar's choices and this unit's column (Harmony)."""


def _choose_effect(r: Reader, kind: str) -> list[dict[str, Any]] | None:
    """ "choose up to two of your opponent's rear-guards, and retire them"."""
    start = r.pos
    if r.take(_CHOOSE) is None:
        return None
    counted = r.take(g.COUNTS)
    if counted is None:
        return None
    up_to, n = counted[0].value, counted[1][0]
    which = r.take(_CHOICES)
    if which is None:
        which = r.take(GRADED_CHOICE)  # (grades) "of your opponent's grade 2 or less rear-guards"
    if which is None:
        return None
    part: dict[str, Any] = {}
    take_choice_filter(r, part, n > 1)  # "… with "X" in its card name" (text.name-contains)
    if r.take(_AND) is None:
        return None
    tail = r.take(CHOSEN_TAILS)
    if tail is None:
        return None
    p, slots = tail
    do, plural = p.value
    if plural != (n > 1 or up_to and n > 1):
        raise r.refuse(start, r.pos, f"'{p.display}' does not agree with how many are chosen")
    e: dict[str, Any] = {"do": do}
    if do in ("power", "critical", "shield"):
        e["amount"] = slots[0]
    e["target"] = which[0].value
    choice_grades(which, e)  # (grades) "of your opponent's grade 2 or less rear-guards"
    e.update(part)
    if n != 1:
        e["n"] = n
    if up_to:
        e["up_to"] = True
    rule = g.RULES["choose-up-to" if up_to else "choose"]
    what = f"choose {'up to ' if up_to else ''}{n} ({which[0].display})"
    r.note(start, f"{what}, then {do.replace('-', ' ')}", rule)
    save = r.pos
    if _more_stats(r, e):
        # one choice, two changes: as two effects the engine would ask for the unit twice
        raise r.refuse(start, r.pos, "several changes to one chosen unit are not played yet "
                                     "(the engine would ask for the unit again)")  # fmt: skip
    r.pos = save
    if do in ("power", "critical", "shield"):
        _per(r, e)  # (foreach2) "it gets [Power]+2000 for each … until end of turn"
    if do in _TIMED:
        _until(r, e, kind)
    if do in ("power", "critical", "shield") and "per" not in e:
        _per(r, e)  # "they get [Power]+3000 until end of turn for each …"
    return [e]


def _filters(r: Reader, e: dict[str, Any]) -> bool:
    """ "[grade N | grade N or greater | grade N or less] card(s) [named "NAME" | with "PART" in
    its card name]"."""
    save = r.pos
    got = r.take(g.GRADE_FILTER)
    if got is not None:
        grade_filter(got[0].value, got[1][0], e)
        r.note(save, f"only {grade_filter_words(e)}cards", "text.grade-filter")
    else:
        r.pos = save
    if r.take(g.CARD_WORD) is None and not group_noun(r, e) and got is None:
        return False  # (a bare grade: "up to one grade 3 from among them")
    save = r.pos
    named = r.take(g.NAMED)
    if named is not None:
        e[named[0].value] = named[1][0]  # "named …": name; "with … in its card name": name_has
        if named[0].value == "name_has":
            r.note(save, f'only cards with "{named[1][0]}" in their card name',
                   "text.name-contains")  # fmt: skip
    else:
        r.pos = save
    return True


def _fetch_count(r: Reader, e: dict[str, Any]) -> bool:
    got = r.take(g.FETCH_COUNTS)
    if got is None:
        return False
    if got[1][0] != 1:
        e["n"] = got[1][0]
    if got[0].value:
        e["up_to"] = True
    return True


def _search_effect(r: Reader, kind: str) -> list[dict[str, Any]] | None:
    """ "search your deck for up to one grade 1 or less card, call it to (RC), and shuffle your
    deck" (search / superior call / superior ride from the deck)."""
    start = r.pos
    if r.take(g.SEARCH_DECK) is None:
        return None
    e: dict[str, Any] = {}
    if not _fetch_count(r, e) or not _filters(r, e):
        return None
    tail = r.take(g.SEARCH_TAILS, skip=False)
    if tail is None:
        return None
    do, rested = tail[0].value
    out: dict[str, Any] = {"do": do, **e}
    if rested:
        out["rested"] = True
    if do == "superior-ride" and "n" in out:
        raise r.refuse(start, r.pos, "a superior ride takes one card")
    r.note(start, f"{do.replace('-', ' ')} from the deck, then shuffle",
           g.RULES[do])  # fmt: skip
    return [out]


def _zone_fetch_effect(r: Reader, kind: str) -> list[dict[str, Any]] | None:
    """ "choose up to one grade 1 or less card from your drop zone, and call it to (RC)"."""
    start = r.pos
    if r.take(_CHOOSE) is None:
        return None
    e: dict[str, Any] = {}
    if not _fetch_count(r, e) or not _filters(r, e):
        return None
    src = r.take(g.SOURCES)
    if src is None:
        return None
    tail = r.take(g.ZONE_TAILS, skip=False)
    if tail is None:
        return None
    do, rested = tail[0].value
    out: dict[str, Any] = {"do": do, "source": src[0].value, **e}
    if rested:
        out["rested"] = True
    if do == "superior-ride" and "n" in out:
        raise r.refuse(start, r.pos, "a superior ride takes one card")
    r.note(start, f"{do.replace('-', ' ')} {src[0].display}", g.RULES[do])
    return [out]


def _call_self_effect(r: Reader, kind: str) -> list[dict[str, Any]] | None:
    start = r.pos
    got = r.take(g.CALL_SELF)
    if got is None:
        return None
    do, up_to = got[0].value
    e: dict[str, Any] = {"do": do, "source": "soul", "target": "self"}
    if up_to:
        e["up_to"] = True
    r.note(start, f"{do.replace('-', ' ')}: this card from the soul", g.RULES[do])
    return [e]


_LOOK_SHOWN = {False: "", True: " and show it to both players"}
_LOOK_REST_WORDS = {
    "top": "the rest go back",
    "bottom": "the rest go to the bottom",
    "drop": "the rest go into the drop zone",
    "shuffle": "then the deck is shuffled",
}
"""How the explanation words a look's taken card and the cards it leaves (``rest``)."""


def _look_effect(r: Reader, kind: str) -> list[dict[str, Any]] | None:
    """ "look at the top five cards of your deck, choose up to one grade 2 or less card from
    among them, and put it into your hand, and put the rest on the bottom of your deck in any
    order"."""
    start = r.pos
    opened = r.take(g.LOOK_OPEN)
    if opened is None:
        return None
    how, look_up_to = opened[0].value
    e: dict[str, Any] = {"do": "look-top", "n": 1 if how == "one" else opened[1][0]}
    if look_up_to:
        e["look_up_to"] = True
    taking = r.take(g.LOOK_TAKE, skip=False)
    if taking is None:
        return None
    got = r.take(g.FETCH_COUNTS)
    if got is None:
        return None
    if got[1][0] > 1:
        e["amount"] = got[1][0]
    if got[0].value:
        e["up_to"] = True
    f: dict[str, Any] = {}
    if not _filters(r, f):
        return None
    e.update(f)
    save = r.pos
    took = r.take(g.LOOK_FROM_REVEALED if taking[0].value else g.LOOK_FROM)
    shown = took is not None and bool(took[0].value)
    if took is None and not taking[0].value:
        r.pos = save
        if not look_to(r, e):  # (grades) "… from among them, call it to (RC)"
            return None
    elif took is None:
        return None
    if shown:
        e["reveal"] = True
    rest = r.take(g.LOOK_REST, skip=False)
    if rest is None:
        return None
    if rest[0].value != "top":
        e["rest"] = rest[0].value
    if e["n"] == 1:
        e.pop("n")
    r.note(start, f"look at the top of the deck, take a card{_LOOK_SHOWN[shown]}"
                  f", {_LOOK_REST_WORDS[rest[0].value]}",
           g.RULES["look-top"])  # fmt: skip
    return [e]


def _simple_effect(r: Reader, kind: str) -> list[dict[str, Any]] | None:
    start = r.pos
    got = r.take(g.SIMPLE_EFFECTS)
    if got is None:
        return None
    p, slots = got
    do, how = p.value
    e: dict[str, Any] = {"do": do}
    if how == "n":
        if slots[0] != 1:
            e["n"] = slots[0]
    elif how == "n-up-to":
        if slots[0] != 1:
            e["n"] = slots[0]
        e["up_to"] = True
    elif how == "name":
        e["name"] = slots[0]
    elif how == "n-amount":
        e["n"], e["amount"] = slots
    else:
        e.update(how)
    r.note(start, f"{do.replace('-', ' ')}: {p.display}", g.RULES.get(do, "golden.card-text"))
    return [e]


_EFFECT_READERS = (
    _unit_effect,
    _choose_effect,
    _search_effect,
    _zone_fetch_effect,
    _call_self_effect,
    _look_effect,
    _simple_effect,
    opponent_chooses_effect,
)


def _effect(r: Reader, kind: str) -> list[dict[str, Any]]:
    """One effect: every reader is tried here and the one that reads furthest is kept."""
    r.skip()
    start = r.pos
    best: tuple[int, list[dict[str, Any]], list[Clause]] | None = None
    base_clauses = r.clauses
    for read in _EFFECT_READERS:
        r.pos = start
        r.clauses = []
        got = read(r, kind)
        if got is not None and (best is None or r.pos > best[0]):
            best = (r.pos, got, r.clauses)
    r.clauses = base_clauses
    if best is None:
        r.pos = start
        raise r.error()
    r.pos = best[0]
    r.clauses.extend(best[2])
    return best[1]


def read_effects(r: Reader, kind: str) -> list[dict[str, Any]]:
    """Effects done in order, joined by ", and" / ", then" / "," and ending with a full stop (a
    next sentence opening "Then," carries them on: :mod:`.then`)."""
    out = _effect(r, kind)
    while True:
        r.skip()
        if r.text.startswith(".", r.pos):
            r.pos += 1
            if not then_sentence(r):  # ". Then, …": the same effect goes on
                return out
        elif r.take(g.EFFECT_JOIN) is None:
            r.fail(r.pos, ["."])
            raise r.error()
        r.skip()
        conds = read_conditions(r)  # a plain "if …," checked when this part is done (ability.if)
        r.skip()
        part = _effect(r, kind)
        if conds:
            part = [{**e, "if": list(conds)} for e in part]
        out.extend(part)
