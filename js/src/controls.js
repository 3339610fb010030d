// @ts-check
// The timeline controls: step buttons, play, speed, jump to turn and phase, and the scrubber.
// The button row is one keyboard region (arrow keys move between its buttons).

import { button, h, t } from "./dom.js";

export const SPEEDS = [1, 2, 4, 8, 16];

/**
 * @typedef {{first: () => void, prevDec: () => void, prev: () => void, play: () => void,
 *   next: () => void, nextDec: () => void, last: () => void, seek: (i: number) => void,
 *   speed: (s: number) => void}} Handlers
 * @typedef {{el: HTMLElement, btn: Record<string, HTMLButtonElement>, speedSel: HTMLSelectElement,
 *   turnSel: HTMLSelectElement, phaseSel: HTMLSelectElement, scrub: HTMLInputElement,
 *   turnStarts: Array<[number, number]>, lastTurnShown: number | null}} Controls
 */

/**
 * @param {Handlers} on
 * @param {number} speed
 * @returns {Controls}
 */
export function buildControls(on, speed) {
  const el = h("div", "vgw-controls");
  const nav = h("div", "vgw-nav", { role: "toolbar", "aria-label": "Timeline (shortcuts: comma and full stop step, p plays)", "data-region": "toolbar" });
  /** @type {Record<string, HTMLButtonElement>} */
  const btn = {
    first: button("⇤ First", "First event", on.first),
    prevDec: button("« Choice", "Previous choice (<)", on.prevDec),
    prev: button("‹ Back", "Step back (,)", on.prev),
    play: button("▶ Play", "Play (p)", on.play, "vgw-play"),
    next: button("Forward ›", "Step forward (.)", on.next),
    nextDec: button("Choice »", "Next choice (>)", on.nextDec),
    last: button("Last ⇥", "Last event", on.last),
  };
  for (const [k, id] of Object.entries({ first: "first", prev: "prev", next: "next", last: "last", prevDec: "prev-decision", nextDec: "next-decision", play: "play" })) {
    btn[k].dataset.testid = id;
    btn[k].dataset.rove = "1";
    btn[k].tabIndex = -1;
  }
  btn.play.setAttribute("aria-pressed", "false");
  nav.append(btn.first, btn.prevDec, btn.prev, btn.play, btn.next, btn.nextDec, btn.last);
  const jumps = h("div", "vgw-jumps");
  const speedSel = /** @type {HTMLSelectElement} */ (h("select", "vgw-select", { "aria-label": "Play speed (events per second)" }));
  for (const s of SPEEDS) {
    const o = /** @type {HTMLOptionElement} */ (t("option", "", `${s} per second`));
    o.value = String(s);
    if (s === speed) o.selected = true;
    speedSel.append(o);
  }
  speedSel.addEventListener("change", () => on.speed(Number(speedSel.value)));
  const turnSel = /** @type {HTMLSelectElement} */ (h("select", "vgw-select", { "aria-label": "Jump to turn", "data-testid": "turn" }));
  turnSel.addEventListener("change", () => on.seek(Number(turnSel.value)));
  const phaseSel = /** @type {HTMLSelectElement} */ (h("select", "vgw-select", { "aria-label": "Jump to phase", "data-testid": "phase" }));
  phaseSel.addEventListener("change", () => on.seek(Number(phaseSel.value)));
  jumps.append(turnSel, phaseSel, speedSel);
  const scrub = /** @type {HTMLInputElement} */ (h("input", "vgw-scrub", { type: "range", min: "0", max: "0", value: "0", "aria-label": "Position in the game", "data-testid": "scrubber" }));
  scrub.addEventListener("input", () => on.seek(Number(scrub.value)));
  el.append(nav, jumps, scrub);
  return { el, btn, speedSel, turnSel, phaseSel, scrub, turnStarts: [], lastTurnShown: null };
}

/**
 * Rebuild the turn list after the timeline changed.
 * @param {Controls} c
 * @param {import("./timeline.js").Timeline} tl
 */
export function rebuildNav(c, tl) {
  c.turnStarts = [];
  let lastTurn = null;
  for (let i = 0; i < tl.events.length; i++) {
    const turn = tl.events[i][1];
    if (turn !== lastTurn) {
      c.turnStarts.push([turn, i]);
      lastTurn = turn;
    }
  }
  c.turnSel.textContent = "";
  for (const [turn, i] of c.turnStarts) {
    const o = /** @type {HTMLOptionElement} */ (t("option", "", turn === 0 ? "Set-up" : `Turn ${turn}`));
    o.value = String(i);
    c.turnSel.append(o);
  }
  c.lastTurnShown = null;
  c.scrub.max = String(Math.max(tl.length - 1, 0));
}

/**
 * @param {Controls} c
 * @param {import("./timeline.js").Timeline} tl
 * @param {number} i
 */
export function drawNavState(c, tl, i) {
  const n = tl.length;
  c.scrub.max = String(Math.max(n - 1, 0));
  c.scrub.value = String(i);
  c.scrub.setAttribute("aria-valuetext", `event ${i + 1} of ${n}`);
  c.btn.first.disabled = c.btn.prev.disabled = c.btn.prevDec.disabled = i <= 0;
  c.btn.last.disabled = c.btn.next.disabled = c.btn.nextDec.disabled = i >= n - 1;
  let ti = 0;
  for (let k = 0; k < c.turnStarts.length; k++) if (c.turnStarts[k][1] <= i) ti = k;
  const ts = c.turnStarts[ti];
  if (!ts) return;
  c.turnSel.value = String(ts[1]);
  if (c.lastTurnShown !== ti) {
    c.lastTurnShown = ti;
    c.phaseSel.textContent = "";
    const end = ti + 1 < c.turnStarts.length ? c.turnStarts[ti + 1][1] : tl.events.length;
    let last = null;
    for (let k = ts[1]; k < end; k++) {
      const ph = tl.events[k][3];
      if (ph !== last) {
        const o = /** @type {HTMLOptionElement} */ (t("option", "", `${ph} phase`));
        o.value = String(k);
        c.phaseSel.append(o);
        last = ph;
      }
    }
  }
  let pv = null;
  for (const o of c.phaseSel.options) if (Number(o.value) <= i) pv = o.value;
  if (pv !== null) c.phaseSel.value = pv;
}
