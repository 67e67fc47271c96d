// SoloDrez's seat screen (seed 004 SoloDrez; docs/rules-decisions.md#solodrez): the patience on
// one phone. Nine columns of printed cards, tap a card to pick the cards below it, lit columns
// take them; remove complete series; a hint (the view's private `hint`, never a logged move),
// undo as often as wanted (the moderator's undo: a table of one belongs to its player), the
// move count as the score. Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind}, ownUndo }

import { api } from "../../api.js";
import { confirmButton, h, Slot } from "../../dom.js";
import { GameWords } from "../../game_words.js";
import { useStylesheet } from "../../stylesheet.js";
import { cardNames } from "../../widgets/art.js";
import { CARD_BUTTON_STYLESHEET } from "../kit/card_button.js";
import { Columns } from "./columns.js";

const STYLESHEETS = [CARD_BUTTON_STYLESHEET, new URL("../../../css/solodrez.css", import.meta.url).href];

function reason(outcome, words) {
  const n = outcome.moves;
  if (outcome.reason === "won") return words.sayN("Every card is off the table in {n} move.", "Every card is off the table in {n} moves.", n);
  if (outcome.reason === "blocked") {
    return words.say("No move is left: the game is lost with {k} series removed.", { k: outcome.series_removed });
  }
  return words.sayN("You gave up after {n} move.", "You gave up after {n} moves.", n);
}

function hintText(hint, words) {
  if (!hint) return "";
  if (hint.move === "remove") return words.say("Hint: remove the series of column {n}.", { n: hint.args.column });
  const { count, from, to } = hint.args;
  return words.sayN("Hint: move the last card of column {from} to column {to}.",
    "Hint: move the last {n} cards of column {from} to column {to}.", count, { from, to });
}

function countsLine(pub, words) {
  return words.say("Moves: {n} · cards left: {left} · series removed: {k}",
    { n: pub.moves, left: pub.cards_left, k: pub.series_removed })
    + (pub.prearranged ? ` · ${words.say("Prearranged deal.")}` : "");
}

/** The table screen (screen.js), made to fit a landscape screen without scrolling (.screen-fit):
 * the nine columns and the counts, nothing to tap; at the end the status line says why. */
export function renderPublic(view, el, game) {
  useStylesheet(el, STYLESHEETS);
  const words = new GameWords(game, view.seats);
  const columns = new Columns({ onMove: () => {}, onRemove: () => {}, onNote: () => {} });
  const draw = (names) => columns.update({ columns: view.public.columns, legal: [], removable: [],
    names, words, disabled: true });
  draw({});
  cardNames("pokerdrez").then(draw);
  el.replaceChildren(h("div", { class: "screen-fit" }, h("div", {},
    h("section", { class: "card sd-card" }, h("p", { class: "sd-counts" }, countsLine(view.public, words)), columns.el))));
  if (view.outcome) {
    return { text: view.outcome.reason === "won" ? words.say("Solved!") : words.say("Game over"),
      sub: reason(view.outcome, words), kind: "over" };
  }
  return { text: countsLine(view.public, words), sub: "" };
}

export function mount(root, ctx) {
  useStylesheet(root, STYLESHEETS);
  let names = {};
  let view = null;
  let words = new GameWords(ctx.game, []);
  const note = h("p", { class: "hint sd-note", "aria-live": "polite" });
  const error = h("p", { class: "error", role: "alert" });
  const send = async (move, args) => {
    error.textContent = "";
    note.textContent = "";
    const refusal = await ctx.move(move, args);
    if (refusal) error.textContent = refusal;
  };
  const columns = new Columns({
    onMove: (args) => send("move", args),
    onRemove: (column) => send("remove", { column }),
    onNote: (text) => { note.textContent = text; },
  });
  const counts = h("p", { class: "sd-counts", "aria-live": "polite" });
  const end = new Slot(root);
  root.append(h("section", { class: "card sd-card" }, counts, columns.el, columns.removals, note, error));
  const tools = new Slot(root);
  cardNames("pokerdrez").then((found) => {
    names = found;
    if (view) columns.update({ names });
  });

  // The hint comes from a search of the position (referee/games/solodrez/hint.py): it never
  // goes back to a position of the game, says whether its line is known to win, and when it is
  // proven that nothing wins from here (a complete series is still hinted: it counts).
  const showHint = () => {
    const { hint, wins, no_win: noWin } = view.private;
    if (!hint) {
      note.textContent = words.say("No way to win from here without going back: undo, or give up.");
      return;
    }
    const caveat = noWin ? words.say("Nothing wins from here without going back, but one more series removed counts.")
      : wins ? "" : words.say("No winning line found yet: this is the most promising move.");
    note.textContent = caveat ? `${hintText(hint, words)} ${caveat}` : hintText(hint, words);
    if (hint.move === "move") columns.pick(hint.args.from, hint.args.count);
  };
  const undo = () => ctx.run(() => api("POST", `/api/tables/${ctx.code}/undo`, { version: view.version }));

  return {
    ownUndo: true, // its own Undo: the moderator tools add none (A-N12)
    update(info, next) {
      view = next;
      words = new GameWords(ctx.game, next.seats);
      const pub = next.public;
      const priv = next.private || {};
      const over = Boolean(next.outcome);
      const mine = (priv.moves || []).includes("move") && !info.paused;
      counts.textContent = countsLine(pub, words);
      columns.update({ columns: pub.columns, legal: priv.legal || [], removable: priv.removable || [],
        names, words, disabled: !mine });
      if (over) note.textContent = "";
      end.show([over, next.outcome], () => (over ? h("section", { class: "card sd-end" },
        h("h2", {}, next.outcome.reason === "won" ? words.say("Solved!") : words.say("Game over")),
        h("p", {}, reason(next.outcome, words))) : null));
      const moderator = Boolean(next.you && next.you.moderator);
      tools.show([mine, moderator, pub.moves, over], () => h("div", { class: "sd-tools" },
        mine ? h("button", { type: "button", class: "btn", onclick: showHint }, words.say("Hint")) : null,
        moderator && pub.moves > 0 ? h("button", { type: "button", class: "btn", onclick: undo },
          words.say("Undo")) : null,
        mine ? confirmButton(words.say("Give up"), words.say("Tap again to give up"),
          () => send("give_up", {}), { class: "btn" }) : null));
      if (over) {
        return { text: next.outcome.reason === "won" ? words.say("You won") : words.say("You lost"),
          sub: reason(next.outcome, words), kind: "over" };
      }
      if (!mine) return { text: words.say("Waiting."), sub: "", kind: "wait" };
      return { text: words.say("Your move."), sub: words.say("Tap a card to pick it and the cards below it, then a lit column."),
        kind: "act" };
    },
  };
}
