// RummiDrez's read-only panels, on the phones and the table screen: the players (score, cards
// in hand, first meld made), the deck and the target; the end of a hand; the match's end; and
// the sentence for each reason the "Check" button (or the referee) finds a meld wrong.

import { h } from "../../dom.js";
import { handCount } from "../../widgets/hand.js";

/** Why a draft cannot be laid, as a sentence (`found` from rules.checkDraft). */
export function problemText(found, words) {
  const n = found.group === undefined ? 0 : found.group + 1;
  switch (found.why) {
    case "must_lay_a_card": return words.say("Lay at least one card from your hand.");
    case "first_meld_own_groups_only":
      return words.say("Your first meld must be groups of your own cards only: leave the table's groups as they are.");
    case "first_meld_too_small": return words.say("Your first meld must lay at least 7 cards.");
    case "too_short": return words.say("Meld {n} has fewer than 3 cards.", { n });
    case "mixed": return words.say("Meld {n} is neither one figure nor one colour.", { n });
    case "repeated": return words.say("Meld {n} holds the same number or figure twice.", { n });
    case "gap": return words.say("Meld {n} has a gap that no neutral card fills.", { n });
    case "too_long": return words.say("Meld {n} is too long: a figure run has at most 9 cards, a colour run 6.", { n });
    default: return words.say("Meld {n} has a neutral card at an end or next to another neutral card.", { n });
  }
}

/** The match so far: each player's score, hand size and first meld; the deck and target. */
export function playersCard(view, words) {
  const pub = view.public;
  const rows = view.seats.map(({ seat }) => h("li", { class: `rd-player${pub.to_play === seat ? " turn" : ""}` },
    h("span", { class: "pname" }, words.name(seat)),
    pub.cards === "physical" ? null : handCount({ count: pub.hand_sizes[seat], name: words.name(seat) }),
    pub.solitaire ? null : h("span", { class: "rd-score" }, words.sayN("{n} pt", "{n} pts", pub.scores[String(seat)])),
    pub.melded[seat] ? h("span", { class: "rd-melded" }, words.say("melded")) : null));
  const goal = pub.solitaire ? words.say("Moves: {n}", { n: pub.moves })
    : pub.target === null ? words.say("Played against the clock.")
      : words.sayN("First to {n} point wins.", "First to {n} points wins.", pub.target);
  const deck = pub.cards === "physical" ? words.say("Printed cards: the app keeps the scores.")
    : words.sayN("Deck: {n} card", "Deck: {n} cards", pub.deck_count);
  return h("section", { class: "card rd-players", "aria-label": words.say("Players") },
    h("ul", { class: "rd-list" }, rows),
    h("p", { class: "small muted" }, [words.say("Hand {n}", { n: pub.hand }), deck, goal,
      pub.prearranged ? words.say("Prearranged deal.") : null].filter(Boolean).join(" · ")));
}

/** The last hand's end: who went out (or that it was blocked), cards left and points. */
export function handEndCard(view, words, ...actions) {
  const result = view.public.hand_result;
  if (!result) return null;
  const names = words.list(result.winners);
  const n = result.winners.length;
  const head = result.blocked
    ? words.sayN("The hand is blocked: {names} holds the fewest cards.", "The hand is blocked: {names} hold the fewest cards.", n, { names })
    : words.say("{names} laid every card.", { names });
  return h("section", { class: "card rd-hand-end" }, h("h2", {}, head),
    h("ul", { class: "rd-list" }, view.seats.map(({ seat }) => {
      const left = words.sayN("{n} card left", "{n} cards left", result.cards_left[String(seat)]);
      const points = words.sayN("+{n} point", "+{n} points", result.points[String(seat)] || 0);
      return h("li", {}, words.say("{name}: {left}, {points}", { name: words.name(seat), left, points }));
    })),
    ...actions);
}

/** The end of the match (or the solitaire) as one sentence. */
export function outcomeText(outcome, words) {
  if ("score" in outcome) {
    const cards = words.sayN("{n} card left in hand", "{n} cards left in hand", outcome.score);
    const moves = words.sayN("{n} move", "{n} moves", outcome.moves);
    return words.say("Finished with {cards} after {moves}.", { cards, moves });
  }
  return outcome.reason === "time"
    ? words.sayN("Time is up: {names} won.", "Time is up: {names} won.", outcome.winners.length,
      { names: words.list(outcome.winners) })
    : `${words.wonMatch(outcome.winners)}.`;
}
