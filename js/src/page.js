// @ts-check
// A playable course page (vgwidget export --playable): the widget's own bundle (widget.js)
// draws the board; its model is `workerModel`, an object with anywidget's model interface
// (get, set, on, off, save_changes, send) whose Python side is the widget's logic running
// in a Web Worker under Pyodide (worker.js). The worker posts only what the kernel widget
// would sync to the seat shown.

/**
 * A widget model backed by a worker: the worker posts JSON texts, `{"type": "state", state}`
 * (synced values that changed) or `{"type": "msg", content}` (a custom message); the page
 * posts `{type: "set", state}` (save_changes) and `{type: "msg", content}` (send).
 * @param {{postMessage: (m: any) => void, addEventListener: (t: string, cb: (ev: any) => void) => void}} worker
 * @param {(message: string) => void} [onFatal] told when the worker cannot start
 * @param {string} [target] the model's name in the worker's messages ("to"): "" for the board,
 *   "q0", "q1"... for the page's questions; a message for another model is ignored
 * @param {any} [firstMessage] the model's first message, when it came before the model
 * @param {boolean} [preset] whether `firstMessage` is the page's copy of the worker's first
 *   message (written with the folder, drawn before the worker has started) rather than the
 *   worker's own; the worker's first values then fire change events only where they differ,
 *   and `model.handover` lists those names (none: the same board, no redraw)
 */
export function workerModel(worker, onFatal, target = "", firstMessage = undefined, preset = false) {
  /** @type {Record<string, any>} */
  const state = {};
  /** @type {Record<string, any>} */
  let changed = {};
  /** @type {Map<string, Array<(...a: any[]) => void>>} */
  const handlers = new Map();
  /** @param {string} name @param {any[]} args */
  const fire = (name, ...args) => {
    for (const cb of handlers.get(name) || []) cb(...args);
  };
  /** @type {(v: void) => void} */
  let started = () => {};
  const ready = new Promise((resolve) => {
    started = resolve;
  });
  let first = true;
  let heard = false;
  /**
   * @param {any} m a message of the worker (parsed)
   * @param {boolean} [fromWorker] false for the page's copy of the worker's first message
   */
  const take = (m, fromWorker = true) => {
    if ((m.to || "") !== target) return;
    if (m.type === "state" && m.state && typeof m.state === "object") {
      const names = [];
      for (const [k, v] of Object.entries(m.state)) {
        if (JSON.stringify(state[k]) === JSON.stringify(v)) continue;
        state[k] = v;
        names.push(k);
      }
      if (fromWorker && !heard) {
        heard = true;
        model.handover = names;
      }
      if (first) {
        first = false;
        started();
        return;
      }
      for (const k of names) fire("change:" + k);
    } else if (m.type === "msg") {
      fire("msg:custom", m.content);
    } else if (m.type === "timing") {
      model.timing = m.times;
    } else if (m.type === "fatal" && onFatal) {
      onFatal(String(m.message || "the game engine could not start"));
    }
  };
  worker.addEventListener("message", (ev) => {
    const text = ev.data;
    if (typeof text === "string") take(JSON.parse(text));
  });
  /** @param {Record<string, any>} m */
  const addressed = (m) => (target ? { ...m, to: target } : m);
  const model = {
    ready,
    /** @type {string[] | null} the values the worker's first message changed (null: not yet) */
    handover: /** @type {string[] | null} */ (null),
    /** whether the board waits for its worker (a playable page drawn before the engine) */
    starting: false,
    /** @type {Record<string, number>} the worker's start-up stages (ms), for benchmarks */
    timing: {},
    get: (/** @type {string} */ k) => state[k],
    set: (/** @type {string} */ k, /** @type {any} */ v) => {
      state[k] = v;
      changed[k] = v;
      fire("change:" + k);
    },
    save_changes: () => {
      if (!Object.keys(changed).length) return;
      worker.postMessage(addressed({ type: "set", state: changed }));
      changed = {};
    },
    on: (/** @type {string} */ name, /** @type {(...a: any[]) => void} */ cb) => {
      handlers.set(name, [...(handlers.get(name) || []), cb]);
    },
    off: (/** @type {string} */ name, /** @type {(...a: any[]) => void} */ cb) => {
      handlers.set(name, (handlers.get(name) || []).filter((x) => x !== cb));
    },
    send: (/** @type {any} */ content) => {
      worker.postMessage(addressed({ type: "msg", content }));
    },
  };
  if (firstMessage) take(firstMessage, !preset);
  return model;
}

/** The worker's first messages as the folder carries them (`<script id="vgw-first">`,
 * written by `first_posts` in Python: the seat's own view), or none.
 * @returns {any[]} */
function firstPosts() {
  const el = document.getElementById("vgw-first");
  try {
    const data = el ? JSON.parse(el.textContent || "[]") : [];
    return Array.isArray(data) ? data : [];
  } catch (err) {
    return [];
  }
}

/** Start the page: the worker, and at once the board the folder carries (the worker's first
 * values, computed when the folder was written), its controls inert and marked "starting the
 * engine" until the worker answers the board's hello; then the board plays. The page's
 * questions are drawn below it the same way. A folder without that copy draws the board when
 * the worker's first values arrive. */
export async function startPage() {
  const host = /** @type {HTMLElement} */ (document.getElementById("vgw-board"));
  const questions = document.getElementById("vgw-questions");
  const t0 = performance.now();
  performance.mark("vgw-start");
  const worker = new Worker(new URL("./worker.js", import.meta.url).href);
  const first = firstPosts();
  const starting = document.createElement("p");
  starting.className = "vgw-starting";
  starting.setAttribute("role", "status");
  starting.dataset.testid = "starting";
  starting.textContent = "Starting the game engine… The board is shown; its controls work once the engine is ready.";
  const playable = () => {
    starting.remove();
    host.inert = false;
    if (questions) questions.inert = false;
    host.dataset.engine = "ready";
    performance.mark("vgw-playable");
    /** @type {any} */ (window).__vgwPlayableMs = performance.now() - t0;
  };
  let failed = false;
  const fail = (/** @type {string} */ message) => {
    failed = true;
    starting.remove();
    host.replaceChildren();
    host.inert = false;
    const p = document.createElement("p");
    p.className = "vgw-problem";
    p.setAttribute("role", "alert");
    p.textContent = "The game could not start: " + message;
    host.append(p);
  };
  worker.addEventListener("error", (ev) => fail(String(ev.message || "the worker failed")));
  const boardFirst = first.find((m) => m && !m.to && m.type === "state");
  const model = workerModel(worker, fail, "", boardFirst, true);
  model.starting = true;
  model.on("msg:custom", (/** @type {any} */ m) => {
    if (m && m.type === "hello" && model.starting) {
      model.starting = false;
      playable();
    }
  });
  /** @type {any[]} */
  const early = first.filter((m) => m && m.to && m.type === "state").map((m) => ({ m, preset: true }));
  /** @type {((m: any, preset: boolean) => void) | null} */
  let ask = null;
  const seen = new Set(early.map((x) => x.m.to));
  worker.addEventListener("message", (ev) => {
    if (typeof ev.data !== "string") return;
    const m = JSON.parse(ev.data);
    if (!m.to || m.type !== "state" || seen.has(m.to)) return;
    seen.add(m.to);
    if (ask) ask(m, false);
    else early.push({ m, preset: false });
  });
  worker.postMessage({ type: "start" });
  const widget = await import(new URL("./widget.js", import.meta.url).href);
  performance.mark("vgw-bundle");
  await model.ready;
  if (failed) return model; // the problem stays shown, not a board that cannot play
  host.replaceChildren();
  host.inert = !!model.starting;
  if (questions) questions.inert = !!model.starting;
  if (model.starting) host.before(starting);
  widget.render({ model, el: host });
  performance.mark("vgw-board");
  /** @type {any} */ (window).__vgwFirstBoardMs = performance.now() - t0;
  /** @type {any} */ (window).__vgwModel = model;
  ask = (m, preset) => {
    const qm = workerModel(worker, undefined, String(m.to), m, preset);
    const el = document.createElement("div");
    el.dataset.question = String(m.to);
    if (questions) questions.append(el);
    widget.render({ model: qm, el });
  };
  for (const x of early.splice(0)) ask(x.m, x.preset);
  return model;
}

if (typeof document !== "undefined" && document.getElementById("vgw-board")) startPage();
