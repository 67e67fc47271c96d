// PokerDrez for 4's seat screen (seed 004 PokerDrez para 4, docs/rules-decisions.md
// #pokerdrez-4): two pairs on the 14×14 cross board, every move and re-entry paid with a card.
// The players in turn order, the board with this phone's army at the bottom, each colour's
// reserve (tap one of yours to bring it back), the seat's two cards behind the press-and-hold
// control, the common row, the die when the table uses one, the replenish choice, neutral swaps,
// draws and resignation. The board's frame, the die, the cards below the board and the words
// shared with PokerDrez are the kit's (../kit/chess_*.js).
// Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { endStatus } from "../kit/board_end.js";
import { CHESS_STYLESHEET, commonCard } from "../kit/chess_cards.js";
import { replenishCard } from "../kit/chess_panels.js";
import { ChessScreen } from "../kit/chess_screen.js";
import { BoardCard } from "./board.js";
import { askedOfCards, controlsCard, endCard, moderatorCard, pairProposal, playersCard, swapCard, swapTell } from "./panels.js";
import { Words4 } from "./words.js";

const STYLESHEETS = [CHESS_STYLESHEET, new URL("../../../css/pokerdrez-4.css", import.meta.url).href];

function statusLine(view, words, info) {
  const outcome = view.outcome;
  const pub = view.public;
  if (outcome) {
    const seat = view.you ? view.you.seat : null;
    return endStatus(view, words, Number.isInteger(seat) && seat >= 0); // the end card says the rest
  }
  const proposal = pairProposal(view);
  if (proposal && !proposal.mine) {
    return { text: words.say("{name} proposes to resign for your pair.", { name: words.name(proposal.seat) }),
      sub: words.say("Agree or play on."), kind: "act" };
  }
  const mine = view.phase === "replenish" ? words.say("Give one of your cards to the common row.")
    : ""; // moving: the board's own hint says how, the status stays one line
  const who = words.who(pub.to_move, pub.turn);
  const step = pub.in_check.includes(pub.turn) ? words.say("{name} to move, in check.", { name: who })
    : words.say("{name} to move.", { name: who });
  const yourTurn = view.phase === "play" && pub.in_check.includes(pub.turn) ? words.say("Check! Your turn.")
    : words.say("Your turn.");
  return turnStatus(view, info, { yourTurn,
    waitingFor: (seats) => words.say("Waiting for {name}.", { name: words.list(seats) }) }, step, mine);
}

/** The status line and the last event (widgets/last_event.js). */
function status(view, words, info) {
  return { ...statusLine(view, words, info), last: words.lastEvent(view.public.history, (view.private || {}).notes) };
}

export function mount(root, ctx) {
  const slots = { end: new Slot(root), action: new Slot(root) };
  const screen = new ChessScreen(root, ctx, BoardCard, { tell: swapTell, swapCard, controlsCard, moderatorCard });
  slots.players = new Slot(root); // under the board and the cards: the board comes first on a phone
  useStylesheet(root, STYLESHEETS);
  return {
    update(info, view) {
      const words = new Words4(ctx.game, view.seats);
      const pub = view.public;
      const priv = view.private || {};
      const moves = priv.moves || [];
      const over = Boolean(view.outcome);
      const seated = hasSeat(view.you) && Boolean(priv.colour);
      slots.end.show([over, view.outcome, view.seats, view.you], () => (over ? endCard(view, words) : null));
      slots.players.show([pub.turn, pub.in_check, pub.hand_sizes, pub.passes, over, view.seats, priv.colour],
        () => playersCard(view, words));
      slots.action.show([info.paused, view.phase, moves, priv.hand, view.seats, pub.draw_offer, pub.resign_offers],
        () => {
          if (info.paused || !seated) return null;
          return moves.includes("replenish") ? replenishCard(ctx, view, words) : askedOfCards(ctx, view, words);
        });
      screen.update(view, words, info, seated);
      return status(view, words, info);
    },
  };
}

/**
 * The table screen's layout (screen.js): the board as tall as the screen; beside it the last
 * move, the players, the reserves and the common row; at the end the result in the place of the
 * last move and of the common row, whose cards no longer play (the last event is the line under
 * the status; no history, which would not fit). Only the public view.
 */
export function renderPublic(view, el, game) {
  const words = new Words4(game, view.seats);
  const shown = { ...view, private: {}, you: { seat: null } };
  const board = new BoardCard({ move: async () => null });
  board.update(shown, words, true);
  useStylesheet(el, STYLESHEETS);
  // The board as tall as the screen allows; the result, the last move, the players, the
  // reserves and the cards beside it.
  const over = Boolean(view.outcome);
  el.replaceChildren(h("div", { class: "screen-columns screen-fit pd-screen" },
    h("div", {}, board.el),
    h("div", {}, over ? endCard(shown, words) : null, board.warn, over ? null : board.last,
      playersCard(shown, words), board.reserves, over ? null : commonCard(shown, words))));
  return status(shown, words, { paused: view.table.paused });
}
