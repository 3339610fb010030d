"""``VanguardWidget``: the anywidget front end of a :class:`~vgwidget.engine.game.Game`.

The widget's synced state holds the *recorded timeline for one perspective* (player 0,
player 1 or the judge), so the browser can step through the whole game without a kernel:

* ``_base`` and ``_tail``: timeline *chunks* (see :func:`encode_chunk`). A chunk carries the
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
* ``cursor``: the frame shown (``0 .. frame_count - 1``; frame ``i < len(game.events)`` is the
  position right after ``game.events[i]``, the last frame is the decision point when there is one).
  The browser moves it locally and syncs it back, so ``w.cursor`` tells what is on screen.

Everything synced for a player perspective is computed from ``view(state, p)`` and
``event.to_dict(p)`` only (the decision prompt included), so no card hidden from that player is
identified anywhere in it.

The browser is untrusted input: :meth:`VanguardWidget.set_state` accepts only ``cursor`` and
the perspective switches the widget allows, and custom messages (``hello``, ``action``) are
checked (shape, size, the perspective's own player, ``manual`` for the judge only) before the
engine sees them; a refusal changes nothing and is reported to the front end.

>>> from vgwidget.engine.game import Game
>>> w = VanguardWidget(Game.new(seed=1), perspective=0)
>>> w.cursor == w.frame_count - 1 == len(w.game.events)
True
>>> w.seek(0).cursor
0
"""

from __future__ import annotations

import html
import json
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from .engine.actions import Action
from .engine.errors import IllegalAction, VanguardError
from .engine.events import Event
from .engine.game import Game
from .engine.notation import describe
from .engine.procedures import DECISION_RULES, DECISIONS
from .engine.state import State
from .engine.view import view as _view

__all__ = [
    "ENCODING_VERSION",
    "TAIL_MAX",
    "VanguardWidget",
    "action_label",
    "decode_card",
    "decode_event",
    "decode_frame",
    "encode_event",
    "position_html",
    "TimelineEncoder",
]

STATIC = Path(__file__).parent / "static"
ENCODING_VERSION = 1
TAIL_MAX = 256
"""Events kept in ``_tail`` before they are folded into ``_base``."""
BROWSER_TRAITS = frozenset({"cursor", "perspective"})
"""The only synced traitlets the browser may change (every other one is refused)."""
MSG_MAX_BYTES = 4096
"""The largest custom message the kernel reads from the browser (serialized as JSON)."""
MSG_KEYS = {"hello": frozenset({"type"}), "action": frozenset({"type", "action"})}
"""The custom messages the kernel accepts from the browser, and the keys each may carry."""

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
) -> dict[str, Any]:
    """A timeline chunk: events ``start ..`` with their patches, interning repeated strings."""
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


def _rule_entry(rule_id: str) -> list[str] | None:
    try:
        from .engine.catalogue import get_rule
    except ImportError:  # pragma: no cover - before the catalogue exists
        return None
    try:
        r = get_rule(rule_id)
    except VanguardError:
        return None
    return [r.title, r.summary]


def _rules(ids: Iterable[str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for rid in ids:
        if rid and rid not in out:
            entry = _rule_entry(rid)
            if entry is not None:
                out[rid] = entry
    return out


@contextmanager
def _live_end(game: Game) -> Iterator[Game]:
    """Look at ``game`` at its live end (where new decisions are taken), then put its own
    cursor back (games with a timeline can be seeked to a past event)."""
    at_end = getattr(game, "at_end", True)
    if at_end:
        yield game
        return
    cursor = game.cursor
    game.seek_end()
    try:
        yield game
    finally:
        game.seek(cursor)


def _same_action_key(a: Action) -> tuple[Any, ...]:
    """``a`` with its cards as a set (the browser sends a mulligan's cards in click order)."""
    return (a.kind, a.player, a.card, a.circle, a.target, tuple(sorted(a.cards)), a.number)


# ---------------------------------------------------------------------------- labels


def action_label(state: State, a: Action, viewer: int | None) -> str:
    """A button label for ``a``: the action in words (:func:`vgwidget.engine.notation.describe`)
    as ``viewer`` may read it (a card hidden from them is not named)."""
    return describe(state, a, viewer)


# ---------------------------------------------------------------------------- static HTML
_FALLBACK_CSS = (
    "font-family:system-ui,sans-serif;font-size:13px;border:1px solid #8884;"
    "border-radius:6px;padding:8px;max-width:760px"
)


def _card_text(c: Any) -> str:
    if c is None:
        return "—"
    if not isinstance(c, dict) or c.get("hidden"):
        return "■ (face down)"
    parts = [str(c.get("name", "?")), f"G{c.get('grade')}"]
    st = c.get("stats")
    if isinstance(st, dict):
        parts.append(f"{st.get('power')}P ★{st.get('critical')}")
    elif c.get("power") is not None:
        parts.append(f"{c.get('power')}P")
    if c.get("rested"):
        parts.append("(rest)")
    if c.get("face_down"):
        parts.append("(face down)")
    return " ".join(parts)


def position_html(v: Mapping[str, Any], event: Mapping[str, Any] | None = None) -> str:
    """A static HTML rendering of view ``v`` (every user string escaped), for places that
    cannot run widgets."""
    e = html.escape
    out = [f'<div class="vgwidget-static" style="{_FALLBACK_CSS}">']
    head = f"Turn {v.get('turn')} · {v.get('phase')}"
    if v.get("step"):
        head += f" / {v.get('step')}"
    out.append(f"<div><b>{e(head)}</b> · {e(str(v.get('format', '')))}</div>")
    if event is not None:
        out.append(
            f"<div style='margin:4px 0'><code>{e(str(event.get('rule', '')))}</code> "
            f"{e(str(event.get('text', '')))}</div>"
        )
    d = v.get("decision")
    if isinstance(d, dict):
        out.append(f"<div><i>{e(str(d.get('prompt', '')))}</i></div>")
    r = v.get("result")
    if isinstance(r, dict):
        out.append(f"<div><b>{e(str(r.get('reason', '')))}</b></div>")
    for pd in v.get("players", []):
        circles = pd.get("circles", {})
        out.append(
            f"<div style='margin-top:6px'><b>{e(str(pd.get('name', '')))}</b> — deck "
            f"{e(str(pd.get('deck_count')))}, hand {e(str(pd.get('hand_count', '')))}, "
            f"damage {len(pd.get('damage', []))}, soul {len(pd.get('soul', []))}, "
            f"drop {len(pd.get('drop', []))}</div>"
        )
        out.append("<table style='border-collapse:collapse;font-size:12px'>")
        for row in (("FL", "VC", "FR"), ("BL", "BC", "BR")):
            out.append("<tr>")
            for c in row:
                out.append(
                    "<td style='border:1px solid #8886;padding:3px 6px;min-width:150px'>"
                    f"<small>{c}</small><br>{e(_card_text(circles.get(c)))}</td>"
                )
            out.append("</tr>")
        out.append("</table>")
        for zone in ("guardians", "hand", "damage", "drop", "trigger", "soul", "bind", "order"):
            cards = pd.get(zone) or []
            if cards:
                txt = "; ".join(_card_text(c) for c in cards)
                out.append(f"<div><small>{zone}:</small> {e(txt)}</div>")
    out.append("</div>")
    return "".join(out)


# ---------------------------------------------------------------------------- widget
def _read_static(name: str) -> str:
    p = STATIC / name
    return p.read_text(encoding="utf-8") if p.exists() else ""


class VanguardWidget(anywidget.AnyWidget):
    """Shows a :class:`Game` from one perspective: field, timeline, explain panel, play.

    ``perspective``: ``0`` or ``1`` (that player's view: the other player's hidden cards are
    never identified in the widget state) or ``None`` (the judge sees everything).
    """

    _esm = STATIC / "widget.js"
    _css = STATIC / "widget.css"

    cursor = traitlets.Int(0).tag(sync=True)
    perspective = traitlets.Int(None, allow_none=True).tag(sync=True)
    lock_perspective = traitlets.Bool(False).tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    _base = traitlets.Dict().tag(sync=True)
    _tail = traitlets.Dict().tag(sync=True)
    _pending = traitlets.Dict(allow_none=True, default_value=None).tag(sync=True)
    _actions: traitlets.List[Any] = traitlets.List().tag(sync=True)
    _status = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        game: Game | None = None,
        perspective: int | None = None,
        *,
        cursor: int | None = None,
        lock_perspective: bool = False,
        title: str = "",
        **kwargs: Any,
    ) -> None:
        self._game = game if game is not None else Game.new()
        self._from_browser = False
        self._home_perspective: int | None = perspective
        self._reset_cache()
        super().__init__(
            perspective=perspective, lock_perspective=lock_perspective, title=title, **kwargs
        )
        self._rebuild(full=True)
        self.cursor = self.frame_count - 1 if cursor is None else cursor
        self.on_msg(self._on_msg)

    # ------------------------------------------------------------------ public API
    @property
    def game(self) -> Game:
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        self._game = game
        self._rebuild(full=True)
        self.cursor = self.frame_count - 1

    @property
    def frame_count(self) -> int:
        """Events plus the decision point (when the game waits for a decision)."""
        return len(self._frames) + (1 if self._pending else 0)

    @property
    def at_decision(self) -> bool:
        """Whether the cursor is on the decision point (where actions can be taken)."""
        return bool(self._pending) and self.cursor == self.frame_count - 1

    def seek(self, n: int) -> VanguardWidget:
        """Show frame ``n`` (negative counts from the end); returns the widget."""
        if n < 0:
            n += self.frame_count
        self.cursor = n
        return self

    def current_view(self) -> dict[str, Any]:
        """The view dict shown at the cursor (for this perspective)."""
        i = self.cursor
        if i >= len(self._game.snapshots):
            with _live_end(self._game) as g:
                return g.view(self.perspective)
        return _view(self._game.snapshots[i], self.perspective)

    def current_event(self) -> dict[str, Any] | None:
        """The event at the cursor as this perspective may read it (None at the decision point)."""
        i = self.cursor
        if i >= len(self._game.events):
            return None
        return self._game.events[i].to_dict(self.perspective)

    def play(self, action: Action | Mapping[str, Any]) -> list[Event]:
        """Apply ``action`` to the game (validated by ``game.apply``) and show the result.

        An illegal action raises :class:`IllegalAction` and is also shown in the panel with the
        rule that forbids it.
        """
        try:
            act = action if isinstance(action, Action) else Action.from_dict(dict(action))
            g = self._game
            if not getattr(g, "at_end", True):
                g.seek_end()  # the widget plays at the live end of the game
            label = action_label(g.state, act, self.perspective)
            new = g.apply(act)
        except IllegalAction as err:
            self._status = self._status_for(err)
            raise
        except VanguardError as err:
            self._status = {"kind": "error", "message": str(err)}
            raise
        with self.hold_sync():
            self._rebuild()
            self._status = {"kind": "ok", "message": "Applied: " + label}
            self.cursor = self.frame_count - 1
        return new

    def refresh(self) -> None:
        """Re-read the game (after ``game.apply``/``game.undo`` called outside the widget)."""
        at_end = self.cursor >= self.frame_count - 1
        with self.hold_sync():
            self._rebuild()
            if at_end:
                self.cursor = self.frame_count - 1
            else:
                self.cursor = min(self.cursor, self.frame_count - 1)

    def timeline_state(self) -> dict[str, Any]:
        """Every synced value, as the browser receives it (used by :meth:`save_html`)."""
        return {
            "cursor": self.cursor,
            "perspective": self.perspective,
            "lock_perspective": self.lock_perspective,
            "title": self.title,
            "_base": self._base,
            "_tail": self._tail,
            "_pending": self._pending,
            "_actions": self._actions,
            "_status": self._status,
        }

    def save_html(self, path: str | Path, *, title: str | None = None) -> Path:
        """Write one self-contained HTML file (scripts and data inlined, no network needed)
        that steps through this widget's timeline with the same field and explain panel."""
        path = Path(path)
        state = self.timeline_state()
        state["_base"] = self._chunk(0, len(self._frames))
        state["_tail"] = {}
        state["_actions"] = []
        state["_status"] = {}
        state["lock_perspective"] = True
        page_title = title or self.title or "vgwidget game"
        data = json.dumps(state, ensure_ascii=False, separators=(",", ":"))
        data = data.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
        script = _read_static("standalone.js").replace("</script", "<\\/script")
        css = _read_static("widget.css").replace("</style", "<\\/style")
        doc = (
            "<!DOCTYPE html>\n<html lang='en'><head><meta charset='utf-8'>"
            "<meta name='viewport' content='width=device-width, initial-scale=1'>"
            f"<title>{html.escape(page_title)}</title>"
            "<meta http-equiv='Content-Security-Policy' content=\"default-src 'none'; "
            "script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:\">"
            f"<style>body{{margin:12px;background:var(--vgw-page,#fff)}}\n{css}</style></head>"
            "<body class='vgw-page'>"
            f"<script type='application/vnd.vgwidget+json'>{data}</script>"
            f"<script>{script}</script></body></html>\n"
        )
        path.write_text(doc, encoding="utf-8")
        return path

    # ------------------------------------------------------------------ static fallback
    def _repr_html_(self) -> str:
        return position_html(self.current_view(), self.current_event())

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live widget view plus a static HTML picture of the position, for front ends
        that cannot run widgets (ipywidgets returns either a bundle or (bundle, metadata))."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if isinstance(bundle, tuple):
            data, meta = bundle
            return {**(data or {}), "text/html": self._repr_html_()}, meta
        return {**(bundle or {}), "text/html": self._repr_html_()}

    # ------------------------------------------------------------------ internals
    def _reset_cache(self) -> None:
        self._enc = TimelineEncoder()
        self._frames: list[dict[str, Any]] = []
        self._patches: list[dict[str, Any]] = []
        self._rows: list[list[Any]] = []
        self._last_event: Event | None = None
        self._base_end = 0
        self._encoded_for: tuple[int | None] | None = None

    def _chunk(self, start: int, end: int) -> dict[str, Any]:
        cards = {
            str(iid): static
            for iid, static in self._enc.table.items()
            if start <= self._enc.first_seen[iid] < end
        }
        rows = self._rows[start:end]
        rules = _rules(r[EVENT_FIELDS.index("rule")] for r in rows)
        return pack_chunk(start, rows, self._patches[start:end], cards, rules)

    def _rebuild(self, full: bool = False) -> None:
        g = self._game
        p = self.perspective
        n_old = len(self._frames)
        stale = (
            full
            or self._encoded_for != (p,)
            or len(g.events) < n_old
            or (n_old and g.events[n_old - 1] is not self._last_event)
        )
        if stale:
            self._reset_cache()
            self._encoded_for = (p,)
            n_old = 0
        for i in range(n_old, len(g.events)):
            f = self._enc.frame(_view(g.snapshots[i], p), i)
            self._patches.append(diff(self._frames[-1] if self._frames else None, f))
            self._frames.append(f)
            self._rows.append(encode_event(g.events[i], p))
        n = len(self._frames)
        self._last_event = g.events[-1] if g.events else None
        with self.hold_sync():
            if stale or n - self._base_end > TAIL_MAX:
                self._base = self._chunk(0, n)
                self._base_end = n
            self._tail = self._chunk(self._base_end, n)
            self._pending = self._pending_frame()  # type: ignore[assignment]
            self._actions = self._legal_actions()
            self._status = {}
            if self.cursor >= self.frame_count:
                self.cursor = self.frame_count - 1

    def _pending_frame(self) -> dict[str, Any] | None:
        with _live_end(self._game) as g:
            d = g.state.decision
            if d is None or g.is_over:
                return None
            v = g.view(self.perspective)
        # the prompt is the one ``view(perspective)`` gives: the engine's own prompt may name
        # a card hidden from this perspective
        vd = v.get("decision") or {}
        flat, cards = self._enc.scratch_frame(v)
        rule = DECISION_RULES.get(d.kind, "")
        return {
            "patch": diff(self._frames[-1] if self._frames else None, flat),
            "cards": {str(k): s for k, s in cards.items()},
            "decision": {
                "player": vd.get("player", d.player),
                "kind": vd.get("kind", d.kind),
                "prompt": vd.get("prompt", ""),
                "rule": rule,
            },
            "rules": _rules([rule]),
        }

    def _legal_actions(self) -> list[dict[str, Any]]:
        p = self.perspective
        with _live_end(self._game) as g:
            cp = g.current_player
            if cp is None or (p is not None and p != cp):
                return []
            # a player's widget lists only that player's own actions
            acts = [a for a in g.legal_actions() if p is None or a.player == p]
            labels = [action_label(g.state, a, p) for a in acts]
        return [{"a": a.to_dict(), "label": x} for a, x in zip(acts, labels, strict=True)]

    def _status_for(self, err: IllegalAction) -> dict[str, Any]:
        entry = _rule_entry(err.rule) or ["", ""]
        return {
            "kind": "illegal",
            "rule": err.rule,
            "message": err.message,
            "title": entry[0],
            "summary": entry[1],
        }

    @traitlets.validate("cursor")
    def _valid_cursor(self, proposal: Any) -> int:
        n = self.frame_count if hasattr(self, "_frames") else 1
        return max(0, min(int(proposal["value"]), max(n - 1, 0)))

    @traitlets.validate("perspective")
    def _valid_perspective(self, proposal: Any) -> int | None:
        v = proposal["value"]
        if v not in (None, 0, 1):
            raise traitlets.TraitError("perspective must be 0, 1 or None (the judge)")
        return v  # type: ignore[no-any-return]

    @traitlets.observe("perspective")
    def _perspective_changed(self, change: Any) -> None:
        if not getattr(self, "_from_browser", False):
            # set from Python (trusted): the judge view is reachable from the browser only
            # when Python itself opened the widget as the judge
            self._home_perspective = change["new"]
        if not hasattr(self, "_frames") or change["old"] == change["new"]:
            return
        keep = self.cursor
        with self.hold_sync():
            self._rebuild(full=True)
            self.cursor = keep

    # ------------------------------------------------------------------ browser input
    # The browser is untrusted: everything it sends (trait updates through the comm and
    # custom messages) is checked here; a refusal changes nothing, is shown in ``_status``
    # and answered with ``{"type": "error", "message": ...}``.
    def set_state(self, sync_data: Any) -> None:
        """Apply a state update *from the front end* (ipywidgets calls this for each comm
        ``update``). Only :data:`BROWSER_TRAITS` may change, with the checks of
        :meth:`_browser_refusal`; anything else is refused and the browser re-synced."""
        if not isinstance(sync_data, dict):
            self._refuse("refused a state update that is not an object")
            return
        accepted: dict[str, Any] = {}
        refused: list[str] = []
        for name, value in sync_data.items():
            reason = self._browser_refusal(name, value)
            if reason is None:
                accepted[name] = value
            else:
                refused.append(reason)
        if accepted:
            self._from_browser = True
            try:
                super().set_state(accepted)
            except (traitlets.TraitError, VanguardError, ValueError, TypeError) as err:
                refused.append(f"refused the browser's update: {err}")
            finally:
                self._from_browser = False
        if refused:
            self._refuse("; ".join(refused))
            # put the browser back in step with the kernel (its local value was not taken)
            self.send_state([k for k in sync_data if isinstance(k, str) and k in self.keys])

    def _browser_refusal(self, name: Any, value: Any) -> str | None:
        """Why the browser may not set trait ``name`` to ``value`` (None: it may)."""
        if not isinstance(name, str) or name not in BROWSER_TRAITS:
            return f"the browser may not change {str(name)[:40]!r}"
        if name == "cursor":
            if not isinstance(value, int) or isinstance(value, bool):
                return "the cursor must be an integer"
            return None
        # perspective
        if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
            return "the perspective must be 0, 1 or null (the judge)"
        if value not in (None, 0, 1):
            return "the perspective must be 0, 1 or null (the judge)"
        if value == self.perspective:
            return None
        if self.lock_perspective:
            return "this view's perspective is locked"
        if value is None and getattr(self, "_home_perspective", None) is not None:
            return "a player's view cannot switch to the judge view"
        return None

    def _refuse(self, message: str) -> None:
        """Report a refused browser input: in the panel and as a message; nothing else changes."""
        self._status = {"kind": "error", "message": message}
        self.send({"type": "error", "message": message})

    def _action_refusal(self, act: Action) -> IllegalAction | None:
        """Why the browser may not propose ``act`` now (None: the engine decides)."""
        p = self.perspective
        with _live_end(self._game) as g:
            d = g.state.decision
            rule = DECISION_RULES.get(d.kind, "judge.manual") if d else "judge.manual"
            if g.is_over or d is None:
                return IllegalAction(rule, "the game is not waiting for a decision")
            if p is not None and act.player != p:
                return IllegalAction(rule, f"this view plays for Player {p + 1} only")
            if p is not None and d.player != p:
                # refused here: the engine's own message quotes the other player's prompt
                return IllegalAction(rule, f"it is not Player {p + 1}'s decision now")
            if act.kind == "manual":
                if p is not None:
                    return IllegalAction("judge.manual", "manual actions are the judge's only")
                return None
            # the kinds this decision takes (the engine then names the rule that forbids an
            # illegal one, e.g. a call of a grade too high), and those of the legal actions
            legal = g.legal_actions()
            kinds = set(DECISIONS.get(d.kind, ())) | {a.kind for a in legal}
            if act.kind not in kinds:
                return IllegalAction(
                    rule, f"a {act.kind!r} action is not one of the actions open now"
                )
            if _same_action_key(act) in {_same_action_key(a) for a in legal}:
                return None
            # not listed: the engine names the rule that forbids it; one it would take anyway
            # (a listed action with stray fields, say) is refused rather than recorded
            try:
                g.check(act)
            except IllegalAction as err:
                return err
        return IllegalAction(rule, "that is not one of the actions listed now")

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """A custom message from the front end (``hello`` or ``action``), checked first."""
        try:
            size = len(json.dumps(content, separators=(",", ":")))
        except (TypeError, ValueError, RecursionError):
            self._refuse("refused a message that is not JSON")
            return
        if size > MSG_MAX_BYTES:
            self._refuse(f"refused a message of {size} bytes (at most {MSG_MAX_BYTES})")
            return
        if not isinstance(content, dict):
            self._refuse("refused a message that is not an object")
            return
        kind = content.get("type")
        allowed = MSG_KEYS.get(kind) if isinstance(kind, str) else None
        if allowed is None:
            self._refuse(f"refused a message of unknown type {str(kind)[:40]!r}")
            return
        extra = set(content) - allowed
        if extra:
            self._refuse(f"refused a message with unknown key(s) {sorted(map(str, extra))[:5]}")
            return
        if kind == "hello":
            self.send({"type": "hello", "live": True})
            return
        try:
            act = Action.from_dict(content.get("action"), where="the browser's action")
        except VanguardError as err:
            self._refuse(str(err))
            return
        refusal = self._action_refusal(act)
        if refusal is not None:
            self._status = self._status_for(refusal)
            self.send({"type": "error", "message": refusal.message})
            return
        with suppress(VanguardError):  # play() shows it in ``_status``, with its rule
            self.play(act)


def state_json(w: VanguardWidget) -> str:
    """Every synced traitlet of ``w`` serialized as JSON (what the front end receives)."""
    return json.dumps(w.get_state(), ensure_ascii=False, default=str)
