"""The card-text compiler (vgwidget.cardtext) reads invented abilities in the official templates
as their records, writes each back as text and reads it again; spellings of one template read
the same. Every phrase of the grammar is read in tests/test_cardtext_phrases.py, the refusals
are in tests/test_cardtext_refusals.py.

All card names and texts here are our own inventions in the official templates."""

from __future__ import annotations

import json
from typing import Any

import pytest
from cardtext_reading import one, read

from vgwidget.cardtext import canonical, compile, render

# ----------------------------------------------------------------------------- invented cards
TEMPLATES: list[tuple[str, dict[str, Any]]] = [
    (
        "[AUTO](VC):When this unit attacks, [COST][Counter-Blast 1], this unit gets "
        "[Power]+10000 until end of that battle.",
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "attacks",
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "power", "amount": 10000, "until": "battle"}],
        },
    ),
    (
        "[AUTO](VC)[1/Turn]:When this unit attacks a vanguard, [COST][Counter-Blast 1 & "
        "Soul-Blast 1], choose one of your opponent's rear-guards, and retire it.",
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "attacks",
            "once_per_turn": True,
            "condition": [{"attacking-vanguard": True}],
            "cost": [{"counter-blast": 1}, {"soul-blast": 1}],
            "effect": [{"do": "retire", "target": "choose-opponent-rear-guard"}],
        },
    ),
    (
        "[AUTO](RC):[Counter Blast (1)] When this unit is placed on (RC), you may pay the cost. "
        "If you do, draw a card.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "placed-on-rc",
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "draw"}],
        },
    ),
    (
        "[AUTO](RC):When this unit is placed on (RC), COST [Soul Blast (1)], draw a card.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "placed-on-rc",
            "cost": [{"soul-blast": 1}],
            "effect": [{"do": "draw"}],
        },
    ),
    (
        "[AUTO]:When this unit is placed on (RC), Soul-Charge 2, and Counter-Charge 1.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "placed-on-rc",
            "effect": [{"do": "soul-charge", "n": 2}, {"do": "counter-charge"}],
        },
    ),
    (
        "[AUTO](VC):When placed, draw a card.",
        {"type": "AUTO", "zones": ["VC"], "timing": "placed-on-vc", "effect": [{"do": "draw"}]},
    ),
    (
        "[ACT](VC)[1/Turn]:[COST][Energy-Blast 3], draw two cards.",
        {
            "type": "ACT",
            "zones": ["VC"],
            "once_per_turn": True,
            "cost": [{"energy-blast": 3}],
            "effect": [{"do": "draw", "n": 2}],
        },
    ),
    (
        "[ACT](RC):[COST][Retire this unit], Counter-Charge 1.",
        {
            "type": "ACT",
            "zones": ["RC"],
            "cost": [{"retire-self": 0}],
            "effect": [{"do": "counter-charge"}],
        },
    ),
    (
        "[CONT](RC):During your turn, if you have a grade 3 or greater vanguard, this unit gets "
        "[Power]+4000.",
        {
            "type": "CONT",
            "zones": ["RC"],
            "condition": [{"vanguard-grade-at-least": 3}, {"your-turn": True}],
            "effect": [{"do": "power", "amount": 4000}],
        },
    ),
    (
        "[CONT](VC/RC):If your soul has five or more cards, this unit gets [Critical]+1.",
        {
            "type": "CONT",
            "zones": ["VC", "RC"],
            "condition": [{"soul-at-least": 5}],
            "effect": [{"do": "critical", "amount": 1}],
        },
    ),
    (
        "[CONT](RC)/(GC):During your opponent's turn, this unit gets [Shield]+5000.",
        {
            "type": "CONT",
            "zones": ["RC", "GC"],
            "condition": [{"your-turn": False}],
            "effect": [{"do": "shield", "amount": 5000}],
        },
    ),
    (
        "[AUTO](VC)[Limit-Break 4](This ability is active if you have four or more damage):"
        "When this unit attacks, [COST][Counter-Blast 2], this unit gets [Power]+10000 and "
        "[Critical]+1 until end of that battle.",
        {  # two stats in one clause: two effects on the same unit, lasting as long
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "attacks",
            "keyword": "limit-break",
            "condition": [{"limit-break": 4}],
            "cost": [{"counter-blast": 2}],
            "effect": [
                {"do": "power", "amount": 10000, "until": "battle"},
                {"do": "critical", "amount": 1, "until": "battle"},
            ],
        },
    ),
    (
        "[AUTO](VC)[Limit-Break 4](This ability is active if you have four or more damage):"
        "When this unit attacks, [COST][Counter-Blast 2], this unit gets [Power]+10000 until "
        "end of that battle, and this unit gets [Critical]+1 until end of that battle.",
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "attacks",
            "keyword": "limit-break",
            "condition": [{"limit-break": 4}],
            "cost": [{"counter-blast": 2}],
            "effect": [
                {"do": "power", "amount": 10000, "until": "battle"},
                {"do": "critical", "amount": 1, "until": "battle"},
            ],
        },
    ),
    (
        "[AUTO](RC)[Generation Break 1]:When this unit's attack hits a vanguard, draw a card.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "attack-hits",
            "condition": [{"attacking-vanguard": True}, {"generation-break": 1}],
            "effect": [{"do": "draw"}],
        },
    ),
    (
        "[AUTO](RC):When the attack that this unit boosted hits, [COST][Soul-Blast 1], search "
        'your deck for up to one card named "Glimmerwing Archon", reveal it and put it into '
        "your hand, and shuffle your deck.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "attack-hits",
            "on": "boosted-by-self",
            "cost": [{"soul-blast": 1}],
            "effect": [{"do": "search", "up_to": True, "name": "Glimmerwing Archon"}],
        },
    ),
    (
        "[AUTO](VC):At the beginning of your ride phase, [COST][Soul-Blast 2 & Discard a card "
        'from your hand], search your deck for up to one card named "Glimmerwing Archon", ride '
        "it, and shuffle your deck.",
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "beginning-of-ride-phase",
            "cost": [{"soul-blast": 2}, {"discard": 1}],
            "effect": [{"do": "superior-ride", "up_to": True, "name": "Glimmerwing Archon"}],
        },
    ),
    (
        "[AUTO](RC):At the end of the battle that this unit attacked, [COST][Counter-Blast 1], "
        "[Stand] this unit.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "end-of-battle",
            "on": "self",
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "stand"}],
        },
    ),
    (
        "[AUTO](RC):At the end of your turn, [COST][Counter-Blast 1], search your deck for up "
        "to one grade 1 or less card, call it to (RC), and shuffle your deck.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "end-of-turn",
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "superior-call", "up_to": True, "max_grade": 1}],
        },
    ),
    (
        "[AUTO](RC):When a card is revealed for your drive check, [COST][Retire one of your "
        "other rear-guards], choose up to one grade 1 or less card from your drop zone, and "
        "call it to (RC).",
        {},  # "Retire one of your other rear-guards": a misspelled cost (expected: a count)
    ),
    (
        "[AUTO](RC):When a card is revealed for your drive check, [COST][Retire 1 of your other "
        "rear-guards], choose up to one grade 1 or less card from your drop zone, and call it "
        "to (RC).",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "drive-check",
            "on": "your-unit",
            "cost": [{"retire": 1}],
            "effect": [{"do": "superior-call", "source": "drop", "up_to": True, "max_grade": 1}],
        },
    ),
    (
        "[AUTO](VC):When rode upon, you may call this card from your soul to (RC).",
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "ridden",
            "effect": [{"do": "superior-call", "source": "soul", "up_to": True}],
        },
    ),
    (
        "[AUTO](VC):Forerunner (When a unit of the same clan rides this unit, you may call this "
        "unit to (RC)).",
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "ridden",
            "keyword": "forerunner",
            "condition": [{"rider-same-clan": True}],
            "effect": [{"do": "superior-call", "source": "soul", "up_to": True}],
        },
    ),
    (
        "[CONT](RC):Restraint (This unit cannot attack).",
        {
            "type": "CONT",
            "zones": ["RC"],
            "keyword": "restraint",
            "effect": [{"do": "cannot-attack"}],
        },
    ),
    (
        "[CONT](VC):Lord (If you have a unit without the same clan as this unit, this unit "
        "cannot attack)",
        {
            "type": "CONT",
            "zones": ["VC"],
            "keyword": "lord",
            "condition": [{"all-units-same-clan": False}],
            "effect": [{"do": "cannot-attack"}],
        },
    ),
    (
        "[AUTO](GC)[Sentinel]:When this unit is placed on (GC), [COST][Discard a card from your "
        "hand], choose one of your units, and it cannot be hit until end of that battle.",
        {
            "type": "AUTO",
            "zones": ["GC"],
            "timing": "placed-on-gc",
            "keyword": "sentinel",
            "cost": [{"discard": 1}],
            "effect": [{"do": "cannot-be-hit", "target": "choose-your-unit", "until": "battle"}],
        },
    ),
    (
        "[AUTO](RC):When this unit is placed on (RC), [COST][Counter-Blast 1], look at the top "
        "three cards of your deck, choose up to one grade 2 or less card from among them, and "
        "put it into your hand, and put the rest on the bottom of your deck in any order.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "placed-on-rc",
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "look-top", "n": 3, "up_to": True, "max_grade": 2, "rest": "bottom"}],
        },
    ),
    (
        "[ACT](VC/RC)[1/Turn]:Look at up to three cards from the top of your deck, choose up to "
        "one card from among them, and put it into your hand, and put the rest on the bottom "
        "of your deck in any order.",
        {
            "type": "ACT",
            "zones": ["VC", "RC"],
            "once_per_turn": True,
            "effect": [
                {"do": "look-top", "n": 3, "look_up_to": True, "up_to": True, "rest": "bottom"}
            ],
        },
    ),
    (
        "[ACT](VC)[1/Turn][Limit-Break 4]:[COST][Counter-Blast 2], choose up to two of your "
        "opponent's rear-guards, and lock them, and your opponent's locked cards do not unlock "
        "at the end of their next turn.",
        {
            "type": "ACT",
            "zones": ["VC"],
            "once_per_turn": True,
            "keyword": "limit-break",
            "condition": [{"limit-break": 4}],
            "cost": [{"counter-blast": 2}],
            "effect": [
                {"do": "lock", "target": "choose-opponent-rear-guard", "n": 2, "up_to": True},
                {"do": "hold-locks"},
            ],
        },
    ),
    (
        "[ACT](VC)[1/Turn]:[COST][Counter-Blast 1], delete your opponent's vanguard.",
        {
            "type": "ACT",
            "zones": ["VC"],
            "once_per_turn": True,
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "delete", "target": "opponent-vanguard"}],
        },
    ),
    (
        "[ACT](VC)[Mega Blast]:Choose up to two of your opponent's rear-guards, and retire "
        "them, and this unit gets [Power]+10000 until end of turn.",
        {
            "type": "ACT",
            "zones": ["VC"],
            "keyword": "mega-blast",
            "effect": [
                {"do": "retire", "target": "choose-opponent-rear-guard", "n": 2, "up_to": True},
                {"do": "power", "amount": 10000},
            ],
        },
    ),
    (
        '[CONT](VC)[Cross Ride]:If you have a card named "Ashveil Tempest Dragon" in your '
        "soul, this unit gets [Power]+2000.",
        {
            "type": "CONT",
            "zones": ["VC"],
            "keyword": "cross-ride",
            "condition": [{"soul-has-name": "Ashveil Tempest Dragon"}],
            "effect": [{"do": "power", "amount": 2000}],
        },
    ),
    (
        "[ACT](RC)[1/Turn]:[COST][Counter-Blast 1-«Lanternguard»], draw a card.",
        {
            "type": "ACT",
            "zones": ["RC"],
            "once_per_turn": True,
            "cost": [{"especial-counter-blast": {"n": 1, "clan": "Lanternguard"}}],
            "effect": [{"do": "draw"}],
        },
    ),
    (
        '[ACT](RC)[1/Turn]:[COST][Soul-Blast 1-"Wickerlight Sprite"], this unit gets '
        "[Power]+3000 until end of turn.",
        {
            "type": "ACT",
            "zones": ["RC"],
            "once_per_turn": True,
            "cost": [{"especial-soul-blast": {"n": 1, "name": "Wickerlight Sprite"}}],
            "effect": [{"do": "power", "amount": 3000}],
        },
    ),
    (
        "[AUTO](RC):When this unit is placed with overDress, draw a card.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "placed-by-overdress",
            "effect": [{"do": "draw"}],
        },
    ),
    (
        "[CONT](RC):If this unit is in the overDress state, this unit gets [Power]+5000.",
        {
            "type": "CONT",
            "zones": ["RC"],
            "condition": [{"overdressed": True}],
            "effect": [{"do": "power", "amount": 5000}],
        },
    ),
    (
        "[AUTO](Crest zone):At the beginning of your ride phase, Energy-Charge 3.",
        {
            "type": "AUTO",
            "zones": ["crest"],
            "timing": "beginning-of-ride-phase",
            "effect": [{"do": "energy-charge", "n": 3}],
        },
    ),
    (
        '[AUTO](VC):When rode upon, if you do not have a "Tidewell Crest" crest, you get a '
        '"Tidewell Crest" crest.',
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "ridden",
            "condition": [{"lacks-crest": "Tidewell Crest"}],
            "effect": [{"do": "get-crest", "name": "Tidewell Crest"}],
        },
    ),
    (
        "[COST][Counter-Blast 1], draw a card, and choose one of your rear-guards, and it gets "
        "[Power]+5000 until end of turn.",
        {
            "type": "ORDER",
            "zones": ["order"],
            "cost": [{"counter-blast": 1}],
            "effect": [
                {"do": "draw"},
                {"do": "power", "amount": 5000, "target": "choose-your-rear-guard"},
            ],
        },
    ),
    (
        "Your unit being attacked gets [Power]+10000 until end of that battle.",
        {
            "type": "ORDER",
            "zones": ["order"],
            "effect": [
                {"do": "power", "amount": 10000, "target": "attacked-unit", "until": "battle"}
            ],
        },
    ),
    (
        "Soul-Charge 1.\n[CONT](Order zone):During your turn, if your vanguard is grade 3 or "
        "greater, all of your front row units get [Power]+2000.",
        {},  # two abilities: checked in test_a_text_holds_several_abilities
    ),
    (
        "[AUTO](RC):When this unit intercepts, this unit gets [Shield]+5000 until end of that "
        "battle.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "intercepts",
            "effect": [{"do": "shield", "amount": 5000, "until": "battle"}],
        },
    ),
    (
        "[AUTO](RC):When this unit is boosted, this unit gets [Power]+3000 until end of that "
        "battle.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "boosts",
            "on": "self-boosted",
            "effect": [{"do": "power", "amount": 3000, "until": "battle"}],
        },
    ),
    (
        "[AUTO](RC):When another of your units attacks, choose up to one of your units, and it "
        "gets [Power]+2000 until end of that battle.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "attacks",
            "on": "your-other-unit",
            "effect": [
                {
                    "do": "power",
                    "amount": 2000,
                    "target": "choose-your-unit",
                    "up_to": True,
                    "until": "battle",
                }
            ],
        },
    ),
    (
        "[AUTO](VC):When this unit is attacked, during your opponent's turn, this unit gets "
        "[Power]+5000 until end of that battle.",
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "attacked",
            "condition": [{"your-turn": False}],
            "effect": [{"do": "power", "amount": 5000, "until": "battle"}],
        },
    ),
    (
        "[AUTO](RC):When this unit is put into the drop zone, Soul-Charge 1.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "put-into-drop",
            "effect": [{"do": "soul-charge"}],
        },
    ),
    (
        "[AUTO](RC):When this unit is unlocked, draw a card.",
        {"type": "AUTO", "zones": ["RC"], "timing": "unlocked", "effect": [{"do": "draw"}]},
    ),
    (
        "[ACT](RC):[COST][Retire this unit & Counter-Blast 1], choose a card from your damage "
        "zone, and put it into your drop zone.",
        {
            "type": "ACT",
            "zones": ["RC"],
            "cost": [{"retire-self": 0}, {"counter-blast": 1}],
            "effect": [{"do": "heal"}],
        },
    ),
    (
        "[ACT](RC)[1/Turn]:[COST][[Rest] this unit], shuffle your deck, and Soul-Charge 1.",
        {
            "type": "ACT",
            "zones": ["RC"],
            "once_per_turn": True,
            "cost": [{"rest-self": 0}],
            "effect": [{"do": "shuffle"}, {"do": "soul-charge"}],
        },
    ),
    (
        "[AUTO](VC):At the end of your ride phase, this unit gets [Power]+5000 until end of turn.",
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "end-of-ride-phase",
            "effect": [{"do": "power", "amount": 5000}],
        },
    ),
    (
        "[ACT](VC):[COST][Counter-Blast 1], this unit can attack three of your opponent's "
        "front row units at the same time until end of turn.",
        {
            "type": "ACT",
            "zones": ["VC"],
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "attack-several", "amount": 3}],
        },
    ),
    (
        "[CONT](RC):Your Limit-Break 4 abilities need four less damage.",
        {
            "type": "CONT",
            "zones": ["RC"],
            "effect": [{"do": "limit-break-relief", "n": 4, "amount": 4}],
        },
    ),
    (
        "[AUTO](RC):At the end of the first battle this turn in which this unit attacked a "
        "rear-guard, [COST][Counter-Blast 1], [Stand] this unit.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "end-of-battle",
            "on": "self",
            "first_chance": True,
            "condition": [{"attacked-rear-guard": True}],
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "stand"}],
        },
    ),
    (
        "[ACT](RC)[1/Turn]:[COST][Counter-Blast 1], ride up to one unit from your soul that "
        "names your vanguard as its legion mate, and Legion with it.",
        {
            "type": "ACT",
            "zones": ["RC"],
            "once_per_turn": True,
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "legion-from-soul", "up_to": True}],
        },
    ),
    (
        "[AUTO](VC):When this unit attacks, you may choose one of your rested rear-guards, and "
        "[Stand] it.",
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "attacks",
            "optional": True,
            "effect": [{"do": "stand", "target": "choose-your-rested-rear-guard"}],
        },
    ),
    (
        "[AUTO](RC):When this unit's attack hits, [COST][Counter-Blast 1 & Discard a card from "
        "your hand], choose up to one of your opponent's front row rear-guards, and bind it.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "attack-hits",
            "cost": [{"counter-blast": 1}, {"discard": 1}],
            "effect": [
                {"do": "bind", "target": "choose-opponent-front-row-rear-guard", "up_to": True}
            ],
        },
    ),
    (
        "[AUTO](VC):When this unit's attack does not hit, Counter-Charge 1.",
        {
            "type": "AUTO",
            "zones": ["VC"],
            "timing": "attack-does-not-hit",
            "effect": [{"do": "counter-charge"}],
        },
    ),
    (
        "[ACT](VC):[COST][Counter-Blast 1], remove an Accel marker from one of your circles, "
        "and this unit gets [Power]+10000 until end of turn.",
        {
            "type": "ACT",
            "zones": ["VC"],
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "remove-marker", "name": "accel"}, {"do": "power", "amount": 10000}],
        },
    ),
    (
        "[ACT](VC):[COST][Counter-Blast 1], you get an Imaginary Gift: Accel, and draw a card.",
        {
            "type": "ACT",
            "zones": ["VC"],
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "get-gift", "name": "accel"}, {"do": "draw"}],
        },
    ),
    (
        "[CONT](Damage zone/Bind zone):Your vanguard gets [Power]+2000.",
        {
            "type": "CONT",
            "zones": ["damage", "bind"],
            "effect": [{"do": "power", "amount": 2000, "target": "your-vanguard"}],
        },
    ),
    (
        "[AUTO](RC):When this unit is placed on (RC), put the top card of your deck into this "
        "unit's gauge.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "placed-on-rc",
            "effect": [{"do": "gauge-charge"}],
        },
    ),
    (
        "[ACT](RC)[1/Turn]:[COST][Put a card from this unit's gauge into your drop zone], draw "
        "a card.",
        {
            "type": "ACT",
            "zones": ["RC"],
            "once_per_turn": True,
            "cost": [{"gauge-blast": 1}],
            "effect": [{"do": "draw"}],
        },
    ),
    (
        "[CONT](RC):If this unit has one or more cards in its gauge, this unit gets [Power]+3000.",
        {
            "type": "CONT",
            "zones": ["RC"],
            "condition": [{"gauge-at-least": 1}],
            "effect": [{"do": "power", "amount": 3000}],
        },
    ),
    (
        "The attacking unit gets [Power]-5000 until end of that battle.",
        {
            "type": "ORDER",
            "zones": ["order"],
            "effect": [{"do": "power", "amount": -5000, "target": "attacker", "until": "battle"}],
        },
    ),
    (
        "[AUTO](RC):When this unit is placed on (RC), [COST][Counter-Blast 1], choose one of "
        "your opponent's rear-guards, and [Rest] it.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "placed-on-rc",
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "rest", "target": "choose-opponent-rear-guard"}],
        },
    ),
    (
        '[AUTO](RC):When this unit attacks, if your vanguard is "Glimmerwing Archon", this unit '
        "gets [Power]+5000 until end of that battle.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "attacks",
            "condition": [{"vanguard-name": "Glimmerwing Archon"}],
            "effect": [{"do": "power", "amount": 5000, "until": "battle"}],
        },
    ),
    (
        "[AUTO](RC):At the beginning of your main phase, [COST][[Rest] this unit], draw a card.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "beginning-of-main-phase",
            "cost": [{"rest-self": 0}],
            "effect": [{"do": "draw"}],
        },
    ),
    (
        "[AUTO](RC)[1/Turn]:When your rear-guard is put into the drop zone, you may "
        "Counter-Charge 1.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "put-into-drop",
            "on": "your-rear-guard",
            "once_per_turn": True,
            "optional": True,
            "effect": [{"do": "counter-charge"}],
        },
    ),
    (
        "[AUTO](RC):When this unit attacks, if you have more than three damage, this unit gets "
        "[Power]+1000 until end of that battle.",
        {
            "type": "AUTO",
            "zones": ["RC"],
            "timing": "attacks",
            "condition": [{"damage-more-than": 3}],
            "effect": [{"do": "power", "amount": 1000, "until": "battle"}],
        },
    ),
    (
        "[CONT](VC):If you have a «Lanternguard» vanguard, this unit gets [Power]+1000.",
        {
            "type": "CONT",
            "zones": ["VC"],
            "condition": [{"vanguard-clan": "Lanternguard"}],
            "effect": [{"do": "power", "amount": 1000}],
        },
    ),
    (
        "[ACT](VC):[COST][Counter-Blast 1], this unit drive checks when it attacks from (RC) "
        "until end of turn.",
        {
            "type": "ACT",
            "zones": ["VC"],
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "can-drive-check"}],
        },
    ),
]
TEMPLATES.append(
    (
        # "you may" of a call of this card is the call's "up to", also after a cost (found by
        # the property test)
        "[ACT](VC):[COST][Counter-Blast 1], you may call this card from your soul to (RC).",
        {
            "type": "ACT",
            "zones": ["VC"],
            "cost": [{"counter-blast": 1}],
            "effect": [{"do": "superior-call", "source": "soul", "up_to": True}],
        },
    )
)
TEMPLATES.extend(
    [
        (
            # the span written first, for every change of the clause
            "[AUTO](VC):When this unit attacks, until end of that battle, this unit gets "
            "[Power]+10000 and [Critical]+1.",
            {
                "type": "AUTO",
                "zones": ["VC"],
                "timing": "attacks",
                "effect": [
                    {"do": "power", "amount": 10000, "until": "battle"},
                    {"do": "critical", "amount": 1, "until": "battle"},
                ],
            },
        ),
        (
            "[ACT](VC):Until end of turn, all of your front row units get [Power]+5000, and draw "
            "up to one card.",
            {
                "type": "ACT",
                "zones": ["VC"],
                "effect": [
                    {"do": "power", "amount": 5000, "target": "all-your-front-row"},
                    {"do": "draw", "up_to": True},
                ],
            },
        ),
    ]
)
READ = [(t, r) for t, r in TEMPLATES if r]


@pytest.mark.parametrize(("text", "record"), READ, ids=[t[:60] for t, _ in READ])
def test_an_invented_ability_is_read_as_its_record(text: str, record: dict[str, Any]) -> None:
    assert one(text) == canonical(record)
    assert compile(text)[0]["text"] == text.strip()


@pytest.mark.parametrize(("text", "record"), READ, ids=[t[:60] for t, _ in READ])
def test_an_invented_ability_is_written_back_and_read_again(
    text: str, record: dict[str, Any]
) -> None:
    """The renderer writes the record in the first template of each phrase; reading that gives
    the same record."""
    written = render(record, era="classic" if "vanguard-clan" in json.dumps(record) else "standard")
    assert read(written, "classic" if "«" in written else None) == [canonical(record)]


def test_a_text_holds_several_abilities_each_with_its_own_text() -> None:
    text = (
        "Soul-Charge 1.\n[CONT](Order zone):During your turn, if your vanguard is grade 3 or "
        "greater, all of your front row units get [Power]+2000."
    )
    order, cont = compile(text)
    assert order == {"type": "ORDER", "zones": ["order"], "effect": [{"do": "soul-charge"}],
                     "text": "Soul-Charge 1."}  # fmt: skip
    assert cont["type"] == "CONT" and cont["effect"] == [
        {"do": "power", "amount": 2000, "target": "all-your-front-row"}
    ]
    assert cont["text"].startswith("[CONT](Order zone)")


def test_spellings_of_one_template_read_the_same() -> None:
    spellings = [
        "[AUTO](VC)[1/Turn]:When this unit attacks, [COST][Counter-Blast 1], this unit gets "
        "[Power]+5000 until end of that battle.",
        "[AUTO](VC)1/Turn:When this unit attacks, COST [Counter Blast (1)], this unit gets "
        "[Power] +5000 until end of battle.",
        "[AUTO] (VC) [1/Turn] : when this unit attacks , [COST][Counter Blast 1] , this unit "
        "gets Power+5000 until end of the battle.",
        "[AUTO](VC)[1/Turn]:[Counter Blast (1)] When this unit attacks, you may pay the cost. "
        "If you do, this unit gets [Power]+5000 until end of that battle.",
        "[AUTO](VC)[1/turn]:When this unit attacks, [COST][Counter-Blast 1], this unit gets "
        "[Power]+5000 until end of that battle.",
    ]
    first = one(spellings[0])
    for text in spellings[1:]:
        assert one(text) == first, text
