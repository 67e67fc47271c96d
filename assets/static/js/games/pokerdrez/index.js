// PokerDrez's seat screen (seed 004 PokerDrez, docs/rules-decisions.md#pokerdrez): chess paid
// with cards. The board (payable squares labelled with the card that pays them), the seat's two
// cards behind the press-and-hold control, the common row, the die, the move it is asked for
// outside moving (pawn removal, replenish, a raise), neutral swaps, draws and resignation.
// Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { endStatus } from "../kit/board_end.js";
import { CHESS_STYLESHEET, commonCard, DieCard } from "../kit/chess_cards.js";
import { replenishCard } from "../kit/chess_panels.js";
import { ChessScreen } from "../kit/chess_screen.js";
import { moderatorCard, opponentTell } from "./cards.js";
import { answerCard, controlsCard, drawOfferCard, endCard, pawnCard, roleCard, swapCard } from "./panels.js";
import { BoardCard } from "./play.js";
import { Words } from "./text.js";

const STYLESHEETS = [CHESS_STYLESHEET, new URL("../../../css/pokerdrez.css", import.meta.url).href];

function statusLine(view, words, info) {
  const outcome = view.outcome;
  const pub = view.public;
  if (outcome) {
    const seat = view.you ? view.you.seat : null;
    return endStatus(view, words, seat === pub.black || seat === pub.white); // the end card says the rest
  }
  const offer = pub.draw_offer;
  if (offer !== null && view.you && offer !== view.you.seat && hasSeat(view.you)) {
    return { text: words.say("{name} offers a draw.", { name: words.name(offer) }),
      sub: words.say("Accept it or play on."), kind: "act" };
  }
  const mine = {
    pawn_removal: words.say("Remove one of your pawns, or keep them all."),
    replenish: words.say("Give one of your cards to the common row."),
    raise_answer: words.say("Answer the raise."),
  }[view.phase] || ""; // moving: the board's own hint says how, the status stays one line
  const giver = pub.awaiting[0] === pub.white ? "white" : "black";
  const step = view.phase === "pawn_removal" ? words.say("Pawn removal: Black first, then White.")
    : view.phase === "replenish" ? words.say("{side} gives a card to the common row.", { side: words.sideName(giver) })
    : pub.check ? words.say("{side} to move, in check.", { side: words.sideName(pub.turn) })
      : words.say("{side} to move.", { side: words.sideName(pub.turn) });
  const yourTurn = view.phase === "play" && pub.check ? words.say("Check! Your turn.") : words.say("Your turn.");
  return turnStatus(view, info, { yourTurn,
    waitingFor: (seats) => words.say("Waiting for {name}.", { name: words.list(seats) }) }, step, mine);
}

/** The status line and the last event (widgets/last_event.js). */
function status(view, words, info) {
  return { ...statusLine(view, words, info), last: words.lastEvent(view.public.history, (view.private || {}).notes) };
}

export function mount(root, ctx) {
  const slots = { end: new Slot(root), action: new Slot(root) };
  const screen = new ChessScreen(root, ctx, BoardCard, { tell: opponentTell, swapCard, controlsCard, moderatorCard,
    peek: "below" });
  slots.role = new Slot(root); // under the board and the cards: the board comes first on a phone
  useStylesheet(root, STYLESHEETS);
  return {
    update(info, view) {
      const words = new Words(ctx.game, view.seats);
      const pub = view.public;
      const priv = view.private || {};
      const moves = priv.moves || [];
      const over = Boolean(view.outcome);
      const seated = hasSeat(view.you) && Boolean(priv.side);
      slots.end.show([over, view.outcome, view.seats, view.you], () => (over ? endCard(ctx, view, words) : null));
      slots.role.show([over, priv.side, pub.prearranged, pub.standard_start, pub.stake && pub.stake.stake],
        () => (over ? null : roleCard(view, words)));
      slots.action.show([info.paused, view.phase, moves, priv.hand, pub.removed_pawns, pub.stake, view.seats],
        () => {
          if (info.paused || !seated) return null;
          if (moves.includes("remove_pawn")) return pawnCard(ctx, view, words);
          if (moves.includes("replenish")) return replenishCard(ctx, view, words);
          if (moves.includes("answer_raise")) return answerCard(ctx, view, words);
          if (moves.includes("answer_draw")) return drawOfferCard(ctx, view, words);
          return null;
        });
      screen.update(view, words, info, seated);
      return status(view, words, info);
    },
  };
}

/**
 * The table screen's layout (screen.js): the board with the players' card counts, as tall as
 * the screen; beside it the result at the end, the check warning, the common row and the die
 * (the last event is the line under the status; no history, which would not fit). Only the public view
 * (no `private`, no `you`), so no hand and no payable move. Returns the status line.
 */
export function renderPublic(view, el, game) {
  const words = new Words(game, view.seats);
  const shown = { ...view, private: {}, you: { seat: null } };
  const board = new BoardCard({ move: async () => null });
  board.update(shown, words, true);
  const die = new DieCard({ move: async () => null });
  die.update(shown, words, true);
  useStylesheet(el, STYLESHEETS);
  // The board as tall as the screen allows; the last move, the result and the cards beside it.
  el.replaceChildren(h("div", { class: "screen-columns screen-fit pd-screen" },
    h("div", {}, board.el),
    h("div", {}, view.outcome ? endCard({ code: view.table.code }, shown, words) : null,
      board.warn, commonCard(shown, words), die.el)));
  return status(shown, words, { paused: view.table.paused });
}
