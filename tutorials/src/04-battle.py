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
# # 4 · Battle: attack, boost, guard, intercept
#
# Battles decide cardfights. In this notebook you play the defending side of one battle phase
# and learn:
#
# - how an **attack** is declared, and which units may attack which;
# - how a **boost** adds the power of the unit behind;
# - how the defender **guards** with cards from the hand, and **intercepts** with a rear-guard;
# - how the **hit check** compares power, and why **equal power hits**;
# - what a hit does to a vanguard and to a rear-guard.

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget import Game
from vgwidget.quiz import what_if
from vgwidget.tutorial import ask, board, field, play, rule

# %% [markdown]
# We fast-forward a seeded game with `autopilot` to the start of Player 2's battle phase on
# turn 4. From here on you take every decision.

# %%
# NBVAL_CHECK_OUTPUT
from vgwidget.quiz import hit_decided, hit_verdict, play_until

game = Game.new(seed=20)
play_until(game, lambda new: game.state.turn == 4 and game.decision["kind"] == "attack")
field(game)
hand = [game.state.card(i) for i in game.state.players[0].hand]
print("\nPlayer 1's hand:", ", ".join(f"{c.name} (grade {c.grade}, shield {c.shield or 0:,})" for c in hand))

# %%
board(game)

# %% [markdown]
# ## Declaring an attack
#
# Player 2 attacks. Any **standing** unit in the attacker's front row (`VC`, `FL`, `FR`) may
# attack any unit in the opponent's front row, standing or rested. The attacker rests; the
# unit being attacked does not. Player 2's vanguard attacks Player 1's vanguard:

# %%
# NBVAL_CHECK_OUTPUT
play(game, "attack", circle="VC", target="VC")

# %%
# NBVAL_CHECK_OUTPUT
rule("battle.attack", "battle.boost")


# %% [markdown]
# Player 2 now decides whether “Pearlshell Acolyte”, standing right behind the vanguard, boosts
# it. Before we boost, a question about the power check at the end of a battle.

# %% tags=["scaffold"]
def equal_power():
    out = what_if(game, "no-boost", "end-guard", until=hit_decided)  # a trial line
    return hit_verdict(out)


q1 = ask(
    "Suppose Player 2 does not boost and Player 1 does not guard: 10,000 power attacks 10,000 power "
    "(and the drive check turns up no trigger). Does the attack hit?",
    ["it hits", "it does not hit"],
    equal_power,
    look="the two powers, and which way the hit check goes when they are equal",
)
q1

# %% [markdown]
# A tie goes to the attacker: the attack hits when its power is **equal to or greater than**
# the power of the unit it attacks.

# %%
# NBVAL_CHECK_OUTPUT
rule("battle.hit-check")

# %% [markdown]
# Player 2 does boost, of course:

# %%
# NBVAL_CHECK_OUTPUT
play(game, "boost")

# %% [markdown]
# ## Guarding
#
# Now it is Player 1's **guard step**. Only the defender acts here: they may call any number of
# units from the hand to the guardian circle (rested), each adding its **shield** to the attacked
# unit's power, or they may not guard at all. (Grade 3 units print no shield; in both formats they
# may still guard, for 0.) Player 1 calls “Hearthfox Courier” (shield 15,000):

# %%
# NBVAL_CHECK_OUTPUT
play(game, "guard", card="Hearthfox Courier")


# %% tags=["scaffold"]
def guarded_attack():
    return hit_verdict(what_if(game, "end-guard", until=hit_decided))


q2 = ask(
    "Player 1 stops guarding at 25,000 against 18,000, but Player 2's drive check is still to come. "
    "Does the attack hit?",
    ["it hits", "it does not hit"],
    guarded_attack,
    look="the gap between the two powers, and what the drive check could still add",
)
q2

# %%
# NBVAL_CHECK_OUTPUT
play(game, "end-guard")

# %%
# NBVAL_CHECK_OUTPUT
rule("battle.guard", "battle.drive", "battle.guardians-retire")

# %% [markdown]
# The drive check came *after* the guard step (no guardian may join once it is over), turned up
# no trigger, and 18,000 did not reach 25,000. The guardian stays on the guardian circle until
# the **damage step**, and in Standard goes to the drop zone at its very end (the log above shows
# it): guards are spent whether they stop the attack or not.
#
# ## Intercepting
#
# Next, Player 2's front-left “Kelpwood Archer” attacks the vanguard, boosted by “Saltspray
# Duelist”. This time Player 1 uses a rear-guard: a grade 2 unit in the front row may
# **intercept**, stepping onto the guardian circle to add its shield, even if it is rested.

# %%
# NBVAL_CHECK_OUTPUT
play(game, "attack", circle="FL", target="VC")
play(game, "boost")
play(game, "intercept", circle="FR")


# %% tags=["scaffold"]
def intercepted_attack():
    return hit_verdict(what_if(game, "end-guard", until=hit_decided))


q3 = ask(
    "“Scorchmane Raider” intercepted: Player 1's vanguard now has 15,000 against the boosted "
    "Archer's 16,000. Does the attack hit?",
    ["it hits", "it does not hit"],
    intercepted_attack,
    look="the two powers now that the interceptor's shield is added",
)
q3

# %%
# NBVAL_CHECK_OUTPUT
play(game, "end-guard")

# %%
# NBVAL_CHECK_OUTPUT
rule("battle.intercept", "battle.hit-vanguard")

# %% [markdown]
# 16,000 is at least 15,000, so it hits: the vanguard takes damage equal to the attacker's
# **critical** (1 here), one damage check per point. Notebook 5 is all about those checks.
#
# ## Attacking a rear-guard
#
# Finally Player 2's “Shoalguard Cadet” attacks Player 1's front-left *rear-guard* instead of the
# vanguard. Player 1 lets it through.

# %%
# NBVAL_CHECK_OUTPUT
play(game, "attack", circle="FR", target="FL")
play(game, "boost")
play(game, "end-guard")

# %%
# NBVAL_CHECK_OUTPUT
rule("battle.hit-rearguard")

# %% [markdown]
# A hit rear-guard is simply **retired** to the drop zone: no damage check, whatever the
# attacker's critical. Player 2 has no standing front-row unit left, so the battle phase ended,
# and with it the turn. Here is the table as Player 1's turn 5 begins (Player 1's units stood up
# in the stand phase):

# %%
# NBVAL_CHECK_OUTPUT
field(game)

# %% [markdown]
# ## Recap
#
# - A standing front-row unit attacks a unit in the opponent's front row; only the attacker
#   rests [battle.attack].
# - The standing unit directly behind the attacker may boost, adding its power for this battle
#   [battle.boost].
# - Only the defender guards, with any number of units from the hand; their shields add to the
#   attacked unit's power [battle.guard]. A front-row rear-guard with Intercept, even a rested
#   one, may guard too [battle.intercept]. Guardians are retired in the damage step, whatever
#   happened [battle.guardians-retire].
# - The attack hits when its power is **equal to or greater** than its target's: ties go to the
#   attacker [battle.hit-check].
# - A hit vanguard takes damage checks equal to the critical [battle.hit-vanguard]; a hit
#   rear-guard is just retired [battle.hit-rearguard].
#
# Next: **5 · Drive checks, damage checks and triggers**.
