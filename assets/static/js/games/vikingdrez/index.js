// VikingDrez's seat screen (seed 004 VikingDrez, docs/rules-decisions.md#vikingdrez): Brandubh on
// the 7×7 board. Nothing is secret, so every phone shows the same game; the seat to move gets its
// legal destinations from its view and moves by tapping. Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { newestEvent } from "../../widgets/last_event.js";
import { endStatus } from "../kit/board_end.js";
import { controlsCard, drawOfferCard, endCard, historyCard, roleCard } from "./panels.js";
import { BoardCard } from "./play.js";
import { Words } from "./text.js";

const STYLESHEET = new URL("../../../css/vikingdrez.css", import.meta.url).href;

/** The status line and the last event (widgets/last_event.js). */
function status(view, words, info) {
  return { ...statusLine(view, words, info), last: newestEvent(view.public.history, (e) => words.event(e)) };
}

function statusLine(view, words, info) {
  const outcome = view.outcome;
  if (outcome) {
    const seat = view.you ? view.you.seat : null;
    return endStatus(view, words, seat === view.public.black || seat === view.public.white); // the end card says the rest
  }
  const step = words.toMove(view.public.to_move);
  const offer = view.public.draw_offer;
  if (offer !== null && view.you && offer !== view.you.seat && hasSeat(view.you)) {
    return { text: words.say("{name} offers a draw.", { name: words.name(offer) }),
      sub: words.say("Accept it or play on."), kind: "act" };
  }
  // This seat's move: one line; the board's hint says how.
  return turnStatus(view, info, { yourTurn: words.say("Your turn."),
    waitingFor: (seats) => words.say("Waiting for {name}.", { name: words.list(seats) }) }, step, "");
}

export function mount(root, ctx) {
  const slots = { end: new Slot(root), asked: new Slot(root) }; // a question: above the board
  const board = new BoardCard(ctx);
  root.append(board.el);
  slots.role = new Slot(root); // under the board: the board comes first on a phone
  useStylesheet(root, STYLESHEET);
  const rest = { controls: new Slot(root), history: new Slot(root) };
  return {
    update(info, view) {
      const words = new Words(ctx.game, view.seats);
      const pub = view.public;
      const priv = view.private || {};
      const over = Boolean(view.outcome);
      slots.end.show([over, view.outcome, view.seats, view.you], () => (over ? endCard(view, words) : null));
      slots.role.show([over, priv.side, pub.standard_start, pub.throne_passable, pub.repetitions],
        () => (over ? null : roleCard(view, words)));
      slots.asked.show([over, info.paused, priv.moves, pub.draw_offer, view.seats, view.you],
        () => (!over && !info.paused && (priv.moves || []).includes("answer_draw") ? drawOfferCard(ctx, view, words) : null));
      board.update(view, words, info.paused);
      rest.controls.show([over, info.paused, priv.moves, pub.draw_offer, view.seats, view.you],
        () => (over || info.paused || !hasSeat(view.you) || !priv.side ? null : controlsCard(ctx, view, words)));
      rest.history.show([pub.history, view.seats], () => historyCard(view, words));
      return status(view, words, info);
    },
  };
}

/**
 * The table screen's layout (screen.js), made to fit a landscape screen without scrolling
 * (.screen-fit): the board large and read-only with both players, the pieces left on each side,
 * the last move and its captures; beside it the history, newest first, the oldest cut off; at
 * the end the result beside the board. Only the public view (no `private`, no `you`). Returns
 * the status line.
 */
export function renderPublic(view, el, game) {
  const words = new Words(game, view.seats);
  const shown = { ...view, private: {}, you: { seat: null } };
  const board = new BoardCard({ move: async () => null });
  board.update(shown, words, true);
  const history = historyCard(shown, words);
  const folded = history && history.querySelector("details");
  if (folded) folded.open = true;
  history?.classList.add("screen-feed"); // the fade hides the oldest moves
  useStylesheet(el, STYLESHEET);
  el.replaceChildren(h("div", { class: "screen-columns screen-fit" },
    h("div", {}, board.el),
    h("div", {}, view.outcome ? endCard(shown, words) : roleCard(shown, words), history)));
  return status(shown, words, { paused: view.table.paused });
}
