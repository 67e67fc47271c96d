// The showdown with the printed deck (⚙ cards = "physical", docs/rules-decisions.md#pokerguess):
// a player still in enters the 5 common cards and every player's two (folded players' too,
// their cards count) on the card keypad (games/kit/printed_showdown.js); the app judges the
// predictions it recorded and pays.

import { printedShowdown } from "../kit/printed_showdown.js";

export function physicalCard(ctx, view, words) {
  return printedShowdown(ctx, view, words, { seats: view.public.in_hand, figure: (f) => words.figureName(f),
    title: words.say("Showdown: enter the cards"),
    intro: words.say("Everyone turns their cards face up, folded players too. Enter them: a figure, then its number. The app checks the predictions and pays.") });
}
