// @ts-check
// Play against the computer: pick its level (random, greedy, lookahead) and the seat it takes.
// The kernel makes the computer's decisions (vgwidget.bots) and switches the view to the
// learner's seat; the board then plays the computer's moves forward at a readable pace.

import { h, t } from "./dom.js";

/**
 * @typedef {{levels?: string[], level?: string | null, seat?: number | null, pace?: string}} OpponentState
 * @typedef {{el: HTMLElement, level: HTMLSelectElement, seat: HTMLSelectElement, key: string}} Opponent
 */

/**
 * @param {(msg: Record<string, any>) => void} send
 * @returns {Opponent}
 */
export function buildOpponent(send) {
  const el = h("span", "vgw-opponent", { "data-testid": "opponent" });
  const level = /** @type {HTMLSelectElement} */ (h("select", "vgw-select", { "aria-label": "Computer opponent", "data-testid": "opponent-level" }));
  const seat = /** @type {HTMLSelectElement} */ (h("select", "vgw-select", { "aria-label": "The computer's seat", "data-testid": "opponent-seat" }));
  for (const [v, l] of [["1", "as Player 2"], ["0", "as Player 1"]]) {
    const o = /** @type {HTMLOptionElement} */ (t("option", "", l));
    o.value = v;
    seat.append(o);
  }
  const change = () => send({ type: "opponent", level: level.value || null, seat: Number(seat.value) });
  level.addEventListener("change", change);
  seat.addEventListener("change", change);
  const label = h("label", "vgw-persp");
  label.append(t("span", "", "Computer "), level, seat);
  el.append(label);
  el.hidden = true;
  return { el, level, seat, key: "" };
}

/**
 * @param {Opponent} o
 * @param {OpponentState} s
 * @param {boolean} live
 */
export function drawOpponent(o, s, live) {
  const levels = (s && s.levels) || [];
  o.el.hidden = !live || levels.length === 0;
  const key = levels.join();
  if (o.key !== key) {
    o.level.textContent = "";
    for (const [v, l] of [["", "nobody"], ...levels.map((x) => [x, x])]) {
      const opt = /** @type {HTMLOptionElement} */ (t("option", "", l));
      opt.value = v;
      o.level.append(opt);
    }
    o.key = key;
  }
  o.level.value = (s && s.level) || "";
  o.seat.value = String(s && typeof s.seat === "number" ? s.seat : 1);
}
