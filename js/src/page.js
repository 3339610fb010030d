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
 */
export function workerModel(worker, onFatal, target = "", firstMessage = undefined) {
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
  /** @param {any} m a message of the worker (parsed) */
  const take = (m) => {
    if ((m.to || "") !== target) return;
    if (m.type === "state" && m.state && typeof m.state === "object") {
      const names = [];
      for (const [k, v] of Object.entries(m.state)) {
        if (JSON.stringify(state[k]) === JSON.stringify(v)) continue;
        state[k] = v;
        names.push(k);
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
  if (firstMessage) take(firstMessage);
  return model;
}

/** Start the page: the worker, then the board once the worker's first values arrive, then
 * the page's questions (each drawn below the board when the worker first posts it). */
export async function startPage() {
  const host = /** @type {HTMLElement} */ (document.getElementById("vgw-board"));
  const t0 = performance.now();
  performance.mark("vgw-start");
  const worker = new Worker(new URL("./worker.js", import.meta.url).href);
  const fail = (/** @type {string} */ message) => {
    host.replaceChildren();
    const p = document.createElement("p");
    p.className = "vgw-problem";
    p.setAttribute("role", "alert");
    p.textContent = "The game could not start: " + message;
    host.append(p);
  };
  worker.addEventListener("error", (ev) => fail(String(ev.message || "the worker failed")));
  const model = workerModel(worker, fail);
  /** @type {any[]} */
  const early = [];
  /** @type {((m: any) => void) | null} */
  let ask = null;
  const seen = new Set();
  worker.addEventListener("message", (ev) => {
    if (typeof ev.data !== "string") return;
    const m = JSON.parse(ev.data);
    if (!m.to || m.type !== "state" || seen.has(m.to)) return;
    seen.add(m.to);
    if (ask) ask(m);
    else early.push(m);
  });
  worker.postMessage({ type: "start" });
  const widget = await import(new URL("./widget.js", import.meta.url).href);
  performance.mark("vgw-bundle");
  await model.ready;
  host.replaceChildren();
  widget.render({ model, el: host });
  performance.mark("vgw-board");
  /** @type {any} */ (window).__vgwFirstBoardMs = performance.now() - t0;
  /** @type {any} */ (window).__vgwModel = model;
  const questions = document.getElementById("vgw-questions");
  ask = (m) => {
    const qm = workerModel(worker, undefined, String(m.to), m);
    const el = document.createElement("div");
    el.dataset.question = String(m.to);
    if (questions) questions.append(el);
    widget.render({ model: qm, el });
  };
  for (const m of early.splice(0)) ask(m);
  return model;
}

if (typeof document !== "undefined" && document.getElementById("vgw-board")) startPage();
