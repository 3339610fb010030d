// @ts-check
// The recorded timeline, rebuilt in the browser from the widget state (no kernel needed).
// Mirror of the wire format in vgwidget/widget/wire.py (TimelineEncoder, decode_card,
// decode_frame); a chunk of another ENCODING_VERSION is refused with a message.

/** The chunk layout this front end reads (vgwidget.widget.wire.ENCODING_VERSION). */
export const ENCODING_VERSION = 1;

export const EVENT_FIELDS = [
  "seq", "turn", "player", "phase", "step", "kind", "rule", "text", "cards", "actor",
  "decision", "private",
];
/** @type {Array<[string, number]>} */
const FLAGS = [["rested", 1], ["face_down", 2], ["locked", 4], ["deleted", 8]];
const FLAT_DICTS = new Set(["battle", "decision", "result"]);
const EVENT_STRS = [3, 4, 5, 6]; // phase, step, kind, rule: string-table indices in a chunk
const STATS_PRINTED = 16;

/**
 * One ability of a card as the widget shows it (vgwidget/widget/reading.py): its printed words,
 * what kind of ability it is, and the engine's reading clause by clause (or why the words are
 * not read as template text).
 * @typedef {{text: string, kind: string, reading?: string[], unread?: string}} Reading
 */
const STATS_EXPLICIT = 32;

/** @param {any} s */
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

/**
 * The view dict of an encoded card (cards: iid -> printed characteristics).
 * @param {any} ref
 * @param {Record<string, any>} cards
 * @returns {any}
 */
export function decodeCard(ref, cards) {
  if (ref === null || ref === undefined) return null;
  if (ref === "h") return { hidden: true };
  if (ref === "hf") return { hidden: true, face_down: true };
  if (typeof ref === "object" && !Array.isArray(ref)) return ref.raw;
  const iid = typeof ref === "number" ? ref : ref[0];
  const flags = typeof ref === "number" ? 0 : ref[1];
  const s = cards[iid] || {};
  /** @type {Record<string, any>} */
  const d = Object.assign({ iid }, s);
  for (const [key, bit] of FLAGS) d[key] = (flags & bit) !== 0;
  if (flags & STATS_PRINTED) d.stats = printedStats(s);
  else if (flags & STATS_EXPLICIT) {
    d.stats = {
      power: ref[2],
      critical: ref[3],
      shield: ref[4],
      breakdown: ref[5].map((/** @type {[string, string, number]} */ [stat, label, amount]) => ({ stat, label, amount })),
    };
  }
  return d;
}

const PKEY = /^(\d+)([czv])\.(.*)$/;

/**
 * Split a flat frame key: [player, kind, name] or null for a top-level key.
 * @param {string} k
 * @returns {[number, string, string] | null}
 */
export function splitKey(k) {
  const m = PKEY.exec(k);
  return m ? [Number(m[1]), m[2], m[3]] : null;
}

/**
 * The view dict of a flat frame (inverse of TimelineEncoder.frame).
 * @param {Record<string, any>} flat
 * @param {Record<string, any>} cards
 * @returns {Record<string, any>}
 */
export function decodeFrame(flat, cards) {
  /** @type {Record<string, any>} */
  const v = {};
  /** @type {any[]} */
  const players = [];
  for (const k of Object.keys(flat)) {
    const val = flat[k];
    const sk = splitKey(k);
    if (!sk) {
      if (k.includes("/")) continue;
      if (FLAT_DICTS.has(k) && val === 1) {
        const pre = k + "/";
        /** @type {Record<string, any>} */
        const d = {};
        for (const fk of Object.keys(flat)) if (fk.startsWith(pre)) d[fk.slice(pre.length)] = flat[fk];
        v[k] = d;
      } else v[k] = val;
      continue;
    }
    const [p, kind, name] = sk;
    const pd = players[p] || (players[p] = { circles: {} });
    if (kind === "c") pd.circles[name] = decodeCard(val, cards);
    else if (kind === "z") pd[name] = val.map((/** @type {any} */ u) => decodeCard(u, cards));
    else pd[name] = val;
  }
  v.players = players.filter((x) => x !== undefined);
  return v;
}

/**
 * @param {any[]} row
 * @returns {Record<string, any>}
 */
export function decodeEvent(row) {
  /** @type {Record<string, any>} */
  const d = {};
  EVENT_FIELDS.forEach((f, i) => (d[f] = row[i]));
  return d;
}

/**
 * @param {Record<string, any>} prev
 * @param {Record<string, any>} patch
 * @param {string[]} [strs]
 * @returns {Record<string, any>}
 */
export function applyPatch(prev, patch, strs) {
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
    /** @type {any[][]} compact event rows */
    this.events = [];
    /** @type {Record<string, any>[]} */
    this.frames = [];
    /** @type {Record<string, any>} */
    this.cards = Object.create(null);
    /** @type {Record<string, [string, string]>} */
    this.rules = Object.create(null);
    /** @type {any} */
    this.pending = null;
    /** @type {Record<string, any> | null} */
    this.pendingFrame = null;
    /** @type {number[]} indices of decision events */
    this.decisions = [];
    /** @type {string} why a chunk could not be read ("" when all is well) */
    this.problem = "";
    /** @type {Record<string, Reading[]>} card id -> its abilities' printed words and the engine's reading */
    this.readings = Object.create(null);
    /** @type {Record<string, [string, number]>} event index -> [card id, ability index] */
    this.sources = Object.create(null);
  }

  /**
   * Append a chunk ({v, start, cards, events, patches, rules}); false if it does not fit.
   * @param {any} chunk
   */
  append(chunk) {
    if (!chunk || !chunk.events) return true;
    if (chunk.v !== undefined && chunk.v !== ENCODING_VERSION) {
      this.problem = `This record uses version ${chunk.v} of the widget's format; this page reads version ${ENCODING_VERSION}. Re-run the notebook (or re-export the page) with the same vgwidget version.`;
      return true;
    }
    if (chunk.start !== this.events.length) return false;
    Object.assign(this.cards, chunk.cards || {});
    Object.assign(this.rules, chunk.rules || {});
    Object.assign(this.readings, chunk.readings || {});
    Object.assign(this.sources, chunk.sources || {});
    const strs = chunk.strs || [];
    const str = (/** @type {any} */ x) => (Array.isArray(x) ? x[0] : strs[x]);
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

  /**
   * Drop everything from event index `start` on (before re-appending a tail).
   * @param {number} start
   */
  truncate(start) {
    this.events.length = start;
    this.frames.length = start;
    for (const k of Object.keys(this.sources)) if (Number(k) >= start) delete this.sources[k];
    while (this.decisions.length && this.decisions[this.decisions.length - 1] >= start) {
      this.decisions.pop();
    }
  }

  /** @param {any} p */
  setPending(p) {
    this.pending = p || null;
    this.pendingFrame = null;
    if (this.pending) {
      Object.assign(this.cards, this.pending.cards || {});
      Object.assign(this.rules, this.pending.rules || {});
      Object.assign(this.readings, this.pending.readings || {});
      const last = this.frames.length ? this.frames[this.frames.length - 1] : {};
      this.pendingFrame = applyPatch(last, this.pending.patch || {});
    }
  }

  get length() {
    return this.frames.length + (this.pendingFrame ? 1 : 0);
  }

  /**
   * @param {number} i
   * @returns {Record<string, any>}
   */
  frame(i) {
    return i < this.frames.length ? this.frames[i] : this.pendingFrame || {};
  }

  /** @param {number} i */
  view(i) {
    return decodeFrame(this.frame(i), this.cards);
  }

  /** @param {number} i */
  event(i) {
    return i < this.events.length ? decodeEvent(this.events[i]) : null;
  }

  /**
   * The engine's reading of each ability of a card (empty for a hidden card, or a card whose
   * abilities the widget was not sent).
   * @param {any} c
   * @returns {Reading[]}
   */
  readingsOf(c) {
    if (!c || c.hidden || typeof c.id !== "string") return [];
    return this.readings[c.id] || [];
  }

  /**
   * The ability event `i` is about (it triggers, is played, resolves or does nothing), with its
   * printed words and the engine's reading; null for any other event.
   * @param {number} i
   * @returns {Reading | null}
   */
  abilityAt(i) {
    const src = i >= this.events.length ? this.pending && this.pending.source : this.sources[String(i)];
    if (!src) return null;
    const list = this.readings[src[0]];
    return (list && list[src[1]]) || null;
  }

  /** @param {string} id */
  rule(id) {
    const r = this.rules[id];
    return r ? { id, title: r[0], summary: r[1] } : { id, title: "", summary: "" };
  }

  /**
   * Build from the widget's synced values.
   * @param {any} base
   * @param {any} tail
   * @param {any} pending
   */
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
