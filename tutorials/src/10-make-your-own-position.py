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
# # 10 · Make your own position
#
# Judges, teachers and curious players often want to ask "what happens if...?" about one
# particular moment of a game, without playing a whole game to get there. A **position file**
# describes such a moment as plain text. In this last notebook you will:
#
# 1. read a position file, and **load** it;
# 2. **step** through it, decision by decision;
# 3. look back with **seek**, and try another line with a **fork**;
# 4. **export** the game: a record to replay, the position as a file, and a self-contained HTML
#    page to share;
# 5. write a position of your own, with the ruling it should show, and check it.

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget import Game
from vgwidget.quiz import Verdict, find_action, what_if
from vgwidget.tutorial import ask, board, play, rule

# %% [markdown]
# ## A position file
#
# Position files are [TOML](https://toml.io): `[meta]` says what the position is about (a
# title, the question, the expected ruling, the sources), `[game]` says the format, the turn and
# where in the turn play resumes, and `[players.1]` / `[players.2]` list where each player's cards
# are: circles, hand, soul, damage, and the deck (the cards known to be on **top**, then `fill`:
# the rest of the teaching deck, shuffled with the game's seed). Optionally, `[script]` lists
# decisions to play, and `[[expect]]` / `[final]` say what must happen.
#
# This one ships with the tutorials:

# %%
# NBVAL_CHECK_OUTPUT
from pathlib import Path

print(Path("positions/last-stand.toml").read_text(encoding="utf-8"))

# %% [markdown]
# ## Loading it
#
# `Game.from_position(path)` builds the position and plays on from it, exactly as a real game
# would. Its first event, `position.setup`, describes what was set out; then the engine runs up
# to the first decision.

# %%
# NBVAL_CHECK_OUTPUT
game = Game.from_position("positions/last-stand.toml")
print(game.explain())
print("\nThe game waits for:", game.decision["prompt"])

# %%
w = board(game)
w

# %% [markdown]
# The same from a terminal: `vgwidget position FILE` prints the board, whose decision it is and
# every legal action: in words, then in brackets the line a `[script]` takes for it (`--play`
# also plays the file's `[script]` and checks its ruling).

# %%
# NBVAL_CHECK_OUTPUT
import subprocess
import sys

shown = subprocess.run(
    [sys.executable, "-m", "vgwidget", "position", "positions/last-stand.toml"],
    capture_output=True, text=True, check=True,
)
print(shown.stdout)

# %% [markdown]
# ## Stepping through
#
# Player 1 attacks with the boosted vanguard, and Player 2 calls both 15,000-shield triggers.

# %%
# NBVAL_CHECK_OUTPUT
play(game, "attack", circle="VC", target="VC")
play(game, "boost")
play(game, "guard", card="Riptide Striker")
play(game, "guard", card="Brinefang Eel")

# %% tags=["scaffold"]
from vgwidget.quiz import hit_decided, hit_verdict


def survives():
    return hit_verdict(
        what_if(game, "end-guard", until=hit_decided),
        hit="no, the attack hits and Player 2 loses",
        miss="yes, the attack does not hit",
    )


q1 = ask(
    "43,000 against 21,000, and Player 1's vanguard has Twin Drive: two drive checks to come. "
    "Does Player 2 survive this attack?",
    ["yes, the attack does not hit", "no, the attack hits and Player 2 loses"],
    survives,
)
q1

# %%
# NBVAL_CHECK_OUTPUT
play(game, "end-guard")
play(game, "power-to", circle="VC")
play(game, "critical-to", circle="VC")
play(game, "power-to", circle="VC")

# %% [markdown]
# Two triggers, +20,000: 41,000 against 43,000. Player 2 needed both guardians.
#
# ## Looking back: seek
#
# Every event keeps the position right after it. `game.seek(n)` shows the game right after event
# `n`, and nothing is lost: `game.seek_end()` comes back. The board follows its own cursor:
# `w.seek(n)` moves it (the learner can also drag its timeline), and `w.cursor` says which
# position is on screen. (While a question above is still waiting for your answer, the board
# holds the game as it was at the question, so it can only go that far.)

# %%
# NBVAL_CHECK_OUTPUT
first_guard = next(e.seq for e in game.events if e.rule == "battle.guard")
state = game.seek(first_guard)
print(f"After event {first_guard}: Player 2 has {len(state.players[1].hand)} cards in hand; "
      f"decision: {game.decision['prompt'] if game.decision else None}")
w.seek(first_guard)
print("The board shows position", w.cursor)

# %% [markdown]
# ## Another line: fork
#
# We are back at Player 2's guard step, with one guardian down. A **fork** starts an independent
# line from here; give it a name and it is kept with the game as a *side line* (like a variation
# in a chess record). In this line Player 2 stops after one guardian:

# %% tags=["scaffold"]
from vgwidget.quiz import play_until


def one_guardian():
    line = game.fork()
    line.apply(find_action(line, "end-guard"))
    play_until(line, lambda new: line.is_over or line.state.battle is None)
    out = "Player 2 loses" if line.is_over else "Player 2 survives"
    return Verdict(out, "win.damage" if line.is_over else "battle.hit-check", line.events[-1].text)


q2 = ask("With only one guardian (28,000), what happens to Player 2?", ["Player 2 survives", "Player 2 loses"], one_guardian)
q2

# %%
# NBVAL_CHECK_OUTPUT
alt = game.fork("only one guardian")
play(alt, "end-guard")
play(alt, "power-to", circle="VC")
play(alt, "critical-to", circle="VC")
play(alt, "power-to", circle="VC")
print("\nResult:", alt.result.reason)

# %%
# NBVAL_CHECK_OUTPUT
game.seek_end()
w.seek(-1)
print("Side lines of this game:", list(game.variations))
print("The main line is still at event", game.cursor, "with", len(game.state.players[1].damage), "damage for Player 2")
rule("win.damage")

# %% [markdown]
# ## Exporting
#
# Three ways to take a game with you:
#
# - `game.to_json()`: a **game record** (how the game started, every decision, the side lines,
#   and a digest of the explain log). `Game.from_json(text)` replays it, checking every decision,
#   and `vgwidget replay FILE` does the same from a terminal.
# - `game.to_position()`: the position at the cursor as a **position file**, to edit and load
#   again.
# - `w.save_html(path)`: one **self-contained HTML page** with the board and the explain log,
#   which steps through the game in any browser, offline, without Python. Good for sharing.

# %%
# NBVAL_CHECK_OUTPUT
record = game.to_json()
again = Game.from_json(record)
print("The replayed game has the same explain log:", again.explain() == game.explain())
print("and the same side lines:", list(again.variations))
print()
print(game.to_position()[:400], "...")

# %%
# NBVAL_CHECK_OUTPUT
import tempfile
from pathlib import Path

with tempfile.TemporaryDirectory() as folder:
    page = w.save_html(Path(folder) / "last-stand.html")
    html = page.read_text(encoding="utf-8")
print("starts like a web page:", html.lstrip().lower().startswith("<!doctype html>"))
print("needs nothing from the network:", "src=\"http" not in html and "href=\"http" not in html)

# %% [markdown]
# (To keep the page, give `save_html` a path of your own, such as `"last-stand.html"`, and open
# that file in a browser.)
#
# ## Your turn: write a position
#
# Here is a small position written from scratch. You only name what matters: anything left out
# gets a sensible default (the teaching decks fill the decks, empty zones stay empty). It asks
# the question of the Playbook's Q34: can a heal trigger save you at your sixth damage? It also
# carries a `[script]` and the ruling it should show (`[[expect]]`, `[final]`), so the engine
# can check it.

# %%
MY_POSITION = """
[meta]
title = "Saved by the heal"
question = "Player 2 has 5 damage and is hit once more. The damage check is a heal trigger. Does Player 2 lose?"
ruling = "No: the heal resolves while the card is still in the trigger zone, so Player 2 ends at 5 damage."

[game]
format = "standard"
turn = 6
turn_player = 1
phase = "battle"
step = "start"

[players.1]
circles = { VC = "Cinder Drake Warden", FL = "Scorchmane Raider" }
deck = { fill = "teaching" }

[players.2]
damage = ["Kelpwood Archer", "Kelpwood Archer", "Saltspray Duelist", "Saltspray Duelist", "Pearlshell Acolyte"]
circles = { VC = "Coralshield Captain" }
deck = { top = ["Seafoam Healer"], fill = "teaching" }

[script]
actions = ["attack: FL -> VC", "end-guard", "heal-card: Pearlshell Acolyte"]

[[expect]]
rule = "trigger.heal"
contains = "is healed"

[final]
over = false

[final.players.2]
damage = 5
"""

# %%
# NBVAL_CHECK_OUTPUT
folder = Path(tempfile.mkdtemp())
path = folder / "saved-by-the-heal.toml"
path.write_text(MY_POSITION, encoding="utf-8")
checked = subprocess.run(
    [sys.executable, "-m", "vgwidget", "position", str(path), "--play"],
    capture_output=True, text=True,
)
keep = ("Saved", "Question", "Expected", "Playing", "The expected")
for line in checked.stdout.splitlines():  # the question, the log of the script, the verdict
    if line.startswith(keep) or " T6 " in line:
        print(line)

# %% [markdown]
# Change something and run the two cells again: make the top card “Riptide Striker” instead of
# the heal trigger, say, and watch the check fail (and the game end). If a position is
# impossible, such as a card in two places or a name that is not in the card pool, loading it
# reports every problem at once, each with its line.
#
# ## Recap
#
# - A position file describes one moment of a game in TOML; `Game.from_position()` loads it and
#   play resumes exactly as in a real game [position.setup].
# - Step with `play()` (or the widget), look back with `seek()`, try another line with
#   `fork()`; named forks are kept as side lines.
# - `to_json()` / `from_json()` save and replay a game, `to_position()` writes the position at
#   the cursor, `save_html()` makes a page to share.
# - `vgwidget position FILE --play` checks a position's expected ruling from a terminal.
#
# Next: **13 · Bring your own card**: write a card by its printed text, read how the engine
# understands it, and put it into a position.
