"""The rules engine: pure Python, standard library only (it runs in Pyodide too).

What lives here, top to bottom (a module imports only the layers below its own; the contract is
``[tool.importlinter]`` in pyproject.toml, drawn in docs/architecture.md):

* :mod:`.game` -- the facade, :class:`~.game.Game`: new, apply, undo, seek, fork, records,
  positions; :mod:`.lines` (what-if lines) works on games handed to it
* :mod:`.position` (position files), :mod:`.record` (game records), :mod:`.timeline`
  (scripts and expectations)
* :mod:`.procedures` -- setup, the turn, the battle, checks and triggers, rule actions, the G era
* :mod:`.notation` -- actions in words and as script lines
* :mod:`.abilities` -- card abilities as data and the steps that resolve them
* :mod:`.moves` (ride, call, legion from the soul, end of game), :mod:`.gifts`
* :mod:`.view`, :mod:`.board`, :mod:`.stats` -- what a player sees, naming units, power
* :mod:`.flow` (the declared turn), :mod:`.registry` (where steps register),
  :mod:`.context` (``Ctx``: events and every zone change), :mod:`.state` (immutable states)
* the data: :mod:`.decks`, :mod:`.cards`, :mod:`.catalogue` (the rules), :mod:`.formats`,
  :mod:`.actions`, :mod:`.events`, :mod:`.errors`
"""
