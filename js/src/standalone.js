// Stand-alone page (VanguardWidget.save_html): mounts the widget on the timeline embedded in
// the page, with a tiny in-memory model in place of the Jupyter widget model. No kernel, no
// network: stepping, the explain panel and the log all work; actions are disabled.

import { render } from "./widget.js";

function fakeModel(state) {
  const handlers = new Map();
  return {
    get: (k) => state[k],
    set: (k, v) => {
      state[k] = v;
      for (const cb of handlers.get("change:" + k) || []) cb();
    },
    save_changes: () => {},
    on: (name, cb) => {
      if (!handlers.has(name)) handlers.set(name, []);
      handlers.get(name).push(cb);
    },
    off: (name, cb) => {
      const list = handlers.get(name) || [];
      const i = list.indexOf(cb);
      if (i >= 0) list.splice(i, 1);
    },
    send: () => {},
  };
}

function mountAll() {
  for (const s of document.querySelectorAll("script[type='application/vnd.vgwidget+json']")) {
    if (s.dataset.mounted) continue;
    s.dataset.mounted = "1";
    const el = document.createElement("div");
    s.after(el);
    render({ model: fakeModel(JSON.parse(s.textContent)), el });
  }
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", mountAll);
else mountAll();
