// Poker7's moves on a phone: the betting card of the seat to act (fold, check or call, the
// smallest raise and all-in with their amounts written on them, and a slider for any other
// amount), the show step (which of the two hole cards to show, chosen while the cards are held
// in view), and, with the printed deck, the form that enters the cards at the showdown.

import { h } from "../../dom.js";
import { actionCard, holdToSee, moveButtons } from "../../seat_screen.js";
import { Hand } from "../../widgets/hand.js";

/** The betting card for the seat to act; `moves` its allowed moves. */
export function betCard(ctx, view, words, moves) {
  const pub = view.public;
  const seat = view.private.seat;
  const stack = pub.chips[seat];
  const opened = pub.opened;
  const specs = [{ move: "fold", args: {}, label: words.say("Fold") }];
  const covered = moves.includes("call") && pub.to_call >= stack;
  if (moves.includes("check")) specs.push({ move: "check", args: {}, label: words.say("Check (pass)") });
  if (moves.includes("call")) {
    specs.push({ move: "call", args: {}, cls: covered ? "danger" : "primary", label: covered
      ? words.say("All-in {n}", { n: stack }) : words.say("Call {n}", { n: pub.to_call }) });
  }
  const raising = moves.includes("bet") || moves.includes("raise");
  if (raising && pub.min_to < pub.all_in_to) {
    specs.push(opened
      ? { move: "raise", args: { to: pub.min_to }, label: words.say("Min raise {n}", { n: pub.min_to }) }
      : { move: "bet", args: { amount: pub.min_to }, label: words.say("Bet {n}", { n: pub.min_to }) });
  }
  if (moves.includes("all_in") && !covered && pub.block === null) {
    specs.push({ move: "all_in", args: {}, cls: "danger", label: words.say("All-in {n}", { n: stack }) });
  }
  const [buttons, error] = moveButtons(ctx, specs, "p7-moves");
  const lines = [h("p", { class: "p7-facing" }, pub.to_call > 0
    ? words.say("{n} to call · you have {m}", { n: pub.to_call, m: stack })
    : words.say("Nothing to call · you have {m}", { m: stack }))];
  return actionCard("bet", words.say("Your bet"), ...lines, buttons,
    raising && pub.min_to < pub.all_in_to - 1 ? amountForm(ctx, pub, words) : null, error);
}

/** A slider (and − / + steps) for a bet or raise between the smallest and all-in. */
function amountForm(ctx, pub, words) {
  const move = pub.opened ? "raise" : "bet";
  const low = pub.min_to;
  const high = pub.all_in_to - 1;
  let value = Math.min(high, Math.max(low, low * 2));
  const error = h("p", { class: "error", role: "alert" });
  const label = () => (move === "raise" ? words.say("Raise to {n}", { n: value }) : words.say("Bet {n}", { n: value }));
  const send = h("button", { type: "submit", class: "btn big primary" }, label());
  const slider = h("input", { type: "range", min: low, max: high, step: 1, value,
    "aria-label": words.say("Other amount"), class: "p7-slider",
    oninput: () => set(Number(slider.value)) });
  const set = (n) => {
    value = Math.min(high, Math.max(low, n));
    slider.value = String(value);
    send.textContent = label();
  };
  const step = Math.max(1, Math.round((high - low) / 10));
  const minus = h("button", { type: "button", class: "btn", "aria-label": words.say("Less"), onclick: () => set(value - step) }, "−");
  const plus = h("button", { type: "button", class: "btn", "aria-label": words.say("More"), onclick: () => set(value + step) }, "+");
  return h("form", { class: "p7-amount", onsubmit: async (event) => {
    event.preventDefault();
    send.disabled = true;
    error.textContent = "";
    const refusal = await ctx.move(move, move === "raise" ? { to: value } : { amount: value });
    if (refusal) error.textContent = refusal;
    send.disabled = false;
  } }, h("p", { class: "small muted" }, words.say("Other amount")),
  h("div", { class: "p7-slider-row" }, minus, slider, plus), send, error);
}

/** The show step: which hole card to show (left or right), the cards seen while held. */
export function showCard(ctx, view, words) {
  const hole = view.private.hole || [];
  const [buttons, error] = moveButtons(ctx, hole.map((card, i) => ({
    move: "show", args: { card }, label: i === 0 ? words.say("Show left") : words.say("Show right"),
  })), "p7-moves");
  return actionCard("show", words.say("Show one of your cards"),
    h("p", { class: "small" }, words.say("Everyone will see it. The other stays hidden.")),
    holdToSee(words.say("Hold to see your cards"), () => words.say("Left: {left} · right: {right}",
      { left: words.card(hole[0]), right: words.card(hole[1]) })),
    buttons, error);
}

/** With the printed deck: enter the common cards and every live player's two cards. */
export function showdownForm(ctx, view, words, deck) {
  const pub = view.public;
  const live = pub.in_hand.filter((s) => !pub.folded.includes(s));
  const picker = (name) => h("select", { class: "p7-pick", "aria-label": name },
    h("option", { value: "" }, "—"), deck.map((id) => h("option", { value: id }, words.card(id))));
  const common = [1, 2, 3, 4, 5].map((n) => picker(words.say("Common card {n}", { n })));
  const hands = Object.fromEntries(live.map((seat) => [seat, [1, 2].map((n) =>
    picker(words.say("{name}: card {n}", { name: words.name(seat), n })))]));
  const error = h("p", { class: "error", role: "alert" });
  const send = h("button", { type: "submit", class: "btn big primary wide" }, words.say("Judge the showdown"));
  const form = h("form", { class: "p7-showdown", onsubmit: async (event) => {
    event.preventDefault();
    send.disabled = true;
    error.textContent = "";
    const refusal = await ctx.move("showdown", { common: common.map((s) => s.value),
      hands: Object.fromEntries(live.map((seat) => [String(seat), hands[seat].map((s) => s.value)])) });
    if (refusal) error.textContent = refusal;
    send.disabled = false;
  } }, h("p", { class: "small" }, words.say("Enter the cards on the table; the app finds the best groups.")),
  h("h3", {}, words.say("Common cards")), h("div", { class: "p7-picks" }, common),
  live.map((seat) => [h("h3", {}, words.name(seat)), h("div", { class: "p7-picks" }, hands[seat])]),
  send, error);
  return actionCard("showdown", words.say("Showdown"), form);
}

/** Small card images of `cards` (a display). */
export function cardRow(cards, label) {
  return new Hand({ cards, label, layout: "row" }).el;
}

/** Every card of the game, for the printed-deck showdown's pickers. */
export const DECK = ["joker", "queen", "rook", "bishop", "knight", "pawn"].flatMap(
  (figure) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${figure}-${n}`));
