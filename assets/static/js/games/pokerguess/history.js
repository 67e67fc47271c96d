// A player's hand history (public facts only): for each hand, every prediction made, raise,
// fold and card shown, in order, and what the hand gave or took. The phone's own player first;
// any other player can be chosen.

import { h } from "../../dom.js";

/** The raise and all-in that came with a guess, as sentences after it: " Raised to 8." */
function extras(entry, words) {
  const raise = entry.raise_to ? ` ${words.say("Raised to {n}.", { n: entry.raise_to })}` : "";
  return `${raise}${entry.all_in ? ` ${words.say("All in.")}` : ""}`;
}

/**
 * One guess or show as the last-event line's sentence, naming the player: "Ana kept the same
 * prediction. Raised to 8.", "Ana showed Joker 4." (re-walk N6: not "Ana: Phase 2: Kept …").
 */
export function sentence(entry, words) {
  const name = words.name(entry.seat);
  if (entry.event === "show") {
    const card = words.cardName(entry.cards[0]);
    return entry.stand_in ? words.say("The stand-in showed {card} for {name}.", { card, name })
      : words.say("{name} showed {card}.", { name, card });
  }
  const prediction = entry.prediction && words.prediction(entry.prediction);
  const text = {
    fold: entry.stand_in ? words.say("The stand-in folded for {name}.", { name }) : words.say("{name} folded.", { name }),
    keep: entry.stand_in ? words.say("The stand-in kept {name}'s prediction.", { name })
      : words.say("{name} kept the same prediction.", { name }),
    new: words.say("{name} predicted {prediction}.", { name, prediction }),
    change: words.say("{name} changed to {prediction}.", { name, prediction }),
  }[entry.how];
  return `${text}${extras(entry, words)}`;
}

/** One guess or show of the history in words: "Phase 1: Predicted Red ×3 · Bishop ×4." */
export function line(entry, words) {
  if (entry.event === "show") {
    const card = words.cardName(entry.cards[0]);
    return entry.stand_in ? words.say("The stand-in showed {card}.", { card }) : words.say("Showed {card}.", { card });
  }
  const phase = words.say("Phase {n}", { n: entry.round });
  const text = {
    fold: entry.stand_in ? words.say("The stand-in folded.") : words.say("Folded."),
    keep: entry.stand_in ? words.say("The stand-in kept the prediction.") : words.say("Kept the prediction."),
    new: words.say("Predicted {prediction}.", { prediction: entry.prediction && words.prediction(entry.prediction) }),
    change: words.say("Changed to {prediction}.", { prediction: entry.prediction && words.prediction(entry.prediction) }),
  }[entry.how];
  return `${phase}: ${text}${extras(entry, words)}`;
}

/** The history of `seat`: hands newest first. */
function hands(view, seat, words) {
  const pub = view.public;
  const byHand = new Map();
  for (const entry of pub.history) {
    if (entry.seat !== seat || !["guess", "show"].includes(entry.event)) continue;
    if (!byHand.has(entry.hand)) byHand.set(entry.hand, []);
    byHand.get(entry.hand).push(line(entry, words));
  }
  const records = new Map(pub.records.map((r) => [r.hand, r]));
  const numbers = [...byHand.keys()].sort((a, b) => b - a);
  if (!numbers.length) return [h("li", { class: "muted" }, words.say("Nothing yet."))];
  return numbers.map((n) => {
    const record = records.get(n);
    const net = record && record.net[String(seat)];
    const result = net === undefined ? words.say("in play") : net > 0 ? words.say("won {n}", { n: words.chips(net) })
      : net < 0 ? words.say("lost {n}", { n: words.chips(-net) }) : words.say("even");
    const p = record && record.predictions[String(seat)];
    const judged = p && record.checks[String(seat)]
      ? words.say("Showdown: {prediction}. {why}", { prediction: words.prediction(p), why: words.why(p, record.checks[String(seat)]) }) : null;
    return h("li", {}, h("b", {}, words.say("Hand {n}", { n })), ` · ${result}`,
      h("ul", {}, byHand.get(n).map((text) => h("li", {}, text)), judged ? h("li", {}, judged) : null));
  });
}

export class HistoryCard {
  constructor() {
    this.chosen = null;
    this.select = h("select", { "aria-label": "", onchange: () => { this.chosen = Number(this.select.value); this.render(); } });
    this.list = h("ul", { class: "history" });
    this.title = h("summary", {});
    this.el = h("details", { class: "card pg-history" }, this.title, this.select, this.list);
  }

  update(view, words) {
    this.view = view;
    this.words = words;
    const you = view.you && view.you.seat !== null && view.you.seat !== undefined ? view.you.seat : null;
    if (this.chosen === null) this.chosen = you ?? view.seats[0].seat;
    this.title.textContent = words.say("Hand history");
    this.select.setAttribute("aria-label", words.say("Whose history"));
    this.select.replaceChildren(...view.seats.map(({ seat }) => h("option", { value: String(seat), selected: seat === this.chosen },
      words.name(seat))));
    this.render();
  }

  render() {
    this.list.replaceChildren(...hands(this.view, this.chosen, this.words));
  }
}
