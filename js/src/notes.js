// @ts-check
// The notes Python writes beside the board, all set as text:
// - `paused`: why a board offers no move now (a lesson's board held at an unanswered question);
// - `_practice`: a lesson's board plays the learner's clicks on a copy of the lesson's game,
//   and "Back to the lesson" shows the lesson's own game again;
// - `coach`: a short note on the decision now (what it is, its rule, where to read more).

import { button, h, t } from "./dom.js";

/**
 * @typedef {{el: HTMLElement, send: (msg: Record<string, any>) => void, key: string}} Notes
 * @typedef {{title?: string, text?: string, rule?: string, more?: string}} Coach
 */

/**
 * @param {(msg: Record<string, any>) => void} send
 * @returns {Notes}
 */
export function buildNotes(send) {
  const el = h("section", "vgw-notes", { "data-testid": "notes", "aria-live": "polite" });
  return { el, send, key: "" };
}

/**
 * @param {Notes} n
 * @param {string} paused
 * @param {{copy?: boolean}} practice
 * @param {Coach} coach
 * @param {boolean} live
 */
export function drawNotes(n, paused, practice, coach, live) {
  const key = JSON.stringify([paused, practice, coach, live]);
  if (key === n.key) return;
  n.key = key;
  n.el.textContent = "";
  if (paused) n.el.append(t("p", "vgw-note vgw-paused", `No move here now: ${paused}.`, { "data-testid": "paused" }));
  if (practice && practice.copy) {
    n.el.append(t("p", "vgw-note vgw-practice", "You are trying moves on a copy: the lesson's own game has not moved.", { "data-testid": "practice" }));
    if (live) {
      const back = button("Back to the lesson", null, () => n.send({ type: "back" }));
      back.dataset.testid = "back";
      n.el.append(back);
    }
  } else if (practice && practice.copy === false && live && !paused) {
    n.el.append(t("p", "vgw-note vgw-practice", "Moves you click here are tried on a copy: the lesson's game stays as it is.", { "data-testid": "practice" }));
  }
  if (coach && coach.title) {
    const box = h("aside", "vgw-coach", { "data-testid": "coach", "aria-label": "Coach" });
    box.append(t("p", "vgw-coach-title", `Coach: ${coach.title}`));
    if (coach.text) box.append(t("p", "vgw-coach-text", coach.text));
    if (coach.rule) box.append(t("p", "vgw-coach-rule", coach.rule));
    if (coach.more) box.append(t("p", "vgw-coach-more", coach.more));
    n.el.append(box);
  }
}
