// SoloDrez's nine columns on a phone (seed 004 SoloDrez; docs/rules-decisions.md#solodrez): each
// column's cards overlap downwards showing their corner index, the last one whole. Tap a card to
// pick it and every card below it; the columns that take them light up (the view's private
// `legal`); tap a lit column to move there. A column holding a complete series is marked and
// named on a "Remove" button under the table (`removals`). Fits nine columns on a 360 px screen.

import { h } from "../../dom.js";
import { cardButton } from "../kit/card_button.js";

export class Columns {
  /** @param {{onMove: Function, onRemove: Function, onNote: Function}} handlers */
  constructor({ onMove, onRemove, onNote }) {
    this.onMove = onMove;
    this.onRemove = onRemove;
    this.onNote = onNote;
    this.picked = null; // {from, count}
    this.el = h("div", { class: "sd-table", role: "group" });
    this.removals = h("div", { class: "sd-removals" });
    this.state = { columns: [], legal: [], removable: [], names: {}, disabled: true, words: null };
  }

  update(next) {
    Object.assign(this.state, next);
    if (this.state.disabled) this.picked = null;
    if (this.picked && !this.movable(this.picked.from, this.picked.count)) this.picked = null;
    this.draw();
  }

  /** Pick the run `count` cards long at the end of column `from` (1–9), or drop the pick. */
  pick(from, count) {
    this.picked = from && count ? { from, count } : null;
    this.draw();
  }

  movable(from, count) {
    return this.state.legal.some((m) => m.from === from && m.count === count);
  }

  targets() {
    if (!this.picked) return [];
    return this.state.legal.filter((m) => m.from === this.picked.from && m.count === this.picked.count)
      .map((m) => m.to);
  }

  tapCard(column, index) {
    const { columns, disabled, words } = this.state;
    if (disabled) return;
    if (this.targets().includes(column)) {
      this.send(column);
      return;
    }
    const count = columns[column - 1].length - index;
    if (this.picked && this.picked.from === column && this.picked.count === count) {
      this.pick(null);
    } else if (this.movable(column, count)) {
      this.pick(column, count);
      this.onNote("");
    } else {
      this.pick(null);
      this.onNote(words.say("These cards cannot move now: they are not in order, or no column takes them."));
    }
  }

  tapColumn(column) {
    if (!this.state.disabled && this.targets().includes(column)) this.send(column);
  }

  send(to) {
    const { from, count } = this.picked;
    this.picked = null;
    this.onMove({ from, count, to });
  }

  draw() {
    const { columns, removable, names, words, disabled } = this.state;
    if (!words) return;
    const lit = this.targets();
    this.el.setAttribute("aria-label", words.say("The nine columns"));
    this.el.replaceChildren(...columns.map((cards, i) => {
      const column = i + 1;
      const picked = this.picked && this.picked.from === column ? cards.length - this.picked.count : null;
      const isLit = lit.includes(column);
      const series = removable.includes(column);
      const label = words.say("Column {n}", { n: column });
      const slot = cards.length ? null : h("button", { type: "button", class: "sd-empty",
        "aria-label": isLit ? words.say("{column}, empty: move here", { column: label }) : words.say("{column}, empty", { column: label }),
        disabled: disabled || !isLit, onclick: () => this.tapColumn(column) });
      return h("div", { class: `sd-col${isLit ? " lit" : ""}${series ? " series" : ""}`, dataset: { column },
        role: "group", "aria-label": label, onclick: (event) => {
          if (event.target === event.currentTarget) this.tapColumn(column);
        } },
      h("span", { class: "sd-num", "aria-hidden": "true" }, String(column)),
      slot,
      ...cards.map((id, index) => cardButton(id, names, {
        class: `${index === cards.length - 1 ? "last" : "covered"}${picked !== null && index >= picked ? " picked" : ""}`,
        pressed: picked !== null && index >= picked,
        disabled,
        dataset: { index },
        onclick: () => this.tapCard(column, index),
      })),
      );
    }));
    this.removals.replaceChildren(...(removable.length ? [
      h("span", {}, words.say("Complete series — tap to remove:")),
      ...removable.map((column) => h("button", { type: "button", class: "btn small sd-remove",
        dataset: { column }, disabled, onclick: () => this.onRemove(column) },
      words.say("Column {n}", { n: column })))] : []));
  }
}
