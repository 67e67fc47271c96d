// PokerDrez's own cards on a phone: the swap news of the kit's held cards and its moderator card (../kit/chess_cards.js)
// with the two-player sentences (the one opponent named, both hands).

import { moderatorCard as chessModerator } from "../kit/chess_cards.js";

/** The two-player swap sentences of the hand's private news, naming the opponent. */
export function opponentTell(view, words) {
  const priv = view.private || {};
  const pub = view.public;
  const name = words.name(priv.seat === pub.white ? pub.black : pub.white);
  return {
    taken: (card) => words.say("You took {card} from {name}.", { card, name }),
    lost: (card) => words.say("{name} took your {card}.", { card, name }),
  };
}

/** A moderator who does not play: both hands behind the show/hide toggle (never the deck). */
export function moderatorCard(view, words) {
  return chessModerator(view, words, {
    intro: words.say("You moderate without playing: you may see both hands (never the deck's order)."),
    show: words.say("Show both hands") });
}
