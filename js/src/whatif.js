// @ts-check
// The judge's what-if panel: the lines of play (main line and side lines: switch, rename,
// compare), "try another choice here" at a past decision, and the judge's notes. Everything it
// shows comes from the synced `_lines` (the kernel decides what a view may see and do); every
// button sends a message the kernel checks. A player's view gets a Concede button instead.

import { h, playerName, t } from "./dom.js";

/**
 * @typedef {{name: string | null, label: string, branch_at?: number, events: number}} LineEntry
 * @typedef {{a: Record<string, any>, label: string, taken: boolean}} Choice
 * @typedef {{turn: number, phase: string, result: string | null,
 *   players: Array<{damage: number, hand: number, deck: number, field: Record<string, string | null>}>}} LineEnd
 * @typedef {{a: string | null, b: string | null, parted_after: number, ends: LineEnd[], events: string[][]}} Comparison
 * @typedef {{current?: string | null, lines?: LineEntry[], choices?: Choice[], choices_at?: number | null,
 *   notes?: Record<string, string>, compare?: Comparison | null, offline?: boolean,
 *   offline_lines?: Record<string, {_base: any, _pending: any, notes: Record<string, string>}>}} LinesState
 * @typedef {{el: HTMLElement, concedeArmed: boolean, key: string}} WhatIf
 */

/** @returns {WhatIf} */
export function buildWhatIf() {
  const el = h("section", "vgw-whatif", { "aria-label": "Lines of play and notes", "data-testid": "whatif" });
  el.hidden = true;
  return { el, concedeArmed: false, key: "" };
}

/**
 * The name a line is shown by.
 * @param {string | null | undefined} name
 */
export function lineLabel(name) {
  return name === null || name === undefined ? "Main line" : name;
}

/**
 * One line's end in words, for a comparison (pure: unit-tested).
 * @param {LineEnd} end
 * @returns {string[]}
 */
export function endLines(end) {
  const out = [`Turn ${end.turn}, ${end.phase} phase${end.result ? ": " + end.result : ""}`];
  end.players.forEach((p, i) => {
    const units = Object.entries(p.field)
      .filter(([, n]) => n)
      .map(([c, n]) => `${c} ${n}`)
      .join(", ");
    out.push(`${playerName(i)}: ${p.damage} damage, ${p.hand} in hand, ${p.deck} in the deck; ${units || "no units"}`);
  });
  return out;
}

/**
 * Redraw the panel.
 * @param {WhatIf} w
 * @param {{lines: LinesState, cursor: number, live: boolean, perspective: number | null,
 *   atDecision: boolean, over: boolean, send: (msg: Record<string, any>) => void,
 *   show: (name: string | null) => void}} s
 */
export function drawWhatIf(w, s) {
  // redrawn only when something it shows changed (a note being typed is not wiped by a redraw)
  const key = JSON.stringify([s.lines, s.cursor, s.live, s.perspective, s.atDecision, s.over]);
  if (key === w.key) return;
  w.key = key;
  const el = w.el;
  el.textContent = "";
  const L = s.lines || {};
  if (s.perspective !== null) {
    // a player's view: no lines or notes (the judge's words); conceding is theirs
    el.hidden = !(s.live && s.atDecision && !s.over);
    if (el.hidden) return;
    const b = /** @type {HTMLButtonElement} */ (t("button", "vgw-btn vgw-concede", w.concedeArmed ? "Really concede? Click again" : "Concede the game", { type: "button", "data-testid": "concede" }));
    b.addEventListener("click", () => {
      if (!w.concedeArmed) {
        w.concedeArmed = true;
        b.textContent = "Really concede? Click again";
        return;
      }
      w.concedeArmed = false;
      s.send({ type: "concede" });
    });
    el.append(b);
    return;
  }
  const lines = L.lines || [];
  el.hidden = !lines.length;
  if (el.hidden) return;
  const live = s.live && !L.offline;
  el.append(t("h3", "vgw-whatif-head", "Lines of play"));
  const list = h("div", "vgw-lines", { role: "group", "aria-label": "Lines", "data-testid": "lines" });
  for (const line of lines) {
    const current = (L.current ?? null) === line.name;
    const text = line.branch_at === undefined ? line.label : `${line.label} (from event ${line.branch_at})`;
    const b = /** @type {HTMLButtonElement} */ (t("button", "vgw-btn vgw-line" + (current ? " vgw-line-current" : ""), text, { type: "button", "aria-pressed": String(current) }));
    // offline, a page that carries every line switches between them itself
    const offline = !!(L.offline && L.offline_lines && L.offline_lines[line.name ?? ""]);
    b.disabled = current || !(live || offline);
    b.addEventListener("click", () => (live ? s.send({ type: "line", name: line.name }) : s.show(line.name)));
    list.append(b);
  }
  el.append(list);
  if (live && L.current !== null && L.current !== undefined) {
    const row = h("div", "vgw-rename");
    const input = /** @type {HTMLInputElement} */ (h("input", "vgw-input", { type: "text", "aria-label": "New name for this line", maxlength: "60", "data-testid": "rename-input" }));
    input.value = L.current;
    const go = /** @type {HTMLButtonElement} */ (t("button", "vgw-btn", "Rename", { type: "button", "data-testid": "rename" }));
    go.addEventListener("click", () => s.send({ type: "rename", name: L.current, to: input.value }));
    row.append(input, go);
    el.append(row);
  }
  if (live && lines.length > 1) {
    const cmp = h("div", "vgw-compare-buttons");
    for (const line of lines) {
      if ((L.current ?? null) === line.name) continue;
      const b = t("button", "vgw-btn", `Compare with ${line.label}`, { type: "button", "data-testid": "compare" });
      b.addEventListener("click", () => s.send({ type: "compare", name: line.name }));
      cmp.append(b);
    }
    el.append(cmp);
  }
  const c = L.compare;
  if (c) {
    const box = h("div", "vgw-comparison", { "data-testid": "comparison" });
    box.append(t("p", "vgw-compare-head", `${lineLabel(c.a)} and ${lineLabel(c.b)} part after event ${c.parted_after}.`));
    const grid = h("div", "vgw-compare-grid");
    [c.a, c.b].forEach((name, k) => {
      const col = h("div", "vgw-compare-col");
      col.append(t("h4", "", lineLabel(name)));
      for (const line of endLines(c.ends[k])) col.append(t("p", "", line));
      const ev = c.events[k] || [];
      if (ev.length) {
        const d = h("details", "");
        d.append(t("summary", "", `Its events after the parting (${ev.length}${ev.length >= 40 ? "+" : ""})`));
        const ol = h("ol", "vgw-compare-events");
        for (const x of ev) ol.append(t("li", "", x));
        d.append(ol);
        col.append(d);
      }
      grid.append(col);
    });
    box.append(grid);
    el.append(box);
  }
  const choices = L.choices || [];
  if (live && choices.length && L.choices_at === s.cursor) {
    const box = h("div", "vgw-choices", { role: "group", "aria-label": "Try another choice here", "data-testid": "choices" });
    box.append(t("p", "vgw-choices-head", "Try another choice here (starts a new line; the main line stays as it is):"));
    for (const ch of choices) {
      const b = /** @type {HTMLButtonElement} */ (t("button", "vgw-btn vgw-choice", ch.taken ? `${ch.label} (the choice made)` : ch.label, { type: "button" }));
      b.disabled = ch.taken;
      b.addEventListener("click", () => s.send({ type: "branch", at: s.cursor, action: ch.a }));
      box.append(b);
    }
    el.append(box);
  }
  const notes = L.notes || {};
  const note = notes[String(s.cursor)];
  if (note) el.append(t("p", "vgw-note", `Judge's note on this event: ${note}`, { "data-testid": "note" }));
  if (live && !s.atDecision) {
    const row = h("div", "vgw-note-edit");
    const area = /** @type {HTMLTextAreaElement} */ (h("textarea", "vgw-input", { rows: "2", maxlength: "1000", "aria-label": "Judge's note on this event", "data-testid": "note-input" }));
    area.value = note || "";
    const save = t("button", "vgw-btn", note ? "Save the note" : "Add a note", { type: "button", "data-testid": "note-save" });
    save.addEventListener("click", () => s.send({ type: "note", at: s.cursor, note: area.value }));
    row.append(area, save);
    el.append(row);
  }
}
