// Poker7's moves on a phone: the betting of the seat to act and the show step (which of the two
// hole cards to show, chosen while the cards are held in view), both in the action bar fixed at
// the bottom of the screen, and, with the printed deck, the form that enters the cards at the
// showdown.

import { h } from "../../dom.js";
import { amountSlider } from "../../widgets/action_bar.js";
import { Hand } from "../../widgets/hand.js";
import { printedShowdown } from "../kit/printed_showdown.js";
import { Words } from "./words.js";

/** The seat's own two cards, for the bar's press-and-hold strip. */
function peek(view, words) {
  const hole = view.private.hole || [];
  return hole.length ? { hold: words.say("Hold to see your cards"), hand: { cards: hole, label: words.say("Your cards") } } : null;
}

/**
 * The betting move of the seat to act, in the action bar: the pot, who bet and what calling
 * costs; the seat's cards behind press-and-hold; fold (a second tap when a check is free),
 * check or call, a bet or raise from the slider (starting at the smallest), all-in. Every
 * amount on a button is the seat's total bet in this round after it ("Raise to 28",
 * "All-in 92"), with the chips it adds under it when that differs (issue 29, P1).
 */
export function showBet(bar, ctx, view, words, moves) {
  const pub = view.public;
  const seat = view.private.seat;
  const stack = pub.chips[seat];
  const mine = pub.bets[seat];
  const adds = (to) => (mine ? words.say("adds {n}", { n: to - mine }) : null);
  const send = (move, args = {}) => () => ctx.move(move, args);
  const controls = [];
  const covered = moves.includes("call") && pub.to_call >= stack;
  controls.push(bar.button({ label: words.say("Fold"), send: send("fold"), attrs: { dataset: { send: "fold" } },
    confirm: moves.includes("check") ? words.say("Tap again to fold") : null }));
  if (moves.includes("check")) controls.push(bar.button({ label: words.say("Check (pass)"), send: send("check") }));
  if (moves.includes("call")) {
    const to = mine + Math.min(pub.to_call, stack);
    controls.push(bar.button({ label: covered ? words.say("All-in {n}", { n: to }) : words.say("Call {n}", { n: to }),
      sub: adds(to), cls: covered ? "danger" : "primary", send: send("call") }));
  }
  const raising = moves.includes("bet") || moves.includes("raise");
  if (raising && pub.min_to < pub.all_in_to) {
    const move = pub.opened ? "raise" : "bet";
    let value = pub.min_to;
    const label = (n) => (n === pub.all_in_to ? words.say("All-in {n}", { n })
      : move === "raise" ? words.say("Raise to {n}", { n }) : words.say("Bet {n}", { n }));
    const raise = bar.button({ label: label(value), sub: adds(value), cls: "primary",
      attrs: { dataset: { send: "raise" } },
      send: () => (value === pub.all_in_to ? ctx.move("all_in", {})
        : ctx.move(move, move === "raise" ? { to: value } : { amount: value })) });
    controls.push(raise);
    controls.push(amountSlider({ low: pub.min_to, high: pub.all_in_to, start: pub.min_to,
      name: words.say("Other amount"), less: words.say("Less"), more: words.say("More"),
      onChange: (n) => { value = n; raise.relabel(label(n), adds(n)); } }));
  }
  if (moves.includes("all_in") && !covered && pub.block === null) {
    controls.splice(raising && pub.min_to < pub.all_in_to ? 3 : controls.length, 0, bar.button({
      label: words.say("All-in {n}", { n: pub.all_in_to }), sub: adds(pub.all_in_to), cls: "danger",
      attrs: { dataset: { send: "all_in" } }, send: send("all_in") }));
  }
  bar.show({ move: "bet", title: words.say("Your bet"), peek: peek(view, words), controls, context: [
    h("p", {}, h("strong", {}, words.say("Pot {n}", { n: Words.pot(pub) })), " · ", words.lastBet(pub)),
    h("p", { class: "p7-facing" }, pub.to_call > 0
      ? words.say("{n} to call · you have {m}", { n: pub.to_call, m: stack })
      : words.say("Nothing to call · you have {m}", { m: stack }))] });
}

/** The show step in the action bar: which hole card to show, the cards seen while held. */
export function showShow(bar, ctx, view, words) {
  const hole = view.private.hole || [];
  bar.show({ move: "show", title: words.say("Show one of your cards"), peek: peek(view, words),
    context: [h("p", {}, words.say("Everyone will see it. The other stays hidden."))],
    controls: hole.map((card, i) => bar.button({ label: i === 0 ? words.say("Show left") : words.say("Show right"),
      send: () => ctx.move("show", { card }) })) });
}

/** With the printed deck: the common cards and every live player's two, on the card keypad. */
export function showdownForm(ctx, view, words) {
  const pub = view.public;
  return printedShowdown(ctx, view, words, { seats: pub.in_hand.filter((s) => !pub.folded.includes(s)),
    figure: (f) => words.figure(f), title: words.say("Showdown"),
    intro: words.say("Enter the cards on the table: a figure, then its number. The app finds the best groups.") });
}

/** Small card images of `cards` (a display). */
export function cardRow(cards, label) {
  return new Hand({ cards, label, layout: "row" }).el;
}
