// The cards of the chess games with cards on a phone (PokerDrez and PokerDrez for 4; seed 004
// PokerDrez): the seat's own cards face down beside the board, seen while held (the phone lies
// on the table between moves: a glance must not give them away), the common cards face up, the die (Roll only
// for the seat that holds it and is to move; the faces to tap with a printed die), the private
// news of a swap, the deck's count, and a moderator's view of the hands. Each game passes its
// own sentences where the number of players shows (../pokerdrez/cards.js, ../pokerdrez-4/panels.js).

import { h } from "../../dom.js";
import { secretsCard } from "../../seat_screen.js";
import { Die } from "../../widgets/die.js";
import { Hand } from "../../widgets/hand.js";
import { SecretHand } from "../../widgets/secret_hand.js";

/** The looks of these cards and of the games' boards (css/chess-cards.css): link it with the
 * screen's own stylesheet, before it. */
export const CHESS_STYLESHEET = new URL("../../../css/chess-cards.css", import.meta.url).href;

/** The common row, face up for everyone, and the deck and discard counts. */
export function commonCard(view, words) {
  const pub = view.public;
  const row = new Hand({ cards: pub.common, label: words.say("Common cards"), layout: "row" });
  row.el.classList.add("pd-row");
  const counts = pub.plain ? words.say("The deck is empty: plain chess, no cards.")
    : words.sayN("Deck: {n} card · discarded: {m}", "Deck: {n} cards · discarded: {m}", pub.deck_size,
      { m: pub.discards.length });
  return h("section", { class: "card pd-common", "aria-label": words.say("Common cards") },
    h("h2", {}, words.say("Common cards")), row.el, h("p", { class: "small muted" }, counts));
}

/** What a swap told this seat privately: "You drew Rook 7." … (the last one only). `tell`:
 * `{taken(card), lost(card)}`, the sentences for a card taken from or by an opponent. */
function note(priv, words, tell) {
  const last = (priv.notes || []).at(-1);
  if (!last) return null;
  const card = words.card(last.card);
  const text = last.how === "drawn" ? words.say("You drew {card} from the deck.", { card })
    : last.how === "taken" ? tell.taken(card) : tell.lost(card);
  return h("p", { class: "small pd-note" }, text);
}

/** This seat's own cards beside the board, face down: "Hold to see" shows them, floating over
 * the board (`peek`: "below" the button when the board holds `el` above it, "above" when
 * under), with the last swap's private news. Kept across views, so a view that comes while a
 * finger is on the button leaves it held. */
export class HeldCards {
  constructor(peek = "above") {
    this.peek = peek;
    this.el = h("div", { class: "pd-held" });
    this.secret = null;
    this.news = null;
  }

  /** Show `view`'s own hand (`seated`: this phone plays a seat); `tell`: `{taken(card),
   * lost(card)}`, the game's sentences for a swap's news. */
  update(view, words, seated, tell) {
    const priv = view.private || {};
    // The put-back and pawn-removal cards hold the hand themselves while this seat chooses.
    const choosing = (priv.moves || []).some((move) => move === "replenish" || move === "remove_pawn");
    this.el.hidden = !seated || view.public.plain || !priv.hand || choosing;
    if (this.el.hidden) return;
    if (!this.secret) {
      this.secret = new SecretHand({ hand: { label: words.say("Your cards") }, peek: this.peek,
        texts: { show: words.say("Hold to see") }, extra: () => this.news });
      this.el.append(this.secret.el);
    }
    this.news = note(priv, words, tell);
    this.secret.hand.update({ cards: priv.hand });
  }
}

/** The die: this turn's roll (its face, and what it pays in words, "You rolled 2 (Knight)" on
 * the roller's phone), who holds it, and Roll (or the faces to tap) for its holder; no face
 * before a roll. */
export class DieCard {
  constructor(ctx) {
    this.ctx = ctx;
    this.die = new Die({});
    this.button = h("button", { type: "button", class: "btn big primary", dataset: { move: "roll_die" },
      onclick: () => this.roll({}) });
    this.text = h("p", { class: "small pd-die-text" });
    this.error = h("p", { class: "error", role: "alert" });
    this.row = h("div", { class: "pd-die-row" }, this.die.el, h("div", {}, this.text, this.button));
    this.el = h("section", { class: "card pd-die" }, this.row, this.error);
    this.shown = null;
  }

  async roll(args) {
    this.button.disabled = true;
    this.error.textContent = (await this.ctx.move("roll_die", args)) || "";
    this.button.disabled = false;
  }

  update(view, words, paused) {
    const pub = view.public;
    const priv = view.private || {};
    this.el.hidden = pub.plain || view.phase === "pawn_removal" || Boolean(view.outcome);
    const canRoll = (priv.moves || []).includes("roll_die") && !paused;
    const roll = pub.die_roll;
    const physical = pub.dice === "physical" && canRoll;
    this.el.setAttribute("aria-label", words.say("The die"));
    this.row.classList.toggle("physical", physical);
    this.die.el.hidden = !physical && !roll; // no blank face before a roll (PD9): the text says who holds it
    if (physical) {
      this.die.update({ mode: "physical", value: null, label: words.say("Roll the table's die, then tap the face it shows"),
        onPick: (value) => this.roll({ value }) });
    } else {
      const key = roll ? `${roll.seat}:${pub.history.length}` : null;
      if (roll && this.shown !== null && key !== this.shown && !roll.physical) this.die.roll(roll.value);
      else this.die.update({ mode: "app", value: roll ? roll.value : null });
      this.shown = key;
    }
    this.button.hidden = !canRoll || physical;
    this.button.textContent = words.say("Roll the die");
    const holder = words.name(pub.die_holder);
    const mine = roll && view.you && view.you.seat === roll.seat;
    this.text.textContent = roll && mine
      ? words.say("You rolled {n} ({figure}): it pays one move this turn. The die has passed on.",
        { n: roll.value, figure: words.dieFigure(roll.value) })
      : roll ? words.say("{name} rolled {n} ({figure}): it pays one move this turn. The die has passed on.",
        { name: words.name(roll.seat), n: roll.value, figure: words.dieFigure(roll.value) })
      : canRoll ? words.say("You hold the die: roll it before moving if you like (1–5 that figure, 6 any piece).")
        : view.you && view.you.seat === pub.die_holder
          ? words.say("You hold the die: you may roll it in your turn, before moving.")
          : words.say("{name} holds the die.", { name: holder });
    if (!canRoll) this.error.textContent = "";
  }
}

/** A moderator who does not play: every hand behind the show/hide toggle (never the deck).
 * `texts`: the game's `{intro, show}` and `nameOf(seat)`, the label of a seat's hand (by default
 * its name). */
export function moderatorCard(view, words, texts) {
  const hands = view.private.hands;
  const nameOf = texts.nameOf || ((seat) => words.name(seat));
  return secretsCard({ intro: texts.intro, show: texts.show, hide: words.say("Hide the hands"), region: words.say("Hands") },
  view.seats.map(({ seat }) => h("li", {},
    h("div", { class: "line1" }, h("span", { class: "pname" }, nameOf(seat))),
    new Hand({ cards: hands[String(seat)] || [], label: words.name(seat) }).el)));
}
