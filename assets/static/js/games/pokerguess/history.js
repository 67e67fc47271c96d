// A player's hand history (public facts only): for each hand, every prediction made, raise,
// fold and card shown, in order, and what the hand gave or took. The phone's own player first;
// any other player can be chosen.

import { h } from "../../dom.js";

/** One guess or show of the history in words: "Phase 1: Predicted Red ×3 · Bishop ×4." */
export function line(entry, words) {
  if (entry.event === "show") {
    const card = words.cardName(entry.cards[0]);
    return entry.stand_in ? words.say("The stand-in showed {card}.", { card }) : words.say("Showed {card}.", { card });
  }
  const phase = words.say("Phase {n}", { n: entry.round });
  const raise = entry.raise_to ? ` ${words.say("Raised to {n}.", { n: entry.raise_to })}` : "";
  const allIn = entry.all_in ? ` ${words.say("All in.")}` : "";
  const text = {
    fold: entry.stand_in ? words.say("The stand-in folded.") : words.say("Folded."),
    keep: entry.stand_in ? words.say("The stand-in kept the prediction.") : words.say("Kept the prediction."),
    new: words.say("Predicted {prediction}.", { prediction: entry.prediction && words.prediction(entry.prediction) }),
    change: words.say("Changed to {prediction}.", { prediction: entry.prediction && words.prediction(entry.prediction) }),
  }[entry.how];
  return `${phase}: ${text}${raise}${allIn}`;
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
