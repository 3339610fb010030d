// The playable page's model (src/page.js) with a stand-in worker: anywidget's interface over
// the worker's messages (node --test; no browser).
import assert from "node:assert/strict";
import { test } from "node:test";

import { workerModel } from "../src/page.js";

function fakeWorker() {
  /** @type {Array<(ev: any) => void>} */
  const listeners = [];
  /** @type {any[]} */
  const sent = [];
  return {
    sent,
    postMessage: (/** @type {any} */ m) => sent.push(m),
    addEventListener: (/** @type {string} */ _t, /** @type {(ev: any) => void} */ cb) => listeners.push(cb),
    /** @param {any} m */
    emit(m) {
      for (const cb of listeners) cb({ data: JSON.stringify(m) });
    },
  };
}

test("the worker's first values start the model; later ones fire change events", async () => {
  const w = fakeWorker();
  const model = workerModel(w);
  /** @type {string[]} */
  const seen = [];
  model.on("change:cursor", () => seen.push("cursor"));
  model.on("change:_status", () => seen.push("status"));
  w.emit({ type: "state", state: { cursor: 3, _status: {} } });
  await model.ready;
  assert.equal(model.get("cursor"), 3);
  assert.deepEqual(seen, []); // the first values are read by render(), not announced
  w.emit({ type: "state", state: { cursor: 4, _status: {} } }); // the same status: no event
  assert.deepEqual(seen, ["cursor"]);
});

test("set and save_changes post the changed values; send posts a custom message", async () => {
  const w = fakeWorker();
  const model = workerModel(w);
  w.emit({ type: "state", state: { cursor: 0 } });
  await model.ready;
  let changed = 0;
  model.on("change:cursor", () => changed++);
  model.set("cursor", 2);
  assert.equal(changed, 1);
  model.save_changes();
  model.save_changes(); // nothing new: nothing posted
  model.send({ type: "hello" });
  assert.deepEqual(w.sent, [{ type: "set", state: { cursor: 2 } }, { type: "msg", content: { type: "hello" } }]);
});

test("custom messages reach msg:custom handlers, off removes one; a fatal error is told", async () => {
  const w = fakeWorker();
  /** @type {string[]} */
  const fatal = [];
  const model = workerModel(w, (m) => fatal.push(m));
  w.emit({ type: "state", state: {} });
  await model.ready;
  /** @type {any[]} */
  const got = [];
  const cb = (/** @type {any} */ m) => got.push(m);
  model.on("msg:custom", cb);
  w.emit({ type: "msg", content: { type: "bot", from: 7 } });
  model.off("msg:custom", cb);
  w.emit({ type: "msg", content: { type: "bot", from: 9 } });
  assert.deepEqual(got, [{ type: "bot", from: 7 }]);
  w.emit({ type: "fatal", message: "no wasm" });
  assert.deepEqual(fatal, ["no wasm"]);
});

test("a question's model takes only its own messages and addresses what it posts", async () => {
  const w = fakeWorker();
  const board = workerModel(w);
  const first = { type: "state", to: "q0", state: { _panel: "quiz", picked: "", _result: {} } };
  const q = workerModel(w, undefined, "q0", first); // its first message came before it
  await q.ready;
  assert.equal(q.get("_panel"), "quiz");
  w.emit({ type: "state", state: { cursor: 1 } });
  w.emit({ type: "state", to: "q1", state: { picked: "no" } });
  assert.equal(q.get("picked"), "");
  await board.ready;
  assert.equal(board.get("cursor"), 1);
  assert.equal(board.get("picked"), undefined);
  let shown = 0;
  q.on("change:_result", () => shown++);
  w.emit({ type: "state", to: "q0", state: { picked: "yes", _result: { verdict: "right" } } });
  assert.equal(shown, 1);
  q.set("picked", "");
  q.save_changes();
  assert.deepEqual(w.sent, [{ type: "set", state: { picked: "" }, to: "q0" }]);
});

test("the page's copy of the first message draws at once; the worker's own changes only what differs", async () => {
  const w = fakeWorker();
  const copy = { type: "state", state: { cursor: 5, _actions: [] } };
  const model = workerModel(w, undefined, "", copy, true);
  await model.ready; // drawn before the worker said anything
  assert.equal(model.get("cursor"), 5);
  assert.equal(model.handover, null);
  /** @type {string[]} */
  const seen = [];
  model.on("change:cursor", () => seen.push("cursor"));
  model.on("change:_actions", () => seen.push("actions"));
  w.emit({ type: "state", state: { cursor: 5, _actions: [] } }); // the same board: nothing redrawn
  assert.deepEqual(model.handover, []);
  assert.deepEqual(seen, []);
  const other = workerModel(w, undefined, "", { type: "state", state: { cursor: 1 } }, true);
  w.emit({ type: "state", state: { cursor: 2 } }); // a different board would be redrawn and told
  assert.deepEqual(other.handover, ["cursor"]);
  assert.equal(other.get("cursor"), 2);
});
