// PokerDrez's cards around the board: what this seat plays (and the stake), the move it is
// asked for outside plain moving (pawn removal, a raise to answer), the neutral swaps with the
// one opponent, draw offers and claims, resignation and the end. The replenish choice, the draw
// and resignation card, the end card and the history are the kit's (../kit/chess_panels.js).

import { h } from "../../dom.js";
import { SecretHand } from "../../widgets/secret_hand.js";
import { actionCard, moveButtons } from "../../seat_screen.js";
import { drawAnswerCard } from "../kit/asked.js";
import { drawAndResignCard, outcomeCard, swapCard as chessSwaps } from "../kit/chess_panels.js";

function opponentOf(view) {
  const pub = view.public;
  return view.you && view.you.seat === pub.white ? pub.black : pub.white;
}

/** What this phone plays and the table's particulars (prearranged deal, set position, stake). */
export function roleCard(view, words) {
  const pub = view.public;
  const side = (view.private || {}).side;
  const lines = [side ? words.say("You play {side}. Every move is paid with a card: yours or a common one.", { side: words.sideName(side) })
    : words.say("Chess paid with cards: each move needs a card of its piece, a joker or a card of a lost figure.")];
  const notes = [];
  if (pub.prearranged) notes.push(words.say("Prearranged deal: the cards come in a set order."));
  if (!pub.standard_start) notes.push(words.say("This table started from a set position."));
  if (pub.stake) notes.push(words.say("Stake: {n} (from {min} to {max}).", { n: pub.stake.stake, min: pub.stake.min, max: pub.stake.max }));
  return h("section", { class: "card pd-role", dataset: { side: side || "none" } },
    lines.map((line) => h("p", {}, line)), notes.map((n) => h("p", { class: "small notice" }, n)));
}

/** Pawn removal: Black, then White, may take one pawn off (White not on Black's file). */
export function pawnCard(ctx, view, words) {
  const side = view.private.side;
  const black = view.public.removed_pawns.black;
  const files = [..."abcdefgh"].filter((file) => side === "black" || file !== black);
  const specs = files.map((file) => ({ move: "remove_pawn", args: { file }, label: file }));
  const [grid, error] = moveButtons(ctx, specs, "row");
  grid.classList.add("pd-files");
  const [keep, keepError] = moveButtons(ctx, [{ move: "remove_pawn", args: { file: null }, label: words.say("Keep all eight pawns") }]);
  // The cards next to the instruction that asks to look at them (held to see, as everywhere).
  const cards = new SecretHand({ hand: { cards: view.private.hand, label: words.say("Your cards") }, peek: "below",
    texts: { show: words.say("Hold to see your cards") } });
  return actionCard("remove_pawn", words.say("Remove one of your pawns?"),
    h("p", {}, side === "white" && black ? words.say("Black removed the pawn on file {file}. Tap the file of the pawn you remove (not {file}).", { file: black })
      : words.say("Look at your cards first: a pawn gone opens a line for the piece behind it. Tap the file of the pawn you remove.")),
    cards.el, grid, error, keep, keepError);
}

/** The opponent's draw offer to answer, above the board. */
export function drawOfferCard(ctx, view, words) {
  return drawAnswerCard(ctx, words, words.say("{name} offers a draw.", { name: words.name(opponentOf(view)) }));
}

/** A raise to answer: accept, raise again or fold. */
export function answerCard(ctx, view, words) {
  const stake = view.public.stake;
  const pending = stake.pending;
  const [buttons, error] = moveButtons(ctx, [
    { move: "answer_raise", args: { answer: "accept" }, cls: "primary", label: words.say("Accept {n}", { n: pending.to }) },
    { move: "answer_raise", args: { answer: "fold" }, label: words.say("Fold (lose {n})", { n: stake.stake }) }]);
  const parts = [h("p", {}, words.say("{name} raises the stake to {n}.", { name: words.name(pending.raiser), n: pending.to })), buttons, error];
  if (pending.to < stake.max) parts.push(raiseForm(ctx, words, "answer_raise", pending.to, stake.max));
  return actionCard("answer_raise", words.say("Answer the raise"), ...parts);
}

/** A number box and a button that raises above `current` up to `max`. */
function raiseForm(ctx, words, move, current, max) {
  const input = h("input", { type: "number", min: current + 1, max, value: current + 1, inputmode: "numeric",
    "aria-label": words.say("New stake") });
  const error = h("p", { class: "error", role: "alert" });
  const button = h("button", { type: "submit", class: "btn" }, words.say("Raise"));
  return h("form", { class: "row pd-raise", onsubmit: async (event) => {
    event.preventDefault();
    button.disabled = true;
    const to = Number(input.value);
    const args = move === "raise" ? { to } : { answer: "raise", to };
    error.textContent = (await ctx.move(move, args)) || "";
    button.disabled = false;
  } }, input, button, error);
}

/** Neutral swaps (the kit's), with the deck, a common card or the one opponent's hand. */
export function swapCard(ctx, view, words) {
  return chessSwaps(ctx, view, words, [{ name: words.name(opponentOf(view)), args: {} }]);
}

/** Raise (betting), this seat's own draw offer, the draw claim and resignation. */
export function controlsCard(ctx, view, words) {
  const pub = view.public;
  const moves = (view.private || {}).moves || [];
  const seat = view.you.seat;
  const opponent = words.name(opponentOf(view));
  const parts = [];
  if (moves.includes("raise")) {
    parts.push(h("p", { class: "small" }, words.say("Raise the stake before you move (once a turn).")),
      raiseForm(ctx, words, "raise", pub.stake.stake, pub.stake.max));
  }
  if (pub.draw_offer === seat) { // an offer to this seat is answered above the board (drawOfferCard)
    parts.push(h("p", { class: "notice", role: "status" },
      words.say("You offered a draw; {name} has not answered yet. A move withdraws it.", { name: opponent })));
  }
  return drawAndResignCard(ctx, words, moves, { label: words.say("Resign") }, parts);
}

/** The end: this phone's result in large type, the reason, payments, and the PGN link. */
export function endCard(ctx, view, words) {
  const outcome = view.outcome;
  const pub = view.public;
  const seat = view.you ? view.you.seat : null;
  const playing = seat === pub.black || seat === pub.white;
  // Chess counts a move as one of White's with Black's answer: 57 or 58 plies are 29 moves.
  const moves = Math.ceil(outcome.moves.length / 2);
  const paid = outcome.payments && playing ? outcome.payments[String(seat)] : null;
  return outcomeCard(view, words, { playing, won: words.say("You won"), lost: words.say("You lost") },
    paid !== null && paid !== undefined ? h("p", { class: "pd-paid" }, paid > 0 ? words.say("You win {n} from the stake.", { n: paid })
      : paid < 0 ? words.say("You pay {n}.", { n: -paid }) : words.say("Nobody pays.")) : null,
    h("p", { class: "small muted" }, words.sayN("The game lasted {n} move.", "The game lasted {n} moves.", moves)),
    h("a", { class: "btn", href: `/api/tables/${encodeURIComponent(ctx.code)}/pgn`, download: `${ctx.code}.pgn` },
      words.say("Download the game (PGN)")));
}

