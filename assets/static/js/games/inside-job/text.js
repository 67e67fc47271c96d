// Inside Job's words on a phone (seed 003, docs/rules-decisions.md#inside-job): the catalogue's texts (role
// names, goals, special rules, suit names, why a trick or the game was won; public data from
// assets/games/inside-job.yaml, in the page language), the page texts of these scripts
// (Babel domain "messages", read with `say`), and the
// sentences of the public history.

import { GameWords } from "../../game_words.js";
import { fill, lang } from "../../i18n.js";

export const SUITS = ["green", "yellow", "blue", "red"];
export const VALUES = Array.from({ length: 13 }, (_, i) => i + 1);

export class Words extends GameWords {
  /**
   * @param {object|null} game the game's data from the page (name, strings, components, texts)
   * @param {{seat:number,name:string}[]} seats the table's seats, in table order
   */
  constructor(game, seats) {
    super(game, seats);
    this.game = game || {};
  }

  /** A catalogue string (assets/games/inside-job.yaml `strings`), filled in; "" if missing. */
  string(key, params = {}) {
    const text = this.game.strings?.[key];
    return text ? fill(text, params) : "";
  }

  /** The seats' names as a list in words, "nobody" for none. */
  list(seats) {
    return seats.length ? super.list(seats) : this.say("nobody");
  }

  /** A role card's name ("Agente paranoico"). */
  role(id) {
    return this.game.components?.roles?.[id]?.name || id;
  }

  /** A role card's special rule ("" when the catalogue has none). */
  rule(id) {
    return this.game.components?.roles?.[id]?.rule || "";
  }

  /** A goal's text (goal ids are the engine's: referee/games/inside_job/roles.py, GOALS). */
  goal(id) {
    return this.game.components?.goals?.[id]?.goal || id;
  }

  suit(id) {
    return this.string(`suit_${id}`) || id;
  }

  /** "5 amarillo" / "5 yellow": value and suit name, for sentences. */
  card(card) {
    return this.say("{value} {suit}", { value: card.value, suit: this.suit(card.suit).toLocaleLowerCase(lang) });
  }

  /** Why the last trick was won, as a sentence naming the winner and the card. */
  trickReason(trick) {
    const params = { name: this.name(trick.winner), card: this.card(trick.card) };
    return this.string(`trick_${trick.reason}`, params) || `${params.name}: ${params.card}`;
  }

  /** The headline of the end: which side won. */
  side(outcome) {
    const professor = Object.values(outcome.roles).includes("professor_no");
    const key = outcome.side === "insider" && professor ? "side_professor" : `side_${outcome.side}`;
    return this.string(key) || outcome.side;
  }

  /** Why the game ended. `pub` gives the numbers the sentence may quote. */
  endReason(outcome, pub) {
    const n = outcome.reason === "missions" ? pub.missions : pub.thresholds.insider_briefcases;
    return this.string(`end_${outcome.reason}`, { n }) || outcome.reason;
  }

  /** One public history event as a sentence, or null for a kind this page does not know. */
  event(e) {
    switch (e.type) {
      case "reveal":
        return e.cause === "start"
          ? this.say("{name} reveals at the start: {role}.", { name: this.name(e.seat), role: this.role(e.role) })
          : this.say("{name} reaches the briefcases and reveals: {role}.", { name: this.name(e.seat), role: this.role(e.role) });
      case "peek":
        return this.say("{name} looks at {partner}'s role card: {partner} is the partner.",
          { name: this.name(e.seat), partner: this.name(e.partner) });
      case "trick":
        return e.mission
          ? this.say("Trick {n}: {name} wins it. Mission completed.", { n: e.number, name: this.name(e.winner) })
          : this.say("Trick {n}: {name} wins it. Mission failed.", { n: e.number, name: this.name(e.winner) });
      case "partner_loses_briefcase":
        return this.say("{name} loses a briefcase: the accomplice won the trick.", { name: this.name(e.seat) });
      case "steal":
        return this.say("{name} steals a briefcase from {from}.", { name: this.name(e.seat), from: this.name(e.from) });
      case "hand_cut":
        return this.say("{name} has left: the hand ends here.", { name: this.name(e.seat) });
      case "vote":
        return this.say("The hand is over: the final vote begins.");
      case "end":
        return this.say("The game is over.");
      default:
        return null;
    }
  }
}
