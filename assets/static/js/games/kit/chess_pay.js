// What pays each lit square of the board of a chess game with cards, and the chooser of the
// paying card: the payable moves of the view grouped by square and labelled ("Pawn 3", "+1"
// when more cards pay, "die"), the seat's own cards named by their place only ("your card 2":
// its hand lies face down, widgets/secret_hand.js names its cards so), the common ones by name.
// Used by PokerDrez's board (../pokerdrez/play.js) and PokerDrez for 4's (../pokerdrez-4/board.js).

import { h } from "../../dom.js";
import { backImage, cardImage } from "../../widgets/art.js";

/** A paying card in words for this seat: a common card by name ("Pawn 3"), one of `hand` (its
 * own cards, in hand order) by its place ("your card 2"). */
export function payingCard(card, hand, words) {
  const place = hand.indexOf(card);
  return place < 0 ? words.card(card) : words.say("your card {n}", { n: place + 1 });
}

/** The payable moves (`[{from, to, cards, die}]`) grouped by their `from` square, and the
 * board's `targets(from)`: `{square: payLabel}` for each square a move from `from` reaches.
 * `hand`: the seat's own cards (named by place). */
export function payTargets(moves, words, hand = []) {
  const byFrom = new Map();
  for (const m of moves) byFrom.set(m.from, [...(byFrom.get(m.from) || []), m]);
  const targets = (from) => {
    const lit = {};
    for (const m of byFrom.get(from) || []) {
      lit[m.to] = payLabel((byFrom.get(from) || []).filter((o) => o.to === m.to), words, hand);
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

/** The label a lit square shows: the first card that pays ("your card 1" for an own card),
 * "+n" for more, "die", or true (plain chess). `options`: the payable moves to that square
 * (`{cards, die}`); `hand`: the seat's own cards. */
export function payLabel(options, words, hand = []) {
  const cards = [...new Set(options.flatMap((o) => o.cards))];
  const die = options.some((o) => o.die);
  if (!cards.length) return die ? words.say("die") : true;
  const more = cards.length - 1 + (die ? 1 : 0);
  const first = payingCard(cards[0], hand, words);
  return more ? `${first} +${more}` : first;
}

/** The ways to pay a move: each card of `options` (`[{cards, die}]`) and the die, as the
 * move's `pay` argument (`{card}` / `{die: true}`); `[null]` in plain chess. */
export function paysOf(options, plain) {
  if (plain) return [null];
  return [...[...new Set(options.flatMap((o) => o.cards))].map((card) => ({ card })),
    ...(options.some((o) => o.die) ? [{ die: true }] : [])];
}

/** Why a card of another figure pays a move of `piece` (its kind: "knight"; a king's move takes
 * any card, castling a rook): a Joker pays any move, and so does a card of a figure the mover has
 * no more on the board (seed 004 PokerDrez, D3). "" for a card of the piece's own figure. */
function wildNote(card, piece, words) {
  const figure = String(card).split("-")[0];
  if (!piece || piece === "king" || figure === piece || figure === "neutral") return "";
  return figure === "joker" ? words.say("a Joker pays any move")
    : words.say("wild: you have no {figure} left on the board", { figure: words.figure(figure) });
}

/** The chooser of the paying card: "Pay e2–e4 with:", a button per way to pay (own cards face
 * down, named by place, "from your hand"; common cards face up, "from the common row: you then
 * give one back"; the die with its roll), and Cancel; a common card of another figure than the
 * moving `piece` (its kind) says why it pays. An own card never does: its face is hidden while
 * nothing is held, and "a Joker pays any move" under "your card 1" would tell anyone looking
 * what it is (UX finding PD5). `onPay(pay)`, `onCancel()`. */
export function payChooser(words, { path, pays, roll, hand, piece = null, onPay, onCancel }) {
  const option = (pay) => {
    const own = pay.card && hand.includes(pay.card);
    const wild = pay.card && !own ? wildNote(pay.card, piece, words) : "";
    const face = !pay.card ? h("span", { class: "pd-die-mini" }, dieGlyph(roll))
      : h("img", { src: own ? backImage("pokerdrez") : cardImage("pokerdrez", pay.card), alt: "" });
    const name = pay.card ? payingCard(pay.card, hand, words) : words.say("the die ({n})", { n: roll });
    const from = !pay.card ? null : own ? words.say("from your hand")
      : words.say("from the common row: then you give one card back");
    return h("button", { type: "button", class: "btn pd-pay", dataset: { pay: own ? `hand-${hand.indexOf(pay.card) + 1}` : pay.card || "die" },
      onclick: () => onPay(pay) }, face, h("span", {}, name), from ? h("span", { class: "pd-pay-from" }, from) : null,
    wild ? h("span", { class: "pd-pay-from" }, wild) : null);
  };
  return h("section", { class: "pd-choose", "aria-label": words.say("Choose") },
    h("h3", {}, words.say("Pay {move} with:", { move: path })),
    h("div", { class: "pd-options" }, pays.map(option)),
    h("div", { class: "row" }, h("button", { type: "button", class: "btn", onclick: onCancel }, words.say("Cancel"))));
}
