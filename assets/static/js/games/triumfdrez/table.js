// TriumfDrez's public cards, on the phones and the table screen (docs/rules-decisions.md#triumfdrez):
// the contract (declarer, tricks, trump figure, supertrump colour, open), the trick on the table
// with who played what, the tricks per side, the hands played open, the players and the match's
// scores, the hand's result explained, the moderator's view of every hand, and the history.

import { h } from "../../dom.js";
import { actionCard, moveButtons, secretsCard } from "../../seat_screen.js";
import { Hand, handCount } from "../../widgets/hand.js";
import { seenControls } from "../../widgets/seen.js";
import { sorted } from "./text.js";

/** Trump and supertrump as two badges, or what the auction stands at. */
export function contractCard(view, words) {
  const pub = view.public;
  const deal = pub.contract;
  if (!deal) return null;
  const badge = (cls, label, text, colour) => h("div", { class: `td-badge ${cls}`, dataset: colour ? { colour: String(colour) } : {} },
    h("span", { class: "small muted" }, label), h("strong", {}, text));
  return h("section", { class: "card td-contract", "aria-label": words.say("The contract") },
    h("h2", {}, words.say("Contract: {name} bids {n}", { name: words.name(deal.declarer), n: deal.tricks })),
    h("div", { class: "td-badges" },
      badge("td-trump", words.say("Trump"), deal.trump ? words.figure(deal.trump) : words.say("no trump")),
      badge(`td-super${deal.supertrump ? ` td-c${deal.supertrump}` : ""}`, words.say("Supertrump"),
        deal.supertrump ? words.colour(deal.supertrump) : words.say("no supertrump"), deal.supertrump)),
    h("p", { class: "small" }, words.mustTake(pub, deal),
      " ", deal.open ? words.say("Their cards are played open.") : words.say("Their cards stay hidden.")),
    deal.trump && deal.supertrump ? h("details", { class: "small muted td-ranks" }, h("summary", {}, words.say("Which card wins")),
      words.say("Strongest card: {card}. Then the supertrump colour by figure, then trumps by number, then the led figure by number.",
        { card: words.card(`${deal.trump}-${deal.supertrump}`) })) : null);
}

/** The trick on the table (each card with its player), or the last one taken. */
export function trickCard(view, words) {
  const pub = view.public;
  if (!pub.contract || pub.cards === "physical") return null;
  const last = [...pub.history].reverse().find((e) => e.event === "trick");
  const plays = pub.trick.length ? pub.trick : (last ? last.cards.map((card, i) => ({ card, seat: (last.leader + i) % pub.players })) : []);
  const heading = pub.trick.length ? words.say("Trick {n}", { n: pub.won.reduce((a, b) => a + b, 0) + 1 })
    : last ? words.say("{name} won trick {n}", { name: words.name(last.seat), n: last.trick }) : words.say("Trick 1");
  return h("section", { class: "card td-trick", "aria-label": words.say("The trick") },
    h("h2", {}, heading),
    plays.length ? h("ul", { class: "td-plays" }, plays.map((p) => h("li", { class: !pub.trick.length && last && p.seat === last.seat ? "td-won" : null },
      new Hand({ cards: [p.card], label: words.name(p.seat) }).el, h("span", { class: "small" }, words.name(p.seat)))))
      : h("p", { class: "muted" }, words.say("{name} leads.", { name: words.name(pub.to_act) })),
    pub.led ? h("p", { class: "small" }, words.say("Led: {figure}. Follow it if you can.", { figure: words.figure(pub.led) })) : null,
    h("p", { class: "td-count" }, pub.sides.map((side, k) => h("span", { dataset: { side: String(k) } },
      words.sayN("{side}: {n} trick", "{side}: {n} tricks", pub.side_tricks[k], { side: words.list(side) })))));
}

/** The hands played open (an open contract's, from the first lead). */
export function openHandsCard(view, words) {
  const shown = view.public.open_hands;
  const seats = Object.keys(shown).filter((s) => shown[s].length);
  if (!seats.length) return null;
  return h("section", { class: "card td-open-hands", "aria-label": words.say("Open hands") },
    h("h2", {}, words.say("Open hands")),
    seats.map((s) => h("div", {}, h("p", { class: "small" }, words.name(Number(s))),
      new Hand({ cards: sorted(shown[s]), layout: "fan", label: words.name(Number(s)) }).el)));
}

/** Every player: dealer, whose turn, cards in hand, tricks and the side's score. */
export function playersCard(view, words) {
  const pub = view.public;
  const you = view.you ? view.you.seat : null;
  return h("section", { class: "card td-players", "aria-label": words.say("Players") },
    h("h2", {}, words.say("Score · first to {target} points", { target: pub.target })),
    pub.prearranged ? h("p", { class: "small muted td-prearranged" }, words.say("Prearranged deal: the cards come in a set order.")) : null,
    pub.players === 4 ? h("p", { class: "small muted" }, words.say("Partners: {a}; {b}.", { a: words.list(pub.sides[0]), b: words.list(pub.sides[1]) })) : null,
    h("ul", { class: "results" }, view.seats.map(({ seat }) => {
      const tags = [seat === pub.dealer ? words.say("dealer") : null, seat === pub.to_act ? words.say("to act") : null].filter(Boolean);
      return h("li", { class: seat === pub.to_act ? "td-turn" : null, dataset: { seat: String(seat) } },
        h("div", { class: "line1" },
          h("span", { class: "pname" }, seat === you ? words.say("{name} (you)", { name: words.name(seat) }) : words.name(seat)),
          tags.length ? h("span", { class: "small muted" }, tags.join(" · ")) : null,
          pub.contract && pub.cards !== "physical" ? h("span", { class: "small" }, words.say("Tricks: {n}", { n: pub.won[seat] })) : null,
          h("span", { class: "td-score", dataset: { score: String(pub.scores[String(seat)]) } }, words.sayN("{n} point", "{n} points", pub.scores[String(seat)])),
          pub.hand_sizes[seat] ? handCount({ count: pub.hand_sizes[seat], name: words.name(seat) }) : null));
    })));
}

/** The hand just ended (or the match): the score explained; "Seen" for a seat the next hand
 * waits for, who is still to see it, the moderator's "Deal now" (widgets/seen.js); `ctx` null
 * on the table screen. */
export function resultCard(ctx, view, words) {
  const pub = view.public;
  const result = pub.hand_result;
  if (!result) return null;
  const outcome = view.outcome;
  const title = outcome ? words.wonMatch(outcome.winners)
    : words.say("Hand {n} is over", { n: pub.hand });
  const body = [h("p", { class: "td-why" }, words.handEnd(result)),
    h("p", { class: "small" }, pub.sides.map((side, k) => words.say("{side}: {n} points", { side: words.list(side), n: pub.side_scores[k] })).join(" · ")),
    h("p", { class: "small muted" }, outcome ? words.say("Reached {target} points with the highest score after {n} hands.", { target: pub.target, n: outcome.hands })
      : words.say("The first to {target} points wins; if the highest are level at or over it, another hand is played.", { target: pub.target }))];
  const seen = view.phase === "hand_over" ? seenControls(ctx, view, words) : [];
  if (((view.private || {}).moves || []).includes("next_hand")) return actionCard("next_hand", title, body, seen);
  return h("section", { class: "card td-result", "aria-label": title }, h("h2", {}, title), body, seen);
}

/** Printed cards: the declarer's side enters the tricks it took. */
export function tricksWonCard(ctx, view, words) {
  if (!((view.private || {}).moves || []).includes("tricks_won")) return null;
  const specs = Array.from({ length: 14 }, (_, n) => ({ move: "tricks_won", args: { tricks: n }, label: String(n) }));
  return actionCard("tricks_won", words.say("Tricks your side took"),
    h("p", { class: "small" }, words.say("Play the hand with the printed cards, then tap how many tricks your side took.")),
    moveButtons(ctx, specs, "td-grid"));
}

/** A moderator who does not play: every hand behind the show/hide toggle (never the deck). */
export function moderatorCard(view, words) {
  const hands = view.private.hands;
  return secretsCard({ intro: words.say("You moderate without playing: you may see every hand (never the rest of the deck)."),
    show: words.say("Show every hand"), hide: words.say("Hide the hands"), region: words.say("Hands") },
  view.seats.map(({ seat }) => h("li", {}, h("div", { class: "line1" }, h("span", { class: "pname" }, words.name(seat))),
    new Hand({ cards: sorted(hands[String(seat)] || []), label: words.name(seat), layout: "fan" }).el)));
}

/** The public history, newest first, folded. */
export function historyCard(view, words) {
  const events = view.public.history;
  if (!events.length) return null;
  return h("section", { class: "card" }, h("details", { class: "td-history" },
    h("summary", {}, words.say("History ({n})", { n: events.length })),
    h("ol", {}, [...events].reverse().map((e) => h("li", { dataset: { event: e.event } }, words.event(e))))));
}
