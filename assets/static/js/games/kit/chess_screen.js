// The board and what lies below it on the seat screen of a chess game with cards, the same in
// PokerDrez and PokerDrez for 4: the game's board with the seat's own cards held beside it
// (chess_cards.HeldCards, given to the board as `new BoardCard(ctx, held.el)`), the die (hidden
// in a game played without it), then the common row, the neutral swaps, the draw and resignation
// controls, a non-playing moderator's hands and the history, each in its slot and redrawn only
// when what it shows changes. The game hands in its board, the sentences of a swap's private
// news (`tell(view, words)` -> {taken(card), lost(card)}) and its own cards for the swaps, the
// controls and the moderator (they name its opponents and seats); what it shows above the board
// is its own.
//
//   new ChessScreen(root, ctx, BoardCard, {tell, swapCard, controlsCard, moderatorCard, peek})
//   (peek: where the held cards' faces float, "below" or "above" the hold button; HeldCards)
//   .update(view, words, info, seated)

import { Slot } from "../../dom.js";
import { commonCard, DieCard, HeldCards } from "./chess_cards.js";
import { historyCard } from "./chess_panels.js";

export class ChessScreen {
  constructor(root, ctx, BoardCard, cards) {
    this.ctx = ctx;
    this.cards = cards;
    this.held = new HeldCards(cards.peek);
    this.board = new BoardCard(ctx, this.held.el);
    root.append(this.board.el);
    this.die = new DieCard(ctx);
    root.append(this.die.el);
    this.slots = { common: new Slot(root), swaps: new Slot(root),
      controls: new Slot(root), secrets: new Slot(root), history: new Slot(root) };
  }

  /** Redraw for `view` (`seated`: this phone plays a seat of it; `info.paused`: the table is). */
  update(view, words, info, seated) {
    const ctx = this.ctx;
    const { tell, swapCard, controlsCard, moderatorCard } = this.cards;
    this.board.update(view, words, info.paused);
    this.held.update(view, words, seated, tell(view, words));
    this.die.update(view, words, info.paused);
    if (view.public.die === false) this.die.el.hidden = true;
    const pub = view.public;
    const priv = view.private || {};
    const moves = priv.moves || [];
    const over = Boolean(view.outcome);
    const slots = this.slots;
    slots.common.show([pub.common, pub.deck_size, pub.discards.length, pub.plain],
      () => (pub.plain && over ? null : commonCard(view, words)));
    // Shown whenever the seat could swap a neutral card it held, so that it tells no neighbour
    // whether one is in the hand (kit/swaps.may_swap: card phase, own turn or ⚙ any time).
    const couldSwap = !over && !info.paused && seated && view.phase === "play" && !pub.plain
      && (moves.includes("move") || moves.includes("swap_neutral") || pub.neutral_timing === "any_time");
    slots.swaps.show([couldSwap, priv.hand, pub.common, view.seats],
      () => (couldSwap ? swapCard(ctx, view, words) : null));
    slots.controls.show([over, info.paused, moves, pub.draw_offer, pub.resign_offers, pub.stake, view.seats, view.you],
      () => (over || info.paused || !seated ? null : controlsCard(ctx, view, words)));
    slots.secrets.show([priv.hands, view.seats], () => (priv.hands && !over ? moderatorCard(view, words) : null));
    slots.history.show([pub.history, view.seats], () => historyCard(view, words));
  }
}
