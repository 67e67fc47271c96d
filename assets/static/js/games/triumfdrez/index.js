// TriumfDrez's seat screen (seed 004 TriumfDrez, docs/rules-decisions.md#triumfdrez): the
// auction with the highest bid and the stronger bids as buttons, the contract's trump figure and
// supertrump colour, the trick on the table and the tricks per side, this seat's hand behind the
// press-and-hold control (a fan with the playable cards lit on its turn), the hands played open,
// the scores and the hand's result in words. Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { newestEvent } from "../../widgets/last_event.js";
import { auctionCard, BidCard } from "./auction.js";
import { HandCard, heldHand } from "./hand.js";
import { contractCard, historyCard, moderatorCard, openHandsCard, playersCard, resultCard, trickCard, tricksWonCard } from "./table.js";
import { Words } from "./text.js";

const STYLESHEET = new URL("../../../css/triumfdrez.css", import.meta.url).href;

/** The status line and the last event (widgets/last_event.js): the last move, not the hand's
 * end, which the status line and the result already explain. */
function status(view, words, info) {
  const last = newestEvent(view.public.history, (e) => (e.event === "hand_end" ? "" : words.event(e)));
  return { ...statusLine(view, words, info), last };
}

function statusLine(view, words, info) {
  const pub = view.public;
  if (view.outcome) {
    return { text: words.wonMatch(view.outcome.winners), kind: "over",
      sub: pub.hand_result ? words.handEnd(pub.hand_result) : "" };
  }
  let step;
  let mine;
  if (view.phase === "auction") {
    step = words.say("Auction: {name} to call.", { name: words.name(pub.to_act) });
    const auction = pub.auction;
    mine = !auction.best ? words.say("You open the auction: you must bid.")
      : auction.higher.length ? words.say("Bid higher or pass.") : words.say("Nobody can beat this bid: pass.");
  } else if (view.phase === "play" && pub.cards === "physical") {
    step = words.say("Play the hand with the printed cards.");
    mine = words.say("Enter the tricks your side took.");
  } else if (view.phase === "play") {
    step = words.say("{name} to play.", { name: words.name(pub.to_act) });
    mine = pub.trick.length ? words.say("Follow {figure} if you can.", { figure: words.figure(pub.led) }) : words.say("You lead: any card.");
  } else {
    step = words.say("Hand {n} is over", { n: pub.hand });
    mine = words.say("Tap “Seen” under the score: the next hand is dealt once everyone has.");
  }
  // Between hands every seat may deal: say the hand is over, not "Your turn" to all (X2).
  const over = view.phase !== "auction" && view.phase !== "play";
  return turnStatus(view, info, { yourTurn: over ? step : words.say("Your turn."),
    waitingFor: (seats) => words.say("Waiting for {names}.", { names: words.list(seats) }) }, step, mine);
}

export function mount(root, ctx) {
  useStylesheet(root, STYLESHEET);
  const slots = { result: new Slot(root), call: new Slot(root), tricks: new Slot(root), trick: new Slot(root),
    hand: new Slot(root), contract: new Slot(root), open: new Slot(root), auction: new Slot(root), players: new Slot(root),
    secrets: new Slot(root), history: new Slot(root), peek: new Slot(root) };
  let last = null;
  const rerender = () => last && draw(last.info, last.view, true);
  const bids = new BidCard(ctx, rerender);
  const hand = new HandCard(ctx, rerender);
  let tick = 0;

  function draw(info, view, local = false) {
    if (local) tick += 1;
    const words = new Words(ctx.game, view.seats);
    const pub = view.public;
    const priv = view.private || {};
    const moves = priv.moves || [];
    const seated = hasSeat(view.you) && priv.seat !== undefined;
    const live = !info.paused && !view.outcome;
    slots.result.show([pub.hand_result, view.outcome, moves, pub.side_scores, view.seats, pub.to_see],
      () => resultCard(ctx, view, words));
    const dealt = seated && pub.cards !== "physical" && (priv.hand || []).length > 0;
    const calling = live && moves.includes("bid");
    // During the call the hand to hold is a bar at the screen's foot (.td-peek); a slot of its
    // own, so a pick on the bid card does not rebuild it (which would let go of a held button).
    slots.peek.show([calling && dealt, priv.hand], () => (calling && dealt
      ? h("section", { class: "card td-hand td-peek", "aria-label": words.say("Your hand") }, heldHand(priv.hand, words)) : null));
    slots.call.show([live, moves, pub.auction, tick, view.seats],
      () => (live && moves.includes("bid") ? bids.card(view, words) : null));
    slots.tricks.show([live, moves], () => (live ? tricksWonCard(ctx, view, words) : null));
    slots.contract.show([pub.contract, view.seats], () => contractCard(view, words));
    slots.trick.show([pub.trick, pub.won, pub.to_act, pub.history.length, view.seats], () => trickCard(view, words));
    slots.hand.show([dealt, calling, priv.hand, priv.playable, moves, pub.open_hands, tick, info.paused],
      () => (dealt && !calling ? hand.card({ ...view, private: { ...priv, moves: live ? moves : [] } }, words) : null));
    slots.open.show([pub.open_hands, priv.seat, view.seats], () => {
      const others = { ...view, public: { ...pub, open_hands: Object.fromEntries(Object.entries(pub.open_hands).filter(([s]) => Number(s) !== priv.seat)) } };
      return openHandsCard(others, words);
    });
    slots.auction.show([view.phase, pub.auction, view.seats], () => (view.phase === "auction" ? auctionCard(view, words) : null));
    slots.players.show([pub.scores, pub.won, pub.to_act, pub.hand_sizes, pub.dealer, view.seats, view.you], () => playersCard(view, words));
    slots.secrets.show([priv.hands, view.seats], () => (priv.hands && !seated ? moderatorCard(view, words) : null));
    slots.history.show([pub.history, view.seats], () => historyCard(view, words));
    return status(view, words, info);
  }

  return {
    update(info, view) {
      last = { info, view };
      if (view.phase === "auction") bids.sync(view);
      hand.sync({ ...view, private: view.private || {} });
      return draw(info, view);
    },
  };
}

/**
 * The table screen's layout (screen.js), inside 1024 x 768: the trick with the tricks per side
 * and the contract (the auction while it runs), the hands played open in a column of their own,
 * and the scores; the result above them (then in place of the contract); the newest event is the line under the status (the
 * history is on the phones). Only the public view (no `private`, no `you`). Returns the status
 * line.
 */
export function renderPublic(view, el, game) {
  useStylesheet(el, STYLESHEET);
  const words = new Words(game, view.seats);
  const shown = { ...view, private: {}, you: { seat: null } };
  const open = openHandsCard(shown, words);
  el.replaceChildren(...[
    resultCard(null, shown, words),
    h("div", { class: "screen-columns td-screen" },
      h("div", {}, trickCard(shown, words), view.public.hand_result ? null : contractCard(shown, words),
        view.phase === "auction" ? auctionCard(shown, words) : null),
      open ? h("div", {}, open) : null,
      h("div", {}, playersCard(shown, words)))].filter(Boolean));
  return status(shown, words, { paused: view.table.paused });
}
