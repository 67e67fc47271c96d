// A square board of any size (8×8 chess, 7×7 VikingDrez or NeuroDrez, the 14×14 cross of
// PokerDrez for 4) with file/rank coordinates, pieces drawn with the print engine's art
// (PNG from /cards/pieces/..., see art.js), tap-from/tap-to, the last move and lit targets.
//
//   const board = new Board({files, ranks, squares, orientation, pieces, targets, lit, lastMove,
//                            disabled, canPick, onPick, onMove, label, game, look, marked,
//                            why, confirm, check, marks});
//   parent.append(board.el); board.update({pieces, lastMove, ...}); board.pick("e2" | null)
//
// - files × ranks (default 8 × 8); squares are named "a1" … ("n14" on 14 × 14).
// - squares: the valid squares when not all are (crossSquares(14, 3) for the cross board).
// - orientation: the board edge at the bottom of the screen, the phone's own side: "south"
//   (rank 1, white; default), "north" (black), "west" (file a) or "east" (the last file).
// - pieces: {square: {kind, colour, label?} | {tile, label?} | {image, label}}; kind and colour as
//   in art.js (PIECES, COLOURS), tile a card or tile id of `game` drawn on the square.
// - targets(from) -> {square: label | true}: when given, tapping a piece picks it (canPick(square,
//   piece) may refuse) and lights its targets; a label ("Rook 3": the card that pays the move) is
//   shown on the square and read out.
// - lit: {square: label | true}: squares lit with nothing picked (drop a tile, place a card).
// - onMove({from, to, label}): a lit target was tapped (from is null for a `lit` square).
// - onPick(square | null): the picked piece changed. lastMove: [from, to] or {from, to}.
// - disabled: no picking (not this phone's turn). label: the board's accessible name.
// - look: "chess" (the printed PokerDrez board's squares; default) or "neurodrez" (the printed
//   7×7 face: a faint checker with lines). marked: squares drawn with the printed double inset
//   square (VikingDrez's throne and corners). marks: where the coordinates go, "inside" (the
//   edge squares' corners) or "edge" (a strip beside the squares: squares covered by tiles, as
//   NeuroDrez's); by default "edge" on a board over 10 squares wide, else "inside".
// - why(square, piece | null, picked | null) -> text | null: said over the board, away from the
//   finger, after a tap that picks nothing and moves nothing (a piece that cannot move, not this
//   phone's turn, a square the picked piece cannot reach: `picked` is its square); it stays
//   until the next tap.
// - confirm: "auto" (default: when a square is under 44 px on the screen), true or false. With
//   it a tap on a lit square only chooses the move (both squares marked) and a bar under the
//   board asks "Play d13–d11 (Knight 5)?" with Play and Cancel; onMove comes with Play.
// - check: the squares of kings in check, marked red (and named "in check").
// Every square is a button named like "e4, white pawn, last move"; arrow keys move the focus.

import { h } from "../dom.js";
import { t } from "../i18n.js";
import { useWidgetStyles } from "./art.js";
import { SquareGrid } from "./grid.js";

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** "a1" for file index 0 and rank index 0. */
export function squareName(file, rank) {
  return `${LETTERS[file]}${rank + 1}`;
}

/** The squares of a `size` × `size` board without its four `cut` × `cut` corners. */
export function crossSquares(size = 14, cut = 3) {
  const names = [];
  for (let f = 0; f < size; f += 1) {
    for (let r = 0; r < size; r += 1) {
      const edgeF = f < cut || f >= size - cut;
      const edgeR = r < cut || r >= size - cut;
      if (!(edgeF && edgeR)) names.push(squareName(f, r));
    }
  }
  return names;
}

/** Display column and row (from the top-left) of file f, rank r with `bottom` at the bottom. */
function place(f, r, files, ranks, bottom) {
  if (bottom === "north") return [files - 1 - f, r];
  if (bottom === "west") return [ranks - 1 - r, files - 1 - f];
  if (bottom === "east") return [r, f];
  return [f, ranks - 1 - r];
}

function cellsOf(files, ranks, valid, bottom) {
  const cells = [];
  for (let f = 0; f < files; f += 1) {
    for (let r = 0; r < ranks; r += 1) {
      const name = squareName(f, r);
      if (valid && !valid.has(name)) continue;
      const [col, row] = place(f, r, files, ranks, bottom);
      const sideways = bottom === "west" || bottom === "east";
      const [file, rank] = [LETTERS[f], String(r + 1)];
      cells.push({ name, col, row, dark: (f + r) % 2 === 0,
        alongCol: sideways ? rank : file, alongRow: sideways ? file : rank });
    }
  }
  const lowest = new Map();
  const leftmost = new Map();
  for (const cell of cells) {
    if (!lowest.has(cell.col) || lowest.get(cell.col).row < cell.row) lowest.set(cell.col, cell);
    if (!leftmost.has(cell.row) || leftmost.get(cell.row).col > cell.col) leftmost.set(cell.row, cell);
  }
  for (const cell of lowest.values()) cell.colMark = cell.alongCol;
  for (const cell of leftmost.values()) cell.rowMark = cell.alongRow;
  return cells;
}

export class Board {
  constructor(options = {}) {
    useWidgetStyles();
    this.options = { files: 8, ranks: 8, squares: null, orientation: "south", label: t("Board") };
    Object.assign(this.options, options);
    this.el = h("div", { class: "w-board" });
    this.grid = new SquareGrid([], 1, 1, {});
    this.why = h("p", { class: "w-why", role: "status", hidden: true });
    this.bar = h("div", { class: "w-confirm", hidden: true });
    this.el.append(this.grid.el, this.why, this.bar);
    this.shape = "";
    this.pending = null;
    this.update();
  }

  /** The grid's options: the game's, with taps that move or refuse going through the board. */
  gridOptions() {
    const { check, onMove, lastMove } = this.options;
    const checks = Array.isArray(check) ? check : check ? [check] : [];
    const last = Array.isArray(lastMove) ? lastMove : lastMove ? [lastMove.from, lastMove.to] : [];
    return { ...this.options, check: checks, lastMove: last.filter(Boolean),
      marks: this.options.marks || (this.el.classList.contains("dense") ? "edge" : "inside"),
      pending: this.pending ? [this.pending.from, this.pending.to].filter(Boolean) : [],
      onMove: (move) => this.chosen(move, onMove),
      onRefuse: (square, picked) => this.refused(square, picked),
      onPick: (square) => {
        this.say(null);
        if (square !== null) this.choose(null);
        this.options.onPick?.(square);
      } };
  }

  /** Say `text` over the board (null: nothing), on the side away from `square`. */
  say(text, square = null) {
    this.why.hidden = !text;
    this.why.textContent = text || "";
    const cell = square && this.grid.byName.get(square);
    this.why.dataset.at = cell && cell.row < this.grid.rows / 2 ? "bottom" : "top";
  }

  refused(square, picked = null) {
    this.choose(null);
    const { why, pieces = {} } = this.options;
    this.say(why ? why(square, pieces[square] || null, picked) : null, square);
  }

  /** Does a move need the confirm step? `confirm` "auto": when a square is under 44 px. */
  confirming() {
    const { confirm = "auto" } = this.options;
    if (confirm !== "auto") return Boolean(confirm);
    const one = this.grid.el.querySelector("[data-square]");
    return Boolean(one) && one.getBoundingClientRect().width < 44;
  }

  chosen(move, onMove) {
    this.say(null);
    if (!this.confirming()) {
      onMove?.(move);
      return;
    }
    this.choose(move);
  }

  /** The move waiting for Play (null: none): both squares marked, the bar under the board. */
  choose(move) {
    if (!move && !this.pending) return;
    this.pending = move;
    this.bar.hidden = !move;
    if (move) {
      const path = move.from ? `${move.from}–${move.to}` : move.to;
      const play = h("button", { type: "button", class: "btn primary w-confirm-play", onclick: () => {
        this.choose(null);
        this.options.onMove?.(move);
      } }, t("Play {move}", { move: path }));
      const cancel = h("button", { type: "button", class: "btn", onclick: () => this.choose(null) }, t("Cancel"));
      this.bar.replaceChildren(h("p", {}, move.label ? t("{move}, paid with {label}?", { move: path, label: move.label })
        : t("{move}?", { move: path })), h("div", { class: "row" }, play, cancel));
    } else {
      this.bar.replaceChildren();
    }
    this.grid.update(this.gridOptions());
  }

  /** Change any option (same keys as the constructor). */
  update(changes = {}) {
    Object.assign(this.options, changes);
    const { files, ranks, squares, orientation } = this.options;
    const shape = JSON.stringify([files, ranks, squares, orientation]);
    if (shape !== this.shape) {
      this.shape = shape;
      const sideways = orientation === "west" || orientation === "east";
      const [cols, rows] = sideways ? [ranks, files] : [files, ranks];
      this.grid.layout(cellsOf(files, ranks, squares ? new Set(squares) : null, orientation),
        cols, rows);
      this.el.classList.toggle("dense", cols > 10);
    }
    this.el.classList.toggle("look-neurodrez", this.options.look === "neurodrez");
    if (this.options.disabled) {
      this.pending = null;
      this.bar.hidden = true;
    }
    this.grid.update(this.gridOptions());
  }

  /** Pick the piece on `square` as if it were tapped, or drop the pick with null. */
  pick(square) {
    this.grid.pick(square);
  }

  /** The picked square, or null. */
  get picked() {
    return this.grid.picked;
  }
}
