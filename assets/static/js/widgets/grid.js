// The square grid under board.js and tiles.js: one button per square, laid out on a CSS grid,
// with pieces or tiles, the last move, a picked piece and its lit targets, in-square
// coordinates, and arrow-key focus (one square in the tab order). Not used directly by games.
//
//   new SquareGrid(cells, cols, rows, options) -> {el, update(options), pick(name|null)}
//   cells: [{name, col, row, dark?, colMark?, rowMark?}] (display column/row from the top-left;
//          colMark and rowMark: the coordinate printed in the square's lower-right and
//          upper-left corner, given to the squares along the lower and the left edge)
//   options: see board.js (pieces, targets, lit, lastMove, disabled, canPick, onPick, onMove,
//          label, game, marked, check, pending), onRefuse(name, picked): a tap that picked
//          nothing and moved nothing (also while disabled; `picked`: the piece picked before
//          it, or null); marks: "inside" (coordinates in the edge squares' corners)
//          or "edge" (in a narrow strip left of and under the squares, for dense boards)

import { h } from "../dom.js";
import { cardImage, pieceImage } from "./art.js";
import { pieceName, stateWords } from "./words.js";

const KEYS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** `el` placed in grid column `col` and row `row` (1-based; column 1 is the coordinate strip). */
function at(el, col, row) {
  el.style.gridColumn = String(col);
  el.style.gridRow = String(row);
  return el;
}

/** A text only for the eye (the square's accessible name says it). */
function mark(cls, text) {
  return h("span", { class: cls, "aria-hidden": "true" }, text);
}

function labelOf(value) {
  return typeof value === "string" ? value : "";
}

export class SquareGrid {
  constructor(cells, cols, rows, options) {
    this.el = h("div", { class: "w-grid", role: "group" });
    this.el.addEventListener("keydown", (event) => this.key(event));
    this.options = {};
    this.picked = null;
    this.targets = {};
    this.focusName = null;
    this.layout(cells, cols, rows);
    this.update(options);
  }

  /** Replace the squares (a grid that grows, an orientation change). */
  layout(cells, cols, rows) {
    this.cells = cells;
    this.byName = new Map(cells.map((cell) => [cell.name, cell]));
    this.el.style.setProperty("--cols", String(cols));
    this.el.style.setProperty("--rows", String(rows));
    this.rows = rows;
    if (!this.byName.has(this.focusName)) this.focusName = null;
  }

  /** Change options; a picked piece stays picked while it may still be picked. */
  update(changes = {}) {
    Object.assign(this.options, changes);
    if (this.picked !== null && !this.pickable(this.picked)) this.picked = null;
    if (this.picked !== null) this.targets = this.options.targets?.(this.picked) || {};
    this.render();
  }

  piece(name) {
    return (this.options.pieces || {})[name] || null;
  }

  pickable(name) {
    const { disabled, canPick, targets } = this.options;
    const piece = this.piece(name);
    if (disabled || !piece || !targets || !this.byName.has(name)) return false;
    return canPick ? Boolean(canPick(name, piece)) : true;
  }

  /** Pick the piece on `name` (its targets light up), or drop the pick with null. */
  pick(name) {
    this.picked = name !== null && this.pickable(name) ? name : null;
    this.targets = this.picked === null ? {} : this.options.targets(this.picked) || {};
    this.options.onPick?.(this.picked);
    this.render();
  }

  tap(name) {
    this.focusName = name;
    const { disabled, lit = {}, onMove, onRefuse } = this.options;
    if (disabled) {
      onRefuse?.(name);
      return;
    }
    if (this.picked !== null && Object.hasOwn(this.targets, name)) {
      const move = { from: this.picked, to: name, label: labelOf(this.targets[name]) };
      this.pick(null);
      onMove?.(move);
    } else if (this.picked === null && Object.hasOwn(lit, name)) {
      onMove?.({ from: null, to: name, label: labelOf(lit[name]) });
    } else if (name === this.picked || !this.pickable(name)) {
      const was = this.picked;
      if (was !== null) this.pick(null);
      if (name !== was) onRefuse?.(name, was);
    } else {
      this.pick(name);
    }
  }

  key(event) {
    const step = KEYS[event.key];
    const from = this.byName.get(event.target?.dataset?.square);
    if (!step || !from) {
      if (event.key === "Escape" && this.picked !== null) this.pick(null);
      return;
    }
    event.preventDefault();
    const [dc, dr] = step;
    for (let k = 1; k < 64; k += 1) {
      const next = this.cells.find((cell) => cell.col === from.col + dc * k
        && cell.row === from.row + dr * k);
      if (next) {
        this.focusName = next.name;
        this.focusButton();
        return;
      }
    }
  }

  focusButton() {
    for (const button of this.el.querySelectorAll("button")) {
      button.tabIndex = button.dataset.square === this.focusName ? 0 : -1;
    }
    this.el.querySelector(`[data-square="${CSS.escape(this.focusName)}"]`)?.focus();
  }

  render() {
    const { label } = this.options;
    const hadFocus = this.el.contains(document.activeElement);
    if (label) this.el.setAttribute("aria-label", label);
    // While disabled (not this phone's turn, a move on its way) a tap picks and moves nothing
    // but still reaches onRefuse, which says why where the finger is: the squares are not
    // aria-disabled (that would tell a screen reader, and a browser's automation, that a tap
    // does nothing: UX finding A-N3). data-disabled marks the state for the tests.
    this.el.dataset.disabled = String(Boolean(this.options.disabled));
    const edge = this.options.marks === "edge";
    this.el.classList.toggle("edged", edge);
    const first = this.focusName || this.picked || this.cells[0]?.name;
    const squares = this.cells.map((cell) => this.square(cell, edge, cell.name === first));
    this.el.replaceChildren(...squares, ...(edge ? this.strips() : []));
    if (hadFocus && this.focusName) this.focusButton();
  }

  /** The button of one square, its classes and accessible name from its state. */
  square(cell, edge, focusable) {
    const { lit = {}, lastMove = [], marked = [], game = "neurodrez", pending = [], check = [] } = this.options;
    const name = cell.name;
    const piece = this.piece(name);
    const target = this.picked !== null && Object.hasOwn(this.targets, name);
    const free = !target && this.picked === null && Object.hasOwn(lit, name);
    const tag = target ? labelOf(this.targets[name]) : free ? labelOf(lit[name]) : "";
    const last = lastMove.includes(name);
    const checked = check.includes(name);
    const classes = ["w-sq", cell.dark ? "dark" : "light", last ? "last" : "",
      name === this.picked ? "picked" : "", target ? "target" : "", free ? "lit" : "",
      piece ? "full" : "", marked.includes(name) ? "marked" : "",
      pending.includes(name) ? "pending" : "", checked ? "check" : ""];
    const words = [name];
    if (piece) {
      words.push(piece.label || (piece.kind ? pieceName(piece.kind, piece.colour) : piece.tile));
    }
    if (name === this.picked) words.push(stateWords.picked());
    if (target) words.push(stateWords.target() + (tag ? `: ${tag}` : ""));
    if (free) words.push(stateWords.free() + (tag ? `: ${tag}` : ""));
    if (checked) words.push(stateWords.check());
    if (pending.includes(name)) words.push(stateWords.pending());
    if (last) words.push(stateWords.last());
    const image = piece && h("img", { class: piece.tile ? "w-tile" : "w-piece", alt: "",
      draggable: "false", src: piece.image
        || (piece.tile ? cardImage(game, piece.tile) : pieceImage(piece.kind, piece.colour)) });
    const button = h("button", {
      type: "button", class: classes.filter(Boolean).join(" "), "aria-label": words.join(", "),
      dataset: { square: name }, tabindex: focusable ? "0" : "-1", onclick: () => this.tap(name),
    }, image,
    !edge && cell.colMark ? mark("w-coord col", cell.colMark) : null,
    !edge && cell.rowMark ? mark("w-coord row", cell.rowMark) : null,
    tag ? mark("w-tag", tag) : null);
    return at(button, cell.col + 2, cell.row + 1);
  }

  /** The coordinates of an "edge" grid: a column left of the squares, a row under them. */
  strips() {
    const { rows } = this;
    const out = [];
    for (const cell of this.cells) {
      if (cell.colMark) out.push(at(mark("w-edge", cell.colMark), cell.col + 2, rows + 1));
      if (cell.rowMark) out.push(at(mark("w-edge", cell.rowMark), 1, cell.row + 1));
    }
    return out;
  }
}
