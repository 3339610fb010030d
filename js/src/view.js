// @ts-check
// VanguardView: the whole game widget. It holds the timeline rebuilt from the synced state,
// the cursor, and the panels (mat.js, card.js, explain.js, controls.js, actions.js, lines.js);
// it redraws only the parts of the mat whose frame keys changed.

import { drawActions, onFieldClick } from "./actions.js";
import { cardData, tipLines } from "./card.js";
import { buildControls, drawNavState, rebuildNav } from "./controls.js";
import { activeIn, focusLost, h, playerName, t, targetOf } from "./dom.js";
import { buildExplain, buildLog, drawExplain, drawLogCursor, drawLogNotes, syncLog } from "./explain.js";
import { rove, settle, shortcut } from "./keys.js";
import { battleMarks, battleText, guardText } from "./lines.js";
import { buildSide, drawCounts, drawKey, labelSide, setUnder } from "./mat.js";
import { Timeline, splitKey } from "./timeline.js";
import { buildWhatIf, drawWhatIf } from "./whatif.js";
import { buildOpponent, drawOpponent } from "./opponent.js";
import { buildNotes, drawNotes } from "./notes.js";

const MODEL_KEYS = ["_base", "_tail", "_pending", "_actions", "_status", "_lines", "_opponent", "cursor", "perspective", "lock_perspective", "title", "paused", "_practice", "coach"];

/**
 * A nested dict of a flat frame ("battle", "result", "decision" are stored as "battle/x" keys).
 * @param {Record<string, any>} f
 * @param {string} key
 * @returns {any}
 */
function flatSub(f, key) {
  const v = f[key];
  if (v !== 1) return v || null;
  const pre = key + "/";
  /** @type {Record<string, any>} */
  const d = {};
  for (const k of Object.keys(f)) if (k.startsWith(pre)) d[k.slice(pre.length)] = f[k];
  return d;
}

/**
 * A cheap fingerprint of a timeline chunk: where it starts, how many events, the last one.
 * @param {any} c
 */
export function chunkPrint(c) {
  if (!c || !c.events) return "";
  const n = c.events.length;
  const last = n ? c.events[n - 1] : null;
  return `${c.v}:${c.view || ""}:${c.start}:${n}:${last ? last[0] + ":" + last[7] : ""}`;
}

/**
 * Whether the log's note marks may be stale (the notes, or the log rows, changed).
 * @param {any} log
 * @param {any} L
 */
function syncLogNotesNeeded(log, L) {
  const key = JSON.stringify(L.notes || {}) + ":" + log.count;
  if (log.notesFor === key) return false;
  log.notesFor = key;
  log.notesKey = undefined;
  return true;
}

export class VanguardView {
  // parts made by build()
  /** @type {HTMLElement} */ root;
  /** @type {HTMLElement} */ titleEl;
  /** @type {HTMLElement} */ formatEl;
  /** @type {HTMLElement} */ posEl;
  /** @type {HTMLElement} */ perspBox;
  /** @type {HTMLSelectElement} */ perspSel;
  /** @type {HTMLElement} */ perspText;
  /** @type {HTMLElement} */ problemEl;
  /** @type {import("./controls.js").Controls} */ controls;
  /** @type {Record<string, HTMLButtonElement>} */ btn;
  /** @type {HTMLElement} */ field;
  /** @type {import("./mat.js").Side[]} */ sides;
  /** @type {HTMLElement} */ centre;
  /** @type {HTMLElement} */ battleEl;
  /** @type {HTMLElement} */ promptEl;
  /** @type {import("./explain.js").Explain} */ explain;
  /** @type {HTMLElement} */ statusEl;
  /** @type {import("./notes.js").Notes} */ notes;
  /** @type {HTMLElement} */ actionsEl;
  /** @type {import("./whatif.js").WhatIf} */ whatif;
  /** @type {import("./opponent.js").Opponent} */ opponent;
  /** @type {import("./explain.js").Log} */ log;
  /** @type {HTMLElement} */ tip;
  /**
   * @param {any} model the widget model (or the offline page's stand-in)
   * @param {HTMLElement} el
   */
  constructor(model, el) {
    this.model = model;
    this.el = el;
    this.tl = new Timeline();
    this.cursor = 0;
    this.live = false;
    /** @type {Record<string, any> | null} */
    this.drawnFrame = null;
    /** @type {{card?: number, circle?: string, player?: number} | null} */
    this.sel = null;
    /** @type {Set<number>} */
    this.mullSel = new Set();
    /** @type {ReturnType<typeof setInterval> | null} */
    this.timer = null;
    this.speed = 4;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.syncTimer = undefined;
    /** @type {{base: string, tail: string, pending: string}} fingerprints of the synced timeline */
    this.seen = { base: "", tail: "", pending: "" };
    this.scheduled = false;
    /** @type {Element[]} */
    this.highlighted = [];
    this.refocusActions = false;
    /** @type {Element | null} the keyboard region that last held the focus */
    this.lastRegion = null;
    this.focusInside = false;
    /** @type {number | undefined} */
    this.modelCursor = undefined;
    this.phaseText = "";
    /** @type {Element | null} */
    this.tipFor = null;
    /** @type {{renders: number, lastMs: number, times: number[]}} redraw times (benchmarks/bench_widget.py) */
    this.stats = { renders: 0, lastMs: 0, times: [] };
    /** @type {number | null} the first frame of the computer's moves, still to be played forward */
    this.botFrom = null;
    this.build();
    this.onModel = () => this.schedule();
    for (const k of MODEL_KEYS) model.on("change:" + k, this.onModel);
    this.onMsg = (/** @type {any} */ msg) => {
      if (msg && msg.type === "hello") {
        this.live = true;
        this.drawHeader();
        drawActions(this);
        this.drawWhatIf();
      } else if (msg && msg.type === "bot" && typeof msg.from === "number") {
        // the computer moved: play its moves forward on the board at the chosen speed
        this.botFrom = msg.from;
        this.replayBot();
      }
    };
    model.on("msg:custom", this.onMsg);
    this.applyModel(true);
    if (!model.offline) {
      try {
        model.send({ type: "hello" });
      } catch (err) {
        // no kernel: replay only
      }
    }
  }

  destroy() {
    this.stop();
    for (const k of MODEL_KEYS) this.model.off("change:" + k, this.onModel);
    this.model.off("msg:custom", this.onMsg);
    clearTimeout(this.syncTimer);
  }

  // ---------------------------------------------------------------- model -> view
  schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    queueMicrotask(() => {
      this.scheduled = false;
      this.applyModel(false);
    });
  }

  /** @param {boolean} first */
  applyModel(first) {
    const m = this.model;
    const base = m.get("_base");
    const tail = m.get("_tail");
    const pending = m.get("_pending");
    // compared by content, not identity: some hosts (marimo) update the synced objects in place
    // a chunk names the view and line it was made for (chunkPrint): the same events seen from
    // another seat are other frames, and a judge's frames never stay on screen in a player's view
    const fp = { base: chunkPrint(base), tail: chunkPrint(tail), pending: pending ? JSON.stringify(pending) : "" };
    let rebuilt = false;
    if (first || fp.base !== this.seen.base) {
      this.tl = Timeline.fromState(base, tail, pending);
      rebuilt = true;
    } else if (fp.tail !== this.seen.tail) {
      const start = tail && tail.events ? tail.start : this.tl.events.length;
      const baseLen = base && base.events ? base.events.length + (base.start || 0) : 0;
      if (start !== baseLen) this.tl = Timeline.fromState(base, tail, pending);
      else {
        this.tl.truncate(baseLen);
        this.tl.append(tail);
        this.tl.setPending(pending);
      }
      rebuilt = true;
    } else if (fp.pending !== this.seen.pending) {
      this.tl.setPending(pending);
      rebuilt = true;
    }
    this.seen = fp;
    if (rebuilt) {
      this.drawnFrame = null;
      this.sel = null;
      this.mullSel.clear();
      rebuildNav(this.controls, this.tl);
      syncLog(this.log, this.tl);
    }
    this.drawHeader();
    const mc = m.get("cursor");
    // follow the kernel's cursor only when it changed: another synced value (the status, the
    // what-if panel) arriving while the learner steps on must not pull the board back
    const want = mc === this.modelCursor ? this.cursor : mc;
    this.modelCursor = mc;
    this.seek(typeof want === "number" ? want : this.tl.length - 1, { sync: false, force: rebuilt });
    this.drawStatusMsg();
    drawActions(this);
    this.drawWhatIf();
    this.replayBot();
    this.keepFocus();
  }

  /** Play the computer's new moves forward (once they are in the timeline). */
  replayBot() {
    const from = this.botFrom;
    if (from === null || this.tl.length <= from) return;
    this.botFrom = null;
    this.stop();
    this.seek(from);
    if (this.cursor < this.tl.length - 1) this.togglePlay();
  }

  drawWhatIf() {
    const L = this.model.get("_lines") || {};
    if (syncLogNotesNeeded(this.log, L)) drawLogNotes(this.log, L.notes || {});
    drawWhatIf(this.whatif, {
      lines: this.model.get("_lines") || {},
      cursor: this.cursor,
      live: this.live,
      perspective: this.perspective(),
      atDecision: this.atDecision(),
      over: !this.tl.pendingFrame,
      send: (msg) => {
        if (this.live) this.model.send(msg);
      },
      show: (name) => this.showOfflineLine(name),
    });
  }

  /**
   * Offline, show another line the page carries (its timeline and notes).
   * @param {string | null} name
   */
  showOfflineLine(name) {
    const m = this.model;
    const L = m.get("_lines") || {};
    const data = (L.offline_lines || {})[name ?? ""];
    if (!data) return;
    m.set("_lines", { ...L, current: name, notes: data.notes, compare: null });
    m.set("_pending", data._pending);
    m.set("_tail", {});
    m.set("_base", data._base);
    m.set("cursor", data._base && data._base.events ? data._base.events.length - 1 : 0);
  }

  // ---------------------------------------------------------------- building
  build() {
    const root = h("div", "vgw", { role: "region", "aria-label": "Cardfight!! Vanguard game", "data-testid": "vgwidget", "data-lm-suppress-shortcuts": "true", tabindex: "-1" });
    this.root = root;
    const head = h("header", "vgw-head");
    this.titleEl = t("h2", "vgw-title", "");
    this.formatEl = t("span", "vgw-format", "", { "data-testid": "format" });
    this.posEl = t("span", "vgw-pos", "");
    this.perspBox = h("label", "vgw-persp");
    this.perspBox.append(t("span", "", "View as "));
    this.perspSel = /** @type {HTMLSelectElement} */ (h("select", "vgw-select", { "data-testid": "perspective" }));
    this.perspSel.addEventListener("change", () => {
      const v = this.perspSel.value;
      this.model.set("perspective", v === "judge" ? null : Number(v));
      this.model.save_changes();
    });
    this.perspBox.append(this.perspSel);
    this.perspText = t("span", "vgw-persp-text", "");
    this.opponent = buildOpponent((msg) => {
      if (this.live) this.model.send(msg);
    });
    head.append(this.titleEl, this.formatEl, this.posEl, this.perspBox, this.perspText, this.opponent.el);
    this.problemEl = t("p", "vgw-problem", "", { role: "alert" });
    this.problemEl.hidden = true;

    this.controls = buildControls(
      {
        first: () => this.seek(0),
        prevDec: () => this.stepDecision(-1),
        prev: () => this.seek(this.cursor - 1),
        play: () => this.togglePlay(),
        next: () => this.seek(this.cursor + 1),
        nextDec: () => this.stepDecision(1),
        last: () => this.seek(this.tl.length - 1),
        seek: (i) => this.seek(i),
        speed: (s) => {
          this.speed = s;
          if (this.timer) {
            this.stop();
            this.togglePlay();
          }
        },
      },
      this.speed,
    );
    this.btn = this.controls.btn;

    const main = h("div", "vgw-main");
    const field = h("div", "vgw-field", { "aria-label": "The field" });
    this.field = field;
    this.sides = [buildSide("top"), buildSide("bottom")];
    this.centre = h("div", "vgw-centre");
    this.battleEl = t("p", "vgw-battle", "", { "data-testid": "battle" });
    this.promptEl = t("p", "vgw-prompt", "");
    this.centre.append(this.battleEl, this.promptEl);
    field.append(this.sides[0].root, this.centre, this.sides[1].root);
    field.addEventListener("click", (ev) => onFieldClick(this, ev));

    const side = h("div", "vgw-panel");
    this.explain = buildExplain();
    this.notes = buildNotes((msg) => {
      if (this.live) this.model.send(msg);
    });
    this.statusEl = h("div", "vgw-status", { role: "status", "data-testid": "status" });
    this.actionsEl = h("section", "vgw-actions", { "aria-label": "Options (arrow keys move, Enter chooses)", "data-testid": "actions", "data-region": "actions" });
    this.whatif = buildWhatIf();
    side.append(this.explain.el, this.notes.el, this.statusEl, this.actionsEl, this.whatif.el);
    this.log = buildLog((i) => this.seek(i));
    main.append(side, field, this.log.el);

    root.append(head, this.problemEl, this.controls.el, main);
    this.tip = h("div", "vgw-tip", { role: "tooltip", id: "vgw-tip-" + Math.random().toString(36).slice(2) });
    root.append(this.tip);
    root.addEventListener("keydown", (ev) => this.onKey(ev));
    root.addEventListener("mouseover", (ev) => this.showTip(targetOf(ev)));
    root.addEventListener("focusin", (ev) => {
      this.focusInside = true;
      const el = targetOf(ev);
      const region = el ? el.closest("[data-region]") : null;
      if (region) {
        this.lastRegion = region;
        if (el && el.hasAttribute("data-rove")) settle(region, /** @type {HTMLElement} */ (el));
      }
      this.showTip(el);
    });
    root.addEventListener("mouseout", (ev) => {
      const rel = ev.relatedTarget;
      if (!rel || !this.tipFor || !(rel instanceof Node) || !this.tipFor.contains(rel)) this.hideTip();
    });
    root.addEventListener("focusout", (ev) => {
      // focus that leaves for nowhere (its element was redrawn) is put back by keepFocus
      if (ev.relatedTarget && !root.contains(/** @type {Node} */ (ev.relatedTarget))) this.focusInside = false;
      this.hideTip();
    });
    this.el.append(root);
    for (const r of root.querySelectorAll("[data-region]")) settle(r);
  }

  /** After a redraw, put the focus back in the region that had it (if it was lost). */
  keepFocus() {
    if (!this.focusInside || !this.lastRegion || !focusLost(this.root)) return;
    const el = settle(this.lastRegion);
    if (el) el.focus();
    else if (this.lastRegion instanceof HTMLElement) this.lastRegion.focus();
  }

  // ---------------------------------------------------------------- navigation
  /**
   * @param {number} i
   * @param {{sync?: boolean, force?: boolean}} [opts]
   */
  seek(i, opts) {
    const o = opts || {};
    const n = this.tl.length;
    if (!n) {
      this.explain.text.textContent = "No events yet.";
      return;
    }
    const c = Math.max(0, Math.min(n - 1, Number.isFinite(i) ? Math.trunc(i) : 0));
    if (c === this.cursor && !o.force && this.drawnFrame === this.tl.frame(c)) return;
    if (c !== this.cursor) {
      this.sel = null;
      this.mullSel.clear();
    }
    this.cursor = c;
    const t0 = performance.now();
    this.draw();
    const dt = performance.now() - t0;
    this.stats.renders += 1;
    this.stats.lastMs = dt;
    if (this.stats.times.length < 5000) this.stats.times.push(dt);
    this.root.dataset.cursor = String(c);
    if (o.sync !== false) this.syncCursor();
    this.keepFocus();
  }

  syncCursor() {
    clearTimeout(this.syncTimer);
    this.syncTimer = setTimeout(() => {
      if (this.model.get("cursor") !== this.cursor) {
        this.modelCursor = this.cursor;
        this.model.set("cursor", this.cursor);
        this.model.save_changes();
      }
    }, 60);
  }

  /** @param {number} dir */
  stepDecision(dir) {
    const d = this.tl.decisions;
    if (dir > 0) {
      const next = d.find((i) => i > this.cursor);
      this.seek(next === undefined ? this.tl.length - 1 : next);
    } else {
      let prev = -1;
      for (const i of d) if (i < this.cursor) prev = i;
      this.seek(prev < 0 ? 0 : prev);
    }
  }

  togglePlay() {
    if (this.timer) return this.stop();
    if (this.cursor >= this.tl.length - 1) this.seek(0);
    this.timer = setInterval(() => {
      if (this.cursor >= this.tl.length - 1) this.stop();
      else this.seek(this.cursor + 1);
    }, 1000 / this.speed);
    this.btn.play.textContent = "❚❚ Pause";
    this.btn.play.setAttribute("aria-pressed", "true");
  }

  stop() {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = null;
    this.btn.play.textContent = "▶ Play";
    this.btn.play.setAttribute("aria-pressed", "false");
  }

  /** @param {KeyboardEvent} ev */
  onKey(ev) {
    const target = targetOf(ev);
    const tag = target ? target.tagName : "";
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    const region = target ? target.closest("[data-region]") : null;
    let handled = true;
    const name = region && region.getAttribute("data-region");
    const onItem = !!(target && target.closest("[data-rove]"));
    if (region && rove(region, ev)) {
      // arrow keys move inside the region
    } else if (region && onItem && (ev.key === "Enter" || ev.key === " ") && name && /^(mat|hand)-/.test(name)) {
      onFieldClick(this, ev);
    } else if (ev.key === "Escape") {
      this.hideTip(); // a card's text can always be dismissed without moving (WCAG 1.4.13)
      this.sel = null;
      this.mullSel.clear();
      drawActions(this);
    } else if (!region && (ev.key === "ArrowRight" || ev.key === "ArrowLeft")) {
      if (ev.key === "ArrowRight") ev.shiftKey ? this.stepDecision(1) : this.seek(this.cursor + 1);
      else ev.shiftKey ? this.stepDecision(-1) : this.seek(this.cursor - 1);
    } else {
      const s = shortcut(ev);
      if (s === "back") this.seek(this.cursor - 1);
      else if (s === "forward") this.seek(this.cursor + 1);
      else if (s === "back-decision") this.stepDecision(-1);
      else if (s === "forward-decision") this.stepDecision(1);
      else if (s === "play") this.togglePlay();
      else if (s === "first" && !region) this.seek(0);
      else if (s === "last" && !region) this.seek(this.tl.length - 1);
      else handled = false;
    }
    if (handled) {
      ev.preventDefault();
      ev.stopPropagation();
    }
  }

  // ---------------------------------------------------------------- drawing
  perspective() {
    const p = this.model.get("perspective");
    return p === null || p === undefined ? null : p;
  }

  drawHeader() {
    const p = this.perspective();
    const locked = !!this.model.get("lock_perspective");
    // a player's view never offers the judge view; a locked or replay-only view offers none
    const options = p === null ? [["judge", "Judge (all cards)"], ["0", "Player 1"], ["1", "Player 2"]] : [["0", "Player 1"], ["1", "Player 2"]];
    const key = options.map((o) => o[0]).join();
    if (this.perspSel.dataset.key !== key) {
      this.perspSel.textContent = "";
      for (const [v, l] of options) {
        const o = /** @type {HTMLOptionElement} */ (t("option", "", l));
        o.value = v;
        this.perspSel.append(o);
      }
      this.perspSel.dataset.key = key;
    }
    this.perspSel.value = p === null ? "judge" : String(p);
    this.perspBox.hidden = locked || !this.live;
    drawOpponent(this.opponent, this.model.get("_opponent") || {}, this.live && !this.model.get("paused"));
    this.drawNotes();
    this.perspText.hidden = !this.perspBox.hidden;
    this.perspText.textContent = p === null ? "Judge's view (all cards)" : `${playerName(p)}'s view`;
    this.titleEl.textContent = this.model.get("title") || "Cardfight!! Vanguard";
    this.problemEl.textContent = this.tl.problem;
    this.problemEl.hidden = !this.tl.problem;
    const bottom = p === null ? 0 : p;
    const players = [1 - bottom, bottom];
    if (this.sides[0].player !== players[0] || this.sides[0].viewer !== p) {
      this.sides.forEach((s, i) => {
        labelSide(s, players[i], p);
        s.viewer = p;
      });
      this.drawnFrame = null;
    }
  }

  draw() {
    const tl = this.tl;
    const i = this.cursor;
    const f = tl.frame(i);
    const prev = this.drawnFrame;
    let top = !prev;
    /** @type {Set<number>} */
    const touched = new Set();
    for (const k of Object.keys(f)) {
      if (prev && prev[k] === f[k]) continue;
      const sk = splitKey(k);
      if (!sk) top = true;
      else {
        touched.add(sk[0]);
        drawKey(this.side(sk[0]), sk[1], sk[2], f[k], tl);
      }
    }
    if (prev) {
      for (const k of Object.keys(prev)) {
        if (k in f) continue;
        const sk = splitKey(k);
        if (sk) {
          touched.add(sk[0]);
          drawKey(this.side(sk[0]), sk[1], sk[2], undefined, tl);
        }
      }
    }
    for (const p of touched) {
      const side = this.side(p);
      drawCounts(side, f);
      // redrawn cards come without a tab stop: keep one per region
      settle(side.mat);
      settle(side.zones.hand.el);
    }
    this.drawnFrame = f;
    if (top) this.drawTop(f);
    drawExplain(this.explain, tl, i);
    this.posEl.textContent = this.phaseText;
    this.highlight(i);
    drawLogCursor(this.log, tl, i);
    drawNavState(this.controls, tl, i);
    this.drawStatusMsg();
    drawActions(this);
    this.drawWhatIf();
    this.drawNotes();
  }

  /** The notes beside the board; the coach's only at the live end (not while the computer's
   * moves are still played forward, nor while the learner looks back). */
  drawNotes() {
    const atEnd = this.cursor >= this.tl.length - 1;
    const coach = atEnd ? this.model.get("coach") || {} : {};
    drawNotes(this.notes, this.model.get("paused") || "", this.model.get("_practice") || {}, coach, this.live);
  }

  /** @param {number | null} p */
  side(p) {
    return this.sides[0].player === p ? this.sides[0] : this.sides[1];
  }

  /** @param {Record<string, any>} f */
  drawTop(f) {
    const turn = f.turn;
    let s = turn ? `Turn ${turn} · ${playerName(f.turn_player)}'s ${f.phase} phase` : `Set-up · ${f.phase}`;
    if (f.step) s += ` · ${f.step} step`;
    this.phaseText = s;
    const fmtName = String(f.format || "");
    this.formatEl.textContent = fmtName ? `${fmtName[0].toUpperCase()}${fmtName.slice(1)} format` : "";
    const b = flatSub(f, "battle");
    for (const side of this.sides) for (const c of Object.keys(side.slots)) side.slots[c].el.classList.remove("vgw-attacker", "vgw-target", "vgw-booster");
    for (const [p, c, role] of battleMarks(b, f.turn_player)) {
      const slot = this.side(p).slots[c];
      if (slot) slot.el.classList.add("vgw-" + role);
    }
    // an attack on several units: under the guardian circle, which unit the guardians guard
    for (const side of this.sides) setUnder(side.slots.GC, "guard", "");
    if (b && b.target_player !== undefined) setUnder(this.side(b.target_player).slots.GC, "guard", guardText(b));
    this.battleEl.textContent = battleText(b, f.turn_player);
    this.battleEl.hidden = !this.battleEl.textContent;
    const r = flatSub(f, "result");
    const d = flatSub(f, "decision");
    this.promptEl.textContent = r ? `Game over: ${r.reason}` : d && this.cursor === this.tl.length - 1 && this.tl.pendingFrame ? d.prompt : "";
    this.promptEl.hidden = !this.promptEl.textContent;
    this.promptEl.classList.toggle("vgw-over", !!r);
  }

  /** @param {number} i */
  highlight(i) {
    for (const el of this.highlighted) el.classList.remove("vgw-touched");
    this.highlighted = [];
    const e = this.tl.event(i);
    if (!e || !e.cards || !e.cards.length) return;
    for (const iid of e.cards) {
      for (const el of this.field.querySelectorAll(`[data-iid="${Number(iid)}"]`)) {
        el.classList.add("vgw-touched");
        this.highlighted.push(el);
      }
    }
  }

  // ---------------------------------------------------------------- tooltip
  /** @param {Element | null} target */
  showTip(target) {
    const el = target ? target.closest(".vgw-card, .vgw-chip") : null;
    if (!el || !cardData.has(el)) return;
    if (this.tipFor === el) return;
    this.tipFor = el;
    const c = /** @type {import("./card.js").Card} */ (cardData.get(el));
    this.tip.textContent = "";
    for (const [line, cls] of tipLines(c, this.tl.readingsOf(c))) this.tip.append(t("div", cls, line));
    el.setAttribute("aria-describedby", this.tip.id);
    const rb = this.root.getBoundingClientRect();
    const cb = el.getBoundingClientRect();
    this.tip.style.display = "block";
    const w = Math.min(280, rb.width - 8);
    let left = cb.right - rb.left + 6;
    if (left + w > rb.width) left = Math.max(4, cb.left - rb.left - w - 6);
    if (left < 0 || left + w > rb.width) left = 4;
    this.tip.style.width = `${w}px`;
    this.tip.style.left = `${left}px`;
    const below = cb.bottom - rb.top + 4;
    const tall = this.tip.offsetHeight;
    // a long text opens above the card when it would run past the widget's bottom edge
    const top = below + tall > rb.height && cb.top - rb.top - tall - 4 >= 0 ? cb.top - rb.top - tall - 4 : below;
    this.tip.style.top = `${Math.max(0, top)}px`;
  }

  hideTip() {
    if (this.tipFor) this.tipFor.removeAttribute("aria-describedby");
    this.tipFor = null;
    this.tip.style.display = "none";
  }

  // ---------------------------------------------------------------- status and actions
  drawStatusMsg() {
    const s = this.model.get("_status") || {};
    const el = this.statusEl;
    el.textContent = "";
    // a "done" message belongs to the move just made: it goes once the learner looks elsewhere
    const show = s.kind && !(s.kind === "ok" && typeof s.at === "number" && this.cursor < s.at);
    el.className = "vgw-status" + (show ? " vgw-status-" + s.kind : "");
    if (!show) return;
    if (s.kind === "illegal") {
      el.append(t("p", "vgw-status-head", s.title ? `Not allowed: ${s.title}` : "Not allowed"));
      el.append(t("p", "vgw-status-msg", s.message));
      if (s.summary) {
        const d = h("details", "vgw-rule");
        d.append(t("summary", "", "What the rule says"), t("p", "vgw-rule-text", s.summary));
        el.append(d);
      }
    } else {
      el.append(t("p", "vgw-status-msg", s.message || ""));
    }
  }

  atDecision() {
    return !!this.tl.pendingFrame && this.cursor === this.tl.length - 1;
  }

  actionList() {
    return this.atDecision() ? this.model.get("_actions") || [] : [];
  }

  /** @param {Record<string, any>} a */
  propose(a) {
    if (!this.live) return;
    this.sel = null;
    this.mullSel.clear();
    this.refocusActions = this.actionsEl.contains(activeIn(this.actionsEl));
    this.statusEl.className = "vgw-status vgw-status-busy";
    this.statusEl.textContent = "Asking the rules engine…";
    this.model.send({ type: "action", action: a });
  }
}
