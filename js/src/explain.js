// @ts-check
// The explain panel (what the event at the cursor did, and the rule it names) and the event
// log (one row per event; the current one marked).

import { readingLines } from "./card.js";
import { activeIn, h, playerName, t } from "./dom.js";

const LOG_ROW = 40; // px, the fixed height of a log row (widget.css)
const LOG_HEIGHT = 360; // px, the height of the log (widget.css)

/**
 * @typedef {{el: HTMLElement, meta: HTMLElement, text: HTMLElement, ruleBox: HTMLDetailsElement,
 *   ruleId: HTMLElement, ruleTitle: HTMLElement, ruleText: HTMLElement, ability: HTMLElement,
 *   abilityText: HTMLElement, abilityReading: HTMLElement}} Explain
 */

/** @returns {Explain} */
export function buildExplain() {
  const el = h("section", "vgw-explain", { "aria-label": "What happened", "data-testid": "explain" });
  const meta = t("div", "vgw-ev-meta", "");
  const text = t("p", "vgw-ev-text", "", { "data-testid": "explain-text", "aria-live": "polite" });
  const ruleBox = /** @type {HTMLDetailsElement} */ (h("details", "vgw-rule"));
  const sum = h("summary", "vgw-rule-sum");
  const ruleTitle = t("span", "vgw-rule-title", "");
  const ruleId = t("code", "vgw-rule-id", "", { "data-testid": "rule-id" });
  sum.append(ruleTitle, ruleId);
  const ruleText = t("p", "vgw-rule-text", "");
  ruleBox.append(sum, ruleText);
  // the ability an event is about: its printed words and how the engine reads them
  const ability = h("div", "vgw-ev-ability", { "data-testid": "explain-ability" });
  const abilityText = t("p", "vgw-ev-ability-text", "", { "data-testid": "explain-ability-text" });
  const abilityReading = h("ul", "vgw-ev-reading", { "data-testid": "explain-reading", "aria-label": "How the engine reads it" });
  ability.append(t("p", "vgw-ev-ability-head", "The ability, as printed"), abilityText, t("p", "vgw-ev-ability-head", "How the engine reads it"), abilityReading);
  ability.hidden = true;
  el.append(meta, text, ability, ruleBox);
  return { el, meta, text, ruleBox, ruleId, ruleTitle, ruleText, ability, abilityText, abilityReading };
}

/**
 * Show (or hide) the ability event `i` is about.
 * @param {Explain} x
 * @param {import("./timeline.js").Timeline} tl
 * @param {number} i
 */
function drawAbility(x, tl, i) {
  const ab = tl.abilityAt(i);
  x.ability.hidden = !ab;
  x.abilityText.textContent = ab ? ab.text : "";
  x.abilityReading.textContent = "";
  if (!ab) return;
  for (const [line, cls] of readingLines([ab])) x.abilityReading.append(t("li", cls, line));
}

/**
 * Show event `i` of `tl` (or the decision point).
 * @param {Explain} x
 * @param {import("./timeline.js").Timeline} tl
 * @param {number} i
 */
export function drawExplain(x, tl, i) {
  const e = tl.event(i);
  let rule = "";
  if (e) {
    const meta = [`Event ${e.seq + 1} of ${tl.events.length}`, e.turn ? `turn ${e.turn}` : "set-up", e.phase + (e.step ? ` · ${e.step}` : "")];
    if (e.decision) meta.push(`choice by ${playerName(e.actor)}`);
    x.meta.textContent = meta.join(" · ");
    x.text.textContent = e.text;
    x.text.classList.toggle("vgw-decision", !!e.decision);
    rule = e.rule;
  } else if (tl.pending) {
    const d = tl.pending.decision;
    x.meta.textContent = `Now · ${playerName(d.player)} to choose`;
    x.text.textContent = d.prompt;
    x.text.classList.add("vgw-decision");
    rule = d.rule;
  }
  drawAbility(x, tl, i);
  const r = tl.rule(rule || "");
  x.ruleId.textContent = r.id;
  x.ruleTitle.textContent = r.title ? `The rule: ${r.title} ` : "The rule ";
  x.ruleText.textContent = r.summary || "The rule catalogue has no summary of this rule.";
  x.ruleBox.hidden = !rule;
}

/**
 * @typedef {{el: HTMLElement, items: HTMLElement[], count: number, tl: unknown,
 *   pendingLi: HTMLElement | null, current: HTMLElement | null, scroll: number | undefined,
 *   raf: number}} Log
 */

/**
 * The event log: a list box; arrow keys move within it, Enter shows the event.
 * @param {(i: number) => void} onPick
 * @returns {Log}
 */
export function buildLog(onPick) {
  const el = h("ol", "vgw-log", { "aria-label": "Event log (arrow keys move, Enter shows the event)", "data-testid": "log", "data-region": "log", tabindex: "0" });
  /** @type {Log} */
  const log = { el, items: [], count: 0, tl: null, pendingLi: null, current: null, scroll: undefined, raf: 0 };
  el.addEventListener("scroll", () => (log.scroll = el.scrollTop), { passive: true });
  el.addEventListener("click", (ev) => {
    const li = ev.target instanceof Element ? /** @type {HTMLElement | null} */ (ev.target.closest("li[data-i]")) : null;
    if (li) onPick(Number(li.dataset.i));
  });
  el.addEventListener("keydown", (ev) => {
    const li = ev.target instanceof Element ? /** @type {HTMLElement | null} */ (ev.target.closest("li[data-i]")) : null;
    if (li && (ev.key === "Enter" || ev.key === " ")) {
      ev.preventDefault();
      ev.stopPropagation();
      onPick(Number(li.dataset.i));
    }
  });
  return log;
}

/**
 * Add the rows of events not yet in the log.
 * @param {Log} log
 * @param {import("./timeline.js").Timeline} tl
 */
export function syncLog(log, tl) {
  if (log.tl !== tl || log.count > tl.events.length) {
    log.el.textContent = "";
    log.items = [];
    log.count = 0;
    log.tl = tl;
    log.current = null;
  }
  if (log.pendingLi) {
    log.pendingLi.remove();
    log.pendingLi = null;
  }
  const frag = document.createDocumentFragment();
  for (let i = log.count; i < tl.events.length; i++) {
    const r = tl.events[i];
    const li = h("li", r[10] ? "vgw-log-dec" : "", { "data-i": String(i), "data-rove": "1", tabindex: "-1" });
    li.append(t("span", "vgw-log-turn", r[1] ? `T${r[1]}` : "Set-up", { "aria-hidden": "true" }), t("span", "vgw-log-text", r[7]));
    frag.append(li);
    log.items[i] = li;
  }
  log.count = tl.events.length;
  if (tl.pending) {
    const li = h("li", "vgw-log-pending", { "data-i": String(tl.events.length), "data-rove": "1", tabindex: "-1" });
    li.append(t("span", "vgw-log-turn", "Now", { "aria-hidden": "true" }), t("span", "vgw-log-text", tl.pending.decision.prompt));
    log.pendingLi = li;
    frag.append(li);
  }
  log.el.append(frag);
}

/**
 * Mark row `i` as the current one and scroll it into view (without reading the layout).
 * @param {Log} log
 * @param {import("./timeline.js").Timeline} tl
 * @param {number} i
 */
export function drawLogCursor(log, tl, i) {
  if (log.tl !== tl) syncLog(log, tl);
  const li = i < tl.events.length ? log.items[i] : log.pendingLi;
  if (log.current && log.current !== li) {
    log.current.classList.remove("vgw-current");
    log.current.removeAttribute("aria-current");
    if (activeIn(log.el) !== log.current) log.current.tabIndex = -1;
  }
  log.current = li;
  if (!li) return;
  li.classList.add("vgw-current");
  li.setAttribute("aria-current", "step");
  if (!log.el.contains(activeIn(log.el))) {
    // exactly one tab stop in the log: rows left as stops by earlier moves (while the focus
    // was inside) step down, so one Tab never lands in the log twice
    for (const other of log.el.querySelectorAll('li[tabindex="0"]')) {
      if (other !== li) /** @type {HTMLElement} */ (other).tabIndex = -1;
    }
    li.tabIndex = 0;
    log.el.tabIndex = -1;
  }
  const top = i * LOG_ROW;
  const st = log.scroll === undefined ? -1e9 : log.scroll;
  if (top < st || top + LOG_ROW > st + LOG_HEIGHT) {
    log.scroll = Math.max(0, top - LOG_HEIGHT / 2 + LOG_ROW / 2);
    if (!log.raf) {
      log.raf = requestAnimationFrame(() => {
        log.raf = 0;
        if (log.scroll !== undefined) log.el.scrollTop = log.scroll;
      });
    }
  }
}

/**
 * Mark the log rows that carry a judge's note (the note itself as the row's extra line).
 * @param {Log} log
 * @param {Record<string, string>} notes by row index
 */
export function drawLogNotes(log, notes) {
  const key = JSON.stringify(notes || {});
  if (/** @type {any} */ (log).notesKey === key) return;
  /** @type {any} */ (log).notesKey = key;
  for (const li of log.el.querySelectorAll("li.vgw-log-noted")) {
    li.classList.remove("vgw-log-noted");
    li.removeAttribute("title");
    const n = li.querySelector(".vgw-log-note");
    if (n) n.remove();
  }
  // rows keep their one height (the log scrolls by row): the note is a mark, its words the
  // row's tooltip and screen-reader description, and the panel shows it in full
  for (const [i, note] of Object.entries(notes || {})) {
    const li = log.items[Number(i)];
    if (!li) continue;
    li.classList.add("vgw-log-noted");
    li.title = `Judge's note: ${note}`;
    li.append(t("span", "vgw-log-note", "✎ note", { "data-testid": "log-note", "aria-label": `Judge's note: ${note}` }));
  }
}
