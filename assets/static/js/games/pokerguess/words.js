// PokerGuess's words (seed 004 PokerDrez, PokerGuess; docs/rules-decisions.md#pokerguess): the
// page texts (read with `say`), colours, figures and
// predictions in words, and why a prediction holds or fails at the showdown.

import { GameWords } from "../../game_words.js";

/** The colours: the numbers printed on the cards (1 grey … 9 green). */
export const COLOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
/** The figures, strongest first (joker 6 … pawn 1). */
export const FIGURES = ["joker", "queen", "rook", "bishop", "knight", "pawn"];

export class Words extends GameWords {
  /** `names`: the cards' names by id ("rook-3": "Rook 3", widgets/art.js cardNames). */
  constructor(game, seats, names = {}) {
    super(game, seats);
    this.cards = names;
  }

  /** A card's printed name: "Bishop 5". */
  cardName(id) {
    return this.cards[id] || id;
  }

  /** A colour's printed name: "Red". */
  colourName(n) {
    return [null, this.say("Grey"), this.say("Red"), this.say("Magenta"), this.say("Purple"),
      this.say("Blue"), this.say("Yellow"), this.say("Cyan"), this.say("Orange"), this.say("Green")][n];
  }

  /** A figure's printed name: "Bishop". */
  figureName(figure) {
    return { joker: this.say("Joker"), queen: this.say("Queen"), rook: this.say("Rook"),
      bishop: this.say("Bishop"), knight: this.say("Knight"), pawn: this.say("Pawn") }[figure];
  }

  /** A prediction in words: "Red ×4 · Bishop ×4". */
  prediction(p) {
    return this.say("{colour} ×{cc} · {figure} ×{fc}", { colour: this.colourName(p.colour),
      cc: p.colour_count, figure: this.figureName(p.figure), fc: p.figure_count });
  }

  /** "12 chips". */
  chips(n) {
    return this.sayN("{n} chip", "{n} chips", n);
  }

  /** "3 Red cards" / "1 Rook card": `n` cards of colour `colour` or figure `figure` (one of
   * the two given, in words). */
  cardsOf(n, { colour = null, figure = null }) {
    return colour !== null ? this.sayN("{n} {colour} card", "{n} {colour} cards", n, { colour })
      : this.sayN("{n} {figure} card", "{n} {figure} cards", n, { figure });
  }

  /** Why prediction `p` holds or fails, from its check `c` ({colour, figure, both, short}). */
  why(p, c) {
    const colour = this.colourName(p.colour);
    const figure = this.figureName(p.figure);
    const colourCards = this.cardsOf(c.colour, { colour });
    const figureCards = this.cardsOf(c.figure, { figure });
    if (c.short === "colour") {
      return this.say("Fails: {cards}, {need} needed.", { cards: colourCards, need: p.colour_count });
    }
    if (c.short === "figure") {
      return this.say("Fails: {cards}, {need} needed.", { cards: figureCards, need: p.figure_count });
    }
    if (c.short === "both") {
      const total = this.sayN("{n} card", "{n} cards", c.colour + c.figure - c.both);
      return this.say("Fails: {a} and {b}, but the {colour} {figure} counts only once: {total}, {need} needed.",
        { a: colourCards, b: figureCards, colour, figure, total, need: p.colour_count + p.figure_count });
    }
    return this.say("Holds: {a} and {b}.", { a: colourCards, b: figureCards });
  }
}
