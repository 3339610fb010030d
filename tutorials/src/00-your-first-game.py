# ---
# jupyter:
#   jupytext:
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#       jupytext_version: 1.19.6
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---


# %% [markdown]
# # 0 · Your first game
#
# Never played Cardfight!! Vanguard? Start here. You play one whole game as **Player 1**
# against a gentle computer opponent, on the board below, by clicking the choices it lists.
# A **coach** helps: the first time each kind of decision comes up, a short note beside the
# choices says what it is, which rule governs it, and which notebook tells you more. Each note
# comes once; after that, you know the move.
#
# Nothing here is scripted: the rules engine checks every move, and every line of the log on
# the board names the rule it applies. The computer's hand and deck stay hidden from you, as
# at a real table.

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget.quiz import count_verdict
from vgwidget.tutorial import ask, first_game, rule

# %% [markdown]
# ## How a game is won
#
# Each player has a vanguard, the unit in the middle of their field, and up to five
# rear-guards around it. Units attack each other's front row; an attack that hits the
# vanguard deals **damage**, one card from the deck to the damage zone per point of critical.
# Before you play: how much damage makes a player lose?

# %% tags=["scaffold"]
from vgwidget.engine.procedures.rule_actions import LOSS_DAMAGE


def damage_to_lose():
    return count_verdict(
        LOSS_DAMAGE,
        "win.damage",
        f"The engine ends the game as soon as a player has {LOSS_DAMAGE} damage.",
    )


q1 = ask(
    "How many cards in their damage zone make a player lose?",
    ["4", "5", "6", "7"],
    damage_to_lose,
    look="the damage zone fills by one card for each point of damage a hit vanguard takes",
)
q1

# %% [markdown]
# Six damage loses the game. A player also loses with no card left in the deck to draw, but
# in a first game six damage is what decides it:

# %%
# NBVAL_CHECK_OUTPUT
rule("win.damage")

# %% [markdown]
# ## Your game
#
# Run the next cell. The board shows the table from your seat: your field at the bottom, the
# computer's at the top, the log of every step on the right. When it is your turn to decide,
# the board lists your choices as buttons: click one. The computer then plays its moves,
# forward on the board one by one, and the board waits for your next choice. Who goes first is
# decided when the game is set up.
#
# Not sure what to pick? Any listed choice is legal. Riding from the ride deck, calling units to
# the front row and attacking the computer's vanguard is a good start.

# %%
coach = first_game(seed=6)
coach.widget

# %% [markdown]
# When the game is over the board shows a summary. The next cell prints it too (run it before
# the end and it says how far the game has got):

# %%
print(coach.summary())

# %% [markdown]
# ## Recap
#
# - The player who makes the other take six damage wins [win.damage].
# - A turn goes stand, draw, ride, main (call units), battle, end; the first player may not
#   attack on their first turn [battle.first-turn].
# - Front-row units attack [battle.attack]; the unit behind may boost; the defender guards with
#   cards from the hand [battle.guard].
# - Checks turn up triggers that give power, critical, cards or a heal [trigger.check].
#
# The next notebooks take each of these apart, one at a time, starting with the table itself.
#
# Next: **1 · The field and the zones**.
