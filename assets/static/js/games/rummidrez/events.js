// RummiDrez's public history in words (seed 004 RummiDrez; docs/rules-decisions.md#rummidrez):
// one sentence an event, for the last-event line, the history card and the melds a play changed
// (issue 29, R1: every phone is told what a turn laid or rearranged). A play reads
// "Sam played: new meld 7: Pawn 4, Knight 4, Bishop 4, Rook 4 (from meld 3)."; `words` are the
// game's DeckWords (the figures in the page language).
//
//   eventText(e, words)       -> the sentence of history entry `e` ("" for none)
//   lastPlay(view)            -> the newest play entry of this hand by another seat, or null
//   historyCard(view, words)  -> the folded list of events, newest first

import { h } from "../../dom.js";
import { baseId } from "../../widgets/art.js";

/** A card's name in the page language: "Torre 4", "Neutral card" (a second deck's the same). */
function cardName(id, words) {
  const [figure, number] = baseId(id).split("-");
  return figure === "neutral" ? words.say("Neutral card") : `${words.figure(figure)} ${number}`;
}

/** One meld a play made or added to: "new meld 7: Pawn 4, Rook 4 (from meld 3)". */
function changeText(change, words) {
  const cards = change.cards.map((card, i) => (change.from[i] === null ? cardName(card, words)
    : words.say("{card} (from meld {n})", { card: cardName(card, words), n: change.from[i] }))).join(", ");
  return change.new ? words.say("new meld {n}: {cards}", { n: change.meld, cards })
    : words.say("meld {n} took {cards}", { n: change.meld, cards });
}

/** The sentence of history entry `e`. */
export function eventText(e, words) {
  const name = e.seat === null ? "" : words.name(e.seat);
  switch (e.event) {
    case "deal":
      return words.say("Hand {n} dealt.", { n: e.hand });
    case "play": {
      const changes = (e.changes || []).map((change) => changeText(change, words)).join("; ");
      return e.how === "first_meld" ? words.say("{name} made the first meld: {changes}.", { name, changes })
        : words.say("{name} played: {changes}.", { name, changes });
    }
    case "draw":
      return words.say("{name} drew a card.", { name });
    case "pass":
      return words.say("{name} passed.", { name });
    case "end_turn":
      return words.say("{name} ended the turn.", { name });
    case "finish":
      return words.sayN("{name} finished with {n} card left.", "{name} finished with {n} cards left.", e.left, { name });
    case "hand_result":
      return words.say("{name} entered the hand's result.", { name });
    case "hand_end":
      return words.say("Hand {n} is over.", { n: e.hand });
    case "end_match":
      return words.say("The moderator ended the match.");
    default:
      return "";
  }
}

/** The newest play of the current hand, when another seat made it (what this phone has not
 * seen being composed), else null. */
export function lastPlay(view) {
  const you = view.you ? view.you.seat : null;
  for (const e of [...view.public.history].reverse()) {
    if (e.event === "deal" || e.event === "hand_end") return null;
    if (e.event === "play") return e.seat === you ? null : e;
  }
  return null;
}

/** The public history, newest first, folded. */
export function historyCard(view, words) {
  const events = view.public.history.filter((e) => eventText(e, words));
  if (!events.length) return null;
  return h("section", { class: "card rd-history" }, h("details", {},
    h("summary", {}, words.say("History ({n})", { n: events.length })),
    h("ol", { reversed: true }, [...events].reverse().map((e) => h("li", { dataset: { event: e.event } },
      eventText(e, words))))));
}
