// @ts-check
// Small DOM helpers. Every string that comes from the game is set with textContent or
// setAttribute, never as HTML.

/**
 * @param {string} tag
 * @param {string} [cls]
 * @param {Record<string, string | number | boolean>} [attrs]
 * @returns {HTMLElement}
 */
export function h(tag, cls, attrs) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (attrs) for (const k of Object.keys(attrs)) e.setAttribute(k, String(attrs[k]));
  return e;
}

/**
 * An element holding `text` as text.
 * @param {string} tag
 * @param {string} cls
 * @param {unknown} text
 * @param {Record<string, string | number | boolean>} [attrs]
 * @returns {HTMLElement}
 */
export function t(tag, cls, text, attrs) {
  const e = h(tag, cls, attrs);
  e.textContent = text == null ? "" : String(text);
  return e;
}

/**
 * A button. `label` is what it shows, `aria` what a screen reader says (defaults to the label).
 * @param {string} label
 * @param {string | null} aria
 * @param {(ev: MouseEvent) => void} onClick
 * @param {string} [cls]
 * @returns {HTMLButtonElement}
 */
export function button(label, aria, onClick, cls) {
  const b = /** @type {HTMLButtonElement} */ (t("button", "vgw-btn" + (cls ? " " + cls : ""), label, { type: "button" }));
  if (aria && aria !== label) {
    b.setAttribute("aria-label", aria);
    b.title = aria;
  }
  b.addEventListener("click", onClick);
  return b;
}

/**
 * "Player 1", "Player 2" or "the judge".
 * @param {number | null | undefined} p
 */
export function playerName(p) {
  return p === null || p === undefined ? "the judge" : `Player ${p + 1}`;
}

/**
 * A number with thousands separators ("–" when there is none).
 * @param {unknown} n
 */
export function fmt(n) {
  return n === null || n === undefined ? "–" : Number(n).toLocaleString("en-US");
}

/**
 * The element an event happened on, as an Element (or null).
 * @param {Event} ev
 * @returns {Element | null}
 */
export function targetOf(ev) {
  const x = ev.target;
  return x instanceof Element ? x : null;
}

/**
 * The focused element as seen from `node`'s document or shadow root (in a shadow root, as
 * marimo uses, `document.activeElement` is only the host).
 * @param {Node} node
 * @returns {Element | null}
 */
export function activeIn(node) {
  const r = /** @type {Document | ShadowRoot} */ (node.getRootNode());
  return r && "activeElement" in r ? r.activeElement : document.activeElement;
}

/**
 * Whether the focus has left for nowhere (the focused element was removed or is the page).
 * @param {Node} node
 */
export function focusLost(node) {
  const a = activeIn(node);
  return !a || a === document.body || (a.getRootNode() === node.getRootNode() && !a.isConnected);
}
