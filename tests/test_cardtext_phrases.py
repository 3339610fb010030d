"""The card-text compiler (vgwidget.cardtext) reads every spelling of every phrase the grammar
lists (timings, conditions, costs, effects, choices), and every shipped card's ability record
written as text and read back is the record again.

All card names and texts here are our own inventions in the official templates."""

from __future__ import annotations

from typing import Any

import pytest
from cardtext_reading import one, read, refused

from vgwidget.cardtext import canonical, render
from vgwidget.cardtext import grammar as g
from vgwidget.cardtext.canon import ability_dict
from vgwidget.cardtext.phrases import Phrase
from vgwidget.engine.cards import default_pool


# ------------------------------------------------------------- every phrase the grammar lists
def _fill(template: str) -> str:
    """A phrase template with its slots filled by invented values."""
    return (
        template.replace("{n}", "2")
        .replace("{cn}", "1")
        .replace("{amt}", "+5000")
        .replace("{name}", '"Quillspark Herald"')
        .replace("{group}", "«Lanternguard»")
    )


@pytest.mark.parametrize("phrase", g.TIMINGS, ids=[p.template for p in g.TIMINGS])
def test_every_timing_phrase_is_read(phrase: Phrase) -> None:
    timing, on, extra, zone = phrase.value
    head = "[AUTO](RC)" if timing == "placed" else "[AUTO]"
    rec = one(f"{head}:{_fill(phrase.template)}, draw a card.")
    assert rec["timing"] == ("placed-on-rc" if timing == "placed" else timing)
    assert rec.get("on", on) == on or (on in ("self", "your-turn") and "on" not in rec)
    if zone:
        assert rec["zones"] == zone.split("/")  # (two circles: "VC/RC")
    conds = {k: v for c in rec.get("condition", []) for k, v in c.items()}
    for k, v in extra:
        assert (rec.get(k) if k == "first_chance" else conds[k]) == v


@pytest.mark.parametrize("phrase", g.CONDITIONS, ids=[p.template for p in g.CONDITIONS])
def test_every_condition_phrase_is_read(phrase: Phrase) -> None:
    name, fixed = phrase.value
    text = f"[CONT](RC):{_fill(phrase.template)}, this unit gets [Power]+2000."
    rec = one(text, "classic")
    ((got, value),) = rec["condition"][0].items()
    want = "vanguard-clan" if name == "era-group" else name
    assert got == want
    assert value == (fixed if fixed is not None else phrase.match(_fill(phrase.template), 0)[1][0])  # type: ignore[index]


def test_a_clan_or_nation_is_read_by_era() -> None:
    text = "[CONT](VC):If you have a «Emberreach» vanguard, this unit gets [Power]+1000."
    assert one(text, "standard")["condition"] == [{"vanguard-nation": "Emberreach"}]
    assert one(text, "classic")["condition"] == [{"vanguard-clan": "Emberreach"}]
    assert one(text, "g")["condition"] == [{"vanguard-clan": "Emberreach"}]
    assert one(text)["condition"] == [{"vanguard-clan": "Emberreach"}]  # « is a classic mark


@pytest.mark.parametrize("phrase", g.COSTS, ids=[p.template for p in g.COSTS])
@pytest.mark.parametrize("style", ["[COST][{}], ", "COST [{}], ", "[{}] "])
def test_every_cost_phrase_is_read_in_every_bracket(phrase: Phrase, style: str) -> None:
    text = "[ACT](RC):" + style.format(_fill(phrase.template)) + "draw a card."
    rec = one(text)
    ((name, value),) = rec["cost"][0].items()
    v = phrase.value
    assert name == (v if isinstance(v, str) else v[0])


@pytest.mark.parametrize("phrase", g.SIMPLE_EFFECTS, ids=[p.template for p in g.SIMPLE_EFFECTS])
def test_every_plain_effect_phrase_is_read(phrase: Phrase) -> None:
    kind = "CONT" if phrase.value[0] == "limit-break-relief" else "ACT"
    head = f"[{kind}](VC):"
    if phrase.template.startswith("["):  # first in an ACT it would be an older cost bracket
        head = "[AUTO](VC):When this unit attacks, "
    rec = one(f"{head}{_fill(phrase.template)}.")
    assert rec["effect"][0]["do"] == phrase.value[0]


@pytest.mark.parametrize("subject", g.SUBJECTS, ids=[s[0] for s in g.SUBJECTS])
@pytest.mark.parametrize("stat", g.STATS, ids=[s[1] for s in g.STATS])
def test_every_unit_named_without_a_choice_gets_every_stat(
    subject: tuple[str, str, bool], stat: tuple[str, str]
) -> None:
    words, target, plural = subject
    verb = "get" if plural else "gets"
    rec = one(f"[ACT](VC):{words} {verb} {stat[0]}+1 until end of turn.", "classic")
    e = rec["effect"][0]
    assert (e["do"], e.get("target", "self"), e["amount"]) == (stat[1], target, 1)


@pytest.mark.parametrize("choice", g.CHOICES, ids=[p.template for p in g.CHOICES])
@pytest.mark.parametrize("verb", g.UNIT_VERBS[:5], ids=[v[1] for v in g.UNIT_VERBS[:5]])
def test_every_choice_takes_every_action(choice: Phrase, verb: tuple[str, str]) -> None:
    text = f"[ACT](VC):Choose up to two {choice.template}, and {verb[0]} them."
    if verb[1] == "lock" and choice.value == "choose-your-unit":
        # a vanguard is never locked (LOCK-001): the engine's own check refuses the text
        assert "only rear-guards are locked" in str(refused(text))
        return
    if verb[1] in ("retire", "bind", "lock") and choice.value.endswith("-vanguard"):
        # a vanguard is neither retired, bound nor locked by a choice: the text is refused
        said = str(refused(text))
        assert "only rear-guards are locked" in said or "not retired or bound" in said
        return
    e = one(text)["effect"][0]
    assert e == {"do": verb[1], "target": choice.value, "n": 2, "up_to": True}


# ------------------------------------------------------------------ the shipped cards' records
def _shipped() -> list[tuple[str, str, dict[str, Any]]]:
    """Every ability of the shipped pool (compiled from the cards' texts) as a record."""
    out = []
    for card in default_pool():
        era = "standard" if "standard" in card.formats else "classic"
        for i, a in enumerate(card.abilities):
            record = {k: v for k, v in ability_dict(a).items() if k != "text"}
            out.append((f"{card.id}#{i}", era, record))
    return out


SHIPPED = _shipped()


@pytest.mark.parametrize(("where", "era", "record"), SHIPPED, ids=[s[0] for s in SHIPPED])
def test_every_shipped_ability_is_written_as_text_and_read_back(
    where: str, era: str, record: dict[str, Any]
) -> None:
    text = render(record, era=era)
    assert read(text, era) == [canonical(record)], text
