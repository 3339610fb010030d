// @ts-check
// The legal actions at the decision point: the list of buttons (one keyboard region), what
// can be clicked on the mat, and a click on the mat turned into an action proposal. The
// kernel's engine decides; nothing here judges legality.

import { activeIn, button, h, playerName, t, targetOf } from "./dom.js";
import { settle } from "./keys.js";

/**
 * @typedef {{a: Record<string, any>, label: string}} Listed
 */

/**
 * Whether action `a` involves the selection `sel`.
 * @param {Record<string, any>} a
 * @param {{card?: number, circle?: string, player?: number}} sel
 */
export function involves(a, sel) {
  if (sel.card !== undefined) return a.card === sel.card;
  return a.circle === sel.circle && a.player === sel.player;
}

/**
 * Draw the actions box and mark the mat. `v` is the view (view.js).
 * @param {any} v
 */
export function drawActions(v) {
  const box = /** @type {HTMLElement} */ (v.actionsEl);
  const focused = activeIn(box);
  const hadFocus = box.contains(focused);
  const focusIndex = hadFocus ? [...box.querySelectorAll("[data-rove]")].indexOf(/** @type {Element} */ (focused)) : -1;
  box.textContent = "";
  for (const el of v.field.querySelectorAll(".vgw-actionable, .vgw-selected, .vgw-target-opt")) {
    el.classList.remove("vgw-actionable", "vgw-selected", "vgw-target-opt");
    if (el.classList.contains("vgw-card")) el.setAttribute("role", "img");
  }
  const pending = v.tl.pending;
  if (!pending) return;
  /** @type {Listed[]} */
  const all = v.model.get("_actions") || [];
  const d = pending.decision;
  const p = v.perspective();
  if (!v.atDecision()) {
    if (v.live) {
      box.append(t("p", "vgw-note", `${playerName(d.player)} has a choice to make at the end of the record.`));
      const go = button("Go to the choice", null, () => v.seek(v.tl.length - 1));
      go.dataset.rove = "1";
      box.append(go);
      settle(box, hadFocus ? focusIndex : null);
    }
    return;
  }
  if (!v.live && v.model.starting) {
    box.append(t("p", "vgw-note vgw-starting-note", `${playerName(d.player)} chooses here. Starting the game engine… the choices appear when it is ready.`));
    return;
  }
  if (!v.live) {
    box.append(t("p", "vgw-note", `${playerName(d.player)} chooses here. This page replays the record only: open the notebook to play on.`));
    return;
  }
  if (!all.length) {
    box.append(t("p", "vgw-note", p !== null && p !== d.player ? `Waiting for ${playerName(d.player)} to choose.` : "Nothing can be done here."));
    return;
  }
  box.append(t("h3", "vgw-actions-head", `${playerName(d.player)} chooses (${all.length} option${all.length === 1 ? "" : "s"})`));
  let shown = all;
  if (d.kind === "mulligan") {
    shown = all.filter((x) => !(x.a.cards && x.a.cards.length));
    const picked = [...v.mullSel];
    const redraw = button(picked.length ? `Put back the ${picked.length} selected card(s) and draw again` : "Select hand cards to put back", null, () => v.propose({ kind: "mulligan", player: d.player, cards: picked }));
    redraw.disabled = !picked.length;
    redraw.dataset.rove = "1";
    box.append(redraw);
    shown = [...shown, ...all.filter((x) => x.a.cards && x.a.cards.length)];
  } else if (v.sel) {
    shown = all.filter((x) => involves(x.a, v.sel));
    // say "outlined" only when something is
    const where = shown.some((x) => targetFor(v, x.a, v.sel));
    box.append(t("p", "vgw-note", where ? "Now choose where: the places you can pick are outlined. Escape cancels." : "Card selected: choose a circle for it, or Escape to cancel."));
  }
  const wrap = h("div", "vgw-action-list", { role: "group", "aria-label": "Options (arrow keys move, Enter chooses)", tabindex: "-1" });
  const seen = new Set();
  for (const x of shown) {
    // two options with the same words would be two identical buttons: number them
    let label = x.label;
    if (seen.has(label)) label = `${label} (option ${[...seen].filter((s) => s.startsWith(x.label)).length + 1})`;
    seen.add(label);
    const b = button(label, null, () => v.propose(x.a), "vgw-act");
    b.dataset.rove = "1";
    b.tabIndex = -1;
    wrap.append(b);
  }
  box.append(wrap);
  settle(box, hadFocus ? Math.max(0, focusIndex) : null);
  if (hadFocus || v.refocusActions) {
    v.refocusActions = false;
    const cur = /** @type {HTMLElement | null} */ (box.querySelector("[data-rove][tabindex='0']"));
    if (cur) cur.focus();
  }
  for (const x of all) {
    const a = x.a;
    /** @type {Element[]} */
    const els = [];
    if (a.card !== undefined) els.push(...v.field.querySelectorAll(`[data-iid="${Number(a.card)}"]`));
    if (a.circle && !v.sel) {
      const s = v.side(a.player).slots[a.circle];
      if (s) els.push(s.el);
    }
    if (d.kind === "mulligan") for (const c of a.cards || []) els.push(...v.field.querySelectorAll(`[data-iid="${Number(c)}"]`));
    for (const el of els) {
      el.classList.add("vgw-actionable");
      if (el.classList.contains("vgw-card")) el.setAttribute("role", "button");
    }
  }
  if (v.sel) {
    if (v.sel.card !== undefined) for (const el of v.field.querySelectorAll(`[data-iid="${Number(v.sel.card)}"]`)) el.classList.add("vgw-selected");
    if (v.sel.circle) v.side(v.sel.player).slots[v.sel.circle].el.classList.add("vgw-selected");
    for (const x of all) {
      if (!involves(x.a, v.sel)) continue;
      const tgt = targetFor(v, x.a, v.sel);
      if (tgt) tgt.classList.add("vgw-target-opt");
    }
  }
  for (const c of v.mullSel) for (const el of v.field.querySelectorAll(`[data-iid="${Number(c)}"]`)) el.classList.add("vgw-selected");
}

/**
 * The element that completes action `a` once `sel` is chosen.
 * @param {any} v
 * @param {Record<string, any>} a
 * @param {{card?: number, circle?: string, player?: number}} sel
 * @returns {Element | null}
 */
export function targetFor(v, a, sel) {
  if (sel.card !== undefined) {
    if (a.circle) return v.side(a.player).slots[a.circle].el;
    if (a.cards && a.cards.length) return v.field.querySelector(`[data-iid="${Number(a.cards[0])}"]`);
    return null;
  }
  if (a.target) {
    const owner = a.kind === "attack" ? 1 - a.player : a.player;
    return v.side(owner).slots[a.target].el;
  }
  return null;
}

/**
 * A click (or Enter) on the mat: select a card or circle, or propose the action it completes.
 * @param {any} v
 * @param {Event} ev
 */
export function onFieldClick(v, ev) {
  const tgt = targetOf(ev);
  if (!tgt) return;
  const cardE = /** @type {HTMLElement | null} */ (tgt.closest("[data-iid]"));
  const slotE = /** @type {HTMLElement | null} */ (tgt.closest(".vgw-slot"));
  const iid = cardE ? Number(cardE.dataset.iid) : undefined;
  const circle = slotE ? slotE.dataset.circle : undefined;
  const owner = slotE ? Number(slotE.dataset.player) : cardE ? Number(cardE.dataset.owner) : undefined;
  /** @type {Listed[]} */
  const all = v.actionList();
  if (!all.length || !v.live) return;
  const d = v.tl.pending.decision;
  if (d.kind === "mulligan") {
    if (iid === undefined) return;
    if (!all.some((x) => (x.a.cards || []).includes(iid))) return;
    if (v.mullSel.has(iid)) v.mullSel.delete(iid);
    else v.mullSel.add(iid);
    return drawActions(v);
  }
  if (v.sel) {
    const sel = v.sel;
    const cands = all.filter((x) => involves(x.a, sel));
    const hit = cands.find((x) => {
      const el = targetFor(v, x.a, sel);
      return el && (el === slotE || el === cardE);
    });
    if (hit) return v.propose(hit.a);
    if (sel.card !== undefined && circle && owner === d.player && iid !== sel.card) {
      // not a listed action: propose it anyway, the engine names the rule that forbids it
      const kind = d.kind === "ride" && circle === "VC" ? "ride" : d.kind === "guard" && circle === "GC" ? "guard" : "call";
      /** @type {Record<string, any>} */
      const a = { kind, player: d.player, card: sel.card };
      if (kind === "call") a.circle = circle;
      return v.propose(a);
    }
    if ((iid !== undefined && iid === sel.card) || (sel.circle && circle === sel.circle)) {
      v.sel = null;
      return drawActions(v);
    }
    v.sel = null;
  }
  const inv = all.filter((x) => (iid !== undefined && x.a.card === iid) || (iid === undefined && circle && x.a.circle === circle && x.a.player === owner));
  if (inv.length === 1) return v.propose(inv[0].a);
  if (inv.length > 1) {
    const byCard = inv.every((x) => x.a.card === iid && iid !== undefined);
    v.sel = byCard ? { card: iid } : { circle, player: owner };
    return drawActions(v);
  }
  if (iid !== undefined && owner === d.player && tgt.closest(".vgw-hand")) {
    v.sel = { card: iid };
    drawActions(v);
  }
}
