"""The turn's flow, declared once: phases, steps, the timing windows each opens, and where
check timings fall.

A turn is a sequence of :class:`Stage` records -- a phase, or a step of the battle phase.
Entering a stage (the ``stage`` task below) sets the phase and step, says so in the explain
log, and opens the stage's timing windows ("at the beginning of the ... step"): every AUTO
ability waiting for them triggers. Then the stage's *body* runs, one task after another.

**Check timings.** Between two tasks the game reaches a check timing -- rule actions are
performed (a player who meets a loss condition loses, an empty vanguard circle is filled
from the soul) and waiting abilities resolve -- unless the next task continues a
procedure that is already under way (:data:`CONTINUATIONS`: the rest of an ability being
resolved, or the rest of a trigger's effects). So the abilities that a stage's beginning
triggered always resolve before its body starts, and a loss condition that arises in the
middle of an ability or a trigger is acted on only when that has finished (CR 4.55 1.2.2,
13.1.2; CR 1.19 1.2.2, 9.1.2).

Everything that needs to know the order of a turn reads it from here: the run loop
(through the tasks below), the position loader (:func:`resume`) and the tests' builders.

>>> [s.phase for s in turn_stages(get_format("standard"))]
['stand', 'draw', 'ride', 'main', 'battle', 'end']
>>> [s.step for s in battle_stages(get_format("classic"))]
['start', 'attack', 'guard', 'drive', 'damage', 'close']
>>> stage_of(get_format("standard"), "battle", "damage").body
('hit-check', 'deal-damage', 'hit-result', 'retire-guardians', 'retire-hit-rear-guard')
>>> stage_of(get_format("classic"), "battle", "damage").body
('hit-check', 'deal-damage', 'retire-guardians', 'retire-hit-rear-guard', 'hit-result')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import NamedTuple

from .context import Ctx, player_name
from .formats import Format, get_format
from .registry import task
from .state import STATE_FIELD, VC, State, Task, with_field


class Stage(NamedTuple):
    """A phase of the turn, or a step of the battle phase."""

    phase: str
    step: str
    """The battle step (``""`` for a phase)."""
    opens: tuple[str, ...]
    """The timing windows opened as it begins (``beginning-of-...``), in order."""
    body: tuple[str, ...]
    """The tasks that do the stage's own work, first one first; each comes after a check
    timing unless it is a continuation."""
    when: str = "always"
    """The condition under which the stage takes place at all (see :data:`CONDITIONS`)."""
    rule: str = "turn.sequence"
    """The catalogue rule cited when the stage is skipped (``when`` does not hold)."""
    skipped: str = ""
    """What the explain log says when ``when`` does not hold (nothing if empty)."""
    closes: tuple[str, ...] = ()
    """The timing windows opened as it ends, after its body (``end-of-...``), in order; their
    abilities resolve at the check timing before the next stage begins."""


def _standard_damage() -> tuple[str, ...]:
    # CR 4.55 10.7.1: hit / did-not-hit abilities first, then the guardians and the hit
    # rear-guard leave the field, at the very end of the step.
    return ("hit-check", "deal-damage", "hit-result", "retire-guardians", "retire-hit-rear-guard")


def _classic_damage() -> tuple[str, ...]:
    # CR 1.19 7.6.1.8-9 and Playbook "Damage Step" [8]-[9]: after the damage checks the
    # guardians and a hit rear-guard are retired, and only then do "when the attack hits"
    # abilities trigger.
    return ("hit-check", "deal-damage", "retire-guardians", "retire-hit-rear-guard", "hit-result")


def _turn(first_turn_battle: str) -> tuple[Stage, ...]:
    return (
        Stage("stand", "", ("beginning-of-turn", "beginning-of-stand-phase"), ("stand-units",)),
        Stage("draw", "", ("beginning-of-draw-phase",), ("draw-card",)),
        Stage("ride", "", ("beginning-of-ride-phase",), ("ride-offer",)),
        Stage("main", "", ("beginning-of-main-phase",), ("main-offer",)),
        Stage(
            "battle",
            "",
            ("beginning-of-battle-phase",),
            ("battle-begins",),
            when=first_turn_battle,
            rule="battle.first-turn",
            skipped="{player} went first, so there is no battle phase on this first turn.",
        ),
        # End phase (001 End Phase [2]-[4], 000 End Phase): unlock first, then the
        # "when unlocked" abilities, then "at the beginning of the end phase" and "at the end
        # of the turn" abilities, then "until end of turn" effects end.
        Stage("end", "", (), ("end-unlock", "end-abilities", "end-expire")),
    )


def _battle(damage: tuple[str, ...]) -> tuple[Stage, ...]:
    return (
        Stage("battle", "start", ("beginning-of-start-step",), ("start-offer",)),
        Stage(
            "battle",
            "attack",
            ("beginning-of-attack-step",),
            ("attack-declare", "boost-offer", "attack-timings"),
        ),
        Stage("battle", "guard", ("beginning-of-guard-step",), ("guard-offer",), when="in-battle"),
        Stage(
            "battle",
            "drive",
            ("beginning-of-drive-step",),
            ("drive-checks",),
            when="vanguard-attacks",
            rule="battle.drive",
        ),
        Stage("battle", "damage", ("beginning-of-damage-step",), damage, when="in-battle"),
        Stage(
            "battle",
            "close",
            ("beginning-of-close-step", "end-of-battle"),
            ("close-finish",),
            rule="battle.close",
        ),
    )


def _g_era_turn() -> tuple[Stage, ...]:
    """The G era's turn (001 Order of a Cardfight; TURN-002, TURN-003): the draw phase is a
    draw step then a G assist step, the ride phase a ride step then a stride step, and the
    end phase begins by sending the G unit back to the G zone (END-002). After the stride step
    the ride phase ends: "at the end of the ride phase" abilities trigger and resolve before
    the main phase begins (001's stride flowchart, STRIDE-015). Otherwise the Playbook's turn,
    as in Classic: the first player's battle phase runs its start step."""
    stand, draw, ride, main, battle, end = _turn("always")
    return (
        stand,
        draw,
        Stage("draw", "g-assist", (), ("g-assist-offer",)),
        ride,
        Stage("ride", "stride", (), ("stride-offer",), closes=("end-of-ride-phase",)),
        main,
        battle,
        end._replace(body=("g-return", *end.body)),
    )


class Flow(NamedTuple):
    """A format's turn: its phases, and the steps of one battle."""

    turn: tuple[Stage, ...]
    battle: tuple[Stage, ...]


FLOWS: Mapping[str, Flow] = MappingProxyType(
    {
        # Seed 000: the player who goes first has no battle phase on their first turn.
        "standard": Flow(_turn("not-first-players-first-turn"), _battle(_standard_damage())),
        # Playbook Start Step [2]: the first player's battle phase runs its start step, where
        # "do not attack" is chosen for them.
        "classic": Flow(_turn("always"), _battle(_classic_damage())),
        # 001 Damage Step [8]-[9]: guardians and a hit rear-guard are retired before the hit
        # abilities, as in Classic (DAMAGE-017).
        "premium": Flow(_g_era_turn(), _battle(_classic_damage())),
    }
)


def flow_of(fmt: Format | str) -> Flow:
    return FLOWS[get_format(fmt).name]


def turn_stages(fmt: Format | str) -> tuple[Stage, ...]:
    return flow_of(fmt).turn


def battle_stages(fmt: Format | str) -> tuple[Stage, ...]:
    return flow_of(fmt).battle


def stage_of(fmt: Format | str, phase: str, step: str = "") -> Stage:
    """The stage called ``phase`` (and ``step`` in the battle phase)."""
    return _INDEX[(get_format(fmt).name, phase, step)][0]


PHASES: tuple[str, ...] = tuple(s.phase for s in FLOWS["standard"].turn)
BATTLE_STEPS: tuple[str, ...] = tuple(s.step for s in FLOWS["standard"].battle)
IN_BATTLE: tuple[str, ...] = BATTLE_STEPS[1:]
"""Steps during which a battle (one attack) is in progress."""
WINDOW_TIMINGS: tuple[str, ...] = tuple(
    dict.fromkeys(
        t for f in FLOWS.values() for s in (*f.turn, *f.battle) for t in (*s.opens, *s.closes)
    )
) + ("beginning-of-end-phase", "end-of-turn")
"""Every "at the beginning / end of ..." timing a card's ability may wait for."""


def closing_windows(fmt: Format | str) -> frozenset[str]:
    """The windows the format's flow opens as a stage ends (the G era: the end of the ride
    phase); a card may wait for one only in a format whose flow opens it.

    >>> sorted(closing_windows("premium")), sorted(closing_windows("classic"))
    (['end-of-ride-phase'], [])
    """
    f = flow_of(fmt)
    return frozenset(t for st in (*f.turn, *f.battle) for t in st.closes)


# Tasks that carry on a procedure already under way: no check timing comes before them, so
# neither rule actions nor waiting abilities cut into an ability being resolved, a trigger's
# effects, or a check between its reveal and its "when ... checks" abilities.
CONTINUATIONS = frozenset(
    {
        "ability-resolve",
        "manual-ability",
        "ability-cost",
        "ability-effect",
        "ability-fetch",
        "ability-call-to",
        "ability-shuffle-after",
        "ability-look-rest",
        "ability-look-rest-pick",
        "order-finish",
        "trigger",
        "power-offer",
        "critical-offer",
        "trigger-draw",
        "trigger-heal",
        "trigger-stand",
        "trigger-front",
        "trigger-over",
        "check-abilities",
        "gift-give",
        "persona-ride",
        "gift-type",
        "gift-apply",
        "gift-mark",
        # the G era: the rest of a G assist (001 G Assist Step, Procedure ①-④)
        "g-assist-look",
        "g-assist-pay-offer",
        # the rest of an attack's declaration (its further targets), and which attacked unit a
        # guardian just called guards (ATTACK-009)
        "attack-also",
        "guard-assign",
    }
)


def _first_players_first_turn(s: State) -> bool:
    return s.turn == 1 and s.turn_player == s.first_player


def _vanguard_attacks(s: State) -> bool:
    """The attacker drives: a vanguard, or a rear-guard an ability lets drive check
    (DRIVE-005), still on the circle it attacked from."""
    b = s.battle
    if b is None or s.players[s.turn_player].at(b.attacker_circle) != b.attacker:
        return False
    return b.attacker_circle == VC or any(
        m.target == b.attacker and m.stat == "can-drive-check" for m in s.mods
    )


CONDITIONS: Mapping[str, Callable[[State], bool]] = MappingProxyType(
    {
        "always": lambda s: True,
        "not-first-players-first-turn": lambda s: not _first_players_first_turn(s),
        "vanguard-attacks": _vanguard_attacks,
        "in-battle": lambda s: s.battle is not None,
    }
)
"""When a stage takes place (a rear-guard's attack has no drive step, 001 Guard Step [5])."""


def stage_task(st: Stage, *args: object) -> Task:
    """The task that enters ``st``; ``args`` go to its first body task."""
    return Task("stage", (st.phase, st.step, args))


def battle_after_attack(fmt: Format | str) -> tuple[Task, ...]:
    """What follows the choice to attack: the guard step to the close step, then the next
    start step (BATTLE-002)."""
    return _AFTER_ATTACK[get_format(fmt).name]


_AFTER_ATTACK = {
    name: tuple(stage_task(st) for st in f.battle[2:]) + (stage_task(f.battle[0]),)
    for name, f in FLOWS.items()
}
_TURN_TASKS = {
    name: tuple(stage_task(st) for st in f.turn) + (Task("begin-turn"),)
    for name, f in FLOWS.items()
}


@task("begin-turn")
def begin_turn(ctx: Ctx) -> None:
    """Start the next turn: players alternate, starting with the first player (TURN-001/004)."""
    s = ctx.state
    turn = s.turn + 1
    tp = s.first_player if turn % 2 == 1 else 1 - s.first_player
    ctx.set(turn=turn, turn_player=tp, turn_flags=frozenset())
    ctx.push(*_TURN_TASKS[s.fmt.name])


_PHASE_SENTENCES = {
    "stand": "Turn {turn} begins: {player}'s stand phase.",
    "draw": "{player}'s draw phase.",
    "ride": "{player}'s ride phase.",
    "main": "{player}'s main phase.",
    "battle": "{player}'s battle phase.",
    "end": "{player}'s end phase.",
}


_STEP_WORDS = {"g-assist": "G assist"}
"""How the explain log names a step whose name is not its own word."""

ANNOUNCED_STEPS = frozenset({"start", "guard", "g-assist", "stride"})
"""The steps entered by an event of their own ("Player 1's start step."): each may ask a
player before anything else happens in it. Every other step is entered by its own first
event (the attack, the drive, the hit check, the close), so each frame of the log, and
``seek(k)``, shows the phase and step play is in."""

_STEP_TEXTS = {
    (step, p): f"{player_name(p)}'s {_STEP_WORDS.get(step, step)} step."
    for step in ANNOUNCED_STEPS
    for p in (0, 1)
}
_PHASE_TEXTS = {
    (phase, p): sentence.format(player=player_name(p))
    for phase, sentence in _PHASE_SENTENCES.items()
    if "{turn}" not in sentence
    for p in (0, 1)
}
"""What the log says as each player's phases and announced steps begin, written once (the
stand phase, which names the turn, is written each turn)."""

_PHASE_I, _STEP_I = STATE_FIELD["phase"], STATE_FIELD["step"]


CLOSING_WINDOWS: Mapping[str, tuple[str, str]] = MappingProxyType(
    {
        # 001's stride flowchart: after the stride step, before the main phase (STRIDE-015)
        "end-of-ride-phase": (
            "stride.end-of-ride-phase",
            "{player}'s ride phase ends: abilities waiting for “the end of the ride phase” "
            "trigger now and resolve before the main phase.",
        ),
    }
)
"""A closing window -> the catalogue rule that opens it and what the explain log says when a
card in the game waits for it."""


@task("stage-closes")
def close_stage(ctx: Ctx, *windows: str) -> None:
    """A stage's body is over: open its closing windows ("at the end of the ride phase"); the
    abilities they trigger resolve at the check timing before the next stage begins. The log
    names the moment only when some card in the game waits for it."""
    tp = ctx.state.turn_player
    for t in windows:
        listened = ctx._listened
        if listened is not None and t in listened:
            rule, sentence = CLOSING_WINDOWS[t]
            ctx.emit("phase", rule, sentence.format(player=player_name(tp)))
        ctx.timing(t, player=tp)


def _set_phase_step(s: State, phase: str, step: str) -> State:
    values = list(s)
    values[_PHASE_I] = phase
    values[_STEP_I] = step
    return tuple.__new__(State, values)


@task("stage")
def enter_stage(ctx: Ctx, phase: str, step: str, args: tuple[object, ...] = ()) -> None:
    """Enter a phase or step: set it, say so, open its "at the beginning of" windows, then
    schedule its body (each body task after a check timing)."""
    s = ctx.state
    st, body, holds = _INDEX[(s.table.fmt.name, phase, step)]
    tp = s.turn_player
    if holds is not None and not holds(s):
        if st.skipped:
            ctx.set(phase=phase, step=step)
            ctx.emit("no-attack", st.rule, st.skipped.format(player=player_name(tp)))
        return
    ctx.state = (
        with_field(s, _STEP_I, step) if s.phase == phase else _set_phase_step(s, phase, step)
    )
    if not step:
        text = _PHASE_TEXTS.get((phase, tp))
        if text is None:  # (the stand phase names the turn)
            text = _PHASE_SENTENCES[phase].format(turn=s.turn, player=player_name(tp))
        ctx.emit("phase", "turn.sequence", text)
    elif step in ANNOUNCED_STEPS:  # (each frame of the log shows the step play is in)
        ctx.emit(
            "phase",
            "battle.sequence" if phase == "battle" else "g.turn-steps",
            _STEP_TEXTS[step, tp],
        )
    waited = False
    if st.opens:
        before = len(ctx.state.pending)
        b = s.battle
        for t in st.opens:
            listened = ctx._listened
            if ctx.timing_hook is None and listened is not None and t not in listened:
                continue  # (no card of this game waits for it: the timing would do nothing)
            if t == "end-of-battle" and b is not None:
                # "at the end of the battle this unit attacked in": the attacker is its subject
                ctx.timing(t, player=tp, card=b.attacker)
            else:
                ctx.timing(t, player=tp)
        waited = len(ctx.state.pending) > before
    if args:
        # the choice that opened the stage goes to its first task, with whether the stage's
        # windows set any ability waiting (then the board may have changed since the choice)
        ctx.push(Task(st.body[0], (*args, waited)), *reversed(body[:-1]))
    else:
        ctx.stack.extend(body)  # (stored reversed: the first task ends up on top)
        ctx._stack_dirty = True


def _body_tasks(st: Stage) -> tuple[Task, ...]:
    """A stage's body as tasks, first first, with the task that opens its closing windows."""
    closing = (Task("stage-closes", st.closes),) if st.closes else ()
    return (*(Task(n) for n in st.body), *closing)


_INDEX: dict[tuple[str, str, str], tuple[Stage, tuple[Task, ...], Callable[[State], bool] | None]]
_INDEX = {
    (name, st.phase, st.step): (
        st,
        tuple(reversed(_body_tasks(st))),
        None if st.when == "always" else CONDITIONS[st.when],
    )
    for name, f in FLOWS.items()
    for st in (*f.turn, *f.battle)
}
"""(format, phase, step) -> the stage, its body as tasks (last first, ready to push), and its
condition (``None``: always)."""


def resume(
    fmt: Format | str,
    phase: str,
    step: str = "",
    *,
    battle: bool = False,
    after: str | None = None,
) -> tuple[Task, ...]:
    """The tasks (first to run first) that carry a turn on from inside ``phase`` / ``step``:
    the rest of that stage's body (its beginning is over), then every later stage of the turn,
    then the next turn. ``battle``: a battle is in progress (the attack is declared).
    ``after``: the stage's body task that is under way (the caller supplies what is left of
    it, e.g. the rest of a damage check): the body resumes after it.

    >>> [t.name for t in resume("standard", "main")]
    ['main-offer', 'stage', 'stage', 'begin-turn']
    >>> [t.args[:2] for t in resume("standard", "battle", "guard")][1:3]
    [('battle', 'drive'), ('battle', 'damage')]
    >>> after = resume("classic", "battle", "damage", battle=True, after="deal-damage")
    >>> [t.name for t in after][:3]
    ['retire-guardians', 'retire-hit-rear-guard', 'hit-result']
    """
    f = get_format(fmt)
    flow = flow_of(f)
    after_battle = [stage_task(st) for st in flow.turn if st.phase == "end"]
    if phase == "setup":
        return (Task("begin-turn"),)
    if phase == "battle" and step:
        steps = flow.battle
        i = next(k for k, st in enumerate(steps) if st.step == step)
        body = steps[i].body
        if step == "attack" and battle:
            body = body[1:]  # the attack has been declared
        if after is not None:
            body = body[body.index(after) + 1 :]
        out = [Task(n) for n in body]
        if step != "start":
            out += [stage_task(st) for st in steps[i + 1 :]] + [stage_task(steps[0])]
        return (*out, *after_battle, Task("begin-turn"))
    # a phase's own step (the G era's G assist and stride steps), else the phase's start
    i = next(
        (k for k, st in enumerate(flow.turn) if st.phase == phase and st.step == step),
        next(k for k, st in enumerate(flow.turn) if st.phase == phase),
    )
    out = list(_body_tasks(flow.turn[i]))
    out += [stage_task(st) for st in flow.turn[i + 1 :]]
    return (*out, Task("begin-turn"))
