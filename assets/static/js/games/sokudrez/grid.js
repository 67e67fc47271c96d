// SokuDrez's 6 × 9 grid on a phone (seed 004 SokuDrez; docs/rules-decisions.md#sokudrez): the
// printed cards in their rows and columns, a row missing a number and a column missing a figure
// marked on its edge (the missing ones named for readers and under the grid), the last swap's
// two cells outlined. Tap a card, then another: the two are swapped.

import { h } from "../../dom.js";
import { cardButton } from "../kit/card_button.js";

export class Grid {
  /** @param {{onSwap: Function}} handlers onSwap({a: [row, col], b: [row, col]}) */
  constructor({ onSwap }) {
    this.onSwap = onSwap;
    this.chosen = null; // [row, col], 1-based
    this.el = h("div", { class: "sk-grid", role: "group" });
    this.state = { grid: [], rowsMissing: [], columnsMissing: [], last: null, names: {}, words: null, disabled: true };
  }

  update(next) {
    Object.assign(this.state, next);
    if (this.state.disabled) this.chosen = null;
    this.draw();
  }

  tap(row, col) {
    if (this.state.disabled) return;
    if (!this.chosen) {
      this.chosen = [row, col];
    } else if (this.chosen[0] === row && this.chosen[1] === col) {
      this.chosen = null;
    } else {
      const a = this.chosen;
      this.chosen = null;
      this.onSwap({ a, b: [row, col] });
    }
    this.draw();
  }

  draw() {
    const { grid, rowsMissing, columnsMissing, last, names, words, disabled } = this.state;
    if (!words) return;
    const swapped = (r, c) => Boolean(last) && [last.a, last.b].some(([lr, lc]) => lr === r && lc === c);
    const head = [h("span", { class: "sk-corner" }), ...columnsMissing.map((missing, i) => h("span", {
      class: `sk-colmark${missing.length ? " off" : ""}`,
      title: missing.length ? words.say("Column {n} lacks: {figures}", { n: i + 1, figures: missing.map((f) => words.figure(f)).join(", ") }) : "",
    }, missing.length ? "✗" : String(i + 1)))];
    const rows = grid.map((cards, r) => [
      h("span", { class: `sk-rowmark${rowsMissing[r].length ? " off" : ""}` }, rowsMissing[r].length ? "✗" : String(r + 1)),
      ...cards.map((id, c) => {
        const chosen = this.chosen && this.chosen[0] === r + 1 && this.chosen[1] === c + 1;
        return cardButton(id, names, { class: swapped(r + 1, c + 1) ? "swapped" : "", pressed: Boolean(chosen), disabled,
          dataset: { cell: `${r + 1}-${c + 1}` }, onclick: () => this.tap(r + 1, c + 1) });
      }),
    ]);
    this.el.setAttribute("aria-label", words.say("The grid: 6 rows of 9 cards"));
    this.el.replaceChildren(...head, ...rows.flat());
  }
}
