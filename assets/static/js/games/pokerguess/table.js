// PokerGuess's table on a phone and on the table screen: the pot (and side pots), what staying
// costs, and every player in turn order with stack, chips put in, standing prediction and its
// place in the checking order. Everything here is public.

import { h } from "../../dom.js";
import { chipCount, potsRow } from "../../widgets/chips.js";

/** Main pot and side pots, the bet to stay, and (for a seat) what staying costs it. */
export function potCard(view, words) {
  const pub = view.public;
  const priv = view.private || {};
  const pots = pub.pots || [];
  // A pot only one player reached while the phase runs is a raise nobody has called yet.
  const uncalled = (pot, i) => i > 0 && pot.eligible.length === 1;
  const name = (pot, i) => (pots.length === 1 ? words.say("Pot")
    : uncalled(pot, i) ? words.say("{name}'s raise, not called yet", { name: words.name(pot.eligible[0]) })
      : i === 0 ? words.say("Main pot") : words.say("Side pot {n}", { n: i }));
  const sides = pots.filter((pot, i) => i > 0 && !uncalled(pot, i)).length;
  const who = sides ? pots.map((pot, i) => (uncalled(pot, i) ? null
    : h("li", {}, h("b", {}, name(pot, i)), " · ", words.list(pot.eligible)))) : [];
  const stay = priv.seat !== undefined && pub.turn === priv.seat
    ? (priv.to_call > 0 ? words.say("Staying costs you {n} more.", { n: words.chips(priv.to_call) })
      : words.say("Nothing to call: staying costs you nothing more."))
    : null;
  return h("section", { class: "card pg-pot", "aria-label": words.say("Pot") },
    potsRow(pots, { name }),
    who.length ? h("ul", { class: "pg-pots small" }, who) : null,
    h("p", { class: "pg-bet" }, words.say("To stay: {n} in all", { n: pub.bet })),
    stay ? h("p", { class: "small pg-stay" }, stay) : null,
    h("p", { class: "small muted" }, words.say("Hand {n} · ante {ante} · dealer {name}",
      { n: pub.hand, ante: pub.ante, name: words.name(pub.dealer) })));
}

function tags(seat, pub, words, left) {
  const list = [];
  if (left.includes(seat)) list.push(h("span", { class: "tag rejected" }, words.say("left the table")));
  if (seat === pub.dealer) list.push(h("span", { class: "tag" }, words.say("dealer")));
  if (pub.folded.includes(seat)) list.push(h("span", { class: "tag rejected" }, words.say("folded")));
  if (pub.all_in.includes(seat)) list.push(h("span", { class: "tag plan" }, words.say("all in")));
  if (pub.turn === seat || pub.shower === seat) list.push(h("span", { class: "tag pg-now" }, words.say("to act")));
  return list;
}

/** Every player: in this hand in turn order, then those out of the match. */
export function playersCard(view, words) {
  const pub = view.public;
  const you = view.you ? view.you.seat : null;
  const out = view.seats.map((s) => s.seat).filter((seat) => !pub.in_hand.includes(seat));
  const place = (seat) => pub.order.indexOf(seat);
  const row = (seat) => {
    const p = pub.predictions[String(seat)];
    return h("li", { class: pub.turn === seat || pub.shower === seat ? "pg-turn" : "", dataset: { seat: String(seat) } },
      h("div", { class: "line1" },
        h("span", { class: "pname" }, seat === you ? words.say("{name} (you)", { name: words.name(seat) }) : words.name(seat)),
        tags(seat, pub, words, view.left || []),
        h("span", { class: "pg-stack" }, chipCount(pub.chips[seat],
          { label: `${words.name(seat)}: ${words.chips(pub.chips[seat])}` }))),
      h("div", { class: "cond" },
        p ? h("span", { class: "pg-pred" }, place(seat) >= 0 ? h("b", { class: "pg-place" }, `#${place(seat) + 1}`) : null,
          " ", words.prediction(p)) : h("span", { class: "muted" }, pub.folded.includes(seat) ? words.say("no prediction (folded)") : words.say("no prediction yet")),
        h("span", { class: "small muted pg-in" }, words.say("in the pot: {n}", { n: pub.put[seat] }))));
  };
  return h("section", { class: "card pg-players", "aria-label": words.say("Players and predictions") },
    h("h2", {}, words.say("Players and predictions")),
    h("ul", { class: "results" }, pub.in_hand.map(row),
      out.map((seat) => h("li", { class: "muted" }, h("div", { class: "line1" },
        h("span", { class: "pname" }, words.name(seat)), h("span", { class: "tag" }, words.say("out of the match")))))),
    h("p", { class: "hint" }, words.say("#1 is checked first: more cards first, then the colour part (count, number), then the figure part (count, figure).")));
}

/** Between two hands: every player's stack, those out of the match marked. */
export function stacksCard(view, words) {
  const pub = view.public;
  return h("section", { class: "card pg-players", "aria-label": words.say("Chips") },
    h("h2", {}, words.say("Chips")),
    h("ul", { class: "results" }, view.seats.map(({ seat }) => h("li", {}, h("div", { class: "line1" },
      h("span", { class: "pname" }, words.name(seat)),
      pub.chips[seat] ? null : h("span", { class: "tag" }, words.say("out of the match")),
      h("span", { class: "pg-stack" }, chipCount(pub.chips[seat],
        { label: `${words.name(seat)}: ${words.chips(pub.chips[seat])}` })))))));
}
