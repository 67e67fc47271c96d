// A keypad to enter printed PokerDrez cards at a showdown (Poker7's and PokerGuess's printed
// deck), made for one thumb as Inside Job's trick entry is: the places to fill come in order
// (the common cards, then each player's two), the active one lit; a figure key then a number key
// fills it and moves on to the next empty place. A card already entered is not offered again,
// so a card can never be entered twice; a place is changed by tapping it. The draft survives a
// reload of the page (sessionStorage of this tab) until it is sent. The words come from the
// caller. Styles: .w-keypad in css/widgets.css (loaded once).
//
//   const pad = new CardKeypad({places, figures, numbers, store, texts});
//     places: [{group, label, short}] in order (group: the heading the place is listed under;
//       label: the place named in full, as the missing places are listed; short: its name under
//       the heading, "1");
//     figures: [id, ...] with their names (texts.figure(id)); numbers: [1..9];
//     store: the sessionStorage key of this draft (one per table and hand);
//     texts: {figure(id), card(id), active(label), done, clear, undo, missing(labels)}.
//   pad.el; pad.values() -> [id | ""] in place order; pad.missing() -> labels of the empty places;
//   pad.onChange = () => {...} (after every change); pad.forget() once the cards are sent.

import { h } from "../dom.js";
import { useWidgetStyles } from "./art.js";

function load(store, count) {
  try {
    const saved = JSON.parse(sessionStorage.getItem(store) || "null");
    if (saved && Array.isArray(saved.cards) && saved.cards.length === count) return saved;
  } catch {
    // A damaged draft is simply not used.
  }
  return { cards: Array(count).fill(""), active: 0, undo: [] };
}

export class CardKeypad {
  constructor({ places, figures, numbers, store, texts }) {
    useWidgetStyles();
    this.places = places;
    this.store = store;
    this.texts = texts;
    this.draft = load(store, places.length);
    this.figure = null;
    this.onChange = () => {};
    this.slots = places.map((place, i) => h("button", { type: "button", class: "w-keypad-slot",
      dataset: { place: String(i) }, onclick: () => { this.draft.active = i; this.sync(); } }));
    const groups = [...new Set(places.map((p) => p.group))];
    const list = groups.map((group) => h("div", { class: "w-keypad-group" }, h("h3", {}, group),
      h("div", { class: "w-keypad-slots" }, this.slots.filter((_, i) => places[i].group === group))));
    this.label = h("p", { class: "w-keypad-label", "aria-live": "polite" });
    this.figureKeys = figures.map((id) => h("button", { type: "button", class: "btn w-keypad-figure",
      "aria-pressed": "false", dataset: { figure: id }, onclick: () => { this.figure = id; this.sync(); } }, texts.figure(id)));
    this.numberKeys = numbers.map((n) => h("button", { type: "button", class: "btn w-keypad-number",
      dataset: { number: String(n) }, onclick: () => this.enter(`${this.figure}-${n}`) }, String(n)));
    this.clearKey = h("button", { type: "button", class: "btn w-keypad-tool", onclick: () => this.change(() => {
      this.draft.cards[this.draft.active] = "";
    }) }, texts.clear);
    this.undoKey = h("button", { type: "button", class: "btn w-keypad-tool", onclick: () => {
      const previous = this.draft.undo.pop();
      if (previous) Object.assign(this.draft, { ...JSON.parse(previous), undo: this.draft.undo });
      this.sync();
    } }, texts.undo);
    this.el = h("div", { class: "w-keypad" }, list,
      h("div", { class: "w-keypad-pad" }, this.label,
        h("div", { class: "w-keypad-figures", role: "group" }, this.figureKeys),
        h("div", { class: "w-keypad-numbers", role: "group" }, this.numberKeys, this.clearKey, this.undoKey)));
    this.sync();
  }

  /** A change of the draft that Undo can take back. */
  change(apply) {
    const { cards, active } = this.draft;
    this.draft.undo.push(JSON.stringify({ cards, active }));
    apply();
    this.sync();
  }

  /** Put `id` in the active place and move to the next empty one (after it, then from the top). */
  enter(id) {
    this.change(() => {
      const { cards } = this.draft;
      const i = this.draft.active;
      cards[i] = id;
      const next = cards.findIndex((c, j) => j > i && !c);
      this.draft.active = next >= 0 ? next : cards.findIndex((c) => !c);
    });
  }

  values() {
    return [...this.draft.cards];
  }

  missing() {
    return this.places.filter((_, i) => !this.draft.cards[i]).map((p) => p.label);
  }

  forget() {
    try {
      sessionStorage.removeItem(this.store);
    } catch {
      // Nothing was stored.
    }
  }

  sync() {
    try {
      sessionStorage.setItem(this.store, JSON.stringify(this.draft));
    } catch {
      // Without storage the draft lives as long as the page.
    }
    const { cards, active } = this.draft;
    const { texts } = this;
    this.slots.forEach((slot, i) => {
      slot.classList.toggle("active", i === active);
      slot.setAttribute("aria-label", `${this.places[i].label}: ${cards[i] ? texts.card(cards[i]) : "—"}`);
      slot.replaceChildren(h("span", { class: "w-keypad-place", "aria-hidden": "true" }, this.places[i].short ?? this.places[i].label),
        h("span", { class: cards[i] ? "w-keypad-card" : "w-keypad-empty" }, cards[i] ? texts.card(cards[i]) : "—"));
    });
    this.label.textContent = active >= 0 ? texts.active(this.places[active].label) : texts.done;
    this.figureKeys.forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.figure === this.figure)));
    const taken = new Set(cards.filter((c, i) => c && i !== active));
    this.numberKeys.forEach((b) => {
      b.disabled = active < 0 || !this.figure || taken.has(`${this.figure}-${b.dataset.number}`);
    });
    this.clearKey.disabled = active < 0 || !cards[active];
    this.undoKey.disabled = this.draft.undo.length === 0;
    this.onChange();
  }
}
