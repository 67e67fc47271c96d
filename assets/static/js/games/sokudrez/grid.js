// SokuDrez's 6 × 9 grid on a phone (seed 004 SokuDrez; docs/rules-decisions.md#sokudrez): the
// printed cards in their rows and columns, a row missing a number and a column missing a figure
// marked on its edge (the missing ones named for readers and under the grid), the last swap's
// two cells outlined, a hint's two cells marked (the first one picked). Tap a card, then
// another: the two are swapped.

import { h } from "../../dom.js";
import { cardButton } from "../kit/card_button.js";

export class Grid {
  /** @param {{onSwap: Function}} handlers onSwap({a: [row, col], b: [row, col]}) */
  constructor({ onSwap }) {
    this.onSwap = onSwap;
    this.chosen = null; // [row, col], 1-based
    this.hinted = []; // the hint's two cells, [row, col] each
    this.el = h("div", { class: "sk-grid", role: "group" });
    this.state = { grid: [], rowsMissing: [], columnsMissing: [], last: null, names: {}, words: null, disabled: true };
  }

  update(next) {
    Object.assign(this.state, next);
    if (this.state.disabled) this.chosen = null;
    this.draw();
  }

  /** Mark the hint's two cells (`cells`: [[row, col], [row, col]], 1-based; none: clear the
   * mark) and pick the first, so that a tap on the second swaps them. */
  hint(cells) {
    this.hinted = cells || [];
    this.chosen = cells ? cells[0] : null;
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
    const hinted = (r, c) => this.hinted.some(([hr, hc]) => hr === r && hc === c);
    const head = [h("span", { class: "sk-corner" }), ...columnsMissing.map((missing, i) => h("span", {
      class: `sk-colmark${missing.length ? " off" : ""}`,
      title: missing.length ? words.say("Column {n} lacks: {figures}", { n: i + 1, figures: missing.map((f) => words.figure(f)).join(", ") }) : "",
    }, missing.length ? "✗" : String(i + 1)))];
    const rows = grid.map((cards, r) => [
      h("span", { class: `sk-rowmark${rowsMissing[r].length ? " off" : ""}` }, rowsMissing[r].length ? "✗" : String(r + 1)),
      ...cards.map((id, c) => {
        const chosen = this.chosen && this.chosen[0] === r + 1 && this.chosen[1] === c + 1;
        const marks = [swapped(r + 1, c + 1) ? "swapped" : "", hinted(r + 1, c + 1) ? "hinted" : ""];
        return cardButton(id, names, { class: marks.join(" ").trim(), pressed: Boolean(chosen), disabled,
          dataset: { cell: `${r + 1}-${c + 1}` }, onclick: () => this.tap(r + 1, c + 1) });
      }),
    ]);
    this.el.setAttribute("aria-label", words.say("The grid: 6 rows of 9 cards"));
    this.el.replaceChildren(...head, ...rows.flat());
  }
}
