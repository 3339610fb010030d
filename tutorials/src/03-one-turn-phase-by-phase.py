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
# # 3 · One turn, phase by phase
#
# A turn always runs through the same six phases, in this order:
#
# **stand → draw → ride → main → battle → end**
#
# In this notebook you will play Player 1's first turn and Player 2's first turn yourself, one
# decision at a time, and read the explain log after every step. We pick up the game from
# notebook 2 (same seed, same mulligans).

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget import Game
from vgwidget.quiz import Verdict, find_action, what_if
from vgwidget.tutorial import ask, board, options, play, rule

# %%
# NBVAL_CHECK_OUTPUT
game = Game.new(seed=1)
game.apply(find_action(game, "mulligan", cards=["Pyreheart Sovereign Dragon", "Hearthfox Courier"]))
game.apply(find_action(game, "mulligan", cards=()))
stand_up = next(i for i, e in enumerate(game.events) if e.rule == "setup.stand-up")
print(game.explain(start=stand_up))

# %%
# NBVAL_CHECK_OUTPUT
rule("turn.sequence", "turn.stand", "turn.draw")

# %% [markdown]
# The **stand phase** stands your rested units (on turn 1 there are none), and the **draw
# phase** draws one card. Neither needs a decision, so the engine did both by itself. Now comes
# the first real choice: the **ride phase**.
#
# ## Ride phase
#
# Riding puts a new vanguard on top of the old one. A normal ride from the hand must be the
# **same grade or one grade higher** than your vanguard, once per turn. In Standard you may
# instead ride from the **ride deck** by discarding a card from your hand, and then the unit
# must be exactly one grade higher. `options()` lists what the engine allows, one action per
# line, written the way a position file's script writes it (notebook 10):

# %%
# NBVAL_CHECK_OUTPUT
options(game)

# %% [markdown]
# Player 1 rides “Cinderling Squire” (grade 1) from the ride deck, paying with the grade 3
# “Charbrand Executioner”, which is stuck in the hand for now anyway.

# %%
# NBVAL_CHECK_OUTPUT
play(game, "ride-deck", card="Cinderling Squire", cards=["Charbrand Executioner"])

# %%
# NBVAL_CHECK_OUTPUT
rule("ride.ride-deck", "ride.soul")

# %% [markdown]
# ## Main phase
#
# In the main phase you may **call** units from your hand to rear-guard circles, and **move**
# rear-guards forwards or backwards within their column, in any order, as often as you like.
# Then you go to battle. Let's open the board from Player 1's seat to watch it happen:

# %%
board(game, perspective=0)

# %%
# NBVAL_CHECK_OUTPUT
play(game, "call", card="Flarewing Skirmisher", circle="FL")
play(game, "call", card="Sparkflit Sprite", circle="BC")

# %% [markdown]
# “Sparkflit Sprite” sits behind the vanguard, ready to *boost* it (notebook 4). Player 1 also
# holds “Cinder Drake Warden”, a grade 2 unit. Can it be called?

# %% tags=["scaffold"]
from vgwidget import Action, IllegalAction


def can_call_the_warden():
    warden = next(i for i in game.state.players[0].hand if game.state.card(i).name == "Cinder Drake Warden")
    try:
        game.check(Action("call", 0, card=warden, circle="FR"))  # asks the engine, changes nothing
    except IllegalAction as refusal:
        return Verdict("no", refusal.rule, f"The engine refuses the call: {refusal.message}.")
    return Verdict("yes", "main.call", "The engine accepts the call.")


q1 = ask(
    "Player 1's vanguard is grade 1. May Player 1 call the grade 2 “Cinder Drake Warden” to a rear-guard circle?",
    ["yes", "no"],
    can_call_the_warden,
    look="the grade of the vanguard, and the grade of the card to call",
)
q1

# %% [markdown]
# Here is what happens when you try anyway. An illegal action raises `IllegalAction`, which
# names the rule that forbids it, and the game is left unchanged:

# %%
# NBVAL_CHECK_OUTPUT
warden = next(i for i in game.state.players[0].hand if game.state.card(i).name == "Cinder Drake Warden")
try:
    game.apply(Action("call", 0, card=warden, circle="FR"))
except IllegalAction as refusal:
    print(refusal)
rule("main.call-grade")


# %% [markdown]
# ## Battle phase, on the first turn
#
# Player 1 is done with the main phase. One more prediction before we go to battle:

# %% tags=["scaffold"]
def attacks_on_turn_1():
    out = what_if(game, find_action(game, "end-main"))  # up to the next decision
    attacks = [e for e in out.events if e.rule == "battle.attack"]
    reason = next((e for e in out.events if e.rule == "battle.first-turn"), None)
    return Verdict(str(len(attacks)), reason.rule if reason else "battle.attack", reason.text if reason else "")


q2 = ask(
    "Player 1 goes to the battle phase with a vanguard and a rear-guard in the front row. "
    "How many attacks can Player 1 make this turn?",
    ["0", "1", "2"],
    attacks_on_turn_1,
    look="who goes first, and what the rules allow on the first player's first turn",
)
q2

# %%
# NBVAL_CHECK_OUTPUT
play(game, "end-main")

# %%
# NBVAL_CHECK_OUTPUT
rule("battle.first-turn", "end.phase")

# %% [markdown]
# Player 1 went first, so the battle phase passes without an attack, the **end phase** closes
# the turn, and turn 2 begins for Player 2: stand, draw, and now Player 2's ride phase.
#
# ## Player 2's turn, with a battle
#
# Player 2 rides from the ride deck too, paying with a grade 3, then calls a rear-guard in the
# front left and a booster behind the vanguard.

# %%
# NBVAL_CHECK_OUTPUT
play(game, "ride-deck", card="Shoalguard Cadet", cards=["Maelstrom Leviathan Knight"])
play(game, "call", card="Saltspray Duelist", circle="FL")
play(game, "call", card="Pearlshell Acolyte", circle="BC")
play(game, "end-main")

# %% [markdown]
# The battle phase starts with a decision: which front-row unit attacks which of the opponent's
# front-row units (or stop attacking). Player 2's vanguard attacks Player 1's vanguard, and the
# unit behind it boosts. Player 1 decides not to guard.

# %%
# NBVAL_CHECK_OUTPUT
play(game, "attack", circle="VC", target="VC")
play(game, "boost")
play(game, "end-guard")

# %% [markdown]
# After the guard step comes the **drive check**: an attacking vanguard reveals the top card of
# its deck, and here it is a *critical trigger*. Player 2 chooses where its two bonuses go: the
# +10,000 power to the front-left rear-guard, which attacks next, and the +1 critical to the
# vanguard, whose attack is about to be resolved.

# %%
# NBVAL_CHECK_OUTPUT
play(game, "power-to", circle="FL")
play(game, "critical-to", circle="VC")

# %% [markdown]
# One attack is a whole little procedure: attack, boost, guard, drive check, compare power,
# **damage checks** (one per point of critical), and close. Notebooks 4 and 5 take it apart.
# Now the front-left rear-guard attacks; rear-guards make no drive check. After it, Player 2
# has no standing front-row unit left, so the battle phase ends by itself, and so does the turn.

# %%
# NBVAL_CHECK_OUTPUT
play(game, "attack", circle="FL", target="VC")
play(game, "end-guard")

# %% [markdown]
# In the end phase, the bonuses that lasted "until end of turn" ran out. Then Player 1's second
# turn began: nothing of Player 1's was rested, a card was drawn, and the game waits in the ride
# phase. Every phase of a turn is marked in the log by a `turn.sequence` event, so we can list
# this whole turn phase by phase:

# %%
# NBVAL_CHECK_OUTPUT
turn2 = [e for e in game.events if e.turn == 2]
for phase in ["stand", "draw", "ride", "main", "battle", "end"]:
    lines = [e for e in turn2 if e.phase == phase and e.rule != "turn.sequence"]
    print(f"{phase:>6}: {len(lines)} event(s); rules: {sorted({e.rule for e in lines})}")

# %% [markdown]
# ## Recap
#
# - A turn is stand, draw, ride, main, battle, end, always in that order [turn.sequence].
# - Stand and draw need no decision [turn.stand] [turn.draw]; the first player draws on turn 1
#   as well.
# - Ride once per turn: same grade or one higher from the hand, or exactly one higher from the
#   Standard ride deck by discarding a card [ride.normal] [ride.ride-deck]; the old vanguard
#   goes to the soul [ride.soul].
# - Call units up to your vanguard's grade [main.call-grade]; a refused action names its rule.
# - The first player makes no attack on turn 1 [battle.first-turn].
#
# Next: **4 · Battle**: attacking, boosting, guarding, intercepting, and why equal power hits.
