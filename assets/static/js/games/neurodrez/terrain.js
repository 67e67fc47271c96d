// NeuroDrez's terrain on a phone: the shared board widget (widgets/board.js) on the printed 7×7
// face with each tile drawn as printed, the pieces, conquest tokens and clocks over the tiles, and
// every way this seat acts on it: tap a tile of the hand then a lit free square (placing), a lit
// edge tile (sudden death), a piece or a reserve piece then a lit destination, each destination
// labelled with what allows it (colour die, surface die, own move), with the die, a card or the
// king's right chosen under the board; a piece to withdraw when no move exists.
//
// The board widget draws one image per square (the tile); this module adds the piece, the token
// and the clock into the squares after each of the widget's renders (a MutationObserver).

import { h } from "../../dom.js";
import { pieceImage } from "../../widgets/art.js";
import { Board } from "../../widgets/board.js";
import { ART_COLOURS } from "./text.js";

function selectorKey(selector) {
  return selector.by === "card" ? `card:${selector.card}` : selector.by;
}

/** The cheapest way to pay a move: the die, the king's right, a card, a joker last. */
function defaultSelector(selectors, cards) {
  const rank = (s) => {
    if (s.by === "die") return 0;
    if (s.by === "king") return 1;
    const card = cards.find((c) => c.id === s.card);
    return card && (card.neutral || card.figure === "joker") ? 3 : 2;
  };
  return [...selectors].sort((a, b) => rank(a) - rank(b))[0] || null;
}

export class TerrainCard {
  /** `ctx`: the table page's context (ctx.move sends a move and resolves to a refusal or null). */
  constructor(ctx, onChoice) {
    this.ctx = ctx;
    this.onChoice = onChoice;
    this.view = null;
    this.words = null;
    this.reserveChoice = null;
    this.tileChoice = null;
    this.selector = null;
    this.sending = false;
    // The coordinates beside the terrain, not over the tiles of the edge files and ranks (ND8).
    this.board = new Board({ files: 7, ranks: 7, look: "neurodrez", game: "neurodrez", marks: "edge",
      onMove: (move) => this.send(move), onPick: () => {
        this.showSelectors();
        this.hint.textContent = this.view && !this.paused && !this.view.outcome ? this.hintText() : "";
      } });
    this.board.el.classList.add("nd-board");
    this.observer = new MutationObserver(() => this.decorate());
    this.observer.observe(this.board.grid.el, { childList: true });
    this.hint = h("p", { class: "hint nd-hint", "aria-live": "polite" });
    this.selectors = h("div", { class: "nd-selectors", role: "group" });
    this.reserve = h("div", { class: "nd-reserve" });
    this.error = h("p", { class: "error", role: "alert" });
    this.el = h("section", { class: "card nd-terrain" }, this.board.el, this.hint, this.selectors,
      this.reserve, this.error);
  }

  get legal() {
    return ((this.view && this.view.private) || {}).legal || [];
  }

  get moves() {
    return ((this.view && this.view.private) || {}).moves || [];
  }

  /** The legal entry of the piece picked on the board or chosen in the reserve. */
  current() {
    const picked = this.board.picked;
    if (picked) return this.legal.find((m) => m.from === picked) || null;
    if (this.reserveChoice) return this.legal.find((m) => m.piece === this.reserveChoice) || null;
    return null;
  }

  chooseTile(tile) {
    this.tileChoice = tile;
    this.refresh();
  }

  async send({ from, to }) {
    const pub = this.view.public;
    let move;
    let args;
    if (this.moves.includes("forced_removal")) {
      const piece = pub.pieces.find((p) => p.square === to);
      [move, args] = ["forced_removal", { piece: piece.piece }];
    } else if (this.moves.includes("place_tile")) {
      [move, args] = ["place_tile", { tile: this.tileChoice, square: to }];
    } else if (this.moves.includes("remove_tile")) {
      [move, args] = ["remove_tile", { square: to }];
    } else {
      const entry = from ? this.legal.find((m) => m.from === from) : this.current();
      const selector = this.selector || defaultSelector(entry.by, this.cards());
      [move, args] = ["move", { piece: entry.piece, ...selector, to }];
    }
    this.sending = true;
    this.error.textContent = "";
    this.board.update({ disabled: true });
    const refusal = await this.ctx.move(move, args);
    this.sending = false;
    this.reserveChoice = null;
    this.tileChoice = null;
    this.selector = null;
    if (refusal) this.error.textContent = refusal;
    this.onChoice();
    this.refresh();
  }

  cards() {
    return ((this.view && this.view.private) || {}).cards || [];
  }

  update(view, words, paused) {
    this.view = view;
    this.words = words;
    this.paused = paused;
    if (!this.moves.includes("place_tile")) this.tileChoice = null;
    if (!this.moves.includes("move")) this.reserveChoice = null;
    this.refresh();
  }

  /** What is lit with nothing picked: free squares for the chosen tile, removable tiles, the
   * destinations of the chosen reserve piece, or own pieces to withdraw. */
  lit() {
    const pub = this.view.public;
    const words = this.words;
    if (this.moves.includes("place_tile") && this.tileChoice) {
      return Object.fromEntries(pub.placeable.map((sq) => [sq, true]));
    }
    if (this.moves.includes("remove_tile")) {
      return Object.fromEntries(pub.removable.map((sq) => [sq, words.say("remove")]));
    }
    if (this.moves.includes("forced_removal")) {
      const mine = (this.view.private || {}).colours || [];
      return Object.fromEntries(pub.pieces.filter((p) => mine.includes(p.piece.split("-")[0]))
        .map((p) => [p.square, words.say("withdraw")]));
    }
    const entry = this.reserveChoice && this.legal.find((m) => m.piece === this.reserveChoice);
    return entry ? Object.fromEntries(entry.to.map((d) => [d.square, words.via(d.via)])) : {};
  }

  refresh() {
    if (!this.view) return;
    const pub = this.view.public;
    const words = this.words;
    const pieceAt = Object.fromEntries(pub.pieces.map((p) => [p.square, p]));
    const clocks = new Set(pub.clocks.map((c) => c.square));
    const squares = Object.fromEntries(Object.entries(pub.terrain).map(([sq, spot]) => {
      const parts = [words.tile(spot.tile)];
      if (spot.token) parts.push(words.say("conquered: {colour}", { colour: words.colour(spot.token) }));
      if (pieceAt[sq]) parts.push(words.piece(pieceAt[sq].piece));
      if (clocks.has(sq)) parts.push(words.say("conquering"));
      return [sq, { tile: spot.tile, label: parts.join(", ") }];
    }));
    const active = !this.paused && !this.view.outcome && !this.sending;
    const canMove = active && this.moves.includes("move");
    const last = [...pub.history].reverse().find((e) => e.event === "move" || e.event === "place_tile"
      || e.event === "remove_tile");
    this.board.update({
      label: words.say("Terrain"),
      pieces: squares,
      targets: (from) => {
        const entry = this.legal.find((m) => m.from === from);
        return entry ? Object.fromEntries(entry.to.map((d) => [d.square, words.via(d.via)])) : {};
      },
      canPick: (square) => canMove && !this.reserveChoice && this.legal.some((m) => m.from === square),
      lit: active ? this.lit() : {},
      lastMove: last ? (last.event === "move" ? [last.from, last.to] : [last.square]) : [],
      disabled: !active,
    });
    // A tile to remove (sudden death) or a piece to withdraw is marked by the lit ring alone:
    // its "remove" tag, said to screen readers, would hide the surface that decides (A-N10).
    this.board.el.classList.toggle("nd-marking", active
      && (this.moves.includes("remove_tile") || this.moves.includes("forced_removal")));
    this.decorate();
    this.showReserve(canMove);
    this.showSelectors();
    this.hint.textContent = active ? this.hintText() : "";
  }

  hintText() {
    const words = this.words;
    if (this.moves.includes("place_tile")) {
      return this.tileChoice ? words.say("Tap a lit square to place the tile.")
        : words.say("Show your tiles and choose one, then tap a lit square.");
    }
    if (this.moves.includes("remove_tile")) return words.say("Sudden death: tap a lit tile to remove it.");
    if (this.moves.includes("forced_removal")) return words.say("No piece can move: tap one of yours to withdraw it.");
    if (this.moves.includes("move")) {
      return this.current() ? words.say("Lit: the tiles of the colour die's colour (colour), of the surface die's surface (surface), and where the piece's own move takes it (move).")
        : words.say("Tap a piece (or one from your reserve), then a lit tile.");
    }
    return "";
  }

  /** The reserve pieces this seat may enter now, as buttons (tap, then a lit tile). */
  showReserve(canMove) {
    const entries = canMove ? this.legal.filter((m) => m.from === null) : [];
    if (!entries.length) {
      this.reserve.replaceChildren();
      return;
    }
    const words = this.words;
    this.reserve.replaceChildren(h("p", { class: "small muted" }, words.say("Enter a piece:")),
      h("div", { class: "nd-reserve-row" }, entries.map((m) => {
        const [colour, figure] = m.piece.split("-");
        return h("button", { type: "button", class: "nd-reserve-piece", dataset: { piece: m.piece },
          "aria-pressed": String(this.reserveChoice === m.piece), "aria-label": words.piece(m.piece),
          onclick: () => {
            this.reserveChoice = this.reserveChoice === m.piece ? null : m.piece;
            this.selector = null;
            this.board.pick(null);
            this.refresh();
          } }, h("img", { src: pieceImage(figure, ART_COLOURS[colour]), alt: "" }));
      })));
  }

  /** How to pay the picked piece's move: the die, a card or the king's right. */
  showSelectors() {
    const entry = this.view && this.moves.includes("move") ? this.current() : null;
    if (!entry) {
      this.selector = null;
      this.selectors.replaceChildren();
      return;
    }
    const words = this.words;
    const cards = this.cards();
    if (!this.selector || !entry.by.some((s) => selectorKey(s) === selectorKey(this.selector))) {
      this.selector = defaultSelector(entry.by, cards);
    }
    // An own card is named by its place only: the hand lies face down (panels.js HandPanel).
    const name = (s) => (s.by === "die" ? words.say("Figure die ({n})", { n: this.view.public.dice.figure })
      : s.by === "king" ? words.say("The king's right")
        : words.say("your card {n}", { n: cards.findIndex((c) => c.id === s.card) + 1 }));
    this.selectors.setAttribute("aria-label", words.say("Move {piece} with", { piece: words.piece(entry.piece) }));
    this.selectors.replaceChildren(h("span", { class: "small muted" },
      words.say("Move {piece} with", { piece: words.piece(entry.piece) })),
    ...entry.by.map((s) => h("button", { type: "button", class: "btn small",
      "aria-pressed": String(selectorKey(s) === selectorKey(this.selector)), dataset: { by: selectorKey(s) },
      onclick: () => { this.selector = s; this.showSelectors(); } }, name(s))),
    h("p", { class: "small muted nd-selectors-why" }, words.say("The figure die or one of your cards names the piece that moves (a card is shown, discarded and replaced); the king may always move, by his right.")));
  }

  /** Pieces, tokens and clocks drawn into the squares the board widget just rendered. */
  decorate() {
    if (!this.view) return;
    const pub = this.view.public;
    const clocks = new Set(pub.clocks.map((c) => c.square));
    for (const button of this.board.grid.el.querySelectorAll(".w-sq")) {
      if (button.querySelector(".nd-layer")) continue;
      const square = button.dataset.square;
      const spot = pub.terrain[square];
      if (!spot) continue;
      const piece = pub.pieces.find((p) => p.square === square);
      const layer = h("span", { class: "nd-layer", "aria-hidden": "true" },
        spot.token ? h("span", { class: `nd-token nd-c-${spot.token}` }) : null,
        piece ? h("img", { class: `nd-piece${piece.safe ? " safe" : ""}`, alt: "", draggable: "false",
          src: pieceImage(piece.piece.split("-")[1], ART_COLOURS[piece.piece.split("-")[0]]) }) : null,
        clocks.has(square) && piece ? h("span", { class: `nd-clock nd-c-${piece.piece.split("-")[0]}` }) : null);
      button.append(layer);
    }
  }
}
