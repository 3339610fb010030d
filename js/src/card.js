// @ts-check
// One card: the full card on a circle or in hand, the one-line chip in a zone, its
// screen-reader label and its tooltip lines.

import { fmt, h, t } from "./dom.js";

/**
 * A card as a view gives it (hidden cards carry only `hidden` and `face_down`).
 * @typedef {{hidden?: boolean, face_down?: boolean, iid?: number, name?: string, grade?: number,
 *   power?: number, shield?: number | null, critical?: number, trigger?: string | null,
 *   type?: string, nation?: string | null, clan?: string | null, skills?: string[], text?: string,
 *   rested?: boolean, locked?: boolean, deleted?: boolean, gauge_count?: number,
 *   stats?: {power: number, critical: number, shield: number,
 *     breakdown: Array<{stat: string, label: string, amount: number}>}}} Card
 */

/** @type {WeakMap<Element, Card>} */
export const cardData = new WeakMap();

/**
 * What a sighted learner reads on the card, in words.
 * @param {Card | null} c
 */
export function cardLabel(c) {
  if (!c) return "empty";
  if (c.hidden) return c.face_down ? "face-down card" : "hidden card";
  const st = c.stats;
  const parts = [String(c.name), `grade ${c.grade}`, `${fmt(st ? st.power : c.power)} power`];
  if (c.shield !== null && c.shield !== undefined) parts.push(`shield ${fmt(st ? st.shield : c.shield)}`);
  parts.push(`critical ${st ? st.critical : c.critical}`);
  if (c.trigger) parts.push(`${c.trigger} trigger`);
  if (c.rested) parts.push("rested");
  if (c.face_down) parts.push("face down");
  if (c.locked) parts.push("locked");
  if (c.deleted) parts.push("deleted");
  if (c.gauge_count) parts.push(`gauge ${c.gauge_count}`);
  return parts.join(", ");
}

/**
 * @param {Card} c
 * @returns {string}
 */
function trigClass(c) {
  return c.trigger ? " vgw-trig-" + String(c.trigger).replace(/[^a-z]/g, "") : "";
}

/**
 * A full card (circles, hand, trigger zone).
 * @param {Card} c
 * @param {number | undefined} owner
 * @returns {HTMLElement}
 */
export function cardEl(c, owner) {
  const e = h("div", "vgw-card", { role: "img", tabindex: "-1", "data-rove": "1" });
  if (owner !== undefined) e.dataset.owner = String(owner);
  e.setAttribute("aria-label", cardLabel(c));
  cardData.set(e, c);
  if (c.hidden) {
    e.classList.add("vgw-back");
    e.append(h("div", "vgw-art"));
    return e;
  }
  e.dataset.iid = String(c.iid);
  e.className += trigClass(c);
  if (c.rested) e.classList.add("vgw-rested");
  if (c.face_down) e.classList.add("vgw-facedown");
  if (c.locked) e.classList.add("vgw-locked");
  if (c.deleted) e.classList.add("vgw-deleted");
  const top = h("div", "vgw-card-top", { "aria-hidden": "true" });
  top.append(t("span", "vgw-grade", `G${c.grade}`));
  if (c.trigger) top.append(t("span", "vgw-trig", String(c.trigger)));
  const art = h("div", "vgw-art", { "aria-hidden": "true" });
  if (c.rested) art.append(t("span", "vgw-rest-tag", "Rested"));
  e.append(top, art, t("div", "vgw-name", c.name, { "aria-hidden": "true" }));
  const st = c.stats;
  const bottom = h("div", "vgw-card-stats", { "aria-hidden": "true" });
  const pw = t("span", "vgw-power", fmt(st ? st.power : c.power));
  if (st && st.power !== c.power) pw.classList.add("vgw-mod");
  bottom.append(pw);
  const cr = t("span", "vgw-crit", "★" + (st ? st.critical : c.critical));
  if (st && st.critical !== c.critical) cr.classList.add("vgw-mod");
  bottom.append(cr);
  e.append(bottom);
  return e;
}

/**
 * A one-line card in a zone (damage, drop, soul...): grade, trigger and name, never cut
 * mid-word (an ellipsis; the full name on hover and focus).
 * @param {Card} c
 * @param {number | undefined} owner
 * @returns {HTMLElement}
 */
export function chipEl(c, owner) {
  const e = h("div", "vgw-chip", { role: "img", tabindex: "-1", "data-rove": "1" });
  if (owner !== undefined) e.dataset.owner = String(owner);
  e.setAttribute("aria-label", cardLabel(c));
  cardData.set(e, c);
  if (c.hidden) {
    e.classList.add("vgw-back");
    e.append(t("span", "vgw-chip-name", c.face_down ? "face down" : "hidden", { "aria-hidden": "true" }));
    return e;
  }
  e.dataset.iid = String(c.iid);
  e.className += trigClass(c);
  if (c.face_down) e.classList.add("vgw-facedown");
  if (c.rested) e.classList.add("vgw-rested");
  e.append(t("span", "vgw-grade", `G${c.grade}`, { "aria-hidden": "true" }));
  if (c.trigger) e.append(t("span", "vgw-trig", String(c.trigger), { "aria-hidden": "true" }));
  e.append(t("span", "vgw-chip-name", c.name, { "aria-hidden": "true" }));
  if (c.face_down) e.append(t("span", "vgw-chip-flag", "face down", { "aria-hidden": "true" }));
  // a set order holding gauge (Standard): how many cards, never which
  if (c.gauge_count) e.append(t("span", "vgw-chip-flag", `gauge ${c.gauge_count}`, { "aria-hidden": "true" }));
  return e;
}

/**
 * The engine's plain reading of a card's abilities, as [text, class] lines: for each ability,
 * what kind it is, then each clause with its rule (or why its words are not read).
 * @param {import("./timeline.js").Reading[]} readings
 * @returns {Array<[string, string]>}
 */
export function readingLines(readings) {
  /** @type {Array<[string, string]>} */
  const lines = [];
  readings.forEach((r, i) => {
    const head = readings.length > 1 ? `Ability ${i + 1}: ${r.kind}` : r.kind;
    lines.push([head, "vgw-read-kind"]);
    if (r.reading) for (const ln of r.reading) lines.push([ln, "vgw-read-clause"]);
    else lines.push([`Not read as template text: ${r.unread || "no reason given"}`, "vgw-read-unread"]);
  });
  return lines;
}

/**
 * The tooltip of a card: [text, class] lines (its printed text, then the engine's reading).
 * @param {Card} c
 * @param {import("./timeline.js").Reading[]} [readings]
 * @returns {Array<[string, string]>}
 */
export function tipLines(c, readings) {
  if (c.hidden) return [[c.face_down ? "Face-down card" : "Hidden card", "vgw-tip-title"], ["Its identity is hidden from this perspective.", ""]];
  /** @type {Array<[string, string]>} */
  const lines = [[String(c.name), "vgw-tip-title"]];
  const meta = [`Grade ${c.grade}`, c.type, c.nation, c.clan, c.trigger ? `${c.trigger} trigger` : null].filter(Boolean).join(" · ");
  lines.push([meta, "vgw-tip-meta"]);
  const st = c.stats;
  if (st) {
    for (const stat of ["power", "shield", "critical"]) {
      const rows = st.breakdown.filter((b) => b.stat === stat);
      const sum = rows.map((b, i) => `${i && b.amount >= 0 ? "+ " : ""}${b.amount < 0 ? "− " : ""}${fmt(Math.abs(b.amount))} ${b.label}`).join(" ");
      lines.push([`${stat[0].toUpperCase() + stat.slice(1)} ${fmt(/** @type {any} */ (st)[stat])} = ${sum}`, "vgw-tip-row"]);
    }
  } else {
    lines.push([`Power ${fmt(c.power)} · Shield ${fmt(c.shield)} · Critical ${c.critical}`, "vgw-tip-row"]);
  }
  const state = [c.rested && "rested", c.face_down && "face down", c.locked && "locked", c.deleted && "deleted"].filter(Boolean);
  if (state.length) lines.push([state.join(", "), "vgw-tip-meta"]);
  if (c.skills && c.skills.length) lines.push(["Skills: " + c.skills.join(", "), "vgw-tip-meta"]);
  if (c.text) lines.push([String(c.text), "vgw-tip-text"]);
  if (readings && readings.length) {
    lines.push(["How the engine reads it", "vgw-tip-head"]);
    lines.push(...readingLines(readings));
  }
  return lines;
}
