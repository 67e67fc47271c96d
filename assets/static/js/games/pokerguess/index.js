// PokerGuess's seat screen (seed 004 PokerDrez, PokerGuess; docs/rules-decisions.md#pokerguess):
// a bluffing game of predictions over every card dealt. The hand just ended explained in words
// (and "Deal the next hand"), the common cards, this seat's two cards behind the press-and-hold
// control, the pot(s), the move it is asked for (a guess, the last card, the printed-deck
// showdown), every player with stack and prediction, a moderator's view of the hole cards and
// each player's hand history. Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)
//   renderPublic(view, el, game) -> status line                       (the table screen)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { ActionBar } from "../../widgets/action_bar.js";
import { cardNames } from "../../widgets/art.js";
import { newestEvent } from "../../widgets/last_event.js";
import { lastResult } from "../../widgets/seen.js";
import { matchOverStatus } from "../kit/match_status.js";
import { commonCard, holeCard, moderatorCard } from "./cards.js";
import { GuessCard } from "./guess.js";
import { HistoryCard, sentence } from "./history.js";
import { physicalCard } from "./physical.js";
import { headline, resultCard } from "./result.js";
import { showInBar } from "./show.js";
import { playersCard, potCard, stacksCard } from "./table.js";
import { Words } from "./words.js";

const STYLESHEET = new URL("../../../css/pokerguess.css", import.meta.url).href;
const PLAYING = ["guess", "show", "showdown"];

/** The status line and the last event (widgets/last_event.js): the last guess or card shown. */
function status(view, words, info) {
  const last = newestEvent(view.public.history, (e) => (["guess", "show"].includes(e.event) && e.seat !== null
    ? sentence(e, words) : ""));
  return { ...statusLine(view, words, info), last };
}

function statusLine(view, words, info) {
  const pub = view.public;
  if (view.outcome) return matchOverStatus(view, words, words.say("Hands played: {n}", { n: view.outcome.hands }));
  if (view.phase === "hand_over") {
    const seeing = (view.private?.moves || []).includes("next_hand");
    return { text: words.say("Hand {n} is over", { n: pub.hand }), kind: seeing ? "act" : "wait", sub: seeing
      ? words.say("Read the result, then tap “Seen”.")
      : words.sayN("The next hand is dealt once {names} has seen this.", "The next hand is dealt once {names} have seen this.",
        pub.to_see.length, { names: words.list(pub.to_see) }) };
  }
  const step = view.phase === "show" ? words.say("The last card: {name} shows one.", { name: words.name(pub.shower) })
    : view.phase === "showdown" ? words.say("Showdown: enter the cards dealt at the table.")
      : words.say("Guess phase {n}: {name} to speak.", { n: pub.round, name: words.name(pub.turn) });
  const mine = view.phase === "show" ? words.say("Show one of your two cards.")
    : view.phase === "showdown" ? words.say("Enter every card, then judge.")
      : words.say("Predict, raise, keep or fold.");
  return turnStatus(view, info, { yourTurn: words.say("Your turn."),
    waitingFor: (seats) => words.say("Waiting for {name}.", { name: words.list(seats) }) }, step, mine);
}

export function mount(root, ctx) {
  useStylesheet(root, STYLESHEET);
  root.classList.add("pg");
  let names = {};
  let last = null;
  const bar = new ActionBar(ctx);
  const guess = new GuessCard(ctx, bar);
  root.append(guess.el); // the move first: on this seat's turn the form is at the top
  const slots = { result: new Slot(root), last: new Slot(root), common: new Slot(root), hole: new Slot(root),
    pot: new Slot(root) };
  const rest = { action: new Slot(root), players: new Slot(root), secrets: new Slot(root) };
  const history = new HistoryCard();
  root.append(history.el, bar.el);
  let barKey = null;

  function render(info, view) {
    const words = new Words(ctx.game, view.seats, names);
    const pub = view.public;
    const priv = view.private || {};
    const moves = priv.moves || [];
    const playing = PLAYING.includes(view.phase) && !view.outcome;
    const seated = hasSeat(view.you) && priv.seat !== undefined;
    const live = info.paused ? { move: async () => null } : ctx;
    const acts = seated || Boolean(view.you?.moderator);
    slots.result.show([pub.record, moves, view.outcome, view.seats, info.paused, names, pub.to_see],
      () => (playing ? null : resultCard(acts ? live : null, view, words)));
    const last = pub.records[pub.records.length - 1];
    slots.last.show([playing, pub.records.length, view.seats, names], () => (playing && last
      ? lastResult(words.say("Last hand: {headline}", { headline: headline(last, words) }),
        () => resultCard(null, { ...view, outcome: null, public: { ...pub, record: last } }, words)) : null));
    const showing = moves.includes("show") && !info.paused; // the action bar holds the cards then
    const asked = moves.includes("guess") && !info.paused;
    // While this seat guesses, the form holds the common cards (guess.js), not a card of their own.
    const common = playing && !(asked && pub.cards === "app");
    slots.common.show([common, pub.common, pub.shown, pub.cards, view.seats, names], () => (common ? commonCard(view, words) : null));
    slots.hole.show([playing, seated, priv.hole, showing, asked],
      () => (playing && seated && pub.cards === "app" && !showing && !asked ? holeCard(view, words) : null));
    slots.pot.show([playing, pub.pot, pub.pots, pub.bet, pub.turn, priv.to_call, pub.hand, view.seats],
      () => (playing ? potCard(view, words) : null));
    guess.update(view, words, info.paused); // shows the action bar while this seat guesses
    const key = JSON.stringify([showing && seated, priv.hole, view.seats, pub.hand]);
    if (showing && seated) {
      if (key !== barKey) showInBar(bar, ctx, view, words);
    } else if (!asked) bar.hide();
    barKey = key;
    rest.action.show([moves, priv.hole, view.phase, pub.in_hand, info.paused, view.seats], () => {
      if (info.paused || !seated) return null;
      if (moves.includes("showdown")) return physicalCard(ctx, view, words);
      return null;
    });
    rest.players.show([pub, view.seats, view.you, view.left, playing], () => (playing ? playersCard(view, words)
      : view.outcome ? null : stacksCard(view, words)));
    rest.secrets.show([priv.hands, view.seats, playing], () => (priv.hands && playing ? moderatorCard(view, words) : null));
    history.update(view, words);
    return status(view, words, info);
  }

  cardNames("pokerdrez").then((loaded) => {
    names = loaded;
    if (last) render(last.info, last.view);
  });
  return {
    update(info, view) {
      last = { info, view };
      return render(info, view);
    },
  };
}

/**
 * The table screen (screen.js), made to fit a landscape screen without scrolling (.screen-fit)
 * during a hand: the common cards and the pot(s) beside every player with stack and prediction
 * in checking order, two to a row; after a hand, its explanation: every card dealt beside the
 * predictions checked and who takes each pot. Only the public view: no hole card before the
 * showdown. Returns the status line.
 */
export function renderPublic(view, el, game) {
  const words = new Words(game, view.seats);
  const shown = { ...view, private: {}, you: { seat: null } };
  const playing = PLAYING.includes(view.phase) && !view.outcome;
  const result = playing ? null : resultCard(null, shown, words);
  result?.querySelector("h2").classList.add("visually-hidden"); // the status line says it
  useStylesheet(el, STYLESHEET);
  el.classList.add("pg");
  el.replaceChildren(h("div", { class: "screen-fit pg-screen" }, playing
    ? [h("div", {}, commonCard(shown, words), potCard(shown, words)),
      h("div", { class: "screen-wide" }, playersCard(shown, words))]
    : h("div", {}, result)));
  return status(shown, words, { paused: view.table.paused });
}
