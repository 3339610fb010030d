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
# # 5 · Drive checks, damage checks and triggers
#
# Sixteen cards of every deck carry a **trigger icon**. A trigger does nothing in your hand; it
# matters only when a **check** turns it face up: a *drive check* (your vanguard attacks) or a
# *damage check* (your vanguard is hit). In this notebook you will see:
#
# - what each trigger does, and who chooses where its bonus goes;
# - the **heal** trigger's condition;
# - why a second damage check still happens after the first one turned up a trigger.

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget import Game
from vgwidget.quiz import Verdict, what_if
from vgwidget.tutorial import ask, board, play, power_first, rule

# %%
# NBVAL_CHECK_OUTPUT
from vgwidget.engine.formats import CLASSIC, STANDARD

print("trigger     Standard     Classic")
for kind in ["critical", "draw", "heal", "front", "over", "stand"]:
    std, cls = STANDARD.trigger_power.get(kind), CLASSIC.trigger_power.get(kind)
    print(f"{kind:<9} {'-' if std is None else f'+{std:,}':>12} {'-' if cls is None else f'+{cls:,}':>10}")

# %% [markdown]
# The table comes straight from the engine's format data: a trigger gives **power** (to a unit
# you choose) plus its own effect. Critical, draw and heal are in both formats; *front* and
# *over* are Standard's, *stand* is Classic's (notebooks 7 and 8).

# %%
# NBVAL_CHECK_OUTPUT
rule("trigger.check", "trigger.power")

# %% [markdown]
# ## A heal trigger on the first damage
#
# We fast-forward a seeded game to turn 2, where Player 1 (who went second) attacks. Player 2
# does not guard, the attack hits, and the damage check turns up a heal trigger. Play stops when
# Player 2 has to choose which unit gets the +10,000.

# %%
# NBVAL_CHECK_OUTPUT
from vgwidget.quiz import hit_decided, play_until

game = Game.new(seed=21)
play_until(game, lambda new: game.decision["kind"] == "power-to")
turn2 = next(i for i, e in enumerate(game.events) if e.turn == 2 and e.rule == "battle.attack")
print(game.explain(start=turn2))
print("\nThe game waits for:", game.decision["prompt"])

# %%
board(game)


# %% [markdown]
# A heal trigger lets you move one card from your damage zone to the drop zone, but only **if
# your damage is at least your opponent's**. Both players have 0 damage in their damage zones.

# %% tags=["scaffold"]
def first_heal():
    out = what_if(game, *power_first(game), {"kind": "power-to", "circle": "VC"}, until=hit_decided)
    heal = next(e for e in out.events if e.rule == "trigger.heal")
    healed = heal.kind == "heal"
    return Verdict("a damage is healed" if healed else "nothing is healed", "trigger.heal", heal.text)


q1 = ask(
    "Player 2's heal trigger is in the trigger zone. Will Player 2 heal a damage?",
    ["a damage is healed", "nothing is healed"],
    first_heal,
    look="the heal condition: compare the two players' damage",
)
q1

# %%
# NBVAL_CHECK_OUTPUT
play(game, "power-to", circle="VC")

# %%
# NBVAL_CHECK_OUTPUT
rule("trigger.heal", "damage.check")

# %% [markdown]
# The checked card is still in the **trigger zone** while its trigger resolves; it reaches the
# damage zone only afterwards. So Player 2 had no damage to heal yet. That same order is what
# saves you when a heal turns up as your sixth damage: you heal first, then the card lands, and
# you are back at five.
#
# Let's watch the same trigger work. On turn 3 Player 2 attacks with a rear-guard of equal
# power (equal power hits, remember), and Player 1's damage check turns up a heal trigger. Player
# 1 has 1 damage, Player 2 has 1:

# %%
# NBVAL_CHECK_OUTPUT
play_until(game, lambda new: game.decision["kind"] == "power-to")
attack = [i for i, e in enumerate(game.events) if e.rule == "battle.attack"][-1]
print(game.explain(start=attack))
print()
play(game, "power-to", circle="VC")

# %% [markdown]
# 1 is at least 1, so the heal happens, and then the checked card goes to the damage zone. Player
# 1 is still at 1 damage, and the vanguard got +10,000 for the rest of the turn.
#
# ## A critical trigger, and two damage checks
#
# On turn 4 Player 1's vanguard attacks Player 2's, boosted, and Player 2 does not guard. The
# drive check turns up a **critical trigger**: +10,000 power *and* +1 critical, each to a unit
# Player 1 chooses. Player 1 gives both to the vanguard.

# %%
# NBVAL_CHECK_OUTPUT
play_until(game, lambda new: game.decision["kind"] == "power-to")
start = next(i for i, e in enumerate(game.events) if e.turn == 4 and e.rule == "battle.attack")
print(game.explain(start=start))
print()
play(game, "power-to", circle="VC")

# %%
# NBVAL_CHECK_OUTPUT
play(game, "critical-to", circle="VC")
rule("trigger.critical")


# %% [markdown]
# The vanguard hit with critical 2, so Player 2 makes **two** damage checks, one after the other.
# The first one turned up a **draw trigger**, and now Player 2 chooses where its +10,000 goes.

# %% tags=["scaffold"]
def second_check():
    out = what_if(game, *power_first(game), {"kind": "power-to", "circle": "VC"}, until=hit_decided)
    checks = [e for e in out.events if e.rule == "damage.check" and e.kind == "damage-check"]
    answer = "yes, it still happens" if checks else "no, the damage is cancelled"
    because = checks[0].text if checks else "no second damage check was made"
    return Verdict(answer, "battle.hit-vanguard", because)


q2 = ask(
    "Player 2 puts the draw trigger's +10,000 on the vanguard. The attack has already hit. "
    "Does Player 2's second damage check still happen?",
    ["yes, it still happens", "no, the damage is cancelled"],
    second_check,
    look="whether anything after the hit can take back damage already being dealt",
)
q2

# %%
# NBVAL_CHECK_OUTPUT
play(game, "power-to", circle="VC")

# %%
# NBVAL_CHECK_OUTPUT
rule("battle.hit-vanguard", "trigger.draw")

# %% [markdown]
# Two things to notice in that log:
#
# 1. **The draw comes before the second check.** Each damage check finishes completely (trigger
#    resolved, card placed in the damage zone) before the next one starts.
# 2. **The hit stands.** Power is compared once, at the hit check. A trigger that raises the
#    defender's power afterwards helps against *later* attacks this turn, not against this one.
#
# ## Recap
#
# - A trigger only matters when a drive check or a damage check reveals it; each gives power to
#   a unit you choose, plus its own effect [trigger.check] [trigger.power].
# - Critical: +1 critical [trigger.critical]. Draw: draw a card [trigger.draw]. Heal: heal one
#   damage, if your damage is at least your opponent's, checked while the card is still in the
#   trigger zone [trigger.heal].
# - An attacking vanguard drive-checks before the hit check [battle.drive]; a hit vanguard makes
#   one damage check per point of critical, each finished before the next [damage.check].
# - Once an attack has hit, its damage checks all happen, whatever the triggers do to power
#   [battle.hit-vanguard].
#
# Next: **6 · Building a deck**.
