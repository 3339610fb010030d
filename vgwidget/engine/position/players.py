"""Checking a player's side of a position: circles (with legion mates, gauge and dress), zones,
the Standard extras (accel circles, gift markers, energy), the G zone and heart, the deck
(listed or filled from a deck list), and the copies each card may have."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from importlib import resources
from typing import Any

from .. import rng
from ..cards import Card
from ..decks import Deck, parse_deck, teaching_decks
from ..errors import DeckError
from ..procedures.rule_actions import LOSS_DAMAGE
from ..state import ACCEL_CIRCLES, CIRCLE_NAMES, CIRCLES, REAR_CIRCLES, VC
from .checking import _Checker, _Entry, _kind, _place_name
from .keys import (
    CIRCLE_FLAGS,
    DECK_KEYS,
    FACE_DOWN_ZONES,
    GIFT_KINDS,
    MARKER_KEYS,
    PLAYER_KEYS,
    STANDARD_KEYS,
    ZONE_KEYS,
)


class _PlayerSide(_Checker):
    """The builder's reading and checking of each player's side."""

    def read_order_gauge(
        self, value: list[Any], path: tuple[str, ...], out: dict[int, list[_Entry]]
    ) -> list[Any]:
        """A set order in the order zone may hold gauge: ``{ card = name, gauge = [...] }``
        (seed 000 "Gauge Zone"); ``out`` gets each entry's gauge by its place in the list."""
        plain: list[Any] = []
        for i, v in enumerate(value):
            if isinstance(v, Mapping) and "gauge" in v:
                v = dict(v)
                gauge = self.card_list(v.pop("gauge"), (*path, str(i), "gauge"))
                card = self.resolve(v["card"]) if isinstance(v.get("card"), str) else None
                if self.fmt.name != "standard" or (card is not None and card.type != "set-order"):
                    self.problem((*path, str(i), "gauge"), "only a Standard set order has a gauge")
                elif gauge:
                    out[i] = gauge
            plain.append(v)
        return plain

    def read_player(self, p: int, value: Any) -> dict[str, Any]:
        path = ("players", str(p + 1))
        tab = self.table(value, path, PLAYER_KEYS)
        side: dict[str, Any] = {"legion": []}
        side.update(self.read_standard(p, tab, path))
        circles = self.table(tab.get("circles"), (*path, "circles"), (*CIRCLES, *side["accel"]))
        vc_value = circles.get(VC)
        if isinstance(vc_value, Mapping) and "legion_mate" in vc_value:
            # legion: VC = { card = "Leader", legion_mate = "Mate" } (LEGION-001)
            mate = self.card(vc_value["legion_mate"], (*path, "circles", VC, "legion_mate"))
            if mate is not None:
                side["legion"] = [mate]
            circles[VC] = {k: v for k, v in vc_value.items() if k != "legion_mate"}
        side["circles"] = {}
        side["dress"] = {}
        side["xover"] = set()
        side["gauge"] = {}
        side["vc_named"] = circles.get(VC) is not None
        for c in (*CIRCLES, *side["accel"]):
            v = circles.get(c)
            cpath = (*path, "circles", c)
            if isinstance(v, list):
                if len(v) > 1:
                    self.problem(
                        cpath,
                        f"{len(v)} units on the {CIRCLE_NAMES[c]}: a circle holds one unit "
                        "(calling onto an occupied circle retires the unit already there)",
                    )
                v = v[0] if v else None
            if v is None:
                continue
            if isinstance(v, Mapping) and "gauge" in v:
                v = dict(v)
                gauge = self.card_list(v.pop("gauge"), (*cpath, "gauge"))
                if self.fmt.name != "standard":
                    self.problem((*cpath, "gauge"), "only Standard units have a gauge")
                elif gauge:
                    side["gauge"][c] = gauge
            if isinstance(v, Mapping) and "xoverdress" in v:
                v = dict(v)
                x = v.pop("xoverdress")
                if not isinstance(x, bool) or (x and not v.get("dress")):
                    self.problem(
                        (*cpath, "xoverdress"),
                        "xoverdress = true marks a unit placed by XoverDress: it needs its "
                        "originalDress (dress = [...])",
                    )
                elif x:
                    side["xover"].add(c)
            if isinstance(v, Mapping) and "dress" in v:
                v = dict(v)
                under = self.card_list(v.pop("dress"), (*cpath, "dress"))
                if c == VC or self.fmt.name != "standard":
                    self.problem((*cpath, "dress"), "only a Standard rear-guard can be overDressed")
                elif under:
                    side["dress"][c] = under
            e = self.card(v, cpath, CIRCLE_FLAGS)
            if e is not None:
                side["circles"][c] = e
        side["order_gauge"] = {}
        for z in ZONE_KEYS:
            flags = ("face_down",) if z in FACE_DOWN_ZONES else ()
            v = tab.get(z)
            if z == "order" and isinstance(v, list):
                v = self.read_order_gauge(v, (*path, "order"), side["order_gauge"])
            if z == "gzone":
                flags = ("face_up",)  # the G era: face-up G units are public (ZONE-030)
            elif z == "heart" and isinstance(v, (str, Mapping)):
                v = [v]  # heart = "Name": the card under the G unit on VC
            side[z] = self.card_list(v, (*path, z), flags)
        deck = self.table(tab.get("deck"), (*path, "deck"), DECK_KEYS)
        side["top"] = self.card_list(deck.get("top"), (*path, "deck", "top"))
        side["rest"] = self.card_list(deck.get("rest"), (*path, "deck", "rest"))
        side["fill"] = None
        side["count"] = None
        if "fill" in deck:
            side["fill"] = self.deck_list(p, deck["fill"], (*path, "deck", "fill"))
        if "count" in deck:
            side["count"] = self.integer(deck["count"], (*path, "deck", "count"), 1)
        return side

    def read_standard(
        self, p: int, tab: Mapping[str, Any], path: tuple[str, ...]
    ) -> dict[str, Any]:
        """A player's accel circles, gift markers, gift types and energy (Standard)."""
        out: dict[str, Any] = {
            "accel": (),
            "accel_made": 0,
            "markers": (),
            "gift_types": (),
            "ride_gift": None,
            "energy": 0,
        }
        if any(k in tab for k in STANDARD_KEYS) and self.fmt.name != "standard":
            self.problem(path, "accel circles, gifts and energy belong to Standard")
            return out
        accel = tab.get("accel", [])
        if not isinstance(accel, list) or any(a not in ACCEL_CIRCLES for a in accel):
            self.problem(
                (*path, "accel"),
                f"accel circles are a list of names from {', '.join(ACCEL_CIRCLES)}",
            )
            accel = []
        out["accel"] = tuple(dict.fromkeys(accel))
        least = max((ACCEL_CIRCLES.index(a) + 1 for a in out["accel"]), default=0)
        made = tab.get("accel_made", least)
        if isinstance(made, bool) or not isinstance(made, int) or not least <= made <= 8:
            self.problem(
                (*path, "accel_made"),
                f"accel_made counts the accel circles gained this game (lost ones too): a whole "
                f"number from {least} to {len(ACCEL_CIRCLES)}",
            )
            made = least
        out["accel_made"] = made
        circles = (VC, *REAR_CIRCLES, *out["accel"])
        markers = []
        raw = tab.get("markers", [])
        if not isinstance(raw, list):
            self.problem((*path, "markers"), f"expected a list of markers, not {_kind(raw)}")
            raw = []
        for i, m in enumerate(raw):
            mpath = (*path, "markers", str(i + 1))
            t = self.table(m, mpath, MARKER_KEYS, required=MARKER_KEYS)
            if len(t) != 3:
                continue
            if t["circle"] not in circles:
                self.problem(mpath, f"{t['circle']!r} is none of this player's circles")
            elif t["kind"] not in GIFT_KINDS or t["type"] not in ("I", "II"):
                self.problem(mpath, "a marker's kind is force, accel or protect; its type I or II")
            else:
                markers.append((str(t["circle"]), str(t["kind"]), str(t["type"])))
        out["markers"] = tuple(markers)
        types = self.table(tab.get("gift_types"), (*path, "gift_types"), GIFT_KINDS)
        for k, v in types.items():
            if v not in ("I", "II"):
                self.problem((*path, "gift_types", k), f"a gift type is I or II, not {v!r}")
        out["gift_types"] = tuple((k, str(v)) for k, v in types.items() if v in ("I", "II"))
        # the ride gift lock: by default the first kind whose type was chosen (ride gifts)
        ride = tab.get("ride_gift", out["gift_types"][0][0] if out["gift_types"] else None)
        if ride == "":
            ride = None  # no ride has given a gift yet (gifts from effects only)
        elif ride is not None and ride not in GIFT_KINDS:
            self.problem(
                (*path, "ride_gift"), f'ride_gift is force, accel, protect or "", not {ride!r}'
            )
            ride = None
        out["ride_gift"] = ride
        if "energy" in tab:
            out["energy"] = self.integer(tab["energy"], (*path, "energy"), 0) or 0
        return out

    def deck_list(self, p: int, value: Any, path: tuple[str, ...]) -> tuple[str, Deck] | None:
        if not isinstance(value, str):
            self.problem(path, f"expected a deck list name, not {_kind(value)}")
            return None
        if value == "teaching":
            return value, teaching_decks(self.fmt)[p]
        root = resources.files("vgwidget") / "data" / "decks"
        names = sorted(e.name[:-4] for e in root.iterdir() if e.name.endswith(".txt"))
        if value not in names:
            self.problem(
                path,
                f'unknown deck list "{value}" (use "teaching" or one of: {", ".join(names)})',
            )
            return None
        try:
            text = (root / f"{value}.txt").read_text(encoding="utf-8")
            return value, parse_deck(text, where=f"decks/{value}.txt", pool=self.pool)
        except DeckError as e:  # pragma: no cover - shipped lists are tested
            self.problem(path, str(e))
            return None

    def check_player(self, p: int, side: dict[str, Any], battle: dict[str, Any] | None) -> None:
        path = ("players", str(p + 1))
        name = f"Player {p + 1}"
        fmt = self.fmt
        circles: dict[str, _Entry] = side["circles"]
        if VC not in circles and not side["vc_named"]:
            self.problem((*path, "circles"), f"{name} has no vanguard: put a unit on VC")
        for c, e in circles.items():
            if c == VC and e.card.type == "g-unit" and side["heart"] and fmt.g_zone:
                pass  # a strode G unit, with its heart under it
            elif not e.card.can_be_on_circle:
                self.problem(
                    e.path,
                    f"“{e.card.name}” is not a unit that can stand on a circle ({e.card.type})",
                )
            if c == VC and "locked" in e.flags:
                self.problem(e.path, "only rear-guards can be locked (card.lock)")
            if "locked" in e.flags and "deleted" in e.flags:
                self.problem(e.path, "a card is either locked or deleted, not both")
        if len(side["damage"]) >= LOSS_DAMAGE:
            self.problem(
                (*path, "damage"),
                f"{name} has {len(side['damage'])} damage: a player with 6 damage has already "
                "lost (win.damage)",
            )
        if side["ride_deck"]:
            if not fmt.ride_deck:
                self.problem((*path, "ride_deck"), f"the {fmt.name} format has no ride deck")
            else:
                for e in side["ride_deck"]:
                    if e.card.type == "ride-deck-crest":
                        self.problem(
                            e.path,
                            f"“{e.card.name}” left the ride deck for the crest zone when the "
                            "game was set up (setup.ride-deck): list it under crest",
                        )
                        continue
                    ok = e.card.is_unit and e.card.grade in fmt.ride_deck_grades
                    if not ok:
                        self.problem(
                            e.path,
                            f"“{e.card.name}” cannot be in a ride deck: the {fmt.name} ride deck "
                            "holds grade 0 to 3 units (deck.ride-deck)",
                        )
        for e in side["crest"]:
            if e.card.type not in ("ride-deck-crest", "crest"):
                self.problem(e.path, f"“{e.card.name}” is not a crest")
        for e in side["order"]:
            if e.card.type != "set-order":
                self.problem(
                    e.path,
                    f"“{e.card.name}” is not a set order: only set orders stay in the order zone",
                )
        self.check_g_zone(p, side, path)
        for e in side["legion"]:
            vc = circles.get(VC)
            if vc is None or vc.card.legion_mate != e.card.name:
                leader = "no unit" if vc is None else f"“{vc.card.name}”"
                self.problem(
                    e.path,
                    f"{leader} on the vanguard circle names no legion mate “{e.card.name}” "
                    "(legion.procedure)",
                )
        # copies: every card the position shows for this player
        shown = self.shown(p, side, battle)
        fill = side["fill"]
        by_name: dict[str, list[_Entry]] = {}
        for e in shown:
            by_name.setdefault(e.card.name, []).append(e)
        for card_name, entries in by_name.items():
            counted = Counter(_place_name(e.path) for e in entries)
            places = ", ".join(f"{z} x{n}" if n > 1 else z for z, n in counted.items())
            have = 0
            if fill is not None:
                list_name, deck = fill
                listed = [*deck.main, *deck.first_vanguard_cards, *deck.ride_deck]
                have = sum(1 for k in listed if self.pool[k].name == card_name)
            if have:
                if len(entries) > have:
                    self.problem(
                        entries[have].path,
                        f"“{card_name}” is shown {len(entries)} times ({places}) but deck list "
                        f'"{list_name}" holds {have}: a card cannot be in two places',
                    )
            elif len(entries) > fmt.max_copies:
                self.problem(
                    entries[fmt.max_copies].path,
                    f"“{card_name}” is shown {len(entries)} times ({places}): a deck holds at "
                    f"most {fmt.max_copies} copies of a card, so one card would be in two places "
                    "(deck.copies)",
                )
        if not side["top"] and not side["rest"] and fill is None:
            self.problem(
                (*path, "deck"),
                f"{name} has no cards in the deck: that player has already lost (win.deck-out); "
                "give deck top/rest cards or fill it from a deck list",
            )

    def check_g_zone(self, p: int, side: dict[str, Any], path: tuple[str, ...]) -> None:
        """The G era: the G zone holds G units only (DECK-030), at most the G deck's size;
        a heart lies under a G unit on the vanguard circle and a G unit there needs one
        (STRIDE-011)."""
        fmt = self.fmt
        vc = side["circles"].get(VC)
        if not fmt.g_zone:
            for z, what in (("gzone", "G zone"), ("heart", "heart")):
                if side[z]:
                    self.problem((*path, z), f"the {fmt.name} format has no {what}")
            return
        for e in side["gzone"]:
            if not e.card.is_g:
                self.problem(
                    e.path,
                    f"“{e.card.name}” is not a G unit: only G units are in the G zone (g.deck)",
                )
        cap = fmt.g_deck_max or 0
        g_vc = vc is not None and vc.card.is_g
        if len(side["gzone"]) + g_vc > cap:
            self.problem(
                (*path, "gzone"),
                f"{len(side['gzone']) + g_vc} G units: the G deck holds at most {cap} (g.deck)",
            )
        heart = side["heart"]
        if len(heart) > 1:
            self.problem(
                (*path, "heart"), "one card is the heart (a legion heart is not built yet)"
            )
        for e in heart:
            if e.card.is_g or not e.card.can_be_on_circle:
                self.problem(
                    e.path, f"“{e.card.name}” cannot be a heart: it was a vanguard, not a G unit"
                )
        if heart and not g_vc:
            self.problem(
                (*path, "heart"),
                "a heart lies under a G unit on the vanguard circle: put the strode G unit on VC",
            )
        if g_vc and not heart:
            assert vc is not None
            self.problem(
                vc.path,
                f"“{vc.card.name}” is a G unit on the vanguard circle: name its heart "
                '(heart = "the vanguard it strode onto", stride.heart)',
            )

    def shown(self, p: int, side: dict[str, Any], battle: dict[str, Any] | None) -> list[_Entry]:
        out: list[_Entry] = [*side["circles"].values(), *side["legion"]]
        for under in side.get("dress", {}).values():
            out.extend(under)
        for gauge in side.get("gauge", {}).values():
            out.extend(gauge)
        for gauge in side.get("order_gauge", {}).values():
            out.extend(gauge)
        if battle is not None and p != self.tp:
            out += battle["guardians"]
        for z in ZONE_KEYS:
            if z == "gzone":
                continue
            if z == "ride_deck" and not self.fmt.copies_include_ride_deck:
                continue
            out += side[z]
        top: list[_Entry] = side["top"]
        rest: list[_Entry] = side["rest"]
        return out + top + rest

    def fill_deck(self, p: int, side: dict[str, Any], r: int) -> tuple[int, list[Card]]:
        listed = [e.card for e in side["top"] + side["rest"]]
        fill = side["fill"]
        count = side["count"]
        path = ("players", str(p + 1), "deck")
        if fill is None:
            if count is not None and count != len(listed):
                self.problem(
                    (*path, "count"),
                    f"count is {count} but the deck lists {len(listed)} cards "
                    "(use fill to add more)",
                )
            return r, listed
        _, deck = fill
        # the cards of the list (without the ride deck) that the position does not show yet
        left = Counter([*deck.main, *deck.first_vanguard_cards])
        key = self.pool.key  # a deck list names a shared name's printing by id (CARD-016)
        for z in ("circles", "legion", *ZONE_KEYS):
            if z in ("ride_deck", "crest", "gzone"):
                continue
            entries = side[z].values() if z == "circles" else side[z]
            for e in entries:
                if left[key(e.card)] > 0:
                    left[key(e.card)] -= 1
        for e in side["top"] + side["rest"]:
            if left[key(e.card)] > 0:
                left[key(e.card)] -= 1
        if p != self.tp:
            for e in self.guardians:
                if left[key(e.card)] > 0:
                    left[key(e.card)] -= 1
        names = [
            n
            for n in dict.fromkeys([*deck.main, *deck.first_vanguard_cards])
            for _ in range(left[n])
        ]
        need = len(names) if count is None else count - len(listed)
        if need < 0:
            self.problem(
                (*path, "count"), f"count is {count} but the deck already lists {len(listed)} cards"
            )
            need = 0
        if need > len(names):
            self.problem(
                (*path, "count"),
                f"the deck list has only {len(names)} cards left to fill {need} places",
            )
            need = len(names)
        r, order = rng.shuffled(r, tuple(range(len(names))))
        filled = [self.pool[names[i]] for i in order[:need]]
        return r, listed + filled
