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
# # 6 · Building a deck
#
# So far we used the shipped teaching decks. In this notebook you learn the **deck-construction
# rules** by breaking them, one at a time, and reading what the deck checker says. Every
# complaint names the rule it comes from.
#
# A deck list is plain text: `4 x Card Name` lines, optional `name:` and `format:` headers, and
# sections such as `[ride deck]` or (Classic) `[first vanguard]`.

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget import Game
from vgwidget.engine.decks import check_deck, format_violations, parse_deck, teaching_decks
from vgwidget.quiz import Verdict
from vgwidget.tutorial import ask, board, rule

STANDARD_DECK = teaching_decks("standard")[0].to_text()
CLASSIC_DECK = teaching_decks("classic")[0].to_text()


def check(text, fmt="standard"):
    """Read a deck list and print every construction rule it breaks (or that it is legal)."""
    deck = parse_deck(text, where="my-deck.txt")
    print(format_violations(check_deck(deck, fmt)))


def edit(text, *changes):
    """A copy of a deck list with some lines replaced: edit(text, (old, new), ...)."""
    for old, new in changes:
        assert old in text, old
        text = text.replace(old, new, 1)
    return text


# %% [markdown]
# Here is the Standard teaching deck as a list, and what the checker thinks of it:

# %%
# NBVAL_CHECK_OUTPUT
print(STANDARD_DECK)
check(STANDARD_DECK)

# %%
# NBVAL_CHECK_OUTPUT
rule("deck.size", "deck.copies", "deck.triggers")

# %% [markdown]
# ## Size, copies and triggers
#
# **Too few cards.** Take one “Ember Lancer” out. (The checker reports a line number when a
# problem belongs to one line; whole-deck problems have none.)

# %%
# NBVAL_CHECK_OUTPUT
check(edit(STANDARD_DECK, ("4 x Ember Lancer", "3 x Ember Lancer")))

# %% [markdown]
# **Too many copies.** The main deck has three “Cinder Drake Warden” and the ride deck one more.
# A deck may hold four copies of a card. What about a fourth copy in the main deck?

# %% tags=["scaffold"]
TOO_MANY = edit(STANDARD_DECK, ("3 x Cinder Drake Warden", "4 x Cinder Drake Warden"), ("4 x Blazeguard Knight", "3 x Blazeguard Knight"))


def warden_deck():
    problems = check_deck(parse_deck(TOO_MANY), "standard")
    if not problems:
        return Verdict("legal", "deck.copies", "The checker finds no problem.")
    return Verdict("not legal", problems[0].rule, f"The deck checker says: {problems[0].message}.")


q1 = ask(
    "Four “Cinder Drake Warden” in the 50-card main deck, plus the one in the ride deck. Legal in Standard?",
    ["legal", "not legal"],
    warden_deck,
)
q1

# %% [markdown]
# In Standard the ride deck counts towards the four-copy limit, so a fourth copy in the main deck
# is one too many, even though the main deck alone would hold only four:

# %%
# NBVAL_CHECK_OUTPUT
check(TOO_MANY)

# %% [markdown]
# **Not 16 triggers.** Swap one draw trigger for a grade 1 unit:

# %%
# NBVAL_CHECK_OUTPUT
check(edit(STANDARD_DECK, ("4 x Hearthfox Courier", "3 x Hearthfox Courier"), ("4 x Ember Lancer", "5 x Ember Lancer")))

# %% [markdown]
# That one edit broke two rules: 15 triggers, and five “Ember Lancer”. The checker reports
# every problem at once, so you can fix them all in one go.
#
# ## Caps on particular triggers and cards
#
# Within the 16 triggers, some kinds are capped: at most **4 heal** triggers, and in Standard at
# most **1 over** trigger (and at most 8 critical, 8 draw and 8 front). Swap a draw trigger for a
# second over trigger:

# %%
# NBVAL_CHECK_OUTPUT
check(edit(STANDARD_DECK, ("4 x Hearthfox Courier", "3 x Hearthfox Courier"), ("1 x Dawnforge Phoenix", "2 x Dawnforge Phoenix")))
rule("deck.over-cap", "deck.heal-cap")

# %% [markdown]
# Now a Classic deck with **five heal triggers**: four “Candlemend Cleric” and one “Galley
# Medic” from another clan, in place of a draw trigger. Which rule does it break?

# %% tags=["scaffold"]
FIVE_HEALS = edit(CLASSIC_DECK, ("4 x Lanternlight Scribe", "3 x Lanternlight Scribe\n1 x Galley Medic"))
RULES_IN_WORDS = {
    "deck.copies": "at most four cards of one name",
    "deck.heal-cap": "at most four heal triggers",
    "deck.nation": "one nation per deck",
}
RULE_CHOICES = [*RULES_IN_WORDS.values(), "no rule: it is legal"]


def five_heals():
    problems = check_deck(parse_deck(FIVE_HEALS), "classic")
    if not problems:
        return Verdict("no rule: it is legal", "deck.heal-cap", "The checker finds no problem.")
    return Verdict(RULES_IN_WORDS[problems[0].rule], problems[0].rule, f"The deck checker says: {problems[0].message}.")


q2 = ask("Five heal triggers, from two clans, in a Classic deck. Which rule does it break?", RULE_CHOICES, five_heals)
q2

# %%
# NBVAL_CHECK_OUTPUT
check(FIVE_HEALS, "classic")

# %% [markdown]
# No copy problem (no name appears more than four times) and no nation problem (Classic has no
# single-nation rule), just the heal cap. **Sentinels** are capped the same way: at most four
# cards with the Sentinel ability, whatever their names.

# %%
# NBVAL_CHECK_OUTPUT
SENTINELS = edit(CLASSIC_DECK, ("4 x Brightshield Footman", "3 x Aegis Lantern Warden\n1 x Brightshield Footman"), ("3 x Halo Shieldbearer", "2 x Anchorline Defender\n1 x Halo Shieldbearer"))
check(SENTINELS, "classic")
rule("deck.sentinel")

# %% [markdown]
# ## Standard's ride deck and nation
#
# A Standard ride deck is exactly five cards: one unit each of grade 0, 1, 2 and 3 plus one Ride
# Deck Crest. Drop the crest, or swap the grade 2 for a second grade 3:

# %%
# NBVAL_CHECK_OUTPUT
check(edit(STANDARD_DECK, ("1 x Ride Deck Crest\n", "")))
print()
check(edit(STANDARD_DECK, ("1 x Cinder Drake Warden\n1 x Pyreheart", "1 x Magmaforge Tyrant\n1 x Pyreheart")))

# %%
# NBVAL_CHECK_OUTPUT
rule("deck.ride-deck", "deck.ride-deck-crest")

# %% [markdown]
# A Standard deck is built from **one nation**. Slip a Tidecourt card into the Emberreach deck,
# and the crest does not belong in the main deck either:

# %%
# NBVAL_CHECK_OUTPUT
check(edit(STANDARD_DECK, ("4 x Ember Lancer", "3 x Ember Lancer\n1 x Kelpwood Archer")))
print()
check(edit(STANDARD_DECK, ("4 x Ember Lancer", "3 x Ember Lancer\n1 x Ride Deck Crest")))

# %%
# NBVAL_CHECK_OUTPUT
rule("deck.nation", "deck.card-types")

# %% [markdown]
# ## Classic's first vanguard, and format legality
#
# A Classic deck names its first vanguard under `[first vanguard]`, a grade 0 unit that is one of
# the 50; a grade 1 will not do. And every card must be legal in the format: the teaching card
# pool has separate Standard and Classic cards. (A Classic card belongs to no Standard nation,
# so slipping one into a Standard deck breaks the nation rule as well.)

# %%
# NBVAL_CHECK_OUTPUT
check(edit(CLASSIC_DECK, ("[first vanguard]\n1 x Lampwick Sprite", "[first vanguard]\n1 x Halo Shieldbearer")), "classic")
print()
check(edit(STANDARD_DECK, ("4 x Ember Lancer", "3 x Ember Lancer\n1 x Brightshield Footman")))

# %%
# NBVAL_CHECK_OUTPUT
rule("deck.first-vanguard", "deck.format-legal")

# %% [markdown]
# ## An illegal deck cannot start a game
#
# `Game.new()` checks both decks and refuses to start with an illegal one, listing every
# problem. (From a terminal, `vgwidget check-deck my-deck.txt --format standard` does the same
# check on a file.)

# %%
# NBVAL_CHECK_OUTPUT
from vgwidget import DeckError

try:
    Game.new(TOO_MANY, seed=1)
except DeckError as err:
    print(err)

# %% [markdown]
# Fix it (the fourth “Cinder Drake Warden” back out, a “Blazeguard Knight” back in) and the game
# starts. Here it is on the board, from Player 1's seat:

# %%
fixed = edit(TOO_MANY, ("4 x Cinder Drake Warden", "3 x Cinder Drake Warden"), ("3 x Blazeguard Knight", "4 x Blazeguard Knight"))
board(Game.new(fixed, seed=6), perspective=0)

# %% [markdown]
# ## Recap
#
# - 50 cards in the main deck [deck.size], at most four per name, ride deck included in
#   Standard [deck.copies], exactly 16 triggers [deck.triggers].
# - At most 4 heal triggers [deck.heal-cap], 1 over trigger in Standard [deck.over-cap], and
#   4 Sentinels [deck.sentinel].
# - Standard: a 5-card ride deck, grades 0 to 3 plus one crest [deck.ride-deck]
#   [deck.ride-deck-crest], one nation [deck.nation], units and orders only in the main deck
#   [deck.card-types].
# - Classic: the first vanguard is a grade 0 among the 50 [deck.first-vanguard].
# - Every card must be legal in the format [deck.format-legal].
#
# Next: **7 · The Standard format**: the ride deck, front and over triggers.
