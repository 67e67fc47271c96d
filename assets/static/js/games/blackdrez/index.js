// BlackDrez's seat screen (seed 004 BlackDrez, docs/rules-decisions.md#blackdrez): reach 11 with
// face-up cards. The round just ended or the match (explained in words, "Seen" for the next round),
// the turn holder's hit / stand / retire with why he holds the turn, this seat's cards with its
// score and its Jokers' values, every seat's cards, score and pile, the table, and the history for
// everyone or one player. Every card is public: nothing is behind a hold-to-see control.
// Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { NewestView, turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { newestEvent } from "../../widgets/last_event.js";
import { matchOverStatus } from "../kit/match_status.js";
import { historyCard, playersCard, resultCard, tableCard } from "./panels.js";
import { ownCard, turnCard } from "./play.js";
import { Words } from "./text.js";

const STYLESHEET = new URL("../../../css/blackdrez.css", import.meta.url).href;

/**
 * The status line and the last event (widgets/last_event.js): the last move or deal. While the
 * result card shows a round's end, neither says that end again (re-walk N8: it was said three
 * times above the per-player lines): the status asks for "Seen", the last line is the move before.
 */
function status(view, words, info) {
  const shown = Boolean(view.public.round_result) && view.phase !== "play"; // resultCard says it
  const last = newestEvent(view.public.history, (e) => (shown && e.event === "round_over" ? ""
    : words.event(e, { last: Boolean(view.outcome) })));
  return { ...statusLine(view, words, info), last };
}

function statusLine(view, words, info) {
  const pub = view.public;
  if (view.outcome) return matchOverStatus(view, words, words.matchEnd(view.outcome));
  if (view.phase === "hand_over") {
    const seeing = (view.private?.moves || []).includes("next_hand");
    return { text: words.say("Round {n} is over", { n: pub.round }), kind: seeing ? "act" : "wait", sub: seeing
      ? words.say("Read the result, then tap “Seen”.")
      : words.sayN("The next round is dealt once {names} has seen this.", "The next round is dealt once {names} have seen this.",
        pub.to_see.length, { names: words.list(pub.to_see) }) };
  }
  return turnStatus(view, info, { yourTurn: words.say("Your turn."),
    waitingFor: (seats) => words.say("Waiting for {name}.", { name: words.list(seats) }) },
  words.turnWhy(pub, null), words.turnWhy(pub, view.you ? view.you.seat : null));
}

export function mount(root, ctx) {
  useStylesheet(root, STYLESHEET);
  const newest = new NewestView();
  const slots = { result: new Slot(root), turn: new Slot(root), own: new Slot(root),
    players: new Slot(root), table: new Slot(root), history: new Slot(root) };

  function render(info, view) {
    const words = new Words(ctx.game, view.seats);
    const pub = view.public;
    const priv = view.private || {};
    const seated = hasSeat(view.you) && priv.seat !== undefined;
    const live = !info.paused && !view.outcome;
    const acting = live ? ctx : { move: async () => null };
    const acts = seated || Boolean(view.you?.moderator);
    slots.result.show([pub.round_result, view.phase, view.outcome, priv.moves, view.seats, info.paused, pub.to_see],
      () => resultCard(acts ? acting : null, view, words));
    slots.turn.show([pub.seats, pub.holder, pub.deck_count, priv.moves, info.paused, view.seats],
      () => (seated && live ? turnCard(ctx, view, words) : null));
    slots.own.show([pub.seats, priv.moves, info.paused],
      () => (seated && view.phase === "play" ? ownCard(acting, view, words) : null));
    slots.players.show([pub.seats, pub.holder, pub.dealer, pub.stands, pub.round, view.phase, view.seats, view.you,
      view.left],
      () => playersCard(view, words));
    slots.table.show([pub.table, pub.deck_count, pub.discard_count], () => tableCard(view, words));
    slots.history.show([pub.history.length, view.seats, Math.random()],
      () => historyCard(view, words, () => newest.again(render)));
  }

  return {
    update: (info, view) => newest.update(info, view, render,
      (shownInfo, shown) => status(shown, new Words(ctx.game, shown.seats), shownInfo)),
  };
}

/**
 * The table screen's layout (screen.js), made to fit a landscape screen without scrolling
 * (.screen-fit): during a round every seat with its cards, score and pile, two shares wide,
 * beside the table and the history (newest first, the oldest cut off); after a round or the
 * match its result in the players' place (their piles, what each won), so that no list of
 * players shows twice. Who plays and why is the status line's. Only the public view (no
 * `private`, no `you`). Returns the status line.
 */
export function renderPublic(view, el, game) {
  const words = new Words(game, view.seats);
  const shown = { ...view, private: {}, you: { seat: null } };
  useStylesheet(el, STYLESHEET);
  const result = resultCard(null, shown, words);
  result?.querySelector("h2").classList.add("visually-hidden"); // the status line says it
  const history = historyCard(shown, words, () => {}, true); // nothing is tapped on a screen
  history?.classList.add("screen-feed");
  el.replaceChildren(h("div", { class: "screen-fit bd-screen" },
    h("div", { class: "screen-wide" }, result || playersCard(shown, words)),
    h("div", {}, tableCard(shown, words), history || "")));
  return status(shown, words, { paused: view.table.paused });
}
