// lucha's cards drawn as HTML (they are not PokerDrez cards, so not the image widget): the
// catalogue's name, the value a track card prints, the colour of its type as printed
// (assets/games/lucha.yaml, tables.styles), a star on specials; a face-down card is the back.

import { h } from "../../dom.js";
import { cardType, cardValue, printedId } from "./text.js";

const VOWEL = /[aeiouyáéíóúü]/i;

/**
 * A long word with soft hyphens where a syllable may start (before a consonant that a vowel
 * follows, after a vowel or a vowel and a consonant, three letters from either end), so that a
 * name too wide for a small card breaks as "Mani-pulator", never "Manipulato r".
 */
function breakable(word) {
  const vowel = (i) => VOWEL.test(word[i] || "");
  const letter = (i) => /\p{L}/u.test(word[i] || "");
  let out = "";
  for (let i = 0; i < word.length; i += 1) {
    const starts = i >= 3 && i <= word.length - 3 && letter(i) && !vowel(i) && vowel(i + 1)
      && (vowel(i - 1) || (letter(i - 1) && vowel(i - 2)));
    out += (starts ? "\u00AD" : "") + word[i];
  }
  return out;
}

/** The style class of a card: its type for game cards, "cura" or "special" for specials. */
export function styleOf(game, card) {
  const type = cardType(game, card);
  if (type) return type;
  return printedId(card) === "cura" ? "cura" : "special";
}

/**
 * One card. `opts`: {lit, selected, disabled, onTap, small, note}. Without onTap it is a
 * plain element; with it a button whose pressed state tells the selection.
 */
export function cardEl(words, card, opts = {}) {
  const value = cardValue(card);
  const style = styleOf(words.game, card);
  const name = words.card(card).replace(/\s[+−]\d+$/, "");
  const long = name.split(/\s+/).some((word) => word.length > 8);
  const cls = ["lu-card", `lu-t-${style}`, opts.small ? "small" : "", long ? "long" : "",
    opts.lit ? "lit" : "", opts.selected ? "selected" : ""].filter(Boolean).join(" ");
  const body = [
    h("span", { class: "lu-card-name" }, long ? name.split(" ").map((w) => (w.length > 8 ? breakable(w) : w)).join(" ") : name),
    value === null ? null : h("span", { class: "lu-card-value" }, `${value > 0 ? "+" : "−"}${Math.abs(value)}`),
    style === "special" || style === "cura" ? h("span", { class: "lu-card-star", "aria-hidden": "true" }, "★") : null,
    opts.note ? h("span", { class: "lu-card-note" }, opts.note) : null,
  ];
  if (!opts.onTap) return h("span", { class: cls, dataset: { card }, title: words.effect(card) }, body);
  return h("button", { type: "button", class: cls, dataset: { card }, "aria-pressed": String(Boolean(opts.selected)),
    "aria-label": words.card(card), title: words.effect(card), disabled: opts.disabled || false,
    onclick: opts.onTap }, body);
}

/** A face-down card (the shared back). */
export function backEl(small = true) {
  return h("span", { class: `lu-card lu-back${small ? " small" : ""}`, "aria-hidden": "true" }, "☭");
}
