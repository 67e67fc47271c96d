// VikingDrez's board on a phone: the shared board widget (widgets/board.js) on the 7×7 board with
// the throne and corners marked, this phone's side at the bottom, the players above and below
// it, tap a piece → its legal destinations (the view's private `targets`) light up → tap one to
// move. The last move stays highlighted; the pieces it captured fade out of their squares and
// are named under the board.

import { h } from "../../dom.js";
import { pieceImage } from "../../widgets/art.js";
import { Board } from "../../widgets/board.js";

/** How each VikingDrez piece is drawn: the printed king and pawns (art.js kinds and colours). */
const ART = { king: ["king", "white"], defender: ["pawn", "white"], attacker: ["pawn", "black"] };

function pieces(board, words) {
  return Object.fromEntries(Object.entries(board).map(([square, kind]) => {
    const [art, colour] = ART[kind];
    return [square, { kind: art, colour, label: words.piece(kind) }];
  }));
}

/** Which piece each captured square held: the opponents' soldiers, or the king where he fell. */
function fallen(move, outcome) {
  return move.captured.map((square) => {
    if (outcome && outcome.reason === "king_captured" && outcome.king === square) return [square, "king"];
    return [square, move.side === "black" ? "defender" : "attacker"];
  });
}

function playerLine(view, words, side, bottom) {
  const pub = view.public;
  const seat = pub[side];
  const mine = view.you && view.you.seat === seat;
  const king = Object.values(pub.board).includes("king");
  const soldiers = king ? pub.pieces.defenders - 1 : pub.pieces.defenders;
  let count = words.sayN("{n} attacker", "{n} attackers", pub.pieces.attackers);
  if (side === "white" && king && soldiers === 0) {
    count = words.say("the king alone");
  } else if (side === "white" && king) {
    count = words.sayN("king and {n} defender", "king and {n} defenders", soldiers);
  } else if (side === "white") {
    count = words.say("king captured");
  }
  const moving = !view.outcome && pub.to_move === side;
  return h("div", { class: `vd-player ${side}${moving ? " moving" : ""}${bottom ? " bottom" : ""}`, dataset: { side } },
    h("span", { class: "vd-dot", "aria-hidden": "true" }),
    h("span", { class: "pname" }, mine ? words.say("{name} (you)", { name: words.name(seat) }) : words.name(seat)),
    h("span", { class: "vd-side" }, `${words.sideName(side)} · ${count}`),
    moving ? h("span", { class: "tag plan" }, words.say("to move")) : null);
}

/** The squares only the king may stand on: the four corners and the throne (d4). */
const KINGS_ONLY = ["a1", "a7", "g1", "g7", "d4"];

/** Why a tap does nothing, for this seat: paused, not its turn, not its piece, a piece with no
 * move, or a square the picked soldier may not reach (corners and throne are the king's). */
function whyNot(square, piece, picked, { view, words, paused, canMove, targets }) {
  const pub = view.public;
  const side = view.private.side;
  if (paused) return words.say("The game is paused.");
  if (!canMove) return words.say("Not your turn: {side} to move.", { side: words.sideName(pub.to_move) });
  if (piece) {
    const owner = piece.colour === "black" ? "black" : "white";
    if (owner !== side) return words.say("That is a {side} piece: you play {mine}.",
      { side: words.sideName(owner), mine: words.sideName(side) });
    return (targets[square] || []).length ? null : words.say("This piece has no move: it is blocked.");
  }
  if (picked && KINGS_ONLY.includes(square) && pub.board[picked] !== "king") {
    return words.say("Only the king may stand on the corners and the throne.");
  }
  return picked ? words.say("That piece cannot go there: it moves in a straight line, over empty squares only.") : null;
}

export class BoardCard {
  /** `ctx`: the table page's context (ctx.move sends a move and resolves to a refusal or null). */
  constructor(ctx) {
    this.ctx = ctx;
    this.top = h("div");
    this.bottom = h("div");
    this.hint = h("p", { class: "hint vd-hint" });
    this.error = h("p", { class: "error", role: "alert" });
    this.last = h("p", { class: "vd-last", "aria-live": "polite" });
    this.board = new Board({ files: 7, ranks: 7, onMove: (move) => this.send(move) });
    this.board.el.classList.add("vd-board");
    this.el = h("div", { class: "vd-card" },
      this.top, this.board.el, this.bottom, this.last, this.error, this.hint);
    this.shownMove = undefined;
    this.sending = false;
  }

  async send({ from, to }) {
    this.sending = true;
    this.error.textContent = "";
    this.board.update({ disabled: true });
    const refusal = await this.ctx.move("move", { from, to });
    this.sending = false;
    if (refusal) {
      this.error.textContent = refusal;
      this.board.update({ disabled: false });
    }
  }

  update(view, words, paused) {
    const pub = view.public;
    const priv = view.private || {};
    const side = priv.side || "white";
    const targets = priv.targets || {};
    const canMove = (priv.moves || []).includes("move") && !paused && !view.outcome;
    this.board.update({
      label: words.say("Board"),
      orientation: side === "black" ? "north" : "south",
      pieces: pieces(pub.board, words),
      targets: (from) => Object.fromEntries((targets[from] || []).map((to) => [to, true])),
      canPick: (square) => Object.hasOwn(targets, square),
      lastMove: pub.last_move,
      disabled: !canMove || this.sending,
      why: (square, piece, picked) => (priv.side && !view.outcome
        ? whyNot(square, piece, picked, { view, words, paused, canMove, targets }) : null),
    });
    const other = side === "black" ? "white" : "black";
    this.top.replaceChildren(playerLine(view, words, other, false));
    this.bottom.replaceChildren(playerLine(view, words, side, true));
    this.hint.textContent = canMove ? words.say("Tap one of your pieces, then a lit square.") : "";
    if (!canMove) this.error.textContent = "";
    this.showLast(pub, view.outcome, words);
  }

  showLast(pub, outcome, words) {
    const move = pub.last_move;
    const key = move ? `${pub.history.length}:${move.from}-${move.to}` : null;
    this.last.replaceChildren(...(move ? [
      words.say("Last move: {side} {move}", { side: words.sideName(move.side), move: `${move.from}–${move.to}` }),
      ...(move.captured.length ? [h("strong", { class: "vd-captured" },
        ` · ${words.say("captured on {squares}", { squares: move.captured.join(", ") })}`)] : []),
    ] : []));
    const fresh = this.shownMove !== undefined && key !== this.shownMove;
    this.shownMove = key;
    if (fresh && move) this.fadeOut(fallen(move, outcome));
  }

  /** Captured pieces drawn once more on their squares, fading and shrinking away. */
  fadeOut(squares) {
    for (const [square, kind] of squares) {
      const cell = this.board.el.querySelector(`[data-square="${square}"]`);
      if (!cell) continue;
      const [art, colour] = ART[kind];
      cell.append(h("img", { class: "vd-leaving", alt: "", "aria-hidden": "true", src: pieceImage(art, colour) }));
    }
  }
}
