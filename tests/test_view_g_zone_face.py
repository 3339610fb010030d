"""The G zone's face in a view (zone.g-zone, ZONE-029/030: the G deck waits face down in the G
zone, and a card turned face up there is public). A view says which G-zone cards are face down,
to the judge as to their owner, and hides those from the opponent."""

from __future__ import annotations

import pytest
from builders import Table
from test_premium_stride import G1, G2, GB1, VG1, VG2, gzone, start


@pytest.mark.rule("zone.g-zone", "zone.hidden")
@pytest.mark.covers("ZONE-029", "ZONE-030", formats=("premium",))
def test_zone_029_a_face_down_g_zone_card_is_face_down_in_every_view() -> None:
    t = Table("premium")
    t.vanguard(0, VG1)
    t.vanguard(1, VG2)
    down, up, down2 = gzone(t, 0, G1, GB1, G2)
    g = start(t, phase="main", face_up=(up,))
    judge = {c["iid"]: c["face_down"] for c in g.view(None)["players"][0]["gzone"]}
    assert judge == {down: True, up: False, down2: True}
    owner = {c["iid"]: c["face_down"] for c in g.view(0)["players"][0]["gzone"]}
    assert owner == judge
    seen = g.view(1)["players"][0]["gzone"]  # the opponent sees the face-up one only
    assert [c.get("iid") for c in seen] == [None, up, None]
    assert seen[1]["face_down"] is False
