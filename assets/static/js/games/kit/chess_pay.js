// What pays each lit square of the board of a chess game with cards: the payable moves of the
// view grouped by square and labelled ("Pawn 3", "+1" when more cards pay, "die"). Used by
// PokerDrez's board (../pokerdrez/play.js) and PokerDrez for 4's (../pokerdrez-4/board.js).

/** The payable moves (`[{from, to, cards, die}]`) grouped by their `from` square, and the
 * board's `targets(from)`: `{square: payLabel}` for each square a move from `from` reaches. */
export function payTargets(moves, words) {
  const byFrom = new Map();
  for (const m of moves) byFrom.set(m.from, [...(byFrom.get(m.from) || []), m]);
  const targets = (from) => {
    const lit = {};
    for (const m of byFrom.get(from) || []) {
      lit[m.to] = payLabel((byFrom.get(from) || []).filter((o) => o.to === m.to), words);
    }
    return lit;
  };
  return { byFrom, targets };
}

/** The die face of the roll `value` 1–6 as a character ("⚁" for 2), for the "pay with the die"
 * button. */
export function dieGlyph(value) {
  return "⚀⚁⚂⚃⚄⚅"[value - 1] || "";
}

/** The label a lit square shows: the first card that pays, "+n" for more, "die", or true (plain
 * chess). `options`: the payable moves to that square (`{cards, die}`). */
export function payLabel(options, words) {
  const cards = [...new Set(options.flatMap((o) => o.cards))];
  const die = options.some((o) => o.die);
  if (!cards.length) return die ? words.say("die") : true;
  const more = cards.length - 1 + (die ? 1 : 0);
  return more ? `${words.card(cards[0])} +${more}` : words.card(cards[0]);
}
