// @ts-check
// Lines of play on the mat: which circles take part in the battle shown (attacker, booster,
// target) and the battle in words. Pure functions (unit-tested with node's test runner).

import { fmt, playerName } from "./dom.js";

/**
 * @typedef {{attacker_circle?: string, attacker_power?: number, booster_circle?: string,
 *   target_player?: number, target_circle?: string, target_power?: number, hit?: boolean | null}} Battle
 */

/** Circle names in words. */
export const CIRCLE_WORDS = /** @type {Record<string, string>} */ ({
  VC: "vanguard",
  FL: "front-left rear-guard",
  FR: "front-right rear-guard",
  BL: "back-left rear-guard",
  BC: "back-centre rear-guard",
  BR: "back-right rear-guard",
  GC: "guardian circle",
});

/**
 * The circles a battle highlights: [player, circle, role] triples.
 * @param {Battle | null} b
 * @param {number} turnPlayer
 * @returns {Array<[number, string, "attacker" | "booster" | "target"]>}
 */
export function battleMarks(b, turnPlayer) {
  /** @type {Array<[number, string, "attacker" | "booster" | "target"]>} */
  const out = [];
  if (!b) return out;
  if (b.attacker_circle) out.push([turnPlayer, b.attacker_circle, "attacker"]);
  if (b.booster_circle) out.push([turnPlayer, b.booster_circle, "booster"]);
  if (b.target_circle && b.target_player !== undefined) out.push([b.target_player, b.target_circle, "target"]);
  return out;
}

/**
 * The battle in words: "Player 1's vanguard (13,000) attacks Player 2's vanguard (10,000)".
 * @param {Battle | null} b
 * @param {number} turnPlayer
 */
export function battleText(b, turnPlayer) {
  if (!b || !b.attacker_circle) return "";
  const who = (/** @type {string} */ c) => CIRCLE_WORDS[c] || c;
  let s = `${playerName(turnPlayer)}'s ${who(b.attacker_circle)} (${fmt(b.attacker_power)} power) attacks ${playerName(b.target_player)}'s ${who(b.target_circle || "")} (${fmt(b.target_power)} power)`;
  if (b.booster_circle) s += `, boosted by the ${who(b.booster_circle)}`;
  if (b.hit === true) s += ": it hits";
  else if (b.hit === false) s += ": no hit";
  return s;
}
