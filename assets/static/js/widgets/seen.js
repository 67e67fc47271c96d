// A hand's result that stays until every player has seen it (referee/games/kit/seen.py), and the
// last hand's result opened again later: used by the games played in hands (Poker7, PokerGuess,
// BlackDrez). The words come from the caller's Words (a game screen's `say`, `sayN`, `list`).
// Styles: .w-seen in css/widgets.css (loaded once).
//
//   seenControls(ctx, view, words, {rounds}) -> nodes under a result: "Seen" for a seat the next
//     hand waits for (its move `next_hand`), who has still to see it, and for the moderator a
//     "Deal now" that does not wait (two taps); nothing without `ctx` (the table screen). `view.public.to_see`: the seats still to see it;
//     `rounds`: the game's hands are called rounds (BlackDrez).
//   lastResult(label, build) -> a folded "last hand" section; `build()` draws the result when
//     it is opened (nothing is built while it is folded).

import { confirmButton, h } from "../dom.js";
import { moveButtons } from "../seat_screen.js";
import { useWidgetStyles } from "./art.js";

/** "Seen" (this seat's `next_hand`), who is still to see it, and the moderator's "Deal now". */
export function seenControls(ctx, view, words, { rounds = false } = {}) {
  useWidgetStyles();
  const waiting = view.public.to_see || [];
  if (!waiting.length || !ctx) return []; // the table screen's status line says who is awaited
  const you = view.you || {};
  const moves = (view.private || {}).moves || [];
  const nodes = [];
  if (moves.includes("next_hand")) {
    nodes.push(...moveButtons(ctx, [{ move: "next_hand", args: {}, cls: "primary",
      label: rounds ? words.say("Seen: ready for the next round") : words.say("Seen: ready for the next hand") }], "stack"));
  } else if (you.seat !== null && you.seat !== undefined && (view.public.seen || []).includes(you.seat)) {
    nodes.push(h("p", { class: "w-seen-done" }, words.say("✓ You have seen it.")));
  }
  const names = { names: words.list(waiting) };
  nodes.push(h("p", { class: "small muted w-seen-wait", "aria-live": "polite" }, rounds
    ? words.sayN("The next round is dealt once {names} has seen this.",
      "The next round is dealt once {names} have seen this.", waiting.length, names)
    : words.sayN("The next hand is dealt once {names} has seen this.",
      "The next hand is dealt once {names} have seen this.", waiting.length, names)));
  if (you.moderator) {
    const error = h("p", { class: "error", role: "alert" });
    nodes.push(confirmButton(words.say("Deal now without waiting"), words.say("Tap again to deal now"), async () => {
      error.textContent = (await ctx.move("next_hand", { now: true })) || "";
    }, { dataset: { send: "deal-now" } }), error);
  }
  return [h("div", { class: "w-seen" }, nodes)];
}

/** The last hand's result, folded under `label`; drawn by `build()` only once opened. */
export function lastResult(label, build) {
  useWidgetStyles();
  const body = h("div", { class: "w-last-result-body" });
  const details = h("details", { class: "w-last-result" }, h("summary", {}, label), body);
  details.addEventListener("toggle", () => body.replaceChildren(...(details.open ? [build()] : [])));
  return details;
}
