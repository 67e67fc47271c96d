// Test-only page (served by tests/e2e/widgets/test_widgets.py, never shipped): mounts every
// widget with made-up positions and records each callback in window.events.

import { ActionBar } from "/static/js/widgets/action_bar.js";
import { Board, crossSquares, squareName } from "/static/js/widgets/board.js";
import { Die } from "/static/js/widgets/die.js";
import { Hand, handCount } from "/static/js/widgets/hand.js";
import { SecretHand } from "/static/js/widgets/secret_hand.js";
import { TileGrid } from "/static/js/widgets/tiles.js";

window.events = [];
const logBox = document.getElementById("log");
function record(kind, data) {
  window.events.push({ kind, ...data });
  logBox.textContent = window.events.map((e) => JSON.stringify(e)).join("\n");
}

// --- hands ----------------------------------------------------------------------------------
const hand = new Hand({ game: "pokerdrez", select: "many", label: "Your hand",
  cards: ["rook-3", "queen-5#2", { id: "neutral-1", note: "swap" }, "pawn-9", { faceDown: true }],
  onSelect: (ids, card) => record("select", { ids, card: card.id }) });
document.getElementById("hand").append(hand.el);

const fan = new Hand({ game: "pokerdrez", select: "one", layout: "fan", label: "Fan",
  cards: ["joker-1", "queen-2", "rook-4", "bishop-6", "knight-7", "pawn-8", "rook-9"],
  onSelect: (ids) => record("fan", { ids }) });
document.getElementById("fan").append(fan.el);
// A TriumfDrez hand: too long for one line of 44 px strips on a phone.
const fan13 = new Hand({ game: "pokerdrez", select: "one", layout: "fan", label: "Thirteen",
  cards: ["joker-1", "joker-5", "queen-2", "queen-7", "rook-3", "rook-4", "rook-9", "bishop-1",
    "bishop-6", "knight-2", "knight-8", "pawn-5", "pawn-9"],
  onSelect: (ids) => record("fan13", { ids }) });
document.getElementById("fan13").append(fan13.el);
document.getElementById("counts").append(handCount({ count: 5, name: "Ana" }), " ",
  handCount({ count: 12, name: "Bea" }));

// Own cards face down unless held; tiles and cards shown while composing, hidden after 400 ms
// without a touch or on Send.
const held = new SecretHand({ hand: { game: "pokerdrez", select: "one", label: "Held cards",
  cards: ["rook-7", "pawn-2", "joker-3"], onSelect: (ids) => record("held", { ids }) },
extra: () => "You drew Rook 7." });
document.getElementById("secret-hold").append(held.el);
const composing = new SecretHand({ mode: "compose", idleMs: 400, hands: [
  { game: "neurodrez", select: "one", label: "Tiles", title: "Your tiles",
    cards: ["tile-rojo-agua", "tile-azul-fuego"], onSelect: (ids) => record("tile", { ids }) },
  { game: "pokerdrez", label: "Cards", title: "Your cards", cards: ["bishop-5", "queen-1"] }] });
document.getElementById("secret-compose").append(composing.el);
document.getElementById("secret-send").addEventListener("click", () => composing.hide());

// --- moves shared by the boards: a piece steps or slides to empty squares -------------------
const FILES = "abcdefghijklmn";
const coords = (name) => [FILES.indexOf(name[0]), Number(name.slice(1)) - 1];

function slides(board, from, dirs, reach, label) {
  const { pieces, files, ranks, squares } = board.options;
  const valid = squares ? new Set(squares) : null;
  const out = {};
  const [f0, r0] = coords(from);
  for (const [df, dr] of dirs) {
    for (let k = 1; k <= reach; k += 1) {
      const f = f0 + df * k;
      const r = r0 + dr * k;
      if (f < 0 || r < 0 || f >= files || r >= ranks) break;
      const name = squareName(f, r);
      if ((valid && !valid.has(name)) || pieces[name]) break;
      out[name] = label(name);
    }
  }
  return out;
}

function mount(id, options, targets) {
  const board = new Board({ ...options,
    targets: (from) => targets(board, from),
    onPick: (square) => record(`${id}-pick`, { square }),
    onMove: (move) => {
      record(`${id}-move`, move);
      const pieces = { ...board.options.pieces, [move.to]: board.options.pieces[move.from] };
      delete pieces[move.from];
      board.update({ pieces, lastMove: [move.from, move.to] });
    } });
  document.getElementById(id).append(board.el);
  return board;
}

// 8×8: the start of a chess game; white pawns step one or two, e4 is paid by the Rook 3.
const BACK = ["rook", "knight", "bishop", "queen", "king", "bishop", "knight", "rook"];
const start = {};
BACK.forEach((kind, f) => {
  start[squareName(f, 0)] = { kind, colour: "white" };
  start[squareName(f, 1)] = { kind: "pawn", colour: "white" };
  start[squareName(f, 6)] = { kind: "pawn", colour: "black" };
  start[squareName(f, 7)] = { kind, colour: "black" };
});
delete start.d7;
start.d5 = { kind: "pawn", colour: "black" };
mount("board8", { pieces: start, lastMove: ["d7", "d5"], label: "Chess board", check: "e8",
  canPick: (square, piece) => piece.colour === "white",
  why: (square, piece) => (piece ? `Not yours: ${square}` : null) },
(board, from) => slides(board, from, [[0, 1]], from[1] === "2" ? 2 : 1,
  (to) => (to === "e4" ? "Rook 3" : true)));

// 7×7: Brandubh (VikingDrez), seen from the attackers' side (north at the bottom).
const viking = { d4: { kind: "king", colour: "white" } };
for (const sq of ["d3", "d5", "c4", "e4"]) viking[sq] = { kind: "pawn", colour: "white" };
for (const sq of ["d1", "d2", "d6", "d7", "a4", "b4", "f4", "g4"]) viking[sq] = { kind: "pawn", colour: "black" };
mount("board7", { files: 7, ranks: 7, orientation: "north", pieces: viking, label: "VikingDrez board",
  look: "neurodrez", marked: ["a1", "a7", "g1", "g7", "d4"] },
  (board, from) => slides(board, from, [[1, 0], [-1, 0], [0, 1], [0, -1]], 7, () => true));

// 7×7 with NeuroDrez tiles on squares; the squares next to them are lit for the next tile.
const neuroTiles = { d4: { tile: "tile-rojo-agua" }, e4: { tile: "tile-azul-fuego", label: "Fire (Blue), Ana's" } };
const neuro = new Board({ files: 7, ranks: 7, game: "neurodrez", pieces: neuroTiles,
  label: "NeuroDrez board", lit: { c4: true, d3: true, d5: "Water" },
  onMove: (move) => {
    record("neuro-place", move);
    neuro.update({ pieces: { ...neuro.options.pieces, [move.to]: { tile: "tile-verde-tierra" } },
      lit: {}, lastMove: [move.to] });
  } });
document.getElementById("neuro").append(neuro.el);

// 14×14 cross for four armies, seen from the west; steps of one paid by a card.
const cross = {};
const army = (colour, squares) => squares.forEach((sq, i) => {
  cross[sq] = { kind: i % 2 ? "pawn" : "rook", colour };
});
army("white", ["d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "g2", "h2"]);
army("black", ["d14", "e14", "f14", "g14", "h14", "i14", "j14", "k14", "g13", "h13"]);
army("red", ["a4", "a5", "a6", "a7", "a8", "a9", "a10", "a11", "b7", "b8"]);
army("blue", ["n4", "n5", "n6", "n7", "n8", "n9", "n10", "n11", "m7", "m8"]);
const ALL = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];
mount("board14", { files: 14, ranks: 14, squares: crossSquares(14, 3), orientation: "west",
  pieces: cross, label: "Cross board", canPick: (square, piece) => piece.colour === "red" },
(board, from) => slides(board, from, ALL, 1, () => "Knight 5"));

// --- NeuroDrez tiles: a grid that grows; every empty neighbour is free -----------------------
let laid = [{ x: 0, y: 0, tile: "tile-rojo-agua" }, { x: 1, y: 0, tile: "tile-azul-fuego" },
  { x: 0, y: 1, tile: "tile-verde-tierra" }];
const NEXT = ["tile-amarillo-aire", "tile-blanco-agua", "tile-negro-flora"];
function freeAround() {
  const taken = new Set(laid.map((t) => `${t.x},${t.y}`));
  const free = new Map();
  for (const t of laid) {
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
      const key = `${t.x + dx},${t.y + dy}`;
      if (!taken.has(key)) free.set(key, { x: t.x + dx, y: t.y + dy });
    }
  }
  return [...free.values()];
}
const tiles = new TileGrid({ tiles: laid, free: freeAround(), label: "Tiles",
  onPlace: ({ x, y }) => {
    record("place", { x, y });
    laid = [...laid, { x, y, tile: NEXT[(laid.length - 3) % NEXT.length] }];
    tiles.update({ tiles: laid, free: freeAround() });
  } });
document.getElementById("tiles").append(tiles.el);

// --- dice -----------------------------------------------------------------------------------
const die = new Die({ value: 5 });
document.getElementById("die").append(die.el);
document.getElementById("roll").addEventListener("click", async () => {
  await die.roll(3);
  record("rolled", { value: 3 });
});
const physical = new Die({ mode: "physical", onPick: (value) => record("die", { value }) });
document.getElementById("die-physical").append(physical.el);

// The betting bar, mounted only by its own test (fixed at the bottom, it would cover the other
// widgets): Call is refused once ("Not your turn."), every tap that is sent is recorded.
window.mountBar = () => {
  const bar = new ActionBar({});
  document.body.append(bar.el);
  let refusal = "Not your turn.";
  const button = (id, label) => bar.button({ label, attrs: { id }, send: async () => {
    record("bar", { id });
    const answer = id === "bar-call" ? refusal : null;
    if (id === "bar-call") refusal = null;
    return answer;
  } });
  // A new decision put to the seat (the table moved on): the bar shown again.
  window.reshowBar = () => bar.show({ move: "bet", title: "Your bet", controls: [button("bar-fold", "Fold"),
    button("bar-call", "Call 10"), button("bar-raise", "Raise to 20"), button("bar-allin", "All-in 142")] });
  window.reshowBar();
};
window.harnessReady = true;
