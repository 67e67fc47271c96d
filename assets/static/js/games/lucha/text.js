// lucha's words on a phone (seed 000 Politburó, lucha de poder; docs/rules-decisions.md#lucha):
// the page texts of these scripts (Babel domain "messages",
// read with `say`), the names of players, candidates, offices and cards from the catalogue
// (the page's game data), and the sentences of the history.

import { GameWords } from "../../game_words.js";
import { fill } from "../../i18n.js";

/** A card id "demagogia-2#4" → its catalogue id "demagogia-2". */
export function printedId(card) {
  return String(card).split("#")[0];
}

/** The basic type of a game card ("demagogia"), or null for a special. */
export function cardType(game, card) {
  const printed = printedId(card);
  if (!game.components.cards || !(printed in game.components.cards)) return null;
  return printed.replace(/-\d+$/, "");
}

/** The signed value a track card prints (+2, −3), or null. */
export function cardValue(card) {
  const found = /-(\d+)$/.exec(printedId(card));
  if (!found) return null;
  const type = printedId(card).replace(/-\d+$/, "");
  return type === "demagogia" ? Number(found[1]) : -Number(found[1]);
}

export class Words extends GameWords {
  /**
   * @param {object} game the game's data from the page (texts, components)
   * @param {{seat:number,name:string}[]} seats the table's seats, in table order
   */
  constructor(game, seats) {
    super(game, seats);
    this.game = game || { components: {} };
  }

  text(component, id, field = "name") {
    const entry = (this.game.components[component] || {})[id];
    return entry && entry[field] ? entry[field] : id;
  }

  candidate(id) {
    return this.text("candidates", id);
  }

  office(id) {
    return this.text("offices", id);
  }

  /** A card's printed name with its value: "Demagogia +2", "¡Atentado!". */
  card(card) {
    const printed = printedId(card);
    if (this.game.components.cards && printed in this.game.components.cards) {
      const value = cardValue(card);
      const name = this.text("cards", printed);
      return value === null ? name : `${name} ${value > 0 ? "+" : "−"}${Math.abs(value)}`;
    }
    return this.text("specials", printed);
  }

  /** The effect a card prints (rules of a special, effect of a game card). */
  effect(card) {
    const printed = printedId(card);
    if (this.game.components.cards && printed in this.game.components.cards) {
      const value = cardValue(card);
      return fill(this.text("cards", printed, "effect"),
        { amount: value === null ? "" : Math.abs(value), value: value ?? "" });
    }
    return this.text("specials", printed, "rules");
  }

  /** How long an effect in force lasts. */
  lasts(effect) {
    return effect.until === null ? this.say("until the end of the candidacy")
      : this.say("until {name}'s next turn", { name: this.name(effect.until) });
  }

  /** One sentence of the public history, or "" for events not told. */
  event(e) {
    const who = e.seat === null ? "" : this.name(e.seat);
    const cards = (e.cards || []).map((c) => this.card(c)).join(" + ");
    const cand = (id) => this.candidate(id);
    switch (e.event) {
      case "play":
        return e.how === "assigned"
          ? this.say("{name} plays {card} from {from} on {target}.", { name: who, card: cards, from: cand(e.candidate), target: cand(e.target) })
          : this.say("{name} plays {card} on {target}.", { name: who, card: cards, target: cand(e.target) });
      case "special":
        return e.target ? this.say("{name} plays {card} on {target}.", { name: who, card: cards, target: e.target in (this.game.components.candidates || {}) ? cand(e.target) : e.target })
          : this.say("{name} plays {card}.", { name: who, card: cards });
      case "respond":
        return this.say("{name} answers with {card} from {candidate}.", { name: who, card: cards, candidate: cand(e.candidate) });
      case "take":
        return this.say("{name} takes it on {candidate}.", { name: who, candidate: cand(e.candidate) });
      case "loyalty":
        return this.say("{candidate}: loyalty {change} → {value}", { candidate: cand(e.candidate), change: signed(e.change), value: e.value });
      case "health":
        return this.say("{candidate}: health {change} → {value}", { candidate: cand(e.candidate), change: signed(e.change), value: e.value });
      case "office":
        return e.candidate ? this.say("{candidate} takes the office of {office}.", { candidate: cand(e.candidate), office: this.office(e.office) })
          : this.say("{office} falls vacant.", { office: this.office(e.office) });
      case "eliminated":
        return e.how === "siberia" ? this.say("{candidate} is sent to Siberia.", { candidate: cand(e.candidate) })
          : this.say("{candidate} dies.", { candidate: cand(e.candidate) });
      case "ability":
        return e.office === "nkvd" ? this.say("{name} (NKVD) looks at the cards of {candidate}.", { name: who, candidate: cand(e.candidate) })
          : this.say("{name} uses the office of {office}.", { name: who, office: this.office(e.office) });
      case "assign":
        return this.say("{name} assigns a card to {candidate}.", { name: who, candidate: cand(e.candidate) });
      case "rescue":
        return this.say("{name} rescues {candidate}.", { name: who, candidate: cand(e.candidate) });
      case "candidacy_end":
        return this.say("End of candidacy {n}.", { n: e.candidacy });
      case "turn":
        return this.say("{name}'s turn.", { name: who });
      case "discard":
        return e.how === "end_turn" || e.how === "discard"
          ? this.say("{name} discards {card}.", { name: who, card: cards }) : "";
      default:
        return "";
    }
  }
}

function signed(n) {
  return n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : "±0";
}
