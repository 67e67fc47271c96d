// A hand of cards drawn like the printed cards (images from art.js), and the count of another
// player's hand.
//
//   const hand = new Hand({game, cards, select, selected, max, onSelect, label, layout});
//   parent.append(hand.el); hand.update({cards, selected, ...}); hand.selected -> ["rook-3", ...]
//
// - game: "pokerdrez" (or "neurodrez" for tiles in a hand).
// - cards: [id | {id, name?, faceDown?, disabled?, note?}]; ids as the API sends them
//   ("rook-3", "rook-3#2"); a card with faceDown (or without an id) shows the back and cannot be
//   selected. name: the accessible name (default: the catalogue's name, e.g. "Rook 3"); note: a
//   short text under the card ("pays e4").
// - select: "none" (a display), "one" (tap selects, tap again deselects, another tap moves the
//   choice) or "many" (each tap toggles; at most `max` when given).
// - onSelect(ids, card): after every change of the selection, with the chosen ids in hand order.
// - layout: "row" (cards side by side, wrapping) or "fan" (overlapping, each card's corner index
//   visible, the whole hand in one line).
// - concealed: every card shows the back and is named by its place ("Card 2"), with nothing of
//   its id in the page; it can still be chosen by its place (secret_hand.js shows the faces
//   only while they are held).
// A card that can be chosen is a toggle button (aria-pressed) named by the card (and its note);
// the others are images with that name. The hand is a labelled group.
//
//   handCount({game, count, name}) -> an element: a small back with the number of cards, named
//   "<name>: 5 cards".

import { h } from "../dom.js";
import { t, tn } from "../i18n.js";
import { backImage, cardImage, cardNames, useWidgetStyles } from "./art.js";

const DEFAULTS = { game: "pokerdrez", cards: [], select: "none", max: Infinity,
  onSelect: () => {}, label: "", layout: "row", concealed: false };

function normalise(card) {
  const spec = typeof card === "string" ? { id: card } : { ...card };
  if (!spec.id) spec.faceDown = true;
  return spec;
}

export class Hand {
  constructor(options = {}) {
    useWidgetStyles();
    this.options = { ...DEFAULTS };
    this.chosen = [];
    this.names = {};
    this.el = h("div", { class: "w-hand", role: "group" });
    this.update(options);
    cardNames(this.options.game).then((names) => {
      this.names = names;
      this.render();
    });
  }

  /** The chosen card ids, in hand order. */
  get selected() {
    return this.cards.filter((card) => this.chosen.includes(card.id)).map((card) => card.id);
  }

  /**
   * Change any option (same keys as the constructor). Without `selected`, the chosen cards
   * that are still in the hand stay chosen.
   */
  update(changes = {}) {
    Object.assign(this.options, changes);
    this.cards = this.options.cards.map(normalise);
    const ids = new Set(this.cards.filter((card) => !card.faceDown).map((card) => card.id));
    const wanted = changes.selected !== undefined ? changes.selected : this.chosen;
    this.chosen = wanted.filter((id) => ids.has(id));
    this.render();
  }

  /** Choose nothing (does not call onSelect). */
  clear() {
    this.chosen = [];
    this.render();
  }

  name(card, index) {
    if (this.options.concealed) return t("Card {n}", { n: index + 1 });
    if (card.faceDown) return card.name || t("face-down card");
    return card.name || this.names[card.id.replace(/#\d+$/, "")] || card.id;
  }

  tap(card) {
    const { select, max } = this.options;
    const on = this.chosen.includes(card.id);
    if (select === "one") this.chosen = on ? [] : [card.id];
    else if (on) this.chosen = this.chosen.filter((id) => id !== card.id);
    else if (this.chosen.length < max) this.chosen = [...this.chosen, card.id];
    else return;
    this.render();
    this.el.querySelector(`button[data-index="${this.cards.indexOf(card)}"]`)?.focus();
    this.options.onSelect(this.selected, card);
  }

  render() {
    const { game, select, layout, label, concealed } = this.options;
    this.el.className = `w-hand ${layout === "fan" ? "fan" : "row"}`;
    this.el.style.setProperty("--n", String(Math.max(this.cards.length, 1)));
    if (label) this.el.setAttribute("aria-label", label);
    const active = document.activeElement;
    const focused = this.el.contains(active) ? active.dataset.index : null;
    this.el.replaceChildren(...this.cards.map((card, index) => {
      const picked = this.chosen.includes(card.id);
      const back = card.faceDown || concealed;
      const image = h("img", { src: back ? backImage(game) : cardImage(game, card.id),
        alt: "", draggable: "false", decoding: "async" });
      const shownNote = concealed ? null : card.note;
      const name = shownNote ? `${this.name(card, index)}, ${shownNote}` : this.name(card, index);
      const attrs = { class: `w-card${picked ? " picked" : ""}`, "aria-label": name,
        dataset: { index: String(index), card: concealed ? "" : card.id || "" } };
      const note = shownNote ? h("span", { class: "w-note", "aria-hidden": "true" }, shownNote) : null;
      const interactive = select !== "none" && !card.faceDown;
      const el = interactive
        ? h("button", { ...attrs, type: "button", "aria-pressed": String(picked),
          disabled: card.disabled || false, onclick: () => this.tap(card) }, image, note)
        : h("span", { ...attrs, role: "img" }, image, note);
      el.style.setProperty("--i", String(index));
      return el;
    }));
    if (focused !== null && focused !== undefined) {
      this.el.querySelector(`button[data-index="${focused}"]`)?.focus();
    }
  }
}

/** Another player's hand: a small card back with the count, named "<name>: n cards". */
export function handCount({ game = "pokerdrez", count, name = "" }) {
  useWidgetStyles();
  const text = tn("{n} card", "{n} cards", count);
  return h("span", { class: "w-count", role: "img", "aria-label": name ? `${name}: ${text}` : text },
    h("img", { src: backImage(game), alt: "" }),
    h("b", { "aria-hidden": "true" }, String(count)));
}
