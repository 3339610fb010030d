"""What a player (or the judge) may see: the state as a plain, JSON-safe dict.

Hidden information stays hidden (ZONE-003, ZONE-005, ZONE-011, ZONE-036): a card the
viewer may not see is exactly ``{"hidden": True}`` -- no instance id, no name -- so
nothing derived from a player's view can leak it.
"""

from __future__ import annotations

import re
from typing import Any

from . import stats
from .abilities.harmony import in_harmony
from .cards import label
from .state import ALL_CIRCLES, CIRCLES, ZONES, State, column

HIDDEN: dict[str, Any] = {"hidden": True}


def can_see(s: State, iid: int, zone: str, viewer: int | None) -> bool:
    """Whether ``viewer`` may know the identity of card ``iid`` lying in ``zone``."""
    if viewer is None:
        return True
    owner = s.table.owner[iid]
    if zone == "deck":
        return False
    if zone == "hand" and s.table.cards[iid].pseudo_zones:
        return True  # any player may check a pseudo-card in a hidden zone (CR 4.55 §15.2.1.1.1.1)
    if zone in ("hand", "ride_deck", "gzone"):
        return owner == viewer or iid in s.face_up
    if zone == "gauge":
        return owner == viewer  # ZONE-033: only its owner sees the gauge
    if iid in s.face_down:
        if zone == "damage":
            return True  # both players may look at face-down damage (ZONE-023)
        if zone == "bind":
            return owner == viewer  # ZONE-026
        if iid in s.locked or iid in s.deleted:
            return True  # locked and deleted cards were public when they turned over
        return owner == viewer  # e.g. the first vanguard before stand up
    return True


_QUOTED = re.compile(r"“([^”]+)”")


def visible_names(s: State, viewer: int) -> set[str]:
    """The names of every card ``viewer`` may see anywhere right now (and their labels with
    the id, where two printings of a name are in the game, CARD-016)."""
    names: set[str] = set()
    cards = s.table.cards
    for ps in s.players:
        for c, u in zip(ALL_CIRCLES, ps.circles, strict=False):
            if u is not None and can_see(s, u, c, viewer):
                names.update((cards[u].name, label(cards[u], cards)))
        for z in ZONES:
            for iid in getattr(ps, z):
                if can_see(s, iid, z, viewer):
                    names.update((cards[iid].name, label(cards[iid], cards)))
    return names


def prompt_for(s: State, viewer: int | None) -> str:
    """The decision's prompt as ``viewer`` may read it: the deciding player and the judge read
    it whole; the other player reads it with every card they may not see named "a card"
    (e.g. a unit about to be called from the deck)."""
    d = s.decision
    if d is None:
        return ""
    if viewer is None or viewer == d.player or "“" not in d.prompt:
        return d.prompt
    seen = visible_names(s, viewer)
    return _QUOTED.sub(lambda m: m.group(0) if m.group(1) in seen else "a card", d.prompt)


def card_dict(s: State, iid: int, in_play: bool = False) -> dict[str, Any]:
    c = s.table.cards[iid]
    d: dict[str, Any] = {
        "iid": iid,
        "id": c.id,
        "name": c.name,
        "grade": c.grade_value,
        "power": c.power,
        "shield": c.shield,
        "critical": c.critical,
        "trigger": c.trigger,
        "skills": list(c.skills),
        "clan": c.clan,
        "nation": c.nation,
        "type": c.type,
        "sentinel": c.sentinel,
        "text": c.text,
        "rested": iid in s.rested,
        "face_down": iid in s.face_down,
        "locked": iid in s.locked,
        "deleted": iid in s.deleted,
    }
    if c.abilities and any(ab.manual for ab in c.abilities):
        # abilities the engine cannot read: shown with their text, the judge resolves them
        d["manual"] = [
            {"number": i + 1, "kind": ab.kind or None, "text": ab.text, "why": ab.why}
            for i, ab in enumerate(c.abilities)
            if ab.manual
        ]
    if c.card_name is None:  # a Protect: "Protect" labels it, but it has no card name
        d["no_name"] = True
    ties = s.players[s.table.owner[iid]].gauge_ties
    if not in_play and ties and c.type == "set-order":
        # a set order's gauge (public count; which cards: owner only), as a unit's below
        d["gauge_count"] = sum(1 for _g, h in ties if h == iid)
    if in_play:
        mine = s.players[s.table.owner[iid]]
        under = mine.dress_of(iid)
        if under:  # an overDress unit: its originalDress lie under it (public)
            d["dress"] = [card_dict(s, o) for o in under]
            if iid in mine.xover:  # placed by XoverDress: not the overDress state (§6.8.5)
                d["xoverdress"] = True
        if mine.gauge_ties:  # how many gauge cards the unit has (public; which: owner only)
            d["gauge_count"] = sum(1 for _g, h in mine.gauge_ties if h == iid)
        if in_harmony(s, iid):  # the Harmony state, until end of turn (keyword.harmony)
            d["harmony"] = True
        d["stats"] = {
            "power": stats.power(s, iid),
            "critical": stats.critical(s, iid),
            "shield": stats.shield(s, iid),
            "breakdown": stats.breakdown(s, iid),
        }
    return d


def _zone(s: State, cards: tuple[int, ...], zone: str, viewer: int | None) -> list[dict[str, Any]]:
    out = [card_dict(s, c) if can_see(s, c, zone, viewer) else dict(HIDDEN) for c in cards]
    if zone == "gzone":  # the G deck lies face down there; face up only once turned (ZONE-029)
        for c, d in zip(cards, out, strict=True):
            if "iid" in d:
                d["face_down"] = c not in s.face_up
    return out


def view(s: State, viewer: int | None) -> dict[str, Any]:
    """The whole position as ``viewer`` (0, 1, or ``None`` for the judge) may see it."""
    players = []
    for p, ps in enumerate(s.players):
        circles: dict[str, Any] = {}
        for c in (*CIRCLES, *ps.accel):
            u = ps.at(c)
            if u is None:
                circles[c] = None
            elif can_see(s, u, c, viewer):
                circles[c] = card_dict(s, u, in_play=True)
            else:
                circles[c] = {**HIDDEN, "face_down": True}
        players.append(
            {
                "index": p,
                "name": f"Player {p + 1}",
                "circles": circles,
                "guardians": [card_dict(s, g, in_play=True) for g in ps.guardians],
                "soul": _zone(s, ps.soul, "soul", viewer),
                "hand": _zone(s, ps.hand, "hand", viewer),
                "hand_count": len(ps.hand),
                "deck_count": len(ps.deck),
                "damage": _zone(s, ps.damage, "damage", viewer),
                "drop": _zone(s, ps.drop, "drop", viewer),
                "bind": _zone(s, ps.bind, "bind", viewer),
                "removal": _zone(s, ps.removal, "removal", viewer),
                "trigger": _zone(s, ps.trigger, "trigger", viewer),
                "ride_deck": _zone(s, ps.ride_deck, "ride_deck", viewer),
                "order": _zone(s, ps.order, "order", viewer),
                "crest": _zone(s, ps.crest, "crest", viewer),
                "gzone": _zone(s, ps.gzone, "gzone", viewer),
                "dress": _zone(s, ps.dress, "dress", viewer),
                # the gauge: its cards (hidden from the opponent) and, in the same order, the
                # unit each is tied to
                "gauge": _zone(s, ps.gauge, "gauge", viewer),
                "gauge_of": [dict(ps.gauge_ties).get(g) for g in ps.gauge],
                # Standard's gifts: the accel circles (front row, beside FL / FR), the gift
                # markers on circles, each gift kind's chosen type, and the energy
                "accel": [
                    {
                        "circle": a,
                        "side": "left" if int(a[1:]) % 2 else "right",
                        "column": column(p, a),
                    }
                    for a in ps.accel
                ],
                "markers": [{"circle": c, "kind": k, "type": t} for c, k, t in ps.markers],
                "gift_types": dict(ps.gift_types),
                "energy": ps.energy,
                "heart": _zone(s, ps.heart, "heart", viewer),
                # the legion mate stands and rests with its leader (LEGION-004)
                "legion": [
                    {**card_dict(s, m, in_play=True), "rested": ps.vanguard in s.rested}
                    for m in ps.legion
                ],
            }
        )
    b = s.battle
    battle = None
    if b is not None:
        battle = {
            "attacker": b.attacker,
            "attacker_circle": b.attacker_circle,
            "target": b.target,
            "target_player": b.target_player,
            "target_circle": b.target_circle,
            "booster": b.booster,
            "booster_circle": b.booster_circle,
            "guardians": list(b.guardians),
            "hit": b.hit,
            "attacker_power": stats.power(s, b.attacker),
            "target_power": stats.power(s, b.target),
            # every unit being attacked (several when an ability lets the attack target
            # several units, ATTACK-009), the guarded one of each guardian, and the units hit
            "attacked": [
                {"unit": t, "circle": c, "power": stats.power(s, t)} for t, c in b.attacked()
            ],
            "guarding": {str(g): b.guards(g) for g in b.guardians},
            "hits": list(b.hits),
        }
    d = s.decision
    decision: dict[str, Any] | None = None
    if d is not None:
        decision = {"player": d.player, "kind": d.kind, "prompt": prompt_for(s, viewer)}
        if d.kind == "choose" and d.data and isinstance(d.data[0], tuple):
            # the choices of an effect (a search, a look at the top cards): the deciding
            # player sees every card offered to them, even from their deck; the opponent sees
            # how many there are, and the cards they may see anyway
            options = d.data[0]
            if viewer is None or viewer == d.player:
                decision["options"] = [
                    card_dict(s, o) if isinstance(o, int) else {"circle": o} for o in options
                ]
            else:
                decision["options_count"] = len(options)
    return {
        "format": s.fmt.name,
        "viewer": viewer,
        "turn": s.turn,
        "turn_player": s.turn_player,
        "first_player": s.first_player,
        "phase": s.phase,
        "step": s.step,
        "decision": decision,
        "result": None
        if s.result is None
        else {"winner": s.result.winner, "reason": s.result.reason, "rule": s.result.rule},
        "battle": battle,
        "players": players,
    }
