// @ts-check
// A question (vgwidget.widget.quiz.Predict): choice buttons, feedback in the notebook's
// font, "Try again" after a wrong pick, and the answer shown only once asked for or right.
// With a kernel the pick goes to Python, which checks it; in an offline page the feedback
// comes from the page's own answer key (offlineModel).

import { activeIn, button, h, t } from "./dom.js";
import { rove, settle } from "./keys.js";

/**
 * @typedef {{verdict: string, picked: string, answer?: string, because?: string, rule?: string,
 *   title?: string, summary?: string, text?: string}} Result
 */

/**
 * The words shown for a result; `reveal`: whether the answer may be shown.
 * @param {Result} r
 * @param {boolean} reveal
 * @returns {{head: string, lines: string[], canRetry: boolean, canReveal: boolean}}
 */
export function feedbackWords(r, reveal) {
  if (r.verdict === "invalid") return { head: r.text || "That is not one of the choices.", lines: [], canRetry: true, canReveal: false };
  const right = r.verdict === "right";
  /** @type {string[]} */
  const lines = [];
  let head;
  if (right) head = `Right! ${r.answer}.`;
  else if (reveal) head = `Not quite. You picked “${r.picked}”; the answer is “${r.answer}”.`;
  else head = `Not quite: “${r.picked}” is not what the rules give.`;
  if (right || reveal) {
    if (r.because) lines.push(`What the engine did: ${r.because}`);
    if (r.title) lines.push(`The rule that decides it: ${r.title}. ${r.summary || ""}`.trim());
  } else if (r.title) {
    lines.push(`Hint: look at the rule “${r.title}”. ${r.summary || ""}`.trim());
  }
  return { head, lines, canRetry: !right, canReveal: !right && !reveal };
}

/**
 * A stand-in for the widget model in a page without a kernel: picks are checked against
 * the page's answer key (base64 JSON: choice -> result).
 * @param {{question: string, choices: string[], key: string}} state
 */
export function offlineModel(state) {
  /** @type {Record<string, Result>} */
  let key = {};
  try {
    const bytes = Uint8Array.from(atob(state.key), (ch) => ch.charCodeAt(0));
    key = JSON.parse(new TextDecoder().decode(bytes));
  } catch (err) {
    key = {};
  }
  /** @type {Record<string, any>} */
  const values = { _panel: "quiz", question: state.question, choices: state.choices, picked: "", answers: [], _result: {}, correct: null, revealed: false };
  /** @type {Map<string, Array<() => void>>} */
  const handlers = new Map();
  const fire = (/** @type {string} */ k) => {
    for (const cb of handlers.get("change:" + k) || []) cb();
  };
  return {
    offline: true,
    get: (/** @type {string} */ k) => values[k],
    set: (/** @type {string} */ k, /** @type {any} */ v) => {
      values[k] = v;
      if (k === "picked") {
        const r = v ? key[v] : null;
        if (v) values.answers = [...values.answers, v];
        values._result = r || {};
        values.correct = r ? r.verdict === "right" : null;
        if (r && r.verdict === "right") values.revealed = true;
        fire("_result");
      }
      fire(k);
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

/**
 * Draw a question into `el`; returns a clean-up function.
 * @param {any} model
 * @param {HTMLElement} el
 */
export function renderQuiz(model, el) {
  const box = h("section", "vgw vgw-quiz", { "aria-label": "Question", "data-testid": "quiz" });
  const q = t("p", "vgw-quiz-question", model.get("question"));
  const row = h("div", "vgw-quiz-choices", { role: "group", "aria-label": "Choices (arrow keys move)", "data-region": "choices" });
  const fb = h("div", "vgw-quiz-feedback", { "aria-live": "polite", "data-testid": "quiz-feedback" });
  // hints in steps (kernel only): the rule's title, then what to look at, then the answer
  const hintBox = h("div", "vgw-quiz-hints", { "aria-live": "polite", "data-testid": "quiz-hints" });
  const hintList = h("ol", "vgw-quiz-hint-list");
  const hintLabels = ["Hint: which rule?", "Hint: what to look at", "Show the answer"];
  const hintBtn = button(hintLabels[0], null, () => {
    const n = Number(model.get("hint_step") || 0);
    if (n >= hintLabels.length) return;
    model.set("hint_step", n + 1);
    model.save_changes();
  }, "vgw-hint");
  hintBtn.dataset.testid = "quiz-hint";
  hintBox.append(hintList, hintBtn);
  let moveFocus = false; // after a pick by this page, the focus goes to the feedback's first button
  /** @type {HTMLButtonElement[]} */
  const buttons = (model.get("choices") || []).map((/** @type {string} */ choice) => {
    const b = button(choice, null, () => {
      moveFocus = true;
      model.set("picked", choice);
      model.save_changes();
    }, "vgw-choice");
    b.dataset.rove = "1";
    b.tabIndex = -1;
    row.append(b);
    return b;
  });
  row.addEventListener("keydown", (ev) => {
    if (rove(row, ev)) ev.preventDefault();
  });
  const update = () => {
    const r = /** @type {Result} */ (model.get("_result") || {});
    const picked = model.get("picked") || "";
    const has = !!(picked && r.verdict);
    const given = /** @type {string[]} */ (model.get("hints") || []);
    const step = Number(model.get("hint_step") || 0);
    hintList.textContent = "";
    for (const x of given) hintList.append(t("li", "vgw-quiz-hint", x));
    hintList.hidden = !given.length;
    hintBtn.textContent = hintLabels[Math.min(step, hintLabels.length - 1)];
    hintBtn.hidden = !!model.offline || step >= hintLabels.length || !!model.get("revealed") || (has && r.verdict === "right");
    hintBox.hidden = hintList.hidden && hintBtn.hidden;
    for (const b of buttons) {
      b.disabled = has;
      b.setAttribute("aria-pressed", String(b.textContent === picked));
    }
    const focused = activeIn(fb);
    if (fb.contains(focused) && focused !== fb) moveFocus = true;
    box.classList.toggle("vgw-quiz-right", has && r.verdict === "right");
    box.classList.toggle("vgw-quiz-wrong", has && r.verdict !== "right");
    fb.textContent = "";
    if (!has) {
      fb.hidden = true;
      settle(row);
      return;
    }
    fb.hidden = false;
    const words = feedbackWords(r, !!model.get("revealed"));
    fb.append(t("p", "vgw-quiz-head", words.head));
    for (const line of words.lines) fb.append(t("p", "vgw-quiz-line", line));
    const acts = h("div", "vgw-quiz-acts");
    if (words.canRetry) {
      const again = button("Try again", null, () => {
        model.set("picked", "");
        model.save_changes();
        requestAnimationFrame(() => (settle(row) || row).focus());
      }, "vgw-retry");
      again.dataset.testid = "quiz-retry";
      acts.append(again);
    }
    if (words.canReveal) {
      const show = button("Show the answer", null, () => {
        moveFocus = true;
        model.set("revealed", true);
        model.save_changes();
      });
      show.dataset.testid = "quiz-reveal";
      acts.append(show);
    }
    if (acts.childNodes.length) fb.append(acts);
    // keep the keyboard where the learner is: on the feedback's first button
    if (moveFocus) {
      moveFocus = false;
      const first = acts.querySelector("button");
      if (first) first.focus();
      else fb.focus();
    }
  };
  fb.tabIndex = -1;
  box.append(q, row, hintBox, fb);
  el.append(box);
  for (const k of ["_result", "picked", "revealed", "hints", "hint_step"]) model.on("change:" + k, update);
  update();
  return () => {
    for (const k of ["_result", "picked", "revealed", "hints", "hint_step"]) model.off("change:" + k, update);
  };
}
