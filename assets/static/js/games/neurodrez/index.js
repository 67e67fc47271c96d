// NeuroDrez's seat screen (seed 004 NeuroDrez, docs/rules-decisions.md#neurodrez): the terrain of
// printed tiles with the pieces, tokens and clocks, the dice, the sides, this seat's hidden tiles
// and cards, and the controls of each step. Interface shared by every game module:
//   mount(root, ctx) -> { update(info, view) -> {text, sub, kind} }   (status line for the page)

import { hasSeat } from "../../api.js";
import { h, Slot } from "../../dom.js";
import { turnStatus } from "../../seat_screen.js";
import { useStylesheet } from "../../stylesheet.js";
import { controlsCard, diceCard, endCard, handCard, hideHand, historyCard, sidesCard } from "./panels.js";
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

function status(view, words, info) {
  const outcome = view.outcome;
  if (outcome) {
    const seat = view.you ? view.you.seat : null;
    const playing = hasSeat(view.you) && seat < view.public.players;
    const text = !outcome.winners.length ? words.say("Nobody won")
      : !playing ? words.won(outcome.winners)
        : outcome.winners.includes(seat) ? words.say("You won") : words.say("You lost");
    return { text, sub: words.reason(outcome, view.public.history), kind: "over" };
  }
  return turnStatus(view, info, { yourTurn: words.say("Your turn."),
    waitingFor: (seats) => words.say("Waiting for {name}.", { name: words.list(seats) }) }, step(view, words));
}

export function mount(root, ctx) {
  const slots = { end: new Slot(root), dice: new Slot(root) };
  let view = null;
  let words = null;
  const terrain = new TerrainCard(ctx, () => hideHand());
  root.append(terrain.el);
  useStylesheet(root, STYLESHEET);
  const rest = { hand: new Slot(root), controls: new Slot(root), sides: new Slot(root), history: new Slot(root) };
  const showHand = (force) => {
    const priv = view.private || {};
    const key = [priv.tiles, priv.cards, priv.moves, terrain.tileChoice, force || 0];
    rest.hand.show(key, () => (hasSeat(view.you) && priv.tiles ? handCard(view, words,
      (tile) => { terrain.chooseTile(tile); showHand(); }, terrain.tileChoice) : null));
  };
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
      rest.controls.show([over, info.paused, priv.moves], () => (over || info.paused || !hasSeat(view.you)
        ? null : controlsCard(ctx, view, words)));
      rest.sides.show([pub.sides, pub.pieces, pub.tiles_in_hand, pub.cards_in_hand, pub.sudden_death,
        pub.sudden_death_call, view.seats, Object.keys(pub.terrain).length], () => sidesCard(view, words));
      rest.history.show([pub.history.length, view.seats], () => historyCard(view, words));
      return status(view, words, info);
    },
  };
}

/**
 * The table screen's layout (screen.js): the terrain large and read-only (tiles, pieces, conquest
 * tokens, clocks); beside it the three dice, the last event, the sides with their hands and
 * limits, and the history; at the end the result. Only the public view (no `private`, no `you`),
 * so no hidden tile or card. Returns the status line.
 */
export function renderPublic(view, el, game) {
  const words = new Words(game, view.seats);
  const shown = { ...view, private: {}, you: { seat: null } };
  const terrain = new TerrainCard({ move: async () => null }, () => {});
  terrain.update(shown, words, true);
  const events = view.public.history.filter((e) => e.event !== "end");
  const last = events.length ? h("section", { class: "card nd-last" },
    h("p", {}, words.event(events[events.length - 1]))) : null;
  const history = historyCard(shown, words);
  const folded = history && history.querySelector("details");
  if (folded) folded.open = true;
  useStylesheet(el, STYLESHEET);
  el.replaceChildren(h("div", { class: "screen-columns nd-screen" },
    h("div", {}, terrain.el),
    h("div", {}, view.outcome ? endCard(shown, words) : diceCard({ move: async () => null }, shown, words),
      last, sidesCard(shown, words), history)));
  return status(shown, words, { paused: view.table.paused });
}
