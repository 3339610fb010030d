"""Issue #21, "If you do, ...": what the compiler says about it today.

"you may pay the cost. If you do, ..." is read (the cost of an AUTO ability is optional,
COST-001 / COST-002); an "If you do, ..." after any other effect (a result that happens only if
the effect before it was done) is a mechanic the engine does not have yet, so its ability is
refused naming that mechanic. A refusal names the words that stopped the reader: when the
reader has already read "If you do," as part of a paid cost, the mechanic is not blamed for a
failure further on. The cards below are invented, in the official templates.
"""

from __future__ import annotations

from cardtext_reading import refused

from vgwidget.cardtext import compile

PAID = "[AUTO](VC):[Counter-Blast 1] When this unit attacks a vanguard, you may pay the cost. "
IF_DONE = "a result that depends on whether an effect was done"


def test_cost_001_a_paid_cost_then_if_you_do_is_read() -> None:
    """COST-001: "you may pay the cost. If you do," is the optional cost, read as the cost."""
    (ab,) = compile(PAID + "If you do, this unit gets [Power]+3000 until end of that battle.")
    assert ab["cost"] == [{"counter-blast": 1}]
    assert ab["effect"] == [{"do": "power", "amount": 3000, "until": "battle"}]


def test_cost_001_a_failure_after_a_paid_cost_names_its_own_words() -> None:
    """The words after a read "If you do," are what stopped the reader, not the mechanic."""
    text = PAID + "If you do, this unit glows brightly until end of turn."
    err = refused(text)
    assert err.mechanic is None
    assert err.position == text.index("this unit glows")
    assert err.phrase.startswith("this unit glows")


def test_if_you_do_after_an_effect_is_refused_as_the_mechanic() -> None:
    """An "If you do" after an optional effect (not a cost) is not read yet: the ability is
    refused naming the mechanic, at the words "If you do"."""
    text = "[AUTO](RC):When this unit attacks, you may draw a card. If you do, Soul-Charge 1."
    err = refused(text)
    assert err.mechanic == IF_DONE
    assert err.position == text.index("If you do")


def test_a_misspelt_if_you_do_after_a_cost_is_refused() -> None:
    """A near-miss of the cost's wording ("If you did,") is refused, never read as the cost."""
    text = PAID + "If you did, this unit gets [Power]+3000 until end of that battle."
    err = refused(text)
    assert err.position <= text.index("If you did")
