#!/usr/bin/env python3
# ruff: noqa: E501  (the notebooks' text and code live in long string literals)
"""The single source of the tutorial notebooks: builds, runs and cleans ``tutorials/*.ipynb``.

    .venv/bin/python tutorials/_make_notebooks.py             # every notebook
    .venv/bin/python tutorials/_make_notebooks.py 04 05       # some, by number
    .venv/bin/python tutorials/_make_notebooks.py --no-run    # write them without running

Edit the tutorials here, not in JupyterLab, then run this script. For each notebook it

1. builds the cells (markdown, code, and *checked* code: a code cell whose first line is
   ``# NBVAL_CHECK_OUTPUT`` keeps its output and ``make test`` compares it with nbval);
2. runs the notebook top to bottom with nbclient in ``tutorials/`` (every game is seeded,
   so every run prints the same explain log);
3. cleans it: saved widget state (``metadata.widgets``) and widget views are dropped,
   outputs (and execution counts) are kept only on checked cells, printed text is merged into
   one output per cell, timings are not recorded, and cell ids are fixed (``01-07``...), so a rebuild only changes what really changed.

Prose is written in our own words from the rule catalogue and the rules sources; every rule
ID a notebook shows must exist in the catalogue (``tests/test_tutorials.py`` checks that).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = Path(__file__).resolve().parent
CHECK = "# NBVAL_CHECK_OUTPUT"
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def md(text: str) -> tuple[str, str]:
    return ("markdown", text.strip("\n"))


def code(src: str) -> tuple[str, str]:
    return ("code", src.strip("\n"))


def check(src: str) -> tuple[str, str]:
    """A code cell whose output is part of the lesson: kept, and compared by nbval."""
    return ("code", CHECK + "\n" + src.strip("\n"))


# ------------------------------------------------------------------------- shared cells

SETUP = '''
# Setup: the engine, the rule catalogue, the board widget and the prediction widget.
from vgwidget import Game
from vgwidget.engine.catalogue import format_rule, get_rule
from vgwidget.quiz import Predict, Verdict, find_action, what_if

BOARDS = []  # the boards (widgets) that play() keeps up to date


def rule(*ids):
    """Print catalogue rules in short form (the text of `vgwidget rules ID`)."""
    print("\\n\\n".join(format_rule(get_rule(i), verbose=False) for i in ids))


def power_first(game):
    """In Standard a draw or over trigger asks which of its effects comes first; the lessons
    give the power first (an empty list when no such question is waiting)."""
    if (game.decision or {}).get("kind") == "trigger-order":
        return [{"kind": "trigger-order", "target": "power-first"}]
    return []


def play(game, kind, **match):
    """Take the legal action of this kind that matches (card name, circle, target, cards),
    print the explain-log lines it caused, and refresh the boards showing this game. Asked
    to give a trigger's power while the game asks which effect comes first, it first answers
    "the power first"."""
    start = len(game.events)
    if kind in ("power-to", "critical-to"):
        for a in power_first(game):
            game.apply(find_action(game, a["kind"], target=a["target"]))
    game.apply(find_action(game, kind, **match))
    print(game.explain(start=start))
    for b in BOARDS:
        if b.game is game:
            b.refresh()


def board(game, perspective=None):
    """Show a game in the board widget. perspective=None is the judge, who sees every card;
    0 or 1 shows only what Player 1 or Player 2 may see."""
    from vgwidget.widget import VanguardWidget

    w = VanguardWidget(game, perspective=perspective)
    BOARDS.append(w)
    return w
'''

FIELD = '''
def unit(card):
    """One circle as text: name, current power, and R if the unit is rested."""
    if card is None:
        return "-"
    if card.get("hidden"):
        return "(face down)"
    rested = " R" if card["rested"] else ""
    return f'{card["name"]} {card["stats"]["power"]:,}{rested}'


def field(game, viewer=None):
    """Both fields as text, seen from Player 1's seat: Player 2 sits across the table, so
    their back row is the farthest from you and their left is your right."""
    v = game.view(viewer)
    layout = {1: [("BR", "BC", "BL"), ("FR", "VC", "FL")], 0: [("FL", "VC", "FR"), ("BL", "BC", "BR")]}
    for p in (1, 0):
        circles = v["players"][p]["circles"]
        print(f"Player {p + 1}")
        for row in layout[p]:
            print("   " + "  |  ".join(f"{c} {unit(circles[c])}" for c in row))
'''

OPTIONS = '''
from vgwidget.engine.notation import to_script


def options(game):
    """The legal actions now, one per line in the script notation: cards by name, circles
    by their short names (the lines a position file's [script] takes, see notebook 10)."""
    for a in game.legal_actions():
        print("  " + to_script(game.state, a))
'''


# ------------------------------------------------------------------------- notebook 1

def nb01() -> list[tuple[str, str]]:
    return [
        md('''
# 1 · The field and the zones

Welcome to **vgwidget**, a Cardfight!! Vanguard rules engine that explains every step it takes.
This is the first of ten short tutorials. Each one builds on the one before, and each uses a
real, seeded game, so what you see here is exactly what the engine does.

**In this notebook you will learn**

- what the *field* is, and what each of its seven *circles* is for;
- which other *zones* a player has (deck, hand, soul, drop, damage...);
- which zones are **public** (everyone may look) and which are **hidden**, and how the engine
  keeps hidden cards hidden, in its views and in its explain log;
- how to use the two tools every tutorial uses: the **explain log** and the **prediction widget**.

Run the cells from top to bottom (Shift+Enter). The first one loads the engine and defines
three small helpers: `rule()` prints a rule from the catalogue, `play()` takes an action and
prints what happened, and `board()` shows a game in the widget.
'''),
        code(SETUP + "\n" + FIELD),
        md('''
## A game to look at

`Game.new(seed=20)` starts a Standard cardfight between the two teaching decks (Emberreach,
a fire nation, for Player 1, and Tidecourt, a sea nation, for Player 2). The *seed* fixes every
shuffle and the coin toss, so the game goes the same way every time.

An empty table is not much to look at, so we let both players play a few turns with
`autopilot`, a plain and predictable player from `vgwidget.quiz`, and stop at Player 1's main
phase on turn 5. (From notebook 3 on, you take the decisions yourself.)
'''),
        check('''
from vgwidget.quiz import play_until

game = Game.new(seed=20)
play_until(game, lambda new: game.state.turn == 5 and game.decision["kind"] == "main")
print(f"Turn {game.state.turn}, {len(game.events)} events so far.")
print("The game waits for:", game.decision["prompt"])
'''),
        md('''
Here is the table in the board widget, as the *judge* sees it (every card face up). Drag the
timeline to step back through the game; each position comes with the explain-log line that
produced it, and every line names the rule it applies.
'''),
        code("board(game)"),
        md('''
## The field: seven circles per player

Each player's **field** is a small grid of circles, two rows of three, with the front row
facing the opponent:

| circle | where | what it holds |
|---|---|---|
| `VC` | front centre | your **vanguard**: the unit that represents you. Damage is dealt to it. |
| `FL`, `FR` | front left / right | **rear-guards** that can attack (and be attacked). |
| `BL`, `BC`, `BR` | back row | rear-guards that **boost** the unit in front of them. |
| `GC` | between the players | the **guardian circle**, filled for one battle at a time. |

A column is a circle of the front row and the one behind it (`FL`/`BL`, `VC`/`BC`,
`FR`/`BR`). Units on the field are *standing* (upright, ready) or *rested* (turned sideways,
already used this turn). The helper `field()` prints the two fields from Player 1's seat; `R`
marks a rested unit, and the number is the unit's power right now.
'''),
        check("field(game)"),
        md('''
Player 2's units are all rested: on turn 4 they attacked or boosted, and they stand again
only at the start of Player 2's next turn. Here is how the catalogue explains the field and its circles
(`rule()` prints the same text as `vgwidget rules ID` on the command line):
'''),
        check('rule("zone.field", "zone.circles", "zone.guardian-circle")'),
        md('''
## The zones: where every other card is

Cards that are not on a circle are in one of the player's **zones**:

- **deck**: face down; nobody may look at it or change its order;
- **hand**: seen only by its owner;
- **ride deck** (Standard only): the owner's grade 0 to 3 units, waiting to be ridden;
- **soul**: the old vanguards, under the current one;
- **drop zone**: retired units and discarded cards;
- **damage zone**: one card per damage your vanguard has taken (six means you lose);
- **trigger zone**: where a checked card sits for a moment while its trigger resolves;
- **crest zone** (Standard): the Ride Deck Crest; **removal zone** (Standard): cards removed
  from the game; plus **bind** and **order** zones that card abilities use.

Zones are **public** (everyone may look at them at any time) or **hidden** (only their size is
known to everyone). The catalogue says it like this:
'''),
        check('rule("zone.public", "zone.hidden")'),
        md('''
Let's count what is in each zone. `game.view(viewer)` returns the table as one viewer may see
it: `None` is the judge (everything), `0` is Player 1, `1` is Player 2. A card the viewer may
not see is replaced by a bare `{"hidden": True}`: no name, no id, nothing to peek at.
'''),
        check('''
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


print("As Player 1 sees the table:\\n")
zones(game, viewer=0)
'''),
        md('''
From Player 1's seat you can read your own hand and ride deck, every card in both souls,
drop zones and damage zones... but Player 2's hand and ride deck are only question marks.
Notice Player 1's **removal zone**: on turn 4 a damage check turned up an *over trigger*,
which removes itself from the game (notebook 7 is all about it).

Time for your first prediction. When a notebook asks you something, click your answer in the
widget: your pick goes back to Python, is checked against what the engine itself says, and the
feedback names the rule that decides it. Nothing about the answer is shown until you pick.
'''),
        code('''
def what_player_2_sees():
    hand = game.view(1)["players"][0]["hand"]  # Player 1's hand, through Player 2's eyes
    if all(card.get("hidden") for card in hand):
        answer = "only how many cards there are"
    else:
        answer = "the name of every card"
    shown = "{'hidden': True}"
    because = f"Through Player 2's eyes, that hand is a list of {len(hand)} cards, each shown only as {shown}."
    return Verdict(answer, "zone.hidden", because)


q1 = Predict(
    "Player 2 looks across the table at Player 1's hand. What can Player 2 know about it?",
    ["the name of every card", "only how many cards there are", "nothing at all"],
    what_player_2_sees,
)
q1
'''),
        md('''
## The explain log keeps secrets too

Every change to the game is an *event* in the explain log. Some events name a hidden card,
such as the card you draw. Those events are *private*: only their owner (and the judge) reads
the card's name; everyone else reads a redacted sentence. Here is Player 1's draw on turn 5,
as each player reads it:
'''),
        check('''
draw = [i for i, e in enumerate(game.events) if e.rule == "turn.draw"][-1]
print("Player 1 reads:", game.explain(player=0, start=draw, stop=draw + 1))
print("Player 2 reads:", game.explain(player=1, start=draw, stop=draw + 1))
'''),
        md('''
Each line reads: the event number, the turn (`T5`), the phase, the **rule ID** in brackets,
and a plain sentence. You can always look a rule up with `rule("turn.draw")`.

## Which card goes where?

Player 1 is in the main phase and holds “Ember Lancer”. The front-left circle already holds
“Cinderling Squire”. Suppose Player 1 *calls* “Ember Lancer” to that same circle. Where does
“Cinderling Squire” end up?
'''),
        code('''
WHERE = {"drop": "the drop zone", "soul": "the soul", "hand": "back in the hand", "deck": "the deck"}


def where_the_squire_goes():
    squire = game.view(None)["players"][0]["circles"]["FL"]["iid"]
    call = find_action(game, "call", card="Ember Lancer", circle="FL")
    out = what_if(game, call)  # played on a trial copy: the game itself does not change
    zone = out.state.locate(squire)[1]
    because = next(e.text for e in out.events if e.rule == "main.call-occupied")
    return Verdict(WHERE[zone], "main.call-occupied", because)


q2 = Predict(
    "Player 1 calls “Ember Lancer” onto the front-left circle, where “Cinderling Squire” stands. "
    "Where does “Cinderling Squire” go?",
    ["the soul", "the drop zone", "back in the hand", "the deck"],
    where_the_squire_goes,
)
q2
'''),
        md("Picked? Then run the next cell to make the call for real and read the log."),
        check('play(game, "call", card="Ember Lancer", circle="FL")'),
        md('''
## Recap

- Each player has a **field** of seven circles: the vanguard circle `VC`, five rear-guard
  circles (`FL`, `FR` in front, `BL`, `BC`, `BR` behind) and the guardian circle `GC`
  [zone.circles].
- Everything else is in a **zone**. The field, soul, drop, damage, trigger, crest and removal
  zones are public [zone.public]; the deck, the hand and the ride deck are hidden, and only
  their sizes are public [zone.hidden].
- `game.view(player)` and `game.explain(player)` show the game as one player may see it, and
  never leak a hidden card.
- Calling a unit onto an occupied circle retires the unit that was there
  [main.call-occupied].

Next: **2 · Preparing a cardfight**, from shuffling up to “Stand up, Vanguard!”.
'''),
    ]


# ------------------------------------------------------------------------- notebook 2

def nb02() -> list[tuple[str, str]]:
    return [
        md('''
# 2 · Preparing a cardfight

Before the first turn, both players get ready in a fixed order. In this notebook you will
follow that order, event by event:

1. the **decks** each player brings, and the **first vanguard**;
2. shuffling, and the coin toss that decides **who goes first**;
3. the **opening hand** and the **mulligan** (one chance to swap cards);
4. **stand up**: both first vanguards are turned face up, and turn 1 begins.

We'll do it in Standard first, then see how Classic differs.
'''),
        code(SETUP),
        md('''
## The decks

Every player brings a **main deck** of exactly 50 cards. In Standard they also bring a
**ride deck**: one unit each of grade 0, 1, 2 and 3 plus a *Ride Deck Crest*, kept apart from
the 50. The engine ships two legal teaching decks per format:
'''),
        check('''
from vgwidget.engine.decks import teaching_decks

for deck in teaching_decks("standard"):
    print(f"{deck.name}: {len(deck.main)} main-deck cards; ride deck: {', '.join(deck.ride_deck)}")
'''),
        md('''
## Setting up

`Game.new()` carries out every step up to the first *decision*, which is the mulligan. Here
is the log so far:
'''),
        check('''
game = Game.new(seed=1)
print(game.explain())
'''),
        check('rule("setup.first-vanguard", "setup.ride-deck", "setup.first-player", "setup.opening-hand")'),
        md('''
Read the log from the top. Each player's grade 0 unit from the ride deck goes **face down** on
the vanguard circle (in Standard this grade 0 is the *first vanguard*), the rest of the ride
deck waits beside the field, and the crest goes to the crest zone. The decks are shuffled, a
(seeded) coin toss picks the first player, and both draw five cards.

Here is the table from Player 1's seat. Player 2's vanguard is still face down, and so is
Player 1's own, although Player 1 of course knows what it is.
'''),
        code("board(game, perspective=0)"),
        code('''
def before_stand_up():
    seen = game.view(1)["players"][0]["circles"]["VC"]  # Player 1's VC, as Player 2 sees it
    if seen is None:
        answer = "nothing: the circle is empty"
    elif seen.get("hidden"):
        answer = "only that a face-down card is there"
    else:
        answer = "its name and power"
    return Verdict(answer, "setup.first-vanguard", f"Player 2's view of that circle: {seen}")


q1 = Predict(
    "Before “Stand up!”, what does Player 2 know about Player 1's first vanguard?",
    ["its name and power", "only that a face-down card is there", "nothing: the circle is empty"],
    before_stand_up,
)
q1
'''),
        md('''
## The mulligan

Each player, first player first, may now send back **any number** of cards from the opening
hand and draw replacements, once. The engine offers every possible choice, from keeping all
five cards to swapping all five:
'''),
        check('''
hand = [game.state.card(i).name for i in game.state.players[0].hand]
print("Player 1's opening hand:", hand)
print(len(game.legal_actions()), "possible mulligans (2 x 2 x 2 x 2 x 2: each card kept or not)")
'''),
        md('''
Player 1 holds a grade 3, which would sit in the hand for a while, and three triggers. Let's
say Player 1 sends back “Pyreheart Sovereign Dragon” and “Hearthfox Courier”.
'''),
        code('''
def hand_after_mulligan():
    swap = find_action(game, "mulligan", cards=["Pyreheart Sovereign Dragon", "Hearthfox Courier"])
    out = what_if(game, swap)
    n = len(out.state.players[0].hand)
    return Verdict(str(n), "setup.mulligan", out.events[0].text)


q2 = Predict(
    "Player 1 sends back two cards. How many cards will Player 1 hold after the mulligan?",
    ["3", "5", "7"],
    hand_after_mulligan,
)
q2
'''),
        check('play(game, "mulligan", cards=["Pyreheart Sovereign Dragon", "Hearthfox Courier"])'),
        md('''
In Standard the cards go to the **bottom** of the deck, the same number is drawn, and then the
deck is shuffled. Player 2 is happy and keeps all five (a mulligan of no cards). As soon as both
players have decided, the engine goes straight on to *stand up* and into turn 1:
'''),
        check('play(game, "mulligan", cards=())'),
        check('rule("setup.mulligan", "setup.stand-up")'),
        md('''
Look at event 15: the first player **draws** on turn 1, like everyone on every turn (but, as
notebook 3 shows, may not attack on that first turn). The game now waits for Player 1's first
ride.

## The same preparation in Classic

In the Classic format (the original rules) there is no ride deck. Each player picks a grade 0
unit **from the 50-card deck** as the first vanguard, so the deck that is shuffled holds 49
cards. The mulligan differs too: the unwanted cards are **shuffled back** into the deck, and
then you draw back up to five.
'''),
        check('''
classic = Game.new(seed=1, format="classic")
print(classic.explain())
'''),
        md("In this game Player 2 goes first, so Player 2 decides first. Both players swap out their grade 3 cards:"),
        check('''
play(classic, "mulligan", cards=["Squallbreaker Dreadcaptain"])
play(classic, "mulligan", cards=["Solaris Paragon Knight", "Aurelio the Radiant Lanternlord"])
'''),
        md('''
## Recap

- A deck is 50 cards; in Standard a 5-card ride deck comes too, and its grade 0 is the first
  vanguard [deck.first-vanguard]. In Classic the first vanguard is one of the 50
  [setup.first-vanguard].
- The decks are shuffled, a coin toss decides who goes first [setup.first-player], and both
  players draw five [setup.opening-hand].
- Each player may mulligan once, first player first: Standard puts the cards on the bottom,
  draws and shuffles; Classic shuffles them in and draws back up to five [setup.mulligan].
- Stand up! Both first vanguards turn face up at the same moment [setup.stand-up].

Next: **3 · One turn, phase by phase**.
'''),
    ]


# ------------------------------------------------------------------------- notebook 3

def nb03() -> list[tuple[str, str]]:
    return [
        md('''
# 3 · One turn, phase by phase

A turn always runs through the same six phases, in this order:

**stand → draw → ride → main → battle → end**

In this notebook you will play Player 1's first turn and Player 2's first turn yourself, one
decision at a time, and read the explain log after every step. We pick up the game from
notebook 2 (same seed, same mulligans).
'''),
        code(SETUP + "\n" + OPTIONS),
        check('''
game = Game.new(seed=1)
game.apply(find_action(game, "mulligan", cards=["Pyreheart Sovereign Dragon", "Hearthfox Courier"]))
game.apply(find_action(game, "mulligan", cards=()))
stand_up = next(i for i, e in enumerate(game.events) if e.rule == "setup.stand-up")
print(game.explain(start=stand_up))
'''),
        check('rule("turn.sequence", "turn.stand", "turn.draw")'),
        md('''
The **stand phase** stands your rested units (on turn 1 there are none), and the **draw
phase** draws one card. Neither needs a decision, so the engine did both by itself. Now comes
the first real choice: the **ride phase**.

## Ride phase

Riding puts a new vanguard on top of the old one. A normal ride from the hand must be the
**same grade or one grade higher** than your vanguard, once per turn. In Standard you may
instead ride from the **ride deck** by discarding a card from your hand, and then the unit
must be exactly one grade higher. `options()` lists what the engine allows, one action per
line, written the way a position file's script writes it (notebook 10):
'''),
        check("options(game)"),
        md('''
Player 1 rides “Cinderling Squire” (grade 1) from the ride deck, paying with the grade 3
“Charbrand Executioner”, which is stuck in the hand for now anyway.
'''),
        check('play(game, "ride-deck", card="Cinderling Squire", cards=["Charbrand Executioner"])'),
        check('rule("ride.ride-deck", "ride.soul")'),
        md('''
## Main phase

In the main phase you may **call** units from your hand to rear-guard circles, and **move**
rear-guards forwards or backwards within their column, in any order, as often as you like.
Then you go to battle. Let's open the board from Player 1's seat to watch it happen:
'''),
        code("board(game, perspective=0)"),
        check('''
play(game, "call", card="Flarewing Skirmisher", circle="FL")
play(game, "call", card="Sparkflit Sprite", circle="BC")
'''),
        md('''
“Sparkflit Sprite” sits behind the vanguard, ready to *boost* it (notebook 4). Player 1 also
holds “Cinder Drake Warden”, a grade 2 unit. Can it be called?
'''),
        code('''
from vgwidget import Action, IllegalAction


def can_call_the_warden():
    warden = next(i for i in game.state.players[0].hand if game.state.card(i).name == "Cinder Drake Warden")
    try:
        game.check(Action("call", 0, card=warden, circle="FR"))  # asks the engine, changes nothing
    except IllegalAction as refusal:
        return Verdict("no", refusal.rule, refusal.message)
    return Verdict("yes", "main.call", "the engine accepts the call")


q1 = Predict(
    "Player 1's vanguard is grade 1. May Player 1 call the grade 2 “Cinder Drake Warden” to a rear-guard circle?",
    ["yes", "no"],
    can_call_the_warden,
)
q1
'''),
        md('''
Here is what happens when you try anyway. An illegal action raises `IllegalAction`, which
names the rule that forbids it, and the game is left unchanged:
'''),
        check('''
warden = next(i for i in game.state.players[0].hand if game.state.card(i).name == "Cinder Drake Warden")
try:
    game.apply(Action("call", 0, card=warden, circle="FR"))
except IllegalAction as refusal:
    print(refusal)
rule("main.call-grade")
'''),
        md('''
## Battle phase, on the first turn

Player 1 is done with the main phase. One more prediction before we go to battle:
'''),
        code('''
def attacks_on_turn_1():
    out = what_if(game, find_action(game, "end-main"))  # up to the next decision
    attacks = [e for e in out.events if e.rule == "battle.attack"]
    reason = next((e for e in out.events if e.rule == "battle.first-turn"), None)
    return Verdict(str(len(attacks)), reason.rule if reason else "battle.attack", reason.text if reason else "")


q2 = Predict(
    "Player 1 goes to the battle phase with a vanguard and a rear-guard in the front row. "
    "How many attacks can Player 1 make this turn?",
    ["0", "1", "2"],
    attacks_on_turn_1,
)
q2
'''),
        check('play(game, "end-main")'),
        check('rule("battle.first-turn", "end.phase")'),
        md('''
Player 1 went first, so the battle phase passes without an attack, the **end phase** closes
the turn, and turn 2 begins for Player 2: stand, draw, and now Player 2's ride phase.

## Player 2's turn, with a battle

Player 2 rides from the ride deck too, paying with a grade 3, then calls a rear-guard in the
front left and a booster behind the vanguard.
'''),
        check('''
play(game, "ride-deck", card="Shoalguard Cadet", cards=["Maelstrom Leviathan Knight"])
play(game, "call", card="Saltspray Duelist", circle="FL")
play(game, "call", card="Pearlshell Acolyte", circle="BC")
play(game, "end-main")
'''),
        md('''
The battle phase starts with a decision: which front-row unit attacks which of the opponent's
front-row units (or stop attacking). Player 2's vanguard attacks Player 1's vanguard, and the
unit behind it boosts. Player 1 decides not to guard.
'''),
        check('''
play(game, "attack", circle="VC", target="VC")
play(game, "boost")
play(game, "end-guard")
'''),
        md('''
After the guard step comes the **drive check**: an attacking vanguard reveals the top card of
its deck, and here it is a *critical trigger*. Player 2 chooses where its two bonuses go: the
+10,000 power to the front-left rear-guard, which attacks next, and the +1 critical to the
vanguard, whose attack is about to be resolved.
'''),
        check('''
play(game, "power-to", circle="FL")
play(game, "critical-to", circle="VC")
'''),
        md('''
One attack is a whole little procedure: attack, boost, guard, drive check, compare power,
**damage checks** (one per point of critical), and close. Notebooks 4 and 5 take it apart.
Now the front-left rear-guard attacks; rear-guards make no drive check. After it, Player 2
has no standing front-row unit left, so the battle phase ends by itself, and so does the turn.
'''),
        check('''
play(game, "attack", circle="FL", target="VC")
play(game, "end-guard")
'''),
        md('''
In the end phase, the bonuses that lasted "until end of turn" ran out. Then Player 1's second
turn began: nothing of Player 1's was rested, a card was drawn, and the game waits in the ride
phase. Every phase of a turn is marked in the log by a `turn.sequence` event, so we can list
this whole turn phase by phase:
'''),
        check('''
turn2 = [e for e in game.events if e.turn == 2]
for phase in ["stand", "draw", "ride", "main", "battle", "end"]:
    lines = [e for e in turn2 if e.phase == phase and e.rule != "turn.sequence"]
    print(f"{phase:>6}: {len(lines)} event(s); rules: {sorted({e.rule for e in lines})}")
'''),
        md('''
## Recap

- A turn is stand, draw, ride, main, battle, end, always in that order [turn.sequence].
- Stand and draw need no decision [turn.stand] [turn.draw]; the first player draws on turn 1
  as well.
- Ride once per turn: same grade or one higher from the hand, or exactly one higher from the
  Standard ride deck by discarding a card [ride.normal] [ride.ride-deck]; the old vanguard
  goes to the soul [ride.soul].
- Call units up to your vanguard's grade [main.call-grade]; a refused action names its rule.
- The first player makes no attack on turn 1 [battle.first-turn].

Next: **4 · Battle**: attacking, boosting, guarding, intercepting, and why equal power hits.
'''),
    ]


# ------------------------------------------------------------------------- notebook 4

def nb04() -> list[tuple[str, str]]:
    return [
        md('''
# 4 · Battle: attack, boost, guard, intercept

Battles decide cardfights. In this notebook you play the defending side of one battle phase
and learn:

- how an **attack** is declared, and which units may attack which;
- how a **boost** adds the power of the unit behind;
- how the defender **guards** with cards from the hand, and **intercepts** with a rear-guard;
- how the **hit check** compares power, and why **equal power hits**;
- what a hit does to a vanguard and to a rear-guard.
'''),
        code(SETUP + "\n" + FIELD),
        md('''
We fast-forward a seeded game with `autopilot` to the start of Player 2's battle phase on
turn 4. From here on you take every decision.
'''),
        check('''
from vgwidget.quiz import hit_decided, hit_verdict, play_until

game = Game.new(seed=20)
play_until(game, lambda new: game.state.turn == 4 and game.decision["kind"] == "attack")
field(game)
hand = [game.state.card(i) for i in game.state.players[0].hand]
print("\\nPlayer 1's hand:", ", ".join(f"{c.name} (grade {c.grade}, shield {c.shield or 0:,})" for c in hand))
'''),
        code("board(game)"),
        md('''
## Declaring an attack

Player 2 attacks. Any **standing** unit in the attacker's front row (`VC`, `FL`, `FR`) may
attack any unit in the opponent's front row, standing or rested. The attacker rests; the
unit being attacked does not. Player 2's vanguard attacks Player 1's vanguard:
'''),
        check('play(game, "attack", circle="VC", target="VC")'),
        check('rule("battle.attack", "battle.boost")'),
        md('''
Player 2 now decides whether “Pearlshell Acolyte”, standing right behind the vanguard, boosts
it. Before we boost, a question about the power check at the end of a battle.
'''),
        code('''
def equal_power():
    out = what_if(game, "no-boost", "end-guard", until=hit_decided)  # a trial line
    return hit_verdict(out)


q1 = Predict(
    "Suppose Player 2 does not boost and Player 1 does not guard: 10,000 power attacks 10,000 power "
    "(and the drive check turns up no trigger). Does the attack hit?",
    ["it hits", "it does not hit"],
    equal_power,
)
q1
'''),
        md('''
A tie goes to the attacker: the attack hits when its power is **equal to or greater than**
the power of the unit it attacks.
'''),
        check('rule("battle.hit-check")'),
        md("Player 2 does boost, of course:"),
        check('play(game, "boost")'),
        md('''
## Guarding

Now it is Player 1's **guard step**. Only the defender acts here: they may call any number of
units from the hand to the guardian circle (rested), each adding its **shield** to the attacked
unit's power, or they may not guard at all. (Grade 3 units print no shield; in both formats they
may still guard, for 0.) Player 1 calls “Hearthfox Courier” (shield 15,000):
'''),
        check('play(game, "guard", card="Hearthfox Courier")'),
        code('''
def guarded_attack():
    return hit_verdict(what_if(game, "end-guard", until=hit_decided))


q2 = Predict(
    "Player 1 stops guarding at 25,000 against 18,000, but Player 2's drive check is still to come. "
    "Does the attack hit?",
    ["it hits", "it does not hit"],
    guarded_attack,
)
q2
'''),
        check('play(game, "end-guard")'),
        check('rule("battle.guard", "battle.drive", "battle.guardians-retire")'),
        md('''
The drive check came *after* the guard step (no guardian may join once it is over), turned up
no trigger, and 18,000 did not reach 25,000. In Standard the guardian goes to the drop zone as
soon as the hit is decided: guards are spent whether they stop the attack or not.

## Intercepting

Next, Player 2's front-left “Kelpwood Archer” attacks the vanguard, boosted by “Saltspray
Duelist”. This time Player 1 uses a rear-guard: a grade 2 unit in the front row may
**intercept**, stepping onto the guardian circle to add its shield, even if it is rested.
'''),
        check('''
play(game, "attack", circle="FL", target="VC")
play(game, "boost")
play(game, "intercept", circle="FR")
'''),
        code('''
def intercepted_attack():
    return hit_verdict(what_if(game, "end-guard", until=hit_decided))


q3 = Predict(
    "“Scorchmane Raider” intercepted: Player 1's vanguard now has 15,000 against the boosted "
    "Archer's 16,000. Does the attack hit?",
    ["it hits", "it does not hit"],
    intercepted_attack,
)
q3
'''),
        check('play(game, "end-guard")'),
        check('rule("battle.intercept", "battle.hit-vanguard")'),
        md('''
16,000 is at least 15,000, so it hits: the vanguard takes damage equal to the attacker's
**critical** (1 here), one damage check per point. Notebook 5 is all about those checks.

## Attacking a rear-guard

Finally Player 2's “Shoalguard Cadet” attacks Player 1's front-left *rear-guard* instead of the
vanguard. Player 1 lets it through.
'''),
        check('''
play(game, "attack", circle="FR", target="FL")
play(game, "boost")
play(game, "end-guard")
'''),
        check('rule("battle.hit-rearguard")'),
        md('''
A hit rear-guard is simply **retired** to the drop zone: no damage check, whatever the
attacker's critical. Player 2 has no standing front-row unit left, so the battle phase ended,
and with it the turn. Here is the table as Player 1's turn 5 begins (Player 1's units stood up
in the stand phase):
'''),
        check("field(game)"),
        md('''
## Recap

- A standing front-row unit attacks a unit in the opponent's front row; only the attacker
  rests [battle.attack].
- The standing unit directly behind the attacker may boost, adding its power for this battle
  [battle.boost].
- Only the defender guards, with any number of units from the hand; their shields add to the
  attacked unit's power [battle.guard]. A front-row rear-guard with Intercept, even a rested
  one, may guard too [battle.intercept]. Guardians are retired in the damage step, whatever
  happened [battle.guardians-retire].
- The attack hits when its power is **equal to or greater** than its target's: ties go to the
  attacker [battle.hit-check].
- A hit vanguard takes damage checks equal to the critical [battle.hit-vanguard]; a hit
  rear-guard is just retired [battle.hit-rearguard].

Next: **5 · Drive checks, damage checks and triggers**.
'''),
    ]


# ------------------------------------------------------------------------- notebook 5

def nb05() -> list[tuple[str, str]]:
    return [
        md('''
# 5 · Drive checks, damage checks and triggers

Sixteen cards of every deck carry a **trigger icon**. A trigger does nothing in your hand; it
matters only when a **check** turns it face up: a *drive check* (your vanguard attacks) or a
*damage check* (your vanguard is hit). In this notebook you will see:

- what each trigger does, and who chooses where its bonus goes;
- the **heal** trigger's condition;
- why a second damage check still happens after the first one turned up a trigger.
'''),
        code(SETUP),
        check('''
from vgwidget.engine.formats import CLASSIC, STANDARD

print("trigger     Standard     Classic")
for kind in ["critical", "draw", "heal", "front", "over", "stand"]:
    std, cls = STANDARD.trigger_power.get(kind), CLASSIC.trigger_power.get(kind)
    print(f"{kind:<9} {'-' if std is None else f'+{std:,}':>12} {'-' if cls is None else f'+{cls:,}':>10}")
'''),
        md('''
The table comes straight from the engine's format data: a trigger gives **power** (to a unit
you choose) plus its own effect. Critical, draw and heal are in both formats; *front* and
*over* are Standard's, *stand* is Classic's (notebooks 7 and 8).
'''),
        check('rule("trigger.check", "trigger.power")'),
        md('''
## A heal trigger on the first damage

We fast-forward a seeded game to turn 2, where Player 1 (who went second) attacks. Player 2
does not guard, the attack hits, and the damage check turns up a heal trigger. Play stops when
Player 2 has to choose which unit gets the +10,000.
'''),
        check('''
from vgwidget.quiz import hit_decided, play_until

game = Game.new(seed=21)
play_until(game, lambda new: game.decision["kind"] == "power-to")
turn2 = next(i for i, e in enumerate(game.events) if e.turn == 2 and e.rule == "battle.attack")
print(game.explain(start=turn2))
print("\\nThe game waits for:", game.decision["prompt"])
'''),
        code("board(game)"),
        md('''
A heal trigger lets you move one card from your damage zone to the drop zone, but only **if
your damage is at least your opponent's**. Both players have 0 damage in their damage zones.
'''),
        code('''
def first_heal():
    out = what_if(game, *power_first(game), {"kind": "power-to", "circle": "VC"}, until=hit_decided)
    heal = next(e for e in out.events if e.rule == "trigger.heal")
    healed = heal.kind == "heal"
    return Verdict("a damage is healed" if healed else "nothing is healed", "trigger.heal", heal.text)


q1 = Predict(
    "Player 2's heal trigger is in the trigger zone. Will Player 2 heal a damage?",
    ["a damage is healed", "nothing is healed"],
    first_heal,
)
q1
'''),
        check('play(game, "power-to", circle="VC")'),
        check('rule("trigger.heal", "damage.check")'),
        md('''
The checked card is still in the **trigger zone** while its trigger resolves; it reaches the
damage zone only afterwards. So Player 2 had no damage to heal yet. That same order is what
saves you when a heal turns up as your sixth damage: you heal first, then the card lands, and
you are back at five.

Let's watch the same trigger work. On turn 3 Player 2 attacks with a rear-guard of equal
power (equal power hits, remember), and Player 1's damage check turns up a heal trigger. Player
1 has 1 damage, Player 2 has 1:
'''),
        check('''
play_until(game, lambda new: game.decision["kind"] == "power-to")
attack = [i for i, e in enumerate(game.events) if e.rule == "battle.attack"][-1]
print(game.explain(start=attack))
print()
play(game, "power-to", circle="VC")
'''),
        md('''
1 is at least 1, so the heal happens, and then the checked card goes to the damage zone. Player
1 is still at 1 damage, and the vanguard got +10,000 for the rest of the turn.

## A critical trigger, and two damage checks

On turn 4 Player 1's vanguard attacks Player 2's, boosted, and Player 2 does not guard. The
drive check turns up a **critical trigger**: +10,000 power *and* +1 critical, each to a unit
Player 1 chooses. Player 1 gives both to the vanguard.
'''),
        check('''
play_until(game, lambda new: game.decision["kind"] == "power-to")
start = next(i for i, e in enumerate(game.events) if e.turn == 4 and e.rule == "battle.attack")
print(game.explain(start=start))
print()
play(game, "power-to", circle="VC")
'''),
        check('''
play(game, "critical-to", circle="VC")
rule("trigger.critical")
'''),
        md('''
The vanguard hit with critical 2, so Player 2 makes **two** damage checks, one after the other.
The first one turned up a **draw trigger**, and now Player 2 chooses where its +10,000 goes.
'''),
        code('''
def second_check():
    out = what_if(game, *power_first(game), {"kind": "power-to", "circle": "VC"}, until=hit_decided)
    checks = [e for e in out.events if e.rule == "damage.check" and e.kind == "damage-check"]
    answer = "yes, it still happens" if checks else "no, the damage is cancelled"
    because = checks[0].text if checks else "no second damage check was made"
    return Verdict(answer, "battle.hit-vanguard", because)


q2 = Predict(
    "Player 2 puts the draw trigger's +10,000 on the vanguard. The attack has already hit. "
    "Does Player 2's second damage check still happen?",
    ["yes, it still happens", "no, the damage is cancelled"],
    second_check,
)
q2
'''),
        check('play(game, "power-to", circle="VC")'),
        check('rule("battle.hit-vanguard", "trigger.draw")'),
        md('''
Two things to notice in that log:

1. **The draw comes before the second check.** Each damage check finishes completely (trigger
   resolved, card placed in the damage zone) before the next one starts.
2. **The hit stands.** Power is compared once, at the hit check. A trigger that raises the
   defender's power afterwards helps against *later* attacks this turn, not against this one.

## Recap

- A trigger only matters when a drive check or a damage check reveals it; each gives power to
  a unit you choose, plus its own effect [trigger.check] [trigger.power].
- Critical: +1 critical [trigger.critical]. Draw: draw a card [trigger.draw]. Heal: heal one
  damage, if your damage is at least your opponent's, checked while the card is still in the
  trigger zone [trigger.heal].
- An attacking vanguard drive-checks before the hit check [battle.drive]; a hit vanguard makes
  one damage check per point of critical, each finished before the next [damage.check].
- Once an attack has hit, its damage checks all happen, whatever the triggers do to power
  [battle.hit-vanguard].

Next: **6 · Building a deck**.
'''),
    ]


# ------------------------------------------------------------------------- notebook 6

def nb06() -> list[tuple[str, str]]:
    return [
        md('''
# 6 · Building a deck

So far we used the shipped teaching decks. In this notebook you learn the **deck-construction
rules** by breaking them, one at a time, and reading what the deck checker says. Every
complaint names the rule it comes from.

A deck list is plain text: `4 x Card Name` lines, optional `name:` and `format:` headers, and
sections such as `[ride deck]` or (Classic) `[first vanguard]`.
'''),
        code(SETUP + '''
from vgwidget.engine.decks import check_deck, format_violations, parse_deck, teaching_decks

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
'''),
        md("Here is the Standard teaching deck as a list, and what the checker thinks of it:"),
        check('''
print(STANDARD_DECK)
check(STANDARD_DECK)
'''),
        check('rule("deck.size", "deck.copies", "deck.triggers")'),
        md('''
## Size, copies and triggers

**Too few cards.** Take one “Ember Lancer” out. (The checker reports a line number when a
problem belongs to one line; whole-deck problems have none.)
'''),
        check('check(edit(STANDARD_DECK, ("4 x Ember Lancer", "3 x Ember Lancer")))'),
        md('''
**Too many copies.** The main deck has three “Cinder Drake Warden” and the ride deck one more.
In Standard the ride deck counts towards the four-copy limit, so a fourth copy in the main deck
is one too many, even though the main deck alone would hold only four:
'''),
        code('''
TOO_MANY = edit(STANDARD_DECK, ("3 x Cinder Drake Warden", "4 x Cinder Drake Warden"), ("4 x Blazeguard Knight", "3 x Blazeguard Knight"))


def warden_deck():
    problems = check_deck(parse_deck(TOO_MANY), "standard")
    if not problems:
        return Verdict("legal", "deck.copies", "the checker finds no problem")
    return Verdict("not legal", problems[0].rule, str(problems[0]))


q1 = Predict(
    "Four “Cinder Drake Warden” in the 50-card main deck, plus the one in the ride deck. Legal in Standard?",
    ["legal", "not legal"],
    warden_deck,
)
q1
'''),
        check("check(TOO_MANY)"),
        md("**Not 16 triggers.** Swap one draw trigger for a grade 1 unit:"),
        check('check(edit(STANDARD_DECK, ("4 x Hearthfox Courier", "3 x Hearthfox Courier"), ("4 x Ember Lancer", "5 x Ember Lancer")))'),
        md('''
That one edit broke two rules: 15 triggers, and five “Ember Lancer”. The checker reports
every problem at once, so you can fix them all in one go.

## Caps on particular triggers and cards

Within the 16 triggers, some kinds are capped: at most **4 heal** triggers, and in Standard at
most **1 over** trigger (and at most 8 critical, 8 draw and 8 front). Swap a draw trigger for a
second over trigger:
'''),
        check('''
check(edit(STANDARD_DECK, ("4 x Hearthfox Courier", "3 x Hearthfox Courier"), ("1 x Dawnforge Phoenix", "2 x Dawnforge Phoenix")))
rule("deck.over-cap", "deck.heal-cap")
'''),
        md('''
Now a Classic deck with **five heal triggers**: four “Candlemend Cleric” and one “Galley
Medic” from another clan, in place of a draw trigger. Which rule does it break?
'''),
        code('''
FIVE_HEALS = edit(CLASSIC_DECK, ("4 x Lanternlight Scribe", "3 x Lanternlight Scribe\\n1 x Galley Medic"))
RULE_CHOICES = ["deck.copies", "deck.heal-cap", "deck.nation", "no rule: it is legal"]


def five_heals():
    problems = check_deck(parse_deck(FIVE_HEALS), "classic")
    if not problems:
        return Verdict("no rule: it is legal", "deck.heal-cap", "the checker finds no problem")
    return Verdict(problems[0].rule, problems[0].rule, str(problems[0]))


q2 = Predict("Five heal triggers, from two clans, in a Classic deck. Which rule does it break?", RULE_CHOICES, five_heals)
q2
'''),
        check('check(FIVE_HEALS, "classic")'),
        md('''
No copy problem (no name appears more than four times) and no nation problem (Classic has no
single-nation rule), just the heal cap. **Sentinels** are capped the same way: at most four
cards with the Sentinel ability, whatever their names.
'''),
        check('''
SENTINELS = edit(CLASSIC_DECK, ("4 x Brightshield Footman", "3 x Aegis Lantern Warden\\n1 x Brightshield Footman"), ("3 x Halo Shieldbearer", "2 x Anchorline Defender\\n1 x Halo Shieldbearer"))
check(SENTINELS, "classic")
rule("deck.sentinel")
'''),
        md('''
## Standard's ride deck and nation

A Standard ride deck is exactly five cards: one unit each of grade 0, 1, 2 and 3 plus one Ride
Deck Crest. Drop the crest, or swap the grade 2 for a second grade 3:
'''),
        check('''
check(edit(STANDARD_DECK, ("1 x Ride Deck Crest\\n", "")))
print()
check(edit(STANDARD_DECK, ("1 x Cinder Drake Warden\\n1 x Pyreheart", "1 x Magmaforge Tyrant\\n1 x Pyreheart")))
'''),
        check('rule("deck.ride-deck", "deck.ride-deck-crest")'),
        md('''
A Standard deck is built from **one nation**. Slip a Tidecourt card into the Emberreach deck,
and the crest does not belong in the main deck either:
'''),
        check('''
check(edit(STANDARD_DECK, ("4 x Ember Lancer", "3 x Ember Lancer\\n1 x Kelpwood Archer")))
print()
check(edit(STANDARD_DECK, ("4 x Ember Lancer", "3 x Ember Lancer\\n1 x Ride Deck Crest")))
'''),
        check('rule("deck.nation", "deck.card-types")'),
        md('''
## Classic's first vanguard, and format legality

A Classic deck names its first vanguard under `[first vanguard]`, a grade 0 unit that is one of
the 50; a grade 1 will not do. And every card must be legal in the format: the teaching card
pool has separate Standard and Classic cards. (A Classic card belongs to no Standard nation,
so slipping one into a Standard deck breaks the nation rule as well.)
'''),
        check('''
check(edit(CLASSIC_DECK, ("[first vanguard]\\n1 x Lampwick Sprite", "[first vanguard]\\n1 x Halo Shieldbearer")), "classic")
print()
check(edit(STANDARD_DECK, ("4 x Ember Lancer", "3 x Ember Lancer\\n1 x Brightshield Footman")))
'''),
        check('rule("deck.first-vanguard", "deck.format-legal")'),
        md('''
## An illegal deck cannot start a game

`Game.new()` checks both decks and refuses to start with an illegal one, listing every
problem. (From a terminal, `vgwidget check-deck my-deck.txt --format standard` does the same
check on a file.)
'''),
        check('''
from vgwidget import DeckError

try:
    Game.new(TOO_MANY, seed=1)
except DeckError as err:
    print(err)
'''),
        md('''
Fix it (the fourth “Cinder Drake Warden” back out, a “Blazeguard Knight” back in) and the game
starts. Here it is on the board, from Player 1's seat:
'''),
        code('''
fixed = edit(TOO_MANY, ("4 x Cinder Drake Warden", "3 x Cinder Drake Warden"), ("3 x Blazeguard Knight", "4 x Blazeguard Knight"))
board(Game.new(fixed, seed=6), perspective=0)
'''),
        md('''
## Recap

- 50 cards in the main deck [deck.size], at most four per name, ride deck included in
  Standard [deck.copies], exactly 16 triggers [deck.triggers].
- At most 4 heal triggers [deck.heal-cap], 1 over trigger in Standard [deck.over-cap], and
  4 Sentinels [deck.sentinel].
- Standard: a 5-card ride deck, grades 0 to 3 plus one crest [deck.ride-deck]
  [deck.ride-deck-crest], one nation [deck.nation], units and orders only in the main deck
  [deck.card-types].
- Classic: the first vanguard is a grade 0 among the 50 [deck.first-vanguard].
- Every card must be legal in the format [deck.format-legal].

Next: **7 · The Standard format**: the ride deck, front and over triggers.
'''),
    ]


# ------------------------------------------------------------------------- notebook 7

def nb07() -> list[tuple[str, str]]:
    return [
        md('''
# 7 · The Standard format

Standard is today's format. You have already met most of it; this notebook looks closely at
what is special to Standard:

- the **ride deck** and its rules;
- a **grade 0** vanguard makes no drive check;
- the **front trigger** and the **over trigger**.
'''),
        code(SETUP + "\n" + OPTIONS),
        check('rule("zone.ride-deck", "ride.ride-deck")'),
        md('''
## Riding from the ride deck

A new game, both hands kept, and Player 1 (who goes first) is in the first ride phase:
'''),
        check('''
from vgwidget.quiz import hit_decided, play_until

game = Game.new(seed=3)
play(game, "mulligan", cards=())
play(game, "mulligan", cards=())
ride_deck = [game.state.card(i) for i in game.state.players[0].ride_deck]
print("\\nPlayer 1's ride deck:", ", ".join(f"{c.name} (grade {c.grade})" for c in ride_deck))
'''),
        md('''
On the board, from Player 1's seat, Player 1's ride deck is face up for its owner, while
Player 2's shows only its size:
'''),
        code("board(game, perspective=0)"),
        md('''
The ride deck holds the next three grades, in order. The engine offers the grade 1 only, once
for each card in hand that could pay for it; a normal ride from the hand (a grade 0 or 1) is
possible as well. Copies of one card are told apart by their order in the hand: `[2]` is the
second copy, `[3]` the third.
'''),
        check("options(game)"),
        code('''
from vgwidget import Action, IllegalAction


def ride_grade_2():
    ps = game.state.players[0]
    grade2 = next(i for i in ps.ride_deck if game.state.card(i).grade == 2)
    try:
        game.check(Action("ride-deck", 0, card=grade2, cards=(ps.hand[0],)))  # changes nothing
    except IllegalAction as refusal:
        return Verdict("no", refusal.rule, refusal.message)
    return Verdict("yes", "ride.ride-deck", "the engine accepts the ride")


q1 = Predict(
    "The vanguard is grade 0. May Player 1 skip a grade and ride the grade 2 from the ride deck (discarding a card)?",
    ["yes", "no"],
    ride_grade_2,
)
q1
'''),
        check('''
ps = game.state.players[0]
grade2 = next(i for i in ps.ride_deck if game.state.card(i).grade == 2)
try:
    game.apply(Action("ride-deck", 0, card=grade2, cards=(ps.hand[0],)))
except IllegalAction as refusal:
    print(refusal)
rule("ride.grade")
'''),
        md("So Player 1 rides the grade 1, paying with “Scorchmane Raider”:"),
        check('play(game, "ride-deck", card="Cinderling Squire", cards=["Scorchmane Raider"])'),
        md('''
## A grade 0 vanguard does not drive

`autopilot` plays on to Player 2's ride phase on turn 2. There we make a **fork**: an
independent copy of the game from this point, where we can try something without touching the
real game. In the fork, Player 2 skips the ride and attacks with the grade 0 first vanguard.
'''),
        check('''
play_until(game, lambda new: game.state.turn == 2 and game.decision["kind"] == "ride")
trial = game.fork()  # a what-if line; `game` itself is not changed
play(trial, "skip-ride")
play(trial, "end-main")
play(trial, "attack", circle="VC", target="VC")
play(trial, "end-guard")
'''),
        check('rule("battle.drive")'),
        md('''
## The front trigger

A **front trigger** gives +10,000 to **every unit in your front row**, vanguard included,
instead of one unit. We fast-forward another seeded game to the moment one turns up. This one
appears in a damage check, so it is the *defending* player's front row that gets stronger for
the rest of the turn:
'''),
        check('''
front = Game.new(seed=7)
play_until(front, lambda new: any(e.rule == "trigger.front" for e in new))
i = next(i for i, e in enumerate(front.events) if e.rule == "trigger.front")
print(front.explain(start=i - 3, stop=i + 1))
rule("trigger.front")
'''),
        md('''
## The over trigger

A Standard deck holds exactly one **over trigger**. When it turns up it is **removed from the
game**, you draw a card, and one of your units gets +100,000,000 power until end of turn. Back
to the game from notebook 4: it is turn 4, Player 2 attacks, and Player 1's damage check is
about to turn up Player 1's over trigger.
'''),
        check('''
game = Game.new(seed=20)
play_until(game, lambda new: game.state.turn == 4 and game.decision["kind"] == "attack")
play(game, "attack", circle="VC", target="VC")
play(game, "boost")
play(game, "end-guard")
play(game, "attack", circle="FL", target="VC")
play(game, "boost")
'''),
        code('''
PLACES = {"damage": "the damage zone", "removal": "the removal zone", "drop": "the drop zone", "hand": "the hand"}


def where_the_over_trigger_goes():
    out = what_if(game, "end-guard", until=hit_decided)
    revealed = next(e for e in out.events if e.rule == "trigger.check" and "over trigger" in e.text)
    card = revealed.cards[0]
    zone = out.state.locate(card)[1]
    removed = next(e for e in out.events if e.rule == "trigger.over")
    return Verdict(PLACES[zone], "trigger.over", removed.text)


q2 = Predict(
    "Player 1's damage check turns up the over trigger. Where is that card when the battle is over?",
    ["the damage zone", "the removal zone", "the drop zone", "the hand"],
    where_the_over_trigger_goes,
)
q2
'''),
        check('''
play(game, "end-guard")
play(game, "power-to", circle="VC")
'''),
        check('rule("trigger.over", "zone.removal")'),
        md('''
The over trigger left the trigger zone for the removal zone, so it never reached the damage
zone: this damage check added **no damage**. And with 100,010,000 power Player 1's vanguard will
not be hit again this turn.

## Recap

- Standard players bring a ride deck; riding from it costs a discard, must be exactly one grade
  up, and is the turn's one normal ride [ride.ride-deck] [ride.grade].
- A grade 0 vanguard makes no drive check in Standard [battle.drive].
- Front trigger: +10,000 to every front-row unit [trigger.front].
- Over trigger: removed from the game, draw a card, +100,000,000 power [trigger.over]; the
  removal zone is public and nothing comes back from it [zone.removal].

Next: **8 · Classic vs Standard**, the same position under both formats.
'''),
    ]


# ------------------------------------------------------------------------- notebook 8

def nb08() -> list[tuple[str, str]]:
    return [
        md('''
# 8 · Classic vs Standard

The engine plays two formats, and what differs between them is **data**, not special cases:
each format is a `Format` record that the procedures consult. In this notebook you will read
that data, then play **the same position** under both formats, side by side, and see what
changes.
'''),
        code(SETUP),
        check('''
from dataclasses import fields

from vgwidget.engine.formats import CLASSIC, STANDARD

SKIP = {"name", "title", "inventory_tag", "source"}


def show(value):
    if isinstance(value, frozenset):
        return ", ".join(sorted(value))
    if hasattr(value, "items"):
        return ", ".join(f"{k} {v:,}" for k, v in sorted(value.items()))
    return str(value)


for f in fields(STANDARD):
    std, cls = getattr(STANDARD, f.name), getattr(CLASSIC, f.name)
    if f.name not in SKIP and std != cls:
        print(f"{f.name}\\n   Standard: {show(std)}\\n   Classic:  {show(cls)}")
'''),
        md('''
Many of these you met already: the ride deck and where the first vanguard comes from
(notebook 2), the mulligan procedure (notebook 2), the trigger types and their power (notebook
5). Three are about battle, and we'll see them in action:

- `guard_grade_limit`: in Classic a guardian may not have a higher grade than the defender's
  vanguard;
- the turn's flow (`vgwidget/engine/procedures/flow.py`): both retire guardians inside the
  damage step, Standard after the hit abilities and Classic before them;
- `trigger_condition`: in Classic a trigger works only if you have a unit of its clan on a
  circle.

## One position, two formats

The two formats use different card pools, so "the same position" means the same *roles*:
cards of the same grades, powers and shields on the same circles, and the same triggers on top
of the decks. We write the position once as a template of a *position file* (notebook 10 shows
the format in full) and fill it with each format's cards:
'''),
        check('''
TEMPLATE = """
[meta]
title = "Same battle, {format}"

[game]
format = "{format}"
seed = 8
turn = 4
turn_player = 2
phase = "battle"
step = "start"

[players.1]
hand = ["{guard_g2}", "{guard_a}", "{guard_a}", "{guard_b}", "{guard_b}"]
damage = ["{filler}", "{filler}"]
deck = {{ top = ["{p1_heal}"], fill = "teaching" }}
circles = {{ VC = "{p1_vanguard}" }}

[players.2]
damage = ["{filler2}", "{filler2}"]
deck = {{ top = ["{p2_critical}"], fill = "teaching" }}
circles = {{ VC = "{p2_vanguard}", BC = "{p2_booster}" }}
"""

ROLES = {
    "standard": dict(
        p1_vanguard="Cinderling Squire", guard_g2="Blazeguard Knight", guard_a="Kindlescale Page",
        guard_b="Ember Lancer", p1_heal="Warmglow Mender", filler="Flarewing Skirmisher",
        p2_vanguard="Coralshield Captain", p2_booster="Pearlshell Acolyte",
        p2_critical="Riptide Striker", filler2="Kelpwood Archer",
    ),
    "classic": dict(
        p1_vanguard="Brightshield Footman", guard_g2="Dawnspear Knight", guard_a="Lanternguard Squire",
        guard_b="Gleamhelm Scout", p1_heal="Candlemend Cleric", filler="Halo Shieldbearer",
        p2_vanguard="Thunderhull Marauder", p2_booster="Deckhand Brawler",
        p2_critical="Cutlass Parrot", filler2="Windlash Swashbuckler",
    ),
}
games = {fmt: Game.from_position(TEMPLATE.format(format=fmt, **cards)) for fmt, cards in ROLES.items()}
for fmt, g in games.items():
    c = g.state.card
    ps = g.state.players
    print(f"{fmt:>8}: Player 2's {c(ps[1].vanguard).name} ({c(ps[1].vanguard).power:,}) boosted by "
          f"{c(ps[1].at('BC')).name} ({c(ps[1].at('BC')).power:,}) against Player 1's "
          f"{c(ps[0].vanguard).name} ({c(ps[0].vanguard).power:,})")
'''),
        md('''
Player 2's grade 2 vanguard (10,000) attacks Player 1's grade 1 vanguard (8,000), boosted by
an 8,000 grade 1 unit: 18,000 against 8,000 in both formats. Player 1 holds a grade 2 card and
four grade 1 cards, each with 5,000 shield. Here are the two boards:
'''),
        code('''
import ipywidgets

ipywidgets.HBox([board(games["standard"]), board(games["classic"])])
'''),
        check('''
def both(kind, **match):
    """Take the same decision in both games (cards named by role) and print both logs."""
    for fmt, g in games.items():
        named = {k: ROLES[fmt].get(v, v) for k, v in match.items()}
        print(f"--- {fmt}")
        play(g, kind, **named)


both("attack", circle="VC", target="VC")
both("boost")
'''),
        md("## Guarding with a grade 2 card"),
        code('''
def classic_grade_2_guard():
    g = games["classic"]
    for a in g.legal_actions():
        if a.kind == "guard" and g.state.card(a.card).name == ROLES["classic"]["guard_g2"]:
            return Verdict("yes", "battle.guard", "the engine lists it among the legal guards")
    card = next(i for i in g.state.players[0].hand if g.state.card(i).name == ROLES["classic"]["guard_g2"])
    try:
        g.check(Action("guard", 0, card=card))
    except IllegalAction as refusal:
        return Verdict("no", refusal.rule, refusal.message)
    return Verdict("yes", "battle.guard", "the engine accepts the guard")


from vgwidget import Action, IllegalAction

q1 = Predict(
    "In the Classic game, may Player 1 (grade 1 vanguard) guard with the grade 2 “Dawnspear Knight”?",
    ["yes", "no"],
    classic_grade_2_guard,
)
q1
'''),
        check('''
for fmt, g in games.items():
    guards = sorted({g.state.card(a.card).name for a in g.legal_actions() if a.kind == "guard"})
    print(f"{fmt:>8} may guard with: {', '.join(guards)}")
rule("battle.guard-grade")
'''),
        md('''
Player 1 guards with four grade 1 cards, 20,000 shield in all, in both formats: 28,000
against 18,000. Then Player 2's drive check turns up a critical trigger...
'''),
        check('''
both("guard", card="guard_a")
both("guard", card="guard_a")
both("guard", card="guard_b")
both("guard", card="guard_b")
'''),
        code('''
from vgwidget.quiz import hit_decided, hit_verdict


def standard_outcome():
    g = games["standard"]
    return hit_verdict(what_if(g, "end-guard", until=hit_decided))


q2 = Predict(
    "Player 1 stops guarding at 28,000 against 18,000. Player 2's drive check will turn up a critical "
    "trigger, and its power will go to the vanguard. In the Standard game, does the attack hit?",
    ["it hits", "it does not hit"],
    standard_outcome,
)
q2
'''),
        check('''
both("end-guard")
both("power-to", circle="VC")
both("critical-to", circle="VC")
'''),
        md('''
The Classic battle is over, and so is Player 2's turn there. In the Standard game the attack
hit with critical 2, and Player 1's first damage check turned up a heal trigger. Player 1 has
2 damage, as many as Player 2, so the heal happens. Player 1 first gives the +10,000 (the
guardian still on the guardian circle could take it too: in the damage step it is one of
Player 1's units), then picks which damage card to heal:
'''),
        check('''
play(games["standard"], "power-to", circle="VC")
play(games["standard"], "heal-card", card="Flarewing Skirmisher")
'''),
        md('''
Same position, same decisions, different outcomes:

- the critical trigger gave **+10,000** in Standard, so 28,000 against 28,000 **hit** (a tie
  goes to the attacker), but only **+5,000** in Classic, so 23,000 did **not** reach 28,000;
- in both formats the four guardians leave the guardian circle **inside the damage step**, as
  the official rules of each era say: in Standard at its very end, after the damage checks and
  the "when the attack hits" abilities; in Classic after the damage checks and before them;
- in the Standard game the attack got through, so Player 1 made two damage checks (critical
  2), and the heal trigger among them gave +10,000 and healed a damage (2 against 2).
'''),
        check('''
from vgwidget.quiz import play_until

for fmt, g in games.items():
    play_until(g, lambda new: any(e.rule == "battle.guardians-retire" for e in g.events))
    hit = [e.text for e in g.events if e.rule == "battle.hit-check"][-1]
    retire = next(e for e in g.events if e.rule == "battle.guardians-retire")
    after = [e.rule for e in g.events if e.seq > retire.seq][:1]
    print(f"{fmt:>8}: {hit}")
    print(f"{'':>8}  guardians retired in the {retire.step} step, then: {after}")
rule("battle.guardians-retire", "trigger.power")
'''),
        md('''
## The stand trigger and the trigger condition (Classic)

Classic has a **stand trigger** (+5,000, and stand one of your rested rear-guards, so it can
attack again) and a **condition**: a trigger does something only if one of your units on the
vanguard or rear-guard circles shares its clan. The teaching decks are single-clan, so the
condition always holds there. Here is a stand trigger in a seeded Classic game:
'''),
        check('''
from vgwidget.quiz import play_until

classic = Game.new(seed=0, format="classic")
play_until(classic, lambda new: any(e.rule == "trigger.stand" for e in new))
i = next(i for i, e in enumerate(classic.events) if e.rule == "trigger.stand")
print(classic.explain(start=i - 3, stop=i + 1))
rule("trigger.stand", "trigger.condition")
'''),
        md('''
## Recap

- The formats differ by data: one `Format` record per format, read by every procedure.
- Classic limits a guardian's grade to the defender's vanguard's grade; Standard does not
  [battle.guard-grade].
- Trigger power: +10,000 in Standard, +5,000 in Classic [trigger.power]; Standard has front
  and over triggers, Classic has stand triggers and a same-clan condition [trigger.stand]
  [trigger.condition].
- Guardians retire inside the damage step in both formats: in Standard after the hit
  abilities, in Classic before them [battle.guardians-retire].
- The same position can turn out differently under each format's rules.

Next: **9 · The judge's casebook**.
'''),
    ]
# ------------------------------------------------------------------------- notebook 9

CASEBOOK_SETUP = '''
import textwrap
from pathlib import Path

from vgwidget import IllegalAction
from vgwidget.engine.position import load as load_position
from vgwidget.engine.position import positions_dir
from vgwidget.engine.notation import describe, parse
from vgwidget.engine.timeline import check_expectations


def case_file(name):
    """A casebook position: from tutorials/positions, else one shipped with vgwidget."""
    mine = Path("positions") / name
    return mine if mine.exists() else positions_dir() / name


def wrap(text):
    return textwrap.fill(" ".join(text.split()), 100)


def show_new(game, start):
    """Print the events from index `start` up to the end of this turn's battle phase; only
    count the rest (the end phase and the next turn's first steps)."""
    new = game.explain(start=start).splitlines()
    events = game.events[start:]
    shown = [line for line, e in zip(new, events) if e.turn == events[0].turn and e.phase != "end"]
    print("\\n".join(shown))
    if len(shown) < len(new):
        waits = game.decision["prompt"] if game.decision else game.result.reason
        print(f"   ... {len(new) - len(shown)} more events: the turn ends. Now: {waits}")


class Case:
    """One Q&A item: its position file, the game set out from it, and its scripted decisions."""

    def __init__(self, name):
        path = case_file(name)
        self.data = load_position(path).extras
        self.meta = self.data.get("meta", {})
        self.script = list(self.data.get("script", {}).get("actions", []))
        self.game = Game.from_position(path)
        self.marks = []  # before each step: the number of the last event
        self.lines = {}  # the side lines (forks) by name
        print(self.meta.get("title", name))
        print(wrap("Question: " + self.meta.get("question", "")))
        print()
        print(self.game.explain())

    def step(self):
        """Play the next decision of the file's script and print what happened. A decision the
        file marks as illegal is only tried: the engine refuses it and nothing changes."""
        spec = self.script[len(self.marks)]
        self.marks.append(self.game.cursor)
        action = parse(self.game.state, spec)
        said = f"Player {action.player + 1}: {describe(self.game.state, action)}"
        if isinstance(spec, dict) and spec.get("illegal"):
            try:
                self.game.check(action)
            except IllegalAction as refusal:
                print(f"> {said}? Refused: {refusal}")
                return
            print(f"> {said}? Accepted, which the file did not expect!")
            return
        start = len(self.game.events)
        self.game.apply(action)
        print(f"> {said}")
        show_new(self.game, start)

    def ruling(self):
        """The file's ruling, whether the engine's log agrees with it, and the rules it rests on."""
        problems = check_expectations(
            self.game.events, self.data.get("expect", ()), self.data.get("final"), self.game.state
        )
        print(wrap("Ruling: " + self.meta.get("ruling", "")))
        print("The engine agrees." if not problems else "The engine DISAGREES: " + "; ".join(problems))
        for r in self.meta.get("rules", []):
            print(f"  [{r}] {get_rule(r).title}")

    def fork(self, at, *specs, name):
        """Start a side line just before step `at` (None: from the end) and play `specs` on it."""
        if at is not None:
            self.game.seek(self.marks[at])
        line = self.game.fork(name)
        self.game.seek_end()
        print(f"Side line “{name}”, branching after event {line.branch_at}:")
        for spec in specs:
            action = parse(line.state, spec)
            said = f"Player {action.player + 1}: {describe(line.state, action)}"
            start = len(line.events)
            line.apply(action)
            print(f"> {said}")
            show_new(line, start)
        self.lines[name] = line
'''

# Q number -> (section, one-line intro in our words)
CASEBOOK = {
    1: ("turn", "Going first: you draw, but you do not attack."),
    2: ("turn", "Riding never goes down a grade."),
    3: ("turn", "Calling is capped by your vanguard's grade."),
    4: ("turn", "A circle holds one unit: calling onto it retires the old one."),
    5: ("turn", "Rear-guards move within their column, and swap if needed."),
    6: ("turn", "Rested units may move too."),
    13: ("attack", "Rested or standing, a front-row unit can be attacked."),
    14: ("attack", "Being attacked does not rest you."),
    15: ("attack", "Boosts are for attackers only."),
    16: ("attack", "Equal power hits."),
    17: ("attack", "Critical does nothing against a rear-guard."),
    18: ("attack", "A failed attack costs the attacker nothing."),
    19: ("attack", "Locked cards neither attack nor boost."),
    20: ("attack", "A deleted vanguard can be attacked, a locked rear-guard cannot."),
    22: ("guard", "Guard with as many cards as you like."),
    23: ("guard", "A unit without a shield value can still guard in Standard, for 0."),
    24: ("guard", "A guardian's shield counts while it stays on the guardian circle."),
    25: ("guard", "A rested rear-guard can intercept."),
    26: ("guard", "Guardians and interceptors are retired after every battle."),
    28: ("guard", "Only the defender guards."),
    29: ("guard", "No new guardians once the drive check has started."),
    30: ("checks", "Twin Drive always means two drive checks."),
    31: ("checks", "A trigger's bonus lasts until the end of the turn."),
    32: ("checks", "A damage check finishes, draw included, before the next one."),
    33: ("checks", "A trigger during the damage checks does not undo the hit."),
    34: ("checks", "A heal trigger as your sixth damage can save you."),
    35: ("end", "An empty deck loses at once."),
    36: ("end", "There is no hand limit."),
    38: ("end", "A deleted vanguard still attacks with Twin Drive, and can be ridden over."),
    39: ("end", "A deleted unit's printed power is 0; other bonuses still count."),
}

SECTIONS = {
    "turn": "## The turn: draw, ride, call and move (Q01–Q06)",
    "attack": "## Attacking (Q13–Q20)",
    "guard": "## Guarding (Q22–Q29)",
    "checks": "## Drive checks, damage checks and triggers (Q30–Q34)",
    "end": "## Decks, hands and deleted units (Q35–Q39)",
}

# Q number -> (markdown, step index to branch before or None for the end, decisions, name)
ALTERNATIVES = {
    1: ("What about the second player? In a side line, Player 2 plays turn 2 and attacks straight away.",
        None, ["ride-deck: Shoalguard Cadet (discard Kelpwood Archer)", "end-main", "attack: VC -> VC"], "turn 2"),
    2: ("Riding a unit of the *same* grade is fine:", 1, ["ride: Blazeguard Knight"], "same grade"),
    3: ("Had Player 1 ridden the grade 2 first, the Knight could have been called:",
        0, ["ride: Cinder Drake Warden", "call: Blazeguard Knight -> FL"], "ride first"),
    4: ("Called to an empty circle instead, nothing is retired:", 0, ["call: Blazeguard Knight -> FR"], "empty circle"),
    5: ("With nobody behind it, a rear-guard simply moves:", 0, ["move: FR -> BR"], "empty circle"),
    6: ("And it may move back again, still rested: moves are not limited.", None, ["move: BL -> FL"], "back again"),
    13: ("Attacking the standing rear-guard instead works just the same:", 0, ["attack: VC -> FR", "end-guard"], "standing target"),
    16: ("A single 5,000 shield is enough to turn the tie into a miss:", 0, ["guard: Kelpwood Archer", "end-guard"], "one guardian"),
    18: ("Without the guardian the same attack hits:", 0, ["end-guard"], "no guard"),
    22: ("One guardian is not enough here (18,000 against 21,000):", 2, ["guard: Kelpwood Archer", "end-guard"], "one guardian"),
    25: ("Without the intercept the attack hits:", 0, ["end-guard"], "no intercept"),
    29: ("The right moment to add that guardian was the guard step itself:",
         1, ["guard: Saltspray Duelist", "end-guard", "power-to: VC", "critical-to: VC"], "guard in time"),
    38: ("Instead of attacking, Player 1 could ride over the deleted vanguard:", 0, ["ride: Magmaforge Tyrant"], "ride over it"),
}

# Q number -> (step index the question comes before, code of the question)
QUESTIONS = {
    17: (0, """
from vgwidget.quiz import hit_decided


def damage_checks_q17():
    out = what_if(case.game, "end-guard", until=hit_decided)
    checks = [e for e in out.events if e.rule == "damage.check" and e.kind == "damage-check"]
    hit = next(e for e in out.events if e.rule in ("battle.hit-rearguard", "battle.hit-vanguard", "battle.no-hit"))
    return Verdict(str(len(checks)), hit.rule, hit.text)


q17 = Predict(
    "Player 2 does not guard. The critical 2 vanguard hits the rear-guard. How many damage checks does Player 2 make?",
    ["0", "1", "2"],
    damage_checks_q17,
)
q17
"""),
    29: (2, """
def guard_again_q29():
    action = parse(case.game.state, {"action": "guard: Saltspray Duelist", "player": 2})
    try:
        case.game.check(action)
    except IllegalAction as refusal:  # the guard step is over: no guardian can join now
        return Verdict("no", "battle.guard-end", f"the engine refuses it: {refusal}")
    return Verdict("yes", "battle.guard", "the engine accepts it")


q29 = Predict(
    "The guard step is over and the drive check was a critical trigger. May Player 2 call “Saltspray Duelist” as a guardian now?",
    ["yes", "no"],
    guard_again_q29,
)
q29
"""),
    34: (0, """
def survives_q34():
    heal_card = lambda line: parse(line.state, case.script[0])  # the file's decision
    out = what_if(case.game, heal_card, until=lambda new: any(e.rule == "battle.close" for e in new))
    lost = any(e.rule == "win.damage" for e in out.events)
    heal = next(e for e in out.events if e.rule == "trigger.heal")
    return Verdict("yes, Player 2 loses" if lost else "no, Player 2 stays in the game", "trigger.heal", heal.text)


q34 = Predict(
    "Player 2's sixth damage check is a heal trigger. Does Player 2 lose?",
    ["yes, Player 2 loses", "no, Player 2 stays in the game"],
    survives_q34,
)
q34
"""),
}


# Q number -> code printed before the ruling, to show what the log does not say in words
EXTRAS = {
    6: """
knight = case.game.view()["players"][0]["circles"]["BL"]
print(f"“{knight['name']}” is now on BL and is {'rested' if knight['rested'] else 'standing'}.")
""",
    14: """
circles = [case.game.view()["players"][p]["circles"]["VC"] for p in (0, 1)]
for who, vc in zip(("Player 1", "Player 2"), circles):
    print(f"{who}'s vanguard “{vc['name']}” is {'rested' if vc['rested'] else 'standing'}.")
""",
    36: """
print("Cards in Player 1's hand now:", len(case.game.state.players[0].hand))
""",
}


def casebook_files() -> dict[int, str]:
    """Q number -> position file name: the tutorials' own, else the ones shipped with vgwidget."""
    import re

    shipped = HERE.parent / "vgwidget" / "data" / "positions"
    found: dict[int, str] = {}
    for folder in (shipped, HERE / "positions"):  # the tutorials' own file wins
        for p in sorted(folder.glob("q[0-9][0-9]*.toml")):
            q = int(re.match(r"q(\d\d)", p.name).group(1))
            found[q] = p.name
    return found


def _script_length(name: str) -> int:
    import tomllib

    path = HERE / "positions" / name
    if not path.exists():
        path = HERE.parent / "vgwidget" / "data" / "positions" / name
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return len(data.get("script", {}).get("actions", []))


def nb09() -> list[tuple[str, str]]:
    files = casebook_files()
    missing = sorted(set(CASEBOOK) - set(files))
    if missing:
        raise SystemExit(f"notebook 9: no position file for Q{missing}")
    cells = [
        md('''
# 9 · The judge's casebook

The Playbook's question-and-answer pages settle the rules questions players ask most. This
notebook replays **every one of them that is about a position on the table**, each from a
*position file*: the file sets the table, lists the decisions to play, and states the ruling
the engine must show. For each case you will see

1. the question, and the position as the engine sets it out (its first event);
2. the decisions, **one cell each**, with what the engine did (a decision the file marks as
   illegal is only tried, and you see the engine refuse it, citing its rule);
3. the ruling, checked against the engine's log;
4. often, a **fork**: a side line from an earlier moment that shows the alternative.

Questions about card abilities, Stride, Legion and G units (Q07–Q12, Q21, Q37) are not about
a plain position and are left out. The files live in `tutorials/positions/` and
`vgwidget/data/positions/`; notebook 10 shows how to write your own.
'''),
        code(SETUP + "\n" + CASEBOOK_SETUP),
    ]
    section = None
    for q, (where, intro) in sorted(CASEBOOK.items()):
        if where != section:
            section = where
            cells.append(md(SECTIONS[where]))
        name = files[q]
        label = "Q26–Q27" if name.startswith("q26-q27") else f"Q{q:02d}"
        cells.append(md(f"### {label} · {intro}"))
        cells.append(check(f'case = Case("{name}")'))
        ask = QUESTIONS.get(q)
        for i in range(_script_length(name)):
            if ask and ask[0] == i:
                cells.append(md("Before the engine answers, your prediction:"))
                cells.append(code(ask[1]))
            cells.append(check("case.step()"))
        if ask and ask[0] >= _script_length(name):
            cells.append(code(ask[1]))
        if q in EXTRAS:
            cells.append(check(EXTRAS[q]))
        cells.append(check("case.ruling()"))
        if q == 16:
            cells.append(md(
                "Every case is an ordinary game, so the board widget shows it too; its timeline "
                "starts at the prepared position:"
            ))
            cells.append(code("board(case.game)"))
        alt = ALTERNATIVES.get(q)
        if alt:
            text, at, specs, fork_name = alt
            cells.append(md(text))
            args = ", ".join([repr(at), *[repr(s) for s in specs], f"name={fork_name!r}"])
            cells.append(check(f"case.fork({args})"))
    cells.append(md('''
## Recap

- A position file sets out one moment of a game and can carry the line to play and the ruling
  to expect; the engine replays it and checks the ruling.
- Every answer above comes from the engine's own log, and every log line names its rule: the
  hit check [battle.hit-check], guarding [battle.guard], intercepting [battle.intercept],
  checks and triggers [damage.check] [trigger.heal], locks and deletions [card.lock]
  [card.delete], and the rest.
- A fork replays an alternative from any decision point, without losing the main line.

Next: **10 · Make your own position**.
'''))
    return cells


# ------------------------------------------------------------------------- notebook 10

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


def nb10() -> list[tuple[str, str]]:
    return [
        md('''
# 10 · Make your own position

Judges, teachers and curious players often want to ask "what happens if...?" about one
particular moment of a game, without playing a whole game to get there. A **position file**
describes such a moment as plain text. In this last notebook you will:

1. read a position file, and **load** it;
2. **step** through it, decision by decision;
3. look back with **seek**, and try another line with a **fork**;
4. **export** the game: a record to replay, the position as a file, and a self-contained HTML
   page to share;
5. write a position of your own, with the ruling it should show, and check it.
'''),
        code(SETUP),
        md('''
## A position file

Position files are [TOML](https://toml.io): `[meta]` says what the position is about (a
title, the question, the expected ruling, the sources), `[game]` says the format, the turn and
where in the turn play resumes, and `[players.1]` / `[players.2]` list where each player's cards
are: circles, hand, soul, damage, and the deck (the cards known to be on **top**, then `fill`:
the rest of the teaching deck, shuffled with the game's seed). Optionally, `[script]` lists
decisions to play, and `[[expect]]` / `[final]` say what must happen.

This one ships with the tutorials:
'''),
        check('print(open("positions/last-stand.toml", encoding="utf-8").read())'),
        md('''
## Loading it

`Game.from_position(path)` builds the position and plays on from it, exactly as a real game
would. Its first event, `position.setup`, describes what was set out; then the engine runs up
to the first decision.
'''),
        check('''
game = Game.from_position("positions/last-stand.toml")
print(game.explain())
print("\\nThe game waits for:", game.decision["prompt"])
'''),
        code('''
w = board(game)
w
'''),
        md('''
The same from a terminal: `vgwidget position FILE` prints the board, whose decision it is and
every legal action: in words, then in brackets the line a `[script]` takes for it (`--play`
also plays the file's `[script]` and checks its ruling).
'''),
        check('''
import subprocess
import sys

shown = subprocess.run(
    [sys.executable, "-m", "vgwidget", "position", "positions/last-stand.toml"],
    capture_output=True, text=True, check=True,
)
print(shown.stdout)
'''),
        md('''
## Stepping through

Player 1 attacks with the boosted vanguard, and Player 2 calls both 15,000-shield triggers.
'''),
        check('''
play(game, "attack", circle="VC", target="VC")
play(game, "boost")
play(game, "guard", card="Riptide Striker")
play(game, "guard", card="Brinefang Eel")
'''),
        code('''
from vgwidget.quiz import hit_decided, hit_verdict


def survives():
    return hit_verdict(
        what_if(game, "end-guard", until=hit_decided),
        hit="no, the attack hits and Player 2 loses",
        miss="yes, the attack does not hit",
    )


q1 = Predict(
    "43,000 against 21,000, and Player 1's vanguard has Twin Drive: two drive checks to come. "
    "Does Player 2 survive this attack?",
    ["yes, the attack does not hit", "no, the attack hits and Player 2 loses"],
    survives,
)
q1
'''),
        check('''
play(game, "end-guard")
play(game, "power-to", circle="VC")
play(game, "critical-to", circle="VC")
play(game, "power-to", circle="VC")
'''),
        md('''
Two triggers, +20,000: 41,000 against 43,000. Player 2 needed both guardians.

## Looking back: seek

Every event keeps the position right after it. `game.seek(n)` shows the game right after event
`n`, and nothing is lost: `game.seek_end()` comes back. The board follows its own cursor:
`w.seek(n)` moves it (the learner can also drag its timeline), and `w.cursor` says which
position is on screen.
'''),
        check('''
first_guard = next(e.seq for e in game.events if e.rule == "battle.guard")
state = game.seek(first_guard)
print(f"After event {first_guard}: Player 2 has {len(state.players[1].hand)} cards in hand; "
      f"decision: {game.decision['prompt'] if game.decision else None}")
w.seek(first_guard)
print("The board shows position", w.cursor, "of", w.frame_count)
'''),
        md('''
## Another line: fork

We are back at Player 2's guard step, with one guardian down. A **fork** starts an independent
line from here; give it a name and it is kept with the game as a *side line* (like a variation
in a chess record). In this line Player 2 stops after one guardian:
'''),
        code('''
from vgwidget.quiz import play_until


def one_guardian():
    line = game.fork()
    line.apply(find_action(line, "end-guard"))
    play_until(line, lambda new: line.is_over or line.state.battle is None)
    out = "Player 2 loses" if line.is_over else "Player 2 survives"
    return Verdict(out, "win.damage" if line.is_over else "battle.hit-check", line.events[-1].text)


q2 = Predict("With only one guardian (28,000), what happens to Player 2?", ["Player 2 survives", "Player 2 loses"], one_guardian)
q2
'''),
        check('''
alt = game.fork("only one guardian")
play(alt, "end-guard")
play(alt, "power-to", circle="VC")
play(alt, "critical-to", circle="VC")
play(alt, "power-to", circle="VC")
print("\\nResult:", alt.result.reason)
'''),
        check('''
game.seek_end()
w.seek(-1)
print("Side lines of this game:", list(game.variations))
print("The main line is still at event", game.cursor, "with", len(game.state.players[1].damage), "damage for Player 2")
rule("win.damage")
'''),
        md('''
## Exporting

Three ways to take a game with you:

- `game.to_json()`: a **game record** (how the game started, every decision, the side lines,
  and a digest of the explain log). `Game.from_json(text)` replays it, checking every decision,
  and `vgwidget replay FILE` does the same from a terminal.
- `game.to_position()`: the position at the cursor as a **position file**, to edit and load
  again.
- `w.save_html(path)`: one **self-contained HTML page** with the board and the explain log,
  which steps through the game in any browser, offline, without Python. Good for sharing.
'''),
        check('''
record = game.to_json()
again = Game.from_json(record)
print("The replayed game has the same explain log:", again.explain() == game.explain())
print("and the same side lines:", list(again.variations))
print()
print(game.to_position()[:400], "...")
'''),
        check('''
import tempfile
from pathlib import Path

with tempfile.TemporaryDirectory() as folder:
    page = w.save_html(Path(folder) / "last-stand.html")
    html = page.read_text(encoding="utf-8")
print("starts like a web page:", html.lstrip().lower().startswith("<!doctype html>"))
print("needs nothing from the network:", "src=\\"http" not in html and "href=\\"http" not in html)
'''),
        md('''
(To keep the page, give `save_html` a path of your own, such as `"last-stand.html"`, and open
that file in a browser.)

## Your turn: write a position

Here is a small position written from scratch. You only name what matters: anything left out
gets a sensible default (the teaching decks fill the decks, empty zones stay empty). It asks
the question of the Playbook's Q34: can a heal trigger save you at your sixth damage? It also
carries a `[script]` and the ruling it should show (`[[expect]]`, `[final]`), so the engine
can check it.
'''),
        code('MY_POSITION = """' + MY_POSITION.replace('"""', '') + '"""'),
        check('''
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
'''),
        md('''
Change something and run the two cells again: make the top card “Riptide Striker” instead of
the heal trigger, say, and watch the check fail (and the game end). If a position is
impossible, such as a card in two places or a name that is not in the card pool, loading it
reports every problem at once, each with its line.

## Recap

- A position file describes one moment of a game in TOML; `Game.from_position()` loads it and
  play resumes exactly as in a real game [position.setup].
- Step with `play()` (or the widget), look back with `seek()`, try another line with
  `fork()`; named forks are kept as side lines.
- `to_json()` / `from_json()` save and replay a game, `to_position()` writes the position at
  the cursor, `save_html()` makes a page to share.
- `vgwidget position FILE --play` checks a position's expected ruling from a terminal.

That is the end of the tutorials. Have fun setting up your own positions, and may your guards
always hold!
'''),
    ]


NOTEBOOKS = {
    "01-field-and-zones": nb01,
    "02-preparing-a-cardfight": nb02,
    "03-one-turn-phase-by-phase": nb03,
    "04-battle": nb04,
    "05-checks-and-triggers": nb05,
    "06-building-a-deck": nb06,
    "07-the-standard-format": nb07,
    "08-classic-vs-standard": nb08,
    "09-the-judges-casebook": nb09,
    "10-make-your-own-position": nb10,
}


# ------------------------------------------------------------------------- build

def build(name: str, cells: list[tuple[str, str]]) -> nbformat.NotebookNode:
    nb = new_notebook()
    nb.metadata = {
        "kernelspec": dict(KERNELSPEC),
        "language_info": {"name": "python", "pygments_lexer": "ipython3"},
    }
    prefix = name[:2]
    for i, (kind, src) in enumerate(cells):
        cell = new_markdown_cell(src) if kind == "markdown" else new_code_cell(src)
        cell.id = f"{prefix}-{i:02d}"
        nb.cells.append(cell)
    return nb


def execute(nb: nbformat.NotebookNode, timeout: int = 120) -> None:
    from nbclient import NotebookClient

    env_path = os.environ.get("PATH", "")
    bin_dir = str(Path(sys.executable).parent)
    if bin_dir not in env_path.split(os.pathsep):
        os.environ["PATH"] = bin_dir + os.pathsep + env_path  # the kernel's "python" is ours
    client = NotebookClient(
        nb,
        timeout=timeout,
        kernel_name="python3",
        resources={"metadata": {"path": str(HERE)}},
        record_timing=False,
    )
    client.execute()


def clean(nb: nbformat.NotebookNode) -> None:
    """Drop widget state and widget views; keep outputs only on checked cells."""
    nb.metadata.pop("widgets", None)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = {"name": "python", "pygments_lexer": "ipython3"}
    for cell in nb.cells:
        cell.metadata = {}
        if cell.cell_type != "code":
            continue
        if not cell.source.startswith(CHECK):
            cell.outputs = []
            cell.execution_count = None
            continue
        # a checked cell keeps its execution count: nbval treats a cell with outputs and no
        # count as never run
        kept = []
        for out in cell.outputs:
            data = out.get("data", {})
            if WIDGET_VIEW in data:
                continue
            previous = kept[-1] if kept else None
            if (
                out.get("output_type") == "stream"
                and previous is not None
                and previous.get("output_type") == "stream"
                and previous.get("name") == out.get("name")
            ):
                # the kernel splits printed text into chunks at random points: merge them, so
                # a rebuild gives the same file
                previous["text"] = previous["text"] + out["text"]
                continue
            kept.append(out)
        cell.outputs = kept


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("only", nargs="*", help="notebook numbers or names to build (default: all)")
    ap.add_argument("--no-run", action="store_true", help="write the notebooks without running them")
    args = ap.parse_args(argv)
    names = [n for n in NOTEBOOKS if not args.only or any(n.startswith(o) for o in args.only)]
    if not names:
        ap.error(f"no notebook matches {args.only}; known: {', '.join(NOTEBOOKS)}")
    failed = 0
    for name in names:
        nb = build(name, NOTEBOOKS[name]())
        t0 = time.perf_counter()
        if not args.no_run:
            try:
                execute(nb)
            except Exception as err:  # report, write what ran, carry on with the others
                failed += 1
                print(f"{name}: FAILED: {str(err)[-2000:]}", file=sys.stderr)
        clean(nb)
        path = HERE / f"{name}.ipynb"
        nbformat.validate(nb)
        path.write_text(nbformat.writes(nb) + "\n", encoding="utf-8")
        print(f"{path.name}: {len(nb.cells)} cells, {time.perf_counter() - t0:.1f}s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
