// DomiDrez's seat screen (seed 004 DomiDrez, docs/rules-decisions.md#domidrez): a domino of
// cards. The hand just ended or the match (explained in words, "Seen" before the next), the table
// (top card, what must be followed, the deck), the hand behind the press-and-hold control and
// open to play on this seat's turn, draw or pass when they are the legal moves, the printed-cards
// result form, the players (cards in hand, scores, last action), a moderator's view of every hand
// and the history. Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { NewestView, turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { newestEvent } from "../../widgets/last_event.js";
import { matchOverStatus } from "../kit/match_status.js";
import { historyCard, moderatorCard, physicalCard, playersCard, resultCard, tableCard, turnCard } from "./panels.js";
import { HandPlay } from "./play.js";
import { Words } from "./text.js";

const STYLESHEET = new URL("../../../css/domidrez.css", import.meta.url).href;

/** The status line and the last event (widgets/last_event.js): the last move, not the hand's
 * end, which the status line and the result already explain. */
function status(view, words, info) {
  const last = newestEvent(view.public.history, (e) => (e.event === "hand_end" ? "" : words.event(e)));
  return { ...statusLine(view, words, info), last };
}

function statusLine(view, words, info) {
  const pub = view.public;
  const outcome = view.outcome;
  if (outcome) {
    return matchOverStatus(view, words, words.say("{n} points · hands played: {hands}",
      { n: outcome.scores[String(outcome.winners[0])], hands: outcome.hands }));
  }
  if (view.phase === "hand_over") {
    return { text: words.say("Hand {n} is over", { n: pub.hand }), sub: words.handEnd(pub.hand_result) };
  }
  if (pub.cards === "physical") {
    return { text: words.say("Hand {n} with the printed cards", { n: pub.hand }),
      sub: words.say("When it ends, enter how many cards each player has left.") };
  }
  const moves = (view.private || {}).moves || [];
  const follow = words.follow(pub.requirement);
  const mine = moves.includes("draw") ? words.say("No card of yours matches: draw one.")
    : moves.includes("pass") ? words.say("No card of yours matches and the deck is empty: pass.")
      : words.say("Play {follow}.", { follow });
  const step = words.say("{name} plays {follow}.", { name: words.name(pub.to_play), follow });
  return turnStatus(view, info, { yourTurn: words.say("Your turn."),
    waitingFor: (seats) => words.say("Waiting for {name}.", { name: words.list(seats) }) }, step, mine);
}

export function mount(root, ctx) {
  useStylesheet(root, STYLESHEET);
  const newest = new NewestView();
  const slots = { result: new Slot(root), table: new Slot(root), turn: new Slot(root), hand: new Slot(root),
    physical: new Slot(root), players: new Slot(root), secrets: new Slot(root), history: new Slot(root) };
  const play = new HandPlay(ctx, () => newest.again(render, true));

  function render(info, view, force = false) {
    const words = new Words(ctx.game, view.seats);
    const pub = view.public;
    const priv = view.private || {};
    const seated = hasSeat(view.you) && priv.seat !== undefined;
    const live = !info.paused && !view.outcome;
    const local = [play.open, play.naming, play.error, play.sending];
    slots.result.show([pub.hand_result, pub.scores, view.outcome, priv.moves, view.seats, info.paused, pub.to_see],
      () => resultCard(ctx, view, words, !info.paused));
    slots.table.show([view.phase, pub.hand, pub.played.slice(-3), pub.requirement, pub.named, pub.deck_count, view.seats],
      () => (view.phase === "play" ? tableCard(view, words) : null));
    slots.hand.show(force ? [Math.random()] : [priv.hand, priv.playable, priv.moves, pub.top, info.paused, ...local],
      () => (seated && pub.cards !== "physical" && view.phase === "play" && priv.hand ? play.card(view, words) : null));
    slots.turn.show([priv.moves, info.paused, pub.deck_count, pub.history.length],
      () => (seated && live ? turnCard(ctx, view, words) : null));
    slots.physical.show([priv.moves, info.paused, view.seats, pub.hand],
      () => (seated && live ? physicalCard(ctx, view, words) : null));
    slots.players.show([pub, view.seats, view.you], () => playersCard(view, words));
    slots.secrets.show([priv.hands, view.seats], () => (priv.hands && !view.outcome ? moderatorCard(view, words) : null));
    slots.history.show([pub.history, view.seats], () => historyCard(view, words));
  }

  return {
    update: (info, view) => newest.update(info, view, (shownInfo, shown) => {
      if (shown.private) play.sync(shown);
      render(shownInfo, shown);
    }, (shownInfo, shown) => status(shown, new Words(ctx.game, shown.seats), shownInfo)),
  };
}

/**
 * The table screen's layout (screen.js), made to fit a landscape screen without scrolling
 * (.screen-fit): during a hand the table (top card, what must be followed, the deck) beside the
 * players with their hand sizes, scores and last actions; after a hand or the match its result
 * alone, the players two to a row (its title is the status line's), so that no list of players
 * shows twice. The newest event is the line under the status (the history is on the phones).
 * Only the public view (no `private`, no `you`), so no hand. Returns the status line.
 */
export function renderPublic(view, el, game) {
  const words = new Words(game, view.seats);
  const shown = { ...view, private: {}, you: { seat: null } };
  useStylesheet(el, STYLESHEET);
  const result = view.phase === "play" ? null : resultCard(null, shown, words, false);
  result?.querySelector("h2").classList.add("visually-hidden"); // the status line says it
  el.replaceChildren(h("div", { class: "screen-fit dd-screen" }, result ? h("div", {}, result)
    : [h("div", {}, tableCard(shown, words)), h("div", {}, playersCard(shown, words))]));
  return status(shown, words, { paused: view.table.paused });
}
