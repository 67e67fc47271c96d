// Chips kept by the app: a stack or a pot as a small chip and its amount, and a row of pots
// (main pot first, then the side pots). Used by Poker7 (games/poker7/); any game with app-kept
// chips may use it. The words come from the caller (each game's texts), so the widget says
// nothing of its own. Styles are set through the CSSOM (the pages' Content-Security-Policy
// forbids style attributes and elements).
//
//   chipCount(amount, {label, size}) -> element: a chip and the number; `label` is what a screen
//     reader says ("Ana: 87 chips"); size "small" | "big" (default "small").
//   potsRow(pots, {name(pot, index) -> text}) -> element: one chipCount per pot
//     (`pots`: [{amount, ...}]), each captioned by `name`; empty pots are left out.

import { h } from "../dom.js";

const CHIP_PX = { small: 16, big: 26 };

function chip(size) {
  const el = h("span", { class: "chip-icon", "aria-hidden": "true" });
  const px = CHIP_PX[size] || CHIP_PX.small;
  Object.assign(el.style, {
    display: "inline-block", width: `${px}px`, height: `${px}px`, borderRadius: "50%",
    background: "#b3261e", border: `${Math.max(2, px / 6)}px dashed #f4eedd`,
    boxSizing: "border-box", verticalAlign: "middle", marginRight: "0.3em", flex: "none",
  });
  return el;
}

/** A chip and `amount`, named `label` for screen readers. */
export function chipCount(amount, { label = "", size = "small" } = {}) {
  const el = h("span", { class: `chips chips-${size}`, role: "img", "aria-label": label || String(amount) },
    chip(size), h("span", { class: "chips-amount", "aria-hidden": "true" }, String(amount)));
  Object.assign(el.style, { display: "inline-flex", alignItems: "center", whiteSpace: "nowrap",
    fontWeight: "700", fontVariantNumeric: "tabular-nums" });
  return el;
}

/** The pots side by side (wrapping), each a big chip count over its caption. */
export function potsRow(pots, { name = (pot, index) => String(index + 1) } = {}) {
  const row = h("div", { class: "pots" }, (pots || []).filter((pot) => pot.amount > 0).map((pot, index) => {
    const caption = name(pot, index);
    const cell = h("div", { class: "pot" }, chipCount(pot.amount, { label: `${caption}: ${pot.amount}`, size: "big" }),
      h("span", { class: "pot-name", "aria-hidden": "true" }, caption));
    Object.assign(cell.style, { display: "flex", flexDirection: "column", alignItems: "center",
      minWidth: "4.5em", fontSize: "1.1em" });
    return cell;
  }));
  Object.assign(row.style, { display: "flex", flexWrap: "wrap", gap: "0.8em", justifyContent: "center" });
  return row;
}
