// Poker7's words on a phone (seed 004 PokerDrez, Poker7; docs/rules-decisions.md#poker7): the
// page texts (read with `say`), cards, groups ("four reds",
// "three bishops in a run"), and why a hand won ("Right wins with four reds").

import { DeckWords } from "../../deck_words.js";

export class Words extends DeckWords {
  /** A card in words: "Rook 3". */
  card(id) {
    const [figure, number] = String(id).split("-");
    return `${this.figure(figure)} ${number}`;
  }

  /** A whole number of cards in words, two to seven ("four"); others as digits. */
  count(n) {
    return { 2: this.say("two"), 3: this.say("three"), 4: this.say("four"), 5: this.say("five"),
      6: this.say("six"), 7: this.say("seven") }[n] || String(n);
  }

  /** What a block is made of, in the plural: "reds", "bishops". */
  kind(block) {
    if (block.kind === "colour") {
      return [null, this.say("greys"), this.say("reds"), this.say("magentas"), this.say("purples"),
        this.say("blues"), this.say("yellows"), this.say("cyans"), this.say("oranges"),
        this.say("greens")][block.label] || String(block.label);
    }
    return { joker: this.say("jokers"), queen: this.say("queens"), rook: this.say("rooks"),
      bishop: this.say("bishops"), knight: this.say("knights"), pawn: this.say("pawns") }[block.label] || block.label;
  }

  /** One group: "four reds", "three bishops in a run"; a loose card: "Rook 3 loose". */
  group(block) {
    if (block.size < 2) return this.say("{card} loose", { card: this.card(block.cards[0]) });
    const text = this.say("{count} {things}", { count: this.count(block.size), things: this.kind(block) });
    return block.run ? this.say("{group} in a run", { group: text }) : text;
  }

  /** Every group of a hand (loose cards counted, not named): "four reds · two greens · 1 loose". */
  groups(blocks) {
    const parts = blocks.filter((b) => b.size >= 2).map((b) => this.group(b));
    const loose = blocks.filter((b) => b.size < 2).length;
    if (loose) parts.push(this.sayN("{n} loose", "{n} loose", loose));
    return parts.join(" · ");
  }

  /** The sizes of a hand's groups: "4·2·1". */
  sizes(blocks) {
    return blocks.map((b) => b.size).join("·");
  }

  /** A pot's caption: "Pot", "Main pot" or "Side pot 2". */
  potName(index, count) {
    if (count < 2) return this.say("Pot");
    return index === 0 ? this.say("Main pot") : this.say("Side pot {n}", { n: index });
  }

  /** Who won a pot and why, in words (`record`: the hand record; `pot` one of its pots). */
  potReason(record, pot) {
    const names = this.list(pot.winners);
    if (record.by_fold) return this.say("Everyone else folded.");
    if (pot.winners.length > 1) return this.say("{names} tie and share it.", { names });
    const beats = pot.beats;
    if (!beats) return this.say("Nobody else could win it.");
    const win = record.groups[String(pot.winners[0])];
    const lose = record.groups[String(beats.seat)];
    const loser = this.name(beats.seat);
    if (beats.part === "sizes") {
      return this.say("Bigger groups than {name}: {a} against {b}.",
        { name: loser, a: this.sizes(win), b: this.sizes(lose) });
    }
    const grouped = (blocks) => blocks.filter((b) => b.size >= 2);
    const mine = grouped(win)[beats.index];
    const theirs = grouped(lose)[beats.index];
    if (beats.part === "runs") {
      return this.say("Same sizes as {name}, and a run beats a higher group: {mine} against {theirs}.",
        { name: loser, mine: this.group(mine), theirs: this.group(theirs) });
    }
    return this.say("Same sizes as {name}; a higher group: {mine} against {theirs}.",
      { name: loser, mine: this.group(mine), theirs: this.group(theirs) });
  }

  /** Who made this round's bet, from the public history: "Bob bet 14", "Bob raised to 36". */
  lastBet(pub) {
    const entry = [...pub.history].reverse().find((e) => e.event === "bet" && e.hand === pub.hand
      && e.street === pub.street && ["bet", "raise", "all_in"].includes(e.how));
    if (!entry || !pub.bets[entry.seat]) return this.say("Nobody has bet in this round.");
    const n = pub.bets[entry.seat];
    const name = this.name(entry.seat);
    return entry.how === "all_in" ? this.say("{name} is all-in: {n}", { name, n })
      : entry.how === "raise" ? this.say("{name} raised to {n}", { name, n }) : this.say("{name} bet {n}", { name, n });
  }

  /** One event of the public history in words, for the last-event line ("" for none). */
  event(e) {
    const name = e.seat === null || e.seat === undefined ? "" : this.name(e.seat);
    if (e.event === "deal") return this.say("Hand {n} dealt by {name}.", { n: e.hand, name: this.name(e.dealer) });
    if (e.event === "turn") return this.sayN("{n} common card on the table.", "{n} common cards on the table.", e.count);
    if (e.event === "show") return this.say("{name} showed {card}.", { name, card: this.card(e.cards[0]) });
    if (e.event !== "bet") return "";
    return { check: this.say("{name} checked.", { name }), fold: this.say("{name} folded.", { name }),
      call: this.say("{name} called.", { name }), bet: this.say("{name} bet {n}.", { name, n: e.amount }),
      raise: this.say("{name} raised to {n}.", { name, n: e.amount }),
      all_in: this.say("{name} went all-in.", { name }) }[e.how] || "";
  }

  /** Every chip in the middle: the pots and this round's bets. */
  static pot(pub) {
    return pub.pots.reduce((sum, p) => sum + p.amount, 0) + pub.bets.reduce((sum, n) => sum + n, 0);
  }

  /** The headline of a finished hand: "Right wins with four reds" (the main pot's winners). */
  headline(record) {
    const pot = record.pots[0];
    if (!pot) return "";
    const names = this.list(pot.winners);
    if (record.by_fold) return this.say("{names} wins: everyone else folded", { names });
    const best = (record.groups[String(pot.winners[0])] || [])[0];
    if (pot.winners.length > 1) return this.say("{names} tie with {group}", { names, group: this.group(best) });
    return this.say("{names} wins with {group}", { names, group: this.group(best) });
  }
}
