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
# # 9 · The judge's casebook
#
# The Playbook's question-and-answer pages settle the rules questions players ask most. This
# notebook replays **every one of them that is about a position on the table**, each from a
# *position file*: the file sets the table, lists the decisions to play, and states the ruling
# the engine must show. For each case you will see
#
# 1. the question, and the position as the engine sets it out (its first event);
# 2. the decisions, **one cell each**, with what the engine did (a decision the file marks as
#    illegal is only tried, and you see the engine refuse it, citing its rule);
# 3. the ruling, checked against the engine's log;
# 4. often, a **fork**: a side line from an earlier moment that shows the alternative.
#
# Questions about card abilities, Stride, Legion and G units (Q07–Q12, Q21, Q37) are not about
# a plain position and are left out. The files live in `tutorials/positions/` and
# `vgwidget/data/positions/`; notebook 10 shows how to write your own.

# %%
# Setup: the engine, the prediction tools and the notebook helpers (vgwidget.tutorial).
from vgwidget import IllegalAction
from vgwidget.engine.notation import parse
from vgwidget.quiz import Verdict, what_if
from vgwidget.tutorial import Case, ask, board

# %% [markdown]
# ## The turn: draw, ride, call and move (Q01–Q06)

# %% [markdown]
# ### Q01 · Going first: you draw, but you do not attack.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q01-first-player-draws-but-does-not-attack.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# What about the second player? In a side line, Player 2 plays turn 2 and attacks straight away.

# %%
# NBVAL_CHECK_OUTPUT
case.fork(None, 'ride-deck: Shoalguard Cadet (discard Kelpwood Archer)', 'end-main', 'attack: VC -> VC', name='turn 2')

# %% [markdown]
# ### Q02 · Riding never goes down a grade.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q02-no-normal-ride-to-a-lower-grade.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# Riding a unit of the *same* grade is fine:

# %%
# NBVAL_CHECK_OUTPUT
case.fork(1, 'ride: Blazeguard Knight', name='same grade')

# %% [markdown]
# ### Q03 · Calling is capped by your vanguard's grade.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q03-no-call-above-the-vanguards-grade.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# Had Player 1 ridden the grade 2 first, the Knight could have been called:

# %%
# NBVAL_CHECK_OUTPUT
case.fork(0, 'ride: Cinder Drake Warden', 'call: Blazeguard Knight -> FL', name='ride first')

# %% [markdown]
# ### Q04 · A circle holds one unit: calling onto it retires the old one.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q04-calling-onto-an-occupied-circle.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# Called to an empty circle instead, nothing is retired:

# %%
# NBVAL_CHECK_OUTPUT
case.fork(0, 'call: Blazeguard Knight -> FR', name='empty circle')

# %% [markdown]
# ### Q05 · Rear-guards move within their column, and swap if needed.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q05-moving-back-swaps-the-column.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# With nobody behind it, a rear-guard simply moves:

# %%
# NBVAL_CHECK_OUTPUT
case.fork(0, 'move: FR -> BR', name='empty circle')

# %% [markdown]
# ### Q06 · Rested units may move too.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q06-rested-units-can-move.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
knight = case.game.view()["players"][0]["circles"]["BL"]
print(f"“{knight['name']}” is now on BL and is {'rested' if knight['rested'] else 'standing'}.")

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# And it may move back again, still rested: moves are not limited.

# %%
# NBVAL_CHECK_OUTPUT
case.fork(None, 'move: BL -> FL', name='back again')

# %% [markdown]
# ## Attacking (Q13–Q20)

# %% [markdown]
# ### Q13 · Rested or standing, a front-row unit can be attacked.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q13-attacking-a-rested-unit.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# Attacking the standing rear-guard instead works just the same:

# %%
# NBVAL_CHECK_OUTPUT
case.fork(0, 'attack: VC -> FR', 'end-guard', name='standing target')

# %% [markdown]
# ### Q14 · Being attacked does not rest you.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q14-the-attacked-unit-does-not-rest.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
circles = [case.game.view()["players"][p]["circles"]["VC"] for p in (0, 1)]
for who, vc in zip(("Player 1", "Player 2"), circles, strict=True):
    print(f"{who}'s vanguard “{vc['name']}” is {'rested' if vc['rested'] else 'standing'}.")

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q15 · Boosts are for attackers only.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q15-no-boosting-the-attacked-unit.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q16 · Equal power hits.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q16-equal-power-hits.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# Every case is an ordinary game, so the board widget shows it too; its timeline starts at the prepared position:

# %%
board(case.game)

# %% [markdown]
# A single 5,000 shield is enough to turn the tie into a miss:

# %%
# NBVAL_CHECK_OUTPUT
case.fork(0, 'guard: Kelpwood Archer', 'end-guard', name='one guardian')

# %% [markdown]
# ### Q17 · Critical does nothing against a rear-guard.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q17-critical-against-rear-guard.toml")

# %% [markdown]
# Before the engine answers, your prediction:

# %% tags=["scaffold"]
from vgwidget.quiz import hit_decided


def damage_checks_q17():
    out = what_if(case.game, "end-guard", until=hit_decided)
    checks = [e for e in out.events if e.rule == "damage.check" and e.kind == "damage-check"]
    hit = next(e for e in out.events if e.rule in ("battle.hit-rearguard", "battle.hit-vanguard", "battle.no-hit"))
    return Verdict(str(len(checks)), hit.rule, hit.text)


q17 = ask(
    "Player 2 does not guard. The critical 2 vanguard hits the rear-guard. How many damage checks does Player 2 make?",
    ["0", "1", "2"],
    damage_checks_q17,
)
q17

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q18 · A failed attack costs the attacker nothing.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q18-failed-attack-no-penalty.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# Without the guardian the same attack hits:

# %%
# NBVAL_CHECK_OUTPUT
case.fork(0, 'end-guard', name='no guard')

# %% [markdown]
# ### Q19 · Locked cards neither attack nor boost.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q19-locked-cards-neither-attack-nor-boost.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q20 · A deleted vanguard can be attacked, a locked rear-guard cannot.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q20-deleted-vanguard-and-locked-rear-guard.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ## Guarding (Q22–Q29)

# %% [markdown]
# ### Q22 · Guard with as many cards as you like.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q22-any-number-of-guardians.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# One guardian is not enough here (18,000 against 21,000):

# %%
# NBVAL_CHECK_OUTPUT
case.fork(2, 'guard: Kelpwood Archer', 'end-guard', name='one guardian')

# %% [markdown]
# ### Q23 · A unit without a shield value can still guard in Standard, for 0.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q23-a-unit-without-shield-guards-for-0.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q24 · A guardian's shield counts while it stays on the guardian circle.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q24-the-shield-counts-while-the-guardian-stays.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q25 · A rested rear-guard can intercept.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q25-rested-unit-intercepts.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# Without the intercept the attack hits:

# %%
# NBVAL_CHECK_OUTPUT
case.fork(0, 'end-guard', name='no intercept')

# %% [markdown]
# ### Q26–Q27 · Guardians and interceptors are retired after every battle.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q26-q27-guardians-and-interceptors-retire.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q28 · Only the defender guards.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q28-the-attacker-cannot-call-guardians.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q29 · No new guardians once the drive check has started.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q29-no-guard-after-drive-check.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()


# %% [markdown]
# Before the engine answers, your prediction:

# %% tags=["scaffold"]
def guard_again_q29():
    action = parse(case.game.state, {"action": "guard: Saltspray Duelist", "player": 2})
    try:
        case.game.check(action)
    except IllegalAction as refusal:  # the guard step is over: no guardian can join now
        return Verdict("no", "battle.guard-end", f"The engine refuses the guardian: {refusal.message}.")
    return Verdict("yes", "battle.guard", "The engine accepts the guardian.")


q29 = ask(
    "The guard step is over and the drive check was a critical trigger. May Player 2 call “Saltspray Duelist” as a guardian now?",
    ["yes", "no"],
    guard_again_q29,
)
q29

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# The right moment to add that guardian was the guard step itself:

# %%
# NBVAL_CHECK_OUTPUT
case.fork(1, 'guard: Saltspray Duelist', 'end-guard', 'power-to: VC', 'critical-to: VC', name='guard in time')

# %% [markdown]
# ## Drive checks, damage checks and triggers (Q30–Q34)

# %% [markdown]
# ### Q30 · Twin Drive always means two drive checks.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q30-twin-drive-checks-twice.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q31 · A trigger's bonus lasts until the end of the turn.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q31-trigger-bonuses-last-until-end-of-turn.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q32 · A damage check finishes, draw included, before the next one.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q32-draw-trigger-before-second-damage-check.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q33 · A trigger during the damage checks does not undo the hit.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q33-trigger-power-does-not-undo-hit.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q34 · A heal trigger as your sixth damage can save you.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q34-heal-trigger-at-five-damage.toml")


# %% [markdown]
# Before the engine answers, your prediction:

# %% tags=["scaffold"]
def survives_q34():
    def heal_card(line):
        return parse(line.state, case.script[0])  # the file's decision

    out = what_if(case.game, heal_card, until=lambda new: any(e.rule == "battle.close" for e in new))
    lost = any(e.rule == "win.damage" for e in out.events)
    heal = next(e for e in out.events if e.rule == "trigger.heal")
    return Verdict("yes, Player 2 loses" if lost else "no, Player 2 stays in the game", "trigger.heal", heal.text)


q34 = ask(
    "Player 2's sixth damage check is a heal trigger. Does Player 2 lose?",
    ["yes, Player 2 loses", "no, Player 2 stays in the game"],
    survives_q34,
)
q34

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ## Decks, hands and deleted units (Q35–Q39)

# %% [markdown]
# ### Q35 · An empty deck loses at once.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q35-no-cards-left-in-the-deck.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q36 · There is no hand limit.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q36-there-is-no-hand-limit.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
print("Cards in Player 1's hand now:", len(case.game.state.players[0].hand))

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ### Q38 · A deleted vanguard still attacks with Twin Drive, and can be ridden over.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q38-a-deleted-vanguard-attacks-with-twin-drive.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# Instead of attacking, Player 1 could ride over the deleted vanguard:

# %%
# NBVAL_CHECK_OUTPUT
case.fork(0, 'ride: Magmaforge Tyrant', name='ride over it')

# %% [markdown]
# ### Q39 · A deleted unit's printed power is 0; other bonuses still count.

# %%
# NBVAL_CHECK_OUTPUT
case = Case("q39-a-deleted-units-power.toml")

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.step()

# %%
# NBVAL_CHECK_OUTPUT
case.ruling()

# %% [markdown]
# ## Recap
#
# - A position file sets out one moment of a game and can carry the line to play and the ruling
#   to expect; the engine replays it and checks the ruling.
# - Every answer above comes from the engine's own log, and every log line names its rule: the
#   hit check [battle.hit-check], guarding [battle.guard], intercepting [battle.intercept],
#   checks and triggers [damage.check] [trigger.heal], locks and deletions [card.lock]
#   [card.delete], and the rest.
# - A fork replays an alternative from any decision point, without losing the main line.
#
# Next: **10 · Make your own position**.
