// PokerDrez's board on a phone: the shared board widget (widgets/board.js) on 8×8, this phone's
// side at the bottom, the players above and below it (cards in hand, who holds the die). Tap a
// piece → the squares it may go to light up, each labelled with what pays it (the view's
// private `payable`: "Pawn 3", "+1" when more cards pay, "die" for this turn's roll) → tap one.
// When several cards (or the die) pay, or a pawn promotes, a chooser asks which; otherwise the
// move goes at once. The last move is the page's last-event line (index.js).

import { h } from "../../dom.js";
import { Board } from "../../widgets/board.js";
import { pieceImage } from "../../widgets/art.js";
import { handCount } from "../../widgets/hand.js";
import { payChooser, paysOf, payTargets } from "../kit/chess_pay.js";

const KINDS = { p: "pawn", n: "knight", b: "bishop", r: "rook", q: "queen", k: "king" };

/** The pieces of a FEN's board part as the board widget wants them (it names them itself). */
function pieces(fen) {
  const found = {};
  fen.split(" ")[0].split("/").forEach((row, index) => {
    let file = 0;
    for (const char of row) {
      if (/\d/.test(char)) {
        file += Number(char);
        continue;
      }
      const colour = char === char.toUpperCase() ? "white" : "black";
      const kind = KINDS[char.toLowerCase()];
      found[`${"abcdefgh"[file]}${8 - index}`] = { kind, colour };
      file += 1;
    }
  });
  return found;
}

function playerLine(view, words, side, bottom) {
  const pub = view.public;
  const seat = pub[side];
  const mine = view.you && view.you.seat === seat;
  const moving = !view.outcome && pub.turn === side && view.phase === "play";
  const name = mine ? words.say("{name} (you)", { name: words.name(seat) }) : words.name(seat);
  return h("div", { class: `pd-player ${side}${moving ? " moving" : ""}${bottom ? " bottom" : ""}`, dataset: { side } },
    // The dot names the side; a narrow phone hides the opponent's side word for its name (A-N1).
    h("span", { class: "pd-dot", role: "img", "aria-label": words.sideName(side), title: words.sideName(side) }),
    h("span", { class: "pname" }, name),
    mine ? null : h("span", { class: "pd-side", "aria-hidden": "true" }, words.sideName(side)),
    // This phone's own line is short: its cards are held to see above the board, the die and
    // the turn are said in the die card and the status.
    pub.plain || mine ? null : handCount({ count: pub.hand_sizes[seat], name }),
    !pub.plain && !mine && pub.die_holder === seat ? h("span", { class: "tag pd-die-tag" }, words.say("holds the die")) : null,
    moving && !mine ? h("span", { class: "tag plan" }, pub.check ? words.say("in check") : words.say("to move")) : null);
}

/** Why a tapped piece does nothing, for this seat: paused, not its turn, not its piece, or the
 * view's `stuck` reason (no legal move, nothing pays it); null for an empty square. */
function whyNot(square, piece, { view, words, paused, canMove }) {
  const pub = view.public;
  const priv = view.private || {};
  if (paused) return words.say("The game is paused.");
  if (!canMove) {
    return view.phase === "play" ? words.say("Not your turn: {side} to move.", { side: words.sideName(pub.turn) }) : null;
  }
  if (!piece) return null;
  if (piece.colour !== priv.side) return words.say("That is a {side} piece: you play {mine}.",
    { side: words.sideName(piece.colour), mine: words.sideName(priv.side) });
  const stuck = (priv.stuck || {})[square];
  if (!stuck) return null;
  if (stuck.why === "blocked") {
    return pub.check ? words.say("You are in check, and this piece cannot get your king out of it.")
      : words.say("This piece has no move: it is blocked.");
  }
  if (stuck.figure === "king") return words.say("No card pays a king move: any card but a neutral one pays it.");
  return words.say("No card of yours or of the common row pays a {figure} move: it needs a {figure} card, a Joker, or a card of a figure you no longer have on the board.",
    { figure: words.figure(stuck.figure) });
}

export class BoardCard {
  /** `ctx`: the table page's context (ctx.move sends a move and resolves to a refusal or null);
   * `held`: what goes beside the opponent's line above the board (this phone's cards, held to
   * see, their faces floating down over the board), so both fit a small phone's first screen. */
  constructor(ctx, held = null) {
    this.ctx = ctx;
    this.opponent = h("div", { class: "pd-line" });
    this.top = h("div", { class: "pd-lines" }, this.opponent, held);
    this.bottom = h("div");
    this.hint = h("p", { class: "hint pd-hint" });
    this.error = h("p", { class: "error", role: "alert" });
    this.warn = h("p", { class: "pd-warn", role: "status" });
    this.chooser = h("div", { class: "pd-choose-slot" });
    this.board = new Board({ files: 8, ranks: 8, game: "pokerdrez", onMove: (move) => this.chosen(move) });
    this.board.el.classList.add("pd-board");
    this.el = h("div", { class: "pd-card" },
      this.top, this.board.el, this.bottom, this.warn, this.chooser, this.error, this.hint);
    this.sending = false;
    this.payable = [];
    this.plain = false;
    this.words = null;
  }

  /** A lit square was tapped: send the move, or ask which card / promotion first. */
  chosen({ from, to }) {
    const options = this.payable.filter((p) => p.from === from && p.to === to);
    if (!options.length) return;
    const promotions = [...new Set(options.map((o) => o.promotion).filter(Boolean))];
    const pays = paysOf(options, this.plain);
    if (promotions.length <= 1 && pays.length === 1) {
      this.send({ from, to, promotion: promotions[0], pay: pays[0] });
      return;
    }
    this.ask({ from, to }, promotions, pays);
  }

  /** The chooser under the board: the promotion piece, then the card (or the die) that pays. */
  ask(move, promotions, pays, promotion = promotions.length === 1 ? promotions[0] : null) {
    const words = this.words;
    const cancel = () => {
      this.chooser.replaceChildren();
      this.board.pick(null);
    };
    if (promotions.length > 1 && !promotion) {
      this.chooser.replaceChildren(h("section", { class: "pd-choose", "aria-label": words.say("Choose") },
        h("h3", {}, words.say("Promote on {square} to:", { square: move.to })),
        h("div", { class: "row pd-options" }, promotions.map((letter) => h("button", {
          type: "button", class: "btn big", dataset: { promotion: letter },
          onclick: () => (pays.length === 1 ? this.send({ ...move, promotion: letter, pay: pays[0] })
            : this.ask(move, promotions, pays, letter)),
        }, h("img", { src: pieceImage(KINDS[letter], this.side), alt: "" }), words.promotion(letter)))),
        h("div", { class: "row" }, h("button", { type: "button", class: "btn", onclick: cancel }, words.say("Cancel")))));
    } else {
      this.chooser.replaceChildren(payChooser(words, { path: `${move.from}–${move.to}`, pays, roll: this.roll,
        hand: this.hand, piece: (this.board.options.pieces[move.from] || {}).kind,
        onPay: (pay) => this.send({ ...move, promotion, pay }), onCancel: cancel }));
    }
    this.chooser.querySelector("button")?.focus();
  }

  async send({ from, to, promotion, pay }) {
    this.chooser.replaceChildren();
    this.sending = true;
    this.error.textContent = "";
    this.board.update({ disabled: true });
    const args = { from, to };
    if (promotion) args.promotion = promotion;
    if (pay) args.pay = pay;
    const refusal = await this.ctx.move("move", args);
    this.sending = false;
    if (refusal) {
      this.error.textContent = refusal;
      this.board.update({ disabled: false });
    }
  }

  update(view, words, paused) {
    this.words = words;
    const pub = view.public;
    const priv = view.private || {};
    const side = priv.side || "white";
    this.side = side;
    this.plain = pub.plain;
    this.payable = priv.payable || [];
    this.hand = priv.hand || [];
    this.roll = pub.die_roll ? pub.die_roll.value : null;
    const canMove = (priv.moves || []).includes("move") && !paused && !view.outcome;
    const { byFrom, targets } = payTargets(this.payable, words, this.hand);
    const placed = pieces(pub.fen);
    const seated = Boolean(priv.side);
    this.board.update({
      label: words.say("Board"),
      orientation: side === "black" ? "north" : "south",
      pieces: placed,
      check: pub.check ? Object.keys(placed).filter((sq) => placed[sq].kind === "king" && placed[sq].colour === pub.turn) : [],
      why: (square, piece) => (seated && !view.outcome ? whyNot(square, piece, { view, words, paused, canMove }) : null),
      targets,
      canPick: (square) => byFrom.has(square),
      lastMove: pub.last_move ? [pub.last_move.uci.slice(0, 2), pub.last_move.uci.slice(2, 4)] : null,
      disabled: !canMove || this.sending,
    });
    if (!canMove) this.chooser.replaceChildren();
    const other = side === "black" ? "white" : "black";
    this.opponent.replaceChildren(playerLine(view, words, other, false));
    this.bottom.replaceChildren(playerLine(view, words, side, true));
    this.hint.textContent = canMove ? (pub.plain ? words.say("Plain chess: tap a piece, then a lit square.")
      : words.say("Tap a piece: each lit square shows the card that pays it.")) : "";
    if (!canMove) this.error.textContent = "";
    // "You": only on the phone of the side in check; the table screen has no side (A-N2).
    const mover = pub.turn === priv.side ? words.say("You are in check!") : words.say("{side} is in check.", { side: words.sideName(pub.turn) });
    this.warn.textContent = pub.check && !view.outcome ? mover : "";
  }
}
