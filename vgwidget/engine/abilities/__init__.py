"""Card abilities: AUTO, ACT and CONT abilities written as data and interpreted by the engine.

* :mod:`.model` -- the declarative format in card files and its validation
* :mod:`.resolve` -- triggering, the waiting queue, costs, effects and choices
* :mod:`.cont` -- continuous abilities, recomputed from the state whenever asked
"""
