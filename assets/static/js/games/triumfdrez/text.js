// TriumfDrez's words on a phone (seed 004 TriumfDrez; docs/rules-decisions.md#triumfdrez): the
// page texts (Babel domain "messages", read with `say`),
// figures, colours, cards, bids and contracts in words, the history's sentences and the hand's
// score explained.

import { DeckWords } from "../../deck_words.js";

/** The figures a bid may name as trump, strongest first (the API's ids). */
export const FIGURES = ["joker", "queen", "rook", "bishop", "knight", "pawn"];
/** The supertrump colours: the numbers printed on the cards. */
export const COLOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/** ``cards`` sorted for a hand: by figure, strongest first, then by number. */
export function sorted(cards) {
  const key = (id) => {
    const [figure, number] = String(id).replace(/#\d+$/, "").split("-");
    const rank = FIGURES.indexOf(figure);
    return (rank < 0 ? FIGURES.length : rank) * 10 + Number(number);
  };
  return [...cards].sort((a, b) => key(a) - key(b));
}

export class Words extends DeckWords {
  /** A figure's name: "Joker", "Rook"… ("Neutral" for a neutral card's own figure). */
  figure(id) {
    return id === "neutral" ? this.say("Neutral") : super.figure(id);
  }

  /** A colour's printed name alone: "cyan" ("" for an unknown number). */
  colourName(n) {
    return [null, this.say("grey"), this.say("red"), this.say("magenta"), this.say("purple"),
      this.say("blue"), this.say("yellow"), this.say("cyan"), this.say("orange"),
      this.say("green")][n] || "";
  }

  /** A colour with its number: "cyan (7)". */
  colour(n) {
    const name = this.colourName(n);
    return name ? this.say("{colour} ({n})", { colour: name, n }) : String(n);
  }

  /** A card in words: "Knight 9". */
  card(id) {
    const [figure, number] = String(id).replace(/#\d+$/, "").split("-");
    return `${this.figure(figure)} ${number}`;
  }

  /** "trump Knight" / "no trump". */
  trump(figure) {
    return figure ? this.say("trump {figure}", { figure: this.figure(figure) }) : this.say("no trump");
  }

  /** "supertrump blue (5)" / "no supertrump". */
  supertrump(n) {
    return n ? this.say("supertrump {colour}", { colour: this.colour(n) }) : this.say("no supertrump");
  }

  /** A bid in words: "9 tricks, no trump, supertrump cyan (7), open cards". */
  bid(bid) {
    const parts = [this.sayN("{n} trick", "{n} tricks", bid.tricks), this.trump(bid.trump), this.supertrump(bid.supertrump)];
    if (bid.open) parts.push(this.say("open cards"));
    return parts.join(", ");
  }

  /** The side of `seat` in words: "Ana and Carla" with partners, else the name. */
  side(pub, seat) {
    const side = pub.sides.find((s) => s.includes(seat));
    return this.list(side);
  }

  /** The contract `deal`'s aim: "Kai and Mo must take at least 8 of the 13 tricks", the verb
   * agreeing with the declarer's side (one player or partners). */
  mustTake(pub, deal) {
    const side = pub.sides.find((s) => s.includes(deal.declarer));
    return this.sayN("{side} must take at least {tricks} of the 13 tricks.",
      "{side} must take at least {tricks} of the 13 tricks.", side.length,
      { side: this.list(side), tricks: deal.tricks });
  }

  /** One sentence of the public history. */
  event(e) {
    const name = e.seat === null ? "" : this.name(e.seat);
    switch (e.event) {
      case "deal":
        return this.say("Hand {n}: {name} dealt.", { n: e.hand, name: this.name(e.dealer) });
      case "bid":
        return this.say("{name} bid {bid}.", { name, bid: this.bid(e) });
      case "pass":
        return this.say("{name} passed.", { name });
      case "contract":
        return this.say("{name} won the auction: {bid}.", { name, bid: this.bid(e) });
      case "play":
        return this.say("{name} played {card}.", { name, card: this.card(e.cards[0]) });
      case "trick":
        return this.say("{name} won trick {n}.", { name, n: e.trick });
      case "tricks_won":
        return this.sayN("{name} entered {n} trick taken.", "{name} entered {n} tricks taken.", e.tricks, { name });
      case "hand_end":
        return this.handEnd(e);
      default:
        return "";
    }
  }

  /** The hand's score explained: the contract, the tricks and the points (with the doubling);
   * `r` is the view's hand_result or the history's hand_end event (`how` "made" / "failed"). */
  handEnd(r) {
    const who = this.name(r.declarer);
    const diff = Math.abs(r.taken - r.contract);
    const points = r.points[String(r.winners[0])];
    if (r.made ?? r.how === "made") {
      return this.say("{name} bid {c} and their side took {t}: made. {c} + 2 × {d} extra = {points} points for {winners}.",
        { name: who, c: r.contract, t: r.taken, d: diff, points, winners: this.list(r.winners) });
    }
    return this.say("{name} bid {c} and their side took {t}: failed by {d}. {c} + 2 × {d} = {points} points to {winners}.",
      { name: who, c: r.contract, t: r.taken, d: diff, points, winners: this.list(r.winners) });
  }
}
