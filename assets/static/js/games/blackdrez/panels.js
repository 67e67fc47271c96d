// BlackDrez's panels, on the phones and the table screen (docs/rules-decisions.md#blackdrez):
// every seat (its face-up cards, score, pile, whether it is in the round, bust or retired, who
// deals and who plays), the table (the cards lying on it, the deck and the discard pile), the
// round's and the match's results explained, and the history, for everyone or one player.

import { h } from "../../dom.js";
import { actionCard } from "../../seat_screen.js";
import { Hand, handCount } from "../../widgets/hand.js";
import { seenControls } from "../../widgets/seen.js";

/** Every seat: name, tags (turn, dealer, bust, retired), score, pile and its cards. */
export function playersCard(view, words) {
  const pub = view.public;
  const you = view.you ? view.you.seat : null;
  const playing = view.phase === "play";
  const last = new Map();
  for (const e of pub.history) {
    if (e.event === "deal") last.clear();
    else if (e.seat !== null) last.set(e.seat, e);
  }
  return h("section", { class: "card bd-players", "aria-label": words.say("Players") },
    h("h2", {}, pub.rounds ? words.say("Round {n} of {rounds}", { n: pub.round, rounds: pub.rounds })
      : words.say("Round {n}", { n: pub.round })),
    h("ul", { class: "results" }, view.seats.map(({ seat }) => {
      const s = pub.seats[String(seat)];
      const name = seat === you ? words.say("{name} (you)", { name: words.name(seat) }) : words.name(seat);
      const tags = [(view.left || []).includes(seat) ? words.say("left the table") : null,
        playing && seat === pub.holder ? words.say("to play") : null,
        seat === pub.dealer ? words.say("dealer") : null,
        playing && !s.active ? words.standing(s) : null,
        pub.stands.includes(seat) ? words.say("stood") : null].filter(Boolean);
      return h("li", { class: playing && seat === pub.holder ? "bd-turn" : null, dataset: { seat: String(seat) } },
        h("div", { class: "line1" },
          h("span", { class: "pname" }, name),
          tags.length ? h("span", { class: "small muted" }, tags.join(" · ")) : null,
          h("span", { class: "bd-pile small", dataset: { pile: String(s.pile) } },
            words.say("Pile: {n}", { n: s.pile }))),
        s.cards.length ? h("div", { class: "bd-seat-cards" },
          new Hand({ cards: s.cards, label: words.name(seat) }).el,
          h("span", { class: "bd-score", dataset: { score: String(s.score) } },
            words.say("{n} of 11", { n: s.score }))) : null,
        last.has(seat) ? h("div", { class: "cond muted" }, words.event(last.get(seat))) : null);
    })));
}

/** The table: cards lying on it (busts, what retiring players left, a split's remainder), the
 * deck and the discard pile. */
export function tableCard(view, words) {
  const pub = view.public;
  return h("section", { class: "card bd-table", "aria-label": words.say("The table") },
    h("h2", {}, words.say("On the table")),
    pub.table.length ? new Hand({ cards: pub.table, label: words.say("On the table") }).el
      : h("p", { class: "small muted" }, words.say("No loose cards on the table.")),
    h("p", { class: "bd-counts small" },
      handCount({ count: pub.deck_count, name: words.say("Deck") }), " ", words.say("deck"),
      pub.discard_count ? [" · ", words.say("{n} discarded", { n: pub.discard_count })] : null),
    h("p", { class: "small muted" }, words.say("The winner of a round takes every card in play: the hands and the table.")),
    pub.prearranged ? h("p", { class: "small muted" }, words.say("Prearranged deal: the cards come in a set order.")) : null);
}

/** The round just ended (or the match): what happened in words, what each seat won, the piles;
 * and "Seen" and who has still to see it (widgets/seen.js; `ctx` null on the table screen). */
export function resultCard(ctx, view, words) {
  const pub = view.public;
  const result = pub.round_result;
  if (!result || view.phase === "play") return null;
  const outcome = view.outcome;
  const moves = (view.private || {}).moves || [];
  const rows = view.seats.map(({ seat }) => {
    const won = result.won[String(seat)];
    const score = result.scores[String(seat)];
    return h("li", { class: won !== undefined ? "winner" : null, dataset: { seat: String(seat) } },
      h("div", { class: "line1" }, h("span", { class: "pname" }, words.name(seat)),
        score !== undefined ? h("span", { class: "small" }, words.say("{n} of 11", { n: score }))
          : h("span", { class: "small muted" }, words.standing(pub.seats[String(seat)])),
        won !== undefined ? h("span", { class: "badge-win" }, `+${won}`) : null,
        h("span", { class: "bd-score" }, words.say("Pile: {n}", { n: pub.seats[String(seat)].pile }))));
  });
  const title = outcome ? words.say("The match is over") : words.say("Round {n} is over", { n: pub.round });
  const body = [h("p", { class: "bd-why" }, words.roundEnd(result, { last: Boolean(outcome) })), h("ul", { class: "results" }, rows),
    h("p", { class: outcome ? "bd-why" : "small" }, outcome ? words.matchEnd(outcome)
      : words.say("Most cards in the pile when the deck can no longer deal a round wins."))];
  const seen = view.phase === "hand_over" ? seenControls(ctx, view, words, { rounds: true }) : [];
  if (moves.includes("next_hand")) {
    // The status line right above says "Round n is over": the card's own title is for screen
    // readers only, so every player's line lies above the sticky "Seen" at 360 x 640 (re-walk N8).
    const card = actionCard("next_hand", title, body, seen);
    card.querySelector("h2").classList.add("visually-hidden");
    return card;
  }
  return h("section", { class: "card bd-result", "aria-label": title }, h("h2", { id: outcome ? "end-title" : null }, title),
    body, seen);
}

/** One player's rounds, newest first: the cards dealt, each move, what the round gave. */
function seatRounds(view, words, seat) {
  const rounds = [];
  for (const e of view.public.history) {
    if (e.event === "deal") rounds.push({ n: e.round, lines: [words.dealtTo(e, seat)] });
    else if (!rounds.length) continue;
    else if (e.event === "round_over") {
      const won = e.won[String(seat)];
      rounds.at(-1).lines.push(won === undefined ? words.say("Won nothing this round.")
        : words.say("Cards won: {n}.", { n: won }));
    } else if (e.seat === seat) rounds.at(-1).lines.push(words.event(e));
  }
  return rounds.reverse().map((r) => h("li", { dataset: { round: String(r.n) } },
    h("strong", {}, words.say("Round {n}", { n: r.n })), " ", r.lines.filter(Boolean).join(" ")));
}

// The history's choice (everyone or one seat) and whether it is unfolded, kept across rebuilds.
let shownSeat = null;
let historyOpen = false;

/** The history, newest first, for everyone or one player (buttons to choose); `open` unfolds it
 * (the table screen). `rerender` redraws after a choice. */
export function historyCard(view, words, rerender, open = false) {
  const events = view.public.history;
  if (!events.length) return null;
  const choose = (seat) => () => { shownSeat = seat; rerender(); };
  const tab = (seat, label) => h("button", { type: "button", class: "btn small",
    "aria-pressed": String(shownSeat === seat), dataset: { seat: seat === null ? "all" : String(seat) },
    onclick: choose(seat) }, label);
  const list = shownSeat === null
    ? [...events].reverse().map((e, i) => h("li", { dataset: { event: e.event } },
      words.event(e, { last: Boolean(view.outcome) && i === 0 })))
    : seatRounds(view, words, shownSeat);
  return h("section", { class: "card" },
    h("details", { class: "bd-history", open: open || historyOpen,
      ontoggle: (event) => { historyOpen = event.target.open; } },
      h("summary", {}, words.say("History ({n})", { n: events.length })),
      h("div", { class: "bd-tabs", role: "group", "aria-label": words.say("Whose history") },
        tab(null, words.say("Everyone")), view.seats.map(({ seat }) => tab(seat, words.name(seat)))),
      h("ol", { class: shownSeat === null ? null : "bd-rounds", reversed: shownSeat === null }, list)));
}
