// A PokerDrez card as a tap target, the way the card games that lay out many cards draw it
// (SoloDrez's columns, SokuDrez's grid, RummiDrez's melds and hand): the printed face, cropped by
// its button, with a readable corner index ("T3": the figure's initial in the page language and
// the number) and the card's name for screen readers ("Torre 3", for "rook-3#2" of a second deck
// too). Its looks are css/card-button.css: link CARD_BUTTON_STYLESHEET with the screen's own
// stylesheets, before them.
//
//   cardIndex(id, names)              -> "T3" (figure initial + number; "N" for a neutral card)
//   cardButton(id, names, attrs)      -> <button class="sx-card"> with the face and the index
//   CARD_BUTTON_STYLESHEET            -> the absolute URL of css/card-button.css

import { h } from "../../dom.js";
import { lang } from "../../i18n.js";
import { baseId, cardImage } from "../../widgets/art.js";

export const CARD_BUTTON_STYLESHEET = new URL("../../../css/card-button.css", import.meta.url).href;

/** Corner letters other than the name's initial, by page language and figure: chess players
 * read an English Knight's K as a king and a neutral card's N as a knight, so English uses chess
 * notation's N for the Knight and a star for the neutral card. The Spanish initials (J, D, T,
 * A, C, P and N) are Spanish chess notation's letters, or clash with none. */
const LETTERS = { en: { knight: "N", neutral: "★" } };

/** The corner index of card `id`: its name's initial and number ("Torre 3" -> "T3"), a
 * neutral card's letter alone; the letter from LETTERS where the page language has one. */
export function cardIndex(id, names) {
  const base = baseId(id);
  const [figure, number = ""] = base.split("-");
  const neutral = figure === "neutral";
  const name = names[base];
  const letter = (LETTERS[lang] || {})[figure] || (name ? name[0] : figure[0]).toUpperCase();
  return neutral ? letter : `${letter}${number}`;
}

/** A card as a button: the printed face (background) and its corner index, named for readers
 * with the card's name in the page language (its id until the names have come). */
export function cardButton(id, names, attrs = {}) {
  return h("button", { type: "button", class: `sx-card${attrs.class ? ` ${attrs.class}` : ""}`,
    "aria-label": names[baseId(id)] || baseId(id), dataset: { card: id, ...(attrs.dataset || {}) },
    "aria-pressed": attrs.pressed === undefined ? null : String(Boolean(attrs.pressed)),
    disabled: attrs.disabled, onclick: attrs.onclick },
  h("img", { class: "sx-face", src: cardImage("pokerdrez", id), alt: "", loading: "lazy" }),
  h("span", { class: "sx-index", "aria-hidden": "true" }, cardIndex(id, names)));
}
