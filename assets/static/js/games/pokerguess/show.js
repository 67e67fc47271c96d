// The last card (docs/rules-decisions.md#pokerguess): this seat turns one of its two hole cards
// face up for everyone. Its cards show only while the button is held; the two buttons name the
// card by its place (left, right), so nothing is in plain view before it is shown.

import { h } from "../../dom.js";
import { actionCard, heldSecret, moveButtons } from "../../seat_screen.js";
import { Hand } from "../../widgets/hand.js";

export function showCard(ctx, view, words) {
  const cards = view.private.hole || [];
  const [buttons, error] = moveButtons(ctx, [
    { move: "show", args: { card: cards[0] }, label: words.say("Show the left card") },
    { move: "show", args: { card: cards[1] }, label: words.say("Show the right card") }]);
  return actionCard("show", words.say("The last card: show one of yours"),
    h("p", { class: "small" }, words.say("Everyone will see it. Choose the one that misleads best.")),
    heldSecret({ hold: words.say("Hold to see your cards"), region: words.say("Your cards"),
      hint: words.say("Left and right as you see them while holding.") },
    () => new Hand({ cards, label: words.say("Your cards"), layout: "row" }).el),
    buttons, error);
}
