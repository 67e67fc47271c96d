// The words the chess games with cards share (PokerDrez and PokerDrez for 4; seed 004 PokerDrez):
// the PokerDrez deck's figures (DeckWords), a card and a payment in words, and the sentences of
// the history events both games record alike (the deal, the die, the replenish, the empty deck,
// draw offers, resignation) and a neutral swap. A game's Words extends ChessWords and says its
// own events (moves, …) before falling back on these.

import { DeckWords } from "../../deck_words.js";
import { listNames } from "../../i18n.js";
import { newestEvent } from "../../widgets/last_event.js";

export class ChessWords extends DeckWords {
  /** A card in words: "Pawn 3", "Neutral card" (a second deck's copy reads the same). */
  card(id) {
    const base = String(id).replace(/#\d+$/, "");
    const [figure, number] = base.split("-");
    if (figure === "neutral") return this.say("Neutral card");
    return `${this.figure(figure)} ${number}`;
  }

  /** What a roll of the die pays: the figure of `n` 1–5 ("Knight" for 2), any piece for 6. */
  dieFigure(n) {
    return n === 6 ? this.say("any piece") : this.figure(["pawn", "knight", "bishop", "rook", "queen"][n - 1]);
  }

  /** What paid a move: "paid with Pawn 3", "die 4", or "" in plain chess. */
  paid(paid) {
    if (!paid) return "";
    if (paid.card) return this.say("paid with {card}", { card: this.card(paid.card) });
    if (paid.die) return this.say("die {n}", { n: paid.die });
    return "";
  }

  /** A neutral swap (history event `swap`) in words: with the deck, a common card, or — in
   * the game's own sentence `withOpponent` — an opponent's hand, then the cards now face up. */
  swapEvent(e, withOpponent) {
    const name = e.seat === null ? "" : this.name(e.seat);
    const text = {
      deck: this.say("{name} swaps a neutral card with the deck.", { name }),
      common: this.say("{name} swaps a neutral card with a common card.", { name }),
      opponent: withOpponent,
    }[e.how];
    const cards = listNames(e.cards.map((id) => this.card(id)));
    return cards ? `${text} ${this.say("Face up: {cards}.", { cards })}` : text;
  }

  /** The last-event line (widgets/last_event.js) from the public `history`: the newest event
   * in words, a lapsed draw offer told with the move that ended it. `notes`: this seat's own
   * private notes (the view's `private.notes`), so that a swap that took one of its cards says
   * on its phone alone which card it lost and that the neutral card came in its place (PD11). */
  lastEvent(history, notes = []) {
    const lost = new Map((notes || []).filter((note) => note.how === "lost").map((note) => [note.n, note.card]));
    return newestEvent(history, (e) => (lost.has(e.n) ? this.lostInSwap(e, lost.get(e.n))
      : e.event === "draw_lapsed" && history[e.n - 1]
        ? `${this.event(history[e.n - 1]).replace(/\.?$/, ".")} ${this.event(e)}` : this.event(e)));
  }

  /** A swap `e` that took this seat's `card`, as its own phone tells it. */
  lostInSwap(e, card) {
    const words = { name: this.name(e.seat), card: this.card(card) };
    return e.place === "common"
      ? this.say("{name} put your {card} into the common row with a neutral card swap: you have the neutral card now.", words)
      : this.say("{name} took your {card} with a neutral card swap: you have the neutral card now.", words);
  }

  /** One sentence of the public history for the events both games share; "" for another. */
  event(e) {
    const name = e.seat === null ? "" : this.name(e.seat);
    const cards = listNames(e.cards.map((id) => this.card(id)));
    switch (e.event) {
      case "deal":
        return e.how === "prearranged" ? this.say("The cards were dealt from a prearranged deal.")
          : this.say("The cards were shuffled and dealt.");
      case "roll":
        return this.say("{name} rolls {n} ({figure}).", { name, n: e.value, figure: this.dieFigure(e.value) });
      case "replenish":
        return this.say("{name} puts {card} into the common row.", { name, card: cards });
      case "deck_empty":
        return this.say("The deck is empty: plain chess from now on.");
      case "offer_draw":
        return this.say("{name} offers a draw.", { name });
      case "answer_draw":
        return e.how === "accept" ? this.say("{name} accepts the draw.", { name })
          : this.say("{name} declines the draw.", { name });
      case "draw_lapsed":
        return this.say("{name}'s draw offer lapsed.", { name });
      case "resign":
        return this.say("{name} resigns.", { name });
      default:
        return "";
    }
  }
}
