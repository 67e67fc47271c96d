// PokerDrez for 4's board on a phone: the shared board widget (widgets/board.js) on the 14×14
// cross, this phone's army at the bottom. Tap a piece → the squares it may go to light up (the
// view's private `payable`) → tap one; when several cards pay, a chooser asks which. Each
// colour's reserve (captured pieces) lies under the board; tapping one of this phone's lights
// the start squares where it may come back. The last move is said in words, and a king in check
// is warned about.

import { h } from "../../dom.js";
import { Board, crossSquares } from "../../widgets/board.js";
import { pieceImage } from "../../widgets/art.js";
import { payChooser, payLabel, paysOf, payTargets } from "../kit/chess_pay.js";
import { ORDER } from "./words.js";

const SQUARES = crossSquares(14, 3);
const FACING = { red: "south", yellow: "north", blue: "west", green: "east" };
const FIGURES = ["queen", "rook", "bishop", "knight", "pawn"];

function pieces(pub) {
  const found = {};
  for (const [square, piece] of Object.entries(pub.pieces)) {
    found[square] = { kind: piece.piece, colour: piece.colour };
  }
  return found;
}

/** Squares in reading order: "d3" before "d10" before "f3". */
function bySquare(a, b) {
  return a.localeCompare(b, "en", { numeric: true });
}

export class BoardCard {
  /** `ctx`: the table page's context; `held`: what goes right under the board (this phone's
   * cards, held to see), with a picked pawn's note beside it. */
  constructor(ctx, held = null) {
    this.ctx = ctx;
    this.warn = h("p", { class: "pd-warn", role: "status" });
    this.last = h("p", { class: "pd-last", "aria-live": "polite" });
    this.hint = h("p", { class: "hint pd-hint" });
    this.targets = h("p", { class: "pd-last p4-targets", "aria-live": "polite" });
    this.pawnNote = h("p", { class: "small p4-pawn-note" });
    this.error = h("p", { class: "error", role: "alert" });
    this.chooser = h("div", { class: "pd-choose-slot" });
    this.reserves = h("div", { class: "p4-reserves" });
    this.board = new Board({ files: 14, ranks: 14, squares: SQUARES, game: "pokerdrez",
      onMove: (move) => this.chosen(move), onPick: (square) => this.picked(square) });
    this.board.el.classList.add("pd-board", "p4-board");
    this.el = h("div", { class: "pd-card p4-card" },
      this.warn, this.board.el, h("div", { class: "p4-under" }, held, this.pawnNote), this.targets, this.last, this.chooser, this.error, this.hint, this.reserves);
    this.payable = { moves: [], entries: [] };
    this.entry = null;
    this.sending = false;
  }

  /** A lit square was tapped: a move (from a piece) or a re-entry (from the reserve). */
  chosen({ from, to }) {
    if (from === null && this.entry) {
      const options = this.payable.entries.filter((e) => e.piece === this.entry && e.square === to);
      if (options.length) this.pay({ move: "enter", args: { piece: this.entry, square: to } }, options, to);
      return;
    }
    const options = this.payable.moves.filter((m) => m.from === from && m.to === to);
    if (options.length) this.pay({ move: "move", args: { from, to } }, options, `${from}–${to}`);
  }

  /** Send at once when one card (or the die, or nothing in plain chess) pays, else ask. */
  pay(sent, options, path) {
    const pays = paysOf(options, this.plain);
    if (pays.length === 1) {
      this.send(sent, pays[0]);
      return;
    }
    const piece = sent.args.piece || (this.pub.pieces[sent.args.from] || {}).piece;
    this.chooser.replaceChildren(payChooser(this.words, { path, pays, roll: this.roll, hand: this.hand, piece,
      onPay: (pay) => this.send(sent, pay),
      onCancel: () => {
        this.chooser.replaceChildren();
        this.board.pick(null);
        this.dropEntry();
      } }));
    this.chooser.querySelector("button")?.focus();
  }

  async send({ move, args }, pay) {
    this.chooser.replaceChildren();
    this.sending = true;
    this.error.textContent = "";
    this.board.update({ disabled: true, lit: {} });
    const refusal = await this.ctx.move(move, pay ? { ...args, pay } : args);
    this.sending = false;
    this.entry = null;
    if (refusal) {
      this.error.textContent = refusal;
      this.board.update({ disabled: false });
    }
  }

  /** Pick a reserve piece to bring back: its start squares light up. */
  pickEntry(figure) {
    const next = this.entry === figure ? null : figure;
    this.board.pick(null);
    this.entry = next;
    const lit = {};
    for (const e of this.payable.entries.filter((o) => o.piece === this.entry)) {
      lit[e.square] = payLabel(this.payable.entries.filter((o) => o.piece === e.piece && o.square === e.square), this.words, this.hand);
    }
    this.board.update({ lit });
    this.targets.textContent = this.entry ? this.words.say("{piece} back on: {targets}", {
      piece: this.words.piece(this.entry),
      targets: Object.entries(lit).map(([sq, label]) => (label === true ? sq : `${sq} (${label})`)).join(", ") }) : "";
    this.renderReserves();
  }

  /** A piece was picked (or dropped): its targets and what pays them, in words under the board
   * (the 14×14 board is too dense for a label on each square). A pawn's note says why it lights
   * squares far ahead: it moves any distance orthogonally (docs/rules-decisions.md, PokerDrez for
   * 4, D4; UX finding A-N6). */
  picked(square) {
    if (square !== null) this.dropEntry();
    const targets = this.payable.moves.filter((m) => m.from === square);
    const pawn = targets.length && (this.pub.pieces[square] || {}).piece === "pawn";
    this.targets.textContent = targets.length ? this.words.say("{square} to: {targets}", { square,
      targets: [...new Set(targets.map((m) => m.to))].sort(bySquare).map((to) => {
        const label = payLabel(targets.filter((m) => m.to === to), this.words, this.hand);
        return label === true ? to : `${to} (${label})`;
      }).join(", ") }) : "";
    this.pawnNote.textContent = pawn
      ? this.words.say("A pawn moves any distance straight, any of four ways, and captures one square diagonally.") : "";
  }

  dropEntry() {
    if (this.entry === null) return;
    this.entry = null;
    this.board.update({ lit: {} });
    this.renderReserves();
  }

  renderReserves() {
    const words = this.words;
    const pub = this.pub;
    const entering = new Set(this.payable.entries.map((e) => e.piece));
    const rows = ORDER.map((colour) => {
      const reserve = pub.reserves[colour] || {};
      const mine = colour === this.colour;
      const items = FIGURES.filter((f) => reserve[f]).map((figure) => {
        const label = `${words.piece(figure)} ×${reserve[figure]}`;
        const img = h("img", { src: pieceImage(figure, colour), alt: "" });
        if (!mine || !this.canMove || !entering.has(figure)) {
          return h("span", { class: "p4-res", title: label, "aria-label": label }, img, h("span", {}, `×${reserve[figure]}`));
        }
        return h("button", { type: "button", class: `btn p4-res${this.entry === figure ? " picked" : ""}`,
          dataset: { enter: figure }, "aria-pressed": String(this.entry === figure),
          "aria-label": words.say("Bring back a {piece}", { piece: words.piece(figure) }),
          onclick: () => this.pickEntry(figure) }, img, h("span", {}, `×${reserve[figure]}`));
      });
      return h("li", { class: `p4-reserve ${colour}`, dataset: { colour } },
        h("span", { class: "p4-dot", "aria-hidden": "true" }),
        h("span", { class: "p4-res-name" }, words.colour(colour)),
        items.length ? items : h("span", { class: "small muted" }, words.say("none")));
    });
    const hint = this.canMove && entering.size ? [h("p", { class: "small hint" },
      words.say("Tap one of your captured pieces to bring it back on a start square."))] : [];
    this.reserves.replaceChildren(h("h3", {}, words.say("Captured pieces (reserve)")), h("ul", {}, rows), ...hint);
  }

  update(view, words, paused) {
    this.words = words;
    const pub = view.public;
    const priv = view.private || {};
    this.pub = pub;
    this.colour = priv.colour || null;
    this.plain = pub.plain;
    this.payable = priv.payable || { moves: [], entries: [] };
    this.hand = priv.hand || [];
    this.roll = pub.die_roll ? pub.die_roll.value : null;
    this.canMove = (priv.moves || []).includes("move") && !paused && !view.outcome;
    if (!this.canMove) this.entry = null;
    const { byFrom, targets } = payTargets(this.payable.moves, words, this.hand);
    const last = pub.last_move;
    this.board.update({
      label: words.say("Board"),
      orientation: FACING[this.colour] || "south",
      pieces: pieces(pub),
      check: view.outcome ? [] : Object.keys(pub.pieces).filter((sq) => pub.pieces[sq].piece === "king"
        && pub.in_check.includes(pub.pieces[sq].colour)),
      targets,
      canPick: (square) => byFrom.has(square),
      lit: this.entry ? this.board.options.lit : {},
      lastMove: last ? [last.from || last.to, last.to] : null,
      disabled: !this.canMove || this.sending,
    });
    if (!this.canMove) this.chooser.replaceChildren();
    if (!this.canMove || this.board.picked === null) {
      this.targets.textContent = "";
      this.pawnNote.textContent = "";
    }
    this.hint.textContent = this.canMove ? (pub.plain ? words.say("Plain chess: tap a piece, then a lit square.")
      : words.say("Tap a piece: the lit squares are the moves your cards pay.")) : "";
    if (!this.canMove) this.error.textContent = "";
    const checked = view.outcome ? [] : pub.in_check;
    this.warn.textContent = checked.includes(this.colour) ? words.say("Your king is in check!")
      : checked.length ? words.say("In check: {colours}.", { colours: checked.map((c) => words.colour(c)).join(", ") }) : "";
    this.last.textContent = last ? words.lastMove(last) : "";
    this.renderReserves();
  }
}
