// VikingDrez's cards around the board: what this seat plays, the draw offer and resign
// controls, the end of the game ("You won" / "You lost" / "Draw", with the reason) and the
// public history.

import { confirmButton, h } from "../../dom.js";
import { boardResult } from "../kit/board_end.js";
import { drawAnswerCard } from "../kit/asked.js";
import { moveButtons } from "../../seat_screen.js";

/** What this phone plays and the table's particulars (set position, throne rule, repetition). */
export function roleCard(view, words) {
  const pub = view.public;
  const side = (view.private || {}).side;
  const goal = side === "black" ? words.say("You play Black, the attackers: capture the king.")
    : side === "white" ? words.say("You play White, the king and his defenders: bring the king to a corner.")
      : words.say("Black's attackers try to capture the king; White's king tries to reach a corner.");
  const notes = [];
  if (!pub.standard_start) notes.push(words.say("This table started from a set position."));
  if (!pub.throne_passable) notes.push(words.say("Only the king may cross the empty throne."));
  if (pub.repetitions >= 2) notes.push(words.say("This position has stood twice: once more and the game is drawn."));
  return h("section", { class: "card vd-role", dataset: { side: side || "none" } },
    h("p", {}, goal), notes.map((note) => h("p", { class: "small notice" }, note)));
}

/** The opponent's draw offer to answer, as a card above the board (the kit's question card:
 * on the first screen, PD7/A-N7). */
export function drawOfferCard(ctx, view, words) {
  const pub = view.public;
  const opponent = pub.black === view.you.seat ? pub.white : pub.black;
  return drawAnswerCard(ctx, words, words.say("{name} offers a draw.", { name: words.name(opponent) }));
}

/** Draw offers and resignation for a seat at the table while the game goes on. */
export function controlsCard(ctx, view, words) {
  const pub = view.public;
  const moves = (view.private || {}).moves || [];
  const seat = view.you.seat;
  const opponent = pub.black === seat ? pub.white : pub.black;
  const parts = [];
  if (pub.draw_offer === seat) {
    parts.push(h("p", { class: "notice", role: "status" },
      words.say("You offered a draw; {name} has not answered yet. A move withdraws it.", { name: words.name(opponent) })));
  }
  const error = h("p", { class: "error", role: "alert" });
  const resign = confirmButton(words.say("Resign"), words.say("Tap again to resign"), async () => {
    error.textContent = (await ctx.move("resign", {})) || "";
  }, { class: "btn", dataset: { move: "resign" } });
  const row = [resign];
  if (moves.includes("offer_draw")) {
    row.unshift(h("button", { type: "button", class: "btn", dataset: { move: "offer_draw" },
      onclick: async (event) => {
        event.currentTarget.disabled = true;
        error.textContent = (await ctx.move("offer_draw", {})) || "";
      } }, words.say("Offer a draw")));
  }
  parts.push(h("div", { class: "row vd-controls" }, row), error);
  return h("section", { class: "card", "aria-label": words.say("Draw and resignation") }, parts);
}

/** The end: this phone's result in large type, the reason, and how long the game was. */
export function endCard(view, words) {
  const outcome = view.outcome;
  const seat = view.you ? view.you.seat : null;
  const playing = seat === view.public.black || seat === view.public.white;
  const kind = boardResult(view, playing);
  const title = kind === "draw" ? words.say("Draw") : !playing ? words.won(outcome.winners)
    : kind === "won" ? words.say("You won") : words.say("You lost");
  const moves = outcome.moves.length;
  return h("section", { class: `card vd-end ${kind}`, "aria-labelledby": "vd-end-title", dataset: { result: kind } },
    h("h2", { id: "vd-end-title" }, title),
    h("p", { class: "vd-reason" }, words.reason(outcome, view.public)),
    h("p", { class: "small muted" }, words.sayN("{n} move was played.", "{n} moves were played.", moves)));
}

/** Every public event, newest first, folded away under its count. */
export function historyCard(view, words) {
  const events = view.public.history;
  if (!events.length) return null;
  return h("section", { class: "card" },
    h("details", { class: "vd-history" },
      h("summary", {}, words.say("History ({n})", { n: events.length })),
      h("ol", { reversed: true }, [...events].reverse().map((e) => h("li", {}, words.event(e))))));
}
