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
# # 1 · The field and the zones
#
# Welcome to **vgwidget**, a Cardfight!! Vanguard rules engine that explains every step it takes.
# This is the first lesson on the rules (if you have never played, play a game first, with a
# coach: notebook 0). Each lesson builds on the one before (the last line of each names the
# next), and each uses a real, seeded game, so what you see here is exactly what the engine
# does.
#
# **In this notebook you will learn**
#
# - what the *field* is, and what each of its seven *circles* is for;
# - which other *zones* a player has (deck, hand, soul, drop, damage...);
# - which zones are **public** (everyone may look) and which are **hidden**, and how the engine
#   keeps hidden cards hidden, in its views and in its explain log;
# - how to use the two tools every tutorial uses: the **explain log** and the **prediction widget**.
#
# Run the cells from top to bottom (Shift+Enter). The first one loads the engine and a few
# small helpers from `vgwidget.tutorial`: `rule()` shows a rule from the catalogue in plain
# words (where the rules' sources disagree, that waits behind its "sources" toggle), `play()`
# takes an action and prints what happened, `board()` shows a game in the widget, and `ask()`
# asks you to predict what the rules will do. (Every notebook uses the same helpers; read
# them, with their documentation, in `vgwidget/tutorial/__init__.py`, or with `help(play)`.)

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget import Game
from vgwidget.quiz import Verdict, find_action, what_if
from vgwidget.tutorial import ask, board, field, play, rule

# %% [markdown]
# ## A game to look at
#
# `Game.new(seed=20)` starts a Standard cardfight between the two teaching decks (Emberreach,
# a fire nation, for Player 1, and Tidecourt, a sea nation, for Player 2). The *seed* fixes every
# shuffle and the coin toss, so the game goes the same way every time.
#
# An empty table is not much to look at, so we let both players play a few turns with
# `autopilot`, a plain and predictable player from `vgwidget.quiz`, and stop at Player 1's main
# phase on turn 5. (From notebook 3 on, you take the decisions yourself.)

# %%
# NBVAL_CHECK_OUTPUT
from vgwidget.quiz import play_until

game = Game.new(seed=20)
play_until(game, lambda new: game.state.turn == 5 and game.decision["kind"] == "main")
print(f"Turn {game.state.turn}, {len(game.events)} events so far.")
print("The game waits for:", game.decision["prompt"])

# %% [markdown]
# Here is the table in the board widget, as the *judge* sees it (every card face up). Drag the
# timeline to step back through the game; each position comes with the explain-log line that
# produced it, and every line names the rule it applies.

# %%
board(game)

# %% [markdown]
# ## The field: seven circles per player
#
# Each player's **field** is a small grid of circles, two rows of three, with the front row
# facing the opponent:
#
# | circle | where | what it holds |
# |---|---|---|
# | `VC` | front centre | your **vanguard**: the unit that represents you. Damage is dealt to it. |
# | `FL`, `FR` | front left / right | **rear-guards** that can attack (and be attacked). |
# | `BL`, `BC`, `BR` | back row | rear-guards that **boost** the unit in front of them. |
# | `GC` | between the players | the **guardian circle**, filled for one battle at a time. |
#
# A column is a circle of the front row and the one behind it (`FL`/`BL`, `VC`/`BC`,
# `FR`/`BR`). Units on the field are *standing* (upright, ready) or *rested* (turned sideways,
# already used this turn). The helper `field()` prints the two fields from Player 1's seat; `R`
# marks a rested unit, and the number is the unit's power right now.

# %%
# NBVAL_CHECK_OUTPUT
field(game)

# %% [markdown]
# Player 2's units are all rested: on turn 4 they attacked or boosted, and they stand again
# only at the start of Player 2's next turn. Here is how the catalogue explains the field and its circles
# (`vgwidget rules ID` on the command line prints the whole entry, sources included):

# %%
# NBVAL_CHECK_OUTPUT
rule("zone.field", "zone.circles", "zone.guardian-circle")

# %% [markdown]
# ## The zones: where every other card is
#
# Cards that are not on a circle are in one of the player's **zones**:
#
# - **deck**: face down; nobody may look at it or change its order;
# - **hand**: seen only by its owner;
# - **ride deck** (Standard only): the owner's grade 0 to 3 units, waiting to be ridden;
# - **soul**: the old vanguards, under the current one;
# - **drop zone**: retired units and discarded cards;
# - **damage zone**: one card per damage your vanguard has taken (six means you lose);
# - **trigger zone**: where a checked card sits for a moment while its trigger resolves;
# - **crest zone** (Standard): the Ride Deck Crest; **removal zone** (Standard): cards removed
#   from the game; plus **bind** and **order** zones that card abilities use.
#
# Zones are **public** (everyone may look at them at any time) or **hidden** (only their size is
# known to everyone). The catalogue says it like this:

# %%
# NBVAL_CHECK_OUTPUT
rule("zone.public", "zone.hidden")

# %% [markdown]
# Let's count what is in each zone. `game.view(viewer)` returns the table as one viewer may see
# it: `None` is the judge (everything), `0` is Player 1, `1` is Player 2. A card the viewer may
# not see is replaced by a bare `{"hidden": True}`: no name, no id, nothing to peek at.

# %%
# NBVAL_CHECK_OUTPUT
ZONES = ["hand", "ride_deck", "soul", "drop", "damage", "trigger", "crest", "removal"]


def zones(game, viewer=None):
    """How many cards each player has in each zone, with the names the viewer may see."""
    v = game.view(viewer)
    for pl in v["players"]:
        print(f'{pl["name"]}   deck: {pl["deck_count"]} cards, face down')
        for z in ZONES:
            cards = pl[z]
            shown = ", ".join("?" if c.get("hidden") else c["name"] for c in cards)
            print(f"   {z:<9} {len(cards)}  {shown}")


print("As Player 1 sees the table:\n")
zones(game, viewer=0)


# %% [markdown]
# From Player 1's seat you can read your own hand and ride deck, every card in both souls,
# drop zones and damage zones... but Player 2's hand and ride deck are only question marks.
# Notice Player 1's **removal zone**: on turn 4 a damage check turned up an *over trigger*,
# which removes itself from the game (notebook 7 is all about it).
#
# Time for your first prediction. When a notebook asks you something, click your answer in the
# widget: your pick goes back to Python, is checked against what the engine itself says, and the
# feedback names the rule that decides it. Nothing about the answer is shown until you pick:
# not in the question, and not on the board either. If you ran every cell at once ("Run All"),
# the boards wait at the question until you have answered it, then catch up with the game.

# %% tags=["scaffold"]
def what_player_2_sees():
    hand = game.view(1)["players"][0]["hand"]  # Player 1's hand, through Player 2's eyes
    if all(card.get("hidden") for card in hand):
        answer = "only how many cards there are"
    else:
        answer = "the name of every card"
    because = (
        f"Through Player 2's eyes, that hand is {len(hand)} cards with no name, no grade and "
        "no id: each one is only “a hidden card”."
    )
    return Verdict(answer, "zone.hidden", because)


q1 = ask(
    "Player 2 looks across the table at Player 1's hand. What can Player 2 know about it?",
    ["the name of every card", "only how many cards there are", "nothing at all"],
    what_player_2_sees,
    look="which zones are public and which are hidden, and what a view shows of a hidden zone",
)
q1

# %% [markdown]
# ## The explain log keeps secrets too
#
# Every change to the game is an *event* in the explain log. Some events name a hidden card,
# such as the card you draw. Those events are *private*: only their owner (and the judge) reads
# the card's name; everyone else reads a redacted sentence. Here is Player 1's draw on turn 5,
# as each player reads it:

# %%
# NBVAL_CHECK_OUTPUT
draw = [i for i, e in enumerate(game.events) if e.rule == "turn.draw"][-1]
print("Player 1 reads:", game.explain(player=0, start=draw, stop=draw + 1))
print("Player 2 reads:", game.explain(player=1, start=draw, stop=draw + 1))

# %% [markdown]
# Each line reads: the event number, the turn (`T5`), the phase, the **rule ID** in brackets,
# and a plain sentence. You can always look a rule up with `rule("turn.draw")`.
#
# ## Which card goes where?
#
# Player 1 is in the main phase and holds “Ember Lancer”. The front-left circle already holds
# “Cinderling Squire”. Suppose Player 1 *calls* “Ember Lancer” to that same circle. Where does
# “Cinderling Squire” end up?

# %% tags=["scaffold"]
WHERE = {"drop": "the drop zone", "soul": "the soul", "hand": "back in the hand", "deck": "the deck"}


def where_the_squire_goes():
    squire = game.view(None)["players"][0]["circles"]["FL"]["iid"]
    call = find_action(game, "call", card="Ember Lancer", circle="FL")
    out = what_if(game, call)  # played on a trial copy: the game itself does not change
    zone = out.state.locate(squire)[1]
    because = next(e.text for e in out.events if e.rule == "main.call-occupied")
    return Verdict(WHERE[zone], "main.call-occupied", because)


q2 = ask(
    "Player 1 calls “Ember Lancer” onto the front-left circle, where “Cinderling Squire” stands. "
    "Where does “Cinderling Squire” go?",
    ["the soul", "the drop zone", "back in the hand", "the deck"],
    where_the_squire_goes,
    look="what happens to the unit already on a circle when another unit is called onto it",
)
q2

# %% [markdown]
# Picked? Then run the next cell to make the call for real and read the log.

# %%
# NBVAL_CHECK_OUTPUT
play(game, "call", card="Ember Lancer", circle="FL")

# %% [markdown]
# ## Recap
#
# - Each player has a **field** of seven circles: the vanguard circle `VC`, five rear-guard
#   circles (`FL`, `FR` in front, `BL`, `BC`, `BR` behind) and the guardian circle `GC`
#   [zone.circles].
# - Everything else is in a **zone**. The field, soul, drop, damage, trigger, crest and removal
#   zones are public [zone.public]; the deck, the hand and the ride deck are hidden, and only
#   their sizes are public [zone.hidden].
# - `game.view(player)` and `game.explain(player)` show the game as one player may see it, and
#   never leak a hidden card.
# - Calling a unit onto an occupied circle retires the unit that was there
#   [main.call-occupied].
#
# Next: **2 · Preparing a cardfight**, from shuffling up to “Stand up, Vanguard!”.
