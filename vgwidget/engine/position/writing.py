"""Writing a position: a state back into position data (:func:`to_dict`), that data as TOML
text (:func:`to_toml`), and the sentence that tells what a prepared position is
(:func:`describe`)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from ..bonuses import PERSONA_FLAG
from ..cards import default_pool, shared_names
from ..flow import IN_BATTLE
from ..state import ACCEL_CIRCLES, CIRCLES, VC, State
from .keys import DONE, FACE_DOWN_ZONES, MOD_FLAGS, ZONE_KEYS, PositionError

# ----------------------------------------------------------------------------- writing

_WRITABLE_DECISIONS = ("ride", "main", "attack", "boost", "guard")
"""Decisions at which a position can be written (others sit in the middle of a procedure)."""


def to_dict(state: State, *, extras: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The position file data for ``state`` (plus ``extras``: meta, script, expect, final).

    Cards are written by name (``"Name [ID]"`` where printings share the name, CARD-016);
    the deck is written out in full, top first, and the game's random generator state becomes
    the ``seed``, so loading the result gives back the same state. A state in the middle of a
    trigger (a card in the trigger zone), in the set-up, or after the game ended cannot be
    written.
    """
    problems = []
    if state.phase == "setup":
        problems.append("the game is still being set up (positions start at turn 1)")
    if state.result is not None:
        problems.append(f"the game is over ({state.result.reason})")
    d = state.decision
    if d is not None and d.kind not in _WRITABLE_DECISIONS:
        problems.append(
            f"the game waits for a {d.kind!r} decision in the middle of a procedure; positions "
            f"can be written at a {', '.join(_WRITABLE_DECISIONS)} decision"
        )
    if state.pending:
        problems.append("card abilities are waiting to resolve (a position cannot hold them)")
    if state.correcting:
        problems.append(f"a judge's correction is open ({state.correcting} adjustment(s) to go)")
    if any(ps.gifts_waiting for ps in state.players):
        problems.append("Imaginary Gifts are waiting to be given (a position cannot hold them)")
    for p, ps in enumerate(state.players):
        holders = {u for _, u in ps.units()} | set(ps.order)
        if any(h not in holders for _, h in ps.gauge_ties):
            problems.append(
                f"Player {p + 1} has gauge tied to a card neither on a circle nor in the order "
                "zone (a position writes the gauge of units and set orders only)"
            )
        if any(ps.dress_of(g) for g in ps.guardians):
            problems.append(
                f"Player {p + 1} has an overDressed unit intercepting (a position writes the "
                "originalDress of units on circles only)"
            )
    if state.marks.ceased:
        problems.append("a pseudo-card has ceased to exist (a position cannot tell it apart)")
    if state.marks.unlock_held:
        problems.append(
            "an effect holds a player's locks through their next unlock (a position cannot "
            "hold it, LOCK-007)"
        )
    for p, ps in enumerate(state.players):
        if ps.vanguard in state.marks.legioned and not ps.legion:
            problems.append(
                f"Player {p + 1}'s vanguard has legioned and lost its mate (a position writes "
                "only a legion in place, LEGION-013)"
            )
    for p, ps in enumerate(state.players):
        if ps.trigger:
            problems.append(f"Player {p + 1} has a card in the trigger zone (a check is resolving)")
    if problems:
        raise PositionError("position", problems)
    name = state.table.cards
    shared = shared_names(name) | default_pool().shared()

    def nm(iid: int) -> str:
        """A card as the file names it: ``"Name [ID]"`` for one of several printings of a
        name (in this game or the card pool, CARD-016), else its name."""
        card = name[iid]
        return f"{card.name} [{card.id}]" if card.name in shared else card.name

    tp = state.turn_player
    out: dict[str, Any] = {}
    if extras and "meta" in extras:
        out["meta"] = dict(extras["meta"])
    step = state.step if state.phase == "battle" else ""
    if state.phase == "battle" and step in IN_BATTLE and state.battle is None:
        step = "start"  # the battle just closed: the next attack is chosen at the start step
    game: dict[str, Any] = {
        "format": state.fmt.name,
        **({"variants": list(state.fmt.variants)} if state.fmt.variants else {}),
        "seed": state.rng,
        "turn": state.turn,
        "turn_player": tp + 1,
        "phase": state.phase,
    }
    if step:
        game["step"] = step
    implied = {"ride"} if state.phase in ("main", "battle", "end") else set()
    done = sorted(f for f in state.turn_flags if f in DONE and f not in implied)
    if done:
        game["done"] = done
    used = []
    for f in sorted(state.turn_flags):
        if not f.startswith("once:"):
            continue
        _, iid_text, ab_text = f.split(":")
        iid = int(iid_text)
        owner = state.owner(iid)
        ps_owner = state.players[owner]
        place = next((c for c, u in zip(CIRCLES, ps_owner.circles, strict=True) if u == iid), None)
        place = place or next((z for z in ZONE_KEYS if iid in getattr(ps_owner, z)), None)
        if place is None:
            continue  # back in the deck: its ability cannot be used again this turn anyway
        used.append(
            {"player": owner + 1, "at": place, "card": nm(iid), "ability": int(ab_text) + 1}
        )
    if used:
        game["used_once"] = used
    if PERSONA_FLAG in state.turn_flags:
        game["persona_ride"] = True
    out["game"] = game
    b = state.battle
    if b is not None and step in IN_BATTLE:
        battle: dict[str, Any] = {"attacker": b.attacker_circle, "target": b.target_circle}
        if b.booster_circle is not None:
            battle["booster"] = b.booster_circle
        gs = state.players[b.target_player].guardians
        if gs:
            battle["guardians"] = [nm(g) for g in gs]
        if b.also:
            battle["also"] = [c for _, c in b.also]
            circle_of = dict(b.attacked())
            if gs:
                battle["guarding"] = [circle_of[b.guards(g)] for g in gs if g in b.guardians]
        out["battle"] = battle
    players: dict[str, Any] = {}
    for p, ps in enumerate(state.players):
        side: dict[str, Any] = {}
        for z in ZONE_KEYS:
            cards: tuple[int, ...] = getattr(ps, z)
            if not cards:
                continue
            side[z] = [
                {"card": nm(c), "face_down": True}
                if (z in FACE_DOWN_ZONES and c in state.face_down)
                else {"card": nm(c), "face_up": True}
                if (z == "gzone" and c in state.face_up)
                else nm(c)
                for c in cards
            ]
            if z == "heart":
                side[z] = side[z][0]
            if z == "order" and ps.gauge_ties:
                for j, oc in enumerate(cards):  # a set order's gauge
                    held = [nm(g) for g, h in ps.gauge_ties if h == oc]
                    if held:
                        side[z][j] = {"card": nm(oc), "gauge": held}
        circles: dict[str, Any] = {}
        for c in (*CIRCLES, *ps.accel):
            u = ps.at(c)
            if u is None:
                continue
            flags = {
                "rested": u in state.rested,
                "locked": u in state.locked,
                "deleted": u in state.deleted,
            }
            under = ps.dress_of(u)
            gauge = [g for g, h in ps.gauge_ties if h == u]
            if any(flags.values()) or under or gauge:
                circles[c] = {"card": nm(u), **{k: True for k, v in flags.items() if v}}
                if under:
                    circles[c]["dress"] = [nm(o) for o in under]
                    if u in ps.xover:
                        circles[c]["xoverdress"] = True
                if gauge:
                    circles[c]["gauge"] = [nm(g) for g in gauge]
            else:
                circles[c] = nm(u)
            if c == VC and ps.legion:  # legion: the mate beside the leader
                leader = circles[c] if isinstance(circles[c], dict) else {"card": nm(u)}
                circles[c] = {**leader, "legion_mate": nm(ps.legion[0])}
        side["circles"] = circles
        side["deck"] = {"rest": [nm(c) for c in ps.deck]}
        if ps.accel:
            side["accel"] = list(ps.accel)
        if ps.accel_made > max((ACCEL_CIRCLES.index(a) + 1 for a in ps.accel), default=0):
            side["accel_made"] = ps.accel_made  # circles gained and lost since
        if ps.markers:
            side["markers"] = [{"circle": c, "kind": k, "type": t} for c, k, t in ps.markers]
        if ps.gift_types:
            side["gift_types"] = dict(ps.gift_types)
        if ps.ride_gift != (ps.gift_types[0][0] if ps.gift_types else None):
            side["ride_gift"] = ps.ride_gift if ps.ride_gift is not None else ""
        if ps.energy:
            side["energy"] = ps.energy
        players[str(p + 1)] = side
    out["players"] = players
    mods = []
    for m in state.mods:
        p = state.owner(m.target)
        here = [c for c, u in state.players[p].units() if u == m.target]
        if not here:
            raise PositionError(
                "position", [f"a {m.stat} modifier ({m.label}) applies to a card not on a circle"]
            )
        mod: dict[str, Any] = {"player": p + 1, "circle": here[0], "stat": m.stat}
        if m.stat not in MOD_FLAGS:
            mod["amount"] = m.amount
        mods.append({**mod, "until": m.until, "label": m.label})
    if mods:
        out["modifiers"] = mods
    if extras:
        for k in ("cards", "script", "expect", "final"):
            if k in extras:
                out[k] = extras[k]
    return out


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")
_ORDER = (
    "meta",
    "cards",
    "game",
    "battle",
    "check",
    "pending",
    "players",
    "modifiers",
    "script",
    "expect",
    "final",
)


def _key(k: str) -> str:
    return k if _BARE_KEY.fullmatch(k) else json.dumps(k, ensure_ascii=False)


def _scalar(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, Mapping):
        return "{ " + ", ".join(f"{_key(str(k))} = {_scalar(x)}" for k, x in v.items()) + " }"
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_scalar(x) for x in v) + "]"
    raise TypeError(f"cannot write {type(v).__name__} to a position file")


def _value(v: Any, indent: str = "") -> str:
    if isinstance(v, (list, tuple)):
        one = _scalar(v)
        if len(one) <= 88:
            return one
        rows: list[str] = []
        for x in v:
            item = _scalar(x) + ","
            if rows and len(rows[-1]) + len(item) + 1 <= 96 and not isinstance(x, Mapping):
                rows[-1] += " " + item
            else:
                rows.append(f"{indent}  {item}")
        return "[\n" + "\n".join(rows) + f"\n{indent}]"
    if isinstance(v, str) and len(v) > 80 and "\n" not in v:
        return _long_string(v)
    return _scalar(v)


def _long_string(v: str) -> str:
    """A long text as a TOML multi-line string whose line ends are escaped (so the text
    reads back without them)."""
    words = v.split(" ")
    rows: list[str] = []
    cur = ""
    for w in words:
        piece = w if not cur else f"{cur} {w}"
        if cur and len(piece) > 88:
            rows.append(cur + " ")
            cur = w
        else:
            cur = piece
    rows.append(cur)
    if any(r.startswith((" ", "\t")) or not r.strip() for r in rows[1:]):
        return _scalar(v)  # leading blanks would be trimmed by the line-end escapes
    body = "\\\n".join(json.dumps(r, ensure_ascii=False)[1:-1] for r in rows)
    return '"""' + body + '"""'


def _is_card_table(v: Any) -> bool:
    return isinstance(v, Mapping) and "card" in v


def to_toml(data: Mapping[str, Any]) -> str:
    """Write position data as TOML, in the order a judge reads it (:func:`to_dict` output,
    or anything of the same shape).

    >>> print(to_toml({"game": {"turn": 3, "phase": "main"},
    ...                "players": {"1": {"circles": {"VC": {"card": "X", "rested": True}}}}}))
    [game]
    turn = 3
    phase = "main"
    <BLANKLINE>
    [players.1.circles]
    VC = { card = "X", rested = true }
    <BLANKLINE>
    """
    out: list[str] = []
    keys = [k for k in _ORDER if k in data] + [k for k in data if k not in _ORDER]
    for k in keys:
        _emit_table(out, [k], data[k])
    return "\n".join(out).rstrip("\n") + "\n"


def _emit_table(out: list[str], path: list[str], v: Any) -> None:
    name = ".".join(_key(p) for p in path)
    if isinstance(v, list) and v and all(isinstance(x, Mapping) for x in v):
        for item in v:
            out.append(f"[[{name}]]")
            _emit_body(out, path, item, array_item=True)
        return
    if not isinstance(v, Mapping):
        out.append(f"{name} = {_value(v)}")  # pragma: no cover - top-level scalars
        return
    _emit_body(out, path, v, header=name)


def _emit_body(
    out: list[str],
    path: list[str],
    v: Mapping[str, Any],
    header: str | None = None,
    array_item: bool = False,
) -> None:
    simple = {k: x for k, x in v.items() if not isinstance(x, Mapping) or _is_card_table(x)}
    nested = {k: x for k, x in v.items() if isinstance(x, Mapping) and not _is_card_table(x)}
    if header is not None and (simple or not nested):
        out.append(f"[{header}]")
    for k, x in simple.items():
        out.append(f"{_key(str(k))} = {_value(x)}")
    if simple or array_item or (header is not None and not nested):
        out.append("")
    for k, x in nested.items():
        if array_item:  # pragma: no cover - not used by positions
            out.append(f"{_key(str(k))} = {_scalar(x)}")
            continue
        _emit_table(out, [*path, str(k)], x)


# ---------------------------------------------------------------------------- describing


def describe(state: State, title: str | None = None) -> str:
    """The ``position.setup`` event's sentence: what the prepared position is (public facts)."""
    s = state
    tp = s.turn_player
    when = f"turn {s.turn}, Player {tp + 1}'s {s.phase} phase"
    if s.phase == "battle" and s.step:
        when += f" ({s.step} step)"
    parts = []
    for p, ps in enumerate(s.players):
        vg = ps.vanguard
        vname = f"“{s.card(vg).name}”" if vg is not None else "no vanguard"
        rg = sum(1 for u in ps.circles[1:] if u is not None)
        parts.append(
            f"Player {p + 1}: vanguard {vname}, {rg} rear-guard(s), {len(ps.damage)} damage, "
            f"{len(ps.hand)} card(s) in hand, {len(ps.deck)} in the deck"
        )
    text = "A prepared position is set out"
    if title:
        text += f" ({title})"
    text += f": {when}. " + "; ".join(parts) + "."
    b = s.battle
    if b is not None:
        boost = f", boosted by “{s.card(b.booster).name}”" if b.booster is not None else ""
        text += (
            f" A battle is in progress: Player {tp + 1}'s “{s.card(b.attacker).name}” "
            f"({b.attacker_circle}){boost} attacks Player {b.target_player + 1}'s "
            f"“{s.card(b.target).name}” ({b.target_circle})"
        )
        if b.guardians:
            text += f", guarded by {len(b.guardians)} guardian(s)"
        text += "."
    return text
