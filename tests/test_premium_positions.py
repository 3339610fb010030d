"""Premium positions: ``gzone`` (face down and face up), ``heart``, a strode G unit on VC and
the "already strode / used G assist" flags, loaded, checked with clear errors, played on and
written back."""

from __future__ import annotations

import pytest

from vgwidget.engine import position
from vgwidget.engine.game import Game
from vgwidget.engine.position import PositionError

STRODE = """
[game]
format = "premium"
turn = 5
turn_player = 1
phase = "main"
done = ["stride"]

[players.1]
gzone = ["Solstice Herald of the Lantern",
  { card = "Aurelion the Dawnforged Lanternlord", face_up = true }]
heart = "Aurelio the Radiant Lanternlord"
hand = ["Lanternguard Squire"]
deck = { fill = "teaching" }

[players.1.circles]
VC = "Aurelion the Dawnforged Lanternlord"

[players.2]
gzone = ["Vessaline the Maelstrom Admiral"]
deck = { fill = "teaching" }

[players.2.circles]
VC = "Vessaline the Tempest Corsair Queen"
"""


@pytest.mark.covers("STRIDE-011", "STRIDE-012", "END-002", formats=("premium",))
@pytest.mark.rule("stride.heart", "stride.return", "position.setup")
def test_a_position_with_a_strode_g_unit_and_its_heart_plays_on() -> None:
    g = Game.from_position(STRODE)
    s = g.state
    ps = s.players[0]
    vc = ps.vanguard
    assert vc is not None and s.card(vc).name == "Aurelion the Dawnforged Lanternlord"
    assert [s.card(c).name for c in ps.heart] == ["Aurelio the Radiant Lanternlord"]
    assert g.view(None)["players"][0]["circles"]["VC"]["stats"]["power"] == 15000 + 11000
    assert "stride" in s.turn_flags
    up = [c for c in ps.gzone if c in s.face_up]
    assert [s.card(c).name for c in up] == ["Aurelion the Dawnforged Lanternlord"]
    # the end phase sends the G unit home and the heart is the vanguard again
    g.apply(next(a for a in g.legal_actions() if a.kind == "end-main"))
    g.apply(next(a for a in g.legal_actions() if a.kind == "end-battle"))
    s = g.state
    assert s.card(s.players[0].vanguard).name == "Aurelio the Radiant Lanternlord"  # type: ignore[arg-type]
    assert vc in s.players[0].gzone and vc in s.face_up


def test_the_opponent_sees_only_the_face_up_g_units_of_a_position() -> None:
    g = Game.from_position(STRODE)
    theirs = g.view(1)["players"][0]["gzone"]
    assert theirs[0] == {"hidden": True}
    assert theirs[1]["name"] == "Aurelion the Dawnforged Lanternlord"


def test_a_premium_position_round_trips_through_to_toml() -> None:
    g = Game.from_position(STRODE)
    data = position.to_dict(g.state)
    side = data["players"]["1"]
    assert side["heart"] == "Aurelio the Radiant Lanternlord"
    assert {"card": "Aurelion the Dawnforged Lanternlord", "face_up": True} in side["gzone"]
    assert not any(m.get("label", "").startswith("heart") for m in data.get("modifiers", []))
    again = Game.from_position(position.to_toml(data))
    assert again.view(None)["players"][0] == g.view(None)["players"][0]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            ('heart = "Aurelio the Radiant Lanternlord"\n', ""),
            "name its heart",
        ),
        (
            ('VC = "Aurelion the Dawnforged Lanternlord"', 'VC = "Solaris Paragon Knight"'),
            "a heart lies under a G unit",
        ),
        (
            ('gzone = ["Solstice Herald of the Lantern",', 'gzone = ["Lanternguard Squire",'),
            "not a G unit",
        ),
        (
            ('format = "premium"', 'format = "classic"'),
            "the classic format has no G zone",
        ),
        (
            ('heart = "Aurelio the Radiant Lanternlord"', 'heart = "Lanternshield Bastion"'),
            "cannot be a heart",
        ),
    ],
)
def test_bad_premium_positions_are_refused_with_the_line(
    change: tuple[str, str], message: str
) -> None:
    text = STRODE.replace(*change)
    assert text != STRODE
    with pytest.raises(PositionError, match=message) as err:
        Game.from_position(text)
    assert "line" in str(err.value)


def test_a_g_zone_larger_than_the_g_deck_is_refused() -> None:
    text = STRODE.replace(
        'gzone = ["Vessaline the Maelstrom Admiral"]',
        "gzone = [" + ", ".join(['"Vessaline the Maelstrom Admiral"'] * 9) + "]",
    )
    with pytest.raises(PositionError, match="at most 8"):
        Game.from_position(text)
