// @ts-check
// Keyboard: one tab stop per region, arrow keys inside it (a roving tabindex), and the
// shortcuts of the timeline. The pure parts (next index, shortcut names) are unit-tested.

/** Keyboard shortcuts anywhere in the widget (outside text fields and lists). */
export const SHORTCUTS = /** @type {Record<string, string>} */ ({
  ",": "back",
  ".": "forward",
  "<": "back-decision",
  ">": "forward-decision",
  p: "play",
  Home: "first",
  End: "last",
});

/**
 * The index an arrow key moves to in a region of `n` items (null: the key is not a move).
 * @param {string} key
 * @param {number} i
 * @param {number} n
 * @returns {number | null}
 */
export function nextIndex(key, i, n) {
  if (n <= 0) return null;
  switch (key) {
    case "ArrowRight":
    case "ArrowDown":
      return Math.min(n - 1, i + 1);
    case "ArrowLeft":
    case "ArrowUp":
      return Math.max(0, i - 1);
    case "Home":
      return 0;
    case "End":
      return n - 1;
    default:
      return null;
  }
}

/**
 * The action a shortcut key stands for ("" when none).
 * @param {{key: string, altKey?: boolean, ctrlKey?: boolean, metaKey?: boolean}} ev
 */
export function shortcut(ev) {
  if (ev.altKey || ev.ctrlKey || ev.metaKey) return "";
  return SHORTCUTS[ev.key] || "";
}

/** The items of a region: its visible elements marked data-rove. */
/**
 * @param {Element} region
 * @returns {HTMLElement[]}
 */
export function items(region) {
  return /** @type {HTMLElement[]} */ ([...region.querySelectorAll("[data-rove]")]).filter(
    (e) => !(/** @type {HTMLButtonElement} */ (e).disabled) && !e.closest("[hidden]"),
  );
}

/**
 * Make exactly one item of `region` a tab stop: the one at `want` (an element or an index),
 * else the one that was, else the first. Returns it.
 * @param {Element} region
 * @param {HTMLElement | number | null} [want]
 * @returns {HTMLElement | null}
 */
export function settle(region, want) {
  const list = items(region);
  let cur = null;
  if (typeof want === "number") cur = list[Math.max(0, Math.min(list.length - 1, want))] || null;
  else if (want && list.includes(want)) cur = want;
  if (!cur) cur = list.find((e) => e.tabIndex === 0) || list[0] || null;
  for (const e of region.querySelectorAll("[data-rove]")) /** @type {HTMLElement} */ (e).tabIndex = e === cur ? 0 : -1;
  if (region instanceof HTMLElement) region.tabIndex = cur ? -1 : 0;
  return cur;
}

/**
 * Arrow keys inside a region move the tab stop and the focus; true when handled.
 * @param {Element} region
 * @param {KeyboardEvent} ev
 */
export function rove(region, ev) {
  const list = items(region);
  const at = list.indexOf(/** @type {HTMLElement} */ (ev.target));
  const j = nextIndex(ev.key, at < 0 ? 0 : at, list.length);
  if (j === null) return false;
  const el = settle(region, list[j]);
  if (el) el.focus();
  return true;
}
