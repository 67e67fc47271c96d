// DomiDrez's panels, on the phones and the table screen (docs/rules-decisions.md#domidrez): the
// table (the top card, what must be followed, the deck), the draw or pass a seat is asked for,
// the players (cards in hand, score, last action), the hand's and the match's results explained,
// the printed-cards result form, the moderator's view of every hand, and the history.

import { h } from "../../dom.js";
import { actionCard, moveButtons, secretsCard } from "../../seat_screen.js";
import { Hand, handCount } from "../../widgets/hand.js";
import { seenControls } from "../../widgets/seen.js";
import { CARDS } from "./text.js";

/** The table: the top card (the two before it smaller), what the next card must share, the deck. */
export function tableCard(view, words) {
  const pub = view.public;
  if (pub.cards === "physical") {
    return h("section", { class: "card dd-table" }, h("h2", {}, words.say("The table")),
      h("p", {}, words.say("Printed cards: deal and play at the table; when the hand ends, enter how many cards each player has left.")),
      pub.prearranged && pub.hand === 1 ? h("p", { class: "small muted" }, words.say("Prearranged deal: the cards come in a set order.")) : null);
  }
  const earlier = pub.played.slice(-3, -1);
  const top = pub.top ? new Hand({ game: CARDS, cards: [pub.top], label: words.say("Top card") }).el : null;
  const need = pub.requirement;
  const lines = [];
  if (pub.named && need) {
    const last = [...pub.history].reverse().find((e) => e.event === "play");
    lines.push(h("p", { class: "dd-need" }, words.say("{name} played a neutral card and named {named}.",
      { name: last ? words.name(last.seat) : "", named: words.named(pub.named) })));
  }
  if (need) lines.push(h("p", { class: "dd-need" }, h("strong", {}, words.say("Follow with:")), " ", words.follow(need)));
  return h("section", { class: "card dd-table", "aria-label": words.say("The table") },
    h("h2", {}, words.say("The table")),
    h("div", { class: "dd-pile" },
      earlier.length ? h("div", { class: "dd-earlier" }, new Hand({ game: CARDS, cards: earlier, label: words.say("Played before") }).el) : null,
      h("div", { class: "dd-top" }, top),
      h("div", { class: "dd-deck" }, handCount({ count: pub.deck_count, name: words.say("Deck") }),
        h("span", { class: "small muted" }, words.say("deck")))),
    lines,
    pub.prearranged && pub.hand === 1 ? h("p", { class: "small muted dd-prearranged" }, words.say("Prearranged deal: the cards come in a set order.")) : null);
}

/** Draw or pass, when they are this seat's legal moves (no card of its hand matches). */
export function turnCard(ctx, view, words) {
  const moves = (view.private || {}).moves || [];
  if (moves.includes("draw")) {
    return actionCard("draw", words.say("No card of yours matches"),
      h("p", {}, words.say("Draw the deck's top card; your turn then passes, even if that card matches.")),
      moveButtons(ctx, [{ move: "draw", args: {}, label: words.say("Draw a card"), cls: "primary" }]));
  }
  if (moves.includes("pass")) {
    return actionCard("pass", words.say("No card of yours matches"),
      h("p", {}, words.say("The deck is empty: pass your turn.")),
      moveButtons(ctx, [{ move: "pass", args: {}, label: words.say("Pass my turn"), cls: "primary" }]));
  }
  return null;
}

/** Every player: cards in hand, score and target, who deals and who plays, the last action. */
export function playersCard(view, words) {
  const pub = view.public;
  const you = view.you ? view.you.seat : null;
  const last = new Map();
  for (const e of pub.history) {
    if (e.event === "deal") last.clear();
    else if (["play", "draw", "pass"].includes(e.event)) last.set(e.seat, e);
  }
  const app = pub.cards !== "physical";
  return h("section", { class: "card dd-players", "aria-label": words.say("Players") },
    h("h2", {}, words.say("Players · first to {target} points", { target: pub.target })),
    h("ul", { class: "results" }, view.seats.map(({ seat }) => {
      const name = seat === you ? words.say("{name} (you)", { name: words.name(seat) }) : words.name(seat);
      const tags = [seat === pub.to_play ? words.say("to play") : null, seat === pub.dealer ? words.say("dealer") : null].filter(Boolean);
      return h("li", { class: seat === pub.to_play ? "dd-turn" : null, dataset: { seat: String(seat) } },
        h("div", { class: "line1" },
          h("span", { class: "pname" }, name),
          tags.length ? h("span", { class: "small muted" }, tags.join(" · ")) : null,
          h("span", { class: "dd-score", dataset: { score: String(pub.scores[String(seat)]) } },
            words.sayN("{n} point", "{n} points", pub.scores[String(seat)])),
          app ? handCount({ count: pub.hand_sizes[seat], name: words.name(seat) }) : null),
        last.has(seat) ? h("div", { class: "cond muted" }, words.lastAction(last.get(seat))) : null);
    })));
}

/** The match's standing after a hand, in one sentence. */
function standing(view, words) {
  const pub = view.public;
  const scores = Object.values(pub.scores);
  const top = Math.max(...scores);
  const leaders = Object.keys(pub.scores).filter((s) => pub.scores[s] === top).map(Number);
  if (top >= pub.target && leaders.length > 1) {
    return words.say("{names} are level at {n}, at or over the target: another hand decides.", { names: words.list(leaders), n: top });
  }
  return words.say("The first to {target} points wins the match.", { target: pub.target });
}

/** The hand just ended (or the match): what happened in words, the cards left, the points; and
 * when `act` (not while paused, never on the table screen) "Seen" for a seat the next hand waits
 * for, who is still to see it and the moderator's "Deal now" (widgets/seen.js). */
export function resultCard(ctx, view, words, act = true) {
  const pub = view.public;
  const result = pub.hand_result;
  if (!result) return null;
  const outcome = view.outcome;
  const moves = (view.private || {}).moves || [];
  const rows = view.seats.map(({ seat }) => {
    const gained = result.points[String(seat)];
    return h("li", { class: gained !== undefined ? "winner" : null, dataset: { seat: String(seat) } },
      h("div", { class: "line1" }, h("span", { class: "pname" }, words.name(seat)),
        h("span", { class: "small" }, words.sayN("{n} card left", "{n} cards left", result.cards_left[String(seat)])),
        gained !== undefined ? h("span", { class: "badge-win" }, `+${gained}`) : null,
        h("span", { class: "dd-score" }, words.sayN("{n} point", "{n} points", pub.scores[String(seat)]))));
  });
  const title = outcome
    ? words.say("{name} wins the match", { name: words.list(outcome.winners) })
    : words.say("Hand {n} is over", { n: pub.hand });
  const end = outcome
    ? words.say("{name} reached the target ({target} points) with the highest score. Hands played: {n}.",
      { name: words.list(outcome.winners), target: pub.target, n: outcome.hands })
    : standing(view, words);
  const body = [h("p", { class: "dd-why" }, words.handEnd(result)), h("ul", { class: "results" }, rows),
    h("p", { class: "small" }, end)];
  const seen = act && view.phase === "hand_over" ? seenControls(ctx, view, words) : [];
  if (act && moves.includes("next_hand")) return actionCard("next_hand", title, body, seen);
  return h("section", { class: "card dd-result", "aria-label": title }, h("h2", { id: outcome ? "end-title" : null }, title),
    body, seen);
}

/** Printed cards: the hand's result as counted at the table, sent by any seat. */
export function physicalCard(ctx, view, words) {
  const moves = (view.private || {}).moves || [];
  if (!moves.includes("hand_result")) return null;
  const inputs = view.seats.map(({ seat }) => h("input", { type: "number", inputmode: "numeric", min: "0", value: "0",
    id: `dd-left-${seat}`, dataset: { seat: String(seat) } }));
  const blocked = h("input", { type: "checkbox", id: "dd-blocked" });
  const error = h("p", { class: "error", role: "alert" });
  const send = h("button", { type: "button", class: "btn big primary wide", onclick: async () => {
    send.disabled = true;
    error.textContent = "";
    const left = Object.fromEntries(inputs.map((input) => [input.dataset.seat, Number(input.value)]));
    error.textContent = (await ctx.move("hand_result", { cards_left: left, blocked: blocked.checked })) || "";
    send.disabled = false;
  } }, words.say("Send the hand's result"));
  return actionCard("hand_result", words.say("The hand's result"),
    h("p", { class: "small" }, words.say("Cards left in each hand (0 for whoever went out):")),
    h("div", { class: "dd-left" }, view.seats.map(({ seat }, i) => h("label", { for: `dd-left-${seat}` }, words.name(seat), inputs[i]))),
    h("label", { class: "choice" }, blocked, h("span", {}, h("span", { class: "title" }, words.say("Blocked game")),
      h("span", { class: "sub" }, words.say("The deck ran out and nobody could play.")))),
    send, error);
}

/** A moderator who does not play: every hand behind the show/hide toggle (never the deck). */
export function moderatorCard(view, words) {
  const hands = view.private.hands;
  return secretsCard({ intro: words.say("You moderate without playing: you may see every hand (never the deck's order)."),
    show: words.say("Show every hand"), hide: words.say("Hide the hands"), region: words.say("Hands") },
  view.seats.map(({ seat }) => h("li", {},
    h("div", { class: "line1" }, h("span", { class: "pname" }, words.name(seat))),
    new Hand({ game: CARDS, cards: hands[String(seat)] || [], label: words.name(seat) }).el)));
}

// The player whose history the phone shows (null: everyone), kept across rebuilds of the card.
let historySeat = null;

/** Whether history entry `e` concerns `seat`: its own moves, and the hands it won. */
function concerns(e, seat) {
  return seat === null || e.seat === seat || (e.event === "hand_end" && e.winners.includes(seat));
}

/** The public history, newest first, folded, with a filter per player. */
export function historyCard(view, words) {
  const events = view.public.history;
  if (!events.length) return null;
  const list = h("ol", { reversed: true });
  const seat = historySeat;
  const fill = (chosen) => list.replaceChildren(...[...events].reverse().filter((e) => concerns(e, chosen))
    .map((e) => h("li", { dataset: { event: e.event } }, words.event(e))));
  const filters = h("div", { class: "dd-filters", role: "group", "aria-label": words.say("Whose moves") },
    [null, ...view.seats.map((s) => s.seat)].map((who) => h("button", {
      type: "button", class: "btn small", "aria-pressed": String(who === seat), dataset: { seat: who === null ? "all" : String(who) },
      onclick: (event) => {
        historySeat = who;
        for (const button of filters.children) button.setAttribute("aria-pressed", String(button === event.currentTarget));
        fill(who);
      } }, who === null ? words.say("Everyone") : words.name(who))));
  fill(seat);
  return h("section", { class: "card" },
    h("details", { class: "dd-history" },
      h("summary", {}, words.say("History ({n})", { n: events.length })), filters, list));
}
