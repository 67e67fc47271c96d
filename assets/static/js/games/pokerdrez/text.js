// PokerDrez's words on a phone (seed 004 PokerDrez; docs/rules-decisions.md#pokerdrez): the page
// texts of these scripts (Babel domain "messages", read
// with `say`), the players' names and sides, moves in words, the sentences of the history and of
// the end. Cards, payments and the events both chess games with cards share are the kit's
// (../kit/chess_words.js).

import { ChessWords } from "../kit/chess_words.js";

export class Words extends ChessWords {
  /** "White" / "Black". */
  sideName(side) {
    return side === "black" ? this.say("Black") : this.say("White");
  }

  /** A promotion piece's name (q r b n). */
  promotion(letter) {
    return this.figure({ q: "queen", r: "rook", b: "bishop", n: "knight" }[letter]);
  }

  /** "e2–e4", with the SAN when it tells more ("e5–d4 (exd4)", "e1–g1 (O-O)"). */
  path(uci, san) {
    const text = `${uci.slice(0, 2)}–${uci.slice(2, 4)}`;
    return /[x+#=O]/.test(san) ? `${text} (${san})` : text;
  }

  /** One sentence of the public history. */
  event(e) {
    const name = e.seat === null ? "" : this.name(e.seat);
    switch (e.event) {
      case "remove_pawn":
        return e.file ? this.say("{name} removes the pawn on file {file}.", { name, file: e.file })
          : this.say("{name} keeps all eight pawns.", { name });
      case "move": {
        const paid = e.how === "card" ? this.paid({ card: e.cards[0] }) : e.how === "die" ? this.paid({ die: e.die }) : "";
        const path = this.path(e.uci, e.san);
        return paid ? this.say("{name}: {move}, {paid}", { name, move: path, paid })
          : this.say("{name}: {move}", { name, move: path });
      }
      case "swap":
        return this.swapEvent(e, this.say("{name} swaps a neutral card with the opponent's hand.", { name }));
      case "redeal":
        return this.say("{name}'s cards could pay no first move: dealt again.", { name });
      case "raise":
        return this.say("{name} raises the stake to {n}.", { name, n: e.to });
      case "answer_raise":
        return e.how === "accept" ? this.say("{name} accepts: the stake is {n}.", { name, n: e.to })
          : e.how === "fold" ? this.say("{name} folds.", { name })
            : this.say("{name} raises again to {n}.", { name, n: e.to });
      case "claim_draw":
        return this.say("{name} claims a draw.", { name });
      default:
        return super.event(e);
    }
  }

  /** Why the game ended, in one sentence. */
  reason(outcome, pub) {
    const loser = outcome.winners.length
      ? this.name(outcome.winners[0] === pub.white ? pub.black : pub.white) : "";
    switch (outcome.reason) {
      case "checkmate":
        return outcome.by_cards
          ? this.say("Checkmate by the cards: {name} was in check and no card could pay a way out.", { name: loser })
          : this.say("Checkmate.");
      case "stalemate":
        return outcome.by_cards
          ? this.say("Stalemate by the cards: no card could pay a move. A draw.")
          : this.say("Stalemate: a draw.");
      case "resignation":
        return this.say("{name} resigned.", { name: loser });
      case "agreement":
        return this.say("Both players agreed to a draw.");
      case "fold":
        return this.say("{name} folded to a raise.", { name: loser });
      case "insufficient_material":
        return this.say("Neither side can mate any more: a draw.");
      case "fivefold_repetition":
        return this.say("The same position stood five times: a draw.");
      case "seventyfive_moves":
        return this.say("Seventy-five moves without a capture or a pawn move: a draw.");
      case "claimed_draw":
        return this.say("A draw was claimed (threefold repetition or fifty moves).");
      default:
        return "";
    }
  }
}
