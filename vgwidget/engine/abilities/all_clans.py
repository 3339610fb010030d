"""The ability "This card is from all clans and nations" (card.all-clans) in the card-data
format: its effect's name, and what an ability holding it must be (the board's checks are in
:mod:`.clans`)."""

from __future__ import annotations

from collections.abc import Sequence

from ..errors import CardDataError

ALL_CLANS = "all-clans"
"""The effect of the ability (``{"do": "all-clans"}``): this card is of every clan and nation."""


def check_all_clans(
    kind: str, zones: Sequence[str], every_zone: Sequence[str], conds: Sequence[object],
    dos: Sequence[str], where: str,
) -> None:  # fmt: skip
    """The ability "from all clans and nations" is a CONT ability alone in its ability, with no
    condition, working in every zone (the card is of every clan wherever it is)."""
    if ALL_CLANS not in dos:
        return
    if kind != "CONT" or len(dos) != 1 or conds or sorted(zones) != sorted(every_zone):
        raise CardDataError(
            f"{where}: 'all-clans' is a CONT ability of its own, with no condition, working in "
            "every zone (the card is from all clans and nations wherever it is)"
        )
