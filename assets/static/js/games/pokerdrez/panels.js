// PokerDrez's cards around the board: what this seat plays (and the stake), the move it is
// asked for outside plain moving (pawn removal, the replenish choice, a raise to answer), the
// neutral swaps, draw offers and claims, resignation, the end and the public history.

import { confirmButton, h } from "../../dom.js";
import { actionCard, moveButtons } from "../../seat_screen.js";
import { Hand } from "../../widgets/hand.js";

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
  return actionCard("remove_pawn", words.say("Remove one of your pawns?"),
    h("p", {}, side === "white" && black ? words.say("Black removed the pawn on file {file}. Tap the file of the pawn you remove (not {file}).", { file: black })
      : words.say("Look at your cards first: a pawn gone opens a line for the piece behind it. Tap the file of the pawn you remove.")),
    grid, error, keep, keepError);
}

/** After paying with a common card: which of the three hand cards goes into the common row. */
export function replenishCard(ctx, view, words) {
  const error = h("p", { class: "error", role: "alert" });
  const hand = new Hand({ cards: view.private.hand, select: "one", label: words.say("Your cards"),
    onSelect: async (ids) => {
      if (!ids.length) return;
      error.textContent = (await ctx.move("replenish", { card: ids[0] })) || "";
      if (error.textContent) hand.clear();
    } });
  return actionCard("replenish", words.say("Give one card to the common row"),
    h("p", {}, words.say("You drew a card. Tap the one of your three cards that goes face up into the common row (any of them).")),
    hand.el, error);
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

/** Neutral swaps: each neutral card within reach, swapped with the deck, an opponent or a
 * common card. `opponents`: `[{name, args}]`, one button each (`args` added to the move's, e.g.
 * `{seat}` in PokerDrez for 4); by default the one opponent of a two-player game. */
export function swapCard(ctx, view, words, opponents = [{ name: words.name(opponentOf(view)), args: {} }]) {
  const pub = view.public;
  const hand = view.private.hand || [];
  const neutrals = [...hand, ...pub.common].filter((id) => id.startsWith("neutral"));
  const parts = neutrals.map((neutral) => {
    const inHand = hand.includes(neutral);
    const [buttons, error] = moveButtons(ctx, [
      { move: "swap_neutral", args: { neutral, source: "deck" }, label: words.say("With the deck's top card") },
      ...opponents.map(({ name, args }) => ({ move: "swap_neutral", args: { neutral, source: "opponent", ...args },
        label: words.say("With a random card of {name}", { name }) }))],
    "stack");
    const common = inHand ? pub.common.filter((id) => !id.startsWith("neutral")) : [];
    const row = common.length ? new Hand({ cards: common, select: "one", label: words.say("Common cards"),
      onSelect: async (ids) => {
        if (!ids.length) return;
        error.textContent = (await ctx.move("swap_neutral", { neutral, source: "common", card: ids[0] })) || "";
        if (error.textContent) row.clear();
      } }) : null;
    if (row) row.el.classList.add("pd-row");
    return h("div", { class: "pd-swap" },
      h("p", {}, inHand ? words.say("A neutral card in your hand:") : words.say("A neutral card in the common row:")),
      buttons,
      row ? [h("p", { class: "small" }, words.say("Or tap a common card to take it in exchange:")), row.el] : null,
      error);
  });
  return h("section", { class: "card pd-swaps", dataset: { move: "swap_neutral" } },
    h("details", {}, h("summary", {}, words.say("Swap a neutral card")), parts));
}

/** Raise (betting), draw offers, the draw claim and resignation. */
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
  if (moves.includes("answer_draw")) {
    parts.push(h("p", { class: "notice", role: "status" }, words.say("{name} offers a draw.", { name: opponent })),
      drawAnswerButtons(ctx, words));
  } else if (pub.draw_offer === seat) {
    parts.push(h("p", { class: "notice", role: "status" },
      words.say("You offered a draw; {name} has not answered yet. A move withdraws it.", { name: opponent })));
  }
  return drawAndResignCard(ctx, words, moves, words.say("Resign"), parts);
}

/** Accept the draw / Play on: `[buttons, error]` (seat_screen.moveButtons). */
export function drawAnswerButtons(ctx, words) {
  return moveButtons(ctx, [
    { move: "answer_draw", args: { accept: true }, cls: "primary", label: words.say("Accept the draw") },
    { move: "answer_draw", args: { accept: false }, label: words.say("Play on") }]);
}

/** The draw and resignation card: `parts` first, then a row with Claim a draw and Offer a draw
 * (when among `moves`) and the resign button labelled `resign` (tap twice). */
export function drawAndResignCard(ctx, words, moves, resign, parts) {
  const error = h("p", { class: "error", role: "alert" });
  const send = (move) => async (event) => {
    event.currentTarget.disabled = true;
    error.textContent = (await ctx.move(move, {})) || "";
  };
  const row = [];
  if (moves.includes("claim_draw")) {
    row.push(h("button", { type: "button", class: "btn", dataset: { move: "claim_draw" }, onclick: send("claim_draw") },
      words.say("Claim a draw")));
  }
  if (moves.includes("offer_draw")) {
    row.push(h("button", { type: "button", class: "btn", dataset: { move: "offer_draw" }, onclick: send("offer_draw") },
      words.say("Offer a draw")));
  }
  row.push(confirmButton(resign, words.say("Tap again to resign"), async () => {
    error.textContent = (await ctx.move("resign", {})) || "";
  }, { class: "btn", dataset: { move: "resign" } }));
  return h("section", { class: "card", "aria-label": words.say("Draw and resignation") },
    parts, h("div", { class: "row pd-controls" }, row), error);
}

/** The end: this phone's result in large type, the reason, payments, and the PGN link. */
export function endCard(ctx, view, words) {
  const outcome = view.outcome;
  const pub = view.public;
  const seat = view.you ? view.you.seat : null;
  const playing = seat === pub.black || seat === pub.white;
  const moves = outcome.moves.length;
  const paid = outcome.payments && playing ? outcome.payments[String(seat)] : null;
  return outcomeCard(view, words, { playing, won: words.say("You won"), lost: words.say("You lost") },
    paid !== null && paid !== undefined ? h("p", { class: "pd-paid" }, paid > 0 ? words.say("You win {n} from the stake.", { n: paid })
      : paid < 0 ? words.say("You pay {n}.", { n: -paid }) : words.say("Nobody pays.")) : null,
    h("p", { class: "small muted" }, moves === 1 ? words.say("1 move was played.")
      : words.say("{n} moves were played.", { n: moves })),
    h("a", { class: "btn", href: `/api/tables/${encodeURIComponent(ctx.code)}/pgn`, download: `${ctx.code}.pgn` },
      words.say("Download the game (PGN)")));
}

/** The end card: the title in large type (a draw, `won` / `lost` for a seat that is
 * `playing`, else who won), the reason (`words.reason`), then `extra` nodes. */
export function outcomeCard(view, words, { playing, won, lost }, ...extra) {
  const outcome = view.outcome;
  const seat = view.you ? view.you.seat : null;
  let title;
  let kind = "draw";
  if (!outcome.winners.length) title = words.say("Draw");
  else if (playing) {
    kind = outcome.winners.includes(seat) ? "won" : "lost";
    title = kind === "won" ? won : lost;
  } else {
    kind = "won";
    title = words.say("{name} won", { name: words.list(outcome.winners) });
  }
  return h("section", { class: `card pd-end ${kind}`, "aria-labelledby": "pd-end-title", dataset: { result: kind } },
    h("h2", { id: "pd-end-title" }, title),
    h("p", { class: "pd-reason" }, words.reason(outcome, view.public)), extra);
}

/** Every public event, newest first, folded away under its count. */
export function historyCard(view, words) {
  const events = view.public.history.filter((e) => e.event !== "end");
  if (!events.length) return null;
  return h("section", { class: "card" },
    h("details", { class: "pd-history" },
      h("summary", {}, words.say("History ({n})", { n: events.length })),
      h("ol", { reversed: true }, [...events].reverse().map((e) => h("li", {}, words.event(e))))));
}
