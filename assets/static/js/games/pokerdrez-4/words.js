// PokerDrez for 4's words on a phone (seed 004 PokerDrez para 4; docs/rules-decisions.md
// #pokerdrez-4): the kit's words of the chess games with cards (../kit/chess_words.js: cards,
// figures, payments, the shared events) with the four colours, the pairs, moves and re-entries
// on the cross board, the history and the end.

import { listNames } from "../../i18n.js";
import { ChessWords } from "../kit/chess_words.js";

export const ORDER = ["yellow", "green", "red", "blue"];
export const PAIRS = { light: ["yellow", "red"], dark: ["green", "blue"] };

export class Words4 extends ChessWords {
  /** "Yellow", "Green", "Red", "Blue". */
  colour(colour) {
    return { yellow: this.say("Yellow"), green: this.say("Green"), red: this.say("Red"),
      blue: this.say("Blue") }[colour] || colour;
  }

  /** "Light (Yellow and Red)". */
  pair(name) {
    const colours = listNames(PAIRS[name].map((c) => this.colour(c)));
    return name === "light" ? this.say("Light ({colours})", { colours })
      : this.say("Dark ({colours})", { colours });
  }

  /** A piece's name, the king included. */
  piece(figure) {
    return figure === "king" ? this.say("King") : this.figure(figure);
  }

  /** "Ana (Red)". */
  who(seat, colour) {
    return this.say("{name} ({colour})", { name: this.name(seat), colour: this.colour(colour) });
  }

  /** "Red: Knight e1–f3, takes Green's Pawn, paid with Knight 3" — a move or a re-entry. */
  lastMove(move) {
    const taken = move.captured ? this.say("takes {colour}'s {piece}",
      { colour: this.colour(move.captured.colour), piece: this.piece(move.captured.piece) }) : "";
    const what = move.kind === "enter"
      ? this.say("{piece} back on {square}", { piece: this.piece(move.piece), square: move.to })
      : move.castling ? this.say("castles {from}–{to}", { from: move.from, to: move.to })
        : `${this.piece(move.piece)} ${move.from}–${move.to}`;
    const parts = [what, taken, this.paid(move.paid)].filter(Boolean).join(", ");
    return this.say("{who}: {move}", { who: this.who(move.seat, move.colour), move: parts });
  }

  /** One sentence of the public history. */
  event(e) {
    const name = e.seat === null ? "" : this.name(e.seat);
    switch (e.event) {
      case "move":
      case "enter":
        return this.lastMove({ ...e, kind: e.event, paid: e.how === "card" ? { card: e.cards[0] }
          : e.how === "die" ? { die: e.die } : null });
      case "pass":
        return this.say("{name} has no move to pay and passes.", { name: this.who(e.seat, e.colour) });
      case "swap":
        return this.swapEvent(e, this.say("{name} swaps a neutral card with {other}'s hand.", { name, other: this.name(e.opponent) }));
      case "offer_resign":
        return this.say("{name} proposes to resign for the pair.", { name });
      case "answer_resign":
        return e.how === "withdraw" ? this.say("{name} withdraws the proposal to resign.", { name })
          : this.say("{name} refuses to resign: the pair plays on.", { name });
      default:
        return super.event(e);
    }
  }

  /** Why the game ended, in one sentence. */
  reason(outcome, pub) {
    const pairOf = (seats) => (seats.includes(pub.seats.yellow) ? "light" : "dark");
    switch (outcome.reason) {
      case "checkmate": {
        const colour = pub.colours[outcome.mated];
        return this.say("{name} is mated: {pair} win.", { name: this.who(outcome.mated, colour),
          pair: this.pair(pairOf(outcome.winners)) });
      }
      case "resignation":
        return this.say("{pair} resigned.", { pair: this.pair(pairOf(outcome.winners) === "light" ? "dark" : "light") });
      case "agreement":
        return this.say("All four agreed to a draw.");
      case "stuck":
        return this.say("Nobody could pay a move: a draw.");
      default:
        return "";
    }
  }
}
