// The last card (docs/rules-decisions.md#pokerguess): this seat turns one of its two hole cards
// face up for everyone, in the action bar. Its cards show only while the bar's strip is held;
// the two buttons name the card by its place (left, right), so nothing is in plain view before
// it is shown.

import { h } from "../../dom.js";

/** The seat's own two cards for the action bar's press-and-hold strip (none when printed). */
export function peekOwn(view, words) {
  const cards = view.private.hole || [];
  return cards.length ? { hold: words.say("Hold to see your cards"), hand: { cards, label: words.say("Your cards") } } : null;
}

/** The show step in the action bar `bar`. */
export function showInBar(bar, ctx, view, words) {
  const cards = view.private.hole || [];
  bar.show({ move: "show", title: words.say("The last card: show one of yours"), peek: peekOwn(view, words),
    context: [h("p", {}, words.say("Everyone will see it. Choose the one that misleads best."))],
    controls: [
      bar.button({ label: words.say("Show the left card"), cls: "w-bar-wide", send: () => ctx.move("show", { card: cards[0] }) }),
      bar.button({ label: words.say("Show the right card"), cls: "w-bar-wide", send: () => ctx.move("show", { card: cards[1] }) })] });
}
