"""How the card-text compiler tests read a text: its records without their ``text`` field, or
the refusal it meets."""

from __future__ import annotations

from typing import Any

import pytest

from vgwidget.cardtext import CardTextError, compile


def read(text: str, era: str | None = None) -> list[dict[str, Any]]:
    """The records without their ``text`` (each record's text is checked separately)."""
    return [{k: v for k, v in r.items() if k != "text"} for r in compile(text, era=era)]


def one(text: str, era: str | None = None) -> dict[str, Any]:
    (rec,) = read(text, era)
    return rec


def refused(text: str, era: str | None = None) -> CardTextError:
    with pytest.raises(CardTextError) as err:
        compile(text, era=era)
    assert isinstance(err.value, ValueError)
    return err.value
