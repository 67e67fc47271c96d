// PokerGuess's cards on a phone: the five common cards face up, this seat's two hole cards
// behind the press-and-hold control (the phone lies on the table: a glance must not give them
// away), and a moderator's view of every hole card behind the show/hide toggle.

import { h } from "../../dom.js";
import { secretsCard } from "../../seat_screen.js";
import { Hand } from "../../widgets/hand.js";
import { SecretHand } from "../../widgets/secret_hand.js";

/**
 * The common cards, face up for everyone, with the last cards shown so far under them. `inForm`:
 * drawn inside the prediction form, under its title, small and without a card of their own, so
 * a phone of 360 x 640 shows them on the first screen with the form (re-walk N5).
 */
export function commonCard(view, words, inForm = false) {
  const pub = view.public;
  const row = new Hand({ cards: pub.common, label: words.say("Common cards"), layout: "row" });
  row.el.classList.add("pg-row");
  const shown = Object.entries(pub.shown || {});
  const physical = pub.cards === "physical";
  return h("section", { class: inForm ? "pg-common pg-in-form" : "card pg-common", "aria-label": words.say("Common cards") },
    inForm ? h("p", { class: "small pg-label" }, words.say("Common cards")) : h("h2", {}, words.say("Common cards")),
    physical ? h("p", { class: "small muted" }, words.say("Dealt from the printed deck: the cards are on the table."))
      : row.el,
    shown.length ? h("div", { class: "pg-shown" },
      h("p", { class: "small muted" }, words.say("Last cards shown")),
      h("ul", { class: "pg-shown-list" }, shown.map(([seat, card]) => h("li", {},
        new Hand({ cards: [card], label: words.name(Number(seat)) }).el,
        h("span", { class: "small" }, words.name(Number(seat))))))) : null);
}

/** This seat's two hole cards, face down unless the button is held (widgets/secret_hand.js). */
export function holeCard(view, words) {
  const cards = (view.private || {}).hole || [];
  return h("section", { class: "card pg-hole", "aria-label": words.say("Your cards") },
    h("h2", {}, words.say("Your cards")),
    new SecretHand({ hand: { cards, label: words.say("Your cards"), layout: "row" },
      texts: { show: words.say("Hold to see your cards"), hint: words.say("Only you see them. They hide again when you let go.") } }).el);
}

/** A moderator who does not play: every hole card behind the show/hide toggle. */
export function moderatorCard(view, words) {
  const holes = view.private.hands;
  return secretsCard({ intro: words.say("You moderate without playing: you may see every hole card (never the deck's order)."),
    show: words.say("Show every hole card"), hide: words.say("Hide the cards"), region: words.say("Hole cards") },
  view.public.in_hand.map((seat) => h("li", {},
    h("div", { class: "line1" }, h("span", { class: "pname" }, words.name(seat))),
    new Hand({ cards: holes[String(seat)] || [], label: words.name(seat) }).el)));
}
