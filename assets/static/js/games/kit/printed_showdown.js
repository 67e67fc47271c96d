// The showdown of a printed-deck poker hand (Poker7 and PokerGuess with ⚙ cards = "physical"):
// the 5 common cards and the two of each player in `seats` entered on the card keypad
// (widgets/card_keypad.js: a card entered once is not offered again, the draft is kept across a
// reload of the page until it is sent), the places still empty named above the button, a
// refusal shown next to it; sent as the move `showdown` {common: [5 ids], hands: {seat: [2]}}.

import { h } from "../../dom.js";
import { actionCard, moveForm } from "../../seat_screen.js";
import { CardKeypad } from "../../widgets/card_keypad.js";

/** The figures of the PokerDrez deck, strongest first; the numbers (colours) 1–9. */
const FIGURES = ["joker", "queen", "rook", "bishop", "knight", "pawn"];
const NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The action card of the printed showdown. `seats`: whose two cards are entered, in order;
 * `figure(id)`: a figure's name in the page language; `title`, `intro`: the card's heading and
 * the line under it.
 */
export function printedShowdown(ctx, view, words, { seats, figure, title, intro }) {
  const card = (id) => `${figure(id.split("-")[0])} ${id.split("-")[1]}`;
  const places = [
    ...NUMBERS.slice(0, 5).map((n) => ({ group: words.say("Common cards"), label: words.say("Common card {n}", { n }), short: String(n) })),
    ...seats.flatMap((seat) => [1, 2].map((n) => ({ group: words.name(seat),
      label: words.say("{name}: card {n}", { name: words.name(seat), n }), short: String(n) })))];
  const pad = new CardKeypad({ places, figures: FIGURES, numbers: NUMBERS,
    store: `tapete-showdown:${ctx.code}:${view.public.hand}`, texts: { figure, card,
      active: (place) => words.say("Now: {place}", { place }), done: words.say("Every card is entered. Tap a place to change it."),
      clear: words.say("Clear"), undo: words.say("Undo") } });
  const submit = h("button", { type: "submit", class: "btn big primary wide" }, words.say("Judge the showdown"));
  const error = h("p", { class: "error", role: "alert" });
  const missing = h("p", { class: "hint", "aria-live": "polite" });
  const refresh = () => {
    const left = pad.missing();
    missing.textContent = left.length ? words.sayN("Still to enter ({n}): {places}.", "Still to enter ({n}): {places}.",
      left.length, { places: left.join(", ") }) : "";
    submit.disabled = left.length > 0;
  };
  pad.onChange = refresh;
  refresh();
  const args = () => {
    const ids = pad.values();
    return { common: ids.slice(0, 5),
      hands: Object.fromEntries(seats.map((seat, k) => [String(seat), ids.slice(5 + 2 * k, 7 + 2 * k)])) };
  };
  return actionCard("showdown", title, h("p", { class: "small" }, intro),
    moveForm(ctx, "stack", { move: "showdown", args, submit, error, sent: () => pad.forget(),
      refused: () => { refresh(); error.scrollIntoView({ block: "center" }); } }, pad.el, error, missing, submit));
}
