// VanguardWidget front end (anywidget). Draws the recorded timeline of one perspective:
// field, timeline controls, explain panel, log and (live, with a kernel) the legal actions.
//
// Safety: every string that comes from the game (card names, texts, event sentences, rule
// summaries) is put in the page with textContent / setAttribute, never as HTML.

import { Timeline, decodeCard, splitKey } from "./timeline.js";

const FRONT = ["FL", "VC", "FR"];
const BACK = ["BL", "BC", "BR"];
const CIRCLE_NAMES = {
  VC: "vanguard circle",
  FL: "front-left rear-guard circle",
  FR: "front-right rear-guard circle",
  BL: "back-left rear-guard circle",
  BC: "back-centre rear-guard circle",
  BR: "back-right rear-guard circle",
  GC: "guardian circle",
};
const SIDE_ZONES = [
  ["damage", "Damage"],
  ["drop", "Drop"],
  ["bind", "Bind"],
];
const EXTRA_ZONES = [
  ["soul", "Soul"],
  ["trigger", "Trigger zone"],
  ["ride_deck", "Ride deck"],
  ["gzone", "G zone"],
  ["order", "Order zone"],
  ["crest", "Crest zone"],
  ["removal", "Removal"],
];
const SPEEDS = [1, 2, 4, 8, 16];
const LOG_ROW = 34; // px, the fixed height of a log row (widget.css)
const LOG_HEIGHT = 340; // px, the height of the log (widget.css)
const TOP_KEYS = new Set([
  "turn", "turn_player", "first_player", "phase", "step", "decision", "result", "battle",
  "format", "viewer",
]);

// ------------------------------------------------------------------ DOM helpers
function h(tag, cls, attrs) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (attrs) for (const k of Object.keys(attrs)) e.setAttribute(k, String(attrs[k]));
  return e;
}
function t(tag, cls, text, attrs) {
  const e = h(tag, cls, attrs);
  e.textContent = text == null ? "" : String(text);
  return e;
}
function button(label, aria, onClick, cls) {
  const b = t("button", "vgw-btn" + (cls ? " " + cls : ""), label, { type: "button", "aria-label": aria, title: aria });
  b.addEventListener("click", onClick);
  return b;
}
/** A nested dict of a flat frame ("battle", "result", "decision" are stored as "battle/x" keys). */
function flatSub(f, key) {
  const v = f[key];
  if (v !== 1) return v || null;
  const pre = key + "/";
  const d = {};
  for (const k of Object.keys(f)) if (k.startsWith(pre)) d[k.slice(pre.length)] = f[k];
  return d;
}

function playerName(p) {
  return p === null || p === undefined ? "the judge" : `Player ${p + 1}`;
}
function fmt(n) {
  return n === null || n === undefined ? "–" : Number(n).toLocaleString("en-US");
}

// ------------------------------------------------------------------ cards
const cardData = new WeakMap();

function cardLabel(c) {
  if (!c) return "empty";
  if (c.hidden) return c.face_down ? "face-down card" : "hidden card";
  const parts = [String(c.name), `grade ${c.grade}`];
  const st = c.stats;
  parts.push(`power ${fmt(st ? st.power : c.power)}`);
  if (c.shield !== null && c.shield !== undefined) parts.push(`shield ${fmt(st ? st.shield : c.shield)}`);
  parts.push(`critical ${st ? st.critical : c.critical}`);
  if (c.trigger) parts.push(`${c.trigger} trigger`);
  const state = [];
  if (c.rested) state.push("rested");
  else if (st) state.push("standing");
  if (c.face_down) state.push("face down");
  if (c.locked) state.push("locked");
  if (c.deleted) state.push("deleted");
  if (state.length) parts.push(state.join(", "));
  return parts.join(", ");
}

function cardEl(c, small, owner) {
  const e = h("div", "vgw-card" + (small ? " vgw-small" : ""), { tabindex: "0", role: "img" });
  if (owner !== undefined) e.dataset.owner = String(owner);
  e.setAttribute("aria-label", cardLabel(c));
  cardData.set(e, c);
  if (c.hidden) {
    e.classList.add("vgw-back");
    return e;
  }
  e.dataset.iid = String(c.iid);
  if (c.rested) e.classList.add("vgw-rested");
  if (c.face_down) e.classList.add("vgw-facedown");
  if (c.locked) e.classList.add("vgw-locked");
  if (c.deleted) e.classList.add("vgw-deleted");
  if (c.trigger) e.classList.add("vgw-trig-" + String(c.trigger).replace(/[^a-z]/g, ""));
  const top = h("div", "vgw-card-top");
  top.append(t("span", "vgw-grade", `G${c.grade}`));
  if (c.trigger) top.append(t("span", "vgw-trig", String(c.trigger)[0].toUpperCase(), { title: `${c.trigger} trigger` }));
  e.append(top);
  e.append(t("div", "vgw-name", c.name));
  if (!small) {
    const st = c.stats;
    const bottom = h("div", "vgw-card-stats");
    const pw = t("span", "vgw-power", fmt(st ? st.power : c.power));
    if (st && st.power !== c.power) pw.classList.add("vgw-mod");
    bottom.append(pw);
    const sub = h("div", "vgw-card-sub");
    if (c.shield !== null && c.shield !== undefined) sub.append(t("span", "vgw-shield", "◇" + fmt(st ? st.shield : c.shield)));
    const cr = t("span", "vgw-crit", "★" + (st ? st.critical : c.critical));
    if (st && st.critical !== c.critical) cr.classList.add("vgw-mod");
    sub.append(cr);
    e.append(bottom, sub);
  }
  return e;
}

function tipLines(c) {
  if (c.hidden) return [[c.face_down ? "Face-down card" : "Hidden card", "vgw-tip-title"], ["Its identity is hidden from this perspective.", ""]];
  const lines = [[String(c.name), "vgw-tip-title"]];
  const meta = [`Grade ${c.grade}`, c.type, c.nation, c.clan, c.trigger ? `${c.trigger} trigger` : null]
    .filter(Boolean)
    .join(" · ");
  lines.push([meta, "vgw-tip-meta"]);
  const st = c.stats;
  if (st) {
    for (const stat of ["power", "shield", "critical"]) {
      const rows = st.breakdown.filter((b) => b.stat === stat);
      const sum = rows.map((b, i) => `${i && b.amount >= 0 ? "+ " : ""}${b.amount < 0 ? "− " : ""}${fmt(Math.abs(b.amount))} ${b.label}`).join(" ");
      lines.push([`${stat[0].toUpperCase() + stat.slice(1)} ${fmt(st[stat])} = ${sum}`, "vgw-tip-row"]);
    }
  } else {
    lines.push([`Power ${fmt(c.power)} · Shield ${fmt(c.shield)} · Critical ${c.critical}`, "vgw-tip-row"]);
  }
  const state = [c.rested && "rested", c.face_down && "face down", c.locked && "locked", c.deleted && "deleted"].filter(Boolean);
  if (state.length) lines.push([state.join(", "), "vgw-tip-meta"]);
  if (c.skills && c.skills.length) lines.push(["Skills: " + c.skills.join(", "), "vgw-tip-meta"]);
  if (c.text) lines.push([String(c.text), "vgw-tip-text"]);
  return lines;
}

// ------------------------------------------------------------------ the view
class VanguardView {
  constructor(model, el) {
    this.model = model;
    this.el = el;
    this.tl = new Timeline();
    this.cursor = 0;
    this.live = false;
    this.drawnFrame = null;
    this.sel = null; // {card, circle, player}
    this.mullSel = new Set();
    this.timer = null;
    this.speed = 4;
    this.syncTimer = null;
    this.seen = { base: undefined, tail: undefined, pending: undefined };
    this.scheduled = false;
    this.logCount = -1;
    this.logTl = null;
    this.lastTurnShown = null;
    this.highlighted = [];
    this.stats = { renders: 0, lastMs: 0, times: [] };
    this.build();
    this.onModel = () => this.schedule();
    for (const k of ["_base", "_tail", "_pending", "_actions", "_status", "cursor", "perspective", "lock_perspective", "title"]) {
      model.on("change:" + k, this.onModel);
    }
    this.onMsg = (msg) => {
      if (msg && msg.type === "hello") {
        this.live = true;
        this.drawHeader();
        this.drawActions();
      }
    };
    model.on("msg:custom", this.onMsg);
    this.applyModel(true);
    try {
      model.send({ type: "hello" });
    } catch (err) {
      // no kernel (exported page): replay only
    }
  }

  destroy() {
    this.stop();
    for (const k of ["_base", "_tail", "_pending", "_actions", "_status", "cursor", "perspective", "lock_perspective", "title"]) {
      this.model.off("change:" + k, this.onModel);
    }
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

  applyModel(first) {
    const m = this.model;
    const base = m.get("_base");
    const tail = m.get("_tail");
    const pending = m.get("_pending");
    let rebuilt = false;
    if (first || base !== this.seen.base) {
      this.tl = Timeline.fromState(base, tail, pending);
      rebuilt = true;
    } else if (tail !== this.seen.tail) {
      const start = tail && tail.events ? tail.start : this.tl.events.length;
      const baseLen = base && base.events ? base.events.length + (base.start || 0) : 0;
      if (start !== baseLen) this.tl = Timeline.fromState(base, tail, pending);
      else {
        this.tl.truncate(baseLen);
        this.tl.append(tail);
        this.tl.setPending(pending);
      }
      rebuilt = true;
    } else if (pending !== this.seen.pending) {
      this.tl.setPending(pending);
      rebuilt = true;
    }
    this.seen = { base, tail, pending };
    if (rebuilt) {
      this.drawnFrame = null;
      this.sel = null;
      this.mullSel.clear();
      this.rebuildNav();
    }
    this.drawHeader();
    this.drawStatusMsg();
    const mc = m.get("cursor");
    const want = rebuilt && mc === this.modelCursor ? this.cursor : mc;
    this.modelCursor = mc;
    this.seek(typeof want === "number" ? want : this.tl.length - 1, { sync: false, force: rebuilt });
    this.drawActions();
  }

  // ---------------------------------------------------------------- building
  build() {
    const root = h("div", "vgw", {
      tabindex: "0",
      role: "region",
      "aria-label": "Cardfight!! Vanguard game: field, timeline and explain panel",
      "data-testid": "vgwidget",
      "data-lm-suppress-shortcuts": "true",
    });
    this.root = root;
    const head = h("div", "vgw-head");
    this.titleEl = t("span", "vgw-title", "");
    this.posEl = t("span", "vgw-pos", "", { "aria-live": "polite" });
    const persp = h("label", "vgw-persp");
    persp.append(t("span", "", "Perspective "));
    this.perspSel = h("select", "vgw-select", { "aria-label": "Perspective", "data-testid": "perspective" });
    for (const [v, l] of [["0", "Player 1"], ["1", "Player 2"], ["judge", "Judge (all cards)"]]) {
      const o = t("option", "", l);
      o.value = v;
      this.perspSel.append(o);
    }
    this.perspSel.addEventListener("change", () => {
      const v = this.perspSel.value;
      this.model.set("perspective", v === "judge" ? null : Number(v));
      this.model.save_changes();
    });
    persp.append(this.perspSel);
    head.append(this.titleEl, this.posEl, persp);

    const main = h("div", "vgw-main");
    const field = h("div", "vgw-field", { role: "group", "aria-label": "Field" });
    this.field = field;
    this.sides = [this.buildSide("top"), this.buildSide("bottom")];
    this.centre = h("div", "vgw-centre");
    this.battleEl = t("div", "vgw-battle", "");
    this.promptEl = t("div", "vgw-prompt", "");
    this.centre.append(this.battleEl, this.promptEl);
    field.append(this.sides[0].root, this.centre, this.sides[1].root);
    field.addEventListener("click", (ev) => this.onFieldClick(ev));
    field.addEventListener("keydown", (ev) => {
      if ((ev.key === "Enter" || ev.key === " ") && ev.target.closest && ev.target.closest(".vgw-card, .vgw-slot")) {
        ev.preventDefault();
        ev.stopPropagation();
        this.onFieldClick(ev);
      }
    });

    const panel = h("div", "vgw-panel");
    const explain = h("section", "vgw-explain", { "aria-label": "Explain", "data-testid": "explain" });
    this.evMeta = t("div", "vgw-ev-meta", "");
    this.evText = t("p", "vgw-ev-text", "", { "data-testid": "explain-text", "aria-live": "polite" });
    this.ruleBox = h("details", "vgw-rule");
    const rs = h("summary", "vgw-rule-sum");
    this.ruleId = t("code", "vgw-rule-id", "", { "data-testid": "rule-id" });
    this.ruleTitle = t("span", "vgw-rule-title", "");
    rs.append(this.ruleId, this.ruleTitle);
    this.ruleText = t("p", "vgw-rule-text", "");
    this.ruleBox.append(rs, this.ruleText);
    explain.append(this.evMeta, this.evText, this.ruleBox);

    this.statusEl = h("div", "vgw-status", { role: "status", "data-testid": "status" });
    this.actionsEl = h("section", "vgw-actions", { "aria-label": "Legal actions", "data-testid": "actions" });
    this.log = h("ol", "vgw-log", { "aria-label": "Event log", "data-testid": "log" });
    this.log.addEventListener("scroll", () => (this.logScroll = this.log.scrollTop), { passive: true });
    this.log.addEventListener("click", (ev) => {
      const li = ev.target.closest("li[data-i]");
      if (li) this.seek(Number(li.dataset.i));
    });
    panel.append(explain, this.statusEl, this.actionsEl, this.log);
    main.append(field, panel);

    root.append(head, main, this.buildControls());
    this.tip = h("div", "vgw-tip", { role: "tooltip", id: "vgw-tip-" + Math.random().toString(36).slice(2) });
    root.append(this.tip);
    root.addEventListener("keydown", (ev) => this.onKey(ev));
    root.addEventListener("mouseover", (ev) => this.showTip(ev.target));
    root.addEventListener("focusin", (ev) => this.showTip(ev.target));
    root.addEventListener("mouseout", (ev) => {
      if (!ev.relatedTarget || !this.tipFor || !this.tipFor.contains(ev.relatedTarget)) this.hideTip();
    });
    root.addEventListener("focusout", () => this.hideTip());
    this.el.append(root);
  }

  buildSide(where) {
    const root = h("div", "vgw-side vgw-" + where, { role: "group" });
    const head = h("div", "vgw-side-head");
    const name = t("span", "vgw-side-name", "");
    const counts = t("span", "vgw-side-counts", "");
    head.append(name, counts);
    const mat = h("div", "vgw-mat");
    const side = { root, head, name, counts, mat, slots: {}, zones: {}, player: null };
    const slot = (circle) => {
      const s = h("div", "vgw-slot vgw-slot-" + circle, { "data-circle": circle, tabindex: "-1" });
      s.style.gridArea = circle;
      const label = t("span", "vgw-slot-label", circle);
      const body = h("div", "vgw-slot-body");
      s.append(label, body);
      if (circle === "VC") {
        side.soulBadge = t("span", "vgw-soul-badge", "");
        s.append(side.soulBadge);
      }
      side.slots[circle] = { el: s, body };
      mat.append(s);
    };
    for (const c of [...FRONT, ...BACK, "GC"]) slot(c);
    const zone = (key, label, area, cls) => {
      const z = h("div", "vgw-zone vgw-zone-" + key + (cls ? " " + cls : ""), { role: "group" });
      if (area) z.style.gridArea = area;
      const l = t("div", "vgw-zone-label", label);
      const body = h("div", "vgw-zone-cards");
      z.append(l, body);
      side.zones[key] = { el: z, label: l, body, title: label };
      return z;
    };
    const deck = zone("deck", "Deck", "deck");
    mat.append(deck);
    for (const [k, l] of SIDE_ZONES) mat.append(zone(k, l, k === "damage" ? "dmg" : k));
    const extras = h("div", "vgw-extras");
    for (const [k, l] of EXTRA_ZONES) extras.append(zone(k, l, null, "vgw-extra"));
    const hand = zone("hand", "Hand", null, "vgw-hand");
    if (where === "top") root.append(head, hand, extras, mat);
    else root.append(mat, extras, hand, head);
    return side;
  }

  buildControls() {
    const bar = h("div", "vgw-controls", { role: "toolbar", "aria-label": "Timeline" });
    const nav = h("div", "vgw-nav");
    this.btn = {
      first: button("|◀", "First event (Home)", () => this.seek(0)),
      prevDec: button("◀◀", "Previous decision (Shift+Left)", () => this.stepDecision(-1)),
      prev: button("◀", "Previous event (Left)", () => this.seek(this.cursor - 1)),
      play: button("▶ Play", "Autoplay (Space)", () => this.togglePlay(), "vgw-play"),
      next: button("▶", "Next event (Right)", () => this.seek(this.cursor + 1)),
      nextDec: button("▶▶", "Next decision (Shift+Right)", () => this.stepDecision(1)),
      last: button("▶|", "Last event (End)", () => this.seek(this.tl.length - 1)),
    };
    this.btn.first.dataset.testid = "first";
    this.btn.prev.dataset.testid = "prev";
    this.btn.next.dataset.testid = "next";
    this.btn.last.dataset.testid = "last";
    this.btn.prevDec.dataset.testid = "prev-decision";
    this.btn.nextDec.dataset.testid = "next-decision";
    this.btn.play.dataset.testid = "play";
    nav.append(this.btn.first, this.btn.prevDec, this.btn.prev, this.btn.play, this.btn.next, this.btn.nextDec, this.btn.last);
    this.speedSel = h("select", "vgw-select", { "aria-label": "Autoplay speed (events per second)" });
    for (const s of SPEEDS) {
      const o = t("option", "", `${s}/s`);
      o.value = String(s);
      if (s === this.speed) o.selected = true;
      this.speedSel.append(o);
    }
    this.speedSel.addEventListener("change", () => {
      this.speed = Number(this.speedSel.value);
      if (this.timer) {
        this.stop();
        this.togglePlay();
      }
    });
    nav.append(this.speedSel);
    this.turnSel = h("select", "vgw-select", { "aria-label": "Jump to turn", "data-testid": "turn" });
    this.turnSel.addEventListener("change", () => this.seek(Number(this.turnSel.value)));
    this.phaseSel = h("select", "vgw-select", { "aria-label": "Jump to phase", "data-testid": "phase" });
    this.phaseSel.addEventListener("change", () => this.seek(Number(this.phaseSel.value)));
    nav.append(this.turnSel, this.phaseSel);
    this.scrub = h("input", "vgw-scrub", { type: "range", min: "0", max: "0", value: "0", "aria-label": "Timeline position", "data-testid": "scrubber" });
    this.scrub.addEventListener("input", () => this.seek(Number(this.scrub.value)));
    bar.append(nav, this.scrub);
    return bar;
  }

  rebuildNav() {
    const tl = this.tl;
    this.turnStarts = [];
    let lastTurn = null;
    for (let i = 0; i < tl.events.length; i++) {
      const turn = tl.events[i][1];
      if (turn !== lastTurn) {
        this.turnStarts.push([turn, i]);
        lastTurn = turn;
      }
    }
    this.turnSel.textContent = "";
    for (const [turn, i] of this.turnStarts) {
      const o = t("option", "", turn === 0 ? "Set-up" : `Turn ${turn}`);
      o.value = String(i);
      this.turnSel.append(o);
    }
    this.lastTurnShown = null;
    this.scrub.max = String(Math.max(tl.length - 1, 0));
    this.syncLog();
  }

  // ---------------------------------------------------------------- navigation
  seek(i, opts) {
    const o = opts || {};
    const n = this.tl.length;
    if (!n) return this.drawEmpty();
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

  onKey(ev) {
    const tag = ev.target && ev.target.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    let handled = true;
    if (ev.key === "ArrowRight") ev.shiftKey ? this.stepDecision(1) : this.seek(this.cursor + 1);
    else if (ev.key === "ArrowLeft") ev.shiftKey ? this.stepDecision(-1) : this.seek(this.cursor - 1);
    else if (ev.key === "Home") this.seek(0);
    else if (ev.key === "End") this.seek(this.tl.length - 1);
    else if (ev.key === " " && ev.target === this.root) this.togglePlay();
    else if (ev.key === "Escape") {
      this.sel = null;
      this.mullSel.clear();
      this.drawActions();
    } else handled = false;
    if (handled) {
      ev.preventDefault();
      ev.stopPropagation();
    }
  }

  // ---------------------------------------------------------------- drawing
  drawEmpty() {
    this.evText.textContent = "No events yet.";
  }

  perspective() {
    const p = this.model.get("perspective");
    return p === null || p === undefined ? null : p;
  }

  drawHeader() {
    const p = this.perspective();
    this.perspSel.value = p === null ? "judge" : String(p);
    this.perspSel.disabled = !!this.model.get("lock_perspective") || !this.live;
    this.titleEl.textContent = this.model.get("title") || "Cardfight!! Vanguard";
    // bottom side: the viewer (judge: player 1)
    const bottom = p === null ? 0 : p;
    const players = [1 - bottom, bottom];
    if (this.sides[0].player !== players[0]) {
      this.sides.forEach((s, i) => (s.player = players[i]));
      for (const s of this.sides) {
        s.root.setAttribute("aria-label", `${playerName(s.player)}'s field`);
        s.name.textContent = playerName(s.player) + (p === s.player ? " (you)" : "");
        for (const c of Object.keys(s.slots)) {
          s.slots[c].el.dataset.player = String(s.player);
          s.slots[c].el.setAttribute("aria-label", `${playerName(s.player)}'s ${CIRCLE_NAMES[c]}`);
        }
        for (const z of Object.keys(s.zones)) s.zones[z].el.setAttribute("aria-label", `${playerName(s.player)}'s ${s.zones[z].title.toLowerCase()}`);
      }
      this.drawnFrame = null;
    }
  }

  draw() {
    const tl = this.tl;
    const i = this.cursor;
    const f = tl.frame(i);
    const prev = this.drawnFrame;
    let top = !prev;
    const touched = new Set();
    for (const k of Object.keys(f)) {
      if (prev && prev[k] === f[k]) continue;
      const sk = splitKey(k);
      if (!sk) top = true;
      else this.drawKey(sk, f[k], touched);
    }
    if (prev) for (const k of Object.keys(prev)) if (!(k in f)) { const sk = splitKey(k); if (sk) this.drawKey(sk, undefined, touched); }
    for (const p of touched) this.drawCounts(p, f);
    this.drawnFrame = f;
    if (top) this.drawTop(f);
    this.drawExplain(i);
    this.highlight(i, f);
    this.drawLogCursor(i);
    this.drawNavState(i);
    this.drawActions();
  }

  side(p) {
    return this.sides[0].player === p ? this.sides[0] : this.sides[1];
  }

  // Put the cards `refs` (encoded) in `body`, reusing the elements of the cards that were
  // already there (a jump across the timeline then rebuilds only what differs).
  fill(body, refs, small, p) {
    if (body.__tl !== this.tl) {
      body.__tl = this.tl;
      body.__pool = new Map();
    }
    const old = body.__pool;
    const pool = new Map();
    const els = [];
    const cards = this.tl.cards;
    for (const ref of refs) {
      const key = typeof ref === "object" && ref !== null ? JSON.stringify(ref) : String(ref);
      const list = old.get(key);
      let el = list && list.length ? list.pop() : null;
      if (!el) el = cardEl(decodeCard(ref, cards), small, p);
      if (!pool.has(key)) pool.set(key, []);
      pool.get(key).push(el);
      els.push(el);
    }
    body.__pool = pool;
    body.replaceChildren(...els);
  }

  drawKey([p, kind, name], val, touched) {
    const side = this.side(p);
    touched.add(p);
    if (kind === "c") {
      const slot = side.slots[name];
      if (!slot) return;
      slot.el.classList.toggle("vgw-occupied", val !== null && val !== undefined);
      this.fill(slot.body, val === null || val === undefined ? [] : [val], false, p);
    } else if (kind === "z") {
      const refs = val || [];
      if (name === "guardians") {
        const slot = side.slots.GC;
        slot.el.classList.toggle("vgw-occupied", refs.length > 0);
        this.fill(slot.body, refs, false, p);
        return;
      }
      const z = side.zones[name];
      if (!z) return;
      this.fill(z.body, refs, name !== "hand", p);
      z.label.textContent = `${z.title} ${refs.length}`;
      z.el.classList.toggle("vgw-empty", refs.length === 0);
      if (name === "soul" && side.soulBadge) side.soulBadge.textContent = refs.length ? `soul ${refs.length}` : "";
      if (name === "damage") {
        let up = 0;
        for (const el of z.body.children) if (!el.classList.contains("vgw-facedown") && !el.classList.contains("vgw-back")) up++;
        z.label.textContent = `Damage ${refs.length}` + (refs.length ? ` (${up} face up)` : "");
      }
    } else if (name === "deck_count") {
      const z = side.zones.deck;
      this.fill(z.body, val ? ["hf"] : [], true, p);
      z.label.textContent = `Deck ${val}`;
    }
  }

  drawCounts(p, f) {
    const side = this.side(p);
    const n = (k) => (f[`${p}z.${k}`] || []).length;
    side.counts.textContent = `deck ${f[`${p}v.deck_count`]} · hand ${f[`${p}v.hand_count`] ?? n("hand")} · damage ${n("damage")} · soul ${n("soul")} · drop ${n("drop")}`;
  }

  drawTop(f) {
    const turn = f.turn;
    let s = turn ? `Turn ${turn} · ${playerName(f.turn_player)}'s ${f.phase} phase` : `Set-up (${f.phase})`;
    if (f.step) s += ` · ${f.step} step`;
    this.phaseText = s;
    const b = flatSub(f, "battle");
    this.battleEl.textContent = "";
    for (const side of this.sides) for (const c of Object.keys(side.slots)) side.slots[c].el.classList.remove("vgw-attacker", "vgw-target", "vgw-booster");
    if (b) {
      const tp = f.turn_player;
      const a = b.attacker_circle ? this.side(tp).slots[b.attacker_circle] : null;
      if (a) a.el.classList.add("vgw-attacker");
      const tg = b.target_circle ? this.side(b.target_player).slots[b.target_circle] : null;
      if (tg) tg.el.classList.add("vgw-target");
      const bo = b.booster_circle ? this.side(tp).slots[b.booster_circle] : null;
      if (bo) bo.el.classList.add("vgw-booster");
      this.battleEl.textContent = `Battle: ${playerName(tp)}'s ${b.attacker_circle} (${fmt(b.attacker_power)}) attacks ${playerName(b.target_player)}'s ${b.target_circle} (${fmt(b.target_power)})` + (b.booster_circle ? ` · boosted by ${b.booster_circle}` : "") + (b.hit === true ? " · hit" : b.hit === false ? " · no hit" : "");
    }
    const r = flatSub(f, "result");
    const d = flatSub(f, "decision");
    this.promptEl.textContent = r ? `Game over: ${r.reason}` : d && this.cursor === this.tl.length - 1 && this.tl.pendingFrame ? d.prompt : "";
    this.promptEl.classList.toggle("vgw-over", !!r);
  }

  drawExplain(i) {
    const tl = this.tl;
    const n = tl.length;
    const e = tl.event(i);
    let rule;
    const pos = `${i + 1} / ${n}`;
    if (e) {
      const meta = [`Event ${e.seq + 1}`, e.turn ? `turn ${e.turn}` : "set-up", e.phase + (e.step ? ` / ${e.step}` : "")];
      if (e.decision) meta.push(`decision by ${playerName(e.actor)}`);
      this.evMeta.textContent = meta.join(" · ");
      this.evText.textContent = e.text;
      this.evText.classList.toggle("vgw-decision", !!e.decision);
      rule = e.rule;
    } else if (tl.pending) {
      const d = tl.pending.decision;
      this.evMeta.textContent = `Decision point · ${playerName(d.player)} to decide`;
      this.evText.textContent = d.prompt;
      this.evText.classList.add("vgw-decision");
      rule = d.rule;
    }
    this.posEl.textContent = `${this.phaseText || ""} · frame ${pos}`;
    const r = tl.rule(rule || "");
    this.ruleId.textContent = r.id;
    this.ruleTitle.textContent = r.title ? ` — ${r.title}` : "";
    this.ruleText.textContent = r.summary || "(no summary in the catalogue)";
    this.ruleBox.hidden = !rule;
  }

  highlight(i, f) {
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

  syncLog() {
    const tl = this.tl;
    if (this.logTl !== tl || this.logCount > tl.events.length) {
      this.log.textContent = "";
      this.logItems = [];
      this.logCount = 0;
      this.logTl = tl;
    }
    if (this.pendingLi) {
      this.pendingLi.remove();
      this.pendingLi = null;
    }
    const frag = document.createDocumentFragment();
    for (let i = this.logCount; i < tl.events.length; i++) {
      const r = tl.events[i];
      const li = h("li", r[10] ? "vgw-log-dec" : "", { "data-i": String(i) });
      li.append(t("span", "vgw-log-turn", r[1] ? `T${r[1]}` : "S"), t("span", "vgw-log-text", r[7]));
      frag.append(li);
      this.logItems[i] = li;
    }
    this.logCount = tl.events.length;
    if (tl.pending) {
      const li = h("li", "vgw-log-pending", { "data-i": String(tl.events.length) });
      li.append(t("span", "vgw-log-turn", "▶"), t("span", "vgw-log-text", tl.pending.decision.prompt));
      this.pendingLi = li;
      frag.append(li);
    }
    this.log.append(frag);
  }

  drawLogCursor(i) {
    if (this.logTl !== this.tl) this.syncLog();
    if (this.currentLi) {
      this.currentLi.classList.remove("vgw-current");
      this.currentLi.removeAttribute("aria-current");
    }
    const li = i < this.tl.events.length ? this.logItems[i] : this.pendingLi;
    this.currentLi = li;
    if (!li) return;
    li.classList.add("vgw-current");
    li.setAttribute("aria-current", "step");
    // Rows have a fixed height (CSS: LOG_ROW), so the scroll position is computed without
    // reading the layout: the redraw never waits for a forced layout of the log.
    const top = i * LOG_ROW;
    const st = this.logScroll === undefined ? -1e9 : this.logScroll;
    if (top < st || top + LOG_ROW > st + LOG_HEIGHT) {
      this.logScroll = Math.max(0, top - LOG_HEIGHT / 2 + LOG_ROW / 2);
      // applied in the next animation frame (before paint): writing scrollTop forces a layout
      if (!this.logRaf) {
        this.logRaf = requestAnimationFrame(() => {
          this.logRaf = 0;
          if (this.logScroll !== undefined) this.log.scrollTop = this.logScroll;
        });
      }
    }
  }

  drawNavState(i) {
    const n = this.tl.length;
    this.scrub.max = String(Math.max(n - 1, 0));
    this.scrub.value = String(i);
    this.scrub.setAttribute("aria-valuetext", `frame ${i + 1} of ${n}`);
    this.btn.first.disabled = this.btn.prev.disabled = i <= 0;
    this.btn.last.disabled = this.btn.next.disabled = i >= n - 1;
    // turn / phase selects
    let ti = 0;
    for (let k = 0; k < this.turnStarts.length; k++) if (this.turnStarts[k][1] <= i) ti = k;
    const ts = this.turnStarts[ti];
    if (ts) {
      this.turnSel.value = String(ts[1]);
      if (this.lastTurnShown !== ti) {
        this.lastTurnShown = ti;
        this.phaseSel.textContent = "";
        const end = ti + 1 < this.turnStarts.length ? this.turnStarts[ti + 1][1] : this.tl.events.length;
        let last = null;
        for (let k = ts[1]; k < end; k++) {
          const ph = this.tl.events[k][3];
          if (ph !== last) {
            const o = t("option", "", ph);
            o.value = String(k);
            this.phaseSel.append(o);
            last = ph;
          }
        }
      }
      let pv = null;
      for (const o of this.phaseSel.options) if (Number(o.value) <= i) pv = o.value;
      if (pv !== null) this.phaseSel.value = pv;
    }
  }

  // ---------------------------------------------------------------- tooltip
  showTip(target) {
    const el = target && target.closest ? target.closest(".vgw-card") : null;
    if (!el || !cardData.has(el)) return;
    if (this.tipFor === el) return;
    this.tipFor = el;
    const c = cardData.get(el);
    this.tip.textContent = "";
    for (const [line, cls] of tipLines(c)) this.tip.append(t("div", cls, line));
    el.setAttribute("aria-describedby", this.tip.id);
    const rb = this.root.getBoundingClientRect();
    const cb = el.getBoundingClientRect();
    this.tip.style.display = "block";
    let left = cb.right - rb.left + 6;
    if (left + 260 > rb.width) left = Math.max(0, cb.left - rb.left - 266);
    this.tip.style.left = `${left}px`;
    this.tip.style.top = `${Math.max(0, cb.top - rb.top)}px`;
  }

  hideTip() {
    if (this.tipFor) this.tipFor.removeAttribute("aria-describedby");
    this.tipFor = null;
    this.tip.style.display = "none";
  }

  // ---------------------------------------------------------------- status and actions
  drawStatusMsg() {
    const s = this.model.get("_status") || {};
    this.statusEl.textContent = "";
    this.statusEl.className = "vgw-status" + (s.kind ? " vgw-status-" + s.kind : "");
    if (!s.kind) return;
    if (s.kind === "illegal") {
      this.statusEl.append(t("div", "vgw-status-head", "Not allowed"));
      const line = h("div", "");
      line.append(t("code", "vgw-rule-id", s.rule), t("span", "", s.title ? ` — ${s.title}` : ""));
      this.statusEl.append(line, t("div", "vgw-status-msg", s.message));
      if (s.summary) {
        const d = h("details", "vgw-rule");
        d.append(t("summary", "", "What the rule says"), t("p", "vgw-rule-text", s.summary));
        this.statusEl.append(d);
      }
    } else {
      this.statusEl.append(t("div", "vgw-status-msg", s.message || ""));
    }
  }

  atDecision() {
    return !!this.tl.pendingFrame && this.cursor === this.tl.length - 1;
  }

  actionList() {
    return this.atDecision() ? this.model.get("_actions") || [] : [];
  }

  drawActions() {
    const box = this.actionsEl;
    box.textContent = "";
    for (const el of this.field.querySelectorAll(".vgw-actionable, .vgw-selected, .vgw-target-opt")) {
      el.classList.remove("vgw-actionable", "vgw-selected", "vgw-target-opt");
      if (el.classList.contains("vgw-card")) el.setAttribute("role", "img");
    }
    const pending = this.tl.pending;
    if (!pending) return;
    const all = this.model.get("_actions") || [];
    const d = pending.decision;
    const p = this.perspective();
    if (!this.atDecision()) {
      box.append(t("div", "vgw-note", `${playerName(d.player)} has a decision to take at the end of the timeline.`));
      box.append(button("Go to the decision point", "Go to the decision point", () => this.seek(this.tl.length - 1)));
      return;
    }
    if (!all.length) {
      let note = "No legal action listed.";
      if (!this.live) note = `${playerName(d.player)} decides here. Replay only: no kernel is connected.`;
      else if (p !== null && p !== d.player) note = `Waiting for ${playerName(d.player)} to decide.`;
      box.append(t("div", "vgw-note", note));
      return;
    }
    const head = t("div", "vgw-actions-head", `${playerName(d.player)} decides:`);
    box.append(head);
    if (!this.live) box.append(t("div", "vgw-note", "Replay only: no kernel is connected, so actions cannot be taken here."));
    let shown = all;
    if (d.kind === "mulligan") {
      shown = all.filter((x) => !(x.a.cards && x.a.cards.length));
      const picked = [...this.mullSel];
      const redraw = button(picked.length ? `Redraw ${picked.length} selected card(s)` : "Select hand cards to redraw", "Redraw the selected cards", () => this.propose({ kind: "mulligan", player: d.player, cards: picked }));
      redraw.disabled = !picked.length || !this.live;
      box.append(redraw);
    } else if (this.sel) {
      shown = all.filter((x) => this.involves(x.a, this.sel));
      box.append(t("div", "vgw-note", "Choose where (highlighted), or Escape to cancel."));
    }
    const wrap = h("div", "vgw-action-list");
    for (const x of shown) {
      const b = button(x.label, x.label, () => this.propose(x.a), "vgw-act");
      b.disabled = !this.live;
      wrap.append(b);
    }
    box.append(wrap);
    // mark what can be clicked on the field
    for (const x of all) {
      const a = x.a;
      const els = [];
      if (a.card !== undefined) els.push(...this.field.querySelectorAll(`[data-iid="${Number(a.card)}"]`));
      if (a.circle && !this.sel) {
        const s = this.side(a.player).slots[a.circle];
        if (s) els.push(s.el);
      }
      if (d.kind === "mulligan") for (const c of a.cards || []) els.push(...this.field.querySelectorAll(`[data-iid="${Number(c)}"]`));
      for (const el of els) {
        el.classList.add("vgw-actionable");
        if (el.classList.contains("vgw-card")) el.setAttribute("role", "button");
      }
    }
    if (this.sel) {
      if (this.sel.card !== undefined) for (const el of this.field.querySelectorAll(`[data-iid="${Number(this.sel.card)}"]`)) el.classList.add("vgw-selected");
      if (this.sel.circle) this.side(this.sel.player).slots[this.sel.circle].el.classList.add("vgw-selected");
      for (const x of all) {
        if (!this.involves(x.a, this.sel)) continue;
        const tgt = this.targetOf(x.a, this.sel);
        if (tgt) tgt.classList.add("vgw-target-opt");
      }
    }
    for (const c of this.mullSel) for (const el of this.field.querySelectorAll(`[data-iid="${Number(c)}"]`)) el.classList.add("vgw-selected");
  }

  involves(a, sel) {
    if (sel.card !== undefined) return a.card === sel.card;
    return a.circle === sel.circle && a.player === sel.player;
  }

  // the element that completes action `a` once `sel` is chosen
  targetOf(a, sel) {
    if (sel.card !== undefined) {
      if (a.circle) return this.side(a.player).slots[a.circle].el;
      if (a.cards && a.cards.length) return this.field.querySelector(`[data-iid="${Number(a.cards[0])}"]`);
      return null;
    }
    if (a.target) {
      const owner = a.kind === "attack" ? 1 - a.player : a.player;
      return this.side(owner).slots[a.target].el;
    }
    return null;
  }

  onFieldClick(ev) {
    const tgt = ev.target;
    const cardE = tgt.closest ? tgt.closest(".vgw-card[data-iid]") : null;
    const slotE = tgt.closest ? tgt.closest(".vgw-slot") : null;
    const iid = cardE ? Number(cardE.dataset.iid) : undefined;
    const circle = slotE ? slotE.dataset.circle : undefined;
    const owner = slotE ? Number(slotE.dataset.player) : cardE ? Number(cardE.dataset.owner) : undefined;
    const all = this.actionList();
    if (!all.length || !this.live) return;
    const d = this.tl.pending.decision;
    if (d.kind === "mulligan") {
      if (iid === undefined) return;
      if (!all.some((x) => (x.a.cards || []).includes(iid))) return;
      if (this.mullSel.has(iid)) this.mullSel.delete(iid);
      else this.mullSel.add(iid);
      this.drawActions();
      return;
    }
    if (this.sel) {
      const sel = this.sel;
      const cands = all.filter((x) => this.involves(x.a, sel));
      const hit = cands.find((x) => {
        const el = this.targetOf(x.a, sel);
        return el && (el === slotE || el === cardE);
      });
      if (hit) return this.propose(hit.a);
      if (sel.card !== undefined && circle && owner === d.player && iid !== sel.card) {
        // not a listed action: propose it anyway, the engine names the rule that forbids it
        const kind = d.kind === "ride" && circle === "VC" ? "ride" : d.kind === "guard" && circle === "GC" ? "guard" : "call";
        const a = { kind, player: d.player, card: sel.card };
        if (kind === "call") a.circle = circle;
        return this.propose(a);
      }
      if ((iid !== undefined && iid === sel.card) || (sel.circle && circle === sel.circle)) {
        this.sel = null;
        return this.drawActions();
      }
      this.sel = null;
    }
    const inv = all.filter((x) => (iid !== undefined && x.a.card === iid) || (iid === undefined && circle && x.a.circle === circle && x.a.player === owner) || (iid !== undefined && circle && x.a.circle === circle && x.a.player === owner && x.a.card === undefined));
    if (inv.length === 1) return this.propose(inv[0].a);
    if (inv.length > 1) {
      const byCard = inv.every((x) => x.a.card === iid && iid !== undefined);
      this.sel = byCard ? { card: iid } : { circle, player: owner };
      return this.drawActions();
    }
    // a hand card with no listed action: select it so the next circle click proposes it
    if (iid !== undefined && owner === d.player && tgt.closest(".vgw-hand")) {
      this.sel = { card: iid };
      this.drawActions();
    }
  }

  propose(a) {
    if (!this.live) return;
    this.sel = null;
    this.mullSel.clear();
    this.statusEl.className = "vgw-status vgw-status-busy";
    this.statusEl.textContent = "Asking the engine…";
    this.model.send({ type: "action", action: a });
  }
}

function render({ model, el }) {
  const v = new VanguardView(model, el);
  el.__vgw = v;
  return () => v.destroy();
}

export default { render };
export { render, VanguardView };
