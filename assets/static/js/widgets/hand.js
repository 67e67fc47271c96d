// A hand of cards drawn like the printed cards (images from art.js), and the count of another
// player's hand.
//
//   const hand = new Hand({game, cards, select, selected, max, onSelect, label, layout});
//   parent.append(hand.el); hand.update({cards, selected, ...}); hand.selected -> ["rook-3", ...]
//
// - game: "pokerdrez" (or "neurodrez" for tiles in a hand).
// - cards: [id | {id, name?, faceDown?, disabled?, note?, mark?}]; ids as the API sends them
//   ("rook-3", "rook-3#2"); a card with faceDown (or without an id) shows the back and cannot be
//   selected. name: the accessible name (default: the catalogue's name, e.g. "Rook 3"); note: a
//   short text under the card ("pays e4"); mark: a bar under the card, the text said after its
//   name ("Ana's card": a player's own cards among shared ones).
// - select: "none" (a display), "one" (tap selects, tap again deselects, another tap moves the
//   choice) or "many" (each tap toggles; at most `max` when given).
// - onSelect(ids, card): after every change of the selection, with the chosen ids in hand order.
// - layout: "row" (cards side by side, wrapping) or "fan" (overlapping, each card's corner index
//   visible): the whole hand in view at once, no card showing less than a 44 x 48 px strip (a
//   thumb's width); a hand too long for one line at that size lies in two or more overlapping
//   rows (fanLayout), so no card is out of sight or needs a sideways scroll.
// - concealed: every card shows the back and is named by its place ("Card 2"), with nothing of
//   its id in the page; it can still be chosen by its place (secret_hand.js shows the faces
//   only while they are held). The faces are loaded meanwhile off the page (preloadCard).
// A card that can be chosen is a toggle button (aria-pressed) named by the card (and its note);
// the others are images with that name. The hand is a labelled group.
//
//   handCount({game, count, name}) -> an element: a small back with the number of cards, named
//   "<name>: 5 cards".
//   scrollWhenLaid(selector) -> scrolls what `selector` finds into view (its bottom at the
//   screen's) once a fan just shown has its rows (a hand opened low on a small screen).

import { h } from "../dom.js";
import { t, tn } from "../i18n.js";
import { backImage, cardImage, cardNames, preloadCard, useWidgetStyles } from "./art.js";

const DEFAULTS = { game: "pokerdrez", cards: [], select: "none", max: Infinity,
  onSelect: () => {}, label: "", layout: "row", concealed: false };

/** A fan's sizes in CSS px: card width (narrowest, widest in one line, widest in rows), the
 * smallest strip a card shows (width, height), the gap between cards that need not overlap. */
const FAN = { narrow: 64, wide: 112, rowsWide: 80, strip: 44, rowStrip: 48, gap: 6 };
const CARD_RATIO = 88.9 / 63.5; // the printed card's height over its width

/**
 * How a fan of `count` cards lies in `width` CSS px: `{card, columns, rows, step, rowStep}`
 * (card width, cards a row, rows, the distance between neighbours in a row and between rows).
 * One line when every card fits at FAN.narrow or more; else as many rows as keep each card's
 * strip at least FAN.strip wide, the cards spread evenly over them.
 */
export function fanLayout(width, count) {
  const n = Math.max(count, 1);
  const fit = (width - (n - 1) * FAN.gap) / n;
  if (fit >= FAN.narrow || n === 1) {
    const card = Math.min(FAN.wide, Math.max(fit, FAN.narrow));
    return { card, columns: n, rows: 1, step: card + FAN.gap, rowStep: 0 };
  }
  const perRow = Math.max(1, Math.floor((width - FAN.narrow) / FAN.strip) + 1);
  const rows = Math.ceil(n / perRow);
  const columns = Math.ceil(n / rows);
  const card = Math.min(FAN.rowsWide, Math.max(FAN.narrow, width - (columns - 1) * FAN.strip));
  const step = columns > 1 ? Math.min(card + FAN.gap, (width - card) / (columns - 1)) : 0;
  return { card, columns, rows, step, rowStep: Math.max(FAN.rowStrip, Math.round(card * CARD_RATIO * 0.6)) };
}

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
    this.width = 0;
    if (typeof ResizeObserver !== "undefined") {
      new ResizeObserver(([entry]) => {
        this.width = entry.contentRect.width;
        this.lay();
      }).observe(this.el);
    }
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
    if (concealed) this.cards.filter((card) => !card.faceDown).forEach((card) => preloadCard(game, card.id));
    this.el.replaceChildren(...this.cards.map((card, index) => {
      const picked = this.chosen.includes(card.id);
      const back = card.faceDown || concealed;
      const image = h("img", { src: back ? backImage(game) : cardImage(game, card.id),
        alt: "", draggable: "false", decoding: "async" });
      const shownNote = concealed ? null : card.note;
      const mark = concealed ? null : card.mark;
      const name = [this.name(card, index), shownNote, mark].filter(Boolean).join(", ");
      const attrs = { class: `w-card${picked ? " picked" : ""}${mark ? " marked" : ""}`, "aria-label": name,
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
    this.lay();
  }

  /** A fan's grid for the width it has (known once the hand is on the page). */
  lay() {
    const style = this.el.style;
    if (this.options.layout !== "fan" || !this.width) return;
    const { card, columns, rows, step, rowStep } = fanLayout(this.width, this.cards.length);
    style.setProperty("--w", `${card}px`);
    style.gridTemplateColumns = columns > 1 ? `repeat(${columns - 1}, ${step}px) ${card}px` : `${card}px`;
    style.gridTemplateRows = rows > 1 ? `repeat(${rows - 1}, ${rowStep}px) auto` : "auto";
    this.el.dataset.rows = String(rows);
  }
}

/** Scroll the element `selector` finds into view, its bottom at the screen's, once the fans
 * just shown have their rows: they are laid out on the first frame after they join the page. */
export function scrollWhenLaid(selector) {
  requestAnimationFrame(() => requestAnimationFrame(() => {
    document.querySelector(selector)?.scrollIntoView({ block: "end" });
  }));
}

/** Another player's hand: a small card back with the count, named "<name>: n cards". */
export function handCount({ game = "pokerdrez", count, name = "" }) {
  useWidgetStyles();
  const text = tn("{n} card", "{n} cards", count);
  return h("span", { class: "w-count", role: "img", "aria-label": name ? `${name}: ${text}` : text },
    h("img", { src: backImage(game), alt: "" }),
    h("b", { "aria-hidden": "true" }, String(count)));
}
