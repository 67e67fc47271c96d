// The cards around the board that the chess games with cards share (PokerDrez and PokerDrez for
// 4; seed 004 PokerDrez): the replenish choice, the neutral swaps (the game names the opponents),
// the draw answer, the draw and resignation card, the end card and the public history.

import { confirmButton, h } from "../../dom.js";
import { boardResult } from "./board_end.js";
import { actionCard, moveButtons } from "../../seat_screen.js";
import { Hand } from "../../widgets/hand.js";
import { IDLE_MS, SecretHand } from "../../widgets/secret_hand.js";

/** After paying with a common card: which of the three hand cards goes into the common row.
 * The cards lie face down unless held (a neighbour must not read them off the screen); one is
 * chosen by its place or while held, then put back with the button. */
export function replenishCard(ctx, view, words) {
  const error = h("p", { class: "error", role: "alert" });
  const give = h("button", { type: "button", class: "btn big primary", disabled: true, dataset: { move: "replenish" } },
    words.say("Put the chosen card in the common row"));
  const secret = new SecretHand({
    hand: { cards: view.private.hand, select: "one", label: words.say("Your cards"),
      onSelect: (ids) => { give.disabled = !ids.length; } },
    texts: { show: words.say("Hold to see your cards"),
      hint: words.say("Only you see them. Tap a card to choose it, face down by its place or while you hold.") } });
  give.addEventListener("click", async () => {
    give.disabled = true;
    error.textContent = (await ctx.move("replenish", { card: secret.selected[0] })) || "";
    if (error.textContent) give.disabled = false;
  });
  return actionCard("replenish", words.say("Give one card to the common row"),
    h("p", {}, words.say("You drew a card. Choose the one of your three cards that goes face up into the common row (any of them).")),
    secret.el, give, error);
}

/** Neutral swaps: each neutral card within reach, swapped with the deck, an opponent or a
 * common card. `opponents`: `[{name, args}]`, one button each (`args` added to the move's:
 * `{}` for the one opponent of PokerDrez, `{seat}` in PokerDrez for 4).
 * The card is shown whenever the seat could swap a neutral card it held, whether it holds one or
 * not, and builds its inside only when opened: folded, the page names no card of the hand and
 * tells no neighbour whether a neutral card is in it. Opened, it folds again after `IDLE_MS`
 * without a touch, as a hand being composed hides (widgets/secret_hand.js). */
export function swapCard(ctx, view, words, opponents) {
  const details = h("details", {}, h("summary", {}, words.say("Swap a neutral card")));
  let timer = null;
  const fold = () => { details.open = false; };
  const wait = () => { clearTimeout(timer); timer = setTimeout(fold, IDLE_MS); };
  details.addEventListener("toggle", () => {
    clearTimeout(timer);
    details.querySelectorAll(".pd-swap, .pd-swap-none").forEach((part) => part.remove());
    if (!details.open) return;
    details.append(...swapParts(ctx, view, words, opponents));
    wait();
  });
  for (const name of ["pointerdown", "keydown"]) details.addEventListener(name, () => { if (details.open) wait(); });
  return h("section", { class: "card pd-swaps", dataset: { move: "swap_neutral" } }, details);
}

/** The inside of the opened swap card: one block for the hand's neutral cards and one for the
 * common row's (swapping one neutral card or another of the same place does the same, PD12),
 * or a line saying there is none. */
function swapParts(ctx, view, words, opponents) {
  const pub = view.public;
  const hand = view.private.hand || [];
  const first = (ids) => ids.filter((id) => id.startsWith("neutral")).slice(0, 1);
  const neutrals = [...first(hand), ...first(pub.common)];
  if (!neutrals.length) {
    return [h("p", { class: "pd-swap-none muted" }, words.say("No neutral card is in your hand or in the common row."))];
  }
  return neutrals.map((neutral) => {
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
}

/** The draw and resignation card: `parts` first, then a row with Claim a draw and Offer a draw
 * (when among `moves`) and the resign button (tap twice): `resign` is `{label, confirm}` (the
 * second tap's label; by default "Tap again to resign"), or null for none. */
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
  if (resign) {
    row.push(confirmButton(resign.label, resign.confirm || words.say("Tap again to resign"), async () => {
      error.textContent = (await ctx.move("resign", {})) || "";
    }, { class: "btn", dataset: { move: "resign" } }));
  }
  return h("section", { class: "card", "aria-label": words.say("Draw and resignation") },
    parts, h("div", { class: "row pd-controls" }, row), error);
}

/** The end card: the title in large type (a draw, `won` / `lost` for a seat that is
 * `playing`, else who won), the reason (`words.reason`), then `extra` nodes. */
export function outcomeCard(view, words, { playing, won, lost }, ...extra) {
  const outcome = view.outcome;
  const kind = boardResult(view, playing);
  const title = kind === "draw" ? words.say("Draw") : !playing ? words.won(outcome.winners)
    : kind === "won" ? won : lost;
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
