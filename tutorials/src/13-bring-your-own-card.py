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
# # 13 · Bring your own card
#
# A judge is called to a table because of a card, and the one thing everybody has of a card is
# its **printed text**. The engine reads that text itself: you write a card the way the card
# list writes it, and the engine plays what the words say. In this notebook you will:
#
# 1. write a card of your own by its printed text, in the official English template;
# 2. read **how the engine understands it**, clause by clause, each clause with its rule;
# 3. make a spelling mistake on purpose, read the refusal, and fix it;
# 4. put the card into a **position** (notebook 10 showed how to write one);
# 5. play the dispute that the card's ability decides, with the rule shown.
#
# The card here is invented (its name and its numbers), but it is worded exactly like a real
# card. Bring your own the same way.

# %%
# Setup: the engine, the card-text reader, the prediction tools and the notebook helpers.
from vgwidget import Game
from vgwidget.cardtext import CardTextError, compile, explain
from vgwidget.quiz import Verdict, what_if
from vgwidget.tutorial import ask, board, play, rule

# %% [markdown]
# ## A card, by its printed text
#
# Our card is a grade 3 vanguard, “Cindervow Ascendant”. Its text has the parts every ability
# of the template has:
#
# - the **kind** of ability in brackets: `[AUTO]` (it goes off by itself when something
#   happens), `[ACT]` (you play it) or `[CONT]` (always on);
# - **where** it works: `(VC)` for the vanguard circle, `(RC)` for a rear-guard circle;
# - for an `[AUTO]`, **when** it goes off: here “When this unit attacks”;
# - a **condition**, if any: “if you have three or more rear-guards”;
# - the **effect** and how long it lasts: “this unit gets [Power]+10000 until end of that
#   battle”. Icons such as [Power] are written as words in brackets.

# %%
TEXT = (
    "[AUTO](VC):When this unit attacks, if you have three or more rear-guards, "
    "this unit gets [Power]+10000 until end of that battle."
)

# %% [markdown]
# ## How the engine reads it
#
# `explain(text)` says how the engine reads the text: first what kind of ability it is and when
# it applies, then every piece of the text in quotes, what the engine takes it to mean, and in
# square brackets the rule of the catalogue that the reading rests on.

# %%
# NBVAL_CHECK_OUTPUT
print(explain(TEXT))

# %% [markdown]
# Behind the reading is the ability as the engine stores and plays it: `compile(text)` gives it
# as data. You never need to write this yourself; it is what the words turned into.

# %%
# NBVAL_CHECK_OUTPUT
for ability in compile(TEXT):
    for key, value in ability.items():
        if key != "text":
            print(f"{key:10} {value}")

# %% [markdown]
# ## A misspelled word
#
# The engine never guesses. A word it does not know stops the whole ability: it says **which
# words** it could not read, **where** they are (a caret under them), what the template allows
# at that point, and, when a known phrase is close, **did you mean** it.

# %%
# NBVAL_CHECK_OUTPUT
TYPO = TEXT.replace("attacks", "atacks")
try:
    explain(TYPO)
except CardTextError as err:
    print(err)
    refusal = err

# %% [markdown]
# The refusal is also data: `phrase` is the words not read, `position` where they start, and
# `suggestion` the phrase it would accept. Fix the text and read it again:

# %%
# NBVAL_CHECK_OUTPUT
print("not read:", repr(refusal.phrase), "at character", refusal.position)
print("did you mean:", repr(refusal.suggestion))
fixed = TYPO.replace(refusal.phrase, refusal.suggestion)
print("fixed text reads the same as the original:", explain(fixed) == explain(TEXT))

# %% [markdown]
# From a terminal, `vgwidget card "TEXT"` prints the same reading (or the same refusal), and
# `vgwidget card --check FILE` checks every card of a cards file.
#
# ## The card in a position
#
# A position file may define its own cards in `[[cards]]` tables: a name, a grade, power,
# shield, the nation, skills such as Twin Drive, the formats, and the **text**. Nothing else:
# the engine reads the abilities from the text when the position loads.
#
# The dispute: Player 1 attacks with Cindervow Ascendant, boosted by Kindlescale Page. Player 1
# has exactly three rear-guards, and boosting rests Kindlescale Page. Player 2 objects: “Your
# Page is rested now, so only two of your rear-guards are standing: your ability does
# nothing.”

# %%
POSITION = f'''
[meta]
title = "Three or more rear-guards"
question = "Does a rested rear-guard still count for the ability?"

[[cards]]
name = "Cindervow Ascendant"
grade = 3
power = 13000
nation = "Emberreach"
skills = ["twin-drive"]
formats = ["standard"]
text = "{TEXT}"

[game]
format = "standard"
seed = 13
turn = 5
turn_player = 1
phase = "battle"
step = "start"

[players.1]
hand = ["Ember Lancer"]
soul = ["Cinderling Scout", "Cinder Drake Warden"]
damage = ["Flarewing Skirmisher", "Scorchmane Raider"]
deck = {{ top = ["Ember Lancer", "Blazeguard Knight"], fill = "teaching" }}

[players.1.circles]
VC = "Cindervow Ascendant"
BC = "Kindlescale Page"
FL = "Blazeguard Knight"
FR = "Flarewing Skirmisher"

[players.2]
hand = ["Riptide Striker", "Kelpwood Archer"]
damage = ["Saltspray Duelist", "Wavebreaker Lancer", "Kelpwood Archer"]
deck = {{ fill = "teaching" }}

[players.2.circles]
VC = "Deepcurrent Admiral Marisande"
'''

# %%
# NBVAL_CHECK_OUTPUT
game = Game.from_position(POSITION)
print(game.explain())
print("\nThe game waits for:", game.decision["prompt"])

# %% [markdown]
# On the board, point at a card (or move to it with the keyboard) to read its printed text and,
# below it, how the engine reads it. When an ability triggers or resolves, the panel beside the
# board shows that ability's text and reading with the rule.

# %%
w = board(game)
w

# %% tags=["scaffold"]
def counts():
    seen = what_if(game, {"kind": "attack", "circle": "VC", "target": "VC"}, "boost")
    gained = [e for e in seen.events if e.kind == "power" and "+10,000" in e.text]
    if gained:
        return Verdict("yes: it gets +10,000", "text.comparisons", gained[0].text)
    return Verdict("no: the ability does nothing", "text.comparisons", seen.events[-1].text)


q1 = ask(
    "Player 1 attacks and Kindlescale Page rests to boost. Does Cindervow Ascendant's ability "
    "still give it +10,000?",
    ["yes: it gets +10,000", "no: the ability does nothing"],
    counts,
)
q1

# %%
# NBVAL_CHECK_OUTPUT
play(game, "attack", circle="VC", target="VC")
play(game, "boost")

# %% [markdown]
# The ability triggers when the unit attacks and resolves once the boost is done. It asks for
# three or more **rear-guards**: a rested unit on a rear-guard circle is still a rear-guard, and
# “or more” counts the number itself, so three is enough. The rule behind “or more”:

# %%
rule("text.comparisons")

# %% [markdown]
# With the ability's +10,000 the attack is 31,000. Player 2 guards with a 15,000 shield
# anyway:

# %%
# NBVAL_CHECK_OUTPUT
play(game, "guard", card="Riptide Striker")
play(game, "end-guard")

# %% [markdown]
# 31,000 against 28,000: the attack hits. Without the ability, 21,000 would not have reached
# 28,000, so the card decided the battle.
#
# ## The same attack with two rear-guards
#
# Take Flarewing Skirmisher off its circle, load the position again, and attack the same way.
# Now the condition is not met when the unit attacks, so the ability does not trigger at all:

# %%
# NBVAL_CHECK_OUTPUT
two = Game.from_position(POSITION.replace('FR = "Flarewing Skirmisher"\n', ""))
play(two, "attack", circle="VC", target="VC")
play(two, "boost")
print("\nPower of the attacking vanguard:", two.view(None)["players"][0]["circles"]["VC"]["stats"]["power"])

# %% [markdown]
# ## Your turn: bring your own card
#
# Write the text of a card you own, or invent one, and read it with `explain`. A few of the
# wordings the engine reads:
#
# - `[ACT](VC)[1/Turn]:[COST][Counter-Blast 1], draw a card.`
# - `[AUTO](RC):When this unit's attack hits, draw a card.`
# - `[AUTO](VC):At the beginning of your main phase, Soul-Charge 1.`
# - `[CONT](VC):During your turn, if you have four or more rear-guards, this unit gets
#   [Power]+5000.`
#
# If the engine refuses a text, the refusal names the words it could not read. A real mechanic
# the engine does not have yet is named as such: it is never read as something else.

# %%
# NBVAL_CHECK_OUTPUT
MY_TEXT = "[ACT](VC)[1/Turn]:[COST][Counter-Blast 1], draw a card."
print(explain(MY_TEXT))

# %% [markdown]
# Then put it on a card in a position's `[[cards]]` and play the moment you want to rule on.
#
# ## Recap
#
# - A card's printed text is its input: `explain(text)` says how the engine reads it, clause by
#   clause, each clause with its catalogue rule; `compile(text)` gives the ability as data.
# - The engine never guesses: a misspelled word stops the ability, with the words, a caret and a
#   did-you-mean (`CardTextError`: `phrase`, `position`, `suggestion`).
# - A position's `[[cards]]` may give a card by its text alone; the board shows the text and
#   its reading on hover and focus, and in the panel when the ability triggers or resolves.
# - “Three or more rear-guards” counts rested rear-guards too, and “or more” includes three
#   [text.comparisons].
#
# Next: **11 · Deck statistics**: many games between two decks, played by the computer.
