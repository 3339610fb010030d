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
# # 2 · Preparing a cardfight
#
# Before the first turn, both players get ready in a fixed order. In this notebook you will
# follow that order, event by event:
#
# 1. the **decks** each player brings, and the **first vanguard**;
# 2. shuffling, and the coin toss that decides **who goes first**;
# 3. the **opening hand** and the **mulligan** (one chance to swap cards);
# 4. **stand up**: both first vanguards are turned face up, and turn 1 begins.
#
# We'll do it in Standard first, then see how Classic differs.

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget import Game
from vgwidget.quiz import Verdict, find_action, what_if
from vgwidget.tutorial import ask, board, play, rule

# %% [markdown]
# ## The decks
#
# Every player brings a **main deck** of exactly 50 cards. In Standard they also bring a
# **ride deck**: one unit each of grade 0, 1, 2 and 3 plus a *Ride Deck Crest*, kept apart from
# the 50. The engine ships two legal teaching decks per format:

# %%
# NBVAL_CHECK_OUTPUT
from vgwidget.engine.decks import teaching_decks

for deck in teaching_decks("standard"):
    print(f"{deck.name}: {len(deck.main)} main-deck cards; ride deck: {', '.join(deck.ride_deck)}")

# %% [markdown]
# ## Setting up
#
# `Game.new()` carries out every step up to the first *decision*, which is the mulligan. Here
# is the log so far:

# %%
# NBVAL_CHECK_OUTPUT
game = Game.new(seed=1)
print(game.explain())

# %%
# NBVAL_CHECK_OUTPUT
rule("setup.first-vanguard", "setup.ride-deck", "setup.first-player", "setup.opening-hand")

# %% [markdown]
# Read the log from the top. Each player's grade 0 unit from the ride deck goes **face down** on
# the vanguard circle (in Standard this grade 0 is the *first vanguard*), the rest of the ride
# deck waits beside the field, and the crest goes to the crest zone. The decks are shuffled, a
# (seeded) coin toss picks the first player, and both draw five cards.
#
# Here is the table from Player 1's seat. Player 2's vanguard is still face down, and so is
# Player 1's own, although Player 1 of course knows what it is.

# %%
board(game, perspective=0)


# %% tags=["scaffold"]
def before_stand_up():
    seen = game.view(1)["players"][0]["circles"]["VC"]  # Player 1's VC, as Player 2 sees it
    if seen is None:
        answer, because = "nothing: the circle is empty", "Player 2 sees an empty circle."
    elif seen.get("hidden"):
        answer = "only that a face-down card is there"
        because = "Player 2 sees one card, face down, on the circle: no name, no grade, no power."
    else:
        answer = "its name and power"
        because = f"Player 2 sees “{seen['name']}” with {seen['stats']['power']:,} power."
    return Verdict(answer, "setup.first-vanguard", because)


q1 = ask(
    "Before “Stand up!”, what does Player 2 know about Player 1's first vanguard?",
    ["its name and power", "only that a face-down card is there", "nothing: the circle is empty"],
    before_stand_up,
    look="how the first vanguard is put on the vanguard circle before the game starts",
)
q1

# %% [markdown]
# ## The mulligan
#
# Each player, first player first, may now send back **any number** of cards from the opening
# hand and draw replacements, once. The engine offers every possible choice, from keeping all
# five cards to swapping all five:

# %%
# NBVAL_CHECK_OUTPUT
hand = [game.state.card(i).name for i in game.state.players[0].hand]
print("Player 1's opening hand:", hand)
print(len(game.legal_actions()), "possible mulligans (2 x 2 x 2 x 2 x 2: each card kept or not)")


# %% [markdown]
# Player 1 holds a grade 3, which would sit in the hand for a while, and three triggers. Let's
# say Player 1 sends back “Pyreheart Sovereign Dragon” and “Hearthfox Courier”.

# %% tags=["scaffold"]
def hand_after_mulligan():
    swap = find_action(game, "mulligan", cards=["Pyreheart Sovereign Dragon", "Hearthfox Courier"])
    out = what_if(game, swap)
    n = len(out.state.players[0].hand)
    return Verdict(str(n), "setup.mulligan", out.events[0].text)


q2 = ask(
    "Player 1 sends back two cards. How many cards will Player 1 hold after the mulligan?",
    ["3", "5", "7"],
    hand_after_mulligan,
    look="how many cards go back, and how many are drawn in their place",
)
q2

# %%
# NBVAL_CHECK_OUTPUT
play(game, "mulligan", cards=["Pyreheart Sovereign Dragon", "Hearthfox Courier"])

# %% [markdown]
# In Standard the cards go to the **bottom** of the deck, the same number is drawn, and then the
# deck is shuffled. Player 2 is happy and keeps all five (a mulligan of no cards). As soon as both
# players have decided, the engine goes straight on to *stand up* and into turn 1:

# %%
# NBVAL_CHECK_OUTPUT
play(game, "mulligan", cards=())

# %%
# NBVAL_CHECK_OUTPUT
rule("setup.mulligan", "setup.stand-up")

# %% [markdown]
# Look at event 15: the first player **draws** on turn 1, like everyone on every turn (but, as
# notebook 3 shows, may not attack on that first turn). The game now waits for Player 1's first
# ride.
#
# ## The same preparation in Classic
#
# In the Classic format (the original rules) there is no ride deck. Each player picks a grade 0
# unit **from the 50-card deck** as the first vanguard, so the deck that is shuffled holds 49
# cards. The mulligan differs too: the unwanted cards are **shuffled back** into the deck, and
# then you draw back up to five.

# %%
# NBVAL_CHECK_OUTPUT
classic = Game.new(seed=1, format="classic")
print(classic.explain())

# %% [markdown]
# In this game Player 2 goes first, so Player 2 decides first. Both players swap out their grade 3 cards:

# %%
# NBVAL_CHECK_OUTPUT
play(classic, "mulligan", cards=["Squallbreaker Dreadcaptain"])
play(classic, "mulligan", cards=["Solaris Paragon Knight", "Aurelio the Radiant Lanternlord"])

# %% [markdown]
# ## Recap
#
# - A deck is 50 cards; in Standard a 5-card ride deck comes too, and its grade 0 is the first
#   vanguard [deck.first-vanguard]. In Classic the first vanguard is one of the 50
#   [setup.first-vanguard].
# - The decks are shuffled, a coin toss decides who goes first [setup.first-player], and both
#   players draw five [setup.opening-hand].
# - Each player may mulligan once, first player first: Standard puts the cards on the bottom,
#   draws and shuffles; Classic shuffles them in and draws back up to five [setup.mulligan].
# - Stand up! Both first vanguards turn face up at the same moment [setup.stand-up].
#
# Next: **3 · One turn, phase by phase**.
