// Unit tests of the front end's pure parts (node --test; no browser, no DOM).
import assert from "node:assert/strict";
import { test } from "node:test";

import { nextIndex, shortcut } from "../src/keys.js";
import { battleMarks, battleText, guardText } from "../src/lines.js";
import { feedbackWords } from "../src/quiz.js";
import { ENCODING_VERSION, Timeline, decodeCard, decodeFrame, splitKey } from "../src/timeline.js";
import { fmt, playerName } from "../src/dom.js";
import { endLines, lineLabel } from "../src/whatif.js";
import { accelOrder, markerText } from "../src/mat.js";

test("arrow keys move within a region and stop at its ends", () => {
  assert.equal(nextIndex("ArrowRight", 0, 3), 1);
  assert.equal(nextIndex("ArrowDown", 2, 3), 2);
  assert.equal(nextIndex("ArrowLeft", 0, 3), 0);
  assert.equal(nextIndex("End", 0, 3), 2);
  assert.equal(nextIndex("Home", 2, 3), 0);
  assert.equal(nextIndex("Enter", 1, 3), null);
  assert.equal(nextIndex("ArrowRight", 0, 0), null);
});

test("shortcuts step, jump between choices and play; modified keys are left alone", () => {
  assert.equal(shortcut({ key: "," }), "back");
  assert.equal(shortcut({ key: "." }), "forward");
  assert.equal(shortcut({ key: ">" }), "forward-decision");
  assert.equal(shortcut({ key: "p" }), "play");
  assert.equal(shortcut({ key: "p", ctrlKey: true }), "");
  assert.equal(shortcut({ key: "x" }), "");
});

test("a battle is told in words and marks attacker, booster and target", () => {
  const b = { attacker_circle: "VC", attacker_power: 13000, booster_circle: "BC", target_player: 1, target_circle: "FL", target_power: 9000, hit: true };
  assert.equal(battleText(b, 0), "Player 1's vanguard (13,000 power) attacks Player 2's front-left rear-guard (9,000 power), boosted by the back-centre rear-guard: it hits");
  assert.deepEqual(battleMarks(b, 0), [[0, "VC", "attacker"], [0, "BC", "booster"], [1, "FL", "target"]]);
  assert.equal(battleText(null, 0), "");
  // an attack on several units at once (ATTACK-009): every attacked unit marked and named
  const multi = { ...b, booster_circle: undefined, target_circle: "VC", target_power: 10000, hit: true, hits: [4],
    attacked: [{ unit: 4, circle: "VC", power: 10000 }, { unit: 9, circle: "FR", power: 21000 }] };
  assert.equal(battleText(multi, 0), "Player 1's vanguard (13,000 power) attacks Player 2's vanguard (10,000 power) and front-right rear-guard (21,000 power): it hits the vanguard; no hit on the front-right rear-guard");
  assert.deepEqual(battleMarks(multi, 0), [[0, "VC", "attacker"], [1, "VC", "target"], [1, "FR", "target"]]);
  assert.equal(guardText({ ...multi, guarding: { 31: 4, 32: 9, 33: 4 } }), "Guarding: vanguard ×2, front-right rear-guard ×1");
  assert.equal(guardText({ ...b, guarding: { 31: 4 } }), "");
  assert.equal(battleText({ ...multi, hit: null, hits: [] }, 0), "Player 1's vanguard (13,000 power) attacks Player 2's vanguard (10,000 power) and front-right rear-guard (21,000 power)");
  assert.equal(playerName(null), "the judge");
  assert.equal(fmt(null), "–");
});

test("a wrong pick hides the answer until asked, a right one shows the rule", () => {
  const wrong = { verdict: "wrong", picked: "no", answer: "yes", because: "It hit.", rule: "battle.hit-check", title: "Hit check", summary: "Equal power hits." };
  const hidden = feedbackWords(wrong, false);
  assert.ok(!hidden.head.includes("yes") && hidden.canRetry && hidden.canReveal);
  assert.ok(hidden.lines.join(" ").includes("Hit check"));
  assert.ok(!hidden.lines.join(" ").includes("It hit."));
  const shown = feedbackWords(wrong, true);
  assert.ok(shown.head.includes("“yes”") && !shown.canReveal && shown.canRetry);
  const right = feedbackWords({ ...wrong, verdict: "right", picked: "yes" }, false);
  assert.ok(right.head.startsWith("Right!") && !right.canRetry);
  for (const w of [hidden, shown, right]) assert.ok(!/[{}[\]]|iid/.test(w.head + w.lines.join(" ")));
});

test("the timeline decodes frames, cards and refuses another format version", () => {
  assert.deepEqual(splitKey("1c.VC"), [1, "c", "VC"]);
  assert.equal(splitKey("turn"), null);
  const cards = { 7: { name: "Scout", grade: 0, power: 5000, critical: 1, shield: 10000 } };
  const c = decodeCard([7, 1 | 16], cards);
  assert.equal(c.rested, true);
  assert.equal(c.stats.power, 5000);
  assert.deepEqual(decodeCard("hf", cards), { hidden: true, face_down: true });
  const v = decodeFrame({ turn: 1, "0c.VC": 7, "0z.hand": ["h"], battle: null }, cards);
  assert.equal(v.players[0].circles.VC.name, "Scout");
  const chunk = { v: ENCODING_VERSION, start: 0, cards, strs: ["main", "", "call", "main.call"], events: [[0, 1, 0, 0, 1, 2, 3, "text", [], 0, true, false]], patches: [{ turn: 1 }], rules: {} };
  const tl = Timeline.fromState(chunk, {}, null);
  assert.equal(tl.length, 1);
  assert.equal(tl.event(0).rule, "main.call");
  const other = Timeline.fromState({ ...chunk, v: ENCODING_VERSION + 1 }, {}, null);
  assert.equal(other.length, 0);
  assert.match(other.problem, /version/);
});

test("a line's end in words, for comparing two lines", () => {
  assert.equal(lineLabel(null), "Main line");
  assert.equal(lineLabel("guards with the other card"), "guards with the other card");
  const end = {
    turn: 6,
    phase: "main",
    result: null,
    players: [
      { damage: 3, hand: 5, deck: 30, field: { VC: "Coralshield Captain", FL: null } },
      { damage: 4, hand: 2, deck: 28, field: { VC: null } },
    ],
  };
  assert.deepEqual(endLines(end), [
    "Turn 6, main phase",
    "Player 1: 3 damage, 5 in hand, 30 in the deck; VC Coralshield Captain",
    "Player 2: 4 damage, 2 in hand, 28 in the deck; no units",
  ]);
});

test("accel circles stand left of FL (odd) and right of FR (even), outwards", () => {
  assert.deepEqual(accelOrder(["A1", "A2", "A3", "A4", "A5"]), { left: ["A5", "A3", "A1"], right: ["A2", "A4"] });
  assert.deepEqual(accelOrder([]), { left: [], right: [] });
});

test("gift markers on a circle in words", () => {
  const m = [
    { circle: "VC", kind: "force", type: "I" },
    { circle: "VC", kind: "force", type: "I" },
    { circle: "A1", kind: "accel", type: "II" },
  ];
  assert.equal(markerText(m, "VC"), "Force I, Force I");
  assert.equal(markerText(m, "A1"), "Accel II");
  assert.equal(markerText(m, "FL"), "");
});
