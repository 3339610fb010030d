"""The wire format: what a :class:`~vgwidget.widget.VanguardWidget` syncs to the browser.

Versioned by :data:`ENCODING_VERSION` (every chunk carries it as ``"v"``; the front end,
``js/src/timeline.js``, refuses a chunk of another version with a message). Standard library
only: this module imports neither anywidget nor traitlets.

The synced state holds the *recorded timeline for one perspective* (player 0, player 1 or the
judge), so the browser can step through the whole game without a kernel:

* ``_base`` and ``_tail``: timeline *chunks* (see :func:`pack_chunk`). A chunk carries the
  explain events as that perspective may read them (``event.to_dict(p)``), one *patch* per event
  (only the parts of ``view(snapshot, p)`` that changed since the previous event), the printed
  characteristics of every card the perspective has seen (interned once), and the catalogue
  title and summary of every rule cited. ``_base`` is large and rarely re-sent; ``_tail`` holds
  the events added since (live play re-sends only the tail; it is folded into the base once it
  grows past :data:`TAIL_MAX` events).
* ``_pending``: when the game waits for a decision, the *decision point* (the current position,
  one frame after the last event) with the prompt and its rule.
* ``_actions``: the legal actions at the decision point, only when the perspective is the
  deciding player (or the judge): a player's widget never carries the other player's options.
* ``cursor``: the frame shown (``0 .. frame_count - 1``).

A chunk and ``_pending`` also carry ``readings`` (each ability's printed words and the engine's
reading, per card id, for the cards of their own ``cards`` table only), a chunk ``sources``
(which ability an ability event is about) and ``_pending`` ``source``: see
:mod:`vgwidget.widget.reading`.

Everything synced for a player perspective is computed from ``view(state, p)`` and
``event.to_dict(p)`` only, so no card hidden from that player is identified anywhere in it.

>>> enc = TimelineEncoder()
>>> enc.card({"hidden": True}, 0)
'h'
>>> apply_patch({"a": 1, "b": 2}, diff({"a": 1, "b": 2}, {"a": 1, "c": 3}))
{'a': 1, 'c': 3}
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..engine.catalogue import get_rule
from ..engine.errors import VanguardError
from ..engine.events import Event

__all__ = [
    "ENCODING_VERSION",
    "EVENT_FIELDS",
    "TAIL_MAX",
    "TimelineEncoder",
    "apply_patch",
    "decode_card",
    "decode_event",
    "decode_frame",
    "diff",
    "encode_event",
    "pack_chunk",
    "rules_table",
    "unpack_chunk",
]

ENCODING_VERSION = 1
"""The version of the chunk layout; bump it with js/src/timeline.js when the layout changes."""
TAIL_MAX = 256
"""Events kept in ``_tail`` before they are folded into ``_base``."""

# ---------------------------------------------------------------------------- encoding
# A card in a view is encoded as:
#   "h"  -> {"hidden": true}          "hf" -> {"hidden": true, "face_down": true}
#   iid  -> a visible card with no flag set and no stats
#   [iid, flags]                      flags: 1 rested, 2 face_down, 4 locked, 8 deleted,
#                                     16 stats equal to the printed values (in play)
#   [iid, flags | 32, power, critical, shield, [[stat, label, amount], ...]]  explicit stats
#   {"raw": card}                     anything else, verbatim
# The printed characteristics (every key but the dynamic ones) live once per iid in the
# chunk's ``cards`` table. The JS mirror is js/src/timeline.js.
DYNAMIC = ("iid", "rested", "face_down", "locked", "deleted", "stats")
FLAGS = (("rested", 1), ("face_down", 2), ("locked", 4), ("deleted", 8))
STATS_PRINTED = 16
STATS_EXPLICIT = 32
HIDDEN = {"hidden": True}
HIDDEN_FACE_DOWN = {"hidden": True, "face_down": True}
CARD_LISTS = frozenset(
    {
        "guardians",
        "soul",
        "hand",
        "damage",
        "drop",
        "bind",
        "removal",
        "trigger",
        "ride_deck",
        "order",
        "crest",
        "gzone",
        "dress",
        "gauge",
        "heart",
        "legion",
    }
)
EVENT_FIELDS = (
    "seq",
    "turn",
    "player",
    "phase",
    "step",
    "kind",
    "rule",
    "text",
    "cards",
    "actor",
    "decision",
    "private",
)
FLAT_DICTS = frozenset({"battle", "decision", "result"})
EVENT_STRS = (3, 4, 5, 6)
"""Positions of the event fields (phase, step, kind, rule) stored as string-table indices."""
INTERN_MIN = 12
"""Patch strings this long that occur twice in a chunk are sent once (``{"@": index}``)."""
_MISSING = object()


def _printed_stats(static: Mapping[str, Any]) -> dict[str, Any]:
    power, critical, shield = static.get("power"), static.get("critical"), static.get("shield") or 0
    return {
        "power": power,
        "critical": critical,
        "shield": shield,
        "breakdown": [
            {"stat": "power", "label": "printed", "amount": power},
            {"stat": "critical", "label": "printed", "amount": critical},
            {"stat": "shield", "label": "printed", "amount": shield},
        ],
    }


class TimelineEncoder:
    """Encodes the views of one perspective into flat frames, interning printed card data.

    ``table`` maps an iid to its printed characteristics; ``first_seen`` to the frame that
    first showed it (so each chunk carries the cards first seen in its range).
    """

    def __init__(self) -> None:
        self.table: dict[int, dict[str, Any]] = {}
        self.first_seen: dict[int, int] = {}
        self._scratch: dict[int, dict[str, Any]] | None = None
        self._last: dict[str, Any] | None = None

    def card(self, d: Any, frame: int) -> Any:
        if not isinstance(d, dict):
            return {"raw": d}
        if d.get("hidden"):
            if d == HIDDEN:
                return "h"
            if d == HIDDEN_FACE_DOWN:
                return "hf"
            return {"raw": d}
        iid = d.get("iid")
        if not isinstance(iid, int) or isinstance(iid, bool):
            return {"raw": d}
        static = {k: v for k, v in d.items() if k not in DYNAMIC}
        known = self.table.get(iid)
        if known is None and self._scratch is not None:
            known = self._scratch.get(iid)
        if known is None:
            if self._scratch is not None:
                self._scratch[iid] = static
            else:
                self.table[iid] = static
                self.first_seen[iid] = frame
        elif known != static:
            return {"raw": d}
        flags = 0
        for key, bit in FLAGS:
            value = d.get(key, _MISSING)
            if not isinstance(value, bool):
                return {"raw": d}
            if value:
                flags |= bit
        stats = d.get("stats", _MISSING)
        if stats is _MISSING:
            return iid if flags == 0 else [iid, flags]
        if stats == _printed_stats(static):
            return [iid, flags | STATS_PRINTED]
        if not (
            isinstance(stats, dict) and set(stats) == {"power", "critical", "shield", "breakdown"}
        ):
            return {"raw": d}
        rows = []
        for b in stats["breakdown"]:
            if not (isinstance(b, dict) and set(b) == {"stat", "label", "amount"}):
                return {"raw": d}
            rows.append([b["stat"], b["label"], b["amount"]])
        return [
            iid,
            flags | STATS_EXPLICIT,
            stats["power"],
            stats["critical"],
            stats["shield"],
            rows,
        ]

    def frame(self, v: Mapping[str, Any], index: int) -> dict[str, Any]:
        """Flatten one view into ``key -> compact value``.

        Keys: top-level view keys; ``"battle"``, ``"decision"`` and ``"result"`` are split into
        a marker (``1`` for a dict, else the value) and ``"<key>/<field>"`` entries (stale
        entries stay while the marker is not ``1``, so a new battle re-sends only what
        differs); per player ``"<p>c.<circle>"``, ``"<p>z.<zone>"`` (card lists) and
        ``"<p>v.<key>"`` (anything else).
        """
        out: dict[str, Any] = {}
        prev = self._last
        for k, val in v.items():
            if k == "players":
                continue
            if k in FLAT_DICTS and isinstance(val, dict):
                out[k] = 1
                for sub, sv in val.items():
                    out[f"{k}/{sub}"] = sv
            else:
                out[k] = val
                if k in FLAT_DICTS and prev is not None:
                    for pk, pv in prev.items():
                        if pk.startswith(k + "/"):
                            out[pk] = pv
        for p, pd in enumerate(v.get("players", [])):
            for k, val in pd.items():
                if k == "circles" and isinstance(val, dict):
                    for c, u in val.items():
                        out[f"{p}c.{c}"] = None if u is None else self.card(u, index)
                elif k in CARD_LISTS and isinstance(val, list):
                    out[f"{p}z.{k}"] = [self.card(u, index) for u in val]
                else:
                    out[f"{p}v.{k}"] = val
        if self._scratch is None:
            self._last = out
        return out

    def scratch_frame(
        self, v: Mapping[str, Any]
    ) -> tuple[dict[str, Any], dict[int, dict[str, Any]]]:
        """Encode a frame without adding to the table; returns it and the cards it adds."""
        self._scratch = {}
        try:
            return self.frame(v, -1), self._scratch
        finally:
            self._scratch = None


def diff(prev: Mapping[str, Any] | None, cur: Mapping[str, Any]) -> dict[str, Any]:
    """The patch that turns frame ``prev`` into ``cur`` (``"-"`` lists removed keys)."""
    if prev is None:
        return dict(cur)
    patch = {k: v for k, v in cur.items() if prev.get(k, _MISSING) != v}
    gone = [k for k in prev if k not in cur]
    if gone:
        patch["-"] = gone
    return patch


def apply_patch(prev: Mapping[str, Any] | None, patch: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(prev or {})
    for k, v in patch.items():
        if k == "-":
            for g in v:
                out.pop(g, None)
        else:
            out[k] = v
    return out


def decode_card(ref: Any, cards: Mapping[str, Mapping[str, Any]]) -> Any:
    """The view dict of an encoded card (``cards``: the table, keyed by ``str(iid)``)."""
    if ref is None:
        return None
    if ref == "h":
        return dict(HIDDEN)
    if ref == "hf":
        return dict(HIDDEN_FACE_DOWN)
    if isinstance(ref, dict):
        return ref["raw"]
    iid, flags = (ref, 0) if isinstance(ref, int) else (ref[0], ref[1])
    static = cards[str(iid)]
    d: dict[str, Any] = {"iid": iid, **static}
    for key, bit in FLAGS:
        d[key] = bool(flags & bit)
    if flags & STATS_PRINTED:
        d["stats"] = _printed_stats(static)
    elif flags & STATS_EXPLICIT:
        d["stats"] = {
            "power": ref[2],
            "critical": ref[3],
            "shield": ref[4],
            "breakdown": [{"stat": s, "label": lab, "amount": a} for s, lab, a in ref[5]],
        }
    return d


def decode_frame(flat: Mapping[str, Any], cards: Mapping[str, Mapping[str, Any]]) -> dict[str, Any]:
    """The view dict of a flat frame (the inverse of :meth:`TimelineEncoder.frame`)."""
    v: dict[str, Any] = {}
    players: dict[int, dict[str, Any]] = {}
    for k, val in flat.items():
        head, dot, rest = k.partition(".")
        if dot and len(head) >= 2 and head[:-1].isdigit() and head[-1] in "czv":
            pd = players.setdefault(int(head[:-1]), {"circles": {}})
            kind = head[-1]
            if kind == "c":
                pd["circles"][rest] = decode_card(val, cards)
            elif kind == "z":
                pd[rest] = [decode_card(u, cards) for u in val]
            else:
                pd[rest] = val
        elif "/" in k:
            continue
        elif k in FLAT_DICTS and val == 1:
            pre = k + "/"
            v[k] = {fk[len(pre) :]: fv for fk, fv in flat.items() if fk.startswith(pre)}
        else:
            v[k] = val
    v["players"] = [players[p] for p in sorted(players)]
    return v


def pack_chunk(
    start: int,
    rows: list[list[Any]],
    patches: list[dict[str, Any]],
    cards: dict[str, Any],
    rules: dict[str, list[str]],
    view: str = "",
) -> dict[str, Any]:
    """A timeline chunk: events ``start ..`` with their patches, interning repeated strings.
    ``view`` says whose view and which line it shows: the browser rebuilds its timeline when
    it changes (the same events seen from another seat are other frames)."""
    counts: dict[str, int] = {}
    for p in patches:
        for val in p.values():
            if isinstance(val, str) and len(val) >= INTERN_MIN:
                counts[val] = counts.get(val, 0) + 1
    strs: list[str] = []
    index: dict[str, int] = {}

    def sid(x: Any) -> Any:
        if not isinstance(x, str):
            return [x]
        i = index.get(x)
        if i is None:
            i = index[x] = len(strs)
            strs.append(x)
        return i

    packed_rows = []
    for r in rows:
        row = list(r)
        for i in EVENT_STRS:
            row[i] = sid(row[i])
        packed_rows.append(row)
    packed = []
    for p in patches:
        packed.append(
            {
                k: ({"@": sid(x)} if isinstance(x, str) and counts.get(x, 0) > 1 else x)
                for k, x in p.items()
            }
        )
    return {
        "v": ENCODING_VERSION,
        "view": view,
        "start": start,
        "cards": cards,
        "strs": strs,
        "events": packed_rows,
        "patches": packed,
        "rules": rules,
    }


def unpack_chunk(chunk: Mapping[str, Any]) -> tuple[list[list[Any]], list[dict[str, Any]]]:
    """The event rows and patches of a chunk with interned strings resolved."""
    strs = chunk.get("strs", [])

    def s(x: Any) -> Any:
        return x[0] if isinstance(x, list) else strs[x]

    rows = []
    for r in chunk.get("events", []):
        row = list(r)
        for i in EVENT_STRS:
            row[i] = s(row[i])
        rows.append(row)
    patches = [
        {k: (strs[x["@"]] if isinstance(x, dict) and set(x) == {"@"} else x) for k, x in p.items()}
        for p in chunk.get("patches", [])
    ]
    return rows, patches


def encode_event(e: Event, viewer: int | None) -> list[Any]:
    """An event as ``viewer`` may see it, as a compact row (fields: :data:`EVENT_FIELDS`)."""
    d = e.to_dict(viewer)
    return [d[f] for f in EVENT_FIELDS]


def decode_event(row: list[Any]) -> dict[str, Any]:
    return dict(zip(EVENT_FIELDS, row, strict=True))


def rule_entry(rule_id: str) -> list[str] | None:
    """The catalogue's title and summary of ``rule_id`` (None for an unknown rule)."""
    try:
        r = get_rule(rule_id)
    except VanguardError:
        return None
    return [r.title, r.summary]


def rules_table(ids: Iterable[str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for rid in ids:
        if rid and rid not in out:
            entry = rule_entry(rid)
            if entry is not None:
                out[rid] = entry
    return out
