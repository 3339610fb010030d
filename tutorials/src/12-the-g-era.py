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
# # 12 · The G era: stride, heart, G guardian and generation break
#
# The official Playbook (v3.02) was written for the **G era**, and vgwidget plays it as a third
# format, **Premium** (`format="premium"`, or `"g"`). It is Classic's game and cards plus a
# second, small deck of **G units**:
#
# - the **G deck** (0 to 8 G units) waits face down in the **G zone**, hidden from the opponent;
# - in the ride phase, after the ride, comes the **stride step**: with both vanguards at grade 3
#   or more, a player may discard cards whose grades add up to 3 or more and put a G unit on top
#   of the vanguard: the old vanguard becomes its **heart**;
# - at the end of the turn the G unit leaves the vanguard circle (where it goes is one of this
#   notebook's questions), and the G units that have been used switch on **generation break**
#   abilities;
# - a defender may call a **G guardian** from the G zone by discarding a heal trigger;
# - a player stuck without the next grade may use **G assist** in the draw phase.

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget import Action, Game, IllegalAction
from vgwidget.quiz import Verdict, play_until
from vgwidget.tutorial import ask, board, field, options, play, rule

# %%
# NBVAL_CHECK_OUTPUT
rule("g.deck", "g.setup", "g.turn-steps")

# %% [markdown]
# ## The G zone at set-up
#
# Each teaching deck of Premium brings eight G units. They go face down into the G zone before
# the first player is decided:

# %%
# NBVAL_CHECK_OUTPUT
game = Game.new(format="premium", seed=1)
for e in game.events:
    if e.rule == "g.setup":
        print(f"[{e.rule}] {e.text}")
print("Player 2 sees Player 1's G zone as:", game.view(1)["players"][0]["gzone"][:2], "...")

# %% [markdown]
# ## The stride step
#
# We let both players play on (`play_until` with the plain autopilot) until Player 1 is offered
# a stride: it is turn 6, both vanguards are grade 3.

# %%
# NBVAL_CHECK_OUTPUT
play_until(
    game,
    lambda new: (
        game.decision is not None
        and game.decision["kind"] == "stride"
        and any(a.kind == "stride" for a in game.legal_actions())
    ),
)
print("Turn", game.state.turn, "-", game.decision["prompt"])

# %%
board(game, perspective=0)

# %% [markdown]
# To stride, Player 1 discards cards from the hand. Is a grade 2 and a grade 1 enough?


# %% tags=["scaffold"]
def grade_2_and_1():
    s = game.state
    ps = s.players[0]
    g_unit = next(c for c in ps.gzone if s.card(c).type == "g-unit")
    pay = tuple(
        next(c for c in ps.hand if s.card(c).name == name)
        for name in ("Dawnspear Knight", "Lanternguard Squire")
    )
    try:
        game.check(Action("stride", 0, card=g_unit, cards=pay))  # changes nothing
    except IllegalAction as refusal:
        return Verdict("no", refusal.rule, f"The engine refuses: {refusal.message}.")
    return Verdict("yes", "stride.cost", "The engine accepts: 2 + 1 = 3 pays the stride cost.")


q1 = ask(
    "Player 1 discards “Dawnspear Knight” (grade 2) and “Lanternguard Squire” (grade 1). Does that pay for a stride?",
    ["yes", "no"],
    grade_2_and_1,
)
q1

# %% [markdown]
# The stride cost is the grades of the discarded cards: at least 3 in all, so 2 + 1 pays it.
# These are all the choices, in the script notation: each G unit with each set of hand cards
# that pays the cost with no card to spare.

# %%
# NBVAL_CHECK_OUTPUT
options(game)
rule("stride.cost")

# %% [markdown]
# Player 1 strides. The old vanguard becomes the **heart**: it is not in the soul, and the G
# unit takes its name and adds its power.

# %%
# NBVAL_CHECK_OUTPUT
play(
    game,
    "stride",
    card="Aurelion the Dawnforged Lanternlord",
    cards=["Dawnspear Knight", "Lanternguard Squire"],
)
field(game)
print("Heart:", [game.state.card(c).name for c in game.state.players[0].heart])
rule("stride.heart")

# %% [markdown]
# ## Back to the G zone, face up
#
# The G unit attacks with **Triple Drive** (three drive checks). What happens to it when the
# turn ends?


# %% tags=["scaffold"]
def where_it_goes():
    trial = game.fork()
    g_unit = trial.state.players[0].vanguard
    play_until(trial, lambda new: trial.state.turn == 7)
    p, zone = trial.state.locate(g_unit)
    up = g_unit in trial.state.face_up
    answer = "the G zone, face up" if zone == "gzone" and up else zone
    text = next(e.text for e in trial.events if e.rule == "stride.return")
    return Verdict(answer, "stride.return", text)


q2 = ask(
    "At the end of Player 1's turn, where does “Aurelion the Dawnforged Lanternlord” go?",
    ["the drop zone", "the soul", "the G zone, face up"],
    where_it_goes,
)
q2

# %% [markdown]
# At the end of the turn the G unit goes back to the G zone **face up**, and the heart becomes
# the vanguard again. The log of the rest of the turn (its drive checks, then the return) says
# so:

# %%
# NBVAL_CHECK_OUTPUT
start = len(game.events)
play_until(game, lambda new: game.state.turn == 7)
for e in game.events[start:]:
    if e.rule in ("stride.return", "battle.drive") or e.kind == "drive-check":
        print(f"[{e.rule}] {e.text}")
rule("stride.return")

# %% [markdown]
# ## Generation break
#
# Face-up G units count for **generation break**: those on the vanguard circle and in the G zone
# together. Player 1 has one now, so a "Generation Break 1" ability works from the next stride.

# %%
# NBVAL_CHECK_OUTPUT
from vgwidget.engine.procedures.stride import generation_break

print("Player 1's generation break count:", generation_break(game.state, 0))
print(
    "Player 2 sees Player 1's G zone:",
    [c.get("name", "(face down)") for c in game.view(1)["players"][0]["gzone"]],
)
rule("keyword.generation-break")

# %% [markdown]
# ## The G guardian
#
# A defender whose G zone holds a **G guardian** may discard a heal trigger to call it, face
# down from the G zone, to the guardian circle: a shield of 15,000. We play on until Player 1 can
# do that, and do it on a fork.

# %%
# NBVAL_CHECK_OUTPUT
play_until(
    game,
    lambda new: (
        game.decision is not None
        and game.decision["kind"] == "guard"
        and any(a.kind == "g-guardian" for a in game.legal_actions())
    ),
)
trial = game.fork()
play(trial, "g-guardian", card="Lanternshield Bastion", cards=["Candlemend Cleric"])
rule("g.guardian")

# %% [markdown]
# ## Recap
#
# - Premium is Classic plus a G deck of up to eight G units, face down in the G zone [g.deck]
#   [g.setup].
# - With both vanguards at grade 3 or more, a player may stride: discard cards whose grades add
#   up to 3 or more and put a G unit on the vanguard; the old vanguard becomes its heart
#   [stride.cost] [stride.heart].
# - At the end of the turn the G unit goes back to the G zone face up [stride.return]; face-up G
#   units count for generation break [keyword.generation-break].
# - A defender may discard a heal trigger to call a G guardian from the G zone [g.guardian].
#
# This is the last lesson of the path for players. Judges and course authors, and anyone who
# wants to see how the rulings of the official Q&A are replayed, go on here:
#
# Next: **9 · The judge's casebook**.
