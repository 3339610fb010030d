"""Nothing in card data is silently accepted (issue 14, step 1).

Every value the card-data format names -- card types, trigger / skill / gift icons, keywords,
ability kinds and zones, timings, conditions, costs, effects, targets -- is enumerated here
from the model's own lists, and each is shown to be *played* (used on a card in a real
position, it does something an event names) or *refused at load* with an error naming the
card and the field. A field an effect does not read, a value of the wrong kind, an icon the
engine does not play: each is refused, never ignored.
"""

from __future__ import annotations

from typing import Any

import pytest
from builders import act, make_card, pool_with, standard_probe_board

from vgwidget.engine import cards as cards_mod
from vgwidget.engine import position as position_mod
from vgwidget.engine.abilities import model, vocabulary
from vgwidget.engine.abilities.conditions import CONDITION_CHECKS
from vgwidget.engine.abilities.resolve import Ref, fixed_targets, target_options
from vgwidget.engine.cards import Card
from vgwidget.engine.catalogue import get_rule
from vgwidget.engine.errors import CardDataError
from vgwidget.engine.game import Game

# One effect record per effect kind, with the fields it needs (a real use of each).
EFFECT_SAMPLES: dict[str, dict[str, Any]] = {
    "power": {"do": "power", "amount": 5000, "target": "self"},
    "critical": {"do": "critical", "amount": 1, "target": "self"},
    "shield": {"do": "shield", "amount": 5000, "target": "choose-your-rear-guard"},
    "draw": {"do": "draw", "n": 1},
    "soul-charge": {"do": "soul-charge", "n": 1},
    "counter-charge": {"do": "counter-charge", "n": 1},
    "superior-call": {"do": "superior-call", "source": "drop", "max_grade": 1},
    "superior-ride": {"do": "superior-ride", "source": "drop", "name": "Cinder Drake Warden"},
    "search": {"do": "search", "source": "deck", "name": "Ember Lancer"},
    "look-top": {"do": "look-top", "n": 2, "rest": "bottom"},
    "stand": {"do": "stand", "target": "choose-your-rested-rear-guard"},
    "rest": {"do": "rest", "target": "choose-your-rear-guard"},
    "retire": {"do": "retire", "target": "choose-opponent-rear-guard"},
    "bind": {"do": "bind", "target": "choose-opponent-front-row-rear-guard"},
    "heal": {"do": "heal", "n": 1},
    "damage-face-up": {"do": "damage-face-up", "n": 1},
    "shuffle": {"do": "shuffle"},
    "cannot-be-hit": {"do": "cannot-be-hit", "target": "your-vanguard", "until": "turn"},
    "cannot-attack": {"do": "cannot-attack", "target": "choose-opponent-rear-guard"},
    "energy-charge": {"do": "energy-charge", "n": 2},
    "get-crest": {"do": "get-crest", "name": "Wellspring Crest"},
    "get-ticket": {"do": "get-ticket", "name": "Ember Spark Ticket"},
    "gauge-charge": {"do": "gauge-charge", "n": 1},
    "win-game": {"do": "win-game"},
    "lose-game": {"do": "lose-game"},
    "lock": {"do": "lock", "target": "choose-opponent-rear-guard"},
    "delete": {"do": "delete", "target": "opponent-vanguard"},
    "hold-locks": {"do": "hold-locks"},
    "cannot-stand": {"do": "cannot-stand", "target": "choose-your-rear-guard"},
    "resist": {"do": "resist"},
    "limit-break-relief": {"do": "limit-break-relief", "n": 4, "amount": 4},
    "stride-grade": {"do": "stride-grade", "amount": 2},
    "stride-grade-as": {"do": "stride-grade-as", "amount": 3},
    "legion-from-soul": {"do": "legion-from-soul"},
    "attack-several": {"do": "attack-several", "amount": 2, "target": "self"},
    "can-drive-check": {"do": "can-drive-check", "target": "self"},
    "remove-marker": {"do": "remove-marker", "name": "force"},
    "get-gift": {"do": "get-gift", "name": "protect I"},
    "discard": {"do": "discard", "n": 1},
    "hand-to-soul": {"do": "hand-to-soul", "n": 1},
    "harmony": {"do": "harmony"},
    "all-clans": {"do": "all-clans"},
}
COST_SAMPLES: dict[str, Any] = {
    "counter-blast": 1,
    "soul-blast": 1,
    "soul-charge": 1,
    "counter-charge": 1,
    "discard": 1,
    "persona-blast": 1,
    "retire-self": 1,
    "rest-self": 1,
    "soul-self": 1,
    "retire": 1,
    "energy-blast": 2,
    "gauge-blast": 1,
    "especial-counter-blast": {"n": 1, "name": "Scorchmane Raider"},
    "especial-soul-blast": {"n": 1, "name": "Cinderling Scout"},
    "g-face-up": 1,  # (Premium only: paid in tests/test_cardtext_g.py)
    "hand-to-soul": 1,
    "rest-rear-guards": 1,
    "rest-other-rear-guards": 1,
    "g-face-up-same-name": 1,  # (Premium only: paid in tests/test_cardtext_stride.py)
    "g-face-up-g-guardian": 1,
}


def _rich_game(ability: dict[str, Any], *, on_rear: bool = False) -> tuple[Game, int]:
    """Player 1's main phase with something in every zone an ability may use; the test card
    (an ACT ability) on VC, or on FL with ``on_rear``."""
    card = make_card("Schema Probe Drake", "standard", [ability], grade=2, power=10000, shield=5000)
    g, _ = standard_probe_board(card, on_rear=on_rear, in_hand="Schema Probe Drake")
    # Standard's resources: energy, and a gauge card under the probe
    d = position_mod.to_dict(g.state)
    d["players"]["1"]["energy"] = 3
    # a gift marker on an empty circle, for an effect that removes one
    d["players"]["1"]["markers"] = [{"circle": "BL", "kind": "force", "type": "I"}]
    d["players"]["1"]["gift_types"] = {"force": "I"}
    circle = "FL" if on_rear else "VC"
    entry = d["players"]["1"]["circles"][circle]
    name = entry if isinstance(entry, str) else entry["card"]
    d["players"]["1"]["circles"][circle] = {"card": name, "gauge": ["Ember Lancer"]}
    g = Game.from_position(position_mod.to_toml(d), pool=pool_with(card))
    on_circle = g.state.players[0].at(circle)
    assert on_circle is not None
    return g, on_circle


def _finish(g: Game) -> None:
    """Take the first offered choice at every decision until the main phase is back (or the
    game is over)."""
    for _ in range(30):
        d = g.state.decision
        if d is None or d.kind == "main" or g.is_over:
            return
        acts = g.legal_actions()
        pick = next((a for a in acts if a.kind in ("use", "choose", "resolve")), acts[0])
        g.apply(pick)
    raise AssertionError("the ability never finished")


def _run_act(ability: dict[str, Any], *, on_rear: bool = False) -> list[Any]:
    g, probe = _rich_game(ability, on_rear=on_rear)
    n0 = len(g.events)
    act(g, "act", card=probe, number=0)
    _finish(g)
    return g.events[n0:]


def test_the_samples_cover_every_effect_and_cost_of_the_format() -> None:
    assert set(EFFECT_SAMPLES) == set(vocabulary.EFFECTS)
    assert set(COST_SAMPLES) == set(vocabulary.COSTS)
    assert set(vocabulary.EFFECT_FIELDS) == set(vocabulary.EFFECTS)
    assert set(CONDITION_CHECKS) == set(vocabulary.CONDITIONS) == set(vocabulary.CONDITION_VALUES)


@pytest.mark.parametrize(
    "do",
    [
        d
        for d in vocabulary.EFFECTS
        if d not in vocabulary.CONT_ONLY_EFFECTS + vocabulary.LEGION_EFFECTS
    ],
)
def test_every_effect_is_played(do: str) -> None:
    """Each effect, used by an ACT ability on a full board, does something the log names
    (a CONT-only effect is played in tests/test_classic_lines_vocabulary.py, a legion's in
    tests/test_classic_lines_lock_delete.py)."""
    events = _run_act({"type": "ACT", "zones": ["VC"], "effect": [EFFECT_SAMPLES[do]]})
    done = [e for e in events if e.kind not in ("ability-act", "nothing") and not e.decision]
    assert any(e.rule != "golden.impossible" for e in done), [e.text for e in events]
    for e in events:
        get_rule(e.rule)  # every event cites a catalogue entry


@pytest.mark.parametrize("cost", [c for c in vocabulary.COSTS if c not in vocabulary.G_ZONE_COSTS])
def test_every_cost_is_paid(cost: str) -> None:
    ability = {
        "type": "ACT",
        "zones": ["RC"],
        "cost": [{cost: COST_SAMPLES[cost]}],
        "effect": [{"do": "draw", "n": 1}],
    }
    events = _run_act(ability, on_rear=True)
    assert any(e.kind == "draw" and e.rule == "text.draw" for e in events), [e.text for e in events]


@pytest.mark.parametrize(
    "target",
    [
        t
        for t in vocabulary.TARGETS
        if t not in vocabulary.LEGION_TARGETS | vocabulary.STATE_TARGETS
    ],
)
def test_every_target_finds_units_in_a_battle(target: str) -> None:
    """(A legion's target is played in tests/test_classic_lines_lock_delete.py, the target of
    units in harmony in tests/test_cardtext_harmony.py.)"""
    g, probe = _rich_game({"type": "ACT", "zones": ["VC"], "effect": [{"do": "draw"}]})
    act(g, "end-main")
    act(g, "attack", circle="VC", target="VC")
    # ("the attacked unit" is the defender's own unit: seen from Player 2's ability)
    ref = Ref(1 if target in ("attacked-unit", "choose-your-attacked-vanguard") else 0, probe, 0)
    found = fixed_targets(g.state, ref, target)
    if found is None:
        found = target_options(g.state, ref, target)
    assert found, target


@pytest.mark.parametrize("name", vocabulary.CONDITIONS)
def test_every_condition_is_worked_out_and_takes_one_kind_of_value(name: str) -> None:
    want = vocabulary.CONDITION_VALUES[name]
    good: object = {int: 1, str: "Cinder Drake Warden", bool: True}[want]
    bad: object = {int: "one", str: 3, bool: "yes"}[want]
    g, probe = _rich_game({"type": "ACT", "zones": ["VC"], "effect": [{"do": "draw"}]})
    assert isinstance(CONDITION_CHECKS[name](g.state, probe, good, {}), bool)
    with pytest.raises(CardDataError, match=rf"condition {name!r} takes"):
        model.parse_ability(
            {"type": "CONT", "condition": [{name: bad}], "effect": [EFFECT_SAMPLES["power"]]},
            "Odd Card",
        )


@pytest.mark.parametrize("keyword", vocabulary.KEYWORDS)
def test_every_keyword_has_its_rule(keyword: str) -> None:
    assert get_rule(f"keyword.{keyword}")


def test_an_unknown_keyword_is_refused_naming_it() -> None:
    with pytest.raises(CardDataError, match=r"card 'Odd Card' ability 0: unknown keyword 'boost"):
        model.parse_ability(
            {"type": "ACT", "keyword": "boost-breaker", "effect": [{"do": "draw"}]}, "Odd Card"
        )


@pytest.mark.parametrize("do", vocabulary.EFFECTS)
def test_a_field_an_effect_does_not_read_is_refused(do: str) -> None:
    # every effect reads "if" (the field if_), so it is never unused
    unused = sorted(
        set(model.Effect.__dataclass_fields__) - {"do", "if_"} - vocabulary.EFFECT_FIELDS[do]
    )
    assert unused
    sample = {**EFFECT_SAMPLES[do], unused[0]: getattr(model.Effect, unused[0])}
    with pytest.raises(CardDataError, match=rf"effect {do!r} does not use field"):
        model.parse_ability({"type": "ACT", "effect": [sample]}, "Odd Card")


@pytest.mark.parametrize(
    ("ability", "message"),
    [
        ({"type": "CONT", "effect": [{"do": "draw"}]}, "a CONT ability cannot 'draw'"),
        (
            {"type": "CONT", "effect": [{"do": "power", "amount": 1, "target": "attacker"}]},
            "a CONT effect cannot target 'attacker'",
        ),
        (
            {"type": "CONT", "once_per_turn": True, "effect": [EFFECT_SAMPLES["power"]]},
            "a CONT ability has no 'once_per_turn'",
        ),
        (
            {"type": "ACT", "effect": [{"do": "power", "amount": 1, "until": "while"}]},
            "'until' \"while\" belongs to CONT",
        ),
        (
            {"type": "ACT", "on": "self", "effect": [{"do": "draw"}]},
            "only AUTO abilities have 'on'",
        ),
        ({"type": "ACT", "effect": [{"do": "power", "target": "self"}]}, "needs a non-zero"),
        (
            {"type": "ACT", "effect": [{"do": "superior-call", "target": "attacker"}]},
            "takes 'target' only as",
        ),
        ({"type": "ACT", "zones": ["crest-zone"], "effect": [{"do": "draw"}]}, "unknown zone"),
        ({"type": "AUTO", "timing": "sometime", "effect": [{"do": "draw"}]}, "needs a 'timing'"),
        ({"type": "PASSIVE", "effect": [{"do": "draw"}]}, "'type' must be"),
    ],
)
def test_ability_data_the_engine_would_ignore_is_refused(
    ability: dict[str, Any], message: str
) -> None:
    with pytest.raises(CardDataError) as err:
        model.parse_ability(ability, "Odd Card", 2)
    assert "card 'Odd Card' ability 2" in str(err.value) and message in str(err.value)


def _card(**kw: Any) -> Card:
    return Card.from_dict({"id": "ODD-1", "name": "Odd Card", "grade": 3, **kw}, "odd.json entry 0")


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"gift": "wisdom"}, "gift 'wisdom' is not one of"),
        ({"type": "token"}, "type 'token' is not one of"),
        ({"trigger": "bonus"}, "trigger 'bonus' is not one of"),
        ({"skills": ["flying"]}, "skill 'flying' is not one of"),
        ({"sentinel": "yes"}, "field 'sentinel' must be true or false"),
        ({"formats": ["premium-h"]}, "field 'formats' names 'premium-h'"),
        ({"clan": 7}, "field 'clan' must be a name"),
        ({"icon": "star"}, "unknown field(s) ['icon']"),
        (
            {"abilities": [{"type": "ORDER", "effect": [{"do": "draw"}]}]},
            "ability 0 is an ORDER ability",
        ),
    ],
)
def test_card_fields_the_engine_does_not_play_are_refused(
    fields: dict[str, Any], message: str
) -> None:
    with pytest.raises(CardDataError) as err:
        _card(**fields)
    assert "Odd Card" in str(err.value) or "odd.json" in str(err.value)
    assert message in str(err.value)


def test_every_card_type_trigger_and_skill_is_used_by_the_pool_or_the_g_era() -> None:
    """The values the pool loads are the values the engine plays: each card type, trigger
    icon and skill icon is used by a shipped card or format."""
    from vgwidget.engine.cards import default_pool
    from vgwidget.engine.formats import FORMATS

    pool = list(default_pool())
    types = {c.type for c in pool} | {"g-unit"}  # G units: the stride tests build their own
    assert types == set(cards_mod.CARD_TYPES)
    triggers = set().union(*(f.trigger_types for f in FORMATS.values()))
    assert triggers == set(cards_mod.TRIGGERS)
    assert {s for c in pool for s in c.skills} | {"triple-drive"} == set(cards_mod.SKILLS)


@pytest.mark.rule("win.card-effect")
@pytest.mark.covers("WIN-004", formats=("standard",))
@pytest.mark.parametrize(("do", "winner"), [("win-game", 0), ("lose-game", 1)])
def test_an_ability_can_win_or_lose_the_game(do: str, winner: int) -> None:
    g, probe = _rich_game({"type": "ACT", "zones": ["VC"], "effect": [{"do": do}]})
    act(g, "act", card=probe, number=0)
    assert g.is_over and g.result is not None
    assert g.result.winner == winner and g.result.rule == "win.card-effect"
    assert g.events[-1].rule == "win.card-effect"
