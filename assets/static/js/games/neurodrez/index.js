// NeuroDrez's seat screen (seed 004 NeuroDrez, docs/rules-decisions.md#neurodrez): the terrain of
// printed tiles with the pieces, tokens and clocks, the dice and this seat's hidden tiles and
// cards above it, the sides, and the controls of each step; the last event under the status. Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { newestEvent } from "../../widgets/last_event.js";
import { controlsCard, diceCard, endCard, endResult, HandPanel, historyCard, sidesCard } from "./panels.js";
import { TerrainCard } from "./terrain.js";
import { Words } from "./text.js";

const STYLESHEET = new URL("../../../css/neurodrez.css", import.meta.url).href;

/** What the seat to play does now: "Roll the dice.", "Place a tile.", … */
function step(view, words) {
  const pub = view.public;
  if (view.phase === "start") return words.say("Start rolls.");
  const name = words.name(pub.turn.seat);
  const what = {
    roll: words.say("roll the dice"),
    tile: pub.sudden_death ? words.say("remove a tile") : words.say("place a tile"),
    piece: words.say("enter or move a piece"),
  }[view.phase] || "";
  return words.say("Turn {n}: {name} – {what}", { n: pub.turn.number, name, what });
}

/** The status line and the last event (widgets/last_event.js). */
function status(view, words, info) {
  return { ...statusLine(view, words, info), last: newestEvent(view.public.history, (e) => words.event(e)) };
}

function statusLine(view, words, info) {
  const outcome = view.outcome;
  if (outcome) {
    const { kind, title } = endResult(view, words); // the end card's colour too (A-N11)
    return { text: title, sub: words.reason(outcome, view.public.history), kind: kind === "won" ? "over" : "lost" };
  }
  const offer = view.public.concession_offer;
  if (offer && ((view.private || {}).moves || []).includes("answer_concession")) {
    return { text: words.say("{name} offers to give up.", { name: words.name(offer.seat) }),
      sub: words.say("Give up together or play on: the buttons are under the terrain."), kind: "act" };
  }
  // This seat's turn: one line; the terrain's hint says what to do.
  return turnStatus(view, info, { yourTurn: words.say("Your turn."),
    waitingFor: (seats) => words.say("Waiting for {name}.", { name: words.list(seats) }) }, step(view, words), "");
}

export function mount(root, ctx) {
  const slots = { end: new Slot(root) };
  let view = null;
  let words = null;
  // Above the terrain, one strip: the dice, and the hand's control (open, the hand lies at the
  // bottom of the screen), so the terrain comes high on a phone.
  const strip = h("div", { class: "nd-strip" });
  root.append(strip);
  slots.dice = new Slot(strip);
  const hand = new HandPanel((tile) => {
    terrain.chooseTile(tile);
    showHand();
  });
  strip.append(hand.el);
  const terrain = new TerrainCard(ctx, () => hand.hide());
  root.append(terrain.el);
  useStylesheet(root, STYLESHEET);
  const rest = { controls: new Slot(root), sides: new Slot(root), history: new Slot(root) };
  const showHand = () => hand.update(view, words, terrain.tileChoice);
  return {
    update(info, next) {
      view = next;
      words = new Words(ctx.game, view.seats);
      const pub = view.public;
      const priv = view.private || {};
      const over = Boolean(view.outcome);
      slots.end.show([over, view.outcome, view.seats, view.you], () => (over ? endCard(view, words) : null));
      slots.dice.show([over, view.phase, pub.dice, priv.moves, pub.start, pub.history.length],
        () => (over ? null : diceCard(ctx, view, words)));
      terrain.update(view, words, info.paused);
      showHand();
      rest.controls.show([over, info.paused, priv.moves, pub.concession_offer, view.left, view.seats],
        () => (over || info.paused || !hasSeat(view.you) ? null : controlsCard(ctx, view, words)));
      rest.sides.show([pub.sides, pub.pieces, pub.tiles_in_hand, pub.cards_in_hand, pub.sudden_death,
        pub.sudden_death_call, view.seats, Object.keys(pub.terrain).length], () => sidesCard(view, words));
      rest.history.show([pub.history.length, view.seats], () => historyCard(view, words));
      return status(view, words, info);
    },
  };
}

/**
 * The table screen's layout (screen.js), made to fit a landscape screen without scrolling
 * (.screen-fit): the terrain large and read-only (tiles, pieces, conquest tokens, clocks);
 * beside it the three dice (none once the game is over: the status line says the result) and
 * the sides with their hands and limits (the last event is the line under the status; no
 * history, which would not fit). Only the public view (no `private`, no `you`), so no hidden
 * tile or card. Returns the status line.
 */
export function renderPublic(view, el, game) {
  const words = new Words(game, view.seats);
  const shown = { ...view, private: {}, you: { seat: null } };
  const terrain = new TerrainCard({ move: async () => null }, () => {});
  terrain.update(shown, words, true);
  useStylesheet(el, STYLESHEET);
  el.replaceChildren(h("div", { class: "screen-columns screen-fit nd-screen" },
    h("div", {}, terrain.el),
    h("div", {}, view.outcome ? null : diceCard({ move: async () => null }, shown, words),
      sidesCard(shown, words))));
  return status(shown, words, { paused: view.table.paused });
}
