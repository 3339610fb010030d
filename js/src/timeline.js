// The recorded timeline, rebuilt in the browser from the widget state (no kernel needed).
// Mirror of the encoding in vgwidget/widget.py (TimelineEncoder, decode_card, decode_frame).

export const EVENT_FIELDS = [
  "seq", "turn", "player", "phase", "step", "kind", "rule", "text", "cards", "actor",
  "decision", "private",
];
const FLAGS = [["rested", 1], ["face_down", 2], ["locked", 4], ["deleted", 8]];
const FLAT_DICTS = new Set(["battle", "decision", "result"]);
const EVENT_STRS = [3, 4, 5, 6]; // phase, step, kind, rule: string-table indices in a chunk
const STATS_PRINTED = 16;
const STATS_EXPLICIT = 32;

function printedStats(s) {
  const shield = s.shield || 0;
  return {
    power: s.power,
    critical: s.critical,
    shield,
    breakdown: [
      { stat: "power", label: "printed", amount: s.power },
      { stat: "critical", label: "printed", amount: s.critical },
      { stat: "shield", label: "printed", amount: shield },
    ],
  };
}

/** The view dict of an encoded card (cards: iid -> printed characteristics). */
export function decodeCard(ref, cards) {
  if (ref === null || ref === undefined) return null;
  if (ref === "h") return { hidden: true };
  if (ref === "hf") return { hidden: true, face_down: true };
  if (typeof ref === "object" && !Array.isArray(ref)) return ref.raw;
  const iid = typeof ref === "number" ? ref : ref[0];
  const flags = typeof ref === "number" ? 0 : ref[1];
  const s = cards[iid] || {};
  const d = Object.assign({ iid }, s);
  for (const [key, bit] of FLAGS) d[key] = (flags & bit) !== 0;
  if (flags & STATS_PRINTED) d.stats = printedStats(s);
  else if (flags & STATS_EXPLICIT) {
    d.stats = {
      power: ref[2],
      critical: ref[3],
      shield: ref[4],
      breakdown: ref[5].map(([stat, label, amount]) => ({ stat, label, amount })),
    };
  }
  return d;
}

const PKEY = /^(\d+)([czv])\.(.*)$/;

/** Split a flat frame key: [player, kind, name] or null for a top-level key. */
export function splitKey(k) {
  const m = PKEY.exec(k);
  return m ? [Number(m[1]), m[2], m[3]] : null;
}

/** The view dict of a flat frame (inverse of TimelineEncoder.frame). */
export function decodeFrame(flat, cards) {
  const v = {};
  const players = [];
  for (const k of Object.keys(flat)) {
    const val = flat[k];
    const sk = splitKey(k);
    if (!sk) {
      if (k.includes("/")) continue;
      if (FLAT_DICTS.has(k) && val === 1) {
        const pre = k + "/";
        const d = {};
        for (const fk of Object.keys(flat)) if (fk.startsWith(pre)) d[fk.slice(pre.length)] = flat[fk];
        v[k] = d;
      } else v[k] = val;
      continue;
    }
    const [p, kind, name] = sk;
    const pd = players[p] || (players[p] = { circles: {} });
    if (kind === "c") pd.circles[name] = decodeCard(val, cards);
    else if (kind === "z") pd[name] = val.map((u) => decodeCard(u, cards));
    else pd[name] = val;
  }
  v.players = players.filter((x) => x !== undefined);
  return v;
}

export function decodeEvent(row) {
  const d = {};
  EVENT_FIELDS.forEach((f, i) => (d[f] = row[i]));
  return d;
}

function applyPatch(prev, patch, strs) {
  const f = Object.assign({}, prev);
  for (const k of Object.keys(patch)) {
    const v = patch[k];
    if (k === "-") for (const g of v) delete f[g];
    else if (strs && v !== null && typeof v === "object" && !Array.isArray(v) && "@" in v) f[k] = strs[v["@"]];
    else f[k] = v;
  }
  return f;
}

/**
 * All frames of the timeline. frames[i] (i < events.length) is the position right after
 * events[i]; when the game waits for a decision, one more frame (the decision point) follows.
 * Frames share unchanged values by reference, so `a[k] !== b[k]` tells what to redraw.
 */
export class Timeline {
  constructor() {
    this.events = []; // compact rows
    this.frames = [];
    this.cards = Object.create(null);
    this.rules = Object.create(null);
    this.pending = null;
    this.pendingFrame = null;
    this.decisions = []; // indices of decision events
  }

  /** Append a chunk ({start, cards, events, patches, rules}); false if it does not fit. */
  append(chunk) {
    if (!chunk || !chunk.events) return true;
    if (chunk.start !== this.events.length) return false;
    Object.assign(this.cards, chunk.cards || {});
    Object.assign(this.rules, chunk.rules || {});
    const strs = chunk.strs || [];
    const str = (x) => (Array.isArray(x) ? x[0] : strs[x]);
    let prev = this.frames.length ? this.frames[this.frames.length - 1] : {};
    const n = chunk.events.length;
    for (let i = 0; i < n; i++) {
      prev = applyPatch(prev, chunk.patches[i], strs);
      this.frames.push(prev);
      const row = chunk.events[i].slice();
      for (const j of EVENT_STRS) row[j] = str(row[j]);
      this.events.push(row);
      if (row[10]) this.decisions.push(this.events.length - 1);
    }
    return true;
  }

  /** Drop everything from event index `start` on (before re-appending a tail). */
  truncate(start) {
    this.events.length = start;
    this.frames.length = start;
    while (this.decisions.length && this.decisions[this.decisions.length - 1] >= start) {
      this.decisions.pop();
    }
  }

  setPending(p) {
    this.pending = p || null;
    this.pendingFrame = null;
    if (this.pending) {
      Object.assign(this.cards, this.pending.cards || {});
      Object.assign(this.rules, this.pending.rules || {});
      const last = this.frames.length ? this.frames[this.frames.length - 1] : {};
      this.pendingFrame = applyPatch(last, this.pending.patch || {});
    }
  }

  get length() {
    return this.frames.length + (this.pendingFrame ? 1 : 0);
  }

  frame(i) {
    return i < this.frames.length ? this.frames[i] : this.pendingFrame;
  }

  view(i) {
    return decodeFrame(this.frame(i), this.cards);
  }

  event(i) {
    return i < this.events.length ? decodeEvent(this.events[i]) : null;
  }

  rule(id) {
    const r = this.rules[id];
    return r ? { id, title: r[0], summary: r[1] } : { id, title: "", summary: "" };
  }

  /** Build from the widget's synced values. */
  static fromState(base, tail, pending) {
    const t = new Timeline();
    t.append(base);
    if (tail && tail.events && !t.append(tail)) {
      // a tail that does not start where the base ends is from another base: ignore it
    }
    t.setPending(pending);
    return t;
  }
}
