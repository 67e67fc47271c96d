// DomiDrez's words on a phone (seed 004 DomiDrez; docs/rules-decisions.md#domidrez): the page
// texts of these scripts (Babel domain "messages", read with
// `say`), figures, colours and cards in words, what must be followed, the sentences of the
// history and the hand's and match's results explained.

import { DeckWords } from "../../deck_words.js";

/** The card images' game (widgets/art.js): PokerDrez's cards, the neutral card reading
 * DomiDrez's rule instead of PokerDrez's swap (referee/service/card_art.py). */
export const CARDS = "domidrez";

/** The figures a neutral card may name, highest first (the API's ids). */
export const FIGURES = ["joker", "queen", "rook", "bishop", "knight", "pawn"];

/** The colours a neutral card may name: the numbers printed on the cards. */
export const COLOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** Orange's number: its English name takes "an". */
const ORANGE = 8;

export class Words extends DeckWords {
  /** A colour's printed name alone: "purple". */
  colourName(n) {
    return [null, this.say("grey"), this.say("red"), this.say("magenta"), this.say("purple"),
      this.say("blue"), this.say("yellow"), this.say("cyan"), this.say("orange"),
      this.say("green")][n] || String(n);
  }

  /** A colour with its number: "purple (4)". */
  colour(n) {
    return this.say("{colour} ({n})", { colour: this.colourName(n), n });
  }

  /** A card in words: "Rook 4", "Neutral card" (a second deck's copy reads the same). */
  card(id) {
    const [figure, number] = String(id).replace(/#\d+$/, "").split("-");
    if (figure === "neutral") return this.say("Neutral card");
    return `${this.figure(figure)} ${number}`;
  }

  /**
   * What the next card must share: "a purple (4) card, a Joker or a neutral card", "an orange
   * (8) card, …" (English takes "an" before orange, the one colour name with a vowel first).
   */
  follow(need) {
    const params = { colour: this.colour(need.colour), figure: this.figure(need.figure) };
    return need.colour === ORANGE ? this.say("an {colour} card, a {figure} or a neutral card", params)
      : this.say("a {colour} card, a {figure} or a neutral card", params);
  }

  /** "Rook and yellow (6)": what a neutral card named. */
  named(named) {
    return this.say("{figure} and {colour}", { figure: this.figure(named.figure), colour: this.colour(named.colour) });
  }

  /** One sentence of the public history. */
  event(e) {
    const name = e.seat === null ? "" : this.name(e.seat);
    switch (e.event) {
      case "deal":
        return e.how === "physical"
          ? this.say("Hand {n}: dealt with the printed cards.", { n: e.hand })
          : this.say("Hand {n}: {name} dealt; {card} turned up.", { n: e.hand, name: this.name(e.dealer), card: this.card(e.cards[0]) });
      case "play":
        return e.named ? this.say("{name} played a neutral card and named {named}.", { name, named: this.named(e.named) })
          : this.say("{name} played {card}.", { name, card: this.card(e.cards[0]) });
      case "draw":
        return this.say("{name} drew a card and passed.", { name });
      case "pass":
        return this.say("{name} passed.", { name });
      case "hand_result":
        return this.say("{name} entered the hand's result.", { name });
      case "hand_end":
        return this.handEnd(e);
      default:
        return "";
    }
  }

  /** A hand's end in one or two sentences: who went out or the blocked game, and the points. */
  handEnd(result) {
    const winners = result.winners;
    const points = result.points[String(winners[0])];
    const prefix = result.hand ? this.say("Hand {n}:", { n: result.hand }) + " " : "";
    if (!result.blocked && result.how !== "blocked") {
      return prefix + this.say("{name} went out and scores {points}: the cards left in the other hands.",
        { name: this.name(winners[0]), points });
    }
    const low = result.cards_left[String(winners[0])];
    const blocked = this.say("Blocked game: the deck is empty and nobody can play.");
    const scored = winners.length === 1
      ? this.say("{name} holds the fewest cards ({low}) and scores {points}: the cards the others hold beyond {low}.",
        { name: this.name(winners[0]), low, points })
      : this.say("{names} tie with the fewest cards ({low}); each scores {points}: the cards the others hold beyond {low}.",
        { names: this.list(winners), low, points });
    return `${prefix}${blocked} ${scored}`;
  }

  /** What a player did last, for the players' list ("" before his first move of the hand). */
  lastAction(e) {
    if (!e) return "";
    if (e.event === "play") {
      return e.named ? this.say("played a neutral card: {named}", { named: this.named(e.named) })
        : this.say("played {card}", { card: this.card(e.cards[0]) });
    }
    return e.event === "draw" ? this.say("drew a card") : e.event === "pass" ? this.say("passed") : "";
  }
}
