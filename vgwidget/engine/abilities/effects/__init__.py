"""What abilities do: one module per family of effects, and the step that dispatches to them.

* :mod:`.dispatch` -- the ``ability-effect`` step: from an effect's kind to its family
* :mod:`.units` -- power, critical, shield, stand, rest, retire, bind, lock, delete and the
  other effects on units
* :mod:`.cards` -- draw, soul charge, counter charge, shuffle, heal
* :mod:`.fetch` -- superior call, superior ride, search
* :mod:`.look` -- looking at the top of the deck
* :mod:`.legion` -- legion from the soul
* :mod:`.markers` -- energy, crests, tickets, Imaginary Gifts and markers, gauge
* :mod:`.game_end` -- winning or losing by an ability
* :mod:`.steps` -- what the families share
"""
