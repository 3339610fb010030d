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
const EDGE_ZONES = ["soul", "ride_deck", "gzone", "order", "crest", "bind", "removal"];

/**
 * @typedef {{el: HTMLElement, body: HTMLElement, foot?: HTMLElement}} Slot
 * @typedef {{el: HTMLElement, label: HTMLElement, body: HTMLElement, title: string}} Zone
 * @typedef {{root: HTMLElement, name: HTMLElement, counts: HTMLElement, mat: HTMLElement, viewer?: number | null,
 *   slots: Record<string, Slot>, zones: Record<string, Zone>, player: number | null,
 *   where: string}} Side
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
  /** @type {Side} */
  const side = { root, name, counts, mat, slots: {}, zones: {}, player: null, where };
  for (const c of [...CIRCLES, "GC"]) {
    const s = h("div", "vgw-slot vgw-slot-" + c, { "data-circle": c, "data-rove": "1", tabindex: "-1", role: "group" });
    s.style.gridArea = c;
    const label = t("span", "vgw-slot-label", CIRCLE_LABELS[c], { "aria-hidden": "true" });
    const body = h("div", "vgw-slot-body");
    s.append(label, body);
    /** @type {Slot} */
    const slot = { el: s, body };
    if (c === "VC") {
      slot.foot = t("span", "vgw-slot-foot", "", { "aria-hidden": "true" });
      s.append(slot.foot);
    }
    side.slots[c] = slot;
  }
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
    const title = (LIST_ZONES.find((z) => z[0] === key) || [key, key])[1];
    edge.append(zone(key, title, "vgw-edge-zone"));
  }
  for (const c of [...CIRCLES, "GC"]) mat.append(side.slots[c].el);
  mat.append(dmg, right);
  const hand = zone("hand", "Hand", "vgw-hand");
  hand.setAttribute("data-region", "hand-" + where);
  hand.setAttribute("tabindex", "0");
  if (where === "top") root.append(head, hand, edge, mat);
  else root.append(mat, edge, hand, head);
  return side;
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
    const slot = side.slots[name];
    if (!slot) return;
    const has = val !== null && val !== undefined;
    slot.el.classList.toggle("vgw-occupied", has);
    fill(slot.body, has ? [val] : [], false, p, tl);
    const c = has ? decodeCard(val, tl.cards) : null;
    slot.el.setAttribute("aria-label", `${CIRCLE_WORDS[name] || name} circle: ${c ? (c.hidden ? "a face-down card" : `${c.name}`) : "empty"}`);
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
  side.counts.textContent = `deck ${f[`${p}v.deck_count`]} · hand ${hand} · damage ${n("damage")} · soul ${n("soul")} · drop ${n("drop")}`;
}
