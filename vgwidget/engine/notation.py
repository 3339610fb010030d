"""One notation for actions: in words for people (:func:`describe`), and as a short script
line that reads back into the same action (:func:`to_script`, :func:`parse`).

Like python-chess's SAN, the script form names things the way a player at the table does:
cards by **name** and where they are, circles by their short names -- never by the
engine's instance ids. Position files use it in their ``[script]``.

**Script lines.** ``"kind"`` or ``"kind: argument"``; the deciding player is whoever must
decide then (a table may say ``player = 1`` or ``2``)::

    "no-boost"  "boost"  "end-guard"  "end-main"  "end-battle"  "skip-ride"
    "use"  "decline"  "concede"
    "attack: VC -> VC"            attacker's circle -> the opponent's target circle
    "move: FL -> BL"              a rear-guard to the other circle of its column
    "call: Ember Lancer -> FL"    a card from hand to a rear-guard circle
    "overdress: Blazemantle Lancer -> FL"   overDress from hand onto the rear-guard on FL
    "xoverdress: Emberscar Twinmantle Knight -> FL (over FL, BL)"   XoverDress from hand to FL,
                                  over the rear-guards on FL and BL
    "ride: Cinder Drake Warden"   "guard: Sparkflit Sprite"   "play-order: Blazing Orders"
    "heal-card: Ember Lancer"     (from the damage zone)
    "soul-ride: Ember Lancer"     (from the soul, when the vanguard circle is empty)
    "intercept: FL"  "power-to: VC"  "critical-to: VC"  "stand-unit: FR"
    "power-to: Sparkflit Sprite @GC"   (a guardian: by name, on the guardian circle)
    "trigger-order: draw-first"  /  "trigger-order: power-first"   (a trigger's effects)
    "mulligan"  /  "mulligan: Ember Lancer, Sparkflit Sprite"
    "ride-deck: Cinder Drake Warden (discard Ember Lancer)"
    "act: Lantern Vigil Priest @FR"  use that card's ACT ability; "(ability 2)" picks another
    "resolve: Sunken Reliquary"   which waiting AUTO ability resolves next
    "choose: Ember Lancer @drop"  a card an ability or cost asks for; "choose: FL" a circle;
                                  "choose: nothing" stops an "up to" choice
    "manual: Ember Lancer @FL -> power:+5000"   a judge's adjustment (see abilities.manual)
    "correction: the Knight was never retired (2 adjustments)"   a judge's correction: the
                                                two adjustments that follow make it
    The G era (Premium):
    "stride: Aurelion the Dawnforged Lanternlord (discard Solaris Paragon Knight)"
    "g-guardian: Lanternshield Bastion (discard Candlemend Cleric)"
    "skip-stride"  "g-assist"  "skip-g-assist"
    "g-assist-take: Solaris Paragon Knight"  /  "g-assist-take: nothing"
    "g-assist-pay: <hand card>, <hand card>, <G-zone card>, <G-zone card>"
    "stride: <G unit> (discard <cards>) -> mate"   over a legion, the mate lends name and power
    Legion: "legion: <leader>"  "legion-return: <card in the drop zone>"

**Naming a card.** ``Name``, optionally ``[n]`` and ``@place``:

* ``@place`` is where the card is, from the deciding player's side: a circle (``VC``,
  ``FL``, ``FR``, ``BL``, ``BC``, ``BR``, ``GC``) or a zone (``hand``, ``deck``,
  ``ride-deck``, ``soul``, ``drop``, ``damage``, ``bind``, ``removal``, ``trigger``,
  ``order``, ``crest``, ``gzone``), with ``opponent's`` before it for the other player's
  side (``@opponent's FR``). Each kind has a usual place (the hand for ``call``, the
  damage zone for ``heal-card`` ...), so most lines need none.
* ``[n]`` is the *n*-th card of that name there, in the zone's order (the deck from the
  top, the damage zone in the order the cards arrived). Without it, the first one not
  already named in the same line: ``"mulligan: Ember Lancer, Ember Lancer"`` puts back two
  copies.
* ``(ability n)`` after an ``act`` or ``resolve`` card picks the card's *n*-th ability
  (counting every ability printed on the card, from 1) when it has several.

:func:`to_script` writes the shortest of these forms that reads back into exactly the
same action, so two legal actions never share a line. Card names may not contain
``@``, ``[``, ``]``, ``,`` or ``->``.

**Tables.** ``{ action = "guard: Sparkflit Sprite", player = 2 }``, or the fields
themselves: ``{ kind = "call", card = "Ember Lancer", circle = "FL" }`` (``card`` and
``cards`` name cards as above; ``number`` is an ability's or a queue position).

>>> from vgwidget.engine.game import Game
>>> g = Game.new(seed=1)
>>> a = g.legal_actions()[0]
>>> describe(g.state, a)
'Keep the opening hand'
>>> to_script(g.state, a)
'mulligan'
>>> parse(g.state, "mulligan") == a
True
"""

from __future__ import annotations

from .notation_script import PLACES, parse, to_script
from .notation_script import names_in as names_in  # the card names a line mentions
from .notation_words import describe

__all__ = ["describe", "parse", "to_script", "PLACES"]
