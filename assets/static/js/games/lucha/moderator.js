// lucha for a moderator who does not play (docs/architecture.md, "omniscient"): every player's
// hand, the cards assigned face down to each of his candidates and what the NKVD showed him,
// behind the shared show/hide toggle that folds itself away (never the deck's order, which no
// view carries). Players never get these fields, so this card never shows on a seat's phone.

import { h } from "../../dom.js";
import { secretsCard } from "../../seat_screen.js";
import { cardEl } from "./cards.js";

function cardsOrNone(words, cards, none) {
  return cards.length ? h("div", { class: "lu-row" }, cards.map((c) => cardEl(words, c, { small: true })))
    : h("p", { class: "small muted" }, none);
}

/** The secrets of one seat: hand, assigned cards by candidate in play, the NKVD's looks. */
function seatSecrets(view, words, seat) {
  const priv = view.private;
  const hand = priv.hands[seat] || [];
  const looks = Object.entries((priv.all_looks || {})[String(seat)] || {});
  const mine = view.public.candidates.filter((c) => c.owner === seat && c.status === "in");
  return h("li", { class: "lu-secrets", dataset: { seat } },
    h("div", { class: "line1" }, h("span", { class: "pname" }, words.name(seat))),
    h("p", { class: "small" }, words.say("Hand ({n})", { n: hand.length })),
    cardsOrNone(words, hand, words.say("no cards")),
    mine.map((c) => h("div", { dataset: { candidate: c.id } },
      h("p", { class: "small" }, words.say("Assigned to {candidate}", { candidate: words.candidate(c.id) })),
      cardsOrNone(words, priv.all_assigned[c.id] || [], words.say("no assigned cards")))),
    looks.map(([cand, cards]) => h("div", { class: "lu-secret-look", dataset: { look: cand } },
      h("p", { class: "small" }, words.say("The NKVD showed {name} the cards of {candidate}", {
        name: words.name(seat), candidate: words.candidate(cand) })),
      cardsOrNone(words, cards, words.say("no assigned cards")))));
}

/** The moderator's card: every seat's secrets behind "Show every secret". */
export function moderatorCard(view, words) {
  return secretsCard({
    intro: words.say("You moderate without playing: you may see every hand, every assigned card and what the NKVD saw (never the deck's order)."),
    show: words.say("Show every secret"), hide: words.say("Hide the secrets"), region: words.say("Secrets"),
  }, view.seats.map(({ seat }) => seatSecrets(view, words, seat)));
}
