// @ts-check
// Lines of play on the mat: which circles take part in the battle shown (attacker, booster,
// target) and the battle in words. Pure functions (unit-tested with node's test runner).

import { fmt, playerName } from "./dom.js";

/**
 * @typedef {{unit?: number, circle: string, power?: number}} Attacked
 * @typedef {{attacker_circle?: string, attacker_power?: number, booster_circle?: string,
 *   target_player?: number, target_circle?: string, target_power?: number, hit?: boolean | null,
 *   attacked?: Attacked[], hits?: number[], guarding?: Record<string, number>}} Battle
 */

/**
 * Every unit being attacked: several when an ability lets the attack target several units at
 * once (the view's `attacked`), else the one target.
 * @param {Battle} b
 * @returns {Attacked[]}
 */
function attackedUnits(b) {
  if (b.attacked && b.attacked.length) return b.attacked;
  return b.target_circle ? [{ circle: b.target_circle, power: b.target_power }] : [];
}

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
  if (b.target_player !== undefined) {
    for (const t of attackedUnits(b)) out.push([b.target_player, t.circle, "target"]);
  }
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
  const all = attackedUnits(b);
  const targets = all.map((t) => `${who(t.circle)} (${fmt(t.power)} power)`);
  const list = targets.length > 1 ? `${targets.slice(0, -1).join(", ")} and ${targets[targets.length - 1]}` : targets[0] || "";
  let s = `${playerName(turnPlayer)}'s ${who(b.attacker_circle)} (${fmt(b.attacker_power)} power) attacks ${playerName(b.target_player)}'s ${list}`;
  if (b.booster_circle) s += `, boosted by the ${who(b.booster_circle)}`;
  if (all.length > 1 && b.hit !== null && b.hit !== undefined && b.hits) {
    // each attacked unit is compared on its own: say which were hit
    const hits = new Set(b.hits);
    const hit = all.filter((t) => t.unit !== undefined && hits.has(t.unit)).map((t) => `the ${who(t.circle)}`);
    const missed = all.filter((t) => t.unit === undefined || !hits.has(t.unit)).map((t) => `the ${who(t.circle)}`);
    const parts = [];
    if (hit.length) parts.push(`it hits ${hit.join(" and ")}`);
    if (missed.length) parts.push(`no hit on ${missed.join(" and ")}`);
    s += `: ${parts.join("; ")}`;
  } else if (b.hit === true) s += ": it hits";
  else if (b.hit === false) s += ": no hit";
  return s;
}

/**
 * Which attacked unit the guardians guard, when an attack targets several units: "Guarding:
 * vanguard ×2, front-left rear-guard ×1" ("" for an attack on one unit).
 * @param {Battle | null} b
 */
export function guardText(b) {
  if (!b || !b.attacked || b.attacked.length < 2 || !b.guarding) return "";
  const circleOf = new Map(b.attacked.map((t) => [t.unit, t.circle]));
  /** @type {Map<string, number>} */
  const count = new Map();
  for (const unit of Object.values(b.guarding)) {
    const c = circleOf.get(unit);
    if (c) count.set(c, (count.get(c) || 0) + 1);
  }
  const parts = [...count].map(([c, n]) => `${CIRCLE_WORDS[c] || c} ×${n}`);
  return parts.length ? `Guarding: ${parts.join(", ")}` : "";
}
