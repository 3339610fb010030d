"""Actions in words for people: :func:`describe` names cards and circles the way a player at
the table would, and never names a card the viewer may not see.

Part of the action notation; import :func:`describe` from :mod:`vgwidget.engine.notation`.
The few helpers the script lines share with it (where a card is, a zone in words, a card's
label) live here too, so :mod:`vgwidget.engine.notation_script` builds on this module and
not the other way round.
"""

from __future__ import annotations

from typing import Any

from . import stats
from .abilities.manual import CORRECTION as _CORRECTION
from .actions import Action
from .cards import label
from .errors import require
from .state import ALL_CIRCLES, BEHIND, CIRCLE_NAMES, ZONE_NAMES, State
from .view import can_see

__all__ = ["describe"]

_OPP = "opponent's "


def _where(s: State, iid: int) -> tuple[int, str]:
    try:
        return s.locate(iid)
    except KeyError:
        return s.table.owner[iid], "?"


def _label(s: State, iid: int) -> str:
    """Card ``iid``'s name in a script line: with its ``[ID]`` where another printing of that
    name is in the game (CARD-016)."""
    cards = s.table.cards
    return label(cards[iid], cards)


# --------------------------------------------------------------------------- in words


def _circle_words(circle: str | None) -> str:
    return "?" if circle is None else CIRCLE_NAMES.get(circle, circle)


def _zone_words(zone: str) -> str:
    return CIRCLE_NAMES.get(zone) or ZONE_NAMES.get(zone, zone.replace("_", " "))


def _offered(s: State, iid: int, viewer: int) -> bool:
    """Whether ``iid`` is among the cards the viewer is choosing from now (a searched deck
    or cards looked at: the chooser sees them)."""
    d = s.decision
    if d is None or d.player != viewer or d.kind != "choose" or not d.data:
        return False
    options = d.data[0]
    return isinstance(options, (tuple, list)) and iid in options


def _sees(s: State, iid: int, viewer: int | None) -> bool:
    if viewer is None:
        return True
    _, zone = _where(s, iid)
    return can_see(s, iid, zone, viewer) or _offered(s, iid, viewer)


def _card(s: State, iid: int | None, viewer: int | None) -> str:
    """A card's name in quotes, or what the viewer may know of it."""
    if iid is None or not 0 <= iid < len(s.table.cards):
        return "a card"
    if _sees(s, iid, viewer):
        return f"“{_label(s, iid)}”"
    _, zone = _where(s, iid)
    if zone == "hand":
        return "a card from hand"
    if zone in ("deck", "ride_deck", "gzone"):
        return f"a card from the {_zone_words(zone)}"
    return "a face-down card"


def _unit_at(s: State, p: int, circle: str | None) -> int | None:
    return s.players[p].at(circle) if circle in ALL_CIRCLES else None


def _unit(s: State, p: int, circle: str | None, viewer: int | None, whose: str = "") -> str:
    """“Name” on the <whose> <circle words>."""
    u = _unit_at(s, p, circle)
    where = f"the {whose}{_circle_words(circle)}"
    return where if u is None else f"{_card(s, u, viewer)} on {where}"


def _place_words(s: State, iid: int | None, p: int, viewer: int | None) -> str:
    """`` on your front-left rear-guard circle`` / `` in the opponent's drop zone`` (nothing
    for a card hidden from ``viewer``: its name already says where it is)."""
    if iid is None or not 0 <= iid < len(s.table.cards) or not _sees(s, iid, viewer):
        return ""
    q, zone = _where(s, iid)
    if zone == "?":
        return ""
    whose = "your " if q == p else _OPP
    prep = "on" if zone in ALL_CIRCLES or zone == "guardians" else "in"
    top = ""
    if zone == "deck":
        top = f" ({_ordinal(s.players[q].deck.index(iid) + 1)} from the top)"
    return f" {prep} {whose}{_zone_words(zone)}{top}"


def _ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` ... ``11th`` ... ``21st``."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _nth_waiting(s: State, k: int | None) -> str:
    """`` (the 2nd of its kind waiting)`` when the same card's same ability waits more
    than once (e.g. it triggered twice), else nothing."""
    ref = _pending_ref(s, k)
    if ref is None or k is None:
        return ""
    same = [
        j
        for j, r in enumerate(s.pending)
        if getattr(r, "card", None) == ref.card and getattr(r, "ability", None) == ref.ability
    ]
    if len(same) < 2:
        return ""
    return f" (the {_ordinal(same.index(k) + 1)} of its kind waiting)"


def _short(circle: str | None) -> str:
    """``front-left rear-guard`` for ``FL``."""
    return _circle_words(circle).removesuffix(" circle")


def _power(s: State, u: int | None) -> str:
    return "" if u is None else f", {stats.power(s, u):,}"


def _ability_text(s: State, iid: int | None, number: int | None, viewer: int | None) -> str:
    """The ability's printed text (or its label), unless the card is hidden from ``viewer``:
    the text would name it."""
    if iid is None or number is None or not 0 <= iid < len(s.table.cards):
        return ""
    if not _sees(s, iid, viewer):
        return ""
    abilities = s.table.cards[iid].abilities
    if not 0 <= number < len(abilities):
        return ""
    ab = abilities[number]
    return f" ({ab.text})" if ab.text else f": {ab.describe()}"


def _pending_ref(s: State, k: int | None) -> Any:
    if k is None or not 0 <= k < len(s.pending):
        return None
    return s.pending[k]


def describe(state: State, action: Action, viewer: int | None = None) -> str:
    """``action`` in words for people: cards by name and circles in plain words.

    With ``viewer`` (0 or 1) a card that player may not see is not named, nor placed, nor
    its ability quoted ("a card from hand"); ``None`` is the judge, who sees everything.

    >>> from vgwidget.engine.game import Game
    >>> g = Game.new(seed=1)
    >>> mull = g.legal_actions()[1]
    >>> describe(g.state, mull)
    'Put back “Pyreheart Sovereign Dragon” and draw again'
    >>> describe(g.state, mull, viewer=1)
    'Put back a card from hand and draw again'
    """
    require(state, State, "describe(state)", "a game state (Game.state)")
    require(action, Action, "describe(action)", "an Action")
    s, a, v = state, action, viewer
    n = len(s.table.cards)
    if (a.card is not None and not 0 <= a.card < n) or any(not 0 <= c < n for c in a.cards):
        return f"{a.kind} (a card that does not exist)"
    p = a.player
    k = a.kind
    if k == "mulligan":
        if not a.cards:
            return "Keep the opening hand"
        return "Put back " + ", ".join(_card(s, c, v) for c in a.cards) + " and draw again"
    if k == "ride":
        if a.card is not None and not _sees(s, a.card, v):
            return "Ride a card from hand"
        return f"Ride {_card(s, a.card, v)} from hand"
    if k == "ride-deck":
        pay = ", ".join(_card(s, c, v) for c in a.cards)
        if a.card is not None and not _sees(s, a.card, v):
            return f"Ride a card from the ride deck, discarding {pay}"
        return f"Ride {_card(s, a.card, v)} from the ride deck, discarding {pay}"
    if k == "skip-ride":
        return "Do not ride this turn"
    if k in _G_WORDS:
        return _describe_g(s, a, v)
    if k == "legion":
        mate = s.table.cards[a.card].legion_mate if a.card is not None else None
        return f"Legion: {_card(s, a.card, v)} calls “{mate}” from the deck to stand beside it"
    if k == "legion-return":
        return f"Return {_card(s, a.card, v)} from the drop zone to the deck (legion)"
    if k == "call":
        old = _unit_at(s, p, a.circle)
        retire = f" (retiring {_card(s, old, v)})" if old is not None else ""
        return f"Call {_card(s, a.card, v)} to the {_circle_words(a.circle)}{retire}"
    if k == "overdress":
        under = _unit_at(s, p, a.circle)
        return (
            f"overDress {_card(s, a.card, v)} onto {_card(s, under, v)} on the "
            f"{_circle_words(a.circle)}"
        )
    if k == "move":
        u, other = _unit_at(s, p, a.circle), _unit_at(s, p, a.target)
        if other is None:
            return (
                f"Move {_card(s, u, v)} from the {_circle_words(a.circle)} "
                f"to the {_circle_words(a.target)}"
            )
        return (
            f"Swap {_card(s, u, v)} on the {_circle_words(a.circle)} "
            f"and {_card(s, other, v)} on the {_circle_words(a.target)}"
        )
    if k == "end-main":
        return "End the main phase and go to battle"
    if k == "attack":
        u, t = _unit_at(s, p, a.circle), _unit_at(s, 1 - p, a.target)
        return (
            f"Attack with {_card(s, u, v)} ({_short(a.circle)}{_power(s, u)}) → "
            f"{_card(s, t, v)} ({_OPP}{_short(a.target)}{_power(s, t)})"
        )
    if k == "end-battle":
        return "Make no more attacks"
    if k == "boost":
        b = s.battle
        circle = a.circle or (BEHIND.get(b.attacker_circle) if b is not None else None)
        if circle is None or _unit_at(s, p, circle) is None:
            return "Boost the attack"
        return f"Boost the attack with {_unit(s, p, circle, v)}"
    if k == "no-boost":
        return "Attack without a boost"
    if k == "guard":
        sh = s.table.cards[a.card].shield if a.card is not None and _sees(s, a.card, v) else None
        return f"Guard with {_card(s, a.card, v)}" + (
            f" (shield {sh or 0:,})" if sh is not None else ""
        )
    if k == "intercept":
        return f"Intercept with {_unit(s, p, a.circle, v)}"
    if k == "end-guard":
        return "Finish guarding"
    if k == "power-to":
        d = s.decision
        amount = d.data[0] if d is not None and d.kind == "power-to" and d.data else None
        plus = f" ({amount:+,})" if isinstance(amount, int) else ""
        if a.card is not None:  # a guardian
            return f"Give the trigger's power{plus} to {_card(s, a.card, v)} on the guardian circle"
        return f"Give the trigger's power{plus} to {_unit(s, p, a.circle, v)}"
    if k == "trigger-order":
        if a.target == "draw-first":
            return "Draw the card first, then give the trigger's power"
        if a.target == "power-first":
            return "Give the trigger's power first, then draw the card"
        return f"Resolve the trigger's effects in the order {a.target or '?'}"
    if k == "critical-to":
        return f"Give the trigger's +1 critical to {_unit(s, p, a.circle, v)}"
    if k == "stand-unit":
        return f"Stand {_unit(s, p, a.circle, v)}"
    if k == "heal-card":
        return f"Heal {_card(s, a.card, v)} from the damage zone"
    if k == "soul-ride":
        return f"Ride {_card(s, a.card, v)} from the soul"
    if k == "act":
        text = _ability_text(s, a.card, a.number, v)
        return f"Use the ability of {_card(s, a.card, v)}{_place_words(s, a.card, p, v)}{text}"
    if k == "resolve":
        ref = _pending_ref(s, a.number)
        iid = getattr(ref, "card", a.card)
        number = getattr(ref, "ability", None)
        text = _ability_text(s, iid, number, v)
        return (
            f"Resolve the ability of {_card(s, iid, v)}{_place_words(s, iid, p, v)} next"
            f"{_nth_waiting(s, a.number)}{text}"
        )
    if k in ("use", "decline"):
        return _describe_answer(s, a, v)
    if k == "choose":
        if a.card is not None:
            return f"Choose {_card(s, a.card, v)}{_place_words(s, a.card, p, v)}"
        if a.circle is not None:
            return f"Choose the {_circle_words(a.circle)}"
        return "Choose nothing more"
    if k == "play-order":
        kind = s.table.cards[a.card].type.replace("-", " ") if a.card is not None else "order"
        if a.card is not None and not _sees(s, a.card, v):
            return "Play an order from hand"
        return f"Play the {kind} {_card(s, a.card, v)}"
    if k == "manual" and a.target is not None and a.target.startswith(_CORRECTION):
        reason = a.target[len(_CORRECTION) :].strip()
        return f"Judge's correction ({a.number} adjustment(s) follow): {reason}"
    if k == "manual":
        return "Judge's adjustment: " + _describe_manual(s, a, v)
    if k == "concede":
        return "Concede the game"
    return k  # pragma: no cover  (every kind is named above; tests check it)


_G_WORDS = (
    "stride",
    "skip-stride",
    "g-guardian",
    "g-assist",
    "skip-g-assist",
    "g-assist-take",
    "g-assist-pay",
)


def _describe_g(s: State, a: Action, v: int | None) -> str:
    """The G era's actions in words (Premium)."""
    k = a.kind
    pay = ", ".join(_card(s, c, v) for c in a.cards)
    if k == "stride":
        lend = ", the legion mate lending its name and power" if a.target == "mate" else ""
        return f"Stride {_card(s, a.card, v)} from the G zone, discarding {pay}{lend}"
    if k == "skip-stride":
        return "Do not stride this turn"
    if k == "g-guardian":
        return f"Call the G guardian {_card(s, a.card, v)} from the G zone, discarding {pay}"
    if k == "g-assist":
        return "Use G assist: reveal the hand and look at the top five cards of the deck"
    if k == "skip-g-assist":
        return "Do not use G assist"
    if k == "g-assist-take":
        if a.card is None:
            return "Add no card to the hand (G assist)"
        return f"Add {_card(s, a.card, v)} to the hand (G assist)"
    half = min(2, len(s.players[a.player].hand))
    hand = ", ".join(_card(s, c, v) for c in a.cards[:half])
    gz = ", ".join(_card(s, c, v) for c in a.cards[half:])
    return f"Remove {hand} from the hand and {gz} from the G zone (G assist)"


def _describe_answer(s: State, a: Action, v: int | None) -> str:
    yes = a.kind == "use"
    d = s.decision
    if d is not None and d.kind == "confirm":
        question = d.prompt.split(": ", 1)[-1]
        return ("Yes: " if yes else "No: ") + question
    if d is not None and d.kind == "manual-ability" and d.data:  # the judge ends it
        name = _card(s, getattr(d.data[0], "card", None), v)
        if yes:
            return f"End the resolution: {name}'s ability has been resolved by hand"
        return f"End the resolution: {name}'s ability is not used"
    ref = d.data[0] if d is not None and d.kind == "use-ability" and d.data else None
    iid = getattr(ref, "card", None)
    if not isinstance(iid, int):
        return "Use the ability" if yes else "Do not use the ability"
    ab = s.table.cards[iid].abilities[getattr(ref, "ability", 0)]
    if yes:
        cost = " and pay its cost" if ab.costs else ""
        return f"Use {_card(s, iid, v)}'s ability{cost}"
    return f"Do not use {_card(s, iid, v)}'s ability"


def _describe_manual(s: State, a: Action, v: int | None) -> str:
    name = _card(s, a.card, v)
    what, _, arg = (a.target or "").partition(":")
    if what == "move":
        if arg in ALL_CIRCLES:
            return f"move {name} to the {_circle_words(arg)}"
        if arg == "deck-bottom":
            return f"put {name} on the bottom of the deck"
        return f"move {name} to the {_zone_words(arg)}"
    if what in ("power", "critical", "shield"):
        return f"give {name} {arg} {what} until end of turn"
    if what in ("rest", "stand"):
        return f"{what} {name}"
    if what in ("face-down", "face-up"):
        return f"turn {name} {what.replace('-', ' ')}"
    if what == "trigger":
        return f"put ability {arg} of {name} into play by hand"
    return f"{a.target} {name}"
