// BlackDrez's words on a phone (seed 004 BlackDrez; docs/rules-decisions.md#blackdrez): the page
// texts of these scripts (Babel domain "messages", read with
// `say`), cards in words, whose turn and why, the sentences of the history, and the round's and
// the match's results explained.

import { DeckWords } from "../../deck_words.js";
import { listNames } from "../../i18n.js";

/** The score a player aims at. */
export const TARGET = 11;

/** The active seats' declared scores, `{seat: score}`, and the lowest of them. */
function lowestOf(pub) {
  const scores = {};
  for (const [seat, s] of Object.entries(pub.seats)) if (s.active) scores[seat] = s.score;
  const low = Math.min(...Object.values(scores));
  return { scores, low, lowest: Object.keys(scores).filter((s) => scores[s] === low).map(Number) };
}

export class Words extends DeckWords {
  /** A card in words: "Rook 4" (a second deck's copy reads the same). */
  card(id) {
    const [figure, number] = String(id).replace(/#\d+$/, "").split("-");
    return `${this.figure(figure)} ${number}`;
  }

  /** Several cards in words: "Rook 4 and Pawn 2". */
  cards(ids) {
    return listNames(ids.map((id) => this.card(id)));
  }

  /** Why the holder has the turn: the lowest score, alone, tied with others, or everyone tied. */
  turnWhy(pub, you) {
    const { scores, low, lowest } = lowestOf(pub);
    const holder = pub.holder;
    const mine = holder === you;
    if (lowest.length === Object.keys(scores).length) {
      return mine ? this.say("Everyone in the round has {n}: hit, stand or retire.", { n: low })
        : this.say("Everyone in the round has {n}: {name} may hit, stand or retire.", { n: low, name: this.name(holder) });
    }
    const others = lowest.filter((s) => s !== holder);
    if (!others.length) {
      return mine ? this.say("You have the lowest score ({n}): hit or retire.", { n: low })
        : this.say("{name} has the lowest score ({n}) and plays.", { name: this.name(holder), n: low });
    }
    return mine ? this.say("You are tied with {names} for the lowest score ({n}) and play first: hit or retire.",
      { names: this.list(others), n: low })
      : this.say("{name} is tied with {names} for the lowest score ({n}) and plays first.",
        { name: this.name(holder), names: this.list(others), n: low });
  }

  /** How a seat stands in the round: "in the round", "bust", "retired", "out". */
  standing(seat) {
    if (seat.active) return this.say("in the round");
    if (seat.left === "bust") return this.say("bust");
    if (seat.left === "retire") return this.say("retired");
    return this.say("out");
  }

  /** One sentence of the public history; `last`: `e` is the match's last event. */
  event(e, { last = false } = {}) {
    const name = e.seat === null ? "" : this.name(e.seat);
    const card = e.cards.length ? this.card(e.cards[0]) : "";
    switch (e.event) {
      case "deal":
        return this.say("Round {n}: {name} dealt.", { n: e.round, name: this.name(e.dealer) });
      case "hit":
        if (e.how === "eleven") return this.say("{name} drew {card} and reached 11!", { name, card });
        if (e.how === "bust") return this.say("{name} drew {card} and went bust with {n}: out of the round, the cards stay on the table.", { name, card, n: e.score });
        return this.say("{name} drew {card}: {n}.", { name, card, n: e.score });
      case "retire":
        return e.stand_in
          ? this.say("{name}'s stand-in retired: {kept} to the pile, {left} left on the table.",
            { name, kept: e.cards.length, left: e.left })
          : this.say("{name} retired: {kept} to the pile, {left} left on the table.",
            { name, kept: e.cards.length, left: e.left });
      case "stand":
        return e.stand_in ? this.say("{name}'s stand-in stood at {n}.", { name, n: e.score })
          : this.say("{name} stood at {n}.", { name, n: e.score });
      case "leave":
        return this.say("{name} left the table.", { name });
      case "set_joker":
        return this.say("{name} made {card} count {value}: {n}.", { name, card, value: e.value, n: e.score });
      case "round_over":
        return this.say("Round {n}:", { n: e.round }) + " " + this.roundEnd({ ...e, reason: e.how }, { last });
      default:
        return "";
    }
  }

  /** What a seat did in the event `e`, for its own history ("" when it took no part). */
  dealtTo(e, seat) {
    const cards = (e.hands || {})[String(seat)];
    return cards ? this.say("Dealt {cards}.", { cards: this.cards(cards) }) : "";
  }

  /** A round's end in words: who reached 11, was left alone, tied or had the highest score when
   * the deck ran out, the cards each winner takes, and the cards left on the table for the
   * next round's winner (not said with `last`, the match's last round). */
  roundEnd(result, { last = false } = {}) {
    const winners = result.winners;
    const one = winners.length === 1;
    const name = this.list(winners);
    const n = result.won[String(winners[0])];
    const score = result.scores[String(winners[0])];
    const carried = result.carried && !last
      ? " " + this.sayN("{n} card stays on the table for the next round.", "{n} cards stay on the table for the next round.", result.carried) : "";
    switch (result.reason) {
      case "eleven":
        return this.sayN("{name} reached 11 and takes every card on the table: {n} card.",
          "{name} reached 11 and takes every card on the table: {n} cards.", n, { name });
      case "eleven_on_deal":
        return one ? this.sayN("{name} was dealt 11 and takes every card on the table: {n} card.",
          "{name} was dealt 11 and takes every card on the table: {n} cards.", n, { name })
          : this.sayN("{names} were dealt 11 and share the table: {n} card each.",
            "{names} were dealt 11 and share the table: {n} cards each.", n, { names: name }) + carried;
      case "last_active":
        return this.sayN("{name} is the last player left in the round and takes every card on the table: {n} card.",
          "{name} is the last player left in the round and takes every card on the table: {n} cards.", n, { name });
      case "tie":
        return this.sayN("Everyone stood at {score}: {names} share the table, {n} card each.",
          "Everyone stood at {score}: {names} share the table, {n} cards each.", n, { score, names: name }) + carried;
      case "deck_empty":
        return one ? this.sayN("The deck ran out: {name} has the highest score ({score}) and takes the table: {n} card.",
          "The deck ran out: {name} has the highest score ({score}) and takes the table: {n} cards.", n, { name, score })
          : this.sayN("The deck ran out: {names} share the highest score ({score}) and the table, {n} card each; the rest is discarded.",
            "The deck ran out: {names} share the highest score ({score}) and the table, {n} cards each; the rest is discarded.",
            n, { names: name, score });
      default:
        return "";
    }
  }

  /** The match's end in one sentence. */
  matchEnd(outcome) {
    const n = outcome.piles[String(outcome.winners[0])];
    const rounds = this.sayN("{n} round", "{n} rounds", outcome.rounds);
    const cards = this.sayN("{n} card", "{n} cards", n);
    return outcome.winners.length === 1
      ? this.say("{name} wins with the most cards in the pile ({n}) after {rounds}.",
        { name: this.name(outcome.winners[0]), n, rounds })
      : this.say("{names} share the win with {cards} each in the pile after {rounds}.",
        { names: this.list(outcome.winners), cards, rounds });
  }
}
