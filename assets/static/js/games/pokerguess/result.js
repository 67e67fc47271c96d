// A finished hand explained in words (docs/rules-decisions.md#pokerguess): every card dealt
// (folded hands too), the predictions in the order they were checked, and for each pot, main
// pot first, which prediction was checked first and why it failed, and who takes the pot (or
// how it was split). Also the match's end.

import { h } from "../../dom.js";
import { Hand } from "../../widgets/hand.js";
import { seenControls } from "../../widgets/seen.js";

function potTitle(index, pot, words) {
  const title = index === 0 ? words.say("Main pot") : words.say("Side pot {n}", { n: index });
  return `${title}: ${words.chips(pot.amount)}`;
}

/** The lines of one pot: each prediction checked and why it failed, then who takes it. */
export function potLines(record, pot, index, words) {
  const lines = [];
  const checked = [...pot.tried, ...(pot.split || pot.alone ? [] : pot.winners)];
  checked.forEach((seat, k) => {
    const p = record.predictions[String(seat)];
    const reason = words.why(p, record.checks[String(seat)]);
    lines.push(h("li", { class: pot.winners.includes(seat) && !pot.split ? "pg-holds" : "pg-fails" },
      h("b", {}, k === 0 ? words.say("Checked first: {name}", { name: words.name(seat) })
        : words.say("Then {name}", { name: words.name(seat) })),
      " · ", h("span", { class: "pg-p" }, words.prediction(p)), h("br"), reason));
  });
  const taker = pot.alone ? words.say("Only {name} reached this pot: it goes back to them.", { name: words.name(pot.winners[0]) })
    : pot.split ? words.say("No prediction holds: the pot is split: {shares}.", { shares: Object.entries(pot.shares)
      .map(([seat, n]) => `${words.name(Number(seat))} ${n}`).join(", ") })
      : words.say("{name} takes the pot ({n}).", { name: words.name(pot.winners[0]), n: words.chips(pot.amount) });
  return h("div", { class: "pg-pot-result" }, h("h3", {}, potTitle(index, pot, words)),
    lines.length ? h("ol", { class: "pg-checks" }, lines) : null, h("p", { class: "pg-taker" }, taker));
}

/** The hand's cards: the common ones and every player's two (folded players' too). */
function dealtCards(record, words) {
  return h("div", { class: "pg-dealt" },
    record.common.length ? h("div", {}, h("p", { class: "small muted" }, words.say("Common cards")),
      new Hand({ cards: record.common, label: words.say("Common cards"), layout: "row" }).el) : null,
    h("ul", { class: "pg-hands" }, Object.entries(record.hands).map(([seat, cards]) => h("li", {},
      new Hand({ cards, label: words.name(Number(seat)), layout: "row" }).el,
      h("span", { class: "small" }, words.name(Number(seat)),
        record.folded.includes(Number(seat)) ? ` · ${words.say("folded")}` : "")))));
}

/**
 * A finished hand in one line, for "Last hand: …" (re-walk N6: "Hand 1 is over" said nothing):
 * "hand 1, Carmen took the pot (10 chips)", "hand 2, the others folded: Bob took 4 chips",
 * "hand 3, no prediction held: the pot was split". The main pot only; the result card has all.
 */
export function headline(record, words) {
  const pot = record.pots[0];
  const n = record.hand;
  if (record.by_fold) {
    return words.say("hand {n}, the others folded: {name} took {chips}", { n, name: words.name(pot.winners[0]),
      chips: words.chips(record.won[String(pot.winners[0])]) });
  }
  if (pot.split) return words.say("hand {n}, no prediction held: the pot was split", { n });
  return words.say("hand {n}, {name} took the pot ({chips})", { n, name: words.name(pot.winners[0]),
    chips: words.chips(pot.amount) });
}

/** The whole explanation of `record` (a hand record of the public view). */
export function explain(record, words) {
  if (record.by_fold) {
    const seat = record.pots[0].winners[0];
    return [h("p", { class: "pg-taker" }, words.say("Everyone else folded: {name} takes {n} without a showdown.",
      { name: words.name(seat), n: words.chips(record.won[String(seat)]) }))];
  }
  return [
    dealtCards(record, words),
    h("p", { class: "small" }, words.say("Order of checking: {names}.", { names: record.order.map((s) => words.name(s)).join(" → ") })),
    ...record.pots.map((pot, i) => potLines(record, pot, i, words)),
  ];
}

/**
 * The hand just ended (or the match), explained; at the end of a hand, "Seen" and who has
 * still to see it (widgets/seen.js; `ctx` null on the table screen and in the last hand
 * opened again).
 */
export function resultCard(ctx, view, words) {
  const pub = view.public;
  const record = pub.record;
  if (!record) return null;
  const outcome = view.outcome;
  const out = record.out.length ? h("p", { class: "small" }, words.say("Out of chips, out of the match: {names}.", { names: words.list(record.out) })) : null;
  return h("section", { class: "card pg-result", "aria-labelledby": "pg-result-title" },
    h("h2", { id: "pg-result-title" }, outcome ? words.say("The match is over")
      : record.by_fold ? words.say("Hand {n} is over", { n: record.hand }) : words.say("Showdown of hand {n}", { n: record.hand })),
    outcome ? h("p", { class: "pg-final" }, words.say("Chips: {list}", { list: Object.entries(outcome.chips)
      .map(([seat, n]) => `${words.name(Number(seat))} ${n}`).join(" · ") })) : null,
    ...explain(record, words), out, view.phase === "hand_over" ? seenControls(ctx, view, words) : null);
}
