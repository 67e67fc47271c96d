// Playing BlackDrez from a phone (docs/rules-decisions.md#blackdrez): this seat's cards, face up
// like on the table (nothing in BlackDrez is secret but the deck's order), its score, the value of
// each of its Jokers (6 or 1, changed at any time in the round unless it would go over 11), and,
// when it holds the turn, hit, stand (only while everyone is tied) and retire.

import { h } from "../../dom.js";
import { actionCard, moveButtons } from "../../seat_screen.js";
import { Hand } from "../../widgets/hand.js";
import { TARGET } from "./text.js";

const isJoker = (card) => card.startsWith("joker");

/** The Joker buttons of one card: "counts 1" and "counts 6", the current one pressed. */
function jokerRow(ctx, words, seat, card) {
  const value = seat.jokers[card];
  const other = value === 6 ? 1 : 6;
  const over = seat.score - value + other > TARGET;
  const [buttons, error] = moveButtons(ctx, [1, 6].map((v) => ({
    move: "set_joker", args: { card, value: v }, cls: `bd-joker-${v}${v === value ? " primary" : ""}`,
    disabled: v === value || (v === other && over),
    label: words.say("counts {value}", { value: v }) })), "row");
  for (const button of buttons.querySelectorAll("button")) {
    button.setAttribute("aria-pressed", String(button.classList.contains("primary")));
  }
  return h("div", { class: "bd-joker", dataset: { card } },
    h("p", { class: "bd-joker-name" }, words.say("{card} counts {value}", { card: words.card(card), value })),
    buttons,
    over && value === 1 ? h("p", { class: "small muted" }, words.say("As 6 it would take you over 11.")) : null,
    error);
}

/** This seat's cards and score, with its Jokers' values while it is in the round. */
export function ownCard(ctx, view, words) {
  const pub = view.public;
  const seat = pub.seats[String(view.private.seat)];
  const moves = view.private.moves || [];
  if (!seat.cards.length) return null;
  const alternatives = seat.valuations.filter((v) => v !== seat.score && v <= TARGET);
  const jokers = moves.includes("set_joker") ? seat.cards.filter(isJoker) : [];
  return h("section", { class: "card bd-own", "aria-label": words.say("Your cards") },
    h("div", { class: "bd-own-head" },
      h("h2", {}, words.say("Your cards")),
      h("span", { class: "bd-score big", dataset: { score: String(seat.score) } },
        words.say("{n} of 11", { n: seat.score }))),
    new Hand({ cards: seat.cards, label: words.say("Your cards") }).el,
    alternatives.length ? h("p", { class: "small" }, words.say("With your Jokers you could also count {list}.",
      { list: alternatives.join(", ") })) : null,
    jokers.length ? h("p", { class: "small muted" }, words.say("A Joker counts 6 or 1: change it whenever you like while you are in the round.")) : null,
    jokers.map((card) => jokerRow(ctx, words, seat, card)));
}

/** The turn holder's choices: hit, stand (everyone tied) and retire, each explained, with its
 * cards and score small beside them (all on the first screen of a small phone). */
export function turnCard(ctx, view, words) {
  const pub = view.public;
  const moves = (view.private || {}).moves || [];
  if (!moves.includes("hit")) return null;
  const seat = pub.seats[String(view.private.seat)];
  const keep = Math.floor(seat.cards.length / 2);
  const specs = [{ move: "hit", args: {}, cls: "primary bd-hit", label: words.say("Hit"),
    sub: pub.deck_count ? words.say("Take the deck's top card ({n} left).", { n: pub.deck_count })
      : words.say("The deck is empty: the round ends and the highest score takes the table.") }];
  if (moves.includes("stand")) {
    specs.push({ move: "stand", args: {}, cls: "bd-stand", label: words.say("Stand"),
      sub: words.say("Pass the turn; if everyone stands, the tied players share the table.") });
  }
  specs.push({ move: "retire", args: {}, cls: "bd-retire", label: words.say("Retire"),
    sub: words.sayN("Keep {k} of your {n} card in your pile; the rest stays on the table.",
      "Keep {k} of your {n} cards in your pile; the rest stays on the table.", seat.cards.length, { k: keep }) });
  return actionCard("hit", words.say("Your turn"),
    h("p", { class: "bd-why" }, words.turnWhy(pub, view.private.seat)),
    h("div", { class: "bd-turn-own" }, new Hand({ cards: seat.cards, label: words.say("Your cards") }).el,
      h("span", { class: "bd-score" }, words.say("{n} of 11", { n: seat.score }))),
    moveButtons(ctx, specs, "stack"));
}
