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
 */
export function workerModel(worker, onFatal) {
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
  worker.addEventListener("message", (ev) => {
    const text = ev.data;
    if (typeof text !== "string") return;
    const m = JSON.parse(text);
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
  });
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
      worker.postMessage({ type: "set", state: changed });
      changed = {};
    },
    on: (/** @type {string} */ name, /** @type {(...a: any[]) => void} */ cb) => {
      handlers.set(name, [...(handlers.get(name) || []), cb]);
    },
    off: (/** @type {string} */ name, /** @type {(...a: any[]) => void} */ cb) => {
      handlers.set(name, (handlers.get(name) || []).filter((x) => x !== cb));
    },
    send: (/** @type {any} */ content) => {
      worker.postMessage({ type: "msg", content });
    },
  };
  return model;
}

/** Start the page: the worker, then the board once the worker's first values arrive. */
export async function startPage() {
  const host = /** @type {HTMLElement} */ (document.getElementById("vgw-board"));
  const t0 = performance.now();
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
  worker.postMessage({ type: "start" });
  const widget = await import(new URL("./widget.js", import.meta.url).href);
  await model.ready;
  host.replaceChildren();
  widget.render({ model, el: host });
  /** @type {any} */ (window).__vgwFirstBoardMs = performance.now() - t0;
  /** @type {any} */ (window).__vgwModel = model;
  return model;
}

if (typeof document !== "undefined" && document.getElementById("vgw-board")) startPage();
