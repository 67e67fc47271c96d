// SokuDrez's seat screen (seed 004 SokuDrez; docs/rules-decisions.md#sokudrez): the 6 × 9 grid of
// printed cards, tap two to swap them. Rows missing a number and columns missing a figure are
// marked; with two to four players, whose turn it is, the swaps left in it, every seat's points
// and the last swap's points with the checks that gave them. Alone, the swap count is the score,
// a hint (the view's private `hint`, never a logged move) shows a swap toward a solved grid, and
// the table's moderator (the player) may undo swaps. Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind}, ownUndo }

import { api } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { GameWords } from "../../game_words.js";
import { turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { cardNames } from "../../widgets/art.js";
import { CARD_BUTTON_STYLESHEET } from "../kit/card_button.js";
import { Grid } from "./grid.js";

const STYLESHEETS = [CARD_BUTTON_STYLESHEET, new URL("../../../css/sokudrez.css", import.meta.url).href];
const CHECKS = ["figure_a_repeated", "figure_a_missing", "number_a_repeated", "number_a_missing",
  "figure_b_repeated", "figure_b_missing", "number_b_repeated", "number_b_missing"];

class SokuWords extends GameWords {
  /** A figure's name (lower case, inside a sentence); an unknown id as it is. */
  figure(id) {
    const names = {
      joker: this.say("joker"), queen: this.say("queen"), rook: this.say("rook"),
      bishop: this.say("bishop"), knight: this.say("knight"), pawn: this.say("pawn"),
    };
    return names[id] ?? id;
  }

  points(n) {
    return this.sayN("{n} point", "{n} points", n);
  }

  swaps(n) {
    return this.sayN("{n} swap", "{n} swaps", n);
  }

  check(name, cards, names) {
    const [kind, which, test] = name.split("_");
    const card = names[cards[which === "a" ? 0 : 1]] || cards[which === "a" ? 0 : 1];
    if (kind === "figure") {
      return test === "repeated" ? this.say("{card}: its figure was repeated in its column", { card })
        : this.say("{card}: its figure was missing where it went", { card });
    }
    return test === "repeated" ? this.say("{card}: its number was repeated in its row", { card })
      : this.say("{card}: its number was missing where it went", { card });
  }
}

function scoresCard(view, words) {
  const pub = view.public;
  return h("section", { class: "card sk-scores" },
    h("h2", {}, words.say("Points")),
    h("ol", { class: "sk-players" }, view.seats.map((seat) => h("li", { class: pub.to_play === seat.seat ? "turn" : "" },
      h("span", { class: "pname" }, words.name(seat.seat)),
      h("span", {}, `${words.points(pub.scores[String(seat.seat)] ?? 0)} · ${words.swaps(pub.moves[String(seat.seat)] ?? 0)}`)))));
}

/** The last swap in words; alone on the player's own phone it says "You swapped". */
function lastCard(view, words, names, multi, ownPhone = true) {
  const last = view.public.last_swap;
  if (!last) return null;
  const [a, b] = last.cards.map((id) => names[id] || id);
  const line = multi || !ownPhone ? words.say("{name} swapped {a} and {b}.", { name: words.name(last.seat), a, b })
    : words.say("You swapped {a} and {b}.", { a, b });
  if (!multi) return h("p", { class: "sk-last" }, line);
  const given = CHECKS.filter((name) => last.checks[name]);
  const points = last.counted ? words.points(last.points)
    : words.say("0 points: the swap that solves the grid counts only as the first of a turn.");
  return h("div", { class: "sk-last" }, h("p", {}, line, " ", h("strong", {}, points)),
    given.length && last.counted ? h("ul", { class: "small" }, given.map((name) => h("li", {}, words.check(name, last.cards, names)))) : null);
}

function missingList(pub, words) {
  const rows = pub.rows_missing.map((m, i) => (m.length ? words.say("row {n}: {numbers}", { n: i + 1, numbers: m.join(", ") }) : null)).filter(Boolean);
  const cols = pub.columns_missing.map((m, i) => (m.length ? words.say("column {n}: {figures}", { n: i + 1, figures: m.map((f) => words.figure(f)).join(", ") }) : null)).filter(Boolean);
  return h("div", { class: "sk-missing small" },
    rows.length ? h("p", {}, words.say("Numbers missing — {list}", { list: rows.join("; ") })) : null,
    cols.length ? h("p", {}, words.say("Figures missing — {list}", { list: cols.join("; ") })) : null);
}

function turnLine(view, words, multi) {
  const pub = view.public;
  return [view.outcome ? ""
    : multi ? words.say("{name} to swap · swaps left in this turn: {n}", { name: words.name(pub.to_play), n: pub.swaps_left })
      : words.say("Swaps: {n}", { n: pub.moves["0"] }),
  pub.prearranged ? words.say("Prearranged deal.") : ""].filter(Boolean).join(" · ");
}

/** The end's title: the grid solved, or everyone gone before it was. */
function endTitle(view, words) {
  return view.outcome.reason === "left" ? words.say("Everyone has left.") : words.say("Solved!");
}

function endLine(view, words, multi) {
  if (multi) return `${words.won(view.outcome.winners)}.`;
  return view.outcome.reason === "left"
    ? words.say("The player left after {swaps}.", { swaps: words.swaps(view.outcome.moves) })
    : words.say("You solved the grid in {n} swaps.", { n: view.outcome.moves });
}

/** The table screen (screen.js), made to fit a landscape screen without scrolling (.screen-fit):
 * the grid as tall as the screen allows, beside it the points, then the last swap and what is
 * missing (cut off under a fade when longer than the column); whose turn it is is the status
 * line's. Nothing to tap. */
export function renderPublic(view, el, game) {
  useStylesheet(el, STYLESHEETS);
  const words = new SokuWords(game, view.seats);
  const multi = view.seats.length > 1;
  const grid = new Grid({ onSwap: () => {} });
  const last = h("div");
  const draw = (names) => {
    const pub = view.public;
    grid.update({ grid: pub.grid, rowsMissing: pub.rows_missing, columnsMissing: pub.columns_missing,
      last: pub.last_swap, names, words, disabled: true });
    last.replaceChildren(lastCard(view, words, names, multi, false) || "");
  };
  draw({});
  cardNames("pokerdrez").then(draw);
  el.replaceChildren(h("div", { class: "screen-fit sk-screen" },
    h("div", {}, h("section", { class: "card sk-card" }, grid.el)),
    h("div", {}, multi ? scoresCard(view, words) : "",
      h("section", { class: "card sk-side screen-feed" }, last, view.outcome ? "" : missingList(view.public, words)))));
  if (view.outcome) return { text: endTitle(view, words), sub: endLine(view, words, multi), kind: "over" };
  return { text: turnLine(view, words, multi), sub: "" };
}

export function mount(root, ctx) {
  useStylesheet(root, STYLESHEETS);
  let names = {};
  let view = null;
  let mine = false;
  let words = new SokuWords(ctx.game, []);
  const error = h("p", { class: "error", role: "alert" });
  const note = h("p", { class: "hint sk-note", "aria-live": "polite" });
  const turn = h("p", { class: "sk-turn", "aria-live": "polite" });
  let hinted = null; // the view version a hint was shown for
  const grid = new Grid({ onSwap: async (args) => {
    error.textContent = "";
    note.textContent = "";
    const refusal = await ctx.move("swap", args);
    if (refusal) error.textContent = refusal;
  } });
  const end = new Slot(root);
  const last = h("div");
  const missing = h("div");
  root.append(h("section", { class: "card sk-card" }, turn, grid.el, note, error, last, missing));
  const scores = new Slot(root);
  const tools = new Slot(root);
  const draw = () => {
    if (!view) return;
    const pub = view.public;
    const multi = view.seats.length > 1;
    grid.update({ grid: pub.grid, rowsMissing: pub.rows_missing, columnsMissing: pub.columns_missing,
      last: pub.last_swap, names, words, disabled: !mine });
    last.replaceChildren(lastCard(view, words, names, multi) || "");
    missing.replaceChildren(view.outcome ? "" : missingList(pub, words));
  };
  cardNames("pokerdrez").then((found) => {
    names = found;
    draw();
  });

  // The hint comes from a search of the grid (referee/games/sokudrez/hint.py): a swap that
  // brings a card to its place in a solved grid near this one.
  const showHint = () => {
    const { a, b } = view.private.hint.args;
    const [first, second] = [a, b].map(([r, c]) => names[view.public.grid[r - 1][c - 1]] || view.public.grid[r - 1][c - 1]);
    note.textContent = words.say("Hint: swap {a} (row {ra}, column {ca}) and {b} (row {rb}, column {cb}).",
      { a: first, ra: a[0], ca: a[1], b: second, rb: b[0], cb: b[1] });
    hinted = view.version;
    grid.hint([a, b]);
  };

  return {
    ownUndo: true, // its own Undo under the grid: the moderator tools add none (A-N12)
    update(info, next) {
      if (hinted !== null && hinted !== next.version) {
        hinted = null;
        note.textContent = "";
        grid.hint(null);
      }
      view = next;
      words = new SokuWords(ctx.game, next.seats);
      const pub = next.public;
      const priv = next.private || {};
      const multi = next.seats.length > 1;
      mine = (priv.moves || []).includes("swap") && !info.paused;
      turn.textContent = turnLine(next, words, multi);
      draw();
      end.show([next.outcome], () => (next.outcome ? h("section", { class: "card sk-end" },
        h("h2", {}, endTitle(next, words)),
        h("p", {}, endLine(next, words, multi))) : null));
      scores.show([multi, pub.scores, pub.moves, pub.to_play, next.seats], () => (multi ? scoresCard(next, words) : null));
      const undoable = Boolean(next.you && next.you.moderator) && !multi && pub.moves["0"] > 0;
      const hintable = mine && Boolean(priv.hint);
      tools.show([undoable, hintable], () => (undoable || hintable ? h("div", { class: "sk-tools" },
        hintable ? h("button", { type: "button", class: "btn", onclick: showHint }, words.say("Hint")) : null,
        undoable ? h("button", { type: "button", class: "btn", onclick: () => ctx.run(() => api("POST", `/api/tables/${ctx.code}/undo`, { version: view.version })) },
          words.say("Undo")) : null) : null));
      if (next.outcome) {
        const won = next.outcome.winners.includes(next.you ? next.you.seat : -1);
        return { text: won ? words.say("You won") : words.won(next.outcome.winners),
          sub: multi ? "" : endLine(next, words, multi), kind: "over" };
      }
      const hint = words.say("Tap a card, then the card to swap it with.");
      return turnStatus(next, info, { yourTurn: words.say("Your swap."),
        waitingFor: (seats) => words.say("Waiting for {name}.", { name: words.list(seats) }) }, hint);
    },
  };
}
