// The words of the PokerDrez deck that its card games share (seed 004; the deck's six figures):
// a game's Words class extends DeckWords instead of GameWords to name figures. The texts are the
// game's own page texts: a game that imports this module carries them.

import { GameWords } from "./game_words.js";

export class DeckWords extends GameWords {
  /** A figure's name in the page language: "Joker", "Queen"…; an unknown id as it is. */
  figure(figure) {
    return {
      joker: this.say("Joker"), queen: this.say("Queen"), rook: this.say("Rook"),
      bishop: this.say("Bishop"), knight: this.say("Knight"), pawn: this.say("Pawn"),
    }[figure] || figure;
  }
}
