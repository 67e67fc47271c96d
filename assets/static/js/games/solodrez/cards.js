// What the two PokerDrez solitaires (SoloDrez, SokuDrez) draw alike on a phone: a card as a tap
// target that shows the printed face with a readable corner index ("T3": the figure's initial in
// the page language and the number, in the card's colour frame), and the games' words. SokuDrez
// imports this module.
//
//   new Words(game, seats)            .say(msgid, params), .name(seat), .list(seats)
//   cardIndex(id, names)              -> "T3" (figure initial + number; "N" for a neutral card)
//   cardButton(id, names, attrs)      -> <button class="sx-card"> with the face and the index

import { h } from "../../dom.js";
import { fill, listNames } from "../../i18n.js";
import { cardImage } from "../../widgets/art.js";

export class Words {
  /** @param {object|null} game the game's page data (texts) @param {{seat, name}[]} seats */
  constructor(game, seats) {
    this.texts = (game || {}).texts || {};
    this.names = new Map((seats || []).map((seat) => [seat.seat, seat.name]));
  }

  /** A page text of these scripts in the page language (English msgid), filled in. */
  say(msgid, params = {}) {
    return fill(Object.hasOwn(this.texts, msgid) ? this.texts[msgid] : msgid, params);
  }

  name(seat) {
    return this.names.get(seat) ?? this.say("Seat {n}", { n: seat + 1 });
  }

  list(seats) {
    return listNames(seats.map((seat) => this.name(seat)));
  }
}

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
