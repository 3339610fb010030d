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
# # 7 · The Standard format
#
# Standard is today's format. You have already met most of it; this notebook looks closely at
# what is special to Standard:
#
# - the **ride deck** and its rules;
# - a **grade 0** vanguard makes no drive check;
# - the **front trigger** and the **over trigger**;
# - **Imaginary Gifts**, **persona ride** and **overDress**.

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget import Game
from vgwidget.quiz import Verdict, what_if
from vgwidget.tutorial import ask, board, options, play, rule

# %%
# NBVAL_CHECK_OUTPUT
rule("zone.ride-deck", "ride.ride-deck")

# %% [markdown]
# ## Riding from the ride deck
#
# A new game, both hands kept, and Player 1 (who goes first) is in the first ride phase:

# %%
# NBVAL_CHECK_OUTPUT
from vgwidget.quiz import hit_decided, play_until

game = Game.new(seed=3)
play(game, "mulligan", cards=())
play(game, "mulligan", cards=())
ride_deck = [game.state.card(i) for i in game.state.players[0].ride_deck]
print("\nPlayer 1's ride deck:", ", ".join(f"{c.name} (grade {c.grade})" for c in ride_deck))

# %% [markdown]
# On the board, from Player 1's seat, Player 1's ride deck is face up for its owner, while
# Player 2's shows only its size:

# %%
board(game, perspective=0)

# %% [markdown]
# The ride deck holds the next three grades, in order, and riding from it costs a card from the
# hand. Before you look at the choices:

# %% tags=["scaffold"]
from vgwidget import Action, IllegalAction


def ride_grade_2():
    ps = game.state.players[0]
    grade2 = next(i for i in ps.ride_deck if game.state.card(i).grade == 2)
    try:
        game.check(Action("ride-deck", 0, card=grade2, cards=(ps.hand[0],)))  # changes nothing
    except IllegalAction as refusal:
        return Verdict("no", refusal.rule, f"The engine refuses the ride: {refusal.message}.")
    return Verdict("yes", "ride.ride-deck", "The engine accepts the ride.")


q1 = ask(
    "The vanguard is grade 0. May Player 1 skip a grade and ride the grade 2 from the ride deck (discarding a card)?",
    ["yes", "no"],
    ride_grade_2,
)
q1

# %% [markdown]
# The engine offers the grade 1 only, once for each card in hand that could pay for it; a normal
# ride from the hand (a grade 0 or 1) is possible as well. Copies of one card are told apart by
# their order in the hand: `[2]` is the second copy, `[3]` the third.

# %%
# NBVAL_CHECK_OUTPUT
options(game)

# %% [markdown]
# Asked to ride the grade 2 anyway, the engine refuses and names the rule:

# %%
# NBVAL_CHECK_OUTPUT
ps = game.state.players[0]
grade2 = next(i for i in ps.ride_deck if game.state.card(i).grade == 2)
try:
    game.apply(Action("ride-deck", 0, card=grade2, cards=(ps.hand[0],)))
except IllegalAction as refusal:
    print(refusal)
rule("ride.grade")

# %% [markdown]
# So Player 1 rides the grade 1, paying with “Scorchmane Raider”:

# %%
# NBVAL_CHECK_OUTPUT
play(game, "ride-deck", card="Cinderling Squire", cards=["Scorchmane Raider"])

# %% [markdown]
# ## A grade 0 vanguard does not drive
#
# `autopilot` plays on to Player 2's ride phase on turn 2. There we make a **fork**: an
# independent copy of the game from this point, where we can try something without touching the
# real game. In the fork, Player 2 skips the ride and attacks with the grade 0 first vanguard.

# %%
# NBVAL_CHECK_OUTPUT
play_until(game, lambda new: game.state.turn == 2 and game.decision["kind"] == "ride")
trial = game.fork()  # a what-if line; `game` itself is not changed
play(trial, "skip-ride")
play(trial, "end-main")
play(trial, "attack", circle="VC", target="VC")
play(trial, "end-guard")

# %%
# NBVAL_CHECK_OUTPUT
rule("battle.drive")

# %% [markdown]
# ## The front trigger
#
# A **front trigger** gives +10,000 to **every unit in your front row**, vanguard included,
# instead of one unit. We fast-forward another seeded game to the moment one turns up. This one
# appears in a damage check, so it is the *defending* player's front row that gets stronger for
# the rest of the turn:

# %%
# NBVAL_CHECK_OUTPUT
front = Game.new(seed=7)
play_until(front, lambda new: any(e.rule == "trigger.front" for e in new))
i = next(i for i, e in enumerate(front.events) if e.rule == "trigger.front")
print(front.explain(start=i - 3, stop=i + 1))
rule("trigger.front")

# %% [markdown]
# ## The over trigger
#
# A Standard deck may hold at most one **over trigger**. When it turns up it is **removed from the
# game**, you draw a card, and one of your units gets +100,000,000 power until end of turn. Back
# to the game from notebook 4: it is turn 4, Player 2 attacks, and Player 1's damage check is
# about to turn up Player 1's over trigger.

# %%
# NBVAL_CHECK_OUTPUT
game = Game.new(seed=20)
play_until(game, lambda new: game.state.turn == 4 and game.decision["kind"] == "attack")
play(game, "attack", circle="VC", target="VC")
play(game, "boost")
play(game, "end-guard")
play(game, "attack", circle="FL", target="VC")
play(game, "boost")

# %% tags=["scaffold"]
PLACES = {"damage": "the damage zone", "removal": "the removal zone", "drop": "the drop zone", "hand": "the hand"}


def where_the_over_trigger_goes():
    out = what_if(game, "end-guard", until=hit_decided)
    revealed = next(e for e in out.events if e.rule == "trigger.check" and "over trigger" in e.text)
    card = revealed.cards[0]
    zone = out.state.locate(card)[1]
    removed = next(e for e in out.events if e.rule == "trigger.over")
    return Verdict(PLACES[zone], "trigger.over", removed.text)


q2 = ask(
    "Player 1's damage check turns up the over trigger. Where is that card when the battle is over?",
    ["the damage zone", "the removal zone", "the drop zone", "the hand"],
    where_the_over_trigger_goes,
)
q2

# %%
# NBVAL_CHECK_OUTPUT
play(game, "end-guard")
play(game, "power-to", circle="VC")

# %%
# NBVAL_CHECK_OUTPUT
rule("trigger.over", "zone.removal")

# %% [markdown]
# The over trigger left the trigger zone for the removal zone, so it never reached the damage
# zone: this damage check added **no damage**. And with 100,010,000 power Player 1's vanguard will
# not be hit again this turn.

# %% [markdown]
# ## Persona ride, overDress and the Imaginary Gifts
#
# Modern Standard cards add mechanics of their own. Two teaching decks use them all: an
# Emberreach deck and a Tidecourt deck, both with our own cards. We play a seeded game between
# them, the decisions picked at random by a seeded chooser, and stop each time one of these
# mechanics turns up.
#
# - **Imaginary Gifts.** Some grade 3 cards show a gift icon: Force, Accel or Protect. Riding one
#   earns that gift, handed out at the next check timing. The first time a player gets a kind of
#   gift, they choose its type, I or II, and keep it for the rest of the game.
# - **Persona ride.** Riding a card with the Persona Ride icon over a vanguard with the same name
#   draws a card and strengthens the whole front row for the turn.
# - **overDress.** In the main phase, an overDress card from the hand is placed on top of a
#   rear-guard it names; the two become one unit with the overDress card's abilities.

# %%
# NBVAL_CHECK_OUTPUT
import random
from importlib import resources

from vgwidget.engine.decks import load_deck

decks = resources.files("vgwidget") / "data" / "decks"
modern = [load_deck(decks / f"standard-{n}.txt") for n in (5, 6)]
print(" vs ".join(d.name for d in modern))
modern_game = Game.new(*modern, seed=13)
chooser = random.Random(13)


def pick(g):
    """The seeded random chooser: the same game every time the notebook runs."""
    return chooser.choice(g.legal_actions())


def stop_at(kind):
    """Stop as soon as an event of this kind happens."""
    return lambda new: any(e.kind == kind for e in new)


# %% [markdown]
# ### The Accel gift
#
# Turn 5: Player 2 rides a grade 3 that shows the Accel icon. The gift comes at the next check
# timing; as it is Player 2's first Accel gift, Player 2 chooses its type first:

# %%
# NBVAL_CHECK_OUTPUT
play_until(modern_game, stop_at("gift-marker"), choose=pick)
i = next(k for k, e in enumerate(modern_game.events) if e.kind == "gift-earned")
print(modern_game.explain(start=i - 1, stop=i + 4))
rule("gift.earn", "gift.type", "gift.accel")

# %% [markdown]
# The new circle is a real rear-guard circle in Player 2's front row: units can be called to it
# and attack from it. On the board it stands in a row beside the front row, with its marker
# written under it:

# %%
board(modern_game)


# %% [markdown]
# ### Persona ride
#
# Later in the game Player 1 rides a second copy of the card that is already the vanguard, and
# both show the Persona Ride icon. Before looking, predict what the persona ride gives.

# %% tags=["scaffold"]
def persona_ride_verdict():
    trial = random.Random()
    trial.setstate(chooser.getstate())  # the same random choices the game will make
    out = what_if(modern_game, until=stop_at("persona-ride"), choose=lambda g: trial.choice(g.legal_actions()))
    said = next(e.text for e in out.events if e.kind == "persona-ride")
    return Verdict("a card is drawn and the front row gets +10,000 this turn", "keyword.persona-ride", said)


q3 = ask(
    "Player 1 persona rides. Besides the ride itself, what happens?",
    [
        "nothing more than a normal ride",
        "the vanguard alone gets +10,000 this turn",
        "a card is drawn and the front row gets +10,000 this turn",
    ],
    persona_ride_verdict(),
)
q3

# %%
# NBVAL_CHECK_OUTPUT
play_until(modern_game, stop_at("persona-ride"), choose=pick)
i = next(k for k, e in enumerate(modern_game.events) if e.kind == "persona-ride")
play_until(modern_game, stop_at("gift-marker"), choose=pick)
print(modern_game.explain(start=i - 2, stop=len(modern_game.events)))
rule("keyword.persona-ride", "gift.force")

# %% [markdown]
# The same ride also earned a **Force** gift: its marker goes on a circle of Player 1's choice,
# and whatever unit stands there gets +10,000 in Player 1's turns. The +10,000 of the persona
# ride belongs to the front-row circles, not to the units that were there: a unit that moves to
# the front row later this turn gets it too, one that moves back loses it.
#
# ### overDress
#
# Turn 23: Player 2 places an overDress card from the hand onto a rear-guard it names:

# %%
# NBVAL_CHECK_OUTPUT
play_until(modern_game, stop_at("overdress"), choose=pick)
i = next(k for k, e in enumerate(modern_game.events) if e.kind == "overdress")
print(modern_game.explain(start=i, stop=i + 3))
rule("overdress.procedure", "overdress.unit")

# %% [markdown]
# On the board the overDressed unit shows what lies under it, and both players' gift markers
# and chosen gift types are there too:

# %%
board(modern_game)

# %% [markdown]
# ### The Protect gift
#
# Another seeded game between the same decks: a ride earns the **Protect** gift. Protect I puts
# a Protect card into the hand. It is not a unit in the hand, but it can be called to the
# guardian circle, where it guards like a sentinel; anywhere else it simply ceases to exist.

# %%
# NBVAL_CHECK_OUTPUT
protect_game = Game.new(*modern, seed=56)
chooser = random.Random(56)
play_until(protect_game, stop_at("gift-protect"), choose=pick)
i = next(k for k, e in enumerate(protect_game.events) if e.kind == "gift-earned")
print(protect_game.explain(start=i, stop=len(protect_game.events)))
rule("gift.protect")

# %% [markdown]
# ## Recap
#
# - Standard players bring a ride deck; riding from it costs a discard, must be exactly one grade
#   up, and is the turn's one normal ride [ride.ride-deck] [ride.grade].
# - A grade 0 vanguard makes no drive check in Standard [battle.drive].
# - Front trigger: +10,000 to every front-row unit [trigger.front].
# - Over trigger: removed from the game, draw a card, +100,000,000 power [trigger.over]; the
#   removal zone is public and nothing comes back from it [zone.removal].
# - Imaginary Gifts: riding a gift icon earns the gift at the next check timing; the first time,
#   its type (I or II) is chosen for the rest of the game [gift.earn] [gift.type]. Accel adds a
#   front-row circle [gift.accel], Force a marker worth +10,000 in your turns [gift.force],
#   Protect a card that guards like a sentinel [gift.protect].
# - Persona ride: a card drawn and +10,000 for every front-row circle this turn
#   [keyword.persona-ride].
# - overDress: an overDress card on the rear-guard it names, one unit with its abilities
#   [overdress.procedure] [overdress.unit].
#
# Next: **8 · Classic vs Standard**, the same position under both formats.
