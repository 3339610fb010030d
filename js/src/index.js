// @ts-check
// The one bundle (anywidget `export default { render }`): a game (VanguardWidget) or a
// question (Predict), chosen by the model's `_panel`. In a page without a kernel (save_html,
// the vgwidget_html export) it also mounts every data block the page carries.

import { offlineModel, renderQuiz } from "./quiz.js";
import { VanguardView } from "./view.js";

/**
 * @param {{model: any, el: HTMLElement}} ctx
 * @returns {() => void}
 */
export function render({ model, el }) {
  if (model.get("_panel") === "quiz") return renderQuiz(model, el);
  const v = new VanguardView(model, el);
  /** @type {any} */ (el).__vgw = v;
  return () => v.destroy();
}

/**
 * A stand-in for the widget model in a page without a kernel (a recorded game).
 * @param {Record<string, any>} state
 */
export function replayModel(state) {
  /** @type {Map<string, Array<() => void>>} */
  const handlers = new Map();
  return {
    offline: true,
    get: (/** @type {string} */ k) => state[k],
    set: (/** @type {string} */ k, /** @type {any} */ v) => {
      state[k] = v;
      for (const cb of handlers.get("change:" + k) || []) cb();
    },
    save_changes: () => {},
    on: (/** @type {string} */ name, /** @type {() => void} */ cb) => {
      handlers.set(name, [...(handlers.get(name) || []), cb]);
    },
    off: (/** @type {string} */ name, /** @type {() => void} */ cb) => {
      handlers.set(name, (handlers.get(name) || []).filter((x) => x !== cb));
    },
    send: () => {},
  };
}

/** Mount every game and question block of an offline page (once each). */
export function mountAll() {
  const sel = "script[type='application/vnd.vgwidget+json'], script[type='application/vnd.vgwidget-quiz+json']";
  for (const s of /** @type {NodeListOf<HTMLScriptElement>} */ (document.querySelectorAll(sel))) {
    if (s.dataset.mounted) continue;
    s.dataset.mounted = "1";
    const el = document.createElement("div");
    s.after(el);
    const state = JSON.parse(s.textContent || "{}");
    const quiz = s.type.includes("quiz");
    render({ model: quiz ? offlineModel(state) : replayModel(state), el });
    // the still picture next to the block says what a page without the bundle misses
    const host = s.closest(".vgw-static-host");
    if (host) for (const x of host.querySelectorAll("[data-vgw-static]")) /** @type {HTMLElement} */ (x).hidden = true;
  }
}

if (typeof document !== "undefined" && document.querySelector("script[type^='application/vnd.vgwidget']")) {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
  else mountAll();
}

export default { render };
