// Poker7's seat screen (seed 004 PokerDrez, Poker7; docs/rules-decisions.md#poker7): the last
// hand explained, the seat's move (its bet, the card to show, the printed-deck showdown), the
// table (common cards, pots), every player's stack, this seat's hole cards behind the
// press-and-hold control, the hand history. `renderPublic` draws the table screen: common
// cards, pots, stacks and shown cards, never a hole card.
// Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { ActionBar } from "../../widgets/action_bar.js";
import { newestEvent } from "../../widgets/last_event.js";
import { lastResult } from "../../widgets/seen.js";
import { showBet, showdownForm, showShow } from "./bet.js";
import { historyPanel, holePanel, moderatorPanel, playersPanel, resultPanel, tablePanel } from "./panels.js";
import { Words } from "./words.js";

const STYLESHEET = new URL("../../../css/poker7.css", import.meta.url).href;

/** The status line and the last event (widgets/last_event.js): the last bet, card or deal
 * during a hand (after it, its result says what happened). */
function status(view, words, info) {
  const playing = ["bet", "show", "showdown"].includes(view.phase);
  return { ...statusLine(view, words, info), last: playing ? newestEvent(view.public.history, (e) => words.event(e)) : null };
}

function statusLine(view, words, info) {
  const outcome = view.outcome;
  const pub = view.public;
  const seat = view.you ? view.you.seat : null;
  if (outcome) {
    const text = outcome.winners.includes(seat) ? words.say("You won the match")
      : words.wonMatch(outcome.winners);
    const chips = outcome.winners.map((s) => outcome.chips[String(s)])[0];
    return { text, sub: outcome.reason === "all_chips"
      ? words.sayN("All the chips, after {n} hand.", "All the chips, after {n} hands.", outcome.hands)
      : words.sayN("Most chips ({chips}) after {n} hand.", "Most chips ({chips}) after {n} hands.", outcome.hands, { chips }),
    kind: "over" };
  }
  if (view.phase === "hand_over" && pub.record) {
    const seeing = (view.private?.moves || []).includes("next_hand");
    return { text: words.headline(pub.record), kind: seeing ? "act" : "wait", sub: seeing
      ? words.say("Read the result, then tap “Seen”.")
      : words.sayN("The next hand is dealt once {names} has seen this.", "The next hand is dealt once {names} have seen this.",
        pub.to_see.length, { names: words.list(pub.to_see) }) };
  }
  const step = view.phase === "show" ? words.say("Each player shows one card.")
    : view.phase === "showdown" ? words.say("Showdown: enter the cards.")
      : pub.actor === null || pub.actor === undefined ? ""
        : words.say("{bet} · pot {n}", { bet: words.lastBet(pub), n: Words.pot(pub) });
  if (seat !== null && seat !== undefined && !pub.in_hand.includes(seat)) {
    return { text: words.say("You have no chips left: you are out of the match."), sub: step };
  }
  const mine = view.phase === "show" ? words.say("Choose the card to show.")
    : view.phase === "showdown" ? words.say("Enter the cards on the table.")
      : pub.to_call ? words.say("{n} to call.", { n: pub.to_call }) : words.say("Check or bet.");
  return turnStatus(view, info, { yourTurn: words.say("Your turn."),
    waitingFor: (seats) => words.say("Waiting for {names}.", { names: words.list(seats) }) }, step, mine);
}

export function mount(root, ctx) {
  useStylesheet(root, STYLESHEET);
  const slots = { result: new Slot(root), last: new Slot(root), action: new Slot(root), hole: new Slot(root), table: new Slot(root),
    players: new Slot(root), secrets: new Slot(root), history: new Slot(root) };
  const bar = new ActionBar(ctx);
  root.append(bar.el);
  let barKey = null;
  return {
    update(info, view) {
      const words = new Words(ctx.game, view.seats);
      const pub = view.public;
      const priv = view.private || {};
      const moves = info.paused ? [] : priv.moves || [];
      const seated = hasSeat(view.you) && priv.seat !== undefined;
      const acts = seated || Boolean(view.you?.moderator);
      slots.result.show([pub.record, view.phase, moves, view.seats, pub.to_see, pub.seen],
        () => (["hand_over", "over"].includes(view.phase) ? resultPanel(view, words, acts ? ctx : null) : null));
      slots.last.show([pub.records.length, view.phase, view.seats], () => (pub.records.length
        && !["hand_over", "over"].includes(view.phase) ? lastResult(words.say("Last hand: {headline}",
          { headline: words.headline(pub.records[pub.records.length - 1]) }),
        () => resultPanel(view, words, null, pub.records[pub.records.length - 1])) : null));
      slots.action.show([view.version, moves, priv.hole],
        () => (seated && moves.includes("showdown") ? showdownForm(ctx, view, words) : null));
      const barred = seated && (moves.includes("show") || moves.includes("fold"));
      if (barKey !== JSON.stringify([view.version, moves, priv.hole, view.seats])) {
        barKey = JSON.stringify([view.version, moves, priv.hole, view.seats]);
        if (!barred) bar.hide();
        else if (moves.includes("show")) showShow(bar, ctx, view, words);
        else showBet(bar, ctx, view, words, moves);
      }
      slots.hole.show([priv.hole, view.phase, barred], () => (seated && !barred
        && !["hand_over", "over"].includes(view.phase) ? holePanel(view, words) : null));
      slots.table.show([pub.common, pub.pots, pub.bets, pub.street, pub.hand, view.phase], () => tablePanel(view, words));
      slots.players.show([pub, view.seats, view.you, view.left], () => playersPanel(view, words));
      slots.secrets.show([priv.hands, view.seats], () => moderatorPanel(view, words));
      slots.history.show([pub.records.length, view.seats], () => historyPanel(view, words));
      return status(view, words, info);
    },
  };
}

/**
 * The table screen (screen.js), made to fit a landscape screen without scrolling (.screen-fit):
 * during a hand the table (common cards, pots) beside every player's stack; after a hand its
 * result, two shares wide, beside the players (each shown hand by its framed groups, the groups
 * in words and the common cards left to the phones); at the match's end the players' final
 * chips first. Only the public view: no `private`, no `you`.
 */
export function renderPublic(view, el, game) {
  const words = new Words(game, view.seats);
  const shown = { ...view, private: {}, you: { seat: null } };
  const result = ["hand_over", "over"].includes(view.phase) ? resultPanel(shown, words, null) : null;
  result?.querySelector("h2").classList.add("visually-hidden"); // the status line says it
  const players = h("div", {}, playersPanel(shown, words));
  useStylesheet(el, STYLESHEET);
  el.replaceChildren(h("div", { class: "screen-columns screen-fit p7-screen" },
    !result ? [h("div", {}, tablePanel(shown, words)), players]
      : view.phase === "over" ? [players, h("div", { class: "screen-wide" }, result)]
        : [h("div", { class: "screen-wide" }, result), players]));
  return status(shown, words, { paused: view.table.paused });
}
