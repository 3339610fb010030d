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
# # 8 · Classic vs Standard
#
# The engine plays two formats, and what differs between them is **data**, not special cases:
# each format is a `Format` record that the procedures consult. In this notebook you will read
# that data, then play **the same position** under both formats, side by side, and see what
# changes. At the end, the same Classic position is played again under **Premium** (the G era).

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget import Game
from vgwidget.quiz import Verdict, what_if
from vgwidget.tutorial import ask, board, play, rule

# %%
# NBVAL_CHECK_OUTPUT
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
        print(f"{f.name}\n   Standard: {show(std)}\n   Classic:  {show(cls)}")

# %% [markdown]
# Many of these you met already: the ride deck and where the first vanguard comes from
# (notebook 2), the mulligan procedure (notebook 2), the trigger types and their power (notebook
# 5). Three are about battle, and we'll see them in action:
#
# - `guard_grade_limit`: in Classic a guardian may not have a higher grade than the defender's
#   vanguard;
# - the turn's flow (`vgwidget/engine/procedures/flow.py`): both retire guardians inside the
#   damage step, Standard after the hit abilities and Classic before them;
# - `trigger_condition`: in Classic a trigger works only if you have a unit of its clan on a
#   circle.
#
# ## One position, two formats
#
# The two formats use different card pools, so "the same position" means the same *roles*:
# cards of the same grades, powers and shields on the same circles, and the same triggers on top
# of the decks. We write the position once as a template of a *position file* (notebook 10 shows
# the format in full) and fill it with each format's cards:

# %%
# NBVAL_CHECK_OUTPUT
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

# %% [markdown]
# Player 2's grade 2 vanguard (10,000) attacks Player 1's grade 1 vanguard (8,000), boosted by
# an 8,000 grade 1 unit: 18,000 against 8,000 in both formats. Player 1 holds a grade 2 card and
# four grade 1 cards, each with 5,000 shield. Here are the two boards:

# %%
import ipywidgets

ipywidgets.HBox([board(games["standard"]), board(games["classic"])])


# %%
# NBVAL_CHECK_OUTPUT
def both(kind, **match):
    """Take the same decision in both games (cards named by role) and print both logs."""
    for fmt, g in games.items():
        named = {k: ROLES[fmt].get(v, v) for k, v in match.items()}
        print(f"--- {fmt}")
        play(g, kind, **named)


both("attack", circle="VC", target="VC")
both("boost")


# %% [markdown]
# ## Guarding with a grade 2 card

# %% tags=["scaffold"]
def classic_grade_2_guard():
    g = games["classic"]
    for a in g.legal_actions():
        if a.kind == "guard" and g.state.card(a.card).name == ROLES["classic"]["guard_g2"]:
            return Verdict("yes", "battle.guard", "The engine lists it among the legal guards.")
    card = next(i for i in g.state.players[0].hand if g.state.card(i).name == ROLES["classic"]["guard_g2"])
    try:
        g.check(Action("guard", 0, card=card))
    except IllegalAction as refusal:
        return Verdict("no", refusal.rule, f"The engine refuses the guard: {refusal.message}.")
    return Verdict("yes", "battle.guard", "The engine accepts the guard.")


from vgwidget import Action, IllegalAction

q1 = ask(
    "In the Classic game, may Player 1 (grade 1 vanguard) guard with the grade 2 “Dawnspear Knight”?",
    ["yes", "no"],
    classic_grade_2_guard,
)
q1

# %%
# NBVAL_CHECK_OUTPUT
for fmt, g in games.items():
    guards = sorted({g.state.card(a.card).name for a in g.legal_actions() if a.kind == "guard"})
    print(f"{fmt:>8} may guard with: {', '.join(guards)}")
rule("battle.guard-grade")

# %% [markdown]
# Player 1 guards with four grade 1 cards, 20,000 shield in all, in both formats: 28,000
# against 18,000. Then Player 2's drive check turns up a critical trigger...

# %%
# NBVAL_CHECK_OUTPUT
both("guard", card="guard_a")
both("guard", card="guard_a")
both("guard", card="guard_b")
both("guard", card="guard_b")

# %% tags=["scaffold"]
from vgwidget.quiz import hit_decided, hit_verdict


def standard_outcome():
    g = games["standard"]
    return hit_verdict(what_if(g, "end-guard", until=hit_decided))


q2 = ask(
    "Player 1 stops guarding at 28,000 against 18,000. Player 2's drive check will turn up a critical "
    "trigger, and its power will go to the vanguard. In the Standard game, does the attack hit?",
    ["it hits", "it does not hit"],
    standard_outcome,
)
q2

# %%
# NBVAL_CHECK_OUTPUT
both("end-guard")
both("power-to", circle="VC")
both("critical-to", circle="VC")

# %% [markdown]
# The Classic battle is over, and so is Player 2's turn there. In the Standard game the attack
# hit with critical 2, and Player 1's first damage check turned up a heal trigger. Player 1 has
# 2 damage, as many as Player 2, so the heal happens. Player 1 first gives the +10,000 (the
# guardian still on the guardian circle could take it too: in the damage step it is one of
# Player 1's units), then picks which damage card to heal:

# %%
# NBVAL_CHECK_OUTPUT
play(games["standard"], "power-to", circle="VC")
play(games["standard"], "heal-card", card="Flarewing Skirmisher")

# %% [markdown]
# Same position, same decisions, different outcomes:
#
# - the critical trigger gave **+10,000** in Standard, so 28,000 against 28,000 **hit** (a tie
#   goes to the attacker), but only **+5,000** in Classic, so 23,000 did **not** reach 28,000;
# - in both formats the four guardians leave the guardian circle **inside the damage step**, as
#   the official rules of each era say: in Standard at its very end, after the damage checks and
#   the "when the attack hits" abilities; in Classic after the damage checks and before them;
# - in the Standard game the attack got through, so Player 1 made two damage checks (critical
#   2), and the heal trigger among them gave +10,000 and healed a damage (2 against 2).

# %%
# NBVAL_CHECK_OUTPUT
from vgwidget.quiz import play_until

for fmt, g in games.items():
    play_until(g, lambda new, g=g: any(e.rule == "battle.guardians-retire" for e in g.events))
    hit = [e.text for e in g.events if e.rule == "battle.hit-check"][-1]
    retire = next(e for e in g.events if e.rule == "battle.guardians-retire")
    after = [e.rule for e in g.events if e.seq > retire.seq][:1]
    print(f"{fmt:>8}: {hit}")
    print(f"{'':>8}  guardians retired in the {retire.step} step, then: {after}")
rule("battle.guardians-retire", "trigger.power")

# %% [markdown]
# ## The stand trigger and the trigger condition (Classic)
#
# Classic has a **stand trigger** (+5,000, and stand one of your rested rear-guards, so it can
# attack again) and a **condition**: a trigger does something only if one of your units on the
# vanguard or rear-guard circles shares its clan. The teaching decks are single-clan, so the
# condition always holds there. Here is a stand trigger in a seeded Classic game:

# %%
# NBVAL_CHECK_OUTPUT
from vgwidget.quiz import play_until

classic = Game.new(seed=0, format="classic")
play_until(classic, lambda new: any(e.rule == "trigger.stand" for e in new))
i = next(i for i, e in enumerate(classic.events) if e.rule == "trigger.stand")
print(classic.explain(start=i - 3, stop=i + 1))
rule("trigger.stand", "trigger.condition")

# %% [markdown]
# ## Classic and Premium: the same cards, the same battle
#
# The third format, **Premium**, is the G era (notebook 12): Classic's cards and rules plus a G
# deck, the G assist and stride steps and G guardians. Because Premium plays Classic's cards,
# here "the same position" is exactly the same file, only `format` changes. First the data: what
# the `PREMIUM` record says differently from `CLASSIC`:

# %%
# NBVAL_CHECK_OUTPUT
from vgwidget.engine.formats import PREMIUM
from vgwidget.engine.flow import turn_stages

for f in fields(CLASSIC):
    cls, prm = getattr(CLASSIC, f.name), getattr(PREMIUM, f.name)
    if f.name not in SKIP and cls != prm:
        print(f"{f.name}\n   Classic: {show(cls)}\n   Premium: {show(prm)}")
for fmt in ("classic", "premium"):
    steps = [f"{s.phase}/{s.step}" if s.step else s.phase for s in turn_stages(fmt)]
    print(f"{fmt:>8} turn: {' > '.join(steps)}")

# %% [markdown]
# Two of these are about the turn (Premium's G assist and stride steps, its G deck of 8), one
# about cards (Premium may use Classic's) and one about timings (the Playbook names "when the
# attack does not hit"). The guardian's grade is not among them: Premium limits it like Classic.
# Where a source reads otherwise, Premium offers a *named variant*: `playbook-guard-step` reads the
# Playbook's guard step alone, which does not repeat the grade check. We load the Classic position
# of the first half again, as Classic, as Premium and as Premium with that variant, and play the
# same attack:

# %%
# NBVAL_CHECK_OUTPUT
VARIANT = "premium (playbook-guard-step)"
g_era = {
    fmt: Game.from_position(TEMPLATE.format(format=fmt, **ROLES["classic"]))
    for fmt in ("classic", "premium")
}
g_era[VARIANT] = Game.from_position(
    TEMPLATE.format(format="premium", **ROLES["classic"]).replace(
        'format = "premium"', 'format = "premium"\nvariants = ["playbook-guard-step"]'
    )
)
for fmt, g in g_era.items():
    print(f"--- {fmt}")
    play(g, "attack", circle="VC", target="VC")
    play(g, "boost")

# %%
ipywidgets.HBox([board(g) for g in g_era.values()])


# %% tags=["scaffold"]
def premium_grade_2_guard():
    g = g_era["premium"]
    for a in g.legal_actions():
        if a.kind == "guard" and g.state.card(a.card).name == ROLES["classic"]["guard_g2"]:
            return Verdict("yes", "battle.guard-grade", "The engine lists it among the legal guards.")
    return Verdict("no", "g.guard-grade", "The engine does not offer it.")


q3 = ask(
    "The same attack in the Premium game: may Player 1 (grade 1 vanguard) guard with the grade 2 "
    "“Dawnspear Knight” now?",
    ["yes", "no"],
    premium_grade_2_guard,
)
q3

# %%
# NBVAL_CHECK_OUTPUT
for fmt, g in g_era.items():
    guards = sorted({g.state.card(a.card).name for a in g.legal_actions() if a.kind == "guard"})
    print(f"{fmt:>8} may guard with: {', '.join(guards)}")
rule("battle.guard-grade", "g.guard-grade")

# %% [markdown]
# A guardian called from hand is a normal call, and a normal call may not be of a higher grade
# than the vanguard: the G era's rules say so, as Classic's do [g.guard-grade] [battle.guard-grade].
# Only the variant, reading the Playbook's guard step alone, lets the grade 2 card guard. So Player
# 1 puts up the same 20,000 shield in all three games, but under the variant pays with the grade 2
# card and keeps a grade 1 card in hand:

# %%
# NBVAL_CHECK_OUTPUT
for name in ("guard_a", "guard_a", "guard_b", "guard_b"):
    play(g_era["classic"], "guard", card=ROLES["classic"][name])
for name in ("guard_a", "guard_a", "guard_b", "guard_b"):
    play(g_era["premium"], "guard", card=ROLES["classic"][name])
for name in ("guard_g2", "guard_a", "guard_a", "guard_b"):
    play(g_era[VARIANT], "guard", card=ROLES["classic"][name])
for fmt, g in g_era.items():
    print(f"--- {fmt}")
    play(g, "end-guard")
    play(g, "power-to", circle="VC")
    play(g, "critical-to", circle="VC")
for fmt, g in g_era.items():
    hand = sorted(g.state.card(i).name for i in g.state.players[0].hand)
    print(f"{fmt:>8}: Player 1 has {len(g.state.players[0].damage)} damage and keeps {', '.join(hand)}")

# %% [markdown]
# The rest of the battle is the same in all three: the drive check turns up a critical trigger
# (+5,000 in both eras, and the trigger's clan is on the field), 23,000 does not reach 28,000,
# so Player 1 takes no damage. Same position, same shield, same result; under the variant what
# differs is which card paid for it, decided by one rule [g.guard-grade]. What else Premium adds happens
# elsewhere: the G zone, striding onto a G unit (triple drive), the G guardian and the end of the
# ride phase, which notebook 12 plays.

# %% [markdown]
# ## Recap
#
# - The formats differ by data: one `Format` record per format, read by every procedure.
# - Classic limits a guardian's grade to the defender's vanguard's grade; Standard does not
#   [battle.guard-grade].
# - Trigger power: +10,000 in Standard, +5,000 in Classic [trigger.power]; Standard has front
#   and over triggers, Classic has stand triggers and a same-clan condition [trigger.stand]
#   [trigger.condition].
# - Guardians retire inside the damage step in both formats: in Standard after the hit
#   abilities, in Classic before them [battle.guardians-retire].
# - The same position can turn out differently under each format's rules.
# - Premium plays Classic's cards and rules plus the G era's; in the same Classic position the
#   battle goes the same way, guardians limited to the vanguard's grade [g.guard-grade]; only the
#   named variant `playbook-guard-step` lets any grade guard.
#
# Next: **12 · The G era**, the third format: stride, the heart and the G guardian. (Notebooks 9
# to 11 are a second path, for judges and course authors.)
