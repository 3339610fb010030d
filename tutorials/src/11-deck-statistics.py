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
# # 11 · Deck statistics
#
# "How often does my deck win when it goes first?" "How often does it check a heal trigger?"
# One game cannot tell you; a few hundred can. In this notebook two **computer opponents** play
# many seeded games between two decks, and we read the figures:
#
# - the win rate of each deck, going first and going second;
# - how long the games last and how much damage each side has at the end;
# - how often each kind of trigger turns up in a check.
#
# The games are played by the `greedy` computer opponent (`vgwidget.bots`): it rides up, fills
# its field, attacks the vanguard and guards when a hit would bring it to 5 damage. Every game
# is seeded, so the figures below are the same on every run.

# %%
# Setup: the simulation, the computer opponents and the notebook helpers (vgwidget.tutorial).
from vgwidget import bots
from vgwidget.engine.decks import teaching_decks
from vgwidget.engine.game import Game
from vgwidget.quiz import Verdict
from vgwidget.simulate import simulate
from vgwidget.tutorial import ask, rule

# %% [markdown]
# ## One game between two computer opponents
#
# A computer opponent is an object with `choose(game, player)`: it returns one of the game's
# legal actions. `bots.play_out` lets two of them decide until the game is over.

# %%
# NBVAL_CHECK_OUTPUT
game = Game.new(seed=7)
n = bots.play_out(game, [bots.make("greedy"), bots.make("greedy")])
print(f"{n} decisions, {game.state.turn} turns.")
print(game.explain(start=len(game.events) - 6))

# %% [markdown]
# Who goes first is decided when the game is set up, by the game's own random generator; the
# first player draws on their first turn like everyone else, but may not attack on it, in every
# format (the rule below says so, and every game's log shows the draw and the skipped battle).

# %%
# NBVAL_CHECK_OUTPUT
rule("setup.first-player", "turn.draw", "battle.first-turn", "win.damage")

# %% [markdown]
# ## Many games
#
# `simulate(deck1, deck2, games=N, jobs=J)` plays game `k` with seed `seed + k`; `jobs` worker
# processes share the games (by default every core of the machine), and the figures do not
# depend on how many there were. Deck 1 is always Player 1. Without decks, the format's two
# teaching decks play. We keep `N` small here so the notebook runs in a few seconds; for real
# statistics use a few hundred games (the command line has a progress bar:
# `vgwidget simulate DECK1 DECK2 --games 500 --jobs 4`).
#
# Before you run it: does the player who goes **first** win more than half of the games?

# %%
first, second = teaching_decks("standard")
sim = simulate(first, second, games=40, jobs=2, seed=0)


# %% tags=["scaffold"]
def first_player_wins() -> Verdict:
    rate = sim.summary()["first_player_win_rate"]
    answer = "more than half" if rate > 0.5 else "half or fewer"
    because = (
        f"In these 40 games the player who went first won {rate:.0%} of them: going first "
        "means one attack less on your first turn, but also one turn ahead in the race to "
        "six damage."
    )
    return Verdict(answer, "setup.first-player", because)


q1 = ask(
    "Over 40 games between the two Standard teaching decks, does the player who goes first "
    "win more than half of them?",
    ["more than half", "half or fewer"],
    first_player_wins,
)
q1

# %% [markdown]
# The table: one column per deck. "Win rate going first" counts only the games that deck went
# first in.

# %%
# NBVAL_CHECK_OUTPUT
print(sim.table())

# %% [markdown]
# And as pictures: how long the games lasted (coloured by who won), how much damage each side
# had at the end (the loser has 6), and how many triggers of each kind each deck checked per
# game.

# %%
fig = sim.plot()

# %% [markdown]
# ## Triggers and heals
#
# Every drive check and damage check reveals a card and checks it for a trigger icon; the
# counts above come from those events in each game's explain log. A heal trigger heals only
# if your damage is at least your opponent's, so "checked a heal" is not "healed".

# %%
# NBVAL_CHECK_OUTPUT
rule("trigger.check", "trigger.heal")
summary = sim.summary()
for name, share in zip(sim.decks, summary["games_with_a_heal_checked"], strict=True):
    print(f"{name}: a heal trigger was checked in {share:.0%} of the games")

# %% [markdown]
# ## The same decks in Classic
#
# The same function plays any format the engine has. Classic's teaching decks, 20 games:

# %%
# NBVAL_CHECK_OUTPUT
classic = simulate(games=20, jobs=2, format="classic", seed=0)
print(classic.table())

# %% [markdown]
# ## More machines
#
# On one machine `jobs` uses its cores. For more than one machine, install the optional extra
# (`pip install vgwidget[scale]`) and give `simulate` a Dask client, or the command line a
# scheduler address:
#
# ```python
# from distributed import Client
# sim = simulate(deck1, deck2, games=10_000, dask=Client("tcp://scheduler:8786"))
# ```
#
# ```sh
# vgwidget simulate my-deck.txt their-deck.txt --games 10000 --dask tcp://scheduler:8786
# ```
#
# Each game is one task; the results are the same as on one machine.
#
# ## Play against the computer yourself
#
# `vgwidget play --vs greedy` (or `random`, or `lookahead`, the strongest) lets you play a game
# against a computer opponent in the terminal, and in Python `bots.make("lookahead")` gives an
# opponent whose `choose(game, player)` you can call whenever it is its turn.
#
# ## Recap
#
# - `bots.play_out` plays one game between two computer opponents; `simulate` plays many, with
#   game `k` seeded `seed + k`, so the figures are the same on any number of cores.
# - The first player draws on their first turn but may not attack on it [battle.first-turn];
#   the table shows what that is worth for two given decks [setup.first-player].
# - Triggers checked are counted from each game's explain log; a checked heal heals only when
#   its owner's damage is at least the opponent's [trigger.heal].
# - A game is won at six damage [win.damage]; the same function plays any format.
#
# This is the last notebook of the path for judges and course authors. If you have not played
# a whole game yet, do it now, with a coach beside you:
#
# Next: **0 · Your first game**, the start of the path for players.
