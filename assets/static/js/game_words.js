// The words every game screen needs: its page texts (every text the game's scripts and the
// scripts they import hand to `say`, Babel domain "messages"), read with `say`, and the players'
// names. A game's own Words class extends GameWords with its pieces, sides and sentences.

import { countForm, fill, listNames } from "./i18n.js";

export class GameWords {
  /**
   * @param {object|null} game the game's data from the page (name, texts)
   * @param {{seat:number,name:string}[]|null} seats the table's seats, in table order
   */
  constructor(game, seats) {
    this.texts = (game || {}).texts || {};
    this.names = new Map((seats || []).map((seat) => [seat.seat, seat.name]));
  }

  /** A page text of these scripts in the page language (English msgid), filled in. */
  say(msgid, params = {}) {
    const text = Object.hasOwn(this.texts, msgid) ? this.texts[msgid] : msgid;
    return fill(typeof text === "string" ? text : msgid, params);
  }

  /** A page text with a count ("{n} card" / "{n} cards") for the count `n`, filled in. */
  sayN(singular, plural, n, params = {}) {
    return countForm(Object.hasOwn(this.texts, singular) ? this.texts[singular] : null, singular,
      plural, n, params);
  }

  /** "Ana won" / "Ana and Ben won": the winners `seats`, the verb agreeing with their number. */
  won(seats) {
    return this.sayN("{names} won", "{names} won", seats.length, { names: this.list(seats) });
  }

  /** "Ana won the match" / "Ana and Ben won the match", the verb agreeing with `seats`. */
  wonMatch(seats) {
    return this.sayN("{names} won the match", "{names} won the match", seats.length,
      { names: this.list(seats) });
  }

  /** The name of `seat`'s player, or "Seat n" for an empty seat. */
  name(seat) {
    return this.names.get(seat) ?? this.say("Seat {n}", { n: seat + 1 });
  }

  /** The names of `seats`, as a list in words ("Ana, Bruno and Carla"). */
  list(seats) {
    return listNames(seats.map((seat) => this.name(seat)));
  }
}
