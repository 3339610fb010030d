"""A judge's position can start in the middle of a procedure: inside a drive or damage check
(the checked card in the trigger zone, checks still to come), with abilities waiting to
resolve, and with what has already happened this turn (ride, order, 1/Turn abilities used).
The loader checks each against the flow and the rules, naming the line; the game then goes
on exactly as it would have from that moment, and its record replays."""

from __future__ import annotations

import pytest

from vgwidget.engine.game import Game
from vgwidget.engine.position import PositionError
from vgwidget.engine.timeline import check_expectations, offered, play_script

DAMAGE_CHECK = """\
[game]
format = "standard"
seed = 3
turn = 5
turn_player = 1
phase = "battle"
step = "damage"

[battle]
attacker = "VC"
target = "VC"

[check]
kind = "damage"
number = 1
of = 2

[players.1]
hand = ["Ember Lancer"]
deck = { fill = "teaching" }

[players.1.circles]
VC = { card = "Pyreheart Sovereign Dragon", rested = true }

[players.2]
hand = ["Kelpwood Archer"]
damage = ["Pearlshell Acolyte"]
trigger = ["Riptide Striker"]
deck = { top = ["Coralshield Captain"], fill = "teaching" }

[players.2.circles]
VC = "Coralshield Captain"
FL = "Saltspray Duelist"
"""

DRIVE_CHECK = (
    DAMAGE_CHECK.replace('step = "damage"', 'step = "drive"')
    .replace('kind = "damage"', 'kind = "drive"')
    .replace('trigger = ["Riptide Striker"]\n', "")
    .replace('hand = ["Ember Lancer"]', 'hand = ["Ember Lancer"]\ntrigger = ["Hearthfox Courier"]')
)

MAIN = """\
[game]
format = "standard"
seed = 3
turn = 5
turn_player = 1
phase = "main"
{game}

{pending}

[players.1]
hand = ["Ember Lancer", "Kindling Decree"]
damage = ["Ember Lancer", "Ember Lancer"]
soul = ["Cinderling Scout", "Cinderling Squire"]
deck = {{ fill = "teaching" }}

[players.1.circles]
VC = "Pyreheart Sovereign Dragon"
FL = "Cinderfall Striker"
BL = "Ember Chronicler"
FR = "Ashen Recruiter"

[players.2]
hand = ["Kelpwood Archer"]
deck = {{ fill = "teaching" }}

[players.2.circles]
VC = "Coralshield Captain"
"""

PENDING = """\
[[pending]]
player = 1
at = "BL"

[[pending]]
player = 1
at = "FR"
"""


def main(game: str = "", pending: str = "") -> str:
    return MAIN.format(game=game, pending=pending)


def texts(g: Game) -> list[str]:
    return [e.text for e in g.events]


@pytest.mark.rule("damage.check", "trigger.critical")
@pytest.mark.covers("DAMAGE-010", "DAMAGE-011", formats=("standard",))
def test_a_position_inside_a_damage_check_resolves_the_revealed_trigger_then_checks_again() -> None:
    g = Game.from_position(DAMAGE_CHECK)
    d = g.state.decision
    assert d is not None and d.kind == "power-to" and d.player == 1
    assert g.state.battle is not None and g.state.battle.hit is True
    problems = play_script(g, ["power-to: VC", "critical-to: VC"])
    assert problems == []
    log = texts(g)
    second = next(i for i, t in enumerate(log) if t.startswith("Damage check 2 of 2"))
    placed = next(i for i, t in enumerate(log) if "“Riptide Striker” goes face up" in t)
    assert placed < second, "each check finishes before the next begins (DAMAGE-010)"
    assert len(g.state.players[1].damage) == 3
    assert g.state.players[1].trigger == ()


@pytest.mark.rule("battle.drive", "trigger.draw")
@pytest.mark.covers("DRIVE-006", "DRIVE-007", formats=("standard",))
def test_a_position_inside_a_drive_check_finishes_it_and_makes_the_second() -> None:
    g = Game.from_position(DRIVE_CHECK)
    log = texts(g)
    assert any("draw trigger" in t for t in log[:3]), log[:3]
    i = next(i for i, t in enumerate(log) if "“Hearthfox Courier” goes into Player 1's hand" in t)
    j = next(i for i, t in enumerate(log) if t.startswith("Drive check 2 of 2"))
    k = next(i for i, t in enumerate(log) if t.startswith("Power check"))
    assert i < j < k
    assert check_expectations(g.events, [{"kind": "drive-check", "count": 1}]) == []


@pytest.mark.rule("ability.auto")
def test_waiting_abilities_in_a_position_resolve_at_the_first_check_timing() -> None:
    g = Game.from_position(main(pending=PENDING))
    d = g.state.decision
    assert d is not None and d.kind == "order" and d.player == 0
    names = sorted(g.state.table.cards[a.card].name for a in g.legal_actions())  # type: ignore[index]
    assert names == ["Ashen Recruiter", "Ember Chronicler"]
    without = Game.from_position(main())
    assert without.state.decision is not None and without.state.decision.kind == "main"


@pytest.mark.rule("ability.once-per-turn", "order.play")
def test_what_has_happened_this_turn_is_part_of_the_position() -> None:
    fresh = Game.from_position(main())
    assert offered("act: Cinderfall Striker", fresh.state)
    assert offered("play-order: Kindling Decree", fresh.state)
    used = Game.from_position(
        main(game='used_once = [{ player = 1, at = "FL" }]\ndone = ["order"]')
    )
    assert not offered("act: Cinderfall Striker", used.state)
    assert not offered("play-order: Kindling Decree", used.state)


@pytest.mark.rule("ride.normal")
def test_a_ride_already_made_this_turn() -> None:
    ride = (
        main()
        .replace('phase = "main"', 'phase = "ride"')
        .replace('"Kindling Decree"]', '"Kindling Decree", "Magmaforge Tyrant"]')
    )
    fresh = Game.from_position(ride)
    assert offered("ride: Magmaforge Tyrant", fresh.state)
    done = Game.from_position(ride.replace('phase = "ride"', 'phase = "ride"\ndone = ["ride"]'))
    assert not offered("ride: Magmaforge Tyrant", done.state)
    assert not any(a.kind == "ride" for a in done.legal_actions())


@pytest.mark.rule("position.setup")
@pytest.mark.parametrize("text", [DAMAGE_CHECK, DRIVE_CHECK, main(pending=PENDING)])
def test_a_game_from_a_mid_procedure_position_replays_from_its_record(text: str) -> None:
    g = Game.from_position(text)
    while not g.is_over and len(g.actions) < 40:
        g.apply(g.legal_actions()[-1])
    again = Game.from_json(g.to_json())
    assert texts(again) == texts(g)


def _error(text: str) -> str:
    with pytest.raises(PositionError) as info:
        Game.from_position(text)
    return str(info.value)


@pytest.mark.rule("position.setup")
@pytest.mark.parametrize(
    ("text", "message"),
    [
        (DAMAGE_CHECK.replace("[check]\nkind", "[nocheck]\nkind"), 'unknown key "nocheck"'),
        (
            DAMAGE_CHECK.replace('[check]\nkind = "damage"\nnumber = 1\nof = 2\n', ""),
            "say which with a [check] table",
        ),
        (DAMAGE_CHECK.replace('kind = "damage"', 'kind = "drive"'), 'step = "drive"'),
        (DAMAGE_CHECK.replace("number = 1", "number = 3"), "out of range"),
        (DRIVE_CHECK.replace("of = 2", "of = 3"), "makes 2 drive check(s), not 3"),
        (
            DAMAGE_CHECK.replace(
                'trigger = ["Riptide Striker"]', 'trigger = ["Riptide Striker", "Brinefang Eel"]'
            ),
            "exactly one card",
        ),
        (
            DRIVE_CHECK.replace('trigger = ["Hearthfox Courier"]', "").replace(
                'damage = ["Pearlshell Acolyte"]',
                'damage = ["Pearlshell Acolyte"]\ntrigger = ["Brinefang Eel"]',
            ),
            "only Player 1's trigger zone holds a card",
        ),
        (main(pending='[[pending]]\nplayer = 1\nat = "BR"\n'), "no unit on BR"),
        (main(pending='[[pending]]\nplayer = 1\nat = "FL"\n'), "has no AUTO ability"),
        (main(pending='[[pending]]\nplayer = 1\nat = "VC"\nability = 9\n'), "out of range"),
        (main(pending='[[pending]]\nplayer = 1\nat = "hnd"\ncard = "X"\n'), 'did you mean "hand"'),
        (main(game='used_once = [{ player = 1, at = "BL" }]'), "has no 1/Turn ability"),
        (main(game='done = ["rid"]'), 'did you mean "ride"'),
        (
            main(game='done = ["order"]').replace('phase = "main"', 'phase = "draw"'),
            "before the main phase",
        ),
    ],
)
def test_a_mid_procedure_position_that_cannot_be_is_refused_naming_its_line(
    text: str, message: str
) -> None:
    err = _error(text)
    assert message in err, err
    assert "line " in err, err


@pytest.mark.rule("position.setup")
def test_what_happened_this_turn_is_written_back() -> None:
    from vgwidget.engine.position import to_dict

    g = Game.from_position(main(game='used_once = [{ player = 1, at = "FL" }]\ndone = ["order"]'))
    written = to_dict(g.state)
    assert written["game"]["done"] == ["order"]
    assert written["game"]["used_once"] == [
        {"player": 1, "at": "FL", "card": "Cinderfall Striker", "ability": 1}
    ]
    again = Game.from_position(written)
    assert again.state.turn_flags == g.state.turn_flags


@pytest.mark.rule("position.setup", "battle.hit-check")
def test_an_effect_that_the_attacked_unit_cannot_be_hit_lasts_for_the_battle() -> None:
    """``[[modifiers]]`` can state "cannot be hit" (and "cannot attack") effects too."""
    guard = (
        DAMAGE_CHECK.replace('step = "damage"', 'step = "guard"')
        .replace('[check]\nkind = "damage"\nnumber = 1\nof = 2\n', "")
        .replace('trigger = ["Riptide Striker"]\n', "")
    )
    protected = guard + (
        '\n[[modifiers]]\nplayer = 2\ncircle = "VC"\nstat = "cannot-be-hit"\nuntil = "battle"\n'
    )
    g = Game.from_position(protected)
    play_script(g, ["end-guard"])
    assert len(g.state.players[1].damage) == 1, "the vanguard cannot be hit: no damage"
    from vgwidget.engine.position import to_dict

    assert Game.from_position(guard).state.mods == ()
    bad = protected.replace('until = "battle"', 'until = "battle"\namount = 1')
    assert '"cannot-be-hit" has no amount' in _error(bad)
    written = to_dict(Game.from_position(protected).state)
    assert written["modifiers"] == [
        {
            "player": 2,
            "circle": "VC",
            "stat": "cannot-be-hit",
            "until": "battle",
            "label": "position",
        }
    ]
