"""Position files: a judge's way to set up any moment of a cardfight, as editable text (TOML).

A position names every card by its name and says where it lies; the engine builds the card
instances, the state, and the procedure that is still to come (the task stack), so play
resumes exactly as it would in a real game at that phase and step. A short example::

    [meta]
    title = "Equal power hits"
    question = "A 13,000 vanguard attacks a 13,000 vanguard. Does it hit?"
    ruling = "Yes: the attack hits when its power is equal or greater."
    sources = ["seed 001 Playbook v3.02 Q&A Q16"]

    [game]
    format = "standard"       # standard | classic | premium (alias: g)
    # variants = ["legacy-g-return"]   # the format's named variants (Standard, Premium)
    seed = 16                 # the game's random generator (fills, later shuffles)
    turn = 4
    turn_player = 2           # players are 1 and 2, as in the explain log
    phase = "battle"          # stand | draw | ride | main | battle | end
    step = "damage"           # battle only: start | attack | guard | drive | damage | close

    [battle]                  # only from the attack step to the close step
    attacker = "VC"           # the turn player's circle
    target = "VC"             # the opponent's circle
    booster = "BC"            # optional
    guardians = ["Sparkflit Sprite"]   # on the defender's guardian circle

    [players.1]
    hand = ["Ember Lancer"]
    damage = ["Kindlescale Page", { card = "Ember Lancer", face_down = true }]
    soul = ["Cinderling Scout"]
    deck = { top = ["Warmglow Mender"], fill = "teaching" }

    [players.1.circles]
    VC = "Pyreheart Sovereign Dragon"
    FL = { card = "Blazeguard Knight", rested = true }

    [players.2]
    ...

Zones of a player: ``circles`` (``VC FL FR BL BC BR``; a card is a name or a table with
``rested``/``locked``/``deleted``), ``hand``, ``soul``, ``damage`` and ``bind`` (entries
may be ``{ card = ..., face_down = true }``), ``drop``, ``removal``, ``ride_deck``, ``order``,
``crest``, ``gzone``, and ``deck``: ``top`` (the known top cards, in order), then ``rest``
(listed, in order) or ``fill``: the cards of a deck list (``"teaching"``: the format's
teaching deck for that player, or a shipped list such as ``"standard-2"``) that the position
does not already show, shuffled with the game's own seeded generator; ``count`` sets the
deck's total size. ``[[modifiers]]`` give a unit ``power``/``critical``/``shield`` until end
of ``turn`` or ``battle``. ``[script]``, ``[[expect]]``, ``[[midway]]`` (the board in the
middle of the line) and ``[final]`` script a line of play and the ruling it must show (see
:mod:`vgwidget.engine.timeline`).

Validation reports every impossible thing at once, one message per problem, each with its
line: a card in two places, more than one unit on a circle, a ride deck in a format without
one, a step that needs a battle without one, an unknown card name (with a suggestion)...

>>> s = to_state({
...     "game": {"format": "standard", "turn": 3, "turn_player": 1, "phase": "main"},
...     "players": {
...         "1": {"circles": {"VC": "Cinder Drake Warden"}, "deck": {"fill": "teaching"}},
...         "2": {"circles": {"VC": "Coralshield Captain"}, "deck": {"fill": "teaching"}},
...     },
... })
>>> s.phase, s.turn_player, [t.name for t in s.stack][-1]
('main', 0, 'main-offer')
>>> to_dict(s)["players"]["2"]["circles"]
{'VC': 'Coralshield Captain'}

The package's modules, in the order a position goes through them:

* :mod:`~vgwidget.engine.position.reading` -- the text, from a path or given as TOML, parsed
  into data with the line of every key (:func:`parse_toml`, :func:`key_lines`,
  :func:`read_source`, :func:`positions_dir`);
* :mod:`~vgwidget.engine.position.keys` -- the keys each table may hold, and
  :class:`PositionError`;
* :mod:`~vgwidget.engine.position.checking` -- the checks every part shares and the ``[game]``
  table; :mod:`~vgwidget.engine.position.players` -- each player's side;
  :mod:`~vgwidget.engine.position.battle` -- a battle, a check in progress, modifiers;
* :mod:`~vgwidget.engine.position.building` -- the state and its task stack (:func:`to_state`,
  :func:`load`, :func:`resume_tasks`);
* :mod:`~vgwidget.engine.position.writing` -- a state back to data and TOML (:func:`to_dict`,
  :func:`to_toml`) and the ``position.setup`` sentence (:func:`describe`).

They work on states and data only: the game (:meth:`vgwidget.engine.game.Game.from_position`,
:meth:`~vgwidget.engine.game.Game.to_position`) is above them and calls them.
"""

from __future__ import annotations

from ..flow import BATTLE_STEPS, PHASES
from .building import Loaded, load, resume_tasks, to_state
from .keys import (
    BATTLE_KEYS,
    CHECK_KEYS,
    CIRCLE_FLAGS,
    DECK_KEYS,
    DONE,
    EXTRA_KEYS,
    FACE_DOWN_ZONES,
    GAME_KEYS,
    GIFT_KINDS,
    MARKER_KEYS,
    MOD_FLAGS,
    MOD_KEYS,
    MOD_STATS,
    PLAYER_KEYS,
    REF_KEYS,
    STANDARD_KEYS,
    TOP_KEYS,
    ZONE_KEYS,
    PositionError,
)
from .reading import key_lines, parse_toml, positions_dir, read_source
from .writing import describe, to_dict, to_toml

__all__ = [
    "BATTLE_KEYS",
    "BATTLE_STEPS",
    "CHECK_KEYS",
    "CIRCLE_FLAGS",
    "DECK_KEYS",
    "DONE",
    "EXTRA_KEYS",
    "FACE_DOWN_ZONES",
    "GAME_KEYS",
    "GIFT_KINDS",
    "Loaded",
    "MARKER_KEYS",
    "MOD_FLAGS",
    "MOD_KEYS",
    "MOD_STATS",
    "PHASES",
    "PLAYER_KEYS",
    "PositionError",
    "REF_KEYS",
    "STANDARD_KEYS",
    "TOP_KEYS",
    "ZONE_KEYS",
    "describe",
    "key_lines",
    "load",
    "parse_toml",
    "positions_dir",
    "read_source",
    "resume_tasks",
    "to_dict",
    "to_state",
    "to_toml",
]
