// A PokerDrez card as a tap target, the way the card games that lay out many cards draw it
// (SoloDrez's columns, SokuDrez's grid, RummiDrez's melds and hand): the printed face, cropped by
// its button, with a readable corner index ("T3": the figure's initial in the page language and
// the number). Its looks are css/card-button.css: link CARD_BUTTON_STYLESHEET with the screen's
// own stylesheets, before them.
//
//   cardIndex(id, names)              -> "T3" (figure initial + number; "N" for a neutral card)
//   cardButton(id, names, attrs)      -> <button class="sx-card"> with the face and the index
//   CARD_BUTTON_STYLESHEET            -> the absolute URL of css/card-button.css

import { h } from "../../dom.js";
import { cardImage } from "../../widgets/art.js";

export const CARD_BUTTON_STYLESHEET = new URL("../../../css/card-button.css", import.meta.url).href;

/** The corner index of card `id`: its name's initial and number ("Torre 3" -> "T3"). */
export function cardIndex(id, names) {
  const name = names[id];
  if (!name) return id.startsWith("neutral") ? "N" : id.split("-").map((part) => part[0]).join("").toUpperCase();
  const number = /(\d+)$/.exec(id);
  return id.startsWith("neutral") ? name[0].toUpperCase() : `${name[0].toUpperCase()}${number ? number[1] : ""}`;
}

/** A card as a button: the printed face (background) and its corner index, named for readers. */
export function cardButton(id, names, attrs = {}) {
  return h("button", { type: "button", class: `sx-card${attrs.class ? ` ${attrs.class}` : ""}`,
    "aria-label": names[id] || id, dataset: { card: id, ...(attrs.dataset || {}) },
    "aria-pressed": attrs.pressed === undefined ? null : String(Boolean(attrs.pressed)),
    disabled: attrs.disabled, onclick: attrs.onclick },
  h("img", { class: "sx-face", src: cardImage("pokerdrez", id), alt: "", loading: "lazy" }),
  h("span", { class: "sx-index", "aria-hidden": "true" }, cardIndex(id, names)));
}
