// PokerDrez for 4's cards around the board: the four players in turn order with their pairs,
// the news of a swap told privately, the neutral swaps (from a named
// opponent), draw offers for the three others, resignation for the pair (proposed to the
// partner, who agrees or refuses), the moderator's view
// of the hands, and the end. The cards themselves are the kit's (../kit/chess_cards.js and
// chess_panels.js), given this game's seats, colours and sentences.

import { h } from "../../dom.js";
import { moveButtons } from "../../seat_screen.js";
import { handCount } from "../../widgets/hand.js";
import { moderatorCard as chessModerator } from "../kit/chess_cards.js";
import { askedCard, drawAnswerCard } from "../kit/asked.js";
import { drawAndResignCard, outcomeCard, swapCard as chessSwaps } from "../kit/chess_panels.js";
import { ORDER, PAIRS } from "./words.js";

function pairOf(colour) {
  return PAIRS.light.includes(colour) ? "light" : "dark";
}

/** The four seats in turn order: colour, name, pair, cards in hand, whose turn, who is in check. */
export function playersCard(view, words) {
  const pub = view.public;
  const you = view.you ? view.you.seat : null;
  const rows = ORDER.map((colour) => {
    const seat = pub.seats[colour];
    const moving = !view.outcome && pub.turn === colour;
    const name = seat === you ? words.say("{name} (you)", { name: words.name(seat) }) : words.name(seat);
    return h("li", { class: `p4-player ${colour}${moving ? " moving" : ""}`, dataset: { colour } },
      h("span", { class: "p4-dot", "aria-hidden": "true" }),
      h("span", { class: "pname" }, name),
      h("span", { class: "p4-colour" }, `${words.colour(colour)} · ${pairOf(colour) === "light" ? words.say("light") : words.say("dark")}`),
      pub.plain ? null : handCount({ count: pub.hand_sizes[seat], name }),
      moving ? h("span", { class: "tag plan" }, pub.in_check.includes(colour) ? words.say("in check") : words.say("to move")) : null);
  });
  const mine = view.private && view.private.colour;
  const team = mine ? words.say("You play {colour}, with {partner} as your partner.", {
    colour: words.colour(mine), partner: words.who(pub.seats[PAIRS[pairOf(mine)].find((c) => c !== mine)],
      PAIRS[pairOf(mine)].find((c) => c !== mine)) }) : words.say("Two pairs: {light} against {dark}.",
    { light: words.pair("light"), dark: words.pair("dark") });
  const notes = [];
  if (pub.prearranged) notes.push(words.say("Prearranged deal: the cards come in a set order."));
  if (pub.passes) notes.push(words.say("Passes in a row: {n} (four draw the game).", { n: pub.passes }));
  return h("section", { class: "card p4-players", "aria-label": words.say("Players") },
    h("p", { class: "p4-team" }, team), h("ol", {}, rows),
    notes.map((n) => h("p", { class: "small notice" }, n)));
}

/** The sentences of a swap's private news (the kit's held cards tell it). */
export function swapTell(view, words) {
  return {
    taken: (card) => words.say("You took {card} in a swap.", { card }),
    lost: (card) => words.say("{card} was taken from you in a swap.", { card }),
  };
}

/** Neutral swaps (the kit's): with the deck, a common card, or a random card of either
 * opponent. */
export function swapCard(ctx, view, words) {
  const pub = view.public;
  const mine = view.private.colour;
  return chessSwaps(ctx, view, words, ORDER.filter((c) => pairOf(c) !== pairOf(mine)).map((colour) => ({
    name: words.who(pub.seats[colour], colour), args: { seat: pub.seats[colour] } })));
}

/** The seat of `seat`'s partner. */
export function partnerOf(view, seat) {
  const pub = view.public;
  return pub.pairs.light.includes(seat) ? pub.pairs.light.find((s) => s !== seat)
    : pub.pairs.dark.find((s) => s !== seat);
}

/** The open proposal to resign of this phone's pair: `{seat, mine}` (mine: this phone made it),
 * or null (docs/rules-decisions.md#pokerdrez-4, "Resigning is the pair's"). */
export function pairProposal(view) {
  const seat = view.you ? view.you.seat : null;
  const offers = view.public.resign_offers || [];
  if (!Number.isInteger(seat) || seat < 0 || seat > 3) return null;
  if (offers.includes(seat)) return { seat, mine: true };
  const partner = partnerOf(view, seat);
  return offers.includes(partner) ? { seat: partner, mine: false } : null;
}

/** This phone's own proposal to resign, waiting for the partner: to withdraw. `[]` without one
 * (the partner's is asked above the board: askedOfCards). */
function proposalParts(ctx, view, words) {
  const proposal = pairProposal(view);
  if (!proposal || !proposal.mine) return [];
  const partner = words.name(partnerOf(view, view.you.seat));
  return [h("p", { class: "notice", role: "status" }, words.say("You proposed to resign for your pair; waiting for {name} to agree.", { name: partner })),
    ...moveButtons(ctx, [{ move: "answer_resign", args: { accept: false }, label: words.say("Withdraw the proposal") }])];
}

/** What this seat is asked, as cards above the board (UX finding A-N7): the partner's proposal
 * to resign (agree or play on) and a draw offer to accept, each when there is one. */
export function askedOfCards(ctx, view, words) {
  const moves = (view.private || {}).moves || [];
  const proposal = pairProposal(view);
  const cards = [];
  if (proposal && !proposal.mine) {
    const partner = words.name(proposal.seat);
    cards.push(askedCard("answer_resign", words.say("{name} proposes to resign for your pair.", { name: partner }), moveButtons(ctx, [
      { move: "answer_resign", args: { accept: true }, label: words.say("Resign with {name}", { name: partner }) },
      { move: "answer_resign", args: { accept: false }, cls: "primary", label: words.say("Play on") }])));
  }
  if (view.public.draw_offer && moves.includes("answer_draw")) cards.push(drawAnswerCard(ctx, words, drawOfferText(view, words)));
  return cards;
}

/** "Ana offers a draw; waiting for Bob and Cleo." */
function drawOfferText(view, words) {
  const offer = view.public.draw_offer;
  const waiting = view.seats.map((s) => s.seat).filter((s) => s !== offer.seat && !offer.accepted.includes(s));
  return words.say("{name} offers a draw; waiting for {names}.", { name: words.name(offer.seat), names: words.list(waiting) });
}

/** Draw offers (the three others must accept; one to answer is asked above the board) and
 * resignation: proposed to the partner, the pair loses once the partner agrees. */
export function controlsCard(ctx, view, words) {
  const pub = view.public;
  const moves = (view.private || {}).moves || [];
  const parts = [];
  // A draw offer this seat may still answer is asked above the board (askedOfCards).
  if (pub.draw_offer && !moves.includes("answer_draw")) {
    parts.push(h("p", { class: "notice", role: "status" }, drawOfferText(view, words)));
  }
  parts.push(...proposalParts(ctx, view, words));
  const resign = pairProposal(view) ? null
    : { label: words.say("Resign for your pair"), confirm: words.say("Tap again to ask your partner") };
  return drawAndResignCard(ctx, words, moves, resign, parts);
}

/** A moderator who does not play: the four hands behind the show/hide toggle (never the deck). */
export function moderatorCard(view, words) {
  return chessModerator(view, words, {
    intro: words.say("You moderate without playing: you may see every hand (never the deck's order)."),
    show: words.say("Show the hands"), nameOf: (seat) => words.who(seat, view.public.colours[seat]) });
}

/** The end: this phone's result (its pair's) in large type and the reason. */
export function endCard(view, words) {
  const seat = view.you ? view.you.seat : null;
  const playing = seat !== null && seat !== undefined && seat >= 0 && seat < 4;
  return outcomeCard(view, words, { playing, won: words.say("Your pair won"), lost: words.say("Your pair lost") });
}
