// Chips kept by the app: a stack or a pot as a small chip and its amount, and a row of pots
// (main pot first, then the side pots). Used by Poker7 (games/poker7/) and PokerGuess
// (games/pokerguess/); any game with app-kept chips may use it. The words come from the caller
// (each game's texts), so the widget says nothing of its own. Styles: .chips, .chip-icon, .pots
// and .pot in css/widgets.css (loaded once).
//
//   chipCount(amount, {label, size}) -> element: a chip and the number; `label` is what a screen
//     reader says ("Ana: 87 chips"); size "small" | "big" (default "small").
//   potsRow(pots, {name(pot, index) -> text}) -> element: one chipCount per pot
//     (`pots`: [{amount, ...}]), each captioned by `name`; empty pots are left out.

import { h } from "../dom.js";
import { useWidgetStyles } from "./art.js";

/** A chip and `amount`, named `label` for screen readers. */
export function chipCount(amount, { label = "", size = "small" } = {}) {
  useWidgetStyles();
  return h("span", { class: `chips chips-${size}`, role: "img", "aria-label": label || String(amount) },
    h("span", { class: "chip-icon", "aria-hidden": "true" }),
    h("span", { class: "chips-amount", "aria-hidden": "true" }, String(amount)));
}

/** The pots side by side (wrapping), each a big chip count over its caption. */
export function potsRow(pots, { name = (pot, index) => String(index + 1) } = {}) {
  useWidgetStyles();
  return h("div", { class: "pots" }, (pots || []).filter((pot) => pot.amount > 0).map((pot, index) => {
    const caption = name(pot, index);
    return h("div", { class: "pot" },
      chipCount(pot.amount, { label: `${caption}: ${pot.amount}`, size: "big" }),
      h("span", { class: "pot-name", "aria-hidden": "true" }, caption));
  }));
}
