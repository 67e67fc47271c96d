// The last thing that happened at the table, as one line under the status line on every phone
// and on the table screen ("Last: Sam laid Rook 4, Pawn 4 and Knight 4 in a new meld."), so that a
// player who looked away sees what changed without opening the history.
//
// A game's screen gives it with its status line: `update(info, view)` and `renderPublic(view,
// el, game)` return `{text, sub, kind, last}`, where `last` is the newest event in the game's own
// words (a string; or `{text, key}`, `key` changing with each event, so that the same sentence
// twice in a row still counts as new; null or "" for nothing yet). table.js and screen.js show it;
// a game that returns no `last` shows no line.
//
//   newestEvent(history, sentence) -> {text, key} | null
//     the newest entry of a view's public history (referee/games/kit/history.py: entries
//     {n, event, seat, cards, how, ...}) for which `sentence(entry)` is not empty; key is its n.
//   const line = new LastEvent(); statusBox.after(line.el); line.update(status.last);
//
// A new event flashes the line once (not under prefers-reduced-motion); it is a polite live
// region, so a screen reader reads each new event once.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { useWidgetStyles } from "./art.js";

/**
 * The newest event of `history` (oldest first) that `sentence` puts in words, as `{text, key}`;
 * null when none has words. `sentence(entry)` returns a string ("" to skip the entry).
 */
export function newestEvent(history, sentence) {
  for (let i = (history || []).length - 1; i >= 0; i -= 1) {
    const text = sentence(history[i]);
    if (text) return { text, key: history[i].n ?? i };
  }
  return null;
}

export class LastEvent {
  constructor() {
    useWidgetStyles();
    this.text = h("span", { class: "w-last-text" });
    this.el = h("p", { class: "w-last", role: "status", "aria-live": "polite", hidden: true },
      h("span", { class: "w-last-label" }, t("Last:")), " ", this.text);
    this.key = undefined;
    this.el.addEventListener("animationend", () => this.el.classList.remove("fresh"));
  }

  /** Show `last` (a string, `{text, key}`, or null/"" to hide the line). */
  update(last) {
    const { text = "", key = text } = typeof last === "string" ? { text: last } : last || {};
    const serial = JSON.stringify([key, text]);
    if (serial === this.key) return;
    const shown = this.key !== undefined;
    this.key = serial;
    this.el.hidden = !text;
    this.text.textContent = text;
    if (shown && text) {
      this.el.classList.remove("fresh");
      void this.el.offsetWidth; // restart the flash for an event that follows another at once
      this.el.classList.add("fresh");
    }
  }
}
