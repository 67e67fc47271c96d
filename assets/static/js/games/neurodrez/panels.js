// NeuroDrez's cards around the terrain: the sides (colours, pieces on the terrain, tiles and
// cards in hand, surfaces held), the three dice and the roll (the app's, or the faces of the
// printed dice), this seat's tiles and two cards face down until shown while composing a move,
// sudden death and giving up (an offer the other players answer), the end and the public history.

import { hasSeat } from "../../api.js";
import { confirmButton, h } from "../../dom.js";
import { moveButtons } from "../../seat_screen.js";
import { Die } from "../../widgets/die.js";
import { SecretHand } from "../../widgets/secret_hand.js";

/** A colour's printed swatch with its name. */
export function swatch(colour, words) {
  return h("span", { class: "nd-swatch-row" }, h("span", { class: `nd-swatch nd-c-${colour}`, "aria-hidden": "true" }),
    words.colour(colour));
}

/** Every side: its players and colours, pieces on the terrain and the limit, hands, surfaces. */
export function sidesCard(view, words) {
  const pub = view.public;
  const you = view.you ? view.you.seat : null;
  const limit = pub.limit;
  const onTerrain = (colours) => pub.pieces.filter((p) => colours.includes(p.piece.split("-")[0])).length;
  const rows = pub.mode === "solo"
    ? [h("li", { class: "nd-side" }, h("div", { class: "nd-side-head" }, words.name(0),
      h("span", { class: "small muted" }, ` · ${words.tilesAndCards(pub.tiles_in_hand[0], pub.cards_in_hand[0])}`)),
      h("div", { class: "small muted" }, words.say("Pieces on the terrain: {n} of {limit}",
        { n: pub.pieces.length, limit: limit.count })),
      h("div", { class: "nd-swatches" }, pub.sides.map((s) => swatch(s.colours[0], words))))]
    : pub.sides.map((side) => h("li", { class: `nd-side${side.seats.includes(you) ? " mine" : ""}` },
      h("div", { class: "nd-side-head" }, side.seats.map((seat) => h("span", { class: "nd-seat" },
        seat === you ? words.say("{name} (you)", { name: words.name(seat) }) : words.name(seat),
        h("span", { class: "small muted" }, ` · ${words.tilesAndCards(pub.tiles_in_hand[seat], pub.cards_in_hand[seat])}`)))),
      h("div", { class: "nd-swatches" }, side.colours.map((c) => swatch(c, words))),
      h("div", { class: "small muted" }, words.say("Pieces on the terrain: {n} of {limit}",
        { n: onTerrain(side.colours), limit: limit.count })),
      side.holds.length ? h("div", { class: "small nd-holds" }, words.say("Holds: {surfaces}",
        { surfaces: side.holds.map((s) => words.surface(s)).join(", ") })) : null));
  const notes = [];
  if (pub.mode === "competitive") notes.push(words.say("Goal: the first side whose colours hold every tile of one surface wins (in sudden death, every tile of it that remains)."));
  if (pub.mode === "cooperative") notes.push(words.say("Cooperative: every side must hold a different surface at the same moment."));
  if (pub.mode === "solo") notes.push(words.say("Solo: each of the six colours must hold a different surface at the same moment."));
  if (pub.sudden_death) notes.push(words.say("Sudden death: a tile is removed every turn; the remaining tiles of a surface are enough."));
  else if (pub.sudden_death_call !== null) notes.push(words.say("{name} called sudden death: it starts after this turn.", { name: words.name(pub.sudden_death_call) }));
  if (pub.prearranged.deck || pub.prearranged.tiles) notes.push(words.say("Prearranged deal."));
  return h("section", { class: "card nd-sides", "aria-label": words.say("Sides") },
    h("ul", { class: "nd-side-list" }, rows),
    notes.map((note) => h("p", { class: "small notice" }, note)),
    h("p", { class: "small nd-dice-help" }, words.say("The dice: the figure die names the piece that may come in or move (1 pawn … 5 queen, 6 any; the king needs none); it may go to a tile of the colour die's colour, of the surface die's surface, or where its own move takes it.")),
    h("p", { class: "small muted" }, words.say("Tiles on the terrain: {n}", { n: Object.keys(pub.terrain).length })));
}

/** The three dice: the figure die, the colour and the surface; the roll or the start rolls. */
export function diceCard(ctx, view, words) {
  const pub = view.public;
  const moves = (view.private || {}).moves || [];
  const error = h("p", { class: "error", role: "alert" });
  const send = async (move, args) => {
    error.textContent = (await ctx.move(move, args)) || "";
  };
  const physical = pub.options.dice_mode === "physical";
  const parts = [];
  if (view.phase === "start") {
    parts.push(h("p", {}, words.say("Start rolls: the highest figure die starts.")));
    if (moves.includes("start_roll")) {
      parts.push(physical
        ? new Die({ mode: "physical", label: words.say("Your start roll"), onPick: (value) => send("start_roll", { value }) }).el
        : h("button", { type: "button", class: "btn primary", onclick: () => send("start_roll", {}) }, words.say("Roll")));
    }
  } else {
    // The dice stay on the phone after the turn: the newest roll, marked as the last one.
    const last = pub.dice ? null : [...pub.history].reverse().find((e) => e.event === "roll") || null;
    const dice = pub.dice || last;
    const entering = physical && moves.includes("roll");
    if (!entering) parts.push(h("div", { class: `nd-dice${last ? " last" : ""}` },
      new Die({ value: dice ? dice.figure : null, label: words.say("Figure die") }).el,
      h("div", { class: `nd-die-face nd-c-${dice ? dice.colour : "none"}`, role: "img",
        "aria-label": words.say("Colour die: {colour}", { colour: dice ? words.colour(dice.colour) : "–" }) },
      dice ? words.colour(dice.colour) : "–"),
      h("div", { class: `nd-die-face nd-surface nd-s-${dice ? dice.surface : "none"}`, role: "img",
        "aria-label": words.say("Surface die: {surface}", { surface: dice ? words.surface(dice.surface) : "–" }) },
      dice ? words.surface(dice.surface) : "–"),
    last ? h("span", { class: "small muted nd-dice-whose" }, words.say("{name}'s last roll", { name: words.name(last.seat) })) : null));
    if (moves.includes("roll")) parts.push(physical ? physicalRoll(pub, words, send) : h("button", {
      type: "button", class: "btn primary wide", dataset: { move: "roll" }, onclick: (event) => {
        event.currentTarget.disabled = true;
        send("roll", {});
      } }, words.say("Roll the dice")));
  }
  // Rolling (or entering the printed dice's faces) takes the whole width of the strip.
  const rolling = view.phase === "start" || moves.includes("roll");
  return h("section", { class: `card nd-dice-card${rolling ? " rolling" : ""}`, "aria-label": words.say("Dice") }, parts, error);
}

/** The faces of the printed dice, chosen by tapping, then sent. */
function physicalRoll(pub, words, send) {
  const chosen = { figure: null, colour: null, surface: null };
  const go = h("button", { type: "button", class: "btn primary wide", disabled: true,
    onclick: () => send("roll", chosen) }, words.say("Send the roll"));
  const ready = () => { go.disabled = Object.values(chosen).some((v) => v === null); };
  const row = (name, faces, label) => {
    const buttons = faces.map((face) => h("button", { type: "button", class: `btn small nd-face nd-c-${face}`,
      "aria-pressed": "false", dataset: { die: name, face }, onclick: (event) => {
        chosen[name] = face;
        for (const b of event.currentTarget.parentNode.children) b.setAttribute("aria-pressed", String(b === event.currentTarget));
        ready();
      } }, label(face)));
    return h("div", { class: "nd-face-row", role: "group" }, buttons);
  };
  const die = new Die({ mode: "physical", label: words.say("Figure die"), onPick: (value) => {
    chosen.figure = value;
    ready();
  } });
  return h("div", { class: "nd-physical" }, h("p", { class: "small" }, words.say("Tap the faces the printed dice show.")),
    die.el, row("colour", pub.faces.colour, (c) => words.colour(c)),
    row("surface", pub.faces.surface, (s) => words.surface(s)), go);
}

/** This seat's tiles and two cards, face down until "Show my tiles and cards" (the "compose" mode
 * of widgets/secret_hand.js): open while a tile is chosen, hidden again after a few seconds
 * without a touch, when the move is sent and when the page is hidden; a chosen tile stays
 * chosen. Kept across views. Open, it lies at the bottom of the screen over what is there
 * (css/neurodrez.css), so the tiles and the lit squares are in reach together. */
export class HandPanel {
  /** `onTile(tile | null)`: a tile was chosen to place (or the choice dropped). */
  constructor(onTile) {
    this.onTile = onTile;
    this.secret = null;
    this.el = h("div", { class: "nd-hand" });
  }

  /** Show `view`'s hand (`chosenTile`: the tile chosen to place, or null). */
  update(view, words, chosenTile) {
    const priv = view.private || {};
    this.el.hidden = !hasSeat(view.you) || !priv.tiles;
    if (this.el.hidden) return;
    if (!this.secret) {
      this.secret = new SecretHand({ mode: "compose", hands: [
        { game: "neurodrez", label: words.say("Your tiles"), title: words.say("Your tiles"),
          onSelect: ([tile]) => this.onTile(tile || null) },
        { game: "pokerdrez", label: words.say("Your cards"), title: words.say("Your cards") }],
      texts: { show: words.say("Show my tiles and cards"), hide: words.say("Hide my tiles and cards"), hint: "" } });
      this.el.append(this.secret.el);
    }
    const [tiles, cards] = this.secret.hands;
    const placing = (priv.moves || []).includes("place_tile");
    tiles.update({ select: placing ? "one" : "none", selected: chosenTile ? [chosenTile] : [],
      cards: priv.tiles.map((id) => ({ id, name: words.tile(id) })) });
    cards.update({ cards: priv.cards.map((c) => ({ id: c.id, name: words.card(c) })) });
  }

  /** Turn the hand face down (the move was sent). */
  hide() {
    this.secret?.hide();
  }
}

/** Early sudden death and giving up, for any seat while they are possible. With other players
 * at the table (not left), giving up is an offer they answer here (docs/rules-decisions.md
 * #neurodrez, "Giving a cooperative game up"): the card says who offered and who is still to
 * answer, with Give up / Play on for a seat that is asked. */
export function controlsCard(ctx, view, words) {
  const moves = (view.private || {}).moves || [];
  const offer = view.public.concession_offer;
  const error = h("p", { class: "error", role: "alert" });
  const parts = [];
  const asked = moves.includes("answer_concession");
  if (offer) {
    const [name, names] = [words.name(offer.seat), words.list(offer.waiting)];
    parts.push(h("p", { class: "notice", role: "status" }, offer.seat === view.you.seat
      ? words.say("You offered to give up; waiting for {names}. The offer lapses when the turn passes.", { names })
      : asked ? words.say("{name} offers to give up: do you give up too?", { name })
        : words.say("{name} offers to give up; waiting for {names}.", { name, names })));
  }
  if (asked) {
    parts.push(...moveButtons(ctx, [
      { move: "answer_concession", args: { accept: true }, label: words.say("Give up together") },
      { move: "answer_concession", args: { accept: false }, cls: "primary", label: words.say("Play on") }]));
  }
  const row = [];
  if (moves.includes("call_sudden_death")) {
    row.push(confirmButton(words.say("Call sudden death"), words.say("Tap again: sudden death after this turn"), async () => {
      error.textContent = (await ctx.move("call_sudden_death", {})) || "";
    }, { class: "btn", dataset: { move: "call_sudden_death" } }));
  }
  if (moves.includes("concede")) {
    const alone = view.public.players - (view.left || []).length <= 1;
    row.push(confirmButton(alone ? words.say("Give up") : words.say("Offer to give up"),
      alone ? words.say("Tap again to give up") : words.say("Tap again to ask the others"), async () => {
        error.textContent = (await ctx.move("concede", {})) || "";
      }, { class: "btn", dataset: { move: "concede" } }));
  }
  if (!parts.length && !row.length) return null;
  return h("section", { class: "card", "aria-label": words.say("Giving up and sudden death") },
    parts, row.length ? h("div", { class: "row nd-controls" }, row) : null, error);
}

/** The end: this phone's result in large type and the reason. */
export function endCard(view, words) {
  const { kind, title } = endResult(view, words);
  return h("section", { class: `card nd-end ${kind}`, dataset: { result: kind } },
    h("h2", {}, title), h("p", {}, words.reason(view.outcome, view.public.history)));
}

/** This phone's result once the game is over, `{kind, title}`: "lost" and "Nobody won" when no
 * side won (a cooperative game given up or lost); for a seat that plays, "won" / "lost" with
 * "You won" / "You lost"; for a phone that plays none, "won" with who won. The status line and
 * the end card take the same colour from it (UX finding A-N11, as ../kit/board_end.js does for
 * the board games). */
export function endResult(view, words) {
  const winners = view.outcome.winners;
  const seat = view.you ? view.you.seat : null;
  if (!winners.length) return { kind: "lost", title: words.say("Nobody won") };
  if (!hasSeat(view.you) || seat >= view.public.players) return { kind: "won", title: words.won(winners) };
  return winners.includes(seat) ? { kind: "won", title: words.say("You won") }
    : { kind: "lost", title: words.say("You lost") };
}

/** Every public event, newest first, folded away under its count. */
export function historyCard(view, words) {
  const events = view.public.history.filter((e) => e.event !== "end");
  if (!events.length) return null;
  return h("section", { class: "card" },
    h("details", { class: "nd-history" },
      h("summary", {}, words.say("History ({n})", { n: events.length })),
      h("ol", { reversed: true }, [...events].reverse().map((e) => h("li", {}, words.event(e))))));
}
