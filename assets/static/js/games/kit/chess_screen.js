// The part of a chess game's seat screen below the board and the die, the same in PokerDrez and
// PokerDrez for 4: the seat's own cards, the common row, the neutral swaps, the draw and
// resignation controls, a non-playing moderator's hands and the history, each in its slot and
// redrawn only when what it shows changes. The game hands in its own cards for the hand, the
// swaps, the controls and the moderator (they name its opponents and seats).
//
//   new BelowTheBoard(root, {handCard, swapCard, controlsCard, moderatorCard})
//   .update(ctx, view, words, info, seated)

import { Slot } from "../../dom.js";
import { commonCard } from "./chess_cards.js";
import { historyCard } from "./chess_panels.js";

export class BelowTheBoard {
  constructor(root, cards) {
    this.cards = cards;
    this.slots = { hand: new Slot(root), common: new Slot(root), swaps: new Slot(root),
      controls: new Slot(root), secrets: new Slot(root), history: new Slot(root) };
  }

  /** Redraw for `view` (`seated`: this phone plays a seat of it; `info.paused`: the table is). */
  update(ctx, view, words, info, seated) {
    const { handCard, swapCard, controlsCard, moderatorCard } = this.cards;
    const pub = view.public;
    const priv = view.private || {};
    const moves = priv.moves || [];
    const over = Boolean(view.outcome);
    const slots = this.slots;
    slots.hand.show([over, seated, priv.hand, priv.notes, pub.plain, view.seats],
      () => (!seated || pub.plain ? null : handCard(view, words)));
    slots.common.show([pub.common, pub.deck_size, pub.discards.length, pub.plain],
      () => (pub.plain && over ? null : commonCard(view, words)));
    slots.swaps.show([over, info.paused, moves.includes("swap_neutral"), priv.hand, pub.common, view.seats],
      () => (over || info.paused || !seated || !moves.includes("swap_neutral") ? null : swapCard(ctx, view, words)));
    slots.controls.show([over, info.paused, moves, pub.draw_offer, pub.stake, view.seats, view.you],
      () => (over || info.paused || !seated ? null : controlsCard(ctx, view, words)));
    slots.secrets.show([priv.hands, view.seats], () => (priv.hands && !over ? moderatorCard(view, words) : null));
    slots.history.show([pub.history, view.seats], () => historyCard(view, words));
  }
}
