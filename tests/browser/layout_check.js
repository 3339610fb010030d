// The layout check of the browser tests (tests/browser/layout.py): what is wrong with the
// widget's layout (overflow, overlap, type under 12 px, names broken mid-word, turned text).
(root) => {
  const problems = [];
  const rect = (e) => e.getBoundingClientRect();
  const overlap = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const name = (e) => (e.className || e.tagName) + (e.dataset.circle ? ":" + e.dataset.circle : "");
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`the widget scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);
  if (document.documentElement.scrollWidth > window.innerWidth + 1) problems.push("the page scrolls sideways");
  const rr = rect(root);
  for (const e of root.querySelectorAll(".vgw-side, .vgw-explain, .vgw-log, .vgw-controls, .vgw-actions")) {
    const r = rect(e);
    if (r.width && (r.left < rr.left - 1 || r.right > rr.right + 1)) problems.push(`${name(e)} sticks out of the widget`);
  }
  for (const mat of root.querySelectorAll(".vgw-mat")) {
    const boxes = [...mat.children].filter((e) => rect(e).width > 0);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++)
        if (overlap(rect(boxes[i]), rect(boxes[j]))) problems.push(`${name(boxes[i])} overlaps ${name(boxes[j])}`);
  }
  for (const slot of root.querySelectorAll(".vgw-slot")) {
    const sr = rect(slot);
    const foot = slot.querySelector(".vgw-slot-foot");
    const label = slot.querySelector(".vgw-slot-label");
    for (const c of slot.querySelectorAll(".vgw-card")) {
      const cr = rect(c);
      if (cr.left < sr.left - 1 || cr.right > sr.right + 1 || cr.top < sr.top - 1 || cr.bottom > sr.bottom + 1) problems.push(`a card sticks out of ${name(slot)}`);
      if (foot && foot.textContent && overlap(rect(foot), cr)) problems.push(`the soul count covers the card on ${name(slot)}`);
      if (label && overlap(rect(label), cr)) problems.push(`the circle's label covers the card on ${name(slot)}`);
    }
  }
  for (const e of root.querySelectorAll(".vgw-name, .vgw-chip-name, .vgw-slot-label, .vgw-zone-label, .vgw-log-text, .vgw-btn, .vgw-ev-text, .vgw-ev-meta, .vgw-trig, .vgw-grade")) {
    const fs = parseFloat(getComputedStyle(e).fontSize);
    if (fs < 12) problems.push(`${name(e)} is ${fs}px`);
  }
  for (const e of root.querySelectorAll(".vgw-name, .vgw-chip-name")) {
    const s = getComputedStyle(e);
    if (s.wordBreak === "break-all" || s.overflowWrap === "anywhere" || s.overflowWrap === "break-word") problems.push("card names may break mid-word");
  }
  for (const e of root.querySelectorAll(".vgw-name")) {
    if (e.scrollWidth > e.clientWidth + 1) problems.push(`the card name "${e.textContent}" is cut inside a word`);
  }
  for (const c of root.querySelectorAll(".vgw-card.vgw-rested")) {
    if (getComputedStyle(c).transform !== "none") problems.push("a rested card turns its text");
  }
  return [...new Set(problems)];
}
