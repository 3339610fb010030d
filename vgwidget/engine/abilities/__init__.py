"""Card abilities: AUTO, ACT and CONT abilities written as data and interpreted by the engine.

* :mod:`.model` -- the declarative format in card files and its validation
* :mod:`.index`, :mod:`.conditions` -- which cards listen for what; whether a condition holds
* :mod:`.cont` -- continuous abilities, recomputed from the state whenever asked
* :mod:`.seal` -- lock and delete: a card turned face down on its circle, and back
* :mod:`.refs` -- an ability on its way to resolving (:class:`~.refs.Ref`) and how it starts
* :mod:`.choices` -- the player's answers: use or decline, yes or no, choose
* :mod:`.triggers` -- AUTO abilities triggering at a timing
* :mod:`.queue` -- waiting abilities, their order, resolving one
* :mod:`.costs` -- whether a cost can be paid, and paying it
* :mod:`.targets` -- the units and cards an effect may act on
* :mod:`.effects` -- what abilities do, one module per family of effects
* :mod:`.acts` -- ACT abilities in the main phase
* :mod:`.orders` -- normal, set and blitz orders
* :mod:`.manual` -- the judge's manual adjustments
* :mod:`.by_hand` -- manual abilities: text the engine cannot read, resolved by the judge
* :mod:`.resolve` -- the public names of all the above, where callers import them
"""
