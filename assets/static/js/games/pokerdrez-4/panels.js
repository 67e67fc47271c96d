// PokerDrez for 4's cards around the board: the four players in turn order with their pairs,
// this seat's cards behind the press-and-hold control, the neutral swaps (from a named
// opponent), draw offers for the three others, resignation for the pair, the moderator's view
// of the hands, and the end.

import { confirmButton, h } from "../../dom.js";
import { heldSecret, moveButtons, secretsCard } from "../../seat_screen.js";
import { Hand, handCount } from "../../widgets/hand.js";
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

/** What a swap told this seat privately (the last one only). */
function note(priv, words) {
  const last = (priv.notes || []).at(-1);
  if (!last) return null;
  const card = words.card(last.card);
  const text = last.how === "drawn" ? words.say("You drew {card} from the deck.", { card })
    : last.how === "taken" ? words.say("You took {card} in a swap.", { card })
      : words.say("{card} was taken from you in a swap.", { card });
  return h("p", { class: "small pd-note" }, text);
}

/** This seat's own cards, shown only while the button is held. */
export function handCard(view, words) {
  const priv = view.private || {};
  const cards = priv.hand || [];
  return h("section", { class: "card pd-hand", "aria-label": words.say("Your cards") },
    h("div", { class: "pd-hand-head" },
      h("h2", {}, words.say("Your cards")),
      h("div", { class: "pd-backs", "aria-hidden": "true" },
        cards.map(() => new Hand({ cards: [{ faceDown: true }] }).el))),
    heldSecret({ hold: words.say("Hold to see your cards"), region: words.say("Your cards"),
      hint: words.say("Only you see them. They hide again when you let go.") }, () => h("div", {},
      new Hand({ cards, label: words.say("Your cards"), layout: "row" }).el, note(priv, words))));
}

/** Neutral swaps: with the deck, a common card, or a random card of either opponent. */
export function swapCard(ctx, view, words) {
  const pub = view.public;
  const mine = view.private.colour;
  const hand = view.private.hand || [];
  const opponents = ORDER.filter((c) => pairOf(c) !== pairOf(mine));
  const neutrals = [...hand, ...pub.common].filter((id) => id.startsWith("neutral"));
  const parts = neutrals.map((neutral) => {
    const inHand = hand.includes(neutral);
    const [buttons, error] = moveButtons(ctx, [
      { move: "swap_neutral", args: { neutral, source: "deck" }, label: words.say("With the deck's top card") },
      ...opponents.map((colour) => ({ move: "swap_neutral", args: { neutral, source: "opponent", seat: pub.seats[colour] },
        label: words.say("With a random card of {name}", { name: words.who(pub.seats[colour], colour) }) }))],
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

/** Draw offers (the three others must accept) and resignation (the pair loses). */
export function controlsCard(ctx, view, words) {
  const pub = view.public;
  const moves = (view.private || {}).moves || [];
  const offer = pub.draw_offer;
  const parts = [];
  if (offer) {
    const waiting = view.seats.map((s) => s.seat).filter((s) => s !== offer.seat && !offer.accepted.includes(s));
    parts.push(h("p", { class: "notice", role: "status" }, words.say("{name} offers a draw; waiting for {names}.",
      { name: words.name(offer.seat), names: words.list(waiting) })));
  }
  if (moves.includes("answer_draw")) {
    parts.push(moveButtons(ctx, [
      { move: "answer_draw", args: { accept: true }, cls: "primary", label: words.say("Accept the draw") },
      { move: "answer_draw", args: { accept: false }, label: words.say("Play on") }]));
  }
  const error = h("p", { class: "error", role: "alert" });
  const row = [];
  if (moves.includes("offer_draw")) {
    row.push(h("button", { type: "button", class: "btn", dataset: { move: "offer_draw" }, onclick: async (event) => {
      event.currentTarget.disabled = true;
      error.textContent = (await ctx.move("offer_draw", {})) || "";
    } }, words.say("Offer a draw")));
  }
  row.push(confirmButton(words.say("Resign for your pair"), words.say("Tap again to resign"), async () => {
    error.textContent = (await ctx.move("resign", {})) || "";
  }, { class: "btn", dataset: { move: "resign" } }));
  parts.push(h("div", { class: "row pd-controls" }, row), error);
  return h("section", { class: "card", "aria-label": words.say("Draw and resignation") }, parts);
}

/** A moderator who does not play: the four hands behind the show/hide toggle (never the deck). */
export function moderatorCard(view, words) {
  const hands = view.private.hands;
  return secretsCard({ intro: words.say("You moderate without playing: you may see every hand (never the deck's order)."),
    show: words.say("Show the hands"), hide: words.say("Hide the hands"), region: words.say("Hands") },
  view.seats.map(({ seat }) => h("li", {},
    h("div", { class: "line1" }, h("span", { class: "pname" }, words.who(seat, view.public.colours[seat]))),
    new Hand({ cards: hands[String(seat)] || [], label: words.name(seat) }).el)));
}

/** The end: this phone's result in large type and the reason. */
export function endCard(view, words) {
  const outcome = view.outcome;
  const seat = view.you ? view.you.seat : null;
  const playing = seat !== null && seat !== undefined && seat >= 0 && seat < 4;
  let title;
  let kind = "draw";
  if (!outcome.winners.length) title = words.say("Draw");
  else if (playing) {
    kind = outcome.winners.includes(seat) ? "won" : "lost";
    title = kind === "won" ? words.say("Your pair won") : words.say("Your pair lost");
  } else {
    kind = "won";
    title = words.say("{name} won", { name: words.list(outcome.winners) });
  }
  return h("section", { class: `card pd-end ${kind}`, "aria-labelledby": "pd-end-title", dataset: { result: kind } },
    h("h2", { id: "pd-end-title" }, title),
    h("p", { class: "pd-reason" }, words.reason(outcome, view.public)));
}
