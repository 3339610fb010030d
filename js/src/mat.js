// @ts-check
// The play mat of one player, laid out as on a real mat: vanguard in the centre of the front
// row, rear-guards around it, the damage zone on the left, trigger zone, deck and drop on the
// right, the guardian circle in front towards the opponent, soul under the vanguard and the
// other zones (ride deck, G zone, order zone, crest, bind, removal) along the edge. The
// opponent's mat is the same turned round (rows and left/right mirrored).

import { cardEl, chipEl } from "./card.js";
import { decodeCard } from "./timeline.js";
import { h, playerName, t } from "./dom.js";
import { CIRCLE_WORDS } from "./lines.js";

export const CIRCLES = ["FL", "VC", "FR", "BL", "BC", "BR"];
const CIRCLE_LABELS = /** @type {Record<string, string>} */ ({
  VC: "Vanguard",
  FL: "Rear-guard",
  FR: "Rear-guard",
  BL: "Rear-guard",
  BC: "Rear-guard",
  BR: "Rear-guard",
  GC: "Guardian circle",
});
/** Zones drawn as a list of one-line cards: [key, title]. */
const LIST_ZONES = [
  ["damage", "Damage"],
  ["drop", "Drop"],
  ["soul", "Soul"],
  ["ride_deck", "Ride deck"],
  ["gzone", "G zone"],
  ["order", "Order zone"],
  ["crest", "Crest"],
  ["bind", "Bind"],
  ["removal", "Removal"],
];
/** Zones along the mat's edge, shown only when they hold cards (or always, for the soul). */
const EDGE_ZONES = ["soul", "ride_deck", "gzone", "order", "crest", "gauge", "dress", "bind", "removal"];
/** Titles of zones that are not in LIST_ZONES. */
const EXTRA_TITLES = /** @type {Record<string, string>} */ ({ gauge: "Gauge", dress: "originalDress" });
/** An Imaginary Gift marker in words. */
const GIFT_WORDS = /** @type {Record<string, string>} */ ({ force: "Force", accel: "Accel", protect: "Protect" });

/**
 * @typedef {{el: HTMLElement, body: HTMLElement, foot?: HTMLElement, marks?: HTMLElement, under?: HTMLElement,
 *   parts?: Record<string, string>}} Slot
 * @typedef {{el: HTMLElement, label: HTMLElement, body: HTMLElement, title: string}} Zone
 * @typedef {{root: HTMLElement, name: HTMLElement, counts: HTMLElement, mat: HTMLElement, viewer?: number | null,
 *   slots: Record<string, Slot>, zones: Record<string, Zone>, player: number | null,
 *   where: string, accel: HTMLElement}} Side
 */

/**
 * Build one side (where: "top" for the opponent, "bottom" for the viewer).
 * @param {string} where
 * @returns {Side}
 */
export function buildSide(where) {
  const root = h("section", "vgw-side vgw-" + where);
  const head = h("div", "vgw-side-head");
  const name = t("h3", "vgw-side-name", "");
  const counts = t("span", "vgw-side-counts", "");
  head.append(name, counts);
  // the mat is one keyboard region: arrow keys move between its circles and cards
  const mat = h("div", "vgw-mat", { role: "group", "data-region": "mat-" + where, tabindex: "0" });
  // accel circles (Standard's Accel gift) stand in a row of their own right beside the front row
  const accel = h("div", "vgw-accel", { role: "group", "aria-label": "Accel circles (front row)" });
  accel.style.gridArea = "acc";
  accel.hidden = true;
  /** @type {Side} */
  const side = { root, name, counts, mat, slots: {}, zones: {}, player: null, where, accel };
  for (const c of [...CIRCLES, "GC"]) side.slots[c] = makeSlot(c, CIRCLE_LABELS[c]);
  /**
   * @param {string} key
   * @param {string} title
   * @param {string} cls
   */
  const zone = (key, title, cls) => {
    const z = h("div", "vgw-zone vgw-zone-" + key + (cls ? " " + cls : ""), { role: "group" });
    const label = t("div", "vgw-zone-label", title);
    // tabindex -1: a scrolling list is not a tab stop of its own (its cards are reached
    // with the arrow keys of the region around it)
    const body = h("div", "vgw-zone-cards", { tabindex: "-1" });
    z.append(label, body);
    side.zones[key] = { el: z, label, body, title };
    return z;
  };
  const dmg = zone("damage", "Damage", "");
  dmg.style.gridArea = "dmg";
  const right = h("div", "vgw-right");
  right.style.gridArea = "rgt";
  right.append(zone("trigger", "Trigger zone", ""), zone("deck", "Deck", ""), zone("drop", "Drop", ""));
  const edge = h("div", "vgw-edge");
  for (const key of EDGE_ZONES) {
    const title = (LIST_ZONES.find((z) => z[0] === key) || [key, EXTRA_TITLES[key] || key])[1];
    edge.append(zone(key, title, "vgw-edge-zone"));
  }
  for (const c of [...CIRCLES, "GC"]) mat.append(side.slots[c].el);
  mat.append(accel, dmg, right);
  const hand = zone("hand", "Hand", "vgw-hand");
  hand.setAttribute("data-region", "hand-" + where);
  hand.setAttribute("tabindex", "0");
  if (where === "top") root.append(head, hand, edge, mat);
  else root.append(mat, edge, hand, head);
  return side;
}

/**
 * A circle's slot: its label, the card, and under the card (never over it) the gift markers
 * and what lies under the unit (originalDress, gauge).
 * @param {string} c
 * @param {string} label
 * @returns {Slot}
 */
function makeSlot(c, label) {
  const s = h("div", "vgw-slot vgw-slot-" + c, { "data-circle": c, "data-rove": "1", tabindex: "-1", role: "group" });
  if (!/^A\d+$/.test(c)) s.style.gridArea = c;
  const body = h("div", "vgw-slot-body");
  const marks = t("span", "vgw-slot-marks", "");
  const under = t("span", "vgw-slot-under", "");
  marks.hidden = under.hidden = true;
  s.append(t("span", "vgw-slot-label", label, { "aria-hidden": "true" }), body, marks, under);
  /** @type {Slot} */
  const slot = { el: s, body, marks, under };
  if (c === "VC") {
    slot.foot = t("span", "vgw-slot-foot", "", { "aria-hidden": "true" });
    s.append(slot.foot);
  }
  return slot;
}

/**
 * Set one part of what is written under a slot's card (originalDress and gauge, the heart of a
 * strode G unit, a legion mate) and show them all.
 * @param {Slot} slot
 * @param {string} key
 * @param {string} text
 */
export function setUnder(slot, key, text) {
  if (!slot.under) return;
  slot.parts = { ...(slot.parts || {}), [key]: text };
  const all = Object.values(slot.parts).filter(Boolean);
  slot.under.textContent = all.join(" · ");
  slot.under.hidden = all.length === 0;
}

/**
 * The accel circles in mat order: odd ones left of FL (A3 left of A1), even ones right of FR
 * (pure: unit-tested).
 * @param {string[]} names
 * @returns {{left: string[], right: string[]}}
 */
export function accelOrder(names) {
  const n = (/** @type {string} */ a) => Number(a.slice(1));
  const left = names.filter((a) => n(a) % 2 === 1).sort((a, b) => n(b) - n(a));
  const right = names.filter((a) => n(a) % 2 === 0).sort((a, b) => n(a) - n(b));
  return { left, right };
}

/**
 * Gift markers in words: "Force I, Force I" (pure: unit-tested).
 * @param {Array<{circle: string, kind: string, type: string}>} markers
 * @param {string} circle
 */
export function markerText(markers, circle) {
  return markers
    .filter((m) => m.circle === circle)
    .map((m) => `${GIFT_WORDS[m.kind] || m.kind} ${m.type}`)
    .join(", ");
}

/**
 * Lay out the accel circles a player has (the slots are made on first use).
 * @param {Side} side
 * @param {Array<{circle: string}> | undefined} accel
 */
function drawAccel(side, accel) {
  const names = (accel || []).map((a) => a.circle);
  const { left, right } = accelOrder(names);
  const els = [];
  for (const c of left) els.push(accelSlot(side, c).el);
  if (names.length) els.push(h("span", "vgw-accel-gap", { "aria-hidden": "true" }));
  for (const c of right) els.push(accelSlot(side, c).el);
  // the opponent's mat is turned round: their left is on our right
  if (side.where === "top") els.reverse();
  side.accel.replaceChildren(...els);
  side.accel.hidden = names.length === 0;
}

/**
 * @param {Side} side
 * @param {string} c
 */
function accelSlot(side, c) {
  if (!side.slots[c]) {
    const slot = makeSlot(c, `Accel ${c}`);
    slot.el.dataset.player = String(side.player);
    side.slots[c] = slot;
  }
  return side.slots[c];
}

/**
 * Name the side's parts for screen readers once its player is known.
 * @param {Side} side
 * @param {number} player
 * @param {number | null} viewer
 */
export function labelSide(side, player, viewer) {
  side.player = player;
  const who = playerName(player);
  side.root.setAttribute("aria-label", `${who}'s side`);
  side.mat.setAttribute("aria-label", `${who}'s mat: circles (arrow keys move between them)`);
  side.name.textContent = who + (viewer === player ? " (you)" : "");
  for (const c of Object.keys(side.slots)) {
    const el = side.slots[c].el;
    el.dataset.player = String(player);
  }
  for (const z of Object.keys(side.zones)) side.zones[z].el.setAttribute("aria-label", `${who}'s ${side.zones[z].title.toLowerCase()}`);
  side.zones.hand.el.setAttribute("aria-label", `${who}'s hand (arrow keys move between the cards)`);
}

/**
 * Put the cards `refs` (encoded) in `body`, reusing the elements of cards already there (a
 * jump across the timeline then rebuilds only what differs).
 * @param {HTMLElement & {__tl?: unknown, __pool?: Map<string, HTMLElement[]>}} body
 * @param {any[]} refs
 * @param {boolean} chips
 * @param {number} owner
 * @param {{cards: Record<string, any>}} tl
 */
export function fill(body, refs, chips, owner, tl) {
  if (body.__tl !== tl) {
    body.__tl = tl;
    body.__pool = new Map();
  }
  const old = /** @type {Map<string, HTMLElement[]>} */ (body.__pool);
  /** @type {Map<string, HTMLElement[]>} */
  const pool = new Map();
  const els = [];
  for (const ref of refs) {
    const key = typeof ref === "object" && ref !== null ? JSON.stringify(ref) : String(ref);
    const list = old.get(key);
    let el = list && list.length ? list.pop() : null;
    if (!el) {
      const c = decodeCard(ref, tl.cards);
      el = chips ? chipEl(c, owner) : cardEl(c, owner);
    }
    const got = pool.get(key) || [];
    got.push(el);
    pool.set(key, got);
    els.push(el);
  }
  body.__pool = pool;
  body.replaceChildren(...els);
}

/**
 * Draw one flat-frame key of this side: a circle ("c"), a card list ("z") or a count ("v").
 * @param {Side} side
 * @param {string} kind
 * @param {string} name
 * @param {any} val
 * @param {{cards: Record<string, any>}} tl
 */
export function drawKey(side, kind, name, val, tl) {
  const p = /** @type {number} */ (side.player);
  if (kind === "c") {
    const slot = /^A\d+$/.test(name) ? accelSlot(side, name) : side.slots[name];
    if (!slot) return;
    const has = val !== null && val !== undefined;
    slot.el.classList.toggle("vgw-occupied", has);
    fill(slot.body, has ? [val] : [], false, p, tl);
    const c = has ? decodeCard(val, tl.cards) : null;
    // under the unit: its originalDress cards (overDress or XoverDress) and how many gauge
    // cards it has
    const under = [];
    if (c && Array.isArray(c.dress) && c.dress.length) {
      const how = c.xoverdress ? "XoverDress over " : "overDress over ";
      under.push(how + c.dress.map((/** @type {any} */ d) => (d && d.name) || "a card").join(", "));
    }
    if (c && c.gauge_count) under.push(`gauge ${c.gauge_count}`);
    setUnder(slot, "unit", under.join(" · "));
    const circle = CIRCLE_WORDS[name] || (name.startsWith("A") ? `accel ${name}` : name);
    slot.el.setAttribute("aria-label", `${circle} circle: ${c ? (c.hidden ? "a face-down card" : `${c.name}`) : "empty"}${under.length ? " (" + under.join("; ") + ")" : ""}`);
    return;
  }
  if (kind === "v" && name === "accel") {
    drawAccel(side, val);
    return;
  }
  if (kind === "v" && name === "markers") {
    for (const c of Object.keys(side.slots)) {
      const slot = side.slots[c];
      if (!slot.marks) continue;
      const text = markerText(val || [], c);
      slot.marks.textContent = text ? "Gift: " + text : "";
      slot.marks.hidden = !text;
    }
    return;
  }
  if (kind === "z" && (name === "heart" || name === "legion")) {
    // the G era: the heart under a strode G unit; legion: the mate beside the leader
    const names = (val || []).map((/** @type {any} */ r) => {
      const c = decodeCard(r, tl.cards);
      return c.hidden ? "a face-down card" : c.name;
    });
    const text = names.length ? (name === "heart" ? "Heart: " : "Legion with ") + names.join(", ") : "";
    setUnder(side.slots.VC, name, text);
    return;
  }
  if (kind === "z") {
    const refs = val || [];
    if (name === "guardians") {
      const slot = side.slots.GC;
      slot.el.classList.toggle("vgw-occupied", refs.length > 0);
      fill(slot.body, refs, false, p, tl);
      slot.el.setAttribute("aria-label", `guardian circle: ${refs.length ? refs.length + " guardian(s)" : "empty"}`);
      return;
    }
    const z = side.zones[name];
    if (!z) return;
    fill(z.body, refs, name !== "hand" && name !== "trigger", p, tl);
    z.label.textContent = `${z.title} ${refs.length}`;
    z.el.classList.toggle("vgw-empty", refs.length === 0);
    if (name === "soul" && side.slots.VC.foot) side.slots.VC.foot.textContent = refs.length ? `Soul ${refs.length}` : "";
    if (name === "damage") {
      let up = 0;
      for (const el of z.body.children) if (!el.classList.contains("vgw-facedown") && !el.classList.contains("vgw-back")) up++;
      z.label.textContent = `Damage ${refs.length}` + (refs.length ? ` (${up} face up)` : "");
    }
    return;
  }
  if (name === "deck_count") {
    const z = side.zones.deck;
    z.body.replaceChildren(t("span", "vgw-deck-count", val ? `${val} cards` : "empty"));
    z.label.textContent = "Deck";
    z.el.setAttribute("aria-label", `${playerName(p)}'s deck: ${val} cards`);
  }
}

/**
 * The one-line counts under a side's name.
 * @param {Side} side
 * @param {Record<string, any>} f
 */
export function drawCounts(side, f) {
  const p = side.player;
  const n = (/** @type {string} */ k) => (f[`${p}z.${k}`] || []).length;
  const hand = f[`${p}v.hand_count`] ?? n("hand");
  let text = `deck ${f[`${p}v.deck_count`]} · hand ${hand} · damage ${n("damage")} · soul ${n("soul")} · drop ${n("drop")}`;
  const energy = f[`${p}v.energy`];
  if (typeof energy === "number" && energy > 0) text += ` · energy ${energy}`;
  const types = f[`${p}v.gift_types`];
  if (types && typeof types === "object") {
    const gifts = Object.entries(types).map(([k, v]) => `${GIFT_WORDS[k] || k} ${v}`);
    if (gifts.length) text += ` · gifts: ${gifts.join(", ")}`;
  }
  side.counts.textContent = text;
}
