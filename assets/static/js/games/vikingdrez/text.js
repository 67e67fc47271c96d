// VikingDrez's words on a phone (seed 004 VikingDrez; docs/rules-decisions.md#vikingdrez): the
// page texts of these scripts (Babel domain "messages",
// read with `say`), the players' names and sides, the sentences of the history and of the end.

import { GameWords } from "../../game_words.js";
import { listNames } from "../../i18n.js";

export class Words extends GameWords {
  /** "Black (attackers) to move." / "White (king and defenders) to move." */
  toMove(side) {
    return side === "black" ? this.say("Black (attackers) to move.")
      : this.say("White (king and defenders) to move.");
  }

  /** The short name of a side: "Black" / "White". */
  sideName(side) {
    return side === "black" ? this.say("Black") : this.say("White");
  }

  /** A piece's name, read out on its square. */
  piece(kind) {
    return { king: this.say("king"), defender: this.say("defender"), attacker: this.say("attacker") }[kind] || kind;
  }

  /** "d1–d3" or "d1–d3, captures c3 and e3". */
  move(record) {
    const path = `${record.from}–${record.to}`;
    return record.captured.length
      ? this.say("{move}, captures {squares}", { move: path, squares: listNames(record.captured) })
      : path;
  }

  /** One sentence of the public history. */
  event(e) {
    const name = this.name(e.seat);
    switch (e.type) {
      case "move":
        return this.say("{name} ({side}): {move}", { name, side: this.sideName(e.side), move: this.move(e) });
      case "offer_draw":
        return this.say("{name} offers a draw.", { name });
      case "answer_draw":
        return e.accept ? this.say("{name} accepts the draw.", { name })
          : this.say("{name} declines the draw.", { name });
      case "resign":
        return this.say("{name} resigns.", { name });
      default:
        return "";
    }
  }

  /** Why the game ended, in one sentence. */
  reason(outcome, pub) {
    switch (outcome.reason) {
      case "corner":
        return this.say("The king escaped to the corner {square}.", { square: outcome.king });
      case "king_captured":
        return this.say("The king was captured on {square}.", { square: outcome.king });
      case "no_moves":
        return pub.to_move === "black" ? this.say("Black could not move and loses.")
          : this.say("White could not move and loses.");
      case "repetition":
        return this.say("The same position stood for the third time: a draw.");
      case "resignation": {
        const resigned = [...pub.history].reverse().find((e) => e.type === "resign");
        return this.say("{name} resigned.", { name: resigned ? this.name(resigned.seat) : "" });
      }
      case "agreement":
        return this.say("Both players agreed to a draw.");
      default:
        return "";
    }
  }
}
