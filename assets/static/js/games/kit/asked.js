// A question put to a seat of a board game, asked above the board so that it lies on the first
// screen (UX findings PD7, A-N7): a draw offer to answer (PokerDrez, PokerDrez for 4,
// VikingDrez), a partner's proposal to resign (PokerDrez for 4).

import { h } from "../../dom.js";
import { moveButtons } from "../../seat_screen.js";

/** Accept the draw / Play on: `[buttons, error]` (seat_screen.moveButtons). */
function drawAnswerButtons(ctx, words) {
  return moveButtons(ctx, [
    { move: "answer_draw", args: { accept: true }, cls: "primary", label: words.say("Accept the draw") },
    { move: "answer_draw", args: { accept: false }, label: words.say("Play on") }]);
}

/** A question put to this seat (a draw offer, a partner's proposal to resign) and its answer
 * buttons, as a card above the board: asked, the seat sees it on the first screen, not 1,100 px
 * down under the board (UX findings PD7, A-N7). `move`: the answer's move; `question`: the
 * heading; `buttons`: `[buttons, error]` (seat_screen.moveButtons). */
export function askedCard(move, question, buttons) {
  return h("section", { class: "card asked-card", "aria-label": question, dataset: { move } },
    h("h2", {}, question), ...buttons);
}

/** A draw offer to answer: `question` ("Ana offers a draw.") with Accept the draw / Play on. */
export function drawAnswerCard(ctx, words, question) {
  return askedCard("answer_draw", question, drawAnswerButtons(ctx, words));
}
